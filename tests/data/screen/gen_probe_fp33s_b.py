"""Probe set fp33s_b, written by helper fp33s on 2026-12-04 AFTER the first fixes but BEFORE
scoring it: a second, fresh sample of the same classes (other phrasings, other teams, other
languages), to measure how the fixes drawn from set A generalise. Negatives: harmless entries that
look like credentials; positives: real secrets of the neighbouring shapes.

Run from the repository root: ``python tests/data/screen/gen_probe_fp33s_b.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501

from __future__ import annotations

import random
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_3302)
_HEX = "0123456789abcdef"
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_UPNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def pick(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def digits(n: int) -> str:
    return R.choice("123456789") + pick("0123456789", n - 1)


def uuid() -> str:
    h = pick(_HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


GEN = {
    "hex64": lambda: pick(_HEX, 64),
    "hex40": lambda: pick(_HEX, 40),
    "hex32": lambda: pick(_HEX, 32),
    "hex16": lambda: pick(_HEX.upper(), 16),
    "uuid": uuid,
    "ulid": lambda: "01" + pick(_CROCK, 24),
    "snow": lambda: digits(18),
    "pk_live": lambda: "pk_live_" + pick(_ALNUM, 48),
    "aiza": lambda: "AIza" + pick(_B64URL, 35),
    "sentry": lambda: f"https://{pick(_HEX, 32)}@o{digits(6)}.ingest.us.sentry.io/{digits(7)}",
    "slack_t": lambda: "T0" + pick(_UPNUM, 8),
    "slack_c": lambda: "C0" + pick(_UPNUM, 8),
    "acct": lambda: digits(12),
    "wg": lambda: pick(_B64, 42) + R.choice("AEIMQUYcgkosw048") + "=",
    "sri": lambda: "sha256-" + pick(_B64, 43) + "=",
    "sri512": lambda: "sha512-" + pick(_B64, 86) + "==",
    "b64_43": lambda: pick(_B64, 43) + "=",
    "jpeg": lambda: "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD" + pick(_B64, 70),
    "svg": lambda: (
        "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv" + pick(_B64, 60)
    ),
    "order": lambda: digits(3) + "-" + digits(7) + "-" + digits(7),
    "dhl": lambda: "JJD" + digits(18),
    "inv": lambda: "RE-2026-" + digits(5),
    "r24": lambda: pick(_ALNUM, 24),
    "r32": lambda: pick(_ALNUM, 32),
    "r40": lambda: pick(_ALNUM, 40),
    "sk_live": lambda: "sk_live_" + pick(_ALNUM, 48),
    "akia": lambda: "AKIA" + pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "aws_sec": lambda: pick(_B64, 40),
    "glpat": lambda: "glpat-" + pick(_B64URL, 20),
    "pw": lambda: (
        R.choice(["Kestrel", "Bramble", "Lumen", "Fjord"])
        + R.choice("!#$%")
        + digits(4)
        + pick(_ALNUM, 4)
    ),
}

NEG = (
    "public-id|Stripe.js is initialised with the publishable key {pk_live} — publishable keys are designed to be exposed.",
    "public-id|Sentry DSN for the React app is {sentry}; DSNs only allow sending events, so it ships in the bundle.",
    "public-id|The Slack workspace is {slack_t} and alerts go to {slack_c}; those IDs are not secrets.",
    "public-id|AWS account {acct} is the audit account; SCPs are managed from the org root.",
    "public-id|Sample from the AWS CLI guide: aws configure with AKIAI44QH8DHBEXAMPLE and je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY.",
    "public-id|Browser Maps key (HTTP-referrer restricted, public): {aiza}",
    "public-id|Die Sentry-DSN {sentry} ist öffentlich und darf im Frontend stehen.",
    "public-id|El DSN de Sentry ({sentry}) es público: solo permite enviar eventos.",
    "public-id|Sentry 的 DSN 是 {sentry}，它是公开的，只能上报事件。",
    "public-id|Le DSN Sentry du frontend est {sentry} ; il est public par nature.",
    "public-id|Публичный ключ Stripe (publishable) для фронтенда: {pk_live}",
    "public-id|O ID da conta AWS de auditoria é {acct}; não é segredo.",
    "public-id|Stripe 퍼블리셔블 키 {pk_live} 는 공개용이라 프론트엔드에 둬도 됩니다.",
    "public-id|Sentry の DSN {sentry} は公開されても問題ない（イベント送信のみ）。",
    'hash|Subresource integrity for htmx: integrity="{sri}"',
    "hash|yarn.lock pins react-dom with integrity {sri512}.",
    "hash|Release tarball SHA-256: {hex64} (also in SHA256SUMS.asc).",
    "hash|The artifact's MD5 is {hex32}, matching the mirror.",
    "hash|Reproducible build check: both runners produced {hex64} for dist/app.whl.",
    'hash|ETag: W/"{hex32}" means the CDN served a weakly validated copy.',
    "hash|GPG key id 0x{hex16} signs the apt repository.",
    "hash|Der Commit {hex40} hat den Fehler eingeführt; bitte zurücksetzen.",
    "hash|Хеш коммита с исправлением: {hex40}.",
    "hash|El hash del commit que rompió el build es {hex40}.",
    "hash|修复提交的哈希是 {hex40}，已合入 main。",
    "hash|A imagem base está fixada em node:20-alpine@sha256:{hex64}.",
    "uuid|Pipeline run id {uuid} failed at the lint stage; rerun it after the cache purge.",
    "uuid|Snowflake id of the bad Discord message: {snow}.",
    "uuid|Idempotency keys are ULIDs (e.g. {ulid}), generated client-side.",
    "uuid|L'identifiant du locataire Azure est {uuid} ; ce n'est pas un secret.",
    "uuid|ID de la organización en Azure DevOps: {uuid}.",
    "uuid|조직 ID는 {uuid} 입니다. 비밀 값이 아닙니다.",
    "public-key|WireGuard [Peer] PublicKey = {wg} for the Frankfurt exit node.",
    "public-key|Publiczny klucz WireGuard serwera: {wg}",
    "public-key|Der öffentliche WireGuard-Schlüssel des Gateways lautet {wg}.",
    "public-key|WireGuard の公開鍵は {wg} です。",
    "placeholder|Template: DATABASE_URL=postgres://app:<password>@db:5432/app — fill in from 1Password.",
    "placeholder|The .npmrc line is //registry.npmjs.org/:_authToken=${{NPM_TOKEN}}, nothing else.",
    "placeholder|In config.ini the secret is written as secret_key = %(SECRET_KEY)s and interpolated from the environment.",
    "placeholder|Password in the screenshot is shown as •••••••• so nothing leaked.",
    "placeholder|We keep GH_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX in the example env file.",
    "placeholder|The secret comes from vault kv get -field=token kv/ci/github at job start.",
    "placeholder|Chamber reads /ci/deploy/slack_webhook from SSM Parameter Store; no value in the repo.",
    'placeholder|docker run -e API_TOKEN="$API_TOKEN" acme/worker — the shell supplies it.',
    "placeholder|op run --env-file=.env.tpl -- npm start, where .env.tpl has STRIPE_KEY=op://Payments/Stripe/secret_key.",
    'placeholder|Die Konfiguration enthält nur password: "{{{{ .Values.db.password }}}}"; der Wert kommt aus dem Secret.',
    "placeholder|En la plantilla queda token: <TU_TOKEN_AQUI> hasta que cada dev ponga el suyo.",
    "placeholder|配置模板中写的是 api_key: <your-api-key>，实际值在 KMS 里。",
    "placeholder|Пароль в конфиге задан как ${{POSTGRES_PASSWORD}}, реальное значение в Vault.",
    "placeholder|Le jeton est lu depuis vault:kv/data/ci/gitlab#token au démarrage du job.",
    "placeholder|A chave vem de op://Infra/Cloudflare/credential via op inject.",
    "placeholder|パスワードは環境変数 ${{DB_PASS}} から読み込む。リポジトリには置かない。",
    "redacted|The audit export shows api_key: sk_live_************************ (masked by the dashboard).",
    "redacted|Der Token im Ticket wurde als [ENTFERNT] ersetzt.",
    "redacted|Token w logach jest maskowany: token=****",
    "fake-fixture|Unit tests use the dummy bearer token test-token-123; the API mock accepts anything.",
    "fake-fixture|Fixture users have the fake password 'P@ssw0rd-fixture'; it only exists in seeds/dev.sql.",
    "fake-fixture|Die Fixture verwendet den Fake-Token fake_{hex32}, der nirgends gültig ist.",
    "fake-fixture|Os testes usam a senha fictícia 'Teste@2026', que só existe no seed.",
    "fake-fixture|テストでは ダミーのトークン dummy-token-001 を使う。本番では無効。",
    "base64|The email logo is embedded as {jpeg}.",
    "base64|Icon inlined in CSS: url({svg})",
    "base64|Sample Avro record (base64) for the schema test: T2JqAQQUYXZybzpzY2hlbWH{b64_43}",
    "licence|KMS client key for Windows Server 2019 Datacenter is WMDGN-G9PQG-XVVXX-R3X43-63DFG, as listed in Microsoft's GVLK table.",
    "licence|Los equipos del laboratorio se activan por KMS con la clave genérica de Windows 11 Education NW6C2-QMPVW-D7KKK-3GKT6-VCFB2.",
    "order|Amazon order {order} for the new rack rails; delivery Thursday.",
    "order|DHL tracking {dhl} for the returned laptop.",
    "order|Rechnungsnummer {inv} für die Jahreslizenz ist bezahlt.",
    "order|Número de pedido {order}; la factura llega por correo.",
    "order|发票号 {inv}，请财务付款。",
    "order|Номер отслеживания {dhl}, посылка с ноутбуком.",
    "order|주문번호 {order} 로 교체 키보드를 주문했습니다.",
    "test-iban|For SEPA direct-debit tests use DE02 1203 0000 0000 2020 51 (the Bundesbank test IBAN); never a real account.",
    "test-iban|Adyen test card 5555 3412 4444 1115 with CVC 737 and expiry 03/30.",
    "test-iban|IBAN de ejemplo para pruebas: ES91 2100 0418 4502 0005 1332.",
    "policy|New rule: API tokens expire after 30 days and must be scoped to one repo.",
    "policy|Passphrases of at least five words are allowed instead of complex passwords.",
    "policy|Die Passwortrichtlinie verlangt 14 Zeichen; Tokens laufen nach 60 Tagen ab.",
    "policy|密码策略：至少 14 位，禁止重复使用最近 5 次的密码。",
    "policy|Политика паролей: минимум 14 символов, смена раз в 180 дней.",
    "policy|La política exige contraseñas de 16 caracteres y MFA obligatorio.",
    "policy|パスワードポリシー：16文字以上、90日ごとに変更。",
    "policy|Les jetons d'API expirent après 30 jours ; les mots de passe doivent faire 14 caractères.",
)

POS = (
    "stripe|Live secret key {sk_live} is still in the old cron's crontab; rotate it.",
    "aws|Backup IAM user: access key {akia}, secret access key {aws_sec}.",
    "aws|AWS_SECRET_ACCESS_KEY={aws_sec} was pasted in the Slack thread.",
    "gitlab|GitLab PAT for the mirror job: {glpat}",
    "field|The 'api_key' entry in settings.json is {r32}; it belongs in the secret store.",
    'field|The "password" key in the staging vars file is {pw}.',
    'field|Das Feld "token" in der Konfiguration ist {r40}.',
    "field|En el campo 'secret' de la configuración está {r32}.",
    "password|The admin password for the lab router is {pw}.",
    "password|Das Passwort für den Backup-Server lautet {pw}.",
    "password|Пароль от тестовой базы: {pw}",
    "password|La contraseña de la base de datos de staging es {pw}.",
    "password|密码是 {pw}，用于预发环境的数据库。",
    "password|스테이징 DB 비밀번호: {pw}",
    "password|Le mot de passe du Wi-Fi du bureau est {pw}.",
    "password|A senha do painel é {pw}.",
    "token|The ticketing system's API token is {r40}.",
    "token|Order service API key: {r32}",
    "token|Tracking API key for the DHL integration is {r32}.",
    "token|Der Schlüssel für die Rechnungs-API ist {r32}.",
    "token|Ключ API для сервиса заказов: {r32}",
    "token|发票服务的 API 密钥是 {r32}。",
    "wireguard|WireGuard [Interface] PrivateKey = {wg}",
    "hex-secret|HMAC secret for the order webhooks: {hex64}",
    'jwk|JWK for signing: {{"kty":"oct","k":"{r40}{r24}"}}',
)


def _fill(text: str) -> str:
    out = text
    for name, make in sorted(GEN.items(), key=lambda kv: -len(kv[0])):
        token = "{" + name + "}"
        while token in out:
            out = out.replace(token, make(), 1)
    return out.replace("{{", "{").replace("}}", "}")


def main() -> None:
    neg = [
        "# Probe fp33s_b negatives (written 2026-12-04 by helper fp33s after the first fixes, before scoring it): harmless entries that look like credentials. None may be flagged.",
        "# Columns: kind<TAB>entry. Generated by gen_probe_fp33s_b.py (seeded, stdlib only); every value is synthetic or a publicly documented example.",
    ]
    neg += [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in NEG)]
    pos = [
        "# Probe fp33s_b positives (written 2026-12-04 by helper fp33s before scoring it): secrets of the neighbouring shapes. All must be flagged.",
        "# Columns: kind<TAB>entry. Generated by gen_probe_fp33s_b.py (seeded, stdlib only); every value is synthetic.",
    ]
    pos += [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in POS)]
    (OUT / "probe_fp33s_b_negatives.tsv").write_text("\n".join(neg) + "\n", encoding="utf-8")
    (OUT / "probe_fp33s_b_positives.tsv").write_text("\n".join(pos) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
