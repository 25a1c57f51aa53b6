"""Faster searches for the order classes' hottest patterns, each with the plain pattern's
answers (pure; perf31).

Python's ``re`` tries each alternative of a long alternation at every position of a line.
``alternatives.First`` searches a pattern only where one of its needles starts; ``every`` reads
its matches in turn (``finditer``). A pattern some of whose alternatives start with no literal
(a word ending in ``data``, an address before its ``@``) is searched by ``Parts``: each run of
its alternatives by the best search for it, the first of the leftmost found. ``First`` cannot
read a case-insensitive pattern (its literals are not the text's), but the order classes read
folded lines, and most of them are plain ASCII lower case: on such a line a case-insensitive
pattern whose own literals are lower case finds exactly what its case-sensitive twin finds (a
lower-case ASCII letter matches no other ASCII character case-insensitively, and only the four
characters ``İ ı ſ K`` match an ASCII letter that way), so ``Caseless`` searches the twin there,
from its needles, and the pattern itself elsewhere.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from typing import Any, Final, Literal

from .alternatives import First, branches, tail
from .literal_factors import formula
from .prefilter import tree

_c: Any = getattr(re, "_constants")  # noqa: B009 - the stdlib's own pattern constants

ASCII_PARTNERS: Final = frozenset("\u0130\u0131\u017f\u212a")
"""The characters beyond ASCII that match an ASCII letter case-insensitively (``İ ı ſ K``; a
test checks every code point)."""


def every(first: First | Parts | Tailed, line: str) -> Iterator[re.Match[str]]:
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


def top_level(source: str) -> list[str]:
    """``source`` cut at the ``|`` outside every group and set (its top-level alternatives)."""
    out: list[str] = []
    depth, start, i, in_set = 0, 0, 0, False
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            i += 2
            continue
        if in_set:
            in_set = ch != "]"
        elif ch == "[":
            in_set = True
            i += 1
            if source[i : i + 1] == "^":
                i += 1
            if source[i : i + 1] == "]":  # a leading ``]`` is a member
                i += 1
            continue
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(source[start:i])
            start = i + 1
        i += 1
    out.append(source[start:])
    return out


Part = tuple[tuple[str, ...] | None, "re.Pattern[str] | First"]


def _parts(pattern: re.Pattern[str]) -> tuple[Part, ...] | None:
    """``pattern``'s top-level alternatives in runs, in order: a run whose alternatives all
    start with a literal, searched by ``First``; each other one alone, with the strings one of
    which each of its matches holds (``literal_factors``; None: no such strings). None when the
    pattern is not read so: one alternative, groups (their numbers would change), verbose or
    case-insensitive, or a cut the parser does not confirm."""
    source = pattern.pattern
    if pattern.groups or pattern.flags & (re.VERBOSE | re.IGNORECASE):
        return None  # (every part is compiled with the pattern's flags, inline ones included)
    alternatives = top_level(source)
    parsed = list(tree(pattern))
    if (
        len(alternatives) < 2
        or len(parsed) != 1
        or parsed[0][0] is not _c.BRANCH
        or len(parsed[0][1][1]) != len(alternatives)
    ):
        return None  # (the parser joins alternatives that share a beginning: not cut here)
    flags = pattern.flags & ~re.UNICODE
    alone = [re.compile(a, flags) for a in alternatives]
    led = [branches(a) is not None for a in alone]
    out: list[Part] = []
    k = 0
    while k < len(alone):
        if led[k]:
            j = k
            while j < len(alone) and led[j]:
                j += 1
            out.append((None, First(re.compile("|".join(alternatives[k:j]), flags))))
            k = j
            continue
        found = formula(alone[k])
        guard = None if found is None else tuple(sorted({s for a in found for s in a[0]}))
        out.append((guard, alone[k]))
        k += 1
    return tuple(out)


class Parts:
    """``pattern.search(text, pos, endpos)`` by runs of its top-level alternatives (``_parts``):
    the alternation's match starts leftmost, and there it is its first alternative that matches,
    so of the runs' own matches the one of the leftmost start, and of those the first run's, is
    the pattern's (an alternative a run leaves out has no match where its strings are absent).
    Python's ``re`` tries each alternative at every position; a run searched from its needles
    reads only where they start. Built on first use; the plain pattern when it is not cut."""

    __slots__ = ("_parts", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._parts: tuple[Part, ...] | Literal[False] | None = False
        """The runs; None when the pattern is searched whole, False before the first search."""

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        parts = self._parts
        if parts is False:
            parts = self._parts = _parts(self.pattern)
        if parts is None:
            return self.pattern.search(text, pos, endpos)
        best: re.Match[str] | None = None
        for guard, part in parts:
            if guard is not None and not any(s in text for s in guard):
                continue
            m = part.search(text, pos, endpos)
            if m is not None and (best is None or m.start() < best.start()):
                best = m
        return best


class Tailed:
    """``pattern.search(text, pos, endpos)``, asked only where the pattern's tail finds a match
    in the same span (``alternatives.tail``: the pattern from its first literal that is no letter
    on; every match of the pattern holds one of the tail's, and ``re`` skips fast to a literal,
    while the pattern itself is tried at every position). Built on first use."""

    __slots__ = ("_tail", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self._tail: re.Pattern[str] | Literal[False] | None = False
        """The tail; None without one, False before the first search."""

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        cut = self._tail
        if cut is False:
            cut = self._tail = tail(self.pattern)
        if cut is not None and cut.search(text, pos, endpos) is None:
            return None
        return self.pattern.search(text, pos, endpos)
