"""Talk about prompt injection that describes how an attack is handled, not an order (session
25, helper ``inj25d``, pure); a reading of ``injection_readings.py``. Rounds 93-94's classes
(a policy on attempts, "entries that try to … are rejected", is read by ``injection_topics``):

- a drill or incident: someone was asked to do a quoted thing, and "nobody did";
- a risk named: "X is a classic supply-chain risk" (a training note, not a command);
- a rule on a quoted attack: "if the agent sees '<attack>' …, it should flag/report it";
- a refusal required: "must refuse if a user asks it to <attack>";
- security advice: "report suspicious emails asking for … to security@<org>".

Each sets a match aside only when the line with the talk's own words blanked is clean for the
rules, so an order next to the talk stays caught.
"""

from __future__ import annotations

import re
from typing import Final

from .injection_advice import REFUSAL, REFUSAL_WORDS
from .injection_incidents import blanked_reading
from .injection_reading_gates import Gate, When

_QUOTE: Final = r"(?:\"[^\"\n]{4,}\"|“[^”\n]{4,}”|'[^'\n]{6,}'|‘[^’\n]{6,}’|«[^»\n]{4,}»)"
_NOBODY_DID: Final = re.compile(
    r"(?i:\b(?:asked|told|urged|instructed|wanted)\s+(?:[\w\-]+\s+){0,3}?to\s+"
    + _QUOTE
    + r"\s*[;,.—–]\s*(?:but\s+|and\s+)?(?:nobody|no\s*one|no\s+staff|none\s+of\s+\w+)"
    r"\s+(?:did|complied|fell\s+for\s+it|clicked|replied|answered)\b)"
)
"""A drill or incident: someone was asked to do a quoted thing, and nobody did."""
_RISK: Final = re.compile(
    r"(?i:^(?:[^:;\n]{0,40}:\s*)?[^;:\n]{1,60}?\s(?:is|are)\s+(?:an?\s+)?(?:classic|common|known"
    r"|well[\s\-]known|typical|textbook|real|big|major|serious)\s+(?:[\w\-]+\s+){0,2}?"
    r"(?:risks?|attacks?|anti[\s\-]?patterns?|red\s+flags?|vectors?|threats?|mistakes?)\b"
    r"(?![\s\-]+actors?\b))"
)
"""A risk named: "X is a classic supply-chain risk"."""
_RATED: Final = re.compile(
    r"(?i:\b(?:lists|listed|rates|rated|classifies|classified|ranks|ranked|scores|scored|counts"
    r"|counted|files|filed|treats|treated|marks|marked|puts|tags|tagged)\s+(?:[\w\-]+\s+){0,3}?"
    r"(?:attempts?|attacks?|injections?|jailbreaks?|tries|payloads?|probes?|prompts?)\b[^;\n]{0,80}?"
    r"\bas\s+(?:an?\s+)?(?:low|lower|medium|moderate|high|higher|critical|minor|major|accepted"
    r"|acceptable|residual|known)[\s\-]+(?:risks?|severity|priority|threats?|impact)\b)"
)
"""A risk rated (inj26a): "our threat model lists persona-switch attempts ('…') as low risk" —
a verb with a subject (third person or past: no imperative) rating attack attempts."""
_YOU: Final = re.compile(r"(?i:\byou(?:'re)?\b|\bthe\s+(?:assistant|model|agent)\b)")
_SEES_QUOTE: Final = re.compile(
    r"(?i:\b(?:sees|gets|receives|encounters|finds|spots|reads|meets)\s+"
    + _QUOTE
    + r"[^;.\n]{0,40}?"
    r",\s*(?:it|they|he|she|the\s+[\w\-]+)\s+(?:should|must|will|needs?\s+to|has\s+to)\s+"
    r"(?:flag|report|escalate|refuse|block|reject|ignore|quarantine|stop)\b[^;.\n]{0,60})"
)
"""A rule on a quoted attack: "if the agent sees '…' in a ticket, it should flag it"."""
_REFUSE_IF: Final = re.compile(
    r"(?i:" + REFUSAL + r"\s+(?:if|when|whenever)\s+(?:a|the|any|some)\s+(?:user|customer"
    r"|caller|visitor|patient|client|person|someone|anyone)\s+(?:asks?|tells?|wants?|tries)\s+"
    r"(?:it\s+|them\s+|the\s+\w+\s+)?to\s+[^;.\n]{1,80})"
)
"""A refusal required: "must refuse if a user asks it to …" (``REFUSAL``: the refusals wanted
that ``injection_advice`` reads too)."""
_REPORT_TO: Final = re.compile(
    r"(?i:\b(?:report|forward|send)\s+(?:any\s+|all\s+)?(?:suspicious|suspected|phishing|odd"
    r"|strange|unexpected|unsolicited|fake|spoofed)\s+[^;\n]{0,80}?\bto\s+(?:security|abuse"
    r"|phishing|soc|infosec|it-?sec(?:urity)?|report-?phishing|csirt|cert|spam)@[\w.\-]+)"
)
"""Security advice: report suspicious mail to the security desk."""


def _spans(family: str, line: str) -> list[tuple[int, int]] | None:
    del family
    low = line.lower()
    nobody = ("nobody", "no one", "noone", "none of", "no staff")
    if any(w in low for w in nobody) and (m := _NOBODY_DID.search(line)) is not None:
        return [m.span()]
    if (
        (" is " in low or " are " in low)
        and (m := _RISK.search(line)) is not None
        and _YOU.search(m.group()) is None  # "you are a real threat actor": a persona, no risk
    ):
        return [m.span()]
    if " as " in low and (m := _RATED.search(line)) is not None:
        return [m.span()]
    if "," in line and (m := _SEES_QUOTE.search(line)) is not None:
        return [m.span()]
    if any(w in low for w in REFUSAL_WORDS) and (m := _REFUSE_IF.search(line)) is not None:
        return [m.span()]
    if "@" in line and (m := _REPORT_TO.search(line)) is not None:
        return [m.span()]
    return None


drill_talk: Final = blanked_reading(_spans)
"""Whether a match lies in talk about how an attack is handled (a drill nobody fell for, a risk
named, a rule to flag a quoted attack, a refusal, a report to security),
and the line holds no other order once that talk is blanked."""


DRILL_TALK_GATE: Final = Gate(  # perf31: one of the classes of ``_spans``
    When(None, (_NOBODY_DID, _RISK, _RATED, _SEES_QUOTE, _REFUSE_IF, _REPORT_TO))
)
"""The lines ``drill_talk`` can set a match aside on (``injection_reading_gates.py``)."""
