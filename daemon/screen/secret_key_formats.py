"""Secrets written in a format of their own, or as words and digit groups (pure; session 23,
helper sec23):

- a Thread operational dataset in hex (``0e08…0510<network key>…``): TLVs that parse to the end
  and hold a 16-byte network key (TLV 5), whatever names it;
- an ``ntp.keys``/``chrony.keys`` line ``<id> <SHA1|MD5|AES128CMAC…> <key>`` on a line naming NTP;
- a passphrase of words after a passphrase or vault-password name (``GPG passphrase for X: hail
  grey sleet fjord``, ``gpg_passphrase=…``, ``value="meadow copper violet orbit"``): three to
  eight lower-case words and nothing a sentence would say (``stored in the vault``);
- a PIN in digit groups (``Security Officer PIN on the HSM is 6044-5795-2831``) and a safe's or
  lock's combination (``the combination for the payroll safe is 33-26-30``): a combination
  opens what it guards, as a door code does, so a reviewer treats it as a credential;
- a TOTP seed in upper-case base32 groups after a TOTP/2FA seed or secret word;
- a recovery or backup code ``xxxxx-xxxxx`` (letters and digits) on a line naming one;
- ``yubihsm-shell … -p <password>``, ``kubectl create secret … --from-literal=<secret name>=<v>``
  and an XML ``<add key="<secret name>" value="<v>"/>`` (``SNMP_AUTH``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import lowered
from .secret_context import Covered, never
from .secret_cued_values import named_secret, shared_index, valued
from .secret_gate import FromNeedles
from .secret_values import placeholder

_HEX_RUN: Final = re.compile(r"(?<![0-9A-Za-z])[0-9A-Fa-f]{64,}(?![0-9A-Za-z])")
_THREAD_TYPES: Final = frozenset({0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 14, 51, 52, 53, 74})
"""Operational dataset TLV types: channel, PAN id, extended PAN id, name, PSKc, network key, mesh
local prefix, steering data, border agent locator, security policy, timestamps, delay, mask."""
_OT_EXAMPLE_KEY: Final = "00112233445566778899aabbccddeeff"


def _thread_dataset(value: str) -> bool:
    """The hex reads as Thread TLVs (four at least, the last may be cut short, as a pasted
    dataset often is) holding a network key of 16 bytes that is not OpenThread's example."""
    raw = bytes.fromhex(value[: len(value) // 2 * 2])
    i, types, key = 0, 0, b""
    while i + 2 <= len(raw):
        kind, size = raw[i], raw[i + 1]
        if kind not in _THREAD_TYPES or i + 2 + size > len(raw):
            break
        if kind == 5:
            key = raw[i + 2 : i + 2 + size]
        i, types = i + 2 + size, types + 1
    return types >= 4 and len(key) == 16 and key.hex() != _OT_EXAMPLE_KEY


_NTP_KEY: Final = re.compile(
    r"(?<![\w.])\d{1,5}[ \t]+(?:MD5|SHA1?|SHA256|SHA384|SHA512|AES128CMAC|AES-128-CMAC|M|S)"
    r"[ \t]+(?P<v>(?:HEX:)?[^\s#]{8,64})(?![^\s#])"
)
_NTP_LINE: Final = re.compile(r"(?i:\bntp|\bchrony|\bntpd?\.keys|\bkeys\s+file)")

_WORDS_NAME: Final = re.compile(
    r"(?i:pass[ _\-]?phrase|vault[ _\-]pass(?:word)?|vault[ _\-]pw)['\"]?"
    r"(?:[^\n:=\"'`]{0,60}?[ \t]*[:=][ \t]*|[ \t]+value=)"
    r"['\"`]?(?P<v>[a-z]{2,12}\d{0,3}(?:[ \t][a-z]{2,12}\d{0,3}){2,7})"
    r"(?=[ \t]*(?:[\n—–(\"'`#;,]|\.?$|\.[ \t])|[ \t]+-{1,2}[a-z])"
)
_PROSE_WORDS: Final = frozenset(
    (
        "in", "from", "is", "are", "was", "were", "stored", "kept", "lives", "see", "ask", "use",
        "used", "via", "with", "not", "no", "same", "as", "on", "at", "to", "of", "our", "we", "it",
        "you", "your", "my", "this", "that", "here", "there", "vault", "keychain", "bitwarden",
        "lastpass", "manager", "env", "file", "please", "check", "rotated", "changed", "set",
        "pass", "unknown", "empty", "none", "blank", "redacted", "hidden", "removed", "prompted",
        "entered", "required", "needed", "must", "should", "will", "can", "read", "only", "and",
        "or", "when", "if", "then", "after", "before", "once", "every", "each", "new", "old",
        "secret", "password", "passphrase", "shared", "team", "ops", "store", "comes", "come",
        "sent", "given", "typed", "asked", "lost", "reset"
    )
)  # fmt: skip
"""Words a sentence about a passphrase has and a passphrase of random words has not."""


def _word_phrase(value: str) -> bool:
    words = [w.rstrip("0123456789") for w in value.split()]
    return len(words) >= 3 and sum(map(len, words)) >= 12 and not _PROSE_WORDS & set(words)


_GROUPED: Final = re.compile(
    r"(?:\bPIN\b|(?i:\bpin[ \-]?code\b|\bcombo\b|\bcombination\b))[^\n]{0,60}?"
    r"(?:[:=]|\bis\b|是|—|->|(?i:\blautet\b))[ \t]*['\"`]?"
    r"(?P<v>\d{1,6}(?:[ \-]\d{1,6}){1,4})(?![\w\-])"
)
_LOCK_WORDS: Final = re.compile(r"(?i:\b(?:safe|lock|padlock|locker|vault|strongbox|cabinet)\b)")

_TOTP: Final = re.compile(
    r"(?i:\b(?:totp|2fa|mfa|otp|authenticator)[ _\-](?:seed|secret|key)\b)[^\n]{0,60}?"
    r"(?:[:=]|\bis\b|—|->)[ \t]*['\"`]?(?P<v>[A-Z2-7]{4,32}(?:[ \t][A-Z2-7]{4,32}){1,7})(?![\w])"
)

_RECOVERY: Final = re.compile(
    r"(?i:\b(?:recovery|backup)(?:[ _\-]codes?)?\b)[^\n]{0,90}?"
    r"(?<![\w\-])(?P<v>[a-z0-9]{4,6}-[a-z0-9]{4,6})(?![\w\-])"
)

_FLAGS: Final = re.compile(
    r"\byubihsm-shell\b[^\n]{0,120}?[ \t](?:-p|--password)(?:[ \t]+|=)['\"]?(?P<p>[^\s'\"]{6,})"
    r"|--from-literal[ =](?P<name>[\w.\-]{2,60})=['\"]?(?P<l>[^\s'\"]{6,})"
    r"|<add[ \t]+key=[\"'](?P<key>[\w.\-:]{2,60})[\"'][ \t]+value=[\"'](?P<x>[^\"'\n]{6,200})[\"']"
)
_AUTH_PART: Final = re.compile(r"(?i:(?:^|[_.\-])auth(?:[_.\-]|$))")


def _flag_value(m: re.Match[str]) -> str | None:
    """The group of a ``_FLAGS`` match that holds a secret, if its name says one."""
    if m["p"] is not None:
        return "p" if valued(m["p"]) else None
    name, group = (m["name"], "l") if m["l"] is not None else (m["key"], "x")
    if named_secret(name) or "pgpass" in name.lower() or _AUTH_PART.search(name):
        return group if valued(m[group]) else None
    return None


_FROM_WORDS_NAME: Final = FromNeedles(_WORDS_NAME)
_FROM_GROUPED: Final = FromNeedles(_GROUPED)
_FROM_TOTP: Final = FromNeedles(_TOTP)
_FROM_RECOVERY: Final = FromNeedles(_RECOVERY)
_FROM_FLAGS: Final = FromNeedles(_FLAGS)


def _candidates(text: str, lower: str) -> Iterator[tuple[str, int, int]]:
    index = shared_index(lower)
    if "0510" in lower:
        for m in _HEX_RUN.finditer(text):
            if _thread_dataset(m.group()):
                yield "thread-dataset", *m.span()
    if ("ntp" in lower or "chrony" in lower) and _NTP_LINE.search(text):
        for m in _NTP_KEY.finditer(text):
            start = text.rfind("\n", 0, m.start()) + 1
            end = text.find("\n", m.end())
            line = text[start : None if end < 0 else end]
            if _NTP_LINE.search(line) and not placeholder(m["v"]) and len(set(m["v"])) >= 6:
                yield "ntp-key", *m.span("v")
    if "phrase" in lower or "vault" in lower:
        for m in _FROM_WORDS_NAME.finditer(text, index):
            if _word_phrase(m["v"]):
                yield "passphrase-words", *m.span("v")
    if "PIN" in text or "pin code" in lower or "pin-code" in lower or "comb" in lower:
        for m in _FROM_GROUPED.finditer(text, index):
            combination = m.group()[:1] in "cC"
            if combination and not _LOCK_WORDS.search(m.group()):
                continue  # a combination of what? only a safe's or a lock's opens something
            if combination or len(m["v"].replace("-", "").replace(" ", "")) >= 6:
                yield "grouped-pin", *m.span("v")
    for m in _FROM_TOTP.finditer(text, index):
        joined = m["v"].replace(" ", "").replace("\t", "")
        if len(joined) >= 16 and any(c.isdigit() for c in joined):
            yield "totp-seed", *m.span("v")
    for m in _FROM_RECOVERY.finditer(text, index):
        v = m["v"]
        if any(c.isdigit() for c in v) and sum(c.isalpha() for c in v) >= 3:
            yield "recovery-code", *m.span("v")
    for m in _FROM_FLAGS.finditer(text, index):
        group = _flag_value(m)
        if group is not None:
            yield "flag-secret", *m.span(group)


def key_formats(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The secrets of the module docstring."""
    for rule, start, end in _candidates(text, lowered(text)):
        if not covered(start, end):
            yield rule, start, end
