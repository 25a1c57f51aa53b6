"""LSP work-done progress of compaction and curation, over real stdio.

A client that declares ``window.workDoneProgress`` is asked to create a token when a compaction or
curation job starts and then hears ``$/progress`` begin / report / end on it; a ``workDoneToken``
on ``context/build``, ``context/compact`` or ``memory/sync`` gets progress for the whole request;
a client that asked for neither hears none.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .memory_helpers import add, committed, run_ops
from .test_compaction import OPTIONS, WINDOW, Host, open_session, run_turn, turn_messages

CAPABLE = {"window": {"workDoneProgress": True}}


class Tokens:
    """Answers ``window/workDoneProgress/create`` and records the tokens it accepted."""

    def __init__(self, client: DaemonClient) -> None:
        self.created: list[Any] = []
        client.on_request(m.WORK_DONE_PROGRESS_CREATE, self.create)

    async def create(self, params: Any) -> None:
        self.created.append(params["token"])


async def capable(spawn: Spawn, options: dict[str, Any]) -> DaemonClient:
    """A daemon initialized by a client that declares ``window.workDoneProgress``."""
    client = await spawn(initialize=False)
    await client.initialize(options, capabilities=CAPABLE)
    return client


async def progress_of(client: DaemonClient, token: Any, after: int = 0) -> list[dict[str, Any]]:
    """Every ``$/progress`` value of ``token`` up to and including its ``end``."""
    await client.wait_notification(
        m.PROGRESS, lambda p: p["token"] == token and p["value"]["kind"] == "end", after=after
    )
    return [
        p["value"]
        for name, p in client.notifications[after:]
        if name == m.PROGRESS and p["token"] == token
    ]


def progress_tokens(client: DaemonClient) -> list[Any]:
    return [p["token"] for name, p in client.notifications if name == m.PROGRESS]


async def fill_to_threshold(client: DaemonClient, sid: str) -> int:
    """Append turns until the next build compacts; returns how many messages are live."""
    live = 0
    i = 0
    while True:
        await run_turn(client, sid, turn_messages(i))
        live += 4
        i += 1
        # Measured against a window so large that nothing is compacted yet.
        measured = await client.request(
            m.CONTEXT_COMPACT, {"session_id": sid, "window_tokens": WINDOW * 100}
        )
        assert measured["compacted"] is False
        if measured["tokens_before"] >= WINDOW // 2:
            return live


async def test_a_capable_client_sees_compaction_stages(spawn: Spawn, workspace: Path) -> None:
    client = await capable(spawn, OPTIONS)
    Host(client)
    tokens = Tokens(client)
    sid = await open_session(client, workspace)
    live = await fill_to_threshold(client, sid)
    assert tokens.created == [] and progress_tokens(client) == []  # nothing until a job runs

    built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
    report = built["compaction"]
    assert report["status"] == "compacted"
    (token,) = tokens.created
    values = await progress_of(client, token)
    before, after, replaced = report["tokens_before"], report["tokens_after"], report["replaced"]
    assert values == [
        {
            "kind": "begin",
            "title": "Compacting context",
            "message": f"reducing: {live} messages, {before} tokens",
            "percentage": 10,
        },
        {
            "kind": "report",
            "message": f"waiting for the summarizer: {replaced} messages to replace",
            "percentage": 40,
        },
        {"kind": "report", "message": "checking", "percentage": 80},
        {"kind": "report", "message": "committing", "percentage": 90},
        {
            "kind": "end",
            "message": f"compacted {replaced} messages: {before} -> {after} tokens",
        },
    ]
    # A build with nothing to compact reports nothing.
    count = len(client.notifications)
    await client.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert [n for n, _ in client.notifications[count:] if n == m.PROGRESS] == []
    assert tokens.created == [token]


async def test_a_request_token_gets_progress_without_the_capability(
    spawn: Spawn, workspace: Path
) -> None:
    client = await spawn(OPTIONS)
    Host(client)
    tokens = Tokens(client)
    sid = await open_session(client, workspace)
    await run_turn(client, sid, turn_messages(0))
    built = await client.request(m.CONTEXT_BUILD, {"session_id": sid, "workDoneToken": 7})
    assert built["compaction"] is None
    assert await progress_of(client, 7) == [
        {"kind": "begin", "title": "Compacting context", "message": "reading", "percentage": 0},
        {"kind": "end", "message": "below the threshold: nothing to do"},
    ]

    live = 4 + await fill_to_threshold(client, sid)
    after = len(client.notifications)
    result = await client.request(
        m.CONTEXT_COMPACT, {"session_id": sid, "workDoneToken": "compact-1"}
    )
    assert result["compacted"] is True
    values = await progress_of(client, "compact-1", after)
    assert [(v["kind"], v.get("message", "").split(":")[0]) for v in values] == [
        ("begin", "reading"),
        ("report", "reducing"),
        ("report", "waiting for the summarizer"),
        ("report", "checking"),
        ("report", "committing"),
        ("end", "compacted " + values[-1]["message"].split(" ")[1] + " messages"),
    ]
    assert values[1]["message"] == f"reducing: {live} messages, {result['tokens_before']} tokens"
    assert [v.get("percentage") for v in values] == [0, 10, 40, 80, 90, None]
    assert tokens.created == []  # the daemon never asked: the client did not declare it
    assert set(progress_tokens(client)) == {7, "compact-1"}


async def test_curation_progress_background_and_on_memory_sync(
    spawn: Spawn, workspace: Path
) -> None:
    # Background curation of a capable client: the daemon creates the token.
    client = await capable(spawn, {"curator": "direct", "curation_threshold": 1})
    tokens = Tokens(client)
    sid = await open_session(client, workspace)
    await run_ops(client, sid, [add("Tests run with pytest -q.")])
    await committed(client, 1)
    (token,) = tokens.created
    assert await progress_of(client, token) == [
        {
            "kind": "begin",
            "title": "Curating memory",
            "message": "checking: 1 pending event",
            "percentage": 80,
        },
        {"kind": "report", "message": "committing", "percentage": 90},
        {"kind": "end", "message": "curated: revision 1"},
    ]

    # memory/sync with a token, curation left to the sync (threshold not reached).
    other = await spawn({"curator": "direct", "curation_threshold": 100})
    sid = await open_session(other, workspace)
    await run_ops(other, sid, [add("Deploys happen on Fridays.")])
    synced = await other.request(m.MEMORY_SYNC, {"workspace": str(workspace), "workDoneToken": "s"})
    assert synced["curated"] is True and synced["revision"] == 2
    assert await progress_of(other, "s") == [
        {"kind": "begin", "title": "Curating memory", "message": "reading", "percentage": 0},
        {"kind": "report", "message": "checking: 1 pending event", "percentage": 80},
        {"kind": "report", "message": "committing", "percentage": 90},
        {"kind": "end", "message": "curated: revision 2"},
    ]


async def test_no_progress_without_capability_or_token(spawn: Spawn, workspace: Path) -> None:
    client = await spawn(OPTIONS)
    host = Host(client)
    sid = await open_session(client, workspace)
    await fill_to_threshold(client, sid)
    built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert built["compaction"]["status"] == "compacted" and len(host.requests) == 1
    assert progress_tokens(client) == []
