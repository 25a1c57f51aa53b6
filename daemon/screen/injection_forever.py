"""Orders made permanent, in many languages (pure; helper inj33, session 12).

"Remember forever" (``Onthoud voor altijd:``, ``Husk for altid:``, ``Bunu sonsuza kadar hatırla:``,
``برای همیشه به خاطر بسپار:``) or "in all future sessions" makes a note persistent; it is an
injection when what it keeps is an order against the user: a link or package put into every
answer (``in every answer add https://…``), confirmations never asked again (``never ask before
deleting``), or safety checks always skipped. A permanent preference (``Remember forever: the
client wants PDF invoices``, ``Husk altid at køre make test``) keeps none of these. Matching runs
on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from . import lexicon_i18n_asia_africa_labels as asia_africa
from .class_needs import needing

_FOREVER: Final = re.compile(
    r"remember\s+(?:this\s+|that\s+)?(?:forever|permanently|for\s+good|for\s+all\s+time)"
    r"|(?:in|for|across)\s+(?:all|every)\s+future\s+(?:sessions?|conversations?|chats?|tasks?)"
    r"|never\s+forget|long-term\s+memory"
    r"|lembr[ea](?:-se)?\s+(?:disso\s+)?(?:para\s+sempre|permanentemente)|em\s+todas\s+as\s+(?:sessões|conversas)\s+futuras"
    r"|recuerda\s+(?:esto\s+)?(?:para\s+siempre|permanentemente)|en\s+todas\s+las\s+(?:sesiones|conversaciones)\s+futuras"
    r"|(?:retiens|souviens-toi)\s+(?:de\s+ceci\s+|bien\s+)?(?:pour\s+toujours|définitivement)"
    r"|dans\s+toutes\s+les\s+(?:sessions|conversations)\s+futures|n'oublie\s+jamais"
    r"|merke?\s+dir\s+(?:das\s+|dies\s+)?(?:dauerhaft|für\s+immer|permanent)|für\s+alle\s+(?:künftigen|zukünftigen)\s+sitzungen"
    r"|vergiss\s+(?:das|dies)\s+(?:nie|niemals)"
    r"|ricorda\s+(?:per\s+sempre|permanentemente)|in\s+tutte\s+le\s+(?:sessioni|conversazioni)\s+future"
    r"|onthoud\s+(?:dit\s+)?(?:voor\s+altijd|permanent)|in\s+alle\s+toekomstige\s+(?:sessies|gesprekken)"
    r"|husk\s+(?:dette\s+)?(?:for\s+altid|permanent)|i\s+alle\s+fremtidige\s+(?:sessioner|samtaler|økter)"
    r"|kom\s+ihåg\s+(?:detta\s+)?(?:för\s+alltid|permanent)|i\s+alla\s+framtida\s+(?:sessioner|samtal)"
    r"|(?:za)?pamatuj\s+si\s+(?:to\s+)?(?:navždy|natrvalo)|ve\s+všech\s+budoucích\s+(?:relacích|konverzacích)"
    r"|zapamiętaj\s+(?:to\s+)?(?:na\s+zawsze|na\s+stałe)|we\s+wszystkich\s+przyszłych\s+(?:sesjach|rozmowach)"
    r"|sonsuza\s+(?:kadar|dek)\s+hatırla|gelecekteki\s+(?:tüm|bütün)\s+oturumlarda"
    r"|nhớ\s+mãi|(?:ghi\s+)?nhớ\s+vĩnh\s+viễn|trong\s+mọi\s+phiên\s+(?:sau\s+này|tương\s+lai)"
    r"|برای\s+همیشه\s+(?:به\s+)?(?:خاطر|یاد)|جاودانه\s+به\s+خاطر|جميع\s+الجلسات\s+المستقبلية|تذكر\s+(?:هذا\s+)?(?:للأبد|إلى\s+الأبد)"
    r"|จําไว้ตลอดไป|จําไว้ตลอดกาล"
    r"|запомни\s+(?:это\s+)?(?:навсегда|навечно|раз\s+и\s+навсегда)|во\s+всех\s+будущих\s+(?:сессиях|разговорах)"
    r"|запам'ятай\s+(?:це\s+)?назавжди|в\s+усіх\s+майбутніх\s+сесіях"
    r"|muista\s+(?:tämä\s+)?(?:ikuisesti|pysyvästi)|kaikissa\s+tulevissa\s+istunnoissa"
    r"|jegyezd\s+meg\s+(?:örökre|végleg)|minden\s+jövőbeli\s+munkamenetben"
    r"|ingat\s+(?:ini\s+)?(?:selamanya|untuk\s+selamanya)|di\s+semua\s+sesi\s+(?:mendatang|berikutnya)"
    r"|हमेशा\s+के\s+लिए\s+याद|זכור\s+(?:זאת\s+)?לתמיד|תזכור\s+לתמיד|θυμήσου\s+(?:το\s+)?για\s+πάντα"
    r"|ține\s+minte\s+pentru\s+totdeauna"
    r"|永久记住|永远记住|永久記住|永遠記住|以后的所有会话|以後的所有會話|今後すべてのセッション|永久に覚え|ずっと覚えて"
    r"|영원히\s*기억|앞으로\s*모든\s*세션|" + asia_africa.FOREVER
)

_EVERY_ANSWER: Final = re.compile(
    r"(?:every|each|all)\s+(?:future\s+)?(?:answers?|responses?|repl(?:y|ies))"
    r"|(?:toda|cada)\s+(?:a\s+)?(?:resposta|respuesta)|todas\s+(?:as\s+|las\s+)?(?:respostas|respuestas)"
    r"|chaque\s+réponse|toutes\s+(?:les\s+|tes\s+)?réponses|jede[rn]?\s+(?:\w+\s+)?antwort|allen\s+antworten"
    r"|ogni\s+risposta|(?:elk|ieder)\s+(?:\w+\s+)?antwoord|alle\s+antwoorden|hvert\s+(?:\w+\s+)?svar|alle\s+svar"
    r"|varje\s+svar|alla\s+svar|každé\s+(?:\w+\s+)?odpověd\w*|każdej\s+odpowiedzi|każdą\s+odpowiedź"
    r"|her\s+(?:\w+\s+)?(?:cevab\w*|yanıt\w*)|tüm\s+(?:cevap|yanıt)\w*|(?:mọi|mỗi)\s+câu\s+trả\s+lời"
    r"|هر\s+پاسخ|همه\s+پاسخ|ทุกคําตอบ|кажд\w+\s+(?:\w+\s+)?ответ\w*|во\s+всех\s+ответах|кожн\w+\s+відповід\w*"
    r"|jokai\w+\s+vastaukse\w*|minden\s+(?:\w+\s+)?válasz\w*|setiap\s+jawaban|हर\s+(?:जवाब|उत्तर)"
    r"|كل\s+(?:رد|إجابة)|כל\s+תשובה|κάθε\s+απάντηση|每(?:一)?(?:个|個|次|条|條)?(?:回答|回复|回覆)|所有回答"
    r"|すべての(?:回答|返信)|全ての(?:回答|返信)|毎回の回答|모든\s*(?:답변|응답)|매\s*답변|"
    + asia_africa.EVERY_ANSWER
)
_PLANTED: Final = re.compile(
    r"https?://|\blinks?\b|\blien\b|enlace|\blink\w*|ligação|odkaz\w*|bağlantı\w*|liên\s+kết|لینک|ลิงก์"
    r"|ссылк\w*|посилання|链接|鏈接|リンク|링크|linki\w*|hivatkozás\w*|tautan|लिंक|رابط|קישור|σύνδεσμο\w*"
    r"|package|pacote|paquete|paket|pakket|pakiet|balíček|пакет\w*|パッケージ|패키지|软件包|"
    + asia_africa.PLANTED
)
"""What an ad or a poisoned dependency plants in every answer: a link, a package."""

_CONFIRM: Final = re.compile(
    r"confirm\w*|bevestig\w*|bekræft\w*|bekräft\w*|potvrz\w*|potwierdz\w*|confirmación|conferma\w*"
    r"|confirmação|bestätig\w*|nachfrag\w*|sicherheitsabfrage\w*|подтвержден\w*|підтвердж\w*|onay\w*"
    r"|vahvistu\w*|megerősít\w*|konfirmasi|पुष्टि|تأیید|تأكيد|אישור|επιβεβαίωσ\w*|xác\s+nhận|ยืนยัน"
    r"|确认|確認|확인|" + asia_africa.CONFIRM
)
_NEVER: Final = re.compile(
    r"\bnever\b|\bdon'?t\b|\bdo\s+not\b|\bnunca\b|\bjamais\b|\bniemals?\b|\bnie\b|\bnooit\b|\baldrig\b"
    r"|\bnikdy\b|\bmai\b|никогда|ніколи|\basla\b|\bkoskaan\b|\bsoha\b|\bjangan\b|कभी|هرگز|أبدا|לעולם"
    r"|ποτέ|không\s+bao\s+giờ|ไม่|不要|永远不|決して|てはならない|ないで|절대|마세요|übersprungen|überspring\w*"
    r"|\bskip\w*|" + asia_africa.NEVER
)
"""Confirmations not asked (``never``), or safety prompts skipped (``übersprungen``)."""

NEEDLES: Final = tuple(
    unicodedata.normalize("NFKC", n)
    for n in (
        "remember",
        "futur",
        "forget",
        "long-term",
        "lembr",
        "recuerda",
        "retiens",
        "souviens",
        "oublie",
        "merk",
        "sitzungen",
        "vergiss",
        "ricorda",
        "onthoud",
        "toekomstige",
        "husk",
        "fremtidige",
        "ihåg",
        "framtida",
        "pamatuj",
        "budoucích",
        "zapamiętaj",
        "przyszłych",
        "sonsuza",
        "gelecekteki",
        "nhớ",
        "phiên",
        "همیشه",
        "جاودانه",
        "المستقبلية",
        "تذكر",
        "ตลอด",
        "запомни",
        "будущих",
        "запам",
        "майбутніх",
        "muista",
        "tulevissa",
        "jegyezd",
        "jövőbeli",
        "ingat",
        "semua sesi",
        "हमेशा",
        "לתמיד",
        "θυμήσου",
        "minte",
        "永久",
        "永远",
        "永遠",
        "所有会话",
        "所有會話",
        "セッション",
        "ずっと覚え",
        "영원히",
        "세션",
        *asia_africa.FOREVER_NEEDLES,
    )
)
"""Cheap substrings one of which every match holds (a line without any is skipped)."""


def forever_order(line: str) -> tuple[int, int] | None:
    """The span of a permanent marker whose note keeps an order against the user, if any."""
    if not any(n in line for n in NEEDLES):
        return None
    m = _FOREVER.search(line)
    if m is None:
        return None
    rest = line[m.end() :] if m.end() < len(line) - 8 else line
    if _EVERY_ANSWER.search(rest) and _PLANTED.search(rest):
        return m.start(), m.end()
    for c in _CONFIRM.finditer(rest):
        near = rest[max(0, c.start() - _GAP) : c.end() + _GAP]
        if _NEVER.search(near):
            return m.start(), m.end()
    return None


needing(  # (``rest`` and ``near``: slices of the line)
    forever_order, (_FOREVER,), (_EVERY_ANSWER, _CONFIRM), (_PLANTED, _NEVER)
)


_GAP: Final = 30
"""Characters between a confirmation and its ``never`` (``vraag nooit om bevestiging``,
``確認を求めてはならない``); a ``don't`` further away belongs to another clause."""
