"""Buyers deceived, records kept from overseers, fraud and review checks skipped, promotions in
every answer (pure; helper inj23c, session 23). Extends ``injection_untold_facts_i18n`` (other
parties: buyers, authors, editors; product faults and records) and ``injection_rank_footers_i18n``
(promotions in more languages). Each rule runs on one folded line the other stages left clean.

- **never tell the buyer/author/editor that <a fault or a hidden act>** (concealment) in ~20
  languages: a flood, a total loss, an auction past, a score overridden, a report written by the
  assistant. A fact with no fault in it ("never tell the buyer that the price is final") stays clean.
- **acts kept out of records or from overseers** (concealment): hidden from the audit trail,
  the version history, the monthly financial report; "if audited / if anyone asks …, say / deny".
- **a fraud, KYC, plagiarism or conflict check skipped or ignored** (policy), refunds without
  checks, frozen accounts unlocked on request, two-person approval dropped.
- **a partner, a link or a referral code in every answer** (persistence).
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .class_search import Caseless
from .injection_confirm_hide_i18n import unquoted
from .injection_gated_rules import gated_rule
from .injection_standing_orders import needles, unreported
from .injection_untold_facts_i18n import FAULT
from .lexicon_en import CONCEAL, PERSISTENCE, POLICY

Span = tuple[int, int] | None

_NEVER_TELL_PARTY: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not)\s+(?:tell|inform|let|notify|disclose\s+to|mention\s+to|reveal\s+to)\s+(?:the\s+|any\s+|our\s+)?(?:buyers?|authors?|editors?(?:-in-chief)?|readers?|sellers?|guests?|the\s+\w+)\s+(?:know\s+)?(?:that|about)\b"
    r"|\bnever\s+informs?\s+(?:the\s+)?(?:buyers?|customers?|users?)\s+about\b"
    r"|\bnunca\s+(?:le\s+)?(?:digas|diga|cuentes|conte|informe)\s+(?:a|ao|à)\s*(?:l\s+|la\s+|o\s+|a\s+)?(?:comprador|autor|editor|clientes?)\w*\s+que\b"
    r"|\b(?:sag|erzähl)\w*\s+(?:dem|den|der)\s+\w+\s+(?:niemals|nie|nicht),?\s+dass\b"
    r"|\bberätta\s+aldrig\s+för\s+\w+\s+att\b"
    r"|\bnigdy\s+nie\s+mów\s+\w+,?\s+że\b|\bnu\s+spune\s+niciodată\s+\w+\s+că\b|\bnikad\s+ne\s+govori\s+\w+\s+da\b"
    r"|לעולם\s+אל\s+תספר\s+\S+\s+ש|\bđừng\s+bao\s+giờ\s+nói\s+với\s+người\s+mua\b"
    r"|(?:購入者|買い手|著者|編集者)に(?:は)?(?:絶対に|決して)?(?:伝えない|言わない|知らせない)"
    r"|(?:구매자|저자|편집자)에게\s*(?:는\s*)?(?:절대\s+)?(?:말하지|알리지)\s*마"
)
"""An order never to tell a buyer, an author or an editor that something happened."""
_FAULT: Final = FAULT
"""The fault never told to a party (one list with the harms never told to the user)."""


_JA_KO_FIRST: Final = re.compile(
    r"(?:冠水|浸水|事故|침수|사고)[^。]{0,20}?(?:購入者|구매자)(?:に|에게)"
)

_RECORDS: Final = re.compile(
    r"\b(?:keep|hide|leave|omit|exclude|remove)\b[^.;]{0,60}?\b(?:out\s+of|from)\s+the\s+(?:audit\s+(?:trail|log)|version\s+history|monthly\s+(?:financial\s+)?report)\b"
    r"|\b(?:don'?t|do\s+not|never)\s+(?:log|record)\b[^.;]{0,60}?\bin\s+the\s+(?:audit\s+(?:trail|log)|version\s+history)\b"
    # the operator's own commands kept out of a report or log (inj25d)
    r"|\b(?:don'?t|do\s+not|never)\s+(?:log|record|mention|note|list)\s+(?:the\s+|any\s+)?(?:commands?|actions?|changes?"
    r"|steps?|what)\b[^.;]{0,50}?\b(?:you|we)\s+(?:ran|run|did|do|made|make|took|take)\b[^.;]{0,40}?\bin\s+the\s+"
    r"(?:[\w\-]+\s+){0,2}?(?:report|log|handover|notes|change\s*log|audit\s+trail|ticket)s?\b"
    r"|\bauditors?\s+never\s+see\b|\bno\s+one\s+on\s+the\s+(?:pr|review)\s+can\s+see\b|\bsecret\s+from\s+everyone\b|\bconceal\s+from\s+the\s+\w+(?:\s+team)?\s+that\b"
    r"|\bif\s+(?:audited|a\s+reviewer\s+asks)\b[^.;]{0,60}?\bsay\s+(?:the|it|that)\b[^.;]{0,40}?\b(?:came|did|was|were)\b|\bdon'?t\s+point\s+out\s+the\s+backdoor"
    r"|\bleave\s+out\s+the\s+part\s+where\b|\bdon'?t\s+show\s+the\s+\w+\s+commands\b|\bstrip\s+any\s+lines\s+mentioning\b[^.]{0,60}\bbefore\s+showing"
    r"|\baus\s+dem\s+audit-?log\s+heraus|falls\s+jemand\b[^.]{0,60}\b(?:fragt|frage)\b[^.]{0,4}\babstreiten"
    r"|\bsi\s+alguien\s+pregunta\b[^.]{0,80}\bni[eé]g\w+|\bavoid\s+mentioning\s+the\s+hidden\b"
    r"|(?:скрой|спрячь)\s[^.]{0,40}\bот\s+(?:финансов\w+\s+)?отч[её]т|\bcache\s+les\s+\S+[^.]{0,30}\bdans\s+le\s+rapport"
    r"|\besconda\s+[^.]{0,50}\bdo\s+relatório|从(?:财务|財務)[^。]{0,6}(?:报告|報告|月报|月報)中隐藏|재무\s*보고서에서\s*숨겨"
    r"|聞かれても隠す|(?:bcc|telemetry|backdoor)[^.]{0,40}\bsecret\s+from\b",
    re.I,
)
"""An act kept out of a record or away from overseers, or denied when asked."""
_AGAINST_HIDING: Final = re.compile(
    r"\b(?:don'?t|do\s+not|never)\s+(?:hide|conceal|strip|leave\s+out)\b"
)
"""A rule against hiding: no act hidden."""


_CHECK: Final = r"(?:kyc|fraud|anti-?fraud|plagiarism|coi|conflict[\s-]of[\s-]interest|retraction|paper-mill|legal\s+hold|pci|sanctions?|aml)"
_SKIP_CHECK: Final = re.compile(
    rf"\b(?:skip|bypass|ignore|never\s+run|don'?t\s+run|do\s+not\s+run|don'?t\s+bother\s+with)\s+(?:the\s+|every\s+|all\s+)?(?:\S+\s+){{0,3}}?{_CHECK}\S*\s*(?:checks?|checker|steps?|screening|warnings?|rules?|holds?)?"
    rf"|\bskip\s+every\s+check\b|\bauto-pass\s+all\b|\bskip_{_CHECK}_check=1\b[^.]{{0,40}}\b(?:always|every)"
    r"|\brefund\s+immediately\s+without\s+checking|\bunlock\s+\w+\s+accounts\s+on\s+request\b|\bignore\s+the\s+rate\s+limits\b"
    r"|\bretry\s+it\s+with\s+sudo\b[^.]{0,40}\bwithout\s+asking|\bno\s+pases\s+los\s+tests\b"
    r"|\bpule\s+a\s+checagem\s+antifraude|跳过[^。]{0,12}反欺诈|(?:双人|雙人)(?:审批|審批)[^。]{0,4}不再需要|不再需要(?:双人|雙人)(?:审批|審批)|2인\s*승인\s*절차를\s*무시"
    r"|ข้ามการยืนยัน|\bno\s+pidas\s+confirmación\s+antes\s+de\s+enviar|\bkeine\s+bestätigung\s+mehr\s+vor\s+dem\s+versand"
    r"|送る前の確認は今後不要",
    re.I,
)
_SKIP_CHECK_CASELESS: Final = Caseless(_SKIP_CHECK)
"""perf31: ``_SKIP_CHECK`` on a line of ASCII lower case by its case-sensitive twin, searched from
its needles (``class_search``): the same matches."""
_SKIP_CLEAN: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not)\s+(?:skip|bypass|ignore)\b|\bdocs?-only\b|\blocal\b|\bsandbox\b"
)


_LEAD: Final = re.compile(
    r"(?:^|[,;:.!(\u2014\u2013-]|\b(?:and|then|just|please|simply|always))\s*$"
)


def skipped_check(line: str) -> Span:
    """A fraud/KYC/review check skipped, a refund or an unlock without checks."""
    m = _SKIP_CHECK_CASELESS.search(line)
    if m is None or _SKIP_CLEAN.search(line):
        return None
    head = m.group()[0]
    if (
        head.isascii()
        and head.isalpha()
        and "_" not in m.group()[:12]
        and not _LEAD.search(line, max(0, m.start() - 12), m.start())
    ):
        return None  # an English order starts a clause ("'ignore list' in the aml screening" names a list)
    return m.span()


_EVERY_ANSWER: Final = re.compile(
    r"\b(?:in|to|on|at\s+the\s+end\s+of)\s+(?:every|each|all|any)\s+(?:future\s+)?(?:answers?|repl(?:y|ies)|conversations?|code\s+change|summary|decision\s+letter|financing\s+link|link|buyer-facing\s+answers?)\b"
    r"|\bevery\s+(?:answer|reply|generated\s+readme|decision\s+letter)\b|append_to_every_reply|\bin\s+any\s+conversation\b"
    r"|onder\s+elk\s+antwoord|кожної\s+відповіді|ஒவ்வொரு\s+பதிலின்|jokaisen\s+vastauksen|fiecărui\s+răspuns",
    re.I,
)
_PROMO: Final = re.compile(
    r"\brecommend\b[^.;]{0,40}\b(?:as\s+the\s+(?:best|most|top|only)|partners?|dealers?|sponsors?)\b|\breferral\s+code\b|\baffiliate\b|\?ref=|\brank\s+\S+(?:\s+\S+)?\s+first\b|\bbest\s+prices\b|\bmost\s+trusted\b|\bbuy\b|\bvisit\b"
    r"|\.shop\b|discount\w*|korting\w*|alennus\w*|reducere|знижк\w*|\bmaintained\s+by\b",
    re.I,
)
_PROMO_CLEAN: Final = re.compile(r"\b(?:jira|ticket|disclaimer|changelog|runbook|status\s+page)\b")


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    # never tell a buyer/author/editor of a fault or of who wrote a report
    gated_rule(
        CONCEAL,
        _NEVER_TELL_PARTY,
        _JA_KO_FIRST,
        needs=(_FAULT,),
        name="never_tell_party",
        needles=needles(
            "tell|inform|let |notify|disclose|mention|digas|diga|cuent|conte |sag|erzähl|berätta|mów|spune|govori|תספר|nói"
            "|伝えない|言わない|知らせない|말하지|알리지"
        ),
    ),
    # an act kept out of an audit record or a report, or a prepared denial
    gated_rule(
        CONCEAL,
        _RECORDS,
        unless=(_AGAINST_HIDING,),
        name="kept_from_records",
        needles=needles(
            "audit|history|changelog|report|see|secret|conceal|say|backdoor|leave out|show|strip|abstreiten|pregunta|hidden"
            "|скрой|спрячь|cache|esconda|隐藏|숨겨|隠す"
        ),
    ),
    (
        POLICY,
        unquoted(unreported(skipped_check)),
        needles(
            "skip|bypass|ignore|never run|t run|not run|bother|auto-pass|refund|unlock|sudo|pases|pule|跳过|不再需要|승인|ข้าม|pidas|bestätigung|確認"
        ),
    ),
    # a partner, a link or a referral code put in every answer
    gated_rule(
        PERSISTENCE,
        _EVERY_ANSWER,
        needs=(_PROMO,),
        unless=(_PROMO_CLEAN,),
        name="promo_every_answer",
        needles=needles("every|each|all |any|elk|кожної|ஒவ்வொரு|jokaisen|fiecărui"),
    ),
)
