"""Properties of the credential layers' cheap first looks: each answers what the regex search it
replaces answers, on any text (case variants that ``re`` folds, such as the Kelvin sign, ``ſ``
and a dotted ``İ``, included)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import (
    key_names,
    secret_field_values,
    secret_fixture_or_public,
    secret_fixtures,
    secret_games_cli,
    secret_i18n_skeleton,
    secret_labelled_codes,
    secret_named_fields,
    secret_prose_i18n,
    secret_prose_verbs,
    secret_public_ids,
    secret_public_values,
    secret_references,
    secret_word_values,
    secrets,
)
from tinyagent_memory.daemon.screen.ascii_runs import has_run
from tinyagent_memory.daemon.screen.literal_scan import LiteralScan
from tinyagent_memory.daemon.screen.secret_needles import Needles
from tinyagent_memory.daemon.screen.secret_rules import VALUE_TOKEN

_ALPHABET = "abcdeikmnoprstwyzAEKPRSTW0123456789 -_.:'\"`=\\\n§éÉöÖłİıſ\u212a\u0301密"
_WORDS = [
    "secret", "Pass", "PWD", "token", "KEY", "kennwort", "contraseña", "senha", "motdepasse",
    "'api_key'", '"password"', "rot13", "ROT-13", "reversed", "backwards", "password", "pw",
    "perforce", "P4TICKETS", "p4 ", "ticket", "ABCDE-", "12345-", "AB1CD-EF2GH-", "Järvi",
    "ÅÄÖ", "\\n", "\\t", "\\\\n", "\\r{", "pa\u017fs", "\u212aey", "İ",
]  # fmt: skip
texts = st.lists(
    st.one_of(st.sampled_from(_WORDS), st.text(alphabet=_ALPHABET, max_size=8)), max_size=16
).map("".join)


@settings(max_examples=400, deadline=None)
@given(texts)
def test_field_needles_find_what_the_search_finds(text: str) -> None:
    found = secret_field_values._FROM_FIELD_NEEDLES.finditer(text, Needles(text.lower()))  # pyright: ignore[reportPrivateUsage]
    assert bool(found) == (secret_field_values._FIELD_NEEDLES.search(text) is not None)  # pyright: ignore[reportPrivateUsage]


@settings(max_examples=400, deadline=None)
@given(texts)
def test_prose_verbs_encoded_words_are_finditers(text: str) -> None:
    index = Needles(text.lower())
    for gated, pattern in (
        (secret_prose_verbs._FROM_ENCODED, secret_prose_verbs._ENCODED),  # pyright: ignore[reportPrivateUsage]
        (secret_prose_verbs._FROM_PASSWORD_WORD, secret_prose_verbs._PASSWORD_WORD),  # pyright: ignore[reportPrivateUsage]
    ):
        got = [m.span() for m in gated.finditer(text, index)]
        assert got == [m.span() for m in pattern.finditer(text)]


@settings(max_examples=400, deadline=None)
@given(texts)
def test_names_perforce_is_the_search(text: str) -> None:
    expected = secret_games_cli._PERFORCE.search(text) is not None  # pyright: ignore[reportPrivateUsage]
    assert secret_games_cli._names_perforce(text, text.lower()) == expected  # pyright: ignore[reportPrivateUsage]


_KEYISH = st.lists(
    st.sampled_from(["ABCDE", "12345", "A1B2C", "-", "x", " ", "ABCD", "_", "é"]), max_size=14
).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.one_of(texts, _KEYISH))
def test_every_product_key_holds_its_groups(text: str) -> None:
    if secret_public_values._PRODUCT_KEY.search(text) is not None:  # pyright: ignore[reportPrivateUsage]
        assert secret_public_values._PRODUCT_KEY_GROUPS.search(text) is not None  # pyright: ignore[reportPrivateUsage]


def _skeleton_by_translate(text: str) -> str:
    """``skeleton`` as it was: every text through the table."""
    if text.isascii():
        return text.lower()
    out = text.translate(secret_i18n_skeleton._FOLD).lower()  # pyright: ignore[reportPrivateUsage]
    return out if len(out) == len(text) else "".join(c.lower()[:1] or c for c in out)


@settings(max_examples=400, deadline=None)
@given(texts)
def test_skeleton_is_the_translated_text(text: str) -> None:
    assert secret_prose_i18n.skeleton(text) == _skeleton_by_translate(text)


@settings(max_examples=400, deadline=None)
@given(texts)
def test_no_escaped_break_without_a_backslash(text: str) -> None:
    escaped: re.Pattern[str] = secrets._ESCAPED_BREAK  # pyright: ignore[reportPrivateUsage]
    if "\\" not in text:
        assert escaped.sub("  ", text) == text


_VALUE_TEXTS = st.one_of(
    texts,
    st.lists(
        st.sampled_from(
            [
                "fake", "DUMMY", "mock", "not-a-real", "for_unit_tests", "not_a_secret",
                "local-dev-only", "insecure-dev", "examplexample", "sampleSAMPLEsample", "-", "_",
                "test-only", "only_for_tests", "Fixture", "nur-für-tests", "solo-pruebas",
                "e2e_only", "replace_me", "to-be-filled", "fill_me_in", "key=\"Api\" value=\"",
                "public", "(client-side)", "safe to commit", "passed to the browser", "served at",
                "not a secret", "--public", "Kelvin\u212a", "ſ", "İ", "x", " ", ".", "é",
            ]
        ),
        max_size=8,
    ).map("".join),
)  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(_VALUE_TEXTS)
def test_gated_value_checks_are_the_searches(text: str) -> None:
    for gated, pattern in (
        (secret_fixture_or_public._FIXTURE_VALUE_GATED, secret_fixture_or_public._FIXTURE_VALUE),  # pyright: ignore[reportPrivateUsage]
        (secret_fixtures._VALUE_GATED, secret_fixtures._VALUE),  # pyright: ignore[reportPrivateUsage]
        (secret_references._TODO_WORD_GATED, secret_references._TODO_WORD),  # pyright: ignore[reportPrivateUsage]
        (key_names._AFTER_PUBLIC_GATED, key_names._AFTER_PUBLIC),  # pyright: ignore[reportPrivateUsage]
        (key_names._BROWSER_NAME_GATED, key_names._BROWSER_NAME),  # pyright: ignore[reportPrivateUsage]
        (key_names._VALUE_ATTR_GATED, key_names._VALUE_ATTR),  # pyright: ignore[reportPrivateUsage]
    ):
        got, expected = gated.search(text), pattern.search(text)
        assert (got and got.span()) == (expected and expected.span()), pattern.pattern


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.text(alphabet="abc-(.", min_size=1, max_size=4), max_size=12),
    st.text(alphabet="abc-(. \n", max_size=60),
)
def test_literal_scan_finds_every_needle_that_occurs(needles: list[str], text: str) -> None:
    scan = LiteralScan(needles)
    assert scan.present(text) == {n for n in needles if n in text}


_I18N_WORDS = [
    "salasana",
    "hasło",
    "haslo",
    "lozinka",
    "jelszó",
    "parola",
    "Passwort",
    "kod",
    "klucz",
]


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(texts, st.lists(st.sampled_from([*_I18N_WORDS, " ", "é", "§", "1234"])).map(" ".join))
)
def test_prose_i18n_needles_seen_in_one_pass(text: str) -> None:
    scan = secret_prose_i18n._ASCII_NEEDLES  # pyright: ignore[reportPrivateUsage]
    skel, _ = secret_prose_i18n.unmarked(secret_prose_i18n.skeleton(text))
    assert scan.present(skel) == {n for n in scan.needles if n in skel}


_RUN_TEXTS = st.one_of(
    texts,
    st.lists(
        st.sampled_from(
            ["0123456789abcdef", "deadbeef", "AC", "A1b2", "+/", "_-", ".~!@#", "%^&*$", "=", "é",
             "§", "\u212a", "ſ", " ", "\n", "ghp_", "x" * 7, "\ud800"]
        ),
        max_size=14,
    ).map("".join),
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(_RUN_TEXTS, st.sampled_from(["0123456789abcdef", "ab+/", "_-9Z"]), st.integers(1, 20))
def test_has_run_is_the_class_search(text: str, chars: str, length: int) -> None:
    run = re.compile("[" + re.escape(chars) + "]{" + str(length) + "}")
    assert has_run(text, chars, length) == (run.search(text) is not None)


@settings(max_examples=400, deadline=None)
@given(_RUN_TEXTS)
def test_every_token_shape_holds_its_run(text: str) -> None:
    """The patterns ``has_run`` gates find nothing in a text without the run."""
    gated = (
        (VALUE_TOKEN, secret_word_values._VALUE_CHARS, 16),  # pyright: ignore[reportPrivateUsage]
        (secret_word_values._STANDALONE, secret_word_values._STANDALONE_CHARS, 24),  # pyright: ignore[reportPrivateUsage]
        (secret_public_ids._GIT_REV, secret_public_ids._LOWER_HEX, 32),  # pyright: ignore[reportPrivateUsage]
        (secret_public_ids._TWILIO_SID, secret_public_ids._LOWER_HEX, 32),  # pyright: ignore[reportPrivateUsage]
    )
    for pattern, chars, length in gated:
        if pattern.search(text) is not None:
            assert has_run(text, chars, length), pattern.pattern


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from(["set ", "add  ", "put", " ", "'", '"', "db.pass", "x", "é", "\n", "ab"]),
        max_size=14,
    ).map("".join)
)
def test_quoted_after_set_is_the_search(text: str) -> None:
    pattern = secret_named_fields._QUOTED_AFTER_SET  # pyright: ignore[reportPrivateUsage]
    expected = pattern.search(text) is not None
    assert secret_named_fields._quoted_after_set(text) == expected  # pyright: ignore[reportPrivateUsage]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(["[", "{", "=", ":", " ", "0x1f", "12", ",", "a"]), max_size=12).map(
        "".join
    )
)
def test_byte_array_gate_needs_a_bracket(text: str) -> None:
    if secret_labelled_codes._ARRAY_GATE.search(text) is not None:  # pyright: ignore[reportPrivateUsage]
        assert "[" in text or "{" in text
