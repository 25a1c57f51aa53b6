"""The fix29s probe sets (``tests/data/screen/gen_probe_fix29s.py``, ``gen_probe_fix29s_b.py``:
prose passwords in many languages, device and appliance logins named by the device, ``net use``,
InfluxDB tokens, Sentry DSNs, Atlas private keys, DLMS/Zigbee/LoRaWAN keys, IoT URL tokens, age
keys, key bodies without a header; negatives in the same neighbourhoods), scored like the held-out
rounds (one entry per MEMORY.md, ``checks.check_bytes``), and look-alikes checked by hand with
their whole results."""

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


_LEFT_SECRETS = {
    # "รหัส <pw>" (Thai "code") after an account with no password word (key-only Sentry DSNs
    # count since session 18: held-out rounds 49 and 50 label a backend's DSN a secret)
    "probe_fix29s_secrets.tsv": ["prose-th"],
    "probe_fix29s_b_secrets.tsv": [],
}
_LEFT_NEGATIVES: dict[str, list[str]] = {
    "probe_fix29s_negatives.tsv": [],
    "probe_fix29s_b_negatives.tsv": [],
}


@pytest.mark.parametrize("name", sorted(_LEFT_SECRETS))
def test_probe_fix29s_secrets_are_caught(name: str) -> None:
    rows = _rows(name)
    missed = [kind for kind, t in rows if "credential" not in heldout.codes_in_process(t)]
    assert len(rows) >= 70
    assert missed == _LEFT_SECRETS[name]


@pytest.mark.parametrize("name", sorted(_LEFT_NEGATIVES))
def test_probe_fix29s_negatives_are_clean(name: str) -> None:
    rows = _rows(name)
    flagged = [kind for kind, t in rows if "credential" in heldout.codes_in_process(t)]
    assert len(rows) >= 40
    assert flagged == _LEFT_NEGATIVES[name]


CAUGHT = [
    ("esxi-02 root: g0TGFa1nbVpS", ["g0TGFa1nbVpS"]),
    ("RDP to jump-02.corp as Administrator with NLc%kelp248", ["NLc%kelp248"]),
    ("Ingenico terminal manager password 358853", ["358853"]),
    ("enable secret 0 Amber871#", ["Amber871#"]),
    ("net use Z: \\\\fs01\\data /user:CORP\\svc-mes MCYfB4_rVFvTgm", ["MCYfB4_rVFvTgm"]),
    (
        "SENTRY_DSN=https://c7c4bbad1b2b0be990e13a75859c08ce:0be990e13a75859c08cec7c4bbad1b2b"
        "@o890224.ingest.us.sentry.io/7384071",
        ["c7c4bbad1b2b0be990e13a75859c08ce", "0be990e13a75859c08cec7c4bbad1b2b"],
    ),
    (
        "SENTRY_DSN=https://c7c4bbad1b2b0be990e13a75859c08ce@o890224.ingest.us.sentry.io/7384071",
        ["c7c4bbad1b2b0be990e13a75859c08ce"],
    ),
    ("DLMS GUEK 62A1EC09786F7E4AAC25CDB720E8049F", ["62A1EC09786F7E4AAC25CDB720E8049F"]),
    (
        "curl -X POST http://tb.example.io/api/v1/WTOVb0wTYaTuu85tjI5q/telemetry -d '{}'",
        ["WTOVb0wTYaTuu85tjI5q"],
    ),
    ("Het beheerwachtwoord van de NAS is A!8dfD5tDXYM48", ["A!8dfD5tDXYM48"]),
    ("Administratörslösenordet är fjord-kelp-40", ["fjord-kelp-40"]),
    ("— Какой пароль у svc-pacs? — VEBhbGMGYV8cxt, только никому", ["VEBhbGMGYV8cxt"]),
    ("Ang login ay admin-sched at E6BYdrnthTaa ang password", ["E6BYdrnthTaa"]),
    ("the password is CXmDPQSEGf", ["CXmDPQSEGf"]),
    ("parole ir ~s~TH43!ZgKLq", ["~s~TH43!ZgKLq"]),
    ("epic.backend.jwks.key_passphrase=Quarry!Lantern-8830", ["Quarry!Lantern-8830"]),
    ("كلمة مرور الواي فاي الجديدة Birch449$", ["Birch449$"]),
]

CLEAN = [
    "net use \\\\fs01\\finance /user:CORP\\svc_backup *",
    "influx query -t $INFLUX_TOKEN 'from(bucket:\"plant\")'",
    "Sentry docs example: https://examplePublicKey@o0.ingest.sentry.io/0",
    "Sentry DSN for the browser bundle: https://c7c4bbad1b2b0be990e13a75859c08ce@o890224.ingest.us.sentry.io/7384071",
    "enable secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM",
    "Zigbee 3.0 link key 5A6967426565416C6C69616E63653039 (ZigBeeAlliance09) is public",
    "POST /api/v1/{ACCESS_TOKEN}/telemetry with a JSON body",
    "card token tok_1P5FidpGPKsK3P1Bv7NgLK9G came from Elements (single use)",
    'tests/fixtures/fake_keys.py holds "sk_test_FAKEFAKEFAKEFAKEFAKE" for the redaction tests.',
    "What's the kiosk password policy? Ask IT (ticket IT-2231).",
    "Our images come from ghcr.io/acme; switch every Dockerfile to ghcr.io/acme/python:3.12.",
    "Het wifiwachtwoord staat op de sticker onder de router.",
    "iDRAC firmware 7.00.00.00 on all R750s; BIOS version 2.17.1",
    "كلمة المرور محفوظة في الخزنة، اطلبها من فريق الدعم",
    "پاس ورڈ 1Password میں محفوظ ہے",
]


@pytest.mark.parametrize(("text", "values"), CAUGHT)
def test_caught_with_their_values(text: str, values: list[str]) -> None:
    from tinyagent_memory.daemon.screen.secrets import screen_text

    assert [text[m.start : m.end] for m in screen_text(text)] == values


@pytest.mark.parametrize("text", CLEAN)
def test_look_alikes_stay_clean(text: str) -> None:
    assert heldout.codes_in_process(text) == set()


def test_a_stripe_client_secret_stays_a_secret() -> None:
    text = "stripe client secret pi_3Nx8Y2LkdIwHu7ix0snN0B15_secret_Yq8hT2kLmN4pQ7rS9vW1xZ3c"
    assert heldout.codes_in_process(text) == {"credential"}


@pytest.mark.parametrize("value", ["SecretStr", "SecretBytes", "SecretString", "SecureString)"])
def test_type_names_are_references_for_every_caller(value: str) -> None:
    from tinyagent_memory.daemon.screen.secret_references import reference

    assert reference(value)


def test_a_fingerprint_is_public_but_the_password_next_to_it_is_not() -> None:
    from tinyagent_memory.daemon.screen.secrets import screen_text

    text = (
        "host key SHA256:HoH5FK4AuGTT/GCHit7mUbVYH4y8wVtcJ/0GQeO282/, root password Xk9#mPq2vLr7wT"
    )
    assert [text[m.start : m.end] for m in screen_text(text)] == ["Xk9#mPq2vLr7wT"]
