"""Validation at the boundary: envelope depth (JSON-RPC 2.0) and params limits named in -32602.

Hypothesis properties: ``tests/property/test_boundary_properties.py``.
"""

from __future__ import annotations

from typing import Any

import pytest
from tinyagent_memory.daemon.rpc import jsonrpc
from tinyagent_memory.daemon.rpc.errors import RpcError
from tinyagent_memory.daemon.rpc.validation import convert, limit_at
from tinyagent_memory.protocol import limits
from tinyagent_memory.protocol import types as t


def test_depth_limit_is_iterative() -> None:
    deep: Any = []
    for _ in range(50_000):
        deep = [deep]
    assert jsonrpc.too_deep(deep)
    assert not jsonrpc.too_deep([[[1]]], limit=3)
    assert jsonrpc.too_deep([[[[1]]]], limit=3)


def rejected(raw: Any, params_type: type[t.Base]) -> dict[str, Any]:
    with pytest.raises(RpcError) as info:
        convert(raw, params_type)
    assert info.value.code == -32602
    return info.value.data


@pytest.mark.parametrize(
    ("params_type", "raw", "path", "limit"),
    [
        (
            t.MemorySubmitParams,
            {"session_id": "s", "run_id": "r", "operations": [{"action": "add"}] * 65},
            "$.operations",
            "max_operations_per_submit",
        ),
        (
            t.MemorySubmitParams,
            {
                "session_id": "s",
                "run_id": "r",
                "operations": [{"action": "add", "content": "x" * 65_537}],
            },
            "$.operations[0].content",
            "max_memory_text_chars",
        ),
        (
            t.MessageAppendParams,
            {
                "session_id": "s",
                "run_id": "r",
                "messages": [
                    {
                        "role": "assistant",
                        "tool_calls": [
                            {"id": "c", "function": {"name": "f", "arguments": "x" * 262_145}}
                        ],
                    }
                ],
            },
            "$.messages[0].tool_calls[0].function.arguments",
            "max_arguments_chars",
        ),
        (
            t.MessageAppendParams,
            {
                "session_id": "s",
                "run_id": "r",
                "messages": [
                    {
                        "role": "assistant",
                        "tool_calls": [{"id": "c", "function": {"name": "f"}}] * 129,
                    }
                ],
            },
            "$.messages[0].tool_calls",
            "max_tool_calls_per_message",
        ),
        (t.MemoryStatusParams, {"workspace": "w" * 4097}, "$.workspace", "max_path_chars"),
        (
            t.ContextBuildParams,
            {"session_id": "s", "system_prompt": "p" * 262_145},
            "$.system_prompt",
            "max_system_prompt_chars",
        ),
        (t.ProviderCompleteResult, {"text": "x" * 1_048_577}, "$.text", "max_provider_text_chars"),
    ],
)
def test_each_limit_is_named(params_type: type[t.Base], raw: Any, path: str, limit: str) -> None:
    data = rejected(raw, params_type)
    assert data == {
        "kind": "invalid_params",
        "path": path,
        "limit": limit,
        "max": limits.FIELD_LIMITS[limit],
    }


def test_at_the_limit_is_accepted_and_other_errors_name_no_limit() -> None:
    ok = convert(
        {
            "session_id": "s" * limits.MAX_ID_CHARS,
            "run_id": "r",
            "operations": [{"action": "add"}] * 64,
        },
        t.MemorySubmitParams,
    )
    assert len(ok.operations) == limits.MAX_OPERATIONS_PER_SUBMIT
    data = rejected({"session_id": 5}, t.RunStartParams)
    assert data == {"kind": "invalid_params", "path": "$.session_id"}
    assert limit_at(t.MessageAppendParams, "$.messages[2].name") == "max_id_chars"
    assert limit_at(t.MessageAppendParams, "$.nothing") is None
