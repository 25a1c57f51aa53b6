"""Benchmark: ``bench_append``'s 100-message turns, paired turn by turn instead of pass by pass.

Run with ``python -m pytest tests/bench/bench_append_by_turn_append8.py -m bench -s``. Each turn
of the issue-12 conversation is done by the in-process floor (count, one transaction) and by the
spawned daemon (``run/start``, ``message/append``, ``run/finish``), one right after the other, the
order rotating every turn; with ``APPEND_BENCH_OTHER_PYTHON`` another checkout's daemon takes its
turn too (same-run A/B). Ten turns per block, each block on a fresh store, workspace and Session
(as ``bench_append``'s passes: 1,000 messages), then an untimed pause of ``SETTLE_SECONDS`` for
the daemons' idle work. ``APPEND_TURN_BLOCKS`` blocks (default 12) after one block of warm-up.

Printed: the median per-turn time of each, and the median of the per-turn ratios floor / daemon
(the goal's ratio: >= 0.5). On a shared machine whose load swings within seconds, pairs a few
milliseconds apart resolve a difference that passes a second apart do not (docs/performance.md,
"append8").
"""

from __future__ import annotations

import asyncio
import os
import statistics
import time
from pathlib import Path

import msgspec
import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import messages as store
from tinyagent_memory.daemon.tokens import TokenCounter
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import Message

from .bench_append import OTHER_PYTHON, SETTLE_SECONDS, daemons, turns

BLOCKS = int(os.environ.get("APPEND_TURN_BLOCKS", "12"))
SIZE = 100


async def blocks(
    tmp: Path, counter: TokenCounter, clients: dict[str, DaemonClient]
) -> dict[str, list[float]]:
    """Per name (``floor`` and each daemon) its turns' seconds, paired by index."""
    batches = turns(SIZE)
    typed = [msgspec.convert(t, list[Message]) for t in batches]
    out: dict[str, list[float]] = {"floor": [], **{name: [] for name in clients}}
    for block in range(BLOCKS + 1):
        conn = db.connect(tmp / f"floor-{block}.db")
        with db.atomic(conn):
            store.create_session(conn, "s")
        sids: dict[str, str] = {}
        for name, client in clients.items():
            ws = tmp / f"{name}-{block}"
            ws.mkdir()
            opened = await client.request(m.SESSION_OPEN, {"workspace": str(ws)})
            sids[name] = opened["session_id"]
        names = ["floor", *clients]
        for k, (batch, messages) in enumerate(zip(batches, typed, strict=True)):
            took: dict[str, float] = {}
            for name in names[k % len(names) :] + names[: k % len(names)]:
                start = time.perf_counter()
                if name == "floor":
                    tokens = counter.messages(messages)
                    with db.atomic(conn):
                        run = store.start_run(conn, "s")
                        store.append_messages(conn, "s", run, messages, tokens)
                        store.finish_run(conn, run, "succeeded", None)
                else:
                    client, sid = clients[name], sids[name]
                    run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
                    await client.request(
                        m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": batch}
                    )
                    await client.request(
                        m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"}
                    )
                took[name] = time.perf_counter() - start
            if block > 0:  # the first block warms up (encoding, caches)
                for name, seconds in took.items():
                    out[name].append(seconds)
        conn.close()
        for name, client in clients.items():
            await client.request(m.SESSION_CLOSE, {"session_id": sids[name]})
        await asyncio.sleep(SETTLE_SECONDS)
    return out


async def spawned(tmp: Path, counter: TokenCounter) -> dict[str, list[float]]:
    async with daemons() as clients:
        return await blocks(tmp, counter, clients)


@pytest.mark.bench
@pytest.mark.timeout(900)
def test_bench_append_by_turn(tmp_path: Path) -> None:
    counter = TokenCounter()
    counter.text("warm up")
    before = os.getloadavg()[0]
    seconds = asyncio.run(spawned(tmp_path, counter))
    floor = seconds["floor"]
    print(
        f"\n[bench] {SIZE}-message turns paired turn by turn, {len(floor)} each (load"
        f" {before:.1f}-{os.getloadavg()[0]:.1f}): floor {statistics.median(floor) * 1000:.2f} ms"
    )
    for name, taken in seconds.items():
        if name == "floor":
            continue
        label = "daemon" if name == "daemon" else f"other daemon ({OTHER_PYTHON})"
        ratio = statistics.median(f / d for f, d in zip(floor, taken, strict=True))
        print(
            f"[bench]   {label}: {statistics.median(taken) * 1000:.2f} ms a turn, median of the"
            f" per-turn ratios floor / daemon {ratio:.3f} (target >= 0.5)"
        )
    if "other" in seconds:
        diff = statistics.median(
            (a - b) * 1000 for a, b in zip(seconds["daemon"], seconds["other"], strict=True)
        )
        print(f"[bench]   daemon - other daemon, median per turn: {diff:+.2f} ms")
