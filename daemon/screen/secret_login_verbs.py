"""A password after a login verb (pure; session 29, helper sec29): ``Uber Eats Orders tablet at
the franchise logs in with <pw>``, ``the kiosk signs on using <pw>``, ``the POS logs into the
portal with <pw>``.

A device or an account that logs in with something names a login secret: the value may be a
chosen password (``Store#2231``, ``Oakridge2024!``) the generic ``uses <v>`` reading of
``secret_handover_cues`` refuses (it holds a word, or its one mark is an ``@``). It reads as a
password when ``handed`` says so and it holds a mark no name, version or protocol holds
(``!#$%&*+=?@^~``; ``YubiKey-5C``, ``OAuth2.0``, ``MS-CHAPv2`` hold none) and no ``@`` before
letters (``kiosk-01@corp``: a login name). ``run_on``'s values stay found as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_handover_cues import handed, run_on
from .secret_needles import has_any, index_of, lowered

_LOGS_IN: Final = re.compile(
    r"(?i:\b(?:logs|signs)\s+(?:in|on)(?:to)?(?:\s+(?!with\b|using\b)[^\s,;:]+){0,4}?"
    r"\s+(?:with|using)\s+)"
    r"['\"`]?(?P<v>[^\s'\"`]{8,200}?)['\"`]?"
    r"(?=\s*$|[.;,)]\s|[.;,)]$|\s+(?i:set|exported|to\s+be\b|in\s+(?:the\s+)?env\w*|as\s+(?:its|the)\b"
    r"|before|to\s+(?:log|auth|connect|sign|run|start)|at\s+runtime|on\s+(?:the\s+)?"
    r"(?:box|host|server)|\())"
)
_LOGS_IN_GATED: Final = FromNeedles(_LOGS_IN)
_NEEDLES: Final = ("logs", "signs")
_MARK: Final = re.compile(r"[!#$%&*+=?@^~]")
_ADDRESS: Final = re.compile(r"@[A-Za-z]")


def _login_value(value: str) -> bool:
    v = value.rstrip(".,;:)")
    if run_on(v):
        return True
    return handed(v) and _MARK.search(v) is not None and _ADDRESS.search(v) is None


def login_verbs(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The passwords of the module's docstring."""
    lower = lowered(text)
    if not has_any(lower, _NEEDLES):
        return
    for m in _LOGS_IN_GATED.finditer(text, index_of(lower)):
        start, end = m.span("v")
        if not covered(start, end) and _login_value(m["v"]):
            yield "password-in-prose", start, end
