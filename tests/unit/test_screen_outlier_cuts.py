"""Session 20's exact cuts in the per-memory outliers: patterns rewritten to start only where
their matches can (a lookbehind, possessive repeats), scans gated by what every match holds, the
order classes' substrings found in one pass, and the leetspeak ``1`` read only in the words that
hold one. Each gives the plain form's answer on every fifth corpus entry, every 20-entry memory
and look-alikes written for the rewritten patterns."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from tinyagent_memory.daemon.screen import (
    injection_classes,
    injection_disguise,
    secret_handover_cues,
    secret_more_vendors,
    secret_system_named,
)
from tinyagent_memory.daemon.screen.grams import Grams
from tinyagent_memory.daemon.screen.text import folded, line_starts, skeleton

from tests import screen_corpus as corpus

# pyright: reportPrivateUsage=false

_PLAIN_WORD_RUN = re.compile(r"[a-z]+(?:\s+[a-z]+){11,}")
_PLAIN_WG_KEY = re.compile(
    secret_more_vendors._WG_KEY.pattern.removeprefix(r"(?<![\w\-.])"),
    secret_more_vendors._WG_KEY.flags,
)
_PLAIN_SAID = re.compile(
    r"(?:\s*(?::|：)(?=[\s\"'`])\s*|\s+(?:=|→|->)\s+|(?<=[\w\"'])=|\s+(?i:(?:is|are|was|were"
    r"|has\s+been|have\s+been)\s+(?:set|changed|reset|rotated|updated|moved)\s+to)\s+"
    r"|\s+(?i:is|are|was)\s+(?i:(?:now|still|currently)\s+)?)"
    r"(?P<q>[\"'`]?)(?P<v>[A-Za-z0-9][^\s\"'`,;()<>\[\]{}|\\]{7,95}?)(?P=q)"
    r"(?=$|[\s,;)}\]]|[.!?](?:\s|$))"
)
_KEY = "yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk="

_LOOK_ALIKES = (
    f"wg0_private_key = {_KEY}\nPRIVATE-KEY={_KEY}=\n--psk: '{_KEY}'",
    f"x.wg.preshared key is {_KEY} and my-priv-thing:{_KEY}",
    f"a{_KEY}wireguard={_KEY}\n_wg_={_KEY}.priv={_KEY}",
    "Hello abandon ability able about above absent absorb abstract absurd abuse access accident",
    "XYabandon ability able about above absent absorb abstract absurd abuse access acc1dent 2x",
    "SMTP relay:  Andes45@tsUF4 ; db =\t'Xy7#pq9!zz' and x=Abcdefgh12, pw\u3000：  Q9w!e8r7t6",
    'the bind is now  Zx9!Zx9!Zx9 \n token has been set to "Ab1!Ab1!Ab1". wifi -> K8s!K8s!k8s',
    "r1ght ru1e f113 1gn0r3 411 and a b1t1t1t1t1t1t1t1t1t1t1t1 word 1 one",
)


def _entries() -> list[str]:
    items = corpus.secrets() + corpus.injections() + corpus.risky_negatives() + corpus.prose()
    items += corpus.named_secrets() + corpus.named_negatives() + corpus.probe_secrets()
    return [i.text for i in items]


def _texts() -> Iterator[str]:
    entries = _entries()
    yield from entries[::5]
    for k in range(0, len(entries), 20):
        yield "\n§\n".join(entries[k : k + 20]) + "\n"
    yield from _LOOK_ALIKES


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], ...]]:
    return [tuple(m.span(g) for g in range(pattern.groups + 1)) for m in pattern.finditer(text)]


@pytest.mark.parametrize(
    ("cut", "plain"),
    [
        (secret_handover_cues._WORD_RUN, _PLAIN_WORD_RUN),
        (secret_more_vendors._WG_KEY, _PLAIN_WG_KEY),
        (secret_system_named._SAID, _PLAIN_SAID),
    ],
)
def test_rewritten_patterns_find_the_plain_matches(
    cut: re.Pattern[str], plain: re.Pattern[str]
) -> None:
    for text in _texts():
        assert _spans(cut, text) == _spans(plain, text), text[:200]


def test_the_look_alikes_match() -> None:
    """The look-alikes reach the rewritten patterns (the comparison above is not vacuous)."""
    assert len(_spans(_PLAIN_WG_KEY, _LOOK_ALIKES[0])) == 2
    assert _spans(_PLAIN_WORD_RUN, _LOOK_ALIKES[3])
    assert secret_more_vendors._WG_VALUE_END.search(_LOOK_ALIKES[0])
    assert len(_spans(_PLAIN_SAID, _LOOK_ALIKES[5] + _LOOK_ALIKES[6])) >= 6


def test_gates_never_hide_a_match() -> None:
    """Every match of a gated scan holds what its gate asks for."""
    for text in _texts():
        if _PLAIN_WG_KEY.search(text):
            assert secret_more_vendors._WG_VALUE_END.search(text), text[:200]
        if secret_more_vendors._ADMIN_KEY.search(text):
            assert secret_more_vendors.has_run(text, secret_more_vendors._B64_URL, 24)


def _plain_ones(text: str, skel: str) -> list[tuple[int, int]]:
    return [
        m.span()
        for m in injection_disguise._SKEL_WORD.finditer(skel)
        if "1" in text[m.start() : m.end()]
    ]


def test_ones_are_read_in_the_words_that_hold_them() -> None:
    for text in _texts():
        base = folded(text)
        skel = skeleton(base).text
        if len(skel) != len(base.text):
            continue
        got = [m.span() for m in injection_disguise._words_with_ones(base.text, skel)]
        assert [s for s in got if "1" in base.text[s[0] : s[1]]] == _plain_ones(base.text, skel)


def test_one_pass_finds_the_order_classes_substrings() -> None:
    """``active`` and ``by_line`` from the one pass answer as the substring scans do (a rule's
    needed sets, ``class_needs``, tested the same way)."""
    for text in _texts():
        view = folded(text).text
        if len(view) < 400:
            continue
        plain = injection_classes.active(view)
        assert injection_classes.active(view, Grams(view)) == plain
        lines = view.split("\n")
        starts = line_starts(lines)
        got = injection_classes.by_line(view, starts, plain)
        sets = injection_classes._index().sets  # what each rule needs besides (lat28a)
        want = [
            tuple(
                (k, None)
                for k, present in plain
                if (present is None or any(n in line for n in present if "\n" not in n))
                and all(any(n in line for n in each) for each in sets[k])
            )
            for line in lines
        ]
        assert got == want
