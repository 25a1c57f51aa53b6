"""Where an order stands in its line (pure; used by the plain-language orders,
``injection_orders.py`` and ``injection_orders_misreports.py``): an act not negated nor reported
as someone's request, an order that opens a sentence or an added clause, the sentence holding
an act.
"""

from __future__ import annotations

import re
from typing import Final

from . import concepts_orders as o
from .structure_filters import negated

_REPORTED: Final = re.compile(
    r"\b(?:asked|told|instructed|urged|tricked|wanted)\s+(?:[\w-]+\s+){0,4}?to\s+(?:\w+\s+)?$"
)
"""A request reported (``an email asked the assistant to send …``), not made."""
FRAME: Final = re.compile(o.FRAME)
_ORDER_START: Final = re.compile(
    r"(?:^|[.;:!?,]\s+|[;:!?,]|\b(?:please|kindly|just|also|then|and|now|to|\w+ly)\s+|\)\s*"
    r"|\byou\s+(?:must|should|will|need\s+to|have\s+to|can)\s+)[\W_]*$"
)
"""Right before a verb that opens a sentence or an added order (``…; also run …``)."""
WINDOW: Final = 120
"""How far (characters) an act's object or a reason is looked for around it."""


def affirmed(line: str, start: int) -> bool:
    before = line[max(0, start - 48) : start]
    return not negated(before[-28:]) and not _REPORTED.search(before)


def order(line: str, start: int) -> bool:
    before = line[max(0, start - 48) : start]
    return (
        _ORDER_START.search(before[-24:]) is not None
        or FRAME.search(before) is not None
        or line.startswith(("are ", "is "), start)  # "are to be posted"
    )


def sentence(line: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence holding ``line[start:end]``: an act in another sentence
    (``we send the report to the team; leave it out of the changelog``) is not what is kept."""
    lo = max(line.rfind(c, 0, start) for c in ".;!?") + 1
    ends = [k for k in (line.find(c, end) for c in ";!?") if k != -1]
    ends += [m.start() for m in _SENTENCE_DOT.finditer(line, end)][:1]
    return lo, min(ends) if ends else len(line)


_SENTENCE_DOT: Final = re.compile(r"\.(?:\s|$)")


def has(line: str, needles: tuple[str, ...]) -> bool:
    return any(n in line for n in needles)
