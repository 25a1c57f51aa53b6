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
from collections.abc import Iterator
from pathlib import Path

import pytest
from tinyagent_memory.daemon.memory.revisions import COMMIT_STEPS, RECOVERY_STEPS

from . import store_helpers as storecheck
from .memory_helpers import (
    assert_consistent,
    cli,
    crash_during_curation,
    db_rows,
    memory_file,
    read_memory,
    settled,
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


def prepared(workspace: Path) -> int:
    return int(
        db_rows(workspace, "SELECT COUNT(*) FROM memory_revisions WHERE state = 'prepared'")[0][0]
    )


async def chain(pg_url: str, workspace: Path, commit_step: str) -> list[str]:
    """One commit step's crash, its recovery crashed at each step in turn, then the checks;
    the broken invariants (empty when all hold)."""
    write_memory(workspace, OLD)
    await crash_during_curation(workspace, commit_step, store=pg_url)
    problems: list[str] = []
    left_prepared = prepared(workspace)
    # After commit:committed recovery has nothing to resolve: its steps are met in the other
    # chains (and that crash across checkouts in test_pg_shared.py).
    for step in RECOVERY_STEPS if left_prepared else ():
        reached = step != "recover:resolved" or prepared(workspace) > 0
        code, _ = await cli(workspace, "status", crash=step, store=pg_url)
        if code != (-9 if reached else 0):
            problems.append(f"recovery step {step}: exit {code}")
    if commit_step != "commit:committed" and not left_prepared:
        problems.append("the commit crash left no prepared revision to recover")
    code, st = await cli(workspace, "status", store=pg_url)
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
        code, synced = await cli(workspace, "sync", "--curator", "direct", store=pg_url)
        if code != 0 or read_memory(workspace) != NEW:
            problems.append(f"event lost: sync exit {code}, {synced}, {read_memory(workspace)!r}")
    return problems


# many CLI processes: minutes on a slow or loaded machine, beyond the default 120 s
@pytest.mark.timeout(900)
async def test_crash_matrix_with_recovery_steps(pg_url: str, tmp_path: Path) -> None:
    gate = asyncio.Semaphore(PARALLEL)

    async def guarded(commit_step: str) -> list[str]:
        workspace = tmp_path / commit_step.replace(":", "_")
        workspace.mkdir()
        async with gate:
            return await chain(pg_url, workspace, commit_step)

    results = await settled(*map(guarded, COMMIT_STEPS))
    failures = {step: p for step, p in zip(COMMIT_STEPS, results, strict=True) if p}
    assert failures == {}
