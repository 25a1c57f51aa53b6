"""Word groups of Norwegian, Estonian, Lithuanian and Latvian for the
classes of ``lexicon_i18n_aa_forms`` (pure data, helper i18n15b, session 15): the European
languages whose lexicon rows were thinnest. Same conventions as ``lexicon_i18n_aa_forms_sea``
(a group is the language's own words, or a pair whose second half never opens a rule); verbs in
the imperative (singular and plural/polite) and the infinitive a polite request uses; no opener
is an English word (these rules run on any text). Lower-case, as the view folds the text;
written with accents (``respelled`` adds the bare spelling).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_aa_forms_sea import (
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

EN_PKG: Final = r"\blibrary\b|\bplugin\b|\bpackage\b|\bgem\b|\bcrate\b"
SEND_EN: Final = r"\bupload\b|\bcopy\b|\bsync\b|\bpush\b"
DL_EN: Final = r"\bcurl\b|\bwget\b|\bdownload\b"

_NEG_NB = r"(?<!ikke\s)(?<!aldri\s)"

NB: Final[dict[str, Group]] = {
    "refuse": r"(?:aldri|ikke)\s+(?:\S+\s+)?(?:avslå|avvis|nekt|si\s+nei\s+til)\w*\s+(?:\S+\s+){0,2}?(?:forespørsel\w*|ønske\w*|kommando\w*|noe)|(?:utfør|oppfyll|gjennomfør)\s+(?:alle|enhver|hver)\s+(?:forespørsel\w*|kommando\w*|ordre\w*)",
    "guard": r"sikkerhets(?:sjekk|kontroll|regl|regel|filter|skann|retningslinj|polic|tiltak)\w*|(?:innholds|personvern)filt\w*|hemmelighetsskann\w*",
    "drop": _NEG_NB
    + r"\b(?:skru\s+av|slå\s+av|deaktiver|ignorer|hopp\s+over|omgå|overse|se\s+bort\s+fra)\b|bare\s+(?:et\s+)?(?:råd|forslag|anbefaling\w*)|ikke\s+(?:obligatorisk\w*|påkrevd\w*)",
    "add": _NEG_NB + r"\b(?:legg\s+(?:til|inn|ved)|sett\s+inn|føy\s+til|inkluder)\b",
    "each": (
        r"(?:hvert|hver|alle|ethvert)\s+(?:\S+\s+)?(?:svar\w*|melding\w*|side\w*|e-post\w*|dokument\w*|kommentar\w*)",
        r"(?:hver|alle)\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|readme)\w*",
    ),
    "promo": (r"\breklame\w*|\bannonse\w*|\baffiliate\w*", PROMO_EN),
    "forever": r"for\s+alltid|alle\s+(?:fremtidige|kommende|senere)\s+økter|husk\s+(?:dette|det)\s+(?:\S+\s+)?(?:alltid|permanent)",
    "recommend": _NEG_NB + r"\b(?:anbefal|foreslå|fremhev|reklamer\s+for)\b",
    "pkg": (r"\bpakke\w*|\bbibliotek\w*|\butvidelse\w*", EN_PKG),
    "pushy": r"(?:istedenfor|fremfor|framfor)\s+(?:den\s+|det\s+)?(?:offisielle|originale|vanlige)",
    "nomention": r"(?:ikke|aldri)\s+(?:\S+\s+)?(?:nevn|si|fortell|informer|varsle|rapporter|ta\s+med)\b|\b(?:nevn|si|fortell)\s+aldri\b|\bhold\s+(?:\S+\s+){0,2}?hemmelig\b|\bskjul\b",
    "this": r"\bdette\b|\bdenne\b|\bdisse\b|\bendring\w*|\bskriptet\b|\binstruks\w*|\bnotatet\b",
    "audience": (
        r"\bbruker(?:en|ne)?\b|\bkunde\w*|\bgransker\w*|\brevisor\w*|\bnoen\b|\boppsummering\w*|\brapport\w*|\bsammendrag\w*",
        AUD_EN + r"|\buser\b|\bteam\w*",
    ),
    "asked": r"(?:hvis|dersom|når|om)\s+(?:\S+\s+){0,2}?(?:spør|spørres|lurer)\w*",
    "lie": r"\blyg\w*|\bbenekt\w*|lat\s+som\s+(?:om\s+)?(?:ingenting|du\s+ikke)|\bsi\s+(?:\S+\s+){0,2}?(?:at\s+det\s+(?:er|var)|bare)\b|\bsvar\s+(?:\S+\s+){0,2}?(?:at\s+det\s+(?:er|var)|bare)\b",
    "secret": (
        r"\bpassord\w*|\bnøkl\w*|\bnøkkel\w*|\bhemmelighet\w*|\blegitimasjon\w*|\bpåloggings\w*|tilgangsnøkl\w*",
        SECRET_EN,
    ),
    "silent": r"uten\s+å\s+(?:si\s+(?:fra|noe)|fortelle|varsle|gi\s+beskjed)\w*|ikke\s+si\s+(?:det\s+)?til\s+noen",
    "change": (_NEG_NB + r"\b(?:bytt|endre|pek|bruk|erstatt|omdiriger)\b", r"\bset\b|\bswitch\b"),
    "registry": (
        r"\bregisteret\b|\bregistret\b|\bpakkeregist\w*|\bpakkekilde\w*|\bspeilet\b",
        REG_EN + r"|\bregister\b",
    ),
    "sneaky": r"uten\s+å\s+(?:spørre|si\s+fra|varsle|fortelle|be\s+om)\w*|ikke\s+si\s+(?:fra|noe)\s+til\s+noen|uten\s+(?:\S+\s+)?(?:tillatelse|godkjenning|bekreftelse|samtykke)|hver\s+gang|før\s+(?:hver|enhver|alle)\s+(?:\S+\s+)?install\w*",
    "autoyes": (
        r"(?:hopp\s+over|dropp|uten)\s+(?:\S+\s+)?(?:godkjenning\w*|bekreftelse\w*|gjennomgang\w*)|ikke\s+(?:be|spør)\s+om\s+(?:\S+\s+)?(?:godkjenning|bekreftelse)",
        AUTO_EN,
    ),
    "prod": (r"\bproduksjon\w*", PROD_EN),
    "prior": r"(?:tidligere|forrige|opprinnelige|gamle)\s+(?:\S+\s+)?(?:instruks\w*|regl\w*|regler|retningslinj\w*|direktiv\w*|føring\w*)|(?:instruks\w*|regl\w*|regler|retningslinj\w*)\s+(?:\S+\s+){0,3}?(?:du\s+(?:fikk|har\s+fått)|fra\s+systemet|ovenfor|i\s+starten)|(?:alt|det)\s+du\s+(?:har\s+)?(?:fått|fikk)\s+(?:beskjed|instruks)\w*",
    "obey": r"\b(?:følg|adlyd|lytt\s+til)\s+(?:\S+\s+){0,2}?(?:bare|kun|utelukkende)\b|\b(?:bare|kun)\s+(?:følg|adlyd)\w*",
    "now": r"fra\s+(?:og\s+med\s+)?nå\s+av|\bheretter\b|fra\s+nå\b|fra\s+dette\s+øyeblikk",
    "reveal": _NEG_NB + r"\b(?:skriv\s+ut|vis|gjengi|kopier|lim\s+inn|avslør|list\s+opp)\b",
    "instr": r"systemprompt\w*|systeminstruks\w*|systemmelding\w*|(?:skjulte|interne|opprinnelige|innledende)\s+(?:\S+\s+)?(?:instruks\w*|regler|prompt\w*)|(?:instruks\w*|regler)\s+(?:\S+\s+){0,2}?(?:du\s+(?:fikk|har\s+fått)|gitt\s+(?:deg|til\s+deg))",
    "you": r"\bdu\b",
    "power": r"full\s+tilgang|alle\s+rettigheter|uten\s+(?:noen\s+)?(?:begrensning\w*|grenser|regler|filtre)|(?:avslår|nekter)\s+aldri|ubegrenset\w*|ufiltrert\w*|usensurert\w*",
    "notai": r"du\s+er\s+ikke\s+(?:lenger\s+)?(?:en\s+)?(?:ai|ki|kunstig\s+intelligens|assistent|språkmodell)\b|aldri\s+(?:innrøm|røp|avslør)\w*\s+(?:\S+\s+){0,2}?at\s+du\s+er\s+(?:en\s+)?(?:ai|ki|bot|språkmodell)",
    "ignore": r"\b(?:ignorer|glem|glemme|se\s+bort\s+fra|tilsidesett)\b",
    "gone": r"(?:hvis|dersom)\s+(?:\S+\s+){0,3}?(?:slett\w*|fjern\w*)",
    "restore": r"\b(?:skriv|legg)\s+(?:\S+\s+){0,2}?(?:inn\s+)?(?:igjen|på\s+nytt|tilbake)\b|\bgjenopprett\b",
    "why": r"\bhvorfor\b",
    "say": r"\b(?:si|svar|forklar|skyld\s+på)\b",
    "download": (r"\blast\s+ned\b|\bhent\b", DL_EN),
    "run": r"\b(?:kjør|utfør)\b",
    "elevated": r"produksjon\w*",
    "noshow": r"(?:ikke|aldri)\s+(?:\S+\s+)?(?:vis|oppgi)\b",
    "send": (
        _NEG_NB
        + r"\b(?:last\s+opp|videresend|overfør|synkroniser)\b|\bsend(?=\s+(?:innholdet|inn|alle|hele|fila|filen|nøkl\w*|passord\w*|hemmelig\w*|dem|den|det|ut|kopi\w*)\b)",
        SEND_EN,
    ),
    "endrop": (r"\b(?:du\s+må|vennligst|kan\s+du)\s+(?:\S+\s+)?" + EN_VERBS, ""),
    "rguard": ("", RGUARD_EN),
}


ET: Final[dict[str, Group]] = {
    "refuse": r"ära\s+(?:\S+\s+)?(?:kunagi\s+)?keeldu\w*|(?:täida|rahulda)\s+(?:\S+\s+)?(?:kõik|iga)\w*\s+(?:palve|käsk|taotlus|soov)\w*",
    "guard": (
        r"turva(?:kontroll|kontrolli|reegl|filtr|poliiti|skann|piirang|meetm)\w*|sisufiltr\w*|(?:kontroll|filtr|reegl)\w*\s+(?:\S+\s+)?turvalisus\w*",
        RGUARD_EN,
    ),
    "drop": r"\blülita\b(?![^.\n]{0,60}\bsisse\b)|\b(?:keela|eira|ignoreeri|jäta\s+vahele|mööda\s+minna|möödu)\b|(?:ainult|vaid|lihtsalt)\s+(?:\S+\s+)?(?:soovitus|ettepanek|formaalsus)\w*|pole\s+kohustuslik\w*",
    "add": r"\b(?:lisa|lisage|pane|pange|sisesta|kleebi|manusta)\b",
    "each": (
        r"(?:iga|igasse|igale|igal|kõigi|kõigile|kõikidele|kõikide)\s+(?:\S+\s+)?(?:vastus|sõnum|lehe|lehek|dokument|kiri|kommentaar)\w*",
        r"(?:iga|igasse|igale|kõigi)\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|readme)\w*",
    ),
    "promo": (r"\breklaam\w*", PROMO_EN),
    "forever": r"\bigaveseks\b|\bjäädavalt\b|\balatiseks\b|kõigis\s+(?:järgmistes|tulevastes)\s+sessioonides|jäta\s+(?:see\s+)?(?:igaveseks\s+)?meelde",
    "recommend": r"\b(?:soovita|soovitage|reklaami|paku)\b",
    "pkg": (r"\bpakett\w*|\bpaketi\w*|\bteek\w*", EN_PKG),
    "pushy": r"(?:ametliku|algse|originaali)\s+(?:\S+\s+)?asemel",
    "nomention": r"ära\s+(?:\S+\s+)?(?:räägi|maini|ütle|teata|kirjuta|näita)\b|ärge\s+(?:\S+\s+)?(?:rääkige|mainige|öelge|teatage)\b|\bvaiki\b|\bvarja\b|\bhoia\s+(?:\S+\s+)?saladuses",
    "this": r"\bsellest\b|\bneist\b|\bnendest\b|\bseda\b|\bmuudatus\w*|\bskript\w*|\bjuhis\w*|\bmärge\w*",
    "audience": (
        r"\bkasutaja\w*|\bülevaataja\w*|\baudiitor\w*|\bkellelegi\b|\bkokkuvõt\w*|\baruand\w*|\bklient\w*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:kui|juhul\s+kui)\s+(?:\S+\s+){0,2}?(?:küsi|küsib|küsitakse|uurib)\w*",
    "lie": r"\bvaleta\w*|\beita\b|(?:ütle|vasta)\s+(?:\S+\s+){0,2}?(?:et|ainult|lihtsalt)\b",
    "secret": (
        r"\bparool\w*|\bvõt(?:i|me)\w*|\bsalajas\w*|\bsaladus\w*|\bmandaat\w*|\bpääsuvõt\w*",
        SECRET_EN,
    ),
    "silent": r"\bvaikselt\b|\bsalaja\b|kellelegi\s+(?:\S+\s+)?(?:ütlemata|teatamata)|ilma\s+(?:kellelegi\s+)?(?:teatamata|ütlemata)",
    "change": (r"\b(?:muuda|muutke|vaheta|seadista|suuna|kasuta|asenda)\b", r"\bset\b|\bswitch\b"),
    "registry": (
        r"\bregistr\w*|\bpaketiallika\w*|\bpaketiallikas\w*|\bpeegl\w*|\brepositoorium\w*",
        REG_EN,
    ),
    "sneaky": r"\bküsimata\b|\bteatamata\b|ilma\s+(?:\S+\s+)?(?:küsimata|loata|nõusolekuta|kinnituseta|teavitamata)|\bvaikselt\b|iga\s+kord|enne\s+(?:iga|igat)\s+(?:\S+\s+)?(?:paigaldus|installi)\w*",
    "autoyes": (
        r"(?:jäta\s+vahele|ilma)\s+(?:\S+\s+)?(?:kinnitus|heakskiit|ülevaatus)\w*|ära\s+küsi\s+(?:\S+\s+)?(?:kinnitust|luba)",
        AUTO_EN,
    ),
    "prod": (r"\btoodang\w*|\btootmis\w*", PROD_EN),
    "prior": r"(?:varasem|eelmi|algse|esialgse|vana|süsteemi)\w*\s+(?:\S+\s+)?(?:juhis|käsk|reegl|juhend|seadistus)\w*|(?:juhis|reegl)\w*\s+(?:\S+\s+){0,3}?(?:mis\s+sa\s+said|mille\s+sa\s+said|süsteemilt|ülal)",
    "obey": r"\b(?:järgi|täida|kuula)\s+(?:\S+\s+){0,2}?(?:ainult|vaid|üksnes)\b|\b(?:ainult|vaid)\s+(?:\S+\s+)?(?:järgi|kuula)\b",
    "now": r"\bnüüdsest\b|\bedaspidi\b|(?:siit|praegusest)\s+hetkest|\btänasest\b",
    "reveal": r"\b(?:kirjuta\s+välja|näita|kuva|prindi|kopeeri|korda|paljasta|avalda|saada|kleebi)\b",
    "instr": r"süsteemi(?:viip|juhis|sõnum|prompt|käsk)\w*|(?:peidetud|varjatud|sisemis|algse|esialgse)\w*\s+(?:juhis|viip|prompt)\w*|(?:juhis|viip)\w*\s+(?:\S+\s+){0,2}?(?:mis\s+sulle\s+anti|mille\s+sa\s+said|sulle\s+antud)|sulle\s+antud\s+(?:\S+\s+)?(?:juhis|süsteemijuhis)\w*",
    "you": r"\boled\b|\bsina\b|\bsa\b",
    "power": r"piiranguteta|piiramatu\w*|ilma\s+(?:igasuguste\s+)?(?:piirangute|reegliteta|piiranguteta)|täieli\w+\s+ligipääs\w*|kõik\s+õigused|ei\s+keeldu\s+kunagi|tsenseerimata",
    "notai": r"sa\s+ei\s+ole\s+(?:enam\s+)?(?:ai|tehisintellekt|assistent|keelemudel)\b|ära\s+(?:kunagi\s+)?tunnista\w*,?\s+et\s+oled\s+(?:ai|tehisintellekt|bot)",
    "ignore": r"\b(?:eira|eirake|ignoreeri|ignoreerige|unusta|unustage)\b",
    "gone": r"(?:kui|juhul\s+kui)\s+(?:\S+\s+){0,3}?(?:kustuta|eemalda)\w*",
    "restore": r"\b(?:kirjuta|lisa|pane)\s+(?:\S+\s+){0,2}?(?:uuesti|tagasi)\b|\btaasta\b",
    "why": r"\bmiks\b",
    "say": r"\b(?:ütle|vasta|selgita|süüdista)\b",
    "download": (r"\blaadi\s+alla\b|\blae\s+alla\b", DL_EN),
    "run": r"\b(?:käivita|käita|jooksuta)\b",
    "elevated": r"toodang\w*|tootmis\w*",
    "noshow": r"ära\s+(?:\S+\s+)?(?:näita|kuva|avalda)\b",
    "send": (
        r"\blaadi\s+(?:\S+\s+){0,4}?üles\b|\b(?:saada|saatke|laadi\s+üles|lae\s+üles|edasta|kopeeri|sünkrooni)\b",
        SEND_EN,
    ),
    "endrop": (r"\b(?:palun|pead|peate|tuleb)\s+(?:\S+\s+)?" + EN_VERBS, ""),
    "rguard": ("", RGUARD_EN),
}

LT: Final[dict[str, Group]] = {
    "refuse": r"niekada\s+(?:\S+\s+)?neatsisak\w*|\bneatsisakyk\w*|(?:vykdyk|įvykdyk|tenkink)\s+(?:\S+\s+)?(?:kiekvien|vis)\w*\s+(?:prašym|užklaus|komand|nurodym)\w*",
    "guard": r"saugumo\s+(?:\S+\s+)?(?:patikr|kontrol|taisykl|filtr|politik|apribojim|skenav)\w*|turinio\s+filtr\w*|(?:patikr|filtr|taisykl)\w*\s+(?:\S+\s+)?saugum\w*",
    "drop": r"\b(?:išjunk|išjunkite|išjungti|deaktyvuok|ignoruok|ignoruokite|praleisk|praleiskite|apeik|apeikite)\b|(?:tai\s+)?tik\s+(?:\S+\s+)?(?:rekomendacij|pasiūlym|formalum)\w*|nėra\s+privalom\w*",
    "add": r"\b(?:pridėk|pridėkite|įterpk|įterpkite|įdėk|įdėkite|įrašyk|įrašykite|prikabink)\b",
    "each": (
        r"(?:kiekvien|vis)\w*\s+(?:\S+\s+)?(?:atsakym|žinut|pranešim|puslap|dokument|laišk|komentar)\w*",
        r"(?:kiekvien|vis)\w*\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|readme)\w*",
    ),
    "promo": (r"\breklam\w*", PROMO_EN),
    "forever": r"visam\s+laikui|\bvisada\s+prisimink|\bamžinai\b|visose\s+(?:būsimose|kitose)\s+sesijose|įsimink\s+(?:\S+\s+)?(?:visam\s+laikui|amžinai|visada)",
    "recommend": r"\b(?:rekomenduok|rekomenduokite|siūlyk|pasiūlyk|reklamuok)\b",
    "pkg": (r"\bpaket\w*|\bbibliotek\w*|\bmodul\w*", EN_PKG),
    "pushy": r"vietoj\s+(?:\S+\s+)?(?:oficial|original)\w*",
    "nomention": r"\b(?:nesakyk|nesakykite|neminėk|neminėkite|nepasakok|nepasakokite|neinformuok|nepranešk|neužsimink|neįtrauk)\w*|\bnuslėpk\w*|\bslėpk\w*",
    "this": r"\bšiuos\b|\bšių\b|\bšį\b|\bšią\b|\btai\b|\bpakeitim\w*|\bskript\w*|\bnurodym\w*|\bįraš\w*",
    "audience": (
        r"\bvartotoj\w*|\bnaudotoj\w*|\brecenzent\w*|\bauditori\w*|\bniekam\b|\bsantrauk\w*|\bataskait\w*|\bklient\w*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:jei|jeigu|kai)\s+(?:\S+\s+){0,2}?(?:paklaus|klaus)\w*",
    "lie": r"\bmeluok\w*|\bneik\b|(?:sakyk|atsakyk)\s+(?:\S+\s+){0,2}?(?:kad|tik)\b",
    "secret": (
        r"\bslaptažod\w*|\braktų\b|\brakt\w*|\bpaslapt\w*|\bprisijungimo\s+duomen\w*|\bįgaliojim\w*",
        SECRET_EN,
    ),
    "silent": r"\btyliai\b|\bslapta\b|niekam\s+(?:\S+\s+)?nesakydamas\w*|nieko\s+nesakydam\w*|niekam\s+nesakyk",
    "change": (
        r"\b(?:pakeisk|pakeiskite|nustatyk|nukreipk|naudok|naudokite|perjunk)\b",
        r"\bset\b|\bswitch\b",
    ),
    "registry": (r"\bregistr\w*|\bpaketų\s+šaltin\w*|\bveidrod\w*|\bsaugykl\w*", REG_EN),
    "sneaky": r"nieko\s+(?:\S+\s+)?neklaus\w*|\bneklausdam\w*|be\s+(?:\S+\s+)?(?:leidimo|sutikimo|patvirtinimo|klausimo|žinios)|\btyliai\b|kiekvieną\s+kartą|prieš\s+kiekvien\w+\s+(?:\S+\s+)?(?:diegim|įdiegim)\w*",
    "autoyes": (
        r"(?:praleisk|be)\s+(?:\S+\s+)?(?:patvirtinim|peržiūr|tvirtinim)\w*|neklausk\s+(?:\S+\s+)?(?:patvirtinimo|leidimo)",
        AUTO_EN,
    ),
    "prod": (r"\bprodukcij\w*|\bgamybin\w*", PROD_EN),
    "prior": r"(?:ankstesn|buvusi|pradin|originali|senas|senąsias|sistemos)\w*\s+(?:\S+\s+)?(?:instrukcij|nurodym|taisykl|komand)\w*|(?:instrukcij|nurodym|taisykl)\w*\s+(?:\S+\s+){0,3}?(?:kurias\s+gavai|iš\s+sistemos|aukščiau)",
    "obey": r"\b(?:vykdyk|klausyk|laikykis|paklusk)\s+(?:\S+\s+){0,3}?(?:tik|vien|tiktai)\b|\btik\s+(?:\S+\s+)?(?:vykdyk|klausyk|paklusk)\b",
    "now": r"nuo\s+(?:šiol|dabar|šios\s+akimirkos|šiandien)",
    "reveal": r"\b(?:parodyk|parodykite|išvesk|išveskite|atspausdink|nukopijuok|pakartok|atskleisk|išrašyk|išsiųsk|įklijuok)\b",
    "instr": r"sistemos\s+(?:raginim|instrukcij|nurodym|žinut|prompt)\w*|(?:paslėpt|slapt|vidin|pradin|originali)\w*\s+(?:instrukcij|nurodym|raginim|prompt)\w*|(?:instrukcij|nurodym)\w*\s+(?:\S+\s+){0,2}?(?:kurias\s+(?:tau\s+)?(?:davė|gavai)|tau\s+duot)\w*",
    "you": r"\btu\b|\besi\b",
    "power": r"be\s+(?:jokių\s+)?(?:apribojim|ribų|taisykl|filtr)\w*|visiška\w*\s+prieig\w*|visas\s+teises|niekada\s+neatsisako|neribot\w+|necenzūruot\w+",
    "notai": r"tu\s+(?:jau\s+)?nesi\s+(?:ai|dirbtinis\s+intelektas|asistentas|kalbos\s+modelis)\b|niekada\s+neprisipažink\w*,?\s+kad\s+esi\s+(?:ai|dirbtinis|bot)",
    "ignore": r"\b(?:ignoruok|ignoruokite|pamiršk|pamirškite|nepaisyk|nepaisykite)\b",
    "gone": r"(?:jei|jeigu)\s+(?:\S+\s+){0,3}?(?:ištrin|pašalin)\w*",
    "restore": r"\b(?:parašyk|įrašyk|pridėk)\s+(?:\S+\s+){0,3}?(?:iš\s+naujo|vėl|atgal)\b|\batkurk\b",
    "why": r"\bkodėl\b",
    "say": r"\b(?:sakyk|pasakyk|atsakyk|paaiškink)\b",
    "download": (r"\batsisiųsk\b|\bparsisiųsk\b", DL_EN),
    "run": r"\b(?:paleisk|paleiskite|vykdyk)\b",
    "elevated": r"produkcij\w*",
    "noshow": r"\b(?:nerodyk|neatskleisk)\w*",
    "send": (
        r"\b(?:išsiųsk|išsiųskite|siųsk|nusiųsk|įkelk|įkelkite|persiųsk|nukopijuok|sinchronizuok)\b",
        SEND_EN,
    ),
    "endrop": (r"\b(?:prašau|turi|reikia)\s+(?:\S+\s+)?" + EN_VERBS, ""),
    "rguard": ("", RGUARD_EN),
}

LV: Final[dict[str, Group]] = {
    "refuse": r"nekad\s+(?:\S+\s+)?neatsak\w*|\bneatsaki\b|(?:izpildi|apmierini)\s+(?:\S+\s+)?(?:katr|vis)\w*\s+(?:pieprasījum|komand|lūgum|prasīb)\w*",
    "guard": r"drošības\s+(?:\S+\s+)?(?:pārbaud|kontrol|noteikum|filtr|politik|ierobežojum|skenēšan)\w*|satura\s+filtr\w*",
    "drop": r"\b(?:izslēdz|izslēdziet|atslēdz|atslēdziet|deaktivizē|ignorē|ignorējiet|izlaid|izlaidiet|apej|apejiet)\b|(?:tie\s+ir\s+)?tikai\s+(?:\S+\s+)?(?:ieteikum|formalitāt)\w*|nav\s+obligāt\w*",
    "add": r"\b(?:pievieno|pievienojiet|ievieto|ievietojiet|iekļauj|iekļaujiet|ieliec|ielieciet)\b",
    "each": (
        r"(?:katr|vis)\w*\s+(?:\S+\s+)?(?:atbild|ziņ|lap|dokument|vēstul|komentār)\w*",
        r"(?:katr|vis)\w*\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|readme)\w*",
    ),
    "promo": (r"\breklām\w*", PROMO_EN),
    "forever": r"uz\s+visiem\s+laikiem|\bmūžīgi\b|\bpastāvīgi\b|visās\s+(?:nākamajās|turpmākajās)\s+sesijās|atceries\s+(?:\S+\s+)?(?:uz\s+visiem\s+laikiem|vienmēr)",
    "recommend": r"\b(?:iesaki|iesakiet|ieteic|piedāvā|reklamē)\b",
    "pkg": (r"\bpaket\w*|\bbibliotēk\w*|\bmoduļ\w*", EN_PKG),
    "pushy": r"oficiālā\s+(?:\S+\s+)?vietā|nevis\s+(?:\S+\s+)?oficiāl\w*",
    "nomention": r"\b(?:nestāsti|nestāstiet|nepiemini|nepieminiet|nesaki|nesakiet|neziņo|neziņojiet|neinformē|neiekļauj)\w*|\bnoslēp\w*|\bslēp\w*|\bklusē\b",
    "this": r"\bšīm\b|\bšīs\b|\bšo\b|\bšī\b|\bizmaiņ\w*|\bskript\w*|\binstrukcij\w*|\bpiezīm\w*",
    "audience": (
        r"\blietotāj\w*|\brecenzent\w*|\bauditor\w*|\bnevienam\b|\bkopsavilkum\w*|\bpārskat\w*|\bklient\w*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:ja|kad)\s+(?:\S+\s+){0,2}?(?:jautā|pajautā|vaicā)\w*",
    "lie": r"\bmelo\w*|\bnoliedz\w*|(?:saki|atbildi)\s+(?:\S+\s+){0,2}?(?:ka|tikai)\b",
    "secret": (
        r"\bparol\w*|\batslēg\w*|\bnoslēpum\w*|\bpiekļuves\s+dat\w*|\bakreditācijas\s+dat\w*|\bslepen\w*",
        SECRET_EN,
    ),
    "silent": r"\bklusām\b|\bslepeni\b|nevienam\s+(?:\S+\s+)?nesakot|neko\s+nesakot",
    "change": (
        r"\b(?:nomaini|nomainiet|maini|iestati|iestatiet|novirzi|izmanto|izmantojiet|aizstāj)\b",
        r"\bset\b|\bswitch\b",
    ),
    "registry": (r"\breģistr\w*|\bpakotņu\s+avot\w*|\bspoguļ\w*|\brepozitorij\w*", REG_EN),
    "sneaky": r"\bnejautājot\b|neko\s+(?:\S+\s+)?nesaki|nevienam\s+(?:\S+\s+)?nesaki|\bnesakot\b|\bneprasot\b|bez\s+(?:\S+\s+)?(?:atļaujas|piekrišanas|apstiprinājuma|jautāšanas|ziņas)|\bklusām\b|katru\s+reizi|pirms\s+katr\w+\s+(?:\S+\s+)?instalē\w*",
    "autoyes": (
        r"(?:izlaid|bez)\s+(?:\S+\s+)?(?:apstiprināj|pārskat)\w*|neprasi\s+(?:\S+\s+)?(?:apstiprinājumu|atļauju)",
        AUTO_EN,
    ),
    "prod": (r"\bprodukcij\w*|\bražošanas\s+vid\w*", PROD_EN),
    "prior": r"(?:iepriekšēj|agrāk|sākotnēj|vecā|sistēmas)\w*\s+(?:\S+\s+)?(?:instrukcij|norādījum|noteikum|komand)\w*|(?:instrukcij|norādījum|noteikum)\w*\s+(?:\S+\s+){0,3}?(?:ko\s+tu\s+saņēmi|kas\s+tev\s+dot|no\s+sistēmas|augstāk)",
    "obey": r"\b(?:izpildi|klausi|ievēro|seko)\s+(?:\S+\s+){0,2}?(?:tikai|vienīgi)\b|\btikai\s+(?:\S+\s+)?(?:izpildi|klausi|seko)\b|\bturpmāk\s+izpildi\s+tikai",
    "now": r"no\s+(?:šī\s+brīža|šodienas|tagad)|\bturpmāk\b",
    "reveal": r"\b(?:izvadi|parādi|parādiet|izdrukā|nokopē|atkārto|atklāj|izraksti|nosūti|ielīmē)\b",
    "instr": r"sistēmas\s+(?:uzvedn|instrukcij|norādījum|ziņ|prompt)\w*|(?:slēpt|slepen|iekšēj|sākotnēj)\w*\s+(?:instrukcij|norādījum|uzvedn|prompt)\w*|(?:instrukcij|norādījum)\w*\s+(?:\S+\s+){0,2}?(?:ko\s+tev\s+deva|kas\s+tev\s+dot|ko\s+saņēmi)\w*",
    "you": r"\btu\b|\besi\b",
    "power": r"bez\s+(?:jebkādiem\s+|nekādiem\s+)?(?:ierobežojum|robež|noteikum|filtr)\w*|pilnīg\w+\s+piekļuv\w*|visas\s+tiesības|nekad\s+neatsaka|neierobežot\w+|necenzēt\w+",
    "notai": r"tu\s+(?:vairs\s+)?neesi\s+(?:ai|mākslīgais\s+intelekts|asistents|valodas\s+modelis)\b|nekad\s+neatzīsti,?\s+ka\s+esi\s+(?:ai|mākslīg|bot)",
    "ignore": r"\b(?:ignorē|ignorējiet|aizmirsti|aizmirstiet|neņem\s+vērā)\b",
    "gone": r"(?:ja|kad)\s+(?:\S+\s+){0,3}?(?:izdzēš|dzēš|noņem)\w*",
    "restore": r"\b(?:uzraksti|ieraksti|pievieno)\s+(?:\S+\s+){0,2}?(?:no\s+jauna|atkal|atpakaļ)\b|\batjauno\b",
    "why": r"\bkāpēc\b|\bkādēļ\b",
    "say": r"\b(?:saki|pasaki|atbildi|paskaidro|vaino)\b",
    "download": (r"\blejupielādē\b|\bnolādē\b", DL_EN),
    "run": r"\b(?:palaid|palaidiet|izpildi)\b",
    "elevated": r"produkcij\w*",
    "noshow": r"\b(?:nerādi|neatklāj)\w*",
    "send": (r"\b(?:nosūti|nosūtiet|sūti|augšupielādē|pārsūti|nokopē|sinhronizē)\b", SEND_EN),
    "endrop": (r"\b(?:lūdzu|tev\s+jā|vajag)\s*(?:\S+\s+)?" + EN_VERBS, ""),
    "rguard": ("", RGUARD_EN),
}


THIN_EUROPE: Final = {"nb": NB, "et": ET, "lt": LT, "lv": LV}
"""Each language's word groups (``lexicon_i18n_thin`` builds the rows)."""
