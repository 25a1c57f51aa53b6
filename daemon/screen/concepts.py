"""Concept lexicons for the structural injection scorer (pure data): one regex per concept, words
and short word groups in English and the eight other languages (zh, es, de, ru, fr, ja, pt, ko),
never whole sentences. Patterns run on the folded line (NFKC, lower case, accents kept). The
concepts live in one module per family (``concepts_override.py``, ``concepts_exfiltration.py``,
``concepts_role.py``, ``concepts_conceal.py``, ``concepts_persistence.py``, ``concepts_tool.py``,
``concepts_framing.py``); this module indexes them by name.
"""

from __future__ import annotations

from typing import Final

from .concepts_conceal import (
    AUDIENCE,
    CONCEAL_SHAPE,
    DONT_TELL,
    THIS_NOTE,
)
from .concepts_exfiltration import (
    DESTINATION,
    IMAGE_BEACON,
    IP_ADDRESS,
    LOCAL_URL,
    PROMPT_TARGET,
    REMOTE_URL,
    REVEAL,
    SECRET_OBJECT,
    SEND,
)
from .concepts_framing import (
    CLAUSE_START,
    MENTION,
    NEGATION,
    TOOL_DESCRIBED,
)
from .concepts_override import (
    ADDRESSEE,
    AUTHORITY_CLAIM,
    CONFIG,
    DISABLE,
    NO_REFUSAL,
    NULLIFY,
    OBEY_ONLY_THIS,
    OWNER,
    PERMISSION,
    PRIOR,
    SAFEGUARD,
    SCOPE,
    STRONG_SAFEGUARD,
)
from .concepts_persistence import (
    EVERY_ANSWER,
    MEMORY_CHURN,
    PROMOTION,
    SELF_KEEP,
)
from .concepts_role import (
    ACTIVATE,
    DEAD_RELATIVE,
    LAWLESS,
    MODE,
    PERSONA_FRAME,
    ROLE_LINE,
    ROLE_MARKUP,
)
from .concepts_tool import (
    TOOL_SHAPE,
)

CONCEPTS: Final[dict[str, str]] = {
    "addressee": ADDRESSEE,
    "owner": OWNER,
    "config": CONFIG,
    "nullify": NULLIFY,
    "obey_only_this": OBEY_ONLY_THIS,
    "disable": DISABLE,
    "safeguard": SAFEGUARD,
    "strong_safeguard": STRONG_SAFEGUARD,
    "scope": SCOPE,
    "no_refusal": NO_REFUSAL,
    "send": SEND,
    "secret_object": SECRET_OBJECT,
    "destination": DESTINATION,
    "remote_url": REMOTE_URL,
    "ip_address": IP_ADDRESS,
    "local_url": LOCAL_URL,
    "image_beacon": IMAGE_BEACON,
    "reveal": REVEAL,
    "prompt_target": PROMPT_TARGET,
    "persona_frame": PERSONA_FRAME,
    "lawless": LAWLESS,
    "mode": MODE,
    "activate": ACTIVATE,
    "dont_tell": DONT_TELL,
    "audience": AUDIENCE,
    "this_note": THIS_NOTE,
    "conceal_shape": CONCEAL_SHAPE,
    "every_answer": EVERY_ANSWER,
    "promotion": PROMOTION,
    "self_keep": SELF_KEEP,
    "memory_churn": MEMORY_CHURN,
    "role_markup": ROLE_MARKUP,
    "role_line": ROLE_LINE,
    "dead_relative": DEAD_RELATIVE,
    "tool_shape": TOOL_SHAPE,
    "mention": MENTION,
    "tool_described": TOOL_DESCRIBED,
    "authority_claim": AUTHORITY_CLAIM,
    "negation": NEGATION,
    "prior": PRIOR,
    "permission": PERMISSION,
    "clause_start": CLAUSE_START,
}
