"""``tinyagent-memory demo``: spawn the real daemon on a workspace and drive a scripted session.

Everything goes through the stdio protocol exactly as an agent runtime would send it; the demo's
client plays the host and answers ``provider/complete`` with canned model replies. The memory part
curates two entries into ``.tinyagent/memory/MEMORY.md`` and shows the revision history.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path
from typing import Any

from tinyagent_memory.protocol import methods as m

from .client import DaemonClient, RpcError


def _say(title: str, value: Any = None) -> None:
    """A titled step; its value, if any, as indented JSON (every structured value is JSON)."""
    print(f"\n== {title}", flush=True)
    if value is not None:
        print(json.dumps(value, indent=2, ensure_ascii=False)[:2000], flush=True)


def _progress(text: str) -> None:
    """What the demo is doing while nothing else would be printed."""
    print(f"-- {text}", flush=True)


def a_or_an(number: int) -> str:
    """``a 128000-token window``, ``an 8000-token window``: the article as the number is read."""
    digits = str(number)
    groups = (len(digits) - 1) % 3 + 1  # digits before the first thousands separator
    lead = int(digits[:groups])
    vowel = digits.startswith("8") or lead in (11, 18)
    return "an" if vowel else "a"


def window_phrase(tokens: int) -> str:
    return f"{a_or_an(tokens)} {tokens}-token window"


async def _session(client: DaemonClient, workspace: Path) -> None:
    opened = await client.request(m.SESSION_OPEN, {"workspace": str(workspace)})
    sid = opened["session_id"]
    _say(m.SESSION_OPEN, opened)
    run = await client.request(m.RUN_START, {"session_id": sid})
    rid = run["run_id"]
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": "List the Python files in src/ and tell me which is largest."},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {
                        "name": "shell",
                        "arguments": json.dumps({"command": "ls -S src/*.py"}),
                    },
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_1", "content": "src/server.py\nsrc/cli.py\n"},
        {"role": "assistant", "content": "The largest Python file in src/ is src/server.py."},
    ]
    appended = await client.request(
        m.MESSAGE_APPEND, {"session_id": sid, "run_id": rid, "messages": messages}
    )
    _say(f"{m.MESSAGE_APPEND} (ids and per-message token counts)", appended)
    finished = await client.request(
        m.RUN_FINISH, {"session_id": sid, "run_id": rid, "status": "succeeded"}
    )
    _say(m.RUN_FINISH, finished)
    built = await client.request(
        m.CONTEXT_BUILD, {"session_id": sid, "system_prompt": "You are a careful coding agent."}
    )
    _say(
        f"context/build: {len(built['messages'])} messages, {built['tokens']} tokens "
        f"of {window_phrase(built['window_tokens'])}",
        built["messages"],
    )


CANNED_SUMMARY = """## Goal
Keep the test suite of the demo project green while refactoring src/.

## Constraints & Preferences
- Run the tests after every change.

## Progress
**Done**
- Steps 1-4: every module read and its tests passing.
**In Progress**
- None.
**Blocked**
- None.

## Key Decisions
- Tests run one file at a time (`pytest tests/test_stepN.py`).

## Relevant Files
- src/step1.py … src/step4.py

## Next Steps
- Continue with the next module.

## Critical Context
- All tests passed so far."""


async def _canned_summary(params: Any) -> Any:
    """The demo's host: a real one would run its model on ``params["messages"]``."""
    return {
        "text": CANNED_SUMMARY,
        "finish_reason": "stop",
        "usage": {"prompt_tokens": 1200, "completion_tokens": 150, "total_tokens": 1350},
    }


def _turn(i: int) -> list[dict[str, Any]]:
    listing = "".join(f"tests/test_step{i}.py::test_case_{k} PASSED\n" for k in range(40))
    return [
        {"role": "user", "content": f"Step {i}: refactor src/step{i}.py and run its tests."},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": f"call_step{i}",
                    "type": "function",
                    "function": {
                        "name": "shell",
                        "arguments": json.dumps({"command": f"pytest -v tests/test_step{i}.py"}),
                    },
                }
            ],
        },
        {"role": "tool", "tool_call_id": f"call_step{i}", "content": listing + "40 passed\n"},
        {"role": "assistant", "content": f"src/step{i}.py is refactored; its 40 tests pass."},
    ]


async def _compaction(client: DaemonClient, workspace: Path) -> None:
    """A longer session in a small (8,000-token) window: context/build compacts at 50%."""
    window = 8000
    opened = await client.request(m.SESSION_OPEN, {"workspace": str(workspace)})
    sid = opened["session_id"]
    _say(f"second session {sid}: turns of a refactoring, context built in {window_phrase(window)}")
    built: dict[str, Any] = {}
    for i in range(1, 30):
        run = await client.request(m.RUN_START, {"session_id": sid})
        await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run["run_id"], "messages": _turn(i)}
        )
        await client.request(
            m.RUN_FINISH, {"session_id": sid, "run_id": run["run_id"], "status": "succeeded"}
        )
        built = await client.request(m.CONTEXT_BUILD, {"session_id": sid, "window_tokens": window})
        report = built["compaction"]
        done = "none" if report is None else json.dumps(report, ensure_ascii=False)
        print(f"  turn {i:>2}: context {built['tokens']:>5} tokens; compaction: {done}", flush=True)
        if built["compaction"] is not None:
            break
    _say("context/build compacted before answering; the compaction report", built["compaction"])
    messages: list[dict[str, Any]] = built["messages"]
    summary = next(x for x in messages if "<context-summary>" in (x.get("content") or ""))
    print("\n== the summary, sent to the provider as a marked user message")
    print(summary["content"])
    _say(
        "the built context: the first 3 messages, the summary, the 8 most recent messages",
        [f"{msg['role']}: {(msg.get('content') or '(tool call)')[:60]}" for msg in messages],
    )
    usage = await client.request(m.USAGE_INTERNAL, {"session_id": sid})
    _say("usage/internal: the summary's provider usage, never a Run's", usage)


CURATED = [
    "The user prefers tabs over spaces.",
    "src/server.py is the largest Python file in src/.",
]
"""The demo host's canned Curator reply: a strict JSON array of strings."""


async def _host(params: Any) -> Any:
    """The demo's host for ``provider/complete``: canned summaries and Curator replies."""
    if params["purpose"] != "curation":
        return await _canned_summary(params)
    return {
        "text": json.dumps(CURATED),
        "finish_reason": "stop",
        "usage": {"prompt_tokens": 180, "completion_tokens": 24, "total_tokens": 204},
    }


async def _memory(client: DaemonClient, workspace: Path) -> None:
    """A Run's memory tool submits candidates; the Run succeeds; closing the Session curates."""
    ws = str(workspace)
    sid = (await client.request(m.SESSION_OPEN, {"workspace": ws}))["session_id"]
    rid = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    operations = [
        {"action": "add", "content": CURATED[0]},
        {"action": "add", "content": CURATED[1]},
    ]
    submitted = await client.request(
        m.MEMORY_SUBMIT, {"session_id": sid, "run_id": rid, "operations": operations}
    )
    _say("memory/submit (the runtime's memory tool; the file is not touched)", submitted)
    try:
        await client.request(
            m.MEMORY_SUBMIT,
            {
                "session_id": sid,
                "run_id": rid,
                "operations": [{"action": "add", "content": "CI token ghp_" + "x7Kq" * 9}],
            },
        )
    except RpcError as exc:
        _say(f"memory/submit with a credential is refused: {exc.kind}", exc.data["findings"])
    finished = await client.request(
        m.RUN_FINISH, {"session_id": sid, "run_id": rid, "status": "succeeded"}
    )
    _say("run/finish succeeded: the Run's candidates became events", finished)
    mark = len(client.notifications)
    await client.request(m.SESSION_CLOSE, {"session_id": sid})
    note = await client.wait_notification(m.MEMORY_COMMITTED, after=mark)
    _say("session/close triggered the Curator; memory/committed", note)
    path = workspace / ".tinyagent" / "memory" / "MEMORY.md"
    print(f"\n== {path}\n{path.read_text(encoding='utf-8')}", end="")
    history = await client.request(m.MEMORY_HISTORY, {"workspace": ws})
    _say(m.MEMORY_HISTORY, history)
    _say(m.MEMORY_STATUS, await client.request(m.MEMORY_STATUS, {"workspace": ws}))
    fresh = (await client.request(m.SESSION_OPEN, {"workspace": ws}))["session_id"]
    built = await client.request(
        m.CONTEXT_BUILD, {"session_id": fresh, "system_prompt": "You are a careful coding agent."}
    )
    _say("context/build of a new Session: the memory is frozen into the system message", built)


async def _main(workspace: Path) -> int:
    _progress("starting the daemon: tinyagent-memory serve, over stdio")
    client = await DaemonClient.spawn()
    client.on_request(m.PROVIDER_COMPLETE, _host)
    try:
        _progress("initialize: loading the o200k_base tokenizer (a few seconds the first time)")
        await client.initialize({"provider": True})
        _say(f"daemon started (pid {client.proc.pid}); workspace {workspace}")
        await _session(client, workspace)
        await _compaction(client, workspace)
        await _memory(client, workspace)
    finally:
        code = await client.shutdown()
    _say(f"daemon exited with code {code}")
    return 0 if code == 0 else 1


def run_demo(workspace: Path | None) -> int:
    if workspace is not None:
        workspace.mkdir(parents=True, exist_ok=True)
        return asyncio.run(_main(workspace.resolve()))
    with tempfile.TemporaryDirectory(prefix="tinyagent-demo-") as tmp:
        return asyncio.run(_main(Path(tmp)))
