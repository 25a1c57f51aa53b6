"""History benchmarks: figures and ratios against baselines measured in the same run.

Run on demand: ``python -m pytest tests/bench/bench_history.py -m bench -s``. Nothing asserts a
time. ``HISTORY_BENCH_MESSAGES`` sets the search corpus size (default 1,000,000 messages,
generated straight into SQLite: about a minute or two plus the index build).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import statistics
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.history import feature as history
from tinyagent_memory.daemon.history import indexing
from tinyagent_memory.daemon.history import query as history_query
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.daemon.rpc.router import Router
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import history as history_store
from tinyagent_memory.daemon.store.conn import sqlite_of
from tinyagent_memory.daemon.store.migrations import MIGRATIONS
from tinyagent_memory.daemon.workspace import Workspace
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import HistoryMessage, InitializationOptions

from ..conftest import Spawn
from .history_corpus import Corpus, fill, queries

pytestmark = [pytest.mark.bench, pytest.mark.timeout(3600)]

MESSAGES = int(os.environ.get("HISTORY_BENCH_MESSAGES", "1000000"))
PER_SESSION = 1000
ROUNDS = 5
APPEND_PREFILL = int(os.environ.get("HISTORY_BENCH_APPEND_PREFILL", "100000"))
APPEND_ROUNDS = int(os.environ.get("HISTORY_BENCH_APPEND_ROUNDS", str(2 * ROUNDS + 1)))


def report(name: str, ours: float, base: float, unit: str, target: str) -> None:
    print(
        f"\n[bench] {name}: ours {ours:,.2f} {unit}, baseline {base:,.2f} {unit},"
        f" ratio {ours / base:.2f} ({target})"
    )


def state(ws: Path) -> Path:
    """The workspace's store path (its folder created)."""
    folder = ws / ".tinyagent"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "state.db"


def size(path: Path) -> int:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return path.stat().st_size


def without_history(path: Path) -> sqlite3.Connection:
    """A store made by migrations 1-6: today's schema before the history index."""
    saved = db.MIGRATIONS
    db.MIGRATIONS = {n: f for n, f in MIGRATIONS.items() if n <= 6}  # type: ignore[misc]
    try:
        return db.connect(path)
    finally:
        db.MIGRATIONS = saved  # type: ignore[misc]


def migrated_upto(path: Path, last: int) -> None:
    """Open the store with migrations up to ``last`` (and close it)."""
    saved = db.MIGRATIONS
    db.MIGRATIONS = {n: f for n, f in MIGRATIONS.items() if n <= last}  # type: ignore[misc]
    try:
        db.connect(path).close()
    finally:
        db.MIGRATIONS = saved  # type: ignore[misc]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A workspace of ``MESSAGES`` messages; prints the size without the index, with the index
    of migrations 7-8 (caught up by searches) and with migration 9 (kept in step by appends)."""
    ws = tmp_path_factory.mktemp("history-corpus")
    conn = without_history(state(ws))
    start = time.perf_counter()
    n = fill(conn, MESSAGES // PER_SESSION, PER_SESSION)
    filled = time.perf_counter() - start
    conn.close()
    before = size(state(ws))
    start = time.perf_counter()
    migrated_upto(state(ws), 8)  # migration 7 builds the index
    built = time.perf_counter() - start
    indexed = size(state(ws))
    start = time.perf_counter()
    db.connect(state(ws)).close()  # migrations 9 (the summary trigger), 11-13
    wired = time.perf_counter() - start
    after = size(state(ws))
    print(
        f"\n[bench] corpus: {n:,} messages generated in {filled:.0f} s; migration 7 indexed them"
        f" in {built:.0f} s ({n / built:,.0f} msg/s), migrations 9-12 ran in {wired:.1f} s"
        f"\n[bench] database size: {before / n:,.0f} bytes/message without the index,"
        f" {indexed / n:,.0f} with the index (migrations 7-8, x{indexed / before:.2f}),"
        f" {after / n:,.0f} after migrations 9-12 (x{after / before:.2f})"
    )
    yield ws


Call = Callable[[str, dict[str, Any]], Awaitable[bytes]]


def in_process(app: App) -> Call:
    """The daemon's handlers without the wire: validated params in, encoded result out."""
    from tinyagent_memory.protocol.methods import REQUEST_TYPES

    router = Router()
    history.register(router, app)

    async def call(method: str, params: dict[str, Any]) -> bytes:
        typed = msgspec.convert(params, REQUEST_TYPES[method][0])
        return msgspec.json.encode(await router.routes[method].handler(typed))

    return call


def p50(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


async def test_search(corpus: Path, spawn: Spawn) -> None:
    """``history/search`` against the raw FTS5 query it runs (top 20 by bm25 and the rows'
    text), per query p50 over several rounds, on the same database in the same run."""
    ws = str(corpus)
    qs = queries(count=40)
    matches = [history_query.parse(q).match for q in qs]
    conn = sqlite3.connect(state(corpus))

    def raw(match: str) -> list[Any]:
        top = conn.execute(
            "SELECT rowid, rank FROM history_fts WHERE history_fts MATCH ? ORDER BY rank LIMIT 20",
            (match,),
        ).fetchall()
        return [
            conn.execute(
                "SELECT id, session_id, run_id, seq, role, created_at, compacted_by, content,"
                " tool_calls FROM messages WHERE id = ?",
                (rowid,),
            ).fetchone()
            for rowid, _ in top
        ]

    app = App(Provider(None), InitializationOptions(), background=False)
    call = in_process(app)
    client = await spawn({})
    hits = 0
    for q, match in zip(qs, matches, strict=True):  # warm the page cache for all three
        raw(match)
        hits += len(
            msgspec.json.decode(await call(m.HISTORY_SEARCH, {"workspace": ws, "query": q}))["hits"]
        )
        await client.request(m.HISTORY_SEARCH, {"workspace": ws, "query": q})
    base: list[float] = []
    ours: list[float] = []
    wire: list[float] = []
    reply_bytes = 0
    for _ in range(ROUNDS):
        for q, match in zip(qs, matches, strict=True):
            start = time.perf_counter()
            raw(match)
            base.append(time.perf_counter() - start)
            start = time.perf_counter()
            reply_bytes += len(await call(m.HISTORY_SEARCH, {"workspace": ws, "query": q}))
            ours.append(time.perf_counter() - start)
            start = time.perf_counter()
            await client.request(m.HISTORY_SEARCH, {"workspace": ws, "query": q})
            wire.append(time.perf_counter() - start)
    # The worker-thread hop every store read takes (a read that does nothing), and the
    # handler's SQL alone (store.search on the daemon's own connection, in this thread).
    ws_obj = await app.workspace(ws)
    hops: list[float] = []
    sql: list[float] = []
    for match in matches:
        start = time.perf_counter()
        await ws_obj.read(lambda conn: None)
        hops.append(time.perf_counter() - start)
        start = time.perf_counter()
        ws_obj.call(
            lambda conn, match=match: history_store.search(
                sqlite_of(conn), history_store.SearchFilter(match, None, None, None), 20
            )
        )
        sql.append(time.perf_counter() - start)
    app.close()
    conn.close()
    print(
        f"\n[bench] history/search over {MESSAGES:,} messages, {len(qs)} queries"
        f" ({hits / len(qs):.1f} hits each, {reply_bytes / len(ours):,.0f} reply bytes)"
    )
    report(
        "history/search p50, in process (handler + encode)",
        p50(ours),
        p50(base),
        "ms",
        "target <= 1.5 x raw FTS5",
    )
    report("history/search p50, over stdio", p50(wire), p50(base), "ms", "target p50 <= 20 ms")
    report("store.search alone (the handler's SQL)", p50(sql), p50(base), "ms", "for reference")
    print(f"\n[bench] worker-thread hop (an empty read) p50 {p50(hops):.2f} ms")


def wire_messages(n: int) -> list[dict[str, Any]]:
    c = Corpus(seed=3)
    out: list[dict[str, Any]] = []
    for seq in range(1, n + 1):
        role, content, calls, call_id, name = c.message(seq)
        msg: dict[str, Any] = {"role": role, "content": content}
        if calls is not None:
            msg["tool_calls"] = msgspec.json.decode(calls)
        if call_id is not None:
            msg["tool_call_id"] = call_id
            msg["name"] = name
        out.append(msg)
    return out


NO_IDLE_WORK = """
from tinyagent_memory.daemon.history import indexing

indexing.setup = lambda app: indexing.IdleIndex(app.activity)
"""

WITHOUT_INDEX = (
    """
from tinyagent_memory.daemon.store import history

history.index_backlog = lambda conn, last_id: False
"""
    + NO_IDLE_WORK
)
"""A ``sitecustomize`` for the baseline daemon: the same code that never indexes (no idle work,
no backlog indexed by an append): today's append without the index."""

IDLE_LATER = """
from tinyagent_memory.daemon.history import indexing

indexing.IDLE_SECONDS = 60.0
"""
"""A ``sitecustomize`` for the index daemon: its idle work (indexing what appends stored, then
merging) starts a minute after the last append, so never on a round's copy (removed by then) nor
beside another daemon's round; the benchmark times the same steps itself (``idle_work``)."""

IN_STEP = (
    """
from tinyagent_memory.daemon.store import history
from tinyagent_memory.daemon.store.migrations import INDEX_PENDING_ROWS, MOVE_MARK


def index_backlog(conn, last_id):
    conn.execute(INDEX_PENDING_ROWS)
    conn.execute(MOVE_MARK)
    return True


history.index_backlog = index_backlog
"""
    + IDLE_LATER
)
"""A ``sitecustomize`` for the daemon as it was from migration 9 to 12: every append indexes its
rows in its own transaction (the idle merging as in ``IDLE_LATER``)."""


async def test_append_with_index(spawn: Spawn, tmp_path: Path) -> None:
    """``message/append`` leaves its rows to the workspace's idle moment (migration 13; an append
    indexes the backlog itself past ``BACKLOG_ROWS``). Baseline: the same daemon that never
    indexes, over stdio, in the same run; rounds alternate between the daemons and each figure is
    the median of its rounds. Every round appends to a copy of a workspace already holding
    ``APPEND_PREFILL`` indexed messages (FTS5 merges grow with the index). Batches of 100 messages
    (the goal's figure) and of 1 (a commit per message). Also the daemon as from migration 9 to
    12 (every append indexes its rows), and the idle work the index daemon leaves: after each of
    its rounds the same index and merge steps run here, on the round's copy, timed (the daemon
    itself starts them only after ``IDLE_SECONDS`` without an append; here a minute:
    ``IDLE_LATER``)."""
    rounds = APPEND_ROUNDS
    msgs = wire_messages(2000)
    base = tmp_path / "prefilled"
    conn = without_history(state(base))
    fill(conn, APPEND_PREFILL // PER_SESSION, PER_SESSION)
    conn.close()
    db.connect(state(base)).close()  # migrations 7-13 index it

    def patched(name: str, source: str) -> dict[str, str]:
        folder = tmp_path / name
        folder.mkdir()
        (folder / "sitecustomize.py").write_text(source)
        path = os.pathsep.join(p for p in (str(folder), os.environ.get("PYTHONPATH", "")) if p)
        return {"PYTHONPATH": path}

    daemons = {
        "index": (await spawn({}, env=patched("idle-later", IDLE_LATER)), base),
        "none": (await spawn({}, env=patched("without-index", WITHOUT_INDEX)), base),
        "in step": (await spawn({}, env=patched("in-step", IN_STEP)), base),
    }
    for total, batch in ((2000, 100), (200, 1)):
        await append_rounds(daemons, tmp_path, msgs[:total], batch, rounds)


def idle_work(path: Path) -> float:
    """Seconds the idle work (``daemon/history/indexing.py``'s steps: index what is above the
    mark, then merge; commits without fsync) takes on ``path``."""
    conn = db.connect(path)
    start = time.perf_counter()
    while True:
        with db.atomic(conn, derived=True):
            more = history_store.index_some(
                conn, indexing.INDEX_ROWS, indexing.STEP_SECONDS
            ) or history_store.merge_some(conn, indexing.STEP_PAGES, indexing.STEP_SECONDS)
        if not more:
            break
    took = time.perf_counter() - start
    conn.close()
    return took


async def append_rounds(
    daemons: dict[str, tuple[Any, Path]],
    tmp_path: Path,
    msgs: list[dict[str, Any]],
    batch: int,
    rounds: int,
) -> None:
    total = len(msgs)
    rates: dict[str, list[float]] = {name: [] for name in daemons}
    idle: list[float] = []
    names = list(daemons)
    for attempt in range(rounds):
        # Each daemon goes first in turn (a round after a quiet moment is not always the same).
        for name in names[attempt % len(names) :] + names[: attempt % len(names)]:
            client, base = daemons[name]
            ws = tmp_path / f"append-{name}-{batch}-{attempt}"
            shutil.copytree(base, ws)
            sid = (await client.request(m.SESSION_OPEN, {"workspace": str(ws)}))["session_id"]
            rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
            start = time.perf_counter()
            for i in range(0, total, batch):
                await client.request(
                    m.MESSAGE_APPEND,
                    {"session_id": sid, "run_id": rid, "messages": msgs[i : i + batch]},
                )
            took = time.perf_counter() - start
            rates[name].append(total / took)
            await client.request(m.SESSION_CLOSE, {"session_id": sid})
            conn = sqlite3.connect(state(ws))
            indexed, stored = conn.execute(
                "SELECT indexed_upto, (SELECT MAX(id) FROM messages) FROM history_index"
            ).fetchone()
            conn.close()
            if name == "index":
                idle.append(total / (took + idle_work(state(ws))))
            conn = sqlite3.connect(state(ws))
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            conn.close()
            shutil.rmtree(ws)
            # The baseline really skipped the index; the index daemon left it to its idle time
            # (fewer rows than BACKLOG_ROWS per round); the in-step daemon indexed every append.
            assert (indexed == stored) == (name == "in step")
    none = statistics.median(rates["none"])
    paired = [i / n for i, n in zip(rates["index"], rates["none"], strict=True)]
    print(
        f"\n[bench] message/append, batches of {batch}, median of {rounds} rounds (msg/s):"
        + "".join(
            f" {name} {statistics.median(r):,.0f} (runs {min(r):,.0f}-{max(r):,.0f});"
            for name, r in rates.items()
        )
    )
    report(
        f"message/append throughput with the index (batches of {batch}, median of {rounds})",
        statistics.median(rates["index"]),
        none,
        "msg/s",
        "target >= 0.8 x without the index" if batch > 1 else "for reference",
    )
    print(
        f"[bench] same, round by round (index / none of the same attempt): median"
        f" {statistics.median(paired):.2f}, range {min(paired):.2f}-{max(paired):.2f}"
    )
    report(
        f"same, as from migration 9 to 12 (each append indexes its rows; batches of {batch})",
        statistics.median(rates["in step"]),
        none,
        "msg/s",
        "for reference",
    )
    report(
        f"same, with the idle work (indexing and merging) counted as if it were appends'"
        f" (batches of {batch})",
        statistics.median(idle),
        none,
        "msg/s",
        "for reference: the daemon does it when idle",
    )


class Cursor(msgspec.Struct):
    next_cursor: str | None


async def test_message_list_10k(spawn: Spawn, tmp_path: Path) -> None:
    """Paging a 10,000-message Session 500 at a time against msgspec-encoding the same rows.

    Timed: the handler and the encoding of its result (in process), not the client's decoding
    of the reply. Cold: a new daemon state (the workspace already open), the cache empty: the
    first page, then the first pass over every page. Warm: later passes. For reference, the
    SQL path the handler used before the cache (read the page's rows as ``HistoryRow`` Structs
    in the worker thread, encode them), and the floors of reading the rows from SQLite."""
    ws = tmp_path / "list"
    ws.mkdir()
    conn = db.connect(state(ws))
    fill(conn, 1, 10_000)
    conn.close()

    async def fresh() -> tuple[App, Call, Workspace]:
        """A new daemon state: its own store connection (SQLite's page cache empty), the
        workspace opened by a request that reads no message."""
        app = App(Provider(None), InitializationOptions(), background=False)
        call = in_process(app)
        await call(m.SESSION_LIST, {"workspace": str(ws)})
        return app, call, await app.workspace(str(ws))

    async def pages(call: Call, times: list[float] | None = None) -> list[bytes]:
        out: list[bytes] = []
        cursor = None
        while True:
            params: dict[str, Any] = {"session_id": "s0", "workspace": str(ws), "limit": 500}
            if cursor is not None:
                params["cursor"] = cursor
            start = time.perf_counter()
            body = await call(m.MESSAGE_LIST, params)
            if times is not None:
                times.append(time.perf_counter() - start)
            out.append(body)
            cursor = msgspec.json.decode(body, type=Cursor).next_cursor
            if cursor is None:
                return out

    async def sql_pass(ws_obj: Workspace, times: list[float]) -> None:
        """The handler before the cache: a SQL page -> ``HistoryRow`` Structs -> encode."""
        after: tuple[int, int] | None = None
        while True:
            start = time.perf_counter()
            f = history_store.PageFilter(None, None, True, after)
            found = await ws_obj.read(
                lambda c, f=f: history_store.messages_page(sqlite_of(c), "s0", f, 501)
            )
            msgspec.json.encode(history.WireMessageList(messages=found[:500]))
            times.append(time.perf_counter() - start)
            if len(found) <= 500:
                return
            after = (found[499].seq, found[499].id)

    cold_first: list[float] = []
    cold: list[float] = []
    sql_first: list[float] = []
    sql_cold: list[float] = []
    first: list[bytes] = []
    for _ in range(ROUNDS):  # each on a new daemon state, alternating
        app, call, _ws = await fresh()
        times: list[float] = []
        first = await pages(call, times)
        cold_first.append(times[0])
        cold += times
        app.close()
        app, call, ws_obj = await fresh()
        times = []
        await sql_pass(ws_obj, times)
        sql_first.append(times[0])
        sql_cold += times
        app.close()
    rows = [
        msgspec.json.decode(b, type=dict[str, list[HistoryMessage] | str | None])["messages"]
        for b in first
    ]
    app, call, ws_obj = await fresh()
    await pages(call)
    ours: list[float] = []
    base: list[float] = []
    sql: list[float] = []
    read: list[float] = []
    one: list[float] = []
    conn = sqlite3.connect(state(ws))
    columns = (
        "id, seq, run_id, role, content, tool_calls, tool_call_id, name, tokens, compacted_by,"
        " created_at"
    )
    for _ in range(ROUNDS):
        await pages(call, ours)
        for page in rows:
            start = time.perf_counter()
            msgspec.json.encode(page)
            base.append(time.perf_counter() - start)
        await sql_pass(ws_obj, sql)
        after2 = (0, 0)
        for _page in rows:  # the same pages read with sqlite3 and encoded as arrays
            start = time.perf_counter()
            got = conn.execute(
                f"SELECT {columns} FROM messages WHERE session_id = 's0' AND (seq, id) > (?, ?)"
                " ORDER BY seq, id LIMIT 500",
                after2,
            ).fetchall()
            msgspec.json.encode(got)
            read.append(time.perf_counter() - start)
            after2 = (got[-1][1], got[-1][0])
        after2 = (0, 0)
        for _page in rows:  # one column only: the least any page read from SQLite costs
            start = time.perf_counter()
            got = conn.execute(
                "SELECT content, seq, id FROM messages WHERE session_id = 's0'"
                " AND (seq, id) > (?, ?) ORDER BY seq, id LIMIT 500",
                after2,
            ).fetchall()
            one.append(time.perf_counter() - start)
            after2 = (got[-1][1], got[-1][2])
    conn.close()
    app.close()
    client = await spawn({})
    wire: list[float] = []
    await client.request(m.MESSAGE_LIST, {"session_id": "s0", "workspace": str(ws), "limit": 500})
    for _ in range(ROUNDS * 4):
        start = time.perf_counter()
        await client.request(
            m.MESSAGE_LIST, {"session_id": "s0", "workspace": str(ws), "limit": 500}
        )
        wire.append(time.perf_counter() - start)
    print(
        f"\n[bench] message/list: {len(first)} pages of 500, {len(first[0]):,} bytes a page;"
        f" p50 per page over {ROUNDS} rounds"
    )
    report(
        "message/list page of 500, in process, cache warm",
        p50(ours),
        p50(base),
        "ms",
        "target <= 2 x msgspec-encoding the rows",
    )
    report(
        "message/list first page, cache empty (cold), p50 of new daemon states",
        p50(cold_first),
        p50(sql_first),
        "ms",
        "vs the SQL path before the cache, its first page on a new state",
    )
    report(
        "message/list first pass over every page, cache empty (cold)",
        p50(cold),
        p50(sql_cold),
        "ms",
        "vs the SQL path's first pass on a new state",
    )
    report(
        "the SQL path before the cache (Structs from a page query + encode), warm",
        p50(sql),
        p50(base),
        "ms",
        "for reference",
    )
    report(
        "message/list warm vs the SQL path before the cache",
        p50(ours),
        p50(sql),
        "ms",
        "speed-up",
    )
    report(
        "sqlite3 fetch + msgspec encode of the page",
        p50(read),
        p50(base),
        "ms",
        "for reference",
    )
    report(
        "sqlite3 fetch of the pages' content column alone",
        p50(one),
        p50(base),
        "ms",
        "a floor for any page read from the store",
    )
    report(
        "message/list page of 500 over stdio (first page, warm)",
        p50(wire),
        p50(base),
        "ms",
        "for reference",
    )
