"""One object per workspace: its store, its write serialization and its background tasks.

Writes are serialized in two layers: an ``anyio.Lock`` inside this process (one writer at a time per
workspace) and an advisory ``flock`` on ``.tinyagent/lock`` across processes (an editor and an agent
runtime may each run a daemon on the same workspace). SQLite and file I/O run in worker threads so
the protocol loop never blocks.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
import threading
from collections.abc import AsyncGenerator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TypeVar
from urllib.parse import unquote, urlparse

import anyio
import anyio.to_thread
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind

from .store import db

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
    """A blocking, process-wide advisory ``flock`` (exclusive)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
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
        self._file_lock.acquire()
        try:
            self._conn = db.connect(self.state_dir / DB_NAME)
        finally:
            self._file_lock.release()

    @property
    def db_path(self) -> Path:
        return self.state_dir / DB_NAME

    # ------------------------------------------------------------------ blocking helpers

    def call(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn(conn)`` with this process's connection (blocking; not a write transaction)."""
        with self._conn_lock:
            return fn(self._conn)

    def transaction(self, fn: Callable[[sqlite3.Connection], T], *, durable: bool = False) -> T:
        """Run ``fn(conn)`` in ``BEGIN IMMEDIATE`` (blocking); the caller holds ``exclusive()``."""
        with self._conn_lock, db.atomic(self._conn, durable=durable):
            return fn(self._conn)

    # ------------------------------------------------------------------ async API

    async def read(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        return await anyio.to_thread.run_sync(self.call, fn)

    @asynccontextmanager
    async def exclusive(self) -> AsyncGenerator[None]:
        """Hold the workspace's writer lock, in this process and across processes."""
        async with self._write_lock:
            await anyio.to_thread.run_sync(self._file_lock.acquire)
            try:
                yield
            finally:
                self._file_lock.release()

    async def write(self, fn: Callable[[sqlite3.Connection], T], *, durable: bool = False) -> T:
        """Run ``fn(conn)`` as one write transaction under the writer lock."""
        async with self.exclusive():
            return await anyio.to_thread.run_sync(lambda: self.transaction(fn, durable=durable))

    def close(self) -> None:
        with self._conn_lock:
            self._conn.close()
