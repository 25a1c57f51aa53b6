"""Feature: ``session/list``, ``message/list``, ``summary/expand``, ``history/search``.

The history read back: every stored row of a workspace, compacted ones included. A Session is
found in the workspace the request names (or, without one, the workspace it is open on here);
a Session id of another workspace is ``unknown_session`` and search only sees its workspace.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal, TypeVar, cast

import msgspec
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import (
    Base,
    CompactionInfo,
    HistorySearchHit,
    HistorySearchParams,
    HistorySearchResult,
    MessageListParams,
    SessionListParams,
    SessionListResult,
    SummaryExpandParams,
)

from ..app import App
from ..rpc.router import Router
from ..store.conn import Conn, QueryRefused, history_of, sqlite_of
from ..store.history import HistoryRow, PageFilter, SearchFilter, SearchRow
from ..workspace import Workspace
from . import indexing, paging, query, snippet
from .listing import ListCache

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

T = TypeVar("T")


class WireMessageList(Base, frozen=True):
    """``MessageListResult`` as written (``tool_calls`` passed through as stored)."""

    messages: list[HistoryRow]
    next_cursor: str | None = None


class WireMessagePage(Base, frozen=True):
    """``MessageListResult`` as written from the cache: ``messages`` the joined rows."""

    messages: list[msgspec.Raw]
    next_cursor: str | None = None


class WireSummaryExpand(Base, frozen=True):
    """``SummaryExpandResult`` as written."""

    summary: HistoryRow
    compaction: CompactionInfo | None
    messages: list[HistoryRow]
    folded: list[int]


def invalid(path: str, message: str) -> DaemonError:
    return DaemonError(
        ErrorKind.INVALID_PARAMS, f"Invalid params: {message} - at `{path}`", path=path
    )


def unknown_session(session_id: str, ws: Workspace) -> DaemonError:
    return DaemonError(
        ErrorKind.UNKNOWN_SESSION,
        f"session {session_id} is not in workspace {ws.root}",
        session_id=session_id,
    )


class Workspaces:
    """``app.workspace`` remembered by the string a request named it with: a history request
    then needs no extra thread hop to resolve a path already resolved (a workspace closed or
    reopened since is looked up again). Holds each SQLite workspace's ``message/list`` cache."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.known: dict[str, Workspace] = {}
        self.lists: dict[Workspace, ListCache] = {}

    def list_cache(self, ws: Workspace) -> ListCache | None:
        """``ws``'s ``message/list`` cache (``None`` on PostgreSQL, or once ``ws`` is closed)."""
        if ws.pg is not None:
            return None
        cache = self.lists.get(ws)
        if cache is not None:
            return cache
        for old in [w for w in self.lists if self.app.workspaces.get(w.root) is not w]:
            self.lists.pop(old).close()
        if self.app.workspaces.get(ws.root) is not ws:
            return None
        cache = self.lists[ws] = ListCache(ws)
        return cache

    async def __call__(self, value: str) -> Workspace:
        ws = self.known.get(value)
        if ws is not None and self.app.workspaces.get(ws.root) is ws:
            return ws
        ws = await self.app.workspace(value)
        if len(self.known) > 256:
            self.known.clear()
        self.known[value] = ws
        return ws


async def session_workspace(
    app: App, workspaces: Workspaces, session_id: str, workspace: str | None
) -> Workspace:
    """The workspace named, else the one ``session_id`` is open on here."""
    if workspace is not None:
        return await workspaces(workspace)
    state = app.sessions.get(session_id)
    if state is None:
        raise DaemonError(
            ErrorKind.UNKNOWN_SESSION,
            f"session {session_id} is not open on this connection; pass its workspace",
            session_id=session_id,
        )
    return state.workspace


async def read_session(
    app: App,
    workspaces: Workspaces,
    session_id: str,
    workspace: str | None,
    fn: Callable[[Conn], T],
) -> T:
    """``fn(conn)`` on the workspace holding ``session_id`` (the one named, else the one it is
    open on here), in the same read as the check that the Session is there."""
    ws = await session_workspace(app, workspaces, session_id, workspace)

    def checked(conn: Conn) -> tuple[bool, T | None]:
        if not history_of(conn).session_exists(conn, session_id):
            return False, None
        return True, fn(conn)

    found, value = await ws.read(checked)
    if not found:
        raise unknown_session(session_id, ws)
    return cast(T, value)


def _cursor(kind: str, cursor: str | None, types: tuple[type, ...]) -> tuple[object, ...] | None:
    if cursor is None:
        return None
    try:
        return paging.decode(kind, cursor, types)
    except paging.CursorError as exc:
        raise invalid("$.cursor", str(exc)) from None


def hit(row: SearchRow, pattern: re.Pattern[str] | None) -> HistorySearchHit:
    """One search result: the snippet comes from the content, else from the tool calls."""
    content = row.content or ""
    found = snippet.spans(content, pattern)
    field: Literal["content", "tool_calls"] = "content"
    text = content
    if not found:
        tools = snippet.tools_text(row.tool_calls, row.name)
        tool_found = snippet.spans(tools, pattern)
        if tool_found or not content:
            field, text, found = "tool_calls", tools, tool_found
    shown, marks = snippet.build(text, found)
    return HistorySearchHit(
        session_id=row.session_id,
        run_id=row.run_id,
        message_id=row.id,
        seq=row.seq,
        role=row.role,
        created_at=row.created_at,
        compacted_by=row.compacted_by,
        field=field,
        snippet=shown,
        highlights=marks,
        score=-row.rank,
    )


def setup(router: Router, app: App, lsp: LanguageServer | None) -> None:
    register(router, app)
    indexing.setup(app)


def register(router: Router, app: App) -> None:
    """The four routes (the CLI calls them in-process, without a language server)."""
    workspaces = Workspaces(app)

    @router.request(m.SESSION_LIST)
    async def session_list(params: SessionListParams) -> SessionListResult:
        after = _cursor("sessions", params.cursor, (str, str))
        ws = await workspaces(params.workspace)
        keyset = (str(after[0]), str(after[1])) if after is not None else None
        found = await ws.read(
            lambda conn: history_of(conn).sessions_page(conn, params.limit + 1, keyset)
        )
        page = found[: params.limit]
        more = len(found) > params.limit
        last = page[-1] if page else None
        return SessionListResult(
            sessions=page,
            next_cursor=paging.encode("sessions", last.created_at, last.session_id)
            if more and last is not None
            else None,
        )

    @router.request(m.MESSAGE_LIST)
    async def message_list(params: MessageListParams) -> WireMessageList | WireMessagePage:
        after = _cursor("messages", params.cursor, (int, int))
        page = PageFilter(
            after_seq=params.after_seq,
            before_seq=params.before_seq,
            include_compacted=params.include_compacted,
            after=(int(str(after[0])), int(str(after[1]))) if after is not None else None,
        )
        ws = await session_workspace(app, workspaces, params.session_id, params.workspace)
        cache = workspaces.list_cache(ws)
        if cache is not None:
            limit = params.limit
            served = cache.fast(params.session_id, page, limit)
            if served is None:
                served = await ws.read(
                    lambda conn: cache.load(sqlite_of(conn), params.session_id, page, limit)
                )
                if served is None:
                    raise unknown_session(params.session_id, ws)
            rows, last = served
            return WireMessagePage(
                messages=rows,
                next_cursor=paging.encode("messages", *last) if last is not None else None,
            )
        found = await read_session(
            app,
            workspaces,
            params.session_id,
            params.workspace,
            lambda conn: history_of(conn).messages_page(
                conn, params.session_id, page, params.limit + 1
            ),
        )
        rows = found[: params.limit]
        more = len(found) > params.limit
        return WireMessageList(
            messages=rows,
            next_cursor=paging.encode("messages", rows[-1].seq, rows[-1].id) if more else None,
        )

    @router.request(m.SUMMARY_EXPAND)
    async def summary_expand(params: SummaryExpandParams) -> WireSummaryExpand:

        def expand(
            conn: Conn,
        ) -> tuple[HistoryRow | None, CompactionInfo | None, list[HistoryRow]]:
            summary = history_of(conn).row(conn, params.session_id, params.summary_id)
            if summary is None or summary.role != "summary":
                return None, None, []
            return (
                summary,
                history_of(conn).compaction_of(conn, summary.id),
                history_of(conn).replaced_by(conn, summary.id),
            )

        summary, compaction, rows = await read_session(
            app, workspaces, params.session_id, params.workspace, expand
        )
        if summary is None:
            raise invalid(
                "$.summary_id",
                f"{params.summary_id} is not a summary of session {params.session_id}",
            )
        folded = sorted((r.id for r in rows if r.role == "summary"), reverse=True)
        return WireSummaryExpand(
            summary=summary,
            compaction=compaction,
            messages=[r for r in rows if r.role != "summary"],
            folded=folded,
        )

    @router.request(m.HISTORY_SEARCH)
    async def history_search(params: HistorySearchParams) -> HistorySearchResult:
        try:
            parsed = query.parse(params.query)
        except query.QueryError as exc:
            raise invalid("$.query", str(exc)) from None
        try:
            since = paging.since(params.since) if params.since is not None else None
        except ValueError as exc:
            raise invalid("$.since", str(exc)) from None
        ws = await workspaces(params.workspace)
        session_id = params.session_id
        filters = SearchFilter(
            match=parsed.match,
            session_id=session_id,
            role=params.role,
            since=since,
        )

        def search(conn: Conn, *, current: bool) -> list[SearchRow] | None:
            """``None`` when the index must catch up first (unless it just did: rows stored
            since came after this request)."""
            if session_id is not None and not history_of(conn).session_exists(conn, session_id):
                raise unknown_session(session_id, ws)
            if not current and history_of(conn).index_behind(conn):
                return None
            return history_of(conn).search(conn, filters, params.limit)

        def caught_up(conn: Conn) -> list[SearchRow]:
            """Index the rows above the mark (appends leave them: migration 13), then search,
            in one write transaction (derived data: committed without an fsync)."""
            history_of(conn).catch_up(conn)
            return search(conn, current=True) or []

        try:
            rows = await ws.read(lambda conn: search(conn, current=False))
            if rows is None:
                rows = await ws.write(caught_up, derived=True)
        except sqlite3.OperationalError as exc:
            # Every term is quoted, so FTS5 should never refuse one; if it does, it is still
            # the query's fault and never a crash.
            if "fts5" not in str(exc) and "MATCH" not in str(exc):
                raise
            raise invalid("$.query", f"the search index refused the query: {exc}") from None
        except QueryRefused as exc:
            raise invalid("$.query", str(exc)) from None
        regex = snippet.pattern([(t.tokens, t.prefix) for t in parsed.terms])
        return HistorySearchResult(hits=[hit(r, regex) for r in rows])
