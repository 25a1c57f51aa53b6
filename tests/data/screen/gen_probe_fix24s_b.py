"""Probe set fix24s-b: a second, smaller probe written by fix24s AFTER its rule changes and scored
once, to see how the classes added on probe set fix24s (``gen_probe_fix24s.py``) carry to
phrasings they were not fitted on. Never tuned on. Themes: a law firm, a city council, a
logistics company, a newsroom, a biotech lab, a school district, a farm co-op; values synthetic.

Run from the repository root: ``python tests/data/screen/gen_probe_fix24s_b.py``; stable output.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501, F541

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_88)
AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
WORDS = (
    "alder", "brisk", "cinder", "dapple", "eddy", "fallow", "gorse", "hazel", "islet", "jasper",
    "kestrel", "larch", "mistral", "nimbus", "oxbow", "pewter", "quill", "russet", "sorrel",
    "thicket", "upland", "vesper", "wicket", "yonder",
)  # fmt: skip


def rnd(n: int, alphabet: str = AN) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pw() -> str:
    a, b = R.sample(WORDS, 2)
    return f"{a.capitalize()}{R.choice('!#%&*-_.+@=^~')}{b}{R.randint(10, 99)}"


def digits(n: int) -> str:
    return "".join(R.choice(string.digits) for _ in range(n))


def groups(n: int, size: int, alphabet: str = UP, sep: str = "-") -> str:
    return sep.join(rnd(size, alphabet) for _ in range(n))


S: list[tuple[str, Callable[[], str]]] = [
    (
        "cli",
        lambda: (
            f"ldapmodify -H ldap://dc2.council.local -D cn=admin,dc=council,dc=local -w {pw()} -f add-users.ldif"
        ),
    ),
    (
        "cli",
        lambda: f"mqtt-cli pub -h broker.coop-farm.net -u silo-07 -pw {pw()} -t silo/level -m 73",
    ),
    ("cli", lambda: f"plink -ssh -l deploy -pw {pw()} fileserver.lawfirm.lan"),
    ("cli", lambda: f"pscp -pw {pw()} case-files.zip paralegal@10.2.0.15:/incoming/"),
    (
        "cli",
        lambda: f'winscp.com /command "open sftp://court-upload:{pw()}@efiling.gov-portal.net/"',
    ),
    (
        "cli",
        lambda: (
            f"rclone config create archive webdav url https://dav.newsroom.de user photodesk pass {pw()}"
        ),
    ),
    ("cli", lambda: f"sqlcmd -S tcp:hr-db,1433 -U hr_reader -P {pw()} -d HR"),
    ("cli", lambda: f"influx -username grafana -password '{pw()}' -execute 'SHOW DATABASES'"),
    ("cli", lambda: f"psexec \\\\kiosk-3 -u KIOSK\\svc -p {pw()} shutdown /r"),
    ("cli", lambda: f"ncftpput -u scans -p {pw()} ftp.school-district.org /uploads report.pdf"),
    ("cli", lambda: f"ansible all -m ping -e ansible_password={pw()}"),
    ("cli", lambda: f"opensc-tool --reader 0 --pin {digits(6)} --send-apdu 00A40400"),
    ("cli", lambda: f"keepassxc-cli open team.kdbx <<< '{pw()}'"),
    ("cli", lambda: f"zip -e -P {pw()} discovery-docs.zip exhibits/*"),
    ("cli", lambda: f"vncpasswd -f <<< '{pw()}' > ~/.vnc/passwd"),
    ("cli", lambda: f"mc admin user add city-minio reporter {pw()}"),
    ("cli", lambda: f"nmcli con modify office-wifi wifi-sec.psk '{pw()}'"),
    (
        "cli",
        lambda: f'ipsec: conn hq-branch ... leftauth=psk, secret in ipsec.secrets: : PSK "{pw()}"',
    ),
    (
        "conn",
        lambda: f"Provider=OraOLEDB.Oracle;Data Source=CASEDB;User Id=docket;Password={pw()};",
    ),
    ("conn", lambda: f"postgresql+psycopg://tracker:{pw()}@pg.logistics.internal:5432/fleet"),
    ("conn", lambda: f"sftp://efile:{pw()}@sftp.courts.gov-portal.net:22/filings"),
    ("conn", lambda: f"amqp://scanner:{pw()}@rabbit.depot:5672/"),
    (
        "conn",
        lambda: (
            f"Endpoint=sb://fleet-bus.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey={base64.b64encode(R.randbytes(32)).decode()}"
        ),
    ),
    (
        "conn",
        lambda: (
            f"DefaultEndpointsProtocol=https;AccountName=newsarchive;AccountKey={base64.b64encode(R.randbytes(64)).decode()};EndpointSuffix=core.windows.net"
        ),
    ),
    ("conn", lambda: f"jdbc:mysql://db.schools.local:3306/sis?user=sis_app&password={pw()}"),
    ("conn", lambda: f"ldap://cn=reader,dc=coop,dc=local:{pw()}@ldap.coop.local"),
    ("props", lambda: f"mail.smtp.password={pw()}"),
    ("props", lambda: f"db.password = {pw()}"),
    ("props", lambda: f"camel.component.ftp.password={pw()}"),
    ("props", lambda: f"-Dhttps.proxyPassword={pw()} in the JVM options of the docket app"),
    (
        "xml",
        lambda: (
            f'<connectionStrings><add name="Docket" connectionString="Server=sql3;Database=docket;User Id=dkt;Password={pw()}"/></connectionStrings>'
        ),
    ),
    ("xml", lambda: f'<param name="password" value="{pw()}"/>'),
    ("xml", lambda: f'<SmtpSettings Host="mail.council.gov" User="noreply" Password="{pw()}" />'),
    ("xml", lambda: f'<entry key="sftp.secret">{pw()}</entry>'),
    ("yaml", lambda: f"smtp:\\n  user: alerts@newsroom.de\\n  password: {pw()}"),
    ("yaml", lambda: f'stringData:\\n  SFTP_PASS: "{pw()}"'),
    ("yaml", lambda: f"basicAuth: {{ username: grafana, password: '{pw()}' }}"),
    (
        "json",
        lambda: f'{{"host": "efiling.gov-portal.net", "user": "court-upload", "pass": "{pw()}"}}',
    ),
    ("json", lambda: f'"credentials": {{ "clerk": "{pw()}" }}'),
    ("env", lambda: f"SMTP_PASSWORD={pw()}"),
    ("env", lambda: f"export PGPASSWORD='{pw()}'"),
    ("env", lambda: f"$env:DOCKET_DB_PASSWORD = '{pw()}'"),
    ("env", lambda: f'Sys.setenv(SURVEY_DB_PW = "{pw()}")'),
    ("env", lambda: f"%env SENTINEL_API_KEY={rnd(40)}"),
    ("env", lambda: f"os.environ['NEWSWIRE_TOKEN'] = '{rnd(36)}'"),
    (
        "ps",
        lambda: (
            f"$cred = [pscredential]::new('COUNCIL\\svc_print', (ConvertTo-SecureString '{pw()}' -AsPlainText -Force))"
        ),
    ),
    (
        "ps",
        lambda: (
            f"New-LocalUser -Name kiosk -Password (ConvertTo-SecureString -String '{pw()}' -AsPlainText -Force)"
        ),
    ),
    ("ps", lambda: f"Connect-ExchangeOnline ... -Password '{pw()}'"),
    ("code", lambda: f"$conn = new PDO('mysql:host=db;dbname=cms', 'cms', '{pw()}');"),
    (
        "code",
        lambda: (
            f"client = paramiko.SSHClient(); client.connect('10.3.0.8', username='gate', password='{pw()}')"
        ),
    ),
    ("code", lambda: f"ftp.login('scans', '{pw()}')"),
    ("code", lambda: f'smtp.login("alerts@coop-farm.net", "{pw()}")'),
    ("code", lambda: f"requests.get(url, auth=('reporter', '{pw()}'))"),
    ("code", lambda: f'DriverManager.getConnection(url, "fleet", "{pw()}")'),
    (
        "code",
        lambda: f"const pool = new Pool({{ user: 'tracker', password: '{pw()}', host: 'pg' }})",
    ),
    ("code", lambda: f'WiFi.begin("barn-net", "{pw()}");'),
    ("code", lambda: f'mqttClient.connect("silo-07", "silo", "{pw()}");'),
    ("code", lambda: f'const char* ota_password = "{pw()}";'),
    ("code", lambda: f'ArduinoOTA.setPassword("{pw()}");'),
    ("codes", lambda: f"Westlaw access PIN for the litigation team: {digits(6)}"),
    ("codes", lambda: f"The alarm code at the Riverside depot is {digits(4)}"),
    ("codes", lambda: f"gate code for the co-op yard: {digits(5)}#"),
    ("codes", lambda: f"voicemail PIN for the main line: {digits(6)}"),
    ("codes", lambda: f"Final Draft license key: {groups(4, 4)}"),
    (
        "codes",
        lambda: f"Avid Media Composer system ID / activation code {digits(11)} / {groups(5, 5)}",
    ),
    (
        "codes",
        lambda: (
            f"Clio recovery codes (firm admin): {' '.join(rnd(10, 'abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(3))}"
        ),
    ),
    (
        "codes",
        lambda: (
            f"Dropbox backup code for the council account: {rnd(4, 'abcdefghijklmnopqrstuvwxyz')} {rnd(4, 'abcdefghijklmnopqrstuvwxyz')} {rnd(4, 'abcdefghijklmnopqrstuvwxyz')} {rnd(4, 'abcdefghijklmnopqrstuvwxyz')}"
        ),
    ),
    ("codes", lambda: f"Autodesk serial number {digits(3)}-{digits(8)}, product key {up3()}"),
    ("codes", lambda: f"Tableau product key for the analytics seat: {groups(5, 4)}"),
    (
        "codes",
        lambda: (
            f"the Office 2019 product key on the reception PC: {groups(5, 5, 'BCDFGHJKMPQRTVWXY2346789')}"
        ),
    ),
    ("codes", lambda: f"KeePass master password for the partners' database: {pw()}"),
    (
        "codes",
        lambda: (
            f"1Password emergency kit: Secret Key A3-{rnd(6, UP)}-{rnd(6, UP)}-{rnd(5, UP)}-{rnd(5, UP)}-{rnd(5, UP)}-{rnd(5, UP)}"
        ),
    ),
    (
        "codes",
        lambda: (
            f"BitLocker key for the court laptop CL-22: {'-'.join(digits(6) for _ in range(8))}"
        ),
    ),
    (
        "tokens",
        lambda: (
            f"Slack bot token for the newsroom wire bot: xoxb-{digits(12)}-{digits(13)}-{rnd(24)}"
        ),
    ),
    ("tokens", lambda: f"Telegram bot for depot alerts: {digits(10)}:AA{rnd(33, AN + '_-')}"),
    ("tokens", lambda: f"Airtable PAT for the case tracker: pat{rnd(14)}.{rnd(64, HEX)}"),
    ("tokens", lambda: f"Notion integration secret for the editorial calendar: secret_{rnd(43)}"),
    (
        "tokens",
        lambda: (
            f"DocuSign refresh token (expires in 30 days): eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2In0.{rnd(120, AN + '-_')}.{rnd(80, AN + '-_')}"
        ),
    ),
    (
        "tokens",
        lambda: (
            f"Monday.com API token for the school board: eyJhbGciOiJIUzI1NiJ9.{rnd(80, AN + '-_')}.{rnd(43, AN + '-_')}"
        ),
    ),
    ("tokens", lambda: f"Samsara API token for the fleet dashboard: samsara_api_{rnd(30)}"),
    ("tokens", lambda: f"Geotab service account: fleet-api@logistics.example.net / {pw()}"),
    ("tokens", lambda: f"NetSuite token secret for the billing integration: {rnd(64, HEX)}"),
    ("tokens", lambda: f"Xero client secret for the co-op accounts: {rnd(48, AN + '-_')}"),
    ("tokens", lambda: f"DATEV Kanzlei-Rechnungswesen login: kanzlei-mueller / {pw()}"),
    ("tokens", lambda: f"court e-filing API key (production): {rnd(32, HEX)}"),
    (
        "tokens",
        lambda: (
            f"Twilio SendGrid key for the council newsletter: SG.{rnd(22, AN + '-_')}.{rnd(43, AN + '-_')}"
        ),
    ),
    ("tokens", lambda: f"AP newswire API key: {rnd(32)}"),
    ("tokens", lambda: f"OpenWeather key for the farm dashboard: {rnd(32, HEX)}"),
    ("prose", lambda: f"The partners' shared mailbox now opens with {pw()} after Friday's reset"),
    ("prose", lambda: f"Front desk: the new password for the visitor Wi-Fi is {pw()}"),
    ("prose", lambda: f"for the record the kiosk admin was set to {pw()} by the vendor"),
    ("prose", lambda: f"Clerk's office scanner: login scan-admin, password {pw()}"),
    ("prose", lambda: f"the photo desk's NAS password, which everyone asks me for, is {pw()}"),
    ("prose", lambda: f"if the tachograph portal asks, the company card PIN is {digits(4)}"),
    ("prose", lambda: f"I changed the ERP admin password to {pw()} — update the runbook"),
    ("prose", lambda: f"the encryption passphrase for the board-minutes archive is {pw()}"),
    ("prose", lambda: f"temporary password for the new intern's AD account: {pw()}"),
    ("prose", lambda: f"Zugangsdaten beA-Postfach: Kanzlei-PIN {digits(6)}"),
    ("prose", lambda: f"Le code d'accès du portail fournisseur est {pw()}"),
    ("prose", lambda: f"contraseña del portal de la notaría: {pw()}"),
    ("prose", lambda: f"wachtwoord voor het raadsinformatiesysteem: {pw()}"),
    (
        "prose",
        lambda: f"the shared secret for the SAML integration with the school portal: {rnd(40)}",
    ),
    (
        "prose",
        lambda: (
            f"webhook for the dispatch channel: https://hooks.slack.com/services/T{rnd(8, UP)}/B{rnd(8, UP)}/{rnd(24)}"
        ),
    ),
    (
        "prose",
        lambda: (
            f"Discord webhook for #breaking: https://discord.com/api/webhooks/{digits(18)}/{rnd(68, AN + '-_')}"
        ),
    ),
    (
        "prose",
        lambda: (
            f"Teams webhook for the council IT channel: https://council.webhook.office.com/webhookb2/{rnd(8, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(12, HEX)}@{rnd(8, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(12, HEX)}/IncomingWebhook/{rnd(32, HEX)}/{rnd(8, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(12, HEX)}"
        ),
    ),
]


def up3() -> str:
    return rnd(3, UP) + rnd(1, UP) + "1"


N: list[tuple[str, Callable[[], str]]] = [
    (
        "ref",
        lambda: (
            "ldapmodify -H ldap://dc2.council.local -D cn=admin,dc=council,dc=local -W -f add-users.ldif   (-W prompts)"
        ),
    ),
    (
        "ref",
        lambda: (
            'mqtt-cli pub -h broker.coop-farm.net -u silo-07 -pw "$SILO_PW" -t silo/level -m 73'
        ),
    ),
    ("ref", lambda: "plink -ssh -l deploy -pwfile ~/.deploy.pw fileserver.lawfirm.lan"),
    ("ref", lambda: "sqlcmd -S tcp:hr-db,1433 -U hr_reader -P $(Get-Secret hr_reader) -d HR"),
    (
        "ref",
        lambda: "sqlcmd -S tcp:hr-db,1433 -E -d HR   (-E: Windows authentication, no password)",
    ),
    ("ref", lambda: "psexec \\\\kiosk-3 -u KIOSK\\svc -p %KIOSK_PW% shutdown /r"),
    ("ref", lambda: "ansible all -m ping -e ansible_password={{ vault_kiosk_pw }}"),
    ("ref", lambda: "opensc-tool --reader 0 --pin env:CARD_PIN --send-apdu 00A40400"),
    ("ref", lambda: "keepassxc-cli open team.kdbx --key-file team.keyx"),
    ("ref", lambda: 'mc admin user add city-minio reporter "$REPORTER_SECRET"'),
    ("ref", lambda: 'nmcli con modify office-wifi wifi-sec.psk "$(cat /etc/wifi.psk)"'),
    ("ref", lambda: "Provider=OraOLEDB.Oracle;Data Source=CASEDB;User Id=/;   (OS authentication)"),
    (
        "ref",
        lambda: (
            "postgresql+psycopg://tracker@pg.logistics.internal:5432/fleet  (password from PGPASSFILE)"
        ),
    ),
    ("ref", lambda: "mail.smtp.password=${SMTP_PASSWORD}"),
    ("ref", lambda: "db.password = ENC(Xy7pQ2mR9kL4vT8w)   (jasypt, decrypted at start)"),
    ("ref", lambda: "-Dhttps.proxyPassword=$PROXY_PW in the JVM options of the docket app"),
    ("ref", lambda: '<param name="password" value="${docket.ldap.password}"/>'),
    (
        "ref",
        lambda: (
            '<SmtpSettings Host="mail.council.gov" User="noreply" Password="#{SmtpPassword}" />'
        ),
    ),
    ("ref", lambda: "smtp:\\n  user: alerts@newsroom.de\\n  password: !vault |"),
    ("ref", lambda: "basicAuth: { username: grafana, password: '${GF_PW}' }"),
    ("ref", lambda: "SMTP_PASSWORD=                 # set in the host's env file, not here"),
    ("ref", lambda: 'export PGPASSWORD="$(vault kv get -field=pw secret/tracker)"'),
    ("ref", lambda: "$env:DOCKET_DB_PASSWORD = (Get-Secret -Name DocketDb -AsPlainText)"),
    ("ref", lambda: 'Sys.setenv(SURVEY_DB_PW = keyring::key_get("survey-db"))'),
    (
        "ref",
        lambda: "client.connect('10.3.0.8', username='gate', key_filename='/etc/gate/id_ed25519')",
    ),
    ("ref", lambda: 'smtp.login(user, os.environ["SMTP_PASSWORD"])'),
    ("ref", lambda: "WiFi.begin(WIFI_SSID, WIFI_PASS);  // from secrets.h"),
    ("ref", lambda: "ArduinoOTA.setPasswordHash(OTA_HASH);"),
    (
        "ref",
        lambda: (
            "Connect-ExchangeOnline -UserPrincipalName admin@council.gov -ShowBanner:$false  (MFA prompt)"
        ),
    ),
    ("ref", lambda: "New-LocalUser -Name kiosk -NoPassword"),
    (
        "placeholder",
        lambda: "jdbc:mysql://db.schools.local:3306/sis?user=sis_app&password=<password>",
    ),
    (
        "placeholder",
        lambda: "Provider=OraOLEDB.Oracle;Data Source=CASEDB;User Id=docket;Password=********;",
    ),
    ("placeholder", lambda: "Final Draft license key format: XXXX-XXXX-XXXX-XXXX"),
    ("placeholder", lambda: 'WiFi.begin("your-ssid", "your-password");'),
    ("placeholder", lambda: "ftp.login('user', 'password')  # from the ftplib docs"),
    (
        "placeholder",
        lambda: (
            "The default voicemail PIN is the last four digits of the extension; users must change it"
        ),
    ),
    ("placeholder", lambda: "sample config: password: hunter2 (do not use)"),
    (
        "placeholder",
        lambda: "xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX is how a bot token looks",
    ),
    (
        "placeholder",
        lambda: (
            "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX (from the Slack docs)"
        ),
    ),
    ("placeholder", lambda: "Le code d'accès est envoyé par SMS à chaque connexion"),
    ("id", lambda: f"case number 2026-CV-{digits(5)} filed, docket entry {digits(3)}"),
    (
        "id",
        lambda: (
            f"court e-filing envelope id {rnd(8, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(12, HEX)}"
        ),
    ),
    ("id", lambda: f"tracking number 1Z{rnd(16, UP)} for the exhibits box"),
    (
        "id",
        lambda: (
            f"vehicle VIN WDB{rnd(14, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')} in the fleet register"
        ),
    ),
    (
        "id",
        lambda: f"ISBN 978-3-{digits(5)}-{digits(3)}-{digits(1)} for the council's history book",
    ),
    ("id", lambda: f"Bates range DEF{digits(7)}–DEF{digits(7)} in the production set"),
    ("id", lambda: f"student id {digits(8)} transferred to the new district"),
    ("id", lambda: f"parcel id {digits(3)}-{digits(3)}-{digits(3)} on the zoning map"),
    ("id", lambda: f"ear tag DE {digits(2)} {digits(3)} {digits(5)} for the heifer sold Tuesday"),
    ("id", lambda: f"Slack channel id C{rnd(10, UP)} for #breaking"),
    ("id", lambda: f"Telegram chat id -100{digits(10)} for depot alerts"),
    ("id", lambda: f"Notion database id {rnd(32, HEX)} for the editorial calendar"),
    ("id", lambda: f"Airtable base app{rnd(14)} and table tbl{rnd(14)}"),
    (
        "id",
        lambda: (
            f"Xero tenant id {rnd(8, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(12, HEX)}"
        ),
    ),
    (
        "id",
        lambda: (
            f"DocuSign envelope {rnd(8, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(4, HEX)}-{rnd(12, HEX)} completed"
        ),
    ),
    (
        "id",
        lambda: f"Autodesk product key 001P1 is AutoCAD 2026 (a product code, printed on the box)",
    ),
    ("id", lambda: f"licence number of the pesticide: BVL-{digits(6)}-{digits(2)}"),
    ("id", lambda: f"serial of the tachograph: {digits(10)}"),
    ("id", lambda: f"the server room PIN pad model is KP-{digits(4)}"),
    ("id", lambda: f"SHA-256 of the board minutes PDF: {rnd(64, HEX)}"),
    ("id", lambda: f"commit {rnd(40, HEX)} fixed the docket export"),
    ("id", lambda: f"PGP key id 0x{rnd(16, HEX).upper()} of the newsroom tips address"),
    (
        "public",
        lambda: (
            f"SecureDrop onion address {rnd(56, 'abcdefghijklmnopqrstuvwxyz234567')}.onion for tips"
        ),
    ),
    ("public", lambda: f"newsroom tips Signal number +49 30 {digits(7)}"),
    ("public", lambda: f"reCAPTCHA site key 6L{rnd(38, AN + '_-')} (public, in the page)"),
    (
        "talk",
        lambda: (
            "Passwords for court e-filing expire every 60 days; the clerk's office resets them."
        ),
    ),
    ("talk", lambda: "Never put the beA PIN in an email; it is personal to each lawyer."),
    ("talk", lambda: "The alarm code is changed whenever a key holder leaves; ask facilities."),
    ("talk", lambda: "Licence keys for Final Draft are in the vendor portal under 'My Account'."),
    (
        "talk",
        lambda: (
            "Use `ansible-vault encrypt_string` for the kiosk password and commit only the ciphertext."
        ),
    ),
    (
        "talk",
        lambda: (
            "The Slack bot token starts with xoxb-; user tokens start with xoxp- and should not be used for bots."
        ),
    ),
    (
        "talk",
        lambda: (
            "If someone asks for the voicemail PIN by phone, it is social engineering; hang up."
        ),
    ),
    (
        "talk",
        lambda: "KeePass master passwords must be at least 20 characters; use a diceware phrase.",
    ),
    (
        "talk",
        lambda: "The Wi-Fi password for visitors rotates monthly and is printed at reception.",
    ),
    ("talk", lambda: "reset the kiosk admin password after every vendor visit"),
    (
        "talk",
        lambda: (
            "the SAML signing certificate expires in March; the shared secret is not used any more"
        ),
    ),
    ("value", lambda: "The partners meet at 09:30; room code B-214 on the second floor"),
    ("value", lambda: f"Invoice INV-{digits(6)} for case 2026-CV-{digits(5)}, amount 4,820.00 EUR"),
    ("value", lambda: f"route plan id RP-{digits(4)}-{rnd(4, UP)} for the Thursday run"),
    ("value", lambda: "temperature logger set to 4°C ± 1, alarm above 8°C for 15 minutes"),
    (
        "value",
        lambda: (
            "The school bus gate opens at 07:15; code words for the drills are 'blue' and 'green'"
        ),
    ),
    ("value", lambda: "Chapter 4 password protection: how Word encrypts documents with AES-128"),
    ("value", lambda: "the combination of the two datasets gives 1,204 matched records"),
    (
        "value",
        lambda: (
            "access code for the public consultation page is printed in the leaflet: CONSULT2026"
        ),
    ),
]


def main() -> None:
    header = (
        "# Probe set fix24s-b ({what}) — written 2026-12-04 by helper fix24s AFTER its rule changes; scored once, never tuned on.\n"
        "# Generated by tests/data/screen/gen_probe_fix24s_b.py (seeded, stdlib only). All values are synthetic.\n"
        "# Columns: kind<TAB>entry. {rule}\n"
    )
    rows = [f"{kind}\t{make()}" for kind, make in S]
    (OUT / "probe_fix24s_b_secrets.tsv").write_text(
        header.format(what="secret positives", rule="Every entry must be flagged.")
        + "\n".join(rows)
        + "\n",
        encoding="utf-8",
    )
    rows = [f"{kind}\t{make()}" for kind, make in N]
    (OUT / "probe_fix24s_b_negatives.tsv").write_text(
        header.format(what="risky-looking negatives", rule="No entry may be flagged.")
        + "\n".join(rows)
        + "\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
