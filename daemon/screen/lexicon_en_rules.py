"""The English injection rules (pure): the sections of the lexicon in their order, compiled on
first use.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from .lazy_regex import Lazy
from .lexicon_en_exfiltration import EXFILTRATION_RULES, EXTRACTION_RULES
from .lexicon_en_override import OVERRIDE_RULES, ROLE_RULES
from .lexicon_en_persona import CONCEAL_RULES, PERSISTENCE_RULES, PERSONA_RULES
from .lexicon_en_tool import POLICY_RULES, TOOL_RULES
from .lexicon_en_waivers import (
    CONCEAL_WAIVERS,
    PERSIST_WAIVERS,
    PERSONA_WAIVERS,
    POLICY_WAIVERS,
)

Rule = tuple[str, float, Lazy]

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
    *POLICY_WAIVERS,
    *PERSONA_WAIVERS,
    *CONCEAL_WAIVERS,
    *PERSIST_WAIVERS,
)
"""Every rule in the order of the sections (within a family, the first match is reported)."""


@cache
def english() -> tuple[Rule, ...]:
    """The English rules, each compiled when a text first reaches it (``lazy_regex.py``)."""
    return tuple((family, weight, Lazy(pattern)) for family, weight, pattern in _SOURCE)
