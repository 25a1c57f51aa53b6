"""Where a text holds a word that may call a value public (pure): ``public_places``, the places
of ``PUBLIC_STRINGS`` (asked once a text, so that ``key_names.called_public`` is asked only for
the values near one). Split from ``key_names`` (session 24, helper ``ref24b``).
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from functools import lru_cache
from typing import Final

from .key_words import PUBLIC, PUBLIC_CJK, PUBLIC_KEY_ONLY, PUBLIC_WORDS
from .per_call import per_call
from .prefilter import lowers_plainly


def _least(strings: AbstractSet[str]) -> tuple[str, ...]:
    return tuple(sorted(s for s in strings if not any(t != s and t in s for t in strings)))


PUBLIC_STRINGS: Final = _least(
    PUBLIC_WORDS
    | PUBLIC
    | PUBLIC_KEY_ONLY
    | set(PUBLIC_CJK)
    | {"browser", "frontend", "front-end", "web", "page", "html"}
)
"""Every way but ``_AFTER_PUBLIC`` and an aside for ``_verdict`` to call a value public holds
one of these in the lower-cased text: a word of ``words`` in ``PUBLIC_WORDS``, ``PUBLIC`` or
``PUBLIC_KEY_ONLY`` (``words`` splits and lower-cases a substring of the name or of the words
after the value: where each character lower-cases to one, by itself, each word is a substring
of the lower-cased text), a ``PUBLIC_CJK`` string, or the browser words every ``_BROWSER_NAME``
match ends with (ASCII: seen in the lower-cased text when it ``lowers_plainly``). None holds a
sigma (the one letter ``lower`` reads in context: ``Σ`` may be ``σ`` or ``ς``)."""
_ASCII_STRINGS: Final = tuple(s for s in PUBLIC_STRINGS if s.isascii())


@per_call  # (forgotten at each screen's start)
@lru_cache(maxsize=4)
def public_places(text: str) -> tuple[tuple[int, int], ...] | None:
    """Every place of a ``PUBLIC_STRINGS`` string in ``text`` (overlapping ones too); None when
    some character lower-cases to two (``İ``) or folds oddly to an ASCII letter (``ſ``, the
    Kelvin sign: ``lowers_plainly``). Asked for each value found in a text: kept for the last
    few texts."""
    strings = _ASCII_STRINGS
    lowered = text.lower()
    if not text.isascii():
        if len(lowered) != len(text) or not lowers_plainly(text):
            return None
        strings = PUBLIC_STRINGS
    places: list[tuple[int, int]] = []
    for s in strings:
        at = lowered.find(s)
        while at >= 0:
            places.append((at, at + len(s)))
            at = lowered.find(s, at + 1)
    return tuple(places)
