"""Properties of deterministic reduction (``context/reduce.py``): truncated arguments of any JSON
value are valid JSON of the same type, keys kept in order."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.context.reduce import truncate_arguments

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: (
        st.lists(children, max_size=30)
        | st.dictionaries(st.text(max_size=20), children, max_size=30)
    ),
    max_leaves=200,
)


@settings(max_examples=150, deadline=None)
@given(json_values, st.integers(20, 2000))
def test_truncated_arguments_are_always_valid_json(value: Any, limit: int) -> None:
    args = json.dumps(value, ensure_ascii=False)
    out = truncate_arguments(args, limit)
    parsed = json.loads(out)
    out.encode("utf-8")
    if len(args) <= limit:
        assert out == args
    else:
        assert type(parsed) is type(value) or isinstance(value, int | float)
        if isinstance(value, dict):  # keys are kept in order, the rest summarized by a marker
            kept = [k for k in parsed if k in value]
            assert kept == list(value)[: len(kept)]
            assert all(k.strip("…") == "" for k in parsed if k not in value)
