"""A small asyncio JSON-RPC client over the daemon's stdio, for the demo, the tests and embedders.

It spawns ``tinyagent-memory serve``, frames messages with ``Content-Length`` headers, answers
daemon -> client requests (``provider/complete``) with registered handlers, and records every
notification so callers can wait on one instead of sleeping. Any byte on stdout that is not a
well-formed frame is recorded in ``protocol_errors``.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import sys
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import Any, cast

import msgspec
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import MsgId

RequestHandler = Callable[[Any], Awaitable[Any]]


class RpcError(Exception):
    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.data = data

    @property
    def kind(self) -> str | None:
        data: Any = self.data
        if isinstance(data, dict):
            kind = cast(dict[str, Any], data).get("kind")
            return kind if isinstance(kind, str) else None
        return None


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def daemon_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "tinyagent_memory.daemon", *args]


class DaemonClient:
    def __init__(self, proc: asyncio.subprocess.Process, *, drain_stderr: bool = True) -> None:
        self.proc = proc
        self.request_timeout = 30.0
        """Seconds ``request`` waits for a reply unless told otherwise."""
        self._ids = itertools.count(1)
        self._pending: dict[MsgId, asyncio.Future[Any]] = {}
        self._handlers: dict[str, RequestHandler] = {}
        self.notifications: list[tuple[str, Any]] = []
        self.responses: list[dict[str, Any]] = []
        """Every response frame received, in order (including ones with unknown ids)."""
        self.protocol_errors: list[str] = []
        self._changed = asyncio.Condition()
        self._tasks: set[asyncio.Future[Any]] = set()
        self._reader = asyncio.create_task(self._read_loop())
        self.stderr_lines: list[str] = []
        self._stderr_task = asyncio.create_task(
            self._drain_stderr() if drain_stderr else asyncio.sleep(0)
        )

    # ------------------------------------------------------------------ lifecycle

    @classmethod
    async def spawn(
        cls,
        *args: str,
        env: Mapping[str, str] | None = None,
        cwd: Path | None = None,
        command: list[str] | None = None,
        drain_stderr: bool = True,
    ) -> DaemonClient:
        """Start the daemon; ``drain_stderr=False`` leaves its stderr pipe unread (a careless
        host), which must never block it."""
        full_env = dict(os.environ)
        full_env.update(env or {})
        proc = await asyncio.create_subprocess_exec(
            *(command or daemon_command("serve", *args)),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=full_env,
            cwd=cwd,
            limit=64 * 1024 * 1024,
        )
        return cls(proc, drain_stderr=drain_stderr)

    async def initialize(
        self,
        options: Mapping[str, Any] | None = None,
        *,
        process_id: int | None = None,
        capabilities: Mapping[str, Any] | None = None,
        root: Path | None = None,
    ) -> Any:
        params: dict[str, Any] = {
            "processId": process_id if process_id is not None else os.getpid(),
            "capabilities": dict(capabilities or {}),
            "initializationOptions": dict(options or {}),
        }
        if root is not None:
            params["rootUri"] = root.as_uri()
            params["workspaceFolders"] = [{"uri": root.as_uri(), "name": root.name}]
        result = await self.request(m.INITIALIZE, params)
        await self.notify(m.INITIALIZED, {})
        return result

    async def shutdown(self, timeout: float = 10.0) -> int:
        """``shutdown`` then ``exit``; returns the exit code."""
        with contextlib.suppress(RpcError, ConnectionError):
            await self.request(m.SHUTDOWN, None, timeout=timeout)
        with contextlib.suppress(ConnectionError):
            await self.notify(m.EXIT, None)
        return await self.wait_exit(timeout)

    async def wait_exit(self, timeout: float = 10.0) -> int:
        code = await asyncio.wait_for(self.proc.wait(), timeout)
        await self._finish_tasks()
        return code

    async def kill(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            self.proc.kill()
        await self.proc.wait()
        await self._finish_tasks()

    async def _finish_tasks(self) -> None:
        for task in (self._reader, self._stderr_task):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(task, 5)

    async def close_stdin(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        with contextlib.suppress(Exception):
            await self.proc.stdin.wait_closed()

    # ------------------------------------------------------------------ sending

    async def send_raw(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data)
        await self.proc.stdin.drain()

    async def send(self, message: Mapping[str, Any]) -> None:
        await self.send_raw(frame(msgspec.json.encode(message)))

    async def notify(self, method: str, params: Any) -> None:
        msg: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        await self.send(msg)

    def start_request(
        self, method: str, params: Any, *, msg_id: MsgId | None = None
    ) -> tuple[MsgId, asyncio.Future[Any]]:
        ident = next(self._ids) if msg_id is None else msg_id
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending[ident] = fut
        msg: dict[str, Any] = {"jsonrpc": "2.0", "id": ident, "method": method}
        if params is not None:
            msg["params"] = params
        task = asyncio.ensure_future(self.send(msg))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return ident, fut

    async def request(self, method: str, params: Any, *, timeout: float | None = None) -> Any:
        _, fut = self.start_request(method, params)
        return await asyncio.wait_for(fut, self.request_timeout if timeout is None else timeout)

    def on_request(self, method: str, handler: RequestHandler) -> None:
        """Answer daemon -> client requests of ``method`` with ``handler(params)``."""
        self._handlers[method] = handler

    # ------------------------------------------------------------------ receiving

    async def wait_notification(
        self,
        method: str,
        predicate: Callable[[Any], bool] | None = None,
        *,
        timeout: float = 15.0,
        after: int = 0,
    ) -> Any:
        """The first notification of ``method`` (index >= ``after``) matching ``predicate``."""

        def find() -> Any:
            for name, params in self.notifications[after:]:
                if name == method and (predicate is None or predicate(params)):
                    return params
            return None

        return await self._wait_for(find, timeout)

    async def wait_response(
        self,
        predicate: Callable[[dict[str, Any]], bool],
        *,
        timeout: float = 15.0,
        after: int = 0,
    ) -> dict[str, Any]:
        """The first response frame (index >= ``after``) matching ``predicate``, whatever its id
        (``send_raw`` requests and errors with ``id: null`` are only seen here)."""

        def find() -> dict[str, Any] | None:
            for msg in self.responses[after:]:
                if predicate(msg):
                    return msg
            return None

        found: dict[str, Any] = await self._wait_for(find, timeout)
        return found

    async def _wait_for(self, find: Callable[[], Any], timeout: float) -> Any:
        """Until ``find()`` returns something other than ``None`` (re-checked on every frame)."""

        async def wait() -> Any:
            async with self._changed:
                while (found := find()) is None:
                    if self._reader.done():
                        raise ConnectionError("daemon closed its stdout")
                    await self._changed.wait()
                return found

        return await asyncio.wait_for(wait(), timeout)

    async def _read_frame(self) -> bytes | None:
        assert self.proc.stdout is not None
        length: int | None = None
        while True:
            line = await self.proc.stdout.readline()
            if not line:
                return None
            if line == b"\r\n":
                break
            name, sep, value = line.decode("ascii", "replace").partition(":")
            if not sep or not line.endswith(b"\r\n"):
                self.protocol_errors.append(f"bad header line {line!r}")
                continue
            if name.strip().lower() == "content-length":
                length = int(value.strip())
        if length is None:
            self.protocol_errors.append("frame without Content-Length")
            return b""
        return await self.proc.stdout.readexactly(length)

    async def _read_loop(self) -> None:
        try:
            while True:
                body = await self._read_frame()
                if body is None:
                    break
                try:
                    msg = msgspec.json.decode(body)
                except msgspec.DecodeError:
                    self.protocol_errors.append(f"invalid JSON frame {body[:80]!r}")
                    continue
                await self._dispatch(msg)
        except (asyncio.IncompleteReadError, ConnectionError) as exc:
            self.protocol_errors.append(f"stream ended mid-frame: {exc!r}")
        finally:
            for fut in self._pending.values():
                if not fut.done():
                    fut.set_exception(ConnectionError("daemon closed its stdout"))
            async with self._changed:
                self._changed.notify_all()

    async def _dispatch(self, raw: Any) -> None:
        if not isinstance(raw, dict):
            self.protocol_errors.append(f"not a JSON-RPC message: {raw!r:.80}")
            return
        msg = cast(dict[str, Any], raw)
        if msg.get("jsonrpc") != "2.0":
            self.protocol_errors.append(f"not a JSON-RPC message: {msg!r:.80}")
            return
        if "method" in msg and "id" in msg:
            task = asyncio.ensure_future(self._answer(msg))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        elif "method" in msg:
            async with self._changed:
                self.notifications.append((msg["method"], msg.get("params")))
                self._changed.notify_all()
        else:
            async with self._changed:
                self.responses.append(msg)
                self._changed.notify_all()
            ident = msg.get("id")
            fut = self._pending.pop(ident, None) if isinstance(ident, int | str) else None
            if fut is None or fut.done():
                return
            if "error" in msg:
                err = cast(dict[str, Any], msg["error"])
                fut.set_exception(
                    RpcError(int(err.get("code", 0)), str(err.get("message", "")), err.get("data"))
                )
            else:
                fut.set_result(msg.get("result"))

    async def _answer(self, msg: dict[str, Any]) -> None:
        handler = self._handlers.get(msg["method"])
        reply: dict[str, Any] = {"jsonrpc": "2.0", "id": msg["id"]}
        if handler is None:
            reply["error"] = {
                "code": -32601,
                "message": f"client has no handler for {msg['method']}",
            }
        else:
            try:
                reply["result"] = await handler(msg.get("params"))
            except RpcError as exc:
                reply["error"] = {"code": exc.code, "message": exc.message, "data": exc.data}
            except Exception as exc:
                reply["error"] = {"code": -32603, "message": f"client handler failed: {exc}"}
        with contextlib.suppress(ConnectionError, RuntimeError):
            await self.send(reply)

    async def _drain_stderr(self) -> None:
        assert self.proc.stderr is not None
        while line := await self.proc.stderr.readline():
            self.stderr_lines.append(line.decode("utf-8", "replace").rstrip("\n"))
