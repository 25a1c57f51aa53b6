"""Two checks of ``injection_acts.py`` (pure): things kept from the user (``conceal``: a "don't
tell" aimed at an act, an act left out of what the user reads, a cover story) and the model's
safeguards switched off (``policy``: safety switches, refusals called faults, risks kept quiet,
no asking before destructive acts, a content policy off, obeying a text's author); with the
helpers and concepts the other checks share (``affirmed``, ``near``, ``has``, ``DURABLE``,
``AUDIENCE``, ``HARMFUL``)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from . import concepts_acts as a
from . import concepts_acts_needles as need
from .alternatives import First
from .lazy_regex import Regex
from .lexicon_en import CONCEAL, OVERRIDE, POLICY
from .structure import Hit
from .structure_filters import negated

Spans = list[tuple[int, int]]

DURABLE: Final = First(re.compile(a.DURABLE))
AUDIENCE: Final = First(re.compile(a.AUDIENCE_WIDE))
_HIDDEN_ACT: Final = First(re.compile(a.HIDDEN_ACT))
_DONT_TELL_MORE: Final = re.compile(a.DONT_TELL_MORE)
_KEPT_FROM_OUTPUT: Final = First(re.compile(a.KEPT_FROM_OUTPUT))
_USER_SAFEGUARD: Final = First(re.compile(a.USER_SAFEGUARD))
_SWITCH_OFF: Final = First(re.compile(a.SWITCH_OFF))
_DESTRUCTIVE: Final = First(re.compile(a.DESTRUCTIVE))
_NO_ASKING: Final = re.compile(a.NO_ASKING)
_NOT_NOTICED: Final = re.compile(a.NOT_NOTICED)
_COVER: Final = First(re.compile(a.COVER_STORY))
_CONTENT_POLICY: Final = First(re.compile(a.CONTENT_POLICY))
_POLICY_OFF: Final = First(re.compile(a.POLICY_OFF))
HARMFUL: Final = First(re.compile(a.HARMFUL_WORK))
_SAFETY_SWITCH: Final = re.compile(a.SAFETY_SWITCH)
_SKIP_HOOKS: Final = re.compile(a.SKIP_HOOKS)
_REFUSAL_FAULT: Final = re.compile(a.REFUSAL_IS_FAULT)
_QUIET_RISK: Final = re.compile(a.QUIET_ABOUT_RISK)
_SAY_SAFE: Final = re.compile(a.SAY_SAFE)
_OBEY: Final = re.compile(a.OBEY_AUTHOR)

WINDOW: Final = 100


def affirmed(line: str, start: int) -> bool:
    return not negated(line[max(0, start - 28) : start])


def near(first: re.Match[str] | None, other: Regex | First, line: str) -> bool:
    if first is None:
        return False
    lo, hi = max(0, first.start() - WINDOW), first.end() + WINDOW
    return other.search(line, lo, hi) is not None


def has(line: str, needles: tuple[str, ...]) -> bool:
    return any(n in line for n in needles)


def conceal(line: str, told: Spans) -> Iterator[Hit]:
    m = _NOT_NOTICED.search(line) if "so " in line else None
    if m:
        yield Hit(CONCEAL, m.start(), m.end())
        return
    told = [(s, e) for s, e in told if not _DELEGATION.match(line, e)]
    if not told and not has(line, need.CONCEAL_NEEDLES):
        return  # neither a "don't tell" nor a "keep … between us" / "leave … out of"
    kept = [(k.start(), k.end()) for k in _DONT_TELL_MORE.finditer(line)]
    out = _KEPT_FROM_OUTPUT.search(line)
    if out and _HIDDEN_ACT.search(line, *_clause(line, out.start(), out.end())):
        yield Hit(CONCEAL, out.start(), out.end())  # what the user reads leaves the act out
        return
    if not told and not kept:
        return
    # the act follows the "don't tell", except after "keep … between us", "leave … out" and in
    # verb-final Japanese and Korean
    either = _VERB_FINAL.search(line) is not None
    for s, e in told + kept:
        lo = max(0, s - WINDOW) if either or (s, e) in kept else s
        clause = _CLAUSE_END.search(line, e)  # the act is hidden in the same clause
        act = _HIDDEN_ACT.search(line, lo, min(e + WINDOW, clause.start() if clause else len(line)))
        near = AUDIENCE.search(line, max(0, s - WINDOW), e + WINDOW)
        if act and (near or out):  # to the user, or out of what the user reads too
            yield Hit(CONCEAL, s, e)
            return
    cover = _COVER.search(line)
    if cover:
        yield Hit(CONCEAL, cover.start(), cover.end())


_CLAUSE_END: Final = re.compile(r"[.;!?](?:\s|$)|[。；！？]")
_CLAUSE_BREAK: Final = re.compile(
    r"[.;!?](?:\s|$)|[。；！？]|,\s+(?:and|then|but|while|y|e|et|und|и|а|но)\s"
)


def _clause(line: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the clause holding ``line[start:end]`` (``Omit stack traces from the
    summary, and send the full log to #ops``: the send is another clause)."""
    lo = 0
    for m in _CLAUSE_BREAK.finditer(line, 0, start):
        lo = m.end()
    after = _CLAUSE_BREAK.search(line, end)
    return lo, after.start() if after else len(line)


_VERB_FINAL: Final = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")
_DELEGATION: Final = re.compile(r"\s+(?:the\s+|your\s+)?\w+\s+to\s+\w+")


_RISK_NEEDLES: Final[tuple[str, ...]] = ("warn", "point", "flag", "highlight", "call")
_OBEY_NEEDLES: Final[tuple[str, ...]] = ("obey", "comply", "author of", "writer of", "sender of")


def policy(line: str) -> Iterator[Hit]:
    for pattern in (
        (_SAFETY_SWITCH, _REFUSAL_FAULT, _SKIP_HOOKS) if has(line, need.SWITCH_NEEDLES) else ()
    ):
        m = pattern.search(line)
        if m:
            yield Hit(POLICY, m.start(), m.end())
            return
    m = _QUIET_RISK.search(line) if has(line, _RISK_NEEDLES) else None
    if m and (AUDIENCE.search(line) or _SAY_SAFE.search(line) or "user" in line):
        yield Hit(POLICY, m.start(), m.end())
        return
    m = _SWITCH_OFF.search(line) if has(line, need.GUARD_NEEDLES) else None
    guard = near(m, _USER_SAFEGUARD, line) if m else False
    if (
        m
        and guard
        and affirmed(line, m.start())
        and (DURABLE.search(line) or _DESTRUCTIVE.search(line))
    ):
        yield Hit(POLICY, m.start(), m.end())
        return
    m = _NO_ASKING.search(line) if has(line, need.NO_ASKING_NEEDLES) else None
    if m:  # "no need to ask before <destructive>", "<destructive> without asking"
        lo, hi = (
            (m.end(), m.end() + 80) if m.group("before") else (max(0, m.start() - 80), m.start())
        )
        if m.group("cjk"):  # either side
            lo, hi = max(0, m.start() - 80), m.end() + 80
        act = _DESTRUCTIVE.search(line, lo, hi)
        if act and affirmed(line, act.start()):
            yield Hit(POLICY, m.start(), m.end())
            return
    m = _CONTENT_POLICY.search(line)
    if m and near(m, _POLICY_OFF, line) and (HARMFUL.search(line) or near(m, _SCOPE, line)):
        yield Hit(POLICY, m.start(), m.end())
        return
    m = _OBEY.search(line) if has(line, _OBEY_NEEDLES) else None
    if m:
        yield Hit(OVERRIDE if "comply" not in m.group() else POLICY, m.start(), m.end())


_SCOPE: Final = re.compile(
    r"\b(?:this|the)\s+(?:workspace|repo\w*|project)\b|\bhere\b|\bhier\b|\bdiese[nmrs]?\s+(?:workspace"
    r"|repo\w*|projekt)\b|\bici\b|\baqu[ií]\b|このワークスペース|このリポジトリ|このプロジェクト|ここでは|이\s*저장소"
    r"|이\s*워크스페이스|이\s*프로젝트|本仓库|这个仓库|本项目|这里|здесь|в\s+этом"
)
