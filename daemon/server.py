"""Wiring only: lists the features, binds their routes to the wire, starts the wire.

pygls would turn unknown methods' params into namedtuples (and fail without replying on a missing
``params``); our converter keeps them as plain dicts and every custom request is validated exactly
once with ``msgspec.convert``. A bad field answers -32602 naming its path (and the limit it broke).
Framing, JSON-RPC replies and errors, cancellation and the process lifecycle live in ``rpc/``;
this module connects them to the features.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import sys
from collections.abc import Awaitable, Callable
from typing import Any, BinaryIO, cast

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
from tinyagent_memory.protocol.limits import MAX_BODY_BYTES
from tinyagent_memory.protocol.types import (
    Base,
    InitializationOptions,
    ProviderCompleteParams,
)

from .app import App
from .context import feature as context
from .editor import feature as editor
from .history import feature as history
from .memory import feature as memory
from .provider import Provider
from .rpc.lifecycle import Lifecycle
from .rpc.logs import LogSetup
from .rpc.protocol import MemoryProtocol
from .rpc.router import Route, Router
from .rpc.stdio import FrameWriter
from .rpc.validation import convert, from_validation_error
from .sessions import feature as sessions
from .tokens import preload
from .usage import feature as usage

log = logging.getLogger(__name__)

NAME = "tinyagent-memory"
VERSION = "0.1.0"
"""The distribution's version, as in pyproject.toml (``tests/unit/test_startup.py`` checks they
agree): reading the installed metadata would cost ~50 ms of every start."""

Setup = Callable[[Router, App, LanguageServer], None]
"""A feature's ``setup(router, app, lsp)``: registers its routes (and, for the editor, its LSP
features and lifecycle hooks)."""

FEATURES: tuple[Setup, ...] = (
    sessions.setup,
    context.setup,
    usage.setup,
    memory.setup,
    history.setup,
    editor.setup,
)
"""Every feature package's ``feature.setup``; a request's path reads wire -> server -> feature.
The editor comes last: it uses the service the memory feature offers (``app.service``)."""


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


class MemoryServer(LanguageServer):
    """The daemon as a language server: custom methods plus LSP lifecycle."""

    def __init__(self, *, logs: LogSetup | None = None) -> None:
        super().__init__(  # pyright: ignore[reportUnknownMemberType]
            NAME, VERSION, protocol_cls=MemoryProtocol, converter_factory=_raw_converter
        )
        self.logs = logs
        self.lifecycle: Lifecycle | None = None
        self.app = App(Provider(self._send_provider_request))
        self.app.notify = self.notify
        self.router = Router()
        for setup in FEATURES:
            setup(self.router, self.app, self)
        for route in self.router.routes.values():
            self.feature(route.method)(self._bind(route))

        @self.feature(lsp.INITIALIZE)
        def on_initialize(params: lsp.InitializeParams) -> None:
            self._on_initialize(params)

        @self.feature(lsp.INITIALIZED)
        async def on_initialized(params: lsp.InitializedParams) -> None:
            for hook in self.router.on_initialized:
                await hook()

        @self.feature(lsp.SHUTDOWN)
        def on_shutdown(params: Any) -> None:
            self._on_shutdown(params)

    @property
    def rpc(self) -> MemoryProtocol:
        return cast(MemoryProtocol, self.protocol)

    # ------------------------------------------------------------------ boundary

    def _bind(self, route: Route) -> Callable[[Any], Awaitable[Any]]:
        async def handle(params: Any) -> Any:
            typed = convert(params, route.params_type)
            # Errors reach the client through ``rpc.errors.error_object``, like every request's.
            result: Base = await route.handler(typed)
            return result  # encoded once, by msgspec, when the reply is written

        handle.__name__ = f"handle_{route.method.replace('/', '_')}"
        return handle

    # ------------------------------------------------------------------ lifecycle

    def _on_initialize(self, params: lsp.InitializeParams) -> None:
        raw: Any = params.initialization_options or {}
        try:
            options = msgspec.convert(raw, InitializationOptions)
        except msgspec.ValidationError as exc:
            err = from_validation_error(exc, InitializationOptions)
            data: dict[str, Any] = dict(err.data or {})
            path = "$.initializationOptions" + str(data.get("path", "$"))[1:]
            message = err.message.replace(str(data.get("path", "$")), path, 1)
            raise JsonRpcException(
                message=message, code=err.code, data={**data, "path": path}
            ) from None
        self.app.configure(options)
        _ = self.app.counter  # load the encoding now, not on the first message/append
        self.app.provider.configure(
            available=options.provider, timeout=options.provider_timeout_seconds
        )
        window = params.capabilities.window
        self.app.progress.connect(
            self._send_request,
            self.notify,
            supported=bool(window is not None and window.work_done_progress),
        )
        logging.getLogger("tinyagent_memory").setLevel(options.log_level.upper())
        for hook in self.router.on_initialize:
            hook(params)
        if self.logs is not None:
            self.logs.forward_to_client(self.rpc.notify, options.log_level)
        if self.lifecycle is not None:
            self.lifecycle.watch_parent(params.process_id)
        log.info("initialized: provider=%s window=%d", options.provider, options.window_tokens)

    def _on_shutdown(self, params: Any) -> None:
        log.info("shutdown requested")
        for hook in self.router.on_shutdown:
            hook()

    def start_io(  # pyright: ignore[reportIncompatibleMethodOverride]
        self,
        stdin: BinaryIO | None = None,
        stdout: BinaryIO | None = None,
        *,
        max_body_bytes: int = MAX_BODY_BYTES,
    ) -> int:
        """Serve JSON-RPC on stdio until the client goes away; returns the exit code.

        Replaces pygls's ``_start_io_async``: see ``rpc/lifecycle.py``. The event loop is left
        open on return (a worker thread may still hold a store); ``serve`` ends the process.
        """
        writer = FrameWriter(stdout or sys.stdout.buffer)
        self.lifecycle = Lifecycle(
            self.rpc,
            stdin_fd=(stdin or sys.stdin.buffer).fileno(),
            writer=writer,
            max_body_bytes=max_body_bytes,
            close_app=self.app.close,
        )
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        return loop.run_until_complete(self.lifecycle.run())

    # ------------------------------------------------------------------ daemon -> client

    async def _send_provider_request(self, params: ProviderCompleteParams) -> Any:
        return await self.rpc.request(m.PROVIDER_COMPLETE, msgspec.to_builtins(params))

    async def _send_request(self, method: str, params: Base) -> Any:
        return await self.rpc.request(method, msgspec.to_builtins(params))

    def notify(self, method: str, params: Base) -> None:
        self.rpc.notify(method, msgspec.to_builtins(params))


PIPE_BYTES = 1024 * 1024


def widen_pipe(fd: int) -> None:
    """Ask Linux for a 1 MiB pipe buffer: a large result then crosses in a few wake-ups instead
    of one per 64 KiB. Anything but a pipe on Linux keeps its default."""
    set_size = getattr(fcntl, "F_SETPIPE_SZ", None)
    if set_size is None:
        return
    with contextlib.suppress(OSError):
        fcntl.fcntl(fd, set_size, PIPE_BYTES)


def serve(*, logs: LogSetup | None = None, max_body_bytes: int = MAX_BODY_BYTES) -> None:
    """Run the daemon on this process's stdio, then end the process with its exit code.

    stdout is kept for protocol frames only: the frames go to a duplicate of fd 1, and fd 1 itself
    (with ``sys.stdout``) is pointed at stderr so a stray print can never corrupt the stream.
    """
    preload()  # started by cli.main already (a no-op then); embedders calling serve() directly
    frames = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    widen_pipe(frames.fileno())
    try:
        os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    except (OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    sys.stdout = sys.stderr
    server = MemoryServer(logs=logs)
    code = 1
    try:
        code = server.start_io(sys.stdin.buffer, frames, max_body_bytes=max_body_bytes)
    except BaseException:
        log.exception("the daemon stopped on an unexpected error")
    finally:
        if logs is not None:
            logs.stop()
        sys.stderr.flush()
        os._exit(code)
