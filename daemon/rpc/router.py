"""Method -> handler table, and the LSP lifecycle hooks. Features register here in ``setup``.

The router knows each method's params Struct from ``protocol.methods.REQUEST_TYPES``; the server
converts raw params once, at the boundary, and hands the handler a typed value.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from lsprotocol import types as lsp
from tinyagent_memory.protocol.methods import REQUEST_TYPES
from tinyagent_memory.protocol.types import Base

P = TypeVar("P", bound=Base)
Handler = Callable[[Any], Awaitable[Base]]


@dataclass(frozen=True)
class Route:
    method: str
    params_type: type[Base]
    handler: Handler


class Router:
    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.on_initialize: list[Callable[[lsp.InitializeParams], None]] = []
        """Run at ``initialize``, before the server's capabilities are sent."""
        self.on_initialized: list[Callable[[], Awaitable[None]]] = []
        self.on_shutdown: list[Callable[[], None]] = []

    def request(
        self, method: str
    ) -> Callable[[Callable[[P], Awaitable[Base]]], Callable[[P], Awaitable[Base]]]:
        if method not in REQUEST_TYPES:
            raise KeyError(f"{method} is not a request in protocol.methods.REQUEST_TYPES")
        params_type = REQUEST_TYPES[method][0]

        def register(fn: Callable[[P], Awaitable[Base]]) -> Callable[[P], Awaitable[Base]]:
            if method in self.routes:
                raise KeyError(f"{method} registered twice")
            self.routes[method] = Route(method, params_type, fn)
            return fn

        return register
