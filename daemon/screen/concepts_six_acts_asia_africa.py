"""Word lists of six recurring orders in the Turkic, Middle-Eastern, Indic, South-East Asian,
Caucasian and African languages (tr az kk uz he ar fa ur hi bn mr ne ta te kn ml gu pa si th lo km
my vi id ms tl ka hy am sw yo ig ha zu af so mn) for ``injection_six_acts_asia_africa`` (pure
data; helper i18n17b, session 17).

Each concept is a tuple of literal words or stems, one line a language, matched as substrings
of the folded line with its punctuation made spaces and a space at each end (a word written
``" de "`` is a whole word); an entry starting ``re:`` is a regular expression. Literals are
NFKC-folded when compiled, so they may be written composed.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

Words = tuple[str, ...]

# -- the line's own text copied into every file (persistence) ---------------------------------

COPY: Final[Words] = (
    "kopyala", "yapıştır", "köçür", "көшір", "кірістір", "nusxa", "ko'chir", "ko‘chir", "koʻchir",
    "העתק", "הדבק", "תעתיק", "انسخ", "الصق", "انقل", "کپی", "رونوشت", "بچسبان", "کاپی", "چسپاں", "نقل کر",
    "कॉपी", "कापी", "कोपी", "चिपका", "नकल कर", "কপি", "বসিয়ে দাও", "जसाच्या तसा", "कपी", "टाँस",
    "நகலெடு", "நகல்", "ஒட்டு", "కాపీ", "అతికించ", "ನಕಲಿಸು", "ನಕಲು", "ಕಾಪಿ", "ಅಂಟಿಸ", "പകർത്ത", "കോപ്പി", "ഒട്ടിക്ക",
    "કૉપિ", "કોપી", "કૉપી", "ચોંટાડ", "ਕਾਪੀ", "ਚਿਪਕਾ", "ਨਕਲ", "පිටපත්", "අලවන්න",
    "คัดลอก", "ก๊อป", "ก็อป", "ສຳເນົາ", "ກັອບປີ້", "ចម្លង", "បិទភ្ជាប់", "ကူး",
    "sao chép", "chép", " dán ", "salin", "tempel", "kopyahin", " kopya", "idikit",
    "დააკოპირ", "ჩასვი", "ჩაწერე", "պատճեն", "տեղադրիր", "ቅዳ", "ገልብጥ", "ለጥፍ",
    "nakili", "bandika", " da ", "àdàkọ", "ẹ̀dà", "daakọ", "adako", "detuo", "mapịa", "kwafi", "kwafa", "liƙa",
    "kopisha", "namathisela", "kopieer", " plak ", "koobiyee", "koobi", "хуул", "буулга",
)  # fmt: skip

ADD: Final[Words] = (
    " ekle", " yaz", "ضع ", "اكتب", "قرار بده", "بنویس", "लिखो", "लिखें", "शामिल कर", "chèn", "ghi ", "sisipkan", " tulis",
    "tuliskan", "weka", "andika", "pastikan", "ikut", "include", "əlavə et", " қос", "qo'sh", "qo‘sh", "הוסף", "תוסיף", "أضف", "اضف", "اضافه کن", "شامل کر", "जोड़", "जोड़",
    "যোগ কর", "जोडा", "जोड ", " थप", "சேர்", "జోడించ", "ಸೇರಿಸ", "ചേർക്ക", "ઉમેર", "ਜੋੜ", "එක් කර", "เพิ่ม", "ເພີ່ມ",
    "បន្ថែម", "ထည့်", "thêm", "tambahkan", "tambah", "idagdag", "isama", "დაამატ", "ավելացր", "ጨምር", "አስገባ",
    "ongeza", "fi kún", "tinye", "ƙara", "engeza", "voeg", "ku dar", " нэм", "оруул",
)  # fmt: skip

SELF: Final[Words] = (
    "bu paragraf", "bu mesaj", "bu not", "bu metin", "bu talimat", "bu kural", "bu bölüm", "bu cümle",
    "bu paraqraf", "bu qeyd", "bu mətn", "bu təlimat", "bu qayda",
    "бұл абзац", "бұл хабар", "бұл жазба", "бұл мәтін", "бұл нұсқау", "осы абзац", "осы мәтін", "осы жазба", "осы хабар",
    "bu xabar", "bu matn", "bu qayd", "bu ko'rsatma", "ushbu paragraf", "ushbu matn", "ushbu xabar",
    "הפסקה הזו", "הפסקה הזאת", "ההודעה הזו", "ההודעה הזאת", "הטקסט הזה", "ההערה הזו", "ההוראה הזו", "הכלל הזה",
    "هذه الفقرة", "هذه الرسالة", "هذا النص", "هذه الملاحظة", "هذه التعليمات", "هذا السطر",
    "این پاراگراف", "این پیام", "این متن", "این یادداشت", "این دستور", "این بند",
    "یہ پیراگراف", "یہ پیغام", "یہ متن", "یہ نوٹ", "یہ ہدایت", "اس پیراگراف", "اس پیغام", "اس متن", "اس نوٹ",
    "यह अनुच्छेद", "इस अनुच्छेद", "यह पैराग्राफ", "इस पैराग्राफ", "यह संदेश", "इस संदेश", "यह नोट", "इस नोट", "यह निर्देश", "इस निर्देश",
    "এই অনুচ্ছেদ", "এই বার্তা", "এই নোট", "এই লেখা", "এই নির্দেশ", "এই প্যারাগ্রাফ", "এই টেক্সট",
    "हा परिच्छेद", "या परिच्छेद", "हा संदेश", "हा मजकूर", "ही नोंद", "ही सूचना", "हा पॅराग्राफ",
    "यो अनुच्छेद", "यो सन्देश", "यो टिप्पणी", "यो पाठ", "यो निर्देशन", "यस अनुच्छेद",
    "இந்தப் பத்தி", "இந்த பத்தி", "இந்தச் செய்தி", "இந்த செய்தி", "இந்தக் குறிப்பு", "இந்த உரை",
    "ఈ పేరా", "ఈ సందేశ", "ఈ గమనిక", "ఈ పాఠ్య", "ఈ సూచన",
    "ಈ ಪ್ಯಾರಾ", "ಈ ಸಂದೇಶ", "ಈ ಟಿಪ್ಪಣಿ", "ಈ ಪಠ್ಯ", "ಈ ಸೂಚನೆ",
    "ഈ ഖണ്ഡിക", "ഈ സന്ദേശ", "ഈ കുറിപ്പ", "ഈ വാചക", "ഈ നിർദ്ദേശ",
    "આ ફકર", "આ સંદેશ", "આ નોંધ", "આ લખાણ", "આ સૂચના",
    "ਇਹ ਪੈਰਾ", "ਇਸ ਪੈਰੇ", "ਇਹ ਸੁਨੇਹਾ", "ਇਹ ਨੋਟ", "ਇਹ ਹਦਾਇਤ", "ਇਹ ਲਿਖਤ",
    "මෙම ඡේද", "මේ ඡේද", "මෙම පණිවිඩ", "මෙම සටහන", "මෙම පාඨ", "මෙම උපදෙස",
    "ย่อหน้านี้", "ข้อความนี้", "บันทึกนี้", "คำสั่งนี้", "ວັກນີ້", "ຂໍ້ຄວາມນີ້", "ບັນທຶກນີ້",
    "កថាខណ្ឌនេះ", "សារនេះ", "អត្ថបទនេះ", "កំណត់ចំណាំនេះ", "ဤစာပိုဒ်", "ဒီစာပိုဒ်", "ဤမက်ဆေ့", "ဤမှတ်စု", "ဒီမှတ်စု",
    "đoạn này", "tin nhắn này", "thông điệp này", "ghi chú này", "văn bản này", "chỉ dẫn này",
    "paragraf ini", "pesan ini", "catatan ini", "teks ini", "instruksi ini", "perenggan ini", "mesej ini", "nota ini", "arahan ini",
    "talatang ito", "mensaheng ito", "talang ito", "tekstong ito", "tagubiling ito",
    "ეს აბზაც", "ეს ტექსტ", "ეს შეტყობინებ", "ეს ჩანაწერ", "ეს ინსტრუქცი",
    "այս պարբերություն", "այս հաղորդագրություն", "այս տեքստ", "այս նշում", "այս հրահանգ",
    "ይህን አንቀጽ", "ይህንን አንቀጽ", "ይህን መልእክት", "ይህን ጽሑፍ", "ይህን ማስታወሻ",
    "aya hii", "ujumbe huu", "maandishi haya", "maelezo haya", "kifungu hiki",
    "ìpínrọ̀ yìí", "ipinro yii", "ọ̀rọ̀ yìí", "àkọsílẹ̀ yìí", "paragraf a ", "ozi a ", "ederede a ", "ndetu a ",
    "wannan sakin layi", "wannan saƙo", "wannan sako", "wannan rubutu", "wannan bayani",
    "le ndima", "lo mlayezo", "lo mbhalo", "leli nothi",
    "hierdie paragraaf", "hierdie boodskap", "hierdie teks", "hierdie nota", "hierdie instruksie",
    "faqraddan", "fariintan", "qoraalkan", "qoraalkaan", "энэ догол", "энэ мессеж", "энэ зурвас", "энэ текст", "энэ тэмдэглэл", "энэ заавар", "энэ заавр", "энэ дүрэм", "энэ дүрм",
)  # fmt: skip

EVERY: Final[Words] = (
    " her ", "tüm", "bütün", " hər ", "әрбір", "барлық", " әр ", "har bir", " har ", "barcha",
    "לכל", "בכל", " כל ", "كل ", "جميع", " هر ", "همه", " ہر ", "تمام", " हर ", "प्रत्येक", "सभी", "सारे",
    "প্রতিটি", "প্রত্যেক", " সব ", "सर्व", "हरेक", "सबै", "ஒவ்வொரு", "எல்லா", "அனைத்து", "ప్రతి", "అన్ని",
    "ಪ್ರತಿ", "ಎಲ್ಲಾ", "എല്ലാ", "ഓരോ", "દરેક", "બધી", "બધા", " ਹਰ ", "ਸਾਰੀ", "ਸਾਰੇ", "සෑම", "සියලු",
    "ทุก", "ທຸກ", "រាល់", "គ្រប់", "ទាំងអស់", "တိုင်း", "သမျှ", "အားလုံး", " mọi ", " mỗi ", "tất cả",
    "setiap", "semua", " tiap ", "bawat", " lahat", "ყველა", "ყოველ", "յուրաքանչյուր", "բոլոր",
    "እያንዳንዱ", "ሁሉ", " kila ", " zote", "gbogbo", "kọ̀ọ̀kan", "ọ bụla", "o bula", "niile", "kowane", " duk ",
    " wonke", " zonke", " elke ", " alle ", " kasta", "dhammaan", "бүрт", " бүр ", " бүх ",
)  # fmt: skip

DOCS: Final[Words] = ("readme", "commit", "claude.md", "agents.md", "servicenow", "jira", "ticket")

MEMORY: Final[Words] = (
    "memory", "bellek", "hafıza", "yaddaş", "жад ", "жады", "xotira", "זיכרון", "קומיט", "כרטיס", "ذاكرة", "الذاكرة",
    "حافظه", "کامیت", "میموری", "کمٹ", "मेमोरी", "स्मृति", "कमिट", "মেমরি", "মেমোরি", "স্মৃতি", "কমিট",
    "मेमरी", "स्मृती", "நினைவக", "மெமரி", "கமிட்", "మెమరీ", "జ్ఞాపక", "కమిట్", "ಮೆಮೊರಿ", "ಸ್ಮೃತಿ", "ಕಮಿಟ್",
    "മെമ്മറി", "ഓർമ്മ", "കമ്മിറ്റ്", "મેમરી", "મેમોરી", "કમિટ", "ਮੈਮੋਰੀ", "ਕਮਿਟ", "මතක", "මෙමරි",
    "หน่วยความจำ", "เมมโมรี", "คอมมิต", "ຄວາມຈຳ", "ចងចាំ", "မှတ်ဉာဏ်", "bộ nhớ", "ghi nhớ", "memori",
    "მეხსიერ", "კომიტ", "հիշողութ", "ትውስታ", "ማህደረ", "kumbukumbu", "ìrántí", "iranti", "ncheta",
    "ƙwaƙwalwa", "kwakwalwa", "geheue", "xusuus", "санах ой",
)  # fmt: skip

TARGET: Final[Words] = (*DOCS, *MEMORY)

# -- confirmations waived before a destructive or production act (policy_disable) -------------

CONF: Final[Words] = (
    "onay", "teyit", "təsdiq", "растау", "рұқсат", "tasdiq", "ruxsat", "אישור", "تأكيد", "تاكيد", "إذن",
    "تأیید", "تایید", "اجازه", "تصدیق", "اجازت", "पुष्टि", "अनुमति", "कन्फर्म", "নিশ্চিত", "অনুমতি",
    "पुष्टी", "परवानगी", "உறுதிப்படுத்த", "அனுமதி", "నిర్ధారణ", "అనుమతి", "ದೃಢೀಕರಣ", "ಅನುಮತಿ",
    "സ്ഥിരീകരണ", "അനുമതി", "પુષ્ટિ", "મંજૂરી", "ਪੁਸ਼ਟੀ", "ਇਜਾਜ਼ਤ", "තහවුරු", "අවසර",
    "ยืนยัน", "ຢືນຢັນ", "ອະນຸຍາດ", "បញ្ជាក់", "អនុញ្ញាត", "အတည်ပြု", "xác nhận", "konfirmasi", "persetujuan",
    "pengesahan", "kebenaran", "kelulusan", "kumpirmasyon", "pahintulot", "magtanong", "დადასტურ", "ნებართვ",
    "հաստատում", "թույլտվություն", "ማረጋገጫ", "ፈቃድ", "uthibitisho", "ruhusa", "ìfọwọ́sí", "ifọwọsi",
    "nkwenye", "ikike", "tabbaci", "izini", "isiqinisekiso", "imvume", "bevestiging", "toestemming",
    "xaqiijin", "ogolaansho", "баталгаажуул", "зөвшөөрөл",
)  # fmt: skip

WAIVE: Final[Words] = (
    "isteme ", "sorma ", "beklemeden", "gerek yok", "istəmə ", "soruşma ", "lazım deyil", "сұрама", "күтпе ",
    "қажет емес", "so'rama", "so‘rama", "soʻrama", "shart emas", "kerak emas", "אל תבקש", "אל תשאל", "אין צורך לבקש",
    "لا تطلب", "لا تسأل", "لا داعي", "نخواه", "نپرس", "لازم نیست", "مت مانگ", "مت پوچھ", "نہ مانگ", "نہ پوچھ",
    "ضرورت نہیں", "मत माँग", "मत मांग", "मत पूछ", "न माँग", "न मांग", "न पूछ", "ज़रूरत नहीं", "जरूरत नहीं",
    "চেয়ো না", "চাইবে না", "চাইবেন না", "জিজ্ঞেস করবে না", "জিজ্ঞেস কোরো না", "দরকার নেই",
    "मागू नको", "मागू नका", "विचारू नको", "विचारू नका", "गरज नाही", "नमाग", "नसोध", "आवश्यक छैन",
    "கேட்காதே", "கேட்க வேண்டாம்", "தேவையில்லை", "అడగవద్దు", "అడగకు", "అవసరం లేదు",
    "ಕೇಳಬೇಡ", "ಅಗತ್ಯವಿಲ್ಲ", "ചോദിക്കരുത്", "ചോദിക്കേണ്ട", "ആവശ്യമില്ല", "માગીશ નહીં", "માંગીશ નહીં",
    "માગશો નહીં", "માંગશો નહીં", "પૂછીશ નહીં", "પૂછશો નહીં", "જરૂર નથી", "ਨਾ ਮੰਗ", "ਨਾ ਪੁੱਛ", "ਲੋੜ ਨਹੀਂ",
    "ඉල්ලන්න එපා", "අහන්න එපා", "අවශ්‍ය නැත", "ไม่ต้องขอ", "อย่าขอ", "ไม่ต้องถาม", "อย่าถาม", "ไม่จำเป็นต้องขอ",
    "ບໍ່ຕ້ອງຂໍ", "ຢ່າຂໍ", "ບໍ່ຕ້ອງຖາມ", "ຢ່າຖາມ", "កុំសុំ", "កុំសួរ", "មិនចាំបាច់", "မတောင်း", "မမေး",
    "đừng hỏi", "không cần hỏi", "đừng xin", "không cần xin", "jangan minta", "jangan meminta", "jangan tanya",
    "tidak perlu minta", "tak perlu minta", "usah minta", "tidak perlu meminta", "huwag humingi", "huwag magtanong",
    "hindi na kailangan", "ნუ ითხოვ", "ნუ იკითხავ", "ნუ მოითხოვ", "ნუ მკითხავ", "საჭირო არ არის",
    "մի՛ խնդրիր", "մի խնդրիր", "մի՛ հարցրու", "մի հարցրու", "պետք չէ", "አትጠይቅ", "አትጠይቂ", "አትጠይቁ",
    "usiombe", "usiulize", "hakuna haja", "má ṣe béèrè", "ma se beere", "má béèrè", "ajụla", "ajula", "arịọla",
    "kada ka nemi", "kar ka nemi", "kada ka tambaya", "ba sai ka", "ungaceli", "ungabuzi",
    "ungabe usacela", "ungabe ucela", "ungabe usabuza",  # inj29c: zu "don't (go on) asking"
    "moenie vir", "moenie om", "moenie bevestiging", "hoef nie", "ha weydiin", "ha codsan", "ha weydiisan",
    "бүү асуу", "битгий асуу", "бүү хүс", "битгий хүс", "tidak perlu", "tak perlu", "tidak usah", "không cần", "gerekmez",
    "lazım değil", "لا حاجة", "نیازی نیست", "जरूरी नहीं", "hindi kailangan", "ไม่จำเป็น", "ບໍ່ຈຳເປັນ",
)  # fmt: skip

HARM: Final[Words] = (
    "production", " prod", "drop ", "ड्रॉप", "ড্রপ", "delete", "terraform", "truncate", "rm -rf", "kubectl",
    " sil", "kaldır", "üretim", "canlı ortam", "istehsal", "жой", "өндіріс", "o'chir", "o‘chir", "מחיק", "למחוק",
    "תמחק", "ייצור", "פרודקשן", "حذف", "الإنتاج", "الانتاج", "پاک کرد", "محیط تولید", "ڈیلیٹ", "پروڈکشن", "مٹا",
    "हटा", "डिलीट", "मिटा", "प्रोडक्शन", "মুছ", "ডিলিট", "প্রোডাকশন", "हटव", "प्रॉडक्शन", "मेटा", "उत्पादन",
    "நீக்க", "தயாரிப்பு", "ப்ரொடக்ஷன்", "తొలగించ", "డిలీట్", "ప్రొడక్షన్", "ಅಳಿಸ", "ಡಿಲೀಟ್", "ಪ್ರೊಡಕ್ಷನ್",
    "ഇല്ലാതാക്ക", "ഡിലീറ്റ്", "പ്രൊഡക്ഷ", "ડિલીટ", "કાઢી નાખ", "પ્રોડક્શન", "ਮਿਟਾ", "ਡਿਲੀਟ", "ਪ੍ਰੋਡਕਸ਼ਨ",
    "මකා", "මකන්න", "නිෂ්පාදන", "ลบ", "โปรดักชัน", "ລຶບ", "លុប", "ဖျက်", "xóa", "xoá", "hapus", "padam",
    "produksi", "pengeluaran", "burahin", "magbura", "წაშლ", "წაშალ", "პროდაქშ", "ջնջ", "መሰረዝ", "ሰርዝ",
    "kufuta", "futa ", "parẹ́", "pa àwọn", "hichapụ", "hichapu", "goge", "ukususa", "kokususa", "uitvee",
    "verwyder", "produksie", "tirtir", "устга",
)  # fmt: skip

BLANKET: Final[Words] = (
    "onaylandı", "önceden onay", "təsdiqlənib", "мақұлданған", "tasdiqlangan", "אושר", "מאושר", "معتمد", "موافق عليه",
    "تأیید شده", "تایید شده", "منظور", "मंज़ूर", "मंजूर", "स्वीकृत", "অনুমোদিত", "अनुमोदित", "அங்கீகரிக்கப்பட்ட",
    "ఆమోదించబడ్డ", "ಅನುಮೋದಿತ", "അംഗീകരിച്ച", "મંજૂર", "ਮਨਜ਼ੂਰ", "අනුමත", "อนุมัติ", "ອະນຸມັດ", "អនុម័ត",
    "ခွင့်ပြုပြီး", "phê duyệt", "disetujui", "diluluskan", "aprubado", "დამტკიცებულ", "հաստատված", "ጸድቋል",
    "imeidhinishwa", "kimeshaidhinishwa", "fọwọ́ sí", "kwadoro", "kwadoburu", "an amince", "kuvunyiwe", "goedgekeur",
    "ansixi", "зөвшөөрөгдсөн",
    "vuma konke", "yamukela konke", "idhinisha kila", "amince da komai",  # inj29c: zu sw ha "approve everything"
)  # fmt: skip

COPY_NOT: Final[Words] = (
    "kopyalama ", "kopyalamayın", "köçürmə", "көшірме ", "ko'chirma", "אל תעתיק", "لا تنسخ", "کپی نکن", "کاپی مت",
    "کاپی نہ", "कॉपी न", "कॉपी मत", "কপি করবে না", "কপি করো না", "कॉपी करू नको", "कपी नगर", "நகலெடுக்காதே",
    "కాపీ చేయవద్దు", "ನಕಲಿಸಬೇಡ", "പകർത്തരുത്", "કૉપિ કરીશ નહીં", "ਕਾਪੀ ਨਾ", "පිටපත් කරන්න එපා", "อย่าคัดลอก",
    "ຢ່າສຳເນົາ", "កុំចម្លង", "မကူးပါနှင့်", "đừng sao chép", "không sao chép", "jangan salin", "jangan menyalin",
    "jangan disalin", "huwag kopyahin", "ნუ დააკოპირებ", "არ დააკოპირო", "մի պատճենիր", "አትቅዳ", "usinakili",
    "má ṣe da", "edetuola", "kada ka kwafi", "ungakopishi", "moenie", "ha koobiyeyn", "бүү хуул", "битгий хуул",
)  # fmt: skip
