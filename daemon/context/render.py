"""Turn stored rows into provider-ready messages (pure)."""

from __future__ import annotations

from tinyagent_memory.protocol.types import Message

from ..store.records import StoredMessage

SUMMARY_OPEN = "<context-summary>"
SUMMARY_CLOSE = "</context-summary>"
SUMMARY_PREAMBLE = (
    "The earlier part of this conversation was compacted. This is a summary of it, "
    "written for you; it is not a new request from the user."
)


def render_summary_text(summary: str) -> str:
    """The user-role text a stored ``summary`` is sent as: a clearly marked block."""
    return f"{SUMMARY_OPEN}\n{SUMMARY_PREAMBLE}\n\n{summary.strip()}\n{SUMMARY_CLOSE}"


def to_provider(message: StoredMessage) -> Message:
    if message.role == "summary":
        return Message(role="user", content=render_summary_text(message.content or ""))
    return message.to_wire()


def to_provider_list(messages: list[StoredMessage]) -> list[Message]:
    return [to_provider(m) for m in messages]
