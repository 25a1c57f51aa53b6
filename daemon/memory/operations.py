"""``memory/submit`` operations: shape validation and content checks (pure).

Shape: ``add`` needs ``content``; ``replace`` needs ``old_text`` and ``content``; ``remove`` needs
``old_text`` and no ``content``. Texts are single lines (an entry is one line of MEMORY.md).
A shape error is an invalid-params error naming the field path; a content that could never be
committed (credential, injection, longer than an entry may be) is refused at once, so the agent's
memory tool learns it now rather than a later curation job failing on it.
"""

from __future__ import annotations

from collections.abc import Sequence

from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import MemoryOperation

from . import checks
from . import document as d

LINE_BREAKS = frozenset("\n\r\u2028\u2029\x0b\x0c\x1c\x1d\x1e\x85")


def _invalid(path: str, message: str) -> DaemonError:
    return DaemonError(
        ErrorKind.INVALID_PARAMS, f"Invalid params: {message} - at `{path}`", path=path
    )


def _text(value: str | None, path: str, *, required: bool) -> None:
    if value is None:
        if required:
            raise _invalid(path, "required for this action")
        return
    if not value.strip():
        raise _invalid(path, "must not be empty")
    if any(c in LINE_BREAKS for c in value):
        raise _invalid(path, "must be a single line (a memory entry is one line)")
    if value.strip() == d.SEPARATOR:
        raise _invalid(path, "must not be the § separator")


def validate_shape(operations: Sequence[MemoryOperation]) -> None:
    if not operations:
        raise _invalid("$.operations", "at least one operation is required")
    for i, op in enumerate(operations):
        base = f"$.operations[{i}]"
        if op.action == "add":
            _text(op.content, f"{base}.content", required=True)
            if op.old_text is not None:
                raise _invalid(f"{base}.old_text", "not allowed for add")
        elif op.action == "replace":
            _text(op.old_text, f"{base}.old_text", required=True)
            _text(op.content, f"{base}.content", required=True)
        else:
            _text(op.old_text, f"{base}.old_text", required=True)
            if op.content is not None:
                raise _invalid(f"{base}.content", "not allowed for remove")


def content_findings(
    operations: Sequence[MemoryOperation], *, entry_char_limit: int
) -> list[d.Finding]:
    """Findings on the new texts of a batch; ``entry`` is the operation's index."""
    findings: list[d.Finding] = []
    for i, op in enumerate(operations):
        if op.content is None:
            continue
        text = op.content.strip()
        if len(text) > entry_char_limit:
            findings.append(
                d.Finding(
                    d.ENTRY_TOO_LONG,
                    f"Operation {i + 1}: content is {len(text)} characters; the limit per entry"
                    f" is {entry_char_limit}.",
                    d.Range(0, 0, 0, len(text)),
                    entry=i,
                )
            )
        for hit in checks.scan_line(text):
            findings.append(
                d.Finding(
                    hit.code,
                    f"Operation {i + 1} ({checks.preview(text, hit)!r}) is refused:"
                    f" {hit.code} ({hit.rule}).",
                    d.Range(0, hit.start, 0, hit.end),
                    entry=i,
                    rule=hit.rule,
                )
            )
    return findings
