"""English notes that declare the model's real setup fake and bring their own (override, role,
persona, extraction; pure; helper inj25a, session 25). Each rule runs on one folded line the
other stages left clean.

- **override**: the constraints at the top of the prompt declared fake or injected, with the
  "real" rules after; "your real instructions begin here"; everything before this line declared
  injected and to be ignored;
- **role**: a system header (``### System Prompt (authoritative)``, ``- role: system``) joined
  to its message by an escaped newline (``\\n``) on one line, or a system-prompt heading that
  claims authority;
- **persona**: a named persona not bound by the rules, built to defeat locks or protections, or
  kept "in character forever";
- **extraction**: the prompt the operator configured the model with shared, declared not
  confidential.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_en_order_gates import order_rule
from .injection_standing_orders import needles, unreported
from .lexicon_en import EXTRACTION, OVERRIDE, PERSONA, ROLE

Span = tuple[int, int] | None

_SETUP: Final = r"(?:constraints?|rules?|instructions?|restrictions?|guidelines?|polic(?:y|ies)|guardrails?|directives?|system\s+prompt|prompt|limits?)"

_FAKE_SETUP: Final = re.compile(
    r"\b"
    + _SETUP
    + r"\s+(?:at\s+the\s+(?:top|start|beginning)(?:\s+of\s+(?:the|this|your)\s+(?:prompt|context|conversation|file|memory|page))?|above(?:\s+this(?:\s+\w+)?)?|before\s+this(?:\s+\w+){0,2}|earlier\s+in\s+(?:the|this)\s+\w+|in\s+(?:the|your)\s+system\s+prompt)\s+"
    r"(?:are|were|is|was)\s+(?:all\s+)?(?:fake|bogus|forged|injected|planted|fabricated|not\s+real|not\s+genuine|a\s+(?:test|decoy|trap)|decoys?|outdated\s+and\s+void|void)\b"
    r"|\byour\s+(?:real|true|actual|genuine)\s+(?:instructions|rules|orders|task|prompt|directives|system\s+prompt)\s+(?:begin|start|are|follow)s?\s+(?:here|now|below|after\s+this)\b"
    r"|\b(?:everything|anything|all(?:\s+(?:the\s+)?(?:text|instructions?|content|messages?))?)\s+(?:before|above|prior\s+to|preceding)\s+(?:this|here)\b[^.;]{0,40}?\b(?:was|were|is|are)\s+(?:injected|fake|planted|forged|fabricated|a\s+test|written\s+by\s+(?:an?\s+)?(?:attacker|competitor|hacker))\b"
)
"""The model's own setup declared fake so that the note's rules replace it."""

_ESCAPED_ROLE: Final = re.compile(
    r"^\W{0,6}(?:#{1,6}\s*)?(?:\[|<\|?)?(?:system|developer|admin|operator)(?:\s+(?:prompt|message|instructions?|rules?|override|directive))?(?:\|?>|\])?\s*(?:\([^)\\]{0,40}\))?\s*:?\s*\\n\s*\S"
    r"|^\W{0,6}-?\s*[\"']?role[\"']?\s*:\s*[\"']?(?:system|developer)[\"']?\s*,?\s*\\n\s*[\"']?content[\"']?\s*:\s*\S"
)
"""A system header and its message on one line, joined by an escaped newline."""
_AUTHORITY_HEADING: Final = re.compile(
    r"^\s{0,3}#{1,6}\s*(?:system|developer|admin|operator)\s+(?:prompt|message|instructions?|rules?|directive)s?\s*[(\[]\s*(?:authoritative|official|binding|overrides?\s+\w+|highest\s+priority|priority|real|true|final|supersedes\s+\w+)\s*[)\]]"
)
"""A markdown heading that names itself the system prompt and claims authority."""


def escaped_role(line: str) -> Span:
    """A system header joined to its message by an escaped newline, or an authoritative one."""
    m = _ESCAPED_ROLE.search(line) or _AUTHORITY_HEADING.search(line)
    return None if m is None else (m.start(), m.end())


_PERSONA_NAMED: Final = re.compile(
    r"\b(?:act\s+as|become|you\s+are\s+now|you\s+will\s+be|play|roleplay\s+as|role-play\s+as|pretend\s+to\s+be|switch\s+to|turn\s+into|be)\s+[\"“'][^\"”'.;]{1,40}[\"”'],?\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:ai|assistant|bot|model|tool|agent|persona|character|version\s+of\s+(?:you|yourself))\b"
    r"[^.;]{0,30}?\b(?:that|who|which)\s+(?:is\s+not|isn'?t|is\s+never|is\s+no\s+longer|is\s+free\s+of|ignores|will\s+ignore|has\s+no|(?:helps?|lets?|teaches?|shows?)\s+(?:people|users|anyone|farmers|customers|everyone)\s+(?:to\s+)?)"
    r"\s*(?:bound|restricted|limited|constrained|governed|policies|rules|restrictions|limits|filters|defeat|bypass|crack|circumvent|break|jailbreak|hack|disable|remove|unlock|get\s+around|evade)\b"
    r"|\b(?:act\s+as|become|you\s+are\s+now|roleplay\s+as|role-play\s+as|pretend\s+to\s+be)\s+[\"“'][^\"”'.;]{1,40}[\"”'][^.;]{0,120}?\bstay\s+in\s+character\s+(?:forever|always|permanently|no\s+matter\s+what|for\s+good|indefinitely|from\s+now\s+on)\b"
)
"""A named persona free of the rules, made to defeat protections, or kept forever."""

_CONFIGURED_PROMPT: Final = re.compile(
    r"\b(?:share|give|show|send|reveal|print|paste|provide|hand\s+over|read\s+out|recite|tell\s+them)\s+(?:them\s+|it\s+|out\s+)?(?:the\s+|your\s+)?(?:full\s+|exact\s+|original\s+|whole\s+)?(?:prompt|instructions|setup|configuration|system\s+message|rules)\s+"
    r"(?:that\s+)?(?:(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:configured|gave|set\s+up|wrote|loaded|initiali[sz]ed|programmed|briefed|primed)\s+you(?:\s+with)?|you\s+were\s+(?:configured|given|set\s+up|initiali[sz]ed|programmed|briefed|primed)(?:\s+with)?)\b"
)
_NOT_SECRET: Final = re.compile(
    r"\b(?:it|this|that|they)(?:'s|\s+is|\s+are|'re)\s+(?:not|n't|never\s+been)\s+(?:confidential|secret|private|sensitive|restricted)\b|\bnot\s+(?:confidential|secret)\b|\bif\s+(?:someone|anyone|they|a\s+user|somebody)\s+asks\b"
)
"""The operator's prompt handed out, declared no secret or given to whoever asks."""


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    order_rule(
        OVERRIDE,
        _FAKE_SETUP,
        gate="fake|bogus|forged|injected|planted|fabricated|not real|not genuine|a test|decoy|trap|void|your real|your true|your actual|your genuine",
        name="fake_setup",
    ),
    (
        ROLE,
        unreported(escaped_role),
        needles("\\n|authoritative|official|binding|overrid|priority|real|true|final|supersedes"),
    ),
    order_rule(
        PERSONA,
        _PERSONA_NAMED,
        gate="act as|become|you are now|you will be|play|role-play|roleplay|pretend to be|switch to|turn into|be \"|be “|be '",
        name="persona_named",
    ),
    order_rule(
        EXTRACTION,
        _CONFIGURED_PROMPT,
        needs=(_NOT_SECRET,),
        gate="configured you|gave you|set up you|set you up|wrote you|loaded you|you were|programmed you|briefed you|primed you|initialized you|initialised you",
        name="configured_prompt_shared",
    ),
)
