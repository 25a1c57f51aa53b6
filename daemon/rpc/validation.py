"""Params at the boundary: raw JSON -> msgspec Struct once, with -32602 naming the field and limit.

A field over a cap from ``protocol.limits`` answers
``{"code": -32602, "data": {"kind": "invalid_params", "path": "$.messages", "limit":
"max_messages_per_append", "max": 512}}``; the message says the same in words.
"""

from __future__ import annotations

import re
from typing import Any, TypeVar, cast

import msgspec
import msgspec.inspect as mi
from tinyagent_memory.protocol.errors import ErrorKind, JsonRpcCode
from tinyagent_memory.protocol.limits import FIELD_LIMITS
from tinyagent_memory.protocol.types import Base, MessageAppendParams

from .errors import RpcError

S = TypeVar("S", bound=Base)

_PATH = re.compile(r" - at `(?P<path>[^`]+)`$")
_SEGMENT = re.compile(r"\.(?P<field>[A-Za-z_][A-Za-z0-9_]*)|\[(?P<index>\d+)\]")


def invalid_params(message: str, path: str = "$", **data: Any) -> RpcError:
    return RpcError(
        message=f"Invalid params: {message}",
        code=JsonRpcCode.INVALID_PARAMS,
        data={"kind": str(ErrorKind.INVALID_PARAMS), "path": path, **data},
    )


def from_validation_error(exc: msgspec.ValidationError, root: type[Base]) -> RpcError:
    text = str(exc)
    match = _PATH.search(text)
    path = match.group("path") if match else "$"
    limit = limit_at(root, path) if "length <=" in text else None
    if limit is None:
        return invalid_params(text, path)
    return invalid_params(
        f"{path} exceeds the limit {limit} ({FIELD_LIMITS[limit]}): {text}",
        path,
        limit=limit,
        max=FIELD_LIMITS[limit],
    )


def convert(raw: Any, params_type: type[S]) -> S:
    """Validate raw params into ``params_type``; -32602 with the path (and limit) otherwise."""
    try:
        typed = msgspec.convert({} if raw is None else raw, params_type)
    except msgspec.ValidationError as exc:
        raise from_validation_error(exc, params_type) from None
    check_totals(typed)
    return typed


def check_totals(params: Base) -> None:
    """Limits over several fields at once (a msgspec constraint covers one field)."""
    if isinstance(params, MessageAppendParams):
        total = 0
        for message in params.messages:
            total += len(message.content or "") + len(message.tool_call_id or "")
            total += len(message.name or "")
            for call in message.tool_calls or ():
                total += len(call.id) + len(call.function.name) + len(call.function.arguments)
        cap = FIELD_LIMITS["max_append_chars"]
        if total > cap:
            raise invalid_params(
                f"$.messages holds {total} characters of strings, over the limit "
                f"max_append_chars ({cap}); split the append",
                "$.messages",
                limit="max_append_chars",
                max=cap,
            )


def limit_at(root: type[Base], path: str) -> str | None:
    """The ``protocol.limits`` name on the field at ``path`` (e.g. ``$.messages[3].content``)."""
    node: Any = mi.type_info(root)
    pos = 1 if path.startswith("$") else 0
    limit: str | None = None
    while True:
        node, limit = _unwrap(node)
        if pos >= len(path):
            return limit
        seg = _SEGMENT.match(path, pos)
        if seg is None:
            return None
        pos = seg.end()
        field = seg.group("field")
        if field is not None:
            node = _field(node, field)
        else:
            node = node.item_type if isinstance(node, mi.ListType) else None
        if node is None:
            return None


def _unwrap(node: Any) -> tuple[Any, str | None]:
    """Strip ``Metadata`` and ``X | None`` around a type, keeping the limit name found."""
    limit: str | None = None
    while True:
        if isinstance(node, mi.Metadata):
            extra = cast(dict[str, Any], node.extra or {})  # pyright: ignore[reportUnknownMemberType]
            if "limit" in extra:
                limit = str(extra["limit"])
            node = node.type
        elif isinstance(node, mi.UnionType):
            members = [t for t in node.types if not isinstance(t, mi.NoneType)]
            if len(members) != 1:
                return node, limit
            node = members[0]
        else:
            return node, limit


def _field(node: Any, name: str) -> Any:
    if not isinstance(node, mi.StructType):
        return None
    for field in node.fields:
        if field.encode_name == name:
            return field.type
    return None
