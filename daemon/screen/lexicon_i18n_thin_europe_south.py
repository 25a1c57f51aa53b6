"""Word groups of Slovak, Slovene and Catalan for the classes of ``lexicon_i18n_aa_forms`` (pure
data, helper i18n15b, session 15); the conventions of ``lexicon_i18n_thin_europe``, whose English
halves this module shares.
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
from .lexicon_i18n_thin_europe import DL_EN, EN_PKG, SEND_EN

SK: Final[dict[str, Group]] = {
    "refuse": r"nikdy\s+(?:\S+\s+)?neodmiet\w*|\bneodmietaj\w*|(?:splň|vyhov|vykonaj)\w*\s+(?:\S+\s+)?(?:každ|všetk)\w*\s+(?:požiadavk|príkaz|žiadost)\w*",
    "guard": r"bezpečnostn\w+\s+(?:\S+\s+)?(?:kontrol|pravid|filtr|obmedzen|politik|zásad|sken)\w*|(?:kontrol|filtr)\w*\s+(?:\S+\s+)?(?:bezpečnost|obsahu|súkromia)\w*",
    "drop": r"\b(?:vypni|vypnite|vypnúť|deaktivuj|deaktivujte|ignoruj|ignorujte|preskoč|preskočte|obíď|obíďte|obchádzaj)\b|(?:sú\s+)?len\s+(?:\S+\s+)?(?:odporúčani|návrh|formalit)\w*|nie\s+sú\s+(?:povinn|záväzn)\w*|\bneplatia\b",
    "add": r"\b(?:pridaj|pridajte|vlož|vložte|doplň|doplňte|pripoj|pripojte|vkladaj|pridávaj)\b",
    "each": (
        r"(?:každ|všetk)\w*\s+(?:\S+\s+)?(?:odpoved|správ|stránk|dokument|e-mail|komentár)\w*",
        r"(?:každ|všetk)\w*\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|readme)\w*",
    ),
    "promo": (r"\breklam\w*|\bpropagáci\w*", PROMO_EN),
    "forever": r"\bnatrvalo\b|\bnavždy\b|všetk\w+\s+(?:budúc|ďalš)\w+\s+relác\w*|zapamätaj\s+si\s+(?:\S+\s+)?(?:navždy|natrvalo|trvalo)",
    "recommend": r"\b(?:odporuč|odporučte|odporúčaj|odporúčajte|navrhni|navrhuj|propaguj)\b",
    "pkg": (r"\bbalík\w*|\bbalíček\w*|\bknižnic\w*", EN_PKG),
    "pushy": r"namiesto\s+(?:\S+\s+)?(?:oficiáln|pôvodn)\w*",
    "nomention": r"\b(?:nehovor|nehovorte|nespomínaj|nespomínajte|nespomeň|neuvádzaj|neuvádzajte|neinformuj|neinformujte|nezmieňuj)\w*|\bzataj\w*|\bneprezraď\w*",
    "this": r"\btýchto\b|\btieto\b|\btento\b|\btoto\b|\btejto\b|\bzmen\w*|\bskript\w*|\bpokyn\w*|\bpoznámk\w*",
    "audience": (
        r"\bpoužívateľ\w*|\buživateľ\w*|\brecenzent\w*|\baudítor\w*|\bnikomu\b|\bzhrnut\w*|\bsúhrn\w*|\bzákazník\w*|\bklient\w*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:ak|keby|keď)\s+(?:\S+\s+){0,2}?(?:sa\s+)?(?:spýta|opýta|pýta)\w*",
    "lie": r"\bklam\w*|\bzaprí\w*|\bpopri\w*|(?:povedz|odpovedz|tvrď)\s+(?:\S+\s+){0,2}?(?:že|iba|len)\b",
    "secret": (
        r"\bhesl\w*|\bkľúč\w*|\btajomstv\w*|\bprihlasovac\w+\s+údaj\w*|\bpoveren\w*",
        SECRET_EN,
    ),
    "silent": r"\bpotichu\b|\bpotajomky\b|\bnenápadne\b|bez\s+toho,?\s+aby\s+(?:\S+\s+){0,2}?(?:vedel|povedal|oznámil|upozornil)\w*|nikomu\s+(?:o\s+tom\s+)?nehovor\w*",
    "change": (
        r"\b(?:zmeň|zmeňte|nastav|nastavte|presmeruj|použi|použite|nahraď|nahraďte|prepni)\b",
        r"\bset\b|\bswitch\b",
    ),
    "registry": (
        r"\bregistr(?:a|i|om|e|y)\b|\bzdroj\w*\s+balíkov|\bzrkadl\w*|\brepozitár\w*",
        REG_EN + r"|\bregister\b",
    ),
    "sneaky": r"bez\s+(?:\S+\s+)?(?:pýtania|opýtania|povolenia|súhlasu|potvrdenia|upozornenia|vedomia)|\bpotichu\b|\bzakaždým\b|pred\s+(?:každou|akoukoľvek)\s+inštaláci\w*",
    "autoyes": (
        r"(?:preskoč|vynechaj|bez)\s+(?:\S+\s+)?(?:schválen|potvrden|kontrol)\w*|nepýtaj\s+sa\s+na\s+(?:\S+\s+)?(?:schválenie|potvrdenie)",
        AUTO_EN,
    ),
    "prod": (r"\bprodukci\w*|\bostr\w+\s+prostred\w*", PROD_EN),
    "prior": r"(?:predchádzajúc|predošl|pôvodn|doterajš|starš|systémov)\w*\s+(?:\S+\s+)?(?:pokyn|inštrukci|pravidl|príkaz|smernic)\w*|(?:pokyn|inštrukci|pravidl)\w*\s+(?:\S+\s+){0,3}?(?:ktoré\s+si\s+dostal|zo\s+systému|od\s+vývojár\w*)",
    "obey": r"\b(?:poslúchaj|riaď\s+sa|dodržiavaj|vykonávaj)\s+(?:\S+\s+){0,2}?(?:iba|len|výlučne)\b|\b(?:iba|len)\s+(?:\S+\s+)?(?:poslúchaj|riaď\s+sa)",
    "now": r"\bodteraz\b|od\s+(?:tejto\s+chvíle|teraz)|\bodnes\b",
    "reveal": r"\b(?:vypíš|vypíšte|zobraz|zobrazte|ukáž|ukážte|prezraď|prezraďte|skopíruj|skopírujte|zopakuj|zopakujte|pošli|pošlite|odhaľ)\b",
    "instr": r"systémov\w+\s+(?:prompt|pokyn|inštrukci|správ|výzv)\w*|(?:skryt|intern|pôvodn|úvodn)\w*\s+(?:pokyn|inštrukci|prompt)\w*|(?:pokyn|inštrukci)\w*\s+(?:\S+\s+){0,2}?(?:ktoré\s+si\s+dostal|ktoré\s+ti\s+(?:dali|dal))",
    "you": r"\bty\b|\bsi\b",
    "power": r"bez\s+(?:akýchkoľvek\s+|žiadnych\s+)?(?:obmedzen|hraníc|pravid|filtr)\w*|pln\w+\s+prístup\w*|všetky\s+práva|nikdy\s+neodmietne\w*|neobmedzen\w+|necenzurovan\w+",
    "notai": r"\bty\s+už\s+nie\s+si\s+(?:ai|umelá\s+inteligencia|asistent)\b|nie\s+si\s+(?:už\s+)?(?:ai|umelá\s+inteligencia|asistent|jazykový\s+model)\b|(?:nepriznaj\w*|nepriznáš)\s*,?\s+že\s+si\s+(?:ai|bot|umel\w+|model|asistent)",
    "ignore": r"\b(?:ignoruj|ignorujte|zabudni|zabudnite|nevšímaj\s+si)\b",
    "gone": r"(?:ak|keby|keď)\s+(?:\S+\s+){0,3}?(?:vymaž|zmaž|odstrán)\w*",
    "restore": r"\b(?:napíš|zapíš|pridaj|vlož)\s+(?:\S+\s+){0,2}?(?:znova|znovu|späť|naspäť)\b|\bobnov\b",
    "why": r"\bprečo\b",
    "say": r"\b(?:povedz|odpovedz|tvrď|vysvetli)\b",
    "download": (r"\bstiahni\b|\bstiahnite\b", DL_EN),
    "run": r"\b(?:spusti|spustite|vykonaj)\b",
    "elevated": r"produkci\w*",
    "noshow": r"\b(?:neukazuj|nezobrazuj|neprezrádzaj)\w*",
    "send": (
        r"\b(?:pošli|pošlite|poslať|posielaj|nahraj|nahrajte|nahrať|odošli|odošlite|odoslať|prepošli|skopíruj|skopírujte|synchronizuj)\b",
        SEND_EN,
    ),
    "endrop": (r"\b(?:prosím|musíš|treba)\s+(?:\S+\s+)?" + EN_VERBS, ""),
    "rguard": ("", RGUARD_EN),
}

SL: Final[dict[str, Group]] = {
    "refuse": r"nikoli\s+(?:\S+\s+)?ne\s+zavrni\w*|\bne\s+zavračaj\w*|(?:izvrši|izpolni|ugodi)\s+(?:\S+\s+)?(?:vsak|vse)\w*\s+(?:zahtev|ukaz|prošnj)\w*",
    "guard": r"varnostn\w+\s+(?:\S+\s+)?(?:preglede?|pregled\w*|kontrol|pravil|filtr|politik|omejitv|skeniranj)\w*|(?:filtr|pregled)\w*\s+(?:\S+\s+)?vsebine",
    "drop": r"\b(?:izklopi|izklopite|onemogoči|onemogočite|deaktiviraj|ignoriraj|ignorirajte|preskoči|preskočite|zaobidi|obidi)\b|(?:so\s+)?le\s+(?:\S+\s+)?(?:priporočil|predlog|formalnost)\w*|niso\s+obvezn\w*",
    "add": r"\b(?:dodaj|dodajte|vstavi|vstavite|priloži|priložite|vključi|vključite|pripni)\b",
    "each": (
        r"(?:vsak|vse|vsem)\w*\s+(?:\S+\s+)?(?:odgovor|sporočil|stran|dokument|e-pošt|komentar)\w*",
        r"(?:vsak|vse)\w*\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|readme)\w*",
    ),
    "promo": (r"\breklam\w*", PROMO_EN),
    "forever": r"za\s+vedno|\btrajno\b|vseh\s+(?:prihodnjih|naslednjih)\s+sejah|zapomni\s+si\s+(?:\S+\s+)?(?:za\s+vedno|trajno)",
    "recommend": r"\b(?:priporoči|priporočite|priporočaj|predlagaj|predlagajte|promoviraj)\b",
    "pkg": (r"\bpaket\w*|\bknjižnic\w*|\bmodul\w*", EN_PKG),
    "pushy": r"namesto\s+(?:\S+\s+)?(?:uradn|izvirn)\w*",
    "nomention": r"\bne\s+(?:\S+\s+)?(?:povej|povejte|omenjaj|omenjajte|omeni|omenite|poročaj|sporoči|obveščaj|vključuj)\b|\bprikrij\w*|\bskrij\b|\bzamolči\w*",
    "this": r"\bteh\b|\bte\b|\btega\b|\bsprememb\w*|\bskript\w*|\bnavodil\w*|\bopomb\w*",
    "audience": (
        r"\buporabnik\w*|\brecenzent\w*|\brevizor\w*|\bnikomur\b|\bpovzetk?\w*|\bporočil\w*|\bstrank\w*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:če|ko)\s+(?:\S+\s+){0,2}?(?:vpraša|sprašuje|povpraša)\w*",
    "lie": r"\blaži\b|\bzanikaj\w*|(?:reci|odgovori|trdi)\s+(?:\S+\s+){0,2}?(?:da|samo|le)\b",
    "secret": (r"\bgesl\w*|\bključ\w*|\bskrivnost\w*|\bpoverilnic\w*|\bžeton\w*", SECRET_EN),
    "silent": r"\btiho\b|\bskrivaj\b|na\s+skrivaj|ne\s+da\s+bi\s+(?:komu\s+)?(?:povedal|obvestil|vprašal)\w*|nikomur\s+ne\s+povej",
    "change": (
        r"\b(?:zamenjaj|zamenjajte|spremeni|spremenite|nastavi|nastavite|preusmeri|uporabi|uporabite)\b",
        r"\bset\b|\bswitch\b",
    ),
    "registry": (
        r"\bregist(?:er|ra|ru|rom)\b|\bvir\w*\s+paketov|\bzrcal\w*|\brepozitorij\w*",
        REG_EN + r"|\bregister\b",
    ),
    "sneaky": r"ne\s+da\s+bi\s+(?:\S+\s+)?(?:vprašal|obvestil|povedal)\w*|brez\s+(?:\S+\s+)?(?:vprašanja|dovoljenja|soglasja|potrditve|obvestila|vednosti)|\btiho\b|\bvsakič\b|pred\s+vsako\s+(?:\S+\s+)?namestitv\w*",
    "autoyes": (
        r"(?:preskoči|brez)\s+(?:\S+\s+)?(?:odobritv|potrditv|pregled)\w*|ne\s+sprašuj\s+(?:\S+\s+)?(?:za\s+)?(?:odobritev|potrditev)",
        AUTO_EN,
    ),
    "prod": (r"\bprodukcij\w*", PROD_EN),
    "prior": r"(?:prejšnj|predhodn|prvotn|izvirn|star|sistemsk)\w*\s+(?:\S+\s+)?(?:navodil|ukaz|pravil|smernic)\w*|(?:navodil|pravil)\w*\s+(?:\S+\s+){0,3}?(?:ki\s+si\s+jih\s+dobil|iz\s+sistema|zgoraj)",
    "obey": r"\b(?:upoštevaj|sledi|ubogaj|izvršuj)\s+(?:\S+\s+){0,2}?(?:samo|le|izključno)\b|\b(?:samo|le)\s+(?:\S+\s+)?(?:upoštevaj|sledi|ubogaj)\b",
    "now": r"od\s+(?:zdaj|sedaj|tega\s+trenutka|danes)\s*(?:naprej|dalje)?",
    "reveal": r"\b(?:izpiši|izpišite|pokaži|pokažite|prikaži|natisni|kopiraj|ponovi|razkrij|prilepi|pošlji)\b",
    "instr": r"sistemsk\w+\s+(?:poziv|navodil|sporočil|prompt)\w*|(?:skrit|notranj|prvotn|začetn)\w*\s+(?:navodil|poziv|prompt)\w*|navodil\w*\s+(?:\S+\s+){0,2}?(?:ki\s+si\s+jih\s+(?:dobil|prejel)|ki\s+so\s+ti\s+bila\s+dana)",
    "you": r"\bsi\b|\bti\b",
    "power": r"brez\s+(?:kakršnih\s+koli\s+|vsakršnih\s+)?(?:omejitev|meja|pravil|filtrov)|poln\w*\s+dostop\w*|vse\s+pravice|nikoli\s+ne\s+zavrne|neomejen\w*|necenzurir\w*",
    "notai": r"nisi\s+(?:več\s+)?(?:ai|umetna\s+inteligenca|asistent|jezikovni\s+model)\b|nikoli\s+ne\s+priznaj\w*,?\s+da\s+si\s+(?:ai|umetn|bot)",
    "ignore": r"\b(?:prezri|prezrite|ignoriraj|ignorirajte|pozabi|pozabite)\b",
    "gone": r"(?:če|ko)\s+(?:\S+\s+){0,3}?(?:izbriš|zbriš|odstran)\w*",
    "restore": r"\b(?:napiši|zapiši|dodaj)\s+(?:\S+\s+){0,2}?(?:znova|ponovno|nazaj)\b|\bobnovi\b",
    "why": r"\bzakaj\b",
    "say": r"\b(?:reci|povej|odgovori|pojasni)\b",
    "download": (r"\bprenesi\b|\bsnemi\b", DL_EN),
    "run": r"\b(?:zaženi|zaženite|izvedi)\b",
    "elevated": r"produkcij\w*",
    "noshow": r"\bne\s+(?:\S+\s+)?(?:kaži|prikazuj|razkrivaj)\b",
    "send": (r"\b(?:pošlji|pošljite|naloži|naložite|posreduj|kopiraj|sinhroniziraj)\b", SEND_EN),
    "endrop": (r"\b(?:prosim|moraš|morate)\s+(?:\S+\s+)?" + EN_VERBS, ""),
    "rguard": ("", RGUARD_EN),
}

CA: Final[dict[str, Group]] = {
    "refuse": r"no\s+(?:\S+\s+)?(?:rebutgis|rebutgeu|refusis|et\s+neguis)\s+(?:mai\s+)?(?:cap|cap\s+mena\s+de)\s+(?:petició|sol·licitud|ordre)|mai\s+no\s+(?:rebutgis|et\s+neguis)",
    "guard": r"(?:controls?|filtres?|comprovacions|regles|polítiques|mesures)\s+(?:\S+\s+)?(?:de\s+)?(?:seguretat|contingut|privadesa)",
    "drop": r"\b(?:desactiva|desactiveu|ignora|ignoreu|omet|ometeu|salta't|salteu-vos|evita|apaga|apagueu)\b|(?:són\s+)?només\s+(?:\S+\s+)?(?:recomanacions|suggeriments|una\s+formalitat)|no\s+són\s+obligatòri\w*",
    "add": r"\b(?:afegeix|afegiu|insereix|inseriu|inclou|incloeu|posa|poseu|enganxa|enganxeu)\b",
    "each": (
        r"(?:cada|totes\s+les|tots\s+els)\s+(?:\S+\s+)?(?:resposta|respostes|missatge|missatges|pàgina|pàgines|document|documents|correu|correus)",
        r"(?:cada|tots\s+els)\s+(?:\S+\s+)?(?:commit|pull\s+request|pr|template|readme)\w*",
    ),
    "promo": (r"\bpublicitat\b|\banunci\w*|\bafiliat\w*", PROMO_EN),
    "forever": r"per\s+sempre|de\s+manera\s+permanent|en\s+totes\s+les\s+(?:sessions\s+)?(?:futures|següents)|recorda(?:-ho|-te'n)\s+(?:\S+\s+)?sempre",
    "recommend": r"\b(?:recomana|recomaneu|suggereix|suggeriu|promociona)\b",
    "pkg": (r"\bpaquet\w*|\bbiblioteca\w*|\bllibreria\w*", EN_PKG),
    "pushy": r"en\s+lloc\s+de\s+(?:l[\'’]|la\s+|el\s+)?(?:oficial|original)\w*",
    "nomention": r"no\s+(?:\S+\s+)?(?:diguis|digueu|mencionis|mencioneu|esmentis|esmenteu|informis|expliquis|comentis)\b|\bamaga\b|\bamagueu\b",
    "this": r"\baquests?\b|\baquestes\b|\baquesta\b|\baixò\b|\bcanvis?\b|\bscript\b|\binstrucci\w*|\bnota\b",
    "audience": (
        r"\busuari\w*|\brevisor\w*|\bauditor\w*|\bningú\b|\bresum\w*|\binforme\w*|\bclient\w*",
        AUD_EN + r"|\buser\b",
    ),
    "asked": r"(?:si|quan)\s+(?:\S+\s+){0,2}?(?:pregunta|pregunten|demana|demanen)\w*",
    "lie": r"\bmenteix\w*|\bnega-ho\b|\bnega\b|(?:digues|respon)\s+(?:\S+\s+){0,2}?(?:que|només)\b",
    "secret": (
        r"\bparaula\s+de\s+pas\b|\bcontrasenya\w*|\bclau(?:s)?\b|\bcredencial\w*",
        SECRET_EN,
    ),
    "silent": r"en\s+silenci|d'amagat|sense\s+(?:dir(?:-ho|-li)?|avisar|informar)\s+(?:\S+\s+)?(?:ningú|res)?|no\s+(?:ho\s+)?diguis\s+a\s+ningú",
    "change": (
        r"\b(?:canvia|canvieu|configura|configureu|redirigeix|fes\s+servir|utilitza|substitueix)\b",
        r"\bset\b|\bswitch\b",
    ),
    "registry": (r"\bregistre\w*|\bfont\s+de\s+paquets|\bmirall\w*|\brepositori\w*", REG_EN),
    "sneaky": r"sense\s+(?:\S+\s+)?(?:preguntar|demanar|permís|consentiment|confirmació|avisar)\w*|en\s+silenci|cada\s+(?:vegada|cop)|abans\s+de\s+cada\s+(?:\S+\s+)?instal·laci\w*",
    "autoyes": (
        r"(?:salta't|omet|sense)\s+(?:\S+\s+)?(?:aprovaci|confirmaci|revisi)\w*|no\s+demanis\s+(?:\S+\s+)?(?:aprovació|confirmació)",
        AUTO_EN,
    ),
    "prod": (r"\bproducció\b", PROD_EN),
    "prior": r"(?:instruccions|ordres|regles|directrius|indicacions)\s+(?:\S+\s+){0,3}?(?:anteriors|prèvies|originals|inicials|del\s+sistema|que\s+t'han\s+donat|de\s+dalt)|(?:anteriors|prèvies)\s+(?:instruccions|ordres|regles|indicacions)",
    "obey": r"\b(?:segueix|obeeix|compleix|fes\s+cas)\s+(?:\S+\s+){0,3}?(?:només|únicament|tan\s+sols)\b|\bnomés\s+(?:\S+\s+)?(?:segueix|obeeix)\b",
    "now": r"(?<=a\s)partir\s+d'ara|d'ara\s+endavant|des\s+d'ara",
    "reveal": r"\b(?:mostra|mostreu|imprimeix|escriu|copia|copieu|repeteix|revela|revela'm|enganxa|envia)\b",
    "instr": r"(?:prompt|missatge|instruccions|indicacions)\s+(?:\S+\s+)?(?:del\s+sistema|de\s+sistema|ocult\w*|intern\w*|inicials|originals)|instruccions\s+(?:\S+\s+){0,2}?que\s+t'han\s+donat|instruccions\s+ocultes",
    "you": r"\bets\b|\btu\b",
    "power": r"sense\s+(?:cap\s+)?(?:restricci\w*|límits?|regles|filtres)|accés\s+total|tots\s+els\s+drets|mai\s+no\s+rebutja|il·limitat\w*|sense\s+censura",
    "notai": r"ja\s+no\s+ets\s+(?:una?\s+)?(?:ia|assistent|model\s+de\s+llenguatge)\b|mai\s+no\s+admetis\s+que\s+ets\s+(?:una\s+)?(?:ia|bot)",
    "ignore": r"\b(?:ignora|ignoreu|oblida|oblideu|no\s+facis\s+cas\s+de)\b",
    "gone": r"(?:si)\s+(?:\S+\s+){0,3}?(?:esborra|elimina|suprimeix)\w*",
    "restore": r"\b(?:torna-la|torna-ho|torna)\s+a\s+(?:escriure|afegir)\b|\brestaura\b",
    "why": r"\bper\s+què\b",
    "say": r"\b(?:digues|digueu|respon|explica)\b",
    "download": (r"\bdescarrega\b|\bbaixa't\b", DL_EN),
    "run": r"\b(?:executa|executeu|llança)\b",
    "elevated": r"producció",
    "noshow": r"no\s+(?:\S+\s+)?(?:mostris|ensenyis|revelis)\b",
    "send": (r"\b(?:envia|envieu|puja|pugeu|reenvia|copia|copieu|sincronitza)\b", SEND_EN),
    "endrop": (r"\b(?:si\s+us\s+plau|has\s+de|cal)\s+(?:\S+\s+)?" + EN_VERBS, ""),
    "rguard": ("", RGUARD_EN),
}

THIN_EUROPE_SOUTH: Final = {"sk": SK, "sl": SL, "ca": CA}
"""Each language's word groups (``lexicon_i18n_thin`` builds the rows)."""
