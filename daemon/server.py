"""pygls wiring only: lifecycle, raw params -> msgspec at the boundary, error mapping.

pygls would turn unknown methods' params into namedtuples (and fail without replying on a missing
``params``); our converter keeps them as plain dicts and every custom request is validated exactly
once with ``msgspec.convert``. A bad field answers -32602 naming its path.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

import cattrs
import msgspec
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from pygls.protocol import (
    JsonRPCNotification,
    JsonRPCRequestMessage,
    JsonRPCResponseMessage,
    default_converter,
)
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError, ErrorKind, JsonRpcCode
from tinyagent_memory.protocol.types import (
    Base,
    InitializationOptions,
    ProviderCompleteParams,
)

from . import editor, sessions, usage
from .app import App
from .context import build
from .memory import feature as memory_feature
from .memory import provenance as memory_provenance
from .provider import Provider
from .router import Route, Router
from .tokens import preload

log = logging.getLogger(__name__)

NAME = "tinyagent-memory"
VERSION = "0.1.0"

FEATURES: tuple[Callable[[Router, App], None], ...] = (
    sessions.setup,
    build.setup,
    usage.setup,
    memory_feature.setup,
)
"""Every feature module's ``setup``; a request's path reads wire -> server -> feature."""

_PATH = re.compile(r" - at `(?P<path>[^`]+)`$")


def _raw_converter() -> cattrs.Converter:
    """pygls's converter, but custom messages keep ``params``/``result`` as plain JSON values."""
    converter = default_converter()

    def request(obj: dict[str, Any], cls: type[Any]) -> Any:
        return cls(
            id=obj.get("id"), method=obj["method"], jsonrpc=obj["jsonrpc"], params=obj.get("params")
        )

    def notification(obj: dict[str, Any], cls: type[Any]) -> Any:
        return cls(method=obj["method"], jsonrpc=obj["jsonrpc"], params=obj.get("params"))

    def response(obj: dict[str, Any], cls: type[Any]) -> Any:
        return cls(id=obj["id"], jsonrpc=obj["jsonrpc"], result=obj.get("result"))

    converter.register_structure_hook(JsonRPCRequestMessage, request)
    converter.register_structure_hook(JsonRPCNotification, notification)
    converter.register_structure_hook(JsonRPCResponseMessage, response)
    return converter


def invalid_params(exc: msgspec.ValidationError | str) -> JsonRpcException:
    text = str(exc)
    match = _PATH.search(text)
    path = match.group("path") if match else "$"
    return JsonRpcException(
        message=f"Invalid params: {text}",
        code=JsonRpcCode.INVALID_PARAMS,
        data={"kind": str(ErrorKind.INVALID_PARAMS), "path": path},
    )


def to_rpc_error(exc: DaemonError) -> JsonRpcException:
    err = exc.to_error_object()
    return JsonRpcException(message=err["message"], code=err["code"], data=err["data"])


class MemoryServer(LanguageServer):
    """The daemon as a language server: custom methods plus LSP lifecycle."""

    def __init__(self) -> None:
        super().__init__(  # pyright: ignore[reportUnknownMemberType]
            NAME, VERSION, converter_factory=_raw_converter
        )
        self.app = App(Provider(self._send_provider_request))
        self.app.notify = self.notify
        self.router = Router()
        for setup in FEATURES:
            setup(self.router, self.app)
        for route in self.router.routes.values():
            self.feature(route.method)(self._bind(route))
        # MEMORY.md as a language: text sync, diagnostics, code actions, commands, hover.
        self.editor = editor.setup(self, self.router, self.app, provenance=memory_provenance.lookup)

        @self.feature(lsp.INITIALIZE)
        def on_initialize(params: lsp.InitializeParams) -> None:
            self._on_initialize(params)

        @self.feature(lsp.INITIALIZED)
        async def on_initialized(params: lsp.InitializedParams) -> None:
            await self.editor.initialized()

        @self.feature(lsp.SHUTDOWN)
        def on_shutdown(params: Any) -> None:
            self._on_shutdown(params)

    # ------------------------------------------------------------------ boundary

    def _bind(self, route: Route) -> Callable[[Any], Awaitable[Any]]:
        async def handle(params: Any) -> Any:
            try:
                typed = msgspec.convert({} if params is None else params, route.params_type)
            except msgspec.ValidationError as exc:
                raise invalid_params(exc) from None
            try:
                result: Base = await route.handler(typed)
            except DaemonError as exc:
                raise to_rpc_error(exc) from None
            except JsonRpcException:
                raise
            except Exception as exc:
                log.exception("%s failed", route.method)
                raise JsonRpcException(
                    message=f"internal error in {route.method}",
                    code=JsonRpcCode.INTERNAL_ERROR,
                    data={"kind": str(ErrorKind.INTERNAL), "error": type(exc).__name__},
                ) from None
            return msgspec.to_builtins(result)

        handle.__name__ = f"handle_{route.method.replace('/', '_')}"
        return handle

    # ------------------------------------------------------------------ lifecycle

    def _on_initialize(self, params: lsp.InitializeParams) -> None:
        raw: Any = params.initialization_options or {}
        try:
            options = msgspec.convert(raw, InitializationOptions)
        except msgspec.ValidationError as exc:
            exc_ = invalid_params(exc)
            exc_.message = exc_.message.replace("$", "$.initializationOptions", 1)
            raise exc_ from None
        self.app.configure(options)
        _ = self.app.counter  # load the encoding now, not on the first message/append
        self.app.provider.configure(
            available=options.provider, timeout=options.provider_timeout_seconds
        )
        logging.getLogger("tinyagent_memory").setLevel(options.log_level.upper())
        self.editor.initialize(params)
        log.info("initialized: provider=%s window=%d", options.provider, options.window_tokens)

    def _on_shutdown(self, params: Any) -> None:
        log.info("shutdown requested")
        self.editor.shutdown()

    # ------------------------------------------------------------------ daemon -> client

    async def _send_provider_request(self, params: ProviderCompleteParams) -> Any:
        return await self.protocol.send_request_async(
            m.PROVIDER_COMPLETE, msgspec.to_builtins(params)
        )

    def notify(self, method: str, params: Base) -> None:
        self.protocol.notify(method, msgspec.to_builtins(params))


def serve() -> None:
    preload()  # ~0.5 s of BPE parsing overlaps with start-up and the client's initialize
    server = MemoryServer()
    try:
        server.start_io()
    finally:
        server.app.close()
