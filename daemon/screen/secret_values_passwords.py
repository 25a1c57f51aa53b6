"""Passwords among candidate values (pure): a value after a password word that reads like a
password (``password_like``), one a person chose (``human_password``), and cipher or hash names
that are none.
"""

from __future__ import annotations

import re
from typing import Final

from .secret_values_placeholders import placeholder, variable
from .secret_values_shapes import (
    CODE_REFERENCE,
    DIGEST_PREFIX,
    FILE_PATH,
    VERSION,
    capitalised_letters,
    case_flips,
    classes,
    digest_named,
    identifier,
    wordish,
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
    if not raw.isprintable():
        return False
    parts = raw.split(":")
    return placeholder(raw) or (
        len(parts) == 2 and all(placeholder(p) or p.lower() in _EXAMPLE_WORDS for p in parts)
    )


_EXAMPLE_WORDS: Final = frozenset(
    {"user", "username", "pass", "password", "admin", "root", "foo", "bar", "test", "secret"}
)
"""The words of a textbook ``user:pass`` (``dXNlcjpwYXNz``) a note encodes to show Basic auth."""


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


_COMPOUND: Final = re.compile(r"\d+(?:[.,]\d+)?-[a-z]+")
"""A number and a word joined (``15-minute``, ``3-day``): an adjective, no password."""
_DOTTED_REFERENCE: Final = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*){2,}(?:[\[(]|$)")
"""A dotted name of three parts or more (``data.vault_generic_secret.db.data[…]``): code."""
_DASH_LED: Final = re.compile(r"-(?=\S*\d)(?=\S*[A-Za-z])[A-Za-z0-9][^\s=:/,]{9,}")
"""A dash, then ten characters or more with a digit and a letter and no ``=``/``:``/``/``:
not a flag (``-storepass``, ``-Dkey=v``, ``-XX:+UseG1GC``, ``-Xmx4096m``)."""


def _generated_tail(rest: str) -> bool:
    """What follows the dash reads as generated: its first part 8+ characters, digits among
    letters in two places at least, both cases or six digits (``KcsTzkTBxd3rZ9kVy9f5y``, not
    ``J-Xmx2048m``, ``javaagent1234567``, ``e2e-tests-chrome42``)."""
    head = re.split(r"[\-_.]", rest, maxsplit=1)[0]
    if len(head) < 8 or len(re.findall(r"\d+", rest)) < 2 or not password_like(rest):
        return False
    mixed = any(c.isupper() for c in rest) and any(c.islower() for c in rest)
    return mixed or sum(c.isdigit() for c in rest) >= 6


def _random_dots(value: str) -> bool:
    """Parts of random letters joined by dots (``WsPste.DPC.oQd``): a password, not a dotted
    reference (``config.db.password``); random letters flip case inside a part and have few
    vowels."""
    parts = value.split(".")
    letters = "".join(parts)
    if not letters.isalpha() or not any(case_flips(p) >= 3 for p in parts):
        return False
    return sum(c in "aeiouAEIOU" for c in letters) * 4 <= len(letters)


_TERRAFORM_REFERENCE: Final = re.compile(r"(?:var|local|module|data|each)\.[A-Za-z_][\w.]*")
"""A Terraform reference (``var.db_master_password``, ``local.admin_pw``): no value."""


def algorithm_name(value: str) -> bool:
    """A cipher, hash or encoding name (``AES-256``, ``ChaCha20-Poly1305``, ``UTF-16``)."""
    return _ALGORITHM.match(value.strip("\"'`")) is not None


_KDF: Final = re.compile(
    r"(?i:argon2(?:id|i|d)?|bcrypt|scrypt|yescrypt|pbkdf2(?:[-_](?:hmac[-_])?sha-?\d+)?"
    r"|sha-?(?:256|512)[-_]?crypt|md5[-_]?crypt)(?:\(.*|[-_]?v?\d{0,2}[,;:.)]*)"
)
"""A password-hashing function's name, maybe with its parameters (``argon2id``, ``scrypt(N=…``):
how passwords are stored, not a password (fp35)."""


def kdf_name(value: str) -> bool:
    """Whether a value is the name of a password-hashing function (``argon2id``, ``bcrypt``)."""
    return _KDF.fullmatch(value.strip("\"'`")) is not None


def human_password(value: str) -> bool:
    """A value a password word names that reads like a password a person chose: what
    ``password_like`` accepts, or a word, digits and a symbol (``Nixwynthe.47``, ``Staging_2024``),
    which ``password_like`` takes for words joined to a version. Judged only where the name says
    password (a password flag, ``<password>``, ``the … password is``)."""
    bare = value.strip("\"'`.,;:()")
    if _COMPOUND.fullmatch(bare) or (_DOTTED_REFERENCE.match(bare) and not _random_dots(bare)):
        return False  # 15-minute, 2-factor: a number and a word; data.vault….data[: a reference
    if _DASH_LED.fullmatch(bare) and _generated_tail(bare[1:]):
        return True  # -KcsTzkTBxd3rZ9kVy9f5y: a generated password opening with a dash (sec28)
    if _TERRAFORM_REFERENCE.fullmatch(bare):
        return False  # 15-minute, 2-factor: a number and a word; data.vault….data[: a reference
    if password_like(value):
        return True
    v = value.strip("\"'`.,;:()")
    if not _HUMAN_PASSWORD.fullmatch(v) or placeholder(v) or "://" in v:
        return False
    if v.startswith(("/", "-", "%", "{", "<")) or variable(v) or CODE_REFERENCE.match(v):
        return False  # a path, a variable, a flag, a template or a reference
    if VERSION.match(v) or FILE_PATH.fullmatch(v) or "/" in v or "=" in v:
        return False  # a version, a path, a key=value pair
    if _ALGORITHM.match(v) or DIGEST_PREFIX.search(v):
        return False  # AES-256, ChaCha20-Poly1305, sha256-…: an algorithm or a digest
    return not re.fullmatch(
        r"[\w\-]+\.(?:md|txt|ya?ml|json|toml|ini|env|py|sh|conf|cfg|pem|key)", v
    )


def password_like(value: str) -> bool:
    """A value written after a password word that reads like a password, not a word or a path."""
    v = value.strip("\"'`.,;:()")
    if len(v) < 6 or placeholder(v) or "://" in v or v.startswith(("/", "-")) or variable(v):
        return False  # too short, a placeholder, a URL, a path, a variable or a flag
    if DIGEST_PREFIX.search(v) or digest_named(v) or _BRAND.fullmatch(v) or _encodes_weak(v):
        return False  # sha256:…, a digest-named key, 1Password, base64 of "password"
    if CODE_REFERENCE.match(v):
        return False  # read from the environment or a vault in code, not written down
    if v.isalpha():
        # Letters only: a password when the case flips like random text (zWkpAePcEJIu), not a
        # word or a CamelCase name.
        flips = case_flips(v)
        vowels = sum(c in "aeiouAEIOU" for c in v)
        random = vowels * 3 <= len(v) and capitalised_letters(v, least=2, vowel=True) * 2 <= len(v)
        return (
            (len(v) >= 10 and flips >= 5)
            or flips >= 6
            or (random and len(v) >= 8 and flips >= 5)  # KhTlOWpa (a VNC's eight)
            or (random and len(v) >= 10 and flips >= 4 and vowels * 4 <= len(v))  # satNhKVMrde
        ) and not placeholder(v)
    words = [p for p in re.split(r"[\-_.]", v) if p]
    if all(wordish(p) for p in words) and len(words) <= 3:
        return False  # words joined by dashes (autocomplete="new-password", app-auth-v2)
    if "/" in v and all(p.isalpha() or len(p) <= 4 for p in re.split(r"[/_.\-]", v) if p):
        return False  # a path (secret/app/db2), not a password
    if FILE_PATH.fullmatch(v):
        return False  # uploads/2026/12/<uuid>.png
    if v.isdigit() or identifier(v):
        return False  # a number, or an identifier such as DB_PASSWORD
    if re.fullmatch(r"[\w\-]+\.(?:md|txt|ya?ml|json|toml|ini|env|py|sh|conf|cfg|pem|key)", v):
        return False
    return classes(v) >= 2 and any(not c.isalpha() for c in v)


_CAMEL: Final = re.compile(r"(?:[A-Z]?[a-z]+)+(?:[A-Z][a-z]+)*|[A-Z]+[a-z]{0,2}")


def generated(value: str) -> bool:
    """A random password the chosen-password judges refuse: one that opens with a symbol
    (``~Q.bThTURzXRnb``, ``-P0np7ZgO1^c!tMz``: no flag or path has these) or letters of both
    cases in no word's pattern (``CXmDPQSEGf``)."""
    v = value.rstrip(".,;:)")
    if len(v) < 10 or len(v) > 64 or variable(v):
        return False
    tilde = v[0] == "~" and v[1] != "/"  # "~" opens a home path only before "/"
    if placeholder(v[1:] if tilde else v):
        return False
    if any(c in v for c in "/(){}<>=") or v.startswith(("~/", "--", "${", "$(", "%")):
        return False
    if v.isalpha():
        upper = sum(c.isupper() for c in v)
        lower = sum(c.islower() for c in v)
        return upper >= 2 and lower >= 2 and case_flips(v) >= 3 and _CAMEL.fullmatch(v) is None
    if v[0] not in "~-^!*#&@+?":
        return False
    rest = v[1:]
    kinds = (
        any(c.isupper() for c in rest)
        + any(c.islower() for c in rest)
        + any(c.isdigit() for c in rest)
        + any(not c.isalnum() for c in rest)
    )
    return kinds >= 3 and (v[0] != "-" or any(c in rest for c in "!#$%^&*~+?@"))
