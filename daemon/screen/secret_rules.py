"""Credential rules of our own (pure data): vendor shapes the engine misses, the gates every rule
module registers its patterns with (``has_gate``, ``keep_gate``), and the words of prose
passwords. The structural rules no vendor list has (URLs and connection strings with a
password, Basic auth, CLI password flags, ``.netrc``/``.pgpass`` lines, key bodies without a PEM
header) are ``secret_rules_structural``'s (split in session 26).

Patterns run on the NFKC text with its case. A pattern's group ``v`` (when present) is the
secret value: it is judged (placeholder, entropy) before the rule reports.
"""

from __future__ import annotations

import re
from typing import Final

from .secret_gate import Keep, Starts

Rule = tuple[str, re.Pattern[str]]

_B = r"(?<![A-Za-z0-9_])"
_E = r"(?![A-Za-z0-9_])"


GATE_HAS: Final[dict[re.Pattern[str], tuple[str, ...]]] = {}
"""Rules with no literal start, run only when one of these substrings occurs (``secret_gate``)."""


GATE_REACH: Final[dict[re.Pattern[str], int]] = {}
"""For some ``GATE_HAS`` rules: one of the substrings starts at most this many characters after
the start of every match, so the rule is tried only within that reach before an occurrence
(``secret_gate.Gated``; a property test checks it against ``finditer``)."""


GATE_STARTS: Final[dict[re.Pattern[str], Starts]] = {}
"""For some ``GATE_HAS`` rules: where their matches may start, from a landmark every match holds
(``secret_gate.before_last``, ``secret_gate.word_run_before``; a property test checks it)."""


GATE_KEEP: Final[dict[re.Pattern[str], Keep]] = {}
"""For some rules: a check every match's start passes, tried before the rule (``secret_gate``)."""


def keep_gate(pattern: re.Pattern[str], keep: Keep) -> re.Pattern[str]:
    """``pattern``, registered with the check every match's start passes (``GATE_KEEP``)."""
    GATE_KEEP[pattern] = keep
    return pattern


def has_gate(
    pattern: re.Pattern[str],
    *needed: str,
    reach: int | None = None,
    starts: Starts | None = None,
) -> re.Pattern[str]:
    """``pattern``, registered with the substrings one of which every match holds, and where
    they lie (``GATE_HAS``, ``GATE_REACH``, ``GATE_STARTS``)."""
    GATE_HAS[pattern] = needed
    if reach is not None:
        GATE_REACH[pattern] = reach
    if starts is not None:
        GATE_STARTS[pattern] = starts
    return pattern


def _vendor(rule: str, body: str) -> Rule:
    return rule, re.compile(_B + "(?:" + body + ")" + _E)  # the bounds hold for every alternative


VENDOR: Final[tuple[Rule, ...]] = (
    _vendor(
        "aws-access-key",
        r"(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)"
        r"[A-Z0-9]{16}",
    ),
    _vendor("github-token", r"(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255}"),
    _vendor("github-token", r"github_pat_[A-Za-z0-9_]{40,255}"),
    _vendor("gitlab-token", r"gl(?:pat|rt|dt|ft|imt|agent|oas|soat|ffct)-[A-Za-z0-9_\-]{20,}"),
    _vendor("gitlab-token", r"glptt-[0-9a-f]{40}|glcbt-[0-9a-f]{1,5}_[A-Za-z0-9_\-]{20,}"),
    _vendor(
        "slack-token", r"xox[abposred]-(?:\d+-)?[A-Za-z0-9-]{10,}|xapp-\d-[A-Z0-9]+-\d+-[a-f0-9]+"
    ),
    (
        "slack-webhook",
        re.compile(
            r"https://hooks\.slack\.com/(?:services|workflows|triggers)/"
            r"[A-Za-z0-9_/]{20,}"
        ),
    ),
    _vendor("stripe-key", r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}"),
    _vendor("stripe-webhook-secret", r"whsec_[A-Za-z0-9+/=]{24,}"),
    _vendor("anthropic-key", r"sk-ant-(?:api|admin|oat|sid)\d{2}-[A-Za-z0-9_\-]{20,}"),
    _vendor(
        "openai-key",
        r"sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_\-]{20,}"
        r"|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|sk-(?!ant-)[A-Za-z0-9]{32,}",
    ),
    ("google-api-key", re.compile(_B + r"AIza[0-9A-Za-z_\-]{35}(?![0-9A-Za-z_\-])")),
    _vendor("google-oauth-secret", r"GOCSPX-[A-Za-z0-9_\-]{24,}"),
    ("google-refresh-token", re.compile(r"(?<![\w/])1//0[A-Za-z0-9_\-]{40,}")),
    _vendor("firebase-fcm-key", r"AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{100,}"),
    _vendor("huggingface-token", r"hf_[A-Za-z]{34,}|hf_(?=[A-Za-z]*\d)[A-Za-z0-9]{34}"),
    _vendor("npm-token", r"npm_[A-Za-z0-9]{36}"),
    _vendor("pypi-token", r"pypi-AgE[A-Za-z0-9_\-]{50,}"),
    _vendor("dockerhub-token", r"dckr_(?:pat|oat)_[A-Za-z0-9_\-]{20,}"),
    _vendor("digitalocean-token", r"do[opr]_v1_[a-f0-9]{64}"),
    _vendor("square-token", r"sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,}|EAAA[A-Za-z0-9_\-+=]{60,}"),
    _vendor("linear-key", r"lin_(?:api|oauth)_[A-Za-z0-9]{40}"),
    _vendor("heroku-key", r"HRKU-AA[A-Za-z0-9_\-]{58}"),
    _vendor(
        "grafana-token",
        r"glc_[A-Za-z0-9+/]{32,}={0,2}|glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}"
        r"|eyJrIjoi[A-Za-z0-9+/]{50,}={0,2}",
    ),
    _vendor("newrelic-key", r"NR(?:AK|II|JS|RA|SP)-[A-Za-z0-9_\-]{19,}|[a-f0-9]{36}NRAL"),
    _vendor("postman-key", r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    _vendor("cloudflare-origin-ca-key", r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}"),
    _vendor("netlify-token", r"nf[pc]_[A-Za-z0-9]{36,}"),
    _vendor("supabase-key", r"sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_\-]{20,}"),
    _vendor("age-secret-key", r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}"),
    _vendor("nostr-private-key", r"nsec1[02-9ac-hj-np-z]{58}"),  # bech32 (NIP-19)
    _vendor("gcp-hmac-access-id", r"GOOG1[A-Z0-9]{50,70}"),  # a GCS HMAC key's id (like AKIA…)
    _vendor("azure-ad-client-secret", r"[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}"),
    _vendor("alibaba-access-key", r"LTAI[A-Za-z0-9]{12,20}"),
    _vendor("mapbox-secret-token", r"sk\.eyJ[A-Za-z0-9_\-]{30,}\.[A-Za-z0-9_\-]{20,}"),
    _vendor("sendgrid-key", r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}"),
    _vendor("twilio-key", r"SK[0-9a-f]{32}"),
    _vendor("mailgun-key", r"key-[0-9a-f]{32}"),
    _vendor("mailchimp-key", r"[0-9a-f]{32}-us\d{1,2}"),
    _vendor("shopify-token", r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}"),
    _vendor("atlassian-token", r"ATATT3[A-Za-z0-9_\-=]{100,}|ATBB[A-Za-z0-9]{32,}"),
    _vendor("databricks-token", r"dapi[a-f0-9]{32}(?:-\d)?"),
    _vendor("doppler-token", r"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9_.\-]{40,}"),
    _vendor("dropbox-token", r"sl\.[A-Za-z0-9_\-]{130,}"),
    _vendor(
        "discord-bot-token", r"[MNO][A-Za-z\d_\-]{23,25}\.[A-Za-z\d_\-]{6}\.[A-Za-z\d_\-]{27,38}"
    ),
    (
        "discord-webhook",
        re.compile(
            r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/"
            r"\d+/[A-Za-z0-9_\-]{60,}"
        ),
    ),
    ("teams-webhook", re.compile(r"https://[\w\-]+\.webhook\.office\.com/webhookb2/\S{40,}")),
    _vendor("telegram-bot-token", r"\d{8,10}:AA[A-Za-z0-9_\-]{32,33}"),
    (  # the token inside the Bot API's URL path: https://api.telegram.org/bot<token>/getMe
        "telegram-bot-token",
        re.compile(r"(?<=/bot)\d{8,10}:AA[A-Za-z0-9_\-]{32,33}(?![A-Za-z0-9_])"),
    ),
    _vendor("django-secret-key", r"django-insecure-[^\s'\"]{30,}"),
    _vendor("jwt", r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"),
    _vendor("vault-token", r"hv[sbr]\.[A-Za-z0-9_\-]{24,}"),
    _vendor("terraform-cloud-token", r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=\-]{60,}"),
    _vendor("pulumi-token", r"pul-[a-f0-9]{40}"),
    _vendor("sentry-token", r"sntry[su]_[A-Za-z0-9_=+/]{40,}"),
    _vendor("contentful-token", r"CFPAT-[A-Za-z0-9_\-]{43}"),
    _vendor("planetscale-token", r"pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_=.\-]{32,}"),
    _vendor("flyio-token", r"fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3}"),
    _vendor("render-key", r"rnd_[A-Za-z0-9]{32}"),
    _vendor("airtable-token", r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}"),
    _vendor("notion-token", r"ntn_[A-Za-z0-9]{46}|secret_[A-Za-z0-9]{43}"),
    _vendor("figma-token", r"figd_[A-Za-z0-9_\-]{40}"),
    _vendor("rubygems-key", r"rubygems_[a-f0-9]{48}"),
    _vendor("nuget-key", r"oy2[a-z0-9]{43}"),
    _vendor("clojars-token", r"CLOJARS_[a-z0-9]{60}"),
    _vendor("twitter-bearer-token", r"A{20,}[A-Za-z0-9%]{60,}"),
    _vendor("facebook-token", r"EAA[BCDG][A-Za-z0-9]{100,}"),
    _vendor("braintree-token", r"access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}"),
    _vendor("shippo-token", r"shippo_(?:live|test)_[a-f0-9]{40}"),
    _vendor("easypost-key", r"EZ[AT]K[a-z0-9]{54}"),
    _vendor("dynatrace-token", r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}"),
    _vendor("flutterwave-key", r"FLW(?:SECK|PUBK)(?:_TEST|_LIVE)?-[a-h0-9]{32}-X"),
    _vendor("adafruit-key", r"aio_[A-Za-z0-9]{28}"),
    _vendor("prefect-key", r"pnu_[A-Za-z0-9]{36}"),
    _vendor("readme-key", r"rdme_[a-z0-9]{70}"),
    _vendor("brevo-key", r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}"),
    _vendor("typeform-token", r"tfp_[A-Za-z0-9_\-.=]{59,}"),
    _vendor("infracost-key", r"ico-[A-Za-z0-9]{32}"),
    _vendor("groq-key", r"gsk_[A-Za-z0-9]{52}"),
    _vendor("replicate-token", r"r8_[A-Za-z0-9]{37}"),
    _vendor("perplexity-key", r"pplx-[A-Za-z0-9]{48}"),
    _vendor("langsmith-key", r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}"),
    _vendor("tailscale-key", r"tskey-(?:auth|api|client|webhook)-[A-Za-z0-9]+-[A-Za-z0-9]{20,}"),
    _vendor("onepassword-token", r"ops_eyJ[A-Za-z0-9+/=]{100,}"),
    _vendor("jfrog-key", r"AKCp[A-Za-z0-9]{69}"),
    _vendor("sonarqube-token", r"sq[uap]_[a-f0-9]{40}"),
    _vendor("atlassian-token", r"ATCTT3[A-Za-z0-9_\-=]{100,}"),
    _vendor("tencent-secret-id", r"AKID[A-Za-z0-9]{32}"),
    _vendor("salesforce-session", r"00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,}"),
    _vendor("salesforce-refresh-token", r"5Aep861[A-Za-z0-9._]{60,}"),
    _vendor("azure-devops-pat", r"[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}"),
    _vendor("onepassword-secret-key", r"A3-[A-Z0-9]{6}-[A-Z0-9]{6}(?:-[A-Z0-9]{5}){4}"),
    _vendor("asana-token", r"[0-9]/[0-9]{10,20}(?:/[0-9]{10,20})?:[a-f0-9]{32}"),
    _vendor("jfrog-reference-token", r"cmVmdGtuOjAxOj[A-Za-z0-9]{40,}"),
    (
        "private-key",
        re.compile(
            r"-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----"
            r"(?:(?:\s|\\n)*[A-Za-z0-9+/=]{8,})*(?:(?:\s|\\n)*-----END [A-Z0-9 ]*-----)?"
        ),
    ),
    (
        "private-key-body",
        re.compile(
            _B + r"(?:MII[A-Za-z0-9+/]{1,3}(?:IBAAK|AgEAAo|IBADAN|CAQEE)|MHcCAQEE|MC4CAQAwBQYDK2Vw"
            r"|b3BlbnNzaC1rZXktdjE|lQ[A-Za-z0-9+/]{2}B[E-H])[A-Za-z0-9+/]{20,}"
        ),
    ),
    (
        "putty-private-key",
        re.compile(
            r"PuTTY-User-Key-File-\d+:(?:.{0,600}?Private-MAC:\s*[0-9a-fA-F]{20,}"
            r"|.{0,400}?Private-Lines:\s*\d+\s+\S+)"
        ),
    ),
    ("azure-sas-token", re.compile(r"[?&]sig=[A-Za-z0-9%+/]{30,}(?:%3D|=){0,2}")),
)

KNOWN_PREFIXES: Final = (
    r"sk(?:-[a-z0-9]{1,8}){0,3}|rk|xai|tvly|pplx|nvapi|csk|fw|jina|phx|sgp|ya29|mlsn|xsmtpsib|bkua"
    r"|ory_(?:pat|at|st)|api_org|sk_(?:live|test)|rk_(?:live|test)|whsec|gsk|pcsk|r8|hf|re(?=_[A-Za-z0-9]{6,12}_)|sntry[su]"
    r"|lsv2_(?:pt|sk)|glpat|gldt|glrt|ghp|gho|ghs|ghu|ghr|github_pat|npm|pypi|dckr_pat|pul|rnd"
    r"|CCIPAT|CCIPRJ|NRAK|PMAK|CFPAT|HRKU|dp\.(?:pt|st|sa|ct)"
)
"""Prefixes vendors put before a random secret (``sk-or-v1-…``, ``xai-…``, ``ya29.…``), with any of
``-``, ``_`` or ``.`` after them; the body must read as random (16+ characters) to count.
Resend's ``re_`` counts only in its own shape (``re_<8>_<24>``); ``re_`` + 24 characters is a
Stripe refund id."""

SECRET_WORD: Final = re.compile(
    r"(?i:pass(?:word|wd|phrase|code)?s?|pwd|\bpw\b|secret|token|api[_.\-\s]?key|apikey|access[_.\-\s]?key"
    r"|auth[_.\-\s]?(?:key|token)|private[_.\-\s]?key|client[_.\-\s]?secret|credentials?|\bkey\d?\b"
    r"|(?<![a-z])pat\b|signing|license[_.\-\s]?key|keys?\b|\bauth\b|kennwort|passwort|contraseña|clave"
    r"|mot\s+de\s+passe|senha|пароль|密码|密碼|パスワード|비밀번호|dsn|authtoken|schlüssel|zugangsdaten"
    r"|clé|chave|ключ|密钥|密鑰|秘钥|鍵|キー|토큰|키|authorization|\b(?:2fa|mfa|totp|otp|hotp)\b"
    r"|recovery\s+codes?|backup\s+codes?|cookie|\bsession(?:[_\-]?(?:id|token|key))?\s*="
    r"|\bsession[\s_\-](?:id|token|key|cookie)\b"
    r"|clave|contrasena|palavra[\s\-]passe|парол|口令|暗証番号|パスコード|패스워드|암호|비번"
    r"|トークン|令牌|シークレット|токен\w*|секрет\w*|私钥|私鑰|秘密鍵|秘密键"
    r"|(?<![a-z])(?:wif|key[_\-]?pairs?|sasl)(?![a-z]))"
)
"""Words that make a high-entropy value next to them a credential, in any syntax."""

_PASSWORD_WORD = (
    r"(?i:\b(?:pass(?:word|wd|phrase|code|key)?|pwd|pw|(?-i:PIN|Pin)|psk|mdp"
    r"|(?:wpa2?|wi-?fi|wlan)\s+key|kennwort|passwort|contraseña|contrasena"
    r"|clave|senha|palavra[\s\-]passe|mot[\s\-]de[\s\-]passe|парол(?:ь|я|ем|е)"
    r"|wachtwoord|has[lł]o|[şs]ifre(?:si)?|parol[aăe]|l[öo]senord(?:et)?|passord(?:et)?"
    r"|adgangskode(?:n)?|kodeord(?:et)?|neno\s+la\s+siri|salasana|heslo|jelsz(?:[óo]|ava|avát|avak)|lozinka|kata\s+(?:sandi|laluan)|m[ậa]t\s+kh[ẩa]u"
    r"|slapta[žz]od[iį]s|parool|lykilor[ðd](?:i[ðd])?|contrasenya|contrasinal|geslo|nenosiri"
    r"|wagwoord|fjal[ëe]kalim(?:i)?|[şs]ifr[əe](?:si)?|parol(?:i)?|құпия\s+сөз(?:і)?)"
    r"|密码|密碼|口令|パスワード|パスコード|暗証番号|비밀번호|패스워드|암호|비번"
    r"|סיסמה|סיסמא|كلمة\s+(?:ال)?(?:مرور|سر)|پاس\s*ورڈ|رمز\s+(?:عبور|المرور)|گذرواژه|पासवर्ड|รหัสผ่าน"
    r"|κωδικ[όο]ς(?:\s+πρόσβασης)?|συνθηματικό|парола(?:та)?|лозинк[аеу](?:та)?|পাসওয়ার্ড|கடவுச்சொல்"
    r"|პაროლი|ពាក្យសម្ងាត់)"
)
"""A password word in English, the eight languages the screen reads (zh es de ru fr ja pt ko) and
many more (nl pl tr ro sv no da fi cs hu hr id ms vi lt et is ca gl sl sw he ar fa el bg sr bn hi
ta th), with synonyms and inflected forms (``пароля``, ``Lösenordet``, ``Adgangskoden``)."""
_CONNECTOR = (
    r"(?:\s+(?i:is|ist|es|est|é|è|lautet|is\s+set\s+to|это|jest|er|är|on|je|adalah|là|este|és"
    r"|είναι|هي|هو|היא|הוא|to|ir|yra|ialah|ni|ay|це|є|е|је|คือ|है|është"
    r"|(?:changed|set|reset|updated|rotated)\s+to|(?:geändert|gesetzt)\s+(?:auf|zu|in)"
    r"|(?:ended|ends)\s+up\s+(?:as|being)|came\s+out\s+as|turned\s+out\s+to\s+be"
    r"|(?:changé|modifié)\s+en|(?:cambiad[ao]|cambié)\s+a|(?:alterad[ao]|mudei|mudou)\s+para"
    r"|(?:поменял|изменил|сменил|поменяли|изменили|сменили)[а-я]*\s+на)\s+"
    r"|\s*(?:คือ|គឺ)\s*|\s+(?=[^\s]{6,}\s+(?:است|है|हैं|ہے|ہیں)(?!\w))"
    r"|\s*(?:=|:|->|=>|：|៖|→|—|–)\s*"
    r"|\s*(?:は|是|为|為|는|은|已经改成|改成|改为|改為|换成|換成|设为|設為|设置为|設置為)\s*)"
    r"(?i:(?:now|currently|still|jetzt|nun|maintenant|désormais|ahora|agora|сейчас|теперь)\s+)?"
)
_PW_VALUE = (
    r"\\?[\"'`「『“‘«]?(?P<v>(?!\()"  # not "(": "no password (captive portal)"
    r"[^\s\"'`,;)「」『』“”‘’«»\\\u3000-\u9fff\uac00-\ud7af]{6,})"
)
_NOT_A_PASSWORD_AFTER = (
    r"(?!s?[\s_\-]*(?i:managers?|policy|policies|reset|hash(?:es|ing)?|fields?|prompts?|strength"
    r"|rotation|length|requirements?|rules?|expir\w*|complexity|less|protected)\b"
    r"|(?<=[A-Za-z])s?[\s_\-]*(?i:store|vault)\b"
    r"|[\s_\-]*(?i:store|vault)\b(?![^\n:=：៖]{0,60}[:=：៖]))"
)
"""``password manager``, ``password policy``…: the word names something else than a password
(after a word of another script, ``Vault`` then a label and a colon names whose password it
is: ``ពាក្យសម្ងាត់ Vault នៅភ្នំពេញ៖ <v>``)."""
PASSWORD_WORD: Final = _PASSWORD_WORD
"""The password word of the prose rules, for the layers that read other sentence shapes."""
PROSE_PASSWORD: Final = re.compile(
    _PASSWORD_WORD
    + _NOT_A_PASSWORD_AFTER
    # DB-Passwort (Staging): …, password for group_vars/prod: …
    + r"(?:\s+[\w\-. '’/~\u0e00-\u0e7f\u1780-\u17ff]{1,72}?(?:[/:][\w\-.]+)*"
    + r"|[\u0e00-\u0e7f\u1780-\u17ff][\u0e00-\u0e7f\u1780-\u17ff\w \-]{0,40}?)?"
    + r"(?:\s*\([^()\n]{1,40}\))?"
    + _CONNECTOR
    + _PW_VALUE
)
PROSE_PASSWORD_ADJACENT: Final = re.compile(
    _PASSWORD_WORD + _NOT_A_PASSWORD_AFTER + r"\s+" + _PW_VALUE
)
"""``the staging DB password is …``, ``pass for X = …``, ``Kennwort für …: …``."""

ADMIN_SLASH: Final = re.compile(
    r"(?i:\b(?:admin|root|user(?:name)?|login|sa|administrator))\s*/\s*(?P<v>[^\s\"'`,;)]{6,})"
)

VALUE_TOKEN: Final = re.compile(
    r"(?<![A-Za-z0-9+/_\-.~$=])[A-Za-z0-9+/][A-Za-z0-9+/_\-.~!@#%^&*$]{15,}={0,2}"
)
"""A candidate secret value for the secret-word rule (16+ characters)."""

APP_PASSWORD: Final = re.compile(
    r"(?:(?i:\bapp(?:lication)?(?:[\s\-]+specific)?[\s\-]+passw(?:or)?[dt]\b|\bapp[\s\-]?passwort\b"
    r"|\bmot\s+de\s+passe\s+d['’]application|\bcontrase(?:ñ|n)a\s+de\s+(?:la\s+)?aplicaci[oó]n"
    r"|\bsenha\s+de\s+app\w*|пароль\s+приложения)|应用专用密码|アプリ\s*パスワード|앱\s*비밀번호)"
    r"[^\n]{0,60}?(?P<v>\b[a-z]{4}([\s\-])[a-z]{4}\2[a-z]{4}\2[a-z]{4}\b|\b[a-z]{16}\b"
    r"|\b(?=(?:[^\n]{0,28}?\d){2})(?=[^\n]{0,28}?[A-Z])(?=[^\n]{0,28}?[a-z])"
    r"[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5}\b)"
)

"""An app password (Google, Apple, Yahoo): four groups of four letters, or sixteen letters, after
its name in any of the eight languages."""

KEYWORD_VALUE: Final = re.compile(
    r"(?i:(?:secret|token|key|pass(?:word|wd|phrase)?|psk|credential|pwd|(?<![a-z])pat|cookie"
    r"|storepass|keypass|(?<![a-z])(?:t|h)?otp|mfa|seed|sas|(?<![a-z])wif|keypair|session(?:[_\-]?(?:id|token|key))?)s?)"
    r"(?:\\?[\"'`])?(?:\s+(?i:(?:for|of|on|to|für|von|de|du|del|da|do|для)\s+[\w\-. ']{1,40}?\s+)?"
    r"(?i:is|=|ist|est|es|é|это)\s+(?i:(?:now|currently|still|jetzt|nun|maintenant|ahora|agora"
    r"|сейчас|теперь)\s+)?|\s*(?:[:=]|:=|=>|->)\s*|\s*,\s*(?=[\"'])"
    r"|(?<=[Ss]ecret)\s(?=\S*\d|[A-Za-z]{16,}(?![^\s,;]))"
    r"|\s+(?i:for|to)\s+[\w\-. '/]{1,48}?:\s+)"
    r"(?:\\?[\"'`])?(?P<v>[^\s\"'`,;/\\][^\s\"'`,;\\]{7,})"
)
"""A secret word, a connector, then a value of 8+ characters with a digit (``PSK: 7hG#k2Lp9!qW``,
``PGPASSWORD=…``): shorter than the secret-word rule's 16."""
