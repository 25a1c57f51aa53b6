"""Probe set sec33_b, written by helper sec33 on 2026-12-04 AFTER the first sec33 fixes and
BEFORE scoring them on it: fresh phrasings of the classes those fixes address (login sentences,
PINs, passphrases, all-caps cookies and seeds, TOTP groups, account labels, key stores, vendor
URLs) in many languages, and negatives of the neighbouring shapes (numbers after PIN words that
are no PIN, ``as X with Y`` that is no login, talk about passphrases, upper-case names next to
secret words, four-letter word groups after MFA words). Its first score measures how the fixes
generalise beyond the lines they were written from.

Run from the repository root: ``python tests/data/screen/gen_probe_sec33_b.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501

from __future__ import annotations

import random
import string
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_332)
_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def pw() -> str:
    a = [
        "Copper",
        "Lilac",
        "Orbit",
        "Pepper",
        "Rowan",
        "Sable",
        "Tango",
        "Umber",
        "Vesper",
        "Yarrow",
    ]
    return f"{R.choice(a)}{R.choice('!#%*?@$&')}{R.randrange(10, 9999)}{R.choice(a).lower()}"


def up(n: int) -> str:
    return "".join(R.choice("BCDFGHJKLMNPQRSTVWXZ" + "AEIOU"[: R.randrange(2)]) for _ in range(n))


def groups(n: int) -> str:
    out = ["".join(R.choice("bcdfghjklmnpqrstvwxz234567") for _ in range(4)) for _ in range(n)]
    out[R.randrange(n)] = "".join(R.choice("234567") for _ in range(2)) + "qz"
    return " ".join(out)


def pin(n: int) -> str:
    return "".join(R.choice(string.digits) for _ in range(n))


def b64(n: int) -> str:
    return "".join(R.choice(string.ascii_letters + string.digits + "+/") for _ in range(n))


POS = (
    "login-as/en|You can sign on as ci-runner with {pw} until the LDAP sync is fixed.",
    "login-as/en|ssh in as backup using {pw}; the key auth is broken since Tuesday.",
    "login-as/en|Authenticate as svc_etl and {pw} against the staging warehouse.",
    "login-as/de|Melde dich als nightly mit {pw} am Jenkins an.",
    "login-as/es|Inicia sesión como auditor con {pw} en el portal de proveedores.",
    "login-as/pt|Faça login como suporte com a senha {pw} no painel.",
    "login-as/it|Entra nel gestionale come magazzino con {pw}.",
    "login-as/nl|Inloggen als beheer met wachtwoord {pw} op de NAS.",
    "login-as/pl|Zaloguj się jako kierownik z hasłem {pw} do panelu.",
    "login-as/sv|Logga in som drift med {pw} i adminpanelen.",
    "login-as/id|Login sebagai kasir dengan {pw} di aplikasi POS.",
    "login-as/fr|Connectez-vous en tant que compta avec le mot de passe {pw}.",
    "login-as/tr|muhasebe kullanıcısıyla {pw} parolasıyla oturum aç.",
    "use-for/en|Use {pw} for the shared Canva account.",
    "use-for/en|Just use {pw} as the password on the kiosk login.",
    "label/en|Router admin page: {pw}",
    "label/en|VPN for the Berlin office: {pw}",
    "label/de|WLAN im Besprechungsraum (SSID Gast-5G): {pw}",
    "label/fr|Wifi de l'entrepôt : {pw}",
    "label/es|Intranet de RRHH: {pw}",
    "pin/en|PIN for the fuel card: {pin4}",
    "pin/en|The gate code at the warehouse is {pin6}.",
    "pin/de|Der Türcode fürs Lager lautet {pin4}.",
    "pin/fr|Le code PIN de la carte carburant est {pin4}.",
    "pin/es|El código de la puerta del almacén es {pin6}.",
    "pin/pt|O PIN do cofre é {pin6}.",
    "pin/it|Il PIN della SIM aziendale è {pin4}.",
    "pin/ru|PIN-код корпоративной карты: {pin4}",
    "pin/ja|社用スマホのPIN：{pin6}",
    "pin/zh|保险柜 PIN 是 {pin6}",
    "pin/ko|법인카드 PIN: {pin4}",
    "pin/en|Alarm code for the lab: {pin4}, disarm within 30 s.",
    "pin/en|The YubiKey PIV PIN is {pin6}; PUK {pin8}.",
    "pin-pw/en|Unlock the signing token with PIN {pw}.",
    'passphrase/en|GPG passphrase: "{words}"',
    "passphrase/en|The SSH key's passphrase is '{words}'.",
    "passphrase/de|Die Passphrase für den Backup-Schlüssel lautet „{words}“.",
    'passphrase/es|La frase de contraseña del almacén de claves es "{words}".',
    "passphrase/ru|Парольная фраза от ключа: «{words}»",
    "passphrase/ja|バックアップ鍵のパスフレーズは「{words}」です。",
    "passphrase/zh|备份密钥的密码短语是「{words}」。",
    "opener/en|The finance share unlocks with {pw}.",
    "opener/es|El archivo cifrado se abre con la contraseña {pw}.",
    "opener/de|Der Tresor öffnet sich mit {pw}.",
    "opener/it|L'archivio si apre con {pw}.",
    "cookie/en|RABBITMQ_ERLANG_COOKIE={up20}",
    "cookie/en|The .erlang.cookie on the Elixir nodes contains {up20}.",
    "cookie/en|releases use RELEASE_COOKIE: {up20}",
    "seed/en|TOTP secret for the billing admin: {b32}",
    "seed/en|2FA seed (authenticator): {b32}",
    "groups/en|Authenticator setup key for the root account: {groups}",
    "groups/de|2FA-Schlüssel des Notfallkontos: {groups}",
    "codecov/en|bash <(curl -s https://codecov.io/bash) -t {uuid}",
    "codecov/en|codecov --token={uuid} -f coverage.xml",
    "fcm/en|Legacy FCM key: AAAA{b7}:APA91b{b140}",
    "alchemy/en|RPC_URL=https://polygon-mainnet.g.alchemy.com/v2/{b32m}",
    "keystore/en|P12_BASE64=MIIKcQIBAzCCCjcGCSqGSIb3DQEHAaCCCigEggokMIIKIDCCBNcGCSqG{b120}",
    "keystore/en|release.jks as base64: /u3+7QAAAAIAAAABAAAAAQAGdXBsb2Fk{b120}",
    "wallet/en|Hot wallet private key: 0x{hex64}",
    "wallet/en|Treasury signer key: {hex64}",
)

NEG = (
    "pin/en|Card PINs are {pin4n} digits long? No: 4 digits, per the bank.",
    "pin/en|PIN entry locks after 3 attempts for 15 minutes.",
    "pin/en|The PIN pad firmware is 20240611 on all terminals.",
    "pin/en|PIN support ships in release 2026.12 of the app.",
    "pin/de|Die PIN-Abfrage kommt seit Version 4.2 nach 30 Sekunden.",
    "pin/fr|Le code PIN doit contenir 6 chiffres.",
    "pin/es|El PIN caduca cada 90 días.",
    "pin/en|Pin the API to v2024 for now.",
    "pin/en|Door code changes every month; ask facilities for it.",
    "pin/ja|暗証番号は4桁です。",
    "login-as/en|Tag the build as release-candidate with notes from the changelog.",
    "login-as/en|Log in as yourself with SSO; never use a shared account.",
    "login-as/en|Run the job as svc-backup with --dry-run first.",
    "login-as/fr|Connectez-vous en tant qu'administrateur avec votre propre compte.",
    "login-as/de|Melde dich als Admin mit deinem YubiKey an.",
    "login-as/en|Sign in as the on-call engineer using the break-glass procedure in the runbook.",
    "use-for/en|Use Node20.x for the admin portal build.",
    "use-for/en|Use pnpm@9.1.0 for the account service.",
    "label/en|VPN: WireGuard on port 51820, config in the wiki.",
    "label/en|Wi-Fi: guest network LabNet-5G, captive portal.",
    "label/en|Router firmware: RT-AX88U_3.0.0.4.388",
    "passphrase/en|Passphrases should be four random words; see the policy page.",
    'passphrase/en|The passphrase prompt says "Enter passphrase for key" and hangs in CI.',
    "passphrase/de|Die Passphrase liegt im Tresor unter „Backup-Schlüssel“.",
    'passphrase/en|Use a passphrase like "four random common words" rather than a password.',
    "opener/en|The report opens with a summary of incidents.",
    "opener/es|La reunión se abre con la revisión de métricas.",
    "cookie/en|The Erlang cookie lives in /var/lib/rabbitmq/.erlang.cookie; do not commit it.",
    "cookie/en|Set RELEASE_COOKIE from Vault at boot (see rel/env.sh.eex).",
    "cookie/en|Cookie banner text: ACCEPT ALL or MANAGE CHOICES.",
    "upper/en|The secret scanner flags HIGHENTROPYSTRING findings as warnings.",
    "upper/en|Token type must be BEARER or DPOP, never NONE.",
    "groups/en|MFA rollout: week one done, next team wave soon.",
    "groups/en|2FA setup: open the app, scan the code, then tap next.",
    "codecov/en|codecov -t ${{ secrets.CODECOV_TOKEN }} in the workflow.",
    "codecov/en|Codecov run id {uuid} had flaky coverage.",
    "twilio/en|Phone number SID PN{hex32} is the support line.",
    "twilio/en|Verify service VA{hex32} sends the login codes.",
    "wallet/en|Wallet address 0x{hex40} received the refund.",
    "wallet/en|Transaction hash for the wallet top-up: 0x{hex64}",
    "keystore/en|The P12 import fails with 'MAC verification failed'.",
)


def _fill(t: str) -> str:
    hexs = "0123456789abcdef"
    words = (
        " ".join(
            R.choice(
                [
                    "lantern",
                    "pebble",
                    "violet",
                    "marsh",
                    "quiver",
                    "tundra",
                    "cobalt",
                    "meadow",
                    "fjord",
                    "ember",
                ]
            )
            for _ in range(4)
        )
        + f" {R.randrange(10, 99)}"
    )
    subs = {
        "{pw}": pw(),
        "{pin4}": pin(4),
        "{pin4n}": str(R.randrange(4, 9)),
        "{pin6}": pin(6),
        "{pin8}": pin(8),
        "{words}": words,
        "{up20}": up(20),
        "{b32}": "".join(R.choice(_B32[:26]) for _ in range(32)),
        "{groups}": groups(8),
        "{uuid}": "-".join("".join(R.choice(hexs) for _ in range(n)) for n in (8, 4, 4, 4, 12)),
        "{b7}": b64(7).replace("+", "-").replace("/", "_"),
        "{b140}": b64(140).replace("+", "-").replace("/", "_"),
        "{b32m}": b64(32).replace("+", "-").replace("/", "_"),
        "{b120}": b64(120),
        "{hex64}": "".join(R.choice(hexs) for _ in range(64)),
        "{hex40}": "".join(R.choice(hexs) for _ in range(40)),
        "{hex32}": "".join(R.choice(hexs) for _ in range(32)),
    }
    for k, v in subs.items():
        t = t.replace(k, v)
    return t


def main() -> None:
    head = "# Columns: kind<TAB>entry. Generated by gen_probe_sec33_b.py (seeded, stdlib only); every value is synthetic."
    pos = [
        "# Probe sec33_b positives (written 2026-12-04 by helper sec33 after the first fixes, before scoring them on it): fresh phrasings of the fixed classes. All should be flagged.",
        head,
    ] + [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in POS)]
    neg = [
        "# Probe sec33_b negatives (written 2026-12-04 by helper sec33 after the first fixes, before scoring them on it): neighbouring shapes. None may be flagged.",
        head,
    ] + [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in NEG)]
    (OUT / "probe_sec33_b_positives.tsv").write_text("\n".join(pos) + "\n", encoding="utf-8")
    (OUT / "probe_sec33_b_negatives.tsv").write_text("\n".join(neg) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
