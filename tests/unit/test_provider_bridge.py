"""The daemon -> client request bridge: timeouts and cancellation withdraw the request."""

from __future__ import annotations

import asyncio
import io
import json
from typing import Any

import pytest
from tinyagent_memory.daemon.rpc.stdio import FrameWriter
from tinyagent_memory.daemon.server import MemoryServer
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError
from tinyagent_memory.protocol.types import Message


def frames(out: io.BytesIO) -> list[dict[str, Any]]:
    data, found = out.getvalue(), []
    while data:
        head, _, rest = data.partition(b"\r\n\r\n")
        length = int(head.split(b":")[1])
        found.append(json.loads(rest[:length]))
        data = rest[length:]
    return found


@pytest.fixture
def server() -> tuple[MemoryServer, io.BytesIO]:
    srv = MemoryServer()
    out = io.BytesIO()
    srv.rpc.frames = FrameWriter(out)
    return srv, out


async def test_provider_timeout_withdraws_the_request(
    server: tuple[MemoryServer, io.BytesIO],
) -> None:
    srv, out = server
    srv.app.provider.configure(available=True, timeout=0.05)
    with pytest.raises(DaemonError) as info:
        await srv.app.provider.complete("summary", [Message(role="user", content="hi")], 10)
    assert info.value.data["reason"] == "timeout"
    sent = frames(out)
    assert [f.get("method") for f in sent] == [m.PROVIDER_COMPLETE, m.CANCEL_REQUEST]
    assert sent[1]["params"] == {"id": sent[0]["id"]}
    # The client's late answer is a response to an unknown id: ignored, nothing written.
    late = json.dumps({"jsonrpc": "2.0", "id": sent[0]["id"], "result": {"text": "late"}})
    assert srv.rpc.handle_body(late.encode())
    assert len(frames(out)) == 2


async def test_client_going_away_fails_pending_provider_calls(
    server: tuple[MemoryServer, io.BytesIO],
) -> None:
    srv, _ = server
    srv.app.provider.configure(available=True, timeout=30)

    async def complete() -> Any:
        return await srv.app.provider.complete("curation", [], 10)

    task = asyncio.ensure_future(complete())
    await asyncio.sleep(0)
    srv.rpc.fail_outgoing("end of input")
    with pytest.raises(DaemonError) as info:
        await task
    assert info.value.data["reason"] == "provider_error"
