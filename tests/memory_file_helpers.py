"""Constants shared by the MEMORY.md tests (document, checks, fixes, editor), unit and property."""

from __future__ import annotations

from tinyagent_memory.daemon.editor import positions as pos

# The default MEMORY.md limits, as the keyword arguments of ``validate``/``analyze``/``check_*``.
LIMITS = {"char_limit": 4000, "entry_char_limit": 600}
# Every LSP position encoding the editor speaks.
ENCODINGS = (pos.UTF8, pos.UTF16, pos.UTF32)
# The workspace and its MEMORY.md as ``file:`` URIs, for the editor (LSP) tests.
WS = "file:///ws"
URI = "file:///ws/.tinyagent/memory/MEMORY.md"
