"""Property tests of ``context/build`` with compaction, over generated conversations.

The daemon's own feature handlers run in-process on a real SQLite workspace; only the LLM is
faked (the provider's ``send`` answers ``provider/complete``). Conversations have tool-call groups,
long tool payloads, unfinished Runs and varied windows. Every built context must keep tool groups
whole, keep the protected messages verbatim, fit whenever it is returned, and the store must
still hold every original untouched; a failed build changes no table.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sqlite3
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.context import feature as build
from tinyagent_memory.daemon.context.summary import SUMMARY_HEADINGS
from tinyagent_memory.daemon.context.view import load_view
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.daemon.rpc.router import Router
from tinyagent_memory.daemon.sessions import feature as sessions
from tinyagent_memory.daemon.store import messages as mstore
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.methods import REQUEST_TYPES
from tinyagent_memory.protocol.types import (
    InitializationOptions,
    Message,
    ProviderCompleteParams,
)

from ..feature_helpers import wire_features

WORDS = [
    "alpha",
    "beta",
    "gamma",
    "delta",
    "epsilon",
    "zeta",
    "eta",
    "theta",
    "iota",
    "kappa",
    "lambda",
]


def text_of(n: int, seed: int) -> str:
    return " ".join(WORDS[(seed + i) % len(WORDS)] for i in range(n))


def good_summary(detail: int) -> str:
    return "\n\n".join(f"## {h}\n{text_of(detail, i)}" for i, h in enumerate(SUMMARY_HEADINGS))


REPLIES: dict[str, dict[str, Any]] = {
    "good": {"text": good_summary(5), "finish_reason": "stop"},
    "long": {"text": good_summary(120), "finish_reason": "stop"},
    "empty": {"text": "", "finish_reason": "stop"},
    "length": {"text": good_summary(5), "finish_reason": "length"},
    "refusal": {"text": "I'm sorry, but I can't help with that.", "finish_reason": "stop"},
    "no_heading": {
        "text": "The user asked for things and they were done.",
        "finish_reason": "stop",
    },
}


@dataclass
class Turn:
    user_tokens: int
    groups: list[list[int]]
    """Per group, the size (in words) of each tool result."""
    answer: bool
    finished: bool


@st.composite
def turns(draw: st.DrawFn) -> list[Turn]:
    out: list[Turn] = []
    n = draw(st.integers(1, 9))
    for i in range(n):
        groups = draw(
            st.lists(
                st.lists(st.sampled_from([3, 20, 150, 600, 1500]), min_size=1, max_size=3),
                max_size=3,
            )
        )
        last = i == n - 1
        out.append(
            Turn(
                user_tokens=draw(st.integers(2, 60)),
                groups=groups,
                answer=draw(st.booleans()),
                finished=not last or draw(st.booleans()),
            )
        )
    return out


@dataclass
class Harness:
    app: App
    router: Router
    replies: list[str]
    calls: int = 0
    appended: dict[int, Message] = field(default_factory=dict[int, Message])

    async def send(self, params: ProviderCompleteParams) -> Any:
        assert params.purpose == "summary" and params.max_tokens > 0
        reply = self.replies[self.calls % len(self.replies)]
        self.calls += 1
        return REPLIES[reply]

    async def call(self, method: str, params: dict[str, Any]) -> Any:
        route = self.router.routes[method]
        result = await route.handler(msgspec.convert(params, route.params_type))
        # Decode what would go on the wire into the documented result type.
        result_type = REQUEST_TYPES[method][1]
        return msgspec.json.decode(msgspec.json.encode(result), type=result_type)


def digest(db: Path) -> str:
    """A hash of every row of every table."""
    conn = sqlite3.connect(db)
    try:
        h = hashlib.sha256()
        tables = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type='table'"
                " AND name NOT LIKE 'history_fts%' AND name != 'history_index'"
            )  # the search index and its mark are derived from messages (hashed here)
        ]
        for table in sorted(tables):
            for row in conn.execute(f"SELECT * FROM {table} ORDER BY rowid"):
                h.update(repr((table, row)).encode())
        return h.hexdigest()
    finally:
        conn.close()


def check_groups_whole(messages: list[Message], pending: set[str]) -> None:
    issued: set[str] = set()
    answered: set[str] = set()
    for msg in messages:
        if msg.role == "assistant" and msg.tool_calls:
            issued |= {c.id for c in msg.tool_calls}
        if msg.role == "tool":
            assert msg.tool_call_id in issued, "a tool result without its call"
            answered.add(msg.tool_call_id or "")
    assert issued - answered <= pending, "a call without its results"


def check_built(
    h: Harness,
    built: Any,
    window: int,
    head_ids: list[int],
    run_ids: list[int],
    newest_group: set[int],
    pending: set[str],
    conn: sqlite3.Connection,
) -> None:
    opts = h.app.options
    assert built.tokens <= window - opts.output_reserve_tokens
    check_groups_whole(built.messages, pending)
    view = load_view(conn, "s")
    assert build.assemble(view.rows, None, built.memory) == built.messages
    live_ids = [r.id for r in view.rows]
    # The head and the unfinished Run are never compacted; head rows are never reduced and the
    # Run's newest call group never is either; everything else kept is verbatim or its reduction.
    assert live_ids[: len(head_ids)] == head_ids
    assert live_ids[len(live_ids) - len(run_ids) :] == run_ids
    for row in view.rows:
        if row.role == "summary":
            continue
        if row.id in view.reductions:
            assert row.id not in head_ids and row.id not in newest_group
            assert row.role == "tool" or row.tool_calls
            for call in row.tool_calls or ():
                json.loads(call.function.arguments)
        else:
            assert row.to_wire() == h.appended[row.id]


def check_store(h: Harness, conn: sqlite3.Connection) -> None:
    rows = mstore.all_messages(conn, "s")
    summaries = {r.id for r in rows if r.role == "summary"}
    originals = [r for r in rows if r.role != "summary"]
    assert sorted(r.id for r in originals) == sorted(h.appended)
    for r in originals:
        assert r.to_wire() == h.appended[r.id]
        assert r.compacted_by is None or r.compacted_by in summaries


async def scenario(
    root: Path, conv: list[Turn], windows: list[int], replies: list[str], first: int, recent: int
) -> None:
    options = InitializationOptions(
        provider=True,
        output_reserve_tokens=100,
        protect_first=first,
        protect_recent=recent,
        summary_max_tokens=800,
    )
    app = App(Provider(None), options)
    router = wire_features(app, (sessions.setup, build.setup))
    h = Harness(app, router, replies)
    h.app.provider = Provider(h.send)
    h.app.provider.configure(available=True, timeout=5)
    await h.call(m.SESSION_OPEN, {"workspace": str(root), "session_id": "s"})
    ws = h.app.sessions["s"].workspace
    reader = sqlite3.connect(ws.db_path)
    reader.row_factory = sqlite3.Row
    head_ids: list[int] = []
    try:
        for t, turn in enumerate(conv):
            run_id = (await h.call(m.RUN_START, {"session_id": "s"})).run_id
            msgs = [Message(role="user", content=text_of(turn.user_tokens, t))]
            newest: list[int] = []
            pending: set[str] = set()
            for g, sizes in enumerate(turn.groups):
                ids = [f"c{t}-{g}-{k}" for k in range(len(sizes))]
                calls = [
                    {
                        "id": cid,
                        "type": "function",
                        "function": {
                            "name": "read_file",
                            "arguments": json.dumps(
                                {"path": f"src/f{t}_{g}.py", "note": text_of(size // 10, k)}
                            ),
                        },
                    }
                    for k, (cid, size) in enumerate(zip(ids, sizes, strict=True))
                ]
                msgs.append(msgspec.convert({"role": "assistant", "tool_calls": calls}, Message))
                start = len(msgs) - 1
                unanswered = not turn.finished and g == len(turn.groups) - 1 and t % 2 == 0
                if unanswered:
                    pending = set(ids)
                else:
                    msgs += [
                        Message(role="tool", tool_call_id=cid, content=text_of(size, k))
                        for k, (cid, size) in enumerate(zip(ids, sizes, strict=True))
                    ]
                newest = list(range(start, len(msgs)))
            if turn.answer and not pending:
                msgs.append(Message(role="assistant", content=text_of(10, t)))
            appended = await h.call(
                m.MESSAGE_APPEND,
                {"session_id": "s", "run_id": run_id, "messages": msgspec.to_builtins(msgs)},
            )
            for mid, msg in zip(appended.message_ids, msgs, strict=True):
                h.appended[mid] = msg
            if not head_ids:
                head_ids = list(appended.message_ids[:first])
            if turn.finished:
                await h.call(
                    m.RUN_FINISH, {"session_id": "s", "run_id": run_id, "status": "succeeded"}
                )
                run_ids: list[int] = []
                newest_ids: set[int] = set()
                pending = set()
            else:
                run_ids = list(appended.message_ids)
                newest_ids = {appended.message_ids[i] for i in newest}
            window = windows[t % len(windows)]
            before = digest(ws.db_path)
            try:
                built = await h.call(m.CONTEXT_BUILD, {"session_id": "s", "window_tokens": window})
            except DaemonError as exc:
                event(f"error {exc.kind}")
                assert exc.kind in (ErrorKind.COMPACTION_FAILED, ErrorKind.CONTEXT_WINDOW_EXCEEDED)
                assert digest(ws.db_path) == before, "a failed build changed the store"
                if exc.kind == ErrorKind.CONTEXT_WINDOW_EXCEEDED:
                    assert exc.data["budget"] == window - 100
                else:
                    assert exc.data["reason"] in (
                        "empty",
                        "truncated",
                        "refusal",
                        "missing_heading",
                        "too_large",
                    )
            else:
                report = built.compaction
                event(f"report {report.status} {report.reason}" if report else "no compaction")
                if report is not None and report.status != "compacted":
                    assert digest(ws.db_path) == before, "a failed compaction changed the store"
                check_built(h, built, window, head_ids, run_ids, newest_ids, pending, reader)
            check_store(h, reader)
            if not turn.finished:
                break
    finally:
        reader.close()
        h.app.close()


@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    turns(),
    st.lists(st.sampled_from([700, 1200, 2500, 6000, 20000]), min_size=1, max_size=3),
    st.lists(st.sampled_from(sorted(REPLIES)), min_size=1, max_size=4).map(lambda r: [*r, "good"]),
    st.integers(0, 4),
    st.integers(0, 8),
)
def test_built_contexts_keep_groups_protection_and_fit(
    conv: list[Turn], windows: list[int], replies: list[str], first: int, recent: int
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(scenario(Path(tmp), conv, windows, replies, first, recent))
