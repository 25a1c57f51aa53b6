"""``Workspace.write(on_loop=True)``: a short transaction runs on the event loop when it can
begin at once, and in a worker thread, as any other write, whenever it would have to wait."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import anyio.to_thread
import pytest
from tinyagent_memory.daemon.rpc.cancellation import RequestCancelled, RequestScope, current_scope
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import messages as store
from tinyagent_memory.daemon.workspace import Workspace

from ..e2e.store_helpers import database_locked


@pytest.fixture
def ws(tmp_path: Path) -> Iterator[Workspace]:
    workspace = Workspace(tmp_path)
    yield workspace
    workspace.close()


def sessions(ws: Workspace) -> list[str]:
    return ws.call(lambda conn: [str(r[0]) for r in conn.execute("SELECT id FROM sessions")])


def settings(conn: sqlite3.Connection) -> tuple[int, int]:
    """(``busy_timeout``, ``synchronous``) of a connection."""
    busy = int(conn.execute("PRAGMA busy_timeout").fetchone()[0])
    return busy, int(conn.execute("PRAGMA synchronous").fetchone()[0])


class Recorder:
    """A write that records the thread it ran on."""

    def __init__(self, session_id: str) -> None:
        self.session_id = session_id
        self.thread: int | None = None

    def __call__(self, conn: sqlite3.Connection) -> tuple[str, tuple[int, int]]:
        self.thread = threading.get_ident()
        store.create_session(conn, self.session_id)
        return self.session_id, settings(conn)


async def test_free_store_writes_on_the_loop_with_the_usual_settings(ws: Workspace) -> None:
    write = Recorder("a")
    assert await ws.write(write, on_loop=True) == ("a", (db.BUSY_TIMEOUT_MS, 2))
    assert write.thread == threading.get_ident()
    assert sessions(ws) == ["a"]
    assert ws.call(settings) == (db.BUSY_TIMEOUT_MS, 2)
    # Without on_loop, the same write goes to a worker thread, as before.
    other = Recorder("b")
    assert await ws.write(other) == ("b", (db.BUSY_TIMEOUT_MS, 2))
    assert other.thread != threading.get_ident()
    assert sessions(ws) == ["a", "b"]


async def test_locked_database_waits_in_a_thread_never_on_the_loop(
    ws: Workspace, tmp_path: Path
) -> None:
    write = Recorder("late")
    ticks = 0

    async def ticking() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0.005)

    ticker = asyncio.ensure_future(ticking())
    with database_locked(tmp_path):
        task = asyncio.ensure_future(ws.write(write, on_loop=True))
        await asyncio.sleep(0.3)
        assert not task.done()
        seen = ticks
        await asyncio.sleep(0.05)
        assert ticks > seen  # the loop runs while the write waits for SQLite's lock
    assert await asyncio.wait_for(task, 10) == ("late", (db.BUSY_TIMEOUT_MS, 2))
    ticker.cancel()
    assert write.thread is not None and write.thread != threading.get_ident()
    assert sessions(ws) == ["late"]
    assert ws.call(settings) == (db.BUSY_TIMEOUT_MS, 2)


async def test_connection_held_by_a_thread_writes_in_a_thread(ws: Workspace) -> None:
    entered, release = threading.Event(), threading.Event()

    def hold(conn: sqlite3.Connection) -> None:
        entered.set()
        assert release.wait(10)

    holder = asyncio.ensure_future(anyio.to_thread.run_sync(ws.call, hold))
    await anyio.to_thread.run_sync(entered.wait)
    write = Recorder("after-read")
    task = asyncio.ensure_future(ws.write(write, on_loop=True))
    await asyncio.sleep(0.05)
    assert not task.done()
    release.set()
    await holder
    assert await asyncio.wait_for(task, 10) == ("after-read", (db.BUSY_TIMEOUT_MS, 2))
    assert write.thread != threading.get_ident()
    assert sessions(ws) == ["after-read"]


async def test_cancelled_request_commits_nothing_on_the_loop(ws: Workspace) -> None:
    scope = RequestScope(1, "test")
    assert scope.cancel()
    current_scope.set(scope)
    try:
        with pytest.raises(RequestCancelled):
            await ws.write(Recorder("never"), on_loop=True)
    finally:
        current_scope.set(None)
    assert sessions(ws) == []
    assert await ws.write(Recorder("then"), on_loop=True) == ("then", (db.BUSY_TIMEOUT_MS, 2))
    assert sessions(ws) == ["then"]


def test_begin_without_waiting_leaves_the_connection_as_it_was(tmp_path: Path) -> None:
    conn = db.connect(tmp_path / "state.db", "normal")
    other = sqlite3.connect(tmp_path / "state.db", isolation_level=None)
    try:
        assert settings(conn) == (db.BUSY_TIMEOUT_MS, 1)
        other.execute("BEGIN IMMEDIATE")
        with pytest.raises(db.Busy), db.atomic(conn, durable=True, wait=False):
            pytest.fail("begun while another connection holds the write lock")
        assert not conn.in_transaction
        assert settings(conn) == (db.BUSY_TIMEOUT_MS, 1)
        other.execute("ROLLBACK")
        with db.atomic(conn, durable=True, wait=False):
            assert settings(conn) == (db.BUSY_TIMEOUT_MS, 2)
            store.create_session(conn, "s")
        assert settings(conn) == (db.BUSY_TIMEOUT_MS, 1)
        assert [r[0] for r in conn.execute("SELECT id FROM sessions")] == ["s"]
    finally:
        other.close()
        conn.close()
