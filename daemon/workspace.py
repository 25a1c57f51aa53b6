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
import sqlite3
import threading
from collections.abc import AsyncGenerator, Callable
from contextlib import asynccontextmanager, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Final, TypeVar
from urllib.parse import unquote, urlparse

import anyio
import anyio.to_thread
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind

from .rpc.cancellation import current_scope, on_cancel_release, run_write
from .store import db, paths
from .store.conn import Conn
from .store.identity import derive_key, is_postgres, resolve_store

if TYPE_CHECKING:
    from .store.pg_backend import PgBackend

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
    The file is opened with ``O_NOFOLLOW`` at its checked real path (``store.paths``).
    """

    def __init__(self, path: Path, shown: Path | None = None) -> None:
        self.path = path
        self.shown = shown or path

    def acquire(self) -> int:
        fd = paths.open_lock(self.path, self.shown)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
        except BaseException:
            os.close(fd)
            raise
        return fd

    def try_acquire(self) -> int | None:
        """The lock without waiting (``None`` when another process holds it)."""
        fd = paths.open_lock(self.path, self.shown)
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


def existing_store(root: Path) -> Path | None:
    """The real path of ``root``'s ``.tinyagent/state.db`` if it exists (checked like every store
    path); creates nothing."""
    state_dir = paths.folder(root, (STATE_DIR,), create=False)
    if state_dir is None:
        return None
    db_path = paths.file_in(root, state_dir, root / STATE_DIR / DB_NAME)
    return db_path if db_path.exists() else None


def recorded(root: Path) -> bool:
    """Something was recorded for ``root`` in the store the CLI uses (``--store`` /
    ``$TINYAGENT_MEMORY_STORE``): its ``.tinyagent/state.db``, or its workspace (by the default
    key) in PostgreSQL. Creates nothing."""
    store = resolve_store(None)
    if is_postgres(store):
        from .store.pg_backend import registered  # psycopg loads only when used

        return registered(store, derive_key(root, store))
    return existing_store(root) is not None


class Workspace:
    """A workspace folder with its store: ``.tinyagent/state.db`` (SQLite, the default) or a
    schema in a shared PostgreSQL database (``store`` is a ``postgresql://`` URL; ``key`` names
    the workspace there, the same on every checkout that shares it).

    Every path under ``.tinyagent/`` is resolved through ``store.paths``: a link out of the
    workspace or a path of the wrong kind is refused (``unsafe_path``) before anything is created.
    """

    def __init__(
        self,
        root: Path,
        store: str | None = None,
        key: str | None = None,
        durability: db.Durability = "full",
    ) -> None:
        self.root = root
        state_dir = paths.folder(root, (STATE_DIR,), create=True)
        assert state_dir is not None
        self.state_dir = state_dir
        # Taken without a turn of the loop when free (every write takes it).
        self._write_lock = anyio.Lock(fast_acquire=True)
        lock = self.checked_file(LOCK_NAME)
        self._file_lock = FileLock(lock, root / STATE_DIR / LOCK_NAME)
        self._conn_lock = threading.Lock()
        self._reader: sqlite3.Connection | None = None
        self._reader_lock = threading.Lock()
        self.pg: PgBackend | None = None
        self.store = store or "sqlite"
        self.key = key or derive_key(root, self.store)
        if is_postgres(store):
            from .store.pg_backend import PgBackend  # psycopg loads only when used

            self.pg = PgBackend(self.store, self.key, f"{socket.gethostname()}:{root}")
            return
        db_path = self.checked_file(DB_NAME)
        # SQLite creates these beside the database: none may be a link out of the workspace.
        for suffix in db.SIDE_FILES:
            self.checked_file(DB_NAME + suffix)
        self.db_path = db_path
        # Migrations run under the cross-process lock: two daemons may open at once.
        fd = self._file_lock.acquire()
        try:
            with db.faults(db_path):
                self._conn = db.connect(db_path, durability)
        finally:
            self._file_lock.release(fd)
        self._identity = db.identity(db_path)
        """(device, inode) of the database file opened; a write checks it first (``check``)."""

    def checked_file(self, *parts: str) -> Path:
        """The real path of ``.tinyagent/<parts>`` (folders created), checked by ``store.paths``."""
        where = paths.file(self.root, (STATE_DIR, *parts), create_folders=True)
        assert where is not None
        return where

    def check_database(self) -> None:
        """Raise ``database_replaced`` when ``state.db`` is no longer the file this process
        opened (removed, or replaced by another file): writing on would go to an orphan."""
        if db.identity(self.db_path) != self._identity:
            raise DaemonError(
                ErrorKind.DATABASE_REPLACED,
                f"{self.db_path} was removed or replaced while the daemon had it open; "
                "restart the daemon (writes to the old file would be lost)",
                path=str(self.db_path),
            )

    @property
    def shared(self) -> bool:
        """The store is shared with other checkouts (PostgreSQL): MEMORY.md follows its line."""
        return self.pg is not None

    @property
    def memory_file(self) -> Path:
        return memory_file(self.root)

    # ------------------------------------------------------------------ blocking helpers

    def call(self, fn: Callable[[Conn], T]) -> T:
        """Run ``fn(conn)`` with this process's connection (blocking; not a write transaction)."""
        if self.pg is not None:
            return self.pg.call(fn)
        with self._conn_lock, db.faults(self.db_path):
            return fn(self._conn)

    def call_apart(self, fn: Callable[[Conn], T]) -> T:
        """Run ``fn(conn)`` (reads only) on a second SQLite connection, opened on first use: a
        read for idle work there never holds up this process's writes (blocking)."""
        if self.pg is not None:
            return self.pg.call(fn)
        with self._reader_lock, db.faults(self.db_path):
            if self._reader is None:
                self._reader = db.reader(self.db_path)
            return fn(self._reader)

    def transaction(
        self, fn: Callable[[Conn], T], *, durable: bool = False, derived: bool = False
    ) -> T:
        """Run ``fn(conn)`` in ``BEGIN IMMEDIATE`` (blocking); the caller holds ``exclusive()``.
        ``durable`` / ``derived``: the commit's ``synchronous`` level as in ``db.atomic``
        (``derived`` only for what can be rebuilt from committed rows; PostgreSQL: unchanged).

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
        with self._conn_lock, db.faults(self.db_path):
            self.check_database()
            with db.atomic(self._conn, durable=durable, derived=derived, gate=gate):
                if scope is not None:
                    scope.raise_if_cancelled()
                return fn(self._conn)

    # ------------------------------------------------------------------ async API

    async def read(self, fn: Callable[[Conn], T]) -> T:
        return await anyio.to_thread.run_sync(self.call, fn)

    async def read_apart(self, fn: Callable[[Conn], T]) -> T:
        """``read`` on the second connection (``call_apart``): for idle work beside requests."""
        return await anyio.to_thread.run_sync(self.call_apart, fn)

    @asynccontextmanager
    async def exclusive(self) -> AsyncGenerator[None]:
        """Hold the workspace's writer lock, in this process and across processes.

        While it is held, a cancelled request is not interrupted (a worker thread may be
        mid-transaction): its next commit rolls back instead (see ``rpc/cancellation.py``).
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

    async def write(
        self, fn: Callable[[Conn], T], *, durable: bool = False, derived: bool = False
    ) -> T:
        """Run ``fn(conn)`` as one write transaction under the writer lock.

        All or nothing under cancellation: the thread always finishes, and a cancelled request's
        transaction rolls back (see ``rpc/cancellation.py``).
        """
        if self.pg is not None:
            # One transaction: the transaction-scoped advisory lock (taken inside it) is enough.
            async with self._write_lock:
                scope = current_scope.get()
                with scope.writing() if scope is not None else nullcontext():
                    return await run_write(lambda: self.transaction(fn, durable=durable))
        async with self.exclusive():
            return await run_write(lambda: self.transaction(fn, durable=durable, derived=derived))

    def close(self) -> None:
        if self.pg is not None:
            self.pg.close()
            return
        with self._conn_lock:
            self._conn.close()
        with self._reader_lock:
            if self._reader is not None:
                self._reader.close()
                self._reader = None
