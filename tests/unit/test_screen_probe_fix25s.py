"""The fix25s probe sets (``tests/data/screen/gen_probe_fix25s.py``, ``gen_probe_fix25s_b.py``:
licence and FlexLM keys of scientific software, salts in prose, passwords in database, network and
mainframe admin syntaxes, SNMP communities, keytabs, ``.npmrc`` auth, HSM key halves, vendor
tokens in sentences; negatives in the same neighbourhoods), scored like the held-out rounds (one
entry per MEMORY.md, ``checks.check_bytes``): every positive caught, no negative flagged as a
credential. (Injection findings on the negatives belong to the injection layer's own sets.)"""

from __future__ import annotations

import base64
import random
from pathlib import Path

import pytest
from tinyagent_memory.daemon.screen.secret_values_random import strongly_random

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


LOOK_ALIKES = [
    "SSL_KEY_PRIVATE_PATH=/etc/ssl/private/lab.key",
    "API_KEY_PRIVATE=${MJ_PRIVATE}",
    "api_key_private_scope: read-only",
    "TOKEN_PRIVATE_CLAIM=sub",
    "We compared Pfizer BNT162b2 / Moderna1273 in the cohort",
    "MATLAB R2024a / R2024b both installed on the lab machines",
    "Stata serial number is printed on the licence certificate, ask the PI",
    "the product code of the reagent kit is KIT-4471-AB, lot 2219",
    "vehicle registration code AB12CDE for the parking permit",
    "conference registration code EUCONF-7781-XZ for the early-bird rate",
    "serial number 4471-2231-0098 of the -80 freezer",
    "FEATURE requests go to the issue tracker; INCREMENT the version in setup.cfg",
    "salted caramel and pepper steak for the lab dinner on 2026-12-18",
    "salt iterations: 600000 (PBKDF2), salt size 16 bytes per user",
    "the pepper mill at the kitchen is broken",
    "snmpwalk -v2c -c public 10.0.0.1 system",
    "snmp-server community ${SNMP_RO} RO",
    "ALTUSER PAYBAT01 PASSWORD(xxxxxxxx) NOEXPIRED  -- template, fill in",
    "TSO logon for the night shift: ask the operator",
    "root for the build host: use the ops key in Vault",
    "lftp -u anonymous, ftp://ftp.ebi.ac.uk/pub",
    "db2 connect to SAMPLE user db2inst1 using $DB2_PASSWORD",
    "keytab for HTTP/web01 is at /etc/httpd/http.keytab",
    "new value for the threshold is 0.75",
    "new key for the config map → feature_flags",
    "the token for the tutorial is in the slides",
    "LAU key ceremony scheduled for 2026-01-15 with both custodians",
    "_auth=${NPM_AUTH}",
    "rotated the Twilio secret on etl01, new value stored in Vault under twilio/auth",
    "arn:aws:iam::123456789012:role/ReadOnly",
    "cite the dataset with BibTeX key smith2024ukb",
    "client key test_ prefixes mark the Adyen test environment",
    "Origin 2025 / OriginPro 2025b both licensed for the department",
    "the API key for the demo is abcdefghijklmnopqrstuvwxyz (placeholder)",
    "the fingerprint key is thequickbrownfoxjumpsoverthelazydog",
]
"""Hand-written look-alikes of the fix25s rules' shapes: model and product names around `` / ``,
event registration codes, device serials, salts and peppers talked about, prompting or
referenced CLI values, English words run together after ``key``."""


@pytest.mark.parametrize("entry", LOOK_ALIKES)
def test_fix25s_look_alikes_carry_no_credential(entry: str) -> None:
    assert "credential" not in heldout.codes_in_process(entry)


def _protobuf(*fields: str) -> str:
    """Base64 of a protobuf message of string fields (tag, length, bytes)."""
    raw = b"".join(bytes([(n + 1) << 3 | 2, len(f)]) + f.encode() for n, f in enumerate(fields))
    return base64.b64encode(raw).decode()


@pytest.mark.parametrize(
    "fields",
    [
        ("resnet50", "imagenet", "0.001"),
        ("train", "fold3", "seed=7", "adamw"),
        ("eu-west", "v2.4.1"),
    ],
)
def test_base64_of_protobuf_text_fields_is_data(fields: tuple[str, ...]) -> None:
    entry = f"the sweep config is kept base64-encoded in the run record: {_protobuf(*fields)}"
    assert "credential" not in heldout.codes_in_process(entry)


def test_base64_of_random_bytes_is_not_taken_for_protobuf() -> None:
    """Random key bytes almost always hold a byte above 0x7f: the protobuf reading never applies
    to them (the same 179 of 200 random tokens are strongly random as before it)."""
    rng = random.Random(25)
    tokens: list[str] = []
    while len(tokens) < 200:
        token = base64.b64encode(rng.randbytes(rng.choice([18, 24, 30, 36]))).decode()
        if not any(c in token for c in "+/="):
            tokens.append(token)
    assert sum(strongly_random(t) for t in tokens) == 179


@pytest.mark.parametrize(
    "entry",
    [
        "PADDLE_KEY_PUBLIC=3b1f0c9e8d7a6b5c4d3e2f1a0b9c8d7e"
        " PADDLE_KEY_PRIVATE=9f2c8e1a7b3d4c5e6f708192a3b4c5d6",
        "notifier.apikey.private = 0e4d7c2b9a8f1e3d5c6b7a8f9e0d1c2b",
    ],
)
def test_a_key_name_saying_private_after_the_secret_word_is_secret(entry: str) -> None:
    assert "credential" in heldout.codes_in_process(entry)
