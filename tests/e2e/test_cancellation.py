"""``$/cancelRequest`` stops running requests over real stdio: -32800 and nothing half-written.

A request is made to wait at a known point by holding a lock from the test process: the workspace
lock (the request waits before its transaction) or SQLite's write lock (it waits inside it). The
daemon's debug log (``window/logMessage``) says when a request started and when a cancel landed.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient, RpcError
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .store_helpers import database_locked, integrity, stored_contents, workspace_locked

WAIT = 15.0


def said(fragment: str) -> Any:
    return lambda params: fragment in params["message"]


async def session(client: DaemonClient, workspace: Path) -> tuple[str, str]:
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    return sid, run


def append_params(sid: str, run: str, *contents: str) -> dict[str, Any]:
    return {
        "session_id": sid,
        "run_id": run,
        "messages": [{"role": "user", "content": c} for c in contents],
    }


async def cancel(client: DaemonClient, ident: int | str) -> None:
    await client.notify(m.CANCEL_REQUEST, {"id": ident})


async def test_cancel_running_requests_commits_nothing(spawn: Spawn, workspace: Path) -> None:
    client = await spawn({"log_level": "debug"})
    sid, run = await session(client, workspace)
    await client.request(m.MESSAGE_APPEND, append_params(sid, run, "kept"))

    # 1. Waiting for the workspace lock (another process writes): answered at once, lock held.
    with workspace_locked(workspace):
        ident, pending = client.start_request(m.MESSAGE_APPEND, append_params(sid, run, "x", "y"))
        await client.wait_notification(m.LOG_MESSAGE, said(f"request {ident!r} message/append"))
        await cancel(client, ident)
        with pytest.raises(RpcError) as info:
            await asyncio.wait_for(pending, WAIT)
    assert info.value.code == -32800
    assert info.value.kind == "request_cancelled"

    # 2. Inside its transaction (SQLite busy): the cancel lands, then the transaction rolls back.
    with database_locked(workspace):
        ident, pending = client.start_request(m.MESSAGE_APPEND, append_params(sid, run, "z"))
        await client.wait_notification(
            m.LOG_MESSAGE, said(f"request {ident!r} message/append: write transaction started")
        )
        await cancel(client, ident)
        await client.wait_notification(m.LOG_MESSAGE, said(f"cancel requested for {ident!r}"))
        assert not pending.done()
    with pytest.raises(RpcError) as info:
        await asyncio.wait_for(pending, WAIT)
    assert info.value.code == -32800

    # 3. A request that already finished: the cancel is ignored, its result stands.
    done = await client.request(m.MESSAGE_APPEND, append_params(sid, run, "after"))
    assert len(done["message_ids"]) == 1

    built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert [msg["content"] for msg in built["messages"]] == ["kept", "after"]
    assert await client.shutdown() == 0
    assert integrity(workspace) == "ok"
    assert stored_contents(workspace, sid) == ["kept", "after"]


# --------------------------------------------------------------------------- provider calls


async def require_compaction(client: DaemonClient) -> None:
    """Skip where this tree has no compressor yet (it is built on another branch)."""
    try:
        await client.request(m.CONTEXT_COMPACT, {"session_id": "none-such"})
    except RpcError as exc:
        if exc.code == -32601:
            await client.shutdown()
            pytest.skip("context/compact is not registered in this tree (compressor branch)")


def compact(client: DaemonClient, sid: str) -> tuple[int | str, Any]:
    return client.start_request(m.CONTEXT_COMPACT, {"session_id": sid, "force": True})


async def long_session(client: DaemonClient, workspace: Path) -> tuple[str, list[str]]:
    sid, run = await session(client, workspace)
    contents = [f"message {i}: " + "words " * 40 for i in range(24)]
    await client.request(m.MESSAGE_APPEND, append_params(sid, run, *contents))
    await client.request(m.RUN_FINISH, {"session_id": sid, "run_id": run, "status": "succeeded"})
    return sid, contents


OPTIONS = {"provider": True, "log_level": "debug", "protect_first": 1, "protect_recent": 2}


async def test_cancel_mid_compaction_changes_nothing(spawn: Spawn, workspace: Path) -> None:
    client = await spawn(OPTIONS)
    await require_compaction(client)
    asked = asyncio.Event()
    never: asyncio.Future[Any] = asyncio.get_running_loop().create_future()

    async def provider(params: Any) -> Any:
        asked.set()
        return await never

    client.on_request(m.PROVIDER_COMPLETE, provider)
    sid, contents = await long_session(client, workspace)
    ident, pending = compact(client, sid)
    await asyncio.wait_for(asked.wait(), WAIT)
    await cancel(client, ident)
    with pytest.raises(RpcError) as info:
        await asyncio.wait_for(pending, WAIT)
    assert info.value.code == -32800
    # The daemon withdrew its provider request.
    await client.wait_notification(m.CANCEL_REQUEST)
    built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert [msg["content"] for msg in built["messages"]] == contents
    never.cancel()
    assert await client.shutdown() == 0
    assert integrity(workspace) == "ok"
    assert stored_contents(workspace, sid) == contents


async def test_provider_timeout_during_compaction_changes_nothing(
    spawn: Spawn, workspace: Path
) -> None:
    client = await spawn({**OPTIONS, "provider_timeout_seconds": 0.5})
    await require_compaction(client)
    never: asyncio.Future[Any] = asyncio.get_running_loop().create_future()

    async def provider(params: Any) -> Any:
        return await never

    client.on_request(m.PROVIDER_COMPLETE, provider)
    sid, contents = await long_session(client, workspace)
    _, pending = compact(client, sid)
    try:
        result = await asyncio.wait_for(pending, WAIT)
    except RpcError as exc:
        assert exc.kind in ("provider_unavailable", "compaction_failed")
    else:
        assert result["compacted"] is False
        assert result["tokens_after"] == result["tokens_before"]
    built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert [msg["content"] for msg in built["messages"]] == contents
    never.cancel()
    assert await client.shutdown() == 0
    assert integrity(workspace) == "ok"
    assert stored_contents(workspace, sid) == contents
