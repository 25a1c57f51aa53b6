"""``message/list`` served from its cache of encoded rows (SQLite stores) stays equal to the rows
stored, whoever wrote them: this daemon, another daemon on the same workspace, a compaction
(``compacted_by`` of old rows), or a raw SQL write. Every page is compared, whole, with the rows
read from the database at that moment and paged in Python with the same filters."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient, RpcError
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .test_compaction import OPTIONS, Host, open_session, run_turn, turn_messages

COLUMNS = (
    "id, seq, run_id, role, content, tool_calls, tool_call_id, name, tokens, compacted_by,"
    " created_at"
)


def stored(workspace: Path, sid: str) -> list[dict[str, Any]]:
    """Every row of the Session as ``message/list`` writes it, in order."""
    conn = sqlite3.connect(workspace / ".tinyagent" / "state.db")
    try:
        # The marks are rows of message_compacted (migration 10), not the column.
        columns = COLUMNS.replace(
            "compacted_by,",
            "(SELECT mc.summary_id FROM message_compacted mc WHERE mc.message_id = messages.id),",
        )
        found = conn.execute(
            f"SELECT {columns} FROM messages WHERE session_id = ? ORDER BY seq, id", (sid,)
        ).fetchall()
    finally:
        conn.close()
    names = [c.strip() for c in COLUMNS.split(",")]
    rows = [dict(zip(names, r, strict=True)) for r in found]
    for r in rows:
        if r["tool_calls"] is not None:
            r["tool_calls"] = json.loads(r["tool_calls"])
    return rows


def expected(rows: list[dict[str, Any]], flt: dict[str, Any]) -> list[dict[str, Any]]:
    out = rows
    if not flt.get("include_compacted", True):
        out = [r for r in out if r["compacted_by"] is None]
    if "after_seq" in flt:
        out = [r for r in out if r["seq"] > flt["after_seq"]]
    if "before_seq" in flt:
        out = [r for r in out if r["seq"] < flt["before_seq"]]
    return out


async def listed(
    client: DaemonClient, workspace: Path, sid: str, flt: dict[str, Any], limit: int
) -> list[list[dict[str, Any]]]:
    """Every page of ``message/list`` with these filters, following the cursor."""
    pages: list[list[dict[str, Any]]] = []
    cursor: str | None = None
    while True:
        params: dict[str, Any] = {
            "session_id": sid,
            "workspace": str(workspace),
            "limit": limit,
            **flt,
        }
        if cursor is not None:
            params["cursor"] = cursor
        page = await client.request(m.MESSAGE_LIST, params)
        pages.append(page["messages"])
        cursor = page["next_cursor"]
        if cursor is None:
            return pages


FILTERS: list[dict[str, Any]] = [
    {},
    {"include_compacted": False},
    {"after_seq": 70},
    {"after_seq": 150, "before_seq": 260},
    {"before_seq": 20, "include_compacted": False},
    {"after_seq": 10, "before_seq": 200, "include_compacted": False},
]


async def check(client: DaemonClient, workspace: Path, sid: str) -> None:
    """Every filter, page sizes 1 (a few pages), 7, 64, 1000: the pages are the stored rows."""
    rows = stored(workspace, sid)
    for flt in FILTERS:
        want = expected(rows, flt)
        for limit in (7, 64, 1000):
            pages = await listed(client, workspace, sid, flt, limit)
            assert [r for p in pages for r in p] == want, (flt, limit)
            assert all(len(p) == limit for p in pages[:-1]), (flt, limit)
            assert len(pages[-1]) <= limit and (len(pages[-1]) > 0 or not want)
        first = await client.request(
            m.MESSAGE_LIST,
            {"session_id": sid, "workspace": str(workspace), "limit": 1, **flt},
        )
        assert first["messages"] == want[:1]
        assert (first["next_cursor"] is not None) == (len(want) > 1)


async def append(client: DaemonClient, sid: str, turns: range) -> None:
    for i in turns:
        await run_turn(client, sid, turn_messages(i, size=3) * 5)


async def test_list_follows_every_writer(spawn: Spawn, workspace: Path) -> None:
    # Daemon `reader` lists; daemon `writer` appends and compacts the same workspace.
    reader = await spawn({})
    writer = await spawn(OPTIONS)
    Host(writer)
    sid = await open_session(writer, workspace)
    await append(writer, sid, range(4))  # 80 rows: seq 1-80
    # A window in the middle first: blocks loaded out of order, gaps before and after.
    middle = await reader.request(
        m.MESSAGE_LIST,
        {"session_id": sid, "workspace": str(workspace), "after_seq": 66, "limit": 5},
    )
    assert middle["messages"] == stored(workspace, sid)[66:71]
    await check(reader, workspace, sid)
    # Rows appended by the other daemon, then by the reader itself (its own Session open).
    await append(writer, sid, range(4, 10))  # to seq 200
    await check(reader, workspace, sid)
    await writer.request(m.SESSION_CLOSE, {"session_id": sid})
    await open_session(reader, workspace, sid)
    await append(reader, sid, range(10, 14))  # to seq 280
    await check(reader, workspace, sid)
    await reader.request(m.SESSION_CLOSE, {"session_id": sid})
    # Compactions by the other daemon mark old rows (the second folds the first summary).
    await open_session(writer, workspace, sid)
    for _ in range(2):
        done = await writer.request(m.CONTEXT_COMPACT, {"session_id": sid, "force": True})
        assert done["compacted"], done
        await append(writer, sid, range(14, 15))
        await check(reader, workspace, sid)
    rows = stored(workspace, sid)
    assert sum(r["role"] == "summary" for r in rows) == 2
    assert sum(r["compacted_by"] is not None for r in rows) > 100
    # A mark no compaction makes (to the older summary, which the schema allows): found by the
    # marked-row count, the Session's cache is dropped and read again.
    older = min(r["id"] for r in rows if r["role"] == "summary")
    live = max(r["id"] for r in rows if r["compacted_by"] is None and r["role"] != "summary")
    conn = sqlite3.connect(workspace / ".tinyagent" / "state.db")
    with conn:
        conn.execute(
            "INSERT INTO message_compacted (message_id, summary_id) VALUES (?, ?)", (live, older)
        )
    conn.close()
    await check(reader, workspace, sid)
    assert next(r for r in stored(workspace, sid) if r["id"] == live)["compacted_by"] == older


async def test_unknown_and_foreign_sessions_stay_errors(spawn: Spawn, tmp_path: Path) -> None:
    ws, other = tmp_path / "ws", tmp_path / "other"
    ws.mkdir()
    other.mkdir()
    client = await spawn({})
    sid = await open_session(client, ws)
    await append(client, sid, range(1))
    whole = await client.request(
        m.MESSAGE_LIST, {"session_id": sid, "workspace": str(ws), "limit": 1000}
    )
    assert whole["messages"] == stored(ws, sid)
    await open_session(client, other, "elsewhere")
    for params in (
        {"session_id": sid, "workspace": str(other)},
        {"session_id": "nobody", "workspace": str(ws)},
    ):
        for _ in range(2):  # cached or not
            with pytest.raises(RpcError) as info:
                await client.request(m.MESSAGE_LIST, params)
            assert (info.value.code, info.value.kind) == (-32020, "unknown_session")
