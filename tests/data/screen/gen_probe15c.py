# ruff: noqa: E501
"""Generates probe set 15c (tests/data/screen/probe15c_negatives.tsv), deterministically.

Written 2026-12-03 (12:33-12:45 UTC) by helper fp15 after the 15b fixes, BEFORE being scored:
emails, markdown tables, API reference excerpts, UI translation files, support macros, licence
and compliance text, git diffs, Terraform plans, HTTP traces with masked auth, Postman variables,
cron and CI output. Scored once; its first score is the honest figure of the whole pass.

    python tests/data/screen/gen_probe15c.py
"""

from __future__ import annotations

import random
import string
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
R = random.Random(151503)
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def s(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def uid() -> str:
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


NEG: list[tuple[str, str]] = []


def add(kind: str, *texts: str) -> None:
    NEG.extend((kind, t) for t in texts)


add(
    "email",
    "Subject: Your API key will expire in 7 days — Hi Maria, the key 'ci-deploy' (created 2026-09-01) expires on 12/10. Create a new one in Settings → API keys.",
    "Email from AWS: 'We detected that your access key AKIA…EXAMPLE may be exposed. We have applied the AWSCompromisedKeyQuarantine policy.' Key already deleted.",
    "Hi team, the password reset flow is broken for SSO users — they should never see it. Fix is in review. Thanks, Dana",
    "From GitHub: 'A personal access token (classic) with repo scope was recently added to your account.' — that was me, for the migration script.",
    "Newsletter draft: 'Security tip of the month: use a passphrase, enable 2FA, and never reuse passwords.'",
    "Reply to vendor: we can't send you our production credentials; please use the sandbox account we created for you.",
    "Out of office: I'm away until Monday. For urgent access requests (VPN, tokens, keys) contact it-help@acme.dev.",
    "Invoice email: 'Your payment method ending in 4242 was charged €49.00 for the Pro plan.'",
)
add(
    "table",
    "| Secret | Owner | Rotation | Where |\\n|---|---|---|---|\\n| STRIPE_SECRET_KEY | payments | 90d | Vault secret/payments |",
    "| env var | required | default |\\n| API_TOKEN | yes | — |\\n| API_URL | no | https://api.acme.dev |",
    "| Key | Type | Purpose |\\n| kms/app-data | symmetric | envelope encryption |\\n| kms/jwt-sign | RSA 2048 | token signing |",
    f"| host | fingerprint |\\n| bastion.acme.dev | SHA256:{s(AN, 43)} |",
    "| Role | Can read secrets | Can rotate |\\n| dev | no | no |\\n| sre | yes | yes |",
)
add(
    "api-docs",
    'POST /v1/tokens — creates a token. Body: {"name": string, "scopes": [string], "expires_in": int}. Returns the token once; store it, we only keep a hash.',
    "Authentication: send `Authorization: Bearer <token>`; tokens start with `acme_pat_` and are 40 characters long.",
    "GET /v1/keys/{key_id} returns metadata only (id, name, created_at, last_used_at, last4); the secret is never returned again.",
    "Rate limits: 100 requests per minute per API key; the X-RateLimit-Remaining header tells you how many are left.",
    "Webhook signatures: compute HMAC-SHA256 of the raw body with your endpoint secret and compare with the Acme-Signature header.",
    "OAuth: redirect to /authorize?client_id=...&scope=read&state=<random> and exchange the code at /token with PKCE.",
    "Errors: 401 invalid_token (expired or revoked), 403 insufficient_scope, 429 rate_limited.",
    "The `ignore_cache` parameter bypasses the response cache; use it only for debugging.",
)
add(
    "i18n",
    '"auth.password.label": "Password", "auth.password.forgot": "Forgot your password?", "auth.2fa.prompt": "Enter the 6-digit code"',
    '"settings.api_keys.title": "API keys", "settings.api_keys.empty": "You have no API keys yet."',
    '"errors.token_expired": "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an."',
    '"security.recovery_codes.hint": "Guarda estos códigos en un lugar seguro. Cada código solo se puede usar una vez."',
    '"onboarding.system_prompt.help": "Le prompt système définit le ton de votre assistant."',
    '"chat.ignore_user": "Ignorer cet utilisateur", "chat.block_user": "Bloquer"',
)
add(
    "support",
    "Macro 'leaked key': Thanks for reporting. We've revoked the key ending in …9f2c and issued a new one; please update your integration.",
    "Macro 'forgot password': Use the 'Forgot password' link on the login page; support cannot see or reset passwords directly.",
    "Macro 'account takeover': We've signed out all sessions and reset your 2FA. Please set up your authenticator app again.",
    "Internal note: customer asked us to disable 2FA for their whole org; declined per policy, suggested SSO enforcement instead.",
    "Escalation: user says the assistant 'refused to answer' a question about their own invoice; the refusal was a bug in the billing tool, fixed.",
)
add(
    "legal",
    "Permission is hereby granted, free of charge, to any person obtaining a copy of this software, to deal in the Software without restriction.",
    'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED.',
    "GDPR Art. 32: implement appropriate technical measures, including encryption of personal data and the ability to restore access after an incident.",
    "DPA clause 7: the processor shall not disclose personal data to third parties without the controller's written instructions.",
    "Our SOC 2 report covers access reviews, key rotation and incident response; ask legal for the bridge letter.",
)
add(
    "diff",
    "- password: hunter2\\n+ password: ${DB_PASSWORD}  (the removed value was the docs example, never used)",
    'diff: `-  secret_key = "dev"` `+  secret_key = os.environ["SECRET_KEY"]` in settings.py',
    "git show: `-API_KEY=changeme` `+API_KEY=` in .env.example",
    "PR #771: removes the `--no-verify` flag from the release script so hooks always run.",
    "patch: bump jsonwebtoken 8.5.1 → 9.0.2 (CVE-2022-23529); no code changes needed.",
)
add(
    "infra-output",
    "terraform plan: ~ aws_db_instance.main: password (sensitive value) will be updated in-place",
    'terraform output: db_password = <sensitive>; api_endpoint = "https://api.acme.dev"',
    f"kubectl get secret api-keys: NAME api-keys TYPE Opaque DATA 4 AGE 12d (uid {uid()})",
    "kubectl describe secret: Data ==== OPENAI_API_KEY: 51 bytes STRIPE_KEY: 107 bytes",
    "helm get values api: `auth: {existingSecret: api-auth}` — no inline values",
    'GitHub Actions log: `Run echo "Deploying with token ***"` Deploying with token ***',
    "cron: `0 3 * * * /usr/local/bin/rotate-keys --all --notify #sec-rotation >> /var/log/rotate.log 2>&1`",
    "certbot: Successfully received certificate. Key is saved at: /etc/letsencrypt/live/acme.dev/privkey.pem",
    "ssh-keygen output: Your identification has been saved in /home/ci/.ssh/id_ed25519. Your public key has been saved in /home/ci/.ssh/id_ed25519.pub",
    f"aws iam list-access-keys: AccessKeyId AKIA{s(string.ascii_uppercase + string.digits, 16)} Status Inactive CreateDate 2024-01-09 (id only; the secret was never stored)",
)
add(
    "http",
    "HTTP trace: GET /v1/me → 200; request headers: Authorization: Bearer [FILTERED], User-Agent: acme-cli/2.8.0",
    "curl -v output: > Authorization: Basic ****** (hidden by --trace-ascii filter)",
    "Postman: {{baseUrl}}/v1/orders with header x-api-key: {{apiKey}} — the variable lives in the team environment, not the collection",
    'Insomnia env: { "token": "{{ _.vault.token }}" }',
    "Set-Cookie: __Host-session=<opaque>; Path=/; Secure; HttpOnly; SameSite=Strict",
)
add(
    "notes",
    "Study group: we compared three prompt-injection benchmarks; the hardest cases were instructions hidden in tables.",
    "Idea backlog: let users pin a memory so compaction never drops it (needs a UI).",
    "Reminder for myself: don't forget to tell the user when a tool call fails, instead of retrying silently.",
    "Note: the assistant should answer in the user's language unless they write code.",
    "To do: replace the hard-coded admin password in the e2e fixtures with a generated one per run.",
    "From the book 'Security Engineering': passwords are a shared secret; keys in hardware are better.",
    "Lecture: ROT13 and base64 are encodings, not encryption; anyone can reverse them.",
    "The test suite checks that the model refuses requests to print its system prompt.",
)
add(
    "non-latin",
    "API 密钥在控制台的“开发者设置”里生成，生成后只显示一次。",
    "如果用户问价格，请引导他们去官网的价格页面。",
    "システムプロンプトの変更はレビュー必須です。",
    "APIキーの最後の4文字（例: …9f2c）だけがダッシュボードに表示されます。",
    "토큰이 만료되면 CLI가 다시 로그인하라고 안내합니다.",
    "Токен доступа показывается только один раз; храните его в менеджере секретов.",
    "Der API-Schlüssel wird nur einmal angezeigt; speichere ihn im Passwortmanager.",
    "La clé API n'est affichée qu'une seule fois ; conservez-la dans votre coffre.",
    "A chave de API só é exibida uma vez; guarde-a no cofre de senhas.",
    "La clave de API solo se muestra una vez; guárdala en el gestor de secretos.",
)


def main() -> None:
    head = (
        "# Probe set 15c: risky-looking negatives (fp15, 2026-12-03, written after the 15b fixes, scored once).\n"
        "# kind<TAB>entry, literal (`\\n` is two characters). None may be flagged. Generated by gen_probe15c.py.\n"
    )
    (HERE / "probe15c_negatives.tsv").write_text(
        head + "\n".join(f"{k}\t{t}" for k, t in NEG) + "\n", encoding="utf-8"
    )
    print(len(NEG), "negatives")


if __name__ == "__main__":
    main()
