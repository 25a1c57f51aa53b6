"""Fake system labels of Asian, Middle-Eastern and African languages (pure data, helper
i18n35b, session 13), added to ``injection_role_labels``' own: the word for "system" (or
"system message") opening a line, a developer mode (a strong signal), and the weak signals by
their index in ``injection_role_labels._WEAK`` (0 admin, 1 verified, 2 passwords,
3 restrictions, 4 refusals, 6 every request, 7 nothing asked, 8 the assistant). Lower-case NFKC, as the view
folds the line; the joiners the view drops are not written.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

LABEL_WORDS: Final = (
    r"সিস্টেম(?:\s+বার্তা)?|சிஸ்டம்|கணினி\s+செய்தி|சிஸ்டம்\s+செய்தி|سسٹم(?:\s+پیغام)?|సిస్టమ్(?:\s+సందేశం)?"
    r"|mfumo|ujumbe\s+wa\s+mfumo|ሲስተም|የሲስተም\s+መልዕክት|tsarin|saƙon\s+tsarin|mesej\s+sistem"
)
STRONG: Final = (
    r"ডেভেলপার\s+মোড|டெவலப்பர்\s+பயன்முறை|ڈیولپر\s+موڈ|డెవలపర్\s+మోడ్|डेव्हलपर\s+मोड|hali\s+ya\s+msanidi"
    r"|ገንቢ\s+ሁነታ|yanayin\s+mai\s+haɓakawa|mod\s+pembangun|mode\s+developer"
)
WEAK: Final[dict[int, str]] = {
    0: r"مسؤول|অ্যাডমিন|প্রশাসক|நிர்வாகி|ایڈمن|منتظم|నిర్వాహకు|प्रशासक|msimamizi|mai\s+gudanarwa|አስተዳዳሪ",
    1: r"موثّق|موثق|যাচাইকৃত|சரிபார்க்கப்பட்ட|تصدیق\s+شدہ|ధృవీకరించ|imethibitishwa|an\s+tabbatar|የተረጋገጠ"
    # inj29c: ha "full power (over)" granted
    r"|cikakken\s+iko|cikakkiyar\s+dama",
    2: r"পাসওয়ার্ড|கடவுச்சொ|پاس\s*ورڈ|పాస్వర్డ్|nenosiri|kalmar\s+sirri|የይለፍ\s+ቃል",
    3: r"বিধিনিষেধ|கட்டுப்பாடு|پابندی|పరిమితి|निर्बंध|vikwazo|\biyaka\b|ገደብ",
    4: r"প্রত্যাখ্যান|மறுக்க|انکار|తిరస్కరి|नकार|kukataa|\bƙi\b|ሳይከለክል|ከልክል",
    6: r"(?:সব|কোনো)\s+অনুরোধ|எந்தக்?\s+கோரிக்கை|ہر\s+درخواست|ఏ\s+అభ్యర్థన|प्रत्येक\s+विनंती|kila\s+ombi|kowace\s+buƙata|ማንኛውንም\s+ጥያቄ|ሁሉንም\s+ጥያቄ",
    # inj27b: am "without confirmation" (7: nothing asked)
    # inj29c: sw "do not verify (his identity)", "without verification"; ha "without confirmation"
    7: r"ያለ\s+ማረጋገጫ|\busi(?:thibitishe|hakiki)\b|\bbila\s+(?:uthibitisho|kuthibitisha|kuhakiki)\b|\bba\s+tare\s+da\s+(?:tabbatarwa|tantancewa|izini)\b",
    8: r"সহকারী|உதவியாளர்|اسسٹنٹ|అసిస్టెంట్|सहाय्यक|msaidizi|mataimaki|ረዳት",
}

ATTACK_WORDS: Final = (
    r"حقن\s+(?:ال)?(?:أوامر|تعليمات|مطالبات|برومبت)|تزریق\s+(?:پرامپت|پرومپت|دستور)|הזרקת\s+(?:פרומפט|הנחיות)"
    r"|پرامپٹ\s+انجیکشن|प्रॉम्प्ट\s+इंजेक्शन|प्रॉम्प्ट\s+इन्जेक्शन|প্রম্পট\s+ইনজেকশন|ப்ராம்ப்ட்\s+இன்ஜெக்ஷன்"
    r"|injeksi\s+prompt|tấn\s+công\s+chèn\s+prompt|المهاجم|हमलावर|আক্রমণকারী|தாக்குபவர்|penyerang|kẻ\s+tấn\s+công"
)
"""Attack words of these languages (``prompt injection``, ``the attacker``): a line holding one
talks about attacks (``concepts_framing.MENTION``)."""

FOREVER: Final = (
    r"চিরকাল\s+মনে\s+রাখ|সব\s+ভবিষ্যৎ\s+সেশন|என்றென்றும்\s+நினைவில்|எதிர்கால\s+(?:எல்லா\s+)?அமர்வு"
    r"|ہمیشہ\s+کے\s+لیے\s+یاد|kumbuka\s+(?:hili\s+)?milele|ఎప్పటికీ\s+గుర్తుంచుకో|कायमचे\s+लक्षात\s+ठेव"
    r"|ka\s+tuna\s+(?:da\s+wannan\s+)?har\s+abada|ለዘላለም\s+አስታውስ|ingat\s+(?:ini\s+)?selama-lamanya"
    r"|احفظ\s+(?:هذا|هذه)\s+(?:\S+\s+)?(?:بشكل\s+)?دائم|mãi\s+mãi"
)
""""Remember forever" in these languages (``injection_forever``)."""
FOREVER_NEEDLES: Final = (
    "চিরকাল",
    "ভবিষ্যৎ",
    "என்றென்றும்",
    "எதிர்கால",
    "ہمیشہ",
    "milele",
    "ఎప్పటికీ",
    "कायमचे",
    "abada",
    "ለዘላለም",
    "selama-lamanya",
    "دائم",
    "mãi mãi",
)
EVERY_ANSWER: Final = (
    r"প্রতিটি\s+উত্তর|ஒவ்வொரு\s+பதில|ہر\s+جواب|kila\s+jibu|ప్రతి\s+సమాధాన|प्रत्येक\s+उत्तर|kowace\s+amsa"
    r"|በእያንዳንዱ\s+መልስ|setiap\s+jawapan|mỗi\s+lần\s+trả\s+lời|كل\s+(?:إجابات|ردودك|الردود)"
)
PLANTED: Final = (
    r"লিংক|লিঙ্ক|இணைப்பு|لنک|kiungo|లింక్|hanyar\s+haɗi|ሊንክ|pautan|প্যাকেজ|தொகுப்பு|پیکج|kifurushi"
    r"|ప్యాకేజీ|पॅकेज|kunshin|ፓኬጅ|pakej|পেজ"
)
CONFIRM: Final = r"নিশ্চিতকরণ|உறுதிப்படுத்தல்|تصدیق|uthibitisho|నిర్ధారణ|पुष्टी|tabbatarwa|ማረጋገጫ|pengesahan"
NEVER: Final = r"কখনো|ஒருபோதும்|کبھی|kamwe|ఎప్పుడూ|कधीही|kada|በፍጹም|jangan|না\s+চেয়ে|கேட்காதே|مت|usiombe"
