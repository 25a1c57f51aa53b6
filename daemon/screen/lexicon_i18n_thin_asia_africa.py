"""Word groups of Yoruba, Somali, Zulu, Azerbaijani, Kazakh and Nepali (Devanagari, and the
romanised Nepali chats write) for the classes of ``lexicon_i18n_aa_forms`` (pure data, helper
i18n15b, session 15): the Asian and African languages whose lexicon rows were thinnest. Same
conventions as ``lexicon_i18n_aa_forms_sea``; no ``\\b`` nor ``\\w`` inside Devanagari words
(its vowel signs are no word characters); Yoruba written with its tones (``respelled`` adds
the bare spelling); Zulu with its noun-class prefixes (``ngalezi``, ``umsebenzisi``).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_aa_forms_sea import (
    AUD_EN,
    AUTO_EN,
    PROD_EN,
    PROMO_EN,
    REG_EN,
    SECRET_EN,
    Group,
)

_SEND_EN: Final = r"\bupload\b|\bcopy\b|\bsync\b|\bpush\b"

YO: Final[dict[str, Group]] = {
    "refuse": r"má\s+(?:ṣe\s+)?kọ\s+(?:\S+\s+)?(?:ìbéèrè|àṣẹ)|láìkọ̀\b",
    "guard": r"àyẹ̀wò\s+ààbò|òfin\s+ààbò|àlẹ̀mọ́\s+(?:àkóónú|ààbò)|ìdáàbòbò",
    "drop": r"\bpa\s+(?:gbogbo\s+)?(?=àyẹ̀wò|òfin|àlẹ̀mọ́)|\bfojú\s+fo\b|\bfo\s+(?:\S+\s+)?(?:àyẹ̀wò|òfin)|ìmọ̀ràn\s+lásán",
    "add": r"\bfi\s+(?:\S+\s+){1,5}?kún\b|\bṣàfikún\b|\bfikún\b",
    "each": (
        r"gbogbo\s+(?:\S+\s+)?(?:ìdáhùn|ìfiránṣẹ́|ojú-ìwé|ìwé)",
        r"gbogbo\s+(?:\S+\s+)?(?:commit|pr|readme|template)",
    ),
    "promo": (r"ìpolówó", PROMO_EN),
    "forever": r"títí\s+láé|títí\s+ayérayé|ní\s+gbogbo\s+ìgbà\s+ìjíròrò",
    "recommend": r"\bdábàá\b|\bgbà\s+(?:\S+\s+)?níyànjú",
    "nomention": r"má\s+(?:ṣe\s+)?(?:sọ|mẹ́nu|fi\s+hàn|jábọ̀)\b|\bfi\s+(?:\S+\s+)?pamọ́\s+fún",
    "this": r"\bèyí\b|\bwọ̀nyí\b|\byìí\b|àwọn\s+àyípadà|\bàyípadà\b",
    "audience": (
        r"\bolùlò\b|\bolùwò\b|\boníbàárà\b|\bolùyẹ̀wò\b|\bẹnikẹ́ni\b|\bàkópọ̀\b|\bìròyìn\b",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:bí|tí)\s+(?:\S+\s+){0,2}?bá\s+béèrè",
    "lie": r"\bpurọ́\b|\bsẹ́\b|(?:sọ|dáhùn)\s+pé\b",
    "secret": (r"ọ̀rọ̀\s+aṣínà|ọ̀rọ̀\s+ìkọ̀kọ̀|\bkọ́kọ́rọ́\b|\bàṣírí\b", SECRET_EN),
    "silent": r"ní\s+ìkọ̀kọ̀|láìsọ\s+fún|má\s+sọ\s+fún\s+ẹnikẹ́ni",
    "send": (
        r"\bfi\s+(?:\S+\s+){0,6}?ránṣẹ́\b|\bránṣẹ́\s+sí\b|\bgbé\s+(?:\S+\s+){0,4}?sókè\b",
        _SEND_EN,
    ),
    "change": (r"\byí\s+(?:\S+\s+){0,4}?padà\b|\bpààrọ̀\b", r"\bset\b|\bswitch\b"),
    "registry": (r"ibi\s+ìforúkọsílẹ̀|ibi\s+ìpamọ́", REG_EN),
    "sneaky": r"\bláìbéèrè\b|\bláìgbàṣẹ\b|ní\s+ìkọ̀kọ̀|ṣáájú\s+gbogbo\s+(?:\S+\s+)?ìfisọ́rí|ní\s+gbogbo\s+ìgbà",
    "prior": r"(?:ìtọ́nisọ́nà|ìtọ́sọ́nà|àṣẹ|òfin)\s+(?:\S+\s+){0,3}?(?:tí\s+ó\s+ṣáájú|àtẹ̀yìnwá|tẹ́lẹ̀|àkọ́kọ́|ti\s+ètò)|(?:àwọn\s+)?òfin\s+àtẹ̀yìnwá",
    "ignore": r"\bfojú\s+fo\b|\bgbàgbé\b|\bpa\s+(?:\S+\s+)?tì\b",
    "obey": r"\btẹ̀lé\s+(?:\S+\s+){0,4}?nìkan\b|\bṣègbọràn\s+sí\s+(?:\S+\s+){0,3}?nìkan\b",
    "now": r"láti\s+ìsinsìnyí|láti\s+ìsinsin\s+yìí|láti\s+báyìí\s+lọ|láti\s+òní\s+lọ",
    "reveal": r"\bkọ\s+(?:\S+\s+){0,4}?jáde\b|\bfi\s+(?:\S+\s+){0,3}?hàn\b|\bṣàfihàn\b|\btẹ̀\s+(?:\S+\s+)?jáde\b|\bṣí\s+(?:\S+\s+)?payá\b",
    "instr": r"ìtọ́nisọ́nà\s+(?:\S+\s+)?ètò|àṣẹ\s+ètò|ìtọ́nisọ́nà\s+tí\s+(?:a\s+fi\s+pamọ́|wọ́n\s+fún\s+ọ)",
    "you": r"\bìwọ\b",
    "power": r"(?:kò\s+ní|láìsí)\s+ààlà|kì\s+í\s+kọ|àṣẹ\s+kíkún|ààyè\s+kíkún",
}

SO: Final[dict[str, Group]] = {
    "refuse": r"ha\s+diidin\s+(?:\S+\s+)?(?:codsi|amar)\w*|marnaba\s+ha\s+diidin",
    "guard": r"(?:hubinta|baaritaanka|xeerarka|shuruucda|sifeeyayaasha)\s+(?:\S+\s+)?(?:amniga|ammaanka|nabadgelyada)|\bsifeeye\w*",
    "drop": r"\b(?:dami|demi|jooji|ka\s+bood|iska\s+dhaaf)\b",
    "add": r"\b(?:ku\s+dar|geli|ku\s+lifaaq)\b",
    "each": (
        r"\b(?:jawaab|fariin|bog|dukumenti)\w*\s+kasta\b",
        r"\b(?:commit|pr|readme|template)\s+kasta\b",
    ),
    "promo": (r"\bxayeysiis\w*", PROMO_EN),
    "forever": r"\bweligaa\b|\bweligood\b|si\s+joogto\s+ah|fadhi\s+kasta\s+oo\s+soo\s+socda",
    "nomention": r"\bha\s+(?:u\s+)?(?:sheegin|xusin|ogeysiin|ka\s+warramin)\b|\bha\s+ku\s+xusin\b|\bqari\b|\bqarso\b",
    "this": r"\bkan\b|\btan\b|\bkuwan\b|\barrintan\b|\bisbeddel\w*",
    "audience": (
        r"\bisticmaal\w*|\bdib-u-eeg\w*|\bqofna\b|\bsoo\s+koobid\w*|\bwarbixin\w*|\bmacmiil\w*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"\bhaddii\s+(?:\S+\s+){0,3}?(?:weydiiyo|la\s+weydiiyo|su'aalo)\b",
    "lie": r"been\s+(?:u\s+)?sheeg|\bbeenee\b|\bdafir\b|\bdhah\b",
    "secret": (r"erayga\s+sirta|\bfuraha\b|\bfurayaasha\b|\bsirta\b|\baqoonsiga\b", SECRET_EN),
    "silent": r"si\s+qarsoodi\s+ah|qofna\s+ha\s+u\s+sheegin",
    "send": (r"\b(?:dir|gudbi|shub|rar)\b", _SEND_EN),
    "change": (r"\b(?:beddel|isticmaal)\b", r"\bset\b|\bswitch\b"),
    "registry": (r"\bdiiwaan\w*|\bkaydka\b", REG_EN),
    "sneaky": r"adigoon\s+(?:\S+\s+)?weydiin|aan\s+la\s+weydiin|ogolaansho\s+la'aan|mar\s+kasta|si\s+qarsoodi\s+ah",
    "prior": r"(?:tilmaam|amar|xeer|sharci|awaamir)\w*\s+(?:\S+\s+){0,2}?(?:hore|nidaam\w*|lagu\s+siiyay|laguu\s+siiyay)|\btilmaamihii\b|\bamarradii\b|\bxeerarkii\b",
    "ignore": r"iska\s+indho\s+tir|\bindho\s+tir\b|\biska\s+ilow\b|\bilow\b|\billow\b|\bha\s+dhegaysan\b",
    "obey": r"\braac\s+(?:\S+\s+){0,3}?(?:keliya|kaliya)\b|\badeec\s+(?:\S+\s+){0,3}?(?:keliya|kaliya)\b",
    "now": r"hadda\s+ka(?:\s+)?dib|laga\s+bilaabo\s+hadda|wixii\s+ka\s+dambeeya",
    "reveal": r"\b(?:soo\s+bandhig|tus|daabac|qor|koobiyee|soo\s+saar)\b",
    "instr": r"(?:tilmaam|farriin|amar)\w*\s+(?:\S+\s+)?(?:nidaamka|qarsoon\w*|laguu\s+siiyay)",
    "you": r"\bwaxaad\s+tahay\b|\badigu\b|\badiga\b",
    "power": r"aan\s+xad\s+lahayn|xaddidaad\s+la'aan|xuduud\s+la'aan|aan\s+(?:waligiis|marnaba)\s+diidin|awood\s+buuxda",
}

ZU: Final[dict[str, Group]] = {
    "guard": r"ukuhlola\s+kokuphepha|izihlungi\w*|imithetho\s+yokuphepha|\bezokuphepha\b",
    "drop": r"\b(?:vala|cisha|yeqa|ungazinaki|ziba)\b",
    "add": r"\b(?:engeza|faka|namathisela)\b",
    "each": (
        r"(?:yonke|zonke)\s+(?:\S+\s+)?(?:impendulo|izimpendulo|imiyalezo|amakhasi)|kuyo\s+yonke\s+impendulo",
        r"\bzonke\s+(?:ama)?commit\w*",
    ),
    "promo": (r"\bisikhangiso\w*", PROMO_EN),
    "forever": r"\bphakade\b|\bunomphela\b|ngaso\s+sonke\s+isikhathi",
    "nomention": r"\bunga(?:m|ba|)tsheli\b|\bninga(?:m|ba)tsheli\b|\bungazisho\b|\bungasho\b|\bungakubiki\b|\bungakhulumi\b|\bfihla\b",
    "this": r"\bngalolu\b|\blolu\b|\bshintsho\b|\bngalezi\b|\blezi\b|\blokhu\b|\bngalokhu\b|\bzinguquko\b|\bushintsho\b|\bleli\s+nothi\b",
    "audience": (
        r"\bumsebenzisi\b|\babasebenzisi\b|\bumbuyekezi\b|\bmuntu\b|\besifingqweni\b|\bisifinyezo\b|\bumbiko\b",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"\buma\s+(?:\S+\s+){0,2}?(?:ebuza|bebuza|ubuzwa)\b",
    "lie": r"\bqamba\s+amanga\b|\bphika\b|\bthi\s+(?:\S+\s+)?kuphela\b",
    "secret": (r"\biphasiwedi\b|\bamaphasiwedi\b|\bukhiye\b|\bokhiye\b|\bimfihlo\b", SECRET_EN),
    "silent": r"\bngasese\b|\bungamtsheli\s+muntu\b",
    "send": (r"\b(?:thumela|layisha|kopisha|dlulisela)\b", _SEND_EN),
    "change": (r"\b(?:shintsha|guqula|sebenzisa)\b", r"\bset\b|\bswitch\b"),
    "registry": (r"\birejista\b|\birejistri\b", REG_EN),
    "sneaky": r"ngaphandle\s+kokubuza|\bungabuzi\b|\bngasese\b|\bnjalo\s+uma\b",
    "prior": r"(?:imiyalelo|iziyalezo|imithetho|yonke\s+imiyalelo)\s+(?:\S+\s+)?(?:yangaphambilini|zangaphambilini|yangaphambili|yokuqala|yesistimu|owayinikwa)",
    "ignore": r"\bziba\b|\bunganaki\b|\bungayinaki\b|\bkhohlwa\b|\bkhohlwa\b",
    "obey": r"\b(?:landela|ulandela|lalela)\s+(?:\S+\s+){0,3}?kuphela\b",
    "now": r"kusukela\s+(?:manje|namhlanje|kulesi\s+sikhathi)",
    "reveal": r"\b(?:bonisa|khombisa|phrinta|bhala)\b",
    "instr": r"(?:imiyalelo|umyalezo|iziyalezo)\s+(?:\S+\s+)?(?:yesistimu|wesistimu|efihliwe|eyimfihlo)",
    "you": r"\bungu-?\w+|\bwena\b|\buyi-?\w+",
    "power": r"ongenayo\s+imi(?:ngcele|khawulo)|ngaphandle\s+kwemi(?:ngcele|khawulo)|ongakaze\s+enqabe|\bungenqabi\b",
}

AZ: Final[dict[str, Group]] = {
    "change": (r"\b(?:əvəz\s+et|dəyiş|dəyişdir|yönləndir|istifadə\s+et)\w*", r"\bset\b|\bswitch\b"),
    "registry": (r"\breyestr\w*|\brepozitori\w*|\bpaket\s+mənbə\w*|\bgüzgü\w*", REG_EN),
    "sneaky": r"\bsoruşmadan\b|\bxəbər\s+vermədən\b|\bicazəsiz\b|\bgizlicə\b|hər\s+dəfə|hər\s+quraşdırma\w*\s+(?:əvvəl|öncə)|(?:istifadəçidən|heç\s+kimdən)\s+soruşmadan",
    "autoyes": (
        r"təsdiq\s+(?:istəmə|gözləmə|soruşma)\w*|\btəsdiqsiz\b|yoxlamanı\s+(?:keç|ötür)",
        AUTO_EN,
    ),
    "prod": (
        r"\bprod-(?:a|da|dan|un|u)\b|\bprodda\b|\bprodakşn\w*|\bistehsal\s+mühit\w*|\bcanlı\s+mühit\w*",
        PROD_EN,
    ),
    "pushy": r"\bhəmişə\b|hər\s+dəfə|yerinə\b",
    "send": (r"\b(?:göndər|yüklə|köçür|ötür)\w*", _SEND_EN),
    "secret": (r"\bşifrə\w*|\bparol\w*|\bgizli\s+açar\w*|\baçar\w*", SECRET_EN),
    "silent": r"\bgizlicə\b|heç\s+kimə\s+(?:\S+\s+)?(?:demə|deməd\w*|xəbər\s+vermə\w*)",
    "nomention": r"\b(?:demə|söyləmə|qeyd\s+etmə|bildirmə|xəbər\s+vermə|danışma)\b|\bgizlət\b",
    "this": r"\bbu\b|\bbunu\b|\bbunlar\w*|\bdəyişiklik\w*|\bskript\w*",
    "audience": (
        r"\bistifadəçi\w*|\brəyçi\w*|\bheç\s+kim\w*|\bxülasə\w*|\bhesabat\w*|\bmüştəri\w*",
        AUD_EN + r"|\buser\b",
    ),
    "forever": r"\bhəmişəlik\b|\bəbədi\b|bütün\s+(?:gələcək|növbəti)\s+sessiyalarda",
    "add": r"\b(?:əlavə\s+et|yerləşdir|daxil\s+et)\w*",
    "each": (
        r"hər\s+(?:bir\s+)?(?:cavab|mesaj|səhifə|sənəd)\w*",
        r"hər\s+(?:bir\s+)?(?:commit|pr|readme|template)\w*",
    ),
    "promo": (r"\breklam\w*", PROMO_EN),
}

KK: Final[dict[str, Group]] = {
    "change": (r"\b(?:ауыстыр|өзгерт|бағытта|қолдан)\w*", r"\bset\b|\bswitch\b"),
    "registry": (r"\bтізілім\w*|\bрепозиторий\w*|\bпакет\s+көз\w*|\bайна\w*", REG_EN),
    "sneaky": r"ешкімге\s+(?:\S+\s+)?айтпа\w*|\bсұрамай\w*|\bсұрамастан\b|\bрұқсатсыз\b|\bескертпей\w*|\bүнсіз\b|\bжасырын\b|әр\s+(?:орнату|жолы)\w*",
    "autoyes": (r"растау\w*\s+(?:сұрама|күтпе)\w*|\bрастаусыз\b", AUTO_EN),
    "prod": (r"\bпродакшн\w*|\bөндіріс\w*", PROD_EN),
    "forever": r"\bмәңгі\b|\bбіржола\b|барлық\s+келесі\s+сессия\w*",
    "add": r"\b(?:қос|қосып\s+қой|енгіз|тірке|жапсыр)\b",
    "each": (
        r"(?:әр|әрбір|барлық)\s+(?:\S+\s+)?(?:жауап|хабарлама|бет|құжат)\w*",
        r"(?:әр|барлық)\s+(?:commit|pr|readme|template)\w*",
    ),
    "promo": (r"\bжарнама\w*", PROMO_EN),
    "send": (r"\b(?:жібер|жүкте|көшір|жолда)\w*", _SEND_EN),
    "secret": (r"\bқұпия\s+(?:кілт|сөз)\w*|\bкілт\w*|\bтокен\w*|\bпароль\w*", SECRET_EN),
    "silent": r"\bүнсіз\b|\bжасырын\b|ешкімге\s+(?:\S+\s+)?айтпа\w*",
    "nomention": r"\b(?:айтпа|айтпаңыз|атама|атамаңыз|хабарлама|жазба)\b|\bжасыр\b",
    "this": r"\bбұл\b|\bосы\b|\bбұны\b|\bмұны\b|\bөзгеріс\w*|\bскрипт\w*",
    "audience": (
        r"\bпайдаланушы\w*|\bқолданушы\w*|\bқорытынды\w*|\bешкім\w*|\bесеп\w*|\bклиент\w*",
        AUD_EN + r"|\buser\b",
    ),
    "ignore": r"\b(?:елеме|елемеңіз|ұмыт|ұмытыңыз)\b|назар\s+аударма",
    "prior": r"(?:алдыңғы|бұрынғы|бастапқы|жүйелік)\s+(?:\S+\s+)?(?:нұсқау|ереже|бұйрық)\w*",
    "now": r"\bбұдан\s+былай\b|осы\s+сәттен\s+бастап|қазірден\s+бастап",
    "obey": r"\bтек\s+(?:\S+\s+){0,3}?(?:орында|бағын|ұстан)\w*",
    "reveal": r"\b(?:шығар|көрсет|басып\s+шығар|көшір)\w*",
    "instr": r"жүйелік\s+(?:нұсқау|промпт|хабар)\w*|жасырын\s+(?:нұсқау|бөлік)\w*|саған\s+берілген\s+нұсқау\w*",
    "you": r"\bсен\w*|\bсіз\b",
    "power": r"\b(?:шектеусіз|шексіз)\s+(?:жасанды|көмекші|бот|ии)\w*|ешқашан\s+бас\s+тартпай\w*",
}

NE: Final[dict[str, Group]] = {
    "forever": r"सधैंभरि|सधैँभरि|सधैंका\s+लागि|सधैंको\s+लागि|स्थायी\s+रूपमा|सबै\s+आगामी\s+सत्र\S*",
    "add": r"(?<!न)थप\S*|जोड\S*|टाँस\S*|राखिदे\S*",
    "each": (
        r"(?:हरेक|प्रत्येक|सबै)\s+(?:\S+\s+)?(?:जवाफ|उत्तर|सन्देश|पृष्ठ|कागजात)\S*",
        r"(?:हरेक|सबै)\s+(?:commit|pr|readme|template)\S*",
    ),
    "promo": (r"विज्ञापन\S*", PROMO_EN),
    "nomention": r"नभन\S*|नबताउ\S*|नबताऊ|उल्लेख\s+नगर\S*|नलेख\S*|लुकाउ\S*|लुकाऊ",
    "this": r"यो|यी|यस|परिवर्तन\S*|नोट\S*|स्क्रिप्ट\S*",
    "audience": (
        r"प्रयोगकर्ता\S*|समीक्षक\S*|कसैलाई|सारांश\S*|रिपोर्ट\S*|ग्राहक\S*",
        AUD_EN + r"|\buser\b",
    ),
    "change": (r"बदल\S*|परिवर्तन\s+गर\S*|प्रयोग\s+गर\S*", r"\bset\b|\bswitch\b"),
    "registry": (r"रजिस्ट्री\S*|रिपोजिटरी\S*", REG_EN),
    "sneaky": r"नसोधी|नसोधिकन|अनुमति\s+बिना|बिना\s+अनुमति|चुपचाप|हरेक\s+पटक|हरेक\s+इन्स्टल\S*",
    "send": (r"पठाऊ|पठाउ\S*|अपलोड\s+गर\S*|कपी\s+गर\S*", _SEND_EN),
    "secret": (r"पासवर्ड\S*|गोप्य\s+(?:साँचो|कुञ्जी)\S*|साँचो\S*|टोकन\S*", SECRET_EN),
}

NE_LATN: Final[dict[str, Group]] = {
    "ignore": (
        r"\b(?:bewasta|bewaasta|najarandaj|nazarandaj|birsa|birsideu|birsanu)\w*",
        r"\bignore\s+gar\w*",
    ),
    "prior": r"\b(?:pahila|pahile|aghi|agadi|purana)\w*\s+(?:ka\s+|ko\s+)?(?:\S+\s+)?(?:nirdesh|niyam|aadesh|adesh)\w*",
    "now": r"\baba\s*dekhi\b",
    "obey": (r"\bmatra\s+(?:maan|palana|paalana)\w*", r"\bmatra\s+follow\s+gar\w*"),
}

THIN_ASIA_AFRICA: Final = {
    "yo": YO,
    "so": SO,
    "zu": ZU,
    "az": AZ,
    "kk": KK,
    "ne": NE,
    "ne-Latn": NE_LATN,
}
"""Each language's word groups (``lexicon_i18n_thin`` builds the rows)."""
