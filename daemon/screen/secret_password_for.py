"""A password named for what it opens, with no connector before its value (pure; session 26):

``WPA2 passphrase for the clinic wifi z8dczMFth#l4H7``, ``keystore password for the EPCS cert
saline-mango-hound11 - rotate in June``. The password word, ``for``, a short object phrase
ending in a word, then the value closing the clause (end of line, a dash, a parenthesis, a
comma). With a colon or ``is`` the prose layers read it already; here the value alone must read
as chosen: both cases or a symbol besides ``-_.`` (``db-prod-01`` is the host the object
names), or three words of a passphrase and a digit.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_needles import Started, lowered
from .secret_terse_logins import chosen_password

_PASSWORD_FOR: Final = re.compile(
    r"(?i:\b(?:pass(?:word|wd|phrase|code)|pwd|psk|pre-?shared\s+key|wpa2?\s+key)\s+for\s+"
    r"(?:the\s+|our\s+|a\s+|an\s+|my\s+)?(?:[\w#.\-]+\s+){0,4}?[a-z]{2,}\s+)"
    r"(?P<v>[^\s'\"`,;()]{8,64})(?=\s*$|\s*[,;]|\s+[-–—(]|\s+\()"
)
_PASSWORD_FOR_STARTED: Final = Started(_PASSWORD_FOR)
_NEEDLES: Final = ("pass", "pwd", "psk", "pre-shared", "preshared", "wpa")
_OBJECT_NOT_VALUE: Final = re.compile(r"(?i:\b(?:is|was|are|were|be|expires?|changed|rotated)\s)")


def password_for(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """``<password word> for <object> <value>``: the value of a password named for its object."""
    lower = lowered(text)
    if " for " not in lower or not any(n in lower for n in _NEEDLES):
        return
    for m in _PASSWORD_FOR_STARTED.finditer(text):
        if _OBJECT_NOT_VALUE.search(m.group(0), 0, m.start("v") - m.start()):
            continue  # "the password for the admin account was …": a verb, no value after it
        s, e = m.span("v")
        if not covered(s, e) and chosen_password(m["v"], words=3, plain_dashes=False):
            yield "password-in-prose", s, e
