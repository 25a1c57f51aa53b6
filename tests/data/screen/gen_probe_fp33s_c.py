"""Probe set fp33s_c, written by helper fp33s on 2026-12-04 after the first fixes but BEFORE
scoring it: the wider zoo of vendor ids that are public by design (client-side SDK keys, site
keys, app / project / team ids) next to their secret counterparts, plus hashes of other tools and
encoded data that is no credential, in several languages.

Run from the repository root: ``python tests/data/screen/gen_probe_fp33s_c.py``; output is stable.
"""

# Corpus data: entries are single long lines by design.
# ruff: noqa: E501

from __future__ import annotations

import random
from pathlib import Path

OUT = Path(__file__).resolve().parent
R = random.Random(2026_12_04_3303)
_HEX = "0123456789abcdef"
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_UPNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def pick(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def digits(n: int) -> str:
    return R.choice("123456789") + pick("0123456789", n - 1)


def uuid() -> str:
    h = pick(_HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


GEN = {
    "hex32": lambda: pick(_HEX, 32),
    "hex40": lambda: pick(_HEX, 40),
    "hex64": lambda: pick(_HEX, 64),
    "uuid": uuid,
    "twilio_sid": lambda: "AC" + pick(_HEX, 32),
    "we": lambda: "we_" + pick(_ALNUM, 24),
    "recaptcha": lambda: "6L" + pick(_B64URL, 38),
    "turnstile_site": lambda: "0x4AAAAAAA" + pick(_B64URL, 12),
    "team": lambda: pick(_UPNUM, 10),
    "prj": lambda: "prj_" + pick(_ALNUM, 28),
    "ld_client": lambda: pick(_HEX, 24),
    "mixpanel": lambda: pick(_HEX, 32),
    "segment": lambda: pick(_ALNUM, 32),
    "square_app": lambda: "sq0idp-" + pick(_B64URL, 22),
    "rzp": lambda: "rzp_live_" + pick(_ALNUM, 14),
    "algolia_app": lambda: pick(_UPNUM, 10),
    "pusher_key": lambda: pick(_HEX, 20),
    "paypal_client": lambda: "A" + pick(_B64URL, 79),
    "kms": uuid,
    "serial": lambda: ":".join(pick(_HEX.upper(), 2) for _ in range(16)),
    "b64hello": lambda: "aGVsbG8gd29ybGQ=",
    "jwt_header": lambda: "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9",
    "ed25519": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(_B64, 43),
    "cosign": lambda: "MEUCIQ" + pick(_B64, 64) + "=",
    "r32": lambda: pick(_ALNUM, 32),
    "r40": lambda: pick(_ALNUM, 40),
    "twilio_tok": lambda: pick(_HEX, 32),
    "turnstile_sec": lambda: "0x4AAAAAAA" + pick(_B64URL, 24),
    "sq_tok": lambda: "EAAA" + pick(_B64URL, 60),
    "ld_sdk": lambda: "sdk-" + uuid(),
    "whsec": lambda: "whsec_" + pick(_ALNUM, 32),
}

NEG = (
    "public-id|Twilio Account SID {twilio_sid} (the auth token is in Vault, not here).",
    "public-id|Stripe webhook endpoint id {we} points at /hooks/stripe; the signing secret lives in the secret manager.",
    "public-id|reCAPTCHA v3 site key {recaptcha} goes in the page header.",
    "public-id|Cloudflare Turnstile sitekey {turnstile_site} is embedded in the signup form.",
    "public-id|Apple Developer Team ID {team} and bundle id com.acme.notes for the provisioning profile.",
    "public-id|Vercel project id {prj} for the docs site.",
    "public-id|LaunchDarkly client-side ID {ld_client} is used by the browser SDK.",
    "public-id|Mixpanel project token {mixpanel} is embedded in the web app (project tokens are public).",
    "public-id|Segment write key for the marketing site is {segment}; it is visible in the page source by design.",
    "public-id|Square application ID {square_app} for the Web Payments SDK.",
    "public-id|Razorpay key_id {rzp} is sent to the checkout script; key_secret stays on the server.",
    "public-id|Algolia Application ID {algolia_app} with the search-only key from the dashboard.",
    "public-id|Pusher app key {pusher_key} (cluster eu) is in the frontend config; the app secret is not.",
    "public-id|PayPal client ID for the JS SDK: {paypal_client}",
    "public-id|AWS KMS key id {kms} (alias/payments) encrypts the S3 bucket.",
    "public-id|Azure AD application (client) ID {uuid} for the SPA registration.",
    "public-id|hCaptcha sitekey {uuid} on the contact form.",
    "public-id|OneSignal app id {uuid} for web push.",
    "public-id|Die Twilio Account SID {twilio_sid} ist nur eine Kennung; das Auth-Token liegt im Vault.",
    "public-id|El ID de cliente de PayPal ({paypal_client}) es público, el secreto no.",
    "public-id|Le site key reCAPTCHA {recaptcha} est public, il est dans le HTML.",
    "public-id|Mixpanel 的项目令牌 {mixpanel} 是公开的，前端直接使用。",
    "public-id|Apple の Team ID は {team} です。",
    "public-id|Идентификатор проекта Vercel: {prj}.",
    "public-id|O client ID do Azure AD da SPA é {uuid}.",
    "public-id|Apple 팀 ID는 {team} 입니다.",
    "hash|Certificate serial number {serial} expires in March.",
    "hash|known_hosts entry: github.com {ed25519}",
    "hash|Rekor entry for the release has signature {cosign}.",
    "hash|The JWT header part {jwt_header} just says RS256; the payload is in the ticket.",
    "hash|Base64 of 'hello world' is {b64hello}, used in the encoder test.",
    "hash|The Renovate PR bumps the digest from {hex64} to a newer build.",
    "hash|Bazel's remote cache key for the target is {hex64}.",
    "hash|Hash des Release-Artefakts: {hex64}.",
    "hash|アーティファクトの SHA-256 は {hex64} です。",
    "hash|Хеш артефакта релиза: sha256 {hex64}.",
)

POS = (
    "twilio|Twilio auth token {twilio_tok} for account {twilio_sid}.",
    "turnstile|Turnstile secret key {turnstile_sec} is read by the signup API.",
    "square|Square production access token {sq_tok}",
    "launchdarkly|LaunchDarkly server SDK key {ld_sdk} is in the worker env.",
    "stripe|Stripe webhook signing secret {whsec}",
    "razorpay|Razorpay key_secret is {r32}.",
    "pusher|Pusher app secret {hex32} for the notifications service.",
    "paypal|PayPal client secret: {r40}",
    "segment|Segment source API token (server) {r32}",
    "field|The 'client_secret' in the Azure AD registration is {r40}.",
    "password|Das Passwort des Apple-Entwicklerkontos ist Kiesel!2931Xq.",
    "password|Пароль от аккаунта Twilio: Kiesel!2931Xq",
)


def _fill(text: str) -> str:
    out = text
    for name, make in sorted(GEN.items(), key=lambda kv: -len(kv[0])):
        token = "{" + name + "}"
        while token in out:
            out = out.replace(token, make(), 1)
    return out


def main() -> None:
    neg = [
        "# Probe fp33s_c negatives (written 2026-12-04 by helper fp33s after the first fixes, before scoring it): ids public by design, hashes, encoded data. None may be flagged.",
        "# Columns: kind<TAB>entry. Generated by gen_probe_fp33s_c.py (seeded, stdlib only); every value is synthetic.",
    ]
    neg += [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in NEG)]
    pos = [
        "# Probe fp33s_c positives (written 2026-12-04 by helper fp33s before scoring it): their secret counterparts. All must be flagged.",
        "# Columns: kind<TAB>entry. Generated by gen_probe_fp33s_c.py (seeded, stdlib only); every value is synthetic.",
    ]
    pos += [f"{k}\t{_fill(t)}" for k, t in (row.split("|", 1) for row in POS)]
    (OUT / "probe_fp33s_c_negatives.tsv").write_text("\n".join(neg) + "\n", encoding="utf-8")
    (OUT / "probe_fp33s_c_positives.tsv").write_text("\n".join(pos) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
