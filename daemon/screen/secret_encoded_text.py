"""Credentials written in base64 (pure): a base64 value that decodes to readable text which
itself holds a credential (a Kubernetes Secret's ``data:`` value holding a connection URL with
its password, an encoded ``.env`` line, an encoded ``user:password@host``). The decoded text is
judged by the same screen (a callback: this module imports no layer), so any credential class
counts and harmless encoded text (a fixture, a config without secrets) stays clean.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator
from typing import Final

from .ascii_runs import has_run, run_starts
from .prefilter import matches
from .secret_context import Covered, never
from .secret_needles import has_any, lowered
from .secret_terse_logins import chosen_password
from .secret_values import human_password, password_like, placeholder, random_like

_ENCODED: Final = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/]{24,}={0,2}(?![A-Za-z0-9+/=_\-])")
_BASE64: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
"""``_ENCODED``'s class: every match holds 24 of them in a row (``ascii_runs``)."""
_MARKS: Final = ("://", "=", ":", "-----")
"""What decoded text holding a credential shows (a URL, an assignment, a label, a PEM line)."""


def _decoded(value: str) -> str | None:
    body = value.rstrip("=")
    if len(body) % 4 == 1:
        return None
    try:
        raw = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    return text if text.isprintable() or all(c.isprintable() or c in "\n\t" for c in text) else None


_USER_PASSWORD: Final = re.compile(r"(?P<u>[\w.$@+\-]{1,64}):(?P<p>[^\s:]{6,128})")
_NOT_A_USER: Final = frozenset(
    {"sha1", "sha256", "sha384", "sha512", "md5", "urn", "http", "https", "data", "file", "blake2b"}
)


def user_password(decoded: str) -> bool:
    """``user:password`` and nothing else, the password chosen or random: what Basic auth and a
    registry's ``auth`` field encode (``robot$gs-pull:YlszstrR3g…``), whatever names the value."""
    m = _USER_PASSWORD.fullmatch(decoded)
    if m is None or m["u"].lower() in _NOT_A_USER:
        return False
    pw = m["p"]
    if len(pw) >= 32 and all(c in "0123456789abcdefABCDEF" for c in pw):
        return False  # a digest under a label
    return chosen_password(pw) or human_password(pw) or random_like(pw)


def encoded_credentials(
    text: str, holds_credential: Callable[[str], bool], covered: Covered = never
) -> Iterator[tuple[str, int, int]]:
    """Base64 values whose decoded text ``holds_credential`` says holds one."""
    if not has_run(text, _BASE64, 24):
        return  # no run long enough: the scan would try every position for nothing
    for m in matches(_ENCODED, text, run_starts(text, _BASE64, 24)):  # (a match starts a run)
        if covered(m.start(), m.end()):
            continue
        decoded = _decoded(m.group())
        if (
            decoded
            and any(mark in decoded for mark in _MARKS)
            and (user_password(decoded) or holds_credential(decoded))
        ):
            yield "encoded-credential", m.start(), m.end()


_HEX_RUN: Final = re.compile(r"(?<![0-9A-Za-z])(?:[0-9A-Fa-f]{2}){6,64}(?![0-9A-Za-z])")
_HEX_PAIRS: Final = re.compile(
    r"(?<![0-9A-Za-z])[0-9A-Fa-f]{2}(?:[ :][0-9A-Fa-f]{2}){5,63}(?![0-9A-Za-z])"
)
_PASSWORD_WORDS: Final = (
    "password", "passwd", "pw ", "pw(", "pw:", "pw_", "pwd", "pass ", "pass:", "pass_",
    "passphrase", "secret",
    "mot de passe", "contraseña", "passwort", "senha", "пароль", "密码", "パスワード", "비밀번호",
)  # fmt: skip


_B64_PASSWORD: Final = re.compile(
    r"(?i:(?:pass\w*|pw|pwd)[_\-. ]?(?:b64|base64)['\"]?\s*[:=]\s*['\"]?)"
    r"(?P<v>[A-Za-z0-9+/]{12,}={0,2})(?![A-Za-z0-9+/=])"
)
"""A password's base64 under a name that says both (``PASS_B64=``, ``password_base64:``)."""
_B64_ANNOUNCED: Final = re.compile(
    r"(?i:\b(?:pass(?:word|phrase|wd)?|pw|pwd|mot\s+de\s+passe|passwort|contraseña|senha)\b"
    r"[^\n]{0,80}?\b(?:b64|base[\s\-]?64)(?:['’]?d|[\s\-]?encoded)?\b[^\n:=]{0,60}?"
    r"(?:[:=]|\bis\b)\s*['\"`]?)(?P<v>[A-Za-z0-9+/]{12,}={0,2})(?![A-Za-z0-9+/=])"
)
"""A password announced as base64 in prose (``admin pw for X, base64'd so it's not in plain
sight: <v>``; sec28): the value decodes to the password."""


def _password_text(pw: str) -> bool:
    """Decoded text that reads as a password: printable, no spaces, chosen or random."""
    if not pw.isprintable() or " " in pw or placeholder(pw):
        return False
    return chosen_password(pw) or password_like(pw) or human_password(pw) or random_like(pw)


def hex_passwords(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """A password written in hex (``pw (hex) for rec_svc = 4b6573…``): a run of hex pairs on a
    line that says hex and names a password, decoding to printable ASCII that reads as one (a
    digest's bytes are never all printable)."""
    lower = lowered(text)
    encoded = "b64" in lower or "base64" in lower
    if ("hex" not in lower and not encoded) or not has_any(lower, _PASSWORD_WORDS):
        return
    if encoded and has_run(text, _BASE64, 12):  # ``PB_PASS_B64=<base64 of the password>``
        for m in (*_B64_PASSWORD.finditer(text), *_B64_ANNOUNCED.finditer(text)):
            pw = _decoded(m["v"])
            if pw and not covered(*m.span("v")) and _password_text(pw):
                yield "base64-encoded-password", *m.span("v")
    if "hex" not in lower:
        return
    for pattern in (_HEX_RUN, _HEX_PAIRS):
        for m in pattern.finditer(text):
            if covered(m.start(), m.end()):
                continue
            digits = re.sub(r"[ :]", "", m.group())
            raw = bytes.fromhex(digits)
            if not all(0x21 <= b < 0x7F for b in raw):
                continue
            pw = raw.decode("ascii")
            if not placeholder(pw) and (password_like(pw) or human_password(pw) or random_like(pw)):
                yield "hex-encoded-password", m.start(), m.end()
