"""Run hermes-agent's in-process ``ContextCompressor`` on a conversation (bench-only venv).

Invoked by ``hermes.py`` as ``<venv python> hermes_runner.py <conversation.json> <window>``; reads
``{"messages": [...], "summary": "..."}`` and prints one JSON line: the best time of
``compress`` excluding its summarizer call (answered at once with the given summary text, like
our fake host), the text of the summary message it produced and of the whole compacted list.
Never imported by the test suite: it needs ``hermes-agent`` installed.
"""

from __future__ import annotations

import copy
import json
import logging
import os
import sys
import time
from types import SimpleNamespace
from typing import Any

REPEATS = 3


def main() -> None:
    path, window = sys.argv[1], int(sys.argv[2])
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    os.environ.setdefault("HERMES_HOME", os.path.join(os.path.dirname(path), "hermes-home"))
    logging.disable(logging.CRITICAL)
    from agent import context_compressor as cc  # pyright: ignore[reportMissingImports]

    spent = [0.0]

    def fake_call_llm(**kwargs: Any) -> Any:
        start = time.perf_counter()
        message = SimpleNamespace(content=data["summary"])
        reply = SimpleNamespace(choices=[SimpleNamespace(message=message)], usage=None)
        spent[0] += time.perf_counter() - start
        return reply

    cc.call_llm = fake_call_llm
    best = float("inf")
    summary = ""
    for _ in range(REPEATS):
        compressor = cc.ContextCompressor(
            model="gpt-4o",
            config_context_length=window,
            quiet_mode=True,
            provider="openai",
            base_url="http://127.0.0.1:9/v1",
            api_key="none",
        )
        messages = copy.deepcopy(data["messages"])
        spent[0] = 0.0
        start = time.perf_counter()
        out = compressor.compress(messages, force=True)
        best = min(best, time.perf_counter() - start - spent[0])
        summary = "\n".join(
            str(m.get("content") or "")
            for m in out
            if str(m.get("content") or "").startswith("[CONTEXT COMPACTION")
        )
        replaced = len(data["messages"]) - len(out)
        context = "\n".join(text_of(m) for m in out)
    print(
        json.dumps({"seconds": best, "summary": summary, "context": context, "replaced": replaced})
    )


def text_of(message: dict[str, Any]) -> str:
    """A message's content and tool-call arguments: where a kept fact can be."""
    parts = [str(message.get("content") or "")]
    for call in message.get("tool_calls") or ():
        parts.append(str(call.get("function", {}).get("arguments", "")))
    return "\n".join(parts)


if __name__ == "__main__":
    main()
