"""The daemon's state for one connection: options, open workspaces, open sessions.

Features receive the ``App`` and use its narrow interface: ``options``, ``provider``, ``notify``,
``progress``,
``counter``, the open workspaces and sessions, two hooks (``on_workspace_opened``, ``on_trigger``)
and a typed service registry (``provide``/``service``). The ``App`` imports no feature: a feature
registers what it needs in its ``setup``; per-Session feature state lives in the feature
(``SessionState.state``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import anyio
import anyio.to_thread
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import Base, InitializationOptions

from .progress import ProgressHub
from .provider import Provider
from .store.compactions import UsageBasis
from .store.conn import Conn, StoreKey
from .store.identity import resolve_store
from .store.records import StoredMessage
from .tokens import TokenCounter
from .workspace import Workspace, resolve_workspace

log = logging.getLogger(__name__)

S = TypeVar("S")

Notify = Callable[[str, Base], None]
"""Sends a daemon -> client notification (set by the server; a no-op elsewhere)."""
WorkspaceOpened = Callable[[Workspace], Awaitable[None]]
"""Runs when this process opens a workspace, before any request uses it."""
Trigger = Callable[[Workspace, str], None]
"""A workspace event that may start background work (``session_created``, ``session_closed``,
``threshold``); never waits, never raises."""
Appended = Callable[["SessionState", Sequence[int], Sequence[int]], None]
"""Rows were appended to a Session (their ids and tokens, in order): may start idle work; never
waits."""


@dataclass(frozen=True)
class Created:
    """The Session was created: no Run, no row."""


@dataclass(frozen=True)
class RunStarted:
    run_id: str


@dataclass(frozen=True)
class RowsAppended:
    rows: list[StoredMessage]
    """The rows stored, as reading them back gives them (``store.messages.appended_rows``)."""


@dataclass(frozen=True)
class RunFinished:
    run_id: str
    status: str
    basis: UsageBasis | None
    basis_known: bool
    """``basis`` is the Session's usage basis after the change (read in its transaction); else
    the change left it as it was (the Run reported no usage)."""


Change = Created | RunStarted | RowsAppended | RunFinished


@dataclass(frozen=True)
class Written:
    """A committed write of a Session's own Runs or rows (``sessions/feature.py``), for the
    context view that follows the store without reading it back (``context/cache.py``).

    ``before`` and ``after`` are the store's key on ``conn`` read inside the write transaction,
    before and after its change (``store.conn.local_key``; ``None`` on a store without one): a
    view keyed ``before`` on ``conn`` was the whole store when the change began, so the view
    with ``change`` applied is the store at ``after``."""

    conn: Conn
    before: StoreKey | None
    after: StoreKey | None
    change: Change


WrittenHook = Callable[["SessionState", Written], None]
"""Runs right after the write's commit, on the event loop, before any other write can begin;
never waits, never raises."""


def _never() -> bool:
    return False


async def _at_once() -> None:
    return None


class Activity:
    """Whether the connection is quiet: no client request in flight and no input waiting to be
    read. It is the one idle signal of the daemon's background work: compaction's warm-up
    (``context/memo.py``) runs only then, in short slices on the event loop, and the search
    index's idle work (``history/indexing.py``: indexing and merging) starts each of its steps
    only then (and only once a workspace has had no append for a while). The server connects it
    to the wire; elsewhere (the CLI, an in-process daemon) it is always quiet."""

    def __init__(self) -> None:
        self._in_flight: Callable[[], bool] = _never
        self._input_waiting: Callable[[], bool] = _never
        self._until_idle: Callable[[], Awaitable[None]] = _at_once

    def connect(
        self,
        in_flight: Callable[[], bool],
        input_waiting: Callable[[], bool],
        until_idle: Callable[[], Awaitable[None]],
    ) -> None:
        self._in_flight = in_flight
        self._input_waiting = input_waiting
        self._until_idle = until_idle

    def busy(self) -> bool:
        return self._in_flight() or self._input_waiting()

    async def quiet(self) -> None:
        """Until the connection is quiet (at once when it is)."""
        while True:
            if self._in_flight():
                await self._until_idle()
            elif self._input_waiting():
                await asyncio.sleep(0)  # the reader takes it on this turn of the loop
            else:
                return


def _no_notify(method: str, params: Base) -> None:
    log.debug("notification %s dropped: no client", method)


@dataclass
class SessionState:
    """A Session opened on this connection (a new object on every ``session/open``)."""

    session_id: str
    workspace: Workspace
    _states: dict[type[Any], Any] = field(default_factory=lambda: dict[type[Any], Any]())

    def state(self, kind: type[S]) -> S:
        """This Session's state of one feature (``kind()`` on first use): a reopened Session
        starts over."""
        value = self._states.get(kind)
        if value is None:
            value = self._states[kind] = kind()
        return value


class App:
    def __init__(
        self,
        provider: Provider,
        options: InitializationOptions | None = None,
        *,
        background: bool = True,
    ) -> None:
        self.options = options or InitializationOptions()
        self.provider = provider
        self.background = background
        """Curation jobs run as background tasks (the daemon); off for the CLI, which curates
        explicitly."""
        self.notify: Notify = _no_notify
        self.progress = ProgressHub()
        self.activity = Activity()
        """Whether the connection is quiet (connected by the server)."""
        """LSP work-done progress of compaction and curation (connected by the server)."""
        self._counter: TokenCounter | None = None
        self.workspaces: dict[Path, Workspace] = {}
        self.sessions: dict[str, SessionState] = {}
        self._open_lock = anyio.Lock()
        self._opened_hooks: list[WorkspaceOpened] = []
        self._triggers: list[Trigger] = []
        self._session_hooks: list[WorkspaceOpened] = []
        self._appended_hooks: list[Appended] = []
        self._written_hooks: list[WrittenHook] = []
        self._services: dict[type[Any], Any] = {}

    def configure(self, options: InitializationOptions) -> None:
        """Apply ``initializationOptions`` (called once, at ``initialize``)."""
        self.options = options
        if self._counter is not None and options.encoding != self._counter.name:
            self._counter = None

    @property
    def counter(self) -> TokenCounter:
        """The token counter of the configured encoding (loaded on first use: the memory CLI
        never needs one)."""
        if self._counter is None:
            self._counter = TokenCounter(self.options.encoding)
        return self._counter

    # ------------------------------------------------------------------ hooks and services

    def on_workspace_opened(self, hook: WorkspaceOpened) -> None:
        self._opened_hooks.append(hook)

    def on_session_opening(self, hook: WorkspaceOpened) -> None:
        self._session_hooks.append(hook)

    async def session_opening(self, ws: Workspace) -> None:
        """Before ``session/open`` answers (e.g. MEMORY.md follows a shared store's line)."""
        for hook in self._session_hooks:
            await hook(ws)

    def on_trigger(self, hook: Trigger) -> None:
        self._triggers.append(hook)

    def trigger(self, ws: Workspace, reason: str) -> None:
        for hook in self._triggers:
            hook(ws, reason)

    def on_appended(self, hook: Appended) -> None:
        self._appended_hooks.append(hook)

    def appended(self, state: SessionState, ids: Sequence[int], tokens: Sequence[int]) -> None:
        """After ``message/append`` stored rows in ``state``'s Session: their ids and their
        tokens as ``counter`` counted them, in order."""
        for hook in self._appended_hooks:
            hook(state, ids, tokens)

    def on_written(self, hook: WrittenHook) -> None:
        self._written_hooks.append(hook)

    def written(self, state: SessionState, write: Written) -> None:
        """Right after a write of ``state``'s Session committed (``Written``)."""
        for hook in self._written_hooks:
            hook(state, write)

    def provide(self, service: object) -> None:
        """Offer a feature's service to the layers above (the editor), keyed by its type."""
        self._services[type(service)] = service

    def service(self, kind: type[S]) -> S:
        value = self._services.get(kind)
        if not isinstance(value, kind):
            raise LookupError(f"no {kind.__name__} was set up")
        return value

    # ------------------------------------------------------------------ workspaces and sessions

    async def workspace(self, value: str) -> Workspace:
        """The open workspace for a path or ``file:`` URI, opening its store on first use."""
        root = await anyio.to_thread.run_sync(resolve_workspace, value)
        async with self._open_lock:
            ws = self.workspaces.get(root)
            if ws is None:
                store = resolve_store(self.options.store)
                ws = await anyio.to_thread.run_sync(
                    Workspace, root, store, self.options.workspace_key, self.options.durability
                )
                try:
                    # Recovery, first contact and drift, under the workspace lock.
                    for hook in self._opened_hooks:
                        await hook(ws)
                except BaseException:
                    ws.close()
                    raise
                self.workspaces[root] = ws
                log.info("opened workspace %s", root)
            return ws

    def session(self, session_id: str) -> SessionState:
        state = self.sessions.get(session_id)
        if state is None:
            raise DaemonError(
                ErrorKind.UNKNOWN_SESSION,
                f"session {session_id} is not open on this connection; call session/open first",
                session_id=session_id,
            )
        return state

    def close(self) -> None:
        for ws in self.workspaces.values():
            ws.close()
        self.workspaces.clear()
        self.sessions.clear()
