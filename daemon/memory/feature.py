"""Feature: ``memory/submit``, ``memory/sync``, ``memory/status``, ``memory/history``,
``memory/show``, ``memory/restore``, ``memory/limits``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import (
    MemoryHistoryParams,
    MemoryHistoryResult,
    MemoryLimitsParams,
    MemoryLimitsResult,
    MemoryRestoreParams,
    MemoryRestoreResult,
    MemoryShowParams,
    MemoryShowResult,
    MemoryStatusParams,
    MemoryStatusResult,
    MemorySubmitParams,
    MemorySubmitResult,
    MemorySyncParams,
    MemorySyncResult,
)

from ..app import App
from ..rpc.router import Router
from ..store import memory as store
from ..store import messages as messages_store
from ..store.conn import Conn
from . import checks, operations
from .service import CURATION_TITLE, MemoryService, WorkspaceMemory
from .wire import findings_to_wire

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer


def setup(router: Router, app: App, lsp: LanguageServer | None) -> None:
    memory = MemoryService.install(app)

    async def workspace_memory(workspace: str) -> WorkspaceMemory:
        return memory.of(await app.workspace(workspace))

    @router.request(m.MEMORY_SUBMIT)
    async def memory_submit(params: MemorySubmitParams) -> MemorySubmitResult:
        state = app.session(params.session_id)
        operations.validate_shape(params.operations)
        limits = await memory.of(state.workspace).limits()
        refused = operations.content_findings(
            params.operations, entry_char_limit=limits.entry_char_limit
        )
        if refused:
            raise DaemonError(
                ErrorKind.MEMORY_CHECK_FAILED,
                "; ".join(checks.describe(f) for f in refused[:5]),
                findings=msgspec.to_builtins(findings_to_wire(refused)),
            )

        def submit(conn: Conn) -> list[int]:
            messages_store.require_active_run(conn, params.session_id, params.run_id)
            return store.add_candidates(conn, params.session_id, params.run_id, params.operations)

        ids = await state.workspace.write(submit)
        return MemorySubmitResult(candidate_ids=ids)

    @router.request(m.MEMORY_SYNC)
    async def memory_sync(params: MemorySyncParams) -> MemorySyncResult:
        memory = await workspace_memory(params.workspace)
        token = params.work_done_token
        async with app.progress.task(CURATION_TITLE, token, first="reading") as progress:
            return await memory.sync(params.accept_findings, progress)

    @router.request(m.MEMORY_STATUS)
    async def memory_status(params: MemoryStatusParams) -> MemoryStatusResult:
        return await (await workspace_memory(params.workspace)).status()

    @router.request(m.MEMORY_HISTORY)
    async def memory_history(params: MemoryHistoryParams) -> MemoryHistoryResult:
        wm = await workspace_memory(params.workspace)
        return MemoryHistoryResult(revisions=await wm.history(params.limit))

    @router.request(m.MEMORY_SHOW)
    async def memory_show(params: MemoryShowParams) -> MemoryShowResult:
        rev = await (await workspace_memory(params.workspace)).show(params.revision)
        return MemoryShowResult(revision=rev.id, text=rev.text)

    @router.request(m.MEMORY_RESTORE)
    async def memory_restore(params: MemoryRestoreParams) -> MemoryRestoreResult:
        rev = await (await workspace_memory(params.workspace)).restore(params.revision)
        return MemoryRestoreResult(revision=rev.id)

    @router.request(m.MEMORY_LIMITS)
    async def memory_limits(params: MemoryLimitsParams) -> MemoryLimitsResult:
        wm = await workspace_memory(params.workspace)
        if params.char_limit is None and params.entry_char_limit is None:
            limits = await wm.limits()
        else:
            limits = await wm.change_limits(params.char_limit, params.entry_char_limit)
        return MemoryLimitsResult(
            char_limit=limits.char_limit, entry_char_limit=limits.entry_char_limit
        )
