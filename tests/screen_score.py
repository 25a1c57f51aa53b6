"""Score TSV files of screening examples the way the external harness does (one entry per
MEMORY.md, the codes of ``memory check``), by language group: English, the eight languages the
issue names, and the others.

``python -m tests.screen_score FILE [FILE ...]`` (``-q``: figures only, no list of misses).

A file's set comes from its name: ``injection`` or ``positives`` (must be flagged
prompt-injection), ``secrets`` (must be flagged credential), ``negatives`` or ``prose`` (must
not be flagged). Rows: ``family<TAB>lang<TAB>style<TAB>entry`` (held-out round layout),
``key<TAB>entry`` (``key`` may be ``family:style:lang``), or a bare entry; ``#`` lines are
comments.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from tests import screen_heldout as heldout

EIGHT = frozenset({"zh", "es", "de", "ru", "fr", "ja", "pt", "ko"})


def group(lang: str) -> str:
    if lang == "en":
        return "english"
    return "eight" if lang in EIGHT else "other"


def _set_of(name: str) -> str:
    for key, value in (
        ("injection", "injection"),
        ("positives", "injection"),
        ("secrets", "secrets"),
        ("negatives", "negatives"),
        ("prose", "prose"),
    ):
        if key in name:
            return value
    raise SystemExit(f"{name}: cannot tell the set from the name")


def load(path: Path) -> list[heldout.Item]:
    kind_of_set = _set_of(path.name)
    out: list[heldout.Item] = []
    for line in path.read_text(encoding="utf-8").split("\n"):
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t")
        if len(cols) >= 4:
            out.append(heldout.Item(kind_of_set, 0, cols[0], cols[-1], cols[1], cols[2]))
        elif len(cols) >= 2:
            parts = cols[0].split(":")
            lang = parts[2] if len(parts) >= 3 else "en"
            style = parts[1] if len(parts) >= 2 else ""
            out.append(heldout.Item(kind_of_set, 0, parts[0], cols[-1], lang, style))
        else:
            out.append(heldout.Item(kind_of_set, 0, kind_of_set, line))
    return out


def rate(n: int, total: int) -> str:
    """``n/total = p%`` (the held-out bench prints the same figures)."""
    return f"{n}/{total} = {n / total:.1%}" if total else "0/0"


def report(path: Path, quiet: bool = False) -> tuple[int, int]:
    """Print one file's figures; return (wrong, total)."""
    items = load(path)
    found = {i: heldout.codes_in_process(i.text) for i in items}
    positive = bool(items) and items[0].set in ("injection", "secrets")
    right = [i for i in items if heldout.caught(i, found[i]) == positive]
    wrong = [i for i in items if i not in right]
    label = "recall" if positive else "passed clean"
    print(f"{path.name}: {label} {rate(len(right), len(items))}")
    for key, fn in (("group", lambda i: group(i.lang)), ("lang", lambda i: i.lang)):
        total = Counter(fn(i) for i in items)
        good = Counter(fn(i) for i in right)
        if len(total) > 1:
            row = ", ".join(f"{k} {good[k]}/{total[k]}" for k in sorted(total))
            print(f"  by {key}: {row}")
    if positive:
        total = Counter(i.kind for i in items)
        good = Counter(i.kind for i in right)
        print("  by family: " + ", ".join(f"{k} {good[k]}/{total[k]}" for k in sorted(total)))
    if not quiet:
        for i in wrong:
            tag = "MISSED" if positive else f"FP {sorted(found[i])}"
            print(f"  {tag} [{i.kind}/{i.lang}/{i.style}] {i.text[:140]}")
    return len(wrong), len(items)


def main(argv: list[str]) -> int:
    quiet = "-q" in argv
    paths = [Path(a) for a in argv if a != "-q"]
    if not paths:
        print(__doc__)
        return 2
    for path in paths:
        report(path, quiet)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
