"""Crash matrix: SIGKILL at every step of the commit and of recovery (test-only env hook).

SQLite only (the crashed workspace is copied, store included, once per recovery variant); the
PostgreSQL store has its own SIGKILL-at-every-commit-step test across checkouts in
``test_pg_shared.py``.

For each commit step a daemon curates ``New fact.`` over ``Old fact.`` and is killed at that step;
the crashed workspace is copied once per recovery variant, where the CLI (same code path, same
lock) is killed at a recovery step (or not), then runs clean. Afterwards the file is
the old or the new text and equals the last committed revision, no revision is left prepared, the
cursor matches the last committed revision, no temp file is left and ``PRAGMA integrity_check`` is
ok; a final ``memory sync`` curates the event if the crash lost the commit (no event is lost).
"""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest
from tinyagent_memory.daemon.memory.revisions import COMMIT_STEPS, RECOVERY_STEPS

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
PARALLEL = 4


async def one_case(crashed: Path, recovery_step: str | None) -> list[str]:
    """Run one cell of the matrix; return the broken invariants (empty when all hold)."""
    workspace = crashed.with_name(f"{crashed.name}-{recovery_step}".replace(":", "_"))
    shutil.copytree(crashed, workspace, symlinks=True)
    if recovery_step is not None:
        code, _ = await cli(workspace, "status", crash=recovery_step)
        # recover:resolved is only reached when a revision was left prepared.
        prepared = db_rows(
            workspace, "SELECT COUNT(*) FROM memory_revisions WHERE state = 'prepared'"
        )
        if code != -9 and not (recovery_step == "recover:resolved" and prepared == [(0,)]):
            return [f"recovery step {recovery_step} did not crash (exit {code})"]
    problems: list[str] = []
    code, st = await cli(workspace, "status")
    if code != 0:
        return [f"status after restart failed with exit {code}"]
    text = read_memory(workspace)
    if text not in (OLD, NEW):
        problems.append(f"file is neither old nor new: {text!r}")
    last = db_rows(
        workspace,
        "SELECT id, text FROM memory_revisions WHERE state = 'committed' ORDER BY id DESC LIMIT 1",
    )
    if last[0][1] != text or st["revision"] != last[0][0] or st["drift"]:
        problems.append(f"file and last committed revision disagree: {st}")
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
        code, synced = await cli(workspace, "sync", "--curator", "direct")
        if code != 0 or read_memory(workspace) != NEW:
            problems.append(f"event lost: sync exit {code}, {synced}, {read_memory(workspace)!r}")
    return problems


# ~75 CLI processes and 5 daemons: minutes on a slow or loaded machine, beyond the default 120 s
@pytest.mark.timeout(900)
async def test_crash_matrix(tmp_path: Path) -> None:
    cases = [(c, r) for c in COMMIT_STEPS for r in (None, *RECOVERY_STEPS)]
    gate = asyncio.Semaphore(PARALLEL)

    async def crashed(commit_step: str) -> Path:
        workspace = tmp_path / commit_step.replace(":", "_")
        workspace.mkdir()
        write_memory(workspace, OLD)
        async with gate:
            await crash_during_curation(workspace, commit_step)
        return workspace

    bases: dict[str, Path] = dict(
        zip(COMMIT_STEPS, await settled(*map(crashed, COMMIT_STEPS)), strict=True)
    )

    async def guarded(commit_step: str, recovery_step: str | None) -> list[str]:
        async with gate:
            return await one_case(bases[commit_step], recovery_step)

    results = await settled(*(guarded(c, r) for c, r in cases))
    failures = {f"{c} / {r}": p for (c, r), p in zip(cases, results, strict=True) if p}
    print(f"\ncrash matrix: {len(cases)} runs, {len(failures)} failures")
    for name, problems in failures.items():
        print(f"  {name}: {problems}")
    assert failures == {}
