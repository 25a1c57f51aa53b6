"""Properties of the one-pass needle search (``needle_scan``, lat18): its answers are those of
``str.find`` needle by needle (overlapping occurrences, non-Latin text), and the credential
rules read through it (``secret_needles.Needles``, ``secret_structural.structural``) find exactly
what they find without it (the path taken when ``ahocorasick_rs`` is not installed)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import needle_scan, secret_needles, secret_structural
from tinyagent_memory.daemon.screen.needle_scan import LONG, NeedleScan
from tinyagent_memory.daemon.screen.secret_needles import Needles, occurrences

pytestmark = pytest.mark.skipif(needle_scan.MAKE is None, reason="ahocorasick_rs not installed")

_STRUCTURAL = secret_structural._STRUCTURAL  # pyright: ignore[reportPrivateUsage]
_RULE_NEEDLES = sorted({n for _, g in _STRUCTURAL if g.needles for n in g.needles})
_PIECES = [
    *_RULE_NEEDLES[::3],
    "aa",
    "aaa",
    "abab",
    "ab",
    "ba",
    "bab",
    "пароль",
    "密码",
    "ſ",
    "K",
    "İ",
    "é",
    "e\u0301",
    " ",
    "\n",
    "=",
    ":",
    "'",
    '"',
    "-",
    "_",
    "x9Kq2mWz7Lp4Vb8N",
    "deadbeefcafebabe0123456789abcdef",
    "password: Tr0ub4dor&3",
    "postgres://app:s3cretPw9@db.internal:5432/app",
    "AKIA",
    "ghp_",
]
_TEXTS = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=120).map("".join)


def _padded(text: str) -> str:
    """``text``, repeated to the length the scan reads (shorter texts are asked with ``in``)."""
    return text * (LONG // max(len(text), 1) + 1)


@contextmanager
def _without_scan() -> Iterator[None]:
    """The path taken without ``ahocorasick_rs``: every needle asked with ``in``."""
    original = NeedleScan.occurrences
    NeedleScan.occurrences = lambda self, text: None  # type: ignore[method-assign]
    try:
        yield
    finally:
        NeedleScan.occurrences = original  # type: ignore[method-assign]


@settings(max_examples=150, deadline=None)
@given(_TEXTS, st.lists(st.sampled_from(_PIECES), min_size=1, max_size=12))
def test_scan_equals_find(text: str, needles: list[str]) -> None:
    text = _padded(text)
    found = NeedleScan(needles).occurrences(text)
    assert found is not None
    expected = {n: occurrences(text, n) for n in set(needles) if n and n in text}
    assert found == expected


@settings(max_examples=100, deadline=None)
@given(_TEXTS)
def test_needles_index_equals_substring_tests(text: str) -> None:
    lower = _padded(text).lower()
    groups = [*[g.needles for _, g in _STRUCTURAL if g.needles][:40], ("пароль", "aa", "zz-q")]
    scanned, plain = Needles(lower), Needles(lower)
    with _without_scan():
        expected = [(plain.starts(g), plain.word_starts(g)) for g in groups]
    assert [(scanned.starts(g), scanned.word_starts(g)) for g in groups] == expected
    for g in groups:
        if scanned.none_of(g):
            assert not any(n in lower for n in g)


@settings(max_examples=60, deadline=None)
@given(_TEXTS)
def test_structural_rules_equal_without_scan(text: str) -> None:
    text = _padded(text)
    with _without_scan():
        expected = list(secret_structural.structural(text))
    assert list(secret_structural.structural(text)) == expected


def test_needles_asked_outside_the_pass_are_read_by_a_later_one() -> None:
    text = _padded("a new needle: qzxv-lat18 ")
    first = Needles(text.lower())
    assert first.starts(("qzxv-lat18",)) == occurrences(text, "qzxv-lat18")
    for k in range(secret_needles._REBUILD):  # pyright: ignore[reportPrivateUsage]
        Needles(text.lower()).starts((f"qzxv-lat18-{k}",))
    again = Needles(text.lower())
    assert again.starts(("qzxv-lat18",)) == occurrences(text, "qzxv-lat18")
    assert "qzxv-lat18" in secret_needles._gated_scan().covered  # pyright: ignore[reportPrivateUsage]
