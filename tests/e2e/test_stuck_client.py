"""Issue 13 item 18: a client that stops reading stdout never freezes the daemon.

The client fills the daemon's stdout (replies of about 1 MB each, never read), then closes stdin
or lets its ``processId`` die: the daemon must still end, as spec 2.4 and 2.5 promise.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import daemon_command, frame
from tinyagent_memory.protocol import methods as m

EXIT_SECONDS = 20.0
"""Generous for a loaded CI machine; a frozen daemon never exits at all."""


class RawClient:
    """Writes requests; reads replies only while ``reading`` (then lets stdout fill up)."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self.pidfd = os.pidfd_open(proc.pid)
        self.ids = 0

    async def send(self, method: str, params: Any, *, notify: bool = False) -> int:
        self.ids += 1
        msg: dict[str, Any] = {"jsonrpc": "2.0", "method": method, "params": params}
        if not notify:
            msg["id"] = self.ids
        assert self.proc.stdin is not None
        self.proc.stdin.write(frame(json.dumps(msg).encode()))
        await self.proc.stdin.drain()
        return self.ids

    async def reply(self, ident: int) -> dict[str, Any]:
        assert self.proc.stdout is not None
        while True:
            header = await self.proc.stdout.readuntil(b"\r\n\r\n")
            length = int(header.split(b":")[1].split(b"\r\n")[0])
            msg = json.loads(await self.proc.stdout.readexactly(length))
            if msg.get("id") == ident:
                return msg

    async def call(self, method: str, params: Any) -> Any:
        msg = await self.reply(await self.send(method, params))
        assert "result" in msg, msg
        return msg["result"]


async def stuck_daemon(workspace: Path, parent_pid: int | None) -> RawClient:
    """A daemon whose client asked for ~5 MB of replies and reads none of them."""
    proc = await asyncio.create_subprocess_exec(
        *daemon_command("serve"),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL,
    )
    client = RawClient(proc)
    await client.call(
        m.INITIALIZE,
        {
            "processId": parent_pid,
            "capabilities": {},
            "initializationOptions": {"window_tokens": 10_000_000, "curator": "direct"},
        },
    )
    await client.send(m.INITIALIZED, {}, notify=True)
    opened = await client.call(m.SESSION_OPEN, {"workspace": str(workspace), "session_id": "s"})
    run_id = (await client.call(m.RUN_START, {"session_id": opened["session_id"]}))["run_id"]
    big = {"role": "user", "content": "word " * 200_000}
    await client.call(m.MESSAGE_APPEND, {"session_id": "s", "run_id": run_id, "messages": [big]})
    for _ in range(5):  # ~1 MB each, more than the pipe and the reader's buffer hold
        await client.send(m.CONTEXT_BUILD, {"session_id": "s"})
    return client


async def wait_exit(client: RawClient) -> int:
    """Wait for the process to end without reading its stdout (``Process.wait`` would also wait
    for the unread pipe to close): a pidfd becomes readable when the process exits."""
    loop = asyncio.get_running_loop()
    ended: asyncio.Future[None] = loop.create_future()
    loop.add_reader(client.pidfd, lambda: ended.done() or ended.set_result(None))
    try:
        await asyncio.wait_for(ended, EXIT_SECONDS)
    except TimeoutError:
        client.proc.kill()
        pytest.fail(f"the daemon did not exit within {EXIT_SECONDS} s: frozen writing stdout")
    finally:
        loop.remove_reader(client.pidfd)
        os.close(client.pidfd)
        assert client.proc.stdout is not None
        await client.proc.stdout.read()  # now the pipe can be drained and closed
    return await client.proc.wait()


async def test_stdin_eof_ends_a_daemon_whose_client_stopped_reading(workspace: Path) -> None:
    client = await stuck_daemon(workspace, None)
    assert client.proc.stdin is not None
    client.proc.stdin.close()
    assert await wait_exit(client) == 0


async def test_parent_death_ends_a_daemon_whose_client_stopped_reading(workspace: Path) -> None:
    parent = await asyncio.create_subprocess_exec(
        sys.executable, "-c", "import sys; sys.stdin.read()", stdin=asyncio.subprocess.PIPE
    )
    client = await stuck_daemon(workspace, parent.pid)
    parent.kill()
    await parent.wait()
    assert await wait_exit(client) == 0
    assert client.proc.stdin is not None
    client.proc.stdin.close()
