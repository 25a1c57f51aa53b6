"""Matches of a pattern tried only where one of its needles starts (pure): the fix24s layers'
patterns begin with a word from a short list, so instead of ``finditer`` (every branch of a
case-insensitive alternation tried at every position) each occurrence of a needle in the
lower-cased text is tried with ``pattern.match`` (``secret_needles.at_needles``, the mechanism of
``secret_gate.FromNeedles`` too, on one index of needles per text shared by these layers). The
answer is ``finditer``'s whenever every match starts with one of the needles (lower-cased) at
the start of a word, which each pattern's needles are chosen for (``inside_words`` lifts the word
condition; the patterns' own ``\\b`` keeps them to word starts).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .secret_needles import at_needles, index_of, lowered

_index = index_of
"""The needles' positions in ``lower``, shared by the layers that screen the same text."""
__all__ = ["anchored", "at_needle_starts", "lowered"]


def anchored(
    pattern: re.Pattern[str],
    text: str,
    lower: str,
    needles: tuple[str, ...],
    inside_words: bool = False,
) -> list[re.Match[str]]:
    """Non-overlapping matches of ``pattern`` in ``text`` that start where a needle does."""
    return at_needles(pattern, text, _index(lower), needles, words=not inside_words)


def at_needle_starts(
    pattern: re.Pattern[str], text: str, lower: str, needles: tuple[str, ...], words: bool = True
) -> Iterator[re.Match[str]]:
    """``pattern.match`` tried where a needle occurs in ``lower`` (at a word start with
    ``words``): the patterns here start with their needle, and few texts hold one, so this
    costs a substring test per needle (a text whose length lower-casing changes is read whole)."""
    if len(lower) != len(text):
        yield from pattern.finditer(text)
        return
    starts: set[int] = set()
    index = _index(lower)  # each needle's places from the shared pass, not a find per needle
    for n in needles:
        if not index.has(n):
            continue
        for at in index.of(n):
            if not words or at == 0 or not lower[at - 1].isalnum():
                starts.add(at)
    end = 0
    for at in sorted(starts):
        if at < end:
            continue
        m = pattern.match(text, at)
        if m is not None:
            end = m.end()
            yield m
