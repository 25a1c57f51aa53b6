"""An agent runtime in another language: a Node.js script on vscode-jsonrpc drives a whole session.

``node/session.js`` spawns the daemon, checks every params and result against
``protocol/schema.json`` (ajv, JSON Schema 2020-12) and asserts each result. Compaction, memory
candidates, curation and the ``memory/committed`` notification: the script plays the host's model
(``provider/complete`` with ``purpose: "summary"`` answers a summary under the fixed headings,
``"curation"`` a strict JSON array of strings). This test checks what it left behind on disk.
"""

from __future__ import annotations

import json
from pathlib import Path

from .. import forked
from .npm_helpers import npm_ci, run, tool

NODE_DIR = Path(__file__).with_name("node")


def test_node_runtime_runs_a_whole_session_with_compaction_and_curation(workspace: Path) -> None:
    npm_ci(NODE_DIR)
    proc = run(
        [tool("node"), "session.js"],
        NODE_DIR,
        timeout=120,
        env={
            "TINYAGENT_DAEMON_CMD": json.dumps(forked.command("serve")),
            "TINYAGENT_WORKSPACE": str(workspace),
        },
    )
    lines = proc.stdout.splitlines()
    assert lines[-1] == "[session] ok", proc.stdout
    assert "[session] run/finish -> error -32021 run_not_active" in lines
    assert "[session] context/build -> error -32020 unknown_session" in lines
    assert "[session] message/append -> error -32602 invalid_params" in lines
    assert "[session] history/search -> error -32602 invalid_params" in lines
    assert "[session] message/list -> error -32020 unknown_session" in lines
    progress = [line for line in lines if line.startswith("[session] $/progress <- begin")]
    assert len(progress) == 1 and progress[0].endswith("(5 values)"), proc.stdout
    committed = {"workspace": str(workspace.resolve()), "revision": 1, "source": "curator"}
    assert f"[session] memory/committed <- {json.dumps(committed, separators=(',', ':'))}" in lines
    memory = workspace / ".tinyagent" / "memory" / "MEMORY.md"
    assert memory.read_text(encoding="utf-8") == (
        "Project tests run with pytest -q.\n§\nUser prefers small focused commits.\n"
    )
    assert (workspace / ".tinyagent" / "state.db").exists()
