"""Values a sentence announces instead of naming them (pure): a secret named earlier in the
sentence and its value after an announcing phrase (``Heroku API key rotated today, new value
<v>``, ``heroku auth:token printed <v>``, ``found the X API key in the wiki, it's <v>``), and a
value named after itself (``paste <v> (that's the Plaid production secret)``).

The name is judged by ``key_names.judge`` (its head must be a secret word: ``that's the token
endpoint`` names an endpoint), the words between name and value must not name another thing
(``the token's request id printed <uuid>``), and the value must look like key material (a UUID
is one here: the sentence names it a secret).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .key_names import NOT_SECRET, SECRET, judge, words
from .key_words import NAME_HEADS, STRONG, WEAK
from .secret_context import Covered, context, never
from .secret_needles import lowered
from .secret_rules import SECRET_WORD
from .secret_values import human_password, placeholder, random_like, readable_data
from .secret_values_shapes import UUID

_ANNOUNCE_NEEDLES: Final = (
    ("value", 4),
    ("printed", 0),
    ("returned", 0),
    ("gave", 0),
    ("output", 0),
    ("it's", 0),
    ("it’s", 0),
    ("it is", 0),
    ("now", 0),
)
"""The announcers' words, and how far before the word an announcer starts (``new value``)."""
_ANNOUNCER: Final = re.compile(
    r"(?i:\b(?:(?:new|its|the) value(?:\s+is)?|printed|returned|gave(?:\s+me)?|output"
    r"|it['’]s|it\s+is|(?P<now>now))\s*[:=]?\s*['\"`]?)(?=[A-Za-z0-9])"
)
_CHANGED: Final = re.compile(
    r"(?i:\b(?:rotated|regenerated|changed|reset|reissued|renewed|replaced|updated|rolled)\b)"
)
"""``<name> rotated, now <v>``: ``now`` announces a value only after the name changed."""
_VALUE: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9_\-.+/=~!@#$%^&*]{15,}")
_SENTENCE_END: Final = re.compile(r"[.!?]\s|\n")
_CLAUSE_END: Final = re.compile(r"[.!?;]\s|[;\n]")
_DESCRIBED: Final = re.compile(r"\s*(?:\(|[—–\-]\s|,?\s*(?:as|is|was|which\s+is)\b)")
"""Words right after a value that say what it is (``(the request id)``, ``as its job id``)."""
_REACH: Final = 120


def _sentence_before(text: str, at: int) -> int:
    """Where the sentence holding ``at`` starts (at most ``_REACH`` characters back)."""
    start = max(0, at - _REACH)
    for m in _SENTENCE_END.finditer(text, start, at):
        start = m.end()
    return start


def _announcers(text: str, lower: str) -> Iterator[re.Match[str]]:
    for needle, back in _ANNOUNCE_NEEDLES:
        i = lower.find(needle)
        while i != -1:
            if i >= back:
                m = _ANNOUNCER.match(text, i - back)
                if m is not None:
                    yield m
            i = lower.find(needle, i + 1)


def _announced(text: str, lower: str, covered: Covered) -> Iterator[tuple[str, int, int]]:
    for am in _announcers(text, lower):
        vm = _VALUE.match(text, am.end())
        if vm is None:
            continue
        value = vm.group().rstrip(".,;:!?)")
        start, end = vm.start(), vm.start() + len(value)
        if covered(start, end) or placeholder(value) or readable_data(value):
            continue
        if not (UUID.fullmatch(value) or random_like(value)):
            continue
        s0 = _sentence_before(text, am.start())
        if s0 == am.start() and s0 >= 2 and text[s0 - 2] in ".!":
            s0 = _sentence_before(text, s0 - 2)  # "The X token changed. New value: <v>"
        names = list(SECRET_WORD.finditer(text, s0, am.start()))
        if not names:
            continue
        name = names[-1]
        between = text[name.end() : am.start()]
        if len(between) > 60 or any(w in NAME_HEADS for w in words(between)):
            continue  # the words after the name name another thing (its id, a job)
        if am.group("now") is not None and not _CHANGED.search(between):
            continue  # "the token is now …" has its own rules; "now" alone announces nothing
        after = _CLAUSE_END.split(text[end : end + 40], maxsplit=1)[0]
        if _DESCRIBED.match(after) and any(w in NAME_HEADS for w in words(after)):
            continue  # "<uuid> (the request id)", "<uuid> as its job id"
        if judge(text[s0 : name.end()]) == SECRET:
            yield "secret-assignment", start, end


_NAMED_AFTER_NEEDLES: Final = (
    "that's",
    "that’s",
    "that is",
    "this is",
    "which is",
    "is the",
    "is our",
    "is my",
    "was the",
)
_NAMED_AFTER: Final = re.compile(
    r"(?i:(?:that['’]s|that\s+is|this\s+is|which\s+is|is|was)\s+"
    r"(?:the|our|my|your|an?|its|their)\s+)(?P<name>[^\W\d][\w'’\- ]{0,60})"
)
_ASIDE_NEEDLES: Final = ("(", "—", "–", " - ")
_ASIDE_NAME: Final = re.compile(
    r"(?i:\((?:(?:the|our|my|your)\s+)?(?P<paren>[^\W\d][\w'’\- ]{0,50}?)\)"
    r"|[—–\-]\s*(?:(?:the|our|my|your)\s+)?(?P<dash>[^\W\d][\w'’\- ]{0,50}?)(?=[.;,]?\s*$|[.;,]\s))"
)
"""``<v> (Plaid sandbox secret)``, ``<v> — the Plaid sandbox secret.``: an aside that is only a
name (no verb, no ``in Vault``), closed right after it."""
_STATEMENT: Final = frozenset((
    "is", "are", "was", "were", "be", "been", "lives", "live", "stays", "stay", "stored",
    "kept", "goes", "has", "have", "had", "can", "cannot", "must", "should", "will", "would",
    "never", "not",
))  # fmt: skip
"""A verb in the words after a value makes them a statement about something else (``(the
signing secret is in Vault)``), not its name."""
_MAX_NAME_WORDS: Final = 5
_NOT_A_VALUE: Final = re.compile(r"[\[\]{}()\"<>,]|=(?!=*$)")
"""Code (``os.environ["X"]``), a DN (``cn=…,ou=…``): no value a name after it could name."""
_BEFORE_ASIDE: Final = "\t (,—–-"
"""What may stand between a value and the words that name it (``<v> (that's``, ``<v> — that's``)."""
_OBJECT: Final = re.compile(
    r"(?i:\s(?:with|for|of|from|in|on|at|by|to|into|under|that|which|who|we|i|you|they)\b)"
)
"""Where the head phrase of the name ends (``the branch with the token fix``: a branch)."""
_QUOTES: Final = "\"'`“”‘’"
_HEX: Final = re.compile(r"[0-9a-fA-F]{16,}")


def _value_before(text: str, at: int) -> tuple[int, int] | None:
    """The whitespace-delimited word that ends at ``at``, without its quotes."""
    start = at
    while start and not text[start - 1].isspace():
        start -= 1
    while start < at and text[start] in _QUOTES:
        start += 1
    end = at
    while end > start and text[end - 1] in _QUOTES:
        end -= 1
    return (start, end) if end > start else None


def _named_after(text: str, lower: str, covered: Covered) -> Iterator[tuple[str, int, int]]:
    for needle in _NAMED_AFTER_NEEDLES:
        i = lower.find(needle)
        while i != -1:
            m = _NAMED_AFTER.match(text, i)
            i = lower.find(needle, i + 1)
            if m is None:
                continue
            at = m.start()
            while at and m.start() - at < 4 and text[at - 1] in _BEFORE_ASIDE:
                at -= 1
            found = _judged_before(text, at, m.group("name"), covered)
            if found is not None:
                yield "secret-assignment", *found
    for needle in _ASIDE_NEEDLES:
        i = lower.find(needle)
        while i != -1:
            at = i + 1 if needle == " - " else i
            m = _ASIDE_NAME.match(text, at)
            i = lower.find(needle, i + 1)
            if m is None or not at or not text[at - 1].isspace():
                continue
            name = m.group("paren") or m.group("dash") or ""
            if _OBJECT.search(name):
                continue  # "(password in Vault)": where the secret is, not what the value is
            found = _judged_before(text, at - 1, name, covered)
            if found is not None:
                yield "secret-assignment", *found


def _judged_before(text: str, at: int, name: str, covered: Covered) -> tuple[int, int] | None:
    """The value ending at ``at`` when ``name`` names it a secret."""
    span = _value_before(text, at)
    if span is None:
        return None
    value = text[span[0] : span[1]].rstrip(".,;:")
    span = (span[0], span[0] + len(value))
    if len(value) < 10 or covered(*span) or _NOT_A_VALUE.search(value) or placeholder(value):
        return None
    if readable_data(value) or not (
        random_like(value) or _HEX.fullmatch(value) or human_password(value)
    ):
        return None
    if any(w in STRONG or w in WEAK for w in words(value)):
        return None  # "prod-api-key-2026 is the API key …": the secret's name, not its value
    head = _OBJECT.split(name, maxsplit=1)[0].rstrip(" -'’")
    ws = words(head)
    if len(ws) > _MAX_NAME_WORDS or any(w in _STATEMENT for w in ws):
        return None  # a clause about something else, not a name
    if judge(head + " ") != SECRET or context(text, *span) == NOT_SECRET:
        return None  # the name is no secret's, or the value's own name calls it an id
    return span


def announced(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """Values a sentence announces (see the module's docstring)."""
    lower = lowered(text)
    if len(lower) != len(text):  # a letter that lower-cases to two (İ): keep the columns
        lower = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    yield from _announced(text, lower, covered)
    yield from _named_after(text, lower, covered)
