"""Envelope classification at the boundary (JSON-RPC 2.0) over any JSON value."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from tinyagent_memory.daemon.rpc import jsonrpc

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=10,
)
envelopes = st.fixed_dictionaries(
    {},
    optional={
        "jsonrpc": st.sampled_from(["2.0", "1.0", 2]) | json_values,
        "id": st.integers() | st.text(max_size=4) | json_values,
        "method": st.text(max_size=6) | json_values,
        "params": json_values,
        "result": json_values,
        "error": st.fixed_dictionaries({"code": st.integers(), "message": st.text()}) | json_values,
    },
)


@given(envelopes | json_values)
def test_classify_sorts_every_json_value(value: Any) -> None:
    envelope = jsonrpc.classify(value)
    if isinstance(envelope, jsonrpc.Reject):
        assert envelope.code == -32600
        assert envelope.id is None or envelope.id == value.get("id")
    else:
        assert value["jsonrpc"] == "2.0"
    if isinstance(envelope, jsonrpc.Request):
        assert envelope.id == value["id"] and isinstance(envelope.method, str)
