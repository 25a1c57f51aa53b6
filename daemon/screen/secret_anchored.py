"""Matches of a pattern tried only where one of its needles starts (pure): the fix24s layers'
patterns begin with a word from a short list, so instead of ``finditer`` (every branch of a
case-insensitive alternation tried at every position) each occurrence of a needle in the
lower-cased text is tried with ``pattern.match``. The answer is ``finditer``'s whenever every
match starts with one of the needles (lower-cased) at the start of a word, which each pattern's
needles are chosen for (``inside_words`` lifts the word condition; the patterns' own ``\\b``
keeps them to word starts).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from .prefilter import matches
from .secret_gate import Needles


@lru_cache(maxsize=4)
def lowered(text: str) -> str:
    """``text.lower()``, computed once for the layers that screen the same text."""
    return text.lower()


def anchored(
    pattern: re.Pattern[str],
    text: str,
    lower: str,
    needles: tuple[str, ...],
    inside_words: bool = False,
) -> Iterator[re.Match[str]]:
    """Non-overlapping matches of ``pattern`` in ``text`` that start where a needle does."""
    if len(lower) != len(text):  # a character lower-cases to several: columns differ
        yield from pattern.finditer(text)
        return
    index = Needles(lower)
    starts: set[int] = set()
    for needle in needles:
        word = not inside_words and needle[0].isalnum()
        starts.update(
            at
            for at in index.of(needle)
            if not (word and at and (lower[at - 1].isalnum() or lower[at - 1] == "_"))
        )
    yield from matches(pattern, text, sorted(starts))
