"""Properties of the screen speed-ups of session 10 (helper clflat): each shortcut answers what
the plain form it replaces answers, on hypothesis texts (odd case folds, other scripts) and
on the corpus packed into memories.

- ``secret_named_material``: ``_NATS_SEED``, ``_PRIVATE_SUFFIX`` and ``_B64_ASSIGNED`` are run
  only where their gates (``_NATS_CORE``, ``_PRIVATE_MARK``, ``_B64_MARK``) find something:
  every match of the rule holds a match of its gate, so ``named_material`` finds what it found
  without them.
"""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import secret_named_material

from tests import screen_corpus as corpus
from tests.property.test_screen_lat8_properties import _GLUE

# pyright: reportPrivateUsage=false

_WORDS = [
    *("password", "PASSWORD", "pw", "token", "login", "secret ", "key=", "ſecret", "ıt's", "KEY"),
    *("private", "_PRIVATE", "api_key-private: ", "SU" + "A" * 56, "/" + "Ab9+" * 9, "://"),
    *("key_private=", "x7Kq" * 6, "secret: /", "SCABCDEFGHIJKLMNOPQRSTUVWXYZ234567", "İ", "K"),
    *("\n", "\n§\n", " ", "=", '"'),
]  # fmt: skip


def _texts(words: list[str]) -> st.SearchStrategy[str]:
    part = st.one_of(st.sampled_from(words), st.text(alphabet=_GLUE, max_size=6))
    return st.lists(part, min_size=1, max_size=30).map("".join)


@cache
def _memories() -> list[str]:
    """The corpus entries of every set, 25 to a memory."""
    items = corpus.secrets() + corpus.risky_negatives() + corpus.prose() + corpus.injections()
    raw = [i.text for i in items]
    return ["\n§\n".join(raw[k : k + 25]) for k in range(0, len(raw), 25)]


def _plain_named_material(text: str) -> list[tuple[str, int, int]]:
    """``named_material`` with the three gates always open (the form before them)."""
    m = secret_named_material
    saved = m._NATS_CORE, m._PRIVATE_MARK, m._B64_MARK
    try:
        m._NATS_CORE = m._PRIVATE_MARK = m._B64_MARK = _ALWAYS  # type: ignore[misc]
        return list(m.named_material(text))
    finally:
        m._NATS_CORE, m._PRIVATE_MARK, m._B64_MARK = saved  # type: ignore[misc]


class _Always:
    """A pattern whose ``search`` finds something in any text."""

    def search(self, text: str) -> bool:
        return True


_ALWAYS = _Always()


def _gates_hold(text: str) -> None:
    m = secret_named_material
    for rule, gate in (
        (m._NATS_SEED, m._NATS_CORE),
        (m._PRIVATE_SUFFIX, m._PRIVATE_MARK),
        (m._B64_ASSIGNED, m._B64_MARK),
    ):
        for found in rule.finditer(text):
            assert gate.search(found.group()) is not None, (rule.pattern, found.group())


@settings(max_examples=300, deadline=None)
@given(_texts(_WORDS))
def test_named_material_gates_hold_every_match(value: str) -> None:
    _gates_hold(value)
    _gates_hold(value.upper())
    assert list(secret_named_material.named_material(value)) == _plain_named_material(value)


def test_named_material_gates_on_their_own_shapes() -> None:
    m = secret_named_material
    seed = "SU" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" * 2
    assert m._NATS_SEED.search(seed[:58]) and m._NATS_CORE.search(seed[:58])
    line = "MJ_APIKEY_PRIVATE=" + "x7Kq" * 6
    assert m._PRIVATE_SUFFIX.search(line) and m._PRIVATE_MARK.search(line)
    assert m._PRIVATE_MARK.search("api key private") is None  # no mark: the rule finds none
    line = 'client_secret: "/' + "Ab9+" * 9 + '"'
    assert m._B64_ASSIGNED.search(line) and m._B64_MARK.search(line)
    for value in _memories():
        _gates_hold(value)


def test_named_material_finds_what_it_found_without_the_gates() -> None:
    for value in _memories():
        assert list(secret_named_material.named_material(value)) == _plain_named_material(value)
