"""Properties of the structural scorer's speed-ups: ``concept_search.find`` (bounded branches
looked up among the words, each position tried by ``alternatives.Dispatch``) finds exactly what
its plain form below finds, and ``Dispatch.match`` answers as ``pattern.match`` at every
position, on any text."""

from __future__ import annotations

import re
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st
from pytest import MonkeyPatch
from tinyagent_memory.daemon.screen import alternatives, prefilter
from tinyagent_memory.daemon.screen import concept_search as cs
from tinyagent_memory.daemon.screen.text import folded

from tests import screen_corpus as corpus


def find_plain(name: str, text: str, words: cs.Words | None = None) -> cs.Spans:
    """The plain form of ``cs.find``: every needle of the concept, each gated by its first
    character and its gate head, and the whole pattern tried at every one of its occurrences."""
    pattern = cs.compiled()[name]
    found = cs.concept_needles()[name]
    if found is None:
        return [(m.start(), m.end()) for m in pattern.finditer(text)]
    words = words or cs.Words(text)
    at: set[int] = set()
    for needle, _ in found:
        if words.ascii and not needle.isascii():
            continue
        if not words.passes(needle, cs.gate_head(needle)):
            continue
        i = text.find(needle)
        while i != -1:
            at.add(i)
            i = text.find(needle, i + 1)
    return [m.span() for m in prefilter.matches(pattern, text, sorted(at))] if at else []


_NEEDLES = sorted(
    {n for found in cs.concept_needles().values() if found for n, _ in found}
    | {n for p in cs.plans().values() if p for n in p.bounded.needles()}
)
_GLUE = " \n_-.,:'\"`@/()[]<>|!?0123456789abcxyzéяж中文"
# Needles glued to each other and to letters (mid-word occurrences, underscores, non-ASCII).
texts = st.lists(
    st.one_of(st.sampled_from(_NEEDLES), st.text(alphabet=_GLUE, max_size=4)), max_size=24
).map("".join)


@settings(max_examples=300, deadline=None)
@given(texts)
def test_find_is_the_plain_form(text: str) -> None:
    words = cs.Words(text)
    for name in cs.compiled():
        assert cs.find(name, text, words) == find_plain(name, text, words), name


def test_find_is_the_plain_form_on_the_corpus() -> None:
    items = corpus.injections() + corpus.risky_negatives() + corpus.prose() + corpus.secrets()
    for text in [folded(i.text).text for i in items]:
        words = cs.Words(text)
        for name in cs.compiled():
            assert cs.find(name, text, words) == find_plain(name, text, words), name


@settings(max_examples=150, deadline=None)
@given(texts)
def test_dispatch_matches_as_the_pattern(text: str) -> None:
    for name, pattern in cs.compiled().items():
        dispatch = cs.dispatch()[name]
        for pos in range(len(text) + 1):
            plain = pattern.match(text, pos)
            found = dispatch.match(text, pos)
            assert (found and found.span()) == (plain and plain.span()), (name, pos)


def test_dispatch_keeps_a_pattern_without_top_level_alternatives_whole() -> None:
    pattern = re.compile(r"\bab(?:c|d)")
    dispatch = alternatives.Dispatch(pattern)
    assert [dispatch.match("x abd", k) is not None for k in range(6)] == [
        pattern.match("x abd", k) is not None for k in range(6)
    ]


def test_fixups_keep_a_mid_word_position_the_plain_form_tries(monkeypatch: MonkeyPatch) -> None:
    # ``foob`` starts no word, so its own gate is shut; the plain form still tries its mid-word
    # occurrence because the bounded branch's needle ``fo`` begins the word ``fox``.
    concept = {"t": re.compile(r"\bfo(?:x|y)|foob")}
    monkeypatch.setattr(cs, "compiled", lambda: concept)
    for name in ("concept_needles", "plans", "dispatch"):
        monkeypatch.setattr(cs, name, cache(getattr(cs, name).__wrapped__))
    plan = cs.plans()["t"]
    assert plan is not None and plan.fixups == {"foob": (("fo", "fo"),)}
    text = "zfoob fox"
    assert cs.find("t", text) == find_plain("t", text) == [(1, 5), (6, 9)]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789..  a\n", max_size=40))
def test_a_concept_without_needles_is_found_as_by_a_full_scan(text: str) -> None:
    for name in ("ip_address", "clause_start"):
        plain = [m.span() for m in cs.compiled()[name].finditer(text)]
        assert cs.find(name, text) == plain
        loose = cs.loosened_concepts()[name]
        if loose is not None and plain:
            assert loose.search(text) is not None


def test_loosened_drops_only_a_leading_lookbehind() -> None:
    assert alternatives.loosened(re.compile(r"\bab")) is None
    assert alternatives.loosened(re.compile(r"(?=a)b")) is None
    loose = alternatives.loosened(re.compile(r"(?<!x)ab"))
    assert loose is not None and loose.search("xab") and not loose.search("xa")
