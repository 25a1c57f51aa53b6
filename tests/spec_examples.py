"""The JSON examples of spec.md, parsed: for tests that check them against the protocol and the
real daemon."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

SPEC = (Path(__file__).resolve().parents[1] / "spec.md").read_text(encoding="utf-8")
BLOCK = re.compile(r"^```json\n(.*?)^```", flags=re.MULTILINE | re.DOTALL)
BLOCKS: list[str] = BLOCK.findall(SPEC)
ARROW = re.compile(r"^\s*[→←] ?", flags=re.MULTILINE)


def messages(block: str) -> list[Any]:
    """The block's JSON values: one per ``→``/``←`` line group, else the whole block."""
    parts = ARROW.split(block) if ARROW.search(block) else [block]
    return [json.loads(part) for part in parts if part.strip()]


def section_example(number: str) -> list[Any]:
    """The messages of the first example in section ``number`` (e.g. ``"3.4"``)."""
    start = re.search(rf"^#+ {re.escape(number)} ", SPEC, flags=re.MULTILINE)
    assert start is not None, number
    found = BLOCK.search(SPEC, start.end())
    assert found is not None, number
    return messages(found.group(1))
