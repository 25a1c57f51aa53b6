"""Properties of protected regions and fitting (``context/plan.py``) over generated
conversations: every boundary is a legal cut, regions are ordered, a fit fits or overflows."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.context import plan
from tinyagent_memory.daemon.store.records import StoredMessage

from ..unit.row_helpers import Rows


@st.composite
def conversations(draw: st.DrawFn) -> tuple[list[StoredMessage], str | None]:
    r = Rows()
    active = draw(st.booleans())
    turns = draw(st.integers(0, 8))
    for turn in range(turns):
        run = "active" if active and turn == turns - 1 else f"r{turn}"
        r.user(run_id=run, tokens=draw(st.integers(1, 50)))
        for g in range(draw(st.integers(0, 3))):
            n = draw(st.integers(1, 3))
            calls = tuple(("t", f"c{turn}-{g}-{k}", {"k": k}) for k in range(n))
            r.calls(*calls, run_id=run, tokens=draw(st.integers(1, 50)))
            pending = run == "active" and draw(st.booleans())
            answered = draw(st.integers(0, n)) if pending else n
            for k in range(answered):
                r.result(f"c{turn}-{g}-{k}", run_id=run, tokens=draw(st.integers(1, 400)))
        if draw(st.booleans()):
            r.answer(run_id=run, tokens=draw(st.integers(1, 50)))
    return r.rows, "active" if active and turns else None


def _groups_whole(rows: list[StoredMessage], cut: int) -> bool:
    return plan.legal_cuts(rows)[cut]


@settings(max_examples=300, deadline=None)
@given(conversations(), st.integers(0, 5), st.integers(0, 10))
def test_every_boundary_is_a_legal_cut_and_regions_are_ordered(
    conv: tuple[list[StoredMessage], str | None], first: int, recent: int
) -> None:
    rows, active = conv
    regions = plan.protect(rows, active, first, recent)
    assert 0 <= regions.head_end <= regions.recent_start <= regions.run_start <= len(rows)
    for cut in (regions.head_end, regions.recent_start, regions.run_start):
        assert _groups_whole(rows, cut)
    # The head holds at least protect_first rows (when there are that many), the recent region
    # at least protect_recent (unless it meets the head), and every Run row is protected.
    assert regions.head_end >= min(first, len(rows)) or regions.head_end == regions.run_start
    before_run = regions.run_start - regions.head_end
    assert regions.run_start - regions.recent_start >= min(recent, before_run)
    assert all(r.run_id != "active" for r in rows[: regions.run_start])


@settings(max_examples=300, deadline=None)
@given(conversations(), st.integers(0, 4), st.integers(0, 10), st.integers(0, 3000))
def test_fit_fits_and_never_cuts_a_group(
    conv: tuple[list[StoredMessage], str | None], first: int, recent: int, budget: int
) -> None:
    rows, active = conv
    regions = plan.protect(rows, active, first, recent)
    reducible = plan.reducible_in_run(rows, regions)
    reduced = {i: 3 for i in reducible}
    result = plan.fit(
        rows, regions, fixed_tokens=7, budget=budget, reduced_tokens=reduced, min_summary_tokens=60
    )
    if isinstance(result, plan.Overflow):
        # Nothing was left to fold or reduce: head + (reduced) Run + the room a summary needs.
        middle = rows[regions.head_end : regions.run_start]
        summarize = any(r.role != "summary" for r in middle)
        run = sum(
            min(reduced.get(i, rows[i].tokens), rows[i].tokens) if reduced else rows[i].tokens
            for i in range(regions.run_start, len(rows))
        )
        protected = 7 + sum(r.tokens for r in rows[: regions.head_end]) + run
        assert result.protected_tokens == protected
        assert protected + (60 if summarize else 0) > budget
        return
    assert _groups_whole(rows, result.regions.recent_start)
    assert regions.recent_start <= result.regions.recent_start <= regions.run_start
    assert result.kept_tokens + (60 if result.summarize else 0) <= budget
    assert result.room == budget - result.kept_tokens
    newest = plan.newest_call_group(rows, regions)
    if newest is not None:
        assert all(i < newest[0] for i in reducible)
