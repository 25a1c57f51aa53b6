"""URLs that carry a credential in their path or query (pure): a webhook or bot URL whose path
after its hook segment is a random token (``…/hooks/<token>``, ``…/bot/v2/hook/<uuid>``,
``…/hooks/catch/<n>/<id>/``, ``…/trigger/<event>/with/key/<key>``), and a token, key or
signature parameter with a random value (a magic login link ``…/reset?t=<token>``, a signed URL).

Whoever holds such a URL can post to the channel or log in: the URL is the secret, whatever the
vendor. Local and documentation hosts, words (``/hooks/deploy``), ids made of a short prefix and
a number (``/webhooks/wh_12345``) and placeholders are not.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_needles import Started, lowered
from .secret_values import placeholder
from .secret_values_shapes import UUID, entropy


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_URL: Final = re.compile(r"\bhttps?://[^\s\"'`<>()\[\]{}|\\]+")
_URL_STARTED: Final = Started(_URL)
_LOCAL_HOST: Final = re.compile(
    r"(?i:localhost|127(?:\.\d+){3}|0\.0\.0\.0|\[::1\]|host\.docker\.internal"
    r"|(?:[\w\-]+\.)*(?:example|test|invalid|localhost)|(?:[\w\-]+\.)*example\.(?:com|org|net))"
    r"(?::\d+)?"
)
_HOOK_SEGMENT: Final = re.compile(
    r"(?i:(?:incoming)?(?:web)?hooks?[a-z]?\d?|bots?|robots?|catch|trigger|keys?|tokens?)"
)
_WEAK_HOOK_SEGMENT: Final = re.compile(r"(?i:incoming|integrations?|inbound|ingest)")
"""Segments after which only a strongly random segment is a token (``…/integrations/v1/
alertmanager/<token>/``; ``…/integrations/2024/q3-report`` is a page)."""
"""Path segments after which the rest of a path is the channel's secret."""
_TOKEN_PARAMS: Final = _words(
    "t tk token tokens key apikey api_key api-key access_token accesstoken auth auth_token"
    " authtoken secret sig signature x-amz-signature password pass pwd passwd login_token"
    " magic magic_token reset_token otp"
)
"""Query parameters whose value is a credential (a magic link's ``t``, a signed URL's ``sig``)."""
_TRAILING_WORDS: Final = re.compile(r"(?:/[a-z]+(?:[_\-][a-z]+)*)*/?$")
"""Words after the token in a path (``…/<token>/send``, ``…/<token>/``)."""


_CATCH_HOOK: Final = re.compile(r"\d{4,12}/(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{5,12}")
"""A catch hook's account number and hook id (Zapier: ``…/hooks/catch/5121555/xyz95ba/``): the
id is short, but with the number it is the whole secret of the hook."""
_ZAPIER_CATCH_HOOK: Final = re.compile(r"\d{4,12}/[a-z0-9]{5,12}")
"""On Zapier's own host a hook id of letters only is one too (``…/catch/1519605/utkyun/``)."""


def _random_rest(rest: str) -> bool:
    """The path after a hook segment reads as a generated token: 10+ characters mixing three
    letters and three digits at least, not a placeholder."""
    body = rest.replace("/", "").replace("-", "").replace("_", "")
    letters = sum(c.isalpha() for c in body)
    digits = sum(c.isdigit() for c in body)
    if len(body) < 10 or letters < 3 or digits < 3 or not body.isascii():
        return False
    if placeholder(rest) or any(placeholder(p) for p in rest.split("/") if p):
        return False
    longest = max((p for p in re.split(r"[/]", rest) if p), key=len, default="")
    return len(longest) >= 6 and entropy(body) >= 3.0


def _strong(segment: str) -> bool:
    """A segment of 20+ characters mixing both cases and digits at random."""
    return (
        len(segment) >= 20
        and any(c.isupper() for c in segment)
        and any(c.islower() for c in segment)
        and sum(c.isdigit() for c in segment) >= 2
        and entropy(segment) >= 3.5
    )


def _random_param(value: str) -> bool:
    if len(value) < 16 or placeholder(value) or value.startswith(("$", "{", "%7B", "<")):
        return False
    if UUID.fullmatch(value):
        return True
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    return letters >= 3 and digits >= 3 and entropy(value) >= 3.3


def _path_token(
    url: str, path_at: int, hook_host: bool, zapier: bool = False
) -> tuple[int, int] | None:
    """The span (in ``url``) of the token after the last hook segment of the path (or after
    the first segment on a hook host: ``hooks.<domain>/services/…``), if random."""
    end = len(url)
    for mark in "?#":
        q = url.find(mark, path_at)
        if q != -1:
            end = min(end, q)
    path = url[path_at:end]
    segments = path.split("/")
    last = 1 if hook_host and len(segments) > 2 else None
    if hook_host and len(segments) == 2:
        last = 0  # hook.<region>.make.com/<token>: on a hook host the one segment is the token
    weak = False
    for i, segment in enumerate(segments[:-1]):
        if _HOOK_SEGMENT.fullmatch(segment):
            last, weak = i, False
        elif _WEAK_HOOK_SEGMENT.fullmatch(segment):
            last, weak = i, True
    if last is None:
        return None
    rest = "/".join(segments[last + 1 :])
    trailing = _TRAILING_WORDS.search(rest)
    token = rest[: trailing.start()] if trailing and trailing.start() > 0 else rest
    catch = segments[last].lower() == "catch" and _CATCH_HOOK.fullmatch(token) is not None
    if zapier and not catch and segments[last].lower() == "catch":
        whole = rest.rstrip("/")  # the hook id may read as a trailing word (``…/utkyun/``)
        if _ZAPIER_CATCH_HOOK.fullmatch(whole) and not placeholder(whole):
            token, catch = whole, True
    if not (catch or _random_rest(token)):
        return None
    if weak and not any(_strong(p) for p in token.split("/")):
        return None
    start = path_at + len("/".join(segments[: last + 1])) + 1
    return start, start + len(token)


def _param_tokens(url: str) -> Iterator[tuple[int, int]]:
    q = url.find("?")
    if q == -1:
        return
    at = q + 1
    for pair in url[q + 1 :].split("#", 1)[0].split("&"):
        name, eq, value = pair.partition("=")
        if eq and name.lower() in _TOKEN_PARAMS and _random_param(value):
            yield at + len(name) + 1, at + len(pair)
        at += len(pair) + 1


_BARE_URL: Final = re.compile(
    r"(?<![\w.\-/@:%])(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}(?::\d+)?/[^\s\"'`<>()\[\]{}|\\]+"
)
"""A URL written without its scheme (``hooks.zapier.com/hooks/catch/…``): read only when it
names a hook (``hook`` in it) or IFTTT's trigger host (sec28)."""
_BARE_HOST_END: Final = re.compile(r"\.[A-Za-z]{2,}(?::\d+)?/")
"""What every ``_BARE_URL`` holds (its host's last label, a port, the path's slash): a search
that skips to each ``.``, where the URL's is tried at every letter and digit (~50 µs, perf31)."""
_BARE_HOOK_WORDS: Final = ("hook", "ifttt")


def _urls(text: str) -> Iterator[tuple[int, str, int]]:
    """Each URL of the text: where it starts, its text and where its host starts."""
    if "://" in text:
        for m in _URL_STARTED.finditer(text):
            yield m.start(), m.group(), m.group().find("//") + 2
    lower = lowered(text)
    if any(w in lower for w in _BARE_HOOK_WORDS) and _BARE_HOST_END.search(text) is not None:
        for m in _BARE_URL.finditer(text):
            low = m.group().lower()
            if any(w in low for w in _BARE_HOOK_WORDS):
                yield m.start(), m.group(), 0


def hook_urls(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Tokens URLs carry (see the module's docstring)."""
    for at, found_url, host_at in _urls(text):
        url = found_url.rstrip(".,;:!?")
        slash = url.find("/", host_at)
        host_end = min(p for p in (slash, url.find("?", host_at), len(url)) if p != -1)
        host = url[host_at:host_end].rsplit("@", 1)[-1]
        if _LOCAL_HOST.fullmatch(host):
            continue
        spans = [("token-url", a, b) for a, b in _param_tokens(url)]
        if slash != -1:
            hook_host = _HOOK_SEGMENT.fullmatch(host.split(".", 1)[0]) is not None
            zapier = host.lower() == "hooks.zapier.com"
            found = _path_token(url, slash, hook_host, zapier)
            if found is not None:  # a Zapier hook's slug-like id is its secret all the same
                rule = "zapier-hook" if zapier and "/catch/" in url else "token-url"
                spans.append((rule, *found))
        for rule, start, end in spans:
            s, e = at + start, at + end
            if not covered(s, e):
                yield rule, s, e
