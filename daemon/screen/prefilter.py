"""Literal needles of a regular expression (pure): the strings one of which every match starts
with, read from the parsed pattern. A rule whose needles are all absent from a text is not run.

Python's ``re`` finds a literal prefix fast, but a pattern that starts with ``\\b`` or with an
alternation of words is tried at every position; checking ``needle in text`` first makes a clean
2,000-character memory cost a few substring scans per rule instead of a full regex scan.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, Final

from .grams import Grams
from .lazy_regex import Lazy, Regex
from .pattern_starts import MAX_SET as _MAX_SET
from .pattern_starts import literal_starts

_parser: Any = getattr(re, "_parser")  # noqa: B009 - the stdlib's own pattern parser
_c: Any = getattr(re, "_constants")  # noqa: B009


@cache
def tree(pattern: Regex) -> Any:
    """The parsed pattern, parsed once for every reader here (the first screen parses each rule
    for its needles, branches and dispatch; nothing changes the tree: compiling only reads it)."""
    return _parser.parse(pattern.pattern, pattern.flags)


def _parsed(pattern: Regex) -> list[Any] | None:
    """The pattern's parsed items, or None for a case-insensitive pattern (its literals are not
    the text's)."""
    if pattern.flags & re.IGNORECASE:
        return None
    try:
        return list(tree(pattern))
    except Exception:  # pragma: no cover - every pattern here compiles
        return None


def needles(pattern: Regex, *, longer: bool = False) -> tuple[str, ...] | None:
    """The literal strings one of which starts every match, or None (always run the pattern).
    ``longer``: follow a literal run into the alternation after it (see ``pattern_starts``)."""
    parsed = _parsed(pattern)
    if parsed is None:
        return None
    found = literal_starts(parsed, longer=longer)
    if not found or any(not n for n in found):
        return None
    return tuple(sorted(found))


def may_match(
    needle_set: tuple[str, ...] | None, text: str, seen: dict[str, bool] | None = None
) -> bool:
    """Whether a rule with these needles can match ``text``; ``seen`` caches needle lookups
    across the rules screening one text (many rules share a needle)."""
    if needle_set is None:
        return True
    if seen is None:
        return any(n in text for n in needle_set)
    for n in needle_set:
        found = seen.get(n)
        if found is None:
            found = seen[n] = n in text
        if found:
            return True
    return False


FEW: Final = 64
"""Up to this many needle occurrences, a rule is tried only where a needle occurs (past that,
``finditer``). Every vendor rule opens with a lookbehind, which ``re`` cannot skip to, so its
scan costs 35-400 us a memory (``A{20,}…`` the most): trying 64 positions costs less."""


def starts(needle_set: tuple[str, ...] | None, text: str) -> list[int] | None:
    """Every position where a match could start (a needle occurrence), when there are few;
    None when the rule should scan the whole text (no needles, or too many occurrences)."""
    if needle_set is None:
        return None
    found: set[int] = set()
    for n in needle_set:
        i = text.find(n)
        while i != -1:
            found.add(i)
            if len(found) > FEW:
                return None
            i = text.find(n, i + 1)
    return sorted(found)


def matches(pattern: Regex, text: str, at: list[int] | None) -> list[re.Match[str]]:
    """``pattern.finditer(text)``, or only the matches starting at the positions ``at``."""
    if isinstance(pattern, Lazy):
        pattern = pattern.compiled()
    if at is None:
        return list(pattern.finditer(text))
    found: list[re.Match[str]] = []
    end = -1
    for pos in at:
        if pos < end:
            continue
        m = pattern.match(text, pos)
        if m is not None:
            found.append(m)
            end = m.end()
    return found


SHORT: Final = 400
"""Up to this many characters, a substring test that rules a needle out costs less than asking
an index (``Occurrences``, ``positions.Words``) about it: a text of one entry, not a memory."""


class Occurrences:
    """Where needles occur in one text, each needle looked for once however many rules share
    it: ``starts`` for the rules screening one text, with ``may_match`` folded in."""

    __slots__ = ("_every", "_found", "_grams", "_short", "_text")

    def __init__(self, text: str, grams: Grams | None = None) -> None:
        self._text = text
        self._short = len(text) <= SHORT
        self._found: dict[str, list[int]] = {}
        self._every: dict[str, list[int]] = {}
        self._grams = grams
        """The text's trigrams, if given: a needle they rule out is not scanned for."""

    def every(self, needle: str) -> list[int]:
        """Every occurrence of ``needle``, in order (do not change the list)."""
        found = self._every.get(needle)
        if found is None:
            first = self._of(needle)
            if len(first) <= FEW:
                found = first
            else:
                text, found = self._text, list(first)
                i = text.find(needle, found[-1] + 1)
                while i != -1:
                    found.append(i)
                    i = text.find(needle, i + 1)
            self._every[needle] = found
        return found

    def _of(self, needle: str) -> list[int]:
        """The first ``FEW + 1`` occurrences of ``needle``, in order (do not change the list)."""
        found = self._found.get(needle)
        if found is None:
            text, grams = self._text, self._grams
            i = -1 if grams is not None and not grams.may_hold(needle) else text.find(needle)
            if i == -1:
                found = _NOWHERE
            else:
                found = [i]
                i = text.find(needle, i + 1)
                while i != -1 and len(found) <= FEW:
                    found.append(i)
                    i = text.find(needle, i + 1)
            self._found[needle] = found
        return found

    def absent(self, gate: tuple[str, ...] | None) -> bool:
        """Whether none of the strings of ``gate`` (see ``required``) occurs in the text."""
        if gate is None:
            return False
        known = self._found  # inline: most rules' strings were looked up for an earlier rule
        for g in gate:
            found = known.get(g)
            if found is None:
                found = self._of(g)
            if found:
                return False
        return True

    def starts(self, needle_set: tuple[str, ...] | None) -> list[int] | None:
        """``starts(needle_set, text)``; an empty list when no needle occurs (``may_match``
        is false: the rule cannot match)."""
        if needle_set is None:
            return None
        known, text, short = self._found, self._text, self._short
        at: set[int] | None = None
        for n in needle_set:
            if short and n not in text:
                continue  # one entry: a substring test rules it out for less
            found = known.get(n)  # inline: most needles of most rules are absent
            if found is None:
                found = self._of(n)
            if not found:
                continue
            if len(found) > FEW:
                return None
            if at is None:
                at = set(found)
            else:
                at.update(found)
        if at is None:
            return _NOWHERE
        return None if len(at) > FEW else sorted(at)


_NOWHERE: Final[list[int]] = []
"""No occurrence (shared: never changed)."""


def _required_part(op: Any, av: Any, fold: bool) -> set[str] | None:
    """Literal strings one of which every match of one parsed item contains; None if unknown."""
    if op is _c.SUBPATTERN and (fold or not av[1] & re.IGNORECASE):
        return _required(list(av[3]), fold)
    if op is _c.BRANCH:
        part: set[str] = set()
        for alt in av[1]:
            each = _required(list(alt), fold)
            if each is None:
                return None
            part |= each
        return part
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT) and av[0] >= 1:
        return _required(list(av[2]), fold)
    return None


def _required(items: list[Any], fold: bool = False) -> set[str] | None:
    """Literal strings one of which every match of the sequence ``items`` contains; None when
    unknown. Only parts every match goes through are read (not lookarounds, not optional parts).
    ``fold``: the strings lower-cased, case-insensitive parts included, single letters kept."""
    shortest = 1 if fold else 2
    found: list[set[str]] = []
    run: list[str] = []
    for op, av in items:
        if op is _c.LITERAL:
            run.append(chr(av).lower() if fold else chr(av))
            continue
        if len(run) >= shortest:
            found.append({"".join(run)})
        run = []
        part = _required_part(op, av, fold)
        if part:
            found.append(part)
    if len(run) >= shortest:
        found.append({"".join(run)})
    if not found:
        return None
    return max(found, key=lambda s: (min(len(x) for x in s), -len(s)))


def required(pattern: Regex) -> tuple[str, ...] | None:
    """Literal strings one of which every match contains (a gate for a rule without needles:
    when none occurs in a text, the rule cannot match it), or None when unknown."""
    parsed = _parsed(pattern)
    if parsed is None:
        return None
    found = _required(parsed)
    if not found or len(found) > _MAX_SET:
        return None
    return tuple(sorted(found))


_MAX_FOLDED_GATE = 96


def _folds_to_ascii(gate: str) -> bool:
    """Whether a non-ASCII letter of ``gate`` has an ASCII case form (``ı``, ``ſ``, the Kelvin
    sign): ``re`` may match it with an ASCII letter the lower-cased text does not show."""
    return any(
        not ch.isascii() and any(x.isascii() for x in ch.upper() + ch.lower() + ch.casefold())
        for ch in gate
    )


_ODD_FOLDS: Final = re.compile("[\u0130\u0131\u017f\u212a]")
"""The characters ``re`` matches case-insensitively with an ASCII letter that lower-casing does
not turn into that letter alone: ``İ`` and ``ı`` (``i``), ``ſ`` (``s``), the Kelvin sign."""


_ODD_FOLD_CHARS: Final = "\u0130\u0131\u017f\u212a"
"""``_ODD_FOLDS``'s characters: four substring tests cost less than the class search (and each is
answered at once in a text of Latin-1 characters)."""


def lowers_plainly(text: str) -> bool:
    """Whether every case-insensitive match of ASCII literals in ``text`` shows in
    ``text.lower()`` as those literals lower-cased: no character of ``text`` folds oddly to an
    ASCII letter (any other character that ``re`` matches with an ASCII letter is that letter in
    either case). ``_ODD_FOLDS.search(text) is None``, by substring tests."""
    return text.isascii() or not any(ch in text for ch in _ODD_FOLD_CHARS)


class FoldGated:
    """``pattern.search`` behind a gate: a match needs one of the gate's strings in the
    lower-cased text (read from the parsed pattern, case-insensitive parts included), so a text
    without any is answered without running the pattern. Python's ``re`` tries every branch of a
    case-insensitive alternation at every position; a few substring tests are much cheaper. The
    gate is read on an ASCII text, and on any text ``lowers_plainly`` when the gate is ASCII;
    other texts always run the pattern."""

    __slots__ = ("ascii", "gate", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        parsed = tree(pattern)
        found = _required(list(parsed), fold=True)
        if found is not None and (
            len(found) > _MAX_FOLDED_GATE or not all(found) or any(map(_folds_to_ascii, found))
        ):
            found = None
        self.gate = None if found is None else tuple(sorted(found))
        self.ascii = self.gate is not None and all(g.isascii() for g in self.gate)

    def search(self, text: str) -> re.Match[str] | None:
        if self.gate is not None and (text.isascii() or (self.ascii and lowers_plainly(text))):
            lowered = text.lower()
            if not any(g in lowered for g in self.gate):
                return None
        return self.pattern.search(text)

    def ruled_out(self, text: str, lowered: str, plainly: bool | None = None) -> bool:
        """Whether the gate alone shows ``text`` holds no match (``lowered``: ``text.lower()``,
        ``plainly``: ``lowers_plainly(text)`` if known), read as ``search`` reads it."""
        if self.gate is None:
            return False
        if not text.isascii():
            if not self.ascii:
                return False
            if plainly is None:
                plainly = lowers_plainly(text)
            if not plainly:
                return False
        return not any(g in lowered for g in self.gate)


class LazyFoldGated:
    """``FoldGated(pattern).search``, the gate read on first use (not at import)."""

    __slots__ = ("_gated", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._gated: FoldGated | None = None

    def search(self, text: str) -> re.Match[str] | None:
        gated = self._gated
        if gated is None:
            gated = self._gated = FoldGated(self.pattern)
        return gated.search(text)
