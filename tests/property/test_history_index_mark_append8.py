"""The search index's mark when appends no longer index their rows (migration 13,
``store/history.py``): after any sequence of appends (with tool calls; some rolled back), summary
rows, idle steps (``index_some``, any batch size, any budget), searches' catch-ups and merges,
the index holds exactly the stored rows at or below the mark, with the hits and bm25 scores of an
index built in one go from those rows; ``index_behind`` says whether rows wait above it; an idle
step moves the mark over the next rows in id order; a catch-up leaves none; and an append leaves
at most ``BACKLOG_ROWS`` above the mark (past that it indexes the oldest waiting rows itself)."""

from __future__ import annotations

import json
import sqlite3
import tempfile
from pathlib import Path
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import history as history_store
from tinyagent_memory.daemon.store import messages as store
from tinyagent_memory.daemon.store.migrations import HISTORY_TOOLS_TEXT
from tinyagent_memory.protocol.types import FunctionCall, Message, ToolCall

from tests.history_index_helpers import ranked

WORDS = ("alpha", "beta", "gamma", "delta", "parser", "needle")
BACKLOG = 7
"""``BACKLOG_ROWS`` for this test: small, so that appends reach it."""

TEXT = st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join)
MESSAGE = st.one_of(
    st.builds(lambda text: Message(role="user", content=text), TEXT),
    st.builds(
        lambda word: Message(
            role="assistant",
            tool_calls=[
                ToolCall(
                    id="c", function=FunctionCall(name="grep", arguments=json.dumps({"q": word}))
                )
            ],
        ),
        st.sampled_from(WORDS),
    ),
)
STEP = st.one_of(
    st.tuples(
        st.just("append"), st.sampled_from(["s1", "s2"]), st.lists(MESSAGE, min_size=1, max_size=5)
    ),
    st.tuples(st.just("rolled back"), st.sampled_from(["s1", "s2"]), st.integers(1, 4)),
    st.tuples(st.just("summary"), st.sampled_from(["s1", "s2"]), TEXT),
    st.tuples(st.just("idle"), st.integers(1, 6), st.sampled_from([0.0, 1.0])),
    st.tuples(st.just("catch up")),
    st.tuples(st.just("merge")),
)


class Rollback(Exception):
    pass


def mark_top(conn: sqlite3.Connection) -> tuple[int, int]:
    mark, top = conn.execute(
        "SELECT indexed_upto, (SELECT COALESCE(MAX(id), 0) FROM messages) FROM history_index"
    ).fetchone()
    return int(mark), int(top)


def index_holds_the_rows_up_to_the_mark(conn: sqlite3.Connection) -> None:
    conn.execute(
        "CREATE VIRTUAL TABLE temp.fresh USING fts5(content, tools, content='',"
        " tokenize='unicode61')"
    )
    try:
        conn.execute(
            "INSERT INTO temp.fresh (rowid, content, tools) SELECT m.id, m.content,"
            f" {HISTORY_TOOLS_TEXT.format(row='m')} FROM messages AS m"
            " WHERE m.id <= (SELECT indexed_upto FROM history_index) ORDER BY m.id"
        )
        for word in (*WORDS, "grep", "summary"):
            assert ranked(conn, "history_fts", word) == ranked(conn, "fresh", word), word
    finally:
        conn.execute("DROP TABLE temp.fresh")


@settings(max_examples=60, deadline=None)
@given(st.lists(STEP, max_size=14))
def test_the_index_holds_exactly_the_rows_up_to_its_mark(steps: list[tuple[object, ...]]) -> None:
    with (
        tempfile.TemporaryDirectory() as folder,
        patch.object(history_store, "BACKLOG_ROWS", BACKLOG),
    ):
        conn = db.connect(Path(folder) / "state.db")
        runs: dict[str, str] = {}
        with db.atomic(conn):
            for sid in ("s1", "s2"):
                store.create_session(conn, sid)
                runs[sid] = store.start_run(conn, sid)
        for step in steps:
            before = mark_top(conn)
            match step:
                case ("append", str(sid), list(msgs)):
                    with db.atomic(conn):
                        ids = store.append_messages(conn, sid, runs[sid], msgs, [1] * len(msgs))
                        indexed = history_store.index_backlog(conn, ids[-1])
                    mark, top = mark_top(conn)
                    assert top == ids[-1] == before[1] + len(msgs)
                    # Past the backlog the oldest waiting rows are indexed, so that no more
                    # than BACKLOG wait: about as many as the append stored.
                    assert indexed == (top - before[0] > BACKLOG)
                    assert mark == max(before[0], top - BACKLOG)
                case ("rolled back", str(sid), int(count)):
                    try:
                        with db.atomic(conn):
                            msgs = [Message(role="user", content="alpha lost")] * count
                            store.append_messages(conn, sid, runs[sid], msgs, [1] * count)
                            raise Rollback
                    except Rollback:
                        pass
                    assert mark_top(conn) == before
                case ("summary", str(sid), str(text)):
                    with db.atomic(conn):  # as a compaction stores it: no index step
                        conn.execute(
                            "INSERT INTO messages (session_id, seq, role, content, tokens)"
                            " VALUES (?, ?, 'summary', ?, 1)",
                            (sid, store.next_seq(conn, sid), f"summary {text}"),
                        )
                    assert mark_top(conn) == (before[0], before[1] + 1)
                case ("idle", int(rows), float(budget)):
                    with db.atomic(conn, derived=True):
                        more = history_store.index_some(conn, rows, budget)
                    mark, top = mark_top(conn)
                    # The next rows in id order (ids are dense): one batch at least, whole
                    # batches, all of them with a budget to spare.
                    assert top == before[1] and more == (mark < top)
                    if budget > 0:
                        assert mark == top
                    else:
                        assert mark == min(before[0] + rows, top)
                case ("catch up",):
                    with db.atomic(conn, derived=True):
                        history_store.catch_up(conn)
                    assert mark_top(conn) == (before[1], before[1])
                case ("merge",):
                    with db.atomic(conn, derived=True):
                        history_store.merge_some(conn, 16, 0.0)
                    assert mark_top(conn) == before
                case _:
                    raise AssertionError(step)
            mark, top = mark_top(conn)
            assert history_store.index_behind(conn) == (mark < top)
            index_holds_the_rows_up_to_the_mark(conn)
        conn.execute("INSERT INTO history_fts (history_fts) VALUES ('integrity-check')")
        # Whatever the sequence, the synchronous level is the connection's own afterwards.
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2
        conn.close()
