"""Content checks never fail on any line and report ranges inside it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.memory import checks as c


@settings(deadline=None)  # the first example loads the screen's rules and model (lazily)
@given(st.text(max_size=200))
def test_scan_never_fails_and_ranges_stay_in_the_line(line: str) -> None:
    for hit in c.scan_line(line):
        assert 0 <= hit.start < hit.end <= max(len(line), 1)
        assert hit.code in c.CONTENT_CODES
