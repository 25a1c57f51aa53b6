"""Probe set fp31s, written by helper fp31s on 2026-12-04 BEFORE any fix drawn from it: its first
score is the honest estimate. Negatives: harmless lines of the credential false-positive classes
of held-out rounds 31/32 (git revisions read as credentials, age recipients and other public
keys, placeholders and documented examples, values that call themselves dev-only / not secret,
numeric ids in webhook paths with the token said to be elsewhere, fields NAMED secret with no
value, ticket ids) in several phrasings and languages. Positives: real secrets of the
neighbouring shape that must stay caught.

Run from the repository root: ``python tests/data/screen/gen_probe_fp31s.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501

from __future__ import annotations

import random
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_31)
_HEX = "0123456789abcdef"
_B32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def sha(n: int = 40) -> str:
    return "".join(R.choice(_HEX) for _ in range(n))


def age() -> str:
    return "age1" + "".join(R.choice(_B32) for _ in range(58))


def rnd(n: int) -> str:
    return "".join(R.choice(_ALNUM) for _ in range(n))


NEG = (
    "git-rev|Pin actions/setup-python to {sha} (v5.3.0) in every workflow.",
    "git-rev|We pinned the terraform-aws-vpc module to commit {sha} after the 5.x regression.",
    "git-rev|uses: actions/cache@{sha} # v4.1.2",
    "git-rev|Checkout {sha} before bisecting the flaky importer test.",
    "git-rev|The regression came in with commit {sha}; revert it if the nightly still fails.",
    "git-rev|Deploy rev {sha} to staging, then tag it release-2026.12.",
    "git-rev|Épinglez la dépendance libpay à {sha} jusqu'à la sortie de la 3.1.",
    "git-rev|Den Submodul auf Commit {sha} festsetzen, bis upstream 1.8 veröffentlicht.",
    "git-rev|Fijar el SDK de pagos al commit {sha} hasta que salga la 2.4.",
    "git-rev|pip install git+https://github.com/acme/ledger-sdk@{sha} is how the notebook pins it.",
    "git-rev|The docs site builds from ref {sha} of the handbook repo.",
    "git-rev|Cherry-pick {sha} onto release/2.3 before Friday's cut.",
    "public-key|age recipient for the backups bucket: {age}",
    "public-key|Encrypt the handover file to Priya's age public key {age} before uploading.",
    "public-key|sops creation_rules use age: {age} for the staging overlay.",
    "public-key|Clé publique age de l'équipe infra : {age}",
    "public-key|Öffentlicher age-Empfänger für das Secrets-Repo: {age}",
    "placeholder|curl -u USERNAME:PASSWORD https://status.example.org/health is the documented probe.",
    "placeholder|The README says: mysql -u USER -pPASSWORD -h db.internal; substitute your own.",
    "placeholder|Example from the vendor guide: curl -u YOUR_USER:YOUR_TOKEN https://api.example.net/v2/me",
    "placeholder|La doc indique curl -u UTILISATEUR:MOTDEPASSE https://api.example.fr/ping pour tester.",
    "placeholder|In the wiki the call is written as curl --user USER:PASS https://hooks.example.com/test.",
    "dev-only|SESSION_SECRET=dev-only-not-secret is baked into the local compose file; prod reads Vault.",
    "dev-only|API_TOKEN=local-dev-only in .env.example; CI injects the real one.",
    "dev-only|DJANGO_SECRET_KEY=insecure-dev-key-not-secret is fine for the tutorial container.",
    "dev-only|JWT_SIGNING_KEY=not-a-secret-dev-only lives in docker-compose.override.yml; production uses KMS.",
    "dev-only|Le fichier .env.local contient SECRET_KEY=dev-only-pas-secret ; la prod lit Key Vault.",
    "webhook-id|Jenkins webhook: https://ci.example.org/generic-webhook-trigger/invoke/8812/ (the token lives in the job config).",
    "webhook-id|RTD webhook for the docs: https://readthedocs.org/api/v2/webhook/ledgerkit/991204/ — secret stored separately in 1Password.",
    "webhook-id|The GitLab hook points at https://hooks.example.net/webhook/payments/40213/; its token is in Vault, not here.",
    "webhook-id|Webhook de build RTD : https://readthedocs.org/api/v2/webhook/geodocs/220917/ (le jeton est rangé dans le coffre).",
    "named-field|The 'secret' column in the legacy users table holds the MFA enrolment flag; dropping it is AUTH-1187.",
    "named-field|Rename the 'password' field of the signup form to 'passphrase' per UX-442.",
    "named-field|The 'token' attribute in the v1 schema is really the pagination cursor; see API-3021.",
    "named-field|Das Feld 'secret' im alten Schema ist nur der Challenge-Indikator; Umbenennung ist PAY-3310.",
    "named-field|Le champ « secret » de l'ancien schéma indique le défi 3DS ; le renommage est PAY-2950.",
    "named-field|Our 'api_key' setting is just the key's display name in the UI; tracked as OPS-77.",
)

POS = (
    "git-token|GITHUB_TOKEN={sha} was pasted in the runner log, rotate it.",
    "git-token|Use the deploy token {sha} for the checkout step of the release job.",
    "git-token|The access token for the bot is {sha}; pin nothing to it.",
    "age-secret|AGE-SECRET-KEY-1{b32up} is the staging sops identity, keep it out of git.",
    "age-secret|age identity for backups: AGE-SECRET-KEY-1{b32up}",
    "curl|curl -u deploy:{r16} https://api.example.com/v1/ping",
    "curl|curl -u admin:Wint3r!Harbor92 https://status.example.org/health",
    "curl|curl --user ci-bot:{r20} https://hooks.example.com/test",
    "assign|JWT_SECRET={r32} is what prod uses; rotate after the incident.",
    "assign|SESSION_SECRET={r24} in the prod compose file.",
    "assign|DJANGO_SECRET_KEY={r40} is set on the production box.",
    "webhook|Slack hook: https://hooks.slack.com/services/T{n8}/B{n8}/{r24}",
    "webhook|Discord webhook https://discord.com/api/webhooks/{n18}/{r64}",
    "named-field|The 'secret' field in the payments config is {r32}; move it to Vault.",
    "named-field|Le secret du compte de service est {r24}, à changer.",
)


def _fill(text: str) -> str:
    b32up = "".join(R.choice(_B32.upper()) for _ in range(58))
    n8 = "".join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8))
    n18 = "".join(R.choice("0123456789") for _ in range(18))
    subs = {
        "{sha}": sha(),
        "{age}": age(),
        "{b32up}": b32up,
        "{r16}": rnd(16),
        "{r20}": rnd(20),
        "{r24}": rnd(24),
        "{r32}": rnd(32),
        "{r40}": rnd(40),
        "{r64}": rnd(64),
        "{n8}": n8,
        "{n18}": n18,
    }
    for k, v in subs.items():
        text = text.replace(k, v)
    return text


def main() -> None:
    neg = [
        "# Probe fp31s negatives (written 2026-12-04 by helper fp31s before any fix drawn from it): credential false-positive classes of rounds 31/32. None may be flagged.",
        "# Columns: kind<TAB>entry. Generated by gen_probe_fp31s.py (seeded, stdlib only); every value is synthetic.",
    ]
    neg += [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in NEG)]
    pos = [
        "# Probe fp31s positives (written 2026-12-04 by helper fp31s before any fix): secrets of the neighbouring shapes. All must be flagged.",
        "# Columns: kind<TAB>entry. Generated by gen_probe_fp31s.py (seeded, stdlib only); every value is synthetic.",
    ]
    pos += [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in POS)]
    (OUT / "probe_fp31s_negatives.tsv").write_text("\n".join(neg) + "\n", encoding="utf-8")
    (OUT / "probe_fp31s_positives.tsv").write_text("\n".join(pos) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
