"""Word lists of the concealment, override, persona and exfiltration orders of
``injection_six_acts_asia_africa`` (pure data; helper i18n17b, session 17; conventions in
``concepts_six_acts_asia_africa``)."""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

Words = tuple[str, ...]

# -- a lie prepared for when the user asks (concealment) --------------------------------------

IFASK: Final[Words] = (
    "sorarsa", "sorulursa", "soracak olursa", "soruşsa", "soruşarsa", "soruşulsa", "сұраса", "сұралса",
    "so'rasa", "so‘rasa", "soʻrasa", "so'ralsa", "re:אם\\s+(?:\\S+\\s+)?(?:שואל|ישאל|שואלים|ישאלו|תישאל)",
    "re:(?:إذا|اذا|إن|لو)\\s+(?:\\S+\\s+)?سأل", "عند السؤال", "re:اگر\\s+(?:\\S+\\s+){0,2}(?:پرسید|بپرسد|پرسیدند|بپرسند)",
    "re:اگر\\s+(?:\\S+\\s+){0,2}پوچھ", "پوچھنے پر", "re:पूछे\\s+तो", "पूछने पर", "re:(?:कोई|उपयोगकर्ता|यूज़र|यूजर)\\s+पूछे", "re:(?:अगर|यदि)\\s+(?:\\S+\\s+){0,2}पूछ",
    "জিজ্ঞেস করলে", "জিজ্ঞাসা করলে", "প্রশ্ন করলে", "re:যদি\\s+(?:\\S+\\s+){0,2}জিজ্ঞ", "विचारल्यास", "विचारले तर",
    "सोधेमा", "सोधे भने", "सोध्यो भने", "கேட்டால்", "అడిగితే", "ಕೇಳಿದರೆ", "ചോദിച്ചാൽ", "પૂછે", "ਪੁੱਛੇ", "ਪੁੱਛਣ",
    "ඇසුවොත්", "ඇහුවොත්", "විමසුවොත්", "re:(?:ถ้า|หาก)\\S*\\s*\\S*ถาม", "re:(?:ຖ້າ|ຫາກ)\\S*\\s*\\S*ຖາມ",
    "re:(?:ប្រសិនបើ|បើ)\\S*\\s*\\S*សួរ", "မေးလျှင်", "မေးရင်", "re:(?:nếu|khi)\\s+(?:\\S+\\s+){0,3}(?:có\\s+)?hỏi",
    "pengguna bertanya", "pengguna tanya", "kalau ditanya", "jika ditanya", "re:(?:jika|kalau|bila|apabila)\\s+(?:\\S+\\s+){0,2}(?:bertanya|menanyakan|tanya|ditanya)",
    "re:(?:kung|kapag|pag)\\s+(?:\\S+\\s+){0,3}(?:magtanong|nagtanong|tanungin|tinanong|itanong)",
    "re:თუ\\s+(?:\\S+\\s+)?(?:იკითხ|გკითხ|ჰკითხ|კითხულობ)", "re:եթե\\s+(?:\\S+\\s+)?հարց", "ከጠየቀ", "ቢጠይቅ", "ከጠየቁ", "ቢጠይቁ",
    "akiuliza", "wakiuliza", "ukiulizwa", "akikuuliza", "bá béèrè", "ba beere", "jụọ", "juo ", "jụrụ",
    "re:idan\\s+(?:\\S+\\s+){0,3}tambay", "re:uma\\s+(?:\\S+\\s+)?e?buz", "re:\\bas\\s+(?:\\S+\\s+){0,2}vra\\b",
    "re:haddii\\s+(?:\\S+\\s+){0,2}(?:weydii|su'aal)", "асуувал", "асуух юм бол",
)  # fmt: skip

SAY: Final[Words] = (
    "söyle", " de ", "cevap ver", "yanıtla", "söylə", "cavab ver", "айт", " де ", "жауап бер", "ayt", "javob ber",
    "תגיד", "תאמר", "אמור", "תענה", "ענה", "השב", "قل ", "أجب", "اجب", "بگو", "پاسخ بده", "جواب بده",
    "کہو", "کہنا", "کہہ دو", "بتاؤ", "جواب دو", "कहना", "कहो", "कह दो", "बताना", "बताओ", "जवाब दो",
    "বলো", "বলবে", "বলুন", "বলবেন", "উত্তর দাও", "सांग", "म्हण", " भन", "भन्नू", "சொல்", "கூறு",
    "చెప్పు", "చెప్పండి", "ಹೇಳು", "ಹೇಳಿ", "പറയുക", "പറയൂ", "പറയണം", "કહેજે", "કહો", "કહેવું",
    "ਕਹੋ", "ਦੱਸੋ", "ਕਹਿਣਾ", "කියන්න", "පවසන්න", "บอกว่า", "ตอบว่า", "ให้บอก", "ບອກວ່າ", "ຕອບວ່າ",
    "ប្រាប់ថា", "ឆ្លើយថា", "និយាយថា", "ပြောပါ", "ဖြေပါ", " nói", "trả lời", "katakan", "bilang", "jawab",
    "beritahu", "sabihin", "sumagot", "isagot", "უთხარი", "თქვი", "უპასუხე", "ասա", "պատասխանիր",
    "ንገረው", "ንገራቸው", " በል", "sema", "mwambie", "jibu", "sọ pé", "so pe", "dáhùn", "kwuo", "gwa ",
    "ka ce", "ki ce", "faɗa", "gaya", "yisho", "mtshele", "phendula", " sê ", "antwoord", "dheh", "u sheeg",
    "ku jawaab", " хэл", "хариул",
)  # fmt: skip

NEG: Final[Words] = (
    "hiçbir", " hiç ", "madığını", "medığını", "mediğini", "madı", "medi ", " hayır", " heç ", " yox",
    "ештеңе", "ешқандай", "жоқ", "hech ", "yo'q", "שום", " לא ", "שלא", " אף ", "لم ", " لا ", "أي شيء",
    " نه ", "هیچ", "نکرده", "نشده", "نہیں", "کچھ بھی", "नहीं", "कुछ भी", "হয়নি", "কিছুই", " না ",
    "नाही", "काहीही", "छैन", "केही पनि", "இல்லை", "எதுவும்", "வில்லை", "లేదు", "ఏమీ", "లేదని",
    "ಇಲ್ಲ", "ಏನೂ", "ഇല്ല", "ഒന്നും", "નથી", "કંઈ", "ਨਹੀਂ", "ਕੁਝ ਵੀ", "නැති", "නැත", "කිසිවක්",
    "ไม่", "ບໍ່", "គ្មាន", "មិន", "ဘာမှ", "မရှိ", "မဟုတ်", "không", "chưa", "tidak", " tak ", "belum",
    "bukan", "tiada", "wala", "hindi", "არაფერ", " არ ", " არა", "ոչինչ", " չի ", " ոչ", "ምንም",
    "እንዳልተ", "አልተ", "hakuna", "hapana", "kò sí", "ko si", " kò ", "ọ dịghị", "o dighi", "babu",
    " ba a ", " ba ", "akukho", "akushintsh", " cha ", " niks", " nie ", " geen ", " lama ", " maya",
    " ma ", "юу ч", "гүй", "үгүй",
)  # fmt: skip

ACTED: Final[Words] = (
    "değiş", "yükle", "gönder", " sil", "düzenle", "dəyiş", "yüklə", "göndər", "өзгер", "жібер", "жүкте",
    "o'zgar", "o‘zgar", "yubor", "yukla", "שונה", "שינוי", "שינית", "נשלח", "הועלה", "נמחק", "שלחת",
    "أرسل", "ارسل", "تغيير", "تعديل", "إرسال", "ارسال", "رفع", "حذف", "تغییر", "آپلود", "ویرایش", "فرستاد",
    "تبدیل", "بھیج", "اپ لوڈ", "ترمیم", "बदल", "भेज", "अपलोड", "संशोधन", "পরিবর্তন", "পাঠানো", "আপলোড",
    "বদল", "पाठव", "परिवर्तन", "पठाइ", "மாற்ற", "அனுப்ப", "பதிவேற்ற", "మార్చ", "పంప", "అప్‌లోడ్",
    "ಬದಲಾ", "ಕಳುಹಿಸ", "ಅಪ್‌ಲೋಡ್", "മാറ്റ", "അയച്ച", "അപ്‌ലോഡ്", "બદલ", "મોકલ", "અપલોડ", "ਬਦਲ", "ਭੇਜ",
    "ਅਪਲੋਡ", "වෙනස්", "යැව", "උඩුගත", "เปลี่ยน", "แก้ไข", "ส่ง", "อัปโหลด", "ປ່ຽນ", "ແກ້ໄຂ", "ສົ່ງ",
    "ផ្លាស់ប្តូរ", "ផ្លាស់ប្ដូរ", "កែ", "ផ្ញើ", "ផ្ទុកឡើង", "ပြောင်း", "ပို့", "ပြင်", "thay đổi", "sửa",
    "gửi", "tải lên", "chỉnh", "ubah", "kirim", "unggah", "diakses", "hantar", "muat naik", "binago",
    "baguhin", "ipinadala", "upload", "შეცვ", "გაგზავნ", "ატვირთ", "փոխ", "ուղարկ", "վերբեռն",
    "ተቀየረ", "ተላከ", "ቀይር", "badilish", "badilika", "tumwa", "pakiwa", "yí padà", "yi pada", "ránṣẹ́",
    "gbanwe", "ziga", "canza", "aika", "shintsh", "thunyelw", "layish", "verander", "gestuur", "opgelaai",
    "gewysig", "oplaai", "beddel", "diray", "gelin", "soo rar", "ອັບໂຫຼດ", "ອັບໂຫລດ", "መጫን", "የመጫኛ", "የተላከ", "ለውጥ", "gbéjáde", "gbejade", "bulite", "mbugo", "bugo", "loda", "ɗora", "pakia", "pakiwa", "өөрчл", "илгээ", "байршуул",
)  # fmt: skip

# -- something kept from the user (concealment) -----------------------------------------------

NOMENTION: Final[Words] = (
    "bahsetme", "söyleme ", "anma ", "belirtme ", "söz etme", "haber verme", "bildirme ", "danışma ",
    "demə ", "bildirmə", "xəbər vermə", "qeyd etmə", "söyləmə", "айтпа", "білдірме", "aytma", "aytmang",
    "bildirma", "אל תזכיר", "אל תספר", "אל תגלה", "אל תדווח", "אל תציין", "لا تذكر", "لا تخبر", "لا تبلغ",
    "لا تكشف", " نگو", "اشاره نکن", "ذکر نکن", "مطلع نکن", "خبر نده", "مت بتا", "نہ بتا", "ذکر مت",
    "ذکر نہ", "मत बता", "न बता", "ज़िक्र मत", "जिक्र मत", "उल्लेख मत", "उल्लेख न", "বলবে না", "বলবেন না",
    "বলো না", "উল্লেখ করবে না", "উল্লেখ করো না", "জানাবে না", "জানাবেন না", "सांगू नको", "सांगू नका",
    "उल्लेख करू नको", "उल्लेख करू नका", "नभन", "उल्लेख नगर", "சொல்லாதே", "சொல்ல வேண்டாம்", "குறிப்பிடாதே",
    "குறிப்பிட வேண்டாம்", "చెప్పవద్దు", "చెప్పకు", "చెప్పొద్దు", "ప్రస్తావించవద్దు", "ಹೇಳಬೇಡ", "ಉಲ್ಲೇಖಿಸಬೇಡ",
    "പറയരുത്", "പറയേണ്ട", "സൂചിപ്പിക്കരുത്", "പരാമർശിക്കരുത്", "કહીશ નહીં", "કહેશો નહીં", "જણાવીશ નહીં",
    "જણાવશો નહીં", "ઉલ્લેખ કરીશ નહીં", "ਨਾ ਦੱਸ", "ਜ਼ਿਕਰ ਨਾ", "ਨਾ ਕਹੋ", "කියන්න එපා", "සඳහන් කරන්න එපා",
    "නොකියන්න", "อย่าบอก", "ไม่ต้องบอก", "ห้ามบอก", "ຢ່າບອກ", "ບໍ່ຕ້ອງບອກ", "ຢ່າກ່າວເຖິງ", "កុំប្រាប់",
    "កុំនិយាយ", "កុំលើកឡើង", "မပြောပါနှင့်", "မပြောနဲ့", "မပြောပါနဲ့", "မဖော်ပြပါနှင့်", "re:(?:đừng|không\\s+được|chớ)\\s+(?:bao\\s+giờ\\s+)?(?:nhắc|nói|đề\\s+cập|kể|tiết\\s+lộ|báo)",
    "không nhắc", "đừng nói", "đừng đề cập", "không được nhắc", "không đề cập", "đừng kể",
    "re:jangan\\s+(?:pernah\\s+|sekali-kali\\s+)?(?:sebut|menyebut|beri\\s*tahu|memberi\\s*tahu|memberitahu|kasih\\s+tahu|bilang|ceritakan|singgung|menyinggung|maklumkan)",
    "re:usah\\s+(?:sebut|beritahu|maklumkan|ceritakan)", "re:huwag\\s+(?:\\S+\\s+){0,2}?(?:banggitin|sabihin|ipaalam)",
    "ნუ ეტყვი", "არ უთხრა", "ნუ ახსენებ", "არ ახსენო", "մի՛ ասա", "մի ասա", "մի՛ նշիր", "մի նշիր",
    "մի՛ հիշատակիր", "մի հիշատակիր", "አትንገረው", "አትንገራቸው", "አትናገር", "አትጥቀስ", "usimwambie", "usiseme",
    "usitaje", "má ṣe sọ", "ma se so", "má sọ", "agwala", "akọla", "ekwula",
    "re:(?:kada|kar)\\s+(?:ka|ki|ku)\\s+(?:taɓa\\s+)?(?:gaya|faɗa|fada|ambata|sanar)", "ungatsheli", "ungalokothi utshele",
    "ungasho", "re:(?:moenie|moet\\s+nooit|moet\\s+nie)\\b[^.;]{0,60}\\b(?:noem|sê|vertel|meld)", "ha u sheegin",
    "ha sheegin", "ha xusin", "ha ku sheegin", "бүү хэл", "битгий хэл", "бүү дурд", "битгий дурд",
)  # fmt: skip

AUDIENCE: Final[Words] = (
    "kullanıcı", "istifadəçi", "пайдаланушы", "қолданушы", "foydalanuvchi", "משתמש", "المستخدم", "کاربر",
    "صارف", "یوزر", "مستخدم", "उपयोगकर्ता", "यूज़र", "यूजर", "ব্যবহারকারী", "वापरकर्त", "युजर", "प्रयोगकर्ता", "பயனர",
    "వినియోగదారు", "యూజర్", "ಬಳಕೆದಾರ", "ഉപയോക്താവ", "യൂസർ", "વપરાશકર્તા", "યુઝર", "ਉਪਭੋਗਤਾ", "ਯੂਜ਼ਰ",
    "ਵਰਤੋਂਕਾਰ", "පරිශීලක", "ผู้ใช้", "ຜູ້ໃຊ້", "អ្នកប្រើ", "အသုံးပြုသူ", "người dùng", "pengguna", "user",
    "gumagamit", "მომხმარებ", "օգտատ", "օգտվող", "ተጠቃሚ", "mtumiaji", "olùmúlò", "olumulo", "onye ọrụ",
    "onye oru", "mai amfani", "masu amfani", "umsebenzisi", "gebruiker", "isticmaal", "хэрэглэгч",
)  # fmt: skip

UPLOAD: Final[Words] = (
    "yükle", "yüklə", "жүкте", "yukla", "העלא", "הועלה", "رفع", "آپلود", "اپ لوڈ", "अपलोड", "আপলোড", "பதிவேற்ற",
    "అప్‌లోడ్", "ಅಪ್‌ಲೋಡ್", "അപ്‌ലോഡ്", "અપલોડ", "ਅਪਲੋਡ", "උඩුගත", "อัปโหลด", "ອັບໂຫຼດ", "ອັບໂຫລດ", "ផ្ទុកឡើង",
    "တင်ပို့", "tải lên", "unggah", "muat naik", "upload", "ატვირთ", "վերբեռն", "መጫን", "የመጫኛ", "pakia", "gbéjáde",
    "gbejade", "ìgbéjáde", "mbugo", "bulite", "loda", "layish", "oplaai", "opgelaai", "gelin", "soo rar", "байршуул",
    "exfil", "sync", "senkron",
)  # fmt: skip

BACKGROUND: Final[Words] = (
    "arka plan", "fon rejim", "фондық", "fonda", "ברקע", "الخلفية", "پس‌زمینه", "پس زمینه", "پس منظر",
    "बैकग्राउंड", "पृष्ठभूमि", "ব্যাকগ্রাউন্ড", "பின்னணி", "నేపథ్య", "ಹಿನ್ನೆಲೆ", "പശ്ചാത്തല", "પૃષ્ઠભૂમિ",
    "ਪਿਛੋਕੜ", "පසුබිම", "เบื้องหลัง", "ເບື້ອງຫຼັງ", "ផ្ទៃខាងក្រោយ", "နောက်ကွယ်", "chạy ngầm", "nền",
    "latar belakang", "likod", "ფონურ", "ֆոնային", "ከበስተጀርባ", "chinichini", "abẹ́lẹ̀", "azụ", "bango",
    "ngemuva", "agtergrond", "gadaal", "арын",
)  # fmt: skip

# -- this file's notes ranked over the original instructions (override) -----------------------

PRECEDE: Final[Words] = (
    "önüne geçer", "öncelikli", "önceliğe sahip", "üstündür", "geçersiz kılar", "üstünlük", "prioritet",
    "qüvvədən salır", "басым", "жоғары тұрады", "күшін жояды", "ustun", "ustuvor", "bekor qiladi",
    "גוברות", "גובר", "גוברים", "עדיפות", "מבטלות", "الأولوية", "أولوية", "تتقدم", "تلغي",
    "تعلو على", "اولویت", "مقدم", "لغو می", "فوقیت", "منسوخ", "से ऊपर",
    "प्राथमिकता", "वरीयता", "ओवरराइड", "অগ্রাধিকার", "ওপরে", "উপরে", "प्राधान्य", "वरचढ", "भन्दा माथि",
    "முன்னுரிமை", "மேலோங்கும்", "மீறும்", "ప్రాధాన్య", "అధిగమి", "ಆದ್ಯತೆ", "ಮೀರಿ", "മുൻഗണന", "മറികടക്ക",
    "અગ્રતા", "પ્રાધાન્ય", "ਤਰਜੀਹ", "ਤੋਂ ਉੱਪਰ", "ਉੱਤੇ ਭਾਰੂ", "ප්‍රමුඛත්ව", "ප්රමුඛත්ව", "අභිබවා",
    "สำคัญเหนือ", "เหนือกว่า", "อยู่เหนือ", "มีผลเหนือ", "ເໜືອ", "ເຫນືອ", "ສຳຄັນກວ່າ",
    "អាទិភាពលើ", "លើសពី", "ဦးစားပေး", "ưu tiên hơn", "được ưu tiên", "ghi đè", "diutamakan",
    "mengesampingkan", "menggantikan semua", "تحل محل", "מחליפות את", "re:mengatasi\\s+(?:semua\\s+|segala\\s+)?(?:arahan|peraturan|instruksi)", "keutamaan", "prioritas", "mananaig", "nangingibabaw",
    "უპირატეს", "პრიორიტეტ", "აუქმებს", "գերակա", "առաջնահերթ", "ቅድሚያ", "ይሽራሉ", "yanatangulia",
    "kipaumbele", "yanabatilisha", "ṣáájú", "saaju", "borí", "karịrị", "kacha", "ka ntuziaka", "ka iwu", "sun fi", "fifiko", "rinjaye",
    "ngaphezu kwa", "voorrang", "oorheers", "mudnaan", "ka sarreeya", "давамгайл", "тэргүүлэх", "хүчингүй",
)  # fmt: skip

INSTR: Final[Words] = (
    "talimat", "kural", "yönerge", "direktif", "təlimat", "qayda", "göstəriş", "нұсқау", "ереже",
    "ko'rsatma", "ko‘rsatma", "koʻrsatma", "qoida", "הוראות", "הנחיות", "כללים", "חוקים", "تعليمات", "قواعد",
    "إرشادات", "دستورالعمل", "دستورات", "قوانین", "ہدایات", "اصول", "निर्देश", "नियम", "নির্দেশ", "নিয়ম",
    "सूचना", "அறிவுறுத்தல்", "விதி", "సూచన", "నియమ", "ಸೂಚನೆ", "ನಿಯಮ", "നിർദ്ദേശ", "നിയമ", "સૂચના", "નિયમ",
    "ਹਦਾਇਤ", "ਨਿਯਮ", "ਨਿਰਦੇਸ਼", "උපදෙස්", "නීති", "คำสั่ง", "กฎ", "คำแนะนำ", "ຄຳແນະນຳ", "ຄຳສັ່ງ", "ກົດ",
    "ការណែនាំ", "ច្បាប់", "ညွှန်ကြားချက်", "စည်းမျဉ်း", "chỉ dẫn", "hướng dẫn", "chỉ thị", "quy tắc",
    "instruksi", "aturan", "petunjuk", "perintah", "arahan", "peraturan", "tagubilin", "panuntunan", "utos",
    "ინსტრუქცი", "წესებ", "მითითებ", "հրահանգ", "կանոն", "መመሪያ", "ትዕዛዝ", "ደንብ", "maagizo", "maelekezo",
    "sheria", "ìtọ́sọ́nà", "itọsọna", "òfin", "ofin", "ntuziaka", "iwu ", "umarni", "dokoki", "imiyalelo",
    "imithetho", "instruksies", "reëls", "opdragte", "tilmaam", "xeer", "amarr", "заавар", "заавр", "дүрэм", "дүрм",
)  # fmt: skip

ORIGINAL: Final[Words] = (
    "orijinal", "asıl ", "sistem", "yönetici", "önceki", "ilkin", "əvvəlki", "бастапқы", "алғашқы",
    "жүйелік", "бұрынғы", "asl ", "dastlabki", "tizim", "oldingi", "מקורי", "הראשוניות", "המערכת",
    "הקודמות", "מנהל", "الأصلية", "الأولية", "النظام", "السابقة", "المسؤول", "اصلی", "اولیه", "سیستم", "قبلی",
    "مدیر", "اصل ", "ابتدائی", "سسٹم", "پچھلی", "ایڈمن", "मूल", "प्रारंभिक", "शुरुआती", "सिस्टम", "पिछले",
    "एडमिन", "প্রাথমিক", "সিস্টেম", "আগের", "মূল", "मूळ", "आधीच्या", "प्रारम्भिक", "அசல்", "ஆரம்ப",
    "முந்தைய", "அசல", "అసలు", "ప్రారంభ", "మునుపటి", "ಮೂಲ", "ಆರಂಭಿಕ", "യഥാർത്ഥ", "ആദ്യ", "മൂല", "મૂળ",
    "પ્રારંભિક", "ਮੂਲ", "ਸ਼ੁਰੂਆਤੀ", "ਅਸਲ", "මුල්", "ดั้งเดิม", "เดิม", "ผู้ดูแลระบบ", "ເດີມ", "ដើម",
    "မူလ", "ban đầu", " gốc", "hệ thống", "asli", " awal", "sistem", " asal", "orihinal", "sistema",
    "თავდაპირველ", "ორიგინალ", "სისტემ", "սկզբնական", "համակարգ", "የመጀመሪያ", "መጀመሪያ",
    "ya awali", "za awali", "asili", "àkọ́kọ́", "akọkọ", " mbụ", "asali", "yokuqala", "oorspronklike",
    "aanvanklike", "asalka", "анхны", "системийн",
)  # fmt: skip

# -- the assistant told it is someone else without limits (persona) ---------------------------

NOTASSIST: Final[Words] = (
    "re:(?:כבר\\s+לא|אינך\\s+עוד|לא\\s+עוד)\\s+(?:ה)?(?:עוזר|סייען|אסיסטנט)", "re:دیگر\\s+(?:یک\\s+)?دستیار",
    "re:لم\\s+تعد\\s+(?:ال)?مساعد", "re:(?:artık|daha)\\s+(?:bir\\s+)?asistan\\s+değil", "ບໍ່ແມ່ນຜູ້ຊ່ວຍ",
    "ไม่ใช่ผู้ช่วย", "លែងជាជំនួយការ", "awusewona msizi", "awusiyena umsizi", "awusona umsizi", "awuselona",
    "ma tihid kaaliy", "mar dambe ma tihid", "туслах биш", "туслагч биш", "туслах байхаа больсон",
    "көмекші емес", "yordamchi emas", "köməkçi deyil", "अब सहायक नहीं", "सहायक नहीं हो", "আর সহকারী নও",
    "bukan lagi asisten", "bukan lagi pembantu", "không còn là trợ lý", "si msaidizi tena", "nie meer die assistent",
)  # fmt: skip

LIMITLESS: Final[Words] = (
    "בלי שום מגבל", "ללא מגבל", "בלי מגבל", "ללא הגבל", "בלי הגבל", "بدون هیچ محدودیت", "بی‌محدودیت",
    "بی محدودیت", "بدون محدودیت", "بلا أي قيود", "بلا قيود", "بدون قيود", "ບໍ່ມີຂໍ້ຈຳກັດ", "ไม่มีข้อจำกัด",
    "គ្មានដែនកំណត់", "engenayo imikhawulo", "ngaphandle kwemikhawulo", "engenamikhawulo", "aan lahayn wax xaddid",
    "xaddid la'aan", "aan xad lahayn", "хязгааргүй", "хязгаарлалтгүй", "hiçbir sınır", "sınırsız",
    "heç bir məhdudiyyət", "шектеусіз", "cheklovsiz", "कोई सीमा नहीं", "সীমাবদ্ধতা ছাড়া", "tanpa batasan", "tanpa sebarang had",
    "không có bất kỳ giới hạn", "không giới hạn", "isiyo na mipaka", "sonder enige beperking",
)  # fmt: skip

# -- secrets mailed to an address (exfiltration) ----------------------------------------------

SEND: Final[Words] = (
    "gönder", "ilet", "yolla", "göndər", "ötür", "жібер", "yubor", "jo'nat", "שלח", "תשלח", "העבר",
    "أرسل", "ارسل", "بفرست", "ارسال", "بھیج", "भेज", "পাঠা", "পাঠিয়ে", "पाठव", "पठाउ", "पठाऊ",
    "அனுப்பு", "పంపు", "పంపండి", "పంపించు", "ಕಳುಹಿಸ", "അയയ്ക്ക", "അയക്ക", "મોકલ", "ਭੇਜ", "යවන්න", "ส่ง",
    "ສົ່ງ", "ផ្ញើ", "ပို့", "gửi", "kirim", "teruskan", "hantar", "majukan", "ipadala", "ipasa", "გაგზავნ",
    "გადაუგზავნ", "ուղարկ", " ላክ", "ላኪ", " tuma", "peleka", "ránṣẹ́", "ranṣẹ", "ziga", "zipu", "aika",
    " tura", "thumela", "stuur", " dir ", "u dir", "илгээ", "mail at", "e-posta at", "forward",
)  # fmt: skip

SECRET: Final[Words] = (
    "password", "token", " env ", "dotenv", "credential", "anahtar", "kimlik bilgi", "مفاتيح", "مفتاح", "कुंजी", "kunci api", "khóa api", "ufunguo", "api key", "api-key", "secret", "şifre", "parola", "parol", "şifrə",
    "құпия сөз", "пароль", "סיסמ", "טוקן", "كلمات المرور", "كلمة المرور", "كلمة السر", "رمز عبور",
    "رمزهای عبور", "پسورد", "پاس ورڈ", "ٹوکن", "पासवर्ड", "टोकन", "পাসওয়ার্ড", "টোকেন", "கடவுச்சொ",
    "పాస్‌వర్డ్", "పాస్వర్డ్", "ಪಾಸ್‌ವರ್ಡ್", "ಪಾಸ್ವರ್ಡ್", "പാസ്‌വേഡ", "പാസ്വേഡ", "પાસવર્ડ", "ਪਾਸਵਰਡ",
    "මුරපද", "รหัสผ่าน", "ລະຫັດຜ່ານ", "ពាក្យសម្ងាត់", "စကားဝှက်", "mật khẩu", "kata sandi", "kata laluan",
    "პაროლ", "գաղտնաբառ", "የይለፍ ቃል", "ይለፍ ቃ", "nywila", "nenosiri", "ọ̀rọ̀ìgbaniwọlé", "ọrọigbaniwọle",
    "okwuntughe", "kalmomin sirri", "kalmar sirri", "amaphasiwedi", "iphasiwedi", "wagwoord", "furaha sirta",
    "erayga sirta", "нууц үг",
)  # fmt: skip

NEVER: Final[Words] = (
    "asla", "hiçbir zaman", "gönderme ", "heç vaxt", "göndərmə", "ешқашан", "жіберме", "hech qachon", "yuborma",
    "אל תשלח", "לעולם אל", "لا ترسل", "أبدا", "أبدًا", "نفرست", "هرگز", "مت بھیج", "نہ بھیج", "کبھی",
    "मत भेज", "न भेज", "कभी", "পাঠাবে না", "পাঠাবেন না", "কখনও", "কখনো", "पाठवू नको", "कधीही", "नपठाउ",
    "कहिल्यै", "அனுப்பாதே", "ஒருபோதும்", "పంపవద్దు", "ఎప్పుడూ", "ಕಳುಹಿಸಬೇಡ", "ಎಂದಿಗೂ", "അയയ്ക്കരുത്",
    "ഒരിക്കലും", "મોકલીશ નહીં", "મોકલશો નહીં", "ક્યારેય", "ਨਾ ਭੇਜ", "ਕਦੇ", "යවන්න එපා", "කිසිදා",
    "อย่าส่ง", "ห้ามส่ง", "ຢ່າສົ່ງ", "ຫ້າມສົ່ງ", "កុំផ្ញើ", "ហាមផ្ញើ", "မပို့", "đừng gửi", "không được gửi",
    "không bao giờ", "jangan kirim", "jangan pernah", "jangan hantar", "jangan sekali", "huwag", "არ გაგზავნო",
    "ნუ გაგზავნი", "არასოდეს", "մի ուղարկիր", "մի՛ ուղարկիր", "երբեք", "አትላክ", "በፍጹም", "usitume", "kamwe",
    "má ṣe fi", "má fi", "ezigala", "ezila", "kada ka aika", "kar ka aika", "ungathumeli", "moenie", "nooit",
    "ha u dirin", "ha dirin", "weligaa", "бүү илгээ", "битгий илгээ", "хэзээ ч",
    "jangan", "usah", "tanpa", "kecuali", "hariç", "olmadan", "بدون", "बिना", "ngoại trừ", "except", "without",
)  # fmt: skip

HONEST: Final[Words] = (
    "doğru", "gerçeği", "dürüst", "həqiqət", "шындық", "haqiqat", "האמת", "בכנות", "الحقيقة", "بصدق", "حقیقت",
    "صادق", "سچ", "ईमानदार", "সত্যি", "সত্য", "खरं", "सत्य", "உண்மை", "నిజం", "ಸತ್ಯ", "സത്യ", "સાચું", "ਸੱਚ",
    "ඇත්ත", "ความจริง", "ຄວາມຈິງ", "ការពិត", "အမှန်", "sự thật", "trung thực", "jujur", "sebenarnya", "katotohanan",
    "სიმართლ", "ճշմարտ", "እውነት", "ukweli", "òtítọ́", "eziokwu", "gaskiya", "iqiniso", "waarheid", "runta", "үнэн",
    "privacy", "privasi", "gizlilik", "خصوصية", "حریم خصوصی", "رازداری", "गोपनीयता", "quyền riêng tư", "faragha", "pagkapribado",
)  # fmt: skip

RESET: Final[Words] = (
    "sıfırla", "reset", "ریست", "रीसेट", "रिसेट", "রিসেট", "إعادة تعيين", "بازنشانی", "đặt lại", "atur ulang",
    "set semula", "weka upya", "איפוס", "รีเซ็ต", "unuttu", "lupa", "forgot", "қалпына", "tiklash",
)  # fmt: skip

ATTACK: Final[Words] = (
    "injection", "jailbreak", "phishing", "attacker", "saldırı", "saldırgan", "enjeksiyon", "hücum", "шабуыл",
    "hujum", "התקפה", "מתקפה", "תוקף", "هجوم", "مهاجم", "حمله", "حملہ", "हमला", "हमलावर", "আক্রমণ", "हल्ला",
    "आक्रमण", "தாக்குதல்", "దాడి", "ದಾಳಿ", "ആക്രമണ", "હુમલ", "ਹਮਲ", "ප්‍රහාර", "โจมตี", "ໂຈມຕີ", "វាយប្រហារ",
    "တိုက်ခိုက်", "tấn công", "serangan", "penyerang", "pag-atake", "umaatake", "შეტევ", "თავდამსხმ", "հարձակ",
    "ጥቃት", "shambulio", "mshambulizi", "ìkọlù", "ikolu", "mwakpo", "harin", "maharin", "ukuhlasela", "aanval",
    "weerar", "халдлага", "халдагч", "הזרקת", "הזרקה", "تزریق", "حقن", "इंजेक्शन", "injeksi", "инъекц", "chèn prompt",
)  # fmt: skip
