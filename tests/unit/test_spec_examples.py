"""Every JSON example in spec.md is answerable as written.

A reader copies the examples: each must be valid JSON, a request's params must be what the
method's params Struct accepts, a result must carry every field of its result Struct (spec 1.4),
a notification's params must decode, and an error must carry the code its ``data.kind`` has. The
examples are exchanges (``→`` client to daemon, ``←`` daemon to client) or single objects.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from tinyagent_memory.protocol.errors import ERROR_CODES
from tinyagent_memory.protocol.methods import NOTIFICATION_TYPES, REQUEST_TYPES

from ..spec_examples import BLOCKS, messages


def field_names(struct: type[msgspec.Struct]) -> set[str]:
    return {f.encode_name for f in msgspec.structs.fields(struct)}


def test_the_spec_has_examples() -> None:
    assert len(BLOCKS) >= 30


@pytest.mark.parametrize("block", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_example_is_valid_json_that_fits_the_protocol(block: str) -> None:
    sent: dict[Any, str] = {}
    for msg in messages(block):
        if not isinstance(msg, dict) or "jsonrpc" not in msg:
            continue  # a bare structure (a Message, a finding, a hover result)
        method = msg.get("method")
        if method is not None and "id" in msg:
            sent[msg["id"]] = method
            if method in REQUEST_TYPES:
                msgspec.convert(msg.get("params", {}), REQUEST_TYPES[method][0])
        elif method is not None:
            if method in NOTIFICATION_TYPES:
                msgspec.convert(msg["params"], NOTIFICATION_TYPES[method])
        elif "error" in msg:
            error = msg["error"]
            assert ERROR_CODES[error["data"]["kind"]] == error["code"], error
        else:
            answered = sent.get(msg["id"])
            if answered in REQUEST_TYPES and isinstance(msg["result"], dict):
                result_type = REQUEST_TYPES[answered][1]
                msgspec.convert(msg["result"], result_type)
                assert set(msg["result"]) == field_names(result_type), answered
