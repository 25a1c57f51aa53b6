"""Session 27's helper sec27 (first-sight secret misses of blind rounds 101-103), each class
with variants and the look-alikes it must leave alone: a hardware wallet's or security key's
PIN, a service-mode code, an HSM password in digits with no colon; node-provider RPC URLs with
the key in the path (QuickNode, Ankr, Alchemy over wss); a hook URL after ``/inbound/``; a NATS
seed under its name; a Twilio SID and token spaced around ``/``; terse vendor and tool labels
(``glassnode <token>``, ``fernet <key>``); logins as user then password with no password word;
shaped passwords closing on a mark after a login word (ar, sv, kdb ``hopen``); FIX's
NewPassword near a Logon; passwords in hex or base64 under a name saying so; ``setx``; SNMP
``_RW`` settings; pairing codes. False positives: ``%(NAME)s`` interpolation, a ``pubkey for
the … api key registration``."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line

SECRETS = [
    # device PINs and codes
    "keepkey pin 90817263",
    "nitrokey pin: 41857302",
    "ledger nano x pin 58203917",
    "trezor #3 pin 61730258",
    "ticket kiosk maintenance-mode code is 730518",
    "YubiHSM2 admin pw 58203941",
    # node-provider RPC URLs
    "eth rpc: https://holy-frost-99120.quiknode.pro/4f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6/",
    "ARB_RPC=https://snowy-wind-1.arbitrum-mainnet.quiknode.pro/0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3/",
    "wss://polygon-mainnet.g.alchemy.com/v2/Qm7xR2pLz9KvT4wY8nB3cD5fGhJ6",
    "premium ankr https://rpc.ankr.com/bsc/5e2f8a1c9b7d3e6f0a4c8b2d7e1f9a3c5b8d0e2f4a6c8e0b2d4f6a8c0e2b4d6f",
    # a hook after /inbound/
    "alerts post to https://hooks-in.vendor.io/inbound/Xk29LmQp7Rz4TvW8nB3yC6dF1gH5jK0s",
    # NATS seeds under their name, base32 miscopied
    "nkey seed for the md bus SUAB8C0DE1F9GH2JKLMN0PQRST5UVWXYZ1234567ABCDEF8GHJKLMNPQRS",
    # Twilio pair spaced
    "sms: AC0a1b2c3d4e5f60718293a4b5c6d7e8f9 / 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    # terse vendor and tool labels
    "etherscan: KQ7M2XW9PZ4T8RB6VN3YC5HJ1DL0FGSA3E",
    "nansen Zq8Lm2Xp4Vt7Rk9Nw3Yc6Bd1Fh5Gj0",
    "kaiko 3f9a1c0e5b7d2a4c6e8f0b1d3a5c7e9f1b3d5f7a",
    "fernet key for the eod dags Zx7vDjWTvEM4SLtJHVa61aN-hsrbHXG9j3NXUzTB2s4=",
    "unseal Pn2WBmKKDPKB1teIc+rPq9XUZLTPH+lSyhU2dalWyyE",
    "wireguard pk Qm3zAZ5bX0RYhk8LmxP2xJ7d5FW1aGh9k2aQRR7kf0c=",
    "opsgenie key for the risk heartbeats 0f4b2c1d-9e8a-4b7c-a6d5-3e2f1a0b9c8d",
    # user then password, no password word
    "tsdb conn: quant_ro / Ledgr&4821xyQ!",
    "Priya's Skywise login: pnair // Runway42!xQ",
    "for the vendor portal just use ops@corvair.net + kqzv!TRB517xm",
    "hangar wifi for the night shift: CorvGuest / plmk.WQA904ts",
    "rostering admin: rosteradm vbnm!QWE482pl",
    "Note: login for Satair is aog.ops and tyui*ZXC738bn",
    "svc_itsm on itsm.acme.gov → Permit742&kdjfh!",
    "gisadmin on gis.acme.gov uses Parcel881*QWe7x#",
    # shaped passwords closing on a mark
    "archive postgres creds quant/Spread%7741Gk2m!",
    "HSM operatör lösen Vault%5521Hkq7+",
    "كلمة السر لحساب التداول: Market@2291PqxZ~",
    "q)h:hopen `:tick-02:5010:ops:Basis%1187Lmno+",
    "553=trader01 554=Spread*9923XZQW^ in the logon",
    # encoded passwords, setx, SNMP settings, pairing codes
    "SVC_PW_HEX=4d61726b65742332303234217851",
    "DB_PASS_B64=U3ByZWFkJDQ0MjFrUXp+",
    "setx SFTP_PASSWORD Payroll#2291Kx",
    'snmp_ro: "Vq8mLz2XpT4kRn"',
    "SNMP_RW=Hx7Lq2MzP9vKt",
    "vault pairing code: K3M9QX2Z-7WPLR4TB",
    "CUSTODY_PAIRING_TOKEN=8QZ2KX7M-R4TW9LPB",
]

CLEAN = [
    "ledger pin 2024",
    "my yubikey pin is 8 digits long",
    "the service mode code is in the manual",
    "see https://www.quiknode.pro/docs for the endpoint format",
    "https://rpc.ankr.com/eth is the public endpoint",
    "https://api.acme.io/inbound/2024-q3-report",
    "nats public key UAHNLCT75C6N0KA9V8OHRKPY37M1YN588KE9I6YYBVZXMS1PLLLDRR1GX",
    "wireguard pubkey JIS5znFCxZYGlT8Mfsx0AD1bYgjosZqs0rdHMYrj8yU=",
    "opsgenie team id c71fd610-57bd-9317-9b8e-12897552d927",
    "Etherscan shows our deployer at 0x8aab7f0331f36dadaffec8fc6d5451307e61e313",
    "kaiko instrument BTCUSDT20240329PERP",
    "login is SSO and MFA-required",
    "ci-runner on build.acme.io uses Python3.11-slim",
    "admin: see the runbook section",
    "setx PATH C:\\tools\\bin",
    "BT_PAIRING=enabled",
    "the pairing code expires after 10 minutes",
    "password = %(PAYROLL_SFTP_PASSWORD)s in the ini, interpolated at runtime",
    "db_password = %(DB_PASSWORD)s from the environment",
    "ed25519 pubkey for the exchange api key registration:"
    " Qm3zAZ5bX0RYhk8LmxP2xJ7d5FW1aGh9k2aQRR7kf0c=",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_flagged(text: str) -> None:
    assert {f.code for f in screen_line(text)} == {"credential"}, text


@pytest.mark.parametrize("text", CLEAN)
def test_look_alike_is_left_alone(text: str) -> None:
    assert [f.code for f in screen_line(text)] == [], text
