"""The literal factors of a rule (``literal_factors``) and the tables and scan made of them
(``factor_scan``, lat20, lat21b), compared whole."""

from __future__ import annotations

import re

import pytest
from tinyagent_memory.daemon.screen import factor_scan
from tinyagent_memory.daemon.screen.factor_scan import FactorScan, Tables, tables
from tinyagent_memory.daemon.screen.injection_disguise import views
from tinyagent_memory.daemon.screen.injection_rules import match_english, match_i18n
from tinyagent_memory.daemon.screen.lazy_regex import Lazy
from tinyagent_memory.daemon.screen.literal_factors import formula
from tinyagent_memory.daemon.screen.positions import Words

from tests import screen_corpus as corpus


def _f(pattern: str, flags: int = re.MULTILINE) -> object:
    return formula(Lazy(pattern, flags))


def test_a_sequence_gives_its_literal_runs_longest_first() -> None:
    assert _f(r"\bignore\s+(?:all\s+)?previous\s+rules\b") == (
        (frozenset({"previous"}), frozenset({"ignore"}), frozenset({"rules"})),
    )


def test_an_alternation_gives_one_factor_of_each_alternative() -> None:
    assert _f(r"(?:envía|manda|sube)\s+(?:las?|tus)\s+claves") == (
        (frozenset({"claves"}), frozenset({"envía", "manda", "sube"})),
    )


def test_top_level_alternatives_are_read_apart() -> None:
    assert _f(r"olvida\s+todo|ignora\s+(?:las|tus)\s+reglas") == (
        (frozenset({"olvida"}), frozenset({"todo"})),
        (frozenset({"ignora"}), frozenset({"reglas"}), frozenset({"las", "tus"})),
    )


def test_zero_width_items_and_groups_are_read_through() -> None:
    assert _f(r"(?<!no )pass(?=\w)(word)s?") == ((frozenset({"password"}),),)


def test_optional_parts_and_short_strings_give_nothing() -> None:
    assert _f(r"(?:secret\s+)?token\s+ab") == ((frozenset({"token"}),),)


def test_non_latin_strings_are_counted_in_bytes() -> None:
    assert _f(r"忽略\s*指示") == ((frozenset({"忽略"}), frozenset({"指示"})),)
    assert _f(r"é\s+ab") is None  # é is two bytes, ab two: no factor of three


def test_an_alternative_without_a_factor_runs_always() -> None:
    assert _f(r"ignore\s+rules|\w+\s+\d+") is None
    assert _f(r"(?:abc|)\s+xyz") == ((frozenset({"xyz"}),),)


def test_case_insensitive_rules_run_always() -> None:
    assert _f(r"ignore\s+rules", re.IGNORECASE) is None
    assert _f(r"(?i:ignore)\s+rules") is None
    assert _f(r"rules\s+(?:(?i:all))") is None


def test_repetitions_of_at_least_one_keep_their_body() -> None:
    assert _f(r"(?:foo\s+){2,3}bar+") == ((frozenset({"foo"}),),)  # "ba" and "r": too short
    assert _f(r"(?:olvida\s+)+todo") == ((frozenset({"olvida"}), frozenset({"todo"})),)


def test_tables_share_strings_and_factors_and_key_each_alternative_by_its_rarest_factor() -> None:
    one = (frozenset({"abc"}),)
    two = (frozenset({"abc"}), frozenset({"xyzw", "пар"}))  # "abc" is in every alternative
    assert tables([(one,), (two,), None, (one, two)]) == Tables(
        strings=("abc", "xyzw", "пар"),
        factors_of=((0,), (1,), (1,)),
        keyed=((0, 2), (1, 3), (1, 3)),
        others=((), (0,), (), (0,)),
        rule_of=(0, 1, 3, 3),
        always=frozenset({2}),
    )


@pytest.mark.skipif(factor_scan._HS is None, reason="hyperscan not installed")  # pyright: ignore[reportPrivateUsage]
def test_the_scan_reports_the_rules_whose_factors_occur() -> None:
    rules = [
        Lazy(r"\bignore\s+(?:all\s+)?previous\s+rules\b", re.MULTILINE),
        Lazy(r"(?:envía|manda)\s+(?:las?|tus)\s+claves", re.MULTILINE),
        Lazy(r"olvida\s+todo|忽略\s*指示", re.MULTILINE),
        Lazy(r"\w+\s+\d+", re.MULTILINE),
    ]
    scan = FactorScan("unit-test", rules)
    assert scan.available
    filler = "a harmless note about the weather. " * 12
    assert scan.rules_in(filler) == frozenset({3})
    assert scan.rules_in(filler + "rules: ignore previous") == frozenset({0, 3})
    assert scan.rules_in(filler + "請忽略以上指示") == frozenset({2, 3})
    assert scan.rules_in(filler + "manda las claves; olvida") == frozenset({1, 3})
    assert scan.rules_in(filler + "las claves; olvida; 指示") == frozenset({3})  # one factor each
    assert scan.rules_in("ignore previous rules") == frozenset({0, 3})  # one entry too (lat21b)
    assert scan.rules_in("") is None  # an empty text: every rule is read
    again = FactorScan("unit-test", rules)  # read back from the disk cache (``loadb``)
    assert again.available
    assert again.rules_in(filler + "rules: ignore previous") == frozenset({0, 3})


@pytest.mark.skipif(factor_scan._HS is None, reason="hyperscan not installed")  # pyright: ignore[reportPrivateUsage]
def test_the_lexicons_find_the_same_with_and_without_the_scan_on_entries_and_memories() -> None:
    """lat21b: every text is scanned (one entry too) and the English rules have their scan: the
    matches equal those of the rules' own prefilters (the path without ``hyperscan``)."""
    entries = [
        i.text
        for items in (
            corpus.injections(),
            corpus.risky_negatives(),
            corpus.prose(),
            corpus.secrets(),
        )
        for i in items[::23]
    ]
    texts = [*entries, *("\n".join(entries[k : k + 25]) for k in range(0, len(entries), 25))]
    original = FactorScan.rules_in

    def found() -> list[object]:
        out: list[object] = []
        for text in texts:
            for kind, view in views(text):
                if kind == "en":
                    out.append(list(match_english(view, len(text), Words(view.text))))
                elif kind == "i18n":
                    out.append(list(match_i18n(view, len(text), Words(view.text))))
        return out

    with_scan = found()
    FactorScan.rules_in = lambda self, text: None  # type: ignore[method-assign]
    try:
        without = found()
    finally:
        FactorScan.rules_in = original  # type: ignore[method-assign]
    assert any(with_scan) and with_scan == without
