"""Injection rules of Asian, Middle-Eastern and African languages beyond the issue's eight
(helper i18n35b, session 13): Indonesian, Malay, Vietnamese, Arabic, Persian, Hebrew, Urdu,
Hindi, Bengali, Tamil, Telugu, Marathi, Swahili, Hausa and Amharic.

Each language gives word groups (``lexicon_i18n_sea_mena``, ``lexicon_i18n_india_africa``);
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
from .lexicon_i18n_india_africa import AM, BN, HA, HI, MR, SW, TA, TE
from .lexicon_i18n_sea_mena import AR, FA, HE, ID, MS, TL, UR, VI

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


def _branches(pattern: str) -> list[str]:
    """The top-level alternatives of ``pattern``."""
    out: list[str] = []
    depth, start, k = 0, 0, 0
    while k < len(pattern):
        c = pattern[k]
        if c == "\\":
            k += 2
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            out.append(pattern[start:k])
            start = k + 1
        k += 1
    out.append(pattern[start:])
    return out


def _lead(pattern: str, latin: bool) -> str | None:
    """``pattern`` as the first group of a rule: without its alternatives in ASCII letters only
    (``gist``, ``token``, ``\\.env\\S*``, ``\\buser\\b``), so English text opens none of
    this module's rules (a script's rules run on any text holding one letter of it); a Latin
    language keeps its own words (``None``: the group opens no rule)."""
    if latin:
        return pattern
    kept = [b for b in _branches(pattern) if not b.isascii()]
    return "|".join(kept) if kept else None


_LATIN_OPENERS: Final = frozenset({"send", "noask", "deny", "forever", "unaware", "asked", "prior"})
"""The groups a Latin language's forms open with: never ``secret``/``public``/``ai``/``destr``,
which hold the English words (``token``, ``gist``, ``bot``, ``production``) of any text."""


_STRIPPED: Final = frozenset({"secret", "user", "sys", "safety", "wipe", "public"})
"""Groups a form of ``group_rows`` may open with, given to it without their English words."""


def _with_forms(raw: Groups, latin: bool) -> Groups:
    """``raw`` with this module's forms added as whole rules (``+family`` keys)."""
    words = {key: _STEM_VIRAMA.sub("", value) for key, value in raw.items()}
    out = dict(words)
    if not latin:  # the builder's forms may open with these groups: native words only there
        for key in _STRIPPED & out.keys():
            lead = _lead(out[key], latin)
            if lead is None:
                del out[key]
            else:
                out[key] = lead
    for family, orders in _FORMS:
        found: list[str] = []
        for order in orders:
            if not all(words.get(g) for g in order):
                continue
            if latin and order[0] not in _LATIN_OPENERS:
                continue
            first = _lead(words[order[0]], latin)
            if first is None:
                continue
            parts = [first] + [words[g] for g in order[1:]]
            found.append(_GAP.join(f"(?:{p})" for p in parts))
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
        {lang: _with_forms(words, lang in _LATIN | {"vi"}) for lang, words in _TABLE.items()},
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
