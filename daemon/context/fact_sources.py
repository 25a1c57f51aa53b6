"""Where Facts Carried Over come from: the replaced originals, read deterministically (pure).

User messages give what the user named and asked for; tool calls give files changed or read,
URLs fetched and commands run (failed or quiet, decided by their results); tool results give error
lines; assistant text gives decisions and mentioned files; a folded previous summary gives its own
facts back. ``extract_facts`` merges and collapses them (``facts``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Final, cast

from ..store.records import StoredMessage
from .facts import Fact, FactKind, collapse, merge, parse_carried_facts
from .reduce import error_text, exit_status, parse_arguments

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
CHANGE_KEYS: Final = frozenset(
    {"content", "contents", "new_string", "old_string", "new_str", "old_str", "patch", "diff"}
)
"""Arguments that carry new file content: a call with a path and one of these changes the file."""
OPEN_STATUSES: Final = frozenset({"failed", "cancelled"})
"""A user message of a Run that ended like this is still an open request."""
SHORT_RESULT_CHARS: Final = 400
"""A non-command tool result's error line counts only in a result this short (a failure
message, not a file that happens to contain the word "error")."""

_WRITE_TOOL = re.compile(
    r"write|edit|patch|create|replace|insert|append|save|move|rename|delete|remove|mkdir|touch",
    re.IGNORECASE,
)
_PATCH_FILE = re.compile(r"^(?:\*\*\* (?:Update|Add|Delete) File: |\+\+\+ b/)(\S+)", re.MULTILINE)
_URL = re.compile(r"\bhttps?://[^\s<>\"'`)\]}]+", re.IGNORECASE)
_PATH = re.compile(
    r"(?:~?/|\.{1,2}/)?(?:[\w.-]+/)+[\w.-]*\w"  # something/with/slashes
    r"|[\w-]+(?:\.[\w-]+)*\.(?:py|pyi|md|rst|txt|js|jsx|ts|tsx|json|jsonl|toml|yaml|"
    r"yml|ini|cfg|lock|rs|go|c|h|cc|cpp|hpp|java|kt|rb|php|sh|bash|zsh|sql|html|css|scss|xml|"
    r"csv|lua|vim|swift|dockerfile|env|log)"
)
"""A whole word that is a file path: with a slash, or a name with a known extension."""
_WORD_SPLIT = re.compile(r"[,;()\[\]{}<>\"'`|=]+")
_BACKTICKS = re.compile(r"`([^`\n]{3,200})`")
_SHELL_LINE = re.compile(r"^\s*\$ (.+)$", re.MULTILINE)
_COMMAND_LIKE = re.compile(r"^[\w./-]+ \S")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_ASK = re.compile(
    r"\b(?:when (?:you(?:'re| are) )?(?:done|finished)|once (?:you(?:'re| are) )?(?:done|finished)"
    r"|afterwards|after that|at the end|before you (?:finish|stop|wrap up)|don'?t forget"
    r"|remember to|make sure to)\b",
    re.IGNORECASE,
)
_DECISION = re.compile(
    r"\b(?:I(?:'ll| will) (?:use|switch to|go with|keep|stick with)|I(?:'ve| have)? decided"
    r"|we(?:'ll| will) (?:use|go with|keep)|(?:decided|opted|chose) to|going with|instead of)\b",
    re.IGNORECASE,
)


_PATH_CHUNK = re.compile(r"(?<!\S)\S*[/.]\S*")
"""A whitespace-delimited chunk holding a slash or a dot: only such a chunk can be a path.
``_path_chunks`` finds the same chunks without the regex (re and ``str.split`` both
take ``str.isspace`` characters for whitespace; ``test_fact_sources_properties`` checks it)."""


def _path_chunks(text: str) -> list[str]:
    """``_PATH_CHUNK.findall(text)``, a few times faster."""
    return [chunk for chunk in text.split() if "/" in chunk or "." in chunk]


def paths_in(text: str) -> list[str]:
    """File paths written in ``text`` (URLs excluded)."""
    if "://" in text:
        text = _URL.sub(" ", text)
    out: list[str] = []
    for chunk in _path_chunks(text):
        for word in _WORD_SPLIT.split(chunk):
            word = word.rstrip(".:!?")
            if ("/" in word or "." in word) and _PATH.fullmatch(word):
                out.append(word)
    return out


def urls_in(text: str) -> list[str]:
    return _URL.findall(text) if "://" in text else []


def commands_in(text: str) -> list[str]:
    """Commands a user wrote: backticked spans that read like a command line, ``$ `` lines."""
    found = [c.strip() for c in _BACKTICKS.findall(text) if _COMMAND_LIKE.match(c.strip())]
    if "$ " in text:
        found += [c.strip() for c in _SHELL_LINE.findall(text)]
    return found


_ASK_HINTS: Final = (
    "done",
    "finished",
    "after",
    "at the end",
    "before you",
    "forget",
    "remember",
    "make sure",
)
_DECISION_HINTS: Final = (
    "i'll",
    "i will",
    "decided",
    "we'll",
    "we will",
    "opted",
    "chose",
    "going with",
    "instead of",
)
"""Cheap substring checks: a text holding none of these cannot match the pattern."""


def _sentences(text: str, pattern: re.Pattern[str], hints: tuple[str, ...]) -> list[str]:
    lowered = text.lower().replace("\u2019", "'")
    if not any(h in lowered for h in hints) or pattern.search(text) is None:
        return []
    return [s.strip() for s in _SENTENCE.split(text) if pattern.search(s)]


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


def _command_of(args: Mapping[str, Any]) -> str | None:
    for key, value in args.items():
        if key.lower() in COMMAND_KEYS:
            if isinstance(value, list) and all(isinstance(v, str) for v in cast(list[Any], value)):
                return " ".join(cast(list[str], value))
            if isinstance(value, str) and value.strip():
                return value
    return None


def _call_facts(name: str, args: Mapping[str, Any], seq: int) -> list[Fact]:
    """Files and URLs of one tool call (its command is decided by its result)."""
    lowered = {k.lower() for k in args}
    changes = _WRITE_TOOL.search(name) is not None or bool(lowered & CHANGE_KEYS)
    path_kind: FactKind = "changed" if changes else "file"
    facts: list[Fact] = []
    for key, value in args.items():
        k = key.lower()
        if k in PATH_KEYS:
            facts += [Fact(path_kind, p, seq) for p in _strings(value)]
        elif k in URL_KEYS:
            facts += [Fact("url", u, seq) for u in _strings(value)]
    for text in _all_strings(dict(args)):
        facts += [Fact("url", u, seq) for u in urls_in(text)]
        if "File: " in text or "+++ b/" in text:
            facts += [Fact("changed", p, seq) for p in _PATCH_FILE.findall(text)]
    return facts


def _request(row: StoredMessage) -> list[Fact]:
    """The ``request`` fact of a user row in an open Run (before its other facts)."""
    content = row.content or ""
    return [Fact("request", content, row.seq)] if content.strip() else []


def _user_facts(row: StoredMessage, open_run: bool) -> list[Fact]:
    content, seq = row.content or "", row.seq
    if not content.strip():
        return []
    facts: list[Fact] = _request(row) if open_run else []
    facts += [Fact("ask", s, seq) for s in _sentences(content, _ASK, _ASK_HINTS)]
    facts += [Fact("user_url", u, seq) for u in urls_in(content)]
    facts += [Fact("user_command", c, seq) for c in commands_in(content)]
    facts += [Fact("user_file", p, seq) for p in paths_in(content)]
    return facts


def _failed(content: str) -> bool:
    status = exit_status(content)
    return status != 0 if status is not None else error_text(content) is not None


class FactMemo:
    """What ``extract_facts`` found in each row, by everything that finding depends on: a row is
    immutable (by id), so a later extraction over the same rows reuses it. Filled by the idle
    warm-up after appends and by compaction; a value is the same whoever computed it."""

    def __init__(self) -> None:
        self.rows: dict[tuple[int, bool], RowFacts] = {}
        """(row id, flag) -> the row's facts; the flag is the user row's open Run, else False."""
        self.outcomes: dict[tuple[int, bool, bool], tuple[bool, str | None]] = {}
        """(tool row id, answers a command, answers a known call) -> (failed, error line)."""

    def clear(self) -> None:
        self.rows.clear()
        self.outcomes.clear()


RowFacts = tuple[list[Fact], list[tuple[str, str]]]
"""A row's own facts and the (call id, command) of each command call it makes."""


def _row_facts(row: StoredMessage, open_run: bool, facts_heading: str) -> RowFacts:
    content = row.content or ""
    if row.role == "summary":
        return parse_carried_facts(content, facts_heading), []
    if row.role == "user":
        return _user_facts(row, open_run), []
    found: list[Fact] = [Fact("url", u, row.seq) for u in urls_in(content)]
    found += [Fact("file", p, row.seq) for p in paths_in(content)]
    if row.role == "assistant":
        found += [
            Fact("decision", s, row.seq) for s in _sentences(content, _DECISION, _DECISION_HINTS)
        ]
    commands: list[tuple[str, str]] = []
    for call in row.tool_calls or ():
        args = parse_arguments(call.function.arguments)
        if args is None:
            continue
        found += _call_facts(call.function.name, args, row.seq)
        command = _command_of(args)
        if command is not None:
            commands.append((call.id, command))
    return found, commands


def _outcome(content: str, pending: bool, known: bool) -> tuple[bool, str | None]:
    """(failed, error line) of a tool result: ``pending`` when it answers a command call,
    ``known`` when it answers a call of the replaced rows."""
    if pending:
        failed = _failed(content)
        return failed, error_text(content) if failed else None
    short = len(content) <= SHORT_RESULT_CHARS or not known
    status = exit_status(content) if not short else None
    return False, error_text(content) if short or status not in (None, 0) else None


def row_facts(
    row: StoredMessage,
    run_status: Mapping[str, str],
    facts_heading: str,
    memo: FactMemo | None = None,
) -> RowFacts:
    """One row's own facts (``extract_facts`` adds what depends on other rows)."""
    open_run = row.role == "user" and run_status.get(row.run_id or "") in OPEN_STATUSES
    if memo is None:
        return _row_facts(row, open_run, facts_heading)
    key = (row.id, open_run)
    found = memo.rows.get(key)
    if found is None:
        if open_run:
            # A user row of an open Run has its closed facts after its ``request`` fact
            # (``_user_facts``): the warm-up reads most rows while their Run is open, the
            # compaction after it has ended.
            closed, commands = row_facts(row, {}, facts_heading, memo)
            found = memo.rows[key] = (_request(row) + closed, commands)
        else:
            found = memo.rows[key] = _row_facts(row, open_run, facts_heading)
    return found


def tool_outcome(
    row: StoredMessage, pending: bool, known: bool, memo: FactMemo | None = None
) -> tuple[bool, str | None]:
    """``_outcome`` of a tool row, through ``memo``."""
    if memo is None:
        return _outcome(row.content or "", pending, known)
    key = (row.id, pending, known)
    found = memo.outcomes.get(key)
    if found is None:
        found = memo.outcomes[key] = _outcome(row.content or "", pending, known)
    return found


def extract_facts(
    rows: Sequence[StoredMessage],
    run_status: Mapping[str, str],
    facts_heading: str,
    memo: FactMemo | None = None,
) -> list[Fact]:
    """The facts of the replaced ``rows`` (originals and folded summaries, in order): merged,
    repeats collapsed, not yet ranked or budgeted. ``memo`` holds rows already read."""
    found: list[Fact] = []
    commands: dict[str, tuple[str, int]] = {}
    """Call id -> (command, seq) of a command call whose result has not been seen yet."""
    calls: set[str] = set()
    for row in rows:
        if row.role == "tool":
            if not row.content:
                continue
            pending = commands.pop(row.tool_call_id or "", None)
            known = row.tool_call_id in calls
            failed, error = tool_outcome(row, pending is not None, known, memo)
            if pending is not None:
                command, seq = pending
                found.append(Fact("failed" if failed else "command", command, seq))
            if error is not None:
                found.append(Fact("error", error, row.seq))
            continue
        own, made = row_facts(row, run_status, facts_heading, memo)
        found += own
        if row.role != "summary" and row.role != "user":
            calls.update(call.id for call in row.tool_calls or ())
        for call_id, command in made:
            commands[call_id] = (command, row.seq)
    found += [Fact("command", command, seq) for command, seq in commands.values()]
    return collapse(merge(found))
