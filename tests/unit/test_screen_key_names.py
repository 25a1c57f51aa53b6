"""The key-name classifier (``daemon/screen/key_names.py``): what the name before a value says
of it, in any syntax and in several languages. Each case is a kind of name, not a vendor."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen
from tinyagent_memory.daemon.screen.key_names import (
    NOT_SECRET,
    SECRET,
    UNKNOWN,
    called_public,
    judge,
    words,
)


def test_names_split_into_words_in_any_syntax() -> None:
    assert words("nextPageToken") == ["next", "page", "token"]
    assert words("API_KEY_SHA256") == ["api", "key", "sha256"]
    assert words("x-api-key") == ["x", "api", "key"]
    assert words("キーID") == ["キー", "id"]
    assert words("Clé publique") == ["clé", "publique"]
    assert words("APIキーのハッシュ") == ["api", "キー", "ハッシュ"]
    assert words("访问令牌") == ["访问令牌", "令牌"]


@pytest.mark.parametrize(
    "before",
    [
        "DB_PASSWORD=",
        '"client_secret": "',
        "the password for the prod DB is ",
        "Das Passwort für den Admin-Account auf dem NAS lautet ",
        "SESSION_ID=",
        "Key ID: 7XK2, Secret: ",
        "api_key_id=AKIA12345678 api_key_secret=",
        "CREATE USER app WITH PASSWORD '",
        "GitHub token with repo scope: ",
        "the secret that goes with the ci user is ",
        "client_secret (rotated 2026-11): ",
        "public key password: ",
    ],
)
def test_a_secret_word_heading_the_name_names_a_secret(before: str) -> None:
    assert judge(before) == SECRET


@pytest.mark.parametrize(
    "before",
    [
        # a name head: the value identifies or derives from something
        "token_hash: ",
        "password_digest: ",
        "apiKeyHash: ",
        "KMS key id: ",
        "Идентификатор ключа: ",
        "キーID: ",
        "Stripe-Signature: t=1733220000,v1=",
        "Token contract address ",
        "sealed-secrets ciphertext for DB_PASSWORD: ",
        "Fix for the leaked-token incident: ",
        "The PR that removed the hard-coded password: #1080 (",
        "| build_sha | ",
        "OpenAI organization: ",
        "checksum/secret: ",
        "INFO token refreshed for client ",
        "Vault token accessor ",
        "APIキーのハッシュ: ",
        "访问令牌的指纹：",
        "토큰 해시: ",
        "Secret rotation job run ",
        "CSRF token (per session, not a credential): ",
        "ACME HTTP-01 challenge token ",
        "the lock key was ",
        "Stripe webhook endpoint ",
        "Dependabot alert for the token library: ",
        "Puppet eyaml: password: ENC[PKCS7,",
        '<add key="ApiKeyId" value="',
        "提交 ",
        "Stripe SetupIntent client_secret is passed to the browser by design: ",
        # a cursor, a value kept encrypted, a key of a store, a negation
        '"nextPageToken": "',
        "The continuation token ",
        "ENCRYPTED_API_KEY=",
        "encryptedData:\\n  password: ",
        "The Redis key session:",
        "Primary key of the row: ",
        "no password ",
        # public by design, in several languages and syntaxes
        "verify_key = ",
        "reCAPTCHA site key: ",
        "Our Nostr pubkey is ",
        "公钥：",
        "公開鍵: ",
        "Clé publique du serveur : ",
        "Chave pública do servidor: ",
        "Открытый ключ сервера: ",
        "공개 키: ",
        "Öffentlicher Schlüssel für die Signaturprüfung: ",
        "The Segment write key for the marketing site (client-side): ",
    ],
)
def test_names_that_say_no_secret(before: str) -> None:
    assert judge(before) == NOT_SECRET


def test_a_name_written_after_the_value() -> None:
    assert judge("machinekey:", " is the device's public machine key") == NOT_SECRET
    assert judge("Fixed in ", " is the commit that rotated the token") == NOT_SECRET
    assert judge("X-RateLimit-Key: ", " (a hash of the API key, not the key)") == NOT_SECRET
    assert judge("the new password is ", " (changed after the incident)") == SECRET
    # a dash starts the next item, not a name of this value
    assert judge("secret ", " — region eu-central-1") != NOT_SECRET


def test_words_after_a_value_can_call_it_public() -> None:
    assert judge("project token ", " is embedded in the browser snippet") == NOT_SECRET
    assert judge("token: ", " (public, used in the web app)") == NOT_SECRET
    assert called_public("Anon key (safe in the browser with RLS): ")
    assert not called_public("DB_PASSWORD=")


def test_a_name_it_cannot_read_is_unknown() -> None:
    """Unknown leaves the decision to the rules (a secret word somewhere near still counts)."""
    assert judge("the token we use in prod: ") == SECRET  # "we": the token heads the name
    assert judge("the token passed to the client is ") == UNKNOWN  # "client" is the object
    assert judge("SECRET_KEY_BASE=") == UNKNOWN
    assert judge("the shared key that goes with the ci user is ") == UNKNOWN  # weak "key"
    assert judge("the secret access key that goes with the ci user is ") == SECRET  # a secret key
    assert judge("Notes: ") == UNKNOWN


@pytest.mark.parametrize(
    ("before", "public"),
    [
        ("verification key: ", True),  # a signature verification key is public
        ("JWT verify key: ", True),
        ("Persona ID-verification API key: ", False),  # the API key of a verification service
        ("ID verification API key: ", False),
        ("Onfido verification API key: ", False),
        ("email verifier API key = ", False),
    ],
)
def test_verification_is_public_right_before_key_only(before: str, public: bool) -> None:
    """r78: ``verification`` makes a key public only next to it, like ``site``."""
    value = "Xk29fLq8ZpR7tY3mN6vB1cW4qP0s"
    found = screen.screen(before + value)
    assert (found == []) is public, found
