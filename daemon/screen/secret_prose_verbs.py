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

from .secret_context import Covered, never
from .secret_terse_logins import chosen_password
from .secret_values import human_password

_CONTEXT: Final = re.compile(
    r"(?i:\b(?:pass(?:word|phrase|code)?|pw|pwd|log-?in|sign-?in|admin|account|creds?"
    r"|credentials|container|keystore|vault|volume|drive|disk|archive|encrypted|locked"
    r"|mailbox|inbox|portal|kiosk|wi-?fi|laptop|router|nas|server|console|terminal)\b)"
)
_VALUE: Final = r"['\"`]?(?P<v>[^\s\"'`,;()]{8,64}?)['\"`]?(?=$|[\s,;)]|\.(?:\s|$))"
_VERB: Final = re.compile(
    r"(?i:\b(?:takes|uses|accepts|wants|expects|opens\s+with|unlocks?\s+with"
    r"|(?:is|was|are)\s+(?:protected|encrypted|locked|secured)\s+(?:by|with)"
    r"|(?:reset|changed|set|rotated)\s+(?:(?:it|them|her|his|the\s+\w+)\s+)?to))\s+" + _VALUE
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
_PASSWORD_WORD: Final = re.compile(r"(?i:\b(?:pass(?:word|phrase)?|pw|pwd)\b)")
_LOGIN_LABEL: Final = re.compile(
    r"(?i:\b(?:login|log-in|credentials?|creds|sign-in)\b[^\n:]{0,80}:\s*)"
    r"[\w.@\-]{2,40},\s*" + _VALUE
)
_NEEDLES: Final = (
    "takes", "uses", "accepts", "wants", "expects", "with", " to ", "secret", "pass", "pw",
    "rot", "revers", "backwards", "login", "log-in", "cred", "sign-in", "psk", "phrase", "code",
    "zugang", "toegang", "acces", "accès",
)  # fmt: skip


def _rot13(value: str) -> str:
    return codecs.decode(value, "rot13")


def prose_verbs(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Passwords in the sentence shapes listed in the module's docstring."""
    lower = text.lower()
    if not any(n in lower for n in _NEEDLES):
        return
    found: list[tuple[str, int, int]] = []
    for m in _VERB.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[max(line_start, m.start() - 120) : m.start()]
        if _CONTEXT.search(before) and chosen_password(m.group("v")):
            found.append(("password-in-prose", *m.span("v")))
    if "secret" in lower or "pass" in lower or "pw" in lower:
        for m in _ASIDE_THEN_IS.finditer(text):
            if chosen_password(m.group("v")):
                found.append(("password-in-prose", *m.span("v")))
    if _ENCODED.search(text) and _PASSWORD_WORD.search(text):
        for m in _ENCODED_VALUE.finditer(text):
            v = m.group("v")
            if any(human_password(d) and chosen_password(d) for d in (_rot13(v), v[::-1])):
                found.append(("password-in-prose", *m.span("v")))
    for m in _CHOSEN_NAME.finditer(text):
        if chosen_password(m.group("v")):
            found.append(("password-in-prose", *m.span("v")))
    for m in _LOGIN_LABEL.finditer(text):
        if chosen_password(m.group("v")):
            found.append(("login-password", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
