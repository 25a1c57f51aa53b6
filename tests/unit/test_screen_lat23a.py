"""Session 23's exact cuts in the credential layers (helper ``lat23a``): one lower-cased text and
one needle index per screen, shared by every layer (``secret_needles.lowered``, ``index_of``,
``has_any``; forgotten by ``fresh`` at each ``secrets.screen_text``), a rule's present needles
by one set operation (``Needles._present``), the fold gates of ``FromNeedles`` answered by the
index (``secret_gate._ruled_out``), ``at_needle_starts`` reading the index's places, and the
multilingual words' places from the Aho-Corasick pass (``secret_prose_i18n._occurrences``).
Each gives the plain form's answer on every fifth corpus entry, every 20-entry memory and
look-alikes (case variants ``re`` folds, a text whose length lower-casing changes)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from tinyagent_memory.daemon.screen import (
    per_call,
    prefilter,
    secret_anchored,
    secret_gate,
    secret_needles,
    secret_prose_i18n,
    secrets,
)
from tinyagent_memory.daemon.screen.secret_needles import Needles

from tests import screen_corpus as corpus

# pyright: reportPrivateUsage=false

_LOOK_ALIKES = (
    "The admin password for the ſwitch is Hunter-2024! and the PIN 4821 " + "filler words " * 30,
    "İstanbul office: şifre Kış2024! and the key ABCD-EFGH-IJKL " + "more prose here " * 25,
    "Kelvin \u212a sign: passwd=Xy7!qLm2 pass ΣΑΣ σ ς " + "ok " * 120,
    "nothing to see in this long plain note about lunch and meetings " * 8,
    "PASSWORD: Tr0ub4dor&3 (from Luc) and --password s3cr3t-V4lue " + "§ " * 150,
)
_NEEDLE_SETS = (
    ("pass", "pwd", "key", "token"),
    ("enable", "username"),
    ("ſ", "ı", "pa", ":"),
    ("xq", "zz9", "document.cookie", "ang "),
    ("sw", "the ", "admin", "PASS", "İ"),
)


def _entries() -> list[str]:
    items = corpus.secrets() + corpus.injections() + corpus.risky_negatives() + corpus.prose()
    items += corpus.named_secrets() + corpus.named_negatives()
    return [i.text for i in items]


def _texts() -> Iterator[str]:
    entries = _entries()
    yield from entries[::5]
    for k in range(0, len(entries), 20):
        yield "\n§\n".join(entries[k : k + 20]) + "\n"
    yield from _LOOK_ALIKES


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return list(_texts())


def _plain_starts(lower: str, needles: tuple[str, ...], words: bool) -> list[int]:
    at: set[int] = set()
    for n in needles:
        k = lower.find(n)
        while k != -1:
            if (
                not words
                or not n[0].isalnum()
                or not k
                or not (lower[k - 1].isalnum() or lower[k - 1] == "_")
            ):
                at.add(k)
            k = lower.find(n, k + 1)
    return sorted(at)


def test_index_answers_as_substring_tests(texts: list[str]) -> None:
    registered = sorted(secret_needles.REGISTERED)[:400]
    for text in texts:
        per_call.fresh()
        lower = secret_needles.lowered(text)
        assert lower == text.lower()
        index = secret_needles.index_of(lower)
        assert index is secret_needles.index_of(text.lower())  # one index per text
        for needles in (*_NEEDLE_SETS, tuple(registered[:50]), tuple(registered[50:])):
            assert index.any_of(needles) == any(n in lower for n in needles)
            assert secret_needles.has_any(lower, needles) == any(n in lower for n in needles)
            assert index.starts(needles) == _plain_starts(lower, needles, False)
            assert index.word_starts(needles) == _plain_starts(lower, needles, True)
        for n in registered[::7]:
            assert index.has(n) == (n in lower)


def test_fresh_forgets_and_screens_the_same(texts: list[str]) -> None:
    for text in texts[::9]:
        first = secrets.screen_text(text)
        before = secret_needles.index_of(secret_needles.lowered(text))
        assert secrets.screen_text(text) == first  # a repeated screen: the same findings
        assert secret_needles.index_of(secret_needles.lowered(text)) is not before
        fresh_index = Needles(text.lower())
        assert fresh_index.starts(("pass", "key")) == before.starts(("pass", "key"))


@pytest.mark.parametrize(
    "pattern",
    [
        re.compile(r"(?i:\b(?:pass(?:word)?|pwd)\s*[:=]\s*(?P<v>\S+))"),
        re.compile(r"(?i:\b(?:enable\s+secret|username)\s+(?P<v>\S+))"),
        re.compile(r"(?i:\b(?:admin|root)\b[^\n]{0,20}?(?P<v>\d{4,}))"),
    ],
)
def test_anchored_and_gated_scans_equal_finditer(
    pattern: re.Pattern[str], texts: list[str]
) -> None:
    gated = secret_gate.FromNeedles(pattern)
    fold = prefilter.FoldGated(pattern)
    needles = secret_needles.needles(pattern, strict=True)
    assert needles is not None
    for text in texts:
        per_call.fresh()
        lower = secret_needles.lowered(text)
        index = secret_needles.index_of(lower)
        spans = [m.span() for m in pattern.finditer(text)]
        assert [m.span() for m in gated.finditer(text, index)] == spans
        assert [m.span() for m in gated.alone(text)] == spans
        assert secret_gate._ruled_out(fold, text, index) == fold.ruled_out(text, lower)
        plain = secret_anchored.at_needle_starts(pattern, text, lower, needles, words=False)
        got = [m.span() for m in plain]
        if len(lower) == len(text):
            starts = _plain_starts(lower, needles, False)
            want: list[tuple[int, int]] = []
            end = 0
            for k in starts:
                if k < end:
                    continue
                m = pattern.match(text, k)
                if m is not None:
                    end = m.end()
                    want.append(m.span())
            assert got == want
        else:
            assert got == spans


def test_i18n_word_places_from_the_pass(texts: list[str]) -> None:
    tables = (secret_prose_i18n._PASSWORD, secret_prose_i18n._PIN, secret_prose_i18n._KEY)
    for text in texts:
        skel, origin = secret_prose_i18n.unmarked(secret_prose_i18n.skeleton(text))
        places = secret_prose_i18n._ASCII_SCAN.occurrences(skel)
        present = secret_prose_i18n._ASCII_NEEDLES.present(skel)
        for table in tables:
            plain = list(secret_prose_i18n._occurrences(skel, origin, table, present))
            if places is not None:
                assert list(secret_prose_i18n._occurrences(skel, origin, table, places)) == plain
