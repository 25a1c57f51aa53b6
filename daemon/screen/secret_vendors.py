"""Vendor shapes (pure): our own vendor rules (key material first) and the engine's hits, less
placeholders, public keys, mentions of a PEM header and runs cut from longer base64.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Final

from . import engine
from .alternatives import tail
from .key_names import NOT_SECRET, SECRET
from .needle_scan import NeedleScan
from .pair_index import PairIndex
from .prefilter import Occurrences, matches, needles, required
from .secret_context import (
    NOT_SECRET_WORDS,
    code_or_resource,
    context,
    secret_variable,
    whole_words,
)
from .secret_gate import FEW_STARTS, tail_first
from .secret_rules import VENDOR
from .secret_rules_named import VENDOR_MORE
from .secret_values import (
    PUBLIC_PREFIXES,
    bare_uuid,
    placeholder,
    version_like,
)
from .secret_values_placeholders import vendor_placeholder

SHAPE_ONLY: Final = frozenset(
    {"private-key", "private-key-body", "putty-private-key", "twitter-bearer-token"}
)


_VENDOR: Final = tuple(
    (rule, p, needles(p), None if needles(p) else required(p))  # gate: see prefilter.required
    for rule, p in sorted(VENDOR + VENDOR_MORE, key=lambda r: r[0] not in SHAPE_ONLY)
)  # key material first


_DROPBOX_FILL: Final = "A" * 10
"""Dropbox's long-lived and refresh tokens hold ten A's after 11 characters: no placeholder."""
_PEM_BODY: Final = re.compile(r"[A-Za-z0-9+/=]{8,}")
_PEM_FAKE: Final = re.compile(r"(?i:fake|dummy|test|example|placeholder|notareal)")
_PEM_FAKE_MAX: Final = 64
"""A body of letters only, short, that names itself a fixture: no key is letters only."""
_PEM_KEY_RUN: Final = re.compile(r"[A-Za-z0-9+/=]{16,}")
_QUOTES: Final = "`'\"“”‘’«»"


def _pem_mention(text: str, start: int, end: int) -> bool:
    """A PEM private-key header with no key after it, quoted or followed by words (``the file
    contains `-----BEGIN PRIVATE KEY-----` followed by …``): the header is talked about."""
    found = text[start:end]
    head = found.find("-----", 5) + 5
    body = [w for w in _PEM_BODY.findall(found[head:].split("-----END", 1)[0]) if w != "n"]
    if body:
        joined = "".join(body)
        if joined.isalpha() and _PEM_FAKE.search(joined) and len(joined) < _PEM_FAKE_MAX:
            return True  # "-----BEGIN PRIVATE KEY-----FAKEKEYFORTESTSONLY-----END…": a fixture
        return all(w.isalpha() and w.islower() for w in body)  # "followed", "contains": prose
    closing = text.find("-----END", end, end + 240)
    if closing != -1 and not _PEM_KEY_RUN.search(text, end, closing):
        return True  # an empty block or a placeholder body (<paste key here>, ...): a template
    before = text[start - 1] if start else ""
    after = text[end] if end < len(text) else ""
    return bool(before) and before in _QUOTES and after in _QUOTES and after != ""


_STRINGS: Final = tuple(needle if needle is not None else gate for _, _, needle, gate in _VENDOR)
"""What each rule's first look asks for (its needles, else its gate): it is skipped when none
of them occurs in the text."""
_REQUIRED: Final = tuple(
    None if found is None or any(len(n) < 2 for n in found) else found
    for found in (required(p) for _, p, _, _ in _VENDOR)
)
"""Strings one of which every match of the rule holds (``prefilter.required``), when each has
two characters or more: ``prv`` for ``[xyztuv]prv…``, whose needles are single letters that
occur hundreds of times in a memory (then the rule was tried over the whole text)."""
_SCAN: Final = NeedleScan(
    (n for ss in (*_STRINGS, *_REQUIRED) if ss for n in ss if len(n) > 1), keep=False
)
"""Every string of two characters or more of those, found in one pass over a memory (lat22a:
some 150 ``find`` calls a memory, most for strings that occur nowhere, ~0.1-0.2 ms)."""


def _none_occurs(strings: tuple[str, ...] | None, found: dict[str, list[int]], text: str) -> bool:
    """Whether ``strings`` are given and none of them occurs in ``text`` (``found``: the scan's
    answer; a one-character string is asked of the text)."""
    return strings is not None and not any(n in found if len(n) > 1 else n in text for n in strings)


@cache
def _tails() -> tuple[tuple[re.Pattern[str] | None, bool], ...]:
    """Each vendor rule's tail (``alternatives.tail``) when it has no needle or several (a tail
    search costs about one needle search), read on first use, and whether it is asked before
    the needles' places are found (``secret_gate.tail_first``)."""
    found: list[tuple[re.Pattern[str] | None, bool]] = []
    for _, p, needle, _ in _VENDOR:
        cut = tail(p) if needle is None or len(needle) >= 2 else None
        found.append((cut, cut is None or tail_first(p)))
    return tuple(found)


@cache
def _index() -> PairIndex:
    """The vendor rules keyed by their needles, else their gate: a rule one of which the text
    does not hold is skipped in ``vendor_matches`` (lat14)."""
    return PairIndex([needle if needle is not None else gate for _, _, needle, gate in _VENDOR])


def vendor_matches(text: str) -> Iterator[tuple[str, int, int]]:
    occurrences = Occurrences(text)
    tails = _tails()
    found = _SCAN.occurrences(text)  # None for a short text or without the package
    for k in _index().candidates(text):
        if found is not None and (
            _none_occurs(_STRINGS[k], found, text) or _none_occurs(_REQUIRED[k], found, text)
        ):
            continue  # the rule cannot match (the test below, or no string every match holds)
        (rule, pattern, needle, gate), (cut, first) = _VENDOR[k], tails[k]
        if first and cut is not None and cut.search(text) is None:
            continue  # the rule cannot match: its tail finds nothing
        at = occurrences.starts(needle)
        if (at is not None and not at) or occurrences.absent(gate):
            continue  # no needle occurs, or the rule's gate is shut
        late = not first and cut is not None and (at is None or len(at) > FEW_STARTS)
        if late and cut is not None and cut.search(text) is None:
            continue  # (a tail that opens with a set: asked past a few places, perf31)
        for m in matches(pattern, text, at):
            if rule == "private-key" and _pem_mention(text, m.start(), m.end()):
                continue
            value = m.group()
            if rule == "dropbox-token":
                value = value.replace(_DROPBOX_FILL, "", 1)  # the shape's own run of ten A's
            if rule in SHAPE_ONLY or not vendor_placeholder(value):
                yield rule, m.start(), m.end()


_B64_CHAR: Final = re.compile(r"[A-Za-z0-9+/]")


def _inside_longer_run(text: str, start: int, end: int) -> bool:
    """A match cut out of a longer base64 run (a PNG or font inlined as data) is not a token."""
    return (start > 0 and bool(_B64_CHAR.match(text[start - 1]))) or (
        end < len(text) and bool(_B64_CHAR.match(text[end]))
    )


_ENGINE_KEYWORD: Final = re.compile(
    r"(?i:oauth|api|access|auth|credential|creds|key|passw(?:or)?d|secret|token)"
)
"""The generic engine rule's keywords (gitleaks' ``generic-api-key``: a substring anywhere in the
label, so ``okapi``, ``therapist``, ``monkey`` count for it)."""
_ORDINARY_WORDS: Final = frozenset(
    ("okapi", "monkey", "donkey", "turkey", "jockey", "hockey", "whiskey", "lackey", "hotkey")
)
"""Everyday words that end in one of the keywords (the animals of a zoo's records: r116)."""


def _keyword_in_words(label: str) -> bool:
    """Whether ``label`` holds one of the engine's keywords as a word or a name's part of its own
    (``api``, ``API_KEY``, ``myApiKey``, ``githubtoken``), not only inside another word (``the new
    male okapi:``, ``therapist:``, ``tapir:``: r116)."""
    for m in _ENGINE_KEYWORD.finditer(label):
        k, e = m.span()
        start, end = k, e
        while start > 0 and label[start - 1].isalpha():
            start -= 1
        while end < len(label) and label[end].isalpha():
            end += 1
        if start == k or (label[k - 1].islower() and label[k].isupper()):
            return True  # a word or a name's segment of its own
        if end == e and label[start:end].lower() not in _ORDINARY_WORDS:
            return True  # a name's last part (``githubtoken``, ``passkey``)
    return False


def engine_matches(text: str) -> Iterator[tuple[str, int, int]]:
    for hit in engine.scan(text):
        if hit.rule == "generic-api-key" and not _keyword_in_words(
            text[max(text.rfind("\n", 0, hit.start) + 1, hit.start - 80) : hit.start]
        ):
            continue  # the keyword only inside another word (``okapi``, ``therapist``)
        if hit.rule.startswith("generic") and (
            version_like(hit.value)
            or NOT_SECRET_WORDS.search(whole_words(text, max(0, hit.start - 32), hit.start))
            or context(text, hit.start, hit.end) == NOT_SECRET
            or secret_variable(hit.value)
            or code_or_resource(text, hit.start, hit.end)
            or (
                bare_uuid(text[max(0, hit.start - 24) : hit.start], hit.value, text[hit.end :])
                and context(text, hit.start, hit.end) != SECRET
            )
        ):
            continue  # a generic keyword rule on a version, a value called public, a hash, an id,
            # a variable named for the secret (:'app_password'), code or a resource name
        if (
            not placeholder(hit.value)
            and len(hit.value) >= 8
            and not hit.value.startswith(PUBLIC_PREFIXES)
            and not _inside_longer_run(text, hit.start, hit.end)
        ):
            yield hit.rule, hit.start, hit.end
