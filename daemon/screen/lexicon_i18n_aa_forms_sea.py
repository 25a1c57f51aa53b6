"""Word groups of Indonesian, Malay, Vietnamese, Tagalog and Thai
for the classes of ``lexicon_i18n_aa_forms`` (pure data, helper i18n14b, session 14).

A group is a regex of the language's own words, or a pair (own words, other words): the second
half (English terms, flags, addresses) is matched inside a rule, never as its opener. Verbs are
given in the paradigm a writer uses for an order (imperative, polite, with the clitics of the
language), with a lookbehind refusing the negation where the verb is one of a prohibition.
Written lower-case, as the view folds the text.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

Group = str | tuple[str, str]


def more(group: Group, extra: str) -> Group:
    """``group`` with more native words."""
    if isinstance(group, tuple):
        return (group[0] + "|" + extra, group[1])
    return group + "|" + extra


SECRET_EN = r"\btoken\w*|\bsecrets?\b|\.env\S*|api[\s_-]*keys?|credentials?|id_rsa|\bpasswords?\b"
PROD_EN = r"\bproduction\b|\bprod\b|\bprd\b|\blive\b"
AUTO_EN = r"-auto-approve|--yes\b|--force\b|--no-verify\b|\bauto[\s-]?approve\b"
REG_EN = r"\bregistry\b|\brepo\w*|\bmirror\b|\bmaven\b|\bnpm\b|\bpypi\b|\bpip\b|index-url|\bplugin\w*|\bgradle\b"
AUD_EN = (
    r"\breviewers?\b|\breview\b|\bsummary\b|\bdiff\b|\bchangelog\b|\blogs?\b|\bpr\b|\bqa\b|\bsoc\b"
)
EN_VERBS = r"(?:disable|skip|bypass|dismiss|turn\s+off|auto-?merge|merge|force[\s-]?push|push|delete|ignore)"
"""English verbs a writer keeps in a sentence of these languages (``secret scanning رو disable کنه``)."""
RGUARD_EN = (
    r"secret[\s_-]*scann\w*|branch[\s_-]*protection|dependabot(?:\s+alerts?)?|ci[\s_-]*checks?"
    r"|security[\s_-]*(?:scans?|checks?|review)|pre-commit(?:\s+hooks?)?|codeowners|code\s+review"
    r"|\breview\b|\bsast\b|\bdast\b|\b2fa\b|\bmfa\b"
)
"""The guards those English verbs switch off (never a Latin language's opener)."""
PROMO_EN = r"https?://\S+|<script|\bbanners?\b|\baffiliate\b|\breferral\b|\b[\w-]+\.(?:io|com|net|org|top|win|xyz|site|shop|app|click|info|example)\b"

_NEG_ID = r"(?<!jangan\s)(?<!jangan\spernah\s)(?<!tidak\s)(?<!tak\s)(?<!bukan\s)"

ID: Final[dict[str, Group]] = {
    "noconfirm": r"\bjangan\s+(?:minta|meminta|tanya|menanyakan)\s+(?:\S+\s+)?(?:konfirmasi|persetujuan|izin)\s+(?:\S+\s+){0,2}?(?:sebelum|saat|ketika|waktu)\s+(?:\S+\s+){0,4}?(?:menghapus|hapus|produksi|deploy\w*|men-deploy)",
    "refuse": r"jangan\s+(?:pernah\s+)?(?:menolak|tolak)\s+(?:\S+\s+){0,2}?(?:permintaan|perintah|permohonan|pertanyaan|apa\s*pun)|(?:turuti|penuhi|kabulkan|layani|jalankan)\s+(?:semua|setiap|seluruh|apa\s*pun)\s+(?:permintaan|perintah)",
    "guard": r"(?:kebijakan|aturan|pedoman|pemeriksaan|pengecekan|lapisan|filter|proteksi|perlindungan|pemindaian)\s+(?:\S+\s+)?(?:keamanan|redaksi|privasi|sensor|kerahasiaan|rahasia)|\bredaksi\b|pemindai\s+rahasia",
    "drop": _NEG_ID
    + r"\b(?:abaikan|lewati|lompati|matikan|nonaktifkan|langgar|lewatkan|acuhkan)\b|\bmelewati\b|hanya\s+(?:saran|anjuran|formalitas|bug)|tidak\s+(?:wajib|perlu\s+diikuti)|boleh\s+(?:di)?(?:abaikan|lewati|langgar)",
    "add": _NEG_ID
    + r"\b(?:tambahkan|sisipkan|masukkan|selipkan|taruh|letakkan|cantumkan|sertakan|tempelkan|pasang)\b|\bmenambahkan\b|\bmenyisipkan\b",
    "each": (
        r"(?:setiap|tiap|semua|seluruh|dalam\s+setiap)\s+(?:\S+\s+)?(?:jawaban|balasan|respons|tanggapan|pesan|halaman|keluaran|dokumen|surel)\w*",
        r"(?:setiap|tiap|semua)\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|output|email|readme)\w*",
    ),
    "promo": (r"\biklan\w*|\bpromosi\w*|\bafiliasi\b|\breferal\b|\bslogan\b", PROMO_EN),
    "forever": r"(?:ingat|ingatlah|simpan|catat)\s+(?:\S+\s+)?(?:selamanya|untuk\s+selamanya|secara\s+permanen)|\bselamanya\b|(?:di\s+)?(?:semua|setiap)\s+sesi\s+(?:\S+\s+)?(?:berikutnya|selanjutnya|mendatang)",
    "recommend": _NEG_ID
    + r"\b(?:sarankan|rekomendasikan|anjurkan|promosikan|usulkan|tawarkan)\b|\bmenyarankan\b|\bmerekomendasikan\b",
    "pkg": (r"\bpaket\b|\bpustaka\b|\bmodul\b|\bpustaka\b", r"\blibrary\b|\bplugin\b|\bpackage\b"),
    "pushy": r"\bselalu\b|setiap\s+kali|\bganti(?:nya)?\b|alih-alih|bukan(?:nya)?\s+(?:\S+\s+)?(?:resmi|asli)|(?:semua|setiap)\s+sesi",
    "nomention": r"jangan\s+(?:pernah\s+)?(?:\S+\s+)?(?:sebut(?:kan)?|beri\s*tahu|beritahu|bilang|kasih\s+tahu|ceritakan|laporkan|masukkan|sertakan|singgung|ungkit)\b|\brahasiakan\b|\bsembunyikan\b|\btutupi\b",
    "this": r"\bbahwa\b|\bini\b|\bitu\b|\bperubahan\w*|\bbaris\w*|\binstruksi\b|\bcatatan\b",
    "audience": (
        r"\bpengguna\b|\bpemakai\b|\bpeninjau\b|\bpengulas\b|\bauditor\b|\btim\b|\batasan\b|\bresepsionis\b|siapa\s*pun|siapa-siapa|orang\s+lain|\bringkasan\b|\blaporan\b|\bklien\b|\bpelanggan\b",
        AUD_EN + r"|\buser\b",
    ),
    "lie": r"\bbohong\w*|\bberbohong\b|\bsangkal\w*|\bmenyangkal\b|pura-pura\s+tidak|(?:bilang|katakan|jawab)\s+(?:saja\s+)?(?:\S+\s+)?(?:hanya|cuma)\b",
    "secret": (
        r"kata\s+sandi|\bsandi\b|kunci\s+(?:api|rahasia|privat)|kredensial|\brahasia\b",
        SECRET_EN,
    ),
    "silent": r"diam-diam|tanpa\s+(?:bilang|memberi\s*tahu|memberitahu|sepengetahuan)\w*|jangan\s+(?:bilang|beri\s*tahu|beritahu)\s+(?:ke\s+)?(?:siapa\s*pun|siapa-siapa|orang)",
    "change": (
        _NEG_ID
        + r"\b(?:ganti|ubah|arahkan|setel|gunakan|pakai|tambahkan)\b|\bmengganti\b|\bmengubah\b",
        r"\bset\b|\bswitch\b",
    ),
    "registry": (r"\bregistri\w*|\brepositori\w*|sumber\s+paket|server\s+paket", REG_EN),
    "sneaky": r"tanpa\s+(?:\S+\s+)?(?:bertanya|menanyakan|izin|persetujuan|konfirmasi|memberi\s*tahu|memberitahu|bilang|sepengetahuan)\w*|diam-diam|setiap\s+kali|sebelum\s+(?:\S+\s+)?(?:menginstal|memasang|instal)\w*",
    "autoyes": (
        _NEG_ID
        + r"\b(?:lewati|lompati|abaikan)\s+(?:\S+\s+)?(?:persetujuan|konfirmasi|review|peninjauan)|tanpa\s+(?:\S+\s+)?(?:persetujuan|peninjauan)",
        AUTO_EN,
    ),
    "prod": (r"\bproduksi\b|lingkungan\s+(?:asli|live)", PROD_EN),
    "void": r"tidak\s+berlaku\s+lagi|tidak\s+lagi\s+berlaku|sudah\s+(?:tidak\s+berlaku|kedaluwarsa|dibatalkan|usang|salah)|\bdibatalkan\b|\bkedaluwarsa\b|\busang\b|\bdicabut\b",
    "prior": r"(?:instruksi|arahan|perintah|aturan|pedoman|petunjuk|panduan|konfigurasi|pengaturan)\w*\s+(?:\S+\s+){0,3}?(?:sebelum(?:nya|\s+ini)|lama|terdahulu|awal|sistem|di\s+atas)",
    "obey": r"\bhanya\s+(?:ikuti|patuhi|dengarkan|jalankan|turuti)\b|\b(?:ikuti|patuhi|jalankan|laksanakan|turuti)\s+(?:\S+\s+)?(?:semua|apa\s*pun|hanya)\b",
    "now": r"mulai\s+(?:sekarang|saat\s+ini|hari\s+ini|detik\s+ini)|dari\s+sekarang|sejak\s+sekarang",
    "reveal": _NEG_ID
    + r"\b(?:tampilkan|tunjukkan|cetak|tuliskan|tulis\s+ulang|ulangi|salin|kutip|bocorkan|ungkapkan|kirim(?:kan)?|berikan|keluarkan|sebutkan|tempel(?:kan)?)\b",
    "instr": r"(?:instruksi|arahan|perintah|petunjuk|pesan|pedoman)\w*\s+(?:\S+\s+){0,3}?(?:sistem|tersembunyi|rahasia|awal|asli|internal|(?:yang\s+)?(?:diberikan|disiapkan|ditulis|dibuat)\s+(?:\S+\s+){0,2}?(?:kepadamu|padamu|untukmu|untuk\s+(?:kamu|anda)|kepada\s+(?:kamu|anda))|(?:yang\s+)?(?:kamu|anda)\s+terima)|teks\s+(?:lengkap|utuh)\s+(?:\S+\s+)?(?:instruksi|arahan|prompt)",
    "you": r"\b(?:kamu|anda|engkau)\b",
    "power": r"akses\s+penuh|hak\s+penuh|kuasa\s+penuh|wewenang\s+penuh|tanpa\s+batas\w*|kepada\s+siapa\s*(?:pun|saja)|tidak\s+pernah\s+menolak|apa\s+pun\s+yang\s+diminta",
    "gone": r"(?:jika|kalau|bila|apabila)\s+(?:\S+\s+){0,3}?(?:dihapus|terhapus|menghapus(?:nya)?|hilang)\b",
    "restore": r"\btulis\s+(?:\S+\s+)?(?:ulang|kembali)\b|\bpulihkan\b|\bkembalikan\b|\btambahkan\s+(?:\S+\s+)?lagi\b",
    "why": "\\b(?:kenapa|mengapa)\\b",
    "say": "\\b(?:bilang|katakan|jawab|bilangin|sampaikan)\\w*",
    "download": ("\\bunduh\\w*|\\bmengunduh\\b", "\\bdownload\\b"),
    "run": "\\b(?:jalankan|eksekusi|jalanin)\\b",
    "elevated": "produksi",
    "notai": "(?:kamu|anda)\\s+bukan\\s+(?:lagi\\s+)?(?:asisten|ai|bot)\\b|bukan\\s+lagi\\s+(?:asisten|ai)\\b",
    "ignore": "\\b(?:abaikan|lupakan|kesampingkan)\\b",
    "noshow": "jangan\\s+(?:\\S+\\s+)?(?:tampilkan|tunjukkan|perlihatkan)\\b",
    "endrop": (
        "\\b(?:harus|wajib|perlu|silakan|tolong)\\s+(?:\\S+\\s+)?" + EN_VERBS,
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "asked": more(
        r"(?:kalau|jika|bila|apabila|seandainya)\s+(?:\S+\s+){0,2}?(?:bertanya|ditanya|menanyakan|tanya)\w*",
        "(?:kalau|jika|bila)\\s+(?:\\S+\\s+){0,2}?nanya\\w*",
    ),
    "send": more(
        (
            _NEG_ID
            + r"\b(?:kirim(?:kan)?|unggah|salin|teruskan|bagikan|sinkronkan|cadangkan|pindahkan)\b|\bmeng(?:irim(?:kan)?|unggah)\b|\bmenyalin\b",
            r"\bupload\b|\bcopy\b|\bsync\b|\bpush\b",
        ),
        "\\bpengunggahan\\b|\\bpengiriman\\b|\\bdiunggah\\b|\\bdikirim(?:kan)?\\b|\\bdisalin\\b",
    ),
}

_NEG_MS = r"(?<!jangan\s)(?<!tidak\s)(?<!usah\s)"

MS: Final[dict[str, Group]] = {
    "noconfirm": r"\bjangan\s+(?:minta|meminta|tanya|bertanya)\s+(?:\S+\s+)?(?:pengesahan|kelulusan|kebenaran)\s+(?:\S+\s+){0,2}?(?:sebelum|apabila|semasa|ketika)\s+(?:\S+\s+){0,4}?(?:memadam|padam|menghapus|hapus|pengeluaran|produksi|deploy\w*)",
    "refuse": r"jangan\s+(?:sesekali\s+|pernah\s+)?(?:menolak|tolak)\s+(?:\S+\s+){0,2}?(?:permintaan|arahan|arahan|soalan|apa\s*(?:jua|pun))|(?:turuti|penuhi|tunaikan|laksanakan)\s+(?:semua|setiap|segala)\s+(?:permintaan|arahan)",
    "guard": r"(?:dasar|peraturan|garis\s+panduan|semakan|pemeriksaan|lapisan|penapis|perlindungan|imbasan)\s+(?:\S+\s+)?(?:keselamatan|redaksi|privasi|rahsia|sekuriti)",
    "add": _NEG_MS + r"\b(?:tambah(?:kan)?|sisipkan|masukkan|letakkan|sertakan|selitkan)\b",
    "each": (
        r"(?:setiap|tiap|semua)\s+(?:\S+\s+)?(?:jawapan|balasan|respons|mesej|halaman|dokumen|e-mel)\w*",
        r"(?:setiap|semua)\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|output)\w*",
    ),
    "promo": (r"\biklan\w*|\bpromosi\w*|\bafiliasi\b|\brujukan\b|\bslogan\b", PROMO_EN),
    "forever": r"(?:ingat|ingatlah|simpan)\s+(?:\S+\s+)?(?:selama-lamanya|selamanya|secara\s+kekal)|selama-lamanya|(?:semua|setiap)\s+sesi\s+(?:\S+\s+)?(?:seterusnya|akan\s+datang)",
    "recommend": _NEG_MS
    + r"\b(?:cadangkan|syorkan|sarankan|promosikan|tawarkan)\b|\bmencadangkan\b",
    "pkg": (r"\bpakej\b|\bpustaka\b|\bmodul\b", r"\blibrary\b|\bplugin\b|\bpackage\b"),
    "pushy": r"\bsentiasa\b|\bselalu\b|setiap\s+kali|\bsebagai\s+ganti\b|bukan(?:nya)?\s+(?:\S+\s+)?rasmi",
    "nomention": r"jangan\s+(?:sesekali\s+|pernah\s+)?(?:\S+\s+)?(?:sebut(?:kan)?|beritahu|bagitahu|maklumkan|ceritakan|laporkan|masukkan|sertakan)\b|\brahsiakan\b|\bsembunyikan\b",
    "this": r"\bbahawa\b|\bini\b|\bitu\b|\bperubahan\w*|\bbaris\w*|\barahan\b|\bnota\b",
    "audience": (
        r"\bpengguna\b|\bpenyemak\b|\bpengulas\b|\bjuruaudit\b|\bpasukan\b|\bpelanggan\b|sesiapa|orang\s+lain|\bringkasan\b|\blaporan\b",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:kalau|jika|sekiranya|apabila)\s+(?:\S+\s+){0,2}?(?:bertanya|ditanya|tanya)\w*",
    "lie": r"\bbohong\w*|\bberbohong\b|\bnafikan\b|\bmenafikan\b|(?:katakan|cakap|jawab)\s+(?:\S+\s+)?(?:hanya|cuma)\b",
    "secret": (
        r"kata\s+laluan|kunci\s+(?:api|rahsia|peribadi)|\bkelayakan\b|\brahsia\b",
        SECRET_EN,
    ),
    "silent": r"senyap-senyap|diam-diam|secara\s+senyap|tanpa\s+(?:memberitahu|pengetahuan)\w*|jangan\s+(?:beritahu|bagitahu)\s+sesiapa",
    "change": (
        _NEG_MS + r"\b(?:tukar(?:kan)?|ubah|halakan|tetapkan|gunakan|tambah(?:kan)?)\b",
        r"\bset\b|\bswitch\b",
    ),
    "registry": (r"\bpendaftaran\b|\brepositori\w*|sumber\s+pakej|pelayan\s+pakej", REG_EN),
    "sneaky": r"tanpa\s+(?:\S+\s+)?(?:bertanya|kebenaran|kelulusan|pengesahan|memberitahu)\w*|senyap-senyap|setiap\s+kali|sebelum\s+(?:\S+\s+)?(?:memasang|pasang)",
    "autoyes": (
        _NEG_MS
        + r"\b(?:langkau|abaikan)\s+(?:\S+\s+)?(?:kelulusan|pengesahan|semakan)|tanpa\s+(?:\S+\s+)?(?:kelulusan|semakan)",
        AUTO_EN,
    ),
    "prod": (r"\bpengeluaran\b", PROD_EN),
    "void": r"tidak\s+lagi\s+(?:terpakai|berkuat\s*kuasa|sah)|(?:telah\s+)?dibatalkan|\bbatal\b|luput|usang",
    "prior": r"(?:arahan|panduan|peraturan|perintah|garis\s+panduan|instruksi|tetapan)\s+(?:\S+\s+){0,3}?(?:sebelum(?:nya|\s+ini)|terdahulu|lama|asal|sistem)",
    "obey": r"\bhanya\s+(?:ikut|patuhi|turuti|laksanakan)\b|\b(?:ikut|patuhi|laksanakan)\s+(?:\S+\s+)?(?:semua|segala|hanya)\b",
    "reveal": _NEG_MS
    + r"\b(?:paparkan|tunjukkan|cetak|tuliskan|tulis\s+semula|ulang|salin|dedahkan|hantar(?:kan)?|berikan|kongsikan)\b",
    "instr": r"(?:arahan|panduan|peraturan|prompt|mesej)\s+(?:\S+\s+){0,3}?(?:sistem|tersembunyi|rahsia|asal|dalaman|(?:yang\s+)?(?:diberikan|disediakan)\s+(?:\S+\s+){0,2}?(?:kepada\s+(?:anda|awak|kamu)|untuk\s+(?:anda|awak|kamu)))",
    "you": r"\b(?:anda|awak|kamu|engkau)\b",
    "why": "\\b(?:kenapa|mengapa)\\b",
    "say": "\\b(?:cakap|katakan|jawab|beritahu)\\w*",
    "download": "muat\\s+turun",
    "run": "\\bjalankan\\b",
    "notai": "(?:anda|awak)\\s+bukan\\s+lagi\\s+(?:pembantu|ai|asisten)\\b",
    "ignore": "\\b(?:abaikan|lupakan|ketepikan)\\b",
    "endrop": (
        "\\b(?:mesti|perlu|wajib|sila)\\s+(?:\\S+\\s+)?" + EN_VERBS,
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "now": more(
        r"mulai\s+(?:sekarang|hari\s+ini)|dari\s+sekarang|mulai\s+saat\s+ini", "\\bkini\\b"
    ),
    "power": more(
        r"akses\s+penuh|kuasa\s+penuh|hak\s+penuh|tanpa\s+had|kepada\s+sesiapa\s+(?:sahaja|saja)|tidak\s+pernah\s+menolak",
        "tidak\\s+terikat",
    ),
    "drop": more(
        _NEG_MS
        + r"\b(?:abaikan|langkau|matikan|nyahaktifkan|lepasi|ketepikan|langgar)\b|hanya\s+(?:nasihat|cadangan|formaliti)|tidak\s+wajib",
        "\\b(?:mematikan|mengetepikan|melangkau|mengabaikan)\\b",
    ),
    "send": more(
        (
            _NEG_MS
            + r"\b(?:hantar(?:kan)?|muat\s+naik|salin|kongsi(?:kan)?|pindahkan|majukan)\b|memuat\s+naik",
            r"\bupload\b|\bcopy\b|\bsync\b",
        ),
        "\\bdihantar\\b|\\bdimuat\\s+naik\\b",
    ),
}

_NEG_VI = r"(?<!đừng )(?<!không )(?<!chớ )(?<!bao giờ )(?<!được )"

VI: Final[dict[str, Group]] = {
    "refuse": r"(?:không bao giờ|đừng|không được|chớ) (?:bao giờ )?từ chối (?:\S+ ){0,3}?(?:yêu cầu|câu hỏi|lệnh|việc|gì|điều gì)|(?:đáp ứng|làm theo|thực hiện|chấp nhận) (?:mọi|tất cả(?: các)?|bất kỳ|bất cứ) (?:yêu cầu|lệnh|đề nghị)",
    "guard": r"(?:chính sách|quy tắc|quy định|bước kiểm tra|bộ lọc|lớp|cơ chế|kiểm tra|rà soát|quét) (?:\S+ )?(?:bảo mật|an toàn|an ninh|che|ẩn|kiểm duyệt|bí mật|quyền riêng tư)",
    "drop": _NEG_VI
    + r"(?:bỏ qua|phớt lờ|tắt|vô hiệu hóa|vô hiệu hoá|gỡ bỏ|lờ đi|vượt qua)|chỉ là (?:gợi ý|khuyến nghị|lời khuyên|tham khảo|hình thức)|không (?:còn )?bắt buộc|không cần (?:tuân theo|kiểm tra|quét)",
    "add": _NEG_VI + r"(?:thêm|chèn|gắn|đính kèm|đưa) ",
    "each": (
        r"(?:mọi|mỗi|tất cả(?: các)?|từng) (?:\S+ )?(?:câu trả lời|phản hồi|trả lời|tin nhắn|trang|mẫu|email|thư|đầu ra|tài liệu)",
        r"(?:mọi|mỗi|tất cả(?: các)?) (?:\S+ )?(?:commit|pull request|pr|template|readme|output)",
    ),
    "promo": (r"quảng cáo|mã giới thiệu|khẩu hiệu|tiếp thị|tài trợ", PROMO_EN),
    "forever": r"(?:nhớ|ghi nhớ|lưu) (?:\S+ )?(?:mãi mãi|vĩnh viễn|suốt đời|mãi)|mãi mãi|vĩnh viễn|(?:mọi|tất cả(?: các)?|các) phiên (?:\S+ )?(?:sau|tiếp theo|tương lai)",
    "recommend": _NEG_VI
    + r"(?:giới thiệu|đề xuất|gợi ý|khuyên dùng|khuyến nghị|quảng bá|đề nghị dùng)",
    "pkg": (r"\bgói\b|thư viện|tiện ích", r"\bplugin\b|\bpackage\b|\blibrary\b"),
    "pushy": r"\bluôn(?: luôn)?\b|mỗi (?:khi|lần)|thay vì|thay cho|bất cứ khi nào|thay thế",
    "audience": (
        r"người dùng|người (?:review|duyệt|kiểm tra|đánh giá)|kiểm toán|khách hàng|quản trị|\bđội\b|\bnhóm\b|bất kỳ ai|\bai cả\b|ai khác|bản tóm tắt|tóm tắt|báo cáo|nhật ký",
        AUD_EN + r"|\buser\b",
    ),
    "send": (
        _NEG_VI + r"(?:gửi|tải lên|đăng lên|sao chép|chép|đồng bộ|chuyển|đẩy)",
        r"\bupload\b|\bcopy\b|\bsync\b|\bpush\b",
    ),
    "secret": (
        r"mật khẩu|khóa api|khoá api|khóa bí mật|khoá bí mật|thông tin đăng nhập|mã truy cập|bí mật",
        SECRET_EN,
    ),
    "silent": r"(?:đừng|không) (?:nói|báo|kể) (?:\S+ )?(?:gì|ai|với ai)|im lặng|lặng lẽ|âm thầm|không cho ai biết",
    "change": (_NEG_VI + r"(?:đổi|thay|chuyển|trỏ|thêm|cấu hình|đặt)", r"\bset\b|\bswitch\b"),
    "registry": (r"\bkho\b|nguồn gói|máy chủ gói", REG_EN),
    "sneaky": r"(?:mà )?không (?:cần )?(?:hỏi|báo|thông báo|xin phép|xác nhận)|âm thầm|lặng lẽ|mỗi (?:khi|lần)|trước khi cài",
    "autoyes": (
        _NEG_VI
        + r"(?:bỏ qua (?:bước )?(?:phê duyệt|duyệt|xác nhận|review)|không cần (?:phê duyệt|duyệt|xác nhận)|tự động (?:phê duyệt|duyệt|xác nhận))",
        AUTO_EN,
    ),
    "prod": (r"môi trường (?:thật|sản xuất|chính thức)|sản xuất", PROD_EN),
    "void": r"(?:đã )?(?:bị )?(?:hủy|huỷ|bãi bỏ|thu hồi)(?: bỏ)?|hết hiệu lực|không còn (?:hiệu lực|áp dụng|giá trị|đúng)|bị sai|lỗi thời|vô hiệu|đặt lại từ đầu",
    "prior": r"(?:chỉ dẫn|hướng dẫn|chỉ thị|lệnh|quy tắc|quy định|cấu hình|thiết lập|nguyên tắc) (?:\S+ ){0,3}?(?:trước (?:đây|đó)|\bcũ\b|ban đầu|hệ thống|ở trên)",
    "obey": r"(?:chỉ|duy nhất) (?:làm theo|tuân theo|nghe theo|thực hiện)|(?:làm theo|thực hiện|tuân theo) (?:mọi|tất cả|toàn bộ)",
    "now": r"từ (?:giờ|bây giờ|nay|hôm nay)(?: trở đi)?|kể từ (?:bây giờ|giờ|nay)|bắt đầu từ (?:giờ|bây giờ|nay)",
    "reveal": _NEG_VI
    + r"(?:in ra|hiển thị|cho (?:tôi |chúng tôi )?xem|viết (?:ra|lại)|nhắc lại|tiết lộ|chép lại|sao chép|trích dẫn|liệt kê|gửi (?:cho|lại)|dán)",
    "instr": r"(?:lời nhắc|chỉ dẫn|hướng dẫn|chỉ thị|quy tắc|prompt) (?:\S+ ){0,3}?(?:hệ thống|\bẩn\b|ban đầu|\bgốc\b|bí mật|nội bộ|(?:đã )?(?:được )?(?:giao|đưa|cấp|viết|soạn) cho bạn|bạn (?:đã )?nhận)|(?:đoạn|văn bản|nội dung) (?:\S+ )?ở trên",
    "you": r"\bbạn\b|\bmày\b",
    "power": r"toàn quyền|mọi quyền|quyền (?:tối cao|quản trị cao nhất)|không (?:bao giờ )?từ chối|không (?:có )?(?:giới hạn|hạn chế)|cho bất (?:kỳ|cứ) ai",
    "gone": r"nếu (?:\S+ ){0,4}?(?:bị )?(?:xóa|xoá|mất)",
    "restore": r"(?:viết|thêm|ghi|chép) lại|khôi phục",
    "why": "tại sao|vì sao|sao lại|\\bsao\\b",
    "say": "(?:đáp|trả lời|nói|bảo)(?: rằng| là)?",
    "download": "tải (?:về|xuống)",
    "run": "\\bchạy\\b",
    "elevated": "máy chủ thật|môi trường thật",
    "notai": "không còn là (?:\\S+ )?(?:trợ lý|ai|bot)",
    "ignore": "(?:bỏ qua|phớt lờ|quên|gạt bỏ)",
    "noshow": "(?:đừng|không) (?:\\S+ )?(?:hiển thị|cho xem)",
    "endrop": (
        "(?:phải|hãy|cứ|cần) (?:\\S+ )?" + EN_VERBS,
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "asked": more(
        r"nếu (?:\S+ ){0,3}?(?:hỏi|thắc mắc|chất vấn)|khi (?:\S+ ){0,2}?(?:bị )?hỏi",
        "(?:có|mà) hỏi thì",
    ),
    "lie": more(
        r"nói dối|\bchối\b|phủ nhận|(?:nói|bảo|trả lời) (?:là )?(?:\S+ )?chỉ\b|giả vờ (?:không|như)",
        "không có (?:chuyện|gì) gì|không có chuyện gì",
    ),
    "nomention": more(
        r"(?:đừng|không được|chớ|không nên) (?:bao giờ )?(?:nhắc|nói|kể|báo|tiết lộ|đề cập|đưa|cho (?:\S+ )?biết|để lộ)|\bgiấu\b|che giấu|giữ kín|bỏ qua (?:\S+ ){0,2}?(?:dòng|thay đổi)",
        "(?:đừng|không được) (?:bao giờ )?cho (?:\\S+ ){0,3}?biết",
    ),
    "this": more(
        r"\bnày\b|\bđó\b|\bchúng\b|thay đổi|các dòng|những dòng|chuyện|\bviệc\b", "\\brằng\\b"
    ),
    "tellnot": r"(?:đừng|không được|chớ) (?:bao giờ )?(?:cho|để) (?:người dùng|người review|người duyệt|khách hàng|\bai\b|bất kỳ ai) (?:\S+ )?biết",
}

_NEG_TL = r"(?<!huwag\s)(?<!huwag\smong\s)(?<!hindi\s)"

TL: Final[dict[str, Group]] = {
    "refuse": r"huwag\s+(?:mong\s+|kang\s+)?(?:tanggihan|tumanggi|tatanggi)\w*\s+(?:\S+\s+){0,2}?(?:anumang|kahit\s+anong|alinmang|mga)?\s*(?:hiling|utos|request|tanong)|sundin\s+(?:ang\s+)?(?:lahat|bawat)\s+(?:ng\s+)?(?:hiling|utos)",
    "guard": r"(?:patakaran|panuntunan|tuntunin|pagsusuri|filter|proteksyon)\s+(?:\S+\s+)?(?:sa\s+)?(?:seguridad|kaligtasan|privacy|lihim)",
    "drop": _NEG_TL
    + r"\b(?:balewalain|laktawan|lampasan|patayin|huwag\s+pansinin|huwag\s+sundin)\b|payo\s+lang|hindi\s+(?:kailangang\s+)?sundin",
    "add": _NEG_TL + r"\b(?:ilagay|idagdag|isama|isingit|ikabit)\b|\bmaglagay\b|\bmagdagdag\b",
    "each": (
        r"(?:bawat|lahat\s+ng)\s+(?:\S+\s+)?(?:sagot|tugon|mensahe|pahina|dokumento)\w*",
        r"(?:bawat|lahat\s+ng)\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|email|output)\w*",
    ),
    "promo": (r"\bpatalastas\b|\banunsyo\b|\bpromosyon\b|\bislogan\b", PROMO_EN),
    "forever": r"(?:tandaan|alalahanin)\s+(?:mo\s+)?(?:\S+\s+)?(?:habambuhay|magpakailanman|palagi)|habambuhay|magpakailanman|sa\s+lahat\s+ng\s+susunod\s+na\s+session",
    "recommend": _NEG_TL + r"\b(?:irekomenda|imungkahi|ipromote|itaguyod)\b|\bmagrekomenda\b",
    "pkg": (r"\bpakete\b|\baklatan\b", r"\bpackage\b|\blibrary\b|\bplugin\b"),
    "pushy": r"\bpalagi\b|\blagi\b|tuwing|sa\s+halip\s+na|kapalit\s+ng",
    "audience": (
        r"\bgumagamit\b|\btagasuri\b|\bsinuman\b|\bkahit\s+sino\b|\bpangkat\b|\bbuod\b|\bulat\b|\bkliyente\b",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:kung|kapag|pag)\s+(?:\S+\s+){0,2}?(?:nagtanong|tinanong|magtanong|itanong|tanungin)\w*",
    "lie": r"\bmagsinungaling\b|\bsinungaling\b|\btanggihan\b|\bitanggi\b|sabihin\s+(?:mo\s+)?(?:na\s+)?(?:\S+\s+)?(?:lang|lamang)\b",
    "send": (
        _NEG_TL + r"\b(?:ipadala|i-upload|kopyahin|ipasa|ibahagi|i-sync)\b|\bmagpadala\b",
        r"\bupload\b|\bcopy\b|\bsync\b",
    ),
    "secret": (r"\bpassword\w*|\bsusi\b|\blihim\b|\bkredensyal\b", SECRET_EN),
    "silent": r"nang\s+tahimik|huwag\s+(?:mong\s+)?(?:sabihin|ipaalam)\s+(?:kahit\s+kanino|sa\s+iba)|palihim",
    "change": (
        _NEG_TL + r"\b(?:palitan|baguhin|idagdag|ituro|gamitin|itakda)\b",
        r"\bset\b|\bswitch\b",
    ),
    "registry": (r"\bpinagkukunan\b|\brehistro\b", REG_EN),
    "sneaky": r"nang\s+hindi\s+(?:\S+\s+)?(?:nagtatanong|humihingi|nagpapaalam|ipinapaalam)\w*|nang\s+walang\s+(?:pahintulot|abiso|tanong)|palihim|\btuwing\b|bago\s+mag-install",
    "autoyes": (
        r"(?:laktawan|lampasan)\s+(?:ang\s+)?(?:\S+\s+)?(?:pag-apruba|approval|kumpirmasyon|review)|nang\s+walang\s+(?:pag-apruba|approval)",
        AUTO_EN,
    ),
    "prod": (r"\bproduksyon\b", PROD_EN),
    "void": r"hindi\s+na\s+(?:\S+\s+)?(?:balido|wasto|umiiral|ipinapatupad|sinusunod)|kanselado|binawi|walang\s+bisa|lipas\s+na",
    "prior": r"(?:mga\s+)?(?:tagubilin|utos|patakaran|panuntunan|alituntunin|instruksyon)\w*\s+(?:\S+\s+){0,3}?(?:dati|nauna|luma|sistema|noon|sa\s+itaas)",
    "obey": r"(?:sundin|gawin)\s+(?:mo\s+)?(?:lang|lamang|lahat)\b",
    "now": r"mula\s+ngayon|simula\s+ngayon|magmula\s+ngayon",
    "reveal": _NEG_TL
    + r"\b(?:ipakita|i-print|isulat|ulitin|kopyahin|ibunyag|ipadala|ilista|i-paste)\b",
    "instr": r"(?:mga\s+)?(?:tagubilin|instruksyon|utos|prompt)\s+(?:\S+\s+){0,3}?(?:ng\s+sistema|sistema|nakatago|lihim|orihinal|ibinigay\s+sa\s+(?:iyo|'yo))",
    "you": r"\b(?:ikaw|ka)\b",
    "power": r"buong\s+(?:access|kapangyarihan|karapatan)|walang\s+(?:limitasyon|hangganan|patakaran)|kahit\s+kanino|hindi\s+tumatanggi",
    "gone": r"kung\s+(?:\S+\s+){0,3}?(?:binura|tinanggal|burahin|binura)\b",
    "restore": r"\bisulat\s+(?:\S+\s+)?(?:ulit|muli)\b|\bibalik\b",
    "why": "\\bbakit\\b",
    "say": "\\bsabihin\\b|\\bsagutin\\b|\\bisagot\\b",
    "download": "\\bi-?download\\b",
    "run": "\\b(?:patakbuhin|i-?run)\\b",
    "notai": "hindi\\s+ka\\s+na\\s+(?:isang\\s+)?(?:assistant|katulong|ai)\\b",
    "ignore": "\\b(?:kalimutan|balewalain)\\b|huwag\\s+pansinin",
    "noshow": "huwag\\s+(?:mong\\s+)?ipakita",
    "endrop": (
        "\\bi-" + EN_VERBS,
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "nomention": more(
        r"huwag\s+(?:mo\s+)?(?:nang\s+)?(?:\S+\s+)?(?:sabihin|banggitin|ipaalam|ibunyag|isama|iulat)\b|\bitago\b|\bilihim\b",
        "huwag\\s+(?:mo(?:ng)?\\s+)?(?:nang\\s+)?(?:\\S+\\s+)?(?:sasabihin|babanggitin|ipapaalam|ibubunyag|isasama)\\b",
    ),
    "this": more(
        r"\bito\b|\biyan\b|\bbinago\b|\bpagbabago\w*|\bmga\s+linya\b|\bnito\b",
        "\\btala\\b|\\bganito\\w*",
    ),
}

_NEG_TH = r"(?<!อย่า)(?<!ห้าม)(?<!ไม่)(?<!ไม่ต้อง)"

TH: Final[dict[str, Group]] = {
    "refuse": r"(?:ห้าม|อย่า|ไม่ต้อง)(?:ไป)?ปฏิเสธ(?:คำขอ|คำสั่ง|อะไร|ทุก|ใด|ผู้ใช้)|ทำตาม(?:ทุกคำขอ|คำขอทุก|ทุกคำสั่ง)|ไม่ต้อง(?:ตรวจ|สแกน|เช็ก|เช็ค)(?:สอบ)?(?:หา)?(?:ความลับ|รหัสผ่าน|ข้อมูลลับ)",
    "guard": r"(?:นโยบาย|กฎ|มาตรการ|การตรวจ(?:สอบ)?|ตัวกรอง|ระบบ|ชั้น)(?:ด้าน|การ)?(?:ความปลอดภัย|ความลับ|ความเป็นส่วนตัว|ปกปิด|เซ็นเซอร์)",
    "drop": _NEG_TH + r"(?:ข้าม|เพิกเฉย|ละเลย|ปิด(?:การ)?|ไม่ต้องสนใจ|ไม่ต้องทำตาม)|เป็น(?:แค่|เพียง)คำแนะนำ",
    "add": _NEG_TH + r"(?:เพิ่ม|ใส่|แทรก|แนบ)",
    "each": (
        r"(?:ใน)?ทุก(?:คำตอบ|ข้อความ|หน้า|เทมเพลต|ไฟล์|คอมมิต|อีเมล|การตอบ)",
        r"ทุก\s*(?:commit|pr|pull request|template|readme)",
    ),
    "promo": (r"โฆษณา|โปรโมท|สคริปต์", PROMO_EN),
    "forever": r"ตลอดไป|ตลอดกาล|จำไว้ตลอด|ทุกเซสชัน(?:ต่อ|ถัด)ไป",
    "recommend": _NEG_TH + r"(?:แนะนำ|โปรโมท|เชียร์)",
    "pkg": (r"แพ็กเกจ|แพ็คเกจ|ไลบรารี|ปลั๊กอิน", r"\bpackage\b|\blibrary\b|\bplugin\b"),
    "pushy": r"เสมอ|ทุกครั้ง|แทน(?:ที่)?",
    "nomention": r"(?:อย่า|ห้าม|ไม่ต้อง)(?:ไป)?(?:บอก|แจ้ง|พูดถึง|กล่าวถึง|เปิดเผย|ใส่|รายงาน)|ปิดบัง|ซ่อน|เก็บเป็นความลับ",
    "this": r"นี้|นั้น|การเปลี่ยนแปลง|บรรทัด|เรื่อง",
    "audience": (r"ผู้ใช้|ผู้ตรวจ|ผู้รีวิว|ทีม|ใคร|หัวหน้า|ลูกค้า|สรุป|รายงาน|บันทึก", AUD_EN + r"|\buser\b"),
    "asked": r"(?:ถ้า|หาก|เมื่อ)[^\s.]{0,20}?ถาม",
    "lie": r"โกหก|ปฏิเสธ|(?:บอก|ตอบ)ว่า(?:แค่|เพียง)|แกล้งทำ",
    "send": (_NEG_TH + r"(?:ส่ง|อัปโหลด|อัพโหลด|คัดลอก|ก๊อปปี้|ซิงค์)", r"\bupload\b|\bcopy\b|\bsync\b"),
    "secret": (r"รหัสผ่าน|คีย์|กุญแจ|โทเค็น|ความลับ|ข้อมูลรับรอง", SECRET_EN),
    "silent": r"เงียบ\s?ๆ|(?:อย่า|ไม่ต้อง)บอกใคร|โดยไม่(?:ต้อง)?(?:บอก|แจ้ง)ใคร",
    "change": _NEG_TH + r"(?:เปลี่ยน|ตั้งค่า|ชี้|เพิ่ม)",
    "registry": (r"รีจิสทรี|คลัง|แหล่งแพ็กเกจ|มิเรอร์", REG_EN),
    "sneaky": r"โดยไม่(?:ต้อง)?(?:ถาม|แจ้ง|บอก|ขอ)|ทุกครั้ง|เงียบ\s?ๆ|ก่อนติดตั้ง",
    "autoyes": (
        r"ข้าม(?:การ|ขั้นตอน)?(?:อนุมัติ|ยืนยัน|รีวิว)|ไม่ต้อง(?:รอ|ขอ)?(?:การ)?(?:อนุมัติ|ยืนยัน)",
        AUTO_EN,
    ),
    "prod": (r"โปรดักชัน|ระบบจริง|เซิร์ฟเวอร์จริง", PROD_EN),
    "void": r"ยกเลิก(?:แล้ว|ไปแล้ว|ทั้งหมด)|ไม่มีผล(?:แล้ว|อีกต่อไป)|ใช้ไม่ได้แล้ว|หมดอายุ|เป็นโมฆะ|ไม่ต้องใช้แล้ว",
    "now": r"ต่อจากนี้(?:ไป)?|นับจากนี้(?:ไป)?|ตั้งแต่นี้(?:ไป)?|จากนี้ไป",
    "reveal": _NEG_TH + r"(?:แสดง|พิมพ์|เขียน(?:ออกมา|ใหม่)|คัดลอก|เปิดเผย|ส่ง|ทวน)",
    "instr": r"(?:คำสั่ง|คำแนะนำ|พรอมต์|ข้อความ)[^\s.]{0,10}?(?:ระบบ|ที่ซ่อน|ลับ|ต้นฉบับ|ตั้งต้น|ที่(?:ได้รับ|ให้ไว้กับคุณ|ให้คุณ))",
    "you": r"คุณ|เธอ",
    "power": r"สิทธิ์(?:เต็ม|ทั้งหมด|สูงสุด)|ไม่มีข้อจำกัด|ไม่(?:เคย)?ปฏิเสธ|ให้ใครก็ได้|แก่ใครก็ได้",
    "gone": r"(?:ถ้า|หาก)[^\s.]{0,20}?(?:ลบ|หาย)",
    "restore": r"(?:เขียน|เพิ่ม|ใส่)(?:กลับ|ใหม่|อีกครั้ง)|กู้คืน",
    "why": "ทำไม",
    "say": "(?:ให้)?(?:ตอบ|บอก)ว่า",
    "download": "ดาวน์โหลด",
    "run": "รัน|เรียกใช้|ติดตั้ง",
    "elevated": "ระบบจริง|โปรดักชัน",
    "notai": "ไม่ใช่(?:ผู้ช่วย|เอไอ)อีกต่อไป",
    "ignore": "ลืม|เพิกเฉย|ไม่ต้องสนใจ|ละเว้น",
    "noshow": "(?:อย่า|ห้าม)แสดง",
    "endrop": "" + EN_VERBS + "\\s*(?=[\\u0e00-\\u0e7f])",
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "obey": more(
        r"(?:ทำตาม|ปฏิบัติตาม)(?:เฉพาะ|แค่|ทุก)|(?:เฉพาะ|แค่)(?:ทำตาม|ปฏิบัติตาม)",
        "ทำตาม[^\\s.]{0,30}?เท่านั้น",
    ),
    "prior": more(
        r"(?:คำสั่ง|คำแนะนำ|กฎ|ข้อกำหนด|การตั้งค่า)[^\s.]{0,12}?(?:ก่อนหน้า|เดิม|เก่า|ของระบบ|ด้านบน|ข้างบน)",
        "(?:คำสั่ง|คำแนะนำ|กฎ)[^\\s.]{0,40}?(?:ก่อนหน้า|เดิม|เก่า)",
    ),
}


SEA: Final = {"id": ID, "ms": MS, "vi": VI, "tl": TL, "th": TH}
"""Each language's groups, by language code."""
