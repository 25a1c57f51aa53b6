"""The search index's merge work, done when a workspace is idle (migration 12).

An append indexes its rows in its own transaction (migration 9) but no longer merges the
index's segments (FTS5 ``automerge`` 0): that merging was most of what the index cost an append
(docs/history.md). It runs here instead, on the connection's one idle signal (``App.activity``,
which compaction's warm-up also waits on): once no append has arrived in a workspace for
``IDLE_SECONDS``, a task merges in write transactions of about ``STEP_SECONDS`` each, through the
workspace's writer lock, each step starting only while the connection is quiet (no request in
flight, no input waiting: a request that arrives meanwhile waits for one step at most, then the
task waits for the next idle moment), until nothing is left to merge. What a merge changes is
the index's layout only, so a search finds the same hits with the same scores at any point. A
long burst of appends without a pause merges within an append once a level holds FTS5's
``crisismerge`` segments (64 since migration 12). SQLite stores only; PostgreSQL keeps its own
GIN index.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from ..app import Activity, App, SessionState
from ..store import history as history_store
from ..workspace import Workspace

log = logging.getLogger(__name__)

IDLE_SECONDS = 0.25
"""How long a workspace has had no append before its index is merged."""
STEP_SECONDS = 0.02
"""About how long one merge transaction holds the writer lock."""
STEP_PAGES = 16
"""Pages FTS5 writes per ``merge`` command (a step runs them until ``STEP_SECONDS``)."""


@dataclass
class _Workspace:
    last: float = 0.0
    """Loop time of the last append."""
    again: bool = False
    """Rows were appended since the running task's last step began."""
    task: asyncio.Task[None] | None = None


class IdleMerges:
    """One merging task per workspace at most, started by an append, ended when the index has
    nothing left to merge."""

    def __init__(self, activity: Activity) -> None:
        self._activity = activity
        self._workspaces: dict[Workspace, _Workspace] = {}

    def appended(self, state: SessionState, ids: Sequence[int], tokens: Sequence[int]) -> None:
        ws = state.workspace
        if ws.pg is not None:
            return
        loop = asyncio.get_running_loop()
        own = self._workspaces.setdefault(ws, _Workspace())
        own.last = loop.time()
        own.again = True
        if own.task is None:
            # A context of its own: the append request's (cancellation scope, ...) is over.
            own.task = loop.create_task(self._merge(ws, own), context=contextvars.Context())

    async def settled(self, ws: Workspace) -> None:
        """Until ``ws`` has no merging task (tests)."""
        own = self._workspaces.get(ws)
        while own is not None and own.task is not None:
            await asyncio.wait([own.task])

    async def _merge(self, ws: Workspace, own: _Workspace) -> None:
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
                more = await ws.write(
                    lambda conn: history_store.merge_some(conn, STEP_PAGES, STEP_SECONDS)
                )
                steps += 1
                if not more and not own.again:
                    break
        except Exception as exc:  # a closed or replaced store: the next append starts over
            log.info("merging the search index of %s stopped: %s", ws.root, exc)
        finally:
            own.task = None
            if self._workspaces.get(ws) is own:
                del self._workspaces[ws]
        log.debug("search index of %s merged (%d steps)", ws.root, steps)


def setup(app: App) -> IdleMerges:
    """Merge after appends (the daemon); the instance is also ``app.service(IdleMerges)``."""
    merges = IdleMerges(app.activity)
    app.on_appended(merges.appended)
    app.provide(merges)
    return merges
