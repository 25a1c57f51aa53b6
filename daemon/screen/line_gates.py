"""Whether a lexicon rule may match at a start, read from the rest of its line (pure).

Each top-level alternative of a rule (a branch that can consume a line break distributed over
what follows it) is read up to its first item that can consume one: the part of a match that
item sequence takes lies in the line where the match starts, so the sequence's literal factors
(strings one of which every match of it holds, as ``literal_factors.py`` reads them) all occur
between the start and the end of that line. A start where no alternative's factors all occur so
is no match's start, and the rule is not tried there.

Only a rule of few alternatives where such a part holds an unbounded repeat then a wide window
before a factor is gated (perf31): its failed try backtracks over every split of the two
(``https?://\\S+…{0,80}?\\b(?:skip|…)`` costs ~75 µs a URL with no such word after it), while
most rules fail faster than the check. Sound by construction;
``tests/unit/test_screen_line_gates.py`` checks it against the plain rules.
"""

from __future__ import annotations

import re
from typing import Any, Final

from .lazy_regex import Regex
from .literal_factors import flattened
from .prefilter import tree

_c: Any = getattr(re, "_constants")  # noqa: B009 - the stdlib's own pattern constants
_parser: Any = getattr(re, "_parser")  # noqa: B009
_compiler: Any = getattr(re, "_compiler")  # noqa: B009

Factor = frozenset[str]
LineGate = tuple[tuple[Factor, ...], ...]
"""Per alternative, the factors its part within the line holds (one string of each)."""

_REPEATS: Final = (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT)
_LEAVES: Final = (_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY, _c.CATEGORY)
_MAX_ALTERNATIVES: Final = 8
"""More alternatives than this once branches are distributed: the rule is not gated (the check
reads each alternative's factors in Python, a few µs a start)."""
_WIDE: Final = 16


class _TooMany(Exception):
    pass


def _takes_newline(op: Any, av: Any, state: Any, flags: int) -> bool:
    """Whether the item can consume a line break (anything not understood: yes)."""
    if op in _LEAVES:
        one = _compiler.compile(_parser.SubPattern(state, [(op, av)]), flags)
        return one.match("\n") is not None
    if op in (_c.ASSERT, _c.ASSERT_NOT, _c.AT):
        return False  # consumes nothing
    if op is _c.SUBPATTERN:
        inner = (flags | av[1]) & ~av[2]  # a group's own flags (``(?s:…)``)
        return any(_takes_newline(o, a, state, inner) for o, a in av[3])
    if op is _c.ATOMIC_GROUP:
        return any(_takes_newline(o, a, state, flags) for o, a in av)
    if op is _c.BRANCH:
        return any(_takes_newline(o, a, state, flags) for alt in av[1] for o, a in alt)
    if op in _REPEATS:
        return av[1] >= 1 and any(_takes_newline(o, a, state, flags) for o, a in av[2])
    return True


def _parts(seq: list[Any], done: list[Any], state: Any, flags: int, out: list[list[Any]]) -> None:
    """Append to ``out`` each alternative's items up to the first that can consume a line break
    (``seq``: flattened items still to read, ``done``: those read)."""
    for k, (op, av) in enumerate(seq):
        if not _takes_newline(op, av, state, flags):
            done = [*done, (op, av)]
            continue
        if op is _c.BRANCH:
            for alt in av[1]:
                _parts([*flattened(list(alt)), *seq[k + 1 :]], done, state, flags, out)
            return
        break
    out.append(done)
    if len(out) > _MAX_ALTERNATIVES:
        raise _TooMany


def _factors(items: list[Any]) -> list[Factor]:
    """Factors every match of the flattened sequence ``items`` holds one string of: its literal
    runs, a branch whose every alternative holds one (their union), a repeat's body."""
    out: list[Factor] = []
    run: list[str] = []
    for op, av in items:
        if op is _c.LITERAL:
            run.append(chr(av))
            continue
        if run:
            out.append(frozenset(["".join(run)]))
            run = []
        if op is _c.BRANCH:
            union: set[str] = set()
            for alt in av[1]:
                each = _factors(flattened(list(alt)))
                if not each:
                    break
                union |= max(each, key=lambda f: min(map(len, f)))
            else:
                out.append(frozenset(union))
        elif op in _REPEATS and av[0] >= 1:
            out.extend(_factors(flattened(list(av[2]))))
    if run:
        out.append(frozenset(["".join(run)]))
    return out


def _backtracks(part: list[Any]) -> bool:
    """Whether ``part`` holds an unbounded repeat followed at once by a bounded wide one (a
    window of ``_WIDE`` characters or more), then a factor: a failed try backtracks over every
    split of the two (``\\S+(?:[^.;\\n]|…){0,80}?\\b(?:skip|…)``)."""
    for k, (op, av) in enumerate(part[:-1]):
        after, window = part[k + 1]
        if (
            op in _REPEATS
            and av[1] == _c.MAXREPEAT
            and after in _REPEATS
            and _WIDE <= window[1] < _c.MAXREPEAT
            and _factors(part[k + 2 :])
        ):
            return True
    return False


def line_gate(pattern: Regex, *, shape: bool = True) -> LineGate | None:
    """The gate of a rule (see the module docstring), or None (not gated); ``shape``: only a
    rule of the shape that backtracks (off: any rule whose alternatives all have factors, as the
    tests read the gates)."""
    if pattern.flags & (re.IGNORECASE | re.DOTALL | re.LOCALE) or "(?" in pattern.pattern.replace(
        "(?:", ""
    ).replace("(?<", "").replace("(?=", "").replace("(?!", ""):
        return None  # case-insensitive or dot-all parts (inline flags): not read here
    parsed = tree(pattern)
    parts: list[list[Any]] = []
    try:
        _parts(flattened(list(parsed)), [], parsed.state, pattern.flags, parts)
    except _TooMany:
        return None
    gate: list[tuple[Factor, ...]] = []
    for part in parts:
        found = tuple(f for f in _factors(part) if f and all(f))
        if not found:
            return None
        gate.append(found)
    return tuple(gate) if not shape or any(map(_backtracks, parts)) else None


def may_start(gate: LineGate, text: str, pos: int) -> bool:
    """Whether a match of the gated rule may start at ``pos``: some alternative's factors all
    occur between ``pos`` and the end of its line."""
    end = text.find("\n", pos)
    rest = text[pos:] if end == -1 else text[pos:end]
    for alt in gate:
        for factor in alt:
            if not any(s in rest for s in factor):
                break  # this alternative cannot match here
        else:
            return True
    return False
