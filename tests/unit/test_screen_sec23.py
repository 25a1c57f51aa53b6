"""Helper sec23 (rounds 79-82): secrets whose only cue is a vendor or key word before a bare
value, a value after a secret variable's ``value``, key formats of their own (a Thread dataset,
an ``ntp.keys`` line), passphrases of words, PINs and combinations in digit groups, TOTP seeds
in groups, recovery codes, ``yubihsm-shell -p``, ``--from-literal``, ``<add key value>``, prose
passwords in word orders of French, German, Spanish, Italian, Dutch and Swedish, hook hosts
whose one path segment is the token. Near misses stay clean: key ids, fingerprints, checksums,
commits, UUIDs named as ids, placeholders, env reads, the OpenThread example key. Values are
synthetic.
"""

# ruff: noqa: E501
from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line

from tests.unit.screen_asserts import assert_secret_covered

CAUGHT = [
    # a value after the secret variable's "value"
    (
        "deploys fail without STRIPE_SECRET_KEY; value 9c1e77ab04d2f5e8a3b6c0d9e1f27a4b",
        "9c1e77ab04d2f5e8a3b6c0d9e1f27a4b",
    ),
    (
        "the importer needs MAILGUN_API_KEY - value 4f0b9d2e-88aa-4c1d-9e3f-7a6b5c4d3e2f",
        "4f0b9d2e-88aa-4c1d-9e3f-7a6b5c4d3e2f",
    ),
    (
        "deployment env: [- name: SIGNER_PRIV  value: 8d3f1a2b4c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80",
        "8d3f1a2b4c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f80",
    ),
    ("set -gx GITEA_HMAC Zq8vN2xR7tK4mW9pL3sB6yH1cF5dJ0gA=", "Zq8vN2xR7tK4mW9pL3sB6yH1cF5dJ0gA="),
    ("$env:SMTP_PW_B64 = 'V2ludGVyMjAyNSFxdWF5'", "V2ludGVyMjAyNSFxdWF5"),
    # vendor shapes
    (
        "ADS key for the reanalysis downloads: 48213:0b7e4c1a-93d2-4f6e-8a15-c2d9e7f01b34",
        "48213:0b7e4c1a-93d2-4f6e-8a15-c2d9e7f01b34",
    ),
    (
        "EveryAction key: harbourside.org|5e2c9a71-0d4b-4f3e-9c8a-1b7d6e5f4a32|0",
        "harbourside.org|5e2c9a71-0d4b-4f3e-9c8a-1b7d6e5f4a32|0",
    ),
    ("Authorize.Net sandbox transaction key is 7Hq2Wd9KpZ4mXr3T", "7Hq2Wd9KpZ4mXr3T"),
    ("CIVICRM_SITE_KEY=Qx7mB2rT9kLp4WzN8vYc3HdF6jGs1aEu", "Qx7mB2rT9kLp4WzN8vYc3HdF6jGs1aEu"),
    (
        "openweather api key for the kiosk: 0a9b8c7d6e5f40312a3b4c5d6e7f8091",
        "0a9b8c7d6e5f40312a3b4c5d6e7f8091",
    ),
    # a secret noun handed over by a phrase
    (
        "If the bot needs the Mailchimp API key, use 5d41402abc4b2a76b9719d911017c592-us21",
        "5d41402abc4b2a76b9719d911017c592-us21",
    ),
    (
        "Ana said the Bitbucket app password is still Tr4vel-Kite-88, use it until Friday",
        "Tr4vel-Kite-88",
    ),
    (
        "GitHub PAT for the release bot — 3f9a2c7e1b4d8f60a5c3e9b7d1f2a4c6e8b0d3f5",
        "3f9a2c7e1b4d8f60a5c3e9b7d1f2a4c6e8b0d3f5",
    ),
    (
        "device attestation private scalar: 0x5b2e9f41c7a3d8062e1f4b9c7a5d3e8f10293847e6b1d9a0c4f27e38b5a61d90",
        "5b2e9f41c7a3d8062e1f4b9c7a5d3e8f10293847e6b1d9a0c4f27e38b5a61d90",
    ),
    # formats of their own
    (
        "lab border router dataset: 0e08000000000001000000030000113506000400ffffff02081a2b3c4d5e6f708107089e8d7c6b5a4938270510a1b2c3d4e5f60718293a4b5c6d7e8f90030a48616c6c4e6574303101021234",
        "0e08000000000001000000030000113506000400ffffff02081a2b3c4d5e6f708107089e8d7c6b5a4938270510a1b2c3d4e5f60718293a4b5c6d7e8f90030a48616c6c4e6574303101021234",
    ),
    (
        "chrony.keys on the GPS clock: 12 SHA256 HEX:9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "HEX:9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    ),
    ("ntp peer key line: 3 MD5 Tq9%vLm2Wx", "Tq9%vLm2Wx"),
    (
        "age passphrase for the backup bundle: copper lantern drizzle pebble orchard",
        "copper lantern drizzle pebble orchard",
    ),
    ("ansible vault password = tulip marble canyon seven4", "tulip marble canyon seven4"),
    ("the SO PIN of the Nitrokey HSM is 482-915-337", "482-915-337"),
    ("User PIN for the signing token: 7713 2290 4415", "7713 2290 4415"),
    ("combination of the server room lock: 12-34-56", "12-34-56"),
    ("the key safe combination is 07-22-41", "07-22-41"),
    (
        "2FA secret for the registrar account: KRSXG5BAMFZGK4TF NB2HI4DTHIXS6Z3P",
        "KRSXG5BAMFZGK4TF NB2HI4DTHIXS6Z3P",
    ),
    ("GitHub recovery codes: 3c9a1-f72b0, 8e04d-b1c97", "3c9a1-f72b0"),
    ("backup code for the domain registrar = k7p2q-m9x4z", "k7p2q-m9x4z"),
    ("yubihsm-shell -a get-pseudo-random --password Gq7!mZ2pLx", "Gq7!mZ2pLx"),
    (
        "kubectl -n billing create secret generic api --from-literal=api_token=Jx8Kq2Lm9Np4Rt7V",
        "Jx8Kq2Lm9Np4Rt7V",
    ),
    ('<add key="LDAP_AUTH" value="Lumen2024#Qz" />', "Lumen2024#Qz"),
    (
        "scenario hook https://hook.eu2.make.com/ab12cd34ef56gh78ij90kl12mn34op56",
        "ab12cd34ef56gh78ij90kl12mn34op56",
    ),
    # prose orders
    ("Yann a choisi Falaise2025!kq comme nouveau mot de passe du NAS", "Falaise2025!kq"),
    ("Ute hat Brise77-Kanal als Passwort für den Router gesetzt", "Brise77-Kanal"),
    ("Lucía puso Marea2024_zq como contraseña del portal", "Marea2024_zq"),
    ("Het wachtwoord van de kassa is gisteren gewijzigd in Duin-8842-Xq", "Duin-8842-Xq"),
    ("lösenordet till skrivaren har ändrats, bytt till Snö-4471-Kv", "Snö-4471-Kv"),
    ("La password del router in magazzino è Nebbia2023#kw", "Nebbia2023#kw"),
    ("lösen till labbets wifi: Ekorre-2290!", "Ekorre-2290!"),
    ("staging creds deploy:Kq7vR2m!xT", "Kq7vR2m!xT"),
    ("[auth] netrc = Lantern2022-pQz", "Lantern2022-pQz"),
    # an aside asking to keep the value secret
    (
        "Fastly token (purge only) (prod, do not share): Zr8Qm2Lx7Vn4Kp9Wt3Bs6Hy1Cf5Dj0Ga",
        "Zr8Qm2Lx7Vn4Kp9Wt3Bs6Hy1Cf5Dj0Ga",
    ),
    (
        "note to self: client secret for the public partner API: Pm4Xr8Zq2Lv7Nt3Kw9Hs6Bd1Fy5Gc0Ja",
        "Pm4Xr8Zq2Lv7Nt3Kw9Hs6Bd1Fy5Gc0Ja",
    ),
]


@pytest.mark.parametrize(("entry", "secret"), CAUGHT)
def test_sec23_secrets_are_caught(entry: str, secret: str) -> None:
    assert_secret_covered(entry, secret)


CLEAN = [
    "the importer reads MAILGUN_API_KEY; value comes from Doppler",
    "SIGNER_KEY_ID value 4f0b9d2e-88aa-4c1d-9e3f-7a6b5c4d3e2f",
    "STRIPE_SECRET_KEY value: ${STRIPE_SECRET_KEY}",
    "set -x EDITOR nvim-nightly",
    "$env:PATH = 'C:\\Tools\\bin;' + $env:PATH",
    "ERA5 request 48213 finished; job 0b7e4c1a-93d2-4f6e-8a15-c2d9e7f01b34 took 3h",
    "VAN list id 4991212, saved search 6FNCQ3I3E1",
    "Authorize.Net transaction id 60123456789 settled",
    "reCAPTCHA site key: 6LcQx7mB2rT9kLp4WzN8vYc3HdF6jGs1aEu",
    "OWM city id for Lagos is 2332459",
    "the release branch is still 2026.11-rc3, use it for QA",
    "GitHub PAT for the release bot — see 1Password",
    "PAI certificate serial: 5b2e9f41c7a3d8062e1f4b9c7a5d3e8f",
    "OTBR dataset for the docs: 0e080000000000010000000300000f35060004001fffe0020811111111222222220708fdad70bfe5aa15dd051000112233445566778899aabbccddeeff (OT example key)",
    "eccodes pinned to commit 34d4a6bf13f98ea65d881a5827fb7ff18e8a67f7 in the HPC module build",
    "sha1sum of the image: 7 SHA1 08b5597a4773b70057f15ba280e9af33f9dc3a94",
    "GPG passphrase: stored in the ops vault, ask Hana",
    "ansible-vault password file lives in ~/.vault_pass on the bastion",
    "GPG passphrase is read from the keychain at signing time",
    "SYSTEM_LED_PIN is GPIO 12 on the board",
    "pin the canvass-app build to 365bd5c38f2475a469055ec93236563e2df7ed1a until review",
    "PIN: ****",
    "the combination of filters is 10-20-30 percent",
    "TOTP seed is in the 1Password item, never in chat",
    "disaster recovery drill on 2026-12-10, runbook DR-1142",
    "yubihsm-shell -a get-device-info --authkey 1",
    "kubectl create configmap app --from-literal=log_level=debug-verbose",
    '<add key="AuthMode" value="OAuth2Bearer" />',
    "Point the hook at https://hook.eu2.make.com/settings while testing",
    "Le mot de passe du NAS est dans le coffre",
    "Het wachtwoord is gewijzigd in het beheerportaal",
    "La password è nel vault del team",
    "login db01:5432 is the replica",
    "netrc = ~/.netrc on the build box",
]


@pytest.mark.parametrize("entry", CLEAN)
def test_sec23_lookalikes_are_clean(entry: str) -> None:
    assert screen_line(entry) == []
