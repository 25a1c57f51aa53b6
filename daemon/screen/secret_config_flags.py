"""Secrets passed as command flags, config directives or in token-bearing shapes (pure):

- flags: ``ssh-keygen -N '<pw>'``, ``mc alias set NAME URL USER <secret>``, ``snmp* -A/-X <pw>``,
  ``storepass``/``keypass`` (keytool, JKS), redis ``requirepass``/``masterauth``, Cisco
  ``enable secret|password`` in plain text, ``bolt://host user/<pw>``, an SNMP ``community``;
- keys: an AWS ``secret half``, ``<prefix>_<40+ random>``, Unleash ``<project>:<env>.<64 hex>``, a
  Discord webhook without its scheme, a password-reset link with a token path, ``PIN <digits>``
  after an online-banking login, hex after ``private seed``, a ``…session-id=<hex>`` cookie,
  an S3-style pair ``<20-character id> : <40-character secret>`` with no name,
  four groups of four lower-case letters after ``app password`` (a Google app password).

A password-shaped value must read as chosen or generated (``chosen_password``), a key as random.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import Needles, has_any, index_of, lowered
from .secret_terse_logins import chosen_password
from .secret_values import human_password, placeholder, random_like

_Q: Final = r"['\"]?(?P<v>[^\s'\"]{6,64})['\"]?(?=$|[\s,;)])"
_PASSWORDS: Final = tuple(
    re.compile(p)
    for p in (
        r"\bssh-keygen\b[^\n|;&]*?\s-N\s+" + _Q,
        r"\bsnmp\w*\b[^\n|;&]*?\s-[AX]\s+" + _Q,
        r"(?i:(?<![\w\-])-?(?:src|dest)?(?:storepass|keypass)(?:[ \t]*[:=][ \t]*|[ \t]+))" + _Q,
        r"(?i:\b(?:requirepass|masterauth)\s+)" + _Q,
        r"(?i:\benable\s+(?:secret|password)(?:\s+0)?(?:\s*\([^)\n]{0,60}\))?\s*:?\s+)" + _Q,
        r"(?i:\bbolt(?:\+s|\+ssc)?://\S+\s+[\w.\-]{2,30}/)" + _Q,
        r"(?i:\bcommunity(?![.\w])(?![\s\-_]*(?:ids?|identifier|uuid|slug|url|handle|page|record)\b)"
        r"(?:\s+string)?\b[^\n:=]{0,60}[:=]\s*|\bcommunity\s+(?:string\s+)?)" + _Q,
    )
)
_COMMUNITY: Final = _PASSWORDS[-1]
_NETWORK: Final = re.compile(
    r"(?i:snmp|\bv[123]c?\b|\bmibs?\b|\boids?\b|community[\s_\-]*(?:string|name)|\br[ow]\b"
    r"|read[\s\-]?(?:write|only)|switch|router|\btraps?\b|nagios|zabbix|cacti|librenms|prtg"
    r"|observium|icinga|\bnms\b|\bups\b|\bpdus?\b|printer|firewall|cisco|juniper|mikrotik|\bplcs?\b"
    r"|\bpoll|monitoring|\bdevices?\b|\bnetwork)"
)
"""What makes a ``community`` an SNMP community: a community prize pool, forum or Discord has
none."""
_MC_ALIAS: Final = re.compile(
    r"\bmc\s+(?:alias\s+set|config\s+host\s+add)\s+\S+\s+\S+\s+(?P<u>\S+)\s+" + _Q
)
_NOT_A_PASSWORD: Final = frozenset(
    {"changeit", "changeme", "public", "private", "same", "none", "minioadmin", "password"}
)
_KEYS: Final = tuple(
    re.compile(p)
    for p in (
        r"(?i:\bsecret\s+half\b[^\n]{0,80}?(?:\bis|:|=)\s+)(?P<v>[A-Za-z0-9/+]{40})(?![\w/+])",
        r"(?i:\b(?:token|key|secret)\b[^\n]{0,60}?\s)(?P<v>(?!phc_|pk_)[a-z]{2,6}_[A-Za-z0-9]{40,})\b",
        r"(?<![\w*:])(?P<v>[\w*\-]{1,40}:[\w*\-]{1,40}\.[0-9a-f]{64})(?![0-9a-f])",
        r"(?i:(?<![/\w.])(?:discord(?:app)?\.com)/api/webhooks/\d{17,20}/)(?P<v>[\w\-]{40,})",
        r"(?i:\b(?:online[\s\-]?banking|banking|onlinebanking)\b[^\n]{0,80}?\bPIN\s*[:=]?\s*)"
        r"(?P<v>\d{4,8})\b",
        r"(?i:\bprivate\s+seed\b[^\n]{0,80}?[:=]\s*)(?P<v>(?:0x)?[0-9a-fA-F]{32,128})\b",
        r"(?i:\b[\w\-]*session[_\-]?id=)(?P<v>[0-9a-fA-F]{24,})\b",
        r"(?i:\bapp[\s\-]?passwor[dt]\b[^\n]{0,100}?[:=]?\s)(?P<v>[a-z]{4}(?:\x20[a-z]{4}){3})(?![\w\-])",
    )
)
_KEY_PAIR: Final = re.compile(
    r"(?<![A-Za-z0-9/+])(?P<id>[A-Z0-9]{20})[ \t]*[:/|,][ \t]*"
    r"(?P<v>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"
)
"""An S3-style key pair without a name (``<20-character key id> : <40-character secret>``: Wasabi,
MinIO, Scaleway, any AWS-compatible store)."""
_RESET_LINK: Final = re.compile(
    r"(?i:https?://[^\s/]+/(?:[\w\-]+/){0,3}(?:password[_\-]?)?reset(?:[_\-]password)?/)"
    r"(?P<v>[^\s?#\"'<>]{12,})"
)
_NEEDLES: Final = (
    "ssh-keygen", "snmp", "pass", "masterauth", "enable", "bolt", "community", "mc ", "secret",
    "token", "key", "webhooks", "pin", "seed", "session", "reset",
)  # fmt: skip


def _password(value: str) -> bool:
    return (
        value.lower() not in _NOT_A_PASSWORD
        and not placeholder(value)
        and (chosen_password(value) or human_password(value) or random_like(value))
    )


def _reset_token(path: str) -> bool:
    """A reset link's path holds a token: a random segment, or segments of 16+ characters."""
    parts = [p for p in path.split("/") if p]
    return any(random_like(p) for p in parts) or (
        sum(len(p) for p in parts) >= 16 and any(c.isdigit() for c in path)
    )


def _key_pairs(text: str, index: Needles) -> Iterator[re.Match[str]]:
    """Unnamed S3-style pairs: the shape is the gate (no word names them)."""
    for m in _FROM_KEY_PAIR.finditer(text, index):
        key_id, v = m.group("id"), m.group("v")
        id_mixed = sum(c.isdigit() for c in key_id) >= 2 and sum(c.isalpha() for c in key_id) >= 8
        mixed_case = any(c.isupper() for c in v) and any(c.islower() for c in v)
        if id_mixed and mixed_case and random_like(v):
            yield m


_FROM_PASSWORDS: Final = tuple(FromNeedles(p) for p in _PASSWORDS)
_FROM_KEYS: Final = tuple(FromNeedles(p) for p in _KEYS)
_FROM_MC_ALIAS: Final = FromNeedles(_MC_ALIAS)
_FROM_RESET_LINK: Final = FromNeedles(_RESET_LINK)
_FROM_KEY_PAIR: Final = FromNeedles(_KEY_PAIR)


def config_flags(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Secrets in the flags, directives and shapes listed in the module's docstring."""
    lower = lowered(text)
    index = index_of(lower)  # each pattern from its needles' positions (``FromNeedles``)
    found: list[tuple[str, re.Match[str]]] = [
        ("secret-assignment", m) for m in _key_pairs(text, index)
    ]
    if has_any(lower, _NEEDLES):
        for p in _FROM_PASSWORDS:
            hits = p.finditer(text, index)
            if hits and p.pattern is _COMMUNITY and _NETWORK.search(text) is None:
                continue  # "community prize pool (receive only): <address>"
            found += (("password-flag", m) for m in hits if _password(m.group("v")))
        for m in _FROM_MC_ALIAS.finditer(text, index):
            if m.group("v") != m.group("u") and _password(m.group("v")):
                found.append(("password-flag", m))
        for p in _FROM_KEYS:
            found += (
                ("secret-assignment", m) for m in p.finditer(text, index) if not placeholder(m["v"])
            )
        for m in _FROM_RESET_LINK.finditer(text, index):
            if _reset_token(m.group("v")):
                found.append(("token-url", m))
    for rule, m in found:
        start, end = m.span("v")
        if not covered(start, end):
            yield rule, start, end
