"""Lines the structural scorer and the classifier flag that give no order (pure): a request
reported in an incident note (``an email asked the assistant to upload keys; flagged, fixed``), a
secret generated to be handed over (``generate webhook secrets with openssl rand and share them
with partners``), another bot's system prompt described (``our NPC is told in its system prompt
to stay in character``)."""

from __future__ import annotations

import re
from typing import Final

from .lexicon_en import EXFILTRATION, OVERRIDE, PERSONA, TOOL

_REPORTED: Final = re.compile(
    r"\b(?:asked|told|instructed|urged|tricked|wanted)\s+(?:[\w-]+\s+){0,4}?to\s+(?:\w+\s+)?$"
)
"""A request reported, not made (``a comment addressed to AI agents asked to …``)."""
_AFTERWARDS: Final = re.compile(
    r"\b(?:flagged|refused|reported|blocked|caught|fixed|removed|reverted|we\s+added|was\s+found"
    r"|post-?mortem|incident|finding)\b"
)
"""What became of it: the line reports a past event."""
_GENERATED: Final = re.compile(
    r"\b(?:openssl\s+rand|generate[sd]?\s+(?:\w+\s+)?(?:secrets?|keys?|tokens?)|secrets\.token_\w+"
    r"|create\s+a\s+new\s+(?:secret|key|token))\b"
)
"""A secret made to be handed over: sharing it is its purpose."""
_HANDED: Final = re.compile(r"\b(?:share|send|give|hand)\w*\b[^.;\n]{0,40}?\bpartners?\b")
_ITS_PROMPT: Final = re.compile(
    r"\b(?:its|their|the\s+bot's|the\s+npc's|his|her)\s+system\s+prompt\b|\bnpc\b[^.;\n]{0,60}?"
    r"\bsystem\s+prompt\b"
)
"""Another bot's system prompt described (a product's chatbot, a game's NPC)."""
_TO_MODEL: Final = re.compile(r"\b(?:you|your|ignore|disregard|forget|override)\b")
_THINGS_RULES: Final = re.compile(
    r"\b(?:previous|earlier|old|prior|former)\s+(?:rules|instructions|guidelines|policy|policies)\s+"
    r"(?:in|for|of|about|on)\s+(?!this\s+(?:chat|session|conversation))"
)
"""Rules of a thing (``the previous rules for lab bookings are void``), not the model's."""
_ADDRESSED: Final = re.compile(r"\b(?:you|your|assistant|agent|model|ai|llm|bot|system)\b")


def set_aside(family: str, line: str, start: int) -> bool:
    """Whether a hit of ``family`` at ``start`` in ``line`` (folded) gives no order."""
    before = line[max(0, start - 48) : start]
    if family in (EXFILTRATION, TOOL) and _REPORTED.search(before) and _AFTERWARDS.search(line):
        return True
    if family == EXFILTRATION and _GENERATED.search(line) and _HANDED.search(line):
        return True
    if family == OVERRIDE and _THINGS_RULES.search(line) and not _ADDRESSED.search(line):
        return True
    return (
        family in (OVERRIDE, PERSONA)
        and bool(_ITS_PROMPT.search(line))
        and not bool(_TO_MODEL.search(line))
    )
