"""Certificate pins / digests under an account label, and passwords a sentence calls a lure or
the password of a fake form, are no credentials (blind round 71's false positives, session 21);
the same shapes with a real account stay flagged."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen

CLEAN = [
    "Our public TLS pin (SPKI sha256) for the portal: 7RlwBW0CPjPlcSjf4Ee+BIk2NpJulNPqtJ033CULUbb=",
    "VPN gateway certificate pin for the portal: qbhyHa2BFAvPcCigs6YA7JzZKiC0U8dJbIEmgN3X5Oe=",
    "Router firmware sha256 (from the vendor portal): xRvdRDVQSJU0AUAWcwkC0CuxmS2pgilCgMR3wpqYVO4=",
    "Public TLS pin (SPKI sha256) of the intranet: EiRv2U554c5CrDjCY/jmubbqG3KFNXo4/7up/GjDNET=",
    "Phishing sim landing page uses password 'Password123!' for the fake form - it is a lure,"
    " no account exists.",
    "The decoy login page accepts password 'Summer2026!' - it is a lure for the awareness drill.",
    "Training portal demo uses password 'Winter#2025' on the mock login page.",
]
FLAGGED = [
    "Webmail for chairs@example.org: Whc41#vsi6UxE=48",
    "Wi-Fi in the lab (SSID lab-5g): Basalt#Comet7085",
    "VPN portal: Kq7#vB2m!xZ9pL",
    "The phishing sim admin portal (the real one, not the lure site): Xy7#kL9m!qRt2",
    "Use Password 'Tr0ub4dor&3x!' for the admin console login.",
]


@pytest.mark.parametrize("text", CLEAN)
def test_pins_digests_and_lures_stay_clean(text: str) -> None:
    assert [f.code for f in screen.screen_line(text)] == []


@pytest.mark.parametrize("text", FLAGGED)
def test_real_account_passwords_stay_flagged(text: str) -> None:
    assert "credential" in {f.code for f in screen.screen_line(text)}
