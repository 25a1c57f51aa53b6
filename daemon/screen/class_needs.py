"""What an order-class rule needs in a line before it can flag it (pure; helper lat28a,
session 28).

``injection_classes`` tries a rule only on the lines holding one of its substrings (one set,
a disjunction). Many rules need two or three things at once (an address AND a send verb, a
secret word AND a destination), and the set holds only one of them, often a common word, so
the rule ran on most lines for nothing. A rule registered here also names *groups*: each a
tuple of compiled patterns and literal substrings, one of which matches every line the rule
flags (so every group must be met). ``injection_classes`` reads each group as the literal
factors of its patterns (``literal_factors.formula``: per top-level alternative, its longest
factor, all of whose strings one of which every match holds) and its literal substrings, looks
for them in the same one pass, and skips a rule on a line missing a group.

Sound by the registration, which states a fact about the rule's code: every path that returns
a span has searched the line itself (not a rewritten copy) with one of the group's patterns and
found it, or tested one of its substrings with ``in``. A wrapper that returns only spans of the
rule it wraps carries the rule's groups (``carried``). A group whose pattern has no factors
(case-insensitive, or an alternative without a literal) is dropped: no gate, never a wrong one.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Final

from .alternatives import First
from .literal_factors import formula

Span = tuple[int, int] | None
Rule = Callable[[str], Span]
Need = re.Pattern[str] | First | str
"""A pattern (or one searched from its needles, ``alternatives.First``: the same matches) or a
literal substring."""
Group = tuple[Need, ...]

_NEEDS: Final[dict[Rule, tuple[Group, ...]]] = {}

EVERYWHERE: Final = frozenset(["the", "-", "'", '"', "`", ",", "."])
"""Strings nearly every line holds: a set holding one rules out next to nothing and its hits
cost the pass a step each, so it is left out (no gate is never a wrong one)."""


def needing(rule: Rule, *groups: Group) -> Rule:
    """``rule`` registered with ``groups`` (added to those it has): see the module docstring."""
    _NEEDS[rule] = _NEEDS.get(rule, ()) + tuple(groups)
    return rule


def carried(wrapper: Rule, rule: Rule, *groups: Group) -> Rule:
    """``wrapper`` (which returns a span only where ``rule`` returns one) with ``rule``'s groups,
    and ``groups`` besides (what the wrapper itself tests before calling ``rule``)."""
    return needing(wrapper, *_NEEDS.get(rule, ()), *groups)


def groups(rule: Rule) -> tuple[Group, ...]:
    """The groups registered for ``rule`` (none: the rule's own substrings are its only gate)."""
    return _NEEDS.get(rule, ())


def _common(string: str) -> bool:
    """Whether nearly every line holds ``string`` (``EVERYWHERE``, a letter, a digit, a space)."""
    return (
        string in EVERYWHERE
        or (len(string) < 2 and (not string or string.isalnum()))
        or (string.isspace())
    )


@cache
def _strings(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Strings one of which every match of ``pattern`` holds (its alternatives' longest factors),
    or None when it has no formula. A string holding a newline occurs in no line: left out."""
    parts = formula(pattern)
    if parts is None:
        return None
    return frozenset(s for alternative in parts for s in alternative[0] if "\n" not in s)


def needle_sets(rule: Rule) -> tuple[frozenset[str], ...]:
    """The rule's groups as substring sets, each met by every line the rule flags (the groups
    that give no set are left out)."""
    out: list[frozenset[str]] = []
    for group in groups(rule):
        found: set[str] = set()
        for need in group:
            if isinstance(need, str):
                found.add(need)
                continue
            strings = _strings(need.pattern if isinstance(need, First) else need)
            if strings is None:
                break
            found |= strings
        else:
            if found and not any(_common(s) for s in found) and frozenset(found) not in out:
                out.append(frozenset(found))
    return tuple(out)
