"""Benchmark: daemon start-up, spawn -> first answered ``context/build`` (issue 12).

Run with ``python -m pytest tests/bench/bench_startup.py -m bench -s``. In the same run, best of
``ROUNDS`` each, passes alternating:

- **floor**: ``python -c "import pygls, tiktoken, lsprotocol.types"`` — the imports any daemon on
  these libraries pays — from spawn to exit;
- **daemon**: spawn ``tinyagent-memory serve``, ``initialize``, ``initialized``, ``session/open``,
  ``run/start``, ``message/append`` of one message, ``context/build``, until that reply is read;
- **editor**: spawn, an editor's ``initialize`` (a root, text-document capabilities), until its
  reply is read: pygls and ``lsprotocol.types`` load here, so editors pay what they paid before;
- **runtime floor** (for reference): ``python -c "import asyncio, sqlite3, msgspec, tiktoken"``,
  the libraries a runtime's daemon still needs now that it loads no pygls.

Both start cold with respect to this run's processes (the OS file cache is warm for both), and
both import from compiled bytecode: the floor's libraries were compiled when pip installed them,
and the benchmark compiles this checkout's ``daemon/`` and ``protocol/`` first (as installing the
wheel would; with ``PYTHONDONTWRITEBYTECODE`` set an editable checkout would otherwise compile
~90 modules from source on every start). The
daemon's encoding cache (``TINYAGENT_MEMORY_CACHE_DIR``) is measured both empty (first start
on a machine) and filled (every later start). Printed: times and daemon / floor ratios (target
<= 1.3 with a filled cache). Nothing asserts a time.
"""

from __future__ import annotations

import asyncio
import compileall
import sys
import time
from pathlib import Path

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.tokens import CACHE_ENV
from tinyagent_memory.protocol import methods as m

ROUNDS = 5
FLOOR = [sys.executable, "-c", "import pygls, tiktoken, lsprotocol.types"]
RUNTIME_FLOOR = [sys.executable, "-c", "import asyncio, sqlite3, msgspec, tiktoken"]


async def floor_seconds(command: list[str] = FLOOR) -> float:
    start = time.perf_counter()
    proc = await asyncio.create_subprocess_exec(*command)
    assert await proc.wait() == 0
    return time.perf_counter() - start


async def editor_seconds(workspace: Path, cache: Path) -> float:
    """Spawn -> an editor's ``initialize`` answered (pygls computes the capabilities)."""
    start = time.perf_counter()
    client = await DaemonClient.spawn(env={CACHE_ENV: str(cache)})
    try:
        caps = {"textDocument": {"hover": {"contentFormat": ["markdown"]}}}
        result = await client.initialize({}, capabilities=caps, root=workspace)
        elapsed = time.perf_counter() - start
        assert result["capabilities"]["hoverProvider"] is True
    finally:
        await client.shutdown()
    return elapsed


async def daemon_seconds(workspace: Path, cache: Path) -> float:
    start = time.perf_counter()
    client = await DaemonClient.spawn(env={CACHE_ENV: str(cache)})
    try:
        await client.initialize({})
        sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
        run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
        message = {"role": "user", "content": "Where is the config loaded?"}
        await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": [message]}
        )
        built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
        elapsed = time.perf_counter() - start
        assert built["messages"] == [message]
    finally:
        await client.shutdown()
    return elapsed


async def measure(tmp: Path) -> dict[str, float]:
    runs: dict[str, list[float]] = {k: [] for k in ("floor", "runtime", "cold", "warm", "editor")}
    warm_cache = tmp / "cache-warm"
    for i in range(ROUNDS):
        ws = tmp / f"ws{i}"
        ws.mkdir()
        runs["floor"].append(await floor_seconds())
        runs["cold"].append(await daemon_seconds(ws, tmp / f"cache-empty-{i}"))
        runs["warm"].append(await daemon_seconds(ws, warm_cache))
        runs["editor"].append(await editor_seconds(ws, warm_cache))
        runs["runtime"].append(await floor_seconds(RUNTIME_FLOOR))
    return {name: min(times) for name, times in runs.items()}


@pytest.mark.bench
@pytest.mark.timeout(600)
def test_bench_startup(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    for package in ("daemon", "protocol"):
        assert compileall.compile_dir(root / package, quiet=1)
    r = asyncio.run(measure(tmp_path))
    print(
        f"\n[bench] start-up, spawn -> first answered context/build (best of {ROUNDS}):"
        f"\n[bench]   floor (python -c 'import pygls, tiktoken, lsprotocol.types'): "
        f"{r['floor'] * 1000:.0f} ms"
        f"\n[bench]   daemon, encoding cache filled: {r['warm'] * 1000:.0f} ms, ratio "
        f"{r['warm'] / r['floor']:.2f} (target <= 1.3)"
        f"\n[bench]   daemon, encoding cache empty (first start): {r['cold'] * 1000:.0f} ms, "
        f"ratio {r['cold'] / r['floor']:.2f}"
        f"\n[bench]   editor, spawn -> initialize answered (loads pygls): "
        f"{r['editor'] * 1000:.0f} ms, ratio {r['editor'] / r['floor']:.2f}"
        f"\n[bench]   runtime floor (python -c 'import asyncio, sqlite3, msgspec, tiktoken'): "
        f"{r['runtime'] * 1000:.0f} ms; daemon / runtime floor {r['warm'] / r['runtime']:.2f}"
    )
