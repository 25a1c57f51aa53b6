"""Properties of the classifier's speed-ups: ``below_threshold`` is true only for a line whose
score is under the threshold (so ``classify`` answers as without it), and the shape gates give
the features the plain character test gives, on any line."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tinyagent_memory.daemon.screen import classifier
from tinyagent_memory.daemon.screen.text import folded

from tests import screen_corpus as corpus

# pyright: reportPrivateUsage=false

_MODEL = classifier.model()
assert _MODEL is not None
_VOCABULARY = sorted(f[2:] for f in _MODEL.weights if f.startswith("w:"))
_WEIGHTS = _MODEL.weights
_HEAVY = sorted(_VOCABULARY, key=lambda w: _WEIGHTS["w:" + w])
_GLUE = " ,.:;|/@<[{#-_'\"0123456789"
# Lines of the model's words, mostly its heaviest ones (scores near and over the threshold),
# with glue, digits, chat spellings, shapes (URLs, pipes, mail) and a few CJK/Hangul words.
words = st.one_of(
    st.sampled_from(_HEAVY[-300:]),
    st.sampled_from(_VOCABULARY),
    st.sampled_from(["u", "ur", "pls", "b4", "https://x.io", "| sh", "a@b.co", "指令", "무시"]),
    st.text(alphabet=_GLUE, min_size=1, max_size=2),
)
lines = st.lists(words, max_size=20).map(" ".join)


def _plain_features(line: str) -> list[str]:
    feats = classifier.features(line)
    shapes = [n for n, chars, shape in classifier._SHAPES if any(c in line for c in chars)]
    shapes = [n for n, _, shape in classifier._SHAPES if n in shapes and shape.search(line)]
    return [f for f in feats if not f.startswith("s:")] + shapes


def _plain_classify(line: str) -> classifier.Verdict | None:
    assert _MODEL is not None
    line = classifier.readable(line)  # look-alikes in Latin words read as the Latin letters
    if not line.strip():
        return None
    feats = classifier.features(line)
    score = _MODEL.score(feats)
    if score < _MODEL.threshold or classifier._SPACED.search(line):  # letter-spaced: not read
        return None
    family = _MODEL.family(feats)
    return None if classifier.described(family, line) else classifier.Verdict(family, score)


def _check(line: str) -> None:
    assert _MODEL is not None
    assert classifier.features(line) == _plain_features(line)
    if classifier.below_threshold(line):
        assert _MODEL.score(classifier.features(line)) < _MODEL.threshold
    assert classifier.classify(line) == _plain_classify(line)


@settings(max_examples=400, deadline=None)
@given(lines)
def test_the_bound_never_hides_a_flagged_line(line: str) -> None:
    _check(folded(line).text)


def test_the_bound_never_hides_a_flagged_line_of_the_corpus() -> None:
    items = corpus.injections() + corpus.risky_negatives() + corpus.prose() + corpus.secrets()
    flagged = 0
    for item in items:
        for line in folded(item.text).text.split("\n"):
            _check(line)
            flagged += classifier.classify(line) is not None
    assert flagged > 0
