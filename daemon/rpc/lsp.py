"""The editor's side of the wire: pygls's language server, loaded only when an editor needs it.

Importing pygls's server loads ``lsprotocol.types`` and its cattrs converter (a third of a
second, most of the daemon's start-up), which agent runtimes never use. ``MemoryProtocol``
therefore answers runtime methods itself, and the server builds an ``LspSide`` on the first
message only pygls can handle (or at an ``initialize`` whose answer pygls must compute). The
``LspSide`` keeps pygls's feature manager, params structuring, handler execution and LSP built-ins
(text synchronization, the workspace, ``workspace/executeCommand``); replies, requests to the
client and notifications all go through ``MemoryProtocol`` (one writer, one reply per request).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
from collections.abc import Generator
from typing import Any, cast

import cattrs
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcMethodNotFound
from pygls.lsp.server import LanguageServer
from pygls.protocol import (
    JsonRPCNotification,
    JsonRPCRequestMessage,
    JsonRPCResponseMessage,
    LanguageServerProtocol,
    default_converter,
)
from pygls.protocol.language_server import lsp_method
from tinyagent_memory.protocol.errors import ErrorKind, JsonRpcCode

from . import jsonrpc
from .errors import RpcError
from .protocol import AnyFuture, Done, MemoryProtocol

log = logging.getLogger(__name__)


def raw_converter() -> cattrs.Converter:
    """pygls's converter, but custom messages keep ``params``/``result`` as plain JSON values
    (pygls would turn unknown methods' params into namedtuples)."""
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


class LspProtocol(LanguageServerProtocol):
    """pygls's protocol with every outgoing message sent through ``MemoryProtocol``."""

    core: MemoryProtocol

    def _send_data(self, data: Any) -> None:
        """pygls's senders (``_send_response``, notifications) all end here."""
        self.core.write(data)

    def notify(self, method: str, params: Any | None = None) -> None:
        self.core.notify(method, params)

    @lsp_method(lsp.WORKSPACE_EXECUTE_COMMAND)
    def lsp_workspace__execute_command(
        self, params: lsp.ExecuteCommandParams
    ) -> Generator[Any, Any, Any]:
        """pygls's, with an unknown command reported at ``$.command`` like any bad param."""
        commands = cast(dict[str, Any], self.fm.commands)  # pyright: ignore[reportUnknownMemberType]
        if params.command not in commands:
            known = ", ".join(sorted(commands)) or "none"
            raise RpcError(
                f"unknown command {params.command!r}; this server runs: {known}",
                JsonRpcCode.INVALID_PARAMS,
                {"kind": str(ErrorKind.INVALID_PARAMS), "path": "$.command"},
            )
        return (yield from super().lsp_workspace__execute_command(params))

    def send_request(  # pyright: ignore[reportIncompatibleMethodOverride]
        self, method: str, params: Any | None = None, callback: Any = None, msg_id: Any = None
    ) -> asyncio.Future[Any]:
        """pygls-style API kept for LSP helpers; responses are delivered as raw JSON."""
        future = asyncio.ensure_future(self.core.request(method, params))
        if callback is not None:
            on_result: Any = callback
            future.add_done_callback(
                lambda f: on_result(f.result()) if not f.cancelled() and not f.exception() else None
            )
        return future


class LspSide:
    """pygls's language server on the daemon's connection (see the module docstring)."""

    def __init__(self, core: MemoryProtocol, name: str, version: str) -> None:
        self.server = LanguageServer(
            name, version, protocol_cls=LspProtocol, converter_factory=raw_converter
        )
        self.protocol = cast(LspProtocol, self.server.protocol)
        self.protocol.core = core
        core.to_json = self.protocol._converter.unstructure  # pyright: ignore[reportPrivateUsage]

    def handles(self, method: str) -> bool:
        try:
            self.protocol._get_handler(method)  # pyright: ignore[reportPrivateUsage]
        except JsonRpcMethodNotFound:
            return False
        return True

    def start(self, req: jsonrpc.Request, done: Done) -> AnyFuture | None:
        """Run ``req`` through pygls's handler (raises ``RpcError`` for -32601 / -32602)."""
        method, ident = req.method, req.id
        protocol = self.protocol
        try:
            handler = protocol._get_handler(method)  # pyright: ignore[reportPrivateUsage]
        except JsonRpcMethodNotFound:
            raise RpcError(
                f"Method not found: {method}",
                JsonRpcCode.METHOD_NOT_FOUND,
                {"kind": str(ErrorKind.METHOD_NOT_FOUND)},
            ) from None
        structured = self._structure(req.message, method, JsonRPCRequestMessage)
        if isinstance(structured, Exception):
            raise RpcError(
                f"Invalid params for {method}: {_describe(structured)}",
                JsonRpcCode.INVALID_PARAMS,
                {"kind": str(ErrorKind.INVALID_PARAMS)},
            )
        futures = protocol._request_futures  # pyright: ignore[reportPrivateUsage]

        def finished(future: Any) -> None:
            futures.pop(ident, None)
            done(future)

        protocol._ctx_msg_id.set(ident)  # pyright: ignore[reportPrivateUsage]
        protocol._execute_handler(  # pyright: ignore[reportPrivateUsage]
            ident, handler, callback=finished, args=(structured.params,)
        )
        future = futures.get(ident)
        return future if isinstance(future, asyncio.Future) else None

    def notification(self, note: jsonrpc.Notification) -> None:
        method = note.method
        if not self.handles(method):
            log.debug("ignored notification %s: no handler", method)
            return
        structured = self._structure(note.message, method, JsonRPCNotification)
        if isinstance(structured, Exception):
            log.warning("dropped %s with invalid params: %s", method, _describe(structured))
            return
        self.protocol._handle_notification(method, structured.params)  # pyright: ignore[reportPrivateUsage]

    def replay_initialize(self, params: Any) -> None:
        """Run pygls's ``initialize`` on params the daemon already answered (the workspace,
        the client's capabilities and the registered features' ``initialize`` hooks), without
        answering again."""
        structured = self.protocol._converter.structure(params, lsp.InitializeParams)  # pyright: ignore[reportPrivateUsage]
        outcome: concurrent.futures.Future[Any] = concurrent.futures.Future()
        futures = self.protocol._request_futures  # pyright: ignore[reportPrivateUsage]
        key = "tinyagent-replayed-initialize"
        self.protocol._execute_handler(  # pyright: ignore[reportPrivateUsage]
            key,
            self.protocol.lsp_initialize,
            callback=lambda future: outcome.set_result(future.exception()),
            args=(structured,),
        )
        futures.pop(key, None)
        error = outcome.result(timeout=0)
        if error is not None:
            raise error

    def _structure(self, message: dict[str, Any], method: str, default: type[Any]) -> Any:
        message_type = self.protocol.get_message_type(method) or default
        try:
            return self.protocol._converter.structure(message, message_type)  # pyright: ignore[reportPrivateUsage]
        except Exception as exc:
            return exc


def _describe(exc: Exception) -> str:
    if isinstance(exc, cattrs.BaseValidationError):
        return "; ".join(cattrs.transform_error(exc))
    return f"{type(exc).__name__}: {exc}"
