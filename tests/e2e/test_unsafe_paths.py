"""Issue 13 item 17: a workspace that ships links out of itself never makes the daemon write there.

Every link shape a cloned repository could ship: ``.tinyagent`` itself, ``memory/``, ``MEMORY.md``
to an existing or a missing outside file, a dangling link, a link to a pipe or a folder, the
SQLite side files, the lock, a planted temp file. The daemon refuses with ``unsafe_path`` (path and
reason) and the outside stays byte-for-byte as it was.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import RpcError
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn
from .memory_helpers import add, memory_file, open_session, run_ops, text_of

DIRECT = {"curator": "direct", "curation_threshold": 100}


def snapshot(folder: Path) -> dict[str, bytes | str]:
    """Everything under ``folder``: file bytes, and ``<dir>`` for folders."""
    out: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        rel = str(path.relative_to(folder))
        out[rel] = "<dir>" if path.is_dir() else path.read_bytes()
    return out


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "authorized_keys").write_bytes(b"ssh-ed25519 AAAA the-owner\n")
    return folder


async def expect_unsafe(client: Any, method: str, params: dict[str, Any]) -> dict[str, Any]:
    with pytest.raises(RpcError) as info:
        await client.request(method, params)
    assert (info.value.code, info.value.kind) == (-32051, "unsafe_path"), info.value
    return info.value.data


async def test_state_folder_linked_outside_is_refused(
    spawn: Spawn, workspace: Path, outside: Path
) -> None:
    (workspace / ".tinyagent").symlink_to(outside, target_is_directory=True)
    before = snapshot(outside)
    client = await spawn(DIRECT)
    data = await expect_unsafe(client, m.SESSION_OPEN, {"workspace": str(workspace)})
    assert data == {
        "kind": "unsafe_path",
        "path": str(workspace / ".tinyagent"),
        "reason": f"it is a symlink to {outside}, outside the workspace {workspace}",
    }
    await expect_unsafe(client, m.MEMORY_STATUS, {"workspace": str(workspace)})
    assert snapshot(outside) == before


@pytest.mark.parametrize("name", ["state.db", "state.db-wal", "state.db-shm", "lock"])
async def test_store_files_linked_outside_are_refused(
    spawn: Spawn, workspace: Path, outside: Path, name: str
) -> None:
    state = workspace / ".tinyagent"
    state.mkdir()
    (state / name).symlink_to(outside / "planted")
    before = snapshot(outside)
    client = await spawn(DIRECT)
    data = await expect_unsafe(client, m.SESSION_OPEN, {"workspace": str(workspace)})
    assert data["path"] == str(state / name)
    planted = outside / "planted"
    assert data["reason"] == f"it is a symlink to {planted}, outside the workspace {workspace}"
    assert snapshot(outside) == before


def link_memory_folder(workspace: Path, outside: Path) -> Path:
    (workspace / ".tinyagent").mkdir()
    (workspace / ".tinyagent" / "memory").symlink_to(outside, target_is_directory=True)
    return workspace / ".tinyagent" / "memory"


def link_to_existing_file(workspace: Path, outside: Path) -> Path:
    memory_file(workspace).parent.mkdir(parents=True)
    memory_file(workspace).symlink_to(outside / "authorized_keys")
    return memory_file(workspace)


def link_to_missing_file(workspace: Path, outside: Path) -> Path:
    memory_file(workspace).parent.mkdir(parents=True)
    memory_file(workspace).symlink_to(outside / "cron.d" / "job")
    return memory_file(workspace)


REASONS = {
    link_memory_folder: "it is a symlink to {outside}, outside the workspace {workspace}",
    link_to_existing_file: (
        "it is a symlink to {outside}/authorized_keys, outside the workspace {workspace}"
    ),
    link_to_missing_file: (
        "it is a symlink to {outside}/cron.d/job, outside the workspace {workspace}"
    ),
}


@pytest.mark.parametrize("shape", list(REASONS), ids=lambda f: f.__name__)
async def test_memory_linked_outside_is_refused_and_messages_still_flow(
    spawn: Spawn, workspace: Path, outside: Path, shape: Any
) -> None:
    shown = shape(workspace, outside)
    before = snapshot(outside)
    client = await spawn(DIRECT)
    # Storing messages never depends on the memory file.
    sid = await open_session(client, workspace)
    _, _, added = await run_ops(client, sid, [add("ssh-ed25519 AAAA attacker@evil")])
    assert added == 1
    reason = REASONS[shape].format(outside=outside, workspace=workspace)
    expected = {"kind": "unsafe_path", "path": str(shown), "reason": reason}
    assert await expect_unsafe(client, m.MEMORY_SYNC, {"workspace": str(workspace)}) == expected
    assert await expect_unsafe(client, m.MEMORY_STATUS, {"workspace": str(workspace)}) == expected
    history = await client.request(m.MEMORY_HISTORY, {"workspace": str(workspace)})
    assert history == {"revisions": []}
    assert snapshot(outside) == before


async def test_dangling_link_inside_the_workspace_is_refused(spawn: Spawn, workspace: Path) -> None:
    memory_file(workspace).parent.mkdir(parents=True)
    memory_file(workspace).symlink_to(workspace / "notes" / "MEMORY.md")
    client = await spawn(DIRECT)
    data = await expect_unsafe(client, m.MEMORY_SYNC, {"workspace": str(workspace)})
    assert data["reason"] == f"it is a dangling symlink to {workspace / 'notes' / 'MEMORY.md'}"
    assert not (workspace / "notes").exists()


@pytest.mark.parametrize("what", ["fifo", "folder"])
async def test_link_to_a_pipe_or_a_folder_is_refused(
    spawn: Spawn, workspace: Path, what: str
) -> None:
    target = workspace / "thing"
    if what == "fifo":
        os.mkfifo(target)
    else:
        target.mkdir()
    memory_file(workspace).parent.mkdir(parents=True)
    memory_file(workspace).symlink_to(target)
    client = await spawn(DIRECT)
    sid = await open_session(client, workspace)
    assert sid
    data = await expect_unsafe(client, m.MEMORY_SYNC, {"workspace": str(workspace)})
    kind = "a named pipe" if what == "fifo" else "a folder"
    assert data["reason"] == f"it is {kind}, not a regular file"


async def test_planted_temp_file_link_is_never_written_through(
    spawn: Spawn, workspace: Path, outside: Path
) -> None:
    memory_file(workspace).parent.mkdir(parents=True)
    # The first revision is 1: its temp file name is predictable.
    (memory_file(workspace).parent / ".MEMORY.md.1.tmp").symlink_to(outside / "authorized_keys")
    before = snapshot(outside)
    client = await spawn(DIRECT)
    sid = await open_session(client, workspace)
    await run_ops(client, sid, [add("Prefers tabs.")])
    synced = await client.request(m.MEMORY_SYNC, {"workspace": str(workspace)})
    assert (synced["revision"], synced["curated"]) == (1, True)
    assert memory_file(workspace).read_text(encoding="utf-8") == text_of("Prefers tabs.")
    assert snapshot(outside) == before


async def test_links_inside_the_workspace_are_followed(spawn: Spawn, workspace: Path) -> None:
    real = workspace / "notes" / "MEMORY.md"
    real.parent.mkdir()
    real.write_text(text_of("Uses tabs."), encoding="utf-8")
    memory_file(workspace).parent.mkdir(parents=True)
    memory_file(workspace).symlink_to(Path("..") / ".." / "notes" / "MEMORY.md")
    client = await spawn(DIRECT)
    sid = await open_session(client, workspace)
    await run_ops(client, sid, [add("Runs tests with pytest.")])
    synced = await client.request(m.MEMORY_SYNC, {"workspace": str(workspace)})
    assert (synced["revision"], synced["curated"]) == (2, True)
    assert memory_file(workspace).is_symlink()
    assert real.read_text(encoding="utf-8") == text_of("Uses tabs.", "Runs tests with pytest.")
