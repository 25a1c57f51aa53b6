"""Helpers shared by the memory end-to-end tests (real daemons over real stdio)."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.daemon.memory.revisions import CRASH_ENV
from tinyagent_memory.daemon.store.identity import STORE_ENV
from tinyagent_memory.protocol import methods as m

from . import cli_helpers
from . import store_helpers as storecheck


def memory_file(workspace: Path) -> Path:
    return workspace / ".tinyagent" / "memory" / "MEMORY.md"


def read_memory(workspace: Path) -> str:
    path = memory_file(workspace)
    return path.read_text(encoding="utf-8") if path.exists() else ""


def write_memory(workspace: Path, text: str) -> None:
    path = memory_file(workspace)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def text_of(*entries: str) -> str:
    return "\n§\n".join(entries) + "\n" if entries else ""


def add(content: str) -> dict[str, Any]:
    return {"action": "add", "content": content}


def replace(old_text: str, content: str) -> dict[str, Any]:
    return {"action": "replace", "old_text": old_text, "content": content}


def remove(old_text: str) -> dict[str, Any]:
    return {"action": "remove", "old_text": old_text}


async def open_session(client: DaemonClient, workspace: Path, **extra: Any) -> str:
    opened = await client.request(m.SESSION_OPEN, {"workspace": str(workspace), **extra})
    return str(opened["session_id"])


async def run_ops(
    client: DaemonClient,
    sid: str,
    operations: list[dict[str, Any]],
    status: str = "succeeded",
) -> tuple[str, list[int], int]:
    """One Run that submits ``operations`` (one batch) and finishes with ``status``."""
    run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    submitted = await client.request(
        m.MEMORY_SUBMIT, {"session_id": sid, "run_id": run_id, "operations": operations}
    )
    finished = await client.request(
        m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": status}
    )
    return run_id, submitted["candidate_ids"], finished["events_added"]


async def status(client: DaemonClient, workspace: Path) -> dict[str, Any]:
    return await client.request(m.MEMORY_STATUS, {"workspace": str(workspace)})


async def history(client: DaemonClient, workspace: Path) -> list[dict[str, Any]]:
    result = await client.request(m.MEMORY_HISTORY, {"workspace": str(workspace)})
    return result["revisions"]


async def committed(
    client: DaemonClient, revision: int, *, source: str | None = None, after: int = 0
) -> dict[str, Any]:
    """Wait for ``memory/committed`` of ``revision``."""

    def match(params: Any) -> bool:
        return params["revision"] == revision and (source is None or params["source"] == source)

    return await client.wait_notification(m.MEMORY_COMMITTED, match, after=after)


def curation_reply(
    entries: list[str] | str, *, finish_reason: str = "stop"
) -> Callable[[Any], Any]:
    """A fake host answering ``provider/complete`` (``purpose: curation``) with ``entries``."""

    async def handler(params: Any) -> dict[str, Any]:
        if params["purpose"] == "screen":
            return screen_reply(params)
        assert params["purpose"] == "curation"
        text = entries if isinstance(entries, str) else json.dumps(entries)
        return {
            "text": text,
            "finish_reason": finish_reason,
            "usage": {"prompt_tokens": 120, "completion_tokens": 30, "total_tokens": 150},
        }

    return handler


def screen_reply(params: Any, refuse: Callable[[str], str | None] | None = None) -> dict[str, Any]:
    """A fake host's model screen: every entry allowed unless ``refuse`` names a reason."""
    entries = json.loads(params["messages"][-1]["content"])["entries"]
    verdicts = []
    for e in entries:
        reason = refuse(e["text"]) if refuse else None
        verdicts.append(
            {
                "entry": e["entry"],
                "verdict": "refuse" if reason else "allow",
                "reason": reason or "",
            }
        )
    return {
        "text": json.dumps({"verdicts": verdicts}),
        "finish_reason": "stop",
        "usage": {"prompt_tokens": 40, "completion_tokens": 10, "total_tokens": 50},
    }


def db_rows(workspace: Path, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    return storecheck.rows(workspace, sql, *args)


def assert_consistent(workspace: Path) -> None:
    """The invariants every test (and the crash matrix) relies on."""
    rows = db_rows(
        workspace,
        "SELECT id, parent, state, text, event_cursor FROM memory_revisions ORDER BY id",
    )
    assert [r for r in rows if r[2] == "prepared"] == []
    committed_rows = [r for r in rows if r[2] == "committed"]
    for previous, current in itertools.pairwise(committed_rows):
        assert current[1] == previous[0], "committed revisions form one linear history"
        assert current[4] >= previous[4], "the event cursor never goes back"
    cursor = db_rows(workspace, "SELECT event_cursor FROM memory_state")
    expected = committed_rows[-1][4] if committed_rows else 0
    assert cursor == [(expected,)]
    assert storecheck.integrity(workspace) == "ok"


async def cli(
    workspace: Path, *args: str, crash: str | None = None, store: str | None = None
) -> tuple[int, Any]:
    """``memory ARGS --json``, killed at ``crash`` if given, on ``store`` (default SQLite)."""
    env = dict(os.environ)
    env.pop(CRASH_ENV, None)
    if crash:
        env[CRASH_ENV] = crash
    if store:
        env[STORE_ENV] = store
    code, out, _ = await cli_helpers.on_workspace("memory", workspace, *args, "--json", env=env)
    return code, json.loads(out) if code == 0 else None


T = TypeVar("T")


async def settled(*steps: Awaitable[T]) -> list[T]:
    """``asyncio.gather`` that lets every step finish before the first failure is raised: a
    failed step does not leave its siblings (daemons, CLI children) running unattended while the
    test tears down."""
    results = await asyncio.gather(*steps, return_exceptions=True)
    for result in results:
        if isinstance(result, BaseException):
            raise result
    return [r for r in results if not isinstance(r, BaseException)]


async def crash_during_curation(workspace: Path, step: str, store: str | None = None) -> None:
    """A direct curation whose daemon is SIGKILLed at ``step`` (on ``store``, default SQLite)."""
    client = await DaemonClient.spawn(env={CRASH_ENV: step})
    # A fresh daemon's first screen compiles the screen's rules: under a heavily loaded machine
    # (several such daemons at once) that may take longer than the default 30 s.
    client.request_timeout = 120.0
    options: dict[str, Any] = {"curator": "direct", "curation_threshold": 1}
    if store:
        options["store"] = store
    try:
        await client.initialize(options)
        sid = await open_session(client, workspace)
        run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
        await client.request(
            m.MEMORY_SUBMIT,
            {"session_id": sid, "run_id": run_id, "operations": [add("New fact.")]},
        )
        # The job starts in the background once the Run finishes; the process dies at `step`
        # (perhaps before this response is even written).
        with contextlib.suppress(ConnectionError):
            await client.request(
                m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"}
            )
        code = await client.wait_exit(timeout=30)
        assert code == -9, f"expected SIGKILL at {step}, exit code {code}"
    finally:
        if client.proc.returncode is None:
            await client.kill()
