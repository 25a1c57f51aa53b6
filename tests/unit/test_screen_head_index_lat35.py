"""``HeadIndex`` (lat35): the checks read from the words' index find what the needle-by-needle
gate finds, on every corpus entry and on whole memories of them."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from tinyagent_memory.daemon.screen import injection_pretexts, injection_waivers
from tinyagent_memory.daemon.screen.head_index import Headed, HeadIndex
from tinyagent_memory.daemon.screen.positions import Words
from tinyagent_memory.daemon.screen.text import folded

from tests import screen_corpus as corpus


class _Asked:
    """``h in heads`` asks the words, one needle at a time (the gate before lat35)."""

    def __init__(self, words: Words) -> None:
        self.words = words

    def __contains__(self, head: object) -> bool:
        return isinstance(head, str) and self.words.starts_a_word(head)


class _PlainIndex:
    """Every group, each needle gated on its own: the reference ``HeadIndex`` must agree with."""

    def __init__(self, headed: Sequence[Headed]) -> None:
        self.groups = tuple(headed)

    def heads(self, words: Words) -> _Asked:
        return _Asked(words)

    def candidates(self, heads: _Asked) -> list[int]:
        return list(range(len(self.groups)))

    def present(self, k: int, heads: _Asked) -> tuple[str, ...]:
        return tuple(n for n, h in self.groups[k] if not h or h in heads)


def _texts() -> Iterator[str]:
    items = corpus.secrets() + corpus.injections() + corpus.risky_negatives() + corpus.prose()
    lines = [folded(i.text).text for i in items]
    yield from lines
    for k in range(0, len(lines), 25):
        yield "\n".join(lines[k : k + 25])


def test_the_index_names_the_groups_whose_words_occur() -> None:
    index = HeadIndex(
        [
            (("ignore", "ignore"), ("n't tell", "")),
            (("safety", "safety"),),
            (("a" * 20, "a" * 20),),
        ]
    )
    words = Words("please ignore the safety notes " + "a" * 25)
    heads = index.heads(words)
    assert sorted(heads) == ["a" * 20, "ignore", "safety"]
    assert index.candidates(heads) == [0, 1, 2]
    assert index.present(0, heads) == ("ignore", "n't tell")
    quiet = Words("nothing here")
    assert index.candidates(index.heads(quiet)) == [0]  # a needle with no word: always read
    assert index.present(0, index.heads(quiet)) == ("n't tell",)


@pytest.mark.parametrize("module", [injection_waivers, injection_pretexts])
def test_scores_equal_the_needle_by_needle_gate(
    module: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = list(_texts())
    fast = [list(module.score_text(t, None, Words(t))) for t in texts]  # type: ignore[attr-defined]
    if module is injection_waivers:
        monkeypatch.setattr(module, "_NEEDLES", _PlainIndex(module._NEEDLES._groups))  # type: ignore[attr-defined]
        monkeypatch.setattr(module, "_ALSO", _PlainIndex(module._ALSO._groups))  # type: ignore[attr-defined]
    else:
        monkeypatch.setattr(module, "_INDEX", _PlainIndex(module._INDEX._groups))  # type: ignore[attr-defined]
    plain = [list(module.score_text(t, None, Words(t))) for t in texts]  # type: ignore[attr-defined]
    assert fast == plain
    assert sum(map(len, fast)) >= 5  # the corpus holds lines these checks flag
