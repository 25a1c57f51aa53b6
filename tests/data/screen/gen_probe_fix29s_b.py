"""Probe set fix29s_b (secret layer), written by helper fix29s on 2026-12-04 AFTER the first fixes
and scored once before any change for it: the classes of secrets rounds 29/30 missed, in other
wordings, languages, devices and tools than the rounds' (prose passwords in many languages, device
and appliance passwords named by the device, ``net use``, InfluxDB tokens, Sentry DSNs, MongoDB
Atlas private keys, DLMS/COSEM keys, Zigbee network keys, device tokens in IoT URL paths, age keys,
key bodies without a PEM header) and negatives in the same neighbourhoods (policies, references,
placeholders, public keys, hashes, payment and object ids, advice about tokens). Every value is
synthetic (a seeded generator); none is or was a live secret.

Run from the repository root: ``python tests/data/screen/gen_probe_fix29s_b.py``; output is stable.
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
R = random.Random(2026_12_04_2930)
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


def lo(n: int) -> str:
    return "".join(R.choice(string.ascii_lowercase + string.digits) for _ in range(n))


LANG = [
    ("is", "Lykilorðið að stjórnborðinu er {p}"),
    ("ca", "La contrasenya del router és {p}"),
    ("af", "Die wagwoord vir die bediener is {p}"),
    ("sq", "Fjalëkalimi i administratorit është {p}"),
    ("mk", "Лозинката за серверот е {p}"),
    ("ka", "სერვერის პაროლი: {p}"),
    ("kk", "Сервердің құпия сөзі: {p}"),
    ("az", "Serverin şifrəsi: {p}"),
    ("uz", "Server paroli: {p}"),
    ("ne", "सर्भरको पासवर्ड {p} हो"),
    ("km", "ពាក្យសម្ងាត់ម៉ាស៊ីនមេគឺ {p}"),
    ("tl", "Ang password ng wifi sa bodega ay {p}"),
    ("tl", "{p} ang password ng POS sa counter"),
    ("nl", "Het wifiwachtwoord van het magazijn is {p}"),
    ("da", "Wi-fi-adgangskoden er {p}"),
    ("sv", "Wifilösenordet: {p}"),
    ("no", "Admin-passordet er {p}"),
    ("de", "Das Datenbankpasswort lautet {p}"),
    ("fi", "Wlan-salasana on {p}"),
    ("vi", "Mật khẩu mới của tài khoản kế toán: {p}"),
    ("th", "รหัสผ่านใหม่ของอีเมลฝ่ายบัญชีคือ {p}"),
    ("ar", "كلمة مرور الواي فاي الجديدة {p}"),
    ("ur", "نیا پاس ورڈ {p} ہے"),
    ("sw", "Nenosiri jipya la barua pepe ni {p}"),
    ("lv", "Jaunā Wi-Fi parole: {p}"),
    ("pl", "Hasło do skrzynki księgowości: {p}"),
    ("ru", "Пароль от роутера? — {p}"),
    ("en", "Q: what's the kiosk password? A: {p}"),
]

DEVICE = [
    ("idrac", lambda: f"Dell iDRAC9 creds root : {pw()}"),
    ("bmc", lambda: f"Supermicro BMC ADMIN/{pw()}"),
    ("asa", lambda: f"Cisco ASA enable password {pw()}"),
    ("mikrotik", lambda: f"MikroTik router admin {pw()}"),
    ("edgerouter", lambda: f"EdgeRouter (gw-02) ubnt / {pw()}"),
    ("axis", lambda: f"Axis camera root:{pw()}"),
    ("dvr", lambda: f"Dahua DVR login admin, password {pw()}"),
    ("truenas", lambda: f"TrueNAS root password is {pw()}"),
    ("pos", lambda: f"POS terminal supervisor PIN: {d(6)}"),
    ("pos", lambda: f"the card terminal's admin password is {d(8)}"),
    ("moxa", lambda: f"Moxa NPort gateway admin / {pw()}"),
    ("plc", lambda: f"Siemens S7 PLC password: {pw()}"),
    ("hmi", lambda: f"Schneider HMI pass {pw()}"),
    ("vcenter", lambda: f"vSphere client: administrator@vsphere.local / {pw()}"),
    ("rdp", lambda: f"RDP (terminal server ts02) svc_scan {pw()}"),
    ("esxi", lambda: f"ESXi 8 host esx-07, root / {pw()}"),
    ("switch", lambda: f"enable secret {pw()}"),
    ("switch", lambda: f"username admin secret 0 {pw()}"),
    ("ups", lambda: f"Eaton UPS web card admin / {pw()}"),
    ("printer", lambda: f"Konica printer admin password {d(8)}"),
]

TOOLS = [
    ("net-use", lambda: f"net use \\\\srv-backup\\share$ {pw()} /USER:ACME\\backup"),
    ("net-use", lambda: f"net use X: \\\\10.1.2.3\\data /user:admin {pw()} /persistent:yes"),
    (
        "influx",
        lambda: (
            f"influx config create --config-name prod --host-url http://influx:8086 --org acme --token {rnd(86)}== --active"
        ),
    ),
    ("influx", lambda: f"influx bucket create -n metrics -o acme -t {rnd(86)}=="),
    ("sentry", lambda: f"raven DSN https://{hx(32)}:{hx(32)}@sentry.io/{d(6)}"),
    ("sentry", lambda: f"SENTRY_DSN='https://{hx(32)}@errors.acme.example/{d(2)}'"),
    ("atlas", lambda: f"atlas config init --publicApiKey {lo(8)} --privateApiKey {uid()}"),
    ("atlas", lambda: f"MongoDB Atlas private key {uid()}"),
    ("lora", lambda: f"LoRaWAN OTAA AppKey: {hx(32).upper()}"),
    ("lora", lambda: f"ABP session keys NwkSKey {hx(32).upper()} AppSKey {hx(32).upper()}"),
    ("dlms", lambda: f"EK (GUEK) = {hx(32).upper()}"),
    ("dlms", lambda: f"meter authentication key: {hx(32)}"),
    ("zigbee", lambda: f"Zigbee link key {hx(32)}"),
    ("aes", lambda: f"AES-128 key for the backup archive {hx(32)}"),
    ("aes", lambda: f"encryption key = {hx(64)}"),
    ("iot-url", lambda: f"POST https://iot.acme.example/api/v1/{rnd(20)}/telemetry"),
    ("iot-url", lambda: f"GET http://tb:8080/api/v1/{rnd(20)}/attributes?clientKeys=fw"),
    ("age", lambda: f"sops age key: AGE-SECRET-KEY-1{up(58)}"),
    ("ed448", lambda: f"ed448 PKCS#8: MEcCAQAwBQYDK2VxBDsEO{b64(rb(57))}"),
    (
        "p384",
        lambda: (
            "P-384 key: "
            + b64(
                bytes.fromhex(
                    "3081b6020100301006072a8648ce3d020106052b8104002204819e30819b0201010430"
                )
                + rb(48)
                + bytes.fromhex("a16403620004")
                + rb(96)
            )
        ),
    ),
    ("raw", lambda: f"curve25519 secret (hex) {hx(64)}"),
    ("raw", lambda: f"NaCl box secret key: {b64(rb(32))}"),
    ("oauth", lambda: f"Authorization: OAuth {uid()}"),
    ("cookie", lambda: f'document.cookie = "session_id={hx(40)}; Secure"'),
    ("dotted", lambda: f"app.smtp.relay_password={pw()}"),
    ("dotted", lambda: f"keystore.jwks.store_pass: {pw()}"),
]

S: list[tuple[str, Callable[[], str]]] = [
    (f"prose-{lang}", (lambda t=t: t.format(p=pw()))) for lang, t in LANG
]
S += DEVICE + TOOLS


N: list[tuple[str, Callable[[], str]]] = [
    ("policy-is", lambda: "Lykilorð verður að vera minnst 12 stafir."),
    ("ref-ca", lambda: "La contrasenya és al gestor de contrasenyes."),
    ("ref-tl", lambda: "Nasa Bitwarden ang password ng wifi."),
    ("ref-nl", lambda: "Het wifiwachtwoord staat op de sticker onder de router."),
    ("ref-sv", lambda: "Wifilösenordet finns i 1Password."),
    ("ref-de", lambda: "Das Datenbankpasswort liegt im Vault unter db/prod."),
    ("ref-vi", lambda: "Mật khẩu mới của tài khoản kế toán đã gửi qua Signal."),
    ("question", lambda: "What's the kiosk password policy? Ask IT (ticket IT-2231)."),
    ("question", lambda: "Пароль от роутера? — спроси у Олега, он в отпуске до пятницы."),
    ("device", lambda: "iDRAC firmware 7.00.00.00 on all R750s; BIOS version 2.17.1"),
    ("device", lambda: "RDP port is 3389, NLA required; ESXi 8.0U2 build 22380479"),
    ("device", lambda: "POS terminal ID 48213977, serial 1850123456, store 12"),
    ("device", lambda: "Cisco switch model WS-C3850-48P, uplink Te1/1/1"),
    (
        "device",
        lambda: "enable secret 8 $8$dsYGNam3K1SIJO$7nv/35M/qr6t.dVc7UY9zrJDWRVqncHub1PE9UlMQFs",
    ),
    (
        "device",
        lambda: (
            "Camera admin password: set on first boot via the Axis wizard, then stored in the vault."
        ),
    ),
    ("device", lambda: "Printer admin password was reset to the factory default (on the sticker)."),
    ("device", lambda: "MikroTik router admin interface only from 10.0.0.0/8"),
    ("net-use", lambda: "net use X: \\\\10.1.2.3\\data /user:admin /persistent:yes"),
    ("net-use", lambda: "net use \\\\srv\\share$ /delete"),
    ("influx", lambda: "influx auth list -o acme --json"),
    (
        "influx",
        lambda: (
            "influx config create --config-name prod --host-url http://influx:8086 --org acme --token $INFLUX_TOKEN"
        ),
    ),
    ("sentry", lambda: f"Sentry project id {d(7)}, org slug acme"),
    ("atlas", lambda: f"Atlas cluster id {hx(24)}, public key {lo(8)}"),
    (
        "lora",
        lambda: "DevEUI 0004A30B001C1234, JoinEUI 70B3D57ED0001234 (both printed on the label)",
    ),
    ("dlms", lambda: "authentication mechanism HLS5 (GMAC); keys from the HSM"),
    ("zigbee", lambda: "Zigbee channel 15, PAN ID 0x1A62, link key: default (ZigBeeAlliance09)"),
    ("aes", lambda: "AES-256 key rotation every 90 days; the key id is kms/backup-2026"),
    ("hash", lambda: f"SHA-256 of the firmware image: {hx(64)}"),
    ("pubkey", lambda: f"ed25519 public key (hex) {hx(64)}"),
    ("iot-url", lambda: "POST https://iot.acme.example/api/v1/<DEVICE_TOKEN>/telemetry"),
    ("iot-url", lambda: f"GET /api/v1/customers/{d(6)}/attributes"),
    ("age", lambda: "age-keygen -o key.txt prints the public key (age1…) on stderr"),
    ("payment-id", lambda: f"Stripe customer cus_{rnd(14)} with price price_1{rnd(23)}"),
    ("payment-id", lambda: f"invoice in_1{rnd(23)} paid; subscription sub_1{rnd(23)} renewed"),
    ("fixture", lambda: 'tests use "ghp_EXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPLE" as the token fixture'),
    ("types", lambda: "password: SecretStr | None = None"),
    (
        "fingerprint",
        lambda: (
            f"ssh-keygen -lf key.pub → 256 SHA256:{b64(rb(32)).rstrip('=')} ops@bastion (ED25519)"
        ),
    ),
    ("dotted", lambda: "app.smtp.relay_password=${SMTP_RELAY_PASSWORD}"),
    ("dotted", lambda: "spring.datasource.password: changeme"),
    ("oauth", lambda: "OAuth 2.0 client credentials flow, token URL /oauth/token"),
]


def main() -> None:
    header = (
        "# Probe set fix29s_b ({what}) — written 2026-12-04 by helper fix29s AFTER the first fixes, scored once before any change for it.\n"
        "# Generated by tests/data/screen/gen_probe_fix29s_b.py (seeded, stdlib only). All values are synthetic.\n"
        "# Columns: kind<TAB>entry (a literal \\n inside an entry is a line break). {rule}\n"
    )
    for name, rows, what, rule in (
        ("secrets", S, "secret positives", "Every entry must be flagged."),
        ("negatives", N, "risky-looking negatives", "No entry may be flagged."),
    ):
        lines = [f"{kind}\t{make()}".replace("\n", "\\n") for kind, make in rows]
        (OUT / f"probe_fix29s_b_{name}.tsv").write_text(
            header.format(what=what, rule=rule) + "\n".join(lines) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    main()
