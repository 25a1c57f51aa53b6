"""Vendor shapes and key stores without a rule of their own before session 12 (pure; probe
sec33):

- a node provider's RPC URL whose path is the key (``https://eth-mainnet.g.alchemy.com/v2/<key>``,
  ``wss://…``, QuickNode, Ankr, GetBlock);
- a key store written as base64: PKCS#12 (``MII…IBAzCC…``, version 3), Java KeyStore
  (``/u3+7Q`` = 0xFEEDFEED) or JCEKS (``zs7Ozg`` = 0xCECECECE), 64+ characters;
- an Erlang distribution cookie after ``-setcookie`` or a ``cookie`` name (``RELEASE_COOKIE``,
  ``erlang cookie``): 16+ upper-case letters that read as random;
- a Codecov upload token (a UUID) after the uploader's ``-t``/``--token`` flag;
- a TOTP seed in lower-case base32 groups of four after a TOTP/MFA/2FA/authenticator word
  (``ndfi otwd uvlx p66p ulkp pczn exkh ttmt``): six groups or more, a digit among them and few
  vowels (four-letter words have many);
- an AWS STS session token by its prefix (``FwoGZXIvYXdz…``, ``IQoJb3JpZ2luX2Vj…``: base64 of the
  token's own header), 100+ characters;
- a Postmark server or account token (a UUID) after the word Postmark and a token or key word;
- a Unity licence serial (``E3-XXXX-XXXX-XXXX-XXXX-XXXX``) on a line naming Unity or a serial;
- a wallet's recovery phrase with no name: a clause that is exactly 12, 15, 18, 21 or 24 words
  of the BIP39 list and nothing else (a sentence has function words no list holds);
- an Azure DevOps PAT by its shape: 52 characters of lower-case base32 (``[a-z2-7]``), alone or
  after a name, or the 84-character form with ``AZDO`` at column 76;
- an Elastic API key written encoded: base64 of ``<20-character id>:<22-character key>``;
- a WireGuard private or preshared key (44 base64 characters, 32 bytes) under a name that says
  private, preshared or WireGuard (``WG_PRIVATE=``, ``wg0_psk:``), never a public one;
- a vendor's admin or HMAC key under a name ending in ``admin``/``hmac``/``master`` with no
  key word (``algolia_admin``, ``ALGOLIA_ADMIN:``, ``adyen_hmac =``): hex or random, 24+;
- a URL's password with ``/``, ``+`` or ``=`` in it (``https://ci-bot:GtA/Cr/…@gerrit.…``),
  which the user-info rules end at the first ``/``.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator
from typing import Final

from .ascii_runs import has_run, run_starts
from .prefilter import matches
from .secret_bip39 import WORDS as BIP39
from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_material import FUNCTION_WORDS
from .secret_needles import has_any, index_of, lowered
from .secret_values import placeholder, random_like
from .secret_values_shapes import entropy

_RPC_URL: Final = re.compile(
    r"(?:https|wss)://(?:[a-z0-9\-]+\.(?:g\.alchemy\.com|alchemyapi\.io)/v2/"
    r"|[a-z0-9\-]+(?:\.[a-z0-9\-]+)?\.quiknode\.pro/|rpc\.ankr\.com/[a-z0-9_]+/"
    r"|go\.getblock\.io/)(?P<v>[A-Za-z0-9_\-]{24,})(?![A-Za-z0-9_\-])"
)
"""A node provider's endpoint whose path is the key (Alchemy ``/v2/<key>``, QuickNode's
``<name>.<chain>.quiknode.pro/<token>/``, Ankr's premium ``rpc.ankr.com/<chain>/<key>``,
GetBlock's ``go.getblock.io/<key>``), over HTTPS or a websocket."""
_RPC_HOSTS: Final = ("alchemy", "quiknode.pro", "rpc.ankr.com", "getblock.io")
_KEY_STORE: Final = re.compile(
    r"(?<![A-Za-z0-9+/])(?:MII[A-Za-z0-9+/]{3}IBAzCC|/u3\+7Q|zs7Ozg)[A-Za-z0-9+/]{56,}={0,2}"
)
_COOKIE: Final = re.compile(
    r"(?i:-setcookie\s+|\b(?:release_cookie|erlang[\s_\-]cookie|rabbitmq_erlang_cookie"
    r"|\.erlang\.cookie)\b[^\n.;]{0,60}?(?:\s+(?:is|=|ist|est|es|é|adalah|là)\s+|\s*[:=]\s*))"
    r"['\"`]?(?P<v>[A-Z]{16,64})(?![A-Za-z0-9])"
)

_CODECOV: Final = re.compile(
    r"(?i:\bcodecov\b[^\n|;]{0,60}?\s(?:-t|--token)[\s=]+)['\"]?"
    r"(?P<v>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w\-])"
)
_TOTP_GROUPS: Final = re.compile(
    r"(?i:\b(?:totp|otp|2fa|mfa|authenticator|setup\s+key|zwei-faktor|deux\s+facteurs"
    r"|doble\s+factor|dois\s+fatores|двухфакторн\w*|二段階|双因素|2단계))[^\n]{0,60}?"
    r"(?<![\w\-])(?P<v>[a-z2-7]{4}(?:\s[a-z2-7]{4}){5,9})(?![\w\-])"
)
_FROM_TOTP_GROUPS: Final = FromNeedles(_TOTP_GROUPS)
"""``_TOTP_GROUPS.finditer`` tried from its words' places (not every position of a memory)."""

_STS_TOKEN: Final = re.compile(
    r"(?<![A-Za-z0-9+/])(?:FwoGZXIvYXdz|IQoJb3JpZ2luX2Vj)[A-Za-z0-9+/]{88,}={0,2}(?![A-Za-z0-9+/=])"
)
_POSTMARK: Final = re.compile(
    r"(?i:\bpostmark[^\n]{0,40}?(?:token|key)\w*[^\n]{0,30}?)"
    r"(?<![\w\-])(?P<v>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w\-])"
)
_UNITY_SERIAL: Final = re.compile(
    r"(?<![\w\-])[A-Z][A-Z0-9]-(?:[A-Z0-9]{4}-){4}[A-Z0-9]{4}(?![\w\-])"
)
_PHRASE_LENGTHS: Final = frozenset({12, 15, 18, 21, 24})
_CLAUSE: Final = re.compile(r"[^\n:;,.!?()\[\]\"'`|=]+")
_LOWER_WORD: Final = re.compile(r"\S+")


_TEN_LISTED: Final = b"\x01" * (min(_PHRASE_LENGTHS) - 2)


LIST_LABEL: Final = re.compile(
    r"(?i:\b(?:words?|vocab\w*|list|lists|tags?|keywords?|topics?|categor\w+|spelling|glossary"
    r"|board|game|names|nouns|verbs|adjectives|examples?|day|theme|prompts?|wordle|puzzle|quiz"
    r"|palabras|mots|w[öo]rter|parole|palavras|слова|単語|单词|词汇)\b)"
)
"""A label that makes the words a list (``Words of the day:``, ``Spelling list:``), no wallet's."""


def _bare_phrases(text: str) -> Iterator[tuple[int, int]]:
    """Clauses that are a recovery phrase and nothing else (``Saved for X: <12 words>``), after
    no label that names a list of words. The words of such a clause but its first and last are
    whole whitespace-separated words of the text (a space on each side), ten or more in a row:
    a text whose words hold no ten list words in a row has no such clause (one pass in C)."""
    if _TEN_LISTED not in bytes(map(BIP39.__contains__, text.split())):
        return
    for c in _CLAUSE.finditer(text):
        if c.group().count(" ") < min(_PHRASE_LENGTHS) - 1:
            continue  # fewer than 12 words: no phrase (one count instead of a split)
        words = list(_LOWER_WORD.finditer(c.group()))
        if len(words) not in _PHRASE_LENGTHS:
            continue
        if all(w.group() in BIP39 for w in words) and not any(
            w.group() in FUNCTION_WORDS for w in words
        ):
            start = c.start() + words[0].start()
            line_start = text.rfind("\n", 0, start) + 1
            if LIST_LABEL.search(text, line_start, start) is None:
                yield start, c.start() + words[-1].end()


def _mixed_serial(value: str) -> bool:
    groups = value.split("-")[1:]
    return sum(any(ch.isdigit() for ch in g) for g in groups) >= 2 and any(
        ch.isalpha() for ch in "".join(groups)
    )


def _base32_groups(value: str) -> bool:
    letters = [c for c in value if c.isalpha()]
    vowels = sum(c in "aeiou" for c in letters)
    return any(c.isdigit() for c in value) and vowels <= 0.25 * len(letters)


def _random_upper(value: str) -> bool:
    vowels = sum(c in "AEIOU" for c in value)
    return vowels <= 0.3 * len(value) and entropy(value) >= 3.3


_AZURE_PAT: Final = re.compile(
    r"(?<![A-Za-z0-9_\-./+=])(?:[a-z2-7]{52}|[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4})(?![A-Za-z0-9_\-/+=])"
)
_B64_RUN: Final = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{56,60}={0,2}(?![A-Za-z0-9+/=])")
_ELASTIC_DECODED: Final = re.compile(r"[A-Za-z0-9_\-]{20}:[A-Za-z0-9_\-]{22}")
_WG_KEY: Final = re.compile(
    r"(?<![\w\-.])(?i:(?P<k>[\w\-.]*(?:priv|psk|preshared|wireguard|\bwg)[\w\-.]*(?:\s+key)?)['\"]?\s*"
    r"(?:[:=]|\bis\b)\s*['\"]?)(?P<v>[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)(?![A-Za-z0-9+/=])"
)
"""A WireGuard key under its name. A match starts where the name's run of ``[\\w\\-.]`` does (one
starting inside the run would have started at its first character, and the last match ends on
``=``, outside every run): the lookbehind finds the same matches without trying each character
of each run (what cost ~1 ms a memory)."""
_WG_VALUE_END: Final = re.compile(r"=(?<=[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)")
"""The ``=`` that ends every key ``_WG_KEY`` takes (``re`` skips to each ``=`` and looks back):
a few microseconds a memory, where the scan of ``_WG_KEY`` tries every position."""
_ADMIN_KEY: Final = re.compile(
    r"(?<![\w\-.])['\"]?(?P<k>(?:[A-Za-z][A-Za-z0-9]*[_\-.])*(?:[A-Za-z][A-Za-z0-9]*[_\-.])"
    r"(?i:admin|master|root)|(?:[A-Za-z][A-Za-z0-9]*[_\-.])*(?i:hmac))['\"]?\s*[:=]\s*['\"]?"
    r"(?P<v>[A-Za-z0-9+/_\-]{24,128}={0,2})(?![\w+/=\-])"
)
_SLASHED_PASSWORD_URL: Final = re.compile(
    r"\b[a-z][a-z0-9+.\-]{1,15}://(?P<u>[A-Za-z0-9_~%\-]{1,64}):(?P<v>[A-Za-z0-9+/=_~%!*\-]{12,128})"
    r"@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+"
)


def _slashed_password_urls(text: str) -> list[re.Match[str]]:
    """``_SLASHED_PASSWORD_URL.finditer(text)``, tried only from the 2 to 16 places before each
    ``://`` (its scheme's length): not from every position of a memory."""
    at: set[int] = set()
    i = text.find("://")
    while i != -1:
        if _USER_INFO.match(text, i + 3) is not None:  # (what every match holds after it)
            at.update(range(max(0, i - 16), i - 1))
        i = text.find("://", i + 1)
    return matches(_SLASHED_PASSWORD_URL, text, sorted(at))


_USER_INFO: Final = re.compile(
    _SLASHED_PASSWORD_URL.pattern[_SLASHED_PASSWORD_URL.pattern.index("://") + 3 :]
)
"""``_SLASHED_PASSWORD_URL`` after its ``://``: a match's scheme holds no ``:``, so its ``://`` is
the first after its start, where this matches; the places before another are not tried
(perf31)."""


_BASE32: Final = "abcdefghijklmnopqrstuvwxyz234567"
_B64: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_URL: Final = _B64 + "_-"
"""An admin key's characters: every value ``_ADMIN_KEY`` takes holds 24 of them in a row."""


def _azure_pat(value: str) -> bool:
    """Random base32: digits among the letters and few vowels (no words run together)."""
    if "AZDO" in value and len(value) == 84:
        return sum(c.isdigit() for c in value) >= 6
    digits = sum(c.isdigit() for c in value)
    vowels = sum(c in "aeiou" for c in value)
    return 4 <= digits <= 30 and vowels <= 16


def _elastic_key(value: str) -> bool:
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode()
    except (ValueError, binascii.Error):
        return False
    return _ELASTIC_DECODED.fullmatch(decoded) is not None and random_like(decoded)


def _admin_value(value: str) -> bool:
    low = value.lower()
    if all(c in "0123456789abcdef" for c in low):
        return len(value) >= 32 and len(set(low)) >= 8
    return random_like(value) and not placeholder(value)


def _shapes(text: str, low: str) -> list[tuple[str, int, int]]:
    """The Azure, Elastic, WireGuard, admin-key and slashed-URL rules of the docstring."""
    found: list[tuple[str, int, int]] = []
    if has_run(text, _BASE32, 52) or "AZDO" in text:
        for m in _AZURE_PAT.finditer(text):
            if _azure_pat(m.group()):
                found.append(("azure-devops-pat", *m.span()))
    if has_run(text, _B64, 56):
        found += [
            ("elastic-api-key", *m.span())
            for m in matches(_B64_RUN, text, run_starts(text, _B64, 56))  # (a run's start)
            if _elastic_key(m.group())
        ]
    if (
        "=" in text
        and has_any(low, ("priv", "psk", "preshared", "wireguard", "wg"))
        and _WG_VALUE_END.search(text) is not None  # a key's 43 characters, then its "="
    ):
        for m in _WG_KEY.finditer(text):
            name = m["k"].lower()
            if "pub" not in name and "key" not in name:  # a key word: the secret-word rules
                found.append(("wireguard-key", *m.span("v")))
    if has_any(low, ("admin", "master", "root", "hmac")) and has_run(text, _B64_URL, 24):
        for m in _ADMIN_KEY.finditer(text):
            if _admin_value(m["v"]):
                found.append(("admin-key", *m.span("v")))
    if "://" in text and "@" in text:
        for m in _slashed_password_urls(text):
            v = m["v"]
            if any(c in v for c in "/+=") and random_like(v.replace("/", "").replace("+", "")):
                found.append(("url-credentials", *m.span("v")))
    return found


def more_vendors(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The shapes listed in the module's docstring."""
    found: list[tuple[str, int, int]] = []
    if "://" in text and any(h in text for h in _RPC_HOSTS):
        for m in _RPC_URL.finditer(text):
            if random_like(m["v"]) or len(set(m["v"])) >= 10:
                found.append(("rpc-url-key", *m.span("v")))
    if "IBAzCC" in text or "/u3+7Q" in text or "zs7Ozg" in text:
        found += [("key-store", *m.span()) for m in _KEY_STORE.finditer(text)]
    if "ookie" in text or "OOKIE" in text:
        for m in _COOKIE.finditer(text):
            if _random_upper(m["v"]):
                found.append(("erlang-cookie", *m.span("v")))
    lower = lowered(text) if ("odecov" in text or "OTP" in text or "FA" in text) else ""
    if "codecov" in lower:
        found += [("codecov-token", *m.span("v")) for m in _CODECOV.finditer(text)]
    if lower or "otp" in text or "fa " in text or "authenticator" in text:
        for m in _FROM_TOTP_GROUPS.finditer(text, index_of(lower or lowered(text))):
            if _base32_groups(m["v"]):
                found.append(("totp-seed", *m.span("v")))
    if "FwoGZXIvYXdz" in text or "IQoJb3JpZ2luX2Vj" in text:
        found += [("aws-session-token", *m.span()) for m in _STS_TOKEN.finditer(text)]
    low = lower or lowered(text)
    if "postmark" in low:
        found += [("postmark-token", *m.span("v")) for m in _POSTMARK.finditer(text)]
    if ("unity" in low or "serial" in low) and "-" in text:
        for m in _UNITY_SERIAL.finditer(text):
            if _mixed_serial(m.group()):
                found.append(("unity-serial", *m.span()))
    if text.count(" ") >= 11:
        found += [("mnemonic", a, b) for a, b in _bare_phrases(text)]
    found += _shapes(text, low)
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
