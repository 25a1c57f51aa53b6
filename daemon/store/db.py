"""SQLite connection, the ``atomic()`` write transaction and numbered, append-only migrations.

One file per workspace at ``.tinyagent/state.db``. WAL mode; every write runs inside
``BEGIN IMMEDIATE`` so concurrent writers (other threads or other daemon processes) queue on the
database lock instead of failing half-way.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Generator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import Final, Literal

from tinyagent_memory.protocol.errors import DaemonError, ErrorKind

from .migrations import MIGRATIONS

BUSY_TIMEOUT_MS = 30_000
_NORMAL: Final = 1
_FULL: Final = 2
"""``PRAGMA synchronous`` NORMAL and FULL as the numbers SQLite reports."""
SIDE_FILES: Final = ("-wal", "-shm", "-journal")
"""Files SQLite creates beside the database."""

_STORAGE_ERRNO: Final = {
    "SQLITE_FULL": ("ENOSPC", "no space left on device"),
    "SQLITE_READONLY": ("EROFS", "the database is read-only"),
    "SQLITE_IOERR": ("EIO", "input/output error"),
    "SQLITE_CANTOPEN": ("EACCES", "unable to open the database file"),
    "SQLITE_PERM": ("EACCES", "permission denied"),
}


def fault(exc: sqlite3.Error, path: Path) -> DaemonError | None:
    """The stable error for an environmental SQLite failure (``None``: a bug, left as is)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    base = name.split("_", 2)
    primary = "_".join(base[:2])
    if primary in ("SQLITE_CORRUPT", "SQLITE_NOTADB"):
        return DaemonError(
            ErrorKind.DATABASE_CORRUPT,
            f"{path} is not a usable SQLite database: {exc}",
            path=str(path),
            reason=str(exc),
        )
    if name == "SQLITE_READONLY_DBMOVED":
        return DaemonError(
            ErrorKind.DATABASE_REPLACED,
            f"{path} was removed or replaced while the daemon had it open; restart the daemon",
            path=str(path),
        )
    if primary in _STORAGE_ERRNO:
        code, reason = _STORAGE_ERRNO[primary]
        return DaemonError(
            ErrorKind.STORAGE_ERROR,
            f"writing {path} failed: {exc} ({code})",
            path=str(path),
            errno=code,
            reason=f"{reason} ({exc})",
        )
    return None


@contextmanager
def faults(path: Path) -> Generator[None]:
    """Translate environmental SQLite failures (disk full, read-only, corrupt) to stable errors."""
    try:
        yield
    except sqlite3.Error as exc:
        error = fault(exc, path)
        if error is None:
            raise
        raise error from exc


def identity(path: Path) -> tuple[int, int] | None:
    """(device, inode) of the file at ``path`` (``None``: absent)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return st.st_dev, st.st_ino


Durability = Literal["normal", "full"]
SYNCHRONOUS: Final[dict[str, str]] = {"normal": "NORMAL", "full": "FULL"}


def connect(path: Path, durability: Durability = "full") -> sqlite3.Connection:
    """Open (creating if needed) the store at ``path`` and bring its schema up to date.

    ``durability`` is this connection's ``synchronous`` level in WAL mode: ``normal`` commits
    survive a process crash (SIGKILL) but the last ones may be lost on power failure or an OS
    crash; ``full`` fsyncs the WAL on every commit, so an acknowledged write survives both.
    """
    path.parent.mkdir(parents=True, exist_ok=True)  # a no-op for a Workspace (checked first)
    conn = sqlite3.connect(
        path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000
    )
    conn.row_factory = sqlite3.Row
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS[durability]}")
    conn.execute("PRAGMA foreign_keys = ON")
    migrate(conn)
    return conn


def reader(path: Path) -> sqlite3.Connection:
    """A second connection to an open store, for reads only (``query_only``): in WAL mode its
    reads never wait for a writer, nor a writer for them."""
    conn = sqlite3.connect(
        path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000
    )
    conn.row_factory = sqlite3.Row
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA query_only = ON")
    return conn


@contextmanager
def atomic(
    conn: sqlite3.Connection,
    *,
    durable: bool = False,
    derived: bool = False,
    gate: Callable[[], AbstractContextManager[None]] | None = None,
) -> Generator[sqlite3.Connection]:
    """A write transaction: ``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on any exception).

    ``durable=True`` commits with ``synchronous=FULL``: the commit survives power loss in WAL mode.
    ``derived=True`` commits with ``synchronous=NORMAL`` (no fsync; survives a process crash): for
    a transaction that writes only what can be rebuilt from committed rows (the search index and
    its mark, which a power failure can only set back, never tear). The next ``FULL`` commit's
    fsync of the WAL covers it too.
    ``gate`` wraps the ``COMMIT``: it may raise to roll back instead (a cancelled request).
    """
    restore: int | None = None
    if durable or derived:
        assert not (durable and derived)
        wanted = _FULL if durable else _NORMAL
        level = int(conn.execute("PRAGMA synchronous").fetchone()[0])
        if (level < wanted) if durable else (level > wanted):
            restore = level
            conn.execute(f"PRAGMA synchronous = {wanted}")
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
        if restore is not None:
            conn.execute(f"PRAGMA synchronous = {restore}")


def migrate(conn: sqlite3.Connection) -> list[int]:
    """Apply every migration not yet in ``schema_migrations``; return the applied numbers."""
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " number INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        " applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))"
    )
    present = {int(row[0]) for row in conn.execute("SELECT number FROM schema_migrations")}
    applied: list[int] = []
    for number, step in sorted(MIGRATIONS.items()):
        if number in present:
            continue  # recorded: no write transaction (the usual open of an existing store)
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
