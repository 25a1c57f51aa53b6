"""App keys and passwords whose label a generic rule reads, but whose value sits after a gap,
an aside or a name it does not know (pure; session 30, helper sec30b):

- a Google app password (16 lower-case letters, maybe in fours) after a mail password's name
  (``SMTP_PASSWORD=xgnmxnxekterqmym (Google app pw for bookings@)``);
- a vendor's API token or app secret told in prose with an aside before ``is`` (``the Wise
  Business API token (full access) used for payouts is <uuid>``, ``the Pusher app secret (app
  1728831) for live bids is <20 hex>``): a UUID or 16-64 hex digits of letters and digits; an
  aside naming an id, a public or a publishable key is no secret;
- an app certificate in hex under an env name (``AGORA_APP_CERT=<32 hex>``): a certificate
  name holds a public PEM elsewhere, but 32 hex digits under ``*_APP_CERT`` are a signing secret;
- a Wi-Fi key after the German ``Schlüssel`` on a WLAN line (``WLAN Lager: HV-Depot /
  Schlüssel Bonded_250VtOs?``): a value of three character classes (a door's ``Schlüssel liegt
  im Büro`` is no value);
- an Android keystore's ``storePassword``/``keyPassword`` with no connector (``storePassword
  Crate%0387odjOS?, keyAlias gavel``): three character classes, no variable or property;
- a prefixed secret (``fd-sec-<hex>``, ``acme_secret_<hex>``) after a secret's name;
- a TOTP seed in base32 after ``TOTP``/``OTP``/``2FA``/``MFA`` ``seed``/``secret``/``key``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import index_of, lowered
from .secret_values_shapes import classes

_APP_PASSWORD: Final = re.compile(
    r"(?i:\b[A-Z_]*(?:SMTP|MAIL|GMAIL|GOOGLE)[A-Z_]*?_?(?:PASSWORD|PASS|PWD)\s*[:=]\s*)['\"]?"
    r"(?P<v>[a-z]{4}(?: ?[a-z]{4}){3})['\"]?(?![\w\-.@])"
)
_TOLD_TOKEN: Final = re.compile(
    r"(?i:\b(?:api|app|access|secret|auth|integration)[\s\-]+(?:token|secret|key)\b"
    r"(?P<gap>[^\n.;:=]{0,90}?)\s+(?:is|was)\s+)['\"`]?"
    r"(?P<v>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    r"|[0-9a-f]{16,64})['\"`]?(?![\w\-])"
)
_PUBLIC_ASIDE: Final = re.compile(r"(?i:\b(?:id|ids|public|publishable|example|sample|fake)\b)")
_APP_CERT: Final = re.compile(
    r"\b[A-Z][A-Z0-9_]*_APP_CERT(?:IFICATE)?\s*[:=]\s*['\"]?(?P<v>[0-9a-fA-F]{32})['\"]?(?![\w\-])"
)
_WIFI_KEY: Final = re.compile(
    r"(?i:\b(?:wlan|wi-?fi|wpa2?)\b[^\n]{0,60}?(?<![\w\-])(?:wlan-|netzwerk)?schlüssel"
    r"\s*[:=]?\s*)['\"`]?(?P<v>[^\s'\"`]{8,63})(?=['\"`]?(?:\s|$))"
)
_STORE_PASSWORD: Final = re.compile(
    r"\b(?:storePassword|keyPassword|storePass|keyPass|keystorePassword)\b\s*[:=]?\s*['\"]?"
    r"(?P<v>[^\s,'\"]{6,64})(?=['\"]?(?:[\s,;)]|$))"
)
_PREFIXED_SECRET: Final = re.compile(
    r"(?i:\b(?:secret|key|token)\b[^\n.;]{0,60}?(?<![\w\-]))"
    r"(?P<v>[a-z0-9]{2,8}[\-_](?:sec|secret|sk)[\-_][0-9a-zA-Z]{24,128})(?![\w\-])"
)
_TOTP_SEED: Final = re.compile(
    r"(?i:\b(?:totp|otp|2fa|mfa|authenticator)[\s\-]+(?:seed|secret|key)\b"
    r"[^\n.;:=]{0,60}?(?:\s*[:=]\s*|\s+is\s+|\s+))(?P<v>[A-Z2-7]{16,64})(?![\w\-])"
)
_NOT_REAL: Final = re.compile(r"(?i:\b(?:examples?|samples?|tests?|demo|dummy|fake|placeholder)\b)")
"""A word before the value on its line that calls it a stand-in (``Sample TOTP secret …``)."""
_VARIABLE: Final = ("$", "{", "(", "[", "getenv", "property", "properties")


def _mixed_hex(value: str) -> bool:
    v = value.replace("-", "")
    return len(set(v)) >= 6 and any(c.isdigit() for c in v) and any(c.isalpha() for c in v)


_APP_PASSWORD_GATED: Final = FromNeedles(_APP_PASSWORD)
_TOLD_TOKEN_GATED: Final = FromNeedles(_TOLD_TOKEN)
_APP_CERT_GATED: Final = FromNeedles(_APP_CERT)
_WIFI_KEY_GATED: Final = FromNeedles(_WIFI_KEY)
_STORE_PASSWORD_GATED: Final = FromNeedles(_STORE_PASSWORD)
_PREFIXED_SECRET_GATED: Final = FromNeedles(_PREFIXED_SECRET)
_TOTP_SEED_GATED: Final = FromNeedles(_TOTP_SEED)
"""Each pattern tried only from its needles' places, or not at all when its tail finds nothing
(``secret_gate.FromNeedles``; a whole-memory scan costs up to ~0.1 ms each, perf31)."""


def _candidates(text: str, lower: str) -> Iterator[tuple[str, re.Match[str]]]:
    index = index_of(lower)
    if "pass" in lower or "pwd" in lower:
        for m in _APP_PASSWORD_GATED.finditer(text, index):
            v = m["v"].replace(" ", "")
            if len(set(v)) >= 8 and not any(w in v for w in ("password", "example", "your")):
                yield "app-password", m
    if "token" in lower or "secret" in lower or " key" in lower:
        for m in _TOLD_TOKEN_GATED.finditer(text, index):
            if _PUBLIC_ASIDE.search(m["gap"]) is None and _mixed_hex(m["v"]):
                yield "told-app-token", m
    if "_app_cert" in lower:
        for m in _APP_CERT_GATED.finditer(text, index):
            if _mixed_hex(m["v"]):
                yield "app-certificate", m
    if "schlüssel" in lower:
        for m in _WIFI_KEY_GATED.finditer(text, index):
            if classes(m["v"]) >= 3:
                yield "wifi-key", m
    if "storepass" in lower or "keypass" in lower:
        for m in _STORE_PASSWORD_GATED.finditer(text, index):
            v = m["v"]
            if classes(v) >= 3 and not any(w in v.lower() for w in _VARIABLE):
                yield "keystore-password", m
    if "-sec-" in lower or "_sec_" in lower or "secret_" in lower or "-sk-" in lower:
        for m in _PREFIXED_SECRET_GATED.finditer(text, index):
            if any(c.isdigit() for c in m["v"]):
                yield "prefixed-secret", m
    if "otp" in lower or "2fa" in lower or "mfa" in lower or "authenticator" in lower:
        for m in _TOTP_SEED_GATED.finditer(text, index):
            if len(set(m["v"])) >= 8:
                yield "totp-seed", m


def labelled_app_keys(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The keys and passwords of the module docstring."""
    for rule, m in _candidates(text, lowered(text)):
        start, end = m.span("v")
        line_start = text.rfind("\n", 0, start) + 1
        if not covered(start, end) and _NOT_REAL.search(text, line_start, start) is None:
            yield rule, start, end
