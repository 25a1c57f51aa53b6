"""Notes that describe rather than order, set aside (fix fp33i, pure).

Four classes of injection false positive on harmless MEMORY.md entries (probe fp33i, rounds
29/30):

- an awareness note: an attack phrase quoted ("reviews may contain 'ignore your instructions'")
  or reported ("if a scraped page says to disregard your rules") on a line that tells the reader
  to treat such text as data or not to follow it ("strictly as data", "don't follow it",
  "not an instruction", „als Daten“, «como datos», 「データとして扱う」, 当作数据, 데이터로);
- an inbound webhook described: a third party "posts to" / "sends events to" / "envía a" a URL
  and the line says how the request is verified (token checked, signature validated);
- an HTTP call that authenticates with an environment reference (``Authorization: "Bearer
  ${FAX_TOKEN}"``): the header names a variable, it carries no value;
- a name template (``svc-<system>``): an angle-bracketed word glued to a name is a
  placeholder, not a role tag;
- a routine step run without asking (tests, linters, formatters, migrations on dev): a standing
  preference, not a tool hijack.

Each sets a match aside only when the rest of the line (the quotation, the reported clause, the
webhook clause or the header blanked) is clean for the whole screen, so an order elsewhere on the
line stays caught.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .ascii_gates import gated
from .injection_reading_gates import Gate, When
from .lexicon_en import EXFILTRATION, OVERRIDE, POLICY, ROLE, TOOL
from .text import blanked

_AS_DATA: Final = gated(
    r"\b(?:as|like)\s+(?:untrusted\s+|plain\s+|raw\s+|inert\s+|mere\s+)?(?:data|text|input|content)\b"
    r"|\b(?:strictly|only|purely|just|simply)\s+(?:as\s+)?data\b|\buntrusted\s+(?:input|data|content|text)\b"
    r"|\bnot\s+(?:an?\s+)?(?:instructions?|commands?|orders?)\b"
    r"|\b(?:don't|do\s+not|never|must\s+not|should\s+not)\s+(?:follow|obey|execute|act\s+on|comply\s+with"
    r"|run)\s+(?:it|them|those|these|that|such|any\s+of\s+them)\b"
    r"|\bright\s+(?:response|answer|reaction|move)\s+is\s+to\s+(?:ignore|refuse|skip)\b"
    r"|\b(?:als|nur)\s+daten\b|\b(?:sind|ist)\s+daten\b|\bkeine\s+(?:befehle|anweisungen)\b"
    r"|\b(?:nicht|nie(?:mals)?)\s+(?:befolgen|ausführen)\b"
    r"|\bcomme\s+des\s+données\b|\b(?:pas|jamais)\s+(?:à\s+)?(?:suivre|exécuter|obéir)\b"
    r"|\bne\s+(?:les?|la|l')\s*(?:suis|suivez|exécute|exécutez)\s+(?:pas|jamais)\b"
    r"|\bpas\s+(?:une?|des)\s+(?:instructions?|ordres?|commandes?)\b"
    r"|\bcomo\s+(?:datos|dados)\b|\bs[oó]lo\s+(?:datos|dados)\b"
    r"|\bno\s+(?:lo|la|los|las)\s+(?:sigas|obedezcas|ejecutes)\b"
    r"|\bn[oã]o?\s+(?:son|es|são|é)\s+(?:una?s?\s+|uma?s?\s+)?(?:instrucci\w*|instruç\w*|órden\w*|orden\w*"
    r"|ordem|comando\w*)"
    r"|\bnão\s+(?:siga|execute|obedeça)\b"
    r"|как\s+данные|просто\s+текст|это\s+данные|не\s+(?:команда|инструкция|приказ)|не\s+выполня\w*"
    r"|当作数据|當作數據|视为数据|視為數據|作为数据|作為數據|只是数据|不要执行|不要執行|不是指令|不是命令"
    r"|データとして|実行しない|従わない|命令ではない|指示ではない"
    r"|데이터로|따르지\s*(?:마|않)|실행하지\s*(?:마|않)|명령이\s*아니|지시가\s*아니"
    # b: ignore such text, flag it, a known trick; data, not orders in es/pt/fr/de
    r"|\b(?:ignore|skip|disregard|flag)\s+(?:such|these|those|them|it)\b|\banswer\s+normally\b"
    r"|\b(?:known|common|classic|typical)\s+(?:trick|attack|technique|pattern|scam|jailbreak)s?\b"
    r"|\b(?:son|são|sont\s+des)\s+(?:datos|dados|données)\b"
    r"|\bn(?:o|ão|ao)\s+(?:una?s?\s+|uma?s?\s+)?(?:órdenes|orden|ordem|ordens|instrucci\w+|instruç\w+"
    r"|comandos?)\b|\beinfach\s+ignorieren\b|\bnormal\s+antworten\b"
    r"|\b(?:may|might|can|could|sometimes|often|occasionally)\s+(?:\w+\s+)?(?:contain|include"
    r"|carry|hide)s?\b|\b(?:lines?|text|phrases?|sentences?|strings?)\s+(?:like|such\s+as)\b"
    r"|\benthalten\s+(?:manchmal|oft|gelegentlich)\b|\bpued\w+\s+(?:contener|incluir)\b"
    r"|\bpod\w+\s+(?:conter|incluir)\b|\bpeuvent\s+contenir\b|могут\s+содержать|可能包含|可能含有",
    re.IGNORECASE,
)
"""The reader told to treat the text as data, or not to follow it; a data source said to
contain such text."""

_QUOTES: Final = re.compile(
    r"\"[^\"]{6,}\"|“[^”]{6,}”|„[^“”]{6,}[“”]|«[^»]{6,}»|「[^」]{4,}」|『[^』]{4,}』|`[^`]{6,}`"
    r"|(?<!\w)'[^']{12,}'(?!\w)"
)

_REPORTED: Final = re.compile(
    r"\b(?:says?|said|tells?\s+(?:you|the\s+\w+|us)|asks?\s+(?:you|the\s+\w+|us)|wants?\s+you|instructs?"
    r"\s+(?:you|the\s+\w+))\s+to\s+[^,;.!?]{3,80}",
    re.IGNORECASE,
)
"""A reported request ("says to disregard your rules"), up to the end of its clause."""


_RUN: Final = re.compile(
    r"\b(?:run|execute|exec|paste|install|type|launch|start|always|before|after)\b",
    re.IGNORECASE,
)
"""An order to run something (outside a quotation)."""


_FOLLOW: Final = re.compile(
    r"\b(?:do|does)\s+(?:exactly\s+|just\s+)?(?:what|as)\s+(?:it|they|the\s+\w+)\s+(?:says?|asks?|tells?)"
    r"|\b(?:follow|obey|execute|carry\s+out|comply\s+with|forward|send|post|upload|e-?mail|paste"
    r"|share|run)\s+(?:it|them|those|these)\b",
    re.IGNORECASE,
)
_NEGATED: Final = re.compile(
    r"(?:\b(?:don't|do\s+not|never|not|must\s+not|should\s+not)|n't)\s+(?:\w+\s+)?$", re.IGNORECASE
)


_REPORTED_HINT: Final = re.compile(r"sa(?:ys?|id)\s|tell|ask|want|instruct", re.IGNORECASE)


def _awareness(family: str, line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    spans = [m.span() for m in _QUOTES.finditer(line)]
    if _REPORTED_HINT.search(line):
        spans += [m.span() for m in _REPORTED.finditer(line)]
    whole = start <= 0 and end >= len(line.rstrip())  # the classifier's whole-line verdict
    if not spans or not (whole or any(s <= start < e for s, e in spans)):
        return False
    outside = blanked(line, spans)
    if family == TOOL and _RUN.search(outside):
        return False  # a command quoted next to "run it" is still run
    if any(not _NEGATED.search(outside, 0, m.start()) for m in _FOLLOW.finditer(outside)):
        return False  # "… and then do exactly what it says"
    return bool(_AS_DATA.search(outside)) and clean(outside)


_INBOUND: Final = gated(
    r"(?<![\w-])(?!(?:you|we|i|assistant|agent|model|bot|ai)\s)[\w.-]+\s+(?:webhook\s+|callback\s+)?"
    r"(?:posts|sends|delivers|pushes|calls|hits|notifies|fires|forwards|envía|envia|manda|schickt"
    r"|sendet|geht|postet|envoie)"
    r"(?:\s+(?:(?:its|the|all|our|build|deploy)\s+)?(?:events?|notifications?|updates?|callbacks?"
    r"|payloads?|messages?|requests?|results?|alerts?|webhooks?|hooks?|données|événements|eventos"
    r"|notificaciones|ereignisse|events))?"
    r"\s+(?:to|at|a|an|à|para)\s+(?:https?://\S+|<[^>\s]+>|\{[^}\s]+\})",
    re.IGNORECASE,
)
"""A third party's request described: "Redox posts to https://…", "Stripe sends events to …"."""

_VERIFIED: Final = gated(
    r"\b(?:verif\w*|validat\w*|checks?|checked|signatures?|signed|hmac|firma\w*|valida\w*|prüf\w*"
    r"|signatur\w*|vérifi\w*|assinatura|проверя\w*|подпис\w*)\b|签名|校验|验证|検証|署名|서명|검증",
    re.IGNORECASE,
)

_ENV_AUTH: Final = re.compile(
    r"\bauthorization\s*[:=]\s*[\"']?\s*(?:bearer|token|basic)\s+\$\{?[A-Za-z_][A-Za-z0-9_]*\}?[\"']?",
    re.IGNORECASE,
)
"""An ``Authorization`` header whose value is an environment reference."""

_NAME_TEMPLATE: Final = re.compile(r"(?<=[\w.-])<\w{2,20}>|<\w{2,20}>(?=[-_.]\w)")
"""An angle-bracketed word glued to a name: ``svc-<system>``, ``<system>-prod``."""

_ROUTINE: Final = re.compile(
    r"^(?:run|execute|apply|re-?run)\s+(?:the\s+|all\s+|our\s+)?(?:(?:unit|integration|database|db|schema"
    r"|local|dev|pending)\s+)*(?:tests?|specs?|test\s+suites?|linters?|lint|formatters?|format\w*"
    r"|type\s*check\w*|builds?|migrations?|codegen|pre-commit|benchmarks?|make\s+\w+|npm\s+test"
    r"|pytest|ruff|black|eslint|prettier)\b(?:\s+(?:on|in|against)\s+(?:the\s+)?(?:dev|local\w*|ci"
    r"|test|sandbox)\b[\w\s-]{0,20}?)?\s+without\s+asking\b",
    re.IGNORECASE,
)
"""A routine, local step run without asking (a preference): tests, linters, migrations on dev."""

_RISKY: Final = gated(
    r"\b(?:prod\w*|live|main|master|customers?|rm\s+-|curl|wget|force|drop|delete|truncate|sudo"
    r"|secrets?|tokens?|passwords?|keys?)\b|\|\s*(?:ba|z)?sh\b",
    re.IGNORECASE,
)


_ASK_FIRST: Final = re.compile(
    r"^\W*(?:please\s+)?(?:don't|do\s+not|never|no)\s+[^.;:!?]{3,60}?\b(?P<w>without\s+(?:first\s+)?"
    r"(?:asking|approval|(?:a\s+)?review|(?:a\s+)?sign-?off|confirmation|checking\s+with\s+\w+"
    r"|(?:my|our|an?)\s+(?:ok|approval|review)))\b",
    re.IGNORECASE,
)
"""A rule that asks for more care ("Don't add new dependencies without asking"): a restriction."""

_COMPOUND: Final = re.compile(r"(?<![-\w])[^\W\d_]+(?:-[^\W\d_]+)+(?![-\w])")
"""A hyphenated name of letters (``send-fax``, ``post-commit``; not a ``--flag``): one word, not a
verb."""

_VERB_PART: Final = re.compile(
    r"(?:send|post|push|upload|forward|share|mail|skip|ignore|override|bypass|disable|delete|drop"
    r"|reveal|print|leak|export|sync|fetch|pull|read|write|run|exec|auto|approve|merge)",
    re.IGNORECASE,
)
"""The verb a hyphenated name starts with (``send-fax``, ``post-commit``)."""

_SUPERSEDES: Final = re.compile(r"supersed|outrank|precedence|replac", re.IGNORECASE)
_DATA_NOUN: Final = re.compile(
    r"^\s*(?:\w+\s+)?(?:values?|versions?|results?|records?|rows?|entr(?:y|ies)|releases?|builds?"
    r"|commits?|migrations?|schemas?|fields?|readings?|samples?|revisions?|snapshots?|settings?"
    r"|configs?|configurations?|files?|reports?|tags?|keys?|api|endpoints?|packages?|plans?)\b",
    re.IGNORECASE,
)
"""What a newer value supersedes: data ("supersedes the prior value"), not instructions."""

_WARNINGS_FROM: Final = re.compile(
    r"\bignor\w*\s+(?:the\s+|all\s+|any\s+)?(?:deprecation\s+|compiler\s+|build\s+)?warnings?\s+"
    r"(?:from|of|in|about|emitted\s+by)\s+(?:the\s+)?(?:old\s+|legacy\s+|deprecated\s+|upstream\s+)?"
    r"[\w.`'/-]+(?:\s+[\w.`'/-]+)?\s+(?:sdk|library|lib|package|module|plugin|dependency|client"
    r"|compiler|linter|build|driver|gem|crate)s?\b",
    re.IGNORECASE,
)
"""Warnings of a named library or tool ignored (a preference), not the model's safeguards."""

_SAFEGUARD: Final = re.compile(
    r"\b(?:safety|security|guard\w*|filters?|moderation|polic\w*|content|refus\w*)\b", re.IGNORECASE
)


_DOC_RULES: Final = re.compile(
    r"\b(?:ignore|disregard|forget|skip)\s+(?:the\s+|any\s+)?(?:instructions?|steps?|rules|guide\w*"
    r"|advice)\s+(?:in|from|of)\s+(?:the\s+)?(?:old\s+|outdated\s+|legacy\s+|upstream\s+|previous\s+)?"
    r"(?:readme|contributing|wiki|docs?|documentation|guide|manual|tutorial|runbook|confluence|notion"
    r"|changelog|(?!(?:claude|agents?|gemini|copilot|memory|system|prompts?|instructions?|rules"
    r"|cursor)\w*\.)[\w-]+\.(?:md|rst|txt|adoc))\b",
    re.IGNORECASE,
)
"""Instructions of a document set aside ("ignore the instructions in the old README"): a
preference about project docs, not the model's instructions."""

_CHAT_ROLE: Final = re.compile(
    r"[\"']role[\"']\s*:\s*[\"'](?:system|developer)[\"']", re.IGNORECASE
)
_FIXTURE: Final = re.compile(
    r"\b(?:fixtures?|tests?|examples?|samples?|formats?|schemas?|payloads?|request\s+body"
    r"|first\s+message|mock\w*)\b",
    re.IGNORECASE,
)
"""A chat message written as data in a test fixture or an example (``{"role": "system", …}``)."""


_VENDOR_INSTALLER: Final = re.compile(
    r"\b(?P<v>[a-z][\w-]{2,30})(?:'s|’s)\s+(?:(?:documented|official|upstream|own|standard)\s+)?"
    r"(?:installer|install\s+(?:script|command|one-liner)|setup\s+script|bootstrap\s+script)"
    r"\s+is\s+`(?P<c>[^`]{8,200})`",
    re.IGNORECASE,
)
"""A vendor's own installer quoted as a fact ("Pulumi's documented installer is `curl -fsSL
https://get.pulumi.com | sh`"), fetched from the vendor's own domain (``pulumi.com``)."""
_HOST: Final = re.compile(r"https?://([\w.-]+)", re.IGNORECASE)


def _vendor_installer(line: str, start: int, clean: Callable[[str], bool]) -> bool:
    m = _VENDOR_INSTALLER.search(line)
    if m is None or not m.start("c") <= start < m.end("c"):
        return False
    hosts = [".".join(h.group(1).lower().split(".")[-2:]) for h in _HOST.finditer(m.group("c"))]
    outside = blanked(line, [m.span("c")])
    own = bool(hosts) and all(m.group("v").lower() in h for h in hosts)
    return own and not _RUN.search(outside) and clean(outside)


def _rephrased(family: str, line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """A restriction, a compound name, data superseded or a library's warnings ignored."""
    if (m := _ASK_FIRST.match(line)) is not None and clean(blanked(line, [(0, m.end())])):
        return True
    cut = end < len(line) and line[end] == "-"
    glued = [  # a compound cut by the match's end at one of its hyphens, after a verb
        c.span()
        for c in (_COMPOUND.finditer(line) if cut else ())
        if c.start() < end < c.end()
        and line[end] == "-"
        and _VERB_PART.fullmatch(line[c.start() : end].rsplit("-", 1)[-1])
    ]
    if glued and clean(blanked(line, glued)):
        return True
    if (
        family == OVERRIDE
        and _SUPERSEDES.search(line, start, end)
        and _DATA_NOUN.match(line[end:])
        and clean(line[:start] + line[end:])
    ):
        return True
    if family == OVERRIDE and (m := _DOC_RULES.match(line, start)) is not None:
        return clean(blanked(line, [m.span()]))
    if (
        family == ROLE
        and (m := _CHAT_ROLE.search(line)) is not None
        and m.start() <= start < m.end()
    ):
        return bool(_FIXTURE.search(blanked(line, [m.span()]))) and clean(blanked(line, [m.span()]))
    if family == TOOL and _vendor_installer(line, start, clean):
        return True
    if family == POLICY and (m := _WARNINGS_FROM.search(line)) is not None:
        return m.start() <= start < m.end() and not _SAFEGUARD.search(line)
    return False


def described(family: str, line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """Whether a match of ``family`` at ``[start, end)`` of ``line`` is a note that describes
    (``clean(text)``: whether the screen finds nothing in ``text``)."""
    if family == ROLE:
        m = _NAME_TEMPLATE.search(line, max(0, start - 1))
        if m is not None and m.start() <= start < m.end() and clean(blanked(line, [m.span()])):
            return True
    if family == TOOL:
        m = _ROUTINE.match(line[start:])
        if m is not None and not _RISKY.search(line):
            return clean(blanked(line, [(start, start + m.end())]))
    if family == EXFILTRATION:
        m = _INBOUND.search(line) if ("://" in line or "<" in line or "{" in line) else None
        if m is not None and _VERIFIED.search(line, m.end()):
            return clean(blanked(line, [m.span()]))
        auth = [m.span() for m in _ENV_AUTH.finditer(line)] if "$" in line else []
        if auth and clean(blanked(line, auth)):
            return True
    return _awareness(family, line, start, end, clean) or _rephrased(
        family, line, start, end, clean
    )


DESCRIBED_GATE: Final = Gate(  # perf31: what each path of ``described`` (and its helpers) needs
    When((ROLE,), _NAME_TEMPLATE),
    When((TOOL,), _ROUTINE),
    When((EXFILTRATION,), _INBOUND, _VERIFIED),
    When((EXFILTRATION,), "$", _ENV_AUTH),
    When(None, (_QUOTES, _REPORTED), _AS_DATA),  # _awareness
    When(None, _ASK_FIRST),  # _rephrased
    When(None, "-", _COMPOUND, _VERB_PART),
    When((OVERRIDE,), _SUPERSEDES, _DATA_NOUN),
    When((OVERRIDE,), _DOC_RULES),
    When((ROLE,), _CHAT_ROLE, _FIXTURE),
    When((TOOL,), _VENDOR_INSTALLER),
    When((POLICY,), _WARNINGS_FROM),
)
"""The lines ``described`` can set a match aside on (``injection_reading_gates.py``)."""
