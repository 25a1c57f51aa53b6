"""A password after a login, credentials or user word (pure): the one reader of that shape, for
the three layers that each held a version of it (merged by session 24's helper ``ref24b``). It
finds where a value stands; each layer keeps its own test of whether the value reads as a
password, so the findings are those of the three readers it replaces:

- ``after_login``: a password shaped like one (``Lawine.2618gM``: a capitalised word, a mark,
  three to six digits, a tail) after a login or password word of any language on the same line,
  with or without a colon (``iDRAC root password on the box <pw>``, ``inlog backend: <pw>``,
  ``login em_admin/<pw>``); ``secret_login_tails``, session 23 helper sec23b;
- ``login_pairs``: a ``user:password`` pair right after ``creds``/``credentials``/``login``
  (``radar creds admin:<pw>``); ``secret_prose_orders``, session 23 helper sec23;
- ``with_password``: ``… with password <pw>`` in English, whose name before the value may read
  as a user's (``the fallback user … is ops with password <pw>``); ``secret_prose_i18n``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_gate import FromNeedles
from .secret_needles import Needles, Started, has_any

_SHAPED: Final = (
    r"(?<![\w$@#*&.!%+\-])(?P<v>[A-Z][a-z]{2,15}[$@#*&.!%+_\-]\d{3,6}[A-Za-z][A-Za-z0-9]{0,9}"
    r"[$@#*&!%+~^]?)"  # (a closing mark: ``Custody%3010Sren9+``)
    r"(?![\w$@#*&!%+\-])"
)
"""``Word<mark><digits><tail>``: how people (and password policies) build passwords."""
_LOGIN_WORDS: Final = (
    r"(?i:\b(?:login|log-in|logon|inlog|password|passwort|passwd|pwd|pw|kennwort|wachtwoord"
    r"|credenziali|credentials|creds|clave|contrase[ñn]a|senha|lösen|lösenord|salasana|hasło"
    r"|heslo|parola|account|svc|mot[ \t]de[ \t]passe|conn|hopen|كلمة[ \t](?:ال)?(?:سر|مرور))\b)"
)
_AFTER_LOGIN: Final = re.compile(_LOGIN_WORDS + r"[^\n]{0,80}?" + _SHAPED)
_PAIR: Final = re.compile(
    r"(?i:\b(?:creds|credentials|login|logins)\b)[ \t]*[:=]?[ \t]+"
    r"[A-Za-z][\w.\-]{1,31}:(?P<v>[^\s:/'\"`]{6,64})(?![\w:@/])"
)
_WITH: Final = re.compile(
    r"(?i:\b(?:with|using|and|plus)\s+(?:the\s+|a\s+)?(?:password|passphrase|passcode|pw|pwd)"
    r"\s*[:=]?\s+)[\"'`]?(?P<v>[^\s\"'`,;()]{8,64}?)[\"'`]?(?=$|[\s,;)]|[.!?](?:\s|$))"
)
_WITH_STARTED: Final = Started(_WITH)
_PASSWORD_NAMES: Final = ("pw", "passw", "passp", "passc")
"""One is in the lower-cased text of every ``_WITH`` match, unless ``ſ`` stands for an ``s``
(the only character ``re`` matches with one of their letters that lower-casing hides)."""
_WITH_WORDS: Final = ("with", "using", "and", "plus")

_FROM_AFTER_LOGIN: Final = FromNeedles(_AFTER_LOGIN)
_FROM_PAIR: Final = FromNeedles(_PAIR)


def after_login(text: str, index: Needles) -> Iterator[tuple[int, int]]:
    """Where a password shaped like one stands after a login word (``index``: ``text``'s
    lower-cased needles); every one reads as a password."""
    for m in _FROM_AFTER_LOGIN.finditer(text, index):
        yield m.span("v")


def login_pairs(text: str, index: Needles) -> Iterator[re.Match[str]]:
    """Each ``user:password`` pair after a credentials word (the password: group ``v``); the
    caller tests the value."""
    yield from _FROM_PAIR.finditer(text, index)


def with_password(text: str, lower: str, skel: str) -> Iterator[re.Match[str]]:
    """Each ``with password <v>`` match (``lower``: ``text`` lower-cased; ``skel``: its
    skeleton, which holds the connector's letters); the caller tests the value."""
    named = "\u017f" in text or has_any(lower, _PASSWORD_NAMES)
    if named and any(w in skel for w in _WITH_WORDS):
        yield from _WITH_STARTED.finditer(text)
