"""Session 23, helper sec23b: device codes and keys named by the device's words, password and
key shapes of their own, and three false-positive classes (an id starting with a dash, a
deploy-time ``%%NAME%%`` token, a fraud scorer's session id)."""

# ruff: noqa: E501
from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line


def _codes(text: str) -> set[str]:
    return {h.code for h in screen_line(text)}


CAUGHT = [
    # a data logger's security code
    "CR300 security code for the valley mast: 5821",
    "weather logger PakBus security code 40417",
    # a keypad's or an alarm's code
    "loading dock keypad: 7391#",
    "Alarmanlage Werkstatt: Code 583920",
    "warehouse alarm: 42817",
    # an HSM's password in digits
    "YubiHSM auth key 0x0002 password for invoice signing: 83920174",
    "Luna HSM partition pw: 51873920",
    # RFID / MIFARE sector keys
    "MIFARE sector 4 key A for staff badges: 7C2E91A04B3D",
    "locker keycard write key = 2B9F0C7A11E4",
    # a radio's privacy key
    "ops channel 2 privacy key 4f7a9c21b8",
    # password shapes after a login word, any language
    "router admin password on the back office switch Brunnen!4471kx",
    "credenziali portale fornitori: magazzino / Faggio#5512qT",
    "clave del sistema de riego Olivo.7731Rb",
    "inlog leveranciersportaal: Tulpen&2207XK4",
    "CORP\\svc_backup / Harbour@9931LQ",
    "login dbadmin/Meridian$4410north",
    # LDAP bind passwords
    "ldapsearch config: binddn cn=reader,dc=shop,dc=local bindpw Q7m&Lx2!pRz9",
    "bind_password = Zt*8wQk_mP4e",
    # JWK private members
    'JWK private key {"kty":"EC","d":"Jf3k9QmZx2Lr8vTy1NwP4sBc6Hd0Ga7Ue5Ko3Yi2Rq8WnXm"}',
    # a key id with its secret
    "payments key id/secret rzp_test_Ab3dEf7Hi9Jk2L / Qw8eRt5yUi2oPa4sDf6gHj1k",
    # a vendor key with its mode
    "KYC vendor key: onfido_sandbox_Xk29Lm4Qp8Rt2Vw6Yz1Bc5Dn7Fg3",
    # application passwords
    "wp app password: Ab3d Ef5g Hi7j Kl9m No2p Qr4s",
    "outlook app password zqtrvbnkmxplwdhc",
    # a JWT whose payload does not decode
    "gate service bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.Qx7-kLm2Np8RtVw4Yz1Bc5Dn7Fg3Hj9.Kp2Lm4Nq6Rs8Tu0Vw2Xy4Za6Bc8De0Fg",
    # an IFTTT Maker key
    "https://maker.ifttt.com/trigger/door_open/json/with/key/bK8s2LmQ9xRt4VwZ7yN1",
]

CLEAN = [
    # numbers near the device words that are no code
    "security code review 2024 is booked for March",
    "the alarm rang at: 0700 and 0730",
    "keypad: 1234 is the vendor default",
    "HSM firmware version: 20240115",
    "the RFID reader key fob costs 12 EUR, sector 3 is empty",
    "MIFARE default transport key A0A1A2A3A4A5 is public",
    "privacy key rotation is planned for 2025",
    # words, not passwords, after a login word
    "login page moved to the new portal, see Wiki-2024 notes",
    "password policy: at least 12 characters, one digit",
    "bind the service to port 8443 before the rollout",
    "JWK set URL is https://auth.example.com/.well-known/jwks.json",
    "app password support ends next quarter for legacy clients",
    # the false-positive classes
    "Google Drive folder id -pG-wQVSQRAa-cX2qZQdYQ0jqsgIhW5sX holds the team photos",
    "DB_PASSWORD=%%DB_PASSWORD%% is filled in by the release pipeline",
    "Forter session id 8HkjwmNTRbLsNk9eLzwbQFMT0r8t (order flagged, score 77)",
    "Hotjar session id 4JmkxnPUScMtOl0fMaxcRGNU1s9u shows the checkout bug",
    # a decodable sample JWT stays with the JWT rules (jwt.io's documented example)
    "Sample JWT from jwt.io: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwi"
    "bmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
]


@pytest.mark.parametrize("text", CAUGHT)
def test_caught(text: str) -> None:
    assert _codes(text) == {"credential"}


@pytest.mark.parametrize("text", CLEAN)
def test_clean(text: str) -> None:
    assert _codes(text) == set()
