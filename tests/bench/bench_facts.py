"""Benchmark: planted facts kept by compaction at 48, 2,000 and 10,000 messages (issue 12).

Run with ``python -m pytest tests/bench/bench_facts.py -m bench -s``. The conversation is
``tests/synthetic.py``'s; the summarizer names no fact (``BLAND_SUMMARY``), so whatever survives
was kept by the compressor itself (or by its protected head, which keeps the first messages
verbatim). Counted in the whole compacted context. Two runtime patterns: everything appended
then one ``context/build``, and a ``context/build`` after every Run (compactions fold earlier
summaries).
hermes-agent 0.19.0's ``ContextCompressor`` runs on the same conversation in the same run when its
bench-only venv can be made (see ``hermes.py``).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import msgspec
import pytest
from tinyagent_memory.protocol import methods as m

from ..synthetic import BLAND_SUMMARY, PLANTED, conversation, kept
from . import hermes
from .hermes_runner import text_of
from .inprocess import Daemon, Host

CASES = ((48, 8_000), (2_000, 128_000), (10_000, 128_000))


def context_text(built: Any) -> str:
    """Every message's content and tool-call arguments of a built context."""
    messages: list[dict[str, Any]] = msgspec.json.decode(built.messages)
    return "\n".join(text_of(msg) for msg in messages)


async def ours(root: Path, messages: int, window: int, every_run: bool) -> tuple[int, int]:
    """Planted facts in the context after the conversation, and how many compactions ran."""
    host = Host()
    daemon = Daemon(host, window_tokens=window)
    sid = f"s{messages}-{every_run}"
    try:
        await daemon.call(m.SESSION_OPEN, {"workspace": str(root), "session_id": sid})
        built: Any = None
        for run in conversation(messages):
            await daemon.run(sid, run)
            if every_run:
                built = await daemon.call(m.CONTEXT_BUILD, {"session_id": sid})
        if not every_run:
            built = await daemon.call(m.CONTEXT_BUILD, {"session_id": sid})
        return len(kept(context_text(built))), host.calls
    finally:
        daemon.close()


@pytest.mark.bench
@pytest.mark.timeout(1800)
def test_bench_facts_kept(tmp_path: Path) -> None:
    python, why = hermes.hermes_python()
    total = len(PLANTED)
    print(f"\n[bench] planted facts kept in the compacted context (of {total}), bland summarizer:")
    for messages, window in CASES:
        once, _ = asyncio.run(ours(tmp_path, messages, window, every_run=False))
        every, compactions = asyncio.run(ours(tmp_path, messages, window, every_run=True))
        line = (
            f"[bench]   {messages:>6,} messages, window {window // 1000}k: tinyagent-memory "
            f"{once}/{total} (one build), {every}/{total} (build every Run, "
            f"{compactions} compactions)"
        )
        if python is not None:
            flat = [msg for run in conversation(messages) for msg in run]
            theirs = hermes.compress(python, flat, BLAND_SUMMARY, window, tmp_path)
            line += f"; hermes-agent {hermes.VERSION} {len(kept(theirs['context']))}/{total}"
        print(line)
        assert once == total and every == total
    if python is None:
        print(f"[bench]   hermes-agent not measured: {why}")
