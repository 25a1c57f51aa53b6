"""Faster searches for the order classes' hottest patterns, each with the plain pattern's
answers (pure; perf31).

Python's ``re`` tries each alternative of a long alternation at every position of a line.
``alternatives.First`` searches a pattern only where one of its needles starts; ``every`` reads
its matches in turn (``finditer``). ``First`` cannot read a case-insensitive pattern (its
literals are not the text's), but the order classes read folded lines, and most of them are
plain ASCII lower case: on such a line a case-insensitive pattern whose own literals are lower
case finds exactly what its case-sensitive twin finds (a lower-case ASCII letter matches no
other ASCII character case-insensitively, and only the four characters ``İ ı ſ K`` match an
ASCII letter that way), so ``Caseless`` searches the twin there, from its needles, and the
pattern itself elsewhere.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from typing import Any, Final, Literal

from .alternatives import First
from .prefilter import tree

_c: Any = getattr(re, "_constants")  # noqa: B009 - the stdlib's own pattern constants

ASCII_PARTNERS: Final = frozenset("\u0130\u0131\u017f\u212a")
"""The characters beyond ASCII that match an ASCII letter case-insensitively (``İ ı ſ K``; a
test checks every code point)."""


def every(first: First, line: str) -> Iterator[re.Match[str]]:
    """``first.pattern.finditer(line)`` for a pattern none of whose matches is empty: each
    search from where the last match ends finds the next one."""
    m = first.search(line)
    while m is not None:
        yield m
        m = first.search(line, m.end())


def _literal_ok(code: int) -> bool:
    """Whether a literal of the pattern reads the same case-sensitively on ASCII lower case: no
    ASCII capital, none of ``ASCII_PARTNERS``."""
    return not (0x41 <= code <= 0x5A) and chr(code) not in ASCII_PARTNERS


def _range_ok(lo: int, hi: int) -> bool:
    return (hi < 0x41 or lo > 0x5A) and not any(lo <= ord(p) <= hi for p in ASCII_PARTNERS)


def _plain(items: list[Any]) -> bool:
    """Whether the parsed ``items`` hold only literals, sets and constructs that read the same
    with and without ``re.IGNORECASE`` on a line of ASCII lower case (no scoped flags, no
    reference to a group)."""
    for op, av in items:
        if op in (_c.LITERAL, _c.NOT_LITERAL):
            if not _literal_ok(av):
                return False
        elif op is _c.IN:
            for sop, sav in av:
                if sop is _c.LITERAL and not _literal_ok(sav):
                    return False
                if sop is _c.RANGE and not _range_ok(*sav):
                    return False
                if sop not in (_c.LITERAL, _c.RANGE, _c.NEGATE, _c.CATEGORY):
                    return False
        elif op is _c.SUBPATTERN:
            _, add_flags, del_flags, sub = av
            if add_flags or del_flags or not _plain(list(sub)):
                return False
        elif op is _c.BRANCH:
            if not all(_plain(list(alt)) for alt in av[1]):
                return False
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
            if not _plain(list(av[2])):
                return False
        elif op in (_c.ASSERT, _c.ASSERT_NOT):
            if not _plain(list(av[1])):
                return False
        elif op is _c.ATOMIC_GROUP:
            if not _plain(list(av)):
                return False
        elif op not in (_c.AT, _c.ANY, _c.CATEGORY):
            return False
    return True


def twin(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """``pattern`` without ``re.IGNORECASE``, when on a line of ASCII lower case it finds what
    ``pattern`` finds; None otherwise (not case-insensitive, locale flags, a capital, ``İ ı ſ K``
    or a construct not read above)."""
    if not pattern.flags & re.IGNORECASE or pattern.flags & re.LOCALE:
        return None
    if not _plain(list(tree(pattern))):
        return None
    plain = re.compile(pattern.pattern, pattern.flags & ~re.IGNORECASE)
    return None if plain.flags & re.IGNORECASE else plain  # (an inline ``(?i)`` stays)


class Caseless:
    """``pattern.search(line, pos, endpos)``: on a line of ASCII lower case by the pattern's
    case-sensitive twin searched from its needles (``twin``, ``alternatives.First``), elsewhere
    by the pattern itself. Read on first use."""

    __slots__ = ("_fast", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._fast: First | Literal[False] | None = None
        """The twin searched from its needles; False without one, None before the first search."""

    def search(self, line: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        fast = self._fast
        if fast is None:
            plain = twin(self.pattern)
            fast = self._fast = False if plain is None else First(plain)
        if fast is not False and line.isascii() and line == line.lower():
            return fast.search(line, pos, endpos)
        return self.pattern.search(line, pos, endpos)
