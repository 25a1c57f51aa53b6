"""What a candidate secret value is made of (pure): entropy, character classes, and the shapes
of names that are no secret (identifiers, versions, file paths, host names, digest-named keys,
ULIDs, code references).
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from functools import cache
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


CODE_REFERENCE: Final = re.compile(
    r"(?:os\.environ|os\.getenv|getenv|process\.env|env\(|env\[|ENV\[|System\.getenv|secrets\.|vault"
    r"|config\.|settings\.)"
)
PATH: Final = re.compile(r"[\w\-.]*(?:/[\w\-.]+)+")


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


def wordish(part: str) -> bool:
    """A word (lower case, Capitalised or a short acronym) or a version/number such as v2."""
    if part.isalpha():
        return part.islower() or part.istitle() or (part.isupper() and len(part) <= 5)
    return re.fullmatch(r"v?\d{1,4}", part) is not None


DIGEST_PREFIX: Final = re.compile(r"(?i:sha(?:1|224|256|384|512)|md5|blake2b?|h1)[:\-]")


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


def case_flips(value: str) -> int:
    return sum(a.islower() != b.islower() for a, b in itertools.pairwise(value))


@cache
def _capitalised(least: int, vowel: bool) -> re.Pattern[str]:
    return re.compile(r"[A-Z]" + (r"(?=[a-z]*[aeiouy])" if vowel else "") + f"[a-z]{{{least},}}")


def capitalised_letters(value: str, least: int = 3, vowel: bool = False) -> int:
    """The letters of the capitalised words in ``value``: a capital and ``least`` lower-case
    letters or more (with ``vowel``, one of them a vowel: ``passwordMinLength``). Random letters
    (``tZptSgtY``) make few; when they cover more than half a value, it is a name of words
    (``TrustedDevice2FAMiddleware``, ``SameSite=Lax``), not random text."""
    return sum(map(len, _capitalised(least, vowel).findall(value)))


HOST: Final = re.compile(
    r"[\w\-]+(?:\.[\w\-]+)*\.(?:com|net|org|io|dev|app|co|internal|local|cloud|ru|de|cn|xyz|sh)"
    r"(?::\d+)?(?:/\S*)?"
)


_HEX_DIGEST: Final = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")


def digest_named(value: str) -> bool:
    """Words and a sha1/sha256 hex digest (``node-modules-<sha256>``): a name, not a secret."""
    if len(value) < 40:
        return False  # too short to hold a digest
    parts = [p for p in re.split(r"[_\-./:=]", value) if p]
    words = [p for p in parts if not _HEX_DIGEST.fullmatch(p)]
    if len(parts) == 2 and words == parts[:1] and _KEY_PREFIX.fullmatch(words[0]):
        return False  # vs-<40 hex>: a vendor's key prefix, not a word naming a digest
    return len(words) < len(parts) and bool(words) and all(p.isalpha() for p in words)


_KEY_PREFIX: Final = re.compile(
    r"(?!(?:sha|md|git|rev|ref|pr|mr|ci|cd|tag|id|gh|v|ver|img|app)$)[a-z]{2,3}"
)
"""Two or three lower-case letters before a digest: a vendor's key prefix (``vs-``), unless the
letters name the digest or what it identifies (``sha-``, ``git-``, ``pr-``, ``ci-``, ``tag-``)."""


ULID: Final = re.compile(r"0[0-7][0-9A-HJKMNP-TV-Z]{24}")
"""A ULID (time-ordered id: 48-bit timestamp then randomness, Crockford base32)."""
FILE_PATH: Final = re.compile(r"[\w.\-]+(?:/[\w.\-]+)+\.[A-Za-z][A-Za-z0-9]{1,4}")
VERSION: Final = re.compile(r"v?\d+(?:\.\d+){1,3}(?:[\-+.]|$)")


def version_like(value: str) -> bool:
    """A version or a dated tag (``2026.12.01-a7f3c9e``, ``v1.4.2+build``)."""
    return VERSION.match(value) is not None


UUID: Final = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
"""A UUID (8-4-4-4-12 hex digits, either case)."""
_NAMED_JUST_BEFORE: Final = re.compile(
    r"(?i:key|token|secret|pass(?:word|wd)?|pat|auth|credentials?|apikey)s?[\"'`]?\s*(?:[:=]|is)?"
    r"\s*[\"'`]?$"
)


def bare_uuid(before: str, value: str, after: str) -> bool:
    """A UUID (8-4-4-4-12 hex) that no secret name sits right next to: an id. A UUID is a
    credential when a secret word names it just before (``--key <uuid>``, ``HEROKU_API_KEY=``,
    ``old key <uuid>``) or in the clause after (``<uuid> — that's the API key``); a secret word
    further off (``[auth] session <uuid> expired``, ``api key rotated for tenant=<uuid>``) does
    not make it one."""
    if UUID.fullmatch(value) is None:
        return False
    return not (_NAMED_JUST_BEFORE.search(before[-24:]) or _SECRET_AFTER.search(after[:48]))


_SECRET_AFTER: Final = re.compile(
    r"(?i:\b(?:api[\s_\-]?key|token|secret|password|credential|auth[\s_\-]?key)s?\b)"
)
