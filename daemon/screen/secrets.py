"""Credential screening of one line (pure): engine, own vendor shapes, structural rules and a
secret word next to a random-looking value. Spans are code-point columns of the line as written;
the value is judged (placeholder, weak example password, entropy) before a rule reports.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

from . import engine
from .key_names import NOT_SECRET, SECRET, called_public, judge
from .prefilter import FoldGated, Occurrences, matches, needles, required
from .secret_gate import Gated, Needles
from .secret_rules import (
    ADMIN_SLASH,
    APP_PASSWORD,
    GATE_HAS,
    GATE_REACH,
    GATE_STARTS,
    KEYWORD_VALUE,
    PROSE_PASSWORD,
    PROSE_PASSWORD_ADJACENT,
    SECRET_WORD,
    STRUCTURAL,
    STRUCTURAL_CLI,
    VALUE_TOKEN,
    VENDOR,
)
from .secret_rules_named import NAMED, SECRET_BLOCK, VENDOR_MORE, WALLET
from .secret_values import (
    KNOWN_EXAMPLES,
    NOT_SECRET_CONTEXT,
    PUBLIC_PREFIXES,
    VENDOR_PLACEHOLDER,
    algorithm_name,
    classes,
    human_password,
    json_secret,
    password_like,
    placeholder,
    random_like,
    readable_data,
    strongly_random,
    version_like,
)
from .spans import Taken
from .text import folded


@dataclass(frozen=True)
class SecretMatch:
    rule: str
    start: int
    end: int


def _basic_credentials(encoded: str) -> bool:
    try:
        raw = base64.b64decode(encoded + "=" * (-len(encoded) % 4), validate=True)
        text = raw.decode("utf-8")
    except (binascii.Error, ValueError):
        return False
    user, sep, secret = text.partition(":")
    return (
        bool(sep)
        and text.isprintable()
        and bool(user)
        and len(secret) >= 3
        and not placeholder(secret)
    )


_NOT_SECRET_CALL: Final = re.compile(
    r"(?i:uuid|hash|sha\d|md5|digest|hex|b64|base64|decode|encode|compile|checksum|verify|public"
    r"|fingerprint|open|path|join|format|time|image|icon|url|print|log|match|search|split|replace)"
    r"|^(?:t|_|gettext|i18n|id)$|(?:_id|Id|ID|_ids|Ids)$"
)
"""Calls whose string argument is data, not a credential (``bytes.fromhex("…")``, ``UUID("…")``)."""


def _private_pem(encoded: str) -> bool:
    """A base64 run that decodes to a PEM private key (``client-key-data: LS0tLS1CRUdJTi…``)."""
    head = encoded[: 64 - len(encoded[:64]) % 4]
    try:
        return b"PRIVATE KEY" in base64.b64decode(head, validate=True)
    except (binascii.Error, ValueError):
        return False


def _secret_literal(text: str, m: re.Match[str]) -> bool:
    """A random string passed to a call: a credential unless the call or its context says data."""
    lit = m.group("lit")
    if _NOT_SECRET_CALL.search(m.group("call").rsplit(".", 1)[-1]) or _NOT_SECRET.search(
        text[max(0, m.start() - 32) : m.start("lit")]
    ):
        return False
    if not random_like(lit) or len(lit) < 24:
        return False
    return classes(lit) >= 3 or re.fullmatch(r"[0-9a-fA-F]{32,}", lit) is not None


def _gated(pattern: re.Pattern[str]) -> Gated:
    return Gated(
        pattern, GATE_HAS.get(pattern, ()), GATE_REACH.get(pattern), GATE_STARTS.get(pattern)
    )


_STRUCTURAL: Final = tuple(
    (rule, _gated(p)) for rule, p in STRUCTURAL + STRUCTURAL_CLI + NAMED + WALLET
)
_PROSE: Final = tuple(_gated(p) for p in (PROSE_PASSWORD, PROSE_PASSWORD_ADJACENT, ADMIN_SLASH))
_APP_PASSWORD: Final = _gated(APP_PASSWORD)
_KEYWORD_VALUE: Final = _gated(KEYWORD_VALUE)


Covered = Callable[[int, int], bool]
"""Whether a span is already taken by an earlier layer's match (its judging can be skipped: an
overlapping match is dropped whatever it is)."""


def _never(start: int, end: int) -> bool:
    return False


_OBJECT_ID_PREFIX: Final = re.compile(r"(?!sk_|rk_|pk_|whsec_)[a-z]{2,5}_(?:test|live)")
"""Stripe-style object ids carry the mode too (``cs_test_…`` a Checkout Session); only ``sk_``,
``rk_`` (secret, restricted) and ``whsec_`` keys are secrets (``pk_`` is public)."""
_SPAN_GROUPS: Final = (
    "pem", "m", "codes", "bytes", "lit", "b", "short", "v", "w", "x", "y",
    "rv", "nv", "dv", "hx", "json", "strong",
)  # fmt: skip
_PASSWORD_NAME: Final = re.compile(
    r"(?i:pass(?:word|wd|phrase)?|pwd|kennwort|passwort|contrase[ñn]a|clave|senha|mot\s+de\s+passe"
    r"|парол|wachtwoord|has[lł]o|[şs]ifre|/rp\b|/user:|\s-[pPw]\s*['\"]?$|\s-[pPw]\s)"
    r"|密码|密碼|口令|パスワード|비밀번호|패스워드|암호"
)
"""The text of a match before its value names a password: a chosen password counts
(``human_password``), not only a random-looking one."""
_LOG_FIELD: Final = re.compile(r"[a-z_][a-z_.\-]*=")
"""``password version=7``: the next field of a log line, not a value."""
_HUMAN_JUDGED: Final = frozenset(id(p) for _, p in NAMED)
"""Rules whose value a password name gives: a password a person chose counts."""
_HASH_BETWEEN: Final = re.compile(
    r"(?i:hash|\btx\b|txn|transaction|block|root|salt|topic|slot|selector|digest|sha|checksum"
    r"|signature|\bsig\b|event|storage|commit|\bids?\b|address|bytecode|nonce|merkle|keccak"
    r"|\brole\b|public)"
)
"""Words between a wallet word and 64 hex digits that make them a hash or an id."""
_YEAR: Final = re.compile(r"(?:19|20)\d\d")


def _code_list(codes: str) -> bool:
    """One-time recovery codes after their name: 16+ code characters in two or more codes (or
    one long dashed code), not placeholders, not a list of years."""
    tokens = [t for t in re.split(r"[\s,;]+", codes) if t]
    chars = sum(len(t.replace("-", "")) for t in tokens)
    if chars < 16 or (len(tokens) < 2 and tokens[0].count("-") < 3):
        return False
    if any(placeholder(t) for t in tokens) or len(set(tokens)) < len(tokens) / 2:
        return False
    return not all(_YEAR.fullmatch(t) for t in tokens)


def _key_bytes(array: str) -> bool:
    """A private key written as its bytes (Solana ``id.json``, ``Uint8Array``, ``[u8; 32]``): 32+
    numbers of 0-255, or 16+ of a list cut short with ``...``."""
    numbers = [int(n) for n in re.findall(r"\d+", array)]
    truncated = array.rstrip().endswith(("...", "…"))
    return all(n <= 255 for n in numbers) and (len(numbers) >= 32 or truncated)


def _structural(text: str, covered: Covered = _never) -> Iterator[tuple[str, int, int]]:
    lower = text.lower()
    index = Needles(lower)
    for rule, gated in _STRUCTURAL:
        for m in gated.matches(text, lower, index):
            groups = m.groupdict()
            span = next((g for g in _SPAN_GROUPS if groups.get(g) is not None), None)
            if span is not None and covered(m.start(span), m.end(span)):
                continue
            if groups.get("pem") is not None:
                if _private_pem(m.group("pem")):
                    yield rule, m.start("pem"), m.end("pem")
                continue
            if groups.get("codes") is not None:
                if _code_list(m.group("codes")):
                    yield rule, m.start("codes"), m.end("codes")
                continue
            if groups.get("bytes") is not None:
                if _key_bytes(m.group("bytes")):
                    yield rule, m.start("bytes"), m.end("bytes")
                continue
            if groups.get("m") is not None:
                if sum(w in _FUNCTION_WORDS for w in m.group("m").split()) < 3:
                    yield rule, m.start("m"), m.end("m")  # a wallet's recovery words, not prose
                continue
            if groups.get("hx") is not None:
                between = text[m.start() : m.start("hx")]
                if (
                    not _HASH_BETWEEN.search(between)
                    and not placeholder(m.group("hx"))
                    and _context(text, m.start("hx"), m.end("hx")) != NOT_SECRET
                ):
                    yield rule, m.start("hx"), m.end("hx")
                continue
            if groups.get("json") is not None:
                if json_secret(m.group("json")):
                    yield rule, m.start("json"), m.end("json")
                continue
            if groups.get("strong") is not None:
                if not placeholder(m.group("strong")):
                    yield rule, m.start("strong"), m.end("strong")
                continue
            if groups.get("rv") is not None:
                rv = m.group("rv").replace("%3D", "=").replace("%3d", "=")
                if random_like(rv) and not readable_data(rv):
                    yield rule, m.start("rv"), m.end("rv")
                continue
            if groups.get("nv") is not None:
                nv = m.group("nv").rstrip(".,;)")
                if (
                    random_like(nv) or (len(nv) >= 12 and classes(nv) >= 3 and password_like(nv))
                ) and (_context(text, m.start("nv"), m.end("nv")) != NOT_SECRET):
                    yield rule, m.start("nv"), m.start("nv") + len(nv)
                continue
            if groups.get("dv") is not None:
                dv = m.group("dv")
                head = text[max(0, m.start() - 200) : m.start()]
                if SECRET_BLOCK.search(head) and (human_password(dv) or random_like(dv)):
                    yield rule, m.start("dv"), m.end("dv")
                continue
            if groups.get("lit") is not None:
                if _secret_literal(text, m):
                    yield rule, m.start("lit"), m.end("lit")
                continue
            encoded = groups.get("b")
            if encoded is not None:
                if _basic_credentials(encoded):
                    yield rule, m.start("b"), m.end("b")
                continue
            short = groups.get("short")
            if short is not None:
                # A short CLI flag (``ldapsearch -w …``) or a vendor-style ``prefix_`` token: only a
                # random-looking value counts (``-p 8080:80`` and identifiers pass).
                described = rule == "prefixed-token" and (
                    _NOT_SECRET.search(text[max(0, m.start() - 32) : m.start()])
                    or text.startswith(PUBLIC_PREFIXES, m.start())
                    or _context(text, m.start(), m.end(), vendor=True)
                    == NOT_SECRET  # "refund re_…"
                    or _OBJECT_ID_PREFIX.fullmatch(groups.get("pfx") or "") is not None
                )
                if random_like(short) and not described:
                    yield rule, m.start("short"), m.end("short")
                continue
            name = next((g for g in ("v", "w", "x", "y") if groups.get(g) is not None), "v")
            value = groups.get(name)
            if value is None:
                continue
            strong = rule in (
                "url-credentials",
                "netrc-password",
                "pgpass-line",
                "mysql-password-flag",
                "totp-seed",
            )
            ok = (
                (not placeholder(value) and len(value.strip("'\"")) >= 4)
                if strong
                else (password_like(value) or random_like(value))
            )
            if rule == "bearer-token":
                ok = random_like(value)
            elif not ok and not strong:
                prefix = text[m.start() : m.start(name)]
                ok = (
                    rule in ("cli-password-flag", "login-password", "password-stdin")
                    or id(gated.pattern) in _HUMAN_JUDGED
                    or _PASSWORD_NAME.search(prefix) is not None
                ) and human_password(value)
            if ok and not strong and algorithm_name(value):
                ok = False  # encrypted with ChaCha20-Poly1305: an algorithm, not a password
            if ok:
                yield rule, m.start(name), m.end(name)
    for gated in _PROSE:
        for m in gated.matches(text, lower, index):
            if covered(m.start("v"), m.end("v")):
                continue
            v = m.group("v")
            if _LOG_FIELD.match(v) or (
                gated.pattern is ADMIN_SLASH and m.start() and text[m.start() - 1] in "/."
            ):
                continue  # "password version=7" (a log line's next field), a URL path (…/login/…)
            named = _context(text, m.start("v"), m.end("v"))
            if human_password(v) and named != NOT_SECRET:
                yield "password-in-prose", m.start("v"), m.end("v")
    for m in _APP_PASSWORD.matches(text, lower, index):
        v = m.group("v")
        if placeholder(v) or (len(v) == 16 and sum(c in "aeiou" for c in v) > 5):
            continue  # xxxx xxxx …, or a sixteen-letter word (random letters have few vowels)
        yield "password-in-prose", m.start("v"), m.end("v")
    for m in _KEYWORD_VALUE.matches(text, lower, index):
        if covered(m.start("v"), m.end("v")):
            continue
        v = m.group("v")
        if _REGEX_LIKE.search(v) or _named_not_secret(text, m.start(), m.start("v"), 32):
            continue  # a regex, a public key, a hash or a format being described
        named = _context(text, m.start("v"), m.end("v"))
        if named == NOT_SECRET or (named != SECRET and readable_data(v)):
            continue  # called no secret, or base64 of readable data that no secret word names
        if (
            (
                (password_like(v) or random_like(v))
                and any(c.isdigit() for c in v)
                and not (all(p.isalpha() for p in re.split(r"[_\-.]", v) if p))
            )
            or (
                (v.isalpha() and random_like(v))  # random letters (api_secret: wNGopLzl…)
                or (
                    _PASSWORD_NAME.search(m.group(0)[: m.start("v") - m.start()])
                    and human_password(v)
                )
            )
        ):
            yield "secret-assignment", m.start("v"), m.end("v")


_FUNCTION_WORDS: Final = frozenset(
    [
        "the",
        "and",
        "you",
        "are",
        "our",
        "with",
        "for",
        "not",
        "they",
        "that",
        "this",
        "from",
        "have",
        "your",
        "who",
        "can",
        "will",
        "need",
        "even",
        "when",
        "what",
        "them",
        "into",
        "than",
        "then",
        "only",
        "but",
        "was",
        "were",
        "has",
        "had",
        "his",
        "her",
        "its",
        "share",
        "never",
    ]
)
"""Words of a sentence; a recovery phrase is random words and has hardly any of them."""
_REGEX_LIKE: Final = re.compile(
    r"\\[dwsbDWSB.]|\[[^\]]*-[^\]]*\]|\(\?|\.\*|\.\+|\{\d+(?:,\d*)?\}|^\^|\$$|^ssh-|^ecdsa-"
    r"|^[A-Za-z_][\w.]*[(\[]"
)
"""A regular expression, a public key or code (a call, a subscript) being described, not a value."""
_SHORT_HEX: Final = re.compile(r"[0-9a-f]{20,31}")
_CLAUSE_END: Final = re.compile(r"\n|;|\.\s")
"""A secret word after a value names it only within its clause (``AC…; the auth token is …``)."""
_ARN_BEFORE: Final = re.compile(r"\barn:[^\s]*$")
_WORD_JUST_BEFORE: Final = re.compile(r"(?i:secret|token|key|password)\W{0,3}$")


_HEX_DIGEST_VALUE: Final = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")
_BARE_KEY_BEFORE: Final = re.compile(r"(?i:\b(?:for|with|by|under|at|of|the)\s+keys?\W{0,3})$")


_NOT_SECRET: Final = FoldGated(NOT_SECRET_CONTEXT)
_SECRET_WORD: Final = FoldGated(SECRET_WORD)


def _context(text: str, start: int, end: int, vendor: bool = False) -> int:
    """What the name before the value at ``[start, end)`` says of it (``key_names.judge``); a
    name with an aside between it and the value (``PAT for X (scopes: …): <v>``) reaches
    further back."""
    reach = 160 if ")" in text[max(0, start - 40) : start] else 80
    line_start = text.rfind("\n", max(0, start - reach), start) + 1
    after = _CLAUSE_END.split(text[end : end + 60], maxsplit=1)[0]
    return judge(text[max(line_start, start - reach) : start], after, vendor)


def _named_not_secret(text: str, start: int, end: int, reach: int = 24) -> bool:
    """Whether the words before the secret word at ``[start, end)`` describe no secret (a word
    qualified into a name, ``public key``, ``cache key``, is ``key_names``' part)."""
    window = text[max(0, start - reach) : end]
    return bool(_NOT_SECRET.search(window))


def _not_secret_near(text: str, start: int, before: str, after: str) -> bool:
    if _NOT_SECRET.search(before[-32:]) or _NOT_SECRET.search(after[:40]):
        return True
    nearest = list(SECRET_WORD.finditer(before))
    base = start - len(before)
    word = nearest[-1] if nearest else None
    return word is not None and _named_not_secret(text, base + word.start(), base + word.end())


def _secret_word_values(text: str, covered: Covered = _never) -> Iterator[tuple[str, int, int]]:
    for m in VALUE_TOKEN.finditer(text):
        if covered(m.start(), m.end()):
            continue
        if _SHORT_HEX.fullmatch(m.group()) and _WORD_JUST_BEFORE.search(text[: m.start()]):
            if _context(text, m.start(), m.end()) != NOT_SECRET:
                yield "secret-assignment", m.start(), m.end()  # "app secret 692f09e2…"
            continue
        if not random_like(m.group()):
            continue
        before = text[max(0, m.start() - 48) : m.start()].rsplit("\n", 1)[-1]
        if _ARN_BEFORE.search(before):
            continue  # the resource part of an ARN (…:key/3f2b…) names a resource
        after = _CLAUSE_END.split(text[m.end() : m.end() + 40], maxsplit=1)[0]
        if not (_SECRET_WORD.search(before) or _SECRET_WORD.search(after)):
            continue
        named = _context(text, m.start(), m.end())
        if named == NOT_SECRET or (named != SECRET and readable_data(m.group())):
            continue  # token_hash, next page token, public key, key id; base64 of data
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
_NOT_KEY_MATERIAL: Final = re.compile(
    r"(?i:address|\bcid\b|ipfs|jwks?\b|\bkty\b|\bids?\b|identifier|\bfile\b|\bslug\b|integrity"
    r"|\bssh-|ecdsa-|video|playlist|spreadsheet|document|invite|referral|tracking|ciphertext"
    r"|test\s+vectors?|\bnonce|\bsalt\b|\biv\b|signature|\bkid\b|thumbprint|\bx5t|\bjwk"
    r"|\bfonts?\b|\bpdf\b|\bembedded\b|\binlined?\b|\bimages?\b|\b(?:png|jpe?g|gif|webp|woff2?)\b"
    r"|\bblob\b|\bthumbnail|\bfavicon)"
)
"""Words that say a random-looking token next to them is an identifier or public data."""


def _standalone(text: str, covered: Covered = _never) -> Iterator[tuple[str, int, int]]:
    """A strongly random token needs no secret word: an API key pasted without its vendor's
    name is still one (``cohere.Client("…")``, a bare token on its own line)."""
    for m in _STANDALONE.finditer(text):
        if covered(m.start(), m.end()):
            continue
        v = m.group()
        if _PREFIXED_ID.match(v) or not strongly_random(v):
            continue  # ``pi_3Mtw…`` object ids: prefixed tokens are judged by their own rule
        before = text[max(0, m.start() - 40) : m.start()].rsplit("\n", 1)[-1]
        after = _CLAUSE_END.split(text[m.end() : m.end() + 40], maxsplit=1)[0]
        if _NOT_SECRET.search(before[-32:]) or _NOT_SECRET.search(after):
            continue
        if _NOT_KEY_MATERIAL.search(before) or _NOT_KEY_MATERIAL.search(after):
            continue
        if _context(text, m.start(), m.end()) == NOT_SECRET:
            continue
        yield "random-token", m.start(), m.end()


_SHAPE_ONLY: Final = frozenset(
    {"private-key", "private-key-body", "putty-private-key", "twitter-bearer-token"}
)


_VENDOR: Final = tuple(
    (rule, p, needles(p), None if needles(p) else required(p))  # gate: see prefilter.required
    for rule, p in sorted(VENDOR + VENDOR_MORE, key=lambda r: r[0] not in _SHAPE_ONLY)
)  # key material first


_PEM_BODY: Final = re.compile(r"[A-Za-z0-9+/=]{8,}")
_QUOTES: Final = "`'\"“”‘’«»"


def _pem_mention(text: str, start: int, end: int) -> bool:
    """A PEM private-key header with no key after it, quoted or followed by words (``the file
    contains `-----BEGIN PRIVATE KEY-----` followed by …``): the header is talked about."""
    found = text[start:end]
    head = found.find("-----", 5) + 5
    body = [w for w in _PEM_BODY.findall(found[head:].split("-----END", 1)[0]) if w != "n"]
    if body:
        return all(w.isalpha() and w.islower() for w in body)  # "followed", "contains": prose
    before = text[start - 1] if start else ""
    after = text[end] if end < len(text) else ""
    return bool(before) and before in _QUOTES and after in _QUOTES and after != ""


def _vendor(text: str) -> Iterator[tuple[str, int, int]]:
    occurrences = Occurrences(text)
    for rule, pattern, needle, gate in _VENDOR:
        at = occurrences.starts(needle)
        if (at is not None and not at) or occurrences.absent(gate):
            continue  # no needle occurs, or the rule's gate is shut
        for m in matches(pattern, text, at):
            if rule == "private-key" and _pem_mention(text, m.start(), m.end()):
                continue
            if rule in _SHAPE_ONLY or not VENDOR_PLACEHOLDER.search(m.group()):
                yield rule, m.start(), m.end()


_B64_CHAR: Final = re.compile(r"[A-Za-z0-9+/]")


def _inside_longer_run(text: str, start: int, end: int) -> bool:
    """A match cut out of a longer base64 run (a PNG or font inlined as data) is not a token."""
    return (start > 0 and bool(_B64_CHAR.match(text[start - 1]))) or (
        end < len(text) and bool(_B64_CHAR.match(text[end]))
    )


def _engine(text: str) -> Iterator[tuple[str, int, int]]:
    for hit in engine.scan(text):
        if hit.rule.startswith("generic") and (
            version_like(hit.value)
            or _NOT_SECRET.search(text[max(0, hit.start - 32) : hit.start])
            or _context(text, hit.start, hit.end) == NOT_SECRET
        ):
            continue  # a generic keyword rule on a version, or a value called public, a hash, an id
        if (
            not placeholder(hit.value)
            and len(hit.value) >= 8
            and not hit.value.startswith(PUBLIC_PREFIXES)
            and not _inside_longer_run(text, hit.start, hit.end)
        ):
            yield hit.rule, hit.start, hit.end


_DISCLAIMER: Final = re.compile(
    r"(?i:\b(?:fake|dummy|mock(?:ed)?|made[\s\-]up|invented)\s+(?:[\w\-]+\s+){0,2}"
    r"(?:token|key|secret|credential|password|value|string)s?\b"
    r"|\bnot\s+(?:a\s+)?(?:real|valid|live|actual|working)\b"
    r"|\b(?:an?|the|this)\s+example\s+(?:[\w\-]+\s+)?(?:token|key|secret|credential|password|value)s?\b"
    r"|\b(?:from|in)\s+(?:the\s+)?(?:[\w\-]+'s\s+)?(?:docs|documentation)\b"
    r"|\bpublic\s+by\s+design|\b(?:is|are)\s+public\b|\(public\b|\bsafe\s+to\s+(?:commit|share|publish)"
    r"|\bnot\s+(?:a\s+)?secret\b|\btest(?:s|ing)?\b[\w\s]{0,20}\bonly\b|\bonly\s+in\s+tests\b"
    r"|\btest\s+vectors?\b|\b(?:RFC|FIPS)[\s\-]?\d{3,5}\b"
    r"|\b(?:e\.g\.|for\s+example|for\s+instance|such\s+as)\s*[:,]?\s*[\"'`]?$)"
)
"""The sentence itself says the value is no credential (a fixture, a documented example)."""


_DISCLAIMER_GATED: Final = FoldGated(_DISCLAIMER)


def _disclaimed(text: str, rule: str, start: int, end: int) -> bool:
    before = text[max(0, start - 48) : start].rsplit("\n", 1)[-1]
    after = _CLAUSE_END.split(text[end : end + 64], maxsplit=1)[0]
    if _DISCLAIMER_GATED.search(before) or _DISCLAIMER_GATED.search(after):
        return True
    line_start = text.rfind("\n", max(0, start - 80), start) + 1
    name = text[max(line_start, start - 80) : start]
    # "anon key (safe in the browser)": a vendor shape the sentence calls public
    return rule not in _SHAPE_ONLY and called_public(name, after, rule == "prefixed-token")


_SSH_PUBLIC_KEY: Final = re.compile(
    r"\b(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp(?:256|384|521)"
    r"|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com)(?:-cert-v01@openssh\.com)?"
    r"\s+AAAA[A-Za-z0-9+/]{8,}={0,3}"
)
"""An OpenSSH public key (any algorithm, host or user key, certificate): public material."""


_ESCAPED_BREAK: Final = re.compile(r"\\[nrt](?=[\w\-\[{<#\"' ]|$)")
"""A line break written as ``\\n`` (a JSON string, a one-line YAML/INI paste) separates like one."""


def screen_text(line: str, *, use_engine: bool = True, use_rules: bool = True) -> list[SecretMatch]:
    """Credential matches of a text (offsets into it), non-overlapping, in order.

    Our vendor and structural rules run first; the engine then sees the text with their matches
    blanked (it has less to validate), and the secret-word rule comes last."""
    view = folded(line, fold_case=False)
    text = _ESCAPED_BREAK.sub("  ", view.text)  # same length: the view's columns still hold
    taken_view: list[tuple[int, int]] = []

    def engine_layer() -> Iterator[tuple[str, int, int]]:
        masked = list(text)
        for a, b in taken_view:
            masked[a:b] = " " * (b - a)
        yield from _engine("".join(masked))

    taken = Taken()
    for m in _SSH_PUBLIC_KEY.finditer(text) if "AAAA" in text else ():
        taken.add(*view.span(m.start(), m.end(), len(line)))  # public: nothing inside is secret
        taken_view.append((m.start(), m.end()))

    def covered(start: int, end: int) -> bool:
        return taken.overlaps(*view.span(start, end, len(line)))

    layers: list[Iterator[tuple[str, int, int]]] = []
    if use_rules:
        layers += [_vendor(text), _structural(text, covered)]
    if use_engine:
        layers.append(engine_layer())
    if use_rules:
        layers += [_secret_word_values(text, covered), _standalone(text, covered)]
    out: list[SecretMatch] = []
    for layer in layers:
        for rule, start, end in layer:
            s, e = view.span(start, end, len(line))
            if taken.overlaps(s, e):
                continue  # overlaps a more specific match
            taken.add(s, e)
            taken_view.append((start, end))
            value = text[start:end]
            known = any(k in value for k in KNOWN_EXAMPLES)
            if not known and not _disclaimed(text, rule, start, end):
                out.append(SecretMatch(rule, s, e))
    return sorted(out, key=lambda m: (m.start, m.end))
