"""Logging that never blocks the protocol loop.

Records go into an in-memory queue (``QueueHandler``); one background daemon thread writes them
to a rotated file, so the event loop never waits on a disk or a pipe. Nothing is written to stderr
unless asked for (``--log-file -``): a client that never drains our stderr would block the writer
thread once the pipe fills (the protocol goes on; exit waits at most ``STOP_WAIT_SECONDS`` for
it). After ``initialize`` the daemon's own records at the configured ``log_level`` are also sent
to the client as ``window/logMessage`` notifications.

Default file: ``$TINYAGENT_MEMORY_LOG_FILE``, else ``$XDG_CACHE_HOME/tinyagent-memory/daemon.log``
(``~/.cache/...`` without ``XDG_CACHE_HOME``); rotated at 1 MiB, 3 old files kept.
"""

from __future__ import annotations

import asyncio
import logging
import logging.handlers
import os
import queue
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tinyagent_memory.protocol import methods as m

LOG_ENV = "TINYAGENT_MEMORY_LOG_FILE"
MAX_BYTES = 1024 * 1024
BACKUPS = 3
FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"
ROOT = "tinyagent_memory"

LSP_MESSAGE_TYPE = {
    logging.ERROR: 1,
    logging.WARNING: 2,
    logging.INFO: 3,
    logging.DEBUG: 4,
}
"""``window/logMessage`` ``type``: Error, Warning, Info, Log."""


def default_log_file() -> Path:
    env = os.environ.get(LOG_ENV)
    if env:
        return Path(env)
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "tinyagent-memory" / "daemon.log"


def _file_handler(target: str | None) -> logging.Handler | None:
    if target == "-":
        return logging.StreamHandler(sys.stderr)
    path = Path(target) if target else default_log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True
        )
    except OSError:
        return None  # an unwritable log folder must never stop the daemon


class LogSetup:
    """The queue, its writer thread, and the optional client forwarding."""

    STOP_WAIT_SECONDS = 0.5
    """How long exiting waits for queued records to be written (a blocked stderr never holds
    the process)."""

    def __init__(self, level: str, target: str | None) -> None:
        self.queue: queue.SimpleQueue[logging.LogRecord | None] = queue.SimpleQueue()
        self.handlers: list[logging.Handler] = []
        handler = _file_handler(target)
        if handler is not None:
            handler.setFormatter(logging.Formatter(FORMAT))
            self.handlers.append(handler)
        self._writer = threading.Thread(target=self._write, name="log-writer", daemon=True)
        root = logging.getLogger()
        root.handlers[:] = [logging.handlers.QueueHandler(self.queue)]
        root.setLevel(level.upper())
        # pygls logs every frame at INFO; keep that out of the way.
        logging.getLogger("pygls").setLevel(logging.WARNING)
        self.client_handler: ClientLogHandler | None = None
        self._writer.start()

    def _write(self) -> None:
        while (record := self.queue.get()) is not None:
            for handler in self.handlers:
                handler.handle(record)

    def forward_to_client(self, send: Callable[[str, Any], None], level: str) -> None:
        """Send the daemon's records at ``level`` and above as ``window/logMessage``."""
        logger = logging.getLogger(ROOT)
        if self.client_handler is not None:
            logger.removeHandler(self.client_handler)
        self.client_handler = ClientLogHandler(send, asyncio.get_running_loop())
        self.client_handler.setLevel(level.upper())
        logger.addHandler(self.client_handler)

    def stop(self) -> None:
        if self.client_handler is not None:
            logging.getLogger(ROOT).removeHandler(self.client_handler)
            self.client_handler.close()
        self.queue.put(None)
        self._writer.join(self.STOP_WAIT_SECONDS)
        if not self._writer.is_alive():
            for handler in self.handlers:
                handler.close()


class ClientLogHandler(logging.Handler):
    """Queues ``window/logMessage`` notifications on the event loop (safe from any thread)."""

    def __init__(self, send: Callable[[str, Any], None], loop: asyncio.AbstractEventLoop) -> None:
        super().__init__()
        self._send = send
        self._loop = loop
        self.setFormatter(logging.Formatter("%(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            params = {
                "type": LSP_MESSAGE_TYPE.get(record.levelno, 4 if record.levelno < 20 else 1),
                "message": self.format(record),
            }
            self._loop.call_soon_threadsafe(self._send, m.LOG_MESSAGE, params)
        except RuntimeError:
            pass  # the loop is closed: the daemon is exiting
        except Exception:
            self.handleError(record)
