"""The grid's session-19 acts in many languages (``lexicon_i18n_grid``: secrets put into a commit
message or a merge request, the assistant's start-up restrictions declared void, code reviews /
confirmations / masking switched off, an unsigned build installed, a copy of every export sent
to an outside address, "nobody needs to know, leave it out of the summary", more words for
extraction, a document's instructions over the administrator's settings, a note copied to every
new page; ``lexicon_i18n_wide``: a system tag of a language written without spaces;
``concepts_role``: a persona that never says no or is bound by no policy): each sentence is
flagged as an injection, and its look-alikes stay clean."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line

from .screen_grid_acts_cases import (
    CLEAN,
    DOC_OVERRIDES,
    EXPORTS,
    EXTRACTIONS,
    HUSHES,
    INSTALLS,
    LEAKS,
    NOCONFIRM_AA,
    PAGES,
    PERSONAS,
    REWRITES,
    TAGS,
    VOIDS,
    WAIVERS,
)

INJECTION = "prompt-injection"

CASES = [
    (act, lang, text)
    for act, table in (
        ("exfiltration", LEAKS),
        ("instruction-override", VOIDS),
        ("policy-disabling", WAIVERS),
        ("tool-hijack", INSTALLS),
        ("exfiltration", EXPORTS),
        ("role-marker", TAGS),
        ("prompt-extraction", EXTRACTIONS),
        ("instruction-override", DOC_OVERRIDES),
        ("persistence", PAGES),
        ("persona-switch", PERSONAS),
        ("persistence", REWRITES),
        (None, NOCONFIRM_AA),
        ("conceal-from-user", HUSHES),
    )
    for lang, text in table
]


@pytest.mark.parametrize(("family", "lang", "text"), CASES)
def test_caught(family: str | None, lang: str, text: str) -> None:
    found = screen_line(text)
    assert INJECTION in {f.code for f in found}, (lang, text)
    assert family is None or family in {f.rule for f in found}, (lang, text, found)


@pytest.mark.parametrize("text", CLEAN)
def test_clean(text: str) -> None:
    assert screen_line(text) == [], text
