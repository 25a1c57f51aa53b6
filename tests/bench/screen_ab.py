"""Same-process A/B of two versions of the memory screen (a tool, not a test).

    git worktree add /tmp/screen-base <commit>
    python -m tests.bench.screen_ab /tmp/screen-base [ROUNDS] [--differ]

Both trees' ``daemon/screen`` packages are imported side by side (as ``screen_a``, the other
tree, and ``screen_b``, this one: the package imports only itself) and each full 2,200-character
memory of ``bench_screen.py`` is screened by one and then the other, ``ROUNDS`` times, so both
meet the same load on a shared machine. Their findings must be equal; the CPU times are printed
with the ratio of the minima and the median of the per-round ratios (the figure to trust when
the load swings). ``--differ`` times two trees whose findings differ (rules added between them),
printing where they differ instead of stopping. Then every corpus entry of ``bench_screen.py``'s
one-entry figure is screened alone (``screen_line``) by one and then the other, ``ROUNDS``
times (at most 5): the p50 over the entries of each entry's fastest CPU time, and the median
per-round ratio of the totals.
"""

from __future__ import annotations

import importlib
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

from tests import screen_corpus as corpus
from tests.bench.bench_screen import memory_of


def _load(name: str, package: Path, into: Path) -> ModuleType:
    (into / name).symlink_to(package.resolve(), target_is_directory=True)
    return importlib.import_module(name)


def main(argv: list[str]) -> int:
    differ = "--differ" in argv
    argv = [a for a in argv if a != "--differ"]
    other = Path(argv[0])
    rounds = int(argv[1]) if len(argv) > 1 else 40
    here = Path(__file__).resolve().parents[2]
    with tempfile.TemporaryDirectory() as folder:
        sys.path.insert(0, folder)
        a = _load("screen_a", other / "daemon" / "screen", Path(folder))
        b = _load("screen_b", here / "daemon" / "screen", Path(folder))
        sets = {
            "prose": corpus.prose(),
            "risky negatives": corpus.risky_negatives(),
            "injections": corpus.injections(),
            "secrets": corpus.secrets(),
        }
        loadavg = Path("/proc/loadavg")
        load = loadavg.read_text().split()[:3] if loadavg.exists() else []
        print(f"A = {other}, B = {here}; load average {' '.join(load)}; CPU ms, {rounds} rounds")
        for name, items in sets.items():
            text = memory_of(items)
            found_a = repr(a.screen(text)).replace("screen_a", "screen")
            found_b = repr(b.screen(text)).replace("screen_b", "screen")
            if found_a != found_b:
                print(f"{name}: the findings differ")
                if not differ:
                    return 1
            times_a: list[float] = []
            times_b: list[float] = []
            for _ in range(rounds):
                t = time.process_time()
                a.screen(text)
                times_a.append(time.process_time() - t)
                t = time.process_time()
                b.screen(text)
                times_b.append(time.process_time() - t)
            ratios = [y / x for x, y in zip(times_a, times_b, strict=True)]
            print(
                f"{name:16s} A min {min(times_a) * 1e3:5.2f} median"
                f" {statistics.median(times_a) * 1e3:5.2f} | B min {min(times_b) * 1e3:5.2f}"
                f" median {statistics.median(times_b) * 1e3:5.2f} | B/A of minima"
                f" {min(times_b) / min(times_a):.3f}, median ratio {statistics.median(ratios):.3f}"
            )
        _entries(a, b, min(rounds, 5), differ)
    return 0


def _entries(a: ModuleType, b: ModuleType, rounds: int, differ: bool = False) -> None:
    """One entry at a time, as ``bench_screen.py``'s p50 (paired, same load for both)."""
    items = corpus.secrets() + corpus.injections() + corpus.risky_negatives() + corpus.prose()
    entries = [i.text for i in items]
    for entry in entries:
        found_a = repr(a.screen_line(entry)).replace("screen_a", "screen")
        if found_a != repr(b.screen_line(entry)).replace("screen_b", "screen"):
            print(f"one entry: the findings differ for {entry[:80]!r}")
            if not differ:
                return
    best_a = [float("inf")] * len(entries)
    best_b = [float("inf")] * len(entries)
    ratios: list[float] = []
    clock = time.process_time
    for _ in range(rounds):
        total_a = total_b = 0.0
        for k, entry in enumerate(entries):
            t = clock()
            a.screen_line(entry)
            spent_a = clock() - t
            t = clock()
            b.screen_line(entry)
            spent_b = clock() - t
            best_a[k] = min(best_a[k], spent_a)
            best_b[k] = min(best_b[k], spent_b)
            total_a += spent_a
            total_b += spent_b
        ratios.append(total_b / total_a)
    p50_a, p50_b = statistics.median(best_a), statistics.median(best_b)
    print(
        f"one entry ({len(entries)} entries, CPU, fastest of {rounds} each): A p50"
        f" {p50_a * 1e3:.3f} ms | B p50 {p50_b * 1e3:.3f} ms | B/A of p50 {p50_b / p50_a:.3f},"
        f" median ratio of round totals {statistics.median(ratios):.3f}"
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
