"""Credential screening of one line (pure): engine, own vendor shapes, structural rules and a
secret word next to a random-looking value. Spans are code-point columns of the line as written;
the value is judged (placeholder, weak example password, entropy) before a rule reports.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import math
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from . import engine
from .prefilter import matches, may_match, needles, starts
from .secret_rules import (
    ADMIN_SLASH,
    APP_PASSWORD,
    KEYWORD_VALUE,
    PROSE_PASSWORD,
    PROSE_PASSWORD_ADJACENT,
    SECRET_WORD,
    STRUCTURAL,
    STRUCTURAL_CLI,
    VALUE_TOKEN,
    VENDOR,
)
from .text import folded


@dataclass(frozen=True)
class SecretMatch:
    rule: str
    start: int
    end: int


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    if not value:
        return 0.0
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


_VENDOR_PLACEHOLDER: Final = re.compile(
    r"x{6,}|X{6,}|\*{3,}|\.{3}|…|example|placeholder|your[_\-]|redacted|<[^>]*>|\$\{|(.)\1{9,}",
    re.IGNORECASE,
)
"""A vendor-shaped match is a placeholder only when it says so (a prefix is strong evidence)."""
_PLACEHOLDER: Final = re.compile(
    r"x{4,}|X{4,}|\*{3,}|\.{3}|…|example|placeholder|your[_\-]|changeme|change_me|redacted|dummy"
    r"|sample|<[^>]*>|\{\{|\}\}|\$\{|^\$|^%\w+%$|^\[|fake|^(?:true|false|null|none|undefined"
    r"|required|optional)$|^[~./]|(.)\1{5,}|0123456|abcdef(?!\w*\d\w*[g-z])|^op://",
    re.IGNORECASE,
)
_WEAK: Final = frozenset(
    [
        "pass",
        "passwd",
        "pwd",
        "user",
        "username",
        "foobar",
        "password",
        "password1",
        "password123",
        "passw0rd",
        "secret",
        "changeme",
        "admin",
        "root",
        "postgres",
        "guest",
        "letmein",
        "123456",
        "12345678",
        "qwerty",
        "hunter2",
        "test",
        "testing",
        "example",
        "mysql",
        "redis",
        "default",
    ]
)
_NOT_SECRET_CONTEXT: Final = re.compile(
    r"(?i:fingerprint|sha-?(?:1|256|512)|md5|checksum|\bhash|commit|public|\bpk[_.]|request\s+ids?"
    r"|uuid|\bexample\b(?!\.)|format|regex|prefix|start\s+with|look\s+like|publishable|\bids?\b|\bsid\b"
    r"|idempotency|correlation|(?:trace|span|tenant|subscription|request)[\s_\-]?ids?\b"
    r"|not\s+(?:a\s+)?secret|not\s+sensitive|(?:safe|fine)\s+to\s+commit)"
)
_PUBLIC_PREFIXES: Final = ("pk_test_", "pk_live_")
"""Published by design (Stripe publishable keys): never a credential."""
_CODE_REFERENCE: Final = re.compile(
    r"(?:os\.environ|os\.getenv|getenv|process\.env|env\(|env\[|ENV\[|System\.getenv|secrets\.|vault"
    r"|config\.|settings\.)"
)
_PATH: Final = re.compile(r"[\w\-.]*(?:/[\w\-.]+)+")


def _classes(value: str) -> int:
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )


def placeholder(value: str) -> bool:
    v = value.strip("\"'`")
    return bool(_PLACEHOLDER.search(v)) or v.lower() in _WEAK


def password_like(value: str) -> bool:
    """A value written after a password word that reads like a password, not a word or a path."""
    v = value.strip("\"'`.,;:)")
    if len(v) < 6 or placeholder(v) or "://" in v or v.startswith(("/", "$", "%")):
        return False
    if _CODE_REFERENCE.match(v):
        return False  # read from the environment or a vault in code, not written down
    if v.isalpha():
        # Letters only: a password when the case flips like random text (zWkpAePcEJIu), not a
        # word or a CamelCase name.
        flips = sum(a.islower() != b.islower() for a, b in itertools.pairwise(v))
        return len(v) >= 10 and flips >= 5 and not placeholder(v)
    words = [p for p in re.split(r"[\-_.]", v) if p]
    if all(p.isalpha() for p in words) and len(words) <= 3:
        return False  # words joined by dashes (autocomplete="new-password"), not a password
    if v.isdigit() or re.fullmatch(r"[A-Za-z]+(?:_[A-Za-z0-9]+)+", v):
        return False  # a number, or an identifier such as DB_PASSWORD
    if re.fullmatch(r"[\w\-]+\.(?:md|txt|ya?ml|json|toml|ini|env|py|sh|conf|cfg|pem|key)", v):
        return False
    return _classes(v) >= 2 and any(not c.isalpha() for c in v)


_HOST: Final = re.compile(
    r"[\w\-]+(?:\.[\w\-]+)*\.(?:com|net|org|io|dev|app|co|internal|local|cloud|ru|de|cn|xyz|sh)"
    r"(?::\d+)?(?:/\S*)?"
)


def random_like(value: str) -> bool:
    """A 16+ character value that reads like key material rather than a name or a path."""
    v = value.strip("\"'`.,;:)=")
    if len(v) < 16 or placeholder(v) or "://" in v:
        return False
    if _HOST.fullmatch(v) or v.startswith(_PUBLIC_PREFIXES):
        return False  # a host name or URL path, or a key that is public by design
    if _PATH.fullmatch(v) and all(p.isalpha() or len(p) <= 3 for p in re.split(r"[_\-./]", v) if p):
        return False  # a file path made of words (templates/summary.j2)
    parts = [p for p in re.split(r"[_\-./:=]", v) if p]
    if all(p.isalpha() for p in parts):
        return False  # an identifier, a path or a host name made of words
    has_digit = any(c.isdigit() for c in v)
    hexish = re.fullmatch(r"[0-9a-fA-F\-]+", v) is not None
    if hexish:
        return len(v.replace("-", "")) >= 32 and entropy(v) >= 3.0
    return (has_digit or _classes(v) >= 3) and _classes(v) >= 2 and entropy(v) >= 3.3


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
    if _NOT_SECRET_CALL.search(m.group("call").rsplit(".", 1)[-1]) or _NOT_SECRET_CONTEXT.search(
        text[max(0, m.start() - 32) : m.start("lit")]
    ):
        return False
    if not random_like(lit) or len(lit) < 24:
        return False
    return _classes(lit) >= 3 or re.fullmatch(r"[0-9a-fA-F]{32,}", lit) is not None


def _structural(text: str) -> Iterator[tuple[str, int, int]]:
    for rule, pattern in STRUCTURAL + STRUCTURAL_CLI:
        for m in pattern.finditer(text):
            groups = m.groupdict()
            if groups.get("pem") is not None:
                if _private_pem(m.group("pem")):
                    yield rule, m.start("pem"), m.end("pem")
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
                described = rule == "prefixed-token" and _NOT_SECRET_CONTEXT.search(
                    text[max(0, m.start() - 32) : m.start()]
                )
                if random_like(short) and not described:
                    yield rule, m.start("short"), m.end("short")
                continue
            name = "v" if groups.get("v") is not None else "w"
            value = groups.get(name)
            if value is None:
                continue
            strong = rule in (
                "url-credentials",
                "netrc-password",
                "pgpass-line",
                "mysql-password-flag",
            )
            ok = (
                (not placeholder(value) and len(value.strip("'\"")) >= 4)
                if strong
                else (password_like(value) or random_like(value))
            )
            if rule == "bearer-token":
                ok = random_like(value)
            if ok:
                yield rule, m.start(name), m.end(name)
    for pattern in (PROSE_PASSWORD, PROSE_PASSWORD_ADJACENT, ADMIN_SLASH):
        for m in pattern.finditer(text):
            if password_like(m.group("v")):
                yield "password-in-prose", m.start("v"), m.end("v")
    for m in APP_PASSWORD.finditer(text):
        yield "password-in-prose", m.start("v"), m.end("v")
    for m in KEYWORD_VALUE.finditer(text):
        v = m.group("v")
        if re.search(r"[\[\]{}()\\]|^ssh-|^ecdsa-", v) or _NOT_SECRET_CONTEXT.search(
            text[max(0, m.start() - 32) : m.start()]
        ):
            continue  # a regex, a public key, a hash or a format being described
        if (
            (password_like(v) or random_like(v))
            and any(c.isdigit() for c in v)
            and not (all(p.isalpha() for p in re.split(r"[_\-.]", v) if p))
        ):
            yield "secret-assignment", m.start("v"), m.end("v")


_SHORT_HEX: Final = re.compile(r"[0-9a-f]{20,31}")
_CLAUSE_END: Final = re.compile(r"\n|;|\.\s")
"""A secret word after a value names it only within its clause (``AC…; the auth token is …``)."""
_WORD_JUST_BEFORE: Final = re.compile(r"(?i:secret|token|key|password)\W{0,3}$")


def _secret_word_values(text: str) -> Iterator[tuple[str, int, int]]:
    for m in VALUE_TOKEN.finditer(text):
        if _SHORT_HEX.fullmatch(m.group()) and _WORD_JUST_BEFORE.search(text[: m.start()]):
            yield "secret-assignment", m.start(), m.end()  # "app secret 692f09e2…"
            continue
        if not random_like(m.group()):
            continue
        before = text[max(0, m.start() - 48) : m.start()].rsplit("\n", 1)[-1]
        after = _CLAUSE_END.split(text[m.end() : m.end() + 40], maxsplit=1)[0]
        if not (SECRET_WORD.search(before) or SECRET_WORD.search(after)):
            continue
        if _NOT_SECRET_CONTEXT.search(before[-32:]) or _NOT_SECRET_CONTEXT.search(after[:40]):
            continue
        if before.endswith("[redacted: "):
            continue  # our own redaction label
        if re.search(r"ssh-(?:rsa|ed25519|dss)|ecdsa-sha2", before):
            continue  # an SSH public key
        yield "secret-assignment", m.start(), m.end()


_SHAPE_ONLY: Final = frozenset(
    {"private-key", "private-key-body", "putty-private-key", "twitter-bearer-token"}
)


_VENDOR: Final = tuple(
    (rule, p, needles(p))
    for rule, p in sorted(VENDOR, key=lambda r: r[0] not in _SHAPE_ONLY)  # key material first
)


def _vendor(text: str) -> Iterator[tuple[str, int, int]]:
    seen: dict[str, bool] = {}
    for rule, pattern, needle in _VENDOR:
        if not may_match(needle, text, seen):
            continue
        for m in matches(pattern, text, starts(needle, text)):
            if rule in _SHAPE_ONLY or not _VENDOR_PLACEHOLDER.search(m.group()):
                yield rule, m.start(), m.end()


_B64_CHAR: Final = re.compile(r"[A-Za-z0-9+/]")


def _inside_longer_run(text: str, start: int, end: int) -> bool:
    """A match cut out of a longer base64 run (a PNG or font inlined as data) is not a token."""
    return (start > 0 and bool(_B64_CHAR.match(text[start - 1]))) or (
        end < len(text) and bool(_B64_CHAR.match(text[end]))
    )


def _engine(text: str) -> Iterator[tuple[str, int, int]]:
    for hit in engine.scan(text):
        if hit.rule.startswith("generic") and _NOT_SECRET_CONTEXT.search(
            text[max(0, hit.start - 32) : hit.start]
        ):
            continue  # a generic keyword rule on a value the sentence calls public, a hash, an id
        if (
            not placeholder(hit.value)
            and len(hit.value) >= 8
            and not hit.value.startswith(_PUBLIC_PREFIXES)
            and not _inside_longer_run(text, hit.start, hit.end)
        ):
            yield hit.rule, hit.start, hit.end


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

    layers: list[Iterator[tuple[str, int, int]]] = []
    if use_rules:
        layers += [_vendor(text), _structural(text)]
    if use_engine:
        layers.append(engine_layer())
    if use_rules:
        layers.append(_secret_word_values(text))
    taken: list[tuple[int, int]] = []
    out: list[SecretMatch] = []
    for layer in layers:
        for rule, start, end in layer:
            s, e = view.span(start, end, len(line))
            if any(a < e and s < b for a, b in taken):
                continue  # overlaps a more specific match
            taken.append((s, e))
            taken_view.append((start, end))
            out.append(SecretMatch(rule, s, e))
    return sorted(out, key=lambda m: (m.start, m.end))
