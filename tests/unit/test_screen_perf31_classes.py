"""The order classes' faster searches give the plain patterns' answers (session perf31).

``alternatives.First`` (a pattern searched from its needles) now serves the hottest order-class
patterns, ``injection_if_asked.asked`` reads ``_IF_ASKED.finditer`` through it, and
``class_search.Caseless`` reads a case-insensitive pattern as its case-sensitive twin on a
line of ASCII lower case: each must find what the plain pattern finds, on every corpus line as
written, folded and lower-cased, over the whole line and inside a window.
"""

from __future__ import annotations

import random
import re
import sys
from types import ModuleType

import pytest
from tinyagent_memory.daemon.screen import (
    injection_covers_worms_ranks_i18n,
    injection_deceits_promos_i18n,
    injection_fetch_grants,
    injection_if_asked,
    injection_kept_leaked_i18n,
    injection_overseers,
    injection_public_ids_i18n,
    injection_secret_files,
    injection_secret_uploads,
    injection_sent_away_i18n,
    injection_six_acts_asia_africa,
    injection_standing_orders,
    injection_untold_facts_i18n,
    injection_untrusted_code,
    injection_untrusted_sources,
    injection_voids_personas_links_i18n,
    injection_waived_controls_i18n,
)
from tinyagent_memory.daemon.screen.alternatives import First
from tinyagent_memory.daemon.screen.class_search import (
    ASCII_PARTNERS,
    Caseless,
    Parts,
    Tailed,
    every,
    top_level,
    twin,
)
from tinyagent_memory.daemon.screen.text import folded

from tests import screen_corpus as corpus

_MODULES: tuple[ModuleType, ...] = (
    injection_covers_worms_ranks_i18n,
    injection_if_asked,
    injection_kept_leaked_i18n,
    injection_overseers,
    injection_public_ids_i18n,
    injection_secret_uploads,
    injection_sent_away_i18n,
    injection_standing_orders,
    injection_untold_facts_i18n,
    injection_untrusted_code,
    injection_untrusted_sources,
    injection_voids_personas_links_i18n,
    injection_waived_controls_i18n,
)


def _lines() -> list[str]:
    texts = [
        *corpus.injections(),
        *corpus.disguised(),
        *corpus.risky_negatives(),
        *corpus.prose(),
        *corpus.secrets(),
    ]
    out: set[str] = set()
    for item in texts:
        for line in item.text.split("\n"):
            out.update((line, folded(line).text, line.lower()))
    return sorted(out)


LINES = _lines()


def _same(a: re.Match[str] | None, b: re.Match[str] | None) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return a.span() == b.span() and a.groups() == b.groups()


def _searchers() -> list[tuple[str, First | Parts | Tailed]]:
    found: list[tuple[str, First | Parts | Tailed]] = [
        (f"{module.__name__}.{name}", value)
        for module in _MODULES
        for name, value in vars(module).items()
        if isinstance(value, First | Parts | Tailed)
    ]
    after = injection_fetch_grants._AFTER_FETCH  # pyright: ignore[reportPrivateUsage]
    found += [(f"_AFTER_FETCH.{k}", p) for k, p in enumerate(after) if isinstance(p, Tailed)]
    return found


@pytest.mark.parametrize(("name", "first"), _searchers(), ids=lambda v: str(v).rsplit(".", 1)[-1])
def test_first_finds_what_the_pattern_finds(name: str, first: First | Parts | Tailed) -> None:
    pick = random.Random(name)
    for line in LINES:
        assert _same(first.pattern.search(line), first.search(line)), (name, line)
        if len(line) > 2:
            lo = pick.randrange(len(line))
            hi = pick.randrange(lo, len(line) + 1)
            got = first.search(line, lo, hi)
            assert _same(first.pattern.search(line, lo, hi), got), (name, line, lo, hi)


def test_every_reads_every_match() -> None:
    sends = injection_standing_orders._SEND_FIRST  # pyright: ignore[reportPrivateUsage]
    asked = injection_if_asked._IF_ASKED  # pyright: ignore[reportPrivateUsage]
    for line in LINES:
        want = [m.span() for m in asked.finditer(line)]
        assert [m.span() for m in injection_if_asked.asked(line)] == want, line
        want = [m.span() for m in sends.pattern.finditer(line)]
        assert [m.span() for m in every(sends, line)] == want, line


_CASELESS = ("_RECORDS", "_EVERY_ANSWER", "_PROMO", "_SKIP_CHECK")


@pytest.mark.parametrize("name", _CASELESS)
def test_caseless_finds_what_the_pattern_finds(name: str) -> None:
    pattern = getattr(injection_deceits_promos_i18n, name)
    assert twin(pattern) is not None  # the fast path is read at all
    caseless, pick = Caseless(pattern), random.Random(name)
    for line in [*LINES, "Keep IT OUT of the AUDIT trail", "leave the bcc out of the audıt log"]:
        assert _same(pattern.search(line), caseless.search(line)), (name, line)
        if len(line) > 2:
            lo = pick.randrange(len(line))
            hi = pick.randrange(lo, len(line) + 1)
            assert _same(pattern.search(line, lo, hi), caseless.search(line, lo, hi)), line


def test_ascii_partners_are_every_character_matching_ascii_case_insensitively() -> None:
    ascii_any = re.compile(r"[\x00-\x7f]", re.IGNORECASE)
    found = {
        chr(cp)
        for cp in range(128, sys.maxunicode + 1)
        if not 0xD800 <= cp <= 0xDFFF and ascii_any.fullmatch(chr(cp))
    }
    assert found == ASCII_PARTNERS


@pytest.mark.parametrize(
    "pattern",
    [
        re.compile(r"\bkeep\b"),  # not case-insensitive
        re.compile(r"\bKeep\b", re.IGNORECASE),  # a capital
        re.compile(r"[A-Z]+ed\b", re.IGNORECASE),  # a capital in a set
        re.compile(r"audıt", re.IGNORECASE),  # a dotless i matches ``i``
        re.compile(r"(?-i:keep) it", re.IGNORECASE),  # a scoped flag
        re.compile(r"(\w+) \1", re.IGNORECASE),  # a reference to a group
    ],
)
def test_no_twin_where_the_cases_could_differ(pattern: re.Pattern[str]) -> None:
    assert twin(pattern) is None


_ADDRESS_BITS = (
    *("a", "b", "x.y", "u+v", "-", "@", "@@", ".", "ab@cd.ef", "a@b", "user", "org", "x_y"),
    *("at", "[at]", "(at)", "dot", "[dot]", "(dot)", "com", " ", "\t", "é", ":", "/", "a/b"),
    *("http://", "https://", "localhost", "127.0.0.1", "[::1]", "github.com/", "gitlab.com/q/r"),
    *("pastebin.com", "file.io", "paste.ee", "transfer.sh"),
)


def test_away_finds_what_the_address_pattern_finds() -> None:
    pattern = injection_secret_files._AWAY  # pyright: ignore[reportPrivateUsage]
    pick = random.Random(31)
    made = [
        "".join(pick.choice(_ADDRESS_BITS) for _ in range(pick.randrange(1, 12)))
        for _ in range(20_000)
    ]
    mails = injection_six_acts_asia_africa._EMAIL  # pyright: ignore[reportPrivateUsage]
    at_run = injection_six_acts_asia_africa._EMAIL_AT_RUN  # pyright: ignore[reportPrivateUsage]
    for line in [*LINES, *made]:
        assert _same(pattern.search(line), injection_secret_files.away(line)), line
        assert _same(mails.search(line), at_run.search(line)), line


@pytest.mark.parametrize(
    "name", ["injection_sent_away_i18n._SEND", "injection_standing_orders._DEST"]
)
def test_parts_cut_the_hot_patterns(name: str) -> None:
    module, attribute = name.split(".")
    parts = Parts(getattr(globals()[module], attribute))
    parts.search("warm up")
    assert parts._parts  # pyright: ignore[reportPrivateUsage]  # cut, not searched whole


def test_top_level_cuts_only_outside_groups_and_sets() -> None:
    assert top_level(r"a|(?:b|c)|[|]|\||[]|]x|[^]|]y") == [
        "a",
        "(?:b|c)",
        "[|]",
        r"\|",
        "[]|]x",
        "[^]|]y",
    ]
