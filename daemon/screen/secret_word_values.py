"""Random values without a rule of their own (pure): a random-looking value next to a secret
word, and a strongly random token that needs no word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .ascii_runs import has_run, run_starts
from .key_names import NOT_SECRET, SECRET
from .prefilter import matches
from .secret_context import (
    CLAUSE_END,
    NOT_SECRET_WORDS,
    SECRET_WORDS,
    Covered,
    after_other_value,
    code_or_resource,
    context,
    named_not_secret,
    never,
    whole_words,
)
from .secret_rules import SECRET_WORD, VALUE_TOKEN
from .secret_values import bare_uuid, random_like, readable_data, strongly_random

_SHORT_HEX: Final = re.compile(r"[0-9a-f]{20,31}")
_ARN_BEFORE: Final = re.compile(r"\barn:[^\s]*$")
_WORD_JUST_BEFORE: Final = re.compile(
    r"(?i:secret|token|key|password)(?:\s*\([^()\n]{1,40}\))?\W{0,3}$"
)
"""A secret word just before the value, or before an aside (``secret (production) <hex>``)."""
_LABEL_END: Final = re.compile(r"(?:[:=]|\s[—–-]>?)\s*['\"`]?$")
"""The value follows a label (``<label naming a secret>: <value>``): the label reaches back to
the start of its line or clause, not only 48 characters."""


_IN_URL: Final = re.compile(r"\bhttps?://[^\s\"'`<>]*[/?&=][^\s\"'`<>@]*$")
"""The value continues a URL whose host is behind it (no user-info ``@`` after the host)."""
_AFTER_USER_INFO: Final = re.compile(
    r"\b[a-z][a-z0-9+.\-]{1,15}://[^\s\"'`<>/@]*@[^\s\"'`<>@?#=&]*$"
)
"""The value is the host, port or path after a URL's user info (``mongodb://u:${PW}@host:27100/db``):
the password slot before it is judged by ``url-credentials``, a reference there is no value."""
_URL_HOST: Final = re.compile(r"\b[a-z][a-z0-9+.\-]*://[\w.\-]+:$")
_PORT_PATH: Final = re.compile(r"\d{2,5}(?:/[^\s@]*)?")
"""A URL's port and path after its host (``//localhost:9093/api/v2/alerts``): no password."""
_HEX_DIGEST_VALUE: Final = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")
_JWK_PUBLIC_MEMBER: Final = re.compile(r"\"(?:n|e|x|y|x5c|x5t|x5t#S256|kid)\"\s*:\s*\[?\"$")
"""A JWK's public members (modulus, exponent, curve point, certificate chain, ids)."""
_BARE_KEY_BEFORE: Final = re.compile(r"(?i:\b(?:for|with|by|under|at|of|the)\s+keys?\W{0,3})$")


def _not_secret_near(text: str, start: int, before: str, after: str) -> bool:
    near = whole_words(text, max(start - len(before), start - 32), start)
    if NOT_SECRET_WORDS.search(after_other_value(near)) or NOT_SECRET_WORDS.search(after[:40]):
        return True
    nearest = list(SECRET_WORD.finditer(before))
    base = start - len(before)
    word = nearest[-1] if nearest else None
    return word is not None and named_not_secret(text, base + word.start(), base + word.end())


_VALUE_CHARS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-.~!@#%^&*$"
"""``VALUE_TOKEN``'s second class: every match holds 16 of them in a row (``ascii_runs``)."""
_STANDALONE_CHARS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
"""``_STANDALONE``'s second class: every match holds 24 of them in a row."""


def secret_word_values(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    if not has_run(text, _VALUE_CHARS, 16):
        return  # no token shape: the scan would try every position for nothing
    for m in VALUE_TOKEN.finditer(text):
        if covered(m.start(), m.end()):
            continue
        if _SHORT_HEX.fullmatch(m.group()) and _WORD_JUST_BEFORE.search(text[: m.start()]):
            if context(text, m.start(), m.end()) != NOT_SECRET:
                yield "secret-assignment", m.start(), m.end()  # "app secret 692f09e2…"
            continue
        if not random_like(m.group()):
            continue
        before = whole_words(text, max(0, m.start() - 48), m.start()).rsplit("\n", 1)[-1]
        if _IN_URL.search(text, max(0, m.start() - 240), m.start()):
            continue  # a part of a URL's path or query: ``token_urls`` judges its parameters
        if "@" in before and _AFTER_USER_INFO.search(text, max(0, m.start() - 240), m.start()):
            continue
        if (
            m.group()[:1].isdigit()
            and _PORT_PATH.fullmatch(m.group())
            and _URL_HOST.search(text, max(0, m.start() - 120), m.start())
        ):
            continue  # http://localhost:9093/api/v2/alerts: a port and a path, no password
        if code_or_resource(text, m.start(), m.end()):
            continue  # the resource part of an ARN (…:key/3f2b…), a call, a task id in a log
        after = CLAUSE_END.split(text[m.end() : m.end() + 40], maxsplit=1)[0]
        if not (SECRET_WORDS.search(before) or SECRET_WORDS.search(after)) and (
            "@" not in before or context(text, m.start(), m.end()) != SECRET
        ):
            # no secret word near (an e-mail aside may stand between name and value) …
            if not (_LABEL_END.search(before) or strongly_random(m.group())):
                continue
            label = CLAUSE_END.split(text[max(0, m.start() - 120) : m.start()])[-1]
            if len(label) <= len(before) or not SECRET_WORDS.search(label):
                continue  # … unless "<name naming a secret> for X (aside): <value>", a clause back

        named = context(text, m.start(), m.end())
        if named == NOT_SECRET or (
            named != SECRET and (readable_data(m.group()) or bare_uuid(before, m.group(), after))
        ):
            continue  # token_hash, next page token, public key, key id; base64 of data; a UUID
        if named != SECRET and _JWK_PUBLIC_MEMBER.search(text[max(0, m.start() - 12) : m.start()]):
            continue  # "n"/"e"/"x"/"y" of a JWK: the public half
        if named != SECRET and _not_secret_near(text, m.start(), before, after):
            continue  # words near the value say it is no secret, and its name does not
        if _HEX_DIGEST_VALUE.fullmatch(m.group()) and _BARE_KEY_BEFORE.search(before):
            continue  # "cache hit for key <sha1>": a bare "key" before a digest names no secret
        if before.endswith("[redacted: "):
            continue  # our own redaction label
        if re.search(r"ssh-(?:rsa|ed25519|dss)|ecdsa-sha2", before):
            continue  # an SSH public key
        yield "secret-assignment", m.start(), m.end()


_STANDALONE: Final = re.compile(
    r"(?<![A-Za-z0-9+/_\-.~$=@:%\\])[A-Za-z0-9][A-Za-z0-9_\-]{23,}(?![A-Za-z0-9_\-+/=@\\])"
)
_PREFIXED_ID: Final = re.compile(r"[a-z]{1,10}_|(?i:sha\d+|md5|h1|blake\d?)[\-_:]")
NOT_KEY_MATERIAL: Final = re.compile(
    r"(?i:address|\bcid\b|ipfs|jwks?\b|\bkty\b|\bids?\b|identifier|\bfile\b|\bslug\b|integrity"
    r"|\bssh-|ecdsa-|video|playlist|spreadsheet|document|invite|referral|tracking|ciphertext"
    r"|test\s+vectors?|\bnonce|\bsalt\b|\biv\b|signature|\bkid\b|thumbprint|\bx5t|\bjwk"
    r"|\bfonts?\b|\bpdf\b|\bembedded\b|\binlined?\b|\bimages?\b|\b(?:png|jpe?g|gif|webp|woff2?)\b"
    r"|\bblob\b|\bthumbnail|\bfavicon|\bfixtures?\b|\bprotobuf|\bgolden\b|\bdecoder\b"
    r"|binary[\s_\-]?data|\blogos?\b|\bicons?\b"
    r"|\b(?:lot|batch|serial|part|case|accession|order|reference|invoice|shipment|sample"
    r"|specimen|kit|vial|asset|booking|record|study|protocol|tracking|waybill)[\s_\-]*"
    r"(?:numbers?|nos?\b\.?|nr\b\.?|#))"
)
"""Words that say a random-looking token next to them is an identifier or public data."""
_ENCODED: Final = re.compile(r"(?i:\bbase[\s\-]?64|\bb64\b|\bhex\b|\bencoded\b)")
_SAMPLE_DATA: Final = re.compile(
    r"(?i:\b(?:sample|test|example|dummy|mock|synthetic|canned|fixture)s?\b[\w\s\-]{0,30}?"
    r"\b(?:payloads?|requests?|respons\w*|body|bodies|messages?|events?|documents?|files?"
    r"|records?|headers?|frames?|packets?|inputs?|outputs?|blobs?)\b)"
)
"""``Base64 of the sample moderation payload for tests: <v>``: the value is encoded data."""
_EVM_ADDRESS: Final = re.compile(r"0x[0-9a-fA-F]{40}")
"""An EVM (Ethereum) address, 20 bytes: public (a private key is 32 bytes, 64 hex)."""
_PRIOR_ITEM: Final = re.compile(
    r"[A-Za-z0-9_\-]{20,}[)\]'\"`]?(?:\s*[,;|]\s*(?:(?:and|or)\s+)?|\s+(?:(?:and|or)\s+)?)$"
)
"""An earlier item of a list of tokens, with its separator (``a, b and c``, ``a b c``)."""


def _list_label(text: str, start: int) -> str:
    """The 40 characters before the first item of the list of tokens a token ends (``signer
    addresses: a, b, c``: the label names every item, not only the first)."""
    i = start
    while prior := _PRIOR_ITEM.search(text, max(0, i - 160), i):
        i = prior.start()
    return "" if i == start else text[max(0, i - 40) : i].rsplit("\n", 1)[-1]


def standalone(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """A strongly random token needs no secret word: an API key pasted without its vendor's
    name is still one (``cohere.Client("…")``, a bare token on its own line)."""
    if not has_run(text, _STANDALONE_CHARS, 24):
        return  # no run long enough for a token (see ``secret_word_values``)
    for m in matches(_STANDALONE, text, run_starts(text, _STANDALONE_CHARS, 24)):
        if covered(m.start(), m.end()):
            continue
        v = m.group()
        if _PREFIXED_ID.match(v) or not strongly_random(v) or _EVM_ADDRESS.fullmatch(v):
            continue  # ``pi_3Mtw…`` object ids: prefixed tokens are judged by their own rule
        before = whole_words(text, max(0, m.start() - 40), m.start()).rsplit("\n", 1)[-1]
        after = CLAUSE_END.split(whole_words(text, m.end(), m.end() + 40), maxsplit=1)[0]
        near = whole_words(text, max(0, m.start() - 32), m.start()).rsplit("\n", 1)[-1]
        if NOT_SECRET_WORDS.search(near) or NOT_SECRET_WORDS.search(after):
            continue
        if NOT_KEY_MATERIAL.search(before) or NOT_KEY_MATERIAL.search(after):
            continue
        clause = CLAUSE_END.split(text[max(0, m.start() - 120) : m.start()])[-1]
        if (
            _ENCODED.search(clause)
            and _SAMPLE_DATA.search(clause)
            and not SECRET_WORDS.search(clause)
        ):
            continue  # labelled the encoding of a sample payload, and no secret word near
        label = _list_label(text, m.start())
        if label and (NOT_SECRET_WORDS.search(label[-32:]) or NOT_KEY_MATERIAL.search(label)):
            continue  # a later item of a list its label calls public (``addresses: a, b, c``)
        if _JWK_PUBLIC_MEMBER.search(text[max(0, m.start() - 12) : m.start()]):
            continue  # the modulus of a JWK (its private members have a rule of their own)

        named = context(text, m.start(), m.end())
        if named == NOT_SECRET or (named != SECRET and readable_data(v)):
            continue  # called no secret, or base64 of readable text no secret word names (fp35)
        yield "random-token", m.start(), m.end()
