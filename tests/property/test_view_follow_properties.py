"""The context view follows a Session's own writes without reading them back
(``context/cache.py``'s ``SessionCache.follow``, ``view.followed``): after any sequence of Runs
started, appends (with tool calls), Runs ended with or without usage and builds, the followed
view answers every lookup like a fresh ``load_view`` (rows, reductions, active Run, usage basis,
the status of every row's Run), equals it in every field while it followed every write since the
Session was created, and the cache keeps it under the store's key (a build afterwards reads
nothing). A write the view did not follow (another connection's, or one made
while the view was keyed elsewhere) makes it stop following: it is then never taken as current.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import example, given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.app import (
    Change,
    Created,
    RowsAppended,
    RunFinished,
    RunStarted,
    Written,
)
from tinyagent_memory.daemon.context.cache import SessionCache
from tinyagent_memory.daemon.context.view import extend_view, load_view
from tinyagent_memory.daemon.store import compactions as cstore
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import messages as mstore
from tinyagent_memory.daemon.store.conn import local_key, local_key_after, store_key
from tinyagent_memory.protocol.types import FunctionCall, Message, ToolCall, Usage

from tests.property.test_view_extend_properties import same_view

MESSAGE = st.one_of(
    st.builds(lambda text: Message(role="user", content=text), st.text(max_size=12)),
    st.builds(
        lambda text, name: Message(
            role="assistant",
            content=text or None,
            tool_calls=[ToolCall(id=f"c-{name}", function=FunctionCall(name, '{"a": 1}'))],
        ),
        st.text(max_size=8),
        st.sampled_from(["read", "bash", "edit"]),
    ),
    st.builds(
        lambda text: Message(role="tool", content=text, tool_call_id="c-read", name="read"),
        st.text(max_size=12),
    ),
)
STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("start"), st.just(None)),
        st.tuples(st.just("append"), st.lists(MESSAGE, min_size=1, max_size=4)),
        st.tuples(
            st.sampled_from(["succeeded", "failed", "cancelled"]),
            st.one_of(st.none(), st.integers(min_value=0, max_value=5000)),
        ),
        st.tuples(st.just("elsewhere"), st.just(None)),
        st.tuples(st.just("build"), st.just(None)),
    ),
    max_size=30,
)


@settings(max_examples=80, deadline=None)
@given(steps=STEPS)
# A view brought up to date by a build lists no status for a Run without rows yet; the rows
# then appended to it (followed) still answer their Run's status.
@example(
    steps=[
        ("elsewhere", None),
        ("start", None),
        ("build", None),
        ("append", [Message(role="user", content="x")]),
    ]
)
def test_the_followed_view_is_the_store(steps: list[tuple[str, object]]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "state.db"
        conn = db.connect(path)
        other = db.connect(path)  # another process's writes to the same store
        try:
            cache = SessionCache()

            def follow(change: Change, before: object, after: object) -> None:
                assert isinstance(before, tuple) and isinstance(after, tuple)
                cache.follow(Written(conn, before, after, change))

            with db.atomic(conn):
                before = local_key(conn)
                mstore.create_session(conn, "s")
                after = local_key_after(conn, before)
            follow(Created(), before, after)
            assert cache.current
            run: str | None = None
            loaded = False
            for i, (kind, arg) in enumerate(steps):
                if kind == "start" and run is None:
                    with db.atomic(conn):
                        before = local_key(conn)
                        run = mstore.start_run(conn, "s")
                        after = local_key_after(conn, before)
                    follow(RunStarted(run), before, after)
                elif kind == "append" and run is not None:
                    assert isinstance(arg, list)
                    messages: list[Message] = arg
                    tokens = [3 + k for k in range(len(messages))]
                    with db.atomic(conn):
                        before = local_key(conn)
                        first = mstore.next_seq(conn, "s")
                        ids = mstore.insert_messages(conn, "s", run, messages, tokens, first)
                        after = local_key_after(conn, before)
                    rows = mstore.appended_rows("s", run, first, ids, messages, tokens)
                    follow(RowsAppended(rows), before, after)
                elif kind in ("succeeded", "failed", "cancelled") and run is not None:
                    usage = None if arg is None else Usage(prompt_tokens=int(str(arg)))
                    with db.atomic(conn):
                        before = local_key(conn)
                        mstore.finish_run(conn, run, kind, usage)  # pyright: ignore[reportArgumentType]
                        known = usage is not None
                        basis = cstore.usage_basis(conn, "s") if known else None
                        after = local_key_after(conn, before)
                    follow(RunFinished(run, kind, basis, known), before, after)
                    run = None
                elif kind == "elsewhere":
                    # A Session created by another connection: the view (keyed before it) no
                    # longer follows until it is read again.
                    with db.atomic(other):
                        mstore.create_session(other, f"o{i}")
                    if cache.view is not None:
                        follow(RunStarted("never-applied"), store_key(conn), store_key(conn))
                        assert not cache.current
                elif kind == "build":
                    loaded = loaded or not cache.current
                    view = cache.load(
                        conn, lambda c: load_view(c, "s"), lambda c, v: extend_view(c, "s", v)
                    )
                    same_view(view, load_view(conn, "s"))
                if cache.current:
                    # Current: the whole store, under the key a build compares.
                    assert cache.view is not None
                    fresh = load_view(conn, "s")
                    same_view(cache.view, fresh)
                    if not loaded:
                        assert cache.view == fresh  # followed since the Session was created
                    assert cache.key == store_key(conn)
                    assert cache.keyed_on is conn
        finally:
            conn.close()
            other.close()
