"""Injection rules built from each language's word groups, for every family at once (pure data
and the builder): the languages ``lexicon_i18n_south``, ``lexicon_i18n_east`` and
``lexicon_i18n_west`` add (Gujarati, Punjabi, Kannada, Malayalam, Nepali, Sinhala, Burmese,
Khmer, Amharic, Georgian, Armenian, Azerbaijani, Kazakh, Uzbek, Icelandic, Galician, Basque,
Albanian, Macedonian, Belarusian).

A language gives regex fragments for its word groups; a rule wants two or three groups in one
sentence, in either order (verb-final languages put the verb last):

- override: "ignore/forget/don't follow" and "the previous/above/system instructions";
- policy: "switch off/disable" (affirmative only) and "the safety checks/filters";
- exfiltration: "send/upload" and a URL (the exfiltration check then wants a secret in the line);
- extraction: "show/print/write out" or "word for word" and "the system prompt/instructions";
- persona: "from now on" or "an AI", "you (are)" and "without limits/rules" (a tool used
  "without limits from now on" is no persona), or "pretend" and "without limits";
- persistence: "this note/instruction" and "every (new) project"; "from now on" and "without
  asking for confirmation";
- concealment: "don't/never tell" (or "hide"), "the user" and "about this/this note", any order.

Each group alone (a linter's warnings ignored, security cameras switched off, a weekly report
sent to the team, the system settings shown) stays clean; so does a sentence with the groups in
two sentences (the gap never crosses a full stop of the scripts here).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from typing import Final

from .lexicon_en import (
    CONCEAL,
    EXFILTRATION,
    EXTRACTION,
    OVERRIDE,
    PERSISTENCE,
    PERSONA,
    POLICY,
    TOOL,
)
from .lexicon_i18n_latin import bare

ON: Final = r"(?:[^.\n।॥။។።։]|\.(?=\S))"
"""Any character of the sentence: a dot only inside a word (``.env``), no danda (Devanagari,
Gurmukhi), Burmese, Khmer, Ethiopic or Armenian full stop."""

URL: Final = r"(?:https?://|www\.)\S++"
MAIL: Final = r"[\w.+-]++@[\w-]++(?:\.[\w-]+)+"
"""An e-mail address (the ``mail`` group of the languages that give the key)."""
"""An address, possessive: a rule that opens with it does not try each of its shorter
lengths before the verb after it."""

Groups = dict[str, str]

_PAIRS: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    (OVERRIDE, ("ignore", "prior")),
    (OVERRIDE, ("prior", "ignore")),
    (POLICY, ("off", "safety")),
    (POLICY, ("safety", "off")),
    (EXFILTRATION, ("send", "url")),
    (EXFILTRATION, ("url", "send")),
    (EXTRACTION, ("show", "sys")),
    (EXTRACTION, ("sys", "show")),
    (EXTRACTION, ("verbatim", "sys")),
    (EXTRACTION, ("sys", "verbatim")),
    (PERSONA, ("now", "you", "free")),
    (PERSONA, ("now", "free", "you")),
    (PERSONA, ("you", "ai", "free")),
    (PERSONA, ("you", "free", "ai")),
    (PERSONA, ("pretend", "free")),
    (PERSISTENCE, ("note", "every")),
    (PERSISTENCE, ("every", "note")),
    (PERSISTENCE, ("now", "unasked")),
    # the forms below want groups only ``lexicon_i18n_short``'s languages give
    (EXFILTRATION, ("send", "mail")),
    (EXFILTRATION, ("secret", "mail", "send")),
    (EXFILTRATION, ("paste", "secret", "answer")),
    (EXFILTRATION, ("paste", "answer", "secret")),
    (EXFILTRATION, ("answer", "paste", "secret")),
    (EXFILTRATION, ("answer", "secret", "paste")),
    (TOOL, ("wipe", "unasked")),
    (TOOL, ("unasked", "wipe")),
    (POLICY, ("safety", "offstate", "show")),
    (PERSISTENCE, ("gone", "restore")),
)
_FORMS: Final = _PAIRS + tuple(
    (CONCEAL, order) for order in itertools.permutations(("hide", "user", "about"))
)
"""Which word groups a rule wants, in this order in one sentence."""


_OBJECT_FIRST: Final = (("url", "send"), ("safety", "off"), ("secret", "mail", "send"))
"""Forms a verb-first language does not use for an order: ``antivirus desactiva macros``
describes a program, ``desactiva o antivirus`` orders."""

_AI: Final = r"(?<!\w)(?:ai|a\.i\.|ia|dan|bot|chatbot|llm)(?!\w)"
"""An AI, in any language that writes it in Latin letters (the ``ai`` group's default)."""

_EXTRA: Final = {
    "override": OVERRIDE,
    "policy": POLICY,
    "exfiltration": EXFILTRATION,
    "extraction": EXTRACTION,
    "persona": PERSONA,
    "persistence": PERSISTENCE,
    "concealment": CONCEAL,
}
"""Families of a language's own whole rules (keys ``+policy`` and so on)."""


def _joined(words: Groups, groups: tuple[str, ...], start: str) -> str:
    parts: list[str] = []
    for k, g in enumerate(groups):
        if g == "url":
            parts.append(words.get("url") or URL)  # a language may want its own case ending
        elif g == "mail":
            parts.append(MAIL)
        elif g == "ai" and g not in words:
            parts.append(_AI)
        else:
            part = words[g]
            if g == "free" and "ai" in groups and "free_adj" in words:
                part += "|" + words["free_adj"]  # "an unlimited AI", not "unlimited access"
            if k > 0 and g in _CODE_SWITCHED:
                part += "|" + _CODE_SWITCHED[g]  # "पहिलेका निर्देशनहरू ignore गर"
            parts.append(f"(?:{part})")
    return start + (ON + "{0,70}?").join(parts)


_CODE_SWITCHED: Final = {
    "ignore": r"\b(?:ignore|disregard|forget)\b",
    "off": r"\b(?:disable|bypass|skip|turn\s+off)\b",
    "show": r"\b(?:show|print|dump|paste)\b",
}
"""English verbs a writer keeps in a sentence of another language: read after a group (never
opening a rule, so English text starts none of these languages' rules). Not "send/post": an
address followed by ``curl -X POST`` is English text."""


def group_rows(
    table: dict[str, Groups],
    *,
    word_start: frozenset[str] = frozenset(),
    latin: frozenset[str] = frozenset(),
    verb_first: frozenset[str] = frozenset(),
) -> tuple[tuple[str, str, str], ...]:
    """One row per language and family: the forms whose groups the language has, one
    alternation. ``word_start``: languages whose rules open with ``\\b`` (letters that are word
    characters: not the Indic, Sinhala, Burmese or Khmer vowel signs); ``latin``: languages
    also matched without their accents (``respelled``); ``verb_first``: languages that put the
    send verb before the address (no rule opens with the address). Every pattern is NFKC like
    the view, without the joiners it drops."""
    rows: list[tuple[str, str, str]] = []
    for lang, words in table.items():
        start = r"\b" if lang in word_start or lang in latin else ""
        by_family: dict[str, list[str]] = {}
        for family, groups in _FORMS:
            if groups in _OBJECT_FIRST and lang in verb_first:
                continue
            if all(g in ("url", "ai") or g in words for g in groups):
                by_family.setdefault(family, []).append(_joined(words, groups, start))
        for key, extra in words.items():
            if key.startswith("+"):  # a whole rule of the language's own: "+policy"
                by_family.setdefault(_EXTRA[key[1:]], []).append(start + extra)
        for family, found in by_family.items():
            pattern = _viewed("|".join(found))
            rows.append((family, lang, respelled(pattern) if lang in latin else pattern))
    return tuple(rows)


def _viewed(pattern: str) -> str:
    """``pattern`` as the view spells it: NFKC, without ZWJ/ZWNJ (which the view drops); a
    stem's final virama dropped before ``\\S*`` (``പ്രോജക്റ്റ്\\S*`` also reads
    ``പ്രോജക്റ്റിന്റെ``, where a vowel sign replaces it); a Malayalam chillu also read as its
    consonant and virama (the older encoding, its joiner dropped by the view)."""
    p = unicodedata.normalize("NFKC", pattern).replace("\u200d", "").replace("\u200c", "")
    p = _STEM_VIRAMA.sub("", p)
    old = p.translate(_CHILLU)
    return p if old == p else f"(?:{p})|(?:{old})"


_STEM_VIRAMA: Final = re.compile(
    r"[\u094d\u0a4d\u0acd\u0ccd\u0d4d\u0dca](?=\\S\*|(?:\|[^()|]*)*\)\\S\*)"
)
"""A virama ending a stem that ``\\S*`` (or a group's ``\\S*``) extends."""
_CHILLU: Final = str.maketrans(
    {"\u0d7a": "ണ്", "\u0d7b": "ന്", "\u0d7c": "ര്", "\u0d7d": "ല്", "\u0d7e": "ള്", "\u0d7f": "ക്"}
)


_DROPPED: Final = str.maketrans({"ə": "e", "þ": "th", "ð": "d"})
"""Letters a keyboard without them replaces: Azerbaijani schwa, Icelandic thorn and eth."""
_APOSTROPHE: Final = "(?:ʻ|‘|’|'|`|ʼ|)"
"""How the Uzbek ``oʻ``/``gʻ`` (and ``eʼ``) are typed, each on its own (one text may mix them):
an alternation with an empty branch, so a rule's needles stay whole words (``prefilter``)."""


def respelled(pattern: str) -> str:
    """Each spelling of a Latin pattern, one alternation of whole patterns (so needles stay
    words): as written, without accents, with replaced letters; Uzbek apostrophes (written
    ``ʻ``) in any of their forms."""
    p = pattern.replace("ʻ", _APOSTROPHE)
    out = dict.fromkeys((p, bare(p), bare(p.translate(_DROPPED))))
    return "|".join(f"(?:{q})" for q in out) if len(out) > 1 else p


_CYRILLIC = "\u0400-\u04ff"
SCRIPT_OF: Final = {
    "gu": "\u0a80-\u0aff",
    "pa": "\u0a00-\u0a7f",
    "pnb": "\u0600-\u06ff",
    "kn": "\u0c80-\u0cff",
    "ml": "\u0d00-\u0d7f",
    "ne": "\u0900-\u097f",
    "si": "\u0d80-\u0dff",
    "my": "\u1000-\u109f",
    "km": "\u1780-\u17ff",
    "am": "\u1200-\u137f",
    "ka": "\u10a0-\u10ff\u1c90-\u1cbf",
    "hy": "\u0530-\u058f",
    "kk": _CYRILLIC,
    "uz-Cyrl": _CYRILLIC,
    "mk": _CYRILLIC,
    "be": _CYRILLIC,
}
"""The letters every match of these languages' rules holds (``lexicon_i18n_scripts.SCRIPT_OF``)."""

SECRET_WORDS: Final = _viewed(
    r"(?:\.npmrc\b|પાસવર્ડ|ਪਾਸਵਰਡ|پاسورڈ|ಪಾಸ್‌ವರ್ಡ್|ಗುಪ್ತಪದ|പാസ്‌വേഡ്|പാസ്വേഡ്|पासवर्ड|मुरपद|මුරපද"
    r"|စကားဝှက်|ពាក្យសម្ងាត់|የይለፍ\s+ቃ|პაროლ|გასაღებ|գաղտնաբառ|\bparol\w*|құпия\s+сөз|\bпарол\w*"
    r"|лозинк\w*|\blykilorð\w*|\bcontrasinal\w*|\bpasahitz\w*|\bfjalëkalim\w*|\bfjalekalim\w*"
    r"|\bключ\w*|\bгасло\w*|\bтокен\w*|\bapi[\s_-]*(?:કી|ਕੀ|ਕੁੰਜੀ|ಕೀ|കീ|की|साँचो|යතුර|ကီး|សោ|ቁልፍ"
    r"|բանալի|açar|kalit|lykil|chave|gako|çelës|celes|клуч|кілт)|\bcredenciais\b|\bgizli\s+açar\w*"
    r"|\bşifrə\w*|\bleynilyk\w*|\bgako\s+sekretu\w*|\bkredentzial\w*|құпия\s+кілт\w*"
    r"|\bmaxfiy\s+kalit\w*|\bтајн\w*\s+клуч\w*|\bсакрэтн\w*\s+ключ\w*)"
)
"""Secret words of these languages: a send order carrying one of them is a leak."""
