"""spec.md's first examples, replayed as written against the real daemon over stdio.

Sections 3.1-3.6, 3.19 and 3.2 form one session on a fresh workspace with default options: a
reader who sends those requests must get exactly the results shown, except for the ids the daemon
chooses (the Session and Run ids) and the workspace path, which are mapped both ways.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..conftest import Spawn
from ..spec_examples import section_example

SPEC_WORKSPACE = "/home/me/proj"


def replace(value: Any, mapping: dict[str, str]) -> Any:
    if isinstance(value, str):
        return mapping.get(value, value)
    if isinstance(value, list):
        return [replace(v, mapping) for v in value]
    if isinstance(value, dict):
        return {k: replace(v, mapping) for k, v in value.items()}
    return value


async def test_the_session_examples_answer_as_written(spawn: Spawn, workspace: Path) -> None:
    client = await spawn()
    to_real = {SPEC_WORKSPACE: str(workspace)}
    for section in ("3.1", "3.3", "3.4", "3.5", "3.6", "3.19", "3.2"):
        sent, answer = section_example(section)
        result = await client.request(sent["method"], replace(sent["params"], to_real))
        if section == "3.1":
            to_real[answer["result"]["session_id"]] = result["session_id"]
        if section == "3.3":
            to_real[answer["result"]["run_id"]] = result["run_id"]
        assert result == replace(answer["result"], to_real), section
