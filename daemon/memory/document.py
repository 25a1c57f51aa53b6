"""MEMORY.md: parse, canonical form and format findings (pure).

Canonical form, exactly:
- an empty file (zero bytes) means no long-term memory;
- otherwise one or more entries joined by ``"\\n§\\n"``, followed by exactly one ``"\\n"``;
- every entry is one line, non-empty, without leading or trailing whitespace, and is not the
  separator itself; no two entries are equal after case and whitespace folding;
- the text is valid UTF-8 with ``\\n`` line endings and at most ``char_limit`` characters in total
  (and each entry at most ``entry_char_limit``).
``serialize(parse(text)) == text`` for every canonical text.

Tolerated: a file whose only departures are a missing final newline (what most editors and
``printf``/``echo -n`` write) and entries padded with spaces or tabs (what editors and copy-paste
leave; the parsed entry is stripped, so the model reads the same text) is *acceptable*: its
``missing-final-newline`` and ``padded-entry`` findings are hints (severity ``information``, with
the fix), not errors; it is accepted by ``memory/sync`` and the first import as written, and the
daemon's next commit writes the canonical text (the newline added, the entries stripped). Padding
that holds a control or line-separator character (not a blank) stays a ``padded-entry`` error, and
so does a padded separator line (``padded-separator``).

Findings carry 0-based line/column ranges (columns count code points) and a stable ``code``.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Final, Literal

SEPARATOR: Final = "§"
JOINER: Final = f"\n{SEPARATOR}\n"

Severity = Literal["error", "warning", "information"]

# Stable finding codes (editors and scripts match on these).
INVALID_UTF8: Final = "invalid-utf8"
CRLF: Final = "crlf-line-ending"
MISSING_FINAL_NEWLINE: Final = "missing-final-newline"
TRAILING_BLANK_LINES: Final = "trailing-blank-lines"
LEADING_SEPARATOR: Final = "leading-separator"
TRAILING_SEPARATOR: Final = "trailing-separator"
DOUBLED_SEPARATOR: Final = "doubled-separator"
PADDED_SEPARATOR: Final = "padded-separator"
EMPTY_ENTRY: Final = "empty-entry"
PADDED_ENTRY: Final = "padded-entry"
MULTILINE_ENTRY: Final = "multiline-entry"
DUPLICATE_ENTRY: Final = "duplicate-entry"
OVER_LIMIT: Final = "over-limit"
ENTRY_TOO_LONG: Final = "entry-too-long"
BLANK_FILE: Final = "blank-file"

TOLERATED: Final = frozenset({MISSING_FINAL_NEWLINE, PADDED_ENTRY})
"""Format codes that are hints (severity ``information``): the file is still acceptable
(``padded-entry`` only when the padding is blanks: see ``_blank_padding``)."""


@dataclass(frozen=True)
class Range:
    start_line: int
    start_col: int
    end_line: int
    end_col: int


@dataclass(frozen=True)
class TextEdit:
    """Replace ``range`` with ``new_text`` (a mechanical quick fix)."""

    range: Range
    new_text: str


@dataclass(frozen=True)
class Finding:
    code: str
    message: str
    range: Range
    severity: Severity = "error"
    entry: int | None = None
    """Index of the logical entry the finding is about, if any."""
    fix: TextEdit | None = None
    rule: str | None = None
    """The specific rule of a content check (``aws-access-key``, ``role-marker``, ...)."""


@dataclass(frozen=True)
class Entry:
    text: str
    """The entry as written (may be padded, empty or span several lines in a broken file)."""
    start_line: int
    end_line: int
    """Last line of the entry (inclusive)."""


@dataclass
class Document:
    entries: list[Entry] = field(default_factory=lambda: list[Entry]())
    findings: list[Finding] = field(default_factory=lambda: list[Finding]())

    @property
    def canonical(self) -> bool:
        return not self.findings

    @property
    def acceptable(self) -> bool:
        """No finding but tolerated hints (a missing final newline, entries padded with blanks):
        sync and the first import accept the file as written."""
        return all(f.severity == "information" for f in self.findings)

    def texts(self) -> list[str]:
        return [e.text for e in self.entries]


def fold(entry: str) -> str:
    """Duplicate key: case-folded, whitespace collapsed."""
    return " ".join(entry.split()).casefold()


def serialize(entries: list[str]) -> str:
    """The canonical text of an entry list (``""`` for no entries)."""
    return JOINER.join(entries) + "\n" if entries else ""


def _line_range(line: int, text: str) -> Range:
    return Range(line, 0, line, len(text))


def _whole_line(line: int) -> Range:
    """The line including its line break (for removal fixes)."""
    return Range(line, 0, line + 1, 0)


def parse(text: str) -> Document:
    """Split a MEMORY.md text into entries and collect format findings (sizes excluded)."""
    doc = Document()
    if text == "":
        return doc
    findings = doc.findings
    if not text.strip():
        findings.append(
            Finding(
                BLANK_FILE,
                "A memory file without entries must be empty (zero bytes).",
                Range(0, 0, text.count("\n"), 0),
                fix=TextEdit(Range(0, 0, text.count("\n") + 1, 0), ""),
            )
        )
        return doc
    if "\r" in text:
        row = text[: text.index("\r")].count("\n")
        col = len(text[: text.index("\r")].rsplit("\n", 1)[-1])
        findings.append(
            Finding(CRLF, "Use \\n line endings, not \\r\\n.", Range(row, col, row, col + 1))
        )
    body = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = body.split("\n")
    if body.endswith("\n"):
        lines.pop()  # the final newline terminates the last line
        trailing = 0
        while lines and lines[-1].strip() == "" and len(lines) > 1:
            trailing += 1
            lines.pop()
        if trailing:
            first = len(lines)
            findings.append(
                Finding(
                    TRAILING_BLANK_LINES,
                    "The file must end with exactly one newline; remove the blank lines.",
                    Range(first, 0, first + trailing, 0),
                    fix=TextEdit(Range(first, 0, first + trailing, 0), ""),
                )
            )
    else:
        last = len(lines) - 1
        findings.append(
            Finding(
                MISSING_FINAL_NEWLINE,
                "The file should end with a newline (added when the daemon next commits).",
                Range(last, len(lines[last]), last, len(lines[last])),
                severity="information",
                fix=TextEdit(Range(last, len(lines[last]), last, len(lines[last])), "\n"),
            )
        )

    group: list[tuple[int, str]] = []
    previous_separator: int | None = None

    def close_group(before_separator: int | None) -> None:
        if not group:
            if before_separator is not None:
                if previous_separator is None:
                    code, message = LEADING_SEPARATOR, "The file must not start with a § separator."
                else:
                    code, message = (
                        DOUBLED_SEPARATOR,
                        "Two § separators with no entry between them.",
                    )
                findings.append(_stray_separator(code, message, before_separator, lines))
            return
        index = len(doc.entries)
        first_line, first_text = group[0]
        last_line = group[-1][0]
        content_lines = [(n, t) for n, t in group if t.strip()]
        blank = (
            "Blank line: remove it (entries are single lines separated by a line holding only §)."
            if content_lines
            else "Blank line where an entry should be: remove it, or write the entry there."
        )
        for n, t in group:
            if not t.strip():
                findings.append(
                    Finding(
                        EMPTY_ENTRY,
                        blank,
                        _line_range(n, t),
                        entry=index,
                        fix=TextEdit(_whole_line(n), ""),
                    )
                )
        if len(content_lines) > 1:
            n0 = content_lines[1][0]
            findings.append(
                Finding(
                    MULTILINE_ENTRY,
                    "An entry must be a single line; put a § line between separate entries.",
                    Range(n0, 0, content_lines[-1][0], len(content_lines[-1][1])),
                    entry=index,
                    fix=TextEdit(Range(n0, 0, n0, 0), f"{SEPARATOR}\n"),
                )
            )
        for n, t in content_lines:
            if t != t.strip():
                findings.append(_padded_entry(n, t, index))
        joined = " ".join(t.strip() for _, t in content_lines) if content_lines else first_text
        doc.entries.append(Entry(joined, first_line, last_line))
        group.clear()

    for number, line in enumerate(lines):
        if line.strip() == SEPARATOR:
            if line != SEPARATOR:
                findings.append(
                    Finding(
                        PADDED_SEPARATOR,
                        "A separator line must hold only §.",
                        _line_range(number, line),
                        fix=TextEdit(_line_range(number, line), SEPARATOR),
                    )
                )
            close_group(number)
            previous_separator = number
        else:
            group.append((number, line))
    if group:
        close_group(None)
    elif previous_separator is not None:
        findings.append(
            _stray_separator(
                TRAILING_SEPARATOR,
                "The file must not end with a § separator.",
                previous_separator,
                lines,
            )
        )

    seen: dict[str, int] = {}
    for index, entry in enumerate(doc.entries):
        key = fold(entry.text)
        if not key:
            continue
        if key in seen:
            findings.append(
                Finding(
                    DUPLICATE_ENTRY,
                    f"Duplicate of entry {seen[key] + 1}"
                    f" (line {doc.entries[seen[key]].start_line + 1}).",
                    _line_range(entry.start_line, lines[entry.start_line]),
                    entry=index,
                    fix=_remove_entry_fix(entry, lines),
                )
            )
        else:
            seen[key] = index
    findings.sort(key=lambda f: (f.range.start_line, f.range.start_col, f.code))
    return doc


def _blank_padding(line: str) -> bool:
    """Whether the whitespace around ``line``'s text is only spaces and tabs (any Unicode space
    separator, such as a no-break or ideographic space): nothing hidden, nothing but layout."""
    stripped = line.strip()
    start = len(line) - len(line.lstrip())
    padding = line[:start] + line[start + len(stripped) :]
    return all(c == "\t" or unicodedata.category(c) == "Zs" for c in padding)


def _padded_entry(line: int, text: str, entry: int) -> Finding:
    """Whitespace around an entry line: a tolerated hint when it is blanks (the next commit
    strips it), an error when it holds control or line-separator characters."""
    fix = TextEdit(_line_range(line, text), text.strip())
    if _blank_padding(text):
        return Finding(
            PADDED_ENTRY,
            "Entry has leading or trailing whitespace (removed when the daemon next commits).",
            _line_range(line, text),
            severity="information",
            entry=entry,
            fix=fix,
        )
    return Finding(
        PADDED_ENTRY,
        "Entry has leading or trailing control or line-separator characters.",
        _line_range(line, text),
        entry=entry,
        fix=fix,
    )


def _stray_separator(code: str, message: str, line: int, lines: list[str]) -> Finding:
    """A separator line that must go: the finding covers it and the fix removes it."""
    return Finding(
        code, message, _line_range(line, lines[line]), fix=TextEdit(_whole_line(line), "")
    )


def _remove_entry_fix(entry: Entry, lines: list[str]) -> TextEdit:
    """Remove a whole entry and the separator line above it."""
    start = max(entry.start_line - 1, 0)
    return TextEdit(
        Range(start, 0, entry.end_line + 1 if entry.start_line else entry.end_line + 2, 0), ""
    )


def size_findings(
    doc: Document, text: str, *, char_limit: int, entry_char_limit: int
) -> list[Finding]:
    """Total and per-entry size limits; oversize points at the first entry past the limit."""
    findings: list[Finding] = []
    for index, entry in enumerate(doc.entries):
        if len(entry.text) > entry_char_limit:
            findings.append(
                Finding(
                    ENTRY_TOO_LONG,
                    f"Entry is {len(entry.text)} characters;"
                    f" the limit per entry is {entry_char_limit}.",
                    Range(entry.start_line, 0, entry.start_line, len(entry.text)),
                    entry=index,
                )
            )
    if len(text) > char_limit:
        running = 0
        for index, entry in enumerate(doc.entries):
            running += len(entry.text) + (len(JOINER) if index else 0)
            if running + 1 > char_limit:
                findings.append(
                    Finding(
                        OVER_LIMIT,
                        f"MEMORY.md is {len(text)} characters; the limit is {char_limit}. "
                        "This entry is the first past the limit.",
                        Range(entry.start_line, 0, entry.start_line, len(entry.text)),
                        entry=index,
                    )
                )
                break
    return findings


def count(n: int, noun: str) -> str:
    """``1 finding``, ``2 findings``: a number with its noun, properly pluralised."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def validate(data: bytes | str, *, char_limit: int, entry_char_limit: int) -> Document:
    """Parse and check a MEMORY.md (bytes as read from disk, or a live editor buffer)."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            prefix = data[: exc.start].decode("utf-8", "replace")
            row = prefix.count("\n")
            col = len(prefix.rsplit("\n", 1)[-1])
            doc = Document()
            doc.findings.append(
                Finding(
                    INVALID_UTF8,
                    f"Invalid UTF-8 at byte {exc.start}.",
                    Range(row, col, row, col + 1),
                )
            )
            return doc
    else:
        text = data
    doc = parse(text)
    doc.findings.extend(
        size_findings(doc, text, char_limit=char_limit, entry_char_limit=entry_char_limit)
    )
    return doc


def canonicalize(entries: list[str]) -> list[str]:
    """Strip, drop empty and duplicate entries, keep order: the mechanical repair of a list."""
    out: list[str] = []
    seen: set[str] = set()
    for raw in entries:
        entry = " ".join(raw.split())
        key = fold(entry)
        if not entry or entry == SEPARATOR or key in seen:
            continue
        seen.add(key)
        out.append(entry)
    return out
