"""Where the credential rules' needles occur in a text (pure): the needles read from a parsed
pattern (lower-case strings one of which starts every match), and ``Needles``, the index of one
lower-cased text that answers each needle once for every rule that shares it, from one
Aho-Corasick pass over every registered needle (``needle_scan``) or substring tests without it.
``at_needles`` and ``keyword_run_starts`` turn its answers into the positions a pattern is tried
from. The gated rule types that use it are ``secret_gate.py``'s.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Container
from functools import lru_cache
from typing import Any, Final

from .needle_scan import NeedleScan
from .pattern_starts import literal_starts
from .per_call import per_call
from .prefilter import lowers_plainly, matches

_parser: Any = getattr(re, "_parser")  # noqa: B009 - the stdlib's own pattern parser
_c: Any = getattr(re, "_constants")  # noqa: B009
_casefix: Any = getattr(re, "_casefix")  # noqa: B009 - the extra case pairs ``re`` matches


_SHORT: Final = 3
"""Needles shorter than this are not added to the one pass by ``Needles.has``."""
_MAX_FANOUT: Final = 64
_MAX_NEEDLES: Final = 48


def needles(pattern: re.Pattern[str], strict: bool = False) -> tuple[str, ...] | None:
    """Lower-case strings one of which starts every match (in the lower-cased text), or None
    (``strict``: see ``pattern_starts.literal_starts``)."""
    parsed = list(_parser.parse(pattern.pattern, pattern.flags))
    found = literal_starts(parsed, folded=True, strict=strict)
    if not found or any(not n for n in found):
        return None
    if len(found) > _MAX_NEEDLES:
        # fewer searches; each candidate is checked by the rule (four characters: two-character
        # prefixes such as ``he`` or ``co`` start hundreds of candidates in a memory, lat10)
        found = {n[:4] for n in found}
    # a needle that starts with another finds no position the shorter one does not find
    kept = sorted(found, key=len)
    return tuple(n for i, n in enumerate(kept) if not any(n.startswith(k) for k in kept[:i]))


class Needles:
    """Where needles occur in one lower-cased text: each needle is searched once for all the rules
    that share it, and each rule's sorted start positions once per text (two prose rules have
    the same needles)."""

    __slots__ = (
        "_at",
        "_covered",
        "_found",
        "_plain",
        "_plainly",
        "_scanned",
        "_sets",
        "_words",
        "lower",
    )

    def __init__(self, lower: str) -> None:
        self.lower = lower
        self._at: dict[str, list[int]] = {}
        self._sets: dict[tuple[str, ...], list[int]] = {}
        self._words: dict[tuple[str, ...], list[int]] = {}
        self._plain: bool | None = None
        self._plainly: bool | None = None
        self._found: dict[str, list[int]] | None = None
        self._covered: frozenset[str] = frozenset()
        self._scanned = False

    def _scan(self) -> dict[str, list[int]] | None:
        """The gated rules' needles that occur in the text, with their positions, from one pass
        (``needle_scan``); None without it (then each needle is asked with ``in``)."""
        if not self._scanned:
            scan = _gated_scan()
            self._found = scan.occurrences(self.lower)
            self._covered = scan.covered
            self._scanned = True
        return self._found

    def _has(self, needle: str) -> bool:
        """``needle in self.lower``, from the one-pass scan when it covers the needle."""
        found = self._scan()
        if found is None:
            return needle in self.lower
        if needle not in self._covered:
            REGISTERED.add(needle)  # read by the next pass
            return needle in self.lower
        return needle in found

    def has(self, needle: str) -> bool:
        """``needle in self.lower``: from the one-pass scan when it covers the needle (a needle
        of one or two characters it does not cover is tested with ``in`` and not registered:
        its many places would slow the pass more than its test costs)."""
        found = self._scan()
        if found is None:
            return needle in self.lower
        if needle in self._covered:
            return needle in found
        if len(needle) >= _SHORT:
            REGISTERED.add(needle)  # read by the next pass
        return needle in self.lower

    def any_of(self, needles: tuple[str, ...]) -> bool:
        """``any(n in self.lower for n in needles)``, each answered by ``has``."""
        found = self._scan()
        if found is None:
            lower = self.lower
            return any(n in lower for n in needles)
        if self._covered.issuperset(needles):
            return not found.keys().isdisjoint(needles)
        covered = self._covered
        for n in needles:
            if n in covered:
                if n in found:
                    return True
            elif self.has(n):
                return True
        return False

    def _present(self, needles: tuple[str, ...]) -> Collection[str]:
        """The ``needles`` that occur in the text, in no set order (most needles of most rules
        are absent: the one pass answers them all in one set operation when it covers them)."""
        found = self._scan()
        if found is None:
            lower = self.lower
            return [n for n in needles if n in lower]
        if self._covered.issuperset(needles):
            return found.keys() & needles
        has = self._has
        return [n for n in needles if has(n)]

    def none_of(self, needles: tuple[str, ...]) -> bool:
        """Whether the one-pass scan shows that none of ``needles`` occurs (False when it was not
        made or does not cover them all: then nothing is known)."""
        found = self._scan()
        if found is None:
            return False
        return self._covered.issuperset(needles) and found.keys().isdisjoint(needles)

    def lowers_plainly(self, text: str) -> bool:
        """``prefilter.lowers_plainly(text)`` for the text lower-cased here (cached)."""
        if self._plainly is None:
            self._plainly = lowers_plainly(text)
        return self._plainly

    def plain(self) -> bool:
        """Whether the text holds no character ``re`` matches case-insensitively with another one
        whose lower case differs (``_CASE_VARIANTS``; cached)."""
        if self._plain is None:
            lower = self.lower
            self._plain = lower.isascii() or _reads_plainly(lower)
        return self._plain

    def of(self, needle: str) -> list[int]:
        """Every position where ``needle`` occurs (overlapping ones too), in order."""
        got = self._at.get(needle)
        if got is None:
            found = self._scan()
            if found is not None and needle in self._covered:
                got = found.get(needle, _NOWHERE)
            else:
                got = occurrences(self.lower, needle)
            self._at[needle] = got
        return got

    def starts(self, needles: tuple[str, ...]) -> list[int]:
        """Sorted positions where one of ``needles`` occurs."""
        got = self._sets.get(needles)
        if got is None:
            present = self._present(needles)
            if not present:
                got = _NOWHERE
            elif len(present) == 1:
                got = self.of(next(iter(present)))
            else:
                at: set[int] = set()
                for n in present:
                    at.update(self.of(n))
                got = sorted(at)
            self._sets[needles] = got
        return got

    def word_starts(self, needles: tuple[str, ...]) -> list[int]:
        """``starts(needles)`` without the positions where a needle that opens with a letter or
        a digit continues a word (after a letter, a digit or ``_``)."""
        got = self._words.get(needles)
        if got is None:
            lower = self.lower
            at: set[int] = set()
            for n in self._present(needles):
                if not n[0].isalnum():
                    at.update(self.of(n))
                    continue
                at.update(
                    k
                    for k in self.of(n)
                    if not (k and (lower[k - 1].isalnum() or lower[k - 1] == "_"))
                )
            got = self._words[needles] = sorted(at)
        return got


def reads_same(index: Needles, text: str) -> bool:
    """Whether ``index``'s lower-cased text reads as ``text`` does (same length, ``Needles.plain``):
    then a pattern's needles may be looked for in it alone."""
    return len(index.lower) == len(text) and index.plain()


def at_needles(
    pattern: re.Pattern[str],
    text: str,
    index: Needles,
    found: tuple[str, ...] | None,
    words: bool = False,
) -> list[re.Match[str]]:
    """``pattern.finditer(text)`` tried only from the positions of the needles ``found`` in
    ``index`` (its lower-cased text; ``words``: only where they start a word, ``word_starts``)
    when that text reads the same (``Needles.plain``, same length); else, or with no needles,
    over the whole text. The matches are ``finditer``'s when every match starts with one of the
    needles (at a word start, with ``words``)."""
    if found is None or not reads_same(index, text):
        return list(pattern.finditer(text))
    return matches(pattern, text, index.word_starts(found) if words else index.starts(found))


def run_matches(
    pattern: re.Pattern[str], text: str, needle: str, chars: Container[str]
) -> list[re.Match[str]]:
    """``list(pattern.finditer(text))`` for a pattern whose every match starts at an occurrence
    of ``needle`` (case as written) or at the start of the maximal run of ``chars`` that reaches
    it from the left (``(?<![C])[C]*EXAMPLE``, ``(?<=\\S)[ \\t]*\\(``): both places of each
    occurrence are tried (``prefilter.matches``), in order, as ``finditer`` would reach them."""
    at: set[int] = set()
    i = text.find(needle)
    while i != -1:
        j = i
        while j and text[j - 1] in chars:
            j -= 1
        at.add(i)
        at.add(j)
        i = text.find(needle, i + 1)
    return matches(pattern, text, sorted(at))


class Started:
    """``pattern.finditer(text)`` and ``pattern.search(text)`` over a whole text, tried only
    from the places of the needles one of which starts every match (``needles(strict=True)``,
    read on first use) in the text's shared index (``at_needles``); the whole text when the
    pattern has none or the lower-cased text does not read the same. No gate or tail beside
    (``secret_gate.FromNeedles`` has them): for patterns a layer already gates by a substring."""

    __slots__ = ("_needles", "_ready", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._needles: tuple[str, ...] | None = None
        self._ready = False

    def _found(self) -> tuple[str, ...] | None:
        if not self._ready:
            self._needles = needles(self.pattern, strict=True)
            self._ready = True
        return self._needles

    def finditer(self, text: str, lower: str | None = None) -> list[re.Match[str]]:
        """``list(pattern.finditer(text))`` (``lower``: the text lower-cased, if at hand)."""
        index = index_of(lowered(text) if lower is None else lower)
        return at_needles(self.pattern, text, index, self._found())

    def search(self, text: str) -> re.Match[str] | None:
        """``pattern.search(text)``: the first needle place where the pattern matches (every
        match starts at one, so the leftmost such place is where ``search`` stops)."""
        found = self._found()
        index = index_of(lowered(text))
        if found is None or not reads_same(index, text):
            return self.pattern.search(text)
        match = self.pattern.match
        for pos in index.starts(found):
            m = match(text, pos)
            if m is not None:
                return m
        return None


_CASE_VARIANT_CHARS: Final = "".join(
    sorted({chr(c) for k, v in _casefix._EXTRA_CASES.items() for c in (k, *v)} - {"i", "s"})
)
_CASE_VARIANTS: Final = re.compile("[" + _CASE_VARIANT_CHARS + "]")
"""Lower-case characters ``re`` also matches, case-insensitively, with a character whose lower
case is another one (``ı`` and ``i``, ``ſ`` and ``s``, ``ς`` and ``σ``, Cyrillic letters and
their old forms). In a text without them every case-insensitive match of lower-case literals
shows in the lower-cased text as those literals (``İ`` lower-cases to two characters: a text
whose length lower-casing changes is never read so)."""


@per_call
@lru_cache(maxsize=4)
def _reads_plainly(lower: str) -> bool:
    """``_CASE_VARIANTS.search(lower) is None``, by substring tests; kept for the last texts:
    the layers that screen one text each lower-case it and ask (~50 tests of a memory)."""
    return not any(ch in lower for ch in _CASE_VARIANT_CHARS)


_NOWHERE: Final[list[int]] = []
"""No occurrence (shared: never changed)."""

REGISTERED: Final[set[str]] = set()
"""The needles of every ``Gated`` rule made so far, and those asked about since: read together
by one pass (``Needles``)."""
_SCANS: Final[list[NeedleScan]] = []
"""The one pass over the registered needles (remade when enough new ones were asked about)."""
_REBUILD: Final = 16


def _gated_scan() -> NeedleScan:
    """The one pass over the registered needles; remade once ``_REBUILD`` needles it does not
    cover were asked about (the anchored layers' needles, read on first use). A needle the pass
    does not cover is searched for with ``in``: the answers never depend on what was asked
    earlier, only the time does."""
    if not _SCANS or len(REGISTERED) >= len(_SCANS[0].needles) + _REBUILD:
        # a copy in one C call (threads); short texts too (session 24: ~450 ``in`` tests an entry)
        _SCANS[:] = [NeedleScan(frozenset(REGISTERED), keep=False, long=0)]
    return _SCANS[0]


@per_call
@lru_cache(maxsize=4)
def lowered(text: str) -> str:
    """``text.lower()``, computed once for the layers that screen the same text (~15 µs a
    memory that is not ASCII)."""
    return text.lower()


@per_call
@lru_cache(maxsize=4)
def index_of(lower: str) -> Needles:
    """The needles' places in ``lower``, one index shared by the layers that screen the same
    text (``lowered``): each answer is the text's own, whichever layer asked first."""
    return Needles(lower)


def has_any(lower: str, needles: tuple[str, ...]) -> bool:
    """``any(n in lower for n in needles)``, answered from ``lower``'s shared index."""
    return index_of(lower).any_of(needles)


def occurrences(text: str, needle: str) -> list[int]:
    found: list[int] = []
    i = text.find(needle)
    while i != -1:
        found.append(i)
        i = text.find(needle, i + 1)
    return found


def keyword_run_starts(
    text: str, index: Needles, keywords: tuple[str, ...], chars: frozenset[str], opener: str = ""
) -> list[int] | None:
    """A sorted superset of the starts of a pattern whose every match either starts with one of
    ``keywords`` (lower-cased) or starts the maximal run of ``chars`` that holds one (or one of
    ``opener`` right before that run): each keyword's position, the start of the run of
    ``chars`` reaching back from it, and the opener before that. None when the lower-cased text
    (``index``) does not read the same (length, ``Needles.plain``): then scan the whole text."""
    if len(index.lower) != len(text) or not index.plain():
        return None
    at: set[int] = set()
    for k in keywords:
        for q in index.of(k):
            i = q
            while i and text[i - 1] in chars:
                i -= 1
            at.add(q)
            at.add(i)
            if i and text[i - 1] in opener:
                at.add(i - 1)
    return sorted(at)
