"""``tinyagent-memory history ...``: the same results as the daemon's methods, readable text,
exit codes, and no state created in a folder that has none."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.history.cli import Style
from tinyagent_memory.daemon.store.identity import STORE_ENV
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from . import cli_helpers
from . import store_helpers as storecheck
from .test_compaction import OPTIONS, Host, open_session, run_turn, turn_messages


async def cli(workspace: Path, *args: str) -> tuple[int, str, str]:
    env = {**os.environ, "NO_COLOR": "1", STORE_ENV: storecheck.CURRENT["store"]}
    return await cli_helpers.on_workspace("history", workspace, *args, env=env)


async def cli_json(workspace: Path, *args: str) -> tuple[int, Any]:
    code, out, _ = await cli(workspace, *args, "--json")
    return code, json.loads(out)


@pytest.mark.usefixtures("store")
async def test_history_cli(spawn: Spawn, workspace: Path, tmp_path: Path) -> None:
    client = await spawn(OPTIONS)
    Host(client)
    sid = await open_session(client, workspace, "cli")
    for i in range(5):
        await run_turn(client, sid, turn_messages(i, size=5))
    summary_id = (await client.request(m.CONTEXT_COMPACT, {"session_id": sid, "force": True}))[
        "summary_id"
    ]
    ws = str(workspace)
    listed = await client.request(m.SESSION_LIST, {"workspace": ws})
    everything = await client.request(
        m.MESSAGE_LIST, {"session_id": sid, "workspace": ws, "limit": 1000}
    )
    live = await client.request(
        m.MESSAGE_LIST,
        {"session_id": sid, "workspace": ws, "limit": 1000, "include_compacted": False},
    )
    expanded = await client.request(m.SUMMARY_EXPAND, {"session_id": sid, "summary_id": summary_id})
    found = await client.request(
        m.HISTORY_SEARCH, {"workspace": ws, "query": "tests/t2.py", "role": "assistant"}
    )
    assert found["hits"]

    assert await cli_json(workspace, "sessions") == (0, listed)
    assert await cli_json(workspace, "search", "tests/t2.py", "--role", "assistant") == (0, found)
    if not storecheck.on_postgres():  # the same handlers as above, whichever store
        assert await cli_json(workspace, "show", sid, "--all") == (
            0,
            {"messages": everything["messages"]},
        )
        assert await cli_json(workspace, "show", sid) == (0, {"messages": live["messages"]})
        assert await cli_json(workspace, "search", "nothing-like-this") == (1, {"hits": []})
    # expand finds the summary's Session itself (a store read of its own).
    assert await cli_json(workspace, "expand", str(summary_id)) == (0, expanded)

    code, _, err = await cli(workspace, "show", "nope")
    assert (code, err.strip()) == (
        2,
        f"error: unknown_session: session nope is not in workspace {workspace}",
    )
    # A folder without state is reported and left without state (on PostgreSQL: no workspace
    # of that key in the database).
    bare = tmp_path / "bare"
    bare.mkdir()
    where = f"{bare} has no tinyagent state (.tinyagent/state.db; nothing was created)"
    assert await cli_json(bare, "sessions") == (0, {"sessions": [], "next_cursor": None})
    assert await cli(bare, "sessions") == (0, f"no sessions: {where}\n", "")
    assert await cli_json(bare, "search", "abc") == (1, {"hits": []})
    assert await cli(bare, "search", "abc") == (1, f"no matches: {where}\n", "")
    assert await cli(bare, "show", "x") == (
        2,
        "",
        f"error: unknown_session: session x is not in workspace {bare}: {where}\n",
    )
    assert await cli(bare, "expand", "1") == (
        2,
        "",
        f"error: invalid_params: 1 is not a summary: {where}\n",
    )
    code, _, err = await cli(tmp_path / "missing", "sessions")
    assert code == 2 and err.startswith("error: workspace_not_found:"), err
    assert list(bare.iterdir()) == []
    if storecheck.on_postgres():
        return  # the rest is formatting, the same code on either store

    # Text: roles, times, the snippet; errors name their kind and exit 2.
    code, out, _ = await cli(workspace, "search", "tests/t2.py", "--role", "assistant")
    hit = found["hits"][0]
    assert code == 0
    assert out.splitlines()[:2] == [
        f"cli #{hit['seq']} assistant {hit['created_at'].replace('T', ' ')[:19]}"
        f"  (score {hit['score']:.2f}, in tool calls, replaced by summary {summary_id})",
        f"    {hit['snippet']}",
    ]
    code, out, _ = await cli(workspace, "show", sid)
    assert code == 0 and f"#{live['messages'][3]['seq']} summary " in out
    code, _, err = await cli(workspace, "search", '"open')
    assert code == 2 and err.startswith("error: invalid_params: Invalid params: unbalanced quote")
    code, body = await cli_json(workspace, "expand", "1")
    assert code == 2 and body["error"]["data"]["kind"] == "invalid_params"


def test_style_marks_highlights_on_a_terminal() -> None:
    assert Style(True).mark("a header b", [(2, 8)]) == "a \x1b[1;33mheader\x1b[0m b"
    assert Style(False).mark("a header b", [(2, 8)]) == "a header b"
