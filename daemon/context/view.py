"""The context view of a Session and its measurement.

The view is every live (not compacted) row in order, with a stored reduction in place of its
original where one exists. Its size is the system message (prompt + frozen memory), the tools and
the rows' cached token counts; a finished Run's reported ``usage.prompt_tokens`` corrects that
estimate when the two can be compared.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

import msgspec
from tinyagent_memory.protocol.types import MemorySnapshot, Message

from ..app import Change, Created, RowsAppended, RunStarted
from ..store import compactions as cstore
from ..store import messages as mstore
from ..store.conn import Conn
from ..store.records import StoredMessage, StoredReduction
from ..tokens import MESSAGE_OVERHEAD, REPLY_PRIMING, TokenCounter
from .render import render_summary_text, to_provider_list

CORRECTION_RANGE: Final = (0.5, 2.0)
"""A reported/estimated ratio outside this range is not a single prompt's count and is ignored."""


@dataclass(frozen=True)
class ContextRequest:
    """What a caller asks to be measured or built besides the stored rows."""

    system_prompt: str | None
    tools: list[dict[str, Any]] | None
    memory: MemorySnapshot
    window: int


@dataclass(frozen=True)
class ContextView:
    originals: list[StoredMessage]
    """Live rows exactly as stored."""
    rows: list[StoredMessage]
    """Live rows as the provider sees them (reductions applied); same order as ``originals``."""
    reductions: dict[int, StoredReduction]
    active_run_id: str | None
    run_status: dict[str, str]
    basis: cstore.UsageBasis | None
    last_compaction: int = 0
    """The Session's newest compaction record when the live rows were read."""


def load_view(conn: Conn, session_id: str) -> ContextView:
    last = cstore.last_compaction(conn, session_id)
    originals = mstore.live_messages(conn, session_id)
    reductions = cstore.live_reductions(conn, session_id)
    return ContextView(
        originals=originals,
        rows=apply_reductions(originals, reductions) if reductions else originals,
        reductions=reductions,
        active_run_id=mstore.active_run(conn, session_id),
        run_status=cstore.run_statuses(conn, session_id),
        basis=cstore.usage_basis(conn, session_id),
        last_compaction=last,
    )


def extend_view(conn: Conn, session_id: str, view: ContextView) -> ContextView | None:
    """``view`` brought up to date with the rows appended since it was read, or ``None`` when a
    compaction changed which rows are live or reduced (the view must be read again).

    Rows are only ever appended (ids and seqs grow) and only a compaction, which always writes
    a compaction record, marks or reduces rows: with no new record, the live rows are the
    view's followed by the rows stored after its newest one.
    """
    if cstore.last_compaction(conn, session_id) != view.last_compaction:
        return None
    newest = max((r.id for r in view.originals), default=0)
    # An appended row takes the next seq: above every seq the view holds (its last row's).
    top_seq = view.originals[-1].seq if view.originals else 0
    new = mstore.live_messages_after(conn, session_id, newest, top_seq)
    return ContextView(
        originals=view.originals + new,
        rows=view.rows + new,
        reductions=view.reductions,
        active_run_id=mstore.active_run(conn, session_id),
        run_status=_statuses_since(conn, session_id, view.run_status, new),
        basis=cstore.usage_basis(conn, session_id),
        last_compaction=view.last_compaction,
    )


def followed(view: ContextView, change: Change) -> ContextView:
    """``view`` (the whole store when ``change`` began) with ``change`` applied: what
    ``load_view`` reads once it is committed, without reading it.

    - a new Session has nothing: no row, no Run, no compaction, no usage basis;
    - a Run that starts is the active one, its status ``active``;
    - appended rows take the next seqs (after every row of the view) and are not reduced;
      their Run is active; they change no Run and no usage basis (only a Run that ended is
      one);
    - a Run that ends has its status, is active no more, and is the basis when it reported
      usage (read in its transaction).
    """
    if isinstance(change, Created):
        return ContextView([], [], {}, None, {}, None, 0)
    if isinstance(change, RunStarted):
        status = {**view.run_status, change.run_id: "active"}
        return replace(view, active_run_id=change.run_id, run_status=status)
    if isinstance(change, RowsAppended):
        # Rows are appended to an active Run only (a view brought up to date by
        # ``extend_view`` may not list a Run that has no row yet).
        status = view.run_status
        runs = {row.run_id for row in change.rows if row.run_id is not None} - status.keys()
        if runs:
            status = {**status, **dict.fromkeys(runs, "active")}
        return replace(
            view,
            originals=view.originals + change.rows,
            rows=view.rows + change.rows,
            run_status=status,
        )
    status = {**view.run_status, change.run_id: change.status}
    active = None if view.active_run_id == change.run_id else view.active_run_id
    basis = change.basis if change.basis_known else view.basis
    return replace(view, active_run_id=active, run_status=status, basis=basis)


STATUS_BATCH: Final = 256
"""More runs than this to look up: the Session's statuses are read whole instead."""


def _statuses_since(
    conn: Conn, session_id: str, known: dict[str, str], new: list[StoredMessage]
) -> dict[str, str]:
    """``known`` (a view's run statuses) brought up to date for every lookup a view makes (by a
    row's run): a run that has ended never changes again, so only the runs still open in
    ``known`` and the runs of the ``new`` rows are read."""
    ids = {run for run, status in known.items() if status == "active"}
    ids.update(row.run_id for row in new if row.run_id is not None and row.run_id not in known)
    if len(ids) > STATUS_BATCH:
        return cstore.run_statuses(conn, session_id)
    return {**known, **cstore.run_statuses_of(conn, ids)}


# --------------------------------------------------------------------------- system message


def memory_block(text: str) -> str | None:
    if not text.strip():
        return None
    return f"<memory>\n{text.rstrip()}\n</memory>"


def system_text(system_prompt: str | None, memory: MemorySnapshot) -> str | None:
    """The system message: the caller's prompt followed by the frozen memory block, if any."""
    parts = [p for p in (system_prompt, memory_block(memory.text)) if p]
    return "\n\n".join(parts) if parts else None


def fixed_tokens(
    counter: TokenCounter,
    system_prompt: str | None,
    tools: list[dict[str, Any]] | None,
    memory: MemorySnapshot,
) -> int:
    """Tokens of everything in the context that is not a stored message."""
    total = REPLY_PRIMING + counter.tools(tools)
    system = system_text(system_prompt, memory)
    if system is not None:
        total += MESSAGE_OVERHEAD + counter.text(system)
    return total


def assemble(
    rows: list[StoredMessage], system_prompt: str | None, memory: MemorySnapshot
) -> list[Message]:
    out: list[Message] = []
    system = system_text(system_prompt, memory)
    if system is not None:
        out.append(Message(role="system", content=system))
    out.extend(to_provider_list(rows))
    return out


def summary_tokens(counter: TokenCounter, text: str) -> int:
    """Tokens of a summary row: its rendered form, a marked user message."""
    return counter.message(Message(role="user", content=render_summary_text(text)))


# --------------------------------------------------------------------------- measurement


@dataclass(frozen=True)
class Measure:
    fixed: int
    estimate: int
    """``fixed`` plus every live row's cached count."""
    factor: float = 1.0
    """Correction from the last comparable reported prompt size (1.0 when there is none)."""

    @property
    def tokens(self) -> int:
        return self.real(self.estimate)

    def real(self, estimate: int) -> int:
        return math.ceil(estimate * self.factor - 1e-9)

    def to_estimate(self, real: int) -> int:
        """The largest estimate whose corrected size is at most ``real``."""
        return math.floor(real / self.factor + 1e-9)


def correction_factor(view: ContextView, fixed: int) -> float:
    """Reported prompt tokens of the last finished Run over our estimate of that prompt.

    That prompt is taken to be every live row up to the Run's last message, without the final
    answer it produced. It is only comparable while no compaction happened since.
    """
    basis = view.basis
    if basis is None or basis.compacted_since:
        return 1.0
    sent = [r for r in view.rows if r.seq <= basis.last_seq]
    if basis.last_is_answer and sent:
        sent = sent[:-1]
    estimate = fixed + sum(r.tokens for r in sent)
    if estimate <= 0:
        return 1.0
    factor = basis.prompt_tokens / estimate
    low, high = CORRECTION_RANGE
    return factor if low <= factor <= high else 1.0


def measure(view: ContextView, fixed: int) -> Measure:
    return Measure(
        fixed=fixed,
        estimate=fixed + sum(r.tokens for r in view.rows),
        factor=correction_factor(view, fixed),
    )


def apply_reductions(
    rows: Sequence[StoredMessage], reductions: Mapping[int, StoredReduction]
) -> list[StoredMessage]:
    """``rows`` with each reduced row's content, tool calls and tokens replaced by its reduction."""
    out: list[StoredMessage] = []
    for row in rows:
        red = reductions.get(row.id)
        if red is None:
            out.append(row)
        else:
            out.append(
                msgspec.structs.replace(
                    row, content=red.content, tool_calls=red.tool_calls, tokens=red.tokens
                )
            )
    return out
