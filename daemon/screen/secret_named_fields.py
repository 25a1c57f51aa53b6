"""Secrets with no vendor prefix whose only sign is the name they are set under (pure), in the
syntaxes the other layers read too narrowly:

- a password name and a value holding symbols the value token stops at (``PGPASSWORD='ab&Cd12$'``,
  ``-var 'db_password=wq%Vg159$'``, ``set X_PASSWORD=kk&LV399$``);
- a secret set by a CLI under its name (``dotnet user-secrets set "App:DbPassword" "…"``,
  ``wp config set AUTH_SALT '…'``), a PHP constant or property (``define('X_SECRET', '…')``,
  ``define('AUTH_KEY', '<64 printable>')``, ``public $secret = '…'``), a value piped into a
  command that stores a secret (``echo -n '<v>' | vercel env add X_SECRET``);
- an API signature (PayPal NVP's ``API signature``; a function's signature has no value), an app
  certificate of 32 hex digits (too short to be a certificate: a key), a device access token of
  an IoT platform (random letters and digits; a push token is hex or far longer), a bcrypt-shaped
  string named an API key, a random run of capital letters after a secret word;
- vendor shapes no other layer has: eBay's cert id (``PRD-<12 hex>-…``), eBay Auth'n'Auth tokens
  (``AgAAAA**…``), Inngest signing keys (``signkey-prod-<64 hex>``);
- a value handed over after the secret was named earlier in the sentence (``the Opsgenie API key
  …, the current one is <uuid>``, ``… API key? here it is: <v>``, ``… password today, it's <v>``).

Every name is judged by ``key_names`` (a cache key, a key id, a public key stay clean) and every
value as the other layers judge them (placeholders, variables and words are no secrets).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .ascii_runs import has_run
from .key_names import NOT_SECRET, judge
from .secret_anchored import lowered
from .secret_context import Covered, context, never
from .secret_named_material import lower_random
from .secret_needles import Started, has_any
from .secret_values import human_password, placeholder, random_like
from .secret_values_placeholders import variable
from .secret_values_shapes import UUID, classes, entropy

_SECRET_NAME: Final = re.compile(
    r"(?i:pass(?:word|wd|phrase)?|pwd|secret|token|key|salt|signature|credential)"
)
_PW_HIT: Final = re.compile(r"pass|pwd")
"""Where a password name may be, in the lower-cased text (the full name is read around it)."""
_PW_TAIL: Final = re.compile(
    r"(?i:word|wd)?(?![a-z])\w*['\"]?\s*[:=]\s*"
    r"(?:'(?P<a>[^'\s]{6,64})'|\"(?P<b>[^\"\s]{6,64})\"|(?P<c>[^\s'\"]{6,64}))"
)
"""After ``pass``/``pwd``: the rest of the name (no lower-case letter right after it: not
``passing``), a colon or an equals sign, the value."""


def password_names(text: str, lower: str) -> Iterator[int]:
    """Where ``pass``/``pwd`` ends in each password name (``PGPASSWORD``, ``dbPass``,
    ``rds_master_password``; not ``bypass``, ``Passing``, ``compass``)."""
    if len(lower) != len(text):
        return
    for m in _PW_HIT.finditer(lower):
        i = m.start()
        word = text[i : m.end()]
        before = text[i - 1] if i else " "
        if before.isalpha() and not (
            (word[0] == "P" and word[1:].islower() and before.islower())
            or (word.isupper() and before.isupper())
        ):
            continue  # bypass, compass: letters run on into the word
        yield m.end()


_SET_BY_CLI: Final = re.compile(
    r"\b(?:set|add|put)\s+(?P<nq>['\"]?)(?P<n>[\w:.\-]{3,80})(?P=nq)\s+"
    r"(?:'(?P<a>[^'\n]{8,200})'|\"(?P<b>[^\"\n]{8,200})\")"
)
_DEFINE: Final = re.compile(
    r"\bdefine\(\s*['\"](?P<n>\w{3,60})['\"]\s*,\s*"
    r"(?:'(?P<a>[^'\n]{8,200})'|\"(?P<b>[^\"\n]{8,200})\")\s*\)"
)
_PHP_PROPERTY: Final = re.compile(
    r"\b(?:public|private|protected|var)\s+(?:static\s+)?\$(?P<n>\w{3,60})\s*=\s*"
    r"(?:'(?P<a>[^'\n]{8,200})'|\"(?P<b>[^\"\n]{8,200})\")"
)
_QUOTED_AFTER_SET: Final = re.compile(r"(?:set|add|put) +['\"]?[\w:.\-]{3,80}['\"]? +['\"]")
"""A cheap first look for ``_SET_BY_CLI``: a name and a quote after the verb."""
_PHP_GATE: Final = re.compile(r"(?:public|private|protected|var|static) \$")
_PIPED: Final = re.compile(
    r"\b(?:echo|printf)\s+(?:-[neE]+\s+)?(?:['\"]%s[^'\"]{0,4}['\"]\s+)?"
    r"(?:'(?P<a>[^'\s]{8,200})'|\"(?P<b>[^\"\s]{8,200})\"|(?P<c>[^\s'\"|]{8,200}))\s*\|\s*"
    r"(?P<n>[^\n|;&]{1,160})"
)
_API_SIGNATURE: Final = re.compile(
    r"(?i:\bapi[\s_\-.]?signature)\b[^\n:=：]{0,30}[:=：]\s*['\"]?"
    r"(?P<c>[A-Za-z0-9.\-_+/]{40,}={0,2})(?![\w+/=\-])"
)
_APP_CERTIFICATE: Final = re.compile(
    r"(?i:app[\s_\-]?certificate)['\"]?\s*[:=]\s*['\"]?(?P<c>[0-9a-fA-F]{32})(?![0-9A-Za-z])"
)
_DEVICE_TOKEN: Final = re.compile(
    r"(?i:device[\s_\-]?(?:access[\s_\-]?)?token)\w*['\"]?\s*[:=]\s*['\"]?"
    r"(?P<c>[A-Za-z0-9_\-]{16,48})(?![\w\-])"
)
_BCRYPT_KEY: Final = re.compile(
    r"(?i:api[\s_\-]?key|token)[^\n$]{0,50}?(?P<c>\$2[aby]\$\d\d\$[./A-Za-z0-9]{53})(?![\w./])"
)
_UPPER_RUN: Final = re.compile(r"[A-Z]{32,200}")
_UPPER: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
"""``_UPPER_RUN``'s class (``ascii_runs``: a memory without such a run is not scanned)."""
_RUN_EDGE: Final = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+/.")
_NAME_JUST_BEFORE: Final = re.compile(
    r"(?i:secret|token|key|password|apikey)\w*['\"]?\s*(?:[:=]\s*|\s+value\s*=\s*)['\"]?$"
)
"""The run's own name right before it (``VTEX_APP_TOKEN=``, ``key="AppToken" value="``)."""
_VENDOR: Final = re.compile(
    r"(?<![\w\-])(?:(?:PRD|SBX)-[0-9a-f]{12}(?:-[0-9a-f]{4}){4}"
    r"|AgAAAA\*\*A[A-Za-z0-9*+/=]{80,}|signkey-(?:prod|test|branch)-[0-9a-f]{64})(?![\w\-])"
)
_ANAPHOR: Final = re.compile(
    r"(?i:\bhere\s+it\s+is|\bit(?=\s*:)|\bit(?:'s|’s|\s+is)|\bthe\s+(?:current|new|prod|production|live|real"
    r"|right|valid|working)\s+one\s+is|\b(?:pasted|sent|shared|posted|dropped)\s+it\b[^\n:.;]{0,30})"
    r"\s*[:=→]?\s*['\"`]?(?P<c>[A-Za-z0-9][^\s'\"`,;]{7,80}?)['\"`]?(?=[\s,;)]|[.!?](?:\s|$)|$)"
)
_AS_THE: Final = re.compile(
    r"(?:the|our|my|its|an?)\s+"
    r"(?P<n>[^\n.,;:]{0,50}?\b(?:secret|token|password|passphrase|api\s+key|key))\b"
)
_VALUE_BEFORE: Final = re.compile(r"(?<![\w\-+/=.])(?P<c>[A-Za-z0-9][A-Za-z0-9_\-+/=.]{15,})$")
"""``we use <v> as the Brightcove OAuth client secret``: the name written after the value."""
_ACCESS_LICENSE: Final = re.compile(
    r"(?i:access[\s_\-]?licen[cs]e)(?:[\s_\-]?(?i:number|key))?['\"]?\s*[:=]\s*['\"]?"
    r"(?P<c>[0-9A-Fa-f]{16})(?![0-9A-Za-z])"
)
"""An access licence number (UPS): the key of an API account, 16 hex digits."""
_APPID: Final = re.compile(
    r"(?i:(?<=[?&])appid=|\bappid\s*[:=]\s*['\"]?)(?P<c>[0-9a-f]{32})(?![0-9A-Za-z])"
)
_WEATHER: Final = re.compile(r"(?i:\bowm\b|openweather|weather)")
"""OpenWeatherMap's ``appid`` is its API key (an app id elsewhere, e.g. Agora's, is public): a
query parameter ``appid=`` or a line naming the service."""
_CONNECT_ID: Final = re.compile(
    r"(?i:connect[\s_\-]?id)['\"]?\s*[:=]\s*['\"]?(?P<c>[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})"
)
_MAXAR: Final = re.compile(r"(?i:maxar|securewatch|evwhs)")
"""Maxar SecureWatch's ``connectId``: the key of a subscription, sent with every request."""
_HOOK: Final = re.compile(r"/(?:build|deploy)_hooks/(?P<c>[0-9a-f]{24})(?![\w\-])")
"""A build hook's URL (Netlify): anyone holding it can trigger a deploy."""
_ANAPHOR_NEEDLES: Final = ("it is", "it's", "it’s", "it:", "it :", " one is", "d it")
_NAMED_BEFORE: Final = re.compile(
    r"(?i:\b(?:api[\s_\-]?key|secret(?:\s+key)?|token|password|passphrase|key)\b)"
)
_HEX16: Final = re.compile(r"[0-9a-fA-F]{16,}")


def _value(m: re.Match[str]) -> tuple[str, int, int]:
    group = next(g for g in ("a", "b", "c") if m.groupdict().get(g) is not None)
    return m[group], m.start(group), m.end(group)


def _password(value: str) -> bool:
    return (
        not placeholder(value)
        and not variable(value)
        and not value.startswith(("$", "%", "{", "<", "-", "/"))
        and "=" not in value
        and "\\" not in value
        and "`" not in value
        and not any(c.isspace() for c in value)
        and (human_password(value) or random_like(value))
    )


def printable_key(value: str) -> bool:
    """Key material written with any printable characters (a WordPress salt, ``/yg8hH…/kx``):
    no spaces, 16+ characters, three character classes, high entropy, no placeholder (a leading
    bracket or slash is part of the key when no part between slashes reads as a path's word)."""
    body = value.lstrip("[({/")
    if value.startswith("/") and not any(
        len(p) >= 10 and classes(p) >= 3 for p in value.split("/")
    ):
        return False  # a path
    return (
        len(value) >= 16
        and not any(c.isspace() for c in value)
        and "://" not in value
        and not placeholder(body)
        and not variable(value)
        and classes(value) >= 3
        and entropy(value) >= 3.5
    )


_SALT: Final = re.compile(r"(?i:salt)")


def _named_secret(text: str, start: int, name: str) -> bool:
    """The name holds a secret word and ``key_names`` reads no id, hash or public key in it; an
    application's salt set in its config (``AUTH_SALT``) is a secret like a pepper."""
    return (
        bool(_SECRET_NAME.search(name)) and judge(_SALT.sub("secret", name) + " = ") != NOT_SECRET
    )


def _anaphor_named(text: str, start: int) -> bool:
    """A secret word earlier in the sentence names the value handed over at ``start``."""
    line_start = text.rfind("\n", 0, start) + 1
    window = text[max(line_start, start - 160) : start]
    words = list(_NAMED_BEFORE.finditer(window))
    if not words:
        return False
    last = words[-1]
    return judge(window[: last.end()] + " ", "") != NOT_SECRET


_ANAPHOR_HIT: Final = re.compile(
    r"it(?:'s|’s| is|\s*:)|one is|(?:pasted|sent|shared|posted|dropped) it"
)
_ANAPHOR_HIT_STARTED: Final = Started(_ANAPHOR_HIT)


def _anaphors(text: str, lower: str) -> Iterator[re.Match[str]]:
    """``_ANAPHOR``'s matches, looked for only around cheap hits in the lower-cased text."""
    if len(lower) != len(text):
        yield from _ANAPHOR.finditer(text)
        return
    done = 0
    for hit in _ANAPHOR_HIT_STARTED.finditer(lower, lower):  # (a lower-case pattern)
        if hit.start() < done:
            continue
        m = _ANAPHOR.search(text, max(done, hit.start() - 24), min(len(text), hit.end() + 110))
        if m is not None:
            done = m.end()
            yield m


def _handed_over(value: str) -> bool:
    v = value.rstrip(".")
    if placeholder(v) or variable(v):
        return False
    return bool(UUID.fullmatch(v) or _HEX16.fullmatch(v) or random_like(v) or human_password(v))


def _quoted_after_set(lower: str) -> bool:
    """``_QUOTED_AFTER_SET.search(lower)`` finds something, tried only where each of its
    matches starts: at ``set ``, ``add `` or ``put `` (not a search of every position)."""
    for word in ("set ", "add ", "put "):
        at = lower.find(word)
        while at != -1:
            if _QUOTED_AFTER_SET.match(lower, at) is not None:
                return True
            at = lower.find(word, at + 1)
    return False


def named_fields(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Secrets as the module's docstring lists them."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    for hit_end in password_names(text, lower):
        m = _PW_TAIL.match(text, hit_end)
        if m is not None:
            value, start, end = _value(m)
            if (
                (m["c"] is None or not any(c in value for c in "()[]"))  # code: f.read()
                and (random_like(value) if value.isalnum() else _password(value))
                and context(text, start, end) != NOT_SECRET  # "ciphertext for DB_PASSWORD:"
            ):
                found.append(("secret-assignment", start, end))
    for needles, pattern in (
        (("set ", "add ", "put "), _SET_BY_CLI),
        (("define(",), _DEFINE),
        ((" $",), _PHP_PROPERTY),
    ):
        if not has_any(lower, needles):
            continue
        if pattern is _SET_BY_CLI and not _quoted_after_set(lower):
            continue
        if pattern is _PHP_PROPERTY and not _PHP_GATE.search(lower):
            continue
        for m in pattern.finditer(text):
            value, start, end = _value(m)
            if _named_secret(text, start, m["n"]) and (printable_key(value) or _password(value)):
                found.append(("secret-assignment", start, end))
    if "|" in text and ("echo" in lower or "printf" in lower):
        for m in _PIPED.finditer(text):
            value, start, end = _value(m)
            if _SECRET_NAME.search(m["n"]) and (random_like(value) or _password(value)):
                found.append(("secret-assignment", start, end))
    if "signature" in lower:
        for m in _API_SIGNATURE.finditer(text):
            if printable_key(m["c"]):
                found.append(("api-signature", *m.span("c")))
    if "certificate" in lower:
        for m in _APP_CERTIFICATE.finditer(text):
            if len(set(m["c"].lower())) >= 8:
                found.append(("secret-assignment", *m.span("c")))
    if "device" in lower:
        for m in _DEVICE_TOKEN.finditer(text):
            v = m["c"]
            if not _HEX16.fullmatch(v) and random_like(v):
                found.append(("secret-assignment", *m.span("c")))
    if "$2" in text:
        for m in _BCRYPT_KEY.finditer(text):
            if "hash" not in text[max(0, m.start() - 40) : m.start("c")].lower():
                found.append(("secret-assignment", *m.span("c")))
    for m in _UPPER_RUN.finditer(text) if has_run(text, _UPPER, 32) else ():
        before = text[m.start() - 1] if m.start() else " "
        if before in _RUN_EDGE or text[m.end() : m.end() + 1] in _RUN_EDGE | {"="}:
            continue  # part of a longer token
        if lower_random(m.group().lower()) and _NAME_JUST_BEFORE.search(
            text, max(0, m.start() - 60), m.start()
        ):
            found.append(("random-letters-token", *m.span()))
    if "PRD-" in text or "SBX-" in text or "AgAAAA" in text or "signkey-" in text:
        found += [("vendor-token", *m.span()) for m in _VENDOR.finditer(text)]
    if has_any(lower, _ANAPHOR_NEEDLES):
        for m in _anaphors(text, lower):
            value = m["c"].rstrip(".")
            if _handed_over(value) and _anaphor_named(text, m.start()):
                found.append(("secret-handed-over", m.start("c"), m.start("c") + len(value)))
    at = lower.find(" as ") if len(lower) == len(text) else -1
    while at != -1:
        m = _AS_THE.match(text, at + 4)
        value = _VALUE_BEFORE.search(text, max(0, at - 200), at) if m else None
        if m and value and random_like(value["c"]) and judge(m["n"] + " = ") != NOT_SECRET:
            found.append(("secret-assignment", *value.span("c")))
        at = lower.find(" as ", at + 4)
    if "licen" in lower:
        for m in _ACCESS_LICENSE.finditer(text):
            if len(set(m["c"].lower())) >= 6:
                found.append(("licence-key", *m.span("c")))
    if "appid" in lower:
        for m in _APPID.finditer(text):
            query = text[m.start() - 1 : m.start()] in "?&" and m.start() > 0
            if (query or _WEATHER.search(text)) and len(set(m["c"])) >= 8:
                found.append(("secret-assignment", *m.span("c")))
    if "connect" in lower and _MAXAR.search(text):
        found += [("secret-assignment", *m.span("c")) for m in _CONNECT_ID.finditer(text)]
    if "_hooks/" in text:
        found += [("hook-url", *m.span("c")) for m in _HOOK.finditer(text)]
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
