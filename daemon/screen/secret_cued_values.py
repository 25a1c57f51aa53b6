"""Values a cue hands over with no rule of their own (pure; session 23, helper sec23):

- a value after ``value`` behind a secret-named variable (``breaks without PLAID_SECRET; value
  <v>``, ``- name: PAI_PRIV  value: <hex>``), a fish ``set -x NAME <v>`` and a PowerShell
  ``$env:NAME = '<v>'`` whose name holds a secret part (``_HMAC``, ``_PW``, ``_PRIV``…);
- a vendor's key whose shape is its own: a Copernicus CDS/ADS key ``<uid>:<uuid>``, an NGP VAN
  key ``<app>|<uuid>|<mode>``, an Authorize.Net transaction key (16 letters and digits), a
  CiviCRM site key, an OpenWeatherMap ``appid`` (32 hex);
- a secret noun handed over by a phrase: ``needs <X API token>, use <v>``, ``<X creds/key…> is
  still <v>, use it``, ``<PAT/token/key…> of <X> — <v>``;
- a raw private scalar in hex (``private scalar (hex): <64 hex>``).

Hex and UUID values pass here only because the cue names a secret (``PLAID_SECRET``, ``transaction
key``, ``PAT``); a key id, a fingerprint, a checksum or a commit named as such never reaches them.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import lowered
from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import Needles, index_of
from .secret_values import placeholder, random_like

_UUID: Final = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

_SECRET_PART: Final = re.compile(
    r"(?:^|_)(?:SECRET|SECRETS|KEY|APIKEY|TOKEN|PASS|PASSWORD|PASSWD|PASSPHRASE|PWD|PW|PRIV"
    r"|PRIVATE|HMAC|PSK|PIN|SEED|CREDS?|CREDENTIALS)(?:_|$)"
)
"""A variable name's part that says it holds a secret (``PLAID_SECRET``, ``WEBHOOK_HMAC``)."""
_PUBLIC_PART: Final = re.compile(
    r"(?:^|_)(?:ID|IDS|PUB|PUBLIC|PUBLISHABLE|FILE|PATH|URL|URI|HOST|NAME|USER|USERNAME|VERSION"
    r"|LENGTH|LEN|SIZE|TTL|TYPE|ALG|ALGORITHM|REF|ARN|VAR|ENV|HASH|SHA|FINGERPRINT|MODE|DIR)$"
    r"|KEY_?ID|PUBLIC|PUBKEY"
)
"""Parts that say the variable holds something else (``KEY_ID``, ``TOKEN_URL``, ``PIN_LENGTH``)."""

_ENV_VALUE: Final = re.compile(
    r"\b(?P<name>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,})\b['\"]?"
    r"[ \t]*[;,:\-—]?[ \t]*\n?[ \t]*(?:-[ \t]+)?"
    r"(?:(?:it|its|the|current|prod|production|real)[ \t]+)?value[ \t]*[:=]?[ \t]*"
    r"['\"`]?(?P<v>[^\s'\"`,;]{8,})"
)
"""``PLAID_SECRET; value <v>``, ``name: PAI_PRIV  value: <v>``: a value given after its name."""
_SHELL_SET: Final = re.compile(
    r"(?:\bset[ \t]+-[A-Za-z]*[xU][A-Za-z]*[ \t]+|\$env:)(?P<name>[A-Za-z][A-Za-z0-9_]{2,60})"
    r"(?:[ \t]*=[ \t]*|[ \t]+)['\"]?(?P<v>[^\s'\"`;]{8,})"
)
"""fish ``set -x NAME <v>`` / ``set -Ux``, PowerShell ``$env:NAME = '<v>'``."""

_VENDOR_SHAPES: Final = (
    (
        ("cds", "copernicus", "ecmwf", "ads"),
        r"(?i:\b(?:cds|ads|cdsapi|copernicus|ecmwf)\b)[^\n]{0,60}?"
        r"(?<![\w:])(?P<v>\d{2,8}:" + _UUID + r")(?![\w\-])",
    ),
    (
        ("|",),
        r"(?i:\b(?:van|ngp[ \-]?van|everyaction|api[ _\-]?key)\b)[^\n]{0,80}?"
        r"(?<![\w|.\-])(?P<v>[A-Za-z][\w.\-]{1,40}\|" + _UUID + r"\|[0-9])(?![\w|])",
    ),
    (
        ("authorize",),
        r"(?i:authorize\.?net)[^\n]{0,40}?(?i:\btrans(?:action)?[ _\-]?key)\b[^\n]{0,60}?"
        r"(?:[:=]|\bis\b|\buse\b|—|->)[ \t]*['\"`]?(?P<v>[A-Za-z0-9]{16})(?![\w\-])",
    ),
    (
        ("civi",),
        r"(?i:\bcivi(?:crm)?[ _\-]?site[ _\-]?key)\b[^\n]{0,60}?(?:[:=]|\bis\b|—|->|是)[ \t]*"
        r"['\"`]?(?P<v>[A-Za-z0-9]{20,64})(?![\w\-])",
    ),
    (
        ("owm", "weather"),
        r"(?i:\b(?:owm|open[ _\-]?weather(?:map)?)[ _\-]?(?:app[ _\-]?id|api[ _\-]?key|key)\b)"
        r"[^\n]{0,60}?(?:[:=]|\bis\b|—|->)[ \t]*['\"`]?(?P<v>[0-9a-f]{32})(?![\w\-])",
    ),
)
"""Vendor keys whose shape is their own (module docstring), each behind its literal gate."""
_FROM_VENDOR_SHAPES: Final = tuple(
    (gate, FromNeedles(re.compile(pattern))) for gate, pattern in _VENDOR_SHAPES
)

_NOUN: Final = (
    r"(?:api[ \-]?(?:token|key)|access[ \-]token|(?:auth|bearer|app)[ \-]?token|pat|token"
    r"|(?:client|app|api|webhook|signing|shared)[ \-]secret|secret|transaction[ \-]key"
    r"|(?:encryption|aes(?:-\d{3})?|signing|master|private|license|licence|site)[ \-]key"
    r"|password|passphrase|creds|credentials|login|recovery[ \-]code|pin)"
)
_HANDED: Final = (
    (
        ("need", ", use"),
        r"(?i:\bneeds?[ \t]+(?:the[ \t]+|an?[ \t]+)?(?:[\w.\-]+[ \t]+){0,5}?" + _NOUN + r"\b"
        r"[ \t]*,[ \t]*use[ \t]+)['\"`]?(?P<v>[^\s'\"`,;()]{12,})",
    ),
    (
        ("is still", "use it"),
        r"(?i:\b" + _NOUN + r"\b[^\n]{0,80}?\bis[ \t]+still[ \t]+)['\"`]?"
        r"(?P<v>[^\s'\"`,;()]{8,})['\"`]?,?[ \t]+(?i:use[ \t]+it)\b",
    ),
    (
        (" of ", " for "),
        r"(?i:\b(?:pat|personal[ \t]+access[ \t]+token|api[ \t]+(?:token|key))\b[ \t]+(?:of|for)"
        r"[ \t]+[^\n:=—]{1,60}?[ \t]+(?:—|–|-{1,2}|->)[ \t]+)['\"`]?(?P<v>[^\s'\"`,;()]{16,})",
    ),
)
"""A secret noun handed over by a phrase (module docstring); each needs all its literals."""
_FROM_HANDED: Final = tuple((gate, FromNeedles(re.compile(pattern))) for gate, pattern in _HANDED)

_SCALAR: Final = re.compile(
    r"(?i:\bpriv(?:ate)?[ _\-]+(?:scalar|exponent|key[ _\-]+scalar)\b)[^\n]{0,40}?"
    r"(?:[:=]|\bis\b|->|—)[ \t]*['\"`]?(?:0x)?(?P<v>[0-9a-fA-F]{64})(?![\w\-])"
)
"""A curve's private scalar written raw in hex (``raw PAI private scalar (hex) -> <64 hex>``)."""
_FROM_SCALAR: Final = FromNeedles(_SCALAR)

_HEXISH: Final = re.compile(r"[0-9a-fA-F]{16,}|" + _UUID)


def shared_index(lower: str) -> Needles:
    """The needles' positions in ``lower``, one index for the sec23 layers of one text: the
    one every layer shares (``secret_needles.index_of``; this call's, not kept across calls)."""
    return index_of(lower)


def named_secret(name: str) -> bool:
    upper = name.upper()
    return bool(_SECRET_PART.search(upper)) and not _PUBLIC_PART.search(upper)


def valued(value: str) -> bool:
    """A value that reads as a credential, not a word, a path, a reference or a placeholder."""
    v = value.rstrip(".")
    if len(v) < 8 or placeholder(v.lstrip("!")) or v[0] in "$%{</" or "://" in v:
        return False
    if _HEXISH.fullmatch(v) or random_like(v):
        return True
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    if letters >= 3 and digits >= 2 and len(set(v)) >= 8:
        return True
    # no digit: still random when both cases change often around a symbol (``!HKszfhn_NML…``)
    uppers, lowers = sum(c.isupper() for c in v), sum(c.islower() for c in v)
    changes = sum(1 for a, b in itertools.pairwise(v) if a.isupper() != b.isupper())
    return len(v) >= 12 and uppers >= 3 and lowers >= 3 and changes >= len(v) // 3


def _handed_value(value: str) -> bool:
    v = value.rstrip(".")
    if not valued(v):
        return False
    if _HEXISH.fullmatch(v):
        return True
    uppers = sum(c.isupper() for c in v)
    digits = sum(c.isdigit() for c in v)
    return digits >= 2 or (uppers >= 3 and uppers < len(v) - 3) or not v.isalnum()


def _candidates(text: str) -> Iterator[tuple[str, re.Match[str], str]]:
    lower = lowered(text)
    index = shared_index(lower)
    at = lower.find("value")
    while at >= 0:  # the name is at most a line back: read from there, not the whole text
        m = _ENV_VALUE.search(text, max(0, at - 72), at + 200)
        if m is not None and m.start("v") > at and named_secret(m["name"]) and valued(m["v"]):
            yield "secret-env-value", m, "v"
        at = lower.find("value", at + 5)
    if "set -" in lower or "set\t-" in lower or "$env:" in lower:
        for m in _SHELL_SET.finditer(text):
            if named_secret(m["name"]) and valued(m["v"]):
                yield "secret-env-value", m, "v"
    for gate, rule in _FROM_VENDOR_SHAPES:
        if any(g in lower for g in gate):
            for m in rule.finditer(text, index):
                if not placeholder(m["v"]):
                    yield "vendor-key-shape", m, "v"
    for gate, rule in _FROM_HANDED:
        if all(g in lower for g in gate) or (gate[0] == " of " and any(g in lower for g in gate)):
            for m in rule.finditer(text, index):
                if _handed_value(m["v"]):
                    yield "handed-secret", m, "v"
    if "priv" in lower:
        for m in _FROM_SCALAR.finditer(text, index):
            if not placeholder(m["v"]) and len(set(m["v"].lower())) >= 8:
                yield "private-scalar", m, "v"


def cued_values(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The values of the module docstring, per rule in text order."""
    for rule, m, group in _candidates(text):
        start = m.start(group)
        end = start + len(m[group].rstrip("."))
        if not covered(start, end):
            yield rule, start, end
