"""Session 22's exact cuts in the credential layers: the vendor rules skipped from one pass over
a memory's strings (``secret_vendors._SCAN``: their needles or gates, and the strings every match
holds, ``prefilter.required``), bare recovery phrases looked for only where ten list words
stand in a row (``secret_more_vendors._bare_phrases``), and the multilingual password words'
ASCII needles found by the Aho-Corasick pass (``secret_prose_i18n._ASCII_SCAN``). Each gives the
plain form's answer on every fifth corpus entry, every 20-entry memory and look-alikes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tinyagent_memory.daemon.screen import (
    needle_scan,
    secret_more_vendors,
    secret_prose_i18n,
    secret_vendors,
)
from tinyagent_memory.daemon.screen.secret_bip39 import WORDS as BIP39
from tinyagent_memory.daemon.screen.secret_material import FUNCTION_WORDS

from tests import screen_corpus as corpus

# pyright: reportPrivateUsage=false

_PHRASE = "abandon ability able about above absent absorb abstract absurd abuse access accident"
_XPRV = (
    "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TG"
)
_LOOK_ALIKES = (
    f"wallet backup: {_PHRASE}\nnext line",
    f"word:{_PHRASE}|x and (abandon {_PHRASE} zoo)",
    f"seed \u00a0{_PHRASE.replace(' ', chr(0x2003))}\u00a0 kept",
    f"Spelling list: {_PHRASE}; the {_PHRASE} and",
    f"{_PHRASE} {_PHRASE}",
    " ".join([_PHRASE] * 2)[: len(_PHRASE) + 40] + ", done",
    f"key {_XPRV}{'x' * 20} and tprv{_XPRV[4:]}abcdefghijklmnopqr end " + "t u v x y z " * 30,
    "NRAK-ABCDEFGHIJKLMNOPQRSTUVWX and 0123456789abcdef0123456789abcdef0123NRAL " + "§ " * 200,
    "AKIAIOSFODNN7EXAMPLQ and ASIAABCDEFGHIJKLMNOP; xoxb-123456789012-1234567890123-abcdefghij"
    + " prose " * 60,
    "ghp_" + "a1B2" * 9 + " sig=abc&se=2030 ?sv=2022&sig=" + "A" * 43 + "%3D " + "Σ " * 150,
)


def _entries() -> list[str]:
    items = corpus.secrets() + corpus.injections() + corpus.risky_negatives() + corpus.prose()
    items += corpus.named_secrets() + corpus.named_negatives() + corpus.probe_secrets()
    return [i.text for i in items]


def _texts() -> Iterator[str]:
    entries = _entries()
    yield from entries[::5]
    for k in range(0, len(entries), 20):
        yield "\n§\n".join(entries[k : k + 20]) + "\n"
    yield from _LOOK_ALIKES


def _plain_bare_phrases(text: str) -> list[tuple[int, int]]:
    """``_bare_phrases`` before session 22 (no first look at the text's words)."""
    found: list[tuple[int, int]] = []
    for c in secret_more_vendors._CLAUSE.finditer(text):
        if c.group().count(" ") < min(secret_more_vendors._PHRASE_LENGTHS) - 1:
            continue
        words = list(secret_more_vendors._LOWER_WORD.finditer(c.group()))
        if len(words) not in secret_more_vendors._PHRASE_LENGTHS:
            continue
        if all(w.group() in BIP39 for w in words) and not any(
            w.group() in FUNCTION_WORDS for w in words
        ):
            start = c.start() + words[0].start()
            line_start = text.rfind("\n", 0, start) + 1
            if secret_more_vendors.LIST_LABEL.search(text, line_start, start) is None:
                found.append((start, c.start() + words[-1].end()))
    return found


def test_bare_phrases_equal_the_plain_scan() -> None:
    opened = 0
    for text in _texts():
        got = list(secret_more_vendors._bare_phrases(text))
        assert got == _plain_bare_phrases(text), text[:200]
        opened += bool(got)
    assert opened >= 4  # the look-alikes' phrases are found by both


def test_vendor_rules_skipped_by_the_pass_find_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = list(_texts())
    cut = [list(secret_vendors.vendor_matches(t)) for t in texts]
    monkeypatch.setattr(secret_vendors, "_SCAN", needle_scan.NeedleScan((), keep=False))
    assert secret_vendors._SCAN.occurrences(texts[-1]) is None  # the plain path
    plain = [list(secret_vendors.vendor_matches(t)) for t in texts]
    assert cut == plain
    assert sum(map(bool, cut)) >= 50


def test_the_pass_reads_each_text_afresh() -> None:
    long = "xoxb-" + "1" * 300
    assert secret_vendors._SCAN.occurrences(long) is not None
    assert secret_vendors._SCAN._last is None  # nothing kept from one call to the next


def test_required_strings_hold_two_characters() -> None:
    assert all(r is None or all(len(n) > 1 for n in r) for r in secret_vendors._REQUIRED)
    assert any(r == ("prv",) for r in secret_vendors._REQUIRED)
    assert all(
        n in secret_vendors._SCAN.covered
        for ss in (*secret_vendors._STRINGS, *secret_vendors._REQUIRED)
        if ss
        for n in ss
        if len(n) > 1
    )


def test_password_words_pass_equals_the_trie(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [*_texts(), "çà " * 200 + "salasana: Kx9!pQ2#zR and contraseña es Tr0ub4dor&3 " * 5]
    scan, trie = secret_prose_i18n._ASCII_SCAN, secret_prose_i18n._ASCII_NEEDLES
    for text in texts:
        skel, _ = secret_prose_i18n.unmarked(secret_prose_i18n.skeleton(text))
        found = scan.present(skel)
        assert found is None if len(skel) < needle_scan.LONG else found == trie.present(skel)
    cut = [list(secret_prose_i18n.prose_i18n(t)) for t in texts]
    monkeypatch.setattr(secret_prose_i18n, "_ASCII_SCAN", needle_scan.NeedleScan(()))
    assert cut == [list(secret_prose_i18n.prose_i18n(t)) for t in texts]
    assert sum(map(bool, cut)) >= 5
