"""JSON-RPC 2.0 envelopes: decode a body and sort it into request, notification or response (pure).

Everything here takes values and returns values; the protocol module decides what to send.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, cast

import msgspec
from tinyagent_memory.protocol.errors import ErrorKind, JsonRpcCode
from tinyagent_memory.protocol.limits import MAX_JSON_DEPTH
from tinyagent_memory.protocol.types import MsgId


@dataclass(frozen=True)
class Request:
    id: MsgId
    method: str
    message: dict[str, Any]


@dataclass(frozen=True)
class Notification:
    method: str
    message: dict[str, Any]


@dataclass(frozen=True)
class Response:
    id: MsgId
    message: dict[str, Any]


@dataclass(frozen=True)
class Reject:
    """Answer with this error (``id`` null when it could not be read)."""

    id: MsgId | None
    code: int
    message: str
    data: dict[str, Any]

    def error_object(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "data": self.data}


Envelope = Request | Notification | Response | Reject


def parse_error(reason: str) -> Reject:
    return Reject(
        None,
        JsonRpcCode.PARSE_ERROR,
        f"Parse error: {reason}",
        {"kind": str(ErrorKind.PARSE_ERROR)},
    )


def invalid_request(ident: MsgId | None, reason: str, **data: Any) -> Reject:
    return Reject(
        ident,
        JsonRpcCode.INVALID_REQUEST,
        f"Invalid Request: {reason}",
        {"kind": str(ErrorKind.INVALID_REQUEST), **data},
    )


def readable_id(value: Any) -> MsgId | None:
    """A JSON-RPC id this daemon echoes: an integer or a string (booleans are not integers)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | str):
        return value
    return None


def too_deep(value: Any, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether arrays/objects nest deeper than ``limit`` (iterative: no recursion limits)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = cast(dict[str, Any], item).values()
        elif isinstance(item, list):
            children = cast(list[Any], item)
        else:
            continue
        if depth > limit:
            return True
        for child in children:
            if isinstance(child, dict | list):
                stack.append((cast(Any, child), depth + 1))
    return False


def decode(body: bytes) -> Any | Reject:
    """The JSON value of a body, or the -32700 to answer (invalid UTF-8, not JSON, too deep)."""
    try:
        return msgspec.json.decode(body)
    except RecursionError:
        return parse_error(f"JSON nested deeper than {MAX_JSON_DEPTH} levels")
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        return parse_error(str(exc))


def classify(value: Any) -> Envelope:
    """Sort a decoded JSON value into a JSON-RPC envelope or the -32600 to answer."""
    if isinstance(value, list):
        return invalid_request(None, "batches (JSON arrays) are not supported; send one object")
    if not isinstance(value, dict):
        return invalid_request(None, "a JSON-RPC message is a JSON object")
    msg = cast(dict[str, Any], value)
    raw_id = msg.get("id")
    ident = readable_id(raw_id)
    if too_deep(msg):
        return invalid_request(
            ident,
            f"arrays and objects nest deeper than {MAX_JSON_DEPTH} levels",
            limit="max_json_depth",
            max=MAX_JSON_DEPTH,
        )
    if msg.get("jsonrpc") != "2.0":
        return invalid_request(ident, 'member "jsonrpc" must be exactly "2.0"')
    if "method" in msg:
        method = msg["method"]
        if not isinstance(method, str) or not method:
            return invalid_request(ident, 'member "method" must be a non-empty string')
        params = msg.get("params")
        if params is not None and not isinstance(params, dict | list):
            return invalid_request(ident, 'member "params" must be an object or an array')
        if "id" not in msg:
            return Notification(method, msg)
        if ident is None:
            return invalid_request(None, 'member "id" must be an integer or a string')
        return Request(ident, method, msg)
    if "id" in msg and ident is not None and _is_response(msg):
        return Response(ident, msg)
    return invalid_request(ident, 'member "method" is missing and this is not a valid response')


def _is_response(msg: dict[str, Any]) -> bool:
    if ("result" in msg) == ("error" in msg):
        return False
    if "error" not in msg:
        return True
    error = msg["error"]
    if not isinstance(error, dict):
        return False
    err = cast(dict[str, Any], error)
    code = err.get("code")
    return (
        isinstance(code, int) and not isinstance(code, bool) and isinstance(err.get("message"), str)
    )
