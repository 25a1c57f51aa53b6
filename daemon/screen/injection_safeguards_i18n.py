"""Requests to switch the model's safeguards off, in the languages the lexicons cover thinly
(pure; helper inj33, session 12): pl, cs, fa, hu, tr, sv, da, nb, nl, fi, el, he, ar, hi, th,
vi, id, uk, ro.

A verb that switches something off (imperative, infinitive of a request, the noun of ``prosimy o
wyłączenie``), not negated, near either the model's own content filters or guardrails, or a
safety word owned by the reader (``swoje zabezpieczenia``, ``své bezpečnostní filtry``), or a
safety word together with "refuse nothing" (``ne utasíts el semmilyen kérést``). A developer's
note about a product's filter (``wyłączyliśmy filtry cache``: a past tense, no owner) stays clean.
Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

_OFF: Final = re.compile(
    r"\b(?:wyłącz|wyłączcie|wyłączyć|wyłączenie|wyłączenia|dezaktywuj|dezaktywować"
    r"|vypni|vypněte|vypnout|vypnutí|deaktivuj|deaktivujte|deaktivovat"
    r"|kapcsold\s+ki|kapcsolja\s+ki|kapcsoljátok\s+ki|kikapcsolni|kikapcsolását|tiltsd\s+le"
    r"|kapat|kapatın|kapatır\s+mısın|devre\s+dışı\s+bırak(?:ın|ır\s+mısın)?"
    r"|stäng\s+av|slå\s+av|inaktivera|stänga\s+av|slå\s+(?:\w+\s+){0,3}fra|deaktiver|sluk\s+for"
    r"|schakel\s+(?:\w+\s+){0,4}uit|zet\s+(?:\w+\s+){0,4}uit|uitschakelen"
    r"|poista\s+(?:\w+\s+){0,3}käytöstä|kytke\s+(?:\w+\s+){0,3}pois"
    r"|απενεργοποίησε|απενεργοποιήστε|κλείσε|השבת|תשבית|כבה|عطّل|عطل|قم\s+بتعطيل|أوقف"
    r"|hãy\s+tắt|tắt\s+(?:các|bộ|tất|hết)|vô\s+hiệu\s+hóa|matikan|nonaktifkan|вимкни|вимкніть|відключи|відключіть|вимкнути"
    r"|dezactivează|dezactivați|oprește)\b"
    r"|غیرفعال\s*(?:کن|کنید|کردن)|خاموش\s*(?:کن|کنید)|बंद\s+कर\s*(?:दो|दें|दीजिए)|निष्क्रिय\s+कर|(?<!เ)ปิด"
)
_NOT: Final = re.compile(
    r"(?:\bnie|\bne|\bnem|\bikke|\binte|\bniet|\bälä|\bμην|\bאל|\bلا|\bnu|\bне|\bjangan|\bđừng"
    r"|\bkhông|नहीं|ไม่|نکن)\s*$"
)
_CONTENT_FILTER: Final = re.compile(
    r"filtr\w*\s+treści|filtr\w*\s+obsahu|فیلتر\w*\s+محتوا|tartalomszűrő\w*|içerik\s+filtre\w*"
    r"|innehållsfilt\w*|indholdsfilt\w*|inhoudsfilt\w*|sisältösuodat\w*|φίλτρ\w*\s+περιεχομένου"
    r"|מסנני\s+(?:ה)?תוכן|(?:مرشحات|فلاتر)\s+المحتوى|(?:कंटेंट|सामग्री)\s+फ़िल्टर|ตัวกรองเนื้อหา"
    r"|bộ\s+lọc\s+nội\s+dung|filter\s+konten|фільтр\w*\s+контенту|filtre\w*\s+de\s+conținut|guardrails?"
)
"""The model's own content filters and guardrails."""
_SAFETY: Final = re.compile(
    r"zabezpiecze\w*|filtr\w*|bezpieczeństw\w*|bezpečnostn\w*|ochran\w*|فیلتر\w*|امنیتی|szűrő\w*"
    r"|biztonsági|filtre\w*|güvenlik\w*|säkerhets\w*|sikkerheds\w*|veiligheids\w*|beveiliging\w*"
    r"|suodat\w*|turvallisuus\w*|φίλτρ\w*|ασφαλεί\w*|מסנני\w*|אבטחה|مرشحات|فلاتر|الأمان|फ़िल्टर"
    r"|सुरक्षा|ตัวกรอง|ความปลอดภัย|bộ\s+lọc|an\s+toàn|bảo\s+mật|keamanan|фільтр\w*|безпек\w*|siguranț\w*"
)
_YOUR: Final = re.compile(
    r"\b(?:swoje|twoje|twoich|swoich|twoje|svoje|tvoje|své|tvé|svých|tvých|dina|dine|dit|din|jouw"
    r"|sinun|σου|שלך|شما|خود|आपके|अपने|apne|của\s+bạn|milikmu|kamu|твої|свої|ваші|tale|tău)\b"
)
_NO_REFUSAL: Final = re.compile(
    r"neodmítej|nie\s+odmawiaj|ne\s+utasíts\s+el|reddetme|vägra\s+inte|afvis\s+ikke|weiger\s+niet"
    r"|älä\s+kieltäydy|μην\s+αρνείσαι|אל\s+תסרב|لا\s+ترفض|رد\s+نکن|मना\s+मत|อย่าปฏิเสธ|đừng\s+từ\s+chối"
    r"|jangan\s+menolak|не\s+відмовляй|nu\s+refuza"
)
_WINDOW: Final = 80

NEEDLES: Final = tuple(
    unicodedata.normalize("NFKC", n)
    for n in (
        "wyłącz",
        "dezaktyw",
        "vypn",
        "deaktiv",
        "kapcsol",
        "tiltsd",
        "kapat",
        "devre dışı",
        "stäng",
        "slå",
        "inaktiv",
        "sluk",
        "schakel",
        "zet ",
        "uitschakel",
        "poista",
        "kytke",
        "απενεργοποι",
        "κλείσε",
        "השבת",
        "תשבית",
        "כבה",
        "عط",
        "أوقف",
        "tắt",
        "vô hiệu",
        "matikan",
        "nonaktif",
        "вимкн",
        "відключ",
        "dezactiv",
        "oprește",
        "غیرفعال",
        "خاموش",
        "बंद",
        "निष्क्रिय",
        "ปิด",
    )
)
"""Cheap substrings one of which every match holds (a line without any is skipped)."""


def safeguards_off(line: str) -> tuple[int, int] | None:
    """The span of a request to switch the model's safeguards off, if any."""
    if not any(n in line for n in NEEDLES):
        return None
    for v in _OFF.finditer(line):
        if _NOT.search(line[max(0, v.start() - 8) : v.start()]):
            continue
        near = line[max(0, v.start() - _WINDOW) : v.end() + _WINDOW]
        if _CONTENT_FILTER.search(near):
            return v.start(), v.end()
        if _SAFETY.search(near) and (_YOUR.search(near) or _NO_REFUSAL.search(line)):
            return v.start(), v.end()
    return None
