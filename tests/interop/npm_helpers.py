"""Run npm for the JavaScript parts of the suite (``npm ci`` only when ``node_modules`` is stale).

``npm ci`` is the one step that needs the registry; it is skipped when ``node_modules`` was
installed from the same ``package-lock.json`` (a stamp file records the lockfile's hash), so the
suite runs offline once the packages are there.
"""

from __future__ import annotations

import atexit
import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

STAMP = ".tinyagent-lock.sha256"
BLOCKED_PROXY = "http://127.0.0.1:9"
"""tests/conftest.py points the proxies here so Python code cannot reach the network."""


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (Node.js >= 18 with npm is needed)")
    return path


def npm_env() -> dict[str, str]:
    """The environment without the suite's network block (npm ci is allowed to fetch)."""
    return {
        k: v
        for k, v in os.environ.items()
        if not (k.lower() in ("http_proxy", "https_proxy") and v == BLOCKED_PROXY)
    }


def run(
    args: list[str], cwd: Path, *, timeout: float = 300, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        args,
        cwd=cwd,
        env={**npm_env(), **(env or {})},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert proc.returncode == 0, (
        f"{' '.join(args)} failed ({proc.returncode}) in {cwd}:\n{proc.stdout}\n{proc.stderr}"
    )
    return proc


def npm_ci(folder: Path) -> None:
    """``npm ci`` in ``folder`` unless its node_modules already match package-lock.json."""
    npm = tool("npm")
    digest = hashlib.sha256((folder / "package-lock.json").read_bytes()).hexdigest()
    stamp = folder / "node_modules" / STAMP
    if stamp.exists() and stamp.read_text(encoding="utf-8") == digest:
        return
    run([npm, "ci", "--prefer-offline", "--no-audit", "--no-fund"], folder)
    stamp.write_text(digest, encoding="utf-8")


@functools.cache
def packaged(extension: Path) -> Path:
    """``vsce package`` of the extension, once per test session (``test_vscode.py`` checks the
    package, ``test_vscode_e2e.py`` installs it): a ``.vsix`` in a folder removed at exit."""
    npm_ci(extension)
    folder = Path(tempfile.mkdtemp(prefix="tinyagent-vsix-"))
    atexit.register(shutil.rmtree, folder, True)
    vsix = folder / "tinyagent-memory.vsix"
    run(
        [tool("npx"), "--no-install", "vsce", "package", "--no-dependencies", "-o", str(vsix)],
        extension,
    )
    return vsix
