"""Secret classes added by fix24s (session 8), each a shape or a phrasing family written fresh
(other tools, vendors and values than rounds 1-24 and the fix24s probe set), with look-alikes
that must stay clean. Values are synthetic.

- command lines: a user flag and a password flag of any tool, PIN flags, process substitution,
  archivers' glued ``-p``, positional ``net use``/``hdbuserstore``/``.logon`` passwords, a ``$``
  before a random password;
- labelled codes: PINs and door codes, licence/activation/recovery codes and serials, HSM key
  components, byte-array keys, security answers;
- markup: XML name/value attributes, JSON login maps, Gradle-style settings, ``#define``, FIX 554,
  ``ConvertTo-SecureString -AsPlainText "<pw>"``;
- prose: verbs that hand a password over, an aside closed by a comma, ROT13/backwards passwords,
  ``login: user, pw``, RADIUS/PSK/passphrase names, a "public API token";
- references: ``#{X}#``, ``%X%``, ``@keychain:X``, ``YourAuthToken``, ``REPLACE_ME``.
"""

# ruff: noqa: E501
from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen
from tinyagent_memory.daemon.screen.secret_references import reference
from tinyagent_memory.daemon.screen.secrets import screen_text


def codes(text: str) -> set[str]:
    return {h.code for h in screen.screen_line(text)}


def values(text: str) -> list[str]:
    return [text[m.start : m.end] for m in screen_text(text)]


FOUND = [
    # command lines
    ("mongo --quiet -u dba -p Heron!basin57 --authenticationDatabase admin", "Heron!basin57"),
    ("isql-fb -user SYSDBA -password 'Lupin&cedar33' /data/acct.fdb", "Lupin&cedar33"),
    ("rclone-sync --password=Mossy.pine804 --user backup01 remote:", "Mossy.pine804"),
    ("ipmiutil power -N 10.9.8.7 -U operator -P Slate%river92 -r", "Slate%river92"),
    ("tool --login -u svc-export -p $Zr8qPw3nXv1LkT6m", "$Zr8qPw3nXv1LkT6m"),
    ("softhsm2-util --init-token --slot 0 --label ca --so-pin 58203917 --pin 40417733", "40417733"),
    ("luksOpen with --key-file <(printf '%s' 'Bramble#owl55') on the spare disk", "Bramble#owl55"),
    (
        "cryptsetup luksFormat /dev/sdc --batch-mode <<< 'Kettle+moss68'",
        "Kettle+moss68",
    ),
    ("7za x -pOtter^lake73 backup.7z", "Otter^lake73"),
    (r"net use Y: \\fs02\finance Saddle+brook41 /user:ACME\ap-clerk", "Saddle+brook41"),
    ("hdbuserstore SET NIGHTLY hana-qas:30215 NIGHTLY_OP Crane=glade29", "Crane=glade29"),
    ("bteq: .logon tdqa/loader,Timber+fen66", "Timber+fen66"),
    # labelled codes
    ("the deposit box PIN at the branch: 70318", "70318"),
    ("keypad code for the loading dock is 4817#", "4817#"),
    ("lock_pairing_passkey = 730158  # the garage door controller", "730158"),
    ("Vault room combination: 12-38-07", "12-38-07"),
    ("Camtasia licence key (3 seats): 7HQD-M2KP-X4RT-9WZC-LB3N", "7HQD-M2KP-X4RT-9WZC-LB3N"),
    ("Parallels activation key is K7ZQ2-PL9XM-4TR8W-N3BVC-6YHDF", "K7ZQ2-PL9XM-4TR8W-N3BVC-6YHDF"),
    ("2FA recovery code for the registrar account: 7QXMZR4KT29PLWDNC8VB", "7QXMZR4KT29PLWDNC8VB"),
    ("Ableton serial (studio B): 2F1A-7C3E-99B0-4D8A-E615-0C72", "2F1A-7C3E-99B0-4D8A-E615-0C72"),
    ("Resolve Studio licence serial: K7QX-29PM-4TZD", "K7QX-29PM-4TZD"),
    (
        "alert hook https://oncall.eu-west.grafana-cloud.io/integrations/v1/formatted_webhook/Zq8RtY3uWx7LpB4nVc9Hs/",
        "v1/formatted_webhook/Zq8RtY3uWx7LpB4nVc9Hs",
    ),
    (
        "TMK key component 1 for the ATM fleet: 3A9F 0C41 D27B 8E65 1F0A 9C3D 74B2 E806",
        "3A9F 0C41 D27B 8E65 1F0A 9C3D 74B2 E806",
    ),
    (
        "uint8_t aes_key[16] = {0x3c, 0x9a, 0x11, 0xf4, 0x27, 0x8b, 0xd0, 0x65, 0xe2, 0x4f, 0x90, 0x1d, 0xb7, 0x5a, 0x08, 0xc3};",
        "{0x3c, 0x9a, 0x11, 0xf4, 0x27, 0x8b, 0xd0, 0x65, 0xe2, 0x4f, 0x90, 0x1d, 0xb7, 0x5a, 0x08, 0xc3}",
    ),
    ("security question for the payroll portal (first pet) : Biscuit1998", "Biscuit1998"),
    # markup
    ('<setting name="SmtpPassword" value="Gannet#quay71" />', "Gannet#quay71"),
    ('<entry value="Mallow!dune26" key="ldap.bind.password"/>', "Mallow!dune26"),
    ('basic_auth_users: { "ops": "Pollen$ridge83" }', "Pollen$ridge83"),
    (
        "repositories { maven { credentials { username 'ci'; password 'Walrus&inlet62' } } }",
        "Walrus&inlet62",
    ),
    ('#define MQTT_PASS "Fennel.harbor39"', "Fennel.harbor39"),
    ("FIX 4.4 logon 35=A|553=CLEARING7|554=Osprey+vale48|", "Osprey+vale48"),
    ('$s = ConvertTo-SecureString -String "Tansy_cliff27" -AsPlainText -Force', "Tansy_cliff27"),
    (
        'OTEL_EXPORTER_OTLP_HEADERS="signoz-access-token=9c1e7b3a-55d2-4f0e-a8c4-2b7d90e16f3a"',
        "9c1e7b3a-55d2-4f0e-a8c4-2b7d90e16f3a",
    ),
    ("mysql -u root -pKestrel!fen44 (it prompts for the password otherwise)", "Kestrel!fen44"),
    # calls
    ('esp_ota.setPassword("Juniper^slate84");', "Juniper^slate84"),
    ('WiFi.begin("greenhouse-2", "Bluebell+crag29");', "Bluebell+crag29"),
    ("imap.login('tips@newsroom.example.org', 'Heather&tarn77')", "Heather&tarn77"),
    ('<entry key="smtp.password">Puffin.moor36</entry>', "Puffin.moor36"),
    # prose
    ("the kiosk's maintenance login accepts Clover#mesa35 since the update", "Clover#mesa35"),
    ("his vpn account was locked, so helpdesk reset it to Gorse=valley47", "Gorse=valley47"),
    ("the archive of the 2019 audit is encrypted with Thistle!marsh52", "Thistle!marsh52"),
    (
        "the password for the scanner user, which both printers share, remains Sorrel+bay63",
        "Sorrel+bay63",
    ),
    ("backup pw, rot13 so it's not in plain sight: Pybire+zrnqbj31", "Pybire+zrnqbj31"),
    ("creds for the print server: prn-admin, Bracken%ford74", "Bracken%ford74"),
    ("pre-shared key of the site-to-site tunnel is Nettle+shore58", "Nettle+shore58"),
    ("el código de acceso del buzón de voz es Laurel=brook53", "Laurel=brook53"),
    ("the old kiosk now opens with Marram#cove18 after the vendor visit", "Marram#cove18"),
    (
        "Mailgun public API token for the sending domain: key-9f3b2c7d1e8a4f6b0c5d2e9a7b1f3c8d",
        "key-9f3b2c7d1e8a4f6b0c5d2e9a7b1f3c8d",
    ),
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_secret_classes_fix24s_are_flagged(text: str, value: str) -> None:
    assert codes(text) >= {"credential"}
    assert value in values(text)


CLEAN = [
    # references and prompts on command lines
    "mongo --quiet -u dba -p --authenticationDatabase admin   (prompts)",
    'isql-fb -user SYSDBA -password "$ISC_PASSWORD" /data/acct.fdb',
    "tool --login -u svc-export -p $EXPORT_PASSWORD",
    "tool --login -u svc-export -p $exportPw",
    "softhsm2-util --init-token --slot 0 --label ca --so-pin env:SO_PIN",
    "psql -U reporting -p 5433 -h db-replica",
    "docker compose -p billing up -d && docker exec -u root billing-api sh",
    "7za x -p backup.7z   (7-Zip asks for it)",
    "net use Y: \\\\fs02\\finance /user:ACME\\ap-clerk *",
    "openssl enc -aes-256-cbc -pass env:BACKUP_PASS -in db.sql -out db.sql.enc",
    # labelled codes that are no secret
    "PIN length for the new cards is 6 digits; the PIN pad firmware is 2.4.1",
    "the door code changes every quarter; facilities sends it by SMS",
    "combination lock on locker 12 was cut after the owner left",
    "licence server port 27000, vendor daemon port 27001",
    "product key goes into the unattend.xml at deploy time, from the KMS",
    "serial number of the freezer: SN4418202 (warranty until 2028)",
    "certificate serial 4c:1f:9e:02:77:ab:3d:10 expires next spring",
    "recovery codes were regenerated on 2026-11-02 and stored in the safe",
    "key check value of the new TMK: 1F3A9C",
    "ports: [22, 80, 443, 5432, 6379, 8080, 8443, 9000, 9090, 9200, 9300, 11211, 15672, 27017, 50000, 61616]",
    "the security question feature was removed from the portal in 2025",
    # markup with references
    '<setting name="SmtpPassword" value="#{SmtpPassword}#" />',
    '<setting name="SmtpPassword" value="$(SmtpPassword)" />',
    '<add key="ApiKey" value="__API_KEY__" />',
    "<password>@nexus.password@</password>",
    '#define MQTT_PASS "YourMqttPassword"',
    'STRIPE_SECRET_KEY="sk_live_REPLACE_ME"',
    "repositories { maven { credentials { username 'ci'; password System.getenv('MVN_PW') } } }",
    "FIX field 554 (Password) is optional when the session uses TLS client certificates",
    "$s = Read-Host -AsSecureString; ConvertTo-SecureString $s",
    "OTEL_EXPORTER_OTLP_HEADERS=api-key=${NEW_RELIC_LICENSE_KEY}",
    "OTEL_EXPORTER_OTLP_HEADERS=x-scope-orgid=tenant-analytics-eu",
    "WiFi.begin(WIFI_SSID, WIFI_PASS);",
    'client.connect("broker.local", 8883)',
    "ftp.login(user, os.environ['FTP_PASSWORD'])",
    "esp_ota.setPasswordHash(OTA_HASH);",
    "db.password = ENC(Qm9sdDEyMzQ1Njc4OTA=)   (jasypt)",
    r"psexec \\ws-22 -u LAB\operator -p %OP_PW% ipconfig",
    "then connect audit_ro@FINPRD in SQL*Plus (it prompts for the password)",
    # prose that hands nothing over
    "the login page uses OAuth2 with PKCE since March",
    "the encrypted volume is protected by a TPM and a recovery key in AD",
    "we reset the counters to zero after the migration",
    "rot13 and reversed strings are not encryption; use age",
    "Keycloak login: realm lab, client grants-portal",
    "the RADIUS shared secret is in the network team's vault",
    "altool -u release@studio.example -p @keychain:AC_PASSWORD",
    "DRIVER={ODBC Driver 18};UID=batch;PWD=%BATCH_PWD%;",
    "wget --user=mirror --ask-password https://mirror.uni-lab.de/raw.tar",
    "secret: \"{{ lookup('community.general.passwordstore', 'lab/clearml') }}\"",
]


@pytest.mark.parametrize("text", CLEAN)
def test_look_alikes_fix24s_stay_clean(text: str) -> None:
    assert "credential" not in codes(text), values(text)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("#{DbPassword}#", True),
        ("=%DB2_PWD%", True),
        ("@keychain:AC_PASSWORD", True),
        ("__API_KEY__", True),
        ("YourAuthToken", True),
        ("sk_live_REPLACE_ME", True),
        ("Gannet#quay71", False),
        ("K7ZQ2-PL9XM-4TR8W", False),
        ("%d%s%x", False),
        ("backup.7z", True),
        ("Otter.lake73", False),
    ],
)
def test_reference_judge(value: str, expected: bool) -> None:
    assert reference(value) is expected


@pytest.mark.parametrize(
    "text",
    [
        'jq -r .name <<< \'{"name": "Orchid7!"}\' prints the name',
        "base64 -d <<< 'dGVzdGluZzEyMw==' decodes the fixture",
        "Terraform state serial 2211, lineage 5f0c2a1e-7b3d-4e9a-8c61-0d2f9e4b7a13.",
        "licence server 7 holds 12 seats, serial SN22017 on the dongle",
    ],
)
def test_data_near_the_new_shapes_stays_clean(text: str) -> None:
    assert "credential" not in codes(text), values(text)


@pytest.mark.parametrize(
    "text",
    [
        "The OAuth authorization code (code=Qw7RtY2uIo9PaS4dFg6HjK1lZx3CvB8nMq5) was already exchanged.",
        '<add key="SigningKeyId" value="4e7d2c19-8a3b-4f60-9d15-b2c8e07a6f31" />',
        "md5 of the licence file template (no key in it): 9e107d9d372bb6826bd81d3542a419d6",
        "Serial number of the flow sensor: SN-2025-QX41-B7",
        "gpio_pin = 2048 on the expansion header; spin = 4096 rpm",
        "pin_count: 4096 in the netlist",
        "registration code for the conference: CONF-2026-EU-7781",
        "see https://bank-portal.de/integrations/2024/Q3-report-7788 for the list",
        "https://status.city.gov/incoming/2025-11-03-outage-report",
        "squeue -u kw2291 -p gpu-h100 --start",
        "qstat -u kw2291 -p long-q7",
        "sacct -u kw2291 -p --format=JobID,JobName,Elapsed,MaxRSS",
        "docker run -u 1000:1000 -p 8888:8888 jupyter/datascience-notebook",
        "product code: RT-4471-KX29-55AB on the pallet label",
        "the best combination is 2-4-8 GPUs for this batch size",
        "The answer to the security question is stored hashed",
        "the training server uses Llama-3.1-8B for the eval runs",
        "licence number of the physician: GP-4K9-22X7-1190",
        "the request id in the log: 3c9a1f0e-7b2d-4e8c-a5f6-0d1e2b3c4a59; rot13 of a password is no protection",
    ],
)
def test_ids_and_digests_near_the_new_labels_stay_clean(text: str) -> None:
    assert "credential" not in codes(text), values(text)
