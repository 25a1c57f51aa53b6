"""Secrets a sentence hands over in shapes the password-word rules miss (pure), by class:

- ``use <value> as the <…> password`` (or credentials, login, passphrase, token, key, seed
  phrase, the URL with credentials, connection string…), in any tense or mood (``using``,
  ``enter``, ``paste``, ``try``); a ``user:password`` pair is judged by its password, and
  12 to 24 words of the BIP39 list by the list (``use abandon arrest … bounce as the seed phrase``);
- a credential's carrier named, then its value: a ``.pgpass`` line or entry, ``curl -u``,
  ``--user``, a basic-auth pair, an environment variable named for a secret (``PGPASSWORD``,
  ``SMTP_PASSWORD``, ``X_API_KEY``), then ``is``/``was``/``to``/``:``/``=``, with an optional
  ``for <what>`` between (``PGPASSWORD for Epic (Daegu): <pw>``, ``Set SMTP_PASSWORD to <pw>
  in the CI variables``, ``.pgpass line is <pw>``, ``curl -u is <user>:<pw>``).

The value must read as a password a person chose or as key material; a placeholder, a word, a
path or a variable (``$PGPASSWORD``, ``{token}``) is no secret.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .key_names import NOT_SECRET, judge
from .prefilter import matches
from .secret_bip39 import WORDS as BIP39
from .secret_context import Covered, context, never
from .secret_gate import FromNeedles
from .secret_material import FUNCTION_WORDS
from .secret_needles import has_any, index_of, keyword_run_starts, lowered
from .secret_terse_logins import chosen_password
from .secret_values import placeholder, random_like

_USE: Final = r"(?i:\b(?:use[sd]?|using|enter(?:ed)?|paste[sd]?|try|tried|put|type|set)\s+)"
_AS_NAMED: Final = (
    r"(?i:\s+as\s+(?:the|a|an|our|your|its|their|my|his|her)\s+(?:[\w\-.&/']+\s+){0,5}?"
    r"(?:password|passphrase|passcode|passwd|pin|credentials?|creds|login|secret|token"
    r"|api\s+key|key|seed(?:\s+phrase)?|mnemonic|recovery\s+(?:phrase|words)"
    r"|url\s+with\s+(?:the\s+)?credentials|connection\s+string|dsn)\b)"
)
_USE_AS: Final = re.compile(
    _USE
    + r"['\"`]?(?P<v>[^\s'\"`]{6,160}?)['\"`]?(?="
    + _AS_NAMED.replace("(?i:", "(?P<n>(?i:", 1)
    + "))"
)
_USE_WORDS_AS: Final = re.compile(_USE + r"(?P<v>[a-z]+(?:\s+[a-z]+){11,23})(?=" + _AS_NAMED + ")")
_CARRIER: Final = re.compile(
    r"(?:(?i:\.pgpass(?:\s+(?:line|entry|file|row))?|curl\s+-u|--user\b|basic[\s\-]auth"
    r"(?:\s+(?:pair|login|header|credentials?))?)"
    r"|(?<![\w$:{])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_?(?:PASSWORD|PASSWD|PASS|PWD|TOKEN|SECRET"
    r"|API_?KEY|ACCESS_KEY|PRIVATE_KEY)(?![\w}]))"
    r"(?:\s+(?:for|of|on|in|at)\s+[^:=\n]{1,60}?)?"
    r"(?:\s*[:=]\s*|\s+(?i:is|was|are|to|becomes|became|->|→)\s+(?i:now\s+)?)"
    r"['\"`]?(?P<v>[^\s'\"`,;]{6,160})"
)
_CARRIER_KEYWORDS: Final = (
    ".pgpass",
    "curl",
    "--user",
    "basic",
    "pass",
    "pwd",
    "token",
    "secret",
    "key",
)
"""Every match of ``_CARRIER``'s first branch starts with one of these (lower-cased); its second
branch's upper-case name holds one (``PASSWORD``, ``PWD``, ``TOKEN``, ``SECRET``, ``API_KEY``)."""
_CARRIER_RUN: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
"""The second branch starts the run of these characters around its name (its look-behind refuses
a start after a word character): ``keyword_run_starts`` gives every start (a whole-memory scan
cost ~0.3 ms)."""
_USE_AS_GATED: Final = FromNeedles(_USE_AS)
_USE_WORDS_AS_GATED: Final = FromNeedles(_USE_WORDS_AS)
"""Tried only from their verbs' places (an ignore-case alternation that opens with ``\\b`` is
otherwise tried at every position of a memory: ~0.1 ms each)."""
_NEEDLES: Final = ("use", "using", "enter", "paste", "try", "tried", "put", "type", "set")


def _password_part(value: str) -> str:
    value = value.rstrip(".,;:)")
    if "://" in value:
        value = value.split("://", 1)[1].split("@", 1)[0]
    user, colon, password = value.partition(":")
    return password if colon and user and password else value


def carried_password(value: str) -> bool:
    """A value where only a credential goes (a ``.pgpass`` line, ``curl -u``, ``p=``): 8+
    characters of three classes of lower-case, capitals, digits and punctuation, no word."""
    v = value.strip("\"'`.,;:()")
    if len(v) < 8 or placeholder(v) or v.startswith(("$", "{", "<", "/")) or not v.isprintable():
        return False
    kinds = (
        any(c.islower() for c in v),
        any(c.isupper() for c in v),
        any(c.isdigit() for c in v),
        any(not c.isalnum() and c not in "_-." for c in v),
    )
    return sum(kinds) >= 3


def _secret(value: str) -> bool:
    v = _password_part(value)
    if placeholder(v) or v.startswith(("$", "%", "{", "<")):
        return False
    return chosen_password(v) or random_like(v) or carried_password(v)


def _phrase(words: str) -> bool:
    ws = words.split()
    return (
        len(ws) in (12, 15, 18, 21, 24)
        and all(w in BIP39 for w in ws)
        and sum(w in FUNCTION_WORDS for w in ws) < 3
    )


def said_values(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The secrets of the module's docstring."""
    found: list[tuple[str, int, int]] = []
    lower = lowered(text)
    if " as " in lower and has_any(lower, _NEEDLES):
        index = index_of(lower)
        for m in _USE_AS_GATED.finditer(text, index):
            if judge(m.group("n").split(" as ", 1)[-1]) == NOT_SECRET:
                continue  # "use <uuid> as the idempotency key": the name says no secret
            if _secret(m.group("v")):
                found.append(("password-in-prose", *m.span("v")))
        if text.count(" ") >= 12:
            for m in _USE_WORDS_AS_GATED.finditer(text, index):
                if _phrase(m.group("v")):
                    found.append(("mnemonic", *m.span("v")))
    if any(
        n in text
        for n in ("pgpass", "-u", "--user", "uth", "PASS", "PWD", "TOKEN", "SECRET", "KEY")
    ):
        starts = keyword_run_starts(text, index_of(lower), _CARRIER_KEYWORDS, _CARRIER_RUN)
        for m in matches(_CARRIER, text, starts):
            # "ciphertext for DB_PASSWORD: …", "ENCRYPTED_API_KEY=…  # encrypted with KMS": the
            # words around say the value is kept encrypted (as secret_named_fields judges it)
            if _secret(m.group("v")) and context(text, *m.span("v")) != NOT_SECRET:
                found.append(("secret-assignment", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
