"""A login written as its user and then its password, with no password word and none of the
separators ``secret_terse_logins`` reads (pure; session 27, helper sec27):

- a login label, a colon, then the user and the password alone (``rostering superuser:
  aimsadmin <pw>``, ``login: ops <pw>``);
- ``login … is <user> and <pw>`` (``login for Skywise is ops.mro and <pw>``);
- ``<user> on <host> → <pw>`` / ``uses <pw>`` (``svc_agent on x.service-now.com uses <pw>``);
- ``<machine>: <user> and then <pw>`` (the order they are typed in; session 30, sec30): the user
  opens the clause and is an account's name (``admin``, ``root``, ``operator``…) or a login's
  shape (``ops.mro``, ``svc_pos``, ``jdoe2``).

The password must read as one a person chose or a generator made
(``secret_terse_logins.chosen_password``, random case allowed), and the user as a login name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_needles import Started, lowered
from .secret_terse_logins import chosen_password

_USER: Final = r"(?P<u>[A-Za-z][\w.\-]{1,40}(?:@[\w\-]+(?:\.[\w\-]+)+)?)"
_PW_END: Final = r"(?P<v>[^\s'\"`]{8,64}?)[.,;]?(?=[ \t]*(?:$|\n|[,;)]))"
_LABEL_PAIR: Final = re.compile(
    r"(?im:\b(?:log(?:in|on)|superuser|admin|root|creds|credentials|sign[\s\-]?in)[ \t]*:[ \t]*"
    + _USER
    + r"[ \t]+"
    + _PW_END
    + ")"
)
_IS_AND: Final = re.compile(
    r"(?i:\blog(?:in|on)\b[^\n]{0,60}?\s(?:is|=)\s+"
    + _USER
    + r"\s+(?:and|plus|\+)\s+"
    + _PW_END
    + ")"
)
_IS_AND_STARTED: Final = Started(_IS_AND)
_ON_HOST: Final = re.compile(
    r"(?m:(?:^|(?<=: )|(?<=; ))[ \t]*)"  # the user opens the clause
    + _USER
    + r"[ \t]+on[ \t]+[\w\-]+(?:\.[\w\-]+)+[ \t]+(?:→|->|=>|uses|with)[ \t]+"
    + _PW_END
)
_THEN: Final = re.compile(
    r"(?m:(?:^|(?<=: )|(?<=; )|(?<=, )|(?<=— ))[ \t]*)"  # the user opens the clause
    r"(?:(?i:type|enter|key[ \t]+in|use)[ \t]+)?"  # maybe after the verb typing it
    + _USER
    + r"[ \t]*,?[ \t]+(?:(?:and|&)[ \t]+)?(?:then|followed[ \t]+by)[ \t]+"
    + _PW_END
)
_THEN_USER: Final = re.compile(
    r"(?i:admin(?:istrator)?|root|operator|supervisor|manager|sa|sysadmin|service|tech(?:nician)?"
    r"|engineer|guest|user|maint(?:enance)?)|(?=.*[._\d])[A-Za-z][\w.\-]*"
)
"""The user of ``_THEN``: an account's name or a login's shape (a dot, ``_`` or a digit), not a
word of a sentence (``run the tests and then …``)."""
_LABEL_WORDS: Final = (
    "login:", "logon:", "superuser:", "admin:", "root:", "creds:", "credentials:", "sign-in:",
    "signin:", "sign in:", "login :", "admin :",
)  # fmt: skip
"""Every ``_LABEL_PAIR`` match holds one (lower-cased; a space before the colon is rare)."""
_ON_HOST_WORDS: Final = ("→", "->", "=>", " uses ", " with ")


_VERSION_DOT: Final = re.compile(r"\d\.\d")


def _password(user: str, value: str) -> bool:
    """Chosen or generated, with two digits and a capital or a mark (``MFA-required``, a
    trace id or ``Python3.11-slim`` are none)."""
    if value == user or sum(c.isdigit() for c in value) < 2 or _VERSION_DOT.search(value):
        return False
    if not any(c.isupper() or c in "!@#$%^&*+?~" for c in value):
        return False
    return chosen_password(value, random_case=True)


_ARROWS: Final = ("→", "->", "=>", "uses", "with")


def _on_host(text: str) -> Iterator[re.Match[str]]:
    """``_ON_HOST.finditer(text)``, line by line, on the lines holding ``on`` and an arrow or
    verb it needs: no match holds a line break (its classes are ``[ \\t]``, ``\\w``-based and
    ``[^\\s…]``), and at a line's end the lookahead's ``$`` (the line read alone) answers as its
    ``\\n`` does in the whole text."""
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        line = text[start:end]
        if "on" in line and any(a in line for a in _ARROWS):
            yield from _ON_HOST.finditer(text, start, end)
        start = end + 1


def _then(text: str, lower: str) -> Iterator[re.Match[str]]:
    """``_THEN``'s matches whose user is an account's, tried only from the 70 characters before each
    ``then``/``followed by`` to its line's end (a user of 40 characters, a verb and the
    separator fit)."""
    seen: set[int] = set()
    for word in (" then ", " followed by "):
        at = lower.find(word)
        while at != -1:
            line_start = text.rfind("\n", 0, at) + 1
            line_end = text.find("\n", at)
            m = _THEN.search(
                text, max(line_start, at - 70), len(text) if line_end < 0 else line_end
            )
            if m is not None and m.start() not in seen and _THEN_USER.fullmatch(m["u"]):
                seen.add(m.start())
                yield m
            at = lower.find(word, at + 1)


def user_password_prose(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The passwords of the module docstring."""
    lower = lowered(text)
    found: list[re.Match[str]] = []
    if ":" in text and any(w in lower for w in _LABEL_WORDS):
        found += _LABEL_PAIR.finditer(text)
    if "log" in lower and (" and " in lower or " plus " in lower or " + " in text):
        found += _IS_AND_STARTED.finditer(text)
    if " on " in lower and any(w in lower for w in _ON_HOST_WORDS):
        found += _on_host(text)
    if " then " in lower or " followed by " in lower:
        found += _then(text, lower)
    for m in found:
        start, end = m.span("v")
        if not covered(start, end) and _password(m["u"], m["v"]):
            yield "login-password", start, end
