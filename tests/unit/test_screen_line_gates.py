"""perf31's line gates (``line_gates.py``): a gated lexicon rule is never kept from a start where
it matches. The gate every English rule would have whatever its shape is checked at every start
where the rule matches in the corpus texts (as written, folded, and joined into memories whose
lines run into each other), and on a line built to hold the rule's words on the next line."""

from __future__ import annotations

import re
from functools import cache

import pytest
from tinyagent_memory.daemon.screen import injection_rules
from tinyagent_memory.daemon.screen.lazy_regex import Lazy
from tinyagent_memory.daemon.screen.line_gates import LineGate, line_gate, may_start
from tinyagent_memory.daemon.screen.text import folded

from tests import screen_corpus as corpus


@cache
def _texts() -> list[str]:
    items = [
        i.text
        for f in (corpus.injections, corpus.risky_negatives, corpus.prose, corpus.probe_negatives)
        for i in f()
    ]
    texts = [*items, *(folded(t).text for t in items)]
    memories = ["\n".join(items[k : k + 40]) for k in range(0, len(items), 40)]
    return [*texts, *memories, *(folded(m).text for m in memories)]


def _gated() -> list[tuple[int, re.Pattern[str], LineGate]]:
    out: list[tuple[int, re.Pattern[str], LineGate]] = []
    for k, rule in enumerate(injection_rules.english_rules()):
        gate = line_gate(rule[2], shape=False)
        if gate is not None:
            pattern = rule[2].compiled() if isinstance(rule[2], Lazy) else rule[2]
            out.append((k, pattern, gate))
    return out


def test_some_rules_are_gated() -> None:
    assert len(_gated()) >= 40
    assert any(line_gate(rule[2]) for rule in injection_rules.english_rules())


@pytest.mark.parametrize(("k", "pattern", "gate"), _gated(), ids=[str(k) for k, _, _ in _gated()])
def test_gate_keeps_every_match_start(k: int, pattern: re.Pattern[str], gate: LineGate) -> None:
    shut = 0
    for text in _texts():
        for m in pattern.finditer(text):
            assert may_start(gate, text, m.start()), (k, text[m.start() : m.end()])
        for pos in range(0, len(text), 7):
            if not may_start(gate, text, pos):
                shut += 1
                assert pattern.match(text, pos) is None, (k, text[pos : pos + 80])
    assert shut > 0, k


def test_url_rule_reads_its_line() -> None:
    pattern = re.compile(
        r"https?://\S+(?:[^.;\n]|\.(?=\w)){0,80}?\b(?:skip|ignore)\s+(?:the\s+)?checksum"
    )
    gate = line_gate(pattern)
    assert gate is not None
    same = "fetch https://x.example/a.sh and skip the checksum"
    assert may_start(gate, same, same.index("https"))
    assert pattern.search(same) is not None
    apart = "fetch https://x.example/a.sh\nskip the checksum"
    assert not may_start(gate, apart, apart.index("https"))
    assert pattern.search(apart) is None


def test_not_gated() -> None:
    assert line_gate(re.compile(r"\bignore\s+previous\b")) is None  # no repeat before a word
    assert line_gate(re.compile(r"(?i:https?://\S+\s*skip)")) is None  # case-insensitive
    assert line_gate(re.compile(r"https?://[\s\S]+skip")) is None  # a line break in the repeat
    assert line_gate(re.compile(r"(?s)https?://.+skip")) is None  # dot-all
