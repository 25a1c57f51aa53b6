"""The suite's fork server (``tests/forkserver.py``, ``tests/forked.py``) gives what a fresh
``python -m tinyagent_memory.daemon`` gives: the same exit codes (a usage error, a finding, a
SIGKILL), stdout and stderr, cwd and environment; the Go engine works in a child; and no module
of the daemon reads its environment or its pid at import (a forked child must see its own)."""

from __future__ import annotations

import ast
import asyncio
import os
import re
import shutil
import sys
from pathlib import Path

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.memory.revisions import CRASH_ENV
from tinyagent_memory.protocol import methods as m

from tests import forked

STAMP = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}")
ROOT = Path(__file__).resolve().parents[2]
TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"  # a synthetic value in GitHub's shape


async def fresh(args: list[str], cwd: Path, env: dict[str, str]) -> tuple[int, bytes, bytes]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tinyagent_memory.daemon",
        *args,
        cwd=cwd,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await proc.communicate()
    assert proc.returncode is not None
    return proc.returncode, out, err


def normal(text: str) -> str:
    """``text`` without log timestamps."""
    return STAMP.sub("<time>", text)


def memory_at(workspace: Path, text: str) -> None:
    path = workspace / ".tinyagent" / "memory" / "MEMORY.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize(
    "case",
    ["help", "usage-error", "check-credential", "status-json", "status-crash", "cwd-relative"],
)
async def test_forked_command_equals_a_fresh_process(tmp_path: Path, case: str) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    env = dict(os.environ)
    args: list[str]
    if case == "help":
        args = ["memory", "--help"]
    elif case == "usage-error":
        args = ["memory", "history", "--limit", "zero", "--workspace", str(workspace)]
    elif case == "check-credential":  # the Go engine's rule names the token: it ran in the child
        memory_at(workspace, f"Prefers tabs.\n§\nDeploy token {TOKEN}\n")
        args = ["memory", "check", "--workspace", str(workspace)]
    elif case == "status-json":
        memory_at(workspace, "Prefers tabs.\n")
        args = ["memory", "status", "--json", "--workspace", str(workspace)]
    elif case == "status-crash":
        memory_at(workspace, "Prefers tabs.\n")
        assert (await fresh(["memory", "sync", "--workspace", str(workspace)], workspace, env))[
            0
        ] == 0
        env[CRASH_ENV] = "recover:begin"
        args = ["memory", "status", "--workspace", str(workspace)]
    else:
        memory_at(workspace, "Prefers tabs.\n")
        args = ["memory", "status", "--workspace", "."]
    # Each run on its own copy: the commands may write to the workspace.
    copy = tmp_path / "copy"
    shutil.copytree(workspace, copy, symlinks=True)
    expected = await fresh(args, workspace, env)
    got = await forked.run(
        [a.replace(str(workspace), str(copy)) for a in args], cwd=copy, env=env, timeout=120
    )
    got_text = [normal(x.decode().replace(str(copy), str(workspace))) for x in got[1:]]
    want_text = [normal(x.decode()) for x in expected[1:]]
    assert (got[0], *got_text) == (expected[0], *want_text)
    if case == "check-credential":
        assert expected[0] == 1 and b"github" in expected[1].lower(), expected
    if case == "status-crash":
        assert expected[0] == -9


async def test_forked_daemon_answers_and_exits(tmp_path: Path) -> None:
    proc = await forked.start(["serve"], cwd=tmp_path, env=dict(os.environ), stdin_pipe=True)
    client = DaemonClient(proc)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    await client.initialize({})
    workspace = tmp_path / "ws"
    workspace.mkdir()
    status = await client.request(m.MEMORY_STATUS, {"workspace": str(workspace)})
    assert status["revision"] is None or isinstance(status["revision"], int)
    assert await client.shutdown() == 0
    assert client.protocol_errors == []
    killed = await forked.start(["serve"], cwd=tmp_path, env=dict(os.environ), stdin_pipe=True)
    killed.kill()
    assert await killed.wait() == -9


def module_level_env_reads(tree: ast.Module) -> list[int]:
    """Lines outside any function or class body that read ``os.environ``/``os.getenv`` or
    ``os.getpid`` (a forked child must not keep the server's)."""
    found: list[int] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for sub in ast.walk(node):
            if isinstance(sub, ast.Attribute) and sub.attr in ("environ", "getenv", "getpid"):
                found.append(sub.lineno)
    return found


def test_no_module_reads_the_environment_at_import() -> None:
    offenders = {
        str(path.relative_to(ROOT)): lines
        for folder in ("daemon", "protocol")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if (lines := module_level_env_reads(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert offenders == {}
