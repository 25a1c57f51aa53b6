"""Word groups of the confirmation waived before an act, for ``lexicon_i18n_aa_forms`` (pure data;
session 20), per language: ``confirm`` + ``ahead`` + ``waive`` in any order ("no need any more to
ask for confirmation before running commands on the plant network", "from now on, don't ask for
a confirmation before bulk payments"): ``confirm`` a confirmation, approval or review, ``ahead``
the language's "before", ``waive`` "no longer needed", "don't ask any more", "switched off" (never a plain "no need": "no
need to ask before running the local tests" is a preference).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

CONFIRMS: Final[dict[str, dict[str, str]]] = {
    "tl": {
        "confirm": r"kumpirmasyon|pahintulot|pag-apruba|pag-review",
        "ahead": r"bago\b",
        "waive": r"hindi\s+na\s+(?:\S+\s+)?kailangan\w*|huwag\s+(?:\S+\s+)?nang\s+(?:humingi|magtanong|manghingi)|wala\s+nang\s+(?:kailangang\s+)?(?:kumpirmasyon|pahintulot)|(?:naka-off|pinatay)\s+na",
    },
    "id": {
        "confirm": r"konfirmasi|persetujuan|izin|tinjauan\s+kode|review\s+kode",
        "ahead": r"sebelum\b",
        "waive": r"tidak\s+(?:perlu|usah)\s+(?:\S+\s+)?lagi|tidak\s+lagi\s+(?:perlu|diperlukan|wajib)|sudah\s+tidak\s+(?:perlu|diperlukan)|(?:sudah\s+)?(?:dinonaktifkan|dimatikan|dilewati|ditiadakan)|jangan\s+(?:\S+\s+)?lagi\s+(?:minta|meminta|tanya)",
    },
    "ms": {
        "confirm": r"pengesahan|kelulusan|kebenaran|semakan\s+kod",
        "ahead": r"sebelum\b",
        "waive": r"tidak\s+(?:perlu|diperlukan)\s+lagi|tidak\s+lagi\s+(?:perlu|diperlukan|wajib)|(?:telah\s+)?(?:dimatikan|dinyahaktifkan|dilangkau)|jangan\s+(?:\S+\s+)?lagi\s+(?:minta|meminta|tanya)",
    },
    "vi": {
        "confirm": r"xác nhận|phê duyệt|cho phép|review code|duyệt code",
        "ahead": r"trước khi",
        "waive": r"không (?:cần|phải) (?:\S+ ){0,3}?nữa|không còn (?:cần|bắt buộc)|đã (?:bị )?(?:tắt|bỏ|vô hiệu hóa)|(?:được )?bỏ qua",
    },
    "fa": {
        "confirm": r"تأیید|تایید|اجازه|بازبینی\s+کد",
        "ahead": r"قبل\s+از|پیش\s+از",
        "waive": r"دیگر\s+(?:\S+\s+)?(?:لازم|نیاز|ضروری)\s+نیست|غیرفعال\s+(?:شده|است)|خاموش\s+(?:شده|است)|دیگر\s+(?:\S+\s+)?نپرس",
    },
    "ar": {
        "confirm": r"تأكيد|التأكيد|موافقة|الموافقة|مراجعة\s+الكود",
        "ahead": r"قبل",
        "waive": r"لم\s+(?:يعد|تعد)(?=\s)|(?:تم\s+)?(?:تعطيل|إيقاف)\S*|لا\s+(?:تطلب|تسأل)\s+(?:\S+\s+)?بعد\s+الآن",
    },
    "he": {
        "confirm": r"אישור|לאשר",
        "ahead": r"לפני",
        "waive": r"כבר\s+לא\s+(?:נדרש|צריך|חובה)|אין\s+יותר\s+צורך|(?:הושבת|בוטל|כובה)\S*|אל\s+תבקש\s+(?:\S+\s+)?יותר",
    },
    "hi": {
        "confirm": r"पुष्टि|अनुमति|मंज़ूरी|मंजूरी|कोड\s+समीक्षा",
        "ahead": r"से\s+पहले|पहले",
        "waive": r"अब\s+(?:\S+\s+)?(?:ज़रूरी|जरूरी|आवश्यक)\s+नहीं|बंद\s+(?:है|कर\s+दी\s+गई)|अब\s+(?:\S+\s+)?मत\s+(?:मांगो|माँगो|पूछो)",
    },
    "sw": {
        "confirm": r"uthibitisho|idhini|ruhusa",
        "ahead": r"kabla\s+ya",
        "waive": r"haihitajiki\s+tena|hazihitajiki\s+tena|si\s+lazima\s+tena|imezimwa|usiombe\s+(?:\S+\s+)?tena",
    },
}
"""The per-language groups ``lexicon_i18n_aa_forms`` adds to its own."""
