"""Issue 13 items 20 and 21: environmental faults are stable error kinds with the path and the OS
reason, never ``internal``; a broken memory path never blocks storing messages; a database removed
or replaced under a running daemon fails writes instead of losing them."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import DaemonClient, RpcError
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .memory_helpers import memory_file, open_session

DIRECT = {"curator": "direct", "curation_threshold": 100}


async def expect_error(client: DaemonClient, method: str, params: dict[str, Any]) -> RpcError:
    with pytest.raises(RpcError) as info:
        await client.request(method, params)
    return info.value


async def append(client: DaemonClient, sid: str, run_id: int, text: str) -> dict[str, Any]:
    return await client.request(
        m.MESSAGE_APPEND,
        {"session_id": sid, "run_id": run_id, "messages": [{"role": "user", "content": text}]},
    )


async def test_state_folder_that_is_a_file(spawn: Spawn, workspace: Path) -> None:
    (workspace / ".tinyagent").write_text("not a folder\n", encoding="utf-8")
    client = await spawn(DIRECT)
    for method in (m.SESSION_OPEN, m.MEMORY_STATUS):
        error = await expect_error(client, method, {"workspace": str(workspace)})
        assert (error.code, error.data) == (
            -32051,
            {
                "kind": "unsafe_path",
                "path": str(workspace / ".tinyagent"),
                "reason": "it is a file, not a folder",
            },
        )


async def test_memory_file_that_is_a_folder_never_blocks_messages(
    spawn: Spawn, workspace: Path
) -> None:
    memory_file(workspace).mkdir(parents=True)
    client = await spawn(DIRECT)
    sid = await open_session(client, workspace)
    run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    appended = await append(client, sid, run_id, "hello")
    assert appended["message_ids"] == [1]
    built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
    assert (built["memory"], [x["content"] for x in built["messages"]]) == (
        {"revision": None, "text": ""},
        ["hello"],
    )
    for method in (m.MEMORY_STATUS, m.MEMORY_SYNC):
        error = await expect_error(client, method, {"workspace": str(workspace)})
        assert (error.code, error.data) == (
            -32051,
            {
                "kind": "unsafe_path",
                "path": str(memory_file(workspace)),
                "reason": "it is a folder, not a regular file",
            },
        )


async def test_corrupt_database(spawn: Spawn, workspace: Path) -> None:
    (workspace / ".tinyagent").mkdir()
    db = workspace / ".tinyagent" / "state.db"
    db.write_bytes(b"this is not an SQLite database\n" * 200)
    client = await spawn(DIRECT)
    error = await expect_error(client, m.SESSION_OPEN, {"workspace": str(workspace)})
    assert error.code == -32053
    assert error.data == {
        "kind": "database_corrupt",
        "path": str(db),
        "reason": "file is not a database",
    }


async def test_file_size_limit_is_a_storage_error_and_the_daemon_goes_on(
    spawn: Spawn, workspace: Path
) -> None:
    """A write the OS refuses (here RLIMIT_FSIZE, as a full disk would) is ``storage_error``."""
    limit = 2 * 1024 * 1024
    command = [
        sys.executable,
        "-c",
        "import os, resource, sys; "
        f"resource.setrlimit(resource.RLIMIT_FSIZE, ({limit}, {limit})); "
        "os.execv(sys.executable, [sys.executable, '-m', 'tinyagent_memory.daemon', 'serve'])",
    ]
    client = await DaemonClient.spawn(command=command)
    try:
        await client.initialize(DIRECT)
        sid = await open_session(client, workspace)
        run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
        big = "word " * 200_000  # 1 MB: within the protocol limits; its rows exceed the file limit
        with pytest.raises(RpcError) as info:
            await append(client, sid, run_id, big)
        error = info.value
        assert (error.code, error.kind) == (-32052, "storage_error")
        assert error.data["path"] == str(workspace / ".tinyagent" / "state.db")
        assert error.data["errno"] in ("EIO", "ENOSPC")
        assert error.data["reason"]
        # Nothing half-written, and the daemon goes on answering.
        built = await client.request(m.CONTEXT_BUILD, {"session_id": sid})
        assert built["messages"] == []
    finally:
        await client.shutdown()


@pytest.mark.parametrize("how", ["removed", "replaced"])
async def test_database_removed_or_replaced_fails_writes(
    spawn: Spawn, workspace: Path, how: str
) -> None:
    client = await spawn(DIRECT)
    sid = await open_session(client, workspace)
    run_id = (await client.request(m.RUN_START, {"session_id": sid}))["run_id"]
    assert (await append(client, sid, run_id, "before"))["message_ids"] == [1]
    db = workspace / ".tinyagent" / "state.db"
    if how == "removed":
        db.unlink()
    else:
        shutil.copyfile(db, workspace / "copy.db")
        (workspace / "copy.db").replace(db)
    for _ in range(2):  # it stays failed: no write lands in the orphaned file
        with pytest.raises(RpcError) as info:
            await append(client, sid, run_id, "after")
        assert (info.value.code, info.value.data) == (
            -32054,
            {"kind": "database_replaced", "path": str(db)},
        )
