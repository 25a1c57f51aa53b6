"""The search index in the store: migrations 7, 9 and 11 on databases made by the schemas
before them, and no row missing from the index after the daemon is killed mid-append (an
append indexes its rows in its own transaction since migration 9)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import messages as store
from tinyagent_memory.daemon.store.migrations import (
    HISTORY_AUTOMERGE,
    HISTORY_TOOLS_TEXT,
    MIGRATIONS,
)
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import Message

from ..conftest import Spawn
from .store_helpers import kill_mid_appends, old_compaction


def index_check(path: Path) -> None:
    """FTS5's own consistency check of the index (raises on a damaged index)."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("INSERT INTO history_fts (history_fts) VALUES ('integrity-check')")
    finally:
        conn.close()


def db_rows(path: Path, sql: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(path)
    try:
        return list(conn.execute(sql))
    finally:
        conn.close()


def indexed(path: Path) -> list[int]:
    """Ids of the rows in the index (every test row holds ``crashmark``), once the mark says
    the index has caught up with every stored row."""
    ((mark, top),) = db_rows(
        path,
        "SELECT indexed_upto, (SELECT MAX(id) FROM messages) FROM history_index",
    )
    assert mark == top
    return [
        r[0]
        for r in db_rows(
            path,
            "SELECT rowid FROM history_fts WHERE history_fts MATCH 'crashmark' ORDER BY rowid",
        )
    ]


def old_database(path: Path, monkeypatch: pytest.MonkeyPatch, upto: int = 6) -> list[int]:
    """A store made by migrations 1-``upto`` (6: the schema before history; 8: the index caught
    up by searches only) with a compaction in it, stored as that schema's daemon stored it."""
    monkeypatch.setattr(db, "MIGRATIONS", {n: f for n, f in MIGRATIONS.items() if n <= upto})
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = db.connect(path)
    msgs = [
        Message(role="user", content=f"old message {i}: look at legacyParser{i}.py")
        for i in range(6)
    ]
    msgs.append(
        msgspec.convert(
            {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": "c1",
                        "function": {
                            "name": "grep",
                            "arguments": json.dumps({"pattern": "oldNeedle"}),
                        },
                    }
                ],
            },
            Message,
        )
    )
    with db.atomic(conn):
        store.create_session(conn, "old")
        run = store.start_run(conn, "old")
        ids = store.append_messages(conn, "old", run, msgs, [5] * len(msgs))
        old_compaction(conn, "old", ids[1:4], "## Goal\n- summarized legacyParser work", 2)
    numbers = [r[0] for r in conn.execute("SELECT number FROM schema_migrations")]
    assert numbers == list(range(1, upto + 1))
    fts = conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'history_fts'").fetchone()
    assert (fts is not None) == (upto >= 7)
    conn.close()
    monkeypatch.undo()
    return ids


async def test_migration_7_indexes_an_existing_database(
    spawn: Spawn, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = workspace / ".tinyagent" / "state.db"
    ids = old_database(path, monkeypatch)
    client = await spawn({})
    found = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "legacyParser", "limit": 200}
    )
    summary = [h["message_id"] for h in found["hits"] if h["role"] == "summary"]
    assert sorted(h["message_id"] for h in found["hits"]) == sorted([*ids[:6], *summary])
    assert {h["message_id"]: h["compacted_by"] for h in found["hits"] if h["role"] == "user"} == {
        i: (summary[0] if i in ids[1:4] else None) for i in ids[:6]
    }
    tools = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "oldneedle"}
    )
    assert [(h["message_id"], h["field"]) for h in tools["hits"]] == [(ids[6], "tool_calls")]
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT 1 FROM schema_migrations WHERE number = 7").fetchone() == (1,)
    conn.close()
    index_check(path)


async def test_migration_9_indexes_what_searches_had_not(
    spawn: Spawn, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A database of migrations 1-8 whose rows were stored after the last search (above the
    mark, not indexed): migration 9 indexes them when the daemon opens it, before any search;
    from then on an append and a compaction index their own rows in their transactions."""
    path = workspace / ".tinyagent" / "state.db"
    ids = old_database(path, monkeypatch, upto=8)
    assert db_rows(path, "SELECT indexed_upto FROM history_index") == [(0,)]
    client = await spawn({})
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT 1 FROM schema_migrations WHERE number = 9").fetchone() == (1,)
    conn.close()
    summary = db_rows(path, "SELECT id FROM messages WHERE role = 'summary'")[0][0]
    old = [*ids, summary]
    assert fts_ids(path, "legacyparser* OR oldneedle") == sorted(old)
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    reply = await client.request(
        m.MESSAGE_APPEND,
        {
            "session_id": sid,
            "run_id": run,
            "messages": [{"role": "user", "content": "new legacyParser question"}],
        },
    )
    new = reply["message_ids"]
    # Indexed by the append itself: no search has run.
    assert fts_ids(path, "legacyparser* OR oldneedle") == sorted([*old, *new])
    await client.request(m.SESSION_CLOSE, {"session_id": sid})
    conn = db.connect(path)
    with db.atomic(conn):  # a compaction's summary row indexes itself (migration 9's trigger)
        second = conn.execute(
            "INSERT INTO messages (session_id, seq, role, content, tokens)"
            " VALUES ('old', 1, 'summary', 'legacyParser summary again', 4)"
        ).lastrowid
    conn.close()
    assert fts_ids(path, "legacyparser* OR oldneedle") == sorted([*old, *new, second])
    assert indexed(path) == []  # no row holds "crashmark"; checks the mark is at the top
    index_check(path)
    found = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "legacyParser", "limit": 200}
    )
    assert sorted(h["message_id"] for h in found["hits"]) == sorted(
        [*ids[:6], summary, *new, second]
    )
    # message/list reads the rows' stored wire form (migration 9 made it for the old rows).
    listed = await client.request(
        m.MESSAGE_LIST, {"session_id": "old", "workspace": str(workspace), "limit": 3}
    )
    pages = [listed]
    while pages[-1]["next_cursor"] is not None:
        pages.append(
            await client.request(
                m.MESSAGE_LIST,
                {
                    "session_id": "old",
                    "workspace": str(workspace),
                    "limit": 3,
                    "cursor": pages[-1]["next_cursor"],
                },
            )
        )
    assert [r for p in pages for r in p["messages"]] == stored_rows(path, "old")


def stored_rows(path: Path, session_id: str) -> list[dict[str, Any]]:
    """A Session's rows as ``message/list`` documents them, read straight from ``messages``."""
    columns = (
        "id, seq, run_id, role, content, tool_calls, tool_call_id, name, tokens, compacted_by,"
        " created_at"
    )
    out: list[dict[str, Any]] = []
    for r in db_rows(
        path,
        f"SELECT {columns} FROM messages WHERE session_id = '{session_id}' ORDER BY seq, id",
    ):
        row = dict(zip(columns.split(", "), r, strict=True))
        row["tool_calls"] = json.loads(row["tool_calls"]) if row["tool_calls"] else None
        out.append(row)
    return out


def fts_ids(path: Path, match: str) -> list[int]:
    return [
        r[0]
        for r in db_rows(
            path, f"SELECT rowid FROM history_fts WHERE history_fts MATCH '{match}' ORDER BY rowid"
        )
    ]


APPENDS = 60


async def test_no_row_missing_from_the_index_after_sigkill(spawn: Spawn, workspace: Path) -> None:
    """Appends stream in, interleaved with searches; the daemon is SIGKILLed after some are
    acknowledged. Every acknowledged row is stored, every stored row (acknowledged or not) is
    in the index before anything else runs (the append indexed it in its transaction), and
    the next search finds them all."""
    acked = await kill_mid_appends(await spawn({}), workspace, APPENDS)
    path = workspace / ".tinyagent" / "state.db"
    stored = [r[0] for r in db_rows(path, "SELECT id FROM messages ORDER BY id")]
    assert set(acked) <= set(stored)
    assert indexed(path) == stored  # before any daemon opens the store again
    index_check(path)
    again = await spawn({})
    found = await again.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "crashmark", "limit": 200}
    )
    assert indexed(path) == stored
    index_check(path)
    assert sorted(h["message_id"] for h in found["hits"]) == stored


async def test_sigkill_while_indexing_a_backlog(spawn: Spawn, workspace: Path) -> None:
    """A search that must index a large backlog is killed at once; the index is never half
    there: the next search indexes everything and finds every row."""
    path = workspace / ".tinyagent" / "state.db"
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = db.connect(path)
    msgs = [Message(role="user", content=f"crashmark backlog {i} " * 20) for i in range(500)]
    with db.atomic(conn):
        store.create_session(conn, "backlog")
        run = store.start_run(conn, "backlog")
        for _ in range(40):
            store.append_messages(conn, "backlog", run, msgs, [9] * len(msgs))
    conn.close()
    client = await spawn({})
    _, pending = client.start_request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "crashmark"}
    )
    for _ in range(3):  # let the request go out; the kill lands wherever the daemon is
        await asyncio.sleep(0)
    await client.kill()
    pending.cancel()
    index_check(path)
    again = await spawn({})
    found = await again.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": '"backlog 499"', "limit": 50}
    )
    assert len(found["hits"]) == 40
    stored = [r[0] for r in db_rows(path, "SELECT id FROM messages ORDER BY id")]
    assert indexed(path) == stored


QUERIES = ["legacyparser*", '"old message"', "oldneedle", "grep", "turn*", '"appended row"']


def ranked(conn: sqlite3.Connection, table: str, match: str) -> list[tuple[int, float]]:
    return [
        (int(r[0]), float(r[1]))
        for r in conn.execute(
            f"SELECT rowid, bm25({table}) FROM {table} WHERE {table} MATCH ?"
            f" ORDER BY bm25({table}), rowid",
            (match,),
        )
    ]


async def test_migration_11_changes_how_the_index_merges_not_what_it_finds(
    spawn: Spawn, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Migration 11 sets FTS5 ``automerge`` 16 on a database of migrations 1-9: the hits and
    bm25 scores stay those of the index before it, and after many small appends (many
    segments, merged less often) they equal an index built in one go from the stored rows."""
    path = workspace / ".tinyagent" / "state.db"
    old_database(path, monkeypatch, upto=9)
    conn = sqlite3.connect(path)
    before = {q: ranked(conn, "history_fts", q) for q in QUERIES}
    conn.close()
    assert before["legacyparser*"] and before["oldneedle"]
    client = await spawn({})
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT 1 FROM schema_migrations WHERE number = 11").fetchone() == (1,)
    assert conn.execute("SELECT v FROM history_fts_config WHERE k = 'automerge'").fetchone() == (
        HISTORY_AUTOMERGE,
    )
    assert {q: ranked(conn, "history_fts", q) for q in QUERIES} == before
    conn.close()
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    for turn in range(40):
        await client.request(
            m.MESSAGE_APPEND,
            {
                "session_id": sid,
                "run_id": run,
                "messages": [
                    {"role": "user", "content": f"turn{turn} appended row {k} legacyParser{k}"}
                    for k in range(5)
                ],
            },
        )
    await client.request(m.SESSION_CLOSE, {"session_id": sid})
    index_check(path)
    conn = sqlite3.connect(path)
    segments = conn.execute("SELECT COUNT(DISTINCT segid) FROM history_fts_idx").fetchone()[0]
    conn.execute(
        "CREATE VIRTUAL TABLE temp.fresh USING fts5(content, tools, content='',"
        " tokenize='unicode61')"
    )
    conn.execute(
        "INSERT INTO temp.fresh (rowid, content, tools) SELECT m.id, m.content,"
        f" {HISTORY_TOOLS_TEXT.format(row='m')} FROM messages AS m ORDER BY m.id"
    )
    after = {q: ranked(conn, "history_fts", q) for q in QUERIES}
    fresh = {q: ranked(conn, "fresh", q) for q in QUERIES}
    conn.close()
    assert segments > 4, segments  # more segments than the default automerge would keep
    assert after == fresh
    assert len(after["turn*"]) == 200 and len(after['"appended row"']) == 200
