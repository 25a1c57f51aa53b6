"""Long-term memory: candidates, events, revisions, curation jobs and the workspace's memory state.

Every SQL statement about memory lives here. Writers are called inside ``atomic()`` by the
workspace (``Workspace.write`` / ``Workspace.transaction``); readers take any connection.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tinyagent_memory.protocol.types import (
    MemoryOperation,
    MemorySnapshot,
    RevisionSource,
    RevisionState,
)

from .conn import Conn
from .records import CurationJob, MemoryEvent, MemoryState, Revision

_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
_REVISION_COLUMNS = (
    "id, parent, source, state, text, sha256, event_cursor, restored_from, created_at"
)

# --------------------------------------------------------------------------- candidates, events


def add_candidates(
    conn: Conn, session_id: str, run_id: str, operations: Sequence[MemoryOperation]
) -> list[int]:
    """Store a batch of operations for ``run_id``, after the Run's earlier candidates."""
    row = conn.execute(
        "SELECT COALESCE(MAX(ordinal), 0) AS last FROM memory_candidates WHERE run_id = ?",
        (run_id,),
    ).fetchone()
    ordinal = int(row["last"])
    ids: list[int] = []
    for op in operations:
        ordinal += 1
        cur = conn.execute(
            "INSERT INTO memory_candidates (session_id, run_id, ordinal, action, content, old_text)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (session_id, run_id, ordinal, op.action, op.content, op.old_text),
        )
        assert cur.lastrowid is not None
        ids.append(cur.lastrowid)
    return ids


def candidates_to_events(conn: Conn, run_id: str) -> int:
    """A succeeded Run: its pending candidates, in order, become events. Returns how many."""
    cur = conn.execute(
        "INSERT INTO memory_events (candidate_id, session_id, run_id, action, content, old_text)"
        " SELECT id, session_id, run_id, action, content, old_text FROM memory_candidates"
        " WHERE run_id = ? AND status = 'pending' ORDER BY ordinal",
        (run_id,),
    )
    conn.execute(
        "UPDATE memory_candidates SET status = 'event' WHERE run_id = ? AND status = 'pending'",
        (run_id,),
    )
    return cur.rowcount


def discard_candidates(conn: Conn, run_id: str) -> int:
    """A failed or cancelled Run: its candidates are kept, marked discarded."""
    cur = conn.execute(
        "UPDATE memory_candidates SET status = 'discarded' WHERE run_id = ? AND status = 'pending'",
        (run_id,),
    )
    return cur.rowcount


def events_after(conn: Conn, cursor: int) -> list[MemoryEvent]:
    rows = conn.execute(
        "SELECT id, action, content, old_text, run_id, session_id FROM memory_events"
        " WHERE id > ? ORDER BY id",
        (cursor,),
    ).fetchall()
    return [
        MemoryEvent(
            id=int(r["id"]),
            action=r["action"],
            content=r["content"],
            old_text=r["old_text"],
            run_id=str(r["run_id"]),
            session_id=str(r["session_id"]),
        )
        for r in rows
    ]


def events_between(conn: Conn, after: int, upto: int) -> list[MemoryEvent]:
    """Events ``after < id <= upto``, in order (what one curator revision folded in)."""
    return [e for e in events_after(conn, after) if e.id <= upto]


def count_events_after(conn: Conn, cursor: int) -> int:
    row = conn.execute("SELECT COUNT(*) AS n FROM memory_events WHERE id > ?", (cursor,)).fetchone()
    return int(row["n"])


def pending_count(conn: Conn) -> int:
    """Events not yet folded into a committed revision."""
    state = load_state(conn)
    return count_events_after(conn, 0 if state is None else state.event_cursor)


# --------------------------------------------------------------------------- state


def load_state(conn: Conn) -> MemoryState | None:
    """The workspace's memory state, or ``None`` before first contact."""
    row = conn.execute(
        "SELECT event_cursor, drift, auto_curation, drift_reason FROM memory_state WHERE id = 1"
    ).fetchone()
    if row is None:
        return None
    return MemoryState(
        event_cursor=int(row["event_cursor"]),
        drift=bool(row["drift"]),
        auto_curation=bool(row["auto_curation"]),
        drift_reason=row["drift_reason"],
    )


def init_state(conn: Conn, *, drift: bool, reason: str | None) -> None:
    conn.execute(
        "INSERT INTO memory_state (id, event_cursor, drift, auto_curation, drift_reason)"
        " VALUES (1, 0, ?, ?, ?)",
        (int(drift), int(not drift), reason),
    )


def set_drift(conn: Conn, reason: str) -> None:
    """Drift: automatic curation stops until ``memory/sync`` accepts the file."""
    conn.execute(
        "UPDATE memory_state SET drift = 1, auto_curation = 0, drift_reason = ?,"
        f" updated_at = {_NOW} WHERE id = 1",
        (reason,),
    )


def clear_drift(conn: Conn) -> None:
    conn.execute(
        "UPDATE memory_state SET drift = 0, auto_curation = 1, drift_reason = NULL,"
        f" updated_at = {_NOW} WHERE id = 1"
    )


# --------------------------------------------------------------------------- revisions


def _revision(row: Any) -> Revision:
    return Revision(
        id=int(row["id"]),
        parent=row["parent"],
        source=row["source"],
        state=row["state"],
        text=str(row["text"]),
        sha256=str(row["sha256"]),
        event_cursor=int(row["event_cursor"]),
        restored_from=row["restored_from"],
        created_at=str(row["created_at"]),
    )


def last_committed(conn: Conn) -> Revision | None:
    row = conn.execute(
        f"SELECT {_REVISION_COLUMNS} FROM memory_revisions WHERE state = 'committed'"
        " ORDER BY id DESC LIMIT 1"
    ).fetchone()
    return None if row is None else _revision(row)


def latest_snapshot(conn: Conn) -> MemorySnapshot:
    """The latest committed MEMORY.md text (what a Session freezes at its first build)."""
    last = last_committed(conn)
    return MemorySnapshot() if last is None else MemorySnapshot(revision=last.id, text=last.text)


def get_revision(conn: Conn, revision: int) -> Revision | None:
    row = conn.execute(
        f"SELECT {_REVISION_COLUMNS} FROM memory_revisions WHERE id = ?", (revision,)
    ).fetchone()
    return None if row is None else _revision(row)


def knows_text(conn: Conn, sha256: str) -> bool:
    """Some revision (any state) had exactly this text: a file holding it was written by a
    daemon, not edited by hand."""
    row = conn.execute(
        "SELECT 1 FROM memory_revisions WHERE sha256 = ? LIMIT 1", (sha256,)
    ).fetchone()
    return row is not None


def prepared_revisions(conn: Conn) -> list[Revision]:
    rows = conn.execute(
        f"SELECT {_REVISION_COLUMNS} FROM memory_revisions WHERE state = 'prepared' ORDER BY id"
    ).fetchall()
    return [_revision(r) for r in rows]


def committed_revisions(conn: Conn) -> list[Revision]:
    """Committed revisions, newest first."""
    rows = conn.execute(
        f"SELECT {_REVISION_COLUMNS} FROM memory_revisions WHERE state = 'committed'"
        " ORDER BY id DESC"
    ).fetchall()
    return [_revision(r) for r in rows]


def history(conn: Conn, limit: int | None) -> list[Revision]:
    """Revisions, newest first (every state: history is never rewritten)."""
    sql = f"SELECT {_REVISION_COLUMNS} FROM memory_revisions ORDER BY id DESC"
    if limit is None:
        rows = conn.execute(sql).fetchall()
    else:
        rows = conn.execute(sql + " LIMIT ?", (limit,)).fetchall()
    return [_revision(r) for r in rows]


def insert_revision(
    conn: Conn,
    *,
    parent: int | None,
    source: RevisionSource,
    state: RevisionState,
    text: str,
    sha256: str,
    event_cursor: int,
    restored_from: int | None = None,
) -> int:
    cur = conn.execute(
        "INSERT INTO memory_revisions (parent, source, state, text, sha256, event_cursor,"
        " restored_from, resolved_at) VALUES (?, ?, ?, ?, ?, ?, ?,"
        f" CASE WHEN ? = 'prepared' THEN NULL ELSE {_NOW} END)",
        (parent, source, state, text, sha256, event_cursor, restored_from, state),
    )
    assert cur.lastrowid is not None
    if state == "committed":
        _advance_cursor(conn, event_cursor)
    return cur.lastrowid


def resolve_revision(conn: Conn, revision: Revision, state: RevisionState) -> None:
    """``prepared`` -> ``committed`` (the cursor advances in the same transaction) or
    ``aborted``."""
    cur = conn.execute(
        f"UPDATE memory_revisions SET state = ?, resolved_at = {_NOW}"
        " WHERE id = ? AND state = 'prepared'",
        (state, revision.id),
    )
    if cur.rowcount != 1:
        raise RuntimeError(f"revision {revision.id} is not prepared")
    if state == "committed":
        _advance_cursor(conn, revision.event_cursor)


def _advance_cursor(conn: Conn, cursor: int) -> None:
    conn.execute(
        f"UPDATE memory_state SET event_cursor = ?, updated_at = {_NOW} WHERE id = 1", (cursor,)
    )


# --------------------------------------------------------------------------- curation jobs


def insert_job(
    conn: Conn,
    *,
    trigger: str,
    mode: str,
    status: str,
    reason: str | None,
    revision: int | None,
    events_from: int,
    events_to: int,
    started_at: str,
) -> int:
    cur = conn.execute(
        "INSERT INTO curation_jobs (trigger, mode, status, reason, revision, events_from,"
        " events_to, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (trigger, mode, status, reason, revision, events_from, events_to, started_at),
    )
    assert cur.lastrowid is not None
    return cur.lastrowid


def _job(row: Any) -> CurationJob:
    return CurationJob(
        id=int(row["id"]),
        trigger=str(row["trigger"]),
        mode=str(row["mode"]),
        status=row["status"],
        reason=row["reason"],
        revision=row["revision"],
        events_from=int(row["events_from"]),
        events_to=int(row["events_to"]),
        started_at=str(row["started_at"]),
        finished_at=str(row["finished_at"]),
    )


def get_job(conn: Conn, job_id: int) -> CurationJob | None:
    row = conn.execute("SELECT * FROM curation_jobs WHERE id = ?", (job_id,)).fetchone()
    return None if row is None else _job(row)


def last_job(conn: Conn) -> CurationJob | None:
    row = conn.execute("SELECT * FROM curation_jobs ORDER BY id DESC LIMIT 1").fetchone()
    return None if row is None else _job(row)


def now(conn: Conn) -> str:
    return str(conn.execute(f"SELECT {_NOW} AS t").fetchone()["t"])
