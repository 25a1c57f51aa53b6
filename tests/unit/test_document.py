"""MEMORY.md format findings, their ranges, and list repair.

Hypothesis properties (canonical round trip): ``tests/property/test_document_properties.py``.
"""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.memory import document as d

from ..memory_file_helpers import LIMITS


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("", []),
        ("a\n§\nb\n", []),
        ("a\n§\nb", [d.MISSING_FINAL_NEWLINE]),
        ("\n", [d.BLANK_FILE]),
        ("§\na\n", [d.LEADING_SEPARATOR]),
        ("a\n§\n", [d.TRAILING_SEPARATOR]),
        ("a\n§\n§\nb\n", [d.DOUBLED_SEPARATOR]),
        ("a\n §\nb\n", [d.PADDED_SEPARATOR]),
        ("a\n§\n\n§\nb\n", [d.EMPTY_ENTRY]),
        (" a\n", [d.PADDED_ENTRY]),
        ("a\nb\n", [d.MULTILINE_ENTRY]),
        ("Tabs\n§\n tabs \n", [d.DUPLICATE_ENTRY, d.PADDED_ENTRY]),
        ("a\n\n\n", [d.TRAILING_BLANK_LINES]),
        ("a\r\n", [d.CRLF]),
    ],
)
def test_findings(text: str, codes: list[str]) -> None:
    doc = d.validate(text, **LIMITS)
    assert sorted(f.code for f in doc.findings) == sorted(codes)


@pytest.mark.parametrize(
    ("text", "acceptable"),
    [
        ("a\n§\nb\n", True),
        ("a\n§\nb", True),
        ("only entry", True),
        (" a\n§", False),
        ("a\nb", False),
        ("a\r\n", False),
    ],
)
def test_a_missing_final_newline_is_a_tolerated_hint(text: str, acceptable: bool) -> None:
    doc = d.validate(text, **LIMITS)
    assert doc.acceptable is acceptable
    assert doc.canonical is (text == d.serialize(doc.texts()))
    hints = [(f.code, f.severity) for f in doc.findings if f.code == d.MISSING_FINAL_NEWLINE]
    assert hints == ([(d.MISSING_FINAL_NEWLINE, "information")] if text[-1] != "\n" else [])


def test_a_padded_entry_is_a_tolerated_hint() -> None:
    """Spaces or tabs around an entry (what editors and copy-paste leave) change nothing the
    model reads: a hint with its fix, the file stays acceptable, the next commit strips them."""
    text = "Prefer pnpm over npm \n§\n\tUses tabs.\t\n§\n\u3000全角\u00a0\n"
    doc = d.validate(text, **LIMITS)
    message = "Entry has leading or trailing whitespace (removed when the daemon next commits)."
    assert doc.findings == [
        d.Finding(
            d.PADDED_ENTRY,
            message,
            d.Range(line, 0, line, len(written)),
            severity="information",
            entry=entry,
            fix=d.TextEdit(d.Range(line, 0, line, len(written)), written.strip()),
        )
        for entry, (line, written) in enumerate(
            [(0, "Prefer pnpm over npm "), (2, "\tUses tabs.\t"), (4, "\u3000全角\u00a0")]
        )
    ]
    assert (doc.acceptable, doc.canonical) == (True, False)
    assert doc.texts() == ["Prefer pnpm over npm", "Uses tabs.", "全角"]
    assert d.serialize(doc.texts()) == "Prefer pnpm over npm\n§\nUses tabs.\n§\n全角\n"
    # With a missing final newline too: two hints, still acceptable.
    both = d.validate(" a", **LIMITS)
    assert [(f.code, f.severity) for f in both.findings] == [
        (d.PADDED_ENTRY, "information"),
        (d.MISSING_FINAL_NEWLINE, "information"),
    ]
    assert both.acceptable


@pytest.mark.parametrize(
    ("text", "errors"),
    [
        # A padded separator and every other format code stay errors.
        ("a\n §\nb\n", [d.PADDED_SEPARATOR]),
        ("a \n§\nb\n\n", [d.TRAILING_BLANK_LINES]),
        ("a \n§\n\n§\nb\n", [d.EMPTY_ENTRY]),
        ("Tabs\n§\n tabs \n", [d.DUPLICATE_ENTRY]),
        (" a\n b\n", [d.MULTILINE_ENTRY]),
        ("a \r\n", [d.CRLF]),
        # Padding with control or line-separator characters is not what an editor leaves.
        ("a\x0b\n", [d.PADDED_ENTRY]),
        ("a\u2028\n", [d.PADDED_ENTRY]),
        ("\x1fa\n", [d.PADDED_ENTRY]),
    ],
)
def test_padding_beside_a_real_error_still_reports_the_error(text: str, errors: list[str]) -> None:
    doc = d.validate(text, **LIMITS)
    assert not doc.acceptable
    assert [f.code for f in doc.findings if f.severity == "error"] == errors


def test_finding_ranges_point_at_the_line() -> None:
    doc = d.parse("first\n§\n  padded\n§\nFIRST\n")
    by_code = {f.code: f for f in doc.findings}
    assert by_code[d.PADDED_ENTRY].range == d.Range(2, 0, 2, 8)
    assert by_code[d.PADDED_ENTRY].fix == d.TextEdit(d.Range(2, 0, 2, 8), "padded")
    assert by_code[d.DUPLICATE_ENTRY].range == d.Range(4, 0, 4, 5)
    assert by_code[d.DUPLICATE_ENTRY].entry == 2


def test_invalid_utf8_and_sizes() -> None:
    bad = d.validate(b"ok\n\xff\n", **LIMITS)
    assert [(f.code, f.range) for f in bad.findings] == [(d.INVALID_UTF8, d.Range(1, 0, 1, 1))]
    sized = d.validate("aaaa\n§\nbbbbbbbb\n", char_limit=10, entry_char_limit=5)
    assert [(f.code, f.entry) for f in sized.findings] == [(d.ENTRY_TOO_LONG, 1), (d.OVER_LIMIT, 1)]


def test_canonicalize_repairs_lists() -> None:
    assert d.canonicalize([" a ", "", "A", "b  c", "§"]) == ["a", "b c"]


def test_a_blank_line_is_called_a_blank_line() -> None:
    """Issue 13 item 4: a blank line is named as one, once per blank line, never "empty entry"."""
    doc = d.validate(
        b"Uses tabs.\n\xc2\xa7\n\nRuns pytest.\n\n\xc2\xa7\nLast.\n",
        char_limit=4000,
        entry_char_limit=600,
    )
    assert [(f.code, f.range.start_line, f.message) for f in doc.findings] == [
        (
            "empty-entry",
            line,
            "Blank line: remove it (entries are single lines separated by a line holding only §).",
        )
        for line in (2, 4)
    ]
    doc = d.validate("A.\n§\n\n§\nB.\n".encode(), char_limit=4000, entry_char_limit=600)
    assert [(f.range.start_line, f.message) for f in doc.findings] == [
        (2, "Blank line where an entry should be: remove it, or write the entry there.")
    ]
