"""Acts against the user, scored by concept combinations (pure; concepts in ``concepts_acts.py``).

A memory entry may state the user's preferences and the project's workflow rules; it may not
direct the agent to act against the user: take code from a source outside the user's control,
send the user's data to a third party, keep things from the user, switch the model's safety off,
plant something in every future output, or collect the user's credentials under a persona. Each
check pairs an act with what makes it one of those (a host outside the user's organisation, a
secret file, a "don't tell" aimed at what is being done, a durability marker, …); a line that is
negated ("never pipe … to curl") or talks about attacks is left to the other layers.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from typing import Final

from . import concepts_acts as a
from . import concepts_acts_needles as need
from .alternatives import First
from .concept_search import compiled
from .grams import Grams
from .lazy_regex import Regex
from .lexicon_en import CONCEAL, EXFILTRATION, OVERRIDE, PERSISTENCE, PERSONA, POLICY, TOOL
from .pair_index import SHORT, PairIndex
from .prefilter import LazyFoldGated
from .structure import Hit
from .structure_filters import negated
from .text import line_starts
from .typosquats import no_digit, one_apart

_TRUSTED: Final = re.compile(a.TRUSTED_HOST)
_SERVICE_WORD: Final = re.compile(a.SERVICE_WORD)
_INSTALL_FROM: Final = re.compile(a.INSTALL_FROM)
_FETCHED: Final = re.compile(a.FETCHED_ARTIFACT)
_SWAP: Final = re.compile(a.SWAP_SOURCE)
_DURABLE: Final = First(re.compile(a.DURABLE))
_SECRET_FILE: Final = re.compile(a.SECRET_FILE)
_NET: Final = re.compile(a.NET_COMMAND)
_URL_EXPANSION: Final = re.compile(a.URL_EXPANSION)
_URL_SLOT: Final = re.compile(a.URL_DATA_SLOT)
_PRIVATE: Final = re.compile(a.PRIVATE_DATA)
_NO_CONSENT: Final = re.compile(a.NO_CONSENT)
_COPY_PRIVATE: Final = re.compile(a.COPY_PRIVATE)
_OWN_STORE: Final = re.compile(a.OWN_STORE)
_KEYRING: Final = re.compile(
    r"\b(?:credentials?|auth\w*|passwords?|tokens?)\s+(?:from|via|in|through)\s+(?:the\s+|your\s+"
    r"|my\s+|our\s+)?(?:keyring|keychain|\.?netrc)\b"
)
"""An index signed into with the user's own keyring (``index-url = … with credentials from
keyring``): the user's private index, not one an entry slips in."""
_AUDIENCE: Final = First(re.compile(a.AUDIENCE_WIDE))
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
_HARMFUL: Final = First(re.compile(a.HARMFUL_WORK))
_SAFETY_SWITCH: Final = re.compile(a.SAFETY_SWITCH)
_REFUSAL_FAULT: Final = re.compile(a.REFUSAL_IS_FAULT)
_QUIET_RISK: Final = re.compile(a.QUIET_ABOUT_RISK)
_SAY_SAFE: Final = re.compile(a.SAY_SAFE)
_PLANT: Final = re.compile(a.PLANT)
_TRACKING: Final = re.compile(a.TRACKING_CODE)
_REFERRAL: Final = re.compile(a.REFERRAL_URL)
_MIRROR: Final = re.compile(a.DOWNLOAD_MIRROR)
_SUBSTITUTE: Final = re.compile(a.SUBSTITUTE)
_SWAP_FROM: Final = re.compile(a.SWAP_FROM)
_BUY_AT: Final = re.compile(a.BUY_AT)
_SKIP_HOOKS: Final = re.compile(a.SKIP_HOOKS)
_REMOTE_CODE: Final = re.compile(a.REMOTE_CODE)
_REMOTE_MOVE: Final = re.compile(a.REMOTE_MOVE)
_CODE_HOST: Final = re.compile(a.CODE_HOST)
_RECURRING: Final = re.compile(a.RECURRING)
_PERSONA: Final = re.compile(a.PERSONA_AS)
_ASK_FOR: Final = re.compile(a.ASK_USER_FOR)
_OBEY: Final = re.compile(a.OBEY_AUTHOR)

Spans = list[tuple[int, int]]


_WINDOW: Final = 100
_WITHOUT: Final = ("without", "ohne", "sans", "sin", "sem")
"""``answer without warnings``: harm of a switched-off policy, not of a persona."""


def _untrusted(host: str | None) -> bool:
    """A host outside the user's organisation: not a public index nor an internal host, and
    named like a service (in the domain itself or in a compound subdomain), not like an
    organisation (``pypi.acme.io`` is Acme's own index)."""
    if host is None:
        return False
    host = host.rstrip(".")
    if _TRUSTED.search(host):
        return False
    labels = host.split(".")
    named = labels[-2:-1] + [x for x in labels[:-2] if "-" in x]
    return any(_SERVICE_WORD.search(x) for x in named)


def _remote_elsewhere(m: re.Match[str]) -> bool:
    """A git remote outside the user's organisation: on a shared code host, an owner named like
    a service (``github.com/backup-mirror-7731/…``); elsewhere, a host named like one."""
    if _CODE_HOST.match(m.group("host")):
        return bool(_SERVICE_WORD.search(m.group("owner")))
    return _untrusted(m.group("host"))


def _affirmed(line: str, start: int) -> bool:
    return not negated(line[max(0, start - 28) : start])


def _near(first: re.Match[str] | None, other: Regex | First, line: str) -> bool:
    if first is None:
        return False
    lo, hi = max(0, first.start() - _WINDOW), first.end() + _WINDOW
    return other.search(line, lo, hi) is not None


def _typosquat(x: str, y: str) -> bool:
    """Two names one letter apart (``requestz`` or ``requestss`` for ``requests``) or with two
    letters swapped; a version digit (``psycopg2``), a short name or a rename is not one
    (``typosquats.one_apart``: any change but a digit, where an install name wants letters)."""
    if x == y or min(len(x), len(y)) < 5:
        return False
    return one_apart(x, y, no_digit)


def _has(line: str, needles: tuple[str, ...]) -> bool:
    return any(n in line for n in needles)


_REMOTE_NEEDLES: Final[tuple[str, ...]] = ("remote", "origin", "upstream")


def _tool(line: str) -> Iterator[Hit]:
    for m in _INSTALL_FROM.finditer(line) if _has(line, need.INSTALL_NEEDLES) else ():
        host = next((h for h in m.groups() if h), None)
        if _untrusted(host) and _affirmed(line, m.start()) and not _KEYRING.search(line):
            yield Hit(TOOL, m.start(), m.end())
            return
    m = _FETCHED.search(line) if _has(line, need.ARTIFACT_NEEDLES) else None
    if m and _untrusted(m.group("host")) and _DURABLE.search(line) and _affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())
        return
    m = _REMOTE_MOVE.search(line) if "push" in line and _has(line, _REMOTE_NEEDLES) else None
    if m and _RECURRING.search(line) and _remote_elsewhere(m) and _affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())
        return
    for pattern in (_SWAP, _SWAP_FROM):
        m = pattern.search(line)
        if (
            m
            and _untrusted(m.group("host"))
            and _affirmed(line, m.start())
            and _DURABLE.search(line)
        ):
            yield Hit(TOOL, m.start(), m.end())
            return


_SECRET_FILE_GATED: Final = LazyFoldGated(_SECRET_FILE)
_NO_CONSENT_GATED: Final = LazyFoldGated(_NO_CONSENT)


def _exfiltration(line: str) -> Iterator[Hit]:
    secret = _SECRET_FILE_GATED.search(line)
    net = _NET.search(line) if secret else None
    if secret and net and _affirmed(line, min(secret.start(), net.start())):
        yield Hit(TOOL, min(secret.start(), net.start()), max(secret.end(), net.end()))
        return
    m = _URL_EXPANSION.search(line)
    if m and _affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())
        return
    m = _COPY_PRIVATE.search(line) if "private" in line or "personal" in line else None
    if m and _affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())
        return
    m = _URL_SLOT.search(line)
    if m and _PRIVATE.search(line) and _affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())
        return
    m = _NO_CONSENT_GATED.search(line)
    if m and not _OWN_STORE.search(line):
        send = [s for s in compiled()["send"].finditer(line) if _affirmed(line, s.start())]
        secrets = compiled()["secret_object"]
        for s in send:
            if _near(s, secrets, line) and abs(s.start() - m.start()) <= 2 * _WINDOW:
                yield Hit(EXFILTRATION, s.start(), s.end())
                return


def _conceal(line: str, told: Spans) -> Iterator[Hit]:
    m = _NOT_NOTICED.search(line) if "so " in line else None
    if m:
        yield Hit(CONCEAL, m.start(), m.end())
        return
    told = [(s, e) for s, e in told if not _DELEGATION.match(line, e)]
    if not told and not _has(line, need.CONCEAL_NEEDLES):
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
        lo = max(0, s - _WINDOW) if either or (s, e) in kept else s
        clause = _CLAUSE_END.search(line, e)  # the act is hidden in the same clause
        act = _HIDDEN_ACT.search(
            line, lo, min(e + _WINDOW, clause.start() if clause else len(line))
        )
        near = _AUDIENCE.search(line, max(0, s - _WINDOW), e + _WINDOW)
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


def _policy(line: str) -> Iterator[Hit]:
    for pattern in (
        (_SAFETY_SWITCH, _REFUSAL_FAULT, _SKIP_HOOKS) if _has(line, need.SWITCH_NEEDLES) else ()
    ):
        m = pattern.search(line)
        if m:
            yield Hit(POLICY, m.start(), m.end())
            return
    m = _QUIET_RISK.search(line) if _has(line, _RISK_NEEDLES) else None
    if m and (_AUDIENCE.search(line) or _SAY_SAFE.search(line) or "user" in line):
        yield Hit(POLICY, m.start(), m.end())
        return
    m = _SWITCH_OFF.search(line) if _has(line, need.GUARD_NEEDLES) else None
    guard = _near(m, _USER_SAFEGUARD, line) if m else False
    if (
        m
        and guard
        and _affirmed(line, m.start())
        and (_DURABLE.search(line) or _DESTRUCTIVE.search(line))
    ):
        yield Hit(POLICY, m.start(), m.end())
        return
    m = _NO_ASKING.search(line) if _has(line, need.NO_ASKING_NEEDLES) else None
    if m:  # "no need to ask before <destructive>", "<destructive> without asking"
        lo, hi = (
            (m.end(), m.end() + 80) if m.group("before") else (max(0, m.start() - 80), m.start())
        )
        if m.group("cjk"):  # either side
            lo, hi = max(0, m.start() - 80), m.end() + 80
        act = _DESTRUCTIVE.search(line, lo, hi)
        if act and _affirmed(line, act.start()):
            yield Hit(POLICY, m.start(), m.end())
            return
    m = _CONTENT_POLICY.search(line)
    if m and _near(m, _POLICY_OFF, line) and (_HARMFUL.search(line) or _near(m, _SCOPE, line)):
        yield Hit(POLICY, m.start(), m.end())
        return
    m = _OBEY.search(line) if _has(line, _OBEY_NEEDLES) else None
    if m:
        yield Hit(OVERRIDE if "comply" not in m.group() else POLICY, m.start(), m.end())


_SCOPE: Final = re.compile(
    r"\b(?:this|the)\s+(?:workspace|repo\w*|project)\b|\bhere\b|\bhier\b|\bdiese[nmrs]?\s+(?:workspace"
    r"|repo\w*|projekt)\b|\bici\b|\baqu[ií]\b|このワークスペース|このリポジトリ|このプロジェクト|ここでは|이\s*저장소"
    r"|이\s*워크스페이스|이\s*프로젝트|本仓库|这个仓库|本项目|这里|здесь|в\s+этом"
)


_SUBSTITUTE_NEEDLES: Final[tuple[str, ...]] = (
    "instead",
    "in place",
    "rather",
    "replace",
    "prefer",
    " over ",
)


def _persistence(line: str) -> Iterator[Hit]:
    """What is planted (a referral link, a download mirror, a typosquat, telemetry, a shop, a
    remote script), then whether it is for every output."""
    url = "://" in line
    found: tuple[int, int] | None = None
    m = _REFERRAL.search(line) if url else None
    m = m or (_MIRROR.search(line) if url else None)
    if m and (m.re is _REFERRAL or _untrusted(m.group("host"))):
        found = (m.start(), m.end())
    for m in _SUBSTITUTE.finditer(line) if not found and _has(line, _SUBSTITUTE_NEEDLES) else ():
        if _typosquat(m.group("a"), m.group("b")):
            found = (m.start(), m.end())
            break
    plant = None
    if not found and ("`" in line or "buy" in line or url):
        plant = _PLANT.search(line)
    if plant is not None:
        # these spans open at the verb: a quoted payload alone would read as an example
        m = _TRACKING.search(line) if "`" in line else None
        m = m or (_BUY_AT.search(line) if "buy" in line else None)
        if m is None and url:
            m = _REMOTE_CODE.search(line)
            m = m if m and _untrusted(next((h for h in m.groups() if h), None)) else None
        if m:
            found = (min(plant.start(), m.start()), m.end())
    if found and _affirmed(line, found[0]):
        durable = _DURABLE.search(line)
        if durable and _affirmed(line, durable.start()):
            yield Hit(PERSISTENCE, *found)


def _persona(line: str) -> Iterator[Hit]:
    m = _PERSONA.search(line)
    if m and _affirmed(line, m.start()):
        ask = _ASK_FOR.search(line, m.end())
        if ask is not None and (_AUDIENCE.search(line) or "their" in line or "them" in line):
            yield Hit(PERSONA, m.start(), ask.end())
            return
        harm = _HARMFUL.search(line, m.end())
        if harm is not None and not harm.group().startswith(_WITHOUT):
            yield Hit(PERSONA, m.start(), harm.end())


_CHECKS: Final = (
    (need.TOOL_NEEDLES, _tool),
    (need.EXFILTRATION_NEEDLES, _exfiltration),
    (need.POLICY_NEEDLES, _policy),
    (need.PERSISTENCE_NEEDLES, _persistence),
    (need.PERSONA_NEEDLES, _persona),
)


_GROUPS: Final = (*(needles for needles, _ in _CHECKS), need.CONCEAL_NEEDLES)
_FLAT: Final = tuple((g, n) for g, needles in enumerate(_GROUPS) for n in needles)
_FLAT_INDEX: Final = PairIndex([(n,) for _, n in _FLAT])
"""Every needle of the checks and of ``_conceal``, keyed by its first three characters."""


def _present(text: str) -> tuple[tuple[str, ...], ...]:
    """The needles of ``_GROUPS`` that may occur in ``text``, group by group: in a short text
    only those whose first three characters occur (one index for every group, lat14; the
    lines ``lines_with`` finds are the same), else all."""
    if len(text) > SHORT:
        return _GROUPS
    groups: list[list[str]] = [[] for _ in _GROUPS]
    for k in _FLAT_INDEX.candidates(text):
        g, needle = _FLAT[k]
        groups[g].append(needle)
    return tuple(map(tuple, groups))


def score_line(line: str, told: Spans | None = None) -> Iterator[Hit]:
    """Family hits of one folded (lower-case NFKC) line, at most one per check group; ``told``:
    the spans of the ``dont_tell`` concept in the line, if known."""
    for _, hit in score_text(line, told=told):
        yield hit


def lines_with(
    text: str, needles: tuple[str, ...], starts: list[int], grams: Grams | None = None
) -> set[int]:
    """The lines (numbers, ``starts`` their offsets) that hold one of ``needles`` (``grams``: the
    text's trigrams, if known: a needle they rule out is not scanned for)."""
    found: set[int] = set()
    for needle in needles:
        if grams is not None and not grams.may_hold(needle):
            continue
        k = text.find(needle)
        while k != -1:
            n = bisect_right(starts, k) - 1
            found.add(n)
            k = text.find(needle, starts[n + 1] if n + 1 < len(starts) else len(text))
    return found


def score_text(
    text: str, skip: set[int] | None = None, told: Spans | None = None, grams: Grams | None = None
) -> Iterator[tuple[int, Hit]]:
    """Line numbers and family hits (offsets in the line) of a folded (lower-case NFKC) text,
    at most one per check group and line, for the lines not in ``skip``; ``told``: the spans of
    the ``dont_tell`` concept in the text, if known (``concept_search.find``); ``grams``: its
    trigrams, if known (``lines_with``). Each check runs
    only on the lines that hold one of its needles, found over the whole text."""
    lines = text.split("\n")
    starts = line_starts(lines)
    if told is None:
        told = [(m.start(), m.end()) for m in compiled()["dont_tell"].finditer(text)]
    *present, conceal = _present(text)
    wanted = [lines_with(text, needles, starts, grams) for needles in present]
    concealing = lines_with(text, conceal, starts, grams)
    # the other lines run no check and give ``_conceal`` nothing to find (see below)
    told_lines = {bisect_right(starts, a) - 1 for a, _ in told}
    so_lines = lines_with(text, ("so ",), starts, grams)
    for n in sorted(set[int]().union(*wanted, concealing, told_lines, so_lines)):
        line = lines[n]
        if (skip and n in skip) or not line.strip():
            continue
        for k, (_, check) in enumerate(_CHECKS):
            if n in wanted[k]:
                for hit in check(line):
                    yield n, hit
        lo, hi = starts[n], starts[n] + len(line)
        spans = [(a - lo, b - lo) for a, b in told if lo <= a < hi]
        if not spans and n not in concealing and "so " not in line:
            continue  # what ``_conceal`` returns at once: no "so ", no "don't tell", no needle
        for hit in _conceal(line, spans):
            yield n, hit
