"""Benchmark: the injection classifier, leave-rounds-out. The honest measure of the layer meant
for phrasings nobody wrote down is a model that never saw the round it is scored on.

Run with ``python -m pytest tests/bench/bench_classifier_loro.py -m bench -s``. For each split
(``LORO_SPLITS``, default ``46:47,48`` since session 17: train on the trainer's rounds up to the
first number, score the listed rounds), the trainer (``tests/screen_model_train.fit``, the code
and data of this checkout) fits a model on those rounds only, and the WHOLE screen (rules plus that
model, in process, as ``bench_screen_heldout.py`` scores) is run on the rounds left out. Beside
it, per round: the rules alone (no model), and the shipped model (``injection_model.json``; a
round it was trained on is marked ``seen``) and, with ``LORO_BASELINE=FILE``, an older model
file (``git show b57a75c:daemon/screen/injection_model.json``: trained on rounds <= 16).
Printed: injection recall, false positives on the risky negatives and on prose (any finding
code), the classifier's own recall and false positives (the model alone), the same for the
injections in languages beyond English and the eight (``EIGHT``), and every false positive that
the model adds over the rules alone.

The rules themselves have been tuned on every round already scored, so the whole-screen figure
overstates first sight and the model's own column is the informative one. For first sight, run
this file with the rules of the commit at which the tested rounds were first scored put first on
the import path (the model code's features must be the same), e.g. for rounds 23 and 24::

    mkdir -p /tmp/fs/src /tmp/fs/pkg/tinyagent_memory
    touch /tmp/fs/pkg/tinyagent_memory/__init__.py
    git archive 2be8702 daemon protocol | tar -x -C /tmp/fs/src
    ln -s /tmp/fs/src/daemon /tmp/fs/pkg/tinyagent_memory/daemon
    ln -s /tmp/fs/src/protocol /tmp/fs/pkg/tinyagent_memory/protocol
    LORO_SPLITS=22:23,24 PYTHONPATH=/tmp/fs/pkg:. python -m pytest \\
        tests/bench/bench_classifier_loro.py -m bench -s

No goal is asserted: the figures go to docs/screening.md ("Classifier, leave-rounds-out" and
"Classifier, session 8").
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from tinyagent_memory.daemon.screen import classifier
from tinyagent_memory.daemon.screen.text import folded

from tests import screen_heldout as heldout
from tests import screen_model_train as trainer

pytestmark = pytest.mark.bench

DEFAULT_SPLITS = "46:47,48"
EIGHT = frozenset({"es", "fr", "de", "pt", "ru", "zh", "ja", "ko"})
"""The languages beside English that the rules were first written for."""


def splits() -> list[tuple[int, tuple[int, ...]]]:
    out: list[tuple[int, tuple[int, ...]]] = []
    for part in os.environ.get("LORO_SPLITS", DEFAULT_SPLITS).split(";"):
        upto, _, tested = part.partition(":")
        out.append((int(upto), tuple(int(r) for r in tested.split(","))))
    return out


@contextmanager
def using(path: Path | None) -> Iterator[None]:
    """The screen with the model at ``path`` (``None``: no model, the rules alone)."""
    was = classifier.MODEL
    classifier.MODEL = path if path is not None else was.with_name("no-model.json")
    classifier.model.cache_clear()
    classifier.bound.cache_clear()
    try:
        yield
    finally:
        classifier.MODEL = was
        classifier.model.cache_clear()
        classifier.bound.cache_clear()


class Score:
    """One screen on one round."""

    def __init__(self, items: list[heldout.Item]) -> None:
        self.found = {i: heldout.codes_in_process(i.text) for i in items}
        m = classifier.model()
        self.alone = {
            i: m is not None and classifier.classify(folded(i.text).text) is not None for i in items
        }

    def row(self, label: str) -> str:
        inj = [i for i in self.found if i.set == "injection"]
        neg = [i for i in self.found if i.set == "negatives"]
        prose = [i for i in self.found if i.set == "prose"]
        hit = sum(heldout.caught(i, self.found[i]) for i in inj)
        fneg = sum(heldout.caught(i, self.found[i]) for i in neg)
        fprose = sum(heldout.caught(i, self.found[i]) for i in prose)
        mhit = sum(self.alone[i] for i in inj)
        mfp = sum(self.alone[i] for i in neg + prose)
        other = [i for i in inj if i.lang != "en" and i.lang not in EIGHT]
        ohit = sum(heldout.caught(i, self.found[i]) for i in other)
        oalone = sum(self.alone[i] for i in other)
        return (
            f"    {label:<26} injection {hit:>3}/{len(inj)} = {hit / len(inj):6.1%}"
            f"  FP negatives {fneg}/{len(neg)} = {fneg / len(neg):5.1%}"
            f"  FP prose {fprose}/{len(prose)}  | model alone {mhit:>3}/{len(inj)}, FP {mfp}"
            f"  | other languages {ohit}/{len(other)} (model alone {oalone})"
        )

    def added_fps(self, rules: Score) -> list[str]:
        return [
            f"[{i.set}/{i.kind}] {i.text[:100]}"
            for i in self.found
            if i.set != "injection"
            and heldout.caught(i, self.found[i])
            and not heldout.caught(i, rules.found[i])
        ]


@pytest.mark.timeout(3600)  # one training per split, ~1-3 min each
def test_leave_rounds_out() -> None:
    shipped = json.loads(classifier.MODEL.read_text(encoding="utf-8"))
    seen = set(shipped["rounds"])
    baseline = Path(os.environ["LORO_BASELINE"]) if os.environ.get("LORO_BASELINE") else None
    with tempfile.TemporaryDirectory() as tmp:
        for upto, tested in splits():
            rounds = tuple(r for r in trainer.TRAIN_ROUNDS if r <= upto)
            assert not set(rounds) & set(tested)
            path = Path(tmp) / f"model_upto{upto}.json"
            trainer.write(trainer.fit(rounds, log=lambda _: None), path)
            size = path.stat().st_size // 1000
            print(f"\nsplit: trained on rounds <= {upto} ({size} kB), tested on {tested}")
            for round_ in tested:
                items = heldout.items(round_)
                with using(None):
                    rules = Score(items)
                with using(classifier.MODEL):
                    ship = Score(items)
                with using(path):
                    retrained = Score(items)
                mark = " (seen)" if round_ in seen else ""
                print(f"  round {round_}:")
                print(rules.row("rules alone"))
                if baseline is not None:
                    with using(baseline):
                        print(Score(items).row("rules + baseline file"))
                print(ship.row("rules + shipped" + mark))
                print(retrained.row(f"rules + retrained <= {upto}"))
                for label, score in (("shipped", ship), ("retrained", retrained)):
                    for line in score.added_fps(rules):
                        print(f"      FP added by {label}: {line}")
