"""Values in a secret's place that the line itself shows to be no secret (fix fp24, pure), read
by ``secrets._disclaimed`` for every rule, by class (rounds 86-88's first-sight false positives):

- a login whose password is a placeholder in capitals the line asks to replace
  (``curl -u admin:PASSWORD https://… (replace PASSWORD with yours)``): the word is a name for
  the reader's own password, written as ``<user>:<CAPITALS>``;
- a fake fixture: the value or the name it is set under says it is fake or no real token
  (``FAKE_SLACK_URL=https://hooks.slack.com/services/TFAKE/BFAKE/notarealtoken``);
- a file digest: hex of a digest's length right after the path of a system's account file
  (``/etc/passwd``, ``/etc/shadow``), in a line that calls it a checksum, hash or integrity
  baseline: the digest of the file, not a password;
- a contact-record id: a value called the key of an interaction, call, case, ticket or record
  (``Interaction key 1qpv3vG… from Verint for the QA dispute``), with no secret's word (token,
  API, password…) in the line; "API key <v>", "routing key <v>" and "primary key <v>" stay keys;
- an age recipient (``age1…`` in lower case): age's public key; its secret form is
  ``AGE-SECRET-KEY-1…``.
"""

from __future__ import annotations

import re
from typing import Final

_PLACEHOLDER_LOGIN: Final = re.compile(r"[^\s:]{1,40}:(?P<p>[A-Z][A-Z_]{2,30})")
"""``user:PASSWORD``: the password part is a name in capitals."""
_REPLACE: Final = re.compile(
    r"(?i:\b(?:replace|substitute|swap|fill\s+in|put|use|enter|insert)\b[^\n]{0,30}?\b"
    r"(?P<w>[A-Z][A-Z_]{2,30})\b[^\n]{0,12}\b(?:with|by|for)\b)"
)
"""``replace PASSWORD with yours``, ``substitute TOKEN with the real one``."""
_FAKE: Final = re.compile(
    r"(?i:fake|not[\-_]?a[\-_]?real|notreal|not[\-_]real|dummy[\-_]?(?:token|secret|key|value))"
)
"""A value or name that says it is fake."""
_FAKE_WORDS: Final = ("fake", "not", "dummy")


def _says_fake(value: str) -> bool:
    """``_FAKE`` written as a word (``fake``, ``FAKE``, ``Fake``, ``notAReal``), not letters of a
    random value that spell it in mixed case (``…WKhkouJFc29dwDED9EFJfAkeDG…``)."""
    if value.isascii() and not any(w in value.lower() for w in _FAKE_WORDS):
        return False  # (every branch of ``_FAKE`` holds one, lower-cased)
    for m in _FAKE.finditer(value):
        w = m.group()
        if len(w) > 4 or w.islower() or w.isupper() or (w[0].isupper() and w[1:].islower()):
            return True  # the longer forms never come by chance
    return False


_NAME_BEFORE: Final = re.compile(r"(?P<n>[A-Za-z_][\w.\-]{1,60})\s*[:=]\s*['\"]?$")
_DIGEST_LENGTHS: Final = frozenset({32, 40, 56, 64, 96, 128})
_ACCOUNT_FILE: Final = re.compile(
    r"(?<![\w/])(?:/[\w.\-]+)*/(?:passwd|shadow|gshadow|group|master\.passwd|opasswd|sudoers)"
    r"\s*(?:[:=]|\bis\b|\bwas\b|\bhas\b)?\s*$"
)
"""The path of a system's account file (``/etc/passwd``, ``/etc/shadow``) right before the value:
the files hold many accounts, so one digest after the path is the file's, not a password (a file
that holds one key, ``/etc/ntp.keys``, ``~/.token``, is left to the rules)."""
_DIGEST_WORD: Final = re.compile(
    r"(?i:\b(?:integrity|checksums?|hash(?:es)?|digests?|md5(?:sum)?|sha-?(?:1|224|256|384|512)"
    r"(?:sum)?|baselines?|aide|tripwire|fim)\b)"
)
_DIGEST_COMMAND: Final = re.compile(
    r"(?i:\b(?:sha(?:1|224|256|384|512)sum|md5sum|shasum|b2sum|get-filehash|certutil\s+-hashfile)\b)"
)
"""A command that prints a file's digest."""
_RECORD_KEY: Final = re.compile(
    r"(?i:\b(?:interaction|call|case|ticket|record|recording|contact|conversation|chat|transcript"
    r"|segment|evaluation)[\s_\-]key\s*(?:id\s*)?[:=#]?\s*$)"
)
"""The value is named as a contact record's key (``Interaction key``, ``case key:``)."""
_SECRET_WORDS: Final = re.compile(
    r"(?i:\b(?:api|auth\w*|tokens?|secrets?|passw\w*|pw|pwd|credentials?|bearer|signing"
    r"|private|access|session|license|licence|login|webhook|routing|primary|secondary)\b)"
)
_AGE_RECIPIENT: Final = re.compile(r"age1[0-9a-z]{50,70}")
"""An age recipient: ``age1`` and a lower-case bech32 body (a writer's may stray off bech32)."""


def _name_before(line: str, end: int) -> re.Match[str] | None:
    """``_NAME_BEFORE.search(line, 0, end)``: its match ends the text with ``[:=]``, spaces and a
    quote at most, so a text ending otherwise is not searched (the search tries every start)."""
    head = line[:end]
    if head.endswith(("'", '"')):
        head = head[:-1]
    if not head.rstrip().endswith((":", "=")):
        return None
    return _NAME_BEFORE.search(line, 0, end)


def _line(text: str, start: int, end: int) -> tuple[int, str]:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return line_start, text[line_start : None if line_end < 0 else line_end]


def benign_value(text: str, rule: str, start: int, end: int) -> bool:
    """Whether the value at ``[start, end)`` of ``text`` is one of the module's classes."""
    del rule  # each class reads the value and its line, whatever rule found it
    value = text[start:end].strip("\"'`")
    if _AGE_RECIPIENT.fullmatch(value):
        return True
    line_start, line = _line(text, start, end)
    login = _PLACEHOLDER_LOGIN.fullmatch(value)
    if login is not None:
        replace = _REPLACE.search(line)
        if replace is not None and replace["w"] == login["p"]:
            return True
    if _says_fake(value):
        return True
    name = _name_before(line, start - line_start)
    if name is not None and _FAKE.search(name["n"]):
        return True
    before = line[: start - line_start]
    if (
        len(value) in _DIGEST_LENGTHS
        and all(c in "0123456789abcdefABCDEF" for c in value)
        and _DIGEST_WORD.search(line)
    ):
        path = _ACCOUNT_FILE.search(before)
        if path is not None and not _SECRET_WORDS.search(before[: path.start()]):
            return True
        if _DIGEST_COMMAND.search(line) and not _SECRET_WORDS.search(
            _DIGEST_COMMAND.sub("", before)
        ):
            return True  # sha256sum <file> = <hex>: a file's digest, whatever the file is called
    # (every ``_RECORD_KEY`` match holds ``key``: an ASCII text without it has none)
    record = (
        None if before.isascii() and "key" not in before.lower() else _RECORD_KEY.search(before)
    )
    if record is not None:
        rest = line[: record.start()] + line[record.end() :].replace(value, " ")
        if not _SECRET_WORDS.search(rest):
            return True
    return False
