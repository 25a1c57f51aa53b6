"""History's pure parts: the query syntax, snippets, cursors, ``since``; and the wire twins."""

from __future__ import annotations

import msgspec
import pytest
from tinyagent_memory.daemon.history import paging, query, snippet
from tinyagent_memory.daemon.history.feature import WireMessageList, WireSummaryExpand
from tinyagent_memory.daemon.store.history import HistoryRow, title_of
from tinyagent_memory.protocol.types import (
    FunctionCall,
    HistoryMessage,
    MessageListResult,
    SummaryExpandResult,
    ToolCall,
)


@pytest.mark.parametrize(
    ("text", "match", "contains", "terms"),
    [
        ("header", '"header"', (), ("header",)),
        ("parse header", '"parse" AND "header"', (), ("parse", "header")),
        ('"database is  locked"', '"database is locked"', (), ("database is locked",)),
        ('say "hi"', '"say"', ("hi",), ("say", "hi")),
        ("foo OR bar baz", '("foo" OR "bar") AND "baz"', (), ("foo", "bar", "baz")),
        ("err -warn", '("err") NOT "warn"', (), ("err",)),
        ('err -"a b"', '("err") NOT "a b"', (), ("err",)),
        ("NEAR(a b)", '"NEAR(a"', ("b)",), ("NEAR(a", "b)")),
        ("col:val* ^x", '"col:val*"', ("^x",), ("col:val*", "^x")),
        ("or and not", '"and" AND "not"', ("or",), ("or", "and", "not")),
        ("a-b", '"a-b"', (), ("a-b",)),
        ("- dash", '"dash"', ("-",), ("-", "dash")),
    ],
)
def test_parse(text: str, match: str, contains: tuple[str, ...], terms: tuple[str, ...]) -> None:
    parsed = query.parse(text)
    assert parsed.match == match
    assert parsed.contains == contains
    if terms:
        assert parsed.terms == terms


@pytest.mark.parametrize(
    "text",
    [
        '"open',
        "OR x",
        "abc OR",
        "abc OR OR def",
        "-abc",
        "",
        "  ",
        "ab",
        "ab OR abc",
        "abc -ab",
        '""',
        "abc OR -def",
    ],
)
def test_parse_rejects(text: str) -> None:
    with pytest.raises(query.QueryError):
        query.parse(text)


def test_quote_doubles_quotes() -> None:
    assert query.quote('say "x"') == '"say ""x"""'


def test_snippet_short_text_collapses_whitespace_and_marks() -> None:
    text = "Why  does\nparseHeaderLine fail?"
    found = snippet.spans(text, snippet.pattern(["header", "why"]))
    shown, marks = snippet.build(text, found)
    assert shown == "Why does parseHeaderLine fail?"
    assert [shown[s:e] for s, e in marks] == ["Why", "Header"]


def test_snippet_window_is_around_the_most_matches() -> None:
    text = "a" * 500 + " needle " + "b" * 30 + " needle " + "c" * 500
    found = snippet.spans(text, snippet.pattern(["needle"]))
    shown, marks = snippet.build(text, found)
    assert shown.startswith("…") and shown.endswith("…")
    assert len(shown) == snippet.WIDTH + 2
    assert [shown[s:e] for s, e in marks] == ["needle", "needle"]


def test_snippet_phrase_spans_whitespace_runs() -> None:
    text = "database   is\tlocked"
    found = snippet.spans(text, snippet.pattern(["database is locked"]))
    shown, marks = snippet.build(text, found)
    assert (shown, marks) == ("database is locked", [(0, 18)])


def test_snippet_without_matches_is_the_start() -> None:
    assert snippet.build("x" * 300, []) == ("x" * snippet.WIDTH + "…", [])


def test_tools_text() -> None:
    calls = [ToolCall(id="c", function=FunctionCall(name="shell", arguments='{"c": "ls"}'))]
    encoded = msgspec.json.encode(calls).decode()
    assert snippet.tools_text(encoded, None) == 'shell {"c": "ls"}'
    assert snippet.tools_text(None, "shell") == "shell"
    assert snippet.tools_text(None, None) == ""


def test_cursor_round_trip_and_rejects() -> None:
    cur = paging.encode("messages", 3, 9)
    assert paging.decode("messages", cur, (int, int)) == (3, 9)
    for bad in ("", "!!", paging.encode("sessions", "a", "b"), paging.encode("messages", "3", 9)):
        with pytest.raises(paging.CursorError):
            paging.decode("messages", bad, (int, int))


@pytest.mark.parametrize(
    ("text", "stored"),
    [
        ("2026-01-02", "2026-01-02T00:00:00.000Z"),
        ("2026-01-02T03:04:05Z", "2026-01-02T03:04:05.000Z"),
        ("2026-01-02T03:04:05.123456+02:00", "2026-01-02T01:04:05.123Z"),
        ("2026-01-02 03:04", "2026-01-02T03:04:00.000Z"),
    ],
)
def test_since(text: str, stored: str) -> None:
    assert paging.since(text) == stored


def test_since_rejects() -> None:
    with pytest.raises(ValueError, match="ISO 8601"):
        paging.since("yesterday")


def test_title() -> None:
    assert title_of(None) is None
    assert title_of("  fix\n the   build ") == "fix the build"
    long = title_of("x" * 200)
    assert long is not None and len(long) == 80 and long.endswith("…")


def row(calls: list[ToolCall] | None) -> tuple[HistoryRow, HistoryMessage]:
    fields = {
        "id": 2,
        "seq": 1,
        "run_id": None,
        "role": "assistant",
        "content": "ünï",
        "tool_call_id": None,
        "name": None,
        "tokens": 5,
        "compacted_by": 9,
        "created_at": "2026-01-02T03:04:05.000Z",
    }
    raw = None if calls is None else msgspec.Raw(msgspec.json.encode(calls))
    return HistoryRow(tool_calls=raw, **fields), HistoryMessage(tool_calls=calls, **fields)  # type: ignore[arg-type]


def test_wire_twins_encode_exactly_the_documented_results() -> None:
    calls = [ToolCall(id="c", function=FunctionCall(name="x", arguments="{}"))]
    (a, a_doc), (b, b_doc) = row(calls), row(None)
    assert msgspec.json.encode(WireMessageList(messages=[a, b], next_cursor="n")) == (
        msgspec.json.encode(MessageListResult(messages=[a_doc, b_doc], next_cursor="n"))
    )
    assert msgspec.json.encode(
        WireSummaryExpand(summary=b, compaction=None, messages=[a], folded=[1])
    ) == msgspec.json.encode(
        SummaryExpandResult(summary=b_doc, compaction=None, messages=[a_doc], folded=[1])
    )
    assert list(HistoryRow.__struct_fields__) == list(HistoryMessage.__struct_fields__)
    assert list(WireMessageList.__struct_fields__) == list(MessageListResult.__struct_fields__)
    assert list(WireSummaryExpand.__struct_fields__) == list(SummaryExpandResult.__struct_fields__)
