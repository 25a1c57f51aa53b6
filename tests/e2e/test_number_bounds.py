"""Issue 13 item 22: every integer and ratio a client sends is range-checked at the boundary.

Out of range (negative, zero where a size must be positive, past SQLite's 64-bit range, a ratio
outside (0, 1]) is -32602 naming the field's path, never -32603 or a stable error from deep inside.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tinyagent_memory.daemon.client import RpcError
from tinyagent_memory.protocol import methods as m

from ..conftest import Spawn

BIG = 2**63


def requests(ws: str) -> list[tuple[str, dict[str, Any], str]]:
    sid = {"session_id": "s"}
    return [
        (m.MEMORY_HISTORY, {"workspace": ws, "limit": BIG}, "$.limit"),
        (m.MEMORY_HISTORY, {"workspace": ws, "limit": 0}, "$.limit"),
        (m.MEMORY_SHOW, {"workspace": ws, "revision": BIG}, "$.revision"),
        (m.MEMORY_SHOW, {"workspace": ws, "revision": 0}, "$.revision"),
        (m.MEMORY_RESTORE, {"workspace": ws, "revision": -1}, "$.revision"),
        (
            m.RUN_FINISH,
            {**sid, "run_id": "r", "status": "succeeded", "usage": {"prompt_tokens": BIG}},
            "$.usage.prompt_tokens",
        ),
        (
            m.RUN_FINISH,
            {**sid, "run_id": "r", "status": "succeeded", "usage": {"total_tokens": -1}},
            "$.usage.total_tokens",
        ),
        (m.CONTEXT_BUILD, {**sid, "window_tokens": 0}, "$.window_tokens"),
        (m.CONTEXT_BUILD, {**sid, "window_tokens": -5}, "$.window_tokens"),
        (m.CONTEXT_COMPACT, {**sid, "window_tokens": BIG}, "$.window_tokens"),
    ]


async def test_request_numbers_out_of_range_are_invalid_params(
    spawn: Spawn, workspace: Path
) -> None:
    client = await spawn({"curator": "direct"})
    for method, params, path in requests(str(workspace)):
        with pytest.raises(RpcError) as info:
            await client.request(method, params)
        got = (info.value.code, info.value.kind, info.value.data.get("path"))
        assert got == (-32602, "invalid_params", path), (method, params, info.value)
        assert path in str(info.value)


OPTIONS: list[tuple[dict[str, Any], str]] = [
    ({"threshold": -1}, "threshold"),
    ({"threshold": 0}, "threshold"),
    ({"threshold": 1.5}, "threshold"),
    ({"window_tokens": 0}, "window_tokens"),
    ({"window_tokens": BIG}, "window_tokens"),
    ({"memory_char_limit": -5}, "memory_char_limit"),
    ({"memory_entry_char_limit": 0}, "memory_entry_char_limit"),
    ({"curation_threshold": 0}, "curation_threshold"),
    ({"protect_first": -1}, "protect_first"),
    ({"output_reserve_tokens": -1}, "output_reserve_tokens"),
    ({"summary_max_tokens": 0}, "summary_max_tokens"),
    ({"provider_timeout_seconds": 0}, "provider_timeout_seconds"),
]


@pytest.mark.parametrize(("options", "field"), OPTIONS, ids=[str(o) for o, _ in OPTIONS])
async def test_initialization_options_out_of_range(
    spawn: Spawn, options: dict[str, Any], field: str
) -> None:
    client = await spawn(initialize=False)
    with pytest.raises(RpcError) as info:
        await client.initialize(options)
    path = f"$.initializationOptions.{field}"
    assert (info.value.code, info.value.data.get("path")) == (-32602, path), info.value
