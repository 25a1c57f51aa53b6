"""Long-term memory per workspace: triggers, one background curation job at a time, and the
operations behind ``memory/*`` (the daemon's handlers and the CLI both call these).

A job reads the committed entries and the pending events, asks the Curator for the new list (no
lock held while the model thinks), runs the checks, and only then takes the workspace lock to
commit, after confirming nothing was committed meanwhile (else it starts over on fresh state).
Triggers never wait for a job: ``request`` schedules it on a background task.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Final, TypeVar

import anyio
import anyio.to_thread
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import (
    MemoryCommittedParams,
    MemoryStatusResult,
    MemorySyncResult,
    RevisionInfo,
    Usage,
)

from ..app import App
from ..progress import Progress
from ..store import limits as limits_store
from ..store import memory as store
from ..store.limits import Limits
from ..store.records import CurationJob, Revision
from ..store.usage import record_usage
from ..workspace import Workspace
from . import checks, curator, model_screen, provenance, revisions, steps
from . import document as d
from .wire import findings_to_wire

log = logging.getLogger(__name__)
T = TypeVar("T")

STALE_ATTEMPTS: Final = 5
CURATION_TITLE: Final = "Curating memory"
"""The title of curation's work-done progress."""


def _job_message(job: CurationJob | None) -> str:
    """The ``end`` message of a curation's progress."""
    if job is None:
        return "nothing to curate"
    if job.status == "succeeded":
        return f"curated: revision {job.revision}" if job.revision else "curated: no change"
    return f"failed: {job.reason}"


MEMORY_PATH_FAULTS: Final = frozenset({ErrorKind.UNSAFE_PATH, ErrorKind.STORAGE_ERROR})
"""Errors of the memory file's path: they fail a memory operation (or a job), nothing else."""
JOB_FAULTS: Final = MEMORY_PATH_FAULTS | {ErrorKind.MEMORY_COMMIT_FAILED}
"""Errors a curation job records as its failure reason."""


class WorkspaceMemory:
    """The memory of one workspace inside this process."""

    def __init__(self, app: App, ws: Workspace) -> None:
        self.app = app
        self.ws = ws
        self.job_lock = anyio.Lock()
        self.job_running = False
        self._requested: str | None = None
        self._task: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ helpers

    def _limits(self) -> Limits:
        """The workspace's limits (blocking: call from a worker thread)."""
        return self.ws.call(limits_store.load)

    async def limits(self) -> Limits:
        return await self.ws.read(limits_store.load)

    async def change_limits(self, char_limit: int | None, entry_char_limit: int | None) -> Limits:
        """Explicitly change the workspace's limits (``memory/limits``)."""
        return await self._locked(
            partial(steps.change_limits, self.ws, char_limit, entry_char_limit)
        )

    async def _locked(self, fn: Callable[[], T]) -> T:
        """Run blocking ``fn`` in a worker thread under the workspace lock, after recovery and
        first contact (which an unusable memory path may have kept from happening at open)."""

        def run() -> T:
            revisions.recover(self.ws)
            self._first_contact()
            if self.ws.shared:
                revisions.follow(self.ws)
            return fn()

        async with self.ws.exclusive():
            return await anyio.to_thread.run_sync(run)

    def _committed(self, revision: Revision) -> None:
        self.app.notify(
            m.MEMORY_COMMITTED,
            MemoryCommittedParams(
                workspace=str(self.ws.root), revision=revision.id, source=revision.source
            ),
        )

    # ------------------------------------------------------------------ opening

    def _first_contact(self) -> None:
        limits = self._limits()
        revisions.first_contact(
            self.ws, char_limit=limits.char_limit, entry_char_limit=limits.entry_char_limit
        )

    async def open(self) -> None:
        """First contact in this process: recovery, initial revision or drift, startup job.

        An unusable memory path (MEMORY.md a folder, a link out of the workspace, an unreadable
        file) is logged and left for the ``memory/*`` requests to report: it never keeps a
        Session from opening or messages from being stored.
        """

        def run() -> int:
            drift, _ = revisions.detect_drift(self.ws)
            snap = self.ws.call(steps.snapshot)
            return 0 if drift or not snap.state.auto_curation else len(snap.events)

        try:
            pending = await self._locked(run)
        except DaemonError as exc:
            if exc.kind not in MEMORY_PATH_FAULTS:
                raise
            log.info("memory of %s is unavailable: %s", self.ws.root, exc.message)
            return
        if pending:
            self.request("startup")

    async def follow(self) -> None:
        """Recovery, then MEMORY.md brought up to the shared line (see ``revisions.follow``)."""
        try:
            await self._locked(lambda: None)
        except DaemonError as exc:
            if exc.kind not in MEMORY_PATH_FAULTS:
                raise
            log.info("memory of %s is unavailable: %s", self.ws.root, exc.message)

    # ------------------------------------------------------------------ curation jobs

    def request(self, trigger: str) -> None:
        """Schedule a curation job in the background; never waits, never raises."""
        if not self.app.background:
            return
        if self._requested is None:
            self._requested = trigger
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._drain())

    async def _drain(self) -> None:
        while self._requested is not None:
            trigger, self._requested = self._requested, None
            try:
                async with self.app.progress.task(CURATION_TITLE, None) as progress:
                    await self.curate(trigger, progress)
            except Exception:
                log.exception("curation job (%s) on %s failed", trigger, self.ws.root)

    @property
    def screen_mode(self) -> str:
        """``model`` when configured (or by default with a provider), else ``rules``."""
        chosen = self.app.options.screen
        if chosen is None:
            chosen = "model" if self.app.options.provider else "rules"
        return chosen if self.app.provider.available else "rules"

    async def _model_screen(self, entries: list[str]) -> str | None:
        """Why the model screen refused ``entries`` (or failed), None when it allowed them all.
        Its usage counts with the Curator's (``usage/internal``), never a Run's."""
        if not entries or self.screen_mode != "model":
            return None
        try:
            result = await model_screen.ask(self.app.provider, entries)
        except model_screen.ScreenReplyError as exc:
            await self._record_usage(exc.usage)
            return f"screen_failed: {exc}"
        except DaemonError as exc:
            return f"screen_failed: {exc.kind}: {exc}"
        await self._record_usage(result.usage)
        refused = result.refused()
        return model_screen.describe(entries, refused) if refused else None

    def can_curate(self) -> bool:
        """Model mode needs a client that answers ``provider/complete``."""
        return self.app.options.curator == "direct" or self.app.provider.available

    async def curate(self, trigger: str, progress: Progress | None = None) -> CurationJob | None:
        """Run one job now (after any running one). ``None`` when there was nothing to do (no
        pending events, automatic curation stopped by drift, or no provider in model mode).
        ``progress`` hears its stages (it begins only when there is something to curate)."""
        async with self.job_lock:
            self.job_running = True
            try:
                job = await self._curate(trigger, progress)
            finally:
                self.job_running = False
        if progress is not None:
            progress.result = _job_message(job)
        return job

    async def _curate(self, trigger: str, progress: Progress | None) -> CurationJob | None:
        mode = self.app.options.curator
        limits = await self.limits()
        if await self.ws.read(store.load_state) is None:
            await self._locked(lambda: None)  # first contact, or the memory path's error
        for _ in range(STALE_ATTEMPTS):
            snap = await self.ws.read(steps.snapshot)
            if not snap.events or not snap.state.auto_curation or not self.can_curate():
                return None
            spec = steps.JobSpec(
                trigger,
                mode,
                (snap.state.event_cursor, snap.events[-1].id),
                await self.ws.read(store.now),
            )
            entries = steps.entries_of(snap.last)
            if progress is not None:
                stage = "summarizing" if mode == "model" else "checking"
                await progress.stage(stage, d.count(len(snap.events), "pending event"))
            try:
                proposal = await curator.propose(
                    self.app.provider,
                    mode,
                    entries,
                    snap.events,
                    char_limit=limits.char_limit,
                    entry_char_limit=limits.entry_char_limit,
                )
            except curator.CuratorReplyError as exc:
                await self._record_usage(exc.usage)
                return await self._fail(spec, str(exc))
            except DaemonError as exc:
                return await self._fail(spec, f"{exc.kind}: {exc}")
            if proposal.called_provider:
                await self._record_usage(proposal.usage)
            if progress is not None:
                await progress.stage("checking")
            text, findings = checks.check_entries(
                proposal.entries,
                char_limit=limits.char_limit,
                entry_char_limit=limits.entry_char_limit,
                accepted=set(entries),
            )
            problems = checks.blocking(findings)
            if problems:
                return await self._fail(
                    spec, "refused: " + "; ".join(checks.describe(f) for f in problems[:5])
                )
            previous = set(entries)
            screened = await self._model_screen([e for e in proposal.entries if e not in previous])
            if screened is not None:
                return await self._fail(spec, screened)
            notes = "; ".join(proposal.notes) or None
            if progress is not None:
                await progress.stage("committing")
            try:
                outcome = await self._locked(
                    partial(steps.commit_job, self.ws, snap, text, spec, notes)
                )
            except DaemonError as exc:
                if exc.kind not in JOB_FAULTS:
                    raise
                return await self._fail(spec, f"{exc.kind}: {exc}")
            if outcome is None:
                continue  # someone committed meanwhile: start over on the fresh state
            job, revision = outcome
            if revision is not None:
                self._committed(revision)
            return job
        spec = steps.JobSpec(trigger, mode, (0, 0), await self.ws.read(store.now))
        return await self._fail(spec, "stale: concurrent commits kept winning")

    async def _record_usage(self, usage: Usage | None) -> None:
        """Curator usage belongs to the workspace, never to a Run (``usage/internal``)."""
        await self.ws.write(lambda c: record_usage(c, "curator", None, usage))

    async def _fail(self, spec: steps.JobSpec, reason: str) -> CurationJob:
        async with self.ws.exclusive():
            return await anyio.to_thread.run_sync(steps.record_failed, self.ws, spec, reason)

    # ------------------------------------------------------------------ memory/* operations

    async def status(self) -> MemoryStatusResult:
        def run() -> MemoryStatusResult:
            drift, file_sha = revisions.detect_drift(self.ws)
            snap = self.ws.call(steps.snapshot)
            return MemoryStatusResult(
                revision=snap.last.id if snap.last else None,
                sha256=snap.last.sha256 if snap.last else None,
                drift=drift,
                auto_curation=snap.state.auto_curation and not drift,
                pending_events=len(snap.events),
                last_job=steps.job_info(self.ws.call(store.last_job)),
                event_cursor=snap.state.event_cursor,
                file_sha256=file_sha,
                job_running=self.job_running,
                findings=findings_to_wire(steps.committed_findings(snap.last)),
            )

        return await self._locked(run)

    async def sync(
        self, accept_findings: bool = False, progress: Progress | None = None
    ) -> MemorySyncResult:
        """Accept a valid manual edit as a ``manual`` revision, resume curation, curate now.

        An edit with credential or injection findings (rules, or the model screen) is refused
        with ``memory_check_failed`` unless ``accept_findings``."""
        refused: list[d.Finding] = []
        if not accept_findings and self.screen_mode == "model":
            new = await self._locked(lambda: steps.manual_entries(self.ws, self._limits()))
            reason = await self._model_screen(new)
            if reason is not None:
                refused.append(
                    d.Finding(
                        checks.PROMPT_INJECTION,
                        reason,
                        d.Range(0, 0, 0, 0),
                        rule="model-screen",
                    )
                )
        revision, recorded, reported = await self._locked(
            lambda: steps.accept_file(self.ws, self._limits(), accept_findings, refused)
        )
        if recorded and revision is not None:
            self._committed(revision)
        job = await self.curate("sync", progress)
        latest = await self.ws.read(store.last_committed)
        curated = job is not None and job.status == "succeeded"
        reason = None
        if job is None:
            pending = await self.ws.read(store.pending_count)
            reason = "no pending events"
            if pending and not self.can_curate():
                waits = "waits" if pending == 1 else "wait"
                reason = (
                    f"provider_unavailable: {d.count(pending, 'pending event')} {waits} for a"
                    " client that answers provider/complete (or curator: direct)"
                )
        elif not curated:
            reason = job.reason
        return MemorySyncResult(
            revision=latest.id if latest else None,
            source=latest.source if latest else None,
            auto_curation=True,
            curated=curated,
            findings=findings_to_wire(reported),
            job=steps.job_info(job),
            reason=reason,
        )

    async def history(self, limit: int | None) -> list[RevisionInfo]:
        revs = await self.ws.read(lambda c: store.history(c, limit))
        return [steps.revision_info(r) for r in revs]

    async def show(self, revision: int) -> Revision:
        rev = await self.ws.read(lambda c: store.get_revision(c, revision))
        if rev is None:
            raise DaemonError(
                ErrorKind.UNKNOWN_REVISION, f"no revision {revision}", revision=revision
            )
        return rev

    async def restore(self, revision: int) -> Revision:
        """A new ``restore`` revision with an old committed snapshot's text (same checks, same
        commit path; history is never rewritten)."""
        old = await self.show(revision)
        if old.state != "committed":
            raise DaemonError(
                ErrorKind.UNKNOWN_REVISION,
                f"revision {revision} was never committed ({old.state}); nothing to restore",
                revision=revision,
            )

        committed = await self._locked(lambda: steps.restore(self.ws, old, self._limits()))
        self._committed(committed)
        return committed

    async def provenance(self, entry: str) -> provenance.EntryProvenance | None:
        """Where ``entry`` came from (editor hover)."""
        return await provenance.lookup(self.ws, entry)


class MemoryService:
    """Every workspace's memory in this process."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._by_root: dict[Path, WorkspaceMemory] = {}

    @classmethod
    def install(cls, app: App) -> MemoryService:
        """The service of ``app``: attached to every workspace it opens, told of its triggers,
        offered to the layers above (``app.service(MemoryService)``)."""
        service = cls(app)
        app.on_workspace_opened(service._on_opened)
        app.on_session_opening(service._on_session_opening)
        app.on_trigger(service._on_trigger)
        app.provide(service)
        return service

    async def _on_opened(self, ws: Workspace) -> None:
        await self.attach(ws)

    async def _on_session_opening(self, ws: Workspace) -> None:
        """A shared store: a new Session starts from this checkout's MEMORY.md brought up to
        the line's latest revision (unless the file drifted here)."""
        if ws.shared:
            await self.of(ws).follow()

    def _on_trigger(self, ws: Workspace, reason: str) -> None:
        self.of(ws).request(reason)

    async def attach(self, ws: Workspace) -> WorkspaceMemory:
        wm = WorkspaceMemory(self.app, ws)
        await wm.open()
        self._by_root[ws.root] = wm
        return wm

    def of(self, ws: Workspace) -> WorkspaceMemory:
        return self._by_root[ws.root]

    def all(self) -> list[WorkspaceMemory]:
        return list(self._by_root.values())
