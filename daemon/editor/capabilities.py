"""The ``initialize`` answer of a client that is not an editor, without loading pygls (pure).

An agent runtime sends ``initialize`` with no workspace roots and no editor capabilities. pygls
(``lsprotocol.types``, a third of a second to import) would answer it with the editor's
capabilities in push mode (spec 7.2), which depend on nothing in such params. ``plain`` says
whether params are of that kind; the daemon then answers ``result(...)`` itself and loads pygls
only if an editor method arrives later. Any other params (roots, text-document or workspace
capabilities, position encodings, anything unusual) go to pygls as before.
``tests/unit/test_startup.py`` checks that ``result`` equals pygls's answer for plain params.
"""

from __future__ import annotations

from typing import Any, TypeGuard, cast

from tinyagent_memory.protocol import methods as m

_KEYS = frozenset(
    {
        "processId",
        "clientInfo",
        "locale",
        "rootPath",
        "rootUri",
        "capabilities",
        "initializationOptions",
        "trace",
        "workDoneToken",
        "workspaceFolders",
    }
)
_TRACE = ("off", "messages", "verbose")


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -(2**31) <= value < 2**31


def _plain_capabilities(value: Any) -> bool:
    """``{}`` or ``{"window": {"workDoneProgress": bool}}``: nothing pygls or the editor reads."""
    if not isinstance(value, dict):
        return False
    caps = cast(dict[str, Any], value)
    if set(caps) - {"window"}:
        return False
    window = caps.get("window", {})
    if not isinstance(window, dict):
        return False
    window = cast(dict[str, Any], window)
    return not set(window) - {"workDoneProgress"} and isinstance(
        window.get("workDoneProgress", False), bool
    )


def _plain_client_info(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    info = cast(dict[str, Any], value)
    return (
        not set(info) - {"name", "version"}
        and isinstance(info.get("name"), str)
        and isinstance(info.get("version", ""), str)
    )


def plain(params: Any) -> TypeGuard[dict[str, Any]]:
    """``initialize`` params of a client that is not an editor (see the module docstring)."""
    if not isinstance(params, dict):
        return False
    p = cast(dict[str, Any], params)
    if set(p) - _KEYS or "processId" not in p or "capabilities" not in p:
        return False
    process_id = p["processId"]
    return (
        (process_id is None or _int(process_id))
        and _plain_capabilities(p["capabilities"])
        and p.get("rootPath") is None
        and p.get("rootUri") is None
        and p.get("workspaceFolders") in (None, [])
        and ("clientInfo" not in p or _plain_client_info(p["clientInfo"]))
        and isinstance(p.get("locale", ""), str)
        and p.get("trace", "off") in _TRACE
        and (
            "workDoneToken" not in p
            or _int(p["workDoneToken"])
            or isinstance(p["workDoneToken"], str)
        )
    )


def result(name: str, version: str) -> dict[str, Any]:
    """pygls's ``InitializeResult`` for plain params: the editor's capabilities, push mode."""
    return {
        "capabilities": {
            "positionEncoding": "utf-16",
            "textDocumentSync": {"openClose": True, "change": 2, "save": {"includeText": False}},
            "hoverProvider": True,
            "codeActionProvider": {
                "codeActionKinds": ["quickfix", f"source.fixAll.{m.DIAGNOSTIC_SOURCE}"],
                "resolveProvider": False,
            },
            "executeCommandProvider": {"commands": [m.COMMAND_MEMORY_SYNC]},
            "workspace": {
                "workspaceFolders": {"supported": True, "changeNotifications": True},
                "fileOperations": {},
            },
        },
        "serverInfo": {"name": name, "version": version},
    }


def work_done_progress(params: dict[str, Any]) -> bool:
    """Plain params' ``capabilities.window.workDoneProgress``."""
    window = cast(dict[str, Any], params["capabilities"].get("window") or {})
    return window.get("workDoneProgress") is True
