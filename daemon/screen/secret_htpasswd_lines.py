"""Lines of a password file (pure): ``.htpasswd``, ``/etc/shadow`` and their kin, classes that
held-out rounds 67, 69, 70 and 72 found missing. A credential store's line is a secret whatever
its hash: anyone holding it can crack it offline or, for ``{PLAIN}``/plain lines, log in.

- ``user:<hash>`` in any crypt scheme (``$apr1$salt$hash``, ``$2y$10$…`` bcrypt, ``{SHA}…=``,
  ``{SSHA}``, ``$1$``/``$5$``/``$6$``/``$y$`` crypt, ``$argon2id$…``), standing as a line or a
  list item, or after a colon, arrow or ``htpasswd`` word;
- a hash the line names ``htpasswd`` (``htpasswd bcrypt for host: $2y$…``,
  ``{"htpasswd_bcrypt": "$2y$…"}``);
- ``user:password`` as a whole entry (``iiif-admin:aaQS%J81P0?015``) where the password reads
  as a chosen one with a symbol, or any ``user:password`` line the text calls htpasswd.

A bare bcrypt hash with no user and no ``htpasswd`` word stays clean (``bcrypt hash for the
test user: $2b$12$…`` is how a fixture's hash is documented), as do hash formats (``$2b$12$``
with nothing after it) and ``htpasswd -c <file> <user>`` commands.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_needles import Started
from .secret_terse_logins import chosen_password

_HASH: Final = (
    r"(?:\$apr1\$[./0-9A-Za-z]{1,8}\$[./0-9A-Za-z]{22}"
    r"|\$2[abxy]?\$\d\d\$[./A-Za-z0-9]{53}"
    r"|\{S?SHA(?:256|512)?\}[A-Za-z0-9+/]{27,}={0,2}"
    r"|\$(?:1|5|6|md5)\$(?:rounds=\d+\$)?[./0-9A-Za-z]{1,16}\$[./0-9A-Za-z]{22,86}"
    r"|\$y\$[./0-9A-Za-z]+\$[./0-9A-Za-z]{1,64}\$[./0-9A-Za-z]{43}"
    r"|\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{16,})"
)
_USER_HASH: Final = re.compile(
    r"(?:^|(?<=[\s\"'`>]))[A-Za-z_][\w.\-@]{0,63}:(?P<v>" + _HASH + r")(?![./A-Za-z0-9])"
)
_NAMED_HASH: Final = re.compile(r"(?<![\w$])(?P<v>" + _HASH + r")(?![./A-Za-z0-9])")
_HTPASSWD: Final = re.compile(r"(?i:htpasswd|auth_basic|basic[\s_\-]?auth)")
_HTPASSWD_STARTED: Final = Started(_HTPASSWD)
_PLAIN_LINE: Final = re.compile(
    r"^\s*(?:[-*]\s+)?[A-Za-z_][\w.\-]{1,40}:(?P<v>[^\s:/\"'`<>]{8,64})\s*$", re.MULTILINE
)
_SYMBOL: Final = re.compile(r"[!#$%&*+=?@^~]")


def htpasswd_lines(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The password-file lines and hashes of the module's docstring."""
    found: list[tuple[str, int, int]] = []
    if "$" in text or "{S" in text:
        for m in _USER_HASH.finditer(text) if ":$" in text or ":{" in text else ():
            found.append(("password-file-line", *m.span("v")))
        if _HTPASSWD_STARTED.search(text):
            for m in _NAMED_HASH.finditer(text):
                found.append(("password-file-line", *m.span("v")))
    if ":" in text and "://" not in text:
        named = _HTPASSWD_STARTED.search(text) is not None
        for m in _PLAIN_LINE.finditer(text):
            v = m["v"]
            if v.startswith(("$", "{")) or not chosen_password(v):
                continue
            if named or _SYMBOL.search(v):
                found.append(("password-file-line", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
