"""The stdin readers: the event-loop reader for pipes and the thread for everything else."""

from __future__ import annotations

import asyncio
import os
import tempfile

from tinyagent_memory.daemon.rpc.stdio import LoopPump, StdinPump, make_pump


async def drain(pump: LoopPump | StdinPump) -> bytes:
    out = b""
    while chunk := await asyncio.wait_for(pump.read(), 5):
        out += chunk
    return out


async def test_pipe_is_read_on_the_loop_until_eof() -> None:
    read_fd, write_fd = os.pipe()
    loop = asyncio.get_running_loop()
    pump = make_pump(read_fd, loop)
    assert isinstance(pump, LoopPump)
    pump.start()
    payload = os.urandom(300_000)  # several chunks, more than one pipe buffer

    async def write() -> None:
        view = memoryview(payload)
        while view:
            try:
                written = os.write(write_fd, view[:65536])
            except BlockingIOError:
                await asyncio.sleep(0)
                continue
            view = view[written:]
            await asyncio.sleep(0)
        os.close(write_fd)

    os.set_blocking(write_fd, False)
    writer = asyncio.ensure_future(write())
    assert await drain(pump) == payload
    await writer
    loop.remove_reader(read_fd)
    os.close(read_fd)


async def test_backpressure_pauses_reading_until_chunks_are_consumed() -> None:
    read_fd, write_fd = os.pipe()
    pump = LoopPump(read_fd, asyncio.get_running_loop())
    pump.MAX_CHUNKS = 2
    pump.CHUNK = 4
    pump.start()
    os.write(write_fd, b"aaaabbbbccccdddd")
    os.close(write_fd)
    for _ in range(10):
        await asyncio.sleep(0)
    # Two chunks wait unparsed; the reader stopped watching the pipe.
    assert pump._queue.qsize() == 2 and not pump._watching
    assert await drain(pump) == b"aaaabbbbccccdddd"
    os.close(read_fd)


async def test_regular_file_uses_the_thread_reader() -> None:
    with tempfile.TemporaryFile() as f:
        f.write(b"frame bytes")
        f.seek(0)
        pump = make_pump(f.fileno(), asyncio.get_running_loop())
        assert isinstance(pump, StdinPump)
        pump.start()
        assert await drain(pump) == b"frame bytes"
