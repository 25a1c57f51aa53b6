"""Code actions for MEMORY.md findings: quick fixes, the sync action, fix-all (pure).

Every fix leaves the file canonical in one step where it can (``memory/fixes.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from lsprotocol import types as lsp
from tinyagent_memory.protocol import methods as m

from ..memory import document as d
from ..memory.document import Range, TextEdit
from ..memory.fixes import fix_all, settled_fix
from .diagnostics import DRIFT, SOURCE, Analysis, ClientFeatures, to_diagnostic
from .positions import from_lsp_range, to_lsp_range

FIX_TITLES: Final = {
    d.BLANK_FILE: "Empty the file (no entries)",
    d.MISSING_FINAL_NEWLINE: "Add the final newline",
    d.TRAILING_BLANK_LINES: "Remove the trailing blank lines",
    d.LEADING_SEPARATOR: "Remove the leading § separator",
    d.TRAILING_SEPARATOR: "Remove the trailing § separator",
    d.DOUBLED_SEPARATOR: "Remove the extra § separator",
    d.PADDED_SEPARATOR: "Repair the separator line (only §)",
    d.EMPTY_ENTRY: "Remove the empty entry",
    d.PADDED_ENTRY: "Strip the whitespace around the entry",
    d.MULTILINE_ENTRY: "Split into separate entries",
    d.DUPLICATE_ENTRY: "Remove the duplicate entry",
}

FIX_ALL_KIND: Final = f"{lsp.CodeActionKind.SourceFixAll.value}.{SOURCE}"
SYNC_TITLE: Final = "Sync memory: accept this file and resume automatic curation"


def _before(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a < b


def _touches(r: Range, wanted: Range) -> bool:
    """Whether ``r`` overlaps or touches ``wanted`` (a cursor position counts)."""
    return not (
        _before((r.end_line, r.end_col), (wanted.start_line, wanted.start_col))
        or _before((wanted.end_line, wanted.end_col), (r.start_line, r.start_col))
    )


def _kind_wanted(kind: str, only: Sequence[str] | None) -> bool:
    return only is None or any(kind == k or kind.startswith(f"{k}.") for k in only)


def _edit(
    uri: str,
    version: int | None,
    edits: list[TextEdit],
    lines: Sequence[str],
    client: ClientFeatures,
) -> lsp.WorkspaceEdit:
    text_edits = [
        lsp.TextEdit(range=to_lsp_range(lines, e.range, client.encoding), new_text=e.new_text)
        for e in edits
    ]
    if client.document_changes:
        document = lsp.OptionalVersionedTextDocumentIdentifier(uri=uri, version=version)
        return lsp.WorkspaceEdit(
            document_changes=[lsp.TextDocumentEdit(text_document=document, edits=list(text_edits))]
        )
    return lsp.WorkspaceEdit(changes={uri: text_edits})


def sync_command(workspace_uri: str) -> lsp.Command:
    return lsp.Command(
        title=SYNC_TITLE, command=m.COMMAND_MEMORY_SYNC, arguments=[{"workspace": workspace_uri}]
    )


def code_actions(
    analysis: Analysis,
    uri: str,
    version: int | None,
    requested: lsp.Range,
    only: Sequence[str] | None,
    client: ClientFeatures,
    *,
    workspace_uri: str,
) -> list[lsp.CodeAction | lsp.Command]:
    """Quick fixes for the findings in ``requested``, the sync action, and one fix-all action."""
    wanted = from_lsp_range(analysis.lines, requested, client.encoding)
    here = [f for f in analysis.findings if _touches(f.range, wanted)]
    if not client.code_action_literals:
        if any(f.code == DRIFT for f in here):
            return [sync_command(workspace_uri)]
        return []
    out: list[lsp.CodeAction | lsp.Command] = []
    if _kind_wanted(lsp.CodeActionKind.QuickFix.value, only):
        for finding in here:
            diagnostic = to_diagnostic(finding, analysis, uri, client)
            if finding.fix is not None:
                out.append(
                    lsp.CodeAction(
                        title=FIX_TITLES.get(finding.code, f"Fix: {finding.message}"),
                        kind=lsp.CodeActionKind.QuickFix,
                        diagnostics=[diagnostic],
                        is_preferred=True,
                        edit=_edit(
                            uri,
                            version,
                            settled_fix(analysis.text, finding),
                            analysis.lines,
                            client,
                        ),
                    )
                )
            elif finding.code == DRIFT:
                out.append(
                    lsp.CodeAction(
                        title=SYNC_TITLE,
                        kind=lsp.CodeActionKind.QuickFix,
                        diagnostics=[diagnostic],
                        command=sync_command(workspace_uri),
                    )
                )
    fixes = fix_all(analysis.text) if any(f.fix for f in analysis.findings) else []
    if fixes and _kind_wanted(FIX_ALL_KIND, only):
        out.append(
            lsp.CodeAction(
                title="Fix all format problems in MEMORY.md",
                kind=FIX_ALL_KIND,
                edit=_edit(uri, version, fixes, analysis.lines, client),
            )
        )
    return out
