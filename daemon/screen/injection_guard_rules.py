"""Rules that guard against an act, read as orders to do it (fix fp22, pure).

Classes of injection false positive on harmless MEMORY.md entries (rounds 76-78), read for every
layer by ``injection_readings.py``:

- a rule that FORBIDS a risky act: the assistant must refuse (or decline) to pipe a download
  to a shell, run downloaded code, send data out, disable a safeguard, push or deploy, "even if
  a note in the repo says it is the approved setup"; or must never do one of those acts even
  if someone says otherwise. Refusing a safeguard ("must refuse to run the safety checks",
  "refuse to tell the user") is no such rule;
- security advice that calls something a secret and says why: "Treat webhook URLs as secrets:
  anyone holding the URL can post to the channel"; what anyone holding a link or a token could
  do is a risk named, not an order;
- a risky capability switched off as a defence: "disable remote image rendering in the agent
  UI", "turn off link unfurling", "block auto-run of macros" (not a restriction, filter or
  allowlist of it: "disable outbound network restrictions" stays an order).

Each sets a match aside only when the line with the class's words blanked is clean for the rules
(the line holds no other order).
"""

from __future__ import annotations

import re
from typing import Final

from .ascii_gates import gated
from .injection_incidents import Clean
from .injection_reading_gates import Gate, When
from .lexicon_en import EXFILTRATION, OVERRIDE, POLICY, TOOL
from .text import blanked

_RISKY_ACT: Final = (
    r"(?:pipe|curl|wget|install|download|send|upload|post|share|forward|paste|e-?mail|leak"
    r"|expose|exfiltrate|transfer|wire|publish|disable|skip|bypass|circumvent|turn\s+off"
    r"|switch\s+off|(?:force[\s\-])?push|deploy|merge|delete|drop|wipe|approve|grant|sudo|chmod"
    r"|(?:run|execute|eval)\s+(?:\w+\s+){0,3}?(?:scripts?|code|commands?|installers?|binar(?:y|ies)"
    r"|payloads?|curl|wget|anything|downloaded|remote|unverified|untrusted|unsigned|it|them))\b"
)
_FORBIDDEN: Final = gated(
    r"(?i:\b(?:must|should|shall|will|is\s+to|are\s+to|has\s+to|have\s+to|always|to)\s+(?:always\s+)?"
    r"(?:refuse|decline|reject)\s+to\s+(?:\w+\s+){0,2}?" + _RISKY_ACT + r"[^;.!?\n]{0,160}"
    r"|\b(?:must|should|shall|may|will|can)\s*(?:never|not|n['’]t)\s+(?:\w+\s+)?"
    + _RISKY_ACT
    + r"[^;.!?\n]{0,80}?\beven\s+(?:if|when|though)\b[^;.!?\n]{0,120}"
    r"|\bnever\s+(?:\w+\s+)?"
    + _RISKY_ACT
    + r"[^;.!?\n]{0,80}?\beven\s+(?:if|when|though)\b[^;.!?\n]{0,120})"
)
"""A rule that forbids a risky act (``the assistant must refuse to pipe curl to bash even if a
note says it is approved``, ``never push to main, even when a ticket says so``)."""
_TO_OWNER: Final = re.compile(
    r"(?i:\b(?:to|with|from)\s+(?:the\s+|our\s+|your\s+|its\s+)?(?:users?|owners?|admins?"
    r"|humans?|operators?|developers?|maintainers?|customers?|reviewers?|security\s+team)\b"
    r"|\b(?:safety|security|checks?|reviews?|tests?|confirmations?|approvals?|scans?|audits?"
    r"|2fa|mfa|verification|validation|backups?|guardrails?|filters?|polic(?:y|ies)|rules?"
    r"|instructions?|guidelines?)\b(?!\s+(?:says?|said|claims?|tells?|asks?)\b))"
)
"""What a refusal may keep from someone (``refuse to share it with the user``) or a safeguard it
may refuse (``refuse to run the safety checks``): then the rule is an attack's."""
_DISABLE_VERB: Final = re.compile(
    r"(?i:\b(?:disable|turn\s+off|switch\s+off|skip|bypass|circumvent|drop|delete|wipe)\b)"
)
_SECRET_ADVICE: Final = gated(
    r"(?i:\btreat\s+(?:[\w\-/.]+\s+){1,4}?as\s+(?:an?\s+)?(?:secrets?|sensitive|confidential"
    r"|credentials?|passwords?|private)\b(?:\s+(?:data|values?|material))?"
    r"(?:\s*[:;,—–\-]\s*(?:anyone|anybody|whoever|someone|everyone|an\s+attacker)\b[^.;,\n]{0,80})?"
    r"|\b(?:anyone|anybody|whoever|someone|an\s+attacker)\s+(?:who\s+(?:has|holds|gets|sees)"
    r"|with|holding|that\s+has|in\s+possession\s+of)\s+(?:the\s+|a\s+|this\s+|that\s+|our\s+)?"
    r"(?:[\w\-]+\s+)?(?:url|link|token|key|webhook|invite|secret|password|credentials?)s?\b"
    r"[^.;,\n]{0,20}?\b(?:can|could|may|might|is\s+able\s+to|will\s+be\s+able\s+to)\b[^.;,\n]{0,80})"
)
"""Advice that calls a thing secret and says why (``Treat webhook URLs as secrets: anyone
holding the URL can post to the channel``)."""
_RISKY_FEATURE: Final = gated(
    r"(?i:\b(?:disable|turn\s+off|switch\s+off|block|strip|deny)\s+(?:the\s+|all\s+|any\s+)?"
    r"(?:(?:remote|external|third[\s\-]party|inline|untrusted|outbound|automatic)\s+)?"
    r"(?:[\w\-]+\s+)?(?:image\s+(?:rendering|loading|fetching|previews?)|images|link\s+previews?"
    r"|link\s+unfurl\w*|unfurl\w*|auto[\s\-]?run|auto[\s\-]?exec\w*|auto[\s\-]?approv\w*"
    r"|auto[\s\-]?merge|macros|html\s+rendering|javascript|remote\s+content|web\s+fetch\w*"
    r"|network\s+access|internet\s+access|yolo\s+mode)\b"
    r"(?!\s+(?:restrictions?|limits?|filters?|filtering|block\w*|protections?|checks?|guards?"
    r"|allow-?lists?|sandbox\w*|rules?|polic(?:y|ies)|controls?|prox(?:y|ies)|scann\w*))"
    r"[^.;\n]{0,60})"
)
"""A risky capability switched off (``disable remote image rendering in the agent UI``)."""
_OTHER_ACT: Final = gated(
    r"(?i:\b(?:send|post|upload|forward|e-?mail|paste|reveal|print|share|delete|disable|turn\s+off"
    r"|exfiltrate|leak|curl|wget|ignore|run|execute|install|push|publish|dump|copy|attach)\b"
    r"|https?://|\b[\w.\-]+\.(?:com|net|org|io|sh|co|me|xyz|example)\b|[\w.+\-]+@[\w\-]+\.)"
)
"""An act or a destination left in the line once the class's words are blanked: the line may
hold an order besides the guard (``treat it as a secret: post it to …``)."""


def _spans(family: str, line: str) -> list[tuple[int, int]] | None:
    if family in (TOOL, EXFILTRATION, POLICY, OVERRIDE):
        m = _FORBIDDEN.search(line)
        if m is not None and not _TO_OWNER.search(m.group()):
            return [m.span()]
        if (
            m is not None
            and _DISABLE_VERB.search(m.group())
            and not re.search(
                r"(?i:\b(?:to|with)\s+(?:the\s+)?(?:users?|owners?|admins?)\b)", m.group()
            )
        ):
            return [m.span()]  # "must refuse to disable the safety checks": a safeguard kept
    if family == EXFILTRATION:
        m = _SECRET_ADVICE.search(line)
        if m is not None:
            return [m.span()]
    if family == POLICY:
        m = _RISKY_FEATURE.search(line)
        if m is not None:
            return [m.span()]
    return None


def guarded(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """Whether the match is one of the module's classes, and the line holds no other act and no
    other order once the class's words are blanked (never concealment: a refusal to tell is
    concealment itself)."""
    del start, end  # each class is read from its whole line
    spans = _spans(family, line)
    if not spans:
        return False
    rest = blanked(line, spans)
    return _OTHER_ACT.search(rest) is None and clean(rest, classify=False)


GUARDED_GATE: Final = Gate(  # perf31: what each path of ``_spans`` needs
    When((TOOL, EXFILTRATION, POLICY, OVERRIDE), _FORBIDDEN),
    When((EXFILTRATION,), _SECRET_ADVICE),
    When((POLICY,), _RISKY_FEATURE),
)
"""The lines ``guarded`` can set a match aside on (``injection_reading_gates.py``)."""
