"""Two daemon processes writing to one workspace at once lose nothing."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from . import store_helpers as storecheck

pytestmark = pytest.mark.usefixtures("store")

BATCHES = 40


async def append_many(client: DaemonClient, workspace: Path, label: str) -> tuple[str, list[int]]:
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    ids: list[int] = []

    async def one(i: int) -> list[int]:
        msgs = [
            {"role": "user", "content": f"{label} batch {i} question"},
            {"role": "assistant", "content": f"{label} batch {i} answer"},
        ]
        result = await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": msgs}
        )
        return list(result["message_ids"])

    # Many requests in flight at once on each connection, two processes at once.
    for batch in await asyncio.gather(*(one(i) for i in range(BATCHES))):
        ids.extend(batch)
    await client.request(m.RUN_FINISH, {"session_id": sid, "run_id": run, "status": "succeeded"})
    return sid, ids


async def test_two_daemons_append_concurrently(spawn: Spawn, workspace: Path) -> None:
    a, b = await spawn({}), await spawn({})
    (sid_a, ids_a), (sid_b, ids_b) = await asyncio.gather(
        append_many(a, workspace, "A"), append_many(b, workspace, "B")
    )
    assert len(set(ids_a) | set(ids_b)) == 4 * BATCHES

    for sid, label in ((sid_a, "A"), (sid_b, "B")):
        built = await a.request(m.SESSION_OPEN, {"workspace": str(workspace), "session_id": sid})
        assert built["resumed"] is True
        context = await a.request(m.CONTEXT_BUILD, {"session_id": sid})
        contents = [msg["content"] for msg in context["messages"]]
        assert len(contents) == 2 * BATCHES
        # Each batch stays contiguous and in question/answer order.
        for q, ans in zip(contents[::2], contents[1::2], strict=True):
            assert q.startswith(f"{label} batch ") and q.endswith("question")
            assert ans == q.replace("question", "answer")
        assert sorted(contents[::2]) == sorted(
            f"{label} batch {i} question" for i in range(BATCHES)
        )

    assert storecheck.integrity(workspace) == "ok"
    dupes = storecheck.rows(
        workspace,
        "SELECT session_id, seq, COUNT(*) FROM messages"
        " GROUP BY session_id, seq HAVING COUNT(*) > 1",
    )
    assert dupes == []
    assert storecheck.rows(workspace, "SELECT COUNT(*) FROM messages") == [(4 * BATCHES,)]


async def test_same_session_from_two_daemons_keeps_one_active_run(
    spawn: Spawn, workspace: Path
) -> None:
    a, b = await spawn({}), await spawn({})
    sid = (await a.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    await b.request(m.SESSION_OPEN, {"workspace": str(workspace), "session_id": sid})
    results = await asyncio.gather(
        a.request(m.RUN_START, {"session_id": sid}),
        b.request(m.RUN_START, {"session_id": sid}),
        return_exceptions=True,
    )
    started = [r for r in results if isinstance(r, dict)]
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(started) == 1 and len(refused) == 1
    assert getattr(refused[0], "kind", None) == "run_not_active"


async def test_a_cached_context_sees_another_daemons_writes(spawn: Spawn, workspace: Path) -> None:
    """context/build reuses its view while the store is unchanged, and only then."""
    a, b = await spawn({}), await spawn({})
    sid = (await a.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await a.request(m.RUN_START, {"session_id": sid}))["run_id"]
    first = [{"role": "user", "content": "from daemon A"}]
    await a.request(m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": first})
    await a.request(m.RUN_FINISH, {"session_id": sid, "run_id": run, "status": "succeeded"})
    built = await a.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert built["messages"] == first
    assert await a.request(m.CONTEXT_BUILD, {"session_id": sid}) == built  # from the cache

    await b.request(m.SESSION_OPEN, {"workspace": str(workspace), "session_id": sid})
    run_b = (await b.request(m.RUN_START, {"session_id": sid}))["run_id"]
    second = [{"role": "assistant", "content": "from daemon B"}]
    await b.request(m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_b, "messages": second})

    again = await a.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert again["messages"] == first + second
    assert again["tokens"] > built["tokens"]
