"""Sessions, runs and messages: every SQL statement about them lives here.

Functions take an open connection; writers are called inside ``atomic()`` by the workspace.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

import msgspec
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import Message, RunStatus, ToolCall, Usage

from .conn import Conn
from .records import StoredMessage

_tool_calls_encoder = msgspec.json.Encoder()
_tool_calls_decoder = msgspec.json.Decoder(tuple[ToolCall, ...])

COMPACTED_BY = "(SELECT mc.summary_id FROM message_compacted mc WHERE mc.message_id = {row}.id)"
"""The summary that replaced a row (NULL: live), as a column expression over ``{row}``: marks
are rows of ``message_compacted`` (migration 10), not a column of ``messages``."""
IS_LIVE = "NOT EXISTS (SELECT 1 FROM message_compacted mc WHERE mc.message_id = {row}.id)"
"""The row is live (not compacted), as a condition over ``{row}``."""
_LIVE = IS_LIVE.format(row="messages")

_COLUMNS = (
    "id, session_id, run_id, seq, role, content, tool_calls, tool_call_id, name, tokens, "
    + COMPACTED_BY.format(row="messages")
    + " AS compacted_by"
)


def session_exists(conn: Conn, session_id: str) -> bool:
    return conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone() is not None


def create_session(conn: Conn, session_id: str) -> None:
    conn.execute("INSERT INTO sessions (id) VALUES (?)", (session_id,))


def close_session(conn: Conn, session_id: str) -> None:
    conn.execute(
        "UPDATE sessions SET closed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
        (session_id,),
    )


def reopen_session(conn: Conn, session_id: str) -> None:
    conn.execute("UPDATE sessions SET closed_at = NULL WHERE id = ?", (session_id,))


def active_run(conn: Conn, session_id: str) -> str | None:
    row = conn.execute(
        "SELECT id FROM runs WHERE session_id = ? AND status = 'active'", (session_id,)
    ).fetchone()
    return None if row is None else str(row["id"])


def start_run(conn: Conn, session_id: str) -> str:
    current = active_run(conn, session_id)
    if current is not None:
        raise DaemonError(
            ErrorKind.RUN_NOT_ACTIVE,
            f"session {session_id} already has an active run {current}; finish it first",
            active_run_id=current,
        )
    run_id = uuid.uuid4().hex
    conn.execute("INSERT INTO runs (id, session_id) VALUES (?, ?)", (run_id, session_id))
    return run_id


def require_active_run(conn: Conn, session_id: str, run_id: str) -> None:
    row = conn.execute(
        "SELECT status FROM runs WHERE id = ? AND session_id = ?", (run_id, session_id)
    ).fetchone()
    if row is None:
        raise DaemonError(
            ErrorKind.RUN_NOT_ACTIVE, f"run {run_id} does not belong to session {session_id}"
        )
    if row["status"] != "active":
        raise DaemonError(
            ErrorKind.RUN_NOT_ACTIVE,
            f"run {run_id} is {row['status']}, not active",
            status=str(row["status"]),
        )


def finish_run(conn: Conn, run_id: str, status: RunStatus, usage: Usage | None) -> None:
    conn.execute(
        "UPDATE runs SET status = ?, finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),"
        " prompt_tokens = ?, completion_tokens = ?, total_tokens = ? WHERE id = ?",
        (
            status,
            usage.prompt_tokens if usage else None,
            usage.completion_tokens if usage else None,
            usage.total_tokens if usage else None,
            run_id,
        ),
    )


def next_seq(conn: Conn, session_id: str) -> int:
    row = conn.execute(
        "SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM messages WHERE session_id = ?",
        (session_id,),
    ).fetchone()
    return int(row["next"])


def append_messages(
    conn: Conn,
    session_id: str,
    run_id: str | None,
    messages: Sequence[Message],
    tokens: Sequence[int],
) -> list[int]:
    """Insert originals verbatim at the end of the session; return their ids, in order."""
    return insert_messages(conn, session_id, run_id, messages, tokens, next_seq(conn, session_id))


def insert_messages(
    conn: Conn,
    session_id: str,
    run_id: str | None,
    messages: Sequence[Message],
    tokens: Sequence[int],
    first: int,
) -> list[int]:
    """``append_messages`` with the first seq already read (``next_seq``, in the caller's write
    transaction): the rows take ``first``, ``first + 1``, ...; their ids, in order."""
    rows = [
        (
            session_id,
            run_id,
            first + offset,
            message.role,
            message.content,
            _tool_calls_encoder.encode(message.tool_calls).decode("utf-8")
            if message.tool_calls is not None
            else None,
            message.tool_call_id,
            message.name,
            count,
        )
        for offset, (message, count) in enumerate(zip(messages, tokens, strict=True))
    ]
    conn.executemany(
        "INSERT INTO messages (session_id, run_id, seq, role, content, tool_calls,"
        " tool_call_id, name, tokens) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    # No row had seq >= first before this insert, and the caller holds the write transaction.
    found = conn.execute(
        "SELECT id FROM messages WHERE session_id = ? AND seq >= ? AND seq < ? ORDER BY seq",
        (session_id, first, first + len(rows)),
    ).fetchall()
    return [int(r["id"]) for r in found]


def appended_rows(
    session_id: str,
    run_id: str | None,
    first: int,
    ids: Sequence[int],
    messages: Sequence[Message],
    tokens: Sequence[int],
) -> list[StoredMessage]:
    """The rows ``insert_messages`` stored, as reading them back would give them (``_row``): the
    message verbatim (tool calls as a tuple, as decoded), never compacted yet."""
    return [
        StoredMessage(
            id=ident,
            session_id=session_id,
            run_id=run_id,
            seq=first + offset,
            role=message.role,
            content=message.content,
            tool_calls=tuple(message.tool_calls) if message.tool_calls is not None else None,
            tool_call_id=message.tool_call_id,
            name=message.name,
            tokens=count,
        )
        for offset, (ident, message, count) in enumerate(zip(ids, messages, tokens, strict=True))
    ]


def _row(row: Any) -> StoredMessage:
    calls = row["tool_calls"]
    return StoredMessage(
        id=int(row["id"]),
        session_id=str(row["session_id"]),
        run_id=row["run_id"],
        seq=int(row["seq"]),
        role=row["role"],
        content=row["content"],
        tool_calls=_tool_calls_decoder.decode(calls) if calls is not None else None,
        tool_call_id=row["tool_call_id"],
        name=row["name"],
        tokens=int(row["tokens"]),
        compacted_by=row["compacted_by"],
    )


def live_messages(conn: Conn, session_id: str) -> list[StoredMessage]:
    """The context view: every message not compacted, in order."""
    rows = conn.execute(
        f"SELECT {_COLUMNS} FROM messages WHERE session_id = ? AND {_LIVE} ORDER BY seq, id",
        (session_id,),
    ).fetchall()
    return [_row(r) for r in rows]


def all_messages(conn: Conn, session_id: str) -> list[StoredMessage]:
    """Every row of the session, originals and summaries, compacted or not."""
    rows = conn.execute(
        f"SELECT {_COLUMNS} FROM messages WHERE session_id = ? ORDER BY seq, id", (session_id,)
    ).fetchall()
    return [_row(r) for r in rows]


def live_messages_after(
    conn: Conn, session_id: str, after_id: int, above_seq: int = 0
) -> list[StoredMessage]:
    """The session's live rows with an id above ``after_id``, in id (storage) order.

    ``above_seq``, when the caller knows every such row has a larger seq (appended rows take the
    next seq), bounds the walk of the session's seq index instead of all its rows."""
    rows = conn.execute(
        f"SELECT {_COLUMNS} FROM messages WHERE session_id = ? AND seq > ? AND id > ?"
        f" AND {_LIVE} ORDER BY id",
        (session_id, above_seq, after_id),
    ).fetchall()
    return [_row(r) for r in rows]
