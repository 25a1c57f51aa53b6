"""Shared fixtures: the real daemon over real stdio, a fresh workspace, a fake LLM host."""

from __future__ import annotations

import os
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient

# Daemon logs of a test run go to one temporary file, never to the user's cache folder.
os.environ.setdefault(
    "TINYAGENT_MEMORY_LOG_FILE",
    str(Path(tempfile.gettempdir()) / "tinyagent-memory-tests" / "daemon.log"),
)
# The parsed-encoding cache of test daemons lives in a temporary folder too.
os.environ.setdefault(
    "TINYAGENT_MEMORY_CACHE_DIR", str(Path(tempfile.gettempdir()) / "tinyagent-memory-tests")
)
# Tests never need the network: any attempt to fetch tiktoken data must fail loudly.
os.environ.setdefault("TIKTOKEN_CACHE_DIR", "/nonexistent-tiktoken-cache")
os.environ["HTTPS_PROXY"] = os.environ["HTTP_PROXY"] = "http://127.0.0.1:9"

Spawn = Callable[..., Awaitable[DaemonClient]]


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    return ws


@pytest.fixture
async def spawn() -> AsyncIterator[Spawn]:
    """Start daemons (``await spawn(options)``); every one is shut down or killed at the end."""
    clients: list[DaemonClient] = []

    async def start(
        options: dict[str, Any] | None = None,
        *args: str,
        env: dict[str, str] | None = None,
        initialize: bool = True,
    ) -> DaemonClient:
        client = await DaemonClient.spawn(*args, env=env)
        clients.append(client)
        if initialize:
            await client.initialize(options or {})
        return client

    yield start
    for client in clients:
        if client.proc.returncode is None:
            try:
                await client.shutdown(timeout=5)
            except Exception:
                await client.kill()
        assert client.protocol_errors == [], client.protocol_errors


@pytest.fixture
async def daemon(spawn: Spawn) -> DaemonClient:
    """One initialized daemon with the default options and a provider."""
    return await spawn({"provider": True})


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Benchmarks (``@pytest.mark.bench``) run only on demand: ``pytest tests/bench -m bench``."""
    if "bench" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="benchmark: run with -m bench")
    for item in items:
        if "bench" in item.keywords:
            item.add_marker(skip)
