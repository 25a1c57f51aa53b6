"""Properties of the screen speed-ups and merges of session 9 (helper lat9): each shortcut answers
what the plain form it replaces answers, on hypothesis texts (odd case folds, other scripts) and
on the corpus.

- ``secret_needles.Needles.starts``: the needles absent from the text are ruled out by one substring
  test each before their positions are collected: the sorted union of every needle's
  occurrences, as before.
- ``secret_anchored.anchored`` through ``secret_needles.at_needles`` (``FromNeedles``'): on
  a text that reads the same lower-cased, the matches its own needle loop found (a needle that
  opens with a letter or digit only at a word start, unless ``inside_words``); on any other text
  (a case variant ``re`` folds: ``ı``, ``ſ``…), ``finditer``'s, which the needles could miss.
- ``typosquats.one_apart`` serves both near-twins it replaced, ``typosquats._one_apart`` (with
  ``letters_or_lookalike``) and ``injection_acts._typosquat`` (with ``no_digit``): the same
  answers as their 7f8059c copies.
- ``prefilter.SHORT``: on a text of one entry (up to 400 characters) a needle the text does not
  hold is ruled out by a substring test before any index is asked about it
  (``prefilter.Occurrences.starts``, ``positions.RulePlans.starts``, ``concept_search.find``,
  ``injection_orders._lines_with``):
  the same starts, spans and hits as the index-only path every longer text takes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import (
    concept_search,
    injection_orders,
    injection_rules,
    positions,
    prefilter,
    secret_anchored,
    secret_call_args,
    secret_cli_pairs,
    secret_labelled_codes,
    secret_markup_pairs,
    secret_needles,
    secret_prose_verbs,
    secret_structural,
    secret_vendors,
    typosquats,
)
from tinyagent_memory.daemon.screen import text as text_views
from tinyagent_memory.daemon.screen.injection_acts import _typosquat
from tinyagent_memory.daemon.screen.prefilter import matches

from tests import screen_corpus as corpus
from tests.property.test_screen_lat8_properties import _ACT_WORDS, _GLUE

# pyright: reportPrivateUsage=false

_WORDS = [
    *("password", "PASSWORD", "pw", "pwd", "hasło", "token", "login", "net  user ", "sk_"),
    *("secret ", "key=", "Bearer ", "-----BEGIN ", "://u:p@h", "seed phrase ", "PIN ", "ſecret"),
    *("deadbeef" * 8, "AKIAABCDEFGHIJ012345", "ıt's", "KEY", "passcode ", "--password ", "::"),
]  # fmt: skip


def _texts(words: list[str], most: int) -> st.SearchStrategy[str]:
    """Up to ``most`` parts joined: words, or short runs of lat8's odd characters (``_GLUE``:
    other scripts, ``ı``, ``İ``, ``ſ``, the Kelvin sign)."""
    part = st.one_of(st.sampled_from(words), st.text(alphabet=_GLUE, max_size=6))
    return st.lists(part, max_size=most).map("".join)


@cache
def _corpus_texts() -> list[str]:
    """The credential corpus entries, risky negatives and prose, alone and 25 to a memory."""
    items = corpus.secrets() + corpus.risky_negatives() + corpus.prose()
    raw = [i.text for i in items]
    return raw + ["\n§\n".join(raw[k : k + 25]) for k in range(0, len(raw), 25)]


_NEEDLE_SETS = sorted(
    {gated.needles for _, gated in secret_structural._STRUCTURAL if gated.needles is not None}
)


def _plain_starts(lower: str, needles: tuple[str, ...]) -> list[int]:
    at: set[int] = set()
    for n in needles:
        at.update(secret_needles.occurrences(lower, n))
    return sorted(at)


def _agree_starts(value: str) -> None:
    lower = value.lower()
    index = secret_needles.Needles(lower)
    for needles in _NEEDLE_SETS:
        assert index.starts(needles) == _plain_starts(lower, needles), needles
        assert index.starts(needles) == _plain_starts(lower, needles), needles  # cached


@settings(max_examples=400, deadline=None)
@given(_texts(_WORDS, 18))
def test_needle_starts_are_every_occurrence(value: str) -> None:
    _agree_starts(value)


def test_needle_starts_are_every_occurrence_on_the_corpus() -> None:
    for value in _corpus_texts():
        _agree_starts(value)


def test_needle_starts_shortcuts() -> None:
    """No needle, one needle (its own positions) and several (their union, overlaps once)."""
    index = secret_needles.Needles("pass password passwd")
    assert index.starts(("zz", "qq")) == []
    assert index.starts(("zz", "passw")) == [5, 14]
    assert index.starts(("pass", "password", "ss")) == [0, 2, 5, 7, 14, 16]
    assert len(_NEEDLE_SETS) >= 40


_c, _l, _m, _p, _a = (
    secret_cli_pairs,
    secret_labelled_codes,
    secret_markup_pairs,
    secret_prose_verbs,
    secret_call_args,
)
_ANCHORED: list[tuple[re.Pattern[str], tuple[str, ...], bool]] = [
    *((p, needles, False) for p, needles in _c._RULES),
    (_c._ARCHIVER, _c._ARCHIVER_NEEDLES, False),
    (_c._PIN_FLAG, _c._PIN_NEEDLES, False),
    (_l._PIN, _l._PIN_NEEDLES, False),
    (_l._PIN_SETTING, _l._PIN_SETTING_NEEDLES, True),
    (_l._CODE, _l._CODE_NEEDLES, False),
    (_l._SPACED_CODE, _l._CODE_NEEDLES, False),
    (_l._COMPONENT, _l._COMPONENT_NEEDLES, False),
    (_m._LOGIN_MAP, ("users", "accounts", "logins", "credentials"), True),
    (_m._HEADER_LIST, ("headers",), True),
    (_p._VERB, _p._VERB_NEEDLES, False),
    (_p._ASIDE_THEN_IS, _p._ASIDE_NEEDLES, False),
    (_p._CHOSEN_NAME, _p._CHOSEN_NEEDLES, False),
    (_p._LOGIN_LABEL, _p._LOGIN_NEEDLES, False),
    (_a._SETTER, _a._SETTER_NEEDLES, True),
    (_a._CALL, _a._CALL_NEEDLES, False),
]
"""Every ``anchored`` call of the screen package: pattern, needles, ``inside_words``."""


def _own_loop(
    pattern: re.Pattern[str], text: str, lower: str, needles: tuple[str, ...], inside: bool
) -> list[re.Match[str]]:
    """``anchored`` as it was (7f8059c): its own needle loop, no ``Needles.plain`` check."""
    if len(lower) != len(text):
        return list(pattern.finditer(text))
    index = secret_needles.Needles(lower)
    starts: set[int] = set()
    for needle in needles:
        word = not inside and needle[0].isalnum()
        starts.update(
            at
            for at in index.of(needle)
            if not (word and at and (lower[at - 1].isalnum() or lower[at - 1] == "_"))
        )
    return matches(pattern, text, sorted(starts))


def _agree_anchored(value: str) -> None:
    lower = secret_anchored.lowered(value)
    plain = len(lower) == len(value) and secret_needles.Needles(lower).plain()
    for pattern, needles, inside in _ANCHORED:
        got = [m.span() for m in secret_anchored.anchored(pattern, value, lower, needles, inside)]
        if plain:
            want = [m.span() for m in _own_loop(pattern, value, lower, needles, inside)]
        else:
            want = [m.span() for m in pattern.finditer(value)]
        assert got == want, pattern.pattern


_ANCHOR_WORDS = [
    *("PIN: 4821", "pin=0417", "door_pin: 0417", "-u bob -p Xy7#kq9Lm2", "net user bob S3cr3t!x"),
    *("users:\n  bob: Xy7#kq9Lm2", "headers=x-api-key=abc123def456", "set the password to "),
    *("login: bob / ", "setPassword(\"Xy7#kq9Lm2\")", "connect(host, \"u\", \"p4ss!\")"),
    *("code: 1234-5678-9012", "zip -P hunter22 a.zip", "ıt", "ſ", "Ä", "_pin ", "xpin "),
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(_texts(_ANCHOR_WORDS + _WORDS, 14))
def test_anchored_is_its_own_loop_or_finditer(value: str) -> None:
    _agree_anchored(value)


def test_anchored_is_its_own_loop_on_the_corpus() -> None:
    for value in _corpus_texts():
        _agree_anchored(value)


def test_anchored_word_starts() -> None:
    """A needle that opens with a letter counts at a word start only (unless ``inside_words``);
    one that opens with a mark counts anywhere."""
    index = secret_needles.Needles("pin xpin _pin -p x-p")
    assert index.word_starts(("pin",)) == [0]
    assert index.starts(("pin",)) == [0, 5, 10]
    assert index.word_starts(("-p", "pin")) == [0, 14, 18]
    pattern = re.compile(r"(?i:pin)")
    found = secret_anchored.anchored(pattern, "PIN xPIN", "pin xpin", ("pin",))
    assert [m.start() for m in found] == [0]
    assert [
        m.start() for m in secret_anchored.anchored(pattern, "PIN xPIN", "pin xpin", ("pin",), True)
    ] == [0, 5]
    # a dotless i in the text: re matches it case-insensitively with "i"; finditer is used
    assert [m.start() for m in secret_anchored.anchored(pattern, "pın", "pın", ("pin",))] == [0]


def _old_one_apart(x: str, y: str) -> bool:
    """``typosquats._one_apart`` at 7f8059c."""
    if abs(len(x) - len(y)) == 1:
        short, long = sorted((x, y), key=len)
        return any(
            long[:k] + long[k + 1 :] == short and long[k].isalpha() for k in range(len(long))
        )
    if len(x) != len(y):
        return False
    diff = [k for k in range(len(x)) if x[k] != y[k]]
    if len(diff) == 1:
        a, b = x[diff[0]], y[diff[0]]
        return (a.isalpha() and b.isalpha()) or (a, b) in typosquats._LOOKALIKE
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and x[diff[0]] == y[diff[1]]
        and x[diff[1]] == y[diff[0]]
    )


def _old_typosquat(x: str, y: str) -> bool:
    """``injection_acts._typosquat`` at 7f8059c."""
    if x == y or min(len(x), len(y)) < 5:
        return False
    if abs(len(x) - len(y)) == 1:
        short, long = sorted((x, y), key=len)
        return any(
            long[:k] + long[k + 1 :] == short and long[k].isalpha() for k in range(len(long))
        )
    if len(x) != len(y):
        return False
    diff = [k for k in range(len(x)) if x[k] != y[k]]
    if len(diff) == 1:
        return not (x[diff[0]].isdigit() or y[diff[0]].isdigit())
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and x[diff[0]] == y[diff[1]]
        and x[diff[1]] == y[diff[0]]
    )


_NAME = "reqstu15l0o3e-_.2"
names = st.text(alphabet=_NAME, min_size=3, max_size=9)


@settings(max_examples=800, deadline=None)
@given(names, st.sampled_from(["requests", "pyyaml", "numpy", "lodash", "psycopg2", ""]), names)
def test_one_apart_serves_both_twins(base: str, popular: str, other: str) -> None:
    for x, y in ((base, other), (popular, other), (other, popular), (base, base + "s")):
        for a, b in ((x, y), (y, x)):
            assert typosquats.one_apart(a, b, typosquats.letters_or_lookalike) == _old_one_apart(
                a, b
            )
            assert _typosquat(a, b) == _old_typosquat(a, b)


def test_one_apart_differs_only_in_the_changed_character() -> None:
    """A digit or a mark for a letter: an install name wants letters (or a look-alike digit),
    a rename takes any change but a digit."""
    assert typosquats.one_apart("pyyam1", "pyyaml", typosquats.letters_or_lookalike)
    assert not typosquats.one_apart("pyyam1", "pyyaml", typosquats.no_digit)
    assert typosquats.one_apart("request-", "requests", typosquats.no_digit)
    assert not typosquats.one_apart("request-", "requests", typosquats.letters_or_lookalike)
    assert typosquats.typosquat_of("reqeusts") == "requests"


@contextmanager
def _long_path() -> Iterator[None]:
    """Every text read as a long one (no substring test first), as at 7f8059c."""
    modules = (prefilter, positions, concept_search, injection_orders)
    saved = [m.SHORT for m in modules]
    for m in modules:
        setattr(m, "SHORT", -1)  # noqa: B010 - a Final constant, set for the comparison only
    try:
        yield
    finally:
        for m, value in zip(modules, saved, strict=True):
            setattr(m, "SHORT", value)  # noqa: B010


def _short_reads(value: str) -> list[object]:
    words = positions.Words(value)
    occurrences = prefilter.Occurrences(value)
    plans = [injection_rules.english_plans(), *injection_rules.i18n_plans().values()]
    out: list[object] = [p.starts(words, occurrences) for p in plans]
    out += [concept_search.find(name, value, words) for name in concept_search.compiled()]
    out.append(list(injection_orders.score_text(value, None, positions.Words(value))))
    occurrences = prefilter.Occurrences(value)
    out += [occurrences.starts(rule[3]) for rule in injection_rules.english_rules()]
    out += [occurrences.starts(rule[2]) for rule in secret_vendors._VENDOR]
    return out


def _agree_short(value: str) -> None:
    assert len(value) <= prefilter.SHORT
    fast = _short_reads(value)
    with _long_path():
        assert not prefilter.Occurrences(value)._short
        assert _short_reads(value) == fast


@settings(max_examples=300, deadline=None)
@given(_texts(_ACT_WORDS + _WORDS, 14).map(str.lower).filter(lambda v: len(v) <= 400))
def test_a_short_text_reads_as_a_long_one(value: str) -> None:
    _agree_short(value)


def test_a_short_text_reads_as_a_long_one_on_the_corpus() -> None:
    items = corpus.injections() + corpus.risky_negatives() + corpus.prose()
    folded = [text_views.folded(i.text).text for i in items]
    short = [v for v in folded if len(v) <= prefilter.SHORT]
    assert len(short) >= 1_000
    for value in short:
        _agree_short(value)
