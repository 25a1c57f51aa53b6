"""The search index in the store: migrations 7, 9, 11, 12 and 13 on databases made by the schemas
before them, and no row missing from a search after the daemon is killed mid-append (since
migration 13 an append leaves its rows above the index's mark, for an idle moment or the next
search; the index holds exactly the rows at or below the mark at every commit)."""

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
from tinyagent_memory.daemon.store.migrations import HISTORY_CRISISMERGE, MIGRATIONS
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import Message

from ..conftest import Spawn
from ..history_index_helpers import against_fresh, index_check, mark_and_top, ranked
from .store_helpers import kill_mid_appends, old_compaction


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
    up by searches only; 11: before migration 12) with a compaction in it, stored as that
    schema's daemon stored it (after 9: as migration 10 moved it)."""
    made = min(upto, 9)
    monkeypatch.setattr(db, "MIGRATIONS", {n: f for n, f in MIGRATIONS.items() if n <= made})
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
    conn.close()
    # Migrations 10-``upto`` (10 moves the compaction's marks to ``message_compacted``).
    monkeypatch.setattr(db, "MIGRATIONS", {n: f for n, f in MIGRATIONS.items() if n <= upto})
    conn = db.connect(path)
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
    await client.request(m.SESSION_CLOSE, {"session_id": sid})
    conn = db.connect(path)
    with db.atomic(conn):  # a summary row waits above the mark too (13 dropped 9's trigger)
        second = conn.execute(
            "INSERT INTO messages (session_id, seq, role, content, tokens)"
            " VALUES ('old', 1, 'summary', 'legacyParser summary again', 4)"
        ).lastrowid
    conn.close()
    # Since migration 13 the append and the summary wait above the mark (an idle moment of the
    # daemon may have indexed the append's row by now): the index holds the rows at or below it.
    mark, top = mark_and_top(path)
    assert top == second
    assert fts_ids(path, "legacyparser* OR oldneedle") == [
        i for i in sorted([*old, *new, second]) if i <= mark
    ]
    index_check(path)
    found = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "legacyParser", "limit": 200}
    )
    assert fts_ids(path, "legacyparser* OR oldneedle") == sorted([*old, *new, second])
    assert indexed(path) == []  # no row holds "crashmark"; checks the mark is at the top
    index_check(path)
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
    acknowledged. Every acknowledged row is stored; before anything else runs, the index holds
    exactly the stored rows at or below its mark (rows above it wait for an idle moment or a
    search: migration 13), and the next search finds them all."""
    acked = await kill_mid_appends(await spawn({}), workspace, APPENDS)
    path = workspace / ".tinyagent" / "state.db"
    stored = [r[0] for r in db_rows(path, "SELECT id FROM messages ORDER BY id")]
    assert set(acked) <= set(stored)
    mark, top = mark_and_top(path)  # before any daemon opens the store again
    assert top == stored[-1] and mark <= top
    assert fts_ids(path, "crashmark") == [i for i in stored if i <= mark]
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


@pytest.mark.parametrize("made_by", [9, 11])
async def test_migrations_11_and_12_change_how_the_index_merges_not_what_it_finds(
    spawn: Spawn, workspace: Path, monkeypatch: pytest.MonkeyPatch, made_by: int
) -> None:
    """Migrations 11 (``automerge`` 16) and 12 (no merging within appends: ``automerge`` 0,
    ``crisismerge`` 64; merged when idle) on a database of migrations 1-9 and on one of
    migrations 1-11 (the schema before 12): the hits and bm25 scores stay those of the index
    before them, and after many small appends (many segments) they equal an index built in one
    go from the stored rows, whatever the idle merging has done by then."""
    path = workspace / ".tinyagent" / "state.db"
    old_database(path, monkeypatch, upto=made_by)
    conn = sqlite3.connect(path)
    before = {q: ranked(conn, "history_fts", q) for q in QUERIES}
    conn.close()
    assert before["legacyparser*"] and before["oldneedle"]
    client = await spawn({})
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    conn = sqlite3.connect(path)
    assert conn.execute(
        "SELECT COUNT(*) FROM schema_migrations WHERE number IN (11, 12)"
    ).fetchone() == (2,)
    assert dict(conn.execute("SELECT k, v FROM history_fts_config")) == {
        "automerge": 0,
        "crisismerge": HISTORY_CRISISMERGE,
        "version": 4,
    }
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
    after, fresh = against_fresh(path, QUERIES, upto_mark=True)
    assert after == fresh
    found = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": '"appended row"', "limit": 200}
    )
    assert len(found["hits"]) == 200  # the search indexed what was above the mark first
    after, fresh = against_fresh(path, QUERIES)
    assert after == fresh
    assert len(after["turn*"]) == 200 and len(after['"appended row"']) == 200
