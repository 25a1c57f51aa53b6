"""Reading the history back: Sessions, stored rows, what a summary replaced, full-text search.

Every statement only reads, but those that keep the full-text index (``history_fts``, migration
7) up to the stored rows: ``index_some`` (idle moments index what appends stored: migration 13),
``catch_up`` (a search first indexes every row above the mark), ``index_backlog`` (an append
indexes the backlog itself once it is large), and ``merge_some``, the index's merge work that
appends leave for idle moments (migration 12). Rows come back as wire records (``HistoryRow``)
whose ``tool_calls`` is the stored JSON, passed through without decoding.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass

import msgspec
from tinyagent_memory.protocol.types import (
    Base,
    CompactionInfo,
    HistoryMessage,
    SessionInfo,
    StoredRole,
    Usage,
)

from .conn import Conn
from .messages import COMPACTED_BY, IS_LIVE
from .migrations import HISTORY_MERGE, HISTORY_TOOLS_TEXT, INDEX_PENDING, run_script

TITLE_CHARS = 80


class HistoryRow(Base, frozen=True):
    """``HistoryMessage`` as written: the same JSON, ``tool_calls`` the stored JSON array."""

    id: int
    seq: int
    run_id: str | None
    role: StoredRole
    content: str | None
    tool_calls: msgspec.Raw | None
    tool_call_id: str | None
    name: str | None
    tokens: int
    compacted_by: int | None
    created_at: str


ROW_COLUMNS = (
    "id, seq, run_id, role, content, tool_calls, tool_call_id, name, tokens, "
    + COMPACTED_BY.format(row="messages")
    + " AS compacted_by, created_at"
)


def history_row(r: StoredRow) -> HistoryRow:
    """A row of ``ROW_COLUMNS`` (either store) as its wire record."""
    i, seq, run, role, content, calls, call_id, name, tokens, by, at = r
    return HistoryRow(
        id=i,
        seq=seq,
        run_id=run,
        role=role,
        content=content,
        tool_calls=None if calls is None else msgspec.Raw(calls.encode()),
        tool_call_id=call_id,
        name=name,
        tokens=tokens,
        compacted_by=by,
        created_at=at,
    )


def _rows(conn: sqlite3.Connection, sql: str, args: Sequence[object]) -> list[HistoryRow]:
    cur = conn.cursor()
    cur.row_factory = None
    return [history_row(r) for r in cur.execute(sql, args)]


def to_message(row: HistoryRow) -> HistoryMessage:
    """The decoded form (for callers that read the tool calls rather than pass them on)."""
    return msgspec.json.decode(msgspec.json.encode(row), type=HistoryMessage)


# --------------------------------------------------------------------------- sessions


def session_exists(conn: sqlite3.Connection, session_id: str) -> bool:
    return conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is not None


def sessions_page(
    conn: sqlite3.Connection, limit: int, after: tuple[str, str] | None
) -> list[SessionInfo]:
    """Sessions newest first (``created_at`` then id, descending), after the keyset ``after``."""
    where, args = "", list[object]()
    if after is not None:
        where = "WHERE (s.created_at, s.id) < (?, ?)"
        args += [after[0], after[1]]
    rows = conn.execute(
        "SELECT s.id, s.created_at, s.closed_at,"
        " (SELECT COUNT(*) FROM runs r WHERE r.session_id = s.id) AS runs,"
        " (SELECT MAX(MAX(r.started_at), COALESCE(MAX(r.finished_at), ''))"
        "   FROM runs r WHERE r.session_id = s.id) AS run_activity,"
        " (SELECT m.created_at FROM messages m WHERE m.session_id = s.id"
        "   ORDER BY m.seq DESC, m.id DESC LIMIT 1) AS last_message,"
        f" (SELECT substr(m.content, 1, {TITLE_CHARS * 4}) FROM messages m"
        "   WHERE m.session_id = s.id AND m.role = 'user' AND m.content IS NOT NULL"
        "   ORDER BY m.seq, m.id LIMIT 1) AS first_user,"
        " (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.id AND m.role != 'summary')"
        "   AS originals,"
        " (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.id AND m.role = 'summary')"
        "   AS summaries,"
        " (SELECT COALESCE(SUM(m.tokens), 0) FROM messages m"
        "   WHERE m.session_id = s.id AND m.role != 'summary') AS tokens"
        " FROM sessions s"
        f" {where} ORDER BY s.created_at DESC, s.id DESC LIMIT ?",
        (*args, limit),
    ).fetchall()
    return [
        SessionInfo(
            session_id=str(r["id"]),
            created_at=str(r["created_at"]),
            last_activity=max(
                str(r["created_at"]), str(r["run_activity"] or ""), str(r["last_message"] or "")
            ),
            state="closed" if r["closed_at"] is not None else "open",
            runs=int(r["runs"]),
            messages=int(r["originals"]),
            summaries=int(r["summaries"]),
            tokens=int(r["tokens"]),
            title=title_of(r["first_user"]),
        )
        for r in rows
    ]


def title_of(text: str | None) -> str | None:
    """The first user message on one line, cut to ``TITLE_CHARS`` (with an ellipsis)."""
    if text is None:
        return None
    line = " ".join(text.split())
    return line if len(line) <= TITLE_CHARS else line[: TITLE_CHARS - 1].rstrip() + "…"


# --------------------------------------------------------------------------- messages


@dataclass(frozen=True)
class PageFilter:
    after_seq: int | None
    before_seq: int | None
    include_compacted: bool
    after: tuple[int, int] | None
    """Keyset cursor: rows strictly after this ``(seq, id)``."""


def page_query(session_id: str, page: PageFilter, limit: int, ph: str) -> tuple[str, list[object]]:
    """``messages_page``'s statement and arguments, with ``ph`` as the parameter placeholder
    (``?`` for SQLite, ``%s`` for PostgreSQL): the same query on either store."""
    where = [f"session_id = {ph}"]
    args: list[object] = [session_id]
    if not page.include_compacted:
        where.append(IS_LIVE.format(row="messages"))
    if page.after_seq is not None:
        where.append(f"seq > {ph}")
        args.append(page.after_seq)
    if page.before_seq is not None:
        where.append(f"seq < {ph}")
        args.append(page.before_seq)
    if page.after is not None:
        where.append(f"(seq, id) > ({ph}, {ph})")
        args += list(page.after)
    args.append(limit)
    sql = (
        f"SELECT {ROW_COLUMNS} FROM messages WHERE {' AND '.join(where)}"
        f" ORDER BY seq, id LIMIT {ph}"
    )
    return sql, args


def messages_page(
    conn: sqlite3.Connection, session_id: str, page: PageFilter, limit: int
) -> list[HistoryRow]:
    """Rows of a Session in order (``seq``, id), at most ``limit``."""
    return _rows(conn, *page_query(session_id, page, limit, "?"))


StoredRow = tuple[
    int, int, str | None, StoredRole, str | None, str | None, str | None, str | None, int,
    int | None, str,
]  # fmt: skip
"""A row as read for ``message/list``'s cache: the ``HistoryRow`` fields in order."""


def _raw(conn: sqlite3.Connection, sql: str, args: Sequence[object]) -> list[StoredRow]:
    cur = conn.cursor()
    cur.row_factory = None
    return cur.execute(sql, args).fetchall()


def _marks_apart(conn: sqlite3.Connection) -> bool:
    """Marks are rows of ``message_compacted`` (a store migrated by ``compspeed``'s migration 10,
    ``messages.compacted_by`` no longer written), not the ``compacted_by`` column."""
    return (
        conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'message_compacted'"
        ).fetchone()
        is not None
    )


def list_snapshot(conn: sqlite3.Connection, session_id: str) -> tuple[int, int, int]:
    """``(highest message id of any Session, the Session's highest seq, its rows with
    compacted_by set)``: what ``message/list``'s cache compares to find what changed."""
    marked = (
        "SELECT COUNT(*) FROM message_compacted mc JOIN messages m ON m.id = mc.message_id"
        " WHERE m.session_id = ?"
        if _marks_apart(conn)
        else "SELECT COUNT(*) FROM messages WHERE session_id = ? AND compacted_by IS NOT NULL"
    )
    r = conn.execute(
        "SELECT (SELECT COALESCE(MAX(id), 0) FROM messages),"
        " (SELECT COALESCE(MAX(seq), 0) FROM messages WHERE session_id = ?),"
        f" ({marked})",
        (session_id, session_id),
    ).fetchone()
    return int(r[0]), int(r[1]), int(r[2])


def seq_range(conn: sqlite3.Connection, session_id: str, first: int, end: int) -> list[StoredRow]:
    """Every row of the Session with ``first <= seq < end``, in order."""
    return _raw(
        conn,
        f"SELECT {ROW_COLUMNS} FROM messages WHERE session_id = ? AND seq >= ? AND seq < ?"
        " ORDER BY seq, id",
        (session_id, first, end),
    )


def rows_after(conn: sqlite3.Connection, session_id: str, after_id: int) -> list[StoredRow]:
    """The Session's rows with an id above ``after_id`` (a range of the rowid: ``+session_id``
    keeps SQLite from scanning the Session's index instead)."""
    return _raw(
        conn,
        f"SELECT {ROW_COLUMNS} FROM messages WHERE id > ? AND +session_id = ? ORDER BY id",
        (after_id, session_id),
    )


def marks_after(
    conn: sqlite3.Connection, session_id: str, after_id: int
) -> list[tuple[int, int, int]]:
    """``(id, seq, compacted_by)`` of the Session's rows marked by a summary above
    ``after_id`` (an index range: on the summary of ``message_compacted`` or on
    ``messages_live``)."""
    cur = conn.cursor()
    cur.row_factory = None
    if _marks_apart(conn):
        return cur.execute(
            "SELECT mc.message_id, m.seq, mc.summary_id FROM message_compacted mc"
            " JOIN messages m ON m.id = mc.message_id"
            " WHERE mc.summary_id > ? AND m.session_id = ?",
            (after_id, session_id),
        ).fetchall()
    return cur.execute(
        "SELECT id, seq, compacted_by FROM messages WHERE session_id = ? AND compacted_by > ?",
        (session_id, after_id),
    ).fetchall()


def row(conn: sqlite3.Connection, session_id: str, message_id: int) -> HistoryRow | None:
    found = _rows(
        conn,
        f"SELECT {ROW_COLUMNS} FROM messages WHERE id = ? AND session_id = ?",
        (message_id, session_id),
    )
    return found[0] if found else None


def session_of(conn: sqlite3.Connection, summary_id: int) -> str | None:
    """The Session of a summary row (``None`` when the id is not a summary)."""
    r = conn.execute(
        "SELECT session_id FROM messages WHERE id = ? AND role = 'summary'", (summary_id,)
    ).fetchone()
    return None if r is None else str(r["session_id"])


def replaced_by(conn: sqlite3.Connection, summary_id: int) -> list[HistoryRow]:
    """Every row a summary replaced, recursively through the summaries it folded, in order."""
    return _rows(
        conn,
        "WITH RECURSIVE folded (id) AS ("
        " SELECT message_id FROM message_compacted WHERE summary_id = ?"
        " UNION ALL SELECT mc.message_id FROM message_compacted mc"
        " JOIN folded f ON mc.summary_id = f.id)"
        f" SELECT {ROW_COLUMNS} FROM messages WHERE id IN (SELECT id FROM folded)"
        " ORDER BY seq, id",
        (summary_id,),
    )


def compaction_of(conn: sqlite3.Connection, summary_id: int) -> CompactionInfo | None:
    r = conn.execute(
        "SELECT id, created_at, trigger, tokens_before, tokens_after, replaced_count,"
        " reduced_count, previous_summary_id, prompt_tokens, completion_tokens, total_tokens"
        " FROM compactions WHERE summary_id = ?",
        (summary_id,),
    ).fetchone()
    if r is None:
        return None
    return CompactionInfo(
        id=int(r["id"]),
        created_at=str(r["created_at"]),
        trigger=r["trigger"],
        tokens_before=int(r["tokens_before"]),
        tokens_after=int(r["tokens_after"]),
        replaced=int(r["replaced_count"]),
        reduced=int(r["reduced_count"]),
        previous_summary_id=r["previous_summary_id"],
        usage=Usage(
            prompt_tokens=int(r["prompt_tokens"]),
            completion_tokens=int(r["completion_tokens"]),
            total_tokens=int(r["total_tokens"]),
            requests=1,
        ),
    )


# --------------------------------------------------------------------------- search


_MARK = "SELECT indexed_upto FROM history_index WHERE id = 1"
"""The mark: the id up to which the index holds every row (migration 9)."""


def _mark(conn: sqlite3.Connection) -> int:
    return int(conn.execute(_MARK).fetchone()[0])


def index_behind(conn: sqlite3.Connection) -> bool:
    """Rows were stored since the index last caught up."""
    row = conn.execute(f"SELECT (SELECT COALESCE(MAX(id), 0) FROM messages) > ({_MARK})").fetchone()
    return bool(row[0])


def catch_up(conn: sqlite3.Connection) -> None:
    """Index every row stored since the mark (call inside ``atomic()``)."""
    run_script(conn, INDEX_PENDING)


_INDEX_RANGE = f"""
INSERT INTO history_fts (rowid, content, tools)
    SELECT m.id, m.content, {HISTORY_TOOLS_TEXT.format(row="m")} FROM messages AS m
    WHERE m.id > ? AND m.id <= ? ORDER BY m.id"""


def _index_to(conn: sqlite3.Connection, mark: int, upto: int) -> None:
    """Index the rows above ``mark`` up to ``upto`` and move the mark there."""
    conn.execute(_INDEX_RANGE, (mark, upto))
    conn.execute("UPDATE history_index SET indexed_upto = ? WHERE id = 1", (upto,))


BACKLOG_ROWS = 2_000
"""Rows appends may leave above the mark (migration 13): at most what the first search after a
long burst of appends without an idle moment indexes before it reads."""


def index_backlog(conn: Conn, last_id: int) -> bool:
    """In an append's transaction, after its INSERT (``last_id``: its last row): when more than
    ``BACKLOG_ROWS`` rows are above the mark, index the oldest of them, up to ``BACKLOG_ROWS``
    below ``last_id``, and move the mark there (about as many rows as the append stored, as
    every append did from migration 9 to 12); ``True`` when it did. Nothing on a store without
    this SQLite index."""
    if not isinstance(conn, sqlite3.Connection):
        return False
    mark = _mark(conn)
    upto = last_id - BACKLOG_ROWS  # ids only grow, one by one: the rows above the mark
    if upto <= mark:
        return False
    _index_to(conn, mark, upto)
    return True


def index_some(conn: Conn, rows: int, budget: float) -> bool:
    """Index the rows above the mark, ``rows`` at a time, for about ``budget`` seconds, and move
    the mark past each batch, in the caller's write transaction (migration 13: what appends
    stored, indexed in an idle moment); ``True`` while rows are left above the mark. Nothing on
    a store without this SQLite index."""
    if not isinstance(conn, sqlite3.Connection):
        return False
    deadline = time.perf_counter() + budget
    mark = _mark(conn)
    while True:
        top = conn.execute(
            "SELECT MAX(id) FROM (SELECT id FROM messages WHERE id > ? ORDER BY id LIMIT ?)",
            (mark, rows),
        ).fetchone()[0]
        if top is None:
            return False
        _index_to(conn, mark, int(top))
        mark = int(top)
        if time.perf_counter() >= deadline:
            return index_behind(conn)


def merge_some(conn: Conn, pages: int, budget: float) -> bool:
    """Merge the index's segments (migration 12: appends no longer do) in steps of ``pages``
    for about ``budget`` seconds, in the caller's write transaction; ``True`` while merge work
    is left. Nothing to do on a store without this SQLite index."""
    if not isinstance(conn, sqlite3.Connection):
        return False
    deadline = time.perf_counter() + budget
    while True:
        before = conn.total_changes
        conn.execute(HISTORY_MERGE, (pages,))
        # FTS5's documented test: a change count below 2 means the step found nothing to merge.
        if conn.total_changes - before < 2:
            return False
        if time.perf_counter() >= deadline:
            return True


@dataclass(frozen=True)
class SearchFilter:
    match: str
    """An FTS5 expression (built by ``history.query``; every term quoted)."""
    session_id: str | None
    role: str | None
    since: str | None
    """``created_at`` lower bound, in the stored format."""


@dataclass(frozen=True)
class SearchRow:
    id: int
    session_id: str
    run_id: str | None
    seq: int
    role: StoredRole
    created_at: str
    compacted_by: int | None
    content: str | None
    tool_calls: str | None
    name: str | None
    rank: float
    """bm25 (lower is better)."""


def search(conn: sqlite3.Connection, f: SearchFilter, limit: int) -> list[SearchRow]:
    """Best matches first; raises ``sqlite3.OperationalError`` on an invalid FTS5 expression."""
    where = ["history_fts MATCH ?"]
    args: list[object] = [f.match]
    if f.session_id is not None:
        where.append("m.session_id = ?")
        args.append(f.session_id)
    if f.role is not None:
        where.append("m.role = ?")
        args.append(f.role)
    if f.since is not None:
        where.append("m.created_at >= ?")
        args.append(f.since)
    columns = (
        "m.id, m.session_id, m.run_id, m.seq, m.role, m.created_at, "
        + COMPACTED_BY.format(row="m")
        + ", m.content, m.tool_calls, m.name"
    )
    if len(where) == 1:
        # No filter: FTS5 ranks and cuts on its own (its ORDER BY rank LIMIT), then only the
        # hits' rows are read.
        sql = (
            f"SELECT {columns}, h.rank FROM (SELECT rowid, rank FROM history_fts"
            " WHERE history_fts MATCH ? ORDER BY rank LIMIT ?) AS h"
            " JOIN messages m ON m.id = h.rowid ORDER BY h.rank"
        )
    else:
        sql = (
            f"SELECT {columns}, history_fts.rank"
            " FROM history_fts JOIN messages m ON m.id = history_fts.rowid"
            f" WHERE {' AND '.join(where)} ORDER BY history_fts.rank LIMIT ?"
        )
    args.append(limit)
    cur = conn.cursor()
    cur.row_factory = None
    rows = cur.execute(sql, args).fetchall()
    return [SearchRow(*r) for r in rows]
