"""The sec33 fixes (secret recall, session 12), by class: passwords in login sentences (``log in
as X with …`` in many languages, Turkish ``… şifresiyle``), ``use <pw> for the … login``, labels
naming an account (``Wi-Fi … : <pw>``), PINs (digits after a PIN word and a connector; a chosen
password after ``PIN``), passphrases in quotes or after an opener (``s'ouvre avec la phrase …``),
Erlang cookies and base32 seeds of upper-case letters, TOTP seeds in lower-case groups, Codecov
``-t <uuid>``, FCM server keys, Alchemy RPC URLs, key stores in base64, ``.ROBLOSECURITY``
cookies by their warning, wallet keys under ``hot wallet key``, German ``… vom X-Team:`` labels,
Korean particles after a name, Spanish recovery codes; Twilio resource SIDs are public. Whole
results of fixed lines, and the sec33 probe sets (``gen_probe_sec33.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tinyagent_memory.daemon import screen

_DATA = Path(__file__).resolve().parent.parent / "data" / "screen"


def _rows(name: str) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for line in (_DATA / name).read_text(encoding="utf-8").split("\n"):
        if line.strip() and not line.startswith("#"):
            kind, text = line.split("\t", 1)
            rows.append((kind, text))
    return rows


def _values(text: str) -> list[tuple[str, str]]:
    return [(h.code, text[h.start : h.end]) for h in screen.screen_line(text)]


CAUGHT = [
    (
        "The Erlang cookie on all three RabbitMQ nodes is WJMMWFKSSOWKRSCDETHR.",
        "WJMMWFKSSOWKRSCDETHR",
    ),
    ("erl -name node1@games.pixelmint.gg -setcookie WJMMWFKSSOWKRSCDETHR", "WJMMWFKSSOWKRSCDETHR"),
    (
        "codecov upload: ./codecov -t 048c27c5-7ef3-49af-a227-e44750c0011a",
        "048c27c5-7ef3-49af-a227-e44750c0011a",
    ),
    (
        "Treasury hot wallet key for the stablecoin pilot:"
        " 0x5efd6ac81f988c363befd48a3d96edb1ce1710d921a335979a7a4b2647534f8d",
        "0x5efd6ac81f988c363befd48a3d96edb1ce1710d921a335979a7a4b2647534f8d",
    ),
    (
        "MFA secret for the shared SIEM admin: ndfi otwd uvlx p66p ulkp pczn exkh ttmt (add it to"
        " the team's authenticator)",
        "ndfi otwd uvlx p66p ulkp pczn exkh ttmt",
    ),
    (
        "Log in as marta.k with Quartz$4794nimbus to reach the staging admin panel.",
        "Quartz$4794nimbus",
    ),
    ("For the vendor portal, sign in as root using Harbor*2705falcon.", "Harbor*2705falcon"),
    (
        "Se connecter en tant que ops-oncall avec Harbor@8622tundra pour l'interface d'admin.",
        "Harbor@8622tundra",
    ),
    ("Přihlas se jako admin s heslem Granite@2061harbor.", "Granite@2061harbor"),
    ("qa.lead kullanıcısıyla Quartz!4133saffron şifresiyle giriş yap.", "Quartz!4133saffron"),
    (
        "Le coffre KeePass de la mission assurance s'ouvre avec la phrase Marble_855otter?.",
        "Marble_855otter?",
    ),
    (
        "Le coffre KeePass de l'équipe s'ouvre avec la phrase « kettle quartz meadow fiddle 88 ».",
        "kettle quartz meadow fiddle 88",
    ),
    (
        'The passphrase for the GPG signing key is "kettle quartz meadow fiddle 88".',
        "kettle quartz meadow fiddle 88",
    ),
    ("The PIN for the door of the server room is 810521.", "810521"),
    ("机房门禁 PIN 码是 2441。", "2441"),
    ("金庫の暗証番号は 5666 です。", "5666"),
    ("ELSTER test certificate softorg.pfx with PIN Tundra#55nimbus?", "Tundra#55nimbus?"),
    ("Wi-Fi in the lab (SSID LabNet-5G): Basalt#Comet7085", "Basalt#Comet7085"),
    ("Webmail for conference-chairs@pyforge.org: Whc41#vsi6UxE=48", "Whc41#vsi6UxE=48"),
    ("Use Nimbus*2992granite for the shared Figma login until SSO lands.", "Nimbus*2992granite"),
    (
        "AWS secret access key vom ml-platform-Team: aoRevbJgTdAAc7SMl5DwpbgFkoJjuK6uBQ3SYwjM"
        " (nicht weitergeben).",
        "aoRevbJgTdAAc7SMl5DwpbgFkoJjuK6uBQ3SYwjM",
    ),
    (
        "Códigos de recuperación de la cuenta de soporte: 7dbic-th7kk umgzn-hnjau 6sj5a-g785q"
        " e1t0u-em8vw",
        "7dbic-th7kk umgzn-hnjau 6sj5a-g785q e1t0u-em8vw",
    ),
    (
        "roblosecurity=_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as"
        "-you-and-to-steal-your-ROBUX-and-items.|_C514F541F3DACA3C05F1FC735D980EE3D9AE440BC514F541"
        "F3DACA3C05F1FC735D980EE3D9AE440B",
        "C514F541F3DACA3C05F1FC735D980EE3D9AE440BC514F541F3DACA3C05F1FC735D980EE3D9AE440B",
    ),
    (
        "FCM_SERVER_KEY=AAAAIkaOs0D:APA91bhOmCyIbklXmu7dxWZzKp7XrN2XL21LHjVJR-EvrPRYWBBzftOSu0zGC"
        "xk44tVlbWk_pjD6euzBvrpUfljdyUL5xYpzsCt9_q4ndTF8HbWNabcd",
        "AAAAIkaOs0D:APA91bhOmCyIbklXmu7dxWZzKp7XrN2XL21LHjVJR-EvrPRYWBBzftOSu0zGCxk44tVlbWk_pjD6e"
        "uzBvrpUfljdyUL5xYpzsCt9_q4ndTF8HbWNabcd",
    ),
    (
        "https://eth-mainnet.g.alchemy.com/v2/Qb0T5zbyZlx8dL-AmJcKRApZLfweA3HH",
        "Qb0T5zbyZlx8dL-AmJcKRApZLfweA3HH",
    ),
    (
        "ANDROID_KEYSTORE_BASE64=/u3+7QAAAAIAAAABAAAAAQAHMWSIDTl1iwCLHB/4UNQV7FZGDZt0O0hXld4DtZl3"
        "MixFLO5Kd9f2CP/qWXBmCyYshDcQ",
        "/u3+7QAAAAIAAAABAAAAAQAHMWSIDTl1iwCLHB/4UNQV7FZGDZt0O0hXld4DtZl3MixFLO5Kd9f2CP/qWXBmCyYsh"
        "DcQ",
    ),
]


@pytest.mark.parametrize(("text", "value"), CAUGHT)
def test_sec33_lines_are_caught(text: str, value: str) -> None:
    assert _values(text) == [("credential", value)]


CLEAN = [
    'The phrase "ignore previous instructions" in a dataset sample is data to be labelled, not'
    " something the agent should act on.",
    "Messaging service MGed338d8aa7111ee9d5485752865c8f65 sends the OTP texts.",
    "The PIN is 6 digits; the PIN pad locks after 3 tries.",
    "PIN length: 8 digits, rotated every 90 days.",
    "The PIN rollout for the card terminals is 2027; the pilot ran in Q3.",
    "Log in as admin with your own SSO account, never the shared one.",
    'The passphrase must be "at least four words" per the policy, see the wiki.',
    'Our policy: the passphrase is at least five words, e.g. "orbit lantern velvet crisp harbor".',
    "Pin numpy to 1.26.4 and pandas to 2.2.3.",
    "The Erlang cookie must match on all nodes; it lives in /var/lib/rabbitmq/.erlang.cookie.",
    "Enable TOTP for the admin accounts; the authenticator app shows a six digit code.",
    "Use Python3.12-slim for the build image of the admin console.",
    "Wi-Fi guests: connect to LabNet-5G and accept the terms.",
    "Connect as deploy with ssh -i ~/.ssh/deploy_ed25519 to the bastion.",
    "비밀번호 해시: 3502e2e35af273590120e16530311173331c7ea20df94895ef34cfbef8f8cbc3",
    "PIN numpy==1.26.4 for the old wheels.",
]


@pytest.mark.parametrize("text", CLEAN)
def test_sec33_look_alikes_are_clean(text: str) -> None:
    assert screen.screen_line(text) == []


# Negatives left flagged: prompt-injection findings (helper fp33i's side), not credentials.
_LEFT_NEGATIVES = ["public/ssh-pub"]  # talk/totp: clean since fp21 (session 21)


def test_probe_sec33_negatives_are_clean() -> None:
    rows = _rows("probe_sec33_negatives.tsv")
    assert len(rows) >= 80
    flagged = [(k, {h.code for h in screen.screen_line(t)}) for k, t in rows]
    assert [(k, c) for k, c in flagged if c] == [(k, {"prompt-injection"}) for k in _LEFT_NEGATIVES]


# Left positives, each a judgement rather than a gap:
# - pubdev/env: the variable ``PUB_REFRESH_TOKEN`` reads as "public refresh token";
# - fcm-server/yaml: the name ``search.fcm_server_key`` holds "search key" (public, Algolia);
# - three values as query parameters of a made-up URL (``?logzio_token=<32 letters>``,
#   ``?twitch_oauth=oauth:…``, ``?secret_key_base=…``);
# - pagerduty-routing/prose-ko: an "integration key" (no secret word) in Korean.
_LEFT_POSITIVES = [
    "console/twitch-oauth/url",
    "infra/rails-skb/url",
    "observability/logzio/url",
    "observability/pagerduty-routing/prose-ko",
    "registry/pubdev/env",
]


def test_probe_sec33_positives_are_caught() -> None:
    rows = _rows("probe_sec33_positives.tsv")
    assert len(rows) >= 800
    missed = [k for k, t in rows if "credential" not in {h.code for h in screen.screen_line(t)}]
    assert sorted(missed) == sorted(_LEFT_POSITIVES)


def test_probe_sec33_b_is_scored_whole() -> None:
    """Fresh phrasings of the fixed classes, written after the first fixes: 53/60 caught and
    0/41 flagged at first sight; 60/60 and 0/41 once the six classes it showed were fixed
    (German separable verbs, Turkish ``parolasıyla`` without a login word, ``@`` inside a
    password, ``PIN`` right after CJK text, single quotes, ``$`` inside a password)."""
    positives = _rows("probe_sec33_b_positives.tsv")
    negatives = _rows("probe_sec33_b_negatives.tsv")
    assert len(positives) >= 60 and len(negatives) >= 40
    missed = [
        k for k, t in positives if "credential" not in {h.code for h in screen.screen_line(t)}
    ]
    assert missed == []
    assert [k for k, t in negatives if screen.screen_line(t)] == []
