"""The character trigrams of a text (pure): a needle occurs in a text only if each of its
trigrams (a needle under three characters: each of its characters) does, so one set test rules
out most needles a memory does not hold before any substring scan (lat16). On this machine a
2,000-character scan for an absent needle costs about a microsecond (several in a text with
characters past Latin-1), and a memory is asked about a thousand needles by the lexicons'
plans, the acts' checks and the order classes; the set costs about a hundred.
"""

from __future__ import annotations

from typing import Final

Key = frozenset[str | tuple[str, str, str]]
"""What a needle needs of a text: its trigrams, or its characters when it has none."""

_LIMIT: Final = 1 << 16
"""How many needles' keys ``_OF`` keeps (the lexicons' needles: a few thousand)."""

_OF: dict[str, Key] = {}
"""Each needle asked about -> its key (rule data, never a text's)."""


def key(needle: str) -> Key:
    """The trigrams of ``needle`` (its characters, under three characters): each is in
    ``Grams.keys`` of every text that holds the needle."""
    found = _OF.get(needle)
    if found is None:
        if len(_OF) >= _LIMIT:
            _OF.clear()
        if len(needle) < 3:
            found = frozenset(needle)
        else:
            found = frozenset(zip(needle, needle[1:], needle[2:], strict=False))
        _OF[needle] = found
    return found


class Grams:
    """The characters and character trigrams of one text, in one set (``keys``)."""

    __slots__ = ("keys",)

    def __init__(self, text: str) -> None:
        keys: set[str | tuple[str, str, str]] = set(zip(text, text[1:], text[2:], strict=False))
        keys.update(text)
        self.keys = keys

    def may_hold(self, needle: str) -> bool:
        """False when ``needle`` surely does not occur in the text (some trigram or character
        of it does not); True when it may."""
        found = _OF.get(needle)
        return self.keys.issuperset(key(needle) if found is None else found)
