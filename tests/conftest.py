"""Shared fixtures: the real daemon over real stdio, a fresh workspace, a fake LLM host."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, cast

import pytest
from hypothesis import settings as hypothesis_settings
from tinyagent_memory.daemon.client import DaemonClient

# The suite never asserts wall-clock time: Hypothesis' per-example deadline (200 ms) failed a
# property test on a loaded CI runner (398 ms once, 15 ms on the retry), so it is off for every test
# that does not set its own.
hypothesis_settings.register_profile("suite", deadline=None)
hypothesis_settings.load_profile("suite")

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

PG_URL_ENV = "TINYAGENT_TEST_PG_URL"
PG_REQUIRED_ENV = "TINYAGENT_TEST_PG_REQUIRED"
"""Set (as in CI) to fail instead of skipping when no PostgreSQL server can be had."""


@pytest.fixture(autouse=True)
def forked_daemons(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """``DaemonClient.spawn`` forks its daemons from the suite's fork server (``tests/forked.py``:
    the interpreter and the imports are paid once per session, not once per daemon). A custom
    ``command`` still starts that command; benchmarks (``tests/bench``, ``-m bench``: start-up is
    what some of them measure) start fresh daemons; ``TINYAGENT_TEST_NO_FORKSERVER=1`` turns
    this off."""
    from tests import forked

    bench = request.node.get_closest_marker("bench") is not None
    if bench or "tests/bench/" in request.node.nodeid or not forked.enabled():
        return
    original = DaemonClient.spawn

    async def spawn(
        cls: type[DaemonClient],
        *args: str,
        env: Mapping[str, str] | None = None,
        cwd: Path | None = None,
        command: list[str] | None = None,
        drain_stderr: bool = True,
    ) -> DaemonClient:
        if command is not None:
            return await original(
                *args, env=env, cwd=cwd, command=command, drain_stderr=drain_stderr
            )
        full_env = {**os.environ, **(env or {})}
        proc = await forked.start(["serve", *args], cwd=cwd, env=full_env, stdin_pipe=True)
        return cls(cast(asyncio.subprocess.Process, proc), drain_stderr=drain_stderr)

    monkeypatch.setattr(DaemonClient, "spawn", classmethod(spawn))


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """A ``postgresql://`` URL: ``$TINYAGENT_TEST_PG_URL``, else a throw-away local cluster started
    for this test session from Debian's server binaries; else the PostgreSQL tests skip."""
    from tests.pgserver import start_temporary

    explicit = os.environ.get(PG_URL_ENV)
    if explicit:
        yield explicit
        return
    try:
        server = start_temporary()
    except Exception as exc:  # a broken local install: say why, once
        reason = f"PostgreSQL tests: local server failed to start ({exc})"
        if os.environ.get(PG_REQUIRED_ENV):
            pytest.fail(reason)
        pytest.skip(reason)
    if server is None:
        reason = (
            f"PostgreSQL tests: no server binaries (apt-get install postgresql), no ${PG_URL_ENV}"
        )
        if os.environ.get(PG_REQUIRED_ENV):
            pytest.fail(reason)
        pytest.skip(reason)
    try:
        yield server.url
    finally:
        server.stop()
        shutil.rmtree(server.folder, ignore_errors=True)


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest) -> str:
    """The store backend of a test that runs on both: ``sqlite`` or a ``postgresql://`` URL."""
    from tests.e2e import store_helpers as storecheck

    value = "sqlite" if request.param == "sqlite" else str(request.getfixturevalue("pg_url"))
    storecheck.CURRENT["store"] = value
    request.addfinalizer(lambda: storecheck.CURRENT.update(store="sqlite"))
    return value


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    return ws


@pytest.fixture
async def spawn(request: pytest.FixtureRequest) -> AsyncIterator[Spawn]:
    """Start daemons (``await spawn(options)``); every one is shut down or killed at the end.

    In a test that uses the ``store`` fixture (e.g. ``pytest.mark.usefixtures("store")``), every
    daemon gets ``initializationOptions.store`` from it unless the options name one.
    """
    clients: list[DaemonClient] = []
    backend = str(request.getfixturevalue("store")) if "store" in request.fixturenames else "sqlite"

    async def start(
        options: dict[str, Any] | None = None,
        *args: str,
        env: dict[str, str] | None = None,
        initialize: bool = True,
    ) -> DaemonClient:
        client = await DaemonClient.spawn(*args, env=env)
        clients.append(client)
        if initialize:
            opts = dict(options or {})
            if backend != "sqlite":
                opts.setdefault("store", backend)
            await client.initialize(opts)
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
