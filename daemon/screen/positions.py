"""Where a rule may start matching in a text (pure), found from the words of the text.

A branch of a pattern that opens with ``\\b`` and a letter or digit matches only at the start
of a word, so its (longer) needles need not be searched for in the whole text: the words of the
text are read once (one C scan) with every prefix of each word (``Words.prefixes``), and a plan's
needles are intersected with those prefixes in one set operation before any is looked up.
The other branches' needles are searched for (``prefilter.Occurrences``). The positions found
hold every position where the pattern matches, so trying the pattern only there finds what a
full scan finds (``prefilter.matches``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from itertools import accumulate
from typing import Final, NamedTuple

from .alternatives import Branch, branches
from .grams import Grams
from .lazy_regex import Regex
from .prefilter import SHORT, Occurrences

_WORD: Final = re.compile(r"[^\W_]+")
PREFIX: Final = 16
"""How many leading characters of each word ``Words.prefixes`` holds (every prefix of a word up
to this length): a needle or a leading word of at most this many characters begins some word of
the text exactly when it is in that set, one hash lookup (lat11; a long word, a token or a key,
adds at most this many prefixes)."""


def head_word(needle: str) -> str:
    """The leading word of a needle (``"don't"`` -> ``"don"``)."""
    m = _WORD.match(needle)
    return m.group() if m else ""


class Words:
    """The words of a text and where each starts, with every prefix of its words (up to
    ``PREFIX`` characters): the one index of a text that every concept's and lexicon rule's
    word-bounded needles are looked up in (``add_word_starts``, ``RulePlans``), each plan's needle
    set intersected with the prefixes in one set operation instead of needle by needle."""

    __slots__ = (
        "_every",
        "_grams",
        "ascii",
        "at",
        "chars",
        "concepts",
        "found",
        "prefixes",
        "sorted",
        "text",
    )

    def __init__(self, text: str) -> None:
        self.text = text
        self.ascii = text.isascii()
        self.chars = set(text)
        at: dict[str, list[int]] = {}
        for m in _WORD.finditer(text):
            at.setdefault(m[0], []).append(m.start())
        self.at = at
        """Each word of the text -> the offsets where it occurs as a whole word, in order."""
        self.sorted = sorted(at)
        prefixes: set[str] = set()
        for w in at:  # each word's prefixes, built in C (~0.1 ms less a memory than slicing)
            prefixes.update(accumulate(w[:PREFIX]))
        self.prefixes = prefixes
        """The first one to ``PREFIX`` characters of every word: a string of at most ``PREFIX``
        characters begins some word exactly when it is here."""
        self._every: Occurrences | None = None
        self._grams: Grams | None = None
        self.found: dict[str, list[int]] = {}
        """``where``'s answers so far (read it first: most needles are asked again)."""
        self.concepts: dict[str, list[tuple[int, int]]] = {}
        """``concept_search.find``'s spans of each concept in the text so far (a concept two
        stages ask for, ``dont_tell``, is found once a memory)."""

    @property
    def grams(self) -> Grams | None:
        """The text's trigrams (``grams.py``), built on first use; None for a text of at most
        ``SHORT`` characters (a substring scan of it costs less than building them)."""
        if self._grams is None and len(self.text) > SHORT:
            self._grams = Grams(self.text)
        return self._grams

    @property
    def occurrences(self) -> Occurrences:
        """The text's ``Occurrences`` (shared by every reader of these words: lookups are made
        once), ruling needles out by ``grams``."""
        if self._every is None:
            self._every = Occurrences(self.text, self.grams)
        return self._every

    def starts_a_word(self, head: str) -> bool:
        """Whether some word of the text begins with ``head``."""
        if len(head) <= PREFIX:
            return head in self.prefixes
        known = self.sorted
        k = bisect_left(known, head)  # the first word >= head: starts with it, if any does
        return k < len(known) and known[k].startswith(head)

    def every(self, needle: str) -> list[int]:
        """Every occurrence of ``needle`` in the text, in order (``Occurrences.every``, kept with
        the words: concepts share needles; do not change the list)."""
        return self.occurrences.every(needle)

    def passes(self, needle: str, head: str) -> bool:
        """The gate of a needle: its first character occurs, and some word begins with its gate
        head."""
        return needle[0] in self.chars and (not head or self.starts_a_word(head))

    def where(self, needle: str, head: str, whole: bool) -> list[int]:
        """The offsets of the words that begin with ``needle`` (``whole``: the needle is its
        ``head`` word), or of the word ``head`` followed by the rest of the needle; cached (do
        not change the list)."""
        found = self.found.get(needle)
        if found is None:
            if whole:
                known, at = self.sorted, self.at
                k = bisect_left(known, needle)
                found = list[int]()
                while k < len(known) and known[k].startswith(needle):
                    found += at[known[k]]
                    k += 1
                if k - bisect_left(known, needle) > 1:
                    found.sort()  # several words: in order (``RulePlans.starts`` shares it)
            else:
                text = self.text
                found = [i for i in self.at.get(head, ()) if text.startswith(needle, i)]
            self.found[needle] = found
        return found


class Bounded(NamedTuple):
    """Needles looked up among the words. A needle that is its own leading word (``ignor``)
    begins the words it begins: these are keyed by their first ``PREFIX`` characters, and only
    the keys among the text's prefixes are read. Another (``don't``: the word ``don``, then the
    rest) is keyed by its leading word, read only where that is a word of the text."""

    keys: frozenset[str]
    whole: dict[str, tuple[str, ...]]
    heads: frozenset[str]
    parts: dict[str, tuple[str, ...]]

    def needles(self) -> list[str]:
        return sorted(
            [n for group in self.whole.values() for n in group]
            + [n for group in self.parts.values() for n in group]
        )


def add_word_starts(bounded: Bounded, words: Words, at: set[int]) -> None:
    """Add to ``at`` the offsets of the words the needles of ``bounded`` begin (``Words.where``),
    reading only the needles whose key is a prefix of some word (or whose leading word is a word)
    of the text."""
    known = words.found
    for key in bounded.keys & words.prefixes:
        for needle in bounded.whole[key]:
            found = known.get(needle)
            if found is None:
                found = words.where(needle, needle, True)
            if found:
                at.update(found)
    if bounded.heads:
        for head in words.at.keys() & bounded.heads:
            for needle in bounded.parts[head]:
                found = known.get(needle)
                if found is None:
                    found = words.where(needle, head, False)
                if found:
                    at.update(found)


class RulePlan(NamedTuple):
    """Where a rule may start: ``bounded`` needles at the start of a word, ``other`` needles
    anywhere."""

    bounded: Bounded
    other: tuple[str, ...]


def word_bounded(found: tuple[Branch, ...]) -> tuple[list[int], list[int]]:
    """The indexes of the branches (``alternatives.branches``) that match only at the start of a
    word (``\\b`` then a letter or digit), and of the others."""
    bounded = [
        k for k, b in enumerate(found) if b.bounded and all(n[0].isalnum() for n in b.longer)
    ]
    return bounded, [k for k in range(len(found)) if k not in bounded]


def bounded_needles(needles: list[str]) -> Bounded:
    whole: dict[str, list[str]] = {}
    parts: dict[str, list[str]] = {}
    for n in sorted(set(needles)):
        head = head_word(n)
        if n == head:
            whole.setdefault(n[:PREFIX], []).append(n)
        else:
            parts.setdefault(head, []).append(n)
    return Bounded(
        frozenset(whole),
        {k: tuple(v) for k, v in whole.items()},
        frozenset(parts),
        {k: tuple(v) for k, v in parts.items()},
    )


def rule_plan(pattern: Regex) -> RulePlan | None:
    """A rule's plan (None when a branch has no needles: the rule then keeps its gate)."""
    found = branches(pattern)
    if found is None:
        return None
    bounded, other = word_bounded(found)
    return RulePlan(
        bounded_needles([n for k in bounded for n in found[k].longer]),
        tuple(sorted({n for k in other for n in found[k].longer})),
    )


def rule_starts(plan: RulePlan, words: Words, occurrences: Occurrences) -> list[int]:
    """Every position of ``words.text`` where the rule may start matching, in order (a
    superset of its match starts)."""
    at: set[int] = set()
    add_word_starts(plan.bounded, words, at)
    for needle in plan.other:
        at.update(occurrences.every(needle))
    return sorted(at)


def _grouped(
    by_key: dict[str, dict[str, list[int]]],
) -> dict[str, tuple[tuple[str, tuple[int, ...]], ...]]:
    return {
        key: tuple((needle, tuple(ks)) for needle, ks in sorted(group.items()))
        for key, group in by_key.items()
    }


class RulePlans:
    """The plans of a list of rules read together: each needle's words are looked up once for
    all the rules, and only the needles that begin some word of the text are read (one set
    intersection with ``Words.prefixes``), instead of each rule's in turn (most rules of a
    lexicon start nowhere in a given text)."""

    __slots__ = (
        "_by_head",
        "_by_key",
        "_heads",
        "_keys",
        "_other",
        "_other_by_gram",
        "_other_grams",
    )

    def __init__(self, plans: Sequence[RulePlan | None]) -> None:
        whole: dict[str, dict[str, list[int]]] = {}  # key -> needle -> the rules it starts
        parts: dict[str, dict[str, list[int]]] = {}  # leading word -> needle -> the rules
        other: dict[str, list[int]] = {}
        for k, plan in enumerate(plans):
            if plan is None:
                continue
            for into, groups in ((whole, plan.bounded.whole), (parts, plan.bounded.parts)):
                for key, group in groups.items():
                    for needle in group:
                        into.setdefault(key, {}).setdefault(needle, []).append(k)
            for needle in plan.other:
                other.setdefault(needle, []).append(k)
        self._by_key = _grouped(whole)
        self._keys = frozenset(whole)
        self._by_head = _grouped(parts)
        self._heads = frozenset(parts)
        self._other = tuple((needle, tuple(ks)) for needle, ks in sorted(other.items()))
        by_gram: dict[str | tuple[str, str, str], list[tuple[str, tuple[int, ...]]]] = {}
        for needle, ks in self._other:
            by_gram.setdefault(_first_gram(needle), []).append((needle, ks))
        self._other_by_gram = {gram: tuple(group) for gram, group in by_gram.items()}
        """The other needles by their first trigram (their first character, under three)."""
        self._other_grams = frozenset(by_gram)

    def starts(self, words: Words, occurrences: Occurrences) -> dict[int, list[int]]:
        """``rule_starts(plans[k], words, occurrences)`` for each ``k`` where it is not empty.

        A rule whose starts come from one needle gets that needle's list itself (in order and
        without repeats: ``Words.where``, ``Occurrences.every``; shared, never changed), and only
        a rule with several needles found is merged in a set and sorted (lat15: most rules of a
        memory start at one needle's words, and the sorting was a tenth of this call)."""
        one: dict[int, list[int]] = {}  # the rules one needle starts so far: that needle's list
        merged: dict[int, set[int]] = {}  # the rules several needles start
        known = words.found
        for key in self._keys & words.prefixes:
            for needle, ks in self._by_key[key]:
                found = known.get(needle)
                if found is None:
                    found = words.where(needle, needle, True)
                if found:
                    _add(one, merged, ks, found)
        if self._heads:
            for head in words.at.keys() & self._heads:
                for needle, ks in self._by_head[head]:
                    found = known.get(needle)
                    if found is None:
                        found = words.where(needle, head, False)
                    if found:
                        _add(one, merged, ks, found)
        grams = words.grams
        if grams is None:  # one entry: a substring test first, most needles occur nowhere
            text = words.text
            for needle, ks in self._other:
                if needle in text:
                    found = occurrences.every(needle)
                    if found:
                        _add(one, merged, ks, found)
        else:  # a memory: only the needles whose first trigram it holds (one set operation)
            by_gram = self._other_by_gram
            for gram in self._other_grams & grams.keys:
                for needle, ks in by_gram[gram]:
                    found = occurrences.every(needle)
                    if found:
                        _add(one, merged, ks, found)
        for k, starts in merged.items():
            one[k] = sorted(starts)
        return one


def _first_gram(needle: str) -> str | tuple[str, str, str]:
    """The first trigram of ``needle`` (its first character, under three characters): one of
    ``grams.Grams.keys`` of every text that holds it."""
    return (needle[0], needle[1], needle[2]) if len(needle) >= 3 else needle[0]


def _add(
    one: dict[int, list[int]], merged: dict[int, set[int]], ks: tuple[int, ...], found: list[int]
) -> None:
    """Record that the rules ``ks`` may start at ``found`` (in order, without repeats)."""
    for k in ks:
        starts = merged.get(k)
        if starts is not None:
            starts.update(found)
            continue
        first = one.get(k)
        if first is None:
            one[k] = found
        elif first is not found:
            merged[k] = {*first, *found}
