"""Store rows as values: the records the store returns and the pure feature modules take.

Their ``Literal`` types (role, memory action, revision source and state, job status) are the
protocol's (``protocol/types.py``), defined once there.
"""

from __future__ import annotations

import msgspec
from tinyagent_memory.protocol.types import (
    JobStatus,
    MemoryAction,
    Message,
    RevisionSource,
    RevisionState,
    StoredRole,
    ToolCall,
)


class StoredMessage(msgspec.Struct, kw_only=True, frozen=True):
    """One row of ``messages``: an original, or a ``summary`` the compressor inserted."""

    id: int
    session_id: str
    run_id: str | None
    seq: int
    role: StoredRole
    content: str | None
    tool_calls: tuple[ToolCall, ...] | None
    tool_call_id: str | None
    name: str | None
    tokens: int
    compacted_by: int | None = None

    def to_wire(self) -> Message:
        """The message exactly as the client appended it (``summary`` is rendered elsewhere)."""
        if self.role == "summary":
            raise ValueError("a summary is rendered by the context builder, not sent verbatim")
        return Message(
            role=self.role,
            content=self.content,
            tool_calls=list(self.tool_calls) if self.tool_calls is not None else None,
            tool_call_id=self.tool_call_id,
            name=self.name,
        )


class MemoryEvent(msgspec.Struct, kw_only=True, frozen=True):
    """One row of ``memory_events``: a succeeded Run's memory operation, in order."""

    id: int
    action: MemoryAction
    content: str | None
    old_text: str | None
    run_id: str
    session_id: str


class Revision(msgspec.Struct, kw_only=True, frozen=True):
    """One row of ``memory_revisions``: a full MEMORY.md snapshot."""

    id: int
    parent: int | None
    source: RevisionSource
    state: RevisionState
    text: str
    sha256: str
    event_cursor: int
    restored_from: int | None
    created_at: str


class MemoryState(msgspec.Struct, kw_only=True, frozen=True):
    """The one row of ``memory_state``."""

    event_cursor: int
    drift: bool
    auto_curation: bool
    drift_reason: str | None


class CurationJob(msgspec.Struct, kw_only=True, frozen=True):
    """One finished row of ``curation_jobs``."""

    id: int
    trigger: str
    mode: str
    status: JobStatus
    reason: str | None
    revision: int | None
    events_from: int
    events_to: int
    started_at: str
    finished_at: str


class StoredReduction(msgspec.Struct, kw_only=True, frozen=True):
    """One row of ``message_reductions``: a deterministic, shorter form of an original.

    The original row is never changed; the reduction is what the summarizer sees and, for the
    older tool payloads of an oversized unfinished Run, what the built context carries instead.
    """

    message_id: int
    content: str | None
    tool_calls: tuple[ToolCall, ...] | None
    tokens: int
