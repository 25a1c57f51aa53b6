"""Session 28's helper sec28 (first-sight secret misses of blind rounds 107-109), each class
with variants and the look-alikes it must leave alone: a Terraform/CloudFormation block named
``*_pw``/``*_psk`` holding a default; a generated password opening with a mark (``-``, ``*``);
a password of random letters joined by dots; ``mdp``; an environment ``*_SYNC_TOKEN``; a secret
of sixteen random-case letters (Vonage's ``api_secret``); a hook URL written without its scheme
(Zapier, Slack, Discord, IFTTT, Make); a key or file ``protected with '<pw>'``; a login of random
letters named by the system it opens; a Wi-Fi network that ``uses <pw>``; a password announced
as base64 in prose."""

from __future__ import annotations

import pytest
from tinyagent_memory.daemon.screen import screen_line

SECRETS = [
    # a block named for a password, its default the value
    'variable "ldap_pw" { default = "Rb7-vQ2mLx#9tZ" }',
    'variable "guest_wifi_psk" { default = "Tq7#mV2pLx9k" }',
    'variable "adminPw" { default = "Hq3Tz8vLm2Xp9K" }',
    # a generated password opening with a mark
    "upload keystore password -Qm7Lp2Xv9TzR4wK8nB3c",
    "smtp user relay@mail.example.org pass -7c1e5b9a2d4f80-e3b6a1c9d7f2e5",
    "Lösenordet till portalen är *_QzWpLmXkRtVbNcHyJd",
    "the vpn password is -Hx4Tq9Lm2Vz7Pk3Rw",
    # a password of random letters joined by dots
    "backup gateway: password QtWzk.BNm.xPvR",
    # mdp
    "mdp du compte compta@ : Tulipe.58@QX",
    "le mdp de la borne est Kx8#mP2vLqZ",
    # a sync service's token in the environment
    "export CRM_SYNC_TOKEN=Hk3Lq9Zp2Vx7Tm4Rw8Nb5Yc1Jd6Gf0Ps",
    "INVENTORY_SYNC_TOKEN: Xb7Kq2mLp9vRt4Zw8nYc3Hd6",
    # sixteen random-case letters under a secret name
    "nexmo api_key 3f9a1c0e api_secret QwErTyUiOpAsDfGh",
    "client_secret: ZxCvBnMaSdFgHjKlQw",
    # hook URLs without a scheme
    "new orders Zap: hooks.zapier.com/hooks/catch/3319204/ab7k2qx/",
    "alerts: hooks.zapier.com/hooks/catch/9920113/utkyun",
    "webhook discord.com/api/webhooks/1183459023481234567/Xk9_aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4",
    "maker.ifttt.com/trigger/door_open/with/key/dK9xQ2mLp7vRt4Zw8nYc3H",
    "scenario hook: hook.eu1.make.com/abcd1234efgh5678ijkl9012mnop3456",
    # a key or file protected with a quoted password
    "the deploy key on ci-02 is protected with 'Marble-71&ox71'",
    'the release keystore is protected by "Vq8-trLm2#Pz"',
    "the PFX is protected with `Tq7#mV2pLx9k`",
    # a login of random letters named by its system
    "vault login for the CTMS cutover: QmTzRkPvLwXbHn",
    "portal login: YBenVAhLYuzjoaCq",
    # a Wi-Fi network that uses its key
    "the warehouse scanner network 'WH-SCAN' uses 7HRq2kLmXpTzV9",
    "the guest wifi uses Lune-Rouge-42",
    "the hotspot uses Tq7#mV2pLx9k",
    # a password announced as base64
    "kiosk pw, base64'd so nobody reads it over my shoulder: S3g4I21QMnZMcS1yaXZlcg==",
    "root password (base64-encoded): bWlzdHJhbC1jb2JhbHQtMzkj",
]

CLEAN = [
    'variable "pw_min_length" { default = "12" }',
    'variable "upward_count" { default = "Rb7-vQ2mLx#9tZ" }',
    "run the build with -Xmx4096m",
    "keytool -storepass -J-Xmx2048m",
    "the key is config.Db.Password in the settings",
    "ref *DefaultDatabaseConfig from the anchors",
    '"nextSyncToken": "CPDAlvWDx70CEPDAlvWDx70CGAU="',
    "the sync token for the next page is Xb7Kq2mLp9vRt4Zw8nYc3Hd6",
    "the secret IngredientsOfTheHouse",
    "api_secret AbstractSecretProvider",
    "see hooks.zapier.com/hooks/catch/ for the format",
    "docs at zapier.com/help/create/code-webhooks/trigger-zaps-from-webhooks",
    "the branch is protected with 'require-review'",
    "the endpoint is protected with 'OAuth2'",
    "the signing key is protected with 'HSM-backed'",
    "login for the build box: jsmith",
    "login: McDonaldsAdmin",
    "SSO login: AzureActiveDirectory",
    "the office wifi uses WPA3-Personal",
    "the wifi uses 5GHz-channel-36",
    "the network uses Tailscale-MagicDNS",
    "mdp oublié ? voir la procédure",
    "le mdp doit faire 12 caractères",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_is_flagged(text: str) -> None:
    assert {f.code for f in screen_line(text)} == {"credential"}, text


@pytest.mark.parametrize("text", CLEAN)
def test_look_alike_is_left_alone(text: str) -> None:
    assert [f.code for f in screen_line(text)] == [], text
