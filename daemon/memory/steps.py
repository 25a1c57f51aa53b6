"""Blocking steps of the memory service that run in a worker thread under the workspace lock:
committing a curation job, recording a failed one, accepting a manual edit, restoring a revision.

Each takes the ``Workspace`` and plain values; the async orchestration lives in ``service.py``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Literal

import msgspec
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import CurationJobInfo, RevisionInfo

from ..store import limits as limits_store
from ..store import memory as store
from ..store.conn import Conn
from ..store.limits import Limits
from ..store.records import CurationJob, MemoryEvent, MemoryState, Revision
from ..workspace import Workspace
from . import checks, revisions
from . import document as d
from .wire import findings_to_wire

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Snapshot:
    """What a job starts from: the state, the last committed revision, the pending events."""

    state: MemoryState
    last: Revision | None
    events: list[MemoryEvent]


@dataclass(frozen=True)
class JobSpec:
    trigger: str
    mode: str
    span: tuple[int, int]
    """(event cursor before, last event covered)."""
    started: str


def snapshot(conn: Conn) -> Snapshot:
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


class FindingsError(DaemonError):
    """A refusal with ``data.findings``; ``headline`` is the message without them (the CLI prints
    one finding per line under it)."""

    def __init__(self, kind: ErrorKind, headline: str, found: list[d.Finding]) -> None:
        detail = "; ".join(checks.describe(f) for f in found[:5])
        super().__init__(
            kind, f"{headline}: {detail}", findings=msgspec.to_builtins(findings_to_wire(found))
        )
        self.headline = headline
        self.found = found


def _findings_error(kind: ErrorKind, message: str, found: list[d.Finding]) -> DaemonError:
    return FindingsError(kind, message, found)


# --------------------------------------------------------------------------- curation jobs


def _insert_job(
    conn: Conn,
    spec: JobSpec,
    status: Literal["succeeded", "failed"],
    reason: str | None,
    revision: int | None,
) -> int:
    return store.insert_job(
        conn,
        trigger=spec.trigger,
        mode=spec.mode,
        status=status,
        reason=reason,
        revision=revision,
        events_from=spec.span[0],
        events_to=spec.span[1],
        started_at=spec.started,
    )


def record_failed(ws: Workspace, spec: JobSpec, reason: str) -> CurationJob:
    def insert(conn: Conn) -> CurationJob | None:
        return store.get_job(conn, _insert_job(conn, spec, "failed", reason, None))

    job = ws.transaction(insert)
    assert job is not None
    log.warning("curation job (%s) failed: %s", spec.trigger, reason)
    return job


def commit_job(
    ws: Workspace, snap: Snapshot, text: str, spec: JobSpec, notes: str | None
) -> tuple[CurationJob, Revision | None] | None:
    """``None`` if someone committed since ``snap`` (stale) or drift stopped curation meanwhile;
    a failed job if the file was edited by hand; else the committed revision and its job."""
    state = ws.call(store.load_state)
    last = ws.call(store.last_committed)
    assert state is not None
    if (last.id if last else None) != (snap.last.id if snap.last else None) or (
        state.event_cursor != snap.state.event_cursor
    ):
        return None
    if not state.auto_curation:
        return None  # drift was seen while the curator worked; the job is moot
    drift, _ = revisions.detect_drift(ws)
    if drift:
        return record_failed(ws, spec, "memory_drift: MEMORY.md was edited by hand"), None
    job_id: list[int] = []

    def record(conn: Conn, revision_id: int) -> None:
        job_id.append(_insert_job(conn, spec, "succeeded", notes, revision_id))

    revision = revisions.commit(
        ws, text=text, source="curator", event_cursor=spec.span[1], parent=last, on_committed=record
    )
    job = ws.call(lambda c: store.get_job(c, job_id[0]))
    assert job is not None
    return job, revision


# --------------------------------------------------------------------------- sync and restore


def committed_findings(last: Revision | None) -> list[d.Finding]:
    """Credential and injection findings on a committed text (all of its entries)."""
    if last is None or not last.text:
        return []
    return checks.content_findings(d.parse(last.text), last.text)


def manual_entries(ws: Workspace, limits: Limits) -> list[str]:
    """The entries a manual edit would add (empty when the file is unchanged or not acceptable)."""
    data = revisions.read_file(ws)
    last = ws.call(store.last_committed)
    if revisions.sha256_hex(data) == revisions.committed_sha(last):
        return []
    doc = d.validate(data, char_limit=limits.char_limit, entry_char_limit=limits.entry_char_limit)
    if not doc.acceptable:
        return []
    known = set(entries_of(last))
    return [e for e in doc.texts() if e not in known]


def accept_file(
    ws: Workspace,
    limits: Limits,
    accept_findings: bool = False,
    refused: list[d.Finding] | None = None,
) -> tuple[Revision | None, bool, list[d.Finding]]:
    """``memory/sync``'s first half: the file becomes a ``manual`` revision, as written, if it is
    canonical or acceptable (only hints: a missing final newline or entries padded with blanks,
    which the next commit repairs).

    Returns the latest revision, whether one was recorded, and the content findings on the new
    text. Any other format finding raises ``invalid_memory_format``; credential or injection
    findings (``refused`` carries the model screen's) raise ``memory_check_failed`` unless
    ``accept_findings``: nothing is recorded then.
    """
    data = revisions.read_file(ws)
    last = ws.call(store.last_committed)
    if revisions.sha256_hex(data) == revisions.committed_sha(last):
        ws.transaction(store.clear_drift)
        return last, False, []
    doc = d.validate(data, char_limit=limits.char_limit, entry_char_limit=limits.entry_char_limit)
    if not doc.acceptable:
        errors = [f for f in doc.findings if f.severity != "information"]
        raise _findings_error(
            ErrorKind.INVALID_MEMORY_FORMAT,
            f"MEMORY.md is not canonical ({d.count(len(errors), 'finding')}); nothing recorded",
            errors,
        )
    text = data.decode("utf-8")
    reported = checks.content_findings(doc, text, accepted=set(entries_of(last))) + (refused or [])
    if reported and not accept_findings:
        raise _findings_error(
            ErrorKind.MEMORY_CHECK_FAILED,
            f"MEMORY.md has {d.count(len(reported), 'credential or prompt-injection finding')};"
            " nothing recorded (sync with accept_findings to record it anyway)",
            reported,
        )

    def record(conn: Conn) -> int:
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

    revision_id = ws.transaction(record, durable=True)
    return ws.call(lambda c: store.get_revision(c, revision_id)), True, reported


def restore(ws: Workspace, old: Revision, limits: Limits) -> Revision:
    """A new ``restore`` revision with ``old``'s text, through the checks and the commit path."""
    drift, _ = revisions.detect_drift(ws)
    if drift:
        raise DaemonError(
            ErrorKind.MEMORY_DRIFT, "MEMORY.md was edited by hand; run memory/sync before restoring"
        )
    state = ws.call(store.load_state)
    last = ws.call(store.last_committed)
    assert state is not None
    found = checks.blocking(
        checks.check_text(
            old.text,
            char_limit=limits.char_limit,
            entry_char_limit=limits.entry_char_limit,
            accepted=set(entries_of(last)),
        )
    )
    if found:
        raise _findings_error(ErrorKind.MEMORY_CHECK_FAILED, "restore refused", found)
    return revisions.commit(
        ws,
        text=d.serialize(entries_of(old)),  # canonical even if ``old`` lacked the final newline
        source="restore",
        event_cursor=state.event_cursor,
        parent=last,
        restored_from=old.id,
    )


# --------------------------------------------------------------------------- workspace limits


def change_limits(ws: Workspace, char_limit: int | None, entry_char_limit: int | None) -> Limits:
    """``memory/limits``: the workspace's limits, changed where a value is given. A change that
    the last committed memory would not fit is refused (``memory_check_failed``)."""
    current = ws.call(limits_store.load)
    new = Limits(
        current.char_limit if char_limit is None else char_limit,
        current.entry_char_limit if entry_char_limit is None else entry_char_limit,
    )
    if new == current:
        return current
    last = ws.call(store.last_committed)
    if last is not None:
        doc = d.validate(
            last.text.encode("utf-8"),
            char_limit=new.char_limit,
            entry_char_limit=new.entry_char_limit,
        )
        if not doc.acceptable:
            raise _findings_error(
                ErrorKind.MEMORY_CHECK_FAILED,
                f"the committed memory (revision {last.id}) would not fit these limits;"
                " shorten it first",
                doc.findings,
            )
    ws.transaction(lambda c: limits_store.save(c, new), durable=True)
    log.info("memory limits of %s: %s", ws.root, new)
    return new
