"""What each reply of a runtime's turn guarantees (issue 12, spec section 8 "Durability of an
acknowledged write"): ``run/start``, ``message/append`` and ``run/finish`` each answer only after
their own transaction committed, with the WAL fsynced (``synchronous=FULL``) under the default
``durability``; so what a reply acknowledges survives a SIGKILL right after it, and a power loss.

The SIGKILL half is checked on a spawned daemon killed after each reply, then restarted on the
same workspace. The power-loss half cannot be provoked in a test; what is checked is the level each
of the turn's commits runs at (the WAL is fsynced before ``COMMIT`` returns at ``FULL``, and a
handler answers only after its write returned).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Generator, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.client import RpcError
from tinyagent_memory.daemon.history.indexing import IdleIndex
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.daemon.store import db
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import InitializationOptions

from ..conftest import Spawn
from ..feature_helpers import wire_features

TURN = [
    {"role": "user", "content": "What is in README.md?"},
    {
        "role": "assistant",
        "tool_calls": [
            {"id": "c1", "function": {"name": "read_file", "arguments": '{"path": "README.md"}'}}
        ],
    },
    {
        "role": "tool",
        "tool_call_id": "c1",
        "name": "read_file",
        "content": "README.md: # tinyagent",
    },
    {"role": "assistant", "content": "A README with a title."},
]


def rows(workspace: Path, sql: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(workspace / ".tinyagent" / "state.db")
    try:
        return [tuple(r) for r in conn.execute(sql)]
    finally:
        conn.close()


async def reopen(spawn: Spawn, workspace: Path, sid: str) -> Any:
    """A fresh daemon on the killed one's workspace, the Session resumed."""
    client = await spawn({})
    opened = await client.request(
        m.SESSION_OPEN, {"workspace": str(workspace), "session_id": sid, "resume": True}
    )
    assert opened == {"session_id": sid, "resumed": True}
    return client


async def test_each_reply_of_a_turn_survives_sigkill(spawn: Spawn, workspace: Path) -> None:
    client = await spawn({})
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]

    # run/start answered, then SIGKILL: the Run is this Session's active Run after a restart.
    run = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    await client.kill()
    assert client.proc.returncode == -9
    client = await reopen(spawn, workspace, sid)
    with pytest.raises(RpcError) as refused:
        await client.request(m.RUN_START, {"session_id": sid})
    assert (refused.value.kind, refused.value.data["active_run_id"]) == ("run_not_active", run)

    # message/append answered, then SIGKILL: every acknowledged row is stored and indexed.
    appended = await client.request(
        m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": TURN}
    )
    await client.kill()
    assert rows(workspace, "SELECT id, run_id, role FROM messages ORDER BY id") == [
        (ident, run, msg["role"]) for ident, msg in zip(appended["message_ids"], TURN, strict=True)
    ]
    client = await reopen(spawn, workspace, sid)
    found = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(workspace), "query": "README", "limit": 10}
    )
    assert sorted(hit["message_id"] for hit in found["hits"]) == appended["message_ids"]

    # run/finish answered, then SIGKILL: the Run stays finished, and a new Run may start.
    finished = await client.request(
        m.RUN_FINISH, {"session_id": sid, "run_id": run, "status": "succeeded"}
    )
    assert finished == {"events_added": 0}
    await client.kill()
    client = await reopen(spawn, workspace, sid)
    with pytest.raises(RpcError) as closed:
        await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run, "messages": TURN[:1]}
        )
    assert (closed.value.kind, closed.value.data["status"]) == ("run_not_active", "succeeded")
    second = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    assert rows(workspace, "SELECT id, status FROM runs ORDER BY started_at, id") == [
        (run, "succeeded"),
        (second, "active"),
    ]


@contextmanager
def commit_levels(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Every write transaction's ``PRAGMA synchronous`` at its ``COMMIT``, in order."""
    levels: list[int] = []
    real = db.atomic

    @contextmanager
    def recording(
        conn: sqlite3.Connection,
        *,
        durable: bool = False,
        derived: bool = False,
        gate: Callable[[], AbstractContextManager[None]] | None = None,
    ) -> Generator[sqlite3.Connection]:
        @contextmanager
        def at_commit() -> Generator[None]:
            levels.append(int(conn.execute("PRAGMA synchronous").fetchone()[0]))
            with gate() if gate is not None else nullcontext():
                yield

        with real(conn, durable=durable, derived=derived, gate=at_commit) as inside:
            yield inside

    monkeypatch.setattr(db, "atomic", recording)
    yield levels


@pytest.mark.parametrize(("durability", "level"), [("full", 2), ("normal", 1)])
async def test_each_reply_of_a_turn_commits_at_the_durability_level(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, durability: str, level: int
) -> None:
    """With ``full`` (the default) each of the turn's three commits fsyncs the WAL before it
    returns (``FULL``); with ``normal`` none does (a daemon crash, not a power loss)."""
    options = msgspec.convert({"durability": durability}, InitializationOptions)
    app = App(Provider(None), options, background=False)
    router = wire_features(app)

    async def call(method: str, **params: Any) -> Any:
        route = router.routes[method]
        return msgspec.to_builtins(await route.handler(msgspec.convert(params, route.params_type)))

    try:
        sid = (await call(m.SESSION_OPEN, workspace=str(tmp_path)))["session_id"]
        with commit_levels(monkeypatch) as levels:
            run = (await call(m.RUN_START, session_id=sid))["run_id"]
            assert levels == [level]
            await call(m.MESSAGE_APPEND, session_id=sid, run_id=run, messages=TURN)
            assert levels == [level, level]
            await call(m.RUN_FINISH, session_id=sid, run_id=run, status="succeeded")
            assert levels == [level, level, level]
            # The search index follows in the workspace's idle moment (migration 13): one
            # transaction of derived data, committed without an fsync (NORMAL) at either level.
            await app.service(IdleIndex).settled(app.sessions[sid].workspace)
            assert levels == [level, level, level, 1]
    finally:
        app.close()
