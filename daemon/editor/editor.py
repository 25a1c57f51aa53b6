"""MEMORY.md as a language for editors: the LSP side of one connection.

Text synchronization (``didOpen``/``didChange``/``didSave``/``didClose``), diagnostics on the live
buffer while a memory file is open and on the file on disk otherwise, pushed with
``textDocument/publishDiagnostics`` (the full set each time; an empty list clears) or pulled with
``textDocument/diagnostic`` when the client offers pull diagnostics with refresh support. Changes
made outside the editor are noticed through ``workspace/didChangeWatchedFiles`` (registered when
the client supports dynamic registration) or by polling the file. Also: quick fixes, the
``tinyagent.memory.sync`` command and hover on an entry.

Long-term memory is reached through the memory feature's service (``MemoryService``): drift
comes from its ``status``, the sync command runs its ``sync`` and hover asks its ``provenance``.
"""

from __future__ import annotations

import contextlib
import logging
import uuid
from pathlib import Path
from typing import Any, cast

import anyio
import anyio.to_thread
import msgspec
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, JsonRpcCode

from ..app import App
from ..memory.service import MemoryService
from ..store.limits import DEFAULT as DEFAULT_LIMITS
from ..store.limits import Limits
from ..workspace import memory_file
from . import code_actions
from . import diagnostics as dx
from .memory_files import (
    WATCH_GLOB,
    Poller,
    Tracked,
    folder_path,
    memory_root,
    read_bytes,
    signature,
)
from .positions import UTF16, split_lines

log = logging.getLogger(__name__)


class MemoryLanguage:
    """The LSP side of the memory file, for one connection."""

    def __init__(
        self,
        server: LanguageServer,
        app: App,
        memory: MemoryService,
        *,
        checks: tuple[dx.Check, ...] = dx.CHECKS,
    ) -> None:
        self.server = server
        self.app = app
        self.memory = memory
        self.checks = checks
        self.client = dx.ClientFeatures()
        self.roots: list[Path] = []
        self.tracked: dict[Path, Tracked] = {}
        """Memory files by workspace root (one per root), each under the URI the client uses."""
        self.open: set[str] = set()
        self.pull = False
        """Open documents' diagnostics are pulled (the client refreshes them on request)."""
        self.watched_by_client = False
        self.poller = Poller(lambda: list(self.tracked.values()), self.refresh)
        self._register()

    # ------------------------------------------------------------------ lifecycle

    def initialize(self, params: lsp.InitializeParams) -> None:
        """Read the client's capabilities and workspace; runs before capabilities are sent."""
        caps = params.capabilities
        negotiated = self.server.workspace.position_encoding
        if isinstance(negotiated, lsp.PositionEncodingKind):
            negotiated = negotiated.value
        encoding = negotiated or UTF16
        self.client = dx.ClientFeatures.from_capabilities(caps, encoding)
        text = caps.text_document
        refresh = caps.workspace.diagnostics if caps.workspace else None
        self.pull = bool(text and text.diagnostic and refresh and refresh.refresh_support)
        if self.pull:
            self._register_pull()
        folders = [f.uri for f in params.workspace_folders or []]
        if not folders and params.root_uri:
            folders = [params.root_uri]
        roots = [folder_path(f) for f in folders]
        if not folders and params.root_path:
            roots = [Path(params.root_path)]
        for root in roots:
            self._add_root(root)
        roots_text = [str(r) for r in self.roots]
        log.info("editor: encoding=%s pull=%s roots=%s", encoding, self.pull, roots_text)

    async def initialized(self) -> None:
        caps = self.server.client_capabilities
        watched = caps.workspace.did_change_watched_files if caps.workspace else None
        if watched and watched.dynamic_registration:
            try:
                await self._register_watcher()
                self.watched_by_client = True
            except Exception as exc:  # the client refused: watch the files ourselves
                log.warning("didChangeWatchedFiles registration failed (%s); polling", exc)
        if not self.watched_by_client:
            self.poller.start()
        for tracked in list(self.tracked.values()):
            if tracked.signature is not None:
                await self.refresh(tracked)

    def shutdown(self) -> None:
        self.poller.stop()

    def _add_root(self, root: Path | None) -> None:
        if root is None or root in self.roots:
            return
        self.roots.append(root)
        self._track(memory_file(root).as_uri(), root)

    def _track(self, uri: str, root: Path) -> Tracked:
        """The memory file of ``root``; a URI the client sent replaces the daemon's spelling."""
        tracked = self.tracked.get(root)
        if tracked is None:
            tracked = Tracked(uri=uri, root=root)
            tracked.signature = signature(tracked.path)
            self.tracked[root] = tracked
        elif tracked.uri != uri and tracked.uri not in self.open:
            tracked.uri = uri
        return tracked

    def _client_file(self, uri: str) -> Tracked | None:
        """The tracked memory file a client URI names (tracking it if new)."""
        root = memory_root(uri)
        return None if root is None else self._track(uri, root)

    async def _register_watcher(self) -> None:
        watcher = lsp.FileSystemWatcher(glob_pattern=WATCH_GLOB)
        options = lsp.DidChangeWatchedFilesRegistrationOptions(watchers=[watcher])
        registration = lsp.Registration(
            id=f"tinyagent-memory-watch-{uuid.uuid4().hex[:8]}",
            method=lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES,
            register_options=options,
        )
        await self.server.client_register_capability_async(
            lsp.RegistrationParams(registrations=[registration])
        )

    # ------------------------------------------------------------------ analysis

    async def analysis(self, tracked: Tracked) -> tuple[dx.Analysis | None, int | None]:
        """Diagnose the live buffer when open, else the file on disk (``None``: no file)."""
        version: int | None = None
        data: bytes | str | None
        if tracked.uri in self.open:
            document = self.server.workspace.get_text_document(tracked.uri)
            data, version = document.source, document.version
        else:
            data = await anyio.to_thread.run_sync(read_bytes, tracked.root)
        if data is None:
            return None, None
        lines = split_lines(data if isinstance(data, str) else data.decode("utf-8", "replace"))
        drift = await self._drift(tracked.root, lines)
        limits = await self._limits(tracked.root)
        found = dx.analyze(
            data,
            char_limit=limits.char_limit,
            entry_char_limit=limits.entry_char_limit,
            checks=self.checks,
            extra=[drift] if drift else [],
        )
        return found, version

    async def _limits(self, root: Path) -> Limits:
        """The workspace's memory limits (the defaults when its store cannot be opened)."""
        try:
            return await self.memory.of(await self.app.workspace(str(root))).limits()
        except DaemonError as exc:
            log.warning("memory limits of %s unavailable: %s", root, exc.message)
            return DEFAULT_LIMITS

    async def _drift(self, root: Path, lines: list[str]) -> dx.Finding | None:
        """The drift warning, when long-term memory reports the file as drifted."""
        try:
            status = await self.memory.of(await self.app.workspace(str(root))).status()
        except DaemonError as exc:
            log.warning("memory/status for %s failed: %s", root, exc.message)
            return None
        except Exception:  # the format findings are still worth publishing
            log.exception("memory/status for %s failed", root)
            return None
        if status.drift:
            return dx.drift_finding(lines, status.revision)
        return None

    # ------------------------------------------------------------------ publishing

    async def refresh(self, tracked: Tracked) -> None:
        """Bring the client's diagnostics for a memory file up to date."""
        tracked.generation += 1
        generation = tracked.generation
        if self.pull and tracked.uri in self.open:
            # The client owns the pulled set: ask it to pull again (not waiting for its answer).
            self.server.workspace_diagnostic_refresh(None)
            return
        found, version = await self.analysis(tracked)
        if generation != tracked.generation:
            return  # a newer refresh of this file is under way
        items = dx.to_diagnostics(found, tracked.uri, self.client) if found else []
        self.publish(tracked, items, version)

    def publish(self, tracked: Tracked, items: list[lsp.Diagnostic], version: int | None) -> None:
        self.server.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=tracked.uri, diagnostics=items, version=version)
        )
        tracked.pushed = bool(items)

    async def refresh_root(self, root: Path) -> None:
        for tracked in list(self.tracked.values()):
            if tracked.root == root:
                await self.refresh(tracked)

    # ------------------------------------------------------------------ LSP handlers

    def _register(self) -> None:
        server = self.server

        @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
        async def did_open(params: lsp.DidOpenTextDocumentParams) -> None:
            uri = params.text_document.uri
            tracked = self._client_file(uri)
            if tracked is None:
                return
            self.open.add(uri)
            if not self.pull:
                await self.refresh(tracked)
            elif tracked.pushed:
                self.publish(tracked, [], None)  # the client pulls; clear what was pushed

        @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
        async def did_change(params: lsp.DidChangeTextDocumentParams) -> None:
            uri = params.text_document.uri
            tracked = self._client_file(uri)
            if tracked is not None and uri in self.open and not self.pull:
                await self.refresh(tracked)

        @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE, lsp.SaveOptions(include_text=False))
        async def did_save(params: lsp.DidSaveTextDocumentParams) -> None:
            tracked = self._client_file(params.text_document.uri)
            if tracked is not None:
                tracked.signature = await anyio.to_thread.run_sync(signature, tracked.path)
                await self.refresh(tracked)

        @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
        async def did_close(params: lsp.DidCloseTextDocumentParams) -> None:
            uri = params.text_document.uri
            tracked = self._client_file(uri)
            if tracked is not None and uri in self.open:
                self.open.discard(uri)
                await self.refresh(tracked)  # back to the file on disk

        @server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
        async def did_change_watched_files(params: lsp.DidChangeWatchedFilesParams) -> None:
            for change in params.changes:
                tracked = self._client_file(change.uri)
                if tracked is not None:
                    tracked.signature = await anyio.to_thread.run_sync(signature, tracked.path)
                    await self.refresh(tracked)

        @server.feature(lsp.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)
        async def did_change_folders(params: lsp.DidChangeWorkspaceFoldersParams) -> None:
            for folder in params.event.added:
                root = folder_path(folder.uri)
                self._add_root(root)
                if root is not None:
                    await self.refresh(self.tracked[root])

        @server.feature(
            lsp.TEXT_DOCUMENT_CODE_ACTION,
            lsp.CodeActionOptions(
                code_action_kinds=[lsp.CodeActionKind.QuickFix, code_actions.FIX_ALL_KIND],
                resolve_provider=False,
            ),
        )
        async def code_action(
            params: lsp.CodeActionParams,
        ) -> list[lsp.CodeAction | lsp.Command] | None:
            uri = params.text_document.uri
            tracked = self._client_file(uri)
            if tracked is None:
                return None
            found, version = await self.analysis(tracked)
            if found is None:
                return None
            only = [str(k) for k in params.context.only] if params.context.only else None
            return code_actions.code_actions(
                found,
                uri,
                version,
                params.range,
                only,
                self.client,
                workspace_uri=tracked.root.as_uri(),
            )

        @server.feature(lsp.TEXT_DOCUMENT_HOVER)
        async def hover(params: lsp.HoverParams) -> lsp.Hover | None:
            return await self.hover(params.text_document.uri, params.position)

        @server.command(m.COMMAND_MEMORY_SYNC)
        async def sync(ls: LanguageServer, *arguments: Any) -> Any:
            return await self.sync(list(arguments))

    def _register_pull(self) -> None:
        options = lsp.DiagnosticOptions(
            identifier=dx.SOURCE, inter_file_dependencies=False, workspace_diagnostics=False
        )

        @self.server.feature(lsp.TEXT_DOCUMENT_DIAGNOSTIC, options)
        async def pull(params: lsp.DocumentDiagnosticParams) -> lsp.DocumentDiagnosticReport:
            return await self.pull_report(params.text_document.uri, params.previous_result_id)

    async def pull_report(self, uri: str, previous: str | None) -> lsp.DocumentDiagnosticReport:
        tracked = self._client_file(uri)
        found = None
        if tracked is not None:
            found, _ = await self.analysis(tracked)
        if found is None:
            return lsp.RelatedFullDocumentDiagnosticReport(items=[])
        result_id = f"{self.client.encoding}:{found.result_id}"
        if previous == result_id:
            return lsp.RelatedUnchangedDocumentDiagnosticReport(result_id=result_id)
        return lsp.RelatedFullDocumentDiagnosticReport(
            items=dx.to_diagnostics(found, uri, self.client), result_id=result_id
        )

    # ------------------------------------------------------------------ hover and commands

    async def hover(self, uri: str, position: lsp.Position) -> lsp.Hover | None:
        tracked = self._client_file(uri)
        if tracked is None:
            return None
        found, _ = await self.analysis(tracked)
        if found is None:
            return None
        index = dx.entry_at(found.document, position.line)
        if index is None:
            return None
        unknown = "Provenance unknown: no committed revision contains this entry yet."
        workspace = await self.app.workspace(str(tracked.root))
        entry = found.document.entries[index].text
        provenance = await self.memory.of(workspace).provenance(entry)
        limits = await self.memory.of(workspace).limits()
        text = dx.hover_text(
            found,
            index,
            entry_char_limit=limits.entry_char_limit,
            provenance=provenance,
            unknown=unknown,
            markdown=self.client.markdown,
        )
        kind = lsp.MarkupKind.Markdown if self.client.markdown else lsp.MarkupKind.PlainText
        return lsp.Hover(
            contents=lsp.MarkupContent(kind=kind, value=text),
            range=dx.entry_range(found, index, self.client.encoding),
        )

    def command_root(self, arguments: list[Any]) -> Path:
        """The workspace of a command: ``{"workspace": ...}``, a path or URI, or the only root."""
        value: Any = arguments[0] if arguments else None
        if isinstance(value, dict):
            value = cast(dict[str, Any], value).get("workspace")
        if isinstance(value, str) and value:
            path = folder_path(value) if value.startswith("file:") else Path(value)
            if path is not None:
                return path
        roots = list(dict.fromkeys([*self.roots, *self.tracked]))
        if len(roots) == 1:
            return roots[0]
        raise JsonRpcException(
            code=JsonRpcCode.INVALID_PARAMS,
            message=f"{m.COMMAND_MEMORY_SYNC} needs an argument {{workspace}}: "
            f"this connection knows {len(roots)} workspaces",
            data={"kind": "invalid_params", "path": "$.arguments[0].workspace"},
        )

    async def sync(self, arguments: list[Any]) -> Any:
        root = self.command_root(arguments)
        # A DaemonError reaches the client through ``rpc.errors``, like any request's.
        result = await self.memory.of(await self.app.workspace(str(root))).sync()
        with contextlib.suppress(Exception):
            await self.refresh_root(root)
        return msgspec.to_builtins(result)
