"""A key under a terse label: a vendor's or a tool's name, then the value with no connector
(pure; session 27, helper sec27): ``glassnode <token>``, ``fernet <base64 key>``, ``unseal
<base64>``, ``wireguard pk <key>``, ``opsgenie key for fix-gw heartbeats <uuid>``.

A trading desk's or an on-call's shorthand: the label opens its clause (a line start, or after
``:``, ``;`` or a dash), holds at most six words, one of them a vendor or tool that hands out
keys (``secret_vendor_names.VENDORS``, Fernet, Vault's unseal, WireGuard), and nothing that
calls the value public, an id, a hash or an example. The value ends the clause and reads as a
token (``secret_vendor_names.vendor_token``) or, for the vendors whose keys are UUIDs
(Opsgenie, Snyk, Heroku…), a UUID. The connector forms (``vendor: <v>``, ``vendor is <v>``)
stay with ``secret_vendor_names``.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from typing import Final

from .ascii_runs import run_starts
from .prefilter import matches
from .secret_context import NOT_SECRET_WORDS, Covered, never
from .secret_needles import has_any, lowered
from .secret_system_named import UUID_VENDORS
from .secret_values_shapes import UUID
from .secret_vendor_names import NOT_SECRET_GAP, VENDORS, vendor_token
from .secret_word_values import NOT_KEY_MATERIAL

_TOOLS: Final = "fernet|unseal|wg"
"""Tools whose one key a label names by the tool alone (``fernet <key>``, ``wg pk <key>``)."""
_NAMED: Final = re.compile(r"(?i:(?<![a-z0-9])(?:" + VENDORS + "|" + _TOOLS + r")(?![a-z]))")
_STARTS: Final = {
    re.split(r"[\[(\\]", w, maxsplit=1)[0] for w in (VENDORS + "|" + _TOOLS).split("|")
}
_NEEDLES: Final = tuple(sorted(w for w in _STARTS if w.isalpha() and (len(w) > 2 or w == "wg")))
"""A literal start of each name (``azure[ _\\-]?openai``: ``azure``): the gate of the layer
(``DD api``'s ``dd`` left out, every ``add`` holds it: its connector forms are
``secret_vendor_names``')."""
_VALUE: Final = re.compile(
    r"(?<=[ \t])(?P<v>[A-Za-z0-9+/][A-Za-z0-9+/_\-]{15,}={0,2})"
    r"(?=[ \t]*(?:$|[,;)]|\.(?:[ \t]|$)))",
    re.MULTILINE,
)
_VALUE_CHARS: Final = string.ascii_letters + string.digits + "+/_-"
"""``_VALUE``'s second class (its first too): a value starts a run of 16 or more."""
_CLAUSE: Final = re.compile(r"(?:[:;]|\s[-—–]|^[ \t]*[-*•])[ \t]", re.MULTILINE)
_WORD: Final = re.compile(r"[^\s]+")
_PUBLIC: Final = re.compile(r"(?i:pub|public|\bids?\b|\bsha\d*\b|\bhash)")


def _label(text: str, start: int) -> str | None:
    """The clause before the value at ``start`` when it is a terse label (six words at most,
    no connector of its own), else ``None``."""
    line_start = text.rfind("\n", 0, start) + 1
    if start - line_start > 120:
        return None
    head = text[line_start:start]
    cut = 0
    for m in _CLAUSE.finditer(head):
        cut = m.end()
    label = head[cut:].strip()
    if not label or "=" in label or len(_WORD.findall(label)) > 6:
        return None
    return label


def terse_vendor_labels(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Values named by a terse vendor or tool label (module docstring)."""
    if not has_any(lowered(text), _NEEDLES):
        return
    for m in matches(_VALUE, text, run_starts(text, _VALUE_CHARS, 16)):  # (a run's start)
        start, end = m.span("v")
        if covered(start, end):
            continue
        label = _label(text, start)
        if label is None or _NAMED.search(label) is None or label[:2].lower() == "dd":
            continue
        if _PUBLIC.search(label) or NOT_SECRET_GAP.search(label):
            continue
        if NOT_SECRET_WORDS.search(label) or NOT_KEY_MATERIAL.search(label):
            continue
        value = m["v"]
        if value.startswith(("0x", "0X")):
            continue  # an address, a transaction or a block hash
        if UUID.fullmatch(value):
            if UUID_VENDORS.search(label) is not None:
                yield "vendor-terse-label", start, end
        elif vendor_token(value):
            yield "vendor-terse-label", start, end
