"""Issue 13 item 23: the limits that define MEMORY.md's validity belong to the workspace.

A client initialised with huge limits can no longer commit an entry that makes every later job of a
default client fail: the limits are stored with the workspace and change only through
``memory/limits``, for every client at once.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tinyagent_memory.daemon.client import RpcError
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .memory_helpers import add, assert_consistent, open_session, read_memory, run_ops, text_of

pytestmark = pytest.mark.usefixtures("store")

LONG = "The build uses " + "a very long explanation " * 40 + "end."  # ~980 characters


async def test_one_clients_limits_never_break_another_clients_curation(
    spawn: Spawn, workspace: Path
) -> None:
    ws = {"workspace": str(workspace)}
    greedy = await spawn(
        {
            "curator": "direct",
            "curation_threshold": 100,
            "memory_char_limit": 100_000,
            "memory_entry_char_limit": 5_000,
        }
    )
    sid = await open_session(greedy, workspace)
    assert await greedy.request(m.MEMORY_LIMITS, ws) == {
        "char_limit": 4000,
        "entry_char_limit": 600,
    }
    run_id = (await greedy.request(m.RUN_START, {"session_id": sid}))["run_id"]
    with pytest.raises(RpcError) as info:
        await greedy.request(
            m.MEMORY_SUBMIT, {"session_id": sid, "run_id": run_id, "operations": [add(LONG)]}
        )
    assert info.value.kind == "memory_check_failed"
    assert [f["code"] for f in info.value.data["findings"]] == ["entry-too-long"]
    await greedy.request(m.RUN_FINISH, {"session_id": sid, "run_id": run_id, "status": "succeeded"})

    # A default client curates normally.
    plain = await spawn({"curator": "direct", "curation_threshold": 100})
    psid = await open_session(plain, workspace)
    await run_ops(plain, psid, [add("Uses tabs.")])
    synced = await plain.request(m.MEMORY_SYNC, ws)
    assert (synced["revision"], synced["curated"]) == (1, True)

    # Raising the limit is explicit, stored with the workspace, seen by every client.
    raised = await greedy.request(m.MEMORY_LIMITS, {**ws, "entry_char_limit": 2_000})
    assert raised == {"char_limit": 4000, "entry_char_limit": 2000}
    assert await plain.request(m.MEMORY_LIMITS, ws) == raised
    await run_ops(greedy, sid, [add(LONG)], status="succeeded")
    synced = await plain.request(m.MEMORY_SYNC, ws)
    assert read_memory(workspace) == text_of("Uses tabs.", LONG)
    await run_ops(plain, psid, [add("Runs pytest.")])
    synced = await plain.request(m.MEMORY_SYNC, ws)
    assert (synced["curated"], synced["job"]["status"]) == (True, "succeeded")
    assert read_memory(workspace) == text_of("Uses tabs.", LONG, "Runs pytest.")

    # Lowering it below what is committed is refused; nothing changes.
    with pytest.raises(RpcError) as info:
        await plain.request(m.MEMORY_LIMITS, {**ws, "entry_char_limit": 500})
    assert info.value.kind == "memory_check_failed"
    assert [f["code"] for f in info.value.data["findings"]] == ["entry-too-long"]
    assert await plain.request(m.MEMORY_LIMITS, ws) == raised
    with pytest.raises(RpcError) as info:
        await plain.request(m.MEMORY_LIMITS, {**ws, "char_limit": 0})
    assert (info.value.code, info.value.data["path"]) == (-32602, "$.char_limit")
    assert_consistent(workspace)
