"""The memory files an editor connection diagnoses: naming, reading, and watching them on disk.

A memory file is ``<root>/.tinyagent/memory/MEMORY.md``; the daemon tracks one per workspace
root, under the URI the client uses for it. ``Poller`` is the watcher used when the client does
not watch files for the daemon: it compares each file's stat signature a few times a second.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import anyio
import anyio.to_thread
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError

from ..memory.revisions import memory_target
from ..store.paths import read_regular
from ..workspace import MEMORY_PARTS, file_uri_path, memory_file

log = logging.getLogger(__name__)

WATCH_GLOB: Final = f"**/{m.MEMORY_FILE}"
POLL_SECONDS: Final = 0.25
"""How often the poller looks at each memory file (a change reaches the client within 1 s)."""

Signature = tuple[int, int, int, int]


def memory_root(uri: str) -> Path | None:
    """The workspace root of a ``file:`` URI naming ``<root>/.tinyagent/memory/MEMORY.md``."""
    raw = file_uri_path(uri)
    if raw is None:
        return None
    path = Path(raw)
    if path.parts[-len(MEMORY_PARTS) :] != MEMORY_PARTS:
        return None
    return path.parents[len(MEMORY_PARTS) - 1]


def folder_path(uri: str) -> Path | None:
    raw = file_uri_path(uri)
    return None if raw is None else Path(raw)


def signature(path: Path) -> Signature | None:
    """What changes when the file is written or replaced (``None``: no file)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino, st.st_ctime_ns)


def signatures(paths: list[Path]) -> list[Signature | None]:
    return [signature(p) for p in paths]


def read_bytes(root: Path) -> bytes | None:
    """The bytes of ``root``'s memory file (``None``: absent or unusable: a link out of the
    workspace, a folder, a pipe… is never read; ``store.paths``)."""
    try:
        target = memory_target(root, create_folders=False)
        if target is None:
            return None
        return read_regular(target, root.joinpath(*MEMORY_PARTS))
    except DaemonError as exc:
        log.warning("not reading %s: %s", root.joinpath(*MEMORY_PARTS), exc.message)
        return None


@dataclass
class Tracked:
    """A memory file the daemon diagnoses."""

    uri: str
    root: Path
    signature: Signature | None = None
    generation: int = 0
    """Bumped by every refresh; a refresh that is no longer the newest does not publish."""
    pushed: bool = False
    """The last push for this URI was non-empty."""

    @property
    def path(self) -> Path:
        return memory_file(self.root)


class Poller:
    """Calls ``changed(file)`` for every tracked file whose stat signature changed."""

    def __init__(
        self,
        files: Callable[[], list[Tracked]],
        changed: Callable[[Tracked], Awaitable[None]],
        *,
        interval: float = POLL_SECONDS,
    ) -> None:
        self._files = files
        self._changed = changed
        self._interval = interval
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _run(self) -> None:
        while True:
            await anyio.sleep(self._interval)
            files = self._files()
            current = await anyio.to_thread.run_sync(signatures, [f.path for f in files])
            for file, now in zip(files, current, strict=True):
                if now == file.signature:
                    continue
                file.signature = now
                log.debug("memory file changed on disk: %s", file.path)
                try:
                    await self._changed(file)
                except Exception:
                    log.exception("re-publishing diagnostics for %s failed", file.path)
