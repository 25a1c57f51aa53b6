"""Deterministic reduction of tool payloads, without a model (pure).

A long tool result becomes one short line naming the tool, its important arguments and an
overview of the result (size, line count, exit status, first meaningful line, error text). A long
tool-call ``arguments`` string is truncated *as valid JSON*: long strings are cut with a marker,
long arrays and objects shortened, deep nesting collapsed, the structure kept; ``json.loads`` of the
result always succeeds. An identical repeated result collapses to a back-reference.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, cast

import msgspec
from tinyagent_memory.protocol.types import FunctionCall, ToolCall

from ..store.records import StoredMessage

RESULT_MIN_CHARS: Final = 1_500
"""Tool results longer than this are reduced for the summarizer."""
ARGUMENTS_MAX_CHARS: Final = 800
"""Tool-call arguments longer than this are truncated for the summarizer."""
BACKREF_MIN_CHARS: Final = 200
"""Repeated identical results at least this long become a back-reference."""
IN_RUN_MIN_CHARS: Final = 300
"""Inside an oversized unfinished Run, every older payload above this is reduced."""

REDUCED_PREFIX: Final = "[tool result reduced]"

IMPORTANT_KEYS: Final = (
    "path",
    "file_path",
    "filepath",
    "file",
    "filename",
    "paths",
    "files",
    "command",
    "cmd",
    "script",
    "query",
    "q",
    "pattern",
    "regex",
    "url",
    "uri",
    "glob",
    "directory",
    "dir",
    "cwd",
    "old_path",
    "new_path",
    "target",
    "source",
    "destination",
    "name",
)
"""Argument names worth naming in a reduced result, in order of preference."""
MAX_IMPORTANT: Final = 4
ARG_VALUE_CHARS: Final = 120
LINE_CHARS: Final = 160

_EXIT = re.compile(
    r"(?:exit(?:ed)?[ _-]?(?:code|status)|return[ _-]?code|returncode)[\"']?"
    r"\s*(?:[:=]|\bwith\b)?\s*(-?\d+)",
    re.IGNORECASE,
)
_ERROR = re.compile(
    r"\b(error|errors|exception|traceback|failed|failure|fatal|panic|denied|not found|"
    r"no such file|cannot|can't|undefined|segmentation fault)\b|\w(?:Error|Exception)\b",
    re.IGNORECASE,
)
_ERROR_WORDS: Final = (
    "error",
    "exception",
    "traceback",
    "fail",
    "fatal",
    "panic",
    "denied",
    "not found",
    "no such file",
    "cannot",
    "can't",
    "undefined",
    "segmentation fault",
    "exit",
    "interrupt",
)
"""A cheap pre-check: a text holding none of these has no error line."""
_EXCEPTION_LINE = re.compile(r"^\s*(?:E\s+)?[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt)\b.*")
_MEANINGFUL = re.compile(r"[^\W_]", re.UNICODE)


# --------------------------------------------------------------------------- JSON arguments


def _dumps(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates from \ud800-style escapes: keep them escaped
        text = json.dumps(value, ensure_ascii=True)
    return text


@dataclass(frozen=True)
class _Limits:
    string: int
    items: int
    keys: int
    depth: int


_LEVELS: Final = (
    _Limits(400, 20, 40, 8),
    _Limits(200, 10, 20, 6),
    _Limits(100, 5, 12, 4),
    _Limits(48, 3, 8, 3),
    _Limits(16, 2, 5, 2),
    _Limits(8, 1, 3, 1),
    _Limits(4, 0, 1, 1),
)


def _shrink(value: Any, lim: _Limits, depth: int) -> Any:
    if isinstance(value, str):
        if len(value) > lim.string + 16:
            return f"{value[: lim.string]}…[+{len(value) - lim.string} chars]"
        return value
    if isinstance(value, list):
        items = cast(list[Any], value)
        if depth >= lim.depth:
            return f"…[array of {len(items)} items]" if items else items
        kept = [_shrink(v, lim, depth + 1) for v in items[: lim.items]]
        if len(items) > lim.items:
            kept.append(f"…[+{len(items) - lim.items} items]")
        return kept
    if isinstance(value, dict):
        obj = cast(dict[str, Any], value)
        if depth >= lim.depth:
            return f"…[object of {len(obj)} keys]" if obj else obj
        out: dict[str, Any] = {}
        for i, (k, v) in enumerate(obj.items()):
            if i >= lim.keys:
                marker = "…"
                while marker in obj:
                    marker += "…"
                out[marker] = f"[+{len(obj) - lim.keys} keys]"
                break
            out[k] = _shrink(v, lim, depth + 1)
        return out
    return value


def truncate_arguments(arguments: str, max_chars: int = ARGUMENTS_MAX_CHARS) -> str:
    """``arguments`` shortened to about ``max_chars`` while staying valid JSON.

    Short arguments come back unchanged. Arguments that are not JSON become a JSON string holding
    their cut text. Each level cuts harder; the first that fits is returned (the last level always
    yields a small document whose shape still shows the top-level keys).
    """
    if len(arguments) <= max_chars:
        return arguments
    try:
        value = json.loads(arguments)
    except ValueError:
        keep = max(max_chars - 32, 8)
        return _dumps(f"{arguments[:keep]}…[+{len(arguments) - keep} chars, not JSON]")
    best = arguments
    for lim in _LEVELS:
        best = _dumps(_shrink(value, lim, 0))
        if len(best) <= max_chars:
            return best
    return best


# --------------------------------------------------------------------------- tool results


@functools.lru_cache(maxsize=4096)
def parse_arguments(arguments: str | None) -> Mapping[str, Any] | None:
    """A call's JSON arguments as an object (``None``: not one). Cached: reduction and fact
    extraction read the same calls; the result is shared, so callers never change it."""
    if not arguments:
        return None
    try:
        value = json.loads(arguments)
    except ValueError:
        return None
    return cast(dict[str, Any], value) if isinstance(value, dict) else None


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _arg_text(value: Any) -> str:
    if isinstance(value, str):
        return _clip(value, ARG_VALUE_CHARS)
    if isinstance(value, list) and all(isinstance(v, str) for v in cast(list[Any], value)):
        return _clip(", ".join(cast(list[str], value)), ARG_VALUE_CHARS)
    return _clip(_dumps(value), ARG_VALUE_CHARS)


def important_arguments(args: Mapping[str, Any] | None) -> list[tuple[str, str]]:
    """The arguments that identify what a tool call did (path, command, query, url, …)."""
    if not args:
        return []
    lowered = {k.lower(): k for k in args}
    out: list[tuple[str, str]] = []
    for key in IMPORTANT_KEYS:
        original = lowered.get(key)
        if original is not None and args[original] not in (None, "", [], {}):
            out.append((original, _arg_text(args[original])))
        if len(out) >= MAX_IMPORTANT:
            break
    return out


_RETURN_CODE_HINTS: Final = ("returncode", "return code", "return_code", "return-code")
EXIT_SCAN_CHARS: Final = 2_000
"""An exit status is looked for near the start and the end of a result only."""


def exit_status(content: str) -> int | None:
    """The exit status a result reports (``exit code 1``, ``"returncode": 2``, …), if any."""
    if len(content) > 2 * EXIT_SCAN_CHARS:
        content = content[:EXIT_SCAN_CHARS] + "\n" + content[-EXIT_SCAN_CHARS:]
    lowered = content.lower()
    if "exit" not in lowered and not any(h in lowered for h in _RETURN_CODE_HINTS):
        return None  # cheap: the pattern needs one of these words
    match = _EXIT.search(content)
    return int(match.group(1)) if match else None


def first_meaningful_line(content: str, lines: list[str] | None = None) -> str | None:
    for line in content.splitlines() if lines is None else lines:
        if _MEANINGFUL.search(line):
            return _clip(line.strip(), LINE_CHARS)
    return None


def error_text(content: str, lines: list[str] | None = None) -> str | None:
    """The most telling error line: a Python-style exception line, else the first error-ish line.
    ``lines`` is ``content.splitlines()`` when the caller has it already."""
    lowered = content.lower()
    if not any(word in lowered for word in _ERROR_WORDS):
        return None
    first: str | None = None
    for line in content.splitlines() if lines is None else lines:
        if not _ERROR.search(line) and not _EXCEPTION_LINE.match(line):
            continue
        if _EXCEPTION_LINE.match(line) and ":" in line:
            return _clip(line.strip(), LINE_CHARS)
        if first is None:
            first = _clip(line.strip(), LINE_CHARS)
    return first


def describe_call(tool: str | None, args: Mapping[str, Any] | None) -> str:
    inner = ", ".join(
        f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in important_arguments(args)
    )
    return f"{tool or 'tool'}({inner})"


def reduce_tool_result(tool: str | None, args: Mapping[str, Any] | None, content: str) -> str:
    """One short line standing for a long tool result."""
    split = content.splitlines()
    lines = len(split)
    parts = [f"{len(content)} chars, {lines} line{'s' if lines != 1 else ''}"]
    status = exit_status(content)
    if status is not None:
        parts.append(f"exit status {status}")
    first = first_meaningful_line(content, split)
    if first is not None:
        parts.append(f"first line: {json.dumps(first, ensure_ascii=False)}")
    error = error_text(content, split)
    if error is not None and error != first:
        parts.append(f"error: {json.dumps(error, ensure_ascii=False)}")
    return f"{REDUCED_PREFIX} {describe_call(tool, args)}: " + "; ".join(parts)


def back_reference(tool: str | None, args: Mapping[str, Any] | None, content: str, ref: int) -> str:
    return (
        f"{REDUCED_PREFIX} {describe_call(tool, args)}: identical to the result of message "
        f"#{ref} ({len(content)} chars)"
    )


# --------------------------------------------------------------------------- messages


@dataclass(frozen=True)
class Reduced:
    """A reduced form of one row (tokens are counted by the caller)."""

    message_id: int
    content: str | None
    tool_calls: tuple[ToolCall, ...] | None


def calls_by_result(rows: Sequence[StoredMessage]) -> dict[int, tuple[str, str]]:
    """Row id of each tool result -> (tool name, arguments) of the call it answers."""
    current: dict[str, tuple[str, str]] = {}
    out: dict[int, tuple[str, str]] = {}
    for row in rows:
        if row.role == "assistant" and row.tool_calls:
            for call in row.tool_calls:
                current[call.id] = (call.function.name, call.function.arguments)
        elif row.role == "tool" and row.tool_call_id is not None:
            call = current.get(row.tool_call_id)
            if call is not None:
                out[row.id] = call
    return out


class ReduceMemo:
    """The costly parts of ``reduce_rows`` per row, by everything each depends on (rows are
    immutable by id): the content's digest and a long result's one-line overview. Filled by the
    idle warm-up after appends and by compaction; a value is the same whoever computed it."""

    def __init__(self) -> None:
        self.digests: dict[int, bytes] = {}
        """Row id -> SHA-256 of its content."""
        self.overviews: dict[tuple[int, str | None, str | None], str] = {}
        """(row id, tool name, call arguments) -> ``reduce_tool_result`` of the row."""
        self.calls: dict[tuple[int, int], tuple[ToolCall, ...] | None] = {}
        """(assistant row id, arguments limit) -> its truncated calls (None: unchanged)."""

    def clear(self) -> None:
        self.digests.clear()
        self.overviews.clear()
        self.calls.clear()


def _digest(row: StoredMessage, content: str, memo: ReduceMemo | None) -> bytes:
    if memo is not None:
        found = memo.digests.get(row.id)
        if found is not None:
            return found
    digest = hashlib.sha256(content.encode("utf-8", "surrogatepass")).digest()
    if memo is not None:
        memo.digests[row.id] = digest
    return digest


def _overview(
    row: StoredMessage, name: str | None, arguments: str | None, memo: ReduceMemo | None
) -> str:
    key = (row.id, name, arguments)
    if memo is not None:
        found = memo.overviews.get(key)
        if found is not None:
            return found
    text = reduce_tool_result(name, parse_arguments(arguments), row.content or "")
    if memo is not None:
        memo.overviews[key] = text
    return text


def reduce_rows(
    rows: Sequence[StoredMessage],
    targets: Iterable[int] | None = None,
    *,
    result_min_chars: int = RESULT_MIN_CHARS,
    arguments_max_chars: int = ARGUMENTS_MAX_CHARS,
    backref_min_chars: int = BACKREF_MIN_CHARS,
    calls: Mapping[int, tuple[str, str]] | None = None,
    memo: ReduceMemo | None = None,
) -> dict[int, Reduced]:
    """Reductions of the rows at indices ``targets`` (all rows when ``None``), keyed by row id.

    ``rows`` is the whole context in order, so tool results find their calls (``calls``, when
    given, is ``calls_by_result`` of the context ``rows`` belong to). A back-reference only
    points at an earlier target row (what the reader of the reductions also sees). Only rows
    that actually get shorter are returned. ``memo`` keeps the per-row work for the next call.
    """
    if calls is None:
        calls = calls_by_result(rows)
    wanted = set(range(len(rows))) if targets is None else set(targets)
    seen: dict[bytes, int] = {}
    out: dict[int, Reduced] = {}
    for i, row in enumerate(rows):
        if row.role == "tool" and row.content:
            content = row.content
            if i not in wanted:
                continue
            first_id: int | None = None
            if len(content) >= backref_min_chars:
                first_id = seen.setdefault(_digest(row, content, memo), row.id)
            name, arguments = calls.get(row.id, (row.name, None))
            if first_id is not None and first_id != row.id:
                args = parse_arguments(arguments)
                text = back_reference(name or row.name, args, content, first_id)
            elif len(content) > result_min_chars:
                text = _overview(row, name or row.name, arguments, memo)
            else:
                continue
            if len(text) < len(content):
                out[row.id] = Reduced(row.id, text, row.tool_calls)
        elif i in wanted and row.role == "assistant" and row.tool_calls:
            new_calls = _truncated_calls(row, row.tool_calls, arguments_max_chars, memo)
            if new_calls is not None:
                out[row.id] = Reduced(row.id, row.content, new_calls)
    return out


def _truncated_calls(
    row: StoredMessage, calls: tuple[ToolCall, ...], max_chars: int, memo: ReduceMemo | None
) -> tuple[ToolCall, ...] | None:
    """``calls`` with their arguments truncated (None: none changes)."""
    key = (row.id, max_chars)
    if memo is not None and key in memo.calls:
        return memo.calls[key]
    new_calls = tuple(
        msgspec.structs.replace(
            call,
            function=FunctionCall(
                name=call.function.name,
                arguments=truncate_arguments(call.function.arguments, max_chars),
            ),
        )
        for call in calls
    )
    found = new_calls if new_calls != calls else None
    if memo is not None:
        memo.calls[key] = found
    return found
