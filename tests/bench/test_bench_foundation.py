"""Foundation benchmarks: figures and ratios against floors measured in the same run.

Run on demand: ``python -m pytest tests/bench -m bench -s``. Nothing here asserts a time.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
import time
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.context import feature as build
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.daemon.sessions import feature as sessions
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import messages as store
from tinyagent_memory.daemon.tokens import TokenCounter
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import InitializationOptions, Message

from ..conftest import Spawn
from ..feature_helpers import call_route, wire_features

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
    """Best of ``REPEATS`` for both sides: the machine is shared, the best run is the signal."""
    total, repeats = 4000, 5
    msgs = make_messages(total)
    # Floor: count with tiktoken and insert directly into SQLite in one transaction.
    counter = TokenCounter()
    counter.text("warm up")  # the encoding loads lazily; not part of the floor
    typed = msgspec.convert(msgs, list[Message])
    floor = 0.0
    for attempt in range(repeats):
        conn = db.connect(tmp_path / f"floor{attempt}.db")
        start = time.perf_counter()
        tokens = counter.messages(typed)
        with db.atomic(conn):
            store.create_session(conn, "s")
            run = store.start_run(conn, "s")
            store.append_messages(conn, "s", run, typed, tokens)
        floor = max(floor, total / (time.perf_counter() - start))
        conn.close()

    client = await spawn({})
    await warm_up(client, tmp_path)
    ours = 0.0
    for attempt in range(repeats):
        ws = tmp_path / f"ws{attempt}"
        ws.mkdir()
        sid = (await client.request(m.SESSION_OPEN, {"workspace": str(ws)}))["session_id"]
        rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
        start = time.perf_counter()
        for i in range(0, total, BATCH):
            await client.request(
                m.MESSAGE_APPEND,
                {"session_id": sid, "run_id": rid, "messages": msgs[i : i + BATCH]},
            )
        ours = max(ours, total / (time.perf_counter() - start))
    report(
        f"message/append throughput (batches of {BATCH}, best of {repeats})",
        ours,
        floor,
        "msg/s",
        "target >= 0.5",
    )


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
    rounds = 10
    await client.request(m.CONTEXT_BUILD, {"session_id": sid})  # warm-up
    start = time.perf_counter()
    for _ in range(rounds):
        built = await client.request(m.CONTEXT_BUILD, {"session_id": sid}, timeout=120)
    ours = (time.perf_counter() - start) / rounds * 1000
    assert len(built["messages"]) == total

    # The same round trip without the client's JSON decoding: request out, response bytes in.
    assert client.proc.stdin is not None and client.proc.stdout is not None
    raw_rounds, raw_total = 10, 0.0
    client._reader.cancel()  # take over the daemon's stdout for raw reads
    with contextlib.suppress(asyncio.CancelledError):
        await client._reader
    body = msgspec.json.encode(
        {"jsonrpc": "2.0", "id": "raw", "method": m.CONTEXT_BUILD, "params": {"session_id": sid}}
    )
    for _ in range(raw_rounds):
        start = time.perf_counter()
        client.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        while True:
            header = await client.proc.stdout.readuntil(b"\r\n\r\n")
            length = int(header.split(b":")[1].split(b"\r\n")[0])
            frame = await client.proc.stdout.readexactly(length)
            if b'"id":"raw"' in frame[:40]:
                break
        raw_total += time.perf_counter() - start
    raw = raw_total / raw_rounds * 1000

    await client.kill()
    handling = await in_process_build_ms(ws, sid, rounds)

    typed = msgspec.convert(msgs, list[Message])
    start = time.perf_counter()
    for _ in range(rounds):
        msgspec.json.encode(typed)
    floor = (time.perf_counter() - start) / rounds * 1000
    start = time.perf_counter()
    for _ in range(rounds):
        msgspec.json.decode(msgspec.json.encode(typed))
    floor_rt = (time.perf_counter() - start) / rounds * 1000
    report(
        "context/build of 10,000 messages, daemon handling + encoding (in process)",
        handling,
        floor,
        "ms",
        "target <= 3",
    )
    report(
        "context/build of 10,000 messages, request to response bytes over the pipe",
        raw,
        floor,
        "ms",
        "includes moving ~2 MB through a pipe",
    )
    report(
        "context/build of 10,000 messages, with client decoding (floor: encode+decode)",
        ours,
        floor_rt,
        "ms",
        "informational",
    )
    await client.kill()


async def in_process_build_ms(ws: Path, sid: str, rounds: int) -> float:
    """The daemon's own work for one build: the feature handler plus encoding the reply."""
    app = App(Provider(None))
    app.configure(InitializationOptions(window_tokens=10_000_000))
    router = wire_features(app, (sessions.setup, build.setup))

    await call_route(router, m.SESSION_OPEN, {"workspace": str(ws), "session_id": sid})
    await call_route(router, m.CONTEXT_BUILD, {"session_id": sid})  # warm-up
    encoder = msgspec.json.Encoder()
    start = time.perf_counter()
    for _ in range(rounds):
        result = await call_route(router, m.CONTEXT_BUILD, {"session_id": sid})
        encoder.encode({"jsonrpc": "2.0", "id": 1, "result": result})
    elapsed = (time.perf_counter() - start) / rounds * 1000
    app.close()
    return elapsed


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
    await warm_up(client, tmp_path)
    start = time.perf_counter()
    for _ in range(rounds):
        await client.request(m.USAGE_INTERNAL, {})
    ours = (time.perf_counter() - start) / rounds * 1e6
    report("trivial request round trip", ours, floor, "us", "lower is better")


async def warm_up(client: DaemonClient, tmp_path: Path) -> None:
    """Wait until start-up work is over: the daemon builds its BPE encoding in a background
    thread for about half a second after start, and requests timed meanwhile share the GIL
    with it. The first append waits for the encoding."""
    ws = tmp_path / "warm-up"
    ws.mkdir(exist_ok=True)
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(ws)}))["session_id"]
    rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    only = [{"role": "user", "content": "warm up"}]
    await client.request(m.MESSAGE_APPEND, {"session_id": sid, "run_id": rid, "messages": only})
    await client.request(m.SESSION_CLOSE, {"session_id": sid})
