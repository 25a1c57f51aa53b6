"""Classes of secrets generalised from rounds 23 and 24's misses and false positives (rec24s):
each case is a class, written fresh (other services, values and phrasings than the rounds'),
with look-alikes that must stay clean. Values are synthetic.

- a token (``jeton``, ``clave``, ``chave``…) named in a French, Spanish, Portuguese or German
  sentence, then ``est``/``es``/``é``/``lautet`` and a random value;
- prose passwords: misspelled or short password words, German/French/Polish words, an aside in
  dashes or parentheses between the word and the value, a chat question and its answer, a login
  changed in place (``login is now``, ``it's <pw> now``), ``user / pw as its login``;
- command flags and config directives: ``ssh-keygen -N``, ``mc alias set``, ``snmp* -A/-X``,
  ``storepass``/``keypass``, ``requirepass``, ``enable secret``, ``bolt://… user/pw``, an SNMP
  community;
- keys: an AWS secret half, ``<prefix>_<random>`` after a token word, Unleash tokens, scheme-less
  Discord webhooks, reset links with a token, a banking PIN, a private seed, a session-id cookie,
  a Google app password;
- look-alikes: Terraform references, values that call themselves fixtures, ``user:user`` to
  localhost, public members of a JSON Web Key.
"""

# ruff: noqa: E501
from __future__ import annotations

import pytest
from tinyagent_memory.daemon import screen
from tinyagent_memory.daemon.screen.secret_config_flags import config_flags
from tinyagent_memory.daemon.screen.secret_prose_variants import prose_variants


def codes(text: str) -> set[str]:
    return {h.code for h in screen.screen_line(text)}


PROSE = [
    "pasword for the synology admin is Walnut2022$ keep it safe",
    "pssword for metabase admin: Copper2018~",
    "passwrd of the staging box = Otter1999!",
    "Passwrt für das Demokonto: qbtwne-kdfjzu-wmcrsa4",
    "the pw for the router is Lemon2020!",
    "pwd for jira svc account: Falcon1987_K2P",
    "the pass is Harbor2023# for the wiki admin",
    "old shop hosting: user kowalski_sp, pasword Brick2020=QZT (their typo, not mine)",
    "the password -- which Ingrid picked on her last day -- for the backup user is hT9kLm2QzRw7",
    "the password (set by the old vendor, never rotated) for the Nexus admin is Maple2017!",
    "the admin password — yes, I know, it belongs in 1Password — is Quarry.lantern42.",
    "Mail relay creds: user relay01. The password (copied from the old wiki page) Rq8LmZ2vXw9pTk4N.",
    "> what's the SFTP pw again? -- Badger2015=K7T, as usual",
    "the Proxmox root login is now Cedar2024!",
    "Heads up, the Jenkins admin was reset; it's Violet%heron52 now",
    "The old NAS in the closet still takes nasadmin / Pelican2021= as its login.",
    "Das Kennwort für den WLAN-Router im Lager lautet Birne2019_X4Q",
    "Le mot de passe du compte admin du wiki est Rivage~lune45.",
    "dane logowania do Grafany: admin / pQ7rT2vX9kLm4nZs",
    "dane do konta na serwerze plików: backup / Wq8rT3zLm9vX",
]
FOREIGN_TOKENS = [
    "le jeton du bot Mattermost pour la prod est Qx7mP2vL9kRt4Zw8Hn3B",
    "der Token für die Jira-API lautet Zt4Lq8mW2xN7vR5kP9cH",
    "a chave da API do Mailjet para o time de Lisboa é Hq8zV3mK9pL2wX7rTb5N",
]
FLAGS_AND_KEYS = [
    "ssh-keygen -t rsa -b 4096 -N 'Rk8!vQz2mW#pL5' -f ~/.ssh/backup",
    "mc alias set minio https://s3.lab.local:9000 root qmzcxa-bvtwer-lkjhyu3",
    "snmpwalk -v3 -l authPriv -u nagios -a SHA -A 'Copper!lake55' -x AES -X 'Birch+stone66' 10.0.0.5",
    "keytool -importkeystore -srckeystore a.p12 -storepass Quartz#ridge42 -keypass Quartz#ridge42",
    "truststore for the zookeeper nodes: storepass Ember!valley63",
    "redis sentinel config: requirepass Qz7#mKp2vL9x",
    "border router enable secret Gr@n1te2018!",
    "edge switch enable secret (plain text, type 0): Fj0rd#2016x",
    "neo4j bolt://kg-02:7687 neo4j/Harbor.lights55",
    "SNMP community for the UPS cards: Kq8vZ2mLp4Xw",
    "the secret half for the backup IAM user is kL9mN2pQ7rS4tU8vW1xY3zA5bC6dE0fG2hJ4kL6m",
    "Sourcegraph token sgp_Qw7Lm2Xv9Kp4Rz8Nv3Bc6Hd1Tz8Np3Vb6Hc1Jd5aB2cD4eF6g",
    "Unleash client token default:development.7a3f9c2e1b4d8f6a0c5e9b2d7f1a3c8e4b6d0f2a9c1e3b5d7f9a0c2e4b6d8f1a",
    "alerts go to discord.com/api/webhooks/1122334455667788990/Xk3Pq9Lm2Wz7Rt5Vb8NcHq8zV3mKa-bC4dE6fG8hJ0kL2mN4pQ6rS8",
    "reset link for Maria's account: https://portal.kiwi-shop.de/password/reset/Yx7Kq2Lm9Np4Rs6Tv8Wz1Bc3",
    "online banking for the shop: Benutzer 4471203, PIN 80913",
    "ed25519 private seed (hex) for the signer: 9f2c4a7e1b3d5f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a",
    "Airflow cookie airflow-session-id=4c7e9a2f1b3d5e8a0c6f9b2d7e1a3c5f",
    "app password for the shop mailbox (info@baeckerei-sonne.de): qvxn bfrt mloz kdwe",
    "scaleway (cold storage) SCW7K2Q9M4XP8ZR3TN6W : Xq8zV3mK9pL2wX7rTb5NHq8zV3mK9pL2wX7rTb5N",
]


@pytest.mark.parametrize("entry", PROSE + FLAGS_AND_KEYS + FOREIGN_TOKENS)
def test_classes_are_caught(entry: str) -> None:
    assert codes(entry) == {"credential"}


@pytest.mark.parametrize(
    "entry",
    [
        # password words without a password
        "the password policy requires 12 characters",
        "pw reset happens via the self-service portal",
        "pasword reset emails go out from noreply@acme.io",
        "what's the FTP host again? -- ftp.acme.io, same as always",
        "the password (the one in Vault) for the replication user is rotated monthly",
        "the login is now handled by Keycloak",
        "it's Tuesday now, so the deploy window is open",
        "the old printer still takes A4 / Letter as its paper sizes",
        "Die Adresse lautet Hauptstraße 12",
        "Le problème est connu depuis lundi.",
        "We migrated password hashes from bcrypt to argon2id on login.",
        "log scrubber pattern: (?i)(password|passwd|pwd)\\s*[:=]\\s*\\S+",
        "Password strength rule: `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{12,}$`.",
        "el token de sesión es opaco y expira en 15 minutos",
        "El ID del token es 3c7a1e9f-2b4d-4f6a-8c0e-9d1b3f5a7c2e; el valor real está en Vault.",
        "L'empreinte du jeton est 7d1e4a9c2f6b3e8a0c5d9f2b7e1a4c8f3b6d0e9a2c5f8b1d4e7a0c3f6b9d2e5a",
        # flags and directives without a secret
        "mc alias set local http://localhost:9000 minioadmin minioadmin",
        "ssh-keygen -t ed25519 -N '' -f ~/.ssh/id_ci",
        "snmpwalk -v2c -c public 10.0.0.1",
        "keytool -list -keystore truststore.jks -storepass changeit",
        "requirepass is commented out in redis.conf",
        "enable secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCh7uwX4Kf3ngRpkU",
        "SNMP community is set via Ansible vault",
        "neo4j bolt://localhost:7687 browser is at :7474",
        # key-like shapes that are no secret
        "reset docs: https://docs.acme.io/account/reset/how-to",
        "our PIN policy: 6 digits",
        "ids: ABCDEFGHIJ0123456789 : 9f86d081884c7d659a2feaea0c55ad015a3bf4b0",
        "the session id is logged as session-id=<redacted>",
        "create an app password, then paste the sixteen letters here",
        "PostHog project key (public, for the browser): phc_Qw7Lm2Xv9Kp4Rz8Nv3Bc6Hd1Tz8Np3Vb6Hc1Jd5aB2",
        # credential look-alikes (rounds 23–24 false-positive classes)
        "terraform: password = var.admin_password, set via TF_VAR_admin_password",
        "fake_token = 'xoxp-fake-token-for-unit-tests' in conftest.py",
        "mock_secrets returns {'password': 'not-a-real-secret'} in every test",
        "curl -u admin:admin http://localhost:8080/api/status on the local Jenkins container",
        "JWK of the gateway (RSA, e AQAB), n begins with t1Lq8zWp3Xv7Nk2Rt5Yb9Hc4Df6Gm1Js0Ea-Qw7Lm2Xv9Kp4Rz8Nv3Bc6Hd1",
    ],
)
def test_look_alikes_stay_clean(entry: str) -> None:
    assert codes(entry) == set()


def test_look_alike_filters_keep_real_values() -> None:
    """The look-alike filters are narrow: a real-looking value in the same places is caught."""
    assert codes("curl -u admin:Zq8#mLp2vX9k https://grafana.acme.io/api/health") == {"credential"}
    assert codes("curl -u admin:admin https://grafana.acme.io/api/health") == {"credential"}
    assert codes(
        'private JWK: {"kty":"RSA","d":"Xk3Pq9Lm2Wz7Rt5Vb8NcHq8zV3mKaQ7Lp2Xv9Rk","n":"abc"}'
    ) == {"credential"}


def test_layers_report_the_value_span() -> None:
    text = "the pw for the router is Lemon2020! (changed Monday)"
    assert [(r, text[s:e]) for r, s, e in prose_variants(text)] == [
        ("password-in-prose", "Lemon2020!")
    ]
    text = "redis sentinel config: requirepass Qz7#mKp2vL9x"
    assert [(r, text[s:e]) for r, s, e in config_flags(text)] == [("password-flag", "Qz7#mKp2vL9x")]
    text = "Airflow cookie airflow-session-id=4c7e9a2f1b3d5e8a0c6f9b2d7e1a3c5f"
    assert [(r, text[s:e]) for r, s, e in config_flags(text)] == [
        ("secret-assignment", "4c7e9a2f1b3d5e8a0c6f9b2d7e1a3c5f")
    ]


def test_unnamed_key_pair_needs_no_word() -> None:
    text = (
        "backblaze (photo archive) B2K7Q2M9X4LP8ZR3TN6W : Xq8zV3mK9pL2wX7rTb5NHq8zV3mK9pL2wX7rTb5N"
    )
    assert [(r, text[s:e]) for r, s, e in config_flags(text)] == [
        ("secret-assignment", "Xq8zV3mK9pL2wX7rTb5NHq8zV3mK9pL2wX7rTb5N")
    ]
    assert (
        list(config_flags("ids: ABCDEFGHIJ0123456789 : 9f86d081884c7d659a2feaea0c55ad015a3bf4b0"))
        == []
    )
