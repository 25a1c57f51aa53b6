"""Word groups of Hindi, Bengali, Tamil, Telugu, Marathi, Swahili, Hausa, Yoruba, Amharic and
Georgian for the classes of ``lexicon_i18n_i18n14b`` (pure data, helper i18n14b, session 14).

As in ``lexicon_i18n_i18n14b_west``: a group is native words, or a pair (native words, other
words that never open a rule). Indic prohibitions put the negation after the verb (``मत``
before it, ``না``/``வேண்டாம்`` after it): the verb groups hold the affirmative forms only, the
``nomention`` group the negated ones.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_i18n14b_west import (
    AUD_EN,
    AUTO_EN,
    EN_VERBS,
    PROD_EN,
    PROMO_EN,
    REG_EN,
    RGUARD_EN,
    SECRET_EN,
    Group,
)


def _more(group: Group, extra: str) -> Group:
    """``group`` with more native words."""
    if isinstance(group, tuple):
        return (group[0] + "|" + extra, group[1])
    return group + "|" + extra


_EN_PKG = r"\bpackage\b|\blibrary\b|\bplugin\b"
_EN_SEND = r"\bupload\b|\bcopy\b|\bsync\b"
_NEG_HI = r"(?<!मत\s)(?<!न\s)(?<!ना\s)"

HI: Final[dict[str, Group]] = {
    "refuse": r"(?:किसी\s+भी|कोई\s+भी|हर)\s+(?:\S+\s+){0,2}?(?:अनुरोध|रिक्वेस्ट|माँग|मांग|सवाल|आदेश)\S*\s+(?:\S+\s+)?(?:को\s+)?(?:मना|इनकार|इंकार|अस्वीकार)\s+(?:मत|न|नहीं)(?!\S)|(?:मना|इनकार|इंकार)\s+(?:मत|न)\s+(?:करो|करें|करना|कीजिए)|हर\s+(?:\S+\s+)?(?:अनुरोध|माँग|मांग)\s+(?:\S+\s+)?पूरा\s+कर\S*",
    "guard": r"(?:सुरक्षा|सिक्योरिटी|गोपनीयता|प्राइवेसी)\s+(?:\S+\s+)?(?:नीति|नीतियाँ|नीतियां|नियम|जाँच|जांच|फ़िल्टर|फिल्टर|चेक|स्कैन)\S*|(?:रिडैक्शन|रेडैक्शन)\S*",
    "drop": r"(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|नज़रंदाज़|दरकिनार|बंद|बायपास|स्किप)\s+(?:कर\s+)?(?:दो|दें|करो|करें|कीजिए|दीजिए)|(?:सिर्फ़|सिर्फ|केवल|बस)\s+(?:सलाह|सुझाव)\S*|(?:ज़रूरी|जरूरी|अनिवार्य)\s+नहीं",
    "add": _NEG_HI
    + r"(?:जोड़|जोड|डाल|लगा)(?:ो|ें|िए|ना)|(?:जोड़|जोड|डाल|लगा|शामिल\s+कर|लिख)\s+(?:दो|दें|दीजिए|दिया\s+करो)|शामिल\s+(?:करो|करें|कीजिए)",
    "each": r"(?:हर|प्रत्येक|सभी|सारे)\s+(?:\S+\s+)?(?:जवाब|उत्तर|संदेश|मैसेज|पेज|पृष्ठ|टेम्पलेट|टेम्प्लेट|कमिट|आउटपुट|ईमेल|रिप्लाई)\S*",
    "promo": (r"विज्ञापन|प्रचार\S*|स्क्रिप्ट", PROMO_EN),
    "forever": r"हमेशा\s+(?:के\s+लिए|याद\s+रख)\S*|सदा\s+के\s+लिए|(?:सभी|हर)\s+(?:आगे\s+के|अगले|आने\s+वाले)\s+(?:सत्र|सेशन)\S*",
    "recommend": _NEG_HI + r"(?:सुझाओ|सुझाएँ|सुझाएं|सिफारिश\s+कर|रिकमेंड\s+कर|प्रचार\s+कर|सुझाव\s+द)\S*",
    "pkg": (r"पैकेज|लाइब्रेरी|प्लगइन", _EN_PKG),
    "pushy": r"हमेशा|हर\s+बार|(?:के\s+)?बजाय|की\s+जगह",
    "nomention": r"(?:मत|न|ना)\s+(?:\S+\s+)?(?:बताओ|बताएँ|बताएं|बताना|बताइए|कहो|कहना|ज़िक्र|जिक्र)|(?:ज़िक्र|जिक्र|उल्लेख)\s+(?:मत|न)\s+कर\S*|छिपा\S*|छुपा\S*|गुप्त\s+रख\S*",
    "this": r"कि|यह|ये|इस|इसे|इन|इन्हें|उन्हें|बदलाव\S*|परिवर्तन\S*",
    "audience": (
        r"उपयोगकर्ता\S*|यूज़र\S*|यूजर\S*|समीक्षक\S*|रिव्यूअर|ऑडिटर|टीम|किसी\s+(?:को|से)|सारांश|रिपोर्ट|ग्राहक",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:अगर|यदि|जब)\s+(?:\S+\s+){0,3}?पूछ\S*|पूछे\s+जाने\s+पर",
    "lie": r"झूठ\s+(?:बोल|बोलो|बोलना|कह)\S*|मुकर\s+जा\S*|इनकार\s+कर\s*(?:दो|दें)|(?:कहना|कह\s+दो|बताना|बता\s+दो)\s+(?:\S+\s+)?(?:कि\s+)?(?:सिर्फ़|सिर्फ|केवल)",
    "send": (_NEG_HI + r"(?:भेज|अपलोड\s+कर|पोस्ट\s+कर|कॉपी\s+कर)\S*", _EN_SEND),
    "secret": (r"पासवर्ड|टोकन|कुंजी|कुंजियाँ|कुंजियां|सीक्रेट|क्रेडेंशियल\S*", SECRET_EN),
    "silent": r"किसी\s+को\s+(?:\S+\s+)?(?:मत|न)\s+बता\S*|चुपचाप|चुपके\s+से|बिना\s+(?:किसी\s+को\s+)?बताए",
    "change": _NEG_HI + r"(?:बदल|सेट\s+कर|जोड़|जोड)\s*(?:दो|दें|ो|ें|दीजिए)",
    "registry": (r"रजिस्ट्री|रिपॉजिटरी|रिपोजिटरी|मिरर", REG_EN),
    "sneaky": r"बिना\s+(?:\S+\s+)?(?:पूछे|बताए|अनुमति|मंज़ूरी|मंजूरी|पुष्टि)|चुपचाप|हर\s+बार|(?:इंस्टॉल|इंस्टाल)\s+करने\s+से\s+पहले",
    "autoyes": (
        r"बिना\s+(?:\S+\s+)?(?:मंज़ूरी|मंजूरी|अनुमोदन|पुष्टि|रिव्यू)|(?:मंज़ूरी|मंजूरी|अनुमोदन)\s+(?:\S+\s+)?(?:स्किप|छोड़)",
        AUTO_EN,
    ),
    "prod": (r"प्रोडक्शन|उत्पादन", PROD_EN),
    "void": r"(?:अब\s+)?(?:लागू|मान्य|वैध)\s+नहीं|रद्द|निरस्त|समाप्त\s+(?:हो\s+)?(?:गए|गई|चुके)|ख़त्म\s+(?:हो\s+)?(?:गए|गई)|खत्म\s+(?:हो\s+)?(?:गए|गई)",
    "prior": r"(?:पिछले|पिछली|पुराने|पुरानी|पहले\s+के|पहले\s+की|सिस्टम\s+के|ऊपर\s+के|ऊपर\s+दिए)\s+(?:\S+\s+){0,2}?(?:निर्देश|नियम|आदेश|हिदायत|सेटिंग)\S*",
    "obey": r"(?:सिर्फ़|सिर्फ|केवल)\s+(?:\S+\s+){0,3}?(?:का\s+)?पालन\s+कर\S*|(?:सब|सभी|हर)\s+(?:\S+\s+){0,2}?(?:का\s+)?पालन\s+कर\S*",
    "now": r"अब\s+से|आज\s+से|अभी\s+से",
    "instr": r"(?:सिस्टम|छिपे|छुपे|गुप्त|मूल|शुरुआती|आंतरिक)\s+(?:\S+\s+)?(?:निर्देश|प्रॉम्प्ट|प्रांप्ट|संदेश)\S*|(?:तुम्हें|आपको)\s+(?:\S+\s+){0,2}?(?:दिए\s+गए|मिले)\s+(?:\S+\s+)?निर्देश\S*",
    "you": r"तुम|आप|तू",
    "power": r"पूरा\s+(?:अधिकार|एक्सेस)|पूर्ण\s+(?:अधिकार|पहुँच|पहुंच)|बिना\s+(?:किसी\s+)?(?:सीमा|रोक|प्रतिबंध)|किसी\s+को\s+भी|मना\s+नहीं",
    "gone": r"(?:अगर|यदि)\s+(?:\S+\s+){0,4}?(?:हटा|मिटा|डिलीट)\S*",
    "restore": r"(?:फिर\s+से|दोबारा|वापस)\s+(?:\S+\s+)?(?:लिख|जोड़|जोड|डाल)\S*",
    "why": "क्यों",
    "say": "कह\\s+देना|कहना|कह\\s+दो|कहो|बता\\s+देना|बताना|जवाब\\s+दो",
    "download": "डाउनलोड",
    "run": "(?:चला|चलाओ|चलाएँ|चलाना|रन\\s+कर)\\S*",
    "elevated": "प्रोडक्शन|रूट",
    "notai": "अब\\s+(?:\\S+\\s+)?(?:सहायक|असिस्टेंट)\\s+नहीं",
    "ignore": "(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)\\s+(?:कर|जा)\\S*",
    "noshow": "(?:मत|न)\\s+दिखा\\S*",
    "endrop": (
        "" + EN_VERBS + "\\s+(?:कर|करो|करें|करके|करना|करे)\\S*",
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "reveal": _more(
        _NEG_HI
        + r"(?:दिखाओ|दिखाएँ|दिखाएं|दिखा\s+दो|प्रिंट\s+कर|लिख\s+(?:दो|दें)|कॉपी\s+कर|उजागर\s+कर|भेजो|भेज\s+दो|दोहराओ)\S*",
        "कॉपी\\s+करके|सेव\\s+कर\\S*",
    ),
}

BN: Final[dict[str, Group]] = {
    "refuse": r"(?:কোনো|কোন|কোনও)\s+(?:\S+\s+)?(?:অনুরোধ|প্রশ্ন|আদেশ)\S*\s+(?:\S+\s+)?(?:প্রত্যাখ্যান|অস্বীকার)\s+(?:করবে|কোরো|করো|করবেন)\s+না|(?:প্রত্যাখ্যান|অস্বীকার)\s+(?:করবে|কোরো|করো|করবেন)\s+না|সব\s+(?:\S+\s+)?অনুরোধ\s+(?:\S+\s+)?(?:পূরণ|মেনে)",
    "guard": r"(?:নিরাপত্তা|সিকিউরিটি|গোপনীয়তা)\s+(?:\S+\s+)?(?:নীতি|নিয়ম|যাচাই|চেক|ফিল্টার|স্ক্যান)\S*",
    "drop": r"(?:উপেক্ষা|এড়িয়ে|বাদ|বন্ধ|বাইপাস|স্কিপ)\s+(?:করো|করুন|কর|যাও|যান|দাও|দিন)(?!\s+না)|(?:শুধু|কেবল|নিছক)\s+(?:পরামর্শ|উপদেশ)|বাধ্যতামূলক\s+নয়",
    "add": r"(?:যোগ|যুক্ত|সংযুক্ত)\s+(?:করো|করুন|কর|করে\s+দাও|করে\s+দিন)(?!\s+না)|(?:বসিয়ে|লাগিয়ে|ঢুকিয়ে)\s+(?:দাও|দিন)",
    "each": r"(?:প্রতিটি|প্রত্যেক|সব|সকল)\s+(?:\S+\s+)?(?:উত্তর|জবাব|বার্তা|মেসেজ|পাতা|পৃষ্ঠা|টেমপ্লেট|কমিট|আউটপুট|ইমেইল)\S*",
    "promo": (r"বিজ্ঞাপন|প্রচার\S*|স্ক্রিপ্ট", PROMO_EN),
    "forever": r"চিরকাল(?:ের\s+জন্য)?|চিরদিন(?:ের\s+জন্য)?|স্থায়ীভাবে|(?:সব|প্রতিটি)\s+(?:পরের|ভবিষ্যৎ|পরবর্তী)\s+সেশন\S*",
    "recommend": r"(?:সুপারিশ|প্রস্তাব|প্রচার|রেকমেন্ড)\s+(?:করো|করুন|কর)(?!\s+না)",
    "pkg": (r"প্যাকেজ|লাইব্রেরি|প্লাগইন", _EN_PKG),
    "pushy": r"সবসময়|সব\s+সময়|প্রতিবার|বদলে|পরিবর্তে",
    "nomention": r"(?:বলবে|বোলো|বলো|বলবেন|জানাবে|জানিও|জানাবেন|উল্লেখ\s+করবে|উল্লেখ\s+কোরো)\s+না|(?:লুকিয়ে|গোপন)\s+(?:রাখো|রাখুন|রাখবে)",
    "this": r"এটা|এটি|এই|এগুলো|এসব|পরিবর্তন\S*",
    "audience": (
        r"ব্যবহারকারী\S*|ইউজার\S*|পর্যালোচক\S*|রিভিউয়ার|অডিটর|টিম|দল|কাউকে|কারও|সারাংশ|রিপোর্ট|গ্রাহক",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:জিজ্ঞেস|জিজ্ঞাসা|প্রশ্ন)\s+কর(?:লে|েন\s+যদি)|যদি\s+(?:\S+\s+){0,3}?(?:জিজ্ঞেস|জিজ্ঞাসা|প্রশ্ন)\S*",
    "lie": r"মিথ্যা\s+(?:বলো|বলুন|বলবে)|অস্বীকার\s+(?:করো|করুন|করবে)(?!\s+না)|(?:বলো|বলবে|বলুন)\s+(?:\S+\s+)?(?:শুধু|কেবল)",
    "send": (
        r"(?:পাঠাও|পাঠান|পাঠিয়ে\s+(?:দাও|দিন)|আপলোড\s+কর\S*|কপি\s+কর\S*|পোস্ট\s+কর\S*)(?!\s+না)",
        _EN_SEND,
    ),
    "secret": (r"পাসওয়ার্ড|টোকেন|গোপন\s+(?:তথ্য|চাবি)|ক্রেডেনশিয়াল\S*|এপিআই\s+কী", SECRET_EN),
    "silent": r"কাউকে\s+(?:\S+\s+)?(?:বলবে|বোলো|জানাবে)\s+না|চুপচাপ|গোপনে|না\s+জানিয়ে",
    "change": r"(?:বদলে\s+(?:দাও|দিন)|পরিবর্তন\s+(?:করো|করুন)|সেট\s+(?:করো|করুন)|যোগ\s+(?:করো|করুন))(?!\s+না)",
    "registry": (r"রেজিস্ট্রি|রিপোজিটরি|মিরর", REG_EN),
    "sneaky": r"না\s+জিজ্ঞেস\s+করে|জিজ্ঞেস\s+না\s+করে|অনুমতি\s+ছাড়া|না\s+জানিয়ে|চুপচাপ|প্রতিবার|ইনস্টল\s+করার\s+আগে",
    "autoyes": (r"(?:অনুমোদন|অনুমতি|রিভিউ)\s+(?:ছাড়া|ছাড়াই|এড়িয়ে)", AUTO_EN),
    "prod": (r"প্রোডাকশন\S*", PROD_EN),
    "void": r"(?:আর\s+)?(?:প্রযোজ্য|বৈধ|কার্যকর)\s+নয়|বাতিল\S*|মেয়াদ\s+(?:শেষ|উত্তীর্ণ)",
    "prior": r"(?:আগের|পূর্ববর্তী|পুরনো|পুরোনো|সিস্টেমের|উপরের)\s+(?:\S+\s+){0,2}?(?:নির্দেশ|নিয়ম|আদেশ|সেটিং)\S*",
    "obey": r"(?:শুধু|কেবল)\s+(?:\S+\s+){0,3}?(?:মেনে\s+চলো|মানো|অনুসরণ\s+করো)|(?:সব|সমস্ত)\s+(?:\S+\s+){0,2}?(?:মেনে\s+চলো|পালন\s+করো)",
    "now": r"এখন\s+থেকে|আজ\s+থেকে|এখন\s+হতে",
    "reveal": r"(?:দেখাও|দেখান|প্রিন্ট\s+কর\S*|লেখো|লিখুন|লিখে\s+দাও|কপি\s+কর\S*|প্রকাশ\s+কর\S*|পাঠাও|হুবহু)(?!\s+না)",
    "instr": r"(?:সিস্টেম|গোপন|লুকানো|মূল|প্রাথমিক|অভ্যন্তরীণ)\s+(?:\S+\s+)?(?:নির্দেশ|প্রম্পট|বার্তা)\S*|(?:তোমাকে|আপনাকে)\s+(?:\S+\s+){0,2}?(?:দেওয়া|দেয়া)\s+(?:\S+\s+)?নির্দেশ\S*|উপরের\s+(?:লেখা|টেক্সট|অংশ)\S*",
    "you": r"তুমি|আপনি|তুই",
    "power": r"(?:পূর্ণ|সম্পূর্ণ)\s+(?:অধিকার|ক্ষমতা|অ্যাক্সেস)|যে\s+কাউকে|যেকোনো\s+কাউকে|সীমাহীন|কোনো\s+বাধা\s+নেই",
    "gone": r"(?:যদি|কেউ)\s+(?:\S+\s+){0,4}?(?:মুছে|ডিলিট)\S*",
    "restore": r"(?:আবার|পুনরায়)\s+(?:\S+\s+)?(?:লেখো|লিখে|যোগ|লিখুন)\S*",
    "why": "কেন",
    "say": "বলো|বলবে|বলুন|বলে\\s+দাও|জানাও",
    "download": "ডাউনলোড",
    "run": "(?:চালাও|চালান|চালিয়ে|রান\\s+কর)\\S*",
    "elevated": "প্রোডাকশন|রুট",
    "notai": "আর\\s+(?:\\S+\\s+)?(?:সহকারী|অ্যাসিস্ট্যান্ট)\\s+নও",
    "ignore": "(?:উপেক্ষা\\s+কর|ভুলে\\s+যাও)\\S*",
    "noshow": "দেখাবে\\s+না|দেখিও\\s+না",
    "endrop": (
        "" + EN_VERBS + "\\s+(?:কর|করো|করে|করুন)\\S*",
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
}

_NOT_TA = r"(?!\S*(?:ாதே|ாதீர்கள்|க்கூடாது|ாமல்))(?!\S*\s+வேண்டாம்)"

TA: Final[dict[str, Group]] = {
    "refuse": r"(?:எந்த|எல்லா)\s+(?:\S+\s+)?(?:கோரிக்கை|கேள்வி|கட்டளை)\S*\s+(?:\S+\s+)?மறுக்க(?:ாதே|ாதீர்கள்|க்கூடாது|\s+வேண்டாம்)|மறுக்காதே|மறுக்காதீர்கள்",
    "guard": r"(?:பாதுகாப்பு|தனியுரிமை|ரகசிய)\s+(?:\S+\s+)?(?:கொள்கை|விதி|சோதனை|வடிகட்டி|சரிபார்ப்பு|ஸ்கேன்)\S*",
    "drop": r"(?:புறக்கணி|தவிர்|முடக்கு|அணைத்து)" + _NOT_TA + r"\S*|வெறும்\s+ஆலோசனை|கட்டாயமில்லை",
    "add": r"(?:சேர்|இணைக்க|இணைத்து)" + _NOT_TA + r"\S*",
    "each": r"(?:ஒவ்வொரு|அனைத்து|எல்லா)\s+(?:\S+\s+)?(?:பதில்|செய்தி|பக்க|டெம்ப்ளேட்|கமிட்|வெளியீ|மின்னஞ்சல்)\S*",
    "promo": (r"விளம்பர\S*", PROMO_EN),
    "forever": r"என்றென்றும்|எப்போதும்\s+நினைவில்|நிரந்தரமாக|(?:அடுத்த|எதிர்கால)\s+(?:எல்லா\s+)?(?:அமர்வு|செஷன்)\S*",
    "recommend": r"(?:பரிந்துரை|ஊக்குவி)" + _NOT_TA + r"\S*",
    "pkg": (r"தொகுப்பு\S*|நூலக\S*|பேக்கேஜ்\S*", _EN_PKG),
    "pushy": r"எப்போதும்|ஒவ்வொரு\s+முறையும்|பதிலாக",
    "nomention": r"(?:சொல்ல|கூற|தெரிவிக்க|குறிப்பிட)(?:வோ)?\s*(?:க்)?(?:வேண்டாம்|கூடாது)|சொல்லாதே|சொல்லாதீர்கள்|கூறாதே|தெரிவிக்காதே|குறிப்பிடாதே|மறைத்து\S*|மறைக்கவும்",
    "this": r"இதை|இது|இந்த|இவற்றை|மாற்ற\S*",
    "audience": (
        r"பயனர்\S*|மதிப்பாய்வாளர்\S*|தணிக்கையாளர்\S*|குழு\S*|யாரிட\S*|யாருக்கும்|வரவேற்ப\S*|சுருக்க\S*|அறிக்கை\S*|வாடிக்கையாளர்\S*",
        AUD_EN + r"|\buser\b",
    ),
    "lie": r"பொய்\s+(?:சொல்|கூறு)\S*|மறுத்துவிடு\S*|(?:மட்டுமே|மட்டும்)\s+(?:\S+\s+)?(?:என்று\s+)?(?:சொல்|கூறு)\S*",
    "secret": (r"கடவுச்சொல்\S*|டோக்கன்\S*|விசை\S*|ரகசிய\S*", SECRET_EN),
    "silent": r"யாரிடமும்\s+(?:\S+\s+)?(?:சொல்லாதே|சொல்ல\s+வேண்டாம்)|அமைதியாக|ரகசியமாக",
    "change": r"(?:மாற்று|மாற்றவும்|அமைக்கவும்|சேர்)" + _NOT_TA + r"\S*",
    "registry": (r"பதிவகம்\S*|களஞ்சிய\S*", REG_EN),
    "sneaky": r"கேட்காமல்|அனுமதி\s+இல்லாமல்|தெரிவிக்காமல்|சொல்லாமல்|ஒவ்வொரு\s+முறையும்|நிறுவுவதற்கு\s+முன்",
    "autoyes": (r"(?:ஒப்புதல்|அனுமதி|மதிப்பாய்வு)\s+(?:இல்லாமல்|இன்றி|தவிர்த்து)", AUTO_EN),
    "prod": (r"உற்பத்தி\S*|ப்ரொடக்ஷன்\S*", PROD_EN),
    "void": r"(?:இனி\s+)?(?:செல்லாது|செல்லுபடியாகாது|பொருந்தாது)|ரத்து\s+(?:செய்யப்பட்ட|ஆன)\S*|காலாவதி\S*",
    "obey": r"(?:மட்டும்|மட்டுமே)\s+(?:\S+\s+)?(?:பின்பற்று|செயல்படுத்து)\S*|(?:அனைத்தையும்|எல்லாவற்றையும்)\s+(?:\S+\s+)?(?:பின்பற்று|செயல்படுத்து)\S*",
    "now": r"இனிமேல்|இப்போதிலிருந்து|இன்று\s+முதல்|இப்போது\s+முதல்",
    "you": r"நீ|நீங்கள்",
    "power": r"முழு\s+(?:அதிகார|உரிமை|அணுகல்)\S*|வரம்பற்ற|யாருக்கும்\s+(?:\S+\s+)?(?:கொடு|வழங்க)\S*|மறுக்காத",
    "why": "ஏன்",
    "say": "(?:சொல்|கூறு)\\S*",
    "download": "(?:பதிவிறக்க|டவுன்லோட்)\\S*",
    "run": "(?:இயக்க|ஓட்டு|ரன்)\\S*",
    "elevated": "ப்ரொடக்ஷன்|ரூட்",
    "notai": "இனி\\s+(?:\\S+\\s+)?(?:உதவியாளர்|அசிஸ்டன்ட்)\\s+அல்ல",
    "ignore": "(?:புறக்கணி|மற)\\S*",
    "endrop": (
        "" + EN_VERBS + "\\s+(?:பண்ண|பண்ணு|செய்)\\S*",
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "asked": _more(r"கேட்டால்|கேட்கும்போது|வினவினால்", "கேட்டாலும்"),
    "prior": _more(
        r"(?:முந்தைய|பழைய|முன்பு|கணினி|மேலே\s+உள்ள)\s+(?:\S+\s+){0,2}?(?:அறிவுறுத்தல்|வழிமுறை|விதி|கட்டளை)\S*",
        "முன்பு\\s+(?:சொன்ன|கொடுத்த)\\S*",
    ),
    "send": _more(
        (r"(?:அனுப்பு|பதிவேற்று|நகலெடு|பகிர்)" + _NOT_TA + r"\S*", _EN_SEND),
        "(?:அனுப்ப|பதிவேற்ற|நகல்\\s+எடு|பகிர)\\S*",
    ),
    "reveal": _more(
        r"(?:காட்டு|அச்சிடு|எழுது|நகலெடு|வெளிப்படுத்து|அனுப்பு)" + _NOT_TA + r"\S*",
        "(?:சொல்|எழுத|காட்ட|அனுப்ப)\\S*",
    ),
    "instr": _more(
        r"(?:கணினி|மறைக்கப்பட்ட|ரகசிய|அசல்|ஆரம்ப)\s+(?:\S+\s+)?(?:அறிவுறுத்தல்|வழிமுறை|ப்ராம்ப்ட்|செய்தி)\S*|(?:உனக்கு|உங்களுக்கு)\s+(?:\S+\s+){0,2}?(?:கொடுக்கப்பட்ட|வழங்கப்பட்ட)\s+(?:\S+\s+)?(?:அறிவுறுத்தல்|வழிமுறை)\S*",
        "மறைந்த\\s+(?:\\S+\\s+)?(?:அறிவுறுத்தல்|வழிமுறை)\\S*",
    ),
}

TE: Final[dict[str, Group]] = {
    "refuse": r"(?:ఏ|ఎలాంటి)\s+(?:\S+\s+)?(?:అభ్యర్థన|ప్రశ్న|ఆదేశ)\S*\s+(?:\S+\s+)?తిరస్కరించ(?:వద్దు|కు|కండి)|తిరస్కరించవద్దు|తిరస్కరించకు",
    "guard": r"(?:భద్రతా|గోప్యతా|సెక్యూరిటీ)\s+(?:\S+\s+)?(?:విధాన|నియమ|తనిఖీ|ఫిల్టర్|చెక్)\S*",
    "drop": r"పట్టించుకోవద్దు|విస్మరించు\S*|దాటవేయ\S*|ఆపివేయ\S*|నిలిపివేయ\S*|కేవలం\s+సలహా",
    "add": r"(?:జోడించ|చేర్చ|పెట్ట)(?!\S*(?:వద్దు|కండి|కు(?!\S)))\S*",
    "each": r"(?:ప్రతి|అన్ని)\s+(?:\S+\s+)?(?:సమాధాన|జవాబ|సందేశ|పేజీ|టెంప్లేట్|కమిట్|ఈమెయిల్|కొత్త\s+ఫైల్)\S*",
    "promo": (r"ప్రకటన\S*", PROMO_EN),
    "forever": r"ఎప్పటికీ|శాశ్వతంగా|(?:తదుపరి|భవిష్యత్)\s+(?:అన్ని\s+)?సెషన్\S*",
    "recommend": r"(?:సిఫార్సు|సూచించ)\S*",
    "pkg": (r"ప్యాకేజీ\S*|లైబ్రరీ\S*", _EN_PKG),
    "pushy": r"ఎల్లప్పుడూ|ప్రతిసారీ|బదులుగా",
    "nomention": r"(?:చెప్ప|తెలియజేయ|ప్రస్తావించ)(?:వద్దు|కు|కండి)|దాచ\S*",
    "this": r"ఇది|దీని\S*|ఈ|మార్పు\S*",
    "audience": (
        r"వినియోగదారు\S*|యూజర్\S*|సమీక్షకు\S*|ఆడిటర్\S*|బృంద\S*|ఎవరికీ|సారాంశ\S*|నివేదిక\S*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"అడిగితే|అడిగినప్పుడు|ప్రశ్నిస్తే",
    "send": (r"(?:పంపు|పంపండి|పంపించ|అప్‌లోడ్\s+చేయ|అప్లోడ్\s+చేయ|కాపీ\s+చేయ)(?!\S*(?:వద్దు|కండి))\S*", _EN_SEND),
    "secret": (r"పాస్‌వర్డ్\S*|పాస్వర్డ్\S*|టోకెన్\S*|రహస్య\S*", SECRET_EN),
    "silent": r"ఎవరికీ\s+(?:\S+\s+)?చెప్ప(?:కు|వద్దు|కండి)|నిశ్శబ్దంగా|రహస్యంగా",
    "change": r"(?:మార్చ|సెట్\s+చేయ|జోడించ)(?!\S*(?:వద్దు|కండి))\S*",
    "registry": (r"రిజిస్ట్రీ\S*|రిపోజిటరీ\S*", REG_EN),
    "sneaky": r"అడగకుండా|అనుమతి\s+లేకుండా|చెప్పకుండా|ప్రతిసారీ",
    "autoyes": (r"(?:ఆమోదం|అనుమతి|సమీక్ష)\s+(?:లేకుండా|దాటవేసి)", AUTO_EN),
    "prod": (r"ప్రొడక్షన్\S*", PROD_EN),
    "void": r"(?:ఇకపై\s+)?(?:చెల్లవు|వర్తించవు|చెల్లదు)|రద్దు\s+(?:చేయబడ|అయ)\S*",
    "prior": r"(?:మునుపటి|పాత|ముందటి|సిస్టమ్)\s+(?:\S+\s+){0,2}?(?:సూచన|నియమ|ఆదేశ)\S*",
    "obey": r"మాత్రమే\s+(?:\S+\s+)?పాటించ\S*|అన్నీ\s+(?:\S+\s+)?పాటించ\S*",
    "now": r"ఇప్పటి\s+నుండి|ఇకపై|ఈ\s+రోజు\s+నుండి|ఇక\s+నుంచి|ఇప్పటినుంచి",
    "instr": r"(?:సిస్టమ్|దాచిన|రహస్య|అసలు|ప్రారంభ)\s+(?:\S+\s+)?(?:సూచన|ప్రాంప్ట్|సందేశ)\S*|(?:నీకు|మీకు)\s+(?:\S+\s+){0,2}?ఇచ్చిన\s+(?:\S+\s+)?సూచన\S*",
    "you": r"నువ్వు|మీరు|నీవు",
    "why": "ఎందుకు",
    "say": "చెప్ప\\S*",
    "download": "(?:డౌన్\u200cలోడ్|డౌన్లోడ్)\\S*",
    "run": "(?:రన్|నడిపి|నడుపు|అమలు)\\S*",
    "elevated": "ప్రొడక్షన్|రూట్",
    "notai": "(?:సహాయకుడివి|అసిస్టెంట్\u200cవి|అసిస్టెంట్వి)\\s+కావు",
    "ignore": "(?:విస్మరించు|మర్చిపో)\\S*",
    "endrop": (
        "" + EN_VERBS + "\\s+(?:చేయ|చెయ్య|చేసి|చేస్త)\\S*",
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "lie": _more(
        r"అబద్ధం\s+(?:చెప్పు|చెప్పండి)|మాత్రమే\s+(?:\S+\s+)?(?:అని\s+)?చెప్ప\S*|నిరాకరించు", "తెలియదని\\s+చెప్ప\\S*"
    ),
    "reveal": _more(
        r"(?:చూపించు|చూపండి|ముద్రించు|రాయండి|కాపీ\s+చేయ|బయటపెట్ట|పంపు)(?!\S*(?:వద్దు|కండి))\S*",
        "చెప్పు|రాయి|రాసి|చూపించ\\S*",
    ),
    "power": _more(
        r"పూర్తి\s+(?:అధికార|హక్కు|యాక్సెస్)\S*|ఎవరికైనా|పరిమితులు\s+లేని|నిరాకరించని",
        "నియమాలు\\s+(?:\\S+\\s+)?(?:లేని|లేవు)|నైతిక\\s+నియమాలు",
    ),
}

MR: Final[dict[str, Group]] = {
    "refuse": r"(?:कोणतीही|कोणताही|कोणत्याही)\s+(?:\S+\s+)?(?:विनंती|प्रश्न|आदेश)\S*\s+(?:\S+\s+)?(?:नाकारू|नकार\s+देऊ)\s+(?:नकोस|नका)|नाकारू\s+(?:नकोस|नका)",
    "guard": r"(?:सुरक्षा|गोपनीयता)\s+(?:\S+\s+)?(?:धोरण|नियम|तपासणी|फिल्टर|चेक)\S*",
    "drop": r"(?:दुर्लक्ष\s+करा|दुर्लक्ष\s+कर|वगळा|बंद\s+करा|बायपास\s+करा)(?!\s+नको)|फक्त\s+(?:सल्ला|सूचना)|बंधनकारक\s+नाही",
    "add": r"(?:जोडा|टाका|समाविष्ट\s+करा|घाला)(?!\s+नको)",
    "each": r"(?:प्रत्येक|सर्व)\s+(?:\S+\s+)?(?:उत्तर|संदेश|पान|पृष्ठ|टेम्पलेट|कमिट|ईमेल)\S*",
    "promo": (r"जाहिरात\S*|प्रचार\S*", PROMO_EN),
    "forever": r"कायमचे|कायमस्वरूपी|(?:पुढील|भविष्यातील)\s+(?:सर्व\s+)?(?:सत्र|सेशन)\S*",
    "recommend": r"(?:शिफारस\s+करा|सुचवा|प्रचार\s+करा)",
    "pkg": (r"पॅकेज|लायब्ररी|प्लगइन", _EN_PKG),
    "pushy": r"नेहमी|प्रत्येक\s+वेळी|ऐवजी",
    "nomention": r"(?:सांगू|कळवू|उल्लेख\s+करू)\s+(?:नकोस|नका)|लपवा|लपवून\s+ठेवा|गुप्त\s+ठेवा",
    "this": r"हे|ही|हा|या|बदल\S*",
    "audience": (
        r"वापरकर्त\S*|युजर\S*|समीक्षक\S*|ऑडिटर|टीम|कोणालाही|सारांश|अहवाल",
        AUD_EN + r"|\buser\b",
    ),
    "lie": r"खोटे\s+(?:सांग|बोल)\S*|नाकारा|फक्त\s+(?:\S+\s+){0,2}?(?:असे\s+)?सांग\S*",
    "secret": (r"पासवर्ड|टोकन|गुप्त\s+(?:की|माहिती)|क्रेडेन्शियल\S*", SECRET_EN),
    "silent": r"कोणालाही\s+(?:\S+\s+)?(?:सांगू|कळवू)\s+(?:नकोस|नका)|गुपचूप|शांतपणे",
    "change": r"(?:बदला|सेट\s+करा|जोडा)(?!\s+नको)",
    "registry": (r"रजिस्ट्री|रिपॉझिटरी|मिरर", REG_EN),
    "sneaky": r"न\s+विचारता|परवानगी\s+न\s+घेता|न\s+सांगता|गुपचूप|प्रत्येक\s+वेळी|इन्स्टॉल\s+करण्यापूर्वी",
    "autoyes": (r"(?:मंजुरी|मान्यता|पुनरावलोकन)\s+(?:न\s+घेता|शिवाय|वगळून)", AUTO_EN),
    "prod": (r"प्रॉडक्शन", PROD_EN),
    "obey": r"फक्त\s+(?:\S+\s+){0,2}?(?:पालन|अनुसरण)\s+कर\S*",
    "now": r"आतापासून|आजपासून|यापुढे",
    "instr": r"(?:सिस्टम|लपलेल्या|गुप्त|मूळ|सुरुवातीच्या)\s+(?:\S+\s+)?(?:सूचना|प्रॉम्प्ट|संदेश)\S*|(?:तुला|तुम्हाला)\s+(?:\S+\s+){0,2}?दिलेल्या\s+(?:\S+\s+)?सूचना\S*",
    "you": r"तू|तुम्ही",
    "power": r"पूर्ण\s+(?:अधिकार|प्रवेश)|कोणालाही|अमर्याद",
    "why": "कशाला|का\\s",
    "say": "(?:सांग|म्हण)\\S*",
    "download": "डाउनलोड",
    "run": "(?:चालव|रन\\s+कर)\\S*",
    "notai": "आता\\s+(?:\\S+\\s+)?सहाय्यक\\s+नाहीस",
    "ignore": "(?:दुर्लक्ष\\s+कर|विसर)\\S*",
    "noshow": "दाखवू\\s+(?:नकोस|नका)|लपवून\\s+ठेव\\S*",
    "endrop": (
        "" + EN_VERBS + "\\s+(?:कर|करा|करून|करावे|करावेत)\\S*",
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "asked": _more(
        r"(?:जर|जेव्हा)\s+(?:\S+\s+){0,3}?(?:विचारल|विचारले|विचारतील)\S*|विचारल्यास",
        "विचारलं\\s+तरी|विचारले\\s+तरी",
    ),
    "void": _more(
        r"(?:आता\s+)?(?:लागू|वैध)\s+नाही\S*|रद्द\S*", "पाळायच्या\\s+नाहीत|पाळू\\s+(?:नकोस|नका)"
    ),
    "prior": _more(
        r"(?:आधीच्या|मागील|जुन्या|पूर्वीच्या|सिस्टमच्या|वरील)\s+(?:\S+\s+){0,2}?(?:सूचना|नियम|आदेश)\S*",
        "वापरकर्त्याच्या\\s+सूचना",
    ),
    "send": _more(
        (r"(?:पाठवा|अपलोड\s+करा|कॉपी\s+करा)(?!\s+नको)", _EN_SEND), "पाठव(?!\\S*\\s+नको)\\S*"
    ),
    "reveal": _more(
        r"(?:दाखवा|प्रिंट\s+करा|लिहा|लिहून\s+द्या|कॉपी\s+करा|उघड\s+करा|पाठवा)(?!\s+नको)", "जोड\\S*"
    ),
}

_NEG_SW = r"(?<!usi)(?<!msi)(?<!si\s)"

SW: Final[dict[str, Group]] = {
    "refuse": r"usikatae\s+(?:\S+\s+){0,2}?(?:ombi|maombi|swali|maswali|amri|chochote|lolote|kitu)|(?:kamwe\s+)?usikatae\b|(?:timiza|kubali|tekeleza)\s+(?:kila\s+ombi|maombi\s+yote|ombi\s+lolote)",
    "guard": r"(?:sera|kanuni|sheria|ukaguzi|vichujio|kichujio|ulinzi|uchunguzi)\s+(?:\S+\s+)?(?:za\s+|wa\s+|ya\s+|cha\s+)?(?:usalama|faragha|siri|udhibiti)",
    "add": _NEG_SW + r"\b(?:ongeza|weka|ambatisha|tia|ingiza|ongezea|ziweke|iweke)\b",
    "each": (
        r"(?:kila|katika\s+kila)\s+(?:\S+\s+)?(?:jibu|majibu|ujumbe|ukurasa|kiolezo|barua\s+pepe)",
        r"kila\s+(?:\S+\s+)?(?:commit|pr|template|readme)",
    ),
    "promo": (r"\btangazo\b|\bmatangazo\b|\bpromosheni\b", PROMO_EN),
    "forever": r"\bmilele\b|daima\s+dumu|kwa\s+kudumu|kumbuka\s+(?:\S+\s+)?daima|vipindi\s+vyote\s+vijavyo",
    "recommend": _NEG_SW + r"\b(?:pendekeza|shauri|tangaza|pigia\s+debe)\b",
    "pkg": (r"\bkifurushi\b|\bvifurushi\b|\bmaktaba\b", _EN_PKG),
    "pushy": r"\bdaima\b|kila\s+mara|badala\s+ya",
    "this": r"\bkwamba\b|\bhili\b|\bhii\b|\bhaya\b|\bhiyo\b|\bmabadiliko\b|\bhuu\b|\bhizi\b",
    "audience": (
        r"\bmtumiaji\b|\bwatumiaji\b|\bmkaguzi\b|\bwakaguzi\b|\btimu\b|\byeyote\b|\bmuhtasari\b|\bripoti\b|\bmteja\b|\bwateja\b",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"\b(?:akiuliza|wakiuliza|ukiulizwa|akikuuliza|wakikuuliza)\b|ikiwa\s+(?:\S+\s+)?(?:ataauliza|wataauliza|anauliza)",
    "lie": r"\bdanganya\b|sema\s+uongo|\bkana\b|\bkanusha\b|sema\s+(?:\S+\s+)?tu\b",
    "secret": (
        r"\bnenosiri\b|\bmanenosiri\b|\bnywila\b|\bfunguo\b|\bufunguo\b|\bsiri\b|\btokeni\b",
        SECRET_EN,
    ),
    "silent": r"kimya\s*kimya|bila\s+kumwambia\s+\S+|usimwambie\s+mtu|kwa\s+siri",
    "change": _NEG_SW + r"\b(?:badilisha|weka|elekeza|ongeza)\b",
    "registry": (r"\bhazina\b|chanzo\s+cha\s+vifurushi", REG_EN),
    "sneaky": r"bila\s+(?:\S+\s+)?(?:kuuliza|ruhusa|idhini|kumwambia|kuwajulisha|kuomba)|kimya\s*kimya|kila\s+mara|kabla\s+ya\s+kusakinisha",
    "autoyes": (r"(?:ruka|bila)\s+(?:\S+\s+)?(?:idhini|uthibitisho|ukaguzi|kibali)", AUTO_EN),
    "prod": (r"\buzalishaji\b", PROD_EN),
    "void": r"\b(?:hazitumiki|hazifai|zimefutwa|zimebatilishwa|yamefutwa|yamebatilishwa)\b|hazina\s+nguvu|zimepitwa\s+na\s+wakati|si\s+halali",
    "prior": r"(?:maelekezo|maagizo|sheria|kanuni|mipangilio)\s+(?:\S+\s+){0,3}?(?:ya\s+awali|ya\s+zamani|yaliyotangulia|ya\s+mfumo|ya\s+hapo\s+juu|za\s+awali|za\s+zamani)",
    "obey": r"\bfuata\s+(?:\S+\s+)?(?:tu|yote|kila)\b|\btekeleza\s+(?:\S+\s+)?(?:yote|kila)\b",
    "now": r"kuanzia\s+(?:sasa|leo)|tangu\s+sasa",
    "reveal": _NEG_SW + r"\b(?:onyesha|chapisha|andika|nakili|funua|tuma|rudia)\b",
    "instr": r"(?:maelekezo|maagizo|maelezo|ujumbe)\s+(?:\S+\s+){0,2}?(?:ya\s+mfumo|yaliyofichwa|ya\s+siri|ya\s+awali|asilia|uliyopewa|ulizopewa|uliopewa)",
    "you": r"\bwewe\b|\bumekuwa\b|\butakuwa\b",
    "power": r"mamlaka\s+kamili|ruhusa\s+(?:zote|kamili)|bila\s+(?:mipaka|vikwazo|sheria)|kwa\s+mtu\s+yeyote|\bhukatai\b",
    "gone": r"\b(?:akifuta|wakifuta|ikifutwa|likifutwa|ukifuta|yakifutwa)\b",
    "restore": r"\b(?:liandike|iandike|andika)\s+(?:\S+\s+)?(?:tena|upya)\b|\brejesha\b",
    "why": "kwa\\s+nini|\\bmbona\\b",
    "say": "\\b(?:sema|jibu|mwambie|waambie)\\b",
    "download": "\\bpakua\\b",
    "run": "\\bendesha\\b",
    "elevated": "uzalishaji",
    "notai": "\\bsi\\s+msaidizi\\s+tena\\b|\\bhu\\s+msaidizi\\s+tena\\b",
    "ignore": "\\b(?:puuza|sahau|yapuuze)\\b",
    "endrop": (
        "\\b(?:a|wa|u|ku|tu|m)-" + EN_VERBS + "\\b",
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "nomention": _more(
        r"\b(?:usimwambie|usiwaambie|usimweleze|usiwaeleze|usitaje|usiseme|usiripoti|usijumuishe)\b|\bficha\b|\bifiche\b|\bzifiche\b",
        "\\busi(?:mw|wa|zi|i|li|ya|ki|vi|u|ku)?(?:ambie|eleze|taje|seme|ripoti|jumuishe|orodheshe|julishe|tangaze)\\b",
    ),
    "drop": _more(
        _NEG_SW
        + r"\b(?:puuza|ruka|zima|zipuuze|ipuuze|zizime|izime|kiuke|vuka)\b|ni\s+ushauri\s+tu|si\s+lazima|(?:zimeondolewa|imeondolewa)",
        "\\bku(?:zima|puuza|ruka|vuka)\\b",
    ),
    "send": _more(
        (
            _NEG_SW + r"\b(?:tuma|pakia|nakili|shiriki|hamisha|zitume|itume|zipakie|ipakie)\b",
            _EN_SEND,
        ),
        "\\b(?:itumwe|zitumwe|kutumwa|ipakiwe|zipakiwe)\\b",
    ),
}

_K = "[ƙk]"

HA: Final[dict[str, Group]] = {
    "refuse": rf"kada\s+(?:ka|ki|ku)\s+(?:\S+\s+)?{_K}i\s+(?:\S+\s+)?(?:kowace|kowane|duk)|kar\s+(?:ka|ki)\s+{_K}i\b|(?:amsa|cika|aiwatar\s+da)\s+(?:kowace|duk)\s+(?:bu{_K}ata|umarni)",
    "add": rf"\b(?:{_K}ara|saka|sanya|ha[ɗd]a)\b",
    "each": (
        rf"(?:kowace|kowane|duk)\s+(?:\S+\s+)?(?:amsa|sa{_K}o|shafi|rubutu)",
        r"(?:kowace|kowane)\s+(?:\S+\s+)?(?:commit|pr|template)",
    ),
    "promo": (r"\btalla\b|\btallace-tallace\b", PROMO_EN),
    "forever": r"har\s+abada|\bdindindin\b",
    "recommend": r"\bba\s+da\s+shawarar\b|\bbada\s+shawarar\b|\btallata\b",
    "pkg": (r"\bfakiti\b", _EN_PKG),
    "pushy": r"\bkoyaushe\b|ko\s+da\s+yaushe|kowane\s+lokaci|\bmaimakon\b",
    "nomention": r"kada\s+(?:ka|ki|ku)\s+(?:\S+\s+)?(?:gaya|fa[ɗd]a|ambata|sanar)|kar\s+(?:ka|ki)\s+(?:gaya|fa[ɗd]a|ambata)|\b[ɓb]oye\b",
    "this": r"\bcewa\b|\bwannan\b|\bwa[ɗd]annan\b|\bcanji\w*",
    "audience": (
        rf"\bmai\s+amfani\b|\bmasu\s+amfani\b|\bmai\s+bita\b|\bkowa\b|\b{_K}ungiya\w*|\btakaitawa\b|\brahoto\b",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"idan\s+(?:\S+\s+)?(?:ya|suka|ta|aka)\s+tambaya|idan\s+an\s+tambaye",
    "lie": rf"\b{_K}arya\b|\bmusanta\b|ka\s+ce\s+(?:\S+\s+)?kawai",
    "send": (r"\b(?:aika|tura|loda|kwafa|kwafi|aike)\b", _EN_SEND),
    "secret": (r"kalmar\s+sirri|kalmomin\s+sirri|\bma[ɓb]all\w*|\bsirri\b", SECRET_EN),
    "silent": r"a\s+[ɓb]oye|ba\s+tare\s+da\s+(?:gaya|sanar)\w*|kada\s+ka\s+gaya\s+wa\s+kowa",
    "change": rf"\b(?:canza|sauya|saita|{_K}ara)\b",
    "registry": (r"\bma'?ajiya\b", REG_EN),
    "sneaky": r"ba\s+tare\s+da\s+(?:\S+\s+)?(?:tambaya|izini|sanarwa|yarda)|a\s+[ɓb]oye|kowane\s+lokaci|kafin\s+(?:a\s+)?shigar",
    "autoyes": (r"(?:tsallake|ba\s+tare\s+da)\s+(?:\S+\s+)?(?:amincewa|izini|bita)", AUTO_EN),
    "prod": (r"\bsamarwa\b", PROD_EN),
    "void": rf"an\s+soke|sun\s+{_K}are|ba\s+su\s+aiki\s+(?:kuma\s+)?ba|\bsoke\w*",
    "prior": rf"(?:umarnin|umarni|dokokin|{_K}a'?idodin|koyarwar)\s+(?:\S+\s+){{0,3}}?(?:da\s+suka\s+gabata|na\s+baya|na\s+da|na\s+tsarin|na\s+farko|a\s+sama)",
    "obey": r"\b(?:bi|aiwatar\s+da)\s+(?:\S+\s+)?(?:kawai|duk)\b",
    "now": r"daga\s+yanzu|daga\s+yau",
    "reveal": r"\b(?:nuna|buga|rubuta|kwafa|bayyana|aika|maimaita)\b",
    "instr": rf"(?:umarnin|umarni|koyarwar|sa{_K}on)\s+(?:\S+\s+){{0,2}}?(?:tsarin|na\s+tsarin|[ɓb]oye|sirri|na\s+asali|da\s+aka\s+ba\s+ka)",
    "you": r"\bkai\s+ne\b|\bke\s+ce\b|\bkai\b",
    "power": r"cikakken\s+(?:iko|izini|dama)|ba\s+tare\s+da\s+iyaka|ga\s+kowa\b",
    "gone": r"idan\s+(?:\S+\s+)?(?:ya|suka|aka|ta)\s+(?:goge|share|cire)",
    "restore": r"sake\s+rubuta|\bmaido\b|\bmayar\b",
    "why": "me\\s+ya\\s+sa|don\\s+me",
    "say": "\\bka\\s+ce\\b|ce\\s+masa|gaya\\s+masa",
    "download": "\\bsauke\\b",
    "run": "gudanar\\s+da|\\bkunna\\b",
    "notai": "ba\\s+(?:kai\\s+)?mataimaki\\s+ba",
    "ignore": "yi\\s+watsi\\s+da|manta\\s+da",
    "drop": _more(
        r"\byi\s+watsi\s+da\b|\b(?:tsallake|kashe|ketare)\b|shawara\s+(?:ce\s+)?kawai|an\s+cire\s+duk\b",
        "\\bdaina\\b",
    ),
    "guard": _more(
        rf"(?:{_K}a'?idodin|dokokin|manufofin|binciken|matatar)\s+(?:\S+\s+)?(?:tsaro|kariya|sirri)",
        "raunin\\s+tsaro|duba\\s+lasisi",
    ),
}

YO: Final[dict[str, Group]] = {
    "refuse": r"(?:má\s+ṣe|máṣe)\s+kọ\s+(?:\S+\s+)?(?:ìbéèrè|àṣẹ)|kì\s+í\s+kọ\s+(?:\S+\s+)?ìbéèrè",
    "add": r"\bṣàfikún|\bfikún|(?<!ṣe\s)(?<!máṣe\s)\bfi\s+(?:\S+\s+){0,6}?(?:kún|sí)(?!\S)",
    "each": r"(?:gbogbo|ọ̀kọ̀ọ̀kan)\s+(?:\S+\s+)?(?:ìdáhùn|ìfiránṣẹ́|ojú-ìwé)|(?:ìdáhùn|ìfiránṣẹ́)\s+(?:\S+\s+)?(?:kọ̀ọ̀kan|gbogbo)",
    "promo": (r"ìpolówó", PROMO_EN),
    "forever": r"títí\s+láé|láéláé|nígbà\s+gbogbo",
    "recommend": r"\bdábàá|gbé\s+(?:\S+\s+)?lárugẹ",
    "pkg": (r"\bàpò", _EN_PKG),
    "pushy": r"nígbà\s+gbogbo|ní\s+gbogbo\s+ìgbà|\bdípò",
    "nomention": r"(?:má\s+ṣe|máṣe|má)\s+(?:\S+\s+)?(?:sọ\s+fún|sọ|mẹ́nu\s+bà)|fi\s+(?:\S+\s+)?pamọ́",
    "this": r"\bpé|\byìí|ìtọ́sọ́nà|àyípadà|\bèyí",
    "audience": (r"olùmúlò|olùlò|aṣàmúlò|ẹnikẹ́ni|\bẹgbẹ́|àkópọ̀|ìròyìn", AUD_EN + r"|\buser"),
    "asked": r"\b(?:bí|tí)\s+(?:ó|wọ́n|ẹnikẹ́ni|olùmúlò)\s+(?:bá\s+)?béèrè",
    "lie": r"\bsẹ́|purọ́|parọ́|sọ\s+pé\s+(?:\S+\s+)?nìkan",
    "send": (r"\bránṣẹ́|gbé\s+(?:\S+\s+)?sókè", _EN_SEND),
    "secret": (r"ọ̀rọ̀\s+(?:aṣínà|àṣírí|ìgbaniwọlé)|kọ́kọ́rọ́|àṣírí", SECRET_EN),
    "silent": r"ní\s+ìkọ̀kọ̀|láì\s+sọ\s+fún",
    "change": r"yí\s+(?:\S+\s+)?padà|\bṣètò",
    "registry": (r"ibi\s+ìpamọ́", REG_EN),
    "sneaky": r"láì\s+(?:\S+\s+)?(?:béèrè|sọ|gba\s+àṣẹ)|ní\s+ìkọ̀kọ̀|nígbà\s+gbogbo",
    "autoyes": (r"láì\s+(?:\S+\s+)?(?:ìfọwọ́sí|àyẹ̀wò)", AUTO_EN),
    "prod": (r"ìpèsè", PROD_EN),
    "void": r"kò\s+(?:wúlò|ṣiṣẹ́)\s+mọ́|fagilé",
    "obey": r"tẹ̀lé\s+(?:\S+\s+)?(?:nìkan|gbogbo)",
    "now": r"láti\s+ìsinsìnyí|láti\s+òní\s+lọ",
    "instr": r"(?:ìtọ́sọ́nà|àṣẹ|ìtọ́ni)\s+(?:\S+\s+){0,3}?(?:ètò|tí\s+a\s+fún\s+ọ|àṣírí|ìkọ̀kọ̀|àkọ́kọ́)",
    "you": r"\bìwọ|\bo\s+jẹ́",
    "gone": r"\b(?:bí|tí)\s+(?:\S+\s+){0,3}?(?:bá\s+)?pa\s+(?:\S+\s+)?rẹ́",
    "restore": r"tún\s+(?:\S+\s+)?kọ|dá\s+(?:\S+\s+)?padà",
    "why": "kí\\s+ló\\s+dé|ìdí\\s+tí",
    "say": "sọ\\s+pé|dáhùn",
    "download": "\\bgba\\b",
    "run": "ṣiṣẹ́|ṣe\\s+é",
    "notai": "ìwọ\\s+kì\\s+í\\s+ṣe\\s+olùrànlọ́wọ́",
    "ignore": "fojú\\s+fo|fojú\\s+fò|gbàgbé",
    "power": _more(
        r"kò\s+ní\s+òfin|láìsí\s+(?:òfin|ààlà)|kì\s+í\s+kọ|ẹnikẹ́ni",
        "kò\\s+ní\\s+ààlà|kò\\s+sì\\s+kọ",
    ),
    "drop": _more(
        r"fojú\s+fò|fo\s+(?:\S+\s+)?sílẹ̀|yọ\s+(?:\S+\s+)?kúrò|pa\s+(?:\S+\s+)?(?:rẹ́|wọ́n)\s+(?:\S+\s+)?(?:tì|kú)",
        "\\bpa",
    ),
    "guard": _more(
        r"(?:òfin|ìlànà|àyẹ̀wò)\s+(?:\S+\s+)?(?:ààbò|àṣírí)", "ìṣàyẹ̀wò\\s+(?:\\S+\\s+)?ààbò"
    ),
    "reveal": _more(
        r"\bfi\s+(?:\S+\s+){0,4}?hàn|tẹ̀\s+(?:\S+\s+)?jáde|kọ\s+(?:\S+\s+)?jáde|tún\s+kọ",
        "\\bkọ\\s+gbogbo|ọ̀rọ̀\\s+sí\\s+ọ̀rọ̀",
    ),
    "prior": _more(
        r"(?:ìtọ́sọ́nà|àṣẹ|òfin|ìlànà)\s+(?:\S+\s+){0,3}?(?:àtẹ̀yìnwá|tẹ́lẹ̀|ètò|òkè|àkọ́kọ́)",
        "ìtọ́ni\\s+(?:\\S+\\s+){0,6}?tẹ́lẹ̀",
    ),
}

AM: Final[dict[str, Group]] = {
    "refuse": r"ማንኛውንም\s+(?:\S+\s+)?(?:ጥያቄ|ትዕዛዝ)\S*\s+(?:\S+\s+)?(?:አትከልክል|አትቃወም|እምቢ\s+አትበል)|እምቢ\s+አትበል",
    "guard": r"(?:የደህንነት|የግላዊነት|የምስጢር)\s+(?:\S+\s+)?(?:ፖሊሲ|ደንብ|ደንቦች|ፍተሻ|ማጣሪያ)\S*",
    "drop": r"ችላ\s+በል|ዝለል|አሰናክል|ምክር\s+ብቻ",
    "add": r"ጨምር|አስገባ|አክል|ጨምሪ",
    "each": r"(?:በእያንዳንዱ|በሁሉም|ሁሉም|እያንዳንዱ)\s+(?:\S+\s+)?(?:መልስ|ምላሽ|መልእክት|ገጽ|ኮሚት)\S*",
    "promo": (r"ማስታወቂያ", PROMO_EN),
    "forever": r"ለዘላለም|ለዘለዓለም|ለዘለቄታው",
    "recommend": r"ምከር|ጠቁም|አስተዋውቅ",
    "pkg": (r"ጥቅል", _EN_PKG),
    "pushy": r"ሁልጊዜ|ይልቅ|ፈንታ",
    "nomention": r"(?:አትንገር|አትናገር|አትጥቀስ|አታሳውቅ)\S*|ደብቅ|ሸሽግ",
    "this": r"ይህን|ይህ|እነዚህን|ለውጥ\S*",
    "audience": (
        r"ተጠቃሚ\S*|ገምጋሚ\S*|ኦዲተር\S*|ቡድን\S*|ለማንም|ማንም|ማጠቃለያ\S*|ሪፖርት\S*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:ቢጠይቅ|ቢጠይቁ|ከጠየቀ|ከጠየቁ|ሲጠየቅ)\S*",
    "lie": r"ዋሽ|ካድ|ብቻ\s+(?:\S+\s+)?በል",
    "silent": r"ለማንም\s+(?:\S+\s+)?አትንገር|በድብቅ|በሚስጥር",
    "change": r"ቀይር|አዘጋጅ|ጨምር",
    "registry": (r"ማከማቻ\S*", REG_EN),
    "sneaky": r"ሳትጠይቅ|ያለ\s+(?:\S+\s+)?(?:ፈቃድ|ማረጋገጫ)|በድብቅ|ሁልጊዜ",
    "autoyes": (r"ያለ\s+(?:\S+\s+)?(?:ማጽደቅ|ፈቃድ|ግምገማ)", AUTO_EN),
    "prod": (r"ፕሮዳክሽን", PROD_EN),
    "void": r"አይሰሩም|አይሰራም|ተሰርዘዋል|ተሽረዋል|ዋጋ\s+የላቸውም",
    "prior": r"(?:የቀድሞ|የድሮ|የስርዓት|ቀዳሚ|ቀደም\s+ሲል\s+የተሰጡ)\S*\s+(?:\S+\s+)?(?:መመሪያ|ትዕዛዝ|ደንብ)\S*",
    "obey": r"ብቻ\s+(?:\S+\s+)?ተከተል|ሁሉንም\s+(?:\S+\s+)?ተከተል",
    "now": r"ከአሁን\s+(?:ጀምሮ|በኋላ)|ከዛሬ\s+ጀምሮ",
    "reveal": r"አሳይ|አትም|ጻፍ|ቅዳ|ግለጥ|ላክ",
    "instr": r"(?:የስርዓት|የተደበቁ|ሚስጥራዊ|የመጀመሪያ)\S*\s+(?:\S+\s+)?(?:መመሪያ|ትዕዛዝ)\S*|(?:የተሰጡህ|የተሰጠህ)\s+(?:\S+\s+)?መመሪያ\S*",
    "you": r"አንተ|አንቺ|እርስዎ",
    "power": r"ሙሉ\s+(?:ሥልጣን|ስልጣን|መብት|ፈቃድ)|ያለ\s+(?:ምንም\s+)?ገደብ|ለማንኛውም\s+ሰው",
    "why": "ለምን",
    "say": "በል|ንገረው|መልስ",
    "download": "አውርድ|አውርዶ|አውርደው",
    "run": "አስኪድ|ማስኬድ|አሂድ",
    "elevated": "አገልጋይ",
    "notai": "ረዳት\\s+አይደለህም",
    "ignore": "ችላ\\s+በል|እርሳ",
    "noshow": "አታሳይ\\S*|አታሳየ\\S*",
    "endrop": (
        "" + EN_VERBS + "\\s+(?:አድርግ|አድርጉ|ያድርግ)",
        "",
    ),
    "rguard": (
        "",
        RGUARD_EN,
    ),
    "secret": _more((r"የይለፍ\s+ቃል\S*|ቁልፍ\S*|ቶከን\S*|ሚስጥር\S*|ምስጢር\S*", SECRET_EN), "ቁልፎች"),
    "send": _more((r"ላክ|ስቀል|ቅዳ|አጋራ", _EN_SEND), "መጫን|ይላክ|ይጫን"),
}

KA: Final[dict[str, Group]] = {
    "refuse": r"არ\s+(?:\S+\s+)?უარყო\s+(?:\S+\s+)?(?:არცერთი|ნებისმიერი)|არასოდეს\s+(?:\S+\s+)?თქვა\s+უარი|ნებისმიერი\s+მოთხოვნა\S*\s+შეასრულე",
    "guard": r"(?:უსაფრთხოების|კონფიდენციალურობის)\s+(?:\S+\s+)?(?:პოლიტიკ|წეს|შემოწმებ|ფილტრ)\S*",
    "add": r"დაამატე|ჩასვი",
    "each": r"(?:ყველა|თითოეულ|ყოველ)\S*\s+(?:\S+\s+)?(?:პასუხ|შეტყობინებ|გვერდ|შაბლონ|კომიტ)\S*",
    "promo": (r"რეკლამ\S*", PROMO_EN),
    "forever": r"სამუდამოდ|სამარადისოდ",
    "recommend": r"ურჩიე|შესთავაზე",
    "pkg": (r"პაკეტ\S*|ბიბლიოთეკ\S*", _EN_PKG),
    "pushy": r"ყოველთვის|ყოველ\s+ჯერზე|ნაცვლად",
    "nomention": r"(?:არ|არასოდეს)\s+(?:\S+\s+)?(?:უთხრა|უთხრათ|ახსენო|გაამჟღავნო)|დამალე",
    "this": r"ეს|ამის|ამ|ცვლილებ\S*",
    "audience": (
        r"მომხმარებელ\S*|რევიუერ\S*|აუდიტორ\S*|გუნდ\S*|არავის|შეჯამებ\S*|ანგარიშ\S*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"თუ\s+(?:\S+\s+)?(?:იკითხავს|გკითხავს|იკითხავენ|გკითხავენ)",
    "lie": r"მოიტყუე|უარყავი|თქვი\s+(?:\S+\s+)?მხოლოდ",
    "secret": (r"პაროლ\S*|გასაღებ\S*|ტოკენ\S*|საიდუმლო\S*", SECRET_EN),
    "silent": r"ჩუმად|არავის\s+(?:\S+\s+)?უთხრა|ფარულად",
    "change": r"შეცვალე|დააყენე|დაამატე",
    "registry": (r"რეესტრ\S*|საცავ\S*", REG_EN),
    "sneaky": r"(?:კითხვის|ნებართვის|დადასტურების)\s+გარეშე|ჩუმად|ყოველ\s+ჯერზე",
    "autoyes": (r"(?:დადასტურების|დამტკიცების|განხილვის)\s+გარეშე", AUTO_EN),
    "prod": (r"პროდაქშენ\S*|საწარმოო", PROD_EN),
    "void": r"აღარ\s+(?:მოქმედებს|არის\s+ძალაში)|გაუქმებულ\S*|ძალადაკარგულ\S*",
    "prior": r"(?:წინა|ძველი|ადრინდელი|სისტემის)\s+(?:\S+\s+)?(?:ინსტრუქცი|მითითებ|წეს|ბრძანებ)\S*",
    "obey": r"მხოლოდ\s+(?:\S+\s+)?(?:მიჰყევი|შეასრულე)|ყველაფერი\s+შეასრულე",
    "now": r"ამიერიდან|დღეიდან",
    "instr": r"(?:სისტემურ|ფარულ|საიდუმლო|საწყის|ორიგინალ)\S*\s+(?:\S+\s+)?(?:ინსტრუქცი|მითითებ|პრომპტ)\S*|შენთვის\s+მიცემულ\S*\s+(?:\S+\s+)?(?:ინსტრუქცი|მითითებ)\S*",
    "you": r"შენ|თქვენ",
    "power": r"სრული\s+(?:უფლებ|წვდომ)\S*|შეზღუდვების\s+გარეშე|ნებისმიერ\s+ადამიანს",
    "why": "რატომ",
    "say": "თქვი|უპასუხე|უთხარი",
    "download": "ჩამოტვირთე|გადმოწერე",
    "run": "გაუშვი|გაუშვა",
    "notai": "აღარ\\s+ხარ\\s+(?:ასისტენტი|დამხმარე)",
    "ignore": "უგულებელყავი|დაივიწყე|აღარ\\s+გაითვალისწინო\\S*",
    "send": _more(
        (r"გაგზავნე|ატვირთე|დააკოპირე|გადააგზავნე", _EN_SEND), "გაუგზავნე|აიტვირთ\\S*|ატვირთ\\S*"
    ),
    "reveal": _more(r"აჩვენე|დაბეჭდე|დაწერე|დააკოპირე|გაამჟღავნე|გამოიტანე", "უპასუხე"),
    "drop": _more(
        r"უგულებელყავი|გამოტოვე|გათიშე|გვერდი\s+აუარე|მხოლოდ\s+რჩევა", "გამორთვა|გამორთო|გათიშვა"
    ),
}

SOUTH: Final = {
    "hi": HI,
    "bn": BN,
    "ta": TA,
    "te": TE,
    "mr": MR,
    "sw": SW,
    "ha": HA,
    "yo": YO,
    "am": AM,
    "ka": KA,
}
"""Each language's groups, by language code."""
