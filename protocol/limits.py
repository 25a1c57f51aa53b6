"""Size limits of the protocol: every cap the daemon enforces at its boundary, by name.

A request over a field limit is answered with -32602 whose ``data`` names the limit:
``{"kind": "invalid_params", "path": "$.messages", "limit": "max_messages_per_append",
"max": 512}``.
Framing limits (body size, header lines, nesting) are enforced before a message is decoded.
The numbers are part of the contract: they only ever grow.
"""

from __future__ import annotations

from typing import Final

# --------------------------------------------------------------------------- framing

MAX_BODY_BYTES: Final = 8 * 1024 * 1024
"""Default cap on one frame's body (``--max-body-bytes`` changes it). Above the largest legitimate
``message/append``: ``MAX_APPEND_CHARS`` characters take at most 6 MiB even when every one is sent
as a ``\\uXXXX`` escape."""
MAX_HEADER_LINE_BYTES: Final = 8 * 1024
"""One header line, terminator included."""
MAX_HEADER_LINES: Final = 32
"""Header lines in one frame."""
MAX_JSON_DEPTH: Final = 64
"""Nesting of arrays and objects in one message, the envelope included."""

# --------------------------------------------------------------------------- fields

MAX_ID_CHARS: Final = 256
"""``session_id``, ``run_id``, ``tool_call_id``, tool call ids, names."""
MAX_PATH_CHARS: Final = 4_096
"""``workspace`` (a path or ``file:`` URI)."""
MAX_CONTENT_CHARS: Final = 1_048_576
"""One message's ``content``."""
MAX_ARGUMENTS_CHARS: Final = 262_144
"""One tool call's ``function.arguments`` (a JSON string)."""
MAX_TOOL_CALLS_PER_MESSAGE: Final = 128
MAX_MESSAGES_PER_APPEND: Final = 512
MAX_APPEND_CHARS: Final = 1_048_576
"""All strings of one ``message/append`` together (contents, arguments, ids, names)."""
MAX_OPERATIONS_PER_SUBMIT: Final = 64
"""Operations in one ``memory/submit`` batch."""
MAX_MEMORY_TEXT_CHARS: Final = 65_536
"""An operation's ``content`` or ``old_text``."""
MAX_SYSTEM_PROMPT_CHARS: Final = 262_144
MAX_TOOLS: Final = 256
"""Tool definitions in one ``context/build`` or ``context/compact``."""
MAX_PROVIDER_TEXT_CHARS: Final = 1_048_576
"""The ``text`` of a ``provider/complete`` result."""
MAX_QUERY_CHARS: Final = 1_000
"""``history/search`` ``query``."""
MAX_SESSION_PAGE: Final = 1_000
"""``session/list`` ``limit``."""
MAX_MESSAGE_PAGE: Final = 1_000
"""``message/list`` ``limit``."""
MAX_SEARCH_HITS: Final = 200
"""``history/search`` ``limit``."""

# --------------------------------------------------------------------------- numbers

MAX_COUNT: Final = 2**53 - 1
"""The largest token count, size or limit a client may send (exact in every JSON client; a sum of
many still fits SQLite's 64-bit INTEGER). Below 0 (or 1 for sizes) or above is -32602."""
MAX_ROW_ID: Final = 2**63 - 1
"""The largest row number (e.g. a revision) a client may send: SQLite's INTEGER range."""

FIELD_LIMITS: Final[dict[str, int]] = {
    "max_id_chars": MAX_ID_CHARS,
    "max_path_chars": MAX_PATH_CHARS,
    "max_content_chars": MAX_CONTENT_CHARS,
    "max_arguments_chars": MAX_ARGUMENTS_CHARS,
    "max_tool_calls_per_message": MAX_TOOL_CALLS_PER_MESSAGE,
    "max_messages_per_append": MAX_MESSAGES_PER_APPEND,
    "max_append_chars": MAX_APPEND_CHARS,
    "max_operations_per_submit": MAX_OPERATIONS_PER_SUBMIT,
    "max_memory_text_chars": MAX_MEMORY_TEXT_CHARS,
    "max_system_prompt_chars": MAX_SYSTEM_PROMPT_CHARS,
    "max_tools": MAX_TOOLS,
    "max_provider_text_chars": MAX_PROVIDER_TEXT_CHARS,
    "max_query_chars": MAX_QUERY_CHARS,
}
"""Every field limit by the name error replies use."""

FRAME_LIMITS: Final[dict[str, int]] = {
    "max_body_bytes": MAX_BODY_BYTES,
    "max_header_line_bytes": MAX_HEADER_LINE_BYTES,
    "max_header_lines": MAX_HEADER_LINES,
    "max_json_depth": MAX_JSON_DEPTH,
}
"""Every framing limit by name (``max_body_bytes`` is the default; the daemon may be started with
another)."""
