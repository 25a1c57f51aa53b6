"""Rules compiled on first use (``daemon/screen/lazy_regex.py``) read and match as the compiled
patterns they stand for."""

from __future__ import annotations

import re

import pytest
from tinyagent_memory.daemon.screen import injection_ops, plan_cache
from tinyagent_memory.daemon.screen.lazy_regex import Lazy, compiled_flags
from tinyagent_memory.daemon.screen.lexicon_en_rules import english
from tinyagent_memory.daemon.screen.lexicon_i18n import i18n


@pytest.mark.parametrize(
    ("pattern", "flags"),
    [
        ("abc", 0),
        ("abc", re.MULTILINE),
        ("(?i)abc", 0),
        ("(?i)(?s)abc", re.MULTILINE),
        ("(?imx)a b c", 0),
        ("(?a)abc", 0),
        ("abc", re.IGNORECASE | re.ASCII),
        ("a(?i:b)c", 0),
        (r"\(?i\)abc", 0),
    ],
)
def test_flags_are_the_compiled_flags(pattern: str, flags: int) -> None:
    found = compiled_flags(pattern, flags)
    assert (found, type(found)) == (re.compile(pattern, flags).flags, int)


def test_every_lexicon_rule_has_its_compiled_flags() -> None:
    lazies = [p for _, _, p in i18n()] + [p for _, _, p in english()]
    lazies += list(vars(injection_ops)["_BY_FORM"].values())
    assert len(lazies) > 1000
    wrong = [
        p.pattern
        for p in lazies
        if (p.flags, p.pattern) != (p.compiled().flags, p.compiled().pattern)
    ]
    assert wrong == []


def test_the_prefilter_cache_names_the_same_file_as_for_compiled_patterns() -> None:
    rules = [p for _, _, p in i18n()]
    compiled = [p.compiled() for p in rules]
    assert plan_cache.path_for("i18n", rules) == plan_cache.path_for("i18n", compiled)


def test_compiled_once_on_first_use() -> None:
    lazy = Lazy(r"\bignore\s+(\w+)", re.MULTILINE)
    assert vars_of(lazy) is None
    text = "x\nignore all\nignore this"
    assert [m.span(1) for m in lazy.finditer(text)] == [(9, 12), (20, 24)]
    first = vars_of(lazy)
    assert first is not None and first.pattern == lazy.pattern
    assert lazy.match(text, 2) is not None and lazy.match(text) is None
    assert lazy.search(text, 13).span() == (13, 24)  # type: ignore[union-attr]
    assert vars_of(lazy) is first
    assert repr(lazy) == "Lazy('\\\\bignore\\\\s+(\\\\w+)', re.MULTILINE)"


def vars_of(lazy: Lazy) -> re.Pattern[str] | None:
    return getattr(lazy, "_compiled")  # noqa: B009
