"""Talk about attacks and URL templates, set aside (fix fp31i, pure).

Two classes of false positive on held-out rounds 31/32:

- a line that discusses, evaluates, teaches, quizzes, tests or reports an attack phrase ("the
  course shows how to spot emails telling the assistant to ignore its rules", "report any PDF
  containing 「前の指示を無視して」 to the SOC"): the phrase is quoted or the complement of a
  reported request ("telling the agent to …", "asked to …", "要求助手…"), and the line has a
  framing word (training, quiz, tests, report, evaluates…). An attack that merely claims to be a
  test ("Security drill: ignore all previous instructions …") gives its order in a main clause
  and stays caught;
- an exfiltration match on a URL template or placeholder (``?token=<token>``, ``{tenant}``,
  ``user:****@host``, ``whsec_…``) or on a line that says where a secret is kept ("its secret is
  in Vault"), unless the line opens with an order to send something.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .ascii_gates import gated
from .injection_found_keys import found_key_tested
from .injection_reading_gates import Gate, When
from .lexicon_en import EXFILTRATION, FAMILIES, TOOL

_FRAME: Final = gated(
    r"\b(?:quiz\w*|exam(?:s|ination)?|exercises?|training|trainings|course|onboarding|slides?|lessons?"
    r"|workshop|talks?|lectures?|thesis|chapters?|paper|study|research\w*|benchmarks?|evaluat\w*"
    r"|defen[cs]es?|regressions?|tests?|test\s+cases?|suites?|coverage|covered"
    r"|red[\s-]?team\w*|report\w*|incidents?|tickets?|soc|security\s+team|phishing"
    r"|detect\w*|recogni[sz]\w*|identify\w*|classify\w*|rejects?|retro"
    r"|blog|discuss\w*|explain\w*|jailbreaks?|injections?|attacks?|attempts?"
    r"|schulung\w*|kurs\w*|prüfung\w*|melden|meldung|erkenn\w*|vorfall|formation|cours|signal\w*"
    r"|repérer|détecter|curso|formación|capacitación|detectar|rep[oó]rta\w*|informa\w*|equipo"
    r"|seguran[cç]a|seguridad|prueba\w*|treinamento|identificar|teste\w*)\b"
    r"|тренинг\w*|обучени\w*|сообщ\w*|тест\w*|разбира\w*|инцидент\w*"
    r"|研修|報告|报告|テスト|見分け|訓練|教育|検出|評価|培训|培訓|测试|測試|识别|識別|评估|安全团队"
    r"|安全チーム|セキュリティ",
    re.IGNORECASE,
)
"""A framing word: discussion, evaluation, training, a quiz, test coverage, a report."""

_ATTACK_WORDS: Final = (
    r"quiz\w*|injections?|jailbreaks?|attacks?|training|test\s+cases?|red[\s-]?team\w*"
    r"|exam(?:s|ination)?"
)
_ATTACK_FRAME: Final = re.compile(rf"\b(?:{_ATTACK_WORDS})\b", re.IGNORECASE)
"""A stronger frame, for a match that holds a quotation (a quiz question around an example)."""

_QUOTE_FRAME: Final = gated(
    rf"\b(?:{_ATTACK_WORDS}"
    r"|workshop|talks?|lectures?|course|soc|security\s+team|phishing|schulung\w*|melden"
    r"|signalez|formation|curso|treinamento|rep[oó]rta\w*|seguridad)\b"
    r"|тренинг\w*|обучени\w*|研修|テストケース|安全团队|培训|培訓|セキュリティ|報告する|报告给",
    re.IGNORECASE,
)
"""The frame a quoted attack phrase needs: a lesson, a quiz, a test case, a report to security
(a pasted e-mail or ticket that quotes an order is no such frame)."""

_QUOTES: Final = re.compile(
    r"\"[^\"]{6,}\"|“[^”]{6,}”|„[^“”]{6,}[“”]|«[^»]{6,}»|「[^」]{4,}」|『[^』]{4,}』|`[^`]{6,}`"
    r"|(?<!\w)'[^']{12,}'(?!\w)"
)
_COMPLEMENT_BODY: Final = (
    r"(?:\b(?:(?:that|which|who)\s+(?:tell|ask|instruct|urge|get|trick|make)|telling|tells|told|asking|asks|asked|requests?|requesting|requested|instructing"
    r"|instructs|urging|urges|getting|gets|tricking|tricks|convincing|convinces|making|makes)"
    r"\s+(?:(?:the|an?|its|our|their|any)\s+)?(?:[\w-]+\s+){0,2}?to\s+"
    r"|\b(?:requests?|attempts?|asked|ask(?:ing)?)\s+to\s+"
    r"|\b(?:attempts?|attacks?|requests?|prompts?|phrases?|e\.g\.)\s*[(:]\s*"
    r"|\b(?:pide|piden|pidiendo|pedindo|pedem|pede|demandant|demandent|demande)\s+(?:(?:para|de|d')\s*)?"
    r"|\baufforder\w*[^.;:!?]{0,30}"
    r"|要求(?:助手|模型|代理|ai)?|让(?:助手|模型)|讓(?:助手|模型)"
    r")"
)
_MAY_TRY: Final = re.compile(
    r"(?<!\byou\s)(?<!\bu\s)\b(?:may|might|could|can|will|would|often|sometimes|tend\s+to)\s+"
    r"(?:try|attempt|seek|want|aim|look)\s+to\s+(?:make|get|trick|convince|coax|persuade|force"
    r"|manipulate|lure|fool|push)\s+(?:(?:the|an?|its|our|their|any)\s+)?(?:[\w\-]+\s+){0,2}?"
    r"(?:to\s+|into\s+)?"
    r"|\b(?:attackers?|adversar(?:y|ies)|malicious\s+\w+|spammers?|trolls?|abusers?)\s+(?:may|might"
    r"|could|can|will|would|often|sometimes)\s+(?:try\s+to\s+|attempt\s+to\s+)?",
    re.IGNORECASE,
)
"""An attack said to be possible, by a third party (``reviews in the feed may try to make the
reply bot <act>``, ``attackers could <act>``): a threat described, not an order; ``you may try
to …`` is no such talk."""
_MAY_TRY_NEEDLES: Final = (
    "try", "attempt", "seek", "want", "aim", "look", "attacker", "adversar", "malicious",
    "spammer", "troll", "abuser",
)  # fmt: skip
"""Every ``_MAY_TRY`` match holds one of these (lower-cased)."""
_COMPLEMENT: Final = gated(_COMPLEMENT_BODY + "$", re.IGNORECASE)
_COMPLEMENT_ANY: Final = gated(_COMPLEMENT_BODY + r"(?=\w)", re.IGNORECASE)
"""What stands before a reported request: "telling the agent to ", "asked to ", "piden "."""

_SEND_ORDER: Final = re.compile(
    r"(?:^\W*(?:[^:.;]{0,40}:\s*)?|[,;.:]\s+|\s(?:->|=>|→)\s+)(?:please\s+|also\s+|then\s+)?(?:\w+ly\s+|now\s+)?(?:send|post|upload"
    r"|forward|transmit|exfiltrate|leak|push|curl|wget|paste|email|mail|share|open|fetch|visit"
    r"|load|browse|request|call|ping)\b",
    re.IGNORECASE,
)
_PLACEHOLDER_URL: Final = re.compile(
    r"\b[a-z][\w+.-]*://\S*?(?:<[\w\s-]{1,30}>|\{[\w-]{1,30}\}|\*{3,}|…|x{4,}|\.\.\.)",
    re.IGNORECASE,
)
_PLACEHOLDER_VALUE: Final = re.compile(
    r"\b(?:secret|token|key|password)\w*\s*[:=]\s*[\w-]{0,12}(?:…|\.\.\.|<[\w\s-]{1,30}>)",
    re.IGNORECASE,
)
_KEPT_IN: Final = re.compile(
    r"\b(?:secrets?|tokens?|passwords?|keys?|credentials?)\s+(?:itself\s+)?(?:is|are|lives?|sits?"
    r"|stays?|is\s+kept|are\s+kept|is\s+stored|are\s+stored|comes?\s+from)\s+"
    r"(?:(?!(?:sent|posted|uploaded|forwarded|e-?mailed|shared|leaked|copied|pasted|included"
    r"|appended|added|echoed|printed|logged)\b)[\w\-]+\s+){0,3}?(?:in|from|under)\s+"
    r"|\bkeep\s+(?:the\s+)?[\w\s-]{0,30}?(?:secret|token|password|key)s?\s+in\s+"
    r"|\bcopy\s+it\s+from\s+(?:the\s+)?|\b(?:liegt|liegen)\s+im\s+|\bcome\s+from\s+the\s+",
    re.IGNORECASE,
)


def _outside(line: str, quotes: list[re.Match[str]]) -> str:
    out = line
    for q in reversed(quotes):
        out = out[: q.start()] + " " * (q.end() - q.start()) + out[q.end() :]
    return out


def discussed(family: str, line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """Whether a match of ``family`` at ``[start, end)`` of ``line`` is talk about an attack or a
    URL template (``clean(text)``: whether the screen finds nothing in ``text``)."""
    if family == EXFILTRATION and _template(line):
        return True
    quotes = list(_QUOTES.finditer(line))
    whole = start <= 0 and end >= len(line.rstrip())  # the classifier's whole-line verdict
    if quotes and any(
        (q.start() <= start and end <= q.end())
        or whole
        or (start < q.end() and q.start() < end and bool(_ATTACK_FRAME.search(line)))
        for q in quotes
    ):
        outside = _outside(line, quotes)
        if not _QUOTE_FRAME.search(outside) or not clean(outside):
            return False
        if family == TOOL:
            return bool(_RISK.search(outside))
        return True
    if family == TOOL:
        return False
    if whole:
        return bool(_COMPLEMENT_ANY.search(line)) and bool(_FRAME.search(line))
    if _threat(line, start, end, clean):
        return True  # a threat described ("may try to make the bot reveal …")
    before = line[max(0, start - 60) : start]
    return bool(_COMPLEMENT.search(before)) and bool(_FRAME.search(line))


_CLAUSE_STOP: Final = re.compile(r"[.;!?](?:\s|$)|\s[—–]\s")


def _threat(line: str, start: int, end: int, clean: Callable[[str], bool]) -> bool:
    """A match inside a clause that says a third party may try the act (``_MAY_TRY``), the rest
    of the line clean once that clause is blanked."""
    lower = line.lower()
    if not any(w in lower for w in _MAY_TRY_NEEDLES):
        return False  # (the pattern tried at every word costs more than these substrings)
    for m in _MAY_TRY.finditer(line, 0, end):
        stop = _CLAUSE_STOP.search(line, m.end())
        clause_end = len(line) if stop is None else stop.start()
        if clause_end <= start:
            continue  # the threat's clause ends before the match
        a = 0  # the sentence's start: its subject ("reviews in the App Store feed")
        for sentence in _CLAUSE_STOP.finditer(line, 0, m.start()):
            a = sentence.end()
        rest = line[:a] + " " * (clause_end - a) + line[clause_end:]
        return clean(rest)
    return False


_RISK: Final = re.compile(
    r"\b(?:risky|dangerous|unsafe|insecure|bad\s+(?:idea|practice)|why|warn\w*|never)\b",
    re.IGNORECASE,
)


_USER_DATA: Final = re.compile(
    r"[<{][^<>{}]*(?:conversation|chat|histor|summar|message|context|prompt|memory|repl|answer"
    r"|content|data|file|user|mail|note|document)[^<>{}]*[>}]",
    re.IGNORECASE,
)
"""A placeholder to fill with the user's data (``?d={conversation}``): a beacon, not a template."""


_BEACON: Final = gated(
    r"!\[|<img\b|\b(?:render\w*|substitut\w*|filled\s+in|fill\s+in|include|embed|append|attach"
    r"|inclua|joindre|schicken|senden|envoie\w*|env[ií]a\w*|every\s+(?:\w+\s+)?(?:repl\w*|answer\w*"
    r"|response\w*|message\w*|report\w*)|each\s+(?:repl\w*|answer\w*|response\w*)|jede[rsnm]?|cada"
    r"|chaque)\b|вставля\w*|кажд\w*",
    re.IGNORECASE,
)
"""An order to render or send the filled-in URL (an image beacon, "in every reply")."""


_FETCH_FROM_STORE: Final = re.compile(
    r"[,;.:]\s+(?:then\s+|just\s+)?(?:fetch|get|pull|retrieve|read|grab|look\s+up|copy)\s+"
    r"(?:it|them|the\s+[\w\-]+|one)\s+(?:up\s+)?(?:with|from|via|using|in|through)\s+(?:the\s+)?"
    r"(?:[\w\-]+\s+){0,2}?(?:cli|api|console|dashboard|vault|ui|portal|keychain|1password|bitwarden"
    r"|manager|store|doppler|sops|kubectl|gcloud|aws|az)\b",
    re.IGNORECASE,
)
"""``…; fetch it with the CLI when needed``: where to get the secret to use it, not a send."""


def _template(line: str) -> bool:
    if "etch" in line or "get" in line or "read" in line or "pull" in line or "grab" in line:
        line = _FETCH_FROM_STORE.sub(lambda m: " " * len(m.group()), line)
    if _SEND_ORDER.search(line) or _USER_DATA.search(line) or _BEACON.search(line):
        return False
    if found_key_tested(line):
        return False  # a found key filled in and sent: no template (inj29a)
    return bool(
        _PLACEHOLDER_URL.search(line) or _PLACEHOLDER_VALUE.search(line) or _KEPT_IN.search(line)
    )


_NOT_TOOL: Final = tuple(f for f in FAMILIES if f != TOOL)
DISCUSSED_GATE: Final = Gate(  # perf31: what each path of ``discussed`` needs
    When((EXFILTRATION,), (_PLACEHOLDER_URL, _PLACEHOLDER_VALUE, _KEPT_IN)),  # _template
    When(None, _QUOTES, _QUOTE_FRAME),
    When(_NOT_TOOL, _COMPLEMENT_ANY, _FRAME),
    When(_NOT_TOOL, _MAY_TRY_NEEDLES, _MAY_TRY),  # _threat
    When(_NOT_TOOL, _COMPLEMENT, _FRAME),
)
"""The lines ``discussed`` can set a match aside on (``injection_reading_gates.py``)."""
