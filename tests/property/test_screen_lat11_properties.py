"""Properties of the screen speed-ups of session 11 (helper lat11); each answers what the form it
replaces answers (the snapshot of every corpus and round was identical after each, too).

- ``positions.Words.prefixes``: ``starts_a_word`` (a set lookup up to ``PREFIX`` characters) is
  the binary search over the sorted words it replaces, for any string; ``add_word_starts`` and
  ``RulePlans.starts`` (one set intersection of a plan's needles with the prefixes) find what
  asking ``Words.where`` about every needle finds.
- ``alternatives.branches``: a branch is read as matching only at a word start when its leading
  assertions say no word character precedes it (``\\b``, ``(?<!\\w)``, ``(?<![^\\n])``, ``^``):
  at every match of such a branch of every concept and lexicon rule, a word of the text begins.
- ``prefilter.needles(longer=True)`` read through a small set of literals (``d[ée]cision``):
  every match of every concept and lexicon rule starts with one of its longer needles.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import cache
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import alternatives, injection_rules, positions, prefilter
from tinyagent_memory.daemon.screen import concept_search as cs

from tests import screen_corpus as corpus

_GLUE = " \n_-.,:'\"`@/()[]<>|!?0123456789abcdxyzéяж中文"
_WORDS = ["ignore", "ignored", "don", "don't", "decision", "décision", "a" * 20, "prompt", "de"]
texts = st.lists(
    st.one_of(st.sampled_from(_WORDS), st.text(alphabet=_GLUE, max_size=5)), max_size=20
).map("".join)


def _patterns() -> list[re.Pattern[str]]:
    rules = [r[2] for r in injection_rules.english_rules()] + [
        r[2] for r in injection_rules.i18n_rules()
    ]
    return list(cs.compiled().values()) + rules


def _starts_a_word_plain(words: positions.Words, head: str) -> bool:
    known = words.sorted
    k = bisect_left(known, head)
    return k < len(known) and known[k].startswith(head)


@settings(max_examples=300, deadline=None)
@given(texts, st.text(alphabet="adeignorptxé'", min_size=1, max_size=22))
def test_starts_a_word_is_the_binary_search(text: str, head: str) -> None:
    words = positions.Words(text)
    assert words.starts_a_word(head) == _starts_a_word_plain(words, head)
    for word in words.at:
        for k in range(1, len(word) + 1):
            assert words.starts_a_word(word[:k])


def _plain_word_starts(bounded: positions.Bounded, words: positions.Words) -> set[int]:
    at: set[int] = set()
    for group in bounded.whole.values():
        for needle in group:
            at.update(words.where(needle, needle, True))
    for head, group in bounded.parts.items():
        for needle in group:
            at.update(words.where(needle, head, False))
    return at


def _check_word_starts(text: str) -> None:
    words = positions.Words(text)
    for plan in cs.plans().values():
        if plan is not None:
            at: set[int] = set()
            positions.add_word_starts(plan.bounded, words, at)
            assert at == _plain_word_starts(plan.bounded, words)


@settings(max_examples=100, deadline=None)
@given(texts)
def test_add_word_starts_is_every_needle_asked(text: str) -> None:
    _check_word_starts(text)


def test_add_word_starts_is_every_needle_asked_on_the_corpus() -> None:
    items = corpus.injections() + corpus.risky_negatives()
    _check_word_starts("\n".join(i.text.lower() for i in items))


_parser: Any = getattr(re, "_parser")  # noqa: B009
_compiler: Any = getattr(re, "_compiler")  # noqa: B009
_c: Any = getattr(re, "_constants")  # noqa: B009


@cache
def _branch_patterns() -> list[tuple[re.Pattern[str], tuple[str, ...] | None, list[Any]]]:
    """Each pattern with its longer needles and, per top-level branch, (whether it is read as
    matching at word starts only, the branch compiled alone)."""
    out: list[tuple[re.Pattern[str], tuple[str, ...] | None, list[Any]]] = []
    for pattern in _patterns():
        found = alternatives.branches(pattern)
        if found is None:
            continue
        tree = prefilter.tree(pattern)
        alts = (
            [list(a) for a in tree[0][1][1]]
            if len(tree) == 1 and tree[0][0] is _c.BRANCH
            else [list(tree)]
        )
        compiled: list[Any] = []
        for branch, items in zip(found, alts, strict=True):
            word_start = branch.bounded and all(n[0].isalnum() for n in branch.longer)
            try:
                sub = _compiler.compile(_parser.SubPattern(tree.state, items), pattern.flags)
            except (re.error, KeyError, IndexError, TypeError):
                continue  # (a group reference to another branch)
            compiled.append((word_start, sub))
        out.append((pattern, prefilter.needles(pattern, longer=True), compiled))
    return out


def _check_branches(text: str) -> None:
    words = positions.Words(text)
    starts = {i for found in words.at.values() for i in found}
    for pattern, longer, compiled in _branch_patterns():
        for word_start, sub in compiled:
            for m in sub.finditer(text):
                if longer is not None:
                    assert any(text.startswith(n, m.start()) for n in longer), pattern.pattern
                if word_start:
                    assert m.start() in starts, (pattern.pattern, m.start())


@settings(max_examples=30, deadline=None)
@given(texts)
def test_word_start_branches_match_at_word_starts(text: str) -> None:
    _check_branches(text)


def test_word_start_branches_match_at_word_starts_on_the_corpus() -> None:
    items = corpus.injections() + corpus.risky_negatives() + corpus.prose()
    _check_branches("\n".join(i.text.lower() for i in items[::2]))  # every other (time budget)


def test_leading_assertions_that_mark_a_word_start() -> None:
    found = alternatives.branches(
        re.compile(r"(?<![^\n])(?:abc|de)|(?<!\w)xy|\bzz|(?<![\w-])qq|(?<=x)yy|(?<![^\w])ww|^ab")
    )
    assert found is not None
    assert [b.bounded for b in found] == [True, True, True, True, False, False, True]
    assert prefilter.needles(re.compile(r"\bd[ée]cision\s+de"), longer=True) == (
        "decision",
        "décision",
    )
