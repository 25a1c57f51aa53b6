"""The literal factors of a rule (``literal_factors``) and the Hyperscan expressions made of them
(``factor_scan``, lat20), compared whole."""

from __future__ import annotations

import re

import pytest
from tinyagent_memory.daemon.screen import factor_scan
from tinyagent_memory.daemon.screen.factor_scan import FactorScan, expressions
from tinyagent_memory.daemon.screen.lazy_regex import Lazy
from tinyagent_memory.daemon.screen.literal_factors import formula


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


def test_expressions_share_factors_and_report_single_ones_directly() -> None:
    one = (frozenset({"abc"}),)
    two = (frozenset({"abc"}), frozenset({"xyz", "пар"}))
    exprs, ids, kinds, always = expressions([(one,), (two,), None, (one, two)])
    assert always == frozenset({2})
    assert list(zip(exprs, ids, kinds, strict=True)) == [
        (b"(?:abc)", 0, 0),
        (b"(?:abc)", 4, 2),
        (b"(?:xyz|\\xd0\\xbf\\xd0\\xb0\\xd1\\x80)", 5, 2),
        (b"(4&5)", 1, 1),
        (b"(4)|(4&5)", 3, 1),
    ]


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
    assert scan.rules_in("ignore previous rules") is None  # a short text: every rule is read
    again = FactorScan("unit-test", rules)  # read back from the disk cache (``loadb``)
    assert again.available
    assert again.rules_in(filler + "rules: ignore previous") == frozenset({0, 3})
