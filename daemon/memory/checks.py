"""Checks before any commit (pure): size, duplicates, credentials and prompt injection.

Size and duplicate findings come from ``document.validate``; credential and injection findings
from the memory screen (``screen/``), which every path shares. Every finding names its entry and
its ``rule``; credential findings never repeat the secret.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Final

from . import document as d

if TYPE_CHECKING:
    from ..screen import Hit

CREDENTIAL: Final = "credential"
PROMPT_INJECTION: Final = "prompt-injection"
CONTENT_CODES: Final = frozenset({CREDENTIAL, PROMPT_INJECTION})
"""The screen's codes (``screen.CREDENTIAL`` …; a unit test checks they agree), named here so
the daemon starts without loading the screen's rules: they load on the first check."""

# Character rules (on the text as written).
UNICODE_TAG: Final = "unicode-tag"
BIDI_CONTROL: Final = "bidi-control"
INVISIBLE_CHARACTER: Final = "invisible-character"
CONTROL_CHARACTER: Final = "control-character"


def scan_line(line: str) -> list[Hit]:
    """Every credential and injection hit in one entry line (the screen's entry point)."""
    from ..screen import screen_line

    return screen_line(line)


def preview(entry: str, hit: Hit | None = None, width: int = 48) -> str:
    """A short, printable preview of an entry; a credential's value is masked."""
    text = entry
    if hit is not None and hit.code == CREDENTIAL:
        secret = text[hit.start : hit.end]
        text = text[: hit.start] + secret[:4] + "…[redacted]" + text[hit.end :]
    text = "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in text)
    return text if len(text) <= width else text[: width - 1] + "…"


_RULE_TEXT: Final[dict[str, str]] = {
    UNICODE_TAG: "hidden Unicode tag characters",
    BIDI_CONTROL: "bidirectional control characters",
    INVISIBLE_CHARACTER: "invisible characters",
    CONTROL_CHARACTER: "control or line-separator characters",
    "instruction-override": "an instruction-override phrase",
    "role-marker": "a role or turn marker",
    "conceal-from-user": "a request to hide something from the user",
    "exfiltration": "a request to send data away",
    "prompt-extraction": "a request to reveal the system prompt",
    "tool-hijack": "a request to run commands unchecked",
    "persona-switch": "a persona or jailbreak switch",
    "policy-disabling": "a request to disable safety rules",
    "persistence": "a request to inject content into every answer or to persist itself",
}


def _message(index: int, entry: str, hit: Hit) -> str:
    if hit.code == CREDENTIAL:
        what = f"a credential ({hit.rule})"
    else:
        what = f"{_RULE_TEXT.get(hit.rule, hit.rule)} ({hit.rule})"
        if hit.hidden:
            what += f", hidden as {hit.hidden}"
    return f"Entry {index + 1} ({preview(entry, hit)!r}) contains {what}."


def content_findings(
    doc: d.Document, text: str, *, accepted: Collection[str] = ()
) -> list[d.Finding]:
    """Credential and injection findings on every entry line of a parsed document.

    Entries whose exact text is in ``accepted`` (already in the committed memory) are skipped:
    only new text is checked, so a finding the user accepted never blocks later curation.
    """
    lines = text.replace("\r\n", "\n").split("\n")
    entry_of: dict[int, int] = {}
    for index, entry in enumerate(doc.entries):
        if entry.text in accepted:
            continue
        for number in range(entry.start_line, min(entry.end_line, len(lines) - 1) + 1):
            entry_of[number] = index
    if not entry_of:
        return []
    # One screen over the new lines (others blanked, so line numbers stay the same).
    checked = "\n".join(line if n in entry_of else "" for n, line in enumerate(lines))
    findings: list[d.Finding] = []
    from ..screen import screen

    for found in screen(checked):
        number, hit = found.line, found.hit
        if number not in entry_of:
            continue
        findings.append(
            d.Finding(
                hit.code,
                _message(entry_of[number], lines[number], hit),
                d.Range(number, hit.start, number, hit.end),
                entry=entry_of[number],
                rule=hit.rule,
            )
        )
    return findings


def _in_order(findings: list[d.Finding]) -> list[d.Finding]:
    return sorted(findings, key=lambda f: (f.range.start_line, f.range.start_col, f.code))


def check_text(
    text: str, *, char_limit: int, entry_char_limit: int, accepted: Collection[str] = ()
) -> list[d.Finding]:
    """Every finding on a MEMORY.md text: format, size, duplicates, credentials, injection."""
    doc = d.validate(text, char_limit=char_limit, entry_char_limit=entry_char_limit)
    return _in_order(doc.findings + content_findings(doc, text, accepted=accepted))


def _shape_code(entry: str) -> str | None:
    """Why a proposed entry cannot be one canonical line, if it cannot."""
    if not entry.strip():
        return d.EMPTY_ENTRY
    if any(c in entry for c in "\n\r"):
        return d.MULTILINE_ENTRY
    if entry != entry.strip():
        return d.PADDED_ENTRY
    if entry == d.SEPARATOR:
        return d.EMPTY_ENTRY
    return None


def check_bytes(data: bytes, *, char_limit: int, entry_char_limit: int) -> list[d.Finding]:
    """Every finding on MEMORY.md as read from disk (invalid UTF-8 stops at the format)."""
    doc = d.validate(data, char_limit=char_limit, entry_char_limit=entry_char_limit)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return doc.findings
    return _in_order(doc.findings + content_findings(doc, text))


def check_entries(
    entries: list[str], *, char_limit: int, entry_char_limit: int, accepted: Collection[str] = ()
) -> tuple[str, list[d.Finding]]:
    """The canonical text of a proposed entry list and every finding on it."""
    text = d.serialize(entries)
    malformed = [
        d.Finding(
            code,
            f"Entry {i + 1} ({preview(e)!r}) must be one non-empty line without leading or"
            " trailing whitespace, and not the § separator.",
            d.Range(2 * i, 0, 2 * i, 0),
            entry=i,
        )
        for i, e in enumerate(entries)
        if (code := _shape_code(e)) is not None
    ]
    if malformed:
        return text, malformed  # the serialized text would misparse; report the list itself
    return text, check_text(
        text, char_limit=char_limit, entry_char_limit=entry_char_limit, accepted=accepted
    )


def blocking(findings: list[d.Finding]) -> list[d.Finding]:
    return [f for f in findings if f.severity == "error"]


def describe(finding: d.Finding) -> str:
    """One line naming the rule (and the entry, when there is one) for job reasons and errors."""
    rule = f"{finding.code}/{finding.rule}" if finding.rule else finding.code
    where = f"entry {finding.entry + 1}" if finding.entry is not None else "file"
    return f"{where}: {rule}: {finding.message}"
