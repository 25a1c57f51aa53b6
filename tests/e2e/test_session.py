"""A whole session over real stdio: open, run, append, finish, build; restart; bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient, RpcError
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn

# Every test here runs on both stores: SQLite and PostgreSQL.
pytestmark = pytest.mark.usefixtures("store")

CONVERSATION: list[dict[str, Any]] = [
    {"role": "user", "content": "What is in README.md?"},
    {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "read_file", "arguments": json.dumps({"path": "README.md"})},
            },
            {
                "id": "call_2",
                "type": "function",
                "function": {
                    "name": "shell",
                    "arguments": json.dumps({"command": "wc -l README.md"}),
                },
            },
        ],
    },
    {"role": "tool", "tool_call_id": "call_1", "content": "# Project\nHello ünïcode 😀"},
    {"role": "tool", "tool_call_id": "call_2", "name": "shell", "content": "2 README.md"},
    {"role": "assistant", "content": "README.md has a title and a greeting (2 lines)."},
]


def expected(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The wire form: ``content: null`` is not sent back."""
    return [{k: v for k, v in msg.items() if v is not None} for msg in messages]


async def run_session(client: DaemonClient, workspace: Path, sid: str | None = None) -> str:
    opened = await client.request(m.SESSION_OPEN, {"workspace": str(workspace), "session_id": sid})
    sid = opened["session_id"]
    run = await client.request(m.RUN_START, {"session_id": sid})
    appended = await client.request(
        m.MESSAGE_APPEND, {"session_id": sid, "run_id": run["run_id"], "messages": CONVERSATION}
    )
    assert len(appended["message_ids"]) == len(CONVERSATION)
    assert all(t > 0 for t in appended["tokens"])
    finished = await client.request(
        m.RUN_FINISH, {"session_id": sid, "run_id": run["run_id"], "status": "succeeded"}
    )
    assert finished == {"events_added": 0}
    return sid


async def test_whole_session_builds_what_was_appended(
    daemon: DaemonClient, workspace: Path, store: str
) -> None:
    sid = await run_session(daemon, workspace)
    built = await daemon.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert built["messages"] == expected(CONVERSATION)
    assert built["memory"] == {"revision": None, "text": ""}
    assert built["window_tokens"] == 128000
    assert built["compaction"] is None
    # SQLite keeps the store in the workspace; PostgreSQL keeps nothing but MEMORY.md there.
    assert (workspace / ".tinyagent" / "state.db").exists() == (store == "sqlite")


async def test_build_counts_system_prompt_and_tools(daemon: DaemonClient, workspace: Path) -> None:
    sid = await run_session(daemon, workspace)
    plain = await daemon.request(m.CONTEXT_BUILD, {"session_id": sid})
    tools = [{"type": "function", "function": {"name": "shell", "parameters": {"type": "object"}}}]
    full = await daemon.request(
        m.CONTEXT_BUILD,
        {
            "session_id": sid,
            "system_prompt": "You are terse.",
            "tools": tools,
            "window_tokens": 9000,
        },
    )
    assert full["messages"] == [
        {"role": "system", "content": "You are terse."},
        *expected(CONVERSATION),
    ]
    assert full["window_tokens"] == 9000
    assert full["tokens"] > plain["tokens"]


async def test_reopen_after_restart_gives_same_context(spawn: Spawn, workspace: Path) -> None:
    first = await spawn({})
    sid = await run_session(first, workspace)
    before = await first.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert await first.shutdown() == 0

    second = await spawn({})
    with pytest.raises(RpcError) as err:
        await second.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert err.value.kind == "unknown_session"
    reopened = await second.request(
        m.SESSION_OPEN, {"workspace": workspace.as_uri(), "session_id": sid, "resume": True}
    )
    assert reopened == {"session_id": sid, "resumed": True}
    after = await second.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert after == before


async def test_bad_input_gets_the_right_error(daemon: DaemonClient, workspace: Path) -> None:
    sid = await run_session(daemon, workspace)
    good = await daemon.request(m.CONTEXT_BUILD, {"session_id": sid})

    async def expect_error(client: DaemonClient, method: str, params: Any) -> RpcError:
        with pytest.raises(RpcError) as err:
            await client.request(method, params)
        # The daemon still answers the next request, with the same result as before.
        assert await client.request(m.CONTEXT_BUILD, {"session_id": sid}) == good
        return err.value

    err = await expect_error(daemon, "no/such_method", {})
    assert err.code == -32601

    err = await expect_error(daemon, m.RUN_START, {"session_id": 42})
    assert (err.code, err.data) == (-32602, {"kind": "invalid_params", "path": "$.session_id"})
    assert "$.session_id" in err.message

    err = await expect_error(
        daemon,
        m.MESSAGE_APPEND,
        {"session_id": sid, "run_id": "r", "messages": [{"role": "wizard", "content": "x"}]},
    )
    assert (err.code, err.data["path"]) == (-32602, "$.messages[0].role")

    err = await expect_error(daemon, m.RUN_START, None)
    assert err.code == -32602 and "session_id" in err.message

    err = await expect_error(daemon, m.CONTEXT_BUILD, {"session_id": "nope"})
    assert (err.code, err.kind) == (-32020, "unknown_session")

    err = await expect_error(daemon, m.SESSION_OPEN, {"workspace": str(workspace / "missing")})
    assert (err.code, err.kind) == (-32050, "workspace_not_found")

    # A window at or below the output reserve (4,096 by default) leaves no room: the request's
    # value is wrong, not the conversation.
    for method in (m.CONTEXT_BUILD, m.CONTEXT_COMPACT):
        err = await expect_error(daemon, method, {"session_id": sid, "window_tokens": 2000})
        assert (err.code, err.data) == (
            -32602,
            {
                "kind": "invalid_params",
                "path": "$.window_tokens",
                "window_tokens": 2000,
                "output_reserve_tokens": 4096,
            },
        )


async def test_run_rules(daemon: DaemonClient, workspace: Path) -> None:
    opened = await daemon.request(m.SESSION_OPEN, {"workspace": str(workspace)})
    sid = opened["session_id"]
    run = await daemon.request(m.RUN_START, {"session_id": sid})
    # A second concurrent Run is refused.
    with pytest.raises(RpcError) as err:
        await daemon.request(m.RUN_START, {"session_id": sid})
    assert (err.value.code, err.value.kind) == (-32021, "run_not_active")
    await daemon.request(
        m.RUN_FINISH, {"session_id": sid, "run_id": run["run_id"], "status": "failed"}
    )
    # Appending to (or finishing) a finished Run is refused.
    msg = {"role": "user", "content": "late"}
    with pytest.raises(RpcError) as err:
        await daemon.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run["run_id"], "messages": [msg]}
        )
    assert (err.value.kind, err.value.data["status"]) == ("run_not_active", "failed")
    with pytest.raises(RpcError) as err:
        await daemon.request(
            m.RUN_FINISH, {"session_id": sid, "run_id": run["run_id"], "status": "succeeded"}
        )
    assert err.value.kind == "run_not_active"
    # A new Run can start once the previous one finished.
    again = await daemon.request(m.RUN_START, {"session_id": sid})
    assert again["run_id"] != run["run_id"]
    built = await daemon.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert built["messages"] == []


async def test_several_workspaces_in_one_daemon(
    daemon: DaemonClient, tmp_path: Path, store: str
) -> None:
    first, second = tmp_path / "one", tmp_path / "two"
    first.mkdir()
    second.mkdir()
    sid_one = await run_session(daemon, first)
    sid_two = (await daemon.request(m.SESSION_OPEN, {"workspace": second.as_uri()}))["session_id"]
    run = await daemon.request(m.RUN_START, {"session_id": sid_two})
    only = [{"role": "user", "content": "second workspace"}]
    await daemon.request(
        m.MESSAGE_APPEND, {"session_id": sid_two, "run_id": run["run_id"], "messages": only}
    )
    one = await daemon.request(m.CONTEXT_BUILD, {"session_id": sid_one})
    two = await daemon.request(m.CONTEXT_BUILD, {"session_id": sid_two})
    assert one["messages"] == expected(CONVERSATION)
    assert two["messages"] == only
    assert (first / ".tinyagent" / "state.db").exists() == (store == "sqlite")
    assert (second / ".tinyagent" / "state.db").exists() == (store == "sqlite")
