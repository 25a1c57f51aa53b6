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
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Final, TypeVar

import anyio
import anyio.to_thread
import msgspec
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import (
    CurationJobInfo,
    MemoryCommittedParams,
    MemoryStatusResult,
    MemorySyncResult,
    RevisionInfo,
    Usage,
)

from ..model import CurationJob, MemoryEvent, MemoryState, Revision
from ..store import memory as store
from ..store.usage import record_usage
from ..workspace import Workspace
from . import checks, curator, revisions
from . import document as d
from .wire import findings_to_wire

if TYPE_CHECKING:
    from ..app import App

log = logging.getLogger(__name__)
T = TypeVar("T")

STALE_ATTEMPTS: Final = 5


@dataclass(frozen=True)
class Snapshot:
    state: MemoryState
    last: Revision | None
    events: list[MemoryEvent]


def _snapshot(conn: sqlite3.Connection) -> Snapshot:
    state = store.load_state(conn)
    assert state is not None, "memory state is created when the workspace opens"
    return Snapshot(state, store.last_committed(conn), store.events_after(conn, state.event_cursor))


def entries_of(revision: Revision | None) -> list[str]:
    return [] if revision is None else d.parse(revision.text).texts()


def job_info(job: CurationJob | None) -> CurationJobInfo | None:
    if job is None:
        return None
    return CurationJobInfo(
        id=job.id,
        status=job.status,
        reason=job.reason,
        trigger=job.trigger,
        created_at=job.started_at,
        finished_at=job.finished_at,
        revision=job.revision,
        events=max(0, job.events_to - job.events_from),
        mode=job.mode,
    )


def revision_info(rev: Revision) -> RevisionInfo:
    return RevisionInfo(
        revision=rev.id,
        source=rev.source,
        state=rev.state,
        sha256=rev.sha256,
        created_at=rev.created_at,
        parent=rev.parent,
        event_cursor=rev.event_cursor,
        restored_from=rev.restored_from,
    )


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

    @property
    def _limits(self) -> dict[str, int]:
        o = self.app.options
        return {"char_limit": o.memory_char_limit, "entry_char_limit": o.memory_entry_char_limit}

    async def _locked(self, fn: Callable[[], T]) -> T:
        """Run blocking ``fn`` in a worker thread under the workspace lock, after recovery."""

        def run() -> T:
            revisions.recover(self.ws)
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

    async def open(self) -> None:
        """First contact in this process: recovery, initial revision or drift, startup job."""

        def run() -> int:
            revisions.first_contact(self.ws, **self._limits)
            drift, _ = revisions.detect_drift(self.ws)
            snap = self.ws.call(_snapshot)
            return 0 if drift or not snap.state.auto_curation else len(snap.events)

        pending = await self._locked(run)
        if pending:
            self.request("startup")

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
                await self.curate(trigger)
            except Exception:
                log.exception("curation job (%s) on %s failed", trigger, self.ws.root)

    def can_curate(self) -> bool:
        """Model mode needs a client that answers ``provider/complete``."""
        return self.app.options.curator == "direct" or self.app.provider.available

    async def curate(self, trigger: str) -> CurationJob | None:
        """Run one job now (after any running one). ``None`` when there was nothing to do (no
        pending events, automatic curation stopped by drift, or no provider in model mode)."""
        async with self.job_lock:
            self.job_running = True
            try:
                return await self._curate(trigger)
            finally:
                self.job_running = False

    async def _curate(self, trigger: str) -> CurationJob | None:
        mode = self.app.options.curator
        for _ in range(STALE_ATTEMPTS):
            snap = await self.ws.read(_snapshot)
            if not snap.events or not snap.state.auto_curation:
                return None
            started = await self.ws.read(store.now)
            span = (snap.state.event_cursor, snap.events[-1].id)
            if not self.can_curate():
                return None
            entries = entries_of(snap.last)
            try:
                proposal = await curator.propose(
                    self.app.provider, mode, entries, snap.events, **self._limits
                )
            except curator.CuratorReplyError as exc:
                await self._record_usage(exc.usage)
                return await self._fail(trigger, mode, span, started, str(exc))
            except DaemonError as exc:
                return await self._fail(trigger, mode, span, started, f"{exc.kind}: {exc}")
            if proposal.called_provider:
                await self._record_usage(proposal.usage)
            text, findings = checks.check_entries(
                proposal.entries, **self._limits, accepted=set(entries)
            )
            problems = checks.blocking(findings)
            if problems:
                reason = "refused: " + "; ".join(checks.describe(f) for f in problems[:5])
                return await self._fail(trigger, mode, span, started, reason)
            notes = "; ".join(proposal.notes) or None
            try:
                outcome = await self._locked(
                    partial(self._commit_job, snap, text, trigger, mode, span, started, notes)
                )
            except DaemonError as exc:
                if exc.kind != ErrorKind.MEMORY_COMMIT_FAILED:
                    raise
                return await self._fail(trigger, mode, span, started, f"{exc.kind}: {exc}")
            if outcome is None:
                continue  # someone committed meanwhile: start over on the fresh state
            job, revision = outcome
            if revision is not None:
                self._committed(revision)
            return job
        return await self._fail(
            trigger, mode, (0, 0), await self.ws.read(store.now), "stale: concurrent commits"
        )

    async def _record_usage(self, usage: Usage | None) -> None:
        """Curator usage belongs to the workspace, never to a Run (``usage/internal``)."""
        await self.ws.write(lambda c: record_usage(c, "curator", None, usage))

    def _commit_job(
        self,
        snap: Snapshot,
        text: str,
        trigger: str,
        mode: str,
        span: tuple[int, int],
        started: str,
        notes: str | None,
    ) -> tuple[CurationJob, Revision | None] | None:
        """Under the lock: ``None`` if stale; a failed job on drift; else commit."""
        state = self.ws.call(store.load_state)
        last = self.ws.call(store.last_committed)
        assert state is not None
        if (last.id if last else None) != (snap.last.id if snap.last else None) or (
            state.event_cursor != snap.state.event_cursor
        ):
            return None
        if not state.auto_curation:
            return None  # drift was seen while the curator worked; the job is moot
        drift, _ = revisions.detect_drift(self.ws)
        if drift:
            job = self._record_failed(
                trigger, mode, span, started, "memory_drift: MEMORY.md was edited"
            )
            return job, None
        job_id: list[int] = []

        def record(conn: sqlite3.Connection, revision_id: int) -> None:
            job_id.append(
                store.insert_job(
                    conn,
                    trigger=trigger,
                    mode=mode,
                    status="succeeded",
                    reason=notes,
                    revision=revision_id,
                    events_from=span[0],
                    events_to=span[1],
                    started_at=started,
                )
            )

        revision = revisions.commit(
            self.ws,
            text=text,
            source="curator",
            event_cursor=span[1],
            parent=last,
            on_committed=record,
        )
        job = self.ws.call(lambda c: store.get_job(c, job_id[0]))
        assert job is not None
        return job, revision

    def _record_failed(
        self, trigger: str, mode: str, span: tuple[int, int], started: str, reason: str
    ) -> CurationJob:
        def insert(conn: sqlite3.Connection) -> CurationJob | None:
            job_id = store.insert_job(
                conn,
                trigger=trigger,
                mode=mode,
                status="failed",
                reason=reason,
                revision=None,
                events_from=span[0],
                events_to=span[1],
                started_at=started,
            )
            return store.get_job(conn, job_id)

        job = self.ws.transaction(insert)
        assert job is not None
        log.warning("curation job (%s) failed: %s", trigger, reason)
        return job

    async def _fail(
        self, trigger: str, mode: str, span: tuple[int, int], started: str, reason: str
    ) -> CurationJob:
        async with self.ws.exclusive():
            return await anyio.to_thread.run_sync(
                lambda: self._record_failed(trigger, mode, span, started, reason)
            )

    # ------------------------------------------------------------------ memory/* operations

    async def status(self) -> MemoryStatusResult:
        def run() -> MemoryStatusResult:
            drift, file_sha = revisions.detect_drift(self.ws)
            snap = self.ws.call(_snapshot)
            return MemoryStatusResult(
                revision=snap.last.id if snap.last else None,
                sha256=snap.last.sha256 if snap.last else None,
                drift=drift,
                auto_curation=snap.state.auto_curation and not drift,
                pending_events=len(snap.events),
                last_job=job_info(self.ws.call(store.last_job)),
                event_cursor=snap.state.event_cursor,
                file_sha256=file_sha,
                job_running=self.job_running,
            )

        return await self._locked(run)

    async def sync(self) -> MemorySyncResult:
        """Accept a valid manual edit as a ``manual`` revision, resume curation, curate now."""

        def accept() -> tuple[Revision | None, bool, list[d.Finding]]:
            data = revisions.read_file(self.ws)
            last = self.ws.call(store.last_committed)
            if revisions.sha256_hex(data) == revisions.committed_sha(last):
                self.ws.transaction(store.clear_drift)
                return last, False, []
            doc = d.validate(data, **self._limits)
            if doc.findings:
                raise DaemonError(
                    ErrorKind.INVALID_MEMORY_FORMAT,
                    f"MEMORY.md is not canonical ({len(doc.findings)} findings); nothing recorded: "
                    + "; ".join(checks.describe(f) for f in doc.findings[:5]),
                    findings=msgspec.to_builtins(findings_to_wire(doc.findings)),
                )
            text = data.decode("utf-8")
            reported = checks.content_findings(doc, text, accepted=set(entries_of(last)))

            def record(conn: sqlite3.Connection) -> int:
                state = store.load_state(conn)
                assert state is not None
                revision = store.insert_revision(
                    conn,
                    parent=last.id if last else None,
                    source="manual",
                    state="committed",
                    text=text,
                    sha256=revisions.sha256_hex(data),
                    event_cursor=state.event_cursor,
                )
                store.clear_drift(conn)
                return revision

            revision_id = self.ws.transaction(record, durable=True)
            return self.ws.call(lambda c: store.get_revision(c, revision_id)), True, reported

        revision, recorded, reported = await self._locked(accept)
        if recorded and revision is not None:
            self._committed(revision)
        job = await self.curate("sync")
        latest = await self.ws.read(store.last_committed)
        curated = job is not None and job.status == "succeeded"
        reason = None
        if job is None:
            pending = await self.ws.read(store.pending_count)
            reason = "no pending events"
            if pending and not self.can_curate():
                reason = (
                    f"provider_unavailable: {pending} pending events wait for a client that"
                    " answers provider/complete (or curator: direct)"
                )
        elif not curated:
            reason = job.reason
        return MemorySyncResult(
            revision=latest.id if latest else None,
            source=latest.source if latest else None,
            auto_curation=True,
            curated=curated,
            findings=findings_to_wire(reported),
            job=job_info(job),
            reason=reason,
        )

    async def history(self, limit: int | None) -> list[RevisionInfo]:
        revs = await self.ws.read(lambda c: store.history(c, limit))
        return [revision_info(r) for r in revs]

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

        def run() -> Revision:
            drift, _ = revisions.detect_drift(self.ws)
            if drift:
                raise DaemonError(
                    ErrorKind.MEMORY_DRIFT,
                    "MEMORY.md was edited by hand; run memory/sync before restoring",
                )
            state = self.ws.call(store.load_state)
            last = self.ws.call(store.last_committed)
            assert state is not None
            findings = checks.blocking(
                checks.check_text(old.text, **self._limits, accepted=set(entries_of(last)))
            )
            if findings:
                raise DaemonError(
                    ErrorKind.MEMORY_CHECK_FAILED,
                    "restore refused: " + "; ".join(checks.describe(f) for f in findings[:5]),
                    findings=msgspec.to_builtins(findings_to_wire(findings)),
                )
            return revisions.commit(
                self.ws,
                text=old.text,
                source="restore",
                event_cursor=state.event_cursor,
                parent=last,
                restored_from=old.id,
            )

        committed = await self._locked(run)
        self._committed(committed)
        return committed


class MemoryService:
    """Every workspace's memory in this process."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._by_root: dict[Path, WorkspaceMemory] = {}

    async def attach(self, ws: Workspace) -> WorkspaceMemory:
        wm = WorkspaceMemory(self.app, ws)
        await wm.open()
        self._by_root[ws.root] = wm
        return wm

    def of(self, ws: Workspace) -> WorkspaceMemory:
        return self._by_root[ws.root]

    def all(self) -> list[WorkspaceMemory]:
        return list(self._by_root.values())
