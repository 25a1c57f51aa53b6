"""The daemon's life over real stdio: before initialize, shutdown/exit, stdin closing, parent dying.

After every ending the store passes ``PRAGMA integrity_check`` and everything the daemon answered
is still there.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient, RpcError, frame
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .store_helpers import database_locked, integrity, stored_contents
from .wire_helpers import body, probe, request

EXIT_WAIT = 10.0
"""Liveness bound only; the daemon's own budget for ending is about one second."""


def said(fragment: str) -> Any:
    return lambda params: fragment in params["message"]


async def open_with_messages(
    client: DaemonClient, workspace: Path, contents: list[str]
) -> tuple[str, str]:
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    await append(client, sid, run, contents)
    return sid, run


async def append(client: DaemonClient, sid: str, run: str, contents: list[str]) -> Any:
    messages = [{"role": "user", "content": c} for c in contents]
    return await client.request(
        m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": messages}
    )


async def test_before_initialize_and_after_shutdown(spawn: Spawn, workspace: Path) -> None:
    client = await spawn(initialize=False)
    # Requests before initialize: -32002; notifications are dropped.
    with pytest.raises(RpcError) as info:
        await client.request(m.SESSION_OPEN, {"workspace": str(workspace)})
    assert info.value.code == -32002
    assert info.value.kind == "server_not_initialized"
    await client.notify(m.INITIALIZED, {})
    # initialize with params of the wrong shape: -32602, and the server stays uninitialized.
    with pytest.raises(RpcError) as info:
        await client.request(m.INITIALIZE, {"processId": "me", "capabilities": {}})
    assert info.value.code == -32602
    with pytest.raises(RpcError) as info:
        await client.request(m.USAGE_INTERNAL, {})
    assert info.value.code == -32002
    # initializationOptions of the wrong shape: -32602 naming the option.
    with pytest.raises(RpcError) as info:
        await client.initialize({"window_tokens": "big"})
    assert info.value.code == -32602
    assert info.value.data["path"] == "$.initializationOptions.window_tokens"

    result = await client.initialize({})
    assert result["serverInfo"]["name"] == "tinyagent-memory"
    sid, _ = await open_with_messages(client, workspace, ["kept"])

    await client.request(m.SHUTDOWN, None)
    with pytest.raises(RpcError) as info:
        await client.request(m.USAGE_INTERNAL, {})
    assert info.value.code == -32600
    await client.notify(m.EXIT, None)
    assert await client.wait_exit(EXIT_WAIT) == 0
    assert integrity(workspace) == "ok"
    assert stored_contents(workspace, sid) == ["kept"]


async def test_exit_without_shutdown_exits_1(spawn: Spawn) -> None:
    client = await spawn(initialize=False)
    await client.notify(m.EXIT, None)
    assert await client.wait_exit(EXIT_WAIT) == 1


async def test_shutdown_finishes_in_flight_writes_then_exit_0(
    spawn: Spawn, workspace: Path
) -> None:
    client = await spawn({"log_level": "debug"})
    sid, run = await open_with_messages(client, workspace, ["first"])
    with database_locked(workspace):
        ident, pending = client.start_request(
            m.MESSAGE_APPEND,
            {"session_id": sid, "run_id": run, "messages": [{"role": "user", "content": "late"}]},
        )
        await client.wait_notification(
            m.LOG_MESSAGE, said(f"request {ident!r} message/append: write transaction started")
        )
        _, shutting = client.start_request(m.SHUTDOWN, None)
        await client.wait_notification(m.LOG_MESSAGE, said("shutdown requested"))
        assert not pending.done() and not shutting.done()
    # The write waited for the lock, committed, and was answered before shutdown was.
    appended = await asyncio.wait_for(pending, EXIT_WAIT)
    assert len(appended["message_ids"]) == 1
    assert await asyncio.wait_for(shutting, EXIT_WAIT) is None
    await client.notify(m.EXIT, None)
    assert await client.wait_exit(EXIT_WAIT) == 0
    assert integrity(workspace) == "ok"
    assert stored_contents(workspace, sid) == ["first", "late"]


TAILS = {
    "between frames": b"",
    "truncated header": b"Content-Len",
    "body shorter than declared": b"Content-Length: 500\r\n\r\n"
    + request(77, m.USAGE_INTERNAL)[:20],
}


@pytest.mark.parametrize("tail", TAILS.values(), ids=TAILS.keys())
async def test_stdin_closing_mid_request_ends_cleanly(
    spawn: Spawn, workspace: Path, tail: bytes
) -> None:
    """The runtime dies: its last write is blocked on the database and a frame is cut off."""
    client = await spawn({"log_level": "debug"})
    sid, run = await open_with_messages(client, workspace, ["a", "b"])
    with database_locked(workspace):
        ident, pending = client.start_request(
            m.MESSAGE_APPEND,
            {"session_id": sid, "run_id": run, "messages": [{"role": "user", "content": "lost"}]},
        )
        await client.wait_notification(
            m.LOG_MESSAGE, said(f"request {ident!r} message/append: write transaction started")
        )
        await client.send_raw(tail)
        await client.close_stdin()
        started = time.monotonic()
        code = await client.wait_exit(EXIT_WAIT)
        print(f"daemon ended {time.monotonic() - started:.2f}s after stdin closed")
    assert code == 0
    assert integrity(workspace) == "ok"
    # Answered writes are all there; the unanswered one was never committed.
    assert stored_contents(workspace, sid) == ["a", "b"]
    with contextlib.suppress(RpcError, ConnectionError):
        await pending
    assert not any(r.get("id") == ident and "result" in r for r in client.responses)


async def test_parent_process_death_ends_daemon(spawn: Spawn, workspace: Path) -> None:
    parent = await asyncio.create_subprocess_exec(
        sys.executable, "-c", "import time; time.sleep(600)"
    )
    try:
        client = await spawn(initialize=False)
        await client.initialize({}, process_id=parent.pid)
        sid, _ = await open_with_messages(client, workspace, ["before the parent died"])
        parent.kill()
        await parent.wait()
        # stdin stays open: only the parent watch can end the daemon.
        assert await client.wait_exit(EXIT_WAIT) == 0
    finally:
        with contextlib.suppress(ProcessLookupError):
            parent.kill()
        await parent.wait()
    assert integrity(workspace) == "ok"
    assert stored_contents(workspace, sid) == ["before the parent died"]


async def test_stdout_is_protocol_only_and_logs_reach_the_client(
    spawn: Spawn, workspace: Path
) -> None:
    """window/logMessage carries the configured level; nothing else appears on stdout."""
    client = await spawn({"log_level": "info"})
    await client.request(m.SESSION_OPEN, {"workspace": str(workspace)})
    note = await client.wait_notification(m.LOG_MESSAGE, said("opened workspace"))
    assert note["type"] == 3
    await client.send_raw(frame(body({"jsonrpc": "2.0", "id": 5, "method": 7})))
    await client.wait_notification(m.LOG_MESSAGE, lambda p: p["type"] == 2)
    debug = [p for name, p in client.notifications if name == m.LOG_MESSAGE and p["type"] == 4]
    assert debug == []
    assert client.protocol_errors == []


async def test_an_undrained_stderr_never_blocks_the_daemon(workspace: Path) -> None:
    """Far more log output than a pipe holds, with nobody reading stderr: still answering."""
    client = await DaemonClient.spawn(drain_stderr=False)
    try:
        await client.initialize({"log_level": "debug"})
        junk = b"".join(b"not a header %d\r\n\r\n" % i + frame(b"{") for i in range(1500))
        await client.send_raw(junk)
        await probe(client)
        assert await client.shutdown() == 0
    finally:
        if client.proc.returncode is None:
            await client.kill()
    assert client.protocol_errors == []
