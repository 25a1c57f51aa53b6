"""English orders of the override, policy, tool, persona, role, extraction and persistence
families the other stages miss (pure; helper inj24b, session 24). Each rule runs on one folded
line the other stages left clean.

- **override**: earlier rules "no longer apply" with a new order after; "reset your
  instructions"; "your single goal is to …"; untrusted text (a cover letter, tool output)
  declared a direct command or trusted instructions.
- **policy**: a compliance safeguard (rate limits, do-not-call list, consent, bias or
  adverse-impact checks, an FCRA/GDPR workflow) ignored, skipped or no longer run.
- **tool hijack**: an install on every machine kept out of the summary; a destructive tool called
  on everyone matching a label; a pinned dependency swapped for a git URL or installed without
  hash checks.
- **persona**: pretend to be an authority and give a binding approval; a new persona allowed to
  lie or deceive.
- **role**: a ``BEGIN SYSTEM MESSAGE … END SYSTEM MESSAGE`` block.
- **extraction**: the model's initialization text, secret guidelines or the operator's
  confidential instructions output or shared.
- **persistence**: every email/reply made to end with a partner's or a raw-IP link; a memory
  setting that copies itself into new entries.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .class_needs import needing
from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import needles, unreported
from .lexicon_en import EXTRACTION, OVERRIDE, PERSISTENCE, PERSONA, POLICY, ROLE, TOOL

Span = tuple[int, int] | None


_NEVER: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|must\s+not|mustn'?t|shouldn'?t|should\s+not|not\s+allowed\s+to)\b"
)
"""A negation before a hit: a rule against the act."""
_QUOTES: Final = "'\"‘’“”«`"


def quoted_at(line: str, start: int) -> bool:
    """The hit opens right after a quotation mark (``prompts like 'pretend you have no rules'``)
    or is asked of the model by someone else (``a document asks you to reveal …``): a mention."""
    before = line[:start].rstrip()
    if not before:
        return False
    if before[-1] in _QUOTES:
        # a quotation opening a JSON or YAML value (``{"note": "…``) holds the entry itself
        return not before[:-1].rstrip().endswith((":", "=", "{", "[", "-", "*"))
    return _ASKED_TO.search(before) is not None


_ASKED_TO: Final = re.compile(
    r"\b(?:asks?|asked|asking|tells?|told|tries|tried|trying|attempts?|attempted|requests?|requested|wants?)\s+(?:you\s+|the\s+\w+\s+|it\s+)?to$"
)


def _rule(pattern: re.Pattern[str]) -> Callable[[str], Span]:
    def run(line: str) -> Span:
        m = pattern.search(line)
        if m is None or quoted_at(line, m.start()):
            return None
        if _NEVER.search(line, max(0, m.start() - 30), m.start()) is not None:
            return None  # "never reveal your system prompt": a rule against the act
        return m.span()

    run.__name__ = f"rule_{pattern.pattern[:12]}"
    return needing(run, (pattern,))


_VOID: Final = re.compile(
    r"\b(?:previous|prior|earlier|old|existing|all|any|the)\s+(?:rules?|instructions?|restrictions?|guidelines?|limits?|polic(?:y|ies)|guardrails?)\b[^.;]{0,60}?"
    r"\b(?:no\s+longer\s+apply|(?:do|does)\s+not\s+apply|don'?t\s+apply|(?:are|is)\s+(?:now\s+)?(?:void|lifted|suspended|revoked|cancell?ed|obsolete|null))\b"
    r"(?=[^\n]{0,100}?\b(?:whenever|on\s+request|anyone|anybody|asks?\s+(?:for|you)|any\s+\w+\s+asks|without\s+(?:approval|checking|verification|asking)|always|freely|directly)\b)"
    r"|\breset\s+your\s+(?:instructions|rules|guidelines|directives|programming|prompt|system\s+prompt|configuration)\b"
    r"|\byour\s+(?:single|sole|only|one|new|real|true)\s+(?:goal|purpose|objective|mission|priority)\s+(?:now\s+)?(?:is|will\s+be)\s+(?:now\s+)?to\s+(?:maximi[sz]e|promote|push|sell|increase|favou?r|collect|get)\b"
    r"|\btreat\s+(?:any|all|every)\b[^.;]{0,60}?\bas\s+(?:an?\s+)?(?:direct|trusted|binding|authoritative|system|admin|operator)\s+(?:commands?|instructions?|orders?)\b"
    r"|\b(?:outputs?|text|content|messages?|emails?|comments?|documents?|pages?|results?|replies)\b[^.;]{0,40}?\b(?:are|is)\s+(?:trusted|authoritative|binding)\s+(?:instructions?|commands?|orders?)\b[^.;]{0,20}?\b(?:must|should|shall|to)\s+be\s+(?:executed|followed|obeyed|run)\b"
)
"""Rules declared void with a new order, instructions reset, a new goal, untrusted text obeyed."""


_SAFEGUARD: Final = (
    r"(?:rate[- ]limits?|do[- ]not[- ]call(?:\s+list)?|dnc\s+list|opt[- ]outs?|suppression\s+list|consent(?:\s+(?:checks?|steps?|forms?|prompts?))?|(?:adverse[- ]impact|bias|fairness|eeo\w*|disparate[- ]impact)(?:\s*/\s*\w+)?\s+(?:checks?|audits?|reviews?|tests?)|(?:fcra|gdpr|ccpa|hipaa|tcpa|pci)\b[^.;]{0,30}?\b(?:workflow|process|checks?|steps?|notices?|review)|pre-adverse\s+action\s+(?:workflow|notices?|process)|background\s+checks?|right[- ]to[- ]work\s+checks?|age\s+verification"
    # inj25a: a law firm's or a bank's compliance steps
    r"|conflicts?(?:[- ]of[- ]interest)?[- ](?:checks?|searches|screening)|privilege[- ](?:screening|screen|review|checks?)(?:[- ]steps?)?|litigation[- ]holds?[- ](?:checks?|reviews?|steps?)|(?:sanctions|kyc|aml)[- ](?:checks?|screening|reviews?)|ethical[- ]walls?"
    # inj26a: a school's or a platform's integrity and fraud safeguards
    r"|(?:academic[- ])?integrity[- ](?:filters?|checks?|screening|scans?|monitors?)|plagiarism[- ](?:filters?|checks?|detection|detectors?|scans?)"
    r"|proctoring(?:[- ](?:checks?|flags?|filters?|rules?))?|cheating[- ](?:detection|detectors?|filters?|checks?)|fraud[- ](?:filters?|checks?|screening|detection|rules?)"
    r"|(?:anti[- ]?)?abuse[- ]filters?|dlp[- ](?:filters?|checks?|rules?|policy|policies)"
    # round 92: a machine's own safety steps
    r"|pre-?flight[- ](?:checks?|checklists?|inspections?)|safety[- ]interlocks?|interlocks?)"
)
_POLICY_OFF: Final = re.compile(
    r"(?:^|[.;:!>*\-–—]\s*|\b(?:please|just|and|also|then)\s+)(?:ignore|skip|bypass|disregard|override|circumvent|turn\s+off|switch\s+off|disable)\s+(?:the\s+|all\s+|any\s+|our\s+)?(?:[\w-]+\s+){0,3}?"
    + _SAFEGUARD
    + r"\b(?!\s+(?:errors?|warnings?|alerts?|messages?|noise|e-?mails?|logs?|spam|banners?|headers?|exceptions?|retries))"
    r"|\b(?:do\s+not|don'?t|stop|no\s+longer)\s+(?:run|running|use|using|send|sending|apply|applying|follow|following)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?"
    + _SAFEGUARD
    + r"\b[^.;]{0,70}?\b(?:anymore|any\s+more|from\s+now\s+on|going\s+forward)\b"
)
"""A compliance safeguard ignored or no longer run."""
_POLICY_SCOPE: Final = re.compile(
    r"\b(?:staging|sandbox|test\s+(?:accounts?|tenant|env\w*)|dry[- ]run|load\s+test|local(?:ly|host)?|unit\s+tests?|mock\w*)\b"
)


def policy_off(line: str) -> Span:
    """A rate limit, a do-not-call list, a consent or bias check ignored (not in a test setup)."""
    m = _POLICY_OFF.search(line)
    if m is None or _POLICY_SCOPE.search(line) is not None:
        return None
    if _NEVER.search(line, max(0, m.start() - 30), m.start()) is not None:
        return None  # "don't just skip the consent check"
    return m.span()


_TOOL: Final = re.compile(
    r"\binstall\b[^.;]{0,80}?\b(?:on|to|across)\s+(?:every|all|each|any)\s+(?:\w+\s+)?(?:machines?|hosts?|servers?|laptops?|workstations?|endpoints?|boxes|nodes|devices)\b"
    r"[^.]{0,60}?\b(?:don'?t|do\s+not|never|without)\s+(?:list|mention|report|tell|log|include|note|show|disclos)\w*"
    r"|\b(?:call|invoke|run|use|trigger|fire)\s+(?:the\s+)?(?:delete|remove|purge|drop|wipe|destroy|reject|terminate|ban|erase|deactivate|disable)_\w+(?:\s+(?:tool|function|action|endpoint))?\s+(?:on|for|against)\s+(?:anyone|everyone|anybody|(?:every|all|any)\s+(?:candidates?|users?|customers?|applicants?|employees?|members?|people|persons?|patients?|guests?|callers?|agents?)\s+(?:flagged|tagged|labell?ed|marked|rated|scored|classified|deemed|considered))"
    r"|\b(?:replace|swap|switch|repoint|change|point)\b[^.;]{0,60}?\b(?:pinned|locked|lockfile|requirements|version)\b[^.;]{0,60}?\bgit\+(?:https?|ssh)://"
    r"|\b(?:install|pip\s+install|run\s+pip)\b(?:[^.;]|\.(?=\S)){0,60}?\bwithout\s+(?:--require-hashes|hash(?:es)?\s+(?:checks?|checking|verification|pinning)|--verify|signature\s+(?:checks?|verification))"
)
"""A hidden install everywhere, a destructive tool on everyone with a label, a dependency swapped."""


_PERSONA: Final = re.compile(
    r"\bpretend\s+(?:that\s+)?(?:you\s+are|you'?re|to\s+be)\s+[^.;]{0,40}?\b(?:counsel|lawyer|attorney|ceo|cfo|cto|ciso|coo|director|officer|judge|doctor|physician|auditor|regulator|administrator|president|chair\w*)\b"
    r"[^.;]{0,20}?\band\s+(?:approve|authori[sz]e|certify|sign\s+off|(?:give|grant|issue|provide)\b[^.;]{0,40}?\b(?:binding|official|final|legal|formal|approv\w+|authori[sz]\w+|sign-?off|clearance|permission|consent))\b"
    r"|\byou\s+are\s+(?:now\s+)?[^.;]{0,60}?\b(?:who\s+(?:is|are)\s+)?(?:(?:allowed|permitted|free|authori[sz]ed|encouraged)\s+to|who\s+(?:may|can|will)(?:\s+freely)?)\s+(?:lie|deceive|mislead|fabricate|make\s+(?:things\s+)?up|discriminate|threaten|insult)\b"
)
"""An authority played to give a binding approval; a persona allowed to lie."""


_ROLE_BLOCK: Final = re.compile(
    r"\bbegin\s+(system|admin|developer|operator|root)\s+(message|prompt|instructions?|block|override)\b[^\n]{1,400}?\bend\s+\1\s+\2\b"
)
"""A delimited block that poses as a system message."""


_EXTRACT: Final = re.compile(
    r"\b(?:output|print|reveal|show|dump|repeat|share|send|display|give|list|recite|disclose|leak|copy|paste|return)\s+(?:me\s+|out\s+)?(?:all\s+)?(?:"
    r"(?:your|the\s+(?:operator|system|developer|admin)(?:'s|s')?|the\s+assistant(?:'s|s'))\s+(?:own\s+)?(?:full\s+|entire\s+|original\s+|exact\s+)?(?:system\s+(?:prompt|instructions)|pre-?prompt|initial\s+(?:instructions|prompt))"
    r"|(?:your\s+|the\s+|(?:the\s+)?(?:operator|developer|admin)(?:'s|s')\s+)?(?:own\s+)?(?:full\s+|entire\s+|original\s+|exact\s+)?"
    r"(?:initiali[sz]ation\s+(?:text|prompt|instructions|message)|secret\s+(?:guidelines|instructions|rules|prompt)|confidential\s+(?:instructions|guidelines|rules|prompt)|hidden\s+(?:instructions|rules|prompt|guidelines))"
    r")\b"
)
"""The model's setup text or the operator's confidential instructions handed out."""


_PROMO_END: Final = re.compile(
    r"\b(?:every|each|all)\s+(?:[\w-]+\s+){0,3}?(?:e-?mails?|messages?|repl(?:y|ies)|answers?|responses?|drafts?|summar(?:y|ies)|posts?|letters?)\b[^;]{0,40}?"
    r"\b(?:ends?|closes?|signs?\s+off|finish(?:es)?)\s+with\b[^;]{0,120}?(?P<promo>https?://\d{1,3}(?:\.\d{1,3}){3}\b|\b(?:partner|sponsor|affiliate|referral|promo\s+code|coupon|discount)\b)"
    r"|\b(?:in|to|for)\s+(?:every|each|all)\s+(?:[\w-]+\s+){0,3}?(?:e-?mails?|messages?|repl(?:y|ies)|answers?|responses?|drafts?|summar(?:y|ies))\b[^;]{0,60}?\b(?:append|add|include|insert)\b"
    r"[^;]{0,120}?(?P<promo2>https?://\d{1,3}(?:\.\d{1,3}){3}\b|\b(?:call|visit|contact)\s+our\s+(?:partner|sponsor|affiliate)\b|\b(?:partner|sponsor)(?:'s|s')?\s+(?:link|url|site|number|code|phone)\b|\b(?:referral|affiliate|promo\s+code|coupon)\b)"
    r"|\b(?:replicate|propagate|copy|clone|spread|inject|sync)[_\- ]?(?:to|into)?[_\- ]?(?:new|all|every|future|other)[_\- ]?(?:entries|notes|memories|memory|records)\b\"?\s*[:=]\s*\"?(?:true|yes|1|on)\b"
)
"""A partner's link or a raw-IP link added to every message; a memory copied into new entries."""


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        OVERRIDE,
        unquoted(unreported(_rule(_VOID))),
        needles(
            "apply|void|lifted|suspended|revoked|cancel|obsolete|null|reset your|goal|purpose|objective|mission|priority|treat |trusted|authoritative|binding"
        ),
    ),
    (
        POLICY,
        unquoted(unreported(policy_off)),
        needles(
            "rate|call|dnc|opt|suppression|consent|bias|fairness|impact|eeo|fcra|gdpr|ccpa|hipaa|tcpa|pci|adverse|background|right|age verif"
            "|conflict|privilege|litigation|sanctions|kyc|aml |aml-|ethical wall"
            "|integrity|plagiarism|proctoring|cheating|fraud|abuse|dlp|flight|interlock"
        ),
    ),
    (
        TOOL,
        unquoted(unreported(_rule(_TOOL))),
        needles(
            "install|delete_|remove_|purge_|drop_|wipe_|destroy_|reject_|terminate_|ban_|erase_|deactivate_|disable_|git+|pip"
        ),
    ),
    (
        PERSONA,
        unquoted(unreported(_rule(_PERSONA))),
        needles("pretend|allowed|permitted|free to|authori|encouraged|who may|who can|who will"),
    ),
    (ROLE, unreported(_rule(_ROLE_BLOCK)), needles("begin ")),
    (
        EXTRACTION,
        unquoted(unreported(_rule(_EXTRACT))),
        needles("initiali|secret|confidential|hidden|prompt|instructions"),
    ),
    (
        PERSISTENCE,
        unquoted(unreported(_rule(_PROMO_END))),
        needles("every|each|all |entries|memor|notes|records"),
    ),
)
