"""The fp33s fixes (credential false positives on harmless risky-looking entries, by class):
documented example tokens (``AKIAIOSFODNN7EXAMPLE``), media ``data:`` URIs, Windows KMS client
setup keys, order / invoice / tracking numbers, publishable prefixes wherever a rule reads them,
``%(name)s`` references, secret-store paths, "public / no secret / dummy" said in the issue's
other languages or further back in the sentence; and two neighbouring positives: a value after a
field named in quotes by a secret word, private members of a JSON Web Key. Whole results of fixed
lines, and the fp33s probe sets (``gen_probe_fp33s.py``, ``_b``, ``_c``)."""

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
    "The docs use AWS's sample credentials AKIAIOSFODNN7EXAMPLE /"
    " wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every snippet.",
    "La clave publicable de Stripe es pk_live_51meO0ary7CxhImZGuQ0pOQJpTyPbModaQNkqB8ICRY5kJ5Ff;"
    " va en el frontend.",
    "Firebase web config (public by design, locked down by security rules): apiKey:"
    ' "AIzakjOG2AA6sO4CE7fJ7Vf3OqEz3MJQTG_4Rbs", projectId: "notes-prod".',
    "A chave de pesquisa do Algolia (somente leitura, pública) é 9a28b2eb04d46c83f3dd07c3ce7eb2e1.",
    "alembic.ini has sqlalchemy.url = postgresql://%(DB_USER)s:%(DB_PASS)s@db/app.",
    "DB password comes from vault:secret/data/payments/db#password at deploy time.",
    "Die Testdaten nutzen das Dummy-Passwort 'Passwort123' für den Login-Test.",
    "The favicon is inlined as data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8"
    "/9hAAAARAgLmzadfFVfHHETHA4dHGAvpS4LCdNj0EeYRHbJDjYGYLT7i7+bQuTuGcZYO6jJ== in the mail.",
    "The KMS generic key for Windows Server 2022 Standard (VDYBN-27WPP-V4HQT-9VMD4-VMK7H) is"
    " published by Microsoft.",
    "UPS tracking number 1ZO5DQH9B8T6X5WUN8 for the replacement YubiKeys.",
    "Browser Maps key (HTTP-referrer restricted, public): AIzaJWz_ssFY4ixIiMstTuT44JRUE0Vyuftao6q",
]


@pytest.mark.parametrize("text", CLEAN)
def test_fp33s_lines_are_clean(text: str) -> None:
    assert screen.screen_line(text) == []


CAUGHT = [
    (
        "The 'secret' field in the payments config is oBpmNA1eGs56oTf5QDFnql7tqJGXqCdr; move it.",
        [("credential", "oBpmNA1eGs56oTf5QDFnql7tqJGXqCdr")],
    ),
    (
        "Im Feld 'password' der Staging-Konfiguration steht Maple326&TqWFym.",
        [("credential", "Maple326&TqWFym")],
    ),
    (
        "AWS keys for the backup user: AKIAZNNDV2PQJWAKUZDT /"
        " OVGmlySBQAn0/lxchhIqbmcJnoM5mjtwQBJHH3/a",
        [
            ("credential", "AKIAZNNDV2PQJWAKUZDT"),
            ("credential", "OVGmlySBQAn0"),  # the login rule's span (as on coord)
        ],
    ),
    (
        "La clave de la API no es pública: Xk9vQ2mT7rB4nL8wZ3pS6yH1cJ5dF0gA",
        [("credential", "Xk9vQ2mT7rB4nL8wZ3pS6yH1cJ5dF0gA")],
    ),
    (
        "The token (not public) is Xk9vQ2mT7rB4nL8wZ3pS6yH1cJ5dF0gA",
        [("credential", "Xk9vQ2mT7rB4nL8wZ3pS6yH1cJ5dF0gA")],
    ),
    (
        "Order service API key: Xk9vQ2mT7rB4nL8wZ3pS6yH1cJ5dF0gA",
        [("credential", "Xk9vQ2mT7rB4nL8wZ3pS6yH1cJ5dF0gA")],
    ),
    (
        "volume licence key for the court kiosks: DMJCR-8XRC9-4QMYX-YRKXY-2XRVC",
        [("credential", "DMJCR-8XRC9-4QMYX-YRKXY-2XRVC")],
    ),
    (
        "AMQP_URL=amqp://booking:h7bUbgRLZopf3M055uL43RKn@rabbit01:5672/reservations",
        [("credential", "h7bUbgRLZopf3M055uL43RKn")],
    ),
    (
        '{"username": "reporting", "password": "Kelp1975@ZEqkf", "host": "db.example"}',
        [("credential", "Kelp1975@ZEqkf")],
    ),
    (
        "The staging JWK includes the private exponent d:"
        ' "y4yVueZsf3fjzTxbLEm3fnViXbpJ0PtI-VUi30haS_NiOVLcRJMmIYSdrlOqtSdn06oK5PAc".',
        [
            (
                "credential",
                "y4yVueZsf3fjzTxbLEm3fnViXbpJ0PtI-VUi30haS_NiOVLcRJMmIYSdrlOqtSdn06oK5PAc",
            )
        ],
    ),
    (
        "La contraseña de solo lectura es Kestrel!4821abXy",
        [("credential", "Kestrel!4821abXy")],
    ),
    (
        "Support case 48213: the customer pasted their password Kestrel!4821abXy in the ticket",
        [("credential", "Kestrel!4821abXy")],
    ),
]


@pytest.mark.parametrize(("text", "want"), CAUGHT)
def test_fp33s_neighbours_stay_caught(text: str, want: list[tuple[str, str]]) -> None:
    assert _values(text) == want


# Left to fp33i (an injection false positive, not a credential): "靠安全规则保护，不需要轮换" reads
# as disabling a policy.
_LEFT_NEGATIVES = {"Firebase 网页配置里的 apiKey"}


# Set C (vendor ids public by design): "Pusher app key <hex20> … is in the frontend config; the app
# secret is not" is left (a key said to sit in the frontend may be a leak).
_LEFT_NEGATIVES_C = {"Pusher app key"}


@pytest.mark.parametrize(
    "name",
    ["probe_fp33s_negatives.tsv", "probe_fp33s_b_negatives.tsv", "probe_fp33s_c_negatives.tsv"],
)
def test_probe_fp33s_negatives_are_clean(name: str) -> None:
    rows = _rows(name)
    assert len(rows) >= 30
    left = _LEFT_NEGATIVES | _LEFT_NEGATIVES_C
    flagged = [t for _, t in rows if screen.screen_line(t)]
    assert [t for t in flagged if not any(t.startswith(p) for p in left)] == []


@pytest.mark.parametrize(
    "name",
    ["probe_fp33s_positives.tsv", "probe_fp33s_b_positives.tsv", "probe_fp33s_c_positives.tsv"],
)
def test_probe_fp33s_positives_are_caught(name: str) -> None:
    rows = _rows(name)
    assert len(rows) >= 12
    missed = [k for k, t in rows if "credential" not in {h.code for h in screen.screen_line(t)}]
    assert missed == []
