"""The semantic summary: fixed headings, summarizer prompt, validation, facts section (pure).

The headings are defined here once; the prompt, the validation and ``spec.md`` all follow them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from tinyagent_memory.protocol.types import Message

from ..store.records import StoredMessage
from .facts import Fact

SUMMARY_HEADINGS: Final = (
    "Goal",
    "Constraints & Preferences",
    "Progress",
    "Key Decisions",
    "Relevant Files",
    "Next Steps",
    "Critical Context",
)
"""The model's summary has exactly these level-2 headings, in this order."""
FACTS_HEADING: Final = "Facts Carried Over"
"""The final heading the daemon appends: facts of the originals the model did not mention."""
PROGRESS_GROUPS: Final = ("Done", "In Progress", "Blocked")

INITIAL_CONTENT_CHARS: Final = 4_000
"""A message's text in the summarizer input is cut to this many characters at most."""
MIN_CONTENT_CHARS: Final = 80
"""The shortest a message's text is cut to when the summarizer input must shrink."""
SEPARATOR_TOKENS: Final = 1

SYSTEM_PROMPT: Final = (
    "You compress the earlier part of a conversation between a user and an AI coding agent into "
    "a summary the agent continues from. The agent will no longer see those messages, only your "
    "summary.\n\n"
    "Write Markdown with exactly these level-2 headings, each once, in this order:\n"
    + "\n".join(f"## {h}" for h in SUMMARY_HEADINGS)
    + "\n\nUnder Progress write three bullet groups: "
    + ", ".join(f"**{g}**" for g in PROGRESS_GROUPS)
    + ". Write `None.` under a heading with nothing to report. Keep exact file paths, commands, "
    "identifiers, error messages and values the agent will need. Write nothing before the first "
    "heading, add no other top-level heading and no "
    f'"{FACTS_HEADING}" section (the system adds it). Do not answer or continue the '
    "conversation: only summarize it."
)

_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"^\s{0,3}(```|~~~)")
_PAREN = re.compile(r"\s*\([^)]*\)\s*$")
_REFUSAL = re.compile(
    r"^\W*(?:i'?m sorry|i am sorry|sorry,? (?:but )?i\b|i apologi[sz]e|i can(?:no|')?t\b|"
    r"i can not|i won'?t\b|i will not|i'?m (?:not able|unable)|i am (?:not able|unable)|"
    r"as an ai\b|i must decline|i'?m not comfortable|i do not feel comfortable|"
    r"unfortunately,? i (?:can|am|cannot|won)|i (?:refuse|decline))",
    re.IGNORECASE,
)
REFUSAL_SCAN_CHARS: Final = 400


def _norm(name: str) -> str:
    name = name.strip().strip("*_").strip().rstrip(":").strip()
    name = _PAREN.sub("", name)
    name = name.replace("&", " and ")
    return " ".join(name.casefold().split())


_REQUIRED: Final = {_norm(h): h for h in SUMMARY_HEADINGS}
_FACTS_KEY: Final = _norm(FACTS_HEADING)


# --------------------------------------------------------------------------- prompt


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    head = max(limit * 2 // 3, 1)
    tail = max(limit - head, 0)
    omitted = len(text) - head - tail
    return f"{text[:head]}\n…[{omitted} chars omitted]…\n{text[len(text) - tail :] if tail else ''}"


def label_after_id(row: StoredMessage, tool: str | None = None) -> str:
    """What follows ``[#<id>`` in a block's first line (``blocks.py`` counts it once)."""
    if row.role == "tool":
        name = tool or row.name
        return " tool result" + (f" of {name}]" if name else "]")
    return f" {row.role}]"


def render_block(row: StoredMessage, content_chars: int, tool: str | None = None) -> str:
    """One row as the summarizer reads it, its texts cut to ``content_chars``."""
    parts = [f"[#{row.id}{label_after_id(row, tool)}"]
    if row.content:
        parts.append(_cut(row.content, content_chars))
    for call in row.tool_calls or ():
        args = _cut(call.function.arguments, content_chars)
        parts.append(f"tool call {call.function.name} {args}")
    return "\n".join(parts)


def _longest_text(row: StoredMessage) -> int:
    sizes = [len(row.content or "")] + [len(c.function.arguments) for c in row.tool_calls or ()]
    return max(sizes)


def omitted_note(omitted: int) -> str:
    return f"[{omitted} earlier messages omitted for length; their key facts are carried over]"


def fit_transcript(
    rows: Sequence[StoredMessage],
    count: Callable[[list[str]], list[int]],
    limit: int,
    content_chars: int = INITIAL_CONTENT_CHARS,
    tools: Mapping[int, str] | None = None,
) -> tuple[str, int]:
    """A transcript of at most about ``limit`` tokens and how many oldest rows it leaves out.

    Texts are cut shorter first (never below ``MIN_CONTENT_CHARS``); only if that is not enough
    are the oldest rows left out (their facts are carried over deterministically). ``count``
    tokenizes a batch of texts; each block is counted once per cut length. ``tools`` names the
    tool each result answers (by row id).
    """
    names = tools or {}
    blocks = [render_block(r, content_chars, names.get(r.id)) for r in rows]
    sizes = count(blocks)
    total = sum(sizes) + SEPARATOR_TOKENS * len(blocks)
    chars = content_chars
    while total > limit and chars > MIN_CONTENT_CHARS:
        chars = max(MIN_CONTENT_CHARS, min(chars - 1, int(chars * limit / total * 0.9)))
        changed = [i for i, r in enumerate(rows) if _longest_text(r) > chars]
        for i in changed:
            blocks[i] = render_block(rows[i], chars, names.get(rows[i].id))
        for i, size in zip(changed, count([blocks[i] for i in changed]), strict=True):
            sizes[i] = size
        total = sum(sizes) + SEPARATOR_TOKENS * len(blocks)
    omitted = 0
    while total > limit and omitted < len(blocks):
        total -= sizes[omitted] + SEPARATOR_TOKENS
        omitted += 1
    kept = blocks[omitted:]
    if omitted:
        kept.insert(0, omitted_note(omitted))
    return "\n\n".join(kept), omitted


def build_prompt(previous: str | None, transcript: str) -> list[Message]:
    """The ``provider/complete`` messages of a summary request."""
    if previous:
        intro = (
            f"<previous-summary>\n{previous.strip()}\n</previous-summary>\n\n"
            "Update the previous summary with the newer conversation below: keep what still "
            "holds, revise what changed, drop what no longer matters. Items of its "
            f'"{FACTS_HEADING}" section that still matter belong under your headings.'
        )
    else:
        intro = "Summarize the conversation below."
    user = f"{intro}\n\n<conversation>\n{transcript}\n</conversation>"
    return [Message(role="system", content=SYSTEM_PROMPT), Message(role="user", content=user)]


# --------------------------------------------------------------------------- validation


@dataclass(frozen=True)
class Accepted:
    text: str
    """The summary in canonical form: every fixed heading as ``## Name``, nothing before it."""


@dataclass(frozen=True)
class Rejected:
    reason: str
    """A stable code: ``empty``, ``truncated``, ``refusal``, ``missing_heading``,
    ``heading_order`` (and ``too_large``, decided by the compressor)."""
    detail: str


def _is_section_heading(line: str) -> bool:
    match = _HEADING.match(line)
    return match is not None and _norm(match.group(2)) in _REQUIRED


def _unwrap_fence(text: str) -> str:
    """Drop a code fence wrapped around the whole summary (``` or ```markdown)."""
    lines = text.strip().splitlines()
    for i, line in enumerate(lines):
        if _is_section_heading(line):
            return text
        if _FENCE.match(line):
            closing = len(lines) - 1 if len(lines) > i + 1 and _FENCE.match(lines[-1]) else None
            return "\n".join(x for j, x in enumerate(lines) if j not in (i, closing))
    return text


def _sections(text: str) -> tuple[str, list[tuple[str, list[str]]]]:
    """Preamble and ``(normalized heading, body lines)`` of every fixed or facts heading."""
    preamble: list[str] = []
    sections: list[tuple[str, list[str]]] = []
    in_fence = False
    for line in text.splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
        match = None if in_fence else _HEADING.match(line)
        key = _norm(match.group(2)) if match else None
        if key is not None and (key in _REQUIRED or key == _FACTS_KEY):
            sections.append((key, []))
        elif sections:
            sections[-1][1].append(line)
        else:
            preamble.append(line)
    return "\n".join(preamble), sections


def is_refusal(text: str) -> bool:
    """Does ``text`` start a sentence or line, early on, with a refusal or an apology?"""
    head = text[:REFUSAL_SCAN_CHARS].replace("\u2019", "'")
    chunks = re.split(r"(?<=[.!?])\s+|\n", head)
    return any(_REFUSAL.match(chunk.strip()) for chunk in chunks)


def validate_summary(text: str, finish_reason: str) -> Accepted | Rejected:
    """Accept the model's reply as a summary, or say why not."""
    if not text.strip():
        return Rejected("empty", "the summary text is empty")
    if finish_reason == "length":
        return Rejected("truncated", "finish_reason is length: the summary was cut off")
    body = _unwrap_fence(text)
    preamble, sections = _sections(body)
    if is_refusal(preamble if sections else body):
        return Rejected("refusal", "the reply is a refusal, not a summary")
    found = [key for key, _ in sections if key != _FACTS_KEY]
    for i, heading in enumerate(SUMMARY_HEADINGS):
        key = _norm(heading)
        if key not in found:
            return Rejected("missing_heading", f"heading missing: {heading}")
        if i >= len(found) or found[i] != key:
            return Rejected("heading_order", f"heading out of order: {heading}")
    if len(found) != len(SUMMARY_HEADINGS):
        return Rejected("heading_order", "a heading appears more than once")
    parts: list[str] = []
    for key, lines in sections:
        if key == _FACTS_KEY:
            continue  # the daemon writes this section itself
        content = "\n".join(lines).strip()
        parts.append(f"## {_REQUIRED[key]}\n{content or 'None.'}")
    return Accepted("\n\n".join(parts))


# --------------------------------------------------------------------------- facts carried over


def facts_section(facts: Sequence[Fact]) -> str:
    if not facts:
        return ""
    return f"## {FACTS_HEADING}\n" + "\n".join(f.line() for f in facts)


def with_facts(summary: str, facts: Sequence[Fact]) -> str:
    """The accepted summary followed by its facts carried over, under the final heading."""
    section = facts_section(facts)
    return f"{summary.rstrip()}\n\n{section}" if section else summary.rstrip()
