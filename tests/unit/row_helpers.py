"""Builders of stored rows for the unit tests of the pure context modules."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from tinyagent_memory.daemon.store.records import StoredMessage
from tinyagent_memory.protocol.types import FunctionCall, ToolCall


class Rows:
    """Appends rows with increasing ids and seqs; ``tokens`` defaults to 10 a row."""

    def __init__(self) -> None:
        self.rows: list[StoredMessage] = []
        self._ids: Iterator[int] = iter(range(1, 1_000_000))

    def add(self, role: str, content: str | None = None, **kw: Any) -> StoredMessage:
        ident = next(self._ids)
        row = StoredMessage(
            id=ident,
            session_id="s",
            run_id=kw.pop("run_id", "r0"),
            seq=kw.pop("seq", ident),
            role=role,  # type: ignore[arg-type]
            content=content,
            tool_calls=kw.pop("tool_calls", None),
            tool_call_id=kw.pop("tool_call_id", None),
            name=kw.pop("name", None),
            tokens=kw.pop("tokens", 10),
        )
        assert not kw, kw
        self.rows.append(row)
        return row

    def user(self, text: str = "hi", **kw: Any) -> StoredMessage:
        return self.add("user", text, **kw)

    def answer(self, text: str = "ok", **kw: Any) -> StoredMessage:
        return self.add("assistant", text, **kw)

    def summary(self, text: str = "## Goal\nx", **kw: Any) -> StoredMessage:
        return self.add("summary", text, run_id=None, **kw)

    def calls(self, *names_ids: tuple[str, str, dict[str, Any]], **kw: Any) -> StoredMessage:
        calls = tuple(
            ToolCall(id=cid, function=FunctionCall(name=name, arguments=json.dumps(args)))
            for name, cid, args in names_ids
        )
        return self.add("assistant", None, tool_calls=calls, **kw)

    def result(self, call_id: str, text: str = "result", **kw: Any) -> StoredMessage:
        return self.add("tool", text, tool_call_id=call_id, **kw)

    def group(self, call_id: str, tool: str = "shell", result: str = "out", **kw: Any) -> None:
        """An assistant call and its result."""
        tokens = kw.pop("tokens", 10)
        self.calls((tool, call_id, {"command": "ls"}), tokens=tokens, **kw)
        self.result(call_id, result, tokens=tokens, **kw)
