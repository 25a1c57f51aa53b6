"""Which lines of a text may hide an embedded payload (pure): an encoded run, Unicode tag
characters, or a key word once ROT13-decoded or reversed; and whether a decoded ROT13 or
reversed line reads as language, so the lexicons are worth running on it.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable
from typing import Final

from .alternatives import Needled, Searched
from .decode import encoded_lines, rot13

_TRIGGER: Final = re.compile(
    r"ignore|disregard|forget|instruction|system|prompt|reveal|safety|refuse|user|send|upload"
    r"|curl|wget|you\s+are|obey|previous|rules|restriction|secret|token|password|mode|pretend"
)
"""Words one of which every English rule needs: a decoded ROT13 or reversed line without any
of them cannot match, so the lexicon is not run on it."""

_COMMON: Final = re.compile(
    r"\b(?:the|and|you|your|to|of|all|this|that|with|for|every|it|is"
    r"|und|der|die|das|nicht|deine|los|las|que|del|tus|les|des|une|tes|pas|não|com|para|as|os)\b"
)
_COMMON_ENOUGH: Final = 3
"""A ROT13 or reversed line that reads as English once decoded (three common words) is screened
even without a trigger word: the classifier may still recognise it."""
_COMMON_WORDS: Final = (
    *("the", "and", "you", "your", "to", "of", "all", "this", "that", "with", "for", "every"),
    *("it", "is", "und", "der", "die", "das", "nicht", "deine", "los", "las", "que", "del"),
    *("tus", "les", "des", "une", "tes", "pas", "não", "com", "para", "as", "os"),
)
_COMMON_ENCODED: Final = frozenset(
    [*(codecs.encode(w, "rot13") for w in _COMMON_WORDS), *(w[::-1] for w in _COMMON_WORDS)]
)
"""The common words as they are written ROT13-encoded or reversed: a line is counted without
decoding it (a word is ROT13-encoded or reversed as a whole)."""
_WORD_RUN: Final = re.compile(r"\w+")


_WORDS_I18N: Final = (
    *("忽略", "無視", "无视", "指令", "指示", "系统", "系統", "密码", "密碼", "提示"),
    *("システム", "プロンプト", "무시", "지시", "시스템", "프롬프트", "비밀번호"),
    *("игнорир", "инструкц", "парол", "систем", "забудь", "ignorier", "anweisung", "ignora"),
    *("instrucc", "instruç", "consigne", "oublie", "olvida", "senha", "contraseña", "passwort"),
)
_TRIGGER_I18N: Final = re.compile("|".join(_WORDS_I18N))
_REVERSED_I18N: Final = re.compile("|".join(w[::-1] for w in _WORDS_I18N))
"""Key words of the other languages, and the same spelt backwards (a reversed line)."""


_TRIGGER_NEEDLED: Final = Needled(_TRIGGER)
_TRIGGER_SEARCHED: Final = Searched(_TRIGGER)
_TRIGGER_I18N_SEARCHED: Final = Searched(_TRIGGER_I18N)
"""Whether a decoded line holds a key word: one trie of the needles searched instead of each
needle in turn (``alternatives.Searched``)."""
_COMMON_SET: Final = frozenset(_COMMON_WORDS)
"""``len(_COMMON.findall(t))`` is the number of words of ``t`` in this set: ``_COMMON`` matches
whole words, each one of ``_COMMON_WORDS`` (a unit test checks the two lists agree)."""
_REVERSED_I18N_NEEDLED: Final = Needled(_REVERSED_I18N)
"""The same patterns, searched from their needles (``alternatives.Needled``)."""


def english_like(text: str) -> bool:
    """Whether a decoded ROT13 or reversed line reads as language (the name is historical: the
    key words of the eight other languages and their common words count too)."""
    lowered = text.lower()
    if _TRIGGER_SEARCHED.search(lowered) or _TRIGGER_I18N_SEARCHED.search(lowered):
        return True
    return sum(map(_COMMON_SET.__contains__, _WORD_RUN.findall(lowered))) >= _COMMON_ENOUGH


_LABELS: Final = (
    *(
        "rot13",
        "rot-13",
        "rot 13",
        "ebg13",
        "ebg-13",
        "ebg 13",
        "(reversed",
        "reversed)",
        "reversed:",
        "backwards)",
        "read backwards",
    ),
    *(
        "read it backwards",
        "read this backwards",
        "read the following backwards",
        "read this in reverse",
        "read it in reverse",
        "reverse this",
        "reverse the text",
        "backwards:",
        "in reverse:",
        "written backwards",
        "à l'envers",
        "al revés",
        "de atrás para",
        "de atrás hacia",
    ),
    *("de trás para", "ao contrário", "rückwärts", "von hinten"),
    *(  # a reading direction (inj33)
        "right to left",
        "right-to-left",
        "de derecha a izquierda",
        "de droite à gauche",
        "von rechts nach links",
        "da destra a sinistra",
        "da direita para a esquerda",
        "van rechts naar links",
    ),
)
_LABELS_OTHER: Final = (
    "задом наперёд",
    "задом наперед",
    "逆から",
    "逆さ",
    "倒着",
    "倒過來",
    "倒过来",
    "反过来读",
    "거꾸로",
    "역순",
    "справа налево",
    "从右到左",
    "從右到左",
    "右から左",
    "오른쪽에서 왼쪽",
)
"""How a line names its own encoding (``Note (ROT13): …``, ``Ebg13 …`` the label encoded too,
``(à lire à l'envers) …``, ``(rückwärts lesen)``, lower case): such a line is decoded and
screened whatever its language, without the common-word test (its decoded text must still match
a rule)."""


def _labels(lowered: str) -> tuple[str, ...]:
    return _LABELS if lowered.isascii() else (*_LABELS, *_LABELS_OTHER)


def labelled(line: str) -> bool:
    """Whether a line says it is ROT13-encoded or written backwards."""
    lowered = line.lower()
    return any(k in lowered for k in _labels(lowered))


_TAG_CHAR: Final = re.compile("[\U000e0000-\U000e007f]")


def payload_lines(text: str, line_of: Callable[[int], int]) -> set[int]:
    """Lines that may hide a payload: an encoded run, tag characters, or a trigger word once
    ROT13-decoded or reversed (one scan of the whole text for each)."""
    lines = encoded_lines(text, line_of)
    lines |= {line_of(m.start()) for m in _TAG_CHAR.finditer(text)}
    lowered = text.lower()
    lines |= {line_of(m.start()) for m in _TRIGGER_NEEDLED.finditer(rot13(lowered))}
    last = len(text) - 1
    backwards = lowered[::-1]
    lines |= {line_of(last - m.start()) for m in _TRIGGER_NEEDLED.finditer(backwards)}
    if not text.isascii():
        lines |= {line_of(m.start()) for m in _REVERSED_I18N_NEEDLED.finditer(lowered)}
    for label in _labels(lowered):
        k = lowered.find(label)
        while k != -1:
            lines.add(line_of(k))
            k = lowered.find(label, k + 1)
    common = _COMMON_ENCODED.__contains__
    for n, line in enumerate(lowered.split("\n")):
        if n not in lines and sum(map(common, _WORD_RUN.findall(line))) >= _COMMON_ENOUGH:
            lines.add(n)
    return lines
