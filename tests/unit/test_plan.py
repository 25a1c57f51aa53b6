"""Protected regions, tool groups and fitting (daemon/context/plan.py).

Hypothesis properties (boundaries are legal cuts, a fit fits or overflows):
``tests/property/test_plan_properties.py``.
"""

from __future__ import annotations

from tinyagent_memory.daemon.context import plan

from .row_helpers import Rows


def test_tool_spans_cover_call_and_all_results() -> None:
    r = Rows()
    r.user()
    r.calls(("read", "a", {"path": "x"}), ("read", "b", {"path": "y"}))
    r.result("a")
    r.result("b")
    r.answer()
    assert plan.tool_spans(r.rows) == [(1, 4)]
    assert plan.legal_cuts(r.rows) == [True, True, False, False, True, True]


def test_interleaved_groups_merge_and_reused_ids_bind_to_latest_call() -> None:
    r = Rows()
    r.calls(("t", "a", {}))  # 0
    r.calls(("t", "b", {}))  # 1
    r.result("a")  # 2 answers call at 0
    r.result("b")  # 3 answers call at 1
    r.calls(("t", "a", {}))  # 4: the id "a" is reused
    r.result("a")  # 5 answers call at 4, not 0
    r.result("zzz")  # 6: an orphan result forms no span
    assert plan.tool_spans(r.rows) == [(0, 4), (4, 6)]
    assert plan.legal_cuts(r.rows) == [True, False, False, False, True, False, True, True]


def test_call_without_results_yet_is_a_span_of_one() -> None:
    r = Rows()
    r.user()
    r.calls(("t", "a", {}))
    assert plan.tool_spans(r.rows) == [(1, 2)]
    assert plan.legal_cuts(r.rows) == [True, True, True]


def test_regions_move_outward_to_keep_groups_whole() -> None:
    r = Rows()
    r.user()  # 0
    r.group("a")  # 1, 2  -> head of 2 would split it: head grows to 3
    for i in range(6):
        r.user(f"u{i}")  # 3..8
    r.group("b")  # 9, 10
    r.answer()  # 11
    r.user(run_id="active")  # 12
    r.group("c", run_id="active")  # 13, 14
    regions = plan.protect(r.rows, "active", protect_first=2, protect_recent=2)
    # recent = 2 rows before the Run would start at 10 (inside group b): it grows to 9.
    assert regions == plan.Regions(head_end=3, recent_start=9, run_start=12, size=15, head_rows=3)
    assert list(regions.middle) == [3, 4, 5, 6, 7, 8]


def test_run_start_moves_outward_when_the_run_begins_inside_a_group() -> None:
    r = Rows()
    r.user()
    r.user()
    r.calls(("t", "a", {}), run_id="old")  # 2
    r.result("a", run_id="active")  # 3: the Run's first row answers an older call
    r.answer(run_id="active")
    regions = plan.protect(r.rows, "active", protect_first=1, protect_recent=0)
    assert (regions.head_end, regions.recent_start, regions.run_start) == (1, 2, 2)


def test_head_never_includes_a_summary_and_small_sessions_have_no_middle() -> None:
    r = Rows()
    r.user()
    r.summary()
    r.user()
    r.user()
    regions = plan.protect(r.rows, None, protect_first=3, protect_recent=8)
    assert (regions.head_end, regions.recent_start, regions.run_start) == (1, 1, 4)
    assert list(regions.middle) == []

    regions = plan.protect(r.rows, None, protect_first=3, protect_recent=2)
    assert list(regions.middle) == [1]  # the previous summary is folded again
    assert plan.protect([], None, 3, 8) == plan.Regions(0, 0, 0, 0)


def test_reducible_in_run_never_includes_the_newest_group() -> None:
    r = Rows()
    r.user()
    r.user(run_id="run")  # 1
    r.group("a", run_id="run")  # 2, 3
    r.answer("thinking", run_id="run")  # 4
    r.group("b", run_id="run")  # 5, 6
    r.calls(("t", "c", {}), run_id="run")  # 7 the newest group, results pending
    regions = plan.protect(r.rows, "run", 1, 8)
    assert plan.newest_call_group(r.rows, regions) == (7, 8)
    assert plan.reducible_in_run(r.rows, regions) == [2, 3, 5, 6]
    # When the first Run is still running, its head rows stay verbatim too.
    regions = plan.protect(r.rows[1:], "run", 3, 8)
    assert (regions.head_end, regions.run_start, regions.head_rows) == (0, 0, 3)
    assert plan.reducible_in_run(r.rows[1:], regions) == [4, 5]


def _session(recent_tokens: int, run_tokens: int) -> Rows:
    r = Rows()
    for _ in range(3):
        r.user(tokens=10)
    for _ in range(10):
        r.user(tokens=100)  # middle
    r.group("old", tokens=recent_tokens)  # 13, 14: recent
    r.user(run_id="run", tokens=10)  # 15
    r.group("r1", run_id="run", tokens=run_tokens)  # 16, 17 (reducible)
    r.group("r2", run_id="run", tokens=50)  # 18, 19 (newest group)
    return r


def test_fit_keeps_protected_regions_when_they_fit() -> None:
    r = _session(recent_tokens=20, run_tokens=20)
    regions = plan.protect(r.rows, "run", 3, 2)
    fit = plan.fit(
        r.rows, regions, fixed_tokens=5, budget=1000, reduced_tokens={}, min_summary_tokens=100
    )
    assert fit == plan.Fit(
        regions=regions,
        summarize=True,
        reduce_in_run=False,
        kept_tokens=5 + 30 + 40 + 10 + 40 + 100,
        room=1000 - 225,
    )


def test_fit_reduces_the_run_then_folds_recent_rows_then_overflows() -> None:
    r = _session(recent_tokens=200, run_tokens=200)
    regions = plan.protect(r.rows, "run", 3, 2)
    assert regions.recent_start == 13
    common = {"fixed_tokens": 5, "reduced_tokens": {16: 20, 17: 20}, "min_summary_tokens": 100}
    # kept = fixed 5 + head 30 + recent 400 + Run (10 + 400 + 100) = 945; with the Run's older
    # payloads reduced 585; without the recent rows too 185. A summary needs 100 more.
    expected = {1100: (13, False, 945), 700: (13, True, 585), 400: (15, True, 185)}
    for budget, (recent_start, reduce, kept) in expected.items():
        fit = plan.fit(r.rows, regions, budget=budget, **common)  # type: ignore[arg-type]
        assert isinstance(fit, plan.Fit)
        assert (fit.regions.recent_start, fit.reduce_in_run, fit.kept_tokens) == (
            recent_start,
            reduce,
            kept,
        )
    fit = plan.fit(r.rows, regions, budget=250, **common)  # type: ignore[arg-type]
    assert fit == plan.Overflow(protected_tokens=185, budget=250)


def test_fit_keeps_a_lone_previous_summary_without_asking_for_room() -> None:
    r = Rows()
    r.user()
    r.summary(tokens=50)
    for _ in range(3):
        r.user()
    regions = plan.protect(r.rows, None, 1, 3)
    fit = plan.fit(
        r.rows, regions, fixed_tokens=0, budget=90, reduced_tokens={}, min_summary_tokens=500
    )
    assert fit == plan.Fit(regions, summarize=False, reduce_in_run=False, kept_tokens=90, room=0)
