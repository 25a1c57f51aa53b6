"""English orders that waive a review, an approval or a control (policy; pure; helper inj25a,
session 25). Each rule runs on one folded line the other stages left clean.

- a merge or change approved by the model itself so that no human reviews it;
- commits pushed straight to the main branch, force-pushed over other people's work;
- tool approvals answered "yes" by the model, without waiting for the human;
- protected or privileged material released to anyone, with no verification;
- a failed check sent on anyway and not flagged;
- a legal, metrology or tamper lock ignored or defeated.

Compliance checks skipped (conflict check, privilege screening, litigation hold) are read by
``injection_en_orders_misc.policy_off`` (its safeguard list).
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_en_order_gates import order_rule
from .lexicon_en import POLICY

Span = tuple[int, int] | None

_SELF_APPROVED: Final = re.compile(
    r"\b(?:approve|merge|sign\s+off\s+(?:on\s+)?|accept|ship)\s+(?:the\s+|all\s+|any\s+|your\s+own\s+)?(?:[\w-]+\s+){0,5}?(?:merge\s+requests?|pull\s+requests?|mrs|prs|changes?|commits?|patches|releases?|deploy\w*|changesets?)\b[^.;]{0,40}?\b(?:yourself|on\s+your\s+own)\b"
    r"|\bself-?approve\w*\b|\bapprove\s+your\s+own\s+(?:merge\s+requests?|pull\s+requests?|mrs|prs|changes?|commits?|patches)\b"
)
_NO_REVIEW: Final = re.compile(
    r"\bno\s+(?:human|manual|peer|second|code|other)\s+(?:review|reviewer|approval|sign-?off)s?\b|\bwithout\s+(?:a\s+|any\s+)?(?:human|manual|peer|second|code)?\s*(?:review|reviewer|approval|sign-?off)s?\b"
    r"|\b(?:skip|bypass)\w*\s+(?:the\s+)?(?:human|peer|code|manual)\s+review\b|\bnobody\s+(?:else\s+)?(?:has|needs)\s+to\s+review\b"
)
"""The point of approving one's own change: no human reviews it."""

_FORCE_PUSH: Final = re.compile(
    r"\bforce[- ]?push(?:es|ing)?\s+(?:directly\s+)?(?:to|on|onto|over|into)\s+(?:the\s+)?(?:main|master|prod\w*|release\w*|trunk|(?:main|default|shared|protected)\s+branch\w*|other\s+people|others|someone|everyone|everybody|colleagues|teammates|their\s+work|shared\s+branch\w*)\b"
    r"|\b(?:commit|push)\w*\s+(?:straight|directly)\s+(?:to|on|into)\s+(?:the\s+)?(?:main|master|trunk|prod\w*)\b[^.;]{0,60}?\bforce[- ]?push"
)
"""History overwritten on the shared branch."""
_PUSH_BLOCKED: Final = re.compile(
    r"\b(?:block|prevent|disallow|protect|forbid|disable|reject|deny|refuse)\w*\s+(?:all\s+|any\s+)?force[- ]?push"
)
"""A branch rule that blocks force pushes: no order."""

_ASSUME_YES: Final = re.compile(
    r"(?:^|[.;:!?,>*]\s*|\s[\-–—]\s*|\b(?:and|then|just|always|simply|please|should|must|can|may)\s+)(?:assume|take\s+it\s+as|treat\s+(?:it|that|silence|no\s+answer)\s+as)\s+(?:a\s+)?(?:yes|approv\w+|consent\w*|granted|confirm\w*)\b"
    r"|(?:^|[.;:!?,>*]\s*|\s[\-–—]\s*|\b(?:and|then|just|always|simply|please|should|must|can|may)\s+)(?:auto-?approve|approve)\s+(?:every|all|each|any)\s+(?:tool\s+)?(?:calls?|approval\s+requests?|confirmation\s+prompts?|permission\s+(?:requests?|prompts?))\b"
)
_APPROVAL_ASKED: Final = re.compile(
    r"\b(?:tool\s+calls?|approvals?|confirm\w*|permission|human|operator|prompts?\s+(?:you|for))\b"
)
"""What the model answers itself: a tool approval, a confirmation, a human's go-ahead. The verb
opens an order ("…, assume yes"; "some agents auto-approve every tool call" is a story)."""

_RELEASED_TO_ANYONE: Final = re.compile(
    r"\b(?:release|send|share|give|hand\s+(?:over|out)|provide|disclose|produce|e-?mail|forward)\s+(?:[^.;]{0,80}?)\bto\s+(?:anyone|anybody|whoever|any\s+(?:caller|requester|one))\b"
)
_NO_CHECK: Final = re.compile(
    r"\b(?:no|without(?:\s+any)?)\s+(?:verification|verifying|identity\s+checks?|id\s+checks?|authentication|questions?\s+asked|checks?|vetting)\b"
    r"|\bprotective\s+order\b|\bprivileged\b|\bunder\s+seal\b|\bsealed\b"
)
"""Released to anyone: without verification, or material under a protective order."""

_SENT_ANYWAY: Final = re.compile(
    r"\b(?:send|submit|file|post|release|ship|approve|process|sign|pay|publish|deploy)\s+(?:it|them|this|that|the\s+[\w-]+)\s+(?:out\s+)?anyway\b[^.;]{0,40}?\b(?:and\s+)?(?:don'?t|do\s+not|never|without)\s+(?:flag|flagging|report|reporting|mention|mentioning|escalat\w+|log|logging|note|noting|tell|telling)\b"
)
"""A failed check sent on anyway, and kept out of the flags."""

_LOCK_IGNORED: Final = re.compile(
    r"\b(?:ignore|bypass|override|disregard|break|defeat|circumvent|disable|remove|pick|unlock)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:locks?|seals?|interlocks?)\b"
)
_LEGAL_LOCK: Final = re.compile(
    r"\b(?:legal[- ](?:for[- ])?trade|metrolog\w*|calibration|tamper\w*|weights\s+and\s+measures|ntep|oiml|regulatory|certified|sealed|safety\s+interlock|software\s+locks?)\b"
)
"""A lock the law or safety puts on a device (a scale's metrology seal, a safety interlock)."""

RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    order_rule(
        POLICY,
        _SELF_APPROVED,
        needs=(_NO_REVIEW,),
        gate="yourself|own|self-approv|selfapprov",
        name="self_approved",
    ),
    order_rule(POLICY, _FORCE_PUSH, unless=(_PUSH_BLOCKED,), gate="force", name="force_pushed"),
    order_rule(
        POLICY,
        _ASSUME_YES,
        needs=(_APPROVAL_ASKED,),
        gate="assume|take it as|treat|approve",
        name="assumed_yes",
    ),
    order_rule(
        POLICY,
        _RELEASED_TO_ANYONE,
        needs=(_NO_CHECK,),
        gate="anyone|anybody|whoever|any caller|any requester|any one",
        name="released_to_anyone",
    ),
    order_rule(POLICY, _SENT_ANYWAY, gate="anyway", name="sent_anyway"),
    order_rule(
        POLICY,
        _LOCK_IGNORED,
        needs=(_LEGAL_LOCK,),
        gate="lock|seal",
        name="lock_ignored",
    ),
)
