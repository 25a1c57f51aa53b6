"""English standing orders that plant something in every output (persistence; pure; helper
inj25a, session 25). Each rule runs on one folded line the other stages left clean.

- hidden text (white font, zero size, invisible) inserted into every document;
- payment instructions naming an account put in every answer, letter or signature (a payment
  redirection: "always mention that clients should pay to the new account …");
- a made-up row added to every log or register the model writes;
- a P.S., footer or line in every letter that sends the reader to an outside review or promo site;
- the model told to schedule itself to run the note again;
- a vendor's comment with its site put in every generated file.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_en_order_gates import order_rule
from .lexicon_en import PERSISTENCE

Span = tuple[int, int] | None

_EVERY: Final = re.compile(
    r"\b(?:every|each|all|always|whenever|any\s+time|from\s+now\s+on|going\s+forward)\b"
)
"""A standing order: in every output, always."""

_HIDDEN_TEXT: Final = re.compile(
    r"\b(?:insert|add|include|embed|put|place|write|hide|append)\b[^.;]{0,60}?(?:\b(?:hidden|invisible|white-on-white|white)\s+(?:[\w-]+\s+){0,2}?(?:text|font|characters|words|lines?|notes?|comments?|sentences?|phrases?)\b"
    r"|\bin\s+(?:white|invisible|transparent)\s+(?:font|text|ink|colou?r)\b|\bfont[- ]size\s*:?\s*0\b|\bzero[- ]width\s+(?:text|characters?|spaces?)\b)"
)
_ACCESSIBLE: Final = re.compile(
    r"\bscreen[- ]readers?\b|\baccessib\w*|\baria-|\bsr-only\b|\balt[- ]text\b|\bstrip\w*\b|\bremov\w*\b|\bdetect\w*\b"
)
"""Hidden text for screen readers, or hidden text looked for and removed: no plant."""

_PAY_TO: Final = re.compile(
    r"\b(?:send|pay|wire|transfer|remit|deposit|route|direct)\w*\s+(?:[\w-]+\s+){0,4}?(?:to|into)\s+(?:the\s+|our\s+|a\s+)?(?:new|updated|different|other|changed)\s+(?:bank\s+)?(?:account|acct|iban|bank)\b"
    r"|\b(?:pay|wire|remit|send)\s+(?:all\s+)?(?:invoices?|payments?|fees?|retainers?|balances?|funds?)\s+(?:to|into)\s+(?:acct|account|iban|a/c)\b\.?\s*(?:no\.?\s*|number\s+|#\s*)?[\w-]*\d{4}"
)
_IN_EVERY_MESSAGE: Final = re.compile(
    r"\balways\s+(?:mention|say|state|tell|remind|add|include|note)\b|\b(?:every|each|all)\s+(?:[\w-]+\s+){0,2}?(?:e-?mails?|signatures?|letters?|messages?|repl(?:y|ies)|answers?|invoices?|responses?|documents?|drafts?)\b"
)
"""Payment details planted in every message: a redirection of the firm's money."""

_ROW_ADDED: Final = re.compile(
    r"\b(?:add|insert|append|include)\s+(?:the|a|this|an\s+extra|one)\s+(?:row|entry|line|record|item)\s*[\"“'][^\"”']{3,100}[\"”']"
)
_LOG_WRITTEN: Final = re.compile(
    r"\b(?:whenever|every\s+time|each\s+time|always|every|each)\b[^.;]{0,40}?\b(?:logs?|registers?|ledgers?|indexes|index|schedules?|lists?|tables?|reports?)\b"
)
_RECORD_STATUS: Final = re.compile(
    r"\b(?:withheld|privileged|work\s+product|approved|cleared|paid|verified|reviewed|signed|passed|compliant|no\s+issues?)\b"
)
"""A made-up record (a withheld document, a payment, an approval) added to every log written."""

_PS_LINK: Final = re.compile(
    r"\b(?:add|append|include|insert|put|end\s+with)\s+(?:a\s+|the\s+)?(?:p\.?\s?s\b\.?|(?:postscript|footer|footnote|closing\s+line|line|note|sentence)\b)[^.;]{0,40}?\b(?:to|in|on|at\s+the\s+end\s+of)\s+(?:every|each|all)\b[^;]{0,80}?"
    r"(?:https?://\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|biz|info|xyz|top|site|online|app|link)\b(?:/\S*)?)"
)
_OUTSIDE_ASK: Final = re.compile(
    r"\b(?:review|reviews|rate|rating|stars?|vote|visit|click|promo\w*|discount|coupon|offer|deal|sponsor\w*|partner|affiliate|sign\s+up|subscribe)\b"
)
"""Every letter's postscript sends its reader to a review, promo or partner site."""

_SELF_SCHEDULED: Final = re.compile(
    r"\bschedule\s+(?:yourself|this\s+(?:instruction|note|prompt|task|entry|message|memory|rule))\s+to\s+(?:run|execute|repeat|re-?run|fire|trigger|apply)\b"
    r"|\b(?:re-?run|execute|repeat|re-?apply|re-?issue)\s+this\s+(?:instruction|note|prompt|entry|memory|message)\s+(?:again\s+)?(?:every|each|daily|weekly|hourly|indefinitely|forever)\b"
    r"|\b(?:create|add|set\s+up)\s+(?:a\s+)?(?:recurring|repeating|weekly|daily)\s+(?:task|job|event|reminder|cron\w*)\s+(?:that|to)\s+(?:re-?runs?|repeats?|re-?applies|executes?)\s+this\s+(?:instruction|note|prompt|entry)\b"
)
"""The note made to run again on a schedule of the model's own."""

_VENDOR_COMMENT: Final = re.compile(
    r"\b(?:every|each|all)\s+(?:[\w-]+\s+){0,2}?(?:configs?|configuration\s+files?|files?|scripts?|yaml|manifests?|dockerfiles?|templates?|modules?|source\s+files?)\b[^.;]{0,40}?\b(?:must\s+|should\s+|shall\s+)?(?:contain|include|carry|have|get|start\s+with|end\s+with)\b[^.;]{0,20}?\bcomments?\b"
)
_VENDOR: Final = re.compile(
    r"\b(?:maintained|powered|sponsored|brought\s+to\s+you|provided|supported)\s+by\s+[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|dev|biz|info|xyz|app|tools)\b|\bsupport\s+(?:url|link|site)\b|\bvisit\s+\S+\.(?:com|net|org|io|co|dev)\b"
)
"""A vendor's name and site planted in every generated file."""


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    order_rule(
        PERSISTENCE,
        _HIDDEN_TEXT,
        needs=(_EVERY,),
        unless=(_ACCESSIBLE,),
        gate="hidden|invisible|white|font-size|font size|zero-width|zero width",
        name="hidden_text_planted",
    ),
    order_rule(  # the span is the standing part: the payment line is often quoted
        PERSISTENCE,
        _IN_EVERY_MESSAGE,
        needs=(_PAY_TO,),
        gate="account|acct|iban|bank|a/c",
        name="payments_redirected",
    ),
    order_rule(
        PERSISTENCE,
        _ROW_ADDED,
        needs=(_LOG_WRITTEN, _RECORD_STATUS),
        gate="row|entry|line|record|item",
        name="row_planted",
    ),
    order_rule(
        PERSISTENCE,
        _PS_LINK,
        needs=(_OUTSIDE_ASK,),
        gate="every|each|all ",
        name="postscript_link",
    ),
    order_rule(
        PERSISTENCE,
        _SELF_SCHEDULED,
        gate="schedule|this instruction|this note|this prompt|this entry|this memory|this message|recurring|repeating",
        name="self_scheduled",
    ),
    order_rule(
        PERSISTENCE,
        _VENDOR_COMMENT,
        needs=(_VENDOR,),
        gate="comment",
        name="vendor_comment",
    ),
)
