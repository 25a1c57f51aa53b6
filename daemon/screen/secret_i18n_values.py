"""Whether a value after a password word of any language reads as a chosen or generated
password (pure): ``password_value`` and its parts. Split from ``secret_prose_i18n`` (session 24,
helper ``ref24b``).
"""

from __future__ import annotations

import re
from typing import Final

from .secret_i18n_skeleton import ascii_letters
from .secret_terse_logins import chosen_password
from .secret_values import human_password, placeholder, random_like
from .secret_values_shapes import VERSION

STRONG_SYMBOL: Final = re.compile(r"[!#$%&*+=@^~?]")
_WORD_RUN: Final = re.compile(r"[^\W\d_]{3,}")
_TICKET: Final = re.compile(r"[A-Z][A-Z0-9]{1,9}-\d{1,6}|[A-Za-z]+-\d+")
_MIN_LETTERS: Final = 3


def password_value(value: str, first: bool) -> bool:
    """A chosen or generated password: a symbol no name uses, both cases, a random run, or
    three words and a number (``kilimo-ibadan-9005-frne``); as the first word after the
    password word, a word and digits too (``sunflower2024``); a generated one may start with a
    symbol or a dash (``$5labPdLR4!iN…``, ``=3Pohzp+Nf…``, ``-ca94lgp8.YGn``). Not a ticket
    (``ticket-4411``), a standard
    (``ISO-27001``), a version, a host, a path, a variable, a crypt hash, a password store
    (``1Password'de``) or a placeholder."""
    v = ascii_letters(value)
    if not 8 <= len(v) <= 64 or _TICKET.fullmatch(v) or _STORE.search(v) or _CJK.search(v):
        return False  # a ticket, a store, or words of a script with no spaces (至少12位)
    if v[0] in _LEADING_SYMBOLS:
        return symbol_first(v)
    if v[0] == "-":  # "-ca94lgp8.YGn": a generated one may start with a dash, not an option's
        return v[1:2] not in "-" and "=" not in v and symbol_first(v)
    if first and human_password(v) and not VERSION.match(v):
        letters = sum(c.isalpha() for c in v)
        if letters >= _MIN_LETTERS and any(c.isdigit() for c in v) and chosen_or_plain(v):
            return True
    if not chosen_password(v):
        return False
    mixed = any(c.isupper() for c in v) and any(c.islower() for c in v)
    words = len(_WORD_RUN.findall(v)) >= _MIN_LETTERS
    return bool(STRONG_SYMBOL.search(v) or mixed or words or random_like(v))


_LEADING_SYMBOLS: Final = "$=#@?+%&*!^~"
_CJK: Final = re.compile("[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]")
_CRYPT: Final = re.compile(r"\$(?:\d[a-z]?|apr1|argon2\w*|pbkdf2[\w\-]*|scrypt|sha\d*|y|gy|md5)\$")
REFERENCE: Final = re.compile(
    r"\$(?:\{[^}]*\}|\([^)]*\)|[A-Za-z_]\w*)(?:[/.:\-\]\)}'\"`,;]\S*)?$|%\(|%[A-Za-z_]\w*%|\{\{"
)
"""A shell or template reference (``$DB_PASS``, ``${X}``, ``%(DB_PASS)s``, ``%APPDATA%``)."""
_STORE: Final = re.compile(
    r"(?i:1password|bitwarden|keepass|lastpass|dashlane|passbolt|vaultwarden|\bvault\b)"
)
_MIN_SYMBOL_FIRST: Final = 10


def symbol_first(v: str) -> bool:
    """A generated password that starts with a symbol: long, both cases and a digit; not a
    crypt hash (``$2b$12$…``), a variable (``$DB_PASS``) or a template (``%(pw)s``)."""
    if len(v) < _MIN_SYMBOL_FIRST or _CRYPT.match(v) or REFERENCE.match(v):
        return False
    return (
        any(c.isupper() for c in v)
        and any(c.islower() for c in v)
        and any(c.isdigit() for c in v)
        and not placeholder(v[1:])
    )


def chosen_or_plain(v: str) -> bool:
    """A word joined to digits with nothing else (``sunflower2024``, ``Kesä2024x``), or a chosen
    password: no e-mail address, host or path."""
    return chosen_password(v) or bool(_PLAIN.fullmatch(v))


_PLAIN: Final = re.compile(r"(?:[^\W\d_]{3,}[._\-]?){1,3}\d{2,}[^\W\d_]{0,4}")
