"""Which groups of needles may occur in a text, from its words in one set operation (pure).

A check that runs only on the lines holding one of its needles first asks, needle by needle,
whether some word of the text begins with the needle's leading word (``Words.starts_a_word``).
With a few hundred checks and needles that is a few hundred calls per screened line, most of them
for nothing. ``HeadIndex`` keys the groups by those leading words: the words that begin some word
of the text come out of one intersection with ``Words.prefixes``, and only the groups they name
(and the groups holding a needle with no leading word, always looked for) are read, with the same
needles in the same order as the needle-by-needle test keeps (lat35).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .positions import PREFIX, Words

Headed = tuple[tuple[str, str], ...]
"""Needles of one group, each with its leading word ("" when it is always looked for)."""


class HeadIndex:
    """The groups of ``headed`` keyed by their needles' leading words."""

    __slots__ = ("_always", "_by_head", "_groups", "_long", "_short")

    def __init__(self, headed: Sequence[Headed]) -> None:
        self._groups: Final = tuple(headed)
        by_head: dict[str, set[int]] = {}
        always: set[int] = set()
        for k, group in enumerate(self._groups):
            for _, head in group:
                if head:
                    by_head.setdefault(head, set()).add(k)
                else:
                    always.add(k)
        self._by_head: Final = {h: tuple(sorted(ks)) for h, ks in by_head.items()}
        self._always: Final = frozenset(always)
        self._short: Final = frozenset(h for h in by_head if len(h) <= PREFIX)
        self._long: Final = tuple(sorted(h for h in by_head if len(h) > PREFIX))

    def heads(self, words: Words) -> frozenset[str] | set[str]:
        """The leading words that begin some word of the text."""
        found = self._short & words.prefixes
        if self._long:  # longer than the prefixes kept: looked up one by one
            found = set(found)
            found.update(h for h in self._long if words.starts_a_word(h))
        return found

    def candidates(self, heads: frozenset[str] | set[str] | None) -> Sequence[int]:
        """The groups (in order) with a needle that may occur, given ``heads`` (``heads(words)``):
        its leading word begins some word of the text, or it has none (``None``: the words are
        not known, every group)."""
        if heads is None:
            return range(len(self._groups))
        at = set(self._always)
        for head in heads:
            at.update(self._by_head[head])
        return sorted(at)

    def present(self, k: int, heads: frozenset[str] | set[str] | None) -> tuple[str, ...]:
        """The needles of group ``k`` still looked for, given ``heads`` (``heads(words)``):
        ``tuple(n for n, h in group if not h or words.starts_a_word(h))`` (``None``: all)."""
        return tuple(n for n, h in self._groups[k] if not h or heads is None or h in heads)
