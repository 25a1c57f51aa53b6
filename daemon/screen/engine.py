"""The maintained secret-detection engine: Betterleaks (the Go successor of gitleaks, MIT) through
its Python bindings, ``betterleaks-py``. Its ~250 vendor rules are the first layer; our own rules
(``secret_rules.py``) cover what it misses. Where its wheel does not exist (e.g. Linux on ARM)
the rules layer works alone and ``AVAILABLE`` is false.

The engine is loaded on first use (about 70 ms, once per process); a scan costs ~0.1 ms per line.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Final

from .engine_gate import may_find

log = logging.getLogger(__name__)

try:
    from betterleaks import __upstream_version__ as _version
    from betterleaks import scan_string as _scan_string
except ImportError:  # pragma: no cover - platform without a wheel
    _scan_string = None
    _version = ""

AVAILABLE: Final = _scan_string is not None

NAME: Final = "betterleaks"

# Rules whose matches in prose are mostly not secrets (our own keyword rules judge those).
SKIPPED_RULES: Final = frozenset({"generic-credential-uri"})


@dataclass(frozen=True)
class EngineHit:
    rule: str
    value: str
    start: int
    end: int


def scan(text: str) -> list[EngineHit]:
    """Engine findings in one line, as code-point columns ``[start, end)`` of ``text``."""
    if _scan_string is None or not text.strip() or not may_find(text, _version):
        return []  # (a short text holding none of the engine's keywords: lat35)
    try:
        found = _scan_string(text)
    except Exception:  # the engine failing must never stop a screen: our rules still run
        log.exception("betterleaks scan failed")
        return []
    hits: list[EngineHit] = []
    for f in found:
        if f.rule_id in SKIPPED_RULES:
            continue
        full = f.match.full or f.match.value or ""
        value = f.match.value or full
        start = text.find(full) if full else -1
        if start < 0:
            continue
        inner = full.find(value)
        s = start + max(inner, 0)
        hits.append(EngineHit(f.rule_id, value, s, s + len(value)))
    return hits
