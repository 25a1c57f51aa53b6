"""Compaction's per-row work, remembered per Session and done ahead, after appends.

A compaction reads every replaced row: it reduces long tool payloads, counts the tokens of each
transcript block and of each reduction, and extracts the facts carried over. Each of these is a
pure function of a row (rows never change once stored) and of a few values around it, so it is
kept in a ``CompactionMemo`` keyed by all of them: a value is the same whether the warm-up after
an append or the compaction itself computed it, and the compaction's result does not depend on
which did (nor on whether the warm-up ran at all, or how far it got). The warm-up starts after
``message/append`` has answered, once the Session's context is large enough to be compacted soon
(``feature.WARM_FROM`` of the threshold), so that the compaction itself mostly assembles. It runs
on the event loop in short slices, only while the connection is quiet (no request in flight, no
input waiting): it fills the time the client spends between requests and never holds the GIL
against a request or a write transaction. Each append's first ``PROMPT_ROWS`` rows are warmed at
the prompt pace, the rest (a large append's backlog) at the background pace. A compaction stops
it and computes the rest itself. A transcript block's tokens are summed from the label's and the
text's counts where that is exact (``blocks.py``), the text's count being the append's (kept in
``counted``) or the reduction's.

Loaded on the first warm-up or compaction only (it imports the reduction and fact modules).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Final

import msgspec
from tinyagent_memory.protocol.types import ToolCall

from ..app import App, SessionState
from ..store.conn import Conn
from ..store.records import StoredMessage
from ..tokens import TokenCounter
from .blocks import block_counter
from .fact_sources import FactMemo, row_facts, tool_outcome
from .reduce import ReduceMemo, reduce_rows
from .summary import FACTS_HEADING, INITIAL_CONTENT_CHARS, label_after_id, render_block
from .view import ContextView

log = logging.getLogger(__name__)

ReadView = Callable[[Conn], ContextView]
CurrentView = Callable[[], ContextView | None]
ReducedKey = tuple[int, str | None, tuple[ToolCall, ...] | None]

SLICE_SECONDS: Final = 0.0003
"""The warm-up runs on the event loop in slices of about this long (a row at a time), only while
no request is in flight and no input waits (``App.activity``): a request that arrives during a
slice waits at most about a row's work (the slice stops as soon as input arrives), and a
compaction never waits for the warm-up."""
PAUSE_SECONDS: Final = 0.001
"""The pause between slices while rows of the prompt allowance are left, waiting on input: most
of a quiet spell stays free for the client."""
PROMPT_ROWS: Final = 4
"""Each append lets this many rows (at most the rows it stored: a typical turn's) be warmed at
the prompt pace, so a runtime's turns are warmed as they come; the rest of a larger append (a
backlog) is warmed at the background pace. The warm-up's cost to an append is then bounded by
about a turn's rows whatever its size."""
BACKGROUND_PAUSE_SECONDS: Final = 0.005
"""The pause between slices once the allowance is used up: a backlog drains in the client's quiet
time at a few percent of the CPU (a thousand rows in well under a second of idle time)."""


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
        self.counted: dict[int, int] = {}
        """Row id -> its tokens as this connection's counter counted them at ``message/append``
        (rows appended since the warm-up started, not warmed yet): the text's count follows."""
        self.counted_by: TokenCounter | None = None
        """The counter of ``counted`` (used only by that counter)."""
        self.task: asyncio.Task[None] | None = None
        self.again = False
        self.prompt = 0
        """Rows the warm-up still does at the prompt pace (``PROMPT_ROWS`` per append)."""

    def block_tokens(self, counter: TokenCounter, block: str) -> int:
        found = self.blocks.get(block)
        if found is None:
            found = self.blocks[block] = counter.text(block)
        return found

    def row_block(
        self,
        counter: TokenCounter,
        row: StoredMessage,
        seen: StoredMessage,
        tool: str | None,
        text_tokens: int | None = None,
    ) -> int:
        """Tokens of the transcript block of ``seen`` (``row`` or its reduction; ``tool`` names
        the call a result answers), at the first cut length. The count is the label's plus the
        text's when the text's is known (``text_tokens``: the reduction's; else the append's)
        and the sum is provably exact (``blocks.py``); otherwise the block is counted whole."""
        block = render_block(seen, INITIAL_CONTENT_CHARS, tool)
        found = self.blocks.get(block)
        if found is not None:
            return found
        text = seen.content
        if (
            not seen.tool_calls
            and (not text or len(text) <= INITIAL_CONTENT_CHARS)
            and counter is self.counted_by
            and self.counted.get(row.id, -1) == row.tokens
            and seen is row
        ):
            text_tokens = row.tokens - counter.besides_content(row.name, row.tool_call_id, None)
        derived = None
        if not seen.tool_calls:
            after = label_after_id(seen, tool)
            derived = block_counter(counter).block(block, row.id, after, text, text_tokens)
        found = self.blocks[block] = counter.text(block) if derived is None else derived
        return found

    def reduced_tokens(
        self,
        counter: TokenCounter,
        row: StoredMessage,
        content: str | None,
        tool_calls: tuple[ToolCall, ...] | None,
    ) -> int:
        return self._reduced(counter, row, content, tool_calls)[0]

    def _reduced(
        self,
        counter: TokenCounter,
        row: StoredMessage,
        content: str | None,
        tool_calls: tuple[ToolCall, ...] | None,
    ) -> tuple[int, int | None]:
        """(tokens of the reduced message, of its text when counted here)."""
        key = (row.id, content, tool_calls)
        found = self.reduced.get(key)
        if found is not None:
            return found, None
        text = counter.text(content or "")
        # ``counter.message`` of the reduced message, its text counted once for the block too.
        found = self.reduced[key] = text + counter.besides_content(
            row.name, row.tool_call_id, tool_calls
        )
        return found, text

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
        self.counted.clear()

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
            text_tokens = None
            if red is not None:
                _, text_tokens = self._reduced(counter, row, red.content, red.tool_calls)
                seen = msgspec.structs.replace(row, content=red.content, tool_calls=red.tool_calls)
            name = calls[row.id][0] if row.id in calls else None
            self.row_block(counter, row, seen, name, text_tokens)
            self.counted.pop(row.id, None)
            if row.role == "tool":
                if row.content:
                    call_id = row.tool_call_id or ""
                    tool_outcome(row, call_id in self.commands, call_id in self.calls, self.facts)
            else:
                _, made = row_facts(row, run_status, FACTS_HEADING, self.facts)
                self.commands.update(call_id for call_id, _ in made)


def _forget_result(future: asyncio.Future[ContextView]) -> None:
    if not future.cancelled():
        future.exception()  # retrieved: a read abandoned by a cancelled warm-up logs nothing


async def _read_rows(state: SessionState, read: ReadView) -> ContextView:
    """The Session's view (brought up to date), read in a worker thread on the workspace's
    second connection, so a write arriving meanwhile does not wait for it. A cancelled warm-up
    does not wait for the read; it finishes on its own and only refreshes the cache."""
    future: asyncio.Future[ContextView] = asyncio.ensure_future(state.workspace.read_apart(read))
    future.add_done_callback(_forget_result)
    return await asyncio.shield(future)


async def _warm_loop(
    app: App, state: SessionState, memo: CompactionMemo, read: ReadView, current: CurrentView
) -> None:
    """Warm the rows stored since ``memo.upto``, one slice at a time, only while the connection
    is quiet; ends when no rows are left (or the Session is closed or reopened). The rows come
    from the Session's view as its writes left it when it followed them (``current``), else
    they are read."""
    sid, activity, counter = state.session_id, app.activity, app.counter
    try:
        while app.sessions.get(sid) is state:
            memo.again = False
            await activity.quiet()
            view = current()
            if view is None:
                view = await _read_rows(state, read)
            rows = [r for r in view.originals if r.id > memo.upto]
            done = 0
            while done < len(rows):
                await activity.quiet()
                if app.sessions.get(sid) is not state:
                    return
                deadline = time.perf_counter() + SLICE_SECONDS
                while done < len(rows) and not activity.busy():
                    memo.warm(counter, rows[done : done + 1], view.run_status)
                    done += 1
                    memo.prompt -= 1
                    if time.perf_counter() >= deadline:
                        break
                # Between slices the loop waits on its input: the client's process gets the
                # CPU (on a busy machine it may share one core with us).
                await asyncio.sleep(PAUSE_SECONDS if memo.prompt > 0 else BACKGROUND_PAUSE_SECONDS)
            if not memo.again:
                return
    except asyncio.CancelledError:
        raise
    except Exception:  # the warm-up only saves time: a failure (a closed store) changes nothing
        log.debug("compaction warm-up of session %s stopped", sid, exc_info=True)
    finally:
        memo.task = None


def start_warm(
    app: App,
    state: SessionState,
    read: ReadView,
    counted: Mapping[int, int] | None = None,
    current: CurrentView = lambda: None,
) -> None:
    """Warm up after an append: one warm-up at a time per Session, run again if rows arrived
    meanwhile. ``current`` is the Session's cached context view when it followed the Session's
    writes (nothing to read), else ``None``; ``read`` reads that view, brought up to date (so
    the next ``context/build`` finds it current too); ``counted`` the appended rows' tokens by
    id, as ``app.counter`` counted them."""
    memo = state.state(CompactionMemo)
    memo.prompt = max(memo.prompt, 0) + min(len(counted or ()), PROMPT_ROWS)
    if counted:
        if memo.counted_by is not app.counter:
            memo.counted.clear()
            memo.counted_by = app.counter
        memo.counted.update(counted)
    if memo.task is not None:
        memo.again = True
        return
    memo.task = asyncio.get_running_loop().create_task(_warm_loop(app, state, memo, read, current))


async def settled(state: SessionState) -> CompactionMemo:
    """The Session's memo with its warm-up stopped: a compaction computes what the warm-up has
    not reached yet itself (through the same memo), instead of waiting for it."""
    memo = state.state(CompactionMemo)
    task = memo.task
    if task is not None:
        task.cancel()
        await asyncio.wait([task])
    return memo
