"""A value the screen found that is a fixture's or public by its shape (pure):
``fixture_or_public``, asked of each credential finding (a value that calls itself a fixture, a
payment provider's object id, an OpenSSH fingerprint, an unsigned JWT, a placeholder login, an
id named as one). Split from ``secrets`` (session 24, helper ``ref24b``).
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Final

from .prefilter import LazyFoldGated
from .secret_public_values import store_path
from .secret_values_placeholders import PUBLIC_PREFIXES, patterned_bytes
from .secret_vendors import SHAPE_ONLY

_FIXTURE_VALUE: Final = re.compile(
    r"(?i:(?:^|[\W_])(?:fake|dummy|mock|not[\-_](?:a[\-_])?real|for[\-_](?:unit[\-_])?tests?"
    r"|don'?t[\-_]?use"
    r"|not[\-_](?:a[\-_])?secret|(?:local[\-_])?dev[\-_]only|local[\-_]only|insecure[\-_]dev)(?:$|[\W_])"
    r"|(fake|dummy|mock|example|sample)\1{2,}|do[\-_]?not[\-_]?use)"
)
"""A value that calls itself a fixture (``xoxb-fake-token-for-tests``, ``not-a-real-password``,
``sk_test_FAKEFAKEFAKEFAKE``, ``dev-only-not-secret``, ``hunter2-not-real``,
``ghp_TESTTOKEN224DONOTUSE``)."""
_FIXTURE_VALUE_GATED: Final = LazyFoldGated(_FIXTURE_VALUE)
"""``_FIXTURE_VALUE.search`` behind its gate (one of its words in the value, ``prefilter``)."""
_PLACEHOLDER_PAIR: Final = re.compile(r"[A-Z][A-Z_]{2,}:[A-Z][A-Z_]{2,}")
"""``USERNAME:PASSWORD``, ``YOUR_USER:YOUR_TOKEN``: a documented login's placeholder names."""
_TICKET_KEY: Final = re.compile(r"[A-Z][A-Z0-9]{1,9}-\d{1,6}")
"""A tracker's issue key (``PAY-2911``): what a sentence calls ``it`` is a ticket, not a secret."""
_TRACKER_REF: Final = re.compile(r"[A-Z]{2,8}\d{4,10}")
"""A change, incident or claim number written without a dash (``RITM835342``, ``CLM780829``)."""
_CITED: Final = re.compile(
    r"(?i:\b(?:per|ref|re|see|ticket|case|incident|change|request|claim|cf\.?|via|in)\s*[:#]?\s*$)"
)
"""The words that cite a tracker's number (``(per RITM835342)``, ``see INC0012345``)."""
_NAMED_SESSION_ID: Final = re.compile(r"(?:[A-Z][\w.\-]*\s+){1,3}session\s+id\s+$")
"""``Wowza session id <hex>`` as a whole line: a product's session said as an id in a log."""
_ID_NAMED: Final = re.compile(
    r"(?i:\b(?:session|query|request|trace|correlation|span|transaction|execution|statement"
    r"|job|run)\s+id(?:entifier)?\s*[:=#]?\s*)$"
)
"""``Snowflake session id <uuid> in the slow query report``: an id said as one, in prose."""
_BEARER_WORDS: Final = re.compile(
    r"(?i:cookie|token|bearer|auth|login|log\s+in|hijack|replay|steal|stole|leak|header)"
)
_ID_VALUE: Final = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9a-f]{8,32}"
)
_ID_SEGMENT: Final = re.compile(r"[a-z][a-z\-_.]*|\d{1,12}")
"""A URL path segment that names or numbers something (``pyforge``, ``715310``): no token."""
_PUBLIC_SHAPE: Final = re.compile(
    r"(?:tok|pm|pi|ch|cus|card|src|seti|in|sub|evt|txn|po|acct|price|prod|btok"
    r"|cs_test|cs_live)_(?!\w*_secret_)(?:[A-Za-z0-9]{14}|[A-Za-z0-9]{24}|[A-Za-z0-9]{58})"
    r"|SHA256:[A-Za-z0-9+/]{43}=?|SHA1:[A-Za-z0-9+/]{27}=?"
)
"""Public shapes: a payment provider's object id (Stripe's ``tok_``/``pm_``/``pi_``/``ch_``…; a
``pi_…_secret_…`` client secret stays one) names a card, a payment or a customer and grants
nothing; an OpenSSH key fingerprint (``SHA256:`` + 43 base64 characters) is a public hash."""
_JWK_MEMBER: Final = re.compile(
    r"(?i:(?:\bn\b|\bx\b|\by\b|[\"']n[\"'])(?:\s+(?:value|member|param\w*|field))?"
    r"\s*(?:[:=]|(?:starts|begins)(?:\s+with)?|is)?\s*[\"']?)$"
)
"""The public members of a JSON Web Key (``n`` the RSA modulus, ``x``/``y`` a curve point)."""
_JWK_NAMED: Final = re.compile(r"(?i:\bjwks?\b|\bjson\s+web\s+key|\bmodulus\b)")
_PLACEHOLDER_USERINFO: Final = re.compile(
    r"://[^\s/:@]*:(?i:password|passwd|pass|pwd|secret|changeme|change_me|changeit|user"
    r"|username|xxx+)@"
)
"""A URL whose password is the placeholder word (``postgres://user:password@localhost``)."""
_LOCALHOST: Final = re.compile(r"(?i://(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)\b)")


_ALG_NONE: Final = re.compile(r'"alg"\s*:\s*"none"', re.IGNORECASE)


def _unsigned_jwt(value: str) -> bool:
    """A JWT with ``"alg": "none"`` and no signature (``eyJhbGciOiJub25lIn0.eyJ….``): a test
    vector a verifier must refuse, which proves nothing to any service that checks tokens."""
    parts = value.rstrip(",;)").split(".")
    if len(parts) != 3 or parts[2] or not parts[0].startswith("eyJ"):
        return False
    head = parts[0] + "=" * (-len(parts[0]) % 4)
    try:
        decoded = base64.urlsafe_b64decode(head).decode("utf-8", "replace")
    except (ValueError, binascii.Error):
        return False
    return _ALG_NONE.search(decoded) is not None


def fixture_or_public(text: str, rule: str, start: int, end: int) -> bool:
    """The value names itself a fixture, has a public shape (``_PUBLIC_SHAPE``), is a public
    member of a JSON Web Key the text names
    (``JWKS … n starts with …``), or is ``user:user`` sent to this machine (a container's
    default login, ``curl -u admin:admin http://localhost…``)."""
    value = text[start:end]
    if _FIXTURE_VALUE_GATED.search(value) or _PUBLIC_SHAPE.fullmatch(value.rstrip(",;)")):
        return True
    if value.startswith("eyJ") and _unsigned_jwt(value):
        return True
    if rule not in SHAPE_ONLY and patterned_bytes(value):
        return True
    if "://" in value and _PLACEHOLDER_USERINFO.search(value):
        return True  # mongodb://admin:password@mongo:27017: the password is the word itself
    if value.startswith(PUBLIC_PREFIXES) or store_path(text, value):
        return True  # a publishable key (pk_live_…), a path into a secret store
    if _PLACEHOLDER_PAIR.fullmatch(value) or _TICKET_KEY.fullmatch(value):
        return True
    if _TRACKER_REF.fullmatch(value) and _CITED.search(text, max(0, start - 16), start):
        return True  # "password disabled. (per CLM780829)": the number cites a ticket
    if _NAMED_SESSION_ID.fullmatch(text, text.rfind("\n", 0, start) + 1, start) and all(
        c in "0123456789abcdef" for c in value
    ):
        line_end = text.find("\n", end)
        if not text[end : None if line_end < 0 else line_end].strip(" ."):
            return True  # the whole line names a session by its hex id (no login, no cookie)
    if _ID_VALUE.fullmatch(value) and _ID_NAMED.search(text, max(0, start - 40), start):
        line_start, line_end = text.rfind("\n", 0, start) + 1, text.find("\n", end)
        if not _BEARER_WORDS.search(text[line_start : None if line_end < 0 else line_end]):
            return True  # a session, query or trace id named as one: an identifier in a report
    if rule == "token-url" and all(_ID_SEGMENT.fullmatch(p) for p in value.strip("/").split("/")):
        return True  # …/webhook/pyforge/715310/: a project's slug and numeric id
    if value.startswith("<") and ">" not in value and ">" in text[end : end + 80].split("\n")[0]:
        return True  # "<token from REDCap > API>": a placeholder with spaces in it
    if _JWK_MEMBER.search(text, max(0, start - 24), start) and _JWK_NAMED.search(text):
        return True
    user, colon, password = value.partition(":")
    return (
        rule == "curl-auth-user"
        and bool(colon)
        and user == password
        and bool(_LOCALHOST.search(text))
    )
