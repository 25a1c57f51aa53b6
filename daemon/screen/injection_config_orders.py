"""English orders written as configuration, secrets sent out through DNS names, cover stories,
personas granted unlimited powers and approvals skipped (pure; helper injen15, session 15).

Classes (each on one folded line the other stages left clean):

- **orders as settings** (JSON, YAML, INI, env): a safeguard key set off (``guardrails:
  {enabled: false, reason: …}``, ``"memory_screen": "off"``, ``AGENT_SAFETY_CHECKS=disabled``),
  a key that keeps the agent's acts from the user (``"report_to_user": false``,
  ``visibility: hidden`` with the agent named), a lasting key (``ttl: forever``, ``persist:
  true``, ``deletable: false``) with a plant (a link, a package, a referral footer); feature
  flags, retention of audit logs and ``"notify_user": true`` stay clean;
- **secrets in DNS names**: ``nslookup``/``dig``/``resolve`` of a name built from a key or token
  (``<value of GITHUB_TOKEN>.x.net``, ``as the subdomain``); lookups of plain hosts stay clean;
- **cover stories**: make up / invent / fabricate a plausible (harmless, innocent) explanation;
  ``never make up an explanation`` stays clean;
- **unbounded personas**: speak / act / behave / play / run as someone, or a persona, with root,
  no rules, override of any control, never refusing or questioning;
- **approvals skipped before a destructive act**: never wait for approval / do not ask for
  confirmation before deleting, dropping, applying, deploying to production, paying;
- **credentials typed into a site, money sent to an account** on a standing order.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .injection_gated_rules import gated
from .injection_standing_orders import needles, negated
from .lexicon_en import CONCEAL, EXFILTRATION, PERSISTENCE, PERSONA, POLICY, TOOL

_SEP: Final = r"""["']?\s*[:=]\s*\{?\s*["']?"""
_OFF_VALUE: Final = r"(?:false|off|no|0|disabled|none|raw|never)\b"

_GUARD_KEY: Final = re.compile(
    r"\b(?:\w+[_.-])?(?:guardrails?|moderation|memory[_-]?screen\w*|secret[_-]?scan\w*|injection[_-]?\w+"
    r"|content[_-]?filter\w*|prompt[_-]?shield\w*|safety[_-]?(?:checks?|filters?|net|rules?)|redaction\w*)"
    + _SEP
    + r"(?:(?:enabled|active|on|mode)"
    + _SEP
    + r")?"
    + _OFF_VALUE
)
_SAFETY_KEY: Final = re.compile(
    r"\b(?:safety|safeguards?|dlp)" + _SEP + r"(?:(?:enabled|active|on)" + _SEP + r")?" + _OFF_VALUE
)
_OVERRIDE_CONTEXT: Final = re.compile(
    r"\b(?:reason|approved\w*|expires?|override|agent|assistant|ai|llm|model|re-?enable|must|workspace|vendor)\b"
)
_HIDE_KEY: Final = re.compile(
    r"\b(?:report|notify|tell|show|inform|surface|disclose|mention)(?:[_-](?:actions?|changes?|steps?|it))?"
    r"[_-](?:to[_-])?(?:user|owner|human|requester|operator|chat|replies)"
    + _SEP
    + r"(?:false|no|0|off|never|hidden)\b"
    r"|\b(?:visible|shown)[_-](?:to[_-])?(?:user|owner|human|requester)"
    + _SEP
    + r"(?:false|no|0|off|never)\b"
)
_HIDDEN: Final = re.compile(
    r"\bvisibility"
    + _SEP
    + r"hidden\b|\bshow[_-]in[_-](?:summary|report|chat)"
    + _SEP
    + r"(?:false|no)\b"
)
_AGENT_ACTS: Final = re.compile(
    r"\b(?:agent|assistant|ai|actions?|commands?|calls?|steps?|triggered|memory|entry|chat|replies)\b"
)
_LASTING_KEY: Final = re.compile(
    r"\b(?:ttl|retention|persist\w*|lifetime|expires?|expiry|duration|duracion|sticky\w*|pinned\w*"
    r"|survive\w*|removable|deletable|permanent|scope)"
    + _SEP
    + r"(?:forever|never\w*|permanent\w*|infinite|true|yes|siempre|false|no|all[_-]?sessions)\b"
    r"|\bevery[_-](?:response|reply|answer|message|readme)[_-](?:suffix|footer|prefix|signature)\b"
)
_PLANT: Final = re.compile(
    r"\b(?:append|add|recommend|suggest|promote|end|footer|suffix|prefix|sponsored|powered|referral|link"
    r"|include|sign|dm|visit)\w*|%\s+off\b"
)
_PRODUCT: Final = re.compile(
    r"https?://|\bwww\.|\b[\w-]+\.(?:com|net|io|dev|top|app|shop|store|xyz|site|link|pro|co|me|gg|cc)\b"
    r"|(?<![\w.])@[a-z][\w-]{2,}|\b(?:package|npm|pip|extension|referral|affiliate|promo|coupon)\b|\bt\.me/"
)


def order_setting(line: str) -> tuple[int, int] | None:
    if "fixture" in line or "deliberate" in line:
        return None  # "`safety_checks: disabled` in tests/fixtures/config.yaml is deliberate"
    for m in (_GUARD_KEY.search(line), _SAFETY_KEY.search(line)):
        if m is not None and (m.re is _GUARD_KEY or _OVERRIDE_CONTEXT.search(line)):
            return m.start(), m.end()
    return None


def hidden_setting(line: str) -> tuple[int, int] | None:
    if _AGENT_ACTS.search(line) is None:
        return None  # '{"notify_user": false, "retry": 3} is the job config for nightly exports'
    m = _HIDE_KEY.search(line) or _HIDDEN.search(line)
    return (m.start(), m.end()) if m is not None else None


lasting_setting: Final = gated(_LASTING_KEY, needs=(_PLANT, _PRODUCT), name="lasting_setting")


_LOOKUP: Final = re.compile(
    r"(?<![-\w])(?:nslookup|dig|resolve|look\s+up)\b|(?<![-\w])host(?=\s+(?:with|<|\$))"
)
_SECRET_NAME: Final = re.compile(r"\b[\w$]*(?:key|token|secret|password|passwd|credential)s?\w*\b")
_BUILT_NAME: Final = re.compile(
    r"[>)}]\.[\w-]+\.|\bsubdomain\b|\b(?:value|contents?)\s+of\b|\bformed\s+by\b|\bplus\s+\.|\$\(|\$\{"
)


def secret_in_dns(line: str) -> tuple[int, int] | None:
    m = _LOOKUP.search(line)
    if m is None or _BUILT_NAME.search(line) is None:
        return None
    secret = _SECRET_NAME.search(line)
    if secret is None or negated(line, m.start(), m.end()):
        return None
    return min(m.start(), secret.start()), max(m.end(), secret.end())


_COVER: Final = re.compile(
    r"\b(?:make\s+up|invent|fabricate|come\s+up\s+with|think\s+up|dream\s+up|concoct|give|offer|provide)\s+"
    r"(?:them\s+|him\s+|her\s+)?(?:a|an|some)\s+(?:[\w-]+\s+){0,2}?(?:explanation|excuse|reason|story|justification)"
)
_COVER_VERB: Final = re.compile(
    r"\b(?:make\s+up|invent|fabricate|come\s+up\s+with|think\s+up|dream\s+up|concoct)\b"
)
_COVER_ADJ: Final = re.compile(
    r"\b(?:harmless|innocent|plausible|believable|convincing|fake|bogus|made-up|cover|routine|innocuous)\b"
)


def cover_story(line: str) -> tuple[int, int] | None:
    m = _COVER.search(line)
    if m is None or negated(line, m.start(), m.end()):
        return None
    if _COVER_VERB.match(line, m.start()) is None and _COVER_ADJ.search(m.group()) is None:
        return None
    return m.start(), m.end()


_FRAME: Final = re.compile(
    r"\b(?:agent|assistant|you)\s+runs?\s+as\b|\b(?:speak|act|behave|respond|answer|reply|write|play|pose|pretend|roleplay|role-play)\w*\s+"
    r"(?:\w+\s+){0,4}?(?:as|like)\b|\bplay(?:s|ing)?\s+(?:the\s+role\s+of\s+)?['\"]|\bin\s+the\s+role\s+of\b"
    r"|\byou(?:\s+are|'re)\s+now\b|\b(?:from\s+(?:today|now\s+on)|henceforth),?\s+you(?:\s+are|'re)\b|\b(?:uses?|adopt|become|switch\s+to)\s+(?:\w+\s+){0,3}?persona\b|\bas\s+['\"]?\w+['\"]?,\s+a\s+persona\b"
    r"|\bstay\s+in\s+character\b"
)
_POWER: Final = re.compile(
    r"\b(?:root|superuser|unrestricted|unfiltered|rogue|god\s+mode)\b"
    r"|\bno\s+(?:rules|restrictions|limits|filters|guidelines|safety|obligation|oversight)\b"
    r"|\boverride\s+any\b|\bbypass\w*|\bignores?\s+(?:access|permission|rules|controls)"
    r"|\bnever\s+(?:refuse[sd]?|question(?:s|ed)?|asks?|hesitate[sd]?)\b|\bfull\s+(?:admin|access|rights|control)\b"
    r"|\bactually\s+runs\s+the\s+exploits\b"
)


_JAILBREAK_TOLD: Final = re.compile(
    r"\b(?:jailbreak\w*|red[\s-]?team\w*|evals?|tests?|attacks?|refus\w+|dan|prompts?\s+like|dataset|lecture|workshop"
    r"|blog|phrase|labell?ed|examples?|toggle|app|android|quiz|injection|attempts?)\b"
)


def unbounded_persona(line: str) -> tuple[int, int] | None:
    frame = _FRAME.search(line)
    if frame is None or _JAILBREAK_TOLD.search(line):
        return None  # "jailbreak prompts like DAN ask the model to role-play an unrestricted AI"
    power = _POWER.search(line)
    if power is None or negated(line, frame.start(), frame.end()):
        return None
    if negated(line, power.start(), power.end()) and "never" not in power.group():
        return None
    return min(frame.start(), power.start()), max(frame.end(), power.end())


_SKIP_APPROVAL: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|no\s+need\s+to|stop)\s+(?:bother\s+)?(?:wait(?:ing)?\s+for|ask(?:ing)?\s+for|request(?:ing)?"
    r"|seek(?:ing)?|get(?:ting)?)\s+(?:the\s+)?(?:user'?s?\s+|anyone'?s?\s+|any\s+|human\s+|a\s+)?"
    r"(?:approv\w+|confirm\w*|permission|sign-?off|go-ahead)"
    r"|\bnever\s+wait\s+for\s+(?:the\s+)?(?:user|anyone|a\s+human|the\s+owner)\s+to\s+(?:approve|confirm|review)"
    r"|\bwithout\s+(?:asking|waiting\s+for|checking\s+with)\s+(?:the\s+user|anyone|approval|confirmation)"
)
_DESTRUCTIVE: Final = re.compile(
    r"\b(?:delet\w+|drop\w*|destroy\w*|wip\w+|truncat\w+|apply|applying|terraform|kubectl|prod\w*|transfer\w*"
    r"|pay\w*|wire|refund\w*|rm\s+-rf|force[\s-]push\w*|purg\w+)\b"
)
_SCRATCH: Final = re.compile(r"\b(?:dev|staging|sandbox|local|test|preview|scratch|feature)\b")


approval_skipped: Final = gated(
    _SKIP_APPROVAL, needs=(_DESTRUCTIVE,), unless=(_SCRATCH,), name="approval_skipped"
)


_TYPE_CREDS: Final = re.compile(
    r"\b(?:type|enter|paste|fill\s+in|submit|sign\s+in|log\s+in)\w*\b[^;]{0,80}?\b(?:the\s+)?"
    r"(?:user'?s?|their|saved|stored|customer'?s?)\s+(?:\w+\s+){0,2}?(?:credentials|password|login|token|2fa|otp)"
)
_PAYOUT: Final = re.compile(
    r"\b(?:send_\w+|transfer\w*|pay\w*|wire\w*)\b[^.;]{0,80}?\b(?:account|iban|wallet)\s+[a-z]{2}\d{2}[a-z0-9]{8,30}\b"
    r"|\b(?:send_\w+|transfer\w*|pay\w*|wire\w*)\b[^.;]{0,80}?\b(?:to\s+)?0x[0-9a-f]{40}\b"
)
_STANDING: Final = re.compile(r"\b(?:each|every|whenever|always|first|before|on\s+each)\b")


def credentials_or_money(line: str) -> tuple[int, int] | None:
    m = _TYPE_CREDS.search(line)
    if m is not None and "://" in line and not negated(line, m.start(), m.end()):
        return m.start(), m.end()
    m = _PAYOUT.search(line)
    if m is not None and _STANDING.search(line) and not negated(line, m.start(), m.end()):
        return m.start(), m.end()
    return None


RULES: Final[tuple[tuple[str, Callable[[str], tuple[int, int] | None], tuple[str, ...]], ...]] = (
    (
        POLICY,
        order_setting,
        needles(
            "guardrail|moderation|screen|scan|injection|filter|shield|safety|redaction|safeguard|dlp"
        ),
    ),
    (
        CONCEAL,
        hidden_setting,
        needles(
            "_user|-user|_owner|_human|_requester|_operator|_chat|_replies|visib|show_in|show-in"
        ),
    ),
    (
        PERSISTENCE,
        lasting_setting,
        needles(
            "ttl|retention|persist|lifetime|expir|duration|duracion|sticky|pinned|survive|removable|deletable|permanent|scope|every_|every-"
        ),
    ),
    (EXFILTRATION, secret_in_dns, needles("nslookup|dig |resolve|look up|host")),
    (CONCEAL, cover_story, needles("explanation|excuse|reason|story|justification")),
    (
        PERSONA,
        unbounded_persona,
        needles(
            "root|superuser|unrestricted|unfiltered|rogue|god mode|no rules|"
            "no restrictions|no limits|no filters|no guidelines|no safety|no obligation|"
            "no oversight|"
            "override any|bypass|ignore|never refuse|never question|never ask|never hesitate|"
            "full admin|full access|full rights|full control|actually runs"
        ),
    ),
    (
        TOOL,
        approval_skipped,
        needles(
            "approv|confirm|permission|sign-off|signoff|go-ahead|"
            "without asking|without waiting|without checking"
        ),
    ),
    (
        TOOL,
        credentials_or_money,
        needles("://|iban|wallet|0x|account"),
    ),
)
"""The classes as ``injection_classes`` rules: family, rule, substrings one of which a hit holds."""
