"""A search never misses a committed message, whoever stored it and whatever happened since:
over stdio, on SQLite (index filled off the append's transaction since migration 13: idle task,
catch-up before each search, backlog indexed by an append past 2,000 waiting rows) and on
PostgreSQL (a vector written by a trigger in the storing transaction).

The daemons here never reach an idle moment for the index (``IDLE_LATER``), so on SQLite every
hit below comes from the search's own catch-up or from an append's backlog step, never from the
idle task that would otherwise hide a gap.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.store.history import BACKLOG_ROWS
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from ..history_index_helpers import index_check, mark_and_top
from . import store_helpers as storecheck
from .test_history_index_later_append8 import IDLE_LATER, found, sitecustomize, turn

pytestmark = pytest.mark.usefixtures("store")

BATCH = 100
BATCHES = BACKLOG_ROWS // BATCH + 3
"""A burst of appends past the backlog bound: appends index the oldest rows themselves."""


async def shared_run(x: DaemonClient, y: DaemonClient, workspace: Path) -> tuple[str, str]:
    """One Session and Run, open in both daemons' connections."""
    sid = (await x.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await x.request(m.RUN_START, {"session_id": sid}))["run_id"]
    opened = await y.request(
        m.SESSION_OPEN, {"workspace": str(workspace), "session_id": sid, "resume": True}
    )
    assert opened == {"session_id": sid, "resumed": True}
    return sid, run


async def test_a_search_right_after_another_daemons_append_finds_it(
    spawn: Spawn, workspace: Path, tmp_path: Path
) -> None:
    """Two daemons on one workspace (an editor's and a runtime's): as soon as one acknowledges
    an append, a search from the other (which never saw the append) finds its rows; then the
    same with appends from both in flight at once, each searched from the other as its reply
    arrives."""
    env = sitecustomize(tmp_path, IDLE_LATER)
    x, y = await spawn({}, env=env), await spawn({}, env=env)
    sid, run = await shared_run(x, y, workspace)

    async def append(writer: DaemonClient, messages: list[dict[str, Any]]) -> list[int]:
        reply = await writer.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": messages}
        )
        return list(reply["message_ids"])

    for n in range(6):
        writer, other = (x, y) if n % 2 == 0 else (y, x)
        user, call, result = await append(writer, turn(n))
        assert await found(other, workspace, f"zebra{n}quux") == [user]
        assert await found(other, workspace, f"needle{n}", session_id=sid) == [call]
        assert await found(writer, workspace, f"zfile{n}", role="tool") == [result]

    async def append_then_search(n: int) -> tuple[list[int], list[int]]:
        writer, other = (x, y) if n % 2 == 0 else (y, x)
        ids = await append(writer, [{"role": "user", "content": f"pipelined word{n}marker"}])
        return ids, await found(other, workspace, f"word{n}marker")

    pairs = await asyncio.gather(*map(append_then_search, range(6, 30)))
    assert [hits for _, hits in pairs] == [ids for ids, _ in pairs]


async def test_acknowledged_appends_are_found_after_a_kill(
    spawn: Spawn, workspace: Path, tmp_path: Path
) -> None:
    """A burst of appends past ``BACKLOG_ROWS`` with no idle moment, SIGKILL right after the last
    reply: on SQLite the appends indexed all but the last ``BACKLOG_ROWS`` rows themselves; the
    next daemon's first searches find every acknowledged row, batch by batch."""
    client = await spawn({}, env=sitecustomize(tmp_path, IDLE_LATER))
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    acked: list[list[int]] = []
    for b in range(BATCHES):
        batch = [{"role": "user", "content": f"burst{b}tag row {i}"} for i in range(BATCH)]
        reply = await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": batch}
        )
        acked.append(reply["message_ids"])
    await client.kill()
    assert client.proc.returncode == -9
    top = acked[-1][-1]
    if not storecheck.on_postgres():
        path = workspace / ".tinyagent" / "state.db"
        assert mark_and_top(path) == (top - BACKLOG_ROWS, top)
        index_check(path)
    again = await spawn({})
    hits = [await found(again, workspace, f"burst{b}tag") for b in range(BATCHES)]
    assert hits == acked
