"""``spans.Taken`` answers as the plain scan over the taken spans it replaces, in any order of
additions (only spans the check denies are added, as in ``secrets.screen_text``)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen.spans import Taken

_span = st.tuples(st.integers(0, 40), st.integers(0, 12)).map(lambda t: (t[0], t[0] + t[1]))


@settings(max_examples=500, deadline=None)
@given(st.lists(_span, max_size=40))
def test_taken_overlaps_is_the_plain_any(spans: list[tuple[int, int]]) -> None:
    taken, plain = Taken(), list[tuple[int, int]]()
    for s, e in spans:
        expected = any(a < e and s < b for a, b in plain)
        assert taken.overlaps(s, e) == expected
        if not expected:
            taken.add(s, e)
            plain.append((s, e))
