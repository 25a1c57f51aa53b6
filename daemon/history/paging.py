"""Opaque page cursors and the ``since`` bound: values in, values out."""

from __future__ import annotations

import base64
from datetime import UTC, date, datetime

import msgspec


class CursorError(ValueError):
    pass


def encode(kind: str, *parts: str | int) -> str:
    raw = msgspec.json.encode([kind, *parts])
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode(kind: str, cursor: str, types: tuple[type, ...]) -> tuple[object, ...]:
    """The parts of a cursor made by ``encode(kind, ...)``; ``CursorError`` for anything else."""
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        value = msgspec.json.decode(raw)
    except (ValueError, msgspec.DecodeError):
        raise CursorError("not a cursor this method returned") from None
    if (
        not isinstance(value, list)
        or len(value) != len(types) + 1  # pyright: ignore[reportUnknownArgumentType]
        or value[0] != kind
    ):
        raise CursorError("not a cursor this method returned")
    parts = tuple(value[1:])  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
    if not all(type(p) is t for p, t in zip(parts, types, strict=True)):  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
        raise CursorError("not a cursor this method returned")
    return parts  # pyright: ignore[reportUnknownVariableType]


def since(text: str) -> str:
    """An ISO 8601 date or time as the store writes times (UTC, milliseconds); a time without an
    offset is UTC. ``ValueError`` when it is neither."""
    value = text.strip()
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        try:
            day = date.fromisoformat(value)
        except ValueError:
            raise ValueError(f"{text!r} is not an ISO 8601 date or time") from None
        moment = datetime(day.year, day.month, day.day)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    moment = moment.astimezone(UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"
