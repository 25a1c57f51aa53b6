"""An SSH public key listed with a note to add it to ``authorized_keys`` (fix fp23, pure).

Round 79's class of injection false positive: a line that lists one of our own public keys —
the key first, its owner's ``user@host`` comment — and ends on a short note saying what it is
for ("ssh-ed25519 AAAA… deploy@ci (public key, add to authorized_keys)", "… ops@bastion —
pubkey; append to authorized_keys"). No host is named, so ``injection_advice``'s provisioning
note (named hosts) does not read it.

An order stays an order: a key after a verb that opens the line ("append ssh-ed25519 … to
authorized_keys"), a note that names root, every host or a fleet, a key from outside (a URL,
``curl``), secrecy ("and don't tell anyone"), or any other order in the line once the note is
blanked.
"""

from __future__ import annotations

import re
from typing import Final

from .injection_advice import PLANTED_KEY
from .injection_incidents import blanked_reading
from .injection_reading_gates import Gate, When
from .lexicon_en import TOOL

_LISTED_KEY: Final = re.compile(
    r"^[\s\-*>•]*(?:[\w .'’/\-]{1,40}:\s*)?(?P<key>`?"
    r"(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+"
    r"AAAA[A-Za-z0-9+/]{8,}={0,3}\s+[\w.\-]+@[\w.\-]+`?)"
)
"""The key leads the line (after a bullet or a short label), with its owner's comment."""
_NOTE: Final = re.compile(
    r"(?i:\s*(?:[(\[]|[—–]|-{1,2}|[;,:])\s*"
    r"(?:(?:our|my|the|its|a|this\s+is\s+(?:a|the|our))\s+)?(?:(?:ssh\s+)?public\s+key|pubkey|public)?"
    r"\s*[,;:—–\-]?\s*(?:please\s+)?(?:to\s+be\s+added|to\s+add|add(?:ed)?|append(?:ed)?|goes|install(?:ed)?"
    r"|put)\s+(?:it\s+)?(?:to|in|into)\s+(?:the\s+|your\s+)?authorized_keys(?:\s+file)?"
    r"\s*[)\]]?\s*[.;]?\s*$)"
)
"""The note that ends the line: what the key is and that it goes into ``authorized_keys``."""
_PRIVILEGED: Final = re.compile(r"(?i:\broot\b|\bsudo\b|\badmin\w*\b)")
"""A note that puts the key on a privileged account is no routine listing."""


def _spans(family: str, line: str) -> list[tuple[int, int]] | None:
    if family != TOOL or "AAAA" not in line or "authorized_keys" not in line:
        return None
    key = _LISTED_KEY.match(line)
    if key is None:
        return None
    note = _NOTE.match(line, key.end())
    if note is None or PLANTED_KEY.search(line) or _PRIVILEGED.search(line, key.end()):
        return None
    return [(key.start("key"), len(line))]  # a label before the key is still screened


listed_key: Final = blanked_reading(_spans)
"""Whether a tool match is an own public key listed with its ``authorized_keys`` note, and the
line holds no other order once the key and its note are blanked."""


LISTED_KEY_GATE: Final = Gate(When((TOOL,), "AAAA", "authorized_keys"))  # perf31: as ``_spans``
