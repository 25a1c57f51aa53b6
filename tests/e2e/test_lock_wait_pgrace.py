"""Recovery after a SIGKILL mid-commit waits for the dead writer's lock, then resolves the line.

A daemon killed inside a commit leaves a ``prepared`` revision and, for a moment or (across hosts)
until PostgreSQL notices the dead connection, its writer lock: the advisory lock of its backend on
PostgreSQL, the ``flock`` of ``.tinyagent/lock`` on SQLite. The next daemon's startup recovery
must neither skip the revision nor give up: it waits for the lock and resolves the revision as
soon as the holder goes away. Here the test process holds the lock in place of the dead daemon's
lingering backend / open file, sees the new daemon wait for it (``pg_locks``, ``/proc/locks``),
then lets it go the way a dead holder does (its connection ends, its descriptor closes).
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psycopg
import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.memory.revisions import CRASH_ENV
from tinyagent_memory.daemon.store.pg_backend import APPLICATION, PgBackend, lock_id
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .memory_helpers import add, open_session, read_memory, run_ops, status, text_of
from .test_pg_shared import revision_states, shared_store

FACT = "Fact from the crashed daemon."
WAIT_S = 30.0


async def crash_in_commit(options: dict[str, Any], folder: Path) -> None:
    """A direct curation of ``FACT`` in ``folder`` whose daemon is SIGKILLed once MEMORY.md
    holds the new text but before the revision is marked committed."""
    a = await DaemonClient.spawn(env={CRASH_ENV: "commit:dir_synced"})
    try:
        await a.initialize(options)
        sid = await open_session(a, folder)
        with contextlib.suppress(ConnectionError):
            await run_ops(a, sid, [add(FACT)])
        assert await a.wait_exit(timeout=WAIT_S) == -9
    finally:
        if a.proc.returncode is None:
            await a.kill()


async def until(what: str, check: Callable[[], bool], pending: asyncio.Future[Any]) -> None:
    """Poll ``check`` (an observation of another process) until it holds; fail at once if
    ``pending`` finished first (it was meant to be waiting) or after ``WAIT_S``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + WAIT_S
    while not check():
        assert not pending.done(), f"finished before {what}"
        assert loop.time() < deadline, f"timed out waiting for {what}"
        await asyncio.sleep(0.02)


# --------------------------------------------------------------------------- PostgreSQL


def advisory_waiters(url: str, key: str) -> int:
    """Backends waiting (not granted) for the workspace's advisory lock."""
    unsigned = lock_id(key) & 0xFFFF_FFFF_FFFF_FFFF
    with psycopg.connect(url, autocommit=True) as raw:
        row = raw.execute(
            "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            " AND classid::text::bigint = %s AND objid::text::bigint = %s AND objsubid = 1",
            (unsigned >> 32, unsigned & 0xFFFF_FFFF),
        ).fetchone()
    assert row is not None
    return int(row[0])


@pytest.mark.parametrize("b_was", ["starting", "running"])
async def test_pg_recovery_waits_for_the_lingering_lock_then_resolves(
    spawn: Spawn, pg_url: str, tmp_path: Path, b_was: str
) -> None:
    """B starts while the lock is held (its workspace open waits), or was already running and
    its next request (``memory/status``) waits; either way it resolves A's revision after."""
    key = f"git:example.com/team/repo-{uuid.uuid4().hex}:"
    direct = {"store": pg_url, "workspace_key": key, "curator": "direct", "curation_threshold": 1}
    host_a, host_b = tmp_path / "a" / "repo", tmp_path / "b" / "repo"
    host_a.mkdir(parents=True)
    host_b.mkdir(parents=True)
    b = await spawn(direct) if b_was == "running" else None
    if b is not None:
        await open_session(b, host_b)
    await crash_in_commit(direct, host_a)
    with shared_store(pg_url, key) as conn:
        assert revision_states(conn) == {1: "prepared"}

    # The dead daemon's backend has not ended yet: its session still holds the advisory lock.
    holder = psycopg.connect(pg_url, autocommit=True)
    try:
        holder.execute("SELECT pg_advisory_lock(%s)", (lock_id(key),))
        waiting: asyncio.Future[Any]
        if b is None:
            b = await spawn(direct)
            waiting = asyncio.ensure_future(open_session(b, host_b))
        else:
            waiting = asyncio.ensure_future(status(b, host_b))
        await until("B to wait for the lock", lambda: advisory_waiters(pg_url, key) > 0, waiting)
        # B says why it waits, and on whom (the holder here has no application name).
        said = await b.wait_notification(
            m.LOG_MESSAGE, lambda p: "waiting for its writer lock" in p["message"]
        )
        assert f"held by backend {holder.info.backend_pid} (no application name," in said["message"]
        assert not waiting.done()
        with shared_store(pg_url, key) as conn:
            assert revision_states(conn) == {1: "prepared"}
    finally:
        holder.close()  # the backend ends: PostgreSQL releases its session locks

    await asyncio.wait_for(waiting, WAIT_S)
    # B's file holds the parent's text (none): A's revision is aborted, no drift; B's job
    # then curates the event A's crash did not commit (a sync waits for it).
    with shared_store(pg_url, key) as conn:
        assert {i: s for i, s in revision_states(conn, "").items() if i == 1} == {1: "aborted"}
    st = await status(b, host_b)
    assert (st["drift"], st["auto_curation"]) == (False, True)
    await b.request(m.MEMORY_SYNC, {"workspace": str(host_b)})
    assert read_memory(host_b) == text_of(FACT)
    with shared_store(pg_url, key) as conn:
        assert revision_states(conn) == {}


# --------------------------------------------------------------------------- SQLite


def flock_waiters(path: Path) -> int:
    """Blocked ``flock`` requests on ``path`` (``/proc/locks`` lists a waiter as ``->``)."""
    inode = os.stat(path).st_ino
    waiting = [
        fields
        for fields in map(str.split, Path("/proc/locks").read_text().splitlines())
        if len(fields) > 6 and fields[1:3] == ["->", "FLOCK"]
    ]
    return sum(int(fields[6].rsplit(":", 1)[1]) == inode for fields in waiting)


async def test_sqlite_recovery_waits_for_the_lock_then_resolves(
    spawn: Spawn, tmp_path: Path
) -> None:
    """SQLite has no lingering holder (the kernel drops a dead process's ``flock`` as it exits),
    but a live one (a CLI, another daemon) makes recovery wait the same way."""
    direct = {"curator": "direct", "curation_threshold": 1}
    await crash_in_commit(direct, tmp_path)
    lock = tmp_path / ".tinyagent" / "lock"
    fd = os.open(lock, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        b = await spawn(direct)
        opening = asyncio.ensure_future(open_session(b, tmp_path))
        await until("B to wait for the lock", lambda: flock_waiters(lock) > 0, opening)
        assert not opening.done()
    finally:
        os.close(fd)  # as a dead process's descriptors close

    await asyncio.wait_for(opening, WAIT_S)
    # The file already holds the prepared text: recovery commits the revision.
    st = await status(b, tmp_path)
    assert (st["revision"], st["drift"], st["pending_events"]) == (1, False, 0)
    assert read_memory(tmp_path) == text_of(FACT)


def test_pg_sessions_bound_a_vanished_hosts_hold_and_name_themselves(pg_url: str) -> None:
    """Every pooled session asks the server for TCP keepalives (``DEAD_PEER``) and
    ``tcp_user_timeout``, so a vanished host's backend, and the lock it holds, ends in about a
    minute; and names itself in ``pg_stat_activity`` (the lock-wait log names the holder). On the
    test cluster's unix socket the server accepts the settings but reports their values as 0, so
    what is checked is that the session set them."""
    backend = PgBackend(pg_url, f"git:example.com/keepalive-{uuid.uuid4().hex}:", "host:/repo")
    try:
        settings = backend.call(
            lambda conn: conn.execute(
                "SELECT name, source FROM pg_settings WHERE name LIKE 'tcp_%' ORDER BY name"
            ).fetchall()
        )
        name = backend.call(
            lambda conn: conn.execute(
                "SELECT application_name FROM pg_stat_activity WHERE pid = pg_backend_pid()"
            ).fetchone()
        )
    finally:
        backend.close()
    assert {r["name"]: r["source"] for r in settings} == {
        "tcp_keepalives_count": "session",
        "tcp_keepalives_idle": "session",
        "tcp_keepalives_interval": "session",
        "tcp_user_timeout": "session",
    }
    assert name == {"application_name": APPLICATION}
