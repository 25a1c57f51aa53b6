"""The packaged extension in real VS Code: code-server 4.100.3 (VS Code 1.100.3) on 127.0.0.1,
driven by playwright-core in Debian's headless Chromium, offline.

One scenario (``vscode_e2e/drive.js``) in a multi-project folder whose memory file sits below the
workspace root, with the daemon's command set in User settings: the extension activates, the
diagnostics show (the empty entry's squiggle reaches a character an editor can draw, the drift
warning does not blame another program), the quick fix "Remove the empty entry" leaves the file
canonical, hover describes an entry, Sync records it for the nested project (no stray
``.tinyagent/`` at the root), a credential's finding is shown on sync (refused, then "Sync
anyway"), changing the command in the Settings editor restarts the daemon with the new value, and
"Search conversation history" finds a stored message and opens its Session read-only. Install
with ``tests/interop/vscode_e2e/setup.sh`` (``.ci/run`` does).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.protocol import methods as m

from .npm_helpers import npm_env, packaged, tool

HERE = Path(__file__).resolve().parent
E2E = HERE / "vscode_e2e"
EXTENSION = HERE.parents[1] / "editors" / "vscode"
CODE_SERVER = E2E / "node_modules" / "code-server" / "out" / "node" / "entry.js"
SETUP_STAMP = E2E / "node_modules" / ".tinyagent-setup"

FIRST = "Prefers tabs over spaces"
SECOND = "Runs tests with pytest -q"
EMPTY_ENTRY = f"{FIRST}\n§\n\n§\n{SECOND}\n"
CANONICAL = f"{FIRST}\n§\n{SECOND}\n"
TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"  # a synthetic value in GitHub's shape
CREDENTIAL = f"{FIRST}\n§\nDeploy token {TOKEN}\n"
ASKED = "Why does parseHeaderLine fail on src/http/headers.ts?"
ANSWER = "parseHeaderLine splits on ': ' but the header has no space after the colon."


async def record_a_session(project: Path) -> str:
    """One stored Session in ``project`` (what an agent runtime leaves behind), for the search."""
    client = await DaemonClient.spawn()
    try:
        await client.initialize({})
        opened = await client.request(m.SESSION_OPEN, {"workspace": str(project)})
        sid: str = opened["session_id"]
        run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
        messages = [{"role": "user", "content": ASKED}, {"role": "assistant", "content": ANSWER}]
        await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": messages}
        )
        await client.request(
            m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"}
        )
        await client.request(m.SESSION_CLOSE, {"session_id": sid})
        return sid
    finally:
        await client.shutdown()


def requirements() -> tuple[str, str]:
    """Node and Chromium, or skip with the one missing piece."""
    node = tool("node")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        pytest.skip("Chromium is not installed (apt-get install -y chromium)")
    if not (SETUP_STAMP.exists() and CODE_SERVER.exists()):
        pytest.skip("code-server is not installed (run tests/interop/vscode_e2e/setup.sh)")
    return node, chromium


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for_port(port: int, server: subprocess.Popen[bytes], deadline: float) -> None:
    while time.monotonic() < deadline:
        assert server.poll() is None, "code-server exited while starting"
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"code-server did not listen on 127.0.0.1:{port}")


def package() -> Path:
    vsix = packaged(EXTENSION)  # shared with test_vscode.py's package check
    assert "extension/dist/extension.js" in zipfile.ZipFile(vsix).namelist()
    return vsix


def logged(logs: Path, pattern: str) -> list[str]:
    """Lines of code-server's extension host logs that contain ``pattern``."""
    return [
        line
        for log in logs.rglob("*exthost*.log")
        for line in log.read_text(encoding="utf-8", errors="replace").splitlines()
        if pattern in line
    ]


@pytest.mark.timeout(900)
def test_the_memory_file_in_real_vscode(tmp_path: Path) -> None:
    node, chromium = requirements()
    vsix = package()
    data, extensions, config = tmp_path / "data", tmp_path / "extensions", tmp_path / "config"
    env = {**npm_env(), "XDG_CONFIG_HOME": str(config)}
    base = [
        node,
        str(CODE_SERVER),
        "--user-data-dir",
        str(data),
        "--extensions-dir",
        str(extensions),
    ]
    subprocess.run(
        [*base, "--install-extension", str(vsix)],
        env=env,
        check=True,
        capture_output=True,
        timeout=300,
    )

    workspace = tmp_path / "ws"  # a multi-project folder: the memory file is proj's
    memory = workspace / "proj" / ".tinyagent" / "memory" / "MEMORY.md"
    memory.parent.mkdir(parents=True)
    memory.write_text(EMPTY_ENTRY, encoding="utf-8")
    session_id = asyncio.run(record_a_session(memory.parents[2]))
    settings = data / "User" / "settings.json"
    settings.parent.mkdir(parents=True, exist_ok=True)
    user: dict[str, Any] = {
        # Not the default: the daemon is this interpreter's module, set in User settings.
        "tinyagentMemory.server.command": sys.executable,
        "tinyagentMemory.server.args": ["-m", "tinyagent_memory.daemon", "serve"],
        "security.workspace.trust.enabled": False,
        "workbench.startupEditor": "none",
        "workbench.tips.enabled": False,
        "telemetry.telemetryLevel": "off",
        "extensions.autoCheckUpdates": False,
        "update.mode": "none",
    }
    settings.write_text(json.dumps(user, indent=2), encoding="utf-8")

    # The command the Settings editor switches to: another path to the same interpreter.
    wrapper = tmp_path / "daemon-python"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n', encoding="utf-8")
    wrapper.chmod(0o755)

    port = free_port()
    flags = ["--auth", "none", "--bind-addr", f"127.0.0.1:{port}", "--disable-telemetry"]
    flags += ["--disable-update-check", "--disable-workspace-trust"]
    server = subprocess.Popen(
        [*base, *flags, str(workspace)],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # the extension host and the daemon are its children
    )
    try:
        wait_for_port(port, server, time.monotonic() + 120)
        drive = subprocess.run(
            [node, str(E2E / "drive.js")],
            cwd=E2E,
            env={
                **env,
                "TA_URL": f"http://127.0.0.1:{port}/?folder={workspace}",
                "TA_CHROMIUM": chromium,
                "TA_WORKSPACE": str(workspace),
                "TA_MEMORY": str(memory),
                "TA_CREDENTIAL_TEXT": CREDENTIAL,
                "TA_SETTINGS": str(settings),
                "TA_NEW_COMMAND": str(wrapper),
                "TA_SEARCH": "parseHeader",
                "TA_OUTPUT_LOG_DIR": str(data / "logs"),
                "TA_SCREENSHOT": str(tmp_path / "failure.png"),
            },
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=800,
        )
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
    lines = drive.stdout.strip().splitlines()
    assert lines, f"drive.js printed nothing:\n{drive.stderr}"
    seen = json.loads(lines[-1])
    assert seen["ok"], f"{seen.get('error')}\nsteps done: {seen['steps']}\nscreenshot: {tmp_path}"

    # Diagnostics on the nested project's memory file: the extension activated for it.
    problems = " | ".join(seen["problems"])
    assert "Blank line where an entry should be" in problems
    assert "MEMORY.md is not recorded as a revision yet" in problems
    assert "outside tinyagent-memory" not in problems
    assert seen["errorSquiggles"] >= 2  # the empty line and the § under it, not a dot
    assert not logged(data / "logs", "does already exist")

    # The quick fix leaves the file canonical in one step.
    assert "Remove the empty entry" in seen["quickFixes"]
    assert seen["fixed"] == CANONICAL

    # Sync records it for proj, the folder holding .tinyagent/, never for the workspace root.
    assert (
        seen["synced"] == "ws/proj: memory synced, revision 1 (manual); automatic curation is on."
    )
    assert not (workspace / ".tinyagent").exists()

    # Hover on an entry: its number, its size against the workspace's entry limit.
    assert seen["hover"].startswith(f"Memory entry 1 of 3 {len(FIRST)} / 600 characters")

    # A credential's finding is shown. The daemon refuses such a file by default
    # (memory_check_failed): the dialog lists the finding, and "Sync anyway" records it
    # (accept_findings); the result lists it again.
    assert "ws/proj: MEMORY.md was not synced: 1 finding" in seen["refusal"]
    assert "line 3:" in seen["refusal"] and "github-token" in seen["refusal"]
    assert seen["credentialSync"].startswith(
        "ws/proj: memory synced, revision 2 (manual), with 1 finding: line 3:"
    )
    assert "github-token" in seen["credentialSync"]
    assert TOKEN not in json.dumps(seen)

    # Changing the command in the Settings editor restarted the daemon with the new value.
    origin = "(tinyagentMemory.server.command from User settings)."
    assert seen["starts"] == [
        f'Starting "{command} -m tinyagent_memory.daemon serve" {origin}'
        for command in (sys.executable, wrapper)
    ]
    assert seen["afterRestart"].startswith("ws/proj: memory synced, revision 2 (manual)")

    # Search conversation history: the hit is picked and the Session opens read-only around it.
    assert ASKED in seen["searchHits"]
    assert session_id in seen["sessionDocument"]
    assert ASKED in seen["sessionDocument"] and ANSWER in seen["sessionDocument"]
    assert not any("could not start" in line for line in seen["output"])
