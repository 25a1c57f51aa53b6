"""Properties of the screen speed-ups and merges of session 9 (helper lat9): each shortcut answers
what the plain form it replaces answers, on hypothesis texts (odd case folds, other scripts) and
on the corpus.

- ``secret_gate.Needles.starts``: the needles absent from the text are ruled out by one substring
  test each before their positions are collected: the sorted union of every needle's
  occurrences, as before.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import secret_gate, secret_structural

from tests import screen_corpus as corpus

# pyright: reportPrivateUsage=false

_GLUE = "abcdeiknoprstuwxyzAKPSU019٣ \n\t_.-:=/|'\"?()@#$!éñłжı\u0130\u017f\u212a中§"
_WORDS = [
    *("password", "PASSWORD", "pw", "pwd", "hasło", "token", "login", "net  user ", "sk_"),
    *("secret ", "key=", "Bearer ", "-----BEGIN ", "://u:p@h", "seed phrase ", "PIN ", "ſecret"),
    *("deadbeef" * 8, "AKIAABCDEFGHIJ012345", "ıt's", "KEY", "passcode ", "--password ", "::"),
]  # fmt: skip
texts = st.lists(
    st.one_of(st.sampled_from(_WORDS), st.text(alphabet=_GLUE, max_size=6)), max_size=18
).map("".join)

_NEEDLE_SETS = sorted(
    {gated.needles for _, gated in secret_structural._STRUCTURAL if gated.needles is not None}
)


def _plain_starts(lower: str, needles: tuple[str, ...]) -> list[int]:
    at: set[int] = set()
    for n in needles:
        at.update(secret_gate._occurrences(lower, n))
    return sorted(at)


def _agree_starts(value: str) -> None:
    lower = value.lower()
    index = secret_gate.Needles(lower)
    for needles in _NEEDLE_SETS:
        assert index.starts(needles) == _plain_starts(lower, needles), needles
        assert index.starts(needles) == _plain_starts(lower, needles), needles  # cached


@settings(max_examples=400, deadline=None)
@given(texts)
def test_needle_starts_are_every_occurrence(value: str) -> None:
    _agree_starts(value)


def test_needle_starts_are_every_occurrence_on_the_corpus() -> None:
    items = corpus.secrets() + corpus.risky_negatives() + corpus.prose()
    raw = [i.text for i in items]
    for value in raw + ["\n§\n".join(raw[k : k + 25]) for k in range(0, len(raw), 25)]:
        _agree_starts(value)


def test_needle_starts_shortcuts() -> None:
    """No needle, one needle (its own positions) and several (their union, overlaps once)."""
    index = secret_gate.Needles("pass password passwd")
    assert index.starts(("zz", "qq")) == []
    assert index.starts(("zz", "passw")) == [5, 14]
    assert index.starts(("pass", "password", "ss")) == [0, 2, 5, 7, 14, 16]
    assert len(_NEEDLE_SETS) >= 40
