"""Facts Carried Over: what a person would hold on to, ranked by salience (pure).

A summary may be weak; the facts section under it is written by the daemon so the essentials of the
replaced originals survive any summary text. Facts are ranked by *salience*, not recency:

- tier 0: what the user named or asked for (paths, URLs and commands in user messages, requests of a
  Run that failed or was cancelled, "when done" asks);
- tier 1: files written, edited or created; failing commands and their error lines;
- tier 2: decisions the assistant stated;
- tier 3: files only read or mentioned, commands that succeeded quietly, other URLs, and the
  collapsed groups of those (``Files read: 497 under src/``).

Repeats collapse into one fact; the section is budgeted in tokens, the least salient dropped
first. Every fact names the ``seq`` of its source message (a range for a group) so a runtime can
fetch the original. The facts of a folded previous summary are parsed back (with their seq) and
kept unless a later fact about the same thing supersedes them.

Extraction from rows lives in ``fact_sources``; this module holds the record, its one-line form,
merging, collapsing and selection.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Final, Literal

FactKind = Literal[
    "request",
    "ask",
    "user_file",
    "user_url",
    "user_command",
    "changed",
    "failed",
    "error",
    "decision",
    "url",
    "command",
    "file",
    "files_read",
    "commands_run",
]

LABELS: Final[dict[FactKind, str]] = {
    "request": "Open request",
    "ask": "Asked for later",
    "user_file": "File named by the user",
    "user_url": "URL named by the user",
    "user_command": "Command named by the user",
    "changed": "File changed",
    "failed": "Failed command",
    "error": "Error",
    "decision": "Decision",
    "url": "URL",
    "command": "Command",
    "file": "File",
    "files_read": "Files read",
    "commands_run": "Commands run",
}
KIND_OF_LABEL: Final[dict[str, FactKind]] = {v.casefold(): k for k, v in LABELS.items()}
TIERS: Final[dict[FactKind, int]] = {
    "request": 0,
    "ask": 0,
    "user_file": 0,
    "user_url": 0,
    "user_command": 0,
    "changed": 1,
    "failed": 1,
    "error": 1,
    "decision": 2,
    "url": 3,
    "command": 3,
    "file": 3,
    "files_read": 3,
    "commands_run": 3,
}
SUBJECT: Final[dict[FactKind, str]] = {
    "request": "request",
    "ask": "request",
    "user_file": "path",
    "changed": "path",
    "file": "path",
    "user_url": "url",
    "url": "url",
    "user_command": "command",
    "failed": "command",
    "command": "command",
    "error": "error",
    "decision": "decision",
    "files_read": "files_read",
    "commands_run": "commands_run",
}
"""Facts about the same subject and value are one fact (the most salient, latest kind wins)."""

MENTION_TIER: Final = 2
"""Facts of this tier and below are left out when the model's summary already mentions them;
the more salient ones are always listed, so they survive any later summary too."""
COLLAPSE_MIN: Final = 5
"""This many read-only files under one folder (or quiet runs of one program) become one fact."""
FACTS_MAX_TOKENS: Final = 1_500
"""The facts section's budget (further limited by the room the summary leaves)."""
VALUE_CHARS: Final = 200
MENTION_CHARS: Final = 80
"""A fact counts as mentioned when its first characters (at most this many) appear in the text."""

_SEQ_SUFFIX = re.compile(r"^(.*?)\s+\(seq (\d+)(?:\s*[–-]\s*(\d+))?\)$")
_GROUP_FILES = re.compile(r"^(\d+) under (.+)$")
_GROUP_COMMANDS = re.compile(r"^(\d+) starting with (.+)$")


@dataclass(frozen=True)
class Fact:
    kind: FactKind
    value: str
    seq: int | None = None
    """The source message's seq (the first one, for a group)."""
    last_seq: int | None = None
    """The last source message's seq of a group (None for a single fact)."""
    count: int = 1
    """How many files or runs a group stands for."""

    @property
    def tier(self) -> int:
        return TIERS[self.kind]

    @property
    def key(self) -> tuple[str, str]:
        return (SUBJECT[self.kind], self.value.casefold())

    @property
    def latest(self) -> int:
        return self.last_seq if self.last_seq is not None else (self.seq or 0)

    def line(self) -> str:
        where = ""
        if self.seq is not None:
            last = self.last_seq
            where = (
                f" (seq {self.seq})" if last in (None, self.seq) else f" (seq {self.seq}–{last})"
            )
        return f"- {LABELS[self.kind]}: {self.value}{where}"


def clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= VALUE_CHARS else text[: VALUE_CHARS - 1] + "…"


def group_fact(kind: Literal["files_read", "commands_run"], head: str, facts: list[Fact]) -> Fact:
    """One fact standing for ``facts`` (read files under ``head``, or runs of program ``head``)."""
    seqs = [s for f in facts for s in (f.seq, f.last_seq) if s is not None]
    count = sum(f.count for f in facts)
    value = f"{count} under {head}" if kind == "files_read" else f"{count} starting with {head}"
    return Fact(kind, value, min(seqs, default=None), max(seqs, default=None), count)


# --------------------------------------------------------------------------- parsing


def parse_fact_line(line: str) -> Fact | None:
    """A fact from its line (``- Label: value (seq N)``), or None when it is not one."""
    stripped = line.strip()
    if not stripped.startswith("- ") or ": " not in stripped:
        return None
    label, value = stripped[2:].split(": ", 1)
    kind = KIND_OF_LABEL.get(label.strip().casefold())
    value = value.strip()
    if kind is None or not value:
        return None
    seq: int | None = None
    last: int | None = None
    match = _SEQ_SUFFIX.match(value)
    if match is not None:
        value, seq = match.group(1).strip(), int(match.group(2))
        last = int(match.group(3)) if match.group(3) else None
    count = 1
    if kind in ("files_read", "commands_run"):
        group = (_GROUP_FILES if kind == "files_read" else _GROUP_COMMANDS).match(value)
        if group is None:
            return None
        count = int(group.group(1))
        return group_fact(kind, group.group(2), [Fact(kind, value, seq, last, count)])
    return Fact(kind, value, seq, last)


def parse_carried_facts(summary: str, heading: str) -> list[Fact]:
    """The facts listed under ``heading`` (``## Facts Carried Over``) of a previous summary."""
    facts: list[Fact] = []
    inside = False
    for line in summary.splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            inside = stripped.lstrip("#").strip().casefold() == heading.casefold()
            continue
        if inside:
            fact = parse_fact_line(stripped)
            if fact is not None:
                facts.append(fact)
    return facts


# --------------------------------------------------------------------------- merging


def _supersedes(new: Fact, old: Fact) -> bool:
    """Does ``new`` (later) replace ``old`` about the same subject?"""
    if old.kind == "failed" and new.kind == "command":
        return True  # the command succeeded since
    return new.tier <= old.tier


def merge(facts: Iterable[Fact]) -> list[Fact]:
    """One fact per subject and value, in order of arrival; a later fact replaces an earlier one
    unless the earlier is more salient (a file the user named stays that, though also read)."""
    table: dict[tuple[str, str], Fact] = {}
    for fact in facts:
        value = clip(fact.value)
        if not value:
            continue
        if value != fact.value:
            fact = replace(fact, value=value)
        key = fact.key
        old = table.get(key)
        if old is None:
            table[key] = fact
        elif _supersedes(fact, old):
            del table[key]
            table[key] = fact
    return list(table.values())


def _group_head(fact: Fact) -> str:
    pattern = _GROUP_FILES if fact.kind == "files_read" else _GROUP_COMMANDS
    match = pattern.match(fact.value)
    return match.group(2) if match else fact.value


def _folder(path: str) -> str | None:
    """The top folder a read file is grouped under (``src/`` for ``src/pkg/a.py``)."""
    parts = [p for p in path.split("/") if p not in ("", ".")]
    if len(parts) < 2:
        return None
    depth = 2 if path.startswith("/") and len(parts) > 2 else 1
    return ("/" if path.startswith("/") else "") + "/".join(parts[:depth]) + "/"


def _program(command: str) -> str:
    words = command.split()
    return words[0] if words else command


def collapse(facts: list[Fact]) -> list[Fact]:
    """Read-only files under one folder, and quiet runs of one program, become one fact each
    when there are ``COLLAPSE_MIN`` or more (added to a previous summary's group if it has one)."""
    files: dict[str, list[Fact]] = {}
    runs: dict[str, list[Fact]] = {}
    for fact in facts:
        if fact.kind == "files_read":
            files.setdefault(_group_head(fact), []).append(fact)
        elif fact.kind == "commands_run":
            runs.setdefault(_group_head(fact), []).append(fact)
        elif fact.kind == "file":
            folder = _folder(fact.value)
            if folder is not None:
                files.setdefault(folder, []).append(fact)
        elif fact.kind == "command":
            runs.setdefault(_program(fact.value), []).append(fact)
    absorbed: set[int] = set()
    groups: list[Fact] = []
    for kind, buckets in (("files_read", files), ("commands_run", runs)):
        for head, members in buckets.items():
            grouped = any(f.kind == kind for f in members)
            if grouped or len(members) >= COLLAPSE_MIN:
                absorbed.update(id(f) for f in members)
                groups.append(group_fact(kind, head, members))  # pyright: ignore[reportArgumentType]
    return [f for f in facts if id(f) not in absorbed] + groups


# --------------------------------------------------------------------------- selection


def mentioned(fact: Fact, text: str) -> bool:
    needle = fact.value.rstrip("…")[:MENTION_CHARS].casefold()
    return needle in " ".join(text.split()).casefold()


def ranked(facts: Sequence[Fact]) -> list[Fact]:
    """Most salient first; within a tier the most recent first."""
    return sorted(facts, key=lambda f: (f.tier, -f.latest))


def select(
    facts: Sequence[Fact], summary: str, count: Callable[[str], int], budget: int
) -> list[Fact]:
    """The facts to list under the summary, most salient first, within ``budget`` tokens.

    Less salient facts the summary already mentions are left out; each line costs its tokens
    plus one for its newline.
    """
    flat = " ".join(summary.split()).casefold()
    chosen: list[Fact] = []
    used = 0
    for fact in ranked(facts):
        if budget - used < 4:
            break
        if fact.tier >= MENTION_TIER and fact.value.rstrip("…")[:MENTION_CHARS].casefold() in flat:
            continue
        cost = count(fact.line()) + 1
        if used + cost <= budget:
            chosen.append(fact)
            used += cost
    return chosen
