"""Fuzz the real daemon over stdio with mutated valid frames (hypothesis).

One long-lived daemon per test. Every example writes mutated bytes, then one valid request; the
daemon must stay alive, write nothing but well-formed JSON-RPC frames, and answer that request.
Long runs: ``tests/fuzz/atheris_frames.py`` (in-process, coverage-guided).
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.client import DaemonClient, frame
from tinyagent_memory.protocol import methods as m

from .wire_helpers import probe, well_formed_response

EXAMPLES = int(os.environ.get("TINYAGENT_FUZZ_EXAMPLES", "600"))

WS = "fuzz-ws"
"""A workspace relative to the daemon's cwd (a temporary folder): mutated paths stay inside it."""


def seed_bodies() -> list[bytes]:
    """Valid messages of every shape the daemon reads (never shutdown or exit)."""
    messages: list[dict[str, Any]] = [
        {"jsonrpc": "2.0", "id": 1, "method": m.USAGE_INTERNAL, "params": {}},
        {"jsonrpc": "2.0", "id": 2, "method": m.SESSION_OPEN, "params": {"workspace": WS}},
        {"jsonrpc": "2.0", "id": "r", "method": m.RUN_START, "params": {"session_id": "s1"}},
        {
            "jsonrpc": "2.0",
            "id": 4,
            "method": m.MESSAGE_APPEND,
            "params": {
                "session_id": "s1",
                "run_id": "r1",
                "messages": [
                    {"role": "user", "content": "hello ünïcode 😀"},
                    {
                        "role": "assistant",
                        "content": None,
                        "tool_calls": [
                            {
                                "id": "c1",
                                "type": "function",
                                "function": {"name": "shell", "arguments": '{"cmd": "ls"}'},
                            }
                        ],
                    },
                ],
            },
        },
        {"jsonrpc": "2.0", "id": 5, "method": m.CONTEXT_BUILD, "params": {"session_id": "s1"}},
        {
            "jsonrpc": "2.0",
            "id": 6,
            "method": m.INITIALIZE,
            "params": {"processId": None, "capabilities": {}},
        },
        {"jsonrpc": "2.0", "method": m.CANCEL_REQUEST, "params": {"id": 4}},
        {"jsonrpc": "2.0", "method": m.INITIALIZED, "params": {}},
        {"jsonrpc": "2.0", "id": "tinyagent-1", "result": {"text": "x"}},
        {"jsonrpc": "2.0", "id": 9, "error": {"code": -32000, "message": "no"}},
    ]
    return [json.dumps(msg, ensure_ascii=False).encode("utf-8") for msg in messages]


SEEDS = seed_bodies()


def mutations(data: bytes) -> st.SearchStrategy[Callable[[bytes], bytes]]:
    size = len(data) + 1
    index = st.integers(0, size)
    raw = st.binary(min_size=1, max_size=16)
    special = st.sampled_from(
        [
            *(b"\r\n", b"\n", b"\r\n\r\n", b"\x00", b"\xff", b"{", b"}", b"[", b'"', b"\\", b":"),
            *(b"Content-Length: ", b"content-length:9", b"Content-Type: a\r\n"),
        ]
    )

    def flip(i: int, b: int) -> Callable[[bytes], bytes]:
        return lambda d: d[:i] + bytes([b]) + d[i + 1 :] if i < len(d) else d

    def insert(i: int, chunk: bytes) -> Callable[[bytes], bytes]:
        return lambda d: d[:i] + chunk + d[i:]

    def delete(i: int, n: int) -> Callable[[bytes], bytes]:
        return lambda d: d[:i] + d[i + n :]

    def duplicate(i: int, n: int) -> Callable[[bytes], bytes]:
        return lambda d: d[:i] + d[i : i + n] + d[i:]

    def truncate(i: int) -> Callable[[bytes], bytes]:
        return lambda d: d[:i]

    def relength(delta: int) -> Callable[[bytes], bytes]:
        def apply(d: bytes) -> bytes:
            head, sep, rest = d.partition(b"\r\n")
            digits = head.rpartition(b" ")[2]
            if not sep or not digits.isdigit():
                return d
            return b"Content-Length: %d" % max(0, int(digits) + delta) + sep + rest

        return apply

    return st.one_of(
        st.builds(flip, index, st.integers(0, 255)),
        st.builds(insert, index, raw | special),
        st.builds(delete, index, st.integers(1, 32)),
        st.builds(duplicate, index, st.integers(1, 64)),
        st.builds(truncate, index),
        st.builds(relength, st.integers(-40, 40) | st.sampled_from([-(10**6), 10**9, 10**15])),
    )


@st.composite
def mutated_stream(draw: st.DrawFn) -> bytes:
    frames = draw(st.lists(st.sampled_from(SEEDS), min_size=1, max_size=3))
    data = b"".join(frame(body) for body in frames)
    for mutate in draw(st.lists(mutations(data), min_size=1, max_size=4)):
        data = mutate(data)
    return data


async def shutdown_with_own_id(client: DaemonClient) -> int:
    """``shutdown`` under an id no fuzzed frame uses, then ``exit``.

    Fuzzed requests with small numeric ids may still be answered late; the
    client's own counter could hand ``shutdown`` one of those ids, so a late
    fuzz reply would look like the shutdown reply and ``exit`` would arrive
    before ``shutdown`` (exit code 1).
    """
    _, reply = client.start_request(m.SHUTDOWN, None, msg_id="fuzz-final-shutdown")
    assert await asyncio.wait_for(reply, 60) is None
    await client.notify(m.EXIT, None)
    return await client.wait_exit(30)


def test_mutated_frames_never_break_the_daemon(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    loop = asyncio.new_event_loop()
    cwd = tmp_path / "cwd"
    (cwd / WS).mkdir(parents=True)
    home = tmp_path / "home"
    home.mkdir()
    client = loop.run_until_complete(
        DaemonClient.spawn(cwd=cwd, env={"HOME": str(home), "XDG_CACHE_HOME": str(home)})
    )
    ran = 0
    try:
        loop.run_until_complete(client.initialize({}))

        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            database=None,
            phases=[Phase.explicit, Phase.generate],
            suppress_health_check=list(HealthCheck),
        )
        @given(mutated_stream())
        def check(data: bytes) -> None:
            nonlocal ran
            ran += 1
            after = len(client.responses)
            loop.run_until_complete(client.send_raw(data))
            loop.run_until_complete(probe(client, timeout=20))
            assert client.proc.returncode is None
            assert client.protocol_errors == []
            replies = client.responses[after:]
            assert all(well_formed_response(r) for r in replies), replies
            internal = [r for r in replies if r.get("error", {}).get("code") == -32603]
            assert internal == [], internal

        check()
        assert all(isinstance(name, str) for name, _ in client.notifications)
        assert loop.run_until_complete(shutdown_with_own_id(client)) == 0
    finally:
        with capsys.disabled():
            print(f"\nfuzz: {ran} mutated inputs, {len(client.responses)} responses")
        if client.proc.returncode is None:
            loop.run_until_complete(client.kill())
        loop.close()
    assert client.protocol_errors == []
