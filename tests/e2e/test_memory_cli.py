"""``tinyagent-memory memory ...``: the same code path and lock as the daemon, for people."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.store.identity import STORE_ENV
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from . import cli_helpers
from . import store_helpers as storecheck
from .memory_helpers import (
    add,
    assert_consistent,
    memory_file,
    open_session,
    read_memory,
    run_ops,
    status,
    text_of,
    write_memory,
)


async def cli(workspace: Path, *args: str) -> tuple[int, str, str]:
    env = {**os.environ, STORE_ENV: storecheck.CURRENT["store"]}
    return await cli_helpers.on_workspace("memory", workspace, *args, env=env)


async def cli_json(workspace: Path, *args: str) -> tuple[int, Any]:
    code, out, _ = await cli(workspace, *args, "--json")
    return code, json.loads(out)


async def test_check_is_a_pre_commit_hook(workspace: Path) -> None:
    write_memory(workspace, text_of("Prefers tabs over spaces."))
    code, out, _ = await cli(workspace, "check")
    assert (code, out) == (0, f"{memory_file(workspace)}: ok\n")

    write_memory(workspace, "Prefers tabs.\n§\nCI token ghp_" + "Q7w" * 12 + "\n§\n")
    code, out, _ = await cli(workspace, "check")
    path = memory_file(workspace)
    assert code == 1
    assert out.splitlines() == [
        f"{path}:3:10: credential/github-token: Entry 2 ('CI token ghp_…[redacted]') contains a"
        " credential (github-token).",
        f"{path}:4:1: trailing-separator: The file must not end with a § separator.",
        f"{path}: 2 findings",
    ]
    code, report = await cli_json(workspace, "check")
    assert code == 1
    assert [(f["code"], f["rule"], f["range"]["start_line"]) for f in report["findings"]] == [
        ("credential", "github-token", 2),
        ("trailing-separator", None, 3),
    ]
    # check never touches the store.
    assert not (workspace / ".tinyagent" / "state.db").exists()


@pytest.mark.usefixtures("store")
async def test_cli_status_sync_history_show_restore(spawn: Spawn, workspace: Path) -> None:
    write_memory(workspace, text_of("First."))
    client = await spawn({"curator": "direct", "curation_threshold": 50})
    sid = await open_session(client, workspace)
    await run_ops(client, sid, [add("Second.")])

    code, st = await cli_json(workspace, "status")
    assert code == 0
    assert {k: st[k] for k in ("revision", "drift", "auto_curation", "pending_events")} == {
        "revision": 1,
        "drift": False,
        "auto_curation": True,
        "pending_events": 1,
    }
    # The CLI curates (direct) while the daemon runs: same lock, same commit path.
    code, out, _ = await cli(workspace, "sync", "--curator", "direct")
    assert (code, out) == (
        0,
        "revision 2 (curator); automatic curation on\ncurated pending events\n",
    )
    assert read_memory(workspace) == text_of("First.", "Second.")
    daemon_view = await status(client, workspace)
    assert (daemon_view["revision"], daemon_view["drift"], daemon_view["pending_events"]) == (
        2,
        False,
        0,
    )

    code, out, _ = await cli(workspace, "show", "1")
    assert (code, out) == (0, text_of("First."))
    code, out, _ = await cli(workspace, "restore", "1")
    assert (code, out) == (0, "restored revision 1 as revision 3\n")
    assert read_memory(workspace) == text_of("First.")
    code, out, _ = await cli(workspace, "history")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 4
    assert lines[1].split()[:3] == ["3", "committed", "restore"] and "(from 1)" in lines[1]
    assert lines[2].split()[:3] == ["2", "committed", "curator"]
    assert lines[3].split()[:3] == ["1", "committed", "initial"]

    # The daemon sees the CLI's commits as its own history, not as drift.
    daemon_view = await status(client, workspace)
    assert (daemon_view["revision"], daemon_view["drift"]) == (3, False)
    history = await client.request(m.MEMORY_HISTORY, {"workspace": str(workspace)})
    assert [r["revision"] for r in history["revisions"]] == [3, 2, 1]

    write_memory(workspace, "Broken\n\n")
    code, out, err = await cli(workspace, "sync")
    assert code == 2 and out == ""
    assert err.startswith("error: invalid_memory_format: MEMORY.md is not canonical")
    code, payload = await cli_json(workspace, "show", "42")
    assert code == 2 and payload["error"]["data"]["kind"] == "unknown_revision"
    write_memory(workspace, text_of("First."))
    assert_consistent(workspace)


@pytest.mark.usefixtures("store")
async def test_first_contact_with_a_non_canonical_file_starts_in_drift(workspace: Path) -> None:
    write_memory(workspace, "Uses tabs.\n\n")
    # status is read-only: it never creates the store; sync does (and refuses the file).
    code, st = await cli_json(workspace, "status")
    assert (code, st) == (0, {"workspace": str(workspace), "state": None})
    code, refused = await cli_json(workspace, "sync")
    assert (code, refused["error"]["data"]["kind"]) == (2, "invalid_memory_format")
    code, st = await cli_json(workspace, "status")
    assert code == 0
    assert (st["revision"], st["drift"], st["auto_curation"]) == (None, True, False)
    write_memory(workspace, text_of("Uses tabs."))
    code, synced = await cli_json(workspace, "sync")
    assert code == 0
    assert {k: synced[k] for k in ("revision", "source", "auto_curation", "curated")} == {
        "revision": 1,
        "source": "manual",
        "auto_curation": True,
        "curated": False,
    }
    assert_consistent(workspace)
