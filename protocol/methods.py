"""Method names of the tinyagent-memory protocol, and the registry of their Structs.

Every method string used anywhere in the project comes from here; nothing else writes one inline.
``REQUEST_TYPES`` and ``NOTIFICATION_TYPES`` say which Struct carries each custom method's params
and result.
"""

from typing import Final

from . import types as t

# Client -> daemon requests.
SESSION_OPEN: Final = "session/open"
SESSION_CLOSE: Final = "session/close"
RUN_START: Final = "run/start"
MESSAGE_APPEND: Final = "message/append"
RUN_FINISH: Final = "run/finish"
CONTEXT_BUILD: Final = "context/build"
CONTEXT_COMPACT: Final = "context/compact"
MEMORY_SUBMIT: Final = "memory/submit"
MEMORY_SYNC: Final = "memory/sync"
MEMORY_STATUS: Final = "memory/status"
MEMORY_HISTORY: Final = "memory/history"
MEMORY_SHOW: Final = "memory/show"
MEMORY_RESTORE: Final = "memory/restore"
MEMORY_LIMITS: Final = "memory/limits"
USAGE_INTERNAL: Final = "usage/internal"
SESSION_LIST: Final = "session/list"
MESSAGE_LIST: Final = "message/list"
SUMMARY_EXPAND: Final = "summary/expand"
HISTORY_SEARCH: Final = "history/search"

# Daemon -> client.
PROVIDER_COMPLETE: Final = "provider/complete"
MEMORY_COMMITTED: Final = "memory/committed"

# Standard LSP / JSON-RPC names the daemon uses (kept here so nothing writes them inline).
INITIALIZE: Final = "initialize"
INITIALIZED: Final = "initialized"
SHUTDOWN: Final = "shutdown"
EXIT: Final = "exit"
CANCEL_REQUEST: Final = "$/cancelRequest"
LOG_MESSAGE: Final = "window/logMessage"

# Editor-facing names: the ``workspace/executeCommand`` commands the daemon offers, the
# ``source`` of its diagnostics and the memory file it diagnoses (relative to a workspace root).
COMMAND_MEMORY_SYNC: Final = "tinyagent.memory.sync"
"""Runs ``memory/sync`` for a workspace and re-publishes the memory file's diagnostics."""
DIAGNOSTIC_SOURCE: Final = "tinyagent-memory"
MEMORY_FILE: Final = ".tinyagent/memory/MEMORY.md"

CLIENT_REQUESTS: Final[tuple[str, ...]] = (
    SESSION_OPEN,
    SESSION_CLOSE,
    RUN_START,
    MESSAGE_APPEND,
    RUN_FINISH,
    CONTEXT_BUILD,
    CONTEXT_COMPACT,
    MEMORY_SUBMIT,
    MEMORY_SYNC,
    MEMORY_STATUS,
    MEMORY_HISTORY,
    MEMORY_SHOW,
    MEMORY_RESTORE,
    USAGE_INTERNAL,
    SESSION_LIST,
    MESSAGE_LIST,
    SUMMARY_EXPAND,
    HISTORY_SEARCH,
    MEMORY_LIMITS,
)
"""Custom requests a client sends to the daemon."""

DAEMON_REQUESTS: Final[tuple[str, ...]] = (PROVIDER_COMPLETE,)
"""Requests the daemon sends to the client."""

DAEMON_NOTIFICATIONS: Final[tuple[str, ...]] = (MEMORY_COMMITTED,)
"""Custom notifications the daemon sends to the client."""

CUSTOM_METHODS: Final[tuple[str, ...]] = CLIENT_REQUESTS + DAEMON_REQUESTS + DAEMON_NOTIFICATIONS

REQUEST_TYPES: Final[dict[str, tuple[type[t.Base], type[t.Base]]]] = {
    SESSION_OPEN: (t.SessionOpenParams, t.SessionOpenResult),
    SESSION_CLOSE: (t.SessionCloseParams, t.Empty),
    RUN_START: (t.RunStartParams, t.RunStartResult),
    MESSAGE_APPEND: (t.MessageAppendParams, t.MessageAppendResult),
    RUN_FINISH: (t.RunFinishParams, t.RunFinishResult),
    CONTEXT_BUILD: (t.ContextBuildParams, t.ContextBuildResult),
    CONTEXT_COMPACT: (t.ContextCompactParams, t.ContextCompactResult),
    MEMORY_SUBMIT: (t.MemorySubmitParams, t.MemorySubmitResult),
    MEMORY_SYNC: (t.MemorySyncParams, t.MemorySyncResult),
    MEMORY_STATUS: (t.MemoryStatusParams, t.MemoryStatusResult),
    MEMORY_HISTORY: (t.MemoryHistoryParams, t.MemoryHistoryResult),
    MEMORY_SHOW: (t.MemoryShowParams, t.MemoryShowResult),
    MEMORY_RESTORE: (t.MemoryRestoreParams, t.MemoryRestoreResult),
    USAGE_INTERNAL: (t.UsageInternalParams, t.UsageInternalResult),
    SESSION_LIST: (t.SessionListParams, t.SessionListResult),
    MESSAGE_LIST: (t.MessageListParams, t.MessageListResult),
    SUMMARY_EXPAND: (t.SummaryExpandParams, t.SummaryExpandResult),
    HISTORY_SEARCH: (t.HistorySearchParams, t.HistorySearchResult),
    MEMORY_LIMITS: (t.MemoryLimitsParams, t.MemoryLimitsResult),
    PROVIDER_COMPLETE: (t.ProviderCompleteParams, t.ProviderCompleteResult),
}
"""Requests: method -> (params Struct, result Struct)."""

NOTIFICATION_TYPES: Final[dict[str, type[t.Base]]] = {
    MEMORY_COMMITTED: t.MemoryCommittedParams,
}
"""Custom notifications: method -> params Struct."""
