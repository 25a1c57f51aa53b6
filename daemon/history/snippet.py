"""Snippets: the part of a row's text around what a search matched, with the matches marked.

Matching is what the index does: case-insensitive substrings of the query's positive terms.
Offsets are code points into the returned snippet.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import msgspec
from tinyagent_memory.protocol.types import ToolCall

WIDTH = 160
"""Characters of text in a snippet (before the ellipses)."""
LEAD = 40
"""Characters kept before the first match in the window."""
ELLIPSIS = "…"

_calls = msgspec.json.Decoder(tuple[ToolCall, ...])


_WORD = r"[^\W_]"
"""A letter or digit: what the index keeps of text (everything else separates words)."""


def pattern(terms: Sequence[tuple[Sequence[str], bool]]) -> re.Pattern[str] | None:
    """One regex for every term, given as ``(tokens, prefix)``: the tokens in order, separated by
    anything that is not a letter or digit, starting at a word start, ending at a word end
    unless ``prefix`` (the index's matching, short of accent folding)."""
    parts: list[str] = []
    for tokens, prefix in sorted(terms, key=lambda t: -sum(map(len, t[0]))):
        if not tokens:
            continue
        body = r"[\W_]+".join(re.escape(t) for t in tokens)
        parts.append(rf"(?<!{_WORD}){body}" + ("" if prefix else rf"(?!{_WORD})"))
    return re.compile("|".join(parts), re.IGNORECASE) if parts else None


def spans(text: str, regex: re.Pattern[str] | None) -> list[tuple[int, int]]:
    if regex is None:
        return []
    return [(m.start(), m.end()) for m in regex.finditer(text) if m.end() > m.start()]


def tools_text(tool_calls_json: str | None, name: str | None) -> str:
    """What the index holds for tool calls: each call's name and arguments, one per line."""
    if tool_calls_json is None:
        return name or ""
    calls = _calls.decode(tool_calls_json)
    return "\n".join(f"{c.function.name} {c.function.arguments}" for c in calls)


def _window(n: int, found: list[tuple[int, int]]) -> tuple[int, int]:
    """The ``WIDTH``-character window holding the most matches (earliest on a tie)."""
    if n <= WIDTH or not found:
        return 0, min(n, WIDTH)
    best, best_count = 0, -1
    for start, _ in found:
        lo = max(0, min(start - LEAD, n - WIDTH))
        count = sum(1 for s, e in found if s >= lo and e <= lo + WIDTH)
        if count > best_count:
            best, best_count = lo, count
    return best, best + WIDTH


def build(text: str, found: list[tuple[int, int]]) -> tuple[str, list[tuple[int, int]]]:
    """``(snippet, highlights)``: whitespace runs become one space, cut at ``WIDTH`` characters
    around the densest matches, with ``…`` where text was left out."""
    lo, hi = _window(len(text), found)
    out: list[str] = []
    at: list[int] = []  # snippet offset of each source position lo..hi
    space = False
    if lo > 0:
        out.append(ELLIPSIS)
    for i in range(lo, hi):
        ch = text[i]
        at.append(len(out))
        if ch.isspace():
            if not space:
                out.append(" ")
            space = True
            continue
        space = False
        out.append(ch)
    at.append(len(out))
    if hi < len(text):
        out.append(ELLIPSIS)
    snippet = "".join(out)
    marks = [
        (at[s - lo], at[e - lo] if e - lo < len(at) else len(snippet))
        for s, e in found
        if s >= lo and e <= hi
    ]
    return snippet, marks
