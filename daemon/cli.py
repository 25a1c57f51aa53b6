"""Command line: ``tinyagent-memory [serve]`` (stdio daemon), ``tinyagent-memory demo``,
``tinyagent-memory memory status|sync|history|show|restore|check`` and
``tinyagent-memory history sessions|show|expand|search``."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path

from tinyagent_memory.protocol.limits import MAX_BODY_BYTES

from .rpc.logs import LOG_ENV, LogSetup
from .store.identity import STORE_ENV


def configure_logging(level: str, log_file: str | None) -> None:
    """Plain logging for short commands (the demo); never to stdout."""
    handler: logging.Handler = (
        logging.FileHandler(log_file, encoding="utf-8")
        if log_file and log_file != "-"
        else logging.StreamHandler(sys.stderr)
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    logging.getLogger("pygls").setLevel(logging.WARNING)


def _positive(text: str) -> int:
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError("must be a positive number of bytes")
    return value


DESCRIPTION = """\
A sidecar daemon that keeps an agent's messages and long-term memory.

  tinyagent-memory [serve]    run the daemon on stdio (JSON-RPC, LSP framing)
  tinyagent-memory demo       drive a scripted session through the real daemon
  tinyagent-memory history …  list, read and search the stored conversations
  tinyagent-memory memory …   inspect and manage .tinyagent/memory/MEMORY.md"""


_SUBCOMMANDS = frozenset({"memory", "history", "-h", "--help"})
"""Words that need the ``memory`` and ``history`` subparsers (help lists them too)."""


def main(argv: list[str] | None = None) -> None:
    words = sys.argv[1:] if argv is None else argv
    if not {"memory", "demo", "-h", "--help"} & set(words):
        # The daemon: build the token encoding in the background while the rest is imported.
        from .tokens import preload

        preload()
    parser = argparse.ArgumentParser(
        prog="tinyagent-memory",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--log-file",
        help=f"log file (rotated); '-' for stderr; default ${LOG_ENV} or "
        "$XDG_CACHE_HOME/tinyagent-memory/daemon.log",
    )
    parser.add_argument(
        "--log-level",
        default="info",
        choices=["debug", "info", "warning", "error"],
        help="the daemon's log level (default info)",
    )
    parser.add_argument(
        "--max-body-bytes",
        type=_positive,
        default=MAX_BODY_BYTES,
        help=f"largest frame body accepted (default {MAX_BODY_BYTES})",
    )
    parser.add_argument(
        "--store",
        help=f"'sqlite' (default) or a postgresql:// URL; default ${STORE_ENV}; "
        "initializationOptions.store wins",
    )
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("serve", help="run the daemon on stdio (the default)")
    demo = sub.add_parser(
        "demo", help="drive a scripted session through the real daemon and print it"
    )
    demo.add_argument("--workspace", type=Path, help="use this folder instead of a temporary one")
    if _SUBCOMMANDS & set(words):
        # Their modules (and what they import) load only for these commands, never for serve.
        from .history import cli as history_cli
        from .memory import cli as memory_cli

        memory_cli.add_parser(sub)
        history_cli.add_parser(sub)
    args = parser.parse_args(argv)
    if args.store:
        os.environ[STORE_ENV] = args.store

    if args.command == "history":
        from .history import cli as history_cli

        configure_logging("warning", args.log_file)
        sys.exit(history_cli.run(args))

    if args.command == "memory":
        from .memory import cli as memory_cli

        configure_logging("warning", args.log_file)
        sys.exit(memory_cli.run(args))

    if args.command == "demo":
        from .demo import run_demo

        configure_logging("warning", args.log_file)
        sys.exit(run_demo(args.workspace))

    logs = LogSetup(args.log_level, args.log_file)
    from .server import serve

    serve(logs=logs, max_body_bytes=args.max_body_bytes)
