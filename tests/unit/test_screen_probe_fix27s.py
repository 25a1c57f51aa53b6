"""The fix27s probe sets (``tests/data/screen/gen_probe_fix27s.py``, ``gen_probe_fix27s_b.py``:
vendor secrets named only by their field, game-server and streaming secrets, CLI passwords by flag
or position, Perforce tickets, CMS keys and salts; negatives in the same neighbourhoods: public
ids and publishable keys, placeholders, references, hashes), scored like the held-out rounds (one
entry per MEMORY.md, ``checks.check_bytes``), and look-alikes checked by hand with their whole
results."""

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
    "probe_fix27s_secrets.tsv": [
        # a UUID key named in a clause of its own ("… key in chat: <uuid>"), a device token
        # written as an MQTT user name, a "secret word" of 12 capitals and digits
        "uuid-named-secret",
        "device-token",
        "uuid-named-secret",
        "signature-named",
        "device-token",
    ],
    "probe_fix27s_b_secrets.tsv": ["arma"],  # passwordAdmin = "<13 letters and digits>"
}
_LEFT_NEGATIVES = {
    "probe_fix27s_negatives.tsv": [
        # the engine's and older layers' calls, judged debatable or left: Dropbox's app key and
        # Pusher's key (public halves of a pair), Mixpanel/Segment keys called public in a
        # comment, a literal "\n" after an empty rcon.password
        "dropbox-app-key",
        "mixpanel-token",
        "segment-write-key",
        "sentry-dsn-public",  # a backend's key-only SENTRY_DSN=: a credential since session 18
        "placeholder",
        "config",
    ],
    "probe_fix27s_b_negatives.tsv": [],
}


@pytest.mark.parametrize("name", sorted(_LEFT_SECRETS))
def test_probe_fix27s_secrets_are_caught(name: str) -> None:
    rows = _rows(name)
    missed = [kind for kind, t in rows if "credential" not in heldout.codes_in_process(t)]
    assert len(rows) >= 100
    assert missed == _LEFT_SECRETS[name]


@pytest.mark.parametrize("name", sorted(_LEFT_NEGATIVES))
def test_probe_fix27s_negatives_are_clean(name: str) -> None:
    rows = _rows(name)
    flagged = [kind for kind, t in rows if "credential" in heldout.codes_in_process(t)]
    assert len(rows) >= 40
    assert flagged == _LEFT_NEGATIVES[name]


CAUGHT = [
    (
        'rcon_password "Ab3!kestrel77" sv_password "plover.teal.wren.12"',
        ["Ab3!kestrel77", "plover.teal.wren.12"],
    ),
    (
        "./srcds_run +sv_setsteamaccount 9C1B7D44E0A2F35B86D19E07C4A3B2F1 +map cp_badlands",
        ["9C1B7D44E0A2F35B86D19E07C4A3B2F1"],
    ),
    ("Steam Guard code for the deploy account is 7KQ2M", ["7KQ2M"]),
    (
        "ffmpeg -f flv rtmp://a.rtmp.youtube.com/live2/a1b2-c3d4-e5f6-g7h8-i9j0",
        ["a1b2-c3d4-e5f6-g7h8-i9j0"],
    ),
    ("redis-cli -h cache -p 6380 -a 'Tern%quill482' PING", ["Tern%quill482"]),
    ("isql -v SYBPROD sa 'marsh-otter-77'", ["marsh-otter-77"]),
    (
        "p4tickets: perforce.example.org:1666=ci:0A1B2C3D4E5F60718293A4B5C6D7E8F9",
        ["0A1B2C3D4E5F60718293A4B5C6D7E8F9"],
    ),
    (
        "define('SECURE_AUTH_SALT', '[k3J}x9#Qw!pL2z|Vb8^Rt5(Yh7&Nm4)Gs1<Dc6');",
        ["[k3J}x9#Qw!pL2z|Vb8^Rt5(Yh7&Nm4)Gs1<Dc6"],
    ),
    ("PGPASSWORD='wren&TEAL482$' psql -h db -U app", ["wren&TEAL482$"]),
    (
        "export TURNSTILE_SECRET_KEY='0x4AAAAAAAq8Zr2VbN7xKp3LmT9sWd5FhYcG'",
        ["0x4AAAAAAAq8Zr2VbN7xKp3LmT9sWd5FhYcG"],
    ),
    (
        "paypal.api_signature = Ab9.Xq7LmN2pR5sT8vW1yZ4cF6hJ3kG0dE9bQ2wX5rT8",
        ["Ab9.Xq7LmN2pR5sT8vW1yZ4cF6hJ3kG0dE9bQ2wX5rT8"],
    ),
    (
        "the Zuora API key is rotated, the current one is 5f3c2a1b-9e8d-4c7b-a6f5-e4d3c2b1a098",
        ["5f3c2a1b-9e8d-4c7b-a6f5-e4d3c2b1a098"],
    ),
]

CLEAN = [
    "PostHog project key phc_Q2w3E4r5T6y7U8i9O0pAsDfGhJkLzXcVbNm1234567 for the site",
    "TWITCH_CLIENT_ID=qc2yyhwyks9ivre2eeqlyd7x99xipn",
    "define('AUTH_KEY', 'put your unique phrase here');",
    "rtmp://live.twitch.tv/app/{stream_key}",
    'redis-cli -a "$REDIS_PASSWORD" --no-auth-warning PING',
    "Pass :meth:`peek` a default value to return instead of raising",
    "with open('/run/secrets/db_password') as f: DB_PASSWORD = f.read().strip()",
    "PASSWORD_MIN_LENGTH=14 and PASSWORD_HASHER=argon2",
    "The vendor docs show the access token as eyJ0eXAiOiAiVENWMiJ9.… and then random characters",
    "Workshop collection 2984410021; GSLT lives in the vault",
    './valheim_server.x86_64 -name "Guild" -port 2456 -public 0',
]


@pytest.mark.parametrize(("text", "values"), CAUGHT)
def test_caught_with_their_values(text: str, values: list[str]) -> None:
    from tinyagent_memory.daemon.screen.secrets import screen_text

    assert [text[m.start : m.end] for m in screen_text(text)] == values


@pytest.mark.parametrize("text", CLEAN)
def test_look_alikes_stay_clean(text: str) -> None:
    assert heldout.codes_in_process(text) == set()


def test_posthog_personal_key_stays_a_secret() -> None:
    text = "POSTHOG_PERSONAL_API_KEY=phx_f720zNRvyP81DqFhOACSTe9ms7vrZwCWL3yNmmBPnwd"
    assert heldout.codes_in_process(text) == {"credential"}
