"""Findings -> LSP (pure): positions per encoding, diagnostics, quick fixes, drift, hover.

Hypothesis properties: ``tests/property/test_diagnostics_properties.py``.
"""

from __future__ import annotations

import pytest
from lsprotocol import types as lsp
from pytest_lsp import client_capabilities
from tinyagent_memory.daemon.editor import code_actions as ca
from tinyagent_memory.daemon.editor import diagnostics as dx
from tinyagent_memory.daemon.editor import positions as pos
from tinyagent_memory.daemon.memory import document as d
from tinyagent_memory.protocol import methods as m

from ..memory_file_helpers import ENCODINGS, LIMITS, URI, WS

ALL = dx.ClientFeatures(
    encoding=pos.UTF16,
    markdown=True,
    related_information=True,
    tags=True,
    code_action_literals=True,
    document_changes=False,
)


def test_a_unit_inside_a_character_means_before_it() -> None:
    line = "a😀b"
    assert pos.client_column(line, 2, pos.UTF16) == 3
    assert pos.server_column(line, 2, pos.UTF16) == 1  # the middle of the surrogate pair
    assert pos.server_column(line, 3, pos.UTF8) == 1  # inside the emoji's four bytes
    assert pos.server_column(line, 99, pos.UTF8) == 3  # past the end: clamped
    assert pos.client_column(line, 99, pos.UTF16) == 4


def test_diagnostics_use_the_clients_encoding() -> None:
    text = "Café 😀\n§\n  ☕ naïve 😀  \n"
    found = dx.analyze(text, **LIMITS)
    (finding,) = found.findings
    assert finding.code == d.PADDED_ENTRY
    ends = {
        encoding: dx.to_diagnostic(
            finding, found, URI, dx.ClientFeatures(encoding=encoding)
        ).range.end.character
        for encoding in ENCODINGS
    }
    assert ends == {pos.UTF8: 19, pos.UTF16: 14, pos.UTF32: 13}


def test_diagnostic_fields() -> None:
    text = "Same entry\n§\nsame   ENTRY\n"
    found = dx.analyze(text, **LIMITS)
    diagnostics = dx.to_diagnostics(found, URI, ALL)
    assert diagnostics == [
        lsp.Diagnostic(
            range=lsp.Range(
                start=lsp.Position(line=2, character=0), end=lsp.Position(line=2, character=12)
            ),
            message="Duplicate of entry 1 (line 1).",
            severity=lsp.DiagnosticSeverity.Error,
            code=d.DUPLICATE_ENTRY,
            source=m.DIAGNOSTIC_SOURCE,
            tags=[lsp.DiagnosticTag.Unnecessary],
            related_information=[
                lsp.DiagnosticRelatedInformation(
                    location=lsp.Location(
                        uri=URI,
                        range=lsp.Range(
                            start=lsp.Position(line=0, character=0),
                            end=lsp.Position(line=0, character=10),
                        ),
                    ),
                    message="First written here (entry 1).",
                )
            ],
            data={"fixable": True, "entry": 2},
        )
    ]
    plain = dx.to_diagnostics(found, URI, dx.ClientFeatures())
    assert plain[0].tags is None and plain[0].related_information is None


def test_crlf_finding_is_clamped_to_the_line() -> None:
    found = dx.analyze(b"one\r\n", **LIMITS)
    (diagnostic,) = dx.to_diagnostics(found, URI, ALL)
    assert diagnostic.code == d.CRLF
    assert diagnostic.range == lsp.Range(
        start=lsp.Position(line=0, character=3), end=lsp.Position(line=0, character=3)
    )


def test_extra_checks_join_the_findings_in_order() -> None:
    def secrets(doc: d.Document, text: str) -> list[d.Finding]:
        return [
            d.Finding(
                "credential",
                "Looks like an API key.",
                d.Range(e.start_line, 0, e.start_line, len(e.text)),
                entry=i,
            )
            for i, e in enumerate(doc.entries)
            if "sk-" in e.text
        ]

    text = "key sk-123\n§\n padded \n"
    found = dx.analyze(text, **LIMITS, checks=(secrets,))
    assert [(f.code, f.range.start_line) for f in found.findings] == [
        ("credential", 0),
        (d.PADDED_ENTRY, 2),
    ]
    invalid = dx.analyze(b"key sk-123\n\xff\n", **LIMITS, checks=(secrets,))
    assert [f.code for f in invalid.findings] == [d.INVALID_UTF8]  # checks need decoded text


def cursor(line: int, character: int = 0) -> lsp.Range:
    position = lsp.Position(line=line, character=character)
    return lsp.Range(start=position, end=position)


def test_code_actions_for_the_range_and_kinds() -> None:
    text = "a\n§\n b \n§\n§\nc\n"
    found = dx.analyze(text, **LIMITS)
    actions = ca.code_actions(found, URI, 3, cursor(2, 1), None, ALL, workspace_uri=WS)
    assert [(a.title, a.kind) for a in actions if isinstance(a, lsp.CodeAction)] == [
        ("Strip the whitespace around the entry", lsp.CodeActionKind.QuickFix),
        ("Fix all format problems in MEMORY.md", ca.FIX_ALL_KIND),
    ]
    fix_all = actions[-1]
    assert isinstance(fix_all, lsp.CodeAction) and fix_all.edit is not None
    edits = (fix_all.edit.changes or {})[URI]
    assert [e.new_text for e in edits] == ["b", ""]
    only_source = ca.code_actions(found, URI, 3, cursor(2, 1), ["source"], ALL, workspace_uri=WS)
    assert [a.title for a in only_source] == ["Fix all format problems in MEMORY.md"]
    versioned = dx.ClientFeatures(code_action_literals=True, document_changes=True)
    (quick, _) = ca.code_actions(found, URI, 3, cursor(4), None, versioned, workspace_uri=WS)
    assert isinstance(quick, lsp.CodeAction) and quick.edit is not None
    assert quick.title == "Remove the extra § separator"
    assert quick.edit.document_changes == [
        lsp.TextDocumentEdit(
            text_document=lsp.OptionalVersionedTextDocumentIdentifier(uri=URI, version=3),
            edits=[
                lsp.TextEdit(
                    range=lsp.Range(
                        start=lsp.Position(line=4, character=0),
                        end=lsp.Position(line=5, character=0),
                    ),
                    new_text="",
                )
            ],
        )
    ]


def test_drift_warning_and_its_sync_action() -> None:
    text = "Edited by hand\n"
    lines = pos.split_lines(text)
    drift = dx.drift_finding(lines, 7)
    assert drift.severity == "warning"
    assert drift.range == d.Range(0, 0, 0, len("Edited by hand"))
    assert "edited by hand since revision 7" in drift.message
    assert "automatic curation is paused" in drift.message
    assert m.COMMAND_MEMORY_SYNC in drift.message
    found = dx.analyze(text, **LIMITS, extra=[drift])
    (diagnostic,) = dx.to_diagnostics(found, URI, ALL)
    assert (diagnostic.code, diagnostic.severity) == (dx.DRIFT, lsp.DiagnosticSeverity.Warning)
    (action,) = ca.code_actions(found, URI, 1, cursor(0), None, ALL, workspace_uri=WS)
    assert isinstance(action, lsp.CodeAction)
    assert action.command == lsp.Command(
        title=ca.SYNC_TITLE, command=m.COMMAND_MEMORY_SYNC, arguments=[{"workspace": WS}]
    )
    # A client without code action literals gets the bare command.
    bare = ca.code_actions(found, URI, 1, cursor(0), None, dx.ClientFeatures(), workspace_uri=WS)
    assert bare == [action.command]


def test_hover_text_with_and_without_provenance() -> None:
    found = dx.analyze("First\n§\nUses `uv` for installs\n", **LIMITS)
    assert dx.entry_at(found.document, 1) is None
    index = dx.entry_at(found.document, 2)
    assert index == 1
    provenance = dx.EntryProvenance(
        revision=4,
        created_at="2026-01-02T03:04:05Z",
        source="curator",
        session_id="s1",
        run_id="r9",
        operation="add",
    )
    text = dx.hover_text(
        found, index, entry_char_limit=600, provenance=provenance, unknown="?", markdown=True
    )
    assert text == (
        "**Memory entry 2 of 2**\n\n22 / 600 characters\n\n"
        "Introduced in revision 4 (curator) at 2026-01-02T03:04:05Z\n\n"
        "Proposed by operation `add`, Session `s1`, Run `r9`"
    )
    plain = dx.hover_text(
        found, 0, entry_char_limit=600, provenance=None, unknown="Not recorded.", markdown=False
    )
    assert plain == "Memory entry 1 of 2\n\n5 / 600 characters\n\nNot recorded."


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        (
            "visual-studio-code",
            dx.ClientFeatures(
                encoding=pos.UTF16,
                markdown=True,
                related_information=True,
                tags=True,
                code_action_literals=True,
                document_changes=True,
            ),
        ),
        (
            "neovim@v0.11.0",
            dx.ClientFeatures(
                encoding=pos.UTF8,
                markdown=True,
                related_information=True,
                tags=True,
                code_action_literals=True,
                document_changes=False,
            ),
        ),
    ],
)
def test_client_features_from_real_capabilities(spec: str, expected: dx.ClientFeatures) -> None:
    caps = client_capabilities(spec)
    assert dx.ClientFeatures.from_capabilities(caps, expected.encoding) == expected
    assert dx.ClientFeatures.from_capabilities(lsp.ClientCapabilities(), pos.UTF16) == (
        dx.ClientFeatures()
    )
