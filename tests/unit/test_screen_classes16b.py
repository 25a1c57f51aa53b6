"""Classes of secrets generalised from round 16's leftovers (fix16b): each case is a class, not a
phrase of the round. A value named by a label without a vendor prefix (numbered account keys,
routing keys of alerting services, an app/client secret in apposition, a secret's name with an
e-mail aside), a password after an LDAP bind or a vault file's path, a value that starts with
``$`` but is no variable, recovery phrases of BIP39 words (and named Chinese ones), app
passwords as a mail client's password line. Values are synthetic."""

# ruff: noqa: E501
from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen
from tinyagent_memory.daemon.screen.secret_material import bip39_run
from tinyagent_memory.daemon.screen.secret_values import placeholder


def codes(text: str) -> set[str]:
    return {h.code for h in screen.screen_line(text)}


@pytest.mark.parametrize(
    "entry",
    [
        "Azure storage 'logsweu' key2 is Xk3v9QpL2mZ7rT1yB8nW4cF6hJ0dS5aE2gU9iO3pK7lM1zX4cV8bN6mQ0wE3rT5yU7iO9pA2sD4fG6hJ8kL1zX3cV5bN7mQ9==",
        "PagerDuty service integration routing key: 4f9c2a7e1b3d5f6a8c0e2b4d6f8a1c3e",
        "Opsgenie routing key for the db team = 7b1e9d3f5a2c4e6b8d0f1a3c5e7b9d2f",
        "Cloudflare API key for zone admin, email ops@acme.example: 3c9f1e7a2b5d8c0e4f6a1b3d5e7c9f2a4b6d8",
        "Baidu AppSecret 9f3e1c7a5b2d4f6e8a0c1b3d5f7e9a2c",
        "Kakao REST Client Secret Zq8Lm3Vx9T",
        "Line channel secret Jk4Rt7Yp2Wq",
        "OpenLDAP: bind as cn=admin,dc=corp,dc=example with password &7Gh!kQ2wLz9",
        "restic repo password for s3:backup/prod: Hq7PzK2mVt=xW9rL",
        "vault password for inventories/staging: rY8#kPq2Lm",
        "seed for the cold wallet (never online): abandon ability able about above absent absorb abstract absurd abuse access accident",
        "Ledger backup words are: zoo wrong worry world wolf witness winter wire window wink wine wing",
        "钱包助记词： 的 一 是 在 不 了 有 和 人 这 中 大",
        "password ghkt wqzp lmvr snbx",
        'set smtp_pass = "wxqv plmr tksa hjdn"',
        "passwd = qrst-vwxz-bcdf-ghjk",
    ],
)
def test_named_secrets_without_a_vendor_prefix_are_credentials(entry: str) -> None:
    assert codes(entry) >= {"credential"}


@pytest.mark.parametrize(
    "entry",
    [
        "RabbitMQ routing key: orders.created.eu-west",
        "Set the routing key to billing.invoice.paid in the consumer config.",
        "cache key1 is users:42:profile and key2 is users:42:settings",
        "Support e-mail, help@corp.example: answers within 4 hours.",
        "password is $DB_PASSWORD (set in CI)",
        "password: ${VAULT_PASSWORD}",
        "the secret santa2024 list is in the shared drive",
        "Client Secret rotation is due in January.",
        "ansible-vault password file: group_vars/prod/vault_pass.txt",
        "Wallet UI strings to translate: account, balance, receive, history, settings, network, token, address, amount, confirm, cancel, copy",
        "Our wallet doc says the recovery words must never be typed into any website or chat window at all",
        "The password must have been very long for that account.",
        "password hint: four random words, like the XKCD comic",
    ],
)
def test_look_alikes_stay_clean(entry: str) -> None:
    assert codes(entry) == set()


def test_a_dollar_starts_a_variable_only_before_a_name_or_a_shell_parameter() -> None:
    for ref in ("$DB_PASS", "${VAULT}", "$(pass show db)", "$1", "$@", "$"):
        assert placeholder(ref), ref
    for value in ("$%buyTx0al$wUzz", "$^Kq7pLz2wX", "$+9hTrWq4Lp"):
        assert not placeholder(value), value


def test_a_recovery_phrase_is_a_run_of_bip39_words_not_a_sentence() -> None:
    phrase = "zoo wrong worry world wolf witness winter wire window wink wine wing"
    assert bip39_run(phrase) == (0, len(phrase))
    assert bip39_run("the " + phrase + ", is it") == (4, 4 + len(phrase))
    assert bip39_run("zoo wrong worry world wolf witness winter wire window wink wine") is None
    assert bip39_run("this can only have what you need when they will share that into") is None
