"""Properties of lat16's shortcuts: a text's trigrams (``grams.py``) never rule out a needle the
text holds, so the lookups that read them (``prefilter.Occurrences``, ``injection_acts.lines_with``,
``injection_classes.active``) answer as plain scans; the lexicon plans' gates never hide a match;
the order classes' lines from the text's occurrences are the lines the plain gate lets through."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import injection_acts, injection_classes, injection_rules
from tinyagent_memory.daemon.screen.grams import Grams
from tinyagent_memory.daemon.screen.prefilter import Occurrences
from tinyagent_memory.daemon.screen.text import folded, line_starts

from tests import screen_corpus as corpus
from tests.bench.bench_screen import memory_of

_ALPHABET = "abcdeginorstuy :-/@\n§éаеоі不要설정"
_WORDS = [
    "ignore", "previous", "instructions", "don't tell", "the user", "so ", "  ", "://", "@",
    "не говори", "不要告诉", "설정", "always", "forever", "secret", "send", "password", "\n",
]  # fmt: skip
texts = st.lists(
    st.one_of(st.sampled_from(_WORDS), st.text(alphabet=_ALPHABET, max_size=6)), max_size=40
).map("".join)
needles = st.one_of(st.sampled_from(_WORDS), st.text(alphabet=_ALPHABET, min_size=1, max_size=5))


@settings(max_examples=300, deadline=None)
@given(texts, st.lists(needles, max_size=10))
def test_grams_never_rule_out_a_present_needle(text: str, asked: list[str]) -> None:
    grams = Grams(text)
    for needle in asked + [text[i : i + n] for n in (1, 2, 3, 7) for i in range(0, len(text), 5)]:
        if needle in text:
            assert grams.may_hold(needle), needle
    plain, fast = Occurrences(text), Occurrences(text, grams)
    for needle in asked:
        assert fast.every(needle) == plain.every(needle)
        assert fast.starts((needle,)) == plain.starts((needle,))
    starts = line_starts(text.split("\n"))
    assert injection_acts.lines_with(text, tuple(asked), starts, grams) == (
        injection_acts.lines_with(text, tuple(asked), starts)
    )


def _plain_gate(line: str, rules: injection_classes.Active) -> list[int]:
    """The rules ``score_line`` tries on ``line`` with the gate as it was before lat16, and each
    rule's needed sets (``class_needs``, lat28a) tested plainly."""
    sets = injection_classes._index().sets
    return [
        k
        for k, present in rules
        if (present is None or any(n in line for n in present))
        and all(any(n in line for n in each) for each in sets[k])
    ]


def _by_line_agrees(text: str) -> None:
    lines = text.split("\n")
    plain = injection_classes.active(text)
    assert injection_classes.active(text, Grams(text)) == plain
    each = injection_classes.by_line(text, line_starts(lines), plain)
    for line, rules in zip(lines, each, strict=True):
        assert [k for k, present in rules if present is None] == [k for k, _ in rules]
        assert [k for k, _ in rules] == _plain_gate(line, plain)


@settings(max_examples=200, deadline=None)
@given(texts)
def test_classes_lines_are_the_plain_gate(text: str) -> None:
    _by_line_agrees(text)


def _memories() -> list[str]:
    sets = (corpus.prose(), corpus.risky_negatives(), corpus.injections(), corpus.secrets())
    return [folded(memory_of(items)).text for items in sets]


def test_classes_lines_are_the_plain_gate_on_the_bench_memories() -> None:
    for text in _memories():
        _by_line_agrees(text)


def _packed(entries: list[str], limit: int = 2_200) -> list[str]:
    out, memory = [], ""
    for entry in entries:
        if memory and len(memory) + len(entry) + 1 > limit:
            out.append(memory)
            memory = ""
        memory += ("\n" if memory else "") + entry
    return [*out, memory] if memory else out


def test_plan_gates_hold_in_every_match_of_the_corpus() -> None:
    """Every match of a planned rule in the corpus holds one of its gate's strings (the gate is
    ``prefilter.required``: strings one of which every match contains; its soundness on random
    texts is ``test_screen_prefilter_properties``'s, for the rules without needles)."""
    rules = [
        (r[2], r[4])
        for r in (*injection_rules.english_rules(), *injection_rules.i18n_rules())
        if r[5] is not None and r[4] is not None
    ]
    assert rules
    memories = _packed([folded(i.text).text for i in corpus.injections()])
    matched = 0
    for pattern, gate in rules:
        for memory in memories:
            for m in pattern.finditer(memory):
                matched += 1
                assert any(g in m.group() for g in gate), (pattern.pattern, m.group())
    assert matched
