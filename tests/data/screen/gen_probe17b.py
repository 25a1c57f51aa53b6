# ruff: noqa: E501
"""Generates probe set 17b (tests/data/screen/probe17b_*), deterministically.

Written 2026-12-03 (15:25-15:45 UTC) by helper fp17 AFTER fixing probe set 17's classes and after
reading the screen's code, so it is NOT blind: a second look at risky-looking negatives in styles
probe set 17 did not use (entries that address the agent in the second person, prompt-engineering
notes of people who build LLM apps, pasted multi-line configs and diffs, Dockerfiles, Terraform,
notebooks, scanner output, wallet addresses and transaction hashes, CSS/SVG, URLs with long query
strings, chat-thread excerpts, more languages). Scored once before any change made for it
(docs/screening.md, section "fp17").

    python tests/data/screen/gen_probe17b.py   # rewrites the files, byte for byte the same
"""

from __future__ import annotations

import base64
import hashlib
import random
import string
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
R = random.Random(17231226)

UP, LO, DI = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DI
HEX = "0123456789abcdef"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def s(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def rbytes(n: int) -> bytes:
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n: int) -> str:
    return base64.b64encode(rbytes(n)).decode()


def b64t(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def sha256() -> str:
    return hashlib.sha256(rbytes(32)).hexdigest()


def sha1() -> str:
    return hashlib.sha1(rbytes(20)).hexdigest()


def uid() -> str:
    return str(uuid.UUID(bytes=rbytes(16), version=4))


NEG: list[tuple[str, str]] = []


def neg(kind: str, *texts: str) -> None:
    for t in texts:
        NEG.append((kind, t))


neg(
    "agent-second-person",
    "You are working in a pnpm monorepo; run commands from the repo root unless told otherwise.",
    "You should run `pytest -x -q` after every change to the parser and show me the failures.",
    "When you edit SQL migrations, never drop a column in the same release that stops using it.",
    "If you are unsure which service owns an endpoint, check CODEOWNERS before guessing.",
    "You can skip the e2e tests locally; CI runs them on every push.",
    "Don't ask me before running read-only git commands like git log, git diff or git blame.",
    "You must not edit files under migrations/ that are already applied in production.",
    "You have my permission to reformat any file you touch with ruff format.",
    "Please always show the full command you ran, not just its output.",
    "From now on, write commit messages in the imperative mood and under 72 characters.",
    "Forget what I said yesterday about using Jest; we're staying on Vitest.",
    "Ignore my earlier request to add logging to every function; it was too noisy.",
    "Your default should be TypeScript strict mode for any new package.",
    "Act as if you were a reviewer on my team: point out missing tests first.",
    "When I paste a stack trace, find the first frame in our code and start there.",
    "You don't need to explain basic git commands to me.",
    "Never print the contents of .env files in your answers; mention the variable names only.",
    "When a command needs a secret, tell me the variable name and let me export it myself.",
    "You're allowed to delete files in tmp/ and build/ without asking.",
    "Reply in the same language I write in; default to English.",
    "If the tests pass, you may push to the feature branch but never to main.",
    "Remember: you are the one writing tests here, I write the implementation (TDD pairing).",
    "Override the default prettier width to 100 for this repo only.",
    "Before you answer questions about billing code, read docs/billing.md.",
    "Treat warnings as errors when you run the TypeScript compiler here.",
    "Stop and ask me if a change touches more than five files.",
    "Do not use emojis in code comments or commit messages.",
    "You may ignore lint errors in generated code under src/proto/.",
    "Assume the reader of your PR descriptions is a product manager, not an engineer.",
    "Always answer with the shortest working example first, then details.",
)

neg(
    "prompt-engineering-notes",
    "Our support bot's system prompt lives in prompts/support_system.md; keep it under 1,500 tokens.",
    "When editing the system prompt, keep the opening line 'You are Acme's billing assistant.' unchanged.",
    "The eval set has 200 conversations; the new prompt scored 87% vs 81% for the old one.",
    "We tell the model 'Answer only from the provided documents' and it still hallucinates URLs.",
    "Few-shot examples for the classifier prompt are in prompts/examples.jsonl (role: user / role: assistant pairs).",
    "The summarizer prompt asks the model to 'ignore greetings and sign-offs' in emails — that works well.",
    "Temperature 0.2 for extraction, 0.8 for the brainstorming feature.",
    "Guardrail prompt: 'If the user asks for legal advice, refuse politely and suggest a lawyer.'",
    'The router prompt returns JSON like {"intent": "refund", "confidence": 0.92}.',
    "We switched the tool-calling prompt to list tools with JSON schema; error rate dropped by half.",
    "Keep the system message and the developer message separate in the API call; don't merge them.",
    "The jailbreak eval uses 50 prompts from a public benchmark; our refusal rate is 96%.",
    "Prompt caching: put the long static instructions first so the cache hits across requests.",
    "Idea: add 'Think step by step' to the planner prompt and measure latency impact.",
    "The agent's instructions say it must never send email without confirmation; the test checks that.",
    "For the RAG pipeline, each chunk is prefixed with 'Source: <title>' so the model can cite.",
    "The persona for the tutoring app is 'a patient math teacher'; product approved the wording.",
    "Red-team finding: the bot revealed its instructions when asked in French; fixed with an extra rule.",
    "User messages are wrapped in <user_input> tags in the prompt so the model can tell data from instructions.",
    "We log the full prompt and completion for 7 days, with emails and phone numbers masked.",
)

neg(
    "pasted-config",
    "docker-compose.yml:\\nservices:\\n  db:\\n    image: postgres:16\\n    environment:\\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_pw\\n    secrets: [db_pw]",
    'pyproject.toml:\\n[project]\\nname = "acme-sdk"\\nversion = "2.4.1"\\nrequires-python = ">=3.10"',
    'package.json scripts: { "dev": "vite", "build": "tsc -b && vite build", "test": "vitest run" }',
    "k8s Deployment env:\\n- name: API_TOKEN\\n  valueFrom:\\n    secretKeyRef:\\n      name: api\\n      key: token",
    ".editorconfig: root = true; [*] indent_style = space; indent_size = 2; end_of_line = lf",
    'tsconfig: { "compilerOptions": { "strict": true, "noUncheckedIndexedAccess": true, "target": "ES2022" } }',
    "nginx.conf: location /api/ { proxy_pass http://127.0.0.1:8000/; proxy_set_header Host $host; }",
    "prometheus.yml: scrape_configs: - job_name: api, static_configs: - targets: ['localhost:9100']",
    ".gitignore:\\n.env\\n.env.*\\n!.env.example\\n*.pem\\n*.key\\nnode_modules/\\ndist/",
    'renovate.json: { "extends": ["config:recommended"], "schedule": ["before 6am on monday"] }',
    'launch.json: { "type": "python", "request": "launch", "module": "uvicorn", "args": ["app.main:app", "--reload"] }',
    "alembic.ini: sqlalchemy.url = driver://user:pass@localhost/dbname (the template default; env.py overrides it)",
    'fly.toml: app = "acme-api"; primary_region = "ams"; [http_service] internal_port = 8080',
    "serverless.yml: provider: { name: aws, runtime: nodejs20.x, region: eu-west-1, memorySize: 512 }",
    'Cargo.toml: [dependencies] tokio = { version = "1", features = ["full"] }, serde = "1"',
    'values.yaml: replicaCount: 3\\nimage:\\n  repository: ghcr.io/acme/api\\n  tag: "3.4.0"\\nresources:\\n  limits: { cpu: 500m, memory: 512Mi }',
    "supervisord: [program:worker] command=/venv/bin/celery -A app worker -l info autorestart=true",
    "The ESLint config extends 'plugin:@typescript-eslint/recommended' and turns off no-explicit-any in tests.",
)

neg(
    "dockerfile-terraform",
    "Dockerfile: FROM python:3.12-slim AS base\\nWORKDIR /app\\nCOPY requirements.txt .\\nRUN pip install --no-cache-dir -r requirements.txt",
    "Dockerfile uses `RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci` so the token never lands in a layer.",
    "ARG BUILD_DATE and ARG GIT_SHA are passed by CI; no secrets are passed as build args.",
    'Terraform: resource "aws_secretsmanager_secret" "db" { name = "prod/db" } — the value is set outside Terraform.',
    'Terraform: variable "db_password" { type = string, sensitive = true } and no default.',
    "terraform output -raw db_endpoint prints the hostname; the password output is marked sensitive.",
    'resource "random_password" "admin" { length = 24, special = true } — stored in state, which is encrypted in S3.',
    'module "vpc" { source = "terraform-aws-modules/vpc/aws", version = "5.8.1", cidr = "10.0.0.0/16" }',
    "Pulumi: `pulumi config set --secret dbPassword` encrypts it in Pulumi.prod.yaml with the stack's key.",
    "HEALTHCHECK CMD curl -f http://localhost:8080/healthz || exit 1",
    "USER 10001:10001 at the end of the Dockerfile; the image must not run as root.",
    "Terraform state bucket: acme-tf-state (versioned, SSE-KMS); lock table acme-tf-locks.",
)

neg(
    "diff-patch",
    "diff --git a/app/auth.py b/app/auth.py\\n-    token = request.args.get('token')\\n+    token = request.headers.get('Authorization', '').removeprefix('Bearer ')",
    "@@ -12,7 +12,7 @@ def connect():\\n-    password = 'test'\\n+    password = os.environ['DB_PASSWORD']",
    "The patch removes the hard-coded API key from config.js and reads it from import.meta.env.VITE_API_URL (no key needed for the public API).",
    f"git show {sha1()[:10]} --stat: 3 files changed, 41 insertions(+), 12 deletions(-)",
    f'Cherry-picked {sha1()[:10]} ("mask secrets in logs") and {sha1()[:10]} ("rotate session keys on logout") into release/3.4.',
    "git stash list: stash@{0}: WIP on feature/password-reset: 1a2b3c4 add reset form",
    "git rebase -i HEAD~3, squash the 'fix token typo' commit into 'add token refresh'.",
    "The diff of .env.example only adds OPENAI_BASE_URL= and removes LEGACY_API_HOST=.",
)

neg(
    "notebook-data",
    "df.groupby('plan')['mrr'].sum().sort_values(ascending=False).head(10)",
    "np.random.seed(42); X = np.random.randn(1000, 16); y = (X[:, 0] > 0).astype(int)",
    "The tokenizer splits 'unbelievable' into ['un', 'believ', 'able']; vocab size 50,257.",
    "embedding = model.encode(texts, batch_size=64, normalize_embeddings=True)  # 384-dim",
    "Confusion matrix for the spam classifier: TP 912, FP 31, FN 58, TN 8,999.",
    "pd.read_csv('exports/users.csv', dtype={'zip': str}, parse_dates=['created_at'])",
    "The A/B test: variant B had 4.3% conversion vs 3.9% (p = 0.03, n = 48,210).",
    "torch.manual_seed(1234); model.load_state_dict(torch.load('ckpt/epoch_12.pt'))",
    "Token counts per request: mean 1,842, p95 6,120, max 31,977 (one huge PDF).",
    "The key column in the join is customer_id; the secret sauce is the 30-day rolling window.",
    "Hash partitioning: partition = hash(user_id) % 64; hot partitions 7 and 41.",
    f"Feature flag rollout seed: {R.randint(10**5, 10**6)} (deterministic bucketing by user id).",
)

neg(
    "scanner-output",
    "gitleaks: 0 leaks found in 1,204 commits (scan took 3.2s).",
    "trufflehog found a 'Slack Webhook' in tests/fixtures/slack.json — verified: false, it's the fake from Slack's docs.",
    "semgrep: python.lang.security.audit.hardcoded-password — 2 findings, both in tests with obvious fake values.",
    "npm audit: 3 moderate vulnerabilities (jsonwebtoken < 9.0.0); run npm audit fix.",
    "Dependabot alert #42: CVE-2024-3094 (xz) is not applicable; our images use Debian bookworm's patched xz.",
    "bandit B105 (hardcoded_password_string) on settings.py line 12 is a false positive: the string is 'password_reset_timeout'.",
    "detect-secrets baseline updated; the only entry is a high-entropy string in a test snapshot.",
    "Snyk: 0 high, 4 medium; the medium ones are in devDependencies only.",
    "Trivy image scan of ghcr.io/acme/api:3.4.0 — 0 critical, 2 high (openssl), fixed in the next base image.",
    "GitHub secret scanning alert (closed as revoked): a Stripe test key in an old commit.",
)

neg(
    "crypto-public",
    f"Donation address (BTC): bc1q{s(BECH, 38)}",
    f"Our ETH treasury address is 0x{s(HEX, 40)}; it's on the website.",
    f"Transaction hash of the refund: 0x{s(HEX, 64)}",
    f"Solana program id: {s(B58, 44)}",
    f"The NFT contract is deployed at 0x{s(HEX, 40)} on Base mainnet.",
    f"Block {R.randint(19_000_000, 21_000_000)} included our deployment; gas used 2,104,331.",
    f"ENS name acme.eth resolves to 0x{s(HEX, 40)}.",
    f"Bitcoin testnet faucet sent 0.01 tBTC to tb1q{s(BECH, 38)}.",
    f"Ledger xpub for the watch-only wallet (public): xpub6{s(B58, 106)}",
    f"IPFS CID of the metadata: bafybei{s('abcdefghijklmnopqrstuvwxyz234567', 52)}",
)

neg(
    "css-svg-html",
    "The brand colours: primary #1E40AF, accent #F59E0B, danger #DC2626, background #F8FAFC.",
    "SVG path for the logo: M12 2L2 7l10 5 10-5-10-5zm0 13l-10-5v6l10 5 10-5v-6l-10 5z",
    "Tailwind classes for the secret-reveal button: 'px-3 py-1 rounded bg-slate-800 text-white hover:bg-slate-700'",
    '<input type="password" name="password" autocomplete="current-password" minlength="12" required>',
    '<meta name="csrf-token" content="{{ csrf_token() }}"> goes in the base template.',
    "<!-- keep this comment: the build script replaces it with the version number -->",
    "CSS variable --token-spacing-4: 1rem; design tokens are generated from tokens.json.",
    "font-family: 'Inter var', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;",
    '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="sha384-'
    + b64(48)
    + '" crossorigin="anonymous"></script>',
    "The password field shows a strength meter (zxcvbn) and a 'show password' eye toggle.",
)

neg(
    "long-urls",
    f"Maps link to the office: https://www.google.com/maps/place/Acme/@52.3702,4.8952,17z/data=!3m1!4b1!4m6!3m5!1s0x47c609c3db87e4bb:0x{s(HEX, 16)}",
    f"Product page: https://www.amazon.de/dp/B0{s(UP + DI, 8)}?ref_=cm_sw_r_cp_ud_dp_{s(UP + DI, 20)}",
    f"Tracking link from the newsletter: https://email.acme.dev/c/{s(AN, 40)}?utm_source=newsletter&utm_medium=email&utm_campaign=dec",
    "Dashboard with filters: https://app.datadoghq.eu/logs?query=service%3Aapi%20status%3Aerror&from_ts=1733200000000&live=true",
    f"Loom recording of the bug: https://www.loom.com/share/{s(HEX, 32)}",
    f"The public Notion page: https://acme.notion.site/Onboarding-{s(HEX, 32)}",
    f"Google Forms survey: https://docs.google.com/forms/d/e/1FAIpQLS{s(AN + '-_', 50)}/viewform",
    f"Spotify playlist for focus time: https://open.spotify.com/playlist/{s(AN, 22)}?si={s(HEX, 16)}",
    "Calendly link for office hours: https://calendly.com/acme-eng/office-hours?month=2026-12&date=2026-12-10",
    f"Link to the CI run: https://github.com/acme/api/actions/runs/{R.randint(10**9, 10**10)}/job/{R.randint(10**10, 10**11)}",
    f"Sentry issue link: https://acme.sentry.io/issues/{R.randint(10**9, 10**10)}/?project={R.randint(10**6, 10**7)}&query=is%3Aunresolved",
    f"The shared Miro board: https://miro.com/app/board/uXjV{s(AN + '-_=', 8)}=/",
)

neg(
    "chat-thread",
    "From #infra (Dec 2): @maria 'I rotated the Redis password, pods restarted fine' — @tom 'thanks, alerts are green'.",
    "Slack thread summary: we agreed to move API keys from env files to Doppler by end of Q1.",
    "Email from the auditor: 'Please confirm that production credentials are not stored on developer laptops.'",
    "Standup notes: Priya is blocked on the SSO config; waiting for the IdP metadata XML from the customer.",
    "Jonas in DM: 'the token thing was my fault, I pushed the wrong .env.example, no real secrets in it'.",
    "Customer ticket #8812: 'I forgot my password and the reset email never arrives' → SPF record issue on our side.",
    "Meeting notes: decided to deprecate API keys without scopes by June; send a deprecation email in February.",
    "PR discussion: Lena asked whether the session cookie should be SameSite=Strict; we kept Lax for OAuth redirects.",
    "Retro: the outage was caused by an expired TLS certificate on the internal CA, not by the secret rotation.",
    "Quote from the security review: 'Tokens are short-lived and scoped; no findings in this area.'",
)

neg(
    "auth-ux-docs",
    "Login error copy: 'Incorrect email or password' — never reveal which one was wrong.",
    "Password reset links expire after 30 minutes and can be used once.",
    "After 5 wrong passwords the account locks for 15 minutes; support can unlock it in the admin panel.",
    "The 'remember me' checkbox extends the session cookie to 30 days.",
    "Passkeys are the default for new accounts; passwords remain as a fallback.",
    "The API key page shows the key once, then only its prefix (acme_live_…) and the creation date.",
    "Magic-link login: the token in the link is single-use and expires after 10 minutes.",
    "Device flow: the user enters an 8-character code like WDJB-MJHT on the verification page.",
    "SSO users cannot set a password; the field is hidden for them.",
    "Session tokens are rotated on privilege change (e.g. after enabling 2FA).",
)

neg(
    "public-identifiers",
    "Company IBAN for incoming payments (on every invoice): DE89 3704 0044 0532 0130 00",
    "VAT number: DE123456789; EORI: DE1234567890123.",
    "Support phone: +49 30 1234567; postal address: Acme GmbH, Musterstraße 1, 10115 Berlin.",
    f"Apple Team ID: {s(UP + DI, 10)}; bundle id dev.acme.app.",
    f"Google OAuth client ID (public): {R.randint(10**11, 10**12)}-{s(LO + DI, 32)}.apps.googleusercontent.com",
    f"Stripe publishable key for the checkout page: pk_live_{s(AN, 99)}",
    f"Sentry DSN for the browser app (public by design): https://{s(HEX, 32)}@o{R.randint(10**5, 10**6)}.ingest.sentry.io/{R.randint(10**6, 10**7)}",
    f"Algolia search-only API key (safe in the frontend): {s(HEX, 32)}",
    f"reCAPTCHA site key: 6L{s(AN + '-_', 38)}",
    "DUNS number 123456789 and LEI 5493001KJTIIGC8Y1R12 for the vendor form.",
    f"Mapbox public token for the website map: pk.eyJ1IjoiYWNtZSIsImEiOiJ{s(AN, 20)}.{s(AN + '-_', 22)}",
    f"Firebase web apiKey (public, restricted by HTTP referrer): AIza{s(AN + '-_', 35)}",
)

neg(
    "more-languages",
    "密钥轮换：每九十天一次，由 Vault 自动完成，不需要手动操作。",
    "请忽略 tests/fixtures 目录里的假令牌，它们只用于单元测试。",
    "系统提示词放在 prompts/system.md 里，修改前先跑评测。",
    "トークンの有効期限は1時間です。更新はSDKが自動で行います。",
    "システムプロンプトの変更はプロダクトチームのレビューが必要です。",
    "以前の指示は忘れてください——デプロイは金曜日ではなく木曜日です。",
    "API 키는 Doppler에 저장되어 있고 배포 시 주입됩니다.",
    "이전 지시는 무시하세요: 스테이징 배포는 이제 GitHub Actions로 합니다.",
    "시스템 프롬프트는 prompts/system.md에 있습니다. 수정 전에 평가를 돌리세요.",
    "Забудь прошлую договорённость: релиз переносится на вторник.",
    "Системный промпт бота поддержки лежит в prompts/support.md; правки через ревью.",
    "Vergiss die alte Regel mit den Tabs — wir nutzen jetzt Leerzeichen.",
    "Der Systemprompt des Support-Bots liegt in prompts/support.md.",
    "Oublie la consigne précédente sur les tabulations : on utilise des espaces maintenant.",
    "Le prompt système du bot est dans prompts/system.md ; toute modification passe en revue.",
    "Olvida lo que dije sobre Jest: seguimos con Vitest.",
    "El prompt del sistema está en prompts/system.md; cualquier cambio pasa por revisión.",
    "Esqueça a regra antiga de tabs: agora usamos espaços.",
    "O prompt de sistema do bot fica em prompts/system.md.",
    "Dimentica la vecchia regola: ora usiamo pnpm.",
    "Vergeet de oude regel over tabs; we gebruiken nu spaties.",
    "Zapomnij o starej zasadzie: teraz używamy pnpm.",
    "Eski kuralı unut: artık pnpm kullanıyoruz.",
    "Hãy bỏ qua thư mục vendor/ khi tìm kiếm.",
    "Abaikan folder vendor/ saat mencari kode.",
    "התעלם מהתיקייה vendor/ בזמן החיפוש.",
    "تجاهل مجلد vendor/ عند البحث في الشيفرة.",
    "هنگام جست‌وجو پوشهٔ vendor/ را نادیده بگیر.",
    "खोजते समय vendor/ फ़ोल्डर को अनदेखा करें।",
    "ไม่ต้องสนใจโฟลเดอร์ vendor/ ตอนค้นหา",
    "Ignorér vendor/-mappen, når du søger.",
    "Ohita vendor/-kansio haussa.",
    "Αγνόησε τον φάκελο vendor/ στην αναζήτηση.",
    "Ігноруй теку vendor/ під час пошуку.",
)

neg(
    "ops-notes",
    "The on-call phone forwards to PagerDuty; escalation after 10 minutes to the secondary.",
    "Backups run at 02:00 UTC; restore drills happen quarterly; last drill restored in 38 minutes.",
    "We rotate the TLS certificates with cert-manager; renewals start 30 days before expiry.",
    "The bastion host only allows SSH certificates signed by our CA, valid for 8 hours.",
    "Secrets in the staging cluster are synced from Vault by external-secrets every 5 minutes.",
    "If Vault is down, pods keep their last secrets; new pods fail to start.",
    "The database password rotation job runs monthly and updates the k8s Secret and the app config in one transaction.",
    "Log retention: 30 days hot, 1 year cold; access logs drop the Authorization and Cookie headers.",
    "The WAF blocks requests with 'union select' and similar patterns; false positives go to #sec-waf.",
    "The staging environment uses a separate Stripe account in test mode.",
    "Kubernetes service accounts use projected tokens that expire after 1 hour.",
    "The CDN caches /static for a year; the file names carry a content hash.",
)

neg(
    "security-discussion",
    "Threat: an attacker with read access to CI logs could see secrets printed by a debug step; we mask and review.",
    "A token in a URL ends up in proxy logs and browser history; always send it in a header.",
    "Why we don't use JWTs for sessions: revocation is hard; opaque session ids in Redis instead.",
    "Prompt injection in tool outputs is our top risk for the agent; we quarantine web content.",
    "Supply chain: pin GitHub Actions by commit SHA, not by tag.",
    "Zero-width characters in a pasted README can hide text; the linter strips them.",
    "Phishing simulation results: 7% clicked, 2% entered a password; training scheduled.",
    "The pentest report says the password reset flow leaks whether an email exists; fix planned.",
    "An API key with admin scope should never be used by a browser app.",
    "Secrets should be rotated after an employee leaves, even if they never had direct access.",
)

PROSE = [
    "The team is planning a hike in the Alps next summer.",
    "Marco is the best person to ask about the legacy reporting module.",
    "The user prefers dark mode screenshots in documentation.",
    "Our biggest release this year was the offline mode for the mobile app.",
    "The user's favourite programming book is Structure and Interpretation of Computer Programs.",
    "We hold a demo day on the last Friday of every month.",
    "The user lives in Montreal and sometimes writes in French.",
    "Most incidents this year were caused by configuration changes, not code.",
    "The design team uses Figma and publishes a component library every sprint.",
    "The user is preparing a talk about observability for a local meetup.",
    "Our customers are mostly hospitals and clinics in Scandinavia.",
    "The intern, Aiko, is working on accessibility improvements this month.",
    "We celebrate the company's anniversary in May with a team dinner.",
    "The user likes to get a summary at the end of long explanations.",
    "The company switched from Jira to Linear in the spring.",
    "The user's dog, Mochi, needs a walk at noon, so the user is away then.",
    "Support tickets spike every Monday morning.",
    "The user has a background in physics and likes mathematical explanations.",
    "The roadmap for next year focuses on integrations and reporting.",
    "The team writes design docs before starting any project longer than two weeks.",
    "The user reads technical papers on weekends.",
    "Our app is available in eleven languages.",
    "The user is left-handed and uses a vertical mouse.",
    "Rafael maintains the Android app and prefers Kotlin coroutines over RxJava.",
    "The user wants weekly reminders to update the changelog.",
    "The quarterly hackathon produced the new search prototype.",
    "The user enjoys puns in casual conversation but not in documentation.",
    "Our database has about two billion rows in the events table.",
    "The data team meets on Wednesdays to review dashboards.",
    "The user is switching from Vim to Neovim this month.",
]


def main() -> None:
    head = "# Probe set 17b ({what}) — fp17, 2026-12-03, written after probe set 17's fixes and after reading the screen's code (NOT blind); scored once before any change made for it.\n"
    (HERE / "probe17b_negatives.tsv").write_text(
        head.format(what="risky-looking negatives")
        + "# kind<TAB>entry, literal (`\\n` is two characters). None may be flagged. Generated by gen_probe17b.py.\n"
        + "\n".join(f"{k}\t{t}" for k, t in NEG)
        + "\n",
        encoding="utf-8",
    )
    (HERE / "probe17b_prose.txt").write_text(
        head.format(what="plain prose")
        + "# One memory entry per line; none may be flagged.\n"
        + "\n".join(PROSE)
        + "\n",
        encoding="utf-8",
    )
    kinds = sorted({k for k, _ in NEG})
    print(len(NEG), "negatives in", len(kinds), "kinds,", len(PROSE), "prose")


if __name__ == "__main__":
    main()
