"""Passwords and keys handed over in sentences of languages beyond the eight (pure).

The word for a password (``secret_words_i18n.PASSWORD_WORDS``, 50+ languages) in any inflection,
compound or diacritic spelling, then within its clause a value that reads as a chosen or
generated password, whatever the connector, its place or the word order: ``Slurmin tietokannan
salasana vaihdettiin, uusi on <pw>``, ``የይለፍ ቃል <pw> ነው``, ``kalmar sirri … ita ce <pw>``,
``kasutaja admin, salasõna <pw>``, ``Ọ̀rọ̀ aṣínà fún … ni <pw>``. The word for a key, a token
or a secret (``KEY_WORDS``) takes a random-looking value only (``random_like``), unless the
words near it make the value an id, a digest or public material (``NOT_KEY_WORDS``).

A clause that states a rule, an example or a manager (``RULE_WORDS``: ``must``, ``at least``,
``characters``, ``e.g.``, ``vault`` in each language) hands over no password. English is left to
the English layers except ``… with password <pw>``, whose name before the value may read as a
user's (``the fallback user … is ops with password <pw>``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_terse_logins import chosen_password
from .secret_values import bare_uuid, random_like
from .secret_values_shapes import DIGEST_PREFIX
from .secret_words_i18n import KEY_WORDS, NOT_KEY_WORDS, PASSWORD_WORDS, RULE_WORDS


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
_MARK: Final = re.compile("[\u0300-\u036f]")


def skeleton(text: str) -> str:
    """``text`` lower-cased with its Latin letters stripped of their diacritics, one character
    for one (combining marks stay: ``unmarked`` drops them): offsets hold."""
    out = text.translate(_FOLD).lower()
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


def _by_needle(words: tuple[str, ...]) -> dict[str, re.Pattern[str]]:
    groups: dict[str, list[str]] = {}
    for w in words:
        bare = _bare(w)
        needle = bare[:3] if bare[:1].isascii() else bare[:2]
        groups.setdefault(needle, []).append(_pattern(w))
    return {
        n: re.compile("(?:" + "|".join(sorted(set(ps), key=len, reverse=True)) + ")" + _SUFFIX)
        for n, ps in groups.items()
    }


_PASSWORD: Final = _by_needle(PASSWORD_WORDS)
_KEY: Final = _by_needle(KEY_WORDS)
_RULE: Final = re.compile(r"(?i:(?<![^\W\d_])(?:" + RULE_WORDS + r"))")
_RULE_IN_SUFFIX: Final = re.compile(r"(?i:" + RULE_WORDS + r")")
_NOT_KEY: Final = re.compile(r"(?i:" + NOT_KEY_WORDS + r")")
_CLAUSE_END: Final = re.compile(r"\n|;|(?<=[^\W\d_])[.!?](?=\s|$)|。|\s[|]\s")
"""A clause ends at a line break, a semicolon, or a full stop, ``!`` or ``?`` after a word (not
after a value: ``… glasi Sava_Most77!``)."""
_TOKEN: Final = re.compile(r"\S+")
_STRIP: Final = "\"'`«»“”„‘’()[]{}<>,;:.。、"
_WINDOW: Final = 110
_TOKENS: Final = 9


def _clause(text: str, start: int) -> str:
    window = text[start : start + _WINDOW]
    end = _CLAUSE_END.search(window)
    return window if end is None else window[: end.start()]


def _password_value(v: str) -> bool:
    return 8 <= len(v) <= 64 and chosen_password(v)


def _candidates(text: str, start: int) -> Iterator[tuple[int, int, str]]:
    """The tokens of the clause after ``start`` (stripped of quotes and punctuation) with the
    text between ``start`` and each; not the rest of the word's own token (``{parola}@db…``),
    not inside an aside in parentheses, none after a placeholder (``<kysy Marilta>``)."""
    clause = _clause(text, start)
    depth = 0
    for n, m in enumerate(_TOKEN.finditer(clause)):
        raw = m.group()
        if n >= _TOKENS or raw[0] in "<{[$%":
            return  # a placeholder or a template where the value would be
        if m.start() == 0 and raw[0] not in ":=：":
            continue  # the word's own token goes on (a template, a path, a URL)
        opened = depth > 0 or raw[0] == "("
        depth += raw.count("(") - raw.count(")")
        if opened:
            continue
        lead = len(raw) - len(raw.lstrip(_STRIP))
        v = raw.strip(_STRIP)
        if v:
            yield start + m.start() + lead, start + m.start() + lead + len(v), clause[: m.start()]


def _occurrences(
    skel: str, origin: list[int] | None, table: dict[str, re.Pattern[str]]
) -> Iterator[tuple[int, int, str]]:
    """Where the table's words occur in the text (start, end, the suffix after the word)."""
    for needle, pattern in table.items():
        at = skel.find(needle)
        while at != -1:
            m = pattern.match(skel, at)
            if m is not None:
                if origin is None:
                    yield m.start(), m.end(), m.group("suffix")
                else:
                    yield origin[m.start()], origin[m.end()], m.group("suffix")
            at = skel.find(needle, at + 1)


_ENGLISH_WITH: Final = re.compile(
    r"(?i:\b(?:with|using|and|plus)\s+(?:the\s+|a\s+)?(?:password|passphrase|passcode|pw|pwd)"
    r"\s*[:=]?\s+)[\"'`]?(?P<v>[^\s\"'`,;()]{8,64}?)[\"'`]?(?=$|[\s,;)]|[.!?](?:\s|$))"
)


def prose_i18n(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Passwords and keys named in the words of ``secret_words_i18n`` (module docstring)."""
    if not any(c.isdigit() for c in text):
        return  # every value judged here holds a digit or is random (random text has digits)
    skel, origin = unmarked(skeleton(text))
    found: dict[int, tuple[str, int, int]] = {}
    for _, word_end, suffix in _occurrences(skel, origin, _PASSWORD):
        if _RULE_IN_SUFFIX.search(suffix):
            continue  # salasanakäytäntö, Passwortrichtlinie: the policy, not a password
        for start, end, gap in _candidates(text, word_end):
            if _RULE.search(gap):
                break  # "… must be at least 12 characters, e.g. <v>": a rule
            if _password_value(text[start:end]):
                found.setdefault(start, ("password-in-prose", start, end))
                break
    for word_start, word_end, _ in _occurrences(skel, origin, _KEY):
        if word_start and text[word_start - 1].isalpha() and text[word_start].isascii():
            continue  # inside a word (contract, extract): a Latin key word starts a word
        before = text[max(0, word_start - 40) : word_start]
        if _NOT_KEY.search(before[-24:]) or _NOT_KEY.search(text, word_start, word_end):
            continue
        for start, end, gap in _candidates(text, word_end):
            if _NOT_KEY.search(gap) or _RULE.search(gap):
                break
            v = text[start:end]
            uuid = bare_uuid(before, v, text[end : end + 40])
            if DIGEST_PREFIX.match(v):
                break  # sha256:…: a digest
            if random_like(v) and not (uuid and len(gap.split()) > 1):
                found.setdefault(start, ("secret-assignment", start, end))
                break
    if "with" in skel or "using" in skel or "and" in skel or "plus" in skel:
        for m in _ENGLISH_WITH.finditer(text):
            if _password_value(m.group("v")):
                found.setdefault(m.start("v"), ("password-in-prose", *m.span("v")))
    for start in sorted(found):
        rule, s, e = found[start]
        if not covered(s, e):
            yield rule, s, e
