"""The history read back over real stdio: ``session/list``, ``message/list``, ``summary/expand``
and ``history/search``, compared as whole results against what was appended and stored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient, RpcError
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from . import store_helpers as storecheck
from .test_compaction import OPTIONS, USAGE, Host, open_session, run_turn, tool_call, turn_messages

pytestmark = pytest.mark.usefixtures("store")


def db_rows(workspace: Path, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    """``sql`` (SQLite dialect) on the workspace's store, whichever backend the test runs on."""
    return storecheck.rows(workspace, sql, *args)


def stored(workspace: Path, message_id: int) -> tuple[str, str | None]:
    """``(created_at, run_id)`` of a stored row: the daemon's clock, read back to compare."""
    ((created, run),) = db_rows(
        workspace, "SELECT created_at, run_id FROM messages WHERE id = ?", message_id
    )
    return created, run


def expected_row(
    workspace: Path, msg: dict[str, Any], message_id: int, seq: int, tokens: int, by: int | None
) -> dict[str, Any]:
    created, run = stored(workspace, message_id)
    return {
        "id": message_id,
        "seq": seq,
        "run_id": run,
        "role": msg["role"],
        "content": msg.get("content"),
        "tool_calls": msg.get("tool_calls"),
        "tool_call_id": msg.get("tool_call_id"),
        "name": msg.get("name"),
        "tokens": tokens,
        "compacted_by": by,
        "created_at": created,
    }


async def expect_error(
    client: DaemonClient, method: str, params: dict[str, Any], code: int, kind: str
) -> RpcError:
    with pytest.raises(RpcError) as info:
        await client.request(method, params)
    assert (info.value.code, info.value.kind) == (code, kind), info.value
    return info.value


CODE: list[dict[str, Any]] = [
    {"role": "user", "content": "Why does parseHeaderLine fail on src/http/headers.ts?"},
    {
        "role": "assistant",
        "tool_calls": [tool_call("c1", "shell", {"command": "npm test -- headers.spec.ts"})],
    },
    {
        "role": "tool",
        "tool_call_id": "c1",
        "name": "shell",
        "content": "TypeError: Cannot read properties of undefined (reading 'split')\n"
        "    at parseHeaderLine (src/http/headers.ts:42:17)",
    },
    {"role": "assistant", "content": "The header line has no colon; guard before split."},
]


async def test_session_list_pages_newest_first(spawn: Spawn, tmp_path: Path) -> None:
    ws, other = tmp_path / "ws", tmp_path / "other"
    ws.mkdir()
    other.mkdir()
    client = await spawn({})
    sids: list[str] = []
    tokens: dict[str, int] = {}
    for i in range(3):
        sid = await open_session(client, ws, f"s{i}")
        sids.append(sid)
        msgs = [{"role": "user", "content": f"  Session {i}:\n fix   the build " + "x" * 100}]
        msgs.append({"role": "assistant", "content": "ok"})
        _, _, counted = await run_turn(client, sid, msgs)
        tokens[sid] = sum(counted)
    await client.request(m.SESSION_CLOSE, {"session_id": "s1"})
    await open_session(client, other, "elsewhere")
    empty = await open_session(client, ws, "s3")  # no messages yet

    def info(sid: str, i: int | None) -> dict[str, Any]:
        ((created, closed),) = db_rows(
            ws, "SELECT created_at, closed_at FROM sessions WHERE id = ?", sid
        )
        times = [created]
        for start, end in db_rows(
            ws, "SELECT started_at, finished_at FROM runs WHERE session_id = ?", sid
        ):
            times += [start, end]
        times += [
            r[0] for r in db_rows(ws, "SELECT created_at FROM messages WHERE session_id = ?", sid)
        ]
        title = None
        if i is not None:
            title = f"Session {i}: fix the build " + "x" * (
                79 - len(f"Session {i}: fix the build ")
            )
            title += "…"
        return {
            "session_id": sid,
            "created_at": created,
            "last_activity": max(t for t in times if t),
            "state": "closed" if closed else "open",
            "runs": 0 if i is None else 1,
            "messages": 0 if i is None else 2,
            "summaries": 0,
            "tokens": tokens.get(sid, 0),
            "title": title,
        }

    first = await client.request(m.SESSION_LIST, {"workspace": str(ws), "limit": 3})
    assert first["sessions"] == [info(empty, None), info("s2", 2), info("s1", 1)]
    assert isinstance(first["next_cursor"], str)
    second = await client.request(
        m.SESSION_LIST, {"workspace": str(ws), "limit": 3, "cursor": first["next_cursor"]}
    )
    assert second == {"sessions": [info("s0", 0)], "next_cursor": None}
    assert await client.request(m.SESSION_LIST, {"workspace": str(other)}) == {
        "sessions": [info_other(other)],
        "next_cursor": None,
    }
    # A cursor of another method, or garbage, is invalid_params on $.cursor.
    for cursor in ("nonsense", "W10"):
        err = await expect_error(
            client,
            m.SESSION_LIST,
            {"workspace": str(ws), "cursor": cursor},
            -32602,
            "invalid_params",
        )
        assert err.data["path"] == "$.cursor"


def info_other(other: Path) -> dict[str, Any]:
    ((created,),) = db_rows(other, "SELECT created_at FROM sessions WHERE id = 'elsewhere'")
    return {
        "session_id": "elsewhere",
        "created_at": created,
        "last_activity": created,
        "state": "open",
        "runs": 0,
        "messages": 0,
        "summaries": 0,
        "tokens": 0,
        "title": None,
    }


async def test_message_list_pages_with_a_stable_cursor(spawn: Spawn, workspace: Path) -> None:
    client = await spawn({})
    sid = await open_session(client, workspace)
    rows: list[dict[str, Any]] = []
    for turn in range(3):
        msgs = [*CODE, *[{"role": "user", "content": f"turn {turn} note {k}"} for k in range(4)]]
        _, ids, counted = await run_turn(client, sid, msgs)
        for msg, mid, tok in zip(msgs, ids, counted, strict=True):
            rows.append(expected_row(workspace, msg, mid, len(rows) + 1, tok, None))
    pages: list[dict[str, Any]] = []
    cursor: str | None = None
    while True:
        params: dict[str, Any] = {"session_id": sid, "limit": 10}
        if cursor is not None:
            params["cursor"] = cursor
        page = await client.request(m.MESSAGE_LIST, params)
        pages.append(page)
        cursor = page["next_cursor"]
        if len(pages) == 1:
            # Rows appended between pages come after the cursor: nothing repeats or is skipped.
            more = [{"role": "user", "content": "appended while paging"}]
            _, ids, counted = await run_turn(client, sid, more)
            rows.append(expected_row(workspace, more[0], ids[0], len(rows) + 1, counted[0], None))
        if cursor is None:
            break
    assert [len(p["messages"]) for p in pages] == [10, 10, 5]
    assert [r for p in pages for r in p["messages"]] == rows
    # Seq bounds.
    window = await client.request(
        m.MESSAGE_LIST, {"session_id": sid, "after_seq": 3, "before_seq": 7}
    )
    assert window == {"messages": rows[3:6], "next_cursor": None}
    # With the workspace named, a Session not open on this connection is read too.
    await client.request(m.SESSION_CLOSE, {"session_id": sid})
    await expect_error(client, m.MESSAGE_LIST, {"session_id": sid}, -32020, "unknown_session")
    whole = await client.request(
        m.MESSAGE_LIST, {"session_id": sid, "workspace": str(workspace), "limit": 1000}
    )
    assert whole == {"messages": rows, "next_cursor": None}
    err = await expect_error(
        client, m.MESSAGE_LIST, {"session_id": sid, "limit": 0}, -32602, "invalid_params"
    )
    assert err.data["path"] == "$.limit"


async def test_summary_expand_after_real_compactions(spawn: Spawn, workspace: Path) -> None:
    client = await spawn(OPTIONS)
    host = Host(client)
    sid = await open_session(client, workspace)
    sent: list[tuple[dict[str, Any], int, int]] = []
    summaries: list[int] = []
    for i in range(8):
        msgs = turn_messages(i, size=5)
        _, ids, counted = await run_turn(client, sid, msgs)
        sent += zip(msgs, ids, counted, strict=True)
        if i in (4, 7):
            done = await client.request(m.CONTEXT_COMPACT, {"session_id": sid, "force": True})
            assert done["compacted"], done
            summaries.append(done["summary_id"])
    assert len(host.requests) == 2
    first, second = summaries
    marks = dict(
        db_rows(
            workspace,
            "SELECT m.id, c.summary_id FROM messages m"
            " LEFT JOIN message_compacted c ON c.message_id = m.id",
        )
    )
    seqs = dict(db_rows(workspace, "SELECT id, seq FROM messages"))
    originals = [
        expected_row(workspace, msg, mid, seqs[mid], tok, marks[mid]) for msg, mid, tok in sent
    ]

    def summary_row(sid_: int) -> dict[str, Any]:
        ((content, tokens, created),) = db_rows(
            workspace, "SELECT content, tokens, created_at FROM messages WHERE id = ?", sid_
        )
        return {
            "id": sid_,
            "seq": seqs[sid_],
            "run_id": None,
            "role": "summary",
            "content": content,
            "tool_calls": None,
            "tool_call_id": None,
            "name": None,
            "tokens": tokens,
            "compacted_by": marks[sid_],
            "created_at": created,
        }

    def record(sid_: int) -> dict[str, Any]:
        ((cid, created, before, after, replaced, reduced, prev),) = db_rows(
            workspace,
            "SELECT id, created_at, tokens_before, tokens_after, replaced_count, reduced_count,"
            " previous_summary_id FROM compactions WHERE summary_id = ?",
            sid_,
        )
        return {
            "id": cid,
            "created_at": created,
            "trigger": "explicit",
            "tokens_before": before,
            "tokens_after": after,
            "replaced": replaced,
            "reduced": reduced,
            "previous_summary_id": prev,
            "usage": {**USAGE, "requests": 1},
        }

    inner = [r for r in originals if r["compacted_by"] == first]
    outer = [r for r in originals if r["compacted_by"] in (first, second)]
    assert inner and len(outer) > len(inner) and marks[first] == second
    expanded = await client.request(m.SUMMARY_EXPAND, {"session_id": sid, "summary_id": second})
    assert expanded == {
        "summary": summary_row(second),
        "compaction": record(second),
        "messages": sorted(outer, key=lambda r: (r["seq"], r["id"])),
        "folded": [first],
    }
    assert record(second)["previous_summary_id"] == first
    assert await client.request(m.SUMMARY_EXPAND, {"session_id": sid, "summary_id": first}) == {
        "summary": summary_row(first),
        "compaction": record(first),
        "messages": inner,
        "folded": [],
    }
    # The live view lists the summary in place of what it replaced; everything lists all rows.
    everything = sorted(
        [*originals, summary_row(first), summary_row(second)], key=lambda r: (r["seq"], r["id"])
    )
    listed = await client.request(m.MESSAGE_LIST, {"session_id": sid, "limit": 1000})
    assert listed == {"messages": everything, "next_cursor": None}
    live = await client.request(
        m.MESSAGE_LIST, {"session_id": sid, "limit": 1000, "include_compacted": False}
    )
    assert live == {
        "messages": [r for r in everything if r["compacted_by"] is None],
        "next_cursor": None,
    }
    # Search sees the compacted originals too.
    found = await client.request(
        m.HISTORY_SEARCH,
        {"workspace": str(workspace), "query": '"pytest tests/t1.py"', "role": "assistant"},
    )
    assert [h["message_id"] for h in found["hits"]] == [sent[5][1]]
    assert found["hits"][0]["compacted_by"] == first and found["hits"][0]["field"] == "tool_calls"
    # An original (not a summary), or a summary id of nothing, is invalid_params on summary_id.
    for bad in (sent[0][1], 10**9):
        err = await expect_error(
            client,
            m.SUMMARY_EXPAND,
            {"session_id": sid, "summary_id": bad},
            -32602,
            "invalid_params",
        )
        assert err.data["path"] == "$.summary_id"


def marked(text: str, term: str) -> list[list[int]]:
    """Where ``term`` occurs in ``text`` at the start of a word (case-insensitively), as
    highlight ranges."""
    out: list[list[int]] = []
    low, t = text.lower(), term.lower()
    at = low.find(t)
    while at >= 0:
        if at == 0 or not low[at - 1].isalnum():
            out.append([at, at + len(t)])
        at = low.find(t, at + len(t))
    return out


def bm25(workspace: Path, match: str, tsquery: str) -> dict[int, float]:
    """Every matching row's score, asked of the store's own ranking: SQLite's bm25 for the FTS5
    expression ``match``; on PostgreSQL ``ts_rank_cd`` for ``tsquery`` (the same query, written
    here by hand), with the weights and normalisation spec.md section 9 names."""
    if storecheck.on_postgres():
        sql = (
            "SELECT id, ts_rank_cd('{1,1,1,1}', search, q, 1) FROM messages,"
            " to_tsquery('simple', ?) AS q WHERE search @@ q"
        )
        return {int(r[0]): float(r[1]) for r in db_rows(workspace, sql, tsquery)}
    return {
        int(r[0]): -float(r[1])
        for r in db_rows(
            workspace,
            "SELECT rowid, bm25(history_fts) FROM history_fts WHERE history_fts MATCH ?",
            match,
        )
    }


async def test_history_search(spawn: Spawn, tmp_path: Path) -> None:
    ws, other = tmp_path / "ws", tmp_path / "other"
    ws.mkdir()
    other.mkdir()
    client = await spawn({})
    sid = await open_session(client, ws, "code")
    _, ids, _ = await run_turn(client, sid, CODE)
    prose = await open_session(client, ws, "prose")
    _, prose_ids, _ = await run_turn(
        client, prose, [{"role": "user", "content": "We talked about HTTP headers yesterday."}]
    )
    await open_session(client, other, "other")
    await run_turn(client, "other", [{"role": "user", "content": "parseHeaderLine elsewhere"}])

    def hit(mid: int, field: str, snippet: str, term: str, score: float) -> dict[str, Any]:
        ((sess, run, seq, role, created),) = db_rows(
            ws, "SELECT session_id, run_id, seq, role, created_at FROM messages WHERE id = ?", mid
        )
        return {
            "session_id": sess,
            "run_id": run,
            "message_id": mid,
            "seq": seq,
            "role": role,
            "created_at": created,
            "compacted_by": None,
            "field": field,
            "snippet": snippet,
            "highlights": marked(snippet, term),
            "score": score,
        }

    # A word finds words starting with it (not inside parseHeaderLine); ranked by bm25; the
    # other workspace is not seen.
    result = await client.request(m.HISTORY_SEARCH, {"workspace": str(ws), "query": "header"})
    scores = bm25(ws, '"header"*', "header:*")  # the search indexed every stored row first
    tool_text = " ".join(CODE[2]["content"].split())
    args = "shell " + json.dumps({"command": "npm test -- headers.spec.ts"})
    expected = [
        hit(ids[0], "content", CODE[0]["content"], "header", scores[ids[0]]),
        hit(ids[1], "tool_calls", args, "header", scores[ids[1]]),
        hit(ids[2], "content", tool_text, "header", scores[ids[2]]),
        hit(ids[3], "content", CODE[3]["content"], "header", scores[ids[3]]),
        hit(
            prose_ids[0],
            "content",
            "We talked about HTTP headers yesterday.",
            "header",
            scores[prose_ids[0]],
        ),
    ]
    expected.sort(key=lambda h: -h["score"])
    assert result == {"hits": expected}
    # Tool-call arguments are searchable; a phrase matches as written.
    found = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(ws), "query": '"npm test -- headers"'}
    )
    assert found == {
        "hits": [
            hit(
                ids[1],
                "tool_calls",
                args,
                "npm test -- headers",
                bm25(
                    ws,
                    '"npm test -- headers"',
                    "npm:A <-> test:A <-> headers:A | npm:B <-> test:B <-> headers:B",
                )[ids[1]],
            )
        ]
    }

    # Filters: session, role, since, limit; OR, exclusion, a short term beside a long one.
    async def search(**params: Any) -> list[int]:
        got = await client.request(m.HISTORY_SEARCH, {"workspace": str(ws), **params})
        return [h["message_id"] for h in got["hits"]]

    assert sorted(await search(query="header", session_id="code")) == ids
    assert await search(query="header", role="tool") == [ids[2]]
    assert await search(query="header", since="2999-01-01") == []
    assert len(await search(query="header", since="2000-01-01T00:00:00+02:00")) == 5
    assert len(await search(query="header", limit=2)) == 2
    assert sorted(await search(query="colon OR yesterday")) == sorted([ids[3], prose_ids[0]])
    assert sorted(await search(query="header -HTTP")) == [ids[1], ids[3]]
    assert await search(query="header at") == [ids[2]]
    # FTS5 operator text in a query is just text: never an error, never a crash.
    for literal in ("NEAR(header line)", "header*", "content:header", "AND", "^split", "a:b:c"):
        await search(query=literal)
    assert sorted(await search(query="parseHeader")) == [ids[0], ids[2]]
    for literal in ("x*y", "{a b}", "a + b", "NOT"):
        await search(query=literal)
    # A query the syntax rejects is invalid_params naming $.query.
    for bad in (
        '"unbalanced',
        "OR header",
        "header OR",
        "-header",
        "",
        "   ",
        "--",
        "a OR -b",
    ):
        err = await expect_error(
            client, m.HISTORY_SEARCH, {"workspace": str(ws), "query": bad}, -32602, "invalid_params"
        )
        assert err.data["path"] == "$.query", bad
    err = await expect_error(
        client,
        m.HISTORY_SEARCH,
        {"workspace": str(ws), "query": "header", "since": "yesterday"},
        -32602,
        "invalid_params",
    )
    assert err.data["path"] == "$.since"


async def test_nothing_leaks_across_workspaces(spawn: Spawn, tmp_path: Path) -> None:
    ws, other = tmp_path / "ws", tmp_path / "other"
    ws.mkdir()
    other.mkdir()
    client = await spawn(OPTIONS)
    Host(client)
    sid = await open_session(client, ws, "mine")
    for i in range(5):
        await run_turn(client, sid, turn_messages(i, size=5))
    done = await client.request(m.CONTEXT_COMPACT, {"session_id": sid, "force": True})
    summary_id = done["summary_id"]
    await open_session(client, other, "theirs")
    await run_turn(client, "theirs", [{"role": "user", "content": "nothing about pytest"}])
    for method, params in (
        (m.MESSAGE_LIST, {"session_id": sid, "workspace": str(other)}),
        (m.SUMMARY_EXPAND, {"session_id": sid, "summary_id": summary_id, "workspace": str(other)}),
        (m.HISTORY_SEARCH, {"workspace": str(other), "query": "pytest", "session_id": sid}),
        (m.MESSAGE_LIST, {"session_id": "theirs", "workspace": str(ws)}),
    ):
        err = await expect_error(client, method, params, -32020, "unknown_session")
        assert err.data["session_id"] == params["session_id"]
    found = await client.request(
        m.HISTORY_SEARCH, {"workspace": str(other), "query": "pytest tests"}
    )
    assert found["hits"] == []
    both = await client.request(m.HISTORY_SEARCH, {"workspace": str(other), "query": "pytest"})
    assert [h["session_id"] for h in both["hits"]] == ["theirs"]
    listed = await client.request(m.SESSION_LIST, {"workspace": str(other)})
    assert [s["session_id"] for s in listed["sessions"]] == ["theirs"]
