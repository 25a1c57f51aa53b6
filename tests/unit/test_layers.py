"""The module map is a checked contract: ``lint-imports`` (import-linter, configured in
pyproject.toml's ``[tool.importlinter]``) keeps every contract."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_import_contracts_are_kept() -> None:
    lint_imports = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run(
        [str(lint_imports), "--no-cache"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout, done.stdout


def test_the_memory_and_history_clis_do_not_load_the_language_server() -> None:
    """``tinyagent-memory memory|history ...`` start without pygls and lsprotocol (~1 s of
    imports): features import them only for type checking."""
    code = (
        "import sys\n"
        "import tinyagent_memory.daemon.cli, tinyagent_memory.daemon.memory.cli\n"
        "import tinyagent_memory.daemon.history.cli\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygls', 'lsprotocol')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
