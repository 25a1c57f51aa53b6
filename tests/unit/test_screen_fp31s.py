"""The fp31s fixes (credential false positives of held-out rounds 31/32, by class): git revisions
read as credentials, age recipients, placeholder logins (``USERNAME:PASSWORD``), values that call
themselves dev-only / not secret, a project's slug and numeric id in a webhook path, tracker
issue keys (``PAY-2911``) an anaphor rule read as a handed-over secret. Whole results of the
held-out lines and look-alikes, and the fp31s probe sets (``gen_probe_fp31s.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tinyagent_memory.daemon import screen

_DATA = Path(__file__).resolve().parent.parent / "data" / "screen"


def _rows(name: str) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for line in (_DATA / name).read_text(encoding="utf-8").split("\n"):
        if line.strip() and not line.startswith("#"):
            kind, text = line.split("\t", 1)
            rows.append((kind, text))
    return rows


def _values(text: str) -> list[tuple[str, str]]:
    return [(h.code, text[h.start : h.end]) for h in screen.screen_line(text)]


CLEAN = [
    "Pin actions/checkout to aa58e0d77e1983153fca14e4b51d8fedfba2a113 (v4.2.2).",
    "Pin the open-banking-sdk dependency to 270600e5c666526c4c144f1f038fee08db639695 until"
    " upstream releases 2.4.",
    "uses: actions/cache@6849a6489940f00c2f30c0fb92c6274307ccb58a # v4.1.2",
    "age recipient for the lab secrets repo:"
    " age1q46hny90sv8ugm9kvfyc2yfh794qapy0gvqgy7fzlv6ypvmwhec2e96e0u",
    "curl -u USERNAME:PASSWORD https://api.example.com/v1/ping is the vendor's documented health"
    " check.",
    "JWT_SECRET=dev-only-not-secret is used by the local docker-compose; prod reads it from Key"
    " Vault.",
    "RTD build webhook: https://readthedocs.org/api/v2/webhook/pyforge/715310/ (the token is"
    " separate and stored in 1Password).",
    "The payments 'secret' field in the old schema is the 3DS challenge indicator; renaming it is"
    " PAY-2911.",
]


@pytest.mark.parametrize("text", CLEAN)
def test_fp31s_lines_are_clean(text: str) -> None:
    assert screen.screen_line(text) == []


CAUGHT = [
    (
        "GITHUB_TOKEN=aa58e0d77e1983153fca14e4b51d8fedfba2a113 was pasted in the runner log.",
        [("credential", "aa58e0d77e1983153fca14e4b51d8fedfba2a113")],
    ),
    (
        "Use the deploy token 270600e5c666526c4c144f1f038fee08db639695 for the checkout step.",
        [("credential", "270600e5c666526c4c144f1f038fee08db639695")],
    ),
    (
        "curl -u deploy:Qv7rT2mX9pL4sW8z https://api.example.com/v1/ping",
        [("credential", "Qv7rT2mX9pL4sW8z")],
    ),
    (
        "JWT_SECRET=Yt6pQ2vN8rK3mZ7wX1cB5jH9 is what prod uses.",
        [("credential", "Yt6pQ2vN8rK3mZ7wX1cB5jH9")],
    ),
]


@pytest.mark.parametrize(("text", "want"), CAUGHT)
def test_fp31s_neighbours_stay_caught(text: str, want: list[tuple[str, str]]) -> None:
    assert _values(text) == want


def test_probe_fp31s_negatives_are_clean() -> None:
    rows = _rows("probe_fp31s_negatives.tsv")
    assert len(rows) >= 35
    assert [(k, t) for k, t in rows if screen.screen_line(t)] == []


# "The 'secret' field … is <value>": a value after a field named in quotes (left, first sight)
_LEFT_POSITIVES: list[str] = []  # fp33s: secret_field_values.py catches it now


def test_probe_fp31s_positives_are_caught() -> None:
    rows = _rows("probe_fp31s_positives.tsv")
    assert len(rows) >= 15
    missed = [k for k, t in rows if "credential" not in {h.code for h in screen.screen_line(t)}]
    assert missed == _LEFT_POSITIVES
