"""Findings (pure ``document.Finding``) -> their wire form (``protocol.types.MemoryFinding``).

Entry numbers are 0-based indexes inside the daemon and 1-based numbers everywhere a person or a
client sees them (text, JSON, diagnostics ``data.entry``), so "entry 2" means the same everywhere.
"""

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
        entry=None if finding.entry is None else finding.entry + 1,  # 1-based on the wire
        rule=finding.rule,
        range=FindingRange(
            start_line=r.start_line, start_col=r.start_col, end_line=r.end_line, end_col=r.end_col
        ),
    )


def findings_to_wire(findings: Iterable[Finding]) -> list[MemoryFinding]:
    return [finding_to_wire(f) for f in findings]
