"""Whether the Betterleaks engine can find anything in a text, before it is asked (pure; lat35).

Every regex rule of the engine's configuration names keywords, and the engine tries a rule only
when one of its keywords occurs in the lower-cased text (as gitleaks does). A text holding none
of them gets no finding, so the call (a cgo round trip whose cost, cache-cold between screens,
is several times the engine's own work on a short entry) is skipped. ``KEYWORDS`` are the
keywords of the engine version ``FOR_VERSION`` with every keyword that holds another left out (it
cannot occur without it); ``tests/unit/test_screen_engine_gate_lat35.py`` reads them again from
the installed library and checks the engine finds nothing in the corpus where the gate says so.
Another engine version, or a text that is not ASCII (Go and Python lower-case a few characters
differently), is always scanned.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

FOR_VERSION: Final = "2.0.0-rc.4"
"""The upstream Betterleaks version these keywords were read from."""

KEYWORDS: Final = tuple(
    (  # noqa: SIM905 - one string keeps the list compact
        "$aact_|-----begin|-prd-|-pw|.acc-|.acc_|.pw|0q~|1q~|2q~|3q~|4b1d|4q~|5q~|6q~|7q~|8q~|9q~|"
        "_gitlab_session=|_mmk|_pw|a3-|a3t|abia|absk|abuseipdb|acca|access|account|adafruit|adobe|"
        "aik_ci_|airtable|aiven|aiza|akcp|akia|algolia|alibaba|aliyun|amplitude|amqp://|amqps://|"
        "api|apk_|apollo|aq.ab8rn6|asana|asia|assemblyai|astracs:|atat|atlasv1|auth|azconfig.io|"
        "bbdc|beamer|bitbucket|bitly|bitrise|bittrex|bkaa_|bkaj_|bkar_|bkct_|bkpat_|bkps_|bkpt_|"
        "bkua_|blob.core.windows.net|box-|box_|boxa|boxk|boxt|browserstack|bsa|"
        "bundle_enterprise__contribsys__com|bundle_gems__contribsys__com|cais|canva|capella|ccdb1_|"
        "ccipat_|cfat_|cfut_|checkout|circleci|civo|clerk|cli_|clickhouse|clickup|client|clojars_|"
        "cloudflare|cloudinary|cmvmd|cnvca|codecov|cog_|cohere|coinbase|configcat|confluent|"
        "contentful|couchbase|coveralls|crates|credential|creds|cs_|csa_|csk-|curl|cursor|data.gov|"
        "databento|datadog|dckr_oat_|dckr_pat_|ddp_|deepgram|deepseek|discord|disqus|doo_v1_|"
        "dop_v1_|dor_v1_|dp.pt.|droneci|dropbox|dt0c01.|duffel_|dvc_mobile_|dvc_server_|eaaa|eaac|"
        "eaam|ebay|elevenlabs|email|endpoint=|endr+|enterprise.contribsys.com|essu_|etsy|exo|eyj|"
        "ezak|eztk|facebook|fal-ai|fal.ai|fal_ai|falai|fastly|figd_|finicity|finnhub|fio-u-|flickr|"
        "flwpubk_test|flwseck_test|flyv1|freshbooks|ftp://|ftps://|fullstory|gcntfy-|"
        "gems.contribsys.com|gho_|ghp_|ghr_|ghs_|ghu_|gitea|github_pat_|gitter|glagent-|glc_|"
        "glcbt-|gldt-|glffct-|glft-|glimt-|glm|gloas-|glpat-|glptt-|glrt-|glsa_|glsoat-|gocardless|"
        "gr1348941|greptile|gsk_|gumroad|heroku|hf_|highnote|honeycomb|hooks.slack.com|hrku-aa|"
        "http://|https://|hubspot|hunter|hvb.|hvs.|ibm|ico-|incoming+|incomingwebhook|influx|"
        "infomaniak|inrlbxbvcmfslmlv|instantly|intercom|intra|ionic|jfrog.io|jumpcloud|kagi|key|"
        "kimi|klaviyo|kraken|kucoin|lark|launchdarkly|ldap://|ldaps://|lighton|linear|linked-in|"
        "linked_in|linkedin|lip_|live_|llx-|log_in (|log_in(|login|looker|lsv2_pt_|lsv2_sk_|ltai|"
        "mailchimp|mailgun|mapbox|mariadb://|mattermost|mdb_sa_id_|mdb_sa_sk_|mem0|meraki|"
        "mercury_production_|message-bird|message_bird|messagebird|mid-server-|minimax|miro|"
        "mistral|mlsn.|monday|mongodb+srv://|mongodb://|moonshot|mux|mysql://|netlify|new-relic|"
        "new-york-times|new_relic|newrelic|newyorktimes|ngrok|npm_|nrak|nrii-|nrjs-|ntn_|nyk_|"
        "nytimes|okta|ollama|openweather|opsgenie|os_v2_app_|os_v2_org_|ovh|p8e-|pagerduty|"
        "paradigm|passw|pat.|paypal|pcsk_|persona_production_|phc_|phx_|pina_|pinecone|pk-lf-|"
        "plaid|planetscale|plivo|pmak-|pnu_|polar_at_|polar_oat_|polar_pat_|poly|postgres://|"
        "postgresql://|postmark|pplx-|prf_|private-ai|private_ai|privateai|provider_x509|pscale|"
        "psw|pul-|pyowm|pypi-ageichlwas5vcmc|r8_|rainforest|ramp_id_|ramp_sec_|razorpay|rdme_|"
        "redis://|rediss://|resend|retell|rk_live|rk_prod|rk_test|rnd_|rootly_|rpa_|rubygems_|"
        "s-s4t2af-|s-s4t2ud-|salesforce.com|sat.|sbp_|scaleway|scalr|scw|secret|sendbird|sentry|"
        "sg.|sgp_|sha256~|shippo_|shpat_|shpca_|shppa_|shpss_|sk-ant-admin01|sk-lf-|sk-or-v1-|"
        "sk_car_|sk_live|sk_prod|sk_test|sm_aat|sm_pat|sm_sat|smtp://|smtps://|snowflake|sntryu_|"
        "snyk|sonar|sq0atp-|squarespace|ssh://|sslmate|stability|storage|sts.|sumo|supabase.co|"
        "swmtkn-1-|t3blbkfj|tableau|telegr|telnyx|tenant|test_|tfp_|tgp_v1_|tk-us-|token|travis|"
        "tss_|twilio|twitch|twitter|ucat_|uid|upstage|upstash|user|v1.0-|vault|vca_|vci_|vck_|vcp_|"
        "vcr_|vercel|virustotal|voyage|vtwn_|vultr|waka time|waka-time|waka.time|waka_|wakatime|"
        "wandb|weatherstack|webhook.office.com|webhookb2|weightsandbiases|wiz|woo-|woo_|wooc|"
        "workos|wrka|xai-|xapp|xnd_production_|xoxa|xoxb|xoxc-|xoxd-|xoxe-|xoxo|xoxp-|xoxr|xoxs|"
        "yandex|z.ai|z_ai|zai|zendesk|zlm|zoho|zpka_|zxlk"
    ).split("|")
)


def _trie_pattern(words: list[str]) -> str:
    """One regular expression for a sorted list of literals, as a trie: at each position the
    engine follows one branch per character instead of trying every literal."""
    if not words:
        return ""
    groups: dict[str, list[str]] = {}
    ends = False
    for w in words:
        if w:
            groups.setdefault(w[0], []).append(w[1:])
        else:
            ends = True
    parts = [re.escape(ch) + _trie_pattern(rest) for ch, rest in groups.items()]
    if ends:  # a literal ends here: nothing more is needed
        return ""
    return parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"


@cache
def keyword_pattern() -> re.Pattern[str]:
    """Any keyword (search the lower-cased text); built on first use, not at start-up."""
    return re.compile(_trie_pattern(sorted(KEYWORDS)))


SHORT: Final = 256
"""Longer texts always go to the engine: its own keyword scan then costs less than ours."""


def may_find(text: str, version: str) -> bool:
    """Whether the engine ``version`` may find something in ``text`` (a short ASCII text holds
    one of its keywords; any other text: always)."""
    if version != FOR_VERSION or len(text) > SHORT or not text.isascii():
        return True
    return keyword_pattern().search(text.lower()) is not None
