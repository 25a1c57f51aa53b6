"""Properties of summary validation (``context/summary.py``): any bodies under the fixed headings
validate idempotently."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.context.summary import (
    SUMMARY_HEADINGS,
    Rejected,
    is_refusal,
    validate_summary,
)

from ..summary_helpers import canonical


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.text(st.characters(blacklist_categories=("Cs",)), max_size=80).filter(
            lambda s: "#" not in s and "`" not in s and "~" not in s
        ),
        min_size=len(SUMMARY_HEADINGS),
        max_size=len(SUMMARY_HEADINGS),
    )
)
def test_any_bodies_under_the_fixed_headings_validate_idempotently(bodies: list[str]) -> None:
    text = canonical(dict(zip(SUMMARY_HEADINGS, bodies, strict=True)))
    verdict = validate_summary(text, "stop")
    if isinstance(verdict, Rejected):  # only a body that starts like a refusal is refused
        assert verdict.reason == "refusal" and is_refusal(text)
        return
    again = validate_summary(verdict.text, "stop")
    assert again == verdict
    assert [line for line in verdict.text.splitlines() if line.startswith("## ")] == [
        f"## {h}" for h in SUMMARY_HEADINGS
    ]
