"""Findings (pure ``document.Finding``) -> their wire form (``protocol.types.MemoryFinding``)."""

from __future__ import annotations

from collections.abc import Iterable

from tinyagent_memory.protocol.types import FindingRange, MemoryFinding

from .document import Finding


def finding_to_wire(finding: Finding) -> MemoryFinding:
    r = finding.range
    return MemoryFinding(
        code=finding.code,
        message=finding.message,
        severity=finding.severity,
        entry=finding.entry,
        rule=finding.rule,
        range=FindingRange(
            start_line=r.start_line, start_col=r.start_col, end_line=r.end_line, end_col=r.end_col
        ),
    )


def findings_to_wire(findings: Iterable[Finding]) -> list[MemoryFinding]:
    return [finding_to_wire(f) for f in findings]
