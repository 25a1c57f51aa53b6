"""Secret shapes missed in rounds 43-44 (``secret_handed_keys``, password words of Kinyarwanda,
Wolof and Tamazight in ``secret_words_i18n``): Twilio SID:token pairs, HubSpot, LaunchDarkly and
Wave keys, values after a secret key word, passphrase variables, vault password files,
``gh secret set --body``, XML-RPC logins. Whole results of caught lines and look-alikes."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen


def _values(text: str) -> list[tuple[str, str]]:
    return [(h.code, text[h.start : h.end]) for h in screen.screen_line(text)]


CAUGHT = [
    (
        "Twilio (voice IVR) sid:token "
        "AC3c36c04cbc878726200ecd6afc84dff1:7914e145c6b88b57e6c6db21e2935f25",
        "7914e145c6b88b57e6c6db21e2935f25",
    ),
    (
        "SMS relay creds "
        "AC0f1e2d3c4b5a69788796a5b4c3d2e1f0:5e4d3c2b1a09f8e7d6c5b4a392817060 for the clinic",
        "5e4d3c2b1a09f8e7d6c5b4a392817060",
    ),
    (
        "pat-eu1-8ca739c5-a108-7b9c-0cfe-636d628feadd",
        "pat-eu1-8ca739c5-a108-7b9c-0cfe-636d628feadd",
    ),
    (
        "CRM sync uses pat-na1-1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d now",
        "pat-na1-1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
    ),
    (
        "server-side flags use sdk-41ef788b-b012-4def-9d51-21c6e8ad7920",
        "sdk-41ef788b-b012-4def-9d51-21c6e8ad7920",
    ),
    (
        "Payouts: wave_ci_live_Q7mZp2Lr9XvT4kWn8BcYd3Hs6Jf",
        "wave_ci_live_Q7mZp2Lr9XvT4kWn8BcYd3Hs6Jf",
    ),
    (
        "Kumbuka: Flutterwave encryption key ya Kochi spice warehouse ni 5d3236a248a91616dd650995",
        "5d3236a248a91616dd650995",
    ),
    (
        "the Mollie master key is 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    ),
    ("Paytm MID ShambF51882 merchant key W8bQRNPBF4nVYjr@", "W8bQRNPBF4nVYjr@"),
    (
        "Secret key for s3://legal-prod is LWsYauPOWt21bioaMz/IK341D0wveBkB0GULtCKz (id elsewhere)",
        "LWsYauPOWt21bioaMz/IK341D0wveBkB0GULtCKz",
    ),
    (
        "az cognitiveservices account keys list gave key1=848b755ae7b1022f784c74b58b02c5ca",
        "848b755ae7b1022f784c74b58b02c5ca",
    ),
    (
        "GPG_PASSPHRASE=bulk census attack cycle 584   # vegetable auction",
        "bulk census attack cycle 584",
    ),
    ("BORG_PASSPHRASE='orbit lemon hazard fossil 77'", "orbit lemon hazard fossil 77"),
    ("echo 'Plaidoyer-366hm' > ~/.vault_pass.txt", "Plaidoyer-366hm"),
    ('echo -n "Tuyau-88kq2" > .vault-password', "Tuyau-88kq2"),
    (
        "gh secret set DJANGO_SECRET_KEY --repo acme/infra --body 'ztkj=8$29-(-&eci67yj+4$ga1)0p1'",
        "ztkj=8$29-(-&eci67yj+4$ga1)0p1",
    ),
    (
        "uid = common.authenticate('sf_prod', 'admin', 'Maize-7563YwayX', {})",
        "Maize-7563YwayX",
    ),
    ("current Odoo XML-RPC login: Kilimo@8073wKQm!", "Kilimo@8073wKQm"),
    ("Ijambo ry'ibanga rya konti ya MinIO i Kigali ni Oasis#34370wvod.", "Oasis#34370wvod"),
    ("Baatu jàll bu Odoo bu dépôt bu Dakar mooy Atlas@0910EJjvw!.", "Atlas@0910EJjvw!"),
    ("Awal uffir n umiḍan Odoo n Agadir: Maize.0982lzV?", "Maize.0982lzV"),
]


@pytest.mark.parametrize(("text", "value"), CAUGHT)
def test_caught(text: str, value: str) -> None:
    assert _values(text) == [("credential", value)]


CLEAN = [
    "The Twilio account SID AC3c36c04cbc878726200ecd6afc84dff1 is public; the token is in Vault.",
    "HubSpot private-app tokens look like pat-eu1-<uuid>; ask Ops for one.",
    "The LaunchDarkly SDK is pinned to sdk version 7.2 in the mobile app.",
    "The encryption key id is 5d3236a248a91616dd650995, the key itself lives in KMS.",
    "Build key 5d3236a248a91616dd650995a1 is the commit of the release.",
    "Public key fingerprint of the admin key: 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    "Set GPG_PASSPHRASE=$GPG_PASSPHRASE in the CI job.",
    "echo 'done' > ~/.vault_pass.log is how the script signals success",
    'gh secret set DJANGO_SECRET_KEY --body "$DJANGO_SECRET_KEY" in the deploy job',
    "uid = common.authenticate(db, user, password, {})",
    "login: alice, then pick the Odoo database",
    "write key for Segment: see the vault path secret/segment/writeKey2024",
    "Secret key rotation is tracked in JIRA-4411 and SEC-20251201",
    "Ijambo ry'ibanga rigomba kuba rifite nibura inyuguti 12.",
]


@pytest.mark.parametrize("text", CLEAN)
def test_clean(text: str) -> None:
    assert _values(text) == []


# False positives of rounds 43-44, by class: public JWK members, fixture keys and logins,
# documentation IBANs, permission scopes after "app password". Each with a secret that stays
# caught.
PUBLIC_OR_FAKE = [
    "The JWKS for our Okta org publishes kid SQl8GD2wfcQGcYgcVvI8BnYGu4RmZT9rHiX9qjCX1e2; "
    "the n value begins Q-kfDlIhqIjgW3UXj6jrwouPuyGZxxYvsIdap4sk",
    "Auth0 JWKS: the x member is f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU for the P-256 key",
    'fixture private key: "-----BEGIN PRIVATE KEY-----FAKEKEYFORTESTSONLY"'
    '"-----END PRIVATE KEY-----"',
    "test data: -----BEGIN RSA PRIVATE KEY-----DUMMYKEYEXAMPLE-----END RSA PRIVATE KEY-----",
    "fixture user farmer_test@example.com with password Password123! (seeded in the e2e DB only)",
    "Seeded test user qa_bot with password P@ssw0rd1 exists only in the CI database.",
    "bank_details fixture: IBAN GB82 WEST 1234 5698 7654 32 (the standard documentation IBAN).",
    "Pay the invoice to IBAN DE89 3704 0044 0532 0130 00 (Commerzbank).",
    "Bitbucket app password scopes needed: repository:read and pullrequest:write.",
    "GitHub app password permissions: contents:write, issues:read.",
]


@pytest.mark.parametrize("text", PUBLIC_OR_FAKE)
def test_public_or_fake_clean(text: str) -> None:
    assert _values(text) == []


STILL_CAUGHT = [
    ("the prod admin user ops_lead has password Kx9!mP2vQz#4", "Kx9!mP2vQz#4"),
    ("Bitbucket app password: ATBB9xKq2mLp7RtZ4vWn", "ATBB9xKq2mLp7RtZ4vWn"),
    ("recovery codes: 4g23 zacy uwno opfl 2l2p vo4j", "4g23 zacy uwno opfl 2l2p vo4j"),
]


@pytest.mark.parametrize(("text", "value"), STILL_CAUGHT)
def test_still_caught(text: str, value: str) -> None:
    assert _values(text) == [("credential", value)]
