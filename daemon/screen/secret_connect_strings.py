"""Passwords inside connect strings and device settings the URL rules miss (pure), by class:

- an Oracle connect string ``user/password@host[:port]/service`` (EZConnect, ``sqlplus``,
  ``CERNER_DB=v500/<pw>@db01.example.org:1521/PROD``), with a port or a dotted host so that
  ``owner/repo@v4`` stays a GitHub action;
- a password in a URL's query under a short name next to a user's (InfluxDB 1.x's
  ``/query?u=<user>&p=<pw>``, ``?user=…&pwd=…``, ``?login=…&pass=…``);
- a Go MySQL driver DSN ``user:password@tcp(host:3306)/db`` (also ``@unix(…)``), no scheme;
- SNMPv3 pass phrases: ``authPass <pw> privPass <pw>`` (and ``authPassphrase``, ``privKey``,
  ``auth-password``), ``createUser <user> SHA <pw> AES <pw>`` of snmpd.conf.

The value must read as a password (``secret_terse_logins.chosen_password``) or key material.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .prefilter import matches
from .secret_context import Covered, never
from .secret_needles import Started, lowered
from .secret_said_values import carried_password
from .secret_terse_logins import chosen_password
from .secret_values import placeholder, random_like

_ORACLE: Final = re.compile(
    r"(?<![\w/.\-@])[A-Za-z][\w$#]{0,29}/(?P<v>[^\s/@'\"`]{6,64})@"
    r"(?:[A-Za-z0-9][\w\-]*(?:\.[\w\-]+)+(?::\d{2,5})?|[A-Za-z0-9][\w\-]*:\d{2,5})"
    r"/[A-Za-z][\w.$#]*"
)
_ORACLE_CORE: Final = re.compile(r"/[^\s/@'\"`]{6,64}@")
"""The ``/<pw>@`` every ``_ORACLE`` match holds: its ``/`` is the first after the match's start
(``[\\w$#]`` holds none), and no two of them overlap (one ``/`` opens each, none inside)."""


def _oracle(text: str) -> list[re.Match[str]]:
    """``_ORACLE.finditer(text)``, tried only from the 30 places before each ``/<pw>@`` (a user
    of 1 to 30 characters then its ``/``): ``re`` skips to a ``/`` instead of trying a name at
    every position."""
    at: set[int] = set()
    for core in _ORACLE_CORE.finditer(text):
        at.update(range(max(0, core.start() - 30), core.start()))
    return matches(_ORACLE, text, sorted(at))


_GO_MYSQL: Final = re.compile(
    r"(?<![\w/.\-@:])[A-Za-z_][\w.\-]{0,31}:(?P<v>[^\s'\"`]{4,128}?)@(?:tcp6?|unix)\("
)
_QUERY_PASSWORD: Final = re.compile(r"(?i:[?&](?:p|pw|pwd|pass|passwd)=)(?P<v>[^&\s#'\"`]{6,128})")
_QUERY_USER: Final = re.compile(r"(?i:[?&](?:u|user|username|login|usr)=[^&\s#]+)")
_SNMP_PASS: Final = re.compile(
    r"(?i:\b(?:auth|priv)[\-_ ]?(?:pass(?:word|phrase)?|key)\b\s*[:=]?\s*)"
    r"['\"]?(?P<v>[^\s'\",;]{6,64})"
)
_SNMP_PASS_STARTED: Final = Started(_SNMP_PASS)
_SNMP_CREATE: Final = re.compile(
    r"\bcreateUser\s+(?:-e\s+\S+\s+)?\S+\s+(?:MD5|SHA[\w\-]*)\s+['\"]?(?P<v>[^\s'\"]{6,64})"
    r"(?:['\"]?\s+(?:DES|AES[\w\-]*)\s+['\"]?(?P<w>[^\s'\"]{6,64}))?"
)


def _password(value: str) -> bool:
    if value.startswith("%") and not value[1:3].isalnum():
        return False
    v = value.lstrip("%")
    return not placeholder(v) and (chosen_password(v) or random_like(v) or carried_password(v))


def connect_strings(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The passwords of the module's docstring."""
    found: list[tuple[str, int, int]] = []
    if "@" in text and "/" in text:
        found += [("oracle-connect-string", *m.span("v")) for m in _oracle(text)]
    if "@tcp(" in text or "@unix(" in text or "@tcp6(" in text:
        found += [("go-mysql-dsn", *m.span("v")) for m in _GO_MYSQL.finditer(text)]
    if "=" in text and ("?" in text or "&" in text) and _QUERY_USER.search(text):
        found += [("url-query-password", *m.span("v")) for m in _QUERY_PASSWORD.finditer(text)]
    lower = lowered(text)
    if "auth" in lower or "priv" in lower:
        found += [("snmp-pass-phrase", *m.span("v")) for m in _SNMP_PASS_STARTED.finditer(text)]
    if "createUser" in text:
        for m in _SNMP_CREATE.finditer(text):
            found.append(("snmp-pass-phrase", *m.span("v")))
            if m.group("w"):
                found.append(("snmp-pass-phrase", *m.span("w")))
    for rule, start, end in found:
        if not covered(start, end) and _password(text[start:end]):
            yield rule, start, end
