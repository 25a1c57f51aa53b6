"""Session 29's helper sec29 (first-sight secret misses of blind rounds 110-112), each class
with variants and the look-alikes it must leave alone: a lock container's code named before its
code word (``the safe … has the code <digits>``, eight languages, ``master override code``); a
password after a user name holding ``pub``; a device that ``logs in with <pw>``; a ``sync
token`` with a vendor's prefix; a private key after its public half (``public <k> private
<k>``); a password or secret set to a value opening with ``~`` (Bot Framework, Azure AD)."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line

SECRETS = [
    # a lock container, then its code word later in the clause
    "Supra lockbox at unit 12 for the inspector: code 4820",
    "the key safe by the loading dock has code 8142",
    "stateroom safe master override code: 739216#",
    "Der Schlüsseltresor am Hintereingang hat den Code 903418.",
    "la caja fuerte de la oficina tiene el código 4471",
    "la cassaforte in camera ha il codice 90412",
    "de sleutelkluis bij de voordeur heeft code 8142",
    "le coffre-fort du bureau a le code 77410",
    "the lockbox on the gate uses combination 3391",
    # a user name holding "pub", then its password
    "mosquitto user sensor-pub password Hk29vQx81LmZpe0R",
    "mqtt broker login telemetry_pub password: Wq8Lz3Rt6Yp1Nm4K",
    # a device that logs in with a password
    "the Toast terminal at the mall store logs in with kP9#vR2mQx",
    "DoorDash tablet in the kitchen signs in using Store#2231",
    "the POS logs into the vendor portal with Oakridge2024!",
    # a sync token with a vendor's prefix
    "Deliverect catalog sync key = dlv.8k2m9x7q1w4e6r3t5y0u2i8o7p9a1s3d",
    "Otter menu sync token: otr_m4k9q2x7w1e6r3t5y8u0i2o7p9a1s3d5",
    # a private key after its public half
    "braintree merchant k2j9d8s7a6f5g4h3 public m1n2b3v4c5x6z7l8"
    " private 4f6a2c9e1b7d3a8f0c5e2d9b6a1f4c7e",
    "payments: pub rc4o1sc6zymsq3fx, priv 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    # a password or secret opening with "~"
    "MicrosoftAppPassword=~Qx8.k2_mZ9pLw3~aBc7dEf1GhI2jKl",
    '"AZURE_CLIENT_SECRET": "~7hQ2.mL9_pX4~vR8kT3wZ6yN1bC5dF"',
    "BotAppSecret: ~Tz4.r8_Kq2Lm~9vXw3Hp7Yc1Nb6Jd",
]

CLEAN = [
    "Vault returned error code 50021",
    "safe mode exit code 12345",
    "the lockbox on suite 30, zip code 90210",
    "the vault team shipped version 1.15, status code 40300",
    "the safe was installed in 2019, code 2019",
    "the locker room code of conduct was updated",
    "public wifi password is posted at the front desk",
    "the tablet logs in with YubiKey-5C",
    "the laptop signs in with OAuth2.0",
    "the kiosk logs in with kiosk-01@corp",
    "the tablet logs in with the store account",
    "the calendar sync token: CPDAlvWDx70CEPDAlvWDx70CGAU=",
    "nextSyncToken: 1738294829",
    "the public subnet 10.0.1.0/24 private subnet 10.0.2.0/24",
    "public 443 private 8443",
    "MicrosoftAppPassword=~/.config/bot/password.txt",
    "HOME_PASSWORD_FILE=~/secrets/pw.txt",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_flagged(text: str) -> None:
    assert {f.code for f in screen_line(text)} == {"credential"}, text


@pytest.mark.parametrize("text", CLEAN)
def test_look_alike_is_left_alone(text: str) -> None:
    assert [f.code for f in screen_line(text)] == [], text
