"""Issue 13 item 19: valid JSON that msgspec alone would refuse is read, and answered by id.

A lone surrogate escape (``"\\ud83d"``: JavaScript cutting an emoji in half) and a number beyond
the double range (``1e999``) are valid JSON (RFC 8259). The frame is parsed; a field that cannot be
used is -32602 with the request's id and the field's path, never -32700 with ``id: null``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tinyagent_memory.daemon.client import DaemonClient, frame
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .memory_helpers import open_session
from .wire_helpers import probe


def body(ident: str, method: str, params: dict[str, Any], raw: str) -> str:
    """A request whose ``"@@"`` / ``@@`` placeholder becomes ``raw`` exactly as written."""
    text = json.dumps({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
    return text.replace('"@@"', raw) if raw[0].isdigit() else text.replace("@@", raw)


async def raw_request(client: DaemonClient, ident: str, body: str) -> dict[str, Any]:
    after = len(client.responses)
    await client.send_raw(frame(body.encode("utf-8")))
    return await client.wait_response(lambda r: r.get("id") == ident, after=after)


async def test_lone_surrogates_and_huge_numbers_are_answered_by_id(
    spawn: Spawn, workspace: Path
) -> None:
    client = await spawn({"curator": "direct"})
    sid = await open_session(client, workspace)
    rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    append = body(
        "cut",
        m.MESSAGE_APPEND,
        {
            "session_id": sid,
            "run_id": rid,
            "messages": [
                {"role": "user", "content": "ok"},
                {"role": "user", "content": "emoji @@"},
            ],
        },
        "\\ud83d",
    )
    reply = await raw_request(client, "cut", append)
    assert reply["error"]["code"] == -32602
    assert reply["error"]["data"] == {"kind": "invalid_params", "path": "$.messages[1].content"}
    assert "lone UTF-16 surrogate" in reply["error"]["message"]

    huge = body("huge", m.CONTEXT_BUILD, {"session_id": sid, "window_tokens": "@@"}, "1e999")
    reply = await raw_request(client, "huge", huge)
    assert (reply["error"]["code"], reply["error"]["data"]["path"]) == (-32602, "$.window_tokens")
    huge = body(
        "huge-limit", m.MEMORY_HISTORY, {"workspace": str(workspace), "limit": "@@"}, "1e999"
    )
    reply = await raw_request(client, "huge-limit", huge)
    assert (reply["error"]["code"], reply["error"]["data"]["path"]) == (-32602, "$.limit")

    # A notification with one is dropped (never answered); a whole pair is a character.
    note = json.dumps({"jsonrpc": "2.0", "method": m.CANCEL_REQUEST, "params": {"id": "@@"}})
    await client.send_raw(frame(note.replace("@@", "\\udc00").encode()))
    pair = body(
        "pair",
        m.MESSAGE_APPEND,
        {"session_id": sid, "run_id": rid, "messages": [{"role": "user", "content": "emoji @@"}]},
        "\\ud83d\\ude00",
    )
    reply = await raw_request(client, "pair", pair)
    assert reply["result"]["message_ids"] == [1]
    await probe(client)
    assert [r for r in client.responses if r.get("id") is None] == []
    listed = await client.request(m.MESSAGE_LIST, {"session_id": sid})
    assert [x["content"] for x in listed["messages"]] == ["emoji 😀"]
