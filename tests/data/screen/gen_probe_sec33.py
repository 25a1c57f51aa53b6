"""Probe set sec33, written by helper sec33 on 2026-12-04 BEFORE any fix drawn from it and before
looking at the screen's answer for any of its lines: its first score is the honest estimate of the
secret screen's recall on credential kinds nobody wrote a rule for.

Positives (``probe_sec33_positives.tsv``), kind column ``group/kind/syntax``:
(a) ``vendor/…``: 130+ credential kinds from vendors' published formats (cloud, CI/CD, package
    registries, payments, messaging, AI providers, observability, databases, CDN/DNS, auth,
    e-commerce/logistics/healthcare SaaS, game/ad/app-store consoles, crypto wallets, frameworks),
    each in 2-3 memory sentences and syntaxes (prose in several languages, env, JSON, YAML, TOML,
    INI, CLI flags, HTTP headers, URLs with credentials);
(b) ``prose/…``: passwords, passphrases, PINs, seed phrases, TOTP seeds and recovery codes in prose,
    in English, the eight languages of issue 10 and about ten others;
(c) ``material/…``: key material without its PEM/PGP header.
Negatives (``probe_sec33_negatives.tsv``): hashes, digests, ids, placeholders, secret references
and public keys of the same shapes, in several languages. None may be flagged.

Run from the repository root: ``python tests/data/screen/gen_probe_sec33.py``; output is stable.
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
R = random.Random(2026_12_04_33)

_HEX = "0123456789abcdef"
_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_DIG = string.digits
_ALNUM = _UP + _LO + _DIG
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def ch(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def hx(n: int) -> str:
    return ch(_HEX, n)


def HX(n: int) -> str:
    return ch(_HEX.upper(), n)


def an(n: int) -> str:
    return ch(_ALNUM, n)


def lan(n: int) -> str:
    return ch(_LO + _DIG, n)


def uan(n: int) -> str:
    return ch(_UP + _DIG, n)


def dg(n: int) -> str:
    return ch(_DIG[1:], 1) + ch(_DIG, n - 1)


def b64(raw: int) -> str:
    return base64.b64encode(R.randbytes(raw)).decode()


def b64u(n: int) -> str:
    return ch(_ALNUM + "-_", n)


def b58(n: int) -> str:
    return ch(_B58, n)


def uuid() -> str:
    return f"{hx(8)}-{hx(4)}-4{hx(3)}-{R.choice('89ab')}{hx(3)}-{hx(12)}"


def jwt(payload: str) -> str:
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")
    return f"{head}.{body}.{b64u(43)}"


def pw() -> str:
    words = [
        "Harbor",
        "Maple",
        "Falcon",
        "Quartz",
        "Tundra",
        "Cobalt",
        "Willow",
        "Nimbus",
        "Saffron",
        "Granite",
    ]
    return f"{R.choice(words)}{R.choice('!#%*?@$')}{dg(4)}{R.choice(words).lower()}"


TEAMS = [
    "billing",
    "checkout",
    "warehouse",
    "telehealth",
    "mobile",
    "analytics",
    "payroll",
    "game-backend",
    "ads",
    "wallet",
    "logistics",
    "clinic-portal",
    "search",
    "ml-platform",
]

# (kind, group, label, env var, value factory, extra syntaxes)
# extra syntaxes name kind-specific templates in SPECIAL below.
Kind = tuple[str, str, str, str, Callable[[], str], tuple[str, ...]]

KINDS: list[Kind] = [
    # cloud
    (
        "aws-access-key",
        "cloud",
        "AWS access key id",
        "AWS_ACCESS_KEY_ID",
        lambda: "AKIA" + ch(_UP + "234567", 16),
        ("ini",),
    ),
    (
        "aws-secret-key",
        "cloud",
        "AWS secret access key",
        "AWS_SECRET_ACCESS_KEY",
        lambda: b64u(40).replace("-", "/").replace("_", "+"),
        ("ini",),
    ),
    (
        "aws-session-token",
        "cloud",
        "AWS session token",
        "AWS_SESSION_TOKEN",
        lambda: "IQoJb3JpZ2luX2VjE" + b64(180).replace("=", ""),
        (),
    ),
    (
        "gcp-api-key",
        "cloud",
        "Google Cloud API key",
        "GOOGLE_API_KEY",
        lambda: "AIza" + b64u(35),
        ("url",),
    ),
    (
        "azure-storage-key",
        "cloud",
        "Azure storage account key",
        "AZURE_STORAGE_KEY",
        lambda: b64(64),
        ("connstr",),
    ),
    (
        "azure-client-secret",
        "cloud",
        "Azure AD client secret",
        "AZURE_CLIENT_SECRET",
        lambda: an(3) + "8Q~" + b64u(34).replace("-", "."),
        (),
    ),
    (
        "azure-sas",
        "cloud",
        "Azure SAS token",
        "AZURE_SAS_TOKEN",
        lambda: (
            f"sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2027-03-01T00:00:00Z&st=2026-12-01T00:00:00Z&spr=https&sig={b64(32).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}"
        ),
        (),
    ),
    (
        "digitalocean",
        "cloud",
        "DigitalOcean token",
        "DIGITALOCEAN_TOKEN",
        lambda: "dop_v1_" + hx(64),
        ("cli",),
    ),
    (
        "alibaba",
        "cloud",
        "Alibaba Cloud AccessKey secret",
        "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
        lambda: an(30),
        (),
    ),
    (
        "alibaba-id",
        "cloud",
        "Alibaba AccessKey ID",
        "ALIBABA_CLOUD_ACCESS_KEY_ID",
        lambda: "LTAI" + an(20),
        (),
    ),
    ("tencent", "cloud", "Tencent Cloud SecretKey", "TENCENTCLOUD_SECRET_KEY", lambda: an(32), ()),
    ("ibm-cloud", "cloud", "IBM Cloud API key", "IBMCLOUD_API_KEY", lambda: b64u(44), ()),
    ("linode", "cloud", "Linode personal access token", "LINODE_TOKEN", lambda: hx(64), ()),
    ("hetzner", "cloud", "Hetzner Cloud API token", "HCLOUD_TOKEN", lambda: an(64), ("cli",)),
    ("vultr", "cloud", "Vultr API key", "VULTR_API_KEY", lambda: uan(36), ()),
    ("scaleway", "cloud", "Scaleway secret key", "SCW_SECRET_KEY", uuid, ()),
    ("yandex", "cloud", "Yandex Cloud API key", "YC_API_KEY", lambda: "AQVN" + b64u(36), ()),
    (
        "oracle-auth",
        "cloud",
        "OCI auth token",
        "OCI_AUTH_TOKEN",
        lambda: an(14) + R.choice("(:;]+<") + an(5),
        (),
    ),
    # CI/CD
    (
        "github-pat",
        "cicd",
        "GitHub personal access token",
        "GH_TOKEN",
        lambda: "ghp_" + an(36),
        ("header", "url_user"),
    ),
    (
        "github-fine",
        "cicd",
        "GitHub fine-grained token",
        "GITHUB_PAT",
        lambda: "github_pat_11" + uan(20) + "_" + an(59),
        (),
    ),
    (
        "github-app",
        "cicd",
        "GitHub App installation token",
        "GITHUB_APP_TOKEN",
        lambda: "ghs_" + an(36),
        (),
    ),
    (
        "gitlab-pat",
        "cicd",
        "GitLab personal access token",
        "GITLAB_TOKEN",
        lambda: "glpat-" + b64u(20),
        ("header",),
    ),
    (
        "gitlab-runner",
        "cicd",
        "GitLab runner authentication token",
        "RUNNER_TOKEN",
        lambda: "glrt-" + b64u(20),
        ("cli",),
    ),
    (
        "gitlab-deploy",
        "cicd",
        "GitLab deploy token",
        "CI_DEPLOY_PASSWORD",
        lambda: "gldt-" + b64u(20),
        (),
    ),
    (
        "gitlab-trigger",
        "cicd",
        "GitLab pipeline trigger token",
        "TRIGGER_TOKEN",
        lambda: "glptt-" + hx(40),
        (),
    ),
    (
        "circleci",
        "cicd",
        "CircleCI personal API token",
        "CIRCLE_TOKEN",
        lambda: "CCIPAT_" + an(22) + "_" + hx(40),
        (),
    ),
    ("circleci-legacy", "cicd", "CircleCI API token", "CIRCLECI_TOKEN", lambda: hx(40), ()),
    ("travis", "cicd", "Travis CI API token", "TRAVIS_TOKEN", lambda: b64u(22), ()),
    (
        "buildkite",
        "cicd",
        "Buildkite API token",
        "BUILDKITE_API_TOKEN",
        lambda: "bkua_" + hx(40),
        (),
    ),
    (
        "buildkite-agent",
        "cicd",
        "Buildkite agent token",
        "BUILDKITE_AGENT_TOKEN",
        lambda: lan(50),
        (),
    ),
    ("codecov", "cicd", "Codecov upload token", "CODECOV_TOKEN", uuid, ()),
    (
        "jenkins",
        "cicd",
        "Jenkins API token",
        "JENKINS_API_TOKEN",
        lambda: "11" + hx(32),
        ("url_user",),
    ),
    (
        "bitbucket-app",
        "cicd",
        "Bitbucket app password",
        "BITBUCKET_APP_PASSWORD",
        lambda: "ATBB" + an(28) + HX(8),
        (),
    ),
    (
        "atlassian",
        "cicd",
        "Atlassian API token",
        "JIRA_API_TOKEN",
        lambda: "ATATT3xFfGF0" + b64u(170) + "=" + HX(8),
        (),
    ),
    (
        "azure-devops",
        "cicd",
        "Azure DevOps PAT",
        "AZURE_DEVOPS_EXT_PAT",
        lambda: ch(_LO + "234567", 52),
        (),
    ),
    (
        "teamcity",
        "cicd",
        "TeamCity access token",
        "TEAMCITY_TOKEN",
        lambda: "eyJ0eXAiOiAiVENWMiJ9." + b64u(36) + "." + b64u(48),
        (),
    ),
    (
        "doppler",
        "cicd",
        "Doppler service token",
        "DOPPLER_TOKEN",
        lambda: "dp.st.prd." + an(43),
        (),
    ),
    ("pulumi", "cicd", "Pulumi access token", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), ()),
    (
        "terraform-cloud",
        "cicd",
        "Terraform Cloud token",
        "TFE_TOKEN",
        lambda: an(14) + ".atlasv1." + an(67),
        (),
    ),
    (
        "vault-token",
        "cicd",
        "Vault token",
        "VAULT_TOKEN",
        lambda: "hvs." + b64u(90),
        ("header_vault",),
    ),
    (
        "sentry-auth",
        "cicd",
        "Sentry auth token",
        "SENTRY_AUTH_TOKEN",
        lambda: "sntryu_" + hx(64),
        (),
    ),
    (
        "netlify",
        "cicd",
        "Netlify personal access token",
        "NETLIFY_AUTH_TOKEN",
        lambda: "nfp_" + an(36),
        (),
    ),
    ("vercel", "cicd", "Vercel token", "VERCEL_TOKEN", lambda: an(24), ("cli",)),
    ("render", "cicd", "Render API key", "RENDER_API_KEY", lambda: "rnd_" + an(32), ()),
    ("flyio", "cicd", "Fly.io deploy token", "FLY_API_TOKEN", lambda: "FlyV1 fm2_" + b64u(120), ()),
    ("heroku", "cicd", "Heroku API key", "HEROKU_API_KEY", lambda: "HRKU-AA" + b64u(58), ()),
    ("railway", "cicd", "Railway token", "RAILWAY_TOKEN", uuid, ()),
    ("sonarqube", "cicd", "SonarQube token", "SONAR_TOKEN", lambda: "squ_" + hx(40), ("cli",)),
    ("snyk", "cicd", "Snyk API token", "SNYK_TOKEN", uuid, ()),
    (
        "sourcegraph",
        "cicd",
        "Sourcegraph access token",
        "SRC_ACCESS_TOKEN",
        lambda: "sgp_" + hx(40),
        (),
    ),
    ("octopus", "cicd", "Octopus Deploy API key", "OCTOPUS_API_KEY", lambda: "API-" + uan(27), ()),
    (
        "harness",
        "cicd",
        "Harness PAT",
        "HARNESS_API_KEY",
        lambda: f"pat.{b64u(22)}.{hx(24)}.{an(20)}",
        (),
    ),
    # package registries
    ("npm", "registry", "npm automation token", "NPM_TOKEN", lambda: "npm_" + an(36), ("npmrc",)),
    (
        "pypi",
        "registry",
        "PyPI API token",
        "TWINE_PASSWORD",
        lambda: "pypi-AgEIcHlwaS5vcmcCJD" + b64u(150),
        ("pypirc",),
    ),
    (
        "rubygems",
        "registry",
        "RubyGems API key",
        "GEM_HOST_API_KEY",
        lambda: "rubygems_" + hx(48),
        (),
    ),
    ("nuget", "registry", "NuGet API key", "NUGET_API_KEY", lambda: "oy2" + lan(43), ("cli",)),
    ("crates", "registry", "crates.io token", "CARGO_REGISTRY_TOKEN", lambda: "cio" + an(32), ()),
    (
        "dockerhub",
        "registry",
        "Docker Hub access token",
        "DOCKERHUB_TOKEN",
        lambda: "dckr_pat_" + b64u(27),
        ("cli",),
    ),
    (
        "artifactory",
        "registry",
        "Artifactory API key",
        "ARTIFACTORY_API_KEY",
        lambda: "AKCp" + an(69),
        ("header",),
    ),
    (
        "clojars",
        "registry",
        "Clojars deploy token",
        "CLOJARS_PASSWORD",
        lambda: "CLOJARS_" + hx(60),
        (),
    ),
    (
        "packagist",
        "registry",
        "Private Packagist token",
        "PACKAGIST_TOKEN",
        lambda: "packagist_out_" + hx(68),
        (),
    ),
    ("hexpm", "registry", "Hex.pm API key", "HEX_API_KEY", lambda: hx(32), ()),
    (
        "pubdev",
        "registry",
        "pub.dev credentials refresh token",
        "PUB_REFRESH_TOKEN",
        lambda: "1//0" + b64u(99),
        (),
    ),
    (
        "sonatype",
        "registry",
        "Sonatype OSSRH user token password",
        "OSSRH_PASSWORD",
        lambda: b64u(44),
        (),
    ),
    # payments
    (
        "stripe-secret",
        "payments",
        "Stripe secret key",
        "STRIPE_SECRET_KEY",
        lambda: "sk_live_51" + an(97),
        ("cli_stripe",),
    ),
    (
        "stripe-restricted",
        "payments",
        "Stripe restricted key",
        "STRIPE_RK",
        lambda: "rk_live_51" + an(97),
        (),
    ),
    (
        "stripe-webhook",
        "payments",
        "Stripe webhook signing secret",
        "STRIPE_WEBHOOK_SECRET",
        lambda: "whsec_" + an(32),
        (),
    ),
    (
        "braintree",
        "payments",
        "Braintree access token",
        "BRAINTREE_ACCESS_TOKEN",
        lambda: f"access_token$production${lan(16)}${hx(32)}",
        (),
    ),
    (
        "paypal-secret",
        "payments",
        "PayPal client secret",
        "PAYPAL_CLIENT_SECRET",
        lambda: "E" + b64u(79),
        (),
    ),
    (
        "square",
        "payments",
        "Square access token",
        "SQUARE_ACCESS_TOKEN",
        lambda: "EAAA" + b64u(60),
        (),
    ),
    (
        "square-oauth",
        "payments",
        "Square OAuth secret",
        "SQUARE_APP_SECRET",
        lambda: "sq0csp-" + b64u(43),
        (),
    ),
    (
        "adyen",
        "payments",
        "Adyen API key",
        "ADYEN_API_KEY",
        lambda: "AQE" + b64u(20) + "+" + b64u(60) + "=-" + b64u(44) + "=-" + an(16),
        (),
    ),
    ("razorpay", "payments", "Razorpay key secret", "RAZORPAY_KEY_SECRET", lambda: an(24), ()),
    (
        "paystack",
        "payments",
        "Paystack secret key",
        "PAYSTACK_SECRET_KEY",
        lambda: "sk_live_" + hx(40),
        (),
    ),
    (
        "flutterwave",
        "payments",
        "Flutterwave secret key",
        "FLW_SECRET_KEY",
        lambda: "FLWSECK-" + hx(32) + "-X",
        (),
    ),
    ("mollie", "payments", "Mollie live API key", "MOLLIE_API_KEY", lambda: "live_" + an(30), ()),
    (
        "gocardless",
        "payments",
        "GoCardless access token",
        "GOCARDLESS_ACCESS_TOKEN",
        lambda: "live_" + b64u(40),
        (),
    ),
    (
        "mercadopago",
        "payments",
        "Mercado Pago access token",
        "MP_ACCESS_TOKEN",
        lambda: f"APP_USR-{dg(16)}-{dg(6)}-{hx(32)}-{dg(9)}",
        (),
    ),
    ("plaid", "payments", "Plaid secret", "PLAID_SECRET", lambda: hx(30), ()),
    ("wise", "payments", "Wise API token", "WISE_API_TOKEN", uuid, ()),
    (
        "checkoutcom",
        "payments",
        "Checkout.com secret key",
        "CKO_SECRET_KEY",
        lambda: "sk_" + lan(26),
        (),
    ),
    (
        "coinbase-commerce",
        "payments",
        "Coinbase Commerce API key",
        "COINBASE_COMMERCE_KEY",
        uuid,
        (),
    ),
    (
        "lemonsqueezy",
        "payments",
        "Lemon Squeezy API key",
        "LEMONSQUEEZY_API_KEY",
        lambda: jwt('{"aud":"94d59cef","jti":"' + hx(40) + '","sub":"1"}'),
        (),
    ),
    # messaging
    (
        "slack-bot",
        "messaging",
        "Slack bot token",
        "SLACK_BOT_TOKEN",
        lambda: f"xoxb-{dg(12)}-{dg(13)}-{an(24)}",
        (),
    ),
    (
        "slack-app",
        "messaging",
        "Slack app-level token",
        "SLACK_APP_TOKEN",
        lambda: f"xapp-1-A{uan(10)}-{dg(13)}-{hx(64)}",
        (),
    ),
    (
        "slack-webhook",
        "messaging",
        "Slack incoming webhook",
        "SLACK_WEBHOOK_URL",
        lambda: f"https://hooks.slack.com/services/T{uan(8)}/B{uan(10)}/{an(24)}",
        (),
    ),
    (
        "discord-bot",
        "messaging",
        "Discord bot token",
        "DISCORD_TOKEN",
        lambda: (
            base64.b64encode(dg(18).encode()).decode().rstrip("=") + "." + b64u(6) + "." + b64u(38)
        ),
        (),
    ),
    (
        "discord-webhook",
        "messaging",
        "Discord webhook",
        "DISCORD_WEBHOOK",
        lambda: f"https://discord.com/api/webhooks/{dg(19)}/{b64u(68)}",
        (),
    ),
    (
        "telegram",
        "messaging",
        "Telegram bot token",
        "TELEGRAM_BOT_TOKEN",
        lambda: f"{dg(10)}:AA{b64u(33)}",
        ("url_tg",),
    ),
    ("twilio-auth", "messaging", "Twilio auth token", "TWILIO_AUTH_TOKEN", lambda: hx(32), ()),
    (
        "twilio-apikey",
        "messaging",
        "Twilio API key secret",
        "TWILIO_API_SECRET",
        lambda: an(32),
        (),
    ),
    (
        "sendgrid",
        "messaging",
        "SendGrid API key",
        "SENDGRID_API_KEY",
        lambda: f"SG.{b64u(22)}.{b64u(43)}",
        ("header",),
    ),
    (
        "mailgun",
        "messaging",
        "Mailgun API key",
        "MAILGUN_API_KEY",
        lambda: f"{hx(32)}-{hx(8)}-{hx(8)}",
        ("url_user_api",),
    ),
    (
        "mailchimp",
        "messaging",
        "Mailchimp API key",
        "MAILCHIMP_API_KEY",
        lambda: hx(32) + "-us" + dg(2),
        (),
    ),
    (
        "postmark",
        "messaging",
        "Postmark server token",
        "POSTMARK_SERVER_TOKEN",
        uuid,
        ("header_postmark",),
    ),
    ("vonage", "messaging", "Vonage API secret", "VONAGE_API_SECRET", lambda: an(16), ()),
    (
        "brevo",
        "messaging",
        "Brevo API key",
        "BREVO_API_KEY",
        lambda: f"xkeysib-{hx(64)}-{an(16)}",
        (),
    ),
    (
        "resend",
        "messaging",
        "Resend API key",
        "RESEND_API_KEY",
        lambda: "re_" + an(8) + "_" + an(24),
        (),
    ),
    ("mandrill", "messaging", "Mandrill API key", "MANDRILL_KEY", lambda: "md-" + b64u(22), ()),
    ("pusher", "messaging", "Pusher app secret", "PUSHER_APP_SECRET", lambda: hx(20), ()),
    (
        "ably",
        "messaging",
        "Ably API key",
        "ABLY_API_KEY",
        lambda: f"{an(6)}.{an(6)}:{b64u(43)}",
        (),
    ),
    (
        "teams-webhook",
        "messaging",
        "Microsoft Teams webhook",
        "TEAMS_WEBHOOK_URL",
        lambda: (
            f"https://contoso.webhook.office.com/webhookb2/{uuid()}@{uuid()}/IncomingWebhook/{hx(32)}/{uuid()}/V2{b64u(43)}"
        ),
        (),
    ),
    (
        "meta-token",
        "messaging",
        "WhatsApp Cloud API access token",
        "WHATSAPP_TOKEN",
        lambda: "EAAG" + an(180),
        (),
    ),
    (
        "line",
        "messaging",
        "LINE channel access token",
        "LINE_CHANNEL_ACCESS_TOKEN",
        lambda: b64(129).rstrip("=") + "=",
        (),
    ),
    ("plivo", "messaging", "Plivo auth token", "PLIVO_AUTH_TOKEN", lambda: an(40), ()),
    (
        "onesignal",
        "messaging",
        "OneSignal REST API key",
        "ONESIGNAL_REST_API_KEY",
        lambda: "os_v2_app_" + ch(_LO + "234567", 113),
        (),
    ),
    (
        "fcm-server",
        "messaging",
        "FCM server key",
        "FCM_SERVER_KEY",
        lambda: "AAAA" + b64u(7) + ":APA91b" + b64u(134),
        (),
    ),
    # AI providers
    (
        "openai",
        "ai",
        "OpenAI API key",
        "OPENAI_API_KEY",
        lambda: "sk-proj-" + b64u(156),
        ("header",),
    ),
    (
        "anthropic",
        "ai",
        "Anthropic API key",
        "ANTHROPIC_API_KEY",
        lambda: "sk-ant-api03-" + b64u(93) + "AA",
        ("header_xapikey",),
    ),
    ("huggingface", "ai", "Hugging Face token", "HF_TOKEN", lambda: "hf_" + an(34), ("cli_hf",)),
    ("replicate", "ai", "Replicate API token", "REPLICATE_API_TOKEN", lambda: "r8_" + an(37), ()),
    ("cohere", "ai", "Cohere API key", "COHERE_API_KEY", lambda: an(40), ()),
    ("groq", "ai", "Groq API key", "GROQ_API_KEY", lambda: "gsk_" + an(52), ()),
    ("mistral", "ai", "Mistral API key", "MISTRAL_API_KEY", lambda: an(32), ()),
    ("perplexity", "ai", "Perplexity API key", "PPLX_API_KEY", lambda: "pplx-" + an(48), ()),
    ("openrouter", "ai", "OpenRouter key", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64), ()),
    ("xai", "ai", "xAI API key", "XAI_API_KEY", lambda: "xai-" + an(80), ()),
    ("together", "ai", "Together AI API key", "TOGETHER_API_KEY", lambda: hx(64), ()),
    ("deepseek", "ai", "DeepSeek API key", "DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), ()),
    ("elevenlabs", "ai", "ElevenLabs API key", "ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), ()),
    (
        "pinecone",
        "ai",
        "Pinecone API key",
        "PINECONE_API_KEY",
        lambda: "pcsk_" + an(5) + "_" + an(60),
        (),
    ),
    ("wandb", "ai", "Weights & Biases API key", "WANDB_API_KEY", lambda: hx(40), ("netrc_wandb",)),
    (
        "langsmith",
        "ai",
        "LangSmith API key",
        "LANGCHAIN_API_KEY",
        lambda: f"lsv2_pt_{hx(32)}_{hx(10)}",
        (),
    ),
    ("fireworks", "ai", "Fireworks API key", "FIREWORKS_API_KEY", lambda: "fw_" + an(24), ()),
    # observability
    (
        "datadog-api",
        "observability",
        "Datadog API key",
        "DD_API_KEY",
        lambda: hx(32),
        ("header_dd",),
    ),
    ("datadog-app", "observability", "Datadog application key", "DD_APP_KEY", lambda: hx(40), ()),
    (
        "newrelic",
        "observability",
        "New Relic user key",
        "NEW_RELIC_API_KEY",
        lambda: "NRAK-" + uan(27),
        (),
    ),
    (
        "newrelic-license",
        "observability",
        "New Relic license key",
        "NEW_RELIC_LICENSE_KEY",
        lambda: hx(36) + "NRAL",
        (),
    ),
    (
        "grafana-sa",
        "observability",
        "Grafana service account token",
        "GRAFANA_TOKEN",
        lambda: f"glsa_{an(32)}_{hx(8)}",
        (),
    ),
    (
        "grafana-cloud",
        "observability",
        "Grafana Cloud access policy token",
        "GRAFANA_CLOUD_TOKEN",
        lambda: "glc_" + b64(90).rstrip("="),
        (),
    ),
    (
        "honeycomb",
        "observability",
        "Honeycomb API key",
        "HONEYCOMB_API_KEY",
        lambda: "hcaik_" + lan(58),
        (),
    ),
    (
        "sentry-dsn",
        "observability",
        "Sentry DSN",
        "SENTRY_DSN",
        lambda: f"https://{hx(32)}@o{dg(6)}.ingest.us.sentry.io/{dg(7)}",
        (),
    ),
    (
        "splunk-hec",
        "observability",
        "Splunk HEC token",
        "SPLUNK_HEC_TOKEN",
        uuid,
        ("header_splunk",),
    ),
    (
        "dynatrace",
        "observability",
        "Dynatrace API token",
        "DT_API_TOKEN",
        lambda: f"dt0c01.{uan(24)}.{uan(64)}",
        (),
    ),
    (
        "pagerduty",
        "observability",
        "PagerDuty API key",
        "PAGERDUTY_TOKEN",
        lambda: "u+" + b64u(18),
        (),
    ),
    (
        "pagerduty-routing",
        "observability",
        "PagerDuty integration key",
        "PD_ROUTING_KEY",
        lambda: hx(32),
        (),
    ),
    ("opsgenie", "observability", "Opsgenie API key", "OPSGENIE_API_KEY", uuid, ("header_genie",)),
    (
        "rollbar",
        "observability",
        "Rollbar server token",
        "ROLLBAR_ACCESS_TOKEN",
        lambda: hx(32),
        (),
    ),
    ("bugsnag", "observability", "Bugsnag API key", "BUGSNAG_API_KEY", lambda: hx(32), ()),
    (
        "elastic-apikey",
        "observability",
        "Elasticsearch API key",
        "ES_API_KEY",
        lambda: base64.b64encode(f"{b64u(20)}:{b64u(22)}".encode()).decode(),
        ("header_es",),
    ),
    ("axiom", "observability", "Axiom API token", "AXIOM_TOKEN", lambda: "xaat-" + uuid(), ()),
    (
        "logzio",
        "observability",
        "Logz.io shipping token",
        "LOGZIO_TOKEN",
        lambda: ch(_UP + _LO, 32),
        (),
    ),
    # databases
    (
        "postgres-url",
        "database",
        "Postgres URL",
        "DATABASE_URL",
        lambda: f"postgresql://app_rw:{an(20)}@db-prod.internal:5432/orders",
        (),
    ),
    (
        "mongodb-url",
        "database",
        "MongoDB connection string",
        "MONGODB_URI",
        lambda: (
            f"mongodb+srv://svc_reader:{an(18)}@cluster0.{lan(5)}.mongodb.net/app?retryWrites=true"
        ),
        (),
    ),
    (
        "redis-url",
        "database",
        "Redis URL",
        "REDIS_URL",
        lambda: f"rediss://default:{an(32)}@cache-{lan(6)}.upstash.io:6379",
        (),
    ),
    ("mysql-cli", "database", "MySQL password", "MYSQL_PWD", lambda: pw(), ("cli_mysql",)),
    (
        "mssql",
        "database",
        "SQL Server connection string",
        "SQLSERVER_CONN",
        lambda: (
            f"Server=tcp:sql-prod.database.windows.net,1433;User ID=appsvc;Password={pw()};Encrypt=True;"
        ),
        (),
    ),
    (
        "supabase-service",
        "database",
        "Supabase service_role key",
        "SUPABASE_SERVICE_ROLE_KEY",
        lambda: jwt(
            '{"iss":"supabase","ref":"'
            + lan(20)
            + '","role":"service_role","iat":1714000000,"exp":2029576000}'
        ),
        (),
    ),
    (
        "supabase-pat",
        "database",
        "Supabase access token",
        "SUPABASE_ACCESS_TOKEN",
        lambda: "sbp_" + hx(40),
        (),
    ),
    (
        "planetscale",
        "database",
        "PlanetScale password",
        "PLANETSCALE_PASSWORD",
        lambda: "pscale_pw_" + b64u(43),
        (),
    ),
    ("neon", "database", "Neon API key", "NEON_API_KEY", lambda: "napi_" + lan(64), ()),
    (
        "databricks",
        "database",
        "Databricks token",
        "DATABRICKS_TOKEN",
        lambda: "dapi" + hx(32),
        ("header",),
    ),
    (
        "astra",
        "database",
        "Astra DB application token",
        "ASTRA_DB_APPLICATION_TOKEN",
        lambda: f"AstraCS:{an(24)}:{hx(64)}",
        (),
    ),
    (
        "influxdb",
        "database",
        "InfluxDB token",
        "INFLUX_TOKEN",
        lambda: b64u(86) + "==",
        ("header_influx",),
    ),
    ("snowflake", "database", "Snowflake password", "SNOWFLAKE_PASSWORD", lambda: pw(), ()),
    (
        "clickhouse",
        "database",
        "ClickHouse Cloud password",
        "CLICKHOUSE_PASSWORD",
        lambda: an(16) + "~" + an(3),
        (),
    ),
    (
        "upstash-token",
        "database",
        "Upstash REST token",
        "UPSTASH_REDIS_REST_TOKEN",
        lambda: "A" + b64u(59) + "=",
        (),
    ),
    ("algolia-admin", "database", "Algolia admin API key", "ALGOLIA_ADMIN_KEY", lambda: hx(32), ()),
    (
        "confluent",
        "database",
        "Confluent Cloud API secret",
        "CONFLUENT_API_SECRET",
        lambda: b64(48),
        (),
    ),
    (
        "amqp-url",
        "database",
        "RabbitMQ URL",
        "AMQP_URL",
        lambda: f"amqps://ingest:{an(22)}@rabbit.prod.internal:5671/events",
        (),
    ),
    (
        "kafka-jaas",
        "database",
        "Kafka SASL password",
        "KAFKA_SASL_PASSWORD",
        lambda: an(24),
        ("jaas",),
    ),
    # CDN / DNS
    (
        "cloudflare-token",
        "cdn",
        "Cloudflare API token",
        "CLOUDFLARE_API_TOKEN",
        lambda: b64u(40),
        ("header",),
    ),
    (
        "cloudflare-global",
        "cdn",
        "Cloudflare global API key",
        "CF_API_KEY",
        lambda: hx(37),
        ("header_cf",),
    ),
    (
        "cloudflare-origin",
        "cdn",
        "Cloudflare Origin CA key",
        "CF_ORIGIN_CA_KEY",
        lambda: "v1.0-" + hx(24) + "-" + hx(146),
        (),
    ),
    ("fastly", "cdn", "Fastly API token", "FASTLY_API_TOKEN", lambda: b64u(32), ("header_fastly",)),
    (
        "akamai",
        "cdn",
        "Akamai EdgeGrid client_secret",
        "AKAMAI_CLIENT_SECRET",
        lambda: b64(32),
        ("edgerc",),
    ),
    ("namecheap", "cdn", "Namecheap API key", "NAMECHEAP_API_KEY", lambda: hx(32), ()),
    (
        "godaddy",
        "cdn",
        "GoDaddy API secret",
        "GODADDY_API_SECRET",
        lambda: an(22),
        ("header_godaddy",),
    ),
    (
        "bunny",
        "cdn",
        "Bunny.net storage password",
        "BUNNY_STORAGE_PASSWORD",
        lambda: f"{uuid()}-{hx(4)}-{hx(4)}",
        (),
    ),
    ("dnsimple", "cdn", "DNSimple API token", "DNSIMPLE_TOKEN", lambda: "dnsimple_a_" + an(32), ()),
    (
        "ngrok",
        "cdn",
        "ngrok authtoken",
        "NGROK_AUTHTOKEN",
        lambda: dg(1) + an(26) + "_" + an(21),
        ("cli_ngrok",),
    ),
    (
        "tailscale",
        "cdn",
        "Tailscale auth key",
        "TS_AUTHKEY",
        lambda: f"tskey-auth-k{an(16)}CNTRL-{an(32)}",
        (),
    ),
    # auth providers
    ("okta", "auth", "Okta API token", "OKTA_API_TOKEN", lambda: "00" + b64u(40), ("header_okta",)),
    ("auth0", "auth", "Auth0 client secret", "AUTH0_CLIENT_SECRET", lambda: b64u(64), ()),
    (
        "google-oauth",
        "auth",
        "Google OAuth client secret",
        "GOOGLE_CLIENT_SECRET",
        lambda: "GOCSPX-" + b64u(28),
        (),
    ),
    (
        "google-refresh",
        "auth",
        "Google OAuth refresh token",
        "GOOGLE_REFRESH_TOKEN",
        lambda: "1//0g" + b64u(98),
        (),
    ),
    ("keycloak", "auth", "Keycloak client secret", "KEYCLOAK_CLIENT_SECRET", lambda: an(32), ()),
    ("clerk", "auth", "Clerk secret key", "CLERK_SECRET_KEY", lambda: "sk_live_" + an(40), ()),
    ("onelogin", "auth", "OneLogin client secret", "ONELOGIN_CLIENT_SECRET", lambda: hx(64), ()),
    (
        "stytch",
        "auth",
        "Stytch secret",
        "STYTCH_SECRET",
        lambda: "secret-live-" + b64u(36) + "=",
        (),
    ),
    ("workos", "auth", "WorkOS API key", "WORKOS_API_KEY", lambda: "sk_" + an(60), ()),
    ("duo", "auth", "Duo secret key", "DUO_SKEY", lambda: an(40), ()),
    ("jumpcloud", "auth", "JumpCloud API key", "JC_API_KEY", lambda: hx(40), ()),
    (
        "onepassword-sa",
        "auth",
        "1Password service account token",
        "OP_SERVICE_ACCOUNT_TOKEN",
        lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + b64u(260),
        (),
    ),
    (
        "onepassword-sk",
        "auth",
        "1Password Secret Key",
        "OP_SECRET_KEY",
        lambda: f"A3-{uan(6)}-{uan(6)}-{uan(5)}-{uan(5)}-{uan(5)}-{uan(5)}",
        (),
    ),
    ("nextauth", "auth", "NextAuth secret", "NEXTAUTH_SECRET", lambda: b64(32), ()),
    (
        "k8s-sa-token",
        "auth",
        "Kubernetes service account token",
        "K8S_TOKEN",
        lambda: "eyJhbGciOiJSUzI1NiIsImtpZCI6Ik" + b64u(40) + "." + b64u(260) + "." + b64u(342),
        ("header",),
    ),
    # e-commerce / logistics / healthcare / productivity SaaS
    (
        "shopify",
        "saas",
        "Shopify Admin API access token",
        "SHOPIFY_ACCESS_TOKEN",
        lambda: "shpat_" + hx(32),
        ("header_shopify",),
    ),
    (
        "shopify-secret",
        "saas",
        "Shopify app shared secret",
        "SHOPIFY_API_SECRET",
        lambda: "shpss_" + hx(32),
        (),
    ),
    (
        "woocommerce",
        "saas",
        "WooCommerce consumer secret",
        "WC_CONSUMER_SECRET",
        lambda: "cs_" + hx(40),
        ("url_woo",),
    ),
    (
        "bigcommerce",
        "saas",
        "BigCommerce access token",
        "BIGCOMMERCE_ACCESS_TOKEN",
        lambda: lan(31),
        (),
    ),
    (
        "easypost",
        "saas",
        "EasyPost production API key",
        "EASYPOST_API_KEY",
        lambda: "EZAK" + an(54),
        (),
    ),
    (
        "shippo",
        "saas",
        "Shippo live token",
        "SHIPPO_API_TOKEN",
        lambda: "shippo_live_" + hx(40),
        ("header_shippo",),
    ),
    ("shipstation", "saas", "ShipStation API secret", "SHIPSTATION_API_SECRET", lambda: hx(32), ()),
    ("fedex", "saas", "FedEx API client secret", "FEDEX_CLIENT_SECRET", lambda: hx(32), ()),
    (
        "zendesk",
        "saas",
        "Zendesk API token",
        "ZENDESK_API_TOKEN",
        lambda: an(40),
        ("curl_zendesk",),
    ),
    (
        "hubspot",
        "saas",
        "HubSpot private app token",
        "HUBSPOT_ACCESS_TOKEN",
        lambda: "pat-eu1-" + uuid(),
        (),
    ),
    ("salesforce", "saas", "Salesforce consumer secret", "SF_CONSUMER_SECRET", lambda: HX(64), ()),
    (
        "airtable",
        "saas",
        "Airtable personal access token",
        "AIRTABLE_TOKEN",
        lambda: f"pat{an(14)}.{hx(64)}",
        (),
    ),
    (
        "notion",
        "saas",
        "Notion integration secret",
        "NOTION_TOKEN",
        lambda: "ntn_" + dg(11) + an(35),
        (),
    ),
    ("linear", "saas", "Linear API key", "LINEAR_API_KEY", lambda: "lin_api_" + an(40), ()),
    ("asana", "saas", "Asana PAT", "ASANA_PAT", lambda: f"2/{dg(16)}/{dg(16)}:{hx(32)}", ()),
    ("figma", "saas", "Figma personal access token", "FIGMA_TOKEN", lambda: "figd_" + b64u(40), ()),
    (
        "dropbox",
        "saas",
        "Dropbox access token",
        "DROPBOX_ACCESS_TOKEN",
        lambda: "sl.B" + b64u(135),
        (),
    ),
    (
        "contentful",
        "saas",
        "Contentful management token",
        "CONTENTFUL_MANAGEMENT_TOKEN",
        lambda: "CFPAT-" + b64u(43),
        (),
    ),
    (
        "postman",
        "saas",
        "Postman API key",
        "POSTMAN_API_KEY",
        lambda: f"PMAK-{hx(24)}-{hx(34)}",
        ("header_postman",),
    ),
    (
        "typeform",
        "saas",
        "Typeform token",
        "TYPEFORM_TOKEN",
        lambda: "tfp_" + b64u(44) + "_" + b64u(14),
        (),
    ),
    ("clickup", "saas", "ClickUp API token", "CLICKUP_TOKEN", lambda: f"pk_{dg(8)}_{uan(32)}", ()),
    ("lob", "saas", "Lob live API key", "LOB_API_KEY", lambda: "live_" + hx(35), ()),
    ("epic-fhir", "saas", "Epic FHIR client secret", "EPIC_CLIENT_SECRET", lambda: b64(48), ()),
    ("redox", "saas", "Redox API secret", "REDOX_SECRET", lambda: an(40), ()),
    ("athena", "saas", "athenahealth client secret", "ATHENA_CLIENT_SECRET", lambda: b64u(40), ()),
    ("docusign", "saas", "DocuSign integration secret", "DOCUSIGN_SECRET", lambda: uuid(), ()),
    ("prefect", "saas", "Prefect API key", "PREFECT_API_KEY", lambda: "pnu_" + an(36), ()),
    (
        "dbt-cloud",
        "saas",
        "dbt Cloud service token",
        "DBT_CLOUD_API_TOKEN",
        lambda: "dbtc_" + b64u(48),
        (),
    ),
    ("launchdarkly", "saas", "LaunchDarkly SDK key", "LD_SDK_KEY", lambda: "sdk-" + uuid(), ()),
    ("mixpanel", "saas", "Mixpanel API secret", "MIXPANEL_API_SECRET", lambda: hx(32), ()),
    (
        "mapbox-secret",
        "saas",
        "Mapbox secret token",
        "MAPBOX_SECRET_TOKEN",
        lambda: "sk.eyJ1Ijoi" + b64u(40) + "." + b64u(22),
        (),
    ),
    (
        "zapier-hook",
        "saas",
        "Zapier catch hook",
        "ZAPIER_HOOK_URL",
        lambda: f"https://hooks.zapier.com/hooks/catch/{dg(7)}/{lan(6)}/",
        (),
    ),
    # game / ad / app-store consoles
    ("steam", "console", "Steam Web API key", "STEAM_API_KEY", lambda: HX(32), ("url_steam",)),
    (
        "steam-partner",
        "console",
        "Steamworks publisher key",
        "STEAM_PUBLISHER_KEY",
        lambda: HX(32),
        (),
    ),
    (
        "playfab",
        "console",
        "PlayFab developer secret key",
        "PLAYFAB_SECRET_KEY",
        lambda: uan(54),
        ("header_playfab",),
    ),
    (
        "epic-eos",
        "console",
        "Epic Online Services client secret",
        "EOS_CLIENT_SECRET",
        lambda: b64(32).rstrip("="),
        (),
    ),
    (
        "roblox-cookie",
        "console",
        ".ROBLOSECURITY cookie",
        "ROBLOSECURITY",
        lambda: (
            "_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_"
            + HX(300)
        ),
        (),
    ),
    (
        "roblox-apikey",
        "console",
        "Roblox Open Cloud API key",
        "ROBLOX_API_KEY",
        lambda: b64(150),
        (),
    ),
    (
        "unity",
        "console",
        "Unity Cloud service account secret",
        "UNITY_SERVICE_SECRET",
        lambda: b64u(32),
        (),
    ),
    ("twitch", "console", "Twitch client secret", "TWITCH_CLIENT_SECRET", lambda: lan(30), ()),
    (
        "twitch-oauth",
        "console",
        "Twitch chat OAuth token",
        "TWITCH_OAUTH",
        lambda: "oauth:" + lan(30),
        (),
    ),
    (
        "apple-app-pw",
        "console",
        "Apple app-specific password",
        "APPLE_APP_SPECIFIC_PASSWORD",
        lambda: "-".join(ch(_LO, 4) for _ in range(4)),
        ("cli_altool",),
    ),
    (
        "asc-p8",
        "console",
        "App Store Connect API private key",
        "ASC_PRIVATE_KEY",
        lambda: "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(72).rstrip("="),
        (),
    ),
    ("facebook-secret", "console", "Facebook app secret", "FB_APP_SECRET", lambda: hx(32), ()),
    (
        "facebook-token",
        "console",
        "Facebook page access token",
        "FB_PAGE_TOKEN",
        lambda: "EAAB" + an(190),
        (),
    ),
    (
        "google-ads-dev",
        "console",
        "Google Ads developer token",
        "GOOGLE_ADS_DEVELOPER_TOKEN",
        lambda: b64u(22),
        (),
    ),
    (
        "x-bearer",
        "console",
        "X API bearer token",
        "TWITTER_BEARER_TOKEN",
        lambda: "AAAAAAAAAAAAAAAAAAAAA" + an(22) + "%3D" + an(50),
        (),
    ),
    ("x-consumer", "console", "X API consumer secret", "TWITTER_API_SECRET", lambda: an(50), ()),
    (
        "tiktok",
        "console",
        "TikTok Marketing API access token",
        "TIKTOK_ACCESS_TOKEN",
        lambda: hx(40),
        (),
    ),
    ("expo", "console", "Expo access token", "EXPO_TOKEN", lambda: b64u(40), ()),
    ("branch", "console", "Branch secret", "BRANCH_SECRET", lambda: "secret_live_" + an(32), ()),
    (
        "revenuecat",
        "console",
        "RevenueCat secret API key",
        "REVENUECAT_SECRET",
        lambda: "sk_" + an(32),
        (),
    ),
    # crypto wallets
    (
        "eth-private",
        "crypto",
        "Ethereum private key",
        "DEPLOYER_PRIVATE_KEY",
        lambda: "0x" + hx(64),
        ("bare_eth",),
    ),
    (
        "btc-wif",
        "crypto",
        "Bitcoin WIF private key",
        "BTC_WIF",
        lambda: R.choice("KL") + b58(51),
        (),
    ),
    (
        "xprv",
        "crypto",
        "BIP32 extended private key",
        "XPRV",
        lambda: "xprv9s21ZrQH143K" + b58(95),
        (),
    ),
    (
        "solana",
        "crypto",
        "Solana keypair secret",
        "SOLANA_PRIVATE_KEY",
        lambda: b58(88),
        ("sol_array",),
    ),
    ("infura-secret", "crypto", "Infura API key secret", "INFURA_API_SECRET", lambda: hx(32), ()),
    ("alchemy", "crypto", "Alchemy API key", "ALCHEMY_API_KEY", lambda: b64u(32), ("url_alchemy",)),
    ("etherscan", "crypto", "Etherscan API key", "ETHERSCAN_API_KEY", lambda: uan(34), ()),
    ("binance", "crypto", "Binance API secret", "BINANCE_API_SECRET", lambda: an(64), ()),
    ("monero", "crypto", "Monero private spend key", "XMR_SPEND_KEY", lambda: hx(64), ()),
    (
        "walletconnect",
        "crypto",
        "Fireblocks API secret key",
        "FIREBLOCKS_SECRET",
        lambda: "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + b64(60),
        (),
    ),
    # frameworks and infrastructure
    ("erlang-cookie", "infra", "Erlang cookie", "RELEASE_COOKIE", lambda: ch(_UP, 20), ("erlang",)),
    (
        "django",
        "infra",
        "Django SECRET_KEY",
        "DJANGO_SECRET_KEY",
        lambda: "django-insecure-" + ch(_LO + _DIG + "!@#$%^&*(-_=+)", 50),
        (),
    ),
    ("rails-master", "infra", "Rails master key", "RAILS_MASTER_KEY", lambda: hx(32), ()),
    ("rails-skb", "infra", "Rails secret_key_base", "SECRET_KEY_BASE", lambda: hx(128), ()),
    ("laravel", "infra", "Laravel APP_KEY", "APP_KEY", lambda: "base64:" + b64(32), ()),
    ("flask", "infra", "Flask SECRET_KEY", "FLASK_SECRET_KEY", lambda: hx(48), ()),
    ("jwt-secret", "infra", "JWT signing secret", "JWT_SECRET", lambda: b64u(48), ()),
    ("wireguard", "infra", "WireGuard private key", "WG_PRIVATE_KEY", lambda: b64(32), ("wg",)),
    (
        "age-secret",
        "infra",
        "age identity",
        "SOPS_AGE_KEY",
        lambda: "AGE-SECRET-KEY-1" + ch("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
        (),
    ),
    (
        "ansible-vault",
        "infra",
        "Ansible Vault password",
        "ANSIBLE_VAULT_PASSWORD",
        lambda: pw(),
        (),
    ),
    (
        "htpasswd-plain",
        "infra",
        "basic-auth password for the metrics endpoint",
        "METRICS_BASIC_AUTH_PASSWORD",
        lambda: pw(),
        (),
    ),
    (
        "docker-auth",
        "infra",
        "registry auth",
        "DOCKER_AUTH",
        lambda: base64.b64encode(f"ci-push:{an(24)}".encode()).decode(),
        ("dockercfg",),
    ),
    (
        "kubeconfig-key",
        "infra",
        "kubeconfig client-key-data",
        "KUBE_CLIENT_KEY",
        lambda: "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVB" + b64(120),
        (),
    ),
    ("smtp-password", "infra", "SMTP relay password", "SMTP_PASSWORD", lambda: an(20), ()),
    ("ldap-bind", "infra", "LDAP bind password", "LDAP_BIND_PASSWORD", lambda: pw(), ()),
    (
        "encryption-key",
        "infra",
        "field encryption master key",
        "FIELD_ENCRYPTION_KEY",
        lambda: b64(32),
        (),
    ),
    ("minio", "infra", "MinIO secret key", "MINIO_SECRET_KEY", lambda: an(40), ()),
    (
        "grafana-admin",
        "infra",
        "Grafana admin password",
        "GF_SECURITY_ADMIN_PASSWORD",
        lambda: pw(),
        (),
    ),
]

# Generic syntaxes, each with a fixed shape; {label} {env} {v} {team} {key} {host} {lang}
ENV_T = [
    "{env}={v}",
    "{env}={v}  # prod value for {team}, from the old .env",
    "export {env}='{v}'",
    "Set {env}={v} in the {team} CI variables (masked).",
]
JSON_T = [
    '{{"{key}": "{v}", "region": "eu-central-1"}} is the {team} worker config.',
    'In config/prod.json: "{key}": "{v}"',
    'secrets.json for {team}: {{"service": "{team}", "{key}": "{v}"}}',
]
YAML_T = [
    "{key}: {v}  # {label}, {team} prod",
    'values-prod.yaml sets {team}.{key}: "{v}"',
    "In the {team} Helm values: env: {{ {env}: {v} }}",
]
TOML_T = [
    '{key} = "{v}" under [{team}] in config.toml',
    'pyproject [tool.{team}] {key} = "{v}"',
]
INI_T = [
    "In settings.ini, [{team}] {key} = {v}",
    "{key}={v} is in the [production] section of app.ini",
]
CLI_T = [
    "Run `{team}-cli login --{flag} {v}` once on the build box.",
    "deploy with: ./deploy.sh --{flag}={v} --env prod",
]
HEADER_T = [
    "curl -H 'Authorization: Bearer {v}' https://{host}/v1/me",
    "Send the header Authorization: Bearer {v} to {host}.",
]
URL_T = [
    "https://{host}/v2/query?{key}={v}&format=json",
]

PROSE = {
    "en": [
        "The {label} for {team} is {v}; rotate it after the demo.",
        "Use {v} as the {label} when the {team} deploy asks for one.",
        "{label} (prod): {v} — expires in March.",
        "Someone pasted our {label} in #eng-ops: {v}. Revoke it.",
        "Remember the {team} {label}: {v}",
    ],
    "fr": [
        "Le {label} du projet {team} est {v}, à renouveler en mars.",
        "Pour {team}, utiliser le {label} {v} en production.",
    ],
    "de": [
        "Der {label} für {team} lautet {v}; bitte nach dem Test rotieren.",
        "{label} vom {team}-Team: {v} (nicht weitergeben).",
    ],
    "es": [
        "El {label} de {team} es {v}, no lo compartas.",
        "Para {team} usamos el {label} {v} en producción.",
    ],
    "pt": ["O {label} do {team} é {v} (produção).", "Usar o {label} {v} no deploy do {team}."],
    "ja": ["{team}の{label}は {v} です。", "本番の{label}：{v}（{team}用）"],
    "zh": ["{team} 的 {label} 是 {v}，下个月轮换。", "生产环境 {label}：{v}"],
    "ko": ["{team}의 {label}는 {v} 입니다.", "운영 {label}: {v} ({team})"],
    "ru": ["{label} для {team}: {v}, не публиковать.", "Для {team} используем {label} {v}."],
    "it": ["Il {label} di {team} è {v}."],
    "nl": ["De {label} voor {team} is {v}."],
    "pl": ["{label} dla {team} to {v}."],
    "tr": ["{team} için {label}: {v}"],
    "sv": ["{label} för {team} är {v}."],
    "vi": ["{label} của {team} là {v}."],
    "id": ["{label} untuk {team} adalah {v}."],
}
_LANGS = ["en"] * 8 + [
    "fr",
    "de",
    "es",
    "pt",
    "ja",
    "zh",
    "ko",
    "ru",
    "it",
    "nl",
    "pl",
    "tr",
    "sv",
    "vi",
    "id",
]

SPECIAL = {
    "ini": ["[default]\naws_access_key_id = AKIA{akid}\n{key} = {v}".replace("\n", " ")],
    "connstr": [
        "DefaultEndpointsProtocol=https;AccountName=st{team_s}prod;AccountKey={v};EndpointSuffix=core.windows.net"
    ],
    "cli": ["{team}-cli auth login --token {v}"],
    "url_user": ["git clone https://oauth2:{v}@git.{host}/{team}/infra.git"],
    "header_vault": [
        "curl -H 'X-Vault-Token: {v}' https://vault.internal:8200/v1/secret/data/{team}"
    ],
    "npmrc": ["//registry.npmjs.org/:_authToken={v}"],
    "pypirc": ["~/.pypirc: [pypi] username = __token__ password = {v}"],
    "cli_stripe": ["stripe listen --api-key {v} --forward-to localhost:4242/webhook"],
    "url_tg": ["https://api.telegram.org/bot{v}/sendMessage?chat_id=-100{n9}"],
    "url_user_api": ["curl -s --user 'api:{v}' https://api.eu.mailgun.net/v3/mg.{host}/messages"],
    "header_postmark": ["X-Postmark-Server-Token: {v}"],
    "header_xapikey": ["curl https://api.anthropic.com/v1/messages -H 'x-api-key: {v}'"],
    "cli_hf": ["huggingface-cli login --token {v}"],
    "netrc_wandb": ["~/.netrc on the GPU box: machine api.wandb.ai login user password {v}"],
    "header_dd": ["curl -H 'DD-API-KEY: {v}' https://api.datadoghq.eu/api/v1/validate"],
    "header_splunk": ["Authorization: Splunk {v} for the HEC endpoint on :8088"],
    "header_genie": ["curl -H 'Authorization: GenieKey {v}' https://api.eu.opsgenie.com/v2/alerts"],
    "header_es": ["curl -H 'Authorization: ApiKey {v}' https://es.{host}:9200/_cluster/health"],
    "cli_mysql": ["mysql -h db.internal -u report -p'{v}' analytics"],
    "header_influx": ["Authorization: Token {v} (InfluxDB v2, bucket {team})"],
    "jaas": [
        'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc-{team}" password="{v}";'
    ],
    "header_cf": [
        "curl -H 'X-Auth-Email: ops@{host}' -H 'X-Auth-Key: {v}' https://api.cloudflare.com/client/v4/zones"
    ],
    "header_fastly": ["curl -H 'Fastly-Key: {v}' https://api.fastly.com/service"],
    "edgerc": ["~/.edgerc [default] client_secret = {v} host = akab-{akab}.luna.akamaiapis.net"],
    "header_godaddy": ["Authorization: sso-key {gdkey}:{v}"],
    "cli_ngrok": ["ngrok config add-authtoken {v}"],
    "header_okta": ["curl -H 'Authorization: SSWS {v}' https://{team}.okta.com/api/v1/users"],
    "header_shopify": ["X-Shopify-Access-Token: {v}"],
    "url_woo": [
        "https://shop.{host}/wp-json/wc/v3/orders?consumer_key=ck_{h40}&consumer_secret={v}"
    ],
    "header_shippo": ["Authorization: ShippoToken {v}"],
    "curl_zendesk": [
        "curl https://{team}.zendesk.com/api/v2/tickets.json -u agent@{host}/token:{v}"
    ],
    "header_postman": ["X-Api-Key: {v} for the Postman monitors"],
    "url_steam": [
        "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={v}&steamids=7656119{n10}"
    ],
    "header_playfab": ["X-SecretKey: {v} (title {title})"],
    "cli_altool": ["xcrun altool --upload-app -f App.ipa -u release@{host} -p {v}"],
    "bare_eth": ["deployer key {v}", 'hardhat accounts: ["{v}"]'],
    "sol_array": ["~/.config/solana/id.json for the devnet faucet: [{bytes}]"],
    "url_alchemy": ["https://eth-mainnet.g.alchemy.com/v2/{v}"],
    "erlang": [
        "The Erlang cookie on all three RabbitMQ nodes is {v}.",
        "erl -name node1@{host} -setcookie {v}",
    ],
    "wg": ["[Interface] PrivateKey = {v} Address = 10.8.0.2/32"],
    "dockercfg": ['~/.docker/config.json: {{"auths": {{"registry.{host}": {{"auth": "{v}"}}}}}}'],
}

HOSTS = [
    "api.acme-pay.io",
    "example-health.net",
    "corp.fjordlog.no",
    "shop.tidewater.co",
    "games.pixelmint.gg",
    "internal.kestrel.dev",
]


def _key(env: str) -> str:
    return env.lower()


def _flag(env: str) -> str:
    parts = env.lower().split("_")
    return "-".join(parts[-2:]) if len(parts) > 1 else parts[0]


def _subs(t: str, label: str, env: str, v: str) -> str:
    team = R.choice(TEAMS)
    return t.format(
        label=label,
        env=env,
        v=v,
        team=team,
        team_s=team.replace("-", "")[:10],
        key=_key(env),
        flag=_flag(env),
        host=R.choice(HOSTS),
        akid=ch(_UP + "234567", 16),
        n9=dg(9),
        n10=dg(10),
        h40=hx(40),
        akab=f"{lan(16)}-{lan(16)}",
        gdkey=an(34),
        title=uan(5),
        bytes=",".join(str(R.randrange(256)) for _ in range(64)),
    )


def vendor_rows() -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    syntaxes: list[tuple[str, list[str]]] = [
        ("env", ENV_T),
        ("json", JSON_T),
        ("yaml", YAML_T),
        ("toml", TOML_T),
        ("ini", INI_T),
        ("cli", CLI_T),
        ("header", HEADER_T),
        ("url", URL_T),
    ]
    for kind, group, label, env, make, extra in KINDS:
        # one prose line in a language drawn from the mix
        lang = R.choice(_LANGS)
        rows.append(
            (f"{group}/{kind}/prose-{lang}", _subs(R.choice(PROSE[lang]), label, env, make()))
        )
        # one config syntax
        name, temps = R.choice(syntaxes[:5])
        rows.append((f"{group}/{kind}/{name}", _subs(R.choice(temps), label, env, make())))
        # a kind-specific syntax, else a random further one
        if extra:
            for sp in extra:
                temps = SPECIAL.get(sp) or dict(syntaxes)[sp]
                rows.append((f"{group}/{kind}/{sp}", _subs(R.choice(temps), label, env, make())))
        elif R.random() < 0.6:
            name, temps = R.choice(syntaxes)
            rows.append((f"{group}/{kind}/{name}", _subs(R.choice(temps), label, env, make())))
    return rows


# (b) passwords and passphrases in prose: (lang, kind, template); {p} a password, {u} a user, {w} a mnemonic, {t} a TOTP seed, {c} recovery codes, {n} a PIN
PROSE_PW: list[tuple[str, str, str]] = [
    ("en", "wifi", "The guest wifi password at the Lisbon office is {p}."),
    ("en", "login-as", "Log in as {u} with {p} to reach the staging admin panel."),
    ("en", "login-as", "For the vendor portal, sign in as {u} using {p}."),
    ("en", "pin", "The PIN for the door of the server room is {n}."),
    ("en", "passphrase", 'The passphrase for the GPG signing key is "{pp}".'),
    ("en", "seed", "Seed phrase of the treasury hot wallet: {w}"),
    ("en", "totp", "TOTP seed for the shared ops account: {t}"),
    (
        "en",
        "totp",
        "The 2FA secret behind the break-glass login is {t}; add it to your authenticator.",
    ),
    ("en", "recovery", "Recovery codes for the GitHub org owner account: {c}"),
    ("en", "password", "Jenkins admin password got reset to {p} yesterday."),
    ("en", "password", "The keystore for the Android release build opens with {p}."),
    ("en", "password", "Router admin: user {u}, pass {p}"),
    ("en", "password", "Use {p} for the shared Figma login until SSO lands."),
    ("en", "password", "The zip with the audit exports is protected with {p}."),
    ("en", "password", "My bank login is {u} / {p}, don't lose it."),
    ("en", "password", "pgAdmin on the bastion remembers {p} as the postgres password."),
    ("en", "passphrase", "The BitLocker recovery key of the finance laptop is {bl}."),
    ("en", "pin", "SIM PIN of the on-call phone: {n}, PUK {puk}"),
    ("en", "password", "The old password was Summer2024 but now it's {p}."),
    ("en", "login-as", "Connect as root with password {p} if the key auth breaks."),
    ("zh", "wifi", "办公室访客 WiFi 密码是 {p}"),
    ("zh", "login-as", "用 {u} 账号登录，密码 {p}，进入测试后台。"),
    ("zh", "seed", "冷钱包助记词：{w}"),
    ("zh", "pin", "机房门禁 PIN 码是 {n}。"),
    ("zh", "totp", "运维共享账号的两步验证密钥：{t}"),
    ("es", "wifi", "La contraseña del wifi de la oficina de Sevilla es {p}."),
    ("es", "login-as", "Entra como {u} con la clave {p} para ver el panel."),
    ("es", "passphrase", "La frase de contraseña del certificado de firma es «{pp}»."),
    ("es", "recovery", "Códigos de recuperación de la cuenta de soporte: {c}"),
    ("es", "pin", "El PIN de la tarjeta corporativa es {n}."),
    ("de", "wifi", "Das WLAN-Passwort im Lager Hamburg lautet {p}."),
    ("de", "login-as", "Als {u} mit dem Kennwort {p} anmelden, dann läuft der Export."),
    ("de", "seed", "Wiederherstellungsphrase der Test-Wallet: {w}"),
    ("de", "totp", "Das TOTP-Geheimnis für den Notfall-Admin ist {t}."),
    ("de", "pin", "Die PIN für das Diensthandy ist {n}."),
    ("ru", "wifi", "Пароль от гостевого Wi-Fi: {p}"),
    ("ru", "login-as", "Заходи под {u} с паролем {p}, там все отчёты."),
    ("ru", "seed", "Сид-фраза кошелька: {w}"),
    ("ru", "passphrase", "Парольная фраза к ключу подписи — {pp}."),
    ("ru", "pin", "ПИН-код от сейфа: {n}"),
    ("fr", "wifi", "Le mot de passe du wifi invités à Lyon est {p}."),
    ("fr", "login-as", "Se connecter en tant que {u} avec {p} pour l'interface d'admin."),
    ("fr", "passphrase", "Le coffre KeePass de l'équipe s'ouvre avec la phrase « {pp} »."),
    ("fr", "totp", "Clé secrète TOTP du compte de secours : {t}"),
    ("fr", "recovery", "Codes de récupération du compte Google de l'asso : {c}"),
    ("ja", "wifi", "来客用Wi-Fiのパスワードは {p} です。"),
    ("ja", "login-as", "{u} でログインして、パスワードは {p}。"),
    ("ja", "seed", "ウォレットのシードフレーズ：{w}"),
    ("ja", "pin", "金庫の暗証番号は {n} です。"),
    ("ja", "totp", "二段階認証のシークレットキー：{t}"),
    ("pt", "wifi", "A senha do wifi do escritório de Recife é {p}."),
    ("pt", "login-as", "Entre como {u} com a senha {p} para acessar o painel."),
    ("pt", "seed", "Frase de recuperação da carteira: {w}"),
    ("pt", "pin", "O PIN do cartão da empresa é {n}."),
    ("ko", "wifi", "회의실 와이파이 비밀번호는 {p} 입니다."),
    ("ko", "login-as", "{u} 계정으로 로그인, 비밀번호 {p}."),
    ("ko", "seed", "지갑 복구 문구: {w}"),
    ("ko", "totp", "OTP 시크릿 키: {t}"),
    ("it", "wifi", "La password del wifi ospiti è {p}."),
    ("it", "login-as", "Accedi come {u} con la password {p}."),
    ("nl", "wifi", "Het wifi-wachtwoord op kantoor is {p}."),
    ("nl", "login-as", "Log in als {u} met {p} voor het beheerpaneel."),
    ("pl", "wifi", "Hasło do wifi w biurze to {p}."),
    ("pl", "seed", "Fraza odzyskiwania portfela: {w}"),
    ("tr", "wifi", "Misafir wifi şifresi {p}."),
    ("tr", "login-as", "{u} kullanıcısıyla {p} şifresiyle giriş yap."),
    ("sv", "wifi", "Wifi-lösenordet på kontoret är {p}."),
    ("cs", "login-as", "Přihlas se jako {u} s heslem {p}."),
    ("vi", "wifi", "Mật khẩu wifi văn phòng là {p}."),
    ("id", "login-as", "Masuk sebagai {u} dengan kata sandi {p}."),
    ("ar", "wifi", "كلمة مرور الواي فاي في المكتب هي {p}"),
    ("hi", "wifi", "ऑफिस वाई-फाई का पासवर्ड {p} है।"),
    ("uk", "pin", "PIN-код від службового телефону: {n}"),
    ("he", "login-as", "להתחבר בתור {u} עם הסיסמה {p}."),
    ("th", "wifi", "รหัสผ่าน wifi ของออฟฟิศคือ {p}"),
    ("el", "wifi", "Ο κωδικός του wifi είναι {p}."),
    ("fi", "login-as", "Kirjaudu käyttäjänä {u} salasanalla {p}."),
    ("da", "passphrase", 'Adgangssætningen til backup-nøglen er "{pp}".'),
    ("hu", "wifi", "Az irodai wifi jelszava {p}."),
    ("ro", "login-as", "Autentifică-te ca {u} cu parola {p}."),
    ("sw", "wifi", "Nenosiri la wifi ya ofisi ni {p}."),
]

_WORDS = [
    "abandon",
    "ability",
    "able",
    "about",
    "above",
    "absent",
    "absorb",
    "abstract",
    "absurd",
    "abuse",
    "access",
    "accident",
    "account",
    "accuse",
    "achieve",
    "acid",
    "acoustic",
    "acquire",
    "across",
    "act",
    "action",
    "actor",
    "actress",
    "actual",
    "adapt",
    "add",
    "addict",
    "address",
    "adjust",
    "admit",
    "adult",
    "advance",
    "advice",
    "aerobic",
    "affair",
    "afford",
    "afraid",
    "again",
    "age",
    "agent",
    "agree",
    "ahead",
    "aim",
    "air",
    "airport",
    "aisle",
    "alarm",
    "album",
    "alcohol",
    "alert",
    "alien",
    "all",
    "alley",
    "allow",
    "almost",
    "alone",
    "alpha",
    "already",
    "also",
    "alter",
    "always",
    "amateur",
    "amazing",
    "among",
    "amount",
    "amused",
    "analyst",
    "anchor",
    "ancient",
    "anger",
    "angle",
    "angry",
    "animal",
    "ankle",
    "announce",
    "annual",
    "another",
    "answer",
    "antenna",
    "antique",
    "anxiety",
    "any",
    "apart",
    "apology",
    "appear",
    "apple",
    "approve",
    "april",
    "arch",
    "arctic",
    "area",
    "arena",
    "argue",
    "arm",
    "armed",
    "armor",
    "army",
    "around",
    "arrange",
    "arrest",
    "arrive",
    "arrow",
    "art",
    "artefact",
    "artist",
    "artwork",
    "ask",
    "aspect",
    "assault",
    "asset",
    "assist",
    "assume",
    "asthma",
    "athlete",
    "atom",
    "attack",
    "attend",
    "attitude",
    "attract",
    "auction",
    "audit",
    "august",
    "aunt",
    "author",
    "auto",
    "autumn",
    "average",
    "avocado",
    "avoid",
    "awake",
    "aware",
    "away",
    "awesome",
    "awful",
    "awkward",
    "axis",
]


def _fill_pw(t: str) -> str:
    users = [
        "svc-report",
        "admin",
        "ops-oncall",
        "qa.lead",
        "finance01",
        "deploy",
        "root",
        "marta.k",
        "kiosk",
    ]
    pps = [
        "correct horse battery staple orbit",
        "lantern-velvet-crisp-93-harbor",
        "seven blue otters nap at noon",
        "Mañana-Tormenta-Faro-41",
        "kettle quartz meadow fiddle 88",
    ]
    codes = " ".join(f"{lan(5)}-{lan(5)}" for _ in range(6))
    return t.format(
        p=pw(),
        u=R.choice(users),
        n=dg(6) if R.random() < 0.5 else dg(4),
        puk=dg(8),
        pp=R.choice(pps),
        w=" ".join(R.choice(_WORDS) for _ in range(12 if R.random() < 0.6 else 24)),
        t=ch(_B32, 32) if R.random() < 0.6 else " ".join(ch(_B32.lower(), 4) for _ in range(8)),
        c=codes,
        bl="-".join(dg(6) for _ in range(8)),
    )


# (c) key material without its header
MATERIAL: list[tuple[str, Callable[[], str]]] = [
    (
        "rsa-pkcs8-body",
        lambda: (
            "Private key for the SAML signer (body only): MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
            + b64(300)
        ),
    ),
    (
        "rsa-pkcs1-body",
        lambda: "key.pem lost its header lines, content was MIIEpAIBAAKCAQEA" + b64(240),
    ),
    (
        "openssh-body",
        lambda: (
            "deploy key (openssh, headers stripped): b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA"
            + b64(160)
        ),
    ),
    ("ec-body", lambda: "EC key for the webhook signer: MHcCAQEEI" + b64(90)),
    (
        "ed25519-pkcs8",
        lambda: "Ed25519 private key (PKCS#8, base64): MC4CAQAwBQYDK2VwBCIEI" + b64(24),
    ),
    ("pgp-body", lambda: "Exported secret subkey, armor removed: lQOYBGV" + b64(260)),
    (
        "jwk-d",
        lambda: (
            f'{{"kty":"EC","crv":"P-256","x":"{b64u(43)}","y":"{b64u(43)}","d":"{b64u(43)}"}} is the signing JWK'
        ),
    ),
    (
        "jwk-rsa",
        lambda: (
            f'"p": "{b64u(171)}", "q": "{b64u(171)}", "d": "{b64u(342)}" are the private fields of the RSA JWK in jwks-private.json'
        ),
    ),
    ("hmac-hex", lambda: "HMAC key for the signed download links: " + hx(64)),
    ("aes-key", lambda: "AES-256 key for the backups: " + b64(32)),
    (
        "p12-base64",
        lambda: (
            "Apple distribution cert .p12 as base64 for CI: MIIMcQIBAzCCDDcGCSqGSIb3DQEHAaCCDCgEggwkMIIMIDCCBtcGCSqGSIb3DQEHBqCCBsgwggbE"
            + b64(200)
        ),
    ),
    ("keystore-b64", lambda: "ANDROID_KEYSTORE_BASE64=/u3+7QAAAAIAAAABAAAAAQAH" + b64(210)),
    (
        "gcp-sa-json",
        lambda: (
            '"private_key": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'
            + b64(150)
            + '\\n" from the service-account json'
        ),
    ),
    ("ssh-rsa-old", lambda: "id_rsa of the backup user, inner lines: MIIEowIBAAKCAQEAx" + b64(200)),
    ("wireguard-bare", lambda: "wg0 private key " + b64(32)),
    (
        "solana-bytes",
        lambda: "devnet keypair bytes [" + ",".join(str(R.randrange(256)) for _ in range(64)) + "]",
    ),
    ("xprv-bare", lambda: "tprv8ZgxMBicQKsPd" + b58(94) + " is the testnet signer"),
    ("eth-bare", lambda: "private key " + hx(64) + " funds the faucet"),
]

# negatives: same shapes, harmless
NEG: list[tuple[str, Callable[[], str]]] = [
    ("hash/sha256", lambda: f"sha256sum of the release tarball: {hx(64)}"),
    ("hash/sha256-de", lambda: f"Prüfsumme (SHA-256) des Installers: {hx(64)}"),
    ("hash/md5", lambda: f"MD5 of the uploaded CSV was {hx(32)}; matches the vendor's."),
    ("hash/docker-digest", lambda: f"Pin the base image to python:3.12-slim@sha256:{hx(64)}"),
    (
        "hash/sri",
        lambda: (
            f'<script src="https://cdn.example.com/lib.js" integrity="sha384-{b64(48)}" crossorigin="anonymous">'
        ),
    ),
    ("hash/npm-integrity", lambda: f'package-lock "integrity": "sha512-{b64(64)}"'),
    (
        "hash/git-lfs",
        lambda: f"oid sha256:{hx(64)} size 1048576 (LFS pointer of the model weights)",
    ),
    ("hash/commit-fr", lambda: f"Le correctif est dans le commit {hx(40)} sur main."),
    ("hash/commit-ja", lambda: f"修正はコミット {hx(40)} に入っています。"),
    ("hash/tx", lambda: f"The refund went out in transaction 0x{hx(64)} on Arbitrum."),
    ("hash/tx-es", lambda: f"El hash de la transacción es 0x{hx(64)}, ya confirmado."),
    ("hash/block", lambda: f"Block hash 0x{hx(64)} is where the migration contract landed."),
    (
        "hash/ipfs",
        lambda: (
            f"The NFT metadata lives at ipfs://bafybei{ch('abcdefghijklmnopqrstuvwxyz234567', 52)}"
        ),
    ),
    (
        "hash/tls-fp",
        lambda: "SHA256 fingerprint of the new cert: " + ":".join(HX(2) for _ in range(32)),
    ),
    (
        "hash/ssh-fp",
        lambda: (
            f"The bastion's host key fingerprint is SHA256:{b64(32).rstrip('=')}; verify before accepting."
        ),
    ),
    (
        "hash/gpg-fp",
        lambda: f"Release signing key fingerprint: {' '.join(HX(4) for _ in range(10))}",
    ),
    (
        "hash/bcrypt-policy",
        lambda: "Passwords are stored as bcrypt with cost 12; never log the plaintext.",
    ),
    (
        "id/uuid-request",
        lambda: f"Request id {uuid()} failed with a 502 from the payments gateway.",
    ),
    (
        "id/uuid-tenant",
        lambda: f"Azure tenant id {uuid()} and subscription {uuid()} for the sandbox.",
    ),
    ("id/trace", lambda: f"trace_id={hx(32)} span_id={hx(16)} shows the slow query."),
    ("id/sentry-event", lambda: f"Sentry event {hx(32)} is the NullPointer in checkout."),
    (
        "id/aws-arn",
        lambda: f"arn:aws:iam::{dg(12)}:role/{R.choice(TEAMS)}-deployer is the role CI assumes.",
    ),
    ("id/aws-keyid-only", lambda: f"The KMS key alias/{R.choice(TEAMS)} has id {uuid()}."),
    (
        "id/stripe-ids",
        lambda: (
            f"Customer cus_{an(14)} on price price_{an(24)} was double-charged; refund re_{an(24)}."
        ),
    ),
    ("id/twilio-sid", lambda: f"Messaging service MG{hx(32)} sends the OTP texts."),
    ("id/ga", lambda: f"Google Analytics id G-{uan(10)} and the GTM container GTM-{uan(7)}."),
    (
        "id/recaptcha-site",
        lambda: f"reCAPTCHA site key 6Lc{b64u(37)} goes in the signup form (public).",
    ),
    (
        "id/apple",
        lambda: f"App Store Connect key id {uan(10)}, issuer {uuid()}; the .p8 is in 1Password.",
    ),
    ("id/steam-appid", lambda: f"Steam app id {dg(7)}, depot {dg(7)}, build {dg(8)} went live."),
    (
        "id/google-client-id",
        lambda: f"OAuth client id {dg(12)}-{lan(32)}.apps.googleusercontent.com (public).",
    ),
    ("id/order", lambda: f"Order {uan(10)} shipped with tracking 1Z{uan(16)}."),
    ("id/fhir", lambda: f"Patient resource id {uuid()} in the Epic sandbox (synthetic)."),
    (
        "id/datadog-monitor",
        lambda: f"Datadog monitor {dg(8)} pages the {R.choice(TEAMS)} rotation.",
    ),
    (
        "public/stripe-pk",
        lambda: f"Stripe publishable key pk_live_51{an(97)} goes in the checkout page.",
    ),
    (
        "public/mapbox-pk",
        lambda: f"MAPBOX_PUBLIC_TOKEN=pk.eyJ1Ijoi{b64u(40)}.{b64u(22)} is safe in the web bundle.",
    ),
    (
        "public/ssh-pub",
        lambda: (
            f"Add ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(32).rstrip('=')} ci@runner to authorized_keys."
        ),
    ),
    ("public/wg-pub", lambda: f"[Peer] PublicKey = {b64(32)} AllowedIPs = 10.8.0.0/24"),
    ("public/xpub", lambda: f"Watch-only xpub for the donations wallet: xpub661MyMwAqRbc{b58(95)}"),
    ("public/eth-address", lambda: f"Send testnet ETH to 0x{hx(40)} (the faucet address)."),
    ("public/btc-address", lambda: f"Donations: bc1q{ch('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}"),
    ("public/sol-address", lambda: f"Program id {b58(44)} on devnet."),
    (
        "public/pgp-pub",
        lambda: (
            f"Our public key for security reports: mQINBGV{b64(120)} (also on keys.openpgp.org)."
        ),
    ),
    ("public/vapid", lambda: f"VAPID public key for web push: B{b64u(86)}"),
    (
        "public/razorpay-id",
        lambda: f"Razorpay key id rzp_test_{an(14)} is used in the test checkout widget.",
    ),
    (
        "public/algolia-search",
        lambda: (
            f"Algolia app id {uan(10)} and the search-only key go in the frontend; the admin key stays in Vault."
        ),
    ),
    (
        "public/firebase-web",
        lambda: (
            f'firebaseConfig = {{ projectId: "{R.choice(TEAMS)}-prod", appId: "1:{dg(12)}:web:{hx(22)}" }}'
        ),
    ),
    (
        "placeholder/env",
        lambda: (
            "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx in .env.example; real one in Doppler."
        ),
    ),
    (
        "placeholder/angle",
        lambda: "Run `huggingface-cli login --token <YOUR_HF_TOKEN>` on a fresh box.",
    ),
    ("placeholder/ci", lambda: "NPM_TOKEN: ${{ secrets.NPM_TOKEN }} in the publish workflow."),
    (
        "placeholder/shell",
        lambda: 'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user',
    ),
    (
        "placeholder/stars",
        lambda: (
            "The Slack webhook is https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXX in the docs."
        ),
    ),
    (
        "placeholder/redacted",
        lambda: "OPENAI_API_KEY=sk-...REDACTED... was in the log; already rotated.",
    ),
    ("placeholder/fr", lambda: "Remplacer VOTRE_CLE_API par la clé du tableau de bord Mistral."),
    ("placeholder/de", lambda: "Das Passwort steht im Tresor unter „Lager/WLAN“, nicht hier."),
    (
        "placeholder/es",
        lambda: "La contraseña del wifi está en la pizarra de la recepción, pídesela a Marta.",
    ),
    ("placeholder/zh", lambda: "数据库密码存放在 Vault 的 secret/prod/db 路径下，不要写进代码。"),
    ("placeholder/ja", lambda: "APIキーは1Passwordの「決済」保管庫にあります。"),
    ("placeholder/ko", lambda: "비밀번호는 팀 금고(1Password)에 있습니다. 여기에 적지 마세요."),
    ("placeholder/ru", lambda: "Пароль от Wi-Fi висит на доске у ресепшена."),
    ("placeholder/pt", lambda: "A senha do banco fica no cofre do Bitwarden, pasta Financeiro."),
    (
        "reference/vault",
        lambda: f"DB password is read from vault kv get secret/{R.choice(TEAMS)}/postgres at boot.",
    ),
    (
        "reference/op",
        lambda: f"op://Engineering/{R.choice(TEAMS)}-stripe/credential is what the script reads.",
    ),
    (
        "reference/aws-sm",
        lambda: (
            f"arn:aws:secretsmanager:eu-west-1:{dg(12)}:secret:prod/{R.choice(TEAMS)}/api-{an(6)} holds the key."
        ),
    ),
    (
        "reference/k8s",
        lambda: (
            f"envFrom: secretRef: name: {R.choice(TEAMS)}-secrets (created by external-secrets)."
        ),
    ),
    (
        "talk/rotate",
        lambda: "Rotate the Codecov token every 90 days; the reminder is in the ops calendar.",
    ),
    ("talk/policy", lambda: "Wifi passwords change every quarter; ask IT for the current one."),
    (
        "talk/totp",
        lambda: "Enable TOTP 2FA for every admin account by Friday; SMS codes are not enough.",
    ),
    (
        "talk/seed",
        lambda: (
            "Never type the seed phrase into a computer; it stays on the steel plate in the safe."
        ),
    ),
    (
        "talk/erlang",
        lambda: (
            "The Erlang cookie must match on all RabbitMQ nodes or clustering fails with 'Connection attempt from disallowed node'."
        ),
    ),
    (
        "talk/pin-es",
        lambda: "El PIN de la SIM se cambia en Ajustes > Seguridad; el de fábrica no sirve.",
    ),
    (
        "talk/login-de",
        lambda: (
            "Melde dich als Admin mit deinem eigenen Passwort an, nicht mit dem geteilten Konto."
        ),
    ),
    (
        "talk/login-fr",
        lambda: "Connectez-vous en tant qu'administrateur avec votre mot de passe habituel.",
    ),
    (
        "talk/login-en",
        lambda: "Log in as the deploy user with your SSO credentials, never a shared password.",
    ),
    ("talk/login-ja", lambda: "管理者としてログインするときは各自のパスワードを使うこと。"),
    (
        "version/semver",
        lambda: (
            f"Upgrade the Stripe SDK to 14.{R.randrange(30)}.{R.randrange(9)} and the Twilio one to 9.{R.randrange(9)}.0."
        ),
    ),
    ("version/build", lambda: f"Android versionCode {dg(8)}, build {uan(6)}-{dg(4)}."),
    ("code/constant", lambda: "const TOKEN_HEADER = 'X-Shopify-Access-Token'; // name only"),
    ("code/regex", lambda: "The scanner's regex for GitHub tokens is ghp_[A-Za-z0-9]{36}."),
    (
        "code/env-name",
        lambda: "Set SENTRY_AUTH_TOKEN, CODECOV_TOKEN and NPM_TOKEN as masked variables in GitLab.",
    ),
    (
        "code/base64-image",
        lambda: f"The 1x1 tracking pixel is data:image/png;base64,iVBORw0KGgo{b64(60)}",
    ),
    (
        "code/css-colour",
        lambda: "Brand colours: #1A2B3C, #FFAA00, #00C2A8; font stack Inter, system-ui.",
    ),
    ("code/license", lambda: "License: Apache-2.0; SPDX identifier in every file header."),
    ("code/locale-hash", lambda: f"Webpack chunk main.{hx(20)}.js is 412 kB after the split."),
    ("code/cache-key", lambda: f"Cache key for the CI deps: {R.choice(TEAMS)}-node-{hx(64)}"),
    (
        "code/nonce-doc",
        lambda: "The CSP nonce is generated per request; don't hardcode it in the template.",
    ),
    ("code/uuid-migration", lambda: f"Alembic revision {hx(12)} drops the legacy sessions table."),
    (
        "code/otp-length",
        lambda: (
            "OTP codes are 6 digits and expire after 30 seconds; allow one step of clock drift."
        ),
    ),
    (
        "code/words",
        lambda: "The team's naming scheme for hosts is animal-colour-number, e.g. otter-blue-07.",
    ),
]


def main() -> None:
    pos_rows = vendor_rows()
    for lang, kind, t in PROSE_PW:
        pos_rows.append((f"prose/{kind}/{lang}", _fill_pw(t)))
    for kind, make in MATERIAL:
        pos_rows.append((f"material/{kind}/bare", make()))
    neg_rows = [(kind, make()) for kind, make in NEG]
    head = "# Columns: kind<TAB>entry. Generated by gen_probe_sec33.py (seeded, stdlib only); every value is synthetic."
    pos = [
        "# Probe sec33 positives (written 2026-12-04 by helper sec33 before any fix and before looking at the screen's answers): vendor credential formats, passwords in prose in many languages, key material without headers. All should be flagged.",
        head,
    ] + [f"{k}\t{t}" for k, t in pos_rows]
    neg = [
        "# Probe sec33 negatives (written 2026-12-04 by helper sec33 before any fix): hashes, ids, placeholders, references and public keys of the same shapes. None may be flagged.",
        head,
    ] + [f"{k}\t{t}" for k, t in neg_rows]
    for text in pos + neg:
        assert "\n" not in text and text.count("\t") <= 1, text
    (OUT / "probe_sec33_positives.tsv").write_text("\n".join(pos) + "\n", encoding="utf-8")
    (OUT / "probe_sec33_negatives.tsv").write_text("\n".join(neg) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
