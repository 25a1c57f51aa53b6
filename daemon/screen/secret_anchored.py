"""Matches of a pattern tried only where one of its needles starts (pure): the fix24s layers'
patterns begin with a word from a short list, so instead of ``finditer`` (every branch of a
case-insensitive alternation tried at every position) each occurrence of a needle in the
lower-cased text is tried with ``pattern.match`` (``secret_gate.at_needles``, the mechanism of
``secret_gate.FromNeedles`` too, on one index of needles per text shared by these layers). The
answer is ``finditer``'s whenever every match starts with one of the needles (lower-cased) at
the start of a word, which each pattern's needles are chosen for (``inside_words`` lifts the word
condition; the patterns' own ``\\b`` keeps them to word starts).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .secret_gate import Needles, at_needles


@lru_cache(maxsize=4)
def lowered(text: str) -> str:
    """``text.lower()``, computed once for the layers that screen the same text."""
    return text.lower()


@lru_cache(maxsize=4)
def _index(lower: str) -> Needles:
    """The needles' positions in ``lower``, shared by the layers that screen the same text."""
    return Needles(lower)


def anchored(
    pattern: re.Pattern[str],
    text: str,
    lower: str,
    needles: tuple[str, ...],
    inside_words: bool = False,
) -> list[re.Match[str]]:
    """Non-overlapping matches of ``pattern`` in ``text`` that start where a needle does."""
    return at_needles(pattern, text, _index(lower), needles, words=not inside_words)
