"""A PLC project's or block's protection password in prose whose value is random letters only
(pure; session 30, helper sec30): ``TIA portal project password for the mash tun CPU is
ruKEntce``, ``Step 7 know-how protection password for FB12 is QmvTrpwa``, ``CODESYS project
password: ZMORQNLW``.

The prose password rules take a value of letters only for a password when its case flips like
random text (``KhTlOWpa``); an eight-letter value with two flips reads as a word to them. A
password named as a PLC project's, a block's know-how protection or a CPU's access protection,
on a line naming the engineering tool or the controller, is set by the engineer, so letters in
no word's pattern count: both cases where a piece of the CamelCase split has no vowel
(``ru|K|Entce``), or capitals with few vowels (``ZMORQNLW``, not ``STANDARD``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import has_any, index_of, lowered
from .secret_values import human_password, placeholder
from .secret_values_passwords import generated

_NAME: Final = re.compile(
    r"(?i:(?<![\w\-])(?:(?:project|know-?how(?:[\s\-]+protection)?|block(?:[\s\-]+protection)?"
    r"|(?:cpu|plc|access|write|read)[\s\-]+(?:access[\s\-]+)?protection|protection|cpu|plc)"
    r"[\s\-]+(?:password|passwort|kennwort|passcode)"
    r"|projekt(?:passwort|kennwort)|(?:know-how-)?schutz(?:passwort|kennwort))(?![\w\-])"
    r"(?:\s+(?:for|of|on|f[üu]r|des|der)\s+[^\n:=.;!?]{1,60}?)?"
    r"(?:\s*[:=]\s*|\s+(?:is|ist|lautet)\s+(?:now\s+|still\s+)?))"
    r"['\"`]?(?P<v>[A-Za-z]{8,32})['\"`]?(?![\w\-@/])"
)
_PLC_LINE: Final = re.compile(
    r"(?i:\btia\b|step[\s\-]?7|\bs7[\s\-]?\d{3,4}|\bs7\b|\bplcs?\b|\bcpu\b|know-?how|codesys"
    r"|studio\s*5000|rslogix|logix|twincat|gx\s*works|sysmac|ecostruxure|unity\s+pro"
    r"|machine\s+expert|simatic|\bpac\b)"
)
_NEEDLES: Final = (
    "project",
    "know",
    "block",
    "protection",
    "cpu",
    "plc",
    "access",
    "projekt",
    "schutz",
)
_FROM_NAME: Final = FromNeedles(_NAME)
_PIECES: Final = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")


def _random_letters(value: str) -> bool:
    """Letters in no word's pattern: of both cases with a CamelCase piece holding no vowel, or
    capitals with one vowel in five letters at most."""
    if placeholder(value) or value.islower() or value.istitle():
        return False
    vowels = sum(c in "aeiouyAEIOUY" for c in value)
    if value.isupper():
        return vowels * 5 <= len(value)
    return any(not any(c in "aeiouyAEIOUY" for c in p) for p in _PIECES.findall(value))


def plc_passwords(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The passwords of the module docstring."""
    lower = lowered(text)
    if not has_any(lower, _NEEDLES) or (not has_any(lower, ("pass", "kennwort"))):
        return
    for m in _FROM_NAME.finditer(text, index_of(lower)):
        start, end = m.span("v")
        v = m["v"]
        if covered(start, end) or not (_random_letters(v) or human_password(v) or generated(v)):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", end)
        if _PLC_LINE.search(text, line_start, len(text) if line_end == -1 else line_end):
            yield "plc-password", start, end
