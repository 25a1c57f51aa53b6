"""lat15's shortcut in ``positions.RulePlans.starts`` (a rule one needle starts shares that
needle's list; only rules several needles start are merged and sorted) against its plain twin
(a set per rule, sorted), on texts made of the lexicons' own needles and glue."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import injection_rules, positions, prefilter

# pyright: reportPrivateUsage=false

_PLANS = [injection_rules.english_plans(), *injection_rules.i18n_plans().values()]
_NEEDLES = sorted(
    {n for p in _PLANS for group in p._by_key.values() for n, _ in group}
    | {n for p in _PLANS for group in p._by_head.values() for n, _ in group}
    | {n for p in _PLANS for n, _ in p._other}
)
_GLUE = " \n_-.,:'\"`@/()[]<>|!?0123456789abcxyzéяж中文"
texts = st.lists(
    st.one_of(st.sampled_from(_NEEDLES), st.text(alphabet=_GLUE, max_size=4)), max_size=30
).map("".join)


def _plain(
    plans: positions.RulePlans, words: positions.Words, occurrences: prefilter.Occurrences
) -> dict[int, list[int]]:
    at: dict[int, set[int]] = {}
    for key in plans._keys & words.prefixes:
        for needle, ks in plans._by_key[key]:
            for k in ks:
                at.setdefault(k, set()).update(words.where(needle, needle, True))
    for head in words.at.keys() & plans._heads:
        for needle, ks in plans._by_head[head]:
            for k in ks:
                at.setdefault(k, set()).update(words.where(needle, head, False))
    for needle, ks in plans._other:
        for k in ks:
            at.setdefault(k, set()).update(occurrences.every(needle))
    return {k: sorted(starts) for k, starts in at.items() if starts}


@settings(max_examples=50, deadline=None)
@given(texts, st.booleans())
def test_plan_starts_equal_their_plain_twin(text: str, long: bool) -> None:
    if long:
        text = (text + "\n") * 16  # past ``prefilter.SHORT``: the memory path
    words, occurrences = positions.Words(text), prefilter.Occurrences(text)
    for plans in _PLANS:
        found = plans.starts(words, occurrences)
        assert found == _plain(plans, positions.Words(text), prefilter.Occurrences(text))
        assert all(at == sorted(set(at)) for at in found.values())
        assert found == plans.starts(words, occurrences)  # a second read: nothing changed
