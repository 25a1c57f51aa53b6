"""PostgreSQL backend against SQLite, measured in the same run through the real daemon.

Run on demand: ``python -m pytest tests/bench/bench_postgres.py -m bench -s`` (PostgreSQL over
the local unix socket of the throw-away test cluster, or ``$TINYAGENT_TEST_PG_URL``). Prints
each figure for both stores and the ratio PostgreSQL / SQLite; nothing here asserts a time.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg import sql
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.store import db
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .history_corpus import Corpus, fill, queries
from .test_bench_foundation import make_messages

pytestmark = pytest.mark.bench

STORES = ("sqlite", "postgresql")


def report(name: str, figures: dict[str, float], unit: str, better: str) -> None:
    sqlite, pg = figures["sqlite"], figures["postgresql"]
    print(
        f"\n[bench] {name}: sqlite {sqlite:,.2f} {unit}, postgresql {pg:,.2f} {unit},"
        f" ratio pg/sqlite {pg / sqlite:.2f} ({better} is better)"
    )


async def daemons(spawn: Spawn, pg_url: str, **extra: Any) -> dict[str, DaemonClient]:
    return {
        "sqlite": await spawn({"store": "sqlite", **extra}),
        "postgresql": await spawn({"store": pg_url, **extra}),
    }


async def new_run(client: DaemonClient, ws: Path) -> tuple[str, str]:
    ws.mkdir(parents=True, exist_ok=True)
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(ws)}))["session_id"]
    rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    return sid, rid


async def append_all(
    client: DaemonClient, sid: str, rid: str, msgs: list[dict[str, Any]], batch: int
) -> None:
    for i in range(0, len(msgs), batch):
        await client.request(
            m.MESSAGE_APPEND,
            {"session_id": sid, "run_id": rid, "messages": msgs[i : i + batch]},
        )


async def test_append(spawn: Spawn, pg_url: str, tmp_path: Path) -> None:
    """Best of ``repeats`` for each store: throughput in batches of 100, and one-message
    requests (the latency of one acknowledged write)."""
    clients = await daemons(spawn, pg_url)
    repeats = 3
    for batch, total in ((100, 3000), (1, 300)):
        msgs = make_messages(total)
        best: dict[str, float] = {}
        for attempt in range(repeats):
            for name in STORES:  # interleaved: both see the same machine load
                sid, rid = await new_run(clients[name], tmp_path / f"{name}-{batch}-{attempt}")
                start = time.perf_counter()
                await append_all(clients[name], sid, rid, msgs, batch)
                rate = total / (time.perf_counter() - start)
                best[name] = max(best.get(name, 0.0), rate)
        report(f"message/append, batches of {batch} (best of {repeats})", best, "msg/s", "higher")


async def test_append_cost_of_the_search_index(spawn: Spawn, pg_url: str, tmp_path: Path) -> None:
    """PostgreSQL only: appends (batches of 100) with the search index trigger and, in another
    workspace of the same daemon, with the trigger disabled; the two take turns."""
    from tinyagent_memory.daemon.store.identity import derive_key
    from tinyagent_memory.daemon.store.pg_backend import schema_name

    client = await spawn({"store": pg_url})
    runs: dict[str, tuple[str, str]] = {}
    for name in ("indexed", "no index"):
        runs[name] = await new_run(client, tmp_path / name.replace(" ", "_"))
    schema = schema_name(derive_key((tmp_path / "no_index").resolve(), pg_url))
    with psycopg.connect(pg_url, autocommit=True) as raw:
        raw.execute(
            sql.SQL("ALTER TABLE {}.messages DISABLE TRIGGER messages_search_index").format(
                sql.Identifier(schema)
            )
        )
    msgs = make_messages(3000)
    best: dict[str, float] = {}
    for _ in range(3):
        for name, (sid, rid) in runs.items():
            start = time.perf_counter()
            await append_all(client, sid, rid, msgs, 100)
            best[name] = max(best.get(name, 0.0), len(msgs) / (time.perf_counter() - start))
    print(
        f"\n[bench] postgresql message/append, batches of 100 (best of 3): with the search index"
        f" {best['indexed']:,.0f} msg/s, trigger disabled {best['no index']:,.0f} msg/s,"
        f" ratio {best['indexed'] / best['no index']:.2f}"
    )


async def test_context_build(spawn: Spawn, pg_url: str, tmp_path: Path) -> None:
    """``context/build`` of a 10,000-message Session (view cached: only the store's change key
    is read), and of a 2,000-message Session right after an append (view reloaded). The two
    stores take turns, round by round."""
    clients = await daemons(spawn, pg_url, window_tokens=10_000_000)
    big: dict[str, str] = {}
    small: dict[str, tuple[str, str]] = {}
    for name in STORES:
        client = clients[name]
        sid, rid = await new_run(client, tmp_path / f"{name}-10k")
        await append_all(client, sid, rid, make_messages(10_000), 500)
        await client.request(m.CONTEXT_BUILD, {"session_id": sid}, timeout=120)  # warm-up
        big[name] = sid
        sid, rid = await new_run(client, tmp_path / f"{name}-2k")
        await append_all(client, sid, rid, make_messages(2_000), 500)
        await client.request(m.CONTEXT_BUILD, {"session_id": sid})
        small[name] = (sid, rid)
    cached = dict.fromkeys(STORES, 0.0)
    reloaded = dict.fromkeys(STORES, 0.0)
    rounds = 20
    for i in range(rounds):
        for name in STORES:
            client = clients[name]
            start = time.perf_counter()
            built = await client.request(m.CONTEXT_BUILD, {"session_id": big[name]}, timeout=120)
            cached[name] += (time.perf_counter() - start) * 1000 / rounds
            assert len(built["messages"]) == 10_000
            sid, rid = small[name]
            one = [{"role": "user", "content": f"one more message {i}"}]
            await client.request(
                m.MESSAGE_APPEND, {"session_id": sid, "run_id": rid, "messages": one}
            )
            start = time.perf_counter()
            built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
            reloaded[name] += (time.perf_counter() - start) * 1000 / rounds
            assert len(built["messages"]) == 2_000 + i + 1
    report("context/build, 10,000 messages, view cached", cached, "ms", "lower")
    report("context/build, 2,000 messages after an append (view reloaded)", reloaded, "ms", "lower")


HISTORY_MESSAGES = int(os.environ.get("PG_HISTORY_BENCH_MESSAGES", "100000"))
"""Messages in the history corpus (Sessions of 10,000 each)."""


def fill_postgres(pg_url: str, workspace: Path, sessions: int, per_session: int) -> None:
    """The SQLite corpus (``history_corpus.fill``), row for row, into the workspace's schema
    (one transaction per Session; the index is built by the trigger as rows arrive)."""
    from tinyagent_memory.daemon.store.identity import derive_key
    from tinyagent_memory.daemon.store.pg_backend import PgBackend

    backend = PgBackend(pg_url, derive_key(workspace.resolve(), pg_url), "bench")
    corpus = Corpus(7)
    try:
        for s in range(sessions):
            rows: list[tuple[object, ...]] = []
            for seq in range(1, per_session + 1):
                role, content, calls, call_id, name = corpus.message(seq)
                tokens = len(content or calls or "") // 4 + 4
                rows.append((f"s{s}", f"r{s}", seq, role, content, calls, call_id, name, tokens))

            def insert(conn: Any, s: int = s, rows: list[tuple[object, ...]] = rows) -> None:
                conn.execute("INSERT INTO sessions (id) VALUES (?)", (f"s{s}",))
                conn.execute(
                    "INSERT INTO runs (id, session_id, status) VALUES (?, ?, 'succeeded')",
                    (f"r{s}", f"s{s}"),
                )
                conn.executemany(
                    "INSERT INTO messages (session_id, run_id, seq, role, content, tool_calls,"
                    " tool_call_id, name, tokens) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    rows,
                )

            backend.transaction(insert)
        backend.call(lambda conn: conn.execute("ANALYZE messages"))
    finally:
        backend.close()


async def test_history(spawn: Spawn, pg_url: str, tmp_path: Path) -> None:
    """``history/search`` (40 queries of code-like and prose text, p50 and p90 over stdio) and
    ``message/list`` (pages of 500 of a 10,000-message Session) on the same generated corpus in
    both stores; the stores take turns query by query."""
    per_session = 10_000
    sessions = max(1, HISTORY_MESSAGES // per_session)
    folders = {name: tmp_path / name for name in STORES}
    for folder in folders.values():
        folder.mkdir()
    start = time.perf_counter()
    (folders["sqlite"] / ".tinyagent").mkdir()
    conn = db.connect(folders["sqlite"] / ".tinyagent" / "state.db")
    try:
        fill(conn, sessions, per_session)
    finally:
        conn.close()
    lite_fill = time.perf_counter() - start
    start = time.perf_counter()
    fill_postgres(pg_url, folders["postgresql"], sessions, per_session)
    pg_fill = time.perf_counter() - start
    print(
        f"\n[bench] history corpus: {sessions * per_session:,} messages; insert: sqlite"
        f" {lite_fill:.1f} s (index built by the first search), postgresql {pg_fill:.1f} s"
        " (index kept by the trigger)"
    )
    clients = await daemons(spawn, pg_url)
    start = time.perf_counter()
    await clients["sqlite"].request(
        m.HISTORY_SEARCH, {"workspace": str(folders["sqlite"]), "query": "warm"}, timeout=600
    )
    print(f"[bench] sqlite: first search indexed the corpus in {time.perf_counter() - start:.1f} s")
    qs = queries(count=40)
    times: dict[str, list[float]] = {name: [] for name in STORES}
    hits: dict[str, int] = dict.fromkeys(STORES, 0)
    found_ids: dict[str, set[int]] = {}
    same = 0
    for _ in range(2):  # the first pass warms both caches
        same = 0
        for name in STORES:
            times[name].clear()
            hits[name] = 0
        for q in qs:
            for name in STORES:
                params = {"workspace": str(folders[name]), "query": q, "limit": 20}
                start = time.perf_counter()
                found = await clients[name].request(m.HISTORY_SEARCH, params)
                times[name].append((time.perf_counter() - start) * 1000)
                hits[name] += len(found["hits"])
                found_ids[name] = {h["message_id"] for h in found["hits"]}
            same += found_ids["sqlite"] == found_ids["postgresql"]
    print(f"[bench] queries whose top 20 (as a set of rows) are the same on both: {same}/{len(qs)}")
    every = capped = 0
    for q in qs:
        for name in STORES:
            params = {"workspace": str(folders[name]), "query": q, "limit": 200}
            found = await clients[name].request(m.HISTORY_SEARCH, params)
            found_ids[name] = {h["message_id"] for h in found["hits"]}
        if max(map(len, found_ids.values())) == 200:
            capped += 1  # more rows match than a page holds: each ranking picks its own 200
        else:
            every += found_ids["sqlite"] == found_ids["postgresql"]
    print(
        f"[bench] queries whose every hit is the same on both: {every}/{len(qs) - capped}"
        f" ({capped} more match over 200 rows, where each store's ranking picks its page)"
    )
    for label, pick in (("p50", 0.5), ("p90", 0.9)):
        report(
            f"history/search {label}, {len(qs)} queries, limit 20 ({hits['sqlite']} / "
            f"{hits['postgresql']} hits)",
            {name: sorted(t)[int(len(t) * pick)] for name, t in times.items()},
            "ms",
            "lower",
        )
    pages: dict[str, list[float]] = {name: [] for name in STORES}
    for after in range(0, per_session - 500, 500):
        for name in STORES:
            params = {
                "session_id": "s0",
                "workspace": str(folders[name]),
                "after_seq": after,
                "limit": 500,
            }
            start = time.perf_counter()
            page = await clients[name].request(m.MESSAGE_LIST, params)
            pages[name].append((time.perf_counter() - start) * 1000)
            assert len(page["messages"]) == 500
    report(
        "message/list, page of 500 of a 10,000-message Session (p50 over stdio)",
        {name: sorted(t)[len(t) // 2] for name, t in pages.items()},
        "ms",
        "lower",
    )
