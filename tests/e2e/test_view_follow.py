"""The context view follows the Session's own writes instead of reading them back
(``context/cache.py``'s ``SessionCache.follow``): a daemon that built after every Run, compacting
on the way, answers its last ``context/build`` exactly as a fresh daemon that reads the whole
store does (the same messages, tokens and memory)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from ..synthetic import BLAND_SUMMARY, conversation

pytestmark = pytest.mark.usefixtures("store")

WINDOW = 16_000


async def test_a_fresh_daemon_builds_what_the_following_one_built(
    spawn: Spawn, tmp_path: Path
) -> None:
    options = {"provider": True, "summary_max_tokens": 800, "window_tokens": WINDOW}
    following = await spawn(options)

    async def answer(params: Any) -> Any:
        return {"text": BLAND_SUMMARY, "finish_reason": "stop", "usage": {"prompt_tokens": 9}}

    following.on_request(m.PROVIDER_COMPLETE, answer)
    opened = await following.request(m.SESSION_OPEN, {"workspace": str(tmp_path)})
    sid = opened["session_id"]
    compacted = 0
    built: Any = None
    for i, run in enumerate(conversation(240)):
        run_id = (await following.request(m.RUN_START, {"session_id": sid}))["run_id"]
        await following.request(
            m.MESSAGE_APPEND, {"session_id": sid, "run_id": run_id, "messages": run}
        )
        finish: dict[str, Any] = {"session_id": sid, "run_id": run_id, "status": "succeeded"}
        if i % 3 == 0 and built is not None:
            # The model's own count of the last context: the next builds measure from it.
            finish["usage"] = {"prompt_tokens": built["tokens"] + 37, "completion_tokens": 5}
        await following.request(m.RUN_FINISH, finish)
        if i % 4 == 0:
            built = await following.request(m.CONTEXT_BUILD, {"session_id": sid})
            compacted += built["compaction"] is not None
    # The last Run open, with rows: its status and rows are followed too.
    run_id = (await following.request(m.RUN_START, {"session_id": sid}))["run_id"]
    await following.request(
        m.MESSAGE_APPEND,
        {"session_id": sid, "run_id": run_id, "messages": [{"role": "user", "content": "go on"}]},
    )
    built = await following.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert compacted >= 2
    await following.shutdown()

    fresh = await spawn(options)
    fresh.on_request(m.PROVIDER_COMPLETE, answer)
    await fresh.request(m.SESSION_OPEN, {"workspace": str(tmp_path), "session_id": sid})
    again = await fresh.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert again["compaction"] is None
    assert {k: v for k, v in again.items() if k != "compaction"} == {
        k: v for k, v in built.items() if k != "compaction"
    }
