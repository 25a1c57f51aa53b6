"""Benchmark: compacting the 2,000-message issue-12 conversation, against hermes-agent in-process.

Run with ``python -m pytest tests/bench/bench_compaction.py -m bench -s``. The conversation is
``tests/synthetic.py``'s (2,000 messages, ~500k o200k tokens), window 128k. Measured in one run,
best of ``REPEATS`` each:

- **stdio**: a spawned daemon, from writing the ``context/build`` request to reading its reply,
  minus the host's time answering ``provider/complete`` (the fake summarizer answers at once);
- **in-process**: the daemon's ``context/build`` handler without the wire (same subtraction);
- **floor**: tokenizing the replaced messages' texts once;
- **hermes-agent 0.19.0**: its in-process ``ContextCompressor.compress`` on the same messages with
  its summarizer call answered at once and excluded (bench-only venv, see ``hermes.py``); one of
  its passes runs after each stdio pass, so both meet the same load on a shared machine.

Printed: each time and the ratios stdio / hermes and in-process / floor. Nothing asserts a time.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.store import messages as mstore
from tinyagent_memory.protocol import methods as m

from ..synthetic import BLAND_SUMMARY, conversation
from . import hermes
from .inprocess import Daemon, Host

MESSAGES = 2_000
WINDOW = 128_000
REPEATS = 3


class WireHost:
    """The host of a spawned daemon: answers ``provider/complete`` at once, timing itself."""

    def __init__(self, client: DaemonClient) -> None:
        self.seconds = 0.0
        client.on_request(m.PROVIDER_COMPLETE, self.answer)

    async def answer(self, params: Any) -> Any:
        start = time.perf_counter()
        reply = {"text": BLAND_SUMMARY, "finish_reason": "stop", "usage": {"prompt_tokens": 1}}
        self.seconds += time.perf_counter() - start
        return reply


async def over_stdio(
    root: Path, between: Callable[[], None] = lambda: None
) -> tuple[float, dict[str, Any]]:
    """Best ``context/build`` round trip that compacts, over a real daemon's stdio; ``between``
    runs after each one (the baseline's pass, so both meet the same machine load)."""
    client = await DaemonClient.spawn()
    host = WireHost(client)
    best = float("inf")
    report: dict[str, Any] = {}
    try:
        await client.initialize({"provider": True, "window_tokens": WINDOW})
        for rep in range(REPEATS):
            sid = f"wire{rep}"
            await client.request(m.SESSION_OPEN, {"workspace": str(root), "session_id": sid})
            for run in conversation(MESSAGES):
                run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
                await client.request(
                    m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": run}
                )
                await client.request(
                    m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"}
                )
            host.seconds = 0.0
            start = time.perf_counter()
            built = await client.request(m.CONTEXT_BUILD, {"session_id": sid}, timeout=120)
            best = min(best, time.perf_counter() - start - host.seconds)
            report = built["compaction"]
            assert report["status"] == "compacted", report
            between()
    finally:
        await client.shutdown()
    return best, report


async def in_process(root: Path) -> dict[str, float]:
    host = Host()
    daemon = Daemon(host, window_tokens=WINDOW)
    results: dict[str, list[float]] = {"compaction": [], "floor": [], "tokens": [], "rows": []}
    try:
        for rep in range(REPEATS):
            sid = f"s{rep}"
            await daemon.call(m.SESSION_OPEN, {"workspace": str(root), "session_id": sid})
            for run in conversation(MESSAGES):
                await daemon.run(sid, run)
            ws = daemon.app.sessions[sid].workspace
            host.seconds = 0.0
            start = time.perf_counter()
            built = await daemon.call(m.CONTEXT_BUILD, {"session_id": sid})
            elapsed = time.perf_counter() - start - host.seconds
            report = built.compaction
            assert report is not None and report.status == "compacted", report
            rows = await ws.read(lambda conn, s=sid: mstore.all_messages(conn, s))
            replaced = [r for r in rows if r.compacted_by == report.summary_id]
            texts = [r.content or "" for r in replaced]
            texts += [c.function.arguments for r in replaced for c in r.tool_calls or ()]
            # The floor: the faster of tokenizing the texts one by one or as a batch.
            counter = daemon.app.counter
            start = time.perf_counter()
            for text in texts:
                counter.text(text)
            middle = time.perf_counter()
            counter.texts(texts)
            floor = min(middle - start, time.perf_counter() - middle)
            results["compaction"].append(elapsed)
            results["floor"].append(floor)
            results["tokens"].append(report.tokens_before)
            results["rows"].append(len(replaced))
    finally:
        daemon.close()
    return {k: min(v) for k, v in results.items()}


@pytest.mark.bench
@pytest.mark.timeout(900)
def test_bench_compaction(tmp_path: Path) -> None:
    python, why = hermes.hermes_python()
    (tmp_path / "wire").mkdir()
    (tmp_path / "local").mkdir()
    flat = [msg for run in conversation(MESSAGES) for msg in run]
    theirs: list[dict[str, Any]] = []

    def baseline() -> None:
        if python is not None:
            theirs.append(hermes.compress(python, flat, BLAND_SUMMARY, WINDOW, tmp_path))

    wire, report = asyncio.run(over_stdio(tmp_path / "wire", baseline))
    r = asyncio.run(in_process(tmp_path / "local"))
    print(
        f"\n[bench] compaction of {MESSAGES:,} messages / {int(r['tokens']):,} tokens, window "
        f"{WINDOW // 1000}k ({int(r['rows']):,} replaced), excluding the provider's time:"
        f"\n[bench]   tinyagent-memory over stdio (context/build round trip): {wire * 1000:.0f} ms"
        f"\n[bench]   tinyagent-memory in-process handler: {r['compaction'] * 1000:.0f} ms; floor "
        f"(tokenizing the replaced messages once): {r['floor'] * 1000:.0f} ms; ratio "
        f"{r['compaction'] / r['floor']:.2f}x"
    )
    if theirs:
        best = min(t["seconds"] for t in theirs)
        print(
            f"[bench]   hermes-agent {hermes.VERSION} ContextCompressor in-process (its passes "
            f"alternating with the stdio ones): {best * 1000:.0f} ms "
            f"({theirs[0]['replaced']:,} fewer messages)"
            f"\n[bench]   ratio stdio / hermes {wire / best:.2f}x (target <= 1), "
            f"in-process / hermes {r['compaction'] / best:.2f}x"
        )
    else:
        print(f"[bench]   hermes-agent not measured: {why}")
    assert report["replaced"] == r["rows"] and r["tokens"] > 400_000
