"""The search index's work when a workspace is idle (migrations 12-13, daemon/history/indexing.py),
in-process against the real handlers and store: appends leave their rows above the mark, a
search indexes them before it answers (a segment each), the idle task indexes what is left and
merges the segments, and the hits and bm25 scores equal an index built in one go from the rows
at or below the mark at every point."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import msgspec
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.history.indexing import IdleIndex
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.daemon.store.migrations import HISTORY_CRISISMERGE
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import InitializationOptions

from ..feature_helpers import call_route, wire_features
from ..history_index_helpers import against_fresh, index_check, levels, mark_and_top

QUERIES = ["mergeword*", '"row 3"', "turn7", "grep", "needle*", '"turn12 row"']
TURNS = 30


async def test_an_idle_workspace_indexes_and_merges_its_index(tmp_path: Path) -> None:
    app = App(Provider(None), InitializationOptions())
    router = wire_features(app)
    idle = app.service(IdleIndex)

    async def call(method: str, **params: Any) -> Any:
        return msgspec.to_builtins(await call_route(router, method, params))

    path = tmp_path / ".tinyagent" / "state.db"
    try:
        sid = (await call(m.SESSION_OPEN, workspace=str(tmp_path)))["session_id"]
        ws = app.sessions[sid].workspace
        run = (await call(m.RUN_START, session_id=sid))["run_id"]

        async def turn(n: int) -> list[int]:
            messages: list[dict[str, Any]] = [
                {"role": "user", "content": f"turn{n} row {k} mergeword{k}"} for k in range(4)
            ]
            messages.append(
                {
                    "role": "assistant",
                    "tool_calls": [
                        {
                            "id": f"c{n}",
                            "function": {"name": "grep", "arguments": f'{{"q": "needle{n}"}}'},
                        }
                    ],
                }
            )
            reply = await call(m.MESSAGE_APPEND, session_id=sid, run_id=run, messages=messages)
            return reply["message_ids"]

        for n in range(TURNS):
            ids = await turn(n)
            # A search right after the append finds its rows: it indexes what is above the
            # mark first (and so writes a segment of its own, as an append did before 13).
            found = await call(m.HISTORY_SEARCH, workspace=str(tmp_path), query=f"turn{n}")
            assert sorted(h["message_id"] for h in found["hits"]) == ids[:4]
            assert mark_and_top(path) == (ids[-1], ids[-1])
        ours, fresh = against_fresh(path, QUERIES)  # whatever is merged by now
        assert ours == fresh
        assert len(ours["mergeword*"]) == 4 * TURNS and len(ours["grep"]) == TURNS
        await idle.settled(ws)
        # The searches wrote a segment each (no merging within them: fewer than crisismerge);
        # the idle task merged levels of 4 segments or more, and finished what it started.
        assert TURNS < HISTORY_CRISISMERGE
        merged = levels(path)
        assert all(busy == 0 and len(segments) < 4 for busy, segments in merged), merged
        assert sum(len(segments) for _, segments in merged) < TURNS
        ours, fresh = against_fresh(path, QUERIES)
        assert ours == fresh
        index_check(path)
        # Rows appended without a search wait above the mark (the index holds exactly the rows
        # at or below it) until the idle task indexes them.
        for n in range(TURNS, TURNS + 6):
            await turn(n)
        mark, top = mark_and_top(path)
        assert mark < top
        ours, fresh = against_fresh(path, QUERIES, upto_mark=True)
        assert ours == fresh
        await idle.settled(ws)
        assert mark_and_top(path) == (top, top)
        merged = levels(path)
        assert all(busy == 0 and len(segments) < 4 for busy, segments in merged), merged
        ours, fresh = against_fresh(path, QUERIES)
        assert ours == fresh
        assert len(ours["mergeword*"]) == 4 * (TURNS + 6)
        index_check(path)
        found = await call(m.HISTORY_SEARCH, workspace=str(tmp_path), query='"turn33 row"')
        assert sorted(h["seq"] for h in found["hits"]) == [166, 167, 168, 169]
    finally:
        app.close()


async def test_no_index_step_while_a_request_is_in_flight(tmp_path: Path) -> None:
    """The idle task waits on the connection's idle signal (``App.activity``, as compaction's
    warm-up does): past the workspace's idle delay, with a request in flight, it indexes and
    merges nothing until the request has ended; then it indexes the rows and merges as usual."""
    app = App(Provider(None), InitializationOptions())
    router = wire_features(app)
    idle = app.service(IdleIndex)
    in_flight = [True]
    merging_waits = asyncio.Event()
    request_ends = asyncio.Event()

    async def until_idle() -> None:
        task = asyncio.current_task()
        if task is not None and "IdleIndex._run" in task.get_coro().__qualname__:  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportOptionalMemberAccess]
            merging_waits.set()
        await request_ends.wait()

    app.activity.connect(lambda: in_flight[0], lambda: False, until_idle)

    async def call(method: str, **params: Any) -> Any:
        return msgspec.to_builtins(await call_route(router, method, params))

    path = tmp_path / ".tinyagent" / "state.db"
    try:
        sid = (await call(m.SESSION_OPEN, workspace=str(tmp_path)))["session_id"]
        ws = app.sessions[sid].workspace
        run = (await call(m.RUN_START, session_id=sid))["run_id"]
        for n in range(TURNS):
            messages = [
                {"role": "user", "content": f"turn{n} row {k} mergeword{k}"} for k in range(4)
            ]
            await call(m.MESSAGE_APPEND, session_id=sid, run_id=run, messages=messages)
            # A search now and then: segments to merge (each search indexes the rows first).
            if n % 3 == 1:
                await call(m.HISTORY_SEARCH, workspace=str(tmp_path), query=f"turn{n}")
        # The task's idle delay passes; then it waits for the request to end (had it indexed
        # or merged instead, it would have finished first).
        waits = asyncio.ensure_future(merging_waits.wait())
        finished = asyncio.ensure_future(idle.settled(ws))
        await asyncio.wait([waits, finished], return_when=asyncio.FIRST_COMPLETED)
        assert merging_waits.is_set() and not finished.done()
        before = levels(path)
        searches = TURNS // 3
        assert sum(len(segments) for _, segments in before) == searches, before  # no merge
        mark, top = mark_and_top(path)
        assert (mark, top) == (4 * (TURNS - 1), 4 * TURNS)  # the last turn waits
        in_flight[0] = False
        request_ends.set()
        await finished
        assert mark_and_top(path) == (top, top)
        merged = levels(path)
        assert all(busy == 0 and len(segments) < 4 for busy, segments in merged), merged
        assert sum(len(segments) for _, segments in merged) < searches + 1
        ours, fresh = against_fresh(path, QUERIES)
        assert ours == fresh
        assert len(ours["mergeword*"]) == 4 * TURNS
        index_check(path)
    finally:
        app.close()
