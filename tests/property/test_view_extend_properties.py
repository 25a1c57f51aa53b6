"""``view.extend_view`` (the cached context view brought up to date with the rows appended since)
answers every lookup a view makes exactly as a fresh ``load_view``: the same rows, reductions,
active Run and usage basis, and the same status for the Run of every row (it reads only the
statuses of open Runs and of the new rows' Runs), over any sequence of Runs, appends and ends.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.context.view import ContextView, extend_view, load_view
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import messages as mstore
from tinyagent_memory.protocol.types import Message

STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("start"), st.just(0)),
        st.tuples(st.just("append"), st.integers(min_value=1, max_value=4)),
        st.tuples(st.sampled_from(["succeeded", "failed", "cancelled"]), st.just(0)),
        st.tuples(st.just("look"), st.just(0)),
    ),
    max_size=40,
)


def same_view(extended: ContextView, fresh: ContextView) -> None:
    assert extended.originals == fresh.originals
    assert extended.rows == fresh.rows
    assert extended.reductions == fresh.reductions
    assert extended.active_run_id == fresh.active_run_id
    assert extended.basis == fresh.basis
    assert extended.last_compaction == fresh.last_compaction
    for row in fresh.originals:
        run = row.run_id or ""
        assert extended.run_status.get(run) == fresh.run_status.get(run)
    assert extended.run_status.items() <= fresh.run_status.items()


@settings(max_examples=60, deadline=None)
@given(steps=STEPS)
def test_extended_view_answers_like_a_fresh_one(steps: list[tuple[str, int]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        conn = db.connect(Path(tmp) / "state.db")
        try:
            with db.atomic(conn):
                mstore.create_session(conn, "s")
            view = load_view(conn, "s")
            run: str | None = None
            for i, (kind, n) in enumerate(steps):
                with db.atomic(conn):
                    if kind == "start" and run is None:
                        run = mstore.start_run(conn, "s")
                    elif kind == "append" and run is not None:
                        msgs = [Message(role="user", content=f"m{i}-{k}") for k in range(n)]
                        mstore.append_messages(conn, "s", run, msgs, [5] * n)
                    elif kind in ("succeeded", "failed", "cancelled") and run is not None:
                        mstore.finish_run(conn, run, kind, None)
                        run = None
                if kind == "look":
                    extended = extend_view(conn, "s", view)
                    assert extended is not None  # no compaction happened
                    same_view(extended, load_view(conn, "s"))
                    view = extended
            extended = extend_view(conn, "s", view)
            assert extended is not None
            same_view(extended, load_view(conn, "s"))
        finally:
            conn.close()
