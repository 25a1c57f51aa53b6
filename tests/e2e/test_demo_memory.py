"""``tinyagent-memory demo`` curates into MEMORY.md and prints the revision history."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tinyagent_memory.daemon.demo import CURATED

from .memory_helpers import assert_consistent, read_memory, text_of


def test_demo_curates_an_entry_and_shows_history(workspace: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tinyagent_memory.daemon", "demo", "--workspace", str(workspace)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert read_memory(workspace) == text_of(*CURATED)
    assert "== memory/history" in done.stdout
    assert '"source": "curator"' in done.stdout
    assert "memory_check_failed" in done.stdout
    assert "<memory>\\nThe user prefers tabs over spaces." in done.stdout
    assert_consistent(workspace)
