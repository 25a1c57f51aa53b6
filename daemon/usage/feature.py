"""Feature: ``usage/internal`` — Compressor and Curator usage, never mixed into a Run's usage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import Usage, UsageInternalParams, UsageInternalResult

from ..app import App
from ..rpc.router import Router
from ..store.conn import Conn
from ..store.usage import usage_totals
from ..workspace import Workspace

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer


def _add(a: Usage, b: Usage) -> Usage:
    return Usage(
        prompt_tokens=a.prompt_tokens + b.prompt_tokens,
        completion_tokens=a.completion_tokens + b.completion_tokens,
        total_tokens=a.total_tokens + b.total_tokens,
        requests=a.requests + b.requests,
    )


def setup(router: Router, app: App, lsp: LanguageServer | None) -> None:
    @router.request(m.USAGE_INTERNAL)
    async def usage_internal(params: UsageInternalParams) -> UsageInternalResult:
        session_id = params.session_id
        workspaces: list[Workspace]
        if session_id is not None:
            workspaces = [app.session(session_id).workspace]
        elif params.workspace is not None:
            workspaces = [await app.workspace(params.workspace)]
        else:
            workspaces = list(app.workspaces.values())

        def totals(conn: Conn) -> tuple[Usage, Usage]:
            # Curator work belongs to the workspace, not a Session: never filtered by session.
            return (
                usage_totals(conn, "compressor", session_id),
                usage_totals(conn, "curator"),
            )

        compressor, curator = Usage(), Usage()
        for ws in workspaces:
            c, k = await ws.read(totals)
            compressor, curator = _add(compressor, c), _add(curator, k)
        return UsageInternalResult(compressor=compressor, curator=curator)
