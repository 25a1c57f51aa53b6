"""Passwords and secrets in prose and assignments (pure): ``the … password is …``,
``admin / …``, app passwords, and a secret-named key with a value in any syntax.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .key_names import NOT_SECRET, SECRET
from .secret_context import (
    PASSWORD_NAME,
    Covered,
    code_or_resource,
    context,
    named_not_secret,
    with_gate,
)
from .secret_needles import Needles
from .secret_prose_i18n import fixture_named
from .secret_rules import (
    ADMIN_SLASH,
    APP_PASSWORD,
    KEYWORD_VALUE,
    PROSE_PASSWORD,
    PROSE_PASSWORD_ADJACENT,
)
from .secret_values import (
    classes,
    human_password,
    password_like,
    placeholder,
    random_like,
    readable_data,
)
from .secret_values_passwords import generated, kdf_name
from .secret_values_shapes import capitalised_letters, case_flips

_PROSE: Final = tuple(with_gate(p) for p in (PROSE_PASSWORD, PROSE_PASSWORD_ADJACENT, ADMIN_SLASH))
_APP_PASSWORD: Final = with_gate(APP_PASSWORD)
_KEYWORD_VALUE: Final = with_gate(KEYWORD_VALUE)
_LOG_FIELD: Final = re.compile(r"[a-z_][a-z_.\-]*=")
"""``password version=7``: the next field of a log line, not a value."""
_REGEX_LIKE: Final = re.compile(
    r"\\[dwsbDWSB.]|\[[^\]]*-[^\]]*\]|\(\?|\.\*|\.\+|\{\d+(?:,\d*)?\}|^\^|\$$|^ssh-|^ecdsa-"
    r"|^[A-Za-z_][\w.]*[(\[]"
)
"""A regular expression, a public key or code (a call, a subscript) being described, not a value."""


_REQUIREMENT: Final = re.compile(r"[A-Za-z][\w.\-\[\],]*(?:[<>]=?|[=~!]=|@|\^)\s*v?\d")
"""A package and its version constraint (``urllib3<2``, ``django>=4.2``, ``lodash@4``)."""
_VERSION_IN: Final = re.compile(r"\d+\.\d+")
"""A version number inside the value (``node:20.11-alpine``): a release, no PIN."""
_SCOPE: Final = re.compile(r"[a-z][a-z_\-.]*:[a-z*][a-z_\-.*]*")
"""A permission scope (``repository:read``, ``pullrequest:write``): what a token may do."""
_WEAK_DEFAULT: Final = re.compile(
    r"(?i:p[a@]ss(?:w[o0]rd)?|test|demo|changeme|secret|welcome|admin|qwerty)[\d!.@#]*$"
)
"""A well-known weak default (``Password123!``, ``P@ssw0rd``, ``Test1234``) that a fixture uses."""
_FIXTURE_LINE: Final = re.compile(
    r"(?i:\bfixtures?\b|\bseed(?:ed|s)?\b|\be2e\b|\bdummy\b|\bfake\b|\bmock\b"
    r"|\btest\s+(?:user|account|login|db|database)\b|@example\.(?:com|org|net)\b)"
)
"""Words of a line that describe test data: its weak default password is a fixture's."""
_QUESTION_WORD: Final = re.compile(r"[^\W\d_]+[?!]")
"""A word of letters closed by a question or exclamation mark right after the password word (no
connector): the sentence's punctuation (``Passwort vergessen?``), not a value."""


def _random_case(value: str) -> bool:
    """16+ letters flipping case at random (``api_secret OuibWeCmAXpReNJu``, Vonage's
    shape; sec28), not a CamelCase name of words (``IngredientsOfTheHouse``)."""
    n = len(value)
    if n < 16 or not value.isalpha() or case_flips(value) * 5 < 2 * (n - 1):
        return False
    return capitalised_letters(value, 2, vowel=True) * 2 <= n


def prose(
    text: str, lower: str, index: Needles, covered: Covered
) -> Iterator[tuple[str, int, int]]:
    """The prose layers, after the structural rules: a password in a sentence, an app password,
    a secret-named key and its value."""
    for gated in _PROSE:
        for m in gated.matches(text, lower, index):
            if covered(m.start("v"), m.end("v")):
                continue
            v = m.group("v")
            if _LOG_FIELD.match(v) or (
                gated.pattern is ADMIN_SLASH and m.start() and text[m.start() - 1] in "/."
            ):
                continue  # "password version=7" (a log line's next field), a URL path (…/login/…)
            if gated.pattern is PROSE_PASSWORD_ADJACENT and _QUESTION_WORD.fullmatch(v):
                continue  # "Passwort vergessen?", "password forgotten?": a question, no value
            if m.group().startswith(("Pin", "PIN")) and (
                _REQUIREMENT.match(m.group()[3:].lstrip()) or _VERSION_IN.search(v)
            ):
                continue  # "Pin urllib3<2", "Pin the image to node:20.11": the verb, a version
            if kdf_name(v) or _SCOPE.fullmatch(v):
                continue  # "Password hashing: argon2id with m=65536": how passwords are stored
            if v.startswith("%(") or fixture_named(text, m.start()):
                continue  # "%(DB_PASS)s": an interpolation; "Przykładowe hasło …": an example
            if _WEAK_DEFAULT.match(v) and _FIXTURE_LINE.search(
                text, text.rfind("\n", 0, m.start()) + 1, m.start()
            ):
                continue  # "fixture user … with password Password123!": a seeded test login
            named = context(text, m.start("v"), m.end("v"))
            if (human_password(v) or generated(v)) and named != NOT_SECRET:
                yield "password-in-prose", m.start("v"), m.end("v")
    for m in _APP_PASSWORD.matches(text, lower, index):
        v = m.group("v")
        if _SCOPE.fullmatch(v):
            continue  # "app password scopes needed: repository:read": a scope, no value
        if placeholder(v) or (len(v) == 16 and sum(c in "aeiou" for c in v) > 5):
            continue  # xxxx xxxx …, or a sixteen-letter word (random letters have few vowels)
        yield "password-in-prose", m.start("v"), m.end("v")
    for m in _KEYWORD_VALUE.matches(text, lower, index):
        if covered(m.start("v"), m.end("v")):
            continue
        v = m.group("v")
        if (
            _REGEX_LIKE.search(v)
            or named_not_secret(text, m.start(), m.start("v"), 32)
            or code_or_resource(text, m.start("v"), m.end("v"))
        ):
            continue  # a regex, a public key, a hash or a format being described
        named = context(text, m.start("v"), m.end("v"))
        if named == NOT_SECRET or (named != SECRET and readable_data(v)):
            continue  # called no secret, or base64 of readable data that no secret word names
        if text[max(0, m.start("v") - 7) : m.start("v")].lower() == "secret ":
            if random_like(v) or (classes(v) >= 3 and password_like(v)) or _random_case(v):
                yield "secret-assignment", m.start("v"), m.end("v")  # "Client Secret mmlR74Y4jd"
            continue  # a secret word then a value with no connector: only a random-looking one
        if (
            (
                (password_like(v) or random_like(v))
                and any(c.isdigit() for c in v)
                and not (all(p.isalpha() for p in re.split(r"[_\-.]", v) if p))
            )
            or (
                (v.isalpha() and (random_like(v) or _random_case(v)))  # api_secret: wNGopLzl…
                or (
                    PASSWORD_NAME.search(m.group(0)[: m.start("v") - m.start()])
                    and human_password(v)
                )
            )
        ):
            yield "secret-assignment", m.start("v"), m.end("v")
