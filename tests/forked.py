"""The suite's side of the fork server (``tests/forkserver.py``): start it once per session, and
start ``python -m tinyagent_memory.daemon ARGS`` children from it as ``ForkedProcess`` objects
(what ``asyncio.subprocess.Process`` offers: ``pid``, ``stdin``/``stdout``/``stderr`` streams,
``returncode``, ``wait``, ``kill``, ``send_signal``, ``terminate``, ``communicate``).

``TINYAGENT_TEST_NO_FORKSERVER=1`` turns it off: every child is a fresh interpreter again.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

DISABLE_ENV = "TINYAGENT_TEST_NO_FORKSERVER"
STREAM_LIMIT = 64 * 1024 * 1024

FORKED_CPU = [0.0]
"""CPU seconds of the forked children reaped so far (for measurements: they are children of the
server, so the test process's ``RUSAGE_CHILDREN`` does not count them)."""


class _Server:
    def __init__(self) -> None:
        self.folder = tempfile.mkdtemp(prefix="tinyagent-forkserver-")
        self.path = str(Path(self.folder) / "s")
        with open(Path(self.folder) / "server.log", "wb") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "tests.forkserver", self.path],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=log,
                cwd=Path(__file__).resolve().parents[1],
            )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if line != b"ready\n":
            log_text = (Path(self.folder) / "server.log").read_text(errors="replace")
            raise RuntimeError(f"fork server did not start: {line!r}\n{log_text}")
        atexit.register(self.stop)

    def stop(self) -> None:
        if self.proc.stdin is not None:
            with contextlib.suppress(OSError):
                self.proc.stdin.close()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


_servers: list[_Server] = []


def enabled() -> bool:
    return not os.environ.get(DISABLE_ENV)


def _server() -> _Server:
    if not _servers or _servers[0].proc.poll() is not None:
        _servers[:] = [_Server()]
    return _servers[0]


def command(*args: str) -> list[str]:
    """A command line that runs ``python -m tinyagent_memory.daemon ARGS`` forked from the
    server (``tests/forkexec.py``), for code that starts the daemon itself; the plain command
    when the fork server is off."""
    if not enabled():
        return [sys.executable, "-m", "tinyagent_memory.daemon", *args]
    launcher = Path(__file__).resolve().with_name("forkexec.py")
    return [sys.executable, "-I", "-S", str(launcher), _server().path, *args]


async def _reader(fd: int) -> asyncio.StreamReader:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=STREAM_LIMIT)
    await loop.connect_read_pipe(
        lambda: asyncio.StreamReaderProtocol(reader), os.fdopen(fd, "rb", buffering=0)
    )
    return reader


async def _writer(fd: int) -> asyncio.StreamWriter:
    loop = asyncio.get_running_loop()
    transport, protocol = await loop.connect_write_pipe(
        lambda: asyncio.StreamReaderProtocol(asyncio.StreamReader()),
        os.fdopen(fd, "wb", buffering=0),
    )
    return asyncio.StreamWriter(transport, protocol, None, loop)


class ForkedProcess:
    """A child of the fork server, as the suite uses ``asyncio.subprocess.Process``."""

    def __init__(
        self,
        pid: int,
        stdin: asyncio.StreamWriter | None,
        stdout: asyncio.StreamReader,
        stderr: asyncio.StreamReader,
        status: tuple[asyncio.StreamReader, asyncio.StreamWriter],
    ) -> None:
        self.pid = pid
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        self.returncode: int | None = None
        self._exited = asyncio.ensure_future(self._watch(*status))

    async def _watch(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            parts = (await reader.readline()).split()
        finally:
            writer.close()
        if parts[:1] == [b"exit"]:
            FORKED_CPU[0] += float(parts[2])
            self.returncode = int(parts[1])
        else:  # the server went away: its children were killed with it
            self.returncode = -signal.SIGKILL

    async def wait(self) -> int:
        await asyncio.shield(self._exited)
        assert self.returncode is not None
        return self.returncode

    def send_signal(self, sig: int) -> None:
        if self.returncode is not None:
            raise ProcessLookupError(self.pid)
        os.kill(self.pid, sig)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    async def communicate(self) -> tuple[bytes, bytes]:
        if self.stdin is not None:
            self.stdin.close()
        out, err = await asyncio.gather(self.stdout.read(), self.stderr.read())
        await self.wait()
        return out, err


async def start(
    args: list[str],
    *,
    cwd: Path | None = None,
    env: Mapping[str, str],
    stdin_pipe: bool,
) -> ForkedProcess:
    """``python -m tinyagent_memory.daemon ARGS`` forked from the server, with pipes for stdout and
    stderr, and for stdin when ``stdin_pipe`` (else this process's stdin is inherited)."""
    server = _server()
    mine: list[int] = []
    theirs: list[int] = []
    if stdin_pipe:
        r, w = os.pipe()
        theirs.append(r)
        mine.append(w)
    else:
        theirs.append(0)
    for _ in range(2):
        r, w = os.pipe()
        mine.append(r)
        theirs.append(w)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(server.path)
        body = json.dumps(
            {"argv": list(args), "cwd": str(cwd or Path.cwd()), "env": dict(env)}
        ).encode()
        socket.send_fds(sock, [struct.pack("!I", len(body))], theirs)
        sock.sendall(body)
    except BaseException:
        for fd in mine:
            os.close(fd)
        sock.close()
        raise
    finally:
        for fd in theirs:
            if fd > 2:
                os.close(fd)
    reader, writer = await asyncio.open_unix_connection(sock=sock)
    stdin = await _writer(mine.pop(0)) if stdin_pipe else None
    stdout, stderr = await _reader(mine[0]), await _reader(mine[1])
    first = (await reader.readline()).split()
    if first[:1] != [b"pid"]:
        writer.close()
        raise RuntimeError(f"fork server refused the request: {first!r}")
    return ForkedProcess(int(first[1]), stdin, stdout, stderr, (reader, writer))


async def run(
    args: list[str], *, cwd: Path | None, env: Mapping[str, str], timeout: float
) -> tuple[int, bytes, bytes]:
    """A command's exit code (negative for a signal), stdout and stderr; killed (SIGKILL) and
    ``TimeoutError`` raised after ``timeout`` seconds."""
    proc = await start(args, cwd=cwd, env=env, stdin_pipe=False)
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            proc.kill()
        await proc.wait()
        raise
    assert proc.returncode is not None
    return proc.returncode, out, err
