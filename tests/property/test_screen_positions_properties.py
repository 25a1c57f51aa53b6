"""Properties of ``positions.py``: the positions a lexicon rule is tried at (its word-bounded
needles looked up among the words, the others searched for) hold every match start, so trying
the rule only there finds exactly what a full scan finds, on any text."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import injection_rules, positions, prefilter

# pyright: reportPrivateUsage=false


def _rules() -> list[tuple[re.Pattern[str], positions.RulePlan]]:
    rules = [(r[2], r[5]) for r in injection_rules.english_rules()]
    rules += [(r[2], r[5]) for r in injection_rules.i18n_rules()]
    return [(p, plan) for p, plan in rules if plan is not None]


_RULES = _rules()
_NEEDLES = sorted(
    {n for _, plan in _RULES for n in plan.bounded.needles()}
    | {n for _, p in _RULES for n in p.other}
)
_GLUE = " \n_-.,:'\"`@/()[]<>|!?0123456789abcxyzéяж中文"
texts = st.lists(
    st.one_of(st.sampled_from(_NEEDLES), st.text(alphabet=_GLUE, max_size=4)), max_size=24
).map("".join)


def _check(text: str) -> None:
    words, occurrences = positions.Words(text), prefilter.Occurrences(text)
    for pattern, plan in _RULES:
        at = positions.rule_starts(plan, words, occurrences)
        plain = [m.span() for m in pattern.finditer(text)]
        assert [m.span() for m in prefilter.matches(pattern, text, at)] == plain, pattern.pattern


@settings(max_examples=100, deadline=None)
@given(texts)
def test_rule_starts_hold_every_match(text: str) -> None:
    _check(text)


@pytest.mark.timeout(900)  # every rule over the whole corpus: ~1 min idle, minutes under load
def test_rule_starts_hold_every_match_on_the_corpus() -> None:
    from tinyagent_memory.daemon.screen.text import folded

    from tests import screen_corpus as corpus

    items = corpus.injections() + corpus.risky_negatives() + corpus.prose()
    _check(folded("\n".join(i.text for i in items)).text)


def test_words_find_a_needle_only_where_it_begins_a_word() -> None:
    words = positions.Words("don't ignore it; unignored, ignored_x set aside")
    assert words.where("ignor", "ignor", True) == [6, 28]  # not inside "unignored"
    assert words.where("don't", "don", False) == [0]
    assert words.where("set aside", "set", False) == [38]
    assert words.where("ignored", "ignored", True) == [28]
