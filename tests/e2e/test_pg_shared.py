"""Three daemons, three checkouts of one workspace, one PostgreSQL database (shared history).

Each checkout is its own folder (as on three hosts); the daemons name the same
``workspace_key``, so they share Sessions, messages, events and the memory revision line, while
every checkout keeps its own MEMORY.md (and its own drift).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from psycopg import sql
from psycopg.rows import dict_row
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.memory.revisions import COMMIT_STEPS, CRASH_ENV
from tinyagent_memory.daemon.store.pg import PgConn
from tinyagent_memory.daemon.store.pg_backend import schema_name
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .memory_helpers import (
    add,
    committed,
    open_session,
    read_memory,
    run_ops,
    status,
    text_of,
    write_memory,
)

CHECKOUTS = 3
APPENDS = 15


@pytest.fixture
def key() -> str:
    return f"git:example.com/team/repo-{uuid.uuid4().hex}:"


@pytest.fixture
def checkouts(tmp_path: Path) -> list[Path]:
    folders = [tmp_path / f"host{i}" / "repo" for i in range(CHECKOUTS)]
    for folder in folders:
        folder.mkdir(parents=True)
    return folders


@contextlib.contextmanager
def shared_store(url: str, key: str) -> Iterator[PgConn]:
    with psycopg.connect(url, autocommit=True, row_factory=dict_row) as raw:
        raw.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(schema_name(key))))
        yield PgConn(raw)


def revision_states(conn: PgConn, state: str = "prepared") -> dict[int, str]:
    """Revision id -> state, of the revisions in ``state`` (every revision for ``""``)."""
    rows = conn.execute(
        "SELECT id, state FROM memory_revisions WHERE ? IN ('', state) ORDER BY id", (state,)
    ).fetchall()
    return {r["id"]: r["state"] for r in rows}


def options(url: str, key: str, **extra: Any) -> dict[str, Any]:
    return {"store": url, "workspace_key": key, **extra}


async def test_concurrent_appends_from_three_checkouts_lose_nothing(
    spawn: Spawn, pg_url: str, key: str, checkouts: list[Path]
) -> None:
    clients = await asyncio.gather(*(spawn(options(pg_url, key)) for _ in checkouts))
    sid = await open_session(clients[0], checkouts[0])
    run_id = (await clients[0].request(m.RUN_START, {"session_id": sid}))["run_id"]
    for client, folder in zip(clients[1:], checkouts[1:], strict=True):
        opened = await client.request(
            m.SESSION_OPEN, {"workspace": str(folder), "session_id": sid, "resume": True}
        )
        assert opened == {"session_id": sid, "resumed": True}

    async def writer(n: int, client: DaemonClient) -> list[tuple[int, str]]:
        acked: list[tuple[int, str]] = []
        for i in range(APPENDS):
            content = f"checkout {n} message {i}"
            reply = await client.request(
                m.MESSAGE_APPEND,
                {
                    "session_id": sid,
                    "run_id": run_id,
                    "messages": [{"role": "user", "content": content}],
                },
            )
            acked.append((reply["message_ids"][0], content))
        return acked

    acked = [
        a for batch in await asyncio.gather(*map(writer, range(CHECKOUTS), clients)) for a in batch
    ]
    with shared_store(pg_url, key) as conn:
        stored = conn.execute(
            "SELECT id, seq, content FROM messages WHERE session_id = ? ORDER BY seq", (sid,)
        ).fetchall()
    # Every acknowledged message is stored under the id it was acknowledged with; seq is one
    # gap-free order across all three writers; each writer's own messages keep their order.
    assert sorted((r["id"], r["content"]) for r in stored) == sorted(acked)
    assert [r["seq"] for r in stored] == list(range(1, CHECKOUTS * APPENDS + 1))
    for n in range(CHECKOUTS):
        mine = [r["content"] for r in stored if r["content"].startswith(f"checkout {n} ")]
        assert mine == [f"checkout {n} message {i}" for i in range(APPENDS)]
    # The context is the same from every checkout.
    built = [await c.request(m.CONTEXT_BUILD, {"session_id": sid}) for c in clients]
    assert built[0]["messages"] == built[1]["messages"] == built[2]["messages"]
    assert len(built[0]["messages"]) == CHECKOUTS * APPENDS


async def test_a_revision_reaches_the_other_checkouts_at_their_next_session(
    spawn: Spawn, pg_url: str, key: str, checkouts: list[Path]
) -> None:
    direct = options(pg_url, key, curator="direct", curation_threshold=1)
    a, b, c = [await spawn(direct) for _ in checkouts]
    sids = [await open_session(cl, f) for cl, f in zip((a, b, c), checkouts, strict=True)]
    _, _, added = await run_ops(a, sids[0], [add("Tests run with pytest.")])
    assert added == 1
    await committed(a, 1)
    assert read_memory(checkouts[0]) == text_of("Tests run with pytest.")
    # The others' files have not changed yet (no Session started there since).
    assert read_memory(checkouts[1]) == read_memory(checkouts[2]) == ""

    # C edits its own file by hand: drift stays in C, B's next Session follows the line.
    write_memory(checkouts[2], text_of("Hand-written note."))
    await open_session(b, checkouts[1])
    await open_session(c, checkouts[2])
    assert read_memory(checkouts[1]) == text_of("Tests run with pytest.")
    assert read_memory(checkouts[2]) == text_of("Hand-written note.")
    st_b = await status(b, checkouts[1])
    st_c = await status(c, checkouts[2])
    assert (st_b["revision"], st_b["drift"], st_b["auto_curation"]) == (1, False, True)
    assert (st_c["revision"], st_c["drift"], st_c["auto_curation"]) == (1, True, False)
    # A is not in drift because of C's edit.
    st_a = await status(a, checkouts[0])
    assert (st_a["drift"], st_a["auto_curation"]) == (False, True)

    # C syncs its edit from its own checkout: a manual revision on the shared line, which A
    # then follows at its next Session.
    synced = await c.request(m.MEMORY_SYNC, {"workspace": str(checkouts[2])})
    assert (synced["revision"], synced["source"]) == (2, "manual")
    await open_session(a, checkouts[0])
    assert read_memory(checkouts[0]) == text_of("Hand-written note.")


async def test_two_checkouts_curating_never_commit_an_event_twice(
    spawn: Spawn, pg_url: str, key: str, checkouts: list[Path]
) -> None:
    direct = options(pg_url, key, curator="direct", curation_threshold=1)
    a, b = await asyncio.gather(spawn(direct), spawn(direct))

    async def agent(client: DaemonClient, folder: Path, name: str) -> list[str]:
        sid = await open_session(client, folder)
        facts = [f"Checkout {name} learned fact {i}." for i in range(5)]
        for fact in facts:
            _, _, added = await run_ops(client, sid, [add(fact)])
            assert added == 1
        return facts

    facts = await asyncio.gather(agent(a, checkouts[0], "A"), agent(b, checkouts[1], "B"))
    for client, folder in ((a, checkouts[0]), (b, checkouts[1])):
        await client.request(m.MEMORY_SYNC, {"workspace": str(folder)})
    with shared_store(pg_url, key) as conn:
        revs = conn.execute(
            "SELECT id, parent, event_cursor, text FROM memory_revisions"
            " WHERE state = 'committed' ORDER BY id"
        ).fetchall()
        events = conn.execute("SELECT COUNT(*) AS n FROM memory_events").fetchone()["n"]
    assert events == 10
    # One linear line; every event folded in exactly once (the cursor only moves forward).
    for prev, cur in itertools.pairwise(revs):
        assert cur["parent"] == prev["id"]
        assert cur["event_cursor"] > prev["event_cursor"]
    entries = revs[-1]["text"].rstrip("\n").split("\n§\n")
    assert sorted(entries) == sorted(facts[0] + facts[1])
    # Both checkouts' files hold the line's last revision.
    await open_session(a, checkouts[0])
    await open_session(b, checkouts[1])
    assert read_memory(checkouts[0]) == read_memory(checkouts[1]) == revs[-1]["text"]


@pytest.mark.parametrize("step", COMMIT_STEPS)
async def test_sigkill_mid_commit_in_one_checkout_is_resolved_by_any(
    spawn: Spawn, pg_url: str, key: str, checkouts: list[Path], step: str
) -> None:
    """A dies at ``step`` while committing; B (another checkout) recovers the line at once; A's
    file, whatever the crash left in it, follows the line when A comes back."""
    direct = options(pg_url, key, curator="direct", curation_threshold=1)
    a = await DaemonClient.spawn(env={CRASH_ENV: step})
    try:
        await a.initialize(direct)
        sid = await open_session(a, checkouts[0])
        with contextlib.suppress(ConnectionError):
            await run_ops(a, sid, [add("Fact from the crashed checkout.")])
        assert await a.wait_exit(timeout=30) == -9
    finally:
        if a.proc.returncode is None:
            await a.kill()
    with shared_store(pg_url, key) as conn:
        left = revision_states(conn)
    # Every step before the last leaves A's revision prepared.
    assert left == ({} if step == "commit:committed" else {1: "prepared"})
    b = await spawn(direct)
    await open_session(b, checkouts[1])
    st_b = await status(b, checkouts[1])
    assert st_b["drift"] is False
    # B's recovery resolved A's revision: B's file holds its parent's text (none), so aborted.
    # (B's own startup job may be committing revision 2 right now: it is not looked at here.)
    with shared_store(pg_url, key) as conn:
        resolved = {i: s for i, s in revision_states(conn, "").items() if i in left}
    assert resolved == dict.fromkeys(left, "aborted")
    # No event is lost: if the crash lost the commit, a sync from B curates it (after B's
    # startup job, whose lock it waits for); nothing is left prepared.
    await b.request(m.MEMORY_SYNC, {"workspace": str(checkouts[1])})
    line = text_of("Fact from the crashed checkout.")
    assert read_memory(checkouts[1]) == line
    with shared_store(pg_url, key) as conn:
        assert revision_states(conn) == {}
    a2 = await spawn(direct)
    await open_session(a2, checkouts[0])
    st_a = await status(a2, checkouts[0])
    assert read_memory(checkouts[0]) == line
    assert (st_a["drift"], st_a["pending_events"]) == (False, 0)
