"""One object per workspace: its store, its write serialization and its background tasks.

Writes are serialized in two layers: an ``anyio.Lock`` inside this process (one writer at a time per
workspace) and an advisory ``flock`` on ``.tinyagent/lock`` across processes (an editor and an agent
runtime may each run a daemon on the same workspace). SQLite and file I/O run in worker threads so
the protocol loop never blocks.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import socket
import threading
from collections.abc import AsyncGenerator, Callable
from contextlib import asynccontextmanager, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar
from urllib.parse import unquote, urlparse

import anyio
import anyio.to_thread
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind

from .rpc.cancellation import current_scope, on_cancel_release, run_write
from .store import db
from .store.conn import Conn
from .store.identity import derive_key, is_postgres

if TYPE_CHECKING:
    from .store.pg_backend import PgBackend

T = TypeVar("T")

STATE_DIR = ".tinyagent"
DB_NAME = "state.db"
LOCK_NAME = "lock"


def resolve_workspace(value: str) -> Path:
    """A path or ``file:`` URI of an existing folder -> its canonical absolute path."""
    raw = value
    if value.startswith("file:"):
        parsed = urlparse(value)
        raw = unquote(parsed.path)
    if not raw:
        raise DaemonError(ErrorKind.WORKSPACE_NOT_FOUND, "workspace is empty", workspace=value)
    path = Path(raw).expanduser()
    try:
        resolved = path.resolve(strict=True)
    except (FileNotFoundError, RuntimeError, OSError):
        raise DaemonError(
            ErrorKind.WORKSPACE_NOT_FOUND, f"workspace {value} does not exist", workspace=value
        ) from None
    if not resolved.is_dir():
        raise DaemonError(
            ErrorKind.WORKSPACE_NOT_FOUND, f"workspace {value} is not a folder", workspace=value
        )
    return resolved


class FileLock:
    """A blocking, process-wide advisory ``flock`` (exclusive).

    ``acquire`` returns the descriptor that holds the lock and ``release`` takes it back, so an
    acquisition abandoned by a cancelled request can be released later without a shared field.
    """

    def __init__(self, path: Path) -> None:
        self.path = path

    def acquire(self) -> int:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except BaseException:
            os.close(fd)
            raise
        return fd

    def try_acquire(self) -> int | None:
        """The lock without waiting (``None`` when another process holds it)."""
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return None
        except BaseException:
            os.close(fd)
            raise
        return fd

    @staticmethod
    def release(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


class Workspace:
    """A workspace folder with its store: ``.tinyagent/state.db`` (SQLite, the default) or a
    schema in a shared PostgreSQL database (``store`` is a ``postgresql://`` URL; ``key`` names
    the workspace there, the same on every checkout that shares it)."""

    def __init__(self, root: Path, store: str | None = None, key: str | None = None) -> None:
        self.root = root
        self.state_dir = root / STATE_DIR
        self.state_dir.mkdir(parents=True, exist_ok=True)
        self._write_lock = anyio.Lock()
        self._file_lock = FileLock(self.state_dir / LOCK_NAME)
        self._conn_lock = threading.Lock()
        self.pg: PgBackend | None = None
        self.store = store or "sqlite"
        self.key = key or derive_key(root, self.store)
        if is_postgres(store):
            from .store.pg_backend import PgBackend  # psycopg loads only when used

            self.pg = PgBackend(self.store, self.key, f"{socket.gethostname()}:{root}")
            return
        # Migrations run under the cross-process lock: two daemons may open at once.
        fd = self._file_lock.acquire()
        try:
            self._conn = db.connect(self.state_dir / DB_NAME)
        finally:
            self._file_lock.release(fd)

    @property
    def shared(self) -> bool:
        """The store is shared with other checkouts (PostgreSQL): MEMORY.md follows its line."""
        return self.pg is not None

    @property
    def db_path(self) -> Path:
        return self.state_dir / DB_NAME

    # ------------------------------------------------------------------ blocking helpers

    def call(self, fn: Callable[[Conn], T]) -> T:
        """Run ``fn(conn)`` with this process's connection (blocking; not a write transaction)."""
        if self.pg is not None:
            return self.pg.call(fn)
        with self._conn_lock:
            return fn(self._conn)

    def transaction(self, fn: Callable[[Conn], T], *, durable: bool = False) -> T:
        """Run ``fn(conn)`` in ``BEGIN IMMEDIATE`` (blocking); the caller holds ``exclusive()``.

        Inside a client request the commit goes through the request's cancellation gate: a
        cancelled request rolls back (``RequestCancelled``) instead of committing.
        """
        scope = current_scope.get()
        gate = scope.commit_gate if scope is not None else None
        if self.pg is not None:

            def run(conn: Conn) -> T:
                if scope is not None:
                    scope.raise_if_cancelled()
                return fn(conn)

            return self.pg.transaction(run, gate)
        with self._conn_lock, db.atomic(self._conn, durable=durable, gate=gate):
            if scope is not None:
                scope.raise_if_cancelled()
            return fn(self._conn)

    # ------------------------------------------------------------------ async API

    async def read(self, fn: Callable[[Conn], T]) -> T:
        return await anyio.to_thread.run_sync(self.call, fn)

    @asynccontextmanager
    async def exclusive(self) -> AsyncGenerator[None]:
        """Hold the workspace's writer lock, in this process and across processes.

        While it is held, a cancelled request is not interrupted (a worker thread may be
        mid-transaction): its next commit rolls back instead (see ``cancellation``).
        """
        async with self._write_lock:
            if self.pg is not None:
                async with self._pg_locked(self.pg):
                    yield
                return
            # Uncontended (the usual case): taken right here, without a thread hop. Otherwise
            # waiting for another process's lock stays cancellable; a lock obtained after the
            # waiter was cancelled is released as soon as it arrives.
            fd = self._file_lock.try_acquire()
            if fd is None:
                acquiring = asyncio.ensure_future(anyio.to_thread.run_sync(self._file_lock.acquire))
                try:
                    fd = await asyncio.shield(acquiring)
                except asyncio.CancelledError:
                    on_cancel_release(acquiring, self._file_lock.release)
                    raise
            scope = current_scope.get()
            try:
                with scope.writing() if scope is not None else nullcontext():
                    yield
            finally:
                self._file_lock.release(fd)

    @asynccontextmanager
    async def _pg_locked(self, pg: PgBackend) -> AsyncGenerator[None]:
        """The PostgreSQL advisory lock on the workspace key, held for the writer section."""
        acquiring = asyncio.ensure_future(anyio.to_thread.run_sync(pg.lock))
        try:
            raw = await asyncio.shield(acquiring)
        except asyncio.CancelledError:
            on_cancel_release(acquiring, pg.unlock)
            raise
        scope = current_scope.get()
        try:
            with scope.writing() if scope is not None else nullcontext():
                yield
        finally:
            await anyio.to_thread.run_sync(pg.unlock, raw)

    async def write(self, fn: Callable[[Conn], T], *, durable: bool = False) -> T:
        """Run ``fn(conn)`` as one write transaction under the writer lock.

        All or nothing under cancellation: the thread always finishes, and a cancelled request's
        transaction rolls back (see ``cancellation``).
        """
        if self.pg is not None:
            # One transaction: the transaction-scoped advisory lock (taken inside it) is enough.
            async with self._write_lock:
                scope = current_scope.get()
                with scope.writing() if scope is not None else nullcontext():
                    return await run_write(lambda: self.transaction(fn, durable=durable))
        async with self.exclusive():
            return await run_write(lambda: self.transaction(fn, durable=durable))

    def close(self) -> None:
        if self.pg is not None:
            self.pg.close()
            return
        with self._conn_lock:
            self._conn.close()
