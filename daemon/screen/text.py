"""Text views for screening (pure): NFKC folding, confusable skeletons, de-leetspeak and
de-spacing (the suspicious characters themselves: ``characters.py``).

Every view keeps, for each of its characters, the column of the original line it came from, so
a match in any view is reported at the right place in the text as written.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from .characters import INVISIBLE

SPACELESS_SCRIPTS: Final = r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
"""Kana, CJK ideographs and Hangul, as the inside of a regex character class: scripts whose words
are not separated by spaces (and which no Latin-script rule reads as words)."""


# Latin look-alikes from other scripts (Unicode confusables, the letters attackers use).
_CONFUSABLES: Final[dict[str, str]] = {
    # Cyrillic
    "а": "a",
    "в": "b",
    "е": "e",
    "ё": "e",
    "к": "k",
    "м": "m",
    "н": "h",
    "о": "o",
    "р": "p",
    "с": "c",
    "т": "t",
    "у": "y",
    "х": "x",
    "ѕ": "s",
    "г": "r",
    "і": "i",
    "ї": "i",
    "ј": "j",
    "ԁ": "d",
    "ԛ": "q",
    "ԝ": "w",
    "ɡ": "g",
    "һ": "h",
    "ӏ": "l",
    "ո": "n",
    "ս": "u",
    "ց": "g",
    # Greek
    "α": "a",
    "β": "b",
    "ε": "e",
    "η": "n",
    "ι": "i",
    "κ": "k",
    "ν": "v",
    "ο": "o",
    "ρ": "p",
    "τ": "t",
    "υ": "u",
    "χ": "x",
    "ω": "w",
    "ϲ": "c",
    "ѵ": "v",
    # Latin extensions and symbols
    "ı": "i",
    "ȷ": "j",
    "ℓ": "l",
    "ⅰ": "i",
    "ꓲ": "i",
    "ꓳ": "o",
    "ɑ": "a",
    "ɩ": "i",
    "ʏ": "y",
}
_CONFUSABLES.update(  # small capitals (``ɪɢɴᴏʀᴇ``), which NFKC leaves as they are
    {k: v for k, v in zip("ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ", "abcdefghijklmnopqrstuvwyz", strict=True)}
)
_CONFUSABLE_TABLE: Final = str.maketrans(_CONFUSABLES)
_CONFUSABLE: Final = re.compile("[" + "".join(map(re.escape, _CONFUSABLES)) + "]")
"""One confusable character (a key of ``_CONFUSABLES``)."""


def unconfused(text: str) -> str:
    """``text.translate(_CONFUSABLE_TABLE)``: only the confusable characters found are replaced
    (``str.translate`` looks every character of a non-ASCII text up in its table)."""
    return _CONFUSABLE.sub(lambda m: _CONFUSABLES[m.group()], text)


_LEET: Final[dict[str, str]] = {
    "0": "o",
    "1": "i",
    "3": "e",
    "4": "a",
    "5": "s",
    "7": "t",
    "8": "b",
    "9": "g",
}
_LEET_INNER: Final[dict[str, str]] = {"@": "a", "$": "s", "!": "i"}
"""Symbols read as letters only inside a word (``p@ss``), never at its edges (``$HOME``)."""


_ASCII_CONTROL: Final = re.compile(r"[\x00-\x09\x0b-\x1f\x7f]")
_SPECIAL: Final = re.compile(
    r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u00ad\u034f\u0300-\u036f\u061c\u115f\u1160\u17b4\u17b5\u180e"
    r"\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f"
    r"\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0900-\u0dff\u0e31-\u0e4e]"
)
"""Characters the slow path must see (format, invisible, combining marks); without them a
normalised text is its own folded view."""


@dataclass(frozen=True)
class View:
    text: str
    origin: list[int]
    """``origin[k]`` is the column in the original line of ``text[k]``."""

    def span(self, start: int, end: int, length: int) -> tuple[int, int]:
        if not self.origin:
            return 0, max(length, 1)
        s = self.origin[min(start, len(self.origin) - 1)]
        e = self.origin[min(max(end - 1, 0), len(self.origin) - 1)] + 1
        return s, max(e, s + 1)


def _fast(line: str, fold_case: bool) -> str | None:
    """The folded line when folding changes nothing but case, one character for one."""
    if (line.isascii() and not _ASCII_CONTROL.search(line)) or (
        not _SPECIAL.search(line) and unicodedata.is_normalized("NFKC", line)
    ):
        lowered = line.casefold() if fold_case else line
        if len(lowered) == len(line):
            return lowered
    return None


@lru_cache(maxsize=4096)
def _fold_char(ch: str, fold_case: bool) -> tuple[tuple[str, bool], ...]:
    """What a character folds to (nothing for a format or invisible one), each character with
    whether it is a combining mark (memoised: a per-character table)."""
    if unicodedata.category(ch) == "Cf" or ch in INVISIBLE:
        return ()
    piece = unicodedata.normalize("NFKC", ch)
    if fold_case:
        piece = piece.casefold()
    return tuple((c, unicodedata.category(c) == "Mn") for c in piece)


def _slow(line: str, offset: int, fold_case: bool, out: list[str], origin: list[int]) -> None:
    for i, ch in enumerate(line):
        if " " <= ch <= "~":  # printable ASCII: its own NFKC form, no format character or mark
            out.append(ch.lower() if fold_case else ch)
            origin.append(offset + i)
            continue
        for c, mark in _fold_char(ch, fold_case):
            if mark and (not out or ord(out[-1]) < 0x250):
                continue
            out.append(c)
            origin.append(offset + i)


def folded(text: str, *, fold_case: bool = True) -> View:
    """NFKC per character, invisible/format characters and combining marks dropped, case-folded.

    (Combining marks are kept when they follow a non-Latin letter: Hindi or Thai spell with them.)
    Lines are folded one by one; most take the fast path (nothing to change but case), and the
    lines between two that do not are folded as one block (case folding is per character).
    """
    whole = _fast(text, fold_case)
    if whole is not None:
        return View(whole, list(range(len(text))))
    pieces: list[str] = []
    origin: list[int] = []
    done = 0  # ``text[:done]`` is folded; the lines from there to a slow line fold as a block
    normal = unicodedata.is_normalized("NFKC", text) and (
        not fold_case or len(text.casefold()) == len(text)
    )  # then so is every line (the line break is a stable character): only special ones are slow
    marks = _SPECIAL if normal else _UNPLAIN
    mark = marks.search(text)
    while mark is not None:
        start = text.rfind("\n", 0, mark.start()) + 1
        end = text.find("\n", mark.start())
        end = len(text) if end == -1 else end
        line = text[start:end]
        if _fast(line, fold_case) is None:
            block = text[done:start]
            pieces.append(block.casefold() if fold_case else block)
            origin.extend(range(done, start))
            chars: list[str] = []
            _slow(line, start, fold_case, chars, origin)
            pieces.append("".join(chars))
            done = end
        mark = marks.search(text, end)
    block = text[done:]
    pieces.append(block.casefold() if fold_case else block)
    origin.extend(range(done, len(text)))
    return View("".join(pieces), origin)


_UNPLAIN: Final = re.compile(r"[^\n\x20-\x7e]")
"""A character other than printable ASCII and the line break: a line without any folds fast."""


_LEET_WORD = re.compile(r"[\w@$!]*(?:[a-z][\w@$!]*[\d@$!]|[\d@$!][\w@$!]*[a-z])[\w@$!]*")
"""A word that mixes letters with digits or leet symbols (``1gn0r3``, ``p@ss``)."""
_TECH_WORD = re.compile(
    r"[a-z]{2,}\d*[26]\d*|\d+(?:ms|s|m|h|d|min|kb|mb|gb|tb|kib|mib|gib|th|px|em|fa|k|x)"
    r"|\d*1st|\d*2nd|\d*3rd"
)
"""Words of numbers and units, and ordinals (a wrong ordinal, ``53nd``, is leetspeak: send)."""


_LEET_MARK = re.compile(r"[\d@$!]")
_LEET_RUN_REST = re.compile(r"[\w@$!]*")


def _leet_runs(text: str) -> Iterator[tuple[int, int]]:
    """The maximal runs of ``[\\w@$!]`` characters that hold a digit or leet symbol, in order:
    ``(?<![\\w@$!])[\\w@$!]*?[\\d@$!][\\w@$!]*`` found from its marks (``re`` skips to a
    mark fast; the pattern, behind its lookbehind, is tried at every character)."""
    mark = _LEET_MARK.search(text)
    while mark is not None:
        start = mark.start()
        while start and (text[start - 1].isalnum() or text[start - 1] in "_@$!"):  # ``\\w``
            start -= 1
        rest = _LEET_RUN_REST.match(text, mark.end())  # always matches
        end = mark.end() if rest is None else rest.end()
        yield start, end
        mark = _LEET_MARK.search(text, end)


def _leet_words(text: str) -> Iterator[re.Match[str]]:
    """``_LEET_WORD.finditer(text)``: a leet word is made of run characters and needs a digit or
    symbol, so it is looked for only inside such runs (the pattern backtracks on every word)."""
    for start, end in _leet_runs(text):
        yield from _LEET_WORD.finditer(text, start, end)


_DOMAIN_AFTER: Final = re.compile(r"[\w]+(?:-[\w]+)+\.[a-z]{2,}\b")
"""A hyphenated host after an ``@`` the leet word stopped at (inj28a): the address's ``@``."""


def skeleton(view: View) -> View:
    """Confusables mapped to Latin; in words that mix letters and digits, leetspeak undone."""
    text = view.text if view.text.isascii() else unconfused(view.text)
    chars: list[str] | None = None
    undone: list[tuple[int, int]] = []
    for m in _leet_words(text):
        word = m.group()
        if len(word) > 16 or _TECH_WORD.fullmatch(word):
            continue  # tokens and keys, sha256, python3, 10ms, 3rd: not leetspeak
        if chars is None:
            chars = list(text)
        has_digit = any(ch.isdigit() for ch in word)
        if has_digit:
            undone.append((m.start(), m.end()))
        for k in range(m.start(), m.end()):
            c = chars[k]
            if c == "@" and ("." in text[k : m.end() + 1] or _DOMAIN_AFTER.match(text, k + 1)):
                continue  # an address (``c0ll3c7@dr0p.3x4mpl3``, ``d@vf-x.app``) keeps its ``@``
            if c in _LEET_INNER and m.start() < k < m.end() - 1:
                chars[k] = _LEET_INNER[c]
            elif has_digit and c == "$" and len(word) > 2:
                chars[k] = "s"  # ``ru13$``, ``$7r1p3``: at a leet word's edge too (inj19)
            elif has_digit and c in _LEET:
                chars[k] = _LEET[c]
    if chars is not None and len(undone) >= 3:
        _digit_words(text, chars, undone)
    return View(text if chars is None else "".join(chars), view.origin)


_DIGIT_WORD = re.compile(r"(?<![\w.,:/#+-])[0134578]{2,3}(?![\w.,:/%+-])")


def _digit_words(text: str, chars: list[str], undone: list[tuple[int, int]]) -> None:
    """In a line of leetspeak, a word of leet digits alone between two undone leet words is one
    too (``1gn0r3 411 pr10r``: all; ``k3y 70 7h3``: to); a number elsewhere stays a number."""
    ends = {e for _, e in undone}
    starts = {s for s, _ in undone}
    for m in _DIGIT_WORD.finditer(text):
        if m.start() - 1 in ends and m.end() + 1 in starts:
            for k in range(m.start(), m.end()):
                chars[k] = _LEET[text[k]]


# A run of 4+ single letters each followed by one separator ("i g n o r e", "i.g.n.o.r.e").
_SPACED = re.compile(r"(?<![^\W_])(?:[^\W\d_][ .\-_*·]){1,}[^\W\d_](?![^\W_])")


_SPACED_WORD = re.compile(
    r"[ .\-_*·](?<=[^\W\d_].)(?<![^\W_]..)[^\W\d_](?:[ .\-_*·][^\W\d_]){2,}(?![^\W_])"
)
"""At least one letter-spaced word of four letters: only then are shorter runs joined too. Found
from its first separator, ``(?<![^\\W_])(?:[^\\W\\d_][ .\\-_*·]){3,}[^\\W\\d_](?![^\\W_])``
one character on: ``re`` skips fast to a character class that opens a pattern."""


_RUN_TEXT: Final = (
    "never ever always do dont not tell say mention reveal show hide the a this these that user"
    " users anyone you your all any previous prior earlier instructions rules prompt system note"
    " notes file memory ignore disregard forget obey follow only now are is to about from of and"
    " disable safety checks send secrets keys tokens delete"
)
_RUN_WORDS: Final = frozenset(_RUN_TEXT.split())
"""Words of instructions, to split a letter-spaced run that has no wider gaps between its words
(``n e v e r t e l l`` -> ``never tell``)."""


def _segment(word: str) -> list[int]:
    """Where a joined run splits wholly into ``_RUN_WORDS`` (offsets of the second word on; empty
    when it does not, or when it is one word)."""
    n = len(word)
    cuts: list[list[int] | None] = [None] * (n + 1)
    cuts[0] = []
    for i in range(1, n + 1):
        for j in range(max(0, i - 12), i):
            done = cuts[j]
            if done is not None and word[j:i] in _RUN_WORDS:
                cuts[i] = [*done, j]
                break
    found = cuts[n]
    return found[1:] if found is not None and len(found) > 1 else []


def despaced(view: View) -> View | None:
    """Letter-spaced words joined ("i g n o r e   a l l" -> "ignore all"); None if none. A run
    with no wider gap that splits wholly into words of instructions is split there."""
    if not _SPACED_WORD.search(view.text):
        return None
    drop: set[int] = set()
    space_before: set[int] = set()
    for m in _SPACED.finditer(view.text):
        drop.update(range(m.start() + 1, m.end(), 2))
        if m.end() - m.start() >= 15:  # 8+ letters: maybe several words
            word = view.text[m.start() : m.end() : 2].lower()
            space_before.update(m.start() + 2 * k for k in _segment(word))
    chars: list[str] = []
    origin: list[int] = []
    for k, c in enumerate(view.text):
        if k in drop or (c == " " and chars and chars[-1] == " "):
            continue  # a separator inside a spaced word; the wider gaps were the word breaks
        if k in space_before:
            chars.append(" ")
            origin.append(view.origin[k])
        chars.append(c)
        origin.append(view.origin[k])
    return View("".join(chars), origin)


def line_starts(lines: list[str]) -> list[int]:
    """The offset of each line of ``"\n".join(lines)``."""
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    return starts


def blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with the characters of every span replaced by spaces, offsets kept (what a reading
    asks about once the words of its class are set aside). Overlapping spans are fine."""
    if not spans:
        return text
    out: list[str] = []
    at = 0
    for a, b in sorted(spans):
        if b <= at:
            continue
        a = max(a, at)
        out += (text[at:a], " " * (b - a))
        at = b
    out.append(text[at:])
    return "".join(out)
