"""Hex values a line names as a digest or an identifier (pure): public spans the credential
screen takes before any rule, so nothing inside them is reported.

- a value the clause before it calls a digest or a checksum (``MD5 of the … recording is
  c8cd…``, ``blake2b of the export: 9fc3…``, ``sha256sum``, ``ETag``, ``CRC32``), a database or
  trace identifier (``MongoDB ObjectId of the document: 7289…``, ``trace id``, ``request id``),
  a fingerprint, or a hex dump of data (``first frame of the pass (hex): 1ACF…``, ``packet``);
  hex digits of one case only, and no credential word in that clause (``the token's sha256``,
  ``HMAC secret (hex)``, ``the password hash``, ``PSK (hex)``, an ``NT hash`` stay read), even
  where a noun ``pass`` (a satellite pass, a boarding pass) made a rule read a password;
- a W3C ``traceparent`` (``00-<32 hex>-<16 hex>-<2 hex>``): a trace's id, never a secret.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .ascii_runs import has_run, run_starts
from .prefilter import matches

_HEX: Final = "0123456789abcdefABCDEF"
_LOWER_HEX: Final = "0123456789abcdef"
_HEX_VALUE: Final = re.compile(
    r"(?<![\w\-+/.])(?:[0-9a-f]{16,128}|[0-9A-F]{16,128})(?![\w\-+/=]|\.\w)"
)
_TRACEPARENT: Final = re.compile(
    r"(?<![\w\-])[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}(?![\w\-])"
)
_DIGEST_WORDS: Final = re.compile(
    r"(?i:\b(?:md[45](?:sum)?|b2sum|cksum|sha-?(?:1|224|256|384|512)(?:sum)?|sha3(?:-\d{3})?|blake(?:2[bs]?|3)(?:sum)?"
    r"|xxh(?:ash)?\d*|crc-?(?:32|64)c?|murmur\w*|siphash|checksums?|digests?|hash(?:es)?"
    r"|e-?tags?|object-?ids?|object\s+ids?|trace-?(?:parent|id)|trace\s+id|span[\s\-_]?id"
    r"|request[\s\-_]?id|correlation[\s\-_]?id|fingerprints?|hex\s*dump|frames?"
    r"|packets?|payload\s+bytes|integrity|content[\s\-]hash|build[\s\-]id)\b|\(hex\))"
)
_CREDENTIAL_WORDS: Final = re.compile(
    r"(?i:token|key|secret|passw|passphrase|credential|\bpat\b|auth|bearer|\bpriv|\bpwd\b"
    r"|\bseed\b|hmac|signing|cookie|session|\botp\b|totp|\bpin\b|api[\s_\-]?key|salt|\bpw\b"
    r"|\bpsk\b|pre[\s\-]?shared|\b(?:aes|des|kek|dek|wpa2?|ntlm|nt|lm)\b|ntds|shadow|pentest"
    r"|jeton|clé|schlüssel|clave|contraseña|mot\s+de\s+passe|kennwort|senha|парол)"
)
_CLAUSE_END: Final = re.compile(r"[.;!?](?:\s|$)|\n")


def _named_digest(text: str, start: int) -> bool:
    head = text[max(0, start - 100) : start]
    ends = list(_CLAUSE_END.finditer(head))
    if ends:
        head = head[ends[-1].end() :]
    return _DIGEST_WORDS.search(head) is not None and _CREDENTIAL_WORDS.search(head) is None


def digests(text: str) -> Iterator[tuple[int, int]]:
    """Spans of ``text`` holding the digests and identifiers the module's docstring lists."""
    if not has_run(text, _HEX, 16):
        return
    if "-" in text:
        # (its 32 hex digits, after ``xx-``, are a run of their own: tried 3 places before)
        at = [s - 3 for s in run_starts(text, _LOWER_HEX, 32) if s >= 3]
        yield from (m.span() for m in matches(_TRACEPARENT, text, at))
    for m in matches(_HEX_VALUE, text, run_starts(text, _HEX, 16)):  # (a match starts a run)
        if _named_digest(text, m.start()):
            yield m.span()
