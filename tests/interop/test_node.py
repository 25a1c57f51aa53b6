"""An agent runtime in another language: a Node.js script on vscode-jsonrpc drives a whole session.

``node/session.js`` spawns the daemon, checks every params and result against
``protocol/schema.json`` (ajv, JSON Schema 2020-12) and asserts each result. Compaction, memory
candidates, curation and the ``memory/committed`` notification join the script as those features
land (its ``provider/complete`` handler is already in place).
"""

from __future__ import annotations

import json
from pathlib import Path

from tinyagent_memory.daemon.client import daemon_command

from .npm import npm_ci, run, tool

NODE_DIR = Path(__file__).with_name("node")


def test_node_runtime_runs_a_whole_session(workspace: Path) -> None:
    npm_ci(NODE_DIR)
    proc = run(
        [tool("node"), "session.js"],
        NODE_DIR,
        timeout=120,
        env={
            "TINYAGENT_DAEMON_CMD": json.dumps(daemon_command("serve")),
            "TINYAGENT_WORKSPACE": str(workspace),
        },
    )
    lines = proc.stdout.splitlines()
    assert lines[-1] == "[session] ok", proc.stdout
    assert "[session] run/finish -> error -32021 run_not_active" in lines
    assert "[session] context/build -> error -32020 unknown_session" in lines
    assert "[session] message/append -> error -32602 invalid_params" in lines
    assert (workspace / ".tinyagent" / "state.db").exists()
