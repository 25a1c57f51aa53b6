"""The search index's merging when a workspace is idle (migration 12, daemon/history/merging.py),
in-process against the real handlers and store: appends leave their segments unmerged, the
idle task merges them, and the hits and bm25 scores equal an index built in one go at every
point."""

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
from ..history_index_helpers import against_fresh, index_check, levels

QUERIES = ["mergeword*", '"row 3"', "turn7", "grep", "needle*", '"turn12 row"']
TURNS = 30


async def test_an_idle_workspace_merges_its_index(tmp_path: Path) -> None:
    app = App(Provider(None), InitializationOptions())
    router = wire_features(app)
    merges = app.service(IdleIndex)

    async def call(method: str, **params: Any) -> Any:
        return msgspec.to_builtins(await call_route(router, method, params))

    path = tmp_path / ".tinyagent" / "state.db"
    try:
        sid = (await call(m.SESSION_OPEN, workspace=str(tmp_path)))["session_id"]
        ws = app.sessions[sid].workspace
        run = (await call(m.RUN_START, session_id=sid))["run_id"]

        async def turn(n: int) -> None:
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
            await call(m.MESSAGE_APPEND, session_id=sid, run_id=run, messages=messages)

        for n in range(TURNS):
            await turn(n)
        ours, fresh = against_fresh(path, QUERIES)  # whatever is merged by now
        assert ours == fresh
        assert len(ours["mergeword*"]) == 4 * TURNS and len(ours["grep"]) == TURNS
        await merges.settled(ws)
        # Appends wrote a segment each (no merging within them: fewer than crisismerge); the
        # idle task merged levels of 4 segments or more, and finished what it started.
        assert TURNS < HISTORY_CRISISMERGE
        merged = levels(path)
        assert all(busy == 0 and len(segments) < 4 for busy, segments in merged), merged
        assert sum(len(segments) for _, segments in merged) < TURNS
        ours, fresh = against_fresh(path, QUERIES)
        assert ours == fresh
        index_check(path)
        # Rows appended while the task waits for the workspace to be idle are merged too.
        for n in range(TURNS, TURNS + 6):
            await turn(n)
        await merges.settled(ws)
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


async def test_no_merge_step_while_a_request_is_in_flight(tmp_path: Path) -> None:
    """Merging waits on the connection's idle signal (``App.activity``, as compaction's warm-up
    does): past the workspace's idle delay, with a request in flight, it merges nothing until the
    request has ended; then it merges as usual."""
    app = App(Provider(None), InitializationOptions())
    router = wire_features(app)
    merges = app.service(IdleIndex)
    in_flight = [True]
    merging_waits = asyncio.Event()
    request_ends = asyncio.Event()

    async def until_idle() -> None:
        task = asyncio.current_task()
        if task is not None and "_merge" in task.get_coro().__qualname__:  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportOptionalMemberAccess]
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
        # The merging task's idle delay passes; then it waits for the request to end (had it
        # merged instead, it would have finished first).
        waits = asyncio.ensure_future(merging_waits.wait())
        finished = asyncio.ensure_future(merges.settled(ws))
        await asyncio.wait([waits, finished], return_when=asyncio.FIRST_COMPLETED)
        assert merging_waits.is_set() and not finished.done()
        before = levels(path)
        assert sum(len(segments) for _, segments in before) == TURNS, before  # nothing merged
        in_flight[0] = False
        request_ends.set()
        await finished
        merged = levels(path)
        assert all(busy == 0 and len(segments) < 4 for busy, segments in merged), merged
        assert sum(len(segments) for _, segments in merged) < TURNS
        ours, fresh = against_fresh(path, QUERIES)
        assert ours == fresh
        assert len(ours["mergeword*"]) == 4 * TURNS
        index_check(path)
    finally:
        app.close()
