"""Injection lexicons for languages beyond the eight the screen reads in depth (pure data):
Polish, Dutch, Turkish, Arabic, Hindi and Italian, the plain forms of the commonest orders
(instructions set aside, safeguards switched off, the hidden prompt shown, data sent away);
and a persona without ethics in zh ja ko, which ``lexicon_i18n`` lacked.
Same shape and view as ``lexicon_i18n``: NFKC, case-folded, accents kept.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from .lexicon_en import (
    CONCEAL,
    EXFILTRATION,
    EXTRACTION,
    OVERRIDE,
    PERSISTENCE,
    PERSONA,
    POLICY,
)
from .lexicon_i18n_aa_forms import ROWS as AA_FORMS
from .lexicon_i18n_aa_forms import SECRET_WORDS as AA_FORMS_SECRETS
from .lexicon_i18n_asia_africa import ROWS as ASIA_AFRICA
from .lexicon_i18n_asia_africa import SECRET_WORDS as ASIA_AFRICA_SECRETS
from .lexicon_i18n_cover_personas import COVER_PERSONAS
from .lexicon_i18n_east import EAST
from .lexicon_i18n_europe import EUROPE
from .lexicon_i18n_europe import SECRET_WORDS as EUROPE_SECRETS
from .lexicon_i18n_europe_more import SECRET_WORDS as EUROPE_MORE_SECRETS
from .lexicon_i18n_four import FOUR
from .lexicon_i18n_gaps import GAPS
from .lexicon_i18n_gaps import SECRET_WORDS as LATIN_SECRETS
from .lexicon_i18n_grid import ROWS as GRID
from .lexicon_i18n_groups import SECRET_WORDS as GROUP_SECRETS
from .lexicon_i18n_latin import LATIN
from .lexicon_i18n_persist import PERSIST
from .lexicon_i18n_scripts import SCRIPTS
from .lexicon_i18n_scripts import SECRET_WORDS as SCRIPT_SECRETS
from .lexicon_i18n_short import SECRET_WORDS as SHORT_SECRETS
from .lexicon_i18n_short import SHORT
from .lexicon_i18n_south import SOUTH
from .lexicon_i18n_table import TABLE
from .lexicon_i18n_table_more import TABLE_MORE
from .lexicon_i18n_thin import ROWS as THIN
from .lexicon_i18n_thin import SECRET_WORDS as THIN_SECRETS
from .lexicon_i18n_unmasked_reviews import UNMASKED_REVIEWS
from .lexicon_i18n_west import WEST
from .lexicon_i18n_wide import ROWS as WIDE

_URL = r"(?:https?://|www\.)"

_MORE: Final[tuple[tuple[str, str, str], ...]] = (
    # Polish
    (
        OVERRIDE,
        "pl",
        r"\b(?:zignoruj|zignorować|ignoruj|zapomnij|zapomnieć|pomiń)\s+(?:o\s+)?(?:wszystkie\s+|wszystkich\s+)?"
        r"(?:wcześniejsze|poprzednie|dotychczasowe|wcześniejszych|poprzednich)\s+"
        r"(?:polecenia|instrukcje|zasady|poleceniach|instrukcjach)",
    ),
    (
        POLICY,
        "pl",
        r"\b(?:wyłącz|wyłączcie|dezaktywuj)\s+(?:wszystkie\s+)?(?:zabezpieczenia|filtry|kontrole\s+bezpieczeństwa)",
    ),
    # Dutch
    (
        OVERRIDE,
        "nl",
        r"\b(?:negeer|vergeet)\s+(?:alle\s+)?(?:eerdere|vorige|voorgaande|bovenstaande)\s+"
        r"(?:instructies|opdrachten|regels)",
    ),
    (
        POLICY,
        "nl",
        r"\bschakel\s+(?:alle\s+)?(?:veiligheids\w*|beveiligings\w*|filters?|content\s*filters?)"
        r"(?:\s+\w+){0,2}\s+uit\b",
    ),
    # Turkish
    (
        OVERRIDE,
        "tr",
        r"\b(?:önceki|tüm|bütün)\s+(?:tüm\s+)?(?:talimatları|komutları|kuralları)\s+"
        r"(?:yok\s+say|unut|görmezden\s+gel)",
    ),
    (
        EXFILTRATION,
        "tr",
        r"(?:\.env|parola|şifre|anahtar|içeriğini)[^.\n]{0,60}"
        + _URL
        + r"\S+\s+(?:adresine\s+)?(?:gönder|yolla|ilet|yükle)",
    ),
    # Arabic
    (
        OVERRIDE,
        "ar",
        r"(?:تجاهل|انس|تجاهلي)\s+(?:جميع\s+|كل\s+)?(?:التعليمات|الأوامر|القواعد)\s+(?:السابقة|الأصلية)",
    ),
    (EXTRACTION, "ar", r"(?:اعرض|أظهر|اكشف|اطبع)[^.\n]{0,20}(?:موجه\s+النظام|تعليمات\s+النظام)"),
    # Hindi
    (
        OVERRIDE,
        "hi",
        r"(?:पिछले|पहले\s+के|सभी)\s+(?:सभी\s+|सारे\s+|तमाम\s+)?(?:निर्देशों|निर्देश|नियमों|नियम)\s+(?:को\s+)?"
        r"(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)",
    ),
    # Italian
    (
        OVERRIDE,
        "it",
        r"\b(?:ignora|dimentica)\s+(?:tutte\s+)?(?:le\s+)?(?:istruzioni|regole)\s+"
        r"(?:precedenti|originali|di\s+sistema)",
    ),
    (
        POLICY,
        "it",
        r"\bdisattiva\s+(?:tutti\s+)?(?:i\s+)?(?:filtri|controlli\s+di\s+sicurezza)",
    ),
    # a persona without ethics (zh ja ko)
    (
        PERSONA,
        "zh",
        r"(?:扮演|假装|假裝|充当|充當|变成|變成)[^。，,]{0,12}(?:不受(?:任何)?(?:道德|伦理|倫理)(?:约束|約束|限制)"
        r"|没有(?:道德|底线|底線)|沒有(?:道德|底線)|无视道德)",
    ),
    (
        PERSONA,
        "ja",
        r"(?:倫理観|道徳|モラル)(?:の|が)?(?:ない|無い|なし)[^。]{0,12}(?:になりきって|を演じて|として振る舞)",
    ),
    (
        PERSONA,
        "ko",
        r"(?:윤리|도덕)\s*(?:의식|관념)?(?:이|가)?\s*없는[^.。]{0,14}(?:인\s*척|역할을|연기)",
    ),
)

_NOT = r"[^.\n]"
_ON = r"(?:[^.\n]|\.(?=\S))"


def _greek(pattern: str) -> str:
    """A Greek pattern as the view spells it: case folding turns the final sigma into ``σ``."""
    return pattern.replace("ς", "σ")


_WORLD: Final[tuple[tuple[str, str, str], ...]] = (
    # ------------------------------------------------------------------ Vietnamese
    (
        OVERRIDE,
        "vi",
        r"\bbỏ\s+qua\s+(?:tất\s+cả\s+|mọi\s+|toàn\s+bộ\s+)?(?:các\s+|những\s+)?"
        r"(?:hướng\s+dẫn|chỉ\s+dẫn|chỉ\s+thị|lệnh|quy\s+tắc)\s+(?:trước\s+đó|trước\s+đây|ban\s+đầu"
        r"|cũ|của\s+hệ\s+thống)",
    ),
    (
        PERSONA,
        "vi",
        r"\btừ\s+(?:bây\s+)?giờ\s*,?\s*(?:trở\s+đi\s*,?\s*)?bạn\s+là\b" + _NOT + r"{0,60}"
        r"(?:không\s+(?:có\s+)?(?:giới\s+hạn|hạn\s+chế|ràng\s+buộc)|không\s+bao\s+giờ\s+từ\s+chối)",
    ),
    (
        CONCEAL,
        "vi",
        r"\b(?:đừng|không\s+được)\s+(?:bao\s+giờ\s+)?(?:cho|nói\s+(?:với|cho))\s+người\s+"
        r"(?:dùng|sử\s+dụng)\s+(?:biết\s+)?(?:về\s+)?(?:ghi\s+chú|hướng\s+dẫn|chỉ\s+dẫn|lệnh|quy\s+tắc"
        r"|mục)\s+này",
    ),
    (
        PERSISTENCE,
        "vi",
        r"\b(?:sao\s+chép|chép|thêm)\s+(?:hướng\s+dẫn|ghi\s+chú|chỉ\s+dẫn|đoạn|mục)\s+này\s+vào\s+"
        + _NOT
        + r"{0,30}(?:mọi|mỗi|tất\s+cả)\s+(?:các\s+)?dự\s+án",
    ),
    (
        EXTRACTION,
        "vi",
        r"\b(?:viết|in|hiển\s+thị|chép|tiết\s+lộ)\s+(?:ra\s+)?(?:toàn\s+bộ\s+)?"
        r"(?:lời\s+nhắc|prompt|chỉ\s+dẫn)\s+hệ\s+thống",
    ),
    (
        POLICY,
        "vi",
        r"\b(?:kiểm\s+tra|xác\s+nhận)\s+(?:bảo\s+mật|an\s+toàn)\s+(?:đã\s+)?(?:bị\s+)?"
        r"(?:tắt|vô\s+hiệu\s+hóa)|\b(?:tắt|vô\s+hiệu\s+hóa)\s+(?:mọi\s+|các\s+)?kiểm\s+tra\s+"
        r"(?:bảo\s+mật|an\s+toàn)",
    ),
    # ------------------------------------------------------------------ Indonesian
    (
        OVERRIDE,
        "id",
        r"\b(?:abaikan|lupakan)\s+(?:semua\s+|seluruh\s+)?(?:instruksi|perintah|aturan|petunjuk)\s+"
        r"(?:sebelumnya|terdahulu|sebelum\s+ini|sistem)",
    ),
    (
        PERSONA,
        "id",
        r"\b(?:mulai\s+sekarang|mulai\s+saat\s+ini)\s*,?\s*(?:kamu|anda|engkau)\s+(?:adalah|jadi"
        r"|menjadi)\b"
        + _NOT
        + r"{0,60}(?:tanpa\s+(?:batas|batasan|aturan)|tidak\s+pernah\s+menolak)",
    ),
    (
        CONCEAL,
        "id",
        r"\bjangan\s+(?:pernah\s+)?(?:beri\s+tahu|beritahu|kasih\s+tahu|bilang|ceritakan)\s+"
        r"(?:ke\s+|kepada\s+|pada\s+)?pengguna\s+(?:tentang|soal|mengenai|bahwa)\s+"
        r"(?:instruksi|catatan|perintah|aturan)\s+ini",
    ),
    (
        PERSISTENCE,
        "id",
        r"\bsalin\s+(?:instruksi|catatan|perintah|aturan)\s+ini\s+ke\s+"
        + _NOT
        + r"{0,30}(?:setiap|semua)\s+proyek",
    ),
    (
        EXTRACTION,
        "id",
        r"\b(?:tulis|tampilkan|cetak|ungkapkan|salin)\s+(?:seluruh\s+|semua\s+)?(?:isi\s+)?"
        r"(?:prompt|instruksi)\s+sistem",
    ),
    (
        POLICY,
        "id",
        r"\b(?:pemeriksaan|pengecekan|konfirmasi)\s+keamanan\s+" + _NOT + r"{0,40}"
        r"(?:dimatikan|dinonaktifkan)|\b(?:matikan|nonaktifkan)\s+(?:semua\s+)?"
        r"(?:pemeriksaan|pengecekan)\s+keamanan",
    ),
    (
        EXFILTRATION,
        "id",
        r"\bkirim(?:kan)?\s+(?:isi\w*|konten\w*|nilai\w*)\s+" + _NOT + r"{0,40}?\bke\s+" + _URL,
    ),
    # ------------------------------------------------------------------ Ukrainian
    (
        OVERRIDE,
        "uk",
        r"\b(?:ігноруй|ігноруйте|проігноруй|проігноруйте|забудь|забудьте)\s+(?:усі\s+|всі\s+|будь-які\s+)?"
        r"(?:попередні|початкові)\s+(?:інструкції|вказівки|правила|команди)",
    ),
    (
        PERSONA,
        "uk",
        r"\b(?:тепер|відтепер|віднині)\s+ти\b" + _NOT + r"{0,60}"
        r"(?:без\s+(?:жодних\s+)?обмежень|ніколи\s+не\s+відмовля)",
    ),
    (
        CONCEAL,
        "uk",
        r"\b(?:ніколи\s+)?не\s+(?:кажи|розповідай|повідомляй|згадуй)\s+(?:нічого\s+)?"
        r"(?:ніколи\s+)?користувач\w*\s+(?:про\s+(?:цей|цю|ці)|що\s+(?:цей|ця|ці))",
    ),
    (
        PERSISTENCE,
        "uk",
        r"\b(?:цей|цю)\s+(?:запис|нотатку|інструкцію)\s+(?:ніколи\s+)?не\s+можна\s+видал\w+"
        r"|\bскопіюй\s+(?:цю|цей)\s+(?:інструкцію|запис|нотатку)\s+в\s+" + _NOT + r"{0,30}кожн\w+",
    ),
    (
        EXTRACTION,
        "uk",
        r"\b(?:виведи|напиши|покажи|розкрий)\s+" + _NOT + r"{0,25}системн\w+\s+"
        r"(?:промпт|підказк|інструкці)\w*",
    ),
    (
        POLICY,
        "uk",
        r"\bперевірки\s+безпеки\s+" + _NOT + r"{0,20}(?:вимкнено|вимкнені|відключено|відключені)"
        r"|\b(?:вимкни|відключи)\s+(?:усі\s+|всі\s+)?перевірки\s+безпеки",
    ),
    # ------------------------------------------------------------------ Swedish
    (
        OVERRIDE,
        "sv",
        r"\b(?:ignorera|glöm|strunta\s+i|bortse\s+från)\s+(?:alla\s+)?(?:tidigare|föregående|ursprungliga)\s+"
        r"(?:instruktioner|anvisningar|regler|order)",
    ),
    (
        PERSONA,
        "sv",
        r"\b(?:från\s+och\s+med\s+nu|från\s+nu)\s+är\s+du\b" + _NOT + r"{0,60}"
        r"(?:utan\s+(?:några\s+)?(?:begränsningar|gränser|regler)|aldrig\s+vägrar)",
    ),
    (
        CONCEAL,
        "sv",
        r"\b(?:berätta|säg|nämn)\s+(?:aldrig|inte)\s+(?:för|till)\s+användaren\s+"
        r"(?:om\s+(?:den\s+här|denna|dessa)|att\s+(?:den\s+här|denna))",
    ),
    (
        PERSISTENCE,
        "sv",
        r"\bkopiera\s+(?:den\s+här|denna)\s+(?:instruktion|anteckning|regel)\w*\s+till\s+"
        + _NOT
        + r"{0,30}(?:varje|alla)\s+(?:nytt\s+|nya\s+)?projekt",
    ),
    (
        EXTRACTION,
        "sv",
        r"\b(?:skriv\s+ut|visa|avslöja|återge)\s+(?:hela\s+)?(?:din\s+|ditt\s+)?"
        r"system(?:prompt|instruktion)\w*",
    ),
    (
        POLICY,
        "sv",
        r"\bsäkerhets(?:kontroll|bekräftelse|spärr)\w*\s+är\s+(?:avstängda|avaktiverade|avslagna)"
        r"|\b(?:stäng\s+av|inaktivera)\s+(?:alla\s+)?säkerhets(?:kontroll|spärr)\w*",
    ),
    # ------------------------------------------------------------------ Greek
    # One row per family (the imperative forms ``lexicon_i18n_scripts`` added are merged here;
    # short orders with other verbs are ``lexicon_i18n_short``'s). Written with ``ς``: the view
    # folds it into ``σ`` (``_greek``).
    (
        OVERRIDE,
        "el",
        _greek(
            r"(?:αγνόησε|ξέχασε|ξεχάστε|αγνοήστε)\s+(?:όλες\s+)?(?:τις\s+)?(?:προηγούμενες|αρχικές)\s+"
            r"(?:οδηγίες|εντολές|κανόνες)"
        ),
    ),
    (
        PERSONA,
        "el",
        _greek(
            r"(?:(?:από\s+τώρα|στο\s+εξής)\s+(?:και\s+στο\s+εξής\s+)?είσαι\b"
            + _NOT
            + r"{0,60}|από\s+εδώ\s+και\s+(?:πέρα|στο\s+εξής)\s*,?\s*είσαι\s"
            + _ON
            + r"{0,60})(?:χωρίς\s+(?:κανένα\w*\s+)?(?:όρι[οα]|περιορισμ\w+)|δεν\s+αρν\w+\s+ποτέ)"
        ),
    ),
    (
        CONCEAL,
        "el",
        _greek(
            r"(?:μην|ποτέ\s+μην)\s+(?:πεις|αναφέρεις|ενημερώσεις)\s+(?:ποτέ\s+)?(?:στον\s+)?χρήστη\s+"
            r"(?:για\s+)?(?:αυτή|αυτές|αυτό|ότι)"
        ),
    ),
    (
        EXTRACTION,
        "el",
        _greek(
            r"(?:γράψε|δείξε|εμφάνισε|αποκάλυψε|τύπωσε)\s+"
            + _NOT
            + r"{0,25}(?:προτροπή|οδηγίες)\s+(?:του\s+)?συστήματος"
        ),
    ),
    (
        POLICY,
        "el",
        _greek(
            r"(?:έλεγχοι|επιβεβαιώσεις)\s+ασφαλείας\s+(?:είναι\s+)?απενεργοποιημέν\w+"
            r"|απενεργοποίησε\s+(?:όλους\s+|όλα\s+)?(?:τους\s+|τα\s+)?(?:ελέγχους|φίλτρα|δικλείδες)\s+"
            r"ασφαλείας"
        ),
    ),
    (
        EXFILTRATION,
        "el",
        _greek(r"(?:στείλε|ανέβασε)\s+" + _ON + r"{0,60}?(?:στο|στη|στην|σε)\s+" + _URL),
    ),
    # ------------------------------------------------------------------ Hebrew
    (
        OVERRIDE,
        "he",
        r"(?:(?:התעלם|התעלמי|התעלמו|שכח)\s+מ|(?:שכח|שכחי|שכחו)\s+את\s+)(?:כל\s+)?ה?(?:הוראות|הנחיות|כללים)\s+"
        r"ה?(?:קודמות|קודמים|מקוריות)",
    ),
    (
        PERSONA,
        "he",
        r"(?:מעכשיו|מעתה)\s+(?:אתה|את)\b" + _NOT + r"{0,60}(?:(?:בלי|ללא)\s+(?:שום\s+)?"
        r"(?:מגבלות|הגבלות)|(?:אף\s+פעם|לעולם)\s+לא\s+מסרב)",
    ),
    (CONCEAL, "he", r"(?:אל\s+|לעולם\s+אל\s+)(?:תספר|תגיד|תספרי|תגידי)\s+(?:לעולם\s+)?למשתמש"),
    (
        EXTRACTION,
        "he",
        r"(?:כתוב|הצג|הדפס|חשוף)\s+" + _NOT + r"{0,25}(?:הנחיית|הוראות|פרומפט)\s+ה?מערכת",
    ),
    (POLICY, "he", r"בדיקות\s+ה?(?:אבטחה|בטיחות)\s+(?:\S+\s+){0,3}?(?:כבויות|מושבתות)"),
    # ------------------------------------------------------------------ Persian
    (
        OVERRIDE,
        "fa",
        r"(?:دستور|قوانین|قواعد)\S*\s+(?:قبلی|پیشین)\s+را\s+(?:نادیده\s+بگیر|فراموش\s+کن)",
    ),
    (
        PERSONA,
        "fa",
        r"از\s+(?:این\s+به\s+بعد|حالا|اکنون)\s*،?\s*تو\s+" + _NOT + r"{0,60}"
        r"(?:بدون\s+(?:هیچ\s+)?محدودیت|هیچ\s+محدودیتی|هرگز\s+(?:\S+\s+)?رد\s+نمی)",
    ),
    (CONCEAL, "fa", r"(?:هرگز\s+)?به\s+کاربر\s+(?:\S+\s+){0,3}?(?:نگو|اطلاع\s+نده)"),
    (
        EXTRACTION,
        "fa",
        r"(?:پرامپت|دستورالعمل|دستورات)\S*\s+سیستم\S*\s+(?:\S+\s+){0,4}?"
        r"(?:بنویس|نمایش\s+بده|چاپ\s+کن|فاش\s+کن)",
    ),
    (POLICY, "fa", r"(?:بررسی|کنترل)\S*\s+امنیتی\s+(?:\S+\s+){0,4}?(?:غیرفعال|خاموش)"),
    # ------------------------------------------------------------------ Thai
    (
        OVERRIDE,
        "th",
        r"(?:เพิกเฉย|ละเลย|ไม่ต้องสนใจ|ลืม)(?:ต่อ)?(?:คำสั่ง|คำแนะนำ|กฎ)(?:ทั้งหมด)?"
        r"(?:ก่อนหน้า|เดิม|ที่ผ่านมา)",
    ),
    (
        PERSONA,
        "th",
        r"(?:ตั้งแต่นี้(?:ไป)?|จากนี้ไป)\s*(?:คุณ|เธอ)(?:คือ|เป็น)[^\n]{0,60}"
        r"(?:ไม่มีข้อจำกัด|ไม่เคยปฏิเสธ)",
    ),
    (CONCEAL, "th", r"(?:อย่า|ห้าม)(?:บอก|แจ้ง)ผู้ใช้(?:เรื่อง|เกี่ยวกับ)?(?:บันทึก|คำสั่ง)นี้"),
    (EXTRACTION, "th", r"(?:เขียน|แสดง|พิมพ์|เปิดเผย)[^\n]{0,20}(?:พรอมต์|prompt|คำสั่ง)ระบบ"),
    (POLICY, "th", r"(?:การตรวจสอบ|การยืนยัน)ความปลอดภัย[^\n]{0,20}(?:ถูกปิด|ปิดอยู่|ปิดใช้งาน)"),
    (EXFILTRATION, "th", r"ส่ง(?:เนื้อหา|ข้อมูล|ค่า)[^\n]{0,40}ไปที่\s*" + _URL),
    # ------------------------------------------------------------------ Swahili
    (
        OVERRIDE,
        "sw",
        r"\b(?:puuza|sahau)\s+(?:maagizo|maelekezo|amri|sheria)\s+(?:yote\s+|zote\s+)?"
        r"(?:ya\s+|za\s+)?(?:awali|zamani|kabla)",
    ),
    (
        PERSONA,
        "sw",
        r"\bkuanzia\s+sasa\s*,?\s*wewe\s+ni\b" + _NOT + r"{0,60}"
        r"(?:(?:bila|isiyo\s+na|asiye\s+na)\s+(?:mipaka|vikwazo|kikomo)|hukatai\s+kamwe)",
    ),
    (CONCEAL, "sw", r"\b(?:kamwe\s+)?usimwambie\s+(?:kamwe\s+)?mtumiaji\s+(?:kuhusu|kwamba)"),
    (
        EXTRACTION,
        "sw",
        r"\b(?:andika|onyesha|fichua)\s+"
        + _NOT
        + r"{0,25}(?:maagizo|maelekezo|prompt)\s+ya\s+mfumo",
    ),
    (
        POLICY,
        "sw",
        r"\b(?:ukaguzi|uthibitisho)\s+wa\s+usalama\s+(?:\S+\s+){0,3}?(?:umezimwa|imezimwa)",
    ),
    # ------------------------------------------------------------------ gaps: ar hi tr pl it nl
    (CONCEAL, "ar", r"لا\s+(?:تخبر|تُخبر|تبلغ|تُعلم)\s+المستخدم"),
    (EXTRACTION, "ar", r"(?:اكتب|اعرض|أظهر|اكشف|اطبع)\s+موج\S*\s+النظام"),
    (
        PERSONA,
        "ar",
        r"من\s+الآن\s+(?:فصاعد\S*\s+)?،?\s*(?:أنت|انت)\s+" + _NOT + r"{0,60}"
        r"(?:(?:بلا|بدون)\s+(?:أي\s+)?(?:قيود|حدود)|لا\s+(?:ي|ت)رفض\s+أبد)",
    ),
    (
        POLICY,
        "ar",
        r"(?:فحوصات|عمليات\s+التحقق)\s+(?:ال)?أما?ن\S*\s+(?:\S+\s+){0,3}?(?:معطلة|متوقفة)",
    ),
    (
        POLICY,
        "hi",
        r"(?:सुरक्षा\s+(?:जाँच|जांच)|पुष्टि)\s+(?:\S+\s+){0,1}?बंद\s+(?:है|हैं)",
    ),
    (EXFILTRATION, "hi", r"(?:सामग्री|कंटेंट|पासवर्ड)\s+[^\n]{0,10}" + _URL + r"\S*\s+पर\s+भेज"),
    (
        CONCEAL,
        "hi",
        r"उपयोगकर्ता\s+को\s+(?:\S+\s+){0,6}?(?:मत\s+बताओ|मत\s+बताना|कभी\s+न\s+बताएं|न\s+बताएं)"
        r"(?![^\n।]{0,40}या\s+नहीं)",  # "… whether the account exists or not": advice
    ),
    (
        PERSONA,
        "tr",
        r"\b(?:artık|bundan\s+sonra)\b"
        + _NOT
        + r"{0,40}(?:kısıtlaması\s+olmayan|sınırı\s+olmayan)"
        + _NOT
        + r"{0,40}(?:asistansın|yapay\s+zekasın|botsun)",
    ),
    (
        EXTRACTION,
        "tr",
        r"\bsistem\s+(?:isteminin|istemini|promptunun|promptunu|talimatlarının)\s+"
        r"(?:tamamını\s+)?" + _NOT + r"{0,60}(?:yaz|göster|yazdır)\b",
    ),
    (CONCEAL, "tr", r"\bkullanıcıya\s+(?:bu\s+\S+\s+)?(?:asla\s+)?(?:söyleme|bahsetme)\b"),
    (
        POLICY,
        "tr",
        r"\bgüvenlik\s+(?:kontrolleri|denetimleri|onayları)\s+" + _NOT + r"{0,20}"
        r"(?:kapalı|devre\s+dışı)",
    ),
    (
        PERSONA,
        "pl",
        r"\bod\s+teraz\s+jesteś\b" + _NOT + r"{0,60}(?:bez\s+(?:żadnych\s+)?ograniczeń"
        r"|nigdy\s+nie\s+odmawia)",
    ),
    (
        EXTRACTION,
        "pl",
        r"\b(?:wypisz|pokaż|ujawnij|wyświetl|napisz)\s+" + _NOT + r"{0,30}prompt\w*\s+systemow\w*",
    ),
    (
        CONCEAL,
        "pl",
        r"\b(?:nigdy\s+)?nie\s+(?:mów|informuj|wspominaj)\s+(?:nigdy\s+)?użytkownik\w*\s+"
        r"(?:o\s+t(?:ej|ych|ym)|że\s+t(?:a|e|en))",
    ),
    (
        POLICY,
        "pl",
        r"\b(?:kontrole|zabezpieczenia|potwierdzenia)\s+(?:bezpieczeństwa\s+)?(?:są\s+)?wyłączone",
    ),
    (
        OVERRIDE,
        "pl",
        r"\bpoprzednie\s+(?:polecenia|instrukcje)\s+" + _NOT + r"{0,30}\s+są\s+nieważne",
    ),
    (
        CONCEAL,
        "it",
        r"\bnon\s+dire\s+(?:mai\s+)?all['’]utente\s+(?:di\s+|che\s+)?quest[aei]\s+"
        r"(?:nota|note|istruzion\w+|regol\w+)",
    ),
    (
        PERSONA,
        "it",
        r"\bda\s+ora\s+in\s+poi\s+sei\b" + _NOT + r"{0,60}(?:senza\s+(?:alcun\s+)?"
        r"(?:limit[ei]|restrizion[ei])|non\s+rifiuta\s+mai)",
    ),
    (POLICY, "nl", r"\b(?:veiligheids|beveiligings)\w+\s+staan\s+uit\b"),
    # ------------------------------------------------------------------ gaps: es pt fr ru de zh ja
    (
        PERSISTENCE,
        "es",
        r"\bcopia\s+esta\s+(?:instrucción|nota|entrada|regla)\s+(?:en|a)\s+" + _NOT + r"{0,30}"
        r"(?:cada|todos\s+los)\s+proyecto|\besta\s+entrada\s+no\s+se\s+puede\s+borrar",
    ),
    (
        PERSISTENCE,
        "pt",
        r"\bcopie\s+esta\s+(?:instrução|nota|entrada)\s+(?:na|em|para)\s+" + _NOT + r"{0,30}"
        r"cada\s+projeto|\besta\s+entrada\s+nunca\s+pode\s+ser\s+(?:removida|apagada)",
    ),
    (
        PERSISTENCE,
        "fr",
        r"\brecopie[zr]?\s+cette\s+(?:consigne|instruction|note|entrée)\s+dans\s+"
        + _NOT
        + r"{0,30}chaque\s+(?:nouveau\s+)?projet",
    ),
    (
        OVERRIDE,
        "fr",
        r"\ben\s+cas\s+de\s+conflit\b" + _NOT + r"{0,60}\bsuis\s+(?:la|cette)\s+(?:note|consigne)",
    ),
    (
        PERSISTENCE,
        "ru",
        r"\bскопируй\s+эту\s+(?:инструкцию|заметку|запись)\s+в\s+" + _NOT + r"{0,30}кажд\w+"
        r"|\bесли\s+(?:эту\s+)?(?:заметку|запись|инструкцию)\s+удалят\s*,?\s*восстанови",
    ),
    (
        EXFILTRATION,
        "de",
        r"\bhänge\s+an\s+jede\s+antwort\s+" + _NOT + r"{0,40}(?:zugangsdaten|passw\w+|secrets?"
        r"|token|schlüssel)",
    ),
    (
        POLICY,
        "de",
        r"\bsicherheits(?:prüfungen|checks|abfragen|bestätigungen)\s+sind\s+" + _NOT + r"{0,30}"
        r"(?:abgeschaltet|deaktiviert|ausgeschaltet)",
    ),
    (
        PERSISTENCE,
        "zh",
        r"(?:把|将|將)(?:这|這)(?:段话|段話|条|條|段|个|個)[^。]{0,6}(?:复制|複製|拷贝|添加|加)到"
        r"[^。]{0,20}(?:每个|每個|所有)[^。]{0,10}(?:项目|項目)",
    ),
    (
        EXFILTRATION,
        "zh",
        r"(?:每条|每條|每个|每個)(?:回复|回覆|回答)[^。]{0,10}(?:附上|加上|贴上|貼上)[^。]{0,10}"
        r"(?:环境变量|環境變數)",
    ),
    (CONCEAL, "zh", r"不要在[^。]{0,20}(?:提到|提及)[^。]{0,20}(?:就说|就說|只说|只說)"),
    (
        EXFILTRATION,
        "nl",
        r"\bstuur\b" + _NOT + r"{0,50}\binhoud\s+van\s+\S+\s+naar\s+(?:https?://|\S+@\S+\.\w+)",
    ),
    (
        OVERRIDE,
        "es",
        r"\bolvida\s+(?:todo\s+)?lo\s+que\s+te\s+(?:haya|hayan|ha|han)\s+dicho"
        r"|\bolvida\s+(?:las|los)\s+(?:indicaciones|instrucciones|órdenes)\s+del\s+"
        r"(?:usuario|desarrollador)",
    ),
    (
        OVERRIDE,
        "fr",
        r"\boublie\s+(?:tout\s+)?ce\s+que\s+(?:l['’]utilisateur|le\s+développeur)\s+t['’]a\s+dit",
    ),
    (POLICY, "ja", r"セキュリティ(?:チェック|確認|検査)(?:が|は)(?:無効|オフ|停止)"),
    (
        EXFILTRATION,
        "ja",
        r"(?:~/\.ssh|\.env|秘密鍵|認証情報)[^。]{0,10}(?:中身|内容)を[^。]{0,15}(?:貼り付け|添付)",
    ),
)

MORE: Final = (
    _MORE
    + tuple((family, lang, unicodedata.normalize("NFKC", p)) for family, lang, p in _WORLD)
    + LATIN
    + GAPS
    + FOUR
    + PERSIST
    + TABLE
    + TABLE_MORE
    + SCRIPTS
    + SOUTH
    + EAST
    + WEST
    + SHORT
    + ASIA_AFRICA
    + EUROPE
    + AA_FORMS
    + THIN
    + WIDE
    + GRID
    + UNMASKED_REVIEWS
    + COVER_PERSONAS
)  # the view is NFKC: Thai sara am, for one, is two code points there
"""``(family, language, pattern)`` rows appended to ``lexicon_i18n``'s."""

SECRET_WORDS_RE: Final = re.compile(
    f"{LATIN_SECRETS}|{SCRIPT_SECRETS}|{GROUP_SECRETS}|{SHORT_SECRETS}|{ASIA_AFRICA_SECRETS}"
    f"|{EUROPE_SECRETS}|{AA_FORMS_SECRETS}|{EUROPE_MORE_SECRETS}|{THIN_SECRETS}"
)
"""Secret words of the languages beyond the eight: a send order carrying one is a leak."""
