"""Compaction over real stdio: the test client plays the host and answers ``provider/complete``."""

from __future__ import annotations

import asyncio
import json
import math
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient, RpcError
from tinyagent_memory.daemon.context.render import render_summary_text
from tinyagent_memory.daemon.context.summary import FACTS_HEADING, SUMMARY_HEADINGS
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from . import store_helpers as storecheck

# Every test here runs on both stores: SQLite and PostgreSQL.
pytestmark = pytest.mark.usefixtures("store")

WINDOW = 4000
RESERVE = 200
OPTIONS: dict[str, Any] = {
    "provider": True,
    "window_tokens": WINDOW,
    "output_reserve_tokens": RESERVE,
    "summary_max_tokens": 600,
}
USAGE = {"prompt_tokens": 900, "completion_tokens": 80, "total_tokens": 980}


def summary_text(tag: str) -> str:
    return "\n\n".join(f"## {h}\n- {tag}: {h.lower()} noted." for h in SUMMARY_HEADINGS)


class Host:
    """Answers ``provider/complete`` the way ``mode`` says; records every request."""

    def __init__(self, client: DaemonClient) -> None:
        self.mode = "good"
        self.requests: list[dict[str, Any]] = []
        self.release = asyncio.Event()
        client.on_request(m.PROVIDER_COMPLETE, self.answer)

    async def answer(self, params: Any) -> Any:
        self.requests.append(params)
        n = len(self.requests)
        if self.mode == "good":
            return {"text": summary_text(f"summary {n}"), "finish_reason": "stop", "usage": USAGE}
        if self.mode == "empty":
            return {"text": "   ", "finish_reason": "stop"}
        if self.mode == "length":
            return {"text": summary_text("cut"), "finish_reason": "length"}
        if self.mode == "missing_heading":
            return {"text": summary_text("x").replace("## Next Steps", "## Later"), "usage": USAGE}
        if self.mode == "refusal":
            return {"text": "I'm sorry, but I can't summarize this conversation."}
        if self.mode == "provider_error":
            raise RpcError(-32000, "upstream model returned 503")
        if self.mode == "timeout":
            await self.release.wait()  # longer than the daemon's provider timeout
            return {"text": summary_text("late")}
        raise AssertionError(self.mode)


def tool_call(call_id: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }


def turn_messages(i: int, size: int = 60) -> list[dict[str, Any]]:
    return [
        {"role": "user", "content": f"Step {i}: check src/mod{i}.py and run the tests."},
        {
            "role": "assistant",
            "tool_calls": [tool_call(f"call_{i}", "shell", {"command": f"pytest tests/t{i}.py"})],
        },
        {"role": "tool", "tool_call_id": f"call_{i}", "content": f"test {i} ok\n" * size},
        {"role": "assistant", "content": f"Step {i} passes."},
    ]


async def open_session(client: DaemonClient, workspace: Path, sid: str | None = None) -> str:
    opened = await client.request(
        m.SESSION_OPEN, {"workspace": str(workspace), "session_id": sid, "resume": True}
    )
    return opened["session_id"]


async def run_turn(
    client: DaemonClient,
    sid: str,
    messages: list[dict[str, Any]],
    *,
    finish: bool = True,
    usage: dict[str, int] | None = None,
) -> tuple[str, list[int], list[int]]:
    run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    appended = await client.request(
        m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": messages}
    )
    if finish:
        params: dict[str, Any] = {"session_id": sid, "run_id": run_id, "status": "succeeded"}
        if usage is not None:
            params["usage"] = usage
        await client.request(m.RUN_FINISH, params)
    return run_id, appended["message_ids"], appended["tokens"]


def wire(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in msg.items() if v is not None} for msg in messages]


def db_rows(workspace: Path, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    return storecheck.rows(workspace, sql, *args)


def digest(workspace: Path) -> str:
    """A hash of every row of every table of the workspace store."""
    return storecheck.table_digest(workspace)


async def test_compaction_at_threshold_second_compaction_and_restart(
    spawn: Spawn, workspace: Path
) -> None:
    client = await spawn(OPTIONS)
    host = Host(client)
    sid = await open_session(client, workspace)
    sent: list[dict[str, Any]] = []
    ids: list[int] = []
    built: dict[str, Any] = {}
    i = 0
    # Below the threshold nothing happens; the first build at >= 50% of the window compacts.
    while True:
        msgs = turn_messages(i)
        _, new_ids, _ = await run_turn(client, sid, msgs)
        sent += msgs
        ids += new_ids
        before = built
        built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
        i += 1
        if built["compaction"] is not None:
            break
        assert built["tokens"] < WINDOW // 2
        assert built["messages"] == wire(sent)
    report = built["compaction"]
    assert report["status"] == "compacted" and report["reason"] is None
    assert report["tokens_before"] >= WINDOW // 2 > report["tokens_after"] == built["tokens"]
    assert report["tokens_before"] > before["tokens"]
    assert len(host.requests) == 1

    # The summary sits where the originals were: head (3), summary, 8 recent messages.
    (request,) = host.requests
    assert request["purpose"] == "summary" and 0 < request["max_tokens"] <= 600
    assert [msg["role"] for msg in request["messages"]] == ["system", "user"]
    replaced = report["replaced"]
    assert replaced == len(sent) - 3 - 8
    first = summary_text("summary 1")
    assert built["messages"][:3] == wire(sent[:3])
    summary_msg = built["messages"][3]
    assert summary_msg["role"] == "user"
    assert summary_msg["content"].startswith(render_summary_text(first).rsplit("\n", 1)[0])
    assert f"## {FACTS_HEADING}\n" in summary_msg["content"]  # paths and commands it missed
    assert "- Command: pytest tests/t1.py" in summary_msg["content"]
    assert built["messages"][4:] == wire(sent[-8:])
    summary_id = report["summary_id"]
    replaced_ids = ids[3 : 3 + replaced]
    assert db_rows(
        workspace, "SELECT role, seq, content FROM messages WHERE id = ?", summary_id
    ) == [
        (
            "summary",
            db_rows(workspace, "SELECT seq FROM messages WHERE id = ?", ids[3])[0][0],
            summary_msg["content"].split("\n\n", 1)[1].rsplit("\n", 1)[0],
        )
    ]
    marks = db_rows(
        workspace,
        "SELECT m.id FROM message_compacted c JOIN messages m ON m.id = c.message_id"
        " WHERE c.summary_id = ? ORDER BY m.seq",
        summary_id,
    )
    assert [r[0] for r in marks] == replaced_ids
    # The originals are all still there, unchanged.
    stored = db_rows(
        workspace, "SELECT content FROM messages WHERE role != 'summary' ORDER BY seq, id"
    )
    assert [r[0] for r in stored] == [msg.get("content") for msg in sent]

    # Keep going until a second compaction folds the first summary into a new one.
    while len(host.requests) < 2:
        msgs = turn_messages(i)
        _, new_ids, _ = await run_turn(client, sid, msgs)
        sent += msgs
        ids += new_ids
        built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
        i += 1
    second = host.requests[1]["messages"][1]["content"]
    assert second.startswith(f"<previous-summary>\n{first}")
    report = built["compaction"]
    assert report["status"] == "compacted"
    assert built["messages"][:3] == wire(sent[:3])
    assert built["messages"][3]["content"].startswith(
        render_summary_text(summary_text("summary 2")).rsplit("\n", 1)[0]
    )
    assert built["messages"][4:] == wire(sent[-8:])
    assert db_rows(
        workspace, "SELECT summary_id FROM message_compacted WHERE message_id = ?", summary_id
    ) == [(report["summary_id"],)]
    records = db_rows(
        workspace,
        "SELECT summary_id, previous_summary_id, trigger, first_message_id, replaced_count,"
        " prompt_tokens, completion_tokens, length(input_sha256) FROM compactions ORDER BY id",
    )
    assert records == [
        (summary_id, None, "threshold", ids[3], replaced, 900, 80, 64),
        (
            report["summary_id"],
            summary_id,
            "threshold",
            summary_id,
            report["replaced"],
            900,
            80,
            64,
        ),
    ]
    usage = await client.request(m.USAGE_INTERNAL, {"session_id": sid})
    assert usage["compressor"] == {
        "prompt_tokens": 1800,
        "completion_tokens": 160,
        "total_tokens": 1960,
        "requests": 2,
    }

    # A restart keeps it all: the same context, the same rows.
    rows_before = digest(workspace)
    assert await client.shutdown() == 0
    again = await spawn(OPTIONS)
    Host(again)
    await open_session(again, workspace, sid)
    rebuilt = await again.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert rebuilt["messages"] == built["messages"]
    assert rebuilt["tokens"] == built["tokens"] and rebuilt["compaction"] is None
    assert digest(workspace) == rows_before


async def test_rejected_summaries_change_nothing(spawn: Spawn, workspace: Path) -> None:
    client = await spawn(OPTIONS | {"provider_timeout_seconds": 0.5})
    host = Host(client)
    sid = await open_session(client, workspace)
    sent: list[dict[str, Any]] = []
    for i in range(7):
        sent += turn_messages(i)
        await run_turn(client, sid, turn_messages(i))
    # At a 20,000-token window nothing is compacted; at 4,000 it would be (it fits unchanged);
    # at 2,600 it must be (the unchanged context does not fit).
    baseline = await client.request(m.CONTEXT_BUILD, {"session_id": sid, "window_tokens": 20000})
    assert baseline["compaction"] is None and baseline["messages"] == wire(sent)
    tokens = baseline["tokens"]
    assert WINDOW // 2 <= tokens <= WINDOW - RESERVE
    assert tokens > 2600 - RESERVE
    causes = {
        "empty": "empty",
        "length": "truncated",
        "missing_heading": "missing_heading",
        "refusal": "refusal",
        "provider_error": "provider_error",
        "timeout": "timeout",
    }
    for mode, reason in causes.items():
        host.mode = mode
        rows = digest(workspace)
        built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
        assert built["compaction"]["status"] == "failed"
        assert built["compaction"]["reason"] == reason
        assert built["compaction"]["summary_id"] is None
        assert built["messages"] == baseline["messages"] and built["tokens"] == tokens
        with pytest.raises(RpcError) as err:
            await client.request(m.CONTEXT_BUILD, {"session_id": sid, "window_tokens": 2600})
        assert (err.value.code, err.value.kind) == (-32011, "compaction_failed")
        assert err.value.data["reason"] == reason
        assert err.value.data["budget"] == 2600 - RESERVE
        assert digest(workspace) == rows, mode
    host.release.set()
    assert len(host.requests) == 2 * len(causes)
    usage = await client.request(m.USAGE_INTERNAL, {"session_id": sid})
    assert usage["compressor"]["requests"] == 0
    assert await client.shutdown() == 0

    # A client without provider: true is never asked.
    rows = digest(workspace)
    plain = await spawn(OPTIONS | {"provider": False})
    await open_session(plain, workspace, sid)
    built = await plain.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert built["compaction"]["status"] == "failed"
    assert built["compaction"]["reason"] == "provider_unavailable"
    assert built["messages"] == baseline["messages"]
    with pytest.raises(RpcError) as err:
        await plain.request(m.CONTEXT_BUILD, {"session_id": sid, "window_tokens": 2600})
    assert err.value.kind == "compaction_failed"
    assert err.value.data["reason"] == "provider_unavailable"
    compacted = await plain.request(m.CONTEXT_COMPACT, {"session_id": sid, "force": True})
    assert compacted["compacted"] is False and compacted["reason"] == "provider_unavailable"
    assert digest(workspace) == rows


async def test_oversized_unfinished_run(spawn: Spawn, workspace: Path) -> None:
    client = await spawn(OPTIONS)
    host = Host(client)
    sid = await open_session(client, workspace)
    await run_turn(client, sid, turn_messages(0, size=5))
    big = "".join(f"row {n}: value {n * 7}\n" for n in range(300))  # about 2,700 tokens
    run: list[dict[str, Any]] = [{"role": "user", "content": "Collect the three tables."}]
    for k in range(3):
        run.append(
            {
                "role": "assistant",
                "tool_calls": [tool_call(f"t{k}", "read_file", {"path": f"t{k}.csv"})],
            }
        )
        run.append({"role": "tool", "tool_call_id": f"t{k}", "content": big + f"table {k}\n"})
    _, run_ids, _ = await run_turn(client, sid, run, finish=False)

    # Even with the Run's older payloads reduced, its newest group alone overflows 2,500 tokens.
    rows = digest(workspace)
    with pytest.raises(RpcError) as err:
        await client.request(m.CONTEXT_BUILD, {"session_id": sid, "window_tokens": 2500})
    assert (err.value.code, err.value.kind) == (-32010, "context_window_exceeded")
    assert err.value.data["budget"] == 2500 - RESERVE
    assert err.value.data["protected_tokens"] > err.value.data["budget"]
    assert digest(workspace) == rows
    assert host.requests == []  # a running tool chain is never summarized

    # With room for the newest group, the older payloads are reduced and the group stays intact.
    built = await client.request(m.CONTEXT_BUILD, {"session_id": sid, "window_tokens": 6000})
    report = built["compaction"]
    assert (report["status"], report["summary_id"], report["reduced"]) == ("compacted", None, 2)
    assert built["tokens"] <= 6000 - RESERVE
    tail = built["messages"][-7:]
    assert tail[0] == run[0] and tail[-2:] == wire(run[-2:])  # the newest call group verbatim
    for k in (0, 1):
        assert tail[1 + 2 * k] == wire([run[1 + 2 * k]])[0]
        reduced = tail[2 + 2 * k]["content"]
        assert reduced.startswith('[tool result reduced] read_file(path="t') and len(reduced) < 300
    originals = db_rows(
        workspace,
        f"SELECT content FROM messages WHERE id IN ({','.join('?' * 7)}) ORDER BY seq",
        *run_ids,
    )
    assert [r[0] for r in originals] == [msg.get("content") for msg in run]


async def test_concurrent_builds_compact_once_and_context_compact(
    spawn: Spawn, workspace: Path
) -> None:
    client = await spawn(OPTIONS)
    host = Host(client)
    sid = await open_session(client, workspace)
    for i in range(4):
        await run_turn(client, sid, turn_messages(i))
    # Below the threshold: context/compact does nothing unless forced.
    plain = await client.request(m.CONTEXT_COMPACT, {"session_id": sid})
    assert plain["compacted"] is False and plain["reason"] == "below_threshold"
    assert plain["tokens_before"] == plain["tokens_after"] < WINDOW // 2
    forced = await client.request(m.CONTEXT_COMPACT, {"session_id": sid, "force": True})
    assert forced["compacted"] is True and forced["summary_id"] is not None
    assert forced["tokens_after"] < forced["tokens_before"] == plain["tokens_before"]
    again = await client.request(m.CONTEXT_COMPACT, {"session_id": sid, "force": True})
    assert (again["compacted"], again["reason"]) == (False, "nothing_to_compact")

    for i in range(4, 9):
        await run_turn(client, sid, turn_messages(i))
    requests = len(host.requests)
    first = client.start_request(m.CONTEXT_BUILD, {"session_id": sid})[1]
    second = client.start_request(m.CONTEXT_BUILD, {"session_id": sid})[1]
    a, b = await asyncio.wait_for(asyncio.gather(first, second), 30)
    assert len(host.requests) == requests + 1
    assert a["messages"] == b["messages"] and a["tokens"] == b["tokens"]
    assert sorted([a["compaction"] is None, b["compaction"] is None]) == [False, True]
    # A finished Run's reported prompt size corrects the estimate: a provider counting 1.5x the
    # tokens we estimate for that Run's last prompt (all but its final answer) scales the context.
    estimate = a["tokens"]
    pair = [{"role": "user", "content": "again"}, {"role": "assistant", "content": "hello"}]
    run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    appended = await client.request(
        m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": pair}
    )
    t_user, t_answer = appended["tokens"]
    reported = (estimate + t_user) * 3 // 2
    await client.request(
        m.RUN_FINISH,
        {
            "session_id": sid,
            "run_id": run_id,
            "status": "succeeded",
            "usage": {"prompt_tokens": reported, "completion_tokens": 2, "total_tokens": 0},
        },
    )
    corrected = await client.request(m.CONTEXT_BUILD, {"session_id": sid, "window_tokens": 20000})
    factor = reported / (estimate + t_user)
    assert corrected["tokens"] == math.ceil((estimate + t_user + t_answer) * factor - 1e-9)
    assert corrected["tokens"] > estimate + t_user + t_answer
