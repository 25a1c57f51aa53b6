"""Two daemon processes curating the same workspace at once: no lost event, no lost revision,
one linear history."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .memory_helpers import (
    add,
    assert_consistent,
    db_rows,
    history,
    open_session,
    read_memory,
    run_ops,
)

# Every test here runs on both stores: SQLite and PostgreSQL.
pytestmark = pytest.mark.usefixtures("store")

RUNS = 6


async def agent(client: DaemonClient, workspace: Path, name: str) -> list[str]:
    sid = await open_session(client, workspace)
    facts: list[str] = []
    for i in range(RUNS):
        fact = f"Daemon {name} learned fact {i}."
        _, _, added = await run_ops(client, sid, [add(fact)])
        assert added == 1
        facts.append(fact)
    await client.request(m.SESSION_CLOSE, {"session_id": sid})
    return facts


async def test_two_daemons_curate_one_workspace(spawn: Spawn, workspace: Path) -> None:
    options = {"curator": "direct", "curation_threshold": 1}
    a, b = await asyncio.gather(spawn(options), spawn(options))
    facts_a, facts_b = await asyncio.gather(agent(a, workspace, "A"), agent(b, workspace, "B"))
    # Flush whatever a background job left pending (a sync waits for the daemon's running job).
    for client in (a, b):
        synced = await client.request(m.MEMORY_SYNC, {"workspace": str(workspace)})
        assert synced["auto_curation"] is True

    entries = read_memory(workspace).rstrip("\n").split("\n§\n")
    assert sorted(entries) == sorted(facts_a + facts_b)  # no lost event, no duplicate
    assert db_rows(workspace, "SELECT COUNT(*), MAX(id) FROM memory_events") == [(12, 12)]
    revs = await history(a, workspace)
    committed_ids = sorted(r["revision"] for r in revs if r["state"] == "committed")
    assert next(r["event_cursor"] for r in revs if r["state"] == "committed") == 12
    assert revs[0]["state"] == "committed"
    assert_consistent(workspace)  # one linear history, cursor of the last revision, integrity

    # Every commit either daemon announced is in the shared history (no lost revision), and
    # every committed revision was announced by exactly one of them.
    announced = [
        params["revision"]
        for client in (a, b)
        for name, params in client.notifications
        if name == m.MEMORY_COMMITTED
    ]
    assert sorted(announced) == committed_ids
    st_a = await a.request(m.MEMORY_STATUS, {"workspace": str(workspace)})
    st_b = await b.request(m.MEMORY_STATUS, {"workspace": str(workspace)})
    assert st_a == st_b | {"last_job": st_a["last_job"], "job_running": False}
    assert (st_a["pending_events"], st_a["drift"], st_a["event_cursor"]) == (0, False, 12)
    jobs = db_rows(workspace, "SELECT status, COUNT(*) FROM curation_jobs GROUP BY status")
    print(f"\ntwo daemons: {len(committed_ids)} committed revisions, jobs {dict(jobs)}")
