"""One shape for the gated order rules (pure; helper ref24a, session 24).

Many order rules of the class modules read the same way: a pattern found in the folded line,
then whole-line patterns that must hold (``needs``: the fault, the live target, the promotion)
and patterns that clear it (``unless``: harmless work, a rule against the act); the hit is the
pattern's span. ``gated`` writes that function once; ``gated_rule`` gives the rule tuple of the
i18n class modules, ``(family, unquoted(unreported(rule)), needles)``. Rules with more logic
(windows before the hit, spans joined from two parts, loops over hits) keep their own function.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .class_needs import needing
from .class_search import Caseless
from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import both, unreported

Span = tuple[int, int] | None
Rule = Callable[[str], Span]
Pattern = re.Pattern[str]


def gated(
    *patterns: Pattern,
    needs: Sequence[Pattern] = (),
    unless: Sequence[Pattern] = (),
    name: str = "gated",
) -> Rule:
    """The span of the first of ``patterns`` found (tried in order, each over the whole line),
    when every one of ``needs`` is found in the line and none of ``unless`` is."""
    first, every, none = _searched(patterns), _searched(needs), _searched(unless)

    def rule(line: str) -> Span:
        for pattern in first:
            m = pattern.search(line)
            if m is not None:
                break
        else:
            return None
        for need in every:
            if need.search(line) is None:
                return None
        for clean in none:
            if clean.search(line) is not None:
                return None
        return m.span()

    rule.__name__ = name
    return needing(rule, patterns, *((need,) for need in needs))


def _searched(patterns: Sequence[Pattern]) -> tuple[Pattern | Caseless, ...]:
    """``patterns``, a case-insensitive one searched by ``class_search.Caseless`` (perf31:
    the same matches; fast on a line of ASCII lower case)."""
    return tuple(Caseless(p) if p.flags & re.IGNORECASE else p for p in patterns)


def gated_rule(
    family: str,
    *patterns: Pattern,
    needs: Sequence[Pattern] = (),
    unless: Sequence[Pattern] = (),
    needles: tuple[str, ...],
    name: str = "gated",
    literal: bool = False,
) -> tuple[str, Rule, tuple[str, ...]]:
    """The rule tuple of a class module: ``gated`` read only as an order (not a report of one,
    not inside a quotation a report frames), tried on lines holding one of ``needles``.
    ``literal``: the rule itself also returns nothing on a line without one of ``needles`` (the
    callers that try every rule on a line, the disguise views and decoded payloads, skip the
    needle index; for patterns that can match without a needle, e.g. ``ia\\t`` for ``ia ``)."""
    rule = gated(*patterns, needs=needs, unless=unless, name=name)
    if literal:
        rule = both(rule, needles)
    return family, unquoted(unreported(rule)), needles
