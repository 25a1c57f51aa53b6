"""Keys and passwords handed over in shapes no other layer reads (pure; misses of rounds 43-44):

- a Twilio account SID joined to its auth token (``AC<32 hex>:<32 hex>``);
- a HubSpot private-app token (``pat-eu1-<uuid>``), a LaunchDarkly server SDK key
  (``sdk-<uuid>``), a Wave payout key (``wave_sn_prod_…``);
- a hex or random value after a key word that names a secret key (``admin key``,
  ``encryption key``, ``merchant key``, ``secret key``, ``key1=``), not after an id, a hash, a
  public or search-only key;
- a passphrase variable set to words (``GPG_PASSPHRASE=bulk census attack cycle 584``);
- a password written into a vault password file (``echo 'pw' > ~/.vault_pass.txt``);
- a secret set from the command line (``gh secret set NAME --body '<value>'``);
- an XML-RPC login call with a literal password (``common.authenticate('db', 'admin', 'pw', {})``)
  and a strong password after ``login:`` (both cases, a digit and a symbol).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import Started, lowered
from .secret_values import random_like

_UUID: Final = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_TWILIO_PAIR: Final = re.compile(
    r"(?<![\w\-])AC[0-9a-f]{32}(?:[:/]| [:/] )(?P<v>[0-9a-f]{32})(?![\w\-])"
)  # ``AC… / <token>`` spaced as well
_TWILIO_PAIR_STARTED: Final = Started(_TWILIO_PAIR)
_HUBSPOT: Final = re.compile(rf"(?<![\w\-])pat-(?:na|eu|ap)\d-{_UUID}(?![\w\-])")
_LAUNCHDARKLY: Final = re.compile(rf"(?<![\w\-])sdk-{_UUID}(?![\w\-])")
_WAVE: Final = re.compile(r"(?<![\w\-])wave_[a-z]{2,3}_(?:prod|live)_[A-Za-z0-9_\-]{24,}")
_SECRET_KEY: Final = re.compile(
    r"(?i:\b(?:admin|encryption|master|secret|private|merchant|write|server)[\s_\-]+key\b"
    r"|\bkey[12]\b)"
)
_FROM_SECRET_KEY: Final = FromNeedles(_SECRET_KEY)
"""``_SECRET_KEY.finditer`` tried from its words' places (not every position of a memory)."""
_NOT_SECRET: Final = re.compile(
    r"(?i:\bids?\b|identifier|hash\w*|fingerprint|checksum|digest|public|search[\s\-]only"
    r"|publishable|example|dummy|fake|sample|placeholder|build|commit|sha\d*\b|kid\b"
    r"|\bvault\b|1password|bitwarden|lastpass|keychain|\bkms\b|\bstored\b|lives\s+in|\bpath\b)"
)
_VALUE: Final = re.compile(
    r"(?<![\w\-/])[\"'`]?(?P<v>[A-Za-z0-9+/@#!%^&*_\-][A-Za-z0-9+/@#!$%^&*=_\-.]{11,79})"
)
_ASIDE: Final = re.compile(r"\([^()]*\)")
_WORD: Final = re.compile(r"[A-Z]?[a-z]{3,}")
_HEX: Final = re.compile(r"[0-9a-f]{24,64}")
_PASSPHRASE_VAR: Final = re.compile(
    r"\b[A-Z][A-Z0-9_]*PASSPHRASE\s*=\s*['\"]?(?P<v>[a-z]+(?:[ \-][a-z0-9]+){3,9})['\"]?"
    r"(?=\s*(?:$|#|\n))"
)
_VAULT_FILE: Final = re.compile(
    r"\becho\s+(?:-n\s+)?(?P<q>['\"]?)(?P<v>[^\s'\"$`]{6,64})(?P=q)\s*>>?\s*\S*"
    r"(?:vault[_\-.]?pass\w*|\.pgpass|pass(?:word)?[_\-.]?file|\.?password\w*)"
)
_GH_SECRET: Final = re.compile(
    r"\bsecret\s+set\s+[A-Za-z_][\w\-]*\b[^\n]{0,80}?(?:--body|-b)[\s=]+(?P<q>['\"])"
    r"(?P<v>[^'\"$\n][^'\"\n]{7,127})(?P=q)"
)
_RPC_LOGIN: Final = re.compile(
    r"\bauthenticate\(\s*['\"][^'\"]*['\"]\s*,\s*['\"][^'\"]*['\"]\s*,\s*['\"](?P<v>[^'\"]{6,64})['\"]"
)
_LOGIN_STRONG: Final = re.compile(
    r"(?i:\blogin\s*[:=]\s*)[\"'`]?(?P<v>[^\s\"'`,;]{8,64}?)[\"'`]?(?=$|[\s,;]|[.!?](?:\s|$))"
)


def _strong(v: str) -> bool:
    return (
        any(c.isupper() for c in v)
        and any(c.islower() for c in v)
        and any(c.isdigit() for c in v)
        and any(c in "!@#$%^&*+=?~" for c in v)
    )


def _keys(text: str, lower: str) -> Iterator[tuple[int, int]]:
    for m in _FROM_SECRET_KEY.alone(text, lower):
        window = text[m.end() : m.end() + 70]
        if _NOT_SECRET.search(text, max(0, m.start() - 24), m.end()):
            continue
        for v in _VALUE.finditer(window):
            gap = _ASIDE.sub(" ", window[: v.start()])
            if _NOT_SECRET.search(gap) or "\n" in gap:
                break
            value = v["v"].rstrip(".")
            if "/" in value and any(_WORD.fullmatch(p) for p in value.split("/")):
                break  # Mobile/FirebaseServerKey2024: a path of words, where the key is kept
            if _HEX.fullmatch(value) or (
                len(value) >= 16 and random_like(value) and any(c.isdigit() for c in value)
            ):
                start = m.end() + v.start("v")
                yield start, start + len(value)
                break
            if len(value) >= 14 and _strong(value) and "." not in value:
                start = m.end() + v.start("v")
                yield start, start + len(value)
                break


def handed_keys(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The shapes listed in the module's docstring."""
    found: list[tuple[str, int, int]] = []
    if "AC" in text:
        found += [("twilio-token", *m.span("v")) for m in _TWILIO_PAIR_STARTED.finditer(text)]
    if "pat-" in text:
        found += [("hubspot-token", *m.span()) for m in _HUBSPOT.finditer(text)]
    if "sdk-" in text:
        found += [("launchdarkly-key", *m.span()) for m in _LAUNCHDARKLY.finditer(text)]
    if "wave_" in text:
        found += [("wave-key", *m.span()) for m in _WAVE.finditer(text)]
    low = lowered(text)
    if "key" in low:
        found += [("secret-assignment", a, b) for a, b in _keys(text, low)]
    if "PASSPHRASE" in text:
        found += [("passphrase-in-prose", *m.span("v")) for m in _PASSPHRASE_VAR.finditer(text)]
    if "echo" in text and "pass" in low:
        found += [("password-file", *m.span("v")) for m in _VAULT_FILE.finditer(text)]
    if "secret set" in text:
        found += [("cli-secret", *m.span("v")) for m in _GH_SECRET.finditer(text)]
    if "authenticate(" in text:
        found += [("rpc-login", *m.span("v")) for m in _RPC_LOGIN.finditer(text)]
    if "login" in low:
        for m in _LOGIN_STRONG.finditer(text):
            if _strong(m["v"]) and "." not in m["v"] and "/" not in m["v"]:
                found.append(("password-in-prose", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
