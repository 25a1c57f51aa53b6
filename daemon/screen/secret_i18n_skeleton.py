"""The skeleton of a text for the password words of many languages (pure): lower-cased, its
Latin letters stripped of their diacritics one character for one (offsets hold), and the words'
patterns read in it, grouped by their first letters. Split from ``secret_prose_i18n`` (session
24, helper ``ref24b``).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from .secret_needles import lowered


def _fold_table() -> dict[int, str]:
    table: dict[int, str] = {ord(c): c.lower() for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
    for cp in (*range(0xC0, 0x250), *range(0x1E00, 0x1F00)):
        base = unicodedata.normalize("NFD", chr(cp))[0]
        if base.isascii() and base.isalpha() and chr(cp) != base:
            table[cp] = base.lower()
    for c, b in zip("łŁđĐøØıİðÐɓƁɗƊƙƘəƏ", "llddooiiddbbddkkee", strict=True):
        table[ord(c)] = b
    return table


_FOLD: Final = _fold_table()
_FOLD_KEEP_CASE: Final = {
    cp: (b.upper() if chr(cp).isupper() else b) for cp, b in _FOLD.items() if cp >= 0x80
}


def ascii_letters(v: str) -> str:
    """A value with its Latin letters stripped of diacritics, case kept (``Järvi-Kesä-66`` is
    judged as ``Jarvi-Kesa-66``: a memorable password in the writer's own letters)."""
    return _MARK.sub("", v.translate(_FOLD_KEEP_CASE))


_MARK: Final = re.compile("[\u0300-\u036f]")


def skeleton(text: str) -> str:
    """``text`` lower-cased with its Latin letters stripped of their diacritics, one character
    for one (combining marks stay: ``unmarked`` drops them): offsets hold."""
    if text.isascii():
        return lowered(text)
    out = text
    for c in set(text):
        if not c.isascii():
            base = _FOLD.get(ord(c))
            if base is not None:  # ``text.translate(_FOLD)`` for the letters it strips, each
                out = out.replace(c, base)  # one C pass (``translate`` asks the dict per char);
    out = out.lower()  # A-Z it would lower-case alone, as ``lower`` does (cased either way)
    return out if len(out) == len(text) else "".join(c.lower()[:1] or c for c in out)


def unmarked(skel: str) -> tuple[str, list[int] | None]:
    """``skel`` without the combining marks of Latin letters (``ọ̀`` as ``o``), and where each
    of its characters comes from (``None``: nothing dropped)."""
    if _MARK.search(skel) is None:
        return skel, None
    origin = [i for i, c in enumerate(skel) if not ("\u0300" <= c <= "\u036f")]
    origin.append(len(skel))
    return "".join(skel[i] for i in origin[:-1]), origin


def _bare(word: str) -> str:
    """A word as ``skeleton`` reads it: NFKC (as the screen folds text), no diacritic on a
    Latin letter."""
    out: list[str] = []
    for c in unicodedata.normalize("NFD", word):
        if not (unicodedata.combining(c) and out and out[-1].isascii()):
            out.append(c)
    return skeleton(unicodedata.normalize("NFKC", "".join(out)))


def _pattern(word: str) -> str:
    """A word's skeleton as a pattern: combining marks allowed after Latin letters, any run of
    spaces or a hyphen between words, an apostrophe of any kind."""
    out: list[str] = []
    for c in _bare(word):
        if c == " ":
            out.append(r"[\s\-]+")
        elif c in "'’":
            out.append("['’]?")
        else:
            out.append(re.escape(c))
    return "".join(out)


_SUFFIX: Final = r"(?P<suffix>[^\s\d.,;:!?()\[\]{}\"'`=<>/\\|«»“”„。：]{0,10})"
"""An inflection, a clitic or the rest of a compound after the word (``-ksi``, ``-ját``, ``ሉ``)."""


def by_needle(words: tuple[str, ...]) -> dict[str, re.Pattern[str]]:
    groups: dict[str, list[str]] = {}
    for w in words:
        bare = _bare(w)
        needle = bare[:3] if bare[:1].isascii() else bare[:2]
        groups.setdefault(needle, []).append(_pattern(w))
    return {
        n: re.compile("(?:" + "|".join(sorted(set(ps), key=len, reverse=True)) + ")" + _SUFFIX)
        for n, ps in groups.items()
    }
