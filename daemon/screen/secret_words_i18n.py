"""Secret words of languages beyond the eight, as data (pure): the word for "password" and for
"key"/"token"/"secret" in 50+ languages, the words that say a sentence is a rule about
passwords rather than one password, and the words that make a key an id or a public value.

Latin-script words are written in their proper spelling; ``secret_prose_i18n`` matches them
with or without their diacritics (``salasõna``/``salasona``, ``şifre``/``sifre``, ``ọ̀rọ̀
aṣínà``/``oro asina``) and with any short inflection or clitic after them (``salasanan``,
``salasanaksi``, ``jelszavát``, ``şifresi``, ``parolată``), and inside a compound where the
language writes compounds as one word (``Datenbankpasswort``, ``tietokantasalasana``,
``adminjelszó``). A word of another script may carry a prefix glued before it (Hebrew
``הסיסמה``, Amharic ``የይለፍ``, Arabic ``وكلمة``) and a suffix after it.
"""

from __future__ import annotations

from typing import Final

PASSWORD_WORDS: Final = (
    # Nordic, Baltic, Finno-Ugric
    "salasana", "salasõna", "tunnussana", "parool", "parole", "paroli", "slaptažod",
    "jelszó", "jelszav", "lykilorð", "passord", "adgangskode", "kodeord",
    "lösenord", "wachtwoord", "wagwoord", "kennwort", "passwort", "passwuert",
    # Slavic (Latin and Cyrillic), Romance beyond the eight, Albanian, Greek
    "heslo", "hesla", "heslem", "heslu", "hasło", "hasła", "hasłem", "haśle", "geslo",
    "gesla", "lozink", "zaporka", "zaporku", "zaporke", "šifr", "parol", "contrasenya",
    "contrasinal", "parola d'ordine",
    "fjalëkalim", "pasahitz", "cyfrinair", "pasfhocal", "focal faire", "facal-faire",
    "facal faire", "ger-tremen", "pasvort", "wachtwurd", "loyniorð", "senhal",
    "парол", "рамз", "гузарвожа", "сырсөз", "серсүз", "нууц үг", "açar sözi", "maxfiy so'z",
    "modpas", "mo de pas", "modpass", "tenimiafina", "teny miafina", "kupuhipa",
    "phasewete", "pasiwedhi", "mawu achinsinsi", "lefoko la sephiri", "jecha darbii",
    "jecha icciitii", "پټنوم", "وشەی نهێنی", "تێپەڕەوشە", "پارول", "संकेतशब्द", "መሕለፊ ቃል",
    "лозинк", "шифр", "пароль", "пароля", "паролем", "паролі", "парола", "құпия сөз",
    "құпиясөз", "нууц үг", "κωδικ", "συνθηματικ",
    # Turkic, Caucasus
    "şifrə", "პაროლ", "საიდუმლო კოდ", "գաղտնաբառ",
    # Semitic, Iranian, South Asia
    "סיסמ", "كلمة المرور", "كلمة السر", "كلمة مرور", "كلمه المرور", "كلمه السر",
    "رمز المرور", "الرقم السري", "رمز", "رمز عبور", "رمز ورود", "گذرواژه", "کلمه عبور",
    "پسورد", "پاس ورڈ", "پاسورڈ", "پاس ورد", "पासवर्ड", "कूटशब्द", "गुप्त शब्द",
    "পাসওয়ার্ড", "পাসওয়ার্ড", "পাসওয়ার্ড", "ਪਾਸਵਰਡ", "પાસવર્ડ", "கடவுச்சொல்",
    "பாஸ்வேர்ட்", "పాస్వర్డ్", "పాస్‌వర్డ్", "ಪಾಸ್ವರ್ಡ್", "ಪಾಸ್‌ವರ್ಡ್", "പാസ്വേഡ്",
    "പാസ്‌വേഡ്", "මුරපද",
    # South-East Asia
    "รหัสผ่าน", "ລະຫັດຜ່ານ", "ពាក្យសម្ងាត់", "စကားဝှက်", "mật khẩu", "kata sandi",
    "kata laluan", "kontrasenya", "sandi", "katasandi",
    # Africa
    "nenosiri", "neno la siri", "neno siri", "nywila", "neno la kupita", "kalmar sirri",
    "kalmar wucewa",
    "kalmar shiga", "ijambo ry'ibanga", "ijambo ry’ibanga", "ijambobanga", "baatu jàll",
    "baatu jall", "awal uffir", "awal n uffir",
    "ọ̀rọ̀ aṣínà", "ọ̀rọ̀ ìpamọ́", "ọ̀rọ̀ ìgbaniwọlé", "okwuntughe",
    "iphasiwedi", "igama lokugqitha", "furaha sirta", "erayga sirta", "ereyga sirta",
    "የይለፍ ቃል", "ይለፍ ቃል", "መግቢያ ቃል", "የሚስጥር ቁጥር",
    # the eight (their own layers read the usual shapes; these read any order and connector)
    "contraseña", "contrasena", "senha", "mot de passe", "mot-de-passe", "비밀번호", "패스워드",
    "암호", "비번", "パスワード", "密码", "密碼",
    # a Wi-Fi network's key is its password
    "wlan-schlüssel", "wlan schlüssel", "wifi-schlüssel", "wi-fi-schlüssel", "netzwerkschlüssel",
    "wlan-key", "wlan key", "wifi key", "wi-fi key", "wpa key", "wpa2 key", "wpa2-key",
    "network key", "clé wi-fi", "clé wifi", "clé wpa", "clé du wi-fi", "clé du wifi",
    "clave wifi", "clave wi-fi", "clave del wifi", "clave de la red", "clave de red",
    "chave wifi", "chave wi-fi", "chave do wifi", "chave da rede", "ключ wi-fi", "ключ wifi",
    "ключ сети", "wifi 密钥", "wi-fi 密钥", "wifi 密碼", "wi-fi 키", "wifi 키",
    "wlan-sleutel", "wifi-sleutel", "netwerksleutel", "wifi-nyckel", "nätverksnyckel",
    "wifi-nøgle", "netværksnøgle", "wifi-nøkkel", "nettverksnøkkel", "klucz wi-fi",
    "klucz sieci", "chiave wi-fi", "chiave wifi", "chiave di rete", "wifi anahtarı",
    "ağ anahtarı", "wifi-avain", "verkkoavain", "kunci wifi",
)  # fmt: skip
"""The word for a password (or its stem, where the language inflects it)."""

KEY_WORDS: Final = (
    "avain", "avaimen", "avaime", "võti", "võtme", "atslēg", "rakt", "kulcs", "klíč",
    "kľúč", "klucz", "ključ", "cheie", "cheia", "anahtar", "açar", "çelës", "lykil",
    "nøgle", "nøkkel", "tokeni", "tokenin", "tokena", "žeton", "jeton", "salaisuus",
    "titok", "tajemství", "sekret", "gizli", "secretul", "ufunguo", "maɓalli", "mabuɗi",
    "kọ́kọ́rọ́", "kunci", "khóa", "khoá", "ключ", "кључ", "токен", "κλειδ", "מפתח",
    "טוקן", "مفتاح", "کلید", "توکن", "रहस्य", "कुंजी", "टोकन", "চাবি", "টোকেন",
    "சாவி", "กุญแจ", "คีย์", "โทเค็น", "ቁልፍ", "ቶከን", "გასაღებ", "ტოკენ", "բանալի",
)  # fmt: skip
"""The word for a key, a token or a secret: a random-looking value after it is a credential."""

RULE_WORDS: Final = (
    r"policy|policies|rule|rules|must|should|at\s+least|minimum|min\.|characters?|chars"
    r"|e\.g\.|example|like|manager|vault|hash\w*|reset|expir\w*|length|strength|format"
    r"|richtlinie|muss|mindestens|zeichen|beispiel|z\.\s?b\."
    r"|käytäntö\w*|täytyy|pitää|tulee\s+olla|vähintään|merkki\w*|esim\.|esimerk\w*"
    r"|reegl\w*|peab|vähemalt|märki\w*|näiteks|noteikum\w*|jābūt|vismaz|simbol\w*"
    r"|taisykl\w*|turi|bent|szabály\w*|kell|legalább|karakter\w*|például|pl\."
    r"|zásad\w*|musí|alespoň|znak\w*|např\.|zasad\w*|musi|co\s+najmniej|znak\w*|np\."
    r"|pravil\w*|mora|najmanje|znakova|primjer\w*|npr\.|politik\w*|trebuie|cel\s+puțin"
    r"|caracter\w*|exemplu|kural\w*|olmalı\w*|en\s+az|örne\w*|gibi|politika|måste|minst"
    r"|tecken|skal|mindst|tegn|moet|minstens|tekens|bijvoorbeeld|regel\w*|minimo"
    r"|правил\w*|политик\w*|должен|должна|должно|минимум|не\s+менее|символ\w*|например"
    r"|мора|најмање|знак\w*|κανόν\w*|πρέπει|τουλάχιστον|χαρακτήρ\w*|π\.χ\."
    r"|מדיניות|חייב\w*|לפחות|תווים|לדוגמה|سياسة|يجب|على\s+الأقل|أحرف|حروف|مثال|مثلا"
    r"|سیاست|باید|حداقل|کاراکتر|نویسه|مثال|مثلاً|نیتی|चाहिए|कम\s+से\s+कम|अक्षर|उदाहरण"
    r"|নীতি|অবশ্যই|কমপক্ষে|অক্ষর|উদাহরণ|นโยบาย|ต้อง|อย่างน้อย|ตัวอักษร|ตัวอย่าง"
    r"|chính\s+sách|phải|ít\s+nhất|ký\s+tự|ví\s+dụ|kebijakan|harus|minimal|sekurang|karakter"
    r"|contoh|misalnya|sera|lazima|angalau|herufi|mfano|dole\s+ne|aƙalla|haruffa|misali"
    r"|gbọdọ|ó\s+kéré|àpẹẹrẹ|ፖሊሲ|ቢያንስ|ፊደላት|ምሳሌ|წესი|უნდა|მინიმუმ|სიმბოლო|მაგალით"
    r"|կանոն|պետք\s+է|նվազագույն|նիշ|օրինակ"
    r"|策略|规则|規則|至少|以上|位数|字符|例如|比如|哈希|散列|ポリシー|ルール|文字|例えば|ハッシュ"
    r"|정책|규칙|최소|이상|자리|문자|예를\s+들어|예:|해시|política|regla|mínimo|caracteres"
    r"|ejemplo|p\.\s?ej\.|regra|pelo\s+menos|exemplo|politique|règle|au\s+moins|caractères"
    r"|exemple|p\.\s?ex\.|минимум|хеш\w*|хэш\w*"
)
"""Words that make a sentence a rule, an example or a manager, not one password handed over."""

NOT_KEY_WORDS: Final = (
    r"\bids?\b|identifier|hash\w*|fingerprint|checksum|digest|public|pub\b|kimli\w*"
    r"|tunnis\w*|azonosít\w*|identifik\w*|identyfik\w*|идентифик\w*|ідентифік\w*|хеш\w*"
    r"|хэш\w*|отпечат\w*|özet|parmak|sormenjälk\w*|ujjlenyomat|otisk|odcisk|julkinen|julkise\w*"
    r"|avalik\w*|publiczn\w*|veřejn\w*|verejn\w*|nyilvános|açık|ochiq|δημόσι\w*|αναγνωριστικ\w*"
    r"|открыт\w*|публичн\w*|відкрит\w*|публічн\w*|javn\w*|public\w*|genel|ציבורי|מזהה|عام|عمومی"
    r"|معرف|شناسه|सार्वजनिक|पहचान|পাবলিক|শনাক্ত|สาธารณะ|công\s+khai|mã\s+định\s+danh|publik"
    r"|umma|ya\s+umma|ቁጥር\s+መለያ|საჯარო|идентиф\w*|cache|redis|primary|foreign|partition"
    r"|tokeni[sz]\w*|empreinte\w*|huella\w*|impronta\w*|impressão|identifiant\w*"
    r"|identificador\w*|identificativo|kennung|fingerabdruck|prüfsumme|somme\s+de\s+contrôle"
)
"""Words near a key word that make the value an identifier, a digest or public material."""

FIXTURE_WORDS: Final = (
    r"dummy|fake|mock|sample|example|placeholder|beispiel\w*|muster|attrappe|esimerkki\w*"
    r"|näidis\w*|örnek\w*|sahte|przykład\w*|testow\w*|příklad\w*|ukázkov\w*|példa\w*|minta\w*"
    r"|пример\w*|тестов\w*|фиктивн\w*|приклад\w*|exemplu|fals\w*|παράδειγμα|δοκιμαστικ\w*"
    r"|דוגמה|לדוגמה|مثال|نمونه|ساختگی|उदाहरण|নমুনা|ตัวอย่าง|ví\s+dụ|contoh|mfano|misali|àpẹẹrẹ|ምሳሌ"
    r"|fict\w*|fals[oa]s?|fals[ck]\w*|fixtures?|factice|fictif|fictive|bidon|finto|finta"
    r"|namaak|falsk|示例|范例|假的|ダミー|サンプル|더미|샘플|예시"
)
"""Words before a password word that make it a fixture's or an example's (``Dummy-Passwort``)."""

PIN_WORDS: Final = (
    "pin", "pin-code", "pin code", "pincode", "pin-koodi", "pin-kood", "pin kodu", "pin kód",
    "pin-kód", "kod pin", "код pin", "пин", "пін", "пин-код", "пін-код", "पिन", "পিন", "பின்",
    "พิน", "ፒን", "פין", "رقم التعريف", "رمز pin", "کد پین", "پین", "mã pin",
    # codes of an alarm, a door, a gate, a safe, a keypad
    "alarm code", "door code", "gate code", "safe code", "keypad code", "alarmcode", "deurcode",
    "alarmkode", "dørkode", "portkode", "larmkod", "portkod", "dörrkod", "hälytyskoodi",
    "ovikoodi", "porttikoodi", "riasztókód", "ajtókód", "kód alarmu", "alarmový kód",
    "kód ke dveřím", "kod alarmu", "kod do drzwi", "kod do bramy", "kod sejfu", "alarm kodu",
    "kapı kodu", "kasa kodu", "codul alarmei", "codul ușii", "kod alarma", "kod za vrata",
    "код сигнализации", "код от сигнализации", "код двери", "код домофона", "код от сейфа",
    "код сейфа", "код ворот", "код від сигналізації", "код дверей", "код на алармата",
    "κωδικός συναγερμού", "κωδικός πόρτας", "קוד האזעקה", "קוד אזעקה", "קוד הדלת",
    "קוד הכניסה", "קוד הכספת", "קוד השער", "رمز الإنذار", "رمز الباب", "رمز الخزنة",
    "کد دزدگیر", "کد در", "کد گاوصندوق", "अलार्म कोड", "दरवाज़े का कोड", "दरवाजे का कोड",
    "অ্যালার্ম কোড", "দরজার কোড", "รหัสสัญญาณกันขโมย", "รหัสประตู", "mã cửa", "mã báo động",
    "kode alarm", "kode pintu", "msimbo wa kengele", "msimbo wa mlango", "lambar ƙararrawa",
    "lambar ƙofa", "የማንቂያ ኮድ", "የበር ኮድ", "სიგნალიზაციის კოდი", "კარის კოდი",
)  # fmt: skip
"""A PIN's or an access code's word: 4-8 digits after it are the code."""

NOT_PIN_WORDS: Final = (
    r"digits?|ziffern?|chiffres?|cifras?|dígitos|цифр\w*|číslic\w*|cyfr\w*|számjegy\w*"
    r"|hane\w*|merkki\w*|numeroa|tecken|siffror|cijfers|ספרות|أرقام|رقم|ارقام|अंक|সংখ্যা"
    r"|tarakimu|lambobi|ቁጥሮች|attempts?|tries|versuche|intentos|tentativ\w*|попыт\w*|kez"
    r"|yritys\w*|pokus\w*|prób\w*|próbálkoz\w*|rollout|release|version\w*|length|länge"
    r"|longitud|comprimento|longueur|длин\w*|pituus|hossz\w*|délka|długość|uzunluk"
    r"|reset\w*|expir\w*|changed\s+every|policy|politik\w*|hash\w*|order|ticket|invoice"
    r"|pad|firmware|model|serial|build|date|datum|fecha|date|日付"
)
"""Words that make the number after a PIN word a count, a length or something else."""

PHRASE_WORDS: Final = (
    "passphrase", "pass phrase", "pass-phrase", "seed phrase", "seed", "mnemonic",
    "recovery phrase", "recovery words", "frase de paso", "frase de contraseña",
    "frase secreta", "frase semilla", "frase de recuperación", "frase-senha", "frase secreta",
    "frase de recuperação", "phrase secrète", "phrase de passe", "phrase de récupération",
    "passwortsatz", "wiederherstellungsphrase", "merksatz", "парольная фраза", "кодовая фраза",
    "сид-фраза", "seed-фраза", "мнемоническая фраза", "фраза восстановления", "助记词",
    "助記詞", "密码短语", "口令短语", "パスフレーズ", "シードフレーズ", "암호문구", "시드 구문",
    "복구 구문", "wachtzin", "herstelzin", "lösenfras", "återställningsfras", "passordfrase",
    "gjenopprettingsfrase", "adgangssætning", "gendannelsessætning", "salalause",
    "palautuslause", "siemenlause", "fraza odzyskiwania", "fraza seed", "hasło-fraza",
    "heslová fráze", "obnovovací fráze", "jelmondat", "helyreállítási kifejezés",
    "frază de recuperare", "parolă-frază", "kurtarma kelimeleri", "kurtarma ifadesi",
    "parola cümlesi", "gizli cümle", "φράση ανάκτησης", "φράση πρόσβασης", "ביטוי סיסמה",
    "ביטוי שחזור", "ביטוי השחזור", "מילות שחזור", "מילות השחזור",
    "ביטוי הסיסמה", "عبارة الاسترداد", "عبارة الاسترجاع", "عبارة المرور",
    "كلمات الاسترداد", "عبارت بازیابی", "کلمات بازیابی", "عبارت عبور", "रिकवरी फ्रेज",
    "बीज वाक्यांश", "पासफ़्रेज़", "পাসফ্রেজ", "রিকভারি ফ্রেজ", "วลีกู้คืน", "วลีรหัสผ่าน",
    "cụm từ khôi phục", "cụm mật khẩu", "frasa pemulihan", "frasa sandi", "maneno ya kurejesha",
    "kaulisiri", "jimlar sirri", "gbólóhùn ìpamọ́", "የማገገሚያ ሐረግ", "አገናኝ ሐረግ",
)  # fmt: skip
"""A passphrase's or a recovery phrase's word: four words of the BIP39 list after it are one."""
