"""Random-looking values (pure): key material after a secret word (``random_like``) and a token
random enough to need no secret word next to it (``strongly_random``).
"""

from __future__ import annotations

import itertools
import re
from typing import Final

from .secret_values_placeholders import PUBLIC_PREFIXES, placeholder
from .secret_values_shapes import (
    FILE_PATH,
    HOST,
    PATH,
    ULID,
    VERSION,
    capitalised_letters,
    case_flips,
    classes,
    digest_named,
    entropy,
    identifier,
    wordish,
)


def _random_letters(v: str) -> bool:
    """Random letters (vwrFcHQVzDsi…) have few vowels; a CamelCase name of words has many."""
    vowels = sum(c in "aeiouAEIOU" for c in v)
    return vowels <= 0.28 * len(v) and entropy(v) >= 3.5


def _random_part(part: str) -> bool:
    """Sixteen random letters or more in one part of a value (``yoDMQqfnvpJBAHBJtAUdnow…``):
    no word of a path or a name flips case this often with so few vowels."""
    return (
        len(part) >= 16
        and part.isalpha()
        and case_flips(part) >= 0.25 * (len(part) - 1)
        and capitalised_letters(part) * 2 <= len(part)
        and max(map(len, _LOWER_RUN.findall(part)), default=0) <= 6  # not passwordMinLength
        and _random_letters(part)
    )


_LOWER_RUN: Final = re.compile(r"[a-z]+")


def random_like(value: str) -> bool:
    """A 16+ character value that reads like key material rather than a name or a path."""
    v = value.strip("\"'`.,;:)=")
    if len(v) < 16 or "://" in v:
        return False
    # perf31: the placeholder test last (most values are names or paths, and it costs a third)
    return _shaped_random(v) and not placeholder(v)


def _shaped_random(v: str) -> bool:
    """``random_like`` of a stripped value of 16+ characters, placeholders aside."""
    if ("." in v and HOST.fullmatch(v)) or v.startswith(PUBLIC_PREFIXES):
        return False  # a host name or URL path, or a key that is public by design
    if (
        "/" in v
        and PATH.fullmatch(v.rstrip("*"))
        and all(p.strip("*").isalpha() or len(p) <= 3 for p in re.split(r"[_\-./]", v) if p)
        and not any(_random_part(p) for p in v.split("/"))
    ):
        return False  # a file path made of words (templates/summary.j2, Auth/Passkey*)
    if VERSION.match(v) or ("/" in v and FILE_PATH.fullmatch(v)) or ULID.fullmatch(v):
        return False  # a version or a dated tag (2026.12.01-a7f3c9e), a file path, a ULID
    parts = [p for p in re.split(r"[_\-./:=]", v) if p]
    if not parts:
        return False  # marks only (a rule, a separator line)
    if v.isalpha() and len(v) >= 16 and case_flips(v) >= 0.35 * (len(v) - 1):
        return _random_letters(v)
    if v.isalpha() and v.isupper() and v.isascii() and len(v) >= 16:
        return _random_letters(v)  # an Erlang cookie, a base32 TOTP seed without digits
    tail = parts[-1]
    if (
        len(parts) == 2
        and len(parts[0]) <= 6
        and len(tail) >= 16
        and tail.isalpha()
        and case_flips(tail) >= 0.35 * (len(tail) - 1)
    ):
        return _random_letters(tail)  # a short prefix and random letters (md-lfmHZ…)
    if capitalised_letters(v) * 2 > len(v) and re.fullmatch(r"[A-Za-z0-9_]+", v):
        return False  # a CamelCase name of words and a number (TrustedDevice2FAMiddleware)
    if (all(p.isalpha() for p in parts) and not any(map(_random_part, parts))) or identifier(v):
        return False  # an identifier (MASTER_KEY_BASE64), a path or a host name made of words
    if len(parts) >= 3 and "-" in v and all(wordish(p) for p in parts):
        return False  # a header or a name of words and a number (X-Hub-Signature-256)
    if len(parts) > 1 and sum(len(p) for p in parts if p.isalpha() and p.islower()) * 2 > len(v):
        return False  # words with a generated suffix (db-credentials-7f9c2b, api-7f9c-x2b4z)
    if digest_named(v):
        return False  # words and a sha1/sha256 digest (node-modules-<sha256>): a cache key
    if any(map(_random_part, parts)):
        return True  # sixteen random letters or more (an AWS secret key without a digit)
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
    """Base64 of readable text (a fixture, a JSON header) or of short text fields in a binary
    framing (protobuf: tag and length bytes below 0x20, no byte above 0x7f) is data, not key
    material."""
    import base64
    import binascii

    body = value.replace("-", "+").replace("_", "/")
    body = body[: len(body) - len(body) % 4]
    try:
        raw = base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        return False
    printable = sum(32 <= b < 127 for b in raw)
    if not raw:
        return False
    if len(raw) >= 12 and max(raw) < 0x80 and printable / len(raw) >= 0.6:
        return True  # protobuf or another framing of short text fields: no random byte is this low
    return printable / len(raw) > 0.9


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
