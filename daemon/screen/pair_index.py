"""Which rules of a list may run on a short text, from the text's character runs (pure).

A loop over a few dozen rules asks each in turn whether one of its needles occurs in the text
(``needle in text``), most of the time for nothing: a 21-character entry holds none of the
needles of most credential rules. A needle can occur only where its first three characters (two,
for a two-character needle) occur, so ``PairIndex`` keys the rules by those beginnings of their
needles: every run of two and three characters of the text (``pairs``, two C passes)
intersected with those keys names the rules to read, in their order, and the others are
skipped; each rule read still runs its own tests as before. A rule with a one-character needle,
or with none, is always read. Exact by construction (lat14). (Keyed by two characters, 21 of
the 73 keyed structural rules stayed in for a short corpus entry; by three, 7.)

On a longer text (more than ``SHORT`` characters, a memory) building the set costs as much as
the needle tests it saves: ``candidates`` then names every rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from operator import add
from typing import Final

from .per_call import forgets

SHORT: Final = 400
"""Up to this many characters the pair set is built (``prefilter.SHORT``: one entry)."""

_last: tuple[tuple[str, frozenset[str]], ...] = ()
"""The pair sets of the last texts asked about (the text itself kept, so ``is`` is exact)."""


def _forget() -> None:
    global _last
    _last = ()


forgets(_forget)  # kept for one screen only (perf31)


def pairs(text: str) -> frozenset[str]:
    """Every two and every three consecutive characters of ``text`` (the last two texts' sets
    are kept: one screen asks about a line and its lower-cased form several times)."""
    global _last
    last = _last  # one read: another thread may replace it
    for known, found in last:
        if known is text:
            return found
    two = list(map(add, text, text[1:]))
    found = frozenset(chain(two, map(add, two, text[2:])))
    _last = ((text, found), *last[:1])
    return found


class PairIndex:
    """Rules keyed by the first three characters of their needles (``keys[k]``: strings one of
    which occurs in every text rule ``k`` matches or runs on, or ``None``: always read)."""

    __slots__ = ("_always", "_by_pair", "_count", "_pairs")

    def __init__(self, keys: Sequence[Sequence[str] | None]) -> None:
        by_pair: dict[str, set[int]] = {}
        always: set[int] = set()
        for k, needles in enumerate(keys):
            if needles is None or not needles or any(len(n) < 2 for n in needles):
                always.add(k)
                continue
            for needle in needles:
                by_pair.setdefault(needle[:3], set()).add(k)
        self._count: Final = len(keys)
        self._always: Final = frozenset(always)
        self._by_pair: Final = {p: tuple(ks) for p, ks in by_pair.items()}
        self._pairs: Final = frozenset(by_pair)

    def candidates(self, text: str) -> Sequence[int]:
        """The rules (in order) one of whose keys may occur in ``text``: every rule of a text
        longer than ``SHORT``."""
        if len(text) > SHORT:
            return range(self._count)
        at = set(self._always)
        by_pair = self._by_pair
        for pair in self._pairs & pairs(text):
            at.update(by_pair[pair])
        return sorted(at)
