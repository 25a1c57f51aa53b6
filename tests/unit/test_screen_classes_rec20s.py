# ruff: noqa: E501
"""Classes of text generalised from held-out rounds 18–20's leftovers in the credential layer
(rec20s): each case is a class, written anew, not an entry of a round; each class has near misses
on the other side. Values are synthetic."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen


def codes(text: str) -> set[str]:
    return {h.code for h in screen.screen_line(text)}


@pytest.mark.parametrize(
    "entry",
    [
        # SQL: a user's password in IDENTIFIED BY / SET PASSWORD
        "CREATE USER 'reporting'@'10.%' IDENTIFIED BY 'Vq8#Lm2Rz7Kw';",
        "alter user billing identified by Hx4Tq9Wm2Lp;",
        "ALTER USER 'svc'@'%' IDENTIFIED WITH caching_sha2_password BY 'Nz7!Qp3Lw8Rk';",
        "GRANT SELECT ON crm.* TO 'bi'@'%' IDENTIFIED BY 'Kw2Rm8Zq5Lt';",
        "SET PASSWORD FOR 'etl'@'localhost' = 'Tm6Wq2Zr9Lx';",
        # a variable named AUTH holding user and password
        "docker run -e NEO4J_AUTH=neo4j/Qz7Lm2Wr9Kx -p 7474:7474 neo4j:5",
        "GRAFANA_BASIC_AUTH=admin:Rk4Tq8Zm2Wv",
        # SNMP community strings
        "SNMP community string for the branch routers: rW-7Kq2Lm9Zt",
        "rwcommunity Hq3Zr8Lw2Km 10.20.0.0/16",
        # a Vault unseal key share, a Shamir share
        "My unseal key share for the prod Vault is qZ4xR8pLm2Wv7KtN3yB6cJ9hF5sD1gA0eU+oI/=",
        "Shamir share #3 (kept offline): Hk2Lq9Zr7Wm4Tp8Xv3Nb6Cy1Rd5Fs0Gj",
        # an Azure account's primary or secondary key
        "Storage account secondary key: x3Kq9Lm2Wv7Rz4Tp8Ny1Hb6Cs5Df0GjQe3Wr8Ty2Ui7Op4As9Dz1Xc6Vb5Nm0Lk2Jh==",
        # Consul / Vault SecretID
        "vault write auth/approle/login role_id=… → secret_id 6f1c2d3e-8a9b-4c7d-9e0f-1a2b3c4d5e6f",
        "consul acl token create printed SecretID: 0d7e4c21-93ab-4f6e-8c5d-2b1a0f9e8d7c",
        # Agora's app certificate
        "Agora App Certificate: 5be3c1a9f0d24e7b8c6a1f2e3d4c5b6a",
        # a key pair given as its halves
        "Atlas API key pair: public qwhtvmzx, private 7c2e1f0a-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
        # a WIF key after a wallet word
        "paper wallet (old): 5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ",
        "WIF for the hot wallet: L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ",
        # a wallet's private key named pk, or after a long aside
        "deployer wallet for the testnet faucet, pk 0x3c9f1e7a2b4d6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e",
        "MetaMask export of the ops account (it still holds some ETH on mainnet): 9a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
        # a Dropbox long-lived or refresh token
        "dropbox token: q7Zk2Lm9Wr4AAAAAAAAAAX_3kQz8Lm2Wv7Rt4Np9Hb6Cs1Df5Gj0QeWr8Ty2Ui7O",
    ],
)
def test_service_named_secrets_are_credentials(entry: str) -> None:
    assert "credential" in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "CREATE USER 'app'@'%' IDENTIFIED BY '${APP_DB_PASSWORD}';",
        "ALTER USER app IDENTIFIED BY :new_password;",
        'cursor.execute("CREATE USER %s IDENTIFIED BY %s", (user, pw))',
        "Users are identified by their e-mail address, not by a numeric id.",
        "SET PASSWORD FOR 'app'@'%' = '<password>';",
        "NEO4J_AUTH=none disables auth for the local sandbox.",
        "NEO4J_AUTH=neo4j/${NEO4J_PASSWORD}",
        "SNMP community string is configured per site in the inventory.",
        "rocommunity public 127.0.0.1",
        "The unseal keys are split 5 ways with a threshold of 3 (Shamir).",
        "Unseal share holders: alice, bob, carol, dave, erin.",
        "The primary key of the orders table is (tenant_id, order_id).",
        "primary key sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "Consul AccessorID: 5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d (safe to log)",
        "Tencent Cloud SecretId is the access key id; rotate SecretKey instead.",
        "The TLS certificate serial is 3f2b0c1d9e8a7b6c5d4e3f2a1b0c9d8e.",
        "App certificate fingerprint (MD5): 5be3c1a9f0d24e7b8c6a1f2e3d4c5b6a",
        "public and private subnets: subnet-0a1b2c3d, private subnet-9f8e7d6c",
        "Send BTC to the wallet address 1BoatSLRHtKNngkdXEeobR76b53LETtpyT please.",
        "the wallet tx hash 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060",
        "Thumbnail blob: iVBORw0KGgoAAAAAAAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA",
    ],
)
def test_service_named_near_misses_are_no_credential(entry: str) -> None:
    assert "credential" not in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        # a secret named earlier in the sentence, its value announced
        "Sentry auth token was regenerated this morning, new value 3d5f7a9c-1b2e-4f60-8a7d-9c0b1e2f3a4d",
        "PagerDuty API key changed, the new value is 9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
        "fly auth token printed fo1_Qm7Zr2Lk9Wx4Tp8Vn3Hb6Cs1Df5Gj0",
        "`doctl auth token` returned 5f0c2e8a-7b1d-4c3e-9f6a-0d2b4c6e8a1f for the CI user",
        "I dug the Mailjet secret key out of the old runbook, it's Zq8Lm2Wv7Rt4Np9Hb6Cs1Df5Gj0=Xk3; rotate it.",
        # a value named after itself
        "When the installer prompts, type 7c1e9a3f5b2d8e4c6a0f1b3d5e7a (that's the Braintree private key).",
        "Into the prompt paste gq4Tz8Lm2Wv7Rk9Xp3Nb — that's our Algolia admin API key.",
        "When asked, enter mvqz-hkrt-lwpd-yexn (that is the iCloud app-specific password).",
        "Use 1f2e3d4c-5b6a-4789-8a7b-6c5d4e3f2a1b, which is the Snyk service account token.",
        # base64 of user:password called credentials
        "Encoded login for the legacy SOAP API: c3ZjX2JpbGxpbmc6UXo3THcySzlSeA==",
        "basic auth creds (b64) = ZGVwbG95ZXI6SGs0VHE5V20yTHA=",
    ],
)
def test_announced_values_are_credentials(entry: str) -> None:
    assert "credential" in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "The API key rotation job printed 3d5f7a9c-1b2e-4f60-8a7d-9c0b1e2f3a4d as its run id.",
        "The token service returned request id 9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d with a 500.",
        "Password reset was requested; the new value of max_attempts is 5.",
        "The secret scanner printed nothing for this commit.",
        "I looked for the API key in the wiki, it's gone since the migration.",
        "Open 3d5f7a9c-1b2e-4f60-8a7d-9c0b1e2f3a4d (that's the tenant id for the token service).",
        "Run ./scripts/rotate-deploy-keys.sh (that's the script that rotates the API key).",
        "Set region eu-central-1-staging (that's the region of the secret store).",
        "Use abc123 (that's the password example from the docs).",
        "Checkout the branch release-2026-12-03 (that's the branch with the token fix).",
        "The value 9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d is the trace id of the failed token refresh.",
        "Encoded login page banner: SGVsbG8gYW5kIHdlbGNvbWUgdG8gdGhlIHBvcnRhbA==",
        "credentials file checksum: 9c8b7a6d5e4f4a3b9c2d1e0f9a8b7c6d",
    ],
)
def test_announced_near_misses_are_no_credential(entry: str) -> None:
    assert "credential" not in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        # token words in Japanese and Chinese
        "Slack ボットトークン: Qm7Zr2Lk9Wx4Tp8Vn3Hb6Cs1Df5Gj0Ae2Rt7Yu4Io9Pl3Kj8Hg5Fd1Sa",
        "飞书机器人访问令牌 Hk2Lq9Zr7Wm4Tp8Xv3Nb6Cy1Rd5Fs0Gj",
        "クライアントシークレット: Zr8Kq2Lp5Wx7Vm3Nt9Bc4Hd6Jf1Gs0Aq",
        # an id with its own value, then the secret's name and value
        "Kakao REST app id Lq7Zr2Wx9Km4Tp, app secret 8c1e4a7f2d9b6e3c0a5f8d1b4e7c2a9f",
        "Baidu OCR: client_id Vm3Nt9Bc4Hd6Jf1G，client_secret Qz7Lm2Wr9KxPt4Vn",
        "Client ID 0c9b8a7d6e5f4a3b2c1d, Client Secret Tq4Rm8Zk2W",
        # a secret for something, a colon, then a value with punctuation
        "Registry password for pulls from harbor.corp.local: Zq{7}k:Lm2;Wx9",
        "API token for the nightly sync job: 7Kq2(Lm9)Wr4+Xz",
    ],
)
def test_secret_words_and_pairs_are_credentials(entry: str) -> None:
    assert "credential" in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        # public ids called keys
        "Figma file key Qm7Zr2Lk9Wx4Tp8Vn3Hb6C opens the billing redesign.",
        "The Jira issue key PLAT-10423 tracks the token refresh bug.",
        "Google Sheets spreadsheet key 1Zr8Kq2Lp5Wx7Vm3Nt9Bc4Hd6Jf1Gs0Aq holds the roster.",
        # a file's encryption key stays a secret (next test); images and binaryData are data
        "ConfigMap binaryData favicon.ico: Hk2Lq9Zr7Wm4Tp8Xv3Nb6Cy1Rd5Fs0Gj",
        "Company logo (base64): Zr8Kq2Lp5Wx7Vm3Nt9Bc4Hd6Jf1Gs0Aq",
        # the verb "pin" before a package and its version
        "Pin urllib3<2 until the proxy lib is updated.",
        "Pin django>=4.2,<5 in requirements.txt.",
        "Pin lodash@4.17.21 in the lockfile.",
        "PIN numpy==1.26.4 for the old wheels.",
        # ids and hashes with secret words elsewhere
        "Request ID 0c9b8a7d6e5f4a3b2c1d was logged; the token itself was never printed.",
        "トークンのハッシュ: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "アクセストークンの有効期限は 3600 秒です。",
        "令牌桶限流: 每秒 100 个请求。",
        "Token for the build: see the vault, never paste it here.",
    ],
)
def test_secret_words_and_pairs_near_misses_are_no_credential(entry: str) -> None:
    assert "credential" not in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "file encryption key: Qm7Zr2Lk9Wx4Tp8Vn3Hb6Cs1Df5Gj0Ae2Rt",
        "Door PIN: Xq7#Lm2Wv (changed monthly)",
    ],
)
def test_secret_named_keys_and_pins_stay_credentials(entry: str) -> None:
    assert "credential" in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "Rotated the Mailgun API key; new value: 5e1c9a7b-3d2f-4e8a-9b6c-0d1e2f3a4b5c",
        "The Postmark server token changed. New value: 1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
        "The Snyk token is now 7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
        "Snyk token (rotated Tuesday): 7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
        "Here is the new Heroku API key: 2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
        "New Heroku API key 2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
        "Heroku API key rotated, now 2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
        "heroku auth:token → 2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
        "Ran heroku authorizations:create and it returned 2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e as the token",
        "9f8e7d6c5b4a39281706f5e4d3c2b1 is the Plaid sandbox secret.",
        "When prompted paste 9f8e7d6c5b4a39281706f5e4d3c2b1 — the Plaid sandbox secret.",
        "Paste 9f8e7d6c5b4a39281706f5e4d3c2b1 (Plaid sandbox secret) when prompted.",
        "Use qmzv-trbk-hlwd-yexp (the Apple app-specific password) for altool.",
        "CREATE LOGIN app_rw WITH PASSWORD = 'Qz7#Lm2Wv9Rk';",
        "ALTER ROLE reporter PASSWORD 'Qz7#Lm2Wv9Rk';",
        "  NEO4J_AUTH: neo4j/Qz7Lm2Wv9Rk",
        "snmp-server community Qz7Lm2Wv9Rk RW",
        "The SNMP community is Qz7-Lm2Wv9Rk",
        "community string Qz7Lm2Wv9Rk for the core switches",
        "Unseal Key 1: 9Zq8Lm2Wv7Rt4Np9Hb6Cs1Df5Gj0QeWr8Ty2Ui7Op4As=",
        "VAULT_SECRET_ID=3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7",
        'appCertificate = "5be3c1a9f0d24e7b8c6a1f2e3d4c5b6a"',
        "Cosmos PrimaryKey: x3Kq9Lm2Wv7Rz4Tp8Ny1Hb6Cs5Df0GjQe3Wr8Ty2Ui7Op4As9Dz1Xc6Vb5Nm0Lk2Jh==",
        "privkey (WIF): KxFC1jmwwCoACiCAWZ3eXa96mBM6tb3TYzGmf6YwgdGWZgawvrtJ",
        "bitcoin wallet backup key 5KQNQrchYxhGkGhF4Xh6sQhG3NpTJ3kbhcn1FxqPxZDjbEebG5w",
        "metamask private key export (throwaway acct, still funded): 0x8f2a559490f4d4c1d5b1e1e6f7a2c3b4d5e6f708192a3b4c5d6e7f8091a2b3c4",
        "creds (base64) for the legacy FTP: ZnRwdXNlcjpMb3ZlbHlEYXk0NSE=",
        "Authorization header for the legacy API is Basic YWRtaW46c3VwZXJTZWNyZXQ5OQ==",
        "The old SOAP service takes base64 user:pass: c29hcDpQYXNzd29yZDEyMyE=",
        "LINE チャネルシークレット: 8c1e4a7f2d9b6e3c0a5f8d1b4e7c2a9f",
        "飞书 App ID cli_a1b2c3d4e5f6a7b8，App Secret Qz7Lm2Wv9Rk4Tp8Ny1Hb6Cs5Df0Gj",
    ],
)
def test_variants_of_the_classes_are_credentials(entry: str) -> None:
    """Other phrasings of the same classes: announced after a semicolon or in the next sentence,
    named after the value with "is the" or in a bare aside, other SQL dialects, Cisco's
    snmp-server, Vault's env var, Azure's PrimaryKey."""
    assert "credential" in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "The API key check failed; now 3 retries remain before lockout.",
        "Token rotation changed, now weekly-rotation-2026 is the schedule name.",
        "The deploy token was updated. New value for TTL: 3600 seconds.",
        "We rotated the API key. New value goes into Vault under kv/prod/api.",
        "release-2026-12-03-rc1 is the branch with the token fix.",
        "build-7f3c2a1b9e8d is the job that prints the API token.",
        "docs/security/tokens.md is the page about the API key policy.",
        "staging-eu-west-1 is the region of the secret store.",
        "Run make rotate-secrets (the Makefile target) after the freeze.",
        "Open PR #4821 (token refresh fix) before Friday.",
        "Ping @alice-ops-2026 — the secrets manager owner.",
        "Use the `gh auth token` command (prints the token) instead of copying it.",
        "Set PGHOST=db-primary-07 (the password comes from .pgpass).",
        "v2.14.0-rc3 (the release that moved the API key to Vault) shipped today.",
        "3d5f7a9c-1b2e-4f60-8a7d-9c0b1e2f3a4d (the tenant id, not a secret)",
        "The SNMP community string lives in the vault, never in the repo.",
        "snmp-server community <COMMUNITY> RO",
        "community string public is the default and must be changed",
        "secret_id_ttl=10m and secret_id_num_uses=1 for the AppRole",
        "VAULT_SECRET_ID_FILE=/run/secrets/approle",
        "The secret id accessor 7c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b can be listed safely.",
        "Client ID 7c1e2a3b4d5e6f7081a2, redirect URI https://app.example.com/cb",
        "Pin the image to node:20.11-alpine3.19 for reproducible builds.",
        "The checksum is a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6 (that's the SHA of the tarball).",
        "Trace 4bf92f3577b34da6a3ce929d0e0e4736 — the request that leaked no token.",
    ],
)
def test_variants_near_misses_are_no_credential(entry: str) -> None:
    assert "credential" not in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        'token = os.environ["API_TOKEN"] is the only way the worker reads the API token.',
        "Mailgun route id rt_Qm7Zr2Lk9Wx4Tp8Vn3Hb (the webhook secret is kept in SSM)",
        "Consul accessor Hk2Lq9Zr7Wm4Tp8Xv3Nb6C (accessors cannot read tokens, only revoke them)",
        "Twilio service sid QZ7Lm2Wv9Rk4Tp8Ny1Hb6 — its auth token is in the vault",
        "bind DN uid=svc-mail,ou=apps,dc=corp,dc=example (password in 1Password)",
        "PKCS#11 key handle 0x7c21e9a4b3 is the signing key; it stays in the HSM",
    ],
)
def test_statements_after_a_value_are_no_names(entry: str) -> None:
    """Words after a value that say something about a secret (where it is, who can read it) do
    not name the value itself."""
    assert "credential" not in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "faucet account key (it has real ETH on mainnet): 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "ETH private key for the bridge relayer = 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "exported from Rabby for the airdrop account: 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "Bitcoin WIF (testnet faucet): cNJFgo1driFnPcBdBX8BrJrpxchBWXwXCvNH5SoSkdcF6JXXwHMm",
        "Electrum export, key for the donation address: L5EZftvrYaSudiozVRzTqLcHLNDoVn7H5HSfM9BAN6tMJX8oTWz6",
        "Sumo Logic accessId su1Wq2Er3Ty4Ui accessKey Zq8Lm2Wv7Rt4Np9Hb6Cs1Df5Gj0QeWr8Ty2Ui7Op4As9Dz1Xc6Vb5Nm0Lk2JhQw3E",
        "Kakao app key Qm7Zr2Lk9Wx4Tp8Vn3Hb, admin key 9c8b7a6d5e4f4a3b9c2d1e0f9a8b7c6d",
        "Naver Cloud access key ID NCPQ7ZR2LK9WX4TP8VN3, secret key Hb6Cs1Df5Gj0QeWr8Ty2Ui7Op4As9Dz1Xc6Vb5N",
        "client_id: 7Zr2Lk9Wx4Tp8Vn3Hb6C client_secret: Qm7Zr2Lk9W",
        "Kubernetes Secret data (base64) DB_PASS: UXo3TG0yV3Y5Uks=",
        "The basic-auth header we send is Authorization: Basic c3ZjOlF6N0xtMlc=",
        "Registry creds (base64 of user:token): cm9ib3Q6Z2hwX1F6N0xtMldaOWtS",
        "OCI auth token for the tenancy's registry: 8Kq)w2Lz>9Rv;x4N}m7P",
        "GitHub Actions secret NPM_TOKEN was rotated, the new value is npm_Qz7Lm2Wv9Rk4Tp8Ny1Hb6Cs5Df0GjQe3Wr8T",
        "Datadog API key regenerated; new one: 9c8b7a6d5e4f4a3b9c2d1e0f9a8b7c6d",
        "We regenerated the Algolia admin key and it's now 9c8b7a6d5e4f4a3b9c2d1e0f9a8b7c6d",
    ],
)
def test_wallet_pairs_and_announced_variants_are_credentials(entry: str) -> None:
    """Wallet keys after an export or an account word, id/secret pairs, base64 credentials,
    tokens with punctuation after "<name> for <thing>:", values announced after a rotation."""
    assert "credential" in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "export IMAGE_DIGEST=4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "exported the release artifact, sha256 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "account activity log entry 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318 (tx)",
        "The account's last transaction 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318 confirmed.",
        "Exported report checksum: 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "account id 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "Service account storage root 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "Exported SBOM digest 4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318 to the registry.",
        "account: 0x71C7656EC7ab88b098defB751B7401B5f6d8976F",
    ],
)
def test_exported_digests_and_account_hashes_are_no_credential(entry: str) -> None:
    assert "credential" not in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "the token script printed 7f3c2a1b-9e8d-4c6b-a5f4-3e2d1c0b9a8f (the request id)",
        "The token rotation cron printed 7f3c2a1b-9e8d-4c6b-a5f4-3e2d1c0b9a8f as its job id",
        "prod-api-key-2026 is the API key we rotate monthly",
        "my-app-secret-v2 is the secret we use",
        "Use svc_token_2026 (the deploy token)",
    ],
)
def test_ids_and_secret_names_around_announcers_are_no_credential(entry: str) -> None:
    """A value the words after it call an id, and the name of a secret (its words hold a secret
    word) given as what the secret is."""
    assert "credential" not in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "Figma component key 9f3c2a1b7e8d4c6ba5f43e2d1c0b9a8f7e6d5c4b for the button.",
        "LaunchDarkly flag key checkout-v2-Rz7Kq2Lm9Wx",
        "Figma style key Qm7Zr2Lk9Wx4Tp8Vn3Hb6C is the brand colour.",
        "Optimizely experiment key Qm7Zr2Lk9Wx4Tp8Vn3Hb6C",
        "Contentful space key Qm7Zr2Lk9Wx4Tp8Vn3Hb",
    ],
)
def test_keys_of_objects_in_an_app_are_public_ids(entry: str) -> None:
    assert "credential" not in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "LaunchDarkly SDK key sdk-7c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
        "template signing key: Qm7Zr2Lk9Wx4Tp8Vn3Hb6Cs1Df5Gj0",
        "Figma personal access token figd_Qm7Zr2Lk9Wx4Tp8Vn3Hb6Cs1Df5Gj0Ae2Rt7Yu",
    ],
)
def test_secret_keys_beside_public_id_kinds_stay_credentials(entry: str) -> None:
    assert "credential" in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "For the staging box the root pw ended up as Kr7!vLq2Zp9x, don't share it.",
        "The admin password turned out to be correct-horse-staple-9 on the old box.",
        "The wifi password came out as Lq7-Zr2Wx9Km after the reset.",
    ],
)
def test_passwords_after_an_outcome_verb_are_credentials(entry: str) -> None:
    assert "credential" in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "The password policy ended up as 12 characters minimum.",
        "The password reset ended up as a manual process.",
        "My password ended up being the problem all along.",
    ],
)
def test_outcome_verbs_after_password_words_near_misses(entry: str) -> None:
    assert "credential" not in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "cloudflared tunnel run --token eyJhIjoiQz7Lm2Wv9Rk4Tp8Ny1Hb6Cs5Df0GjQe3Wr8Ty2Ui7OpAs9Dz",
        "ngrok config add-authtoken 2Qz7Lm2Wv9Rk4Tp8Ny1Hb6Cs5Df_0GjQe3Wr8Ty2Ui7Op",
        "Mixpanel service account secret for ops-sync.7e2d9f.mp-service-account: Qz7Lm2Wv9Rk4Tp8Ny1Hb6Cs5Df0GjQe3",
    ],
)
def test_connector_tokens_and_secrets_for_a_named_resource_are_credentials(entry: str) -> None:
    """A token on an agent's install command; a secret "for <resource name with a digit>:" (the
    resource's name is part of the label, not a label of its own)."""
    assert "credential" in codes(entry)


@pytest.mark.parametrize(
    "entry",
    [
        "cloudflared tunnel run --token $TUNNEL_TOKEN",
        "ngrok config add-authtoken <your-authtoken>",
        'cloudflared service install "${CF_TUNNEL_TOKEN}"',
        "Stripe account id for acct-7e2d9f.prod-eu: acct_1Qz7Lm2Wv9Rk4Tp8",
        "request-id-7f3c2a1b9e8d: 9c8b7a6d5e4f4a3b9c2d1e0f9a8b7c6d",
    ],
)
def test_connector_token_and_resource_label_near_misses(entry: str) -> None:
    assert "credential" not in codes(entry)
