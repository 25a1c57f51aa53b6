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
import sqlite3
import threading
from collections.abc import AsyncGenerator, Callable
from contextlib import asynccontextmanager, nullcontext
from pathlib import Path
from typing import Final, TypeVar
from urllib.parse import unquote, urlparse

import anyio
import anyio.to_thread
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind

from .rpc.cancellation import current_scope, on_cancel_release, run_write
from .store import db

T = TypeVar("T")

MEMORY_PARTS: Final = tuple(m.MEMORY_FILE.split("/"))
"""``.tinyagent/memory/MEMORY.md`` (``protocol.methods.MEMORY_FILE``) as path parts."""
STATE_DIR: Final = MEMORY_PARTS[0]
DB_NAME: Final = "state.db"
LOCK_NAME: Final = "lock"


def memory_file(root: Path) -> Path:
    """The memory file of the workspace at ``root``."""
    return root.joinpath(*MEMORY_PARTS)


def file_uri_path(value: str) -> str | None:
    """The (unquoted) path of a ``file:`` URI; ``None`` when ``value`` is not one."""
    parsed = urlparse(value)
    return unquote(parsed.path) if parsed.scheme == "file" else None


def resolve_workspace(value: str) -> Path:
    """A path or ``file:`` URI of an existing folder -> its canonical absolute path."""
    raw = file_uri_path(value)
    if raw is None:
        raw = value
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
    """A workspace folder with its ``.tinyagent/state.db``."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.state_dir = root / STATE_DIR
        self.state_dir.mkdir(parents=True, exist_ok=True)
        self._write_lock = anyio.Lock()
        self._file_lock = FileLock(self.state_dir / LOCK_NAME)
        self._conn_lock = threading.Lock()
        # Migrations run under the cross-process lock: two daemons may open at once.
        fd = self._file_lock.acquire()
        try:
            self._conn = db.connect(self.state_dir / DB_NAME)
        finally:
            self._file_lock.release(fd)

    @property
    def db_path(self) -> Path:
        return self.state_dir / DB_NAME

    @property
    def memory_file(self) -> Path:
        return memory_file(self.root)

    # ------------------------------------------------------------------ blocking helpers

    def call(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn(conn)`` with this process's connection (blocking; not a write transaction)."""
        with self._conn_lock:
            return fn(self._conn)

    def transaction(self, fn: Callable[[sqlite3.Connection], T], *, durable: bool = False) -> T:
        """Run ``fn(conn)`` in ``BEGIN IMMEDIATE`` (blocking); the caller holds ``exclusive()``.

        Inside a client request the commit goes through the request's cancellation gate: a
        cancelled request rolls back (``RequestCancelled``) instead of committing.
        """
        scope = current_scope.get()
        gate = scope.commit_gate if scope is not None else None
        with self._conn_lock, db.atomic(self._conn, durable=durable, gate=gate):
            if scope is not None:
                scope.raise_if_cancelled()
            return fn(self._conn)

    # ------------------------------------------------------------------ async API

    async def read(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        return await anyio.to_thread.run_sync(self.call, fn)

    @asynccontextmanager
    async def exclusive(self) -> AsyncGenerator[None]:
        """Hold the workspace's writer lock, in this process and across processes.

        While it is held, a cancelled request is not interrupted (a worker thread may be
        mid-transaction): its next commit rolls back instead (see ``cancellation``).
        """
        async with self._write_lock:
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

    async def write(self, fn: Callable[[sqlite3.Connection], T], *, durable: bool = False) -> T:
        """Run ``fn(conn)`` as one write transaction under the writer lock.

        All or nothing under cancellation: the thread always finishes, and a cancelled request's
        transaction rolls back (see ``cancellation``).
        """
        async with self.exclusive():
            return await run_write(lambda: self.transaction(fn, durable=durable))

    def close(self) -> None:
        with self._conn_lock:
            self._conn.close()
