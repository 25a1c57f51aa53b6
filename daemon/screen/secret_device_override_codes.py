"""A device's own codes and keys named in prose with no connector a generic rule wants (pure;
session 30, helper sec30b):

- a device's service, override, engineer, installer, master or user code (``Ozon-Generator OZ-2
  Servicecode 125294``, ``Quarantine door controller engineer code: 916374``, ``night alarm:
  user code 4586``, ``Master override for the quarantine building door controller: 2581759``):
  a device word (a controller, a generator, an alarm, a panel, a keypad, a lock ...) AND a
  qualified code word AND 4-8 digits ending the clause; a bare ``code`` (an error, an order, a
  product code) is never enough, nor a year or a run of digits;
- a device's pre-shared key in hex (``TCU PSK for the Octavia batch (DTLS) 59479e96…``): ``PSK``
  or ``pre-shared key``, an optional ``for …`` phrase, then 16-128 hex digits of letters and
  digits; a PSK identity is public;
- a SIM's or a modem's APN login written ``user/password`` (``SIM APN creds for TCUs:
  dwfleet/D4vTX!PBJq``): ``APN`` in the clause, a creds word, ``:`` and a password of three
  character classes, so a path (``see vault/apn-creds``) is no login.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_device_codes import digits_code
from .secret_gate import FromNeedles
from .secret_needles import has_any, index_of, lowered
from .secret_values_shapes import classes

_DEVICE: Final = (
    r"(?:controller|generator|alarm|alarmanlage|panel|keypad|lock|intercom|safe|boiler|chiller"
    r"|compressor|inverter|ups|gateway|router|modem|unit|cabinet|terminal|reader|kiosk|turnstile"
    r"|barrier|door|gate)"
)
_QUALIFIED: Final = (
    r"(?:(?:service|override|engineer(?:ing)?|installer|master|user|maintenance|technician"
    r"|admin|supervisor)[\s\-]*(?:code|pin|passcode)|servicecode|wartungscode|mastercode"
    r"|installercode|(?:master|engineer|service)[\s\-]+override(?:[\s\-]+(?:code|pin))?)"
)
_END: Final = r"(?=[ \t]*(?:$|[\n,;)(—–]|\.(?:[ \t]|$)|[ \t]-[ \t]|[ \t]\())"
_DEVICE_THEN_CODE: Final = re.compile(
    r"(?i:\b" + _DEVICE + r"s?(?![\w])[^\n.;=!?]{0,40}?(?<![\w\-])" + _QUALIFIED
    + r"(?![\w\-])(?:\s*[:=]\s*|\s+is\s+|\s+))['\"`]?(?P<v>\d{4,8})['\"`]?" + _END
)  # fmt: skip
_CODE_FOR_DEVICE: Final = re.compile(
    r"(?i:(?<![\w\-])" + _QUALIFIED + r"\s+(?:for|on|of|at)\s+[^\n.;:=!?]{0,60}?(?<![\w\-])"
    + _DEVICE + r"s?(?![\w\-])\s*(?:[:=]\s*|\s+is\s+))['\"`]?(?P<v>\d{4,8})['\"`]?" + _END
)  # fmt: skip
_DEVICE_THEN_CODE_GATED: Final = FromNeedles(_DEVICE_THEN_CODE)
_CODE_FOR_DEVICE_GATED: Final = FromNeedles(_CODE_FOR_DEVICE)
"""Tried only from their first words' places (an ignore-case alternation that opens with
``\\b`` is otherwise tried at every position of a memory: ~0.1 ms each, perf31)."""
_CODE_NEEDLES: Final = (
    "servicecode", "service", "override", "engineer", "installer", "master", "user code",
    "user pin", "maintenance", "technician", "admin", "supervisor", "wartungscode",
)  # fmt: skip
_YEAR: Final = re.compile(r"(?:19|20)\d\d")
_PSK: Final = re.compile(
    r"(?i:(?<![\w\-])(?:psk|pre[\s\-]?shared[\s\-]+key)(?![\w\-])(?P<gap>[^\n:=.;!?]{0,60}?)"
    r"(?:\s*[:=]\s*|\s+is\s+|\s+))['\"`]?(?P<v>[0-9a-fA-F]{16,128})['\"`]?(?![\w\-+/=])"
)
_APN_CREDS: Final = re.compile(
    r"(?i:(?<![\w\-])apn(?![\w\-])[^\n:=.;!?]{0,40}?(?<![\w\-])"
    r"(?:creds|credentials|login|user\s*/\s*pass(?:word)?|username\s*/\s*password)"
    r"(?![\w\-])[^\n:=]{0,30}?\s*[:=]\s*)[\w.\-@]{2,40}/(?P<v>[^\s/]{8,64})(?=\s|$|[,;)])"
)


def _hex_key(value: str) -> bool:
    return (
        len(set(value.lower())) >= 6
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
    )


def device_override_codes(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The codes and keys of the module docstring."""
    lower = lowered(text)
    coded = "code" in lower or "override" in lower or "pin" in lower
    if coded and has_any(lower, _CODE_NEEDLES):
        index = index_of(lower)
        for pattern in (_DEVICE_THEN_CODE_GATED, _CODE_FOR_DEVICE_GATED):
            for m in pattern.finditer(text, index):
                start, end = m.span("v")
                value = m["v"]
                if covered(start, end) or _YEAR.fullmatch(value) or not digits_code(value):
                    continue
                yield "device-service-code", start, end
    if "psk" in lower or "shared" in lower:
        for m in _PSK.finditer(text):
            start, end = m.span("v")
            if "ident" in m["gap"].lower() or covered(start, end) or not _hex_key(m["v"]):
                continue  # a PSK identity names the key; it is public
            yield "device-psk", start, end
    if "apn" in lower:
        for m in _APN_CREDS.finditer(text):
            start, end = m.span("v")
            if not covered(start, end) and classes(m["v"]) >= 3:
                yield "apn-login", start, end
