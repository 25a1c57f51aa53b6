"""Passwords in the admin syntaxes of database, network and mainframe tools (pure):

- a MySQL/MariaDB client's password glued to ``-p`` in quotes (``mariadb -u x -p'<pw>'``);
- ``lftp -u <user>,<pw>``, ``signtool … /p <pw>``, ``--basic_auth=<user>:<pw>``,
  ``db2 connect to <db> user <u> using <pw>``;
- ``poetry config http-basic.<repo> <user> <pw>``; ``password for <e-mail address>: <pw>``;
- ``hdbuserstore [-i] SET <key> <host:port[@db]> <user> <pw>`` with a passphrase of words too;
- SNMP communities: ``snmp* … -c <community>``, ``rocommunity``/``rwcommunity <c>``,
  ``snmp-server community <c>``, ``SNMP community …: <c>`` (``public``/``private`` are defaults);
- RACF/TSO: ``PASSWORD(<pw>)``, ``PHRASE('<phrase>')`` of ``ALTUSER``/``ADDUSER``, a terminal
  macro typing a user then a password (``String("<user>") Tab() String("<pw>")``), a
  ``saprouttab`` entry's route password;
- a product or a console and a login written ``<user> / <pw>`` (``OpenClinica sysadmin /
  <pw>``), a BMC's or a machine's admin login (``iDRAC root for <host>: <pw>``), an
  administrator's name glued to a password (``opensearch admin:<pw>``).

Values must read as a password (``secret_cli_pairs.password``: chosen or generated, not a
reference or a placeholder), a passphrase of three or more words with a digit, or a random mix of
both cases; mainframe passwords (up to eight upper-case letters and digits) need a digit.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import anchored, lowered
from .secret_cli_pairs import password
from .secret_context import Covered, never
from .secret_needles import has_any
from .secret_values import placeholder
from .secret_values_placeholders import variable
from .secret_values_shapes import case_flips

_QV: Final = r"(?:'(?P<q>[^'\n]{4,64})'|\"(?P<d>[^\"\n]{4,64})\"|(?P<v>[^\s'\",;]{4,64}))"
_SEG: Final = r"[^\n|;&]"
_PASSWORD_RULES: Final = (
    (
        # reg add …\Winlogon /v DefaultPassword /t REG_SZ /d <pw>: a registry value named a password
        re.compile(
            r"(?i:\breg(?:\.exe)?\s+add\s+[^\n|;&]{0,200}?/v\s+[\"']?\w*(?:password|passwd|pwd)\w*[\"']?"
            r"\s+(?:/t\s+\w+\s+)?/d\s+)" + _QV
        ),
        ("reg",),
    ),
    (
        re.compile(
            r"(?i:\b(?:mysql\w*|mariadb[\w\-]*)\b)" + _SEG + r"{0,80}?[ \t]-p"
            r"(?:'(?P<q>[^'\n]{4,64})'|\"(?P<d>[^\"\n]{4,64})\")"
        ),
        ("mysql", "mariadb"),
    ),
    (
        re.compile(r"(?i:\bpoetry\s+config\s+http-basic\.[\w.\-]+\s+[^\s'\"]+\s+)" + _QV),
        ("poetry",),
    ),
    (
        re.compile(r"(?i:\bpass(?:word|wd)?\s+(?:for|of)\s+[\w.+\-]+@[\w.\-]+\s*[:=]\s*)" + _QV),
        ("pass",),
    ),
    (re.compile(r"\blftp\b" + _SEG + r"{0,60}?[ \t]-u[ \t]+[^\s,'\"]{1,40}," + _QV), ("lftp",)),
    (re.compile(r"(?i:\bsigntool\b)" + _SEG + r"{0,120}?[ \t]/p[ \t]+" + _QV), ("signtool",)),
    (re.compile(r"--basic[_\-]auth[= ][^\s:,'\"]{1,40}:" + _QV), ("--basic",)),
    (
        re.compile(r"(?i:\bconnect\s+to\s+\S+\s+user\s+\S+\s+using\s+)" + _QV),
        ("connect",),
    ),
    (
        re.compile(
            r"(?i:\bhdbuserstore(?:\s+-\w+(?:\s+(?!set\b)[^\s\-]\S*)?)*\s+set\s+\S+\s+[\w.\-]+:\d+(?:@\w+)?\s+\S+\s+)"
            + _QV
        ),
        ("hdbuserstore",),
    ),
)
"""Each pattern with the (lower-cased) needles its matches start with."""
_COMMUNITY_RULES: Final = (
    (
        re.compile(r"\b(?:check_)?snmp\w*\b" + _SEG + r"{0,60}?[ \t]-[cC][ \t]+" + _QV),
        ("snmp", "check_snmp"),
    ),
    (re.compile(r"\b(?:ro|rw)community6?[ \t]+" + _QV), ("rocommunity", "rwcommunity")),
    (re.compile(r"(?i:\bsnmp-server\s+community\s+)" + _QV), ("snmp-server",)),
    (
        re.compile(
            r"(?i:\bsnmp(?:[\s\-]?v[123]c?)?\s+(?:read|write|ro|rw|read-only|read-write)?\s*community"
            r"(?:\s+string)?(?:\s*\((?:ro|rw|read[\s\-]?only|read[\s\-]?write|read|write)\))?"
            r"(?:\s+(?:for|of|on|at|in)\s+[^\n:=]{1,60}?)?\s*(?:[:=]|\s+is\s+"
            r"|,?\s+(?:the\s+)?(?:new\s+)?(?:value|one)\s+(?:is\s+)?|\s+(?=[^\s'\",;]*\d))\s*)"
            + _QV
        ),
        ("snmp",),
    ),
    (
        # SNMP_RW_COMMUNITY=…, snmp_ro_community: "…": a setting named for the community
        re.compile(
            r"(?i:\b[a-z0-9_]*snmp(?:[a-z0-9_]*community[a-z0-9_]*|_?r[wo])[\"']?[ \t]*[:=][ \t]*)"
            + _QV  # (or only its access: ``SNMP_RW=``)
        ),
        ("snmp",),
    ),
)
_DEFAULT_COMMUNITIES: Final = frozenset(["public", "private", "community", "secret"])
_MAINFRAME: Final = re.compile(
    r"\b(?:ALTUSER|ADDUSER|ALU|AU|PASSWORD)\b[^\n]{0,60}?\b"
    r"(?:PASSWORD|PASSWD|NEWPASS)\((?P<v>[A-Za-z0-9@#$]{4,8})\)"
    r"|\b(?:ALTUSER|ADDUSER|ALU|AU)\b[^\n]{0,60}?\bPHRASE\('(?P<q>[^'\n]{9,100})'\)"
)
_MAINFRAME_LOGON: Final = re.compile(
    r"(?i:\b(?:tso|logon|racf|mainframe|z/os|cics)\b)[^\n]{0,40}?[:\s]\s*[A-Z0-9@#$]{2,8}"
    r"\s+/\s+(?P<v>[A-Z0-9@#$]{4,8})(?![\w@#$])"
)
"""``TSO logon …: <USER> / <PASSWORD>``: an upper-case user id and password of a mainframe."""
_MACRO: Final = re.compile(
    r"\bString\(\"[^\"\n]{1,40}\"\)\s*(?:Tab\(\)|Newline\(\))\s*String\(\"(?P<d>[^\"\n]{4,64})\"\)"
)
_SAPROUTE: Final = re.compile(
    r"(?m:(?:^|:\s*)\b[PKS]\s+[\w.*\-]+\s+[\w.*\-]+\s+(?:\d{1,5}|\*)\s+(?P<v>[^\s'\"]{6,64}))"
)
_BRAND_USER: Final = re.compile(
    r"(?<![\w\-])(?:[A-Z][a-z]+[A-Z][\w]*|[A-Z][A-Za-z]*\d[A-Za-z\d]*|[A-Z]{2,}[a-z]*"
    r"|[A-Z][a-z]{2,})(?:\s+[A-Za-z][\w\-]{1,20}){0,2}[ \t]+[A-Za-z_][\w.\-]{1,30}$"
)
_SYMBOL: Final = re.compile(r"[!#$%&*+=@^~?]")
"""A symbol no product, model or dataset name carries (``R2024b``, ``Val2017`` have none)."""
_PAIR_PASSWORD: Final = re.compile(r" /[ \t]+" + _QV + r"(?=$|[\s,;)])")
"""``<Product> [role] <user> / <pw>``: a capitalised name opens the login (the text before
`` / `` is read backwards from it)."""
_MACHINE_ADMIN: Final = re.compile(
    r"(?i:\b(?:root|admin|administrator|sysadmin|superuser|sa|ADMIN|USERID)"
    r"(?:\s+(?:login|account|pass(?:word)?|pw))?\s+(?:for|on|of|@)\s+(?:[\w.\-]+\s+){0,5}[\w.\-]+"
    r"(?:\s*\([^()\n:=]{1,40}\))?\s*[:=]\s*)" + _QV
)
"""``iDRAC root for <host>: <pw>``, ``Local Administrator on the gate PCs (LAPS is broken): <pw>``:
an administrator account of machines named in a few words (an aside after them), then its
password."""
_DIGEST: Final = re.compile(r"[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9A-F]{40}|[0-9A-F]{64}")
"""A digest's hex (``Merkle root of the release: e7ca…``): a hash, not an administrator's
password."""
_ADMIN_GLUED: Final = re.compile(
    r"(?<![\w.\-/@:])(?:admin|root|elastic|sa|sysadmin|superuser|administrator|postgres|manager"
    r"|operator|kibana|rabbitmq|guest|svc[_\-][\w\-]{2,30})[:](?P<v>[^\s:@/\"'`,;]{8,64})(?=$|[\s,;)])"
)
"""``admin:<pw>``: an administrator's name glued to a password."""
_MAINFRAME_NEEDLES: Final = ("tso", "logon", "racf", "mainframe", "z/os", "cics")
_MACHINE_NEEDLES: Final = ("root", "admin", "sysadmin", "superuser", "sa ", "userid")
_ADMIN_NEEDLES: Final = (
    "root", "admin", "administrator", "sysadmin", "superuser", "sa", "userid", "elastic",
    "postgres", "manager", "operator", "kibana", "rabbitmq", "guest", "svc",
)  # fmt: skip


def _value(m: re.Match[str]) -> tuple[int, int] | None:
    for g in ("q", "d", "v"):
        if g in m.re.groupindex and m.group(g) is not None:
            return m.span(g)
    return None


def _passphrase(value: str) -> bool:
    """Three or more words joined by ``-``, ``_`` or ``.``, with a digit
    (``thistle-quill-willow-46``)."""
    parts = re.split(r"[\-_.]", value)
    words = [p for p in parts if p.isalpha() and len(p) >= 3]
    return len(words) >= 3 and any(c.isdigit() for c in value) and not placeholder(value)


def _mixed_letters(value: str) -> bool:
    """Letters of both cases in no word's pattern (``naagvaVYBRXrUc``)."""
    return (
        len(value) >= 10
        and value.isalpha()
        and case_flips(value) >= 3
        and not value.istitle()
        and not placeholder(value)
    )


def _secret(value: str) -> bool:
    if variable(value) or value.startswith(("$", "%", "<", "{")):
        return False
    return password(value) or _passphrase(value) or _mixed_letters(value)


def secret_value(value: str) -> bool:
    """A password, a passphrase of words with a digit, or random letters of both cases (the
    judge of this module's logins, shared with ``secret_devices``)."""
    return _secret(value)


def _community(value: str) -> bool:
    if value.lower() in _DEFAULT_COMMUNITIES or variable(value) or value.startswith("$"):
        return False
    if placeholder(value) or value.startswith("-"):
        return False
    inner_capital = any(c.isupper() for c in value[1:]) and any(c.islower() for c in value)
    if len(value) >= 8 and value.isalpha() and inner_capital:
        return True  # textehtcpLFVtq: letters only, but mixed case inside (no word is)
    return _secret(value) or (
        len(value) >= 8 and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    )


def _mainframe(value: str) -> bool:
    return value.upper() == value and any(c.isdigit() for c in value) and not placeholder(value)


def admin_logins(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Passwords in the syntaxes the module's docstring lists."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    for p, needles in _PASSWORD_RULES:
        if not has_any(lower, needles):
            continue
        for m in anchored(p, text, lower, needles):
            span = _value(m)
            if span is not None and _secret(text[span[0] : span[1]]):
                found.append(("cli-password-flag", *span))
    if "community" in lower or "snmp" in lower:
        for p, needles in _COMMUNITY_RULES:
            if not has_any(lower, needles):
                continue
            for m in anchored(p, text, lower, needles):
                span = _value(m)
                if span is not None and _community(text[span[0] : span[1]]):
                    found.append(("snmp-community", *span))
    if "PASSWORD(" in text or "PASSWD(" in text or "NEWPASS(" in text or "PHRASE(" in text:
        for m in _MAINFRAME.finditer(text):
            if m["v"] is not None and _mainframe(m["v"]):
                found.append(("mainframe-password", *m.span("v")))
            elif m["q"] is not None and _secret(m["q"].replace(" ", "-")):
                found.append(("mainframe-password", *m.span("q")))
    if " / " in text and has_any(lower, _MAINFRAME_NEEDLES):
        for m in anchored(_MAINFRAME_LOGON, text, lower, _MAINFRAME_NEEDLES):
            if _mainframe(m["v"]):
                found.append(("mainframe-password", *m.span("v")))
    if "String(" in text:
        for m in _MACRO.finditer(text):
            if _secret(m["d"]) or _mainframe(m["d"]):
                found.append(("terminal-macro-password", *m.span("d")))
    if "saprout" in lower:
        for m in _SAPROUTE.finditer(text):
            if _secret(m["v"]):
                found.append(("saprouter-password", *m.span("v")))
    at = text.find(" / ")
    while at != -1:
        m = _PAIR_PASSWORD.match(text, at)
        span = _value(m) if m is not None else None
        if span is not None:
            v = text[span[0] : span[1]]
            line_start = text.rfind("\n", 0, at) + 1
            if (
                password(v)
                and any(c.isdigit() for c in v)
                and _SYMBOL.search(v) is not None
                and "/" not in v
                and _BRAND_USER.search(text, max(line_start, at - 90), at)
            ):
                found.append(("login-pair", *span))
        at = text.find(" / ", at + 3)
    if ":" in text and any(n + ":" in lower for n in _ADMIN_NEEDLES):
        for m in anchored(_ADMIN_GLUED, text, lower, _ADMIN_NEEDLES):
            v = m["v"]
            if password(v) and any(c.isdigit() for c in v):
                found.append(("login-pair", *m.span("v")))
    if ("=" in text or ":" in text) and has_any(lower, _MACHINE_NEEDLES):
        for m in anchored(_MACHINE_ADMIN, text, lower, _MACHINE_NEEDLES):
            span = _value(m)
            if (
                span is not None
                and _secret(text[span[0] : span[1]])
                and not _DIGEST.fullmatch(text, *span)
            ):
                found.append(("machine-admin-password", *span))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
