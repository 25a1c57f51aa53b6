"""Session 21's exact cut in the readings that set a lexicon match aside: a pattern searched
behind its literal factors (``ascii_gates.Gated``) answers as the pattern itself. Every gated
pattern of the reading modules is checked on every third distinct corpus line (as written,
lower-cased and upper-cased) and on look-alikes whose letters match ASCII letters only when
case is ignored (``İ``, ``ı``, ``ſ``, the Kelvin sign)."""

from __future__ import annotations

import re
from functools import cache
from types import ModuleType

import pytest
from tinyagent_memory.daemon.screen import (
    injection_advice,
    injection_defences,
    injection_discussion,
    injection_incidents,
    injection_judgements,
    injection_mentions,
    injection_notes,
    injection_quoted_notes,
    injection_reports,
    injection_team_rules,
    injection_topics,
)
from tinyagent_memory.daemon.screen.ascii_gates import Gated, gated, needles

from tests import screen_corpus as corpus

_MODULES: tuple[ModuleType, ...] = (
    injection_advice,
    injection_defences,
    injection_discussion,
    injection_incidents,
    injection_judgements,
    injection_mentions,
    injection_notes,
    injection_quoted_notes,
    injection_reports,
    injection_team_rules,
    injection_topics,
)


def _gated() -> list[tuple[str, Gated]]:
    return [
        (f"{m.__name__.rsplit('.', 1)[-1]}.{name}", value)
        for m in _MODULES
        for name, value in vars(m).items()
        if isinstance(value, Gated)
    ]


@cache
def _lines() -> list[str]:
    texts = [
        i.text
        for f in (corpus.injections, corpus.risky_negatives, corpus.prose, corpus.probe_negatives)
        for i in f()
    ]
    distinct = sorted({line for t in texts for line in t.split("\n")})[::3]
    return sorted({v for line in distinct for v in (line, line.lower(), line.upper())})


def test_every_reading_module_gates_some_pattern() -> None:
    assert len(_gated()) >= 40


@pytest.mark.parametrize(("name", "pattern"), _gated(), ids=[n for n, _ in _gated()])
def test_gate_never_hides_a_match(name: str, pattern: Gated) -> None:
    shut = 0
    for line in _lines():
        found = pattern.regex.search(line)
        assert (pattern.search(line) is None) == (found is None), (name, line)
        if not pattern.possible(line):
            shut += 1
            assert found is None, (name, line)
    assert shut > 0, name  # the gate does something


def test_case_look_alikes() -> None:
    sk = gated(r"(?i:\bsk(?:ip|ate)\b)")
    assert needles(sk.regex) == frozenset({"sk"})  # the parser keeps the common prefix
    for line in ("SKIP it", "Skate", "ſkip", "\u212aIP skip", "ſkate"):
        assert sk.possible(line)
        assert (sk.search(line) is not None) == (sk.regex.search(line) is not None)
    assert not sk.possible("nothing here")
    dotless = gated(r"(?i:ıf|ſo)")  # a literal matching an ASCII letter in another case
    assert needles(dotless.regex) is None
    assert dotless.search("IF so") is not None
    dotted = gated(r"(?i:İnstruct)")
    assert needles(dotted.regex) is None
    assert dotted.search("instruct") is not None


def test_scripts_no_ascii_line_holds() -> None:
    cjk = gated(r"事故|复盘|\b(?:incident|audit)\b")
    assert needles(cjk.regex) == frozenset({"incident", "audit"})
    assert not cjk.possible("the post was fine")
    assert cjk.search("复盘 done") is not None  # a non-ASCII line is always searched
    only = gated(r"инцидент\w*|事故")
    assert needles(only.regex) == frozenset()
    assert not only.possible("incident")
    assert only.search("инциденты") is not None


def test_no_factor_no_gate() -> None:
    loose = gated(r"(?i:\w+\s+(?:a|b)?)")
    assert needles(loose.regex) is None
    assert loose.possible("anything")
    assert gated(r"(?i:ab|\d+)").possible("123")


def test_same_answers_with_positions() -> None:
    pattern = gated(r"(?i:\bto\s+do\b)")
    line = "Things TO do, and more to do"
    for pos in range(len(line)):
        got, want = pattern.search(line, pos), pattern.regex.search(line, pos)
        assert (got and got.span()) == (want and want.span())
    assert re.compile(pattern.pattern).pattern == pattern.regex.pattern
