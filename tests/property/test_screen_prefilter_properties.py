"""Properties of the screen's speed-ups: each shortcut gives the answer of the plain form it
replaces, on any text (so the screen's findings cannot change with them)."""

from __future__ import annotations

import re

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import (
    injection_rules,
    prefilter,
    secret_context,
    secret_values,
    secret_values_placeholders,
    secret_vendors,
    secrets,
    text,
)

# Texts built from the characters the rules care about, so that matches are frequent.
_ALPHABET = "abcdefghiknoprstuxyzAEKSX0123456789 _-.:/@$!*~%&<>[]{}()'\"`=\n…ſİаеоі"
_WORDS = [
    "example", "xxxx", "XxXx", "true", "op://", "env:", "ENC[", "vault:", "ansible_vault",
    "abcdef", "abcdefg1h", "aaaaaa", "AaAaAa", "a@b.co", "2026-01-01T1", "C:\\", "<%", "$(",
    "your-", "<x>", "{{", "${", "0123456", "test_", "DEMO-", "ignore", "previous", "1gn0r3",
    "p@ss", "sha256", "nc", "netcat", "Q~", "-us", ":AA", "AZDO", "system", "developer",
]  # fmt: skip
texts = st.lists(
    st.one_of(st.sampled_from(_WORDS), st.text(alphabet=_ALPHABET, max_size=6)), max_size=12
).map("".join)


def _classes(value: str) -> int:
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )


@settings(max_examples=300, deadline=None)
@given(texts)
def test_value_shortcuts_answer_as_the_plain_forms(value: str) -> None:
    lower = value.lower()
    run = secret_values_placeholders._REPEATED.search(lower)
    # The one intended difference: a run in a vendor's fixed prefix (``0x4AAAAAAA…`` and 20+
    # characters of no run after it) is no placeholder on an ASCII value.
    assume(not (value.isascii() and run and secret_values_placeholders._vendor_run(lower, run)))
    plain = secret_values_placeholders._PLACEHOLDER.search(value) is not None
    assert secret_values_placeholders._placeholder_text(value) == plain
    assert secret_values.classes(value) == _classes(value)


@settings(max_examples=300, deadline=None)
@given(texts)
def test_leet_words_are_the_plain_scan(line: str) -> None:
    plain = [m.span() for m in text._LEET_WORD.finditer(line)]
    assert [m.span() for m in text._leet_words(line)] == plain


def _rules() -> list[re.Pattern[str]]:
    english = [r[2] for r in injection_rules.english_rules()]
    i18n = [r[2] for r in injection_rules.i18n_rules()]
    return english + i18n + [r[1] for r in secret_vendors._VENDOR]


@settings(max_examples=100, deadline=None)
@given(texts)
def test_needles_and_gates_never_hide_a_match(line: str) -> None:
    occurrences = prefilter.Occurrences(line)
    for pattern in _rules():
        plain = [m.span() for m in pattern.finditer(line)]
        needle_set = prefilter.needles(pattern, longer=True)
        at = occurrences.starts(needle_set)
        if needle_set is None:
            gate = prefilter.required(pattern)
            if plain:
                assert not occurrences.absent(gate), pattern.pattern
        elif at is not None and not at:
            assert plain == [], pattern.pattern
        else:
            assert [m.span() for m in prefilter.matches(pattern, line, at)] == plain


_CONTEXT_WORDS = [
    "Public", "SHA-256", "request IDs", "not a secret", "Token", "PASSWORD", "api_key",
    "Contraseña", "пароль", "fake key", "e.g. ", "(public", "primary key", "for example:",
]  # fmt: skip
contexts = st.lists(
    st.one_of(st.sampled_from(_CONTEXT_WORDS + _WORDS), st.text(alphabet=_ALPHABET, max_size=5)),
    max_size=8,
).map("".join)


@settings(max_examples=150, deadline=None)
@given(contexts)
def test_fold_gates_answer_as_the_patterns(window: str) -> None:
    for gated in (
        secret_context.NOT_SECRET_WORDS,
        secret_context.SECRET_WORDS,
        secrets._DISCLAIMER_GATED,
    ):
        plain = gated.pattern.search(window)
        found = gated.search(window)
        assert (found and found.span()) == (plain and plain.span()), gated.pattern.pattern[:60]
