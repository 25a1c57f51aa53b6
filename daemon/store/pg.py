"""The PostgreSQL backend's connection: the store modules' SQL, translated, over psycopg 3.

The store modules are written once, in SQLite's dialect. The differences that matter are few and
mechanical, so ``translate`` rewrites each statement once (cached) instead of keeping a second copy
of every query:

- ``?`` placeholders become ``%s`` (a literal ``%`` is doubled first);
- SQLite's ``strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`` becomes ``tam_now()`` (same text format,
  defined by the PostgreSQL migrations);
- ``INSERT OR IGNORE`` becomes ``INSERT … ON CONFLICT DO NOTHING``;
- ``json_each(?)`` over an id list becomes ``json_array_elements_text(…)`` cast to ``bigint``;
- an ``INSERT`` into a table with a generated ``id`` gets ``RETURNING id`` (DB-API
  ``lastrowid``).

``runs.rowid`` exists as a real identity column in the PostgreSQL schema, so ``ORDER BY rowid``
keeps its meaning (insertion order). Every workspace lives in its own PostgreSQL schema; the
connection's ``search_path`` points at it, so table names are the same as in SQLite.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, LiteralString, cast

import psycopg

from .conn import StoreKey

_NOW_SQLITE = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
_ID_TABLES = frozenset(
    {
        "messages",
        "compactions",
        "message_reductions",
        "internal_usage",
        "memory_candidates",
        "memory_events",
        "memory_revisions",
        "curation_jobs",
    }
)
_INSERT = re.compile(r"^\s*INSERT\s+(OR\s+IGNORE\s+)?INTO\s+(\w+)", re.IGNORECASE)
_JSON_IDS = "SELECT value FROM json_each(?)"
_VALUES = re.compile(r"^(INSERT\s.*?\sVALUES\s*)(\((?:%s,\s*)*%s\))$", re.IGNORECASE | re.DOTALL)
_CHUNK = 1000  # rows per statement (PostgreSQL takes at most 65535 parameters)

_translated: dict[str, tuple[str, bool]] = {}


def translate(sql: str) -> tuple[str, bool]:
    """SQLite-dialect ``sql`` -> (PostgreSQL SQL, whether it returns the inserted ``id``)."""
    hit = _translated.get(sql)
    if hit is not None:
        return hit
    out = sql.replace(_NOW_SQLITE, "tam_now()")
    out = out.replace(_JSON_IDS, "SELECT value::bigint FROM json_array_elements_text(?::json)")
    returning = False
    match = _INSERT.match(out)
    if match is not None:
        if match.group(1):
            out = out[: match.start(1)] + out[match.end(1) :] + " ON CONFLICT DO NOTHING"
        returning = match.group(2).lower() in _ID_TABLES
        if returning:
            out += " RETURNING id"
    out = out.replace("%", "%%").replace("?", "%s")
    _translated[sql] = (out, returning)
    return out, returning


def _params(parameters: Sequence[Any]) -> Sequence[Any]:
    # SQLite takes JSON as bytes (a BLOB); PostgreSQL wants text for ``::json``.
    if any(isinstance(p, bytes) for p in parameters):
        return [p.decode("utf-8") if isinstance(p, bytes) else p for p in parameters]
    return parameters


class PgCursor:
    """What a store function reads back: rows by column name, ``rowcount``, ``lastrowid``."""

    __slots__ = ("_cur", "_lastrowid")

    def __init__(self, cur: psycopg.Cursor[dict[str, Any]], returning: bool) -> None:
        self._cur = cur
        self._lastrowid: int | None = None
        if returning:
            rows = cur.fetchall()
            if rows:
                self._lastrowid = int(rows[-1]["id"])

    @property
    def rowcount(self) -> int:
        return self._cur.rowcount

    @property
    def lastrowid(self) -> int | None:
        return self._lastrowid

    def fetchone(self) -> Any:
        return self._cur.fetchone()

    def fetchall(self) -> list[Any]:
        return self._cur.fetchall()

    def __iter__(self) -> Iterator[Any]:
        return iter(self._cur)


class _Counted(PgCursor):
    __slots__ = ("_count",)

    def __init__(self, cur: psycopg.Cursor[dict[str, Any]], count: int) -> None:
        super().__init__(cur, False)
        self._count = count

    @property
    def rowcount(self) -> int:
        return self._count


class PgConn:
    """A psycopg connection (autocommit; transactions are explicit ``BEGIN``/``COMMIT``)."""

    __slots__ = ("raw",)

    def __init__(self, raw: psycopg.Connection[dict[str, Any]]) -> None:
        self.raw = raw

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> PgCursor:
        text, returning = translate(sql)
        cur = self.raw.cursor()
        cur.execute(cast(LiteralString, text), _params(parameters))
        return PgCursor(cur, returning)

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> PgCursor:
        """An ``INSERT … VALUES (…)`` becomes one multi-row statement per chunk (one round trip,
        one firing of the statement triggers); anything else runs once per parameter row."""
        text, _ = translate(sql)
        if text.endswith(" RETURNING id"):
            text = text[: -len(" RETURNING id")]
        rows = [_params(p) for p in parameters]
        cur = self.raw.cursor()
        match = _VALUES.match(text)
        if match is None:
            cur.executemany(cast(LiteralString, text), rows)
            return PgCursor(cur, False)
        head, group = match.group(1), match.group(2)
        count = 0
        for start in range(0, len(rows), _CHUNK):
            chunk = rows[start : start + _CHUNK]
            statement = head + ", ".join([group] * len(chunk))
            cur.execute(cast(LiteralString, statement), [v for row in chunk for v in row])
            count += cur.rowcount
        return _Counted(cur, count)

    def store_key(self) -> StoreKey:
        row = self.raw.execute("SELECT n FROM tam_changes").fetchone()
        return (0 if row is None else int(row["n"]), 0)

    @property
    def in_transaction(self) -> bool:
        return self.raw.info.transaction_status != psycopg.pq.TransactionStatus.IDLE
