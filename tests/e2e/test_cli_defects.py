"""Issue 13 items 1-3 and 5-8: the memory CLI as a newcomer meets it.

Broken paths are one-line errors (exit 2, ``--json`` error object); hints point at what works;
read-only commands create nothing; entry numbers are 1-based everywhere; findings one per line,
properly pluralised; numeric options validated; ``--help`` is plain text.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.history.cli import Style, sessions_text
from tinyagent_memory.daemon.store.identity import STORE_ENV
from tinyagent_memory.protocol.types import SessionInfo

from ..conftest import Spawn
from . import cli_helpers
from . import store_helpers as storecheck
from .memory_helpers import memory_file, open_session, run_ops, text_of, write_memory


async def run(cwd: Path, *args: str) -> tuple[int, str, str]:
    return await cli_helpers.run(*args, cwd=cwd)


async def memory(workspace: Path, *args: str) -> tuple[int, str, str]:
    return await cli_helpers.on_workspace("memory", workspace, *args)


async def memory_json(workspace: Path, *args: str) -> tuple[int, Any]:
    return await cli_helpers.on_workspace_json("memory", workspace, *args)


async def test_state_folder_that_is_a_file_is_a_one_line_error(workspace: Path) -> None:
    (workspace / ".tinyagent").write_text("oops\n", encoding="utf-8")
    reason = "it is a file, not a folder"
    line = f"error: unsafe_path: refusing to use {workspace / '.tinyagent'}: {reason}\n"
    for command in ("status", "history", "check", "sync"):
        assert await memory(workspace, command) == (2, "", line), command
        code, payload = await memory_json(workspace, command)
        assert (code, payload["error"]["code"], payload["error"]["data"]) == (
            2,
            -32051,
            {"kind": "unsafe_path", "path": str(workspace / ".tinyagent"), "reason": reason},
        ), command


async def test_memory_file_that_is_a_folder_is_a_one_line_error(workspace: Path) -> None:
    write_memory(workspace, text_of("Uses tabs."))
    assert (await memory(workspace, "sync"))[0] == 0
    memory_file(workspace).unlink()
    memory_file(workspace).mkdir()
    reason = "it is a folder, not a regular file"
    line = f"error: unsafe_path: refusing to use {memory_file(workspace)}: {reason}\n"
    for command in ("status", "check", "sync"):
        assert await memory(workspace, command) == (2, "", line), command
    code, payload = await memory_json(workspace, "status")
    assert (code, payload["error"]["data"]["reason"]) == (2, reason)
    # What does not need the file still works.
    code, out, _ = await memory(workspace, "history")
    assert (code, out.splitlines()[1].split()[:3]) == (0, ["1", "committed", "initial"])


async def test_hints_point_at_memory_check(workspace: Path) -> None:
    write_memory(workspace, text_of("Uses tabs."))
    assert (await memory(workspace, "sync"))[0] == 0
    check_hint = (
        "yes: MEMORY.md is not in canonical form; run `tinyagent-memory memory check`,"
        " fix what it reports, then `tinyagent-memory memory sync`"
    )
    for broken in (b"  Uses tabs.\n\xc2\xa7\n\n", b"Uses tabs \xff\n"):
        memory_file(workspace).write_bytes(broken)
        code, out, _ = await memory(workspace, "status")
        assert code == 0 and f"drift:          {check_hint}" in out.splitlines(), out
    # The padded entry 1 is a tolerated hint: only the errors are listed.
    memory_file(workspace).write_bytes("  Uses tabs.\n§\n\nRuns pytest.\n§\nuses tabs.\n".encode())
    code, out, err = await memory(workspace, "sync")
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "error: invalid_memory_format: MEMORY.md is not canonical (2 findings); nothing recorded",
        "  entry 2: empty-entry: Blank line: remove it (entries are single lines separated by a"
        " line holding only §).",
        "  entry 3: duplicate-entry: Duplicate of entry 1 (line 1).",
        "hint: run `tinyagent-memory memory check` to see each finding with its line, fix the"
        " file, then run `tinyagent-memory memory sync`",
    ]
    # The same entry numbers in the JSON (1-based, as in the text).
    code, payload = await memory_json(workspace, "sync")
    assert [(f["code"], f["entry"]) for f in payload["error"]["data"]["findings"]] == [
        ("empty-entry", 2),
        ("duplicate-entry", 3),
    ]
    memory_file(workspace).write_text(text_of("Uses tabs.", "  Runs pytest."), encoding="utf-8")
    code, out, _ = await memory(workspace, "check")
    assert (code, out.splitlines()[-1]) == (0, f"{memory_file(workspace)}: ok")
    memory_file(workspace).write_text(text_of("Uses tabs.", "uses tabs. "), encoding="utf-8")
    code, out, _ = await memory(workspace, "check")
    assert (code, out.splitlines()[-1]) == (1, f"{memory_file(workspace)}: 1 finding")


async def test_read_only_commands_create_nothing(workspace: Path) -> None:
    where = f"{workspace} has no .tinyagent/state.db (nothing was created)"
    code, out, _ = await run(workspace, "memory", "status")
    assert (code, out) == (
        0,
        f"no memory state: {where}; a session or `tinyagent-memory memory sync` creates it\n",
    )
    assert await run(workspace, "memory", "history") == (0, f"no revisions: {where}\n", "")
    assert await run(workspace, "memory", "show", "1") == (
        2,
        "",
        f"error: unknown_revision: no revision 1: {where}\n",
    )
    code, out, _ = await run(workspace, "memory", "limits")
    assert (code, out.splitlines()) == (
        0,
        ["char limit:       4000", "entry char limit: 600", f"(the defaults: {where})"],
    )
    assert await run(workspace, "memory", "check") == (
        0,
        f"{memory_file(workspace)}: no MEMORY.md (no long-term memory)\n",
        "",
    )
    code, payload = await memory_json(workspace, "status")
    assert (code, payload) == (0, {"workspace": str(workspace), "state": None})
    assert list(workspace.iterdir()) == []


async def test_numeric_options_are_validated(workspace: Path) -> None:
    for args, shown in [
        (("history", "--limit", "0"), "argument --limit: 0 is not allowed"),
        (("history", "--limit", "-5"), "argument --limit: -5 is not allowed"),
        (("show", "0"), "argument revision: 0 is not allowed"),
        (("limits", "--char-limit", "-5"), "argument --char-limit: -5 is not allowed"),
        (("limits", "--entry-char-limit", "x"), "argument --entry-char-limit: 'x' is not a whole"),
    ]:
        code, out, err = await memory(workspace, *args)
        assert (code, out) == (2, ""), args
        assert shown in err, (args, err)
    code, out, err = await run(workspace, "--max-body-bytes", "0")
    assert code == 2 and "must be a positive number of bytes" in err
    assert list(workspace.iterdir()) == []


async def test_numbers_beyond_the_store_are_usage_errors(workspace: Path) -> None:
    write_memory(workspace, text_of("Uses tabs."))
    assert (await memory(workspace, "sync"))[0] == 0
    for args in [
        ("show", str(2**63)),
        ("restore", str(2**63)),
        ("history", "--limit", str(2**63)),
        ("limits", "--char-limit", str(2**53)),
    ]:
        code, out, err = await memory(workspace, *args)
        assert (code, out) == (2, ""), (args, err)
        assert "is not allowed: use a number from 1 to" in err, (args, err)
    assert await memory_json(workspace, "limits") == (
        0,
        {"char_limit": 4000, "entry_char_limit": 600},
    )


async def test_limits_command_changes_the_workspace_limits(workspace: Path) -> None:
    code, payload = await memory_json(workspace, "limits", "--char-limit", "8000")
    assert (code, payload) == (0, {"char_limit": 8000, "entry_char_limit": 600})
    code, out, _ = await memory(workspace, "limits")
    assert (code, out) == (0, "char limit:       8000\nentry char limit: 600\n")


@pytest.mark.usefixtures("store")
async def test_check_judges_by_the_workspace_limits(workspace: Path) -> None:
    """``memory check`` reads the limits from the store the CLI uses, PostgreSQL included."""
    env = {**os.environ, STORE_ENV: storecheck.CURRENT["store"]}
    entry = "Runs the whole test suite with pytest before each commit. " * 12  # 708 chars
    memory_file(workspace).parent.mkdir(parents=True)
    memory_file(workspace).write_text(text_of(entry.strip()), encoding="utf-8")
    code, report = await cli_helpers.on_workspace_json("memory", workspace, "check", env=env)
    assert (code, [f["code"] for f in report["findings"]]) == (1, ["entry-too-long"])
    code, payload = await cli_helpers.on_workspace_json(
        "memory", workspace, "limits", "--entry-char-limit", "1000", env=env
    )
    assert (code, payload) == (0, {"char_limit": 4000, "entry_char_limit": 1000})
    code, report = await cli_helpers.on_workspace_json("memory", workspace, "check", env=env)
    assert (code, report["findings"]) == (0, [])


async def test_help_is_plain_text(workspace: Path) -> None:
    code, out, _ = await run(workspace, "--help")
    assert code == 0 and "``" not in out
    assert "tinyagent-memory history …  list, read and search the stored conversations" in out
    assert "tinyagent-memory memory …   inspect and manage .tinyagent/memory/MEMORY.md" in out
    code, out, _ = await run(workspace, "memory", "--help")
    assert code == 0 and "``" not in out


async def test_history_numbers_are_usage_errors(workspace: Path) -> None:
    for args in (("expand", str(2**63)), ("expand", "0"), ("sessions", "--limit", str(2**63))):
        code, out, err = await cli_helpers.on_workspace("history", workspace, *args)
        assert (code, out) == (2, "") and "is not allowed" in err, (args, err)


def test_history_session_counts_are_pluralised() -> None:
    def session(runs: int, messages: int, summaries: int) -> SessionInfo:
        stamp = "2026-01-02T03:04:05.000Z"
        return SessionInfo("s1", stamp, stamp, "open", runs, messages, summaries, 9, None)

    assert sessions_text([session(1, 1, 1)], Style(False)).splitlines()[1] == (
        "    1 run, 1 message, 9 tokens, 1 summary"
    )
    assert sessions_text([session(2, 3, 2)], Style(False)).splitlines()[1] == (
        "    2 runs, 3 messages, 9 tokens, 2 summaries"
    )


async def test_sync_without_a_model_says_what_to_run(spawn: Spawn, workspace: Path) -> None:
    """Events wait for a curator; the CLI has no model: its text names ``--curator direct`` and
    shows no Python ``None`` for a workspace that has no revision yet."""
    client = await spawn()  # no provider: nothing curates in the background
    sid = await open_session(client, workspace)
    await run_ops(client, sid, [{"action": "add", "content": "Deploys happen on Thursdays."}])
    code, out, _ = await memory(workspace, "sync")
    assert (code, out) == (
        0,
        "no revision yet; automatic curation on\n"
        "not curated: 1 pending event waits for a curator: run `tinyagent-memory memory sync"
        " --curator direct` (the command line has no model)\n",
    )
    code, payload = await memory_json(workspace, "sync")
    assert (code, payload["reason"]) == (
        0,
        "provider_unavailable: 1 pending event waits for a client that answers"
        " provider/complete (or curator: direct)",
    )
    code, out, _ = await memory(workspace, "sync", "--curator", "direct")
    assert (code, out) == (
        0,
        "revision 1 (curator); automatic curation on\ncurated pending events\n",
    )
