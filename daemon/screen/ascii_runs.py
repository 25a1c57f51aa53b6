"""Whether a text holds a run of characters of an ASCII class, answered in C (pure).

A credential pattern that opens with a lookbehind and a character class (a git revision's 40
hex digits, a token's 16+ base64 characters) makes ``re`` try every position of a memory, most
of them for nothing: prose has no such run. ``has_run`` answers whether the run exists at all
from the text's UTF-8 bytes mapped by ``bytes.translate`` (the class to ``x``, every other byte,
a non-ASCII character's too, to a space) and one substring test, a few microseconds for a
memory: a pattern every match of which holds such a run need not run when there is none.
"""

from __future__ import annotations

from functools import cache


@cache
def _table(chars: str) -> bytes:
    assert chars.isascii(), chars
    return bytes(0x78 if b < 0x80 and chr(b) in chars else 0x20 for b in range(256))


def has_run(text: str, chars: str, length: int) -> bool:
    """Whether ``length`` consecutive characters of ``text`` are all in ``chars`` (ASCII)."""
    return b"x" * length in text.encode("utf-8", "surrogatepass").translate(_table(chars))


def run_starts(text: str, chars: str, length: int) -> list[int]:
    """Where each maximal run of ``length`` or more characters of ``chars`` (ASCII) starts in
    ``text`` (code-point columns), in order: found in the mapped bytes as ``has_run`` finds one
    (a non-ASCII character ends a run). A pattern whose every match starts a maximal run of such
    characters (its lookbehind refuses each of them before it) is ``matches`` at these places."""
    raw = text.encode("utf-8", "surrogatepass")
    mapped = raw.translate(_table(chars))
    want = b"x" * length
    plain = len(raw) == len(text)  # ASCII: a byte's offset is its character's
    found: list[int] = []
    i = mapped.find(want)
    while i != -1:
        # the byte before ``i`` is no run byte: it would have started the run found first
        found.append(i if plain else len(raw[:i].decode("utf-8", "surrogatepass")))
        end = mapped.find(b" ", i + length)
        if end == -1:
            break
        i = mapped.find(want, end)
    return found
