"""Logins written down with no password word (pure):

- ``<user> / <password>``, ``<user> | <password>`` after a service, a host or a credentials word
  (``bastion → jenkins / <pw>``, ``db.prod | m.kowalski | <pw>``, ``smtp.host:587, me@x.io /
  <pw>``, ``identifiants : etl / <pw>``);
- ``<user>:<password>`` glued, right after a service word (``staging mysql root:<pw>``);
- a command that creates a login or sets its password, with the password among its arguments
  (``sp_addlogin 'bob', '<pw>'``, ``net user bob <pw> /add``, ``rabbitmqctl add_user bob <pw>``,
  ``htpasswd -b file bob <pw>``);
- a Wi-Fi QR payload (``WIFI:T:WPA;S:<ssid>;P:<pw>;;``);
- ``<login|passcode> is <pw>``.

The value must read as a password a person chose or a generator made (letters, digits and a
symbol or both cases), not a word, a path, a version, an e-mail address or a placeholder.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import Needles, has_any, index_of, lowered
from .secret_values import human_password, password_like, placeholder, random_like
from .secret_values_shapes import DIGEST_PREFIX, HOST, VERSION, capitalised_letters, case_flips

_SERVICE: Final = (
    r"(?i:\b(?:log(?:in|on)|sign[\s\-]?in|cred(?:ential)?s?|account|user(?:name)?|admin|root"
    r"|db|database|base|mysql|mariadb|postgres(?:ql)?|psql|pg|mongo(?:db)?|redis|mssql|oracle"
    r"|tsdb|timescale(?:db)?|conn(?:ection)?|superuser"
    r"|ldaps?|ad|smtp|imap|pop3|mail|relay|e-?mail|ftp|sftp|ssh|bastion|jump(?:box|host)?|vpn"
    r"|wi-?fi|wlan|ssid|router|nas|server|host|console|portal|panel|dashboard|jenkins|cluster"
    r"|ui|gui|web-?ui|vault|wiki|erp|crm|cms|sso|idp|kiosk|printer|camera|nvr|switch"
    r"|basic[\s\-]?auth|htpasswd"
    r"|identifiants?|zugang(?:sdaten)?|anmeldung|logowania|konta?|dost[eę]p\w*|acceso|credenciales|credenciais|accesso"
    r"|логин|учётн\w*|учетн\w*|доступ\w*)\b|账号|帐号|账户|用户名|アカウント|ログイン|계정|아이디)"
)
_SERVICE_WORD: Final = re.compile(_SERVICE)
_HOSTISH: Final = re.compile(
    r"\b[\w\-]+(?:\.[\w\-]+)*\.(?:[a-z]{2,}\.[a-z]{2,}|com|net|org|io|dev|app|cloud|local"
    r"|internal|lan|corp|svc|[a-z]{2})(?::\d+)?\b|:\d{2,5}\b"
)
"""A host name (with a top-level or internal domain) or a port."""
_PAIR_SEPARATOR: Final = re.compile(r"[ \t]+(?://?|[|+])[ \t]+")
_SEPARATOR_STARTS: Final = (" /", " |", " +", "\t/", "\t|", "\t+")
"""What every ``_PAIR_SEPARATOR`` holds (a text without any is not scanned)."""
_USER_BEFORE: Final = re.compile(r"(?<![\w.+\-@/])[A-Za-z][\w.+\-]{1,40}(?:@[\w.\-]+)?$")
_PASSWORD_AFTER: Final = re.compile(r"['\"`]?(?P<v>[^\s\"'`,;|]{8,64})['\"`]?(?=$|[\s,;|)])")
_GLUED_PAIR: Final = re.compile(
    r"(?<![\w.\-])[a-z][a-z0-9_.\-]{1,30}:(?P<v>[^\s:@/\"'`]{10,64})(?=$|[\s,;)])"
)
_SERVICE_JUST_BEFORE: Final = re.compile(_SERVICE + r"[ \t]+$")
"""``<service> <user>:<password>``: the service word right before the pair."""
_ACCOUNT_COMMAND: Final = re.compile(
    r"(?i:(?<![\w.\-])(?:sp_addlogin|sp_password|add_?user|adduser|useradd|create_?user|createuser"
    r"|change_?password|set_?password|chpasswd|htpasswd|mosquitto_passwd|net[ \t]+user"
    r"|user[ \t]+(?:add|create|set-?password)))\b(?P<args>[^\n;|&]{1,120})"
)
_COMMAND_NEEDLES: Final = ("login", "passw", "user", "chpasswd", "htpasswd")
"""Every account command holds one of these (lower-cased): the gate before the pattern."""
_ARG: Final = re.compile(r"'([^'\n]*)'|\"([^\"\n]*)\"|([^\s,()'\"]+)")
_WIFI_QR: Final = re.compile(r"WIFI:(?:[^\n]{0,80}?;)?P:(?P<v>(?:\\.|[^;\\\n]){8,63});")
_SSID_KEY: Final = re.compile(
    r"(?i:\bssid\b)[\s:=]+[^\s,;]{1,40}[,;]?\s+(?:(?:and\s+)?(?:the\s+)?)"
    r"(?i:key|psk|pass(?:word|phrase)?|pw|pwd)\s*[:=]?\s*['\"`]?(?P<v>[^\s'\"`,;]{8,63})"
)
"""A Wi-Fi network written as ``SSID <name>, key <value>``: the key after the network's name
(a WPA2 key is 8-63 characters)."""
_IS: Final = re.compile(
    r"(?i:\b(?:login|log-?in|sign-?in|passcode|unlock\s+code)\s+(?:is|was|=|:)\s+)['\"`]?"
    r"(?P<v>[^\s\"'`,;]{8,64})"
)
_ALGORITHM_FIRST: Final = re.compile(r"(?i:sha\d*|md5|blake\d*|h1)\W")
_CODE_LIKE: Final = re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\W*$|\w[(\[]|\*\*")
"""A dotted name (``module.Attribute``) or a call or subscript: code."""
_IS_NEEDLES: Final = ("login", "log-in", "sign", "passcode", "unlock")
_EMAIL: Final = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+")


def _flips(value: str) -> int:
    """Case changes between neighbouring letters (symbols and digits skipped)."""
    return case_flips("".join(filter(str.isalpha, value)))


_WORD_THEN: Final = r"[A-Za-z]{3,}(?:[\-_][A-Za-z]{3,})"
_PASSPHRASES: Final = {
    2: re.compile(_WORD_THEN + r"{1,}[\-_]?\d{1,4}"),
    3: re.compile(_WORD_THEN + r"{2,}[\-_]?\d{1,4}"),
}
"""Words of three letters or more joined by ``-`` or ``_`` and a short number (``walnut-mossy-24``):
a passphrase a person chose, by its least number of words."""


def chosen_password(
    value: str, *, words: int = 0, plain_dashes: bool = True, random_case: bool = False
) -> bool:
    """Letters and digits with a symbol or both cases, read as a password: not a word, a path,
    a version, a host, an e-mail address or a placeholder. A value named by what it opens, with
    no connector before it (``SSID <name>, key <value>``, ``passphrase for the clinic wifi
    <value>``) reads more: ``words`` (2 or 3), a passphrase of that many words or more;
    ``plain_dashes=False``, ``-_.`` are no symbols (``db-prod-01`` is the object's name, unless
    of both cases); ``random_case``, random letters of both cases with a symbol
    (``kjgt*BTMY!lbm``, not ``Rotate.Quarterly``)."""
    if words:
        if placeholder(value):
            return False
        if _PASSPHRASES[words].fullmatch(value) is not None:
            return True
    if not plain_dashes:
        mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
        if not mixed and all(c.isalnum() or c in "-_." for c in value):
            return False
    if _chosen(value):
        return True
    return random_case and _random_case(value)


def _random_case(value: str) -> bool:
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    symbols = sum(not c.isalnum() for c in value)
    letters = sum(c.isalpha() for c in value)
    words = capitalised_letters(value, 2, vowel=True) * 2 > letters  # Rotate.Quarterly
    return len(value) >= 10 and mixed and 1 <= symbols <= len(value) // 3 and not words


def _chosen(value: str) -> bool:
    v = value.strip("\"'`.,;:()")
    if len(v) < 8 or placeholder(v) or v.startswith(("$", "%", "{", "<", "-", "/")):
        return False
    if VERSION.match(v) or _EMAIL.fullmatch(v) or ("." in v and HOST.fullmatch(v)):
        return False
    if DIGEST_PREFIX.match(v) or _ALGORITHM_FIRST.match(v):
        return False  # sha256:…, sha256//…: a digest or a pin
    if _CODE_LIKE.search(v) or any(v.count(a) != v.count(b) for a, b in ("()", "[]", "{}")):
        return False  # ipaddress.IPv6Network, math.log(1, x)**2: code, not a password
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    symbols = sum(not c.isalnum() for c in v)
    mixed = any(c.isupper() for c in v) and any(c.islower() for c in v)
    if letters < 3 or not (symbols or (mixed and len(v) >= 12)):
        return False
    if digits < 1 and not (
        symbols
        and mixed
        and len(v) >= 10
        and _flips(v) >= 5
        and capitalised_letters(v, least=2) * 2 <= letters
    ):
        return False  # no digit: only random case and a symbol (MnIonuXc%siE, not SameSite=Lax)
    return human_password(v) or password_like(v) or random_like(v)


def _pairs(text: str, covered: Covered) -> Iterator[tuple[str, int, int]]:
    for sep in _PAIR_SEPARATOR.finditer(text):
        m = _PASSWORD_AFTER.match(text, sep.end())
        if m is None:
            continue
        start, end = m.span("v")
        value = m.group("v")
        # random letters of both cases and a mark (``uypg.QVR465mm``), but not in a table's
        # cells or with a colon (``| SHA256:<digest> |``)
        random_case = "|" not in sep.group() and ":" not in value
        if covered(start, end) or not chosen_password(value, random_case=random_case):
            continue
        line_start = text.rfind("\n", 0, sep.start()) + 1
        user = _USER_BEFORE.search(text, max(line_start, sep.start() - 80), sep.start())
        if user is None:
            continue
        before = text[max(line_start, user.start() - 100) : user.end()]
        if _SERVICE_WORD.search(before) or _HOSTISH.search(before):
            yield "login-password", start, end


_LOGIN_SLASH: Final = re.compile(
    r"(?i:\blog(?:in|on)\b)\s*[:=]?\s*[A-Za-z][\w.\-@]{1,39}/(?P<v>[^\s/\"'`,;]{8,64})(?=$|[\s,;)])"
)
"""``admin login SIDEXIS/Enamel#4826aligner$``: a login written ``user/password``."""


def _slashed(text: str, lower: str, covered: Covered) -> Iterator[tuple[str, int, int]]:
    if "login" not in lower and "logon" not in lower:
        return
    for m in _LOGIN_SLASH.finditer(text):
        start, end = m.span("v")
        if not covered(start, end) and chosen_password(m.group("v")):
            yield "login-password", start, end


def _glued(text: str, index: Needles, covered: Covered) -> Iterator[tuple[str, int, int]]:
    for m in _FROM_GLUED_PAIR.finditer(text, index):
        start, end = m.span("v")
        v = m.group("v")
        if covered(start, end) or v.isdigit() or not chosen_password(v):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        if _SERVICE_JUST_BEFORE.search(text, max(line_start, m.start() - 40), m.start()):
            yield "login-password", start, end


_FROM_GLUED_PAIR: Final = FromNeedles(_GLUED_PAIR)
_FROM_ACCOUNT_COMMAND: Final = FromNeedles(_ACCOUNT_COMMAND)
_FROM_IS: Final = FromNeedles(_IS)


def _commands(text: str, index: Needles, covered: Covered) -> Iterator[tuple[str, int, int]]:
    for m in _FROM_ACCOUNT_COMMAND.finditer(text, index):
        base = m.start("args")
        for a in _ARG.finditer(m.group("args")):
            g = 1 if a.group(1) is not None else 2 if a.group(2) is not None else 3
            value = a.group(g)
            if value.startswith(("-", "/")) or not chosen_password(value):
                continue
            start, end = base + a.start(g), base + a.end(g)
            if not covered(start, end):
                yield "login-password", start, end


def terse_logins(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Logins written down with no password word (see the module's docstring)."""
    lower = lowered(text)
    index = index_of(lower)  # the patterns from their needles' positions (``FromNeedles``)
    if any(s in text for s in _SEPARATOR_STARTS):
        yield from _pairs(text, covered)
    if ":" in text:
        yield from _glued(text, index, covered)
    if "/" in text:
        yield from _slashed(text, lower, covered)
    if has_any(lower, _COMMAND_NEEDLES):
        yield from _commands(text, index, covered)
    if "WIFI:" in text:
        for m in _WIFI_QR.finditer(text):
            start, end = m.span("v")
            if not covered(start, end) and not placeholder(m.group("v")):
                yield "login-password", start, end
    if "SSID" in text or "ssid" in lower:
        for m in _SSID_KEY.finditer(text):
            start, end = m.span("v")
            if not covered(start, end) and chosen_password(m.group("v"), words=2, random_case=True):
                yield "login-password", start, end
    if not has_any(lower, _IS_NEEDLES):
        return
    for m in _FROM_IS.finditer(text, index):
        start, end = m.span("v")
        if not covered(start, end) and chosen_password(m.group("v")):
            yield "login-password", start, end
