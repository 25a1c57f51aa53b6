"""Every occurrence of a fixed set of needles in a text, found in one pass (pure).

The credential rules ask ``needle in lower`` of some 300 needles for each memory (``secret_gate
.Needles``): ~1 µs a test on a 2,200-character memory, most of them for needles that occur
nowhere. ``NeedleScan`` reads the text once with a compiled Aho-Corasick automaton (the optional
``ahocorasick_rs`` package, Rust: ~15–25 µs a memory for all of them) and answers every
needle's positions (overlapping ones too, in order: what ``str.find`` from each position after
the last finds). Without the package (an ``ImportError``) ``occurrences`` answers None and the
callers keep their substring tests: the same answers either way (a property test compares them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from .per_call import forgets

Find = Callable[..., list[tuple[int, int, int]]]


def _automaton_maker() -> Callable[[list[str]], Find] | None:
    """What compiles needles into one matcher (its overlapping finder), or None without it."""
    try:
        from ahocorasick_rs import AhoCorasick
    except ImportError:
        return None

    def make(needles: list[str]) -> Find:
        return AhoCorasick(needles).find_matches_as_indexes

    return make


MAKE: Final = _automaton_maker()

LONG: Final = 256
"""Texts at least this long are scanned; below, a few substring tests cost less than a call."""


class NeedleScan:
    """Where the needles of a fixed set occur in a text (see the module docstring)."""

    __slots__ = ("_find", "_keep", "_last", "_long", "covered", "needles")

    def __init__(self, needles: Iterable[str], keep: bool = True, long: int = LONG) -> None:
        self.needles: Final = tuple(sorted({n for n in needles if n}))
        self.covered: Final = frozenset(self.needles)
        self._find: Find | None = None
        self._keep: Final = keep
        """Whether the last text's answer is kept (False: every call reads its text)."""
        self._last: tuple[str, dict[str, list[int]]] | None = None
        self._long: Final = long
        """Texts at least this long are scanned (``LONG`` by default; a large set pays at once)."""
        if keep:
            forgets(self.forget)  # kept for one screen only (perf31)

    def forget(self) -> None:
        """Drop the last text's answer (``per_call.fresh``)."""
        self._last = None

    def present(self, text: str) -> frozenset[str] | None:
        """The needles that occur in ``text`` (``{n for n in needles if n in text}``); None as
        for ``occurrences``. Nothing is kept."""
        if MAKE is None or len(text) < self._long or not self.needles:
            return None
        find = self._find
        if find is None:
            find = self._find = MAKE(list(self.needles))
        needles = self.needles
        return frozenset({needles[k] for k, _, _ in find(text, overlapping=True)})

    def occurrences(self, text: str) -> dict[str, list[int]] | None:
        """Each needle that occurs in ``text`` -> its positions in order (overlapping ones too);
        None without the matcher, for a short text or an empty set (ask ``in`` then). The last
        text's answer is kept (the credential layers read one memory's lower case in turn)."""
        if MAKE is None or len(text) < self._long or not self.needles:
            return None
        last = self._last
        if last is not None and (last[0] is text or last[0] == text):
            return last[1]
        find = self._find
        if find is None:
            find = self._find = MAKE(list(self.needles))
        needles = self.needles
        found: dict[str, list[int]] = {}
        for k, start, _ in find(text, overlapping=True):
            at = found.get(needles[k])
            if at is None:
                found[needles[k]] = [start]
            else:
                at.append(start)
        for at in found.values():
            if len(at) > 1:
                at.sort()  # reported by end: one needle's ends and starts share their order
        if self._keep:
            self._last = (text, found)
        return found
