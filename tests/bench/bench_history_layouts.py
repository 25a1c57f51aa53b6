"""What keeping the search index in the append transaction costs, per FTS5 layout and way of
writing it, straight on SQLite (no daemon): the figures behind migration 9 (docs/history.md).

Run on demand: ``python -m pytest tests/bench/bench_history_layouts.py -m bench -s``
(``LAYOUT_VARIANTS=chosen,idle`` runs only the variants whose names hold one of those). Each
variant starts from a store holding ``LAYOUT_PREFILL`` indexed messages (FTS5's merge work grows
with the index), then appends in transactions of 100 rows and of 1 row, as ``message/append``
does (WAL, ``synchronous=FULL``). Printed: rows/s and the extra time per row against the same
appends without an index, measured in the same run (variants interleaved, median of rounds),
and the database bytes per message. Nothing asserts a time.
"""

from __future__ import annotations

import os
import sqlite3
import statistics
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.daemon.store import migrations as mg

from .history_corpus import Corpus

pytestmark = [pytest.mark.bench, pytest.mark.timeout(3600)]

PREFILL = int(os.environ.get("LAYOUT_PREFILL", "100000"))
ROUNDS = 3

_calls = msgspec.json.Decoder(list[dict[str, Any]])


def tools_text(calls: str | None, name: str | None) -> str | None:
    """``history_fts.tools`` computed in Python (the ``py`` way of writing)."""
    if calls is None:
        return name
    return "\n".join(
        f"{c['function']['name']} {c['function']['arguments']}" for c in _calls.decode(calls)
    )


VARIANTS: dict[str, tuple[str, str]] = {
    # name: (extra FTS5 options, how rows reach the index)
    "none": ("", "none"),
    "statement (INSERT ... SELECT, chosen)": ("", "statement"),
    "executemany, tools text from Python": ("", "python"),
    "per-row trigger": ("", "trigger"),
    "columnsize=0": (", columnsize=0", "statement"),
    "detail=column (no phrases)": (", detail=column", "statement"),
    "prefix='3'": (", prefix='3'", "statement"),
    "automerge=8": ("", "statement automerge=8"),
    "automerge=16": ("", "statement automerge=16"),
    "merged when idle (migration 12)": ("", "statement idle"),
}
"""``idle``: ``automerge`` 0 and ``crisismerge`` 64 (migration 12); the merging, done by the daemon
when a workspace is idle, runs between rounds here (``merge_idle``), outside the timings, except
in ``test_wal_pages_per_commit`` and ``test_automerge_query_cost``, which count it."""

IDLE_EVERY = 10
"""Append transactions between two idle moments (a turn of an agent: 1,000 rows)."""


def merge_idle(conn: sqlite3.Connection) -> None:
    """What ``daemon/history/indexing.py`` does when a workspace is idle, once its rows are
    indexed: merge steps, each its own write transaction, until nothing is left to merge."""
    from tinyagent_memory.daemon.history import indexing
    from tinyagent_memory.daemon.store import history

    while True:
        conn.execute("BEGIN IMMEDIATE")
        more = history.merge_some(conn, indexing.STEP_PAGES, indexing.STEP_SECONDS)
        conn.execute("COMMIT")
        if not more:
            return


def make(path: Path, options: str, how: str) -> sqlite3.Connection:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    for n in range(1, 7):
        conn.execute("BEGIN")
        mg.MIGRATIONS[n](conn)
        conn.execute("COMMIT")
    conn.execute("INSERT INTO sessions (id) VALUES ('s')")
    conn.execute("INSERT INTO runs (id, session_id) VALUES ('r', 's')")
    if how == "none":
        return conn
    conn.execute(
        "CREATE VIRTUAL TABLE history_fts USING fts5("
        f"content, tools, content='', tokenize='unicode61'{options})"
    )
    conn.execute("CREATE TABLE history_index (id INTEGER PRIMARY KEY, indexed_upto INTEGER)")
    conn.execute("INSERT INTO history_index VALUES (1, 0)")
    if "automerge=" in how:
        value = int(how.split("=")[1])
        conn.execute(f"INSERT INTO history_fts (history_fts, rank) VALUES ('automerge', {value})")
    if how.endswith("idle"):
        mg.m0012_history_index_merges_when_idle(conn)
    if how == "trigger":
        conn.execute(
            "CREATE TRIGGER per_row AFTER INSERT ON messages BEGIN"
            " INSERT INTO history_fts (rowid, content, tools) VALUES (NEW.id, NEW.content,"
            f" {mg.HISTORY_TOOLS_TEXT.format(row='NEW')}); END"
        )
    return conn


Row = tuple[str, str, int, str, str | None, str | None, str | None, str | None, int]


def appender(conn: sqlite3.Connection, how: str) -> Callable[[list[Row]], None]:
    def append(rows: list[Row]) -> None:
        conn.execute("BEGIN IMMEDIATE")
        first = conn.execute("SELECT COALESCE(MAX(id), 0) + 1 FROM messages").fetchone()[0]
        conn.executemany(
            "INSERT INTO messages (session_id, run_id, seq, role, content, tool_calls,"
            " tool_call_id, name, tokens) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
        if how.startswith("statement"):
            conn.execute(mg.INDEX_PENDING_ROWS)
            conn.execute(mg.MOVE_MARK)
        elif how == "python":
            conn.executemany(
                "INSERT INTO history_fts (rowid, content, tools) VALUES (?, ?, ?)",
                [(first + i, r[4], tools_text(r[5], r[7])) for i, r in enumerate(rows)],
            )
            conn.execute(mg.MOVE_MARK)
        conn.execute("COMMIT")

    return append


def run(tmp: Path, options: str, how: str) -> tuple[float, float, float]:
    """``(rows/s in 100-row transactions, rows/s one row each, bytes per message)``."""
    path = tmp / "layout.db"
    conn = make(path, options, how)
    append = appender(conn, how)
    corpus = Corpus(5)
    seq = 0

    def rows(k: int) -> list[Row]:
        nonlocal seq
        out: list[Row] = []
        for _ in range(k):
            seq += 1
            role, content, calls, call_id, tool_name = corpus.message(seq)
            out.append(("s", "r", seq, role, content, calls, call_id, tool_name, 10))
        return out

    idle = how.endswith("idle")
    for _ in range(PREFILL // 1000):
        append(rows(1000))
        if idle:
            merge_idle(conn)
    batches = [rows(100) for _ in range(40)]
    singles = [rows(1) for _ in range(300)]
    start = time.perf_counter()
    for batch in batches:
        append(batch)
    hundred = 4000 / (time.perf_counter() - start)
    if idle:
        merge_idle(conn)
    start = time.perf_counter()
    for one in singles:
        append(one)
    single = 300 / (time.perf_counter() - start)
    if idle:
        merge_idle(conn)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return hundred, single, path.stat().st_size / seq


ONLY = [v for v in os.environ.get("LAYOUT_VARIANTS", "").split(",") if v]
"""Run only the variants whose names contain one of these (``none`` always runs)."""


def test_index_layouts(tmp_path: Path) -> None:
    chosen = {
        name: spec
        for name, spec in VARIANTS.items()
        if name == "none" or not ONLY or any(part in name for part in ONLY)
    }
    results: dict[str, list[tuple[float, float, float]]] = {name: [] for name in chosen}
    for _ in range(ROUNDS):
        for name, (options, how) in chosen.items():
            results[name].append(run(tmp_path, options, how))
    none100 = statistics.median(r[0] for r in results["none"])
    none1 = statistics.median(r[1] for r in results["none"])
    print(f"\n[bench] index layouts after {PREFILL:,} indexed messages (median of {ROUNDS}):")
    for name, found in results.items():
        hundred = statistics.median(r[0] for r in found)
        single = statistics.median(r[1] for r in found)
        size = statistics.median(r[2] for r in found)
        print(
            f"[bench]   {name:40s} 100-row txns {hundred:8,.0f} rows/s"
            f" (x{hundred / none100:.2f}, +{1e6 / hundred - 1e6 / none100:5.1f} us/row);"
            f" 1-row txns {single:6,.0f} rows/s (x{single / none1:.2f},"
            f" +{1e6 / single - 1e6 / none1:6.0f} us/commit); {size:,.0f} B/message"
        )


QUERY_ROWS = int(os.environ.get("LAYOUT_QUERY_ROWS", "300000"))


def test_automerge_query_cost(tmp_path: Path) -> None:
    """What ``automerge=16`` (the cheapest write above) costs a search: the index built the way
    appends build it (100-row transactions) to ``LAYOUT_QUERY_ROWS`` rows, with FTS5's default
    automerge (4), with 16, and merged when idle (migration 12: every ``IDLE_EVERY`` appends,
    the merge time counted in the append rate), then the benchmark's 40 queries (top 20 by
    bm25), p50 of 5 rounds, segments per index."""
    from tinyagent_memory.daemon.history import query as history_query

    from .history_corpus import queries

    matches = [history_query.parse(q).match for q in queries(count=40)]
    found: dict[str, tuple[float, float, int]] = {}
    for name, how in (
        ("automerge=4 (default)", "statement"),
        ("automerge=8", "statement automerge=8"),
        ("automerge=16", "statement automerge=16"),
        ("merged when idle (12)", "statement idle"),
    ):
        path = tmp_path / f"{how.split()[-1]}.db"
        conn = make(path, "", how)
        append = appender(conn, how)
        corpus = Corpus(5)
        start = time.perf_counter()
        for first in range(0, QUERY_ROWS, 100):
            rows: list[Row] = []
            for seq in range(first + 1, first + 101):
                role, content, calls, call_id, tool_name = corpus.message(seq)
                rows.append(("s", "r", seq, role, content, calls, call_id, tool_name, 10))
            append(rows)
            if how.endswith("idle") and (first // 100 + 1) % IDLE_EVERY == 0:
                merge_idle(conn)
        built = QUERY_ROWS / (time.perf_counter() - start)
        samples: list[float] = []
        for match in matches:  # warm
            conn.execute(
                "SELECT rowid, rank FROM history_fts WHERE history_fts MATCH ? ORDER BY rank"
                " LIMIT 20",
                (match,),
            ).fetchall()
        for _ in range(5):
            for match in matches:
                start = time.perf_counter()
                conn.execute(
                    "SELECT rowid, rank FROM history_fts WHERE history_fts MATCH ? ORDER BY rank"
                    " LIMIT 20",
                    (match,),
                ).fetchall()
                samples.append(time.perf_counter() - start)
        segments = len(conn.execute("SELECT DISTINCT segid FROM history_fts_idx").fetchall())
        conn.close()
        found[name] = (built, statistics.median(samples) * 1000, segments)
    print(
        f"\n[bench] automerge and queries, index built by 100-row appends to {QUERY_ROWS:,} rows:"
    )
    for name, (built, p50, segments) in found.items():
        print(
            f"[bench]   {name:22s} appends {built:8,.0f} rows/s, query p50 {p50:6.2f} ms,"
            f" {segments} segments"
        )


WAL_COMMITS = 200


def rows_of(corpus: Corpus) -> Iterator[Row]:
    """The corpus's messages as rows of one Session, seq 1, 2, ..."""
    seq = 0
    while True:
        seq += 1
        role, content, calls, call_id, tool_name = corpus.message(seq)
        yield ("s", "r", seq, role, content, calls, call_id, tool_name, 10)


def test_wal_pages_per_commit(tmp_path: Path) -> None:
    """What a 100-row append transaction writes to the WAL (pages of 4 KiB), without the index
    and with it at FTS5's default ``automerge`` (4), 8 and 16 (migration 11), and merged when
    idle (migration 12: the appends' own pages, and the idle merges' every ``IDLE_EVERY``
    commits apart): after ``LAYOUT_PREFILL`` rows appended the same way, over ``WAL_COMMITS``
    commits with no checkpoint. Deterministic (a seeded corpus); ``synchronous=OFF`` since only
    bytes count."""
    found: dict[str, float] = {}
    for name, how in (
        ("no index", "none"),
        ("automerge=4 (default)", "statement"),
        ("automerge=8", "statement automerge=8"),
        ("automerge=16 (migration 11)", "statement automerge=16"),
        ("merged when idle (migration 12)", "statement idle"),
    ):
        path = tmp_path / "wal.db"
        wal = Path(f"{path}-wal")
        conn = make(path, "", how)
        conn.execute("PRAGMA synchronous = OFF")
        append = appender(conn, how)
        source = rows_of(Corpus(5))
        idle = how.endswith("idle")
        for n in range(PREFILL // 100):
            append([next(source) for _ in range(100)])
            if idle and (n + 1) % IDLE_EVERY == 0:
                merge_idle(conn)
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("PRAGMA wal_autocheckpoint = 0")
        merged = 0
        for n in range(WAL_COMMITS):
            append([next(source) for _ in range(100)])
            if idle and (n + 1) % IDLE_EVERY == 0:
                before = wal.stat().st_size
                merge_idle(conn)
                merged += wal.stat().st_size - before
        total = wal.stat().st_size
        found[name] = (total - merged) / 4096 / WAL_COMMITS
        if idle:
            found[name + ", idle merges"] = merged / 4096 / WAL_COMMITS
        conn.close()
    print(f"\n[bench] WAL pages per 100-row commit after {PREFILL:,} rows, {WAL_COMMITS} commits:")
    base = found["no index"]
    for name, pages in found.items():
        extra = pages if name.endswith("idle merges") else pages - base
        print(f"[bench]   {name:44s} {pages:6.1f} pages (index: +{extra:.1f})")
