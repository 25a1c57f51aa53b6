"""The literal beginnings of a parsed regular expression (pure): the one reader of the needles
of a pattern, shared by ``prefilter`` (case-sensitive, for the gates of injection and public-value
rules) and ``secret_needles`` (lower-cased, for the credential rules' one Aho-Corasick pass).
The two policies differ in how far they follow a pattern (see ``literal_starts``); merged here by
session 24's helper ``ref24b`` from the two ``_firsts`` the modules each held.
"""

from __future__ import annotations

import re
from typing import Any, Final

_c: Any = getattr(re, "_constants")  # noqa: B009 - the stdlib's own pattern parser's names

MAX_SET: Final = 12
"""A character set larger than this is no needle."""
_MAX_FANOUT: Final = 64
"""Folded: the most needles a literal or a set is followed into."""


def literal_run(items: list[Any]) -> str:
    """The literal characters ``items`` starts with."""
    out: list[str] = []
    for op, av in items:
        if op is not _c.LITERAL:
            break
        out.append(chr(av))
    return "".join(out)


def _small_set(av: Any) -> bool:
    return len(av) <= MAX_SET and all(o is _c.LITERAL for o, _ in av)


def _extends(item: Any) -> bool:
    """Whether a literal run followed by ``item`` is extended by its beginnings (``longer``): an
    alternation, a group, or a small set of literals followed by a literal
    (``d[ée]cision`` gives ``décision`` and ``decision``, not ``d``)."""
    op, av = item
    if op in (_c.SUBPATTERN, _c.BRANCH):
        return True
    return op is _c.IN and _small_set(av)


def literal_starts(
    items: list[Any], *, folded: bool = False, longer: bool = False, strict: bool = False
) -> set[str] | None:
    """Possible literal beginnings of the sequence ``items``; None when unknown.

    Case-sensitive (``prefilter``): a case-insensitive group is unknown, and a literal run is
    the needle unless ``longer``: then a run followed by an alternation is extended by each
    alternative's beginning (``n(?:c|cat|etcat)``, the parser's form of ``nc|ncat|netcat``,
    gives ``nc``, ``ncat``…) and a small set by the literal run after it.

    ``folded`` (``secret_needles``): lower-cased beginnings, each literal or small set followed
    into what comes after it while there are at most 64 of them (the parser factors a common
    prefix out of an alternation, ``w(?:pa|lan)``: go on). ``strict``: a part repeated more than
    once is not followed by what comes after it (``net[ \\t]+user`` starts ``net ``, not
    ``net user``: ``net  user`` matches too)."""
    while items and items[0][0] in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
        items = items[1:]
    if not items:
        return None
    op, av = items[0]
    if op is _c.LITERAL:
        run = literal_run(items)
        if folded:
            head = "".join(c.lower() for c in run)  # one by one, as the rules' texts are lowered
            more = (
                literal_starts(items[len(run) :], folded=True, strict=strict)
                if len(run) < len(items)
                else None
            )
            if more is None or len(more) > _MAX_FANOUT:
                return {head}
            return {head + r for r in more}
        if longer and len(items) > len(run) and _extends(items[len(run)]):
            rest = literal_starts(items[len(run) :], longer=True)
            if rest is not None and len(rest) <= MAX_SET:
                return {run + r for r in rest}
        return {run}
    if op is _c.SUBPATTERN:
        if not folded and av[1] & re.IGNORECASE:
            return None
        return literal_starts(list(av[3]) + items[1:], folded=folded, longer=longer, strict=strict)
    if op is _c.BRANCH:
        found: set[str] = set()
        for alt in av[1]:
            part = literal_starts(
                list(alt) + items[1:], folded=folded, longer=longer, strict=strict
            )
            if part is None:
                return None
            found |= part
        return found
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT):
        once = strict and av[1] > 1  # may repeat: what follows may be the part again
        tail = [] if once else items[1:]
        first = literal_starts(list(av[2]) + tail, folded=folded, longer=longer, strict=strict)
        if av[0] >= 1 or first is None:
            return first
        rest = literal_starts(items[1:], folded=folded, longer=longer, strict=strict)
        return None if rest is None else first | rest  # optional: the match may start after it
    if op is _c.IN and _small_set(av):
        if folded:
            chars = {chr(v).lower() for _, v in av}
            more = literal_starts(items[1:], folded=True, strict=strict) if len(items) > 1 else None
            if more is None or len(more) * len(chars) > _MAX_FANOUT:
                return chars
            return {c + r for c in chars for r in more}
        chars = {chr(v) for _, v in av}
        if longer and len(items) > 1 and items[1][0] is _c.LITERAL:  # d[ée]cision (lat11)
            return {ch + literal_run(items[1:]) for ch in chars}
        return chars
    return None
