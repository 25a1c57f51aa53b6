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
