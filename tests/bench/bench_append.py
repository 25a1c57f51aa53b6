"""Benchmark: a runtime's append pattern, turn by turn, against the in-process floor (issue 12).

Run with ``python -m pytest tests/bench/bench_append.py -m bench -s``. One turn is what a runtime
sends per model turn: ``run/start``, one ``message/append`` of the turn's messages, ``run/finish``.
The floor does the same work without a daemon: count the turn's tokens with tiktoken and write the
Run and its messages in one SQLite transaction (``BEGIN IMMEDIATE`` … ``COMMIT``) through the
daemon's own store functions. Messages come from the issue-12 conversation (user, assistant with a
tool call, tool result, assistant). Both sides run in the same run, their passes alternating so
both meet the same load on a shared machine, best of ``REPEATS`` (``APPEND_BENCH_REPEATS``,
default 3); also the median of the pass-by-pass ratios (each daemon pass over the floor pass
just before it), steadier than the best-of ratio when the load changes within a run. Printed:
messages per second for 1-, 10- and 100-message turns and daemon / floor (target >= 0.5 at 100).

Each daemon pass ends with ``session/close`` after its clock stops (a runtime closes a Session it
is done with). Before, a pass left its Session open, so the daemon's idle work for it (compaction's
warm-up, ``context/memo.py``) could still run during the following floor pass and slow the
baseline, flattering the ratio; closing stops it. Nothing inside the timed part changed.

After the close the bench waits ``SETTLE_SECONDS`` (untimed): the search index's idle work on
the pass's workspace (rows indexed and segments merged once no append has come for 0.25 s:
``daemon/history/indexing.py``) then runs before the next pass, never during a floor pass or
the other daemon's.

Same-run A/B: with ``APPEND_BENCH_OTHER_PYTHON`` set to another checkout's interpreter (its venv's
``python``, which imports that checkout's daemon), a second daemon is spawned from it and its passes
are interleaved with this checkout's (floor, this, floor, other, …, the order swapped every round),
each against the floor pass just before it. On a shared machine two runs minutes apart differ more
than most changes do; interleaving the two daemons in one run is what tells a change from the load.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
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

from ..synthetic import conversation

REPEATS = int(os.environ.get("APPEND_BENCH_REPEATS", "3"))
OTHER_PYTHON = os.environ.get("APPEND_BENCH_OTHER_PYTHON")
"""Another checkout's interpreter: its daemon's passes are interleaved with this one's (A/B)."""
TURN_SIZES = (1, 10, 100)
SETTLE_SECONDS = 0.6
"""After each daemon pass, untimed: long enough for the daemon's idle work on the pass's
workspace to start and end before the next pass (floor or daemon) begins."""
MESSAGES_PER_SIZE = 1_000
"""Each measurement appends this many messages (1,000 one-message turns, 10 of 100, …)."""


def turns(size: int) -> list[list[dict[str, Any]]]:
    """``MESSAGES_PER_SIZE`` messages cut into turns of ``size`` (tool groups may straddle)."""
    flat = [msg for run in conversation(MESSAGES_PER_SIZE + 8) for msg in run]
    flat = flat[:MESSAGES_PER_SIZE]
    return [flat[i : i + size] for i in range(0, len(flat), size)]


def floor_seconds(tmp: Path, typed: list[list[Message]], counter: TokenCounter, tag: str) -> float:
    """One floor pass over ``typed`` turns: count, then one transaction per turn."""
    conn = db.connect(tmp / f"floor-{tag}.db")
    with db.atomic(conn):
        store.create_session(conn, "s")
    start = time.perf_counter()
    for turn in typed:
        tokens = counter.messages(turn)
        with db.atomic(conn):
            run = store.start_run(conn, "s")
            store.append_messages(conn, "s", run, turn, tokens)
            store.finish_run(conn, run, "succeeded", None)
    elapsed = time.perf_counter() - start
    conn.close()
    return elapsed


async def daemon_seconds(
    client: DaemonClient, ws: Path, batches: list[list[dict[str, Any]]]
) -> float:
    """One daemon pass: per turn ``run/start``, ``message/append``, ``run/finish``."""
    ws.mkdir()
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(ws)}))["session_id"]
    start = time.perf_counter()
    for turn in batches:
        run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
        await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": turn}
        )
        await client.request(
            m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"}
        )
    elapsed = time.perf_counter() - start
    # Not timed: the runtime is done with the Session. Its idle work (compaction's warm-up)
    # stops, instead of running on during the next floor pass and slowing that baseline.
    await client.request(m.SESSION_CLOSE, {"session_id": sid})
    # The workspace's idle work (the search index: rows indexed and segments merged once no
    # append has come for 0.25 s, history/indexing.py) runs now, not during the next pass.
    await asyncio.sleep(SETTLE_SECONDS)
    return elapsed


@dataclass
class Passes:
    """One daemon's timed passes and the floor pass measured just before each."""

    floors: list[float] = field(default_factory=lambda: list[float]())
    daemon: list[float] = field(default_factory=lambda: list[float]())

    def rates(self) -> tuple[float, float, float]:
        """(daemon, floor) messages per second, best of each, and the median of the
        pass-by-pass ratios."""
        paired = statistics.median(f / o for f, o in zip(self.floors, self.daemon, strict=True))
        return MESSAGES_PER_SIZE / min(self.daemon), MESSAGES_PER_SIZE / min(self.floors), paired


async def rates(
    tmp: Path, counter: TokenCounter, clients: dict[str, DaemonClient]
) -> dict[str, dict[int, Passes]]:
    """Per daemon and turn size, its passes: each daemon pass follows a floor pass of its own
    (floor, daemon, floor, other daemon, …; the daemons' order swaps every round) so all meet
    the same machine load; ``REPEATS`` rounds."""
    out: dict[str, dict[int, Passes]] = {name: {} for name in clients}
    for size in TURN_SIZES:
        batches = turns(size)
        typed = [msgspec.convert(t, list[Message]) for t in batches]
        for name, client in clients.items():
            # Warm-up (encoding, caches), not measured.
            await daemon_seconds(client, tmp / f"ws-{name}-{size}-warm", batches)
            out[name][size] = Passes()
        names = list(clients)
        for attempt in range(REPEATS):
            for name in names if attempt % 2 == 0 else names[::-1]:
                passes = out[name][size]
                passes.floors.append(floor_seconds(tmp, typed, counter, f"{name}-{size}-{attempt}"))
                ws = tmp / f"ws-{name}-{size}-{attempt}"
                passes.daemon.append(await daemon_seconds(clients[name], ws, batches))
    return out


@asynccontextmanager
async def daemons() -> AsyncIterator[dict[str, DaemonClient]]:
    """This checkout's daemon, and the other checkout's with ``APPEND_BENCH_OTHER_PYTHON``,
    initialised; shut down on exit."""
    clients = {"daemon": await DaemonClient.spawn()}
    try:
        if OTHER_PYTHON:
            clients["other"] = await DaemonClient.spawn(
                command=[OTHER_PYTHON, "-m", "tinyagent_memory.daemon", "serve"]
            )
        for client in clients.values():
            await client.initialize({})
        yield clients
    finally:
        for client in clients.values():
            await client.shutdown()


async def spawned(tmp: Path, counter: TokenCounter) -> dict[str, dict[int, Passes]]:
    """The passes of this checkout's daemon and of the other one (``daemons``)."""
    async with daemons() as clients:
        return await rates(tmp, counter, clients)


@pytest.mark.bench
@pytest.mark.timeout(900)
def test_bench_append_turns(tmp_path: Path) -> None:
    counter = TokenCounter()
    counter.text("warm up")  # the encoding loads lazily; not part of the floor
    measured = asyncio.run(spawned(tmp_path, counter))
    load = os.getloadavg()[0]
    print(
        f"\n[bench] run/start + message/append + run/finish per turn (messages/s, load {load:.1f}):"
    )
    for name, sizes in measured.items():
        label = "daemon" if name == "daemon" else f"other daemon ({OTHER_PYTHON})"
        for size in TURN_SIZES:
            ours, floor, paired = sizes[size].rates()
            print(
                f"[bench]   {size:>3}-message turns: {label} {ours:,.0f}, floor "
                f"{floor:,.0f}, ratio {ours / floor:.2f}, pass-by-pass median {paired:.2f}"
                + (" (target >= 0.5)" if size == 100 else "")
            )
