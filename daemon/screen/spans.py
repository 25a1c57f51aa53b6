"""Spans already taken by a match (pure): whether a new span overlaps one, in O(log n).

The credential layers are run in order and a later match that overlaps an earlier one is dropped,
so the taken spans never overlap each other; kept sorted, the only one a new span may overlap is
the first that ends after its start. Empty spans (none today) are kept apart and checked one by
one. A property test checks it against the plain ``any(a < e and s < b for a, b in spans)``.
"""

from __future__ import annotations

from bisect import bisect_right


class Taken:
    """Pairwise non-overlapping spans ``[start, end)``; add only spans ``overlaps`` denies."""

    __slots__ = ("_empty", "_ends", "_starts")

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []
        self._empty: list[int] = []

    def overlaps(self, start: int, end: int) -> bool:
        """``any(a < end and start < b for a, b in spans)``."""
        i = bisect_right(self._ends, start)
        if i < len(self._starts) and self._starts[i] < end:
            return True
        return any(start < a < end for a in self._empty)

    def add(self, start: int, end: int) -> None:
        if start >= end:
            self._empty.append(start)
            return
        i = bisect_right(self._starts, start)
        self._starts.insert(i, start)
        self._ends.insert(i, end)
