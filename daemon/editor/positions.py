"""Positions between the document model and LSP (pure).

MEMORY.md findings count code points; LSP positions count code units of the negotiated position
encoding: UTF-16 unless the client offered UTF-8 or UTF-32.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from lsprotocol import types as lsp

from ..memory.document import Range

UTF8: Final = "utf-8"
UTF16: Final = "utf-16"
UTF32: Final = "utf-32"


def split_lines(text: str) -> list[str]:
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _units(ch: str, encoding: str) -> int:
    if encoding == UTF32:
        return 1
    if encoding == UTF8:
        return len(ch.encode("utf-8", "surrogatepass"))
    return 2 if ord(ch) > 0xFFFF else 1


def client_column(line: str, column: int, encoding: str) -> int:
    """A code-point column -> code units of ``encoding`` (clamped to the line)."""
    prefix = line[: max(column, 0)]
    if encoding == UTF32:
        return len(prefix)
    if encoding == UTF8:
        return len(prefix.encode("utf-8", "surrogatepass"))
    return len(prefix.encode("utf-16-le", "surrogatepass")) // 2


def server_column(line: str, units: int, encoding: str) -> int:
    """Code units of ``encoding`` -> a code-point column; a split character counts as before it."""
    count = 0
    for index, ch in enumerate(line):
        width = _units(ch, encoding)
        if count + width > units:
            return index
        count += width
    return len(line)


def to_position(lines: Sequence[str], line: int, column: int, encoding: str) -> lsp.Position:
    if 0 <= line < len(lines):
        return lsp.Position(line=line, character=client_column(lines[line], column, encoding))
    return lsp.Position(line=max(line, 0), character=max(column, 0))


def to_lsp_range(lines: Sequence[str], r: Range, encoding: str) -> lsp.Range:
    return lsp.Range(
        start=to_position(lines, r.start_line, r.start_col, encoding),
        end=to_position(lines, r.end_line, r.end_col, encoding),
    )


def from_lsp_range(lines: Sequence[str], r: lsp.Range, encoding: str) -> Range:
    def column(p: lsp.Position) -> int:
        if 0 <= p.line < len(lines):
            return server_column(lines[p.line], p.character, encoding)
        return p.character

    return Range(r.start.line, column(r.start), r.end.line, column(r.end))
