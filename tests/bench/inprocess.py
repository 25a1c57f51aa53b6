"""The daemon's feature handlers in-process (no stdio), with a fake host summarizer.

Shared by the benchmarks that measure the compaction logic itself; the stdio path is measured by
the benchmarks that spawn the daemon.
"""

from __future__ import annotations

import time
from typing import Any

import msgspec
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.context import feature as context
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.daemon.sessions import feature as sessions
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import InitializationOptions, ProviderCompleteParams

from ..feature_helpers import call_route, wire_features
from ..synthetic import BLAND_SUMMARY


class Host:
    """Answers every ``provider/complete`` at once with ``text``; keeps its own time apart."""

    def __init__(self, text: str = BLAND_SUMMARY) -> None:
        self.text = text
        self.seconds = 0.0
        self.calls = 0

    async def send(self, params: ProviderCompleteParams) -> Any:
        start = time.perf_counter()
        self.calls += 1
        reply = {"text": self.text, "finish_reason": "stop", "usage": {"prompt_tokens": 1}}
        self.seconds += time.perf_counter() - start
        return reply


class Daemon:
    """An ``App`` with the session and context features, called like the wire would."""

    def __init__(self, host: Host, **options: Any) -> None:
        self.host = host
        self.app = App(Provider(host.send), msgspec.convert(options, InitializationOptions))
        self.app.provider.configure(available=True, timeout=60)
        self.router = wire_features(self.app, (sessions.setup, context.setup))

    async def call(self, method: str, params: dict[str, Any]) -> Any:
        return await call_route(self.router, method, params)

    async def run(self, sid: str, messages: list[dict[str, Any]]) -> None:
        """One succeeded Run holding ``messages``."""
        run_id = (await self.call(m.RUN_START, {"session_id": sid})).run_id
        await self.call(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": messages}
        )
        await self.call(m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"})

    def close(self) -> None:
        self.app.close()
