"""Fake system labels of Asian, Middle-Eastern and African languages as pasted text writes them
(pure data, helper i18n14b, session 14), added to ``injection_role_labels``' own: "system
instruction" labels (``### دستور سیستمی:``, ``### सिस्टम निर्देश:``), a bracketed label
without a colon (``[سیستم] دستیار موظف است …``), and the signals these languages' labels were
missing, by their index in ``injection_role_labels._WEAK`` (3 restrictions, 6 every command,
7 nothing asked, 8 the assistant); a strong signal: the restrictions declared lifted.
Lower-case NFKC, as the view folds the line.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

LABEL_WORDS: Final = (
    r"دستور(?:العمل)?\s+سیستم(?:ی)?|پیام\s+سیستمی|सिस्टम\s+(?:निर्देश|संदेश|आदेश)|সিস্টেম\s+নির্দেশ"
    r"|سسٹم\s+(?:ہدایت|ہدایات)|הוראת\s+מערכת|تعليمات\s+النظام|umarnin\s+tsari|tsari|maagizo\s+ya\s+mfumo"
    r"|ሥርዓት|ስርዓት|ระบบแจ้ง|คำสั่งระบบ|chỉ\s+thị\s+hệ\s+thống|instruksi\s+sistem|arahan\s+sistem"
)
"""Labels for "system (instruction)" these languages write."""

BRACKETED: Final = (
    r"system|سیستم|النظام|מערכת|सिस्टम|সিস্টেম|سسٹم|mfumo|tsarin|tsari|sistem|hệ\s+thống|ระบบ"
    r"|சிஸ்டம்|సిస్టమ్|ሲስተም|ሥርዓት|sistema"
)
"""A label in square brackets, no colon after it (``[מערכת] על העוזר …``)."""

STRONG: Final = (
    r"(?:محدودیت|پابندی|सीमा|प्रतिबंध|[ƙk]a'?idoji?n|הגבלות|قيود|vikwazo|বিধিনিষেধ|hạn\s+chế|batasan)\S*"
    r"\s+(?:\S+\s+){0,4}?(?:برداشته|ختم|हटा|हटाई|הוסרו|בוטלו|رفعت|أزيلت|zimeondolewa|সরানো|đã\s+(?:được\s+)?gỡ|dicabut|dihapus)"
    r"|an\s+soke\s+duk|(?:رفع|إزالة|حذف)\s+(?:جميع|كل)\s+(?:ال)?(?:قيود|ضوابط)"
)
"""The restrictions declared lifted: enough with a system label."""

WEAK: Final[dict[int, str]] = {
    3: r"सीमाएँ|सीमाएं|محدودیت|[ƙk]a'?idojin\s+tsaro|حفاظتی\s+پابندی",
    6: r"هر\s+(?:فرمان|دستور)\S*|כל\s+(?:פקודה|בקשה|הוראה)|हर\s+(?:आदेश|अनुरोध|निर्देश)|kila\s+(?:amri|agizo)"
    r"|ہر\s+(?:حکم|درخواست)|প্রতিটি\s+(?:আদেশ|অনুরোধ)|mọi\s+lệnh|setiap\s+perintah|ทุกคำสั่ง|كل\s+(?:أمر|طلب)"
    # every command run, requests put above the user's (i18n16b): Hungarian, Indonesian, Lithuanian
    r"|mindent\s+(?:le)?futtat\w*|minden\s+parancso\w*|permintaan\w*\s+(?:\S+\s+)?lebih\s+(?:penting|utama|diutamakan)"
    r"|visas\s+komandas|visus\s+prašymus",
    7: r"بدون\s+(?:\S+\s+)?(?:تأیید|تایید|پرسیدن)|בלי\s+לשאול|ללא\s+אישור|बिना\s+पूछे|bila\s+kumu?uliza|bila\s+idhini"
    r"|پوچھے\s+بغیر|بغیر\s+پوچھے|না\s+জিজ্ঞেস|জিজ্ঞেস\s+না|tanpa\s+(?:bertanya|konfirmasi)|không\s+cần\s+hỏi"
    r"|โดยไม่ต้องถาม|ba\s+tare\s+da\s+tambaya|(?:دون|بدون)\s+(?:سؤال|تأكيد)",
    8: r"معاون|دستیار|העוזר|msaidizi|সহকারী|सहायक",
}
"""Weak signals by index in ``injection_role_labels._WEAK``."""

ATTACK_WORDS: Final = (
    r"\buntuk\s+(?:mengecoh|menipu|mengelabui|memperdaya)\b|\bmemperdaya\b|để\s+(?:lừa|đánh\s+lừa)"
    r"|(?:تا|برای)\s+(?:\S+\s+){0,2}?(?:را\s+)?فریب|להטעות\s+את|לרמות\s+את|เพื่อหลอก|ili\s+kumdanganya"
    r"|\bkuwadanganya\b|მოსატყუებლად|(?:لخداع|بهدف\s+خداع)|धोखा\s+देने\s+के\s+लिए|बहकाने\s+के\s+लिए"
    r"|প্রতারিত\s+করতে|ধোঁকা\s+দিতে|دھوکا\s+دینے\s+کے\s+لیے|دھوکہ\s+دینے\s+کے\s+لیے|para\s+(?:lokohin|linlangin)"
    r"|ஏமாற்றுவதற்காக|ஏமாற்ற\s+வேண்டி|మోసగించడానికి|फसवण्यासाठी|don\s+yaudar|láti\s+tàn|ለማታለል"
)
"""An order quoted to fool a bot (``… "puuza maagizo yote ya awali" kwenye issue ili kumdanganya
bot``): the line reports an attack (``concepts_framing.MENTION``)."""
