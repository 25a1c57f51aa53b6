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
from typing import Final, NamedTuple, cast

from .injection_judgements import ABOUT_ATTACKS
from .lexicon_en import OVERRIDE
from .text import unconfused

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
_SHAPE_GATES: Final = tuple(
    (name, re.compile(f"[{re.escape(chars)}]"), shape) for name, chars, shape in _SHAPES
)


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
    for name, chars, shape in _SHAPE_GATES:
        if chars.search(folded) and shape.search(folded):
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


class Bound(NamedTuple):
    """The model's weights keyed by the words themselves, to score a line without building its
    feature strings (``below_threshold``)."""

    base: float
    """The bias plus every positive shape weight."""
    words: dict[str, float]
    stems: dict[str, float]
    pairs: dict[str, dict[str, float]]
    """First word -> second word -> the pair's weight."""


@cache
def bound() -> Bound | None:
    m = model()
    if m is None:
        return None
    words: dict[str, float] = {}
    stems: dict[str, float] = {}
    pairs: dict[str, dict[str, float]] = {}
    for feature, weight in m.weights.items():
        kind, _, name = feature.partition(":")
        if kind == "w":
            words[name] = weight
        elif kind == "p":
            stems[name] = weight
        elif kind == "b":
            first, _, second = name.partition(" ")
            pairs.setdefault(first, {})[second] = weight
    shapes = sum(max(0.0, m.weights.get(name, 0.0)) for name, _, _ in _SHAPES)
    return Bound(m.bias + shapes, words, stems, pairs)


_SPACELESS: Final = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]")
"""Characters whose tokens give character-pair features (``below_threshold`` does not read
those)."""
_LATIN_TOKEN: Final = re.compile(r"[^\W_]+")
"""``_TOKEN`` on a line without ``_SPACELESS`` characters: its last branch, one character class
(``re`` skips fast to it instead of trying three branches at every character)."""
_MARGIN: Final = 1e-6
"""Far more than the rounding of a sum taken in another order."""
_NO_PAIRS: Final[dict[str, float]] = {}


def below_threshold(folded: str) -> bool:
    """Whether the model's score of a folded line is surely under its threshold, without
    building its features: the line's distinct words, stems and word pairs are weighed as
    ``features`` would give them, the shapes (not looked for) at their positive weights, so the
    total is at least the score. False when unknown (a line with CJK or Hangul characters, whose
    character pairs this does not read)."""
    b, m = bound(), model()
    if b is None or m is None or _SPACELESS.search(folded):
        return False
    tokens: list[str] = _LATIN_TOKEN.findall(folded)  # ``_TOKEN``'s, no spaceless run in it
    words = ["#" if t.isdigit() else _CHAT.get(t, t) for t in tokens]
    weights, stems, pairs = b.words, b.stems, b.pairs
    total = b.base + sum(map(weights.get, set(words), repeat(0.0)))
    long = [t for t in tokens if len(t) >= 6]
    total += sum(map(stems.get, {t[:4] for t in long} | {t[:5] for t in long}, repeat(0.0)))
    for a, c in set(pairwise(words)):
        after = pairs.get(a)
        if after is not None:
            total += after.get(c, 0.0)
    return total < m.threshold - _MARGIN


_SPACED: Final = re.compile(
    r"(?<!\w)(?:[^\W\d_] ){2,}[^\W\d_]\s{2,}(?:[^\W\d_] ){2,}[^\W\d_](?!\w)"
)
"""Two words spelt out letter by letter, a wider gap between them: a letter-spaced line, whose
single letters (``u`` read as "you") the model cannot read; the disguise layer joins its words
before scoring. (Letters spaced evenly, words run together, are scored as they stand.)"""


@dataclass(frozen=True)
class Verdict:
    family: str
    score: float


_CHAT_TURNS: Final = re.compile(r"(?:^|(?<=[\s.!?]))(?:user|assistant)\s*:\s")
"""Speaker labels of a quoted user/assistant exchange ("user: … assistant: …"): the model reads
what the turns say, not the labels (a forged *system* or *human* turn is the rules' business,
``structure.py``), so a harmless chat fragment is not flagged for its shape."""


def _turns(folded: str) -> str:
    """``folded`` with the labels of a user/assistant exchange dropped (both labels present)."""
    if "user" not in folded or "assistant" not in folded:
        return folded
    labels = _CHAT_TURNS.findall(folded)
    if len({label.split(":")[0].strip() for label in labels}) < 2:
        return folded
    return _CHAT_TURNS.sub("", folded)


def described(family: str, folded: str) -> bool:
    """Whether a flagged line only describes an override ("the scanner blocks entries asking the
    assistant to ignore its instructions"): the rules leave such a line alone, so does the model.
    (Other families keep their hit: a red-team claim or a scanner named in an order to switch it
    off is itself the attack.) Talk about attacks is read as the rules read it for their own
    matches (``injection_judgements.ABOUT_ATTACKS``)."""
    return family == OVERRIDE and ABOUT_ATTACKS.search(folded)


_MIXED_WORD: Final = re.compile(r"[^\W\d_]*[a-z][^\W\d_]*")
"""A word with a Latin letter in it (``readable`` maps the look-alikes of such a word)."""


def readable(folded: str) -> str:
    """``folded`` with the words that mix Latin letters and look-alikes from other scripts
    (``thе`` with a Cyrillic ``е``) written in Latin: the model reads the words, never the
    disguise (the disguise is the rules' finding: ``injection_disguise.py``). A harmless note in
    homoglyphs then scores as the note does, and training copies of disguised attacks teach the
    words they hide. Words of one script (Russian, Greek) are left as they are."""
    if folded.isascii():
        return folded
    return _MIXED_WORD.sub(
        lambda m: m.group() if m.group().isascii() else unconfused(m.group()), folded
    )


def classify(folded: str) -> Verdict | None:
    """The family of a folded line the model flags, or ``None``."""
    folded = readable(_turns(folded))
    m = model()
    if m is None or not folded.strip() or below_threshold(folded):
        return None  # below the threshold: the score cannot reach it
    feats = features(folded)
    score = m.score(feats)
    if score < m.threshold or _SPACED.search(folded):
        return None  # letters spaced out are read once joined (``injection_disguise.py``)
    family = m.family(feats)
    return None if described(family, folded) else Verdict(family, score)


_LATIN_WORD: Final = re.compile(r"[a-z]{3,}")
_WORD_SHARE: Final = 0.5


def reads_as_words(folded: str) -> bool:
    """Whether a line decoded by a guess (ROT13, reversed) reads as words: at least half of its
    Latin words of three letters or more are words the model weighs. The model scores any
    string; a harmless line read backwards (``.ti erongi ;sdliub …``) is no text, and its
    stray hits (``erongi``) are noise. True for a line without such words (the model reads
    other scripts by their character pairs)."""
    words: list[str] = _LATIN_WORD.findall(folded)
    if model() is None or not words:
        return True
    return sum(map(known_word, words)) >= _WORD_SHARE * len(words)


def known_word(word: str) -> bool:
    """Whether the model weighs ``word`` (a plain word of its vocabulary, not a token)."""
    m = model()
    return m is not None and ("w:" + word) in m.weights
