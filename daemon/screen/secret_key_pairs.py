"""A private key after its public half, each under a one-word label (pure; session 29, helper
sec29): ``braintree merchant <id> public <key> private <32 hex>``, ``payments: pub <key>,
priv <key>``, ``mailjet public <key> / private <key>``.

A payment or mail vendor's console shows a key pair as two labels; written tersely, ``public``
comes right before the private half, so the private half's label reads as public to the name
rules. Here a ``public``/``pub`` label and its value, then ``private``/``priv`` (``key`` after
either is optional) and a value of 16+ characters that reads as key material (32+ hex digits,
or random), mark the private half.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import index_of, lowered
from .secret_values import random_like

_PAIR: Final = re.compile(
    r"(?i:\b(?:public|pub)(?:[\s_\-]?key)?\s*[:=]?\s+)['\"`]?[A-Za-z0-9_\-]{8,80}['\"`]?"
    r"(?:\s*[,;/|]\s*|\s+(?:and\s+)?)"
    r"(?i:(?:private|priv)(?:[\s_\-]?key)?\s*[:=]?\s+)['\"`]?"
    r"(?P<v>[A-Za-z0-9+/_\-]{16,128}={0,2})(?![\w\-+/=])"
)
_PAIR_GATED: Final = FromNeedles(_PAIR)
_HEX: Final = re.compile(r"[0-9a-fA-F]{32,128}")


def key_pairs(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The private halves of the module's docstring."""
    lower = lowered(text)
    if "priv" not in lower or "pub" not in lower:
        return
    for m in _PAIR_GATED.finditer(text, index_of(lower)):
        start, end = m.span("v")
        value = m["v"]
        if covered(start, end) or not (_HEX.fullmatch(value) or random_like(value)):
            continue
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            yield "private-key-value", start, end
