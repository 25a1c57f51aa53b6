"""The search index's work, done when a workspace is idle: indexing what appends stored
(migration 13) and merging the index's segments (migration 12).

An append stores its rows and nothing else: the search index is derived from them. Rows above
the index's mark (``history_index.indexed_upto``) are the ones not indexed yet; they are indexed
here, on the connection's one idle signal (``App.activity``, which compaction's warm-up also
waits on): once no append has arrived in a workspace for ``IDLE_SECONDS``, a task indexes them
in write transactions of about ``STEP_SECONDS`` each (``INDEX_ROWS`` rows a statement, the mark
moved with them), committed without an fsync (``Workspace.write(derived=True)``: a power failure
can only set the index and its mark back together, and they are rebuilt from the stored rows),
then merges the index's segments the same way (FTS5's ``merge`` command), until nothing is left
to index or merge. Every step goes through the workspace's writer lock and starts only while
the connection is quiet (no request in flight, no input waiting): a request that arrives
meanwhile waits for one step at most, then the task waits for the next idle moment.

Whatever the task has done, a search finds every stored row: ``history/search`` indexes the
rows above the mark before it reads the index (``store.history.catch_up``), and an append
never leaves more than ``store.history.BACKLOG_ROWS`` rows waiting (past that it indexes the
oldest itself, about as many as it stored), which bounds that catch-up. A merge changes the
index's layout only, so a search finds the same hits with the same scores at any point. A long
burst of appends without a pause merges within a write once a level holds FTS5's
``crisismerge`` segments (64 since migration 12). A workspace opened with rows above the mark
(a daemon killed before its idle moment) starts the task at once. SQLite stores only;
PostgreSQL keeps its own GIN index, in step with its rows.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from ..app import Activity, App, SessionState
from ..store import history as history_store
from ..store.conn import Conn, history_of
from ..workspace import Workspace

log = logging.getLogger(__name__)

IDLE_SECONDS = 0.25
"""How long a workspace has had no append before its index is brought up to date."""
STEP_SECONDS = 0.02
"""About how long one indexing or merge transaction holds the writer lock."""
INDEX_ROWS = 100
"""Rows indexed per statement (a step runs them until ``STEP_SECONDS``)."""
STEP_PAGES = 16
"""Pages FTS5 writes per ``merge`` command (a step runs them until ``STEP_SECONDS``)."""


@dataclass
class _Workspace:
    last: float = 0.0
    """Loop time of the last append."""
    again: bool = False
    """Rows were appended since the running task's last step began."""
    task: asyncio.Task[None] | None = None


def _step(conn: Conn) -> bool:
    """One step: index rows above the mark if there are any, else merge; ``True`` while work
    is left of either kind."""
    if history_store.index_some(conn, INDEX_ROWS, STEP_SECONDS):
        return True
    return history_store.merge_some(conn, STEP_PAGES, STEP_SECONDS)


class IdleIndex:
    """One task per workspace at most, started by an append (or by opening a workspace whose
    index is behind), ended when the index has nothing left to index or merge."""

    def __init__(self, activity: Activity) -> None:
        self._activity = activity
        self._workspaces: dict[Workspace, _Workspace] = {}

    def appended(self, state: SessionState, ids: Sequence[int], tokens: Sequence[int]) -> None:
        self.start(state.workspace)

    def start(self, ws: Workspace) -> None:
        """Bring ``ws``'s index up to date at its next idle moment (an append was stored)."""
        if ws.pg is not None:
            return
        loop = asyncio.get_running_loop()
        own = self._workspaces.setdefault(ws, _Workspace())
        own.last = loop.time()
        own.again = True
        if own.task is None:
            # A context of its own: the append request's (cancellation scope, ...) is over.
            own.task = loop.create_task(self._run(ws, own), context=contextvars.Context())

    async def opened(self, ws: Workspace) -> None:
        """A workspace just opened: rows stored above the mark (a daemon stopped before its idle
        moment) are indexed at the first idle moment."""
        if ws.pg is None and await ws.read(lambda conn: history_of(conn).index_behind(conn)):
            self.start(ws)

    async def settled(self, ws: Workspace) -> None:
        """Until ``ws`` has no task (tests)."""
        own = self._workspaces.get(ws)
        while own is not None and own.task is not None:
            await asyncio.wait([own.task])

    async def _run(self, ws: Workspace, own: _Workspace) -> None:
        loop = asyncio.get_running_loop()
        steps = 0
        try:
            while True:
                wait = own.last + IDLE_SECONDS - loop.time()
                if wait > 0:
                    await asyncio.sleep(wait)
                    continue
                # The connection's idle signal, as for compaction's warm-up: never a step while
                # a request is in flight or input waits (an append meanwhile restarts the wait).
                await self._activity.quiet()
                if own.last + IDLE_SECONDS > loop.time():
                    continue
                own.again = False
                more = await ws.write(_step, derived=True)
                steps += 1
                if not more and not own.again:
                    break
        except Exception as exc:  # a closed or replaced store: the next append starts over
            log.info("indexing the search index of %s stopped: %s", ws.root, exc)
        finally:
            own.task = None
            if self._workspaces.get(ws) is own:
                del self._workspaces[ws]
        log.debug("search index of %s up to date (%d steps)", ws.root, steps)


def setup(app: App) -> IdleIndex:
    """Index and merge after appends (the daemon); the instance is also
    ``app.service(IdleIndex)``."""
    idle = IdleIndex(app.activity)
    app.on_appended(idle.appended)
    if app.background:  # not for the CLI, which exits before an idle moment
        app.on_workspace_opened(idle.opened)
    app.provide(idle)
    return idle
