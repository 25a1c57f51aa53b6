"""Key material a structural rule captured, judged by its shape (pure): encoded Basic
credentials, base64 of a PEM private key, a random literal passed to a call, recovery codes,
key bytes, recovery words.
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Final

from .secret_bip39 import WORDS as BIP39
from .secret_context import NOT_SECRET_WORDS
from .secret_values import classes, placeholder, random_like


def basic_credentials(encoded: str) -> bool:
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


def private_pem(encoded: str) -> bool:
    """A base64 run that decodes to a PEM private key (``client-key-data: LS0tLS1CRUdJTi…``)."""
    head = encoded[: 64 - len(encoded[:64]) % 4]
    try:
        return b"PRIVATE KEY" in base64.b64decode(head, validate=True)
    except (binascii.Error, ValueError):
        return False


def secret_literal(text: str, m: re.Match[str]) -> bool:
    """A random string passed to a call: a credential unless the call or its context says data."""
    lit = m.group("lit")
    if _NOT_SECRET_CALL.search(m.group("call").rsplit(".", 1)[-1]) or NOT_SECRET_WORDS.search(
        text[max(0, m.start() - 32) : m.start("lit")]
    ):
        return False
    if not random_like(lit) or len(lit) < 24:
        return False
    return classes(lit) >= 3 or re.fullmatch(r"[0-9a-fA-F]{32,}", lit) is not None


_YEAR: Final = re.compile(r"(?:19|20)\d\d")


_ONE_CODE: Final = re.compile(r"(?=[\d\-]*[a-f])(?=[a-f\-]*\d)[0-9a-f]{5}-(?=[a-f]*\d)[0-9a-f]{5}")
"""A GitHub recovery code: two groups of five lower-case hex digits, each with a digit."""


def code_list(codes: str) -> bool:
    """One-time recovery codes after their name: 16+ code characters in two or more codes (or
    one long dashed code), not placeholders, not a list of years."""
    tokens = [t for t in re.split(r"[\s,;]+", codes) if t]
    chars = sum(len(t.replace("-", "")) for t in tokens)
    if len(tokens) == 1 and _ONE_CODE.fullmatch(tokens[0]) and not placeholder(tokens[0]):
        return True  # one GitHub-shaped code (b5a12-18936): five hex digits twice, mixed
    if chars < 16 or (len(tokens) < 2 and tokens[0].count("-") < 3):
        return False
    if any(placeholder(t) for t in tokens) or len(set(tokens)) < len(tokens) / 2:
        return False
    return not all(_YEAR.fullmatch(t) for t in tokens)


def key_bytes(array: str) -> bool:
    """A private key written as its bytes (Solana ``id.json``, ``Uint8Array``, ``[u8; 32]``): 32+
    numbers of 0-255, or 16+ of a list cut short with ``...``."""
    numbers = [int(n) for n in re.findall(r"\d+", array)]
    truncated = array.rstrip().endswith(("...", "…"))
    return all(n <= 255 for n in numbers) and (len(numbers) >= 32 or truncated)


FUNCTION_WORDS: Final = frozenset(
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


_WORD_RUN: Final = re.compile(r"[a-z]+")


def bip39_run(words: str) -> tuple[int, int] | None:
    """The longest run of 12 or more BIP39 words in ``words`` (offsets), if it reads as a
    wallet's recovery phrase rather than a sentence (fewer than three function words)."""
    best: tuple[int, int] | None = None
    run: list[re.Match[str]] = []
    for m in [*_WORD_RUN.finditer(words), None]:
        if m is not None and m.group() in BIP39:
            run.append(m)
            continue
        longer = len(run) >= 12 and (
            best is None or run[-1].end() - run[0].start() > best[1] - best[0]
        )
        if longer and sum(w.group() in FUNCTION_WORDS for w in run) < 3:
            best = (run[0].start(), run[-1].end())
        run = []
    return best
