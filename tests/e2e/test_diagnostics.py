"""MEMORY.md as a language, end to end over real stdio with pytest-lsp's client.

Every test runs twice: with VS Code's capabilities (UTF-16 positions, pull diagnostics with
refresh, dynamic ``didChangeWatchedFiles`` registration, ``documentChanges`` edits) and with
Neovim 0.11's (UTF-8 positions, pushed diagnostics, no watcher registration: the daemon polls the
file itself). The capability sets are the ones pytest-lsp captured from those editors.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any, cast

import pytest
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pygls.protocol import default_converter
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features
from tinyagent_memory.daemon.editor import diagnostics as dx
from tinyagent_memory.protocol import methods as m

from .. import forked

pytestmark = pytest.mark.filterwarnings("error::pytest_lsp.checks.LspSpecificationWarning")

PADDED = "  Café ☕ naïve 😀 entry  "
FIRST = "Prefers tabs over spaces"
BROKEN = f"{FIRST}\n§\n{PADDED}\n§\n{FIRST}\n"
CANONICAL = f"{FIRST}\n§\n{PADDED.strip()}\n"
DOUBLED = f"{FIRST}\n§\n§\nRuns tests with pytest -q\n"
EDITED = f"{CANONICAL}§\nRuns tests with pytest -q\n"
"""A valid manual edit of CANONICAL."""
NEW = "Uses ruff for linting"
SOURCE = m.DIAGNOSTIC_SOURCE
TIMEOUT = 15.0


def vscode_capabilities() -> lsp.ClientCapabilities:
    """VS Code's captured set plus pull diagnostics, as vscode-languageclient 9 announces them."""
    caps = client_capabilities("visual-studio-code")
    assert caps.text_document is not None and caps.workspace is not None
    caps.text_document.diagnostic = lsp.DiagnosticClientCapabilities(
        dynamic_registration=True, related_document_support=False
    )
    caps.workspace.diagnostics = lsp.DiagnosticWorkspaceClientCapabilities(refresh_support=True)
    return caps


def neovim_capabilities() -> lsp.ClientCapabilities:
    return client_capabilities("neovim@v0.11.0")


CLIENTS: dict[str, Callable[[], lsp.ClientCapabilities]] = {
    "vscode": vscode_capabilities,
    "neovim": neovim_capabilities,
}


def plain(value: Any) -> Any:
    """pygls answers a custom request with namedtuples: back to plain JSON values."""
    if hasattr(value, "_asdict"):
        return {k: plain(v) for k, v in value._asdict().items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in cast(list[Any], value)]
    return value


def units(text: str, encoding: str) -> int:
    """Length of ``text`` in code units of a position encoding (independent of the daemon)."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-16":
        return len(text.encode("utf-16-le")) // 2
    return len(text)


def offset(text: str, position: lsp.Position, encoding: str) -> int:
    lines = text.split("\n")
    start = sum(len(line) + 1 for line in lines[: position.line])
    if position.line >= len(lines):
        return len(text)
    line, count = lines[position.line], 0
    for index, ch in enumerate(line):
        if count >= position.character:
            return start + index
        count += units(ch, encoding)
    return start + len(line)


def apply(text: str, edits: list[lsp.TextEdit], encoding: str) -> str:
    """Apply simultaneous edits as an editor does (all ranges refer to the original text)."""
    spans = sorted(
        (
            (offset(text, e.range.start, encoding), index, offset(text, e.range.end, encoding))
            for index, e in enumerate(edits)
        )
    )
    out, position = [], 0
    for start, index, end in spans:
        out += [text[position:start], edits[index].new_text]
        position = max(position, end)
    return "".join([*out, text[position:]])


def line_range(line: int, start: int, end: int) -> lsp.Range:
    return lsp.Range(
        start=lsp.Position(line=line, character=start), end=lsp.Position(line=line, character=end)
    )


class Editor:
    """One editor connection: pytest-lsp's client plus what the daemon sent it."""

    def __init__(self, client: LanguageClient, name: str, root: Path) -> None:
        self.client = client
        self.name = name
        self.root = root
        self.memory = root / ".tinyagent" / "memory" / "MEMORY.md"
        self.uri = self.memory.as_uri()
        self.published: list[lsp.PublishDiagnosticsParams] = []
        self.registrations: list[lsp.Registration] = []
        self.refreshes = 0
        self.changed = asyncio.Condition()
        self.result: lsp.InitializeResult | None = None
        self.version = 0

    # ------------------------------------------------------------------ client side

    async def record(self, update: Callable[[], None]) -> None:
        async with self.changed:
            update()
            self.changed.notify_all()

    async def wait(self, what: str, predicate: Callable[[], Any]) -> Any:
        async def until() -> Any:
            async with self.changed:
                while not (found := predicate()):
                    await self.changed.wait()
                return found

        try:
            return await asyncio.wait_for(until(), TIMEOUT)
        except TimeoutError:
            raise AssertionError(f"{self.name}: timed out waiting for {what}") from None

    async def published_after(
        self, count: int, predicate: Callable[[lsp.PublishDiagnosticsParams], bool] = lambda p: True
    ) -> lsp.PublishDiagnosticsParams:
        """The first publish for the memory file, after the first ``count``, matching."""

        def find() -> lsp.PublishDiagnosticsParams | None:
            for params in self.published[count:]:
                if params.uri == self.uri and predicate(params):
                    return params
            return None

        return await self.wait("publishDiagnostics", find)

    # ------------------------------------------------------------------ facts

    @property
    def capabilities(self) -> lsp.ServerCapabilities:
        assert self.result is not None
        return self.result.capabilities

    @property
    def encoding(self) -> str:
        encoding = self.capabilities.position_encoding
        assert encoding is not None
        return encoding.value if isinstance(encoding, lsp.PositionEncodingKind) else encoding

    @property
    def pull(self) -> bool:
        return self.capabilities.diagnostic_provider is not None

    # ------------------------------------------------------------------ requests

    def open(self, text: str) -> None:
        self.version = 1
        self.client.text_document_did_open(
            lsp.DidOpenTextDocumentParams(
                text_document=lsp.TextDocumentItem(
                    uri=self.uri, language_id="markdown", version=1, text=text
                )
            )
        )

    def change(self, range_: lsp.Range, text: str) -> None:
        self.version += 1
        self.client.text_document_did_change(
            lsp.DidChangeTextDocumentParams(
                text_document=lsp.VersionedTextDocumentIdentifier(
                    uri=self.uri, version=self.version
                ),
                content_changes=[
                    lsp.TextDocumentContentChangePartial(range=range_, text=text),
                ],
            )
        )

    async def request(self, method: str, params: dict[str, Any]) -> Any:
        """A custom tinyagent-memory request on the editor's connection (a runtime's, too)."""
        return await self.client.protocol.send_request_async(method, params)

    async def sync(self, **extra: Any) -> Any:
        """``workspace/executeCommand tinyagent.memory.sync`` for this workspace."""
        return await self.client.workspace_execute_command_async(
            lsp.ExecuteCommandParams(
                command=m.COMMAND_MEMORY_SYNC,
                arguments=[{"workspace": self.root.as_uri(), **extra}],
            )
        )

    def disk_changed(self, kind: lsp.FileChangeType) -> None:
        """VS Code's file watcher reports a change on disk; Neovim's client does not watch (the
        daemon polls the file itself)."""
        if self.name == "vscode":
            self.client.workspace_did_change_watched_files(
                lsp.DidChangeWatchedFilesParams(changes=[lsp.FileEvent(uri=self.uri, type=kind)])
            )

    def close(self) -> None:
        self.client.text_document_did_close(
            lsp.DidCloseTextDocumentParams(text_document=lsp.TextDocumentIdentifier(uri=self.uri))
        )

    async def pull_report(self, previous: str | None = None) -> lsp.DocumentDiagnosticReport:
        return await self.client.text_document_diagnostic_async(
            lsp.DocumentDiagnosticParams(
                text_document=lsp.TextDocumentIdentifier(uri=self.uri),
                identifier=SOURCE,
                previous_result_id=previous,
            )
        )

    async def open_diagnostics(self, count: int) -> list[lsp.Diagnostic]:
        """The diagnostics of the open buffer at ``self.version``, however this client gets them."""
        if self.pull:
            report = await self.pull_report()
            assert isinstance(report, lsp.RelatedFullDocumentDiagnosticReport)
            return list(report.items)
        published = await self.published_after(count, lambda p: p.version == self.version)
        return list(published.diagnostics)

    async def code_actions(
        self, range_: lsp.Range, only: list[str] | None = None
    ) -> list[lsp.CodeAction | lsp.Command]:
        result = await self.client.text_document_code_action_async(
            lsp.CodeActionParams(
                text_document=lsp.TextDocumentIdentifier(uri=self.uri),
                range=range_,
                context=lsp.CodeActionContext(diagnostics=[], only=only),
            )
        )
        return list(result or [])

    def edits_of(self, action: lsp.CodeAction) -> list[lsp.TextEdit]:
        """The text edits of an action, checking the shape this client asked for."""
        assert action.edit is not None
        if self.name == "vscode":  # workspaceEdit.documentChanges: versioned edits
            assert action.edit.changes is None
            (change,) = action.edit.document_changes or []
            assert isinstance(change, lsp.TextDocumentEdit)
            assert change.text_document == lsp.OptionalVersionedTextDocumentIdentifier(
                uri=self.uri, version=self.version
            )
            return [e for e in change.edits if isinstance(e, lsp.TextEdit)]
        assert action.edit.document_changes is None
        return list((action.edit.changes or {})[self.uri])

    # ------------------------------------------------------------------ expectations

    def padded_diagnostic(self, text: str = PADDED) -> lsp.Diagnostic:
        return lsp.Diagnostic(
            range=line_range(2, 0, units(text, self.encoding)),
            message="Entry has leading or trailing whitespace (removed when the daemon next"
            " commits).",
            severity=lsp.DiagnosticSeverity.Information,
            code="padded-entry",
            source=SOURCE,
            data={"fixable": True, "entry": 2},
        )

    def drift_diagnostic(self, revision: int | None = None) -> lsp.Diagnostic:
        """The warning at line 0 while the disk differs from the last committed revision (a
        non-canonical file met for the first time starts that way)."""
        return lsp.Diagnostic(
            range=line_range(0, 0, len(FIRST)),
            message=dx.drift_finding([FIRST], revision).message,
            severity=lsp.DiagnosticSeverity.Warning,
            code=dx.DRIFT,
            source=SOURCE,
            data={"fixable": False},
        )

    def duplicate_diagnostic(self) -> lsp.Diagnostic:
        first = line_range(0, 0, len(FIRST))
        return lsp.Diagnostic(
            range=line_range(4, 0, len(FIRST)),
            message="Duplicate of entry 1 (line 1).",
            severity=lsp.DiagnosticSeverity.Error,
            code="duplicate-entry",
            source=SOURCE,
            tags=(lsp.DiagnosticTag.Unnecessary,),  # sequences arrive as tuples
            related_information=(
                lsp.DiagnosticRelatedInformation(
                    location=lsp.Location(uri=self.uri, range=first),
                    message="First written here (entry 1).",
                ),
            ),
            data={"fixable": True, "entry": 3},
        )


@pytest.fixture(params=sorted(CLIENTS))
async def connect(
    request: pytest.FixtureRequest, workspace: Path
) -> AsyncIterator[Callable[..., Any]]:
    """``await connect(text)``: write MEMORY.md (unless ``None``), start and initialize a daemon."""
    name: str = request.param
    editors: list[Editor] = []

    def make_client() -> LanguageClient:
        client = LanguageClient(converter_factory=default_converter)
        own = {lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, lsp.WORKSPACE_DIAGNOSTIC_REFRESH}
        register_lsp_features(
            client, {k: v for k, v in DEFAULT_CLIENT_FEATURES.items() if k not in own}
        )
        return client

    async def start(text: str | None, options: dict[str, Any] | None = None) -> Editor:
        config = ClientServerConfig(
            server_command=forked.command("serve"), client_factory=make_client
        )
        client = await config.start()
        assert isinstance(client, LanguageClient)
        editor = Editor(client, name, workspace)
        editors.append(editor)

        @client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        async def on_publish(params: lsp.PublishDiagnosticsParams) -> None:
            await editor.record(lambda: editor.published.append(params))

        @client.feature(lsp.WORKSPACE_DIAGNOSTIC_REFRESH)
        async def on_refresh(params: None) -> None:
            def bump() -> None:
                editor.refreshes += 1

            await editor.record(bump)

        @client.feature(lsp.CLIENT_REGISTER_CAPABILITY)
        async def on_register(params: lsp.RegistrationParams) -> None:
            await editor.record(lambda: editor.registrations.extend(params.registrations))

        if text is not None:
            editor.memory.parent.mkdir(parents=True, exist_ok=True)
            editor.memory.write_text(text, encoding="utf-8")
        editor.result = await client.initialize_session(
            lsp.InitializeParams(
                capabilities=CLIENTS[name](),
                root_uri=workspace.as_uri(),
                workspace_folders=[lsp.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
                initialization_options=options,
            )
        )
        return editor

    yield start
    for editor in editors:
        await editor.client.shutdown_session()
        await editor.client.stop()
        assert editor.client.error is None


Connect = Callable[..., Any]
"""``await connect(text, options=None)``: ``options`` become ``initializationOptions``."""


async def test_diagnostics_follow_the_buffer_then_the_disk(connect: Connect) -> None:
    editor: Editor = await connect(BROKEN)
    caps = editor.capabilities
    if editor.name == "vscode":
        assert editor.encoding == "utf-16"
        assert caps.diagnostic_provider == lsp.DiagnosticOptions(
            identifier=SOURCE, inter_file_dependencies=False, workspace_diagnostics=False
        )
    else:
        assert editor.encoding == "utf-8"
        assert caps.diagnostic_provider is None  # Neovim gets pushed diagnostics
    assert caps.text_document_sync == lsp.TextDocumentSyncOptions(
        open_close=True,
        change=lsp.TextDocumentSyncKind.Incremental,
        will_save=False,
        will_save_wait_until=False,
        save=lsp.SaveOptions(include_text=False),
    )
    # BROKEN is not canonical: met for the first time, the workspace starts in drift.
    drift = editor.drift_diagnostic()
    both = [drift, editor.padded_diagnostic(), editor.duplicate_diagnostic()]

    # Not open yet: the file on disk is diagnosed and pushed at startup.
    on_disk = await editor.published_after(0)
    assert on_disk.version is None
    assert list(on_disk.diagnostics) == both

    count = len(editor.published)
    editor.open(BROKEN)
    if editor.pull:
        # What was pushed for the file is cleared; the client pulls the open buffer's set.
        cleared = await editor.published_after(count)
        assert list(cleared.diagnostics) == []
        report = await editor.pull_report()
        assert isinstance(report, lsp.RelatedFullDocumentDiagnosticReport)
        assert list(report.items) == both
        assert report.result_id is not None
        unchanged = await editor.pull_report(report.result_id)
        assert unchanged == lsp.RelatedUnchangedDocumentDiagnosticReport(result_id=report.result_id)
    else:
        assert await editor.open_diagnostics(count) == both

    # Typing the fix (an incremental change in the client's encoding) clears that finding.
    count = len(editor.published)
    editor.change(line_range(2, 0, units(PADDED, editor.encoding)), PADDED.strip())
    assert await editor.open_diagnostics(count) == [drift, editor.duplicate_diagnostic()]

    # Closing without saving: back to the file on disk, which still has both problems.
    count = len(editor.published)
    editor.close()
    closed = await editor.published_after(count)
    assert closed.version is None
    assert list(closed.diagnostics) == both


async def test_changes_outside_the_editor_are_noticed(connect: Connect) -> None:
    editor: Editor = await connect(CANONICAL)
    if editor.name == "vscode":
        await editor.wait("the watcher registration", lambda: editor.registrations)
        (registration,) = editor.registrations
        assert registration.method == lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES
        # registerOptions is LSPAny on the wire: the client sees plain JSON.
        assert registration.register_options == {
            "watchers": [{"globPattern": f"**/{m.MEMORY_FILE}"}]
        }
    initial = await editor.published_after(0)
    assert list(initial.diagnostics) == []

    count = len(editor.published)
    editor.memory.write_text(DOUBLED, encoding="utf-8")
    editor.disk_changed(lsp.FileChangeType.Changed)
    changed = await editor.published_after(count, lambda p: bool(p.diagnostics))
    assert [(d.code, d.range) for d in changed.diagnostics] == [
        (dx.DRIFT, line_range(0, 0, len(FIRST))),  # the disk differs from revision 1 now
        ("doubled-separator", line_range(2, 0, units("§", editor.encoding))),
    ]

    count = len(editor.published)
    editor.memory.unlink()
    editor.disk_changed(lsp.FileChangeType.Deleted)
    deleted = await editor.published_after(count)
    assert list(deleted.diagnostics) == []  # no file, nothing to report: the set is cleared

    # While the file is open the buffer is what is diagnosed; a change on disk still makes the
    # daemon bring the client up to date (drift is about the disk).
    editor.memory.write_text(CANONICAL, encoding="utf-8")
    editor.disk_changed(lsp.FileChangeType.Created)
    await editor.published_after(count + 1)
    editor.open(BROKEN)
    count, refreshes = len(editor.published), editor.refreshes
    if not editor.pull:
        await editor.published_after(count, lambda p: p.version == 1)
        count += 1
    editor.memory.write_text(DOUBLED, encoding="utf-8")
    editor.disk_changed(lsp.FileChangeType.Changed)
    if editor.pull:
        await editor.wait("a diagnostic refresh", lambda: editor.refreshes > refreshes)
    else:
        again = await editor.published_after(count)
        assert again.version == 1
    both = [editor.drift_diagnostic(1), editor.padded_diagnostic(), editor.duplicate_diagnostic()]
    assert await editor.open_diagnostics(len(editor.published) - 1) == both


async def test_quick_fixes_and_fix_all(connect: Connect) -> None:
    editor: Editor = await connect(BROKEN)
    editor.open(BROKEN)
    cursor = line_range(2, 3, 3)
    actions = await editor.code_actions(cursor)
    assert [(a.title, a.kind) for a in actions if isinstance(a, lsp.CodeAction)] == [
        ("Strip the whitespace around the entry", lsp.CodeActionKind.QuickFix),
        ("Fix all format problems in MEMORY.md", "source.fixAll.tinyagent-memory"),
    ]
    quick, fix_all = actions
    assert isinstance(quick, lsp.CodeAction) and isinstance(fix_all, lsp.CodeAction)
    assert quick.is_preferred
    assert quick.diagnostics == (editor.padded_diagnostic(),)
    assert apply(BROKEN, editor.edits_of(quick), editor.encoding) == BROKEN.replace(
        PADDED, PADDED.strip()
    )
    assert apply(BROKEN, editor.edits_of(fix_all), editor.encoding) == CANONICAL

    duplicate = await editor.code_actions(line_range(4, 0, 0), only=[lsp.CodeActionKind.QuickFix])
    (remove,) = duplicate
    assert isinstance(remove, lsp.CodeAction)
    assert remove.title == "Remove the duplicate entry"
    assert apply(BROKEN, editor.edits_of(remove), editor.encoding) == (f"{FIRST}\n§\n{PADDED}\n")

    only_fix_all = await editor.code_actions(cursor, only=[lsp.CodeActionKind.SourceFixAll])
    assert [a.title for a in only_fix_all] == ["Fix all format problems in MEMORY.md"]
    assert await editor.code_actions(cursor, only=[lsp.CodeActionKind.Refactor]) == []

    # After the fix the buffer is canonical: no actions at all.
    editor.change(
        lsp.Range(start=lsp.Position(line=0, character=0), end=lsp.Position(line=5, character=0)),
        CANONICAL,
    )
    assert await editor.code_actions(cursor) == []


async def test_hover_on_an_entry(connect: Connect) -> None:
    editor: Editor = await connect(BROKEN)
    editor.open(BROKEN)

    async def hover(line: int, character: int) -> lsp.Hover | None:
        return await editor.client.text_document_hover_async(
            lsp.HoverParams(
                text_document=lsp.TextDocumentIdentifier(uri=editor.uri),
                position=lsp.Position(line=line, character=character),
            )
        )

    entry = await hover(2, 4)
    assert entry == lsp.Hover(
        contents=lsp.MarkupContent(
            kind=lsp.MarkupKind.Markdown,
            value="**Memory entry 2 of 3**\n\n"
            f"{len(PADDED.strip())} / 600 characters\n\n"
            "_Provenance unknown: no committed revision contains this entry yet._",
        ),
        range=line_range(2, 0, units(PADDED, editor.encoding)),
    )
    assert await hover(1, 0) is None  # a separator line is not an entry
    elsewhere = await editor.client.text_document_hover_async(
        lsp.HoverParams(
            text_document=lsp.TextDocumentIdentifier(uri=(editor.root / "README.md").as_uri()),
            position=lsp.Position(line=0, character=0),
        )
    )
    assert elsewhere is None


async def test_sync_command_accepts_a_valid_edit(connect: Connect) -> None:
    editor: Editor = await connect(CANONICAL)
    assert editor.capabilities.execute_command_provider == lsp.ExecuteCommandOptions(
        commands=(m.COMMAND_MEMORY_SYNC,)
    )
    # Canonical when first met: revision 1 (initial), nothing to report.
    initial = await editor.published_after(0)
    assert list(initial.diagnostics) == []

    # An invalid edit on disk: the drift warning and the finding; the command refuses it with
    # the findings and records nothing (the warning stays).
    count = len(editor.published)
    editor.memory.write_text(DOUBLED, encoding="utf-8")
    editor.disk_changed(lsp.FileChangeType.Changed)
    drifted = await editor.published_after(count, lambda p: bool(p.diagnostics))
    assert [d.code for d in drifted.diagnostics] == [dx.DRIFT, "doubled-separator"]
    with pytest.raises(JsonRpcException) as raised:
        await editor.sync()
    assert raised.value.code == -32030
    assert "not canonical" in raised.value.message
    status = plain(await editor.request(m.MEMORY_STATUS, {"workspace": str(editor.root)}))
    assert (status["revision"], status["drift"], status["auto_curation"]) == (1, True, False)

    # A valid edit on disk: the drift warning alone, on the first line.
    count = len(editor.published)
    editor.memory.write_text(EDITED, encoding="utf-8")
    editor.disk_changed(lsp.FileChangeType.Changed)
    warned = await editor.published_after(
        count, lambda p: [d.code for d in p.diagnostics] == [dx.DRIFT]
    )
    assert list(warned.diagnostics) == [editor.drift_diagnostic(1)]

    # The command records it as a manual revision, resumes curation and the warning goes.
    count = len(editor.published)
    result = await editor.sync()
    assert {k: result[k] for k in ("revision", "source", "auto_curation", "curated")} == {
        "revision": 2,
        "source": "manual",
        "auto_curation": True,
        "curated": False,
    }
    cleared = await editor.published_after(count)
    assert list(cleared.diagnostics) == []
    status = plain(await editor.request(m.MEMORY_STATUS, {"workspace": str(editor.root)}))
    assert (status["revision"], status["drift"], status["auto_curation"]) == (2, False, True)
    assert editor.memory.read_text(encoding="utf-8") == EDITED


async def test_sync_command_refuses_a_secret_unless_accepted(connect: Connect) -> None:
    editor: Editor = await connect(CANONICAL)
    await editor.published_after(0)
    token = "ghp_" + "Qw8eR7tY6uI5oP4aS3dF2gH1jK0lZ9xC8vB7"
    count = len(editor.published)
    editor.memory.write_text(CANONICAL + f"§\nCI pushes with {token}.\n", encoding="utf-8")
    editor.disk_changed(lsp.FileChangeType.Changed)
    flagged = await editor.published_after(count, lambda p: len(p.diagnostics) >= 2)
    assert [(d.code, d.severity) for d in flagged.diagnostics] == [
        (dx.DRIFT, lsp.DiagnosticSeverity.Warning),
        ("credential", lsp.DiagnosticSeverity.Error),
    ]
    with pytest.raises(JsonRpcException) as raised:
        await editor.sync()
    assert raised.value.code == -32033
    status = plain(await editor.request(m.MEMORY_STATUS, {"workspace": str(editor.root)}))
    assert (status["revision"], status["drift"]) == (1, True)
    result = await editor.sync(accept_findings=True)
    assert [(f["code"], f["rule"]) for f in result["findings"]] == [("credential", "github-token")]
    assert token not in str(result)
    status = plain(await editor.request(m.MEMORY_STATUS, {"workspace": str(editor.root)}))
    assert (status["revision"], status["drift"]) == (2, False)
    assert [(f["code"], f["severity"]) for f in status["findings"]] == [("credential", "error")]


async def test_hover_shows_where_a_curated_entry_came_from(connect: Connect) -> None:
    editor: Editor = await connect(CANONICAL, {"curator": "direct", "curation_threshold": 50})
    root = str(editor.root)
    # An agent runtime's Session on the same connection proposes an entry; the sync command
    # curates the pending event into revision 2.
    sid = plain(await editor.request(m.SESSION_OPEN, {"workspace": root}))["session_id"]
    run_id = plain(await editor.request(m.RUN_START, {"session_id": sid}))["run_id"]
    await editor.request(
        m.MEMORY_SUBMIT,
        {"session_id": sid, "run_id": run_id, "operations": [{"action": "add", "content": NEW}]},
    )
    finished = await editor.request(
        m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"}
    )
    assert plain(finished) == {"events_added": 1}
    synced = await editor.sync()
    assert {k: synced[k] for k in ("revision", "source", "curated")} == {
        "revision": 2,
        "source": "curator",
        "curated": True,
    }
    curated = f"{CANONICAL}§\n{NEW}\n"
    assert editor.memory.read_text(encoding="utf-8") == curated
    revisions = plain(await editor.request(m.MEMORY_HISTORY, {"workspace": root}))["revisions"]
    when = {r["revision"]: r["created_at"] for r in revisions}
    assert sorted(when) == [1, 2]

    editor.open(curated)

    async def hover(line: int) -> lsp.Hover | None:
        return await editor.client.text_document_hover_async(
            lsp.HoverParams(
                text_document=lsp.TextDocumentIdentifier(uri=editor.uri),
                position=lsp.Position(line=line, character=1),
            )
        )

    assert await hover(4) == lsp.Hover(
        contents=lsp.MarkupContent(
            kind=lsp.MarkupKind.Markdown,
            value="**Memory entry 3 of 3**\n\n"
            f"{len(NEW)} / 600 characters\n\n"
            f"Introduced in revision 2 (curator) at {when[2]}\n\n"
            f"Proposed by operation `add`, Session `{sid}`, Run `{run_id}`",
        ),
        range=line_range(4, 0, len(NEW)),
    )
    first = await hover(0)
    assert first is not None and isinstance(first.contents, lsp.MarkupContent)
    assert first.contents.value == (
        "**Memory entry 1 of 3**\n\n"
        f"{len(FIRST)} / 600 characters\n\n"
        f"Introduced in revision 1 (initial) at {when[1]}"
    )


async def test_removing_an_empty_entry_leaves_the_file_canonical(connect: Connect) -> None:
    """The quick fix and fix-all each leave the file canonical in one step, and the empty
    entry's diagnostic covers a character an editor can underline."""
    second = "Runs tests with pytest -q"
    text = f"{FIRST}\n§\n\n§\n{second}\n"
    editor: Editor = await connect(text)
    editor.open(text)
    diagnostics = await editor.open_diagnostics(0)
    empty = next(d for d in diagnostics if d.code == "empty-entry")
    assert empty.range == lsp.Range(
        start=lsp.Position(line=2, character=0),
        end=lsp.Position(line=3, character=units("§", editor.encoding)),
    )
    actions = await editor.code_actions(line_range(2, 0, 0))
    by_title = {a.title: a for a in actions if isinstance(a, lsp.CodeAction)}
    assert set(by_title) == {"Remove the empty entry", "Fix all format problems in MEMORY.md"}
    canonical = f"{FIRST}\n§\n{second}\n"
    for action in by_title.values():
        assert apply(text, editor.edits_of(action), editor.encoding) == canonical
