"""Benchmark: compacting a 2,000-message, ~500k-token session, against tokenizing it once.

Run with ``python -m pytest tests/bench/bench_compaction.py -m bench -s``. The daemon's own
``context/build`` handler runs in-process on a real SQLite workspace; the host's model is a fake
that answers at once, and its time is subtracted. The floor is tokenizing the replaced region's
texts once, measured in the same run; the printed ratio is compaction time / floor.
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.context import feature as build
from tinyagent_memory.daemon.context.summary import SUMMARY_HEADINGS
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.daemon.sessions import feature as sessions
from tinyagent_memory.daemon.store import messages as mstore
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import InitializationOptions, ProviderCompleteParams

from ..feature_helpers import call_route, wire_features

TURNS = 500  # 4 messages a turn: 2,000 messages
REPEATS = 3
TEXT = (
    "the parser reads tokens from src/app/main.py and returns a tree; tests cover edge cases "
    "like empty input, unicode names (ünïcode), deep nesting and 42 numbers"
)
VOCAB = TEXT.split(" ")


def words(n: int, seed: int) -> str:
    return " ".join(VOCAB[(seed * 7 + i) % len(VOCAB)] for i in range(n))


def turn(i: int) -> list[dict[str, Any]]:
    code = "\n".join(f"    line_{i}_{k} = compute({k}, '{words(6, i + k)}')" for k in range(34))
    return [
        {"role": "user", "content": f"Step {i}: {words(60, i)}"},
        {
            "role": "assistant",
            "content": words(15, i + 1),
            "tool_calls": [
                {
                    "id": f"call_{i}",
                    "type": "function",
                    "function": {
                        "name": "read_file",
                        "arguments": json.dumps({"path": f"src/pkg/mod_{i}.py", "limit": 400}),
                    },
                }
            ],
        },
        {"role": "tool", "tool_call_id": f"call_{i}", "content": f"def f_{i}():\n{code}\n"},
        {"role": "assistant", "content": f"Done with step {i}. {words(90, i + 2)}"},
    ]


SUMMARY = "\n\n".join(f"## {h}\n- {words(30, n)}" for n, h in enumerate(SUMMARY_HEADINGS))


class Host:
    def __init__(self) -> None:
        self.seconds = 0.0

    async def send(self, params: ProviderCompleteParams) -> Any:
        start = time.perf_counter()
        reply = {"text": SUMMARY, "finish_reason": "stop", "usage": {"prompt_tokens": 1}}
        self.seconds += time.perf_counter() - start
        return reply


async def bench(root: Path) -> dict[str, float]:
    options = InitializationOptions(provider=True, window_tokens=1_000_000)
    host = Host()
    app = App(Provider(host.send), options)
    app.provider.configure(available=True, timeout=60)
    router = wire_features(app, (sessions.setup, build.setup))
    results: dict[str, list[float]] = {"compaction": [], "floor": [], "tokens": [], "rows": []}
    try:
        for rep in range(REPEATS):
            sid = f"s{rep}"
            await call_route(router, m.SESSION_OPEN, {"workspace": str(root), "session_id": sid})
            for i in range(TURNS):
                run_id = (await call_route(router, m.RUN_START, {"session_id": sid})).run_id
                await call_route(
                    router,
                    m.MESSAGE_APPEND,
                    {"session_id": sid, "run_id": run_id, "messages": turn(i)},
                )
                await call_route(
                    router,
                    m.RUN_FINISH,
                    {"session_id": sid, "run_id": run_id, "status": "succeeded"},
                )
            ws = app.sessions[sid].workspace
            host.seconds = 0.0
            start = time.perf_counter()
            built = await call_route(router, m.CONTEXT_BUILD, {"session_id": sid})
            elapsed = time.perf_counter() - start - host.seconds
            report = built.compaction
            assert report is not None and report.status == "compacted", report
            rows = await ws.read(lambda conn, s=sid: mstore.all_messages(conn, s))
            replaced = [r for r in rows if r.compacted_by == report.summary_id]
            texts = [r.content or "" for r in replaced]
            texts += [c.function.arguments for r in replaced for c in r.tool_calls or ()]
            # The floor: the faster of tokenizing the texts one by one or as a batch.
            start = time.perf_counter()
            for text in texts:
                app.counter.text(text)
            middle = time.perf_counter()
            app.counter.texts(texts)
            floor = min(middle - start, time.perf_counter() - middle)
            results["compaction"].append(elapsed)
            results["floor"].append(floor)
            results["tokens"].append(report.tokens_before)
            results["rows"].append(len(replaced))
    finally:
        app.close()
    return {k: min(v) for k, v in results.items()}


@pytest.mark.bench
def test_bench_compaction(tmp_path: Path) -> None:
    r = asyncio.run(bench(tmp_path))
    ratio = r["compaction"] / r["floor"]
    print(
        f"\ncompaction of {TURNS * 4} messages / {int(r['tokens'])} tokens "
        f"({int(r['rows'])} replaced): {r['compaction'] * 1000:.0f} ms excluding the provider; "
        f"floor (tokenizing the replaced region once): {r['floor'] * 1000:.0f} ms; "
        f"ratio {ratio:.2f}x"
    )
    assert r["tokens"] > 400_000
