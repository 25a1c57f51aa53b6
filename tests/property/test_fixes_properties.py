"""Fix-all leaves MEMORY.md with nothing fixable in one step; a quick fix never adds a stray
separator."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st
from tinyagent_memory.daemon.memory import document as d
from tinyagent_memory.daemon.memory import fixes as fx

MEMORY = st.text(alphabet="ab §\n\t", max_size=60)


@given(MEMORY)
def test_fix_all_leaves_nothing_fixable_in_one_step(text: str) -> None:
    after = fx.apply_edits(text, fx.fix_all(text))
    assert [f for f in d.parse(after).findings if f.fix is not None] == []


@given(MEMORY)
def test_a_quick_fix_never_leaves_a_new_stray_separator(text: str) -> None:
    def strays(t: str) -> int:
        return sum(1 for f in d.parse(t).findings if f.code in fx.STRAY_SEPARATORS)

    for finding in d.parse(text).findings:
        if finding.fix is None:
            continue
        after = fx.apply_edits(text, fx.settled_fix(text, finding))
        assert strays(after) <= strays(text), (finding.code, after)
        before = Counter(f.code for f in d.parse(text).findings)
        assert Counter(f.code for f in d.parse(after).findings)[finding.code] < before[finding.code]
