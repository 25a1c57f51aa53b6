"""Numbered, append-only schema migrations. Never edit a released step: add a new number."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable


def run_script(conn: sqlite3.Connection, sql: str) -> None:
    """Execute several statements inside the caller's transaction.

    ``executescript`` would COMMIT first; this splits on complete statements (triggers included)
    and runs them one by one so a migration stays one atomic step.
    """
    pending = ""
    for line in sql.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            conn.execute(pending)
            pending = ""
    if pending.strip():
        raise ValueError(f"incomplete SQL statement in migration: {pending[:80]!r}")


def m0001_sessions_runs_messages(conn: sqlite3.Connection) -> None:
    run_script(
        conn,
        """
        CREATE TABLE sessions (
            id          TEXT PRIMARY KEY,
            created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
            closed_at   TEXT
        );
        CREATE TABLE runs (
            id                TEXT PRIMARY KEY,
            session_id        TEXT NOT NULL REFERENCES sessions(id),
            status            TEXT NOT NULL DEFAULT 'active'
                              CHECK (status IN ('active', 'succeeded', 'failed', 'cancelled')),
            started_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
            finished_at       TEXT,
            prompt_tokens     INTEGER,
            completion_tokens INTEGER,
            total_tokens      INTEGER
        );
        CREATE INDEX runs_by_session ON runs (session_id, status);
        -- One active Run per Session, enforced by the database itself.
        CREATE UNIQUE INDEX one_active_run ON runs (session_id) WHERE status = 'active';
        CREATE TABLE messages (
            id            INTEGER PRIMARY KEY,
            session_id    TEXT NOT NULL REFERENCES sessions(id),
            run_id        TEXT REFERENCES runs(id),
            seq           INTEGER NOT NULL,
            role          TEXT NOT NULL
                          CHECK (role IN ('system', 'user', 'assistant', 'tool', 'summary')),
            content       TEXT,
            tool_calls    TEXT,
            tool_call_id  TEXT,
            name          TEXT,
            tokens        INTEGER NOT NULL,
            compacted_by  INTEGER REFERENCES messages(id),
            created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        CREATE INDEX messages_live ON messages (session_id, compacted_by, seq, id);
        -- Originals are never changed in content nor deleted: only compacted_by may be set.
        CREATE TRIGGER messages_no_delete BEFORE DELETE ON messages
        BEGIN SELECT RAISE(ABORT, 'messages are never deleted'); END;
        CREATE TRIGGER messages_content_immutable BEFORE UPDATE OF
            session_id, run_id, seq, role, content, tool_calls, tool_call_id, name, tokens
            ON messages
        BEGIN SELECT RAISE(ABORT, 'messages are immutable'); END;
        """,
    )


def m0002_internal_usage(conn: sqlite3.Connection) -> None:
    run_script(
        conn,
        """
        -- Provider usage of the daemon's own model calls (Compressor, Curator), never a Run's.
        CREATE TABLE internal_usage (
            id                INTEGER PRIMARY KEY,
            component         TEXT NOT NULL CHECK (component IN ('compressor', 'curator')),
            session_id        TEXT,
            prompt_tokens     INTEGER NOT NULL DEFAULT 0,
            completion_tokens INTEGER NOT NULL DEFAULT 0,
            total_tokens      INTEGER NOT NULL DEFAULT 0,
            created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        CREATE INDEX internal_usage_by_component ON internal_usage (component, session_id);
        """,
    )


def m0003_compactions(conn: sqlite3.Connection) -> None:
    run_script(
        conn,
        """
        -- One row per committed compaction: what was replaced, the sizes, the summarizer input's
        -- hash and the provider usage. A rejected summary writes no row anywhere.
        CREATE TABLE compactions (
            id                  INTEGER PRIMARY KEY,
            session_id          TEXT NOT NULL REFERENCES sessions(id),
            summary_id          INTEGER REFERENCES messages(id),
            previous_summary_id INTEGER REFERENCES messages(id),
            trigger             TEXT NOT NULL CHECK (trigger IN ('threshold', 'explicit')),
            first_message_id    INTEGER REFERENCES messages(id),
            last_message_id     INTEGER REFERENCES messages(id),
            first_seq           INTEGER,
            last_seq            INTEGER,
            replaced_count      INTEGER NOT NULL,
            reduced_count       INTEGER NOT NULL,
            tokens_before       INTEGER NOT NULL,
            tokens_after        INTEGER NOT NULL,
            input_sha256        TEXT,
            prompt_tokens       INTEGER NOT NULL DEFAULT 0,
            completion_tokens   INTEGER NOT NULL DEFAULT 0,
            total_tokens        INTEGER NOT NULL DEFAULT 0,
            created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        CREATE INDEX compactions_by_session ON compactions (session_id, id);
        -- Deterministic reductions, stored beside the originals (which never change).
        CREATE TABLE message_reductions (
            id             INTEGER PRIMARY KEY,
            message_id     INTEGER NOT NULL UNIQUE REFERENCES messages(id),
            session_id     TEXT NOT NULL REFERENCES sessions(id),
            compaction_id  INTEGER NOT NULL REFERENCES compactions(id),
            content        TEXT,
            tool_calls     TEXT,
            tokens         INTEGER NOT NULL,
            created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        CREATE INDEX message_reductions_by_session ON message_reductions (session_id);
        CREATE INDEX messages_by_compacted_by ON messages (compacted_by);
        -- compacted_by is set once, to a summary of the same session, and never changed again.
        CREATE TRIGGER messages_compacted_once BEFORE UPDATE OF compacted_by ON messages
        WHEN OLD.compacted_by IS NOT NULL
            OR NEW.compacted_by IS NULL
            OR NOT EXISTS (SELECT 1 FROM messages s WHERE s.id = NEW.compacted_by
                           AND s.role = 'summary' AND s.session_id = OLD.session_id)
        BEGIN SELECT RAISE(ABORT, 'compacted_by is set once, to a summary of the session'); END;
        CREATE TRIGGER compactions_append_only_update BEFORE UPDATE ON compactions
        BEGIN SELECT RAISE(ABORT, 'compaction records are append-only'); END;
        CREATE TRIGGER compactions_append_only_delete BEFORE DELETE ON compactions
        BEGIN SELECT RAISE(ABORT, 'compaction records are append-only'); END;
        CREATE TRIGGER message_reductions_append_only_update BEFORE UPDATE ON message_reductions
        BEGIN SELECT RAISE(ABORT, 'reductions are append-only'); END;
        CREATE TRIGGER message_reductions_append_only_delete BEFORE DELETE ON message_reductions
        BEGIN SELECT RAISE(ABORT, 'reductions are append-only'); END;
        """,
    )


def m0004_long_term_memory(conn: sqlite3.Connection) -> None:
    run_script(
        conn,
        """
        -- What a Run's memory tool submitted; becomes events only when the Run succeeds.
        CREATE TABLE memory_candidates (
            id          INTEGER PRIMARY KEY,
            session_id  TEXT NOT NULL REFERENCES sessions(id),
            run_id      TEXT NOT NULL REFERENCES runs(id),
            ordinal     INTEGER NOT NULL,
            action      TEXT NOT NULL CHECK (action IN ('add', 'replace', 'remove')),
            content     TEXT,
            old_text    TEXT,
            status      TEXT NOT NULL DEFAULT 'pending'
                        CHECK (status IN ('pending', 'event', 'discarded')),
            created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        CREATE INDEX memory_candidates_by_run ON memory_candidates (run_id, ordinal);
        CREATE TRIGGER memory_candidates_no_delete BEFORE DELETE ON memory_candidates
        BEGIN SELECT RAISE(ABORT, 'memory candidates are never deleted'); END;
        -- Append-only, monotonically numbered (AUTOINCREMENT never reuses an id).
        CREATE TABLE memory_events (
            id            INTEGER PRIMARY KEY AUTOINCREMENT,
            candidate_id  INTEGER NOT NULL UNIQUE REFERENCES memory_candidates(id),
            session_id    TEXT NOT NULL,
            run_id        TEXT NOT NULL,
            action        TEXT NOT NULL CHECK (action IN ('add', 'replace', 'remove')),
            content       TEXT,
            old_text      TEXT,
            created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        CREATE TRIGGER memory_events_no_delete BEFORE DELETE ON memory_events
        BEGIN SELECT RAISE(ABORT, 'memory events are append-only'); END;
        CREATE TRIGGER memory_events_no_update BEFORE UPDATE ON memory_events
        BEGIN SELECT RAISE(ABORT, 'memory events are append-only'); END;
        -- Every text MEMORY.md ever had (or was about to have): prepared -> committed | aborted.
        CREATE TABLE memory_revisions (
            id             INTEGER PRIMARY KEY AUTOINCREMENT,
            parent         INTEGER REFERENCES memory_revisions(id),
            source         TEXT NOT NULL
                           CHECK (source IN ('initial', 'curator', 'manual', 'restore')),
            state          TEXT NOT NULL CHECK (state IN ('prepared', 'committed', 'aborted')),
            text           TEXT NOT NULL,
            sha256         TEXT NOT NULL,
            event_cursor   INTEGER NOT NULL,
            restored_from  INTEGER REFERENCES memory_revisions(id),
            created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
            resolved_at    TEXT
        );
        CREATE INDEX memory_revisions_by_state ON memory_revisions (state, id);
        CREATE TRIGGER memory_revisions_no_delete BEFORE DELETE ON memory_revisions
        BEGIN SELECT RAISE(ABORT, 'memory revisions are never deleted'); END;
        CREATE TRIGGER memory_revisions_immutable BEFORE UPDATE OF
            parent, source, text, sha256, event_cursor, restored_from ON memory_revisions
        BEGIN SELECT RAISE(ABORT, 'memory revisions are immutable'); END;
        CREATE TRIGGER memory_revisions_final BEFORE UPDATE OF state ON memory_revisions
            WHEN OLD.state != 'prepared'
        BEGIN SELECT RAISE(ABORT, 'only a prepared revision changes state'); END;
        CREATE TABLE curation_jobs (
            id           INTEGER PRIMARY KEY,
            trigger      TEXT NOT NULL,
            mode         TEXT NOT NULL CHECK (mode IN ('model', 'direct')),
            status       TEXT NOT NULL CHECK (status IN ('succeeded', 'failed')),
            reason       TEXT,
            revision     INTEGER REFERENCES memory_revisions(id),
            events_from  INTEGER NOT NULL,
            events_to    INTEGER NOT NULL,
            started_at   TEXT NOT NULL,
            finished_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        -- One row: the workspace's memory state (persists drift across restarts).
        CREATE TABLE memory_state (
            id             INTEGER PRIMARY KEY CHECK (id = 1),
            event_cursor   INTEGER NOT NULL DEFAULT 0,
            drift          INTEGER NOT NULL DEFAULT 0,
            auto_curation  INTEGER NOT NULL DEFAULT 1,
            drift_reason   TEXT,
            updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        """,
    )


def m0005_messages_by_seq(conn: sqlite3.Connection) -> None:
    # ``next_seq`` takes MAX(seq) of a session on every append; without this index that was a
    # scan of the whole session (``messages_live`` puts compacted_by before seq).
    run_script(conn, "CREATE INDEX messages_by_seq ON messages (session_id, seq);")


def m0006_partial_compacted_index(conn: sqlite3.Connection) -> None:
    # Almost every row has compacted_by NULL; only marked rows need indexing (lookups are
    # ``compacted_by = ?``, which implies NOT NULL). Saves an index entry on every append.
    run_script(
        conn,
        """
        DROP INDEX messages_by_compacted_by;
        CREATE INDEX messages_by_compacted_by ON messages (compacted_by)
            WHERE compacted_by IS NOT NULL;
        """,
    )


HISTORY_TOOLS_TEXT = """CASE WHEN {row}.tool_calls IS NOT NULL THEN (
    SELECT group_concat(json_extract(c.value, '$.function.name') || ' '
        || json_extract(c.value, '$.function.arguments'), char(10))
    FROM json_each({row}.tool_calls) AS c) ELSE {row}.name END"""
"""What ``history_fts.tools`` holds for a row: each tool call's name and its arguments (the
JSON string decoded once, so ``pytest tests/x.py`` is found as typed), or a tool result's name."""


INDEX_PENDING = f"""
INSERT INTO history_fts (rowid, content, tools)
    SELECT m.id, m.content, {HISTORY_TOOLS_TEXT.format(row="m")} FROM messages AS m
    WHERE m.id > (SELECT indexed_upto FROM history_index WHERE id = 1)
    ORDER BY m.id;
UPDATE history_index SET indexed_upto = (SELECT COALESCE(MAX(id), 0) FROM messages)
    WHERE id = 1;
"""
"""Index every row above the mark and move the mark, in the caller's write transaction."""


def m0007_history_search(conn: sqlite3.Connection) -> None:
    # Full-text search over every stored row, compacted ones included. ``unicode61`` splits
    # text into words of letters and digits (``_ . / - :`` separate), case- and
    # accent-insensitively; ``handle_request`` and ``src/http/headers.ts`` are found as phrases
    # of words (docs/history.md has the measurements behind the choice). Contentless: the text
    # stays in ``messages`` only; the index holds the words and bm25's statistics.
    #
    # The index follows the rows by a mark, not per append: message ids only grow (rows are
    # never deleted and writers are serialized), so every row above ``indexed_upto`` is not
    # indexed yet and every row at or below it is. Indexing them and moving the mark is one
    # transaction (``INDEX_PENDING``), run before a search reads the index: a search never misses
    # a committed row, a crash anywhere leaves the mark and the index in step, and an append
    # pays nothing for the index (batched indexing is several times cheaper than per row).
    run_script(
        conn,
        """
        CREATE VIRTUAL TABLE history_fts USING fts5(
            content, tools, content='', tokenize='unicode61'
        );
        CREATE TABLE history_index (
            id            INTEGER PRIMARY KEY CHECK (id = 1),
            indexed_upto  INTEGER NOT NULL
        );
        INSERT INTO history_index (id, indexed_upto) VALUES (1, 0);
        """
        + INDEX_PENDING,
    )


def m0008_workspace_limits(conn: sqlite3.Connection) -> None:
    # The limits that define whether MEMORY.md is valid belong to the workspace, not to whichever
    # client connected: one row, changed only explicitly (memory/limits, `memory limits`).
    run_script(
        conn,
        """
        CREATE TABLE memory_limits (
            id               INTEGER PRIMARY KEY CHECK (id = 1),
            char_limit       INTEGER NOT NULL CHECK (char_limit > 0),
            entry_char_limit INTEGER NOT NULL CHECK (entry_char_limit > 0),
            updated_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        INSERT INTO memory_limits (id, char_limit, entry_char_limit) VALUES (1, 4000, 600);
        """,
    )


INDEX_PENDING_ROWS = f"""
INSERT INTO history_fts (rowid, content, tools)
    SELECT m.id, m.content, {HISTORY_TOOLS_TEXT.format(row="m")} FROM messages AS m
    WHERE m.id > (SELECT indexed_upto FROM history_index WHERE id = 1)
    ORDER BY m.id"""
"""Index every row above the mark (with ``MOVE_MARK``: ``INDEX_PENDING`` as two statements)."""

MOVE_MARK = """
UPDATE history_index SET indexed_upto = (SELECT COALESCE(MAX(id), 0) FROM messages)
    WHERE id = 1"""


def m0009_history_index_in_step(conn: sqlite3.Connection) -> None:
    # The index is kept in step by the transaction that stores a row, not caught up by the next
    # search: ``message/append`` ran ``INDEX_PENDING`` in its own transaction (one INSERT ...
    # SELECT for the call's rows and the mark moved: ``store.history.index_appended``, removed
    # by migration 13, whose appends leave that to idle indexing), and a summary row
    # (compaction) indexes itself by this trigger. Both index "every row above the
    # mark", so they stay correct whatever else stored rows before them (an older daemon, a
    # backlog): the rows above the mark are exactly the unindexed ones, as in migration 7.
    # A per-row trigger for every row was the slowest way of writing measured; one statement per
    # append indexes the call's rows as one batch (docs/history.md has the figures). Existing
    # rows above the mark are indexed here.
    run_script(
        conn,
        INDEX_PENDING
        + f"""
        CREATE TRIGGER history_index_summary AFTER INSERT ON messages
            WHEN NEW.role = 'summary'
        BEGIN
            {INDEX_PENDING_ROWS};
            {MOVE_MARK};
        END;
        """,
    )


def m0010_compaction_marks_apart(conn: sqlite3.Connection) -> None:
    # Which summary replaced a row moves out of ``messages`` into a table of small rows. Setting
    # ``messages.compacted_by`` rewrote every replaced record (a 2,000-message compaction wrote
    # about 2 MB of pages to the WAL, 10-20 ms before the fsync); a mark is now one small row,
    # set once, never changed or removed. The column keeps its old values but is no longer
    # written or read: reads take ``compacted_by`` from here (``store/messages.py``).
    run_script(
        conn,
        """
        CREATE TABLE message_compacted (
            message_id  INTEGER PRIMARY KEY REFERENCES messages(id),
            summary_id  INTEGER NOT NULL REFERENCES messages(id)
        );
        CREATE INDEX message_compacted_by_summary ON message_compacted (summary_id);
        INSERT INTO message_compacted (message_id, summary_id)
            SELECT id, compacted_by FROM messages WHERE compacted_by IS NOT NULL;
        -- A mark is set once, to a summary of the row's own session.
        CREATE TRIGGER message_compacted_to_summary BEFORE INSERT ON message_compacted
        WHEN NOT EXISTS (SELECT 1 FROM messages s WHERE s.id = NEW.summary_id
                         AND s.role = 'summary' AND s.session_id =
                         (SELECT m.session_id FROM messages m WHERE m.id = NEW.message_id))
        BEGIN SELECT RAISE(ABORT, 'a row is compacted by a summary of its session'); END;
        CREATE TRIGGER message_compacted_no_update BEFORE UPDATE ON message_compacted
        BEGIN SELECT RAISE(ABORT, 'compacted marks are set once'); END;
        CREATE TRIGGER message_compacted_no_delete BEFORE DELETE ON message_compacted
        BEGIN SELECT RAISE(ABORT, 'compacted marks are set once'); END;
        CREATE TRIGGER messages_compacted_by_moved BEFORE UPDATE OF compacted_by ON messages
        BEGIN SELECT RAISE(ABORT, 'compacted marks live in message_compacted'); END;
        """,
    )


HISTORY_AUTOMERGE = 16
"""FTS5 ``automerge`` of ``history_fts`` from migration 11 (FTS5's default is 4)."""


def m0011_history_index_merges_less(conn: sqlite3.Connection) -> None:
    # Most of what indexing costs an append is FTS5 merging its segments: every commit writes a
    # small segment, and with the default ``automerge`` 4 a level's segments are merged as soon
    # as 4 are there, so a row is rewritten once per level. Merging 16 at a time rewrites each
    # row about half as often (docs/history.md has the measurements: appends and queries on an
    # index built by appends). Only the index's layout changes: the same rows, words and bm25
    # statistics, so every search returns the same hits and scores. A setting of the SQLite
    # index only; PostgreSQL's search index is a GIN index with its own pending list.
    conn.execute(
        "INSERT INTO history_fts (history_fts, rank) VALUES ('automerge', ?)",
        (HISTORY_AUTOMERGE,),
    )


HISTORY_CRISISMERGE = 64
"""FTS5 ``crisismerge`` of ``history_fts`` from migration 12 (FTS5's default is 16): how many
segments a level may hold before a write merges them itself."""

HISTORY_MERGE = "INSERT INTO history_fts (history_fts, rank) VALUES ('merge', ?)"
"""One bounded step of FTS5 merge work (``?``: pages to write); merges only a level holding
``usermerge`` (FTS5's default, 4) segments or more, or one already being merged."""


def m0012_history_index_merges_when_idle(conn: sqlite3.Connection) -> None:
    # An append no longer merges the index's segments: it writes its own small segment and
    # nothing else (``automerge`` 0). The merging (what made most of an indexed append's cost:
    # docs/history.md) runs in bounded steps when the workspace has been idle for a moment
    # (``daemon/history/indexing.py`` since 13, FTS5's ``merge`` command: levels of 4
    # segments, the shape FTS5's default ``automerge`` keeps, so queries are as fast as before
    # migration 11). A level only merges within an append once it holds ``crisismerge``
    # segments: a long burst without a pause. Only the index's layout changes: the same rows,
    # words and bm25 statistics, so every search returns the same hits and scores at any point.
    # A setting of the SQLite index only; PostgreSQL's search index is a GIN index.
    conn.execute("INSERT INTO history_fts (history_fts, rank) VALUES ('automerge', 0)")
    conn.execute(
        "INSERT INTO history_fts (history_fts, rank) VALUES ('crisismerge', ?)",
        (HISTORY_CRISISMERGE,),
    )


def m0013_history_index_when_idle(conn: sqlite3.Connection) -> None:
    # The search index is derived data: it no longer shares the transaction that stores the rows.
    # ``message/append`` commits its rows alone (no ``index_appended`` since migration 13); the
    # rows above the mark are indexed later, in an idle moment of the workspace
    # (``daemon/history/indexing.py``: bounded transactions committed without an fsync, since a
    # power failure can only set the index and its mark back together), by an append itself
    # past ``store.history.BACKLOG_ROWS`` waiting rows (the oldest), and by every search
    # before it reads the index (the catch-up of migration 7, which never went away): a search
    # still finds every committed row, and a crash anywhere leaves the mark and the index in
    # step. A summary row waits with the others: the trigger of migration 9 would have indexed
    # the whole backlog inside the compaction's transaction. Rows above the mark are left as
    # they are here (the next idle moment or search indexes them).
    conn.execute("DROP TRIGGER history_index_summary")


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: m0001_sessions_runs_messages,
    2: m0002_internal_usage,
    3: m0003_compactions,
    4: m0004_long_term_memory,
    5: m0005_messages_by_seq,
    6: m0006_partial_compacted_index,
    7: m0007_history_search,
    8: m0008_workspace_limits,
    9: m0009_history_index_in_step,
    10: m0010_compaction_marks_apart,
    11: m0011_history_index_merges_less,
    12: m0012_history_index_merges_when_idle,
    13: m0013_history_index_when_idle,
}
"""Migration number -> step. Each step runs inside its own ``BEGIN IMMEDIATE`` transaction."""
