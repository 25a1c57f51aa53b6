"""LSP framing that survives anything on the wire: a sans-I/O frame parser (I/O is in ``stdio``).

pygls's reader (``pygls.io_.run_async``) only accepts exactly ``Content-Length: N``, buffers any
size, and loses the next message after a broken one. This parser replaces it:

- header names are case-insensitive, ``Content-Type`` (and any other well-formed header) is
  accepted and ignored, ``\\r\\n`` or bare ``\\n`` ends a line;
- a body larger than ``max_body_bytes`` is never buffered: it is skipped as it streams in and
  reported as ``TooLarge`` (with the request id when the first bytes show one);
- after any broken frame the parser resynchronizes on the next ``Content-Length: N`` line.

Resynchronizing is exact because the line ``Content-Length: <digits>`` followed by a raw line break
can never occur inside a valid JSON body (a raw line break is not allowed in a JSON string, and the
header text is not JSON outside one). So wherever that line appears — in the middle of a header
line, inside a body that is shorter than declared, inside an oversized body being skipped, or in
garbage — it starts the next frame.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import Enum, auto

from tinyagent_memory.protocol.limits import (
    MAX_BODY_BYTES,
    MAX_HEADER_LINE_BYTES,
    MAX_HEADER_LINES,
)
from tinyagent_memory.protocol.types import MsgId

_TAIL = re.compile(rb"(?i)-length:[ \t]{0,16}\d{1,19}[ \t]{0,16}\r?\n")
"""A ``Content-Length`` line after its ``content``: a leading ``-`` keeps the search fast."""
_HEAD = b"content"
OVERLAP = 80
"""Longer than any line ``_TAIL`` can match: scans resume this many bytes before the end."""
PEEK_BYTES = 64 * 1024
"""How much of a skipped (oversized) body is kept to find its ``id``."""
_TOKEN_NAME = re.compile(rb"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
_CONTENT_LENGTH = b"content-length"


def find_header(buf: bytes | bytearray, start: int = 0, end: int | None = None) -> int:
    """Offset of the first ``Content-Length: N`` line starting at or after ``start``, else -1."""
    stop = len(buf) if end is None else end
    pos = start + len(_HEAD)
    while True:
        m = _TAIL.search(buf, pos, stop)
        if m is None:
            return -1
        begin = m.start() - len(_HEAD)
        if begin >= start and bytes(buf[begin : m.start()]).lower() == _HEAD:
            return begin
        pos = m.start() + 1


# --------------------------------------------------------------------------- events


@dataclass(frozen=True)
class Body:
    """A complete frame body (not yet known to be JSON)."""

    data: bytes


@dataclass(frozen=True)
class Broken:
    """Bytes that did not form a frame; the parser has resynchronized past them."""

    reason: str


@dataclass(frozen=True)
class TooLarge:
    """A frame whose declared body exceeded the cap; its bytes were skipped, not buffered."""

    declared: int
    limit: int
    id: MsgId | None


Event = Body | Broken | TooLarge


class _State(Enum):
    HEADERS = auto()
    BODY = auto()
    SKIP = auto()
    RESYNC = auto()


class FrameParser:
    """Feed bytes in, pull events out (``next_event`` returns ``None`` when it needs more)."""

    def __init__(
        self,
        max_body_bytes: int = MAX_BODY_BYTES,
        *,
        max_header_line: int = MAX_HEADER_LINE_BYTES,
        max_header_lines: int = MAX_HEADER_LINES,
    ) -> None:
        self.max_body_bytes = max_body_bytes
        self.max_header_line = max_header_line
        self.max_header_lines = max_header_lines
        self._buf = bytearray()
        self._eof = False
        self._state = _State.HEADERS
        self._length: int | None = None
        self._lines = 0
        self._scan = 0
        self._remaining = 0
        self._declared = 0
        self._prefix = bytearray()
        self._last_body: bytes | None = None

    @property
    def buffered(self) -> int:
        return len(self._buf)

    def feed(self, data: bytes) -> None:
        self._buf += data

    def feed_eof(self) -> None:
        self._eof = True

    def rewind(self) -> None:
        """The last ``Body`` was not valid JSON: look inside it for the next frame's header.

        A declared length that was too short swallows the start of the next frame; rescanning the
        rejected body from its first byte finds that header again.
        """
        if self._last_body is not None:
            self._buf[0:0] = self._last_body
            self._last_body = None
            self._reset_block()
            self._state = _State.RESYNC

    def next_event(self) -> Event | None:
        while True:
            if self._state is _State.HEADERS:
                done, event = self._headers()
            elif self._state is _State.BODY:
                done, event = self._body()
            elif self._state is _State.SKIP:
                done, event = self._skip()
            else:
                done, event = self._resync()
            if done:
                return event

    # ------------------------------------------------------------------ states
    # Each returns (done, event): done=False means "state changed, keep going".

    def _reset_block(self) -> None:
        self._length = None
        self._lines = 0
        self._scan = 0

    def _broken(self, reason: str) -> tuple[bool, Event]:
        self._reset_block()
        self._state = _State.RESYNC
        return True, Broken(reason)

    def _headers(self) -> tuple[bool, Event | None]:
        buf = self._buf
        newline = buf.find(b"\n", 0, self.max_header_line)
        if newline < 0:
            if len(buf) >= self.max_header_line:
                return self._broken(f"header line longer than {self.max_header_line} bytes")
            if self._eof:
                started = self._lines > 0 or bytes(buf).strip()
                buf.clear()
                self._reset_block()
                return True, Broken("stream ended inside a frame header") if started else None
            return True, None
        line = bytes(buf[: newline + 1])
        at = find_header(line, 1)
        if at > 0:
            # A header line begins mid-line: what came before it was not part of a frame.
            junk = line[:at]
            del buf[:at]
            started = self._lines > 0
            self._reset_block()
            if started or junk.strip():
                return True, Broken("bytes before a Content-Length header were not a frame")
            return False, None
        content = line.rstrip(b"\r\n")
        blank = not content.strip(b" \t")
        if not blank and self._lines >= self.max_header_lines:
            # Not consumed: if this line is the next frame's Content-Length, resync finds it.
            return self._broken(f"more than {self.max_header_lines} header lines")
        del buf[: newline + 1]
        if blank:
            if self._lines == 0:
                return False, None  # blank lines between frames are harmless
            if self._length is None:
                return self._broken("frame header has no Content-Length")
            return self._start_body(self._length)
        name, sep, value = content.partition(b":")
        if not sep or not _TOKEN_NAME.fullmatch(name):
            return self._broken("malformed header line")
        if name.lower() == _CONTENT_LENGTH:
            digits = value.strip(b" \t")
            if not digits.isdigit() or len(digits) > 19:
                return self._broken("Content-Length is not a non-negative decimal integer")
            length = int(digits)
            if self._length is not None and self._length != length:
                # A second Content-Length starts a new frame; the previous header was incomplete.
                self._reset_block()
                self._length, self._lines = length, 1
                return True, Broken("frame header was cut off by another frame")
            self._length = length
        self._lines += 1
        return False, None

    def _start_body(self, length: int) -> tuple[bool, Event | None]:
        self._reset_block()
        if length > self.max_body_bytes:
            self._state = _State.SKIP
            self._remaining = self._declared = length
            self._prefix = bytearray()
        else:
            self._state = _State.BODY
            self._remaining = length
        return False, None

    def _body(self) -> tuple[bool, Event | None]:
        buf, length = self._buf, self._remaining
        end = min(len(buf), length)
        at = find_header(buf, self._scan, end)
        if at >= 0:
            del buf[:at]
            self._state = _State.HEADERS
            self._reset_block()
            return True, Broken(
                "body shorter than its Content-Length: the next frame began inside it"
            )
        if len(buf) >= length:
            body = bytes(buf[:length])
            del buf[:length]
            self._last_body = body
            self._state = _State.HEADERS
            self._reset_block()
            return True, Body(body)
        self._scan = max(0, len(buf) - OVERLAP)
        if self._eof:
            buf.clear()
            self._state = _State.HEADERS
            return True, Broken("stream ended inside a body")
        return True, None

    def _skip(self) -> tuple[bool, Event | None]:
        buf = self._buf
        take = min(len(buf), self._remaining)
        at = find_header(buf, 0, take)
        if at >= 0:
            take = at
        elif take < self._remaining and not self._eof:
            take = max(0, take - OVERLAP)  # the tail may hold the start of a header line
        if len(self._prefix) < PEEK_BYTES:
            self._prefix += buf[: min(take, PEEK_BYTES - len(self._prefix))]
        del buf[:take]
        self._remaining -= take
        if at >= 0 or self._remaining == 0 or self._eof:
            self._state = _State.HEADERS
            self._reset_block()
            if self._eof and at < 0:
                buf.clear()
            event = TooLarge(self._declared, self.max_body_bytes, peek_id(bytes(self._prefix)))
            self._prefix = bytearray()
            return True, event
        return True, None

    def _resync(self) -> tuple[bool, Event | None]:
        buf = self._buf
        at = find_header(buf)
        if at >= 0:
            del buf[:at]
            self._state = _State.HEADERS
            self._reset_block()
            return False, None
        if self._eof:
            buf.clear()
        elif len(buf) > OVERLAP:
            del buf[: len(buf) - OVERLAP]
        return True, None


# --------------------------------------------------------------------------- the id of a prefix

_JSON_TOKEN = re.compile(
    rb'[ \t\r\n]*(?:("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([{}\[\],:])'
    rb"|(true|false|null))"
)


def peek_id(prefix: bytes) -> MsgId | None:
    """The top-level ``"id"`` of a JSON object from its first bytes, if they show it.

    Used for bodies that are skipped (too large) so the error can still name the request.
    """
    pos, depth, expect_key, key = 0, 0, False, None
    after_colon = False
    while True:
        m = _JSON_TOKEN.match(prefix, pos)
        if m is None:
            return None
        pos = m.end()
        string, number, punct, _literal = m.groups()
        if depth == 0:
            if punct != b"{":
                return None
            depth, expect_key = 1, True
            continue
        if depth == 1 and after_colon and key == "id":
            if number is not None and pos == len(prefix):
                return None  # the prefix may have cut the number short
            return _id_value(string, number)
        if punct in (b"{", b"["):
            depth += 1
        elif punct in (b"}", b"]"):
            depth -= 1
            if depth == 0:
                return None
        elif depth == 1:
            if punct == b",":
                expect_key, after_colon, key = True, False, None
            elif punct == b":":
                after_colon = True
            elif expect_key and string is not None:
                key = _decode_string(string)
                expect_key = False
        after_colon = after_colon and punct == b":"


def _decode_string(token: bytes) -> str | None:
    try:
        value = json.loads(token)
    except ValueError:
        return None
    return value if isinstance(value, str) else None


def _id_value(string: bytes | None, number: bytes | None) -> MsgId | None:
    if string is not None:
        return _decode_string(string)
    if number is not None and number.lstrip(b"-").isdigit():
        return int(number)
    return None
