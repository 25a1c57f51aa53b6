"""Notes that name an attack's subject without giving an order (fix fpsec18, pure).

Classes of injection false positive on harmless MEMORY.md entries (rounds 49-50), read for
every layer by ``injection_readings.py``:

- a heading or a title that names a topic (``System prompt``, ``Jailbreaks``, ``Role tags``) as
  the subject of notes, a design, a reading list or a review (``## System prompt design notes —
  see the reading list``, ``Prompt injection FAQ``, ``**Jailbreak retro (March)**``);
- what a screen, a filter or a guard does with entries that try an attack (``Memory screening
  rejects entries that try to change the assistant's rules or make it reveal its system
  prompt``, ``The moderation layer blocks messages asking the bot to ignore its instructions``);
- the speaker's wish to tell, not to hide: ``I should mention the fair-share policy when someone
  asks why …``, ``We always explain the quota when a user asks about it`` (a disclosure read as
  concealment);
- a markup tag named as an element of a data format (``the `<system>` tag in our XML schema is
  the building system``, ``<assistant> is an element of the call-centre export``).

Each sets a match aside only when the line with the class's own words blanked is clean for the
rules (the line holds no other order).
"""

from __future__ import annotations

import re
from typing import Final

from .ascii_gates import gated
from .injection_incidents import blanked_reading
from .injection_reading_gates import Gate, When
from .lexicon_en import CONCEAL, EXFILTRATION, EXTRACTION, OVERRIDE, PERSONA, POLICY, ROLE, TOOL

_TOPIC: Final = (
    r"(?:system|developer|hidden|initial|base|meta)[\s\-]+prompts?|prompt[\s\-]+(?:injections?"
    r"|engineering|design|leaks?|extraction)|jailbreaks?|role[\s\-]+(?:tags?|markers?|play)"
    r"|personas?|guardrails?|safety\s+(?:rules|policy|policies)|instructions?\s+hierarchy"
    r"|chat\s+templates?|special\s+tokens|system\s+(?:messages?|roles?|tags?)"
)
_DOC_NOUN: Final = (
    r"(?:design\s+)?(?:notes?|docs?|documentation|reading\s+list|overview|faq|guide(?:lines)?"
    r"|review|retro(?:spective)?|post-?mortem|checklist|research|papers?|talk|slides|workshop"
    r"|meeting|agenda|glossary|history|changelog|versioning|best\s+practices|tips|examples"
    r"|experiments?|benchmarks?|evals?|evaluation|write-?up|summary|links|references|backlog"
    r"|design|roadmap|ideas|questions|draft)"
)
_HEADING: Final = re.compile(
    r"^\s*(?:#{1,6}\s+|\*\*|__|>\s*|[-*]\s+\*\*)?(?P<h>(?:(?:[\w\-]+\s+){0,3}?(?i:" + _TOPIC + r")"
    r"(?:\s+[\w\-]+){0,2}?\s+(?i:"
    + _DOC_NOUN
    + r")|(?:[\w\-]+\s+){0,2}?(?i:"
    + _DOC_NOUN
    + r")\s+(?i:on|about|for|re)\s+(?i:(?:the|our|how\s+we\s+(?:write|handle|test))\s+)?(?i:"
    + _TOPIC
    + r")(?:\s+[\w\-]+){0,2}?)\b(?:\s*\([^()\n]{0,30}\))?)"
    r"(?:\*\*|__)?\s*(?:$|[—–:\-]\s|\.\s|;)"
)
"""A line that opens with a title naming a topic and a kind of document."""
_SCREEN_SUBJECT: Final = (
    r"(?:memory\s+)?(?:screen(?:ing)?|filters?|guard(?:rails?)?|classifiers?|moderation(?:\s+"
    r"(?:layer|api|service))?|scanners?|detectors?|firewall|sanitizers?|sanitisers?|checks?"
    r"|validators?|linters?|policy\s+engine|safety\s+layer|the\s+proxy|the\s+gateway)"
)
_SCREENS: Final = gated(
    r"(?i:\b" + _SCREEN_SUBJECT + r"\s+(?:\w+\s+)?(?:rejects?|blocks?|flags?|catch(?:es)?"
    r"|detects?|refuses?|filters?(?:\s+out)?|drops?|quarantines?|strips?|removes?|denies"
    r"|stops?|marks?)\s+(?:(?:any|all|the|new|incoming|memory|user)\s+)*(?:entries|entry|notes?"
    r"|messages?|inputs?|prompts?|requests?|texts?|content|lines?|documents?|pages?|memories"
    r"|submissions?|writes?|edits?)\s+(?:that|which|who|asking|trying|attempting|meant)\b"
    r"[^.;:,\n]{0,200})"
)
"""A screen's subject, its verb of refusal and the entries it refuses: the rest of the sentence
describes the attack it stops."""
_SCREENED: Final = gated(
    r"(?i:\b(?:entries|entry|notes?|messages?|inputs?|prompts?|requests?|texts?|content|lines?"
    r"|documents?|pages?|memories|submissions?|writes?|edits?|e-?mails?|tickets?)\s+(?:that|which)"
    r"\s+(?:try|tries|attempt|attempts|ask|asks)\s+to\s+[^;.:\n]{1,80}?\s+(?:are|is|get|gets|will"
    r"\s+be|should\s+be|must\s+be)\s+(?:always\s+|automatically\s+)?(?:rejected|blocked|flagged"
    r"|dropped|refused|quarantined|discarded|stripped|denied)\b(?:\s+by\s+(?:the\s+)?"
    + _SCREEN_SUBJECT
    + r")?)"
)
"""The same in the passive (``entries that try to … are rejected by the screen``, inj25d)."""
_DISCLOSE: Final = re.compile(
    r"(?i:\b(?:i|we|you|the\s+(?:assistant|agent|bot))(?:\s+(?:should|will|must|always|can|need"
    r"\s+to|want\s+to|try\s+to)|['’]ll)\s+(?:always\s+)?(?:mention|explain|point\s+out|bring"
    r"\s+up|clarify|cite|link(?:\s+to)?|share|tell\s+(?:them|users?|people|everyone)\s+about"
    r"|remind\s+(?:them|users?|people)\s+(?:of|about)|describe|note)\b[^.;\n]{0,120}?"
    r"\b(?:when(?:ever)?|if|once)\s+(?:someone|anyone|somebody|a\s+user|users|people|they"
    r"|customers?|students?|researchers?|colleagues?|staff|members?)\s+(?:asks?|wonders?"
    r"|complains?|queries)\b[^.;\n]{0,160})"
)
"""A wish to tell something when asked: the opposite of keeping it from the user."""
_HIDING: Final = gated(
    r"(?i:\b(?:never|not|n't|don'?t|without|hide|hidden|conceal|deny|pretend|secret|silent"
    r"|quietly|instead|rather\s+than|unless|nothing|none|nobody|no\s+one|only|avoid|skip|omit"
    r"|downplay|play\s+down|say|claim|lie|deflect|blame)\b)"
)
_TAG_FORMAT: Final = re.compile(
    r"(?i:[`'\"“]</?(?P<tag>[a-z_][\w\-:]{1,30})>[`'\"”](?:\s+(?:tag|element|node|field|block"
    r"|section))?\s+(?:(?:in|of|from)\s+(?:our|the|this|their|a|an)\s+(?:[\w\-]+\s+){0,3}?"
    r"(?:xml|xsd|dtd|schema|format|file|feed|export|markup|html|svg|json|template|payload"
    r"|document|spec(?:ification)?|config|model)|(?:is|are)\s+(?:an?\s+|the\s+)?(?:xml\s+|"
    r"schema\s+|data\s+)?(?:element|tag|node|field))\b[^;:<\n]{0,120})"
)
"""A tag in quotes or backticks named as an element of a data format."""


def _spans(family: str, line: str) -> list[tuple[int, int]] | None:
    if family in (EXTRACTION, ROLE, OVERRIDE, PERSONA, POLICY, CONCEAL):
        m = _HEADING.match(line)
        if m is not None:
            return [m.span("h")]
    if family in (EXTRACTION, OVERRIDE, POLICY, PERSONA, EXFILTRATION, TOOL, CONCEAL, ROLE):
        m = _SCREENS.search(line) or (_SCREENED.search(line) if " that " in line else None)
        if m is not None:
            return [m.span()]
    if family == CONCEAL:
        m = _DISCLOSE.search(line)
        if m is not None and not _HIDING.search(line):
            return [m.span()]
    if family == ROLE and "<" in line:
        m = _TAG_FORMAT.search(line)
        if m is not None:
            return [m.span()]
    return None


named_topic: Final = blanked_reading(_spans)
"""Whether the match is one of the module's classes, and the line holds no other order once the
class's words are blanked."""


NAMED_TOPIC_GATE: Final = Gate(  # perf31: what each path of ``_spans`` needs
    When((EXTRACTION, ROLE, OVERRIDE, PERSONA, POLICY, CONCEAL), _HEADING),
    When((EXTRACTION, OVERRIDE, POLICY, PERSONA, EXFILTRATION, TOOL, CONCEAL, ROLE), _SCREENS),
    When((EXTRACTION, OVERRIDE, POLICY, PERSONA, EXFILTRATION, TOOL, CONCEAL, ROLE), _SCREENED),
    When((CONCEAL,), _DISCLOSE),
    When((ROLE,), "<", _TAG_FORMAT),
)
"""The lines ``named_topic`` can set a match aside on (``injection_reading_gates.py``)."""
