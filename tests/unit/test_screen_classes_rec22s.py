"""Classes of secrets generalised from rounds 21 and 22's misses (rec22s): each case is a class,
written fresh (other vendors, languages and syntaxes than the rounds'), with look-alikes that
must stay clean. Values are synthetic.

- key material handed over under any service's name, with no secret word (a hand-over verb, an
  aside ``(the X one)``, a label made of the service's name);
- URLs whose hook/bot path or token/key/signature parameter carries a random token;
- logins written with no password word (``user / pw`` after a service or host, ``user:pw``
  after a service word, account-creating commands, a Wi-Fi QR payload, ``login is <pw>``);
- spaced groups of an authenticator key or recovery code, a BIP39 phrase after a label naming a
  phrase, seed or wallet in other languages; secret words in Russian and Chinese;
- a short prefix and random letters (``sg-QwRt…``); base64 of text holding a credential;
- secrets set under their name by code or a secrets command (a UUID or a punctuation-rich
  salt counts there);
- credential look-alikes: PEM blocks with a placeholder body, ``15-minute``, a vault reference
  in code, a public OAuth authorize URL.
"""

# ruff: noqa: E501
from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen
from tinyagent_memory.daemon.screen.secret_hook_urls import hook_urls
from tinyagent_memory.daemon.screen.secret_service_named import key_material, service_named
from tinyagent_memory.daemon.screen.secret_spaced_codes import spaced_codes
from tinyagent_memory.daemon.screen.secret_terse_logins import chosen_password, terse_logins


def codes(text: str) -> set[str]:
    return {h.code for h in screen.screen_line(text)}


@pytest.mark.parametrize(
    "entry",
    [
        # a service named, the value handed over
        "for the Replicate staging→prod move, swap in 4c1f9e2ab7d35e80c6f1a29b7d04e8c3",
        "(the Cohere one) Zt8qLw2NvR5xKp7mYc3Hb9Ds6Fg1Jk4TeQ0a",
        "If Pinecone starts rejecting uploads, paste 7e9a1c44b2d06f3358e1aa9d02b7c6f1e4d8a305 into the settings page",
        "Mailgun: aGk3ZXhRbUw2cFZ0WjhkTnIyWXNCNHVKZmNHOWlFcTU=",
        "Twilio → SKq3Vx9LmB2nR7tYc5Hd8Kp4Wz6Jf1Gs0Ea",
        "токен Mistral для стейджа: Lq8zWp3Xv7Nk2Rt5Yb9Hc4Df6Gm1Js0Ea",
        "секрет для Object Storage: YCPb7Kq2Lm9Np4Rs6Tv8Wz1Bc3Dx5Fg0Hj",
        "私钥：0x7ac4e1b9d2f03a58c6e7b1d4f9a2c3e5b8d0f1a2c3e4b5d6f7a8b9c0d1e2f3a4",
        "токен бота: 7a9f3c2e1b4d8f6a0c5e9b2d7f1a3c8e",
        "note for later — the Fireworks one: Fx9Lq2Wm7Rk4Tz8Np3Vb6Hc1Jd5",
        "HubSpot-like private app → pat-na1-7c2d9e41-0b3a-4f6d-9e8c-1a2b3c4d5e6f",
        # URLs carrying a token
        "https://hooks.example-corp.io/services/T0ABC1234/B0DEF5678/Zx9Lq2Wm7Rk4Tz8Np3Vb6Hc1",
        "https://rocketchat.corp-tools.io/hooks/8fK2pLq9Xz/Wm4Tn7Rv3Yb6Hc1Dj5Gs",
        "team alerts go to https://teams.acme.io/webhookb2/2f4e9a1c-77d3-4b8e-9c21-5a0f6e3d7b94/IncomingWebhook/c0ffee12ab34/9f8e7d6c",
        "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f5-7c2b-4e1d-9a8f-2b3c4d5e6f70",
        "sign-in link for Ana: https://app.northpeak.io/auth/magic?token=Yx7Kq2Lm9Np4Rs6Tv8Wz1Bc3",
        "presigned: https://files.acme.io/report.pdf?X-Amz-Signature=8b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c",
        "the form posts to https://relay.formhooks.net/catch/88213/x7kq2m/",
        # logins with no password word
        "redis on the jump host: ops / Tundra+Lark-5519",
        "vault ui | j.silva | qP4!zR8@mN2#",
        "postgres replica, user replication:Hq8zV3mK9pL2wX7r",
        "smtp relay mail.acme.io:465 — alerts@acme.io / Kx9#mQ2!vL7p",
        "net user backup_svc Cobalt*Wren-8812 /add",
        "rabbitmqctl add_user metrics Vq7#Lp2zXw9k",
        "htpasswd -b -c /etc/nginx/.htpasswd grafana Salt+Pine-2290",
        "EXEC sp_addlogin 'report_ro', 'Kettle7#Moss'",
        "WIFI:S:Guest-Net;T:WPA;P:Marigold-7733!;;",
        "my workstation login is Saffron#Otter-2271",
        "accès au routeur : admin / Ciel-Brume-4410",
        # set under a secret name by code or a command
        'os.environ["PAGERDUTY_TOKEN"] = "9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e"',
        "define('NONCE_SALT', 'k#9Qz!]w2@Lp^7vN(e4Ty&8uRb$1Xc%6Ms*3Hd+0Jf');",
        "fly secrets set SESSION_SECRET=Hq8zV3mK9pL2wX7rTb5N -a web",
        "kubectl create secret generic api --from-literal=token=Xk3Pq9Lm2Wz7Rt5Vb8Nc",
        "gh secret set SIGNING_KEY --body '4e7a1c9f2b8d3e6a0c5f9b2d7e1a4c8f3b6d0e9a2c5f8b1d'",
        "Le jeton Sentry de la recette : Rt5Vb8NcXk3Pq9Lm2Wz7Hq8zV3mK (ne pas committer)",
        # a short prefix and random letters; base64 of a credential
        "sendgrid_key: sg-QwRtYpLkJhGfDsZxCvBnMq",
        "  REDIS_URL: cmVkaXM6Ly86V3E3eksycExtOVh2NFJ0OEBjYWNoZS5pbnQ6NjM3OS8w",
        "mail-env: U01UUF9QQVNTV09SRD1LZXR0bGU3I01vc3MtMjI5MQ==",
        # groups and phrases
        "setup code for the phone app: k3v9 mz2q 7wpn b4xr q8tl 2hcs",
        "Wiederherstellungsschlüssel: h7d2 pq4x m9k3 v2zs 8wt5 y3nb",
        "frase de recuperación: ocean ladder glimpse uniform cactus rival tonight ketchup swallow dwarf velvet orbit",
        "сид-фраза: ocean ladder glimpse uniform cactus rival tonight ketchup swallow dwarf velvet orbit",
    ],
)
def test_classes_are_caught(entry: str) -> None:
    assert codes(entry) == {"credential"}


@pytest.mark.parametrize(
    "entry",
    [
        # a service named, but the value is an id, a digest or public
        "Stripe: 9f86d081884c7d659a2feaea0c55ad015a3bf4b0",
        "the tag v2.0.0 points to 9f86d081884c7d659a2feaea0c55ad015a3bf4b0",
        "Cloudflare zone: 023e105f4ecef8ad9ca31a8372d0c353",
        "SOPS recipient: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
        "Security group for the runners: sg-0f3a9b27c41d5e6a8",
        "Renovate: fastapi==0.115.4",
        "for the Replicate switch, use 3f2b1c9a-7d4e-4a11-9c3b-2e8f6d5a4b10 as the idempotency key",
        "bisect says 5d1c9e2ab7d35e80c6f1a29b7d04e8c3a1b2c3d4 broke the parser, swap in the old build",
        "公钥：0x7ac4e1b9d2f03a58c6e7b1d4f9a2c3e5b8d0f1a2c3e4b5d6f7a8b9c0d1e2f3a4",
        "Firmware image (base64): Q2xlYW5CdWlsZE91dHB1dEZvclRoZUJvYXJk",
        "the old one: 3b8e1f0c9a7d42e6b5c1d8f3a0e9b7c2",
        "Sentry event: evt-7c2d9e41-0b3a-4f6d-9e8c-1a2b3c4d5e6f",
        '"Bucket": "amzn-s3-demo-bucket1",',
        "Requires-Dist: antlr4-python3-runtime; extra == 'all'",
        "Webhook handshake header Sec-WebSocket-Accept: Qm9+Zx1LkPq2Wm7Rk4Tz8Np3Vb0=",
        "Istio caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJrVENDQVRlZ0F3SUJBZ0lVZjdYcQ==",
        # URLs without a token
        "https://hooks.acme.io/docs/getting-started",
        "local hook: http://localhost:8080/hooks/a1b2c3d4e5f6g7h8",
        "docs: https://docs.mattermost.com/developer/webhooks-incoming.html",
        "the hook endpoint is https://api.acme.io/v1/webhooks/wh_12345/events",
        "repo hooks: https://github.com/acme/web/settings/hooks/412345678",
        "https://github.com/acme/tools/blob/main/hooks/pre-commit",
        "https://example.com/hooks/ZxY9wV8uT7sR6qP5",
        "https://acme.io/pricing?utm_source=newsletter&utm_campaign=q4-2026",
        "https://app.acme.io/reset?t=1700000000",
        "https://api.acme.io/items?page_token=CgwIARIIMTIzNDU2Nzg",
        "Sign in with https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=6731de76-14a6-49ae-97bc-6eba6914391e&response_type=code&redirect_uri=http://localhost:5000/auth/callback",
        # pairs and commands without a password
        "main / develop",
        "feature-branch / release-2026.1",
        "eu-west-1 / us-east-2",
        "Read replicas: db-1 / db-2 / db-3",
        "image: postgres:16.4-alpine3.20",
        "mysql image mysql:8.0.36-debian",
        "sudo useradd -m -s /bin/bash deploy",
        "htpasswd -c /etc/nginx/.htpasswd admin",
        "WIFI:S:Guest-Net;T:WPA;P:<your-password>;;",
        "the PIN is 1234",
        "logins per hour: 120 / 3600",
        "cidr: ipaddress.IPv4Network | ipaddress.IPv6Network,",
        "work.h = h0 / 2**work.n",
        "The Memcached key session:Qw7Lm2Xv9Kp4Rz8Nv3Bc6Hd1 stores the cart",
        "our old HPKP pin was sha256//Yx7Kq2Lm9Np4Rs6Tv8Wz1Bc3Dx5Fg0HjQ7Lp2Xv9Rk=",
        "| host | fingerprint |\\n| jump.acme.dev | SHA256:Qw7Lm2Xv9Kp4Rz8Nv3Bc6Hd1Tz8Np3Vb6Hc1Jd5 |",
        "ID токена: 5c2e8a1f9b3d7e4a6c0f2b8d1e9a3c7f — сам токен в хранилище.",
        "ssh config: Host jump\\n  HostName jump.acme.io\\n  User ops-admin\\n  Port 2222",
        # names and commands that set no secret
        'os.environ["REQUEST_ID"] = "23d5b888-9578-481c-8722-fcd49ca83e05"',
        'os.environ["API_TOKEN"] = "changeme-please"',
        "define('WP_DEBUG', 'false-but-very-long');",
        "heroku config:set NODE_ENV=production LOG_LEVEL=debug",
        "gh secret set DEPLOY_KEY < ~/.ssh/deploy_key",
        "fly secrets set DATABASE_PASSWORD=$DB_PASSWORD",
        "fixed in commit 4e7a1c9f2b8d3e6a0c5f9b2d7e1a4c8f3b6d0e9a, cherry-picked to main",
        # words with a prefix; base64 of harmless text
        "class: Auth-ImportantSettingsManagerFactory",
        "configmap binaryData: aG9zdDogZGIuaW50ZXJuYWwKcG9ydDogNTQzMg==",
        "fixture: aGVsbG8gd29ybGQsIHRoaXMgaXMgYSBmaXh0dXJl",
        # groups and word lists
        "GPG fingerprint: 3AA5 C343 7120 F20B 8F9E 2A1C 4B7D 6E50 9C1A 8B2D",
        "phone: +49 3012 3456 7890 1234 5678",
        "Words of the week: apple banana cherry river mountain ocean forest desert island valley canyon meadow",
        # credential talk and templates
        "Account lockout: 10 failed password attempts → 30-minute cool-down.",
        'db_password = module.secrets.outputs.values["db_password"]',
        "-----BEGIN RSA PRIVATE KEY-----\\n<your key goes here>\\n-----END RSA PRIVATE KEY-----",
        "key: |\\n  -----BEGIN OPENSSH PRIVATE KEY-----\\n  …\\n  -----END OPENSSH PRIVATE KEY-----",
    ],
)
def test_look_alikes_stay_clean(entry: str) -> None:
    assert codes(entry) == set()


def _found(layer: object, text: str) -> list[tuple[str, str]]:
    assert callable(layer)
    return [(rule, text[s:e]) for rule, s, e in layer(text)]


def test_layers_report_the_value_itself() -> None:
    url = "alerts: https://chat.corp.io/hooks/q8w2e7r4t6y1u3i9o5p0/ and https://x.io/a?sig=Ab12Cd34Ef56Gh78Ij90"
    assert _found(hook_urls, url) == [
        ("token-url", "q8w2e7r4t6y1u3i9o5p0"),
        ("token-url", "Ab12Cd34Ef56Gh78Ij90"),
    ]
    named = "(the Groq one) Tq7Lm2Xw9Kp4Rz8Nv3Bc6Hd1"
    assert _found(service_named, named) == [("service-named-key", "Tq7Lm2Xw9Kp4Rz8Nv3Bc6Hd1")]
    pairs = "mariadb.int | svc_etl | Wn4!kR9#qT2z and mysql root:Bx7Kq2Lm9Np4Rs6T"
    assert _found(terse_logins, pairs) == [
        ("login-password", "Wn4!kR9#qT2z"),
        ("login-password", "Bx7Kq2Lm9Np4Rs6T"),
    ]
    groups = "2FA seed: m4k2 x9qz 7bnv p3wt"
    assert _found(spaced_codes, groups) == [("spaced-code", "m4k2 x9qz 7bnv p3wt")]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("dG9rOjNmMmIxYzlhLTdkNGUtNGExMS05YzNiLTJlOGY2ZDVhNGIxMDoxOjA=", True),  # tok:<uuid>:1:0
        ("base64:myv/FpC7ZxhTSuGwZDxt9l4EMjITl0Rx2mTlAMnZSYQ=", True),
        ("Q2xlYW5CdWlsZE91dHB1dEZvclRoZUJvYXJk", False),  # base64 of words
        ("3f2b1c9a-7d4e-4a11-9c3b-2e8f6d5a4b10", False),  # a UUID alone
        ("sha256:9f86d081884c7d659a2feaea0c55ad015a3bf4b0", False),
        ("2001:db8:85a3::8a2e:370:7334", False),
        ("ami-0a1b2c3d4e5f67890", False),
        ("Kq2Lm9Np4Rs6:Tv8Wz1Bc3Dx5", True),  # key id and secret in one value
    ],
)
def test_key_material(value: str, expected: bool) -> None:
    assert key_material(value) is expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("Tundra+Lark-5519", True),
        ("qP4!zR8@mN2#", True),
        ("Hq8zV3mK9pL2wX7r", True),
        ("release-2026.1", False),
        ("alerts@acme.io", False),
        ("mail.acme.io", False),
        ("<your-password>", False),
        ("$DB_PASSWORD", False),
        ("develop", False),
    ],
)
def test_chosen_password(value: str, expected: bool) -> None:
    assert chosen_password(value) is expected
