"""Feature: ``context/build`` — the provider-ready message list and its token count."""

from __future__ import annotations

from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import (
    ContextBuildParams,
    ContextBuildResult,
    MemorySnapshot,
    Message,
)

from ..app import App
from ..model import StoredMessage
from ..router import Router
from ..store import memory as memory_store
from ..store import messages as store
from ..tokens import MESSAGE_OVERHEAD, REPLY_PRIMING, TokenCounter
from .render import to_provider_list


def fixed_tokens(
    counter: TokenCounter,
    system_prompt: str | None,
    tools: list[dict[str, object]] | None,
    memory: MemorySnapshot,
) -> int:
    """Tokens of everything in the context that is not a stored message."""
    total = REPLY_PRIMING + counter.tools(tools)
    system = system_text(system_prompt, memory)
    if system is not None:
        total += MESSAGE_OVERHEAD + counter.text(system)
    return total


def system_text(system_prompt: str | None, memory: MemorySnapshot) -> str | None:
    """The system message: the caller's prompt followed by the frozen memory block, if any."""
    parts = [p for p in (system_prompt, memory_block(memory.text)) if p]
    return "\n\n".join(parts) if parts else None


def memory_block(text: str) -> str | None:
    if not text.strip():
        return None
    return f"<memory>\n{text.rstrip()}\n</memory>"


def assemble(
    stored: list[StoredMessage], system_prompt: str | None, memory: MemorySnapshot
) -> list[Message]:
    out: list[Message] = []
    system = system_text(system_prompt, memory)
    if system is not None:
        out.append(Message(role="system", content=system))
    out.extend(to_provider_list(stored))
    return out


def setup(router: Router, app: App) -> None:
    @router.request(m.CONTEXT_BUILD)
    async def context_build(params: ContextBuildParams) -> ContextBuildResult:
        state = app.session(params.session_id)
        window = params.window_tokens or app.options.window_tokens
        if state.frozen_memory is None:
            # The first build freezes the latest committed memory for this Session.
            latest = await state.workspace.read(memory_store.latest_snapshot)
            if state.frozen_memory is None:
                state.frozen_memory = latest
        memory = state.frozen_memory
        stored = await state.workspace.read(
            lambda conn: store.live_messages(conn, params.session_id)
        )
        tokens = fixed_tokens(app.counter, params.system_prompt, params.tools, memory)
        tokens += sum(msg.tokens for msg in stored)
        return ContextBuildResult(
            messages=assemble(stored, params.system_prompt, memory),
            memory=memory,
            tokens=tokens,
            window_tokens=window,
            compaction=None,
        )
