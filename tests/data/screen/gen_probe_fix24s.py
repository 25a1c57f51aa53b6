"""Probe set fix24s (secret layer), written by helper fix24s on 2026-12-03 BEFORE the rule changes
it measures (main 0320c57), without reading any round 25 or 26 file.

Themes chosen to reach past what rounds 1-24 covered: research/HPC/ML tools, hospitals and
universities, banking (HSM, SAP, Active Directory, payment switches), IoT/MQTT/firmware,
app-store and push services, licence keys and recovery codes, and the syntaxes they are pasted
in: PowerShell, Java properties, XML attributes, Kubernetes ``stringData``, Jupyter ``%env``, R
``Sys.setenv``, connection strings of many databases and brokers, CLI flags of many tools.
The negatives are risky look-alikes of the same themes: references (``${VAR}``, ``%VAR%``,
``$(...)``, ``Sys.getenv``), placeholders, checksums, public keys, identifiers, sample values and
talk about secrets. Every value is synthetic (a seeded generator); none is or was a live secret.

Run from the repository root: ``python tests/data/screen/gen_probe_fix24s.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501, F541, UP031

from __future__ import annotations

import base64
import random
import string
import uuid
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_8)

AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
LO = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = AN + "+/"
WORDS = (
    "amber", "basalt", "cobalt", "delta", "ember", "fjord", "granite", "harbor", "indigo",
    "juniper", "kelp", "lumen", "maple", "nectar", "onyx", "pebble", "quartz", "raven",
    "saffron", "tundra", "umber", "velvet", "willow", "yarrow", "zephyr", "orchid", "falcon",
)  # fmt: skip


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


def b64(nbytes: int) -> str:
    return base64.b64encode(R.randbytes(nbytes)).decode()


def uid() -> str:
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def pw() -> str:
    """A chosen password: words, digits and a symbol."""
    a, b = R.sample(WORDS, 2)
    sym = R.choice("!#%&*-_.+@")
    return f"{a.capitalize()}{sym}{b}{R.randint(10, 99)}"


def neptune() -> str:
    body = (
        '{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"%s"}'
        % uid()
    )
    return base64.b64encode(body.encode()).decode()


def jwt() -> str:
    claims = '{"iss":"%s","iat":1764800000,"exp":2080160000}' % hx(32)
    payload = base64.urlsafe_b64encode(claims.encode()).decode().rstrip("=")
    return f"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{payload}.{rnd(43, AN + '-_')}"


def groups(n: int, size: int, alphabet: str = UP, sep: str = "-") -> str:
    return sep.join(rnd(size, alphabet) for _ in range(n))


def digits(n: int) -> str:
    return "".join(R.choice(string.digits) for _ in range(n))


S: list[tuple[str, Callable[[], str]]] = [
    # --- research / HPC / ML ---
    (
        "hf-token",
        lambda: f"HF token for the lab's gated Llama mirror: hf_{rnd(34, string.ascii_letters)}",
    ),
    ("wandb", lambda: f"wandb login {hx(40)}  # run once on the new A100 node"),
    ("wandb", lambda: f"%env WANDB_API_KEY={hx(40)}"),
    (
        "kaggle",
        lambda: (
            f'~/.kaggle/kaggle.json on the shared box: {{"username":"mlgroup-ucl","key":"{hx(32)}"}}'
        ),
    ),
    ("neptune", lambda: f'NEPTUNE_API_TOKEN="{neptune()}"'),
    ("comet", lambda: f'comet_ml.init(api_key="{rnd(25)}", project_name="protein-folding")'),
    ("openai", lambda: f"%env OPENAI_API_KEY=sk-proj-{rnd(48)}"),
    (
        "anthropic",
        lambda: f'Sys.setenv(ANTHROPIC_API_KEY = "sk-ant-api03-{rnd(86, AN + "-_")}-{rnd(6)}AA")',
    ),
    ("replicate", lambda: f"REPLICATE_API_TOKEN=r8_{rnd(37)}"),
    ("r-env", lambda: f'Sys.setenv(GITHUB_PAT = "ghp_{rnd(36)}")'),
    ("r-env", lambda: f"In .Renviron on the stats server: CENSUS_API_KEY={hx(40)}"),
    (
        "r-env",
        lambda: (
            f'Sys.setenv(AWS_SECRET_ACCESS_KEY = "{b64(30)[:40]}")  # for the S3 bucket with the cohort data'
        ),
    ),
    ("r-env", lambda: f'keyring::key_set_with_value("redcap", password = "{up(32)}")'),
    (
        "redcap",
        lambda: (
            f"REDCap API token for the sepsis cohort project (pid 4412): {rnd(32, '0123456789ABCDEF')}"
        ),
    ),
    (
        "redcap",
        lambda: (
            f'redcapAPI::redcapConnection(url = "https://redcap.uni-klinik.example/api/", token = "{rnd(32, "0123456789ABCDEF")}")'
        ),
    ),
    (
        "globus",
        lambda: (
            f"Globus confidential client for the transfer bot: client id {uid()}, client secret {b64(33)}"
        ),
    ),
    ("zenodo", lambda: f"zenodo deposit token (scopes deposit:write, deposit:actions): {rnd(60)}"),
    ("orcid", lambda: f"ORCID member API client secret for the repository integration: {uid()}"),
    ("earthdata", lambda: f"machine urs.earthdata.nasa.gov login cmip-downloader password {pw()}"),
    (
        "cds",
        lambda: (
            f"~/.cdsapirc -> url: https://cds.climate.copernicus.eu/api key: {digits(6)}:{uid()}"
        ),
    ),
    (
        "ecmwf",
        lambda: (
            f'ECMWF API key in ~/.ecmwfapirc: {{"url": "https://api.ecmwf.int/v1", "key": "{hx(32)}", "email": "m.okafor@climate-lab.example"}}'
        ),
    ),
    ("slurm", lambda: f"slurmdbd.conf on the head node: StoragePass={pw()}"),
    (
        "munge",
        lambda: f"munge key for the new partition (base64 of /etc/munge/munge.key): {b64(96)}",
    ),
    ("irods", lambda: f"iRODS: iinit for the sequencing zone, password is {pw()}"),
    ("jupyterhub", lambda: f"c.JupyterHub.cookie_secret = bytes.fromhex('{hx(64)}')"),
    ("jupyter", lambda: f"jupyter server token on gpu-03 (login with it): {hx(48)}"),
    ("jupyter", lambda: f"%env HUGGINGFACEHUB_API_TOKEN=hf_{rnd(34, string.ascii_letters)}"),
    ("julia", lambda: f'ENV["DATADEPS_TOKEN"] = "{rnd(40)}"'),
    ("matlab", lambda: f"setenv('THINGSPEAK_WRITE_KEY', '{up(16)}')"),
    ("mlflow", lambda: f"MLFLOW_TRACKING_PASSWORD={pw()} for the shared tracking server"),
    (
        "databricks",
        lambda: (
            f"databricks configure: host https://adb-{digits(16)}.7.azuredatabricks.net token dapi{hx(32)}"
        ),
    ),
    (
        "pinecone",
        lambda: f"pinecone api key (vector index for the lit-review bot): pcsk_{rnd(6)}_{rnd(63)}",
    ),
    (
        "gee",
        lambda: (
            f'Earth Engine service account JSON, private_key_id "{hx(40)}", private_key "-----BEGIN PRIVATE KEY-----\\n{b64(48)}\\n-----END PRIVATE KEY-----\\n"'
        ),
    ),
    ("osf", lambda: f"OSF personal access token for the preregistration uploads: {rnd(70)}"),
    ("dataverse", lambda: f"Dataverse API token (Harvard instance, expires 2027-06): {uid()}"),
    (
        "hpc-login",
        lambda: (
            f"cluster account on hpc.uni.example: user ab1234, passwd {pw()} (change it at first login, they said)"
        ),
    ),
    ("hpc-login", lambda: f"sshpass -p '{pw()}' ssh ab1234@login.hpc.uni.example"),
    ("ml-proxy", lambda: f"export HTTPS_PROXY=http://ab1234:{pw()}@proxy.uni.example:3128"),
    ("label-studio", lambda: f"Label Studio access token for the annotation export: {hx(40)}"),
    ("roboflow", lambda: f'rf = Roboflow(api_key="{rnd(20)}")'),
    (
        "clearml",
        lambda: (
            f'clearml.conf: api {{ credentials {{ access_key: "{up(30)}", secret_key: "{rnd(50)}" }} }}'
        ),
    ),
    # --- hospital / clinical ---
    ("fhir", lambda: f"Epic FHIR backend app client secret (non-prod): {rnd(64, AN + '-_')}"),
    ("fhir", lambda: f"SMART on FHIR sandbox: client_id=growth-charts, client_secret={rnd(40)}"),
    (
        "hl7",
        lambda: (
            f"Mirth channel LAB-IN db writer: jdbc:sqlserver://mirth-db:1433;databaseName=hl7;user=mirth;password={pw()}"
        ),
    ),
    (
        "pacs",
        lambda: (
            f"Orthanc REST user radiology-bot, password {pw()} (registered in orthanc.json RegisteredUsers)"
        ),
    ),
    ("pacs", lambda: f'"RegisteredUsers" : {{ "alice" : "{pw()}" }}'),
    ("ehr", lambda: f"The shared login for the old lab results portal: labtech / {pw()}"),
    ("pager", lambda: f"Spok paging gateway SOAP password for the on-call integration: {pw()}"),
    # --- banking / HSM / SAP / AD ---
    (
        "hsm",
        lambda: (
            f"pkcs11-tool --module /opt/nfast/toolkits/pkcs11/libcknfast.so --login --pin {digits(8)} --list-objects"
        ),
    ),
    (
        "hsm",
        lambda: f"Thales payShield LMK component 2 (custodian B): {rnd(32, '0123456789ABCDEF')}",
    ),
    ("hsm", lambda: f"HSM partition password for the signing slot: {pw()}"),
    (
        "hsm",
        lambda: (
            f"ZMK clear component A for the card switch key exchange: {groups(8, 4, '0123456789ABCDEF', ' ')}"
        ),
    ),
    (
        "sap",
        lambda: (
            f"sapnwrfc.ini: DEST=PRD ASHOST=sap-prd-ci SYSNR=00 CLIENT=100 USER=RFC_BATCH PASSWD={pw()}"
        ),
    ),
    ("sap", lambda: f"SAP RFC user RFC_BATCH on PRD, initial password {pw()}"),
    (
        "sap",
        lambda: f'hdbsql -n hana-prd:30015 -u SYSTEM -p {pw()} "select * from m_service_memory"',
    ),
    ("sap", lambda: f"hdbuserstore SET BACKUPKEY hana-prd:30013 BACKUP_OP {pw()}"),
    (
        "ad",
        lambda: (
            f'New-ADUser -Name svc_sqlbackup -AccountPassword (ConvertTo-SecureString "{pw()}" -AsPlainText -Force) -Enabled $true'
        ),
    ),
    (
        "ad",
        lambda: (
            f"$secpw = ConvertTo-SecureString '{pw()}' -AsPlainText -Force; $cred = New-Object PSCredential('CORP\\svc_deploy', $secpw)"
        ),
    ),
    ("ad", lambda: f"net user svc_scan {pw()} /add /domain"),
    (
        "ad",
        lambda: (
            f"ldapsearch -x -H ldaps://dc01.corp.example -D 'CN=svc_ldap,OU=Service,DC=corp,DC=example' -w '{pw()}' -b 'DC=corp,DC=example'"
        ),
    ),
    (
        "ad",
        lambda: (
            f'Set-ADAccountPassword -Identity jdoe -Reset -NewPassword (ConvertTo-SecureString -AsPlainText "{pw()}" -Force)'
        ),
    ),
    ("ad", lambda: f"the bind password the wiki uses for AD lookups: {pw()}"),
    ("ad", lambda: f"DSRM password on the new domain controllers is {pw()}"),
    ("ad", lambda: f"gMSA fallback: local admin on the jump host (LAPS was down) {pw()}"),
    ("bank-api", lambda: f"Open banking sandbox client secret for the PSD2 AISP app: {rnd(40)}"),
    ("bank-api", lambda: f"Adyen API key (live, payments role): AQE{rnd(2)}hmfxK{rnd(60)}"),
    ("swift", lambda: f"SWIFT Alliance Lite2 token PIN for the treasury desk: {digits(6)}"),
    ("fix", lambda: f"FIX logon for the equities gateway: 553=TRDDESK01 554={pw()}"),
    (
        "bank-login",
        lambda: f"corporate e-banking (Commerzbank) user ID {digits(8)}, PIN {digits(5)}",
    ),
    (
        "bank-sftp",
        lambda: (
            f"sftp to the bank's file gateway: user ACME_TRSY, password {pw()}, host sftp.bankfiles.example"
        ),
    ),
    # --- IoT / MQTT / firmware / push / app stores ---
    (
        "mqtt",
        lambda: (
            f"mosquitto_pub -h mqtt.farm.example -p 8883 -u sensor-gw -P '{pw()}' -t soil/moisture -m 42"
        ),
    ),
    ("mqtt", lambda: f"mqtts://greenhouse:{pw()}@broker.iot.example:8883"),
    (
        "mqtt",
        lambda: (
            f"mosquitto passwd file for the broker: sensorgw:{pw()} (plain, before mosquitto_passwd -U)"
        ),
    ),
    (
        "azure-iot",
        lambda: f"HostName=plant-hub.azure-devices.net;DeviceId=press-07;SharedAccessKey={b64(32)}",
    ),
    (
        "azure-iot",
        lambda: (
            f"HostName=plant-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey={b64(32)}"
        ),
    ),
    ("thingsboard", lambda: f"ThingsBoard device access token for the weather station: {rnd(20)}"),
    ("particle", lambda: f"particle token for the fleet CLI: {hx(40)}"),
    ("blynk", lambda: f'#define BLYNK_AUTH_TOKEN "{rnd(32, AN + "_-")}"'),
    (
        "lorawan",
        lambda: (
            f"TTN end device river-gauge-3: DevEUI 70B3D57ED005{up(4)}, AppKey {rnd(32, '0123456789ABCDEF')}"
        ),
    ),
    (
        "zigbee",
        lambda: (
            f"zigbee2mqtt network_key: [{', '.join(str(R.randint(1, 254)) for _ in range(16))}]"
        ),
    ),
    (
        "tuya",
        lambda: (
            f"Tuya local key of the office dehumidifier (for tinytuya): {rnd(16, AN + '{}<>#$|')}"
        ),
    ),
    ("esphome", lambda: f"esphome ota password for the greenhouse nodes: {hx(32)}"),
    ("esphome", lambda: f'api: encryption: key: "{b64(32)}"'),
    ("wifi-fw", lambda: f'#define WIFI_PASSWORD "{pw()}"  // firmware for the door sensors'),
    ("wifi-fw", lambda: f'network={{ ssid="lab-iot" psk="{pw()}" }}'),
    ("wifi-fw", lambda: f"nmcli dev wifi connect FieldStation password '{pw()}'"),
    (
        "home-assistant",
        lambda: f"Home Assistant long-lived access token for the dashboard tablet: {jwt()}",
    ),
    (
        "fcm",
        lambda: (
            f"FCM legacy server key (still used by the old Android app): AAAA{rnd(7)}:APA91b{rnd(134, AN + '-_')}"
        ),
    ),
    (
        "apns",
        lambda: (
            f"APNs auth key AuthKey_{up(10)}.p8: -----BEGIN PRIVATE KEY-----\\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{b64(60)}\\n-----END PRIVATE KEY-----"
        ),
    ),
    (
        "onesignal",
        lambda: f"OneSignal REST API key: os_v2_app_{rnd(100, string.ascii_lowercase + '234567')}",
    ),
    ("pusher", lambda: f"Pusher Channels app 1733221: key {hx(20)}, secret {hx(20)}, cluster eu"),
    ("expo", lambda: f"EXPO_TOKEN={rnd(40, AN + '_-')} (robot user for EAS builds)"),
    (
        "appstore",
        lambda: (
            f"Apple ID app-specific password for altool uploads: {'-'.join(rnd(4, string.ascii_lowercase) for _ in range(4))}"
        ),
    ),
    (
        "appstore",
        lambda: (
            f"xcrun altool --upload-app -f App.ipa -u release@studio.example -p {'-'.join(rnd(4, string.ascii_lowercase) for _ in range(4))}"
        ),
    ),
    (
        "appstore",
        lambda: f"fastlane match password (MATCH_PASSWORD) for the certificates repo: {pw()}",
    ),
    (
        "play",
        lambda: (
            f"Android keystore for the release build: storePassword={pw()} keyAlias=upload keyPassword={pw()}"
        ),
    ),
    (
        "play",
        lambda: (
            f"signingConfigs {{ release {{ storeFile file('upload.jks'); storePassword '{pw()}'; keyAlias 'upload'; keyPassword '{pw()}' }} }}"
        ),
    ),
    (
        "iot-cert",
        lambda: (
            f"AWS IoT thing door-07 private key: -----BEGIN RSA PRIVATE KEY-----\\nMIIEpAIBAAKCAQEA{b64(90)}\\n-----END RSA PRIVATE KEY-----"
        ),
    ),
    (
        "modem",
        lambda: (
            f"4G router at the field station: admin password {pw()}, SIM PIN {digits(4)}, PUK {digits(8)}"
        ),
    ),
    ("ipmi", lambda: f"ipmitool -I lanplus -H 10.20.0.31 -U ADMIN -P '{pw()}' chassis power cycle"),
    ("ipmi", lambda: f"iDRAC of node gpu-07: root / {pw()}"),
    # --- licence keys ---
    (
        "license",
        lambda: (
            f"Windows Server 2022 product key for the lab VM: {groups(5, 5, 'BCDFGHJKMPQRTVWXY2346789')}"
        ),
    ),
    (
        "license",
        lambda: (
            f"MATLAB activation key for the department seat: {'-'.join(digits(5) for _ in range(5))}"
        ),
    ),
    ("license", lambda: f"Gurobi academic licence: grbgetkey {uid()}"),
    (
        "license",
        lambda: (
            f"Sublime Text license for the design team: ----- BEGIN LICENSE ----- Studio Nord Unlimited User License EA7E-{digits(7)} {' '.join(hx(8).upper() for _ in range(8))} ------ END LICENSE ------"
        ),
    ),
    (
        "license",
        lambda: f"SPSS authorization code (site licence 2026): {rnd(20, '0123456789abcdef')}",
    ),
    (
        "license",
        lambda: (
            f"Stata 18 MP: serial number {digits(12)}, code {groups(5, 4, string.ascii_lowercase + string.digits, ' ')}, authorization {rnd(4, string.ascii_lowercase)}"
        ),
    ),
    ("license", lambda: f"Nessus Professional activation code: {groups(5, 4, UP)}"),
    (
        "license",
        lambda: f"Mathematica activation key {digits(4)}-{digits(5)}-{up(5)} for the physics lab",
    ),
    (
        "license",
        lambda: f"IntelliJ license key for the contractor: {up(10)}-eyJsaWNlbnNlSWQiOiJ{rnd(60)}",
    ),
    ("license", lambda: f"the Reaper license key for the podcast studio: {groups(6, 6, UP)}"),
    (
        "license",
        lambda: (
            f"FLEXlm license server for ANSYS: SERVER lic01 {hx(12)} 1055 with vendor key {up(24)}"
        ),
    ),
    ("license", lambda: f"Adobe Acrobat serial: {'-'.join(digits(4) for _ in range(6))}"),
    # --- recovery codes / 2FA ---
    (
        "recovery",
        lambda: (
            f"GitHub recovery codes for the org owner account: {' '.join(hx(5) + '-' + hx(5) for _ in range(4))}"
        ),
    ),
    (
        "recovery",
        lambda: (
            f"1Password Secret Key of the shared vault owner: A3-{up(6)}-{up(6)}-{up(5)}-{up(5)}-{up(5)}-{up(5)}"
        ),
    ),
    (
        "recovery",
        lambda: (
            f"BitLocker recovery key for the lab laptop LT-0442: {'-'.join(digits(6) for _ in range(8))}"
        ),
    ),
    ("recovery", lambda: f"Microsoft account recovery code: {groups(5, 5, UP)}"),
    (
        "recovery",
        lambda: (
            f"Google backup codes for research-admin@: {' '.join(digits(4) + ' ' + digits(4) for _ in range(3))}"
        ),
    ),
    (
        "recovery",
        lambda: (
            f"Proton recovery phrase for the press mailbox: {' '.join(R.sample(['canal', 'riot', 'lemon', 'fossil', 'grape', 'shadow', 'ticket', 'broom', 'vivid', 'orbit', 'salad', 'crane', 'thumb', 'pulse'], 12))}"
        ),
    ),
    ("recovery", lambda: f"Apple ID recovery key for the test device account: {groups(7, 4, UP)}"),
    (
        "recovery",
        lambda: (
            f"Okta Verify backup: TOTP seed for svc-admin {rnd(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}"
        ),
    ),
    (
        "recovery",
        lambda: (
            f"otpauth://totp/Keycloak:admin?secret={rnd(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}&issuer=Keycloak"
        ),
    ),
    ("recovery", lambda: f"Authy backups password: {pw()}"),
    ("recovery", lambda: f"Yubikey PIV management key for the CA operator: {hx(48)}"),
    ("recovery", lambda: f"Veracrypt container for the patient export is protected by {pw()}"),
    # --- PowerShell / Windows ---
    ("powershell", lambda: f'$env:AZURE_CLIENT_SECRET = "{rnd(3)}8Q~{rnd(34, AN + "_.~-")}"'),
    ("powershell", lambda: f'$Password = "{pw()}" | ConvertTo-SecureString -AsPlainText -Force'),
    (
        "powershell",
        lambda: (
            f"Invoke-Sqlcmd -ServerInstance sql01 -Username sa -Password '{pw()}' -Query 'DBCC CHECKDB'"
        ),
    ),
    ("powershell", lambda: f"cmdkey /add:fileserver01 /user:CORP\\scanner /pass:{pw()}"),
    ("powershell", lambda: f"runas-style: psexec \\\\ws-114 -u CORP\\itadmin -p {pw()} cmd"),
    (
        "powershell",
        lambda: f"schtasks /create /tn Backup /tr backup.cmd /ru CORP\\svc_bak /rp {pw()}",
    ),
    ("powershell", lambda: f"net use Z: \\\\nas01\\projects {pw()} /user:CORP\\labuser"),
    (
        "powershell",
        lambda: (
            f"[Environment]::SetEnvironmentVariable('SENDGRID_API_KEY', 'SG.{rnd(22, AN + '-_')}.{rnd(43, AN + '-_')}', 'Machine')"
        ),
    ),
    # --- Java properties / XML ---
    ("java-props", lambda: f"spring.datasource.password={pw()}"),
    ("java-props", lambda: f"java -Djavax.net.ssl.keyStorePassword={pw()} -jar gateway.jar"),
    ("java-props", lambda: f"spring.mail.password={rnd(16, string.ascii_lowercase)}"),
    ("java-props", lambda: f"ldap.manager.password = {pw()}"),
    ("java-props", lambda: f"hibernate.connection.password={pw()}"),
    (
        "java-props",
        lambda: (
            f'kafka.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="trades" password="{pw()}";'
        ),
    ),
    ("java-props", lambda: f"quarkus.oidc.credentials.secret={rnd(32)}"),
    ("java-props", lambda: f"app.jwt.signing-key={b64(48)}"),
    ("xml", lambda: f'<add key="StripeSecretKey" value="sk_live_{rnd(99)}" />'),
    (
        "xml",
        lambda: (
            f'<add name="Core" connectionString="Data Source=sql01;Initial Catalog=Core;User ID=app;Password={pw()}" providerName="System.Data.SqlClient" />'
        ),
    ),
    (
        "xml",
        lambda: (
            f'<Resource name="jdbc/lims" auth="Container" type="javax.sql.DataSource" username="lims" password="{pw()}" url="jdbc:postgresql://db/lims"/>'
        ),
    ),
    (
        "xml",
        lambda: (
            f"<server><id>nexus-releases</id><username>deployer</username><password>{pw()}</password></server>"
        ),
    ),
    (
        "xml",
        lambda: (
            f'<packageSourceCredentials><internal><add key="Username" value="build" /><add key="ClearTextPassword" value="{pw()}" /></internal></packageSourceCredentials>'
        ),
    ),
    ("xml", lambda: f'<property name="hibernate.connection.password" value="{pw()}"/>'),
    ("xml", lambda: f'<user username="manager" password="{pw()}" roles="manager-gui"/>'),
    ("xml", lambda: f"<ApiSecret>{rnd(40)}</ApiSecret>"),
    ("xml", lambda: f'<credentials user="svc_etl" pass="{pw()}"/>'),
    # --- k8s / containers / CI ---
    ("k8s", lambda: f"stringData:\\n  DB_PASSWORD: {pw()}\\n  DB_USER: etl"),
    ("k8s", lambda: f"kind: Secret, stringData: {{ api-key: {rnd(40)} }}"),
    ("k8s", lambda: f"data:\\n  password: {base64.b64encode(pw().encode()).decode()}"),
    (
        "k8s",
        lambda: (
            f"kubectl create secret generic redcap --from-literal=token={rnd(32, '0123456789ABCDEF')}"
        ),
    ),
    ("k8s", lambda: f"helm upgrade --install grafana grafana/grafana --set adminPassword='{pw()}'"),
    ("k8s", lambda: f"docker run -e POSTGRES_PASSWORD={pw()} -p 5432:5432 postgres:16"),
    ("k8s", lambda: f"environment:\\n  - MINIO_ROOT_PASSWORD={pw()}"),
    (
        "ci",
        lambda: f"echo '{pw()}' | docker login registry.lab.example -u robot$ci --password-stdin",
    ),
    ("ci", lambda: f"GitLab runner registration token: GR1348941{rnd(20, AN + '_-')}"),
    ("ci", lambda: f"Jenkins API token for the nightly trigger user: 11{hx(32)}"),
    ("ci", lambda: f"TeamCity super user token printed in the log: {digits(19)}"),
    # --- connection strings ---
    ("conn", lambda: f"sqlplus lims_owner/{pw()}@//oradb01:1521/LIMSPRD"),
    ("conn", lambda: f"expdp system/{pw()} directory=DPUMP dumpfile=lims.dmp schemas=LIMS"),
    (
        "conn",
        lambda: (
            f"DRIVER={{IBM DB2 ODBC DRIVER}};DATABASE=CORE;HOSTNAME=db2.bank.example;PORT=50000;PROTOCOL=TCPIP;UID=batch;PWD={pw()};"
        ),
    ),
    (
        "conn",
        lambda: (
            f"Server=tcp:analytics.database.windows.net,1433;Database=dw;User ID=loader;Password={pw()};Encrypt=True;"
        ),
    ),
    ("conn", lambda: f"rediss://default:{rnd(32)}@redis-12345.c1.eu-west-1.cloud.example:12345"),
    ("conn", lambda: f"amqps://ingest:{pw()}@rabbit.lab.example:5671/%2f"),
    ("conn", lambda: f"nats://telemetry:{pw()}@nats.iot.example:4222"),
    ("conn", lambda: f"clickhouse://etl:{pw()}@ch01.internal:9000/events"),
    ("conn", lambda: f"https://elastic:{rnd(20)}@es01.logs.example:9200"),
    ("conn", lambda: f"neo4j+s://neo4j:{rnd(43, AN + '-_')}@{hx(8)}.databases.neo4j.io"),
    (
        "conn",
        lambda: (
            f"mssql+pyodbc://reporter:{pw()}@sqlprod/Reports?driver=ODBC+Driver+18+for+SQL+Server"
        ),
    ),
    ("conn", lambda: f"jdbc:db2://mainframe.bank.example:446/DSNP:user=TSOBAT;password={pw()};"),
    ("conn", lambda: f"teradata: .logon tdprod/etl_batch,{pw()}"),
    (
        "conn",
        lambda: (
            f"influx config create --config-name lab --host-url http://influx:8086 --org lab --token {rnd(86, AN + '-_')}=="
        ),
    ),
    ("conn", lambda: f"INFLUXDB_TOKEN={rnd(86, AN + '-_')}=="),
    ("conn", lambda: f"couchdb: http://admin:{pw()}@couch01:5984/_utils"),
    ("conn", lambda: f"ftp://scanner:{pw()}@ftp.hospital.example/incoming"),
    ("conn", lambda: f"snowsql -a xy12345.eu-central-1 -u LOADER with SNOWSQL_PWD={pw()}"),
    (
        "conn",
        lambda: f"firebird: isql-fb -user SYSDBA -password {pw()} /var/lib/firebird/data/erp.fdb",
    ),
    ("conn", lambda: f"Sybase ASE: isql -U sa -P {pw()} -S BANKDS"),
    ("conn", lambda: f"vsql -h vertica01 -U dbadmin -w {pw()}"),
    ("conn", lambda: f'mongosh "mongodb://root:{pw()}@mongo01:27017/?authSource=admin"'),
    ("conn", lambda: f"mongosh --host mongo01 -u root -p '{pw()}' --authenticationDatabase admin"),
    (
        "conn",
        lambda: f'psql "host=pg01 dbname=cohort user=analyst password={pw()} sslmode=require"',
    ),
    ("conn", lambda: f"memcached SASL user cachebot password {pw()}"),
    ("conn", lambda: f"redis-cli -h cache01 -a '{pw()}' --no-auth-warning info"),
    # --- CLI flags ---
    ("cli", lambda: f"sqlcmd -S sql01 -U sa -P '{pw()}' -Q 'SELECT @@VERSION'"),
    ("cli", lambda: f"smbclient //nas01/scans -U scanner%{pw()}"),
    ("cli", lambda: f"xfreerdp /v:ws-114 /u:CORP\\itadmin /p:'{pw()}'"),
    ("cli", lambda: f"lftp -u uploader,{pw()} sftp://files.partner.example"),
    (
        "cli",
        lambda: f"wget --user=mirror --password='{pw()}' https://data.lab.example/raw/run42.tar",
    ),
    (
        "cli",
        lambda: (
            f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:{pw()}"
        ),
    ),
    ("cli", lambda: f"openssl rsa -in signing.key -passin pass:{pw()} -pubout"),
    (
        "cli",
        lambda: (
            f"gpg --batch --pinentry-mode loopback --passphrase '{pw()}' --decrypt backup.tar.gpg"
        ),
    ),
    ("cli", lambda: f"7z a -p{pw()} -mhe=on export.7z patients/"),
    ("cli", lambda: f"zip -P {pw()} results.zip results/*.csv"),
    ("cli", lambda: f"htpasswd -b -c /etc/nginx/.htpasswd reviewer {pw()}"),
    ("cli", lambda: f"rabbitmqctl add_user ingest {pw()}"),
    (
        "cli",
        lambda: f"svn checkout https://svn.lab.example/repo --username build --password {pw()}",
    ),
    ("cli", lambda: f"twine upload -u __token__ -p pypi-{rnd(80, AN + '-_')} dist/*"),
    (
        "cli",
        lambda: (
            f"az login --service-principal -u {uid()} -p {rnd(3)}8Q~{rnd(34, AN + '_.~-')} --tenant {uid()}"
        ),
    ),
    ("cli", lambda: f"vault login {('hvs.' + rnd(24))}"),
    ("cli", lambda: f"p4 -u build -P {pw()} sync //depot/game/..."),
    ("cli", lambda: f"racadm -r 10.20.0.41 -u root -p {pw()} serveraction powercycle"),
    ("cli", lambda: f"BORG_PASSPHRASE='{pw()}' borg create ::nightly-{{now}} /srv/data"),
    (
        "cli",
        lambda: f"RESTIC_PASSWORD={pw()} restic -r s3:s3.amazonaws.com/lab-backups backup /data",
    ),
    (
        "cli",
        lambda: f"RSYNC_PASSWORD={pw()} rsync -av rsync://mirror@seq-archive/runs/ /scratch/runs/",
    ),
    ("cli", lambda: f'pg_dump "postgresql://backup:{pw()}@pg01/cohort" > cohort.sql'),
    ("cli", lambda: f"mysqldump -u backup -p'{pw()}' --all-databases > all.sql"),
    ("cli", lambda: f"curl -H 'X-Api-Key: {rnd(32)}' https://api.lims.example/v2/samples"),
    (
        "cli",
        lambda: (
            f'curl -H "Authorization: Token {hx(40)}" https://netbox.lab.example/api/dcim/devices/'
        ),
    ),
    ("cli", lambda: f"http POST https://api.sms.example/send apikey=={rnd(32)} to=+4915100000000"),
    ("cli", lambda: f"unrar x -p{pw()} deliverable.rar"),
    ("cli", lambda: f"qpdf --decrypt --password={pw()} statement.pdf out.pdf"),
    ("cli", lambda: f"cryptsetup open /dev/sdb1 data --key-file <(echo -n '{pw()}')"),
    ("cli", lambda: f"ansible-vault view secrets.yml --vault-password-file <(echo {pw()})"),
    (
        "cli",
        lambda: (
            f"snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{pw()}' -x AES -X '{pw()}' 10.0.0.1"
        ),
    ),
    ("cli", lambda: f"sshpass -p {pw()} scp export.csv reporting@10.1.2.3:/in/"),
    # --- prose / phrasing families ---
    ("prose", lambda: f"For the record, the printer admin page at 10.4.0.9 takes {pw()}"),
    ("prose", lambda: f"the keystore passphrase we agreed on in the call: {pw()}"),
    (
        "prose",
        lambda: (
            f"Dr. Osei's REDCap account got locked, I reset it to {pw()} and told her to change it"
        ),
    ),
    ("prose", lambda: f"new shared password for the sequencing core's NAS: {pw()}"),
    (
        "prose",
        lambda: f"Remember: the cold-storage freezer logger's web login uses {pw()} (user: lab)",
    ),
    (
        "prose",
        lambda: f"Vendor support gave us a temporary admin password for the MRI console: {pw()}",
    ),
    ("prose", lambda: f"Hemi said the VPN pre-shared key for the field sites is {pw()}"),
    ("prose", lambda: f"IPsec PSK for the tunnel to the bank: {rnd(32)}"),
    ("prose", lambda: f"wireguard peer config for the field laptop: PrivateKey = {b64(32)}"),
    ("prose", lambda: f"The encryption passphrase of the study's backup drive: {pw()}"),
    ("prose", lambda: f"our Twilio auth token moved to the new project; current one is {hx(32)}"),
    ("prose", lambda: f"passphrase for the GPG key that signs the releases — {pw()}"),
    ("prose", lambda: f"PIN for the badge printer's admin menu is {digits(6)}"),
    ("prose", lambda: f"The code for the server room door (changed Monday) is {digits(6)}#"),
    ("prose", lambda: f"alarm disarm code for the lab building: {digits(5)}"),
    (
        "prose",
        lambda: (
            f"safe combination in the finance office: {R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(10, 99)}"
        ),
    ),
    (
        "prose",
        lambda: (
            f"Secret answer for the bank's security question (mother's maiden name) on the treasury account: {R.choice(['Okonkwo', 'Lindqvist', 'Ferreira'])}{digits(2)}!"
        ),
    ),
    ("prose", lambda: f"the shared inbox for grants@ — creds: grants@uni.example / {pw()}"),
    (
        "prose",
        lambda: f"Login for the journal submission system (editorial account): editor-ops, {pw()}",
    ),
    ("prose", lambda: f"HMAC key the lab instruments use to sign uploads: {hx(64)}"),
    ("prose", lambda: f"AES-256 key for the de-identification service (hex): {hx(64)}"),
    ("prose", lambda: f"pseudonymisation salt for the cohort IDs (never change it): {rnd(32)}"),
    (
        "prose",
        lambda: f"the Django SECRET_KEY for the study portal is {rnd(50, AN + '!@#$%^&*(-_=+)')}",
    ),
    ("prose", lambda: f"Flask app.secret_key = '{hx(48)}'"),
    ("prose", lambda: f"Rails secret_key_base: {hx(128)}"),
    ("prose", lambda: f"NEXTAUTH_SECRET={b64(32)}"),
    ("prose", lambda: f"Session signing secret of the grants portal (express-session): {rnd(40)}"),
    ("prose", lambda: f"Ping from IT: your temporary eduroam password is {pw()}"),
    ("prose", lambda: f"password hint? no, the actual one for the conference wifi: {pw()}"),
    ("prose", lambda: f"Pwd für den Laborrechner: {pw()}"),
    ("prose", lambda: f"le mot de passe du serveur de calcul est {pw()}"),
    ("prose", lambda: f"la contraseña del router del invernadero: {pw()}"),
    ("prose", lambda: f"Het wachtwoord van de NAS is {pw()}"),
    ("prose", lambda: f"Hasło do panelu bankowego: {pw()}"),
    ("prose", lambda: f"パスワードは {pw()} です（解析サーバー）"),
    ("prose", lambda: f"服务器的密码是 {pw()}"),
    ("prose", lambda: f"Пароль от кластера: {pw()}"),
    ("prose", lambda: f"A senha do banco de dados de pesquisa é {pw()}"),
    ("prose", lambda: f"La password del server di calcolo è {pw()}"),
    ("prose", lambda: f"Lösenordet till labbdatorn är {pw()}"),
    ("prose", lambda: f"Şifre: {pw()} (hastane VPN)"),
    ("prose", lambda: f"Kata sandi wifi lab: {pw()}"),
    ("prose", lambda: f"Mật khẩu máy chủ: {pw()}"),
    ("prose", lambda: f"Q: what do I type at the LIMS login?\\nA: user lims-tech, password {pw()}"),
    ("prose", lambda: f"> what's the token for the grant portal API?\\n{rnd(40)}"),
    ("prose", lambda: f"user=analyst pass={pw()} host=pg01"),
    (
        "prose",
        lambda: f"credentials for the shared Zoom room: host key {digits(6)}, password {pw()}",
    ),
    (
        "prose",
        lambda: (
            f"the bind user for the LDAP sync is cn=sync and its secret, after last week's rotation, stays {pw()}"
        ),
    ),
    ("prose", lambda: f"secret of the OAuth app used by the ELN integration: {rnd(40)}"),
    ("prose", lambda: f"Segment write key for the patient app: {rnd(32)}"),
    (
        "prose",
        lambda: f"Mapbox secret token (downloads scope): sk.eyJ1Ijoi{rnd(40)}.{rnd(22, AN + '-_')}",
    ),
    (
        "prose",
        lambda: (
            f"DocuSign integration key {uid()} and its RSA private key lives in docusign.pem; secret key {uid()}"
        ),
    ),
    ("prose", lambda: f"Vonage API secret: {rnd(16)}"),
    ("prose", lambda: f"Plivo auth token for the appointment reminders: {rnd(40)}"),
    ("prose", lambda: f"MessageBird access key (live) {rnd(25)}"),
    ("prose", lambda: f"Mailjet API secret key: {hx(32)}"),
    ("prose", lambda: f"Brevo (sendinblue) api key xkeysib-{hx(64)}-{rnd(16)}"),
    ("prose", lambda: f"Okta API token for user provisioning: 00{rnd(40, AN + '-_')}"),
    ("prose", lambda: f"Auth0 management API client secret: {rnd(64, AN + '-_')}"),
    ("prose", lambda: f"Keycloak client secret for the grants portal: {rnd(32)}"),
    ("prose", lambda: f"Duo integration secret key (skey) for the VPN: {rnd(40)}"),
    ("prose", lambda: f"RADIUS shared secret between the WLC and NPS: {pw()}"),
    (
        "prose",
        lambda: f"TACACS+ key on the core switches: key 7 {hx(20).upper()}? no, plaintext: {pw()}",
    ),
    (
        "prose",
        lambda: (
            f"the ROT13 of the backup pw (so it isn't plain): {''.join(chr((ord(c) - 97 + 13) % 26 + 97) if c.islower() else c for c in pw())}"
        ),
    ),
    (
        "prose",
        lambda: (
            f"base64'd the SFTP password so nobody reads it over my shoulder: {base64.b64encode(pw().encode()).decode()}"
        ),
    ),
    (
        "prose",
        lambda: (
            f"reversed so it is not grep-able: {pw()[::-1]} (the NAS admin pw, read it backwards)"
        ),
    ),
    ("prose", lambda: f"the secret for the grafana service account token is {rnd(8)}_{rnd(32)}"),
    (
        "prose",
        lambda: (
            f"Unity license serial for build machine 2: {up(2)}-{up(4)}-{up(4)}-{up(4)}-{up(4)}-{up(4)}"
        ),
    ),
    (
        "prose",
        lambda: (
            f"Honeycomb: curl -H 'X-Honeycomb-Team: {rnd(22)}' https://api.honeycomb.io/1/events/lab"
        ),
    ),
    ("prose", lambda: f"Datadog header for the synthetic test: DD-API-KEY: {hx(32)}"),
    (
        "prose",
        lambda: (
            f"Opsgenie integration: https://api.opsgenie.com/v1/json/integrations/webhooks/prometheus?apiKey={uid()}"
        ),
    ),
    ("prose", lambda: f"PagerDuty Events v2 routing key for the lab alerts: {hx(32)}"),
    ("prose", lambda: f"Statuspage webhook https://hooks.statuspage.io/incoming/{rnd(40)}"),
    (
        "prose",
        lambda: (
            f"Teams incoming webhook for #cluster-alerts: https://uniexample.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hx(32)}/{uid()}"
        ),
    ),
    (
        "prose",
        lambda: (
            f"Mattermost hook: https://chat.lab-uni.de/hooks/{rnd(26, string.ascii_lowercase + string.digits)}"
        ),
    ),
    (
        "prose",
        lambda: (
            f"Zapier catch hook for the intake form: https://hooks.zapier.com/hooks/catch/{digits(7)}/{rnd(6, string.ascii_lowercase + string.digits)}/"
        ),
    ),
]


N: list[tuple[str, Callable[[], str]]] = [
    # --- references instead of values ---
    ("ref", lambda: "%env WANDB_API_KEY=${WANDB_API_KEY}"),
    ("ref", lambda: 'Sys.setenv(GITHUB_PAT = Sys.getenv("LAB_GITHUB_PAT"))'),
    ("ref", lambda: 'token <- Sys.getenv("REDCAP_TOKEN")  # set in .Renviron, never in scripts'),
    ("ref", lambda: 'redcapConnection(url = uri, token = keyring::key_get("redcap"))'),
    ("ref", lambda: "spring.datasource.password=${DB_PASSWORD}"),
    ("ref", lambda: "ldap.manager.password = ${LDAP_BIND_PW:?missing}"),
    ("ref", lambda: "java -Djavax.net.ssl.keyStorePassword=$KEYSTORE_PASS -jar gateway.jar"),
    ("ref", lambda: 'sqlcmd -S sql01 -U sa -P "%SA_PASSWORD%" -Q "SELECT 1"'),
    ("ref", lambda: "set PGPASSWORD=%PG_PASS% && psql -h pg01 -U analyst cohort"),
    ("ref", lambda: "$cred = Get-Credential -UserName CORP\\svc_deploy -Message 'deploy account'"),
    ("ref", lambda: "$pw = Read-Host -AsSecureString 'Password for svc_sqlbackup'"),
    ("ref", lambda: "New-ADUser -Name svc_scan -AccountPassword $securePw -Enabled $true"),
    ("ref", lambda: "ConvertTo-SecureString $env:BOOTSTRAP_PW -AsPlainText -Force"),
    ("ref", lambda: "$env:AZURE_CLIENT_SECRET = (Get-Secret -Name sp-deploy -AsPlainText)"),
    (
        "ref",
        lambda: (
            'mosquitto_pub -h mqtt.farm.example -u sensor-gw -P "$MQTT_PASS" -t soil/moisture -m 42'
        ),
    ),
    ("ref", lambda: "mqtts://greenhouse:${MQTT_PASSWORD}@broker.iot.example:8883"),
    (
        "ref",
        lambda: (
            "HostName=plant-hub.azure-devices.net;DeviceId=press-07;SharedAccessKey=<device-key>"
        ),
    ),
    (
        "ref",
        lambda: "#define WIFI_PASSWORD SECRET_WIFI_PASS  // from secrets.h, which is gitignored",
    ),
    ("ref", lambda: 'network={ ssid="lab-iot" psk=hashed_psk_from_wpa_passphrase }'),
    ("ref", lambda: "esphome: ota: password: !secret ota_password"),
    ("ref", lambda: "api: encryption: key: !secret api_key_greenhouse"),
    ("ref", lambda: 'storePassword System.getenv("UPLOAD_STORE_PASSWORD")'),
    ("ref", lambda: "storePassword=$(UPLOAD_STORE_PASSWORD) keyAlias=upload"),
    (
        "ref",
        lambda: (
            "xcrun altool --upload-app -f App.ipa -u release@studio.example -p @keychain:AC_PASSWORD"
        ),
    ),
    ("ref", lambda: "fastlane match reads MATCH_PASSWORD from the CI secret store"),
    ("ref", lambda: '<add key="StripeSecretKey" value="#{StripeSecretKey}#" />'),
    ("ref", lambda: "<password>${env.NEXUS_PASSWORD}</password>"),
    ("ref", lambda: '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />'),
    (
        "ref",
        lambda: (
            '<Resource name="jdbc/lims" username="lims" password="${lims.db.password}" url="jdbc:postgresql://db/lims"/>'
        ),
    ),
    ("ref", lambda: "stringData:\\n  DB_PASSWORD: {{ .Values.db.password }}"),
    ("ref", lambda: "stringData:\\n  api-key: ${API_KEY}"),
    ("ref", lambda: 'kubectl create secret generic redcap --from-literal=token="$REDCAP_TOKEN"'),
    ("ref", lambda: "kubectl create secret generic redcap --from-file=token=./redcap.token"),
    (
        "ref",
        lambda: (
            'helm upgrade --install grafana grafana/grafana --set adminPassword="$(pass show lab/grafana)"'
        ),
    ),
    (
        "ref",
        lambda: "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg -p 5432:5432 postgres:16",
    ),
    (
        "ref",
        lambda: (
            "docker run -e POSTGRES_PASSWORD -p 5432:5432 postgres:16  # passes it through from the shell"
        ),
    ),
    (
        "ref",
        lambda: (
            'echo "$CI_REGISTRY_PASSWORD" | docker login $CI_REGISTRY -u $CI_REGISTRY_USER --password-stdin'
        ),
    ),
    ("ref", lambda: 'sqlplus lims_owner/"${ORA_PW}"@//oradb01:1521/LIMSPRD'),
    ("ref", lambda: "sqlplus /nolog then connect lims_owner@LIMSPRD (it prompts for the password)"),
    (
        "ref",
        lambda: (
            "Server=tcp:analytics.database.windows.net,1433;Database=dw;Authentication=Active Directory Managed Identity;"
        ),
    ),
    (
        "ref",
        lambda: (
            "DRIVER={IBM DB2 ODBC DRIVER};DATABASE=CORE;HOSTNAME=db2.bank.example;UID=batch;PWD=%DB2_PWD%;"
        ),
    ),
    (
        "ref",
        lambda: "rediss://default:${REDIS_PASSWORD}@redis-12345.c1.eu-west-1.cloud.example:12345",
    ),
    ("ref", lambda: "amqps://ingest:$(cat /run/secrets/rabbit)@rabbit.lab.example:5671/%2f"),
    ("ref", lambda: "mongosh --host mongo01 -u root -p --authenticationDatabase admin   (prompts)"),
    (
        "ref",
        lambda: "mysqldump -u backup -p --all-databases > all.sql  # -p with no value asks for it",
    ),
    ("ref", lambda: 'redis-cli -h cache01 -a "$REDISCLI_AUTH" info'),
    ("ref", lambda: 'cqlsh -u cassandra -p "$CASSANDRA_PW" 10.0.3.7'),
    ("ref", lambda: "cqlsh -u cassandra -p $CASSANDRA_PASSWORD 10.0.3.7"),
    (
        "ref",
        lambda: (
            'hdbsql -n hana-prd:30015 -U BACKUPKEY "select 1 from dummy"  (uses the hdbuserstore key)'
        ),
    ),
    (
        "ref",
        lambda: (
            "ipmitool -I lanplus -H 10.20.0.31 -U ADMIN -E chassis status   # -E reads IPMI_PASSWORD"
        ),
    ),
    ("ref", lambda: "sshpass -e ssh ab1234@login.hpc.uni.example  # SSHPASS from the environment"),
    ("ref", lambda: "BORG_PASSCOMMAND='pass show backup/borg' borg create ::nightly /srv/data"),
    (
        "ref",
        lambda: (
            "RESTIC_PASSWORD_FILE=/etc/restic/pw restic -r s3:s3.amazonaws.com/lab-backups backup /data"
        ),
    ),
    (
        "ref",
        lambda: (
            "openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout env:P12_PASS"
        ),
    ),
    ("ref", lambda: "openssl rsa -in signing.key -passin file:/run/secrets/keypass -pubout"),
    ("ref", lambda: "gpg --batch --passphrase-file ~/.config/backup.pass --decrypt backup.tar.gpg"),
    ("ref", lambda: "ansible-vault view secrets.yml --vault-password-file ~/.vault_pass"),
    (
        "ref",
        lambda: (
            'snmpwalk -v3 -l authPriv -u monitor -a SHA -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" 10.0.0.1'
        ),
    ),
    (
        "ref",
        lambda: (
            "az login --service-principal -u $ARM_CLIENT_ID -p $ARM_CLIENT_SECRET --tenant $ARM_TENANT_ID"
        ),
    ),
    ("ref", lambda: "vault login -method=oidc role=lab"),
    ("ref", lambda: "twine upload -u __token__ -p $PYPI_TOKEN dist/*"),
    ("ref", lambda: 'curl -H "X-Api-Key: $LIMS_API_KEY" https://api.lims.example/v2/samples'),
    (
        "ref",
        lambda: (
            'curl -H "Authorization: Token ${NETBOX_TOKEN}" https://netbox.lab.example/api/dcim/devices/'
        ),
    ),
    (
        "ref",
        lambda: "curl -H 'X-Honeycomb-Team: '$HONEYCOMB_KEY https://api.honeycomb.io/1/events/lab",
    ),
    ("ref", lambda: "pkcs11-tool --module libcknfast.so --login --pin env:HSM_PIN --list-objects"),
    (
        "ref",
        lambda: (
            "pkcs11-tool --module libsofthsm2.so --login --list-objects  (asks for the user PIN)"
        ),
    ),
    (
        "ref",
        lambda: (
            'psql "host=pg01 dbname=cohort user=analyst sslmode=require"  # password from ~/.pgpass'
        ),
    ),
    (
        "ref",
        lambda: "pg01:5432:cohort:analyst:*   <- the .pgpass line format; the password replaces *",
    ),
    ("ref", lambda: "wget --user=mirror --ask-password https://data.lab.example/raw/run42.tar"),
    ("ref", lambda: "smbclient //nas01/scans -U scanner -A ~/.smbcredentials"),
    ("ref", lambda: "xfreerdp /v:ws-114 /u:CORP\\itadmin /p:$RDP_PASS"),
    ("ref", lambda: "lftp -u uploader sftp://files.partner.example   (password from ~/.netrc)"),
    ("ref", lambda: "net use Z: \\\\nas01\\projects /user:CORP\\labuser *"),
    ("ref", lambda: "cmdkey /add:fileserver01 /user:CORP\\scanner /pass   (prompts)"),
    ("ref", lambda: "schtasks /create /tn Backup /tr backup.cmd /ru SYSTEM"),
    ("ref", lambda: "Invoke-Sqlcmd -ServerInstance sql01 -Credential $cred -Query 'DBCC CHECKDB'"),
    ("ref", lambda: "mlflow server uses MLFLOW_TRACKING_PASSWORD from the systemd EnvironmentFile"),
    (
        "ref",
        lambda: (
            'comet_ml.init(api_key=os.environ["COMET_API_KEY"], project_name="protein-folding")'
        ),
    ),
    ("ref", lambda: 'rf = Roboflow(api_key=os.getenv("ROBOFLOW_KEY"))'),
    ("ref", lambda: 'ENV["DATADEPS_TOKEN"] = get(ENV, "LAB_DATADEPS_TOKEN", "")'),
    ("ref", lambda: "setenv('THINGSPEAK_WRITE_KEY', getenv('TS_KEY_FROM_VAULT'))"),
    ("ref", lambda: "%env OPENAI_API_KEY"),
    (
        "ref",
        lambda: "%env   (lists the notebook's environment; the keys come from the kernel's .env)",
    ),
    ("ref", lambda: 'os.environ["HF_TOKEN"] = getpass.getpass("HF token: ")'),
    ("ref", lambda: "quarkus.oidc.credentials.secret=${OIDC_SECRET}"),
    (
        "ref",
        lambda: (
            'kafka.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="trades" password="${KAFKA_PW}";'
        ),
    ),
    (
        "ref",
        lambda: (
            "clearml.conf: api { credentials { access_key: ${CLEARML_API_ACCESS_KEY}, secret_key: ${CLEARML_API_SECRET_KEY} } }"
        ),
    ),
    ("ref", lambda: "slurmdbd.conf: StoragePass is read from /etc/slurm/slurmdbd.pass (mode 600)"),
    ("ref", lambda: "c.JupyterHub.cookie_secret_file = '/srv/jupyterhub/jupyterhub_cookie_secret'"),
    ("ref", lambda: '"RegisteredUsers" : { "alice" : "${ORTHANC_ALICE_PW}" }'),
    (
        "ref",
        lambda: '<user username="manager" password="{{ tomcat_manager_pw }}" roles="manager-gui"/>',
    ),
    (
        "ref",
        lambda: (
            "secret_key: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=lab/data:clearml') }}\""
        ),
    ),
    ("ref", lambda: "RADIUS shared secret: see KeePass entry 'NPS / WLC radius'"),
    (
        "ref",
        lambda: (
            "The HSM partition password lives in the safe, envelope 3; never write it down anywhere else"
        ),
    ),
    ("ref", lambda: "password for the MRI console: ask Sven (radiology IT), it is not in the wiki"),
    # --- placeholders ---
    ("placeholder", lambda: 'Sys.setenv(OPENAI_API_KEY = "sk-...")  # paste your own key here'),
    ("placeholder", lambda: "%env WANDB_API_KEY=<your-40-char-key>"),
    ("placeholder", lambda: 'kaggle.json looks like {"username":"YOUR_USERNAME","key":"YOUR_KEY"}'),
    (
        "placeholder",
        lambda: "~/.cdsapirc -> url: https://cds.climate.copernicus.eu/api key: <UID>:<API-KEY>",
    ),
    ("placeholder", lambda: "HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    (
        "placeholder",
        lambda: (
            "sapnwrfc.ini: DEST=PRD ASHOST=sap-prd-ci SYSNR=00 CLIENT=100 USER=RFC_BATCH PASSWD=********"
        ),
    ),
    (
        "placeholder",
        lambda: (
            'New-ADUser -Name svc_x -AccountPassword (ConvertTo-SecureString "<initial password>" -AsPlainText -Force)'
        ),
    ),
    (
        "placeholder",
        lambda: (
            "ldapsearch -x -D 'CN=svc_ldap,OU=Service,DC=corp,DC=example' -w '<bind-password>' -b 'DC=corp,DC=example'"
        ),
    ),
    ("placeholder", lambda: "net user svc_scan * /add /domain   (the * makes it prompt)"),
    ("placeholder", lambda: "mosquitto_pub -u sensor-gw -P 'CHANGEME' -t test -m 1"),
    ("placeholder", lambda: '#define WIFI_PASSWORD "your-wifi-password"'),
    ("placeholder", lambda: '#define BLYNK_AUTH_TOKEN "YourAuthToken"'),
    (
        "placeholder",
        lambda: (
            "TTN AppKey: 00000000000000000000000000000000 (all zeros until the device is claimed)"
        ),
    ),
    (
        "placeholder",
        lambda: "Windows product key XXXXX-XXXXX-XXXXX-XXXXX-XXXXX goes into the unattend.xml",
    ),
    ("placeholder", lambda: "spring.datasource.password=changeit"),
    ("placeholder", lambda: "keytool -list -keystore cacerts -storepass changeit"),
    ("placeholder", lambda: '<add key="StripeSecretKey" value="sk_live_REPLACE_ME" />'),
    ("placeholder", lambda: "<password>REDACTED</password>"),
    ("placeholder", lambda: "stringData:\\n  DB_PASSWORD: <set-by-sealed-secrets>"),
    (
        "placeholder",
        lambda: (
            "docker run -e POSTGRES_PASSWORD=postgres -p 5432:5432 postgres:16  # local dev only"
        ),
    ),
    (
        "placeholder",
        lambda: (
            'psql "host=localhost user=postgres password=postgres" for the throwaway dev container'
        ),
    ),
    ("placeholder", lambda: "mysql -u root -proot against the docker-compose dev db"),
    (
        "placeholder",
        lambda: "The default login of a fresh Grafana is admin/admin; we change it on first boot.",
    ),
    (
        "placeholder",
        lambda: (
            "Raspberry Pi OS used to ship pi / raspberry as the default login; our image disables it."
        ),
    ),
    (
        "placeholder",
        lambda: (
            "iDRAC default credentials (root / calvin) are changed by the provisioning playbook"
        ),
    ),
    (
        "placeholder",
        lambda: 'Template for the wpa_supplicant.conf: network={ ssid="SSID" psk="PASSPHRASE" }',
    ),
    (
        "placeholder",
        lambda: (
            "Connection string template: Server=<host>;Database=<db>;User Id=<user>;Password=<password>;"
        ),
    ),
    ("placeholder", lambda: "sqlplus scott/tiger@ORCL is the classic demo schema, not ours"),
    (
        "placeholder",
        lambda: "az login --service-principal -u <app-id> -p <password-or-cert> --tenant <tenant>",
    ),
    (
        "placeholder",
        lambda: "curl -H 'X-Api-Key: YOUR_API_KEY' https://api.lims.example/v2/samples",
    ),
    (
        "placeholder",
        lambda: (
            "otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example (the RFC sample)"
        ),
    ),
    (
        "placeholder",
        lambda: "1Password Secret Keys look like A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
    ),
    (
        "placeholder",
        lambda: (
            "BitLocker recovery keys are 48 digits in eight groups: 000000-000000-000000-000000-000000-000000-000000-000000"
        ),
    ),
    (
        "placeholder",
        lambda: (
            "AWS docs example keys AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY are used in our unit tests"
        ),
    ),
    (
        "placeholder",
        lambda: "test card 4242 4242 4242 4242, any future expiry, any CVC (Stripe test mode)",
    ),
    (
        "placeholder",
        lambda: "RFC 4231 test case 1 HMAC key: 0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b",
    ),
    (
        "placeholder",
        lambda: (
            "MATLAB activation key field: enter the 20-digit key from the license center (xxxxx-xxxxx-xxxxx-xxxxx)"
        ),
    ),
    (
        "placeholder",
        lambda: (
            "example from the Segment docs: write key abc123 goes into analytics.load('abc123')"
        ),
    ),
    (
        "placeholder",
        lambda: "password=<your_password> in the sample ~/.netrc from the Earthdata wiki",
    ),
    (
        "placeholder",
        lambda: "FIX logon example: 553=USERNAME 554=PASSWORD (fields of the Logon<A> message)",
    ),
    # --- checksums, ids, public material ---
    ("checksum", lambda: f"SHA256 of the CUDA 12.4 runfile: {hx(64)}"),
    ("checksum", lambda: f"md5sum of the raw FASTQ bundle run42.tar: {hx(32)}"),
    ("checksum", lambda: f"model weights checkpoint sha256:{hx(64)} (epoch 40, val loss 0.213)"),
    ("checksum", lambda: f"docker pull ghcr.io/lab/pipeline@sha256:{hx(64)}"),
    ("checksum", lambda: f"Fixed in commit {hx(40)}; cherry-picked to release-2.3 as {hx(12)}"),
    ("checksum", lambda: f"dataset DOI 10.5281/zenodo.{digits(8)}, md5 {hx(32)}"),
    ("checksum", lambda: f"conda lock hash for env ml-cuda: {hx(64)}"),
    ("checksum", lambda: f"git-lfs object oid sha256:{hx(64)} size {digits(9)}"),
    ("checksum", lambda: f"firmware image door-sensor-1.4.2.bin CRC32 {hx(8)}, SHA-1 {hx(40)}"),
    ("checksum", lambda: f"Verify the ISO: sha512sum ubuntu-24.04.iso should print {hx(128)}"),
    ("checksum", lambda: f'integrity="sha384-{b64(48)}" on the CDN script tag'),
    (
        "checksum",
        lambda: (
            f"The Nix store path /nix/store/{rnd(32, '0123456789abcdfghijklmnpqrsvwxyz')}-python3-3.11.9"
        ),
    ),
    ("id", lambda: f"Globus collection id {uid()} (the lab's guest collection on the DTN)"),
    ("id", lambda: f"Dataverse dataset persistent id doi:10.7910/DVN/{up(6)}"),
    ("id", lambda: f"ORCID iD of the PI: 0000-0002-{digits(4)}-{digits(3)}X"),
    ("id", lambda: f"Zenodo community id {uid()}; concept record {digits(7)}"),
    ("id", lambda: f"slurm job {digits(8)} on partition gpu failed with OOM at step 3"),
    (
        "id",
        lambda: (
            f"W&B run id {rnd(8, string.ascii_lowercase + string.digits)} in project lab/protein-folding"
        ),
    ),
    ("id", lambda: f"MLflow run {hx(32)} holds the best checkpoint"),
    ("id", lambda: f"Hugging Face model revision {hx(40)} pinned in the training config"),
    (
        "id",
        lambda: f"TTN DevEUI 70B3D57ED005{up(4)}, JoinEUI 0000000000000000 for the river gauges",
    ),
    (
        "id",
        lambda: (
            f"device MAC 3C:71:BF:{hx(2).upper()}:{hx(2).upper()}:{hx(2).upper()}, serial SN{digits(10)}"
        ),
    ),
    ("id", lambda: f"Azure IoT Hub device id press-07, module id {uid()}"),
    ("id", lambda: f"Apple Team ID {up(10)}, bundle id org.lab.fieldapp"),
    (
        "id",
        lambda: (
            f"App Store Connect API key ID {up(10)} and issuer ID {uid()} (the .p8 is in the vault)"
        ),
    ),
    ("id", lambda: f"Firebase project number {digits(12)}, app id 1:{digits(12)}:android:{hx(16)}"),
    ("id", lambda: f"OneSignal app id {uid()} (public, it is in the mobile app bundle)"),
    (
        "id",
        lambda: (
            f"Pusher app key {hx(20)} is public (it ships in the JS bundle); the secret is in Vault"
        ),
    ),
    ("id", lambda: f"Segment source id {rnd(22)} for the patient app (not the write key)"),
    ("id", lambda: f"SAP transport request PRDK9{digits(5)} moves the RFC destination change"),
    ("id", lambda: f"AD object GUID {uid()} for the svc_sqlbackup account"),
    (
        "id",
        lambda: (
            f"SID S-1-5-21-{digits(10)}-{digits(10)}-{digits(10)}-{digits(4)} is the old domain admins group"
        ),
    ),
    (
        "id",
        lambda: (
            f"IBAN of the lab's grant account for the invoice: DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX"
        ),
    ),
    ("id", lambda: f"SWIFT message reference {up(16)} for the failed payment"),
    ("id", lambda: f"FIX ClOrdID {up(12)} rejected with 58=Unknown symbol"),
    ("id", lambda: f"HSM key check value (KCV) of the new ZMK: {rnd(6, '0123456789ABCDEF')}"),
    ("id", lambda: f"Certificate serial {':'.join(hx(2) for _ in range(16))} expires 2027-03-01"),
    (
        "id",
        lambda: (
            f"licence server host id {hx(12)} (the MAC of lic01) is what FlexNet binds the licence to"
        ),
    ),
    (
        "id",
        lambda: (
            f"Stata serial numbers are printed on the invoice; ours is on invoice INV-{digits(6)}"
        ),
    ),
    ("id", lambda: f"REDCap project id 4412, record ids start at {digits(4)}"),
    ("id", lambda: f"FHIR Patient/{uid()} is the synthetic test patient in the sandbox"),
    (
        "id",
        lambda: (
            f"DICOM StudyInstanceUID 1.2.840.113619.2.{digits(3)}.{digits(4)}.{digits(10)}.{digits(3)}"
        ),
    ),
    ("id", lambda: f"Keycloak realm id {uid()}, client id grants-portal"),
    ("id", lambda: f"Okta org id 00o{rnd(17)} and app id 0oa{rnd(17)}"),
    ("id", lambda: f"Auth0 client id {rnd(32)} for the SPA (public client, PKCE, no secret)"),
    ("id", lambda: f"Sentry project 4507{digits(12)} for the study portal"),
    (
        "id",
        lambda: (
            f"Grafana dashboard uid {rnd(14, string.ascii_lowercase + string.digits)} shows the freezer temperatures"
        ),
    ),
    ("id", lambda: f"PagerDuty service P{up(6)} and escalation policy P{up(6)}"),
    (
        "id",
        lambda: (
            f"Databricks cluster id {digits(4)}-{digits(6)}-{rnd(8, string.ascii_lowercase + string.digits)}"
        ),
    ),
    ("id", lambda: f"Opsgenie team id {uid()} (the api key is elsewhere)"),
    (
        "public",
        lambda: (
            f"WireGuard peer of the field laptop: PublicKey = {b64(32)}, AllowedIPs = 10.9.0.7/32"
        ),
    ),
    (
        "public",
        lambda: (
            f"age recipient for the backup encryption: age1{rnd(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}"
        ),
    ),
    ("public", lambda: f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(33)[:43]} ab1234@login"),
    (
        "public",
        lambda: f"PGP fingerprint of the release key: {' '.join(hx(4).upper() for _ in range(10))}",
    ),
    ("public", lambda: f"minisign public key for the firmware updates: RW{b64(40)[:54]}"),
    (
        "public",
        lambda: (
            f"-----BEGIN PUBLIC KEY-----\\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{b64(48)}\\n-----END PUBLIC KEY-----"
        ),
    ),
    (
        "public",
        lambda: (
            f"The Mapbox public token (pk.) for the field map: pk.eyJ1Ijoi{rnd(40)}.{rnd(22, AN + '-_')} (public by design, URL-restricted)"
        ),
    ),
    (
        "public",
        lambda: (
            f"Stripe publishable key for the donation page: pk_live_{rnd(99)} (public by design)"
        ),
    ),
    ("public", lambda: f"Algolia search-only API key {hx(32)} (safe to ship in the frontend)"),
    (
        "public",
        lambda: (
            f"Google Maps browser key restricted to *.lab.example: AIza{rnd(35, AN + '-_')} (public, referrer-locked)"
        ),
    ),
    ("public", lambda: f"Sentry DSN public key {hx(32)} for the browser SDK"),
    ("public", lambda: f"Let's Encrypt account thumbprint {rnd(43, AN + '-_')}"),
    (
        "public",
        lambda: f"The Zigbee coordinator's extended PAN ID: {':'.join(hx(2) for _ in range(8))}",
    ),
    # --- talk about secrets ---
    (
        "talk",
        lambda: (
            "Rotate the REDCap API tokens every 90 days from the project's API page; the old token stops at once."
        ),
    ),
    (
        "talk",
        lambda: (
            "The HSM LMK is split into three components held by different custodians; never key in two components yourself."
        ),
    ),
    (
        "talk",
        lambda: (
            "BitLocker recovery keys are escrowed in AD; look them up with Get-ADObject -Filter 'objectclass -eq \"msFVE-RecoveryInformation\"'."
        ),
    ),
    (
        "talk",
        lambda: (
            "Use ConvertTo-SecureString -AsPlainText only in Pester tests; production scripts read from SecretManagement."
        ),
    ),
    (
        "talk",
        lambda: (
            "Kaggle keys are per user: each student downloads their own kaggle.json, never share one."
        ),
    ),
    (
        "talk",
        lambda: (
            "If a wandb key leaks, revoke it at wandb.ai/authorize and run wandb login --relogin."
        ),
    ),
    (
        "talk",
        lambda: (
            "Zigbee network keys are generated by zigbee2mqtt when network_key: GENERATE is set."
        ),
    ),
    (
        "talk",
        lambda: "ESPHome API encryption keys are 32 random bytes, base64; generate one per device.",
    ),
    (
        "talk",
        lambda: (
            "Apple app-specific passwords have the form xxxx-xxxx-xxxx-xxxx and can be revoked at appleid.apple.com."
        ),
    ),
    (
        "talk",
        lambda: (
            "Never pass passwords with -p on the command line: they show up in ps and in shell history."
        ),
    ),
    (
        "talk",
        lambda: (
            "The FIX Password(554) field is sent in clear unless the session runs over TLS; we use stunnel."
        ),
    ),
    (
        "talk",
        lambda: (
            "SAP RFC users should be of type System, with the password set by the Basis team only."
        ),
    ),
    (
        "talk",
        lambda: (
            "Our password policy: 14 characters minimum, no reuse of the last 24, lockout after 5 tries."
        ),
    ),
    (
        "talk",
        lambda: (
            "The FCM legacy server keys (AAAA…:APA91b…) stop working in June; migrate to the HTTP v1 API with a service account."
        ),
    ),
    (
        "talk",
        lambda: (
            "Store the APNs .p8 key in the CI secret store and reference it as APNS_KEY; never commit it."
        ),
    ),
    (
        "talk",
        lambda: (
            "ORCID member API credentials belong to the library; ask them for sandbox ones for testing."
        ),
    ),
    (
        "talk",
        lambda: (
            "The IRB requires the pseudonymisation salt to be held by the data custodian, not by the analysts."
        ),
    ),
    (
        "talk",
        lambda: "Recovery codes for the org owner are printed and kept in the safe in room 2.114.",
    ),
    (
        "talk",
        lambda: (
            "A Windows product key has 25 characters in five groups; ours come from the volume licensing portal."
        ),
    ),
    (
        "talk",
        lambda: "The Unity serial is tied to the build machine; deactivate it before reimaging.",
    ),
    (
        "talk",
        lambda: (
            "Stata licences need a serial number, a code and an authorization; IT enters them at install."
        ),
    ),
    (
        "talk",
        lambda: (
            "The munge key must be identical on every node of the cluster; copy it with the ansible role, mode 0400."
        ),
    ),
    (
        "talk",
        lambda: (
            "JupyterHub regenerates the cookie secret on start when the file is missing, which logs everybody out."
        ),
    ),
    (
        "talk",
        lambda: (
            "the secret for the ldap bind user is in Vault under kv/ldap/bind; the wiki only links to it"
        ),
    ),
    (
        "talk",
        lambda: (
            "Grafana OnCall inbound webhook URLs contain a token; treat them like a password and keep them in Vault."
        ),
    ),
    (
        "talk",
        lambda: (
            "Honeycomb wants the API key in the X-Honeycomb-Team header; the SDK reads HONEYCOMB_API_KEY."
        ),
    ),
    (
        "talk",
        lambda: (
            "rot13 is not encryption; the audit flagged the 'obfuscated' passwords in the old wiki."
        ),
    ),
    (
        "talk",
        lambda: (
            "The Bitwarden recovery code disables two-step login for the account; it lives in the sealed envelope."
        ),
    ),
    (
        "talk",
        lambda: (
            "JetBrains activation codes for the team come from the JetBrains Account; request one from IT."
        ),
    ),
    (
        "talk",
        lambda: (
            "Segment public API tokens start with sgp_ and have workspace scope; create one per integration."
        ),
    ),
    (
        "talk",
        lambda: (
            "password reset for the lab portal: the link expires after 30 minutes and works once."
        ),
    ),
    (
        "talk",
        lambda: (
            "The token endpoint returns access_token, token_type and expires_in; refresh tokens last 30 days."
        ),
    ),
    (
        "talk",
        lambda: "secret_key_base must be at least 64 bytes; run bin/rails secret to generate one.",
    ),
    (
        "talk",
        lambda: (
            "To rotate the Django SECRET_KEY without logging people out, add the old one to SECRET_KEY_FALLBACKS."
        ),
    ),
    ("talk", lambda: "The safe combination was changed after Priya left; finance has the new one."),
    (
        "talk",
        lambda: "PIN policy for the HSM smart cards: 6-8 digits, three wrong tries lock the card.",
    ),
    (
        "talk",
        lambda: (
            "SIM PIN and PUK for the field routers are on the SIM carrier card in the drawer, not in the wiki."
        ),
    ),
    (
        "talk",
        lambda: (
            "The MQTT broker refuses anonymous clients since the last audit; every sensor has its own user."
        ),
    ),
    (
        "talk",
        lambda: (
            "Passwords for the SQL logins are generated by the pipeline (openssl rand -base64 24) and written to Key Vault."
        ),
    ),
    (
        "talk",
        lambda: (
            "Treat Teams incoming webhook URLs as secrets: anyone with the URL can post to the channel."
        ),
    ),
    # --- risky-looking values that are not credentials ---
    (
        "value",
        lambda: (
            f"experiment seed 1234, learning rate 3e-4, run name {R.choice(WORDS)}-{R.choice(WORDS)}-{digits(2)}"
        ),
    ),
    (
        "value",
        lambda: (
            f"hyperparameter sweep id {rnd(8, string.ascii_lowercase + string.digits)}, 48 runs, best val acc 0.913"
        ),
    ),
    ("value", lambda: f"sample barcode {up(10)} failed QC (RIN 5.1)"),
    ("value", lambda: f"primer sequence ACGT{rnd(20, 'ACGT')} for the 16S amplicon"),
    ("value", lambda: f"protein sequence fragment M{rnd(40, 'ACDEFGHIKLMNPQRSTVWY')} from UniProt"),
    (
        "value",
        lambda: f"SMILES of the lead compound: CC(=O)Oc1ccccc1C(=O)O (aspirin, as the control)",
    ),
    (
        "value",
        lambda: (
            f"ERA5 request: variable 2m_temperature, years 1979-2024, grid 0.25/0.25, area 72/-25/34/45"
        ),
    ),
    (
        "value",
        lambda: (
            f"NetCDF variable tas, units K, _FillValue 1e20, chunking 1/{digits(3)}/{digits(3)}"
        ),
    ),
    (
        "value",
        lambda: (
            f"The MRN format is 8 digits with a leading site code, e.g. site 04 → 04{digits(6)} (synthetic)"
        ),
    ),
    ("value", lambda: f"Loan application reference LA-{digits(4)}-{up(6)} escalated to credit ops"),
    (
        "value",
        lambda: f"Court case number {digits(1)} O {digits(3)}/{digits(2)} at the regional court",
    ),
    ("value", lambda: f"base64 of the logo for the PDF header: iVBORw0KGgoAAAANSUhEUgAA{b64(45)}"),
    (
        "value",
        lambda: (
            f"CSP nonce in the template is generated per request (e.g. {b64(16)} in the last response), not stored"
        ),
    ),
    ("value", lambda: f"Idempotency-Key {uid()} on the retried payout request"),
    ("value", lambda: f"correlation id {uid()} in the gateway logs for the 502s"),
    ("value", lambda: f'ETag "{hx(32)}" on the cohort export'),
    ("value", lambda: f"Request ID {up(16)} from the S3 error (AccessDenied on the cohort bucket)"),
    ("value", lambda: f"The firmware version string is v1.4.2-{hx(7)}-dirty on the door sensors"),
    ("value", lambda: f"Build number {digits(4)}.{digits(3)} of the app, version code {digits(7)}"),
    ("value", lambda: f"LoRaWAN frame counter reset to 0 on device {up(8)} after the rejoin"),
    (
        "value",
        lambda: (
            f'The password field on the login form has id="pwd-{rnd(6, string.ascii_lowercase)}" and autocomplete=current-password'
        ),
    ),
    (
        "value",
        lambda: (
            f"password_hash column uses argon2id(m=65536,t=3,p=4); the migration is 0042_{R.choice(WORDS)}"
        ),
    ),
    ("value", lambda: f'token_type=Bearer, expires_in=3600, scope="openid profile fhirUser"'),
    ("value", lambda: f"Keycloak theme colors: primary #{hx(6)}, secondary #{hx(6)}"),
    (
        "value",
        lambda: (
            f"The secret santa draw this year: {R.choice(WORDS).capitalize()} gets {R.choice(WORDS).capitalize()}, budget 20 EUR"
        ),
    ),
    (
        "value",
        lambda: (
            f"Password manager migration: 412 items moved from KeePass to Bitwarden, 3 with attachments"
        ),
    ),
    ("value", lambda: f"The lab's Wi-Fi SSID is {R.choice(WORDS)}-lab-5G; guests use eduroam"),
    ("value", lambda: f"API rate limit: 600 requests per minute per key, burst 100"),
    ("value", lambda: f"Key rotation job ran at 02:00, rotated 14 keys, 0 failures (job {uid()})"),
    ("value", lambda: f"The token bucket in the rate limiter refills 5 tokens/s with capacity 50"),
    ("value", lambda: f"Tokenizer vocab size 32000, special tokens <s>, </s>, <unk>, <pad>"),
    (
        "value",
        lambda: f"key frames every {digits(2)} frames; keyframe interval for the microscope videos",
    ),
    (
        "value",
        lambda: (
            f"primary key of the samples table is (site_id, sample_no); secondary index on collected_at"
        ),
    ),
    (
        "value",
        lambda: f"API key header name is X-Api-Key (case-insensitive); the value is per client",
    ),
    (
        "value",
        lambda: (
            f"The secret sauce of the model is the curriculum: easy folds first, then hard ones"
        ),
    ),
]


def main() -> None:
    header = (
        "# Probe set fix24s ({what}) — written 2026-12-03 by helper fix24s BEFORE the rule changes it measures (main 0320c57).\n"
        "# Generated by tests/data/screen/gen_probe_fix24s.py (seeded, stdlib only). All values are synthetic.\n"
        "# Columns: kind<TAB>entry. {rule}\n"
    )
    rows = [f"{kind}\t{make()}" for kind, make in S]
    (OUT / "probe_fix24s_secrets.tsv").write_text(
        header.format(what="secret positives", rule="Every entry must be flagged.")
        + "\n".join(rows)
        + "\n",
        encoding="utf-8",
    )
    rows = [f"{kind}\t{make()}" for kind, make in N]
    (OUT / "probe_fix24s_negatives.tsv").write_text(
        header.format(what="risky-looking negatives", rule="No entry may be flagged.")
        + "\n".join(rows)
        + "\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
