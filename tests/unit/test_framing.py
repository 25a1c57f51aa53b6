"""The frame parser (sans-I/O): header variants, limits, EOF, header search and id peeking.

Hypothesis properties (any chunking, resynchronization after any junk, ids of any message):
``tests/property/test_framing_properties.py``.
"""

from __future__ import annotations

from tinyagent_memory.daemon.rpc.transport import (
    Body,
    Broken,
    FrameParser,
    TooLarge,
    find_header,
    peek_id,
)

from ..framing_helpers import PROBE, drain, frame, run


def test_header_variants_are_accepted() -> None:
    body = b'{"a":1}'
    for head in (
        b"content-length: 7\r\n\r\n",
        b"CONTENT-LENGTH:7\r\n\r\n",
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 7\r\n\r\n",
        b"Content-Length: 7\r\nContent-Type: application/json\r\n\r\n",
        b"Content-Length: 7\n\n",
        b"Content-Length: 7\r\nContent-Length: 7\r\n\r\n",
    ):
        assert run([head + body]) == [Body(body)], head


def test_oversized_body_is_skipped_not_buffered() -> None:
    body = b'{"jsonrpc":"2.0","id":42,"method":"x","params":{"a":"' + b"z" * 5000 + b'"}}'
    parser = FrameParser(max_body_bytes=1000)
    parser.feed(frame(body)[:3000])
    assert drain(parser) == []
    assert parser.buffered < 200  # skipped as it arrives
    parser.feed(frame(body)[3000:] + PROBE)
    events = drain(parser)
    assert events[0] == TooLarge(len(body), 1000, 42)
    assert isinstance(events[-1], Body)


def test_eof_inside_a_frame_reports_it_once() -> None:
    assert run([b"Content-Length: 50\r\n\r\n{"]) == [Broken("stream ended inside a body")]
    assert run([b"Content-Len"]) == [Broken("stream ended inside a frame header")]
    assert run([b"\r\n\r\n"]) == []


def test_find_header_ignores_text_inside_json() -> None:
    assert find_header(b'{"a":"Content-Length: 5"}') == -1
    assert find_header(b'{"a":"Content-Length: 5\\r\\n"}') == -1
    assert find_header(b"xxContent-Length: 5\r\n") == 2
    assert find_header(b"CONTENT-LENGTH:5\n") == 0


def test_peek_id_skips_nested_ids() -> None:
    assert peek_id(b'{"id":10') is None  # maybe 100
    assert peek_id(b'{"id":10,') == 10
    assert peek_id(b'{"params":{"id":1},"id":2}') == 2
    assert peek_id(b'{"params":[{"id":1}],"x":"id"') is None
    assert peek_id(b'{"id": 1.5}') is None
    assert peek_id(b'[{"id": 1}]') is None
