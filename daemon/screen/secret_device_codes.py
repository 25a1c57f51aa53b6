"""Codes and keys that open a device, told by the device's own words (pure; session 23, helper
sec23b):

- a data logger's security code (``CR1000X security code for the summit station: 3446``,
  ``PakBus security code 75122``): four to eight digits right after the words or after a colon;
- a keypad's or an alarm's code (``server room keypad: 5628#``, ``Alarmanlage Lager: Code
  772260``): digits after a colon, maybe after ``code``, maybe ending on ``#``/``*``;
- an HSM's password or PIN in digits (``YubiHSM auth key 0x0001 password for signing:
  45778382``): a password of digits only reads as a number anywhere else;
- an RFID/MIFARE sector key (``sector 1 key B = D9E433FEFECF``): 12 hex digits (6 bytes) after
  ``key`` on a line naming a card, a sector or RFID; the public default keys are no secret;
- a radio's privacy key (``patrol ch.3 privacy key e9ee8e2c98``): hex after ``privacy key``.

Each value ends its clause (a line end or punctuation): ``security code review 2024 notes``
and ``keypad: 1234 is the demo`` read as something else.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import lowered
from .secret_context import Covered, never
from .secret_cued_values import shared_index
from .secret_gate import FromNeedles
from .secret_values import placeholder

_END: Final = r"(?=[ \t]*(?:$|[\n,;)(—–]|\.(?:[ \t]|$)|[ \t]-[ \t]|[ \t]\())"
"""The value ends its clause: a line end, a comma, a dash aside or a bracket."""

_SECURITY: Final = re.compile(
    r"(?i:\bsecurity[ \t]+code\b)(?:[^\n:=]{0,60}?[:=])?[ \t]*(?P<v>\d{4,8})" + _END
)
_KEYPAD: Final = re.compile(
    r"(?i:\b(?:keypad|alarm|alarmanlage|alarmcode|alarme|allarme)\b)[^\n:=]{0,40}?[:=][ \t]*"
    r"(?:(?i:code|pin|код)[ \t]+)?(?P<v>\d{4,8}[#*]?)" + _END
)
_HSM: Final = re.compile(
    r"(?i:\b(?:yubihsm2?|hsm)\b)[^\n]{0,60}?(?i:\b(?:pw|pwd|password|passwd|pin)\b)"
    r"(?:[^\n:=]{0,40}?[:=][ \t]*|[ \t]+)(?P<v>\d{6,16})" + _END  # or right after the word
)
_SECTOR: Final = re.compile(
    r"(?i:\b(?:mifare|rfid|nfc|keycard|key[ \t]?card|sector|desfire)\b)[^\n]{0,60}?"
    r"(?i:\bkey\b)[^\n]{0,24}?(?<![\w:\-])(?P<v>[0-9A-Fa-f]{12})(?![\w:\-])"
)
_PUBLIC_CARD_KEYS: Final = frozenset(
    ("a0a1a2a3a4a5", "b0b1b2b3b4b5", "d3f7d3f7d3f7", "4d3a99c351dd", "1a982c7e459a", "aabbccddeeff")
)
"""MIFARE's published defaults (MAD, NDEF, transport keys): in every reader's docs."""
_PRIVACY: Final = re.compile(
    r"(?i:\bprivacy[ \t]+key\b)[^\n]{0,30}?(?<![\w\-])(?P<v>[0-9A-Fa-f]{8,64})(?![\w\-])"
)

_FROM_SECURITY: Final = FromNeedles(_SECURITY)
_FROM_KEYPAD: Final = FromNeedles(_KEYPAD)
_FROM_HSM: Final = FromNeedles(_HSM)
_FROM_SECTOR: Final = FromNeedles(_SECTOR)
_FROM_PRIVACY: Final = FromNeedles(_PRIVACY)


def digits_code(value: str) -> bool:
    """Not one digit repeated, not counting up (``0000``, ``1234``)."""
    d = value.rstrip("#*")
    return len(set(d)) > 1 and d not in "0123456789" and d not in "9876543210"


def _hex_key(value: str) -> bool:
    v = value.lower()
    if placeholder(v) or len(set(v)) < 4 or v in _PUBLIC_CARD_KEYS:
        return False
    return any(c.isdigit() for c in v) and any(c.isalpha() for c in v)


def _candidates(text: str, lower: str) -> Iterator[tuple[str, int, int]]:
    index = shared_index(lower)
    if "security" in lower:
        for m in _FROM_SECURITY.finditer(text, index):
            if digits_code(m["v"]):
                yield "device-code", *m.span("v")
    if "keypad" in lower or "alarm" in lower or "allarme" in lower:
        for m in _FROM_KEYPAD.finditer(text, index):
            if digits_code(m["v"]):
                yield "device-code", *m.span("v")
    if "hsm" in lower:
        for m in _FROM_HSM.finditer(text, index):
            if digits_code(m["v"]):
                yield "device-code", *m.span("v")
    if "key" in lower:
        if any(w in lower for w in ("mifare", "rfid", "nfc", "card", "sector", "desfire")):
            for m in _FROM_SECTOR.finditer(text, index):
                if _hex_key(m["v"]):
                    yield "card-sector-key", *m.span("v")
        if "privacy" in lower:
            for m in _FROM_PRIVACY.finditer(text, index):
                if _hex_key(m["v"]):
                    yield "radio-privacy-key", *m.span("v")


def device_codes(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The codes and keys of the module docstring."""
    for rule, start, end in _candidates(text, lowered(text)):
        if not covered(start, end):
            yield rule, start, end
