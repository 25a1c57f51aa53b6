"""Benchmark: what the editor's diagnostics cost on a full MEMORY.md, against one screen of the
same text measured in the same run (the least an analysis must do).

Run with ``python -m pytest tests/bench/bench_editor_analysis.py -m bench -s``. Each figure is the
best CPU time of ``REPEATS`` runs; the ratio analysis / screen was ~2.0 while the credential and
injection checks each screened the file (session 27: one check, one screen, ~1.0). Nothing asserts
a time.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from tinyagent_memory.daemon import screen
from tinyagent_memory.daemon.editor import diagnostics as dx

from tests import screen_corpus as corpus

pytestmark = pytest.mark.bench

REPEATS = 7


def _memory(items: list[corpus.Item], limit: int = 2_200) -> str:
    entries: list[str] = []
    for item in items:
        if len("\n§\n".join([*entries, item.text])) > limit:
            break
        entries.append(item.text)
    return "\n§\n".join(entries) + "\n"


def _best_cpu(fn: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


def test_the_editor_screens_a_memory_once() -> None:
    for name, items in [("prose", corpus.prose()), ("risky negatives", corpus.risky_negatives())]:
        text = _memory(items)
        screen.screen(text)  # warm the rules
        one = _best_cpu(lambda text=text: screen.screen(text))
        analysis = _best_cpu(
            lambda text=text: dx.analyze(text, char_limit=100_000, entry_char_limit=100_000)
        )
        print(
            f"\n{name} memory ({len(text)} chars): analysis {analysis * 1e3:.2f} ms CPU,"
            f" one screen {one * 1e3:.2f} ms (ratio {analysis / one:.2f})"
        )
        assert analysis > 0
