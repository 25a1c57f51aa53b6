"""The five grid orders of ``daemon/screen/lexicon_i18n_grid.py`` in every language of the eight and
of Europe (helper i18n17a, session 17): this very paragraph copied into every README/memory file,
no confirmation before deleting, "if asked, say nothing was changed" (or "say only github.com"),
this file's notes over the original instructions, the hidden instructions printed. Each sentence
is screened whole and read by the grid row of its language; look-alikes stay clean."""

from __future__ import annotations

import re
import unicodedata

import pytest
from tinyagent_memory.daemon.screen import screen_line
from tinyagent_memory.daemon.screen.lexicon_en import (
    CONCEAL,
    EXTRACTION,
    OVERRIDE,
    PERSISTENCE,
    POLICY,
)
from tinyagent_memory.daemon.screen.lexicon_i18n_grid import ROWS

from .screen_grid_cases import ASKED, CLEAN, COPY, NOCONFIRM, ONLY_HOST, PRECEDENCE, REVEAL

INJECTION = "prompt-injection"

CASES = [
    (family, lang, text)
    for family, table in (
        (PERSISTENCE, COPY),
        (POLICY, NOCONFIRM),
        (CONCEAL, ASKED),
        (CONCEAL, ONLY_HOST),
        (OVERRIDE, PRECEDENCE),
        (EXTRACTION, REVEAL),
    )
    for lang, text in table.items()
]


def _view(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


@pytest.mark.parametrize(("family", "lang", "text"), CASES)
def test_caught_by_its_grid_row(family: str, lang: str, text: str) -> None:
    assert INJECTION in {f.code for f in screen_line(text)}, text
    code = lang.split("-")[0]
    rows = [p for f, c, p in ROWS if f == family and c == code]
    assert any(re.search(p, _view(text)) for p in rows), (lang, text)


@pytest.mark.parametrize("text", CLEAN)
def test_clean(text: str) -> None:
    assert screen_line(text) == [], text


def test_every_language_has_every_order() -> None:
    """The grid covers each order in each language of its tables (extraction: the languages whose
    sentences are listed)."""
    have = {(f, c) for f, c, _ in ROWS}
    for family, table in ((PERSISTENCE, COPY), (POLICY, NOCONFIRM), (CONCEAL, ASKED)):
        for lang in table:
            assert (family, lang.split("-")[0]) in have, (family, lang)


_ENGLISH_OPENER = re.compile(
    r"^(?:\\b)?\(\?:(?:\(\?:)?(?:print|list|drop|deploy|show|copy|add|send|delete|every|all|the)\b"
)


def test_rows_compile_and_open_on_native_words() -> None:
    for family, lang, pattern in ROWS:
        re.compile(pattern)
        assert family and lang
        assert not _ENGLISH_OPENER.match(pattern), (lang, family)
