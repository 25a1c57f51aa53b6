"""Cancelling running requests without half-written state.

Every client request runs with a ``RequestScope`` in a context variable. ``$/cancelRequest`` calls
``RequestScope.cancel()``:

- while the request awaits anything outside a workspace's writer lock (the provider, waiting for
  the lock itself), its task is cancelled at once and the client gets -32800;
- while it holds the writer lock (``Workspace.exclusive()``, which every write takes), the task
  is left alone — a worker thread may be mid-transaction: each transaction checks the scope
  before ``COMMIT`` (``commit_gate``) and rolls back instead, and the request ends with -32800;
- once a request has committed a write, cancellation is ignored and the request completes with
  its result: -32800 always means "nothing of this request was committed";
- once the request is answered its scope is closed and governs nothing (background work it
  started keeps the context variable but is never refused a commit).

The check and the ``COMMIT`` hold one lock, so a cancel either lands before the commit (rollback)
or after it (ignored) — never in between.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import contextvars
import logging
import threading
from collections.abc import Awaitable, Callable, Generator
from contextvars import ContextVar
from typing import Final, TypeVar

from tinyagent_memory.protocol.types import MsgId

T = TypeVar("T")

log = logging.getLogger(__name__)

WRITE_THREADS: Final = 32
"""At most this many writes run at once (one per workspace; a PostgreSQL write may wait for
another process's lock)."""


class RequestCancelled(Exception):
    """Raised inside a request whose cancellation rolled back its write."""


class RequestScope:
    def __init__(self, msg_id: MsgId, method: str) -> None:
        self.msg_id = msg_id
        self.method = method
        self.task: asyncio.Future[object] | None = None
        self._lock = threading.Lock()
        self._cancel_requested = False
        self._committed = False
        self._closed = False
        self._writing = 0

    @property
    def committed(self) -> bool:
        return self._committed

    def cancel(self) -> bool:
        """Ask the request to stop; ``False`` when it already committed (it will complete)."""
        with self._lock:
            if self._committed or self._closed:
                return False
            self._cancel_requested = True
        if self._writing == 0 and self.task is not None and not self.task.done():
            self.task.cancel()
        return True

    def refuse_commit(self) -> None:
        """The awaiting task was cancelled from elsewhere: make a pending commit roll back."""
        with self._lock:
            if not self._committed:
                self._cancel_requested = True

    def close(self) -> None:
        """The request was answered: from now on this scope refuses nothing."""
        with self._lock:
            self._closed = True

    def raise_if_cancelled(self) -> None:
        if self._cancel_requested and not self._committed and not self._closed:
            raise RequestCancelled(f"request {self.msg_id!r} was cancelled")

    @contextlib.contextmanager
    def commit_gate(self) -> Generator[None]:
        """Wrap ``COMMIT`` (worker thread): refuse it after a cancel, record it otherwise."""
        with self._lock:
            self.raise_if_cancelled()
            yield
            self._committed = True

    @contextlib.contextmanager
    def writing(self) -> Generator[None]:
        """While set, cancellation is left to ``commit_gate`` instead of cancelling the task."""
        self._writing += 1
        try:
            yield
        finally:
            self._writing -= 1


current_scope: ContextVar[RequestScope | None] = ContextVar("tinyagent_request", default=None)
"""The scope of the request being handled (propagates into worker threads)."""

_writers: Final = concurrent.futures.ThreadPoolExecutor(
    max_workers=WRITE_THREADS, thread_name_prefix="store-write"
)
"""Threads for ``finish_in_thread`` (store writes; one at a time per workspace)."""


async def finish_in_thread(fn: Callable[[], T]) -> T:
    """Run ``fn`` in a worker thread and always wait for it to finish.

    A cancellation of the awaiting task is held until the thread returns, so locks held around
    the call are never released while it still runs. If the request's write committed meanwhile,
    the cancellation is dropped and the result returned (the request completes); otherwise the
    commit gate refused the commit and the cancellation goes on.
    """
    # Straight to the pool (the request's context goes along, so its scope gates the commit):
    # no task to start and none of anyio's checkpoints, each a turn of the loop per write.
    ctx = contextvars.copy_context()
    future = asyncio.get_running_loop().run_in_executor(_writers, ctx.run, fn)
    cancelled = False
    scope = current_scope.get()
    while not future.done():
        try:
            await asyncio.wait([future])  # never cancels the future nor raises its error
        except asyncio.CancelledError:
            cancelled = True
            if scope is not None:
                scope.refuse_commit()
    if not cancelled:
        return future.result()
    if scope is not None and scope.committed and future.exception() is None:
        task = asyncio.current_task()
        if task is not None:
            task.uncancel()
        return future.result()
    raise asyncio.CancelledError


async def run_write(fn: Callable[[], T]) -> T:
    """Run a write transaction in a worker thread under the current request's ``writing()``."""
    scope = current_scope.get()
    if scope is None:
        return await finish_in_thread(fn)
    scope.raise_if_cancelled()
    with scope.writing():
        log.debug("request %r %s: write transaction started", scope.msg_id, scope.method)
        return await finish_in_thread(fn)


def on_cancel_release(future: Awaitable[T], release: Callable[[T], None]) -> None:
    """When an acquisition was abandoned by a cancelled task, release whatever it got later."""

    def done(fut: asyncio.Future[T]) -> None:
        if not fut.cancelled() and fut.exception() is None:
            release(fut.result())

    asyncio.ensure_future(future).add_done_callback(done)
