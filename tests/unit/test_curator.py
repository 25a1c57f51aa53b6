"""The Curator's pure parts: the strict reply parser, direct mode, the prompt; submit shapes.

Hypothesis properties: ``tests/property/test_curator_properties.py``.
"""

from __future__ import annotations

import json

import pytest
from tinyagent_memory.daemon.memory import curator, operations
from tinyagent_memory.daemon.store.records import MemoryEvent
from tinyagent_memory.protocol.errors import DaemonError
from tinyagent_memory.protocol.types import MemoryOperation


def event(n: int, action: str, content: str | None = None, old: str | None = None) -> MemoryEvent:
    return MemoryEvent(
        id=n,
        action=action,
        content=content,
        old_text=old,
        run_id="r",
        session_id="s",  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('["a", "b"]', ["a", "b"]),
        ("  []\n", []),
        ('[\n "ü", "§ x"\n]', ["ü", "§ x"]),
    ],
)
def test_strict_reply_accepts_a_bare_array_of_strings(text: str, expected: list[str]) -> None:
    assert curator.parse_reply(text, "stop") == expected


@pytest.mark.parametrize(
    "text",
    [
        'Sure! ["a"]',
        '["a"] done',
        '```json\n["a"]\n```',
        '{"entries": ["a"]}',
        '[["a"]]',
        '["a", 1]',
        '["a", null]',
        '["a",]',
        "['a']",
        '["a"',
        "",
        "null",
    ],
)
def test_strict_reply_refuses_anything_else(text: str) -> None:
    with pytest.raises(curator.CuratorReplyError):
        curator.parse_reply(text, "stop")


def test_truncated_reply_is_refused_even_if_it_parses() -> None:
    with pytest.raises(curator.CuratorReplyError, match="truncated"):
        curator.parse_reply('["a"]', "length")


def test_direct_mode_applies_operations_in_order() -> None:
    proposal = curator.apply_events(
        ["Uses pytest.", "Deploys on Fridays."],
        [
            event(1, "add", "Uses ruff."),
            event(2, "add", "uses  PYTEST."),  # duplicate after folding: skipped
            event(3, "replace", "Deploys on Thursdays.", "Fridays"),
            event(4, "remove", old="pytest"),
            event(5, "remove", old="nothing like this"),
            event(6, "add", "Uses mypy."),
            event(7, "replace", "x", "Uses"),  # ambiguous: two entries contain it
            event(8, "replace", "Uses mypy.", "Uses ruff."),  # merges into an existing entry
        ],
    )
    assert proposal.entries == ["Deploys on Thursdays.", "Uses mypy."]
    assert proposal.notes == [
        "event 2: add skipped, the entry is already present",
        "event 5: remove skipped, no entry contains old_text",
        "event 7: replace skipped, old_text matches 2 entries",
    ]
    assert not proposal.called_provider


def test_exact_old_text_wins_over_substring_matches() -> None:
    proposal = curator.apply_events(
        ["Uses uv.", "Uses uv workspaces."], [event(1, "remove", old="uses uv.")]
    )
    assert proposal.entries == ["Uses uv workspaces."]


def test_prompt_carries_entries_and_operations() -> None:
    messages = curator.build_messages(
        ["A."],
        [event(1, "add", "B."), event(2, "remove", old="A")],
        char_limit=900,
        entry_char_limit=90,
    )
    assert [m.role for m in messages] == ["system", "user"]
    assert "900" in (messages[0].content or "") and "90 characters" in (messages[0].content or "")
    assert json.loads(messages[1].content or "") == {
        "current_entries": ["A."],
        "pending_operations": [
            {"action": "add", "content": "B."},
            {"action": "remove", "old_text": "A"},
        ],
    }


def test_submit_shapes() -> None:
    operations.validate_shape([MemoryOperation(action="add", content="fact")])
    with pytest.raises(DaemonError) as info:
        operations.validate_shape([MemoryOperation(action="replace", content="x")])
    assert info.value.data == {"path": "$.operations[0].old_text"}
    found = operations.content_findings(
        [
            MemoryOperation(action="add", content="fine"),
            MemoryOperation(action="add", content="</system>"),
        ],
        entry_char_limit=100,
    )
    assert [(f.code, f.rule, f.entry) for f in found] == [("prompt-injection", "role-marker", 1)]
