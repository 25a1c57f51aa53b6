"""The engine gate (lat35): the keywords are the installed engine's, the trie finds a keyword
exactly when one occurs, and the engine finds nothing in a text the gate keeps from it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from tinyagent_memory.daemon.screen import engine, engine_gate
from tinyagent_memory.daemon.screen.engine_gate import (
    FOR_VERSION,
    KEYWORDS,
    keyword_pattern,
    may_find,
)

from tests import screen_corpus as corpus
from tests import screen_heldout as heldout

betterleaks = pytest.importorskip("betterleaks")


def _config() -> dict[str, object]:
    """The engine's configuration, as embedded in its library."""
    library = Path(betterleaks.__file__).parent / "libbetterleaks.so"
    if not library.exists():
        pytest.skip("no Linux build of the engine here")
    data = library.read_bytes()
    start = data.find(b"# This file has been auto-generated. Do not edit manually.")
    assert start != -1
    return tomllib.loads(data[start : data.find(b"\x00", start)].decode())


def _texts() -> list[str]:
    items = corpus.secrets() + corpus.injections() + corpus.risky_negatives() + corpus.prose()
    texts = [i.text for i in items]
    for n in heldout.rounds()[-6:]:  # the latest rounds (the whole set: tests/bench)
        texts += [i.text for i in heldout.items(n)]
    return texts


def test_the_keywords_are_the_installed_engines() -> None:
    if betterleaks.__upstream_version__ != FOR_VERSION:
        pytest.skip("another engine version: the gate is off (every text is scanned)")
    rules = _config()["rules"]
    assert isinstance(rules, list)
    assert all(r.get("keywords") for r in rules if r.get("regex"))  # type: ignore[union-attr]
    words = {k.lower() for r in rules if r.get("regex") for k in r["keywords"]}  # type: ignore[union-attr,index]
    least = sorted(k for k in words if not any(o != k and o in k for o in words))
    assert list(KEYWORDS) == least, f"regenerate KEYWORDS: {'|'.join(least)}"


def test_the_trie_finds_a_keyword_exactly_when_one_occurs() -> None:
    texts = [t.lower() for t in _texts()]
    texts += ["ghp_", "xghp_y", "log_in (x", "log_in x", "waka time", "wakatim", "-----begi", "a3"]
    pattern = keyword_pattern()
    for text in texts:
        assert (pattern.search(text) is not None) == any(k in text for k in KEYWORDS), text


def test_the_engine_finds_nothing_where_the_gate_says_so() -> None:
    version = betterleaks.__upstream_version__
    kept = [t for t in _texts() if not may_find(t, version)]
    assert len(kept) > 500  # short plain entries are common
    assert [t for t in kept if betterleaks.scan_string(t)] == []
    assert all(engine.scan(t) == [] for t in kept[:200])


def test_long_texts_other_versions_and_other_scripts_always_go_to_the_engine() -> None:
    assert not may_find("use pnpm for installs", FOR_VERSION)
    assert may_find("use pnpm for installs", "9.9.9")
    assert may_find("use pnpm for installs " * 20, FOR_VERSION)  # longer than SHORT
    assert len("use pnpm for installs " * 20) > engine_gate.SHORT
    assert may_find("utilise pnpm pour les installations é", FOR_VERSION)
    assert may_find("the token is in the vault", FOR_VERSION)
