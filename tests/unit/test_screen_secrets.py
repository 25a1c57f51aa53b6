"""The credential layer's generic rules (secret3): each case is a syntax or a context, not a vendor.

Positives must give a ``credential`` hit whose span covers the secret; negatives no credential hit.
Values are synthetic (seeded shapes), never real secrets.
"""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line
from tinyagent_memory.daemon.screen.secret_values import (
    password_like,
    random_like,
    strongly_random,
    version_like,
)

AGE_BODY = ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L" * 2)[:58]

POSITIVES = [
    # password words of the eight languages, synonyms and inflections, CJK quotes
    ("Clave del wifi de la oficina de Madrid: eS0itOVUDpTU", "eS0itOVUDpTU"),
    ("本番DBの接続パスワードは「j-sbeN0OS9rurf」です", "j-sbeN0OS9rurf"),
    ("스테이징 서버 root 패스워드: JLyISPwgL8PX", "JLyISPwgL8PX"),
    ("Для входа нужен пароля нет, но вот пароль: Pb6rnf!ZZmB2u", "Pb6rnf!ZZmB2u"),
    ("Wi-Fi: SSID AcmeGuest, WPA2 key Hx9$kLm2Qp7r", "Hx9$kLm2Qp7r"),
    # any key syntax: a quoted key, a cookie, a one-time-password seed
    ('{"smtp": {"user": "noreply", "pass": "FU86tPzkcE3LED"}}', "FU86tPzkcE3LED"),
    ("Cookie for the admin panel: session=83_Rovn-CzyDKOaVbwsYdy6TcxbV0nBOHb", "83_Rovn"),
    ("2FA seed for the shared root account: XPSDJFNB77ICTNJ2", "XPSDJFNB77ICTNJ2"),
    # command lines: any flag named for a secret, password flags of DB/remote tools
    ("keytool -importkeystore -srcstorepass 7hieCJQHlXrqWp -destkeystore n.p12", "7hieCJQHlXrqWp"),
    ("openssl pkcs12 -export -in c.pem -passout pass:Kq2Lm7vPw9xHx9 -out b.p12", "Kq2Lm7vPw9xHx9"),
    ("sshpass -p 'iYq9U3-w77!aNE' ssh deploy@10.0.3.4", "iYq9U3-w77!aNE"),
    ("htpasswd -b -c /etc/nginx/.htpasswd preview oy-sYSbFVR9N4J", "oy-sYSbFVR9N4J"),
    ("redis-cli -h redis.internal AUTH Kq2Lm7vPw9xHx9kLm2Qp", "Kq2Lm7vPw9xHx9kLm2Qp"),
    ("smbclient //nas/share -U ops%Lm7vPw9xKq2", "Lm7vPw9xKq2"),
    # connection strings: Oracle user/password@host, base64 of a PEM private key
    ("sqlplus system/c9q9p8Op9s4ohx@//oracle.acme.internal:1521/ORCLPDB1", "c9q9p8Op9s4ohx"),
    (
        "client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVBdGVz",
        "LS0tLS1CRUdJTi",
    ),
    # a random literal passed to a call; a strongly random token with no secret word
    ('co = cohere.Client("0HAa6Sd0AKPJMS9UZu4USAJpMFAt44eaFCaO6pk0")', "0HAa6Sd0AKPJ"),
    ("Vh3kQ9mZ2xLp7RtB4nWc8YdF6gJs on the team account, valid until May", "Vh3kQ9mZ2xLp"),
    # more key syntaxes: a quoted key then a comma, an auth tuple, Dockerfile/fish/Windows ENV
    ("define('DB_PASSWORD', 'Kx8#mQ2vLp9z');", "Kx8#mQ2vLp9z"),
    ('requests.get(url, auth=HTTPBasicAuth("ops", "Kx8#mQ2vLp9z"))', "Kx8#mQ2vLp9z"),
    ("ENV DB_PASS Kx8#mQ2vLp9z", "Kx8#mQ2vLp9z"),
    ('{\\"db\\": {\\"password\\": \\"Kx8#mQ2vLp9z\\"}}', "Kx8#mQ2vLp9z"),
    ("the token for staging is now Kx8mQ2vLp9zQ4", "Kx8mQ2vLp9zQ4"),
    ("Das Passwort ist jetzt Hq7#xLm2Pq9v", "Hq7#xLm2Pq9v"),
    ("пароль — Hq7#xLm2Pq9v", "Hq7#xLm2Pq9v"),
    ("API 키: 3f9a2c1b7e3d4f5a9b8c7d6e5f4a3b2c", "3f9a2c1b7e3d"),
    ("Staging DB creds → app_rw / Hq7xLm2Pq9v", "Hq7xLm2Pq9v"),
    ("rsync -a data/ root:Hq7xLm2Pq9v@10.0.0.4", "Hq7xLm2Pq9v"),
    # after round 8: token in a URL path, grouped TOTP seeds, echo … | login, more languages
    (
        "curl https://api.telegram.org/bot5123456789:AAx1Kq2Lm7vPw9xHx9kLm2Qp7rZ8vN4bW1c/getMe",
        ":AA",
    ),
    ("Authenticator setup key: KX7M Q2VL P6ZQ 4RT6 YH3W", "KX7M Q2VL"),
    ("echo 'Wq7mX2vK9pL4rT8nB3zC' | docker login ghcr.io -u bot --password-stdin", "Wq7mX2vK9p"),
    ("SECRET_KEY = 'django-insecure-x9#k2(m)q!l@p7&v$b3^z8*w4%n6+r1=t5-y0'", "django-insecure"),
    ("recovery phrase: " + " ".join(["apple", "river", "stone"] * 4), "apple river"),
    ("Het wachtwoord van de server is Kx8#mQ2vLp9z", "Kx8#mQ2vLp9z"),
    ("Hasło do bazy: Kx8#mQ2vLp9z", "Kx8#mQ2vLp9z"),
    ("Sunucu şifresi Kx8#mQ2vLp9z", "Kx8#mQ2vLp9z"),
    ("数据库密码改成 Kx8#mQ2vLp9z 了", "Kx8#mQ2vLp9z"),
    ("Пароль от почты сменил на Kx8#mQ2vLp9z", "Kx8#mQ2vLp9z"),
    ("the admin password was changed to Kx8#mQ2vLp9z", "Kx8#mQ2vLp9z"),
    ("redis password on the old box: QmxRqa_PdEl7", "QmxRqa_PdEl7"),
    ("Das Passwort für den Admin lautet %Q-Hl7iMwFUI", "%Q-Hl7iMwFUI"),
    ("the secret access key is +q7mX2vK9pL4rT8nB3zC6yH1dF5gJ0sA2eR4uI6o", "+q7mX2vK9p"),
    # a vendor prefix from the table, whatever the separator after it
    ("OPENROUTER_API_KEY=sk-or-v1-" + "3f9a2c1b7e3d4f5a9b8c7d6e5f4a3b2c" * 2, "3f9a2c1b7e3d"),
    ("the grok key xai-Kq2Lm7vPw9xHx9kLm2Qp7rZ8vN4bW1c", "Kq2Lm7vPw9xH"),
    ("ya29.a0AfB_byKq2Lm7vPw9xHx9kLm2Qp7rZ8vN4bW1cT6yH1pX9kL2mQ8 from gcloud", "a0AfB_by"),
    # a disclaimer that is not about this value does not hide it
    ("For example the prod key is sk_live_Kq2Lm7vPw9xHx9kLm2Qp7rZ8vN4bW1cT6yH", "sk_live_"),
    # a one-line paste whose line breaks are written as \n
    (r"# public key: age1qqq\nAGE-SECRET-KEY-1" + AGE_BODY, "AGE-"),
]

NEGATIVES = [
    "Idempotency-Key: a81ad759-0f27-4e51-bbaf-d75145e7aabf is generated per request",
    "Twilio account SID is AC28371b535753eed71be6ff5af3201f4f; the auth token is in Vault",
    "The Algolia search-only key is public: 8d382c09edb3061d81302f4964b07b45",
    "openssl pkcs12 -in bundle.p12 -passin env:P12_PASSWORD -nokeys",
    "openssl req -new -key key.pem -passout file:secrets/pw.txt",
    "vault kv get -field=password secret/app/db2",
    "helm install app ./chart --set auth.existingSecret=app-auth-v2",
    "psql -h localhost -p 5432 -U postgres app_test",
    "redis-cli -h cache.internal -p 6379 ping",
    "keytool -list -keystore cacerts -storepass changeit",
    "restic backup --password-file /etc/restic/pass ~/data",
    "mysql -u root -p shop (it prompts for the password)",
    "connect scott/tiger@ORCL is the classic demo login.",
    "The image tag is registry.acme.io/api:2026.12.01-a7f3c9e",
    'uuid.UUID("3f2b8c1e-9d4a-4e7b-b6c5-1a2d3e4f5a6b") in the test',
    't("settings.security.twoFactorAuthentication.enableButton")',
    "The K8s secret is named db-credentials-7f9c2b; its keys are username and password.",
    "Spreadsheet id 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms holds the roster.",
    "The sample JWT header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 decodes to a JSON object.",
    "npm integrity sha1-2Aaa8E8Bd4c5D1fe7A9b3c2e1f0A9B8c7D6E5F4a3 appears in old lockfiles.",
    "The failing payment intent is pi_3MtwBwLkdIwHu7ix28a3tqPa (an object id).",
    "We renamed getUserById2FactorAuthV3Handler to getUser.",
    "Email:dana2024@acme.io",
    "Build cache hit for key 3f9a2c1b7e3d4f5a9b8c7d6e5f4a3b2c3f9a2c1b",
    "Tailscale node key nodekey:" + "3f9a2c1b7e3d4f5a9b8c7d6e5f4a3b2c" * 2 + " (public)",
    "Password managers we support: 1Password, Bitwarden, KeePassXC.",
    "kid: Hu5dmZpIwGMc-kUTDIJcsauHFCn8xsjl_sNM91niaH_ in the JWT header picks the JWKS key",
    "x5t#S256 thumbprint: 38FU6CCzVR2vJmWt9rZSlGIhU0m4XAdasc1L0SK7jCR",
    "The base64 of the word 'password' is cGFzc3dvcmQ=",
    "The public key for webhook checks is Rtkf4shYoZcmcZX2XUaeUkuggBQEfa6MsQ7xZ57jBw= (Ed25519)",
    "The S3 object key is uploads/2026/12/02b41c6e-ef38-4e40-adb7-b8bf10a627a1.png",
    "The idempotency key for the retry was 09e64b71-173d-44ec-b19b-17041815c4e8",
    "session: 2026-12-03T10:00:00Z",
    "password: ENC[AES256_GCM,data:Kx8mQ2vLp9z,iv:abc,tag:def,type:str]",
    "The fixture user is alice / alice123 (test database only)",
    r"token_file: C:\secrets\token.txt",
    "gpg --recv-keys 3F9A2C1B7E3D4F5A9B8C7D6E5F4A3B2C3F9A2C1B",
    r"password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256",
    "The mock server returns access_token=test-access-token-123",
    "Never share your recovery phrase with anyone even when they say they are from our team",
    "Weak passwords, e.g. Tr0ub4dor&3, fail the new policy check",
    "The cache key is node-modules-" + "3f9a2c1b7e3d4f5a9b8c7d6e5f4a3b2c" * 2 + " in CI",
    "Pip hash pin: --hash=sha256:" + "3f9a2c1b7e3d4f5a9b8c7d6e5f4a3b2c" * 2,
    "Users get password 'correct-horse-battery-staple' in tests only",
    'mnemonic: "test test test test test test test test test test test junk" (Hardhat)',
    "token = secrets.token_urlsafe(32) makes the CSRF token",
    "Stripe's docs use sk_test_4eC39HqLyjWDarjtT1zdp7dc in every example",
    "Hardhat account #0: 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
    "The key for the cache is user_id_123",
    "The key to success is v2-rollout",
    "AWS KMS key arn:aws:kms:eu-west-1:123456789012:key/3f2b8c1e-9d4a-4e7b-b6c5-1a2d3e4f5a6b",
    "The test vector's ciphertext is Kq2Lm7vPw9xHx9kLm2Qp7rZ8vN4bW1cT6yH in base64url",
    'apiKey "AIzaSyKq2Lm7vPw9xHx9kLm2Qp7rZ8vN4bW1cT6y" is restricted by referrer, public by design',
    "git clone git@github.com:acme/app.git",
    "docker pull nginx:1.27-alpine@sha256:9f2c4e7a1b8d3f6e",
    "ENV API_KEY_FILE /run/secrets/api_key",
    'auth=("api", os.environ["MAILGUN_KEY"])',
    "posthog phc_Kq2Lm7vPw9xHx9kLm2Qp7rZ8vN4bW1cT6yH1pX9kL2 is the project key in the frontend",
    "langfuse public key pk-lf-3f2b8c1e-9d4a-4e7b-b6c5-1a2d3e4f5a6b",
    "sk-this-is-not-a-real-key-for-docs",
    "GitHub docs show the example token ghp_16C7e42F292c6912E7710c838347Ae178B4a in a guide",
    "tests use the fake token ghp_Kq2Lm7vPw9xHx9kLm2Qp7rZ8vN4bW1cT6yH (not a real token)",
]


@pytest.mark.parametrize(("entry", "secret"), POSITIVES)
def test_generic_rules_catch(entry: str, secret: str) -> None:
    spans = [entry[h.start : h.end] for h in screen_line(entry) if h.code == "credential"]
    assert any(secret in s or s in secret for s in spans), (entry, spans)


@pytest.mark.parametrize("entry", NEGATIVES)
def test_risky_negatives_pass(entry: str) -> None:
    assert [h.rule for h in screen_line(entry) if h.code == "credential"] == []


def test_value_judgements() -> None:
    assert strongly_random("0HAa6Sd0AKPJMS9UZu4USAJpMFAt44eaFCaO6pk0")
    assert not strongly_random("getUserById2FactorAuthV3Handler")  # an identifier
    assert not strongly_random("TWFueSBoYW5kcyBtYWtlIGxpZ2h0IHdvcmsu")  # base64 of a sentence
    assert not strongly_random("AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6")  # an SSH public key
    assert version_like("2026.12.01-a7f3c9e") and not version_like("a7f3c9e2026")
    assert not password_like("app-auth-v2") and password_like("msjx-UrBZt-4941")
    assert not password_like("secret/app/db2")
    assert not random_like("db-credentials-7f9c2b")


def test_gated_rules_find_what_a_full_scan_finds() -> None:
    """Each credential rule runs only from its needles' positions (or when its substrings occur):
    on the whole corpus, one memory at a time and entry by entry, that finds the same matches as
    ``finditer`` over every position."""
    from tinyagent_memory.daemon.screen import secret_prose, secret_structural

    from tests import screen_corpus as corpus

    entries = [
        i.text
        for i in corpus.secrets()
        + corpus.legacy_secrets()
        + corpus.injections()
        + corpus.risky_negatives()
        + corpus.prose()
    ]
    entries += [e for e, _ in POSITIVES] + NEGATIVES
    texts = entries + ["\n".join(entries[i : i + 25]) for i in range(0, len(entries), 25)]
    gated = [g for _, g in secret_structural._STRUCTURAL]  # pyright: ignore[reportPrivateUsage]
    gated += [*secret_prose._PROSE, secret_prose._APP_PASSWORD, secret_prose._KEYWORD_VALUE]  # pyright: ignore[reportPrivateUsage]
    from tinyagent_memory.daemon.screen.secret_needles import Needles

    for text in texts:
        lower = text.lower()
        index = Needles(lower)
        for g in gated:
            full = [m.span() for m in g.pattern.finditer(text)]
            assert [m.span() for m in g.matches(text, lower)] == full, (g.pattern.pattern, text)
            assert [m.span() for m in g.matches(text, lower, index)] == full, g.pattern.pattern
