"""Injection lexicons for Latin-script languages beyond the eight (pure data): Romanian, Czech
and Slovak, Hungarian, Danish and Norwegian, Finnish, Catalan, Serbian and Croatian (Latin),
and Lithuanian. Each language's core orders: instructions set aside, a persona without limits,
"never tell the user about this", the system prompt shown, safety checks switched off, data sent
to an address, the note copied into every project.

The view is NFKC and case-folded; text typed without its diacritics (``Ignora toate
instructiunile``) or with combining marks, which the view drops after a Latin letter, still
matches: ``spellings`` adds each rule without its accents.
"""

from __future__ import annotations

import unicodedata
from typing import Final

from .lexicon_en import (
    CONCEAL,
    EXFILTRATION,
    EXTRACTION,
    OVERRIDE,
    PERSISTENCE,
    PERSONA,
    POLICY,
)

_BARE: Final = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ı": "i", "æ": "ae"})
_CEDILLA: Final = str.maketrans({"ș": "ş", "ț": "ţ"})


def bare(pattern: str) -> str:
    """``pattern`` with its Latin letters stripped of their accents (``ignoră`` -> ``ignora``)."""
    split = unicodedata.normalize("NFD", pattern.translate(_BARE))
    return "".join(c for c in split if unicodedata.category(c) != "Mn")


def spellings(
    rows: tuple[tuple[str, str, str], ...],
) -> tuple[tuple[str, str, str], ...]:
    """Each row as written, or as written or without accents (text typed on a keyboard without
    them, or with combining marks, which the view drops after a Latin letter) or with Romanian
    cedillas (``ş``, ``ţ``) where it has commas, one alternation. Whole spellings rather than
    ``[ăa]`` classes keep every rule's needles whole words (``prefilter.needles`` stops at a
    class)."""
    out: list[tuple[str, str, str]] = []
    for family, lang, p in rows:
        forms = dict.fromkeys((p, p.translate(_CEDILLA), bare(p)))
        out.append((family, lang, "|".join(f"(?:{q})" for q in forms) if len(forms) > 1 else p))
    return tuple(out)


_URL = r"(?:https?://|www\.)"
_ON = r"(?:[^.\n]|\.(?=\S))"
"""Any character of the sentence: a dot only inside a word (``.env``, ``config.php``)."""

_LATIN: Final[tuple[tuple[str, str, str], ...]] = (
    # ------------------------------------------------------------------ Romanian
    (
        OVERRIDE,
        "ro",
        r"\b(?:ignoră|ignorați|ignorati|uită|uitați)\s+"
        r"(?:(?:de\s+)?toate\s+)?(?:instrucțiunile|regulile|indicațiile|directivele|comenzile)\s+"
        r"(?:(?:primite|date|tale|voastre)\s+)?(?:anterioare|anterior|precedente|inițiale|de\s+sistem"
        r"|de\s+dinainte|de\s+mai\s+sus|tale|voastre)",
    ),
    (
        OVERRIDE,
        "ro",
        r"\bignora\s+(?:toate\s+)?(?:instructiunile|instrucțiunile|regulile)\s+(?:anterioare|precedente"
        r"|initiale)",
    ),
    (
        PERSONA,
        "ro",
        r"\bacum\s+(?:înainte|încolo)\s*,?\s*(?:ești|vei\s+fi)\b" + _ON + r"{0,60}"
        r"(?:fără\s+(?:nicio\s+|nici\s+o\s+|vreo\s+)?(?:restricți|limit|reguli|filtr)"
        r"|nu\s+refuzi\s+niciodată)",
    ),
    (
        CONCEAL,
        "ro",
        r"\bnu\s+(?:(?:le|îi)\s+)?(?:spune|spuneți|menționa|dezvălui|zice)\s+(?:niciodată\s+)?"
        r"(?:nimic\s+)?(?:utilizatorului|utilizatorilor|userului)\s+(?:nimic\s+)?"
        r"(?:despre\s+(?:această|acest|aceste)|că\s+(?:această|acest))",
    ),
    (
        EXTRACTION,
        "ro",
        r"\b(?:afișează|arată(?:-mi)?|scrie|dezvăluie|tipărește|repetă)\s+(?:\S+\s+){0,2}?"
        r"(?:promptul\s+(?:de\s+)?sistem|instrucțiunile\s+de\s+sistem)",
    ),
    (
        POLICY,
        "ro",
        r"\b(?:dezactivează|dezactivați|oprește|opriți|ocolește)\s+(?:toate\s+)?"
        r"(?:verificările|controalele|filtrele|protecțiile|măsurile)\s+de\s+(?:securitate|siguranță)",
    ),
    (EXFILTRATION, "ro", r"\btrimite(?:ți)?\s+" + _ON + r"{0,60}?\b(?:la|către|pe)\s+" + _URL),
    (
        PERSISTENCE,
        "ro",
        r"\bcopiaz(?:ă|ati|ați)\s+(?:această|acest)\s+(?:instrucțiune|notă|regulă|intrare)\s+"
        r"(?:în|la)\s+" + _ON + r"{0,30}(?:fiecărui|fiecare|toate)\s+(?:\w+\s+)?proiect",
    ),
    # ------------------------------------------------------------------ Czech, Slovak
    (
        OVERRIDE,
        "cs",
        r"\b(?:ignoruj(?:te)?|zapomeň(?:te)?\s+na|zabudni(?:te)?\s+na|nerespektuj(?:te)?)\s+"
        r"(?:prosím\s+)?(?:všechny\s+|všechna\s+|všetky\s+)?(?:své\s+|vaše\s+|svoje\s+)?"
        r"(?:předchozí|dřívější|původní|systémové|predchádzajúce|predošlé|pôvodné)\s+"
        r"(?:pokyny|instrukce|inštrukcie|pravidla|pravidlá|příkazy|príkazy)",
    ),
    (
        PERSONA,
        "cs",
        r"\b(?:od\s+(?:teď|teďka|nynějška|teraz)|odteraz)\s+(?:jsi|budeš|si)\b" + _ON + r"{0,60}"
        r"(?:bez\s+(?:jakýchkoli|jakýchkoliv|žádných|akýchkoľvek|žiadnych)?\s*obmedzen"
        r"|bez\s+(?:jakýchkoli|jakýchkoliv|žádných)?\s*omezení|nikdy\s+neodmít|nikdy\s+neodmiet)",
    ),
    (
        CONCEAL,
        "cs",
        r"\bne(?:říkej|řekni|prozrazuj|zmiňuj|hovor|povedz|prezrádzaj)(?:te)?\s+(?:nikdy\s+)?"
        r"(?:nic\s+)?(?:uživatel|používateľ)\w*\s+(?:nic\s+)?(?:o\s+(?:této|tomto|těchto|tejto"
        r"|týchto)|že\s+(?:tato|tento|táto))",
    ),
    (
        CONCEAL,
        "cs",
        r"\b(?<=\bo\s)(?:této|tomto|těchto|tejto)\s+\w+\s+(?:nikdy\s+)?(?:uživatel|používateľ)\w*\s+"
        r"(?:nikdy\s+)?ne(?:říkej|řekni|prozrazuj|hovor|povedz)",
    ),
    (
        CONCEAL,
        "cs",
        r"\b(?:uživatel|používateľ)\w*\s+(?:nikdy\s+)?ne(?:říkej|řekni|prozrazuj|hovor|povedz)(?:te)?"
        r"\s*,?\s+(?:že\s+(?:tato|tento|táto|toto|tieto)|o\s+(?:této|tomto|tejto))\b",
    ),
    (
        EXTRACTION,
        "cs",
        r"\b(?:vypiš|ukaž|zobraz|prozraď|prezraď|zopakuj|napiš|vypíš|ukáž)(?:te)?\s+(?:mi\s+)?"
        r"(?:celý\s+|celé\s+)?(?:svůj\s+|své\s+|svoj\s+|tvůj\s+)?(?:systémový\s+prompt"
        r"|systémové\s+(?:pokyny|instrukce|inštrukcie))",
    ),
    (
        POLICY,
        "cs",
        r"\b(?:vypni|vypněte|vypnite|deaktivuj(?:te)?|obejdi(?:te)?)\s+(?:prosím\s+)?(?:všechny\s+|všetky\s+)?"
        r"(?:bezpečnostní|bezpečnostné)\s+(?:kontroly|filtry|filtre|pojistky|poistky|opatření"
        r"|opatrenia)",
    ),
    (
        EXFILTRATION,
        "cs",
        r"\b(?:pošli|odešli|nahraj|pošlite)(?:te)?\s+" + _ON + r"{0,60}?\bna\s+" + _URL,
    ),
    (
        PERSISTENCE,
        "cs",
        r"\b(?:zkopíruj|skopíruj)(?:te)?\s+(?:tento|tuto|tyto|túto)\s+(?:pokyn|poznámku|instrukci"
        r"|inštrukciu|záznam|pravidlo)\s+do\s+" + _ON + r"{0,30}(?:každého|všech|všetkých)\s+"
        r"(?:\w+\s+)?projekt",
    ),
    # ------------------------------------------------------------------ Hungarian
    (
        OVERRIDE,
        "hu",
        r"\b(?:hagyd|hagyja|hagyjátok)\s+figyelmen\s+kívül\s+(?:az?\s+)?(?:összes\s+)?"
        r"(?:korábbi|előző|eddigi|eredeti|rendszer)\s*(?:utasítás|szabály|parancs)\w*",
    ),
    (
        OVERRIDE,
        "hu",
        r"\b(?:felejtsd|felejtse|felejtsétek)\s+el\s+(?:az?\s+)?(?:összes\s+)?(?:korábbi|előző"
        r"|eddigi|eredeti)\s+(?:utasítás|szabály|parancs)\w*",
    ),
    (
        PERSONA,
        "hu",
        r"\bmostantól\b" + _ON + r"{0,60}(?:korlátozások\s+nélküli|korlátok\s+nélküli"
        r"|nincsenek\s+korlát|soha\s+nem\s+utasítasz\s+el)",
    ),
    (
        CONCEAL,
        "hu",
        r"\b(?<=\bne\s)(?:mondd|mondja|áruld|árulja|említsd)\s+(?:el\s+|meg\s+)?(?:soha\s+)?(?:a\s+)?"
        r"felhasználó(?:nak|knak)" + _ON + r"{0,20}(?:hogy\s+ez|erről\s+a|ezt\s+a|ezekről)",
    ),
    (
        EXTRACTION,
        "hu",
        r"\b(?:írd|írja|mutasd|mutassa|jelenítsd|jelenítse|add)\s+(?:ki|meg|vissza)\s+(?:a\s+)?"
        r"(?:teljes\s+|eredeti\s+)?(?:rendszer[\s-]?prompt|rendszerutasítás)\w*",
    ),
    (
        POLICY,
        "hu",
        r"\b(?:kapcsold|kapcsolja|kapcsoljátok)\s+ki\s+(?:az?\s+)?(?:összes\s+)?biztonsági\s+"
        r"(?:ellenőrzés|szűrő|védelm)\w*",
    ),
    (
        EXFILTRATION,
        "hu",
        r"\b(?:küldd|küldje|töltsd)\s+(?:el\s+|fel\s+|át\s+)?" + _ON + r"{0,60}?" + _URL,
    ),
    (
        PERSISTENCE,
        "hu",
        r"\bmásold\s+(?:be\s+|át\s+)?ezt\s+az?\s+(?:utasítást|jegyzetet|szabályt|bejegyzést)\s+"
        + _ON
        + r"{0,20}minden\s+(?:\w+\s+)?projekt",
    ),
    # ------------------------------------------------------------------ Danish, Norwegian
    (
        OVERRIDE,
        "da",
        r"\b(?:ignorer|glem|bort\s+fra)\s+(?:alle\s+)?(?:dine\s+|de\s+)?(?:tidligere|forrige"
        r"|foregående|oprindelige|opprinnelige)\s+(?:instruktioner|instrukser|instruksjoner|regler"
        r"|anvisninger|ordrer|kommandoer)",
    ),
    (
        PERSONA,
        "da",
        r"\bfra\s+(?:nu|nå)\s+(?:af\s+|av\s+)?er\s+du\b" + _ON + r"{0,60}(?:(?:uden|uten)\s+"
        r"(?:nogen\s+|noen\s+)?(?:begrænsninger|begrensninger|grænser|grenser|regler)"
        r"|aldrig\s+afviser|aldri\s+nekter|nekter\s+aldri|afviser\s+aldrig)",
    ),
    (
        CONCEAL,
        "da",
        r"\b(?:(?:fortæl|fortell|sig|si)\s+(?:aldrig|aldri|ikke)|(?:ikke|aldrig|aldri)\s+"
        r"(?:fortæl|fortell|sig|si))\s+(?:til\s+)?(?:brugeren|brukeren)\s*,?\s+(?:om\s+(?:denne|dette"
        r"|disse)|at\s+(?:denne|dette))",
    ),
    (
        EXTRACTION,
        "da",
        r"\b(?:vis|skriv\s+ud|skriv\s+ut|afslør|avslør|gentag|gjenta)\s+(?:mig\s+|meg\s+)?"
        r"(?:hele\s+)?(?:din\s+|den\s+)?system(?:prompt|instruks)\w*",
    ),
    (
        POLICY,
        "da",
        r"\bslå\s+(?:(?:av|fra)\s+)?(?:alle\s+)?sikkerhe[dt]s(?:tjek|kontrol|sjekk|filtre|spærr"
        r"|sperr)\w*(?:\s+(?:fra|av)\b)?|\bdeaktiver\s+(?:alle\s+)?sikkerhe[dt]s(?:tjek|kontrol"
        r"|sjekk)\w*",
    ),
    (EXFILTRATION, "da", r"\b(?:send|upload|last\s+opp)\s+" + _ON + r"{0,60}?\btil\s+" + _URL),
    (
        PERSISTENCE,
        "da",
        r"\b(?:kopier|kopiér)\s+(?:denne|dette)\s+(?:instruks|instruktion|instruksjon|note|notat|regel)\w*\s+"
        r"(?:til|ind\s+i|inn\s+i)\s+" + _ON + r"{0,30}(?:hvert|alle)\s+(?:\w+\s+)?(?:projekt"
        r"|prosjekt)",
    ),
    # ------------------------------------------------------------------ Finnish
    (
        OVERRIDE,
        "fi",
        r"\b(?:ohita|ohittakaa|unohda|unohtakaa|sivuuta|jätä\s+huomiotta)\s+(?:kaikki\s+)?"
        r"(?:aiemmat|edelliset|aikaisemmat|alkuperäiset|aiemmin\s+annetut)\s+"
        r"(?:ohje|sääntö|säännö|käsky|määräy)\w*",
    ),
    (OVERRIDE, "fi", r"\b(?:aiemmat|edelliset|aikaisemmat)\s+ohjeet\s+huomiotta"),
    (
        PERSONA,
        "fi",
        r"\btästä\s+(?:lähtien|eteenpäin)\s+olet\b" + _ON + r"{0,60}(?:ilman\s+(?:mitään\s+)?"
        r"rajoitu|rajoitukseton|ei\s+ole\s+(?:mitään\s+)?rajoitu|et\s+koskaan\s+kieltäydy)",
    ),
    (
        CONCEAL,
        "fi",
        r"\bälä\s+(?:koskaan\s+)?(?:kerro|mainitse|paljasta)\s+(?:koskaan\s+)?käyttäjälle\s+"
        r"(?:tästä|näistä|että\s+tämä)",
    ),
    (
        EXTRACTION,
        "fi",
        r"\b(?:tulosta|näytä|kirjoita|paljasta|toista)\s+(?:koko\s+)?(?:sinun\s+)?"
        r"järjestelmä(?:kehot|prompt|ohje)\w*",
    ),
    (
        POLICY,
        "fi",
        r"\bpoista\s+(?:kaikki\s+)?(?:tietoturva|turvallisuus)\w*\s+käytöstä"
        r"|\b(?:ohita|kytke\s+pois)\s+(?:kaikki\s+)?(?:tietoturva|turvallisuus)(?:tarkist|tarkast"
        r"|suodat)\w*",
    ),
    (EXFILTRATION, "fi", r"\blähetä\s+" + _ON + r"{0,60}?(?:osoitteeseen|palvelimelle)\s+" + _URL),
    (
        PERSISTENCE,
        "fi",
        r"\bkopioi\s+tämä\s+(?:ohje|muistiinpano|sääntö|merkintä)\s+(?:jokaisen|kaikkien)\s+"
        r"(?:\w+\s+)?projekti",
    ),
    # ------------------------------------------------------------------ Catalan
    (
        OVERRIDE,
        "ca",
        r"\b(?:ignora|ignoreu|oblida|oblideu)\s+(?:totes\s+)?(?:les\s+)?(?:teves\s+|vostres\s+)?"
        r"(?:instruccions|regles|indicacions|ordres)\s+(?:anteriors|prèvies|originals|del\s+sistema)",
    ),
    (
        PERSONA,
        "ca",
        r"\bpartir\s+d['’]ara\s*,?\s*(?:ets|seràs)\b" + _ON + r"{0,60}(?:sense\s+(?:cap\s+)?"
        r"(?:restricci|límit|regl|filtr)|mai\s+no\s+(?:et\s+)?negues)",
    ),
    (
        CONCEAL,
        "ca",
        r"\b(?:(?<=\bno\s)|(?<=\bno\sli\s))(?:diguis|expliquis|comentis)\s+(?:mai\s+)?(?:res\s+)?(?:a\s+l['’]usuari"
        r"|als\s+usuaris)\s+(?:res\s+)?(?:d['’]aquest|sobre\s+aquest|que\s+aquest)",
    ),
    (
        EXTRACTION,
        "ca",
        r"\b(?:mostra|imprimeix|revela|repeteix|escriu)\s+(?:el\s+)?(?:teu\s+)?(?:prompt"
        r"|instruccions)\s+del\s+sistema",
    ),
    (
        POLICY,
        "ca",
        r"\bdesactiva\s+(?:tots\s+)?(?:els\s+)?(?:controls|filtres|comprovacions|verificacions)\s+"
        r"de\s+seguretat",
    ),
    # ------------------------------------------------------------------ Serbian, Croatian
    (
        OVERRIDE,
        "hr",
        r"\b(?:zanemari(?:te)?|ignoriši(?:te)?|zaboravi(?:te)?)\s+(?:sva\s+|sve\s+)?"
        r"(?:svoja\s+|svoje\s+)?(?:prethodn[ae]|ranij[ae]|prvobitn[ae]|izvorn[ae]|sistemsk[ae])\s+"
        r"(?:uputstva|upute|instrukcije|pravila|naredbe)",
    ),
    (
        PERSONA,
        "hr",
        r"\bod\s+sada\s+(?:si|ćeš\s+biti)\b" + _ON + r"{0,60}(?:bez\s+(?:ikakvih\s+)?ograničenja"
        r"|nikad(?:a)?\s+ne\s+odbija)",
    ),
    (
        CONCEAL,
        "hr",
        r"\b(?<=\bne\s)(?:govori|reci|kaži|spominji|otkrivaj)\s+(?:nikad(?:a)?\s+)?"
        r"(?:ništa\s+)?korisnik[ua]\s+(?:o\s+(?:ovoj|ovom|ovim)|da\s+(?:ova|ovaj))",
    ),
    (
        EXTRACTION,
        "hr",
        r"\b(?:prikaži|ispiši|otkrij|ponovi|pokaži)\s+(?:mi\s+)?(?:cijeli\s+|ceo\s+|celi\s+|cio\s+)?"
        r"(?:svoj\s+)?(?:sistemski\s+prompt|sistemske\s+(?:upute|instrukcije|uputstva))",
    ),
    (
        POLICY,
        "hr",
        r"\b(?:isključi|onemogući|deaktiviraj|zaobiđi)\s+(?:sve\s+)?(?:sigurnosne|bezbednosne"
        r"|bezbjednosne)\s+(?:provjere|provere|kontrole|filtere|zaštite)",
    ),
    (
        EXFILTRATION,
        "hr",
        r"\b(?:pošalji|prosledi|proslijedi|otpremi)\s+" + _ON + r"{0,60}?\b(?:na|u)\s+" + _URL,
    ),
    (
        PERSISTENCE,
        "hr",
        r"\bkopiraj\s+(?:ovo|ovu|ovaj)\s+(?:uputstvo|uputu|belešku|bilješku|pravilo|instrukciju)\s+"
        r"u\s+" + _ON + r"{0,30}(?:svakog|svih|svaki)\s+(?:\w+\s+)?projekt",
    ),
    # ------------------------------------------------------------------ Lithuanian
    (
        OVERRIDE,
        "lt",
        r"\b(?:ignoruok|ignoruokite|pamiršk|pamirškite|nepaisyk|nepaisykite)\s+(?:visas\s+|visus\s+"
        r"|visų\s+)?(?:savo\s+)?(?:ankstesn|pradin)\w*\s+(?:instrukcij|nurodym|taisykl|komand)\w*",
    ),
    (
        PERSONA,
        "lt",
        r"\bnuo\s+šiol\s+(?:tu\s+)?(?:esi|būsi)\b" + _ON + r"{0,60}(?:be\s+(?:jokių\s+)?apribojim"
        r"|niekada\s+neatsisak)",
    ),
    (
        CONCEAL,
        "lt",
        r"\b(?:niekada\s+)?nesakyk(?:ite)?\s+(?:niekada\s+)?(?:naudotojui|vartotojui)\s+"
        r"(?:apie\s+(?:šią|šias|šitą|šį)|kad\s+ši)",
    ),
    (
        EXTRACTION,
        "lt",
        r"\b(?:parodyk|išvesk|atskleisk|parašyk|pakartok)(?:ite)?\s+(?:visą\s+)?(?:savo\s+)?"
        r"sistemos\s+(?:raginim|prompt|instrukcij|nurodym)\w*",
    ),
    (
        EXFILTRATION,
        "lt",
        r"\b(?:išsiųsk|nusiųsk|siųsk|įkelk)(?:ite)?\s+" + _ON + r"{0,60}?(?:\bį|\badresu)\s+"
        r"(?:https?://|www\.)",
    ),
    (
        POLICY,
        "lt",
        r"\bišjunk(?:ite)?\s+(?:vis(?:us|as|ą|ų)\s+)?(?:saugumo|saugos)\s+(?:patikrinim|tikrinim|filtr|apsaug)\w*",
    ),
)


LATIN: Final = spellings(_LATIN)
"""``(family, language, pattern)`` rows, in each spelling."""
