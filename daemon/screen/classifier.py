"""A small linear injection classifier (pure, stdlib only): the layer meant for phrasings no
lexicon wrote down.

A line is turned into sparse binary features (words, word pairs, 4- and 5-letter word stems for
inflections and typos, character pairs of Chinese/Japanese/Korean runs, a few shapes: a URL, an
email address, a pipe into a shell) and scored by a logistic-regression model trained offline
(``tests/screen_model_train.py``) on the injection corpus, the held-out rounds it may see and
augmented copies (wrappers such as ``TODO:`` / JSON / commit messages and typos applied to
positives and negatives alike). The weights ship as ``injection_model.json``; the threshold in
it was chosen on out-of-fold scores (a model that had not seen a negative flags at most 0.15% of
them and no prose line), plus a margin; the shipped model flags none of its training
negatives. Inference is a dictionary lookup per feature: deterministic, a few microseconds a
line. Each flagged line is given the family whose naive-Bayes profile fits it best.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from itertools import pairwise, repeat
from pathlib import Path
from typing import Final, cast

MODEL: Final = Path(__file__).with_name("injection_model.json")

_TOKEN: Final = re.compile(
    r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+|[\uac00-\ud7af]+"
    r"|[^\W_\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]+"
)
_CHAT: Final[dict[str, str]] = {
    "u": "you",
    "ur": "your",
    "r": "are",
    "pls": "please",
    "plz": "please",
    "thx": "thanks",
    "frm": "from",
    "msg": "message",
    "ppl": "people",
    "b4": "before",
    "w": "with",
    "wo": "without",
}
"""Chat spellings read as the words they stand for."""
_SHAPES: Final = (
    ("s:url", "/", re.compile(r"https?://|\bs3://|\bgs://")),
    ("s:local", "l1.", re.compile(r"localhost|127\.0\.0\.1|\.internal\b|\.local\b")),
    ("s:email", "@", re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")),
    ("s:ip", ".", re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")),
    ("s:shell", "|", re.compile(r"\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\|\s*iex\b")),
    ("s:markup", "<[【［", re.compile(r"<\|?\w|\[\w+\]|【|［")),
    ("s:brace", "{[", re.compile(r"^\s*[{\[]")),
)
"""Name, characters one of which the shape needs (a cheap test first), pattern."""


def _cjk(ch: str) -> bool:
    return "\u3040" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def features(folded: str) -> list[str]:
    """The features of one folded (NFKC, case-folded) line, deduplicated in a fixed order."""
    out: list[str] = []
    words: list[str] = []
    tokens: list[str] = _TOKEN.findall(folded)
    for token in tokens:
        first = token[0]
        if _cjk(first):
            words.append("")  # a CJK run breaks the chain of word pairs
            if len(token) == 1:
                out.append("c:" + token)
            out.extend(["c:" + token[k : k + 2] for k in range(len(token) - 1)])
            continue
        word = "#" if token.isdigit() else _CHAT.get(token, token)
        words.append(word)
        out.append("w:" + word)
        if "\uac00" <= first <= "\ud7af":
            out.extend(["c:" + token[k : k + 2] for k in range(len(token) - 1)])
        elif len(token) >= 6:
            out.append("p:" + token[:4])
            out.append("p:" + token[:5])
    out.extend([f"b:{a} {b}" for a, b in pairwise(words) if a and b])
    for name, chars, shape in _SHAPES:
        if any(c in folded for c in chars) and shape.search(folded):
            out.append(name)
    return list(dict.fromkeys(out))


@dataclass(frozen=True)
class Model:
    bias: float
    threshold: float
    weights: dict[str, float]
    families: tuple[str, ...]
    profiles: dict[str, list[float]]
    """Per feature, its log-weight for each family (features no family saw are left out)."""
    prior: list[float]

    def score(self, feats: list[str]) -> float:
        return self.bias + sum(map(self.weights.get, feats, repeat(0.0)))

    def family(self, feats: list[str]) -> str:
        rows = [row for row in map(self.profiles.get, feats) if row is not None]
        totals = [sum(column) for column in zip(self.prior, *rows, strict=True)]
        return self.families[max(range(len(totals)), key=totals.__getitem__)]


@cache
def model() -> Model | None:
    """The shipped model (``None`` when its file is missing: the rules then work alone)."""
    try:
        raw = cast(dict[str, object], json.loads(MODEL.read_text(encoding="utf-8")))
    except FileNotFoundError:
        return None
    return Model(
        bias=cast(float, raw["bias"]),
        threshold=cast(float, raw["threshold"]),
        weights=cast(dict[str, float], raw["weights"]),
        families=tuple(cast(list[str], raw["families"])),
        profiles=cast(dict[str, list[float]], raw["profiles"]),
        prior=cast(list[float], raw["prior"]),
    )


@dataclass(frozen=True)
class Verdict:
    family: str
    score: float


def classify(folded: str) -> Verdict | None:
    """The family of a folded line the model flags, or ``None``."""
    m = model()
    if m is None or not folded.strip():
        return None
    feats = features(folded)
    score = m.score(feats)
    if score < m.threshold:
        return None
    return Verdict(m.family(feats), score)


def known_word(word: str) -> bool:
    """Whether the model weighs ``word`` (a plain word of its vocabulary, not a token)."""
    m = model()
    return m is not None and ("w:" + word) in m.weights
