"""The search index in the store: migration 7 on a database made by the schema before it, and
no row missing from the index after the daemon is killed mid-append."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.daemon.store import db
from tinyagent_memory.daemon.store import messages as store
from tinyagent_memory.daemon.store.compactions import NewCompaction, NewSummary, commit_compaction
from tinyagent_memory.daemon.store.migrations import MIGRATIONS
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import Message

from ..conftest import Spawn


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


def old_database(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A store made by migrations 1-6 (today's schema before history) with a compaction in it."""
    monkeypatch.setattr(db, "MIGRATIONS", {n: f for n, f in MIGRATIONS.items() if n <= 6})
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
        commit_compaction(
            conn,
            NewCompaction(
                session_id="old",
                trigger="explicit",
                summary=NewSummary(text="## Goal\n- summarized legacyParser work", tokens=9),
                replaced_ids=ids[1:4],
                first_seq=2,
                last_seq=4,
                previous_summary_id=None,
                reductions=[],
                tokens_before=100,
                tokens_after=50,
                input_sha256=None,
                usage=None,
            ),
        )
    assert [r[0] for r in conn.execute("SELECT number FROM schema_migrations")] == list(range(1, 7))
    assert conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'history_fts'").fetchone() is None
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
    assert conn.execute("SELECT MAX(number) FROM schema_migrations").fetchone() == (7,)
    conn.close()
    index_check(path)


APPENDS = 60


async def test_no_row_missing_from_the_index_after_sigkill(spawn: Spawn, workspace: Path) -> None:
    """Appends stream in, interleaved with searches (each indexes what is new); the daemon is
    SIGKILLed after some are acknowledged. Every acknowledged row is stored, and every stored
    row (acknowledged or not) is found by the next search and is in the index."""
    client = await spawn({})
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    acked: list[int] = []

    async def append(i: int) -> None:
        msgs: list[dict[str, Any]] = [
            {"role": "user", "content": f"crashmark {i} " + "payload text " * 200},
            {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": f"c{i}",
                        "function": {
                            "name": "shell",
                            "arguments": json.dumps({"cmd": "crashmark"}),
                        },
                    }
                ],
            },
        ]
        reply = await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": msgs}
        )
        acked.extend(reply["message_ids"])
        if i % 5 == 0:
            await client.request(
                m.HISTORY_SEARCH, {"workspace": str(workspace), "query": f"crashmark {i}"}
            )

    tasks = [asyncio.ensure_future(append(i)) for i in range(APPENDS)]
    while len(acked) < APPENDS // 3 * 2:
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    await client.kill()
    for task in tasks:
        task.cancel()
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await task
    assert client.proc.returncode == -9
    path = workspace / ".tinyagent" / "state.db"
    stored = [r[0] for r in db_rows(path, "SELECT id FROM messages ORDER BY id")]
    assert set(acked) <= set(stored)
    # A fresh daemon finds every stored row (the search indexes what the index lacks first).
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
