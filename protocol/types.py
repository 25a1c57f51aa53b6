"""msgspec Structs for every params, result and notification of the protocol.

Schema evolution: fields are only ever added, with defaults. Custom methods use snake_case fields.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from .limits import (
    FIELD_LIMITS,
    MAX_COUNT,
    MAX_MESSAGE_PAGE,
    MAX_ROW_ID,
    MAX_SEARCH_HITS,
    MAX_SESSION_PAGE,
)


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
QueryStr = Annotated[str, _limited("max_query_chars")]

MsgId = int | str
"""A JSON-RPC request id (``null`` ids are spelled ``MsgId | None``)."""

# Numbers: every integer and ratio a client sends is bounded, so a nonsense or overflowing value is
# -32602 with its path instead of an overflow deep inside (``protocol.limits`` explains the caps).
Count = Annotated[int, msgspec.Meta(ge=0, le=MAX_COUNT)]
"""A token or request count: 0 .. 2^53 - 1 (exact in every JSON client, sums fit SQLite)."""
PositiveCount = Annotated[int, msgspec.Meta(ge=1, le=MAX_COUNT)]
"""A size or limit that must be at least 1 (window tokens, character limits, page sizes)."""
RowId = Annotated[int, msgspec.Meta(ge=1, le=MAX_ROW_ID)]
"""A stored row's number (revision, summary ids): 1 .. 2^63 - 1 (SQLite's INTEGER range)."""
Position = Annotated[int, msgspec.Meta(ge=0, le=MAX_ROW_ID)]
"""A position such as a ``seq`` bound: 0 .. 2^63 - 1."""
Ratio = Annotated[float, msgspec.Meta(gt=0.0, le=1.0)]
"""A fraction in (0, 1]."""
Seconds = Annotated[float, msgspec.Meta(gt=0.0, le=86_400.0)]
"""A timeout: more than 0, at most a day."""


class Base(msgspec.Struct, kw_only=True, frozen=True):
    """Common configuration of wire structs: every field is sent, ``null`` included. Values are
    immutable (frozen): a params value validated at the boundary stays what was validated."""


class Sparse(Base, omit_defaults=True, frozen=True):
    """Chat-shaped structs: optional fields left at their default are not sent."""


# --------------------------------------------------------------------------- messages


class FunctionCall(Base, frozen=True):
    name: IdStr
    arguments: ArgumentsStr = "{}"
    """A JSON string, as in the OpenAI chat shape."""


class ToolCall(Base, frozen=True):
    id: IdStr
    function: FunctionCall
    type: Literal["function"] = "function"


Role = Literal["system", "user", "assistant", "tool"]
StoredRole = Literal["system", "user", "assistant", "tool", "summary"]


class Message(Sparse, frozen=True):
    """An OpenAI chat-shaped message."""

    role: Role
    content: ContentStr | None = None
    tool_calls: Annotated[list[ToolCall], _limited("max_tool_calls_per_message")] | None = None
    tool_call_id: IdStr | None = None
    name: IdStr | None = None


class Usage(Base, frozen=True):
    prompt_tokens: Count = 0
    completion_tokens: Count = 0
    total_tokens: Count = 0
    requests: Count = 0
    """How many provider calls this usage covers (filled by the daemon for internal usage)."""


class Empty(Base, frozen=True):
    """An empty result: ``{}``."""


# --------------------------------------------------------------------------- lifecycle


class InitializationOptions(Base, frozen=True):
    """``initialize.initializationOptions``: the daemon's defaults for this connection."""

    window_tokens: PositiveCount = 128_000
    threshold: Ratio = 0.5
    protect_first: Count = 3
    protect_recent: Count = 8
    output_reserve_tokens: Count = 4_096
    encoding: Literal["o200k_base", "cl100k_base"] = "o200k_base"
    memory_char_limit: PositiveCount = 4_000
    """Ignored: the limits belong to the workspace (``memory/limits``); kept for compatibility."""
    memory_entry_char_limit: PositiveCount = 600
    """Ignored, as ``memory_char_limit``."""
    curation_threshold: PositiveCount = 10
    provider: bool = False
    """The client answers ``provider/complete``."""
    provider_timeout_seconds: Seconds = 120.0
    curator: Literal["model", "direct"] = "model"
    screen: Literal["model", "rules"] | None = None
    """How new memory entries are screened: ``rules`` (the rules screen alone) or ``model`` (the
    rules, then a ``provider/complete`` with ``purpose: "screen"``). Default: ``model`` when
    ``provider`` is true, else ``rules``."""
    summary_max_tokens: PositiveCount = 2_048
    log_level: Literal["debug", "info", "warning", "error"] = "info"
    durability: Literal["full", "normal"] = "full"
    """``full``: every acknowledged write is fsynced (survives power loss); ``normal``: survives a
    crash of the daemon, the last commits may be lost on power loss (spec section 8)."""
    store: StoreStr | None = None
    """``sqlite`` (the default: ``.tinyagent/state.db`` in the workspace) or a
    ``postgresql://`` URL (one database shared by every host); absent: ``--store``, else
    ``$TINYAGENT_MEMORY_STORE``, else ``sqlite``."""
    workspace_key: WorkspaceKeyStr | None = None
    """The workspace's identity in the store; checkouts that share a PostgreSQL store and name
    the same key share Sessions and memory. Default: derived from the folder (see spec.md)."""


# --------------------------------------------------------------------------- sessions and runs


class SessionOpenParams(Base, frozen=True):
    workspace: PathStr
    """A filesystem path or a ``file:`` URI of an existing folder."""
    session_id: IdStr | None = None
    resume: bool = False


class SessionOpenResult(Base, frozen=True):
    session_id: str
    resumed: bool


class SessionCloseParams(Base, frozen=True):
    session_id: IdStr


class RunStartParams(Base, frozen=True):
    session_id: IdStr


class RunStartResult(Base, frozen=True):
    run_id: str


class MessageAppendParams(Base, frozen=True):
    session_id: IdStr
    run_id: IdStr
    messages: Annotated[list[Message], _limited("max_messages_per_append")]
    """All strings together stay within ``max_append_chars``."""


class MessageAppendResult(Base, frozen=True):
    message_ids: list[int]
    tokens: list[int]
    """Token count of each appended message, in order (counted once, at append)."""


RunStatus = Literal["succeeded", "failed", "cancelled"]


class RunFinishParams(Base, frozen=True):
    session_id: IdStr
    run_id: IdStr
    status: RunStatus
    usage: Usage | None = None


class RunFinishResult(Base, frozen=True):
    events_added: int


# --------------------------------------------------------------------------- context


class MemorySnapshot(Base, frozen=True):
    revision: int | None = None
    text: str = ""


class CompactionReport(Base, frozen=True):
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


ProgressToken = int | Annotated[str, _limited("max_id_chars")]
"""An LSP ``ProgressToken``."""


def _work_done_token() -> Any:
    """The optional LSP ``workDoneToken`` (its LSP name on the wire, not snake_case): progress of
    this request's compaction or curation is reported on it with ``$/progress``."""
    return msgspec.field(default=None, name="workDoneToken")


class ContextParams(Base, frozen=True):
    """What ``context/build`` and ``context/compact`` both measure, capped once."""

    session_id: IdStr
    system_prompt: SystemPromptStr | None = None
    tools: Annotated[list[dict[str, Any]], _limited("max_tools")] | None = None
    window_tokens: PositiveCount | None = None
    work_done_token: ProgressToken | None = _work_done_token()


class ContextBuildParams(ContextParams, frozen=True):
    pass


class ContextBuildResult(Base, frozen=True):
    messages: list[Message]
    memory: MemorySnapshot
    tokens: int
    window_tokens: int
    compaction: CompactionReport | None = None


class ContextCompactParams(ContextParams, frozen=True):
    force: bool = False
    """Compact even below the threshold."""


class ContextCompactResult(Base, frozen=True):
    compacted: bool
    tokens_before: int
    tokens_after: int
    summary_id: int | None = None
    reason: str | None = None
    detail: str | None = None


# --------------------------------------------------------------------------- memory


MemoryAction = Literal["add", "replace", "remove"]


class MemoryOperation(Base, frozen=True):
    action: MemoryAction
    content: MemoryText | None = None
    old_text: MemoryText | None = None


class MemorySubmitParams(Base, frozen=True):
    session_id: IdStr
    run_id: IdStr
    operations: Annotated[list[MemoryOperation], _limited("max_operations_per_submit")]


class MemorySubmitResult(Base, frozen=True):
    candidate_ids: list[int]


class WorkspaceParams(Base, frozen=True):
    workspace: PathStr


class MemorySyncParams(WorkspaceParams, frozen=True):
    work_done_token: ProgressToken | None = _work_done_token()
    accept_findings: bool = False
    """Record a manual edit even though it has credential or prompt-injection findings."""


class FindingRange(Base, frozen=True):
    """0-based lines and columns (columns count code points) in MEMORY.md."""

    start_line: int
    start_col: int
    end_line: int
    end_col: int


class MemoryFinding(Base, frozen=True):
    """A format or content finding on MEMORY.md or on a proposed entry list."""

    code: str
    """Stable code: ``duplicate-entry``, ``over-limit``, ``credential``, ``prompt-injection``..."""
    message: str
    severity: Literal["error", "warning", "information"] = "error"
    entry: int | None = None
    """1-based number of the entry the finding is about (of the operation, for
    ``memory/submit``), as in every message; ``null`` for the whole file."""
    rule: str | None = None
    """The specific rule of a content check, e.g. ``aws-access-key``, ``instruction-override``."""
    range: FindingRange | None = None


RevisionSource = Literal["initial", "curator", "manual", "restore"]
RevisionState = Literal["prepared", "committed", "aborted"]
JobStatus = Literal["succeeded", "failed"]
"""A finished curation job's status."""


class CurationJobInfo(Base, frozen=True):
    id: int
    status: JobStatus
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


class MemorySyncResult(Base, frozen=True):
    revision: int | None
    source: RevisionSource | None
    auto_curation: bool
    curated: bool
    findings: list[MemoryFinding] = msgspec.field(default_factory=lambda: list[MemoryFinding]())
    """Credential or injection findings in the manual text that ``accept_findings`` let in."""
    job: CurationJobInfo | None = None
    """The curation job this sync ran, if any."""
    reason: str | None = None
    """Why nothing was curated, when ``curated`` is false."""


class MemoryStatusParams(WorkspaceParams, frozen=True):
    pass


class MemoryStatusResult(Base, frozen=True):
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
    findings: list[MemoryFinding] = msgspec.field(default_factory=lambda: list[MemoryFinding]())
    """Credential and prompt-injection findings in the committed MEMORY.md (errors: e.g. a
    hand-written file recorded at first import, or a sync with ``accept_findings``)."""


class MemoryHistoryParams(WorkspaceParams, frozen=True):
    limit: PositiveCount | None = None


class RevisionInfo(Base, frozen=True):
    revision: int
    source: RevisionSource
    state: RevisionState
    sha256: str
    created_at: str
    parent: int | None = None
    event_cursor: int = 0
    restored_from: int | None = None


class MemoryHistoryResult(Base, frozen=True):
    revisions: list[RevisionInfo]


class MemoryShowParams(WorkspaceParams, frozen=True):
    revision: RowId


class MemoryShowResult(Base, frozen=True):
    revision: int
    text: str


class MemoryRestoreParams(WorkspaceParams, frozen=True):
    revision: RowId


class MemoryRestoreResult(Base, frozen=True):
    revision: int


class MemoryLimitsParams(WorkspaceParams, frozen=True):
    """Read the workspace's memory limits; a given field changes that limit (explicitly)."""

    char_limit: PositiveCount | None = None
    entry_char_limit: PositiveCount | None = None


class MemoryLimitsResult(Base, frozen=True):
    char_limit: int
    entry_char_limit: int


class UsageInternalParams(Base, frozen=True):
    workspace: PathStr | None = None
    session_id: IdStr | None = None


class UsageInternalResult(Base, frozen=True):
    compressor: Usage
    curator: Usage


# --------------------------------------------------------------------------- history


SessionPage = Annotated[int, msgspec.Meta(ge=1, le=MAX_SESSION_PAGE)]
MessagePage = Annotated[int, msgspec.Meta(ge=1, le=MAX_MESSAGE_PAGE)]
SearchPage = Annotated[int, msgspec.Meta(ge=1, le=MAX_SEARCH_HITS)]


class SessionListParams(Base, frozen=True):
    workspace: PathStr
    limit: SessionPage = 50
    cursor: IdStr | None = None
    """``next_cursor`` of the previous page; absent for the first page."""


class SessionInfo(Base, frozen=True):
    """One Session of a workspace, as ``session/list`` reports it."""

    session_id: str
    created_at: str
    last_activity: str
    """The latest of its creation, its Runs' starts and ends and its messages."""
    state: Literal["open", "closed"]
    """``closed`` after ``session/close`` (until it is opened again)."""
    runs: int
    messages: int
    """Stored originals (summaries not counted)."""
    summaries: int
    tokens: int
    """Tokens of the stored originals, as counted at append."""
    title: str | None
    """The first user message, cut to 80 characters on one line; null before any."""


class SessionListResult(Base, frozen=True):
    sessions: list[SessionInfo]
    """Newest (most recently created) first."""
    next_cursor: str | None = None
    """Pass as ``cursor`` for the next page; null on the last page."""


class HistoryMessage(Base, frozen=True):
    """One stored row: an original exactly as appended, or a ``summary``."""

    id: int
    seq: int
    run_id: str | None
    role: StoredRole
    content: str | None
    tool_calls: list[ToolCall] | None
    tool_call_id: str | None
    name: str | None
    tokens: int
    compacted_by: int | None
    """The summary that replaced this row in the context; null while it is live."""
    created_at: str


class MessageListParams(Base, frozen=True):
    session_id: IdStr
    workspace: PathStr | None = None
    """The Session's workspace; needed when the Session is not open on this connection."""
    after_seq: Position | None = None
    """Only rows with ``seq`` greater than this."""
    before_seq: Position | None = None
    """Only rows with ``seq`` less than this."""
    limit: MessagePage = 100
    include_compacted: bool = True
    """False: only the live rows (the context view, summaries included)."""
    cursor: IdStr | None = None
    """``next_cursor`` of the previous page (same filters); absent for the first page."""


class MessageListResult(Base, frozen=True):
    messages: list[HistoryMessage]
    """In order (``seq``, then id)."""
    next_cursor: str | None = None
    """Pass as ``cursor`` for the next page; null on the last page."""


class SummaryExpandParams(Base, frozen=True):
    session_id: IdStr
    summary_id: RowId
    workspace: PathStr | None = None
    """As in ``message/list``."""


class CompactionInfo(Base, frozen=True):
    """The compaction record that inserted a summary."""

    id: int
    created_at: str
    trigger: Literal["threshold", "explicit"]
    tokens_before: int
    tokens_after: int
    replaced: int
    """Live rows the summary replaced (a folded previous summary counts as one)."""
    reduced: int
    previous_summary_id: int | None
    usage: Usage
    """The provider usage of the summary request."""


class SummaryExpandResult(Base, frozen=True):
    summary: HistoryMessage
    compaction: CompactionInfo | None
    """Null only for a summary without a record (none exists today)."""
    messages: list[HistoryMessage]
    """The originals the summary stands for, in order; summaries it folded are expanded."""
    folded: list[int]
    """Ids of the earlier summaries expanded on the way, outermost first."""


class HistorySearchParams(Base, frozen=True):
    workspace: PathStr
    query: QueryStr
    """Words (all must occur), ``"quoted phrases"``, ``a OR b``, ``-word`` to exclude.
    Case-insensitive substring matching: ``header`` finds ``parseHeaderLine``."""
    session_id: IdStr | None = None
    role: StoredRole | None = None
    since: str | None = None
    """An ISO 8601 date or time (``2026-01-02``, ``2026-01-02T03:04:05Z``; UTC without an
    offset): only rows stored at or after it."""
    limit: SearchPage = 20


class HistorySearchHit(Base, frozen=True):
    session_id: str
    run_id: str | None
    message_id: int
    seq: int
    role: StoredRole
    created_at: str
    compacted_by: int | None
    field: Literal["content", "tool_calls"]
    """Where the snippet comes from: the content, or tool-call names and arguments."""
    snippet: str
    highlights: list[tuple[int, int]]
    """``[start, end)`` code-point offsets of the matched text in ``snippet``."""
    score: float
    """bm25 relevance, higher is better."""


class HistorySearchResult(Base, frozen=True):
    hits: list[HistorySearchHit]
    """Best first."""


# --------------------------------------------------------------------------- daemon -> client


class ProviderCompleteParams(Base, frozen=True):
    purpose: Literal["summary", "curation", "screen"]
    messages: list[Message]
    max_tokens: int


class ProviderCompleteResult(Base, frozen=True):
    text: ProviderText
    finish_reason: str = "stop"
    usage: Usage | None = None


class MemoryCommittedParams(Base, frozen=True):
    workspace: str
    revision: int
    source: RevisionSource


# --------------------------------------------------------------------------- LSP work-done progress


class WorkDoneProgressCreateParams(Base, frozen=True):
    """``window/workDoneProgress/create`` (daemon -> client request; the result is null)."""

    token: ProgressToken


class ProgressBegin(Base, frozen=True, tag_field="kind", tag="begin", omit_defaults=True):
    title: str
    cancellable: bool = False
    message: str | None = None
    percentage: int | None = None


class ProgressReport(Base, frozen=True, tag_field="kind", tag="report", omit_defaults=True):
    message: str | None = None
    percentage: int | None = None


class ProgressEnd(Base, frozen=True, tag_field="kind", tag="end", omit_defaults=True):
    message: str | None = None


class ProgressParams(Base, frozen=True):
    """``$/progress`` (daemon -> client notification): a work-done progress value."""

    token: ProgressToken
    value: ProgressBegin | ProgressReport | ProgressEnd
