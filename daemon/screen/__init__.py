"""The memory screen: one entry point for every path that lets text into MEMORY.md or out to the
model (``memory/submit``, curation, ``memory/sync`` and the first import, ``memory check``, editor
diagnostics, and the redaction of the memory block ``context/build`` sends). Pure: no I/O, but
for ``worker.py``, which finds a long text's credentials and order classes in a second process
meanwhile.

Layers, per line of text:
1. characters as written: Unicode tags, bidi controls, invisible and control characters;
2. credentials: the Betterleaks engine, our vendor shapes, structural rules, and a secret word
   next to a random-looking value (``secrets.py``);
3. prompt injection: normalised views (NFKC, confusables, leetspeak, letter spacing), embedded
   payloads (base64, hex, Unicode tags, ROT13, reversed), English and eight other lexicons scored
   by family (``injection.py``).

``screen(text)`` screens every line of a text; ``screen_line`` one line; ``redact`` replaces the
credential spans of a text with ``[redacted: rule]``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Final

from . import engine, worker
from .characters import character_runs
from .injection import screen_text as _injection
from .lexicon_en import FAMILIES
from .secrets import screen_text as _secrets

CREDENTIAL: Final = "credential"
PROMPT_INJECTION: Final = "prompt-injection"
CONTENT_CODES: Final = frozenset({CREDENTIAL, PROMPT_INJECTION})
INJECTION_FAMILIES: Final = FAMILIES
ENGINE: Final = engine.NAME if engine.AVAILABLE else None
"""The secret engine in use (``None``: the rules layer alone)."""

__all__ = [
    "CONTENT_CODES",
    "CREDENTIAL",
    "ENGINE",
    "INJECTION_FAMILIES",
    "PROMPT_INJECTION",
    "Hit",
    "LineHit",
    "redact",
    "screen",
    "screen_entries",
    "screen_line",
]


@dataclass(frozen=True)
class Hit:
    """One rule matched in one line, at code-point columns ``[start, end)``."""

    code: str
    rule: str
    start: int
    end: int
    hidden: str | None = None
    """How an injection was hidden when it was found in a decoded payload (``base64``…)."""


@dataclass(frozen=True)
class LineHit:
    line: int
    hit: Hit


def screen(text: str) -> list[LineHit]:
    """Every hit in a text, line by line (0-based line numbers, code-point columns)."""
    text = text.replace("\r\n", "\n")
    lines = text.split("\n")
    starts: list[int] = []
    offset = 0
    for line in lines:
        starts.append(offset)
        offset += len(line) + 1

    def place(code: str, rule: str, start: int, end: int, hidden: str | None = None) -> LineHit:
        n = bisect_right(starts, start) - 1
        col = start - starts[n]
        stop = max(col + 1, min(end - starts[n], len(lines[n])))
        return LineHit(n, Hit(code, rule, col, stop, hidden))

    found = [
        LineHit(n, Hit(PROMPT_INJECTION, run.rule, run.start, run.end))
        for n, line in enumerate(lines)
        if not (line.isascii() and line.isprintable())
        for run in character_runs(line)
    ]
    pending = worker.submit(text)  # the credentials (and order classes) in the worker (perf31)
    credentials = None
    try:
        if pending is None:
            injections = _injection(text)
        else:
            injections = _injection(text, classes_from=partial(worker.classes_of, pending))
    finally:
        if pending is not None:
            credentials = worker.collect(pending)
    if credentials is None:
        credentials = _secrets(text)
    found += [place(CREDENTIAL, m.rule, m.start, m.end) for m in credentials]
    found += [place(PROMPT_INJECTION, m.family, m.start, m.end, m.how) for m in injections]
    found.sort(key=lambda h: (h.line, h.hit.start, h.hit.end, h.hit.rule))
    return found


def screen_line(line: str) -> list[Hit]:
    """Every credential and injection hit in one line, in column order."""
    return [h.hit for h in screen(line)]


def screen_entries(entries: Sequence[str]) -> list[list[Hit]]:
    """The hits of each entry (an entry is one line)."""
    return [screen_line(entry) for entry in entries]


def redact(text: str) -> str:
    """``text`` with every credential span replaced by ``[redacted: rule]``."""
    for m in sorted(_secrets(text), key=lambda m: m.start, reverse=True):
        text = f"{text[: m.start]}[redacted: {m.rule}]{text[m.end :]}"
    return text
