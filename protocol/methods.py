"""Method names of the tinyagent-memory protocol.

Every method string used anywhere in the project comes from here; nothing else writes one inline.
"""

from typing import Final

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
USAGE_INTERNAL: Final = "usage/internal"

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
PUBLISH_DIAGNOSTICS: Final = "textDocument/publishDiagnostics"
WORK_DONE_PROGRESS_CREATE: Final = "window/workDoneProgress/create"
PROGRESS: Final = "$/progress"

# Editor-facing names: the ``workspace/executeCommand`` commands the daemon offers, the
# ``source`` of its diagnostics and the memory file it diagnoses (relative to a workspace root).
COMMAND_MEMORY_SYNC: Final = "tinyagent.memory.sync"
"""Runs ``memory/sync`` for a workspace and re-publishes the memory file's diagnostics."""
DIAGNOSTIC_SOURCE: Final = "tinyagent-memory"
MEMORY_FILE: Final = ".tinyagent/memory/MEMORY.md"

EDITOR_COMMANDS: Final[tuple[str, ...]] = (COMMAND_MEMORY_SYNC,)
"""Commands a client runs with ``workspace/executeCommand``."""

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
)
"""Custom requests a client sends to the daemon."""

DAEMON_REQUESTS: Final[tuple[str, ...]] = (PROVIDER_COMPLETE,)
"""Requests the daemon sends to the client."""

DAEMON_NOTIFICATIONS: Final[tuple[str, ...]] = (MEMORY_COMMITTED,)
"""Custom notifications the daemon sends to the client."""

CUSTOM_METHODS: Final[tuple[str, ...]] = CLIENT_REQUESTS + DAEMON_REQUESTS + DAEMON_NOTIFICATIONS
