"""Look into a workspace's store from the test process: integrity, stored messages, locks."""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import hashlib
import os
import socket
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.store.identity import derive_key, is_postgres
from tinyagent_memory.daemon.store.messages import all_messages
from tinyagent_memory.protocol import methods as m

CURRENT: dict[str, str] = {"store": "sqlite"}
"""The store of the running test (set by the ``store`` fixture; SQLite otherwise)."""


def db_path(workspace: Path) -> Path:
    return workspace / ".tinyagent" / "state.db"


def on_postgres() -> bool:
    return is_postgres(CURRENT["store"])


@contextlib.contextmanager
def store_conn(workspace: Path) -> Iterator[Any]:
    """A connection to ``workspace``'s store from the test process, whichever backend the test
    runs on (PostgreSQL: a ``PgConn`` on the workspace's schema, speaking the same SQL)."""
    store = CURRENT["store"]
    if not is_postgres(store):
        conn = sqlite3.connect(db_path(workspace))
        conn.row_factory = sqlite3.Row
        try:
            yield conn
        finally:
            conn.close()
        return
    import psycopg
    from psycopg import sql
    from psycopg.rows import dict_row
    from tinyagent_memory.daemon.store.pg import PgConn
    from tinyagent_memory.daemon.store.pg_backend import schema_name

    schema = schema_name(derive_key(workspace.resolve(), store))
    with psycopg.connect(store, autocommit=True, row_factory=dict_row) as raw:
        raw.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(schema)))
        # memory_state shows this checkout's drift (see pg_migrations, step 2).
        checkout = f"{socket.gethostname()}:{workspace.resolve()}"
        raw.execute("SELECT set_config('tam.checkout', %s, false)", (checkout,))
        yield PgConn(raw)


def _tuple(row: Any) -> tuple[Any, ...]:
    return tuple(row.values()) if isinstance(row, dict) else tuple(row)


def rows(workspace: Path, query: str, *args: Any) -> list[tuple[Any, ...]]:
    """``query`` (SQLite dialect, ``?`` parameters) on the workspace's store, as tuples."""
    with store_conn(workspace) as conn:
        return [
            tuple(r.values()) if isinstance(r, dict) else tuple(r)
            for r in conn.execute(query, args)
        ]


def table_digest(workspace: Path) -> str:
    """A hash of every row of every table of the workspace's store."""
    h = hashlib.sha256()
    with store_conn(workspace) as conn:
        if on_postgres():
            names = [
                r["table_name"]
                for r in conn.execute(
                    "SELECT table_name FROM information_schema.tables"
                    " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
                )
            ]
        else:
            # The search index and its mark are derived from messages (hashed here), and
            # follow them in the workspace's idle moments (migration 13).
            listed = conn.execute(
                "SELECT name FROM sqlite_master WHERE type='table'"
                " AND name NOT LIKE 'history_fts%' AND name != 'history_index'"
            )
            names = [r[0] for r in listed]
        for table in sorted(names):
            if table == "tam_changes":  # the change counter moves on any write attempt
                continue
            order = "ctid" if on_postgres() else "rowid"
            for row in conn.execute(f"SELECT * FROM {table} ORDER BY {order}"):
                h.update(
                    repr(
                        (table, tuple(row.values()) if isinstance(row, dict) else tuple(row))
                    ).encode()
                )
    return h.hexdigest()


def integrity(workspace: Path) -> str:
    """SQLite's ``PRAGMA integrity_check``; PostgreSQL has no such check (its WAL and
    constraints hold by construction), so it reports ``ok`` when the schema answers."""
    if on_postgres():
        return "ok" if rows(workspace, "SELECT 1") == [(1,)] else "unreachable"
    conn = sqlite3.connect(db_path(workspace))
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()


def stored_contents(workspace: Path, session_id: str) -> list[str | None]:
    """Every stored message's content in order (compacted ones included)."""
    with store_conn(workspace) as conn:
        return [msg.content for msg in all_messages(conn, session_id)]


@contextlib.contextmanager
def database_locked(workspace: Path) -> Iterator[None]:
    """Hold SQLite's write lock from this process: the daemon's next write waits inside its
    transaction (``BEGIN IMMEDIATE`` busy-waits)."""
    conn = sqlite3.connect(db_path(workspace), isolation_level=None, timeout=30)
    try:
        conn.execute("BEGIN IMMEDIATE")
        yield
        conn.execute("ROLLBACK")
    finally:
        conn.close()


@contextlib.contextmanager
def workspace_locked(workspace: Path) -> Iterator[None]:
    """Hold the workspace's cross-process writer lock (``.tinyagent/lock``) from this process:
    the daemon's next write waits before its transaction starts."""
    fd = os.open(workspace / ".tinyagent" / "lock", os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def old_compaction(conn: Any, session_id: str, replaced: list[int], text: str, seq: int) -> int:
    """A compaction stored the way daemons before SQLite migration 10 / PostgreSQL migration 5
    stored it: the marks in ``messages.compacted_by``. Returns the summary's id."""
    n = len(replaced)
    summary = conn.execute(
        "INSERT INTO messages (session_id, run_id, seq, role, content, tokens)"
        " VALUES (?, NULL, ?, 'summary', ?, 9)",
        (session_id, seq, text),
    ).lastrowid
    conn.execute(
        "INSERT INTO compactions (session_id, summary_id, previous_summary_id, trigger,"
        " first_message_id, last_message_id, first_seq, last_seq, replaced_count, reduced_count,"
        " tokens_before, tokens_after) VALUES (?, ?, NULL, 'explicit', ?, ?, ?, ?, ?, 0, 100, 50)",
        (session_id, summary, replaced[0], replaced[-1], seq, seq + len(replaced) - 1, n),
    )
    for row in replaced:
        conn.execute("UPDATE messages SET compacted_by = ? WHERE id = ?", (summary, row))
    return int(summary)


async def kill_mid_appends(client: DaemonClient, workspace: Path, appends: int) -> list[int]:
    """Stream ``appends`` appends of ``crashmark`` rows into a new Session of ``workspace``,
    a search after every fifth, and SIGKILL the daemon once two thirds are acknowledged;
    returns the acknowledged message ids."""
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    acked: list[int] = []

    async def append(i: int) -> None:
        call = {"id": f"c{i}", "function": {"name": "shell", "arguments": '{"cmd": "crashmark"}'}}
        msgs: list[dict[str, Any]] = [
            {"role": "user", "content": f"crashmark {i} " + "payload text " * 200},
            {"role": "assistant", "tool_calls": [call]},
        ]
        reply = await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": msgs}
        )
        acked.extend(reply["message_ids"])
        if i % 5 == 0:
            await client.request(
                m.HISTORY_SEARCH, {"workspace": str(workspace), "query": f"crashmark {i}"}
            )

    tasks = [asyncio.ensure_future(append(i)) for i in range(appends)]
    while len(acked) < appends // 3 * 2:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    await client.kill()
    for task in tasks:
        task.cancel()
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await task
    assert client.proc.returncode == -9
    return acked
