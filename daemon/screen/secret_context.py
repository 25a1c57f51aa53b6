"""What the layers of the credential screen share (pure): what the words around a value say of
it (``key_names.judge`` over the name before it, no-secret words near it, a password name), the
spans an earlier layer took, and a rule with its gate.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .key_names import judge, words
from .key_words import STRONG, WEAK
from .prefilter import FoldGated
from .secret_gate import Gated
from .secret_rules import GATE_HAS, GATE_KEEP, GATE_REACH, GATE_STARTS, SECRET_WORD
from .secret_values import NOT_SECRET_CONTEXT


def with_gate(pattern: re.Pattern[str]) -> Gated:
    """A rule with the gate ``secret_rules`` gives it (substrings, reach, start needles)."""
    return Gated(
        pattern,
        GATE_HAS.get(pattern, ()),
        GATE_REACH.get(pattern),
        GATE_STARTS.get(pattern),
        GATE_KEEP.get(pattern),
    )


Covered = Callable[[int, int], bool]
"""Whether a span is already taken by an earlier layer's match (its judging can be skipped: an
overlapping match is dropped whatever it is)."""


def whole_words(text: str, start: int, end: int) -> str:
    """``text[start:end]`` without a word cut at either edge: a window of ``Ingrid pasted …``
    must not read ``id pasted …`` (an id is no key)."""
    end = min(end, len(text))
    if 0 < start < end and text[start - 1].isalnum() and text[start].isalnum():
        while start < end and text[start].isalnum():
            start += 1
    if start < end < len(text) and text[end].isalnum() and text[end - 1].isalnum():
        while end > start and text[end - 1].isalnum():
            end -= 1
    return text[start:end]


def never(start: int, end: int) -> bool:
    return False


PASSWORD_NAME: Final = re.compile(
    r"(?i:pass(?:word|wd|phrase)?|pwd|kennwort|passwort|contrase[ñn]a|clave|senha|mot\s+de\s+passe"
    r"|парол|wachtwoord|has[lł]o|[şs]ifre|/rp\b|/user:|\s-[pPw]\s*['\"]?$|\s-[pPw]\s)"
    r"|密码|密碼|口令|パスワード|비밀번호|패스워드|암호"
)
"""The text of a match before its value names a password: a chosen password counts
(``human_password``), not only a random-looking one."""
CLAUSE_END: Final = re.compile(r"\n|;|\.\s")
"""A secret word after a value names it only within its clause (``AC…; the auth token is …``)."""


NOT_SECRET_WORDS: Final = FoldGated(NOT_SECRET_CONTEXT)
SECRET_WORDS: Final = FoldGated(SECRET_WORD)


def context(text: str, start: int, end: int, vendor: bool = False) -> int:
    """What the name before the value at ``[start, end)`` says of it (``key_names.judge``); a
    name with an aside between it and the value (``PAT for X (scopes: …): <v>``) reaches
    further back."""
    reach = 160 if ")" in text[max(0, start - 40) : start] else 80
    line_start = text.rfind("\n", max(0, start - reach), start) + 1
    after = CLAUSE_END.split(text[end : end + 60], maxsplit=1)[0]
    return judge(text[max(line_start, start - reach) : start], after, vendor)


_OTHER_VALUE: Final = re.compile(
    r"(?<![A-Za-z0-9_\-])(?=[A-Za-z_\-]{0,40}\d)[A-Za-z0-9_\-+/=]{12,}(?![A-Za-z0-9_\-])"
)


def after_other_value(window: str) -> str:
    """The part of ``window`` after the last value of its own (12+ characters with a digit, no
    underscore): the words before that value name it, not what follows (``Client ID <id>,
    Client Secret``, ``access id <id> key``)."""
    if not any(c.isdigit() for c in window):
        return window
    last = None
    for m in _OTHER_VALUE.finditer(window):
        if "_" not in m.group():  # api_key_sha256, token_sha256: a name, not a value
            last = m
    return window if last is None else window[last.end() :]


def named_not_secret(text: str, start: int, end: int, reach: int = 24) -> bool:
    """Whether the words before the secret word at ``[start, end)`` describe no secret (a word
    qualified into a name, ``public key``, ``cache key``, is ``key_names``' part); words before
    another value name that value."""
    window = after_other_value(text[max(0, start - reach) : end])
    return bool(NOT_SECRET_WORDS.search(window))


_DOTTED_NAME: Final = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+")
_RUN_REACH: Final = 200


def code_or_resource(text: str, start: int, end: int) -> bool:
    """Whether the value at ``[start, end)`` is code or names a resource, not a credential: the
    tail of an ARN (``arn:aws:secretsmanager:…:secret:prod/api/db-oJ4dvi``), a qualified name
    called (``PKCS12KeyStore.engineLoad(``, a stack frame), or the subscript of a name (a task
    id in a log line: ``tasks.send_password_reset[067e8ec4-…]``)."""
    run = start
    floor = max(0, start - _RUN_REACH)
    while run > floor and not text[run - 1].isspace() and text[run - 1] not in "\"'`(<[{,;=":
        run -= 1
    if text.startswith(("arn:", "ARN:"), run):
        return True
    after = text[end : end + 1]
    if after == "(" and _DOTTED_NAME.fullmatch(text, start, end):
        return True
    return (
        after == "]"
        and start >= 2
        and text[start - 1] == "["
        and (text[start - 2].isalnum() or text[start - 2] == "_")
    )


_IDENTIFIER: Final = re.compile(r"[A-Za-z]+(?:[_\-][A-Za-z]+)+|[a-z]+(?:[A-Z][a-z]+)+")


def secret_variable(value: str) -> bool:
    """A name made of words, one of them a secret word (``app_password``, ``dbSecret``): a
    variable that holds the secret (``PASSWORD :'app_password'``, a psql variable), not it."""
    return _IDENTIFIER.fullmatch(value) is not None and any(
        w in STRONG or w in WEAK for w in words(value)
    )
