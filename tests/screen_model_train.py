"""Trains the injection classifier shipped as daemon/screen/injection_model.json (offline,
stdlib only, deterministic: a fixed seed, a fixed order; the same bytes whatever the hash seed).
Rerun it when a set it reads changes (corpus files, held-out rounds, probe and ``train_*`` files;
it reads no rule, ``train_docs.txt`` is frozen), e.g. when a merge adds negatives to the corpus
(tests/unit/test_screen_classifier.py then fails: the model must flag none of its training
negatives): about 2 minutes on an idle machine, 5 at load 8, ~400 MB of memory.

    python -m tests.screen_model_train            # train, pick the threshold, write the model
    python -m tests.screen_model_train --check    # train without writing; print the figures
    python -m tests.screen_model_train --holdout 5  # leave held-out round 5 out (to score it)

Data: positives are the injection corpus (tests/data/screen/injection.tsv and the older file), the
held-out injection rounds the model may see (``TRAIN_ROUNDS``: every round already scored; round 7
and any round not yet scored are never trained on), rec15's probe positives and clf24's paraphrases
(``EXTRA_INJECTIONS``: 32 languages beyond the eight, English plain-language orders); negatives are
the risky negatives, prose, secret positives (they are not injections), the held-out
negatives/prose/secrets of the same rounds, the probe sets (risky negatives, prose, secrets),
sentences of the project's own docs that the screen leaves clean (train_docs.txt) and harmless
documentation, UI and licence sentences in 13 languages written for it (train_benign_i18n.txt;
manuals' second person "you should ..." included, the register the model confused with injections),
clf24's look-alikes of its paraphrases and clf25's API-reference and manual prose
(``EXTRA_BENIGN``). Encoded or disguised positives are left to the decoders and the normalised
views of the rules.

Augmentation applies the same wrappers (``TODO:``, ``Note to self:``, JSON/YAML values, commit
prefixes, comments) and typos to positives and negatives alike, so that a wrapper is no evidence
either way; copies stay in their original's fold.

The threshold: 5-fold cross-validation gives every original negative a score from a model that
did not see it (copies of a sentence stay in its fold). The threshold is the higher of (a) the
highest out-of-fold score of any prose line plus ``PROSE_MARGIN`` (0.25 until session 18, 0 since
session 19: no prose line a model has not seen scores above the threshold) and (b) the score that at
most ``FP_BUDGET`` of the real negatives (not the synthetic ones) exceed plus ``MARGIN``. Session 17
set ``MARGIN`` to -1.25 (it was 0.25, with (a) and (b) sharing it). Measured leave-rounds-out,
first sight (docs/screening.md, "Classifier, session 17"): trained on rounds <= 40 without the
later probes, rounds 41-44 (rules of b00babc) went 86.3/77.7/79.9/77.5% with the old model to
87.4/78.7/80.2/79.6% at margin 0.25 and 92.7/83.5/84.7/87.3% at -1.25 (one or two more flagged
negatives per round, talk about attacks; at -1.75 a prose line); the shipped recipe (rounds
<= 46, with the probes' look-alikes and injections) took rounds 47/48 (rules of this tree) from
86.4/81.6% to 91.0/88.4%, no negative or prose line added. The later probes (``probe_*`` files
of injections and of harmless look-alikes, and ``probe_unit17_negatives.tsv``: the unit tests'
look-alikes) are read since session 17: without them the lower threshold flagged ~5% of those
look-alikes. Leave-rounds-out
(tests/bench/bench_classifier_loro.py: train on rounds <= N, score later rounds) showed no false
positive on rounds 17-22 at margins 0.5 and 0.75, but more flagged third-party docstrings at 0.5;
with clf25's API-reference negatives (which raise that quantile by ~0.5) a model trained <= 24
flagged no negative of rounds 25-26 at margins 0 to 1 and 26 of 153,881 docstring paragraphs at
0.25 (170 for the model trained without them at 0.75), hence 0.25. Session 10 (clflat) kept 0.25 on
rounds <= 28 with its own API-reference negatives (train_clflat_benign.tsv): 24 paragraphs.
Session 11 (clf29) measured the train_gen_* files (``GEN``, not read by default): their
look-alikes raise the quantile by ~1.5 (docs/screening.md, "Classifier, session 11"). The shipped
model, trained on everything, flags none of its training
negatives (tests/unit/test_screen_classifier.py). ``OOF_DUMP=FILE`` writes every original's
out-of-fold score (JSON), to study other threshold rules without retraining.
Session 24 trains on rounds <= 88 and reads ``probe_unit24_negatives.tsv`` /
``probe_unit24_injection.tsv`` (the unit tests' look-alikes and injection positives, harvested
from tests/unit/test_screen_*.py lists, each screened clean / flagged on the merged tree): the
<= 85 model without them broke four unit tests. Measured first sight, <= 85 on rounds 86-88 with
f1d4f9d's rules: injection 92.9 / 92.4 / 90.2% -> 93.6 / 92.4 / 90.9%, flagged negatives
13 / 17 / 8 -> 12 / 17 / 8 (docs/screening.md, session 24).
Session 20 set ``MARGIN`` to -1.38 (-1.75 since session 18): trained on rounds <= 62, -1.75 gave
2.384 and flagged three harmless unit-test lines in grid languages (an Urdu "always confirm with
the user before deleting in production", 2.73; a Polish GDPR archive copy to the company's own
address, 2.44); -1.38 gives ~2.75 and cost 0–0.8 points of blind injection recall on rounds
63–66 (94.0 / 95.6 / 95.0 / 96.8% against 94.8 / 96.1 / 95.5 / 97.0%, no flagged negative added
either way; first sight with the <= 54 model: 92.6 / 95.1 / 94.1 / 96.8%).
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import os
import random
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final, cast

from tinyagent_memory.daemon.screen import classifier
from tinyagent_memory.daemon.screen.text import folded

from tests import screen_corpus as corpus
from tests import screen_heldout as heldout
from tests import screen_synth as synth

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "tests" / "data" / "screen" / "train_docs.txt"
"""Sentences of our docs and docstrings, frozen (``--refresh-docs`` rewrites it) so that the
training data does not move with every code change."""
BENIGN = ROOT / "tests" / "data" / "screen" / "train_benign_i18n.txt"
"""Harmless documentation, UI and licence sentences in 13 languages, written for the training."""
PROBE_NEGATIVES = (
    "negatives_probe_r15classes.tsv",
    "secrets_probe_r15classes.tsv",
    "probe17_negatives.tsv",
    "probe17_prose.txt",
    "probe17_secrets.tsv",
    "probe17b_negatives.tsv",
    "probe17b_prose.txt",
    "probe_i18n27_negatives.tsv",
    "probe_i18n27b_negatives.tsv",
)
GEN = tuple(g for g in os.environ.get("GEN", "").split(",") if g)
"""Session 11's freely written training lines (helpers data_a: es fr de pt it nl pl ru uk zh ja
ko; data_b: ~30 other languages; data_c: English without trigger words), injections and
look-alikes, read with ``GEN=data_a,data_b,data_c``. Not read by default: at leave-rounds-out
they gained +10/+12 on rounds 29/30 but lost on 27/28 (model alone), their look-alikes raise the
threshold by ~1.5, and the model trained with them missed three lines of seen probes and tests
and flagged a probe negative (docs/screening.md, "Classifier, session 11")."""
EXTRA_INJECTIONS = ("train_clf24_injection.tsv", *(f"train_gen_{g}_injection.tsv" for g in GEN))
"""Injection paraphrases written for the training (clf24): languages beyond the eight the rules
cover best, and English plain-language concealment, persistence, destructive orders and authority
claims; session 11's orders in 43 languages and in pasted content (family<TAB>lang<TAB>text)."""
EXTRA_BENIGN = (
    "train_clf24_benign.tsv",
    "train_clf25_benign.tsv",
    "train_clflat_benign.tsv",
    *(f"train_gen_{g}_benign.tsv" for g in GEN),
)
"""Their harmless look-alikes in the same languages and registers, and clf25's and clflat's
API-reference and manual prose (methods to override, inputs silently ignored, start-up files
executed, checks skipped for speed, debug modes, multi-sentence maths paragraphs; lang<TAB>text)."""
PROBE_INJECTIONS = "injection_probe_r15classes.tsv"
"""Probe sets that tests/screen_corpus.py does not load (the 15* sets it does): rec15's and
fp17's (17 and 17b, scored at first sight before they were trained on)."""
PROBE17_INJECTIONS = "probe17_injection.tsv"
PROBE17_FAMILY = {
    "override": "override",
    "role-tag": "role",
    "exfiltration": "exfiltration",
    "tool-hijack": "tool",
    "persona": "persona",
    "policy-disabling": "policy",
    "persistence": "persistence",
    "concealment": "concealment",
    "prompt-extraction": "extraction",
}
"""fp17's injection probe families (its ``smuggled`` and ``encoded`` rows are left to the rules,
the decoders and the other families' examples)."""
TRAIN_UPTO = int(os.environ.get("TRAIN_UPTO", 88))
TRAIN_ROUNDS = (1, 2, 3, 4, 5, 6, *range(8, TRAIN_UPTO + 1))
"""Held-out rounds the model may learn from, once scored (round 7 stays out: the final
measurement of the old series; so does any round not yet scored at first sight).
``TRAIN_UPTO=N`` trains on rounds up to N, e.g. to measure a model on later blind rounds."""
SEED = 20261203
EPOCHS = int(os.environ.get("EPOCHS", 10))
RATE = float(os.environ.get("RATE", 0.1))
L2 = float(os.environ.get("L2", 1e-3))
FOLDS = 5
MARGIN = float(os.environ.get("MARGIN", -1.38))
"""Added to the FP_BUDGET quantile of the out-of-fold negative scores (session 17: -1.25; session
18: -1.75)."""
PROSE_MARGIN = float(os.environ.get("PROSE_MARGIN", 0.0))
"""The threshold stays at least this far above the highest out-of-fold prose score (session 19:
0.0; with the session-19 features the prose floor, 0.25 over a Jamf note's 2.56, bound at 2.809
and held back recall on the blind rounds 55-58 by 0.6-1.6 points with no false positive gained:
docs/screening.md, "Classifier, session 19")."""
PRUNE = float(os.environ.get("PRUNE", 0.1))
PROFILE_MIN = float(os.environ.get("PROFILE_MIN", 0.25))
"""Features weighing at least this much get a family profile row (the rows name a flagged line's
family and take half the file: a higher floor shrinks the file, the scores stay the same)."""
SYNTH = int(os.environ.get("SYNTH", 1200))
FP_BUDGET = float(os.environ.get("FP_BUDGET", 0.0015))
"""Share of the real negatives a model that did not see them may score above the threshold."""

FAMILY = {
    "override": "instruction-override",
    "role": "role-marker",
    "exfiltration": "exfiltration",
    "tool": "tool-hijack",
    "persona": "persona-switch",
    "policy": "policy-disabling",
    "persistence": "persistence",
    "concealment": "conceal-from-user",
    "extraction": "prompt-extraction",
}
FAMILIES = tuple(FAMILY.values())
_ENCODED = {"base64", "base32", "hex-escapes", "percent-encoding", "html-entities"}
_ENCODED |= {"rot13-unlabelled", "rot13", "hex", "reversed", "unicode-tags"}

WRAPPERS = (
    "Note to self: {}",
    "TODO: {}",
    "TODO(agent): {}",
    "# {}",
    "// {}",
    "- {}",
    "> {}",
    "chore: {}",
    "fix(agent): {}",
    "docs(memory): {}",
    '{{"note": "{}"}}',
    'note: "{}"',
    "<!-- {} -->",
    "Reminder: {}",
    "P.S. {}",
    "Story time: {}",
    "FYI: {}",
    "Important: {}",
    "{} Thanks!",
    "Quick one: {}",
)


@dataclass(frozen=True)
class Example:
    text: str
    label: int
    family: str | None
    group: int
    source: str


def _docs() -> list[str]:
    out: list[str] = []
    for name in ("README.md", "daemon/README.md", "docs/history.md", "docs/performance.md"):
        text = (ROOT / name).read_text(encoding="utf-8")
        for line in text.split("\n"):
            line = line.strip().lstrip("-*>#|` ").strip()
            for sentence in re.split(r"(?<=[.;:])\s+", line):
                if len(sentence.split()) >= 5:
                    out.append(sentence)
    return out


def _docstrings() -> list[str]:
    """Sentences of the docstrings of our own code (not the screen's, not its tests)."""
    out: list[str] = []
    for folder in ("daemon", "protocol", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "screen" in path.as_posix().lower():
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(
                    node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Module
                ):
                    doc = ast.get_docstring(node)
                    for para in (doc or "").split("\n\n"):
                        text = " ".join(para.split())
                        out += [t for t in re.split(r"(?<=[.;])\s+", text) if len(t.split()) >= 5]
    return list(dict.fromkeys(out))


def _clean(texts: list[str]) -> list[str]:
    from tinyagent_memory.daemon.screen import screen_line

    return [t for t in texts if not screen_line(t) and "inject" not in t.lower()]


def _tsv(name: str) -> list[list[str]]:
    text = (DOCS.parent / name).read_text(encoding="utf-8")
    return [line.split("\t") for line in text.split("\n") if line and not line.startswith("#")]


_PROBE_FAMILY: Final = (
    ("override", FAMILY["override"]),
    ("role", FAMILY["role"]),
    ("exfil", FAMILY["exfiltration"]),
    ("tool", FAMILY["tool"]),
    ("persona", FAMILY["persona"]),
    ("policy", FAMILY["policy"]),
    ("persist", FAMILY["persistence"]),
    ("conceal", FAMILY["concealment"]),
    ("extraction", FAMILY["extraction"]),
)
"""A probe row's family from its first column (``role_tag:plain:nl``, ``instruction-override``)."""


def _injection_probe(name: str) -> bool:
    """A probe file of injections (not of secrets: ``probe_fp33s_positives.tsv``, ``probe_sec14_``,
    ``probe_fix24s_``, ``probe_pw14s_``)."""
    stem = name.removeprefix("probe_").split("_")[0]
    return not (stem.endswith("s") or stem.startswith("sec"))


_COMMON_WORDS: Final = (
    "the and all your you this that for with from file files every any send ignore"
    " instructions previous system prompt user users never always now are not before after"
    " into its their them our must only new rules secret secrets keys token tokens tell"
    " reveal disable safety checks run install"
)
_COMMON: Final = frozenset(_COMMON_WORDS.split(" "))
_LATIN: Final = re.compile(r"[A-Za-z]{3,}")
_ROT13: Final = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm",
)


def _common(text: str) -> int:
    return sum(w.lower() in _COMMON for w in _LATIN.findall(text))


def encoded_reading(text: str) -> bool:
    """Whether ``text`` is mostly ROT13 or reversed English: its ROT13 or reversed reading holds
    at least two common words (of three letters or more) and twice as many as the text
    itself. Positives read so are left out of the training: the decoders read them and the
    model scores what they decode to; learnt as they stand, their letters (``gur``, ``ng``,
    ``rot13``) read as attack words in any line (session 19's <= 58 model named an encoded
    exfiltration ``conceal-from-user``)."""
    own = _common(text)
    other = max(_common(text.translate(_ROT13)), _common(text[::-1]))
    return other >= 2 and other > 2 * own


def load(rounds: tuple[int, ...]) -> list[Example]:
    originals: list[tuple[str, int, str | None, str]] = []
    skip = {i.text for i in corpus.disguised()}
    for item in corpus.injections():
        if item.text not in skip:
            originals.append((item.text, 1, FAMILY.get(item.family), "corpus"))
    for text in [i.text for i in corpus.risky_negatives()]:
        originals.append((text, 0, None, "corpus-neg"))
    for text in [i.text for i in corpus.prose()]:
        originals.append((text, 0, None, "prose"))
    for item in corpus.secrets() + corpus.legacy_secrets():
        originals.append((item.text, 0, None, "secrets"))
    for round_ in rounds:
        for item in heldout.items(round_):
            if item.set == "injection":
                if item.style not in _ENCODED:
                    originals.append((item.text, 1, FAMILY.get(item.kind), f"r{round_}"))
            else:
                source = "prose" if item.set == "prose" else f"r{round_}-neg"
                originals.append((item.text, 0, None, source))
    for item in corpus.probe_negatives() + corpus.probe_secrets():
        originals.append((item.text, 0, None, "probe-neg"))
    for item in corpus.probe_prose():
        originals.append((item.text, 0, None, "prose"))
    for name in PROBE_NEGATIVES:
        for cols in _tsv(name):
            originals.append((cols[-1], 0, None, "probe-neg"))
    known = {t for t, _, _, _ in originals}
    for path in sorted(DOCS.parent.glob("probe_*_negatives.tsv")):
        if path.name not in PROBE_NEGATIVES:  # the later probes' harmless look-alikes (session 17)
            for cols in _tsv(path.name):
                if cols[-1] not in known and cols[-1] not in ("entry", "text"):
                    known.add(cols[-1])
                    originals.append((cols[-1], 0, None, "look-neg"))
    for path in sorted(DOCS.parent.glob("probe_*_*.tsv")):  # the later probes' injections
        if path.name.endswith(("_injection.tsv", "_positives.tsv")) and _injection_probe(path.name):
            for cols in _tsv(path.name):
                text = cols[-1]
                if text not in known and text not in ("entry", "text") and len(cols) >= 2:
                    known.add(text)
                    family = next((f for k, f in _PROBE_FAMILY if k in cols[0].lower()), None)
                    originals.append((text, 1, family, "probe-pos"))
    for cols in _tsv(PROBE_INJECTIONS):
        if cols[2] not in _ENCODED:
            family = FAMILY.get(cols[0].split("_")[0])
            originals.append((cols[3], 1, family, "probe"))
    for cols in _tsv(PROBE17_INJECTIONS):
        if cols[0] in PROBE17_FAMILY:
            originals.append((cols[3], 1, FAMILY[PROBE17_FAMILY[cols[0]]], "probe"))
    for name in EXTRA_INJECTIONS:
        originals += [(cols[2], 1, FAMILY[cols[0]], "extra") for cols in _tsv(name)]
    for name in EXTRA_BENIGN:
        originals += [(cols[1], 0, None, "extra-neg") for cols in _tsv(name)]
    for path in (DOCS, BENIGN):
        for line in path.read_text(encoding="utf-8").split("\n"):
            if line and not line.startswith("#"):
                originals.append((line, 0, None, "docs"))
    rng = random.Random(SEED + 1)
    for family, text in synth.injections(rng, SYNTH):
        originals.append((text, 1, FAMILY[family], "synth"))
    for text in synth.negatives(rng, SYNTH):
        originals.append((text, 0, None, "synth-neg"))
    positives, negatives = synth.i18n(rng)
    originals += [(text, 1, FAMILY[family], "synth") for family, text in positives]
    originals += [(text, 0, None, "synth-neg") for text in negatives]
    originals = [o for o in originals if not (o[1] == 1 and encoded_reading(o[0]))]
    return [Example(t, y, f, g, s) for g, (t, y, f, s) in enumerate(originals)]


def _typo(text: str, rng: random.Random) -> str:
    words = text.split(" ")
    long = [k for k, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
    for k in rng.sample(long, min(2, len(long))):
        w = words[k]
        i = rng.randrange(1, len(w) - 1)
        swap = rng.random() < 0.5
        words[k] = w[:i] + w[i + 1] + w[i] + w[i + 2 :] if swap else w[:i] + w[i + 1 :]
    return " ".join(words)


_LEET: Final = str.maketrans("aeiost", "431057")
"""Leetspeak digits for letters: a copy of every eighth original (positives and negatives alike)
is written so, so that leetspeak is no evidence either way (the rules read a de-leeted view; a
harmless note in leetspeak, "run 7h3 un17 73575 …", was flagged when only attacks were leet)."""


def augment(examples: list[Example], rng: random.Random) -> list[Example]:
    out = list(examples)
    for ex in examples:
        if ex.group % 8 == 0:
            leet = ex.text.lower().translate(_LEET)
            out.append(Example(leet, ex.label, ex.family, ex.group, ex.source))
        wrapped = rng.choice(WRAPPERS).format(ex.text.replace('"', "'"))
        out.append(Example(wrapped, ex.label, ex.family, ex.group, ex.source))
        out.append(Example(_typo(ex.text, rng), ex.label, ex.family, ex.group, ex.source))
        bare = re.sub(r"[^\w\s]", " ", ex.text)
        out.append(Example(bare, ex.label, ex.family, ex.group, ex.source))
    return out


def featurise(text: str) -> list[str]:
    return classifier.features(classifier.readable(folded(text).text))


Vector = list[str]


def train(data: list[tuple[Vector, int]], seed: int) -> tuple[float, dict[str, float]]:
    rng = random.Random(seed)
    positives = sum(y for _, y in data)
    weight = {1: len(data) / (2 * positives), 0: len(data) / (2 * (len(data) - positives))}
    w: dict[str, float] = {}
    b = 0.0
    order = list(range(len(data)))
    for epoch in range(EPOCHS):
        rng.shuffle(order)
        rate = RATE / (1 + epoch * 0.5)
        for i in order:
            feats, y = data[i]
            z = b + sum(w.get(f, 0.0) for f in feats)
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))
            g = (p - y) * weight[y]
            for f in feats:
                old = w.get(f, 0.0)
                w[f] = old - rate * (g + L2 * old)
            b -= rate * g
    return b, w


def score(model: tuple[float, dict[str, float]], feats: Vector) -> float:
    b, w = model
    return b + sum(w.get(f, 0.0) for f in feats)


def profiles(examples: list[Example], keep: set[str]) -> tuple[list[float], dict[str, list[float]]]:
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    per_family: Counter[str] = Counter()
    for ex in examples:
        if ex.label and ex.family:
            per_family[ex.family] += 1
            for f in featurise(ex.text):
                if f in keep:
                    counts[f][ex.family] += 1
    total = sum(per_family.values())
    prior = [round(math.log((per_family[f] + 1) / (total + len(FAMILIES))), 3) for f in FAMILIES]
    rows: dict[str, list[float]] = {}
    for f in sorted(counts):
        rows[f] = [
            round(math.log((counts[f][fam] + 0.2) / (per_family[fam] + 0.4)), 2) for fam in FAMILIES
        ]
    return prior, rows


def fit(rounds: tuple[int, ...], log: Callable[[str], None] = print) -> dict[str, object]:
    """The model trained on ``rounds`` (and every non-round set), its threshold chosen on
    out-of-fold scores: the content of ``injection_model.json``."""
    assert max(rounds, default=0) <= TRAIN_UPTO and 7 not in rounds  # never a round not yet scored
    rng = random.Random(SEED)
    originals = load(rounds)
    log(
        f"originals: {sum(e.label for e in originals)} positives,"
        f" {sum(1 - e.label for e in originals)} negatives; rounds {rounds}"
    )
    examples = augment(originals, rng)
    vectors = [(featurise(e.text), e.label) for e in examples]

    groups = sorted({e.group for e in originals})
    rng.shuffle(groups)
    fold_of = {g: k % FOLDS for k, g in enumerate(groups)}
    oof: dict[int, float] = {}
    for k in range(FOLDS):
        part = [v for e, v in zip(examples, vectors, strict=True) if fold_of[e.group] != k]
        m = train(part, SEED + k)
        for e in originals:
            if fold_of[e.group] == k:
                oof[e.group] = score(m, featurise(e.text))
    if os.environ.get("OOF_DUMP"):  # every original's out-of-fold score, to study thresholds
        rows = [(oof[e.group], e.label, e.source, e.text) for e in originals]
        Path(os.environ["OOF_DUMP"]).write_text(json.dumps(rows, ensure_ascii=False))
    real = [e for e in originals if not e.label and not e.source.startswith("synth")]
    negatives = sorted((oof[e.group], e.text, e.source) for e in real)
    log("highest out-of-fold negatives:")
    for s, text, source in negatives[-8:]:
        log(f"  {s:6.2f} [{source}] {text[:100]}")
    for k in (1, 2, 3, 5, 8, 12, 20):
        t = negatives[-k][0]
        log(
            f"  {k - 1} negatives above {t:.2f}: recall "
            f"{sum(1 for e in originals if e.label and oof[e.group] > t)}"
        )
    allowed = int(FP_BUDGET * len(negatives))
    prose = max(s for s, _, source in negatives if source == "prose")
    threshold = round(max(negatives[-1 - allowed][0] + MARGIN, prose + PROSE_MARGIN), 3)
    log(f"  prose max {prose:.2f}; {allowed} of {len(negatives)} real negatives may be above")
    pos = [(oof[e.group], e) for e in originals if e.label]
    hit = [e for s, e in pos if s >= threshold]
    log(f"threshold {threshold}: out-of-fold recall {len(hit)}/{len(pos)}")
    by_source = Counter(e.source for _, e in pos)
    got = Counter(e.source for e in hit)
    log("  by source: " + ", ".join(f"{s} {got[s]}/{n}" for s, n in sorted(by_source.items())))

    bias, weights = train(vectors, SEED)
    kept = {f: round(v, 3) for f, v in sorted(weights.items()) if abs(v) >= PRUNE}
    prior, rows = profiles(examples, {f for f, v in kept.items() if v >= PROFILE_MIN})
    return {
        "about": "tests/screen_model_train.py; logistic regression over classifier.features",
        "rounds": list(rounds),
        "bias": round(bias, 4),
        "threshold": threshold,
        "families": list(FAMILIES),
        "prior": prior,
        "weights": kept,
        "profiles": rows,
    }


def write(model: dict[str, object], path: Path) -> None:
    path.write_text(
        json.dumps(model, ensure_ascii=False, separators=(",", ":"), sort_keys=False) + "\n",
        encoding="utf-8",
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true", help="do not write the model")
    parser.add_argument("--holdout", type=int, action="append", default=[])
    parser.add_argument("--out", type=Path, default=classifier.MODEL, help="where to write")
    parser.add_argument("--refresh-docs", action="store_true", help="rewrite " + DOCS.name)
    args = parser.parse_args()
    if args.refresh_docs:
        head = (
            "# Benign sentences for the classifier (tests/screen_model_train.py --refresh-docs).\n"
        )
        lines = [t for t in _clean(_docs() + _docstrings()) if "\t" not in t]
        DOCS.write_text(head + "\n".join(lines) + "\n", encoding="utf-8")
    rounds = tuple(r for r in TRAIN_ROUNDS if r not in args.holdout)
    model = fit(rounds)
    bias, threshold = cast(float, model["bias"]), cast(float, model["threshold"])
    kept = cast(dict[str, float], model["weights"])
    for round_ in args.holdout:
        items = heldout.items(round_)
        inj = [i for i in items if i.set == "injection"]
        neg = [i for i in items if i.set != "injection"]
        flagged = [i for i in inj if score((bias, kept), featurise(i.text)) >= threshold]
        fps = [i for i in neg if score((bias, kept), featurise(i.text)) >= threshold]
        print(f"held-out round {round_} (model alone): {len(flagged)}/{len(inj)}, FP {len(fps)}")
        for i in fps:
            print(f"  FP {i.text[:100]}")
    if args.check:
        return
    write(model, args.out)
    print(f"wrote {args.out} ({len(kept)} weights, {args.out.stat().st_size} B)")


if __name__ == "__main__":
    main()
