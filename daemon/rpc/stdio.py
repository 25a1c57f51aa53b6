"""The daemon's stdio: stdin pumped into the event loop, and a whole-frame writer.

A pipe or socket stdin (what a spawning runtime gives us) is read on the event loop itself
(``LoopPump``, no thread); anything else (a file, a terminal) by a daemon thread (``StdinPump``).
``make_pump`` picks one.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import stat
import threading
from typing import BinaryIO


class StdinPump:
    """Reads the input fd in a daemon thread and hands chunks to the event loop.

    A thread works for every kind of stdin (pipe, file, tty) and never holds up process exit;
    ``read()`` returns ``b""`` at end of input or on a read error. At most ``MAX_CHUNKS`` chunks
    wait unparsed: beyond that the pipe fills and the client's writes block (backpressure).
    """

    CHUNK = 64 * 1024
    MAX_CHUNKS = 256

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

    def start(self) -> None:
        os.set_blocking(self._fd, False)
        self._watch()

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
    """Writes whole frames to the output stream; one ``write`` per frame keeps frames intact."""

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self.closed = False

    def write_frame(self, body: bytes) -> None:
        if self.closed:
            raise ConnectionLost("output closed")
        header = b"Content-Length: %d\r\n\r\n" % len(body)
        try:
            self._stream.write(header + body)
            self._stream.flush()
        except (BrokenPipeError, ConnectionError, ValueError, OSError) as exc:
            self.closed = True
            raise ConnectionLost(str(exc)) from exc

    def close(self) -> None:
        self.closed = True
        with contextlib.suppress(OSError, ValueError):
            self._stream.flush()
