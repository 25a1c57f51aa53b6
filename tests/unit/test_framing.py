"""The frame parser (sans-I/O): chunking, limits, and resynchronization after any junk."""

from __future__ import annotations

import json
from typing import Any

import msgspec
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.rpc.transport import (
    Body,
    Broken,
    Event,
    FrameParser,
    TooLarge,
    find_header,
    peek_id,
)


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


def split(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts})
    return [data[a:b] for a, b in zip([0, *points], [*points, len(data)], strict=True)]


json_scalars = st.none() | st.booleans() | st.integers() | st.text(max_size=20)
json_values = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
messages = st.builds(
    lambda ident, method, params: {
        "jsonrpc": "2.0",
        "id": ident,
        "method": method,
        "params": params,
    },
    st.integers(0, 10**6) | st.text(max_size=12),
    st.text(min_size=1, max_size=16),
    st.dictionaries(st.text(max_size=8), json_values, max_size=4),
)


def encoded(msg: Any) -> bytes:
    return json.dumps(msg, ensure_ascii=False).encode("utf-8")


@given(st.lists(messages, min_size=1, max_size=5), st.lists(st.integers(0, 10_000), max_size=8))
def test_valid_frames_survive_any_chunking(msgs: list[Any], cuts: list[int]) -> None:
    stream = b"".join(frame(encoded(msg)) for msg in msgs)
    events = run(split(stream, cuts))
    assert events == [Body(encoded(msg)) for msg in msgs]


PROBE = frame(b'{"jsonrpc":"2.0","id":"probe","method":"usage/internal","params":{}}')


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.binary(max_size=300)
    | st.lists(
        st.sampled_from(
            [
                b"Content-Length: ",
                b"content-length:7",
                b"Content-Type: x",
                b"\r\n",
                b"\n",
                b"\r\n\r\n",
                b"{",
                b'"',
                b"}",
                b"\x00",
                b"12",
                b"99999999",
                PROBE[:10],
                PROBE[5:30],
            ]
        ),
        max_size=12,
    ).map(b"".join),
    st.lists(st.integers(0, 400), max_size=4),
)
@example(b"Content-Length: 3\r\n\r\n", [])
@example(b"Content-Length: 9999\r\n", [])
@example(b"Content-Length: 4", [])
@example(b"X-A: Content-Length", [])
@example(b"Content-Length:", [])
@example(b"a: b\r\n" * 40, [])
def test_any_junk_then_a_valid_frame_ends_with_that_frame(junk: bytes, cuts: list[int]) -> None:
    events = run(split(junk + PROBE, cuts), eof=False)
    assert events, junk
    assert events[-1] == Body(PROBE.split(b"\r\n\r\n", 1)[1]), events


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


@given(messages, st.integers(1, 300))
def test_peek_id_reads_the_top_level_id(msg: dict[str, Any], cut: int) -> None:
    data = encoded({"params": msg["params"], "id": msg["id"], "jsonrpc": "2.0"})
    assert peek_id(data) == msg["id"]
    # A prefix either shows the id or says nothing; it never names a nested one.
    assert peek_id(data[:cut]) in (None, msg["id"])


def test_peek_id_skips_nested_ids() -> None:
    assert peek_id(b'{"id":10') is None  # maybe 100
    assert peek_id(b'{"id":10,') == 10
    assert peek_id(b'{"params":{"id":1},"id":2}') == 2
    assert peek_id(b'{"params":[{"id":1}],"x":"id"') is None
    assert peek_id(b'{"id": 1.5}') is None
    assert peek_id(b'[{"id": 1}]') is None
