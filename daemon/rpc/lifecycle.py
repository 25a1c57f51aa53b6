"""The daemon's life on stdio: the read loop, the ways it ends, and a clean exit every time.

Replaces pygls's ``JsonRPCServer._start_io_async`` / ``pygls.io_.run_async``:

- a pump (``stdio.make_pump``: on the event loop for a pipe or socket, a thread otherwise) feeds
  stdin into ``transport.FrameParser``; each event goes to ``MemoryProtocol``;
- the daemon stops on ``exit`` (code 0 after ``shutdown``, else 1), at end of stdin, when the
  client stops reading stdout, or when the parent ``processId`` from ``initialize`` is gone
  (code 0 for those three);
- stopping never waits long: requests the gone client would have to answer
  (``provider/complete``) fail at once, other in-flight requests get ``GRACE_SECONDS`` to finish
  (their transactions commit or roll back whole), the rest are cancelled, the stores are closed,
  and the process ends. A write the daemon has answered is committed and stays committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from .jsonrpc import invalid_request, parse_error
from .protocol import MemoryProtocol
from .stdio import FrameWriter, LoopPump, StdinPump, make_pump
from .transport import Body, Broken, FrameParser, TooLarge

log = logging.getLogger(__name__)

GRACE_SECONDS = 0.4
"""How long in-flight requests may run on after the client is gone, before they are cancelled."""
CANCEL_WAIT_SECONDS = 0.15
CLOSE_WAIT_SECONDS = 0.15
POLL_SECONDS = 0.25
"""Parent polling interval where ``pidfd_open`` is unavailable."""


@dataclass(frozen=True)
class Stop:
    reason: str
    code: int


class Lifecycle:
    def __init__(
        self,
        protocol: MemoryProtocol,
        *,
        stdin_fd: int,
        writer: FrameWriter,
        max_body_bytes: int,
        close_app: Callable[[], None],
    ) -> None:
        self.protocol = protocol
        self.stdin_fd = stdin_fd
        self.writer = writer
        self.max_body_bytes = max_body_bytes
        self.close_app = close_app
        self._stopped: asyncio.Future[Stop] | None = None
        self._parent_fd: int | None = None
        self._parent_task: asyncio.Task[None] | None = None
        self._pump: StdinPump | LoopPump | None = None

    def input_waiting(self) -> bool:
        """Client input is readable or read and not handled yet."""
        return self._pump is not None and self._pump.waiting()

    def stop(self, reason: str, code: int) -> None:
        if self._stopped is not None and not self._stopped.done():
            log.info("stopping: %s", reason)
            self._stopped.set_result(Stop(reason, code))

    @property
    def stopping(self) -> bool:
        return self._stopped is not None and self._stopped.done()

    async def run(self) -> int:
        loop = asyncio.get_running_loop()
        self._stopped = loop.create_future()
        self.protocol.frames = self.writer
        self.protocol.on_exit = lambda code: self.stop("exit notification", code)
        self.protocol.on_connection_lost = lambda: self.stop("stdout closed", 0)
        self.writer.attach(loop)
        self.writer.on_lost = lambda reason: self.stop(f"stdout closed ({reason})", 0)
        pump = self._pump = make_pump(self.stdin_fd, loop)
        pump.start()
        reader = asyncio.ensure_future(self._read(pump))
        reader.add_done_callback(self._reader_done)
        stop = await self._stopped
        reader.cancel()
        await self._wind_down(stop)
        return stop.code

    # ------------------------------------------------------------------ reading

    def _reader_done(self, task: asyncio.Future[None]) -> None:
        if not task.cancelled() and (exc := task.exception()) is not None:
            log.error("the reader failed; stopping", exc_info=exc)
            self.stop("reader failed", 1)

    async def _read(self, pump: StdinPump | LoopPump) -> None:
        parser = FrameParser(self.max_body_bytes)
        while not self.stopping:
            chunk = await pump.read()
            if chunk:
                parser.feed(chunk)
            else:
                parser.feed_eof()
            while not self.stopping and (event := parser.next_event()) is not None:
                try:
                    self._dispatch(event, parser)
                except Exception:  # a bug in one message must not end the daemon
                    log.exception("could not handle a frame")
            if not chunk:
                self.stop("end of input", 0)

    def _dispatch(self, event: Body | Broken | TooLarge, parser: FrameParser) -> None:
        if isinstance(event, Body):
            if not self.protocol.handle_body(event.data):
                parser.rewind()
        elif isinstance(event, Broken):
            log.warning("broken frame: %s", event.reason)
            self.protocol.send_reject(parse_error(event.reason))
        else:
            log.warning("frame of %d bytes over max_body_bytes, skipped", event.declared)
            self.protocol.send_reject(
                invalid_request(
                    event.id,
                    f"body of {event.declared} bytes exceeds max_body_bytes ({event.limit})",
                    limit="max_body_bytes",
                    max=event.limit,
                )
            )

    # ------------------------------------------------------------------ the parent process

    def watch_parent(self, pid: int | None) -> None:
        """Exit when ``pid`` ends (LSP ``processId``). A pid not alive now is not watched: it
        usually lives in another PID namespace (a container) rather than being already gone."""
        if pid is None or pid <= 0 or pid == os.getpid():
            return
        if not _alive(pid):
            log.warning("processId %d is not visible from here; not watching it", pid)
            return
        loop = asyncio.get_running_loop()
        try:
            fd = os.pidfd_open(pid)
        except (AttributeError, OSError):
            self._parent_task = asyncio.ensure_future(self._poll_parent(pid))
            return
        self._parent_fd = fd
        loop.add_reader(fd, self._parent_gone, pid)

    def _parent_gone(self, pid: int) -> None:
        self._unwatch()
        self.stop(f"parent process {pid} is gone", 0)

    async def _poll_parent(self, pid: int) -> None:
        while _alive(pid):
            await asyncio.sleep(POLL_SECONDS)
        self.stop(f"parent process {pid} is gone", 0)

    def _unwatch(self) -> None:
        fd, self._parent_fd = self._parent_fd, None
        if fd is not None:
            with contextlib.suppress(Exception):
                asyncio.get_running_loop().remove_reader(fd)
            with contextlib.suppress(OSError):
                os.close(fd)
        if self._parent_task is not None:
            self._parent_task.cancel()

    # ------------------------------------------------------------------ stopping

    async def _wind_down(self, stop: Stop) -> None:
        self._unwatch()
        protocol = self.protocol
        protocol.shutdown_requested = True
        if stop.reason != "exit notification" or protocol.scopes:
            # Nobody will answer provider/complete any more; everything else may finish.
            protocol.fail_outgoing(f"daemon stopping: {stop.reason}")
            if not await _within(protocol.wait_idle(), GRACE_SECONDS):
                log.warning("cancelling %d request(s) still running", len(protocol.scopes))
                protocol.cancel_all()
                await _within(protocol.wait_idle(), CANCEL_WAIT_SECONDS)
        self.writer.close()
        # A store whose worker thread is stuck (another process holds the database) is left to
        # the process exit: SQLite rolls an unfinished transaction back on the next open.
        closing = asyncio.ensure_future(asyncio.to_thread(self.close_app))
        if not await _within(asyncio.shield(closing), CLOSE_WAIT_SECONDS):
            log.warning("a store did not close in time; exiting anyway")


async def _within(awaitable: Awaitable[object], seconds: float) -> bool:
    try:
        await asyncio.wait_for(awaitable, seconds)
    except TimeoutError:
        return False
    return True


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
