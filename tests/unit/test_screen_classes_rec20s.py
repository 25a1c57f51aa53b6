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
