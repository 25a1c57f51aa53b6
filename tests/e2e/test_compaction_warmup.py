"""The warm-up after appends (``context/memo.py``: compaction's per-row work done ahead, the cached
context view kept current) changes no result: the same conversation, built after every Run,
gives the same contexts and the same summarizer requests with and without it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from ..synthetic import BLAND_SUMMARY, conversation, words

pytestmark = pytest.mark.usefixtures("store")

WINDOW = 16_000
MESSAGES = 400


def runs() -> list[list[dict[str, Any]]]:
    """The synthetic conversation with long user messages (cut in the summarizer input); its
    long tool results are reduced."""
    return [
        [
            {**msg, "content": f"{msg['content']}\n{words(700, i)}"}
            if msg["role"] == "user"
            else msg
            for msg in run
        ]
        for i, run in enumerate(conversation(MESSAGES))
    ]


async def transcript(client: DaemonClient, workspace: Path, window: int | None) -> list[Any]:
    """Every ``context/build`` result and ``provider/complete`` request of the conversation."""
    seen: list[Any] = []

    async def answer(params: Any) -> Any:
        seen.append(("provider/complete", params))
        return {"text": BLAND_SUMMARY, "finish_reason": "stop", "usage": {"prompt_tokens": 9}}

    client.on_request(m.PROVIDER_COMPLETE, answer)
    sid = (await client.request(m.SESSION_OPEN, {"workspace": str(workspace)}))["session_id"]
    for run in runs():
        run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
        await client.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": run}
        )
        await client.request(
            m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"}
        )
        params: dict[str, Any] = {"session_id": sid}
        if window is not None:
            params["window_tokens"] = window
        built = await client.request(m.CONTEXT_BUILD, params)
        seen.append(("context/build", built))
    return seen


async def test_warm_up_changes_no_result(spawn: Spawn, tmp_path: Path) -> None:
    options = {"provider": True, "summary_max_tokens": 800}
    # The warm-up starts at a quarter of threshold x the configured window: with a window of
    # 10M tokens it never does, and every request names the real window instead.
    cold_ws, warm_ws = tmp_path / "cold", tmp_path / "warm"
    cold_ws.mkdir()
    warm_ws.mkdir()
    cold = await spawn({**options, "window_tokens": 10_000_000})
    without = await transcript(cold, cold_ws, WINDOW)
    warm = await spawn({**options, "window_tokens": WINDOW})
    with_warm_up = await transcript(warm, warm_ws, None)
    compactions = [r for kind, r in with_warm_up if kind == "context/build" and r["compaction"]]
    assert len(compactions) >= 3
    assert all(r["compaction"]["status"] == "compacted" for r in compactions)
    requests = [str(r) for kind, r in with_warm_up if kind == "provider/complete"]
    # Long tool results reach the summarizer reduced; long user messages cut.
    assert any("[tool result reduced]" in r for r in requests)
    assert any("chars omitted" in r for r in requests)
    assert with_warm_up == without
