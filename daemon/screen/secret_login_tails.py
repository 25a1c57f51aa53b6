"""Passwords and keys in shapes of their own, after a login word or in a known layout (pure;
session 23, helper sec23b):

- a password shaped like one (a capitalised word, a mark, three to six digits, a tail:
  ``Lawine.2618gM``, ``Murmel_1566dm``) after a login or password word of any language on the
  same line (``secret_login_words.after_login``), and after a Windows ``DOMAIN\\user /``;
- an LDAP bind password (``bindpw <v>``, ``bind_password=<v>``);
- a JWK's private members (``d``, ``p``, ``q``, ``dp``, ``dq``, ``qi``, ``k``) on a line naming
  a JWK;
- a key id with its secret after a slash (``rzp_live_<id> / <secret>``);
- a vendor key prefixed by the vendor and its mode (``<vendor>_production_<random>``);
- an application password: WordPress's six groups of four, or sixteen random lower-case
  letters (Microsoft, Google) after ``app password``/``app pw``;
- a JWT whose header reads as one and whose payload does not decode (a writer's random payload
  is still a bearer token to a reviewer; a decodable one is the JWT rules', with their public
  roles and documented examples);
- an IFTTT Maker key in its webhook URL.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import lowered
from .secret_context import Covered, never
from .secret_cued_values import shared_index, valued
from .secret_gate import FromNeedles
from .secret_login_words import after_login
from .secret_needles import Started
from .secret_values import placeholder, random_like

_DOMAIN_USER: Final = re.compile(
    r"(?<![\w\\\-])[A-Z][A-Z0-9]{1,14}(?:-[A-Z0-9]{1,14})?\\[A-Za-z][\w.\-]{1,30}[ \t]*[/:|][ \t]*"
    r"(?P<v>[^\s'\"`]{8,64})"
)
_BINDPW: Final = re.compile(
    r"(?i:\bbind[ _\-]?(?:pw|pwd|passwd|password|cred|credentials)\b)['\"]?[ \t]*[:=]?[ \t]*"
    r"['\"]?(?P<v>[^\s'\"`]{8,64})"
)
_JWK_MEMBER: Final = re.compile(
    r"(?<![\w\-])['\"]?(?:d|p|q|dp|dq|qi|k)['\"]?[ \t]*[:=][ \t]*['\"]?"
    r"(?P<v>[A-Za-z0-9_\-+/]{40,}={0,2})"
)
_ID_SLASH_SECRET: Final = re.compile(
    r"\b[a-z]{2,6}_(?:live|test|prod)_[A-Za-z0-9]{10,24}[ \t]*[/|:,][ \t]*"
    r"(?P<v>[A-Za-z0-9]{20,40})(?![\w])"
)
_MODE_PREFIXED: Final = re.compile(
    r"(?<![\w\-])(?P<v>[a-z]{3,12}_(?:production|sandbox|live)_[A-Za-z0-9]{24,64})(?![\w\-])"
)
_WP_APP: Final = re.compile(r"(?<![\w\-])(?P<v>[A-Za-z0-9]{4}(?:[ ][A-Za-z0-9]{4}){5})(?![\w\-])")
_APP_PW_CUE: Final = re.compile(
    r"(?i:\b(?:app(?:lication)?[ \t\-]?(?:pw|pwd|passwords?|passwd)|wordpress|wp[ \t\-]app)\b)"
)
_APP_PW_CUE_STARTED: Final = Started(_APP_PW_CUE)
_LOWER16: Final = re.compile(
    r"(?i:\bapp(?:lication)?[ \t\-]?(?:pw|pwd|password|passwd)\b)[^\n:=]{0,40}?(?:[:=])?[ \t]*"
    r"(?<![\w\-])(?P<v>[a-z]{16}|[a-z]{4}(?:[ \-][a-z]{4}){3})(?![\w\-])"
)
_JWT: Final = re.compile(
    r"(?<![\w\-])(?P<v>eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{20,}\.[A-Za-z0-9_\-]{20,})(?![\w\-])"
)
_IFTTT: Final = re.compile(r"\bmaker\.ifttt\.com/[^\s]{0,80}?\bkey/(?P<v>[A-Za-z0-9_\-]{16,})")

_FROM_BINDPW: Final = FromNeedles(_BINDPW)
_FROM_LOWER16: Final = FromNeedles(_LOWER16)


def _mixed(value: str) -> bool:
    """Digits, upper and lower case: a random group, not words or a date."""
    return (
        sum(c.isdigit() for c in value) >= 2
        and sum(c.isupper() for c in value) >= 2
        and sum(c.islower() for c in value) >= 2
    )


def _random_letters(value: str) -> bool:
    """Sixteen letters no word has: few vowels and a long run of consonants."""
    v = value.replace(" ", "").replace("-", "")
    vowels = sum(c in "aeiouy" for c in v)
    run = best = 0
    for c in v:
        run = 0 if c in "aeiouy" else run + 1
        best = max(best, run)
    return vowels <= 5 and best >= 4


def _jwt_header(value: str) -> bool:
    head = value.split(".", 1)[0]
    try:
        decoded = base64.urlsafe_b64decode(head + "=" * (-len(head) % 4))
    except (ValueError, binascii.Error):
        return False
    text = decoded.decode("utf-8", "replace")
    return '"alg"' in text and '"none"' not in text.lower()


def _candidates(text: str, lower: str) -> Iterator[tuple[str, int, int]]:
    index = shared_index(lower)
    for start, end in after_login(text, index):  # the shape is secret_login_words'
        yield "password-shaped", start, end
    if "\\" in text:
        for m in _DOMAIN_USER.finditer(text):
            if valued(m["v"]) and not placeholder(m["v"]):
                yield "password-shaped", *m.span("v")
    if "bind" in lower:
        for m in _FROM_BINDPW.finditer(text, index):
            v = m["v"]
            if not placeholder(v) and v[0] not in "$%{<" and (valued(v) or _marks(v)):
                yield "ldap-bind-password", *m.span("v")
    if "jwk" in lower:
        for m in _JWK_MEMBER.finditer(text):
            if random_like(m["v"]) or _mixed(m["v"]):
                yield "jwk-private", *m.span("v")
    if "_live_" in lower or "_test_" in lower or "_prod_" in lower:
        for m in _ID_SLASH_SECRET.finditer(text):
            if _mixed(m["v"]):
                yield "key-id-secret-pair", *m.span("v")
    if "_production_" in lower or "_sandbox_" in lower or "_live_" in lower:
        for m in _MODE_PREFIXED.finditer(text):
            if _mixed(m["v"].rsplit("_", 1)[1]):
                yield "vendor-mode-key", *m.span("v")
    if ("app" in lower or "wordpress" in lower or "wp" in lower) and _APP_PW_CUE_STARTED.search(
        text
    ):
        for m in _WP_APP.finditer(text):
            if _mixed(m["v"]):
                yield "app-password", *m.span("v")
        for m in _FROM_LOWER16.finditer(text, index):
            if _random_letters(m["v"]):
                yield "app-password", *m.span("v")
    if "eyJ" in text:
        for m in _JWT.finditer(text):
            if not m["v"].split(".")[1].startswith("eyJ") and _jwt_header(m["v"]):
                yield "jwt-shaped", *m.span("v")
    if "ifttt" in lower:
        for m in _IFTTT.finditer(text):
            yield "ifttt-key", *m.span("v")


def _marks(value: str) -> bool:
    """Letters with marks and both cases (``L_*V4Mktc*HS``): a password with few digits."""
    letters = sum(c.isalpha() for c in value)
    marks = sum(not c.isalnum() for c in value)
    return letters >= 4 and marks >= 1 and any(c.isupper() for c in value) and len(value) >= 10


def login_tails(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The secrets of the module docstring."""
    for rule, start, end in _candidates(text, lowered(text)):
        if not covered(start, end):
            yield rule, start, end
