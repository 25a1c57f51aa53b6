"""A sync token with a vendor's prefix (pure; session 29, helper sec29): ``ItsaCheckmate menu
sync token: kp1.<32 lower-case letters and digits>``, ``inventory sync token = fsr_<…>``.

A ``sync token`` is an API's page cursor (``nextSyncToken``) unless set in the environment
(``key_names``, sec28). A cursor is opaque base64 or a number; a vendor's credential carries a
short lower-case prefix and a dot or an underscore (``kp1.``, ``fsr_``), then a random run of
lower-case letters and digits: that shape outweighs the cursor word here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import index_of, lowered
from .secret_values import random_like

_SYNC: Final = re.compile(
    r"(?i:\bsync(?:[\s_\-]?(?:token|key|secret)))\b['\"]?"
    r"(?:\s*[:=]\s*|\s+(?:is|=)\s+|\s+)['\"`]?"
    r"(?P<v>[a-z][a-z0-9]{1,5}[._](?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{24,80})"
    r"(?![\w\-+/=.])"
)
_SYNC_GATED: Final = FromNeedles(_SYNC)


def sync_tokens(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The tokens of the module's docstring."""
    lower = lowered(text)
    if "sync" not in lower:
        return
    for m in _SYNC_GATED.finditer(text, index_of(lower)):
        start, end = m.span("v")
        value = m["v"]
        tail = value[value.find(".") + 1 if "." in value[:7] else value.find("_") + 1 :]
        if not covered(start, end) and random_like(tail) and sum(c.isdigit() for c in tail) >= 4:
            yield "prefixed-token", start, end
