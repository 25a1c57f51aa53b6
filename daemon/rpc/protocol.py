"""The JSON-RPC side of the daemon: replies per JSON-RPC 2.0, LSP lifecycle rules, real cancel.

``MemoryProtocol`` owns the connection's rules; what a method does is asked of its ``Methods``
(the server), which answers agent-runtime methods itself and hands editor methods to pygls
(``rpc/lsp.py``), loaded only when an editor needs it:

- bodies are decoded and sorted here (``jsonrpc``), so invalid JSON answers -32700, a
  non-request -32600 (with the id when readable) and params of the wrong shape -32602;
- requests before ``initialize`` answer -32002, after ``shutdown`` -32600; notifications before
  ``initialize`` are dropped (except ``exit``);
- every request with an id gets exactly one reply, written by ``_send_handler_result``;
- ``$/cancelRequest`` stops running requests through their ``RequestScope`` (-32800, nothing
  committed);
- responses only resolve requests this daemon sent; anything else is logged and ignored;
- ``shutdown`` waits for in-flight requests instead of cancelling them.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import enum
import itertools
import logging
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol, cast

import msgspec
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import ErrorKind, JsonRpcCode
from tinyagent_memory.protocol.types import MsgId

from . import jsonrpc
from .cancellation import RequestScope, current_scope
from .errors import RpcError, cancelled_error, error_object
from .jsonrpc import Reject
from .stdio import ConnectionLost, FrameWriter

log = logging.getLogger(__name__)

AnyFuture = asyncio.Future[Any] | concurrent.futures.Future[Any]
Done = Callable[[Any], None]
"""Called once with the finished future of a request (``cancelled()``, ``exception()``,
``result()``)."""


class Methods(Protocol):
    """What the methods of a connection do (the server implements it)."""

    def start(self, req: jsonrpc.Request, done: Done) -> AnyFuture | None:
        """Start answering ``req``; ``done`` gets its future when it finishes (possibly at once).
        Returns the future when it can be cancelled. Raises ``RpcError`` when the request cannot
        start (unknown method, params of the wrong shape)."""
        ...

    def notification(self, note: jsonrpc.Notification) -> None: ...

    def shutdown(self) -> None:
        """``shutdown`` arrived (before in-flight requests are awaited)."""
        ...


class MemoryProtocol:
    def __init__(self, methods: Methods) -> None:
        self.methods = methods
        self.frames: FrameWriter | None = None
        self.initialized = False
        self.shutdown_requested = False
        self.scopes: dict[MsgId, RequestScope] = {}
        """Client requests in flight."""
        self._outgoing: dict[MsgId, asyncio.Future[Any]] = {}
        self._out_ids = itertools.count(1)
        self._idle_waiters: list[asyncio.Future[None]] = []
        self.on_exit: Callable[[int], None] = lambda code: None
        self.on_connection_lost: Callable[[], None] = lambda: None
        self.to_json: Callable[[Any], Any] | None = None
        """pygls's converter (lsprotocol's attrs objects -> LSP's camelCase JSON values), set
        when pygls is loaded: msgspec would encode their Python field names."""
        # msgspec writes results (Structs, pre-encoded ``Raw`` fragments) directly.
        self._encoder = msgspec.json.Encoder(enc_hook=self._enc_hook)

    # ------------------------------------------------------------------ incoming

    def handle_body(self, body: bytes) -> bool:
        """Handle one frame body; ``False`` when it was not JSON (the reader then resyncs)."""
        value = jsonrpc.decode(body)
        if isinstance(value, Reject):
            log.warning("%s", value.message)
            self.send_reject(value)
            return False
        envelope = jsonrpc.classify(value)
        ctx = contextvars.copy_context()
        if isinstance(envelope, Reject):
            log.warning("%s", envelope.message)
            self.send_reject(envelope)
        elif isinstance(envelope, jsonrpc.Ignore):
            log.warning("dropped a notification: %s", envelope.reason)
        elif isinstance(envelope, jsonrpc.Request):
            ctx.run(self._on_request, envelope)
        elif isinstance(envelope, jsonrpc.Notification):
            ctx.run(self._on_notification, envelope)
        else:
            self._on_response(envelope)
        return True

    def _on_request(self, req: jsonrpc.Request) -> None:
        method, ident = req.method, req.id
        if not self.initialized and method != m.INITIALIZE:
            self._reply_error(
                ident,
                JsonRpcCode.SERVER_NOT_INITIALIZED,
                f"{method}: the server is not initialized; send initialize first",
                ErrorKind.SERVER_NOT_INITIALIZED,
            )
            return
        if self.initialized and method == m.INITIALIZE:
            self._reply_invalid(ident, "initialize may only be sent once")
            return
        if self.shutdown_requested:
            self._reply_invalid(ident, f"{method}: the server is shutting down")
            return
        if ident in self.scopes:
            self._reply_invalid(ident, f"a request with id {ident!r} is still in flight")
            return
        scope = RequestScope(ident, method)
        self.scopes[ident] = scope
        current_scope.set(scope)
        log.debug("request %r %s started", ident, method)
        done: Done = partial(self._send_handler_result, msg_id=ident)
        try:
            if method == m.SHUTDOWN:
                future: AnyFuture | None = asyncio.ensure_future(self._shutdown(ident))
                future.add_done_callback(done)
            else:
                future = self.methods.start(req, done)
        except Exception as exc:  # RpcError: unknown method, bad params; anything else: a bug
            if self.scopes.get(ident) is scope:  # not answered yet: answer exactly once
                self.scopes.pop(ident)
                scope.close()
                self._wake_idle_waiters()
                error = error_object(exc, method=method, msg_id=ident)
                self._write({"jsonrpc": "2.0", "id": ident, "error": error})
            return
        if isinstance(future, asyncio.Future) and ident in self.scopes:
            scope.task = cast(asyncio.Future[object], future)

    def _on_notification(self, note: jsonrpc.Notification) -> None:
        method = note.method
        if method == m.EXIT:
            self.on_exit(0 if self.shutdown_requested else 1)
            return
        if not self.initialized:
            log.warning("dropped %s: the server is not initialized", method)
            return
        if method == m.CANCEL_REQUEST:
            self._on_cancel(note.message.get("params"))
            return
        self.methods.notification(note)

    def _on_cancel(self, params: Any) -> None:
        raw = cast(dict[str, Any], params).get("id") if isinstance(params, dict) else None
        ident = jsonrpc.readable_id(raw)
        scope = self.scopes.get(ident) if ident is not None else None
        if scope is None:
            log.debug("cancel for %r: no such request in flight", raw)
            return
        if scope.cancel():
            log.debug("cancel requested for %r %s", ident, scope.method)
        else:
            log.debug("cancel for %r ignored: it already committed", ident)

    def _on_response(self, resp: jsonrpc.Response) -> None:
        future = self._outgoing.pop(resp.id, None)
        if future is None or future.done():
            log.warning("ignored a response to unknown request id %r", resp.id)
            return
        msg = resp.message
        if "error" in msg:
            err = cast(dict[str, Any], msg["error"])
            future.set_exception(
                RpcError(code=err["code"], message=err["message"], data=err.get("data"))
            )
        else:
            future.set_result(msg.get("result"))

    # ------------------------------------------------------------------ results

    def _send_handler_result(self, future: Any, *, msg_id: MsgId) -> None:
        scope = self.scopes.pop(msg_id, None)
        if scope is not None:
            scope.close()
        self._wake_idle_waiters()
        if future.cancelled():
            self._write({"jsonrpc": "2.0", "id": msg_id, "error": cancelled_error(msg_id)})
            return
        exc = future.exception()
        if exc is None and scope is not None and scope.method == m.INITIALIZE:
            self.initialized = True
        if exc is None:
            payload: dict[str, Any] = {"jsonrpc": "2.0", "id": msg_id, "result": future.result()}
            if self._write(payload):
                return
            exc = RuntimeError("the result could not be serialized")
        method = scope.method if scope is not None else "request"
        error = error_object(exc, method=method, msg_id=msg_id)
        self._write({"jsonrpc": "2.0", "id": msg_id, "error": error})

    async def wait_idle(self, *, besides: MsgId | None = None) -> None:
        """Until no client request other than ``besides`` is in flight."""
        while any(ident != besides for ident in self.scopes):
            waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            self._idle_waiters.append(waiter)
            await waiter

    def _wake_idle_waiters(self) -> None:
        waiters, self._idle_waiters = self._idle_waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    def cancel_all(self) -> None:
        for scope in list(self.scopes.values()):
            scope.cancel()

    # ------------------------------------------------------------------ lifecycle built-ins

    async def _shutdown(self, ident: MsgId) -> None:
        """Refuse new requests, let in-flight ones finish (pygls would cancel them)."""
        self.shutdown_requested = True
        self.methods.shutdown()
        await self.wait_idle(besides=ident)

    # ------------------------------------------------------------------ outgoing

    async def request(self, method: str, params: Any) -> Any:
        """Send a request to the client and await its result.

        Cancelling the awaiting task tells the client with ``$/cancelRequest``.
        """
        ident = f"tinyagent-{next(self._out_ids)}"
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._outgoing[ident] = future
        self._write({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        try:
            return await future
        except asyncio.CancelledError:
            if self._outgoing.pop(ident, None) is not None:
                self.notify(m.CANCEL_REQUEST, {"id": ident})
            raise

    def fail_outgoing(self, reason: str) -> None:
        """The client is gone: every request we sent it fails now."""
        for future in self._outgoing.values():
            if not future.done():
                future.set_exception(ConnectionError(reason))
        self._outgoing.clear()

    def notify(self, method: str, params: Any | None = None) -> None:
        payload: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            payload["params"] = params
        self._write(payload)

    def send_reject(self, reject: Reject) -> None:
        self._write({"jsonrpc": "2.0", "id": reject.id, "error": reject.error_object()})

    def _reply_error(self, ident: MsgId, code: int, message: str, kind: ErrorKind) -> None:
        error = {"code": code, "message": message, "data": {"kind": str(kind)}}
        self._write({"jsonrpc": "2.0", "id": ident, "error": error})

    def _reply_invalid(self, ident: MsgId, reason: str) -> None:
        self.send_reject(jsonrpc.invalid_request(ident, reason))

    def _enc_hook(self, obj: Any) -> Any:
        """What msgspec cannot encode itself (pygls's rule: attrs objects through its
        converter, enums by value, other objects by their ``__dict__``)."""
        if self.to_json is not None and hasattr(obj, "__attrs_attrs__"):
            return self.to_json(obj)
        if isinstance(obj, enum.Enum):
            return obj.value
        try:
            return cast(dict[str, Any], obj.__dict__)
        except AttributeError:
            raise TypeError(f"cannot encode {type(obj).__name__}") from None

    def _unstructure(self, data: Any) -> Any:
        """Once pygls is loaded, a message whose ``result``/``params`` may hold lsprotocol
        objects goes through its converter first (msgspec Structs and ``Raw`` fragments stay:
        msgspec encodes them itself)."""
        to_json = self.to_json
        if to_json is None:
            return data
        if not isinstance(data, dict):
            return to_json(data)  # a message pygls built (attrs)
        message = cast(dict[str, Any], data)
        for key in ("result", "params"):
            value = message.get(key)
            if value is None or isinstance(value, msgspec.Struct | msgspec.Raw):
                continue
            message = {**message, key: to_json(value)}
        return message

    def write(self, data: Any) -> bool:
        """Serialize and write one message (pygls's senders end here too); ``False`` if it
        could not be serialized."""
        return self._write(data)

    def _write(self, data: Any) -> bool:
        if self.frames is None or self.frames.closed:
            return True
        try:
            body = self._encoder.encode(self._unstructure(data))
        except (TypeError, ValueError, RecursionError, msgspec.EncodeError):
            log.exception("could not serialize an outgoing message")
            return False
        try:
            self.frames.write_frame(body)
        except ConnectionLost as exc:
            log.warning("the client stopped reading: %s", exc)
            self.on_connection_lost()
        return True
