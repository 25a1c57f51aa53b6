"""``tinyagent-memory history sessions|show|expand|search``: the conversation history for people.

The same handlers as the daemon's ``session/list``, ``message/list``, ``summary/expand`` and
``history/search`` (an ``App`` without a client). Human-readable by default (matches highlighted
on a terminal), ``--json`` prints the method's result. Read-only: a folder without tinyagent
state is reported, never given one. Exit codes: 0 ok, 1 ``search`` found nothing, 2 an error
(its kind is printed).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.methods import REQUEST_TYPES
from tinyagent_memory.protocol.types import (
    Base,
    HistoryMessage,
    HistorySearchHit,
    HistorySearchResult,
    InitializationOptions,
    MessageListResult,
    PositiveCount,
    RowId,
    SessionInfo,
    SessionListResult,
    SummaryExpandResult,
)

from ..app import App
from ..provider import Provider
from ..rpc.router import Router
from ..store.conn import history_of
from ..workspace import DB_NAME, STATE_DIR, recorded, resolve_workspace
from . import feature

PAGE = 1000


def _bounded(kind: Any, what: str) -> Callable[[str], int]:
    """An argparse type: a whole number within the bounds of the protocol type ``kind``."""

    def parse(text: str) -> int:
        try:
            return msgspec.convert(int(text), kind)
        except (ValueError, msgspec.ValidationError):
            raise argparse.ArgumentTypeError(f"{text} is not allowed: use {what}") from None

    return parse


LIMIT = _bounded(PositiveCount, "a whole number of at least 1")
SUMMARY_ID = _bounded(RowId, "a summary's id (a whole number of at least 1)")


def add_parser(sub: Any) -> None:
    """Register ``history`` and its subcommands on the top-level subparsers."""
    history: argparse.ArgumentParser = sub.add_parser(
        "history", help="list, read and search the stored conversations of a workspace"
    )
    commands = history.add_subparsers(dest="history_command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--workspace", default=".", help="the workspace folder (default: .)")
    common.add_argument("--json", action="store_true", help="print JSON for scripts")
    sessions = commands.add_parser("sessions", parents=[common], help="Sessions, newest first")
    sessions.add_argument("--limit", type=LIMIT, default=50)
    show = commands.add_parser("show", parents=[common], help="print a Session's messages")
    show.add_argument("session")
    show.add_argument("--all", action="store_true", help="include the originals summaries replaced")
    expand = commands.add_parser(
        "expand", parents=[common], help="print the originals a summary replaced"
    )
    expand.add_argument("summary", type=SUMMARY_ID)
    search = commands.add_parser(
        "search", parents=[common], help='search every message: words, "phrases", a OR b, -not'
    )
    search.add_argument("query")
    search.add_argument("--session")
    search.add_argument("--role", choices=["system", "user", "assistant", "tool", "summary"])
    search.add_argument("--since", help="ISO 8601 date or time")
    search.add_argument("--limit", type=LIMIT, default=20)


class Style:
    """ANSI emphasis on a terminal (unless ``NO_COLOR``); plain text otherwise."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled

    def wrap(self, text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.enabled and text else text

    def mark(self, text: str, spans: list[tuple[int, int]]) -> str:
        out: list[str] = []
        at = 0
        for start, end in sorted(spans):
            if start < at:
                continue
            out += [text[at:start], self.wrap(text[start:end], "1;33")]
            at = end
        out.append(text[at:])
        return "".join(out)


def count(n: int, noun: str, plural: str | None = None) -> str:
    """``1 run``, ``2 runs``: a number with its noun, properly pluralised."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def _time(stamp: str) -> str:
    return stamp.replace("T", " ")[:19]


def sessions_text(sessions: list[SessionInfo], style: Style) -> str:
    if not sessions:
        return "no sessions"
    lines: list[str] = []
    for s in sessions:
        head = f"{style.wrap(s.session_id, '1')}  {s.state}  created {_time(s.created_at)}"
        head += f"  last {_time(s.last_activity)}"
        lines.append(head)
        counts = f"    {count(s.runs, 'run')}, {count(s.messages, 'message')}, {s.tokens} tokens"
        if s.summaries:
            counts += ", " + count(s.summaries, "summary", "summaries")
        lines.append(counts + (f" — {s.title}" if s.title else ""))
    return "\n".join(lines)


def message_text(msg: HistoryMessage, style: Style) -> str:
    head = f"#{msg.seq} {style.wrap(msg.role, '1;36')} {_time(msg.created_at)}  (id {msg.id}"
    head += f", {msg.tokens} tokens"
    if msg.compacted_by is not None:
        head += f", replaced by summary {msg.compacted_by}"
    if msg.tool_call_id:
        head += f", result of {msg.tool_call_id}"
    lines = [head + ")"]
    if msg.content:
        lines += ["    " + line for line in msg.content.splitlines()]
    for call in msg.tool_calls or ():
        lines.append(f"    → {call.function.name}({call.function.arguments})  [{call.id}]")
    return "\n".join(lines)


def hit_text(h: HistorySearchHit, style: Style) -> str:
    where = f"{h.session_id} #{h.seq} {style.wrap(h.role, '1;36')} {_time(h.created_at)}"
    extra = [f"score {h.score:.2f}"]
    if h.field == "tool_calls":
        extra.append("in tool calls")
    if h.compacted_by is not None:
        extra.append(f"replaced by summary {h.compacted_by}")
    return f"{where}  ({', '.join(extra)})\n    {style.mark(h.snippet, h.highlights)}"


def _print_json(value: Any) -> None:
    print(json.dumps(msgspec.to_builtins(value), indent=2, ensure_ascii=False))


class Calls:
    """The daemon's handlers, called in-process; results decoded to the documented types."""

    def __init__(self, app: App) -> None:
        self.router = Router()
        feature.register(self.router, app)

    async def __call__(self, method: str, params: dict[str, Any]) -> Any:
        params_type, result_type = REQUEST_TYPES[method]
        try:
            typed = msgspec.convert(params, params_type)
        except msgspec.ValidationError as exc:
            raise DaemonError(ErrorKind.INVALID_PARAMS, f"Invalid params: {exc}") from None
        result: Base = await self.router.routes[method].handler(typed)
        return msgspec.json.decode(msgspec.json.encode(result), type=result_type)


def _without_state(args: argparse.Namespace, root: Path) -> int:
    """A folder where nothing was recorded: the same answers a store without Sessions would
    give (like ``memory status`` there), and nothing is created."""
    where = f"{root} has no tinyagent state ({STATE_DIR}/{DB_NAME}; nothing was created)"
    command: str = args.history_command
    if command == "show":
        raise DaemonError(
            ErrorKind.UNKNOWN_SESSION,
            f"session {args.session} is not in workspace {root}: {where}",
            session_id=args.session,
        )
    if command == "expand":
        raise DaemonError(ErrorKind.INVALID_PARAMS, f"{args.summary} is not a summary: {where}")
    if command == "sessions":
        _print_json(SessionListResult(sessions=[])) if args.json else print(f"no sessions: {where}")
        return 0
    _print_json(HistorySearchResult(hits=[])) if args.json else print(f"no matches: {where}")
    return 1


async def _run(args: argparse.Namespace) -> int:
    root = resolve_workspace(args.workspace)
    if not recorded(root):
        return _without_state(args, root)
    app = App(Provider(None), InitializationOptions(), background=False)
    style = Style(not args.json and sys.stdout.isatty() and not os.environ.get("NO_COLOR"))
    try:
        call = Calls(app)
        ws = str(root)
        command: str = args.history_command
        if command == "sessions":
            listed: SessionListResult = await call(
                m.SESSION_LIST, {"workspace": ws, "limit": args.limit}
            )
            _print_json(listed) if args.json else print(sessions_text(listed.sessions, style))
        elif command == "show":
            rows: list[HistoryMessage] = []
            cursor: str | None = None
            while True:
                page: MessageListResult = await call(
                    m.MESSAGE_LIST,
                    {
                        "session_id": args.session,
                        "workspace": ws,
                        "include_compacted": args.all,
                        "limit": PAGE,
                        "cursor": cursor,
                    },
                )
                rows += page.messages
                cursor = page.next_cursor
                if cursor is None:
                    break
            if args.json:
                _print_json({"messages": rows})
            else:
                print("\n".join(message_text(r, style) for r in rows) or "no messages")
        elif command == "expand":
            opened = await app.workspace(ws)
            session = await opened.read(
                lambda conn: history_of(conn).session_of(conn, args.summary)
            )
            if session is None:
                raise DaemonError(
                    ErrorKind.INVALID_PARAMS, f"{args.summary} is not a summary in {root}"
                )
            expanded: SummaryExpandResult = await call(
                m.SUMMARY_EXPAND,
                {"session_id": session, "summary_id": args.summary, "workspace": ws},
            )
            if args.json:
                _print_json(expanded)
            else:
                c = expanded.compaction
                if c is not None:
                    print(
                        f"summary {args.summary} of {session}: {c.trigger} compaction"
                        f" {_time(c.created_at)}, {c.tokens_before} → {c.tokens_after} tokens,"
                        f" {count(c.replaced, 'row')} replaced"
                        + (f", folded {expanded.folded}" if expanded.folded else "")
                    )
                print("\n".join(message_text(r, style) for r in expanded.messages))
        else:
            params: dict[str, Any] = {"workspace": ws, "query": args.query, "limit": args.limit}
            for key, value in (("session_id", args.session), ("role", args.role)):
                if value is not None:
                    params[key] = value
            if args.since is not None:
                params["since"] = args.since
            found: HistorySearchResult = await call(m.HISTORY_SEARCH, params)
            if args.json:
                _print_json(found)
            else:
                print("\n".join(hit_text(h, style) for h in found.hits) or "no matches")
            return 0 if found.hits else 1
        return 0
    finally:
        app.close()


def run(args: argparse.Namespace) -> int:
    try:
        return asyncio.run(_run(args))
    except DaemonError as exc:
        if args.json:
            _print_json({"error": exc.to_error_object()})
        else:
            print(f"error: {exc.kind}: {exc.message}", file=sys.stderr)
        return 2
