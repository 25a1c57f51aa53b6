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
from collections.abc import Iterator
from typing import Final

from . import concepts_acts as a
from .concept_search import compiled
from .lexicon_en import CONCEAL, EXFILTRATION, OVERRIDE, PERSISTENCE, PERSONA, POLICY, TOOL
from .structure import Hit, negated

_TRUSTED: Final = re.compile(a.TRUSTED_HOST)
_SERVICE_WORD: Final = re.compile(a.SERVICE_WORD)
_INSTALL_FROM: Final = re.compile(a.INSTALL_FROM)
_FETCHED: Final = re.compile(a.FETCHED_ARTIFACT)
_SWAP: Final = re.compile(a.SWAP_SOURCE)
_DURABLE: Final = re.compile(a.DURABLE)
_SECRET_FILE: Final = re.compile(a.SECRET_FILE)
_NET: Final = re.compile(a.NET_COMMAND)
_URL_EXPANSION: Final = re.compile(a.URL_EXPANSION)
_URL_SLOT: Final = re.compile(a.URL_DATA_SLOT)
_PRIVATE: Final = re.compile(a.PRIVATE_DATA)
_NO_CONSENT: Final = re.compile(a.NO_CONSENT)
_OWN_STORE: Final = re.compile(a.OWN_STORE)
_AUDIENCE: Final = re.compile(a.AUDIENCE_WIDE)
_HIDDEN_ACT: Final = re.compile(a.HIDDEN_ACT)
_DONT_TELL_MORE: Final = re.compile(a.DONT_TELL_MORE)
_NOT_NOTICED: Final = re.compile(a.NOT_NOTICED)
_COVER: Final = re.compile(a.COVER_STORY)
_CONTENT_POLICY: Final = re.compile(a.CONTENT_POLICY)
_POLICY_OFF: Final = re.compile(a.POLICY_OFF)
_HARMFUL: Final = re.compile(a.HARMFUL_WORK)
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

_GATE: Final = re.compile(
    r"https?://|install|registry|index|remote|image|mirror|\.env|netrc|pgpass|/\.|id_rsa|curl"
    r"|wget|\$\(|tell|mention|reveal|notice|asked|between|brought|leave|polic|richtlinie|ポリシー"
    r"|정책|政策|规范|策略|политик|safety|moderation|guardrail|refus|warn|flag|point|secure"
    r"|every|each|always|whenever|from\s+now|pretend|roleplay|role-play|persona|act\s+as|obey"
    r"|comply|without|silently|quietly|upload|send|sent|forward|ask|[\u3040-\u30ff\uac00-\ud7af"
    r"\u4e00-\u9fff]|[а-я]|nunca|nie|jamais|gefragt|conte|schick|envi|never|don't|do\s+not|know|hide"
    r"|keep|push|buy|<script|import|<iframe"
)
"""Every check needs one of these; most lines have none."""

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


def _near(first: re.Match[str] | None, other: re.Pattern[str], line: str) -> bool:
    if first is None:
        return False
    lo, hi = max(0, first.start() - _WINDOW), first.end() + _WINDOW
    return other.search(line, lo, hi) is not None


def _typosquat(x: str, y: str) -> bool:
    """Two names one letter apart (``requestz`` or ``requestss`` for ``requests``) or with two
    letters swapped; a version digit (``psycopg2``), a short name or a rename is not one."""
    if x == y or min(len(x), len(y)) < 5:
        return False
    if abs(len(x) - len(y)) == 1:  # one letter added or dropped (``numpyy``), not a version digit
        short, long = sorted((x, y), key=len)
        return any(
            long[:k] + long[k + 1 :] == short and long[k].isalpha() for k in range(len(long))
        )
    if len(x) != len(y):
        return False
    diff = [k for k in range(len(x)) if x[k] != y[k]]
    if len(diff) == 1:
        return not (x[diff[0]].isdigit() or y[diff[0]].isdigit())
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and x[diff[0]] == y[diff[1]]
        and x[diff[1]] == y[diff[0]]
    )


def _tool(line: str) -> Iterator[Hit]:
    for m in _INSTALL_FROM.finditer(line):
        host = m.group("host") or m.group("host2") or m.group("host3") or m.group("host4")
        if _untrusted(host) and _affirmed(line, m.start()):
            yield Hit(TOOL, m.start(), m.end())
            return
    m = _FETCHED.search(line)
    if m and _untrusted(m.group("host")) and _DURABLE.search(line) and _affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())
        return
    m = _REMOTE_MOVE.search(line)
    if m and _RECURRING.search(line) and _remote_elsewhere(m) and _affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())
        return
    for pattern in (_SWAP, _SWAP_FROM):
        m = pattern.search(line)
        durable = m is not None and _DURABLE.search(line) is not None
        if m and durable and _untrusted(m.group("host")) and _affirmed(line, m.start()):
            yield Hit(TOOL, m.start(), m.end())
            return


def _exfiltration(line: str) -> Iterator[Hit]:
    secret = _SECRET_FILE.search(line)
    net = _NET.search(line) if secret else None
    if secret and net and _affirmed(line, min(secret.start(), net.start())):
        yield Hit(TOOL, min(secret.start(), net.start()), max(secret.end(), net.end()))
        return
    m = _URL_EXPANSION.search(line)
    if m and _affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())
        return
    m = _URL_SLOT.search(line)
    if m and _PRIVATE.search(line) and _affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())
        return
    m = _NO_CONSENT.search(line)
    if m and not _OWN_STORE.search(line):
        send = [s for s in compiled()["send"].finditer(line) if _affirmed(line, s.start())]
        secrets = compiled()["secret_object"]
        for s in send:
            if _near(s, secrets, line) and abs(s.start() - m.start()) <= 2 * _WINDOW:
                yield Hit(EXFILTRATION, s.start(), s.end())
                return


def _conceal(line: str) -> Iterator[Hit]:
    m = _NOT_NOTICED.search(line)
    if m:
        yield Hit(CONCEAL, m.start(), m.end())
        return
    told = compiled()["dont_tell"].finditer(line)
    told = [t for t in told if not _DELEGATION.match(line, t.end())]
    kept = list(_DONT_TELL_MORE.finditer(line))  # "keep … between us", "leave … out": either side
    for t in told + kept:
        # the act follows the "don't tell", except in verb-final Japanese and Korean
        lo = max(0, t.start() - _WINDOW) if t in kept or _VERB_FINAL.search(line) else t.start()
        act = _HIDDEN_ACT.search(line, lo, t.end() + _WINDOW)
        if act and (_near(t, _AUDIENCE, line) or "leave" in t.group()):
            yield Hit(CONCEAL, t.start(), t.end())
            return
    tells = told + kept
    cover = _COVER.search(line)
    if cover and tells:
        yield Hit(CONCEAL, cover.start(), cover.end())


_VERB_FINAL: Final = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")
_DELEGATION: Final = re.compile(r"\s+(?:the\s+|your\s+)?\w+\s+to\s+\w+")


def _policy(line: str) -> Iterator[Hit]:
    for pattern in (_SAFETY_SWITCH, _REFUSAL_FAULT, _SKIP_HOOKS):
        m = pattern.search(line)
        if m:
            yield Hit(POLICY, m.start(), m.end())
            return
    m = _QUIET_RISK.search(line)
    if m and (_AUDIENCE.search(line) or _SAY_SAFE.search(line) or "user" in line):
        yield Hit(POLICY, m.start(), m.end())
        return
    m = _CONTENT_POLICY.search(line)
    if m and _near(m, _POLICY_OFF, line) and (_HARMFUL.search(line) or _near(m, _SCOPE, line)):
        yield Hit(POLICY, m.start(), m.end())
        return
    m = _OBEY.search(line)
    if m:
        yield Hit(OVERRIDE if "comply" not in m.group() else POLICY, m.start(), m.end())


_SCOPE: Final = re.compile(
    r"\b(?:this|the)\s+(?:workspace|repo\w*|project)\b|\bhere\b|\bhier\b|\bdiese[nmrs]?\s+(?:workspace"
    r"|repo\w*|projekt)\b|\bici\b|\baqu[ií]\b|このワークスペース|このリポジトリ|このプロジェクト|ここでは|이\s*저장소"
    r"|이\s*워크스페이스|이\s*프로젝트|本仓库|这个仓库|本项目|这里|здесь|в\s+этом"
)


def _persistence(line: str) -> Iterator[Hit]:
    durable = _DURABLE.search(line)
    if durable is None or not _affirmed(line, durable.start()):
        return
    m = _REFERRAL.search(line)
    if m:
        yield Hit(PERSISTENCE, m.start(), m.end())
        return
    m = _MIRROR.search(line)
    if m and _untrusted(m.group("host")) and _affirmed(line, m.start()):
        yield Hit(PERSISTENCE, m.start(), m.end())
        return
    for m in _SUBSTITUTE.finditer(line):
        if _typosquat(m.group("a"), m.group("b")) and _affirmed(line, m.start()):
            yield Hit(PERSISTENCE, m.start(), m.end())
            return
    plant = _PLANT.search(line)
    if plant is None:
        return
    # these spans open at the verb: a quoted payload alone would read as an example
    m = _TRACKING.search(line) or _BUY_AT.search(line)
    if m and _affirmed(line, m.start()):
        yield Hit(PERSISTENCE, min(plant.start(), m.start()), m.end())
        return
    m = _REMOTE_CODE.search(line)
    host = m and next((h for h in m.groups() if h), None)
    if m and _untrusted(host) and _affirmed(line, plant.start()):
        yield Hit(PERSISTENCE, min(plant.start(), m.start()), m.end())


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


def score_line(line: str) -> Iterator[Hit]:
    """Family hits of one folded (lower-case NFKC) line, at most one per check group."""
    if not line.strip() or not _GATE.search(line):
        return
    for check in (_tool, _exfiltration, _conceal, _policy, _persistence, _persona):
        yield from check(line)
