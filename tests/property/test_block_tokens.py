"""A transcript block's tokens derived from known parts (``context/blocks.py``: label parts counted
once, the text's count taken from the append or the reduction) equal a direct count of the block,
in both encodings: for generated rows (texts starting with newlines, carriage returns, slashes,
spaces, punctuation, digits, apostrophes, non-Latin letters and marks; empty; tool names of any
text) and for the synthetic conversation warmed row by row as the daemon does (``memo.warm``)."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.context.blocks import block_counter
from tinyagent_memory.daemon.context.memo import CompactionMemo
from tinyagent_memory.daemon.context.summary import (
    INITIAL_CONTENT_CHARS,
    label_after_id,
    render_block,
)
from tinyagent_memory.daemon.store.records import StoredMessage
from tinyagent_memory.daemon.tokens import ENCODINGS, TokenCounter
from tinyagent_memory.protocol.types import Message

from ..synthetic import conversation, words

COUNTERS = {name: TokenCounter(name) for name in ENCODINGS}

EDGES = ["\n", "\r", "\r\n", " ", "  ", "\t", "/", "//", "]", "[", "#", "'s", "'ll", "...", "!?"]
LETTERS = ["-", "123", "4567", "0", "é", "ж", "中文", "\u0301", "\u00a0", "ﬁ", "Σ", "😀", "ab", "Z"]
PIECES = st.sampled_from([*EDGES, *LETTERS, "x_y"])
TEXTS = st.one_of(
    st.text(max_size=60),
    st.lists(PIECES, max_size=12).map("".join),
    st.tuples(st.lists(PIECES, min_size=1, max_size=3).map("".join), st.text(max_size=40)).map(
        "".join
    ),
    st.integers(min_value=0, max_value=200).map(lambda n: words(n, n)),
)
"""Texts: any, made of pre-tokenizer edge pieces, edge pieces then any, and prose."""


def row_of(row_id: int, role: str, content: str | None, name: str | None, tcid: str | None):
    return StoredMessage(
        id=row_id,
        session_id="s",
        run_id="r",
        seq=row_id,
        role=role,  # pyright: ignore[reportArgumentType]
        content=content,
        tool_calls=None,
        tool_call_id=tcid,
        name=name,
        tokens=0,
    )


@settings(max_examples=400, deadline=None)
@given(
    encoding=st.sampled_from(ENCODINGS),
    row_id=st.one_of(st.integers(min_value=1, max_value=10**12), st.sampled_from([1, 9, 10, 999])),
    role=st.sampled_from(["user", "assistant", "tool", "system"]),
    content=st.one_of(st.none(), TEXTS),
    tool=st.one_of(st.none(), TEXTS),
)
def test_label_plus_text_equals_direct_count(
    encoding: str, row_id: int, role: str, content: str | None, tool: str | None
) -> None:
    counter = COUNTERS[encoding]
    row = row_of(row_id, role, content, None, None)
    block = render_block(row, INITIAL_CONTENT_CHARS, tool)
    after = label_after_id(row, tool)
    derived = block_counter(counter).block(
        block, row_id, after, content, counter.text(content or "")
    )
    if not content or not content.startswith(("\r", "\n", "/")):
        assert derived is not None  # the shortcut is taken wherever the join allows it
    if derived is not None:
        assert derived == counter.text(block)


@settings(max_examples=200, deadline=None)
@given(
    encoding=st.sampled_from(ENCODINGS),
    row_id=st.integers(min_value=1, max_value=10**6),
    role=st.sampled_from(["user", "assistant", "tool"]),
    content=st.one_of(st.none(), TEXTS),
    name=st.one_of(st.none(), TEXTS),
    tcid=st.one_of(st.none(), TEXTS),
)
def test_memo_block_from_the_append_count(
    encoding: str,
    row_id: int,
    role: str,
    content: str | None,
    name: str | None,
    tcid: str | None,
) -> None:
    """The memo derives the text's count from the message count of the append (minus name and
    call id), and gets the block's count right whichever way it takes."""
    counter = COUNTERS[encoding]
    message = Message(role=role, content=content, name=name, tool_call_id=tcid)  # pyright: ignore[reportArgumentType]
    row = msgspec.structs.replace(
        row_of(row_id, role, content, name, tcid), tokens=counter.message(message)
    )
    memo = CompactionMemo()
    memo.counted, memo.counted_by = {row_id: row.tokens}, counter
    tool = None if role != "tool" else "read_file"
    got = memo.row_block(counter, row, row, tool)
    assert got == counter.text(render_block(row, INITIAL_CONTENT_CHARS, tool))


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_warmed_conversation_counts_equal_direct_counts(encoding: str) -> None:
    """The synthetic conversation (long user messages cut, long tool results reduced), warmed one
    row at a time with the append's counts: every block and reduced message count is exact."""
    counter = COUNTERS[encoding]
    rows: list[StoredMessage] = []
    status: dict[str, str] = {}
    for r, run in enumerate(conversation(240)):
        status[f"run{r}"] = "succeeded"
        for raw in run:
            if raw["role"] == "user" and r % 3 == 0:
                raw = {**raw, "content": f"{raw['content']}\n{words(900, r)}"}  # cut at 4,000
            if raw["role"] == "assistant" and r % 5 == 1:
                raw = {**raw, "content": f"/{raw['content']}"}  # joins the label: counted whole
            message = msgspec.convert(raw, Message)
            rows.append(
                StoredMessage(
                    id=len(rows) + 1,
                    session_id="s",
                    run_id=f"run{r}",
                    seq=len(rows) + 1,
                    role=message.role,  # pyright: ignore[reportArgumentType]
                    content=message.content,
                    tool_calls=tuple(message.tool_calls) if message.tool_calls else None,
                    tool_call_id=message.tool_call_id,
                    name=message.name,
                    tokens=counter.message(message),
                )
            )
    memo = CompactionMemo()
    memo.counted, memo.counted_by = {row.id: row.tokens for row in rows}, counter
    for i in range(len(rows)):
        memo.warm(counter, rows[i : i + 1], status)
    assert len(memo.blocks) == len(rows)
    assert {block: counter.text(block) for block in memo.blocks} == memo.blocks
    by_id = {row.id: row for row in rows}
    assert memo.reduced
    for (row_id, content, calls), tokens in memo.reduced.items():
        wire = msgspec.structs.replace(by_id[row_id], content=content, tool_calls=calls)
        assert tokens == counter.message(wire.to_wire())
    assert not memo.counted  # every row warmed let go of its append count
