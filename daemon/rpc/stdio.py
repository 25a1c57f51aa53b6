"""The daemon's stdio: stdin pumped into the event loop, and a whole-frame writer.

A pipe or socket stdin (what a spawning runtime gives us) is read on the event loop itself
(``LoopPump``, no thread); anything else (a file, a terminal) by a daemon thread (``StdinPump``).
``make_pump`` picks one. ``FrameWriter`` never blocks the loop on a client that stops reading.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import select
import stat
import threading
from collections.abc import Callable
from typing import BinaryIO

log = logging.getLogger(__name__)


class StdinPump:
    """Reads the input fd in a daemon thread and hands chunks to the event loop.

    A thread works for every kind of stdin (pipe, file, tty) and never holds up process exit;
    ``read()`` returns ``b""`` at end of input or on a read error. At most ``MAX_CHUNKS`` chunks
    wait unparsed: beyond that the pipe fills and the client's writes block (backpressure).
    """

    CHUNK = 256 * 1024
    """A large request crosses a widened pipe (``server.widen_pipe``) in one read."""
    MAX_CHUNKS = 64
    """At most 16 MiB read and not parsed yet."""

    def __init__(self, fd: int, loop: asyncio.AbstractEventLoop) -> None:
        self._fd = fd
        self._loop = loop
        self._queue: asyncio.Queue[bytes] = asyncio.Queue()
        self._slots = threading.Semaphore(self.MAX_CHUNKS)
        self._thread = threading.Thread(target=self._run, name="stdin-pump", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        while True:
            self._slots.acquire()
            try:
                chunk = os.read(self._fd, self.CHUNK)
            except InterruptedError:
                continue
            except OSError:
                chunk = b""
            try:
                self._loop.call_soon_threadsafe(self._queue.put_nowait, chunk)
            except RuntimeError:  # the loop is closed: the daemon is exiting
                return
            if not chunk:
                return

    async def read(self) -> bytes:
        chunk = await self._queue.get()
        self._slots.release()
        return chunk

    def waiting(self) -> bool:
        """Input was read and not taken by the reader yet."""
        return not self._queue.empty()


class LoopPump:
    """Reads a pipe or socket stdin on the event loop itself (``add_reader``): no thread, so no
    GIL hand-off per frame. Same contract as ``StdinPump``: ``b""`` at end of input; reading
    pauses while ``MAX_CHUNKS`` chunks wait unparsed (backpressure)."""

    CHUNK = StdinPump.CHUNK
    MAX_CHUNKS = StdinPump.MAX_CHUNKS

    def __init__(self, fd: int, loop: asyncio.AbstractEventLoop) -> None:
        self._fd = fd
        self._loop = loop
        self._queue: asyncio.Queue[bytes] = asyncio.Queue()
        self._watching = False
        self._eof = False
        self._poll = select.poll()
        self._poll.register(fd, select.POLLIN)

    def start(self) -> None:
        os.set_blocking(self._fd, False)
        self._watch()

    def waiting(self) -> bool:
        """Input is readable or read and not taken by the reader yet (one ``poll``, no wait)."""
        if not self._queue.empty():
            return True
        return not self._eof and bool(self._poll.poll(0))

    def _watch(self) -> None:
        if not self._watching and not self._eof:
            self._loop.add_reader(self._fd, self._on_readable)
            self._watching = True

    def _unwatch(self) -> None:
        if self._watching:
            self._loop.remove_reader(self._fd)
            self._watching = False

    def _on_readable(self) -> None:
        try:
            chunk = os.read(self._fd, self.CHUNK)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        self._queue.put_nowait(chunk)
        if not chunk:
            self._eof = True
            self._unwatch()
        elif self._queue.qsize() >= self.MAX_CHUNKS:
            self._unwatch()

    async def read(self) -> bytes:
        chunk = await self._queue.get()
        if self._queue.qsize() < self.MAX_CHUNKS:
            self._watch()
        return chunk


def make_pump(fd: int, loop: asyncio.AbstractEventLoop) -> StdinPump | LoopPump:
    """The loop reader for pipes and sockets (what a spawning runtime gives us), the thread for
    anything else (a file, a terminal)."""
    try:
        mode = os.fstat(fd).st_mode
    except OSError:
        return StdinPump(fd, loop)
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
        return LoopPump(fd, loop)
    return StdinPump(fd, loop)


class ConnectionLost(Exception):
    """The client stopped reading our stdout."""


class FrameWriter:
    """Writes whole frames to the output stream, never blocking the event loop.

    On a pipe or socket (what a spawning runtime gives us) the fd is made non-blocking once
    ``attach`` names the loop: a frame is written as far as the pipe takes it and the rest waits in
    a buffer that the loop flushes when the fd is writable (``add_writer``), in order. A client
    that stops reading therefore never freezes the daemon: stdin EOF, ``exit`` and the parent's
    death are still seen. Past ``MAX_PENDING`` bytes waiting, the client counts as gone
    (``ConnectionLost``). Anything else (a file, a terminal, an in-memory stream) is written
    directly, as before.
    """

    MAX_PENDING = 64 * 1024 * 1024
    """Bytes that may wait for a client that is not reading before it counts as gone."""

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self.closed = False
        self.on_lost: Callable[[str], None] = lambda reason: None
        """Called (on the loop) when a buffered write fails: the client is gone."""
        self._fd: int | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pending = bytearray()
        self._watching = False

    @property
    def pending(self) -> int:
        """Bytes written by the daemon and not yet taken by the client."""
        return len(self._pending)

    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        """Switch to non-blocking writes on ``loop`` when the stream is a pipe or a socket."""
        try:
            fd = self._stream.fileno()
            mode = os.fstat(fd).st_mode
        except (OSError, ValueError, AttributeError):
            return
        if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)):
            return
        with contextlib.suppress(OSError, ValueError):
            self._stream.flush()
        os.set_blocking(fd, False)
        self._fd, self._loop = fd, loop

    def write_frame(self, body: bytes) -> None:
        if self.closed:
            raise ConnectionLost("output closed")
        header = b"Content-Length: %d\r\n\r\n" % len(body)
        if self._fd is None:
            try:
                self._stream.write(header + body)
                self._stream.flush()
            except (BrokenPipeError, ConnectionError, ValueError, OSError) as exc:
                self.closed = True
                raise ConnectionLost(str(exc)) from exc
            return
        self._pending += header
        self._pending += body
        try:
            self._flush()
        except OSError as exc:
            self.closed = True
            raise ConnectionLost(str(exc)) from exc
        if len(self._pending) > self.MAX_PENDING:
            self.closed = True
            raise ConnectionLost(
                f"the client is not reading: {len(self._pending)} bytes of replies wait"
            )
        self._watch(bool(self._pending))

    def _flush(self) -> None:
        """Write as much of the pending bytes as the fd takes now."""
        assert self._fd is not None
        view = memoryview(self._pending)
        written = 0
        try:
            while written < len(view):
                try:
                    written += os.write(self._fd, view[written:])
                except BlockingIOError:
                    break
                except InterruptedError:
                    continue
        finally:
            view.release()
            del self._pending[:written]

    def _watch(self, on: bool) -> None:
        if self._loop is None or self._fd is None or on == self._watching:
            return
        if on:
            self._loop.add_writer(self._fd, self._on_writable)
        else:
            self._loop.remove_writer(self._fd)
        self._watching = on

    def _on_writable(self) -> None:
        try:
            self._flush()
        except OSError as exc:
            self.closed = True
            self._pending.clear()
            self._watch(False)
            self.on_lost(str(exc))
            return
        self._watch(bool(self._pending))

    def close(self) -> None:
        """No more frames: one last non-blocking attempt for what is pending, then let go."""
        self.closed = True
        if self._fd is not None:
            with contextlib.suppress(OSError):
                self._flush()
            self._watch(False)
            if self._pending:
                log.warning("%d bytes of replies dropped: the client is not reading", self.pending)
                self._pending.clear()
            return
        with contextlib.suppress(OSError, ValueError):
            self._stream.flush()
