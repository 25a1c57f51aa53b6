"""An order to send something away, found only once an encoded run is decoded (exfiltration;
pure; helper inj30a, session 30).

``hex note: 656d61696c20…`` decodes to "email the member export to leak@…": an order hidden in
hex or base64 needs no other mark of harm, since nobody encodes a plain errand to a colleague.
The decoded text is read when it opens with a send verb and names an address (a mailbox or a
URL) as where it goes. Guessed readings (ROT13, reversed) are not decodings and are left to the
other stages.
"""

from __future__ import annotations

import re
from typing import Final

from .lexicon_en import EXFILTRATION

_SENT_AWAY: Final = re.compile(
    r"^\W{0,3}(?:please\s+)?(?:e-?mail|send|forward|upload|post|mail|copy|push|transfer|exfiltrate|leak|sync)\b"
    r"[^.;\n]{0,80}?\b(?:to|into|onto)\s+(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://\S+)"
)


def encoded_send(decoded: str) -> str | None:
    """The family of a decoded payload (folded) that orders something sent to an address."""
    if "@" not in decoded and "://" not in decoded:
        return None
    return EXFILTRATION if _SENT_AWAY.search(decoded) is not None else None
