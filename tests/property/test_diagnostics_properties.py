"""Findings -> LSP (pure), over generated text: columns round-trip in every position encoding,
and rounds of fix-all leave nothing fixable."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from tinyagent_memory.daemon.editor import diagnostics as dx
from tinyagent_memory.daemon.editor import positions as pos
from tinyagent_memory.daemon.memory import document as d
from tinyagent_memory.daemon.memory import fixes as fx

from ..memory_file_helpers import ENCODINGS, LIMITS

line_text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\n"), max_size=30
)


def reference_units(text: str, encoding: str) -> int:
    return {
        pos.UTF8: len(text.encode("utf-8")),
        pos.UTF16: len(text.encode("utf-16-le")) // 2,
        pos.UTF32: len(text),
    }[encoding]


@given(line_text, st.sampled_from(ENCODINGS))
def test_columns_round_trip(line: str, encoding: str) -> None:
    for column in range(len(line) + 1):
        units = pos.client_column(line, column, encoding)
        assert units == reference_units(line[:column], encoding)
        assert pos.server_column(line, units, encoding) == column


def apply(text: str, edits: list[d.TextEdit]) -> str:
    """Apply simultaneous code-point edits to ``text``."""
    lines = pos.split_lines(text)

    def offset(line: int, col: int) -> int:
        if line >= len(lines):
            return len(text)
        return sum(len(x) + 1 for x in lines[:line]) + min(col, len(lines[line]))

    spans = sorted(
        (
            (offset(e.range.start_line, e.range.start_col), index, e)
            for index, e in enumerate(edits)
        ),
        key=lambda span: (span[0], span[1]),
    )
    out, position = [], 0
    for start, _, edit in spans:  # all ranges refer to the original text, as in LSP
        out += [text[position:start], edit.new_text]
        position = max(position, offset(edit.range.end_line, edit.range.end_col))
    return "".join([*out, text[position:]])


@given(st.text(alphabet="ab §\n\t", max_size=60))
def test_fix_all_rounds_leave_nothing_fixable(text: str) -> None:
    for _ in range(12):
        found = dx.analyze(text, **LIMITS)
        fixes = fx.compatible_fixes(found.findings)
        ends = [(e.range.end_line, e.range.end_col) for e in fixes]
        starts = [(e.range.start_line, e.range.start_col) for e in fixes]
        assert all(s >= e for s, e in zip(starts[1:], ends, strict=False))  # no overlaps
        if not fixes:
            break
        text = apply(text, fixes)
    found = dx.analyze(text, **LIMITS)
    assert [f for f in found.findings if f.fix is not None] == []
    assert found.findings == [] or all(f.code == d.CRLF for f in found.findings)
