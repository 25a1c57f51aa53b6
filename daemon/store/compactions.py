"""Summaries, ``compacted_by`` marks (``message_compacted``), reductions and compaction
records: their SQL lives here.

``commit_compaction`` is one write transaction's worth of statements (the caller runs it inside
``atomic()``); if the live rows it replaces changed meanwhile (another daemon on the workspace
compacted first) it raises ``StaleContext`` and the transaction rolls back, changing nothing.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Literal

import msgspec
from tinyagent_memory.protocol.types import ToolCall, Usage

from .conn import Conn
from .messages import IS_LIVE
from .records import StoredReduction
from .usage import record_usage

Trigger = Literal["threshold", "explicit"]

_calls_encoder = msgspec.json.Encoder()
_calls_decoder = msgspec.json.Decoder(tuple[ToolCall, ...])


class StaleContext(Exception):
    """The rows a compaction was planned on are no longer all live."""


@dataclass(frozen=True)
class NewSummary:
    text: str
    tokens: int
    """Tokens of the summary's rendered form (the marked user message the provider sees)."""


@dataclass(frozen=True)
class NewCompaction:
    session_id: str
    trigger: Trigger
    summary: NewSummary | None
    replaced_ids: Sequence[int]
    """Live rows the summary replaces, in context order (empty when only reductions are made)."""
    first_seq: int | None
    last_seq: int | None
    previous_summary_id: int | None
    reductions: Sequence[StoredReduction]
    tokens_before: int
    tokens_after: int
    input_sha256: str | None
    usage: Usage | None


@dataclass(frozen=True)
class UsageBasis:
    """The last finished Run that reported ``usage.prompt_tokens`` and where its messages end."""

    prompt_tokens: int
    last_seq: int
    last_is_answer: bool
    """Its last message is an assistant answer (no tool calls): produced, not sent, by that call."""
    compacted_since: bool
    """A summary was inserted after that Run's messages: the live view no longer matches."""


def live_reductions(conn: Conn, session_id: str) -> dict[int, StoredReduction]:
    """Reductions of the session's live (not compacted) rows, by message id."""
    rows = conn.execute(
        "SELECT r.message_id, r.content, r.tool_calls, r.tokens FROM message_reductions r"
        " WHERE r.session_id = ? AND NOT EXISTS"
        " (SELECT 1 FROM message_compacted mc WHERE mc.message_id = r.message_id)",
        (session_id,),
    ).fetchall()
    return {
        int(r["message_id"]): StoredReduction(
            message_id=int(r["message_id"]),
            content=r["content"],
            tool_calls=_calls_decoder.decode(r["tool_calls"]) if r["tool_calls"] else None,
            tokens=int(r["tokens"]),
        )
        for r in rows
    }


def last_compaction(conn: Conn, session_id: str) -> int:
    """The id of the Session's newest compaction record (0: none). Every change to which rows
    are live or reduced comes with one."""
    row = conn.execute(
        "SELECT COALESCE(MAX(id), 0) AS n FROM compactions WHERE session_id = ?", (session_id,)
    ).fetchone()
    return int(row["n"])


def run_statuses(conn: Conn, session_id: str) -> dict[str, str]:
    rows = conn.execute("SELECT id, status FROM runs WHERE session_id = ?", (session_id,))
    return {str(r["id"]): str(r["status"]) for r in rows}


def run_statuses_of(conn: Conn, run_ids: Collection[str]) -> dict[str, str]:
    """The status of each of ``run_ids`` (runs that do not exist are left out)."""
    if not run_ids:
        return {}
    marks = ", ".join("?" * len(run_ids))
    rows = conn.execute(f"SELECT id, status FROM runs WHERE id IN ({marks})", tuple(run_ids))
    return {str(r["id"]): str(r["status"]) for r in rows}


def usage_basis(conn: Conn, session_id: str) -> UsageBasis | None:
    run = conn.execute(
        "SELECT id, prompt_tokens FROM runs WHERE session_id = ? AND status != 'active'"
        " AND prompt_tokens IS NOT NULL ORDER BY finished_at DESC, rowid DESC LIMIT 1",
        (session_id,),
    ).fetchone()
    if run is None:
        return None
    last = conn.execute(
        "SELECT id, seq, role, tool_calls FROM messages WHERE run_id = ?"
        " ORDER BY seq DESC, id DESC LIMIT 1",
        (run["id"],),
    ).fetchone()
    if last is None:
        return None
    since = conn.execute(
        "SELECT 1 FROM messages WHERE session_id = ? AND role = 'summary' AND id > ? LIMIT 1",
        (session_id, last["id"]),
    ).fetchone()
    return UsageBasis(
        prompt_tokens=int(run["prompt_tokens"]),
        last_seq=int(last["seq"]),
        last_is_answer=last["role"] == "assistant" and last["tool_calls"] is None,
        compacted_since=since is not None,
    )


def commit_compaction(conn: Conn, new: NewCompaction) -> tuple[int, int | None]:
    """Store one compaction; returns ``(compaction id, summary id)``. Call inside ``atomic()``."""
    summary_id: int | None = None
    if new.summary is not None:
        if not new.replaced_ids or new.first_seq is None:
            raise ValueError("a summary replaces at least one row")
        cur = conn.execute(
            "INSERT INTO messages (session_id, run_id, seq, role, content, tokens)"
            " VALUES (?, NULL, ?, 'summary', ?, ?)",
            (new.session_id, new.first_seq, new.summary.text, new.summary.tokens),
        )
        summary_id = cur.lastrowid
    cur = conn.execute(
        "INSERT INTO compactions (session_id, summary_id, previous_summary_id, trigger,"
        " first_message_id, last_message_id, first_seq, last_seq, replaced_count, reduced_count,"
        " tokens_before, tokens_after, input_sha256, prompt_tokens, completion_tokens,"
        " total_tokens) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            new.session_id,
            summary_id,
            new.previous_summary_id,
            new.trigger,
            new.replaced_ids[0] if new.replaced_ids else None,
            new.replaced_ids[-1] if new.replaced_ids else None,
            new.first_seq,
            new.last_seq,
            len(new.replaced_ids),
            len(new.reductions),
            new.tokens_before,
            new.tokens_after,
            new.input_sha256,
            new.usage.prompt_tokens if new.usage else 0,
            new.usage.completion_tokens if new.usage else 0,
            new.usage.total_tokens if new.usage else 0,
        ),
    )
    compaction_id = cur.lastrowid
    assert compaction_id is not None
    if summary_id is not None:
        # One small row per replaced row (migration 10); only live rows of this Session.
        marked = conn.execute(
            "INSERT INTO message_compacted (message_id, summary_id) SELECT m.id, ?"
            " FROM messages m WHERE m.session_id = ? AND m.id IN (SELECT value FROM json_each(?))"
            f" AND {IS_LIVE.format(row='m')}",
            (summary_id, new.session_id, msgspec.json.encode(list(new.replaced_ids))),
        ).rowcount
        if marked != len(new.replaced_ids):
            raise StaleContext(f"{len(new.replaced_ids) - marked} replaced rows were not live")
    if new.reductions:
        # One statement for every reduction: each row must exist in this Session and have no
        # reduction yet (the primary key), else the whole compaction is stale.
        rows = [
            [
                red.message_id,
                red.content,
                _calls_encoder.encode(red.tool_calls).decode() if red.tool_calls else None,
                red.tokens,
            ]
            for red in new.reductions
        ]
        if isinstance(conn, sqlite3.Connection):
            inserted = conn.execute(
                "INSERT OR IGNORE INTO message_reductions (message_id, session_id, compaction_id,"
                " content, tool_calls, tokens) SELECT json_extract(r.value, '$[0]'), ?, ?,"
                " json_extract(r.value, '$[1]'), json_extract(r.value, '$[2]'),"
                " json_extract(r.value, '$[3]') FROM json_each(?) AS r WHERE EXISTS"
                " (SELECT 1 FROM messages WHERE id = json_extract(r.value, '$[0]')"
                " AND session_id = ?)",
                (new.session_id, compaction_id, msgspec.json.encode(rows), new.session_id),
            ).rowcount
        else:
            inserted = _insert_reductions_portably(conn, new.session_id, compaction_id, rows)
        if inserted != len(new.reductions):
            raise StaleContext(f"{len(new.reductions) - inserted} rows already have a reduction")
    if new.summary is not None:
        record_usage(conn, "compressor", new.session_id, new.usage)
    return compaction_id, summary_id


def _insert_reductions_portably(
    conn: Conn, session_id: str, compaction_id: int, rows: Sequence[Sequence[object]]
) -> int:
    """The reductions insert in SQL every store speaks (PostgreSQL): rows of this Session only,
    one multi-row ``INSERT`` for the rest; the count of rows inserted."""
    ids = [row[0] for row in rows]
    found = conn.execute(
        "SELECT COUNT(*) AS n FROM messages WHERE session_id = ?"
        " AND id IN (SELECT value FROM json_each(?))",
        (session_id, msgspec.json.encode(ids)),
    ).fetchone()["n"]
    if found != len(ids):
        return int(found)
    return conn.executemany(
        "INSERT OR IGNORE INTO message_reductions (message_id, session_id, compaction_id,"
        " content, tool_calls, tokens) VALUES (?, ?, ?, ?, ?, ?)",
        [(row[0], session_id, compaction_id, row[1], row[2], row[3]) for row in rows],
    ).rowcount


@dataclass(frozen=True)
class CompactionRecord:
    id: int
    summary_id: int | None
    previous_summary_id: int | None
    trigger: str
    first_message_id: int | None
    last_message_id: int | None
    replaced_count: int
    reduced_count: int
    tokens_before: int
    tokens_after: int
    input_sha256: str | None


def compactions(conn: Conn, session_id: str) -> list[CompactionRecord]:
    rows = conn.execute(
        "SELECT id, summary_id, previous_summary_id, trigger, first_message_id, last_message_id,"
        " replaced_count, reduced_count, tokens_before, tokens_after, input_sha256"
        " FROM compactions WHERE session_id = ? ORDER BY id",
        (session_id,),
    ).fetchall()
    return [CompactionRecord(**dict(r)) for r in rows]
