"""PostgreSQL backend against SQLite, measured in the same run through the real daemon.

Run on demand: ``python -m pytest tests/bench/bench_postgres.py -m bench -s`` (PostgreSQL over
the local unix socket of the throw-away test cluster, or ``$TINYAGENT_TEST_PG_URL``). Prints
each figure for both stores and the ratio PostgreSQL / SQLite; nothing here asserts a time.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .test_bench_foundation import make_messages

pytestmark = pytest.mark.bench

STORES = ("sqlite", "postgresql")


def report(name: str, figures: dict[str, float], unit: str, better: str) -> None:
    sqlite, pg = figures["sqlite"], figures["postgresql"]
    print(
        f"\n[bench] {name}: sqlite {sqlite:,.2f} {unit}, postgresql {pg:,.2f} {unit},"
        f" ratio pg/sqlite {pg / sqlite:.2f} ({better} is better)"
    )


async def daemons(spawn: Spawn, pg_url: str, **extra: Any) -> dict[str, DaemonClient]:
    return {
        "sqlite": await spawn({"store": "sqlite", **extra}),
        "postgresql": await spawn({"store": pg_url, **extra}),
    }


async def new_run(client: DaemonClient, ws: Path) -> tuple[str, str]:
    ws.mkdir(parents=True, exist_ok=True)
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(ws)}))["session_id"]
    rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    return sid, rid


async def append_all(
    client: DaemonClient, sid: str, rid: str, msgs: list[dict[str, Any]], batch: int
) -> None:
    for i in range(0, len(msgs), batch):
        await client.request(
            m.MESSAGE_APPEND,
            {"session_id": sid, "run_id": rid, "messages": msgs[i : i + batch]},
        )


async def test_append(spawn: Spawn, pg_url: str, tmp_path: Path) -> None:
    """Best of ``repeats`` for each store: throughput in batches of 100, and one-message
    requests (the latency of one acknowledged write)."""
    clients = await daemons(spawn, pg_url)
    repeats = 3
    for batch, total in ((100, 3000), (1, 300)):
        msgs = make_messages(total)
        best: dict[str, float] = {}
        for attempt in range(repeats):
            for name in STORES:  # interleaved: both see the same machine load
                sid, rid = await new_run(clients[name], tmp_path / f"{name}-{batch}-{attempt}")
                start = time.perf_counter()
                await append_all(clients[name], sid, rid, msgs, batch)
                rate = total / (time.perf_counter() - start)
                best[name] = max(best.get(name, 0.0), rate)
        report(f"message/append, batches of {batch} (best of {repeats})", best, "msg/s", "higher")


async def test_context_build(spawn: Spawn, pg_url: str, tmp_path: Path) -> None:
    """``context/build`` of a 10,000-message Session (view cached: only the store's change key
    is read), and of a 2,000-message Session right after an append (view reloaded). The two
    stores take turns, round by round."""
    clients = await daemons(spawn, pg_url, window_tokens=10_000_000)
    big: dict[str, str] = {}
    small: dict[str, tuple[str, str]] = {}
    for name in STORES:
        client = clients[name]
        sid, rid = await new_run(client, tmp_path / f"{name}-10k")
        await append_all(client, sid, rid, make_messages(10_000), 500)
        await client.request(m.CONTEXT_BUILD, {"session_id": sid}, timeout=120)  # warm-up
        big[name] = sid
        sid, rid = await new_run(client, tmp_path / f"{name}-2k")
        await append_all(client, sid, rid, make_messages(2_000), 500)
        await client.request(m.CONTEXT_BUILD, {"session_id": sid})
        small[name] = (sid, rid)
    cached = dict.fromkeys(STORES, 0.0)
    reloaded = dict.fromkeys(STORES, 0.0)
    rounds = 20
    for i in range(rounds):
        for name in STORES:
            client = clients[name]
            start = time.perf_counter()
            built = await client.request(m.CONTEXT_BUILD, {"session_id": big[name]}, timeout=120)
            cached[name] += (time.perf_counter() - start) * 1000 / rounds
            assert len(built["messages"]) == 10_000
            sid, rid = small[name]
            one = [{"role": "user", "content": f"one more message {i}"}]
            await client.request(
                m.MESSAGE_APPEND, {"session_id": sid, "run_id": rid, "messages": one}
            )
            start = time.perf_counter()
            built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
            reloaded[name] += (time.perf_counter() - start) * 1000 / rounds
            assert len(built["messages"]) == 2_000 + i + 1
    report("context/build, 10,000 messages, view cached", cached, "ms", "lower")
    report("context/build, 2,000 messages after an append (view reloaded)", reloaded, "ms", "lower")
