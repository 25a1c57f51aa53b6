"""Frame parser drivers shared by the unit and property tests of ``rpc/transport.py``."""

from __future__ import annotations

import msgspec
from tinyagent_memory.daemon.rpc.transport import Body, Event, FrameParser


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def drain(parser: FrameParser) -> list[Event]:
    """Pull every event, rewinding after bodies that are not JSON (what the daemon does)."""
    events: list[Event] = []
    while (event := parser.next_event()) is not None:
        events.append(event)
        if isinstance(event, Body):
            try:
                msgspec.json.decode(event.data)
            except (msgspec.DecodeError, RecursionError):
                parser.rewind()
    return events


def run(chunks: list[bytes], *, eof: bool = True, max_body: int = 1 << 20) -> list[Event]:
    parser = FrameParser(max_body)
    events: list[Event] = []
    for chunk in chunks:
        parser.feed(chunk)
        events += drain(parser)
    if eof:
        parser.feed_eof()
        events += drain(parser)
    return events


PROBE = frame(b'{"jsonrpc":"2.0","id":"probe","method":"usage/internal","params":{}}')
