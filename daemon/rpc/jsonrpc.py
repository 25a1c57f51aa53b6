"""JSON-RPC 2.0 envelopes: decode a body and sort it into request, notification or response (pure).

Everything here takes values and returns values; the protocol module decides what to send.
"""

from __future__ import annotations

import json
import re
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
    """Whether arrays/objects nest deeper than ``limit`` (level by level: no recursion limits).

    Decoded JSON holds exact ``dict`` and ``list`` objects (msgspec, ``json``), tested by type:
    this walk sees every container of every request (a few hundred in a large append)."""
    level: list[Any] = [value] if type(value) is dict or type(value) is list else []
    depth = 1
    while level:
        if depth > limit:
            return True
        below: list[Any] = []
        for item in level:
            children = cast(dict[str, Any], item).values() if type(item) is dict else item
            for child in cast(Iterable[object], children):
                kind = type(child)
                if kind is dict or kind is list:
                    below.append(child)
        depth += 1
        level = below
    return False


@dataclass(frozen=True)
class Lenient:
    """A body msgspec refused but RFC 8259 allows: a lone UTF-16 surrogate escape in a string
    (``"\\ud83d"``, what JavaScript sends when it cuts an emoji in half) or a number out of the
    double range (``1e999``, read as infinity). ``classify`` answers -32602 with the request's id
    for a field that holds such a string; an infinite number fails its field's type or bounds."""

    value: Any


@dataclass(frozen=True)
class Ignore:
    """A notification that cannot be handled (a lone surrogate in it): logged, never answered."""

    reason: str


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode(body: bytes) -> Any | Reject:
    """The JSON value of a body, or the -32700 to answer (invalid UTF-8, not JSON, too deep)."""
    try:
        return msgspec.json.decode(body)
    except RecursionError:
        return parse_error(f"JSON nested deeper than {MAX_JSON_DEPTH} levels")
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        lenient = _decode_lenient(body)
        return parse_error(str(exc)) if lenient is None else lenient


def _decode_lenient(body: bytes) -> Lenient | None:
    """The stdlib parser, which keeps lone surrogates and reads ``1e999`` as infinity (RFC 8259
    allows both); ``None`` when the body is not valid UTF-8 JSON for it either."""
    try:
        text = body.decode("utf-8")
        return Lenient(json.loads(text, parse_constant=_reject_constant))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None


_SURROGATE = re.compile("[\ud800-\udfff]")


def lone_surrogate_at(value: Any, path: str = "$") -> str | None:
    """The JSON path of the first string (or key) holding a lone surrogate, if any."""
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return where
        elif isinstance(item, dict):
            for key, child in reversed(list(cast(dict[str, Any], item).items())):
                if _SURROGATE.search(key):
                    return where
                stack.append((child, f"{where}.{key}"))
        elif isinstance(item, list):
            items = cast(list[Any], item)
            stack.extend((items[i], f"{where}[{i}]") for i in reversed(range(len(items))))
    return None


def _unusable(path: str) -> str:
    return (
        f"{path} is not valid Unicode: it holds a lone UTF-16 surrogate (half of a character,"
        " e.g. an emoji cut in two); send whole characters"
    )


def _classify_lenient(msg: dict[str, Any]) -> Envelope | Ignore | None:
    """For a leniently decoded object: the answer when a string in it cannot be used."""
    raw_id = msg.get("id")
    if isinstance(raw_id, str) and _SURROGATE.search(raw_id):
        return invalid_request(None, _unusable("$.id"))
    ident = readable_id(raw_id)
    method = msg.get("method")
    if isinstance(method, str) and _SURROGATE.search(method):
        return invalid_request(ident, _unusable("$.method"))
    where = lone_surrogate_at(msg.get("params"))
    if "method" in msg and where is not None:
        if "id" not in msg:
            return Ignore(f"{method}: {_unusable(where)}")
        return Reject(
            ident,
            JsonRpcCode.INVALID_PARAMS,
            f"Invalid params: {_unusable(where)}",
            {"kind": str(ErrorKind.INVALID_PARAMS), "path": where},
        )
    if "method" not in msg and ident is not None:
        where = lone_surrogate_at(msg.get("result"), "$.result") or lone_surrogate_at(
            msg.get("error"), "$.error"
        )
        if where is not None:
            # A reply the daemon cannot use: handled as that request's failure.
            error = {"code": JsonRpcCode.INVALID_PARAMS, "message": _unusable(where)}
            return Response(ident, {"jsonrpc": "2.0", "id": ident, "error": error})
    return None


def classify(value: Any) -> Envelope | Ignore:
    """Sort a decoded JSON value into a JSON-RPC envelope or the -32600 to answer."""
    if isinstance(value, Lenient):
        value = value.value
        if isinstance(value, dict):
            answer = _classify_lenient(cast(dict[str, Any], value))
            if answer is not None:
                return answer
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
