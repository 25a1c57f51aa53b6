"""A vendor's credential named only by the vendor or product (pure): ``DATADOG_API=<32 hex>``,
``linode for X is <64 hex>``, ``scaleway: SCW…``, ``OPENWEATHERMAP="<32 hex>"``, ``X shared the
solaredge in chat: <v>``, ``Rotated datadog api during OPS-1; new value <v>``.

The name is a known SaaS, cloud, payment, monitoring, AI or IoT vendor or product word (with an
optional ``api``/``app``/``admin``/``private``/``prod`` part), bound to the value by ``=``, ``:``,
``->``, ``is``, ``new value`` or ``in chat:``. The value reads as a token: 32+ hex digits, or 20+
letters and digits mixing both (base64 of a 32-byte key included). Clean: a name that says what
the value is not (``_ID``, ``_ORG``, ``_REGION``, ``_SITE``, ``_URL``, ``_HOST``, ``_USER``,
``_ACCOUNT``, ``_PROJECT``, ``_ENV``), words that call the value a hash, commit, checksum, digest,
id or public, and UUIDs (ids have that shape).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Final

from .secret_context import NOT_SECRET_WORDS, Covered, never
from .secret_gate import FromNeedles
from .secret_values_placeholders import placeholder
from .secret_word_values import NOT_KEY_MATERIAL

VENDORS: Final = (
    "datadog|linode|scaleway|backblaze|azure[ _\\-]?openai|openai|openweathermap|solaredge"
    "|enphase|algolia|wireguard|sendgrid|mailgun|mailjet|mailchimp|sparkpost|twilio|vonage"
    "|pagerduty|opsgenie|newrelic|rollbar"
    "|digitalocean|vultr|hetzner|cloudflare|netlify|vercel|heroku|supabase|mixpanel"
    "|airtable|zendesk|hubspot|shopify|braintree|huggingface"
    "|circleci|buildkite|dd[ _\\-]ap(?:i|p)"
    # a trading desk's market-data, on-chain analytics and chain-explorer vendors
    "|etherscan|bscscan|polygonscan|arbiscan|basescan|glassnode|nansen|kaiko|tardis|coinglass"
    "|messari|moralis|coinapi|amberdata|cryptocompare|coinmarketcap|santiment"
)
"""Vendor and product words (alternation; ``dd`` only as ``DD api``/``DD app``)."""

_PART: Final = (
    r"(?:[ _\-.+]?(?:api|app|admin|private|priv|prod|production|live|server|master|b2|write|rw"
    r"|key|token|secret|integration|routing))"
)
_NAMED: Final = re.compile(
    r"(?i:(?<![A-Za-z0-9.\-/@])(?P<name>(?:" + VENDORS + r")" + _PART + r"{0,3})['\"]?"
    r"(?P<gap>(?:[ \t]+(?:for|of|on|in|during|at)\b[^\n=:;]{1,60}?)?"
    r"(?:\s*(?:=>|->|→|=|:)\s*|\s+(?:is|was|now)\s+(?:(?:set\s+to|now)\s+)?"
    r"|\s+in\s+(?:chat|slack|teams|the\s+channel|dm)\s*:\s*|[^\n]{0,40}?\bnew\s+value\s*[:=]?\s*))"
    r"['\"`]?(?P<v>[A-Za-z0-9][A-Za-z0-9+/_\-]{19,}={0,2})(?![\w+/=\-.@]|\.\w|:\w))"
)
_FROM_NAMED: Final = FromNeedles(_NAMED)
_NOT_SECRET_PART: Final = re.compile(
    r"(?i:[ _\-.](?:ids?|org|organi[sz]ation|region|site|url|uri|endpoint|host|hostname|user"
    r"|username|account|project|env|environment|domain|name|email|tenant|workspace|index"
    r"|zone|bucket|version|dashboard|monitor|service|team)$)"
)
NOT_SECRET_GAP: Final = re.compile(
    r"(?i:\b(?:hash|hashes|commit|sha\d*|checksum|digest|fingerprint|public|pub|id|ids|trace"
    r"|span|event|issue|request|build|run|job|release|tag|version|dashboard|monitor|invoice"
    r"|order|ticket\s+id|example|sample|dummy|fake|placeholder)\b)"
)
_HEX: Final = re.compile(r"[0-9a-fA-F]{32,}")
_UUID: Final = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")


def vendor_token(value: str) -> bool:
    """A value that reads as a vendor's token (32+ hex, or random letters and digits)."""
    if _HEX.fullmatch(value):
        return True
    if _UUID.fullmatch(value) or placeholder(value):
        return False
    core = value.rstrip("=")
    if len(core) < 20 or "__" in core or "--" in core:
        return False
    digits = sum(c.isdigit() for c in core)
    letters = sum(c.isalpha() for c in core)
    if (digits < 2 and not (digits and "+" in core)) or letters < 6:
        return False
    if core.isupper() or core.islower():
        # one case: random only if digits are spread through it (not ``SOME_NAME_2024``)
        return digits >= 3 and "_" not in core and "-" not in core
    changes = sum(1 for a, b in itertools.pairwise(core) if a.isupper() != b.isupper())
    return changes >= len(core) // 5


def vendor_names(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The values named only by a vendor or product (module docstring)."""
    for m in _FROM_NAMED.alone(text):
        name, gap, value = m["name"], m["gap"], m["v"]
        if _NOT_SECRET_PART.search(name) or NOT_SECRET_GAP.search(gap):
            continue
        if not vendor_token(value):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        around = text[line_start : m.start()] + gap
        if NOT_SECRET_WORDS.search(around) or NOT_KEY_MATERIAL.search(around):
            continue
        start, end = m.span("v")
        if not covered(start, end):
            yield "vendor-named", start, end
