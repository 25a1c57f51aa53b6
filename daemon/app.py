"""The daemon's state for one connection: options, open workspaces, open sessions.

Features receive the ``App`` and reach workspaces and sessions through it; the server module only
wires the wire to the features.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import anyio
import anyio.to_thread
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import Base, InitializationOptions, MemorySnapshot

from .context.cache import SessionCache
from .memory.service import MemoryService
from .provider import Provider
from .store.identity import resolve_store
from .tokens import TokenCounter
from .workspace import Workspace, resolve_workspace

log = logging.getLogger(__name__)

Notify = Callable[[str, Base], None]
"""Sends a daemon -> client notification (set by the server; a no-op elsewhere)."""


def _no_notify(method: str, params: Base) -> None:
    log.debug("notification %s dropped: no client", method)


@dataclass
class SessionState:
    """A Session opened on this connection."""

    session_id: str
    workspace: Workspace
    frozen_memory: MemorySnapshot | None = None
    """The memory text frozen at the Session's first ``context/build``."""
    compaction_lock: anyio.Lock = field(default_factory=anyio.Lock)
    """Concurrent ``context/build`` calls on one Session never compact twice."""
    cache: SessionCache = field(default_factory=SessionCache)
    """The Session's context view and encoded rows, reused while the store is unchanged."""


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
        self.memory = MemoryService(self)
        self._counter: TokenCounter | None = None
        self.workspaces: dict[Path, Workspace] = {}
        self.sessions: dict[str, SessionState] = {}
        self._open_lock = anyio.Lock()

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

    async def workspace(self, value: str) -> Workspace:
        """The open workspace for a path or ``file:`` URI, opening its store on first use."""
        root = await anyio.to_thread.run_sync(resolve_workspace, value)
        async with self._open_lock:
            ws = self.workspaces.get(root)
            if ws is None:
                store = resolve_store(self.options.store)
                ws = await anyio.to_thread.run_sync(
                    Workspace, root, store, self.options.workspace_key
                )
                try:
                    # Recovery, first contact and drift, under the workspace lock.
                    await self.memory.attach(ws)
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
