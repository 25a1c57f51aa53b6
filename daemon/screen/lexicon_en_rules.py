"""The English injection rules (pure): the sections of the lexicon in their order, compiled on
first use.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from .lexicon_en_exfiltration import EXFILTRATION_RULES, EXTRACTION_RULES
from .lexicon_en_override import OVERRIDE_RULES, ROLE_RULES
from .lexicon_en_persona import CONCEAL_RULES, PERSISTENCE_RULES, PERSONA_RULES
from .lexicon_en_tool import POLICY_RULES, TOOL_RULES

Rule = tuple[str, float, re.Pattern[str]]

_SOURCE: Final[tuple[tuple[str, float, str], ...]] = (
    *OVERRIDE_RULES,
    *ROLE_RULES,
    *EXFILTRATION_RULES,
    *TOOL_RULES,
    *PERSONA_RULES,
    *POLICY_RULES,
    *PERSISTENCE_RULES,
    *CONCEAL_RULES,
    *EXTRACTION_RULES,
)
"""Every rule in the order of the sections (within a family, the first match is reported)."""


@cache
def english() -> tuple[Rule, ...]:
    """The English rules, compiled on first use (a process that never screens never pays)."""
    return tuple((family, weight, re.compile(pattern)) for family, weight, pattern in _SOURCE)
