"""Credentials a variable, a field or a vendor's shape names without a password word (pure):

- a ``user:password`` pair under a name for a login (``CURL_USER=``, ``BASIC_AUTH=``,
  ``"smtp_creds": "…"``, ``docker run -e LOGIN=…``) or after ``basic token``, ``basic auth
  string``, ``curl creds`` (the password part judged);
- a PIN under a field named for one (``"bgan_admin_pin": "…"``, ``door_pin: 4821``): a chosen
  password, or 4 to 8 digits where the field names an access PIN (admin, door, SIM, alarm…);
- a licence code under a name for a licence with no ``key`` word (``WSE_LICENSE=EDEV4-…``,
  ``"product_licence": "…"``): upper-case groups with digits;
- an application password (WordPress, Apple) in six groups of four under an app-password name;
- Razorpay's ``rzp_live_<id>:<secret>`` pair and an Adyen API key (``AQE`` + 80+ base64).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .prefilter import matches
from .secret_context import Covered, never
from .secret_needles import index_of, keyword_run_starts, lowered
from .secret_said_values import carried_password
from .secret_terse_logins import chosen_password
from .secret_values import placeholder
from .secret_values_random import strongly_random
from .secret_values_shapes import entropy

_PAIR: Final = re.compile(
    r"(?:(?<![\w$/:@.\-])(?:[A-Za-z][A-Za-z0-9]*_)*(?i:user|username|userpass|userpwd|auth|basic_?auth"
    r"|creds?|credentials|login|htpasswd|basic)(?:_[A-Za-z0-9]+)*['\"]?\s*[=:]\s*"
    r"|(?i:\bbasic(?:[\s\-]+auth(?:entication|orization)?)?[\s\-]+(?:token|creds?|credentials"
    r"|login|pair|header|string)|\bcurl\s+(?:basic|auth|login|creds?|credentials|user(?:name)?)"
    r"(?:\s+(?:token|pair|string))?|\b(?:userpass|user:pass|user/pass|username:password)"
    r"(?:\s+(?:pair|string))?)(?:\s+(?:is|was|are|=|:)\s+|\s*[:=]\s*|\s+))"
    r"['\"]?(?P<v>[A-Za-z0-9][\w.\-@+]{0,63}:[^\s'\",;]{6,80})"
)
_ACCESS: Final = (
    r"admin|administrator|root|master|door|gate|alarm|safe|sim|phone|card|atm|keypad|lock|vault"
    r"|user|owner|terminal|device|router|modem|bgan|satphone|iridium|voicemail|unlock|access|kiosk"
)
_PIN: Final = re.compile(
    r"(?i:(?<![\w\-])['\"]?(?P<k>(?:[a-z][a-z0-9]*[_\-])*)(?:pin|pin_?code|puk|passcode)['\"]?"
    r"\s*[:=]\s*)['\"]?(?P<v>[^\s'\",}]{4,40})"
)
_LICENCE: Final = re.compile(
    r"(?i:(?<![\w\-])['\"]?(?:[a-z][a-z0-9]*[_\-])*licen[cs]e(?:[_\-]?(?:code|serial|string|number"
    r"|no))?['\"]?\s*[:=]\s*)['\"]?"
    r"(?P<v>[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,9})(?![\w\-])"
)
_APP_PASSWORD: Final = re.compile(
    r"(?i:\b(?:[a-z]+_)*app(?:lication)?[_\-\s]?(?:specific[_\-\s])?pass(?:word|wd)?(?:_[a-z0-9]+)*"
    r"['\"]?\s*(?:[:=]|\s+is\s+|\s)\s*)['\"]?(?P<v>[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5})(?![\w])"
)
_RAZORPAY: Final = re.compile(r"\brzp_(?:live|test)_[A-Za-z0-9]{14}:(?P<v>[A-Za-z0-9]{24})\b")
_ADYEN: Final = re.compile(
    r"(?<![A-Za-z0-9+/])AQE[A-Za-z0-9+/]{80,}={0,2}(?:-[A-Za-z0-9+/=]{20,}){0,3}"
)


_ALNUM: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_PAIR_KEYWORDS: Final = ("user", "auth", "cred", "login", "htpasswd", "basic", "curl")
"""One of these starts every match of ``_PAIR``'s second branch, and its first branch's keyword
(after ``[A-Za-z][A-Za-z0-9]*_`` parts) holds one: ``user``, ``basic_auth``, ``creds``."""
_PAIR_RUN: Final = frozenset(_ALNUM + "_")
"""A match of ``_PAIR``'s first branch starts the run of these characters around its keyword
(its look-behind refuses a start after a word character)."""
_LICENCE_RUN: Final = frozenset(_ALNUM + "_-")
"""A match of ``_LICENCE`` (``_PIN``) starts the run of these characters around ``licen``
(``pin``, ``puk``, ``passcode``; its look-behind refuses a start after one), or the quote before
it."""


_APP_RUN: Final = frozenset("abcdefghijklmnopqrstuvwxyz_")
"""A match of ``_APP_PASSWORD`` starts the run of these characters (lower-cased: its ``[a-z]``
ignores case) around its ``app`` (its ``\\b`` refuses a start after a word character)."""


def _finditer(
    pattern: re.Pattern[str],
    text: str,
    lower: str,
    keywords: tuple[str, ...],
    run: frozenset[str],
    runs_in: str = "",
) -> list[re.Match[str]]:
    """``pattern.finditer(text)``, tried only from the starts ``keyword_run_starts`` gives (a
    whole-text scan tries every branch at every position: ~0.45 ms a memory for ``_PAIR``);
    ``runs_in``: the text whose characters the run is read in (``lower`` for a run that ignores
    case; ``text`` when not given)."""
    starts = keyword_run_starts(runs_in or text, index_of(lower), keywords, run, "'\"")
    return matches(pattern, text, starts)


def _login_pair(value: str) -> bool:
    user, _, password = value.partition(":")
    if user.lower() in ("http", "https", "ftp", "ssh", "redis", "postgres", "mysql", "localhost"):
        return False
    if password.isdigit() or placeholder(password) or placeholder(user) or "/" in password:
        return False  # host:8080, USER:PASSWORD, a URL's ``user:pass@host/db`` (its own rules)
    if "@" in password.rstrip("@")[:-1] and "." in password.split("@")[-1]:
        return False  # pass@host.example: a URL's authority
    return chosen_password(password) or carried_password(password)


def _pin(key: str, value: str) -> bool:
    v = value.rstrip(".,;")
    if v.isdigit():
        words = [w for w in re.split(r"[_\-]", key.lower()) if w]
        trivial = len(set(v)) == 1 or v in "0123456789" or v in "9876543210"
        return 4 <= len(v) <= 8 and not trivial and any(re.fullmatch(_ACCESS, w) for w in words)
    return not placeholder(v) and (chosen_password(v) or carried_password(v))


def _licence(value: str) -> bool:
    groups = value.split("-")
    with_digits = sum(any(c.isdigit() for c in g) for g in groups)
    return with_digits >= 2 and any(c.isalpha() for c in value) and not placeholder(value)


def _app_password(value: str) -> bool:
    v = value.replace(" ", "")
    kinds = sum(
        (any(c.islower() for c in v), any(c.isupper() for c in v), any(c.isdigit() for c in v))
    )
    return kinds >= 2 and entropy(v) >= 3.5 and not placeholder(v)


def named_logins(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The credentials of the module's docstring."""
    found: list[tuple[str, int, int]] = []
    lower = lowered(text)
    if ":" in text and any(
        n in lower for n in ("user", "auth", "cred", "login", "basic", "passwd")
    ):
        pairs = _finditer(_PAIR, text, lower, _PAIR_KEYWORDS, _PAIR_RUN)
        found += [("login-pair", *m.span("v")) for m in pairs if _login_pair(m["v"])]
    if "pin" in lower or "puk" in lower or "passcode" in lower:
        for m in _finditer(_PIN, text, lower, ("pin", "puk", "passcode"), _LICENCE_RUN):
            if _pin(m["k"], m["v"]):
                found.append(("pin-field", *m.span("v")))
    if "licen" in lower:
        found += [
            ("licence-code", *m.span("v"))
            for m in _finditer(_LICENCE, text, lower, ("licen",), _LICENCE_RUN)
            if _licence(m["v"])
        ]
    if "pass" in lower and "app" in lower:
        for m in _finditer(_APP_PASSWORD, text, lower, ("app",), _APP_RUN, lower):
            if _app_password(m["v"]):
                found.append(("app-password", *m.span("v")))
    if "rzp_" in text:
        found += [("razorpay-secret", *m.span("v")) for m in _RAZORPAY.finditer(text)]
    if "AQE" in text:
        found += [
            ("adyen-key", *m.span()) for m in _ADYEN.finditer(text) if strongly_random(m.group())
        ]
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
