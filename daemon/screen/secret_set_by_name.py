"""Secrets set under their name by code or a command (pure):

- code that stores a literal under a secret-named key (``os.environ["X_TOKEN"] = "<v>"``,
  ``ENV['DB_PASSWORD'] = '<v>'``, ``os.environ.setdefault("API_KEY", "<v>")``,
  ``setenv("X_SECRET", "<v>")``, ``define('AUTH_KEY', '<v>')``): a UUID counts there, and so
  does a salt or key of a framework's settings full of punctuation;
- a command that stores a secret (``gh secret set X --body <v>``, ``fly secrets set X=<v>``,
  ``kubectl create secret generic s --from-literal=x=<v>``, ``heroku config:set X_KEY=<v>``):
  what such a command stores is a secret whatever its name, once it reads as key material;
- Windows' ``setx X_PW <v>`` under a secret's name (session 27).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .key_names import words
from .key_words import STRONG, WEAK
from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import has_any, index_of, lowered
from .secret_service_named import key_material
from .secret_terse_logins import chosen_password
from .secret_values import placeholder, random_like
from .secret_values_placeholders import variable
from .secret_values_shapes import UUID, entropy

_CODE_SET: Final = re.compile(
    r"(?:\[\s*(?P<q1>[\"'])(?P<n1>[A-Za-z_][\w.\-]{1,60})(?P=q1)\s*\]\s*=|"
    r"\b(?:setdefault|setenv|putenv|define|setProperty|Setenv|set)\s*\(\s*"
    r"(?P<q2>[\"'])(?P<n2>[A-Za-z_][\w.\-]{1,60})(?P=q2)\s*,)\s*"
    r"(?P<q3>[\"'])(?P<v>[^\"'\n]{8,200})(?P=q3)"
)
_SETTING_SECRET: Final = frozenset(("salt", "salts", "key", "keys", "secret", "nonce"))
"""Setting names whose value is a framework's secret (``AUTH_SALT``, ``SECURE_AUTH_KEY``)."""
_SECRET_COMMAND: Final = re.compile(
    r"(?i:\b(?:secrets?[ \t]+(?:set|put|add|create)|secrets?:set|config:set|env[ \t]+add"
    r"|create[ \t]+secret[ \t]+\w+|kv[ \t]+put|put-parameter))\b(?P<args>[^\n;|&]{1,300})"
)
_COMMAND_NEEDLES: Final = ("secret", "config:set", "env", "kv", "put-parameter")
"""Every secrets command holds one of these (lower-cased): the gate before the pattern."""
_COMMAND_VALUE: Final = re.compile(
    r"(?:--(?:body|value|secret-string|from-literal(?:=|\s+)[\w.\-]+)|-b)(?:=|[ \t]+)"
    r"(?P<q>['\"]?)(?P<v>[^\s'\"]{8,})(?P=q)"
    r"|(?<![\w\-])[A-Za-z_][\w.]*=(?P<q2>['\"]?)(?P<w>[^\s'\"]{8,})(?P=q2)"
)


def _secret_name(name: str) -> bool:
    ws = words(name)
    return bool(ws) and (ws[-1] in STRONG or ws[-1] in WEAK or ws[-1] in _SETTING_SECRET)


def _literal_secret(value: str) -> bool:
    if placeholder(value) or variable(value) or "://" in value:
        return False
    if UUID.fullmatch(value) or random_like(value) or chosen_password(value):
        return True
    return len(value) >= 32 and entropy(value) >= 4.5  # a salt full of punctuation


_SETX: Final = re.compile(
    r"(?i:\bsetx)[ \t]+(?P<n>[A-Za-z_]\w{1,60})[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"']{8,200})(?P=q)"
    r"(?=\s|$)"
)
"""Windows' ``setx NAME value``: a variable set with a space where others write ``=``."""
_FROM_CODE_SET: Final = FromNeedles(_CODE_SET)
_FROM_SECRET_COMMAND: Final = FromNeedles(_SECRET_COMMAND)


def set_by_name(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Secrets set under their name (see the module's docstring)."""
    lower = lowered(text)
    index = index_of(lower)  # the patterns from their needles' positions (``FromNeedles``)
    code = "[" in text or "(" in text
    for m in _FROM_CODE_SET.finditer(text, index) if code else ():
        name = m.group("n1") or m.group("n2") or ""
        start, end = m.span("v")
        if covered(start, end) or not _secret_name(name):
            continue
        if _literal_secret(m.group("v")):
            yield "secret-assignment", start, end
    if "setx" in lower:
        for m in _SETX.finditer(text):
            start, end = m.span("v")
            if not covered(start, end) and _secret_name(m["n"]) and _literal_secret(m["v"]):
                yield "secret-assignment", start, end
    if not has_any(lower, _COMMAND_NEEDLES):
        return
    for m in _FROM_SECRET_COMMAND.finditer(text, index):
        base = m.start("args")
        for a in _COMMAND_VALUE.finditer(m.group("args")):
            group = "v" if a.group("v") is not None else "w"
            value = a.group(group)
            start, end = base + a.start(group), base + a.end(group)
            if covered(start, end) or placeholder(value) or variable(value):
                continue
            if key_material(value) or chosen_password(value):
                yield "secret-assignment", start, end
