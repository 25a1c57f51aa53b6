"""Issue 13 item 25: the ``durability`` option sets the connection's ``synchronous`` level."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import msgspec
import pytest
from tinyagent_memory.daemon.workspace import Workspace
from tinyagent_memory.protocol.types import InitializationOptions


def level(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA synchronous").fetchone()[0])


@pytest.mark.parametrize(("durability", "expected"), [("full", 2), ("normal", 1)])
def test_durability_sets_synchronous(tmp_path: Path, durability: str, expected: int) -> None:
    options = msgspec.convert({"durability": durability}, InitializationOptions)
    ws = Workspace(tmp_path, durability=options.durability)
    try:
        assert ws.call(level) == expected
        # A durable transaction (memory commits) is FULL, then the chosen level comes back.
        assert ws.transaction(level, durable=True) == 2
        assert ws.call(level) == expected
    finally:
        ws.close()


def test_acknowledged_writes_are_durable_by_default(tmp_path: Path) -> None:
    assert InitializationOptions().durability == "full"
    ws = Workspace(tmp_path, durability=InitializationOptions().durability)
    try:
        assert ws.call(level) == 2
    finally:
        ws.close()
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"durability": "sometimes"}, InitializationOptions)
