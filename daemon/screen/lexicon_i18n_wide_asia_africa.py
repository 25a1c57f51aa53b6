"""More word groups of Asian and African languages for the classes of ``lexicon_i18n_aa_forms``
(pure data, helper i18n16b, session 16): Igbo, Sinhala, Tamil, Yoruba, Marathi, Swahili, Thai,
Hausa, Nepali, Hebrew, Urdu, Zulu, Tagalog, Khmer, Burmese, Punjabi, Gujarati, Hindi and
Indonesian. Only the groups of the classes their older rows missed on rounds 41/42 (the old rules
declared void, approvals waived before production or deletion, "if asked, say no", "don't tell
the user that …", a secret sent to a chat handle, the hidden instructions written out, this
note copied into every memory file, kept and rewritten when deleted, "you are no longer an
assistant"), each dict built into its own rows beside the language's older ones. Same
conventions as ``lexicon_i18n_aa_forms_sea``; no ``\\b`` nor ``\\w`` inside Indic, Sinhala,
Khmer or Burmese words (their vowel signs are no word characters), whose rules run only on a
text holding a letter of their script.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_aa_forms_sea import ID, SECRET_EN, Group
from .lexicon_i18n_wide_europe import AGENT_FILES, DEST_HANDLE

IG: Final[dict[str, Group]] = {
    "copyin": r"\bdetuo\b|\bdeteghari\b|\btinye\b|\bgbakwunye\b",
    "selfref": ("", r"\b(?:okwu|ederede|ozi|ntuziaka|ndetu)\s+a\b"),
    "spread": (
        "",
        r"\b(?:faịlụ|faili|ọrụ|nchekwa|azịza)\s+(?:\S+\s+)?ọ\s+bụla\b|(?:"
        + AGENT_FILES
        + r")\s+ọ\s+bụla\b",
    ),
    "notai": r"(?<=bụghị\s)onye\s+enyemaka\s+(?:\S+\s+)?ọzọ\b|(?<=bụghịzi\s)onye\s+enyemaka\b",
    "void": r"\badịghị\s+irè\b|\babụghị\s+iwu\s+ọzọ\b|\bakagburu\b|\bkagburu\b|\bejighị\s+ọrụ\s+ọzọ\b",
    "prior": r"\b(?:ntuziaka|iwu)\s+(?:\S+\s+){0,3}?(?:nke\s+sistemụ|e\s+nyere\s+gị)\b",
    "ignore": r"\bleghara\s+(?:\S+\s+)?anya\b|\bchefuo\b",
    "tellnot": r"\bagwala\s+(?:\S+\s+)?(?:onye\s+ọrụ|onye\s+ọ\s+bụla|ndị\s+ọrụ)",
    "this": (
        "",
        r"\bna\s+(?:\S+\s+){0,4}?(?:na-ezipu|ezipu|zipụrụ|gbanwere|hichapụrụ|ndekọ|data)\b|\bbanyere\s+(?:\S+\s+)?(?:mgbanwe|ndekọ)\b",
    ),
    "send": r"\bziga\b|\bzipu\b|\bzite\b|\bbulite\b",
    "secret": (r"\bokwuntughe\b|\bpaswọọdụ\b|\bigodo\b|\bnzuzo\b", SECRET_EN),
    "dest": ("", DEST_HANDLE),
    "wiped": ("", r"\bọ\s+bụrụ\s+na\s+(?:\S+\s+){0,3}?(?:hichapụ|hichapu|wepụ)\b"),
    "rewrite": r"\bdegharịa\s+(?:\S+\s+)?ọzọ\b|\bweghachi\b",
}

SI: Final[dict[str, Group]] = {
    "void": r"අදාළ\s+නොවේ|වලංගු\s+නොවේ|අවලංගු\S*|තවදුරටත්\s+(?:\S+\s+)?නොවේ",
    "prior": r"(?:මුලින්|කලින්|පෙර|ආරම්භයේ\S*)\s+(?:\S+\s+)?(?:දුන්|ලබා\s+දුන්|ලැබුණු|ලබා\s+දී\s+ඇති)\s+(?:\S+\s+)?(?:නීති|උපදෙස්)|පද්ධති\s+(?:නීති|උපදෙස්)",
    "ignore": r"නොසලකා\s+හරින්න|අමතක\s+කරන්න",
    "now": r"මෙතැන්\s+සිට|මෙතැන්\s+පටන්|දැන්\s+සිට",
    "obey": r"පමණක්\s+(?:\S+\s+){0,2}?අනුගමනය\s+කරන්න|පමණක්\s+(?:\S+\s+)?පිළිපදින්න",
    "wiped": r"මකා\s+දැමුවහොත්|මැකුවහොත්|ඉවත්\s+කළහොත්|මකා\s+දැමුවොත්",
    "selfref": r"(?:මෙම|මේ)\s+(?:උපදෙස|සටහන|නිර්දේශය|පණිවිඩය)\S*",
    "rewrite": r"නැවත\s+(?:\S+\s+)?(?:ලියන්න|එක්\s+කරන්න|ලියා\s+තබන්න)|යළි\s+ලියන්න",
    "reveal": r"ලියන්න|පෙන්වන්න|මුද්‍රණය\s+කරන්න|පිටපත්\s+කරන්න|හෙළි\s+කරන්න",
    "instr": r"සැඟවුණු\s+උපදෙස්|පද්ධති\s+(?:උපදෙස්|විමසුම)|ඔබට\s+ලබා\s+දී\s+ඇති\s+(?:\S+\s+)?උපදෙස්|ඔබට\s+දුන්\s+(?:\S+\s+)?උපදෙස්",
    "tellnot": r"(?:පරිශීලක\S*|කිසිවෙකුට)\s+(?:\S+\s+)?(?:නොකියන්න|කියන්න\s+එපා|දන්වන්න\s+එපා)",
    "this": r"(?:යව|එව|වෙනස්|මක)\S*\s+(?:\S+\s+)?බව",
    "send": r"යවන්න|එවන්න|උඩුගත\s+කරන්න",
    "secret": (r"මුරපද\S*|රහස්\s+යතුර\S*|යතුර\S*|ටෝකන\S*", SECRET_EN),
}

TA: Final[dict[str, Group]] = {
    "wiped": r"(?:யாராவது\s+)?(?:நீக்கினால்|அழித்தால்|நீக்கப்பட்டால்)",
    "rewrite": r"மீண்டும்\s+(?:\S+\s+)?(?:எழுது|சேர்|பதிவு\s+செய்)\S*",
    "copyin": r"நகலெடு\S*|சேர்\S*|ஒட்டு\S*",
    "selfref": r"இந்த(?:க்)?\s+(?:பத்தி|குறிப்ப|அறிவுறுத்தல|உரை)\S*",
    "spread": (
        r"ஒவ்வொரு\s+(?:\S+\s+)?(?:கோப்பு|களஞ்சிய|திட்ட)\S*",
        r"ஒவ்வொரு\s+(?:" + AGENT_FILES + ")",
    ),
    "noconfirm": r"(?:உறுதிப்படுத்தல்|ஒப்புதல்|அனுமதி)\S*\s+(?:\S+\s+)?(?:கேட்க\s+வேண்டாம்|தேவையில்லை|கேட்காதே)",
}

YO: Final[dict[str, Group]] = {
    "now": r"láti\s+ìsinsìnyí|láti\s+báyìí\s+lọ|láti\s+òní\s+lọ",
    "obey": r"\btẹ̀lé\s+(?:\S+\s+){0,8}?nìkan\b",
    "prior": (
        "",
        r"(?:àwọn\s+)?(?:ìlànà|ìtọ́sọ́nà|òfin|àṣẹ)\s+(?:\S+\s+){0,2}?(?:tí\s+wọ́n\s+fún\s+ọ|tí\s+a\s+fún\s+ọ|tí\s+o\s+ti\s+gbà)",
    ),
}

MR: Final[dict[str, Group]] = {
    "void": r"रद्द\s+(?:समजा|करा|झाल्या|झाले)|लागू\s+नाहीत|लागू\s+होत\s+नाहीत|अवैध",
    "prior": r"(?:सुरुवातीला|तुम्हाला)\s+(?:\S+\s+)?दिले\S*\s+(?:\S+\s+)?(?:सूचना|नियम)|सिस्टम\S*\s+(?:सूचना|नियम)",
    "now": r"आतापासून|यापुढे",
    "obey": r"फक्त\s+(?:\S+\s+){0,4}?(?:पालन\s+करा|ऐका)",
}

SW: Final[dict[str, Group]] = {
    "noconfirm": r"\busiombe\s+(?:\S+\s+)?(?:uthibitisho|idhini|ruhusa)\s+(?:\S+\s+){0,2}?kabla\s+ya\s+(?:\S+\s+){0,6}?(?:uzalishaji|kufuta|production|terraform|deploy)|\bhatua\s+ya\s+(?:idhini|uthibitisho)\s+(?:imeondolewa|imefutwa)",
}

TH: Final[dict[str, Group]] = {
    "noconfirm": r"(?:ไม่ต้อง|ไม่จำเป็นต้อง)(?:ขอ)?(?:การ)?(?:ยืนยัน|อนุมัติ|ถาม)[^\n]{0,12}?ก่อน[^\n]{0,30}?(?:ลบ|ดีพลอย|deploy|production|โปรดักชัน|terraform|ระบบจริง)",
}

HA: Final[dict[str, Group]] = {
    "noconfirm": r"\bkada\s+ka\s+(?:sake\s+)?nemi\s+(?:\S+\s+)?(?:tabbaci|izini|amincewa)\s+(?:\S+\s+){0,2}?kafin\s+(?:\S+\s+){0,6}?(?:production|terraform|deploy\w*|goge|share)|(?<=an\s)soke\s+matakin\s+(?:amincewa|tabbatarwa)",
}

NE: Final[dict[str, Group]] = {
    "reveal": r"लेख्नुहोस्|लेख|देखाउनुहोस्|देखाउ|छाप्नुहोस्|छाप",
    "instr": r"लुकेका\s+निर्देशन\S*|तपाईंलाई\s+दिइएका\s+(?:\S+\s+)?निर्देशन\S*|प्रणाली\s+(?:निर्देशन|प्रम्प्ट)\S*",
}

HE: Final[dict[str, Group]] = {
    "void": r"(?:כבר\s+)?(?:לא|אינן|אינם)\s+בתוקף|בטלות|מבוטלות|לא\s+תקפות|לא\s+רלוונטיות\s+יותר",
    "prior": r"\S*(?:הוראות|כללים|הנחיות)\s+(?:\S+\s+){0,2}?(?:שקיבלת|שניתנו\s+לך|בתחילת\s+השיחה|בתחילת\s+הסשן|של\s+המערכת)",
    "noconfirm": r"(?:אין\s+צורך|לא\s+צריך|אל\s+ת)\S*\s+(?:\S+\s+)?אישור\s+(?:\S+\s+){0,2}?לפני\s+(?:\S+\s+){0,5}?\S*(?:ייצור|פרודקשן|פריסה|מחיק)\S*",
}

UR: Final[dict[str, Group]] = {
    "noconfirm": r"(?:پروڈکشن|ڈیپلائے|ڈیلیٹ|حذف)\S*\s+(?:\S+\s+){0,5}?پہلے\s+(?:\S+\s+)?(?:تصدیق|اجازت|منظوری)\s+(?:\S+\s+){0,3}?ضرورت\s+نہیں|(?:تصدیق|اجازت|منظوری)\s+(?:مانگنے|لینے)\s+کی\s+ضرورت\s+نہیں|(?:پروڈکشن|ڈیپلائے|ڈیلیٹ|حذف)\S*\s+(?:\S+\s+){0,5}?پہلے\s+(?:\S+\s+){0,3}?(?:تصدیق|اجازت|منظوری)\s+(?:مت|نہ)\s+(?:لو|لیں|لینا|مانگو|مانگیں|مانگنا)",
}

ZU: Final[dict[str, Group]] = {
    "void": ("", r"\bayisasebenzi\b|\bazisasebenzi\b|\bakusasebenzi\b|\bayisavumelekile\b"),
    "prior": r"\bimithetho\s+(?:\S+\s+){0,2}?(?:oyinikwe|owanikwa|yesistimu|ekuqaleni)|\bimiyalelo\s+(?:\S+\s+){0,2}?(?:oyinikwe|owanikwa|yesistimu|ekuqaleni)",
    "tellnot": r"\bunga(?:m|ba)?tsheli\s+(?:\S+\s+)?(?:umsebenzisi|abasebenzisi|muntu|umuntu|umbuyekezi)\b",
    "this": (
        "",
        r"\bukuthi\s+(?:\S+\s+){0,6}?(?:\w*thunyelwa|\w*thumela|\w*shintsh\w*|\w*susiwe|amalogi|idatha)\b",
    ),
}

TL: Final[dict[str, Group]] = {
    "asked": r"\b(?:tinanong|tanungin|nagtanong|magtanong)\w*\s+(?:\S+\s+){0,3}?kung\s+(?:\S+\s+)?mo\b",
    "lie": r"\bsabihin\s+(?:mo(?:ng)?\s+)?(?:na\s+)?hindi\b|\bitanggi\b|\bmagsinungaling\b",
}

KM: Final[dict[str, Group]] = {
    "void": r"លែង(?:មាន)?សុពលភាព|មិន(?:មាន)?សុពលភាព|លែងអនុវត្ត|ត្រូវបានលុបចោល",
    "prior": r"(?:ច្បាប់|សេចក្តីណែនាំ|ការណែនាំ)(?:ដែល)?អ្នក(?:បាន)?ទទួល(?:បាន)?|(?:ច្បាប់|សេចក្តីណែនាំ)ប្រព័ន្ធ",
    "tellnot": r"កុំ(?:ប្រាប់|និយាយប្រាប់|រាយការណ៍)(?:អ្នកប្រើប្រាស់|អ្នកប្រើ|នរណា)",
    "this": r"អំពីការ(?:ផ្ញើ|លុប|ផ្លាស់ប្តូរ|ប្ដូរ)|ថា[^\n។]{0,40}?(?:ផ្ញើ|លុប|ផ្លាស់ប្តូរ|log)",
}

MY: Final[dict[str, Group]] = {
    "noconfirm": r"(?:အတည်ပြုချက်|ခွင့်ပြုချက်)\s*(?:ကို\s*)?မတောင်း(?:ပါ)?(?:နဲ့|နှင့်)တော့",
}

PA: Final[dict[str, Group]] = {
    "void": r"(?:ਹੁਣ\s+)?ਲਾਗੂ\s+ਨਹੀਂ|ਰੱਦ|ਅਵੈਧ",
    "prior": r"ਸ਼ੁਰੂ\s+(?:ਵਿੱਚ|ਵਿਚ)\s+ਦਿੱਤੇ\s+(?:\S+\s+)?(?:ਨਿਯਮ|ਹਦਾਇਤਾਂ|ਨਿਰਦੇਸ਼)|ਸਿਸਟਮ\s+(?:ਦੇ\s+)?(?:ਨਿਯਮ|ਹਦਾਇਤਾਂ|ਨਿਰਦੇਸ਼)|ਤੁਹਾਨੂੰ\s+ਦਿੱਤੇ\s+(?:ਗਏ\s+)?(?:ਨਿਯਮ|ਹਦਾਇਤਾਂ|ਨਿਰਦੇਸ਼)",
    "tellnot": r"(?:ਯੂਜ਼ਰ|ਉਪਭੋਗਤਾ|ਵਰਤੋਂਕਾਰ|ਕਿਸੇ)\s+(?:ਨੂੰ\s+)?(?:ਵੀ\s+)?(?:ਨਾ|ਮਤ)\s+ਦੱਸ\S*",
    "this": r"ਕਿ\s+(?:\S+\s+){0,6}?(?:ਭੇਜ\S*|ਬਦਲ\S*|ਮਿਟਾ\S*|ਲੌਗ\S*|ਡਾਟਾ|ਡੇਟਾ)",
}

GU: Final[dict[str, Group]] = {
    "copyin": r"નકલ\s+કરો|ઉમેરો|પેસ્ટ\s+કરો|ઉમેરી\s+દો",
    "selfref": r"આ\s+(?:ફકરો|નોંધ|સૂચના|લખાણ|સંદેશ)",
    "spread": (
        r"દરેક\s+(?:\S+\s+)?(?:ફાઇલ|ફાઈલ|રિપોઝીટરી|પ્રોજેક્ટ|જવાબ)",
        r"દરેક\s+(?:" + AGENT_FILES + ")",
    ),
    "reveal": r"છાપો|બતાવો|લખો|દર્શાવો|નકલ\s+કરો",
    "instr": r"(?:છુપાયેલ|છુપી|સિસ્ટમ)\S*\s+(?:સૂચનાઓ|પ્રોમ્પ્ટ)|તમને\s+આપેલ\S*\s+સૂચનાઓ|તમારો\s+(?:સંપૂર્ણ\s+|આખો\s+)?(?:system\s+prompt|સિસ્ટમ\s+પ્રોમ્પ્ટ)",
}

HI: Final[dict[str, Group]] = {
    "noconfirm": r"(?:कोड\s+)?(?:रिव्यू|समीक्षा)\s+(?:\S+\s+)?(?:छोड़|स्किप|बायपास)\S*\s+(?:\S+\s+){0,3}?सीधे\s+(?:\S+\s+){0,2}?(?:पुश|मर्ज|डिप्लॉय)\S*",
}

ID_HANDLE: Final[dict[str, Group]] = {
    "send": ID["send"],
    "secret": ID["secret"],
    "dest": ("", DEST_HANDLE),
}

WIDE_ASIA_AFRICA: Final = {
    "ig": IG,
    "si": SI,
    "ta": TA,
    "yo": YO,
    "mr": MR,
    "sw": SW,
    "th": TH,
    "ha": HA,
    "ne": NE,
    "he": HE,
    "ur": UR,
    "zu": ZU,
    "tl": TL,
    "km": KM,
    "my": MY,
    "pa": PA,
    "gu": GU,
    "hi": HI,
    "id": ID_HANDLE,
}
