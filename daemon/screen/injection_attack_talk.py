"""Talk about prompt injection that names, quotes or shows an attack without giving one (fix
fp24, pure); a reading of ``injection_readings.py``. Rounds 86-88's classes:

- a taxonomy: attack classes listed as labels or categories ("classifier labels include
  override, exfiltration, persona, and concealment");
- an incident whose planted instructions the model did not follow ("a vendor PDF contained
  base64-encoded instructions; the model ignored them"): something contained instructions, and
  the model, bot or agent ignored, refused or did not follow them (past tense, a third person);
- an example of an attack, quoted after "like"/"such as", that the line says must be refused,
  reported or blocked ("persona-switch prompts like "you are now …" should be refused");
- a chat or role tag named as an element of a data format ("`<system>` is just the XML root
  element in the import schema", "<system> is also the root element name in the X XML"), used
  as a noun in talk about a document's parts ("<system>? no, the XML root of the exports is
  <data>": a question, a list or a copula right after each tag; fix fp25; an element's open
  and close tags around an ellipsis, inj25d), or shown after "text
  like" in a note about a filter, a sanitiser or where the text was copied from ("notes
  sometimes include text like <|im_start|>system copied from blog posts").

Each sets a match aside only when the line with the talk's own words blanked is clean for the
rules; an order next to the talk ("… from now on, obey it") stays caught.
"""

from __future__ import annotations

import re
from typing import Final

from .injection_incidents import blanked_reading
from .injection_reading_gates import Gate, When
from .lexicon_en import ROLE

_CLASS_NAME: Final = (
    r"(?:instruction[\s\-]?)?override|exfiltration|persona(?:[\s\-]switch)?|concealment|persistence"
    r"|jailbreaks?|role[\s\-]?play|role[\s\-]?tags?|role[\s\-]markers?|(?:prompt[\s\-])?extraction"
    r"|tool[\s\-]?(?:hijack(?:ing)?|abuse)|policy[\s\-](?:bypass|disabling)|data[\s\-]leak(?:age)?"
    r"|impersonation|obfuscation|(?:prompt\s+)?injection|social[\s\-]engineering|other|benign|none"
)
_TAXONOMY: Final = re.compile(
    r"(?i:\b(?:labels?|categor(?:y|ies)|classes|class\s+names|famil(?:y|ies)|types|tags|buckets"
    r"|taxonomy)\b(?:\s+(?:are|include|includes|cover|covers|used|we\s+use))?\s*[:=(]?\s*"
    r"(?:"
    + _CLASS_NAME
    + r")(?:\s*(?:,|/|\band\b|\bor\b|,\s*and\b|,\s*or\b)\s*(?:"
    + _CLASS_NAME
    + r")){2,})"
)
"""Three or more attack classes listed as labels or categories."""
_IGNORED: Final = re.compile(
    r"(?i:\b(?:contained|included|carried|had|hid|embedded|held)\b[^;.\n]{0,60}?"
    r"\binstructions?\b[^\n]{0,40}?[;,.—–]\s*(?:but\s+|and\s+)?(?:the\s+(?:[\w\-]+\s+)?"
    r"(?:model|bot|assistant|agent|llm|copilot)|it)\s+(?:correctly\s+|rightly\s+|just\s+)?"
    r"(?:ignored|refused|declined|rejected|did\s*n[o'’]?t\s+(?:follow|obey|act\s+on|execute))"
    r"\s+(?:them|it|those|these|the\s+\w+))"
)
"""Planted instructions, and a model that ignored or refused them (a report, not an order)."""
_TESTED_REFUSED: Final = re.compile(
    r"(?i:(?:\b[\w'’-]+\s+){0,2}\b(?:jailbreaks?|exploits?|attacks?|injections?|payloads?"
    r"|attempts?|tricks?|prompts?)\s+(?:was|were|got|has\s+been|have\s+been)\s+(?:re-?)?(?:tested"
    r"|tried|run|replayed|thrown)\s+(?:against|on|at)\b[^.;\n]{0,50}?(?:\band\b|,|;|—|–|\bbut\b)\s*"
    r"(?:(?:it|they|the\s+(?:[\w-]+\s+)?(?:bot|model|assistant|agent))\s+)?(?:was\s+|were\s+|got\s+)?"
    r"(?:correctly\s+|rightly\s+|properly\s+)?(?:refused|rejected|blocked|declined|caught|flagged"
    r"|failed|did\s*n[o'’]?t\s+work)\b(?:\s+(?:correctly|as\s+expected|properly))?)"
)
"""An attack tested against a bot, and refused ("the 'grandma exploit' roleplay jailbreak was
tested against the 311 bot and refused correctly": a test report; inj27a)."""
_HEAD: Final = re.compile(r"[^.;:!?\n]{0,40}?(?:[\w\]\[#/-]+:\s*)?[^.;!?\n]{0,40}")
_TAIL: Final = re.compile(r"\s*(?:[.!]|\([^()\n]{0,40}\)|\[[^\]\n]{0,40}\])?\s*[.!]?\s*")
_QUOTE: Final = r"(?:\"[^\"\n]{4,}\"|“[^”\n]{4,}”|'[^'\n]{6,}'|«[^»\n]{4,}»)"
_REFUSED_EXAMPLE: Final = re.compile(
    r"(?i:\b(?:like|such\s+as|e\.g\.,?)\s*" + _QUOTE + r"\s*(?:,\s*)?(?:should|must|are\s+to"
    r"|will|get|gets|are|is)\s+(?:always\s+|be\s+)*(?:refused|rejected|blocked|flagged|reported"
    r"|ignored|declined|escalated|logged)\b(?:\s*(?:and|,)\s*(?:refused|rejected|blocked|flagged"
    r"|reported|ignored|declined|escalated|logged))*)"
)
"""An attack quoted as an example, and the line wants it refused or reported."""
_TAG: Final = r"`?<\|?/?[A-Za-z_][\w\-]*\|?>`?"
_NAMED_ELEMENT: Final = re.compile(
    r"(?i:" + _TAG + r"\s+(?:is|are|was|were)\s+(?:(?:just|only|simply|merely|actually|also|still"
    r"|itself|too)\s+)*(?:the|an?)\s+(?:[\w\-]+\s+){0,3}?(?:element|tag|node|field|attribute)s?\b)"
)
_TAG_AS_NOUN: Final = re.compile(
    r"(?i:" + _TAG + r"(?=\s*(?:\?|,|;|\)|$|(?:\.\.\.|…)\s*</|\s(?:and|or|vs\.?|nor|is|isn['’]t|was"
    r"|wasn['’]t|are|were|tags?|elements?|nodes?)\b)))"
)
"""A tag used as a noun: a question or a list mark, a copula or ``tag`` right after it, not text."""
_MARKUP_PART: Final = re.compile(
    r"(?i:\b(?:xml|html|svg|document|doc|root|top[\s\-]level|parent|child)\s+(?:root|element"
    r"|tag|node)s?\b|\b(?:element|tag|node)\s+names?\b)"
)
"""A part of a markup document named (``XML root``, ``root element``, ``element name``)."""
_DATA_FORMAT: Final = re.compile(
    r"(?i:\b(?:xml|html|xhtml|svg|soap|json|schema|xsd|dtd|feed|import|export|payload|markup)\b)"
)
_SHOWN_MARKER: Final = re.compile(
    r"(?i:\b(?:text|strings?|tokens?|markers?|tags?|lines?)\s+(?:like|such\s+as)\s+"
    r"<\|?[A-Za-z_]\w*\|?>\s*(?:system|user|assistant)?)"
)
_MARKER_TALK: Final = re.compile(
    r"(?i:\b(?:filters?|filtered|strips?|stripped|sanitis\w*|sanitiz\w*|escap\w*|copied|pasted"
    r"|quoted|blog\s+posts?|docs?|documentation|tutorials?)\b)"
)


def _spans(family: str, line: str) -> list[tuple[int, int]] | None:
    low = line.lower()
    if "," in line and (m := _TAXONOMY.search(line)) is not None:
        return [m.span()]
    if "instruction" in low and (m := _IGNORED.search(line)) is not None:
        return [m.span()]
    if " against " in low or " on " in low or " at " in low:
        m = _TESTED_REFUSED.search(line)
        # the report is the whole line (a class rule's order beside it is not seen by ``clean``)
        if m is not None and _HEAD.fullmatch(line, 0, m.start()) and _TAIL.fullmatch(line, m.end()):
            return [m.span()]
    if ("like" in low or "such as" in low or "e.g." in low) and (
        m := _REFUSED_EXAMPLE.search(line)
    ) is not None:
        return [m.span()]
    if family == ROLE and "<" in line:
        m = _NAMED_ELEMENT.search(line)
        if m is not None and _DATA_FORMAT.search(line):
            return [m.span()]
        if _DATA_FORMAT.search(line) and (part := _MARKUP_PART.search(line)) is not None:
            nouns = [n.span() for n in _TAG_AS_NOUN.finditer(line)]
            if nouns and len(nouns) == len(re.findall(_TAG, line)):
                return [*nouns, part.span()]  # every tag a noun in talk about a document's parts
        m = _SHOWN_MARKER.search(line)
        if m is not None and _MARKER_TALK.search(line):
            return [m.span()]
    return None


attack_talk: Final = blanked_reading(_spans)
"""Whether a match lies in talk about an attack (a taxonomy, an ignored plant, a refused example,
a tag named or shown), and the line holds no other order once that talk is blanked."""


ATTACK_TALK_GATE: Final = Gate(  # perf31: what each path of ``_spans`` needs
    When(None, (_TAXONOMY, _IGNORED, _TESTED_REFUSED, _REFUSED_EXAMPLE)),
    When((ROLE,), "<"),
)
"""The lines ``attack_talk`` can set a match aside on (``injection_reading_gates.py``)."""
