"""Digit codes typed on a panel, named by the panel's role or event rather than glued to a code
label (pure; session 30, helper sec30):

- an HMI's or a SCADA station's access-level code (``Operator level 3 code on canline-hmi2:
  449088``, ``HMI supervisor passcode is 5521``, ``engineer access level PIN for the filler
  panel: 80417``): a role (operator, supervisor, engineer, maintenance, technician, service,
  admin), a code word, then ``:``/``=``/``is`` and 4-8 digits; the line must name a level or a
  panel (HMI, SCADA, PLC, touch panel, PanelView), so an operator's id (``operator code 1042
  logged the batch``) is no code;
- an intruder alarm's code told after the event (``if the intruder alarm goes off at 5am, code
  is 6796#``, ``when the burglar alarm beeps: code 4821``, ``Si l'alarme se déclenche, le code
  est 4821``): the alarm earlier in the clause, then the code word, a connector and 4-8 digits
  (``#`` may end them); a code word qualified by another word (an error, an event, a zone, an
  order code) is the panel's message or a record's, not its code; a keypad, a staff, back or
  fire door or a yard gate named first reads the same (``the back door keypad, code is 4821``);
- a verb that disarms the alarm with the digits (``to disarm the alarm enter 48213#``,
  ``enter 48213# to disarm the alarm``, ``intruder alarm: disarm with 48213``).

Each value ends its clause, is no year, no run (``1234``) and no digit repeated.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_device_codes import digits_code
from .secret_gate import FromNeedles
from .secret_needles import has_any, index_of, lowered

_ROLE: Final = (
    r"(?:operator|supervisor|engineer(?:ing)?|maintenance|technician|service|admin(?:istrator)?"
    r"|manager|shift[\s\-]lead)"
)
_VALUE_END: Final = r"(?![\w\-/:]|[.,]\d|\s*(?i:digits?|characters?|times|attempts?|%))"
_LEVEL_CODE: Final = re.compile(
    r"(?i:(?<![\w\-])" + _ROLE + r"(?:[\s\-]+(?:access[\s\-]+)?(?:level|lvl)[\s\-]*\d{0,2})?"
    r"[\s\-]+(?:(?:access|login|log-?in|screen|panel|hmi)[\s\-]+)?(?:code|passcode|pin|password)"
    r"(?![\w\-])(?:\s+(?:on|for|of|at)\s+[^\n:=.;,!?]{1,40}?)?(?:\s*[:=]\s*|\s+is\s+(?:now\s+)?))"
    r"['\"`]?(?P<v>\d{4,8})['\"`]?" + _VALUE_END
)
_LEVEL_NEEDLES: Final = (
    "operator", "supervisor", "engineer", "maintenance", "technician", "service", "admin",
    "manager", "shift",
)  # fmt: skip
_PANEL_LINE: Final = re.compile(
    r"(?i:\b(?:level|lvl)\b|\bhmi|hmi\d*\b|\bscada\b|\bplcs?\b|touch[\s\-]?(?:panel|screen)"
    r"|panelview|\bwincc\b|\bfactorytalk\b|\bignition\b|\bpanel\b)"
)
_ALARM: Final = (
    r"(?:(?:intruder|burglar|security|intrusion|house|shop|store|office|building|premises)"
    r"[\s\-]+alarm|alarm(?:[\s\-]+(?:panel|system|keypad))?|alarme|alarma|allarme|alarmanlage"
    # a keypad's door or gate (sec30 siblings): the keypad typed at it
    r"|(?:door[\s\-]+)?keypad|(?:front|back|side|staff|rear|main|entrance|service|fire|loading"
    r"[\s\-]+dock|yard|car[\s\-]+park|garage)[\s\-]+(?:door|entrance|gate)|security[\s\-]+system)"
)
_ALARM_CODE: Final = re.compile(
    r"(?i:(?<![\w\-])" + _ALARM + r"(?![\w\-])(?P<gap>[^\n.;!?]{0,80}?)(?<![\w\-])"
    r"(?:code|passcode|pin|c[óo]digo|codice)(?![\w\-])"
    r"(?:\s*[:=]\s*|\s+(?:is|was|est|es|è|ist|lautet)\s+(?:now\s+|still\s+)?|\s+to\s+disarm(?:\s+it)?"
    r"(?:\s+is)?\s+|['’]s\s+))"
    r"['\"`]?(?P<v>\d{4,8}#?)['\"`]?" + _VALUE_END
)
_ALARM_NEEDLES: Final = ("alarm", "allarme", "keypad", "door", "entrance", "gate", "security")
_DISARM: Final = re.compile(
    r"(?i:\b(?:disarm|unset|silence|switch\s+off|turn\s+off)\s+(?:it|the\s+[\w\s\-]{0,30}?alarm)"
    r"\s*,?\s+(?:enter|key\s+in|punch\s+in|type(?:\s+in)?|use)\s+(?:code\s+)?"
    r"|\b(?:disarms?|unsets?)\s+(?:it\s+)?(?:with|using)\s+(?:code\s+)?)"
    r"['\"`]?(?P<v>\d{4,8}#?)['\"`]?" + _VALUE_END
)
"""``to disarm the alarm enter 48213#``, ``intruder alarm: disarm with 48213``: the verb that
disarms it, then the digits (``disarm with`` only after the alarm named in its clause)."""
_ENTER_TO_DISARM: Final = re.compile(
    r"(?i:\b(?:enter|key\s+in|punch\s+in|type(?:\s+in)?)\s+(?:code\s+)?)['\"`]?(?P<v>\d{4,8}#?)['\"`]?"
    r"(?i:\s+to\s+(?:disarm|unset|silence|switch\s+off|turn\s+off)\s+(?:it|the\s+[\w\s\-]{0,30}?alarm)\b)"
)
"""``enter 48213# to disarm the alarm``: the digits, then what they do."""
_ALARM_BEFORE: Final = re.compile(r"(?i:" + _ALARM + r")(?![\w\-])[^\n.;!?]{0,80}$")
_PLAIN_BEFORE: Final = re.compile(
    r"(?i:(?:^|[,:;(—–]|\b(?:the|its|their|a|our|new|current|same|door|entry|access|keypad|alarm"
    r"|disarm|arm|gate|master|user|panel|unlock|le|el|il|lo|der|die|das|den|dem|la|o))\s*$)"
)
"""What may stand right before the code word: a clause's break, an article or a word of the
keypad's code (``door``, ``disarm``, ``master``); any other word qualifies it as another code
(``error``, ``event``, ``zone``, ``order``, ``shift`` code: the panel's message or a record's)."""
_YEAR: Final = re.compile(r"(?:19|20)\d\d")
_FROM_LEVEL_CODE: Final = FromNeedles(_LEVEL_CODE)
_FROM_ALARM_CODE: Final = FromNeedles(_ALARM_CODE)
_FROM_DISARM: Final = FromNeedles(_DISARM)
_FROM_ENTER_TO_DISARM: Final = FromNeedles(_ENTER_TO_DISARM)


def _code(value: str) -> bool:
    digits = value.rstrip("#")
    return _YEAR.fullmatch(digits) is None and digits_code(digits)


def panel_codes(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The codes of the module docstring."""
    lower = lowered(text)
    index = index_of(lower)
    if has_any(lower, _LEVEL_NEEDLES):
        for m in _FROM_LEVEL_CODE.finditer(text, index):
            start, end = m.span("v")
            if covered(start, end) or not _code(m["v"]):
                continue
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", end)
            if _PANEL_LINE.search(text, line_start, len(text) if line_end == -1 else line_end):
                yield "panel-code", start, end
    if has_any(lower, _ALARM_NEEDLES):
        for m in _FROM_ALARM_CODE.finditer(text, index):
            start, end = m.span("v")
            if covered(start, end) or not _code(m["v"]) or not _PLAIN_BEFORE.search(m["gap"]):
                continue
            alarm = "alarm" in text[m.start() : m.start("gap")].lower()
            yield "alarm-code" if alarm else "door-code", start, end
        if "disarm" in lower or "unset" in lower or " off" in lower or "silence" in lower:
            for m in (
                *_FROM_DISARM.finditer(text, index),
                *_FROM_ENTER_TO_DISARM.finditer(text, index),
            ):
                start, end = m.span("v")
                if covered(start, end) or not _code(m["v"]):
                    continue
                line_start = text.rfind("\n", 0, m.start()) + 1
                said = (
                    m.group().lower().startswith(("disarm", "unset")) and " the " not in m.group()
                )
                if said and not _ALARM_BEFORE.search(
                    text, max(line_start, m.start() - 90), m.start()
                ):
                    continue  # "disarm with 4821" names no alarm: one must come before it
                yield "alarm-code", start, end
