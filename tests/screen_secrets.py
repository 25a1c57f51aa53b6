# ruff: noqa: E501 - vendor shapes read best on one line each
"""Deterministic generator of the synthetic secret corpus (never a real secret).

Every value is random characters in the published *shape* of a vendor's credential (prefix,
alphabet, length); the generator is seeded, so the corpus is the same on every run. Each kind is
written into three different sentences, the way a user jots things into a memory file.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from dataclasses import dataclass

SEED = 20261202

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
B32 = UPPER + "234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


@dataclass(frozen=True)
class Sample:
    kind: str
    text: str


class Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def s(self, alphabet: str, n: int) -> str:
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def mixed(self, n: int, alphabet: str = ALNUM) -> str:
        """Random characters that contain at least a lower, an upper and a digit (if alnum)."""
        while True:
            v = self.s(alphabet, n)
            if alphabet != ALNUM or (
                any(c.islower() for c in v)
                and any(c.isupper() for c in v)
                and any(c.isdigit() for c in v)
            ):
                return v

    def uuid(self) -> str:
        h = self.s(HEX, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"

    def b64(self, raw: int) -> str:
        return base64.b64encode(self.r.randbytes(raw)).decode()

    def b64url(self, raw: int) -> str:
        return base64.urlsafe_b64encode(self.r.randbytes(raw)).decode().rstrip("=")

    def jwt(self, payload: str = '{"sub":"svc","role":"service_role","iat":1700000000}') -> str:
        head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        body = base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")
        return f"{head}.{body}.{self.b64url(32)}"

    def password(self) -> str:
        words = ["Falcon", "river", "Tiger", "maple", "Orbit", "cobalt", "Pepper", "zenith"]
        sym = "!#%&*+-=?@^_"
        return (
            self.r.choice(words)
            + self.s(DIGITS, 2)
            + self.r.choice(sym)
            + self.s(LOWER + UPPER, 3)
            + self.r.choice(sym)
            + self.s(DIGITS, 2)
        )


# (kind, human name, ENV_NAME, value factory)
Kind = tuple[str, str, str, Callable[[Gen], str]]

KINDS: list[Kind] = [
    ("aws-access-key", "AWS access key id", "AWS_ACCESS_KEY_ID", lambda g: "AKIA" + g.s(B32, 16)),
    (
        "aws-secret-key",
        "AWS secret access key",
        "AWS_SECRET_ACCESS_KEY",
        lambda g: g.mixed(40, ALNUM + "+/"),
    ),
    (
        "aws-session-key",
        "AWS temporary key id",
        "AWS_ACCESS_KEY_ID",
        lambda g: "ASIA" + g.s(B32, 16),
    ),
    ("github-pat", "GitHub token", "GITHUB_TOKEN", lambda g: "ghp_" + g.mixed(36)),
    ("github-oauth", "GitHub OAuth token", "GH_OAUTH_TOKEN", lambda g: "gho_" + g.mixed(36)),
    ("github-app", "GitHub app installation token", "GH_APP_TOKEN", lambda g: "ghs_" + g.mixed(36)),
    (
        "github-user-to-server",
        "GitHub user-to-server token",
        "GH_USER_TOKEN",
        lambda g: "ghu_" + g.mixed(36),
    ),
    ("github-refresh", "GitHub refresh token", "GH_REFRESH_TOKEN", lambda g: "ghr_" + g.mixed(36)),
    (
        "github-fine-grained",
        "fine-grained GitHub PAT",
        "GH_PAT",
        lambda g: "github_pat_11" + g.s(B32, 20) + "_" + g.mixed(59),
    ),
    (
        "gitlab-pat",
        "GitLab personal access token",
        "GITLAB_TOKEN",
        lambda g: "glpat-" + g.mixed(20, URLSAFE),
    ),
    ("gitlab-runner", "GitLab runner token", "RUNNER_TOKEN", lambda g: "glrt-" + g.mixed(20)),
    ("gitlab-deploy", "GitLab deploy token", "DEPLOY_TOKEN", lambda g: "gldt-" + g.mixed(20)),
    (
        "gitlab-trigger",
        "GitLab pipeline trigger token",
        "TRIGGER_TOKEN",
        lambda g: "glptt-" + g.s(HEX, 40),
    ),
    (
        "gitlab-job",
        "GitLab CI job token",
        "CI_JOB_TOKEN",
        lambda g: "glcbt-" + g.s(HEX, 2) + "_" + g.mixed(20),
    ),
    (
        "slack-bot",
        "Slack bot token",
        "SLACK_BOT_TOKEN",
        lambda g: f"xoxb-{g.s(DIGITS, 12)}-{g.s(DIGITS, 13)}-{g.mixed(24)}",
    ),
    (
        "slack-user",
        "Slack user token",
        "SLACK_USER_TOKEN",
        lambda g: f"xoxp-{g.s(DIGITS, 12)}-{g.s(DIGITS, 12)}-{g.s(DIGITS, 13)}-{g.s(HEX, 32)}",
    ),
    (
        "slack-app",
        "Slack app-level token",
        "SLACK_APP_TOKEN",
        lambda g: f"xapp-1-A{g.s(UPPER + DIGITS, 10)}-{g.s(DIGITS, 13)}-{g.s(HEX, 64)}",
    ),
    (
        "slack-webhook",
        "Slack incoming webhook",
        "SLACK_WEBHOOK_URL",
        lambda g: (
            f"https://hooks.slack.com/services/T{g.s(UPPER + DIGITS, 8)}/B{g.s(UPPER + DIGITS, 10)}/{g.mixed(24)}"
        ),
    ),
    ("stripe-live", "Stripe secret key", "STRIPE_SECRET_KEY", lambda g: "sk_live_" + g.mixed(24)),
    ("stripe-restricted", "Stripe restricted key", "STRIPE_RK", lambda g: "rk_live_" + g.mixed(24)),
    (
        "stripe-webhook",
        "Stripe webhook signing secret",
        "STRIPE_WEBHOOK_SECRET",
        lambda g: "whsec_" + g.mixed(32),
    ),
    (
        "openai-project",
        "OpenAI API key",
        "OPENAI_API_KEY",
        lambda g: "sk-proj-" + g.mixed(48, URLSAFE),
    ),
    (
        "openai-legacy",
        "OpenAI key",
        "OPENAI_KEY",
        lambda g: "sk-" + g.mixed(20) + "T3BlbkFJ" + g.mixed(20),
    ),
    (
        "openai-admin",
        "OpenAI admin key",
        "OPENAI_ADMIN_KEY",
        lambda g: "sk-admin-" + g.mixed(48, URLSAFE),
    ),
    (
        "anthropic",
        "Anthropic API key",
        "ANTHROPIC_API_KEY",
        lambda g: "sk-ant-api03-" + g.mixed(93, URLSAFE) + "AA",
    ),
    (
        "google-api",
        "Google Maps API key",
        "GOOGLE_MAPS_KEY",
        lambda g: "AIza" + g.mixed(35, URLSAFE),
    ),
    (
        "firebase-api",
        "Firebase web API key",
        "FIREBASE_API_KEY",
        lambda g: "AIzaSy" + g.mixed(33, URLSAFE),
    ),
    (
        "firebase-fcm",
        "Firebase Cloud Messaging server key",
        "FCM_SERVER_KEY",
        lambda g: "AAAA" + g.mixed(7, URLSAFE) + ":APA91b" + g.mixed(134, URLSAFE),
    ),
    (
        "google-oauth-secret",
        "Google OAuth client secret",
        "GOOGLE_CLIENT_SECRET",
        lambda g: "GOCSPX-" + g.mixed(28, URLSAFE),
    ),
    (
        "google-refresh",
        "Google OAuth refresh token",
        "GOOGLE_REFRESH_TOKEN",
        lambda g: "1//0" + g.mixed(100, URLSAFE),
    ),
    (
        "gcp-service-account",
        "GCP service-account JSON private key",
        "GCP_KEY",
        lambda g: '"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEv' + g.mixed(60, B64) + '\\n"',
    ),
    ("huggingface", "Hugging Face token", "HF_TOKEN", lambda g: "hf_" + g.s(LOWER + UPPER, 34)),
    ("npm", "npm automation token", "NPM_TOKEN", lambda g: "npm_" + g.mixed(36)),
    (
        "pypi",
        "PyPI upload token",
        "PYPI_TOKEN",
        lambda g: "pypi-AgEIcHlwaS5vcmc" + g.mixed(60, URLSAFE),
    ),
    (
        "dockerhub",
        "Docker Hub access token",
        "DOCKERHUB_TOKEN",
        lambda g: "dckr_pat_" + g.mixed(27, URLSAFE),
    ),
    (
        "digitalocean-pat",
        "DigitalOcean token",
        "DIGITALOCEAN_TOKEN",
        lambda g: "dop_v1_" + g.s(HEX, 64),
    ),
    (
        "digitalocean-oauth",
        "DigitalOcean OAuth token",
        "DO_OAUTH",
        lambda g: "doo_v1_" + g.s(HEX, 64),
    ),
    (
        "square-access",
        "Square access token",
        "SQUARE_ACCESS_TOKEN",
        lambda g: "EAAA" + g.mixed(60, URLSAFE),
    ),
    (
        "square-oauth-secret",
        "Square OAuth secret",
        "SQUARE_SECRET",
        lambda g: "sq0csp-" + g.mixed(43, URLSAFE),
    ),
    (
        "square-legacy",
        "Square sandbox token",
        "SQUARE_TOKEN",
        lambda g: "sq0atp-" + g.mixed(22, URLSAFE),
    ),
    ("linear", "Linear API key", "LINEAR_API_KEY", lambda g: "lin_api_" + g.mixed(40)),
    ("heroku-new", "Heroku API key", "HEROKU_API_KEY", lambda g: "HRKU-AA" + g.mixed(58, URLSAFE)),
    ("heroku-uuid", "Heroku API key", "HEROKU_API_KEY", lambda g: g.uuid()),
    (
        "grafana-cloud",
        "Grafana Cloud token",
        "GRAFANA_TOKEN",
        lambda g: "glc_" + g.mixed(40) + "==",
    ),
    (
        "grafana-service-account",
        "Grafana service account token",
        "GRAFANA_SA_TOKEN",
        lambda g: "glsa_" + g.mixed(32) + "_" + g.s(HEX, 8),
    ),
    (
        "grafana-api",
        "Grafana API key",
        "GRAFANA_API_KEY",
        lambda g: "eyJrIjoi" + g.mixed(60, ALNUM) + "In0=",
    ),
    (
        "newrelic-user",
        "New Relic user API key",
        "NEW_RELIC_API_KEY",
        lambda g: "NRAK-" + g.s(UPPER + DIGITS, 27),
    ),
    (
        "newrelic-insert",
        "New Relic insert key",
        "NEW_RELIC_INSERT_KEY",
        lambda g: "NRII-" + g.mixed(32, URLSAFE),
    ),
    (
        "newrelic-license",
        "New Relic license key",
        "NEW_RELIC_LICENSE_KEY",
        lambda g: g.s(HEX, 36) + "NRAL",
    ),
    (
        "postman",
        "Postman API key",
        "POSTMAN_API_KEY",
        lambda g: f"PMAK-{g.s(HEX, 24)}-{g.s(HEX, 34)}",
    ),
    ("okta", "Okta API token", "OKTA_API_TOKEN", lambda g: "00" + g.mixed(40, URLSAFE)),
    (
        "cloudflare-token",
        "Cloudflare API token",
        "CLOUDFLARE_API_TOKEN",
        lambda g: g.mixed(40, URLSAFE),
    ),
    ("cloudflare-global", "Cloudflare global API key", "CF_API_KEY", lambda g: g.s(HEX, 37)),
    (
        "cloudflare-origin-ca",
        "Cloudflare Origin CA key",
        "CF_ORIGIN_CA_KEY",
        lambda g: "v1.0-" + g.s(HEX, 24) + "-" + g.s(HEX, 146),
    ),
    ("netlify", "Netlify access token", "NETLIFY_AUTH_TOKEN", lambda g: "nfp_" + g.mixed(36)),
    (
        "supabase-pat",
        "Supabase access token",
        "SUPABASE_ACCESS_TOKEN",
        lambda g: "sbp_" + g.s(HEX, 40),
    ),
    (
        "supabase-service-role",
        "Supabase service_role key",
        "SUPABASE_SERVICE_ROLE_KEY",
        lambda g: g.jwt(),
    ),
    (
        "supabase-secret",
        "Supabase secret key",
        "SUPABASE_SECRET_KEY",
        lambda g: "sb_secret_" + g.mixed(31, URLSAFE),
    ),
    ("age", "age secret key", "AGE_KEY", lambda g: "AGE-SECRET-KEY-1" + g.s(BECH32, 58)),
    (
        "azure-storage",
        "Azure storage connection string",
        "AZURE_STORAGE_CONNECTION_STRING",
        lambda g: (
            f"DefaultEndpointsProtocol=https;AccountName=acme{g.s(LOWER, 6)};AccountKey={g.b64(64)};EndpointSuffix=core.windows.net"
        ),
    ),
    (
        "azure-sas",
        "Azure SAS URL",
        "AZURE_SAS_URL",
        lambda g: (
            f"https://acme{g.s(LOWER, 5)}.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-01T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig={g.b64(32).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}"
        ),
    ),
    (
        "azure-cosmos",
        "Cosmos DB connection string",
        "COSMOS_CONNECTION",
        lambda g: (
            f"AccountEndpoint=https://acme-{g.s(LOWER, 5)}.documents.azure.com:443/;AccountKey={g.b64(64)};"
        ),
    ),
    (
        "azure-ad-client-secret",
        "Azure AD client secret",
        "AZURE_CLIENT_SECRET",
        lambda g: g.mixed(3) + "8Q~" + g.mixed(34, ALNUM + "-_.~"),
    ),
    ("azure-devops-pat", "Azure DevOps PAT", "AZDO_PAT", lambda g: g.s(LOWER + DIGITS, 52)),
    (
        "alibaba-key-id",
        "Alibaba Cloud AccessKey ID",
        "ALIBABA_CLOUD_ACCESS_KEY_ID",
        lambda g: "LTAI" + g.mixed(20),
    ),
    (
        "alibaba-secret",
        "Alibaba Cloud AccessKey secret",
        "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
        lambda g: g.mixed(30),
    ),
    (
        "mapbox",
        "Mapbox secret token",
        "MAPBOX_TOKEN",
        lambda g: "sk.eyJ1Ijoi" + g.mixed(50) + "." + g.mixed(22, URLSAFE),
    ),
    (
        "sendgrid",
        "SendGrid API key",
        "SENDGRID_API_KEY",
        lambda g: "SG." + g.mixed(22, URLSAFE) + "." + g.mixed(43, URLSAFE),
    ),
    ("twilio-key", "Twilio API key", "TWILIO_API_KEY", lambda g: "SK" + g.s(HEX, 32)),
    ("twilio-auth", "Twilio auth token", "TWILIO_AUTH_TOKEN", lambda g: g.s(HEX, 32)),
    ("mailgun", "Mailgun API key", "MAILGUN_API_KEY", lambda g: "key-" + g.s(HEX, 32)),
    ("mailchimp", "Mailchimp API key", "MAILCHIMP_KEY", lambda g: g.s(HEX, 32) + "-us14"),
    (
        "shopify-admin",
        "Shopify admin token",
        "SHOPIFY_ADMIN_TOKEN",
        lambda g: "shpat_" + g.s(HEX, 32),
    ),
    (
        "shopify-shared",
        "Shopify shared secret",
        "SHOPIFY_SECRET",
        lambda g: "shpss_" + g.s(HEX, 32),
    ),
    (
        "shopify-custom",
        "Shopify custom app token",
        "SHOPIFY_CUSTOM_TOKEN",
        lambda g: "shpca_" + g.s(HEX, 32),
    ),
    (
        "atlassian",
        "Atlassian API token",
        "JIRA_API_TOKEN",
        lambda g: "ATATT3xFfGF0" + g.mixed(170, URLSAFE + "=") + "=" + g.s(HEX.upper(), 8),
    ),
    (
        "bitbucket",
        "Bitbucket app password",
        "BITBUCKET_APP_PASSWORD",
        lambda g: "ATBB" + g.mixed(32) + g.s(HEX.upper(), 8),
    ),
    ("databricks", "Databricks token", "DATABRICKS_TOKEN", lambda g: "dapi" + g.s(HEX, 32)),
    ("doppler", "Doppler service token", "DOPPLER_TOKEN", lambda g: "dp.st.prd." + g.mixed(43)),
    ("dropbox", "Dropbox access token", "DROPBOX_TOKEN", lambda g: "sl." + g.mixed(135, URLSAFE)),
    (
        "discord-bot",
        "Discord bot token",
        "DISCORD_TOKEN",
        lambda g: (
            "MT" + g.mixed(24, URLSAFE) + "." + g.mixed(6, URLSAFE) + "." + g.mixed(38, URLSAFE)
        ),
    ),
    (
        "discord-webhook",
        "Discord webhook",
        "DISCORD_WEBHOOK",
        lambda g: f"https://discord.com/api/webhooks/{g.s(DIGITS, 18)}/{g.mixed(68, URLSAFE)}",
    ),
    (
        "telegram",
        "Telegram bot token",
        "TELEGRAM_BOT_TOKEN",
        lambda g: f"{g.s(DIGITS, 10)}:AA{g.mixed(33, URLSAFE)}",
    ),
    (
        "teams-webhook",
        "Teams incoming webhook",
        "TEAMS_WEBHOOK",
        lambda g: (
            f"https://acme.webhook.office.com/webhookb2/{g.uuid()}@{g.uuid()}/IncomingWebhook/{g.s(HEX, 32)}/{g.uuid()}"
        ),
    ),
    (
        "jwt",
        "session JWT",
        "SESSION_JWT",
        lambda g: g.jwt('{"sub":"1234567890","name":"ops","admin":true}'),
    ),
    ("vault", "Vault token", "VAULT_TOKEN", lambda g: "hvs." + g.mixed(90, URLSAFE)),
    ("vault-batch", "Vault batch token", "VAULT_BATCH", lambda g: "hvb." + g.mixed(120, URLSAFE)),
    (
        "terraform-cloud",
        "Terraform Cloud token",
        "TF_TOKEN_app_terraform_io",
        lambda g: g.mixed(14) + ".atlasv1." + g.mixed(67, URLSAFE),
    ),
    ("pulumi", "Pulumi access token", "PULUMI_ACCESS_TOKEN", lambda g: "pul-" + g.s(HEX, 40)),
    (
        "sentry-org",
        "Sentry auth token",
        "SENTRY_AUTH_TOKEN",
        lambda g: "sntrys_" + g.mixed(80) + "_" + g.mixed(43),
    ),
    ("sentry-user", "Sentry user token", "SENTRY_TOKEN", lambda g: "sntryu_" + g.s(HEX, 64)),
    ("datadog", "Datadog API key", "DD_API_KEY", lambda g: g.s(HEX, 32)),
    ("datadog-app", "Datadog application key", "DD_APP_KEY", lambda g: g.s(HEX, 40)),
    ("algolia", "Algolia admin API key", "ALGOLIA_ADMIN_KEY", lambda g: g.s(HEX, 32)),
    (
        "contentful",
        "Contentful management token",
        "CONTENTFUL_TOKEN",
        lambda g: "CFPAT-" + g.mixed(43, URLSAFE),
    ),
    (
        "planetscale",
        "PlanetScale password",
        "PLANETSCALE_PASSWORD",
        lambda g: "pscale_pw_" + g.mixed(43, URLSAFE),
    ),
    (
        "planetscale-token",
        "PlanetScale service token",
        "PLANETSCALE_TOKEN",
        lambda g: "pscale_tkn_" + g.mixed(43, URLSAFE),
    ),
    ("flyio", "Fly.io deploy token", "FLY_API_TOKEN", lambda g: "FlyV1 fm2_" + g.mixed(120, B64)),
    ("render", "Render API key", "RENDER_API_KEY", lambda g: "rnd_" + g.mixed(32)),
    (
        "airtable",
        "Airtable personal access token",
        "AIRTABLE_PAT",
        lambda g: "pat" + g.mixed(14) + "." + g.s(HEX, 64),
    ),
    (
        "notion",
        "Notion integration secret",
        "NOTION_TOKEN",
        lambda g: "ntn_" + g.s(DIGITS, 11) + g.mixed(35),
    ),
    (
        "notion-legacy",
        "Notion internal integration token",
        "NOTION_SECRET",
        lambda g: "secret_" + g.mixed(43),
    ),
    (
        "figma",
        "Figma personal access token",
        "FIGMA_TOKEN",
        lambda g: "figd_" + g.mixed(40, URLSAFE),
    ),
    ("rubygems", "RubyGems API key", "GEM_HOST_API_KEY", lambda g: "rubygems_" + g.s(HEX, 48)),
    ("nuget", "NuGet API key", "NUGET_API_KEY", lambda g: "oy2" + g.s(LOWER + DIGITS, 43)),
    (
        "clojars",
        "Clojars deploy token",
        "CLOJARS_TOKEN",
        lambda g: "CLOJARS_" + g.s(LOWER + DIGITS, 60),
    ),
    (
        "twitter-bearer",
        "Twitter/X bearer token",
        "TWITTER_BEARER_TOKEN",
        lambda g: "AAAAAAAAAAAAAAAAAAAAA" + g.mixed(30) + "%3D" + g.mixed(50),
    ),
    ("facebook", "Facebook page access token", "FB_PAGE_TOKEN", lambda g: "EAAG" + g.mixed(150)),
    (
        "braintree",
        "Braintree access token",
        "BRAINTREE_TOKEN",
        lambda g: f"access_token$production${g.s(LOWER + DIGITS, 16)}${g.s(HEX, 32)}",
    ),
    ("shippo", "Shippo live token", "SHIPPO_TOKEN", lambda g: "shippo_live_" + g.s(HEX, 40)),
    (
        "easypost",
        "EasyPost production key",
        "EASYPOST_API_KEY",
        lambda g: "EZAK" + g.s(LOWER + DIGITS, 54),
    ),
    (
        "dynatrace",
        "Dynatrace API token",
        "DT_API_TOKEN",
        lambda g: f"dt0c01.{g.s(UPPER + DIGITS, 24)}.{g.s(UPPER + DIGITS, 64)}",
    ),
    (
        "flutterwave",
        "Flutterwave secret key",
        "FLW_SECRET_KEY",
        lambda g: "FLWSECK_TEST-" + g.s(HEX, 32) + "-X",
    ),
    ("adafruit", "Adafruit IO key", "ADAFRUIT_IO_KEY", lambda g: "aio_" + g.mixed(28)),
    ("prefect", "Prefect API key", "PREFECT_API_KEY", lambda g: "pnu_" + g.mixed(36)),
    ("readme", "ReadMe API key", "README_API_KEY", lambda g: "rdme_" + g.s(LOWER + DIGITS, 70)),
    (
        "brevo",
        "Brevo (Sendinblue) API key",
        "BREVO_API_KEY",
        lambda g: f"xkeysib-{g.s(HEX, 64)}-{g.mixed(16)}",
    ),
    (
        "typeform",
        "Typeform token",
        "TYPEFORM_TOKEN",
        lambda g: "tfp_" + g.mixed(44, URLSAFE) + "_" + g.mixed(14),
    ),
    ("infracost", "Infracost API key", "INFRACOST_API_KEY", lambda g: "ico-" + g.mixed(32)),
    ("groq", "Groq API key", "GROQ_API_KEY", lambda g: "gsk_" + g.mixed(52)),
    ("replicate", "Replicate API token", "REPLICATE_API_TOKEN", lambda g: "r8_" + g.mixed(37)),
    ("perplexity", "Perplexity API key", "PPLX_API_KEY", lambda g: "pplx-" + g.mixed(48)),
    (
        "langsmith",
        "LangSmith API key",
        "LANGSMITH_API_KEY",
        lambda g: f"lsv2_pt_{g.s(HEX, 32)}_{g.s(HEX, 10)}",
    ),
    (
        "tailscale",
        "Tailscale auth key",
        "TS_AUTHKEY",
        lambda g: f"tskey-auth-k{g.mixed(16)}-{g.mixed(33)}",
    ),
    (
        "onepassword",
        "1Password service account token",
        "OP_SERVICE_ACCOUNT_TOKEN",
        lambda g: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + g.mixed(120, B64),
    ),
    ("jfrog", "JFrog API key", "ARTIFACTORY_API_KEY", lambda g: "AKCp" + g.mixed(69)),
    ("sonarqube", "SonarQube token", "SONAR_TOKEN", lambda g: "squ_" + g.s(HEX, 40)),
    (
        "ngrok",
        "ngrok authtoken",
        "NGROK_AUTHTOKEN",
        lambda g: "2" + g.mixed(26) + "_" + g.mixed(21),
    ),
    (
        "private-key-rsa",
        "RSA private key",
        "SSH_KEY",
        lambda g: "-----BEGIN RSA PRIVATE KEY----- MIIEpAIBAAKCAQEA" + g.mixed(64, B64),
    ),
    (
        "private-key-openssh",
        "OpenSSH private key",
        "DEPLOY_KEY",
        lambda g: (
            "-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB"
            + g.mixed(40, B64)
        ),
    ),
    (
        "private-key-ec",
        "EC private key",
        "EC_KEY",
        lambda g: "-----BEGIN EC PRIVATE KEY----- MHcCAQEEI" + g.mixed(60, B64),
    ),
    (
        "pkcs8-body",
        "PKCS8 key body",
        "PRIVATE_KEY_B64",
        lambda g: "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + g.mixed(120, B64),
    ),
    (
        "putty",
        "PuTTY private key",
        "PPK",
        lambda g: (
            f"PuTTY-User-Key-File-3: ssh-ed25519 Encryption: none Comment: deploy Public-Lines: 2 AAAAC3NzaC1lZDI1NTE5AAAAI{g.mixed(42, B64)} Private-Lines: 1 AAAAI{g.mixed(43, B64)} Private-MAC: {g.s(HEX, 64)}"
        ),
    ),
    ("ethereum", "Ethereum wallet private key", "ETH_PRIVATE_KEY", lambda g: "0x" + g.s(HEX, 64)),
    (
        "pgp-private",
        "PGP private key block",
        "GPG_KEY",
        lambda g: "-----BEGIN PGP PRIVATE KEY BLOCK----- lQdGBF" + g.mixed(60, B64),
    ),
]

# Whole-line kinds: credentials that live in a syntax rather than a vendor shape.
Phrase = Callable[[Gen], list[str]]


def _structural(g: Gen) -> dict[str, list[str]]:
    def pw() -> str:
        return g.password()

    def basic() -> str:
        return base64.b64encode(f"deploy:{pw()}".encode()).decode()

    return {
        "postgres-url": [
            f"staging db: postgres://app_user:{pw()}@db.staging.internal:5432/app",
            f"DATABASE_URL=postgresql://admin:{pw()}@10.0.3.7/orders?sslmode=require",
            f"connect with psql 'postgresql://reporting:{pw()}@pg.acme.dev/analytics'",
        ],
        "mysql-cli": [
            f"to get into the legacy box run mysql -u root -p'{pw()}' legacy_db",
            f"mysql -h db1 -u app --password={pw()} shop",
            f"mysqldump -uroot -p{pw()} --all-databases > dump.sql",
        ],
        "mysql-url": [
            f"the app uses mysql://shop:{pw()}@mysql.prod:3306/shop",
            f"SQLALCHEMY_DATABASE_URI = 'mysql+pymysql://etl:{pw()}@warehouse/etl'",
            f"old jdbc url: jdbc:mysql://db.internal:3306/crm?user=crm&password={pw()}",
        ],
        "redis-url": [
            f"cache lives at redis://:{pw()}@cache.internal:6379/0",
            f"REDIS_URL=rediss://default:{pw()}@redis-12345.cloud.example.net:12345",
            f"celery broker is redis://:{pw()}@10.1.1.5:6379/2 on staging",
        ],
        "mongodb-url": [
            f"mongo: mongodb+srv://svc:{pw()}@cluster0.ab1cd.mongodb.net/prod",
            f"MONGO_URI=mongodb://root:{pw()}@mongo-0.mongo:27017/?authSource=admin",
            f"the analytics replica set is mongodb://reader:{pw()}@10.2.0.4,10.2.0.5/stats",
        ],
        "amqp-url": [
            f"rabbit: amqp://guest2:{pw()}@rabbit.internal:5672/vhost",
            f"BROKER_URL=amqps://worker:{pw()}@mq.acme.io/jobs",
            f"the event bus is at amqp://svc_events:{pw()}@10.0.0.9//",
        ],
        "ftp-url": [
            f"the artefact mirror is ftp://builds:{pw()}@ftp.acme.net/pub",
            f"upload with sftp://deploy:{pw()}@files.acme.io:2222/incoming",
            f"git remote uses https://oauth2:{g.mixed(20)}@gitlab.acme.dev/team/repo.git",
        ],
        "jdbc-password": [
            f"jdbc:postgresql://db:5432/app?user=app&password={pw()}",
            f"Server=tcp:acme.database.windows.net,1433;Database=crm;User ID=sa;Password={pw()};Encrypt=true",
            f"the DSN is Driver={{ODBC Driver 18}};Server=sql01;Uid=report;Pwd={pw()};",
        ],
        "pgpass": [
            f"~/.pgpass has db.prod.internal:5432:orders:orders_rw:{pw()}",
            f"pgpass line: *:5432:*:postgres:{pw()}",
            f"add localhost:6432:app:app_user:{pw()} to .pgpass for pgbouncer",
        ],
        "netrc": [
            f"machine api.heroku.com login ops@acme.io password {g.uuid()}",
            f".netrc entry: machine git.acme.dev login ci password {pw()}",
            f"put 'machine artifacts.acme.io login deploy password {pw()}' into ~/.netrc",
        ],
        "basic-auth-header": [
            f"the registry wants Authorization: Basic {basic()}",
            f"curl -H 'Authorization: Basic {basic()}' https://nexus.acme.io/repository/",
            f"set header authorization basic {basic()} for the legacy SOAP api",
        ],
        "curl-user": [
            f"curl -u admin:{pw()} https://jenkins.acme.io/job/deploy/build",
            f"the grafana backup script does curl --user backup:{pw()} http://grafana:3000/api",
            f"wget --http-user=ci --http-password={pw()} https://repo.acme.io/x.tar.gz",
        ],
        "docker-auth": [
            f'~/.docker/config.json: {{"auths": {{"ghcr.io": {{"auth": "{basic()}"}}}}}}',
            f'registry creds in config.json are "auth": "{basic()}"',
            f"docker login -u acmebot -p {pw()} registry.acme.io",
        ],
        "prose-password": [
            f"the staging DB password is {pw()}",
            f"Wi-Fi in the office: network AcmeGuest, passphrase {pw()}",
            f"admin / {pw()} for the router web UI",
            f"my laptop's sudo password is {pw()}, use it when the installer asks",
            f"login for the grafana admin page: admin pw {pw()}",
            f"pass for the shared jenkins account = {pw()}",
            f"Kennwort für den Testserver: {pw()}",
            f"la contraseña del servidor de pruebas es {pw()}",
        ],
        "keyword-entropy": [
            f"api_secret: {g.mixed(32)}",
            f'"client_secret": "{g.mixed(40, URLSAFE)}"',
            f'<add key="ApiToken" value="{g.mixed(36)}" />',
            f"secret_key_base {g.s(HEX, 64)}",
            f"SECRET_KEY = '{g.mixed(50, ALNUM + '!@#%^&*(-_=+)')}'",
            f"the webhook signing secret for the billing service is {g.mixed(32)}",
            f"encryption key (AES-256, base64): {g.b64(32)}",
            f"token={g.mixed(40)} for the internal metrics api",
        ],
        "bearer": [
            f"call the admin API with Authorization: Bearer {g.mixed(40, URLSAFE)}",
            f'curl -H "Authorization: Bearer {g.mixed(48)}" https://api.acme.io/v1/users',
            f"bearer token for the partner feed: {g.mixed(44)}",
        ],
    }


TEMPLATES = [
    "the {name} is {value}",
    "{name}: {value}",
    "Use {value} as the {name} when calling their API",
    "For staging the {name} = {value} (rotate monthly)",
    "export {env}={value}",
    "remember the {name} {value} for the deploy script",
    "set `{env}` to `{value}` in CI",
    'The {name} we got from ops yesterday: "{value}"',
    "{value} is the {name} for the prod account",
    "in .env: {env}={value}",
    "{name} -> {value}, don't lose it",
    "our {name} (prod): {value} - ask Dana before rotating",
]


def samples() -> list[Sample]:
    g = Gen(SEED)
    out: list[Sample] = []
    for i, (kind, name, env, make) in enumerate(KINDS):
        for j in range(3):
            template = TEMPLATES[(i * 5 + j * 7) % len(TEMPLATES)]
            out.append(Sample(kind, template.format(name=name, env=env, value=make(g))))
    for kind, lines in _structural(g).items():
        out.extend(Sample(kind, line) for line in lines)
    return out


if __name__ == "__main__":
    all_samples = samples()
    print(len(all_samples), "samples,", len({s.kind for s in all_samples}), "kinds")
    for s in all_samples:
        print(f"{s.kind}\t{s.text}")
