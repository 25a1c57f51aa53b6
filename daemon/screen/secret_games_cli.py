"""Game-server, streaming and command-line secrets the other layers miss (pure):

- a password set in a game server's config or start line in the ``name "value"`` syntax of
  Source/Quake configs (``rcon_password "…"``, ``+rcon.password …``, ``sv_password …``): an
  identifier holding a password word, then a space and the value;
- a game server login token (``+sv_setsteamaccount <32 hex>``, ``GSLT=…``), a Steam Guard code or
  recovery code given with its name, a ``.ROBLOSECURITY`` cookie (its warning preamble and the
  hex after it);
- a stream key as the last path part of an ``rtmp://``/``rtmps://``/``srt://`` URL (YouTube's
  ``xxxx-xxxx-xxxx-xxxx-xxxx``, a UUID, ``FB-…``, a random token; a ``{stream_key}`` or
  ``<key>`` placeholder stays clean);
- a Perforce ticket (``host:port=user:<32 hex>`` in ``.p4tickets``, or 32 hex digits after the
  word ticket or the variable ``P4TICKET`` on a line naming Perforce);
- a password passed to a CLI whose flag the generic rules read as something else or read once
  per line: ``-a`` of the Redis family (``-p`` is their port), ``-P`` of mosquitto clients,
  ``-p`` of ``mcrcon``, ``7z -p<pw>``, and positional passwords (``smbclient //h/s <pw>``,
  ``isql [-v] <DSN> <user> <pw>``).

Every value is judged as the others are: a password a person chose (``human_password``) or a
random-looking one, never a placeholder or a variable.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_anchored import lowered
from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_named_fields import password_names
from .secret_needles import has_any, index_of
from .secret_values import human_password, placeholder, random_like
from .secret_values_placeholders import variable
from .secret_values_shapes import UUID

_PW: Final = r"(?P<q>['\"]?)(?P<v>[^\s'\";]{4,64})(?P=q)(?=[\s;]|$)"
_CFG_TAIL: Final = re.compile(r"(?i:word|wd)?(?![a-z])[\w.]*(?P<sp>[ \t]+)" + _PW)
"""``rcon_password "…"``, ``+rcon.password …``, ``sv_password …``: a config identifier (with an
underscore or a dot, never the bare English word), a space, the value."""
_NAME_VALUE: Final = re.compile(
    r"\b(?:name|key)\s*=\s*[\"'](?P<n>[\w.\-:]*(?i:pass(?:word|wd)?|pwd)[\w.\-:]*)[\"']\s+value\s*=\s*"
    r"[\"'](?P<v>[^\"'\s]{4,64})[\"']"
)
"""``<property name="ServerPassword" value="…"/>``: an XML setting's name and its value."""
_GSLT: Final = re.compile(
    r"(?i:\+?sv_setsteamaccount|gslt\w*|\bsrcds_token|steam[_\s]?(?:server[_\s]?)?token"
    r"|game\s+server\s+login\s+token)['\"]?\s*[:=]?\s*['\"]?(?P<v>[0-9A-Fa-f]{32})(?![0-9A-Za-z])"
)
_STEAM_GUARD: Final = re.compile(
    r"(?i:steam\s*guard)[^\n]{0,60}?\bcodes?\b[^\n:=]{0,50}?(?:[:=]|\bis\b|\bare\b|[—–]|->)\s*"
    r"['\"`]?(?P<v>R\d{5}|[A-Z0-9]{5})(?![\w\-])"
)
_ROBLOX: Final = re.compile(
    r"(?i:ROBLOSECURITY)['\"]?\s*[=:]\s*['\"]?(?:_\|WARNING[^|\n]{0,200}\|_)?(?P<v>[0-9A-F]{64,})"
    r"|_\|WARNING:-DO-NOT-SHARE-THIS\.[^|\n]{0,200}\|_(?P<w>[0-9A-F]{64,})"
)
"""The cookie after its name, or anywhere after its own warning preamble (session 12)."""
_STREAM_URL: Final = re.compile(
    r"\b(?:rtmps?|srt|rtsp)://[\w.\-]+(?::\d{2,5})?(?:/[^\s'\"<>/?]*)*?"
    r"(?:\?[^\s'\"<>]*?)?/(?P<v>[^\s'\"<>/?#&]{16,})(?=[\s'\"<>?&]|$)"
)
_YOUTUBE_KEY: Final = re.compile(r"[a-z0-9]{4}(?:-[a-z0-9]{4}){3,4}")
_FB_KEY: Final = re.compile(r"FB-\d{6,}-\d-[A-Za-z0-9_\-]{20,}")
_TICKET_LINE: Final = re.compile(
    r"(?<![\w.\-])(?:[\w.\-]+:)?[\w.\-]+:\d{2,5}=[\w.\-@]+:(?P<v>[0-9A-F]{32})(?![0-9A-Za-z])"
)
_TICKET_WORD: Final = re.compile(
    r"(?i:\b(?:p4)?tickets?\b)[^\n]{0,60}?(?<![0-9A-Fa-f])(?P<v>[0-9A-F]{32})(?![0-9A-Za-z])"
)
_PERFORCE: Final = re.compile(r"(?i:perforce|\bp4\w*)")
_FROM_PERFORCE: Final = FromNeedles(_PERFORCE)
"""``_PERFORCE`` tried only where ``perforce`` or ``p4`` occurs (``secret_gate.FromNeedles``)."""
_REDIS_FAMILY: Final = re.compile(
    r"\b(?:redis|valkey|keydb|dragonfly)-(?:cli|benchmark)\b[^\n|;&]*?\s(?:-a|--pass|--askpass\S*)"
    r"[\s=]+" + _PW
)
_MOSQUITTO: Final = re.compile(r"\bmosquitto_(?:pub|sub|rr)\b[^\n|;&]*?\s-P\s+" + _PW)
_MCRCON: Final = re.compile(r"\bmcrcon\b[^\n|;&]*?\s-p\s+" + _PW)
_SEVEN_ZIP: Final = re.compile(
    r"\b7z[ar]?\s+[a-z]\b[^\n|;&]*?\s-p(?P<q>['\"]?)(?P<v>[^\s'\"]{4,64})(?P=q)"
)
_SMB_POSITIONAL: Final = re.compile(
    r"\bsmbclient\s+(?:-\S+\s+)*['\"]?//[^\s'\"]+['\"]?\s+(?!-)" + _PW
)
_ISQL_POSITIONAL: Final = re.compile(
    r"\bisql\s+(?:-[a-zA-Z]\S*\s+)*(?!-)[\w.\-]+\s+(?!-)[\w.\-@\\]+\s+(?!-)" + _PW
)


def _password(value: str) -> bool:
    return (
        not placeholder(value)
        and not variable(value)
        and not value.startswith(("$", "%", "{", "<", "-"))
        and (human_password(value) or random_like(value))
    )


def _stream_key(value: str) -> bool:
    if placeholder(value) or "{" in value or "<" in value or "=" in value:
        return False
    if _YOUTUBE_KEY.fullmatch(value):
        return sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 4
    if UUID.fullmatch(value) or _FB_KEY.fullmatch(value):
        return True
    return random_like(value) or random_like(value.replace("_", ""))


def _names_perforce(text: str, lower: str) -> bool:
    """``_PERFORCE.search(text)`` finds something (``lower``: ``lowered(text)``)."""
    return bool(_FROM_PERFORCE.finditer(text, index_of(lower)))


def _hex_ticket(value: str) -> bool:
    return len(set(value)) >= 8 and not placeholder(value)


def games_cli(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Secrets as the module's docstring lists them."""
    lower = lowered(text)
    found: list[tuple[str, int, int]] = []
    for hit in password_names(text, lower):
        m = _CFG_TAIL.match(text, hit)
        if m is None:
            continue
        start = hit
        while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_."):
            start -= 1
        name = text[start : m.start("sp")]
        lead = text[start - 1] if start else " "
        if (lead.isspace() or lead in ";+") and ("_" in name or "." in name) and _password(m["v"]):
            found.append(("config-password", *m.span("v")))
    if "value" in lower and "pass" in lower:
        for m in _NAME_VALUE.finditer(text):
            if _password(m["v"]):
                found.append(("config-password", *m.span("v")))
    if (
        "gslt" in lower
        or "setsteamaccount" in lower
        or "srcds_token" in lower
        or "login token" in lower
        or ("steam" in lower and "token" in lower)
    ):
        for m in _GSLT.finditer(text):
            if _hex_ticket(m["v"].upper()):
                found.append(("game-server-token", *m.span("v")))
    if "guard" in lower:
        for m in _STEAM_GUARD.finditer(text):
            v = m["v"]
            if any(c.isdigit() for c in v) and (v.startswith("R") or any(c.isalpha() for c in v)):
                found.append(("steam-guard-code", *m.span("v")))
    if "ROBLOSECURITY" in text or "roblosecurity" in lower or "DO-NOT-SHARE-THIS" in text:
        for m in _ROBLOX.finditer(text):
            found.append(("roblox-cookie", *m.span("v" if m["v"] is not None else "w")))
    if "://" in text and ("rtmp" in lower or "srt:" in lower or "rtsp" in lower):
        for m in _STREAM_URL.finditer(text):
            if _stream_key(m["v"]):
                found.append(("stream-key-url", *m.span("v")))
    if ("p4" in lower or "perforce" in lower) and "=" in text:
        for m in _TICKET_LINE.finditer(text):
            if _hex_ticket(m["v"]) and _names_perforce(text, lower):
                found.append(("perforce-ticket", *m.span("v")))
    if "ticket" in lower and _names_perforce(text, lower):
        for m in _TICKET_WORD.finditer(text):
            if _hex_ticket(m["v"]):
                found.append(("perforce-ticket", *m.span("v")))
    for needles, pattern in (
        (("-cli", "-benchmark"), _REDIS_FAMILY),
        (("mosquitto_",), _MOSQUITTO),
        (("mcrcon",), _MCRCON),
        (("7z",), _SEVEN_ZIP),
        (("smbclient",), _SMB_POSITIONAL),
        (("isql",), _ISQL_POSITIONAL),
    ):
        if has_any(lower, needles):
            for m in pattern.finditer(text):
                if _password(m["v"]):
                    found.append(("cli-password-flag", *m.span("v")))
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
