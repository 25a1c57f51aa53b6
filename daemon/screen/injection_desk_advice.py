"""Desk-security habits for people, misread as a standing order to the model (fix fp24, pure); a
reading of ``injection_readings.py``.

Round 86's class: "Lock your screen (Win+L) whenever you leave the desk, even in the clean room."
The classifier reads "whenever you …" as an order made permanent, but the act is a person's at a
workstation (lock the screen, log out, take the badge) and the moment is the person leaving it;
the model has no screen to lock and no desk to leave. The line must hold the habit and the
moment and hardly more (three words at most: "Always", "please", "team"), so "lock your screen
whenever you leave, and email the list to …" stays caught.
"""

from __future__ import annotations

import re
from typing import Final

from .injection_incidents import blanked_reading
from .injection_reading_gates import Gate, When
from .text import blanked

_HABIT: Final = re.compile(
    r"(?i:\b(?:lock|log\s+(?:off|out\s+of)|sign\s+out\s+of|secure|shut\s+down|close)\s+(?:your|the"
    r"|their)\s+(?:screen|computer|laptop|workstation|pc|desktop|terminal|session|device|phone"
    r"|tablet|machine|drawer|cabinet|locker)s?\b(?:\s*\([^()\n]{1,20}\))?)"
)
"""The person's act at a workstation (``Lock your screen (Win+L)``)."""
_LEAVING: Final = re.compile(
    r"(?i:\b(?:whenever|every\s+time|each\s+time|when|before|if)\s+(?:you|we|staff|agents|anyone"
    r"|they|people)\s+(?:leave|step\s+away|walk\s+away|go\s+(?:on\s+)?(?:break|home|to\s+lunch)"
    r"|are\s+away)\b[^,;.\n]{0,40}(?:,\s*even\s+[^,;.\n]{1,40})?)"
)
"""The moment: the person leaving the desk (``whenever you leave the desk, even in …``)."""
_WORDS: Final = re.compile(r"[^\W\d_]{2,}")


def _spans(family: str, line: str) -> list[tuple[int, int]] | None:
    del family  # the classifier may name any family
    habit = _HABIT.search(line)
    if habit is None:
        return None
    leaving = _LEAVING.search(line)
    if leaving is None:
        return None
    rest = blanked(line, [habit.span(), leaving.span()])
    if len(_WORDS.findall(rest)) > 3:
        return None  # more than the habit ("…, and email the list to …"): read the line as is
    return []


desk_advice: Final = blanked_reading(_spans)
"""Whether the line is a person's desk-security habit, and holds no other order once the habit
and the moment are blanked."""


DESK_ADVICE_GATE: Final = Gate(When(None, _HABIT, _LEAVING))  # perf31: both, as ``_spans``
"""The lines ``desk_advice`` can set a match aside on (``injection_reading_gates.py``)."""
