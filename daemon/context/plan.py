"""Protected regions, tool groups and the fitting plan of a compaction (pure).

The live context is a list of rows in order. A *cut* is a position between two rows; a cut is
legal when no tool group spans it, where a tool group is an assistant message with ``tool_calls``
plus every tool result answering it (overlapping groups are merged). Every region boundary is a
legal cut, so no built context ever holds a tool result without its call or a call without its
results.

Regions, in order: ``[0, head_end)`` the head (first ``protect_first`` rows, never a summary),
``[head_end, recent_start)`` the middle that a summary replaces, ``[recent_start, run_start)`` up to
``protect_recent`` recent rows, ``[run_start, n)`` the current unfinished Run. Protected boundaries
move outward (head_end later, recent_start and run_start earlier) to the nearest legal cut.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..store.records import StoredMessage


def tool_spans(rows: Sequence[StoredMessage]) -> list[tuple[int, int]]:
    """Merged ``[start, end)`` index spans of tool groups, in order.

    A tool result belongs to the latest earlier assistant message that issued its ``tool_call_id``
    (runtimes may reuse call ids across turns). A result without a known call forms no span.
    """
    call_at: dict[str, int] = {}
    end_of: dict[int, int] = {}
    for i, row in enumerate(rows):
        if row.role == "assistant" and row.tool_calls:
            for call in row.tool_calls:
                call_at[call.id] = i
            end_of[i] = i + 1
        elif row.role == "tool" and row.tool_call_id is not None:
            start = call_at.get(row.tool_call_id)
            if start is not None:
                end_of[start] = i + 1
    merged: list[tuple[int, int]] = []
    for start in sorted(end_of):
        end = end_of[start]
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def legal_cuts(rows: Sequence[StoredMessage]) -> list[bool]:
    """``cuts[p]`` (``p`` in ``0..n``): may the context be cut between rows ``p-1`` and ``p``."""
    cuts = [True] * (len(rows) + 1)
    for start, end in tool_spans(rows):
        for p in range(start + 1, end):
            cuts[p] = False
    return cuts


def cut_at_or_before(cuts: Sequence[bool], p: int) -> int:
    while p > 0 and not cuts[p]:
        p -= 1
    return p


def cut_at_or_after(cuts: Sequence[bool], p: int) -> int:
    last = len(cuts) - 1
    while p < last and not cuts[p]:
        p += 1
    return p


@dataclass(frozen=True)
class Regions:
    head_end: int
    recent_start: int
    run_start: int
    size: int
    head_rows: int = 0
    """Rows of the head before it was clipped at the Run: never reduced even inside the Run."""

    @property
    def middle(self) -> range:
        return range(self.head_end, self.recent_start)


def protect(
    rows: Sequence[StoredMessage],
    active_run_id: str | None,
    protect_first: int,
    protect_recent: int,
    cuts: Sequence[bool] | None = None,
) -> Regions:
    """The protected regions of ``rows``, every boundary a legal cut."""
    cuts = legal_cuts(rows) if cuts is None else cuts
    n = len(rows)
    run_start = n
    if active_run_id is not None:
        for i, row in enumerate(rows):
            if row.run_id == active_run_id:
                run_start = i
                break
    run_start = cut_at_or_before(cuts, run_start)
    head_end = 0
    limit = min(max(protect_first, 0), n)
    while head_end < limit and rows[head_end].role != "summary":
        head_end += 1
    head_rows = cut_at_or_after(cuts, head_end)
    head_end = min(head_rows, run_start)
    recent_start = cut_at_or_before(cuts, max(run_start - max(protect_recent, 0), head_end))
    recent_start = max(recent_start, head_end)
    return Regions(head_end, recent_start, run_start, n, head_rows)


def newest_call_group(rows: Sequence[StoredMessage], regions: Regions) -> tuple[int, int] | None:
    """The span of the Run's newest tool group (never reduced), if the Run has one."""
    spans = [s for s in tool_spans(rows) if s[0] >= regions.run_start]
    return spans[-1] if spans else None


def reducible_in_run(rows: Sequence[StoredMessage], regions: Regions) -> list[int]:
    """Indices of the Run's older tool payloads: results and calls before its newest group.

    Rows that are also in the head (a Session whose first Run is still running) are not.
    """
    newest = newest_call_group(rows, regions)
    stop = newest[0] if newest is not None else regions.size
    return [
        i
        for i in range(max(regions.run_start, regions.head_rows), stop)
        if rows[i].role == "tool" or (rows[i].role == "assistant" and rows[i].tool_calls)
    ]


@dataclass(frozen=True)
class Fit:
    """How the compacted context fits the budget."""

    regions: Regions
    summarize: bool
    """The middle holds originals: a summary replaces it."""
    reduce_in_run: bool
    """The Run's older tool payloads must be reduced for the rest to fit."""
    kept_tokens: int
    """Everything except the new summary: fixed tokens plus every kept row."""
    room: int
    """Tokens left for the summary row (its rendered form)."""


@dataclass(frozen=True)
class Overflow:
    """Even head + Run (reduced where allowed) leave no room: ``context_window_exceeded``."""

    protected_tokens: int
    budget: int


def fit(
    rows: Sequence[StoredMessage],
    regions: Regions,
    *,
    fixed_tokens: int,
    budget: int,
    reduced_tokens: Mapping[int, int],
    min_summary_tokens: int,
    cuts: Sequence[bool] | None = None,
) -> Fit | Overflow:
    """Find the compaction that fits ``budget`` while keeping the protected boundaries.

    Tries, in order: the regions as protected; the Run's older tool payloads reduced
    (``reduced_tokens`` maps those rows' indices to their reduced size); then fewer recent rows
    (whole groups, oldest first, folded into the middle: "up to" ``protect_recent``). A middle
    with originals needs ``min_summary_tokens`` of room for its summary; a middle holding only a
    previous summary is kept as it is.
    """
    cuts = legal_cuts(rows) if cuts is None else cuts
    head = sum(r.tokens for r in rows[: regions.head_end])
    run_full = sum(r.tokens for r in rows[regions.run_start :])
    run_reduced = run_full - sum(
        rows[i].tokens - min(rows[i].tokens, t) for i, t in reduced_tokens.items()
    )
    recent_start = regions.recent_start
    reduce = False
    while True:
        middle = rows[regions.head_end : recent_start]
        summarize = any(r.role != "summary" for r in middle)
        kept = fixed_tokens + head + (run_reduced if reduce else run_full)
        kept += sum(r.tokens for r in rows[recent_start : regions.run_start])
        if not summarize:
            kept += sum(r.tokens for r in middle)
        room = budget - kept
        if room >= (min_summary_tokens if summarize else 0):
            return Fit(
                dataclasses.replace(regions, recent_start=recent_start),
                summarize=summarize,
                reduce_in_run=reduce,
                kept_tokens=kept,
                room=room,
            )
        if not reduce and reduced_tokens:
            reduce = True
            continue
        if recent_start < regions.run_start:
            recent_start = cut_at_or_after(cuts, recent_start + 1)
            recent_start = min(recent_start, regions.run_start)
            continue
        return Overflow(protected_tokens=kept, budget=budget)
