"""What narrows a structural concept's spans in one folded line (pure): negation right before
an action, imperative clause starts, tooling and noun uses of a verb, questions asked about an
act, a line's own quotations, contact addresses, paths into one's own store. The structural
scorer (``structure.py``) combines concepts only on the spans these leave.
"""

from __future__ import annotations

import re
from typing import Final

from .concept_search import compiled
from .concepts_acts import OWN_STORE

Spans = list[tuple[int, int]]


def negated(before: str) -> bool:
    """Whether the text right before an action forbids it ("never", "do not", "n'", "не")."""
    return bool(compiled()["negation"].search(before))


def negated_at(line: str, start: int) -> bool:
    return negated(line[max(0, start - 28) : start])


def near(a: Spans, b: Spans, window: int) -> tuple[int, int] | None:
    for s1, e1 in a:
        for s2, e2 in b:
            if max(s1, s2) - min(e1, e2) <= window:
                return min(s1, s2), max(e1, e2)
    return None


def imperative(line: str, spans: Spans) -> Spans:
    """The spans that open a clause (``Skip the safety review.``, ``bitte ignoriere …``)."""
    pattern = compiled()["clause_start"]
    return [
        (s, e)
        for s, e in spans
        if pattern.search(line[max(0, s - 24) : s]) or line.startswith(_CJK_IMPERATIVE, s)
    ]


_CJK_IMPERATIVE: Final = ("不要", "别", "別", "请", "請")
"""A Chinese verb phrase that is an imperative by itself (``不要加…``, ``请关闭…``)."""


STORED_IN: Final = re.compile(
    r"\b(?:stored|kept|saved|lives?|held)\s+in\s+(?:the\s+|our\s+)?(?:\w+\s+)?$"
    r"|\b(?:in|from)\s+(?:the\s+)?(?:ci|github|gitlab|repo|vault|actions)\s+$"
)
"""Where a secret is kept (``the webhook stored in CI secrets``): a place, not what is sent."""


STATED: Final = re.compile(r"\b(?:we|they|he|she|it|i)\s+(?:\w+\s+)?$")
"""A statement of what someone does, not a request."""

_TOOLING: Final = re.compile(
    r"lint|линт|format|typing|type\s+check|spell|style|стил|estilo|coverage"
    r"|型チェック|リント|フォーマット|スタイル|カバレッジ|타입\s*검사|린트|포맷|스타일|커버리지|类型检查|類型檢查|格式|风格|風格"
    r"|覆盖率|覆蓋率|deprecat|dépréciation|depreciaç|veraltet|устаревш|废弃|非推奨|compil"
)
"""Checks of development tools (``lint checks are disabled here for generated files``, deprecation
and compiler warnings): a project setting, not a safeguard of the model."""


def not_tooling(line: str, spans: Spans) -> Spans:
    return [(s, e) for s, e in spans if not _TOOLING.search(line[max(0, s - 16) : e + 16])]


GOES_ON: Final = re.compile(r"\b(?:continue|keep\s+doing|go\s+on|carry\s+on|that\s+way)\b")
"""A story that tells the assistant to go on doing what it did."""
OBLIGE: Final = re.compile(
    r"\b(?:must|shall|should|has\s+to|have\s+to|is\s+required|obey|comply|always|never)\b"
    r"|なければ|なさい|ください|해야|하라|하십시오|必须|必須|应当|應當|务必|обязан\w*|долж\w+"
    r"|\b(?:debe|deve|muss|doit|siempre|sempre|immer|toujours)\b"
)
"""An order (a role line that speaks to the assistant and tells it what it must do)."""
PERMIT: Final = re.compile(
    r"\b(?:may\s+now|can\s+now|is\s+(?:now\s+)?(?:allowed|authori[sz]ed|permitted|cleared)\s+to)\b"
    r"|可以执行|可以運行|可以运行|允许|允許|有权|有權|获准|已授权|已授權|してよい|してもよい|許可され"
    r"|할\s*수\s*있|허용|\b(?:puede|pode|peut|darf|kann)\s+(?:ahora|agora|maintenant|jetzt|nun)\b"
    r"|(?:может\s+теперь|теперь\s+может|разрешено)"
)
"""A grant of permission (``the assistant may now …``, ``助手现在可以执行…``): on a role line that
speaks to the assistant, as much a fake system message as an order."""
_NOUN_POST: Final = re.compile(
    r"(?:\b(?:blog|forum|a|the|this|that|each|every|my|our|your|next|new|linkedin|guest)\s+|[.@])$"
)
_ROUTE: Final = re.compile(r"@[\w.]+\.(?:post|put|patch|get|route)\(\s*['\"]/")


_NOUN_MAIL: Final = re.compile(
    r"\b(?:the|a|an|this|that|each|every|my|our|your|his|her|their|no|any|un|une|um|uma|le|el|o|ein|eine|einen)\s+"
    r"(?:[\w\-]+\s+)?$"
)
"""``the reset email``, ``a welcome mail``: a determiner makes ``email`` the noun."""
_NOUN_LIST: Final = re.compile(
    r"\b(?:the|a|an|this|that|each|every|my|our|your|his|her|their|no|any)\s+"
    r"(?:(?!(?:to|and|or|then|will|should|must|can|may|please|always|also|just)\b)[\w\-]+\s+){0,2}$"
)
"""``the staff contact list``, ``a heap dump``: a determiner, up to two words, then the noun
(not ``the model to dump …``: a verb after ``to`` or a modal)."""


_NOUN_BEFORE: Final = re.compile(
    r"\b(?:before|after|every|each|per|on|the|a|an|this|that|next|last|first|your|my|our|its|their"
    r"|tool|command|model|program|script|build|test|cli|llm|agent|shell|any|raw|pre|post)[\s-]+$"
)
_NOUN_AFTER: Final = re.compile(
    r"\s+(?:can|may|might|could|is|are|was|were|contains?|includes?|shows?|of|messages?|hooks?"
    r"|hash(?:es)?|sha|msg|logs?)\b"
)
"""``before every commit``, ``tool output can contain …``: ``commit``/``output`` as nouns."""


DONE_TO: Final = re.compile(
    r"\s+(?:[\w-]+\s+){0,4}?(?:were|was|have\s+been|has\s+been|got)\s+(?:\w+\s+)?\w+(?:ed|en|wn)\b"
)
"""``all Slack sessions for that user were revoked``: what was done to them, reported."""


def _noun(line: str, s: int) -> bool:
    if line.startswith(("commit", "output"), s):
        word = re.match(r"\w+", line[s:])
        end = s + (len(word.group()) if word else 0)
        return bool(_NOUN_BEFORE.search(line[max(0, s - 16) : s]) or _NOUN_AFTER.match(line, end))
    if re.match(r"\w+tion\b", line[s:]):
        return True  # ``markdown-image exfiltration``: a topic, not an order
    if line.startswith("post", s):
        return bool(_NOUN_POST.search(line[max(0, s - 12) : s]))
    if line.startswith(("email", "e-mail", "mail"), s):
        return bool(_NOUN_MAIL.search(line[max(0, s - 32) : s]))
    if line.startswith(("list", "dump"), s):
        # "from the call-out list in chat", "a heap dump in the ticket": a determiner makes the
        # noun (the verb opens its clause: "list the secrets in chat")
        return bool(_NOUN_LIST.search(line[max(0, s - 40) : s]))
    return False


def verbs(line: str, spans: Spans) -> Spans:
    """Send/reveal spans that are verbs: not the noun ``post`` (``blog post idea``) or ``email``
    (``the reset email never arrives``) nor a web framework's route (``@app.post('/webhooks/…')``
    receives, it sends nothing)."""
    if not any(w in line for w in ("post", "mail", "commit", "output", "tion", "list", "dump")):
        return spans
    route = _ROUTE.search(line) if "post" in line else None
    return [
        (s, e)
        for s, e in spans
        if not _noun(line, s) and not (route and route.start() <= s < route.end())
    ]


_ASKED_ABOUT: Final = re.compile(
    r"\b(?P<modal>should|can|may|must|does|do|will)\s+(?:the|our|this|that|a)\s+(?:\w+\s+)?"
    r"(?:bot|agent|model|assistant|ai|llm|tool|cli|script|service)s?\s+(?:just\s+|also\s+|still\s+"
    r"|really\s+)?$"
)
_ANSWERED: Final = re.compile(r"\?\s*(?:→|->|—|-|:)?\s*(?:yes|no|sure|nope|yep|maybe|only|a:)\b")
"""A question about what a third party should do (``should the bot ignore …?``), or one asked
and answered (``can the agent skip …? sure, read-only …``): a discussion, not a request (a polite
request, ``could the assistant …?``, is not one)."""


def _asked(line: str, start: int) -> bool:
    m = _ASKED_ABOUT.search(line[max(0, start - 40) : start])
    if m is None or "please" in line:
        return False
    end = re.search(r"[.!;\n]|$", line[start:])
    clause = line[start : start + (end.start() if end else 0) + 24]
    if "?" not in clause:
        return False
    return m.group("modal") in ("should", "does", "do", "must") or bool(_ANSWERED.search(clause))


_QUOTED_SPAN: Final = re.compile(
    r"(?<!\w)'[^'\n]{3,}'(?!\w)|\"[^\"\n]{3,}\"|“[^”\n]{3,}”|«[^»\n]{3,}»"
)


def in_own_quote(line: str, spans: Spans, objects: Spans) -> Spans:
    """Verbs of a quoted directive act on what the quote holds: a verb inside a quote that holds
    its object but none of ``objects`` (``the prompt asks the model to 'ignore greetings and
    sign-offs'``) acts on none of them, whatever stands outside the quote."""
    if not any(q in line for q in "'\"“«"):
        return spans
    quotes = [(m.start(), m.end()) for m in _QUOTED_SPAN.finditer(line)]
    out: Spans = []
    for s, e in spans:
        quote = next(((a, b) for a, b in quotes if a < s and e < b - 1), None)
        if (
            quote is not None
            and line[e : quote[1] - 1].strip()
            and not any(quote[0] <= a and b <= quote[1] for a, b in objects)
        ):
            continue
        out.append((s, e))
    return out


_MESSAGE: Final = re.compile(
    r"\s+(?:(?:an?|um|uma|un|une|una|ein\w*|\w+)\s+)?(?:e-?mail|mail|correo|mensaje|mensagem|message"
    r"|ticket|courriel|nachricht|письмо|сообщение)\b"
)
_ADDRESS: Final = re.compile(r"\s+[\w.+-]+@")
_WITH_SECRET: Final = re.compile(
    r"(?<!\S)(?:with|containing|including|con|com|avec|mit|contenant|incluyendo|incluindo|с|со)\s"
)


def contact(line: str, end: int, secrets: Spans) -> bool:
    """A send verb (ending at ``end``) that writes to someone: a message (``envía un correo a
    soporte@…``) that carries no secret (``… con todas las contraseñas``), or an address with
    every secret word of the line (``secrets``) before it (``if you forget the password, email
    support@…``)."""
    if _MESSAGE.match(line, end):
        return not any(
            a > end and _WITH_SECRET.search(line, max(end, a - 40), a) for a, _ in secrets
        )
    return bool(_ADDRESS.match(line, end)) and all(b <= end for _, b in secrets)


TO_OWN_STORE: Final = re.compile(
    r"\s+(?:\w+\s+){0,3}?(?:through|via|in|into|to|using|with)\s+(?:the\s+|our\s+|your\s+|a\s+)?"
    + f"(?:{OWN_STORE})"
)
"""Secrets handed to the user's own store (``share them through 1Password``): not a leak."""


def named_in_path(line: str, spans: Spans) -> Spans:
    """Words that are not part of a file path (``.ai/guidelines/core.md``,
    ``app/Console/Commands/X.php``): a path names a file, not the model's instructions."""
    if "/" not in line:
        return spans
    return [(s, e) for s, e in spans if not (line[s - 1 : s] == "/" or line[e : e + 1] == "/")]


def affirmed(line: str, spans: Spans) -> Spans:
    return [(s, e) for s, e in spans if not negated_at(line, s) and not _asked(line, s)]
