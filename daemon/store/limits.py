"""The workspace's memory limits (``memory_limits``, one row): what makes MEMORY.md valid.

They belong to the workspace, so every client and the CLI judge the file the same way; they change
only through ``memory/limits`` (or ``tinyagent-memory memory limits``).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from .conn import Conn


@dataclass(frozen=True)
class Limits:
    char_limit: int
    """Maximum characters (code points) of the whole file."""
    entry_char_limit: int
    """Maximum characters of one entry."""


DEFAULT = Limits(4_000, 600)
"""A new workspace's limits (migration 8 stores them); also used where no store can be opened."""


def load(conn: Conn) -> Limits:
    row = conn.execute(
        "SELECT char_limit, entry_char_limit FROM memory_limits WHERE id = 1"
    ).fetchone()
    return Limits(int(row["char_limit"]), int(row["entry_char_limit"]))


def save(conn: Conn, limits: Limits) -> None:
    conn.execute(
        "UPDATE memory_limits SET char_limit = ?, entry_char_limit = ?,"
        " updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1",
        (limits.char_limit, limits.entry_char_limit),
    )


def read_only(db_path: Path) -> Limits:
    """The limits stored in the database at ``db_path``, opened read-only (nothing is created or
    migrated); the defaults when it predates them."""
    conn = sqlite3.connect(f"{db_path.as_uri()}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    try:
        return load(conn)
    except sqlite3.OperationalError:
        return DEFAULT  # no memory_limits table yet (migration 8 not applied)
    finally:
        conn.close()
