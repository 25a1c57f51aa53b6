"""Judging a candidate secret value (pure): placeholders, weak example passwords, passwords
written after a password word, random-looking key material, and a strongly random token that
needs no secret word next to it.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from typing import Final

_C_LOG_C: Final = [0.0] + [c * math.log2(c) for c in range(1, 257)]


def entropy(value: str) -> float:
    """Shannon entropy in bits per character: log2(n) - sum(c log2 c) / n over the counts c."""
    if not value:
        return 0.0
    n = len(value)
    counts = Counter(value).values()
    if n > 256:
        return -sum(c / n * math.log2(c / n) for c in counts)
    return max(0.0, math.log2(n) - sum(map(_C_LOG_C.__getitem__, counts)) / n)


VENDOR_PLACEHOLDER: Final = re.compile(
    r"x{6,}|X{6,}|\*{3,}|\.{3}|…|example|placeholder|your[_\-]|redacted|<[^>]*>|\$\{|(.)\1{9,}",
    re.IGNORECASE,
)
"""A vendor-shaped match is a placeholder only when it says so (a prefix is strong evidence)."""
_PLACEHOLDER: Final = re.compile(
    r"x{4,}|X{4,}|\*{3,}|\.{3}|…|example|placeholder|your[_\-]|changeme|change_me|redacted|dummy"
    r"|sample|<[^>]*>|\{\{|\}\}|\$\{|^\$|^%\w+%$|^\[|fake|^(?:true|false|null|none|undefined"
    r"|required|optional)$|^[~./]|(.)\1{5,}|0123456|abcdef(?!\w*\d\w*[g-z])|^op://"
    r"|^(?:env|file|fd):|^[!&*@][A-Za-z_]+$|^(?:test|mock|fake|dummy|demo)[\-_]"
    r"|^ENC\[|ANSIBLE_VAULT|^vault:|^ref\+|^sops:|^[A-Za-z]:\\|^<%|^\$\("
    r"|^\d{4}-\d{2}-\d{2}(?:[T ]\d|$)|^[\w.+\-]+@[\w\-]+\.[\w.\-]+$",
    re.IGNORECASE,
)
_WEAK: Final = frozenset(
    [
        "pass",
        "passwd",
        "pwd",
        "user",
        "username",
        "foobar",
        "password",
        "password1",
        "password123",
        "passw0rd",
        "secret",
        "changeme",
        "admin",
        "root",
        "postgres",
        "guest",
        "letmein",
        "123456",
        "12345678",
        "qwerty",
        "hunter2",
        "test",
        "testing",
        "example",
        "mysql",
        "redis",
        "default",
        "tiger",
        "changeit",
    ]
)
NOT_SECRET_CONTEXT: Final = re.compile(
    r"(?i:fingerprint|thumbprint|\bkid\b|\bjwks?\b|\bgpg\b|--recv-keys|--keyserver|sha-?(?:1|256|512)|md5|checksum|\bhash|commit|public|\bpk[_.]|request\s+ids?"
    r"|cache[\s_\-]?key|uuid|(?<!\.)\bexample\b(?!\.)|format|regex|prefix|start\s+with|looks?\s+like|publishable|\bids?\b|\bsid\b"
    r"|idempotency|correlation|(?:trace|span|tenant|subscription|request)[\s_\-]?ids?\b"
    r"|not\s+(?:a\s+)?secret|not\s+sensitive|(?:safe|fine)\s+to\s+commit)"
)
PUBLIC_PREFIXES: Final = (
    "pk_test_",
    "pk_live_",
    "phc_",
    "pk-lf-",
    "pk.eyJ",
    "xpub",
    "ypub",
    "zpub",
    "tpub",
    "npub1",
)
"""Published by design (Stripe publishable keys, PostHog project keys, Langfuse public keys,
Mapbox public tokens, extended public keys of a wallet, Nostr public keys): never a credential."""
KNOWN_EXAMPLES: Final = (
    "4eC39HqLyjWDarjtT1zdp7dc",  # Stripe's documented test key (sk_test_…)
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",  # the jwt.io example token's signature
    "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",  # Hardhat account #0
    "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",  # Hardhat account #1
    "JBSWY3DPEHPK3PXP",  # the TOTP example secret of Google Authenticator's docs
    "16C7e42F292c6912E7710c838347Ae178B4a",  # GitHub's documented example token
    "correct-horse-battery-staple",  # the XKCD example passphrase
    "test test test test test test test test test test test junk",  # Hardhat's test mnemonic
)
"""Published example values that look like secrets (a doc or a test net): never a credential."""
_CODE_REFERENCE: Final = re.compile(
    r"(?:os\.environ|os\.getenv|getenv|process\.env|env\(|env\[|ENV\[|System\.getenv|secrets\.|vault"
    r"|config\.|settings\.)"
)
_PATH: Final = re.compile(r"[\w\-.]*(?:/[\w\-.]+)+")


_ASCII_LOWER: Final = frozenset("abcdefghijklmnopqrstuvwxyz")
_ASCII_UPPER: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_ASCII_DIGITS: Final = frozenset("0123456789")
_ASCII_ALNUM: Final = _ASCII_LOWER | _ASCII_UPPER | _ASCII_DIGITS


def classes(value: str) -> int:
    """How many of lower case, upper case, digits and other characters ``value`` has."""
    if value.isascii():  # the same sums by set operations
        chars = set(value)
        return (
            (not chars.isdisjoint(_ASCII_LOWER))
            + (not chars.isdisjoint(_ASCII_UPPER))
            + (not chars.isdisjoint(_ASCII_DIGITS))
            + (not chars <= _ASCII_ALNUM)
        )
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )


# ``_PLACEHOLDER`` split for speed (the same answer): its anchored branches, tried at the start
# only; its literal words, found by substring on an ASCII value; the few other branches.
_PLACEHOLDER_START: Final = re.compile(
    r"\$|%\w+%$|\[|(?:true|false|null|none|undefined|required|optional)$|[~./]|op://"
    r"|(?:env|file|fd):|[!&*@][A-Za-z_]+$|(?:test|mock|fake|dummy|demo)[\-_]"
    r"|ENC\[|vault:|ref\+|sops:|[A-Za-z]:\\|<%|\$\("
    r"|\d{4}-\d{2}-\d{2}(?:[T ]\d|$)|[\w.+\-]+@[\w\-]+\.[\w.\-]+$",
    re.IGNORECASE,
)
_PLACEHOLDER_WORDS: Final = (
    "xxxx",
    "***",
    "...",
    "example",
    "placeholder",
    "changeme",
    "change_me",
    "redacted",
    "dummy",
    "sample",
    "{{",
    "}}",
    "${",
    "fake",
    "0123456",
    "ansible_vault",
)
_REPEATED: Final = re.compile(r"(.)\1{5,}")
_PLACEHOLDER_REST: Final = re.compile(
    r"your[_\-]|<[^>]*>|(.)\1{5,}|abcdef(?!\w*\d\w*[g-z])", re.IGNORECASE
)


_B64_BLOCK: Final = re.compile(r"/(?=\S*[A-Z])(?=\S*[a-z])(?=\S*\d)[A-Za-z0-9+/]{39,}={0,2}")
"""Base64 key material (40+ characters, mixed case and digits) that happens to start with "/"."""


def _placeholder_text(v: str) -> bool:
    """``_PLACEHOLDER.search(v)``, faster on an ASCII value."""
    if not v.isascii():
        return _PLACEHOLDER.search(v) is not None
    if _PLACEHOLDER_START.match(v) is not None:
        return True
    lower = v.lower()
    if any(w in lower for w in _PLACEHOLDER_WORDS):
        return True
    if "your" in lower or "<" in v or "abcdef" in lower:
        return _PLACEHOLDER_REST.search(v) is not None
    return _REPEATED.search(lower) is not None  # (.)\1{5,}, case-insensitive on ASCII


def placeholder(value: str) -> bool:
    v = value.strip("\"'`")
    if _B64_BLOCK.fullmatch(v):
        v = v[1:]  # base64 key material may start with "/" (``/h2na…+…=`` is no path)
    return _placeholder_text(v) or v.lower() in _WEAK


def _wordish(part: str) -> bool:
    """A word (lower case, Capitalised or a short acronym) or a version/number such as v2."""
    if part.isalpha():
        return part.islower() or part.istitle() or (part.isupper() and len(part) <= 5)
    return re.fullmatch(r"v?\d{1,4}", part) is not None


_DIGEST_PREFIX: Final = re.compile(r"(?i:sha(?:1|224|256|384|512)|md5|blake2b?|h1)[:\-]")


_IDENTIFIER: Final = re.compile(
    r"(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][a-z0-9]*(?:_[A-Z][a-z0-9]*)+)"
)
"""DB_PASSWORD, db_password, Db_Password: a name; SbxRqa_AdEl4 is not one."""


def _random_part(part: str) -> bool:
    """A part of a name that is no word: 10+ characters where letters and digits interleave
    (``0rzr10z10lz2giu271rgh0aopk``), as generated bodies do."""
    if len(part) < 10:
        return False
    digits = sum(c.isdigit() for c in part)
    if digits < 2 or len(part) - digits < 2:
        return False
    return sum(a.isdigit() != b.isdigit() for a, b in itertools.pairwise(part)) >= 4


def identifier(value: str) -> bool:
    """``DB_PASSWORD``, ``db_password``: a name; ``sk_sbox_0rzr10z10lz2…`` (a random body after a
    prefix) is not one."""
    return _IDENTIFIER.fullmatch(value) is not None and not any(
        _random_part(p) for p in value.split("_")
    )


_BRAND: Final = re.compile(r"\d[A-Z][a-z]+")
"""1Password, 2Checkout: a name that starts with a digit."""


def _encodes_weak(value: str) -> bool:
    """Base64 of a placeholder or a weak example word (``cGFzc3dvcmQ=`` is "password")."""
    import base64
    import binascii

    if len(value) % 4 or not re.fullmatch(r"[A-Za-z0-9+/]+={0,2}", value):
        return False
    try:
        raw = base64.b64decode(value, validate=True).decode("ascii")
    except (binascii.Error, ValueError):
        return False
    return raw.isprintable() and placeholder(raw)


def _case_flips(value: str) -> int:
    return sum(a.islower() != b.islower() for a, b in itertools.pairwise(value))


_HUMAN_PASSWORD: Final = re.compile(
    r"(?=.*[A-Za-z]{3})(?=.*\d\d)(?=.*[^A-Za-z0-9])(?!.*\d\.\d)[!-~]{6,64}"
)
"""Letters, two digits in a row and a symbol (``Rusel.618``, ``Tavtol-6721``, ``Gorwyn288_Gor``),
and no version inside (``ubuntu-22.04``)."""


_ALGORITHM: Final = re.compile(
    r"(?i:aes|rsa|sha|chacha|xchacha|salsa|poly|3?des|ecdsa|ed25519|x25519|ed448|p-?\d|secp|argon"
    r"|scrypt|bcrypt|pbkdf|hmac|md5|crc|utf|iso|rfc|tls|ssl|gcm|cbc|ucs|latin|win|cp\d|x86|arm)"
    r"(?![a-z])"
)


def algorithm_name(value: str) -> bool:
    """A cipher, hash or encoding name (``AES-256``, ``ChaCha20-Poly1305``, ``UTF-16``)."""
    return _ALGORITHM.match(value.strip("\"'`")) is not None


def human_password(value: str) -> bool:
    """A value a password word names that reads like a password a person chose: what
    ``password_like`` accepts, or a word, digits and a symbol (``Nixwynthe.47``, ``Staging_2024``),
    which ``password_like`` takes for words joined to a version. Judged only where the name says
    password (a password flag, ``<password>``, ``the … password is``)."""
    if password_like(value):
        return True
    v = value.strip("\"'`.,;:()")
    if not _HUMAN_PASSWORD.fullmatch(v) or placeholder(v) or "://" in v:
        return False
    if v.startswith(("/", "$", "-", "%", "{", "<")) or _CODE_REFERENCE.match(v):
        return False  # a path, a variable, a flag, a template or a reference
    if _VERSION.match(v) or _FILE_PATH.fullmatch(v) or "/" in v or "=" in v:
        return False  # a version, a path, a key=value pair
    if _ALGORITHM.match(v) or _DIGEST_PREFIX.search(v):
        return False  # AES-256, ChaCha20-Poly1305, sha256-…: an algorithm or a digest
    return not re.fullmatch(
        r"[\w\-]+\.(?:md|txt|ya?ml|json|toml|ini|env|py|sh|conf|cfg|pem|key)", v
    )


def password_like(value: str) -> bool:
    """A value written after a password word that reads like a password, not a word or a path."""
    v = value.strip("\"'`.,;:()")
    if len(v) < 6 or placeholder(v) or "://" in v or v.startswith(("/", "$", "-")):
        return False  # too short, a placeholder, a URL, a path, a variable or a flag
    if _DIGEST_PREFIX.search(v) or _digest_named(v) or _BRAND.fullmatch(v) or _encodes_weak(v):
        return False  # sha256:…, a digest-named key, 1Password, base64 of "password"
    if _CODE_REFERENCE.match(v):
        return False  # read from the environment or a vault in code, not written down
    if v.isalpha():
        # Letters only: a password when the case flips like random text (zWkpAePcEJIu), not a
        # word or a CamelCase name.
        flips = sum(a.islower() != b.islower() for a, b in itertools.pairwise(v))
        return len(v) >= 10 and flips >= 5 and not placeholder(v)
    words = [p for p in re.split(r"[\-_.]", v) if p]
    if all(_wordish(p) for p in words) and len(words) <= 3:
        return False  # words joined by dashes (autocomplete="new-password", app-auth-v2)
    if "/" in v and all(p.isalpha() or len(p) <= 4 for p in re.split(r"[/_.\-]", v) if p):
        return False  # a path (secret/app/db2), not a password
    if _FILE_PATH.fullmatch(v):
        return False  # uploads/2026/12/<uuid>.png
    if v.isdigit() or identifier(v):
        return False  # a number, or an identifier such as DB_PASSWORD
    if re.fullmatch(r"[\w\-]+\.(?:md|txt|ya?ml|json|toml|ini|env|py|sh|conf|cfg|pem|key)", v):
        return False
    return classes(v) >= 2 and any(not c.isalpha() for c in v)


_HOST: Final = re.compile(
    r"[\w\-]+(?:\.[\w\-]+)*\.(?:com|net|org|io|dev|app|co|internal|local|cloud|ru|de|cn|xyz|sh)"
    r"(?::\d+)?(?:/\S*)?"
)


_HEX_DIGEST: Final = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")


def _digest_named(value: str) -> bool:
    """Words and a sha1/sha256 hex digest (``node-modules-<sha256>``): a name, not a secret."""
    if len(value) < 40:
        return False  # too short to hold a digest
    parts = [p for p in re.split(r"[_\-./:=]", value) if p]
    words = [p for p in parts if not _HEX_DIGEST.fullmatch(p)]
    return len(words) < len(parts) and bool(words) and all(p.isalpha() for p in words)


_ULID: Final = re.compile(r"0[0-7][0-9A-HJKMNP-TV-Z]{24}")
"""A ULID (time-ordered id: 48-bit timestamp then randomness, Crockford base32)."""
_FILE_PATH: Final = re.compile(r"[\w.\-]+(?:/[\w.\-]+)+\.[A-Za-z][A-Za-z0-9]{1,4}")
_VERSION: Final = re.compile(r"v?\d+(?:\.\d+){1,3}(?:[\-+.]|$)")


def version_like(value: str) -> bool:
    """A version or a dated tag (``2026.12.01-a7f3c9e``, ``v1.4.2+build``)."""
    return _VERSION.match(value) is not None


def random_like(value: str) -> bool:
    """A 16+ character value that reads like key material rather than a name or a path."""
    v = value.strip("\"'`.,;:)=")
    if len(v) < 16 or placeholder(v) or "://" in v:
        return False
    if ("." in v and _HOST.fullmatch(v)) or v.startswith(PUBLIC_PREFIXES):
        return False  # a host name or URL path, or a key that is public by design
    if (
        "/" in v
        and _PATH.fullmatch(v)
        and all(p.isalpha() or len(p) <= 3 for p in re.split(r"[_\-./]", v) if p)
    ):
        return False  # a file path made of words (templates/summary.j2)
    if _VERSION.match(v) or ("/" in v and _FILE_PATH.fullmatch(v)) or _ULID.fullmatch(v):
        return False  # a version or a dated tag (2026.12.01-a7f3c9e), a file path, a ULID
    parts = [p for p in re.split(r"[_\-./:=]", v) if p]
    if v.isalpha() and len(v) >= 16 and _case_flips(v) >= 0.35 * (len(v) - 1):
        # random letters (vwrFcHQVzDsi…) have few vowels; a CamelCase name of words has many
        vowels = sum(c in "aeiouAEIOU" for c in v)
        return vowels <= 0.28 * len(v) and entropy(v) >= 3.5
    if all(p.isalpha() for p in parts) or identifier(v):
        return False  # an identifier (MASTER_KEY_BASE64), a path or a host name made of words
    if len(parts) >= 3 and "-" in v and all(_wordish(p) for p in parts):
        return False  # a header or a name of words and a number (X-Hub-Signature-256)
    if len(parts) > 1 and sum(len(p) for p in parts if p.isalpha() and p.islower()) * 2 > len(v):
        return False  # words with a generated suffix (db-credentials-7f9c2b, api-7f9c-x2b4z)
    if _digest_named(v):
        return False  # words and a sha1/sha256 digest (node-modules-<sha256>): a cache key
    has_digit = any(c.isdigit() for c in v)
    hexish = re.fullmatch(r"[0-9a-fA-F\-]+", v) is not None
    if hexish:
        return len(v.replace("-", "")) >= 32 and entropy(v) >= 3.0
    return (has_digit or classes(v) >= 3) and classes(v) >= 2 and entropy(v) >= 3.3


_DIGEST_B64_LENGTHS: Final = frozenset({27, 43, 64, 86})


def _transitions(value: str) -> int:
    def kind(c: str) -> int:
        return 0 if c.islower() else 1 if c.isupper() else 2 if c.isdigit() else 3

    return sum(kind(a) != kind(b) for a, b in itertools.pairwise(value))


def _in_lower_runs(value: str) -> int:
    """Characters in runs of 4+ lower-case letters (words; rare in random text)."""
    return sum(len(run) for run in re.findall(r"[a-z]{4,}", value))


def _decodes_to_text(value: str) -> bool:
    """Base64 of readable text (a fixture, a JSON header) is data, not key material."""
    import base64
    import binascii

    body = value.replace("-", "+").replace("_", "/")
    body = body[: len(body) - len(body) % 4]
    try:
        raw = base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        return False
    printable = sum(32 <= b < 127 for b in raw)
    return bool(raw) and printable / len(raw) > 0.9


def strongly_random(value: str) -> bool:
    """A token random enough to be key material with no secret word next to it: 24+ characters
    mixing lower case, upper case and digits (two of each at least), high entropy, class changes
    at most characters (not a CamelCase identifier), not base64 of readable text, not an SSH
    public key blob."""
    v = value
    if len(v) < 24 or placeholder(v) or v.startswith(("AAAA", *PUBLIC_PREFIXES)):
        return False
    if len(v.rstrip("=")) in _DIGEST_B64_LENGTHS:
        return False  # the length of a base64 SHA-1/256/384/512 digest: a hash or a thumbprint
    lower = sum(c.islower() for c in v)
    upper = sum(c.isupper() for c in v)
    digits = sum(c.isdigit() for c in v)
    if lower < 2 or upper < 2 or digits < 2 or entropy(v) < 4.0:
        return False
    if _transitions(v) < 0.45 * (len(v) - 1) or _in_lower_runs(v) > 0.3 * len(v):
        return False  # words in CamelCase or snake_case, with a version number
    return not _decodes_to_text(v)


_B64_TAIL: Final = re.compile(r"[A-Za-z0-9+/_\-]{8,}={0,2}$")
_DATA_FIELD_SECRET: Final = re.compile(
    r"(?i:pass|secret|token|key|auth|cred|session|cookie|sig|priv|otp|seed)"
)
_ID_SEGMENT: Final = re.compile(r"[A-Za-z]+|\d+|[0-9a-f]{1,8}")
_SEGMENT_SPLIT: Final = re.compile(r"[\-_:./@#+ ]+")


def _decoded_text(value: str) -> str | None:
    """The UTF-8 text a base64/base64url value decodes to, when it is readable."""
    import base64
    import binascii

    m = _B64_TAIL.search(value.strip("\"'`.,;:()"))
    if m is None:
        return None
    body = m.group().rstrip("=").replace("-", "+").replace("_", "/")
    if len(body) % 4 == 1:
        return None
    try:
        text = base64.b64decode(body + "=" * (-len(body) % 4), validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    readable = sum(c.isprintable() or c in "\n\t" for c in text)
    return text if text and readable == len(text) else None


def _json_data(text: str) -> bool | None:
    """Whether decoded JSON holds data only (no secret-named field, no random value); ``None``
    when the text is no JSON."""
    import json

    try:
        doc = json.loads(text)
    except ValueError:
        return None
    stack: list[object] = [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for k, v in node.items():  # pyright: ignore[reportUnknownVariableType]
                if _DATA_FIELD_SECRET.search(str(k)):  # pyright: ignore[reportUnknownArgumentType]
                    return False
                if isinstance(v, str) and _ID_FIELD.search(str(k)):  # pyright: ignore[reportUnknownArgumentType]
                    continue  # {"uid": "<uuid>"}: an id
                stack.append(v)  # pyright: ignore[reportUnknownArgumentType]
        elif isinstance(node, list):
            stack.extend(node)  # pyright: ignore[reportUnknownArgumentType]
        elif (
            isinstance(node, str)
            and not _UUID.fullmatch(node)
            and (random_like(node) or password_like(node))
        ):
            return False
    return True


_ID_FIELD: Final = re.compile(r"(?:^|[_\-])(?i:u?uid|g?uid|id)$|[a-z]Id$")
_UUID: Final = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
)


def json_secret(encoded: str) -> bool:
    """Base64 of a JSON object that carries a secret: a field named for one with a value, or a
    value that is key material (24+ characters of three or more kinds, high entropy; a Cloudflare
    tunnel token's ``"s"``), not an id or a UUID."""
    import json

    text = _decoded_text(encoded)
    if text is None:
        return False
    try:
        doc = json.loads(text)
    except ValueError:
        return False
    stack: list[object] = [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for k, v in node.items():  # pyright: ignore[reportUnknownVariableType]
                key = str(k)  # pyright: ignore[reportUnknownArgumentType]
                if isinstance(v, str):
                    if _ID_FIELD.search(key) or _UUID.fullmatch(v) or placeholder(v):
                        continue
                    if _DATA_FIELD_SECRET.search(key) and len(v) >= 8:
                        return True
                    if len(v) >= 24 and classes(v) >= 3 and entropy(v) >= 4.0 and random_like(v):
                        return True
                else:
                    stack.append(v)  # pyright: ignore[reportUnknownArgumentType]
        elif isinstance(node, list):
            stack.extend(node)  # pyright: ignore[reportUnknownArgumentType]
    return False


def readable_data(value: str) -> bool:
    """Base64 of readable data, not a credential: JSON without a secret-named field or a random
    value (a flag cookie ``eyJ0aGVtZSI6ImRhcmsifQ==``), words (``aGVsbG8gd29ybGQ=``), or an
    identifier made of words, numbers and short hex runs (an order number ``ORD-2026-118934``,
    ``SKU-88213-BLUE-XL``). Base64 of ``user:password``, of a random token, of a password or of a
    PEM key is no data. Judged only where no secret word names the value."""
    text = _decoded_text(value)
    if text is None or "PRIVATE KEY" in text or "-----BEGIN" in text:
        return False
    stripped = text.strip()
    if stripped[:1] in ("{", "["):
        verdict = _json_data(stripped)
        if verdict is not None:
            return verdict
    tokens = [t for t in re.split(r"[\s,;]+", stripped) if t]
    if not tokens:
        return False
    for t in tokens:
        user, sep, rest = t.partition(":")
        if sep and user and password_like(rest):
            return False  # user:password
        if strongly_random(t) or (len(t) >= 20 and random_like(t)):
            return False
    if len(tokens) >= 2:
        return sum(t.strip(".,!?'\"()").isalpha() for t in tokens) * 2 >= len(tokens)
    parts = [p for p in _SEGMENT_SPLIT.split(tokens[0]) if p]
    return bool(parts) and all(
        _ID_SEGMENT.fullmatch(p) is not None
        and (not p.isalpha() or p.islower() or p.isupper() or p.istitle())
        for p in parts
    )
