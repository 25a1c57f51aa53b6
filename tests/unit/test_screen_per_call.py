"""Nothing a stage keeps about one text outlives its screen (``screen/per_call.py``, perf31): a
text screened again pays again, so a benchmark that screens one text repeatedly times a real
screen, and the answers are the same either way."""

from __future__ import annotations

import gc

from tinyagent_memory.daemon import screen
from tinyagent_memory.daemon.screen import injection, injection_acts, needle_scan, pair_index

from tests import screen_corpus as corpus
from tests.bench.bench_screen import memory_of


def _kept() -> list[object]:
    """What the keepers hold now (None or empty: nothing)."""
    scans = [o for o in gc.get_objects() if isinstance(o, needle_scan.NeedleScan)]
    held: list[object] = [s._last for s in scans]  # pyright: ignore[reportPrivateUsage]
    held.append(injection_acts._SCAN._last)  # pyright: ignore[reportPrivateUsage]
    held.append(pair_index._last)  # pyright: ignore[reportPrivateUsage]
    return [h for h in held if h]


def test_a_screen_starts_with_nothing_kept_and_answers_alike() -> None:
    memories = [memory_of(corpus.injections()), memory_of(corpus.risky_negatives())]
    first = [screen.screen(m) for m in memories]
    again = injection.screen_text(memories[0])
    assert _kept(), "the injection layer keeps answers for its own stages"
    screen.per_call.fresh()
    assert _kept() == []
    assert injection.screen_text(memories[0]) == again
    assert _kept()
    assert [screen.screen(m) for m in memories] == first
