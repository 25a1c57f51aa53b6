"""Wiring only: lists the features, binds their routes to the wire, starts the wire.

Every custom request is validated exactly once with ``msgspec.convert``; a bad field answers
-32602 naming its path (and the limit it broke). Framing, JSON-RPC replies and errors,
cancellation and the process lifecycle live in ``rpc/``; this module connects them to the
features.

Agent runtimes never load pygls: their ``initialize`` (no workspace roots, no editor
capabilities: ``editor.capabilities.plain``) and every custom method are answered here, and
pygls's language server with the editor feature (``rpc/lsp.py``) is built on the first message
only it can answer, or at an editor's ``initialize``. Building it runs on the event loop between
two messages, so nothing is reordered: it replays the ``initialize`` (and ``initialized``) the
daemon already answered, then handles the message that needed it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import contextvars
import fcntl
import logging
import os
import sys
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, BinaryIO

import msgspec
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import ErrorKind, JsonRpcCode
from tinyagent_memory.protocol.limits import MAX_BODY_BYTES
from tinyagent_memory.protocol.types import Base, InitializationOptions, ProviderCompleteParams

from .app import App
from .context import feature as context
from .editor import capabilities
from .history import feature as history
from .memory import feature as memory
from .provider import Provider
from .rpc import jsonrpc
from .rpc.cancellation import current_scope
from .rpc.errors import RpcError
from .rpc.lifecycle import Lifecycle
from .rpc.logs import LogSetup
from .rpc.protocol import AnyFuture, Done, MemoryProtocol
from .rpc.router import Route, Router
from .rpc.stdio import FrameWriter
from .rpc.validation import convert, from_validation_error
from .sessions import feature as sessions
from .tokens import preload
from .usage import feature as usage

if TYPE_CHECKING:
    from lsprotocol import types as lsp
    from pygls.lsp.server import LanguageServer

    from .rpc.lsp import LspSide

log = logging.getLogger(__name__)

NAME = "tinyagent-memory"
VERSION = "0.1.0"
"""The distribution's version, as in pyproject.toml (``tests/unit/test_startup.py`` checks they
agree): reading the installed metadata would cost ~50 ms of every start."""

Setup = Callable[[Router, App, "LanguageServer"], None]
"""A feature's ``setup(router, app, lsp)``: registers its routes (and, for the editor, its LSP
features and lifecycle hooks)."""


def editor_setup(router: Router, app: App, lsp: LanguageServer) -> None:
    """The editor feature's ``setup``, imported when pygls is (it is pygls's language)."""
    from .editor import feature as editor

    editor.setup(router, app, lsp)


RUNTIME_FEATURES: tuple[Callable[[Router, App, None], None], ...] = (
    sessions.setup,
    context.setup,
    usage.setup,
    memory.setup,
    history.setup,
)
"""The features agent runtimes use; they need no language server."""
FEATURES: tuple[Setup, ...] = (*RUNTIME_FEATURES, editor_setup)
"""Every feature package's ``feature.setup``; a request's path reads wire -> server -> feature.
The editor comes last: it uses the service the memory feature offers (``app.service``)."""

CUSTOM_NAMESPACES = frozenset(method.split("/", 1)[0] for method in m.CUSTOM_METHODS)
"""``session``, ``memory``, ...: no LSP method lives there, so an unknown method in one of them
is answered -32601 (and a notification ignored) without loading pygls, as pygls would
(``tests/unit/test_startup.py`` checks that pygls handles nothing there)."""


class MemoryServer:
    """The daemon on one connection: runtime methods answered here, editor methods by pygls."""

    def __init__(self, *, logs: LogSetup | None = None) -> None:
        self.logs = logs
        self.lifecycle: Lifecycle | None = None
        self.rpc = MemoryProtocol(self)
        self.app = App(Provider(self._send_provider_request))
        self.app.notify = self.notify
        self.app.activity.connect(
            in_flight=lambda: bool(self.rpc.scopes),
            input_waiting=lambda: self.lifecycle is not None and self.lifecycle.input_waiting(),
            until_idle=self.rpc.wait_idle,
        )
        self.router = Router()
        for setup in RUNTIME_FEATURES:
            setup(self.router, self.app, None)
        self._routes = {route.method: self._bind(route) for route in self.router.routes.values()}
        self.lsp: LspSide | None = None
        self._initialize_params: Any = None
        """The ``initialize`` params answered without pygls (replayed when it loads)."""
        self._initialized_note: jsonrpc.Notification | None = None

    # ------------------------------------------------------------------ boundary

    def _bind(self, route: Route) -> Callable[[Any], Awaitable[Any]]:
        async def handle(params: Any) -> Any:
            typed = convert(params, route.params_type)
            # Errors reach the client through ``rpc.errors.error_object``, like every request's.
            result: Base = await route.handler(typed)
            return result  # encoded once, by msgspec, when the reply is written

        handle.__name__ = f"handle_{route.method.replace('/', '_')}"
        return handle

    def start(self, req: jsonrpc.Request, done: Done) -> AnyFuture | None:
        """``rpc.protocol.Methods``: runtime methods here, anything else through pygls."""
        method = req.method
        params = req.message.get("params")
        if method == m.INITIALIZE and self.lsp is None and capabilities.plain(params):
            return _now(lambda: self._initialize_plain(params), done)
        handle = self._routes.get(method)
        if handle is not None:
            task = asyncio.ensure_future(handle(params))
            task.add_done_callback(done)
            return task
        if self.lsp is None and _custom(method):
            raise RpcError(
                f"Method not found: {method}",
                JsonRpcCode.METHOD_NOT_FOUND,
                {"kind": str(ErrorKind.METHOD_NOT_FOUND)},
            )
        return self._lsp_side().start(req, done)

    def _lsp_side(self) -> LspSide:
        """``load_lsp`` outside the request that needed it: what loading starts (the replayed
        ``initialized`` hooks) belongs to no request's scope."""
        if self.lsp is not None:
            return self.lsp
        ctx = contextvars.copy_context()
        ctx.run(current_scope.set, None)
        return ctx.run(self.load_lsp)

    def notification(self, note: jsonrpc.Notification) -> None:
        if note.method == m.INITIALIZED and self.lsp is None:
            self._initialized_note = note  # the editor's hooks run if pygls loads later
            return
        if self.lsp is None and _custom(note.method):
            log.debug("ignored notification %s: no handler", note.method)
            return
        self.load_lsp().notification(note)

    def shutdown(self) -> None:
        log.info("shutdown requested")
        for hook in self.router.on_shutdown:
            hook()

    # ------------------------------------------------------------------ pygls, on demand

    def load_lsp(self) -> LspSide:
        """pygls's language server with the editor feature (built once, on the loop)."""
        if self.lsp is not None:
            return self.lsp
        from .rpc.lsp import LspSide

        log.info("loading the language server (an editor method arrived)")
        side = self.lsp = LspSide(self.rpc, NAME, VERSION)
        server = side.server
        editor_setup(self.router, self.app, server)

        @server.feature(m.INITIALIZE)
        def on_initialize(params: lsp.InitializeParams) -> None:
            self._initialize_editor(params)

        @server.feature(m.INITIALIZED)
        async def on_initialized(params: lsp.InitializedParams) -> None:
            for hook in self.router.on_initialized:
                await hook()

        if self._initialize_params is not None:
            try:
                side.replay_initialize(self._initialize_params)
            except Exception:  # the editor then works without its initialize hooks
                log.exception("could not replay initialize into the language server")
            if self._initialized_note is not None:
                side.notification(self._initialized_note)
        return side

    # ------------------------------------------------------------------ initialize

    def _initialize_plain(self, params: dict[str, Any]) -> dict[str, Any]:
        options = self._configure(
            params.get("initializationOptions"),
            work_done_progress=capabilities.work_done_progress(params),
        )
        self._connect(options, params["processId"])
        self._initialize_params = params
        return capabilities.result(NAME, VERSION)

    def _initialize_editor(self, params: lsp.InitializeParams) -> None:
        """pygls's ``initialize`` (its user handler): an editor's, or a replay of the plain
        one already answered (then only the editor's hooks run)."""
        if self._initialize_params is not None:
            for hook in self.router.on_initialize:
                hook(params)
            return
        window = params.capabilities.window
        options = self._configure(
            params.initialization_options,
            work_done_progress=bool(window is not None and window.work_done_progress),
        )
        for hook in self.router.on_initialize:
            hook(params)
        self._connect(options, params.process_id)

    def _configure(self, raw: Any, *, work_done_progress: bool) -> InitializationOptions:
        try:
            options = msgspec.convert(raw or {}, InitializationOptions)
        except msgspec.ValidationError as exc:
            err = from_validation_error(exc, InitializationOptions)
            data: dict[str, Any] = dict(err.data or {})
            path = "$.initializationOptions" + str(data.get("path", "$"))[1:]
            message = err.message.replace(str(data.get("path", "$")), path, 1)
            raise RpcError(message=message, code=err.code, data={**data, "path": path}) from None
        self.app.configure(options)
        _ = self.app.counter  # load the encoding now, not on the first message/append
        self.app.provider.configure(
            available=options.provider, timeout=options.provider_timeout_seconds
        )
        self.app.progress.connect(self._send_request, self.notify, supported=work_done_progress)
        logging.getLogger("tinyagent_memory").setLevel(options.log_level.upper())
        return options

    def _connect(self, options: InitializationOptions, process_id: int | None) -> None:
        """After the editor's hooks: logs to the client, the parent process watched."""
        if self.logs is not None:
            self.logs.forward_to_client(self.rpc.notify, options.log_level)
        if self.lifecycle is not None:
            self.lifecycle.watch_parent(process_id)
        log.info("initialized: provider=%s window=%d", options.provider, options.window_tokens)

    def start_io(
        self,
        stdin: BinaryIO | None = None,
        stdout: BinaryIO | None = None,
        *,
        max_body_bytes: int = MAX_BODY_BYTES,
    ) -> int:
        """Serve JSON-RPC on stdio until the client goes away; returns the exit code.

        See ``rpc/lifecycle.py``. The event loop is left open on return (a worker thread may
        still hold a store); ``serve`` ends the process.
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


def _custom(method: str) -> bool:
    return "/" in method and method.split("/", 1)[0] in CUSTOM_NAMESPACES


def _now(answer: Callable[[], Any], done: Done) -> None:
    """Answer at once (``initialize``: requests right behind it must see it done)."""
    future: concurrent.futures.Future[Any] = concurrent.futures.Future()
    future.add_done_callback(done)
    try:
        future.set_result(answer())
    except Exception as exc:
        future.set_exception(exc)


PIPE_BYTES = 1024 * 1024


def widen_pipe(fd: int) -> None:
    """Ask Linux for a 1 MiB pipe buffer: a large result or request then crosses in a few
    wake-ups instead of one per 64 KiB. Anything but a pipe on Linux keeps its default."""
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
    widen_pipe(sys.stdin.fileno())  # a large append then arrives in one read, not 64 KiB ones
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
