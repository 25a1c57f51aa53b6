"""Secrets written as groups of words or characters (pure):

- an authenticator setup key or an account recovery code printed in spaced groups of four
  (``4g23 zacy uwno opfl 2l2p vo4j``): random groups, several holding a digit, not all hex (a
  key fingerprint is hex in groups);
- a passphrase or a backup/recovery code of digits in five or more groups of four to six
  (Signal's backup passphrase: 30 digits in six groups of five), a secret word naming it up
  to 80 characters before on its line (``SIGNAL_BACKUP_PASS=``, ``… passphrase on <date>; new
  value is``); a run, a repeated group or words saying it is an id or a number keep it clean;
- a wallet recovery phrase after a label naming a phrase, seed or wallet in any language the
  screen reads (``フレーズ： <12 BIP39 words>``): 12 to 24 words of the BIP39 list that end the
  clause, read as no sentence (``secret_material.bip39_run``).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Final

from .prefilter import matches
from .secret_context import NOT_SECRET_WORDS, SECRET_WORDS, Covered, never, whole_words
from .secret_material import bip39_run

_GROUPS: Final = re.compile(
    r"(?<![\w\-:.])(?P<v>[a-z0-9]{4}(?:[ \-][a-z0-9]{4}){3,}|[A-Z0-9]{4}(?:[ \-][A-Z0-9]{4}){3,})"
    r"(?![\w\-:.])"
)
_GROUP_SEPARATORS: Final = re.compile(r"[ \-](?=[a-zA-Z0-9]{4}[ \-][a-zA-Z0-9]{4}[ \-])")
"""Where ``_GROUPS``'s first separator may stand: every match has one four characters after its
start (``re`` skips to a space or a hyphen, where ``_GROUPS``'s lookbehind is tried everywhere)."""
_IBAN_NAMED: Final = re.compile(r"(?i:\biban\b|\bbic\b|\bswift\b|bank\s+account)")
_IBAN_HEAD: Final = re.compile(r"(?:^|\s)[A-Z]{2}\d{2}[ \-]")
"""An IBAN (country code, check digits) named as one: an account number, no secret."""
_HEX_GROUP: Final = re.compile(r"[0-9a-fA-F]{4}")
_FINGERPRINT: Final = re.compile(r"(?i:fingerprint|thumbprint|\bfpr\b|\b(?:pgp|gpg)\s+key\s+id\b)")
"""A label naming a key's fingerprint or id before groups: a public digest (fp23)."""
_NOT_A_DIGEST: Final = re.compile(r"(?i:\s+(?:reader|scanner|sensor|login|unlock|auth\w*))")
"""A fingerprint reader, a fingerprint login: a finger's, not a key's."""


def _fingerprint(text: str, start: int, end: int) -> bool:
    """A key's fingerprint named in ``text[start:end]`` (right before the groups), with no
    secret word between the name and the groups."""
    label = max(_FINGERPRINT.finditer(text, start, end), key=lambda m: m.start(), default=None)
    if label is None or _NOT_A_DIGEST.match(text, label.end()):
        return False
    return SECRET_WORDS.search(text[label.end() : end]) is None


_PHRASE_LABEL: Final = re.compile(
    r"(?i:phrase|frase|fraza|phrasen?|фраз|seed|semilla|semente|graine|сид|mnemonic|mnemo"
    r"|wallet|cartera|carteira|portefeuille|кошел[её]к|recovery|restore|backup)"
    r"|フレーズ|シード|ニーモニック|ウォレット|短语|短語|助记|助記|种子|種子|钱包|錢包|구문|문구|시드|니모닉|지갑"
)
"""A label naming a phrase, a seed or a wallet, in any of the languages the screen reads."""
_LABELLED_WORDS: Final = re.compile(
    r"[:：=]\s*['\"`「]?(?P<w>[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,23})['\"`」]?[ \t]*"
    r"(?=$|[\n(（,.;。])"
)


_DIGIT_GROUPS: Final = re.compile(
    r"(?<![\w\-:.+/])(?P<v>\d{4,6}(?:[ \-]\d{4,6}){4,9})(?![\w\-:./])"
)
"""Digits in five to ten groups of four to six (a passphrase or a code read out in groups)."""


def _random_digits(groups: list[str]) -> bool:
    """Groups of one length, different from each other, not counting up (``10001 10002 …``)."""
    if len({len(g) for g in groups}) != 1 or len(set(groups)) < len(groups):
        return False
    numbers = [int(g) for g in groups]
    steps = {b - a for a, b in itertools.pairwise(numbers)}
    return len(steps) > 1 and len(set("".join(groups))) >= 6


def _group_byte(b: int) -> int:
    c = chr(b)
    if b < 0x80 and c.isdigit():
        return ord("d")
    if b < 0x80 and c.isalpha():
        return ord("x")
    return ord("s") if c in " -" else ord(" ")


_GROUP_MAP_TABLE: Final = bytes(map(_group_byte, range(256)))
"""A text's UTF-8 bytes mapped for the group shapes (perf31): an ASCII digit to ``d``, an ASCII
letter to ``x``, a space or a hyphen to ``s``, every other byte (a non-ASCII character's too)
to a space. Its substring tests stand for the scans of ``_GROUP_SEPARATORS`` and
``_DIGIT_GROUPS`` (~20 and ~35 µs a memory) where a text holds none of their shapes."""


def _mapped(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass").translate(_GROUP_MAP_TABLE)


def _may_hold_groups(mapped: bytes) -> bool:
    """Whether four groups of four ASCII letters or digits may stand in a row (``_GROUPS``: the
    two middle groups of exactly four between separators)."""
    return b"xxxxsxxxxsxxxxsxxxx" in mapped.replace(b"d", b"x")


def _may_hold_digit_groups(text: str, mapped: bytes) -> bool:
    """Whether a match of ``_DIGIT_GROUPS`` may occur: four ASCII digits, a space or a hyphen
    and four more, or a decimal digit that is not ASCII (``\\d`` reads every script's)."""
    if b"ddddsdddd" in mapped:
        return True
    if text.isascii():
        return False
    raw = text.encode("utf-8", "surrogatepass").translate(None, _ASCII_BYTES)
    return _DIGIT.search(raw.decode("utf-8", "surrogatepass")) is not None  # its other letters


_DIGIT: Final = re.compile(r"\d")
_ASCII_BYTES: Final = bytes(range(0x80))
"""Deleted from a text's UTF-8 bytes, they leave its other characters' (each whole)."""


def _digit_codes(text: str) -> Iterator[tuple[int, int]]:
    for m in _DIGIT_GROUPS.finditer(text):
        start, end = m.span("v")
        line_start = text.rfind("\n", 0, start) + 1
        before = whole_words(text, max(line_start, start - 80), start)
        near = whole_words(text, max(line_start, start - 32), start)
        if SECRET_WORDS.search(before) is None or NOT_SECRET_WORDS.search(near):
            continue
        if _random_digits(re.split(r"[ \-]", m.group("v"))):
            yield start, end


def _random_groups(groups: list[str], named: bool) -> bool:
    if len(groups) < (4 if named else 6):
        return False
    if all(_HEX_GROUP.fullmatch(g) for g in groups):
        return False  # a fingerprint or a hex digest in groups
    with_digit = sum(any(c.isdigit() for c in g) for g in groups)
    with_letters = sum(sum(c.isalpha() for c in g) >= 2 for g in groups)
    return with_digit * 3 >= len(groups) and with_letters * 2 >= len(groups)


def spaced_codes(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Secrets written in groups (see the module's docstring)."""
    mapped = _mapped(text)
    starts: list[int] = []
    if _may_hold_groups(mapped):  # (a few µs where the scan below costs ~20)
        starts = [q - 4 for q in (m.start() for m in _GROUP_SEPARATORS.finditer(text)) if q >= 4]
    for m in matches(_GROUPS, text, starts):  # ``_GROUPS.finditer(text)``: see ``prefilter``
        start, end = m.span("v")
        if covered(start, end):
            continue
        line_start = text.rfind("\n", 0, start) + 1
        if _IBAN_NAMED.search(text, max(line_start, start - 24), end) and _IBAN_HEAD.search(
            m.group("v")
        ):
            continue  # "IBAN GB82 WEST 1234 …": a bank account number, public to payers
        if _fingerprint(text, max(line_start, start - 60), start):
            continue  # "PGP fingerprint for security@…: BE7C R07B …": a key's public digest
        named = SECRET_WORDS.search(text[max(line_start, start - 80) : start]) is not None
        if _random_groups(re.split(r"[ \-]", m.group("v")), named):
            yield "spaced-code", start, end
    if len(text) >= 34 and _may_hold_digit_groups(text, mapped):
        for start, end in _digit_codes(text):
            if not covered(start, end):
                yield "spaced-code", start, end
    if ":" in text or "：" in text or "=" in text:
        for m in _LABELLED_WORDS.finditer(text):
            run = bip39_run(m.group("w"))
            if run is None or run != (0, len(m.group("w"))):
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            if not _PHRASE_LABEL.search(text, max(line_start, m.start() - 60), m.start()):
                continue  # "Words of the day: apple banana …": a list, not a wallet's phrase
            start, end = m.span("w")
            if not covered(start, end):
                yield "mnemonic", start, end
