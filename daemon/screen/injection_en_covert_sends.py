"""English orders that send data out by a side channel (exfiltration; pure; helper inj25a,
session 25). Each rule runs on one folded line the other stages left clean.

- a system secret file or a vault export put into a web search query, a URL's query string or
  an image link: the search engine or the host logs it;
- mail forwarded to an address whose look-alike domain the note points out ("… @hb-law.co (note
  the .co)").

Data sent to outside addresses, drop boxes and public buckets is read by
``injection_sent_away_i18n.data_sent_away``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .injection_en_order_gates import order_rule
from .lexicon_en import EXFILTRATION

Span = tuple[int, int] | None

_SECRET_STORE: Final = re.compile(
    r"/etc/(?:shadow|passwd|sudoers)|\bvault\s+(?:export|dump|backup|contents|secrets?)|(?<![\w.])\.env\b|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws/credentials|\.ssh/|\bprivate\s+keys?\b"
    r"|\b(?:api\s+keys?|passwords?|credentials|secrets|tokens|session\s+cookies?|keychain|password\s+(?:file|export|vault))\b"
    # inj30d: a vendor's key named ("a Stripe key"), a key placeholder in the URL (``?k=<key>``)
    r"|\b(?:stripe|aws|openai|anthropic|github|gitlab|slack|twilio|sendgrid|azure|gcp|google|mailgun|paypal)\s+(?:api\s+|secret\s+|access\s+)?(?:keys?|tokens?|secrets?)\b"
    r"|[?&][\w-]+=<(?:key|token|secret|password|api[_-]?key)>"
)
_INTO_QUERY: Final = re.compile(
    r"\b(?:include|put|add|append|embed|paste|insert|encode|use|type|enter|send)\b[^.;]{0,60}?\b(?:in|into|as|to)\s+(?:the\s+|your\s+|a\s+|each\s+|every\s+)?(?:next\s+)?"
    r"(?:(?:web\s+|google\s+|bing\s+|internet\s+)?search(?:es)?(?:\s+(?:query|queries|requests?|terms?|strings?|box|bar))?|query\s+strings?|url\s+(?:parameters?|params?)|image\s+(?:urls?|links?)|dns\s+(?:lookups?|queries)|browser\s+requests?)\b"
)
"""A secret put into a search or a URL the model fetches."""

_LOOK_ALIKE: Final = re.compile(
    r"@[\w-]+(?:\.[\w-]+)+\s*[(\[—–-]\s*(?:note|mind|yes|careful|sic|watch|nb)\b[^)\]]{0,20}?\.(?:co|net|org|io|cc|biz|info|xyz|top|us|ltd|llc|com)\b"
    r"|@[\w-]+(?:\.[\w-]+)+\s*[(\[—–-]\s*(?:\.\w{2,4}\s*,?\s*)?not\s+(?:the\s+)?\.(?:com|org|net|co\.uk|de|io)\b"
)
_FORWARD: Final = re.compile(
    r"\b(?:forward|send|copy|cc|bcc|route|redirect|mirror|e-?mail)\w*\b[^;]{0,120}?\bto\s+[\w.+-]+@"
)
"""Mail sent to a look-alike domain the note takes care to point out."""


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    order_rule(
        EXFILTRATION,
        _INTO_QUERY,
        needs=(_SECRET_STORE,),
        gate="search|query string|url param|image url|image link|dns|browser request",
        name="secret_in_query",
    ),
    order_rule(
        EXFILTRATION,
        _LOOK_ALIKE,  # tried first: anchored on the address, cheaper than the verb's clause
        needs=(_FORWARD,),
        gate="@",
        name="look_alike_forward",
    ),
)
