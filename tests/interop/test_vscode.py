"""The VS Code extension: it builds, lints and passes its unit tests (``npm ci && npm run compile &&
npm run lint && npm test``), packages into a small bundled ``.vsix``, and its one constants module
and manifest agree with the daemon's protocol."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path
from typing import Any

from tinyagent_memory.protocol import methods as m

from .npm_helpers import npm_ci, packaged, run, tool

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
        constants["EXT_SEARCH_HISTORY"]: "Search conversation history",
    }
    # vscode-languageclient registers the daemon's own executeCommand ids; ours must differ.
    assert m.COMMAND_MEMORY_SYNC not in commands
    # A memory file below the workspace root (a multi-project folder) activates the extension.
    assert data["activationEvents"] == [
        "workspaceContains:.tinyagent",
        "workspaceContains:**/.tinyagent/memory/MEMORY.md",
    ]
    settings = data["contributes"]["configuration"]["properties"]
    assert settings["tinyagentMemory.server.command"]["default"] == "tinyagent-memory"
    assert settings["tinyagentMemory.server.args"]["default"] == ["serve"]
    server = [
        "tinyagentMemory.server.command",
        "tinyagentMemory.server.args",
        "tinyagentMemory.server.env",
    ]
    # `machine-overridable` values in User settings are dropped in a remote window (code-server,
    # Remote-SSH) as soon as the configuration changes; `window` applies User and Workspace
    # values, and workspace trust keeps an untrusted workspace from choosing the executable.
    assert {settings[key]["scope"] for key in server} == {"window"}
    untrusted = data["capabilities"]["untrustedWorkspaces"]
    assert untrusted["supported"] == "limited"
    assert untrusted["restrictedConfigurations"] == server
    assert "vscode-languageclient" in data["dependencies"]
    # The memory limits belong to the workspace (spec 3.19): the old per-client settings are
    # marked deprecated (VS Code strikes them through and says what to run instead).
    for key in ("tinyagentMemory.memoryCharLimit", "tinyagentMemory.memoryEntryCharLimit"):
        assert "tinyagent-memory memory limits" in settings[key]["markdownDeprecationMessage"]


def test_manifest_is_ready_to_publish() -> None:
    data = manifest()
    assert data["license"] == "MIT"
    assert data["repository"]["type"] == "git"
    assert data["repository"]["directory"] == "editors/vscode"
    pyproject = (EXTENSION.parents[1] / "pyproject.toml").read_text(encoding="utf-8")
    assert 'license = { text = "MIT" }' in pyproject
    assert (EXTENSION / "LICENSE").read_text(encoding="utf-8").startswith("MIT License\n")
    # The bundle is the entry point; vsce builds it before packaging.
    assert data["main"] == "./dist/extension.js"
    assert data["scripts"]["vscode:prepublish"] == "npm run bundle"
    assert {"esbuild", "@vscode/vsce"} <= set(data["devDependencies"])


def test_extension_compiles_lints_and_passes_its_unit_tests() -> None:
    npm_ci(EXTENSION)
    npm = tool("npm")
    run([npm, "run", "compile"], EXTENSION)
    run([npm, "run", "lint"], EXTENSION)
    assert (EXTENSION / "out" / "extension.js").exists()
    tested = run([npm, "test"], EXTENSION)
    assert re.search(r"^# fail 0$", tested.stdout, re.M), tested.stdout
    assert int(re.search(r"^# pass (\d+)$", tested.stdout, re.M)[1]) >= 10  # type: ignore[index]


def test_vsix_holds_the_bundle_only() -> None:
    """``vsce package`` works offline and ships the bundle, the manifest, README and LICENSE."""
    vsix = packaged(EXTENSION)
    with zipfile.ZipFile(vsix) as archive:
        names = sorted(archive.namelist())
    assert names == [
        "[Content_Types].xml",
        "extension.vsixmanifest",
        "extension/LICENSE.txt",
        "extension/dist/extension.js",
        "extension/package.json",
        "extension/readme.md",
    ]
    assert vsix.stat().st_size < 200_000
