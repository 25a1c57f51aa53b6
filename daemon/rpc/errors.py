"""Any exception -> its JSON-RPC error object: the one place a daemon error meets the wire.

Every path that answers a request ends here: feature handlers, editor commands and the LSP
lifecycle (their exceptions all reach ``MemoryProtocol``'s reply), so a ``DaemonError`` always
becomes ``{code, message, data: {kind, ...}}`` the same way.
"""

from __future__ import annotations

import logging
from typing import Any

from pygls.exceptions import JsonRpcException
from tinyagent_memory.protocol.errors import ERROR_CODES, DaemonError, ErrorKind, JsonRpcCode
from tinyagent_memory.protocol.types import MsgId

from .cancellation import RequestCancelled

log = logging.getLogger(__name__)

_KIND_BY_CODE = {int(code): kind for kind, code in ERROR_CODES.items()}


def cancelled_error(msg_id: MsgId | None) -> dict[str, Any]:
    return {
        "code": JsonRpcCode.REQUEST_CANCELLED,
        "message": f"request {msg_id!r} was cancelled; nothing it would have written was committed",
        "data": {"kind": str(ErrorKind.REQUEST_CANCELLED)},
    }


def error_object(exc: BaseException, *, method: str, msg_id: MsgId | None = None) -> dict[str, Any]:
    """The wire error for ``exc`` raised while answering ``method``.

    ``DaemonError`` keeps its stable code and ``data.kind``; a ``JsonRpcException`` raised
    without ``data`` (pygls's own) gets its ``data.kind``; anything else is logged and answers
    -32603 ``internal``.
    """
    if isinstance(exc, RequestCancelled):
        return cancelled_error(msg_id)
    if isinstance(exc, DaemonError):
        return exc.to_error_object()
    if isinstance(exc, JsonRpcException):
        data: Any = exc.data
        if isinstance(data, dict) and "kind" in data:
            return {"code": exc.code, "message": exc.message, "data": data}
        kind = str(_KIND_BY_CODE.get(exc.code, ErrorKind.INTERNAL))
        wire: dict[str, Any] = {"kind": kind} if data is None else {"kind": kind, "detail": data}
        return {"code": exc.code, "message": exc.message, "data": wire}
    log.error("%s %r failed", method, msg_id, exc_info=exc)
    return {
        "code": JsonRpcCode.INTERNAL_ERROR,
        "message": f"internal error in {method}",
        "data": {"kind": str(ErrorKind.INTERNAL), "error": type(exc).__name__},
    }
