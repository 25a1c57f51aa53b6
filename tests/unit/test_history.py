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
    ("text", "match"),
    [
        ("header", '"header"*'),
        ("parse header", '"parse"* AND "header"*'),
        ('"database is  locked"', '"database is locked"'),
        ("handle_request", '"handle_request"*'),
        ("src/http/x.py", '"src/http/x.py"'),
        ('say "hi"', '"say"* AND "hi"'),
        ("go up", '"go" AND "up"'),
        ("foo OR bar baz", '("foo"* OR "bar"*) AND "baz"*'),
        ("err -warn", '("err"*) NOT "warn"*'),
        ('err -"a b"', '("err"*) NOT "a b"'),
        ('x"y"z', '"x" AND "y" AND "z"'),
        ("NEAR(a b)", '"NEAR(a" AND "b)"'),
        ("col:val* ^x", '"col:val*"* AND "^x"'),
        ('"quoted ""inner"', '"quoted" AND "inner"'),
        ("or and not", '"or" AND "and"* AND "not"*'),
        ("- dash --", '"dash"*'),
    ],
)
def test_parse(text: str, match: str) -> None:
    assert query.parse(text).match == match


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
        "--",
        "abc OR --",
        "abc OR -def",
        'quo"te',
        '""',
    ],
)
def test_parse_rejects(text: str) -> None:
    with pytest.raises(query.QueryError):
        query.parse(text)


def test_quote_doubles_quotes() -> None:
    assert query.quote(query.Term('say "x"', phrase=True)) == '"say ""x"""'


def regex(text: str) -> snippet.re.Pattern[str] | None:
    return snippet.pattern([(t.tokens, t.prefix) for t in query.parse(text).terms])


def test_highlights_follow_the_index_words() -> None:
    text = "at parseHeaderLine (src/http/headers.ts:42) handle_request requests"
    found = snippet.spans(text, regex('parse "src/http" request at'))
    assert [text[s:e] for s, e in found] == ["at", "parse", "src/http", "request", "request"]


def test_snippet_short_text_collapses_whitespace_and_marks() -> None:
    text = "Why  does\nparseHeaderLine fail?"
    found = snippet.spans(text, regex("parseHeader why"))
    shown, marks = snippet.build(text, found)
    assert shown == "Why does parseHeaderLine fail?"
    assert [shown[s:e] for s, e in marks] == ["Why", "parseHeader"]


def test_snippet_window_is_around_the_most_matches() -> None:
    text = "a" * 500 + " needle " + "b" * 30 + " needle " + "c" * 500
    found = snippet.spans(text, regex("needle"))
    shown, marks = snippet.build(text, found)
    assert shown.startswith("…") and shown.endswith("…")
    assert len(shown) == snippet.WIDTH + 2
    assert [shown[s:e] for s, e in marks] == ["needle", "needle"]


def test_snippet_phrase_spans_whitespace_runs() -> None:
    text = "database   is\tlocked"
    found = snippet.spans(text, regex('"database is locked"'))
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
