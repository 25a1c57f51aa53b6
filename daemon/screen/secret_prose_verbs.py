"""Passwords a sentence hands over with a verb instead of a connector (pure):

- a login, an admin page, an account, a container or a keystore that ``takes``, ``uses``,
  ``accepts``, ``opens with`` a value, is ``protected``/``encrypted``/``locked`` ``by``/``with``
  it, or was ``reset``/``changed``/``set`` ``to`` it (``the printer admin page takes <pw>``,
  ``I reset it to <pw>``, ``the container is protected by <pw>``);
- a secret's name followed by an aside closed by a comma, then ``is``/``stays``/``remains``
  (``the secret for the bind user, which three apps share, is still <pw>``);
- a password written in ROT13 or backwards and said so (``rot13'd the pw: <v>``,
  ``reversed … : <v> (the NAS pw, read it backwards)``): the decoded value is judged;
- ``<login label>: <user>, <password>``;
- a name people fill with a chosen password although it says secret or key (a RADIUS shared
  secret, a pre-shared key, a passphrase): ``<name> … is|: <pw>``.

The value must read as a chosen or generated password (``chosen_password``): letters, digits
and a symbol or both cases, not a word, a path, a version or a placeholder.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import anchored, lowered
from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import index_of
from .secret_terse_logins import chosen_password
from .secret_values import human_password, random_like

_CONTEXT: Final = re.compile(
    r"(?i:\b(?:pass(?:word|phrase|code)?|pw|pwd|log-?in|sign-?in|admin|account|creds?"
    r"|credentials|container|keystore|vault|volume|drive|disk|archive|encrypted|locked"
    r"|mailbox|inbox|portal|kiosk|wi-?fi|laptop|router|nas|server|console|terminal"
    r"|zip|7z|rar|pdf|xlsx|backup|p12|pfx|pkcs\s*#?12|jks|kdbx|key\s*file|certificate|cert)\b)"
)
_VALUE: Final = r"['\"`]?(?P<v>[^\s\"'`,;()]{8,64}?)['\"`]?(?=$|[\s,;)]|\.(?:\s|$))"
_VERB: Final = re.compile(
    r"(?i:\b(?:takes|uses|accepts|wants|expects|opens\s+with|unlocks?\s+with"
    r"|(?:(?<=is\s)|(?<=was\s)|(?<=are\s))(?:protected|encrypted|locked|secured)\s+(?:by|with)"
    r"|(?:reset|changed|set|rotated)\s+(?:(?:it|them|her|his|the(?:\s+[\w\-]+){1,3})\s+)?to))\s+"
    + _VALUE
)
_ASIDE_THEN_IS: Final = re.compile(
    r"(?i:\b(?:secret|password|passphrase|pw)\b[^\n.;!?]{0,40}?,[^\n;!?]{4,160}?,\s*"
    r"(?:is|stays|remains|was)\s+(?:still\s+|now\s+|unchanged,?\s+)?)" + _VALUE
)
_CHOSEN_NAME: Final = re.compile(
    r"(?i:\b(?:shared\s+secret|pre-?shared\s+key|psk|pass\s*phrase|(?:radius|tacacs\+?)\s+(?:secret|key)"
    r"|encryption\s+(?:password|passphrase)|code\s+d['’]acc[eè]s|c[oó]digo\s+de\s+acceso"
    r"|zugangs(?:code|kennung)|toegangscode|codice\s+di\s+accesso|c[oó]digo\s+de\s+acesso)\b)"
    r"[^\n.;!?:=]{0,80}?(?:\s+(?:is|was|est|es|ist|lautet|è|é)\s+(?:now\s+|still\s+)?"
    r"|\s*[:=]\s*)" + _VALUE
)
_ENCODED: Final = re.compile(r"(?i:\brot[\s\-]?13|\brevers(?:ed|e)\b|\bbackwards\b)")
_ENCODED_VALUE: Final = re.compile(
    r"(?::|\bis|\bit's)\s+['\"`]?(?P<v>[^\s\"'`,;()]{8,64}?)['\"`]?(?=$|[\s,;)])"
)
_HEX: Final = re.compile(r"[0-9a-fA-F\-]+")
_PASSWORD_WORD: Final = re.compile(r"(?i:\b(?:pass(?:word|phrase)?|pw|pwd)\b)")
_FROM_ENCODED: Final = FromNeedles(_ENCODED)
_FROM_PASSWORD_WORD: Final = FromNeedles(_PASSWORD_WORD)
"""The two patterns tried only where their words occur (``secret_gate.FromNeedles``): a search
of a case-insensitive alternation tries each branch at every position of a memory."""
_LOGIN_LABEL: Final = re.compile(
    r"(?i:\b(?:login|log-in|credentials?|creds|sign-in)\b[^\n:]{0,80}:\s*)"
    r"[\w.@\-]{2,40},\s*" + _VALUE
)
_VERB_NEEDLES: Final = (
    "takes", "uses", "accepts", "wants", "expects", "opens", "unlock", "protected", "encrypted",
    "locked", "secured", "reset", "changed", "set", "rotated",
)  # fmt: skip
_ASIDE_NEEDLES: Final = ("secret", "password", "passphrase", "pw")
_CHOSEN_NEEDLES: Final = (
    "shared secret", "pre-shared", "preshared", "psk", "pass phrase", "passphrase", "radius",
    "tacacs", "encryption pass", "code d", "codi", "códi", "zugangs", "toegang",
)  # fmt: skip
_LOGIN_NEEDLES: Final = ("login", "log-in", "credential", "creds", "sign-in")


_OPENS_WITH_CODE: Final = re.compile(
    r"(?i:\b(?:opens|unlocks)\s+with\s+(?:code\s+|pin\s+)?)"
    r"(?P<v>(?!(\d)\2+\b)(?!(?:19|20)\d\d\b)\d{4,8})(?![\w.,:/\-]\d|\w)"
)
"""A code of 4-8 digits a lock opens with: not one digit repeated, not a year."""
_LOCKED_THING: Final = re.compile(
    r"(?i:\b(?:safe|vault|locker|padlock|lock|door|gate|keypad|lockbox|key\s+box|cabinet)s?\b)"
)
_STRONG_SYMBOL: Final = re.compile(r"[!#$%&*+=@^~?]")
_WORDS_THEN_DIGITS: Final = re.compile(r"[A-Za-z]{3,}[\-_.][A-Za-z]{3,}\d{1,4}")


def _handed_over(value: str) -> bool:
    """A chosen password as sentences hand it over: a symbol no name uses (``Juniper&falcon99``),
    two words and a number (``Velvet_yonder27``) or a long random run; not a model, a platform
    or a standard (``Llama-3.1-8B``, ``x86_64-linux``, ``ISO-27001``), which ``chosen_password``
    alone lets through."""
    v = value.strip("\"'`.,;:()")
    if not chosen_password(v):
        return False
    return bool(_STRONG_SYMBOL.search(v) or _WORDS_THEN_DIGITS.fullmatch(v) or random_like(v))


def _rot13(value: str) -> str:
    return codecs.decode(value, "rot13")


def prose_verbs(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Passwords in the sentence shapes listed in the module's docstring."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    for m in anchored(_VERB, text, lower, _VERB_NEEDLES):
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[max(line_start, m.start() - 120) : m.start("v")]  # the verb's object too
        if _handed_over(m.group("v")) and _CONTEXT.search(before):
            found.append(("password-in-prose", *m.span("v")))

    if "opens with" in lower or "unlocks with" in lower:
        for m in _OPENS_WITH_CODE.finditer(text):
            line_start = text.rfind("\n", 0, m.start()) + 1
            if _LOCKED_THING.search(text, max(line_start, m.start() - 80), m.start()):
                found.append(("pin-code", *m.span("v")))  # "the safe … opens with 290151"
    for m in anchored(_ASIDE_THEN_IS, text, lower, _ASIDE_NEEDLES):
        if _handed_over(m.group("v")):
            found.append(("password-in-prose", *m.span("v")))
    encoded = "rot" in lower or "revers" in lower or "backwards" in lower
    index = index_of(lower) if encoded else None
    if (
        index is not None
        and _FROM_ENCODED.finditer(text, index)
        and _FROM_PASSWORD_WORD.finditer(text, index)
    ):
        for m in _ENCODED_VALUE.finditer(text):
            v = m.group("v")
            start = text.rfind("\n", 0, m.start()) + 1
            end = text.find("\n", m.end())
            line = text[start : end if end != -1 else len(text)]  # said on the value's own line
            if _HEX.fullmatch(v) or not (_ENCODED.search(line) and _PASSWORD_WORD.search(line)):
                continue
            if any(human_password(d) and chosen_password(d) for d in (_rot13(v), v[::-1])):
                found.append(("password-in-prose", *m.span("v")))
    for m in anchored(_CHOSEN_NAME, text, lower, _CHOSEN_NEEDLES):
        if _handed_over(m.group("v")):
            found.append(("password-in-prose", *m.span("v")))
    for m in anchored(_LOGIN_LABEL, text, lower, _LOGIN_NEEDLES):
        if _handed_over(m.group("v")):
            found.append(("login-password", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
