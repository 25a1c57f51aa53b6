"""Properties of the text views' speed-ups: ``text.unconfused`` maps exactly what
``str.translate`` with the confusables table maps, on any text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import text

# pyright: reportPrivateUsage=false

_CONFUSED = "".join(text._CONFUSABLES)
texts = st.text(alphabet=_CONFUSED + "abcXYZ019 \n.-_§жяиé中\\[]^", max_size=80)


@settings(max_examples=400, deadline=None)
@given(texts)
def test_unconfused_is_the_translation(value: str) -> None:
    assert text.unconfused(value) == value.translate(text._CONFUSABLE_TABLE)


def test_every_confusable_is_mapped() -> None:
    assert text.unconfused(_CONFUSED) == _CONFUSED.translate(text._CONFUSABLE_TABLE)
    assert all(len(v) == 1 for v in text._CONFUSABLES.values())
