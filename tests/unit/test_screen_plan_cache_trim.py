"""The disk cache of the i18n rules' prefilters (daemon/screen/plan_cache.py): a hit gives back
exactly what the computation gives, for every rule; a damaged file or an unwritable folder only
costs the computation; other patterns name another file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tinyagent_memory.daemon.screen import injection_rules, plan_cache
from tinyagent_memory.daemon.screen.lexicon_en_rules import english
from tinyagent_memory.daemon.screen.lexicon_i18n import i18n


def test_a_hit_is_the_computation_for_every_rule(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(plan_cache.CACHE_ENV, str(tmp_path))
    patterns = [p for _, _, p in i18n()]
    computed = plan_cache.prefilters("i18n", patterns, injection_rules._prefilters)  # pyright: ignore[reportPrivateUsage]
    (path,) = (tmp_path / "screen").iterdir()
    assert path == plan_cache.path_for("i18n", patterns)

    def never(pattern: re.Pattern[str]) -> plan_cache.Prefilters:
        raise AssertionError(f"computed on a hit: {pattern.pattern}")

    assert plan_cache.prefilters("i18n", patterns, never) == computed
    assert sum(plan is not None for _, _, plan in computed) > 700  # plans round-trip too
    # What the screen uses is the same (whether this process read it from a cache or not).
    assert [rule[3:] for rule in injection_rules.i18n_rules()] == computed
    # A damaged file is never used: computed again, and the file rewritten whole.
    path.write_bytes(path.read_bytes()[:-10] + b"0123456789")
    calls: list[str] = []

    def counted(pattern: re.Pattern[str]) -> plan_cache.Prefilters:
        calls.append(pattern.pattern)
        return injection_rules._prefilters(pattern)  # pyright: ignore[reportPrivateUsage]

    assert plan_cache.prefilters("i18n", patterns, counted) == computed
    assert len(calls) == len(patterns)
    assert plan_cache.prefilters("i18n", patterns, never) == computed


def test_other_patterns_name_another_file_and_no_folder_only_costs_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(plan_cache.CACHE_ENV, str(tmp_path))
    one = [re.compile(r"ignorez\s+les\s+instructions", re.MULTILINE)]
    other = [re.compile(r"ignorez\s+les\s+règles", re.MULTILINE)]
    assert plan_cache.path_for("i18n", one) != plan_cache.path_for("i18n", other)
    flags = [re.compile(one[0].pattern, re.MULTILINE | re.IGNORECASE)]
    assert plan_cache.path_for("i18n", one) != plan_cache.path_for("i18n", flags)
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(plan_cache.CACHE_ENV, str(blocked))
    found = plan_cache.prefilters("i18n", one, injection_rules._prefilters)  # pyright: ignore[reportPrivateUsage]
    assert found == [injection_rules._prefilters(one[0])]  # pyright: ignore[reportPrivateUsage]
    assert blocked.read_text(encoding="utf-8") == "not a folder"


def test_the_english_rules_read_from_the_cache_are_the_computation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(plan_cache.CACHE_ENV, str(tmp_path))
    patterns = [p for _, _, p in english()]
    computed = [injection_rules._prefilters(p) for p in patterns]  # pyright: ignore[reportPrivateUsage]
    assert plan_cache.prefilters("english", patterns, injection_rules._prefilters) == computed  # pyright: ignore[reportPrivateUsage]
    assert plan_cache.prefilters("english", patterns, lambda p: (None, None, None)) == computed
    assert [rule[3:] for rule in injection_rules.english_rules()] == computed
