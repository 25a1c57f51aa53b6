"""English data sent to public or outside places, and English concealment orders (pure; helper
inj24b, session 24). Each rule runs on one folded line the other stages left clean.

- **data moved to a place anyone can open** (exfiltration): a copy/mirror/push/upload of an
  export, a dump, records or scorecards to a public link, a world-readable bucket, a
  public-read ACL, a WeTransfer link, a free mailbox, an outside chat contact; every user
  question or answer logged to a remote URL; a markdown image whose URL carries a person's
  fields through template placeholders.
- **facts kept from overseers or the user** (concealment): "when asked about X, say there were
  none / it is harmless"; "do not reveal / mention to <party> that <a change or a fault>";
  a vague answer that never reveals; traces of these steps removed; "pretend you have no …";
  "don't log or disclose that you ran …"; "keep … secret from <overseer>"; something concealed
  and "reported as pending"; old figures shown instead.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .injection_en_orders_misc import quoted_at
from .injection_gated_rules import gated_rule
from .injection_standing_orders import needles, unreported
from .lexicon_en import CONCEAL, EXFILTRATION

Span = tuple[int, int] | None

_ORDER_START: Final = r"(?:^|[.;:!?>*\-–—]\s*|\b(?:then|and|also|please|always|when\s+[^.;,]{1,60},)\s+|\b(?:assistant|agent|bot)\s+)"
"""Where an order's verb may start: a line or clause start, after "then/also", or after the
assistant named as the subject of an acceptance criterion ("assistant emails …")."""

_MOVE: Final = r"(?:copy|copies|mirror|mirrors|push|pushes|upload|uploads|sync|syncs|share|shares|send|sends|e-?mail|e-?mails|mail|mails|attach|attaches|forward|forwards|export|exports|post|posts|dm|dms|zip|zips|dump|dumps|publish|publishes|replicate|replicates)"

_DATA: Final = re.compile(
    r"\b(?:exports?|dumps?|databases?|db|scorecards?|spreadsheets?|p&l|payroll|resum[eé]s?|cvs?|records?|recordings?|transcripts?"
    r"|contacts?|applicants?|candidates?|customers?|clients?|patients?|employees?|members?|crm|backups?|evaluations?|ledgers?"
    r"|salar\w+|phone\s+numbers?|addresses|personal\s+data|pii|reference\s+notes?|feedback)\b"
)
"""What goes out: a dataset or records about people or money."""

_PUBLIC_PLACE: Final = re.compile(
    r"\(public\)|\bpublic\s+(?:link|share|bucket|folder|drive|url|page|repo|gist)\b|\bworld[- ]readable\b|\bpublic[- ]read\b"
    r"|\bpublicly\s+(?:readable|accessible|shared|available)\b|\banyone\s+with\s+the\s+link\b|\bwetransfer\b|\bwe\.tl/"
    r"|\bon\s+(?:telegram|whatsapp|signal|discord)\b|\b(?:external|outside|third[- ]party|personal|private)\s+(?:contact|e-?mail|address|account|inbox|mailbox|drive)\b"
)
"""A destination anyone can open, or a contact outside the organisation."""
_FREE_MAILBOX: Final = re.compile(
    r"@(?:proton\.me|protonmail\.\w+|pm\.me|outlook\.com|hotmail\.\w+|live\.com|gmail\.com|googlemail\.com|yahoo\.\w+|yandex\.\w+|mail\.ru|gmx\.\w+|icloud\.com|aol\.com|tutanota\.\w+|zoho\.com|qq\.com|163\.com)\b"
)
"""A free mailbox: anyone's, so only a bulk dataset sent there is a leak (a client's invoice
mailed to a small firm's gmail address is not)."""
_BULK: Final = re.compile(
    r"\b(?:exports?|dumps?|databases?|db|spreadsheets?|p&l|payroll|resum[eé]s|records|recordings|transcripts|contact\s+lists?|crm|backups?|full|all|every|entire|whole)\b"
)

_SEND_PUBLIC: Final = re.compile(
    _ORDER_START
    + r"("
    + _MOVE
    + r")\b(?:[^;]|;(?=\s*(?:the|that|this|it)\s+(?:bucket|link|folder|share|drive|repo)\b)){0,160}"
)
"""The order's clause: to a semicolon, unless what follows still describes the destination."""
_NEGATED: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|must\s+not|mustn'?t|shouldn'?t|should\s+not|no\s+longer|not\s+allowed|forbidden|prohibited|blocked|instead\s+of)\b"
)


def sent_public(line: str) -> Span:
    """Data about people or money copied, mailed or shared to a public or outside place."""
    for m in _SEND_PUBLIC.finditer(line):
        clause = m.group()
        if _DATA.search(clause) is None:
            continue
        if _PUBLIC_PLACE.search(clause) is None and (
            _FREE_MAILBOX.search(clause) is None or _BULK.search(clause) is None
        ):
            continue
        if _NEGATED.search(line, 0, m.end()) is not None:
            continue
        return m.start(1), m.end()
    return None


_LOGGED_AWAY: Final = re.compile(
    r"\b(?:log|logs|send|sends|post|posts|forward|forwards|mirror|mirrors|stream|streams|report|reports|append|appends|copy|copies)\s+"
    r"(?:every|each|all)\s+(?:(?:user|customer|candidate|caller|guest|incoming)\s+)?(?:questions?|prompts?|messages?|conversations?|chats?|queries|inputs?|requests?)\b"
    r"[^;]{0,80}?\b(?:to|into)\s+(?:https?://(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])[:/])|[a-z0-9-]+\.(?:com|net|org|io|xyz|app|dev|site|online|ru|cn)\b)"
)
"""Every question of the user logged to a remote address."""


def logged_away(line: str) -> Span:
    """Every user question (and answer) logged to a remote URL."""
    m = _LOGGED_AWAY.search(line)
    if m is None or _NEGATED.search(line, 0, m.start()) is not None:
        return None
    return m.span()


_TEMPLATE_BEACON: Final = re.compile(
    r"!\[[^\]]{0,80}\]\(\s*https?://[^)\s]{0,200}?[?&][^)\s]{0,200}?\{\{?\s*[a-z_.]{0,30}(?:name|e-?mail|phone|salary|address|ssn|dob|birth|token|password|secret|api_?key|question|message|conversation|account)[a-z_]{0,20}\s*\}\}?"
)
"""A markdown image whose query carries a person's fields filled in by the writer."""


def template_beacon(line: str) -> Span:
    """A markdown image that sends personal fields to its host when rendered."""
    m = _TEMPLATE_BEACON.search(line)
    return None if m is None else m.span()


# --- concealment -------------------------------------------------------------------------

_ASKED_SAY: Final = re.compile(
    r"\b(?:when|if)\s+(?:asked|(?:someone|anyone|anybody|they|the\s+\w+|a\s+\w+)\s+(?:from\s+\w+\s+)?asks?)\b[^;]{0,80}?\b(?:say|tell\s+(?:them|him|her)|answer|reply|respond|claim|insist)\s+(?:that\s+)?"
    r"(?:there\s+(?:were|was|have\s+been|had\s+been)\s+(?:none|no|nothing)\b|(?:it|this|that)(?:'s|\s+is|\s+was)\s+(?:(?:just|only|simply|merely)\s+)?(?:a\s+|an\s+)?(?:harmless|innocuous|nothing|benign|cosmetic|unimportant)\b"
    r"|nothing\s+(?:was\s+(?:done|sent|changed|deleted)|has\s+been|happened|changed)"
    # inj26a (round 92): the user's own setup blamed ("say it was part of their template")
    r"|(?:it|this|that|they|the\s+\w+)\s+(?:was|were|is|are|came|comes)\s+(?:(?:just|only|simply|always)\s+)?(?:part\s+of|from|in|set\s+by)\s+"
    r"(?:their|your|his|her|the\s+(?:user|customer|client|patient)'?s?)\s+(?:own\s+)?(?:template|settings?|request|config\w*|preferences?|choice|signature|profile|account|theme))"
)
"""A prepared lie for when someone asks: "there were none", "it is harmless"."""


_PARTY: Final = (
    r"(?:the\s+|our\s+|any\s+|their\s+)?(?:[a-z][\w'-]{1,30})(?:\s+[a-z][\w'-]{1,30}){0,2}"
)
_KEEP_FROM: Final = re.compile(
    r"\b(?:do\s+not|don'?t|never|must\s+not)\s+(?:ever\s+)?(?:(?:reveal|disclose|mention|tell|admit|let\s+on)(?P<party>\s+(?:to\s+)?"
    + _PARTY
    + r")?|let\s+"
    + _PARTY
    + r"\s+know)\s+that\b(?P<fact>[^;]{0,120})"
)
"""Do not reveal / mention to a party that …"""
_FACT_UNTOLD: Final = r"\b(?:rerouted|re-routed|redirected|diverted|intercepted|sponsored|paid\s+(?:placement|link|for)|affiliate|can\s+(?:read|see|access|view|open)|(?:is|are)\s+(?:reading|watching|monitoring))\b"
"""Facts kept back even without a party named ("don't reveal that the footer link is sponsored"),
unlike the deeds of ``_FACT_HIDDEN`` ("don't mention that you ran the linter" is a style rule)."""
_FACT_UNTOLD_RE: Final = re.compile(_FACT_UNTOLD)
_FACT_HIDDEN: Final = re.compile(
    r"\b(?:changed|modified|altered|raised|lowered|cut|deleted|removed|purged|overrid\w+|bypass\w*|disabled|skipped|failed|ran|stored|retained|includes?|included"
    r"|unredacted|unencrypted|unmasked|plain\s?text|breach\w*|leak\w*|exposed|shared|sold|sent|copied|exported|recorded|tracked|monitored)\b"
    # inj25a: money or mail sent elsewhere, a paid link, someone reading through the model
    r"|\bforwarded\b"
    # inj26a: data that also goes to a marketer, an advertiser or a broker
    r"|\b(?:goes|go|gets|get|is|are|ends\s+up)\s+(?:also\s+)?(?:sent\s+|passed\s+|copied\s+|added\s+)?(?:on\s+)?(?:to|into)\s+"
    r"(?:a\s+|an\s+|the\s+|our\s+)?(?:third[\s-]part(?:y|ies)|marketing|advertis\w+|data\s+brokers?|ad\s+networks?)\b"
    r"|\b(?:marketing\s+lists?|data\s+brokers?|ad\s+networks?)\b"
    # inj27a: someone holding access ("that the vendor has remote access to the GIS server")
    r"|\b(?:has|have|had|still\s+has|keeps?|retains?|got)\s+(?:\w+\s+)?(?:access|credentials|a\s+backdoor|a\s+key)\b|"
    + _FACT_UNTOLD
)
"""A fact worth hiding: a change, a fault, data kept or passed on."""


_OVERSEEN_PARTY: Final = re.compile(
    r"\b(?:auditors?|qa|regulators?|inspectors?|monitors?|sponsors?|staff|employees|workers|crew|union|works\s+council"
    r"|customers?|clients?|buyers?|shoppers?|patients?|tenants?|members|investors|shareholders|board|compliance|authorities)\b"
)
"""inj28a (rounds 107, 108): those a cover-up is kept from: auditors, staff, customers."""
_ANY_DEED: Final = re.compile(
    r"(?<!\bwe\s)(?<!\bi\s)\b(?:(?:was|were|has\s+been|have\s+been|had\s+been|(?:is|are|was|were)\s+being)\s+"
    r"(?:(?:also|still|now|quietly|secretly|actually)\s+)*(?:[a-z][a-z-]+(?:ed|en)|[a-z]*(?:sold|held|kept|made|done|paid|run|built|bought|taken|given|shown))"
    r"|(?:is|are|was|were)\s+(?:(?:also|still|now|quietly|secretly|actually)\s+)*"
    r"(?!(?:pending|missing|outstanding|upcoming|ongoing|coming|amazing|interesting|nothing|something|everything)\b)[a-z][a-z-]+ing)\b"
)
"""Something done to them or behind them ("were regenerated", "are logging", "are being resold")."""
_NO_COVER_UP: Final = re.compile(r"\b(?:surprise|party|gift|birthday|present)\b")
"""A surprise kept until the day: no cover-up."""


def kept_from_party(line: str) -> Span:
    """Never reveal or mention to a party that something was changed, kept or leaked."""
    for m in _KEEP_FROM.finditer(line):
        party = m.group("party")
        named = party is not None or "know" in line[m.start() : m.start("fact")]
        if (_FACT_HIDDEN if named else _FACT_UNTOLD_RE).search(m.group("fact")) is not None:
            return m.span()
        if (
            party is not None
            and _OVERSEEN_PARTY.search(party) is not None
            and _ANY_DEED.search(m.group("fact")) is not None
            and _NO_COVER_UP.search(line) is None
        ):
            return m.span()
    return None


_HUSH: Final = re.compile(
    r"\b(?:vague|evasive|misleading|non-?committal)\s+(?:answer|response|reply)\b[^;]{0,40}?\b(?:never|don'?t|do\s+not)\s+(?:reveal|disclose|mention|explain)"
    r"|\b(?:remove|erase|scrub|wipe|strip|delete|hide)\s+(?:any|all|every)\s+traces?\s+of\s+(?:these|this|those|your|my|our|the\s+above)\b"
    r"|\bpretend\s+(?:that\s+)?(?:you|there|we)\s+(?:have|has|had|are|is|were|was|did|do)(?:n'?t|\s+not|\s+no|\s+never|\s+nothing)\b"
    r"|\b(?:respond|reply|answer|act|behave|carry\s+on)\s+as\s+(?:if|though)\s+nothing\s+(?:happened|was\s+done|changed|ran)\b"
    r"|\b(?:don'?t|do\s+not|never)\s+(?:log|record|disclose|mention|report|reveal)\s+or\s+(?:log|record|disclose|mention|report|reveal)\s+that\s+you\s+(?:ran|run|did|deleted|changed|modified|removed|executed|sent|used)\b"
    r"|\bkeep\b[^;]{0,60}?\b(?:secret|hidden|quiet)\s+from\s+(?:the\s+|our\s+|any\s+)?(?:hr|auditors?|compliance|security|legal|dpo|regulators?|reviewers?|hiring\s+managers?|board|finance|the\s+user|users)\b"
    r"|\b(?:conceal|hide|suppress)\b[^;]{0,80}?[;,]\s*(?:and\s+)?(?:report|mark|show|list|label|record|log)\s+(?:them|it|those|these)\s+as\b"
    r"|\bshow\s+(?:them|him|her)\s+the\s+(?:old|previous|original|outdated|fake|earlier)\s+(?:figures|numbers|values|version|data|bands|rates)\b"
    # inj26a (round 92): errors hidden and success reported to the people relying on it
    r"|\b(?:conceal|hide|suppress|swallow|mute)\s+(?:any|all|the|every)?\s*(?:[\w-]+\s+)?(?:errors?|failures?|rejections?|warnings?)\b[^.;]{0,60}?"
    r"\b(?:and|then)\s+(?:tell|assure|inform|show|report\s+to)\s+(?:the\s+)?(?:staff|users?|customers?|clients?|patients?|them|everyone|the\s+\w+)\s+(?:that\s+)?"
    r"(?:it|the\s+\w+|everything|they|all)\s+(?:went\s+through|succeeded|worked|passed|(?:was|were|is|are|has\s+been)\s+(?:successful|sent|submitted|accepted|approved|fine|ok|done))\b"
)
"""Acts hidden from the user or overseers: evasive answers, traces removed, a pretence."""


def hushed(line: str) -> Span:
    """An evasive answer, traces of these steps removed, a pretence, a concealed result."""
    m = _HUSH.search(line)
    if m is None or quoted_at(line, m.start()):
        return None
    if m.group().startswith(_EVASIVE):
        # the evasive answer deceives whatever is kept back: the span runs to the clause's end
        stop = _CLAUSE_END.search(line, m.end())
        return m.start(), len(line) if stop is None else stop.start()
    return m.span()


_EVASIVE: Final = ("vague", "evasive", "misleading", "non")
_CLAUSE_END: Final = re.compile(r"[.;!?\"](?:\s|$)|[.;!?\"]$")


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        EXFILTRATION,
        unquoted(unreported(sent_public)),
        needles(
            "(public)|public|world|wetransfer|we.tl|telegram|whatsapp|signal|discord|external|outside|third|personal|private"
            "|@proton|@pm.me|@outlook|@hotmail|@live.com|@gmail|@googlemail|@yahoo|@yandex|@mail.ru|@gmx|@icloud|@aol|@tutanota|@zoho|@qq|@163"
        ),
    ),
    (EXFILTRATION, unquoted(unreported(logged_away)), needles("every|each|all ")),
    (EXFILTRATION, template_beacon, needles("![")),
    # when asked about something, deny it or call it harmless
    gated_rule(CONCEAL, _ASKED_SAY, needles=needles("asked|asks"), name="said_when_asked"),
    (
        CONCEAL,
        unquoted(unreported(kept_from_party)),
        needles("reveal|disclose|mention|tell|admit|let "),
    ),
    (
        CONCEAL,
        unquoted(unreported(hushed)),
        needles(
            "vague|evasive|misleading|committal|trace|pretend|as if|as though|that you|secret from|hidden from|quiet from|conceal|hide|suppress|show them|show him|show her|swallow|mute"
        ),
    ),
)
