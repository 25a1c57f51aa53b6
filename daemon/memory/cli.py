"""``tinyagent-memory memory status|sync|history|show|restore|check|limits``: memory for people.

The same code path and the same workspace lock as the daemon (an ``App`` without a client, whose
curation runs in the foreground). Human-readable by default, ``--json`` for scripts. Exit codes:
0 ok, 1 ``check`` found something, 2 an error: one line ``error: <kind>: <what>`` on stderr (a
refusal's findings one per line under it), or ``{"error": {...}}`` with ``--json``. Read-only
commands (``status``, ``history``, ``show``, ``check``, ``limits`` without options) never create
``.tinyagent/``.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread
import msgspec
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.limits import MAX_COUNT, MAX_ROW_ID
from tinyagent_memory.protocol.types import (
    InitializationOptions,
    MemoryStatusResult,
    MemorySyncResult,
    RevisionInfo,
)

from ..app import App
from ..provider import Provider
from ..store import limits as limits_store
from ..store.identity import is_postgres, resolve_store
from ..store.limits import DEFAULT as DEFAULT_LIMITS
from ..store.limits import Limits
from ..workspace import existing_store, memory_file, recorded, resolve_workspace
from . import checks, revisions
from . import document as d
from .document import Finding
from .service import MemoryService, WorkspaceMemory
from .steps import FindingsError
from .wire import findings_to_wire

CHECK_HINT = (
    "hint: run `tinyagent-memory memory check` to see each finding with its line, fix the file,"
    " then run `tinyagent-memory memory sync`"
)


def positive(text: str, high: int = MAX_COUNT) -> int:
    """An argparse type: a whole number from 1 to ``high`` (a clear usage error otherwise)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= value <= high:
        raise argparse.ArgumentTypeError(f"{value} is not allowed: use a number from 1 to {high}")
    return value


def revision_number(text: str) -> int:
    """An argparse type: a revision number (a stored row's number, at most 2^63 - 1)."""
    return positive(text, MAX_ROW_ID)


def add_parser(sub: Any) -> None:
    """Register ``memory`` and its subcommands on the top-level subparsers."""
    memory: argparse.ArgumentParser = sub.add_parser(
        "memory", help="inspect and manage the workspace's MEMORY.md"
    )
    commands = memory.add_subparsers(dest="memory_command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--workspace", default=".", help="the workspace folder (default: .)")
    common.add_argument("--json", action="store_true", help="print JSON for scripts")
    commands.add_parser(
        "status", parents=[common], help="revision, drift, pending events (creates nothing)"
    )
    sync = commands.add_parser(
        "sync", parents=[common], help="accept a manual edit and curate pending events"
    )
    sync.add_argument(
        "--curator",
        choices=["model", "direct"],
        default="model",
        help="direct applies pending events literally (the CLI has no model)",
    )
    sync.add_argument(
        "--accept-findings",
        action="store_true",
        help="record the edit even though it has credential or prompt-injection findings",
    )
    history = commands.add_parser(
        "history", parents=[common], help="list revisions (creates nothing)"
    )
    history.add_argument("--limit", type=positive, default=None, help="newest N revisions")
    show = commands.add_parser("show", parents=[common], help="print a revision's text")
    show.add_argument("revision", type=revision_number)
    restore = commands.add_parser(
        "restore", parents=[common], help="make an old revision's text current again"
    )
    restore.add_argument("revision", type=revision_number)
    commands.add_parser(
        "check",
        parents=[common],
        help="check MEMORY.md's format and content; exit 1 on findings (pre-commit hook)",
    )
    limits = commands.add_parser(
        "limits",
        parents=[common],
        help="show the workspace's memory limits, or change them with the options",
    )
    limits.add_argument("--char-limit", type=positive, help="characters of the whole file")
    limits.add_argument("--entry-char-limit", type=positive, help="characters of one entry")


def _print_json(value: Any) -> None:
    print(json.dumps(msgspec.to_builtins(value), indent=2, ensure_ascii=False))


def _finding_line(path: Path, f: Finding) -> str:
    rule = f"{f.code}/{f.rule}" if f.rule else f.code
    return f"{path}:{f.range.start_line + 1}:{f.range.start_col + 1}: {rule}: {f.message}"


def _stored_limits(root: Path) -> Limits:
    """The workspace's limits from the store the CLI uses; the defaults when nothing was
    recorded. SQLite is read read-only; PostgreSQL through the workspace's own store."""
    if is_postgres(resolve_store(None)):
        return asyncio.run(_limits_from_store(root)) if recorded(root) else DEFAULT_LIMITS
    db_path = existing_store(root)
    return DEFAULT_LIMITS if db_path is None else limits_store.read_only(db_path)


async def _limits_from_store(root: Path) -> Limits:
    app = App(Provider(None), InitializationOptions(), background=False)
    memory = MemoryService.install(app)
    try:
        return await memory.of(await app.workspace(str(root))).limits()
    finally:
        app.close()


def _check(args: argparse.Namespace) -> int:
    root = resolve_workspace(args.workspace)
    path = memory_file(root)
    data = revisions.read_at(root)
    limits = _stored_limits(root)
    found = checks.check_bytes(
        data, char_limit=limits.char_limit, entry_char_limit=limits.entry_char_limit
    )
    hints = [f for f in found if f.severity == "information"]
    found = [f for f in found if f.severity != "information"]
    if args.json:
        _print_json(
            {
                "path": str(path),
                "findings": findings_to_wire(found),
                "hints": findings_to_wire(hints),
            }
        )
    else:
        for f in found:
            print(_finding_line(path, f))
        for f in hints:
            print(_finding_line(path, f).replace(": ", ": hint: ", 1))
        if found:
            print(f"{path}: {d.count(len(found), 'finding')}")
        elif not path.exists():
            print(f"{path}: no MEMORY.md (no long-term memory)")
        else:
            print(f"{path}: ok")
    return 1 if found else 0


def _status_text(root: Path, s: MemoryStatusResult, canonical: bool) -> str:
    if not s.drift:
        drift = "no"
    elif canonical:
        drift = "yes: MEMORY.md was edited by hand; run `tinyagent-memory memory sync` to accept it"
    else:
        drift = (
            "yes: MEMORY.md is not in canonical form; run `tinyagent-memory memory check`,"
            " fix what it reports, then `tinyagent-memory memory sync`"
        )
    lines = [
        f"workspace:      {root}",
        f"revision:       {s.revision if s.revision is not None else 'none'}"
        + (f" (sha256 {s.sha256[:12]})" if s.sha256 else ""),
        f"drift:          {drift}",
        f"auto curation:  {'on' if s.auto_curation else 'off'}",
        f"pending events: {s.pending_events} (cursor {s.event_cursor})",
    ]
    job = s.last_job
    if job is not None:
        detail = f"revision {job.revision}" if job.revision is not None else job.reason or ""
        lines.append(f"last job:       #{job.id} {job.status} ({job.trigger}, {job.mode}) {detail}")
    lines += [f"error: {f.code}/{f.rule}: {f.message}" for f in s.findings]
    return "\n".join(lines)


def _sync_text(s: MemorySyncResult) -> str:
    head = "no revision yet" if s.revision is None else f"revision {s.revision} ({s.source})"
    lines = [f"{head}; automatic curation on"]
    reason = s.reason or ""
    if reason.startswith("provider_unavailable: "):  # the CLI has no model: say what works here
        waiting = reason.removeprefix("provider_unavailable: ").split(" for a client")[0]
        reason = (
            f"{waiting} for a curator: run `tinyagent-memory memory sync --curator direct`"
            " (the command line has no model)"
        )
    lines.append("curated pending events" if s.curated else f"not curated: {reason}")
    lines += [f"error (accepted): {f.code}/{f.rule}: {f.message}" for f in s.findings]
    return "\n".join(lines)


def _history_text(revs: list[RevisionInfo]) -> str:
    if not revs:
        return "no revisions"
    rows = [
        f"{r.revision:>5}  {r.state:<9}  {r.source:<8}  {r.created_at}  {r.sha256[:12]}"
        + (f"  (from {r.restored_from})" if r.restored_from is not None else "")
        for r in revs
    ]
    return "\n".join(["  rev  state      source    created                   sha256", *rows])


def _limits_text(limits: Limits, note: str = "") -> str:
    return f"char limit:       {limits.char_limit}\nentry char limit: {limits.entry_char_limit}" + (
        f"\n{note}" if note else ""
    )


def _without_state(args: argparse.Namespace, root: Path) -> int:
    """A read-only command on a workspace that has no store: say so, create nothing."""
    command: str = args.memory_command
    where = f"{root} has no .tinyagent/state.db (nothing was created)"
    if command in ("show", "restore"):
        raise DaemonError(
            ErrorKind.UNKNOWN_REVISION,
            f"no revision {args.revision}: {where}",
            revision=args.revision,
        )
    if command == "limits":
        _print_json(dataclasses.asdict(DEFAULT_LIMITS)) if args.json else print(
            _limits_text(DEFAULT_LIMITS, f"(the defaults: {where})")
        )
    elif command == "history":
        _print_json({"revisions": []}) if args.json else print(f"no revisions: {where}")
    elif args.json:
        _print_json({"workspace": str(root), "state": None})
    else:
        print(f"no memory state: {where}; a session or `tinyagent-memory memory sync` creates it")
    return 0


READ_ONLY = ("status", "history", "show", "restore")


async def _run(args: argparse.Namespace) -> int:
    root = resolve_workspace(args.workspace)
    command: str = args.memory_command
    changes_limits = command == "limits" and (args.char_limit or args.entry_char_limit)
    if (command in READ_ONLY or (command == "limits" and not changes_limits)) and not recorded(
        root
    ):
        return _without_state(args, root)
    options = InitializationOptions(curator=getattr(args, "curator", "model"))
    app = App(Provider(None), options, background=False)
    memory = MemoryService.install(app)
    try:
        ws = await app.workspace(args.workspace)
        wm = memory.of(ws)
        if command == "status":
            status = await wm.status()
            if args.json:
                _print_json(status)
            else:
                print(_status_text(ws.root, status, await _canonical(wm)))
        elif command == "sync":
            synced = await wm.sync(args.accept_findings)
            _print_json(synced) if args.json else print(_sync_text(synced))
        elif command == "history":
            revs = await wm.history(args.limit)
            _print_json({"revisions": revs}) if args.json else print(_history_text(revs))
        elif command == "show":
            rev = await wm.show(args.revision)
            if args.json:
                _print_json({"revision": rev.id, "text": rev.text})
            else:
                sys.stdout.write(rev.text)
        elif command == "limits":
            limits = await wm.change_limits(args.char_limit, args.entry_char_limit)
            if args.json:
                _print_json(dataclasses.asdict(limits))
            else:
                print(_limits_text(limits))
        else:
            new = await wm.restore(args.revision)
            if args.json:
                _print_json({"revision": new.id})
            else:
                print(f"restored revision {args.revision} as revision {new.id}")
        return 0
    finally:
        app.close()


async def _canonical(wm: WorkspaceMemory) -> bool:
    """Whether MEMORY.md is in canonical form under the workspace's limits (for the drift hint)."""
    limits = await wm.limits()
    data = await anyio.to_thread.run_sync(revisions.read_at, wm.ws.root)
    doc = d.validate(data, char_limit=limits.char_limit, entry_char_limit=limits.entry_char_limit)
    return doc.acceptable


def _print_error(exc: DaemonError) -> None:
    """One line naming the kind and what is wrong; a refusal's findings one per line under it."""
    if isinstance(exc, FindingsError):
        print(f"error: {exc.kind}: {exc.headline}", file=sys.stderr)
        for f in exc.found:
            print(f"  {checks.describe(f)}", file=sys.stderr)
        if exc.kind == ErrorKind.INVALID_MEMORY_FORMAT:
            print(CHECK_HINT, file=sys.stderr)
    else:
        print(f"error: {exc.kind}: {exc.message}", file=sys.stderr)


def run(args: argparse.Namespace) -> int:
    try:
        if args.memory_command == "check":
            return _check(args)
        return asyncio.run(_run(args))
    except DaemonError as exc:
        if args.json:
            _print_json({"error": exc.to_error_object()})
        else:
            _print_error(exc)
        return 2
