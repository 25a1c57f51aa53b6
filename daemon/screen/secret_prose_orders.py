"""Passwords in prose in word orders the other prose rules do not read (pure; session 23, helper
sec23):

- the value before the word: ``X a mis <pw> comme mot de passe``, ``hat <pw> als Passwort
  gesetzt``, ``usó <pw> como contraseña``, ``satte <pw> som lösenord``;
- a change told by its verb: ``heeft het wifi-wachtwoord … veranderd in <pw>``, ``Passwort …
  geändert auf <pw>``, ``mot de passe … changé en <pw>``, ``lösenordet … ändrat till <pw>``;
- a copula after a long place (``La password dell'admin su <host> on <box> è <pw>``): only a
  copula no English sentence has (``è``, ``est``, ``ist``, ``es``, ``är``, ``jest``);
- Swedish ``lösen för X: <pw>`` (the everyday short word for a password);
- a ``user:password`` pair right after ``creds``/``credentials``/``login`` (``radar creds
  admin:<pw>``; the shape is ``secret_login_words.login_pairs``) and a password under a
  credential file's key (``netrc = <pw>``).

Each value must read as a password (``secret_cued_values.valued``): letters with digits, or a
random mix of cases; words and paths never do.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import lowered
from .secret_context import Covered, never
from .secret_cued_values import shared_index, valued
from .secret_gate import FromNeedles
from .secret_login_words import login_pairs

_PW_WORDS: Final = (
    r"(?:mot[ \t]+de[ \t]+passe|password|contrase[ñn]a|senha|wachtwoord|passwort|kennwort"
    r"|l[öo]senord(?:et)?|passord(?:et)?|adgangskode(?:n)?|has[łl]o|heslo|salasana|parola"
    r"|lozinka)"
)
_STEMS: Final = (
    "passe", "password", "contrase", "senha", "wachtwoord", "passwort", "kennwort", "senord",
    "passord", "adgangskode", "hasło", "haslo", "heslo", "salasana", "parola", "lozinka",
)  # fmt: skip
"""Every ``_PW_WORDS`` match holds one, lower-cased."""

_AS_WORD: Final = re.compile(
    r"(?<=[ \t])(?i:comme|como|come|als|som|jako|kao)[ \t]+"
    r"(?i:(?:le|la|el|o|a|het|de|das|die|il|nouveau|nouvel|neues|neue|nieuw|nieuwe|nya|nytt"
    r"|nuevo|nueva|nova|novo|nuova|nuovo|new)[ \t]+){0,2}(?i:" + _PW_WORDS + r")\b"
)
_TOKEN_BEFORE: Final = re.compile(r"['\"`]?(?P<v>[^\s'\"`]{8,64})['\"`]?$")

_CHANGED: Final = re.compile(
    r"(?i:" + _PW_WORDS + r"\w*)[^\n.;:]{0,80}?[ \t]"
    r"(?i:(?:veranderd|gewijzigd|aangepast)[ \t]+in|ge[äa]ndert[ \t]+(?:in|auf|zu)"
    r"|(?:chang|modifi)[ée]e?[ \t]+en|cambiat[ao][ \t]+(?:in|a|con)|cambiad[ao][ \t]+a"
    r"|(?:[äa]ndrat|bytt)[ \t]+till|(?:endret|[æe]ndret)[ \t]+til|zmienion[eya][ \t]+na"
    r"|(?:alterad|mudad)[ao][ \t]+para)"
    r"[ \t]+['\"`]?(?P<v>[^\s'\"`,;]{8,64})"
)
_COPULA: Final = re.compile(
    r"(?i:" + _PW_WORDS + r"\w*)[^\n.;:=]{0,80}?[ \t](?:è|é|est|ist|es|är|jest)[ \t]+"
    r"(?:(?i:ancora|encore|immer[ \t]+noch|todav[íi]a|fortfarande)[ \t]+)?"
    r"['\"`]?(?P<v>[^\s'\"`,;]{8,64})"
)
_LOSEN: Final = re.compile(
    r"(?i:\blösen[ \t]+(?:för|till|på|till)\b)[^\n:=]{0,60}[:=][ \t]*['\"`]?(?P<v>[^\s'\"`]{8,64})"
)
_FILE_KEY: Final = re.compile(
    r"(?i:\b(?:netrc|pgpass)\b)['\"]?[ \t]*[:=][ \t]*['\"]?(?P<v>[^\s'\"`~]{8,64})(?![^\s'\"`])"
)


def _password_like(value: str, strong: bool) -> bool:
    """``valued``; after a strong cue (a verb of change, ``as password``) also a mix of two
    upper-case letters with a symbol or a digit (``VCpNMYEwKR-PL``)."""
    if "@" in value and "." in value.rsplit("@", 1)[1]:
        return False  # user:pw@host.domain: a URL's user info, read by the URL rules
    if valued(value):
        return True
    if not strong or len(value) < 8 or value[0] in "$%{</~" or "://" in value:
        return False
    uppers = sum(c.isupper() for c in value)
    marks = sum(not c.isalpha() for c in value)
    return uppers >= 2 and marks >= 1 and any(c.islower() for c in value)


_VERBS: Final = (
    "veranderd", "gewijzigd", "aangepast", "ndert", "chang", "modifi", "cambia", "ndrat",
    "bytt", "ndret", "zmienion", "alterad", "mudad",
)  # fmt: skip
"""Every ``_CHANGED`` match holds one, lower-cased."""
_COPULAS: Final = (" è ", " é ", " est ", " ist ", " es ", " är ", " jest ")
_AS_WORDS: Final = ("comme ", "como ", "come ", "als ", "som ", "jako ", "kao ")
_FROM_AS_WORD: Final = FromNeedles(_AS_WORD)
_FROM_CHANGED: Final = FromNeedles(_CHANGED)
_FROM_COPULA: Final = FromNeedles(_COPULA)
_FROM_LOSEN: Final = FromNeedles(_LOSEN)
_FROM_FILE_KEY: Final = FromNeedles(_FILE_KEY)


def _candidates(text: str, lower: str) -> Iterator[tuple[str, int, int]]:
    index = shared_index(lower)
    rules: list[tuple[FromNeedles, bool]] = []
    if any(stem in lower for stem in _STEMS):
        if any(w in lower for w in _AS_WORDS):
            for m in _FROM_AS_WORD.finditer(text, index):
                before = _TOKEN_BEFORE.search(text, max(0, m.start() - 71), m.start() - 1)
                if before is not None and _password_like(before["v"], True):
                    yield "password-in-prose", *before.span("v")
        if any(v in lower for v in _VERBS):
            rules.append((_FROM_CHANGED, True))
        if any(c in lower for c in _COPULAS):
            rules.append((_FROM_COPULA, False))
    if "lösen" in lower:
        rules.append((_FROM_LOSEN, True))
    for rule, strong in rules:
        for m in rule.finditer(text, index):
            yield from _tested(m, strong)
    for m in login_pairs(text, index):  # the shape is secret_login_words'
        yield from _tested(m, False)
    for m in _FROM_FILE_KEY.finditer(text, index):
        yield from _tested(m, False)


def _tested(m: re.Match[str], strong: bool) -> Iterator[tuple[str, int, int]]:
    value = m["v"].rstrip(".")
    if _password_like(value, strong):
        yield "password-in-prose", m.start("v"), m.start("v") + len(value)


def prose_orders(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The passwords of the module docstring."""
    for rule, start, end in _candidates(text, lowered(text)):
        if not covered(start, end):
            yield rule, start, end
