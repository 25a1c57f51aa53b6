"""Key facts of replaced originals, extracted deterministically (pure).

Before a summary is committed, the compressor takes from the originals it replaces the file paths,
commands run, URLs, error messages and the user's still-open requests, and appends the ones the
model's summary does not mention under a final fixed heading, so a weak summary cannot silently
drop them. Facts already carried by a previous summary are carried again.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, cast

from ..store.records import StoredMessage
from .reduce import error_text, parse_arguments

FactKind = Literal["file", "command", "url", "error", "request"]

LABELS: Final[dict[FactKind, str]] = {
    "file": "File",
    "command": "Command",
    "url": "URL",
    "error": "Error",
    "request": "Open request",
}
KIND_OF_LABEL: Final[dict[str, FactKind]] = {v.casefold(): k for k, v in LABELS.items()}
MAX_PER_KIND: Final = 15
VALUE_CHARS: Final = 200
MENTION_CHARS: Final = 80
"""A fact counts as mentioned when its first characters (at most this many) appear in the text."""

PATH_KEYS: Final = frozenset(
    {
        "path",
        "file_path",
        "filepath",
        "file",
        "filename",
        "paths",
        "files",
        "old_path",
        "new_path",
        "target_file",
        "directory",
        "dir",
    }
)
COMMAND_KEYS: Final = frozenset({"command", "cmd", "script", "commands"})
URL_KEYS: Final = frozenset({"url", "uri", "href", "urls"})
OPEN_STATUSES: Final = frozenset({"failed", "cancelled"})
"""A user message of a Run that ended like this is still an open request."""

_URL = re.compile(r"\bhttps?://[^\s<>\"'`)\]}]+", re.IGNORECASE)
_PATH = re.compile(
    r"(?:~?/|\.{1,2}/)?(?:[\w.-]+/)+[\w.-]*\w"  # something/with/slashes
    r"|[\w-]+(?:\.[\w-]+)*\.(?:py|pyi|md|rst|txt|js|jsx|ts|tsx|json|jsonl|toml|yaml|"
    r"yml|ini|cfg|lock|rs|go|c|h|cc|cpp|hpp|java|kt|rb|php|sh|bash|zsh|sql|html|css|scss|xml|"
    r"csv|lua|vim|swift|dockerfile|env|log)"
)
"""A whole word that is a file path: with a slash, or a name with a known extension."""
_WORD_SPLIT = re.compile(r"[\s,;()\[\]{}<>\"'`|=]+")


@dataclass(frozen=True)
class Fact:
    kind: FactKind
    value: str

    def line(self) -> str:
        return f"- {LABELS[self.kind]}: {self.value}"


def _clip(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= VALUE_CHARS else text[: VALUE_CHARS - 1] + "…"


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [v for v in cast(list[Any], value) if isinstance(v, str)]
    return []


def _all_strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [s for v in cast(list[Any], value) for s in _all_strings(v)]
    if isinstance(value, dict):
        return [s for v in cast(dict[str, Any], value).values() for s in _all_strings(v)]
    return []


def _paths_in(text: str) -> list[str]:
    out: list[str] = []
    for word in _WORD_SPLIT.split(_URL.sub(" ", text)):
        word = word.rstrip(".:!?")
        if ("/" in word or "." in word) and _PATH.fullmatch(word):
            out.append(word)
    return out


def _from_arguments(args: Mapping[str, Any]) -> list[Fact]:
    facts: list[Fact] = []
    for key, value in args.items():
        k = key.lower()
        if k in PATH_KEYS:
            facts += [Fact("file", p) for p in _strings(value)]
        elif k in COMMAND_KEYS:
            if isinstance(value, list) and all(isinstance(v, str) for v in cast(list[Any], value)):
                facts.append(Fact("command", " ".join(cast(list[str], value))))
            else:
                facts += [Fact("command", c) for c in _strings(value)]
        elif k in URL_KEYS:
            facts += [Fact("url", u) for u in _strings(value)]
    for text in _all_strings(dict(args)):
        facts += [Fact("url", u) for u in _URL.findall(text)]
    return facts


def parse_carried_facts(summary: str, heading: str) -> list[Fact]:
    """The facts listed under ``heading`` (``## Facts Carried Over``) of a previous summary."""
    facts: list[Fact] = []
    inside = False
    for line in summary.splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            inside = stripped.lstrip("#").strip().casefold() == heading.casefold()
            continue
        if inside and stripped.startswith("- ") and ": " in stripped:
            label, value = stripped[2:].split(": ", 1)
            kind = KIND_OF_LABEL.get(label.strip().casefold())
            if kind is not None and value.strip():
                facts.append(Fact(kind, value.strip()))
    return facts


def extract_facts(
    rows: Sequence[StoredMessage],
    run_status: Mapping[str, str],
    facts_heading: str,
) -> list[Fact]:
    """Facts of the replaced ``rows`` (originals, in order), deduplicated, latest kept per kind."""
    found: list[Fact] = []
    for row in rows:
        content = row.content or ""
        if row.role == "summary":
            found += parse_carried_facts(content, facts_heading)
            continue
        if row.role in ("user", "assistant", "system"):
            found += [Fact("url", u) for u in _URL.findall(content)]
            found += [Fact("file", p) for p in _paths_in(content)]
        if row.role == "user" and content.strip():
            status = run_status.get(row.run_id or "")
            if status in OPEN_STATUSES:
                found.append(Fact("request", content))
        if row.role == "assistant":
            for call in row.tool_calls or ():
                args = parse_arguments(call.function.arguments)
                if args is not None:
                    found += _from_arguments(args)
        if row.role == "tool" and content:
            error = error_text(content)
            if error is not None:
                found.append(Fact("error", error))
    return dedupe(found)


def dedupe(facts: Sequence[Fact]) -> list[Fact]:
    """Unique facts (case-insensitive) at their latest position, at most MAX_PER_KIND a kind."""
    latest: dict[tuple[FactKind, str], Fact] = {}
    for fact in facts:
        clipped = Fact(fact.kind, _clip(fact.value))
        if not clipped.value:
            continue
        key = (clipped.kind, clipped.value.casefold())
        latest.pop(key, None)
        latest[key] = clipped
    ordered = list(latest.values())
    keep: list[Fact] = []
    counts: dict[FactKind, int] = {}
    for fact in reversed(ordered):
        n = counts.get(fact.kind, 0)
        if n < MAX_PER_KIND:
            counts[fact.kind] = n + 1
            keep.append(fact)
    keep.reverse()
    return keep


def mentioned(fact: Fact, text: str) -> bool:
    needle = fact.value.rstrip("…")[:MENTION_CHARS].casefold()
    return needle in " ".join(text.split()).casefold()


def missing_facts(facts: Sequence[Fact], summary: str) -> list[Fact]:
    """The facts the model's summary does not mention."""
    return [f for f in facts if not mentioned(f, summary)]
