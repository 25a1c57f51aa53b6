"""Secrets set under a field the sentence names (pure), where the other layers read the name as
the field's, not the value's:

- a field named in quotes by a secret word (not a JSON / YAML key: ``"password": …`` is read
  by the other layers), then, in the same clause and before any other quoted name, a verb and
  the value (``The 'secret' field in the payments config is <random>``, ``Im Feld 'password'
  der Staging-Konfiguration steht <password>``): a random-looking value, or a password a
  person chose when the name says password. A sentence about the field with no value (``the 'secret'
  column holds the MFA flag``, ``the 'token' attribute is really the cursor``) has no match;
- a private member of a JSON Web Key (``d``, ``p``, ``q``, ``dp``, ``dq``, ``qi``; ``k`` of a
  symmetric ``oct`` key) where the text names a JWK or the private exponent: the public members
  (``n``, ``e``, ``x``, ``y``) stay public.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import CLAUSE_END, Covered
from .secret_gate import FromNeedles
from .secret_references import reference
from .secret_values import human_password, placeholder, random_like
from .secret_values_placeholders import variable

_QUOTED_NAME: Final = re.compile(r"[\"'‘“«`](?P<n>[A-Za-z_][\w.\-]{1,40})[\"'’”»`]")
_SECRET_FIELD: Final = re.compile(
    r"(?i:(?:^|[_.\-])(?:secret|password|passwd|passphrase|pwd|token|api[_\-]?key|apikey"
    r"|private[_\-]?key|secret[_\-]?key|access[_\-]?key|signing[_\-]?key|client[_\-]?secret"
    r"|passwort|kennwort|contrase[ñn]a|senha|motdepasse)$)"
)
_FIELD_NEEDLES: Final = re.compile(
    r"(?i:secret|pass|pwd|token|key|kennwort|contrase|senha|motdepasse)[\w.\-]{0,40}[\"'’”»`]"
)
"""A secret word closing a quoted name (a cheap first look for ``_SECRET_FIELD``)."""
_FROM_FIELD_NEEDLES: Final = FromNeedles(_FIELD_NEEDLES)
"""``_FIELD_NEEDLES`` tried only where one of its words occurs (``secret_gate.FromNeedles``): a
search of the case-insensitive alternation tries every branch at every position (~0.2 ms on a
2,200-character memory), a few substring tests find the same matches."""
_PASSWORD_FIELD: Final = re.compile(r"(?i:pass|pwd|kennwort|contrase|senha)")
_FIELD_VALUE: Final = re.compile(
    r"(?i:(?:\bis\b|\bwas\b|\bist\b|\bsteht\b|\blautet\b|\bes\b|\best\b|\bé\b|\bè\b|是|は|는|это))"
    r"\s*[\"'`]?(?P<v>[^\s\"'`,;]{8,100})"
)
_KEY_SIGN: Final = re.compile(r"\s*[:=]")
"""A quoted name right before ``:`` or ``=`` is a key of JSON / YAML, which other layers read."""
_QUOTES: Final = "\"'‘’“”«»`"
_JWK_WORDS: Final = re.compile(r"(?i:\bjwks?\b|json\s+web\s+key|\"kty\"|private\s+exponent)")
_JWK_NEEDLES: Final = ("JWK", "jwk", "Jwk", "kty", "exponent", "JSON Web", "json web")
_JWK_PRIVATE: Final = re.compile(
    r"(?:[\"'](?:d|p|q|dp|dq|qi|k)[\"']\s*:\s*|\b(?:exponent|member)\s+d\s*[:=]?\s*)"
    r"[\"']?(?P<v>[A-Za-z0-9_\-]{40,})"
)


def _field_values(text: str, covered: Covered) -> Iterator[tuple[str, int, int]]:
    for m in _QUOTED_NAME.finditer(text):
        name = m.group("n")
        if not _SECRET_FIELD.search(name):
            continue
        if _KEY_SIGN.match(text, m.end()):
            continue
        rest = text[m.end() : m.end() + 90]
        clause = CLAUSE_END.split(rest, maxsplit=1)[0]
        quote = min((i for i in (clause.find(q) for q in _QUOTES) if i >= 0), default=len(clause))
        for v in _FIELD_VALUE.finditer(clause):
            if v.start() > quote:
                break  # a verb after the next quoted thing (another field) is not this field's
            value = v.group("v").rstrip(".)")
            start = m.end() + v.start("v")
            end = start + len(value)
            if placeholder(value) or reference(value) or variable(value) or covered(start, end):
                continue
            chosen = _PASSWORD_FIELD.search(name) is not None and human_password(value)
            if random_like(value) or chosen:
                yield "secret-field-value", start, end
                break


def field_values(text: str, covered: Covered) -> Iterator[tuple[str, int, int]]:
    """Matches of the two kinds the module's docstring lists."""
    quoted = "'" in text or '"' in text or "‘" in text or "“" in text or "«" in text or "`" in text
    if quoted and _FROM_FIELD_NEEDLES.alone(text):
        yield from _field_values(text, covered)
    if any(w in text for w in _JWK_NEEDLES) and _JWK_WORDS.search(text):
        for m in _JWK_PRIVATE.finditer(text):
            if not covered(*m.span("v")):
                yield "jwk-private-member", *m.span("v")
