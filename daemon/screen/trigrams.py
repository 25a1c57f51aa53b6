"""One prefilter shared by the substring tests of a screen (pure): on a long text (a memory, not
one entry) most needles of most rules occur nowhere, and ruling one out by ``needle in text``
scans the whole text (~1 us on 2,200 characters; a screen asks ~2,000 times). The set of the
text's character trigrams, built once per text (~0.1 us a character) and kept for the few texts a
screen reads, rules a needle out by two set lookups: a text that holds a needle holds its first and
its last three characters. A needle the set lets through is still searched for, so every answer
is the substring test's own (``tests/property/test_screen_clflat_properties.py``)."""

from __future__ import annotations

from functools import lru_cache
from typing import Final

LONG: Final = 400
"""Texts longer than this are given a trigram set (``prefilter.SHORT``: one entry is shorter)."""


@lru_cache(maxsize=8)
def _of(text: str) -> frozenset[str]:
    return frozenset({text[i : i + 3] for i in range(len(text) - 2)})


def trigrams(text: str) -> frozenset[str] | None:
    """The trigrams of ``text`` when it is long (cached for the last few texts), else None."""
    return _of(text) if len(text) > LONG else None


def absent(tri: frozenset[str] | None, needle: str) -> bool:
    """Whether a text whose ``trigrams`` are ``tri`` surely does not hold ``needle`` (False:
    it may; search for it)."""
    return (
        tri is not None and len(needle) >= 3 and (needle[:3] not in tri or needle[-3:] not in tri)
    )


def holds(text: str, needle: str, tri: frozenset[str] | None) -> bool:
    """``needle in text`` (``tri``: ``trigrams(text)``)."""
    return not absent(tri, needle) and needle in text
