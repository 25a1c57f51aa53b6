"""The synthetic coding conversation of issue 12, shared by the benchmarks and property tests.

A user asks about ``app/handlers.py``, runs ``pytest -x tests/test_api.py``, gets
``KeyError: 'user_id'``, asks to check a runbook URL and to update ``docs/CHANGELOG.md`` when
done; then turns follow that each read another file. ``PLANTED`` are the facts a person holds on
to; a summarizer reply that names none of them is ``BLAND_SUMMARY``.
"""

from __future__ import annotations

import json
from typing import Any, Final

from tinyagent_memory.daemon.context.summary import SUMMARY_HEADINGS

RUNBOOK: Final = "https://runbooks.example.com/api/keyerror"
PLANTED: Final = (
    "app/handlers.py",
    "pytest -x tests/test_api.py",
    "KeyError: 'user_id'",
    RUNBOOK,
    "docs/CHANGELOG.md",
)
PREAMBLE_MESSAGES: Final = 8
MESSAGES_PER_TURN: Final = 4

_TEXT: Final = (
    "the parser reads tokens and returns a tree while tests cover edge cases like empty input "
    "unicode names deep nesting and numbers so every branch stays small and obvious to review"
)
_VOCAB: Final = tuple(_TEXT.split(" "))

BLAND_SUMMARY: Final = "\n\n".join(
    f"## {h}\n- The work continues as planned; nothing specific to report here."
    for h in SUMMARY_HEADINGS
)
"""A valid summary that names no file, command, URL or error."""


def words(n: int, seed: int) -> str:
    return " ".join(_VOCAB[(seed * 7 + i) % len(_VOCAB)] for i in range(n))


def _call(call_id: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": call_id,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }


def preamble() -> list[dict[str, Any]]:
    """The first ``PREAMBLE_MESSAGES`` messages, holding every planted fact."""
    failure = "\n".join(
        [
            "============================= test session starts ==============================",
            "collected 12 items",
            "",
            "tests/test_api.py .....F",
            "",
            "    def get_user(request):",
            ">       return users[request.json['user_id']]",
            "E       KeyError: 'user_id'",
            "",
            "app/handlers.py:42: KeyError",
            "FAILED tests/test_api.py::test_get_user - KeyError: 'user_id'",
            "1 failed, 5 passed in 0.31s",
            "exit code 1",
        ]
    )
    return [
        {
            "role": "user",
            "content": "GET /users returns 500 since yesterday. Please look at app/handlers.py; "
            "`pytest -x tests/test_api.py` fails for me.",
        },
        {
            "role": "assistant",
            "content": "Let me run the failing test first.",
            "tool_calls": [
                _call("call_pre_1", "shell", {"command": "pytest -x tests/test_api.py"})
            ],
        },
        {"role": "tool", "tool_call_id": "call_pre_1", "content": failure},
        {
            "role": "assistant",
            "content": "The handler indexes request.json['user_id'] without checking that it is "
            "there, so a request without it raises.",
        },
        {
            "role": "user",
            "content": f"Check the runbook at {RUNBOOK} first. Update docs/CHANGELOG.md when done.",
        },
        {"role": "assistant", "content": "Understood, I will read the rest of the code first."},
        {"role": "user", "content": "Go ahead and read through the code base."},
        {"role": "assistant", "content": "Reading the modules one at a time."},
    ]


def reading_turn(i: int) -> list[dict[str, Any]]:
    """One routine turn (``MESSAGES_PER_TURN`` messages): read ``src/f<i>.py``."""
    code = "\n".join(f"    line_{i}_{k} = compute({k}, '{words(6, i + k)}')" for k in range(34))
    call_id = f"call_{i}"
    return [
        {"role": "user", "content": f"Next one. {words(40, i)}"},
        {
            "role": "assistant",
            "content": words(15, i + 1),
            "tool_calls": [_call(call_id, "read_file", {"path": f"src/f{i}.py"})],
        },
        {"role": "tool", "tool_call_id": call_id, "content": f"def f_{i}():\n{code}\n"},
        {"role": "assistant", "content": f"Read it. {words(90, i + 2)}"},
    ]


def turns_for(messages: int) -> int:
    """How many reading turns follow the preamble in a conversation of about ``messages``."""
    return max(0, (messages - PREAMBLE_MESSAGES) // MESSAGES_PER_TURN)


def conversation(messages: int) -> list[list[dict[str, Any]]]:
    """The conversation of about ``messages`` messages, one list per Run."""
    runs = [preamble()[:4], preamble()[4:]]
    runs += [reading_turn(i) for i in range(turns_for(messages))]
    return runs


def kept(text: str) -> list[str]:
    """The planted facts that ``text`` still holds."""
    return [fact for fact in PLANTED if fact in text]
