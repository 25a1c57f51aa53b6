"""Properties of the literal factors (``literal_factors``) and of the one-pass scan of the i18n
lexicon rules (``factor_scan``, lat20): a pattern that matches a text has an alternative whose
every factor occurs in it, the scan reports every rule that matches (on texts built from the
rules' own factor strings), and the i18n lexicon finds the same matches with the scan and
without it (the path taken when ``hyperscan`` is not installed)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import factor_scan, injection_rules
from tinyagent_memory.daemon.screen.factor_scan import LONG, FactorScan
from tinyagent_memory.daemon.screen.lazy_regex import Lazy
from tinyagent_memory.daemon.screen.literal_factors import formula
from tinyagent_memory.daemon.screen.positions import Words
from tinyagent_memory.daemon.screen.text import View

_ATOMS = ["abc", "abd", "xyz", "пароль", "密码", "é", "ab", "c", "\\s+", "\\w*", "[a-c]", "."]


def _pattern(depth: int) -> st.SearchStrategy[str]:
    atom = st.sampled_from(_ATOMS)
    if depth == 0:
        return atom
    inner = _pattern(depth - 1)
    seq = st.lists(inner, min_size=1, max_size=4).map("".join)
    return st.one_of(
        atom,
        seq,
        st.lists(seq, min_size=2, max_size=3).map(lambda a: "(?:" + "|".join(a) + ")"),
        st.tuples(seq, st.sampled_from(["?", "*", "+", "{1,3}", "{2}", "{0,2}?"])).map(
            lambda t: "(?:" + t[0] + ")" + t[1]
        ),
        seq.map(lambda s: "(?=" + s + ")"),
        seq.map(lambda s: "(?!" + s + ")"),
        seq.map(lambda s: "\\b" + s + "\\b"),
        seq.map(lambda s: "(" + s + ")"),
    )


_TEXTS = st.lists(
    st.sampled_from(["abc", "abd", "xyz", "пароль", "密码", "é", "ab", "c", " ", "\n", "a", "z"]),
    max_size=12,
).map("".join)


@settings(max_examples=400, deadline=None)
@given(_pattern(2), _TEXTS)
def test_a_match_holds_every_factor_of_some_alternative(pattern: str, text: str) -> None:
    rule = Lazy(pattern, re.MULTILINE)
    found = formula(rule)
    if found is None or rule.search(text) is None:
        return
    assert any(all(any(s in text for s in factor) for factor in alt) for alt in found)


pytestmark = pytest.mark.skipif(factor_scan._HS is None, reason="hyperscan not installed")  # pyright: ignore[reportPrivateUsage]

_RULES = injection_rules.i18n_rules()
_STRINGS = sorted(
    {
        s
        for rule in _RULES[::7]
        for alt in (formula(rule[2]) or ())
        for factor in alt
        for s in sorted(factor)[:3]
    }
)


@settings(max_examples=5, deadline=None)
@given(
    st.lists(st.sampled_from(_STRINGS), min_size=1, max_size=40),
    st.sampled_from([" ", "  ", "\n", "", " la ", ": "]),
    st.integers(0, 27),
)
def test_the_scan_reports_every_rule_that_matches(pieces: list[str], glue: str, part: int) -> None:
    text = glue.join(pieces)
    text = (text + " ") * (LONG // max(len(text), 1) + 1)
    reported = injection_rules.i18n_scan().rules_in(text)
    assert reported is not None
    for k in range(part, len(_RULES), 28):
        if _RULES[k][2].search(text) is not None:
            assert k in reported, (k, text)


@settings(max_examples=6, deadline=None)
@given(
    st.lists(st.sampled_from(_STRINGS), min_size=1, max_size=60),
    st.sampled_from([" ", "\n", " y ", ". "]),
)
def test_the_lexicon_finds_the_same_with_and_without_the_scan(pieces: list[str], glue: str) -> None:
    text = glue.join(pieces)
    text = (text + "\n") * (LONG // max(len(text), 1) + 1)
    view = View(text, list(range(len(text))))
    with_scan = list(injection_rules.match_i18n(view, len(text), Words(text)))
    original = FactorScan.rules_in
    FactorScan.rules_in = lambda self, text: None  # type: ignore[method-assign]
    try:
        without = list(injection_rules.match_i18n(view, len(text), Words(text)))
    finally:
        FactorScan.rules_in = original  # type: ignore[method-assign]
    assert with_scan == without
