"""Compaction's per-row work, remembered per Session and done ahead, after appends.

A compaction reads every replaced row: it reduces long tool payloads, counts the tokens of each
transcript block and of each reduction, and extracts the facts carried over. Each of these is a
pure function of a row (rows never change once stored) and of a few values around it, so it is
kept in a ``CompactionMemo`` keyed by all of them: a value is the same whether the warm-up after
an append or the compaction itself computed it, and the compaction's result does not depend on
which did (nor on whether the warm-up ran at all). The warm-up runs in a worker thread after
``message/append`` has answered, once the Session's context is large enough to be compacted soon
(``feature.WARM_FROM`` of the threshold), so that the compaction itself mostly assembles.

Loaded on the first warm-up or compaction only (it imports the reduction and fact modules).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence

import anyio.to_thread
import msgspec
from tinyagent_memory.protocol.types import ToolCall

from ..app import SessionState
from ..store.conn import Conn
from ..store.records import StoredMessage
from ..tokens import TokenCounter
from .fact_sources import FactMemo, row_facts, tool_outcome
from .reduce import ReduceMemo, reduce_rows
from .summary import FACTS_HEADING, INITIAL_CONTENT_CHARS, render_block
from .view import ContextView

log = logging.getLogger(__name__)

ReadView = Callable[[Conn], ContextView]
ReducedKey = tuple[int, str | None, tuple[ToolCall, ...] | None]


class CompactionMemo:
    """One Session's remembered per-row compaction work (``SessionState.state``)."""

    def __init__(self) -> None:
        self.reduce = ReduceMemo()
        self.facts = FactMemo()
        self.blocks: dict[str, int] = {}
        """Transcript block -> its tokens."""
        self.reduced: dict[ReducedKey, int] = {}
        """(row id, reduced content, reduced tool calls) -> tokens of the reduced message."""
        self.upto = 0
        """The highest row id the warm-up has read."""
        self.calls: dict[str, tuple[str, str]] = {}
        """Call id -> (tool name, arguments) of the calls the warm-up has read."""
        self.commands: set[str] = set()
        """Call ids of the command calls the warm-up has read."""
        self.task: asyncio.Task[None] | None = None
        self.again = False

    def block_tokens(self, counter: TokenCounter, block: str) -> int:
        found = self.blocks.get(block)
        if found is None:
            found = self.blocks[block] = counter.text(block)
        return found

    def reduced_tokens(
        self,
        counter: TokenCounter,
        row: StoredMessage,
        content: str | None,
        tool_calls: tuple[ToolCall, ...] | None,
    ) -> int:
        key = (row.id, content, tool_calls)
        found = self.reduced.get(key)
        if found is None:
            wire = msgspec.structs.replace(row, content=content, tool_calls=tool_calls)
            found = self.reduced[key] = counter.message(wire.to_wire())
        return found

    def forget(self) -> None:
        """Drop the values of rows a compaction replaced (all but the few kept live rows, which
        are cheap to redo); the warm-up goes on from ``upto``. Memory stays bounded by the live
        rows."""
        self.reduce.clear()
        self.facts.clear()
        self.blocks.clear()
        self.reduced.clear()
        self.calls.clear()
        self.commands.clear()

    # ------------------------------------------------------------------ warm-up

    def warm(
        self, counter: TokenCounter, rows: Sequence[StoredMessage], run_status: Mapping[str, str]
    ) -> None:
        """Compute what a compaction replacing ``rows`` (new live rows, in order) will ask."""
        calls: dict[int, tuple[str, str]] = {}
        for row in rows:
            if row.role == "assistant" and row.tool_calls:
                for call in row.tool_calls:
                    self.calls[call.id] = (call.function.name, call.function.arguments)
            elif row.role == "tool" and row.tool_call_id is not None:
                call = self.calls.get(row.tool_call_id)
                if call is not None:
                    calls[row.id] = call
        fresh = reduce_rows(rows, calls=calls, memo=self.reduce)
        for row in rows:
            if row.id > self.upto:
                self.upto = row.id
            if row.role == "summary":
                row_facts(row, run_status, FACTS_HEADING, self.facts)
                continue
            red = fresh.get(row.id)
            seen = row
            if red is not None:
                self.reduced_tokens(counter, row, red.content, red.tool_calls)
                seen = msgspec.structs.replace(row, content=red.content, tool_calls=red.tool_calls)
            name = calls[row.id][0] if row.id in calls else None
            self.block_tokens(counter, render_block(seen, INITIAL_CONTENT_CHARS, name))
            if row.role == "tool":
                if row.content:
                    call_id = row.tool_call_id or ""
                    tool_outcome(row, call_id in self.commands, call_id in self.calls, self.facts)
            else:
                _, made = row_facts(row, run_status, FACTS_HEADING, self.facts)
                self.commands.update(call_id for call_id, _ in made)


async def _warm_loop(
    counter: TokenCounter, state: SessionState, memo: CompactionMemo, read: ReadView
) -> None:
    sid = state.session_id
    try:
        while True:
            memo.again = False
            view = await state.workspace.read(read)
            rows = [r for r in view.originals if r.id > memo.upto]
            if rows:
                await anyio.to_thread.run_sync(memo.warm, counter, rows, view.run_status)
            if not memo.again:
                return
    except Exception:  # the warm-up only saves time: a failure (a closed store) changes nothing
        log.debug("compaction warm-up of session %s stopped", sid, exc_info=True)
    finally:
        memo.task = None


def start_warm(counter: TokenCounter, state: SessionState, read: ReadView) -> None:
    """Warm up after an append: one warm-up at a time per Session, run again if rows arrived
    meanwhile. ``read`` is the Session's cached context view, brought up to date (so the next
    ``context/build`` finds it current too)."""
    memo = state.state(CompactionMemo)
    if memo.task is not None:
        memo.again = True
        return
    memo.task = asyncio.get_running_loop().create_task(_warm_loop(counter, state, memo, read))


async def settled(state: SessionState) -> CompactionMemo:
    """The Session's memo once its running warm-up (if any) is done: a compaction waits rather
    than computing the same rows twice."""
    memo = state.state(CompactionMemo)
    task = memo.task
    if task is not None:
        memo.again = False
        await asyncio.wait([task])
    return memo
