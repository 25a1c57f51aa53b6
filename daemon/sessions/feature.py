"""Feature: ``session/open``, ``session/close``, ``run/start``, ``message/append``,
``run/finish``."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import anyio
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import (
    Empty,
    MessageAppendParams,
    MessageAppendResult,
    RunFinishParams,
    RunFinishResult,
    RunStartParams,
    RunStartResult,
    SessionCloseParams,
    SessionOpenParams,
    SessionOpenResult,
)

from ..app import App, Created, RowsAppended, RunFinished, RunStarted, SessionState, Written
from ..rpc.router import Router
from ..store import compactions as compactions_store
from ..store import history as history_store
from ..store import memory as memory_store
from ..store import messages as store
from ..store.conn import Conn, StoreKey, local_key, local_key_after

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer


def setup(router: Router, app: App, lsp: LanguageServer | None) -> None:
    open_lock = anyio.Lock()

    @router.request(m.SESSION_OPEN)
    async def session_open(params: SessionOpenParams) -> SessionOpenResult:
        ws = await app.workspace(params.workspace)
        await app.session_opening(ws)
        session_id = params.session_id or uuid.uuid4().hex

        def open_(conn: Conn) -> Written | None:
            if store.session_exists(conn, session_id):
                store.reopen_session(conn, session_id)
                return None
            before = local_key(conn)
            store.create_session(conn, session_id)
            return Written(conn, before, local_key_after(conn, before), Created())

        # Checked before anything is written, and under one lock with the write and the
        # registration: a refused open leaves no Session row behind.
        async with open_lock:
            current = app.sessions.get(session_id)
            if current is not None and current.workspace is not ws:
                raise DaemonError(
                    ErrorKind.UNKNOWN_SESSION,
                    f"session {session_id} is open on another workspace",
                    session_id=session_id,
                )
            created = await ws.write(open_)
            # resume=true (or a new open) reads the latest memory again: the freeze starts over.
            state = app.sessions[session_id] = SessionState(session_id=session_id, workspace=ws)
            if created is not None:
                app.written(state, created)
        if created is not None:
            app.trigger(ws, "session_created")
        return SessionOpenResult(session_id=session_id, resumed=created is None)

    @router.request(m.SESSION_CLOSE)
    async def session_close(params: SessionCloseParams) -> Empty:
        state = app.session(params.session_id)
        await state.workspace.write(lambda conn: store.close_session(conn, params.session_id))
        app.sessions.pop(params.session_id, None)
        app.trigger(state.workspace, "session_closed")
        return Empty()

    @router.request(m.RUN_START)
    async def run_start(params: RunStartParams) -> RunStartResult:
        state = app.session(params.session_id)

        def start(conn: Conn) -> tuple[str, StoreKey | None, StoreKey | None, Conn]:
            before = local_key(conn)
            run_id = store.start_run(conn, params.session_id)
            return run_id, before, local_key_after(conn, before), conn

        run_id, before, after, conn = await state.workspace.write(start)
        app.written(state, Written(conn, before, after, RunStarted(run_id)))
        return RunStartResult(run_id=run_id)

    @router.request(m.MESSAGE_APPEND)
    async def message_append(params: MessageAppendParams) -> MessageAppendResult:
        state = app.session(params.session_id)
        # Counted once, here, outside the lock; context/build never re-tokenizes stored messages.
        tokens = app.counter.messages(params.messages)

        def append(conn: Conn) -> tuple[list[int], int, StoreKey | None, StoreKey | None, Conn]:
            before = local_key(conn)
            store.require_active_run(conn, params.session_id, params.run_id)
            first = store.next_seq(conn, params.session_id)
            ids = store.insert_messages(
                conn, params.session_id, params.run_id, params.messages, tokens, first
            )
            # The search index follows in an idle moment (history/indexing.py, migration 13);
            # here only once a long burst without one has left a large backlog.
            if ids:
                history_store.index_backlog(conn, ids[-1])
            return ids, first, before, local_key_after(conn, before), conn

        ids, first, before, after, conn = await state.workspace.write(append)
        if before is not None:
            rows = store.appended_rows(
                params.session_id, params.run_id, first, ids, params.messages, tokens
            )
            app.written(state, Written(conn, before, after, RowsAppended(rows)))
        app.appended(state, ids, tokens)
        return MessageAppendResult(message_ids=ids, tokens=tokens)

    @router.request(m.RUN_FINISH)
    async def run_finish(params: RunFinishParams) -> RunFinishResult:
        state = app.session(params.session_id)

        def finish(conn: Conn) -> tuple[int, int, Written]:
            before = local_key(conn)
            store.require_active_run(conn, params.session_id, params.run_id)
            store.finish_run(conn, params.run_id, params.status, params.usage)
            # A Run without usage is no usage basis: the Session's basis is as it was.
            known = before is not None and params.usage is not None
            basis = compactions_store.usage_basis(conn, params.session_id) if known else None
            ended = RunFinished(params.run_id, params.status, basis, known)
            # Only a succeeded Run's memory candidates become events; others are kept, discarded.
            if params.status != "succeeded":
                memory_store.discard_candidates(conn, params.run_id)
                return 0, 0, Written(conn, before, local_key_after(conn, before), ended)
            added = memory_store.candidates_to_events(conn, params.run_id)
            pending = memory_store.pending_count(conn) if added else 0
            return added, pending, Written(conn, before, local_key_after(conn, before), ended)

        added, pending, written = await state.workspace.write(finish)
        app.written(state, written)
        if added and pending >= app.options.curation_threshold:
            app.trigger(state.workspace, "threshold")
        return RunFinishResult(events_added=added)
