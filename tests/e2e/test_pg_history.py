"""The search index on PostgreSQL (migration 4): built for rows stored before it, kept by the
database in the inserting transaction (no committed row is ever missing after a SIGKILL), and
never in the way of an append (a message too large for one ``tsvector`` is stored and found)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.daemon.store import messages as store
from tinyagent_memory.daemon.store import pg_backend
from tinyagent_memory.daemon.store.identity import derive_key
from tinyagent_memory.daemon.store.pg_migrations import MIGRATIONS
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import Message

from ..conftest import Spawn
from . import store_helpers as storecheck
from .store_helpers import old_compaction


@pytest.fixture(autouse=True)
def on_pg(pg_url: str) -> Any:
    storecheck.CURRENT["store"] = pg_url
    yield
    storecheck.CURRENT["store"] = "sqlite"


def indexed(workspace: Path, word: str) -> list[int]:
    """Ids of the rows whose stored vector holds ``word``."""
    return [
        r[0]
        for r in storecheck.rows(
            workspace,
            "SELECT id FROM messages WHERE search @@ to_tsquery('simple', ?) ORDER BY id",
            word,
        )
    ]


def old_schema(pg_url: str, workspace: Path, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A workspace made by PostgreSQL steps 1-3 (the schema before history) with a compaction."""
    monkeypatch.setattr(pg_backend, "MIGRATIONS", {n: s for n, s in MIGRATIONS.items() if n <= 3})
    key = derive_key(workspace.resolve(), pg_url)
    backend = pg_backend.PgBackend(pg_url, key, "test")
    msgs = [
        Message(role="user", content=f"old message {i}: look at legacyParser{i}.py")
        for i in range(6)
    ]
    call = {"id": "c1", "function": {"name": "grep", "arguments": json.dumps({"p": "oldNeedle"})}}
    msgs.append(msgspec.convert({"role": "assistant", "tool_calls": [call]}, Message))

    def fill(conn: Any) -> list[int]:
        store.create_session(conn, "old")
        run = store.start_run(conn, "old")
        ids = store.append_messages(conn, "old", run, msgs, [5] * len(msgs))
        old_compaction(conn, "old", ids[1:4], "## Goal\n- summarized legacyParser work", 2)
        return ids

    try:
        ids = backend.transaction(fill)
        done = backend.call(
            lambda c: [r["number"] for r in c.execute("SELECT number FROM schema_migrations")]
        )
        assert sorted(done) == [1, 2, 3]
    finally:
        backend.close()
        monkeypatch.undo()
    return ids


async def test_migration_4_indexes_an_existing_schema(
    spawn: Spawn, pg_url: str, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = old_schema(pg_url, workspace, monkeypatch)
    client = await spawn({"store": pg_url})
    found = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "legacyParser", "limit": 200}
    )
    summary = [h["message_id"] for h in found["hits"] if h["role"] == "summary"]
    assert len(summary) == 1
    assert sorted(h["message_id"] for h in found["hits"]) == sorted([*ids[:6], *summary])
    assert {h["message_id"]: h["compacted_by"] for h in found["hits"] if h["role"] == "user"} == {
        i: (summary[0] if i in ids[1:4] else None) for i in ids[:6]
    }
    tools = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "oldneedle"}
    )
    assert [(h["message_id"], h["field"]) for h in tools["hits"]] == [(ids[6], "tool_calls")]
    assert storecheck.rows(workspace, "SELECT number FROM schema_migrations ORDER BY number") == [
        (1,),
        (2,),
        (3,),
        (4,),
        (5,),
    ]
    # Every row has its vector; none is left out.
    assert storecheck.rows(workspace, "SELECT COUNT(*) FROM messages WHERE search IS NULL") == [
        (0,)
    ]


async def test_no_row_missing_after_sigkill(spawn: Spawn, pg_url: str, workspace: Path) -> None:
    """Appends stream in beside searches; the daemon is SIGKILLed after some are acknowledged.
    Every acknowledged row is stored, and every stored row is in the index and found."""
    acked = await storecheck.kill_mid_appends(await spawn({"store": pg_url}), workspace, 40)
    stored = [r[0] for r in storecheck.rows(workspace, "SELECT id FROM messages ORDER BY id")]
    assert set(acked) <= set(stored)
    assert indexed(workspace, "crashmark") == stored
    again = await spawn({"store": pg_url})
    found = await again.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "crashmark", "limit": 200}
    )
    assert sorted(h["message_id"] for h in found["hits"]) == stored


async def test_a_message_too_large_for_one_vector_is_stored_and_found(
    spawn: Spawn, pg_url: str, workspace: Path
) -> None:
    """110,000 distinct words (770,000 characters; their lexemes take 1.1 MB, over a
    ``tsvector``'s 1 MB): the append succeeds, the row is stored whole, and the words of its
    first 100,000 characters are found (spec.md 9.4); the last ones are not."""
    client = await spawn({"store": pg_url})
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    text = " ".join(f"k{i:05x}" for i in range(110_000))
    small = "an ordinary message after it"
    reply = await client.request(
        m.MESSAGE_APPEND,
        {
            "session_id": sid,
            "run_id": run,
            "messages": [{"role": "user", "content": text}, {"role": "user", "content": small}],
        },
    )
    big, after = reply["message_ids"]
    assert storecheck.rows(workspace, "SELECT content FROM messages WHERE id = ?", big) == [(text,)]
    last = f"k{109_999:05x}"
    for word, ids in (("k00001", [big]), ("ordinary", [after]), (last, [])):
        found = await client.request(m.HISTORY_SEARCH, {"workspace": str(workspace), "query": word})
        assert [h["message_id"] for h in found["hits"]] == ids, word
