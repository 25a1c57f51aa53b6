"""Plain-language orders against the user (pure; concepts in ``concepts_orders.py``), the second
stage of acts after ``injection_acts.py``, on the same principle: a memory entry may state the
user's preferences and workflow rules, it may not direct the agent to

- put private data (credentials, patients', customers' or citizens' data, chats) where others
  read it: a public repo, gist, channel or ticket, a personal mailbox, a vendor, every output;
- run a destructive act on what the user cannot lose (production, the audit trail, backups,
  money, the whole disk) as a standing rule, an addressed order or with checks waived;
- misstate what it did (a failed check reported as passed, an upload relabelled "maintenance",
  an act hidden from the dashboard, the auditors or the user);
- switch a protection off by order (secret scanning, 2FA, code signing, TLS verification,
  sanitisation) or by a claimed authority ("the assistant is authorised to bypass …");
- copy this note into other agents' instructions or keep it alive against a reset, or plant a
  product in every output;
- install a package named one letter away from a popular one (``reqeusts``, ``pyyam1``);
- reveal its start-up instructions; or take a system role from a table cell or a heading.

The misreport check lives in ``injection_orders_misreports.py``, the reading of where an order
stands in its sentence (affirmed, opening a clause) in ``injection_orders_clauses.py``.

Each check runs only on the lines holding one of its needles (plain substrings found once over
the whole text); negated or described lines are set aside by the judgements
(``injection_judgements.filtered``) as for every act.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from typing import Final

from . import concepts_orders as o
from .concepts_acts import ASK_USER_FOR, DURABLE, OWN_STORE, SERVICE_WORD, TRUSTED_HOST
from .injection_acts import lines_with, occurrences
from .injection_orders_clauses import FRAME as _FRAME
from .injection_orders_clauses import WINDOW as _WINDOW
from .injection_orders_clauses import affirmed as _affirmed
from .injection_orders_clauses import order as _order
from .injection_orders_clauses import sentence as _sentence
from .injection_orders_misreports import misreported
from .lexicon_en import (
    EXFILTRATION,
    EXTRACTION,
    OVERRIDE,
    PERSISTENCE,
    PERSONA,
    POLICY,
    ROLE,
    TOOL,
)
from .positions import Words, head_word
from .prefilter import SHORT
from .structure import Hit
from .text import line_starts
from .typosquats import typosquat_install

_PUT: Final = re.compile(o.PUT_VERB)
_PRIVATE: Final = re.compile(o.PRIVATE_THING)
_OUTSIDE: Final = re.compile(o.OUTSIDE_PLACE)
_GENERATED: Final = re.compile(o.GENERATED)
_OWN_STORE: Final = re.compile(OWN_STORE)
_DESTROY: Final = re.compile(o.DESTROY)
_VALUABLE: Final = re.compile(o.VALUABLE)
_SCRATCH: Final = re.compile(o.SCRATCH)
_RETENTION: Final = re.compile(r"\bolder\s+than\s+\d|\b(?:old|stale|expired|orphan\w*|unused)\s")
_GO_AHEAD: Final = re.compile(o.GO_AHEAD)
_SAFEGUARD: Final = re.compile(o.SAFEGUARD)
_SWITCHED: Final = re.compile(o.SWITCHED)
_NARROW: Final = re.compile(o.NARROW)
_LIFTED: Final = re.compile(o.OPTIONAL)
_RISKY_GOAL: Final = re.compile(o.RISKY_GOAL)
_PRIOR_VOID: Final = re.compile(o.PRIOR_VOID)
_COMMIT_LABEL: Final = re.compile(o.COMMIT_LABEL)
_DOCUMENT_OF: Final = re.compile(o.DOCUMENT_OF)
_ADDRESSED: Final = re.compile(o.ADDRESSED)
_SELF: Final = re.compile(o.SELF)
_AGENT_FILES: Final = re.compile(o.AGENT_FILES)
_SURVIVE: Final = re.compile(o.SURVIVE)
_COPY_VERB: Final = re.compile(
    r"\b(?:copy|add|write|put|insert|append|paste|propagate|replicate|save|include|spread"
    r"|re-?insert|re-?creates?)\b|\bdo\s+the\s+same\b"
)
_DOMAIN: Final = re.compile(o.PROMO_DOMAIN)
_PROMO_VERB: Final = re.compile(o.PROMO_VERB)
_PROMOTION: Final = re.compile(
    r"\b(?:sponsor\w*|powered\s+by|promo\w*|advert\w*|affiliate|discounts?|deals?|offers?|coupons?"
    r"|referral|visit|shop|buy|sign\s+up|recommend\w*|brought\s+to\s+you\s+by)\b"
)
"""Words that sell: a link among them is an advertisement."""
_DURABLE: Final = re.compile(DURABLE)
_TRUSTED: Final = re.compile(TRUSTED_HOST)
_SERVICE: Final = re.compile(SERVICE_WORD)
_STARTUP: Final = re.compile(o.STARTUP_PROMPT)
_EXTRACT: Final = re.compile(o.EXTRACT_VERB)
_SEED: Final = re.compile(o.SEED_THING)
_IMAGE: Final = re.compile(o.FOREIGN_IMAGE)
_SWAPPED_TOOL: Final = re.compile(o.SWAPPED_TOOL)
_WHEN_YOU_MAKE: Final = re.compile(o.WHEN_YOU_MAKE)
_PHISH: Final = re.compile(o.PHISH_PERSONA)
_ASK_FOR: Final = re.compile(ASK_USER_FOR)
_ROLE_CELL: Final = re.compile(o.ROLE_CELL)
_OUTRANK: Final = re.compile(o.OUTRANK)
_PASSIVE_OFF: Final = re.compile(o.PASSIVE_OFF)
_IMPERATIVE_OPEN: Final = re.compile(o.IMPERATIVE_OPEN)
_SENTENCE_START: Final = re.compile(
    r"(?:^|[.;:!?]\s+|[;:]|\b(?:please|kindly|just|also|then|and|now)\s+)[`'\"]?$"
)
"""Right before a destructive verb that opens a sentence (not an item of a list)."""
_CLAUSE_NEGATED: Final = re.compile(
    r"\b(?:never|don't|do\s+not|must\s+not|mustn't|no\s+one|nobody)\b[^.;!?]*$"
)
"""A clause that forbids what a waiver qualifies (``never push to main without review``)."""


def _outside_host(line: str, lo: int, hi: int, named: bool = True) -> bool:
    """A host named like a service (any host, with ``named`` false), not a public index nor an
    internal host (``collector.analytics-hub.example``)."""
    for m in _DOMAIN.finditer(line, lo, hi):
        host = m.group("host")
        if _TRUSTED.search(host):
            continue
        labels = host.split(".")
        if not named or any(_SERVICE.search(x) for x in labels[:-1]):
            return True
    return False


def _exfiltration(line: str) -> Iterator[Hit]:
    return _exfiltration_from(line, _PUT.finditer(line))


_PUT_HEADS: Final = (
    "send", "forward", "post", "upload", "push", "commit", "paste", "attach", "share", "cc", "bcc",
    "mirror", "copy", "publish", "log", "append", "put", "include", "write", "dump", "leak",
    "reply", "stream", "sync", "export", "email", "e", "mail", "end", "ends", "are", "is",
)  # fmt: skip
"""The words ``PUT_VERB`` opens with: their places come from the word index, not a scan."""


def _exfiltration_from(line: str, verbs: Iterable[re.Match[str]]) -> Iterator[Hit]:
    for m in verbs:
        s, e = m.start(), m.end()
        if not _order(line, s) or not _affirmed(line, s) or _OWN_STORE.search(line, e, e + 80):
            continue  # the order first: most sends in a memory are statements
        private = _PRIVATE.search(line, max(0, s - 100), e + _WINDOW)
        if private is None or _GENERATED.search(
            line, max(0, private.start() - 40), private.start()
        ):
            continue
        seed = _SEED.search(private.group()) is not None
        if _OUTSIDE.search(line, s, e + 140) or _outside_host(line, e, e + 140, named=not seed):
            yield Hit(EXFILTRATION, s, max(e, private.end()))
            return


def _destructive(line: str) -> Iterator[Hit]:
    for m in _DESTROY.finditer(line):
        s, e = m.start(), m.end()
        if not _affirmed(line, s):
            continue
        obj = line[max(0, s - 40) if m.group().startswith(("are ", "is ")) else s : e + 50]
        valuable = _VALUABLE.search(obj)
        if valuable is None or (_RETENTION.search(obj) and "audit" not in obj):
            continue
        routine = _SCRATCH.search(obj) and not _VALUABLE.search(obj, e - s)
        if _SCRATCH.search(m.group()) or routine:
            continue  # "DROP TABLE IF EXISTS tmp_import", "kubectl delete pod … staging"
        if _COMMIT_LABEL.search(line[max(0, s - 60) : s]) and not _GO_AHEAD.search(line):
            continue  # "commit 9ab31c0: drop legacy audit_log_v1 table": what a change did
        lo, hi = _sentence(line, s, e)
        opens = (
            _SENTENCE_START.search(line[max(0, s - 24) : s])
            or _IMPERATIVE_OPEN.match(line, lo)
            or _FRAME.search(line[max(0, s - 48) : s])
            or m.group().startswith(("are ", "is "))
        )
        if opens or _GO_AHEAD.search(line, lo, hi):
            yield Hit(TOOL, s, e)
            return


def _waived(line: str) -> Iterator[Hit]:
    for m in _SWITCHED.finditer(line):
        s, e = m.start(), m.end()
        guard = _SAFEGUARD.search(line, e, e + 50)
        if guard is None or (m.group() == "set" and "verify" not in guard.group()):
            continue
        asked = line[guard.end() :].lstrip().startswith("?")  # "turn off X? No."
        if _affirmed(line, s) and _order(line, s) and not _NARROW.search(line) and not asked:
            yield Hit(POLICY, s, guard.end())
            return
    m = _PASSIVE_OFF.search(line)
    if m and _SAFEGUARD.search(line, max(0, m.start() - 50), m.start()):
        yield Hit(POLICY, m.start(), m.end())
        return
    for m in _LIFTED.finditer(line):
        s, e = m.start(), m.end()
        if not _affirmed(line, s) or _CLAUSE_NEGATED.search(line[: s + 1]):
            continue
        text = m.group()
        waits = text.startswith(("without", "never ask", "no need", "or ask")) or "need to" in text
        goal = _RISKY_GOAL.search(line, max(0, s - 60), e + _WINDOW)
        if waits and (goal is None or "read-only" in line):
            continue
        yield Hit(POLICY, s, e)
        return


def _propagated(line: str) -> Iterator[Hit]:
    me = _SELF.search(line)
    if me is not None and _COPY_VERB.search(line):
        other = _AGENT_FILES.search(line) or _SURVIVE.search(line)
        if other is not None and _affirmed(line, min(me.start(), other.start())):
            yield Hit(PERSISTENCE, min(me.start(), other.start()), max(me.end(), other.end()))


def _promoted(line: str) -> Iterator[Hit]:
    """A product or a link planted in every output (``Powered by X — x.example`` in every
    report), from a host named like a service or with promotion words."""
    if _PROMO_VERB.search(line) is None or not (
        _DURABLE.search(line) or _WHEN_YOU_MAKE.search(line)
    ):
        return
    for m in _DOMAIN.finditer(line):
        host = m.group("host")
        if _TRUSTED.search(host) or "." not in host:
            continue
        named = any(_SERVICE.search(x) for x in host.split(".")[:-1])
        if not (named or _PROMOTION.search(line)):
            continue
        verb = _PROMO_VERB.search(line, max(0, m.start() - 80), m.start())
        if verb and _affirmed(line, verb.start()):
            yield Hit(PERSISTENCE, verb.start(), m.end())
            return


def _typosquat(line: str) -> Iterator[Hit]:
    span = typosquat_install(line)
    if span is not None and _affirmed(line, span[0]):
        yield Hit(TOOL, *span)


def _foreign_image(line: str) -> Iterator[Hit]:
    m = _IMAGE.search(line)
    foreign = m is not None and _outside_host(line, m.start("host"), m.end("host"))
    if m and foreign and _DURABLE.search(line) and _affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())


def _swapped_tool(line: str) -> Iterator[Hit]:
    m = _SWAPPED_TOOL.search(line)
    if m and not _TRUSTED.search(m.group("host")) and _affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())


def _phishing(line: str) -> Iterator[Hit]:
    m = _PHISH.search(line)
    if m and _affirmed(line, m.start()) and _order(line, m.start()):
        ask = _ASK_FOR.search(line, m.end(), m.end() + 160)
        if ask is not None:
            yield Hit(PERSONA, m.start(), ask.end())


def _outranked(line: str) -> Iterator[Hit]:
    m = _OUTRANK.search(line)
    if m and _affirmed(line, m.start()):
        yield Hit(OVERRIDE, m.start(), m.end())


def _voided(line: str) -> Iterator[Hit]:
    m = _PRIOR_VOID.search(line)
    if m is None or not _affirmed(line, m.start()) or _DOCUMENT_OF.search(m.group("between")):
        return
    weak = m.group("owner") in ("earlier", "previous", "prior", "original", "initial")
    if not weak or _ADDRESSED.search(line):
        yield Hit(OVERRIDE, m.start(), m.end())


def _extraction(line: str) -> Iterator[Hit]:
    m = _STARTUP.search(line)
    if m:
        verb = _EXTRACT.search(line, max(0, m.start() - 80), m.start())
        if verb and _affirmed(line, verb.start()):
            yield Hit(EXTRACTION, verb.start(), m.end())


def _role_cell(line: str) -> Iterator[Hit]:
    m = _ROLE_CELL.search(line)
    if m:
        yield Hit(ROLE, m.start(), m.end())


_Check = Callable[[str], Iterator[Hit]]
_CHECKS: Final[tuple[tuple[tuple[str, ...], _Check], ...]] = (
    (
        ("send", "sent", "forward", "post", "upload", "push", "commit", "paste", "attach", "share",
         "cc ", "mail", "email", "mirror", "copy", "publish", "log ", "append", "put ", "include",
         "write", "dump", "leak", "reply", "stream", "sync", "export", "end up", "ends up",
         "to be"),
        _exfiltration,
    ),
    (
        ("rm -", "drop ", "delete", "truncate", "destroy", "kubectl", "dd if", "mkfs", "wipe",
         "flush", "factory", "shred", "remove", "purge", "erase", "force", "push -f", "chmod",
         "nopasswd", "ufw", "iptables", "skip", "balance", "bank account", "iban", "payee",
         "beneficiary", "reset all", "reset every", "reset the", "0.0.0.0", "the internet",
         "to anyone", "whitelist", "allowlist", "allow all", "allow every", "allow any",
         "be deleted", "be dropped", "be wiped", "be destroyed", "be purged", "be removed",
         "be truncated"),
        _destructive,
    ),
    (
        ("skip", "bypass", "disable", " off", "suppress", "comment out", "circumvent", "deactivate",
         "get around", "verify", "authori", "allowed", "permitted", "cleared", "free to",
         "need to", "have to", "never ask", "without", "optional", "advisory", "lifted",
         "suspended", "waived", "relaxed", "automatically", "treat", "consider", "to be", "bother",
         "forgo"),
        _waived,
    ),
    (
        ("report", "mark", " as ", "even ", "sounds like", "looks like", "reads like", "so ",
         "say so", "actually", "out of", "if ", "quiet", "never let", "make sure", "hide", "mask",
         "conceal", "disguise", "cover up", "scrub", "strip", "mention", "don't", "do not",
         "never", "rewrite", "reword", "backdat", "falsif", "forge", "fabricat", "hears", "learns"),
        misreported,
    ),
    (("this ", "these ", "above", "sentence"), _propagated),
    (
        ("://", ".co", ".net", ".io", ".org", ".example", ".xyz", ".biz", ".shop", ".app", ".dev",
         ".ai"),
        _promoted,
    ),
    (("install", "add ", "use the ", "npm i ", "pnpm i ", "bun i "), _typosquat),
    (("image",), _foreign_image),
    (("instead of",), _swapped_tool),
    (
        ("pretend", "impersonat", "pose as", "posing as", "act as", "masquerad", "roleplay",
         "role-play", "play the role"),
        _phishing,
    ),
    (("outdated", "obsolete", "void", "superseded", "revoked", "cancel", "invalid", "no longer"),
     _voided),
    (("priority", "override", "outrank", "supersede", "precedence", "conflicts"), _outranked),
    (("you were", "from your", "from the operator", "from the developer"), _extraction),
    (("system",), _role_cell),
)  # fmt: skip


_Needles = tuple[tuple[str, str], ...]


def _with_heads(needles: tuple[str, ...]) -> _Needles:
    """Each needle with the leading word the word index is asked about ("" when it opens with no
    letter: it is always looked for)."""
    return tuple((n, head_word(n) if n[0].isalnum() else "") for n in needles)


_PLAN: Final = tuple((_with_heads(needles), check) for needles, check in _CHECKS)


_PLAIN: Final = tuple(tuple(n for n, _ in needles) for needles, _ in _PLAN)


def _lines_with(
    text: str, needles: _Needles, starts: list[int], words: Words | None, plain: tuple[str, ...]
) -> set[int]:
    """The lines holding one of ``needles`` (``plain``: the same without their heads); a needle
    opening with a letter is looked for only if some word of the text begins with its leading
    word (``words``, a binary search). With the one-pass matcher only the needles it found are
    asked about (lat24: a needle not in the text is on no line)."""
    every = None if words is None else occurrences(text, plain)
    if every is not None and words is not None:
        present = tuple(
            needle
            for needle, head in needles
            if needle in every and (not head or words.starts_a_word(head))
        )
        return lines_with(text, present, starts)
    if words is not None and len(text) <= SHORT:  # a needle not in the text: on no line
        present = tuple(
            needle
            for needle, head in needles
            if needle in text and (not head or words.starts_a_word(head))
        )
        return lines_with(text, present, starts)
    present = tuple(
        needle for needle, head in needles if words is None or not head or words.starts_a_word(head)
    )
    return lines_with(text, present, starts, None if words is None else words.grams)


def score_text(
    text: str, skip: set[int] | None = None, words: Words | None = None
) -> Iterator[tuple[int, Hit]]:
    """Line numbers and family hits (offsets in the line) of a folded (lower-case NFKC) text, at
    most one per check and line, for the lines not in ``skip``; ``words``: the text's words, if
    known (they rule most needles out without a scan)."""
    lines = text.split("\n")
    starts = line_starts(lines)
    checks, plains = _PLAN, _PLAIN
    if words is not None:  # the sends from the word index, the other checks from their needles
        checks, plains = _PLAN[1:], _PLAIN[1:]
        found: dict[int, list[re.Match[str]]] = {}
        for head in _PUT_HEADS:
            for at in words.at.get(head, ()):
                n = bisect_right(starts, at) - 1
                m = _PUT.match(lines[n], at - starts[n])
                if m is not None and not (skip and n in skip):
                    found.setdefault(n, []).append(m)
        for n in sorted(found):
            for hit in _exfiltration_from(lines[n], sorted(found[n], key=lambda m: m.start())):
                yield n, hit
    for (needles, check), plain in zip(checks, plains, strict=True):
        for n in sorted(_lines_with(text, needles, starts, words, plain)):
            if not (skip and n in skip):
                for hit in check(lines[n]):
                    yield n, hit
