"""A regular expression searched behind its literal factors, on ASCII lines (pure).

The readings that set a lexicon match aside (``injection_readings.py``) search a line with
dozens of case-insensitive alternations (``(?i:\\b(?:incidents?|post-?mortems?|…)\\b)``), each
tried at every position. ``Gated`` asks first whether the line can hold a match at all: for
each top-level alternative of the pattern, strings of which every match holds one from each set
(the literal factors of ``literal_factors.py``, read here through case-insensitive groups too),
looked for in the lower-cased line. Only an ASCII line is asked so: there a literal of the
pattern matches exactly the ASCII letters equal to it but for case (``İ``, ``ı``, ``ſ`` and the
Kelvin sign match ``i``, ``s``, ``k`` only in the pattern, never in the line). A string holding a
character that matches no ASCII character cannot occur in an ASCII line (an alternative needing
it cannot match there); a string holding one that matches an ASCII character in another case
(``ſ``) is not used. A pattern of which some alternative has no usable factor is always searched.
Sound by construction; ``tests/unit/test_screen_ascii_gates.py`` checks it on corpus lines.
"""

from __future__ import annotations

import re
import sys
from typing import Any, Final

from .alternatives import trie
from .literal_factors import flattened
from .prefilter import tree

_c: Any = getattr(re, "_constants")  # noqa: B009 - the stdlib's own pattern constants

_REPEATS: Final = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)
_ASCII_LIKE: Final = re.compile(r"(?i)[\x00-\x7f]")
"""A character that matches some ASCII character when case is ignored."""

Factor = frozenset[str]
_IMPOSSIBLE: Final = ""
"""A string that cannot occur in an ASCII line."""


def _string(run: list[str]) -> str | None:
    """The run as it reads in a lower-cased ASCII line; ``_IMPOSSIBLE``; None: not usable."""
    usable = True
    for ch in run:
        if not ch.isascii():
            if not _ASCII_LIKE.match(ch):
                return _IMPOSSIBLE
            usable = False
    return "".join(run).lower() if usable else None


def _factor(strings: list[str | None]) -> Factor | None:
    """A factor of these strings (an empty one: none can occur); None: not usable."""
    if any(s is None for s in strings):
        return None
    return frozenset(s for s in strings if s)


def factors(items: list[Any]) -> list[Factor]:
    """Factors every match of the sequence ``items`` holds one string of."""
    out: list[Factor] = []
    run: list[str] = []

    def close() -> None:
        if run:
            factor = _factor([_string(run)])
            if factor is not None:
                out.append(factor)
            run.clear()

    for op, av in flattened(items):
        if op is _c.LITERAL:
            run.append(chr(av))
            continue
        close()
        if op is _c.BRANCH:
            union: set[str] = set()
            for alt in av[1]:
                chosen = _best(factors(list(alt)))
                if chosen is None:
                    break
                union |= chosen
            else:
                out.append(frozenset(union))
        elif op in _REPEATS and av[0] >= 1:
            out.extend(factors(list(av[2])))
    close()
    return out


def _best(factors: list[Factor]) -> Factor | None:
    """The factor to keep for an alternative of a branch: one that cannot occur, else the one
    whose shortest string is longest."""
    if not factors:
        return None
    return max(factors, key=lambda f: min((len(s) for s in f), default=sys.maxsize))


def alternatives(items: list[Any]) -> list[list[Any]]:
    """The top-level alternatives of the sequence ``items`` (nested branches at its top opened),
    each flattened."""
    flat = flattened(items)
    if len(flat) == 1 and flat[0][0] is _c.BRANCH:
        return [alt for branch in flat[0][1][1] for alt in alternatives(list(branch))]
    return [flat]


def needles(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Strings of which every match of ``pattern`` in an ASCII line holds one (lower-cased): the
    longest factor of each top-level alternative that can match there; None when some
    alternative has none (an empty set: no match in an ASCII line)."""
    out: set[str] = set()
    for alt in alternatives(list(tree(pattern))):
        best = _best(factors(alt))
        if best is None:
            return None
        out |= best
    return frozenset(out)


class Gated:
    """``regex.search``, answered None without trying it when the string is ASCII and holds
    none of the pattern's ``needles``."""

    __slots__ = ("_needle", "_search", "regex")

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex: Final = regex
        self._search = regex.search
        found = needles(regex)
        self._needle = (
            None if found is None else re.compile(trie(sorted(found)) if found else r"(?!)").search
        )

    @property
    def pattern(self) -> str:
        return self.regex.pattern

    def possible(self, string: str) -> bool:
        """Whether ``string`` may hold a match (False only when it cannot)."""
        needle = self._needle
        return needle is None or not string.isascii() or needle(string.lower()) is not None

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if not self.possible(string):
            return None
        return self._search(string, pos, endpos)


def gated(pattern: str, flags: int = 0) -> Gated:
    """``re.compile(pattern, flags)`` searched behind its needles."""
    return Gated(re.compile(pattern, flags))


class AnyOf:
    """Whether a string may hold a match of one of ``patterns`` (False only when it cannot: an
    ASCII string holding none of their ``needles``), asked by one search of all their needles
    before a rule tries the patterns one by one."""

    __slots__ = ("_needle",)

    def __init__(self, *patterns: re.Pattern[str]) -> None:
        found: set[str] = set()
        for pattern in patterns:
            each = needles(pattern)
            if each is None:
                self._needle = None
                return
            found |= each
        self._needle = re.compile(trie(sorted(found)) if found else r"(?!)").search

    def possible(self, string: str) -> bool:
        needle = self._needle
        return needle is None or not string.isascii() or needle(string.lower()) is not None
