"""Issue 13 item 25: what ``durability: "full"`` (``synchronous=FULL``) costs appends.

Run on demand: ``python -m pytest tests/bench/test_bench_durability.py -m bench -s``. Two daemons,
one per level, append the same messages to fresh workspaces (alternating, best of ``REPEATS`` each:
the machine is shared). Two shapes: one message per ``message/append`` (an agent acknowledging
each turn: one commit per message, the worst case for FULL) and batches of ``BATCH``. Prints the
rates and the ratio full / normal; asserts nothing about time.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .test_bench_foundation import BATCH, make_messages, warm_up

pytestmark = pytest.mark.bench

REPEATS = 5


async def append_rate(
    client: DaemonClient, ws: Path, msgs: list[dict[str, Any]], per_request: int
) -> float:
    ws.mkdir()
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(ws)}))["session_id"]
    rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    start = time.perf_counter()
    for i in range(0, len(msgs), per_request):
        await client.request(
            m.MESSAGE_APPEND,
            {"session_id": sid, "run_id": rid, "messages": msgs[i : i + per_request]},
        )
    rate = len(msgs) / (time.perf_counter() - start)
    await client.request(m.SESSION_CLOSE, {"session_id": sid})
    return rate


@pytest.mark.parametrize(("per_request", "total"), [(1, 400), (BATCH, 4000)])
async def test_durability_cost_of_appends(
    spawn: Spawn, tmp_path: Path, per_request: int, total: int
) -> None:
    msgs = make_messages(total)
    clients = {level: await spawn({"durability": level}) for level in ("normal", "full")}
    for level, client in clients.items():
        (tmp_path / level).mkdir()
        await warm_up(client, tmp_path / level)
    best = {"normal": 0.0, "full": 0.0}
    for attempt in range(REPEATS):
        for level, client in clients.items():
            ws = tmp_path / f"{level}-{per_request}-{attempt}"
            best[level] = max(best[level], await append_rate(client, ws, msgs, per_request))
    print(
        f"\n[bench] message/append, {per_request} message(s) per request, best of {REPEATS}:"
        f" normal {best['normal']:,.0f} msg/s, full {best['full']:,.0f} msg/s,"
        f" ratio full/normal {best['full'] / best['normal']:.2f}"
    )
