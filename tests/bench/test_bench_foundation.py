"""Foundation benchmarks: figures and ratios against floors measured in the same run.

Run on demand: ``python -m pytest tests/bench -m bench -s``. Nothing here asserts a time.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import messages as store
from tinyagent_memory.daemon.tokens import TokenCounter
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import Message

from ..conftest import Spawn

pytestmark = pytest.mark.bench

BATCH = 100


def make_messages(n: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i in range(n):
        if i % 2 == 0:
            text = f"Step {i}: please look at src/module_{i}.py and explain the function."
            out.append({"role": "user", "content": text})
        else:
            text = f"In module {i} the function parses the config, validates fields. " * 3
            out.append({"role": "assistant", "content": text})
    return out


def report(name: str, ours: float, floor: float, unit: str, better: str) -> None:
    print(
        f"\n[bench] {name}: daemon {ours:,.1f} {unit}, floor {floor:,.1f} {unit},"
        f" ratio {ours / floor:.2f} ({better})"
    )


async def test_append_throughput(spawn: Spawn, tmp_path: Path) -> None:
    total = 4000
    msgs = make_messages(total)
    # Floor: count with tiktoken and insert directly into SQLite in one transaction.
    counter = TokenCounter()
    counter.text("warm up")  # the encoding loads lazily; not part of the floor
    typed = msgspec.convert(msgs, list[Message])
    conn = db.connect(tmp_path / "floor.db")
    start = time.perf_counter()
    tokens = counter.messages(typed)
    with db.atomic(conn):
        store.create_session(conn, "s")
        run = store.start_run(conn, "s")
        store.append_messages(conn, "s", run, typed, tokens)
    floor = total / (time.perf_counter() - start)
    conn.close()

    ws = tmp_path / "ws"
    ws.mkdir()
    client = await spawn({})
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(ws)}))["session_id"]
    rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    await client.request(m.MESSAGE_APPEND, {"session_id": sid, "run_id": rid, "messages": msgs[:2]})
    start = time.perf_counter()
    for i in range(0, total, BATCH):
        await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": rid, "messages": msgs[i : i + BATCH]}
        )
    ours = total / (time.perf_counter() - start)
    report(f"message/append throughput (batches of {BATCH})", ours, floor, "msg/s", "target >= 0.5")


async def test_build_10k(spawn: Spawn, tmp_path: Path) -> None:
    total = 10_000
    msgs = make_messages(total)
    ws = tmp_path / "ws"
    ws.mkdir()
    client = await spawn({"window_tokens": 10_000_000})
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(ws)}))["session_id"]
    rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    for i in range(0, total, 500):
        await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": rid, "messages": msgs[i : i + 500]}
        )
    await client.request(m.RUN_FINISH, {"session_id": sid, "run_id": rid, "status": "succeeded"})
    await client.request(m.CONTEXT_BUILD, {"session_id": sid})  # warm-up
    rounds = 5
    start = time.perf_counter()
    for _ in range(rounds):
        built = await client.request(m.CONTEXT_BUILD, {"session_id": sid}, timeout=120)
    ours = (time.perf_counter() - start) / rounds * 1000
    assert len(built["messages"]) == total
    typed = msgspec.convert(msgs, list[Message])
    start = time.perf_counter()
    for _ in range(rounds):
        msgspec.json.encode(typed)
    floor = (time.perf_counter() - start) / rounds * 1000
    report("context/build of 10,000 messages", ours, floor, "ms", "target <= 3")


async def test_round_trip(spawn: Spawn, tmp_path: Path) -> None:
    rounds = 500
    echo = await DaemonClient.spawn(
        command=[sys.executable, str(Path(__file__).with_name("echo_server.py"))]
    )
    await echo.request("ping", {})
    start = time.perf_counter()
    for _ in range(rounds):
        await echo.request("ping", {})
    floor = (time.perf_counter() - start) / rounds * 1e6
    await echo.notify(m.EXIT, None)
    await echo.wait_exit()

    client = await spawn({})
    await client.request(m.USAGE_INTERNAL, {})
    start = time.perf_counter()
    for _ in range(rounds):
        await client.request(m.USAGE_INTERNAL, {})
    ours = (time.perf_counter() - start) / rounds * 1e6
    report("trivial request round trip", ours, floor, "us", "lower is better")
