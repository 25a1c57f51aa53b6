"""Answers about one text kept for the rest of one screen and forgotten at the next (pure;
perf31).

Several stages keep what they found about the last text they read (a needle pass's places, a
lower-cased copy, a line's pair set) so the next stage of the same screen asks again for free.
Kept across screens, the same answers would time a text screened again below its real cost (the
benchmarks screen one text repeatedly) and would make a screen's cost depend on the one before.
Each such keeper registers here what forgets it; ``fresh`` forgets them all at each layer's entry
(``secrets.screen_text``, ``injection.screen_text``, ``injection.order_classes``): every screen
and redaction starts with nothing kept. Forgetting changes no answer, only the time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, TypeVar

_F = TypeVar("_F")

_FORGET: Final[list[Callable[[], object]]] = []


def forgets(forget: Callable[[], object]) -> None:
    """Register ``forget``: it drops what its keeper keeps about the last texts."""
    _FORGET.append(forget)


def per_call(cached: _F) -> _F:
    """Register an ``lru_cache``d function of a text (its ``cache_clear``) and return it."""
    clear: Any = getattr(cached, "cache_clear")  # noqa: B009 (the decorated function's own)
    forgets(clear)
    return cached


def fresh() -> None:
    """Forget every answer kept about earlier texts."""
    for forget in _FORGET:
        forget()
