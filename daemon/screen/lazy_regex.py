"""A regular expression compiled on first use (pure).

Python's ``re`` keeps no compiled pattern across processes, and compiling the lexicons' ~900
rules cost about 70% of the CPU of a one-line ``memory check`` (several seconds on a slow
machine, paid again by every daemon and CLI process that screens). Most rules never run on a
given text: their needles, gate or plan (``prefilter.py``, ``positions.py``, cached on disk by
``plan_cache.py``) rule them out first. A ``Lazy`` rule is compiled only when a text reaches it.

``flags`` are the flags ``re.compile`` would report, global inline flags (``(?i)``) included,
so a reader of the parsed pattern (``prefilter._parsed``) sees a case-insensitive rule as one.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from typing import Final

_INLINE: Final = re.compile(r"\(\?([aiLmsux]+)\)")
_FLAG_OF: Final = {
    "a": re.ASCII,
    "i": re.IGNORECASE,
    "L": re.LOCALE,
    "m": re.MULTILINE,
    "s": re.DOTALL,
    "u": re.UNICODE,
    "x": re.VERBOSE,
}


def compiled_flags(pattern: str, flags: int = 0) -> int:
    """``re.compile(pattern, flags).flags`` without compiling: the given flags, the global
    inline flags at the start of the pattern, and ``re.UNICODE`` unless ``re.ASCII``."""
    flags = int(flags)  # a plain int, as a compiled pattern's (``plan_cache`` marshals it)
    at = 0
    while (m := _INLINE.match(pattern, at)) is not None:
        for letter in m[1]:
            flags |= int(_FLAG_OF[letter])
        at = m.end()
    return flags if flags & re.ASCII else flags | int(re.UNICODE)


class Lazy:
    """``re.compile(pattern, flags)`` on first use; ``match``, ``search`` and ``finditer`` as a
    compiled pattern's."""

    __slots__ = ("_compiled", "_given", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern: Final = pattern
        self.flags: Final = compiled_flags(pattern, flags)
        self._given = flags
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        found = self._compiled
        if found is None:
            found = self._compiled = re.compile(self.pattern, self._given)
        return found

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().match(string, pos, endpos)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().search(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self.compiled().finditer(string, pos, endpos)

    def __repr__(self) -> str:
        return f"Lazy({self.pattern!r}, {self._given})"


Regex = re.Pattern[str] | Lazy
"""A rule's pattern: compiled, or compiled on first use."""
