"""In-process helpers: the daemon's features wired to a ``Router`` on an ``App``, no wire."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec
from pygls.lsp.server import LanguageServer
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.rpc.router import Router
from tinyagent_memory.daemon.server import FEATURES, Setup


def wire_features(app: App, features: Iterable[Setup] = FEATURES) -> Router:
    """A router with ``features`` set up on ``app`` (the editor's LSP side on an unused server)."""
    router = Router()
    lsp = LanguageServer("tinyagent-memory-test", "0")
    for setup in features:
        setup(router, app, lsp)
    return router


async def call_route(router: Router, method: str, params: dict[str, Any]) -> Any:
    """Run ``method``'s handler on raw params (converted as the boundary does); the typed result."""
    route = router.routes[method]
    return await route.handler(msgspec.convert(params, route.params_type))
