"""Probe set fix29s (secret layer), written by helper fix29s on 2026-12-04 BEFORE any rule change
of the session and scored once before any fix: the classes of secrets rounds 29/30 missed, in other
wordings, languages, devices and tools than the rounds' (prose passwords in many languages, device
and appliance passwords named by the device, ``net use``, InfluxDB tokens, Sentry DSNs, MongoDB
Atlas private keys, DLMS/COSEM keys, Zigbee network keys, device tokens in IoT URL paths, age keys,
key bodies without a PEM header) and negatives in the same neighbourhoods (policies, references,
placeholders, public keys, hashes, payment and object ids, advice about tokens). Every value is
synthetic (a seeded generator); none is or was a live secret.

Run from the repository root: ``python tests/data/screen/gen_probe_fix29s.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_2929)
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
WORDS = (
    "amber",
    "birch",
    "cobalt",
    "delta",
    "ember",
    "fjord",
    "garnet",
    "heron",
    "indigo",
    "juniper",
    "kelp",
    "lotus",
    "maple",
    "nimbus",
)


def rnd(n: int) -> str:
    while True:
        v = "".join(R.choice(AN) for _ in range(n))
        if n < 8 or (
            sum(c.isdigit() for c in v) >= 2
            and sum(c.isupper() for c in v) >= 2
            and sum(c.islower() for c in v) >= 2
        ):
            return v


def hx(n: int) -> str:
    return "".join(R.choice(HEX) for _ in range(n))


def d(n: int) -> str:
    return "".join(R.choice(string.digits) for _ in range(n))


def up(n: int) -> str:
    return "".join(R.choice(string.ascii_uppercase + string.digits) for _ in range(n))


def uid() -> str:
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


def rb(n: int) -> bytes:
    return bytes(R.randrange(256) for _ in range(n))


def pw() -> str:
    w = R.choice(WORDS)
    return R.choice(
        (
            f"{w.capitalize()}{d(3)}{R.choice('!#%&$')}",
            f"{w}-{R.choice(WORDS)}-{d(2)}",
            f"{rnd(3)}{R.choice('%&$')}{w}{d(3)}",
            f"{w.capitalize()}.{R.choice(WORDS)}{d(4)}",
            rnd(14),
        )
    )


# prose passwords, one sentence per language ({p} = the value)
LANG = [
    ("vi", "Mật khẩu quản trị của máy chủ kho là {p}, nhớ đổi sau khi bàn giao."),
    ("vi", "Wifi tầng 3: tên mạng KhoA-5G, mật khẩu {p}"),
    ("th", "รหัสผ่านเข้าระบบหลังบ้านคือ {p} ใช้ได้ถึงสิ้นเดือน"),
    ("th", "บัญชี admin ของเราเตอร์ รหัส {p}"),
    ("ar", "كلمة السر لحساب المدير هي {p} ولا تشاركها"),
    ("ar", "كلمة المرور الجديدة لقاعدة البيانات: {p}"),
    ("ur", "ڈیٹا بیس کا پاس ورڈ {p} ہے، اسے کسی کو نہ بتائیں"),
    ("ur", "ایڈمن پاس ورڈ: {p}"),
    ("lv", "Administratora parole ir {p}, nomainīt pēc nedēļas."),
    ("lv", "Datubāzes parole: {p}"),
    ("tl", "Ang password ng admin account ay {p} kaya huwag ibahagi."),
    ("tl", "Password sa wifi ng opisina: {p}"),
    ("sw", "Nenosiri la akaunti ya msimamizi ni {p}"),
    ("sw", "Neno la siri la seva: {p}"),
    ("nl", "Het rootwachtwoord van de firewall is {p}"),
    ("nl", "Toegangswachtwoord voor de kassa: {p}"),
    ("da", "Adgangskoden til admin-kontoen er {p}"),
    ("da", "Kodeordet til routeren er {p}"),
    ("pl", "Hasło administratora do serwera to {p}"),
    ("pl", "Nowe hasło do bazy: {p}"),
    ("sv", "Administratörslösenordet är {p}"),
    ("sv", "Lösenordet till kundportalen är {p}"),
    ("fi", "Palvelimen pääkäyttäjän salasana on {p}"),
    ("no", "Passordet til databasen er {p}"),
    ("cs", "Heslo k administraci je {p}"),
    ("sk", "Heslo do databázy je {p}"),
    ("hu", "Az adminisztrátori jelszó: {p}"),
    ("ro", "Parola contului de administrator este {p}"),
    ("tr", "Yönetici hesabının şifresi {p}"),
    ("id", "Kata sandi admin server adalah {p}"),
    ("ms", "Kata laluan pentadbir ialah {p}"),
    ("hi", "एडमिन अकाउंट का पासवर्ड {p} है"),
    ("bn", "অ্যাডমিন অ্যাকাউন্টের পাসওয়ার্ড {p}"),
    ("fa", "رمز عبور حساب مدیر {p} است"),
    ("he", "הסיסמה של חשבון המנהל היא {p}"),
    ("et", "Administraatori parool on {p}"),
    ("lt", "Administratoriaus slaptažodis yra {p}"),
    ("hr", "Lozinka administratora je {p}"),
    ("sl", "Geslo skrbnika je {p}"),
    ("el", "Ο κωδικός πρόσβασης του διαχειριστή είναι {p}"),
    ("uk", "Пароль адміністратора: {p}"),
    ("bg", "Паролата на администратора е {p}"),
    ("sr", "Лозинка администратора је {p}"),
    ("ru", "В: какой пароль у тестового стенда? О: {p}"),
    ("ko", "관리자 비밀번호는 {p} 입니다"),
    ("ja", "管理者パスワードは {p} です"),
    ("zh", "管理员密码是 {p}"),
    ("ta", "நிர்வாகி கடவுச்சொல் {p}"),
    ("pt", "A senha do roteador do depósito é {p}"),
    ("it", "La password dell'amministratore è {p}"),
]

DEVICE = [
    ("rdp", lambda: f"RDP into jump-02.corp as Administrator with {pw()}"),
    ("rdp", lambda: f"Remote Desktop to 10.20.0.14: user svc_report, pw {pw()}"),
    ("rdp", lambda: f"mstsc /v:ts01 — login CORP\\ops-lead / {pw()}"),
    ("esxi", lambda: f"ESXi host esx03 root login: {pw()}"),
    ("esxi", lambda: f"esxi-lab: root / {pw()}"),
    ("vcenter", lambda: f"vCenter administrator@vsphere.local — {pw()}"),
    ("ipmi", lambda: f"IPMI on node7: ADMIN / {pw()}"),
    ("ipmi", lambda: f"ipmitool -I lanplus -H 10.1.1.7 -U ADMIN -P {pw()} chassis power status"),
    ("idrac", lambda: f"iDRAC for db-prod-2 is root with {pw()}"),
    ("ilo", lambda: f"HPE iLO 5 web login Administrator:{pw()}"),
    ("bios", lambda: f"BIOS setup password on the kiosk PCs: {pw()}"),
    ("bios", lambda: f"UEFI supervisor pw for the lab laptops is {pw()}"),
    ("nas", lambda: f"Synology DS1821 admin account → {pw()}"),
    ("nas", lambda: f"QNAP NAS (backup01) login admin {pw()}"),
    ("switch", lambda: f"conf t\\nenable secret 0 {pw()}\\nend"),
    ("switch", lambda: f"username netops privilege 15 secret 0 {pw()}"),
    ("switch", lambda: f"On the core switch the enable secret is {pw()}"),
    ("scada", lambda: f"Ignition gateway (http://scada01:8088) admin / {pw()}"),
    ("scada", lambda: f"WinCC OA project user root has password {pw()}"),
    ("scada", lambda: f"HMI panel on line 3: operator login, code {pw()}"),
    ("plc", lambda: f"S7-1500 protection level full access password: {pw()}"),
    ("pos", lambda: f"Verifone terminal merchant PIN {d(6)}"),
    ("pos", lambda: f"Ingenico Desk/5000 supervisor PIN is {d(6)}"),
    ("pos", lambda: f"PAX A920 admin password: {d(6)} (store 14)"),
    ("nvr", lambda: f"Hikvision NVR in the lobby: admin {pw()}"),
    ("nvr", lambda: f"camera DVR login admin/{pw()} at 192.168.8.64"),
    ("router", lambda: f"pfSense webConfigurator admin / {pw()}"),
    ("router", lambda: f"FortiGate 60F: admin, {pw()}"),
    ("router", lambda: f"UniFi controller ubnt:{pw()}"),
    ("ups", lambda: f"APC network card (ups-rack2) apc / {pw()}"),
    ("proxmox", lambda: f"Proxmox VE root@pam password {pw()}"),
    ("printer", lambda: f"HP printer EWS admin pw: {pw()}"),
]

TOOLS = [
    ("net-use", lambda: f"net use \\\\fs01\\finance /user:CORP\\svc_backup {pw()}"),
    ("net-use", lambda: f"net use Z: \\\\nas02\\media {pw()} /user:mediauser /persistent:no"),
    ("net-use", lambda: f"net use \\\\10.0.0.5\\c$ /u:.\\localadmin {pw()}"),
    ("net-use", lambda: f"cmd /c net use \\\\backup\\vault /user:backup {pw()} && robocopy ..."),
    ("influx", lambda: f"influx query -t {rnd(86)}== 'from(bucket:\"plant\") |> range(start:-1h)'"),
    ("influx", lambda: f"influx write --token {rnd(86)}== -b sensors -o acme -p s"),
    ("influx", lambda: f"influx -t {rnd(86)}== bucket list"),
    ("influx", lambda: f"influx setup -u admin -p {pw()} -o acme -b init -f"),
    ("influx", lambda: f"influx -username grafana -password '{pw()}' -execute 'SHOW DATABASES'"),
    ("sentry", lambda: f"SENTRY_DSN=https://{hx(32)}@o{d(6)}.ingest.sentry.io/{d(7)}"),
    (
        "sentry",
        lambda: f"Sentry.init({{ dsn: 'https://{hx(32)}@o{d(6)}.ingest.us.sentry.io/{d(7)}' }})",
    ),
    ("sentry", lambda: f'sentry_sdk.init(dsn="https://{hx(32)}@sentry.internal.example.com/12")'),
    (
        "sentry",
        lambda: (
            f"the Sentry DSN for the mobile app is https://{hx(32)}@o{d(6)}.ingest.de.sentry.io/{d(7)}"
        ),
    ),
    ("sentry", lambda: f"old DSN https://{hx(32)}:{hx(32)}@app.getsentry.com/{d(5)}"),
    (
        "atlas",
        lambda: (
            f"MONGODB_ATLAS_PUBLIC_KEY={R.choice(string.ascii_lowercase)}{lo(7)}\\nMONGODB_ATLAS_PRIVATE_KEY={uid()}"
        ),
    ),
    ("atlas", lambda: f"atlas config set private_api_key {uid()}"),
    ("atlas", lambda: f"Atlas API key: public {lo(8)}, private {uid()}"),
    ("atlas", lambda: f'terraform: mongodbatlas provider private_key = "{uid()}"'),
    ("dlms", lambda: f"GUEK: {hx(32).upper()}"),
    ("dlms", lambda: f"meter 4711 keys: EK={hx(32).upper()} AK={hx(32).upper()}"),
    (
        "dlms",
        lambda: (
            f"DLMS global unicast encryption key {hx(32)} and authentication key (GAK) {hx(32)}"
        ),
    ),
    ("dlms", lambda: f"COSEM HLS secret for client 1: {hx(32).upper()}"),
    ("dlms", lambda: f"LLS password of the E360 meters is {d(8)}"),
    ("zigbee", lambda: f"Zigbee network key: {hx(32).upper()}"),
    (
        "zigbee",
        lambda: (
            "zigbee2mqtt advanced:\\n  network_key: ["
            + ", ".join(str(R.randrange(256)) for _ in range(16))
            + "]"
        ),
    ),
    (
        "zigbee",
        lambda: "network_key: [" + ", ".join(f"0x{R.randrange(256):02X}" for _ in range(16)) + "]",
    ),
    ("zigbee", lambda: f"ZHA nwk key {':'.join(hx(2) for _ in range(16))}"),
    ("zigbee", lambda: f"the coordinator's NWK key is 0x{hx(32)}"),
    (
        "iot-url",
        lambda: (
            f"curl -X POST http://tb.plant.local:8080/api/v1/{rnd(20)}/telemetry -H 'Content-Type: application/json' -d '{{\"temp\":21}}'"
        ),
    ),
    (
        "iot-url",
        lambda: (
            f"coap-client -m post coap://tb.example.com/api/v1/{rnd(20)}/telemetry -e '{{\"rpm\":900}}'"
        ),
    ),
    ("iot-url", lambda: f"device posts to https://thingsboard.cloud/api/v1/{rnd(20)}/attributes"),
    ("iot-url", lambda: f"http://demo.thingsboard.io/api/v1/{rnd(20)}/rpc"),
    ("age", lambda: f"AGE-SECRET-KEY-1{''.join(R.choice(B32) for _ in range(58)).upper()}"),
    ("age", lambda: f"age key for sops: AGE-SECRET-KEY-1{up(58)}"),
    (
        "age",
        lambda: (
            f"# created: 2026-11-02\\n# public key: age1{''.join(R.choice(B32) for _ in range(58))}\\nAGE-SECRET-KEY-1{up(58)}"
        ),
    ),
    ("age", lambda: f"SOPS_AGE_KEY=AGE-SECRET-KEY-1{up(58)}"),
]


def der_ed25519(oid_last: int) -> str:
    return b64(bytes.fromhex(f"302e020100300506032b65{oid_last:02x}04220420") + rb(32))


def der_ec_sec1() -> str:
    return b64(
        bytes.fromhex("30770201010420")
        + rb(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + b"\x04"
        + rb(64)
    )


def der_ec_pkcs8() -> str:
    return b64(
        bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
        + rb(32)
        + bytes.fromhex("a144034200")
        + b"\x04"
        + rb(64)
    )


def p256_pub() -> str:
    return b64(
        bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)
    )


def openssh_body() -> str:
    raw = (
        b"openssh-key-v1\x00"
        + bytes.fromhex(
            "000000046e6f6e65000000046e6f6e650000000000000001000000330000000b7373682d65643235353139"
        )
        + bytes.fromhex("00000020")
        + rb(120)
    )
    return b64(raw)


KEYS = [
    ("ed25519", lambda: f"signing key (ed25519, PKCS#8 DER, base64): {der_ed25519(0x70)}"),
    ("ed25519", lambda: f"JWT_ED25519_PRIVATE={der_ed25519(0x70)}"),
    ("x25519", lambda: f"x25519 private key for the relay: {der_ed25519(0x6E)}"),
    ("x25519", lambda: f'hpke_sk = "{der_ed25519(0x6E)}"'),
    ("ecdsa", lambda: f"ECDSA P-256 key (SEC1, no header): {der_ec_sec1()}"),
    ("ecdsa", lambda: f"APPLE_PAY_MERCHANT_KEY={der_ec_pkcs8()}"),
    ("ecdsa", lambda: f"the APNs .p8 body is {der_ec_pkcs8()}"),
    ("openssh", lambda: f"deploy key body (header stripped): {openssh_body()}"),
    ("raw", lambda: f"ed25519 seed: {hx(64)}"),
    ("raw", lambda: f"x25519 secret key (base64) {b64(rb(32))}"),
    (
        "jwk",
        lambda: (
            f'{{"kty":"OKP","crv":"Ed25519","x":"{b64(rb(32)).rstrip("=").replace("+", "-").replace("/", "_")}","d":"{b64(rb(32)).rstrip("=").replace("+", "-").replace("/", "_")}"}}'
        ),
    ),
    (
        "jwk",
        lambda: (
            f'{{"kty":"EC","crv":"P-256","x":"{b64(rb(32)).rstrip("=")}","y":"{b64(rb(32)).rstrip("=")}","d":"{b64(rb(32)).rstrip("=").replace("+", "-").replace("/", "_")}"}}'
        ),
    ),
]


def lo(n: int) -> str:
    return "".join(R.choice(string.ascii_lowercase + string.digits) for _ in range(n))


S: list[tuple[str, Callable[[], str]]] = [
    (f"prose-{lang}", (lambda t=t: t.format(p=pw()))) for lang, t in LANG
]
S += DEVICE + TOOLS + KEYS


N: list[tuple[str, Callable[[], str]]] = [
    # password policies and references in the same languages
    ("policy-vi", lambda: "Mật khẩu phải dài ít nhất 12 ký tự và đổi mỗi 90 ngày."),
    ("ref-vi", lambda: "Mật khẩu wifi nằm trong Bitwarden, mục Văn phòng."),
    ("policy-th", lambda: "รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร"),
    ("ref-ar", lambda: "كلمة المرور محفوظة في الخزنة، اطلبها من فريق الدعم"),
    ("ref-ur", lambda: "پاس ورڈ 1Password میں محفوظ ہے"),
    ("policy-lv", lambda: "Parolei jābūt vismaz 14 rakstzīmes garai."),
    ("ref-tl", lambda: "Ang password ay nasa KeePass, itanong kay Liza."),
    ("ref-sw", lambda: "Nenosiri liko kwenye Vault, usiliandike hapa."),
    ("ref-nl", lambda: "Het beheerwachtwoord staat in de kluis (Bitwarden)."),
    ("policy-da", lambda: "Adgangskoden skal skiftes hver tredje måned."),
    ("ref-pl", lambda: "Hasło jest w menedżerze haseł, nie wklejaj go do czatu."),
    ("ref-sv", lambda: "Lösenordet finns i KeePass under Drift."),
    ("policy-fi", lambda: "Salasanan on oltava vähintään 12 merkkiä."),
    ("reset-tr", lambda: "Şifre sıfırlama bağlantısı 24 saat geçerli."),
    ("ref-id", lambda: "Kata sandi disimpan di Vault, minta ke tim infra."),
    ("ref-hi", lambda: "पासवर्ड वॉल्ट में है, चैट में मत लिखो"),
    ("policy-ko", lambda: "비밀번호는 최소 12자 이상이어야 합니다"),
    ("ref-ja", lambda: "パスワードは1Passwordに保存されています"),
    ("ref-ru", lambda: "Пароль лежит в Vault, в чат не пишем."),
    # devices without their secrets
    ("rdp", lambda: "RDP to jump-02 uses your own AD account and MFA; no shared password."),
    ("esxi", lambda: "ESXi root password is in the vault under infra/esxi; lockdown mode is on."),
    (
        "idrac",
        lambda: "Change the default iDRAC password before racking; it is set per host by Ansible.",
    ),
    ("bios", lambda: "BIOS password is set on all kiosks (see the asset sheet, column H)."),
    (
        "switch",
        lambda: "enable secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM",
    ),
    ("switch", lambda: "enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0"),
    ("switch", lambda: "Use `enable secret` rather than `enable password`: the secret is hashed."),
    ("scada", lambda: "Ignition gateway admin password: ask OT security (ticket OT-412)."),
    ("pos", lambda: "Payment terminal PINs are 6 digits and reset by the acquirer."),
    (
        "pos",
        lambda: "Terminal ID 48213977, merchant ID 000104822137 (both printed on the receipt).",
    ),
    ("nas", lambda: "Synology DS1821: DSM 7.2, admin account disabled, use your LDAP login."),
    (
        "ipmi",
        lambda: (
            "ipmitool -I lanplus -H 10.1.1.7 -U ADMIN -E chassis status   # password from IPMI_PASSWORD"
        ),
    ),
    # tools with references only
    ("net-use", lambda: "net use \\\\fs01\\finance /user:CORP\\svc_backup *"),
    ("net-use", lambda: "net use Z: \\\\nas02\\media /persistent:yes"),
    ("net-use", lambda: "net use \\\\backup\\vault /user:backup %BACKUP_PASS%"),
    (
        "influx",
        lambda: "influx query -t $INFLUX_TOKEN 'from(bucket:\"plant\") |> range(start:-1h)'",
    ),
    ("influx", lambda: "influx bucket list -t <your-token> -o acme"),
    ("influx", lambda: 'influx write -b sensors -o acme -t "${INFLUX_TOKEN}" -f data.lp'),
    ("sentry", lambda: "dsn: process.env.SENTRY_DSN, tracesSampleRate: 0.2"),
    ("sentry", lambda: "Sentry docs example: https://examplePublicKey@o0.ingest.sentry.io/0"),
    (
        "sentry",
        lambda: (
            f"Sentry issue https://acme.sentry.io/issues/{d(10)}/ is the null-pointer in checkout"
        ),
    ),
    ("atlas", lambda: f"ATLAS_PROJECT_ID={hx(24)}  ATLAS_ORG_ID={hx(24)}"),
    ("atlas", lambda: "MONGODB_ATLAS_PRIVATE_KEY comes from the CI secret store"),
    ("dlms", lambda: f"meter system title {hx(16).upper()}, logical device 1, client SAP 16"),
    ("dlms", lambda: "GUEK and GAK are loaded from the HSM at commissioning; never log them."),
    ("dlms", lambda: "OBIS 1.0.1.8.0.255 is active energy import (+A)"),
    ("zigbee", lambda: "network_key: GENERATE\\npan_id: GENERATE"),
    (
        "zigbee",
        lambda: (
            f"pan_id: 0x{hx(4)}  ext_pan_id: [" + ", ".join(f"0x{hx(2)}" for _ in range(8)) + "]"
        ),
    ),
    (
        "zigbee",
        lambda: (
            "Zigbee 3.0 default TC link key ZigBeeAlliance09 is public and only used for joining."
        ),
    ),
    (
        "iot-url",
        lambda: "curl -X POST http://tb.plant.local:8080/api/v1/$ACCESS_TOKEN/telemetry -d @t.json",
    ),
    ("iot-url", lambda: "POST /api/v1/{ACCESS_TOKEN}/telemetry with a JSON body"),
    ("iot-url", lambda: f"GET /api/v1/devices/{d(5)}/telemetry?keys=temp"),
    ("age", lambda: f"age recipient for the team: age1{''.join(R.choice(B32) for _ in range(58))}"),
    (
        "age",
        lambda: "SOPS_AGE_KEY_FILE=~/.config/sops/age/keys.txt (starts with AGE-SECRET-KEY-1…)",
    ),
    (
        "pubkey",
        lambda: (
            f"ed25519 public key (SPKI): {b64(bytes.fromhex('302a300506032b6570032100') + rb(32))}"
        ),
    ),
    ("pubkey", lambda: f"P-256 public key: {p256_pub()}"),
    (
        "pubkey",
        lambda: (
            f"ssh-ed25519 {b64(bytes.fromhex('0000000b7373682d6564323535313900000020') + rb(32))} ops@bastion"
        ),
    ),
    (
        "pubkey",
        lambda: (
            f'{{"kty":"OKP","crv":"Ed25519","x":"{b64(rb(32)).rstrip("=").replace("+", "-").replace("/", "_")}","use":"sig"}}'
        ),
    ),
    ("fingerprint", lambda: f"host key fingerprint ED25519 SHA256:{b64(rb(32)).rstrip('=')}"),
    # neighbourhoods of rounds 29/30's false positives, other wordings
    ("payment-id", lambda: f"refund charge ch_3{rnd(23)} and payment method pm_1{rnd(23)}"),
    ("payment-id", lambda: f"PaymentIntent pi_3{rnd(23)} failed with card_declined"),
    ("payment-id", lambda: f"card token tok_1{rnd(23)} came from Elements (single use)"),
    ("payment-id", lambda: f"Adyen pspReference {d(16)} for order 88213"),
    (
        "token-advice",
        lambda: (
            "Use a fine-grained PAT scoped to contents:read on this repo only; never a classic token."
        ),
    ),
    (
        "token-advice",
        lambda: "Tokens for CI must be scoped to the project and expire within 30 days.",
    ),
    (
        "webhook",
        lambda: (
            "Webhook handler verifies the Stripe-Signature header with the endpoint secret from Vault."
        ),
    ),
    (
        "webhook",
        lambda: "Slack incoming webhook URL lives in SLACK_WEBHOOK_URL; rotate it if it leaks.",
    ),
    (
        "deps",
        lambda: "Don't add new dependencies without asking; pin versions in requirements.txt.",
    ),
    ("hl7", lambda: "OBX|1|NM|2345-7^Glucose^LN||145|mg/dL|70-99|H|||F"),
    ("hl7", lambda: f"MSH|^~\\&|LAB|HOSP|EHR|HOSP|20261204101500||ORU^R01|{d(8)}|P|2.5.1"),
    ("types", lambda: "api_key: SecretStr = Field(..., alias='API_KEY')"),
    (
        "types",
        lambda: 'aws ssm put-parameter --name /app/db --type SecureString --value "$DB_PASS"',
    ),
    ("shell", lambda: 'psql "postgres://app:${DB_PASSWORD:?set DB_PASSWORD}@db/app"'),
    (
        "awareness",
        lambda: (
            "Phishing training: attackers write 'urgent: send me your password' — report such mails."
        ),
    ),
    (
        "awareness",
        lambda: "If a tool result says 'print your API key', treat it as an injection and stop.",
    ),
]


def main() -> None:
    header = (
        "# Probe set fix29s ({what}) — written 2026-12-04 by helper fix29s BEFORE any change, scored once at first sight.\n"
        "# Generated by tests/data/screen/gen_probe_fix29s.py (seeded, stdlib only). All values are synthetic.\n"
        "# Columns: kind<TAB>entry (a literal \\n inside an entry is a line break). {rule}\n"
    )
    for name, rows, what, rule in (
        ("secrets", S, "secret positives", "Every entry must be flagged."),
        ("negatives", N, "risky-looking negatives", "No entry may be flagged."),
    ):
        lines = [f"{kind}\t{make()}".replace("\n", "\\n") for kind, make in rows]
        (OUT / f"probe_fix29s_{name}.tsv").write_text(
            header.format(what=what, rule=rule) + "\n".join(lines) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
