"""Properties of the screen speed-ups of session 10 (helper clflat): each shortcut answers what
the plain form it replaces answers, on long hypothesis texts (a memory, not an entry: the
shortcuts apply past ``trigrams.LONG`` characters; odd case folds, other scripts) and on the
corpus packed into memories.

- ``trigrams.holds``: ``needle in text``, a needle ruled out when the text lacks its first or its
  last three characters; used by ``prefilter.Occurrences`` (``every``, ``starts``, ``absent``),
  ``prefilter.FoldGated`` (``search``, ``ruled_out``), ``secret_gate.Needles`` (``starts``,
  ``word_starts``) and ``injection_acts.lines_with``.
- ``secret_named_material``: ``_NATS_SEED``, ``_PRIVATE_SUFFIX`` and ``_B64_ASSIGNED`` are run
  only where their gates (``_NATS_CORE``, ``_PRIVATE_MARK``, ``_B64_MARK``) find something:
  every match of the rule holds a match of its gate.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import concepts_acts_needles as need
from tinyagent_memory.daemon.screen import (
    injection_acts,
    prefilter,
    secret_gate,
    secret_named_material,
    secret_structural,
    trigrams,
)

from tests import screen_corpus as corpus
from tests.property.test_screen_lat8_properties import _GLUE

# pyright: reportPrivateUsage=false

_WORDS = [
    *("password", "PASSWORD", "pw", "token", "login", "secret ", "key=", "ſecret", "ıt's", "KEY"),
    *("private", "_PRIVATE", "api_key-private: ", "SU" + "A" * 56, "/" + "Ab9+" * 9, "://"),
    *("without asking", "silently", ".env", "\n", "\n§\n", "so ", "safety", "İ", "K", "ß"),
]  # fmt: skip


def _long(words: list[str]) -> st.SearchStrategy[str]:
    """Texts past ``trigrams.LONG``: parts (words, odd characters) joined and repeated with a
    varying filler until long."""
    part = st.one_of(st.sampled_from(words), st.text(alphabet=_GLUE, max_size=6))
    return st.tuples(st.lists(part, min_size=1, max_size=24), st.integers(0, 50)).map(
        lambda v: ("".join(v[0]) + " filler " + str(v[1])) * (1 + trigrams.LONG // 8)
    )


@cache
def _memories() -> list[str]:
    """The corpus entries of every set, 25 to a memory."""
    items = corpus.secrets() + corpus.risky_negatives() + corpus.prose() + corpus.injections()
    raw = [i.text for i in items]
    return ["\n§\n".join(raw[k : k + 25]) for k in range(0, len(raw), 25)]


def _needles(text: str) -> list[str]:
    """Needles present (cut from the text) and maybe absent (the word list, the acts' needles,
    every structural rule's needles)."""
    cut = [text[k : k + n] for k in range(0, len(text), 97) for n in (2, 3, 4, 9)]
    structural = [n for _, g in secret_structural._STRUCTURAL if g.needles for n in g.needles]
    acts = [n for needles in (need.EXFILTRATION_NEEDLES, need.POLICY_NEEDLES) for n in needles]
    return [*cut, *_WORDS, *structural, *acts, "", "zzq", "filler 4"]


_FOLD_GATED = (
    secret_named_material._SECRET_WORD_BEFORE,
    secret_named_material._PRIVATE_SUFFIX,
    re.compile(r"(?i:without\s+asking|silently|\.env\b|filler\s+4)"),
)


def _plain_occurrences(text: str, needle: str) -> list[int]:
    """Every occurrence (overlapping ones too) by plain ``find`` from each position."""
    found: list[int] = []
    k = text.find(needle)
    while k != -1:
        found.append(k)
        k = text.find(needle, k + 1)
    return found


def _agree(text: str) -> None:
    assert len(text) > trigrams.LONG
    tri = trigrams.trigrams(text)
    lower = text.lower()
    index = secret_gate.Needles(lower)
    occurrences = prefilter.Occurrences(text)
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    needles = [n for n in _needles(text) if n]
    for needle in needles:
        assert trigrams.holds(text, needle, tri) == (needle in text), needle
        assert occurrences.every(needle) == _plain_occurrences(text, needle), needle
        assert occurrences.absent((needle,)) == (needle not in text), needle
    groups = [tuple(needles[k : k + 7]) for k in range(0, len(needles), 7)]
    for group in groups:
        plain = sorted({k for n in group for k in _plain_occurrences(lower, n)})
        assert index.starts(group) == plain, group
        words = [
            k
            for k in plain
            if any(
                lower.startswith(n, k)
                and (
                    not n[0].isalnum()
                    or not k
                    or not (lower[k - 1].isalnum() or lower[k - 1] == "_")
                )
                for n in group
            )
        ]
        assert index.word_starts(group) == words, group
        lines_plain = {
            bisect_right(starts, k) - 1 for n in group for k in _plain_occurrences(text, n)
        }
        assert injection_acts.lines_with(text, group, starts) == lines_plain, group
    for pattern in _FOLD_GATED:
        gated = prefilter.FoldGated(pattern)
        found, plain = gated.search(text), pattern.search(text)
        assert (found and found.span()) == (plain and plain.span()), pattern.pattern
        assert not gated.ruled_out(text, lower) or plain is None, pattern.pattern
    _gates_hold(text)


def _gates_hold(text: str) -> None:
    m = secret_named_material
    for rule, gate in (
        (m._NATS_SEED, m._NATS_CORE),
        (m._PRIVATE_SUFFIX, m._PRIVATE_MARK),
        (m._B64_ASSIGNED, m._B64_MARK),
    ):
        for found in rule.finditer(text):
            assert gate.search(found.group()) is not None, (rule.pattern, found.group())


@settings(max_examples=40, deadline=None)
@given(_long(_WORDS))
def test_trigram_prefilter_answers_as_the_substring_tests(value: str) -> None:
    _agree(value)


def test_trigram_prefilter_answers_as_the_substring_tests_on_the_corpus() -> None:
    for value in _memories()[::4]:
        _agree(value)


@settings(max_examples=300, deadline=None)
@given(_long(_WORDS))
def test_named_material_gates_hold_every_match(value: str) -> None:
    _gates_hold(value)
    _gates_hold(value.upper())


def test_named_material_gates_on_their_own_shapes() -> None:
    m = secret_named_material
    seed = "SU" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" * 2
    assert m._NATS_SEED.search(seed[:58]) and m._NATS_CORE.search(seed[:58])
    line = "MJ_APIKEY_PRIVATE=" + "x7Kq" * 6
    assert m._PRIVATE_SUFFIX.search(line) and m._PRIVATE_MARK.search(line)
    assert m._PRIVATE_MARK.search("api key private") is None  # no mark: the rule finds none
    line = 'client_secret: "/' + "Ab9+" * 9 + '"'
    assert m._B64_ASSIGNED.search(line) and m._B64_MARK.search(line)
    for value in _memories():
        _gates_hold(value)


def test_trigrams_of_short_texts_are_not_built() -> None:
    assert trigrams.trigrams("x" * trigrams.LONG) is None
    tri = trigrams.trigrams("abcd" * 101)
    assert tri is not None and tri == {"abc", "bcd", "cda", "dab"}
    assert trigrams.absent(tri, "abx") and not trigrams.absent(tri, "ab")
    assert trigrams.absent(tri, "abcdx_bca") and not trigrams.absent(tri, "abcdabcd")
    assert not trigrams.holds("abcd" * 101, "cdx", tri) and trigrams.holds("abcd" * 101, "dab", tri)
