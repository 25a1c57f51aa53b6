"""Misstating what the agent did (pure; a check of the plain-language orders,
``injection_orders.py``): a failed check reported as passed, an upload relabelled
"maintenance", a record rewritten or backdated, an act kept from the dashboard, the auditors or
the user, a cover answer ready if someone asks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from . import concepts_orders as o
from .injection_orders_clauses import WINDOW as _WINDOW
from .injection_orders_clauses import affirmed as _affirmed
from .injection_orders_clauses import has as _has
from .injection_orders_clauses import sentence as _sentence
from .lexicon_en import CONCEAL
from .structure import Hit

_PRIVATE: Final = re.compile(o.PRIVATE_THING)
_FALSE_REPORT: Final = re.compile(o.FALSE_REPORT)
_RELABEL: Final = re.compile(o.RELABEL)
_KEEP_FROM: Final = re.compile(o.KEEP_FROM)
_DONE_ACT: Final = re.compile(o.DONE_ACT)
_KEPT_OUT: Final = re.compile(o.KEPT_OUT)
_COVER: Final = re.compile(o.COVER_ANSWER)
_PASSIVE_RELABEL: Final = re.compile(o.PASSIVE_RELABEL)
_REWRITE: Final = re.compile(o.REWRITE_RECORD)
_FALSIFY: Final = re.compile(o.FALSIFY)
_TELL: Final = re.compile(r"\b(?:tell|say|report|claim|state|confirm|show)\w*\b")


def misreported(line: str) -> Iterator[Hit]:
    if not _has(line, _FALSE_NEEDLES):
        return _kept_from(line)
    return _false_report(line)


def _false_report(line: str) -> Iterator[Hit]:
    for m in _FALSE_REPORT.finditer(line):
        text = m.group()
        if text.startswith(("report", "mark", "log", "record", "list", "describe", "show")):
            strong = True
        elif " even " in text:
            strong = _TELL.search(line, 0, m.start()) is not None
        else:
            strong = False
        deceit = strong or _DONE_ACT.search(line) or _RELABEL.search(line)
        if deceit and _affirmed(line, m.start()):
            yield Hit(CONCEAL, m.start(), m.end())
            return
    yield from _kept_from(line)


def _kept_from(line: str) -> Iterator[Hit]:
    for pattern, needles in ((_REWRITE, ("like",)), (_FALSIFY, _FALSIFY_NEEDLES)):
        m = pattern.search(line) if _has(line, needles) else None
        if m and _affirmed(line, m.start()):
            yield Hit(CONCEAL, m.start(), m.end())
            return
    m = _PASSIVE_RELABEL.search(line) if " as " in line else None
    if m and _DONE_ACT.search(line, *_sentence(line, m.start(), m.end())):
        yield Hit(CONCEAL, m.start(), m.end())
        return
    relabel = _RELABEL.search(line) if " as " in line else None
    if relabel and _affirmed(line, relabel.start()):
        act = _DONE_ACT.search(line, max(0, relabel.start() - _WINDOW), relabel.end())
        if act is not None:
            yield Hit(CONCEAL, relabel.start(), relabel.end())
            return
    for pattern in (_KEEP_FROM, _KEPT_OUT) if _has(line, _KEEP_NEEDLES) else ():
        for m in pattern.finditer(line):
            lo, hi = _sentence(line, m.start(), m.end())
            if _PRIVATE.search(m.group()):
                continue  # "mask secrets in logs": the user's data protected, no act hidden
            if _DONE_ACT.search(line, lo, hi) and _affirmed(line, m.start()):
                yield Hit(CONCEAL, m.start(), m.end())
                return
    m = _COVER.search(line) if "if " in line else None
    if m:
        yield Hit(CONCEAL, m.start(), m.end())


_FALSE_NEEDLES: Final = (
    "fail", "broken", " red ", "even ", " like", "so ", "actually",
)  # fmt: skip
_FALSIFY_NEEDLES: Final = ("backdat", "falsif", "forge", "forgi", "fabricat")
_KEEP_NEEDLES: Final = (
    "hears", "learns", "finds out",
    "quiet", "never let", "make sure", "hide", "mask", "conceal", "disguise", "cover up", "scrub",
    "strip", "remove any", "out of", "don't", "do not", "never",
)  # fmt: skip
