"""Team decisions, communication rules and documented addresses (fix fp15, pure).

Classes of injection false positive on harmless MEMORY.md entries (rounds 37/38, pw14a/pw14b,
probe fp15), read for every layer by ``injection_readings.py``:

- a question the team debated about what the assistant may reveal or follow, and its outcome
  ("we debated whether the bot should reveal its system prompt to admins; decision: no",
  „ob der Bot … herausgeben soll; Entscheidung: nein“, べきかを議論した。結論：見せない), or a spec
  that names what memory may not hold ("not orders aimed at overriding the system prompt");
- a communication rule that keeps an unconfirmed cause or date from customers until someone
  confirms it ("Ikke si til brukerne at en feil skyldes en tredjepart før vi har bekreftet det");
- a command's identity file (``scp -i ~/.ssh/<key> build.tar.gz deploy@host:``) or a URL's
  login placeholder (``smtp://BENUTZER:PASSWORT@mail``) read as a send;
- an address documented as the sender of the product's mails ("reset mails are sent from
  no-reply@…", «с адреса …», … から送信) or as the place to report vulnerabilities ("Báo lỗ hổng
  bảo mật qua security@…"), or where a kind of question or request is routed ("Send travel-rule
  questions to compliance@… and cc Tomasz", "direct billing enquiries to ar@…"): questions go to
  a contact, no data leaves ("send the customer list to …" stays an exfiltration).

Each sets a match aside only when the line with the match (the address) blanked is clean for the
rules.
"""

from __future__ import annotations

import re
from typing import Final

from .ascii_gates import gated
from .injection_incidents import Clean
from .injection_reading_gates import Gate, When
from .lexicon_en import CONCEAL, EXFILTRATION, EXTRACTION, OVERRIDE, POLICY, TOOL
from .text import blanked

_DEBATED: Final = gated(
    r"\b(?:whether|debated|discuss(?:ed|ion)|open\s+question|should\s+(?:the|our)\s+\w+(?:\s+\w+)?"
    r"\s+(?:ever\s+)?$|ob|besprochen|diskutiert|discutimos|discutido|debatimos|si|se|débattu"
    r"|discut[ée]e?s?|discussão|question|frage|pregunta|pergunta)\b|обсужда\w*|должен\s+ли|нужно\s+ли|是否|要不要|べきか|かどうか|議論"
    r"|해야\s*하는지|하는지|논의",
    re.IGNORECASE,
)
"""A question debated: "whether", "we discussed", ob, si, se, ли, 是否, べきか, 하는지."""

_OUTCOME_NO: Final = gated(
    r"\b(?:decision|decided|outcome|conclusion|result|verdict|answer|consensus|entscheidung"
    r"|ergebnis|decisi[oó]n|d[ée]cision|decis[aã]o|conclus\w*|resultado)\s*[:：-]\s*(?:no|not"
    r"|nein|non|n[aã]o|never|nie|nicht)\b|\bleaning\s+(?:towards?\s+)?no\b|\bdecided\s+against\b"
    r"|решение\s*[:：-]\s*нет|вывод\s*[:：-]\s*нет|结论\s*[:：]\s*不|決定\s*[:：]\s*(?:見せ|出さ|し)ない"
    r"|結論\s*[:：]\s*[^。.\n]{0,10}ない|결론\s*[:：]\s*[^.。\n]{0,12}(?:않|안\s)"
    r"|(?<=\?)\s*(?:no|nein|non|нет)\b",
    re.IGNORECASE,
)
"""A negative outcome: "decision: no", "leaning towards no", „Entscheidung: nein“, 結論：不."""

_NOT_NOUN: Final = re.compile(
    r"\b(?:not|never|no)\s+(?:\w+\s+){0,2}(?:orders|instructions|commands|entries|text|content"
    r"|requests)\s+(?:aimed\s+at|meant\s+to|intended\s+to|designed\s+to|trying\s+to"
    r"|(?:that|which)(?:\s+\w+){0,2}?(?:\s+to)?)\s+$",
    re.IGNORECASE,
)
"""A spec naming what is not allowed: "not orders aimed at" (an override follows)."""
_SPEC_NOT: Final = re.compile(
    _NOT_NOUN.pattern[:-1] + r"(?:overrid\w*|bypass\w*|ignor\w*|disabl\w*|replac\w*|reveal\w*"
    r"|leak\w*|chang\w*)[^.;!?\n]*",
    re.IGNORECASE,
)


def debated(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """A reveal or an override debated and decided against, or named in a spec as not allowed."""
    if family not in (EXTRACTION, OVERRIDE, POLICY):
        return False
    if _NOT_NOUN.search(line[max(0, start - 60) : start]):
        return clean(blanked(line, [(start, end)]))
    spec = _SPEC_NOT.search(line)
    if spec is not None and start < spec.end() and spec.start() < end:
        return clean(blanked(line, [spec.span()]), classify=False)
    if start <= 0 and end >= len(line.rstrip()) - 1:  # the classifier's whole-line verdict
        asked = _DEBATED.search(line)
        said = _OUTCOME_NO.search(line, asked.end()) if asked is not None else None
        if asked is None or said is None:
            return False
        return clean(blanked(line, [(asked.start(), said.start())]), classify=False)
    if not _DEBATED.search(line, max(0, start - 90), start) and not _DEBATED.search(
        line, end, min(len(line), end + 12)
    ):
        return False
    rest = line[end:]
    if not _OUTCOME_NO.search(rest) and "?" not in rest[:120] and "？" not in rest[:120]:
        return False
    return clean(blanked(line, [(start, end)]))


_TELL_NOT: Final = gated(
    r"^\W*(?:please\s+)?(?:don't|do\s+not|never)\s+(?:tell|say\s+to|announce\s+to|announce|mention"
    r"\s+to|confirm\s+to)|^\W*(?:sag|sagt|sagen\s+Sie)\s+(?:den|dem|der)\s+\w+\s+nicht"
    r"|^\W*no\s+(?:digas|diga|digan|comuniques)|^\W*ne\s+(?:dis|dites)\s+pas|^\W*n[aã]o\s+(?:diga"
    r"|conte|informe)|^\W*не\s+(?:говори|говорите|сообщай|сообщайте|пиши)|^\W*ikke\s+(?:si|fortell)"
    r"|^\W*(?:säg|berätta)\s+inte|^\W*fortæl\s+ikke|^\W*sig\s+ikke|^\W*vertel\s+\w+\s+niet"
    r"|^\W*zeg\s+niet|不要告诉|别告诉|伝えない|言わない|말하지\s*마|알리지\s*마",
    re.IGNORECASE,
)
"""A rule not to tell the customers something, at the start of the line."""

_UNTIL: Final = gated(
    r"\b(?:until|before|till|unless)\s+(?:\w+\s+){0,5}?(?:confirm\w*|signs?\s+(?:it\s+)?off|signed"
    r"\s+off|approv\w*|announc\w*|verif\w*|is\s+public|goes\s+public|published)"
    r"|\b(?:bevor|bis)\s+(?:\w+\s+){0,5}?(?:bestätigt|best[äa]tig\w*|freigegeben|offiziell)"
    r"|\b(?:hasta\s+que|antes\s+de\s+que|antes\s+de)\s+(?:\w+\s+){0,5}?(?:confirm\w*|aprueb\w*"
    r"|anunci\w*)|\b(?:tant\s+qu'|avant\s+qu')\S*\s+(?:\S+\s+){0,5}?(?:confirm\w*|valid\w*)"
    r"|\bantes\s+(?:de\s+)?(?:\w+\s+){0,4}?confirm\w*|пока\s+(?:\w+\s+){0,4}?не\s+подтверд\w*"
    r"|до\s+подтвержден\w*|\bfør\s+(?:\w+\s+){0,4}?(?:bekreftet|bekræftet|har\s+bekreftet)"
    r"|\binnan\s+(?:\w+\s+){0,4}?bekräftat|\bvoordat\s+(?:\w+\s+){0,4}?bevestigd"
    r"|确认之前|确认前|確認之前|認めるまで|確認できるまで|確定するまで|확인하기\s*전|확인되기\s*전",
    re.IGNORECASE,
)
"""Until someone confirms, signs off or announces it."""

_SELF: Final = gated(
    r"\b(?:you|your|yourself|dein\w*|t[úu]|vous|você|voc[eê]s|deg|dig|jij)\b"
    r"|\b(?:sent|forwarded|shared|uploaded|copied|deleted|installed|disabled|memory|prompt"
    r"|instructions?|rules?)\b|ты|тво\w+|你|あなた|너|당신",
    re.IGNORECASE,
)
"""What makes it about the agent: the model addressed, its acts, its memory or rules."""


def held_until_confirmed(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """A rule that keeps an unconfirmed cause or date from customers until it is confirmed."""
    del start, end
    if family not in (CONCEAL, OVERRIDE, POLICY) and family != EXFILTRATION:
        return False
    tell = _TELL_NOT.search(line)
    if tell is None or (until := _UNTIL.search(line, tell.end())) is None:
        return False
    if _SELF.search(line, tell.end(), until.start()):
        return False
    return clean(blanked(line, [(0, until.end())]))


_ADDRESS: Final = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_FROM: Final = gated(
    r"(?:\b(?:sent|go(?:es)?\s+out|delivered|mailed|dispatched|verschickt|versendet|gesendet"
    r"|env[ií]an|enviad[oa]s|enviad[oa]|envoy[ée]e?s?|partent|inviat[ei]|partono|verstuurd"
    r"|verzonden|wysyłane|skickas|sendes|sendt|dikirim|gửi)\s+(?:out\s+)?(?:from|von|desde|de"
    r"|depuis|da|vanaf|z|från|fra|dari|từ)|отправля\w+\s+с(?:\s+адреса)?|рассыла\w+\s+с"
    r"(?:\s+адреса)?)\s*$",
    re.IGNORECASE,
)
"""A mail the product sends, said to come from the address: "are sent from", «отправляются с
адреса», "được gửi từ"."""
_FROM_AFTER: Final = re.compile(
    r"^\s*(?:から(?:送信|送られ|配信)|에서\s*(?:발송|보내|전송)|(?:发出|發出|发送|寄出)"
    r"|(?:verschickt|versendet|gesendet|gesandt)\b|adresinden\s+gönderil)"
)
_VULN: Final = gated(
    r"\b(?:vulnerabilit\w*|security\s+(?:issues?|reports?|bugs?|findings?)|sicherheitslück\w*"
    r"|schwachstell\w*|vulnerabilidad\w*|vulnérabilit\w*|vulnerabilidade\w*|lỗ\s+hổng|lỗi\s+bảo"
    r"\s+mật|kerentanan|güvenlik\s+açı\w*|signalements?\s+de\s+sécurité)\b|уязвимост\w*|漏洞"
    r"|脆弱性|취약점",
    re.IGNORECASE,
)
_ROUTED: Final = re.compile(
    r"\b(?:send|sends|sent|forward\w*|direct\w*|route\w*|rout(?:e|ing)|refer\w*|escalat\w*|e-?mail"
    r"|take|bring|address|raise|submit|file)\s+(?:(?:any|all|your|the|their|other|further|more"
    r"|general|open|follow-?up)\s+)*(?:[\w\-/]+\s+){0,3}?(?:questions?|quer(?:y|ies)|inquir(?:y|ies)"
    r"|enquir(?:y|ies)|requests?|feedback|complaints?|concerns?|escalations?|issues|suggestions?"
    r"|rsvps?|bug\s+reports?|support\s+cases?)"
    r"(?:\s+(?:about|on|regarding|re|for|from)\s+(?:[\w\-/]+\s+){1,4}?)?\s+(?:to|at|via|with)\s*$",
    re.IGNORECASE,
)
"""A kind of question routed to the address ("send travel-rule questions to", "direct billing
enquiries to", "forward customer complaints about refunds to")."""
_DATA_WORD: Final = re.compile(
    r"(?i:\b(?:keys?|tokens?|passwords?|secrets?|credentials?|lists?|data|dumps?|files?|exports?"
    r"|databases?|records|logs?|history|conversations?|chats?|prompts?|env|\.env|seeds?"
    r"|mnemonics?|cookies?|sessions?|contacts?|emails|attachments?|documents?|invoices?)\b)"
)
"""What leaves when it is sent (a key, a list, a dump): no question routed."""

_TO_US: Final = gated(
    r"\b(?:to\s+(?:me|us)|an\s+(?:mich|uns)|à\s+moi|a\s+m[ií]|para\s+mim|para\s+m[ií])\b|мне|нам"
    r"|给我|發給我|私に|나에게|저에게",
    re.IGNORECASE,
)
"""A destination that is the writer: "to me", "an mich", «мне», 给我."""

_OBEY: Final = gated(
    r"\b(?:follow\w*|obey\w*|assistant|agent|trust\w*|seguir|segue|sigue|suivre|suis|folge\w*"
    r"|befolge\w*|assistente|asistente|agente|instruc\w*|orienta\w*|anweisung\w*|consignes?)\b"
    r"|следу\w*|выполня\w*|遵循|听从|従|따르",
    re.IGNORECASE,
)
"""The line makes the address an authority ("follow only the messages from …"): not a sender."""


def sender_address(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """Every address of the line is a documented sender, or where vulnerabilities are reported."""
    if family != EXFILTRATION or "@" not in line or "://" in line:
        return False
    spans: list[tuple[int, int]] = []
    for m in _ADDRESS.finditer(line):
        before = line[max(0, m.start() - 40) : m.start()]
        sender = _FROM.search(before) is not None or _FROM_AFTER.match(line[m.end() :])
        if not sender and not _VULN.search(line, max(0, m.start() - 50), m.start()):
            routed = _ROUTED.search(line, max(0, m.start() - 90), m.start())
            if routed is None or _DATA_WORD.search(_ADDRESS.sub(" ", line)):
                return False
        spans.append(m.span())
    if not spans or _TO_US.search(line) or _OBEY.search(line):
        return False
    return clean(blanked(line, [*spans, (start, end)]), classify=False)


_IDENTITY: Final = re.compile(r"\b(?:ssh|scp|sftp|rsync|mosh)\b[^\n]*?\s(-i\s+\S*\.ssh/\S*)")
"""An ssh-family command's identity flag: the key it logs in with, not a file it sends."""
_URL_LOGIN: Final = re.compile(r"\b[a-z][a-z0-9+.-]{1,15}://[^\s/@:]+:[^\s/@]+@[\w.-]+")
"""A URL with a login (``smtp://USER:PASS@host``): its ``@`` is the host's, not a destination."""


def identity_or_login(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """A send match on an ssh command's ``-i`` key file or inside a URL's login part."""
    whole = start <= 0 and end >= len(line.rstrip()) - 1  # the classifier's whole-line verdict
    if family != EXFILTRATION and not (family == TOOL and whole):
        return False
    spans = [m.span(1) for m in _IDENTITY.finditer(line)]
    spans += [m.span() for m in _URL_LOGIN.finditer(line)] if "://" in line else []
    if not any(s <= end and start <= e for s, e in spans):
        return False
    return clean(blanked(line, spans), classify=family == TOOL)


# perf31: the lines each reading can set a match aside on (``injection_reading_gates.py``)
_DEBATES: Final = (EXTRACTION, OVERRIDE, POLICY)
DEBATED_GATE: Final = Gate(
    When(_DEBATES, _NOT_NOUN),
    When(_DEBATES, _SPEC_NOT),
    When(_DEBATES, _DEBATED, (_OUTCOME_NO, "?", "？")),
)
HELD_GATE: Final = Gate(When((CONCEAL, OVERRIDE, POLICY, EXFILTRATION), _TELL_NOT, _UNTIL))
SENDER_GATE: Final = Gate(When((EXFILTRATION,), "@", (_FROM, _FROM_AFTER, _VULN, _ROUTED)))
IDENTITY_GATE: Final = Gate(When((EXFILTRATION, TOOL), (_IDENTITY, _URL_LOGIN)))
