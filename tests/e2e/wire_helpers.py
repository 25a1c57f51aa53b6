"""Helpers for tests that put raw bytes on the daemon's stdin and judge what comes back."""

from __future__ import annotations

import itertools
import json
from typing import Any

from tinyagent_memory.daemon.client import DaemonClient, frame
from tinyagent_memory.protocol import methods as m

_probe_ids = itertools.count(1)


def body(message: Any) -> bytes:
    return json.dumps(message, separators=(",", ":")).encode("utf-8")


def request(ident: Any, method: str, params: Any = None) -> bytes:
    msg: dict[str, Any] = {"jsonrpc": "2.0", "id": ident, "method": method}
    if params is not None:
        msg["params"] = params
    return body(msg)


def well_formed_response(msg: dict[str, Any]) -> bool:
    """A JSON-RPC 2.0 response: id, and exactly one of a result or a proper error object."""
    if msg.get("jsonrpc") != "2.0" or "id" not in msg:
        return False
    ident = msg["id"]
    if ident is not None and not isinstance(ident, int | str):
        return False
    if ("result" in msg) == ("error" in msg):
        return False
    if "error" in msg:
        err = msg["error"]
        return (
            isinstance(err, dict)
            and isinstance(err.get("code"), int)
            and isinstance(err.get("message"), str)
            and isinstance(err.get("data", {}).get("kind"), str)
        )
    return True


def outcome(msg: dict[str, Any]) -> tuple[Any, int | str]:
    """``(id, error code)`` or ``(id, "result")``."""
    if "error" in msg:
        return msg["id"], msg["error"]["code"]
    return msg["id"], "result"


async def probe(client: DaemonClient, timeout: float = 30.0) -> dict[str, Any]:
    """Send one valid request as raw bytes and return its response (it must be a result)."""
    ident = f"probe-{next(_probe_ids)}"
    after = len(client.responses)
    await client.send_raw(frame(request(ident, m.USAGE_INTERNAL, {})))
    reply = await client.wait_response(lambda r: r.get("id") == ident, timeout=timeout, after=after)
    assert "result" in reply, reply
    return reply
