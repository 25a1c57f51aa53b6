"""Tool and device secrets of operations and industrial work the vendor rules miss (pure):

- ``net use`` with a password: the word after ``/user:<name>`` or after the share (``net use Z:
  \\\\host\\share <pw> /user:…``); ``*`` (prompt) and ``%VAR%`` stay clean;
- InfluxDB tokens after ``-t``/``--token`` of ``influx`` (86 base64 characters and ``==``, or any
  random value);
- Sentry DSNs: the old ``https://<32 hex>:<32 hex>@<host>/<project>`` form carries the project's
  secret key; a key-only DSN (``https://<32 hex>@oNNN.ingest.sentry.io/NNN``) counts too (a
  backend's ``SENTRY_DSN=``, a job's connection, a self-hosted host under a DSN's name: anyone
  holding it can flood the project with events) unless its line ships it to a client or calls
  it public (``frontend``, ``browser``, ``WebGL build``, ``public by design``, ``only allows
  sending events``: Sentry's documented reason a client-side DSN is no secret);
- MongoDB Atlas private API keys: a UUID under a ``private`` name on a line naming Atlas, or
  ``MONGODB_ATLAS_PRIVATE_KEY``;
- 128/192/256-bit keys named by their role: DLMS/COSEM ``GUEK``/``GAK``/``GBEK``/``EK``/``AK``/
  ``KEK``/HLS secrets, Zigbee network and link keys (``network_key``, ``NWK key``), LoRaWAN
  ``AppKey``/``NwkKey``/``AppSKey``/``NwkSKey`` (or ``OTAA creds``, ``LoRaWAN keys``),
  ``AES[-256] key``, ``encryption key``, ``master key`` (hex with or without ``0x``, ``:`` or
  spaces, or a list of sixteen byte values); a run (``000102…``) and the Zigbee Alliance's
  public ``ZigBeeAlliance09`` stay clean;
- device access tokens in an IoT platform's URL path (``/api/v1/<token>/telemetry``,
  ``attributes``, ``rpc``, ``claim``: ThingsBoard's HTTP and CoAP API);
- ``age`` secret keys (``AGE-SECRET-KEY-1`` + 58 characters, bech32 or not);
- private key bodies without a PEM header: PKCS#8 Ed25519/X25519/Ed448/X448
  (``MC4CAQAwBQYDK2V…``), SEC1 and PKCS#8 EC keys (``MHcCAQEE…``, ``MIGHAgEAMBMGByqGSM49…``,
  ``MIG2AgEAMBAGByqGSM49…``, an Apple ``.p8`` body ``MIGTAgEAMBMGByqGSM49…``: any EC
  PKCS#8), OpenSSH private key bodies (``b3BlbnNzaC1rZXktdjE…``), and an OpenSSH key blob
  longer than the public key it starts like (its private part follows);
- a raw 32- or 64-byte Curve25519 key named private, secret, seed or signing (hex or base64);
- the private member ``d`` of a JSON Web Key.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import at_needle_starts, lowered
from .secret_context import Covered, never
from .secret_needles import Started, has_any
from .secret_values import placeholder, random_like
from .secret_values_passwords import generated, human_password

_NET_USE: Final = (
    re.compile(
        r"(?i:\bnet\s+use\b)[^\n|&]*?\s/u(?:ser)?:\S+\s+(?P<v>[^\s/*%\"'][^\s\"']{3,63})(?=\s|$)"
    ),
    re.compile(
        r"(?i:\bnet\s+use\b)[^\n|&]*?\s\\\\[^\s]+\s+(?P<v>[^\s/*%\"'][^\s\"']{3,63})(?=\s+/)"
    ),
)
_INFLUX: Final = re.compile(
    r"\binflux\b[^\n|;&]*?\s(?:-t|--token)[\s=]+[\"']?(?P<v>[A-Za-z0-9_\-+/=]{20,})"
)
_DSN: Final = re.compile(
    r"\bhttps?://(?P<v>[0-9a-f]{32})(?::(?P<s>[0-9a-f]{32}))?@[\w.\-]+(?::\d+)?/[\w/]*\d"
)
_CLIENT_SIDE: Final = re.compile(
    r"(?i:public|publishable|[oö]ffentlich|p[uú]blic|pubblic|front[\s\-]?end|browser|client[\s\-]?side"
    r"|web\s?gl|\breact\b|\bvue\b|angular|svelte|next\.js|web\s+app|\bspa\b|bundle|tracking\s+page"
    r"|(?<![\w\-])(?<!captive\s)portal\b(?!\.)|only\s+(?:allows?|lets?|permits?|for)\s+(?:you\s+)?(?:to\s+)?(?:send|submit|report)"
    r"|\b(?:send|submit)s?\s+(?:only\s+)?events|enviar\s+eventos|inviare\s+eventi|envoyer\s+des\s+événements"
    r"|公开|公開|イベント送信|上报事件)"
)
"""Words that put a key-only DSN in a client (a browser bundle, a public page) or call it public."""
_ATLAS_PRIVATE: Final = re.compile(
    r"(?i:private[\w\s\-]{0,20}?)['\"]?\s*(?:[:=]|\s)\s*['\"]?"
    r"(?P<v>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"
)
_HEX_BYTES: Final = (
    r"(?P<v>(?:0x)?[0-9A-Fa-f]{64}|(?:0x)?[0-9A-Fa-f]{48}|(?:0x)?[0-9A-Fa-f]{32}"
    r"|[0-9A-Fa-f]{2}(?:([:\s\-])[0-9A-Fa-f]{2}){15,31})(?![0-9A-Za-z])"
)
_ROLE_KEY: Final = re.compile(
    r"(?:\b(?:GUEK|GAK|GBEK|KEK|EK|AK|NWK|NwkKey|AppKey|AppSKey|NwkSKey|NWKSKEY|APPSKEY|APPKEY)\b"
    r"|(?i:\b(?:network[_\s\-]?key|nwk[_\s]key|link[_\s\-]?key|hls[\s_\-]secret|aes(?:[\s\-]?\d{3})?"
    r"[\s_\-]key|encryption[\s_\-]key|authentication[\s_\-]key|master[\s_\-]key|unicast\s+encryption"
    r"\s+key|(?:otaa|abp|lorawan|lora)[\s_\-](?:join[\s_\-])?(?:creds?|credentials|keys?|secrets?))))"
    r"(?:\s*\([^()\n]{1,20}\))?[^\n:=]{0,40}?(?:\s*[:=]\s*|\s+(?:is\s+)?)[\"']?" + _HEX_BYTES
)
_BYTE_LIST: Final = re.compile(
    r"(?i:network[_\s]?key|nwk[_\s]?key|link[_\s]?key|app[_\s]?key)\s*[:=]\s*\[\s*(?P<v>(?:(?:0x)?"
    r"[0-9A-Fa-f]{1,3}\s*,\s*){15}(?:0x)?[0-9A-Fa-f]{1,3})\s*\]"
)
_IOT_PATH: Final = re.compile(
    r"\b(?:https?|coaps?)://[\w.\-]+(?::\d+)?/api/v1/(?P<v>[A-Za-z0-9_\-]{16,40})"
    r"/(?:telemetry|attributes|rpc|claim|firmware)\b"
)
_AGE: Final = re.compile(r"\bAGE-SECRET-KEY-1(?P<v>[0-9A-Z]{58})(?![0-9A-Za-z])")
_KEY_BODY: Final = re.compile(
    r"(?<![A-Za-z0-9+/])(?P<v>(?:MC4CAQAwBQYDK2V[uw]BCIEI|MEcCAQAwBQYDK2V[xz]BDsEO|MHcCAQEE"
    r"|MI[GH][A-Za-z0-9+/]AgEAMB[AM]GByqGSM49"
    r"|b3BlbnNzaC1rZXktdjE)[A-Za-z0-9+/]{40,}={0,2})"
)
_KEY_BODY_NEEDLES: Final = (
    "MC4CAQAw",
    "MEcCAQAw",
    "MHcCAQEE",
    "MIG",
    "MIH",
    "b3BlbnNzaC1rZXktdjE",
)
_ROLE_NEEDLES: Final = (
    "guek", "gak", "gbek", "kek", "ek", "ak", "nwk", "appkey", "appskey", "nwkskey", "network",
    "link", "hls", "aes", "encryption", "authentication", "master", "unicast", "otaa", "abp",
    "lora",
)  # fmt: skip
_SSH_BLOB: Final = re.compile(
    r"(?<![A-Za-z0-9+/])(?P<v>(?P<k>AAAAE2VjZHNhLXNoYTItbmlzdHA|AAAAC3NzaC1lZDI1NTE5)"
    r"[A-Za-z0-9+/]{60,}={0,2})"
)
_SSH_BLOB_STARTED: Final = Started(_SSH_BLOB)
_RAW_25519: Final = re.compile(
    r"(?i:\b(?:ed25519|x25519|curve25519|ed448|x448|nacl|libsodium|sodium)\b[^\n]{0,40}?"
    r"\b(?:seed|private|secret|signing|sk)\b[^\n]{0,30}?)(?<![A-Za-z0-9+/])"
    r"(?P<v>[0-9a-fA-F]{64}(?:[0-9a-fA-F]{64})?|[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/]{86}==)"
    r"(?![A-Za-z0-9+/=])"
)
_CURVE_NEEDLES: Final = (
    "ed25519",
    "x25519",
    "curve25519",
    "ed448",
    "x448",
    "nacl",
    "libsodium",
    "sodium",
)
_JWK_D: Final = re.compile(r"[\"']d[\"']\s*:\s*[\"'](?P<v>[A-Za-z0-9_\-]{32,})[\"']")
_PUBLIC_HEX: Final = frozenset(["5a6967426565416c6c69616e63653039"])  # "ZigBeeAlliance09"


def _key_hex(value: str) -> bool:
    digits = re.sub(r"[^0-9A-Fa-f]", "", value.removeprefix("0x").removeprefix("0X"))
    if digits.lower() in _PUBLIC_HEX or len(set(digits.lower())) < 6:
        return False
    return not ("0123456789abcdef" in digits.lower() or "000102030405" in digits)


def _password(value: str) -> bool:
    return not placeholder(value) and (
        human_password(value) or generated(value) or random_like(value)
    )


def _sentry(lower: str, start: int, end: int) -> bool:
    """A DSN of Sentry's: its host says so, or its name (``SENTRY_DSN=``, ``raven DSN``)."""
    before = lower[max(0, start - 40) : start]
    return "sentry" in lower[start:end] or any(w in before for w in ("sentry", "dsn", "raven"))


def iot_keys(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The shapes the module's docstring lists."""
    found: list[tuple[str, int, int]] = []
    lower = lowered(text)
    if "net use" in lower or "net  use" in lower:
        for p in _NET_USE:
            for m in p.finditer(text):
                v = m["v"]
                if _password(v) or (v.isalnum() and len(v) >= 8 and not v.isalpha()):
                    found.append(("cli-password-flag", *m.span("v")))
    if "influx" in lower:
        for m in _INFLUX.finditer(text):
            if random_like(m["v"]):
                found.append(("influxdb-token", *m.span("v")))
    if "@" in text and "://" in text:
        for m in at_needle_starts(_DSN, text, lower, ("http",)):
            if m["s"] is not None:
                found.append(("sentry-dsn", *m.span("v")))
                found.append(("sentry-dsn", *m.span("s")))
            elif _sentry(lower, m.start(), m.end()) and not _CLIENT_SIDE.search(text):
                found.append(("sentry-dsn", *m.span("v")))  # key-only, in no client's hands
    if "atlas" in lower and "private" in lower:
        for m in _ATLAS_PRIVATE.finditer(text):
            found.append(("atlas-private-key", *m.span("v")))
    for m in at_needle_starts(_ROLE_KEY, text, lower, _ROLE_NEEDLES):
        if _key_hex(m["v"]):
            found.append(("named-key-bytes", *m.span("v")))
    if "[" in text and has_any(lower, ("network", "nwk", "link", "app_key", "appkey")):
        for m in _BYTE_LIST.finditer(text):
            found.append(("named-key-bytes", *m.span("v")))
    if "/api/v1/" in text:
        for m in _IOT_PATH.finditer(text):
            v = m["v"]
            if (not v.isdigit() and (random_like(v) or (len(v) >= 20 and generated(v)))) or (
                len(v) == 20 and any(c.isdigit() for c in v) and any(c.isupper() for c in v)
            ):
                found.append(("device-token", *m.span("v")))
    if "AGE-SECRET-KEY-1" in text:
        for m in _AGE.finditer(text):
            if not placeholder(m["v"]) and len(set(m["v"])) >= 10:
                found.append(("age-secret-key", m.start(), m.end()))
    if any(n in text for n in _KEY_BODY_NEEDLES):
        for m in _KEY_BODY.finditer(text):
            found.append(("private-key-body", *m.span("v")))
    if "AAAAE2VjZHNh" in text or "AAAAC3NzaC1lZDI1NTE5" in text:
        for m in _SSH_BLOB_STARTED.finditer(text):
            public = 140 if m["k"].startswith("AAAAE2") else 68
            before = text[max(0, m.start() - 40) : m.start()]
            if len(m["v"]) > public + 8 and not re.search(r"(?:ssh-|ecdsa-)\S*\s+$", before):
                found.append(("private-key-body", *m.span("v")))
    if "25519" in lower or "448" in lower or "sodium" in lower or "nacl" in lower:
        for m in at_needle_starts(_RAW_25519, text, lower, _CURVE_NEEDLES):
            if "public" not in m.group().lower():
                found.append(("private-key-body", *m.span("v")))
    if '"kty"' in text or "'kty'" in text:
        for m in _JWK_D.finditer(text):
            found.append(("private-key-body", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
