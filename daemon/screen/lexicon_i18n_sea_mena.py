"""Injection word groups of Indonesian, Malay, Vietnamese, Arabic, Persian, Hebrew and Urdu
(pure data, helper i18n35b, session 13; rules built by ``lexicon_i18n_asia_africa``).

The groups of ``lexicon_i18n_groups`` (``ignore``/``prior``, ``off``/``safety``, ``send``,
``show``/``sys``, ``now``/``you``/``free``, ``note``/``every``, ``hide``/``user``/``about``,
``wipe``/``unasked``) widened to the wording the older lexicons lacked (instructions "given to
you" or "received before this line", hidden/initial instructions copied out, every *new*
project or *later* session), and the groups of this helper's forms: ``void`` (the old
instructions declared void), ``noask``/``destr`` (confirmations no longer asked before a
destructive command), ``secret``/``public`` (a secret put on a gist or paste site), ``deny``
(never admit being an AI), ``asked``/``lie`` (a lie prepared for the user's question) and
``unaware`` (the user must not find out). Imperatives only: a negation before a verb is refused
by a lookbehind (``jangan lewati``). Written lower-case, as the view folds the text.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_groups import Groups

_NEG_ID = (
    r"(?<!jangan\s)(?<!jangan\spernah\s)(?<!tidak\s)(?<!tak\s)(?<!boleh\s)(?<!bisa\s)(?<!dapat\s)"
)

ID: Final[Groups] = {
    "ignore": _NEG_ID
    + r"\b(?:abaikan|lupakan|kesampingkan|acuhkan|hiraukan)\b|jangan\s+(?:lagi\s+)?(?:ikuti|patuhi|turuti|hiraukan)",
    "prior": r"(?:instruksi|arahan|perintah|aturan|pedoman|petunjuk|panduan|ketentuan)\w*\s+(?:\S+\s+){0,4}?(?:sebelum(?:nya|\s+ini|\s+baris\s+ini)|terdahulu|awal|sistem|di\s+atas|(?:yang\s+)?(?:diberikan|ditetapkan|dibuat|disetel)\s+(?:\S+\s+)?(?:developer|pengembang|sistem|kepadamu|kepada\s+(?:kamu|anda))|kepadamu|padamu|(?:yang\s+)?(?:kamu|anda)\s+terima)",
    "void": r"tidak\s+(?:berlaku|dipakai)\s+lagi|tidak\s+lagi\s+berlaku|(?:dianggap\s+|sudah\s+)?(?:batal|dibatalkan|gugur|dicabut|kedaluwarsa)\b",
    "off": _NEG_ID + r"\b(?:matikan|nonaktifkan|non-aktifkan|lewati|lompati)\b",
    "safety": r"(?:pemeriksaan|pengecekan|pemindai\w*|pemindaian|filter|penyaring|mekanisme|pengaman|proteksi|perlindungan|validasi|fitur)\s+(?:\S+\s+)?(?:keamanan|konten|rahasia|secret)|(?:hook|hooks)\s+pre-commit|pre-commit\s+hooks?|secret\s+scann\w+|security\s+(?:scan|check)\w*|firewall|antivirus",
    "noask": r"(?:jangan|tidak\s+(?:perlu|usah)|tak\s+usah)\s+(?:lagi\s+)?(?:minta|meminta|tanya|menanyakan|bertanya)\s+(?:\S+\s+)?(?:konfirmasi|persetujuan|izin)|lewati\s+(?:langkah\s+)?(?:konfirmasi|persetujuan|review)|tanpa\s+(?:perlu\s+)?(?:konfirmasi|persetujuan)\s+lagi",
    "destr": r"\bhapus\w*|menghapus|\bdrop\b|rm\s+-rf|reset\s+--hard|force[\s-]push|truncate|produksi|production|menimpa",
    "send": _NEG_ID
    + r"\b(?:kirim(?:kan)?|unggah|tempel(?:kan)?|bagikan|teruskan|postingkan)\b|\bmeng(?:irim(?:kan)?|unggah)\b",
    "mail": "",
    "secret": r"\bsecrets?/|kata\s+sandi|\bsandi\b|kunci\s+(?:api|rahasia|privat)|api\s+keys?|\btoken\b|kredensial|credentials?\S*|\.env\S*|id_rsa|private\s+key|secrets?\b",
    "public": r"transfer\.sh|webhook\.site|requestbin|ngrok|paste\.\w+|\bgist\b|pastebin|\bpublik\b|\bpublic\b|transfer\.sh|webhook\.site|requestbin|ngrok",
    "sys": r"(?:instruksi|arahan|perintah|petunjuk|pesan)\s+(?:\S+\s+)?sistem\w*|(?:instruksi|arahan|aturan|petunjuk|pedoman)\s+(?:\S+\s+){0,2}?(?:tersembunyi|rahasia|awal|asli|internal)",
    "show": _NEG_ID
    + r"\b(?:tampilkan|tunjukkan|cetak|tuliskan|tulis\s+ulang|ulangi|salin|kutip|bocorkan|ungkapkan|sebutkan|keluarkan)\b|\bmenulis(?:kan)?\s+ulang\b|\bmenampilkan\b|\bmenyalin\b",
    "verbatim": r"kata\s+(?:demi|per)\s+kata|persis\s+seperti\s+aslinya|apa\s+adanya",
    "now": r"mulai\s+(?:sekarang|saat\s+ini|hari\s+ini|detik\s+ini)|dari\s+sekarang|sekarang\s+(?:kamu|anda)",
    "you": r"\b(?:kamu|anda|engkau|dirimu)\b",
    "ai": r"\basisten\b|\b(?:ai|bot|chatbot)\b|kecerdasan\s+buatan|model\s+bahasa",
    "free": r"tanpa\s+(?:\S+\s+)?(?:batas(?:an)?|aturan|filter|sensor|larangan|pembatasan|etika|moral)\b|tidak\s+(?:punya|memiliki|terikat)\s+(?:\S+\s+)?(?:batas\w*|aturan|filter|etika)|boleh\s+(?:melakukan\s+)?apa\s+(?:saja|pun)",
    "pretend": r"\b(?:berpura-pura|pura-pura|berperan(?:lah)?\s+sebagai|bertindak(?:lah)?\s+sebagai|anggap(?:lah)?\s+(?:dirimu|diri\s+anda)|perankan|jadilah)\b",
    "deny": r"(?:jangan|tidak)\s+(?:pernah\s+)?(?:mengaku|akui|mengakui)\b",
    "note": r"(?:catatan|instruksi|aturan|pesan|arahan|perintah|pedoman)\s+ini",
    "every": r"(?:setiap|semua|seluruh|tiap)\s+(?:\S+\s+){0,2}?(?:proyek|repo\w*|repositori|file\s+memori|memori|sesi|percakapan)\w*\s+(?:\S+\s+)?(?:baru|berikutnya|lain(?:nya)?|mendatang|selanjutnya|yang\s+(?:kamu|anda)\s+buka)|(?:setiap|semua)\s+file\s+memori",
    "unasked": r"tanpa\s+(?:\S+\s+)?(?:meminta|minta|menanyakan|bertanya|konfirmasi|persetujuan|izin|memberi\s*tahu|memberitahu|bilang)\w*|diam-diam",
    "wipe": _NEG_ID
    + r"\b(?:hapus|kosongkan|timpa)\b|\b(?:jalankan|tambahkan|eksekusi)\s+(?:\S+\s+){0,3}?(?:curl|wget|bash|drop\s|rm\s|truncate)",
    "user": r"\bpengguna\b|\bpemakai\b",
    "hide": r"(?:jangan|tidak\s+perlu|tak\s+usah)\s+(?:pernah\s+)?(?:beri\s*tahu|beritahu|memberi\s*tahu|bilang|kasih\s+tahu|katakan|sebut(?:kan)?|ceritakan|laporkan|ungkapkan)|\brahasiakan\b|\bsembunyikan\b",
    "about": r"(?:tentang|soal|mengenai)\s+(?:\S+\s+){0,2}?(?:ini|itu)|(?:catatan|instruksi|perubahan)\s+ini|\bbahwa\b",
    "unaware": r"jangan\s+(?:pernah\s+)?(?:beritahu|beri\s*tahu|bilang|kasih\s+tahu|cerita)\s+(?:ke\s+)?(?:para\s+)?user\s+(?:\S+\s+)?(?:bahwa|yang|soal|tentang|kalau)\b|jangan\s+(?:sampai|biarkan)\s+(?:para\s+)?(?:pengguna|user)\s+(?:\S+\s+)?(?:tahu|mengetahui|sadar)|(?:pengguna|user)\s+(?:tidak\s+boleh|jangan\s+sampai)\s+(?:\S+\s+)?tahu",
    "asked": r"(?:kalau|jika|bila|apabila)\s+(?:pengguna|user|ada\s+yang|seseorang)\s+(?:\S+\s+)?(?:bertanya|menanyakan|tanya)",
    "lie": r"(?:bilang|katakan|jawab)(?:\s+saja)?\s+(?:\S+\s+)?(?:tidak\s+ada\s+(?:yang\s+)?(?:berubah|perubahan|apa-apa|masalah)|semua(?:nya)?\s+(?:baik|aman|normal)|tidak\s+tahu)",
}

_NEG_MS = r"(?<!jangan\s)(?<!tidak\s)"

MS: Final[Groups] = {
    "ignore": _NEG_MS + r"\b(?:abaikan|lupakan|ketepikan)\b",
    "prior": r"(?:arahan|panduan|peraturan|perintah|garis\s+panduan|instruksi)\s+(?:\S+\s+){0,3}?(?:sebelum(?:nya|\s+ini)|terdahulu|lama|asal|sistem)",
    "void": r"tidak\s+lagi\s+(?:terpakai|berkuat\s*kuasa|sah)|(?:dibatalkan|terbatal|batal)\b",
    "send": _NEG_MS + r"\b(?:hantar|hantarkan|muat\s+naik|kongsi(?:kan)?)\b|memuat\s+naik",
    "secret": r"\bsecrets?/|kata\s+laluan|kunci\s+api|api\s+keys?|\btoken\b|kelayakan|credentials?\S*|\.env\S*",
    "public": r"transfer\.sh|webhook\.site|requestbin|ngrok|paste\.\w+|\bgist\b|pastebin|\bawam\b|\bpublic\b",
    "mail": "",
    "user": r"\bpengguna\b",
    "hide": r"jangan\s+(?:sesekali\s+)?(?:beritahu|maklumkan|bagitahu|sebut|ceritakan)|\brahsiakan\b|\bsembunyikan\b",
    "about": r"(?:tentang|mengenai)\s+(?:\S+\s+){0,2}?(?:ini|itu)|(?:nota|arahan)\s+ini|\bbahawa\b|\byang\s+kita\b",
    "unaware": r"jangan\s+(?:sesekali\s+)?(?:beritahu|bagitahu|maklumkan)\s+(?:kepada\s+)?user\s+(?:\S+\s+)?(?:bahawa|yang|tentang)\b|jangan\s+biarkan\s+(?:pengguna|user)\s+(?:\S+\s+)?tahu",
    "pretend": r"\b(?:berpura-pura|anggap\s+diri\s+anda|berlakon\s+sebagai|bertindak\s+sebagai)\b",
    "free": r"tanpa\s+(?:\S+\s+)?(?:sekatan|peraturan|had|batasan|tapisan)\b|boleh\s+buat\s+apa\s+(?:sahaja|saja)",
}

_NEG_VI = r"(?<!đừng )(?<!không )(?<!chớ )(?<!bao giờ )"
_CLAUSE_VI = r"(?<!\w\s)(?<![\w-])(?:(?:hãy|vui lòng|làm ơn|nhớ|cứ) )?"
"""A verb that opens its clause (``Tắt …``, ``…, hãy xóa …``): Vietnamese verbs are also third
persons (``lệnh xóa cache chạy …`` describes a command, ``không bao giờ tắt`` forbids)."""

VI: Final[Groups] = {
    "ignore": _NEG_VI + r"(?:bỏ qua|phớt lờ|quên (?:hết |đi |sạch )?|gạt bỏ|lờ đi)",
    "prior": r"(?:chỉ dẫn|hướng dẫn|chỉ thị|lệnh|quy tắc|yêu cầu|luật lệ|nguyên tắc) (?:\S+ ){0,5}?(?:trước (?:đó|đây|dòng này)|ban đầu|hệ thống|ở trên|cũ|(?:đã )?(?:đặt|giao|đưa) cho bạn|bạn (?:đã )?nhận (?:được)?)",
    "void": r"hết hiệu lực|không còn (?:hiệu lực|áp dụng|giá trị)|(?:coi như |đã )?bị hủy(?: bỏ)?|vô hiệu\b",
    "off": _CLAUSE_VI + r"(?:tắt|vô hiệu hóa|vô hiệu hoá|bỏ qua|vượt qua|gỡ bỏ)",
    "safety": r"(?:bộ lọc|kiểm tra|quy tắc|biện pháp|cơ chế|bước kiểm tra|trình quét) (?:\S+ )?(?:an toàn|bảo mật|nội dung|bí mật)|hook pre-commit|pre-commit hooks?|tường lửa|firewall|antivirus",
    "noask": r"(?:không cần|đừng|khỏi) (?:\S+ )?hỏi (?:\S+ )?(?:xác nhận|ý kiến|phép)|bỏ qua (?:bước )?(?:xác nhận|phê duyệt|duyệt)",
    "destr": r"\bxóa|\bxoá|\bdrop\b|rm -rf|reset --hard|force[ -]push|truncate|production|môi trường thật",
    "send": _NEG_VI + r"(?:gửi|tải lên|đăng lên|chuyển tiếp|tải(?= (?:\S+ ){0,6}?lên))",
    "mail": "",
    "secret": r"\bsecrets?/|mật khẩu|khóa api|khoá api|api keys?|\btoken\b|thông tin đăng nhập|credentials?\S*|\.env\S*|khóa bí mật|id_rsa",
    "public": r"transfer\.sh|webhook\.site|requestbin|ngrok|paste\.\w+|\bgist\b|pastebin|công khai|\bpublic\b|transfer\.sh|webhook\.site",
    "sys": r"(?:lời nhắc|chỉ dẫn|hướng dẫn|chỉ thị) (?:\S+ )?hệ thống|(?:lời nhắc|chỉ dẫn|hướng dẫn|chỉ thị|quy tắc) (?:\S+ ){0,2}?(?:ẩn|ban đầu|gốc|bí mật|nội bộ)",
    "show": _NEG_VI
    + r"(?:in ra|hiển thị|cho (?:tôi )?xem|viết (?:ra|lại)|nhắc lại|tiết lộ|chép lại|sao chép|trích dẫn|liệt kê)",
    "verbatim": r"nguyên văn|từng chữ|từng từ|y hệt|y nguyên",
    "now": r"từ (?:giờ|bây giờ|nay|hôm nay)(?: trở đi)?|kể từ (?:bây giờ|giờ|nay)",
    "you": r"\b(?:bạn|mày|em) (?:là|sẽ là|bây giờ là|giờ là)\b|\bbạn\b",
    "ai": r"trợ lý|\b(?:ai|bot|chatbot)\b|trí tuệ nhân tạo",
    "free": r"không (?:có )?(?:bất kỳ |chút |một )?(?:giới hạn|hạn chế|quy tắc|luật lệ|bộ lọc|kiểm duyệt|ràng buộc|đạo đức)|được làm (?:mọi thứ|mọi việc|bất cứ điều gì)",
    "pretend": r"(?:nhập vai|đóng vai|giả vờ|giả làm|hãy coi mình|coi bản thân|hóa thân)",
    "deny": r"(?:đừng|không) (?:bao giờ )?(?:thừa nhận|nhận|thú nhận|tiết lộ)",
    "note": r"(?:đoạn|ghi chú|chỉ dẫn|chỉ thị|tin nhắn|quy tắc|luật) (?:\S+ )?này",
    "every": r"(?:mọi|mỗi|tất cả(?: các)?) (?:\S+ ){0,2}?(?:dự án|kho mã|repo|tệp bộ nhớ|phiên|cuộc trò chuyện) (?:\S+ )?(?:mới|sau|sau này|khác|tiếp theo|tương lai)",
    "unasked": r"(?:mà )?không (?:cần )?(?:hỏi|xin|báo cho|nói với|thông báo)|(?:mà )?không (?:cần )?xác nhận|lặng lẽ|âm thầm",
    "wipe": _CLAUSE_VI
    + r"(?:xóa|xoá)\b|(?:chạy|thêm|thực thi) (?:\S+ ){0,3}?(?:curl|wget|bash|drop |rm )",
    "user": r"người dùng|người sử dụng",
    "hide": r"(?:đừng|không được|chớ) (?:bao giờ )?(?:nói|kể|báo|tiết lộ|nhắc(?: đến)?)|giấu|che giấu|giữ bí mật",
    "about": r"về (?:\S+ ){0,4}?(?:này|đó|mới)|(?:ghi chú|chỉ dẫn) này|\brằng\b|chuyện|việc",
    "unaware": r"(?:đừng|không được) để (?:cho )?(?:người dùng|user) (?:\S+ )?biết|(?:người dùng|user) không (?:được|nên) biết",
    "asked": r"nếu (?:người dùng|user|ai đó|khách hàng|ai) (?:\S+ )?hỏi",
    "lie": r"(?:cứ |thì )?(?:nói|trả lời|bảo) (?:\S+ )?(?:là )?(?:không có gì (?:thay đổi|cả)|không có (?:thay đổi|vấn đề)|mọi thứ (?:vẫn )?(?:ổn|bình thường)|không biết)",
}

_NEG_AR = r"(?<!لا\s)"

AR: Final[Groups] = {
    "ignore": _NEG_AR + r"(?:تجاهل|انس|انسى|أهمل|اترك|لا\s+تلتزم\s+ب|لا\s+تتبع|تخط)\w*",
    "prior": r"(?:ال)?(?:تعليمات|إرشادات|ارشادات|أوامر|قواعد|توجيهات|ضوابط)\s+(?:\S+\s+){0,4}?(?:السابق\w*|القديم\w*|الأصلي\w*|الأولي\w*|(?:ال)?نظام|أعلاه|(?:التي|الذي)\s+(?:\S+\s+)?(?:لك|إليك|وضعها|أعطيت|تلقيت|وصلتك|وصلت))",
    "void": r"لاغي\w*|ملغا\w*|ملغي\w*|باطل\w*|لم\s+تعد\s+(?:سارية|صالحة|معتمدة|مطبقة)|انتهت\s+صلاحيت\w*",
    "off": _NEG_AR + r"(?:عطّل|عطل|أوقف|اوقف|أطفئ|ألغ|تخط|تجاوز)\w*",
    "safety": r"(?:فحوص|فحص|مرشح|مرشحات|فلاتر|فلتر|ماسح|قواعد|ضوابط|إجراءات|آليات)\w*\s+(?:\S+\s+)?(?:الأمان|الأمن|المحتوى|الأسرار|الحماية)|خطافات\s+ما\s+قبل|pre-commit|جدار\s+(?:ال)?حماية|مكافح\w*\s+الفيروسات",
    "noask": r"لا\s+(?:\S+\s+)?(?:تطلب|تسأل)\s+(?:\S+\s+)?(?:تأكيد|موافق|إذن)\w*|(?:دون|بدون|من\s+غير)\s+(?:طلب\s+)?(?:تأكيد|موافقة|مراجعة)\s+(?:بعد\s+الآن|بعد\s+اليوم)",
    "destr": r"حذف|احذف|امسح|مسح|\bdrop\b|rm\s+-rf|reset\s+--hard|force[\s-]push|الإنتاج|production",
    "send": _NEG_AR + r"(?:أرسل|ارسل|ارفع|انشر|حمّل|حمل|شارك|ابعث)\w*|(?:إرسال|رفع)\s",
    "mail": "",
    "secret": r"\bsecrets?/|كلم\w*\s+(?:ال)?مرور|مفاتيح\s+api|مفتاح\s+api|api\s+keys?|رمز\s+(?:ال)?وصول|رموز\s+(?:ال)?وصول|\btoken\b|توكن|بيانات\s+(?:ال)?اعتماد|credentials?\S*|\.env\S*|المفتاح\s+الخاص",
    "public": r"transfer\.sh|webhook\.site|requestbin|ngrok|paste\.\w+|\bgist\b|pastebin|عام|علني\w*|\bpublic\b|transfer\.sh",
    "sys": r"(?:ال)?(?:تعليمات|إرشادات)\s+(?:\S+\s+)?(?:التي\s+)?(?:بدأت\s+بها|تلقيتها|أعطيت\s+لك|أُعطيت\s+لك)|(?:موجه|موجّه|تعليمات|رسالة|برومبت)\w*\s+(?:ال)?نظام|(?:ال)?(?:تعليمات|قواعد|إرشادات|توجيهات)\s+(?:\S+\s+){0,2}?(?:المخفي\w*|السري\w*|الأولي\w*|الأصلي\w*|الداخلي\w*)|system\s+prompt",
    "show": _NEG_AR
    + r"(?:اطبع|اعرض|أظهر|اكشف|انسخ|اكتب|أعد\s+كتابة|اعد\s+كتابة|الصق|اذكر|أفصح)\w*|(?:تعيد|إعادة)\s+كتابة|يمكنك\s+(?:\S+\s+){0,3}?(?:لصق|نسخ|طباعة|كتابة)\s",
    "verbatim": r"حرفي\w*|كلمة\s+(?:ب|بـ)\s*كلمة|كما\s+(?:هي|هو)\s+(?:تماما|حرفيا)\w*|كما\s+هي",
    "now": r"من\s+الآن(?:\s+فصاعدا\w*)?|من\s+اليوم|ابتداء\w*\s+من\s+(?:الآن|اليوم)|اعتبارا\w*\s+من\s+الآن",
    "you": r"\bأنت\b|\bانت\b|\bأنتَ\b",
    "ai": r"ذكاء\s+اصطناعي|مساعد\w*|\b(?:ai|bot)\b|روبوت|برنامج",
    "free": r"(?:بلا|بدون|دون)\s+(?:أي\s+)?(?:قيود|حدود|قواعد|رقابة|فلاتر|ضوابط)|لا\s+(?:تحكمه|تقيده|يلتزم\s+ب)\w*\s+(?:أي\s+)?(?:قواعد|قيود)|(?:يُسمح|يسمح)\s+له\s+بفعل\s+أي\s+شيء",
    "pretend": r"(?:تقمّص|تقمص|تظاهر|مثّل|مثل\s+دور|العب\s+دور|اعتبر\s+نفسك|كن)\b",
    "deny": r"لا\s+(?:\S+\s+)?(?:تعترف|يعترف|تقر|يقر|تكشف|يكشف)\w*",
    "note": r"(?:هذه|هذا)\s+(?:ال)?(?:ملاحظة|التعليمة|التعليمات|القاعدة|الرسالة|السطر)",
    "every": r"(?:كل|جميع)\s+(?:ال)?(?:مشاريع|مشروع|مستودعات|مستودع|جلسات|جلسة|محادثات|ملفات\s+الذاكرة)\s*(?:\S+\s+)?(?:ال)?(?:جديد\w*|قادم\w*|مقبل\w*|أخرى|الأخرى|لاحق\w*)|(?:كل|جميع)\s+(?:ال)?(?:مستودعات|مشاريع)\s+(?:\S+\s+)?(?:التي\s+)?ستفتح\w*",
    "unasked": r"(?:دون|بدون|من\s+غير)\s+(?:أن\s+)?(?:طلب|تطلب|سؤال|تسأل|إخبار|تخبر|تذكر|إذن|تأكيد)\w*",
    "wipe": _NEG_AR
    + r"(?:احذف|امسح|أفرغ)\w*|(?:نفّذ|نفذ|شغّل|شغل|أضف)\s+(?:\S+\s+){0,3}?(?:curl|wget|bash|drop\s|rm\s)",
    "user": r"(?:ال)?مستخدم\w*",
    "hide": r"لا\s+(?:تخبر|تقل|تذكر|تبلغ|تعلم|تكشف|تخطر)\w*|أخف\w*|اخف\w*|اكتم\w*",
    "about": r"(?:عن|بشأن|حول)\s+(?:\S+\s+){0,4}?(?:هذا|هذه|ذلك|(?:ال)?جديد\w*|التغيير)|(?:هذه|هذا)\s+(?:ال)?(?:ملاحظة|الأمر|التغيير)|\bأن\w*|بأن\w*",
    "unaware": r"لا\s+(?:تدع|تجعل)\s+(?:ال)?مستخدم\w*\s+(?:\S+\s+)?(?:يعرف|يعلم|يكتشف)",
    "asked": r"(?:إذا|إن|لو)\s+(?:سأل|سألك|استفسر)\w*",
    "lie": r"(?:قل|أجب|اخبره|أخبره)\w*\s+(?:\S+\s+){0,2}?(?:لم\s+يتغير\s+شيء|لا\s+يوجد\s+(?:شيء|تغيير)|كل\s+شيء\s+(?:على\s+ما\s+يرام|طبيعي)|لا\s+تعرف)",
}

FA: Final[Groups] = {
    "prior": r"(?:دستورالعمل|دستور|قوانین|قواعد|راهنمایی)\w*\s+(?:\S+\s+){0,3}?(?:قبلی|پیشین|قدیمی|اولیه|سیستم)",
    "void": r"(?:دیگر\s+)?(?:معتبر|اعتبار)\s+(?:نیستند|ندارند|نیست)|باطل\w*|لغو\s+(?:شده|شد)",
    "note": r"این\s+(?:یادداشت|دستور|قانون|قاعده)",
    "every": r"(?:هر|همه)\s+(?:\S+\s+)?(?:پروژه|مخزن|جلسه|نشست|فایل\s+حافظه)\w*\s+(?:\S+\s+)?(?:جدید|بعدی|آینده|دیگر)",
    "user": r"کاربر\w*",
    "hide": r"(?:نگو|نگویید|اطلاع\s+نده|خبر\s+نده)|پنهان\s+کن|مخفی\s+کن",
    "about": r"(?:درباره|در\s+مورد)\s+(?:\S+\s+){0,4}?(?:این|آن|جدید|تغییر)|این\s+یادداشت|\bکه\b",
    "unaware": r"نگذار\w*\s+(?:\S+\s+)?کاربر\w*\s+(?:\S+\s+)?(?:بفهمد|بداند|متوجه)",
    "pretend": r"(?:خودت\s+را\s+(?:\S+\s+)?بدان|نقش\s+(?:\S+\s+)?(?:را\s+)?بازی\s+کن|وانمود\s+کن)",
    "free": r"(?:بدون|بی)\s+(?:هیچ\s+)?(?:محدودیت|قانون|قید|فیلتر)\w*|هیچ\s+قانونی\s+ندارد|هر\s+کاری\s+(?:می‌تواند|میتواند)",
    "send": r"(?:بفرست|ارسال\s+کن|آپلود\s+کن|آپلود\s+کند|بارگذاری\s+کن)",
    "mail": "",
    "secret": r"\bsecrets?/|رمز\s+عبور|گذرواژه|کلید\s+api|api\s+keys?|توکن|credentials?\S*|\.env\S*",
    "public": r"transfer\.sh|webhook\.site|requestbin|ngrok|paste\.\w+|\bgist\b|pastebin|عمومی",
}

HE: Final[Groups] = {
    "prior": r"(?:ה)?(?:הוראות|הנחיות|כללים|חוקים)\s+(?:\S+\s+){0,3}?(?:הקודמות|הקודמים|הישנות|הישנים|המקוריות|של\s+המערכת)",
    "void": r"(?:כבר\s+)?(?:לא|אינן|אינם)\s+בתוקף|בטלות|בטלים|מבוטלות",
    "note": r"(?:ההערה|ההוראה|הכלל|ההודעה)\s+(?:הזאת|הזו|הזה)",
    "every": r"(?:כל|בכל)\s+(?:\S+\s+)?(?:פרויקט|מאגר|סשן|שיחה|קובץ\s+זיכרון)\w*\s+(?:\S+\s+)?(?:חדש\w*|הבא\w*|עתידי\w*|אחר\w*)",
    "user": r"(?:ל|ה|מה)?משתמש\w*",
    "hide": r"אל\s+(?:תספר|תגיד|תאמר|תזכיר|תדווח|תגלה)\w*|הסתר\w*|תסתיר\w*",
    "about": r"(?:על|לגבי)\s+(?:\S+\s+){0,4}?(?:זה|זאת|ההערה|הזה|הזאת|החדש\w*|השינוי)|\bש\S+",
    "asked": r"אם\s+(?:ה)?משתמש\s+(?:\S+\s+)?(?:שואל|ישאל)",
    "lie": r"(?:תגיד|תענה|ענה|אמור)\s+(?:\S+\s+)?(?:שלא\s+השתנה\s+(?:כלום|דבר)|שאין\s+(?:שום\s+)?(?:דבר|שינוי)|שהכול\s+(?:תקין|בסדר))",
    "off": r"(?<!אל\s)(?<!לא\s)(?:כבה|השבת|בטל|דלג\s+על|עקוף|לכבות|להשבית|לעקוף)\b",
    "safety": r"(?:בדיקות|מסנני|סורק|כללי|מנגנוני)\s+(?:ה)?(?:אבטחה|תוכן|סודות|בטיחות)|pre-commit|חומת\s+אש",
    "send": r"(?<!אל\s)(?:שלח|העלה|תשלח|תעלה)\b|להעלות\s",
    "mail": "",
    "secret": r"\bsecrets?/|סיסמ\w*|מפתח\w*\s+api|api\s+keys?|טוקן\w*|credentials?\S*|\.env\S*",
    "public": r"transfer\.sh|webhook\.site|requestbin|ngrok|paste\.\w+|\bgist\b|pastebin|ציבורי\w*",
}

TL: Final[Groups] = {
    "user": r"\b(?:sa|ang|ng)\s+(?:mga\s+)?user\b|gumagamit",
    "hide": r"huwag\s+(?:mong\s+|mo\s+)?(?:sabihin|banggitin|ipaalam|ibunyag)|itago",
    "about": r"tungkol\s+sa\s+(?:\S+\s+){0,5}?(?:ito|bago|pagbabago)|\bna\s+(?:ang|may)\b",
}

UR: Final[Groups] = {
    "ignore": r"(?:نظر\s+انداز|نظرانداز)\s+(?:کرو|کریں|کر\s+دو)|بھول\s+جاؤ|(?:ignore|disregard)\s+(?:کرو|کریں)",
    "prior": r"(?:پچھل|پہل|پرانی|پرانے|سسٹم)\S*\s+(?:\S+\s+){0,3}?(?:ہدایات|ہدایت|احکامات|اصول|قواعد|instructions)",
    "void": r"(?:اب\s+)?لاگو\s+نہیں|منسوخ|کالعدم|(?:اب\s+)?(?:درست|معتبر)\s+نہیں",
    "note": r"(?:یہ|اس)\s+(?:نوٹ|ہدایت|قاعدہ|اصول)",
    "every": r"ہر\s+(?:\S+\s+)?(?:نئے|نئی|اگلے|دوسرے)\s+(?:\S+\s+)?(?:پراجیکٹ|پروجیکٹ|ریپوزٹری|سیشن|میموری)\S*|(?:تمام|سب)\s+(?:\S+\s+)?(?:اگلے|آئندہ|نئے)\s+(?:سیشن|پراجیکٹ)\S*",
    "user": r"صارف\S*|یوزر\S*|\buser\b",
    "hide": r"(?:مت|نہ)\s+(?:بتا|بتانا|بتاؤ|بتائیں|کہنا|ذکر)\S*|چھپا\S*|چھپاؤ",
    "about": r"(?:اس|یہ)\s+(?:نوٹ|بات|تبدیلی)|(?:کے\s+)?بارے\s+میں|\bکہ\b",
    "unaware": r"صارف\S*\s+کو\s+(?:\S+\s+)?(?:پتہ|پتا|علم|معلوم)\s+نہیں\s+(?:چلنا|ہونا)",
    "asked": r"(?:اگر|جب)\s+(?:\S+\s+)?(?:صارف|یوزر|کوئی)\s+(?:\S+\s+)?پوچھ\S*",
    "lie": r"(?:کہہ\s+دو|کہنا|بتا\s+دو|جواب\s+دو)\s+(?:\S+\s+)?(?:کچھ\s+نہیں\s+بدلا|کوئی\s+(?:تبدیلی|مسئلہ)\s+نہیں|سب\s+ٹھیک)|(?:کچھ\s+نہیں\s+بدلا|کوئی\s+تبدیلی\s+نہیں)",
    "pretend": r"(?:خود\s+کو\s+(?:\S+\s+){1,3}?سمجھو|کا\s+کردار\s+(?:ادا\s+)?کرو|ہونے\s+کا\s+ڈرامہ)",
    "free": r"(?:بغیر|بنا)\s+(?:کسی\s+)?(?:پابندی|حد|قاعدے|اصول|فلٹر)\S*|(?:کوئی\s+)?(?:قاعدہ|پابندی|اصول)\s+لاگو\s+نہیں",
    "send": r"(?:بھیج|اپ\s*لوڈ\s+کر|پوسٹ\s+کر|send\s+کر)\S*",
    "mail": "",
    "secret": r"\bsecrets?/|پاس\s*ورڈ|ٹوکن|api\s+(?:key|کی)\S*|کلید|credentials?\S*|\.env\S*",
    "public": r"transfer\.sh|webhook\.site|requestbin|ngrok|paste\.\w+|\bgist\b|pastebin|عوامی|پبلک",
    "off": r"(?:بند|غیر\s+فعال|ڈس\s*ایبل)\s+کر\s*(?:دو|دیں|و)\b|(?:نظر\s+انداز|سکپ)\s+کر\s*(?:دو|دیں)",
    "safety": r"(?:سیکیورٹی|سکیورٹی|حفاظتی)\s+(?:\S+\s+)?(?:چیک|جانچ|فلٹر|اسکینر)\S*|(?:مواد|سیکرٹ)\s+(?:\S+\s+)?(?:فلٹر|اسکینر)\S*|pre-commit",
}
