"""LSP work-done progress for compaction and curation.

A client that declares ``capabilities.window.workDoneProgress`` is asked to create a token
(``window/workDoneProgress/create``) when a compaction or curation job actually starts; a request
that carries its own ``workDoneToken`` (``context/build``, ``context/compact``, ``memory/sync``)
gets progress on that token for the whole request, begin to end, whatever happens. Then
``$/progress`` carries ``begin`` / ``report`` / ``end`` values with a stage message and a
percentage. A client that asked for neither gets nothing: every call here is then a no-op.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import AsyncGenerator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any, Final, Literal

import anyio
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import (
    ProgressBegin,
    ProgressEnd,
    ProgressParams,
    ProgressReport,
    ProgressToken,
    WorkDoneProgressCreateParams,
)

log = logging.getLogger(__name__)

Stage = Literal["reading", "reducing", "summarizing", "checking", "committing"]
STAGES: Final[dict[Stage, tuple[str, int]]] = {
    "reading": ("reading", 0),
    "reducing": ("reducing", 10),
    "summarizing": ("waiting for the summarizer", 40),
    "checking": ("checking", 80),
    "committing": ("committing", 90),
}
"""Each stage's message and the percentage reported when it starts."""
CREATE_TIMEOUT_SECONDS: Final = 5.0
"""A client that does not answer ``window/workDoneProgress/create`` by then gets no progress for
that job (the job itself never waits longer)."""

ProgressValue = ProgressBegin | ProgressReport | ProgressEnd
SendRequest = Callable[[str, Any], Awaitable[Any]]
SendNotification = Callable[[str, Any], None]


class Progress:
    """One job's progress; begins on its first ``stage`` (creating a token if it has none)."""

    def __init__(self, hub: ProgressHub, title: str, token: ProgressToken | None) -> None:
        self._hub = hub
        self.title = title
        self.token = token
        self._begun = False
        self._stage: Stage | None = None
        self.result: str | None = None
        """The ``end`` message (what the job did), set by the job."""

    @property
    def active(self) -> bool:
        return self._begun

    async def stage(self, stage: Stage, detail: str | None = None) -> None:
        if stage == self._stage:
            return
        self._stage = stage
        text, percentage = STAGES[stage]
        message = f"{text}: {detail}" if detail else text
        if not self._begun:
            if self.token is None:
                self.token = await self._hub.create()
                if self.token is None:
                    return
            self._begun = True
            self._hub.send(
                self.token,
                ProgressBegin(title=self.title, message=message, percentage=percentage),
            )
        elif self.token is not None:
            self._hub.send(self.token, ProgressReport(message=message, percentage=percentage))

    def end(self, message: str | None = None) -> None:
        if self._begun and self.token is not None:
            self._begun = False
            self._hub.send(self.token, ProgressEnd(message=message or self.result))


class ProgressHub:
    """Sends progress to the connected client (the server connects it at ``initialize``)."""

    def __init__(self) -> None:
        self.supported = False
        """The client declared ``window.workDoneProgress``: the daemon may create tokens."""
        self._request: SendRequest | None = None
        self._notify: SendNotification | None = None
        self._ids = itertools.count(1)

    def connect(self, request: SendRequest, notify: SendNotification, *, supported: bool) -> None:
        self._request, self._notify, self.supported = request, notify, supported

    async def create(self) -> ProgressToken | None:
        """A token the client accepted, or None (not supported, or the client said no)."""
        if not self.supported or self._request is None:
            return None
        token = f"tinyagent-progress-{next(self._ids)}"
        try:
            with anyio.fail_after(CREATE_TIMEOUT_SECONDS):
                await self._request(
                    m.WORK_DONE_PROGRESS_CREATE, WorkDoneProgressCreateParams(token=token)
                )
        except TimeoutError:
            log.info("the client did not answer %s in time", m.WORK_DONE_PROGRESS_CREATE)
            return None
        except Exception as exc:  # an error reply: report nothing on this job
            log.info("the client refused a progress token: %s", exc)
            return None
        return token

    def send(
        self, token: ProgressToken, value: ProgressBegin | ProgressReport | ProgressEnd
    ) -> None:
        if self._notify is not None:
            self._notify(m.PROGRESS, ProgressParams(token=token, value=value))

    @asynccontextmanager
    async def task(
        self, title: str, token: ProgressToken | None, *, first: Stage | None = None
    ) -> AsyncGenerator[Progress]:
        """A job's progress, ended on the way out. A request's own token begins at once (with
        ``first``); otherwise progress begins only if the job reports a stage."""
        progress = Progress(self, title, token if self._notify is not None else None)
        if token is not None and first is not None:
            await progress.stage(first)
        try:
            yield progress
        except BaseException:
            progress.end("failed")
            raise
        progress.end()
