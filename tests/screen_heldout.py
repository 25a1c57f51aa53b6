"""Held-out screening sets (tests/data/screen/heldout_*): written before a round of rule changes
and never tuned on, so they measure how the screen generalises to phrasings and vendors nobody
wrote rules for. Each round's files stay unchanged after their first scoring; a later round adds
new files (``heldout_<set>_r<N>``).

Scoring follows the external harness: one entry per MEMORY.md, judged by the findings' codes of
``tinyagent-memory memory check --workspace DIR --json``. ``codes_in_process`` runs the same code
(``checks.check_bytes`` on the file's bytes) without a process per entry; ``codes_via_cli`` runs the
real command.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from tinyagent_memory.daemon.memory import checks
from tinyagent_memory.daemon.workspace import memory_file

SCREEN = Path(__file__).resolve().parent / "data" / "screen"
_ROUND = re.compile(r"heldout_(injection|secrets|negatives|prose)_r(\d+)\.(?:tsv|txt)$")


@dataclass(frozen=True)
class Item:
    set: str
    """``injection``, ``secrets``, ``negatives`` or ``prose``."""
    round: int
    kind: str
    """Injection family, secret kind or negative kind."""
    text: str
    lang: str = "en"
    style: str = ""


_HEADERS = ("family\tlang\tstyle\tentry", "kind\tentry")


def rounds() -> list[int]:
    return sorted({int(m[2]) for p in SCREEN.iterdir() if (m := _ROUND.search(p.name))})


def items(round_: int) -> list[Item]:
    out: list[Item] = []
    for path in sorted(SCREEN.glob(f"heldout_*_r{round_}.*")):
        m = _ROUND.search(path.name)
        if m is None:
            continue
        for line in path.read_text(encoding="utf-8").split("\n"):
            if not line.strip() or line.startswith("#") or line.startswith(_HEADERS):
                continue  # a comment, or a round's column header (``family\tlang\tstyle\tentry``)
            cols = line.split("\t")
            if m[1] == "injection":
                out.append(Item("injection", round_, cols[0], cols[3], cols[1], cols[2]))
            elif m[1] == "prose":
                out.append(Item("prose", round_, "prose", line))
            else:
                out.append(Item(m[1], round_, cols[0], cols[1]))
    return out


def file_bytes(entry: str, final_newline: bool = True) -> bytes:
    return (entry + ("\n" if final_newline else "")).encode("utf-8")


def codes_in_process(entry: str, final_newline: bool = True) -> set[str]:
    """The codes ``memory check --json`` lists in ``findings``: tolerated hints (severity
    ``information``: a missing final newline, a padded entry) go to ``hints`` and count for
    nothing, as in ``codes_via_cli``."""
    found = checks.check_bytes(
        file_bytes(entry, final_newline), char_limit=100_000, entry_char_limit=100_000
    )
    return {f.code for f in found if f.severity != "information"}


_SCRIPT = Path(sys.executable).with_name("tinyagent-memory")
_COMMAND = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-m", "tinyagent_memory.daemon"]
"""The installed ``tinyagent-memory`` command, as the external harness runs it."""


def codes_via_cli(entry: str, final_newline: bool = True) -> tuple[int, set[str]]:
    """Exit code and finding codes of ``memory check --json`` on a MEMORY.md holding ``entry``."""
    with tempfile.TemporaryDirectory() as tmp:
        path = memory_file(Path(tmp))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(file_bytes(entry, final_newline))
        env = {**os.environ, "HOME": tmp}
        done = subprocess.run(
            [*_COMMAND, "memory", "check", "--workspace", tmp, "--json"],
            capture_output=True, text=True, env=env, timeout=120, check=False,
        )  # fmt: skip
        if done.returncode not in (0, 1):
            raise RuntimeError(done.stderr)
        findings = json.loads(done.stdout)["findings"]
        return done.returncode, {f["code"] for f in findings}


def caught(item: Item, codes: set[str]) -> bool:
    """A positive is caught when its code is reported; a negative is wrong on any finding."""
    if item.set == "secrets":
        return "credential" in codes
    if item.set == "injection":
        return "prompt-injection" in codes
    return bool(codes)
