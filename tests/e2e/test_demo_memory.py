"""``tinyagent-memory demo`` curates into MEMORY.md and prints the revision history."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tinyagent_memory.daemon.demo import CURATED, a_or_an

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
    # Issue 13 item 9: progress before the slow start, JSON (never a Python repr), "an 8000".
    lines = done.stdout.splitlines()
    assert lines[:2] == [
        "-- starting the daemon: tinyagent-memory serve, over stdio",
        "-- initialize: loading the o200k_base tokenizer (a few seconds the first time)",
    ]
    assert "{'" not in done.stdout and "compaction: None" not in done.stdout
    assert "context built in an 8000-token window" in done.stdout
    assert [a_or_an(n) for n in (8, 11, 18, 80, 800, 8000, 11000, 18000, 128000, 1000, 100)] == [
        "an",
        "an",
        "an",
        "an",
        "an",
        "an",
        "an",
        "an",
        "a",
        "a",
        "a",
    ]
