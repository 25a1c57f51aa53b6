"""The SQLite search index seen from outside the daemon: its hits and bm25 scores against an
index built in one go from the stored rows, and the layout of its segments (FTS5's structure
record), and the index's mark, for the tests of migrations 11-13 and of the idle indexing and
merging."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tinyagent_memory.daemon.store.migrations import HISTORY_TOOLS_TEXT


def ranked(conn: sqlite3.Connection, table: str, match: str) -> list[tuple[int, float]]:
    """Every hit of ``match`` in ``table`` with its bm25 score, best first."""
    return [
        (int(r[0]), float(r[1]))
        for r in conn.execute(
            f"SELECT rowid, bm25({table}) FROM {table} WHERE {table} MATCH ?"
            f" ORDER BY bm25({table}), rowid",
            (match,),
        )
    ]


def against_fresh(
    path: Path, queries: list[str], *, upto_mark: bool = False
) -> tuple[dict[str, list[tuple[int, float]]], dict[str, list[tuple[int, float]]]]:
    """``(the store's index, an index built in one go from the stored rows)``: each query's
    ranked hits. ``upto_mark``: from the rows at or below the index's mark only (what the index
    must hold at any point: migration 13 indexes appended rows later)."""
    conn = sqlite3.connect(path)
    try:
        conn.execute(
            "CREATE VIRTUAL TABLE temp.fresh USING fts5(content, tools, content='',"
            " tokenize='unicode61')"
        )
        upto = (
            "(SELECT indexed_upto FROM history_index)"
            if upto_mark
            else "(SELECT MAX(id) FROM messages)"
        )
        conn.execute(
            "INSERT INTO temp.fresh (rowid, content, tools) SELECT m.id, m.content,"
            f" {HISTORY_TOOLS_TEXT.format(row='m')} FROM messages AS m WHERE m.id <= {upto}"
            " ORDER BY m.id"
        )
        ours = {q: ranked(conn, "history_fts", q) for q in queries}
        fresh = {q: ranked(conn, "fresh", q) for q in queries}
    finally:
        conn.close()
    return ours, fresh


def _varint(data: bytes, at: int) -> tuple[int, int]:
    """SQLite's variable-length integer at ``at``: (value, next offset)."""
    value = 0
    for k in range(8):
        byte = data[at + k]
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value, at + k + 1
    return (value << 8) | data[at + 8], at + 9


Level = tuple[int, list[int]]
"""(segments being merged, each segment's leaf pages)."""


def levels(path: Path) -> list[Level]:
    """``history_fts``'s levels, read from FTS5's structure record (``%_data`` row 10: a 4-byte
    cookie, then varints: levels, segments, write counter, and per level the segments being
    merged, the segment count and each segment's id, first and last leaf page)."""
    conn = sqlite3.connect(path)
    try:
        (data,) = conn.execute("SELECT block FROM history_fts_data WHERE id = 10").fetchone()
    finally:
        conn.close()
    at = 4
    v2 = data[at : at + 4] == b"\xff\x00\x00\x01"  # SQLite 3.44+: 5 more varints a segment
    if v2:
        at += 4
    count, at = _varint(data, at)
    _, at = _varint(data, at)
    _, at = _varint(data, at)
    out: list[Level] = []
    for _ in range(count):
        merging, at = _varint(data, at)
        segments, at = _varint(data, at)
        leaves: list[int] = []
        for _ in range(segments):
            _, at = _varint(data, at)
            first, at = _varint(data, at)
            last, at = _varint(data, at)
            for _ in range(5 if v2 else 0):
                _, at = _varint(data, at)
            leaves.append(last - first + 1)
        out.append((merging, leaves))
    return out


def index_check(path: Path) -> None:
    """FTS5's own consistency check of the index (raises on a damaged index)."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("INSERT INTO history_fts (history_fts) VALUES ('integrity-check')")
    finally:
        conn.close()


def mark_and_top(path: Path) -> tuple[int, int]:
    """``(history_index.indexed_upto, the largest stored message id)``."""
    conn = sqlite3.connect(path)
    try:
        mark, top = conn.execute(
            "SELECT indexed_upto, (SELECT COALESCE(MAX(id), 0) FROM messages) FROM history_index"
        ).fetchone()
    finally:
        conn.close()
    return int(mark), int(top)
