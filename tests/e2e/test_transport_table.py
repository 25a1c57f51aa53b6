"""Every malformed input on real stdio gets the right reply (or none, as JSON-RPC says), and the
valid request sent right after it is answered.

One daemon serves the whole table (``module`` scope); each row sends raw bytes followed by a probe
request and compares every response that arrived in between with the row's expectation.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from tinyagent_memory.daemon.client import DaemonClient, RpcError, frame
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.limits import MAX_BODY_BYTES, MAX_JSON_DEPTH

from .wire_helpers import body, outcome, probe, request, well_formed_response

pytestmark = pytest.mark.asyncio(loop_scope="module")

PARSE, INVALID, NOT_FOUND, PARAMS = -32700, -32600, -32601, -32602
RESULT = "result"


@dataclass(frozen=True)
class Row:
    name: str
    data: bytes
    expect: list[tuple[Any, int | str]] = field(default_factory=list[tuple[Any, int | str]])
    """``(id, code)`` of every reply, ``(id, "result")`` for a success; ``[]``: ignored."""
    kinds: dict[Any, str] = field(default_factory=dict[Any, str])
    """Expected ``error.data.kind`` by id, where the row cares."""
    limit: str | None = None
    """Expected ``error.data.limit`` of the (single) error."""


def usage(ident: Any) -> bytes:
    return request(ident, m.USAGE_INTERNAL, {})


def nested(depth: int, ident: int) -> bytes:
    inner = b"[" * depth + b"]" * depth
    return b'{"jsonrpc":"2.0","id":%d,"method":"usage/internal","params":{"x":%s}}' % (
        ident,
        inner,
    )


BIG = b'{"jsonrpc":"2.0","id":16,"method":"message/append","params":{"x":"%s"}}' % (
    b"a" * (10 * 1000 * 1000)
)

ROWS: list[Row] = [
    # --- bodies that are not JSON: -32700, id null
    Row("invalid JSON", frame(b'{"jsonrpc": "2.0", "id": 1, "method": '), [(None, PARSE)]),
    Row("invalid UTF-8", frame(b'{"jsonrpc":"2.0","id":2,"method":"\xff\xfe"}'), [(None, PARSE)]),
    Row(
        "NUL bytes in the body", frame(usage(3)[:10] + b"\x00\x00" + usage(3)[10:]), [(None, PARSE)]
    ),
    Row("empty body", b"Content-Length: 0\r\n\r\n", [(None, PARSE)]),
    Row("deeply nested JSON (past the decoder)", frame(nested(100_000, 4)), [(None, PARSE)]),
    # --- JSON that is not a request object: -32600, with the id when readable
    Row("batch (JSON array)", frame(b"[" + usage(5) + b"," + usage(6) + b"]"), [(None, INVALID)]),
    Row("empty array", frame(b"[]"), [(None, INVALID)]),
    Row("JSON scalar", frame(b"42"), [(None, INVALID)]),
    Row("null", frame(b"null"), [(None, INVALID)]),
    Row("wrong jsonrpc", frame(body({"jsonrpc": "1.0", "id": 7, "method": "x"})), [(7, INVALID)]),
    Row("missing jsonrpc", frame(body({"id": 8, "method": m.USAGE_INTERNAL})), [(8, INVALID)]),
    Row("missing method", frame(body({"jsonrpc": "2.0", "id": 9})), [(9, INVALID)]),
    Row(
        "method not a string",
        frame(body({"jsonrpc": "2.0", "id": 10, "method": 5})),
        [(10, INVALID)],
    ),
    Row(
        "params a string",
        frame(body({"jsonrpc": "2.0", "id": 11, "method": "a", "params": "x"})),
        [(11, INVALID)],
    ),
    Row(
        "id an object",
        frame(body({"jsonrpc": "2.0", "id": {"a": 1}, "method": "a"})),
        [(None, INVALID)],
    ),
    Row("id null", frame(body({"jsonrpc": "2.0", "id": None, "method": "a"})), [(None, INVALID)]),
    Row("id true", frame(body({"jsonrpc": "2.0", "id": True, "method": "a"})), [(None, INVALID)]),
    Row(
        "id a fraction",
        frame(body({"jsonrpc": "2.0", "id": 1.5, "method": "a"})),
        [(None, INVALID)],
    ),
    Row("neither method nor id", frame(body({"jsonrpc": "2.0", "params": {}})), [(None, INVALID)]),
    Row(
        "nested deeper than the limit",
        frame(nested(MAX_JSON_DEPTH + 5, 12)),
        [(12, INVALID)],
        limit="max_json_depth",
    ),
    # --- requests the daemon understands but refuses
    Row("unknown method", frame(request(13, "no/such_method", {})), [(13, NOT_FOUND)]),
    Row(
        "LSP params of the wrong shape",
        frame(request(14, "workspace/executeCommand", {"arguments": "x"})),
        [(14, PARAMS)],
    ),
    Row(
        "custom params of the wrong shape",
        frame(request(15, m.SESSION_OPEN, {"workspace": 5})),
        [(15, PARAMS)],
        kinds={15: "invalid_params"},
    ),
    Row(
        "second initialize",
        frame(request(17, m.INITIALIZE, {"processId": None, "capabilities": {}})),
        [(17, INVALID)],
    ),
    # --- ignored, as JSON-RPC says
    Row("notification, unknown method", frame(body({"jsonrpc": "2.0", "method": "no/such"}))),
    Row("notification, unknown $/ method", frame(body({"jsonrpc": "2.0", "method": "$/x"}))),
    Row(
        "notification with params of the wrong shape",
        frame(body({"jsonrpc": "2.0", "method": m.INITIALIZED, "params": [1, 2]})),
    ),
    Row("response to an unknown id", frame(body({"jsonrpc": "2.0", "id": "nope", "result": {}}))),
    Row(
        "error response to an unknown id",
        frame(body({"jsonrpc": "2.0", "id": 99, "error": {"code": 1, "message": "x"}})),
    ),
    Row(
        "cancel of an unknown request",
        frame(body({"jsonrpc": "2.0", "method": m.CANCEL_REQUEST, "params": {"id": 12345}})),
    ),
    Row(
        "cancel without an id",
        frame(body({"jsonrpc": "2.0", "method": m.CANCEL_REQUEST, "params": {}})),
    ),
    # --- headers: accepted variants
    Row(
        "lower-case header name",
        b"content-length: %d\r\n\r\n" % len(usage(20)) + usage(20),
        [(20, RESULT)],
    ),
    Row(
        "Content-Type header, any order",
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n"
        b"CONTENT-LENGTH:   %d  \r\n\r\n" % len(usage(21)) + usage(21),
        [(21, RESULT)],
    ),
    Row(
        "bare LF line ends", b"Content-Length: %d\n\n" % len(usage(22)) + usage(22), [(22, RESULT)]
    ),
    Row("blank lines between frames", b"\r\n\r\n" + frame(usage(23)), [(23, RESULT)]),
    # --- broken frames: -32700 and resynchronize
    Row(
        "non-numeric Content-Length",
        b"Content-Length: abc\r\n\r\n" + usage(30),
        [(None, PARSE)],
    ),
    Row("negative Content-Length", b"Content-Length: -5\r\n\r\n" + usage(31), [(None, PARSE)]),
    Row("NUL in a header", b"Content-Length: 5\x00\r\n\r\n" + usage(32), [(None, PARSE)]),
    Row(
        "no Content-Length",
        b"Content-Type: application/json\r\n\r\n" + usage(33),
        [(None, PARSE)],
    ),
    Row("malformed header line", b"hello world\r\n\r\n" + usage(34), [(None, PARSE)]),
    Row("truncated header", b"Content-Len", [(None, PARSE)]),
    Row("truncated header value", b"Content-Length: 4", [(None, PARSE)]),
    Row(
        "missing blank line",
        b"Content-Length: %d\r\n" % len(usage(35)) + usage(35),
        [(None, PARSE)],
    ),
    Row(
        "Content-Length too short",
        b"Content-Length: 10\r\n\r\n" + usage(36),
        [(None, PARSE)],
    ),
    Row(
        "body shorter than declared",
        b"Content-Length: 5000\r\n\r\n" + usage(37),
        [(None, PARSE)],
    ),
    Row(
        "second Content-Length in one header",
        b"Content-Length: 9999\r\n" + frame(usage(38)),
        [(None, PARSE), (38, RESULT)],
    ),
    Row(
        "header line over the limit",
        b"X-Junk: " + b"a" * 20_000 + b"\r\n\r\n" + usage(39),
        [(None, PARSE)],
    ),
    Row(
        "10 MB body over max_body_bytes",
        frame(BIG),
        [(16, INVALID)],
        kinds={16: "invalid_request"},
        limit="max_body_bytes",
    ),
    Row(
        "oversized body shorter than declared",
        b"Content-Length: %d\r\n\r\n" % (MAX_BODY_BYTES * 4) + usage(40),
        [(40, INVALID)],
        limit="max_body_bytes",
    ),
]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def shared(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[DaemonClient]:
    cwd: Path = tmp_path_factory.mktemp("table")
    client = await DaemonClient.spawn(cwd=cwd)
    await client.initialize({})
    yield client
    try:
        assert await client.shutdown() == 0
    finally:
        with contextlib.suppress(Exception):
            await client.kill()
    assert client.protocol_errors == []


@pytest.mark.parametrize("row", ROWS, ids=[row.name for row in ROWS])
async def test_malformed_input_then_valid_request(shared: DaemonClient, row: Row) -> None:
    after = len(shared.responses)
    await shared.send_raw(row.data)
    answered = await probe(shared)
    # Replies to broken input are written before the probe is read; results of valid requests
    # in the row may still be on their way.
    want = Counter(row.expect)

    def arrived() -> Counter[tuple[Any, int | str]]:
        return Counter(outcome(r) for r in shared.responses[after:] if r is not answered)

    for ident, _ in row.expect:
        await shared.wait_response(lambda r, i=ident: r.get("id") == i, after=after)
    replies = [r for r in shared.responses[after:] if r is not answered]
    assert arrived() == want, replies
    assert all(well_formed_response(r) for r in replies), replies
    for reply in replies:
        if "error" not in reply:
            continue
        data = reply["error"]["data"]
        if reply["id"] in row.kinds:
            assert data["kind"] == row.kinds[reply["id"]]
        if row.limit is not None:
            assert data["limit"] == row.limit
            assert isinstance(data["max"], int)
    assert shared.protocol_errors == []


async def test_limit_errors_name_the_limit(shared: DaemonClient, tmp_path: Path) -> None:
    """Field caps from protocol.limits answer -32602 with the path and the limit's name."""
    ws = tmp_path / "ws"
    ws.mkdir()
    opened = await shared.request(m.SESSION_OPEN, {"workspace": str(ws)})
    sid = opened["session_id"]
    run = (await shared.request(m.RUN_START, {"session_id": sid}))["run_id"]
    cases: list[tuple[str, dict[str, Any], str, str]] = [
        (
            m.MESSAGE_APPEND,
            {"session_id": sid, "run_id": run, "messages": [{"role": "user"}] * 513},
            "$.messages",
            "max_messages_per_append",
        ),
        (
            m.MESSAGE_APPEND,
            {
                "session_id": sid,
                "run_id": run,
                "messages": [{"role": "user", "content": "x" * 1_048_577}],
            },
            "$.messages[0].content",
            "max_content_chars",
        ),
        (
            m.MESSAGE_APPEND,
            {
                "session_id": sid,
                "run_id": run,
                "messages": [{"role": "user", "content": "x" * 600_000}] * 2,
            },
            "$.messages",
            "max_append_chars",
        ),
        (m.RUN_START, {"session_id": "s" * 257}, "$.session_id", "max_id_chars"),
        (m.SESSION_OPEN, {"workspace": "/" + "w" * 5000}, "$.workspace", "max_path_chars"),
        (
            m.CONTEXT_BUILD,
            {"session_id": sid, "tools": [{}] * 257},
            "$.tools",
            "max_tools",
        ),
    ]
    for method, params, path, limit in cases:
        with pytest.raises(RpcError) as info:
            await shared.request(method, params)
        err = info.value
        assert err.code == PARAMS, (method, limit)
        assert err.data["kind"] == "invalid_params"
        assert err.data["path"] == path
        assert err.data["limit"] == limit
        assert limit in err.message
    # Nothing over a limit was stored; the session still works.
    built = await shared.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert built["messages"] == []
    ok = await shared.request(
        m.MESSAGE_APPEND,
        {"session_id": sid, "run_id": run, "messages": [{"role": "user", "content": "hi"}]},
    )
    assert len(ok["message_ids"]) == 1


async def test_unknown_editor_command_names_the_param(shared: DaemonClient) -> None:
    """An unknown ``workspace/executeCommand`` command is -32602 at ``$.command`` (spec 1.2),
    listing the commands the daemon runs."""
    with pytest.raises(RpcError) as info:
        await shared.request("workspace/executeCommand", {"command": "nope"})
    assert (info.value.code, info.value.message, info.value.data) == (
        -32602,
        f"unknown command 'nope'; this server runs: {m.COMMAND_MEMORY_SYNC}",
        {"kind": "invalid_params", "path": "$.command"},
    )
