"""Where the structural scorer's concepts match a text (pure): every concept is tried only
where one of its literal needles occurs (Python's ``re`` tries a word alternation at every
position), and at such a position only the branches that may start with its character
(``alternatives.Dispatch``)."""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import cache
from typing import NamedTuple

from . import concepts as c
from .alternatives import Dispatch, branches, dispatched, loosened
from .lazy_regex import Lazy
from .positions import (
    PREFIX,
    Bounded,
    Words,
    add_word_starts,
    bounded_needles,
    head_word,
    word_bounded,
)
from .prefilter import SHORT, needles

Spans = list[tuple[int, int]]


@cache
def compiled() -> dict[str, Lazy]:
    """Each concept's pattern, compiled when first matched whole (``lazy_regex.py``): a planned
    concept is read from its parsed pattern (``plans``, ``Dispatch``), never compiled whole."""
    return {name: Lazy(pattern) for name, pattern in c.CONCEPTS.items()}


@cache
def concept_needles() -> dict[str, tuple[tuple[str, str], ...] | None]:
    """Per concept, its needles with their leading word (``"don't"`` -> ``"don"``)."""
    out: dict[str, tuple[tuple[str, str], ...] | None] = {}
    for name, pattern in compiled().items():
        found = needles(pattern)
        out[name] = None if found is None else tuple((n, head_word(n)) for n in found)
    return out


Gated = tuple[tuple[str, str], ...]


def gate_head(needle: str) -> str:
    """The word a needle's occurrence needs some word of the text to begin with ("" for none:
    only Latin words are read so, up to 14 letters; a pattern in another script may match inside
    a word: ``включи`` in ``выключи``, CJK runs without spaces)."""
    head = head_word(needle)
    return head if head.isascii() and len(head) <= min(14, PREFIX) else ""


class Plan(NamedTuple):
    """How a concept's possible match starts are found (see ``find``)."""

    bounded: Bounded
    """The longer needles of the branches that open with ``\\b`` and a letter or digit, each
    with its leading word and whether it is that word: such a branch matches only at the start
    of a word."""
    other: tuple[Gated, Gated]
    """The needles of the other branches with their gate heads, ASCII ones and the others."""
    fixups: dict[str, Gated]
    """An other needle -> the bounded branches' own needles it shares a prefix with (see
    ``find``)."""


@cache
def plans() -> dict[str, Plan | None]:
    out: dict[str, Plan | None] = {}
    for name, pattern in compiled().items():
        found = branches(pattern)
        if found is None:
            out[name] = None
            continue
        split = word_bounded(found)
        words, rest = [found[k] for k in split[0]], [found[k] for k in split[1]]
        bounded = bounded_needles([n for b in words for n in b.longer])
        other = sorted({(n, gate_head(n)) for b in rest for n in b.needles})
        own = sorted({(n, gate_head(n)) for b in words for n in b.needles})
        heads = dict(own)
        fixups = {a: _sharing_a_prefix(a, own, heads) for a, head in other if head}
        out[name] = Plan(
            bounded,
            (
                tuple(g for g in other if g[0].isascii()),
                tuple(g for g in other if not g[0].isascii()),
            ),
            {a: g for a, g in fixups.items() if g},
        )
    return out


def _sharing_a_prefix(needle: str, own: list[tuple[str, str]], heads: dict[str, str]) -> Gated:
    """The entries of ``own`` (sorted; ``heads`` is ``dict(own)``) whose needle begins with
    ``needle`` or begins it, in order."""
    k = bisect_left(own, (needle, ""))
    found: set[tuple[str, str]] = set()
    while k < len(own) and own[k][0].startswith(needle):
        found.add(own[k])
        k += 1
    found.update(
        (needle[:n], heads[needle[:n]]) for n in range(1, len(needle)) if needle[:n] in heads
    )
    return tuple(sorted(found))


def find(name: str, text: str, words: Words | None = None) -> Spans:
    """Every span of a concept, as its plain form finds them: every needle of the concept is
    looked for only when its gate head begins a word of the text (Latin words only: CJK text has
    no spaces between words), the pattern is tried at each occurrence, leftmost first, without
    overlaps (``tests/property/test_screen_structure_properties.py`` keeps the plain form and
    checks this one against it).

    Shortcuts, same matches: a branch that opens with ``\\b`` and a letter or digit matches
    only at the start of a word, so its longer needles (``safety``, not ``s``) are looked up
    among the words of the text instead of searched for, and only where they begin a word. Each
    such position is one of the plain form's (the branch's own needle begins that word, so its
    gate is open). The other branches keep the plain gate; a position the plain form tries only
    because a bounded branch's needle passed its gate there while an other branch's needle
    starting there did not (both in the middle of a word) is kept by ``fixups``. At each
    position only the branches that may start with its character are tried (``Dispatch``).
    With ``words`` of this very text, each concept is found once (``Words.concepts``)."""
    if words is None or words.text is not text:
        return _find(name, text, words)
    found = words.concepts.get(name)
    if found is None:
        found = words.concepts[name] = _find(name, text, words)
    return list(found)


def _find(name: str, text: str, words: Words | None) -> Spans:
    plan = plans()[name]
    if plan is None:
        loose = loosened_concepts()[name]
        if loose is not None:
            return _by_loosened(compiled()[name].compiled(), loose, text)
        return [(m.start(), m.end()) for m in compiled()[name].finditer(text)]
    words = words or Words(text)
    chars, prefixes = words.chars, words.prefixes
    short = len(text) <= SHORT  # one entry: a substring test rules a needle out for less
    at: set[int] = set()
    add_word_starts(plan.bounded, words, at)
    for needle, head in plan.other[0] if words.ascii else plan.other[0] + plan.other[1]:
        if needle[0] not in chars or (short and needle not in text):
            continue  # (a needle the text does not hold starts no position either way)
        if head and head not in prefixes:  # (a gate head has at most 14 <= PREFIX characters)
            fix = [n for n, h in plan.fixups.get(needle, ()) if words.passes(n, h)]
            i = text.find(needle) if fix else -1
            while i != -1:
                if any(text.startswith(n, i) for n in fix):
                    at.add(i)
                i = text.find(needle, i + 1)
            continue
        at.update(words.every(needle))
    return dispatched(dispatch()[name], text, sorted(at)) if at else []


def _by_loosened(pattern: re.Pattern[str], loose: re.Pattern[str], text: str) -> Spans:
    """``pattern.finditer(text)``'s spans, ``pattern`` tried only where ``loose`` (it without its
    leading lookbehind: ``alternatives.loosened``) matches. A match of ``pattern`` at a position
    is one of ``loose`` there, so the leftmost position from ``pos`` where ``loose`` matches is
    the first one ``pattern`` may match at; ``re`` skips fast to the character class that opens
    ``loose``, while ``pattern`` is tried at every character (perf31: ``ip_address`` on a memory
    with addresses, ~45 µs)."""
    out: Spans = []
    m = loose.search(text)
    while m is not None:
        found = pattern.match(text, m.start())
        if found is None:
            m = loose.search(text, m.start() + 1)
            continue
        if found.end() == found.start():  # an empty match: ``finditer``'s own stepping
            return [(m.start(), m.end()) for m in pattern.finditer(text)]
        out.append((found.start(), found.end()))
        m = loose.search(text, found.end())
    return out


@cache
def dispatch() -> dict[str, Dispatch]:
    return {name: Dispatch(pattern) for name, pattern in compiled().items()}


@cache
def loosened_concepts() -> dict[str, re.Pattern[str] | None]:
    return {name: loosened(pattern) for name, pattern in compiled().items()}
