"""Run ``tinyagent-memory`` commands as a user does: a child process, its exit code and output."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .. import forked

TIMEOUT = 180.0
"""Seconds a command may take before it is killed and the test fails (a hung child must not hang
the suite until pytest-timeout, with its sibling tasks still running)."""


async def run(
    *args: str, cwd: Path | None = None, env: Mapping[str, str] | None = None
) -> tuple[int, str, str]:
    """``tinyagent-memory ARGS`` (this interpreter's module): exit code, stdout, stderr.

    Forked from the suite's fork server (``tests/forked.py``: the imports are paid once per
    session) unless ``TINYAGENT_TEST_NO_FORKSERVER`` is set."""
    environment = dict(os.environ if env is None else env)
    if forked.enabled():
        try:
            code, out, err = await forked.run(list(args), cwd=cwd, env=environment, timeout=TIMEOUT)
        except TimeoutError:
            command = " ".join(args)
            raise AssertionError(f"tinyagent-memory {command} took over {TIMEOUT:.0f} s") from None
        return code, out.decode(), err.decode()
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tinyagent_memory.daemon",
        *args,
        cwd=cwd,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=environment,
    )
    try:
        out, err = await asyncio.wait_for(proc.communicate(), TIMEOUT)
    except TimeoutError:
        proc.kill()
        await proc.wait()
        command = " ".join(args)
        raise AssertionError(f"tinyagent-memory {command} took over {TIMEOUT:.0f} s") from None
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


async def on_workspace(
    family: str, workspace: Path, *args: str, env: Mapping[str, str] | None = None
) -> tuple[int, str, str]:
    """``tinyagent-memory FAMILY ARGS --workspace W`` (``family``: ``memory`` or ``history``)."""
    return await run(family, *args, "--workspace", str(workspace), env=env)


async def on_workspace_json(
    family: str, workspace: Path, *args: str, env: Mapping[str, str] | None = None
) -> tuple[int, Any]:
    """The same with ``--json``: the exit code and the decoded output (None when there is none)."""
    code, out, _ = await on_workspace(family, workspace, *args, "--json", env=env)
    return code, json.loads(out) if out.strip() else None
