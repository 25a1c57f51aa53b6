"""The VS Code extension: it builds and lints (``npm ci && npm run compile && npm run lint``), and
its one constants module and manifest agree with the daemon's protocol."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tinyagent_memory.protocol import methods as m

from .npm_helpers import npm_ci, run, tool

EXTENSION = Path(__file__).resolve().parents[2] / "editors" / "vscode"
CONSTANT = re.compile(r'^export const (?P<name>[A-Z0-9_]+) = "(?P<value>[^"]*)";$', re.M)


def ts_constants() -> dict[str, str]:
    text = (EXTENSION / "src" / "protocol.ts").read_text(encoding="utf-8")
    return {match["name"]: match["value"] for match in CONSTANT.finditer(text)}


def manifest() -> dict[str, Any]:
    return json.loads((EXTENSION / "package.json").read_text(encoding="utf-8"))


def test_protocol_ts_names_equal_protocol_methods() -> None:
    """Every custom method and editor-facing name is in protocol.ts, same name and value."""
    names = {n: getattr(m, n) for n in dir(m) if n.isupper() and isinstance(getattr(m, n), str)}
    editor = {"COMMAND_MEMORY_SYNC", "DIAGNOSTIC_SOURCE", "MEMORY_FILE"}
    mirrored = {n: v for n, v in names.items() if v in m.CUSTOM_METHODS or n in editor}
    assert len(mirrored) == len(m.CUSTOM_METHODS) + len(editor)
    constants = ts_constants()
    assert {n: constants.get(n) for n in mirrored} == mirrored


def test_manifest_contributes_commands_settings_and_activation() -> None:
    data = manifest()
    constants = ts_constants()
    commands = {c["command"]: c["title"] for c in data["contributes"]["commands"]}
    assert commands == {
        constants["EXT_SYNC"]: "Sync memory",
        constants["EXT_SHOW_HISTORY"]: "Show memory history",
        constants["EXT_RESTORE_REVISION"]: "Restore revision",
        constants["EXT_RESTART"]: "Restart memory daemon",
    }
    # vscode-languageclient registers the daemon's own executeCommand ids; ours must differ.
    assert m.COMMAND_MEMORY_SYNC not in commands
    assert "workspaceContains:.tinyagent" in data["activationEvents"]
    settings = data["contributes"]["configuration"]["properties"]
    assert settings["tinyagentMemory.server.command"]["default"] == "tinyagent-memory"
    assert settings["tinyagentMemory.server.args"]["default"] == ["serve"]
    assert data["main"] == "./out/extension.js"
    assert "vscode-languageclient" in data["dependencies"]


def test_extension_compiles_and_lints() -> None:
    npm_ci(EXTENSION)
    npm = tool("npm")
    run([npm, "run", "compile"], EXTENSION)
    run([npm, "run", "lint"], EXTENSION)
    assert (EXTENSION / "out" / "extension.js").exists()
