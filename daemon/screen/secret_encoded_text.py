"""Credentials written in base64 (pure): a base64 value that decodes to readable text which
itself holds a credential (a Kubernetes Secret's ``data:`` value holding a connection URL with
its password, an encoded ``.env`` line, an encoded ``user:password@host``). The decoded text is
judged by the same screen (a callback: this module imports no layer), so any credential class
counts and harmless encoded text (a fixture, a config without secrets) stays clean.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator
from typing import Final

from .ascii_runs import has_run
from .secret_context import Covered, never

_ENCODED: Final = re.compile(r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/]{24,}={0,2}(?![A-Za-z0-9+/=_\-])")
_BASE64: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
"""``_ENCODED``'s class: every match holds 24 of them in a row (``ascii_runs``)."""
_MARKS: Final = ("://", "=", ":", "-----")
"""What decoded text holding a credential shows (a URL, an assignment, a label, a PEM line)."""


def _decoded(value: str) -> str | None:
    body = value.rstrip("=")
    if len(body) % 4 == 1:
        return None
    try:
        raw = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return None
    return text if text.isprintable() or all(c.isprintable() or c in "\n\t" for c in text) else None


def encoded_credentials(
    text: str, holds_credential: Callable[[str], bool], covered: Covered = never
) -> Iterator[tuple[str, int, int]]:
    """Base64 values whose decoded text ``holds_credential`` says holds one."""
    if not has_run(text, _BASE64, 24):
        return  # no run long enough: the scan would try every position for nothing
    for m in _ENCODED.finditer(text):
        if covered(m.start(), m.end()):
            continue
        decoded = _decoded(m.group())
        if decoded and any(mark in decoded for mark in _MARKS) and holds_credential(decoded):
            yield "encoded-credential", m.start(), m.end()
