"""``tinyagent-memory demo``: spawn the real daemon on a workspace and drive a scripted session.

Everything goes through the stdio protocol exactly as an agent runtime would send it; the demo's
client plays the host and answers ``provider/complete`` with canned model replies.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path
from typing import Any

from tinyagent_memory.protocol import methods as m

from .client import DaemonClient


def _say(title: str, value: Any = None) -> None:
    print(f"\n== {title}")
    if value is not None:
        print(json.dumps(value, indent=2, ensure_ascii=False)[:2000])


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
        f"of a {built['window_tokens']}-token window",
        built["messages"],
    )


async def _main(workspace: Path) -> int:
    client = await DaemonClient.spawn()
    try:
        await client.initialize({"provider": True})
        _say(f"daemon started (pid {client.proc.pid}); workspace {workspace}")
        await _session(client, workspace)
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
