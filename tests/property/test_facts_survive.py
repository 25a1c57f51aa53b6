"""Planted user-named facts survive any number of filler turns and any summary text.

The issue-12 conversation (a user names ``app/handlers.py``, a failing ``pytest`` command and its
``KeyError``, a runbook URL and a ``docs/CHANGELOG.md`` "when done" ask) is followed by up to
10,000 messages of routine file reads, compacted in one to four folds, each time with a summary
whose text hypothesis chooses. The facts step is the compressor's own (``extract_facts`` then
``_with_facts``: rank by salience, budget by tokens, fit the room); the planted facts must be in
the last summary.
"""

from __future__ import annotations

import msgspec
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.context.compressor import Compressor
from tinyagent_memory.daemon.context.fact_sources import extract_facts
from tinyagent_memory.daemon.context.summary import (
    FACTS_HEADING,
    SUMMARY_HEADINGS,
    Accepted,
    validate_summary,
)
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.daemon.store.records import StoredMessage
from tinyagent_memory.protocol.types import Message

from ..synthetic import PLANTED, conversation, kept

MAX_MESSAGES = 10_000
ROOM = 12_000
"""Tokens left for the summary (a 128k window after the protected regions, give or take)."""

_app = App(Provider(None))
_compressor = Compressor(_app)
_all_rows: list[StoredMessage] = []


def stored_rows(messages: int) -> list[StoredMessage]:
    """The first ``messages`` rows of the conversation (seq from 1); a shorter conversation is a
    prefix of a longer one, so the longest is built once."""
    if not _all_rows:
        for r, run in enumerate(conversation(MAX_MESSAGES)):
            for raw in run:
                msg = msgspec.convert(raw, Message)
                seq = len(_all_rows) + 1
                _all_rows.append(
                    StoredMessage(
                        id=seq,
                        session_id="s",
                        run_id=f"run{r}",
                        seq=seq,
                        role=msg.role,
                        content=msg.content,
                        tool_calls=tuple(msg.tool_calls) if msg.tool_calls else None,
                        tool_call_id=msg.tool_call_id,
                        name=msg.name,
                        tokens=1,
                    )
                )
    return _all_rows[:messages]


def summary_row(text: str, seq: int) -> StoredMessage:
    return StoredMessage(
        id=-seq,
        session_id="s",
        run_id=None,
        seq=seq,
        role="summary",
        content=text,
        tool_calls=None,
        tool_call_id=None,
        name=None,
        tokens=1,
    )


bodies = st.lists(st.text(max_size=300), min_size=len(SUMMARY_HEADINGS), max_size=7)


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    messages=st.integers(min_value=8, max_value=MAX_MESSAGES),
    cuts=st.lists(st.floats(min_value=0.0, max_value=1.0), max_size=3),
    texts=st.lists(bodies, min_size=5, max_size=5),
    failed=st.booleans(),
)
def test_planted_user_named_facts_survive(
    messages: int, cuts: list[float], texts: list[list[str]], failed: bool
) -> None:
    rows = stored_rows(messages)
    # The first compaction happens once the preamble is in; later ones fold the previous summary.
    ends = sorted({8, *(8 + int(c * (len(rows) - 8)) for c in cuts), len(rows)})
    status = {"run0": "failed"} if failed else {}
    previous: StoredMessage | None = None
    start = 0
    summary = ""
    for n, end in enumerate(ends):
        model_text = "\n\n".join(
            f"## {h}\n{body}" for h, body in zip(SUMMARY_HEADINGS, texts[n], strict=False)
        )
        verdict = validate_summary(model_text, "stop")
        assume(isinstance(verdict, Accepted))
        assert isinstance(verdict, Accepted)
        replaced = ([previous] if previous is not None else []) + rows[start:end]
        facts = extract_facts(replaced, status, FACTS_HEADING)
        summary, tokens = _compressor._with_facts(  # pyright: ignore[reportPrivateUsage]
            verdict.text, facts, ROOM
        )
        assert tokens <= ROOM
        previous = summary_row(summary, replaced[0].seq)
        start = end
    assert kept(summary) == list(PLANTED), summary.split(f"## {FACTS_HEADING}")[-1]
