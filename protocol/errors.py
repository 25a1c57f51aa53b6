"""Error codes of the tinyagent-memory protocol.

Every daemon error is a JSON-RPC error with a stable numeric ``code`` and ``data.kind``.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum
from typing import Any, Final


class JsonRpcCode(IntEnum):
    """Standard JSON-RPC 2.0 / LSP codes."""

    PARSE_ERROR = -32700
    INVALID_REQUEST = -32600
    METHOD_NOT_FOUND = -32601
    INVALID_PARAMS = -32602
    INTERNAL_ERROR = -32603
    SERVER_NOT_INITIALIZED = -32002
    REQUEST_CANCELLED = -32800


class ErrorKind(StrEnum):
    """Stable ``data.kind`` strings of daemon errors."""

    CONTEXT_WINDOW_EXCEEDED = "context_window_exceeded"
    COMPACTION_FAILED = "compaction_failed"
    UNKNOWN_SESSION = "unknown_session"
    RUN_NOT_ACTIVE = "run_not_active"
    INVALID_MEMORY_FORMAT = "invalid_memory_format"
    MEMORY_DRIFT = "memory_drift"
    PROVIDER_UNAVAILABLE = "provider_unavailable"
    UNKNOWN_REVISION = "unknown_revision"
    WORKSPACE_NOT_FOUND = "workspace_not_found"
    UNSAFE_PATH = "unsafe_path"
    """A path the daemon would create, read or write leads outside the workspace (a symlink) or
    is not the kind expected (``data.path``, ``data.reason``); nothing was written."""
    STORAGE_ERROR = "storage_error"
    """The OS refused a file or database operation: disk full, read-only file system,
    permissions (``data.path``, ``data.errno`` such as ``ENOSPC``, ``data.reason``)."""
    DATABASE_CORRUPT = "database_corrupt"
    """``.tinyagent/state.db`` is not a readable SQLite database (``data.path``,
    ``data.reason``)."""
    DATABASE_REPLACED = "database_replaced"
    """``.tinyagent/state.db`` was removed or replaced while the daemon had it open
    (``data.path``); writes fail until the daemon is restarted."""
    MEMORY_CHECK_FAILED = "memory_check_failed"
    MEMORY_COMMIT_FAILED = "memory_commit_failed"
    INVALID_PARAMS = "invalid_params"
    INTERNAL = "internal"
    PARSE_ERROR = "parse_error"
    """The frame or its body could not be read as one JSON value (``id`` is null)."""
    INVALID_REQUEST = "invalid_request"
    """Not a JSON-RPC 2.0 request object, a framing limit, a duplicate id, or after ``shutdown``."""
    METHOD_NOT_FOUND = "method_not_found"
    SERVER_NOT_INITIALIZED = "server_not_initialized"
    REQUEST_CANCELLED = "request_cancelled"
    """``$/cancelRequest`` stopped the request before it committed anything."""


ERROR_CODES: Final[dict[ErrorKind, int]] = {
    ErrorKind.CONTEXT_WINDOW_EXCEEDED: -32010,
    ErrorKind.COMPACTION_FAILED: -32011,
    ErrorKind.UNKNOWN_SESSION: -32020,
    ErrorKind.RUN_NOT_ACTIVE: -32021,
    ErrorKind.INVALID_MEMORY_FORMAT: -32030,
    ErrorKind.MEMORY_DRIFT: -32031,
    ErrorKind.UNKNOWN_REVISION: -32032,
    ErrorKind.MEMORY_CHECK_FAILED: -32033,
    ErrorKind.MEMORY_COMMIT_FAILED: -32034,
    ErrorKind.PROVIDER_UNAVAILABLE: -32040,
    ErrorKind.WORKSPACE_NOT_FOUND: -32050,
    ErrorKind.UNSAFE_PATH: -32051,
    ErrorKind.STORAGE_ERROR: -32052,
    ErrorKind.DATABASE_CORRUPT: -32053,
    ErrorKind.DATABASE_REPLACED: -32054,
    ErrorKind.INVALID_PARAMS: JsonRpcCode.INVALID_PARAMS,
    ErrorKind.INTERNAL: JsonRpcCode.INTERNAL_ERROR,
    ErrorKind.PARSE_ERROR: JsonRpcCode.PARSE_ERROR,
    ErrorKind.INVALID_REQUEST: JsonRpcCode.INVALID_REQUEST,
    ErrorKind.METHOD_NOT_FOUND: JsonRpcCode.METHOD_NOT_FOUND,
    ErrorKind.SERVER_NOT_INITIALIZED: JsonRpcCode.SERVER_NOT_INITIALIZED,
    ErrorKind.REQUEST_CANCELLED: JsonRpcCode.REQUEST_CANCELLED,
}
"""The numeric code of every error kind; stable across releases."""


class DaemonError(Exception):
    """An error the daemon answers a request with: ``{code, message, data: {kind, ...}}``."""

    def __init__(self, kind: ErrorKind, message: str, **data: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.data: dict[str, Any] = data

    @property
    def code(self) -> int:
        return int(ERROR_CODES[self.kind])

    def to_error_object(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "message": self.message,
            "data": {"kind": str(self.kind), **self.data},
        }
