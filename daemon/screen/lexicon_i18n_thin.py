"""Injection rules of the languages whose lexicon rows were thinnest (helper i18n15b, session
15), built from their word groups by ``lexicon_i18n_aa_forms.rows_for`` (the classes and forms
that module documents): European languages in ``lexicon_i18n_thin_europe``, Asian and African
ones in ``lexicon_i18n_thin_asia_africa``."""

from __future__ import annotations

from typing import Final

from .lexicon_i18n_aa_forms import rows_for
from .lexicon_i18n_thin_asia_africa import THIN_ASIA_AFRICA
from .lexicon_i18n_thin_europe import THIN_EUROPE
from .lexicon_i18n_thin_europe_south import THIN_EUROPE_SOUTH

_TABLE: Final = {**THIN_EUROPE, **THIN_EUROPE_SOUTH, **THIN_ASIA_AFRICA}
_LATIN: Final = frozenset(
    {"nb", "sk", "et", "lt", "lv", "sl", "ca", "yo", "so", "zu", "az", "ne-Latn"}
)
"""Opened with ``\\b`` and read without accents too (``respelled``)."""

ROWS: Final = rows_for(_TABLE, _LATIN)
"""``(family, language, pattern)`` rows appended to ``lexicon_i18n_more.MORE``."""

SECRET_WORDS: Final = "|".join(
    f"(?:{g[0] if isinstance(g, tuple) else g})"
    for lang in _TABLE.values()
    if (g := lang.get("secret")) is not None and (g[0] if isinstance(g, tuple) else g)
)
"""These languages' secret words (a send order carrying one is a leak)."""
