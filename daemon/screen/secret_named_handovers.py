"""Secrets handed over under a short or product-specific name (pure): classes that held-out
rounds 68-70 found missing.

- an environment or config name ending in an abbreviated secret word (``LDAP_BIND_PW='…'``,
  ``WIFI_PSK=…``, ``DRUPAL_HASH_SALT='…'``, ``bindpw …``, ``ldap_bind_pw: …``, ``hash_salt``),
  in ``export``, ``docker run -e``, ``.env`` or YAML syntax;
- ``use <v> as the … ticket|token|password|key|secret|passphrase`` (``Use F99… as the perforce
  ticket when the job asks for it``);
- a WordPress application password (six groups of four letters and digits) on a line that
  says ``application password`` or hands it over with ``authenticates with``.

Values must read as passwords or key material; a reference (``$VAR``, ``<set-in-vault>``,
``os.getenv("LDAP_BIND_PW")``) or a setting (``SALT_ROUNDS=10``) is not one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import anchored, lowered
from .secret_context import Covered, never
from .secret_needles import Started, has_any
from .secret_terse_logins import chosen_password
from .secret_values import random_like
from .secret_values_passwords import human_password
from .secret_values_placeholders import placeholder

_VALUE: Final = r"(?P<q>['\"`]?)(?P<v>[^\s'\"`,;<>]{6,128})(?P=q)(?![^\s,;)])"
_SHORT_NAME: Final = re.compile(
    r"(?:(?<=[_\-.])|(?<![\w$]))(?i:bind[_\-]?pw|pwd?|psk|pass(?:wd)?|hash[_\-]?salt|salt)"
    r"(?![\w\-])['\"]?(?:\s*[:=]\s*|\s+(?:is|was|now)\s+|\s+(?=['\"]))" + _VALUE
)
_SHORT_NEEDLES: Final = ("bind", "pw", "psk", "pass", "hash", "salt")
_USE_AS: Final = re.compile(
    r"(?i:\b(?:use|try|enter|paste)\s+)" + _VALUE + r"(?i:\s+as\s+(?:the|your|our|its|a)\s+"
    r"(?:[\w\-]+\s+){0,4}?(?:ticket|token|password|passphrase|secret|key|pin|passcode|api\s+key)\b)"
)
_HMAC: Final = re.compile(
    r"(?i:\bhmac(?:[\s_\-]+(?:key|secret))?\b(?![\s\-_]*(?:sha|md5|signature|sig\b|of\b|header"
    r"|check|validation|mismatch))[^\n]{0,24}?(?:[:=]\s*|\bvalue\s*:?\s*|\bis\s+|\s))"
    r"['\"]?(?P<v>[0-9a-fA-F]{32,128}|[A-Za-z0-9+/_\-]{32,}={0,2})(?![\w+/=\-])"
)
_NOT_HMAC_KEY: Final = re.compile(
    r"(?i:signature|digest|computed|expected|received|header|mismatch|not\s+the|hmac-sha|sha-?256:)"
)
_NOT_SECRET_ROLE: Final = re.compile(
    r"(?i:\b(?:idempotency|cache|partition|sort|primary|foreign|dedup\w*|correlation|lookup"
    r"|index|request|trace|tracking|sequence|public|example|test)\b)"
)
"""``use <uuid> as the idempotency key``: a key that names a record, not a secret."""
_USE_NEEDLES: Final = ("use", "try", "enter", "paste")
_AUTH_WITH: Final = re.compile(
    r"(?i:\bauthenticat\w*\s+(?:with|using|via)\s+(?:the\s+)?(?:(?:token|key|secret)\s+)?)" + _VALUE
)
_HEX_KEY: Final = re.compile(r"[0-9a-f]{32,}|[0-9A-F]{32,}")
_APP_PASSWORD: Final = re.compile(r"(?<![\w])(?P<v>[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5})(?![\w])")
_APP_NAMED: Final = re.compile(
    r"(?i:app(?:lication)?[\s\-]passwor[dt]|anwendungspasswort|mot\s+de\s+passe\s+d['’]application"
    r"|authenticat\w*\s+(?:with|using))"
)
_APP_NAMED_STARTED: Final = Started(_APP_NAMED)
_SETTING: Final = re.compile(r"(?i:^(?:true|false|yes|no|on|off|none|null|\d+)$)")
_REFERENCE: Final = re.compile(r"^[$%{<]|getenv|environ|secret[s]?[:/.]|vault:|\(\)")


def _password(value: str) -> bool:
    v = value.strip(".,;:)")
    if placeholder(v) or _SETTING.match(v) or _REFERENCE.search(v) or "/" in v:
        return False
    return chosen_password(v) or random_like(v) or (len(v) >= 10 and human_password(v))


def named_handovers(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The values of the module's docstring."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    if has_any(lower, _SHORT_NEEDLES):
        for m in anchored(_SHORT_NAME, text, lower, _SHORT_NEEDLES, inside_words=True):
            if _password(m["v"]):
                found.append(("secret-assignment", *m.span("v")))
    if " as " in lower and has_any(lower, _USE_NEEDLES):
        for m in anchored(_USE_AS, text, lower, _USE_NEEDLES):
            if _password(m["v"]) and not _NOT_SECRET_ROLE.search(text, m.end("v"), m.end()):
                found.append(("password-in-prose", *m.span("v")))
    if "hmac" in lower:
        for m in anchored(_HMAC, text, lower, ("hmac",)):
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            line = text[line_start : None if line_end < 0 else line_end]
            if random_like(m["v"]) and not _NOT_HMAC_KEY.search(line):
                found.append(("hmac-key", *m.span("v")))
    if "authenticat" in lower:
        for m in anchored(_AUTH_WITH, text, lower, ("authenticat",)):
            v = m["v"]
            if _HEX_KEY.fullmatch(v) or (_password(v) and not _SETTING.match(v)):
                found.append(("secret-assignment", *m.span("v")))
    if text.count(" ") >= 5 and _APP_NAMED_STARTED.search(text):
        for m in _APP_PASSWORD.finditer(text):
            v = m["v"].replace(" ", "")
            if any(c.isdigit() for c in v) and any(c.isupper() for c in v):
                found.append(("app-password", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
