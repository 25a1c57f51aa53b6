"""The literal factors of a regular expression (pure): for each top-level alternative, strings
of which every match of that alternative holds one from each set (``a\\s+b(?:c|de)`` holds
``a``, ``b`` and one of ``c``, ``de``). A rule whose every alternative misses one of its
factors in a text cannot match it; ``factor_scan.py`` asks that of all the i18n lexicon rules
in one compiled pass.

Read from the parsed pattern as ``prefilter.py`` reads it. Sound by construction: a run of
literals in a sequence (zero-width assertions and groups read through) occurs whole in every
match; an alternation gives the union of one factor of each of its alternatives (none when an
alternative has none); a repetition of at least one gives its body's factors; anything else
gives nothing (leaving a factor out only widens the answer). A case-insensitive rule has none.
"""

from __future__ import annotations

import re
from typing import Any, Final

from .lazy_regex import Regex
from .prefilter import tree

_c: Any = getattr(re, "_constants")  # noqa: B009 - the stdlib's own pattern constants

Factor = frozenset[str]
Formula = tuple[tuple[Factor, ...], ...]
"""Per top-level alternative, the factors every match of it holds one string of (all of them)."""

MIN_BYTES: Final = 3
"""A factor whose shortest string is shorter (in UTF-8 bytes) is left out: it occurs nearly
everywhere and costs the scan more than it rules out."""
MAX_FACTORS: Final = 8
"""At most this many factors an alternative (the longest shortest strings first)."""

_REPEATS: Final = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)
_ZERO_WIDTH: Final = (_c.ASSERT, _c.ASSERT_NOT, _c.AT)


def flattened(items: list[Any]) -> list[Any]:
    """The sequence with its groups read through and its zero-width items left out."""
    out: list[Any] = []
    for op, av in items:
        if op is _c.SUBPATTERN:
            out.extend(flattened(list(av[3])))
        elif op is _c.ATOMIC_GROUP:
            out.extend(flattened(list(av)))
        elif op in _ZERO_WIDTH:
            continue
        elif op in _REPEATS and av[0] == av[1] == 1:
            out.extend(flattened(list(av[2])))
        else:
            out.append((op, av))
    return out


def _size(factor: Factor) -> int:
    return min(len(s.encode("utf-8", "surrogatepass")) for s in factor)


def _factors(items: list[Any]) -> list[Factor]:
    """Factors every match of the sequence ``items`` holds one string of."""
    out: list[Factor] = []
    run: list[str] = []
    for op, av in flattened(items):
        if op is _c.LITERAL:
            run.append(chr(av))
            continue
        if run:
            out.append(frozenset(["".join(run)]))
            run = []
        if op is _c.BRANCH:
            chosen = [_best(_factors(list(alt))) for alt in av[1]]
            if all(f is not None for f in chosen):
                out.append(frozenset(s for f in chosen if f is not None for s in f))
        elif op in _REPEATS and av[0] >= 1:
            out.extend(_factors(list(av[2])))
    if run:
        out.append(frozenset(["".join(run)]))
    return out


def _best(factors: list[Factor]) -> Factor | None:
    return max(factors, key=_size) if factors else None


def _alternatives(items: list[Any]) -> list[list[Any]]:
    flat = flattened(items)
    if len(flat) == 1 and flat[0][0] is _c.BRANCH:
        return [alt for branch in flat[0][1][1] for alt in _alternatives(list(branch))]
    return [flat]


def _ignores_case(items: list[Any]) -> bool:
    for op, av in items:
        if op is _c.SUBPATTERN and (av[1] & re.IGNORECASE or _ignores_case(list(av[3]))):
            return True
        if op is _c.BRANCH and any(_ignores_case(list(alt)) for alt in av[1]):
            return True
        if op in _REPEATS and _ignores_case(list(av[2])):
            return True
        if op is _c.ATOMIC_GROUP and _ignores_case(list(av)):
            return True
        if op in (_c.ASSERT, _c.ASSERT_NOT) and _ignores_case(list(av[1])):
            return True
    return False


def formula(pattern: Regex) -> Formula | None:
    """Per top-level alternative, its factors (at most ``MAX_FACTORS``, each of at least
    ``MIN_BYTES``); None when some alternative has none (the rule is always run)."""
    if pattern.flags & (re.IGNORECASE | re.LOCALE):
        return None
    items = list(tree(pattern))
    if _ignores_case(items):
        return None
    out: list[tuple[Factor, ...]] = []
    for alt in _alternatives(items):
        kept = sorted({f for f in _factors(alt) if _size(f) >= MIN_BYTES}, key=_order)
        if not kept:
            return None
        out.append(tuple(kept[:MAX_FACTORS]))
    return tuple(out)


def _order(factor: Factor) -> tuple[int, tuple[str, ...]]:
    return -_size(factor), tuple(sorted(factor))
