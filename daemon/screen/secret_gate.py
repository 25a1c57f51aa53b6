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
from typing import Any, Final

from .alternatives import tail
from .prefilter import FoldGated, matches, tree
from .secret_needles import (
    REGISTERED,
    Needles,
    index_of,
    lowered,
    needles,
    occurrences,
    reads_same,
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


FEW_STARTS: Final = 8
"""Up to this many needle positions, a rule whose tail opens with a set of characters is tried
there without asking its tail first (``tail_first``); past it the tail is asked first (perf31)."""

_c: Any = getattr(re, "_constants")  # noqa: B009 - the stdlib's parsed-pattern opcodes


def _first_mark(items: list[Any]) -> Any:
    """The opcode of the first literal that is no letter, or set of such literals, in a parsed
    sequence (into its leading groups): where ``alternatives.tail`` cuts it."""
    for op, av in items:
        if op is _c.LITERAL and not chr(av).isalpha():
            return op
        if op is _c.IN and all(o is _c.LITERAL and not chr(v).isalpha() for o, v in av):
            return op
        if op is _c.SUBPATTERN:
            found = _first_mark(list(av[3]))
            if found is not None:
                return found
    return None


def tail_first(pattern: re.Pattern[str]) -> bool:
    """Whether ``pattern``'s tail (``alternatives.tail``) opens with one character, which ``re``
    skips to fast (its search costs ~1 µs a memory, less than finding the needles' places);
    a tail that opens with a set of characters (``[:=]``, ``[ _\\-]``) is tried at each of
    their places (5-40 µs a memory): it is asked after the needles, past ``FEW_STARTS``."""
    return _first_mark(list(tree(pattern))) is _c.LITERAL


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

    __slots__ = (
        "_first",
        "_ready",
        "_tail",
        "has",
        "keep",
        "needles",
        "pattern",
        "reach",
        "starts",
    )

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
        self._first = True
        self._ready = False

    def matches(self, text: str, lower: str, index: Needles | None = None) -> list[re.Match[str]]:
        """``pattern.finditer(text)``: only from needle positions, or only when ``has`` occurs
        (and then only within ``reach`` before an occurrence); nothing when the pattern's tail
        finds nothing (``alternatives.tail``, read on first use; one that opens with a set of
        characters is asked after the needles, past a few places: ``_tried``)."""
        if not self._ready:
            self._tail = tail(self.pattern)
            self._first = self._tail is None or tail_first(self.pattern)
            self._ready = True
        if self._first and self._shut(text):
            return []
        if self.has:
            if self.starts is not None:
                return self._scanned(text, sorted(self.starts(text)))
            if self.reach is None:
                if not any(h in text for h in self.has):
                    return []
                if self.needles is None or len(lower) != len(text):
                    return self._scanned(text)
                if index is None or index.lower is not lower:
                    index = index_of(lower)
                if not index.plain():
                    return self._scanned(text)
                return self._tried(text, index)
            at: set[int] = set()
            for h in self.has:
                for q in occurrences(text, h):
                    at.update(range(max(0, q - self.reach), q + 1))
            return self._scanned(text, sorted(at))
        if self.needles is None or len(lower) != len(text):
            return self._scanned(text)
        if index is None or index.lower is not lower:
            index = index_of(lower)
        return self._tried(text, index)

    def _shut(self, text: str) -> bool:
        """Whether the pattern's tail finds nothing in ``text`` (then the pattern finds nothing)."""
        cut = self._tail
        return cut is not None and cut.search(text) is None

    def _scanned(self, text: str, starts: list[int] | None = None) -> list[re.Match[str]]:
        """``_from`` the ``starts`` given, else ``finditer`` over the whole text; the tail asked
        first unless ``matches`` asked it already (``tail_first``) or a few starts are given."""
        few = starts is not None and len(starts) <= FEW_STARTS
        if not self._first and not few and self._shut(text):
            return []
        return list(self.pattern.finditer(text)) if starts is None else self._from(text, starts)

    def _tried(self, text: str, index: Needles) -> list[re.Match[str]]:
        """``_from`` the needles' places; a tail ``matches`` did not ask first is asked only past
        ``FEW_STARTS`` places (perf31)."""
        assert self.needles is not None
        starts = self._kept(text, index.starts(self.needles))
        if not starts or (not self._first and len(starts) > FEW_STARTS and self._shut(text)):
            return []
        return self._from(text, starts)

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

    __slots__ = ("_first", "_fold", "_needles", "_ready", "_tail", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._ready = False
        self._needles: tuple[str, ...] | None = None
        self._fold: FoldGated | None = None
        self._tail: re.Pattern[str] | None = None
        self._first = True

    def _build(self) -> None:
        found = needles(self.pattern, strict=True)
        fold = FoldGated(self.pattern)
        if fold.gate is not None and set(fold.gate) != set(found or ()):
            self._fold = fold  # a gate that says more than the needles do
        self._tail = tail(self.pattern)
        self._first = self._tail is None or tail_first(self.pattern)
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
        found = self._needles
        if found is None or not reads_same(index, text):
            if cut is not None and cut.search(text) is None:
                return []
            return list(self.pattern.finditer(text))
        first = self._first
        if first and cut is not None and cut.search(text) is None:
            return []
        at = index.starts(found)
        if not at:
            return []
        if not first and len(at) > FEW_STARTS and cut is not None and cut.search(text) is None:
            return []  # (a tail that opens with a set after the needles, as in ``Gated._tried``)
        return matches(self.pattern, text, at)

    def alone(self, text: str, lower: str = "") -> list[re.Match[str]]:
        """``finditer`` for a layer that reads no other needle of the text: its own index of
        ``lower`` (the text lower-cased, made here when not given)."""
        return self.finditer(text, index_of(lower or lowered(text)))
