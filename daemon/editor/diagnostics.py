"""MEMORY.md findings -> LSP: analysis, diagnostics, the drift warning and hover text (pure).

Quick fixes are in ``code_actions.py`` and position conversion in ``positions.py``. Everything
here takes values and returns values; ``editor.py`` reads files, tracks buffers and talks
to the client.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from lsprotocol import types as lsp
from tinyagent_memory.protocol import methods as m

from ..memory import checks
from ..memory import document as d
from ..memory.document import Document, Finding, Range
from ..memory.provenance import EntryProvenance
from .positions import UTF16, split_lines, to_lsp_range

SOURCE: Final = m.DIAGNOSTIC_SOURCE

DRIFT: Final = "memory-drift"
"""Finding code of the drift warning: the file on disk differs from the last committed revision."""

Check = Callable[[Document, str], list[Finding]]
"""An extra check over a decoded memory file (its parsed entries and its text)."""

CHECKS: tuple[Check, ...] = (checks.content_findings,)
"""Checks run after the format findings: credentials and prompt injection
(``daemon/memory/checks.py``), in one screen of the text (session 27: one check per code screened
the whole file twice)."""

SEVERITY: Final = {
    "error": lsp.DiagnosticSeverity.Error,
    "warning": lsp.DiagnosticSeverity.Warning,
    "information": lsp.DiagnosticSeverity.Information,
}

UNNECESSARY: Final = frozenset(
    {d.DUPLICATE_ENTRY, d.EMPTY_ENTRY, d.TRAILING_BLANK_LINES, d.DOUBLED_SEPARATOR}
)
"""Findings about text that should go: editors render them faded."""

# --------------------------------------------------------------------------- analysis


@dataclass(frozen=True)
class Analysis:
    """A memory file's text (live buffer or disk) and everything found in it."""

    text: str
    """The decoded text (invalid UTF-8 bytes replaced)."""
    lines: list[str]
    """Lines as the document model counts them (``\\r\\n`` and ``\\r`` end a line too)."""
    document: Document
    findings: list[Finding]
    """Format, size and extra-check findings plus any warning passed in, sorted by position."""

    @property
    def result_id(self) -> str:
        """Identifies the diagnostics (pull diagnostics' ``resultId``)."""
        digest = hashlib.sha256(repr((self.text, self.findings)).encode("utf-8", "surrogatepass"))
        return digest.hexdigest()[:24]


def analyze(
    data: bytes | str,
    *,
    char_limit: int,
    entry_char_limit: int,
    checks: Sequence[Check] = CHECKS,
    extra: Iterable[Finding] = (),
) -> Analysis:
    """Validate a memory file and run the extra checks; ``extra`` adds ready findings (drift)."""
    doc = d.validate(data, char_limit=char_limit, entry_char_limit=entry_char_limit)
    if isinstance(data, bytes):
        text = data.decode("utf-8", "replace")
        decoded = not any(f.code == d.INVALID_UTF8 for f in doc.findings)
    else:
        text, decoded = data, True
    findings = list(doc.findings)
    if decoded:
        for check in checks:
            findings.extend(check(doc, text))
    findings.extend(extra)
    findings.sort(key=lambda f: (f.range.start_line, f.range.start_col, f.code))
    return Analysis(text=text, lines=split_lines(text), document=doc, findings=findings)


def drift_finding(lines: Sequence[str], revision: int | None) -> Finding:
    """The warning on the first line while the file differs from the last committed revision.

    The daemon cannot tell which program made the edit (an editor with this extension, another
    editor, a script), so it says what is known: the file was edited by hand.
    """
    sync = "Run “Sync memory” (command tinyagent.memory.sync, or `tinyagent-memory memory sync`)"
    if revision is None:  # a hand-written file that was not canonical at first contact
        message = (
            "MEMORY.md is not recorded as a revision yet, so automatic curation is paused. "
            f"{sync} to record this text as the first revision and resume curation."
        )
    else:
        message = (
            f"MEMORY.md was edited by hand since revision {revision}, so automatic curation is "
            f"paused. {sync} to record this text as a manual revision and resume curation, or "
            "restore a revision."
        )
    return Finding(
        DRIFT, message, Range(0, 0, 0, len(lines[0]) if lines else 0), severity="warning"
    )


def visible_range(lines: Sequence[str], r: Range) -> Range:
    """``r``, or, when it covers only empty lines (a blank line, a blank run), ``r`` widened to
    the next character below it (else the last one above it): editors draw nothing under an
    empty line."""

    def line(n: int) -> str:
        return lines[n] if 0 <= n < len(lines) else ""

    if r.start_line == r.end_line:
        shown = line(r.start_line)[r.start_col : r.end_col]
    else:
        middle = "".join(line(n) for n in range(r.start_line + 1, r.end_line))
        shown = line(r.start_line)[r.start_col :] + middle + line(r.end_line)[: r.end_col]
    if shown or line(r.start_line)[: r.start_col]:
        return r  # something to underline, or a point after text (editors mark the word there)
    for below in range(r.end_line + 1, len(lines)):
        if lines[below]:
            return Range(r.start_line, r.start_col, below, 1)
    for above in range(min(r.start_line, len(lines)) - 1, -1, -1):
        if lines[above]:
            return Range(above, len(lines[above]) - 1, r.end_line, r.end_col)
    return r


# --------------------------------------------------------------------------- client features


@dataclass(frozen=True)
class ClientFeatures:
    """What of a client's capabilities changes the daemon's answers."""

    encoding: str = UTF16
    markdown: bool = False
    related_information: bool = False
    tags: bool = False
    code_action_literals: bool = False
    document_changes: bool = False

    @classmethod
    def from_capabilities(cls, caps: lsp.ClientCapabilities, encoding: str) -> ClientFeatures:
        text = caps.text_document
        publish = text.publish_diagnostics if text else None
        hover = text.hover if text else None
        actions = text.code_action if text else None
        edit = caps.workspace.workspace_edit if caps.workspace else None
        tag_support = publish.tag_support if publish else None
        return cls(
            encoding=encoding,
            markdown=bool(
                hover and hover.content_format and lsp.MarkupKind.Markdown in hover.content_format
            ),
            related_information=bool(publish and publish.related_information),
            tags=bool(
                tag_support and lsp.DiagnosticTag.Unnecessary in (tag_support.value_set or [])
            ),
            code_action_literals=bool(actions and actions.code_action_literal_support),
            document_changes=bool(edit and edit.document_changes),
        )


# --------------------------------------------------------------------------- diagnostics


def _duplicate_of(document: Document, index: int) -> int | None:
    key = d.fold(document.entries[index].text)
    for earlier in range(index):
        if d.fold(document.entries[earlier].text) == key:
            return earlier
    return None


def to_diagnostic(
    finding: Finding, analysis: Analysis, uri: str, client: ClientFeatures
) -> lsp.Diagnostic:
    lines = analysis.lines
    data: dict[str, Any] = {"fixable": finding.fix is not None}
    if finding.entry is not None:
        data["entry"] = finding.entry + 1  # 1-based, as in every message
    diagnostic = lsp.Diagnostic(
        range=to_lsp_range(lines, visible_range(lines, finding.range), client.encoding),
        message=finding.message,
        severity=SEVERITY[finding.severity],
        code=finding.code,
        source=SOURCE,
        data=data,
    )
    if client.tags and finding.code in UNNECESSARY:
        diagnostic.tags = [lsp.DiagnosticTag.Unnecessary]
    entries = analysis.document.entries
    if (
        client.related_information
        and finding.code == d.DUPLICATE_ENTRY
        and finding.entry is not None
        and finding.entry < len(entries)
        and (first := _duplicate_of(analysis.document, finding.entry)) is not None
    ):
        entry = entries[first]
        where = Range(entry.start_line, 0, entry.start_line, len(lines[entry.start_line]))
        diagnostic.related_information = [
            lsp.DiagnosticRelatedInformation(
                location=lsp.Location(uri=uri, range=to_lsp_range(lines, where, client.encoding)),
                message=f"First written here (entry {first + 1}).",
            )
        ]
    return diagnostic


def to_diagnostics(analysis: Analysis, uri: str, client: ClientFeatures) -> list[lsp.Diagnostic]:
    return [to_diagnostic(f, analysis, uri, client) for f in analysis.findings]


# --------------------------------------------------------------------------- hover


def entry_at(document: Document, line: int) -> int | None:
    for index, entry in enumerate(document.entries):
        if entry.start_line <= line <= entry.end_line:
            return index
    return None


def hover_text(
    analysis: Analysis,
    index: int,
    *,
    entry_char_limit: int,
    provenance: EntryProvenance | None,
    unknown: str,
    markdown: bool,
) -> str:
    """What a hover on entry ``index`` says; ``unknown`` explains a missing provenance."""
    entries = analysis.document.entries
    entry = entries[index]

    def code(value: str) -> str:
        return f"`{value}`" if markdown else value

    head = f"Memory entry {index + 1} of {len(entries)}"
    parts = [
        f"**{head}**" if markdown else head,
        f"{len(entry.text)} / {entry_char_limit} characters",
    ]
    if provenance is None:
        parts.append(f"_{unknown}_" if markdown else unknown)
    else:
        parts.append(
            f"Introduced in revision {provenance.revision} ({provenance.source})"
            f" at {provenance.created_at}"
        )
        origin = [
            f"operation {code(provenance.operation)}" if provenance.operation else None,
            f"Session {code(provenance.session_id)}" if provenance.session_id else None,
            f"Run {code(provenance.run_id)}" if provenance.run_id else None,
        ]
        if any(origin):
            parts.append("Proposed by " + ", ".join(o for o in origin if o))
    return "\n\n".join(parts)


def entry_range(analysis: Analysis, index: int, encoding: str) -> lsp.Range:
    entry = analysis.document.entries[index]
    last = analysis.lines[entry.end_line] if entry.end_line < len(analysis.lines) else ""
    return to_lsp_range(
        analysis.lines, Range(entry.start_line, 0, entry.end_line, len(last)), encoding
    )
