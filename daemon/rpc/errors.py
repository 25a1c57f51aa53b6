"""Any exception -> its JSON-RPC error object: the one place a daemon error meets the wire.

Every path that answers a request ends here: feature handlers, editor commands and the LSP
lifecycle (their exceptions all reach ``MemoryProtocol``'s reply), so a ``DaemonError`` always
becomes ``{code, message, data: {kind, ...}}`` the same way.

``RpcError`` is the wire's own "answer this error" exception (invalid params at the boundary, a
client's error reply to a daemon request). It is not pygls's ``JsonRpcException``: importing
pygls loads ``lsprotocol.types`` (a third of a second), which only editors need. pygls's
exceptions (raised on the editor's side once pygls is loaded) are mapped the same way.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

from tinyagent_memory.protocol.errors import ERROR_CODES, DaemonError, ErrorKind, JsonRpcCode
from tinyagent_memory.protocol.types import MsgId

from .cancellation import RequestCancelled

log = logging.getLogger(__name__)

_KIND_BY_CODE = {int(code): kind for kind, code in ERROR_CODES.items()}


class RpcError(Exception):
    """Answer the request with exactly this JSON-RPC error (``data`` gets a ``kind`` if absent)."""

    def __init__(self, message: str, code: int, data: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.data = data


def cancelled_error(msg_id: MsgId | None) -> dict[str, Any]:
    return {
        "code": JsonRpcCode.REQUEST_CANCELLED,
        "message": f"request {msg_id!r} was cancelled; nothing it would have written was committed",
        "data": {"kind": str(ErrorKind.REQUEST_CANCELLED)},
    }


def _rpc_parts(exc: BaseException) -> tuple[int, str, Any] | None:
    """``(code, message, data)`` of an ``RpcError`` or, once pygls is loaded, of its
    ``JsonRpcException``."""
    if isinstance(exc, RpcError):
        return exc.code, exc.message, exc.data
    if "pygls.exceptions" in sys.modules:  # never import pygls just to look
        from pygls.exceptions import JsonRpcException

        if isinstance(exc, JsonRpcException):
            data: Any = exc.data
            return exc.code, exc.message, data
    return None


def error_object(exc: BaseException, *, method: str, msg_id: MsgId | None = None) -> dict[str, Any]:
    """The wire error for ``exc`` raised while answering ``method``.

    ``DaemonError`` keeps its stable code and ``data.kind``; an ``RpcError`` (or pygls's
    ``JsonRpcException``) raised without ``data.kind`` gets one from its code; anything else is
    logged and answers -32603 ``internal``.
    """
    if isinstance(exc, RequestCancelled):
        return cancelled_error(msg_id)
    if isinstance(exc, DaemonError):
        return exc.to_error_object()
    parts = _rpc_parts(exc)
    if parts is not None:
        code, message, data = parts
        if isinstance(data, dict) and "kind" in data:
            return {"code": code, "message": message, "data": data}
        kind = str(_KIND_BY_CODE.get(code, ErrorKind.INTERNAL))
        wire: dict[str, Any] = {"kind": kind} if data is None else {"kind": kind, "detail": data}
        return {"code": code, "message": message, "data": wire}
    log.error("%s %r failed", method, msg_id, exc_info=exc)
    return {
        "code": JsonRpcCode.INTERNAL_ERROR,
        "message": f"internal error in {method}",
        "data": {"kind": str(ErrorKind.INTERNAL), "error": type(exc).__name__},
    }
