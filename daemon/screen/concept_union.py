"""The one helper of the concept lexicons (``concepts_*.py``): alternatives joined at the top
level."""

from __future__ import annotations


def any_of(*parts: str) -> str:
    """Alternatives at the top level: Python's ``re`` scans a bare ``A|B|C`` several times faster
    than the same wrapped in a group, so a concept is never embedded in another pattern."""
    return "|".join(parts)
