"""The search index off the append's transaction (migration 13, ``daemon/history/indexing.py``),
driven over stdio: ``message/append`` commits its rows alone and the index follows in an idle
moment, yet a search right after an append finds its rows (the search indexes what is above the
mark first), and rows a SIGKILLed daemon left above the mark are found by the next daemon's
search, or indexed by it when idle, with no search at all."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from ..history_index_helpers import against_fresh, index_check, mark_and_top

QUERIES = ["zebra*", "needle*", "grep", '"turn 2"']

IDLE_LATER = """
from tinyagent_memory.daemon.history import indexing

indexing.IDLE_SECONDS = 600.0
"""
"""A ``sitecustomize``: the daemon's idle moment for the index comes after ten minutes, so a kill
right after the replies always lands before it (the one change; the append is the real one)."""


def turn(n: int) -> list[dict[str, Any]]:
    """A user message, a tool call and its result, each with words of turn ``n`` only."""
    return [
        {"role": "user", "content": f"turn {n}: where is zebra{n}quux defined?"},
        {
            "role": "assistant",
            "tool_calls": [
                {
                    "id": f"c{n}",
                    "function": {"name": "grep", "arguments": f'{{"pattern": "needle{n}"}}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": f"c{n}", "name": "grep", "content": f"zfile{n} line 3"},
    ]


async def appended_turns(client: DaemonClient, workspace: Path, turns: int) -> list[list[int]]:
    """A Session with one Run; each turn's message ids, in order."""
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    out: list[list[int]] = []
    for n in range(turns):
        reply = await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": turn(n)}
        )
        out.append(reply["message_ids"])
    return out


async def found(client: DaemonClient, workspace: Path, query: str, **more: Any) -> list[int]:
    reply = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": query, "limit": 100, **more}
    )
    return sorted(h["message_id"] for h in reply["hits"])


def sitecustomize(tmp_path: Path, source: str) -> dict[str, str]:
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(source)
    return {"PYTHONPATH": str(folder)}


@pytest.mark.usefixtures("store")
async def test_a_search_right_after_an_append_finds_it(spawn: Spawn, workspace: Path) -> None:
    """Each search follows its append at once (no idle moment between): the turn's user message
    by its words, the tool call by its arguments, filtered by Session and role too; on SQLite
    (index caught up by the search) and PostgreSQL (an index in step with its rows)."""
    client = await spawn({})
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    for n in range(4):
        reply = await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": turn(n)}
        )
        user, call, result = reply["message_ids"]
        assert await found(client, workspace, f"zebra{n}quux") == [user]
        assert await found(client, workspace, f"needle{n}", session_id=sid) == [call]
        assert await found(client, workspace, f"zfile{n}", role="tool") == [result]
    assert len(await found(client, workspace, "grep")) == 8  # 4 calls and 4 results


async def test_rows_a_killed_daemon_left_above_the_mark_are_found(
    spawn: Spawn, workspace: Path, tmp_path: Path
) -> None:
    """SIGKILL after the appends' replies and before the idle moment: the rows are stored (their
    commit was fsynced before the reply), the index holds none of them (a fresh store: the mark
    at 0) and is intact; a new daemon's first search indexes them and finds every one."""
    client = await spawn({}, env=sitecustomize(tmp_path, IDLE_LATER))
    ids = await appended_turns(client, workspace, 3)
    await client.kill()
    assert client.proc.returncode == -9
    path = workspace / ".tinyagent" / "state.db"
    assert mark_and_top(path) == (0, ids[-1][-1])
    ours, fresh = against_fresh(path, QUERIES, upto_mark=True)
    assert ours == fresh and not any(ours.values())
    index_check(path)
    again = await spawn({})
    assert await found(again, workspace, "zebra*") == [t[0] for t in ids]
    assert await found(again, workspace, "needle*") == [t[1] for t in ids]
    assert mark_and_top(path) == (ids[-1][-1], ids[-1][-1])
    ours, fresh = against_fresh(path, QUERIES)
    assert ours == fresh
    index_check(path)


async def test_a_daemon_indexes_what_a_killed_one_left_when_idle(
    spawn: Spawn, workspace: Path, tmp_path: Path
) -> None:
    """The same kill; the next daemon opens the workspace (``session/open``) and, with no search
    and no append, indexes the rows above the mark in its first idle moment."""
    client = await spawn({}, env=sitecustomize(tmp_path, IDLE_LATER))
    ids = await appended_turns(client, workspace, 3)
    await client.kill()
    path = workspace / ".tinyagent" / "state.db"
    top = ids[-1][-1]
    assert mark_and_top(path) == (0, top)
    again = await spawn({})
    await again.request(m.SESSION_OPEN, {"workspace": str(workspace)})
    for _ in range(200):  # the idle delay (0.25 s), then one step
        if mark_and_top(path)[0] == top:
            break
        await asyncio.sleep(0.05)
    assert mark_and_top(path) == (top, top)
    ours, fresh = against_fresh(path, QUERIES)
    assert ours == fresh and len(ours["zebra*"]) == 3
    index_check(path)
