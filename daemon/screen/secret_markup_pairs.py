"""Passwords in config syntaxes where the secret's name and its value are separate tokens (pure):

- an XML element whose ``name``/``key`` attribute names a secret and whose ``value`` attribute
  holds it (``<property name="….password" value="…"/>``, ``<setting key="ApiSecret" value=…>``),
  or whose text holds it (``<entry key="sftp.secret"><pw></entry>``);
- a map of logins (``"RegisteredUsers": {"alice": "<pw>"}``, ``basic_auth_users: {…}``);
- a Groovy/Gradle, Ruby or Nginx-style setting with no ``=`` (``storePassword '<pw>'``,
  ``password "<pw>"``);
- a C preprocessor constant (``#define WIFI_PASSWORD "<pw>"``);
- a FIX session's Password(554) and NewPassword(925) tags;
- a PowerShell ``ConvertTo-SecureString`` with its switches before the literal;
- a list of headers in one value (``OTEL_EXPORTER_OTLP_HEADERS=x-team-key=<v>,api-key=<v>``).

The value must be a literal password (``secret_cli_pairs.password``): no reference, no
placeholder.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import anchored, lowered
from .secret_cli_pairs import password
from .secret_context import Covered, never
from .secret_needles import has_any
from .secret_values import random_like

_SECRET_NAME: Final = re.compile(
    r"(?i:pass(?:word|wd|phrase)?\b|pwd|secret|token|api[_\-.]?key|private[_\-.]?key|credential"
    r"|psk|signing[_\-.]?key)"
)
_NOT_SECRET_NAME: Final = re.compile(
    r"(?:[Ii]d|ID|[Uu]uid|[Nn]ame|[Uu]rl|[Uu]ri|[Hh]ost|[Uu]ser(?:name)?|[Ff]ile|[Pp]ath|[Tt]ype"
    r"|[Ll]ength|[Ee]xpir\w*|[Hh]ash|[Hh]eader|[Ff]ield|[Vv]ault)$"
)
"""A name that ends in what the value is instead (``ApiKeyId``, ``TokenUrl``, ``PasswordHash``)."""


def _secret_name(name: str) -> bool:
    return _SECRET_NAME.search(name) is not None and _NOT_SECRET_NAME.search(name) is None


_XML_NAME_VALUE: Final = re.compile(
    r"<[\w:.\-]+[^<>\n]*?\b(?:name|key|id)\s*=\s*\"(?P<n>[^\"<>\n]{2,80})\"[^<>\n]*?"
    r"\bvalue\s*=\s*\"(?P<v>[^\"\n]{4,200})\""
    r"|<[\w:.\-]+[^<>\n]*?\bvalue\s*=\s*\"(?P<v2>[^\"\n]{4,200})\"[^<>\n]*?"
    r"\b(?:name|key|id)\s*=\s*\"(?P<n2>[^\"<>\n]{2,80})\""
)
_XML_NAMED_TEXT: Final = re.compile(
    r"<(?P<tag>[\w:.\-]+)[^<>\n]*?\b(?:name|key|id)\s*=\s*\"(?P<n>[^\"<>\n]{2,80})\"[^<>\n]*>"
    r"(?P<v>[^<\n]{4,200})</(?P=tag)>"
)
_LOGIN_MAP: Final = re.compile(
    r"(?i:(?:users|accounts|logins|credentials)[\"']?\s*[:=]\s*\{\s*)"
    r"[\"'][\w.@\-]{1,40}[\"']\s*:\s*[\"'](?P<v>[^\"'\n]{4,64})[\"']"
)
_BARE_SETTING: Final = re.compile(
    r"(?:^|(?<=[{;\n\t])|(?<=\s\s)|(?<=[{;] ))"
    r"(?P<n>[a-z][A-Za-z]*(?:Password|Secret|Passphrase|Token)|password|passphrase|secret)"
    r"[ \t]+(?P<qt>['\"])(?P<v>[^'\"\n]{4,64})(?P=qt)"
)
_DEFINE: Final = re.compile(
    r"#\s*define\s+(?P<n>\w*(?:PASS|PSK|SECRET|TOKEN|KEY|PWD)\w*)\s+\"(?P<v>[^\"\n]{4,128})\""
)
_FIX: Final = re.compile(r"(?<![\d\w])(?:554|925)=(?P<v>[^\s\x01|^]{4,64})")
_FIX_CONTEXT: Final = re.compile(r"\b(?:FIX|553=|35=A)|(?i:\blog(?:on|in)\b)")  # FIX's Logon
_SECURE_STRING: Final = re.compile(
    r"(?i:ConvertTo-SecureString(?:\s+-(?:AsPlainText|Force|String)\b)+\s+)"
    r"(?:'(?P<q>[^'\n]{4,64})'|\"(?P<d>[^\"\n]{4,64})\")"
)
_HEADER_LIST: Final = re.compile(r"(?i:HEADERS\s*[=:]\s*[\"']?)(?P<list>[^\s\"']+)")
_BARE_HEADS: Final = ("word", "phrase", "secret", "token")


def _bare_gate(lower: str) -> bool:
    """Whether a setting with no ``=`` can be there: a secret word's end, blanks, a quote."""
    for head in _BARE_HEADS:
        at = lower.find(head)
        while at != -1:
            j = at + len(head)
            k = j
            while k < len(lower) and lower[k] in " \t":
                k += 1
            if k > j and k < len(lower) and lower[k] in "'\"":
                return True
            at = lower.find(head, at + 1)
    return False


_HEADER_PAIR: Final = re.compile(r"(?P<n>[\w\-]+)=(?:Bearer%20|Basic%20)?(?P<v>[^,=]{12,200})")
_CREDENTIAL_HEADER: Final = re.compile(r"(?i:key|token|team|auth|secret|signature|pass)")
_NEEDLES: Final = (
    "value", "users", "accounts", "logins", "credentials", "auth", "ass", "ecret", "oken",
    "define", "554=", "925=", "securestring", "headers",
)  # fmt: skip


def markup_pairs(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Secrets in the syntaxes listed in the module's docstring."""
    lower = lowered(text)
    if not has_any(lower, _NEEDLES):
        return
    found: list[tuple[str, int, int]] = []
    if "value" in lower:
        for m in _XML_NAME_VALUE.finditer(text):
            n, g = ("n", "v") if m.group("n") is not None else ("n2", "v2")
            if _secret_name(m.group(n)) and password(m.group(g)):
                found.append(("secret-assignment", *m.span(g)))
    if "</" in text:
        for m in _XML_NAMED_TEXT.finditer(text):
            if _secret_name(m.group("n")) and password(m.group("v")):
                found.append(("secret-assignment", *m.span("v")))
    logins = ("users", "accounts", "logins", "credentials")
    for m in anchored(_LOGIN_MAP, text, lower, logins, inside_words=True):
        if password(m.group("v")):
            found.append(("secret-assignment", *m.span("v")))
    if _bare_gate(lower):
        for m in _BARE_SETTING.finditer(text):
            if password(m.group("v")):
                found.append(("secret-assignment", *m.span("v")))
    if "define" in lower:
        for m in _DEFINE.finditer(text):
            if password(m.group("v")):
                found.append(("secret-assignment", *m.span("v")))
    if ("554=" in text or "925=" in text) and _FIX_CONTEXT.search(text):
        for m in _FIX.finditer(text):
            if password(m.group("v")):
                found.append(("secret-assignment", *m.span("v")))
    if "securestring" in lower:
        for m in _SECURE_STRING.finditer(text):
            g = "q" if m.group("q") is not None else "d"
            if password(m.group(g)):
                found.append(("secret-assignment", *m.span(g)))
    if "headers" in lower:
        for m in anchored(_HEADER_LIST, text, lower, ("headers",), inside_words=True):
            at = m.start("list")
            for pair in _HEADER_PAIR.finditer(m.group("list")):
                v = pair.group("v")
                named = _CREDENTIAL_HEADER.search(pair.group("n")) is not None
                if (named and password(v)) or random_like(v):
                    found.append(("secret-assignment", at + pair.start("v"), at + pair.end("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
