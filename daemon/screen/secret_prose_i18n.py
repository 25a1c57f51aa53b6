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

import itertools
import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Final

from .literal_scan import LiteralScan
from .needle_scan import NeedleScan
from .per_call import per_call
from .secret_bip39 import WORDS as BIP39
from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_i18n_skeleton import by_needle, skeleton, unmarked
from .secret_i18n_values import REFERENCE, STRONG_SYMBOL, password_value, symbol_first
from .secret_login_words import with_password
from .secret_needles import index_of, lowered, occurrences
from .secret_values import bare_uuid, random_like
from .secret_values_shapes import DIGEST_PREFIX
from .secret_words_i18n import (
    FIXTURE_WORDS,
    KEY_WORDS,
    NOT_KEY_WORDS,
    NOT_PIN_WORDS,
    PASSWORD_WORDS,
    PHRASE_WORDS,
    PIN_WORDS,
    RULE_WORDS,
)

_PASSWORD: Final = by_needle(PASSWORD_WORDS)
_PIN: Final = by_needle(PIN_WORDS)
_PHRASE: Final = by_needle(PHRASE_WORDS)
_NOT_PIN: Final = re.compile(r"(?i:(?<![^\W\d_])(?:" + NOT_PIN_WORDS + r"))")
_PIN_VALUE: Final = re.compile(r"\d{4,8}")
_FOUR_DIGITS: Final = re.compile(r"\d{4}")
_DATE: Final = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])")
_PIN_TOKENS: Final = 6
_PHRASE_WORDS: Final = 4
_SEED_WORDS: Final = 12
_KEY: Final = by_needle(KEY_WORDS)
_ASCII_NEEDLES: Final = LiteralScan(
    n for t in (_PASSWORD, _PIN, _PHRASE, _KEY) for n in t if n.isascii()
)
"""The tables' ASCII needles, looked for in one pass (``literal_scan``) instead of one by one."""
_ASCII_SCAN: Final = NeedleScan(_ASCII_NEEDLES.needles, keep=False)
"""The same in one Aho-Corasick pass over a memory (~20 µs, the trie ~130 µs: lat22a)."""
_RULE: Final = re.compile(r"(?i:(?<![^\W\d_])(?:" + RULE_WORDS + r"))")
_RULE_IN_SUFFIX: Final = re.compile(r"(?i:" + RULE_WORDS + r")")
_NOT_KEY: Final = re.compile(r"(?i:" + NOT_KEY_WORDS + r")")
_FIXTURE: Final = re.compile(
    r"(?i:(?<![^\s\"'«„“(\-])(?:" + FIXTURE_WORDS + r")(?![^\W\d_]|\.[^\W\d_]))"
)
"""A fixture word after a space, a quote or a hyphen, not a part of a host, an address or a DN
(``ops@logi-market.example``, ``dc=example``)."""
_CLAUSE_END: Final = re.compile(r"\n|;|(?<=[^\W\d_])[.!?](?=\s|$)|。|\s[|]\s")
"""A clause ends at a line break, a semicolon, or a full stop, ``!`` or ``?`` after a word (not
after a value: ``… glasi Sava_Most77!``)."""
_TOKEN: Final = re.compile(r"\S+")
_STRIP: Final = "\"'`«»“”„‘’()[]{}<>,;:.。、"
_WINDOW: Final = 110
_TOKENS: Final = 9
_FIRST: Final = 2
"""The first tokens after the word, where a plain word and digits is taken as the password."""


def _clause(text: str, start: int) -> str:
    window = text[start : start + _WINDOW]
    end = _CLAUSE_END.search(window)
    return window if end is None else window[: end.start()]


def _candidates(text: str, start: int) -> Iterator[tuple[int, int, str]]:
    """The tokens of the clause after ``start`` (stripped of quotes and punctuation) with the
    text between ``start`` and each; not the rest of the word's own token (``{parola}@db…``),
    not inside an aside in parentheses, none after a placeholder (``<kysy Marilta>``)."""
    clause = _clause(text, start)
    depth = 0
    for n, m in enumerate(_TOKEN.finditer(clause)):
        raw = m.group()
        if n >= _TOKENS or raw[0] in "<{[" or REFERENCE.match(raw.lstrip(":=：")):
            return  # a placeholder, a template or a variable where the value would be
        if m.start() == 0 and raw[0] not in ":=：":
            continue  # the word's own token goes on (a template, a path, a URL)
        opened = depth > 0 or raw[0] == "("
        depth += raw.count("(") - raw.count(")")
        if opened:
            continue
        if m.start() == 0:
            raw = raw[1:]  # "LOZINKA=…", "salasana:…": the connector glued to the word
        lead = len(m.group()) - len(raw) + len(raw) - len(raw.lstrip(_STRIP))
        v = raw.strip(_STRIP)
        if v:
            yield start + m.start() + lead, start + m.start() + lead + len(v), clause[: m.start()]


Seen = dict[str, list[int]] | frozenset[str]
"""The tables' ASCII needles the text holds: with their places (one Aho-Corasick pass over a
memory) or without (``LiteralScan`` on a short text)."""


def _occurrences(
    skel: str, origin: list[int] | None, table: dict[str, re.Pattern[str]], seen: Seen
) -> Iterator[tuple[int, int, str]]:
    """Where the table's words occur in the text (start, end, the suffix after the word); an
    ASCII needle not ``seen`` (``_ASCII_NEEDLES.present``), or a needle of a script or letters
    the text lacks, is not searched (a seen one's places are the pass's when it gave them)."""
    chars = _chars(skel)
    places = seen if isinstance(seen, dict) else None
    for needle, pattern in table.items():
        if needle in _ASCII_NEEDLES.needles:
            if needle not in seen:
                continue
        elif needle[0] not in chars or needle[1] not in chars:
            continue
        at_places = None if places is None else places.get(needle)
        for at in occurrences(skel, needle) if at_places is None else at_places:
            m = pattern.match(skel, at)
            if m is not None:
                if origin is None:
                    yield m.start(), m.end(), m.group("suffix")
                else:
                    yield origin[m.start()], origin[m.end()], m.group("suffix")


@per_call
@lru_cache(maxsize=2)
def _chars(skel: str) -> frozenset[str]:
    return frozenset(skel)


_ENGLISH_SYMBOL_FIRST: Final = re.compile(
    r"(?i:\b(?:password|passwd|pwd|passphrase|pw)\s*(?:[:=]|\s(?:is|was|to|now)(?:\s+now)?)\s*)"
    r"(?P<v>(?:[$=#@?+%&*!^~]|-(?!-))[^\s\"'`,;]{9,63}?)[.]?(?=$|[\s,;])"
)
"""``password: $lxZXMk*h4%Y2!K``, ``password is -Tq7mWz2.Lp9x``: a generated password that starts
with a symbol or a dash, which the English layers take for a variable, a template or a flag."""
_FROM_SYMBOL_FIRST: Final = FromNeedles(_ENGLISH_SYMBOL_FIRST)  # from its words' places


def fixture_named(text: str, word_start: int) -> bool:
    """The words right before a password word make it a fixture's or an example's
    (``Przykładowe hasło``, ``Dummy-Passwort``, ``örnek şifre``), in any language."""
    return _FIXTURE.search(text, max(0, word_start - 16), word_start) is not None


def _example_digits(v: str) -> bool:
    """``1234``, ``0000``, ``987654``: a sequence or one digit repeated, an example's PIN."""
    steps = {int(b) - int(a) for a, b in itertools.pairwise(v)}
    return len(steps) == 1 and steps <= {-1, 0, 1}


def _pins(text: str, skel: str, origin: list[int] | None, seen: Seen) -> Iterator[tuple[int, int]]:
    """4-8 digits among the first words after a PIN's or an access code's word."""
    for word_start, word_end, _ in _occurrences(skel, origin, _PIN, seen):
        if text[word_start : word_start + 3].lower() == "pin" and not text[word_start].isupper():
            continue  # "pin the image": the verb, not a PIN
        if word_start and text[word_start - 1].isalnum() and text[word_start].isascii():
            continue  # inside a word (spin, opinion)
        if _NOT_PIN.search(text, word_end, word_end + 12):
            continue
        for n, (start, end, gap) in enumerate(_candidates(text, word_end)):
            if n >= _PIN_TOKENS or _NOT_PIN.search(gap) or _RULE.search(gap):
                break
            v = text[start:end]
            if not any(c.isdigit() for c in v):
                continue
            after = text[end : end + 16]
            if (
                _PIN_VALUE.fullmatch(v)
                and not _example_digits(v)
                and not _DATE.fullmatch(v)
                and not _NOT_PIN.match(after.lstrip())
                and not after[:1].isalnum()
            ):
                yield start, end
            break  # the first number after the word is the code or is none


_CHANNEL_PREPOSITIONS: Final = frozenset({"in", "over", "by", "via", "on", "through"})
"""A word before words of the list that tells how a phrase is handed over, not the phrase
("ask for the passphrase in person, never over chat": four list words after ``in``)."""


def _phrases(
    text: str,
    skel: str,
    origin: list[int] | None,
    passwords: list[tuple[int, int, str]],
    seen: Seen,
) -> Iterator[tuple[int, int]]:
    """Four words of the BIP39 list or more right after a passphrase's word (twelve after a
    bare ``seed``), or after a password's word (``passwords``: where they are)."""
    for word_start, word_end, _ in (*_occurrences(skel, origin, _PHRASE, seen), *passwords):
        need = _SEED_WORDS if skel.startswith("seed", word_start) else _PHRASE_WORDS
        window = _clause(text, word_end) + text[word_end + _WINDOW : word_end + 2 * _WINDOW]
        run: list[re.Match[str]] = []
        before = ""
        for n, m in enumerate(_TOKEN.finditer(window)):
            w = m.group().strip(_STRIP)
            if (
                w in BIP39
                and (run or n < _FIRST or window[: m.start()].rstrip().endswith(":"))
                and (run or before.lower() not in _CHANNEL_PREPOSITIONS)
            ):
                run.append(m)  # the phrase starts right after the word or after a colon
            elif run or m.start() > _WINDOW // 2:
                break
            if _RULE.fullmatch(w):
                break
            before = w
        if len(run) >= need:
            yield (
                word_end + run[0].start(),
                word_end + run[-1].start() + len(run[-1].group().rstrip(_STRIP)),
            )


def _value_before(text: str, word_start: int) -> Iterator[tuple[int, int]]:
    """A chosen password with a symbol among the three words before a password's word in its
    clause, where the copula comes first (Irish ``Is é <pw> an pasfhocal``, Welsh ``<pw> yw'r
    cyfrinair``, Scottish Gaelic ``Is e <pw> am facal-faire``)."""
    start = max(0, word_start - 60)
    for m in _CLAUSE_END.finditer(text, start, word_start):
        start = m.end()
    tokens = list(_TOKEN.finditer(text, start, word_start))[-3:]
    for m in tokens:
        v = m.group().strip(_STRIP)
        if v and STRONG_SYMBOL.search(v) and password_value(v, first=False):
            at = m.start() + m.group().find(v)
            yield at, at + len(v)
            return


def prose_i18n(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Passwords and keys named in the words of ``secret_words_i18n`` (module docstring)."""
    skel, origin = unmarked(skeleton(text))
    found: dict[int, tuple[str, int, int]] = {}
    found_at = _ASCII_SCAN.occurrences(skel)  # None: a short text, or no Aho-Corasick package
    seen: Seen = _ASCII_NEEDLES.present(skel) if found_at is None else found_at
    passwords = list(_occurrences(skel, origin, _PASSWORD, seen))
    for word_start, word_end, suffix in passwords:
        if _RULE_IN_SUFFIX.search(suffix):
            continue  # salasanakäytäntö, Passwortrichtlinie: the policy, not a password
        if _FIXTURE.search(text, max(0, word_start - 16), word_end):
            continue  # Dummy-Passwort, örnek şifre: a fixture's or an example's
        for n, (start, end, gap) in enumerate(_candidates(text, word_end)):
            if _RULE.search(gap) or (len(gap.split()) <= 1 and _FIXTURE.search(gap)):
                break  # "… must be at least 12 characters, e.g. <v>", "senha fictícia …"
            first = n < _FIRST or gap.rstrip().endswith((":", "=", "：", "—", "–", "->", "→"))
            if password_value(text[start:end], first):
                found.setdefault(start, ("password-in-prose", start, end))
                break
        for start, end in _value_before(text, word_start):
            found.setdefault(start, ("password-in-prose", start, end))
    for word_start, word_end, _ in _occurrences(skel, origin, _KEY, seen):
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
    lower = lowered(text)
    if "pw" in skel or "pass" in skel:
        for m in _FROM_SYMBOL_FIRST.finditer(text, index_of(lower)):
            v = m.group("v")
            if symbol_first(v) and not (v[0] == "-" and "=" in v):  # not -Dname=value
                found.setdefault(m.start("v"), ("password-in-prose", *m.span("v")))
    for start, end in _pins(text, skel, origin, seen) if _FOUR_DIGITS.search(text) else ():
        found.setdefault(start, ("pin-in-prose", start, end))
    for start, end in _phrases(text, skel, origin, passwords, seen):
        found.setdefault(start, ("passphrase-in-prose", start, end))
    for m in with_password(text, lower, skel):  # the shape is secret_login_words'
        if password_value(m.group("v"), first=False):
            found.setdefault(m.start("v"), ("password-in-prose", *m.span("v")))
    for start in sorted(found):
        rule, s, e = found[start]
        if not covered(s, e):
            yield rule, s, e
