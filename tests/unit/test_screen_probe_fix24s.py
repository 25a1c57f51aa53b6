"""The fix24s probe set (``tests/data/screen/gen_probe_fix24s.py``: research/HPC/ML, hospitals,
banking/HSM/SAP/AD, IoT and app stores, licences and recovery codes, in many syntaxes), scored
like the held-out rounds (one entry per MEMORY.md, ``checks.check_bytes``) against issue 10's
goals: secret recall at least 97%, credential false positives on the risky negatives at most
1%. (Injection findings on the negatives belong to the injection layer's own sets.)"""

from __future__ import annotations

from pathlib import Path

from tests import screen_heldout as heldout

_DATA = Path(__file__).resolve().parent.parent / "data" / "screen"


def _rows(name: str) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for line in (_DATA / name).read_text(encoding="utf-8").split("\n"):
        if line.strip() and not line.startswith("#"):
            kind, text = line.split("\t", 1)
            rows.append((kind, text))
    return rows


def test_probe_fix24s_secret_recall_meets_the_goal() -> None:
    rows = _rows("probe_fix24s_secrets.tsv")
    missed = [t for _, t in rows if "credential" not in heldout.codes_in_process(t)]
    assert len(rows) >= 200
    assert len(missed) <= 0.03 * len(rows), missed


def test_probe_fix24s_negatives_meet_the_goal() -> None:
    rows = _rows("probe_fix24s_negatives.tsv")
    flagged = [t for _, t in rows if "credential" in heldout.codes_in_process(t)]
    assert len(rows) >= 200
    assert len(flagged) <= 0.01 * len(rows), flagged
