"""One wrapper for the English order rules of helper inj25a (pure; session 25): ``gated`` (the
first pattern's span, when the needs hold and no clearing pattern does) read only as an order,
the way ``injection_en_orders_misc._rule`` reads one pattern: not right after a quotation mark or
asked of the model by someone else (``quoted_at``), not negated just before the hit ("never
force-push to main"), not a report of the act, not inside a quotation a report frames.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

from .class_needs import carried
from .injection_confirm_hide_i18n import unquoted
from .injection_en_orders_misc import quoted_at
from .injection_gated_rules import gated
from .injection_standing_orders import needles, unreported

Span = tuple[int, int] | None
Rule = Callable[[str], Span]
Pattern = re.Pattern[str]

NEVER: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|must\s+not|mustn'?t|shouldn'?t|should\s+not|not\s+allowed\s+to"
    r"|no\s+one\s+(?:may|should|can)|forbidden\s+to|prohibited\s+from)\b"
)
"""A negation before a hit: a rule against the act."""
_NEGATION_WINDOW: Final = 40


def order(
    *patterns: Pattern,
    needs: Sequence[Pattern] = (),
    unless: Sequence[Pattern] = (),
    name: str = "order",
) -> Rule:
    """``gated`` read as an order: not quoted, not asked by another, not negated before it."""
    rule = gated(*patterns, needs=needs, unless=unless, name=name)

    def run(line: str) -> Span:
        span = rule(line)
        if span is None or quoted_at(line, span[0]):
            return None
        if NEVER.search(line, max(0, span[0] - _NEGATION_WINDOW), span[0]) is not None:
            return None
        return span

    run.__name__ = name
    return carried(run, rule)


def order_rule(
    family: str,
    *patterns: Pattern,
    needs: Sequence[Pattern] = (),
    unless: Sequence[Pattern] = (),
    gate: str,
    name: str = "order",
) -> tuple[str, Rule, tuple[str, ...]]:
    """The class modules' rule tuple of ``order``, tried on lines holding one of ``gate``
    (written ``a|b|c``)."""
    rule = order(*patterns, needs=needs, unless=unless, name=name)
    return family, unquoted(unreported(rule)), needles(gate)
