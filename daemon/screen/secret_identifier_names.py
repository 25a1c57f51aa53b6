"""Random-looking values that an identifier's name or a public naming scheme shows to be no
secret (fix fp25, pure), read by ``secrets._disclaimed`` for the context-free random-token rule
(rounds 89-91's first-sight false positives):

- a word right before the value that names a non-secret identifier: a stream offset or
  checkpoint, a map tile, a satellite scene or granule, a shard, a partition, a log sequence
  number, an ETag (``Kafka offset checkpoint oT6E…``, ``tile 31UFS…``, ``scene id …``). The word
  must be the last before the value (``checkpoint token <v>`` is named a token) and no secret word
  may stand in the value's label (``API key for the tile server <v>`` stays a key);
- a product name in a public naming scheme: fields joined by underscores, a mission or product
  code first (``S2B``, ``LC09``, ``S1A``) and a compact ISO timestamp (``20260714T171859``) or two
  dates among the fields (Sentinel, Landsat, Planet, sequencer run folders): names of public data,
  whatever their last field looks like.
"""

from __future__ import annotations

import re
from typing import Final

from .secret_context import SECRET_WORDS

_ID_NOUN: Final = re.compile(
    r"(?i:\b(?:offsets?|checkpoints?|tiles?|scenes?|granules?|frames?|shards?|partitions?"
    r"|segments?|lsn|watermarks?|etags?|snapshots?|revisions?|changesets?|manifests?|cursors?"
    r"|(?:product|scene|tile|granule|frame|image|object|blob|message|event|record|row|document"
    r"|file|upload|asset|dataset|job|task|run|build|trace|span|request|correlation|order"
    r"|shipment|parcel|tracking|batch|lot|sample|device|serial|instance|volume|snapshot|commit"
    r"|offset|checkpoint|stream|consumer|producer|workflow|execution|pipeline)[\s_\-]?(?:ids?"
    r"|identifiers?|names?|nos?\.?|numbers?|#))(?:\s+#?\d{1,6})?\s*(?:[:=#]|\bis\b|\bwas\b)?\s*"
    r"[\"'`(\[]?$)"
)
"""An identifier's name as the last words before the value (``offset checkpoint``, ``tile``,
``scene id:``)."""
_LABEL_START: Final = re.compile(r"\n|;|[.!?](?:\s|$)|,\s")
_SCHEME_FIELD: Final = re.compile(r"[A-Za-z0-9]+")
_MISSION: Final = re.compile(r"[A-Z][A-Z0-9]{1,5}|\d{6,8}")
_STAMP: Final = re.compile(r"\d{8}T\d{6}")
_DATE: Final = re.compile(r"(?:19|20)\d{6}")


def _scheme_name(value: str) -> bool:
    """Underscore-joined fields, a code first, a timestamp or two dates among them."""
    fields = value.split("_")
    if len(fields) < 4 or not all(_SCHEME_FIELD.fullmatch(f) for f in fields):
        return False
    if not _MISSION.fullmatch(fields[0]):
        return False
    return (
        any(_STAMP.fullmatch(f) for f in fields)
        or sum(1 for f in fields if _DATE.fullmatch(f)) >= 2
    )


def named_identifier(text: str, rule: str, start: int, end: int) -> bool:
    """Whether the random-looking value at ``[start, end)`` of ``text`` is one of the module's
    classes (only the random-token rule: a vendor's shape or a secret's name decides alone)."""
    if rule != "random-token":
        return False
    value = text[start:end]
    if "_" in value and _scheme_name(value):
        return True
    before = text[max(0, start - 60) : start]
    if _ID_NOUN.search(before) is None:
        return False
    cut = [m.end() for m in _LABEL_START.finditer(before)]
    label = before[cut[-1] :] if cut else before
    return not SECRET_WORDS.search(label)
