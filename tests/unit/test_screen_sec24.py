"""Session 24 (coordinator): sshpass's password glued to its flag and 1Password service-account
tokens, both missed at first sight in blind round 86/87; and their harmless look-alikes."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line

TOKEN = (
    "ops_eyJ"
    + "aWduSW5BZGRyZXNzIjoiZXhhbXBsZS4xcGFzc3dvcmQuY29tIiwidXNlckF1dGgiOnsi"
    + "Qx7_Lm2-Zp9"
)

CAUGHT = [
    ("nightly backup: sshpass -pW1nter#Harbor88 rsync -a /srv/rec/ bk01:/rec/", "W1nter#Harbor88"),
    ("sshpass -d 3 -pQv8!mLz2x ssh ops@ivr-gw", "Qv8!mLz2x"),
    (f"OP_SERVICE_ACCOUNT_TOKEN={TOKEN}", TOKEN),
    (f"the CI runner reads 1Password through {TOKEN} (service account 'ci-read')", TOKEN),
]
CLEAN = [
    'sshpass -p "$SSHPASS" rsync -a /srv/ bk01:/srv/',
    "sshpass -e ssh root@bench-04  # reads SSHPASS from the environment",
    "sshpass -p<password> ssh deploy@host is how the old runbook did it; use keys now",
    "sshpass is banned in our scripts; use SSH keys and an agent.",
    "1Password service-account tokens start with ops_ and live in the CI vault, never in memory.",
    "set OP_SERVICE_ACCOUNT_TOKEN=ops_<token> in the runner's secret store",
]


@pytest.mark.parametrize(("entry", "value"), CAUGHT)
def test_caught_with_the_value_as_span(entry: str, value: str) -> None:
    found = [f for f in screen_line(entry) if f.code == "credential"]
    assert [entry[f.start : f.end] for f in found] == [value]


@pytest.mark.parametrize("entry", CLEAN)
def test_look_alikes_stay_clean(entry: str) -> None:
    assert screen_line(entry) == []
