"""Probe set fix25s (secret layer), written by helper fix25s on 2026-12-04 BEFORE the rule changes
it measures (coord d18f915), after reading the classes (not copying the lines) of rounds 25/26's
first-sight misses and false positives.

Classes: licence, serial, activation and authorization codes of scientific and engineering
software and FlexLM licence files; salts and peppers given in prose; passwords in the flags of
database and network CLIs (MariaDB, mysqladmin, sqlcmd, ClickHouse, Redis, SNMP, lftp, signtool,
…); ``app user / password`` pairs and BMC logins; Kerberos keytabs pasted as base64; vendor
tokens written inside sentences with the vendor named; ``.npmrc``/``.yarnrc`` auth lines; SAP
``hdbuserstore``; RACF/TSO mainframe passwords; SNMP communities; SWIFT LAU and HSM key halves.
The negatives stay in the same neighbourhoods: licence talk without a key, licence servers,
salts described but not given, prompting CLIs and references, ARNs and Key Vault ids, citation
keys, keyring mentions, public client keys, device serials, checksums. Every value is synthetic
(a seeded generator); none is or was a live secret.

Run from the repository root: ``python tests/data/screen/gen_probe_fix25s.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501

from __future__ import annotations

import base64
import random
import string
import uuid
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_25)

AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
LO = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
WORDS = (
    "alder", "birch", "cedar", "dune", "egret", "fern", "gannet", "heath", "ibis", "jasper",
    "kestrel", "lichen", "marsh", "nettle", "otter", "plover", "quince", "rowan", "sorrel",
    "teal", "upland", "vetch", "wren", "yew", "zinnia", "osprey", "bracken",
)  # fmt: skip
APPS = (
    "Mathematica", "Maple", "COMSOL", "Abaqus", "SolidWorks", "Minitab", "JMP Pro", "SAS 9.4",
    "Gaussian 16", "MestReNova", "Igor Pro", "Geneious Prime", "SnapGene", "AutoCAD", "Tecplot",
    "IDL", "Amira", "Imaris", "Huygens", "NVivo", "ATLAS.ti", "MAXQDA", "EViews", "Mplus",
    "KaleidaGraph", "Avizo", "Lumerical", "Ansys Mechanical", "Materials Studio", "SigmaPlot",
)  # fmt: skip
HOSTS = ("lims01", "nmr-pc3", "hpc-login2", "scan-ws7", "db-prd4", "core-sw2", "bkp-gw1")


def rnd(n: int, alphabet: str = AN) -> str:
    while True:
        v = "".join(R.choice(alphabet) for _ in range(n))
        if (
            alphabet is not AN
            or n < 6
            or (
                any(c.isdigit() for c in v)
                and any(c.isupper() for c in v)
                and any(c.islower() for c in v)
            )
        ):
            return v


def hx(n: int) -> str:
    return rnd(n, HEX)


def up(n: int) -> str:
    return rnd(n, UP)


def digits(n: int) -> str:
    return str(R.randint(1, 9)) + "".join(R.choice(string.digits) for _ in range(n - 1))


def uid() -> str:
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def b64(nbytes: int) -> str:
    return base64.b64encode(R.randbytes(nbytes)).decode()


def pw() -> str:
    a, b = R.sample(WORDS, 2)
    sym = R.choice("!#%^*_.+@")
    return f"{a.capitalize()}{sym}{b}{R.randint(10, 99)}"


def phrase() -> str:
    return "-".join(R.sample(WORDS, 3)) + f"-{R.randint(10, 99)}"


def app() -> str:
    return R.choice(APPS)


def host() -> str:
    return R.choice(HOSTS)


def groups(n: int, size: int, alphabet: str = UP, sep: str = "-") -> str:
    return sep.join(rnd(size, alphabet) for _ in range(n))


def licence_value() -> str:
    return R.choice(
        [
            lambda: f"{digits(3)}-{digits(6)}-{digits(4)}",
            lambda: groups(5, 5),
            lambda: groups(4, 4),
            lambda: f"{up(2)}{digits(8)}",
            lambda: digits(12),
            lambda: up(20),
            lambda: f"{up(3)}-{digits(7)}-{up(4)}-{up(5)}",
            lambda: f"{digits(3)}-{digits(3)}-{digits(3)}-{digits(3)}",
            lambda: hx(20).upper(),
        ]
    )()


def keytab() -> str:
    raw = b"\x05\x02\x00\x00\x00" + bytes([R.randint(0x40, 0x70)]) + R.randbytes(R.randint(54, 90))
    return base64.b64encode(raw).decode()


# --- positives ---------------------------------------------------------------------------------
S: list[tuple[str, Callable[[], str]]] = [
    *[
        ("licence-code", f)
        for f in (
            lambda: f"{app()} serial: {licence_value()}",
            lambda: f"{app()} activation code {licence_value()} (site licence, 20 seats)",
            lambda: f"the {app()} licence key is {licence_value()}",
            lambda: f"{app()} authorization code = {licence_value()}",
            lambda: f"{app()} product key {licence_value()} — do not share outside the group",
            lambda: f"registration code for {app()} on {host()}: {licence_value()}",
            lambda: f"{app()} licence number {licence_value()}, activation {up(8)}",
            lambda: f"{app()} (network seat) serial number {licence_value()}",
            lambda: f"{app()} unlock code: {licence_value()}",
            lambda: f"activate {app()} with serial {licence_value()} and the lab's e-mail",
            lambda: f"{app()} site license code {licence_value()} expires 2027-08-31",
            lambda: f"{app()} authorisation number {licence_value()}",
        )
        for _ in range(3)
    ],
    *[
        ("flexlm-licence", f)
        for f in (
            lambda: (
                f'license.dat: FEATURE {R.choice(["comsol", "abaqus", "idl", "gauss"])} {R.choice(["LMCOMSOL", "ABAQUSLM", "idl_lmgrd", "GAUSSLM"])} {R.randint(5, 30)}.0 permanent uncounted HOSTID=ANY SIGN="{hx(12).upper()} {hx(12).upper()}"'
            ),
            lambda: (
                f"INCREMENT {R.choice(['MAPLE', 'TECPLOT', 'AVIZO'])} {R.choice(['MAPLELM', 'tecplotlm', 'fei'])} 2026.1 31-dec-2027 {R.randint(2, 50)} {hx(20).upper()} HOSTID={hx(12)}"
            ),
            lambda: (
                f'lic file for the cluster: FEATURE solver vendord 3.0 permanent 10 SIGN2="{hx(16).upper()} {hx(16).upper()}"'
            ),
        )
        for _ in range(4)
    ],
    *[
        ("salt-prose", f)
        for f in (
            lambda: f"the pepper for the password hashes is {rnd(28)}",
            lambda: f"we salt the pseudonyms with {rnd(24)} (keep it stable across exports)",
            lambda: f"HMAC salt used for the subject IDs: {hx(32)}",
            lambda: f"hash salt for the linkage key is {b64(24)}",
            lambda: f"pseudonymisation salt = {rnd(30)}, same for every site",
            lambda: f"pepper value {rnd(26)} lives only in this memory",
            lambda: f"the study salt is {rnd(32)}; never rotate it mid-cohort",
            lambda: f"use the salt {hx(40)} when hashing MRNs for the registry",
        )
        for _ in range(3)
    ],
    *[
        ("db-cli", f)
        for f in (
            lambda: (
                f"mariadb -u {R.choice(['lims', 'ro_user', 'etl'])} -p'{pw()}' {R.choice(['lims', 'omop', 'ehr'])}"
            ),
            lambda: f"mariadb-dump --user=backup --password='{pw()}' --all-databases > all.sql",
            lambda: f"mysqladmin -u root -p'{pw()}' flush-privileges",
            lambda: f"mysqladmin -uroot -p{pw()} status",
            lambda: f"sqlcmd -S {host()} -U sa -P '{pw()}' -Q \"SELECT 1\"",
            lambda: f"clickhouse-client --host {host()} --user default --password {rnd(18)}",
            lambda: f"redis-cli -h {host()} -a '{rnd(22)}' INFO",
            lambda: f"redis-cli --pass {rnd(24)} -n 2 KEYS 'sess:*'",
            lambda: f"mongosh --host {host()} -u admin -p '{pw()}' --authenticationDatabase admin",
            lambda: f"cqlsh {host()} -u cassandra -p {pw()}",
            lambda: f"vsql -h {host()} -U dbadmin -w '{pw()}'",
            lambda: f"influx -username telegraf -password '{pw()}' -database metrics",
            lambda: f"lftp -u sftp_upload,'{pw()}' sftp://{host()}.example.org",
            lambda: f"signtool sign /f release.pfx /p {phrase()} /fd sha256 app.exe",
            lambda: f"smbclient //{host()}/scans -U scanner%{pw()}",
            lambda: f"celery -A tasks flower --basic_auth=ops:{pw()}",
            lambda: f"sshpass -p '{pw()}' ssh backup@{host()}",
            lambda: f"db2 connect to LABDB user db2inst1 using '{pw()}'",
        )
        for _ in range(2)
    ],
    *[
        ("app-pair", f)
        for f in (
            lambda: (
                f"{R.choice(['Jenkins', 'SonarQube', 'Nexus', 'Keycloak', 'LabKey', 'XNAT', 'Orthanc', 'Rundeck'])} admin / {pw()}"
            ),
            lambda: (
                f"{R.choice(['OMERO', 'Mirth Connect', 'Proxmox', 'Portainer', 'pfSense'])} login: {R.choice(['root', 'admin', 'svc_omero'])} / {pw()}"
            ),
            lambda: (
                f"{R.choice(['iDRAC', 'iLO', 'IPMI', 'BMC'])} root for {host()}: {rnd(14, string.ascii_letters)}"
            ),
            lambda: (
                f"{R.choice(['iLO', 'iDRAC', 'XClarity'])} Administrator password on {host()}: {pw()}"
            ),
            lambda: f"{R.choice(['Grafana', 'MinIO console', 'GitLab'])} root/{pw()} on {host()}",
            lambda: f"REDCap superuser {R.choice(['site_admin', 'rc_admin'])} / {pw()}",
        )
        for _ in range(3)
    ],
    *[
        ("keytab-b64", f)
        for f in (
            lambda: f"keytab for HTTP/{host()}.lab.internal (base64): {keytab()}",
            lambda: f"base64 of the svc_etl keytab: {keytab()}",
            lambda: f"KRB5_KEYTAB_B64={keytab()}",
            lambda: f"krb5.keytab, base64-encoded for the CI variable: {keytab()}",
        )
        for _ in range(3)
    ],
    *[
        ("vendor-prose", f)
        for f in (
            lambda: (
                f"the {R.choice(['Sumo Logic', 'Loggly', 'Papertrail', 'Coralogix', 'Mezmo'])} ingestion token for {host()} is {rnd(32, string.ascii_lowercase)}"
            ),
            lambda: (
                f"rotated the {R.choice(['Honeycomb', 'Bugsnag', 'Rollbar', 'Airbrake'])} key on {host()}, new value {hx(32)}"
            ),
            lambda: (
                f"new {R.choice(['Pusher', 'Ably', 'Courier', 'Vonage'])} secret for the notifier → {rnd(24)}"
            ),
            lambda: (
                f"{R.choice(['Splunk HEC', 'Coralogix', 'New Relic'])} token for the shipper: {uid()}"
            ),
            lambda: (
                f"kubectl create secret generic shipper --from-literal={R.choice(['sumo_token', 'loggly_token', 'coralogix_key'])}={rnd(32, string.ascii_lowercase)}"
            ),
            lambda: (
                f'appsettings.json: {{"{R.choice(["Loggly", "Coralogix", "Mezmo"])}Token": "{rnd(32, string.ascii_lowercase)}", "Region": "eu"}}'
            ),
            lambda: (
                f"portal.alerts.{R.choice(['pagerduty', 'victorops', 'opsgenie'])}.api.secret={rnd(40, AN + '+/')}"
            ),
            lambda: (
                f"CHG-{R.randint(10000, 99999)} done: rotated {R.choice(['Twilio', 'Mapbox', 'Algolia admin', 'Customer.io'])} secret on {host()}, new value {hx(30)}"
            ),
        )
        for _ in range(3)
    ],
    *[
        ("npmrc", f)
        for f in (
            lambda: (
                f"//nexus.{R.choice(['lab', 'corp', 'uni'])}.internal/repository/npm-group/:_auth={base64.b64encode(f'ci-bot:{pw()}'.encode()).decode()}"
            ),
            lambda: f"_auth = {base64.b64encode(f'deploy:{pw()}'.encode()).decode()}",
            lambda: f"//artifactory.corp.example/api/npm/npm/:_authToken={rnd(64, AN)}",
            lambda: f'.yarnrc.yml: npmAuthToken: "{rnd(48)}"',
            lambda: (
                f"//gitea.lab.internal/api/packages/lab/npm/:_password={base64.b64encode(pw().encode()).decode()}"
            ),
        )
        for _ in range(3)
    ],
    *[
        ("hdbuserstore", f)
        for f in (
            lambda: (
                f"hdbuserstore SET {R.choice(['ETLKEY', 'MONKEY', 'BWKEY'])} {host()}:3{R.randint(0, 9)}015 {R.choice(['ETL_USER', 'MONITOR'])} {phrase()}"
            ),
            lambda: f"hdbuserstore -i SET DEFAULT hana-qa:30013@SYSTEMDB SYSTEM {pw()}",
        )
        for _ in range(3)
    ],
    *[
        ("racf", f)
        for f in (
            lambda: f"ALTUSER {up(7)} PASSWORD({up(8)}) NOEXPIRED",
            lambda: (
                f"ADDUSER {R.choice(['BATCH02', 'OPSJOB7'])} PASSWORD({up(6)}{R.randint(10, 99)}) DFLTGRP(PAYGRP)"
            ),
            lambda: f"TSO logon for the night shift: OPSNITE / {up(8)}",
            lambda: f"ALTUSER {up(7)} PHRASE('{phrase()}') NOEXPIRED",
        )
        for _ in range(3)
    ],
    *[
        ("snmp", f)
        for f in (
            lambda: f"snmpget -v2c -c {rnd(14)} {host()} sysUpTime.0",
            lambda: f"snmpd.conf: rocommunity {rnd(16)} 10.20.0.0/16",
            lambda: f"snmp-server community {rnd(12)} RO 10",
            lambda: f"SNMP community for the core switches: {rnd(15)}",
            lambda: (
                f"snmpwalk -v3 -u monitor -l authPriv -a SHA -A '{pw()}' -x AES -X '{pw()}' {host()}"
            ),
        )
        for _ in range(3)
    ],
    *[
        ("hsm-key-half", f)
        for f in (
            lambda: (
                f"SWIFTNet LAU key for the {R.choice(['primary', 'backup'])} link: {hx(32).upper()}"
            ),
            lambda: f"LAU key halves (custodians A and B): {hx(16).upper()} {hx(16).upper()}",
            lambda: (
                f"ZMK component 1 (custodian A, keep in the safe!): {' '.join(hx(4).upper() for _ in range(8))}"
            ),
            lambda: f"KEK component 3 for the ATM switch: {hx(32).upper()}",
        )
        for _ in range(3)
    ],
]


# --- negatives ---------------------------------------------------------------------------------
N: list[tuple[str, Callable[[], str]]] = [
    *[
        ("licence-talk", f)
        for f in (
            lambda: f"renew the {app()} licence before March; the key is in the licence portal",
            lambda: f"{app()} licence server is 27000@lic.{R.choice(['lab', 'uni'])}.internal",
            lambda: (
                f"{app()} licence seats: {R.randint(2, 20)} of {R.randint(21, 40)} in use this week"
            ),
            lambda: (
                f"{app()} version 2025.{R.randint(1, 4)} build {R.randint(1000, 99999)} installed on {host()}"
            ),
            lambda: f"order number PO-2025-{digits(6)} for the {app()} licence renewal",
            lambda: f"the {app()} serial is on the sticker of the USB dongle in drawer 3",
            lambda: f"{app()} licence type: academic, expires 2027-06-30",
            lambda: (
                f"{app()} licence file lives at C:\\ProgramData\\{app().split()[0]}\\license.lic"
            ),
            lambda: f"ask IT for a {app()} activation code; they send it by e-mail",
            lambda: (
                f"instrument serial number SN {digits(4)}-{digits(4)} of the confocal microscope"
            ),
            lambda: (
                f"the {app()} licence is MIT-compatible? no — it is proprietary, see licence terms v{R.randint(2, 9)}"
            ),
            lambda: (
                f"HOSTID for the {app()} licence request is the MAC {':'.join(hx(2) for _ in range(6))}"
            ),
        )
        for _ in range(2)
    ],
    *[
        ("salt-talk", f)
        for f in (
            lambda: (
                "the salt is generated per user with os.urandom(16) and stored next to the hash"
            ),
            lambda: "never log the salt; it is in Vault under deid/salt",
            lambda: f"salt length: {R.choice([16, 32])} bytes, pepper kept in the HSM",
            lambda: "bcrypt keeps the salt inside the hash, so no separate column is needed",
            lambda: "salt the pasta water before the spaghetti goes in",
            lambda: "the pepper is read from the PEPPER environment variable at start-up",
            lambda: "we use one salt per study, stored in Key Vault as secret deid-salt",
            lambda: f"hash = sha256(salt + mrn); salt rotates every {R.randint(2, 6)} years",
        )
    ],
    *[
        ("cli-prompt", f)
        for f in (
            lambda: "mariadb -u lims -p lims  # prompts for the password",
            lambda: "mysqladmin -u root -p status",
            lambda: 'redis-cli -h cache01 -a "$REDIS_PASSWORD" PING',
            lambda: 'sqlcmd -S db-prd4 -E -Q "SELECT @@VERSION"',
            lambda: "snmpwalk -v2c -c public localhost system",
            lambda: 'snmpget -v2c -c "$SNMP_COMMUNITY" core-sw2 sysDescr.0',
            lambda: "lftp -u sftp_upload sftp://bkp-gw1.example.org  # asks for the password",
            lambda: (
                "signtool sign /a /tr http://timestamp.digicert.com /td sha256 /fd sha256 app.exe"
            ),
            lambda: "clickhouse-client --host db-prd4 --user default --password  # prompts",
            lambda: "mongosh --host db-prd4 -u admin -p --authenticationDatabase admin",
            lambda: "redis-cli --askpass -h cache01",
            lambda: "db2 connect to LABDB user db2inst1  # then type the password",
            lambda: "snmp-server community public RO was removed from all switches",
            lambda: 'sqlcmd -S db-prd4 -U sa -P "$env:SA_PASSWORD" -i migrate.sql',
        )
    ],
    *[
        ("app-pair-talk", f)
        for f in (
            lambda: "Jenkins admin / viewer roles are mapped from LDAP groups",
            lambda: "OMERO user / group mapping is documented in the wiki",
            lambda: "Keycloak realm / client: lab / portal",
            lambda: "iDRAC root login is disabled; use the AD account",
            lambda: "iLO licence: Advanced, renewed in May",
            lambda: "the login page has user / password fields and an SSO button",
            lambda: "read / write permissions for the REDCap project are per user",
            lambda: "Grafana admin password is stored in Vault at kv/grafana/admin",
        )
    ],
    *[
        ("keytab-talk", f)
        for f in (
            lambda: "keytab at /etc/krb5.keytab, kvno 3, enctypes aes256-cts",
            lambda: "klist -kt /etc/security/keytabs/hdfs.keytab shows two principals",
            lambda: (
                "base64 -w0 svc.keytab > keytab.b64, then paste it into the CI secret (not here)"
            ),
            lambda: (
                f"the thumbnail is stored base64: iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h{rnd(8)}"
            ),
            lambda: "ktutil: addent -password -p svc_etl@LAB.INTERNAL -k 1 -e aes256-cts",
        )
    ],
    *[
        ("vendor-talk", f)
        for f in (
            lambda: "the Sumo Logic token is in Vault under logging/sumo",
            lambda: "rotate the Honeycomb key every 90 days (calendar reminder set)",
            lambda: "Honeycomb dataset for the API is prod-api",
            lambda: f"Rollbar project id {R.randint(100000, 999999)} for the portal",
            lambda: "Splunk HEC index main, sourcetype _json",
            lambda: "Mixpanel project token is public (it ships in the JS bundle)",
            lambda: f"Coralogix region eu2, application name {host()}",
            lambda: f"the new Snyk org id is {uid()}",
            lambda: f"Pusher app id {R.randint(1000000, 9999999)}, cluster eu",
        )
    ],
    *[
        ("npmrc-ref", f)
        for f in (
            lambda: "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
            lambda: "_auth is deprecated in npm 9; use _authToken per registry",
            lambda: "always-auth=true",
            lambda: 'npmAuthToken: "${NPM_AUTH_TOKEN}"',
            lambda: "registry=https://nexus.lab.internal/repository/npm-group/",
        )
    ],
    *[
        ("sap-mainframe-talk", f)
        for f in (
            lambda: "hdbuserstore LIST shows ETLKEY and MONKEY",
            lambda: "hdbuserstore DELETE BWKEY after the migration",
            lambda: "ALTUSER OPSJOB7 RESUME",
            lambda: "LISTUSER PAYBAT01 shows PASSDATE 2026-11-02",
            lambda: "PERMIT PAY.** CLASS(DATASET) ID(PAYGRP) ACCESS(READ)",
            lambda: "ALTUSER BATCH02 PASSWORD NOINTERVAL",
        )
    ],
    *[
        ("hsm-talk", f)
        for f in (
            lambda: f"KCV of the new ZMK: {hx(6).upper()}",
            lambda: "LAU key rotation is due in Q1; two custodians must be present",
            lambda: f"key check value of the LMK: {hx(6).upper()}",
            lambda: "ZMK components are kept in tamper-evident envelopes in safe 2",
        )
    ],
    *[
        ("ids-and-refs", f)
        for f in (
            lambda: (
                f"DB password comes from arn:aws:secretsmanager:eu-west-1:{digits(12)}:secret:lims/ro-{rnd(6)}"
            ),
            lambda: f"the KMS key is arn:aws:kms:us-east-1:{digits(12)}:key/{uid()}",
            lambda: (
                f"Key Vault key https://kv-lab-prod.vault.azure.net/keys/signing/{hx(32)} (HSM-backed, RSA 3072)"
            ),
            lambda: (
                f"Key Vault secret id https://kv-lab-qa.vault.azure.net/secrets/db-conn/{hx(32)}"
            ),
            lambda: (
                f"BibTeX key {R.choice(['nguyen', 'silva', 'haddad', 'kowalski'])}{R.randint(2019, 2026)}{R.choice(['deep', 'cohort', 'protein', 'spatial'])} needs the DOI added"
            ),
            lambda: (
                f"cite it as \\cite{{{R.choice(['mbeki', 'tanaka', 'larsen'])}{R.randint(2015, 2026)}{R.choice(['graph', 'sepsis', 'survey'])}}} in the intro"
            ),
            lambda: "[pypi] username = __token__; the password comes from the keyring",
            lambda: (
                "twine reads the upload token from the system keyring (keyring set https://upload.pypi.org/legacy/ __token__)"
            ),
            lambda: f"Adyen client key test_{up(32)} is loaded by the checkout page",
            lambda: f"Adyen clientKey live_{up(32)} goes in the drop-in config (public)",
            lambda: (
                f"CIDv0 Qm{rnd(44, '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')} is the pinned dataset"
            ),
            lambda: (
                f'ssh-keygen -t ed25519 -C "{R.choice(["ops", "lab"])}@{host()}" -f ~/.ssh/id_ed25519_lab (with a passphrase)'
            ),
            lambda: "set LIMS_API_TOKEN=<token from LIMS > Settings > API> before running sync.R",
            lambda: f"sha256 of the licence file: {hx(64)}",
        )
        for _ in range(2)
    ],
]


def main() -> None:
    header = (
        "# Probe set fix25s ({what}) — written 2026-12-04 by helper fix25s BEFORE the rule changes it measures (coord d18f915).\n"
        "# Generated by tests/data/screen/gen_probe_fix25s.py (seeded, stdlib only). All values are synthetic.\n"
        "# Columns: kind<TAB>entry. {rule}\n"
    )
    for name, rows, what, rule in (
        ("secrets", S, "secret positives", "Every entry must be flagged."),
        ("negatives", N, "risky-looking negatives", "No entry may be flagged."),
    ):
        lines = [f"{kind}\t{make()}" for kind, make in rows]
        (OUT / f"probe_fix25s_{name}.tsv").write_text(
            header.format(what=what, rule=rule) + "\n".join(lines) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
