"""Deterministic reduction (daemon/context/reduce.py).

Hypothesis properties (truncated arguments of any JSON value stay valid JSON):
``tests/property/test_reduce_properties.py``.
"""

from __future__ import annotations

import json
from typing import Any

from tinyagent_memory.daemon.context.reduce import (
    reduce_rows,
    reduce_tool_result,
    truncate_arguments,
)
from tinyagent_memory.daemon.context.view import apply_reductions
from tinyagent_memory.daemon.store.records import StoredReduction

from .row_helpers import Rows


def test_short_arguments_are_unchanged() -> None:
    args = json.dumps({"path": "a.py"})
    assert truncate_arguments(args, 100) is args


def test_long_strings_are_cut_with_a_marker_and_structure_is_kept() -> None:
    args = json.dumps({"path": "src/app.py", "content": "x" * 10_000, "mode": "w"})
    out = truncate_arguments(args, 600)
    value = json.loads(out)
    assert len(out) <= 600
    assert list(value) == ["path", "content", "mode"]
    assert value["path"] == "src/app.py" and value["mode"] == "w"
    assert value["content"] == "x" * 400 + "…[+9600 chars]"


def test_long_arrays_are_shortened_and_nesting_collapsed() -> None:
    args = json.dumps({"edits": [{"old": "a" * 50, "new": "b" * 50} for _ in range(200)]})
    out = truncate_arguments(args, 800)
    value = json.loads(out)
    assert len(out) <= 800
    edits = value["edits"]
    assert edits[-1].startswith("…[+") and edits[-1].endswith(" items]")
    assert all(isinstance(e, dict) and set(e) == {"old", "new"} for e in edits[:-1])


def test_unicode_is_cut_on_code_points_and_lone_surrogates_stay_escaped() -> None:
    text = "😀ünïcödé" * 500
    out = truncate_arguments(json.dumps({"text": text}, ensure_ascii=False), 300)
    assert json.loads(out)["text"].startswith("😀ünïcödé")
    out.encode("utf-8")
    lone = '{"s": "' + "\\ud83d" * 400 + '"}'
    out = truncate_arguments(lone, 200)
    out.encode("utf-8")  # never a raw lone surrogate: the store could not encode it
    assert json.loads(out)["s"].startswith("\ud83d")


def test_invalid_json_becomes_a_json_string() -> None:
    out = truncate_arguments("{not json " + "z" * 5000, 300)
    value = json.loads(out)
    assert isinstance(value, str) and value.startswith("{not json zzz") and "not JSON" in value
    assert len(out) <= 300


def test_huge_deep_input_stays_small_and_valid() -> None:
    deep: Any = "leaf" * 1000
    for i in range(60):
        deep = {f"k{i}": deep, "list": list(range(100))}
    out = truncate_arguments(json.dumps(deep), 400)
    assert len(out) <= 400
    assert isinstance(json.loads(out), dict)


def test_tool_result_overview_names_tool_arguments_status_and_error() -> None:
    content = (
        "\n\n===== test session starts =====\n"
        + "collected 12 items\n" * 200
        + "Traceback (most recent call last):\n  File 'x.py', line 3\n"
        + "ValueError: bad value 42\nProcess exited with exit code 1\n"
    )
    text = reduce_tool_result("shell", {"command": "pytest -q", "timeout": 60}, content)
    assert text == (
        '[tool result reduced] shell(command="pytest -q"): '
        f"{len(content)} chars, {len(content.splitlines())} lines; exit status 1; "
        'first line: "===== test session starts ====="; error: "ValueError: bad value 42"'
    )


def test_reduce_rows_finds_calls_collapses_repeats_and_truncates_arguments() -> None:
    r = Rows()
    r.user()
    big = "data line\n" * 400
    r.calls(("read_file", "a", {"path": "big.txt"}))
    r.result("a", big)  # 2: reduced
    r.calls(("read_file", "b", {"path": "big.txt"}))
    r.result("b", big)  # 4: identical: a back-reference
    r.result("zz", "short")  # 5: short, kept
    r.calls(("write_file", "c", {"path": "out.txt", "content": "y" * 5000}))  # 6
    reduced = reduce_rows(r.rows)
    assert set(reduced) == {3, 5, 7}
    assert reduced[3].content == (
        '[tool result reduced] read_file(path="big.txt"): 4000 chars, 400 lines; '
        'first line: "data line"'
    )
    assert reduced[5].content == (
        '[tool result reduced] read_file(path="big.txt"): identical to the result of message #3 '
        "(4000 chars)"
    )
    (call,) = reduced[7].tool_calls or ()
    assert json.loads(call.function.arguments)["path"] == "out.txt"
    assert len(call.function.arguments) <= 800
    # Only the requested rows, and a back-reference only to a row that is itself a target.
    assert set(reduce_rows(r.rows, [4])) == {5}
    assert "identical" not in (reduce_rows(r.rows, [4])[5].content or "")


def test_apply_reductions_replaces_content_calls_and_tokens() -> None:
    r = Rows()
    r.user()
    row = r.result("x", "long " * 100, tokens=500)
    red = StoredReduction(message_id=row.id, content="short", tool_calls=None, tokens=7)
    out = apply_reductions(r.rows, {row.id: red})
    assert out[0] is r.rows[0]
    assert (out[1].content, out[1].tokens, out[1].id) == ("short", 7, row.id)
    assert r.rows[1].content == "long " * 100  # the original value is untouched
