"""Mechanical fixes of MEMORY.md findings that leave the file canonical in one step (pure).

A finding's own fix can leave a new problem behind: removing an empty entry between two ``§``
lines leaves a doubled separator. ``settled_fix`` follows such a fix with the fixes of the stray
separators (and of the rest of the same blank run) it leaves where it was applied, and
``fix_all`` repeats rounds of non-overlapping fixes until nothing fixable is left. Both answer
with edits on the original text, so an editor applies them in one step.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from typing import Final

from . import document as d
from .document import Finding, Range, TextEdit

MAX_ROUNDS: Final = 16
"""Bound on follow-up fixes; each removes or repairs a line, so real files need a few."""

STRAY_SEPARATORS: Final = frozenset(
    {d.LEADING_SEPARATOR, d.DOUBLED_SEPARATOR, d.TRAILING_SEPARATOR}
)
"""Separators a removal can leave without an entry on one side."""

_LINE: Final = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")
"""One line with its break (``\\r\\n``, ``\\r`` or ``\\n``), as the document model counts lines."""


def _start(r: Range) -> tuple[int, int]:
    return (r.start_line, r.start_col)


def _end(r: Range) -> tuple[int, int]:
    return (r.end_line, r.end_col)


def _near(r: Range, where: Range, lines: list[str]) -> bool:
    """Whether ``r`` is on the lines of ``where`` or next to them (blank lines between count
    as nothing)."""
    if r.start_line > where.end_line:
        gap = range(where.end_line + 1, r.start_line)
    elif r.end_line < where.start_line:
        gap = range(r.end_line + 1, where.start_line)
    else:
        return True
    return all(not lines[n].strip() for n in gap if n < len(lines))


def compatible_fixes(findings: Iterable[Finding]) -> list[TextEdit]:
    """Every finding's fix that does not overlap an earlier one, in document order."""
    edits = sorted(
        {f.fix for f in findings if f.fix is not None},
        key=lambda e: (_start(e.range), _end(e.range)),
    )
    kept: list[TextEdit] = []
    end = (-1, -1)
    for edit in edits:
        if _start(edit.range) < end:
            continue  # overlaps the previous fix; a later round fixes what is left
        kept.append(edit)
        end = _end(edit.range)
    return kept


def _lines(text: str) -> list[str]:
    """The lines of ``text`` with their line breaks (joined, they give ``text`` back)."""
    return _LINE.findall(text)


def apply_edits(text: str, edits: Iterable[TextEdit]) -> str:
    """Apply non-overlapping edits whose ranges all refer to ``text`` (as LSP does)."""
    lines = _lines(text)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(line: int, col: int) -> int:
        if line >= len(lines):
            return len(text)
        content = lines[line].rstrip("\r\n")
        return starts[line] + min(max(col, 0), len(content))

    out: list[str] = []
    position = 0
    spans = sorted(
        ((offset(e.range.start_line, e.range.start_col), n, e) for n, e in enumerate(edits)),
        key=lambda span: (span[0], span[1]),
    )
    for start, _, edit in spans:
        out += [text[position:start], edit.new_text]
        position = max(position, offset(edit.range.end_line, edit.range.end_col))
    return "".join([*out, text[position:]])


def edits_between(before: str, after: str) -> list[TextEdit]:
    """Whole-line edits on ``before`` that turn it into ``after`` (one per changed run of lines)."""
    old, new = _lines(before), _lines(after)
    ends_with_break = before.endswith(("\n", "\r"))

    def position(line: int) -> tuple[int, int]:
        if line < len(old) or ends_with_break or not old:
            return (line, 0)
        return (len(old) - 1, len(old[-1]))  # the end of a last line without a break

    edits: list[TextEdit] = []
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        start, end = position(i1), position(i2)
        edits.append(TextEdit(Range(*start, *end), "".join(new[j1:j2])))
    return edits


def _applied_at(edit: TextEdit) -> Range:
    """Where an edit's new text sits once applied (a point for a removal)."""
    r = edit.range
    lines = edit.new_text.split("\n")
    end_line = r.start_line + len(lines) - 1
    end_col = (r.start_col if len(lines) == 1 else 0) + len(lines[-1])
    return Range(r.start_line, r.start_col, end_line, end_col)


def settled_fix(text: str, finding: Finding) -> list[TextEdit]:
    """The edits of ``finding``'s quick fix, followed by the fixes of what it leaves behind.

    Follow-ups are the stray separators and further findings of the same kind (the rest of a
    blank run, the next line of a multi-line entry) on or next to the lines the fix changed; a
    fix that leaves nothing behind is returned as it is.
    """
    if finding.fix is None:
        return []
    after = apply_edits(text, [finding.fix])
    where = _applied_at(finding.fix)
    followed = False
    for _ in range(MAX_ROUNDS):
        lines = [line.rstrip("\r\n") for line in _lines(after)]
        follow = next(
            (
                f
                for f in d.parse(after).findings
                if f.fix is not None
                and (f.code in STRAY_SEPARATORS or f.code == finding.code)
                and _near(f.range, where, lines)
            ),
            None,
        )
        if follow is None or follow.fix is None:
            break
        after = apply_edits(after, [follow.fix])
        where = _applied_at(follow.fix)
        followed = True
    return edits_between(text, after) if followed else [finding.fix]


def fix_all(text: str) -> list[TextEdit]:
    """Edits on ``text`` that apply every mechanical fix, round after round, in one step."""
    first = compatible_fixes(d.parse(text).findings)
    if not first:
        return []
    after = apply_edits(text, first)
    rounds = 1
    for _ in range(MAX_ROUNDS):
        fixes = compatible_fixes(d.parse(after).findings)
        if not fixes:
            break
        after = apply_edits(after, fixes)
        rounds += 1
    return first if rounds == 1 else edits_between(text, after)
