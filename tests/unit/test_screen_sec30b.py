"""Session 30, helper sec30b: a device's service/override codes, PSKs and APN logins, and
labelled app keys a generic rule missed (variants written for the class, not corpus lines)."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen


def _codes(text: str) -> set[str]:
    return {h.code for h in screen.screen_line(text)}


DEVICE_POSITIVES = [
    "Chiller CH-3 servicecode 483920",
    "Boiler room: Vaillant boiler service code 70913",
    "Loading bay door controller master code: 558213",
    "engineer override for the east wing access controller: 6619043",
    "Shop intruder alarm: user code 7390, duress is another",
    "Gate keypad installer code 40917",
    "Router PSK for the depot fleet (WPA2) 7f3a9c01d2e84b6f9a0c",
    "pre-shared key for the gateway batch: 0a9f3e7c1b2d4e5f6a7b8c9d",
    "APN login for the trackers: fleetuser/Qw7!zR2#pLm9",
    "modem APN credentials: m2m/Kx9%Tr4!vbnQ",
]
DEVICE_NEGATIVES = [
    "Generator error code 4021 means low oil",
    "the door controller firmware 2024 release",
    "alarm panel service code 1234",
    "order code 558213 for the keypad",
    "PSK identity for the TCU batch 59479e9606cca1af",
    "APN credentials: see vault/apn-creds",
    "Servicecode list is on the wiki",
    "the generator was serviced in 2023",
]


@pytest.mark.parametrize("text", DEVICE_POSITIVES)
def test_device_codes_flagged(text: str) -> None:
    assert _codes(text) == {"credential"}


@pytest.mark.parametrize("text", DEVICE_NEGATIVES)
def test_device_near_misses_clean(text: str) -> None:
    assert _codes(text) == set()


KEY_POSITIVES = [
    "seed (cold storage wallet): amber coast oyster estate velvet beach orbit eagle jaguar"
    " fence zebra cousin",
    "MAIL_PASSWORD=qwhzkdnrplvtyams (gmail app password for alerts@)",
    "GMAIL_APP_PASS='rkfd wmzq yhtp lnxa' (ops inbox)",
    "the Mollie live API key (org account) used for refunds is"
    " 7c1e9a0b-33d2-4f7a-9b1e-2d8c6f0a4e51",
    "the Ably app secret (app 88123) for the auction feed is 9f2c4e6a8b0d1f3e5a7c",
    "export ZEGO_APP_CERT='a91f3c7e5b2d4f6e8a0c1b3d5f7e9a2c'",
    "WLAN Büro: Gast-Netz / Schlüssel Kiwi_42!Regen",
    "release keystore: keyPassword Harbor#771xq, keyAlias app",
    "PayHub webhook secret for imports ph-sec-9b2e7d41c0a3f58e6d2b9c7a1e4f0d3b",
    "2FA secret for the shared billing login MFRGGZDFMZTWQ2LKNNWG23TPOBYXE4TT",
]
KEY_NEGATIVES = [
    "SMTP_PASSWORD=${SMTP_PASSWORD} (Google app pw for bookings@)",
    "the Pusher app key (public, app 1728831) for live bids is 31ce5d894dd92378baa0",
    "the Stripe API key id used for payouts is 7c1e9a0b-33d2-4f7a-9b1e-2d8c6f0a4e51",
    "WLAN Lager: der Schlüssel liegt im Büro",
    "storePassword System.getenv('KEYSTORE_PASSWORD'), keyAlias gavel",
    "storePassword android, keyAlias androiddebugkey",
    "Sample TOTP secret in the docs is JBSWY3DPEHPK3PXP, the well-known example.",
    "seed (demo data): run make seed before the tests",
]


@pytest.mark.parametrize("text", KEY_POSITIVES)
def test_labelled_keys_flagged(text: str) -> None:
    assert _codes(text) == {"credential"}


@pytest.mark.parametrize("text", KEY_NEGATIVES)
def test_labelled_key_near_misses_clean(text: str) -> None:
    assert _codes(text) == set()
