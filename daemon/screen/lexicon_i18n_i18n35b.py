"""Injection rules of Asian, Middle-Eastern and African languages beyond the issue's eight
(helper i18n35b, session 13): Indonesian, Malay, Vietnamese, Arabic, Persian, Hebrew, Urdu,
Hindi, Bengali, Tamil, Telugu, Marathi, Swahili, Hausa and Amharic.

Each language gives word groups (``lexicon_i18n_i18n35b_west``, ``lexicon_i18n_i18n35b_south``);
``lexicon_i18n_groups.group_rows`` builds its usual forms from them, and this module adds the
forms those lexicons lacked, one alternation per language and family (``+family`` keys of the
builder), each group in either order unless said:

- override: old instructions declared void (``prior`` + ``void``: "the rules the developer gave
  you no longer apply", "every order you received before this line is void");
- policy: confirmations no longer asked before a destructive command (``noask`` + ``destr``);
- exfiltration: a secret put on a public paste (``send`` + ``secret`` + ``public``, any order);
- persona: never admitting to be an AI (``deny`` + ``ai``);
- persistence: "remember forever" with every new project or later session (``forever`` +
  ``every``);
- concealment: the user must not find out (``unaware``, one group), a lie prepared for the
  user's question (``asked`` then ``lie``), and hide + user + "that …" (``about`` holds the
  language's "that").

The groups are matched within one sentence (``ON``: no full stop, danda or Ethiopic stop).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from typing import Final

from .lexicon_i18n_groups import ON, Groups, group_rows
from .lexicon_i18n_i18n35b_south import AM, BN, HA, HI, MR, SW, TA, TE
from .lexicon_i18n_i18n35b_west import AR, FA, HE, ID, MS, TL, UR, VI

_GAP: Final = ON + "{0,70}?"

_FORMS: Final[tuple[tuple[str, tuple[tuple[str, ...], ...]], ...]] = (
    ("override", (("prior", "void"), ("void", "prior"))),
    ("policy", (("noask", "destr"), ("destr", "noask"))),
    ("exfiltration", tuple(itertools.permutations(("send", "secret", "public")))),
    ("persona", (("deny", "ai"), ("ai", "deny"))),
    ("persistence", (("forever", "every"), ("every", "forever"))),
    ("concealment", (("unaware",), ("asked", "lie"))),
)
"""This module's forms: the family (a ``+family`` key of ``group_rows``) and its group orders."""


_STEM_VIRAMA: Final = re.compile(r"[\u09cd\u0bcd\u0c4d](?=\\S\*)")
"""A Bengali, Tamil or Telugu stem's final virama before ``\\S*``: a vowel sign replaces it
in the inflected word (``பயனர்\\S*`` also reads ``பயனரிடம்``)."""


def _with_forms(raw: Groups) -> Groups:
    """``raw`` with this module's forms added as whole rules (``+family`` keys)."""
    words = {key: _STEM_VIRAMA.sub("", value) for key, value in raw.items()}
    out = dict(words)
    for family, orders in _FORMS:
        found = [
            _GAP.join(f"(?:{words[g]})" for g in order)
            for order in orders
            if all(words.get(g) for g in order)
        ]
        if found:
            out["+" + family] = "(?:" + "|".join(found) + ")"
    return out


_TABLE: Final[dict[str, Groups]] = {
    "id": ID,
    "ms": MS,
    "vi": VI,
    "ar": AR,
    "fa": FA,
    "he": HE,
    "ur": UR,
    "tl": TL,
    "hi": HI,
    "bn": BN,
    "ta": TA,
    "te": TE,
    "mr": MR,
    "sw": SW,
    "ha": HA,
    "am": AM,
}
_LATIN: Final = frozenset({"id", "ms", "sw", "ha", "tl"})
"""Matched with ``\\b`` first and without accents too (``respelled``); Vietnamese keeps its
accents (without them its words are other words) and opens with a word of its own."""

ROWS: Final = tuple(
    (family, lang, unicodedata.normalize("NFKC", pattern))
    for family, lang, pattern in group_rows(
        {lang: _with_forms(words) for lang, words in _TABLE.items()},
        latin=_LATIN,
        verb_first=frozenset({"id", "ms", "vi", "sw", "ha", "ar", "he", "tl"}),
    )
)
"""``(family, language, pattern)`` rows appended to ``lexicon_i18n_more.MORE``."""

SECRET_WORDS: Final = (
    r"(?:\bkata\s+sandi\b|\bkunci\s+api\b|\bkredensial\b|\bkata\s+laluan\b|mật\s+khẩu"
    r"|khóa\s+api|khoá\s+api|كلم\w*\s+(?:ال)?مرور|مفاتيح\s+api|رمز\s+(?:ال)?وصول|توكن"
    r"|(?:api|एपीआई)\s+(?:कुंजी|कुंजियाँ|कुंजियां)|टोकन|(?:api|এপিআই)\s+কী|টোকেন"
    r"|api\s+விசை|டோக்கன்|\bnenosiri\b|\btokeni\b|\bkalmar\s+sirri\b)"
)
"""Secret words of these languages the older lists lack (a send order carrying one is a leak)."""
