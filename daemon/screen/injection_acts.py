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
from .concept_search import compiled
from .grams import Grams
from .injection_acts_policy import (
    AUDIENCE,
    DURABLE,
    HARMFUL,
    WINDOW,
    Spans,
    affirmed,
    conceal,
    has,
    near,
    policy,
)
from .lexicon_en import EXFILTRATION, PERSISTENCE, PERSONA, TOOL
from .needle_scan import MAKE, Find
from .pair_index import SHORT, PairIndex
from .per_call import forgets
from .prefilter import LazyFoldGated
from .structure import Hit
from .text import line_starts
from .typosquats import no_digit, one_apart

_TRUSTED: Final = re.compile(a.TRUSTED_HOST)
_SERVICE_WORD: Final = re.compile(a.SERVICE_WORD)
_INSTALL_FROM: Final = re.compile(a.INSTALL_FROM)
_FETCHED: Final = re.compile(a.FETCHED_ARTIFACT)
_SWAP: Final = re.compile(a.SWAP_SOURCE)
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
_PLANT: Final = re.compile(a.PLANT)
_TRACKING: Final = re.compile(a.TRACKING_CODE)
_REFERRAL: Final = re.compile(a.REFERRAL_URL)
_MIRROR: Final = re.compile(a.DOWNLOAD_MIRROR)
_SUBSTITUTE: Final = re.compile(a.SUBSTITUTE)
_SWAP_FROM: Final = re.compile(a.SWAP_FROM)
_BUY_AT: Final = re.compile(a.BUY_AT)
_REMOTE_CODE: Final = re.compile(a.REMOTE_CODE)
_REMOTE_MOVE: Final = re.compile(a.REMOTE_MOVE)
_CODE_HOST: Final = re.compile(a.CODE_HOST)
_RECURRING: Final = re.compile(a.RECURRING)
_PERSONA: Final = re.compile(a.PERSONA_AS)
_ASK_FOR: Final = re.compile(a.ASK_USER_FOR)


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


def _typosquat(x: str, y: str) -> bool:
    """Two names one letter apart (``requestz`` or ``requestss`` for ``requests``) or with two
    letters swapped; a version digit (``psycopg2``), a short name or a rename is not one
    (``typosquats.one_apart``: any change but a digit, where an install name wants letters)."""
    if x == y or min(len(x), len(y)) < 5:
        return False
    return one_apart(x, y, no_digit)


_REMOTE_NEEDLES: Final[tuple[str, ...]] = ("remote", "origin", "upstream")


def _tool(line: str) -> Iterator[Hit]:
    for m in _INSTALL_FROM.finditer(line) if has(line, need.INSTALL_NEEDLES) else ():
        host = next((h for h in m.groups() if h), None)
        if _untrusted(host) and affirmed(line, m.start()) and not _KEYRING.search(line):
            yield Hit(TOOL, m.start(), m.end())
            return
    m = _FETCHED.search(line) if has(line, need.ARTIFACT_NEEDLES) else None
    if m and _untrusted(m.group("host")) and DURABLE.search(line) and affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())
        return
    m = _REMOTE_MOVE.search(line) if "push" in line and has(line, _REMOTE_NEEDLES) else None
    if m and _RECURRING.search(line) and _remote_elsewhere(m) and affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())
        return
    for pattern in (_SWAP, _SWAP_FROM):
        m = pattern.search(line)
        if m and _untrusted(m.group("host")) and affirmed(line, m.start()) and DURABLE.search(line):
            yield Hit(TOOL, m.start(), m.end())
            return


_SECRET_FILE_GATED: Final = LazyFoldGated(_SECRET_FILE)
_NO_CONSENT_GATED: Final = LazyFoldGated(_NO_CONSENT)


def _exfiltration(line: str) -> Iterator[Hit]:
    secret = _SECRET_FILE_GATED.search(line)
    net = _NET.search(line) if secret else None
    if secret and net and affirmed(line, min(secret.start(), net.start())):
        yield Hit(TOOL, min(secret.start(), net.start()), max(secret.end(), net.end()))
        return
    m = _URL_EXPANSION.search(line)
    if m and affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())
        return
    m = _COPY_PRIVATE.search(line) if "private" in line or "personal" in line else None
    if m and affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())
        return
    m = _URL_SLOT.search(line)
    if m and _PRIVATE.search(line) and affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())
        return
    m = _NO_CONSENT_GATED.search(line)
    if m and not _OWN_STORE.search(line):
        send = [s for s in compiled()["send"].finditer(line) if affirmed(line, s.start())]
        secrets = compiled()["secret_object"]
        for s in send:
            if near(s, secrets, line) and abs(s.start() - m.start()) <= 2 * WINDOW:
                yield Hit(EXFILTRATION, s.start(), s.end())
                return


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
    for m in _SUBSTITUTE.finditer(line) if not found and has(line, _SUBSTITUTE_NEEDLES) else ():
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
    if found and affirmed(line, found[0]):
        durable = DURABLE.search(line)
        if durable and affirmed(line, durable.start()):
            yield Hit(PERSISTENCE, *found)


def _persona(line: str) -> Iterator[Hit]:
    m = _PERSONA.search(line)
    if m and affirmed(line, m.start()):
        ask = _ASK_FOR.search(line, m.end())
        if ask is not None and (AUDIENCE.search(line) or "their" in line or "them" in line):
            yield Hit(PERSONA, m.start(), ask.end())
            return
        harm = HARMFUL.search(line, m.end())
        if harm is not None and not harm.group().startswith(_WITHOUT):
            yield Hit(PERSONA, m.start(), harm.end())


_CHECKS: Final = (
    (need.TOOL_NEEDLES, _tool),
    (need.EXFILTRATION_NEEDLES, _exfiltration),
    (need.POLICY_NEEDLES, policy),
    (need.PERSISTENCE_NEEDLES, _persistence),
    (need.PERSONA_NEEDLES, _persona),
)


_GROUPS: Final = (*(needles for needles, _ in _CHECKS), need.CONCEAL_NEEDLES)
_FLAT: Final = tuple((g, n) for g, needles in enumerate(_GROUPS) for n in needles)
_FLAT_INDEX: Final = PairIndex([(n,) for _, n in _FLAT])
"""Every needle of the checks and of ``conceal``, keyed by its first three characters."""


def _present(text: str) -> tuple[tuple[str, ...], ...]:
    """The needles of ``_GROUPS`` that may occur in ``text``, group by group: in a short text
    only those whose first three characters occur (one index for every group, lat14; the
    lines ``lines_with`` finds are the same), else all."""
    if len(text) > SHORT or MAKE is not None:
        return _GROUPS  # (with the matcher ``lines_with`` reads every text in one pass: lat24)
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


class _Scan:
    """One pass over a memory for the needles ``lines_with`` is asked for (acts, orders, waivers,
    pretexts ask it some 40 times a memory, ~300 needles: a ``str.find`` loop each): every needle
    it has been asked for, found by one Aho-Corasick pass (``needle_scan.MAKE``) of the text it
    is asked about, its answer kept for that very text object (the stages of one memory read the
    same folded view; a new screen's view is another object, so nothing is reused across calls).
    A needle asked for the first time joins the set (the pass is rebuilt)."""

    __slots__ = ("_find", "_last", "covered", "needles")

    def __init__(self) -> None:
        self.needles: tuple[str, ...] = ()
        self.covered: frozenset[str] = frozenset()
        self._find: Find | None = None
        self._last: tuple[str, dict[str, list[int]]] | None = None

    def forget(self) -> None:
        """Drop the last text's answer (``per_call.fresh``)."""
        self._last = None

    def occurrences(self, text: str, needles: tuple[str, ...]) -> dict[str, list[int]] | None:
        """Each needle of the set in ``text`` -> where it starts (overlapping ones too); None
        without the matcher. Short texts are read too (lat24: one entry's ~40 ``str.find``
        loops and its pair set for ``_present`` cost more than a pass)."""
        if MAKE is None:
            return None
        if not self.covered.issuperset(needles):
            self.needles = tuple(sorted(self.covered.union(n for n in needles if n)))
            self.covered = frozenset(self.needles)
            self._find, self._last = MAKE(list(self.needles)), None
        find = self._find
        if find is None:
            return None  # no needle asked for yet (``needles`` empty)
        last = self._last
        if last is not None and last[0] is text:
            return last[1]
        found: dict[str, list[int]] = {}
        every = self.needles
        for k, start, _ in find(text, overlapping=True):
            at = found.get(every[k])
            if at is None:
                found[every[k]] = [start]
            else:
                at.append(start)
        self._last = (text, found)
        return found


_SCAN: Final = _Scan()
forgets(_SCAN.forget)  # kept for one screen only (perf31)


def occurrences(text: str, needles: tuple[str, ...]) -> dict[str, list[int]] | None:
    """Where each needle of the one-pass set occurs in ``text`` (``needles`` joins the set;
    the same answer ``lines_with`` reads), or None without the matcher."""
    return _SCAN.occurrences(text, needles)


def lines_with(
    text: str, needles: tuple[str, ...], starts: list[int], grams: Grams | None = None
) -> set[int]:
    """The lines (numbers, ``starts`` their offsets) that hold one of ``needles`` (``grams``: the
    text's trigrams, if known: a needle they rule out is not scanned for). In a long text from
    one pass for every stage's needles (``_Scan``): a line holds a needle exactly when one of
    its occurrences starts there (the plain loop below finds the first in each such line;
    every text is read by the pass when the matcher is there)."""
    found: set[int] = set()
    every = _SCAN.occurrences(text, needles) if "" not in needles else None
    if every is not None:
        for needle in needles:
            at = every.get(needle)
            if at is not None:
                found.update(bisect_right(starts, k) - 1 for k in at)
        return found
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
    *present, hiding = _present(text)
    wanted = [lines_with(text, needles, starts, grams) for needles in present]
    concealing = lines_with(text, hiding, starts, grams)
    # the other lines run no check and give ``conceal`` nothing to find (see below)
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
            continue  # what ``conceal`` returns at once: no "so ", no "don't tell", no needle
        for hit in conceal(line, spans):
            yield n, hit
