"""Probe set fix25s_b (secret layer), written by helper fix25s on 2026-12-04 AFTER the first fixes
(commit 1f43092) and BEFORE any rule was changed for it: fresh phrasings, tools and vendors for
the same classes as gen_probe_fix25s.py (an honest second look at how the fixes generalise), and
r25/r26's remaining secret kinds (Poetry http-basic, NATS seeds, self-hosted W&B keys, a password
for an e-mail address, private API keys in env names).

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
R = random.Random(2026_12_04_2525)

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
    "Gurobi", "CPLEX", "FlowJo", "TopSpin", "Schrodinger Suite", "PyMOL", "CrystalMaker",
    "Mathcad", "LabChart", "Spike2", "Statistica", "XLSTAT", "SYSTAT", "Vivado", "Quartus Prime",
    "Altium Designer", "Creo", "Rhino 8", "Citavi", "Camtasia", "LISREL", "GenStat", "SIMCA",
    "Surfer", "Aspen Plus", "ChemOffice", "Origin 2025", "ENVI", "NIS-Elements", "cellSens",
    "Dragonfly", "Vensim", "AnyLogic", "Simio", "FEKO", "HFSS", "PLAXIS", "PSCAD", "GAMS", "AMPL",
    "FICO Xpress", "Lingo", "Tableau Desktop", "Kofax", "DeltaGraph", "Prodigy",
)  # fmt: skip
HOSTS = ("pacs02", "mri-ws1", "gpu-n07", "etl-vm3", "fw-edge1", "san-ctl2", "print-srv")


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
            lambda: f"my {app()} seat: serial {licence_value()}",
            lambda: f"{app()} — licence key {licence_value()} (renewed by the faculty)",
            lambda: f"the activation key we got for {app()}: {licence_value()}",
            lambda: f"{app()} installer asks for the product code; ours is {licence_value()}",
            lambda: f"{app()}: serial no. {licence_value()}, registered to the imaging core",
            lambda: f"{app()} licence string {licence_value()}",
            lambda: (
                f"Re-entered the {app()} authorization code {licence_value()} after the reinstall"
            ),
            lambda: f"{app()} node-locked licence code: {licence_value()}",
        )
        for _ in range(3)
    ],
    *[
        ("flexlm-licence", f)
        for f in (
            lambda: (
                f'INCREMENT {R.choice(["gams", "ampl", "feko"])} {R.choice(["gamslm", "amplm", "altair"])} 47.0 01-jan-2028 {R.randint(1, 9)} {hx(20).upper()} VENDOR_STRING="site" HOSTID={hx(12)}'
            ),
            lambda: (
                f'FEATURE hfss ansyslmd 2025.0 permanent uncounted HOSTID=ANY SIGN="{" ".join(hx(4).upper() for _ in range(12))}"'
            ),
        )
        for _ in range(3)
    ],
    *[
        ("salt-prose", f)
        for f in (
            lambda: f"pepper (shared by all API nodes): {rnd(30)}",
            lambda: f"the registry hashes NHS numbers salted with {hx(24)}",
            lambda: f"our tokenisation salt came back from the DPO as {rnd(26)}",
            lambda: f"linkage pepper = '{b64(18)}'",
            lambda: f"reminder: the salt string for the pseudonym script is {rnd(22)}",
        )
        for _ in range(3)
    ],
    *[
        ("db-cli", f)
        for f in (
            lambda: f'mysql -h {host()} -u reporter -p"{pw()}" warehouse',
            lambda: f"mariadb-admin --user=root --password='{pw()}' reload",
            lambda: f"mysqlsh --uri reporter@{host()}:3306 --password='{pw()}'",
            lambda: f"redis-cli -u redis://default:{rnd(20)}@{host()}:6379/0",
            lambda: f"redis-cli -h {host()} -p 6380 -a {rnd(24)} --no-auth-warning",
            lambda: f"clickhouse-client --password='{pw()}' --query 'SELECT 1'",
            lambda: f"sqlcmd -S tcp:{host()},1433 -U etl -P {pw()} -d stage",
            lambda: f"isql -v DSN_STAGE etl '{pw()}'",
            lambda: f"bteq .logon tdprod/etl_user,{pw()}",
            lambda: f"nzsql -host {host()} -u admin -pw '{pw()}' -d SYSTEM",
            lambda: (
                f"lftp -e 'mirror -R out/ /in' -u edi_partner,{pw()} ftps://{host()}.example.net"
            ),
            lambda: f'signtool.exe sign /fd SHA256 /f C:\\certs\\driver.pfx /p "{pw()}" driver.sys',
            lambda: f"flower --port=5555 --basic-auth=monitor:{pw()}",
            lambda: f"db2 CONNECT TO WAREHSE USER etladm USING {pw()}",
        )
        for _ in range(2)
    ],
    *[
        ("app-pair", f)
        for f in (
            lambda: (
                f"{R.choice(['Graylog', 'Kibana', 'Sentry', 'Zabbix', 'Nagios XI', 'Checkmk'])} superadmin / {pw()}"
            ),
            lambda: (
                f"{R.choice(['OpenSpecimen', 'Castor EDC', 'LabVantage', 'Benchling'])} service user lims_sync / {pw()}"
            ),
            lambda: f"{R.choice(['IPMI', 'iDRAC', 'iRMC', 'CIMC'])} ADMIN on {host()}: {pw()}",
            lambda: (
                f"{R.choice(['elastic', 'admin', 'root'])}:{pw()} for the {R.choice(['Elasticsearch', 'Graylog', 'RabbitMQ'])} cluster"
            ),
        )
        for _ in range(3)
    ],
    *[
        ("keytab-b64", f)
        for f in (
            lambda: f"Kerberos keytab (b64) for HTTP/{host()}@LAB.EXAMPLE: {keytab()}",
            lambda: f"svc_airflow.keytab as base64 → {keytab()}",
        )
        for _ in range(3)
    ],
    *[
        ("vendor-prose", f)
        for f in (
            lambda: (
                f"{R.choice(['Better Stack', 'Axiom', 'Grafana Loki', 'Datadog'])} source token for {host()}: {rnd(32, string.ascii_lowercase)}"
            ),
            lambda: (
                f"swapped the {R.choice(['SendGrid', 'Postmark', 'Mailgun', 'SparkPost'])} key on {host()}; the new value is {hx(36)}"
            ),
            lambda: (
                f"{R.choice(['Opsgenie', 'PagerDuty', 'Statuspage'])} integration key rotated → new one: {uid()}"
            ),
            lambda: (
                f"export {R.choice(['AXIOM', 'BETTERSTACK', 'LOGTAIL'])}_TOKEN={rnd(32, string.ascii_lowercase)}"
            ),
            lambda: (
                f"helm upgrade shipper ./chart --set {R.choice(['logtail', 'axiom'])}.token={rnd(28, string.ascii_lowercase)}"
            ),
            lambda: (
                f"the Ably root key for the realtime relay is {rnd(6)}.{rnd(6)}:{rnd(43, AN + '_-')}"
            ),
        )
        for _ in range(3)
    ],
    *[
        ("npmrc", f)
        for f in (
            lambda: f"NPM_CONFIG__AUTH={base64.b64encode(f'builder:{pw()}'.encode()).decode()}",
            lambda: (
                f'.npmrc on the runner: _auth="{base64.b64encode(f"jenkins:{pw()}".encode()).decode()}" and always-auth=true'
            ),
            lambda: f'yarn config set npmAuthIdent "ci:{pw()}"',
        )
        for _ in range(3)
    ],
    *[
        ("hdbuserstore", f)
        for f in (
            lambda: (
                f"hdbuserstore set {R.choice(['SAPBW', 'S4KEY'])} {host()}:30241@HXE SAPHANADB {phrase()}"
            ),
            lambda: f"hdbuserstore -u sapadm SET DEFAULT {host()}:30013 SYSTEM {pw()}",
        )
        for _ in range(3)
    ],
    *[
        ("racf", f)
        for f in (
            lambda: f"RACF: ALU {up(6)} PASSWORD({up(5)}{R.randint(100, 999)}) RESUME",
            lambda: (
                f"//{up(7)} JOB (ACCT),'NIGHTLY',USER={up(7)},PASSWORD={up(6)}{R.randint(10, 99)}"
            ),
            lambda: f"CICS sign-on for the batch terminal: {up(7)} / {up(5)}{R.randint(100, 999)}",
        )
        for _ in range(3)
    ],
    *[
        ("snmp", f)
        for f in (
            lambda: f"zabbix macro {{$SNMP_COMMUNITY}} = {rnd(14)}",
            lambda: f"check_snmp -H {host()} -C {rnd(13)} -o sysUpTime.0",
            lambda: f"the SNMP read community on the UPS units is {rnd(12)}",
            lambda: f"snmpset -v 2c -c {rnd(15)} {host()} sysContact.0 s ops@example.org",
        )
        for _ in range(3)
    ],
    *[
        ("hsm-key-half", f)
        for f in (
            lambda: f"LAU key, left half (custodian 1): {hx(16).upper()}",
            lambda: f"TMK component B for ATM 0447 — {' '.join(hx(4).upper() for _ in range(8))}",
            lambda: f"BDK part 2 of 3 (do not email!): {hx(32).upper()}",
        )
        for _ in range(3)
    ],
    *[
        ("extra-r25-kinds", f)
        for f in (
            lambda: (
                f"poetry config http-basic.{R.choice(['internal', 'gitlab', 'nexus'])} ci-bot {pw()}"
            ),
            lambda: f"NATS user seed: SU{rnd(54, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}",
            lambda: f"self-hosted W&B API key: local-{hx(40)}",
            lambda: f"shared mailbox password for grants@uni.example: {pw()}",
            lambda: f"SENDINBLUE_PRIVATE_KEY={hx(32)}",
        )
        for _ in range(2)
    ],
]


# --- negatives ---------------------------------------------------------------------------------
N: list[tuple[str, Callable[[], str]]] = [
    *[
        ("licence-talk", f)
        for f in (
            lambda: f"{app()} licence renewal quote {R.randint(10000, 99999)} approved by finance",
            lambda: f"{app()} uses the FlexLM server on port 27{R.randint(0, 9)}00 of lic02",
            lambda: f"the {app()} licence key goes in Settings → Licence; ask Ines",
            lambda: f"{app()} seat count raised from {R.randint(2, 9)} to {R.randint(10, 20)}",
            lambda: (
                f"{app()} {R.randint(2019, 2025)} serial numbers are listed in the asset register (not here)"
            ),
            lambda: f"disk serial {up(8)} of the {app()} workstation failed SMART",
            lambda: f"licence: CC-BY-4.0, DOI 10.5281/zenodo.{R.randint(1000000, 9999999)}",
            lambda: (
                f"lmstat -a -c 27000@lic02 shows {R.randint(1, 9)} {app()} licences checked out"
            ),
        )
        for _ in range(2)
    ],
    *[
        ("salt-talk", f)
        for f in (
            lambda: "rotate the pepper yearly; it lives in the HSM, never in files",
            lambda: "salted hashes use argon2id with a 16-byte random salt per row",
            lambda: "the salt flats near Uyuni are on the field-trip itinerary",
            lambda: f"salt concentration {R.randint(1, 9)}.{R.randint(0, 9)} g/L in buffer B",
            lambda: "pepper is passed via the HASH_PEPPER env var in the compose file",
        )
    ],
    *[
        ("cli-prompt", f)
        for f in (
            lambda: "mysql -h db01 -u reporter -p warehouse",
            lambda: "mysqlsh --uri reporter@db01:3306  # asks for the password",
            lambda: 'redis-cli -h cache -a "$(cat /run/secrets/redis)" ping',
            lambda: "sqlcmd -S tcp:db01,1433 -G -d stage  # Entra ID auth",
            lambda: "check_snmp -H ups01 -C public -o sysUpTime.0",
            lambda: "signtool verify /pa /v driver.sys",
            lambda: "flower --port=5555 --auth=.*@uni\\.example",
            lambda: "db2 CONNECT TO WAREHSE",
            lambda: "hdbuserstore list DEFAULT",
            lambda: "lftp -u edi_partner ftps://edi.example.net",
        )
    ],
    *[
        ("app-pair-talk", f)
        for f in (
            lambda: "Graylog admin / reader roles are set in the auth config",
            lambda: "Sentry org / project: lab / portal-frontend",
            lambda: "IPMI ADMIN on pacs02: disabled since the audit",
            lambda: "Castor EDC user / site assignments are done by the monitor",
        )
    ],
    *[
        ("vendor-talk", f)
        for f in (
            lambda: "the Better Stack source token is stored in the k8s secret logtail-token",
            lambda: "swapped the SendGrid key on etl-vm3; the new value is in Vault",
            lambda: "Opsgenie integration key rotated, see the runbook for where it lives",
            lambda: 'export AXIOM_TOKEN="$(vault kv get -field=token kv/axiom)"',
            lambda: f"Datadog site datadoghq.eu, service {host()}",
        )
    ],
    *[
        ("npmrc-ref", f)
        for f in (
            lambda: "NPM_CONFIG__AUTH is set from the CI secret store",
            lambda: "_auth=${NPM_AUTH_B64}",
            lambda: 'yarn config set npmAuthIdent "$NPM_IDENT"',
        )
    ],
    *[
        ("mainframe-talk", f)
        for f in (
            lambda: "ALU BATCH02 RESUME NOPASSWORD",
            lambda: (
                "//NIGHTLY JOB (ACCT),'NIGHTLY',USER=BATCH02  (password from the surrogate profile)"
            ),
            lambda: "RACF password rules: 8 characters, PASSWORD(INTERVAL(90))",
        )
    ],
    *[
        ("hsm-talk", f)
        for f in (
            lambda: f"LAU key, left half: held by custodian 1 (KCV {hx(6).upper()})",
            lambda: "TMK component B for ATM 0447 goes to the second custodian in person",
            lambda: f"BDK KSN prefix {hx(10).upper()}",
        )
    ],
    *[
        ("ids-and-refs", f)
        for f in (
            lambda: (
                f"secret ARN arn:aws:secretsmanager:us-east-2:{digits(12)}:secret:prod/pacs/db-{rnd(6)} (rotation on)"
            ),
            lambda: f"vault URI https://kv-imaging.vault.azure.net/secrets/pacs-db/{hx(32)}",
            lambda: (
                f"citation key {R.choice(['garcia', 'osei', 'ito'])}{R.randint(2010, 2026)}{R.choice(['mri', 'trial', 'atlas'])} is duplicated in refs.bib"
            ),
            lambda: f"Stripe publishable key pk_test_{rnd(24)} is fine in the frontend",
            lambda: f"ipfs pin add bafybei{rnd(52, 'abcdefghijklmnopqrstuvwxyz234567')}",
            lambda: (
                "poetry config http-basic.internal ci-bot  # then enter the password at the prompt"
            ),
            lambda: f"NATS public user key: U{rnd(55, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}",
            lambda: f"W&B run id {rnd(8, LO)} in project lab/{host()}",
            lambda: (
                "shared mailbox password for grants@uni.example is in the team password manager"
            ),
            lambda: f"SENDINBLUE_TEMPLATE_ID={R.randint(10, 999)}",
        )
        for _ in range(2)
    ],
]


def main() -> None:
    header = (
        "# Probe set fix25s_b ({what}) — written 2026-12-04 by helper fix25s AFTER its first fixes (1f43092), BEFORE any rule change for this set.\n"
        "# Generated by tests/data/screen/gen_probe_fix25s_b.py (seeded, stdlib only). All values are synthetic.\n"
        "# Columns: kind<TAB>entry. {rule}\n"
    )
    for name, rows, what, rule in (
        ("secrets", S, "secret positives", "Every entry must be flagged."),
        ("negatives", N, "risky-looking negatives", "No entry may be flagged."),
    ):
        lines = [f"{kind}\t{make()}" for kind, make in rows]
        (OUT / f"probe_fix25s_b_{name}.tsv").write_text(
            header.format(what=what, rule=rule) + "\n".join(lines) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
