"""Passwords in prose that the password-word rules miss (pure):

- a misspelled or short password word (``pasword``, ``pssword``, ``passwrd``, ``Passwrt``,
  ``pw``, ``pwd``, ``pass``) or one in German, French or Polish, then a connector (``is``,
  ``lautet``, ``est``, ``jest``, ``:``, ``=``) up to a few words later;
- the password word and its value separated by an aside in dashes or parentheses
  (``the password -- which … -- for the X user is <pw>``);
- a chat question and its answer (``what's the VPN pw again? -- <pw>``);
- a login changed in place (``the X login is now <pw>``, ``it's <pw> now`` after a reset);
- ``<user> / <pw> as its login``;
- a token, ``jeton``, ``clave``… then ``es``/``est``/``lautet``/``is`` and a random value.

The value must read as a chosen or generated password (``secret_terse_logins.chosen_password``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .key_names import NOT_SECRET
from .secret_context import Covered, context, named_not_secret, never
from .secret_gate import FromNeedles
from .secret_needles import has_any, index_of, lowered
from .secret_terse_logins import chosen_password
from .secret_values import human_password, random_like
from .secret_values_passwords import kdf_name

_WORD: Final = (
    r"(?:pa?s?s?wo?r[dt]s?|pss?word|passwd|pwd?|pass|passphrase|passcode|kennwort|passwort"
    r"|mot\s+de\s+passe|mdp|contrase(?:ñ|n)a|senha|has(?:ł|l)o|wachtwoord|lösenord|salasana)"
)
_MISSPELLED: Final = r"(?:pasword|pssword|passwrd|passwrt|paswort|pw|pwd)"
"""Misspelled or short words, taken with the value right after them (``pasword Xy7…``)."""
_ASIDE_REQUIRED: Final = r"(?:\s*(?:--|—|–)[^\n]{1,200}?(?:--|—|–)|\s*\([^()\n]{1,200}\))"
_ASIDE: Final = r"(?:\s*(?:--|—|–)[^\n]{1,200}?(?:--|—|–)|\s*\([^()\n]{1,200}\))?"
_VALUE: Final = r"['\"`]?(?P<v>[^\s\"'`,;]{8,64})"
_NAMED: Final = re.compile(
    r"(?i:(?<![\w\-])" + _WORD + r"(?![\w\-])" + _ASIDE + r"[^\n.;!?{}\[\]\"'<>]{0,110}?"
    r"(?:\s(?:is|was|are|lautet|ist|est|es|é|jest)(?:\s+(?:now|still|literally|just|simply"
    r"|jetzt|nun|maintenant|teraz|agora|ahora))?\s+|\s*[:=]\s*|\s+(?:→|->)\s+"
    r"|\s(?:passou\s+a\s+ser|passa\s+a\s+ser|pas[óo]\s+a\s+ser|(?:foi|fue|a\s+été)\s+"
    r"(?:alterad[ao]|mudad[ao]|trocad[ao]|redefinid[ao]|cambiad[ao]|changée?|modifiée?)\s+"
    r"(?:para|a|por|en)|mudou\s+para|cambi[óo]\s+a|est\s+devenu|wurde\s+(?:auf|zu)"
    r"|ficou|será|sera|ser[áa]|agora\s+é|ahora\s+es)\s+))" + _VALUE
)
_ADJACENT: Final = re.compile(
    r"(?i:(?<![\w\-])(?:"
    + _MISSPELLED
    + r"(?![\w\-])\s*|"
    + _WORD
    + r"(?![\w\-])"
    + _ASIDE_REQUIRED
    + r"\s*))"
    + _VALUE
)
"""A password word (misspelled, short or foreign), an optional aside, a connector, the value."""
_PLAIN_WORD_ONLY: Final = re.compile(r"(?i:pass(?:wor[dt]|phrase)s?\s*[:=]\s*['\"`]?)")
_CHAT: Final = re.compile(
    r"(?i:(?<![\w\-])" + _WORD + r"(?![\w\-])[^\n?]{0,40}\?\s*(?:--|—|–|->|→|:)?\s*)" + _VALUE
)
"""``what's the FTP pw again? -- <pw>``: a question about a password, then the answer."""
_TOKEN_FOREIGN: Final = re.compile(
    r"(?i:(?<![\w\-])(?:token|jeton|clave|chave|klucz|schlüssel|sleutel|nyckel)(?![\w\-])"
    r"[^\n.;!?{}\[\]\"'<>]{0,80}?\s(?:es|est|lautet|ist|é|è|jest|är|er)\s+)" + _VALUE
)
"""``el token de la API de X es <v>``: a token named in a sentence, a random value."""
_NOW: Final = re.compile(
    r"(?i:\b(?:login|log-in|sign-in|creds?|credentials?)\s+(?:is|are)\s+now\s+)" + _VALUE
)
_ITS_NOW: Final = re.compile(r"(?i:\bit(?:'|’)?s\s+|\bit\s+is\s+)" + _VALUE + r"(?=\s+now\b)")
_RESET_CONTEXT: Final = re.compile(
    r"(?i:\b(?:reset|changed|rotated|new\s+(?:password|login)|password|login|admin|root)\b)"
)
_AS_LOGIN: Final = re.compile(
    r"(?i:(?<![\w.\-@/])[\w.\-@]{2,40}\s*/\s*)"
    + _VALUE
    + r"(?=\s+as\s+(?:its|the|his|her|their|our|a)\s+(?:login|credentials?|password))"
)
_NEEDLES: Final = (
    "pa", "ps", "pw", "wort", "mot de", "mdp", "contrase", "senha", "has", "wacht", "lösen",
    "salasana",
    "login", "log-in", "sign-in", "cred", "it", "as ", "token", "jeton", "clave", "chave",
    "klucz", "schlüssel", "sleutel", "nyckel",
)  # fmt: skip


_USERINFO_WORD: Final = re.compile(r"[^\W_]+@[\w\-.\[]")
"""A password word right before ``@host``: the password of a URL's user-info, written as the
word itself (a placeholder), not a sentence naming a password."""
_NOT_PROSE_PASSWORD: Final = re.compile(r"[()\[\]{}\\^$*]")


def _word_and_digits(value: str) -> bool:
    """A password a person chose from words and digits (``Prairie.meadow16``), not a pattern,
    a hash or a template, which ``chosen_password`` may take for a host name."""
    return (
        human_password(value)
        and not _NOT_PROSE_PASSWORD.search(value)
        and any(c.isdigit() for c in value)
    )


_FROM_NAMED: Final = FromNeedles(_NAMED)
_FROM_CHAT: Final = FromNeedles(_CHAT)
_FROM_ADJACENT: Final = FromNeedles(_ADJACENT)
_FROM_TOKEN_FOREIGN: Final = FromNeedles(_TOKEN_FOREIGN)
_FROM_NOW: Final = FromNeedles(_NOW)
_FROM_ITS_NOW: Final = FromNeedles(_ITS_NOW)
_FROM_AS_LOGIN: Final = FromNeedles(_AS_LOGIN)


def prose_variants(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Passwords named in the ways listed in the module's docstring."""
    lower = lowered(text)
    if not has_any(lower, _NEEDLES):
        return
    index = index_of(lower)  # each pattern from its needles' positions (``FromNeedles``)
    named = [
        *_FROM_NAMED.finditer(text, index),
        *_FROM_CHAT.finditer(text, index),
        *_FROM_ADJACENT.finditer(text, index),
    ]
    for m in named:
        start, end = m.span("v")
        if m.re is _NAMED and _PLAIN_WORD_ONLY.fullmatch(text, m.start(), start):
            continue  # "password: <v>": the password-word rules judge it (sealed, encrypted…)
        if _USERINFO_WORD.match(text, m.start()):
            continue  # postgres://user:password@host:5432/db: the word is the URL's placeholder
        v = m.group("v")
        if kdf_name(v):
            continue  # "Password hashing: argon2id": how passwords are stored (fp35)
        if not covered(start, end) and (chosen_password(v) or _word_and_digits(v)):
            yield "password-in-prose", start, end
    for m in _FROM_TOKEN_FOREIGN.finditer(text, index):
        start, end = m.span("v")
        if covered(start, end) or not random_like(m.group("v")):
            continue
        if named_not_secret(text, m.start(), start, 96) or context(text, start, end) == NOT_SECRET:
            continue  # "El ID del token es …", "L'empreinte du jeton est …": no secret
        yield "secret-assignment", start, end
    found: list[re.Match[str]] = []
    found += _FROM_NOW.finditer(text, index)
    found += _FROM_AS_LOGIN.finditer(text, index) if "/" in text else ()
    for m in _FROM_ITS_NOW.finditer(text, index):
        if _RESET_CONTEXT.search(text, max(0, m.start() - 120), m.start()):
            found.append(m)
    for m in found:
        start, end = m.span("v")
        if not covered(start, end) and chosen_password(m.group("v")):
            yield "password-in-prose", start, end
