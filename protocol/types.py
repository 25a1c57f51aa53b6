"""msgspec Structs for every params, result and notification of the protocol.

Schema evolution: fields are only ever added, with defaults. Custom methods use snake_case fields.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from .limits import FIELD_LIMITS


def _limited(name: str) -> msgspec.Meta:
    """A length cap from ``protocol.limits``; ``extra["limit"]`` names it in -32602 replies."""
    return msgspec.Meta(max_length=FIELD_LIMITS[name], extra={"limit": name})


IdStr = Annotated[str, _limited("max_id_chars")]
PathStr = Annotated[str, _limited("max_path_chars")]
ContentStr = Annotated[str, _limited("max_content_chars")]
ArgumentsStr = Annotated[str, _limited("max_arguments_chars")]
MemoryText = Annotated[str, _limited("max_memory_text_chars")]
StoreStr = Annotated[str, msgspec.Meta(pattern=r"^(sqlite|postgres(ql)?://.*)$", max_length=4096)]
WorkspaceKeyStr = Annotated[str, msgspec.Meta(min_length=1, max_length=1024)]
SystemPromptStr = Annotated[str, _limited("max_system_prompt_chars")]
ProviderText = Annotated[str, _limited("max_provider_text_chars")]


class Base(msgspec.Struct, kw_only=True):
    """Common configuration of wire structs: every field is sent, ``null`` included."""


class Sparse(Base, omit_defaults=True):
    """Chat-shaped structs: optional fields left at their default are not sent."""


# --------------------------------------------------------------------------- messages


class FunctionCall(Base):
    name: IdStr
    arguments: ArgumentsStr = "{}"
    """A JSON string, as in the OpenAI chat shape."""


class ToolCall(Base):
    id: IdStr
    function: FunctionCall
    type: Literal["function"] = "function"


Role = Literal["system", "user", "assistant", "tool"]
StoredRole = Literal["system", "user", "assistant", "tool", "summary"]


class Message(Sparse):
    """An OpenAI chat-shaped message."""

    role: Role
    content: ContentStr | None = None
    tool_calls: Annotated[list[ToolCall], _limited("max_tool_calls_per_message")] | None = None
    tool_call_id: IdStr | None = None
    name: IdStr | None = None


class Usage(Base):
    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0
    requests: int = 0
    """How many provider calls this usage covers (filled by the daemon for internal usage)."""


class Empty(Base):
    """An empty result: ``{}``."""


# --------------------------------------------------------------------------- lifecycle


class InitializationOptions(Base):
    """``initialize.initializationOptions``: the daemon's defaults for this connection."""

    window_tokens: int = 128_000
    threshold: float = 0.5
    protect_first: int = 3
    protect_recent: int = 8
    output_reserve_tokens: int = 4_096
    encoding: Literal["o200k_base", "cl100k_base"] = "o200k_base"
    memory_char_limit: int = 4_000
    memory_entry_char_limit: int = 600
    curation_threshold: int = 10
    provider: bool = False
    """The client answers ``provider/complete``."""
    provider_timeout_seconds: float = 120.0
    curator: Literal["model", "direct"] = "model"
    summary_max_tokens: int = 2_048
    log_level: Literal["debug", "info", "warning", "error"] = "info"
    store: StoreStr | None = None
    """``sqlite`` (the default: ``.tinyagent/state.db`` in the workspace) or a
    ``postgresql://`` URL (one database shared by every host); absent: ``--store``, else
    ``$TINYAGENT_MEMORY_STORE``, else ``sqlite``."""
    workspace_key: WorkspaceKeyStr | None = None
    """The workspace's identity in the store; checkouts that share a PostgreSQL store and name
    the same key share Sessions and memory. Default: derived from the folder (see spec.md)."""


# --------------------------------------------------------------------------- sessions and runs


class SessionOpenParams(Base):
    workspace: PathStr
    """A filesystem path or a ``file:`` URI of an existing folder."""
    session_id: IdStr | None = None
    resume: bool = False


class SessionOpenResult(Base):
    session_id: str
    resumed: bool


class SessionCloseParams(Base):
    session_id: IdStr


class RunStartParams(Base):
    session_id: IdStr


class RunStartResult(Base):
    run_id: str


class MessageAppendParams(Base):
    session_id: IdStr
    run_id: IdStr
    messages: Annotated[list[Message], _limited("max_messages_per_append")]
    """All strings together stay within ``max_append_chars``."""


class MessageAppendResult(Base):
    message_ids: list[int]
    tokens: list[int]
    """Token count of each appended message, in order (counted once, at append)."""


RunStatus = Literal["succeeded", "failed", "cancelled"]


class RunFinishParams(Base):
    session_id: IdStr
    run_id: IdStr
    status: RunStatus
    usage: Usage | None = None


class RunFinishResult(Base):
    events_added: int


# --------------------------------------------------------------------------- context


class MemorySnapshot(Base):
    revision: int | None = None
    text: str = ""


class CompactionReport(Base):
    """What a compaction did, or why it did nothing (``reason`` is a stable code)."""

    status: Literal["compacted", "failed", "skipped"]
    reason: str | None = None
    summary_id: int | None = None
    tokens_before: int = 0
    tokens_after: int = 0
    detail: str | None = None
    """Human-readable explanation of ``reason``."""
    replaced: int = 0
    """How many live rows the summary replaced."""
    reduced: int = 0
    """How many rows got a deterministic reduction."""


class ContextBuildParams(Base):
    session_id: IdStr
    system_prompt: SystemPromptStr | None = None
    tools: Annotated[list[dict[str, Any]], _limited("max_tools")] | None = None
    window_tokens: int | None = None


class ContextBuildResult(Base):
    messages: list[Message]
    memory: MemorySnapshot
    tokens: int
    window_tokens: int
    compaction: CompactionReport | None = None


class ContextCompactParams(Base):
    session_id: IdStr
    force: bool = False
    """Compact even below the threshold."""
    system_prompt: str | None = None
    """As in ``context/build``: counted when measuring the context."""
    tools: list[dict[str, Any]] | None = None
    window_tokens: int | None = None


class ContextCompactResult(Base):
    compacted: bool
    tokens_before: int
    tokens_after: int
    summary_id: int | None = None
    reason: str | None = None
    detail: str | None = None


# --------------------------------------------------------------------------- memory


class MemoryOperation(Base):
    action: Literal["add", "replace", "remove"]
    content: MemoryText | None = None
    old_text: MemoryText | None = None


class MemorySubmitParams(Base):
    session_id: IdStr
    run_id: IdStr
    operations: Annotated[list[MemoryOperation], _limited("max_operations_per_submit")]


class MemorySubmitResult(Base):
    candidate_ids: list[int]


class WorkspaceParams(Base):
    workspace: PathStr


class MemorySyncParams(WorkspaceParams):
    pass


class FindingRange(Base):
    """0-based lines and columns (columns count code points) in MEMORY.md."""

    start_line: int
    start_col: int
    end_line: int
    end_col: int


class MemoryFinding(Base):
    """A format or content finding on MEMORY.md or on a proposed entry list."""

    code: str
    """Stable code: ``duplicate-entry``, ``over-limit``, ``credential``, ``prompt-injection``..."""
    message: str
    severity: Literal["error", "warning", "information"] = "error"
    entry: int | None = None
    """0-based index of the entry the finding is about, if any."""
    rule: str | None = None
    """The specific rule of a content check, e.g. ``aws-access-key``, ``instruction-override``."""
    range: FindingRange | None = None


class CurationJobInfo(Base):
    id: int
    status: str
    """``succeeded`` or ``failed``."""
    reason: str | None = None
    trigger: str | None = None
    created_at: str | None = None
    finished_at: str | None = None
    revision: int | None = None
    """The revision the job committed (succeeded jobs)."""
    events: int = 0
    """How many pending events the job covered."""
    mode: str | None = None
    """``model`` or ``direct``."""


class MemorySyncResult(Base):
    revision: int | None
    source: str | None
    auto_curation: bool
    curated: bool
    findings: list[MemoryFinding] = msgspec.field(default_factory=lambda: list[MemoryFinding]())
    """Credential or injection findings in the accepted manual text (reported, not blocking)."""
    job: CurationJobInfo | None = None
    """The curation job this sync ran, if any."""
    reason: str | None = None
    """Why nothing was curated, when ``curated`` is false."""


class MemoryStatusParams(WorkspaceParams):
    pass


class MemoryStatusResult(Base):
    revision: int | None
    sha256: str | None
    drift: bool
    auto_curation: bool
    pending_events: int
    last_job: CurationJobInfo | None = None
    event_cursor: int = 0
    """The last event folded into the latest committed revision."""
    file_sha256: str | None = None
    """The sha256 of MEMORY.md as it is on disk now (of ``""`` when the file is absent)."""
    job_running: bool = False
    """A curation job of this daemon is in progress for the workspace."""


class MemoryHistoryParams(WorkspaceParams):
    limit: int | None = None


class RevisionInfo(Base):
    revision: int
    source: str
    """``initial``, ``curator``, ``manual`` or ``restore``."""
    state: str
    """``prepared``, ``committed`` or ``aborted``."""
    sha256: str
    created_at: str
    parent: int | None = None
    event_cursor: int = 0
    restored_from: int | None = None


class MemoryHistoryResult(Base):
    revisions: list[RevisionInfo]


class MemoryShowParams(WorkspaceParams):
    revision: int


class MemoryShowResult(Base):
    revision: int
    text: str


class MemoryRestoreParams(WorkspaceParams):
    revision: int


class MemoryRestoreResult(Base):
    revision: int


class UsageInternalParams(Base):
    workspace: PathStr | None = None
    session_id: IdStr | None = None


class UsageInternalResult(Base):
    compressor: Usage
    curator: Usage


# --------------------------------------------------------------------------- daemon -> client


class ProviderCompleteParams(Base):
    purpose: Literal["summary", "curation"]
    messages: list[Message]
    max_tokens: int


class ProviderCompleteResult(Base):
    text: ProviderText
    finish_reason: str = "stop"
    usage: Usage | None = None


class MemoryCommittedParams(Base):
    workspace: str
    revision: int
    source: str
