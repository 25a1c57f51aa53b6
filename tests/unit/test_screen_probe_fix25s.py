"""The fix25s probe sets (``tests/data/screen/gen_probe_fix25s.py``, ``gen_probe_fix25s_b.py``:
licence and FlexLM keys of scientific software, salts in prose, passwords in database, network and
mainframe admin syntaxes, SNMP communities, keytabs, ``.npmrc`` auth, HSM key halves, vendor
tokens in sentences; negatives in the same neighbourhoods), scored like the held-out rounds (one
entry per MEMORY.md, ``checks.check_bytes``): every positive caught, no negative flagged as a
credential. (Injection findings on the negatives belong to the injection layer's own sets.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import screen_heldout as heldout

_DATA = Path(__file__).resolve().parent.parent / "data" / "screen"


def _rows(name: str) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for line in (_DATA / name).read_text(encoding="utf-8").split("\n"):
        if line.strip() and not line.startswith("#"):
            kind, text = line.split("\t", 1)
            rows.append((kind, text))
    return rows


@pytest.mark.parametrize(
    ("name", "share"),
    [("probe_fix25s_secrets.tsv", 0.01), ("probe_fix25s_b_secrets.tsv", 0.03)],
)
def test_probe_fix25s_secrets_are_caught(name: str, share: float) -> None:
    """Set b was scored before its own fixes; its misses (a positional ``isql`` password, a
    NATS seed two characters short of the format) may stay within issue 10's 3%."""
    rows = _rows(name)
    missed = [t for _, t in rows if "credential" not in heldout.codes_in_process(t)]
    assert len(rows) >= 150
    assert len(missed) <= share * len(rows), missed


@pytest.mark.parametrize("name", ["probe_fix25s_negatives.tsv", "probe_fix25s_b_negatives.tsv"])
def test_probe_fix25s_negatives_are_clean(name: str) -> None:
    rows = _rows(name)
    flagged = [t for _, t in rows if "credential" in heldout.codes_in_process(t)]
    assert len(rows) >= 60
    assert flagged == []
