"""SQLite connection, the ``atomic()`` write transaction and numbered, append-only migrations.

One file per workspace at ``.tinyagent/state.db``. WAL mode; every write runs inside
``BEGIN IMMEDIATE`` so concurrent writers (other threads or other daemon processes) queue on the
database lock instead of failing half-way.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Generator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path

from .migrations import MIGRATIONS

BUSY_TIMEOUT_MS = 30_000


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating if needed) the store at ``path`` and bring its schema up to date."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(
        path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000
    )
    conn.row_factory = sqlite3.Row
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("PRAGMA foreign_keys = ON")
    migrate(conn)
    return conn


@contextmanager
def atomic(
    conn: sqlite3.Connection,
    *,
    durable: bool = False,
    gate: Callable[[], AbstractContextManager[None]] | None = None,
) -> Generator[sqlite3.Connection]:
    """A write transaction: ``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on any exception).

    ``durable=True`` commits with ``synchronous=FULL``: the commit survives power loss in WAL mode.
    ``gate`` wraps the ``COMMIT``: it may raise to roll back instead (a cancelled request).
    """
    if durable:
        conn.execute("PRAGMA synchronous = FULL")
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
        with gate() if gate is not None else nullcontext():
            conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    finally:
        if durable:
            conn.execute("PRAGMA synchronous = NORMAL")


def migrate(conn: sqlite3.Connection) -> list[int]:
    """Apply every migration not yet in ``schema_migrations``; return the applied numbers."""
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " number INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        " applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))"
    )
    applied: list[int] = []
    for number, step in sorted(MIGRATIONS.items()):
        with atomic(conn):
            done = conn.execute(
                "SELECT 1 FROM schema_migrations WHERE number = ?", (number,)
            ).fetchone()
            if done:
                continue
            step(conn)
            conn.execute(
                "INSERT INTO schema_migrations (number, name) VALUES (?, ?)",
                (number, _name(step)),
            )
            applied.append(number)
    return applied


def _name(step: Callable[[sqlite3.Connection], None]) -> str:
    return step.__name__.lstrip("_")
