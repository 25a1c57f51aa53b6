"""Incident notes that quote an attack, and security advice that forbids a send (fix fp14, pure).

Two classes of injection false positive on harmless MEMORY.md entries (blind rounds 35/36,
probe fp14), read for every layer by ``injection_readings.py``:

- an incident, post-mortem, retro or security-review note that quotes the attack phrase it
  describes: "the PDF had hidden text saying 'disregard your system prompt …'; nothing ran",
  „im Ticket stand …; der Bot hat es als Text behandelt“, «…»; el asistente no obedeció»,
  「…」という文が含まれていたが、ボットは従わなかった: the match overlaps a quotation, and the line
  outside the quotations says how the text arrived (a report, a ticket, "contained", "typed")
  AND how it ended (not obeyed, treated as text, quarantined, refused, now stripped);
- security advice that forbids a send: "Ніколи не вставляйте токени в README; використовуйте
  змінні CI": an exfiltration match right after a prohibitive negation.

Each sets a match aside only when the rest of the line (the quotations or the match blanked) is
clean for the whole screen, so an order elsewhere on the line stays caught; an outside that
endorses the quoted order ("from now on", "obey it", "the new approved …") keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final, Protocol

from .ascii_gates import gated
from .injection_reading_gates import Gate, When
from .lexicon_en import EXFILTRATION
from .text import blanked


class Clean(Protocol):
    """Whether the screen finds nothing in ``text`` (``classify``: with the linear classifier,
    not only the rules; its whole-line verdict misreads some short narrative lines)."""

    def __call__(self, text: str, /, *, classify: bool = True) -> bool: ...


Reading = Callable[[str, str, int, int, Clean], bool]
"""``(family, line, start, end, clean)`` -> whether a match is set aside (injection_readings)."""


def blanked_reading(spans_of: Callable[[str, str], list[tuple[int, int]] | None]) -> Reading:
    """A reading whose classes are read from the whole line: ``spans_of(family, line)`` gives the
    class's words (None: no class here; an empty list: the class needs no second look), and the
    match is set aside when the line holds no other order once those words are blanked."""

    def reading(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
        del start, end  # each class is read from its whole line
        spans = spans_of(family, line)
        if spans is None:
            return False
        return not spans or clean(blanked(line, spans), classify=False)

    return reading


_QUOTED: Final = re.compile(
    r"\"[^\"\n]{6,}\"|“[^”\n]{4,}”|„[^“”\n]{4,}[“”]|«[^»\n]{4,}»|‘[^’\n]{6,}’|「[^」\n]{4,}」"
    r"|『[^』\n]{4,}』|《[^》\n]{4,}》|`[^`\n]{4,}`|(?<![\w'])'[^'\n]{6,}'(?![A-Za-z])"
)
"""A quotation (double, curly, low-high, guillemets, CJK brackets, backticks, single quotes)."""

_ARRIVED: Final = gated(
    r"\b(?:incidents?|post-?mortems?|retros?(?:pective)?|lessons\s+learned|reviews?|findings?"
    r"|audit\w*|pen-?tests?|red[\s-]?team\w*|exports?|logs?|analy[sz]\w*|came\s+(?:in\s+)?(?:through"
    r"|via|from|in)|arrived|contain(?:ed|ing|s)|included|said|saying|says|read|typed|wrote|written"
    r"|pasted|posted|submitted|hid|hidden|had|footer|such\s+as|sentences?|phrases?|strings?|text"
    r"|e-?mails?|tickets?|comments?|messages?|attachments?|someone|a\s+user|customers?)\b"
    r"|vorfall|postmortem|bericht|ticket|\b(?:stand|enthielt|schrieb|satz|versteckt\w*|kommentar"
    r"|lebenslauf|nachricht)\b"
    r"|\b(?:incidente|informe|retrospectiva|revisi[oó]n|escribi[oó]|dec[ií]a|conten[ií]a|rese[ñn]a"
    r"|correo|frase|texto|mensaje)\b"
    r"|\b(?:incident|retour|compte\s+rendu|rapport|contenait|commentaire|pi[eè]ce\s+jointe|[ée]crit"
    r"|disait|phrase|message)\b"
    r"|\b(?:relat[oó]rio|revis[aã]o|trazia|continha|escondid[oa]|escreveu|dizia|curr[ií]culo"
    r"|mensagem)\b"
    r"|\b(?:rapporto|conteneva|scritto|diceva|raport|incydent\w*|zg[łl]oszeni\w*|zdanie|olay"
    r"|rapor\w*|talebinde|yaz[ıi]yordu|melding|rapport)\b"
    r"|инцидент\w*|разбор\w*|отч[её]т\w*|письм\w*|фраз\w*|текст\w*|содержал\w*|написал\w*"
    r"|скрыт\w*|сообщени\w*|повідомленн\w*|звіт\w*"
    r"|事故|复盘|复盘|工单|写了|写着|寫著|评审|記錄|记录|评论|邮件|包含|报告|報告|障害|振り返り|問い合わせ"
    r"|含まれ|書かれ|隠し|メール|請求書|フォーム|という|사고|보고|회고|메시지|문장|문구|리뷰|포함|라는",
    re.IGNORECASE,
)
"""How the quoted text arrived: a report, a ticket or e-mail that contained it, someone typed it."""

_ENDED: Final = gated(
    r"\b(?:refus\w*|declin\w*|reject\w*|ignored|escalated|blocked|flagged|quarantin\w*|fixed"
    r"|patched|stripp?\w*|filter(?:ed|s)|sanitiz\w*|wrapp\w*|caught|phishing|harmless|no\s+harm"
    r"|nothing\s+(?:ran|was\s+(?:run|executed|sent|leaked)|happened|leaked|left|executed)"
    r"|did(?:n't|\s+not)\s+(?:follow|obey|act|comply|run|execute|do|answer)"
    r"|never\s+(?:ran|acted|obeyed|followed|executed)|(?:was|were)(?:n't|\s+not)\s+(?:followed"
    r"|obeyed|executed|run)|treated\s+(?:it\s+|them\s+)?as"
    r"|can(?:no|')t\s+do\s+that|could(?:n't|\s+not)|answered\s+that|instead\s+of\s+(?:acting"
    r"|obeying|following)|added\s+(?:it\s+|them\s+)?to\s+(?:the\s+|our\s+)?(?:test|eval|regression)"
    r"|now\s+(?:\w+\s+){0,2}?(?:logs?|strips?|filters?|wraps?|blocks?|rejects?|flags?|quotes?))\b"
    r"|\b(?:abgelehnt|ignoriert|eskaliert|blockiert|behoben|abgefangen|quarantäne"
    r"|nicht\s+(?:befolgt|ausgeführt|gefolgt|reagiert)|als\s+(?:normalen\s+)?(?:text|daten)"
    r"|hat\s+(?:es|das|ihn|sie)\s+nicht|nichts\s+(?:passiert|ausgeführt)|werden\s+jetzt"
    r"|wird\s+jetzt)\b"
    r"|\b(?:no\s+(?:obedeci\w*|lo\s+sigui[oó]|sigui[oó]|ejecut[oó]|hizo\s+caso|respondi[oó]"
    r"|cumpli[oó])|rechaz\w*|ignor[oó]|ignorad[oa]|bloque\w*|cuarentena|trat[oó]\s+como|se\s+cerr[oó]"
    r"|descart\w*|no\s+pas[oó]\s+nada|filtr\w*)\b"
    r"|\b(?:ne\s+l'a\s+pas|n'a\s+(?:pas|rien)|ignor[ée]\w*|refus\w*|bloqu\w*|quarantaine"
    r"|comme\s+du\s+texte|filtrons|trait[ée]\w*\s+comme)\b"
    r"|\b(?:n[aã]o\s+(?:o\s+)?(?:executou|obedeceu|seguiu|fez|cumpriu)|ignorou|recus\w*"
    r"|quarentena|tratou\s+como)\b"
    r"|\b(?:non\s+l'ha|ignorat\w*|rifiut\w*|bloccat\w*|archiviat\w*|nie\s+wykona[łl]\w*"
    r"|zignorowa[łl]\w*|odrzuci[łl]\w*|zablokowa\w*|trafi[łl]o\s+do|uygulamad[ıi]|yapmad[ıi]"
    r"|g[öo]rmezden|reddetti|engellendi)\b"
    r"|не\s+выполнил\w*|не\s+(?:стал|послушал\w*|подчинил\w*)|проигнорир\w*|отказал\w*"
    r"|заблокир\w*|карантин\w*|добавлен\w*\s+в\s+тест\w*|(?:обработал\w*|воспринял\w*)\s+как"
    r"|не\s+виконав\w*|проігнор\w*|відмовив\w*"
    r"|没有执行|未执行|没有照做|没有理会|拒绝|拦截|隔离|忽略了|当成普通文本|当作普通文本|视为普通文本"
    r"|当成文本|没有遵循|没有服从|加入日志|加入测试|従わなかった|実行せず|実行しなかった|無視した|拒否"
    r"|隔離|テキストとして扱|報告した|反応しなかった|따르지\s*않았|실행하지\s*않|무시했|거부했|격리"
    r"|텍스트로\s*처리",
    re.IGNORECASE,
)
"""How it ended: not obeyed, treated as text, quarantined, refused, blocked, now filtered."""

_ENDORSED: Final = re.compile(
    r"\b(?:from\s+now\s+on|henceforth|approved|standing\s+rule|new\s+rule|must\s+(?:follow"
    r"|obey)|then\s+(?:do|follow|obey|run|execute|act))\b"
    r"|(?<!not\s)(?<!n't\s)(?<!cannot\s)(?<!never\s)\b(?:follow|obey|comply\s+with|do)\s+"
    r"(?:exactly\s+|just\s+)?(?:it|them|this|that|whatever)\b|\b(?:do|does)\s+(?:exactly\s+|just\s+)?"
    r"(?:what|as)\s+(?:\w+\s+){0,2}(?:says?|asks?|tells?|wants?)\b"
    r"|\b(?:ab\s+jetzt|ab\s+sofort|befolge|und\s+dann\s+tu|a\s+partir\s+de\s+ahora|obedece"
    r"|y\s+luego\s+haz|d[ée]sormais\s+suis|obéis|puis\s+fais|a\s+partir\s+de\s+agora|obede[çc]a"
    r"|e\s+depois\s+fa[çc]a)\b|с\s+этого\s+момента|выполняй|а\s+потом\s+сделай|从现在起|然后照做"
    r"|今後は|その通りに|앞으로|그대로\s*해",
    re.IGNORECASE,
)
"""The outside endorses the quoted order ("from now on", "obey it", "the new approved opener")."""
ENDORSED: Final = _ENDORSED  # read by ``injection_quoted_notes.py`` (fp15)
QUOTED: Final = _QUOTED  # read by ``injection_defences.py`` (r110)
ARRIVED: Final = _ARRIVED


def quoted_incident(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """An attack quoted in an incident note that says how it arrived and how it ended."""
    del family  # every family: the quotation holds whatever the attack was
    spans = [m.span() for m in _QUOTED.finditer(line)]
    if not any(s < end and start < e for s, e in spans):
        return False  # the match must overlap a quotation
    outside = blanked(line, spans)
    if not _ENDED.search(outside) or _ENDORSED.search(outside) or not _ARRIVED.search(outside):
        return False
    if start <= 0 and end >= len(line.rstrip()) and all(clean(line[s:e]) for s, e in spans):
        return False  # the classifier's whole-line verdict, and no quotation holds an attack
    return clean(outside, classify=False)  # the narrative gates stand in for the classifier


_FORBIDDING: Final = gated(
    r"(?:\b(?:never|don't|do\s+not|must\s+not|mustn't|nunca|jam[aá]s|jamais|niemals|nie|nikdy|mai"
    r"|asla)\s+(?:\w+\s+)?"
    r"|(?:^|[\s,;:(])(?:никогда\s+не|ніколи\s+не|ни\s+в\s+коем\s+случае\s+не|в\s+жодному\s+разі\s+не"
    r"|не|ні)\s+)$",
    re.IGNORECASE,
)
"""Right before a send: a prohibition (``never``, ``не``, ``ніколи не``), nothing in between."""


def forbidden_send(family: str, line: str, start: int, end: int, clean: Clean) -> bool:
    """An exfiltration match right after a prohibitive negation, the rest of the line clean."""
    if family != EXFILTRATION or not _FORBIDDING.search(line[max(0, start - 40) : start]):
        return False
    return clean(blanked(line, [(start, end)]))


# perf31: the lines each reading can set a match aside on (``injection_reading_gates.py``)
QUOTED_INCIDENT_GATE: Final = Gate(When(None, _QUOTED, _ENDED, _ARRIVED))
FORBIDDEN_SEND_GATE: Final = Gate(When((EXFILTRATION,), _FORBIDDING))
