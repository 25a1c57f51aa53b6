"""Where a rule may start matching in a text (pure), found from the words of the text.

A branch of a pattern that opens with ``\\b`` and a letter or digit matches only at the start
of a word, so its (longer) needles need not be searched for in the whole text: the words of the
text are read once (one C scan), sorted, and a needle is looked up among them by binary search.
The other branches' needles are searched for (``prefilter.Occurrences``). The positions found
hold every position where the pattern matches, so trying the pattern only there finds what a
full scan finds (``prefilter.matches``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from typing import Final, NamedTuple

from .alternatives import Branch, branches
from .prefilter import SHORT, Occurrences

_WORD: Final = re.compile(r"[^\W_]+")
LEAD: Final = 4
"""How many leading characters of a word ``Words.leads`` holds and ``Bounded`` groups needles
by (four, not three: a lexicon's needles sharing three letters with some word of a memory were
read one by one, lat10)."""


def head_word(needle: str) -> str:
    """The leading word of a needle (``"don't"`` -> ``"don"``)."""
    m = _WORD.match(needle)
    return m.group() if m else ""


class Words:
    """The words of a text and where each starts, sorted, so that a needle whose leading word
    starts no word of the text is ruled out by a binary search instead of a scan."""

    __slots__ = ("_every", "_heads", "ascii", "at", "chars", "found", "leads", "sorted", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.ascii = text.isascii()
        self.chars = set(text)
        at: dict[str, list[int]] = {}
        for m in _WORD.finditer(text):
            at.setdefault(m.group(), []).append(m.start())
        self.at = at
        """Each word of the text -> the offsets where it occurs as a whole word, in order."""
        self.sorted = sorted(at)
        leads = {w[:LEAD] for w in at}
        for k in range(LEAD - 1, 0, -1):
            leads |= {w[:k] for w in leads}
        self.leads = leads
        """The first one to ``LEAD`` characters of the words: a needle whose own are not among
        them begins no word."""
        self._heads: dict[str, bool] = {}
        self._every: Occurrences | None = None
        self.found: dict[str, list[int]] = {}
        """``where``'s answers so far (read it first: most needles are asked again)."""

    def starts_a_word(self, head: str) -> bool:
        """Whether some word of the text begins with ``head`` (cached: rules share heads)."""
        found = self._heads.get(head)
        if found is None:
            known = self.sorted
            k = bisect_left(known, head)  # the first word >= head: starts with it, if any does
            found = self._heads[head] = k < len(known) and known[k].startswith(head)
        return found

    def every(self, needle: str) -> list[int]:
        """Every occurrence of ``needle`` in the text, in order (``Occurrences.every``, kept with
        the words: concepts share needles; do not change the list)."""
        if self._every is None:
            self._every = Occurrences(self.text)
        return self._every.every(needle)

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
            else:
                text = self.text
                found = [i for i in self.at.get(head, ()) if text.startswith(needle, i)]
            self.found[needle] = found
        return found


Needle = tuple[str, str, bool]
"""A needle looked up among the words: (needle, its leading word, whether it is that word)."""


class Bounded(NamedTuple):
    """Needles looked up among the words, grouped by the first ``LEAD`` characters of
    their leading word (``Words.leads``): only the groups whose lead begins some word are read."""

    leads: frozenset[str]
    by_lead: dict[str, tuple[Needle, ...]]

    def needles(self) -> list[str]:
        return sorted(n for group in self.by_lead.values() for n, _, _ in group)


def add_word_starts(bounded: Bounded, words: Words, at: set[int]) -> None:
    """Add to ``at`` the offsets of the words the needles of ``bounded`` begin (``Words.where``),
    reading only the needles whose lead begins some word of the text."""
    known, by_lead = words.found, bounded.by_lead
    for lead in bounded.leads & words.leads:
        for needle, head, whole in by_lead[lead]:
            found = known.get(needle)
            if found is None:
                found = words.where(needle, head, whole)
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
    by_lead: dict[str, list[Needle]] = {}
    for n in sorted(set(needles)):
        head = head_word(n)
        by_lead.setdefault(head[:LEAD], []).append((n, head, n == head))
    return Bounded(frozenset(by_lead), {k: tuple(v) for k, v in by_lead.items()})


def rule_plan(pattern: re.Pattern[str]) -> RulePlan | None:
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


class RulePlans:
    """The plans of a list of rules read together: each needle's words are looked up once for
    all the rules, and only the leads that begin some word of the text are read, instead of
    each rule's in turn (most rules of a lexicon start nowhere in a given text)."""

    __slots__ = ("_by_lead", "_leads", "_other")

    def __init__(self, plans: Sequence[RulePlan | None]) -> None:
        by_lead: dict[str, list[tuple[int, str, str, bool]]] = {}
        other: dict[str, list[int]] = {}
        for k, plan in enumerate(plans):
            if plan is None:
                continue
            for lead, group in plan.bounded.by_lead.items():
                by_lead.setdefault(lead, []).extend((k, *needle) for needle in group)
            for needle in plan.other:
                other.setdefault(needle, []).append(k)
        self._by_lead = by_lead
        self._leads = frozenset(by_lead)
        self._other = tuple((needle, tuple(ks)) for needle, ks in sorted(other.items()))

    def starts(self, words: Words, occurrences: Occurrences) -> dict[int, list[int]]:
        """``rule_starts(plans[k], words, occurrences)`` for each ``k`` where it is not empty."""
        at: dict[int, set[int]] = {}
        known, by_lead = words.found, self._by_lead
        for lead in self._leads & words.leads:
            for k, needle, head, whole in by_lead[lead]:
                found = known.get(needle)
                if found is None:
                    found = words.where(needle, head, whole)
                if found:
                    if k in at:
                        at[k].update(found)
                    else:
                        at[k] = set(found)
        text = words.text
        short = len(text) <= SHORT  # a substring test first: most needles occur nowhere
        for needle, ks in self._other:
            if short and needle not in text:
                continue
            found = occurrences.every(needle)
            if found:
                for k in ks:
                    if k in at:
                        at[k].update(found)
                    else:
                        at[k] = set(found)
        return {k: sorted(starts) for k, starts in at.items()}
