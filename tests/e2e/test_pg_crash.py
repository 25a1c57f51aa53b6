"""Crash matrix on PostgreSQL: SIGKILL at every step of the memory commit, then at every step of
the recovery that follows (test-only env hook, as in ``test_memory_crash.py`` for SQLite).

A PostgreSQL schema cannot be copied per recovery variant the way SQLite's file is, so each
commit step gets one fresh workspace and its recovery is crashed in a chain: the CLI (same code
path, same lock) is killed at ``recover:begin``, then at ``recover:resolved`` (reached only when a
revision was left prepared), then at ``recover:cleaned``, then runs clean. Every state a crash at
one recovery step can leave is met by the next run; the chains run side by side (a crash at
``commit:committed`` leaves nothing to recover, so its chain is the clean run alone). Afterwards the
file is the old or the new text and equals the last committed revision, nothing is left
prepared, the cursor matches it, no temp file is left, and a final ``memory sync`` curates the
event if the crash lost the commit (no event is lost).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.memory.revisions import COMMIT_STEPS, CRASH_ENV, RECOVERY_STEPS
from tinyagent_memory.daemon.store.identity import STORE_ENV
from tinyagent_memory.protocol import methods as m

from . import store_helpers as storecheck
from .memory_helpers import (
    add,
    assert_consistent,
    db_rows,
    memory_file,
    open_session,
    read_memory,
    text_of,
    write_memory,
)

OLD = text_of("Old fact.")
NEW = text_of("Old fact.", "New fact.")
PARALLEL = 3


@pytest.fixture(autouse=True)
def on_pg(pg_url: str) -> Iterator[None]:
    storecheck.CURRENT["store"] = pg_url
    yield
    storecheck.CURRENT["store"] = "sqlite"


async def cli(
    pg_url: str, workspace: Path, *args: str, crash: str | None = None
) -> tuple[int, Any]:
    env = {**os.environ, STORE_ENV: pg_url}
    env.pop(CRASH_ENV, None)
    if crash:
        env[CRASH_ENV] = crash
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tinyagent_memory.daemon",
        "memory",
        *args,
        "--workspace",
        str(workspace),
        "--json",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
    )
    out, _ = await proc.communicate()
    code = proc.returncode
    assert code is not None
    return code, json.loads(out) if code == 0 else None


async def crash_during_curation(pg_url: str, workspace: Path, step: str) -> None:
    client = await DaemonClient.spawn(env={CRASH_ENV: step})
    try:
        await client.initialize({"store": pg_url, "curator": "direct", "curation_threshold": 1})
        sid = await open_session(client, workspace)
        run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
        await client.request(
            m.MEMORY_SUBMIT,
            {"session_id": sid, "run_id": run_id, "operations": [add("New fact.")]},
        )
        # The job starts in the background once the Run finishes; the process dies at `step`.
        with contextlib.suppress(ConnectionError):
            await client.request(
                m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"}
            )
        code = await client.wait_exit(timeout=30)
        assert code == -9, f"expected SIGKILL at {step}, exit code {code}"
    finally:
        if client.proc.returncode is None:
            await client.kill()


def prepared(workspace: Path) -> int:
    return int(
        db_rows(workspace, "SELECT COUNT(*) FROM memory_revisions WHERE state = 'prepared'")[0][0]
    )


async def chain(pg_url: str, workspace: Path, commit_step: str) -> list[str]:
    """One commit step's crash, its recovery crashed at each step in turn, then the checks;
    the broken invariants (empty when all hold)."""
    write_memory(workspace, OLD)
    await crash_during_curation(pg_url, workspace, commit_step)
    problems: list[str] = []
    left_prepared = prepared(workspace)
    # After commit:committed recovery has nothing to resolve: its steps are met in the other
    # chains (and that crash across checkouts in test_pg_shared.py).
    for step in RECOVERY_STEPS if left_prepared else ():
        reached = step != "recover:resolved" or prepared(workspace) > 0
        code, _ = await cli(pg_url, workspace, "status", crash=step)
        if code != (-9 if reached else 0):
            problems.append(f"recovery step {step}: exit {code}")
    if commit_step != "commit:committed" and not left_prepared:
        problems.append("the commit crash left no prepared revision to recover")
    code, st = await cli(pg_url, workspace, "status")
    if code != 0:
        return [*problems, f"status after restart failed with exit {code}"]
    text = read_memory(workspace)
    if text not in (OLD, NEW):
        problems.append(f"file is neither old nor new: {text!r}")
    last = db_rows(
        workspace,
        "SELECT id, text FROM memory_revisions WHERE state = 'committed' ORDER BY id DESC LIMIT 1",
    )
    if last[0][1] != text or st["revision"] != last[0][0] or st["drift"]:
        problems.append(f"file and last committed revision disagree: {st}")
    if prepared(workspace):
        problems.append("a revision is still prepared")
    leftovers = [p.name for p in memory_file(workspace).parent.iterdir() if p.name != "MEMORY.md"]
    if leftovers:
        problems.append(f"temp files left: {leftovers}")
    try:
        assert_consistent(workspace)
    except AssertionError as exc:
        problems.append(f"inconsistent store: {exc}")
    expected_pending = 0 if text == NEW else 1
    if st["pending_events"] != expected_pending:
        problems.append(f"pending events {st['pending_events']} != {expected_pending}")
    if text == OLD and not problems:
        # The crash lost the commit, not the event: curating again lands it.
        code, synced = await cli(pg_url, workspace, "sync", "--curator", "direct")
        if code != 0 or read_memory(workspace) != NEW:
            problems.append(f"event lost: sync exit {code}, {synced}, {read_memory(workspace)!r}")
    return problems


async def test_crash_matrix_with_recovery_steps(pg_url: str, tmp_path: Path) -> None:
    gate = asyncio.Semaphore(PARALLEL)

    async def guarded(commit_step: str) -> list[str]:
        workspace = tmp_path / commit_step.replace(":", "_")
        workspace.mkdir()
        async with gate:
            return await chain(pg_url, workspace, commit_step)

    results = await asyncio.gather(*map(guarded, COMMIT_STEPS))
    failures = {step: p for step, p in zip(COMMIT_STEPS, results, strict=True) if p}
    assert failures == {}
