"""Classes of secrets round 15 showed (rec15): each case is a class, not a round-15 entry.

A named secret without a vendor prefix (an aside between name and value, a pair of id and
secret, random letters, a secret-named URL parameter, a base64 JSON token), wallet key material
(64 hex digits after a wallet word, extended private keys, JWK private members, seed phrases
named by a wallet or a word count), and passwords a person chose after a password name in any
tool or config (Windows tools, XML elements and attributes, an HCL block's default, "encrypted
with …", ``user : password``). Values are synthetic.
"""

# ruff: noqa: E501
from __future__ import annotations

import base64
import json

import pytest
from tinyagent_memory.daemon.screen import screen_line
from tinyagent_memory.daemon.screen.secret_values import (
    algorithm_name,
    human_password,
    json_secret,
    random_like,
)

_TOKEN = base64.b64encode(
    json.dumps(
        {
            "acct": "9f1c0d2e3b4a5968",
            "srv": "relay-3",
            "s": "Zk3Lq8Vw2Rk7Xm4Tn9Yb1Cd6Fg0Hj5Es+Au2Oi8=",
        }
    ).encode()
).decode()
_DATA = base64.b64encode(
    json.dumps(
        {"lang": "fr", "theme": "light", "uid": "1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b"}
    ).encode()
).decode()

POSITIVES = [
    (
        "the signing secret for the Svix app (prod, created by ops): Qm7Zx2Lt9Rw4Bn8Cv1Ya5Df",
        "Qm7Zx2Lt9Rw4",
    ),
    (
        "Minio access key MNOPQ7RST2UVW secret key Hk9Lm3Np7Qr2St6Uv1Wx5Yz0Ab4Cd8Ef3Gh7Ij",
        "Hk9Lm3Np7Qr2",
    ),
    ("signing_secret = 'QwPoLkMnBvCxZaSdErTyUiOpHgJfKlMn'", "QwPoLkMnBv"),
    (
        "GET https://api.acme.example/v2/feed?limit=5&apikey=Tz8Kq3Lm7Vw2Xr9Bn4Cy6Ad1Fg5Hj0Es",
        "Tz8Kq3Lm7Vw2",
    ),
    (f"agent --enroll {_TOKEN}", _TOKEN[:20]),
    (
        "deployer key in .env: PRIVKEY=0x5d3e1c7b9a8f6e4d2c0b1a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d",
        "5d3e1c7b9a8f",
    ),
    (
        "wallet seed (12 words): lunar drip ankle hover quiz silk rotate fever brick armor maple rally",
        "lunar drip",
    ),
    (
        '{"kty":"RSA","n":"sXchDaQebHnPiGvyDOAT4saGEUetSyo9MKLOoWFsueri","e":"AQAB","d":"VFCWOqXr8nvZNyaaJLXdnNPXZKRaWCjkU5Q2egQQpTBM"}',
        "VFCWOqXr8nvZ",
    ),
    (
        "runas /user:ACME\\ops /savecred & cmdkey /add:files01 /user:ops /pass:Korval.4417",
        "Korval.4417",
    ),
    ("<settings><proxy><password>Brunel-5582</password></proxy></settings>", "Brunel-5582"),
    (
        '<connector keystorePass="x" /> <user name="tomcat" password="Harlow_2291" roles="admin"/>',
        "Harlow_2291",
    ),
    ('variable "api_token" { default = "Fenrir.7730" }', "Fenrir.7730"),
    ("the HR export is encrypted with Gisbo#4417 (tell nobody)", "Gisbo#4417"),
    ("the backup vault unlocks with 'Selvan-6620'", "Selvan-6620"),
    ("nexus login -> deployer : Trosk_8841", "Trosk_8841"),
    ("La password del server di posta è Vantor-3318", "Vantor-3318"),
]

NEGATIVES = [
    "the signing secret for the Svix app (prod, created by ops): see 1Password",
    "Minio access key id MNOPQ7RST2UVW (the secret key is in Vault)",
    "GET https://api.acme.example/v2/feed?limit=5&page_token=Tz8Kq3Lm7Vw2Xr9Bn4Cy6Ad1Fg5",
    f"the locale cookie is {_DATA}",
    "the deployment tx hash of the proxy: 0x5d3e1c7b9a8f6e4d2c0b1a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d",
    '{"kty":"EC","crv":"P-256","x":"sXchDaQebHnPiGvyDOAT4saGEUetSyo9MKLOoWFsuer","y":"VFCWOqXr8nvZNyaaJLXdnNPXZKRaWCjkU5Q2egQQpTB"}',
    "net use Z: \\\\files01\\team /user:ACME\\alice /persistent:no",
    'variable "api_token" { type = string, sensitive = true }',
    "the HR export is encrypted with AES-256-GCM and the key is in KMS",
    'level=info msg="password changed" user=alice version=3',
    "see https://github.com/login/oauth/authorize?client_id=Iv1.8a61f9b3a7aba766",
    "the random seed for the property tests is 0x5d3e1c7b9a8f6e4d",
    "Device token for the staging phone (APNs): 5d3e1c7b9a8f6e4d2c0b1a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d",
]


@pytest.mark.parametrize(("entry", "secret"), POSITIVES)
def test_named_secret_classes_are_caught(entry: str, secret: str) -> None:
    hits = [h for h in screen_line(entry) if h.code == "credential"]
    assert any(secret in entry[h.start : h.end] for h in hits), (entry, hits)


@pytest.mark.parametrize("entry", NEGATIVES)
def test_their_look_alikes_pass(entry: str) -> None:
    assert [h for h in screen_line(entry) if h.code == "credential"] == []


def test_value_judgements() -> None:
    assert human_password("Rusel.618") and human_password("Staging_2024")
    assert not human_password("ubuntu-22.04") and not human_password("release-2.4")
    assert not human_password("AES-256") and not human_password("sha256-abc12")
    assert algorithm_name("ChaCha20-Poly1305") and not algorithm_name("Winter_2025")
    assert random_like("wNGopLzlgVQgjAyADZVIZPlllwJzjZ") and not random_like(
        "ThisIsAVeryLongClassName"
    )
    assert json_secret(_TOKEN) and not json_secret(_DATA)
