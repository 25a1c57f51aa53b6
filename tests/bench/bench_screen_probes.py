"""Benchmark: the probe sets (tests/data/screen/*probe*), scored the way the external harness does
(the codes of ``memory check`` on a one-entry file), and the cost of the rules for secrets named
by their place and for wallet material (``secret_rules_named``) in the credential layer.

Run with ``python -m pytest tests/bench/bench_screen_probes.py -m bench -s``. Probe sets are
written before the fixes they measure; their first score is in docs/screening.md, this prints
today's. No goal is asserted.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import pytest

from tests import screen_heldout as heldout

pytestmark = pytest.mark.bench


def _items(path: Path) -> list[heldout.Item]:
    kind = next(k for k in ("injection", "secrets", "prose", "negatives") if k in path.name)
    out: list[heldout.Item] = []
    for line in path.read_text(encoding="utf-8").split("\n"):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t")
        if kind == "prose":
            out.append(heldout.Item("prose", 0, "prose", line))
        elif kind == "injection":
            out.append(heldout.Item("injection", 0, cols[0], cols[-1], cols[1], cols[2]))
        else:
            out.append(heldout.Item(kind, 0, cols[0], cols[-1]))
    return out


def test_probe_sets() -> None:
    paths = sorted(heldout.SCREEN.glob("*probe*.t*"))
    assert paths, "no probe files"
    for path in paths:
        items = _items(path)
        wrong = [i for i in items if heldout.caught(i, heldout.codes_in_process(i.text))]
        positive = items[0].set in ("secrets", "injection")
        if positive:
            wrong = [i for i in items if i not in wrong]
        n, bad = len(items), len(wrong)
        label = f"caught {n - bad}/{n}" if positive else f"false positives {bad}/{n}"
        print(f"\n{path.name}: {label}")
        for i in wrong:
            print(f"   {'MISSED' if positive else 'FP'} [{i.kind}] {i.text[:110]}")


def _memories(entries: list[str], limit: int = 2_200) -> list[str]:
    out: list[str] = []
    current = ""
    for e in entries:
        if len(current) + len(e) + 1 > limit and current:
            out.append(current)
            current = ""
        current += e + "\n"
    return ([*out, current] if current else out)[:6]


def test_cost_of_the_named_and_wallet_rules() -> None:
    """The credential layer with and without the rules of ``secret_rules_named`` on the same
    memories (held-out rounds 8, 9, 10, 14 packed into 2,200 characters), alternated, median."""
    from tinyagent_memory.daemon.screen import secret_structural, secret_vendors, secrets
    from tinyagent_memory.daemon.screen.secret_rules_named import NAMED, WALLET

    items = [i for r in (8, 9, 10, 14) for i in heldout.items(r) if len(i.text) < 600]
    sets = {
        name: _memories([i.text for i in items if i.set == name])
        for name in ("secrets", "injection", "negatives", "prose")
    }
    full = secret_structural._STRUCTURAL  # pyright: ignore[reportPrivateUsage]
    without = full[: -(len(NAMED) + len(WALLET))]
    vendor = secret_vendors._VENDOR  # pyright: ignore[reportPrivateUsage]
    vendor_without = tuple(v for v in vendor if v[0] != "extended-private-key")
    secrets.screen_text("warm up: password is Kx8#mQ2vLp9z")
    for name, texts in sets.items():
        ms: tuple[list[float], list[float]] = ([], [])
        for _ in range(15):
            for k, (structural, vendors) in enumerate(((without, vendor_without), (full, vendor))):
                secret_structural._STRUCTURAL, secret_vendors._VENDOR = structural, vendors  # pyright: ignore[reportPrivateUsage]
                total = 0.0
                for t in texts:
                    best = 1e9
                    for _ in range(3):
                        t0 = time.process_time()
                        secrets.screen_text(t)
                        best = min(best, time.process_time() - t0)
                    total += best
                ms[k].append(total / len(texts) * 1e3)
        secret_structural._STRUCTURAL, secret_vendors._VENDOR = full, vendor  # pyright: ignore[reportPrivateUsage]
        ratio = statistics.median(b / a for a, b in zip(*ms, strict=True))
        print(
            f"\n{name}: credential layer without the named/wallet rules"
            f" {statistics.median(ms[0]):.2f} ms, with {statistics.median(ms[1]):.2f} ms CPU"
            f" per memory (median ratio {ratio:.3f})"
        )
