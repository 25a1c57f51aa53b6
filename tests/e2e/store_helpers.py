"""Look into a workspace's store from the test process: integrity, stored messages, locks."""

from __future__ import annotations

import contextlib
import fcntl
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from tinyagent_memory.daemon.store.messages import all_messages


def db_path(workspace: Path) -> Path:
    return workspace / ".tinyagent" / "state.db"


def integrity(workspace: Path) -> str:
    conn = sqlite3.connect(db_path(workspace))
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()


def stored_contents(workspace: Path, session_id: str) -> list[str | None]:
    """Every stored message's content in order (compacted ones included)."""
    conn = sqlite3.connect(db_path(workspace))
    conn.row_factory = sqlite3.Row
    try:
        return [msg.content for msg in all_messages(conn, session_id)]
    finally:
        conn.close()


@contextlib.contextmanager
def database_locked(workspace: Path) -> Iterator[None]:
    """Hold SQLite's write lock from this process: the daemon's next write waits inside its
    transaction (``BEGIN IMMEDIATE`` busy-waits)."""
    conn = sqlite3.connect(db_path(workspace), isolation_level=None, timeout=30)
    try:
        conn.execute("BEGIN IMMEDIATE")
        yield
        conn.execute("ROLLBACK")
    finally:
        conn.close()


@contextlib.contextmanager
def workspace_locked(workspace: Path) -> Iterator[None]:
    """Hold the workspace's cross-process writer lock (``.tinyagent/lock``) from this process:
    the daemon's next write waits before its transaction starts."""
    fd = os.open(workspace / ".tinyagent" / "lock", os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)
