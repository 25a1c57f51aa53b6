"""Session 28's exact cuts in the credential layer (helper ``lat28b``): whole-text scans tried
only from the places every match starts at (``secret_needles.Started`` from a pattern's needles,
``run_matches`` from a literal and the run before it, ``ascii_runs.run_starts`` from the runs
of a token's characters, the Oracle, slashed-URL and on-host readers from their anchors), and
cheap necessary strings asked before a per-value pattern (``vendor_placeholder``, the
benign-value readings, the seed label). Each gives the plain form's answer on every fifth
corpus entry, every 20-entry memory and look-alikes; ``fresh`` forgets every per-call cache."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from tinyagent_memory.daemon.screen import (
    ascii_runs,
    key_names_public,
    per_call,
    prefilter,
    secret_benign_values,
    secret_cli_pairs,
    secret_connect_strings,
    secret_digests,
    secret_encoded_text,
    secret_handed_keys,
    secret_hook_urls,
    secret_htpasswd_lines,
    secret_iot_keys,
    secret_login_tails,
    secret_login_words,
    secret_more_vendors,
    secret_named_fields,
    secret_named_handovers,
    secret_needles,
    secret_password_for,
    secret_public_ids,
    secret_public_values,
    secret_service_named,
    secret_system_named,
    secret_terse_vendor_labels,
    secret_user_password_prose,
    secret_values_placeholders,
    secret_word_values,
    secrets,
)
from tinyagent_memory.daemon.screen.text import blanked

from tests import screen_corpus as corpus

# pyright: reportPrivateUsage=false

_LOOK_ALIKES = (
    "The admin password for the ſwitch is Hunter-2024! and the PIN 4821 " + "filler words " * 30,
    "İstanbul office: şifre Kış2024! and the key ABCD-EFGH-IJKL " + "more prose here " * 25,
    "Kelvin \u212a sign: passwd=Xy7!qLm2 pass ΣΑΣ σ ς " + "ok " * 120,
    "scott/Tiger#2024x@db01.corp.example:1521/ORCL and sys/x@y/z " * 3 + "§ " * 40,
    "svc_agent on x.service-now.com uses Xk9#mP2$vL7q\nroot on h.example.org -> Pa55w0rd!X",
    "redis://:Abc123Def456Ghi@cache.internal.example and postgres://u:Zz9Yy8Xx7Ww6Vv5@db.x.io",
    "traceparent 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01 " * 2
    + "ACa1b2c3d4e5f60718293a4b5c6d7e8f90 "
    + "é" * 3
    + " 0123456789abcdef0123456789abcdef01234567",
    "AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY (aside: prod) " * 2,
    "seed: abandon ability able about above absent absorb abstract absurd abuse access accident",
    "token = xxxxxxxxxxxxxxxxxxxx or AAAAAAAAAAaaaaaaaaaa <your-token> ${TOKEN} abc... ***",
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


def _spans(found: Iterator[re.Match[str]] | list[re.Match[str]]) -> list[tuple[int, int]]:
    return [m.span() for m in found]


_STARTED_MODULES = (
    secret_cli_pairs,
    secret_connect_strings,
    secret_handed_keys,
    secret_hook_urls,
    secret_htpasswd_lines,
    secret_iot_keys,
    secret_login_tails,
    secret_login_words,
    secret_named_fields,
    secret_named_handovers,
    secret_password_for,
    secret_system_named,
    secret_user_password_prose,
    secrets,
)


def test_started_scans_equal_finditer_and_search(texts: list[str]) -> None:
    started = [
        (f"{module.__name__}.{name}", value)
        for module in _STARTED_MODULES
        for name, value in vars(module).items()
        if isinstance(value, secret_needles.Started)
    ]
    assert len(started) >= 15
    for text in texts:
        per_call.fresh()
        for name, s in started:
            assert _spans(s.finditer(text)) == _spans(s.pattern.finditer(text)), (name, text)
            got, want = s.search(text), s.pattern.search(text)
            assert (got and got.span()) == (want and want.span()), (name, text)


_RUNS = (
    (secret_public_ids._GIT_REV, "0123456789abcdef", 40, 0),
    (secret_public_ids._TWILIO_SID, "0123456789abcdef", 32, 2),
    (secret_digests._TRACEPARENT, "0123456789abcdef", 32, 3),
    (secret_digests._HEX_VALUE, secret_digests._HEX, 16, 0),
    (secret_word_values._STANDALONE, secret_word_values._STANDALONE_CHARS, 24, 0),
    (secret_encoded_text._ENCODED, secret_encoded_text._BASE64, 24, 0),
    (secret_more_vendors._B64_RUN, secret_more_vendors._B64, 56, 0),
    (secret_service_named._VALUE, secret_service_named._VALUE_CHARS, 16, 0),
    (secret_terse_vendor_labels._VALUE, secret_terse_vendor_labels._VALUE_CHARS, 16, 0),
)


def _plain_run_starts(text: str, chars: str, length: int) -> list[int]:
    found, i = [], 0
    while i < len(text):
        if text[i] in chars:
            j = i
            while j < len(text) and text[j] in chars:
                j += 1
            if j - i >= length:
                found.append(i)
            i = j
        else:
            i += 1
    return found


@pytest.mark.parametrize(
    "text", ["", "abc", "é0123456789abcdef0123é", "x" * 40 + " ü " + "y" * 3, "\ud800aaaa bb"]
)
def test_run_starts_small(text: str) -> None:
    for chars, n in (("0123456789abcdef", 3), ("abcdefxy", 2), ("ab", 1)):
        assert ascii_runs.run_starts(text, chars, n) == _plain_run_starts(text, chars, n)


def test_run_started_patterns_equal_finditer(texts: list[str]) -> None:
    for pattern, chars, length, shift in _RUNS:
        assert not pattern.flags & re.IGNORECASE
        for text in texts:
            at = [s - shift for s in ascii_runs.run_starts(text, chars, length) if s >= shift]
            assert ascii_runs.run_starts(text, chars, length) == _plain_run_starts(
                text, chars, length
            )
            got = _spans(prefilter.matches(pattern, text, at))
            assert got == _spans(pattern.finditer(text)), (pattern.pattern, text)


def test_anchored_readers_equal_finditer(texts: list[str]) -> None:
    for text in texts:
        assert _spans(secret_needles.run_matches(secrets._ASIDE, text, "(", " \t")) == _spans(
            secrets._ASIDE.finditer(text)
        )
        assert _spans(
            secret_needles.run_matches(
                secret_public_values._EXAMPLE_TOKEN,
                text,
                "EXAMPLE",
                secret_public_values._TOKEN_CHARS,
            )
        ) == _spans(secret_public_values._EXAMPLE_TOKEN.finditer(text))
        assert _spans(secret_connect_strings._oracle(text)) == _spans(
            secret_connect_strings._ORACLE.finditer(text)
        )
        assert _spans(secret_more_vendors._slashed_password_urls(text)) == _spans(
            secret_more_vendors._SLASHED_PASSWORD_URL.finditer(text)
        )
        assert _spans(secret_user_password_prose._on_host(text)) == _spans(
            secret_user_password_prose._ON_HOST.finditer(text)
        )


def test_value_gates_equal_their_patterns(texts: list[str]) -> None:
    vendor = secret_values_placeholders.VENDOR_PLACEHOLDER
    benign = secret_benign_values
    for text in texts:
        for value in text.split():
            assert secret_values_placeholders.vendor_placeholder(value) == (
                vendor.search(value) is not None
            ), value
            assert benign._says_fake(value) == any(
                len(w := m.group()) > 4
                or w.islower()
                or w.isupper()
                or (w[0].isupper() and w[1:].islower())
                for m in benign._FAKE.finditer(value)
            ), value
        for line in text.split("\n"):
            for end in range(0, len(line) + 1, 7):
                got = benign._name_before(line, end)
                want = benign._NAME_BEFORE.search(line, 0, end)
                assert (got and got.span()) == (want and want.span()), (line, end)


def test_fresh_forgets_the_per_call_caches() -> None:
    text = "the key for the public api is 9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c"
    secrets.screen_text(text)
    secret_needles.lowered(text)
    key_names_public.public_places(text)
    per_call.fresh()
    assert secret_needles.lowered.cache_info().currsize == 0
    assert secret_needles.index_of.cache_info().currsize == 0
    assert key_names_public.public_places.cache_info().currsize == 0
    assert not secret_needles._gated_scan()._keep


@pytest.mark.parametrize(
    "spans",
    [
        [],
        [(0, 3)],
        [(5, 9), (2, 6)],
        [(3, 3), (1, 4), (4, 8), (7, 12)],
        [(0, 12)],
        [(10, 12), (0, 1)],
    ],
)
def test_blanked_equals_the_character_list(spans: list[tuple[int, int]]) -> None:
    text = "abcdefghijkl"
    masked = list(text)
    for a, b in spans:
        masked[a:b] = " " * (b - a)
    assert blanked(text, spans) == "".join(masked)
