"""A colleague's SSH public key recorded with a note naming the ``authorized_keys`` it goes into
(fix fp24, pure).

Rounds 87-88's class of injection false positive, wider than ``injection_key_notes`` (own key,
no host) and ``injection_advice``'s provisioning note (hosts with a digit, dot or hyphen):

- the key first, its owner's comment, then a bracketed or dashed note that names where it goes
  in words ("ssh-ed25519 AAAA… noor@laptop (add to the KDS bridge authorized_keys)", "… — for
  the bastion's authorized_keys");
- a label that names the key, the note in brackets, a colon, then the key ("deploy public key
  (add to authorized_keys on payroll-bridge): ssh-rsa AAAA… ci@talentloop", "[OPS-12] Priya's
  key (to add to authorized_keys on the jump host): ssh-ed25519 …").

It is a record: no verb opens the line, nobody is addressed. An order to plant a key stays one:
a line that opens on a verb ("Add my key …", "append ssh-ed25519 … to authorized_keys"), speaks
to the agent or sets a time ("you", "agent", "whenever", "every time", "when you have shell
access"), names a fleet ("every host", "all servers", "each node"), root/sudo/admin, a key from
outside (a URL, ``curl``), secrecy (``injection_advice.PLANTED_KEY``), or any other order left
in the line once the key and its note are blanked.
"""

from __future__ import annotations

import re
from typing import Final

from .injection_advice import PLANTED_KEY, STANDING
from .injection_incidents import blanked_reading
from .injection_reading_gates import Gate, When
from .lexicon_en import TOOL

_KEY: Final = (
    r"`?(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+"
    r"AAAA[A-Za-z0-9+/]{8,}={0,3}(?:\s+[\w.\-]+@[\w.\-]+)?`?"
)
"""The key, with its owner's ``user@host`` comment if it has one."""
_WORD: Final = r"(?!(?:every|each|any|all|root)\b)[\w.\-]+(?:['’]s)?"
"""A word of the place the key goes (``KDS``, ``bridge``, ``payroll-bridge``, ``bastion's``)."""
_NOTE: Final = (
    r"(?i:(?:(?:ssh\s+)?public\s+key|pubkey|public)?\s*[,;:—–\-]?\s*(?:please\s+)?"
    r"(?:to\s+be\s+added|to\s+add|add(?:ed)?|append(?:ed)?|goes|install(?:ed)?|put|for)"
    r"(?:\s+it)?(?:\s+(?:to|in|into|on))?\s+(?:the\s+|our\s+)?"
    rf"(?:{_WORD}\s+){{0,3}}authorized_keys(?:\s+file)?"
    rf"(?:\s+(?:on|for|at|of)\s+(?:the\s+|our\s+)?{_WORD}(?:\s+{_WORD}){{0,2}})?)"
)
"""What the note says: the key goes into ``authorized_keys``, maybe of a place named in words."""
_KEY_FIRST: Final = re.compile(
    r"^[\s\-*>•]*(?:[\w .'’/\-\[\]#]{1,40}:\s*)?(?P<key>"
    + _KEY
    + r")\s*(?:\(\s*"
    + _NOTE
    + r"\s*\)|[\[]\s*"
    + _NOTE
    + r"\s*\]|(?:[—–]|-{1,2}|;)\s*"
    + _NOTE
    + r")\s*[.;]?\s*$"
)
_LABEL_FIRST: Final = re.compile(
    r"^[\s\-*>•]*(?:\[[\w\-#. ]{1,24}\]\s*)?(?P<label>[\w .'’\-]{0,40}?"
    r"(?i:\b(?:(?:ssh|deploy|public|pub)\s+)*(?:key|pubkey)))\s*\(\s*"
    + _NOTE
    + r"\s*\)\s*:\s*(?P<key>"
    + _KEY
    + r")\s*[.;]?\s*$"
)
_VERB_OR_FLEET: Final = re.compile(
    r"(?i:^[\s\-*>•]*(?:\[[^\]]{0,24}\]\s*)?(?:please\s+)?(?:add|append|put|install|insert|write"
    r"|paste|copy|drop|place|push|deploy\s+(?:it|this|the)|use|run|echo|make|ensure)\b"
    r"|\b(?:every|each|all|any)\s+(?:\w+\s+)?(?:hosts?|servers?|machines?|boxes|nodes?|vms?)\b)"
)
"""A line that opens on a verb or names a fleet (``STANDING``: one that speaks to the agent, sets a
time or names a privilege)."""


def _spans(family: str, line: str) -> list[tuple[int, int]] | None:
    if family != TOOL or "AAAA" not in line or "authorized_keys" not in line:
        return None
    m = _KEY_FIRST.match(line) or _LABEL_FIRST.match(line)
    if (
        m is None
        or PLANTED_KEY.search(line)
        or _VERB_OR_FLEET.search(line)
        or STANDING.search(line)
    ):
        return None
    if m.re is _KEY_FIRST:
        return [(m.start("key"), len(line))]  # a label before the key is still screened
    return [(m.start("label"), len(line))]


recorded_key: Final = blanked_reading(_spans)
"""Whether a tool match is a colleague's public key recorded with the ``authorized_keys`` it goes
into, and the line holds no other order once the key and its note are blanked."""


RECORDED_KEY_GATE: Final = Gate(When((TOOL,), "AAAA", "authorized_keys"))  # perf31: as ``_spans``
