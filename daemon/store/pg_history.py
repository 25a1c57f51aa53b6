"""The history read back on PostgreSQL: the same functions, arguments and results as
``store.history`` (SQLite), over PostgreSQL's own full-text search (migration 4).

- Text comparisons that order or page (``created_at``, Session ids) use ``COLLATE "C"``: byte
  order, as SQLite compares text, whatever the database's locale.
- The index is a ``tsvector`` column kept by a trigger in the inserting transaction, so there is
  nothing to catch up (``index_behind`` is always false).
- Search takes the same FTS5 expression the query parser makes for SQLite (``history.query``:
  every term a quoted string, ``AND``/``OR``/``NOT``, parentheses) and turns it into a
  ``tsquery``: a term's words become a phrase (``<->``) restricted to one field (content or tool
  calls, like an FTS5 phrase stays in one column), a trailing ``*`` a prefix match (``:*``).
  Ranking is ``ts_rank_cd`` (cover density, every field weighted alike, normalised by the log of
  the row's length); ``SearchRow.rank`` is its negation, so that lower is better as with bm25.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, LiteralString, cast

import psycopg
from psycopg.rows import tuple_row
from tinyagent_memory.protocol.types import CompactionInfo, SessionInfo, Usage

from . import history as sqlite_history
from .conn import QueryRefused
from .history import (
    ROW_COLUMNS,
    HistoryRow,
    PageFilter,
    SearchFilter,
    SearchRow,
    StoredRow,
    history_row,
    page_query,
    title_of,
)
from .messages import COMPACTED_BY
from .pg import PgConn

RANK_NORMALIZATION = 1
"""``ts_rank_cd`` normalisation: divide by 1 + log(number of words in the row)."""


def _tuples(conn: PgConn, sql: str, args: Sequence[object]) -> list[tuple[Any, ...]]:
    cur = conn.raw.cursor(row_factory=tuple_row)
    cur.execute(cast(LiteralString, sql), args)
    return cur.fetchall()


def _rows(conn: PgConn, sql: str, args: Sequence[object]) -> list[HistoryRow]:
    return [history_row(cast(StoredRow, r)) for r in _tuples(conn, sql, args)]


# --------------------------------------------------------------------------- sessions


def session_exists(conn: PgConn, session_id: str) -> bool:
    return bool(_tuples(conn, "SELECT 1 FROM sessions WHERE id = %s", (session_id,)))


def sessions_page(conn: PgConn, limit: int, after: tuple[str, str] | None) -> list[SessionInfo]:
    """Sessions newest first (``created_at`` then id, descending), after the keyset ``after``."""
    where, args = "", list[object]()
    if after is not None:
        where = 'WHERE (s.created_at COLLATE "C", s.id COLLATE "C") < (%s, %s)'
        args += [after[0], after[1]]
    chars = sqlite_history.TITLE_CHARS * 4
    rows = _tuples(
        conn,
        "SELECT s.id, s.created_at, s.closed_at,"
        " (SELECT COUNT(*) FROM runs r WHERE r.session_id = s.id),"
        " (SELECT GREATEST(MAX(r.started_at), MAX(r.finished_at))"
        "   FROM runs r WHERE r.session_id = s.id),"
        " (SELECT m.created_at FROM messages m WHERE m.session_id = s.id"
        "   ORDER BY m.seq DESC, m.id DESC LIMIT 1),"
        f" (SELECT substr(m.content, 1, {chars}) FROM messages m"
        "   WHERE m.session_id = s.id AND m.role = 'user' AND m.content IS NOT NULL"
        "   ORDER BY m.seq, m.id LIMIT 1),"
        " (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.id AND m.role != 'summary'),"
        " (SELECT COUNT(*) FROM messages m WHERE m.session_id = s.id AND m.role = 'summary'),"
        " (SELECT COALESCE(SUM(m.tokens), 0) FROM messages m"
        "   WHERE m.session_id = s.id AND m.role != 'summary')"
        " FROM sessions s"
        f' {where} ORDER BY s.created_at COLLATE "C" DESC, s.id COLLATE "C" DESC LIMIT %s',
        (*args, limit),
    )
    return [
        SessionInfo(
            session_id=str(sid),
            created_at=str(created),
            last_activity=max(str(created), str(run_activity or ""), str(last_message or "")),
            state="closed" if closed is not None else "open",
            runs=int(runs),
            messages=int(originals),
            summaries=int(summaries),
            tokens=int(tokens),
            title=title_of(first_user),
        )
        for (
            sid,
            created,
            closed,
            runs,
            run_activity,
            last_message,
            first_user,
            originals,
            summaries,
            tokens,
        ) in rows
    ]


# --------------------------------------------------------------------------- messages


def messages_page(conn: PgConn, session_id: str, page: PageFilter, limit: int) -> list[HistoryRow]:
    """Rows of a Session in order (``seq``, id), at most ``limit``."""
    return _rows(conn, *page_query(session_id, page, limit, "%s"))


def row(conn: PgConn, session_id: str, message_id: int) -> HistoryRow | None:
    found = _rows(
        conn,
        f"SELECT {ROW_COLUMNS} FROM messages WHERE id = %s AND session_id = %s",
        (message_id, session_id),
    )
    return found[0] if found else None


def session_of(conn: PgConn, summary_id: int) -> str | None:
    """The Session of a summary row (``None`` when the id is not a summary)."""
    found = _tuples(
        conn, "SELECT session_id FROM messages WHERE id = %s AND role = 'summary'", (summary_id,)
    )
    return None if not found else str(found[0][0])


def replaced_by(conn: PgConn, summary_id: int) -> list[HistoryRow]:
    """Every row a summary replaced, recursively through the summaries it folded, in order."""
    return _rows(
        conn,
        "WITH RECURSIVE folded (id) AS ("
        " SELECT message_id FROM message_compacted WHERE summary_id = %s"
        " UNION ALL SELECT mc.message_id FROM message_compacted mc"
        " JOIN folded f ON mc.summary_id = f.id)"
        f" SELECT {ROW_COLUMNS} FROM messages WHERE id IN (SELECT id FROM folded)"
        " ORDER BY seq, id",
        (summary_id,),
    )


def compaction_of(conn: PgConn, summary_id: int) -> CompactionInfo | None:
    found = _tuples(
        conn,
        "SELECT id, created_at, trigger, tokens_before, tokens_after, replaced_count,"
        " reduced_count, previous_summary_id, prompt_tokens, completion_tokens, total_tokens"
        " FROM compactions WHERE summary_id = %s",
        (summary_id,),
    )
    if not found:
        return None
    cid, created, trigger, before, after, replaced, reduced, previous, prompt, completion, total = (
        found[0]
    )
    return CompactionInfo(
        id=int(cid),
        created_at=str(created),
        trigger=trigger,
        tokens_before=int(before),
        tokens_after=int(after),
        replaced=int(replaced),
        reduced=int(reduced),
        previous_summary_id=previous,
        usage=Usage(
            prompt_tokens=int(prompt),
            completion_tokens=int(completion),
            total_tokens=int(total),
            requests=1,
        ),
    )


# --------------------------------------------------------------------------- search


def index_behind(conn: PgConn) -> bool:
    """Never: the trigger indexes every row in the transaction that stores it."""
    return False


def catch_up(conn: PgConn) -> None:
    """Nothing to catch up (see ``index_behind``)."""


_FTS5 = re.compile(r'\s*(?:"((?:[^"]|"")*)"(\*?)|(\()|(\))|(AND|OR|NOT)\b)')
_WORD = re.compile(r"[^\W_]+")
_OPERATORS = {"AND": "&", "OR": "|", "NOT": "& !"}


def _phrase(words: list[str], prefix: bool, weight: str) -> str:
    last = len(words) - 1
    return " <-> ".join(
        f"'{w}':{'*' if prefix and i == last else ''}{weight}" for i, w in enumerate(words)
    )


def tsquery_text(match: str) -> str:
    """The FTS5 expression ``history.query`` makes, as ``to_tsquery`` text (before folding).
    ``QueryRefused`` for anything else."""
    out: list[str] = []
    at = 0
    while at < len(match):
        found = _FTS5.match(match, at)
        if found is None or found.end() == at:
            if match[at:].strip() == "":
                break
            raise QueryRefused(f"not a search expression at character {at + 1}")
        at = found.end()
        text, star, opening, closing, operator = found.groups()
        if text is not None:
            words = _WORD.findall(text.replace('""', '"'))
            if not words:
                raise QueryRefused(f"{text!r} has no letter or digit to search for")
            if len(words) == 1:
                out.append(f"'{words[0]}'" + (":*" if star else ""))
            else:
                out.append(
                    f"({_phrase(words, bool(star), 'A')} | {_phrase(words, bool(star), 'B')})"
                )
        elif opening is not None:
            out.append("(")
        elif closing is not None:
            out.append(")")
        else:
            out.append(_OPERATORS[operator])
    return " ".join(out)


def search(conn: PgConn, f: SearchFilter, limit: int) -> list[SearchRow]:
    """Best matches first (rank, then id); ``QueryRefused`` when the expression is not one the
    query parser makes or PostgreSQL refuses it."""
    text = tsquery_text(f.match)
    where = ["m.search @@ q.q"]
    args: list[object] = [text]
    if f.session_id is not None:
        where.append("m.session_id = %s")
        args.append(f.session_id)
    if f.role is not None:
        where.append("m.role = %s")
        args.append(f.role)
    if f.since is not None:
        where.append('m.created_at COLLATE "C" >= %s')
        args.append(f.since)
    args.append(limit)
    sql = (
        "SELECT m.id, m.session_id, m.run_id, m.seq, m.role, m.created_at, "
        + COMPACTED_BY.format(row="m")
        + ", m.content, m.tool_calls, m.name,"
        f" -ts_rank_cd('{{1,1,1,1}}', m.search, q.q, {RANK_NORMALIZATION}) AS rank"
        " FROM messages m, (SELECT to_tsquery('pg_catalog.simple', tam_fold(%s)) AS q) AS q"
        f" WHERE {' AND '.join(where)} ORDER BY rank, m.id LIMIT %s"
    )
    try:
        rows = _tuples(conn, sql, args)
    except (psycopg.errors.SyntaxError, psycopg.errors.DataException) as exc:
        raise QueryRefused(f"the search index refused the query: {exc}") from None
    return [SearchRow(*r) for r in rows]
