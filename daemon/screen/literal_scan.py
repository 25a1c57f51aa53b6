"""Which literals of a fixed set occur in a text, found in one pass (pure).

A layer that asks ``needle in text`` of a hundred short needles scans a 2,200-character memory a
hundred times, for the few that occur. ``LiteralScan`` compiles the needles into one trie
pattern read through a lookahead (``(?=(…))``), so ``re`` tries the trie once at each position
and reports the longest needle starting there; every needle that is a prefix of a reported one
occurs at the same place. ``present(text)`` is therefore exactly
``{n for n in needles if n in text}`` (a property test checks it). The pattern is compiled on
first use, not at import.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final


def _trie(words: list[str]) -> str:
    """A pattern matching each of ``words`` (no empty one), longest first at each branch."""
    groups: dict[str, list[str]] = {}
    ends = False
    for w in words:
        if w:
            groups.setdefault(w[0], []).append(w[1:])
        else:
            ends = True
    parts = [re.escape(ch) + _trie(rest) for ch, rest in sorted(groups.items())]
    if not parts:
        return ""
    body = parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
    return "(?:" + body + ")?" if ends else body


class LiteralScan:
    """The needles of a fixed set that occur in a text (see the module docstring)."""

    __slots__ = ("_pattern", "_prefixes", "needles")

    def __init__(self, needles: Iterable[str]) -> None:
        self.needles: Final = frozenset(n for n in needles if n)
        self._pattern: re.Pattern[str] | None = None
        self._prefixes: dict[str, tuple[str, ...]] = {}

    def _compiled(self) -> re.Pattern[str]:
        pattern = self._pattern
        if pattern is None:
            self._prefixes = {
                n: tuple(n[:k] for k in range(1, len(n) + 1) if n[:k] in self.needles)
                for n in self.needles
            }
            pattern = self._pattern = re.compile("(?=(" + _trie(sorted(self.needles)) + "))")
        return pattern

    def present(self, text: str) -> frozenset[str]:
        """The needles that occur in ``text``."""
        if not self.needles:
            return frozenset()
        found = set(self._compiled().findall(text))
        prefixes = self._prefixes
        return frozenset(p for n in found for p in prefixes[n])
