"""``tinyagent-memory memory status|sync|history|show|restore|check``: memory for people.

The same code path and the same workspace lock as the daemon (an ``App`` without a client, whose
curation runs in the foreground). Human-readable by default, ``--json`` for scripts. Exit codes:
0 ok, 1 ``check`` found something, 2 an error (its kind is printed).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import msgspec
from tinyagent_memory.protocol.errors import DaemonError
from tinyagent_memory.protocol.types import (
    InitializationOptions,
    MemoryStatusResult,
    MemorySyncResult,
    RevisionInfo,
)

from ..app import App
from ..provider import Provider
from ..workspace import resolve_workspace
from . import checks, revisions
from .document import Finding
from .service import MemoryService
from .wire import findings_to_wire

COMMANDS = ("status", "sync", "history", "show", "restore", "check")


def add_parser(sub: Any) -> None:
    """Register ``memory`` and its subcommands on the top-level subparsers."""
    memory: argparse.ArgumentParser = sub.add_parser(
        "memory", help="inspect and manage the workspace's MEMORY.md"
    )
    commands = memory.add_subparsers(dest="memory_command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--workspace", default=".", help="the workspace folder (default: .)")
    common.add_argument("--json", action="store_true", help="print JSON for scripts")
    limits = argparse.ArgumentParser(add_help=False)
    defaults = InitializationOptions()
    limits.add_argument("--char-limit", type=int, default=defaults.memory_char_limit)
    limits.add_argument("--entry-char-limit", type=int, default=defaults.memory_entry_char_limit)
    commands.add_parser("status", parents=[common, limits], help="revision, drift, pending events")
    sync = commands.add_parser(
        "sync", parents=[common, limits], help="accept a manual edit and curate pending events"
    )
    sync.add_argument(
        "--curator",
        choices=["model", "direct"],
        default="model",
        help="direct applies pending events literally (the CLI has no model)",
    )
    history = commands.add_parser("history", parents=[common, limits], help="list revisions")
    history.add_argument("--limit", type=int, default=None)
    show = commands.add_parser("show", parents=[common, limits], help="print a revision's text")
    show.add_argument("revision", type=int)
    restore = commands.add_parser(
        "restore", parents=[common, limits], help="make an old revision's text current again"
    )
    restore.add_argument("revision", type=int)
    commands.add_parser(
        "check",
        parents=[common, limits],
        help="check MEMORY.md's format and content; exit 1 on findings (pre-commit hook)",
    )


def _print_json(value: Any) -> None:
    print(json.dumps(msgspec.to_builtins(value), indent=2, ensure_ascii=False))


def _finding_line(path: Path, f: Finding) -> str:
    rule = f"{f.code}/{f.rule}" if f.rule else f.code
    return f"{path}:{f.range.start_line + 1}:{f.range.start_col + 1}: {rule}: {f.message}"


def _check(args: argparse.Namespace) -> int:
    root = resolve_workspace(args.workspace)
    path = root / ".tinyagent" / revisions.MEMORY_DIR / revisions.MEMORY_NAME
    try:
        data = revisions.target_of(path).read_bytes()
    except FileNotFoundError:
        data = b""
    found = checks.check_bytes(
        data, char_limit=args.char_limit, entry_char_limit=args.entry_char_limit
    )
    if args.json:
        _print_json({"path": str(path), "findings": findings_to_wire(found)})
    else:
        for f in found:
            print(_finding_line(path, f))
        print(f"{path}: {len(found)} finding(s)" if found else f"{path}: ok")
    return 1 if found else 0


def _status_text(root: Path, s: MemoryStatusResult) -> str:
    drift = "yes: MEMORY.md was edited by hand; run memory sync" if s.drift else "no"
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
    return "\n".join(lines)


def _sync_text(s: MemorySyncResult) -> str:
    lines = [f"revision {s.revision} ({s.source}); automatic curation on"]
    lines.append("curated pending events" if s.curated else f"not curated: {s.reason}")
    lines += [f"warning: {f.code}/{f.rule}: {f.message}" for f in s.findings]
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


async def _run(args: argparse.Namespace) -> int:
    options = InitializationOptions(
        memory_char_limit=args.char_limit,
        memory_entry_char_limit=args.entry_char_limit,
        curator=getattr(args, "curator", "model"),
    )
    app = App(Provider(None), options, background=False)
    memory = MemoryService.install(app)
    try:
        ws = await app.workspace(args.workspace)
        wm = memory.of(ws)
        command: str = args.memory_command
        if command == "status":
            status = await wm.status()
            _print_json(status) if args.json else print(_status_text(ws.root, status))
        elif command == "sync":
            synced = await wm.sync()
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
        else:
            new = await wm.restore(args.revision)
            if args.json:
                _print_json({"revision": new.id})
            else:
                print(f"restored revision {args.revision} as revision {new.id}")
        return 0
    finally:
        app.close()


def run(args: argparse.Namespace) -> int:
    try:
        if args.memory_command == "check":
            return _check(args)
        return asyncio.run(_run(args))
    except DaemonError as exc:
        if args.json:
            _print_json({"error": exc.to_error_object()})
        else:
            print(f"error: {exc.kind}: {exc.message}", file=sys.stderr)
        return 2
