"""Injection word groups of Azerbaijani, Kazakh, Uzbek (Latin and Cyrillic), Icelandic,
Galician, Basque, Albanian, Macedonian and Belarusian (pure data; rules built by
``lexicon_i18n_groups``).

Latin rows are also matched without their accents, with ``e`` for the Azerbaijani schwa,
``th``/``d`` for the Icelandic thorn and eth, and the Uzbek ``oʻ``/``gʻ`` typed with any
apostrophe or none (``lexicon_i18n_groups.respelled``; the patterns write it ``ʻ``). A
negation before an imperative that is also a subjunctive (Galician ``nunca desactive``,
Albanian ``mos fik``, Basque ``ez bidali``, Armenian-like prohibitives) is refused by a
lookbehind.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_groups import Groups, group_rows

_AZ: Final[Groups] = {
    "ignore": r"(?:əməl\s+etmə|riayət\s+etmə|dinləmə)(?:yin)?\b|məhəl\s+qoyma\w*|nəzərə\s+alma\w*|unut\b|unudun\b|diqqət\s+yetirmə(?:yin)?\b|iqnor\s+et\w*|görməzdən\s+gəl\w*",
    "you": r"\b(?:sən|siz)\b",
    "ai": r"\b(?:ai|dan|süni\s+intellekt\w*|köməkçi\w*)\b",
    "prior": r"(?:əvvəlki|öncəki|ilkin|sistem|yuxarıdakı)\s+(?:\w+\s+)?(?:təlimat|göstəriş|qayda|əmr|instruksiya)\w*",
    "off": r"keç(?:in)?\b|atla(?:yın)?\b|söndür(?:ün)?\b|deaktiv\s+(?:et|edin|etmək)\b|deaktivləşdir(?:in)?\b|qeyri-aktiv\s+ed(?:in)?\b|dayandır(?:ın)?\b",
    "safety": r"təhlükəsizlik\s+(?:\w+\s+)?(?:yoxlama|filtr|nəzarət|qoruma)\w*|firewall\w*|antivirus\w*",
    "send": r"göndər(?:in)?\b|yüklə(?:yin)?\b|ötür(?:ün)?\b",
    "sys": r"sistem\s+(?:prompt|təlimat|göstəriş)\w*",
    "show": r"köçür(?:ün)?\b|təkrarla(?:yın)?\b|göstər(?:in)?\b|yaz(?:ın)?\b|çap\s+ed(?:in)?\b|açıqla(?:yın)?\b",
    "verbatim": r"sözbəsöz|söz-söz|hərfi-hərfinə",
    "now": r"bundan\s+sonra|indidən\s+(?:etibarən|sonra)|bu\s+andan\s+etibarən",
    "free": r"(?:məhdudiyyət|qayda|filtr)\w*\s+(?:olmayan|olmadan)\w*|qaydasız\w*|filtrsiz\w*",
    "free_adj": r"məhdudiyyətsiz\w*",
    "note": r"bu\s+(?:təlimat|qeyd|qayda|göstəriş)\w*",
    "every": r"(?:hər|bütün)\s+(?:yeni\s+)?(?:layihə|proyekt)\w*",
    "unasked": r"(?:təsdiq|icazə)\s+(?:\w+\s+)?(?:soruşmadan|istəmədən|almadan)|soruşmadan",
    "user": r"istifadəçi\w*",
    "hide": r"(?:demə|söyləmə|bildirmə|xəbər\s+vermə)(?:yin|yiniz)?\b|gizlət\w*|gizli\s+saxla\w*",
    "about": r"bu\s+(?:\w+\s+)?(?:barədə|haqqında|haqda)|bu\s+(?:qeyd|təlimat)\w*",
}

_KK: Final[Groups] = {
    "ignore": r"(?:орындама|бағынба|ұстанба)(?:ңыз|ңыз)?\b|елеме\w*|елеме(?:ңіз|ңдер)?\b|ұмыт(?:ыңыз|ыңдар)?\b|еске\s+алма\w*|назар\s+аударма\w*",
    "you": r"\b(?:сен|сіз)\b",
    "ai": r"\b(?:жи|ai|dan|жасанды\s+интеллект\w*|көмекші\w*)\b",
    "prior": r"(?:алдыңғы|бұрынғы|бастапқы|жүйелік|жоғарыдағы)\s+(?:\w+\s+)?(?:нұсқау|ереже|бұйрық)\w*",
    "off": r"өшір(?:іңіз|іңдер|іп\s+(?:қой|таста)\w*)?\b|ажырат(?:ыңыз)?\b|тоқтат(?:ыңыз)?\b|сөндір(?:іңіз)?\b",
    "safety": r"қауіпсіздік\s+(?:\w+\s+)?(?:тексеру|сүзгі|бақылау|қорғау)\w*|антивирус\w*",
    "send": r"жібер(?:іңіз|іңдер)?\b|жүкте(?:ңіз)?\b|жолда(?:ңыз)?\b",
    "sys": r"жүйелік\s+(?:промпт|нұсқау|сұрау)\w*",
    "show": r"қайтала(?:ңыз)?\b|көшір(?:іңіз)?\b|көрсет(?:іңіз)?\b|жаз(?:ыңыз|ып\s+бер\w*)?\b|шығар(?:ыңыз)?\b",
    "verbatim": r"сөзбе-сөз|сөзбе\s+сөз",
    "now": r"бұдан\s+былай|осы\s+сәттен\s+бастап|қазірден\s+бастап|бүгіннен\s+бастап",
    "free_adj": r"шектеусіз\w*",
    "free": r"ережесіз\w*|сүзгісіз\w*|(?:шектеу|ереже|сүзгі)\w*\s+жоқ\w*",
    "note": r"(?:бұл|осы)\s+(?:нұсқау|жазба|ереже)\w*",
    "every": r"(?:әрбір|әр|барлық)\s+(?:жаңа\s+)?жоба\w*",
    "unasked": r"(?:растау|рұқсат)\s+(?:\w+\s+)?(?:сұрамай|сұрамастан)|сұрамастан",
    "user": r"пайдаланушы\w*|қолданушы\w*",
    "hide": r"айтпа(?:ңыз|ңдар)?\b|хабарлама(?:ңыз)?\b|жасыр\w*",
    "about": r"(?:бұл|осы)\s+(?:\w+\s+)?туралы",
}

_UZ_WRITTEN: Final[Groups] = {
    "ignore": r"(?:amal\s+qilma|boʻysunma)(?:ng)?\b|eʻtiborsiz\s+qoldir\w*|eʻtibor\s+berma(?:ng)?\b|unut(?:ing)?\b|inobatga\s+olma(?:ng)?\b|yoddan\s+chiqar\w*",
    "you": r"\b(?:sen|siz)\b",
    "ai": r"\b(?:ai|dan|sunʻiy\s+intellekt|yordamchi\w*)\b",
    "prior": r"(?:oldingi|avvalgi|ilgarigi|dastlabki|tizim|yuqoridagi)\s+(?:\w+\s+)?(?:koʻrsatma|yoʻriqnoma|qoida|buyruq|instruksiya)\w*",
    "off": r"oʻchir(?:ing|ib\s+qoʻying|ib\s+qoʻy)?\b|faolsizlantir(?:ing)?\b|toʻxtat(?:ing)?\b",
    "safety": r"xavfsizlik\s+(?:\w+\s+)?(?:tekshiruv|filtr|nazorat|himoya)\w*|antivirus\w*",
    "send": r"yubor(?:ing)?\b|yukla(?:ng)?\b|joʻnat(?:ing)?\b",
    "sys": r"tizim\s+(?:prompt|koʻrsatma|yoʻriqnoma)\w*",
    "show": r"takrorla(?:ng)?\b|koʻrsat(?:ing)?\b|yoz(?:ing|ib\s+ber\w*)?\b|chiqar(?:ing)?\b",
    "verbatim": r"soʻzma-soʻz|soʻzma\s+soʻz",
    "now": r"bundan\s+buyon|hozirdan\s+boshlab|shu\s+paytdan\s+boshlab|bugundan\s+boshlab",
    "free": r"(?:cheklov|qoida|filtr)\w*\s+(?:yoʻq|boʻlmagan)\w*|qoidasiz\w*|filtrsiz\w*",
    "free_adj": r"cheklovsiz\w*|cheklovlarsiz\w*",
    "note": r"(?:bu|ushbu|shu)\s+(?:koʻrsatma|eslatma|qoida|yozuv)\w*",
    "every": r"har\s+bir\s+(?:yangi\s+)?loyiha\w*|barcha\s+loyiha\w*",
    "unasked": r"(?:tasdiq|ruxsat)\s+(?:\w+\s+)?(?:soʻramasdan|soʻramay|olmasdan)|soʻramasdan",
    "user": r"foydalanuvchi\w*",
    "hide": r"\b(?:ayt|de|bildir)ma(?:ng|nglar)?\b|yashir\w*|sir\s+saqla\w*",
    "about": r"(?:bu|shu|ushbu)\s+(?:\w+\s+)?(?:haqida|toʻgʻrisida|haqda)",
}

_UZ: Final = {key: value.replace(r"\w", r"[\w‘’'`]") for key, value in _UZ_WRITTEN.items()}
"""A word may hold an apostrophe typed as punctuation (``koʻrsatma`` typed ``ko'rsatma``)."""

_UZ_CYRL: Final[Groups] = {
    "ignore": r"эътиборсиз\s+қолдир\w*|эътибор\s+берма(?:нг)?\b|унут(?:инг)?\b",
    "you": r"\b(?:сен|сиз)\b",
    "prior": r"(?:олдинги|аввалги|дастлабки|тизим|юқоридаги)\s+(?:\w+\s+)?(?:кўрсатма|йўриқнома|қоида|буйруқ)\w*",
    "off": r"ўчир(?:инг|иб\s+қўйинг)?\b|тўхтат(?:инг)?\b",
    "safety": r"хавфсизлик\s+(?:\w+\s+)?(?:текширув|филтр|назорат|ҳимоя)\w*",
    "sys": r"тизим\s+(?:промпт|кўрсатма|йўриқнома)\w*",
    "show": r"кўрсат(?:инг)?\b|ёз(?:инг|иб\s+бер\w*)?\b",
    "now": r"бундан\s+буён|ҳозирдан\s+бошлаб",
    "free": r"(?:чеклов|қоида)\w*\s+йўқ\w*",
    "free_adj": r"чекловсиз\w*",
    "user": r"фойдаланувчи\w*",
    "hide": r"\b(?:айт|де)ма(?:нг)?\b|яшир\w*",
    "about": r"(?:бу|шу)\s+(?:\w+\s+)?ҳақида",
}

_IS: Final[Groups] = {
    "you": r"\b(?:ert|ertu|sért|verður)\b",
    "ai": r"\b(?:ai|dan|gervigreind\w*|aðstoðarm\w*|spjallmenni\w*)\b",
    "ignore": r"(?:ekki|aldrei)\s+(?:fara|farðu|fylgja|fylgdu|hlýða|hlýddu)\s+(?:\w+\s+)?(?:eftir\s+)?|hunsaðu|hunsið|hunsa|gleymdu|gleymið|líttu\s+fram\s+hjá|lítið\s+fram\s+hjá|virtu\s+að\s+vettugi|hafðu\s+að\s+engu",
    "prior": r"(?:fyrri|upprunalegu|upprunalegum|eldri|ofangreind\w*)\s+(?:\w+\s+)?(?:leiðbeining|fyrirmæl|regl|skipan|skipun)\w*|kerfis(?:leiðbeining|fyrirmæl|regl)\w*",
    "off": r"slökktu\s+(?:\w+\s+)?á|slökkvið\s+(?:\w+\s+)?á|afvirkjaðu|afvirkjið|aftengdu|aftengið",
    "+policy": r"gerðu\s+(?:\w+\s+)?öryggis\w*\s+(?:\w+\s+)?óvirk\w*",
    "safety": r"öryggis(?:athugun|sí|eftirlit|prófun|vörn)\w*|eldvegg\w*|vírusvörn\w*",
    "send": r"sendu|sendið|hladdu\s+(?:\w+\s+){0,3}?upp|hlaðið\s+(?:\w+\s+){0,3}?upp|póstaðu",
    "sys": r"kerfis(?:kvaðning|leiðbeining|fyrirmæl|prompt|skipun)\w*",
    "show": r"sýndu|sýnið|skrifaðu|skrifið|birtu|birtið|prentaðu",
    "verbatim": r"orðrétt\w*|orð\s+fyrir\s+orð",
    "now": r"héðan\s+í\s+frá|frá\s+og\s+með\s+(?:núna|deginum\s+í\s+dag)|upp\s+frá\s+þessu",
    "free": r"án\s+(?:nokkurra\s+|allra\s+)?(?:takmark|regl|síu|hamla)\w*",
    "note": r"(?:þessa|þessi|þessari|þessum)\s+(?:leiðbeining|athugasemd|reglu|færslu|fyrirmæl)\w*",
    "every": r"(?:hvers|hverju|hvert|öllum)\s+(?:\w+\s+)?verkefn\w*",
    "unasked": r"án\s+(?:þess\s+að\s+)?(?:biðja\s+um\s+)?(?:staðfesting|leyfi|spyrja)\w*",
    "user": r"notand\w*",
    "hide": r"(?:aldrei|ekki)\s+(?:\w+\s+)?(?:segja|segðu|segið|nefna|nefndu|minnast)\b|feldu|fela\s+fyrir",
    "about": r"(?:frá|um|á)\s+(?:þessu|þetta|þessari|þessum|þessa)\b",
}

_GL: Final[Groups] = {
    "you": r"\b(?:es|eres|serás|sodes)\b",
    "ai": r"\b(?:ia|ai|dan|intelixencia\s+artificial|asistente|bot)\b",
    "ignore": r"non\s+(?:sigas|siga|obedezas|cumpras)|ignora\b|ignore\b|ignorade\b|ignores\b"
    r"|(?:debe|deben|debes|podes|pode|tes\s+que|ten\s+que|hai\s+que|debería|deberías)\s+(?:\w+\s+)?ignorar|esquece|esqueza|esquecede|non\s+fagas\s+caso|omite",
    "prior": r"(?:instrucións|indicacións|ordes|regras|directrices|normas)\s+(?:\w+\s+)?(?:anteriores|previas|iniciais|orixinais|do\s+sistema)",
    "off": r"(?<!\bnon\s)(?<!\bnunca\s)(?:desactiva|desactive|desactivade|apaga|apague|deshabilita|inhabilita)\b",
    "safety": r"(?:comprobacións|verificacións|controis|filtros|proteccións)\s+de\s+(?:seguridade|seguranza)|cortalumes|antivirus",
    "send": r"(?<!\bnon\s)(?<!\bnunca\s)(?:envía|envíe|enviade|manda|mande|sube|suba)\b",
    "sys": r"(?:prompt|instrucións|indicacións)\s+do\s+sistema",
    "show": r"amósame|amosa|amose|móstrame|mostra|escribe|escriba|imprime|revela",
    "verbatim": r"literalmente|palabra\s+por\s+palabra",
    "now": r"(?:a\s+partir|dende|desde)\s+(?:de\s+)?agora",
    "free": r"sen\s+(?:ningunha\s+|ningún\s+)?(?:restrici|límite|limit|regra|filtro|censura)\w*",
    "note": r"(?:esta|este)\s+(?:instrución|nota|regra|entrada)",
    "every": r"(?:cada|todos\s+os)\s+(?:\w+\s+)?proxecto\w*",
    "unasked": r"sen\s+(?:pedir|solicitar)\s+(?:\w+\s+)?(?:confirmación|permiso)|sen\s+preguntar",
    "user": r"usuari[oa]s?",
    "hide": r"(?:nunca|non)\s+(?:lle\s+)?(?:digas|diga|menciones|mencione|contes|conte)|oculta|agocha",
    "about": r"(?:sobre|de|acerca\s+de)\s+(?:esta|este|isto)\b|esta\s+(?:nota|instrución)",
}

_EU: Final[Groups] = {
    "you": r"\b(?:zara|zaren|zarete|izango\s+zara)\b",
    "ai": r"\b(?:aa|ai|dan|adimen\s+artifizial\w*|laguntzaile\w*|bot)\b",
    "ignore": r"ez\s+(?:jarraitu|bete|obeditu)|ez\s+egin\s+kasurik|baztertu|ahaztu|alde\s+batera\s+utzi",
    "prior": r"(?:aurreko|lehenagoko|hasierako|sistemaren)\s+(?:\w+\s+)?(?:argibide|jarraibide|agindu|arau)\w*",
    "off": r"(?<!\bez\s)(?:desgaitu|desaktibatu|itzali)\b",
    "safety": r"segurtasun[- ]?(?:egiaztapen|iragazki|kontrol|babes)\w*|suebaki\w*",
    "send": r"(?<!\bez\s)(?:bidali|igo|argitaratu)\b",
    "sys": r"sistema(?:-|\s+)?(?:prompt|argibide|jarraibide)\w*|sistemaren\s+(?:argibide|jarraibide|prompt)\w*",
    "show": r"(?:erakutsi|idatzi|inprimatu|errepikatu|agerian\s+utzi)\b",
    "verbatim": r"hitzez\s+hitz",
    "now": r"hemendik\s+aurrera|orain(?:tik)?\s+aurrera|gaurtik\s+aurrera",
    "free": r"(?:mugarik|araurik|iragazkirik|murrizketarik)\s+gabe\w*",
    "free_adj": r"mugagabe\w*",
    "note": r"(?:argibide|ohar|arau|agindu)\s+(?:hau|honi|hori)\w*",
    "every": r"proiektu\s+(?:berri\s+)?(?:bakoitz|guzti)\w*",
    "unasked": r"(?:berrespen|baimen)\w*\s+eskatu\s+gabe|galdetu\s+gabe",
    "user": r"erabiltzaile\w*",
    "hide": r"ez\s+(?:esan|aipatu|kontatu)|ezkutatu",
    "about": r"(?:honi|hau|honetaz)\s+buruz|ohar\s+honi|\bhau\b|honetaz",
}

_SQ: Final[Groups] = {
    "you": r"\b(?:je|jeni|ti|do\s+të\s+jesh)\b",
    "ai": r"\b(?:ai|ia|dan|inteligjenc\w*\s+artificiale|asistent\w*|bot)\b",
    "ignore": r"mos\s+(?:i\s+)?(?:ndiq|ndiqni|zbato|zbatoni|respekto)\b|injoro(?:ni|ji|jini)?|harro(?:ni|ji)?|shpërfill\w*|mos\s+(?:ua\s+)?vini\s+re",
    "prior": r"(?:udhëzimet|udhëzimeve|rregullat|urdhrat|instruksionet|direktivat)\s+(?:e\s+|të\s+)?(?:mëparshme|hershme|fillestare|sistemit|origjinale)",
    "off": r"(?<!\bmos\s)(?<!\bmos\s\w\s)(?<!\bmos\s\w\w\s)(?:çaktivizo(?:ni|ji)?|fik(?:ni)?|ndal(?:o|ni))\b",
    "safety": r"(?:kontroll\w*|filtr\w*|mbrojtj\w*|verifikim\w*)\s+(?:e\s+|të\s+)?sigurisë|firewall\w*|antivirus\w*",
    "send": r"(?<!\bmos\s)(?<!\bmos\s\w\s)(?<!\bmos\s\w\w\s)(?:dërgo(?:ni|je)?|ngarko(?:ni)?|posto(?:ni)?)\b",
    "sys": r"(?:prompt\w*|udhëzim\w*)\s+(?:e\s+|të\s+)?(?:tua\s+|tënd\s+|tuaj\s+)?(?:të\s+)?sistemit",
    "show": r"(?:trego(?:ni)?|shkruaj|shkruani|printo|zbulo|përsërit)\b",
    "verbatim": r"fjalë\s+për\s+fjalë|tekstualisht",
    "now": r"tani\s+e\s+tutje|nga\s+tani|që\s+tani|prej\s+tani",
    "free": r"pa\s+(?:asnjë\s+)?(?:kufizim|rregull|filtër|filtra|censurë)\w*",
    "note": r"(?:këtë|ky|kjo|këtij)\s+(?:udhëzim|shënim|rregull)\w*",
    "every": r"(?:çdo|të\s+gjitha)\s+(?:\w+\s+)?projekt\w*",
    "unasked": r"pa\s+(?:kërkuar|pyetur)\b|pa\s+konfirmim\w*",
    "user": r"përdorues\w*",
    "hide": r"mos\s+(?:i\s+|ia\s+)?(?:trego|thuaj|përmend|tregoni|thoni)\b|fshihe",
    "about": r"(?:për|rreth)\s+(?:këtë|këtij|këto)\b",
}

_MK: Final[Groups] = {
    "you": r"\b(?:си|сте|ти|вие|ќе\s+бидеш)\b",
    "ai": r"\b(?:ви|ai|dan|вештачка\s+интелигенција|асистент\w*|бот\w*)\b",
    "ignore": r"не\s+(?:ги\s+)?(?:следи|следете|слушај|слушајте|почитувај)\w*|игнорира\w*|игнорирај(?:те)?|заборави(?:те)?|занемари(?:те)?|не\s+обрнувај\w*",
    "prior": r"(?:претходн|поранешн|првобитн|системск)\w*\s+(?:\w+\s+)?(?:упатств|инструкци|правила|наредб)\w*",
    "off": r"(?:исклучи(?:те)?|оневозможи(?:те)?|оневозможете|деактивирај(?:те)?|изгаси(?:те)?)\b",
    "safety": r"безбедносн\w*\s+(?:\w+\s+)?(?:провер|филтр|филтер|контрол|заштит)\w*|(?:провер|филтр|контрол)\w*\s+за\s+безбедност|антивирус\w*",
    "send": r"(?:испрати(?:те)?|прати(?:те)?|прикачи(?:те)?|постави(?:те)?)\b",
    "sys": r"системск\w*\s+(?:промпт|упатств|инструкци)\w*",
    "show": r"(?:покажи(?:те)?|напиши(?:те)?|испиши(?:те)?|откриј(?:те)?|повтори(?:те)?)\b",
    "verbatim": r"збор\s+по\s+збор|дословно",
    "now": r"отсега|од\s+сега|од\s+денес",
    "free": r"без\s+(?:никакви\s+)?(?:ограничувањ|правила|филтр|цензур)\w*",
    "note": r"(?:ова|овој|оваа)\s+(?:упатство|белешка|правило|запис)\w*",
    "every": r"(?:секој|сите)\s+(?:нов\w*\s+)?проект\w*",
    "unasked": r"без\s+(?:да\s+(?:бараш|барате|прашаш|прашате)\s+)?(?:потврда|дозвола)|без\s+прашување",
    "user": r"корисник\w*",
    "hide": r"не\s+(?:му\s+|ѝ\s+)?(?:кажувај|кажи|кажувајте|кажете|спомнувај|споменувај)\w*|скриј\w*",
    "about": r"за\s+(?:оваа|овој|ова|ове)\b",
}

_BE: Final[Groups] = {
    "you": r"\b(?:ты|вы)\b",
    "ai": r"\b(?:ші|ai|dan|штучны\s+інтэлект|памочнік\w*|бот\w*)\b",
    "ignore": r"не\s+(?:выконвай|выконвайце|слухай|слухайце|прытрымлівайся)\w*|(?:пра)?ігнар\w*|ігнаруй(?:це)?|праігнаруй(?:це)?|забудзь(?:це)?|не\s+звяртай\w*",
    "prior": r"(?:папярэдн|ранейш|першапачатков|сістэмн)\w*\s+(?:\w+\s+)?(?:інструкцы|[уў]казанн|правіл|загад)\w*",
    "off": r"(?:адключы(?:це)?|выключы(?:це)?|дэактывуй(?:це)?)\b",
    "safety": r"(?:праверк|фільтр|абарон)\w*\s+бяспек\w*|бяспек\w*\s+(?:\w+\s+)?(?:праверк|фільтр)\w*|антывірус\w*",
    "send": r"(?:адпраў(?:це)?|дашлі(?:це)?|загрузі(?:це)?|перашлі(?:це)?)\b",
    "sys": r"сістэмн\w*\s+(?:промпт|інструкцы|[уў]казанн)\w*",
    "show": r"(?:пакажы(?:це)?|напішы(?:це)?|вывядзі(?:це)?|раскрый(?:це)?|паўтары(?:це)?)\b",
    "verbatim": r"слова\s+ў\s+слова|даслоўна",
    "now": r"з\s+гэтага\s+(?:часу|моманту)|адсюль\s+і\s+надалей|надалей",
    "free": r"без\s+(?:аніякіх\s+|ніякіх\s+)?(?:абмежаванн|правіл|фільтр|цэнзур)\w*",
    "note": r"(?:гэтую|гэту|гэты|гэта)\s+(?:інструкцы|нататк|правіл|запіс)\w*",
    "every": r"(?:кожн|усе|ўсе)\w*\s+(?:нов\w*\s+)?праект\w*",
    "unasked": r"без\s+(?:пацвярджэння|дазволу|пытанняў)",
    "user": r"карыстальнік\w*",
    "hide": r"не\s+(?:кажы|кажыце|гавары|гаварыце|згадвай|паведамляй)\w*|схавай\w*",
    "about": r"пра\s+(?:гэта|гэтую|гэты)\w*|аб\s+гэтым",
    # inj29c: "switch off (all) the checks", as ru ``отключи проверки`` (the object right after)
    "+policy": r"(?:адключы|адключыце|выключы|выключыце|абыдзі|абыдзіце)\s+(?:усе\s+|ўсе\s+)?(?:праверк|фільтр|абмежаванн|абарон)\w*",
}

_MN: Final[Groups] = {
    # Mongolian (inj25c): "ignore all previous instructions", "switch off the safety filter"
    "ignore": r"үл\s+(?:тоо|хайхра|ойшоо)\w*|тоомсорлохгүй\w*|мартаа?(?:ж|рай|ад|х)\b|дагахгүй\w*|дагах\s+хэрэггүй|анхаарахгүй\w*",
    "prior": r"(?:өмнөх|урьдын|анхны|системийн|дээрх)\s+(?:бүх\s+|бүхий\s+л\s+)?(?:\w+\s+)?(?:заава?р|дүрэм|дүрм|тушаал|даалгавар)\w*",
    "off": r"унтраа(?:рай|ж|х)?\b|идэвхгүй\s+болго\w*|зогсоо(?:рай|ж)?\b",
    "safety": r"аюулгүй\s+байдлын\s+(?:\w+\s+)?(?:шалгалт|шүүлтүүр|хяналт|хамгаалалт)\w*",
    "send": r"илгээ(?:рэй|ж|х)?\b|байршуул(?:аарай|ж)?\b",
    "sys": r"системийн\s+(?:промпт|заава?р)\w*",
    "show": r"харуул(?:аарай|ж)?\b|хэвл(?:ээрэй|эж)\b|давт(?:аарай|аж)\b|бич(?:ээрэй|иж)\b",
}

WEST: Final = group_rows(
    {"kk": _KK, "uz-Cyrl": _UZ_CYRL, "mk": _MK, "be": _BE, "mn": _MN},
    word_start=frozenset({"kk", "uz-Cyrl", "mk", "be", "mn"}),
    verb_first=frozenset({"mk", "be"}),
) + group_rows(
    {"az": _AZ, "uz": _UZ, "is": _IS, "gl": _GL, "eu": _EU, "sq": _SQ},
    latin=frozenset({"az", "uz", "is", "gl", "eu", "sq"}),
    verb_first=frozenset({"is", "gl", "sq"}),
)
"""``(family, language, pattern)`` rows."""
