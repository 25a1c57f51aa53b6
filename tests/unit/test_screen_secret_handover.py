"""Classes of secrets rounds 51/52 showed (sec18b): each case is a class, not a round entry.

A value handed over with no secret word (a label that says "this is the value", a fallback
instruction, a job said to use or need the value), a recovery phrase after any verb, a Solana
keypair as a byte array, a ``user:password`` pair under a login's name, a PIN under a PIN field,
a licence code under a licence's name, an application password in groups of four, Razorpay and
Adyen shapes, the password word in more languages, and an Algolia admin key next to "search".
The look-alikes: settings, versions, paths, tickets, word lists, ids and references that must
stay clean. Values are synthetic.
"""

# ruff: noqa: E501
from __future__ import annotations

import pytest

from tests.unit.screen_asserts import assert_secret_covered, credential_hits

_KEYPAIR = "[12,201,33,98,77,154,3,250,61,19,88,140,222,45,9,176,230,14,67,190,101,37,248,82,159,6,211,120,44,73,199,28,8,131,245,52,96,187,23,170,66,209,118,35,251,92,147,4,181,60,227,111,17,202,84,39,163,235,71,126,10,214,55,143]"
_PHRASE = "cabin tiger ozone brisk velvet enjoy harbor rapid lemon candy orbit fossil"

POSITIVES = [
    # a label that hands the value over
    (
        "prod value for Okta in IE: u+lTblxq5ruohJh2weaf (do not rotate until quarter close)",
        "u+lTblxq5ruohJh2weaf",
    ),
    ("staging value for Twilio in BR: Kx9#mQ2vLp8wZr", "Kx9#mQ2vLp8wZr"),
    ("live value of the Stripe webhook (FR): Vb7!pQ3xNc5tRw", "Vb7!pQ3xNc5tRw"),
    (
        "Awa pasted the forum secret in #live-desk, saving it here: 5a6tOld15y3P!5U",
        "5a6tOld15y3P!5U",
    ),
    ("copying it here for later: Zq4$Lm8nWx2Pv", "Zq4$Lm8nWx2Pv"),
    (
        "Priya shared this with the on-call channel during the outage: Hn5%Tq8wVz3Lk",
        "Hn5%Tq8wVz3Lk",
    ),
    ("here you go: Rm7&Kx2pQw9Zv", "Rm7&Kx2pQw9Zv"),
    (
        "note to self: SAS Viya creds for the ZA reserving run are Qprul$895o3ocjH1J",
        "Qprul$895o3ocjH1J",
    ),
    ("login for the Jenkins box is Tz6@Vk9qLm2Xp", "Tz6@Vk9qLm2Xp"),
    ("value for Okta (prod, IE): Wq3!zXm8Pv5Lr", "Wq3!zXm8Pv5Lr"),
    # a fallback instruction
    ("If SSH breaks during Bureau Roundup, use euWisPle5rd$4L", "euWisPle5rd$4L"),
    ("If the VPN prompts again after midnight, try Gx4#Nm7qWz2Pk", "Gx4#Nm7qWz2Pk"),
    ("when Tableau locks you out, enter Bp8$Rx3vKq6Zn", "Bp8$Rx3vKq6Zn"),
    ("Should the kiosk reset, just type Lm5%Qw8zXv3Rk", "Lm5%Qw8zXv3Rk"),
    ("use Kp3!Zx8qWm5Vr if the Grafana login fails", "Kp3!Zx8qWm5Vr"),
    ("if the SFTP push fails, log in with Wq3!zXm8Pv5Lr", "Wq3!zXm8Pv5Lr"),
    ("The Looker job requires Wq3!zXm8Pv5Lr to be exported first", "Wq3!zXm8Pv5Lr"),
    # a secret word, a space, a short chosen password
    ("Handover INGEST-2626: SSH token CQFAunbUWLs?4S", "CQFAunbUWLs?4S"),
    ("SFTP creds Wq3!zXm8Pv5Lr, rotate Friday", "Wq3!zXm8Pv5Lr"),
    # a job said to use or need the value
    (
        "remember: the VN broker portal job needs v9cWlzF-Zc1Fnh79lTxzvpUjUGgFBv6jxTthpuEvU18Z set before the nightly refresh",
        "v9cWlzF-Zc1Fnh79lTxzvpUjUGgFBv6jxTthpuEvU18Z",
    ),
    ("Databricks integration for NL crop claims uses Xgp&729Uyzd5gL@", "Xgp&729Uyzd5gL@"),
    ("the nightly export needs Fq8!xZ2mVp6Lw set before the run", "Fq8!xZ2mVp6Lw"),
    ("the Airflow connector authenticates with Yt4#Wq9zKm2Xp", "Yt4#Wq9zKm2Xp"),
    ("the ETL job runs with Cz7&Vm2qXp9Lk", "Cz7&Vm2qXp9Lk"),
    # a recovery phrase after any verb, a Solana keypair
    (f"when the bordereaux import fails again, re-auth with {_PHRASE}", _PHRASE),
    (f"the treasury bot signs in with {_PHRASE}", _PHRASE),
    (f"SAS Viya integration uses {_PHRASE} {_PHRASE}", f"{_PHRASE} {_PHRASE}"),
    (f"Ji-woo shared this for the CLM662080 hotfix: {_KEYPAIR}", _KEYPAIR[:20]),
    (f"keypair for the devnet faucet: {_KEYPAIR}", _KEYPAIR[:20]),
    # a user:password pair under a login's name
    ("docker run -e CURL_USER=vipdeploy3:YCr4Uz66CL@9V newsroom/uploader:latest", "YCr4Uz66CL@9V"),
    ("export CURL_USER=bureau_ua6:IbN3UbtSI0?6Q", "IbN3UbtSI0?6Q"),
    ("Handover NEWS-4479: curl basic token bureau_cu1:E3REeJv3m0!0V", "E3REeJv3m0!0V"),
    ("export SMTP_CREDS=relay01:Tq7!mZ2xVp9L", "Tq7!mZ2xVp9L"),
    ('{"curl_user": "ops-bot:Wk4#pZ8qLm2X"}', "Wk4#pZ8qLm2X"),
    ("basic auth string alice.ng:Rz5$Lq8mWp3X", "Rz5$Lq8mWp3X"),
    # a PIN field, a licence's name, an application password
    ('{"bgan_admin_pin": "sODQLKQ#9J", "bureau": "sy"}', "sODQLKQ#9J"),
    ('{"door_pin": "5821", "site": "ams"}', "5821"),
    ("alarm_pin: 93715", "93715"),
    ("export WSE_LICENSE=EDEV4-23B6R-C0S4B-ILLS1-T6SEW-3919P-RF0VF", "EDEV4-23B6R"),
    ('{"wse_license": "EDEV4-Y73AU-IEICY-ERT7Q-EB70V-0IBKF-OP5HV", "bureau": "ng"}', "EDEV4-Y73AU"),
    ("LICENCE=ABCD1-EFG23-H4JK5-LM6NP", "ABCD1-EFG23-H4JK5-LM6NP"),
    ("export WP_APP_PASSWORD=XUzV KS1O 8oBj BNLQ waqt xKMv", "XUzV KS1O 8oBj BNLQ waqt xKMv"),
    ("APPLE_APP_SPECIFIC_PASSWORD=Qw3r tY7u Io9p As2d Fg4h Jk6l", "Qw3r tY7u Io9p As2d Fg4h Jk6l"),
    # vendor shapes
    (
        "IN two-wheeler premiums: rzp_live_7FoQzYsOcpxBHu:86HxziG1aKVww4tl939lvpOc",
        "86HxziG1aKVww4tl939lvpOc",
    ),
    (
        "razorpay test pair rzp_test_9AYN1iwVCVbqto:JeK2xGOYOOCKkldihPZKaDSl",
        "JeK2xGOYOOCKkldihPZKaDSl",
    ),
    (
        "checkout: AQEm6DcJIkpSYZ4A3X85Tap+8+jO0ECV62DIDXvRwuQGgbOCm//uEKc3zCyfL3wvCA7hl1xknRz1PPqQpCDi1XPMxvKTS69izZq2BX8M",
        "AQEm6DcJIkpSYZ4A3X85",
    ),
    (
        "the model pull in the notebook: hf_rbFm40WAskTVRx5EHH0DXPTHJK8cHysNxG",
        "hf_rbFm40WAskTVRx5EHH0DXPTHJK8cHysNxG",
    ),
    (
        "agent finder search: ALGOLIA_ADMIN_KEY=f9c9ac8921f44a650c79966b9db2c473",
        "f9c9ac8921f44a650c79966b9db2c473",
    ),
    # the password word in more languages
    ("Modpas wifi biwo Pòtoprens lan se GmQcXFcLPTRJ&0B", "GmQcXFcLPTRJ&0B"),
    ("Рамзи сервери бюрои Душанбе: jk2tgswkME9RL#2C", "jk2tgswkME9RL#2C"),
    ("Пароли сервер: jk2tgswkME9RL#2C", "jk2tgswkME9RL#2C"),
    ("Focal faire an Wi-Fi ná Kx8#mQ2vLp4W", "Kx8#mQ2vLp4W"),
    ("Pasfhocal an ródaire in oifig Chorcaí: Hq7!xZ2mVp9L", "Hq7!xZ2mVp9L"),
]

NEGATIVES = [
    "prod value for max_connections in EU: 500 (raised after the incident)",
    "staging value for the feature flag: checkout-v2-enabled",
    "saving it here: https://wiki.example.com/runbooks/okta-rotation",
    "here you go: the runbook lives in Confluence under SEC-ROT",
    "credentials for the SFTP drop are in 1Password under Ops/SFTP",
    "login for the Jenkins box is via SSO (Okta), no local accounts",
    "If the VPN prompts again, use the Okta push instead of the code",
    "If SSH breaks during the show, use the console at https://bmc.example.com",
    "the nightly export needs PYTHONPATH=src set before the run",
    "the service uses Python3.11 and Node20 on the runners",
    "AKS node pool 'reefer' uses Standard_D8s_v5, min 3, max 9.",
    "Wi-Fi uses WPA3-Personal; the key is rotated every quarter by facilities",
    "The k-means init uses random_state=7.",
    "the ETL job runs with --max-workers=8 in prod",
    "shared this for the CLM662080 hotfix: see the diff in PR #4412",
    "use INC0012345 if the change board asks",
    f"Spelling list for week 3: {_PHRASE}",
    "the colour table is [0,17,34,51,68,85,102,119,136,153,170,187,204,221,238,255,0,17,34,51,68,85,102,119,136,153,170,187,204,221,238,255,0,17,34,51,68,85,102,119,136,153,170,187,204,221,238,255,0,17,34,51,68,85,102,119,136,153,170,187,204,221,238,255]",
    "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME is the format the app expects.",
    "export CURL_USER=alice",
    "export DB_USER=app:8080",
    '{"gpio_pin": "1734"}',
    '{"license": "Apache-2.0"}',
    "Algolia search key: f9c9ac8921f44a650c79966b9db2c473",
    "Guidewire reads the DB password via ${vault:secret/gw/cc/db#password}. (per RITM835342)",
    "Snowflake DBT_SVC switched from password to key-pair auth; password disabled. (per CLM780829)",
    "Jenkins moved from password to SSH-key auth, password disabled, ref INC0098123",
    "Wowza session id fc79cf21c4335b3f9f3731cb44a92e12",
    "fixture user farmer_test@example.com with password Password123! (seeded in the e2e DB only)",
    "the token expired at 03:00",
    "value for the retry header: X-Retry-After",
    "if the deploy fails, log in with your SSO account and retry",
    "The Looker job requires Python3.11 to be installed first",
]


@pytest.mark.parametrize(("entry", "secret"), POSITIVES)
def test_handed_over_secret_classes_are_caught(entry: str, secret: str) -> None:
    assert_secret_covered(entry, secret)


@pytest.mark.parametrize("entry", NEGATIVES)
def test_their_look_alikes_pass(entry: str) -> None:
    assert credential_hits(entry) == []
