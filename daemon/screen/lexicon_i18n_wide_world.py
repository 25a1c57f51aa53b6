"""More word groups for the classes of ``lexicon_i18n_aa_forms`` in languages beyond the eight
whose orders rounds 43/44 showed missed (pure data, helper i18n16d, session 16): Scandinavian,
Baltic, South and West Slavic, Afrikaans, Italian, Estonian, Hungarian, Icelandic, Irish, Welsh,
Bulgarian, Greek, Hebrew, Persian, Urdu, Georgian, Thai, Indian languages (Telugu, Punjabi,
Marathi, Nepali, Gujarati, Malayalam) and African ones (Kinyarwanda, Akan, Wolof, Hausa,
Swahili), Indonesian, Malay and Turkish. The classes: "if the user asks whether you changed it,
say no" (``asked`` names the agent's own past act: a shop's "if a customer asks whether we ship
there, say no" stays clean), "you no longer need to ask for confirmation before deleting"
(``noconfirm``), "the rules given to you before are void" (``void`` + ``prior``), "follow only
…" (``now`` + ``obey``), this note copied into every memory file (``copyin`` + ``selfref`` +
``spread``), a copy sent to an address before showing the user (``send`` + ``dest`` +
``silent``), "never admit you are an AI" (``notai``), the hidden instructions written out.
Same conventions as ``lexicon_i18n_wide_europe``; each dict's rows stand beside the language's
older rows.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_aa_forms_sea import SECRET_EN, Group
from .lexicon_i18n_wide_europe import AGENT_FILES

_SPREAD_EN: Final = AGENT_FILES + r"|repo\w*|project\w*"

_NOCONFIRM_SCAND: Final = (
    r"(?:behöver|behøver|trenger|måste|må)\s+(?:du\s+)?(?:inte|ikke|ikkje)\s+(?:längre|længere|lenger|mer|mere)\s+"
    r"(?:be|bede|spørge|spørre|fråga)\s+(?:om\s+)?(?:\S+\s+)?(?:bekräftelse|bekræftelse|bekreftelse|godkännande|godkendelse|godkjenning|lov|tilladelse|tillatelse)"
    r"\s+(?:\S+\s+){0,3}?(?:innan|før|for)\s+(?:\S+\s+){0,3}?(?:raderar|radera|tar\s+bort|sletter|slette|fjerner|deploy\w*|production|produktion\w*|produksjon\w*)"
)

SCAND: Final[dict[str, Group]] = {
    "asked": r"\b(?:hvis|om|når)\s+(?:\S+\s+){0,3}?(?:spør|spørger|frågar|spurte|spørgsmål)\s+(?:\S+\s+){0,2}?om\s+(?:du|De)\s+(?:har|hade|havde|\S+(?:ade|ede|te|et))\b",
    "lie": r"\b(?:svar|svara|sig|si|säg)\w*[\s,]+(?:\S+\s+)?(?:nei|nej)\b|\b(?:sig|si|säg)\s+at{1,2}\s+du\s+(?:ikke|inte)\b|\bbenekt\w*|\bnek(?:a|t)\b",
    "noconfirm": _NOCONFIRM_SCAND,
    "copyin": r"\bkopi[eé]r\w*|\bkopiera\b|\btilføj\b|\bindsæt\b|\blägg\s+till\b|\bklistra\s+in\b|\blegg\s+til\b|\blim\s+inn\b",
    "selfref": r"\b(?:denne|dette|denna|detta)\s+(?:regel|regeln|note|notat|notatet|anteckning|instruktion\w*|instruks\w*|tekst|text|avsnit\w*|afsnit\w*)",
    "spread": (
        r"\b(?:hver|hvert|varje|alle|alla)\s+(?:\S+\s+)?(?:fil\w*|repo\w*|projekt\w*|prosjekt\w*|minnefil\w*|hukommelsesfil\w*)",
        r"\b(?:hver|hvert|varje|alle|alla)\s+(?:\S+\s+)?(?:" + _SPREAD_EN + ")",
    ),
    "send": r"\bsend\b|\bskicka\b|\bvideresend\b|\bvidarebefordra\b",
    "silent": r"\b(?:før|innan|inden)\s+du\s+(?:viser|visar)\b|\b(?:uden|utan|uten)\s+(?:at|att|å)\s+(?:sige|säga|si|fortælle|fortelle|berätta|nævne|nämna|nevne)\b",
    "now": r"\bfra\s+nu\s+af\b|\bfra\s+nå\s+av\b|\bfrån\s+och\s+med\s+nu\b|\bhärefter\b|\bherefter\b",
    "obey": r"\b(?:følg|følj|följ|lyd)\s+(?:\S+\s+){0,4}?(?:kun|bare|endast|enbart)\b|\b(?:kun|bare|endast|enbart)\s+(?:\S+\s+){0,4}?(?:følg|följ|lyd)\b",
}

HR: Final[dict[str, Group]] = {
    "asked": r"\bako\s+(?:\S+\s+){0,3}?(?:pita|upita|zapita|pitaju)\w*[\s,]+(?:\S+\s+){0,2}?(?:jesi\s+li|da\s+li\s+si|si\s+li)\b",
    "lie": r"\b(?:reci|odgovori|kaži|recite|odgovorite)\s+(?:mu\s+|joj\s+|im\s+)?(?:da\s+)?(?:nisi|niste|ne)(?=\s*(?:[.!;,]|$))|\bporeci\b|\bslaži\b",
    "noconfirm": (
        r"\b(?:više\s+)?(?:ne\s+moraš|ne\s+morate|nemoj|nemojte)\s+(?:više\s+)?(?:da\s+)?(?:tražiš|tražiti|tražite|pitaš|pitati|pitate)\s+(?:za\s+)?(?:\S+\s+)?(?:potvrd\w*|dozvol\w*|odobrenj\w*)\s+(?:\S+\s+){0,3}?(?:pre|prije|prilikom|za)\s+(?:\S+\s+){0,3}?(?:brisanj\w*|briše\w*|obriš\w*|uklanjanj\w*|deploy\w*|produkcij\w*|production)"
        r"|\b(?:provjer\w*|proverа\w*|potvrd\w*|odobrenj\w*)\s+(?:\S+\s+){0,4}?više\s+nije\s+(?:obavezn\w*|potrebn\w*)[^.\n]{0,60}?\bsamo\s+(?:nastavi|nastavite|izvrši|pokreni|radi)\b"
    ),
    "now": r"\bod\s+sada\b|\bodsad\b|\bod\s+danas\b",
    "obey": r"\b(?:slijedi|sledi|prati|slušaj|poštuj|izvršavaj)\s+(?:\S+\s+){0,4}?samo\b|\bsamo\s+(?:\S+\s+){0,4}?(?:slijedi|sledi|prati|slušaj|poštuj)\b",
    "void": r"\bviše\s+ne\s+(?:vrijed\w*|važ\w*|vaze\w*)|\bnevažeć\w*|\bponišten\w*|\bukinut\w*",
    "prior": r"\b(?:upute|uputstva|pravila|instrukcije)\s+(?:\S+\s+){0,3}?(?:koje\s+si\s+dobio|koje\s+su\s+ti\s+dane|sustava|sistema|s\s+početka)|\b(?:prethodn\w*|tvoje|izvorn\w*)\s+(?:upute|uputstva|pravila|instrukcije)",
    "copyin": r"\bkopiraj\w*|\bdodaj\b|\bzalijepi\b|\bupiši\b",
    "selfref": r"\b(?:ovu|ovo|ovaj)\s+(?:napomenu|bilješku|uputu|pravilo|tekst|poruku|odlomak)",
    "spread": (
        r"\bsvak\w*\s+(?:\S+\s+)?(?:datotek\w*|fajl\w*|repozitorij\w*|projekt\w*)",
        r"\bsvak\w*\s+(?:\S+\s+)?(?:" + _SPREAD_EN + ")",
    ),
}

SL: Final[dict[str, Group]] = {
    "asked": r"\bče\s+(?:\S+\s+){0,3}?(?:vpraša|sprašuje)\w*[\s,]+ali\s+si\b",
    "lie": r"\b(?:reci|odgovori|povej)\s+(?:mu\s+|ji\s+)?(?:da\s+)?(?:nisi|ne)(?=\s*(?:[.!;,]|$))|\bzanikaj\b",
    "copyin": r"\bkopiraj\w*|\bdodaj\b|\bprilepi\b|\bzapiši\b",
    "selfref": r"\b(?:to|ta|tega|to)\s+(?:navodilo|pravilo|opombo|zapis|besedilo|sporočilo)",
    "spread": (
        r"\bvsak\w*\s+(?:\S+\s+)?(?:datotek\w*|repozitorij\w*|projekt\w*)",
        r"\bvsak\w*\s+(?:\S+\s+)?(?:" + _SPREAD_EN + ")",
    ),
    "noconfirm": r"\b(?:ne\s+potrebuješ\s+več|ni\s+več\s+treba|nič\s+več\s+ne)\s+(?:\S+\s+)?(?:potrdil\w*|potrditv\w*|dovoljenj\w*)\s+(?:\S+\s+){0,3}?pred\s+(?:\S+\s+)?(?:brisanj\w*|izbris\w*|namestitv\w*|produkcij\w*)",
}

CS_SK: Final[dict[str, Group]] = {
    "noconfirm": (
        r"\bpřed\s+(?:\S+\s+)?(?:smazáním|mazáním|odstraněním|nasazením)\s+(?:\S+\s+){0,5}?(?:se\s+)?(?:už\s+)?(?:se\s+)?(?:neptej|nežádej|nemusíš\s+ptát|nemusíš\s+žádat)\s+(?:se\s+)?(?:\S+\s+)?(?:na\s+|o\s+)?(?:potvrzení|souhlas|svolení)"
        r"|\b(?:už\s+)?(?:se\s+)?(?:neptej|nežádej)\s+(?:se\s+)?(?:na\s+|o\s+)?(?:potvrzení|souhlas|svolení)\s+(?:\S+\s+)?(?:před|při)\s+(?:\S+\s+)?(?:smazáním|mazáním|odstraněním|nasazením)"
        r"|\bpred\s+(?:\S+\s+)?(?:vymazaním|zmazaním|odstránením|nasadením)\s+(?:\S+\s+){0,5}?(?:už\s+)?(?:nemusíš\s+(?:žiadať|pýtať)|nežiadaj|sa\s+nepýtaj|nepýtaj\s+sa)\s+(?:sa\s+)?(?:\S+\s+)?(?:o\s+|na\s+)?(?:potvrdenie|súhlas|povolenie)"
        r"|\b(?:už\s+)?(?:nemusíš\s+(?:žiadať|pýtať)|nežiadaj|nepýtaj\s+sa)\s+(?:sa\s+)?(?:o\s+|na\s+)?(?:potvrdenie|súhlas|povolenie)\s+(?:\S+\s+)?pred\s+(?:\S+\s+)?(?:vymazaním|zmazaním|odstránením|nasadením)"
    ),
    "asked": r"\bak(?:o)?\s+(?:\S+\s+){0,3}?(?:zeptá|spýta|opýta)\w*[\s,]+(?:\S+\s+){0,2}?(?:jestli|zda|či)\s+(?:si\s+)?\S+(?:l|la)\s+(?:si\b)?",
    "lie": r"\b(?:řekni|odpověz|povedz|odpovedz)[\s,]+(?:\S+\s+)?(?:že\s+)?(?:ne|nie)(?=\s*(?:[.!;,]|$))|\bzapři\b|\bzaprieť\b",
}

IT_AF_NL: Final[dict[str, Group]] = {
    "asked": (
        r"\bse\s+(?:\S+\s+){0,3}?(?:chiede|chiedono|domanda)\w*\s+se\s+(?:hai|avete)\b"
        r"|\b(?:as|indien)\s+(?:\S+\s+){0,3}?vra\s+of\s+(?:jy|u)\b"
        r"|\b(?:als|indien)\s+(?:\S+\s+){0,3}?vraagt\s+of\s+(?:je|jij|u)\b"
    ),
    "lie": (
        r"\brispondi\s+(?:di\s+)?no\b|\bd[iì]\s+(?:di\s+)?no\b|\bd[iì]\s+che\s+non\b|\bnega(?:lo)?\b|\bmentisci\b"
        r"|\bsê\s+nee\b|\bantwoord\s+(?:dan\s+)?nee\b|\bontken\b|\bsê\s+dat\s+jy\s+nie\b|\bzeg\s+(?:dan\s+)?nee\b|\bzeg\s+dat\s+je\s+(?:het\s+)?niet\b"
    ),
}

ET_LV: Final[dict[str, Group]] = {
    "asked": r"\bkui\s+(?:\S+\s+){0,3}?küsi\w*[\s,]+kas\s+(?:sa|sina|te)\b|\bja\s+(?:\S+\s+){0,3}?(?:jautā|prasa|vaicā)\w*[\s,]+vai\s+(?:tu|jūs)\b",
    "lie": r"\b(?:vasta|ütle)\w*[\s,]+(?:et\s+)?ei\b|\beita\b|\b(?:atbildi|saki)\w*[\s,]+(?:ka\s+)?nē\b|\bnoliedz\b",
}

ID_MS: Final[dict[str, Group]] = {
    "asked": r"\b(?:kalau|jika|bila|apabila)\s+(?:\S+\s+){0,3}?(?:bertanya|menanyakan|tanya)\s+(?:apakah|sama\s+ada|kalau)\s+(?:kamu|anda|kau|awak|engkau)\b",
    "lie": r"\b(?:jawab|bilang|katakan|cakap|kata)\s+(?:saja\s+|sahaja\s+)?(?:tidak|tak|bukan)\b|\bsangkal\w*|\bnafikan\b",
    "noconfirm": r"\btidak\s+perlu\s+lagi\s+(?:meminta|minta|memohon)\s+(?:\S+\s+)?(?:pengesahan|konfirmasi|kebenaran|izin|persetujuan)\s+(?:\S+\s+)?sebelum\s+(?:\S+\s+){0,2}?(?:memadam|padam|menghapus|hapus|deploy\w*|production|produksi|pengeluaran)",
}

TR: Final[dict[str, Group]] = {
    "asked": r"\S+(?:madığını|mediğini|dığını|diğini|duğunu|düğünü|tığını|tiğini)\s+sorarsa",
    "lie": r"\S+(?:madığını|mediğini)\s+söyle\b|\bhayır\s+de\b|\binkar\s+et\b",
}

HU_IS: Final[dict[str, Group]] = {
    "void": r"\bérvényüket\s+vesztik|\bérvénytelen\w*|\bnem\s+érvényesek\b",
    "prior": r"\b(?:eredeti|korábbi|előző|kezdeti)\s+utasításaid\b|\butasításaid\b",
    "reveal": r"\bbirt\w*|\bskrifaðu\b|\bsýndu\b|\bendurtaktu\b",
    "instr": r"\b(?:falin|leynileg|upphafleg)\w*\s+fyrirmæli|\bfyrirmæli\s+þín\b|\bkerfisfyrirmæli\w*",
}

GA_CY: Final[dict[str, Group]] = {
    "notai": r"\bná\s+habair\s+(?:riamh\s+|choíche\s+)?(?:gur|go\s+bhfuil)\s+(?:\S+\s+)?(?:intleacht\s+shaorga|bot|ai|ríomhaire)\b",
}

AFR: Final[dict[str, Group]] = {
    # Kinyarwanda
    "void": r"\bntagikurikizwa\b|\bntacyo\s+akimaze\b|\byavanyweho\b|\byakuweho\b|\bnni\s+tumi\s+bio\b|\bamatul\s+solo\b",
    "prior": r"\bamabwiriza\s+(?:\S+\s+)?(?:wahawe|wari\s+warahawe)\b|\bmmara\s+a\s+wɔde\s+maa\s+wo\b|\bnkyerɛkyerɛ\s+a\s+wɔde\s+maa\s+wo\b|\b(?:sàrt|ndigal)\s+(?:yi|yépp)\s+ñu\s+la\s+jox\b",
    "noconfirm": r"\bntukongere\s+(?:gusaba|kubaza)\s+(?:\S+\s+)?(?:uburenganzira|icyemezo|kwemeza)\s+mbere\s+yo\s+(?:gusiba|guhanagura|gukuraho|kohereza)",
    "asked": r"\bbu\s+la\s+(?:\S+\s+){0,2}?laaj\w*\s+ndax\s+(?:\S+\s+)?nga\b",
    "lie": r"\b(?:nga\s+)?(?:ne|wax)\s+ko\s+déedéet\b|\bnga\s+ne\s+déedéet\b",
    "send": r"\bfa\s+(?:no|ɛno)\s+kɔ\b",
    "silent": r"\bna\s+(?:nka|nnka)\s+nkyerɛ\b|\bwɔ\s+kokoam\b",
    "copyin": r"\bkwaf[ae]\w*|\bnakili\b|\bbandika\b",
    "selfref": r"\bwannan\s+(?:doka|umarni|bayani|sako|rubutu)\b|\b(?:maelezo|agizo|kanuni|sheria|ujumbe|maagizo)\s+(?:haya|hili|hii|huu)\b",
    "spread": (
        r"\bkowa(?:ce|ne)\s+(?:\S+\s+)?(?:fayil\w*|ma'ajiy\w*)|\bkila\s+(?:\S+\s+)?(?:faili|hazina|mradi)\b",
        r"\b(?:kowa(?:ce|ne)|kila)\s+(?:\S+\s+)?(?:" + _SPREAD_EN + ")",
    ),
    "notai": r"\busikubali\s+(?:kamwe\s+)?kwamba\s+(?:wewe\s+)?ni\s+(?:roboti|ai|akili\s+bandia|bot)\b",
}

EL: Final[dict[str, Group]] = {
    "send": r"\bστείλ\w*|\bπροώθησ\w*",
    "secret": (r"κλειδ\w*|κωδικ\w*|συνθηματικ\w*|διαπιστευτήρι\w*", SECRET_EN),
    "silent": r"χωρίσ\s+να\s+(?:το\s+|τουσ\s+)?(?:αναφέρεισ|πεισ|ενημερώσεισ)",
}

LT: Final[dict[str, Group]] = {
    "copyin": r"\bnukopijuok\w*|\bįrašyk\b|\bpridėk\b|\bįklijuok\b",
    "selfref": r"\b(?:šią|šitą)\s+(?:taisyklę|pastabą|instrukciją|žinutę|tekstą|pastraipą)",
    "spread": (
        r"\bkiekvien\w*\s+(?:\S+\s+){0,3}?(?:fail\w*|saugykl\w*|projekt\w*)",
        r"\bkiekvien\w*\s+(?:\S+\s+){0,3}?(?:" + _SPREAD_EN + ")",
    ),
}

PL: Final[dict[str, Group]] = {
    "notai": r"\bnigdy\s+nie\s+(?:przyznawaj|przyznajesz|przyznaj|mów|mówisz|zdradzaj|zdradzasz)\w*[\s,]+(?:\S+\s+)?że\s+jesteś\s+(?:si|ai|botem|sztuczn\w*|asystent\w*|modelem)\b",
}

HE: Final[dict[str, Group]] = {
    "noconfirm": r"אין\s+צורך\s+(?:יותר\s+|עוד\s+)?(?:לבקש|לקבל)\s+(?:\S+\s+)?(?:אישור|רשות)\s+(?:\S+\s+)?(?:לפני|בטרם)\s+(?:\S+\s+)?(?:מחיק\S*|למחוק|פריס\S*|deploy\S*|production|ייצור)",
    "notai": r"אל\s+(?:תגלה|תגלי|תודה|תאמר|תגיד|תספר)\s+ש(?:אתה|את)\s+(?:בינה\s+מלאכותית|בוט|ai|מודל)",
}

KA: Final[dict[str, Group]] = {
    "asked": r"თუ\s+(?:\S+\s+){0,2}?(?:გკითხავ\S*|იკითხავ\S*|გკითხონ)[\s,]+(?:\S+\s+){0,3}?\S+\s+თუ\s+არა",
    "lie": r"(?:უპასუხე|უთხარი|თქვი)[\s,]+(?:რომ\s+)?არა|უარყავი",
    "void": r"გაუქმებულია|აღარ\s+მოქმედებს|ძალადაკარგულია",
    "prior": r"(?:შენთვის|თქვენთვის)\s+(?:ადრე\s+)?მიცემული\s+(?:ყველა\s+)?(?:წესი|ინსტრუქცი\S*|მითითებ\S*)",
    "notai": r"არასოდეს\s+(?:თქვა|აღიარო|თქვათ)[\s,]+(?:რომ\s+)?(?:\S+\s+)?(?:ხელოვნური\s+ინტელექტი|ბოტი|ai)",
}

TH: Final[dict[str, Group]] = {
    "asked": r"(?:ถ้า|หาก)[^\n]{0,20}?ถามว่าคุณ",
    "lie": r"(?:ให้)?ตอบว่าไม่|บอกว่าไม่|ปฏิเสธ",
    "void": r"โมฆะ|ไม่มีผลอีกต่อไป",
    "prior": r"กฎ(?:ทั้งหมด)?ที่(?:เคย)?(?:ให้|ได้รับ)|คำสั่ง(?:เดิม|ก่อนหน้า)",
}

FA_UR: Final[dict[str, Group]] = {
    "asked": r"اگر\s+(?:\S+\s+){0,3}?(?:پرسید|بپرسد|پوچھے|پوچھیں)\s+(?:که|کہ)\s+(?:آیا|کیا)\s+(?:\S+\s+){0,6}?(?:\S+(?:ه‌ای|ه\s+ای|ید)|(?:تم|آپ)\s+نے)",
    "lie": r"بگو\s+نه|جواب\s+بده\s+نه|انکار\s+کن|(?:کہنا|کہو|کہیں|کہہ\s+دو|جواب\s+دو)\s+(?:کہ\s+)?نہیں",
    "void": r"ختم\s+(?:ہیں|ہو\s+گئی)|منسوخ|کالعدم|لاگو\s+نہیں",
    "prior": r"(?:تمہیں|آپ\s+کو)\s+(?:\S+\s+){0,2}?(?:دی\s+گئی|دیے\s+گئے)\s+(?:\S+\s+)?(?:ہدایات|اصول|قواعد)|(?:پہلی|پچھلی)\s+ہدایات",
    "copyin": r"کپی\s+کن|اضافه\s+کن|بچسبان",
    "selfref": r"این\s+(?:یادداشت|دستور|قانون|متن|پیام)",
    "spread": r"هر\s+(?:\S+\s+)?(?:فایل|مخزن|پروژه)",
}

TE: Final[dict[str, Group]] = {
    "void": r"రద్దు",
    "prior": r"(?:మీకు|నీకు)\s+(?:ముందు|ఇంతకు\s+ముందు|మొదట)\s+ఇచ్చిన\s+(?:\S+\s+)?(?:నియమాల\S*|సూచనల\S*)",
    "asked": r"\S+(?:ారా|ావా)\s+అని\s+(?:\S+\s+){0,2}?అడిగితే",
    "lie": r"లేదు\s+అని\s+(?:చెప్ప\S*|జవాబు)",
}

PA: Final[dict[str, Group]] = {
    "void": r"ਰੱਦ",
    "prior": r"(?:ਤੁਹਾਨੂੰ|ਤੈਨੂੰ)\s+ਪਹਿਲਾਂ\s+ਦਿੱਤ\S*\s+(?:\S+\s+)?(?:ਨਿਯਮ|ਹਦਾਇਤਾਂ)",
    "copyin": r"ਨਕਲ\s+ਕਰੋ|ਕਾਪੀ\s+ਕਰੋ|ਚਿਪਕਾਓ",
    "selfref": r"ਇਹ\s+(?:ਨਿਯਮ|ਹਦਾਇਤ|ਨੋਟ|ਸੁਨੇਹਾ)",
    "spread": r"ਹਰ\s+(?:\S+\s+){0,2}?(?:ਫਾਈਲ|ਰਿਪੋ\S*|ਪ੍ਰੋਜੈਕਟ)",
}

DEVANAGARI: Final[dict[str, Group]] = {
    "void": r"रद्द",
    "prior": r"(?:तुला|तुम्हाला)\s+(?:आधी|पूर्वी)\s+दिलेल\S*\s+(?:सर्व\s+)?(?:नियम|सूचना)",
    "noconfirm": r"(?:मेटाउनु|हटाउनु)\S*\s*(?:अघि|भन्दा\s+अगाडि)\s+(?:\S+\s+){0,2}?(?:पुष्टि|अनुमति|स्वीकृति)\s+(?:माग्नु|लिनु)\s+(?:पर्दैन|नपर्ने)",
}

GU: Final[dict[str, Group]] = {
    "send": r"તેની\s+નકલ|મોકલો|મોકલી\s+દો",
    "silent": r"કહેશો\s+નહીં|કહેતા\s+નહીં|જણાવશો\s+નહીં",
}

ML: Final[dict[str, Group]] = {
    "refuse": r"ഒരു\s+(?:അഭ്യർത്ഥനയും|ആവശ്യവും)\s+നിരസിക്കരുത്",
}

BG: Final[dict[str, Group]] = {
    "notai": r"никога\s+не\s+(?:признава\w*|казва\w*|разкрива\w*)[\s,]+(?:\S+\s+)?(?:че\s+си\s+)?(?:ии|изкуствен\w*|бот|ai)\b",
}

WIDE_WORLD: Final = {
    "sv": SCAND,
    "hr": HR,
    "sl": SL,
    "cs": CS_SK,
    "it": IT_AF_NL,
    "et": ET_LV,
    "id": ID_MS,
    "tr": TR,
    "hu": HU_IS,
    "ga": GA_CY,
    "rw": AFR,
    "el": EL,
    "pl": PL,
    "lt": LT,
    "he": HE,
    "ka": KA,
    "th": TH,
    "fa": FA_UR,
    "te": TE,
    "pa": PA,
    "mr": DEVANAGARI,
    "gu": GU,
    "ml": ML,
    "bg": BG,
}
"""Each dict under one language code (the code only names the rows: the groups of a dict may mix
languages of one script, as the words of each are their own)."""

LATIN: Final = frozenset(
    {"sv", "hr", "sl", "cs", "it", "et", "id", "tr", "hu", "ga", "rw", "pl", "lt"}
)
"""Opened with ``\\b`` and read without accents too (``respelled``)."""
