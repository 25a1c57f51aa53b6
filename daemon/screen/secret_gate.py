"""Credential rules with their gates (pure): a rule runs only from the positions where one of
its needles occurs, or only where one of its substrings occurs (within a reach before it, or from
the starts a landmark gives), so a clean memory costs a few substring searches per rule instead
of a regex scan of every position (Python's ``re`` tries a leading word alternation at each
character): ``Gated`` (the structural rules), ``FromNeedles`` (``finditer`` exactly, from its
words' places) and the ``Starts`` helpers. The needles and the index of one text's needles are
``secret_needles.py``'s. A unit test checks the gated scan finds exactly what a full scan finds
on the corpus.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .alternatives import tail
from .prefilter import FoldGated
from .secret_needles import (
    REGISTERED,
    Needles,
    at_needles,
    index_of,
    lowered,
    needles,
    occurrences,
)

Starts = Callable[[str], "set[int]"]
"""A superset of the start positions of a rule's matches in a text, derived from a landmark
every match holds (``GATE_STARTS`` in ``secret_rules``)."""


def before_last(mark: str, landmark: str, reach: int) -> Starts:
    """Every match holds ``landmark`` between 1 and ``reach`` characters after its start, and the
    text from there to an occurrence of ``mark`` holds no other ``landmark``: the last
    ``landmark`` before each ``mark``, ``reach`` back."""

    def starts(text: str) -> set[int]:
        at: set[int] = set()
        for q in occurrences(text, mark):
            c = text.rfind(landmark, 0, q)
            if c > 0:
                at.update(range(max(0, c - reach), c))
        return at

    return starts


def _word_or_dot(c: str) -> bool:
    return c.isalnum() or c in "_."  # ``[\w.]`` of a str pattern


def word_run_before(mark: str) -> Starts:
    """Every match is a run of ``[\\w.]`` characters not preceded by one, then ``mark``: the
    start of the run before each occurrence of ``mark``."""

    def starts(text: str) -> set[int]:
        at: set[int] = set()
        for q in occurrences(text, mark):
            i = q
            while i and _word_or_dot(text[i - 1]):
                i -= 1
            if i < q:
                at.add(i)
        return at

    return starts


def _run_starts(text: str, places: Iterable[int], inside: frozenset[str]) -> set[int]:
    """The start of the maximal run of ``inside`` characters around each of ``places`` (in
    ascending order); a run that reaches back to the previous place is the same run."""
    at: set[int] = set()
    last, start = -1, -1
    for q in places:
        i = q
        while i and i != last and text[i - 1] in inside:
            i -= 1
        start = start if i == last else i  # the run reached the previous one: same run
        at.add(start)
        last = q
    return at


def run_start_before(mark: str, chars: str) -> Starts:
    """Every match starts a maximal run of ``chars`` (none before it) that holds ``mark``: the
    start of the run around each occurrence of ``mark`` (itself one of ``chars``)."""
    inside = frozenset(chars)
    assert mark in inside

    def starts(text: str) -> set[int]:
        return _run_starts(text, occurrences(text, mark), inside)

    return starts


def run_start_before_each(marks: re.Pattern[str], chars: str) -> Starts:
    """Every match starts a maximal run of ``chars`` (none before it) that holds a match of
    ``marks`` (a zero-width lookahead after a character of ``chars``, so every place is found):
    the start of the run around each such place."""
    inside = frozenset(chars)

    def starts(text: str) -> set[int]:
        return _run_starts(text, (m.start() for m in marks.finditer(text)), inside)

    return starts


def run_before_each(marks: re.Pattern[str], also: str) -> Starts:
    """Every match is a run of ``[\\w<also>]`` characters, then a match of ``marks`` (a
    zero-width lookahead, so every position is found) whose first character is not one of them:
    every position of the run before each such place."""

    def starts(text: str) -> set[int]:
        at: set[int] = set()
        for m in marks.finditer(text):
            q = i = m.start()
            while i and (text[i - 1].isalnum() or text[i - 1] in also):
                i -= 1
            at.update(range(i, q))
        return at

    return starts


Keep = Callable[[str, int], bool]
"""Whether a match of a rule may start at a needle's position of a text: a check every match
passes, cheaper than trying the rule there (``GATE_KEEP`` in ``secret_rules``)."""


class Gated:
    """A rule with its gate: needles (match starts) or substrings one of which must occur; with a
    ``reach``, one of those substrings starts at most ``reach`` characters after every match's
    start, so the rule runs only from there (a window before each occurrence). A rule gated by
    substrings alone, once one occurs, is tried from its needles' positions when it has needles
    and the text reads the same lower-cased (``Needles.plain``), else over the whole text; a
    ``keep`` check drops needle positions where no match can start."""

    __slots__ = ("_ready", "_tail", "has", "keep", "needles", "pattern", "reach", "starts")

    def __init__(
        self,
        pattern: re.Pattern[str],
        has: tuple[str, ...] = (),
        reach: int | None = None,
        starts: Starts | None = None,
        keep: Keep | None = None,
    ) -> None:
        self.pattern = pattern
        windowed = bool(has) and (reach is not None or starts is not None)
        self.needles = None if windowed else needles(pattern)
        self.has = has
        self.reach = reach if has else None
        self.starts = starts if has else None
        self.keep = keep
        if self.needles:
            REGISTERED.update(self.needles)
        self._tail: re.Pattern[str] | None = None
        self._ready = False

    def matches(self, text: str, lower: str, index: Needles | None = None) -> list[re.Match[str]]:
        """``pattern.finditer(text)``: only from needle positions, or only when ``has`` occurs
        (and then only within ``reach`` before an occurrence); nothing when the pattern's tail
        finds nothing (``alternatives.tail``, read on first use)."""
        if not self._ready:
            self._tail = tail(self.pattern)
            self._ready = True
        cut = self._tail
        if cut is not None and cut.search(text) is None:
            return []
        if self.has:
            if self.starts is not None:
                return self._from(text, sorted(self.starts(text)))
            if self.reach is None:
                if not any(h in text for h in self.has):
                    return []
                if self.needles is None or len(lower) != len(text):
                    return list(self.pattern.finditer(text))
                if index is None or index.lower is not lower:
                    index = index_of(lower)
                if not index.plain():
                    return list(self.pattern.finditer(text))
                return self._from(text, self._kept(text, index.starts(self.needles)))
            at: set[int] = set()
            for h in self.has:
                for q in occurrences(text, h):
                    at.update(range(max(0, q - self.reach), q + 1))
            return self._from(text, sorted(at))
        if self.needles is None or len(lower) != len(text):
            return list(self.pattern.finditer(text))
        if index is None or index.lower is not lower:
            index = index_of(lower)
        return self._from(text, self._kept(text, index.starts(self.needles)))

    def _kept(self, text: str, starts: list[int]) -> list[int]:
        keep = self.keep
        return starts if keep is None else [k for k in starts if keep(text, k)]

    def _from(self, text: str, starts: list[int]) -> list[re.Match[str]]:
        """The matches ``finditer`` finds, given a sorted superset of their starts (a match does
        not start inside an earlier one, as in ``finditer``)."""
        found: list[re.Match[str]] = []
        end = -1
        for pos in starts:
            if pos < end:
                continue
            m = self.pattern.match(text, pos)
            if m is not None:
                found.append(m)
                end = m.end()
        return found


def _ruled_out(fold: FoldGated, text: str, index: Needles) -> bool:
    """``fold.ruled_out(text, index.lower, ...)``, the gate's strings answered by the index's
    one pass (``Needles.any_of``) instead of a substring test each."""
    gate = fold.gate
    if gate is None:
        return False
    if not text.isascii() and not (fold.ascii and index.lowers_plainly(text)):
        return False
    return not index.any_of(gate)


class FromNeedles:
    """``pattern.finditer(text)`` exactly: tried only from the positions of the pattern's needles
    (``needles(strict=True)``) when the text reads the same lower-cased (``Needles.plain``, same
    length); not run when its fold gate rules a match out (``prefilter.FoldGated``) or when its
    tail finds nothing (``alternatives.tail``); else over the whole text. Needles and gates are
    read on first use (not at import)."""

    __slots__ = ("_fold", "_needles", "_ready", "_tail", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._ready = False
        self._needles: tuple[str, ...] | None = None
        self._fold: FoldGated | None = None
        self._tail: re.Pattern[str] | None = None

    def _build(self) -> None:
        found = needles(self.pattern, strict=True)
        fold = FoldGated(self.pattern)
        if fold.gate is not None and set(fold.gate) != set(found or ()):
            self._fold = fold  # a gate that says more than the needles do
        self._tail = tail(self.pattern)
        self._needles = found
        self._ready = True

    def finditer(self, text: str, index: Needles) -> list[re.Match[str]]:
        """The matches of the pattern in ``text`` (``index``: its lower-cased text's needles)."""
        if not self._ready:
            self._build()
        fold = self._fold
        if fold is not None and _ruled_out(fold, text, index):
            return []
        cut = self._tail
        if cut is not None and cut.search(text) is None:
            return []
        return at_needles(self.pattern, text, index, self._needles)

    def alone(self, text: str, lower: str = "") -> list[re.Match[str]]:
        """``finditer`` for a layer that reads no other needle of the text: its own index of
        ``lower`` (the text lower-cased, made here when not given)."""
        return self.finditer(text, index_of(lower or lowered(text)))
