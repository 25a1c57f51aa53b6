"""Properties of the credential layers' whole-memory scans skipped by a cheap first look
(latsec17): wherever a scan would match, its first look lets it run, on any text (case variants
that ``re`` folds, such as the Kelvin sign, ``ſ`` and a dotted ``İ``, included); and
``config_flags`` reads the SNMP context only for a ``community`` directive, as before."""

from __future__ import annotations

import re
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import (
    secret_config_flags,
    secret_encoded_text,
    secret_handed_keys,
    secret_login_words,
    secret_more_vendors,
    secret_named_fields,
    secret_named_material,
    secret_prose_i18n,
    secret_public_values,
    secret_service_named,
    secret_spaced_codes,
    secret_terse_logins,
)
from tinyagent_memory.daemon.screen.ascii_runs import has_run
from tinyagent_memory.daemon.screen.prefilter import matches
from tinyagent_memory.daemon.screen.secret_needles import Needles

_ALPHABET = "abcdefhiklmnoprstwyzAEFKPRSTW0123456789 -_.:/|'\"=+\t\n§éİıſ\u212a\u0301"
_PIECES = [
    "with password ", "using the passphrase: ", "and PW ", "plus pa\u017f\u017fcode ",
    "KEY halves: ", "key\tcomponent = ", "\u212aey part -> ", "LMK ", "ZPK: ", "key ",
    "abcdefghijklmnopqrstuvwxyzab", "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGH", "0123456789abcdef",
    "QUJDREVGR0hJSktMTU5PUFFSU1RVVldY", "base64:", "dGVzdDp0ZXN0", " / ", "\t| ", "admin",
    "community public", "snmpwalk -v2c -c ", "community string: s3cr3tC0mm!", "switch ",
    "storepass ", "Secr3t!Pass", "aB3$xY9#kL2@", "deadbeefcafebabe", "=", ":", "\n",
    "4g23 zacy uwno opfl 2l2p", "AB12-CD34-EF56-GH78-", "this will also help", "-x9k2",
    "RMA-2024/117", "ORDER", "A", "7", "TOTP seed: ", "2FA ", "abcd efgh ijkl mnop qrst uvwx",
    "master key ", "KEY1=", "password: ", "pw=-Tq7mWz2.Lp9x", "$lxZXMk*h4%Y2!K", "new token is ",
    "new value: ", "dGhpcyBpcyBhIHRva2Vu", "\u0131", "\u1c80",
]  # fmt: skip
texts = st.lists(
    st.one_of(st.sampled_from(_PIECES), st.text(alphabet=_ALPHABET, max_size=10)), max_size=14
).map("".join)


@settings(max_examples=500, deadline=None)
@given(texts)
def test_every_run_scan_match_holds_its_run(text: str) -> None:
    if secret_named_material._LOWER_RUN.search(text) is not None:  # pyright: ignore[reportPrivateUsage]
        assert has_run(text, secret_named_material._LOWER, 24)  # pyright: ignore[reportPrivateUsage]
    if secret_encoded_text._ENCODED.search(text) is not None:  # pyright: ignore[reportPrivateUsage]
        assert has_run(text, secret_encoded_text._BASE64, 24)  # pyright: ignore[reportPrivateUsage]
    if secret_named_fields._UPPER_RUN.search(text) is not None:  # pyright: ignore[reportPrivateUsage]
        assert has_run(text, secret_named_fields._UPPER, 32)  # pyright: ignore[reportPrivateUsage]
    if secret_service_named._VALUE.search(text) is not None:  # pyright: ignore[reportPrivateUsage]
        assert has_run(text, secret_service_named._VALUE_CHARS, 16)  # pyright: ignore[reportPrivateUsage]


@settings(max_examples=500, deadline=None)
@given(texts)
def test_every_named_scan_match_is_let_through(text: str) -> None:
    if secret_terse_logins._PAIR_SEPARATOR.search(text) is not None:  # pyright: ignore[reportPrivateUsage]
        assert any(s in text for s in secret_terse_logins._SEPARATOR_STARTS)  # pyright: ignore[reportPrivateUsage]
    if secret_login_words._WITH.search(text) is not None:  # pyright: ignore[reportPrivateUsage]
        names = secret_login_words._PASSWORD_NAMES  # pyright: ignore[reportPrivateUsage]
        assert "\u017f" in text or any(n in text.lower() for n in names)
    if secret_named_material._KEY_HALF.search(text) is not None:  # pyright: ignore[reportPrivateUsage]
        assert secret_named_material._HALF_NAMED.search(text.lower()) is not None or any(  # pyright: ignore[reportPrivateUsage]
            w in text
            for w in secret_named_material._KEY_HALF_NAMES  # pyright: ignore[reportPrivateUsage]
        )


@settings(max_examples=500, deadline=None)
@given(texts)
def test_scans_from_needles_are_finditers(text: str) -> None:
    index = Needles(text.lower())
    for gated in (
        secret_handed_keys._FROM_SECRET_KEY,  # pyright: ignore[reportPrivateUsage]
        secret_more_vendors._FROM_TOTP_GROUPS,  # pyright: ignore[reportPrivateUsage]
        secret_named_material._FROM_KEY_HALF,  # pyright: ignore[reportPrivateUsage]
        secret_named_material._FROM_NEW_VALUE,  # pyright: ignore[reportPrivateUsage]
        secret_prose_i18n._FROM_SYMBOL_FIRST,  # pyright: ignore[reportPrivateUsage]
    ):
        got = [m.span() for m in gated.finditer(text, index)]
        assert got == [m.span() for m in gated.pattern.finditer(text)]


_GROUPS_BEFORE = re.compile(
    r"(?<![\w\-:.])(?P<v>[a-z0-9]{4}(?:[ \-][a-z0-9]{4}){3,}|[A-Z0-9]{4}(?:[ \-][A-Z0-9]{4}){3,})"
    r"(?![\w\-:.])"
)
_NUMBER_CANDIDATE_BEFORE = re.compile(
    r"(?<![A-Za-z0-9\-_/+=@:])[A-Z0-9][A-Z0-9\-_/]{3,39}(?![A-Za-z0-9\-_/+=@:])"
)


@settings(max_examples=500, deadline=None)
@given(texts)
def test_spaced_groups_and_number_candidates_are_found_as_before(text: str) -> None:
    assert secret_spaced_codes._GROUPS.pattern == _GROUPS_BEFORE.pattern  # pyright: ignore[reportPrivateUsage]
    separators = secret_spaced_codes._GROUP_SEPARATORS  # pyright: ignore[reportPrivateUsage]
    hinted = [m.start() - 4 for m in separators.finditer(text) if m.start() >= 4]
    found = matches(_GROUPS_BEFORE, text, hinted)
    assert [m.span() for m in found] == [m.span() for m in _GROUPS_BEFORE.finditer(text)]
    candidates = secret_public_values._NUMBER_CANDIDATE  # pyright: ignore[reportPrivateUsage]
    expected = [m.span() for m in _NUMBER_CANDIDATE_BEFORE.finditer(text)]
    assert [m.span() for m in candidates.finditer(text)] == expected


def _config_flags_before(text: str) -> Iterator[tuple[str, int, int]]:
    """``config_flags`` as it was (1899207): the SNMP context searched for every text with a
    needle, before the community directive."""
    cf = secret_config_flags
    lower = text.lower()
    index = Needles(lower)
    found: list[tuple[str, re.Match[str]]] = [
        ("secret-assignment", m)
        for m in cf._key_pairs(text, index)  # pyright: ignore[reportPrivateUsage]
    ]
    if any(n in lower for n in cf._NEEDLES):  # pyright: ignore[reportPrivateUsage]
        for p in cf._FROM_PASSWORDS:  # pyright: ignore[reportPrivateUsage]
            if p.pattern is cf._COMMUNITY and cf._NETWORK.search(text) is None:  # pyright: ignore[reportPrivateUsage]
                continue
            found += (
                ("password-flag", m)
                for m in p.finditer(text, index)
                if cf._password(m.group("v"))  # pyright: ignore[reportPrivateUsage]
            )
        for m in cf._FROM_MC_ALIAS.finditer(text, index):  # pyright: ignore[reportPrivateUsage]
            if m.group("v") != m.group("u") and cf._password(m.group("v")):  # pyright: ignore[reportPrivateUsage]
                found.append(("password-flag", m))
        for p in cf._FROM_KEYS:  # pyright: ignore[reportPrivateUsage]
            found += (
                ("secret-assignment", m)
                for m in p.finditer(text, index)
                if not cf.placeholder(m["v"])
            )
        for m in cf._FROM_RESET_LINK.finditer(text, index):  # pyright: ignore[reportPrivateUsage]
            if cf._reset_token(m.group("v")):  # pyright: ignore[reportPrivateUsage]
                found.append(("token-url", m))
    for rule, m in found:
        yield rule, *m.span("v")


@settings(max_examples=300, deadline=None)
@given(texts)
def test_config_flags_finds_what_it_found(text: str) -> None:
    assert list(secret_config_flags.config_flags(text)) == list(_config_flags_before(text))


def test_community_still_needs_a_network_word() -> None:
    text = "prize pool community: s3cr3tC0mm!X"
    assert list(secret_config_flags.config_flags(text)) == []
    found = list(secret_config_flags.config_flags("switch " + text))
    assert found == [("password-flag", 29, 41)]
