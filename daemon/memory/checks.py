"""Checks before any commit (pure): size, duplicates, credentials and prompt injection.

Size and duplicate findings come from ``document.validate``. Content rules scan every entry line:
characters (invisible, bidi, Unicode tags, control) on the text as written; patterns on its NFKC
form with invisible characters and combining marks removed (so ``ig\u200bnore`` still reads
``ignore``), case-folded for injection phrases. Every finding names its entry and its ``rule``;
credential findings never repeat the secret.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from typing import Final

from . import document as d
from .patterns import CREDENTIAL_PATTERNS, INJECTION_PATTERNS, SECRET_ASSIGNMENT, URL_CREDENTIALS

CREDENTIAL: Final = "credential"
PROMPT_INJECTION: Final = "prompt-injection"
CONTENT_CODES: Final = frozenset({CREDENTIAL, PROMPT_INJECTION})

# Character rules (on the text as written).
UNICODE_TAG: Final = "unicode-tag"
BIDI_CONTROL: Final = "bidi-control"
INVISIBLE_CHARACTER: Final = "invisible-character"
CONTROL_CHARACTER: Final = "control-character"

_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_INVISIBLE = frozenset(
    "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e\u034f"
    "\u115f\u1160\u3164\uffa0\u17b4\u17b5"
)
_ZWJ = "\u200d"


@dataclass(frozen=True)
class Hit:
    """One rule matched in one line, at code-point columns ``[start, end)``."""

    code: str
    rule: str
    start: int
    end: int


# --------------------------------------------------------------------------- normalization


def _pictographic(ch: str) -> bool:
    cp = ord(ch)
    return cp >= 0x1F000 or 0x2600 <= cp <= 0x27BF or ch == "\ufe0f"


def _character_rule(line: str, i: int) -> str | None:
    ch = line[i]
    cp = ord(ch)
    if 0xE0000 <= cp <= 0xE007F:
        return UNICODE_TAG
    if ch in _BIDI:
        return BIDI_CONTROL
    if ch == _ZWJ and 0 < i < len(line) - 1 and _pictographic(line[i - 1]):
        return None  # emoji sequence (e.g. a family emoji), not hidden text
    if ch in _INVISIBLE:
        return INVISIBLE_CHARACTER
    category = unicodedata.category(ch)
    if (category == "Cc" and ch != "\t") or category in ("Zl", "Zp"):
        return CONTROL_CHARACTER
    return None


def _character_hits(line: str) -> Iterator[Hit]:
    """Runs of suspicious characters, one hit per run and rule."""
    run: tuple[str, int] | None = None
    for i in range(len(line) + 1):
        rule = _character_rule(line, i) if i < len(line) else None
        if run is not None and rule != run[0]:
            yield Hit(PROMPT_INJECTION, run[0], run[1], i)
            run = None
        if rule is not None and run is None:
            run = (rule, i)


def normalize(line: str, *, fold_case: bool) -> tuple[str, list[int]]:
    """NFKC per character, invisible/format characters and combining marks dropped.

    Returns the normalized text and, for each of its characters, the column it came from.
    """
    out: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(line):
        if unicodedata.category(ch) in ("Cf", "Mn") or ch in _INVISIBLE:
            continue
        piece = unicodedata.normalize("NFKC", ch)
        if fold_case:
            piece = piece.casefold()
        for c in piece:
            if unicodedata.category(c) == "Mn":
                continue
            out.append(c)
            origin.append(i)
    return "".join(out), origin


def _span(origin: list[int], start: int, end: int, length: int) -> tuple[int, int]:
    if not origin:
        return 0, length
    s = origin[min(start, len(origin) - 1)]
    e = origin[min(max(end - 1, 0), len(origin) - 1)] + 1
    return s, max(e, s + 1)


# --------------------------------------------------------------------------- credentials


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    if not value:
        return 0.0
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


_PLACEHOLDER = re.compile(
    r"^[$%<{(\[]|^\*+$|x{4,}|\*{3,}|\.{3}|example|placeholder|your[_-]?|changeme|redacted"
    r"|dummy|<[^>]*>|^(?:true|false|null|none|undefined|required|optional)$|^[~./]",
    re.IGNORECASE,
)


def _classes(value: str) -> int:
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )


def looks_secret(value: str) -> bool:
    """A value assigned to a secret-named key that reads like a real secret, not prose."""
    value = value.strip("\"'`")
    if len(value) < 8 or _PLACEHOLDER.search(value):
        return False
    return _classes(value) >= 2 and entropy(value) >= 3.0


def _credential_hits(text: str) -> Iterator[tuple[str, int, int]]:
    for rule, pattern in CREDENTIAL_PATTERNS:
        for match in pattern.finditer(text):
            yield rule, match.start(), match.end()
    for match in SECRET_ASSIGNMENT.finditer(text):
        if looks_secret(match.group("value")):
            yield "secret-assignment", match.start(), match.end()
    for match in URL_CREDENTIALS.finditer(text):
        if looks_secret(match.group("value")) or len(match.group("value")) >= 12:
            yield "url-credentials", match.start(), match.end()


# --------------------------------------------------------------------------- scanning


def scan_line(line: str) -> list[Hit]:
    """Every credential and injection hit in one entry line, in column order."""
    hits = list(_character_hits(line))
    plain, origin = normalize(line, fold_case=False)
    seen: set[tuple[int, int]] = set()
    for rule, start, end in _credential_hits(plain):
        s, e = _span(origin, start, end, len(line))
        if any(a <= s and e <= b for a, b in seen):
            continue  # a generic rule inside a specific match
        seen.add((s, e))
        hits.append(Hit(CREDENTIAL, rule, s, e))
    folded, origin = normalize(line, fold_case=True)
    for rule, pattern in INJECTION_PATTERNS:
        match = pattern.search(folded)
        if match:
            s, e = _span(origin, match.start(), match.end(), len(line))
            hits.append(Hit(PROMPT_INJECTION, rule, s, e))
    hits.sort(key=lambda h: (h.start, h.end, h.rule))
    return hits


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
    "exfiltration": "an exfiltration command",
    "prompt-extraction": "a request to reveal the system prompt",
}


def _message(index: int, entry: str, hit: Hit) -> str:
    if hit.code == CREDENTIAL:
        what = f"a credential ({hit.rule})"
    else:
        what = f"{_RULE_TEXT.get(hit.rule, hit.rule)} ({hit.rule})"
    return f"Entry {index + 1} ({preview(entry, hit)!r}) contains {what}."


def content_findings(
    doc: d.Document, text: str, *, accepted: Collection[str] = ()
) -> list[d.Finding]:
    """Credential and injection findings on every entry line of a parsed document.

    Entries whose exact text is in ``accepted`` (already in the committed memory) are skipped:
    only new text is checked, so a finding the user accepted never blocks later curation.
    """
    lines = text.replace("\r\n", "\n").split("\n")
    findings: list[d.Finding] = []
    for index, entry in enumerate(doc.entries):
        if entry.text in accepted:
            continue
        for number in range(entry.start_line, min(entry.end_line, len(lines) - 1) + 1):
            line = lines[number]
            for hit in scan_line(line):
                findings.append(
                    d.Finding(
                        hit.code,
                        _message(index, line, hit),
                        d.Range(number, hit.start, number, hit.end),
                        entry=index,
                        rule=hit.rule,
                    )
                )
    return findings


def credential_check(doc: d.Document, text: str) -> list[d.Finding]:
    """Credential findings of a parsed file (an editor diagnostics check)."""
    return [f for f in content_findings(doc, text) if f.code == CREDENTIAL]


def injection_check(doc: d.Document, text: str) -> list[d.Finding]:
    """Prompt-injection findings of a parsed file (an editor diagnostics check)."""
    return [f for f in content_findings(doc, text) if f.code == PROMPT_INJECTION]


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
