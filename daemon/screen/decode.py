"""Embedded payloads (pure): base64, base32, hex, percent-encoding, HTML character references,
ROT13, reversed text and Unicode-tag smuggling.

Each decoder returns ``Payload``s: decoded text that reads like language, with the column span of
the encoded run in the original line. The screen checks each payload's text for injection.
"""

from __future__ import annotations

import base64
import binascii
import html
import re
import urllib.parse
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

from .characters import emoji_tag_columns, tag_payload
from .text import SPACELESS_SCRIPTS


@dataclass(frozen=True)
class Payload:
    how: str
    """``base64``, ``base32``, ``hex``, ``percent-encoding``, ``html-entities``,
    ``unicode-escapes``, ``char-codes``, ``rot13``, ``reversed`` or ``unicode-tags``."""
    text: str
    start: int
    end: int


_BASE64: Final = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{16,}={0,2}")
_HEX: Final = re.compile(
    r"(?<![0-9A-Za-z])(?:0x)?(?:[0-9a-fA-F]{2}){12,}(?![0-9A-Za-z])|(?:\\x[0-9a-fA-F]{2}){12,}"
    r"|(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}[ :]){11,}[0-9a-fA-F]{2}(?![0-9A-Za-z])"
)
_BASE32: Final = re.compile(r"(?<![A-Za-z0-9])[A-Z2-7]{24,}={0,6}(?![A-Za-z0-9])")
_PERCENT_RUN: Final = re.compile(r"%[0-9a-fA-F]{2}(?:[^%\s]{0,16}%[0-9a-fA-F]{2}){3,}")
_PERCENT: Final = re.compile(r"[^%\s]{0,16}(?:%[0-9a-fA-F]{2}[^%\s]{0,16}){4,}")
"""A percent-encoded run (four escapes or more) and, to decode it, the word before it."""
_ENTITIES: Final = re.compile(r"(?:&#(?:\d{2,7}|x[0-9a-fA-F]{2,6});[^&\s]{0,2}){6,}")
_UESCAPES: Final = re.compile(
    r"(?:(?:\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]{1,6}\}|\\U[0-9a-fA-F]{8})[^\\\s]{0,2}){6,}"
)
_CHAR_CODES: Final = re.compile(r"\d{2,5}(?:\s*,\s*\d{2,5}){7,}(?![\d.])")
"""A list of eight character codes or more (``String.fromCharCode(99,117,114,108,…)``,
``bytes([…])``, ``chr`` lists), not the tail of a longer number (``re`` skips fast to a digit;
``_char_codes`` checks the character before)."""


def _char_codes(text: str) -> Iterator[re.Match[str]]:
    for m in _CHAR_CODES.finditer(text):
        if m.start() == 0 or text[m.start() - 1] not in "0123456789.":
            yield m


_UESCAPE: Final = re.compile(r"\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})")
_NO_SPACES: Final = re.compile(f"[{SPACELESS_SCRIPTS}]")
"""Scripts written without spaces between words: a decoded run in them needs no space."""
MAX_PAYLOADS: Final = 8
ENCODED_RUN: Final = re.compile(
    "|".join(p.pattern for p in (_BASE64, _HEX, _PERCENT_RUN, _ENTITIES, _UESCAPES))
)
"""A base64 or hex run anywhere in a text (to find the lines worth decoding)."""
_HEX_PAIRS: Final = re.compile(
    r"[0-9a-fA-F]{2}[ :][0-9a-fA-F]{2}[ :][0-9a-fA-F]{2}[ :][0-9a-fA-F]{2}"
)
"""Four hex pairs with separators: every separated hex run of ``_HEX`` holds them."""


def encoded_lines(text: str, line_of: Callable[[int], int]) -> set[int]:
    """``{line_of(m.start()) for m in ENCODED_RUN.finditer(text)}``, branch by branch: no run
    crosses a line break, so a line holds a match start exactly when one branch matches in it.
    An unseparated hex run of 24 digits lies in a base64 run that starts a ``_BASE64`` match in
    the same line; the other branches run only when their marks occur (``\\x``, four separated
    hex pairs, ``%``, ``&#``, a backslash)."""
    lines = {line_of(m.start()) for m in _BASE64.finditer(text)}
    if "\\x" in text or _HEX_PAIRS.search(text):
        lines |= {line_of(m.start()) for m in _HEX.finditer(text)}
    if "%" in text:
        lines |= {line_of(m.start()) for m in _PERCENT_RUN.finditer(text)}
    if "&#" in text:
        lines |= {line_of(m.start()) for m in _ENTITIES.finditer(text)}
    if "\\" in text:
        lines |= {line_of(m.start()) for m in _UESCAPES.finditer(text)}
    if "," in text:
        lines |= {line_of(m.start()) for m in _char_codes(text)}
    return lines


_COMMAND: Final = re.compile(
    r"\b(?:curl|wget|bash|sudo|chmod|powershell|iex|iwr|nc|ncat|scp|ssh|rm\s+-\w+|python3?\s+-c)\s"
    r"|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b"
)
"""A decoded shell command line: its letters are fewer than prose's."""


def _readable(raw: bytes) -> str | None:
    """Decoded bytes that read as text with words (not key material)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not text or sum(c.isprintable() or c in "\n\t" for c in text) < 0.95 * len(text):
        return None
    letters = sum(c.isalpha() for c in text)
    dense = len(text.replace(" ", ""))
    if letters < 0.6 * dense and not (letters >= 0.35 * dense and _COMMAND.search(text)):
        return None  # key material; a shell command (URLs, IPs, flags) has fewer letters
    if " " not in text.strip() and len(_NO_SPACES.findall(text)) < 4:
        return None
    return text


def _unescape(run: str) -> str:
    def char(m: re.Match[str]) -> str:
        code = int(m.group(1) or m.group(2) or m.group(3), 16)
        return chr(code) if code <= 0x10FFFF else ""

    return _UESCAPE.sub(char, run)


def _b64(token: str) -> bytes | None:
    body = token.rstrip("=")
    padded = body + "=" * (-len(body) % 4)
    try:
        if "-" in body or "_" in body:
            return base64.urlsafe_b64decode(padded)
        return base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError):
        return None


_ROT13: Final = bytes.maketrans(
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    b"NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm",
)


def rot13(text: str) -> str:
    """``codecs.encode(text, "rot13")``: it maps the ASCII letters only, and in UTF-8 (surrogates
    passed through) every other character is bytes of 0x80 and over, so the bytes are translated
    by one table (``str.translate`` looks each character of a non-ASCII text up in a dict)."""
    raw = text.encode("utf-8", "surrogatepass").translate(_ROT13)
    return raw.decode("utf-8", "surrogatepass")


_HEX_RUN: Final = re.compile(r"[0-9a-fA-F]{24}")
"""24 hex digits in a row: every unseparated hex run of ``_HEX`` holds them."""
_BASE32_RUN: Final = re.compile(r"[A-Z2-7]{24}")
"""24 base32 characters in a row: every ``_BASE32`` match holds them."""


def _may_hold_hex(line: str) -> bool:
    """Whether ``_HEX`` may match in ``line``: each branch holds 24 hex digits in a row, ``\\x``
    or four separated hex pairs (``re`` skips fast to the character class that opens each)."""
    return "\\x" in line or bool(_HEX_RUN.search(line)) or bool(_HEX_PAIRS.search(line))


_LATIN_LETTER: Final = re.compile("[A-Za-z]")
"""The ASCII characters that are letters (``str.isalpha``)."""


def payloads(line: str) -> list[Payload]:
    out: list[Payload] = []
    for m in _BASE64.finditer(line):
        raw = _b64(m.group())
        text = _readable(raw) if raw else None
        if text:
            out.append(Payload("base64", text, m.start(), m.end()))
    for m in _HEX.finditer(line) if _may_hold_hex(line) else ():
        digits = re.sub(r"\\x|0x|[ :]", "", m.group())
        if len(digits) % 2:
            digits = digits[:-1]
        text = _readable(bytes.fromhex(digits))
        if text:
            out.append(Payload("hex", text, m.start(), m.end()))
    for m in _BASE32.finditer(line) if _BASE32_RUN.search(line) else ():
        body = m.group().rstrip("=")
        try:
            raw = base64.b32decode(body + "=" * (-len(body) % 8))
        except (binascii.Error, ValueError):
            continue
        text = _readable(raw)
        if text:
            out.append(Payload("base32", text, m.start(), m.end()))
    for m in _PERCENT.finditer(line) if "%" in line and _PERCENT_RUN.search(line) else ():
        text = _readable(urllib.parse.unquote_to_bytes(m.group()))
        if text:
            out.append(Payload("percent-encoding", text, m.start(), m.end()))
    for m in _ENTITIES.finditer(line) if "&#" in line else ():
        text = _readable(html.unescape(m.group()).encode("utf-8"))
        if text:
            out.append(Payload("html-entities", text, m.start(), m.end()))
    for m in _UESCAPES.finditer(line) if "\\" in line else ():
        try:
            raw = _unescape(m.group()).encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate
            continue
        text = _readable(raw)
        if text:
            out.append(Payload("unicode-escapes", text, m.start(), m.end()))
    for m in _char_codes(line) if "," in line else ():
        codes = [int(c) for c in m.group().split(",")]
        if all(9 <= c <= 0x10FFFF and not 0xD800 <= c <= 0xDFFF for c in codes):
            text = _readable("".join(map(chr, codes)).encode("utf-8"))
            if text:
                out.append(Payload("char-codes", text, m.start(), m.end()))
    smuggled = "" if line.isascii() else tag_payload(line)
    if smuggled:
        flag = emoji_tag_columns(line)
        first = next(
            i for i, c in enumerate(line) if 0xE0000 <= ord(c) <= 0xE007F and i not in flag
        )
        out.append(Payload("unicode-tags", smuggled, first, len(line)))
    latin = _LATIN_LETTER.search(line) is not None  # any(c.isascii() and c.isalpha() …)
    if latin:
        out.append(Payload("rot13", rot13(line), 0, len(line)))
    if latin or (not line.isascii() and any(c.isalpha() for c in line)):
        out.append(Payload("reversed", line[::-1], 0, len(line)))
    return out[:MAX_PAYLOADS]
