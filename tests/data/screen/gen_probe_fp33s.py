"""Probe set fp33s, written by helper fp33s on 2026-12-04 BEFORE any fix drawn from it: its first
score is the honest estimate. Negatives: harmless MEMORY.md entries of a coding agent that look
like credentials (public identifiers shaped like keys, hashes and digests, UUIDs/ULIDs/snowflakes,
public keys, placeholders in every syntax, secret-manager references, redacted values, fake
fixtures declared fake, base64 that is not a credential, public licence keys, order / tracking /
invoice numbers, documented test IBANs and cards, password POLICY notes), about half in English,
the rest in the eight languages of issue 10 and a few others. Positives: real secrets of the
neighbouring shapes that must stay caught.

Run from the repository root: ``python tests/data/screen/gen_probe_fp33s.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501

from __future__ import annotations

import random
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_33)
_HEX = "0123456789abcdef"
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_UPNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_LOWNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
_CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_B32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def pick(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def digits(n: int) -> str:
    return R.choice("123456789") + pick("0123456789", n - 1)


def uuid() -> str:
    h = pick(_HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def pgp() -> str:
    h = pick(_HEX.upper(), 40)
    return " ".join(h[i : i + 4] for i in range(0, 40, 4))


GEN = {
    "hex64": lambda: pick(_HEX, 64),
    "hex40": lambda: pick(_HEX, 40),
    "hex32": lambda: pick(_HEX, 32),
    "hex12": lambda: pick(_HEX, 12),
    "b64_43": lambda: pick(_B64, 43),
    "wg": lambda: pick(_B64, 43)[:-1] + R.choice("AEIMQUYcgkosw048") + "=",
    "sri384": lambda: "sha384-" + pick(_B64, 64),
    "sri512": lambda: "sha512-" + pick(_B64, 86) + "==",
    "uuid": uuid,
    "ulid": lambda: "01" + pick(_CROCK, 24),
    "snow": lambda: digits(19),
    "pk_live": lambda: "pk_live_51" + pick(_ALNUM, 60),
    "pk_test": lambda: "pk_test_51" + pick(_ALNUM, 60),
    "mapbox_pk": lambda: (
        "pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6I" + pick(_B64URL, 20) + "." + pick(_B64URL, 22)
    ),
    "aiza": lambda: "AIza" + pick(_B64URL, 35),
    "gclient": lambda: digits(12) + "-" + pick(_LOWNUM, 32) + ".apps.googleusercontent.com",
    "ghclient": lambda: "Iv1." + pick(_HEX, 16),
    "ghclient2": lambda: "Ov23li" + pick(_ALNUM, 14),
    "ga4": lambda: "G-" + pick(_UPNUM, 10),
    "ua": lambda: "UA-" + digits(8) + "-1",
    "gtm": lambda: "GTM-" + pick(_UPNUM, 7),
    "acct": lambda: digits(12),
    "sentry": lambda: f"https://{pick(_HEX, 32)}@o{digits(6)}.ingest.sentry.io/{digits(7)}",
    "slack_c": lambda: "C0" + pick(_UPNUM, 9),
    "slack_t": lambda: "T0" + pick(_UPNUM, 9),
    "slack_u": lambda: "U0" + pick(_UPNUM, 9),
    "appid": lambda: digits(6),
    "instid": lambda: digits(8),
    "pgp": pgp,
    "sshfp": lambda: "SHA256:" + pick(_B64, 43),
    "ed25519": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(_B64, 43),
    "sshrsa": lambda: "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + pick(_B64, 180),
    "pem_pub": lambda: (
        "-----BEGIN PUBLIC KEY----- MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"
        + pick(_B64, 120)
        + "IDAQAB -----END PUBLIC KEY-----"
    ),
    "jwk_n": lambda: pick(_B64URL, 342),
    "age": lambda: "age1" + pick(_B32, 58),
    "png": lambda: (
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA"
        + pick(_B64, 90)
        + "=="
    ),
    "proto": lambda: "CgR0ZXN0EhAKDg" + pick(_B64, 40) + "=",
    "b64sum": lambda: pick(_B64, 43) + "=",
    "order": lambda: "ORD-2026-" + digits(6),
    "inv": lambda: "INV-" + digits(7),
    "ups": lambda: "1Z" + pick(_UPNUM, 16),
    "ticket": lambda: digits(9),
    # positives
    "r16": lambda: pick(_ALNUM, 16),
    "r20": lambda: pick(_ALNUM, 20),
    "r24": lambda: pick(_ALNUM, 24),
    "r32": lambda: pick(_ALNUM, 32),
    "r40": lambda: pick(_ALNUM, 40),
    "sk_live": lambda: "sk_live_51" + pick(_ALNUM, 60),
    "rk_live": lambda: "rk_live_51" + pick(_ALNUM, 60),
    "mapbox_sk": lambda: (
        "sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6I" + pick(_B64URL, 20) + "." + pick(_B64URL, 22)
    ),
    "akia": lambda: "AKIA" + pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "awssecret": lambda: pick(_B64, 40),
    "gocspx": lambda: "GOCSPX-" + pick(_B64URL, 28),
    "xoxb": lambda: f"xoxb-{digits(12)}-{digits(13)}-{pick(_ALNUM, 24)}",
    "ghp": lambda: "ghp_" + pick(_ALNUM, 36),
    "npm": lambda: "npm_" + pick(_ALNUM, 36),
    "sntrys": lambda: "sntrys_eyJpYXQiOjE3" + pick(_B64URL, 60),
    "pw": lambda: (
        R.choice(["Harbor", "Quill", "Maple", "Tundra", "Orchid"])
        + digits(3)
        + R.choice("!#%&")
        + pick(_ALNUM, 6)
    ),
}

NEG = (
    # --- public identifiers shaped like keys ---------------------------------------------------
    "public-id|Stripe publishable key for the checkout widget is {pk_live}; it is meant to ship in the browser bundle.",
    "public-id|The storefront's NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={pk_test} (test mode, publishable, safe to commit).",
    "public-id|Mapbox public token for the map tiles: {mapbox_pk} (URL-restricted to maps.acme-logistics.eu).",
    'public-id|Firebase web config for the PWA (public by design, locked down by security rules): apiKey: "{aiza}", projectId: "fieldnotes-prod".',
    "public-id|Algolia search-only API key {hex32} is the one embedded in the docs site; the admin key lives in Vault.",
    "public-id|Google OAuth client ID for the SPA: {gclient} (client IDs are public; the secret is server-side only).",
    "public-id|GitHub App client ID {ghclient} and App ID {appid}; the private key .pem is in 1Password.",
    "public-id|The OAuth app's client_id is {ghclient2}; users see it in the authorize URL anyway.",
    "public-id|GA4 measurement ID for the marketing site is {ga4}; the old Universal Analytics property {ua} is archived.",
    "public-id|Tag Manager container {gtm} loads on every page except /checkout.",
    "public-id|Prod AWS account id is {acct}; assume arn:aws:iam::{acct}:role/deployer from the CI account.",
    "public-id|The docs use AWS's sample credentials AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY; never replace them with real ones in examples.",
    "public-id|moto tests set AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE so boto3 never touches a real account.",
    "public-id|Frontend Sentry DSN (public, rate-limited): {sentry}",
    "public-id|Post release notes to Slack channel {slack_c} (#releases) in workspace {slack_t}.",
    "public-id|The on-call bot mentions user {slack_u} (Dana) when the pager escalates.",
    "public-id|GitHub App installation ID for the acme org is {instid}; the token is minted per job.",
    "public-id|Firebase messagingSenderId {appid}{appid} and appId 1:{appid}{appid}:web:{hex12} go into firebase.json.",
    "public-id|Our iOS bundle id is com.acme.fieldnotes and the App Store app id is {appid}{appid}.",
    "public-id|reCAPTCHA site key (public half) {aiza}; the secret key stays on the server.",
    "public-id|La clave publicable de Stripe para el formulario de pago es {pk_live}; es pública y va en el frontend.",
    "public-id|Der öffentliche Mapbox-Token {mapbox_pk} ist auf unsere Domain beschränkt und darf im Bundle stehen.",
    'public-id|Firebase 网页配置里的 apiKey "{aiza}" 是公开的，靠安全规则保护，不需要轮换。',
    "public-id|Stripe の公開可能キー {pk_test} はテストモード用で、フロントエンドに置いてよい。",
    "public-id|Идентификатор клиента OAuth {gclient} публичный; секрет клиента хранится только на сервере.",
    "public-id|L'ID de mesure GA4 du site vitrine est {ga4} ; il n'a rien de secret.",
    "public-id|A chave de pesquisa do Algolia (somente leitura, pública) é {hex32}; a chave de admin fica no cofre.",
    "public-id|프로덕션 AWS 계정 ID는 {acct}이고 배포 역할은 arn:aws:iam::{acct}:role/ci-deploy 입니다.",
    "public-id|Il DSN pubblico di Sentry per il frontend è {sentry}.",
    "public-id|Slack-kanaal {slack_c} is waar de deploybot meldingen plaatst.",
    # --- hashes and digests ----------------------------------------------------------------------
    "hash|Verify the terraform zip against sha256 {hex64} before unpacking it on the runner.",
    "hash|Pin the base image by digest: python:3.12-slim@sha256:{hex64}",
    'hash|The CDN script tag needs integrity="{sri384}" crossorigin="anonymous".',
    'hash|package-lock.json: "integrity": "{sri512}" for left-pad 1.3.0 — don\'t hand-edit it.',
    "hash|Bisect showed the regression landed in {hex40}; revert is in PR #2291.",
    "hash|Release manager's PGP fingerprint: {pgp} (check it before trusting the tarball signature).",
    "hash|Host key fingerprint of bastion.acme.internal is {sshfp}; accept only that one.",
    'hash|S3 returned ETag "{hex32}" for the uploaded parquet, which matches the local MD5.',
    "hash|Cache key for the pip cache is pip-{hex64}, derived from hashFiles('requirements.lock').",
    "hash|go.sum line: golang.org/x/crypto v0.21.0 h1:{b64sum}",
    "hash|The model card lists the weights checksum sha256:{hex64}.",
    "hash|Helm chart digest sha256:{hex64} is what ArgoCD pins for the ingress chart.",
    "hash|Der SHA-256-Prüfwert der Installationsdatei ist {hex64}; bitte nach dem Download vergleichen.",
    "hash|镜像按摘要固定：registry.acme.cn/api@sha256:{hex64}，不要再用 latest 标签。",
    "hash|コミット {hex40} で CI が壊れたので、まずそれをリバートする。",
    "hash|La suma de verificación SHA-256 del instalador es {hex64}.",
    "hash|Контрольная сумма архива sha256: {hex64} — сверять перед развёртыванием.",
    "hash|Empreinte PGP de la clé de signature des versions : {pgp}.",
    "hash|O digest da imagem de produção é sha256:{hex64}; o deploy usa sempre o digest.",
    "hash|배포 이미지 다이제스트는 sha256:{hex64} 이며 태그 대신 이것으로 고정합니다.",
    "hash|SRI-hash van het script: {sri384}",
    # --- UUIDs, ULIDs, snowflakes ---------------------------------------------------------------
    "uuid|Tenant id for the Azure AD app registration: {uuid} (directory id, not a secret).",
    "uuid|The Grafana dashboard uid is {uuid}; link it from the runbook.",
    "uuid|Order events use ULIDs like {ulid} so they sort by time.",
    "uuid|Discord guild id {snow} and channel id {snow} for the community server.",
    "uuid|The feature flag new-checkout has id {uuid} in LaunchDarkly.",
    "uuid|Azure subscription {uuid} hosts the staging resource group rg-fieldnotes-stg.",
    "uuid|Der Mandant (Tenant-ID) des Kunden ist {uuid}.",
    "uuid|El ID de la suscripción de Azure es {uuid}; no es confidencial.",
    "uuid|工作区 ID：{uuid}（只是标识符，不是密钥）。",
    "uuid|Идентификатор арендатора Azure AD: {uuid}.",
    "uuid|テナントID は {uuid} です（シークレットではありません）。",
    "uuid|Kimlik: {uuid} — bu sadece proje kimliği, gizli değil.",
    # --- public keys -----------------------------------------------------------------------------
    "public-key|Add my public key to the deploy user's authorized_keys: {ed25519} dana@laptop",
    "public-key|CI's SSH public key (read-only deploy key) is {sshrsa} ci@acme",
    "public-key|JWT verification public key for the auth service: {pem_pub}",
    'public-key|JWKS for the staging issuer: {{"kty":"RSA","kid":"stg-2026-11","use":"sig","n":"{jwk_n}","e":"AQAB"}}',
    "public-key|sops age recipient for the prod overlay: {age}",
    "public-key|WireGuard peer for the office gateway: PublicKey = {wg}, Endpoint = vpn.acme.eu:51820",
    "public-key|The server's WireGuard public key is {wg}; clients add it under [Peer].",
    "public-key|Öffentlicher SSH-Schlüssel des Build-Servers: {ed25519} build@ci",
    "public-key|Clave pública de WireGuard del servidor: {wg}",
    "public-key|服务器的 WireGuard 公钥是 {wg}，客户端配置里放在 [Peer] 下面。",
    "public-key|Chave pública SSH do deploy: {ed25519} deploy@ci",
    "public-key|Публичный ключ age для шифрования бэкапов: {age}",
    # --- placeholders in every syntax ------------------------------------------------------------
    'placeholder|Call the API with curl -H "Authorization: Bearer <token>" https://api.acme.dev/v2/orders.',
    "placeholder|.env.example has STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx as a placeholder; copy it to .env and fill in.",
    "placeholder|The password field in the screenshot shows ******** — it is masked, nothing leaked.",
    "placeholder|docker-compose.yml uses POSTGRES_PASSWORD=changeme as a placeholder for local runs only; every real env overrides it.",
    "placeholder|The Helm values reference password: ${DB_PASSWORD} so the chart never holds the value.",
    "placeholder|Fetch the token at runtime: export NPM_TOKEN=$(pass show npm/publish-token)",
    "placeholder|In the workflow, pass token: ${{{{ secrets.PYPI_API_TOKEN }}}} to the publish step.",
    "placeholder|alembic.ini has sqlalchemy.url = postgresql://%(DB_USER)s:%(DB_PASS)s@db/app, filled from the environment.",
    "placeholder|DB password comes from vault:secret/data/payments/db#password at deploy time.",
    "placeholder|Lambda reads the API key from SSM parameter /prod/payments/stripe_secret_key (SecureString).",
    "placeholder|The secret ARN is arn:aws:secretsmanager:eu-west-1:{acct}:secret:prod/db-AbCdEf; the app fetches it on boot.",
    "placeholder|Use op://Engineering/Sentry Auth Token/credential in .env.tpl and run op inject.",
    "placeholder|Kubernetes secret ref: valueFrom.secretKeyRef name=payments-db key=password.",
    "placeholder|Set API_KEY=your-api-key-here in .env.local; the real one is in the team vault.",
    'placeholder|Terraform var "db_password" has no default and is supplied from TF_VAR_db_password in CI.',
    'placeholder|In the docs the example is api_key: "YOUR_API_KEY"; nobody should paste a real key there.',
    "placeholder|Spring config: spring.datasource.password=${{SPRING_DATASOURCE_PASSWORD}}",
    "placeholder|GitLab CI uses $CI_JOB_TOKEN to pull from the package registry; no stored token needed.",
    'placeholder|Ansible: ansible_become_password: "{{{{ vault_become_password }}}}" from group_vars/vault.yml.',
    "placeholder|Azure Key Vault reference: @Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/DbPassword/)",
    "placeholder|GCP: the function mounts projects/fieldnotes-prod/secrets/stripe-key/versions/latest as STRIPE_KEY.",
    "placeholder|Beispiel aus der Doku: curl -u <benutzer>:<passwort> https://api.example.de/status",
    "placeholder|Le mot de passe de la base vient de ${{DB_PASSWORD}} ; ne jamais l'écrire en dur.",
    "placeholder|En .env.example dejamos API_KEY=xxxxxxxxxxxxxxxx como marcador; cada quien pone la suya.",
    "placeholder|密码从 Vault 的 secret/data/app/db 路径读取，配置文件里只写 ${{DB_PASSWORD}}。",
    "placeholder|トークンは op://Dev/GitHub/token から取得する。設定ファイルには書かない。",
    "placeholder|Токен берётся из {{{{ secrets.DEPLOY_TOKEN }}}} в GitHub Actions, в репозитории его нет.",
    "placeholder|A senha do banco é injetada via ${{DB_PASSWORD}} pelo Kubernetes; no repositório só há o placeholder changeme.",
    "placeholder|비밀번호는 AWS Secrets Manager의 prod/db 항목에서 읽습니다. 설정에는 <password> 자리표시자만 있습니다.",
    "placeholder|Il token va messo in TOKEN=<il-tuo-token> nel file .env, che è in .gitignore.",
    "placeholder|Hasło do bazy pobieramy z $(vault kv get -field=password secret/db); w repo go nie ma.",
    # --- redacted values -------------------------------------------------------------------------
    "redacted|The leaked key in the incident log was sk_live_…[REDACTED]; it was rolled within 10 minutes.",
    "redacted|Support ticket shows Authorization: Bearer [REDACTED] — the logger masks it correctly.",
    "redacted|Old token ghp_****************************abcd was revoked on 2026-11-30.",
    "redacted|Log line after the fix: password=*** user=svc-report; masking works.",
    "redacted|Der Schlüssel im Log erscheint als api_key=<redacted>; die Maskierung greift.",
    "redacted|日志里的令牌已经显示为 token=****，脱敏生效。",
    'redacted|En el volcado el secreto aparece como "client_secret": "[OCULTO]", correcto.',
    "redacted|Ключ в логах теперь выводится как sk_live_****; маскирование работает.",
    # --- fake fixtures declared fake -------------------------------------------------------------
    "fake-fixture|tests/fixtures/auth.json has a FAKE token fake_{hex32} used only by the unit tests; it never worked anywhere.",
    "fake-fixture|The VCR cassettes scrub the key to DUMMY_API_KEY before they are committed.",
    "fake-fixture|Test fixture password 'correct-horse-battery-staple' is the well-known dummy from the xkcd comic; it is not used anywhere real.",
    "fake-fixture|conftest sets STRIPE_API_KEY=sk_test_fake_for_unit_tests so the client initialises offline.",
    "fake-fixture|Our test JWT secret is literally 'test-secret-do-not-use' and only the pytest fixture reads it.",
    "fake-fixture|Die Testdaten nutzen das Dummy-Passwort 'Passwort123' — reine Attrappe für den Login-Test.",
    "fake-fixture|测试用的假令牌 fake-token-0000 只在单元测试里出现，没有任何权限。",
    "fake-fixture|La contraseña de prueba 'test1234' es ficticia y solo existe en los fixtures.",
    # --- base64 that is not a credential --------------------------------------------------------
    "base64|The favicon is inlined as {png} in the email template.",
    "base64|Example protobuf payload for the decoder test (base64): {proto}",
    "base64|Content-MD5 header for the upload must be the base64 digest, e.g. {b64sum}",
    "base64|The font is embedded in the PDF template as base64 (data:font/woff2;base64,d09GMgABAAAAA{b64_43}).",
    "base64|Die Testnachricht als Base64 (nur Beispieldaten, kein Schlüssel): {proto}",
    # --- licence keys of public software, order / tracking / invoice numbers ---------------------
    "licence|For the Windows 11 Pro lab VMs we use Microsoft's public KMS client setup key W269N-WFGWX-YVC9B-4J6C9-T83GX against our KMS host.",
    "licence|The KMS generic key for Windows Server 2022 Standard (VDYBN-27WPP-V4HQT-9VMD4-VMK7H) is published by Microsoft; activation happens via kms.acme.local.",
    "licence|Sublime Text licence is per seat; the order number for the team pack was {order}.",
    "order|Customer complaint about order {order}; the refund went through as {inv}.",
    "order|UPS tracking number {ups} for the replacement YubiKeys.",
    "order|Invoice {inv} from Hetzner covers the November dedicated servers.",
    "order|Support case number {ticket} with AWS about the EBS throttling.",
    "order|Pedido {order}: el cliente pidió factura con NIF; número de factura {inv}.",
    "order|Bestellnummer {order}, Rechnung {inv}; Sendungsnummer {ups}.",
    "order|订单号 {order}，发票号 {inv}，快递单号 {ups}。",
    "order|注文番号 {order} の請求書番号は {inv} です。",
    "order|Номер заказа {order}, счёт {inv}.",
    # --- test IBANs and cards ---------------------------------------------------------------------
    "test-iban|SEPA tests use the documented example IBAN DE89 3704 0044 0532 0130 00; never a customer's.",
    "test-iban|The payment form accepts GB82 WEST 1234 5698 7654 32 in sandbox mode only (it is the textbook example IBAN).",
    "test-iban|Stripe test card 4242 4242 4242 4242 with any future expiry and any CVC works in test mode.",
    "test-iban|For 3DS flows use Stripe's test card 4000 0027 6000 3184.",
    "test-iban|L'IBAN d'exemple FR14 2004 1010 0505 0001 3M02 606 sert uniquement aux tests du formulaire.",
    "test-iban|Para probar pagos usamos la tarjeta de prueba 4242424242424242 de Stripe (modo test).",
    "test-iban|Testowy IBAN PL61 1090 1014 0000 0712 1981 2874 pochodzi z dokumentacji banku.",
    # --- password policy notes -------------------------------------------------------------------
    "policy|Passwords must be at least 16 characters and checked against HaveIBeenPwned on signup.",
    "policy|Admin passwords rotate every 90 days; service tokens every 30 days, enforced by the vault lease.",
    "policy|The password reset link expires after 15 minutes and the token is single-use.",
    "policy|Never log the Authorization header; the middleware strips it before Sentry sees the request.",
    "policy|API keys are hashed with argon2id before storage; we only keep the first 6 characters for display.",
    "policy|Das Passwort muss mindestens 12 Zeichen lang sein und eine Ziffer enthalten.",
    "policy|La contraseña debe tener al menos 14 caracteres; se rechazan las filtradas.",
    "policy|密码至少 16 位，必须包含大小写字母和数字，每 90 天更换一次。",
    "policy|パスワードは12文字以上で、記号を1つ以上含めること。",
    "policy|Пароль должен быть не короче 12 символов; токены живут не дольше 30 дней.",
    "policy|Le mot de passe doit contenir au moins 12 caractères et ne jamais être réutilisé.",
    "policy|A senha precisa ter no mínimo 12 caracteres e é trocada a cada 90 dias.",
    "policy|비밀번호는 최소 12자 이상이어야 하며 90일마다 변경합니다.",
    "policy|Wachtwoorden moeten minstens 14 tekens lang zijn; API-sleutels verlopen na 30 dagen.",
    "policy|Şifreler en az 12 karakter olmalı ve her 90 günde bir değiştirilmeli.",
    "policy|Mật khẩu phải dài ít nhất 12 ký tự và đổi sau mỗi 90 ngày.",
)

POS = (
    "stripe|Stripe secret key for the payouts worker is {sk_live}; move it to Vault today.",
    "stripe|STRIPE_RESTRICTED_KEY={rk_live} in the reporting cron's env.",
    "stripe|La clave secreta de Stripe del backend es {sk_live}.",
    "mapbox|Mapbox secret token (scopes: uploads:write) {mapbox_sk} is on the tile-builder box.",
    "aws|AWS keys for the backup user: AKIA id {akia}, secret {awssecret}",
    "aws|aws_secret_access_key = {awssecret} in ~/.aws/credentials on the old jump host.",
    "aws|Die AWS-Zugangsdaten des Exportjobs: {akia} / {awssecret}",
    "google|Google OAuth client secret for the admin portal: {gocspx}",
    "google|Maps server-side API key (unrestricted!) {aiza} is used by the geocoder cron; rotate it.",
    "algolia|Algolia admin API key {hex32} is what the indexer uses; it can delete indices.",
    "slack|Slack bot token for the deploy bot: {xoxb}",
    "github|The release bot's PAT is {ghp}; it has repo and workflow scopes.",
    "npm|NPM_TOKEN={npm} is set in the publish job.",
    "sentry|Sentry auth token for source map uploads: {sntrys}",
    "wireguard|WireGuard config of the office gateway: PrivateKey = {wg}",
    "wireguard|服务器的 WireGuard 私钥是 {wg}，不要提交到仓库。",
    "hex-secret|The webhook signing secret is {hex64}; verify the HMAC with it.",
    "hex-secret|API secret for the ledger partner: {hex40}",
    "named-field|The 'secret' field in the payments config is {r32}; move it to Vault.",
    'named-field|The "client_secret" value in the OAuth settings is {r40}.',
    "named-field|Im Feld 'password' der Staging-Konfiguration steht {pw}.",
    "password|The prod Postgres password is {pw}; only the migration job should use it.",
    "password|DB_PASSWORD={pw} in the staging .env that got committed by mistake.",
    "password|Контрольная сумма не нужна: пароль администратора Grafana — {pw}.",
    "password|La contraseña del usuario admin de Jenkins es {pw}.",
    "password|Jenkins の admin パスワードは {pw} です。",
    "password|A senha do root do banco de produção é {pw}.",
    "password|운영 DB 비밀번호는 {pw} 입니다.",
    "password|Le mot de passe du compte de service est {pw}.",
    "password|管理后台的密码是 {pw}，别外传。",
    "token|Deploy token for the staging cluster: {r40}",
    "token|El token de la API de facturación es {r32}.",
    "token|Der API-Token für den Rechnungsdienst lautet {r32}.",
    "token|API トークンは {r32} です。",
    "token|Токен бота для алертов: {r32}",
    "private-key|Signing key for release tarballs: -----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ{b64_43}{b64_43} -----END OPENSSH PRIVATE KEY-----",
    "url-creds|Reporting DB URL: postgresql://report:{pw}@db.acme.internal:5432/analytics",
    'jwk-private|The staging JWK includes the private exponent d: "{jwk_n}" — it must not be in this repo.',
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
        "# Probe fp33s negatives (written 2026-12-04 by helper fp33s before any fix drawn from it): harmless entries that look like credentials. None may be flagged.",
        "# Columns: kind<TAB>entry. Generated by gen_probe_fp33s.py (seeded, stdlib only); every value is synthetic or a publicly documented example.",
    ]
    neg += [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in NEG)]
    pos = [
        "# Probe fp33s positives (written 2026-12-04 by helper fp33s before any fix): secrets of the neighbouring shapes. All must be flagged.",
        "# Columns: kind<TAB>entry. Generated by gen_probe_fp33s.py (seeded, stdlib only); every value is synthetic.",
    ]
    pos += [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in POS)]
    (OUT / "probe_fp33s_negatives.tsv").write_text("\n".join(neg) + "\n", encoding="utf-8")
    (OUT / "probe_fp33s_positives.tsv").write_text("\n".join(pos) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
