"""Key material a sentence or a config line names in words the other layers do not read (pure):

- a salt or a pepper given in prose (``the pepper for the hashes is <v>``, ``we salt the IDs
  with <v>``, ``pseudonymisation salt = <v>``): random characters or 16+ hex digits;
- a Kerberos keytab pasted as base64 (it starts ``BQI``: format 5, version 2) where the text
  names a keytab or Kerberos;
- an ``.npmrc`` ``_auth`` (base64 of ``user:password``), Yarn's ``npmAuthIdent``, a NATS nkey
  seed (``SU…``/``SA…``/``SO…``), a self-hosted W&B key (``local-<40 hex>``);
- a half or a component of a symmetric key (``LAU key …: <hex> <hex>``, ``LMK component 2
  (custodian B, keep in the safe!): <hex groups>``), a pre-shared key in hex (``PSK (hex) <v>``);
- a value handed over as the new one (``rotated the X secret …, new value <v>``, ``new X key
  for Y → <v>``);
- random lower-case letters (24+, few vowels: ``szsfwjwnpn…``, a log shipper's token) after a
  secret word in the same line;
- a key name saying private after the secret word (``MJ_APIKEY_PRIVATE=<hex>``);
- base64 of random bytes (``/Bp42YXZ+…``) assigned to a name ending in ``secret``, ``password``,
  ``token`` or ``key`` even where it opens with ``/``.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator
from typing import Final

from .ascii_runs import has_run
from .secret_anchored import lowered
from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import index_of
from .secret_values import placeholder, random_like
from .secret_values_shapes import UUID, case_flips, entropy

_TOKEN: Final = r"['\"`]?(?P<v>[A-Za-z0-9+/_\-]{16,}={0,2})(?![\w+/=\-])"
_SALT: Final = re.compile(
    r"(?i:\b(?:salt(?:ed|ing)?|pepper)\b)[^\n.;:=!?]{0,50}?"
    r"(?:\s+(?:is|was|=|with|of)\s+|\s*[:=]\s*|\s+(?:value\s+)?)" + _TOKEN
)
_PUBLIC_SALT: Final = re.compile(
    r"(?i:\bstored\s+(?:next\s+to|with|alongside|beside|in)|\bper[\s\-](?:user|record|row|hash"
    r"|password|entry|file)|\bcolumn\b|\bexamples?\b|\bschema\b|\bdocs?\b|\bpublic\b)"
)
"""A salt kept beside each hash or shown as an example: public by design, unlike a pepper or a
de-identification salt."""
_DIGEST_BEFORE: Final = re.compile(r"(?i:(?:sha-?\d*|md5|digest|checksum|hash)\s*(?:[:=]|is)?\s*$)")
_KEYTAB: Final = re.compile(r"(?<![A-Za-z0-9+/])BQI[A-Za-z0-9+/]{37,}={0,2}(?![A-Za-z0-9+/=])")
_KERBEROS: Final = re.compile(r"(?i:keytab|kerberos|krb5|\bkdc\b)")
_NPM_IDENT: Final = re.compile(
    r"(?i:npmAuthIdent)['\"]?\s*[:=\s]\s*['\"]?[\w.\-@]{1,40}:(?P<v>[^\s'\"]{4,64})"
)
"""Yarn's ``npmAuthIdent "<user>:<password>"``."""
_NATS_SEED: Final = re.compile(r"(?<![A-Za-z0-9])S[UAONCX][A-Z2-7]{56}(?![A-Za-z0-9])")
"""A NATS nkey seed: ``S`` and the key's type (user, account, operator…), base32."""
_NAMED_NATS_SEED: Final = re.compile(r"(?<![A-Za-z0-9])S[UAONCX][A-Z0-9]{56}(?![A-Za-z0-9])")
"""A seed's shape with any digit (a hand-copied seed) where the text names NATS or an nkey."""
_WANDB_LOCAL: Final = re.compile(r"(?<![\w\-])local-[0-9a-f]{40}(?![\w\-])")
"""An API key of a self-hosted W&B server."""
_NPM_AUTH: Final = re.compile(
    r"(?<![\w\-])_auth\s*=\s*['\"]?(?P<v>[A-Za-z0-9+/]{8,}={0,2})(?![\w+/=])"
)
_NATS_CORE: Final = re.compile(r"S[UAONCX][A-Z2-7]{56}")
"""What every ``_NATS_SEED`` match holds, without the lookbehind ``re`` cannot skip to: where it
finds nothing, the rule finds nothing (a scan from each ``S`` instead of every position)."""
_KEY_HALF: Final = re.compile(
    r"(?:\b(?:LAU|LMK|ZMK|ZPK|TMK|TPK|KEK|BDK|IPEK|PSK)\b|(?i:\bkey\s+(?:halves|half|components?"
    r"|parts?)\b))[^\n:=—–→]{0,100}?(?:[:=—–→]|->|\(hex\))\s*"
    r"(?P<v>[0-9A-Fa-f]{16,64}(?:\s[0-9A-Fa-f]{16,64})?|[0-9A-Fa-f]{4}(?:\s[0-9A-Fa-f]{4}){3,15})"
    r"(?![\w\-])"
)
_FROM_KEY_HALF: Final = FromNeedles(_KEY_HALF)
"""``_KEY_HALF.finditer`` tried from its names' places (not every position of a memory)."""
_HALF_NAMED: Final = re.compile(r"key\s+(?:hal|com|par)")
"""What ``_KEY_HALF``'s ignore-case branch holds in the lower-cased text (no character but these
letters' own is matched with them ignoring case; ``re`` finds a literal start fast)."""
_KEY_HALF_NAMES: Final = ("LAU", "LMK", "ZMK", "ZPK", "TMK", "TPK", "KEK", "BDK", "IPEK", "PSK")
_NEW_VALUE: Final = re.compile(
    r"(?i:\bnew\s+(?:value|one)\b\s*(?:is\s+|[:=→]\s*|->\s*|\s)"
    r"|\bnew\s+[\w.&\-]+(?:\s+[\w.&\-]+)?\s+(?:key|token|secret|password)\b[^\n:=→]{0,40}?"
    r"(?:→|->|:|=|\bis\b)\s*)['\"`]?(?P<v>[A-Za-z0-9+/_\-]{16,}={0,2})(?![\w+/=\-])"
)
_FROM_NEW_VALUE: Final = FromNeedles(_NEW_VALUE)
"""``_NEW_VALUE.finditer`` tried from the places of ``new`` (not every position of a memory)."""
_SECRET_SENTENCE: Final = re.compile(
    r"(?i:secret|token|\bkey\b|password|credential|api[\s_\-]?key)"
)
_LOWER_RUN: Final = re.compile(r"(?<![\w\-+/.])[a-z]{24,64}(?![\w\-+/=])")
_LOWER: Final = "abcdefghijklmnopqrstuvwxyz"
"""``_LOWER_RUN``'s class: every match is 24 of them in a row (``ascii_runs``)."""
_SECRET_WORD_BEFORE: Final = re.compile(
    r"(?i:secret|token|\bkey\b|_key\b|password|passwd|\bpwd\b|credential|apikey|api_key)"
)
_PRIVATE_SUFFIX: Final = re.compile(
    r"(?i:\b[\w.\-]*(?:api_?key|token|secret|key)[_.\-]private)['\"]?\s*[:=]\s*['\"]?"
    r"(?P<v>[A-Za-z0-9_\-]{20,})(?![\w\-])"
)
"""``MJ_APIKEY_PRIVATE=<v>``: a key name that says private after the secret word."""
_PRIVATE_MARK: Final = re.compile(r"(?i:[_.\-]private)")
"""What every ``_PRIVATE_SUFFIX`` match holds (same case folding): its gate."""
_B64_ASSIGNED: Final = re.compile(
    r"(?i:[\w.\-]*(?:secret|password|token|key))['\"]?\s*[:=]\s*['\"]?"
    r"(?P<v>/[A-Za-z0-9+/]{31,}={0,2})(?![\w+/=])"
)
_B64_MARK: Final = re.compile(r"/[A-Za-z0-9+/]{31}")
"""What every ``_B64_ASSIGNED`` match holds (its value): its gate, skipped to by its ``/``."""


_COMMON_BIGRAMS: Final = frozenset(
    (
        "th", "he", "in", "er", "an", "re", "on", "at", "en", "nd", "ti", "es", "or", "te",
        "of", "ed", "is", "it", "al", "ar", "st", "to", "nt", "ng", "se", "ha", "as", "ou",
        "io", "le", "ve", "co", "me", "de", "hi", "ri", "ro", "ic", "ne", "ea", "ra", "ce",
        "li", "ch", "ll", "be", "ma", "si", "om", "ur",
    )
)  # fmt: skip
"""The fifty commonest English letter pairs: words run together hit them four times as often as
random letters do (about 7%)."""


def _lower_random(value: str) -> bool:
    """Random lower-case letters: few vowels, many distinct letters, few English letter pairs."""
    vowels = sum(c in "aeiou" for c in value)
    pairs = sum(value[i : i + 2] in _COMMON_BIGRAMS for i in range(len(value) - 1))
    return (
        vowels <= 0.36 * len(value)
        and pairs <= 0.2 * (len(value) - 1)
        and len(set(value)) >= 12
        and entropy(value) >= 3.4
        and not placeholder(value)
    )


lower_random = _lower_random
"""Public name of ``_lower_random`` for the other layers."""


def _salt_value(value: str) -> bool:
    body = value.rstrip("=")
    if placeholder(body) or UUID.fullmatch(body):
        return False
    if re.fullmatch(r"[0-9a-fA-F]{16,}", body):
        return len(set(body.lower())) >= 8
    return random_like(body) or (body.isalpha() and body.islower() and _lower_random(body))


def _npm_auth(value: str) -> bool:
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode()
    except (binascii.Error, UnicodeDecodeError):
        return False
    user, colon, password = decoded.partition(":")
    return bool(colon) and bool(user) and len(password) >= 4 and decoded.isprintable()


def _new_value(value: str) -> bool:
    if placeholder(value):
        return False
    body = value.replace("-", "")
    if UUID.fullmatch(value) or (len(body) >= 20 and re.fullmatch(r"[0-9a-fA-F]+", body)):
        return True
    return random_like(value) or (value.isalpha() and value.islower() and _lower_random(value))


def _b64_random(value: str) -> bool:
    return (
        value.count("/") <= 6
        and "//" not in value
        and any(c.isdigit() for c in value)
        and case_flips(value) >= 8
        and entropy(value) >= 4.5
    )


def named_material(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Key material as the module's docstring lists it."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    if "salt" in lower or "pepper" in lower:
        for m in _SALT.finditer(text):
            if _DIGEST_BEFORE.search(text, max(0, m.start("v") - 20), m.start("v")):
                continue
            start = text.rfind("\n", 0, m.start()) + 1
            end = text.find("\n", m.end())
            if _PUBLIC_SALT.search(text, start, end if end != -1 else len(text)):
                continue
            if _salt_value(m["v"]):
                found.append(("salt-value", *m.span("v")))
    if "BQI" in text and _KERBEROS.search(text):
        found += [("keytab-base64", *m.span()) for m in _KEYTAB.finditer(text)]
    if "uthIdent" in text:
        for m in _NPM_IDENT.finditer(text):
            if not m["v"].startswith(("$", "%", "<", "{")) and not placeholder(m["v"]):
                found.append(("npm-auth", *m.span("v")))
    if "S" in text and _NATS_CORE.search(text):
        found += [("nats-seed", *m.span()) for m in _NATS_SEED.finditer(text)]
    elif "S" in text and ("nats" in lower or "nkey" in lower):
        for m in _NAMED_NATS_SEED.finditer(text):  # a seed named NATS, its base32 miscopied
            if sum(c.isdigit() for c in m.group()) >= 4:
                found.append(("nats-seed", *m.span()))
    if "local-" in text:
        found += [("wandb-local-key", *m.span()) for m in _WANDB_LOCAL.finditer(text)]
    if "_auth" in text:
        for m in _NPM_AUTH.finditer(text):
            if _npm_auth(m["v"]):
                found.append(("npm-auth", *m.span("v")))
    halves = _HALF_NAMED.search(lower) is not None or any(w in text for w in _KEY_HALF_NAMES)
    for m in _FROM_KEY_HALF.finditer(text, index_of(lower)) if halves else ():
        body = m["v"].replace(" ", "")
        if len(set(body.lower())) >= 6 and not placeholder(body) and len(body) >= 16:
            found.append(("key-component", *m.span("v")))
    if "new" in lower:
        for m in _FROM_NEW_VALUE.finditer(text, index_of(lower)):
            start = text.rfind("\n", 0, m.start()) + 1
            if _SECRET_SENTENCE.search(text, start, m.end("v")) and _new_value(m["v"]):
                found.append(("new-secret-value", *m.span("v")))
    for m in _LOWER_RUN.finditer(text) if has_run(text, _LOWER, 24) else ():
        if not _lower_random(m.group()):
            continue
        start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - 80)
        if _SECRET_WORD_BEFORE.search(text, start, m.start()):
            found.append(("random-letters-token", *m.span()))
    if "private" in lower and _PRIVATE_MARK.search(text):
        for m in _PRIVATE_SUFFIX.finditer(text):
            v = m["v"]
            hexish = re.fullmatch(r"[0-9a-fA-F]{24,}", v) is not None
            if (hexish and len(set(v.lower())) >= 8) or random_like(v):
                found.append(("secret-assignment", *m.span("v")))
    if ("=/" in text or ": /" in text or '"/' in text) and _B64_MARK.search(text):
        for m in _B64_ASSIGNED.finditer(text):
            if _b64_random(m["v"]):
                found.append(("secret-assignment", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
