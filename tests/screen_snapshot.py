"""Every finding of the memory screen over the whole corpus and every held-out round, as text.

A refactor of the screen for speed must not change one result: record the snapshot before the
change and compare after it::

    python -m tests.screen_snapshot record /tmp/before.txt
    python -m tests.screen_snapshot compare /tmp/before.txt

It screens every entry alone (``screen_line``), every entry set packed into 2,200-character
memories (``screen``, as the benchmark does) and redacts each memory.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

from tinyagent_memory.daemon import screen

from tests import screen_corpus as corpus
from tests import screen_heldout as heldout


def _sets() -> Iterator[tuple[str, list[str]]]:
    yield "secrets", [i.text for i in corpus.secrets()]
    yield "injections", [i.text for i in corpus.injections()]
    yield "risky", [i.text for i in corpus.risky_negatives()]
    yield "prose", [i.text for i in corpus.prose()]
    yield "legacy-secrets", [i.text for i in corpus.legacy_secrets()]
    yield "named-secrets", [i.text for i in corpus.named_secrets()]
    yield "named-negatives", [i.text for i in corpus.named_negatives()]
    yield "probe-negatives", [i.text for i in corpus.probe_negatives()]
    yield "probe-prose", [i.text for i in corpus.probe_prose()]
    yield "probe-secrets", [i.text for i in corpus.probe_secrets()]
    for r in heldout.rounds():
        items = heldout.items(r)
        for name in sorted({i.set for i in items}):
            yield f"heldout-r{r}-{name}", [i.text for i in items if i.set == name]


def _memories(entries: list[str], limit: int = 2_200) -> Iterator[str]:
    out = ""
    for entry in entries:
        nxt = out + ("\n§\n" if out else "") + entry
        if len(nxt) > limit and out:
            yield out + "\n"
            out = entry
        else:
            out = nxt
    if out:
        yield out + "\n"


def snapshot() -> Iterator[str]:
    for name, entries in _sets():
        for n, entry in enumerate(entries):
            yield f"{name} entry {n}: {screen.screen_line(entry)!r}"
        for n, memory in enumerate(_memories(entries)):
            yield f"{name} memory {n}: {screen.screen(memory)!r}"
            yield f"{name} redacted {n}: {screen.redact(memory)!r}"


def main(argv: list[str]) -> int:
    mode, path = argv
    text = "\n".join(snapshot()) + "\n"
    if mode == "record":
        Path(path).write_text(text, encoding="utf-8")
        print(f"recorded {text.count(chr(10))} lines to {path}")
        return 0
    before = Path(path).read_text(encoding="utf-8")
    if before == text:
        print(f"identical: {text.count(chr(10))} lines")
        return 0
    old, new = before.split("\n"), text.split("\n")
    for n, (a, b) in enumerate(zip(old, new, strict=False)):
        if a != b:
            print(f"first difference at line {n}:\n- {a[:600]}\n+ {b[:600]}")
            break
    else:
        print(f"length differs: {len(old)} vs {len(new)} lines")
    return 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
