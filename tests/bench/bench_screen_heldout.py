"""Benchmark: the memory screen on the held-out sets (tests/data/screen/heldout_*), scored the
way the external harness does (one entry per MEMORY.md, the codes of ``memory check --json``).

Run with ``python -m pytest tests/bench/bench_screen_heldout.py -m bench -s``. Prints, per
round, recall per injection family / language / style and per secret kind, and the false
positives on risky negatives and prose; then checks a sample of entries through the real CLI (one
process per entry, with and without a final newline) against the in-process figures. Set
``HELDOUT_CLI=all`` to score every entry through the CLI,
``HELDOUT_ROUNDS=1,2`` to pick rounds (unset or ``all``: every round). No goal is asserted
here: these sets are never tuned on, the figures go to docs/screening.md.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from tests import screen_heldout as heldout
from tests.screen_score import rate

pytestmark = pytest.mark.bench


def _report(round_: int, found: dict[heldout.Item, set[str]]) -> None:
    by_set: dict[str, list[heldout.Item]] = {}
    for item in found:
        by_set.setdefault(item.set, []).append(item)
    print(f"\nheld-out round {round_}:")
    for name in ("secrets", "injection"):
        items = by_set.get(name, [])
        hit = [i for i in items if heldout.caught(i, found[i])]
        print(f"  {name}: recall {rate(len(hit), len(items))}")
        keys = ("kind",) if name == "secrets" else ("kind", "lang", "style")
        for key in keys:
            total = Counter(getattr(i, key) for i in items)
            got = Counter(getattr(i, key) for i in hit)
            if name == "secrets":
                missed = sorted(k for k in total if got[k] < total[k])
                print(f"    missed kinds: {', '.join(missed) or 'none'}")
            else:
                row = ", ".join(f"{k} {got[k]}/{total[k]}" for k in sorted(total))
                print(f"    by {key}: {row}")
        for i in items:
            if i not in hit:
                print(f"    MISSED [{i.kind}/{i.lang}/{i.style}] {i.text[:110]}")
    for name in ("negatives", "prose"):
        items = by_set.get(name, [])
        fp = [i for i in items if heldout.caught(i, found[i])]
        print(f"  {name}: false positives {rate(len(fp), len(items))}")
        for i in fp:
            print(f"    FP [{i.kind}] {sorted(found[i])} {i.text[:110]}")


@pytest.mark.timeout(3600)  # one CLI process per sampled entry
def test_heldout_in_process_and_cli_sample() -> None:
    wanted = os.environ.get("HELDOUT_ROUNDS")
    every = not wanted or wanted == "all"
    rounds = [r for r in heldout.rounds() if every or str(r) in wanted.split(",")]
    assert rounds, "no held-out files"
    everything = os.environ.get("HELDOUT_CLI") == "all"
    for round_ in rounds:
        items = heldout.items(round_)
        found = {i: heldout.codes_in_process(i.text) for i in items}
        _report(round_, found)
        sample = items if everything else items[:: max(len(items) // 12, 1)]
        for newline in (True, False):
            agree = 0
            for item in sample:
                code, cli = heldout.codes_via_cli(item.text, final_newline=newline)
                assert code == (1 if cli else 0), (code, cli, item.text)
                agree += cli == found[item]
            print(
                f"  CLI (final newline {'yes' if newline else 'no'}): {agree}/{len(sample)}"
                " entries give the same codes as in process"
            )
        if everything:
            by_cli = {i: heldout.codes_via_cli(i.text)[1] for i in items}
            print("  all entries through the CLI:")
            _report(round_, by_cli)
