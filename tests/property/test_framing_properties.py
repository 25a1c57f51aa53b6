"""Properties of the frame parser (sans-I/O): any chunking, resynchronization after any junk, and
``peek_id`` on any message or prefix of one."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.rpc.transport import Body, peek_id

from ..framing_helpers import PROBE, frame, run


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


@given(messages, st.integers(1, 300))
def test_peek_id_reads_the_top_level_id(msg: dict[str, Any], cut: int) -> None:
    data = encoded({"params": msg["params"], "id": msg["id"], "jsonrpc": "2.0"})
    assert peek_id(data) == msg["id"]
    # A prefix either shows the id or says nothing; it never names a nested one.
    assert peek_id(data[:cut]) in (None, msg["id"])
