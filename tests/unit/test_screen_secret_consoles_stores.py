"""Remote-console and Wi-Fi passwords, password-file lines, a disclaimer about another subject,
a Sentry DSN of a service named ``…-portal`` and a URL's port (rounds 67-74): the misses, new
sentences of each class, and look-alikes that must stay clean. Values are synthetic."""

# ruff: noqa: E501
from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line

CAUGHT = [
    # remote consoles (round 74's misses first)
    ("reminder: VNC into the observer PCs with StMKF74p", ["StMKF74p"]),
    ("- VNC into the observer PCs with 3fjuBvZi", ["3fjuBvZi"]),
    ("RDP into the kiosk with Qx7!pLm2", ["Qx7!pLm2"]),
    ("log into the BMC with Qx7pLm2aZ before the firmware update", ["Qx7pLm2aZ"]),
    ("ssh onto the jump host using 9kTr#vw2", ["9kTr#vw2"]),
    ("Per VNC auf die Beobachter-PCs mit Kq7mZ2xw verbinden.", ["Kq7mZ2xw"]),
    ("TeamViewer to the signage player in hall 3 using wP4tQz8e", ["wP4tQz8e"]),
    ("# iDRAC console: connect to idrac-07 with Hn5rT2vkXq", ["Hn5rT2vkXq"]),
    ("vncpasswd StMKF74p", ["StMKF74p"]),
    # Wi-Fi (rounds 67 and 74)
    ("TODO rotate - WLAN Produktion: L4YRrWp8WDJr", ["L4YRrWp8WDJr"]),
    ("WLAN Lager -> Gq83kZwpT2xv", ["Gq83kZwpT2xv"]),
    ("Wi-Fi Gäste: h7Yt2pLq9wEr", ["h7Yt2pLq9wEr"]),
    ("SSID lab-5G / Mv8xQ2kT7pZr", ["Mv8xQ2kT7pZr"]),
    ("Guest Wi-Fi: Lab-Guest / Hq7mZ2xwLp", ["Hq7mZ2xwLp"]),
    ("Le code Wi-Fi du bureau : Hq7mZ2xwLp", ["Hq7mZ2xwLp"]),
    ("WLAN-Schlüssel fürs Lager: Hq7mZ2xwLp", ["Hq7mZ2xwLp"]),
    ("join the VG-STAFF network with Hq7mZ2xwLp", ["Hq7mZ2xwLp"]),
    ("Guest wifi is public but staff SSID VG-CLIN psk jJz@M0xZmJ2opswfN", ["jJz@M0xZmJ2opswfN"]),
    ("The guest network is open, but the staff Wi-Fi key is Tr4v3l!ngN0w", ["Tr4v3l!ngN0w"]),
    # password files (rounds 67, 69, 70, 72)
    ("metabase:$apr1$rQuilOPj$Wmm0T4UjV3NhInNCBYBG2c", ["$apr1$rQuilOPj$Wmm0T4UjV3NhInNCBYBG2c"]),
    ("iiif-admin:aaQS%J81P0?015", ["aaQS%J81P0?015"]),
    (
        "htpasswd bcrypt for splunk-hec.singapore.corp: $2y$10$ea3L2817QWyfrhjL/LAUhsmwbIGL7vY3DIm87OsbQXFm0T8e9epQW",
        ["$2y$10$ea3L2817QWyfrhjL/LAUhsmwbIGL7vY3DIm87OsbQXFm0T8e9epQW"],
    ),
    (
        'config: {"htpasswd_bcrypt": "$2y$10$KhP1xXtsNtOIzKuvsu5566IsP8IfZs5cZPtbV/JFJk7LPPOzimveU", "host": "b"}',
        ["$2y$10$KhP1xXtsNtOIzKuvsu5566IsP8IfZs5cZPtbV/JFJk7LPPOzimveU"],
    ),
    (
        "- grafana:$2b$12$NqZ1o5v3Qx8YpL2kT7rWueJ4mH6sD9fA0gC1bV3nX5zK7jR2tY8wS",
        ["$2b$12$NqZ1o5v3Qx8YpL2kT7rWueJ4mH6sD9fA0gC1bV3nX5zK7jR2tY8wS"],
    ),
    ("preview:{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=", ["{SHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g="]),
    (
        "Added to .htpasswd on docs-01: ops:$1$x7Qa2bLm$0a9Zk3Yp2Qx7Lm5Nw8Rt1v",
        ["$1$x7Qa2bLm$0a9Zk3Yp2Qx7Lm5Nw8Rt1v"],
    ),
    # Sentry DSNs of services whose name holds "portal"
    (
        "SENTRY_DSN for gate-portal: https://c9242fe44edd2b803fd044b3f67878f9@o475384.ingest.sentry.io/2075850",
        ["c9242fe44edd2b803fd044b3f67878f9"],
    ),
    (
        "patron Wi-Fi captive portal.sentry_dsn = https://7c6f1562945d93b809515696448a82de@o892509.ingest.sentry.io/9382820",
        ["7c6f1562945d93b809515696448a82de"],
    ),
]

CLEAN = [
    "log into Grafana with Okta",
    "RDP into the kiosk with Win11Pro",
    "VNC into the box with TigerVNC",
    "ssh into the box with ed25519",
    "connect to the VPN with WireGuard",
    "sign in to GitHub with SSO",
    "log into the server with your YubiKey5",
    "ssh into the box with ~/.ssh/id_ed25519",
    "RDP into WS-0142 with the shared account",
    "VNC into the observer PCs with the password from the vault",
    "SSID: HomeNet2G4",
    "SSID: Corp-Guest",
    "WLAN Produktion: WPA2-Enterprise",
    "wifi: 802.11ax",
    "WLAN controller: 10.0.0.5",
    "the wifi password is on the fridge",
    "guest wifi password is in the vault",
    "psk=<your-psk>",
    "Guest Wi-Fi: Lab-Guest / ask reception",
    "SSID: Lab-Guest / 5GHz",
    "join the team with Ahmed2024",
    "bcrypt hash for the admin user: $2b$12$MB3bNNqkokxhOCNdD4ZO1UXoNx34f8oQmgRwuclV93PnHnJbVxsNn",
    "htpasswd -c /etc/nginx/.htpasswd kibana  # prompts for the password",
    "Note: bcrypt cost factor is 12 for the portal; hash format $2b$12$ documented in the wiki.",
    "nginx:1.25-alpine",
    "Sentry DSN for the customer portal (frontend): https://2fdc36f96f378a2d926a440c94f79e25@o203198.ingest.sentry.io/3608320",
    "The DSN is public, but keep it in the env: https://2fdc36f96f378a2d926a440c94f79e25@o203198.ingest.sentry.io/3608320",
    "Alertmanager receiver in the dev stack: url: http://localhost:9093/api/v2/alerts (no auth needed locally).",
    "Prometheus scrapes http://node-exporter:9100/metrics (no auth token needed inside the cluster).",
]


@pytest.mark.parametrize(("entry", "secrets"), CAUGHT)
def test_console_wifi_and_password_file_values_are_caught(entry: str, secrets: list[str]) -> None:
    hits = [h for h in screen_line(entry) if h.code == "credential"]
    assert [entry[h.start : h.end] for h in hits] == secrets, (entry, hits)


@pytest.mark.parametrize("entry", CLEAN)
def test_their_look_alikes_pass(entry: str) -> None:
    assert [h for h in screen_line(entry) if h.code == "credential"] == []


HANDED = [
    # rounds 68-72's misses
    ("docker run -e LDAP_BIND_PW='vrqD%2Tq5b?309' ghcr.io/glam/harvester:2.4", "vrqD%2Tq5b?309"),
    (
        "WIFI_PSK=newgkc-2448-Qadyx  # Pune Backblaze B2 bucket, added by Ivana Babić",
        "newgkc-2448-Qadyx",
    ),
    (
        "If the nightly OCR job fails with 401, the Drupal hash_salt is EmZrDWxnnC8ZcDJlMcGk9u-Vx8DfxXsIQuWyQHL_rBpzkyA3XfB8O_uT003V0hXXq5WgOxfzjX",
        "EmZrDWxnnC8ZcDJlMcGk9u-Vx8DfxXsIQuWyQHL_rBpzkyA3XfB8O_uT003V0hXXq5WgOxfzjX",
    ),
    (
        "Use F997298A7F6FBF2AA882B8A898B1C02E as the perforce ticket when the Genus job asks for it.",
        "F997298A7F6FBF2AA882B8A898B1C02E",
    ),
    (
        "Remember: Shibboleth IdP in Plovdiv authenticates with 7802bdf37c5cda028fd545587e74413d (Datadog API key).",
        "7802bdf37c5cda028fd545587e74413d",
    ),
    (
        "Remember: FOLIO in Kandy authenticates with z5JQ BMwr SBYQ bXdM d43C M8ZL (WordPress application password).",
        "z5JQ BMwr SBYQ bXdM d43C",
    ),
    (
        "CRM-8813: rotated betting feed hmac, new value 31cb10864560e5f89cca898594ee3705a3e5d478f99120eb95da6de1d0f32f07",
        "31cb10864560e5f89cca898594ee3705a3e5d478f99120eb95da6de1d0f32f07",
    ),
    (
        "Chidi said the pagerduty key for the Sporting Alvorada fan app Firebase project is u+dTMNAwprYA9AQREInz — keep it handy.",
        "u+dTMNAwprYA9AQREInz",
    ),
    (
        "export TENCENT_SECRET_ID=AKIDWqLrhd68MZJYaaTybOl3UYTKhed2ysoV   # on reefer-mon02, set by Deniz",
        "AKIDWqLrhd68MZJYaaTybOl3UYTKhed2ysoV",
    ),
    (
        'export SALESFORCE_REFRESH="5Aep8613W_ZjE414vs.DOGSz.skT37BitrCa_oc7gGko_5A0KNMsAcT7T2IDGZQYhaj7efRKFmUtrDGroSN8.lm"',
        "5Aep8613W_ZjE414vs.DOGSz.skT37BitrCa_oc7gGko_5A0KNMsAcT7T2IDGZQYhaj7efRKFmUtrDGroSN8.lm",
    ),
    # new sentences of the classes
    ('ldap_bind_pw: "r4Nd0m#Bind88"', "r4Nd0m#Bind88"),
    ("REDIS_PASS=Tq83kZwpT2xvL9", "Tq83kZwpT2xvL9"),
    ("paste hU7!kd92Lq as your VPN password when prompted", "hU7!kd92Lq"),
    (
        "WordPress application password for the importer: Ab12 Cd34 Ef56 Gh78 Ij90 Kl12",
        "Ab12 Cd34 Ef56 Gh78 Ij90 Kl12",
    ),
    (
        "webhook hmac secret: 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d2f4a",
        "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d2f4a",
    ),
    (
        "the pagerduty integration key for the on-call rota of the Lisbon warehouse is R3kq+Wb7zLpQ2nXvTc8s",
        "R3kq+Wb7zLpQ2nXvTc8s",
    ),
    (
        'tencent_secret_id = "AKIDzZNaaR63rV1E2pqGwbkeMVrhNB2YxqtC"',
        "AKIDzZNaaR63rV1E2pqGwbkeMVrhNB2YxqtC",
    ),
]

HANDED_CLEAN = [
    "In PowerShell use $env:EZPROXY_ADMIN_PW when calling the restart script.",
    'password = os.getenv("LDAP_BIND_PW")  # injected by the pipeline',
    "BCRYPT_SALT_ROUNDS=12",
    "SKIP_PASS=true",
    "LDAP_BIND_PW=${LDAP_BIND_PW}",
    "WIFI_PSK=<your-psk>",
    "use the staging build as the reference ticket",
    "for the Replicate switch, use 3f2b1c9a-7d4e-4a11-9c3b-2e8f6d5a4b10 as the idempotency key",
    "use Xk29mPqLw7 as the cache key prefix",
    "The app authenticates with its k8s service account",
    "the omop_ro role authenticates with Kerberos (GSSAPI) on the enclave",
    "Use gpt-4o as the default model",
    "Generate a WordPress application password under Users > Profile > Application Passwords.",
    "Vault audit log hashes the token: hmac-sha256:4b29a547094f3d8d5d77e6098cd07c845332f25c77e42dd0c17afae329478a80 — that's the HMAC, not the token",
    "X-Hub-Signature hmac of the payload: 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d2f4a",
    "the salt is 12 bytes long",
    "pagerduty key for the incident is in the vault",
    "Tencent SecretId values start with AKID; keep the SecretKey in the vault.",
]


@pytest.mark.parametrize(("entry", "secret"), HANDED)
def test_values_handed_over_by_short_or_product_names_are_caught(entry: str, secret: str) -> None:
    hits = [h for h in screen_line(entry) if h.code == "credential"]
    assert any(
        entry[h.start : h.end] in secret or secret in entry[h.start : h.end] for h in hits
    ), (entry, hits)


@pytest.mark.parametrize("entry", HANDED_CLEAN)
def test_their_handed_look_alikes_pass(entry: str) -> None:
    assert [h for h in screen_line(entry) if h.code == "credential"] == []
