"""Cancellation against a real store: a cancelled write is all or nothing, locks never leak."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import anyio.to_thread
import pytest
from tinyagent_memory.daemon.rpc.cancellation import RequestCancelled, RequestScope, current_scope
from tinyagent_memory.daemon.store import messages as store
from tinyagent_memory.daemon.workspace import Workspace

from ..e2e.store_helpers import workspace_locked


def exists(ws: Workspace, session_id: str) -> bool:
    return ws.call(lambda conn: store.session_exists(conn, session_id))


class Gate:
    """A write that stops half-way until the test lets it go on."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()

    def write(self, conn: sqlite3.Connection) -> str:
        store.create_session(conn, "first")
        self.entered.set()
        assert self.release.wait(10)
        store.create_session(conn, "second")
        return "written"


async def start(ws: Workspace, scope: RequestScope, gate: Gate) -> asyncio.Task[str]:
    async def handler() -> str:
        current_scope.set(scope)
        return await ws.write(gate.write)

    task = asyncio.ensure_future(handler())
    scope.task = task
    await anyio.to_thread.run_sync(gate.entered.wait)
    return task


@pytest.fixture
def ws(tmp_path: Path) -> Iterator[Workspace]:
    workspace = Workspace(tmp_path)
    yield workspace
    workspace.close()


async def test_cancel_inside_a_transaction_rolls_it_back(ws: Workspace) -> None:
    gate, scope = Gate(), RequestScope(1, "test")
    task = await start(ws, scope, gate)
    assert scope.cancel()
    assert not task.done()  # the transaction is left to finish: no task.cancel() mid-write
    gate.release.set()
    with pytest.raises(RequestCancelled):
        await task
    assert not exists(ws, "first") and not exists(ws, "second")
    assert await ws.write(lambda conn: store.create_session(conn, "after")) is None
    assert exists(ws, "after")


async def test_cancel_after_commit_is_ignored(ws: Workspace) -> None:
    gate, scope = Gate(), RequestScope(2, "test")
    task = await start(ws, scope, gate)
    gate.release.set()
    assert await task == "written"
    assert not scope.cancel()
    assert exists(ws, "first") and exists(ws, "second")


async def test_task_cancelled_from_elsewhere_waits_for_the_thread_and_rolls_back(
    ws: Workspace,
) -> None:
    gate, scope = Gate(), RequestScope(3, "test")
    task = await start(ws, scope, gate)
    task.cancel()  # e.g. a deadline: the awaiting task is cancelled while the thread writes
    await asyncio.sleep(0)
    assert not task.done()  # held until the thread returns
    gate.release.set()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert not exists(ws, "first")
    # The writer lock and the file lock were released only after the thread finished.
    await asyncio.wait_for(ws.write(lambda conn: store.create_session(conn, "next")), 10)
    assert exists(ws, "next")


async def test_cancel_while_waiting_for_the_file_lock_leaks_nothing(
    ws: Workspace, tmp_path: Path
) -> None:
    scope = RequestScope(4, "test")

    async def handler() -> None:
        current_scope.set(scope)
        await ws.write(lambda conn: store.create_session(conn, "blocked"))

    with workspace_locked(tmp_path):
        task = asyncio.ensure_future(handler())
        scope.task = task
        await asyncio.sleep(0)
        assert scope.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task  # promptly, while another process still holds the lock
    # The abandoned acquisition is released when it completes; the next writer gets the lock.
    await asyncio.wait_for(ws.write(lambda conn: store.create_session(conn, "free")), 10)
    assert exists(ws, "free") and not exists(ws, "blocked")


@pytest.mark.parametrize("cancel_after_first_commit", [False, True])
async def test_several_transactions_under_the_lock_are_all_or_nothing_per_request(
    ws: Workspace, cancel_after_first_commit: bool
) -> None:
    """Work that runs its own transactions in a thread under ``exclusive()`` (the memory
    service's pattern) is never abandoned mid-way: a cancel before its first commit rolls that
    back and stops it; a cancel after it is ignored and the work completes."""
    scope = RequestScope(5, "test")
    reached, release = threading.Event(), threading.Event()

    def run() -> None:
        if cancel_after_first_commit:
            ws.transaction(lambda conn: store.create_session(conn, "one"))
        reached.set()
        assert release.wait(10)
        if not cancel_after_first_commit:
            ws.transaction(lambda conn: store.create_session(conn, "one"))
        ws.transaction(lambda conn: store.create_session(conn, "two"))

    async def handler() -> None:
        current_scope.set(scope)
        async with ws.exclusive():
            await anyio.to_thread.run_sync(run)

    task = asyncio.ensure_future(handler())
    scope.task = task
    await anyio.to_thread.run_sync(reached.wait)
    assert scope.cancel() is not cancel_after_first_commit
    assert not task.done()
    release.set()
    if cancel_after_first_commit:
        await task
        assert exists(ws, "one") and exists(ws, "two")
    else:
        with pytest.raises(RequestCancelled):
            await task
        assert not exists(ws, "one") and not exists(ws, "two")
