"""Classes of secrets rounds 55-58 showed (sec19), each written as a class: a name with an aside
between it and its value, a value handed over where the sentence names it elsewhere (an arrow
or a comment after it, "asked for the X, we sent <v>", "keep this for <ticket>: <v>"), a SIM's
Ki/OPc, an ECU's seed-key constants, a secret store written from the command line, vendor
shapes (Azure DevOps PAT, Elastic API key, WireGuard keys, admin/HMAC keys, a URL password with
``/``), and ids named as ids (a session, query or trace id in a report). Values are synthetic.
"""

# ruff: noqa: E501
from __future__ import annotations

import pytest

from tests.unit.screen_asserts import assert_secret_covered, credential_hits

POSITIVES = [
    # an aside between the name and its value
    (
        "gitlab CI variable SN_PASSWORD (masked failed, value shown in job log): QBfabt&368GI8l^",
        "QBfabt&368GI8l^",
    ),
    ("SMPP bind password for roaming TAP/RAP pipeline (VN NOC): RJeYyEjR", "RJeYyEjR"),
    (
        "La password dell'amministratore del POS a Cape Town Waterfront (ZA) è I06yX18vg^^thq.",
        "I06yX18vg^^thq",
    ),
    ("رمز عبور پنل پرتال وای‌فای Valletta Grand (MT) این است: P%KOU*^!d@raJP", "P%KOU*^!d@raJP"),
    ("DB_PASS (rotated by Ivo last night, staging only for now): Wq7#pLm2xRv9", "Wq7#pLm2xRv9"),
    (
        "Il PIN dell'allarme del magazzino (sede Torino) è 7391# e la password del NAS (Synology) è Tr4v&Nas2026",
        "Tr4v&Nas2026",
    ),
    (
        "API token (copied from the Jenkins job): q8Zr2VwLm4Xt7Ns1Kd6Hf3Jb",
        "q8Zr2VwLm4Xt7Ns1Kd6Hf3Jb",
    ),
    ("SMTP relay password for the billing mailer (EU-West): HqPzTvWk", "HqPzTvWk"),
    ("ពាក្យសម្ងាត់ Vault នៅភ្នំពេញ៖ KNwqys&66822HJ!", "KNwqys&66822HJ"),
    ("รหัสผ่าน Vault ที่กรุงเทพ: Kq8&zLw2Xp", "Kq8&zLw2Xp"),
    # a value handed over, the sentence naming it elsewhere
    ("nICcQv6@H19euG  <- Booking.com connectivity password, do not lose", "nICcQv6@H19euG"),
    (
        "RIGEHP9hou0WZVdV  <- SNMP community string, do not lose, Salim Al Busaidi has the only other copy",
        "RIGEHP9hou0WZVdV",
    ),
    ("Xk29!pQmzL7w   # SiteMinder API password (prod)", "Xk29!pQmzL7w"),
    ("Zq8mT2vL9xWk4Rb7  // Meraki dashboard API key", "Zq8mT2vL9xWk4Rb7"),
    ("REV-1529: vendor asked for the SynXis API password, we sent LNqt@iGxzXG0?", "LNqt@iGxzXG0"),
    (
        "PAY-3260: vendor asked for the SNMP community string, we sent UkShaob81UV3aAx4",
        "UkShaob81UV3aAx4",
    ),
    (
        "The auditor requested the staff Wi-Fi passphrase and I gave them Hk7$mQw2Lp9z",
        "Hk7$mQw2Lp9z",
    ),
    (
        "Oracle support asked us for the schema owner password; we've sent Pw9&xTr4Qm1z",
        "Pw9&xTr4Qm1z",
    ),
    (
        "Oksana Melnyk asked me to keep this for GIS-774: 700bfec739a54c35a91037c9bc8fdb1b",
        "700bfec739a54c35a91037c9bc8fdb1b",
    ),
    (
        "Marisol Ortega asked me to keep this for CRT-6604: BC66EA7A8BB45FA0CDB14F51E59E41A5C03A5256AA7987039CF934D1BBDBA2CE",
        "BC66EA7A8BB45FA0CDB14F51E59E41A5C03A5256AA7987039CF934D1BBDBA2CE",
    ),
    ("Hold on to this until the cutover: Vb3Nk8Lq2Wz7Xr5Ty1Mp4Hs6", "Vb3Nk8Lq2Wz7Xr5Ty1Mp4Hs6"),
    ("please store this for INC-2291 - Gh5!kLr8Wq2z", "Gh5!kLr8Wq2z"),
    ("creds for amdocs-ocs-mx-3 -> noc_ro:BSgpuk$880KG2m.", "BSgpuk$880KG2m"),
    ("creds for the jump host => ops:Tz8&qLw3Xp2m", "Tz8&qLw3Xp2m"),
    # SIM keys, seed-key constants
    (
        "SIM Ki for roaming TAP/RAP pipeline (TZ NOC): E1C0434365E7719DCC59105442BD6661",
        "E1C0434365E7719DCC59105442BD6661",
    ),
    ("export SIM_KI=6AEDA4DEF5428E11C4AA20E0378714B6", "6AEDA4DEF5428E11C4AA20E0378714B6"),
    (
        "# TODO move to Vault before NOC-2073: SIM_OPC = '5E56702A12803D26D87DDAF05729410A'",
        "5E56702A12803D26D87DDAF05729410A",
    ),
    (
        "OPc for ServiceNow CHG queue (GR NOC): A2F85E121F62D6FFC8A311BFE7ADFC5D",
        "A2F85E121F62D6FFC8A311BFE7ADFC5D",
    ),
    (
        '{"imsi": "001010000012345", "ki": "9c1a7e33b07d4a2f8e6c5b4d3a2f1e0d", "opc": "0f1e2d3c4b5a69788796a5b4c3d2e1f0"}',
        "9c1a7e33b07d4a2f8e6c5b4d3a2f1e0d",
    ),
    (
        "operator key (OP) for the test PLMN is 63BFA50EE6523365FF14C1F45F88737D",
        "63BFA50EE6523365FF14C1F45F88737D",
    ),
    (
        "UDS 0x27 level 0x11 seed-key secret for VCU (production): XOR mask 0x02E4DA45, AES constant 0xF374B130",
        "0x02E4DA45",
    ),
    ("security access level 3 on the BCM: secret key = 0x7A3C91E5", "0x7A3C91E5"),
    ("SecurityAccess $27 algorithm for the gateway ECU uses mask 0x5B2E8D17", "0x5B2E8D17"),
    # secret stores written from the command line
    (
        "kubectl -n noc-prod create secret generic sn-password --from-literal=value='OPtrkz&300GnMj^'",
        "OPtrkz&300GnMj^",
    ),
    ("vault kv put secret/noc/kh/smpp_password value=IuQ2AeFI", "IuQ2AeFI"),
    (
        "kubectl create secret generic stripe --from-literal=webhook_secret=Lq8Wz2Xr7Tn4Vm9Kp3Hs",
        "Lq8Wz2Xr7Tn4Vm9Kp3Hs",
    ),
    ("gh secret set NPM_TOKEN --body Tq7Lm2Xw9Rz4Kv8Np3Hs6Jb", "Tq7Lm2Xw9Rz4Kv8Np3Hs6Jb"),
    ("fly secrets set DB_PASSWORD=Hz4&kWq9Lm2x", "Hz4&kWq9Lm2x"),
    # vendor shapes and names
    (
        "awsorffvecwmasxkd3sxsteymxfyrj2zmmix3wfpbnl4kc4xnjyw",
        "awsorffvecwmasxkd3sxsteymxfyrj2zmmix3wfpbnl4kc4xnjyw",
    ),
    (
        "kubectl create secret generic azure_devops_pat --from-literal=value=ougb3pu7mzg4sdvvnwnfaa5ttketsb7rqr3mohxfjkyj6u2rakhc -n mrumu",
        "ougb3pu7mzg4sdvvnwnfaa5ttketsb7rqr3mohxfjkyj6u2rakhc",
    ),
    (
        "ADO pipeline PAT: q3z7rkxw2nmvb5tlj4ycp6hgd2fsw7kqzn3xmr5vt4lbcy2wjpda",
        "q3z7rkxw2nmvb5tlj4ycp6hgd2fsw7kqzn3xmr5vt4lbcy2wjpda",
    ),
    (
        "Zmk4YkdxSVk0SkthQ2NlWFhhZVk6Ukp6bnZHWnpYOGlWY19DUlRVYkFZWA==",
        "Zmk4YkdxSVk0SkthQ2NlWFhhZVk6Ukp6bnZHWnpYOGlWY19DUlRVYkFZWA==",
    ),
    (
        "export WG_PRIVATE=LmjJlawJtSrfcVehivI1vMmiC9Lcymn4t4yBSP9h6DI=",
        "LmjJlawJtSrfcVehivI1vMmiC9Lcymn4t4yBSP9h6DI=",
    ),
    (
        "wg0_psk: 'uD1rQ0xv8b7nN5l3kP2mYt6sWz9cHf4gJe7aBq1oXiE='",
        "uD1rQ0xv8b7nN5l3kP2mYt6sWz9cHf4gJe7aBq1oXiE=",
    ),
    (
        "[dbvhr] | adyen_hmac = F94D13B6513AA41ED80860479D9F4A6B4FA6BD8EC5508241E31D3606F2D38F03",
        "F94D13B6513AA41ED80860479D9F4A6B4FA6BD8EC5508241E31D3606F2D38F03",
    ),
    (
        '{"algolia_admin": "a09fab7ad70e2fe1a64716fc78ac3463", "property": "MCTOM"}',
        "a09fab7ad70e2fe1a64716fc78ac3463",
    ),
    (
        'ALGOLIA_ADMIN: "7ab0c3648148582957cba2f0b0b6acbc"   # DXBAE prod',
        "7ab0c3648148582957cba2f0b0b6acbc",
    ),
    ("shopify_hmac=Qm7Lz2Wx9Rk4Tv8Np3Hs6Jb1", "Qm7Lz2Wx9Rk4Tv8Np3Hs6Jb1"),
    (
        "note: https://ci-bot:GtA/Cr/RYTzG5J4TiRYmWLc9EEuBSzoMx2GsOmGdr7@gerrit.swp.plant-gyr.local/a/autosar/com-stack",
        "RYTzG5J4TiRYmWLc9EEuBSzoMx2GsOmGdr7",
    ),
    (
        "git clone https://deploy:k9+Lq2Wz/Xr7Tn4Vm9Kp3Hs=@git.example-corp.net/infra.git",
        "k9+Lq2Wz/Xr7Tn4Vm9Kp3Hs=",
    ),
    # "(no secrets …)" said of something else: the value stays a secret
    ("DB password: Xk9#mQ2pL8vN3rT6 (no secrets in git!)", "Xk9#mQ2pL8vN3rT6"),
]

NEGATIVES = [
    "ডাটাবেসের পাসওয়ার্ড Vault-এ রাখা আছে; কোডে কখনো লিখবেন না।",
    "Password Vault (CyberArk) is the source of truth for the break-glass accounts.",
    "Snowflake session id 3342b381-d701-a2b1-6573-603a1761c89c in the slow query report.",
    "BigQuery job id 5f2c1d0e-9a8b-4c7d-8e6f-1a2b3c4d5e6f failed with quota exceeded.",
    "Datadog trace id 0af7651916cd43dd8448eb211c80319c in the incident timeline.",
    "Request id 7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e returned 502 from the gateway.",
    "Flutterwave public key (safe in the frontend): FLWPUBK-cd842543f65847b23b72dbeeba430f85-X",
    "VAPID public key for web push (applicationServerKey): BxK_gPG2NnnPChcAb1VLEMtyNqN8YjB9nnPv_aQFnhyYcaFMuorW-tq4cyi3P1DVYYdDtDgEqaYxo4Lu3qJCcRi",
    "App signing cert SHA-256 from Play Console (goes in assetlinks.json): D0109FE8B66FAB43A7E491C077B028D6C48C36229C9BB139D65931348C8DE19C",
    "a3f9c2e17b4d5e6f8a9b0c1d2e3f4a5b6c7d8e9f  <- commit that fixed the password reset flow",
    "Vendor asked for the password policy, we sent PolicyDoc-v2.pdf",
    "Jonas asked me to keep this for GIS-774: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b",
    "Keep this for OPS-12: 3e7b1c2d-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
    "Keep this for the release notes: build 2026.12.05-rc3",
    "SIM ICCID for the test phone: 8944501234567890123",
    "The Ki and OPc are provisioned by the SIM vendor and never leave the HSM.",
    "UDS 0x27 seed from the ECU was 0x5A3C91E7; the key is computed by the tester.",
    "vault kv put secret/app/config log_level=debug region=eu-west-1",
    "kubectl create secret generic app-config --from-literal=LOG_LEVEL=info",
    "kubectl create secret generic db-password --from-file=password=./pw.txt",
    "WireGuard public key of the peer: xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=",
    "PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=",
    '{"algolia_admin_email": "ops@example.org", "property": "MCTOM"}',
    "algolia_app_id: 7ABCD1EF23",
    "see https://example.com:8443/docs/api@v2 for the endpoint list",
    "the onion address is 2gzyxa5ihm7nsggfxnu52rck2vv4rvmdlkiu3zzui5du4xyclen53wid.onion",
    # a sample the line says holds no secret (blind round 59, first sight of session 19)
    "Base64 of the sample ACARS payload (no secrets): UVUxVVAtQjM3MjQvRkkgUU03OTkvQU4gT0QtTVJUIFBPUyBOMTc=",
    "Sample webhook body (contains no credentials): eyJldmVudCI6Im9yZGVyLnBhaWQiLCJpZCI6IjQyIn0=",
]


@pytest.mark.parametrize(("entry", "secret"), POSITIVES)
def test_handed_and_named_classes_are_caught(entry: str, secret: str) -> None:
    assert_secret_covered(entry, secret)


@pytest.mark.parametrize("entry", NEGATIVES)
def test_their_look_alikes_pass(entry: str) -> None:
    assert credential_hits(entry) == []
