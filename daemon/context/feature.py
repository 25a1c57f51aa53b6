"""Features: ``context/build`` (the provider-ready list, compacted first when needed) and
``context/compact`` (compaction on demand).

``context/build`` measures the context; at ``threshold`` × window (or past the budget) it
compacts before answering. "Fits" means at most ``window − output_reserve_tokens``. A context
that does not fit is never returned: ``compaction_failed`` when a summary was rejected,
``context_window_exceeded`` when even the protected messages cannot fit.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

import anyio
import msgspec
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import (
    Base,
    CompactionReport,
    ContextBuildParams,
    ContextCompactParams,
    ContextCompactResult,
    MemorySnapshot,
    Message,
)

from ..app import App, SessionState, Written
from ..rpc.router import Router
from ..store import memory as memory_store
from ..store.conn import Conn
from .cache import SessionCache
from .view import (
    ContextRequest,
    ContextView,
    Measure,
    assemble,
    extend_view,
    fixed_tokens,
    load_view,
    measure,
    memory_block,
    system_text,
)

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

    from .compressor import Compressor, Outcome

__all__ = ["assemble", "fixed_tokens", "memory_block", "setup", "system_text"]


class WireContext(Base, frozen=True):
    """``ContextBuildResult`` as written: the same JSON, with each message pre-encoded once."""

    messages: msgspec.Raw
    """The JSON array of messages."""
    memory: MemorySnapshot
    tokens: int
    window_tokens: int
    compaction: CompactionReport | None = None


@dataclass
class ContextState:
    """One Session's context state (``SessionState.state(ContextState)``); a reopened Session
    starts with a fresh one."""

    frozen_memory: MemorySnapshot | None = None
    """The memory text frozen at the Session's first ``context/build``."""
    compaction_lock: anyio.Lock = field(default_factory=anyio.Lock)
    """Concurrent ``context/build`` calls on one Session never compact twice."""
    cache: SessionCache = field(default_factory=SessionCache)
    """The Session's context view and encoded rows, reused while the store is unchanged."""
    live_tokens: int = 0
    """The context's size as last measured plus the tokens appended since (on this connection):
    the warm-up of compaction's per-row work starts from ``WARM_FROM`` of the threshold."""


WARM_FROM: Final = 0.25
"""Compaction's per-row work is done ahead, after appends, once a Session's context reaches this
fraction of the compaction threshold (``memo.py``); smaller Sessions pay nothing."""


async def _memory(state: SessionState, *, freeze: bool) -> MemorySnapshot:
    """The Session's frozen memory; before its first build, the latest committed revision
    (which the first ``context/build`` freezes: later commits do not change it)."""
    own = state.state(ContextState)
    if own.frozen_memory is not None:
        return own.frozen_memory
    latest = await state.workspace.read(memory_store.latest_snapshot)
    if latest.text:
        from .. import screen  # the screen's rules load only once a memory text exists

        # Secrets never reach the provider from memory, whatever a revision holds.
        latest = MemorySnapshot(revision=latest.revision, text=screen.redact(latest.text))
    if freeze and own.frozen_memory is None:
        own.frozen_memory = latest
    return own.frozen_memory or latest


def _reader(state: SessionState) -> Callable[[Conn], ContextView]:
    """Reads the Session's context view through its cache."""
    cache, sid = state.state(ContextState).cache, state.session_id

    def load(conn: Conn) -> ContextView:
        return cache.load(conn, lambda c: load_view(c, sid), lambda c, v: extend_view(c, sid, v))

    return load


async def _measured(
    app: App, state: SessionState, request: ContextRequest
) -> tuple[ContextView, Measure]:
    view = await state.workspace.read(_reader(state))
    fixed = fixed_tokens(app.counter, request.system_prompt, request.tools, request.memory)
    measured = measure(view, fixed)
    state.state(ContextState).live_tokens = measured.estimate
    return view, measured


def _must_fit(outcome: Outcome | None, measured: Measure, limit: int, window: int) -> None:
    """Raise the stable error when the context that would be returned does not fit."""
    if measured.tokens <= limit:
        return
    if outcome is not None and outcome.overflow is not None:
        raise DaemonError(
            ErrorKind.CONTEXT_WINDOW_EXCEEDED,
            "the protected messages (head and unfinished Run) do not fit the window even "
            "after reducing the Run's older tool payloads",
            protected_tokens=measured.real(outcome.overflow.protected_tokens),
            budget=limit,
            window_tokens=window,
            tokens=measured.tokens,
        )
    report = outcome.report if outcome is not None else None
    if report is not None and report.status == "failed":
        raise DaemonError(
            ErrorKind.COMPACTION_FAILED,
            f"compaction failed ({report.reason}: {report.detail}) and the context does not fit",
            reason=report.reason,
            detail=report.detail,
            tokens=measured.tokens,
            budget=limit,
            window_tokens=window,
        )
    raise DaemonError(
        ErrorKind.CONTEXT_WINDOW_EXCEEDED,
        "the context does not fit the window",
        tokens=measured.tokens,
        budget=limit,
        window_tokens=window,
    )


TITLE = "Compacting context"
"""The title of compaction's work-done progress."""


def _done_message(outcome: Outcome | None) -> str:
    """The ``end`` message of a compaction's progress."""
    if outcome is None:
        return "below the threshold: nothing to do"
    report = outcome.report
    if report.status == "compacted":
        return (
            f"compacted {report.replaced} messages: "
            f"{report.tokens_before} -> {report.tokens_after} tokens"
        )
    return f"{report.status}: {report.reason}"


def _window(app: App, requested: int | None) -> int:
    """The window of a request; one at or below ``output_reserve_tokens`` leaves no room for
    any message and is refused as the request's (or the options') bad value."""
    window = requested or app.options.window_tokens
    reserve = app.options.output_reserve_tokens
    if window <= reserve:
        path = "$.window_tokens" if requested else "$.initializationOptions.window_tokens"
        raise DaemonError(
            ErrorKind.INVALID_PARAMS,
            f"Invalid params: the window ({window} tokens) must be larger than"
            f" output_reserve_tokens ({reserve}) - at `{path}`",
            path=path,
            window_tokens=window,
            output_reserve_tokens=reserve,
        )
    return window


def setup(router: Router, app: App, lsp: LanguageServer | None) -> None:
    made: list[Compressor] = []

    def appended(state: SessionState, ids: Sequence[int], tokens: Sequence[int]) -> None:
        own = state.state(ContextState)
        own.live_tokens += sum(tokens)
        if own.live_tokens >= WARM_FROM * app.options.threshold * app.options.window_tokens:
            from .memo import start_warm  # compaction's modules load only for large Sessions

            cache = own.cache
            start_warm(
                app,
                state,
                _reader(state),
                dict(zip(ids, tokens, strict=True)),
                lambda: cache.view if cache.current else None,
            )

    app.on_appended(appended)

    def written(state: SessionState, write: Written) -> None:
        # The view follows the Session's own writes: a build after appends reads nothing
        # back, nor does the warm-up (``cache.SessionCache.follow``).
        state.state(ContextState).cache.follow(write)

    app.on_written(written)

    def compressor() -> Compressor:
        """Compaction's modules (planning, reduction, facts) load on the first compaction."""
        if not made:
            from .compressor import Compressor

            made.append(Compressor(app))
        return made[0]

    @router.request(m.CONTEXT_BUILD)
    async def context_build(params: ContextBuildParams) -> WireContext:
        state = app.session(params.session_id)
        window = _window(app, params.window_tokens)
        memory = await _memory(state, freeze=True)
        request = ContextRequest(params.system_prompt, params.tools, memory, window)
        limit = window - app.options.output_reserve_tokens
        outcome: Outcome | None = None
        token = params.work_done_token
        # One compaction at a time per Session: a concurrent build waits and sees its result.
        async with (
            state.state(ContextState).compaction_lock,
            app.progress.task(TITLE, token, first="reading") as progress,
        ):
            view, measured = await _measured(app, state, request)
            if measured.tokens >= app.options.threshold * window or measured.tokens > limit:
                outcome = await compressor().compact(
                    state, request, view, measured, "threshold", progress
                )
                if outcome.changed:
                    view, measured = await _measured(app, state, request)
            progress.result = _done_message(outcome)
        _must_fit(outcome, measured, limit, window)
        report: CompactionReport | None = outcome.report if outcome is not None else None
        system = system_text(params.system_prompt, memory)
        head = [Message(role="system", content=system)] if system else []
        # The first context is answered: the full encoding may build now. Its build holds the
        # GIL throughout, so it starts once this reply is written (a timer runs after the
        # reply's done-callback).
        asyncio.get_running_loop().call_later(0, app.counter.warm)
        return WireContext(
            messages=state.state(ContextState).cache.encoded(view, head),
            memory=memory,
            tokens=measured.tokens,
            window_tokens=window,
            compaction=report,
        )

    @router.request(m.CONTEXT_COMPACT)
    async def context_compact(params: ContextCompactParams) -> ContextCompactResult:
        state = app.session(params.session_id)
        window = _window(app, params.window_tokens)
        memory = await _memory(state, freeze=False)
        request = ContextRequest(params.system_prompt, params.tools, memory, window)
        token = params.work_done_token
        async with (
            state.state(ContextState).compaction_lock,
            app.progress.task(TITLE, token, first="reading") as progress,
        ):
            view, measured = await _measured(app, state, request)
            below = measured.tokens < app.options.threshold * window
            if below and not params.force:
                progress.result = "below the threshold: nothing to do"
                return ContextCompactResult(
                    compacted=False,
                    tokens_before=measured.tokens,
                    tokens_after=measured.tokens,
                    reason="below_threshold",
                    detail=f"{measured.tokens} tokens is below the threshold; pass force",
                )
            outcome = await compressor().compact(
                state, request, view, measured, "explicit", progress
            )
            progress.result = _done_message(outcome)
        report = outcome.report
        return ContextCompactResult(
            compacted=report.status == "compacted",
            tokens_before=report.tokens_before,
            tokens_after=report.tokens_after,
            summary_id=report.summary_id,
            reason=report.reason,
            detail=report.detail,
        )
