"""Where a MEMORY.md entry came from (editor hover): the committed revision that introduced it
and, for a curator revision, the memory operation (session, Run) that proposed it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..store import memory as store
from ..store.conn import Conn
from ..store.records import MemoryEvent, Revision
from ..workspace import Workspace
from . import document as d


@dataclass(frozen=True)
class EntryProvenance:
    """Where an entry came from: the revision that introduced it and what proposed it."""

    revision: int
    created_at: str
    source: str
    """``curator``, ``manual`` or ``restore``."""
    session_id: str | None = None
    run_id: str | None = None
    operation: str | None = None
    """The memory operation that proposed it: ``add`` or ``replace``."""


def introduced_in(newest_first: Sequence[Revision], entry: str) -> Revision | None:
    """The oldest revision of the unbroken run of latest committed revisions holding ``entry``
    (compared folded), or ``None`` when the latest revision does not hold it (pure)."""
    key = d.fold(entry)
    found: Revision | None = None
    for revision in newest_first:
        if key not in {d.fold(e) for e in d.parse(revision.text).texts()}:
            break
        found = revision
    return found


def proposed_by(events: Sequence[MemoryEvent], entry: str) -> MemoryEvent | None:
    """The last ``add`` or ``replace`` among ``events`` whose content is ``entry`` (pure)."""
    key = d.fold(entry)
    for event in reversed(events):
        if event.action != "remove" and event.content and d.fold(event.content) == key:
            return event
    return None


def find(conn: Conn, entry: str) -> EntryProvenance | None:
    revisions = store.committed_revisions(conn)
    revision = introduced_in(revisions, entry)
    if revision is None:
        return None
    event: MemoryEvent | None = None
    if revision.source == "curator":
        older = [r for r in revisions if r.id < revision.id]
        after = older[0].event_cursor if older else 0
        event = proposed_by(store.events_between(conn, after, revision.event_cursor), entry)
    return EntryProvenance(
        revision=revision.id,
        created_at=revision.created_at,
        source=revision.source,
        session_id=event.session_id if event else None,
        run_id=event.run_id if event else None,
        operation=event.action if event else None,
    )


async def lookup(ws: Workspace, entry: str) -> EntryProvenance | None:
    """The provenance of ``entry`` in ``ws``."""
    return await ws.read(lambda conn: find(conn, entry))
