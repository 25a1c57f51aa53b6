"""A vendor's credential named only by the vendor or product word (round 73): ``DATADOG_API=…``,
``linode for X is …``, ``scaleway: SCW…``, ``X shared the solaredge in chat: …``. Values are
synthetic; the look-alikes name ids, sites, hashes and plain talk about the vendor."""

# ruff: noqa: E501
from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line

CAUGHT = [
    # round 73's misses
    (
        "config/prod.env -> DATADOG_API=423474a8892aa1840db3824aaea72125",
        "423474a8892aa1840db3824aaea72125",
    ),
    (
        "datadog app for Baltic Amber offshore is 1284c26b6353049784271a270cc30eb9b15c7f0e (set by Fatma Yilmaz)",
        "1284c26b6353049784271a270cc30eb9b15c7f0e",
    ),
    (
        "Ayla Demir shared the datadog app in chat: d7f12052f12bb6fe4ff347f3e75795af3b2bb72b",
        "d7f12052f12bb6fe4ff347f3e75795af3b2bb72b",
    ),
    (
        "Rotated datadog api during OPS-4412; new value 525081bce9eb5929213a487e5a5298cb",
        "525081bce9eb5929213a487e5a5298cb",
    ),
    (
        "config/prod.env -> LINODE=42048069fd9fe3c28ad0ab71e7a3a7fa36e77d27fc546636cb2f5625ce11ef14",
        "42048069fd9fe3c28ad0ab71e7a3a7fa36e77d27fc546636cb2f5625ce11ef14",
    ),
    ("export SCALEWAY=SCWLP7VOUZALI5BEJR9B", "SCWLP7VOUZALI5BEJR9B"),
    ("scaleway: SCW50I3PVPO72OESR52R", "SCW50I3PVPO72OESR52R"),
    (
        "config/prod.env -> BACKBLAZE_B2=K005q0UOnHwvJ157EXEokWHYYU3nDwE",
        "K005q0UOnHwvJ157EXEokWHYYU3nDwE",
    ),
    (
        "azure openai for Nordkap-3 offshore is 94824f465126dfcc7f6ee511dd724818 (set by Lucia Ferreira)",
        "94824f465126dfcc7f6ee511dd724818",
    ),
    (
        'OPENWEATHERMAP="508b262c46f8442428259743116366d4"  # historian-03.ops.sunvento.internal',
        "508b262c46f8442428259743116366d4",
    ),
    (
        "Ingrid Solberg shared the solaredge in chat: R7E4G6WE5Q0TM1R70GYKJSV20QMJEDHZ",
        "R7E4G6WE5Q0TM1R70GYKJSV20QMJEDHZ",
    ),
    (
        "algolia admin for Kestrel Ridge WP is ae551cdda81e2e5ae87fe4c786829358 (set by Kenji Ota)",
        "ae551cdda81e2e5ae87fe4c786829358",
    ),
    (
        "export WIREGUARD_PRIVATE=JwJ9zbl0Ii42ym/gbJ6z3XBD67eSSQ/5r3twtyDAs8Z=",
        "JwJ9zbl0Ii42ym/gbJ6z3XBD67eSSQ/5r3twtyDAs8Z=",
    ),
    (
        "DD api+app for Cobalt Ridge Energy: 0fb864f84382a1da5d484641e07aa5b7 f56a0827524ab18f3590a9ca9b0dc5f207428118",
        "0fb864f84382a1da5d484641e07aa5b7",
    ),
    # new sentences of the class: other vendors, wording and syntax
    (
        "mailgun prod for the billing relay is 7e1c9a2b4d6f8e0a1c3b5d7f9e2a4c6b (set by Omar)",
        "7e1c9a2b4d6f8e0a1c3b5d7f9e2a4c6b",
    ),
    ("  pagerduty: u8Kd2Lm9Qz4Xr7Tb1Wn5", "u8Kd2Lm9Qz4Xr7Tb1Wn5"),
    (
        "HETZNER_API => 'Qm7Xc2Vb9Nk4Lp8Zr3Tw6Yh1Js5Df0Ga2Ke7Ui9Oo4Pq8Rs'",
        "Qm7Xc2Vb9Nk4Lp8Zr3Tw6Yh1Js5Df0Ga2Ke7Ui9Oo4Pq8Rs",
    ),
    (
        "Rotated the enphase app after the contractor left; new value: 9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a",
        "9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a",
    ),
    (
        "Priya shared the sendgrid in slack: pk9Xa3Lm7Qw2Ez5Rt8Yu1Io4Pa6Sd0Fg",
        "pk9Xa3Lm7Qw2Ez5Rt8Yu1Io4Pa6Sd0Fg",
    ),
    ('{"vultr": "Z3K8M1Q7T4W9X2B6N5R0J8H3F7D1L4P9"}', "Z3K8M1Q7T4W9X2B6N5R0J8H3F7D1L4P9"),
]

CLEAN = [
    "DATADOG_SITE=datadoghq.eu",
    "DATADOG_APP_ID=423474a8892aa1840db3824aaea72125",
    "datadog trace id for the slow request is 4f3a9c2d8b7e6f5a4c3b2a1908f7e6d5",
    "stripe commit for the webhook fix: 1284c26b6353049784271a270cc30eb9b15c7f0e",
    "The Algolia app id is K7QZ3M9XPA, the search-only key goes in the frontend.",
    "linode region: eu-central; linode plan g6-standard-2",
    "sentry event 4f3a9c2d8b7e6f5a4c3b2a1908f7e6d5 was a null pointer in checkout",
    "openweathermap checksum: 5b0e4e9c004810fd8eb5dabb25b09ccd",
    "Datadog is the monitoring tool we use for the SCADA historian.",
    "SOLAREDGE_SITE=2874615",
    "cloudflare zone: 7c2b1f9a3e8d4c6b5a4f3e2d1c0b9a87",
    "Cloudflare account: 7c2b1f9a3e8d4c6b5a4f3e2d1c0b9a87",
    "the datadog api is down again, ticket OPS-4412",
    "heroku app id: 01234567-89ab-cdef-0123-456789abcdef",
    "Keep the scaleway key in the vault, never in prod.env.",
]


@pytest.mark.parametrize(("entry", "secret"), CAUGHT)
def test_vendor_named_values_are_caught(entry: str, secret: str) -> None:
    hits = [h for h in screen_line(entry) if h.code == "credential"]
    assert any(secret in entry[h.start : h.end] for h in hits), (entry, hits)


@pytest.mark.parametrize("entry", CLEAN)
def test_their_look_alikes_pass(entry: str) -> None:
    assert [h for h in screen_line(entry) if h.code == "credential"] == []
