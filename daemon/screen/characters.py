"""The characters layer of the screen (pure): Unicode tag characters, bidi controls, invisible and
control characters, reported where they are hidden text and left alone where they are spelling
(a Persian ZWNJ, an emoji sequence, a subdivision flag, a Mongolian vowel separator)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

UNICODE_TAG: Final = "unicode-tag"
BIDI_CONTROL: Final = "bidi-control"
INVISIBLE_CHARACTER: Final = "invisible-character"
CONTROL_CHARACTER: Final = "control-character"

BIDI: Final = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
INVISIBLE: Final = frozenset(
    "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e\u034f"
    "\u115f\u1160\u3164\uffa0\u17b4\u17b5"
)
_JOINERS = frozenset("\u200c\u200d")
_MARKS: Final = frozenset("\u200e\u200f\u061c")
"""The bidi marks (LRM, RLM, ALM): invisible strong characters that reorder nothing on their own.
In a line with right-to-left letters they are spelling (a Latin file name in Hebrew UI text), not
hidden text; the embeddings, overrides and isolates (U+202A-202E, U+2066-2069) stay flagged."""
_RTL_LETTER: Final = re.compile(r"[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")


def _joined_script(ch: str) -> bool:
    """Letters of scripts where ZWNJ/ZWJ are part of correct spelling (Arabic, Persian, Indic…)."""
    if not ch.isalpha():
        return unicodedata.category(ch) in ("Mn", "Mc")
    cp = ord(ch)
    return 0x0600 <= cp <= 0x08FF or 0x0900 <= cp <= 0x0DFF or 0xFB50 <= cp <= 0xFEFF


def _mongolian(ch: str) -> bool:
    """A letter or mark of the Mongolian script (traditional, Todo, Manchu, Sibe)."""
    return 0x1820 <= ord(ch) <= 0x18AA


def _ends_a_word(before: str) -> bool:
    """A virama (or other sign) of a script where a joiner after it is spelling."""
    return unicodedata.category(before) == "Mn" and _joined_script(before)


def _beside_word_break_script(line: str, i: int) -> bool:
    """A letter or sign of the scripts written without spaces whose writers mark word ends with
    a zero-width space (Thai, Lao, Tibetan, Burmese, Khmer) next to column ``i``, across other
    zero-width or plain spaces (writers double them, or put one beside a space)."""
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(line) and line[j] in "\u200b " and abs(j - i) < 8:
            j += step
        if 0 <= j < len(line) and (
            0x0E00 <= ord(line[j]) <= 0x0FFF
            or 0x1000 <= ord(line[j]) <= 0x109F
            or 0x1780 <= ord(line[j]) <= 0x17FF
        ):
            return True
    return False


def _lone_joiner(line: str) -> bool:
    """At most two invisible characters in the line: a ZWNJ set by hand, not hidden text (which
    puts one between every letter)."""
    return sum(line.count(c) for c in INVISIBLE if c in line) <= 2


def _pictographic(ch: str) -> bool:
    cp = ord(ch)
    return cp >= 0x1F000 or 0x2600 <= cp <= 0x27BF or ch == "\ufe0f"


_EMOJI_TAG_SEQUENCE: Final = re.compile(
    "\U0001f3f4([\U000e0030-\U000e0039\U000e0061-\U000e007a]{2,7})\U000e007f"
)
"""An emoji tag sequence (black flag, tag letters/digits, cancel tag): a subdivision flag such as
Scotland's. Only the short lower-case letter/digit spec of a subdivision id is accepted, so text
smuggled in a longer or mixed tag run stays flagged."""


def emoji_tag_columns(line: str) -> frozenset[int]:
    """Columns of tag characters that belong to a legitimate emoji tag sequence (a flag)."""
    if "\U0001f3f4" not in line:
        return frozenset()
    return frozenset(
        i for m in _EMOJI_TAG_SEQUENCE.finditer(line) for i in range(m.start() + 1, m.end())
    )


def without_emoji_tags(line: str) -> str:
    """The line with the tag characters of its flag emoji removed (the black flag kept)."""
    if "\U0001f3f4" not in line:
        return line
    return _EMOJI_TAG_SEQUENCE.sub("\U0001f3f4", line)


def character_rule(line: str, i: int) -> str | None:
    ch = line[i]
    cp = ord(ch)
    if 0xE0000 <= cp <= 0xE007F:
        return None if i in emoji_tag_columns(line) else UNICODE_TAG
    if ch in BIDI:
        if ch in _MARKS and _RTL_LETTER.search(line):
            return None  # LRM/RLM/ALM in Hebrew/Arabic text: how a Latin word is set in RTL
        return BIDI_CONTROL
    if ch in _JOINERS and 0 < i < len(line) - 1:
        before, after = line[i - 1], line[i + 1]
        if ch == "\u200d" and _pictographic(before):
            return None  # emoji sequence (a family emoji), not hidden text
        if _joined_script(before) and _joined_script(after):
            return None  # Persian می‌خواهم, Devanagari conjuncts: the joiner is spelling
        if _joined_script(before) and not after.isalnum() and unicodedata.category(before) == "Mn":
            return None  # Malayalam chillu (ന്‍ ): ZWJ after a virama ends a word
        if ch == "\u200c" and before in "fF" and after in "filjtbhk" and _lone_joiner(line):
            return None  # Auf\u200clage: one ZWNJ that blocks an f-ligature is typography
    if (
        ch == "\u180e"
        and 0 < i < len(line) - 1
        and _mongolian(line[i - 1])
        and _mongolian(line[i + 1])
    ):
        return None  # the Mongolian vowel separator between two letters is spelling (ᠨ᠎ᠡ)
    if ch in _JOINERS and 0 < i == len(line) - 1 and _ends_a_word(line[i - 1]):
        return None  # a Malayalam chillu or Kannada half form that ends the line
    if ch == "\u200b" and _beside_word_break_script(line, i):
        return None  # Khmer, Burmese, Thai, Lao: a zero-width space is where a word ends
    if ch in INVISIBLE:
        return INVISIBLE_CHARACTER
    category = unicodedata.category(ch)
    if (category == "Cc" and ch != "\t") or category in ("Zl", "Zp"):
        return CONTROL_CHARACTER
    return None


@dataclass(frozen=True)
class CharRun:
    rule: str
    start: int
    end: int


_MAY_BE_SUSPICIOUS: Final = re.compile(
    "[\U000e0000-\U000e007f\x00-\x1f\x7f-\x9f\u2028\u2029" + "".join(sorted(BIDI | INVISIBLE)) + "]"
)
"""The characters ``character_rule`` may report (tags, bidi controls, invisible characters, the
categories Cc, Zl and Zp); it reports no other."""


def character_runs(line: str) -> Iterator[CharRun]:
    """Runs of suspicious characters, one per run and rule: ``character_rule`` is read only at
    the characters it may report (``_MAY_BE_SUSPICIOUS``), every other one ends a run."""
    run: tuple[str, int] | None = None
    last = -1
    for m in _MAY_BE_SUSPICIOUS.finditer(line):
        i = m.start()
        rule = character_rule(line, i)
        if run is not None and (rule != run[0] or i != last + 1):
            yield CharRun(run[0], run[1], last + 1)
            run = None
        if rule is not None and run is None:
            run = (rule, i)
        last = i
    if run is not None:
        yield CharRun(run[0], run[1], last + 1)


def tag_payload(line: str) -> str:
    """ASCII smuggled as Unicode tag characters (U+E0020..U+E007E), decoded."""
    line = without_emoji_tags(line)
    return "".join(chr(ord(c) - 0xE0000) for c in line if 0xE0020 <= ord(c) <= 0xE007E)
