"""Key material a sentence hands over under a service's name, with no secret word (pure):

- a hand-over verb right before the value (``swap in``, ``paste``, ``plug in``, ``use``,
  ``replace it with``) in a sentence that names a service (a capitalised, CamelCase, acronym or
  digit-bearing name: ``Deepgram``, ``AssemblyAI``, ``W&B``, ``Auth0``);
- an aside naming the service right before the value (``(the Voyage one) <v>``);
- a label made of a service's name (``Azure Storage: <v>``, ``Auth0 → <v>``).

For any service: the rule reads the name's shape, not a list of vendors. The value must read as
key material (random letters and digits, 32+ hex digits, base64 of random bytes or of a token
holding a random part); words near it that name an identifier or derived value (``commit``,
``build``, ``checksum``, ``zone id``) or call it public keep it clean, as does a value a label
names alone only when it is hex (an account or zone id has that shape too).
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator
from typing import Final

from .ascii_runs import has_run, run_starts
from .key_names import NOT_SECRET, words
from .key_words import HEAD_FIRST, NAME_HEADS
from .prefilter import matches
from .secret_context import NOT_SECRET_WORDS, Covered, context, never
from .secret_values import placeholder, random_like, strongly_random
from .secret_values_shapes import DIGEST_PREFIX, UUID, entropy
from .secret_word_values import NOT_KEY_MATERIAL


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_VALUE: Final = re.compile(
    r"(?<![\w+/=.:@\-])(?:base64:)?[A-Za-z0-9][A-Za-z0-9_\-+/:]{15,}={0,2}(?![\w+/=@\-]|\.\w)"
)
_VALUE_CHARS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+/:"
"""``_VALUE``'s second class (its first and ``base64:`` too): every match holds 16 in a row."""
_HEX: Final = re.compile(r"(?:0x)?[0-9a-fA-F]{32,}")
_HAND_OVER: Final = re.compile(
    r"(?i:\b(?:swap(?:ped|ping)?\s+in|(?:re-?)?past(?:e|ed|ing)(?:\s+in)?|plug(?:ged)?\s+in"
    r"|drop(?:ped)?\s+in|us(?:e|ed|ing)|put|set\s+(?:it\s+)?to|replac(?:e|ed|ing)\s+(?:it\s+)?with"
    r"|switch(?:ed)?\s+to|rotated\s+to|the\s+new\s+one\s+is)\s*[:=]?\s*['\"`]?$)"
)
"""A verb that hands the value over, right before it (``swap in <v>``, ``re-paste <v>``)."""
_ASIDE: Final = re.compile(
    r"\((?i:the|our|my|your)\s+(?P<name>[^()\n]{1,40}?)\s+(?i:one|key|account)\)\s*[:=\-–—→]?\s*$"
    r"|\b(?i:the|our|my|your)\s+(?P<bare>[^()\n:]{1,40}?)\s+(?i:one)\s*(?::|→|->|[—–]\s)\s*$"
)
"""``(the Voyage one) <v>``, ``the Voyage one: <v>``: the service named just before the value."""
_HEADER: Final = re.compile(r"[A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)+")
_QUOTED_KEY: Final = re.compile(r"[\"'`]\s*$")
_LABEL: Final = re.compile(
    r"(?:^|[\n;]|[.!?]\s)\s*(?P<name>[^\n;:=.!?]{2,40}?)\s*(?::|：|→|->|=>|[—–]\s)\s*['\"`]?$"
)
"""``<name>: <v>``, ``<name> → <v>``: a clause that is only a label before the value."""
_BRAND: Final = re.compile(
    r"(?<![\w&])(?:[A-Z][a-z]+[A-Z][\w]*|[A-Z][A-Za-z]*\d[A-Za-z\d]*|[A-Z]{2,}[a-z]*|[A-Z]&[A-Z]"
    r"|[A-Z][a-z]{2,})(?![\w&])"
)
"""A service's name: CamelCase (``AssemblyAI``), with a digit (``Auth0``), an acronym
(``AWS``), ``W&B``, or a capitalised word (``Deepgram``)."""
_COMMON_CAPITALS: Final = _words(
    "if the a an for note remember when once after before then so and but or to we i you it this"
    " that these those please also use using paste swap put set replace my our your new old"
    " in on at from with by"
)
"""Words written with a capital only because they open a sentence."""
_RESOURCE_ID: Final = re.compile(r"[a-z]{1,12}(?:[\-_][a-z]{1,12})*[\-_][0-9a-f]{6,}")
_PREFIXED_UUID: Final = re.compile(
    r"[a-z]{2,5}(?:-[a-z]{2,4}\d)?-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}"
)
_LOWER_RUN: Final = re.compile(r"[a-z]{4,}")
_BECH32: Final = re.compile(r"[a-z]{1,15}1[02-9ac-hj-np-z]{20,}")
"""A bech32 string (``bc1q…``, ``age1…``): an address or a public key."""
_ID_SECRET_PAIR: Final = re.compile(r"[\w\-]{10,}:[\w\-]{10,}")
"""``<key id>:<secret>`` in one value (an IPv6 address or a time has more, shorter parts)."""
_PATH: Final = re.compile(
    r"(?:[A-Za-z_][\w.\-]*=)?(?:~|\.{1,2})?(?:/(?:[A-Za-z][a-z0-9._\-]*|[0-9][0-9a-z._\-]*))+/?"
)
"""A file-system path of readable segments, maybe assigned to a variable
(``PXR_PLUGINPATH_NAME=/mnt/pipeline/usd/plugins/9.3.7``): a place, not key material."""
_SENTENCE_END: Final = re.compile(r"[.!?]\s|\n")
_REACH: Final = 120


def _decoded(value: str) -> bytes | None:
    body = value.replace("-", "+").replace("_", "/")
    body += "=" * (-len(body) % 4)
    try:
        return base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        return None


def _mixed_random(v: str) -> bool:
    """Lower case, upper case and digits (two of each), high entropy, few word-like runs."""
    lower = sum(c.islower() for c in v)
    upper = sum(c.isupper() for c in v)
    digits = sum(c.isdigit() for c in v)
    if len(v) < 20 or lower < 2 or upper < 2 or digits < 2 or entropy(v) < 3.8:
        return False
    return sum(len(r) for r in _LOWER_RUN.findall(v)) < 0.4 * len(v)


def key_material(value: str) -> bool:
    """Random letters and digits, hex, or base64 of random bytes or of a token with a random
    part (``tok:<uuid>:1:0``); not a digest with its algorithm, a placeholder, a UUID alone, or
    words and numbers joined (``antlr4-python3-runtime``)."""
    v = value.removeprefix("base64:")
    if (
        _RESOURCE_ID.fullmatch(v)
        or _BECH32.fullmatch(v)
        or (":" in v and not _ID_SECRET_PAIR.fullmatch(v))
    ):
        return False  # a resource id (ami-0a1b…, sg-…); an address, a time
    if placeholder(v) or DIGEST_PREFIX.match(v) or UUID.fullmatch(v) or "://" in v:
        return False
    if "/" in v and _PATH.fullmatch(v):
        return False  # a path (or a variable set to one), not key material
    if _PREFIXED_UUID.fullmatch(v):
        return True  # a key of a prefix, a region and a UUID (pat-eu1-<uuid>, sdk-<uuid>)
    if not random_like(v):
        return False
    raw = _decoded(v) if re.fullmatch(r"[A-Za-z0-9+/_\-]+={0,2}", v) and len(v) >= 24 else None
    if raw and raw.startswith(b"-----BEGIN") and b"PRIVATE" not in raw[:40]:
        return False  # a certificate or a public key in base64 (a caBundle)
    if raw and len(v) == 28 and v.endswith("=") and not value.startswith("base64:"):
        return False  # the length of a base64 SHA-1 digest (Sec-WebSocket-Accept)
    if raw and sum(32 <= b < 127 for b in raw) > 0.9 * len(raw):
        text = raw.decode("ascii", "replace")
        return UUID.search(text) is not None or any(
            strongly_random(p) for p in re.split(r"[:\s,;|]", text)
        )
    if _HEX.fullmatch(v) or strongly_random(v):
        return True
    return all(_mixed_random(p) for p in v.split(":"))


def _brand(text: str, start: int, end: int) -> bool:
    """A service's name in ``text[start:end]``, not a word capitalised because it opens a
    sentence (``If``, ``Note``) nor one naming an identifier (``Build``, ``Commit``)."""
    return any(
        m.group().lower() not in _COMMON_CAPITALS and m.group().lower() not in NAME_HEADS
        for m in _BRAND.finditer(text, start, end)
    )


def _sentence_start(text: str, at: int) -> int:
    start = max(0, at - _REACH)
    for m in _SENTENCE_END.finditer(text, start, at):
        start = m.end()
    return start


def _names_other_thing(text: str, s0: int, start: int, end: int) -> bool:
    """Words of the sentence naming an identifier, a derived value or something public."""
    after_end = _SENTENCE_END.search(text, end)
    after = text[end : after_end.start() if after_end else min(len(text), end + 80)]
    near = words(text[s0:start]) + words(after[:60])
    if any(w in NAME_HEADS or w in HEAD_FIRST for w in near):  # идентификатор проекта
        return True
    if NOT_KEY_MATERIAL.search(text[s0:start]) or NOT_KEY_MATERIAL.search(after[:60]):
        return True
    return bool(NOT_SECRET_WORDS.search(text[s0:start]) or NOT_SECRET_WORDS.search(after[:60]))


def service_named(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Values handed over under a service's name (see the module's docstring)."""
    if not has_run(text, _VALUE_CHARS, 16):
        return  # no value that long: the scan would try every position for nothing
    for m in matches(_VALUE, text, run_starts(text, _VALUE_CHARS, 16)):  # (a run's start)
        value = m.group().rstrip(".,:;")
        start, end = m.start(), m.start() + len(value)
        if covered(start, end):
            continue
        s0 = _sentence_start(text, start)
        before = text[s0:start]
        aside = _ASIDE.search(before)
        label = None if aside else _LABEL.search(text, s0, start)
        if aside is not None:
            name = aside.group("name") or aside.group("bare") or ""
            named = _brand(name, 0, len(name))
        elif _HAND_OVER.search(before):
            after = text[end : end + 60]
            named = _brand(text, s0, start) or _brand(after, 0, len(after))
        elif label is not None and not _HEX.fullmatch(value):
            name = label.group("name")
            named = (
                len(name.split()) <= 5
                and not _QUOTED_KEY.search(name)  # "Bucket": a key of JSON, no service's name
                and not _HEADER.fullmatch(name)  # Sec-WebSocket-Accept: an HTTP header
                and _brand(name, 0, len(name))
            )
        else:
            continue
        if not named or not key_material(value) or _names_other_thing(text, s0, start, end):
            continue
        if context(text, start, end) == NOT_SECRET:
            continue
        yield "service-named-key", start, end
