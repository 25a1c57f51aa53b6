"""pygls is loaded only for editors, and loading it late changes nothing a client sees.

An agent runtime's ``initialize`` (no workspace roots, no editor capabilities) is answered without
pygls and ``lsprotocol.types``; an editor message later loads them between two messages. The
same pipelined script, sent in one write after a plain ``initialize`` (pygls loads at the first
editor message) and after an editor's ``initialize`` (pygls answers it), gets the same replies,
exactly one per request, and the same diagnostics.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.daemon.client import DaemonClient, RpcError, frame
from tinyagent_memory.protocol import methods as m

MEMORY = "Prefers tabs over spaces\n§\nPrefers tabs over spaces\n"
"""A memory file with a finding (a duplicate entry)."""
IMPORTTIME = [sys.executable, "-X", "importtime", "-m", "tinyagent_memory.daemon", "serve"]


def memory_file(ws: Path) -> Path:
    path = ws / m.MEMORY_FILE  # creates ws too
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(MEMORY, encoding="utf-8")
    return path


def imported(client: DaemonClient) -> set[str]:
    names: set[str] = set()
    for line in client.stderr_lines:
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip())
    return names


async def test_a_runtime_session_never_loads_pygls(tmp_path: Path) -> None:
    client = await DaemonClient.spawn(command=IMPORTTIME)
    try:
        result = await client.initialize({})
        sid = (await client.request(m.SESSION_OPEN, {"workspace": str(tmp_path)}))["session_id"]
        run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
        message = {"role": "user", "content": "Where is the config loaded?"}
        await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": [message]}
        )
        built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
        assert built["messages"] == [message]
        # A method the daemon does not know in its own namespace: pygls would not know it either.
        with pytest.raises(RpcError) as unknown:
            await client.request("session/no-such-method", {})
        assert (unknown.value.code, unknown.value.data) == (-32601, {"kind": "method_not_found"})
    finally:
        assert await client.shutdown() == 0
    assert result["serverInfo"] == {"name": "tinyagent-memory", "version": "0.1.0"}
    names = imported(client)
    assert "tinyagent_memory.daemon.server" in names
    assert names & {"pygls.lsp.server", "lsprotocol.types", "cattrs", "attrs"} == set()


def script(ws: Path, path: Path) -> list[dict[str, Any]]:
    """Runtime and editor messages interleaved; ids ``s2``..``s8`` are requests."""
    uri = path.as_uri()
    text = path.read_text(encoding="utf-8")
    at = {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 3}}
    line0 = {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 5}}
    return [
        {"jsonrpc": "2.0", "method": m.INITIALIZED, "params": {}},
        {"jsonrpc": "2.0", "id": "s2", "method": m.SESSION_OPEN, "params": {"workspace": str(ws)}},
        {
            "jsonrpc": "2.0",
            "method": "textDocument/didOpen",
            "params": {
                "textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}
            },
        },
        {"jsonrpc": "2.0", "id": "s3", "method": "textDocument/hover", "params": at},
        {"jsonrpc": "2.0", "id": "s4", "method": m.MEMORY_STATUS, "params": {"workspace": str(ws)}},
        {
            "jsonrpc": "2.0",
            "id": "s5",
            "method": "textDocument/codeAction",
            "params": {
                "textDocument": {"uri": uri},
                "range": line0,
                "context": {"diagnostics": []},
            },
        },
        {"jsonrpc": "2.0", "id": "s6", "method": "no/such-method", "params": {}},
        {"jsonrpc": "2.0", "id": "s7", "method": "textDocument/hover", "params": {"bad": 1}},
        {
            "jsonrpc": "2.0",
            "id": "s8",
            "method": "workspace/executeCommand",
            "params": {"command": m.COMMAND_MEMORY_SYNC, "arguments": []},
        },
    ]


async def transcript(ws: Path, capabilities: dict[str, Any]) -> tuple[dict[Any, Any], Any]:
    path = memory_file(ws)
    client = await DaemonClient.spawn(command=IMPORTTIME)
    try:
        init = await client.request(
            m.INITIALIZE,
            {"processId": None, "capabilities": capabilities, "initializationOptions": {}},
        )
        assert init["capabilities"]["positionEncoding"] == "utf-16"
        messages = script(ws, path)
        await client.send_raw(b"".join(frame(msgspec.json.encode(msg)) for msg in messages))
        ids = [msg["id"] for msg in messages if "id" in msg]
        for ident in ids:
            # generous: under a loaded machine, ``-X importtime`` and a first screen that
            # compiles the rules make the first replies slow (the test is about which reply)
            await client.wait_response(lambda r, i=ident: r.get("id") == i, timeout=60)
        published = await client.wait_notification(
            "textDocument/publishDiagnostics",
            lambda p: p["uri"] == path.as_uri() and p.get("version") == 1,
            timeout=60,
        )
    finally:
        assert await client.shutdown() == 0
    replies = [r for r in client.responses if r.get("id") in ids]
    assert sorted(r["id"] for r in replies) == ids  # exactly one reply each
    by_id = {r["id"]: r for r in replies}
    by_id["s2"]["result"]["session_id"] = "<session>"
    by_id["s4"]["result"]["job_running"] = "<timing>"  # a first-contact job may still run
    assert "lsprotocol.types" in imported(client)
    return by_id, published


async def test_loading_pygls_late_changes_no_reply(tmp_path: Path) -> None:
    late, late_published = await transcript(tmp_path / "late" / "ws", {})
    # ``workspace: {}`` is not a plain client: pygls answers initialize, as for any editor.
    eager, eager_published = await transcript(tmp_path / "eager" / "ws", {"workspace": {}})
    assert late_published["diagnostics"] and late_published == {
        **eager_published,
        "uri": late_published["uri"],
    }

    def same_shape(value: Any) -> Any:
        return msgspec.json.decode(
            msgspec.json.encode(value).replace(b"/late/", b"/ws/").replace(b"/eager/", b"/ws/")
        )

    assert same_shape(late) == same_shape(eager)
    assert late["s3"]["result"] is not None  # hover on an entry
    assert late["s6"]["error"]["code"] == -32601
    assert late["s7"]["error"]["code"] == -32602
    assert late["s8"]["error"]["data"]["kind"] == "invalid_memory_format"  # the duplicate
