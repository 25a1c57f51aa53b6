"""The connection interface every store function takes, whichever backend is behind it.

The SQLite backend hands out ``sqlite3.Connection`` itself (no wrapper, no cost); the PostgreSQL
backend hands out ``pg.PgConn``, which speaks the same small DB-API subset and translates the
SQL modules' SQLite dialect (see ``pg.translate``). Rows are read by column name (``row["id"]``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol, cast

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


class NeedsSQLite(Exception):
    """A store function that only the SQLite backend implements was called on another store."""


def sqlite_of(conn: Conn) -> sqlite3.Connection:
    """``conn`` as SQLite's connection, for code that only SQLite implements so far (history
    search's FTS5 index); on PostgreSQL raises ``NeedsSQLite``."""
    if isinstance(conn, sqlite3.Connection):
        return conn
    raise NeedsSQLite("history methods are not implemented on the PostgreSQL store yet")
