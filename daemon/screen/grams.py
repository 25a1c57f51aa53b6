"""The character trigrams of a text (pure): a needle occurs in a text only if each of its
trigrams (a needle under three characters: each of its characters) does, so one set test rules
out most needles a memory does not hold before any substring scan (lat16). On this machine a
2,000-character scan for an absent needle costs about a microsecond (several in a text with
characters past Latin-1), and a memory is asked about a thousand needles by the lexicons'
plans, the acts' checks and the order classes; the set costs about a hundred.
"""

from __future__ import annotations

from typing import Final

_LIMIT: Final = 1 << 16
"""How many needles' trigram sets ``_OF`` keeps (the lexicons' needles: a few thousand)."""

_OF: dict[str, frozenset[tuple[str, str, str]]] = {}
"""Each needle asked about -> its trigrams (rule data, never a text's)."""


def _trigrams(needle: str) -> frozenset[tuple[str, str, str]]:
    found = _OF.get(needle)
    if found is None:
        if len(_OF) >= _LIMIT:
            _OF.clear()
        found = _OF[needle] = frozenset(zip(needle, needle[1:], needle[2:], strict=False))
    return found


class Grams:
    """The characters and character trigrams of one text."""

    __slots__ = ("chars", "trigrams")

    def __init__(self, text: str) -> None:
        self.chars = set(text)
        self.trigrams = set(zip(text, text[1:], text[2:], strict=False))

    def may_hold(self, needle: str) -> bool:
        """False when ``needle`` surely does not occur in the text (some trigram or character
        of it does not); True when it may."""
        if len(needle) < 3:
            return self.chars.issuperset(needle)
        found = _OF.get(needle)
        return self.trigrams.issuperset(_trigrams(needle) if found is None else found)
