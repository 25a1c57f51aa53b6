"""The history methods give the same results on both stores: one daemon on SQLite and one on
PostgreSQL are sent the same conversation (code, paths, accents, markup, tool calls, a
compaction), then asked the same questions. Whole results are compared, except what each store
makes up on its own: times, Run ids, and the search score (bm25 on SQLite, ``ts_rank_cd`` on
PostgreSQL; spec.md section 9), so hits are compared in message order."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path
from typing import Any

from tinyagent_memory.daemon.client import DaemonClient, RpcError
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .test_compaction import OPTIONS, Host, open_session, run_turn, tool_call

CONVERSATION: list[dict[str, Any]] = [
    {"role": "user", "content": "Why does parseHeaderLine fail on src/http/headers.ts?"},
    {
        "role": "assistant",
        "content": "Let me run the tests.",
        "tool_calls": [
            tool_call("c1", "shell", {"command": "npm test -- headers.spec.ts --grep=colon"}),
            tool_call("c2", "read_file", {"path": "src/http/headers.ts", "lines": [40, 44]}),
        ],
    },
    {
        "role": "tool",
        "tool_call_id": "c1",
        "name": "shell",
        "content": "TypeError: Cannot read properties of undefined (reading 'split')\n"
        "    at parseHeaderLine (src/http/headers.ts:42:17)\n"
        "error[E0308]: mismatched types; see https://example.org/docs/e0308.html",
    },
    {"role": "tool", "tool_call_id": "c2", "name": "read_file", "content": "<div class=x>"},
    {
        "role": "assistant",
        "content": "Le café résumé: the header line has no colon — guard before split(). "
        "Ünïcode Straße naïve ΑΘΗΝΑ Αθήνα 東京都 handle_request __init__ x86_64 v1.2.3 "
        "user@example.com well-known 3D 1e5 0x1F",
    },
    {"role": "user", "content": "Also check HTTP/2 headers & the <b>README</b> (see #42)."},
    {"role": "assistant", "content": "Done: headers_v2 handled; UTF-8 BOM stripped; 100% ok."},
]

QUERIES = [
    "header",
    "headers",
    "head",
    "he",
    "parseHeader",
    "parseheaderline",
    "src/http/headers.ts",
    '"src http"',
    '"http headers"',
    '"npm test -- headers"',
    "grep colon",
    "colon OR yesterday",
    "header -HTTP",
    "header at",
    "cafe",
    "CAFÉ",
    "resume",
    "strasse",
    "straße",
    "naive",
    "αθηνα",
    "Αθήνα",
    "東京都",
    "handle_request",
    '"handle request"',
    "init",
    "x86",
    "v1.2.3",
    '"1 2 3"',
    "user@example.com",
    "example",
    "well-known",
    "known",
    "3d",
    "1e5",
    "0x1f",
    "e0308",
    "E0308.html",
    "https://example.org",
    "div",
    "class",
    "README",
    "42",
    "read_file",
    "lines 40",
    '"40 44"',
    "undefined split",
    '"split guard"',
    "guard -split",
    "100",
    "utf",
    "BOM OR README",
    "NEAR(header line)",
    "header*",
    "content:header",
    "AND",
    "^split",
    "a:b:c",
    "x*y",
    "{a b}",
    "NOT",
    "summary",
    "pytest",
]
"""Words, phrases, prefixes, operators and text that looks like syntax of either engine."""

TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


def cursor_parts(cursor: str) -> list[Any]:
    """A page cursor's parts (base64url JSON), a time among them masked."""
    parts = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    return ["*" if isinstance(p, str) and TIME.fullmatch(p) else p for p in parts]


def masked(value: Any) -> Any:
    """``value`` without what a store makes up on its own (times, Run ids, scores)."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for k, v in value.items():
            if k in ("created_at", "last_activity", "run_id", "score"):
                out[k] = "*"
            elif k == "next_cursor" and v is not None:
                out[k] = cursor_parts(v)
            else:
                out[k] = masked(v)
        return out
    if isinstance(value, list):
        return [masked(v) for v in value]
    return value


async def converse(client: DaemonClient, ws: Path) -> int:
    """The same conversation on either store: two Sessions, a compaction; the summary id."""
    Host(client)
    await open_session(client, ws, "code")
    await run_turn(client, "code", CONVERSATION)
    for i in range(4):
        await run_turn(
            client,
            "code",
            [
                {"role": "user", "content": f"Step {i}: run pytest tests/t{i}.py"},
                {"role": "assistant", "content": f"Step {i} passes; headers fine."},
            ],
        )
    done = await client.request(m.CONTEXT_COMPACT, {"session_id": "code", "force": True})
    assert done["compacted"], done
    await open_session(client, ws, "prose")
    await run_turn(
        client, "prose", [{"role": "user", "content": "We talked about HTTP headers yesterday."}]
    )
    await client.request(m.SESSION_CLOSE, {"session_id": "prose"})
    return int(done["summary_id"])


async def answers(client: DaemonClient, ws: Path, summary_id: int) -> dict[str, Any]:
    out: dict[str, Any] = {
        "sessions": await client.request(m.SESSION_LIST, {"workspace": str(ws), "limit": 1}),
        "messages": await client.request(
            m.MESSAGE_LIST, {"session_id": "code", "workspace": str(ws), "limit": 7}
        ),
        "live": await client.request(
            m.MESSAGE_LIST,
            {"session_id": "code", "workspace": str(ws), "include_compacted": False},
        ),
        "expand": await client.request(
            m.SUMMARY_EXPAND, {"session_id": "code", "summary_id": summary_id}
        ),
    }
    out["sessions_2"] = await client.request(
        m.SESSION_LIST,
        {"workspace": str(ws), "limit": 1, "cursor": out["sessions"]["next_cursor"]},
    )
    out["messages_2"] = await client.request(
        m.MESSAGE_LIST,
        {"session_id": "code", "workspace": str(ws), "cursor": out["messages"]["next_cursor"]},
    )
    for query in QUERIES:
        for extra in ({}, {"role": "assistant"}, {"session_id": "prose", "limit": 3}):
            try:
                got = await client.request(
                    m.HISTORY_SEARCH, {"workspace": str(ws), "query": query, **extra}
                )
                hits = sorted(got["hits"], key=lambda h: h["message_id"])
                out[f"search {query!r} {extra}"] = hits
            except RpcError as exc:
                out[f"search {query!r} {extra}"] = (exc.code, exc.kind, exc.data)
    for bad in ('"open', "OR x", "-only", "--"):
        try:
            await client.request(m.HISTORY_SEARCH, {"workspace": str(ws), "query": bad})
        except RpcError as exc:
            out[f"bad {bad!r}"] = (exc.code, exc.kind, exc.data, str(exc))
    try:
        await client.request(
            m.MESSAGE_LIST, {"session_id": "code", "workspace": str(ws.parent / "elsewhere")}
        )
    except RpcError as exc:
        out["elsewhere"] = (exc.code, exc.kind, exc.data)
    return out


async def test_history_methods_answer_alike_on_both_stores(
    spawn: Spawn, tmp_path: Path, pg_url: str
) -> None:
    results: list[dict[str, Any]] = []
    (tmp_path / "elsewhere").mkdir()
    for store in ("sqlite", pg_url):
        ws = tmp_path / ("lite" if store == "sqlite" else "pg")
        ws.mkdir()
        client = await spawn({**OPTIONS, "store": store})
        summary_id = await converse(client, ws)
        got = await answers(client, ws, summary_id)
        got["elsewhere"] = str(got.get("elsewhere", "")).replace(str(tmp_path), "")
        results.append(masked(got))
    lite, pg = results
    # Searches that find something (not a vacuous comparison).
    assert sum(1 for k, v in lite.items() if k.startswith("search") and v) > 60
    assert list(lite) == list(pg)
    for key in lite:
        assert pg[key] == lite[key], key
