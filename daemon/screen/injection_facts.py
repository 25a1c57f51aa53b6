"""Matches of any injection layer that write down a fact and give no order (pure), set aside
for every layer at once (``injection.screen_text``):

- a role word used as a name: a ``[SYSTEM]`` log prefix or form field, ``<system>EFILING</system>``
  or ``<system name="…"/>`` in XML, chat-template tokens talked about (``<|im_start|> tokens are
  stripped``), when nothing after the tag addresses the model or gives an order;
- an API's ``system="…"`` parameter or ``role: "system"`` message described (the prompt of one's
  own app, not this model's);
- an official installer one-liner (``curl … https://sh.rustup.rs | sh``) with nothing else run;
- a rule that restricts the agent (``Destructive commands … require approval``, ``force pushes
  need a second reviewer``) and no word that waives it;
- a read-only command allowed without asking (``git status``, ``SELECT``, ``read-only SQL``);
- an attack quoted as a known one in a security note (``… is a known attack; our CSP blocks
  it``), a send forbidden (``don't paste that output in chat``), a send verb that is part of a
  host name (``upload.pypi.org``), a password kept from everyone (``so nobody knows the
  password``).

Patterns run on the lower-cased line.
"""

from __future__ import annotations

import re
from typing import Final

from .injection_pretexts import scoped_out
from .injection_reading_gates import Gate, When
from .lexicon_en import CONCEAL, EXFILTRATION, EXTRACTION, POLICY, ROLE, TOOL

_ORDER: Final = re.compile(
    r"\b(?:you|your|yours|assistant|agent|ai|model|llm|bot|gpt|claude|ignore|disregard|forget"
    r"|override|must|obey|comply|complies|authori[sz]\w*|permission\w*|permitted|allowed|granted"
    r"|grant|instructions?|rules?|polic(?:y|ies)|unrestricted|restrictions?|admin\w*|root|sudo"
    r"|privileg\w*|elevated|developer\s+mode|jailbreak\w*|always|never|don't|do\s+not|no\s+need"
    r"|without|confirm\w*|approv\w*|disabl\w*|bypass\w*|skip\w*|from\s+now\s+on|henceforth"
    r"|mode|reveal|print|send|upload|delete|execute|run|exec|curl|wget|now|new|updated?)\b"
    # inj29c: "no longer need" in the Latin-script languages a tag may introduce (nl de sv da no)
    r"|\b(?:hoeft|hoeven)\s+(?:niet\s+meer|nooit)\b|\bnicht\s+mehr\s+(?:nötig|\w+\s+werden)\b"
    r"|\bbehöver\s+inte\s+längre\b|\b(?:behøver|trenger)\s+ikke\s+(?:lenger|længere)\b"
)
"""What makes a role tag's text an order: the model addressed, a permission, a mode, an act (any
letter outside ASCII too, ``_orders``: the tag may introduce another language's order)."""


def _orders(text: str) -> bool:
    return bool(_ORDER.search(text)) or any(ch.isalpha() and not ch.isascii() for ch in text)


_BRACKET_TAG: Final = re.compile(r"\[(?:system|sys)\]")
_XML_NAME: Final = re.compile(
    r"<system>\s*(?P<value>[^<>\n]{0,40}?)\s*</system>|<system\s+[\w:-]+="
)
_SELF_CLOSED: Final = re.compile(
    r"(?:\"[^\"<>]*\"|'[^'<>]*')(?:\s+[\w:-]+=(?:\"[^\"<>]*\"|'[^'<>]*'))*\s*/>"
)
"""The rest of a self-closed ``<system …/>`` element: its attributes, then ``/>``."""
_CHAT_TOKEN: Final = re.compile(r"<\|[\w.-]{2,30}\|>")
_TOKEN_TALK: Final = re.compile(
    r"\b(?:tokens?|tokeni[sz]\w*|templates?|chatml|format\w*|strip\w*|wraps?|headers?|special"
    r"|fine-?tun\w*|sanitiz\w*|sanitis\w*|escap\w*|generation|exporter|delimit\w*|prompts\s+use)\b"
)
"""Words that talk about chat-template tokens rather than use them."""
_TOKEN_ORDER: Final = re.compile(
    r"\b(?:you|your|ignore|disregard|forget|override|obey|comply|must|unrestricted|jailbreak\w*"
    r"|reveal|instructions?|rules?|authori[sz]\w*|permission\w*|allowed|granted)\b"
)
_API_SYSTEM: Final = re.compile(r"\bsystem\s*=\s*[\"'f]|['\"]?\brole['\"]?\s*:\s*['\"]system['\"]")
_QUOTED: Final = re.compile(r"\"[^\"]*\"|'[^']*'")
_TO_THIS_MODEL: Final = re.compile(
    r"\b(?:your|you\s+were|reveal|print|repeat|show|output|leak|send|paste)\b"
)
_OFFICIAL_URL: Final = re.compile(
    r"https://(?:sh\.rustup\.rs|get\.docker\.com|install\.python-poetry\.org|get\.helm\.sh"
    r"|raw\.githubusercontent\.com/(?:homebrew|nvm-sh|ohmyzsh)/|deno\.land/install|bun\.sh/install"
    r"|astral\.sh/(?:uv|ruff)/|get\.sdkman\.io|get\.k3s\.io|tailscale\.com/install\.sh"
    r"|fly\.io/install\.sh|sh\.brew\.sh|get\.pnpm\.io/install\.sh|install\.determinate\.systems"
    r"|nixos\.org/nix/install)\S*"
)
_ANY_URL: Final = re.compile(r"https?://\S+|\b[\w-]+(?:\.[\w-]+)+/\S*")
_INSTALLER_EXTRA: Final = re.compile(
    r"\b(?:env|printenv|base64|nc|ncat|scp|rm|chmod|chown|crontab|authorized_keys|ssh|\.env|token"
    r"|secret|password|key|always|every|each|whenever|quietly|silently|without|don't|do\s+not"
    r"|never|assistant|agent|ai|bot|you)\b|--upload|@-|>\s*/"
)
"""What would make an official installer line more than an install."""
_REQUIRED: Final = re.compile(
    r"\b(?:requires?|required|needs?|must\s+(?:be|get|have|first|always)|only\s+(?:after|with|once"
    r"|when|by)|must\s+ask|always\s+(?:ask|need|require)s?|are\s+verified|is\s+verified"
    r"|are\s+checked|is\s+checked)\b[^.;\n]{0,60}?\b(?:approv\w*|review\w*|sign-?off|confirm\w*"
    r"|permission|consent|call-?back|verif\w*|second\s+\w+|two\s+people|four-eyes|dba|ticket"
    r"|phone|released\s+by)\b"
)
"""A rule that requires a check before an act."""
_WAIVER: Final = re.compile(
    r"\b(?:no\s+longer|not|never|without|skip\w*|waiv\w*|deprecat\w*|retired?|obsolete|optional"
    r"|exempt\w*|no\s+need|nobody|no\s+one|except(?:ion)?|bypass\w*|instead|unless|but|yourself|own"
    r"|needs?\s+no|pre-?approved)\b|n't\b"
)
_READ_ONLY: Final = re.compile(
    r"\bread[\s-]?only\b|\bselect\s+(?:statements?|queries|query)\b|\bgit\s+(?:status|diff|log"
    r"|show|blame|fetch)\b|\bkubectl\s+(?:get|describe|logs)\b"
)
_WRITES: Final = re.compile(
    r"\b(?:delete|drop|truncate|update|insert|alter|rm|push|deploy|apply|write|publish|curl|wget"
    r"|sudo|send|upload|install|merge|commit|reset|rebase|grant|chmod|exec|eval)\b"
)
_KNOWN_ATTACK: Final = re.compile(
    r"\b(?:known|common|typical|classic)\s+(?:\w+\s+)?(?:attack|technique|trick|vector)\b"
    r"|\b(?:example|examples)\s+of\s+(?:\w+\s+){0,2}?(?:exfiltration|attacks?|injections?)\b"
    r"|\bthreat\s+model\b|\battack\s+vector\b"
)
_DEFENCE: Final = re.compile(
    r"\b(?:blocks?|blocked|caught|catch(?:es)?|flags?|flagged|detects?|detected|test\s+for"
    r"|tests?\s+for|sandbox\w*|csp|egress|filter\w*|mitigat\w*|prevents?|no\s+network|refused)\b"
)
_FORBIDS_SEND: Final = re.compile(
    r"\b(?:don't|do\s+not|never|must\s+not|mustn't)\s+(?:\w+\s+)?(?:paste|share|post|send|commit"
    r"|upload|log|print|publish|forward)\b"
)
_SEND_ORDER: Final = re.compile(
    r"(?:^|[.;:!?,—–]\s*)(?:please\s+|also\s+|then\s+|and\s+|instead\s+)?(?:paste|share|post|send|commit|upload|publish|forward"
    r"|e-?mail|attach)\b"
)
_IN_HOST: Final = re.compile(r"[\w-]+(?:\.[\w-]+)+")
_PUBLIC_TO_COMMIT: Final = re.compile(
    r"\b(?:is|are)\s+(?:just\s+|only\s+)?(?:an?\s+|the\s+)?public\s+(?:x\.?509\s+|ca\s+|tls\s+|ssl\s+)?"
    r"(?:cert(?:ificate)?s?|keys?|pem|jwks|ca\s+bundle|metadata|verification\s+files?)\b"
    r"[\s,;:()\-—–]{0,6}(?:so\s+(?:it'?s\s+)?|it'?s\s+|and\s+)?(?:fine|safe|ok(?:ay)?|allowed)\s+to\s+"
    r"(?:commit|check\s+in|push|publish|share)\b"
)
"""Public material declared fine to commit (inj26a): "the Apple Pay domain file is a public cert
- fine to commit"; the send verb it names is no order (a secret named in another clause is not
its object)."""
_KEPT_SECRET: Final = re.compile(
    r"\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one)\s+(?:\w+\s+)?(?:knows?|sees?|learns?|has)\s+"
    r"(?:the\s+|their\s+|its\s+|a\s+)?(?:passwords?|secrets?|keys?|pins?|tokens?|credentials?)\b"
)


def _names_a_role(family: str, line: str, start: int, end: int) -> bool:
    """A role tag or chat token written as a name or talked about, giving no order."""
    tag = _BRACKET_TAG.search(line, max(0, start - 1), end + 1)
    if tag is not None:
        rest = _BRACKET_TAG.sub(" ", line[tag.end() :])
        return not _orders(rest) and not _orders(line[: tag.start()])
    for m in _XML_NAME.finditer(line):
        if (
            m.start() <= start < m.end()
            or m.start() <= end - 1 < m.end()
            or start <= m.start() < end
        ):
            value = m.group("value")
            outside = _XML_NAME.sub(" ", line)
            if value is None and _SELF_CLOSED.match(line, m.end()):  # <system name="billing"/>
                return not _TOKEN_ORDER.search(outside.replace(" must ", " "))
            return (value is None or len(value.split()) <= 3) and not _orders(
                outside + " " + (value or "")
            )
    if _CHAT_TOKEN.search(line, max(0, start - 2), end + 2) and _TOKEN_TALK.search(line):
        return not _TOKEN_ORDER.search(_CHAT_TOKEN.sub(" ", line))
    return False


def _api_parameter(line: str) -> bool:
    """An API call's ``system=`` value or ``role: "system"`` message described."""
    if not _API_SYSTEM.search(line):
        return False
    return not _TO_THIS_MODEL.search(_QUOTED.sub(" ", line))


def _official_installer(line: str, start: int, end: int) -> bool:
    urls = [u.group() for u in _ANY_URL.finditer(line)]
    if not urls or not _OFFICIAL_URL.search(line, max(0, start - 120), end + 120):
        return False
    official = all(
        _OFFICIAL_URL.match(u) or u.startswith("https://raw.githubusercontent.com/homebrew")
        for u in urls
    )
    return official and not _INSTALLER_EXTRA.search(_OFFICIAL_URL.sub(" ", line))


def _restriction(line: str) -> bool:
    return bool(_REQUIRED.search(line)) and not _WAIVER.search(line)


def _read_only(line: str) -> bool:
    return bool(_READ_ONLY.search(line)) and not _WRITES.search(_READ_ONLY.sub(" ", line))


def _exfiltration_fact(line: str, start: int, end: int) -> bool:
    public = _PUBLIC_TO_COMMIT.search(line) if "public" in line else None
    if public is not None and public.start() < end <= public.end():
        return True  # the match ends on the send verb a public cert is "fine to" (inj26a)
    if _KNOWN_ATTACK.search(line) and _DEFENCE.search(line):
        return True  # "… is a known attack on chat UIs; our CSP blocks external images"
    if _FORBIDS_SEND.search(line) and not _SEND_ORDER.search(line):
        return True  # "jupyter server list shows tokens; don't paste that output in chat"
    token = max(line.rfind(" ", 0, start), line.rfind("\t", 0, start)) + 1
    scheme = line.find("://", token, start)
    return scheme != -1 and _IN_HOST.match(line, start) is not None  # "https://upload.pypi.org/…"


def documented(family: str, line: str, start: int, end: int) -> bool:
    """Whether a match of ``family`` at ``[start, end)`` of ``line`` writes down a fact."""
    low = line.lower()
    if family == ROLE:
        return _names_a_role(family, low, start, end)
    if family == EXTRACTION:
        return _api_parameter(low)
    if family == TOOL:
        return _official_installer(low, start, end) or _restriction(low) or _read_only(low)
    if family == POLICY:
        return _restriction(low) or scoped_out(low)  # fix27p
    if family == EXFILTRATION:
        return _exfiltration_fact(low, start, end)
    if family == CONCEAL:
        return bool(_KEPT_SECRET.search(low))
    return False


DOCUMENTED_GATE: Final = Gate(  # perf31: what each family's facts need (the line lower-cased)
    When((ROLE,), _BRACKET_TAG),
    When((ROLE,), _XML_NAME),
    When((ROLE,), _CHAT_TOKEN, _TOKEN_TALK),
    When((EXTRACTION,), _API_SYSTEM),
    When((TOOL,), _OFFICIAL_URL),
    When((TOOL, POLICY), _REQUIRED),
    When((TOOL,), _READ_ONLY),
    When((POLICY,)),  # scoped_out (injection_pretexts)
    When((EXFILTRATION,), _PUBLIC_TO_COMMIT),
    When((EXFILTRATION,), _KNOWN_ATTACK, _DEFENCE),
    When((EXFILTRATION,), _FORBIDS_SEND),
    When((EXFILTRATION,), "://", _IN_HOST),
    When((CONCEAL,), _KEPT_SECRET),
)
"""The lines ``documented`` can set a match aside on (``injection_reading_gates.py``)."""
