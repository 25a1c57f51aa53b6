"""perf31's ``factor_scan.FactorGated``: a line search behind the literal factors of the
pattern's top-level alternatives answers as the pattern itself (``ABOUT_ATTACKS`` on every
distinct corpus line, as written and folded), and ``alternatives.top_level`` splits a pattern
string only at its top-level bars."""

from __future__ import annotations

import re

from tinyagent_memory.daemon.screen.alternatives import Searched, top_level
from tinyagent_memory.daemon.screen.concepts_framing import MENTION
from tinyagent_memory.daemon.screen.factor_scan import FactorGated
from tinyagent_memory.daemon.screen.injection_judgements import ABOUT_ATTACKS
from tinyagent_memory.daemon.screen.text import folded

from tests import screen_corpus as corpus


def test_about_attacks_answers_as_the_pattern() -> None:
    plain = re.compile(MENTION)
    lines = {
        v
        for f in (corpus.injections, corpus.risky_negatives, corpus.prose, corpus.probe_negatives)
        for item in f()
        for line in item.text.split("\n")
        for v in (line, folded(line).text)
    }
    found = 0
    for line in lines:
        want = plain.search(line) is not None
        assert ABOUT_ATTACKS.search(line) == want, line
        found += want
    assert found > 20


def test_top_level() -> None:
    assert top_level(r"a|b(c|d)|[|]|[]|]|[^]|x]|\||e") == [
        "a",
        "b(c|d)",
        "[|]",
        "[]|]",
        "[^]|x]",
        r"\|",
        "e",
    ]
    assert top_level(r"(a)|\1") is None  # a back-reference
    assert top_level(r"(?i:a)|b") is None  # inline flags
    assert top_level(r"a|b", re.VERBOSE) is None
    assert top_level(r"(?<=x)a|(?P<n>b)|(?!c)d") == ["(?<=x)a", "(?P<n>b)", "(?!c)d"]


def test_gated_search_without_a_split() -> None:
    pattern = re.compile(r"(?i:attack)s?\s+on|injection")
    gated = FactorGated("test-unsplit", Searched(pattern))
    for line in ("an ATTACK on it", "prompt injection", "nothing", ""):
        assert gated.search(line) == (pattern.search(line) is not None)
