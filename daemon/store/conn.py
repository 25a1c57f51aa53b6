"""The connection interface every store function takes, whichever backend is behind it.

The SQLite backend hands out ``sqlite3.Connection`` itself (no wrapper, no cost); the PostgreSQL
backend hands out ``pg.PgConn``, which speaks the same small DB-API subset and translates the
SQL modules' SQLite dialect (see ``pg.translate``). Rows are read by column name (``row["id"]``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    from tinyagent_memory.protocol.types import CompactionInfo, SessionInfo

    from .history import HistoryRow, PageFilter, SearchFilter, SearchRow

StoreKey = tuple[int, int]
"""Moves whenever anything is committed to the store (the context view cache's key)."""


class Cursor(Protocol):
    @property
    def rowcount(self) -> int: ...

    @property
    def lastrowid(self) -> int | None: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Conn(Protocol):
    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Cursor: ...

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Cursor: ...


class KeyedConn(Conn, Protocol):
    def store_key(self) -> StoreKey: ...


def store_key(conn: Conn) -> StoreKey:
    """A value that changes whenever the store changes (any connection, any process)."""
    if isinstance(conn, sqlite3.Connection):
        # data_version moves when another connection commits; total_changes on our own writes.
        return (int(conn.execute("PRAGMA data_version").fetchone()[0]), conn.total_changes)
    return cast(KeyedConn, conn).store_key()


def local_key(conn: Conn) -> StoreKey | None:
    """``store_key`` of a SQLite connection (``None`` for any other store): read inside a write
    transaction, before and after its change, it tells whether a view keyed on this connection
    was current when the change began (``context/cache.py``'s ``SessionCache.follow``)."""
    return store_key(conn) if isinstance(conn, sqlite3.Connection) else None


def local_key_after(conn: Conn, before: StoreKey | None) -> StoreKey | None:
    """``local_key`` at the end of the write transaction that read ``before``, without a query:
    while it holds the write lock no other connection commits, so ``data_version`` (moved only by
    other connections' commits) is still ``before``'s; only ``total_changes`` moved."""
    if before is None or not isinstance(conn, sqlite3.Connection):
        return None
    return (before[0], conn.total_changes)


class QueryRefused(Exception):
    """The store cannot run a search expression (the query's fault: ``invalid_params``)."""


class HistoryStore(Protocol):
    """What the history methods read, implemented by ``store.history`` (SQLite) and
    ``store.pg_history`` (PostgreSQL) with the same arguments and results; ``conn`` is the
    backend's own connection."""

    def session_exists(self, conn: Any, session_id: str, /) -> bool: ...

    def sessions_page(
        self, conn: Any, limit: int, after: tuple[str, str] | None, /
    ) -> list[SessionInfo]: ...

    def messages_page(
        self, conn: Any, session_id: str, page: PageFilter, limit: int, /
    ) -> list[HistoryRow]: ...

    def row(self, conn: Any, session_id: str, message_id: int, /) -> HistoryRow | None: ...

    def session_of(self, conn: Any, summary_id: int, /) -> str | None: ...

    def replaced_by(self, conn: Any, summary_id: int, /) -> list[HistoryRow]: ...

    def compaction_of(self, conn: Any, summary_id: int, /) -> CompactionInfo | None: ...

    def index_behind(self, conn: Any, /) -> bool: ...

    def catch_up(self, conn: Any, /) -> None: ...

    def search(self, conn: Any, f: SearchFilter, limit: int, /) -> list[SearchRow]: ...


def history_of(conn: Conn) -> HistoryStore:
    """The history store functions of ``conn``'s backend (call them with ``conn``)."""
    if isinstance(conn, sqlite3.Connection):
        from . import history

        return history
    from . import pg_history  # psycopg loads only when used

    return pg_history


class NeedsSQLite(Exception):
    """A store function that only the SQLite backend implements was called on another store."""


def sqlite_of(conn: Conn) -> sqlite3.Connection:
    """``conn`` as SQLite's connection, for code that only SQLite implements so far (history
    search's FTS5 index); on PostgreSQL raises ``NeedsSQLite``."""
    if isinstance(conn, sqlite3.Connection):
        return conn
    raise NeedsSQLite("history methods are not implemented on the PostgreSQL store yet")
