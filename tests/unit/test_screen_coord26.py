"""Session 26's coordinator mends (first-sight secret misses of blind rounds 95-97), each class
with variants and the look-alikes it must leave alone: a lead-in before a secret's name
(``for the job board: APP_KEY=``, ``for the pipeline: PGPASSWORD=``, ``for the video pipeline:
Agora app certificate for …:``); a vendor's short prefix before a hex key (``vs-<40 hex>``); a
PIN in a setting whose name ends in ``cs_`` (``epcs_pin``); a cabinet combo ``changed … to``; an
SNMP community in an env/YAML setting or after ``(rw)``; a password named ``for <object>`` with
no connector; a licence in upper-case groups with no ``key`` after ``licence``."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line

SECRETS = [
    # a lead-in before the name: the name, not the lead-in's words, says what the value is
    "for the careers board: APP_KEY=base64:Qm9vdGNhbXBLZXkxMjM0NTY3ODkwYWJjZGVmZ2hpams=",
    "notes for the Trello board: SESSION_SECRET=f8Kq2LmZ7xPv9RtB3nWc6YhJ",
    "for the nightly pipeline: PGPASSWORD='Lx7$queue9Pw' pg_dump -h db01 shop",
    "for the build pipeline: MYSQLPWD='Vb4!hTr92kQz' mysqldump shop",
    "for the streaming pipeline: Agora app certificate for the webinar rooms:"
    " 5c1e9a7b3d2f4a6c8e0b1d3f5a7c9e2b",
    # a vendor's short prefix before a hex digest-length key
    "Pharmacy partner API key is rx-9f2c4e6a8b0d1f3a5c7e9b2d4f6a8c0e1b3d5f7a",
    "home-delivery API token vs-0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b (per ops)",
    # a PIN in a setting whose name ends in letters a chip's pin also uses
    '{"epcs_pin": "582913"}',
    "dea_epcs_pin: 730215",
    # a combination changed to a value
    "the narcotics cabinet combo changed today to 918273",
    "lockbox combo set yesterday to 5521",
    "PIN changed this morning to 48213906",
    # SNMP communities in settings and after (rw)
    "SNMP_RO_COMMUNITY=mK7pQ2xZvL9tR4",
    'snmp_rw_community: "Tq8LmZ2vXp4kNr"',
    "SNMP community (ro) for the core switches zP4mK9xQ2vLt",
    "rotated the SNMP community (rw) for the PDUs, new value Hx7Lq2MzP9vK",
    # a password named for its object, no connector
    "WPA2 passphrase for the boarding kennel wifi Gq7#pLz2Xm9v",
    "keystore password for the signing cert maple-otter-quartz42",
    "the password for the radiology NAS Kx9#mPq2vLw - rotate in June",
    # a licence in upper-case groups
    "OCR suite licence QX7P2-M4KD9-ZL8T3-W2NV6-R5HB1 - the paid seat, keep it out of tickets",
    "scanner SDK license: 8KDP3-TQ2MZ-W7XL4-N9RV2 (site licence)",
    # r98-100: a key body that spells "fake" by chance in mixed case is still key material
    "base64 DER: MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC7uS7gWKhkouJFc29dwDED9EFJfAkeDG"
    "hnAV71hLmUQkLJPaOJmSJiDmVfVImJS22wEJd5PfUUpXm31QGktSuS7gWK",
    # a Wi-Fi key after the network's name
    "guest AP: SSID HOTEL-LOBBY, key qP7!zLm2Xv",
    "SSID lab-iot; password walnut-copper-42",
    "maintenance AP: SSID SUB-07, key hwzt*QRMX!kdp",
    # a registry value named a password (Windows autologon)
    "reg add HKLM\\SOFTWARE\\Winlogon /v DefaultPassword /t REG_SZ /d Kx9#mPq2vL /f",
]

CLEAN = [
    "for the careers board: APP_KEY is read from the vault at deploy time",
    "the board: APP_NAME=careers-web",
    "for the pipeline: PGHOST=db01.internal PGPORT=5432",
    "build cache key node-modules-299528a01391d415ea35bee6f33c6aee37ebf9b6",
    "the image tag is ci-299528a01391d415ea35bee6f33c6aee37ebf9b6",
    "commit sha-299528a01391d415ea35bee6f33c6aee37ebf9b6 fixed the build",
    "gpio_pin = 2048",
    "spi_cs_pin = 1024",
    '"tx_pin": 2048',
    "the cabinet combo changed to the new one",
    "PIN length changed to 6",
    "SNMP_RO_COMMUNITY=public",
    "SNMP community (ro) for the core switches is stored in Vault",
    "password for the host db-prod-01",
    "password for the admin account was reset",
    "we need a password for the wifi soon",
    "licensed under GPL-3.0-or-later",
    "license CC-BY-SA-4 applies to the docs",
    "licence renewal is due 2027-01-31",
    "API key: fake_9f2c4e6a8b0d1f3a5c7e9b2d4f6a",
    "token=FAKE-TOKEN-1234567890abcdef",
    "SSID GuestNet, key in the vault",
    "SSID Office-5G, key Rotate.Quarterly",
    "reg add HKLM\\SOFTWARE\\Winlogon /v DefaultUserName /t REG_SZ /d labadmin",
    "reg add HKLM\\SOFTWARE\\Winlogon /v DefaultPassword /t REG_SZ /d %AUTOLOGON_PW%",
    "Playwright logs in as qa@example.com / Passw0rd!x (fake test account in the local DB).",
    "sha256sum acme-proaccess-7.1.msi ="
    " 6268f628200df48fae3240a355d4810fb7b1d4081f5529ab03bcb705c86c45ca",
    "Apple Wallet pass serial QDWX2M2VSSIPAY9HBYYE",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_flagged(text: str) -> None:
    assert {f.code for f in screen_line(text)} == {"credential"}, text


@pytest.mark.parametrize("text", CLEAN)
def test_look_alike_is_left_alone(text: str) -> None:
    assert [f.code for f in screen_line(text)] == [], text
