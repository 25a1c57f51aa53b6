"""Codes a label names as secret, whatever the vendor (pure):

- a PIN in a snake-case setting (``ble_pairing_passkey = 482913``; ``gpio_pin`` is hardware);
- a PIN, PUK, passcode, door, alarm, keypad or access code, a safe combination: the label, a
  connector (``is``, ``:``, ``=``), then its digits (``token PIN for the desk: 823949``,
  ``the server room door code is 054869#``, ``safe combination: 40-65-44``);
- a licence, activation, product, registration, recovery or authorization key or code, a
  (licence) serial: a code in groups (``HK4J-SUHD-GX3G-WJT7``, ``E3-9PLK-WOWE-9CVY``, six groups
  of four digits) or one random run (``PSFQI0PK0BMETPQN…``, ``K9P6GF7LDY-n42fz4sL0n…``);
- a component of a symmetric key (an HSM's ``LMK``/``ZMK``/``KEK``/``BDK``, a "clear
  component", a "key part"): 16-64 hex digits, in groups of four or not; a key check value
  (``KCV``, six hex) is public;
- a network or encryption key written as an array of 16+ bytes (``network_key: [224, 18, …]``);
- the answer to a security question (``mother's maiden name … : <answer>``);
- a SIM's subscriber key or operator key (``Ki``, ``OPc``, ``SIM_KI=``, ``"opc": …``, ``SIM OP
  for X: …``): 32 hex digits;
- the constant of an ECU's seed-key (UDS ``0x27`` security access) algorithm: a ``mask``, a
  ``constant``, a ``secret`` or an ``AES``/``XOR``/``SA`` key of 8+ hex digits on a line about
  seed-key or security access (the seed itself is public).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .ascii_runs import has_run
from .secret_anchored import anchored, lowered
from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import has_any, index_of
from .secret_values import placeholder, random_like
from .secret_values_shapes import UUID

_TO_VALUE: Final = (
    r"(?:[^\n.;!?]{0,80}?(?:\s+(?:is|was|are|now)\s+(?:now\s+|still\s+)?|\s*[:=]\s*"
    r"|\s+(?:changed|set|reset|updated|rotated)\s+(?:\w+\s+)?to\s+)|\s+)"
)
_PIN: Final = re.compile(
    r"(?:(?<!GPIO )(?<!gpio )\b(?:PIN|PUK)(?:[\s\-]?(?i:code|number))?\b"
    r"|(?i:\b(?:pin[\s\-]?code|passcode"
    r"|(?:door|alarm|disarm|keypad|entry|gate|access|lock|safe)\s+code"
    r"|(?:unlock|calibration\s+unlock|service\s+unlock|kiosk(?:\s+mode)?\s+exit)\s+(?:code|pin)"
    r"|(?:safe|lock|vault|locker|padlock|door|cabinet|lockbox|key\s*box|cupboard)(?:\s+room)?\s+(?:combination|combo)"
    r"|(?:bios|uefi|setup|service[\s\-](?:menu|mode)|admin[\s\-]menu|maintenance[\s\-](?:menu|mode))\s+(?:code|pin|password)"
    r"|code\s+(?:for|of|to)\s+(?:the\s+)?[\w\s\-]{0,30}?\b(?:door|alarm|safe|gate|keypad|lock)s?)\b))"
    r"(?![\s\-](?i:policy|length|pad|reset|prompt|entry\b))" + _TO_VALUE + r"['\"`(]?"
    r"(?P<v>\d{4,12}#?|\d{1,3}(?:-\d{1,3}){2,3})(?![\w\-.:/])"
)
_ROLE_PIN: Final = re.compile(
    r"(?i:pin)\b(?![\s\-](?i:policy|length|pad|reset|prompt|entry\b))" + _TO_VALUE + r"['\"`(]?"
    r"(?P<v>\d{4,12})(?![\w\-.:/])"
)
"""A lower-case ``pin`` with its value (``CO pin 54660507``): counted after a role's name."""
_PIN_ROLE: Final = re.compile(
    r"(?i:\b(?:co|so|cu|user|piv|reader|terminal|crypto[\s\-]officer|security[\s\-]officer|admin(?:istrator)?|manager|mgr"
    r"|supervisor|master|hsm|sim|override|partition|token|smart[\s\-]?card|card"
    # a hardware wallet's or security key's own PIN (``trezor pin``, ``ledger #2 pin``)
    r"|yubikey|trezor|ledger(?:\s+nano(?:\s+[sx])?)?|keepkey|nitrokey|onlykey|solokey)"
    r"(?:\s+#?\d{1,2})?\s+)\Z"
)
_PIN_SETTING: Final = re.compile(
    r"(?i:(?:(?<=[_\-.])|\b)(?:pin|passkey|passcode|puk|pin_?code|door_?code|alarm_?code)"
    r"['\"]?\s*[:=]\s*['\"]?)(?P<v>\d{4,12})(?![\w.])"
)
"""A PIN in a setting named in snake case (``ble_pairing_passkey = 482913``, ``door_pin: 0417``)."""
_PIN_SETTING_NEEDLES: Final = (
    "pin",
    "passkey",
    "passcode",
    "puk",
    "door_code",
    "doorcode",
    "alarm",
)
_HARDWARE_PIN: Final = re.compile(
    r"(?i:(?<![a-z0-9])(?:gpio|led|adc|dac|pwm|sda|scl|spi|i2c|uart|tx|rx|clk|cs|rst|io|data)[_\-.]?$)"
)
"""``gpio_pin = 2048``: a pin of a chip, not a PIN (a whole word: ``epcs_pin`` is a PIN)."""
_CODE_NAME: Final = (
    r"(?i:(?:\b(?:(?:licen[cs]e|activation|recovery|unlock|install(?:ation)?|pairing"
    r"|two-step\s+recovery)[\s\-]+(?:key|code|serial)s?|(?:product|registration)[\s\-]+(?:key|serial)s?"
    r"|(?P<reg>(?:registration|onboarding)[\s\-]+(?:code)s?)"
    r"|(?P<serial>(?:licen[cs]e\s+)?serial(?:[\s\-]+(?:number|key|no\.?))?))"
    # a device's pairing code in a variable (``FB_COSIGNER_PAIRING=``)
    r"|(?<=_)pairing(?:_(?:code|token|key))?(?=['\"]?\s*[:=]))\b)"
)
_CODE: Final = re.compile(
    _CODE_NAME + r"(?:\s*\([^()\n]{0,80}\))?" + _TO_VALUE + r"['\"`]?"
    r"(?P<v>(?=[A-Za-z\-+/=]*\d)(?=[A-Za-z0-9\-+/=]{12})[A-Za-z0-9](?:[A-Za-z0-9]|[\-+/=](?=[A-Za-z0-9]))*)(?![\w\-])"
)
_SPACED_CODE: Final = re.compile(
    _CODE_NAME
    + r"(?:\s*\([^()\n]{0,80}\))?"
    + _TO_VALUE
    + r"(?P<v>[A-Z0-9]{4,6}(?: [A-Z0-9]{4,6}){3,7})(?![\w\-])"
)
_BARE_LICENCE: Final = re.compile(
    r"(?i:licen[cs]e)\s*(?::|=|\s+is)?\s+(?P<v>[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,7})(?![\w\-])"
)
"""``OCR vendor licence AYTC1-9DU08-FNMN1-J305J-J9UKL``: a licence written with no ``key`` after
it, in upper-case groups (``licence GPL-3.0`` has none)."""
_COMPONENT: Final = re.compile(
    r"(?:\b(?:LMK|ZMK|ZPK|TMK|TPK|KEK|BDK|IPEK)\b|(?i:\b(?:clear\s+component|key\s+component"
    r"|key\s+part|component\s+[1-3A-C])\b))" + _TO_VALUE
    + r"(?P<v>[0-9A-Fa-f]{16,64}|[0-9A-Fa-f]{4}(?: [0-9A-Fa-f]{4}){3,15})(?![\w\-])"
)  # fmt: skip
_BYTE_ARRAY: Final = re.compile(
    r"(?i:\b[\w\-]*(?:key|secret|psk)\b['\"]?\s*(?:\[\d*\])?\s*[:=]\s*)"
    r"(?P<v>[\[{]\s*(?:(?:0x[0-9a-f]{1,2}|\d{1,3})\s*,\s*){15,}(?:0x[0-9a-f]{1,2}|\d{1,3})\s*[\]}])"
)
_SECURITY_ANSWER: Final = re.compile(
    r"(?i:\b(?:security\s+(?:question|answer)|secret\s+(?:answer|question)|memorable\s+(?:word"
    r"|answer)|mother'?s\s+maiden\s+name)\b)[^\n]{0,100}?(?:\s*[:=]|\s+is)\s+['\"`]?"
    r"(?P<v>[^\s'\"`,;()]{4,40})"
)
_SIM_KEY: Final = re.compile(
    r"(?:(?<![A-Za-z])(?i:sim)[_\s\-.]?(?i:ki|opc?|k)(?![A-Za-z])|(?<![A-Za-z])(?:Ki|KI|OPc|OPC)"
    r"(?![A-Za-z])|(?<![A-Za-z0-9])(?:ki|opc)(?=[\"']?\s*[:=])|(?i:\boperator[\s\-]+(?:variant"
    r"[\s\-]+)?(?:key|code)\b|\bsubscriber[\s\-]+(?:auth\w*[\s\-]+)?key\b|\bauth\w*[\s\-]+key"
    r"[\s\-]+\(?ki\b))[^\n]{0,80}?(?:[:=]|\bis\b|\s)\s*['\"`]?(?P<v>[0-9A-Fa-f]{32})(?![0-9A-Za-z])"
)
"""A SIM's Ki or OPc/OP (the keys Milenage derives every session key from): 32 hex digits."""
_SIM_NEEDLES: Final = ("ki", "opc", "sim", "operator", "subscriber", "auth")
_SEED_KEY_LINE: Final = re.compile(
    r"(?i:seed[\s\-]?(?:to[\s\-]?|and[\s\-]?|/)?key|security[\s\-]?access|\b0x27\b|\$27\b"
    r"|\bsa\s+level)"
)
_SEED_KEY_LINE_GATED: Final = FromNeedles(_SEED_KEY_LINE)
_SIM_KEY_GATED: Final = FromNeedles(_SIM_KEY)
"""Tried only from their words' places (an ignore-case alternation is otherwise tried at every
position of a memory: ~0.15-0.2 ms each)."""
_HEX_DIGITS: Final = "0123456789ABCDEFabcdef"
"""Every SIM key ``_SIM_KEY`` takes is a run of 32 of them."""
_SEED_KEY_CONSTANT: Final = re.compile(
    r"(?i:\b(?:mask|constant|secret|(?:secret|sa|aes|xor|hmac|algorithm|unlock|security[\s\-]"
    r"access)[\s\-_]+key)\b)\s*(?:[:=]|is)?\s*['\"`]?(?P<v>(?:0x)?[0-9A-Fa-f]{8,64})(?![0-9A-Za-z])"
)
"""A seed-key algorithm's constant by its label (``XOR mask 0xF9750C16``, ``AES constant …``)."""
_PIN_NEEDLES: Final = (
    "pin", "puk", "passcode", "door code", "alarm code", "disarm code", "keypad code",
    "entry code", "gate code", "access code", "lock code", "safe code", "safe", "lock", "vault",
    "locker", "padlock", "door", "code for", "code of", "code to", "unlock", "calibration",
    "service unlock", "kiosk", "combo", "bios", "uefi", "setup", "service menu", "service-menu",
    "admin menu", "maintenance menu", "service mode", "service-mode", "maintenance mode",
    "maintenance-mode", "cabinet", "lockbox", "key box", "keybox", "cupboard",
)  # fmt: skip
_CODE_NEEDLES: Final = (
    "licen", "activation", "product", "registration", "recovery", "unlock",
    "install", "two-step", "serial", "onboarding", "pairing",
)  # fmt: skip
_COMPONENT_NEEDLES: Final = (
    "lmk", "zmk", "zpk", "tmk", "tpk", "kek", "bdk", "ipek", "clear component", "key component",
    "key part", "component",
)  # fmt: skip
_ANSWER_NEEDLES: Final = ("security", "secret answer", "secret question", "memorable", "maiden")
_ARRAY_GATE: Final = re.compile(r"[:=]\s*[\[{]\s*(?:0x[0-9a-fA-F]{1,2}|\d{1,3})\s*,")
"""Where a byte array can be: an assignment of a list of small numbers."""
_LICENCE_WORDS: Final = re.compile(
    r"(?i:licen[cs]|\bseats?\b|activat|\bedition\b|subscription|registration|\bunlock"
    r"|software|\bkeygen\b|\bpro\b)"
)


def _licensed(text: str, at: int) -> bool:
    """A bare ``serial`` with a code of under five groups is a licence's only where its line
    speaks of licences (``Unity Pro serial (seat 2, studio license)``); else it numbers a
    device."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return _LICENCE_WORDS.search(text, start, end if end != -1 else len(text)) is not None


_THING_SERIAL: Final = re.compile(
    r"(?i:\b(?:certificate|cert|tls|ssl|x\.?509|device|disk|drive|chassis|hardware|board|modem"
    r"|router|phone|meter|battery|engine|vehicle)\s+$|sha-?\d+|md5|checksum|hash|digest)"
)
"""A serial of a thing (a certificate, a disk, a device): an id, not a licence's serial."""
_DATE_LIKE: Final = re.compile(r"(?:19|20)\d\d(?:-\d\d){0,2}")
_VERSIONISH: Final = re.compile(r"v?\d+(?:\.\d+)*(?:-\w+)?")


def _pin(value: str) -> bool:
    digits = value.rstrip("#").replace("-", "")
    weak = digits in ("1234", "12345", "123456", "12345678") or len(set(digits)) == 1
    return not weak and not (len(value) == 4 and _DATE_LIKE.fullmatch(value))


def _code(value: str) -> bool:
    """A licence-like code: groups of letters and digits, or one random run."""
    if placeholder(value) or _VERSIONISH.fullmatch(value) or _DATE_LIKE.fullmatch(value):
        return False
    if UUID.fullmatch(value):  # a lineage, a request or an object id
        return False
    if len(value) in (32, 40, 64, 128) and all(c in "0123456789abcdef" for c in value.lower()):
        return False  # the length of a digest (MD5, SHA-1, SHA-256, SHA-512): a checksum
    groups = [g for g in value.split("-") if g]
    alnum = "".join(groups)
    letters = sum(c.isalpha() for c in alnum)
    digits = sum(c.isdigit() for c in alnum)
    if len(groups) >= 3 and all(g.isalnum() and 2 <= len(g) <= 10 for g in groups):
        if letters == 0:
            return len(groups) >= 4 and len(alnum) >= 16 and len(set(alnum)) > 3
        return digits >= 2 and letters >= 3 and len(alnum) >= 12
    if len(alnum) < 16:
        return False
    if random_like(value):
        return True
    if len(alnum) >= 20 and all(c in "0123456789abcdef" for c in alnum.lower()):
        return letters >= 4 and digits >= 4 and len(set(alnum.lower())) >= 8
    upper_digits = alnum.isalnum() and alnum.upper() == alnum
    return upper_digits and digits >= 3 and letters >= 6 and len(set(alnum)) >= 10


_NOT_ANSWERS: Final = frozenset(
    [
        "stored",
        "hashed",
        "required",
        "optional",
        "disabled",
        "enabled",
        "removed",
        "none",
        "empty",
        "set",
        "kept",
        "not",
        "never",
    ]
)


def _answer(value: str) -> bool:
    """An answer reads as a name or holds a digit (``Biscuit1998``, ``Okonkwo``), not a word
    of talk about answers (``is stored hashed``)."""
    v = value.strip(".,;:!")
    if placeholder(v) or v.lower() in _NOT_ANSWERS or len(v) < 4:
        return False
    return any(c.isdigit() for c in v) or (v[0].isupper() and v[1:].isalpha())


def _hex_key(value: str) -> bool:
    body = value.replace(" ", "")
    return len(set(body.lower())) >= 6 and not placeholder(body)


_SAMPLE_WORDS: Final = ("deadbeef", "cafebabe", "12345678", "87654321", "abcdef", "feedface")


def _constant(value: str) -> bool:
    """A seed-key constant: 8+ hex digits of 5 kinds at least, no sample word (``DEADBEEF``)."""
    body = value[2:] if value[:2] in ("0x", "0X") else value
    low = body.lower()
    return len(set(low)) >= 5 and not any(w in low for w in _SAMPLE_WORDS)


def _byte_array(value: str) -> bool:
    found = re.findall(r"0x[0-9a-fA-F]+|\d+", value)
    numbers = [int(n, 16) if n.lower().startswith("0x") else int(n) for n in found]
    return all(n <= 255 for n in numbers) and len(set(numbers)) >= 8


def labelled_codes(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Codes named by the labels listed in the module's docstring."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    for m in anchored(_PIN, text, lower, _PIN_NEEDLES):
        if _pin(m["v"]):
            found.append(("pin-code", *m.span("v")))
    if "pin" in text:  # a lower-case "pin" is a PIN when a role names it
        for m in anchored(_ROLE_PIN, text, lower, ("pin",)):
            role = _PIN_ROLE.search(text, max(0, m.start() - 24), m.start())
            if role is not None and _pin(m["v"]):
                found.append(("pin-code", *m.span("v")))
    for m in anchored(_PIN_SETTING, text, lower, _PIN_SETTING_NEEDLES, inside_words=True):
        if _pin(m["v"]) and not _HARDWARE_PIN.search(text, max(0, m.start() - 6), m.start()):
            found.append(("pin-code", *m.span("v")))
    for p in (_CODE, _SPACED_CODE):
        for m in anchored(p, text, lower, _CODE_NEEDLES, inside_words=True):  # (X_PAIRING=)
            if not _code(m["v"].replace(" ", "-")):
                continue
            if m["reg"] is not None and not (len(m["v"]) >= 24 and random_like(m["v"])):
                continue  # a registration code of an event or an order: an id unless random
            if _THING_SERIAL.search(text, max(0, m.start() - 24), m.start()):
                continue  # a certificate's, a disk's, a device's serial; a digest
            short = m["v"].replace(" ", "-").count("-") < 4
            if m["serial"] is not None and short and not _licensed(text, m.start()):
                continue  # "serial number of the sensor: SN-2024-AX93": a device's id
            found.append(("licence-code", *m.span("v")))
    if "licen" in lower:
        for m in anchored(_BARE_LICENCE, text, lower, ("licen",)):
            if _code(m["v"]) and not _THING_SERIAL.search(text, max(0, m.start() - 24), m.start()):
                found.append(("licence-code", *m.span("v")))
    for m in anchored(_COMPONENT, text, lower, _COMPONENT_NEEDLES):
        if _hex_key(m["v"]):
            found.append(("key-component", *m.span("v")))
    if ("[" in text or "{" in text) and _ARRAY_GATE.search(text):  # (it needs one of them)
        for m in _BYTE_ARRAY.finditer(text):
            if _byte_array(m["v"]):
                found.append(("key-bytes", *m.span("v")))
    if has_any(lower, _ANSWER_NEEDLES):
        for m in _SECURITY_ANSWER.finditer(text):
            if _answer(m["v"]):
                found.append(("security-answer", *m.span("v")))
    index = index_of(lower)
    if has_any(lower, _SIM_NEEDLES) and has_run(text, _HEX_DIGITS, 32):
        for m in _SIM_KEY_GATED.finditer(text, index):
            if _hex_key(m["v"]):
                found.append(("sim-key", *m.span("v")))
    if "0" in text and _SEED_KEY_LINE_GATED.finditer(text, index):
        for m in _SEED_KEY_CONSTANT.finditer(text):
            if _constant(m["v"]):
                found.append(("seed-key-constant", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
