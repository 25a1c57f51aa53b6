"""Injection word groups of European languages beyond the eight, read for every family (pure
data and the builder): Dutch, Swedish, Danish, Norwegian, Finnish, Estonian and Italian here;
Polish, Czech, Slovak, Hungarian, Romanian, Turkish, Croatian/Serbian (Latin), Slovenian,
Lithuanian and Latvian in ``lexicon_i18n_central_europe``; Greek, Ukrainian, Bulgarian and Serbian
(Cyrillic) in ``lexicon_i18n_greek_cyrillic``.

The families of ``lexicon_i18n_groups`` (any of a language's verbs with any of its objects, in
either order) and the forms below, which the older lexicons of these languages read in one or
two phrasings:

- concealment: "don't tell / never mention", "the user" and "that …" (a clause the user must
  not hear) or "about this", in any order;
- override: "your old/previous rules" and "no longer apply / are void";
- persistence: "remember/save", "forever/permanently" and "every new memory file / all future
  sessions"; a preference kept forever ("remember forever: use pnpm") stays clean;
- policy: "never refuse" with "anything / any request" (as the English rules read it);
- tool: a package registry, git remote, ``| sh`` or ``LD_PRELOAD`` with "without asking/telling
  anyone".

Each group alone (a test report sent to the team, the user told a download is ready, a cache
switched off) stays clean.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_en import CONCEAL, EXFILTRATION, OVERRIDE, PERSISTENCE, PERSONA, POLICY, TOOL
from .lexicon_i18n_central_europe import EAST_LATIN
from .lexicon_i18n_europe_more import more_rows, supplemented
from .lexicon_i18n_greek_cyrillic import CYR
from .lexicon_i18n_groups import ON, Groups, group_rows, respelled

TOOL_OBJECT: Final = (
    r"(?:regist(?:r|er)\w*|rekister\w*|rejestr\w*|index-url|git\s+remote|remote\s+(?:\w+\s+)?https?://\S+"
    r"|\|\s*(?:sudo\s+)?(?:sh|bash|zsh)\b|ld_preload|\.bashrc|authorized_keys|crontab)"
)
"""What a hijacked tool call changes, written alike in every language."""

SECRET_WORDS: Final = (
    r"\b(?:hesl\w*|heslá|hesiel|tunnuks\w*|kirjautumistied\w*|inloggningsuppgift\w*|kodeord\w*"
    r"|legitimationsoplysning\w*|inloggegevens|chiavi|poświadcze\w*|dane\s+(?:do\s+)?logowania"
    r"|hitelesítő\s+adat\w*|kimlik\s+bilgi\w*|prisijungimo\s+duomen\w*|piekļuves\s+dati\w*"
    r"|võtmed|võtme\w*)\b|(?:lösenord|adgangskode|wachtwoord|salasan|passord)\w*|(?<!\w)(?:облікові\s+дані|облікових\s+даних|διαπιστευτήρι\w*)"
)
"""Secret words of these languages the other lexicons lack: a send order carrying one is a leak."""

_EXTRA_FORMS: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    (OVERRIDE, ("mine", "void")),
    (CONCEAL, ("user", "unseen")),
    (CONCEAL, ("user", "clause", "hide")),
    (CONCEAL, ("hide", "user", "that")),
    (CONCEAL, ("user", "hide", "that")),
    (CONCEAL, ("hide", "user", "clause")),
    (OVERRIDE, ("ignore", "onlyme")),
    (PERSONA, ("mode", "free")),
    (PERSONA, ("free", "mode")),
    (POLICY, ("exempt", "policies")),
    (PERSISTENCE, ("keep", "forever", "every")),
    (PERSISTENCE, ("forever", "keep", "every")),
    (PERSISTENCE, ("keep", "every", "forever")),
    (POLICY, ("refuse", "anything")),
    (POLICY, ("anything", "refuse")),  # only where the object goes first (``_OBJECT_FIRST``)
    (TOOL, ("toolobj", "unasked")),
    (TOOL, ("unasked", "toolobj")),
    (EXFILTRATION, ("secret", "answer", "paste")),
    (EXFILTRATION, ("secret", "paste", "answer")),
)
"""Forms these languages add to ``lexicon_i18n_groups``'s (the groups a rule wants, in order)."""


VERB_FINAL: Final = frozenset({"tr", "fi", "hu", "et"})
_OBJECT_FIRST: Final = VERB_FINAL | {"pl", "cs", "sk", "hr", "lv", "uk", "bg", "el"}
"""Languages that put "nothing" before "refuse" (``niczego nie odmawiasz``)."""
"""Languages that put the verb last (``şifreleri … yorumuna yapıştır``): only Turkish opens a
rule with a secret word, and no language with an address (a line of tokens and URLs would start
them everywhere; the older tr/hu/fi lexicons read "URL … send")."""


def extra_rows(
    table: dict[str, Groups], *, latin: frozenset[str]
) -> tuple[tuple[str, str, str], ...]:
    """The rows of ``_EXTRA_FORMS`` each language of ``table`` has the groups for; the forms
    that open with a tool object (the same words in every language) as one row for all."""
    rows: list[tuple[str, str, str]] = []
    unasked: list[str] = []
    for lang, words in table.items():
        by_family: dict[str, list[str]] = {}
        for family, groups in _EXTRA_FORMS:
            if groups[0] == "secret" and lang != "tr":
                continue
            if groups[0] == "anything" and lang not in _OBJECT_FIRST:
                continue
            if groups[0] == "toolobj":
                if "unasked" in words:
                    unasked.append(words["unasked"])
                continue
            if all(g in words or g == "toolobj" for g in groups):
                joined = _join({**words, "toolobj": TOOL_OBJECT}, groups, family)
                by_family.setdefault(family, []).append(r"\b" + joined)
        for family, found in by_family.items():
            pattern = "|".join(found)
            rows.append((family, lang, respelled(pattern) if lang in latin else pattern))
    either = "|".join(f"(?:{u})" for u in unasked)
    rows.append(
        (
            TOOL,
            "i18n35a",
            _join({"toolobj": TOOL_OBJECT, "unasked": either}, ("toolobj", "unasked"), TOOL),
        )
    )
    return tuple(rows)


def _join(words: Groups, groups: tuple[str, ...], family: str) -> str:
    gap = ON + ("{0,120}?" if family == TOOL else "{0,70}?")
    return gap.join(f"(?:{words[g]})" for g in groups)


_NL: Final[Groups] = {
    "onlyme": r"(?:luister|gehoorzaam)\s+(?:\w+\s+)?(?:alleen|enkel|uitsluitend)\s+(?:nog\s+)?(?:naar\s+)?mij\b",
    "mode": r"(?:ontwikkelaars|beheerders|onderhouds|god|debug)\s*modus",
    "unseen": r"mag\s+(?:dit|dat|het)\s+(?:nooit|niet)\s+(?:zien|weten|merken)|mag\s+(?:hier|daar)\s+niets\s+van\s+(?:weten|merken)",
    "exempt": r"(?:is|ben\s+je|bent)\s+(?:\w+\s+)?(?:uitgezonderd|vrijgesteld)\s+van",
    "policies": r"(?:beleid|regels|richtlijnen|filters?|veiligheids\w*|beperkingen)",
    "mine": r"(?:je|jouw|uw)\s+(?:\w+\s+)?(?:regels|instructies|richtlijnen|opdrachten)",
    "ignore": r"negeer|vergeet|houd\s+geen\s+rekening\s+(?:meer\s+)?met|trek\s+je\s+niets\s+aan\s+van|volg\s+(?:\w+\s+){0,3}?niet\s+meer",
    "prior": r"(?:je|jouw|uw|alle|de)\s+(?:\w+\s+)?(?:eerdere|vorige|oude|oorspronkelijke|bovenstaande|systeem)\s*(?:instructies|regels|richtlijnen|opdrachten)|(?:je|jouw|uw)\s+(?:systeem)?(?:instructies|regels|richtlijnen)|(?:eerdere|vorige)\s+berichten|alles\s+wat\s+(?:je|jou|u)\s+(?:\w+\s+){0,2}?(?:verteld|gezegd|opgedragen)|alles\s+wat\s+(?:\w+\s+){0,4}?(?:eerder|vroeger|tot\s+nu\s+toe)\s+(?:\w+\s+){0,2}?(?:opgedragen|gezegd|verteld|gevraagd)|(?:richtlijnen|regels|instructies)\s+die\s+(?:je|u)\s+(?:eerder\s+)?(?:kreeg|hebt\s+gekregen)",
    "void": r"gelden\s+niet\s+meer|gelden\s+niet\s+langer|zijn\s+(?:niet\s+meer\s+geldig|vervallen|ongeldig)|tellen\s+niet\s+meer",
    "off": r"(?:schakel|zet)(?=[^.\n]{0,60}\buit\b)|deactiveer|sla\b(?=[^.\n]{0,60}\bover\b)|omzeil|(?<!\bniet\s)(?:negeer)",
    "safety": r"(?:veiligheids|beveiligings|inhouds)\s*(?:controles|checks|filters?|regels|maatregelen)|(?:content|inhouds|veiligheids)\s*filters?\b|alle\s+filters|security\s*checks",
    "send": r"stuur|verstuur|upload(?=\s+(?:de|het|alle|je|jouw|uw)\b)|mail(?=\s+(?:de|het|alle|je|jouw|uw)\b)",
    "mail": "",
    "paste": r"plak|zet|voeg|kopieer",
    "secret": r"wachtwoord\w*|api-?sleutels?|sleutels?|tokens?|inloggegevens|\.env\S*|credentials",
    "answer": r"(?:elk|ieder|je)\s+antwoord|(?:openbare|publieke)\s+(?:reactie|comment|issue)|pull\s+request|readme",
    "sys": r"alles\s+(?:wat\s+)?boven\s+deze\s+(?:regel|lijn)|systeem\s*(?:prompt|instructies|bericht)|verborgen\s+instructies|(?:instructies|prompt)\s+(?:die\s+je\s+)?(?:bij|aan)\s+het\s+begin",
    "show": r"toon|laat(?=[^.\n]{0,50}\bzien\b)|geef\s+(?:\w+\s+)?weer|print|schrijf|plak|herhaal|kopieer",
    "verbatim": r"woord\s+voor\s+woord|letterlijk",
    "now": r"vanaf\s+nu|voortaan|van\s+nu\s+af",
    "you": r"\b(?:je\s+bent|jij\s+bent|u\s+bent|ben\s+je|gedraag\s+je)\b",
    "ai": r"\b(?:ai|ki|assistent|chatbot|bot|dan)\b",
    "free": r"zonder\s+(?:enige\s+|welke\s+)?(?:beperking|restrictie|filter|regel|grenzen|censuur)\w*",
    "free_adj": r"onbeperkte?|ongecensureerde?|ongefilterde?",
    "pretend": r"doe\s+alsof|speel\s+de\s+rol|gedraag\s+je\s+(?:\w+\s+)?als",
    "note": r"(?:deze|dit)\s+(?:notitie|instructie|memo|bericht)",
    "every": r"(?:elk|ieder|alle)e?\s+(?:\w+\s+){0,2}?(?:project|geheugen\w*|sessie|gesprek)\w*|toekomstige\s+(?:sessies|projecten|gesprekken)",
    "keep": r"onthoud|bewaar|sla\b|vergeet\s+(?:\w+\s+){0,2}?nooit",
    "forever": r"voor\s+altijd|permanent|blijvend|voorgoed",
    "refuse": r"weiger\s+(?:\w+\s+)?(?:nooit|niets|niks)|weigert\s+(?:\w+\s+)?nooit|nooit\s+weigeren",
    "anything": r"niets|niks|iets|verzoek\w*|vraag|alles|meer",
    "unasked": r"zonder\s+(?:het\s+)?(?:(?:aan\s+)?(?:iemand|de\s+gebruiker)\s+)?(?:te\s+(?:vragen|melden|zeggen)|bevestiging|toestemming)",
    "user": r"gebruiker\w*",
    "hide": r"(?:vertel|zeg|meld)(?=(?:\s+\S+){0,3}?\s+(?:niet|nooit|niets|niks)\b)|verzwijg|houd\s+(?:\w+\s+)?geheim|(?:nooit|niet)\s+(?:vertellen|melden|zeggen)",
    "that": r"\bdat\b",
    "about": r"over\s+(?:deze|dit)",
}

_SV: Final[Groups] = {
    "onlyme": r"(?:lyd|lyssna)\s+(?:\w+\s+)?(?:bara|endast|enbart)\s+(?:på\s+)?mig\b",
    "mode": r"(?:utvecklar|administratörs|admin|underhålls|gud)\s*läge\w*",
    "unseen": r"(?:får|ska)\s+(?:inte|aldrig)\s+(?:se|veta|märka)\s+(?:detta|det|om\s+det)(?=\s*(?:[.;,!:]|$|\s(?:en|och|og|ja|and)\b))|får\s+(?:aldrig|inte)\s+veta\s+(?:om\s+)?(?:detta|det)(?=\s*(?:[.;,!:]|$|\s(?:en|och|og|ja|and)\b))",
    "exempt": r"(?:är|blir)\s+(?:\w+\s+)?undantag\w*\s+från|slipper",
    "policies": r"\w*polic\w*|regler\w*|riktlinjer\w*|säkerhets\w*|begränsningar\w*|filter\w*",
    "mine": r"dina\s+(?:\w+\s+)?(?:regler|instruktioner|direktiv)",
    "ignore": r"ignorera|glöm|strunta\s+i|bortse\s+från|bry\s+dig\s+inte\s+om|följ\s+inte\s+längre",
    "prior": r"(?:alla\s+|dina\s+)?(?:tidigare|föregående|gamla|ursprungliga|ovanstående)\s+(?:\w+\s+)?(?:instruktioner|regler|direktiv|order)|(?:dina|alla)\s+(?:system)?(?:instruktioner|regler)|systeminstruktion\w*|tidigare\s+meddelanden|allt\s+(?:som\s+)?du\s+(?:\w+\s+){0,2}?(?:fått\s+(?:höra|veta)|blivit\s+tillsagd)|allt\s+som\s+(?:\w+\s+){0,4}?(?:tidigare|förut|innan)",
    "void": r"gäller\s+inte\s+längre|gäller\s+inte\s+mer|är\s+(?:ogiltiga|upphävda|inte\s+längre\s+giltiga)",
    "off": r"stäng\s+av|slå\s+av|inaktivera|avaktivera|hoppa\s+över|kringgå",
    "safety": r"säkerhets\w*|innehållsfilter\w*",
    "send": r"skicka|ladda\s+upp|mejla|maila|posta|lägg\s+upp",
    "mail": "",
    "paste": r"klistra\s+in|lägg\s+in|skriv\s+in|lägg\s+till|kopiera",
    "secret": r"lösenord\w*|api-?nycklar\w*|nycklar\w*|token\w*|inloggningsuppgifter\w*|\.env\S*",
    "answer": r"(?:varje|ditt|alla)\s+svar|(?:offentlig|publik)\w*\s+(?:kommentar|ärende|issue)|pull\s+request|readme",
    "sys": r"allt\s+(?:som\s+står\s+)?ovanför\s+(?:den\s+här|denna)\s+rad|system\s*(?:prompt|instruktion|meddelande)\w*|dolda\s+(?:system)?instruktion\w*",
    "show": r"visa|skriv\s+ut|skriv|upprepa|kopiera|återge|klistra\s+in",
    "verbatim": r"ordagrant|ord\s+för\s+ord|exakt\s+som\s+(?:den|de)\s+står",
    "now": r"från\s+och\s+med\s+nu|hädanefter|från\s+nu",
    "you": r"\b(?:du\s+är|är\s+du|bete\s+dig)\b",
    "ai": r"\b(?:ai|assistent|chatbot|bot|dan)\b",
    "free": r"utan\s+(?:några\s+)?(?:begränsning|restriktion|spärr|filter|regler|censur)\w*",
    "free_adj": r"obegränsad\w*|ocensurerad\w*|ofiltrerad\w*",
    "pretend": r"låtsas|spela\s+rollen|bete\s+dig\s+som",
    "note": r"(?:den\s+här|denna|detta|det\s+här)\s+(?:anteckning|instruktion|meddelande)\w*",
    "every": r"(?:varje|alla)\s+(?:\w+\s+){0,2}?(?:projekt|minnes\w*|session|konversation)\w*|framtida\s+(?:sessioner|projekt|konversationer)",
    "keep": r"kom\s+ihåg|spara|behåll|glöm\s+(?:\w+\s+){0,2}?aldrig",
    "forever": r"för\s+alltid|permanent|för\s+gott",
    "refuse": r"vägra\s+(?:\w+\s+)?aldrig|vägrar\s+(?:\w+\s+)?aldrig|säg\s+aldrig\s+nej",
    "anything": r"något\w*|ingenting|allt|begäran|förfrågan|fråga",
    "unasked": r"utan\s+att\s+(?:\w+\s+){0,2}?(?:fråga|säga|meddela|nämna|berätta)|utan\s+(?:bekräftelse|tillstånd)",
    "user": r"användar\w*",
    "hide": r"(?:berätta|säg|nämn|avslöja)\s+(?:aldrig|inte|inget|ingenting)\b|göm|dölj|håll\s+(?:\w+\s+)?hemlig",
    "that": r"\batt\b",
    "about": r"om\s+(?:detta|det\s+här|denna)",
}

_DA: Final[Groups] = {
    "onlyme": r"(?:adlyd|lyt|følg)\s+(?:\w+\s+)?(?:kun|udelukkende)\s+(?:til\s+)?mig\b",
    "mode": r"(?:udvikler|administrator|admin|vedligeholdelses|gud)\s*tilstand\w*",
    "unseen": r"(?:må|skal)\s+(?:ikke|aldrig)\s+(?:se|vide|opdage)\s+(?:dette|det|noget)(?=\s*(?:[.;,!:]|$|\s(?:en|och|og|ja|and)\b))",
    "exempt": r"(?:er|bliver)\s+(?:\w+\s+)?(?:undtaget|fritaget)\s+fra",
    "policies": r"\w*polit\w*|\w*polic\w*|regler\w*|retningslinjer\w*|sikkerheds\w*|begrænsninger\w*|filtre\w*",
    "mine": r"dine\s+(?:\w+\s+)?(?:regler|instruktioner|direktiver)",
    "ignore": r"ignorer|ignorér|glem|se\s+bort\s+fra|tilsidesæt|følg\s+ikke\s+længere",
    "prior": r"(?:alle\s+|dine\s+)?(?:tidligere|forrige|gamle|oprindelige|ovenstående)\s+(?:\w+\s+)?(?:instruktioner|regler|direktiver)|(?:dine|de)\s+(?:system)?(?:instruktioner|regler)|systeminstruktion\w*|(?:tidligere|forrige)\s+beskeder|alt,?\s+(?:hvad\s+)?du\s+har\s+fået\s+(?:at\s+vide|besked\s+om)|alt\s+hvad\s+(?:\w+\s+){0,4}?(?:tidligere|før)",
    "void": r"gælder\s+ikke\s+længere|gælder\s+ikke\s+mere|er\s+(?:ugyldige|ophævet|annulleret)",
    "off": r"slå\s+(?:\w+\s+){0,3}?fra|sluk\s+for|deaktiver|deaktivér|spring\s+(?:\w+\s+){0,3}?over|omgå",
    "safety": r"sikkerheds\w*|indholdsfilt\w*",
    "send": r"(?:send|upload|mail)(?=\s+(?:\w+\s+)?(?:indholdet|alle|hele|filen|dine|vores|nøgle\w*|adgangskode\w*|kodeord\w*)\b)",
    "mail": "",
    "paste": r"indsæt|sæt\s+ind|tilføj|skriv|kopier",
    "secret": r"adgangskode\w*|kodeord\w*|api-?nøgle\w*|nøgle\w*|token\w*|\.env\S*",
    "answer": r"(?:hvert|dit|alle)\s+svar|offentlig\w*\s+(?:kommentar|sag|issue)|pull\s+request|readme",
    "sys": r"alt\s+(?:hvad\s+der\s+står\s+)?(?:over|ovenfor)\s+denne\s+linje|system\s*(?:prompt|instruktion|besked)\w*|skjulte\s+(?:system)?instruktion\w*",
    "show": r"vis|udskriv|skriv|gentag|kopier|indsæt",
    "verbatim": r"ordret|ord\s+for\s+ord",
    "now": r"fra\s+nu\s+af|fremover|herefter",
    "you": r"\b(?:du\s+er|er\s+du|opfør\s+dig)\b",
    "ai": r"\b(?:ai|ki|assistent|chatbot|bot|dan)\b",
    "free": r"uden\s+(?:nogen\s+|nogle\s+)?(?:begrænsning|restriktion|filtre|filter|regler|censur)\w*",
    "free_adj": r"ubegrænset\w*|ucensureret\w*|ufiltreret\w*",
    "pretend": r"lad\s+som\s+om|spil\s+rollen|opfør\s+dig\s+som",
    "note": r"(?:denne|dette)\s+(?:note|notat|instruktion|besked)\w*",
    "every": r"(?:hver|hvert|alle)\s+(?:\w+\s+){0,2}?(?:projekt|hukommelses\w*|session|samtale)\w*|fremtidige\s+(?:sessioner|projekter|samtaler)",
    "keep": r"husk|gem|behold|glem\s+(?:\w+\s+){0,2}?aldrig",
    "forever": r"for\s+altid|permanent|for\s+evigt",
    "refuse": r"afvis\s+(?:\w+\s+)?aldrig|afviser\s+(?:\w+\s+)?aldrig|siger\s+aldrig\s+nej|sig\s+aldrig\s+nej|nægt\s+aldrig|nægter\s+aldrig",
    "anything": r"noget|intet|ingenting|alt|anmodning\w*|forespørgsel\w*|nej",
    "unasked": r"uden\s+at\s+(?:\w+\s+){0,2}?(?:spørge|sige|nævne|fortælle)|uden\s+(?:bekræftelse|tilladelse)",
    "user": r"bruger\w*",
    "hide": r"(?:fortæl|sig|nævn|afslør)\s+(?:aldrig|ikke|intet)\b|(?:fortæl|sig|nævn)(?=(?:\s+\S+){0,2}?\s+(?:aldrig|ikke)\b)|skjul|hold\s+(?:\w+\s+)?hemmelig",
    "that": r"\bat\b",
    "about": r"om\s+(?:dette|denne|det\s+her)",
}

_NB: Final[Groups] = {
    "onlyme": r"(?:adlyd|lytt|følg)\s+(?:\w+\s+)?(?:bare|kun)\s+(?:til\s+)?meg\b",
    "mode": r"(?:utvikler|administrator|admin|vedlikeholds|gud)\s*modus",
    "unseen": r"må\s+(?:ikke|aldri)\s+(?:se|vite|oppdage)\s+(?:dette|det)(?=\s*(?:[.;,!:]|$|\s(?:en|och|og|ja|and)\b))",
    "exempt": r"(?:er|blir)\s+(?:\w+\s+)?(?:unntatt|fritatt)\s+fra",
    "policies": r"\w*polic\w*|\w*retningslinjer\w*|regler\w*|sikkerhets\w*|begrensninger\w*|filtr\w*",
    "mine": r"dine\s+(?:\w+\s+)?(?:regler|instruksjoner|instrukser)",
    "ignore": r"ignorer|glem|se\s+bort\s+fra|ikke\s+følg",
    "prior": r"(?:alle\s+|dine\s+)?(?:tidligere|forrige|gamle|opprinnelige)\s+(?:\w+\s+)?(?:instruksjoner|instrukser|regler)|(?:dine)\s+(?:system)?(?:instruksjoner|regler)|systeminstruks\w*",
    "void": r"gjelder\s+ikke\s+lenger|er\s+(?:ugyldige|opphevet)",
    "off": r"skru\s+av|slå\s+av|deaktiver|hopp\s+over|omgå",
    "safety": r"sikkerhets\w*|innholdsfiltr\w*",
    "send": r"send(?=\s+(?:\w+\s+)?(?:innholdet|alle|hele|fila|filen|dine|passord\w*|nøkl\w*)\b)|last\s+opp",
    "mail": "",
    "paste": r"lim\s+inn|legg\s+inn|skriv",
    "secret": r"passord\w*|api-?nøkl\w*|nøkl\w*|token\w*|\.env\S*",
    "answer": r"(?:hvert|ditt|alle)\s+svar|offentlig\w*\s+(?:kommentar|sak|issue)|readme",
    "sys": r"system\s*(?:prompt|instruks)\w*|skjulte\s+(?:system)?instruks\w*",
    "show": r"vis|skriv\s+ut|skriv|gjenta|kopier|lim\s+inn",
    "verbatim": r"ordrett|ord\s+for\s+ord",
    "now": r"fra\s+nå\s+av|heretter|fremover",
    "you": r"\b(?:du\s+er|er\s+du|oppfør\s+deg)\b",
    "ai": r"\b(?:ai|ki|assistent|chatbot|bot|dan)\b",
    "free": r"uten\s+(?:noen\s+)?(?:begrensning|restriksjon|filtre|filter|regler|sensur)\w*",
    "free_adj": r"ubegrenset\w*|usensurert\w*",
    "pretend": r"lat\s+som|spill\s+rollen|oppfør\s+deg\s+som",
    "note": r"(?:denne|dette)\s+(?:notatet|notat|instruksen|meldingen)\w*",
    "every": r"(?:hver|hvert|alle)\s+(?:\w+\s+){0,2}?(?:prosjekt|minne\w*|økt|samtale)\w*|fremtidige\s+(?:økter|prosjekter|samtaler)",
    "keep": r"husk|lagre|behold|glem\s+(?:\w+\s+){0,2}?aldri",
    "forever": r"for\s+alltid|permanent|for\s+godt",
    "refuse": r"nekt\w*\s+(?:\w+\s+)?aldri|aldri\s+nekt\w*|avslå\s+aldri|avslår\s+aldri|si\s+aldri\s+nei",
    "anything": r"noe|ingenting|alt|forespørsel\w*|nei",
    "unasked": r"uten\s+å\s+(?:\w+\s+){0,2}?(?:spørre|si|nevne|fortelle)|uten\s+(?:bekreftelse|tillatelse)",
    "user": r"bruker\w*",
    "hide": r"(?:ikke|aldri)\s+(?:fortell|si|nevn)|(?:fortell|si|nevn)\s+(?:aldri|ikke)\b|skjul|hold\s+(?:\w+\s+)?hemmelig",
    "that": r"\bat\b",
    "about": r"om\s+(?:dette|denne)",
}

_FI: Final[Groups] = {
    "onlyme": r"(?:tottele|kuuntele|noudata|totella|kuunnella)\s+(?:\w+\s+)?(?:vain|ainoastaan)\s+(?:minua|minun\s+\w+)",
    "mode": r"(?:kehittäjä|ylläpitäjä|ylläpito|admin|jumala)tila\w*",
    "unseen": r"ei\s+(?:saa|pidä|tarvitse)\s+(?:\w+\s+)?(?:nähdä|tietää|huomata)\s+(?:tätä|tästä|sitä|siitä)|(?:tätä|tästä|sitä|siitä)\s+ei\s+(?:saa|pidä)\s+(?:\w+\s+)?(?:nähdä|tietää)",
    "exempt": r"(?:on|ovat)\s+(?:\w+\s+)?vapautet\w*",
    "policies": r"\w*käytän\w*|\w*sään\w*|\w*ohjei\w*|\w*rajoitu\w*|\w*suodat\w*|\w*turva\w*",
    "mine": r"(?:ohjee|sääntö|käsky)si\b|(?:ohjeesi|sääntösi|käskysi)",
    "ignore": r"unohda|unohtaa|ohita|älä\s+(?:enää\s+)?(?:välitä|noudata|tottele|seuraa)|jätä\s+huomiotta|sivuuta",
    "prior": r"(?:kaikki\s+)?(?:aiemm|aikaisemm|edellis|vanh|alkuperäis)\w*\s+(?:\w+\s+)?(?:ohj|sään|käsk|määräy|viest)\w*|järjestelmä(?:ohje|kehot|viest|prompt)\w*|kaik(?:ki|ken)(?:\s+sen)?,?\s+mitä\s+(?:\w+\s+){0,3}?(?:sanottu|kerrottu|käsketty|kertonut|sanonut|käskenyt)|(?:kaikki|kaiken)\s+(?:\w+\s+){0,2}?(?:antamat|kertomat)\s+(?:ohjeet|säännöt)|kehitt\w+\s+antamat\s+\w+",
    "void": r"eivät\s+(?:ole\s+)?(?:enää\s+)?(?:voimassa|päde)|ovat\s+(?:mitätön|mitättömiä|kumottu)",
    "off": r"poista(?=[^.\n]{0,60}\bkäytöstä)|kytke(?=[^.\n]{0,60}\bpois)|sammuta|ohita|älä\s+käytä|(?:laita|pane)(?=[^.\n]{0,60}\bpois\b)",
    "safety": r"(?:tieto)?turva\w*|sisältösuodat\w*",
    "send": r"lähetä|lähettäkää|lataa|siirrä|postaa|välitä",
    "mail": "",
    "paste": r"liitä|kopioi|lisää|kirjoita",
    "secret": r"salasan\w*|api-?avai\w*|avaim\w*|tunnuks\w*|tokeni\w*|\.env\S*",
    "answer": r"(?:jokaise\w*|kaikki\w*)\s+vastau\w*|julkise\w*\s+(?:\w+\s+)?(?:kommentti\w*|issue\w*|tiketti\w*)|readme\w*",
    "sys": r"tämän\s+rivin\s+yläpuolel\w+|järjestelmä(?:kehote|ohje|viesti|prompt)\w*|system\s+prompt\w*|piilotetu\w*\s+(?:järjestelmä)?ohj\w*",
    "show": r"näytä|tulosta|kirjoita|toista|kopioi|liitä|dumppaa",
    "verbatim": r"sanasta\s+sanaan|sanatarkasti|kirjaimellisesti",
    "now": r"tästä\s+(?:lähtien|eteenpäin)|nyt\s+lähtien|jatkossa",
    "you": r"\b(?:olet|olet\s+nyt|esitä|toimi\s+kuin)\b",
    "ai": r"\b(?:ai|tekoäly\w*|avustaja\w*|chatbot\w*|botti\w*|dan)\b",
    "free": r"ilman\s+(?:mitään\s+|minkäänlaisia\s+)?(?:rajoitu|sääntö|suodat|sensuuri)\w*",
    "free_adj": r"rajoittamato\w*|sensuroimato\w*|suodattamato\w*",
    "pretend": r"esitä,?\s+että|teeskentele|näyttele\s+\w+|toimi\s+kuin",
    "note": r"tämä\w*\s+(?:merkintä|muistiinpano|ohje)\w*",
    "every": r"(?:jokaise|kaikki)\w*\s+(?:\w+\s+){0,2}?(?:projekti|muisti|istunto|keskustelu)\w*|tuleviin\s+(?:istuntoihin|projekteihin)",
    "keep": r"muista|tallenna|säilytä|älä\s+(?:koskaan\s+)?unohda",
    "forever": r"ikuisesti|pysyvästi|aina\s+ja\s+ikuisesti",
    "refuse": r"älä\s+(?:koskaan\s+)?kieltäydy|et\s+(?:koskaan\s+)?kieltäydy|älä\s+(?:koskaan\s+)?torju",
    "anything": r"mistään|mitään|pyynnö\w*|kaikkeen",
    "unasked": r"kysymättä|kertomatta|ilman\s+(?:käyttäjän\s+)?(?:lupaa|vahvistusta)",
    "user": r"käyttäjä\w*",
    "hide": r"älä\s+(?:koskaan\s+)?(?:kerro|mainitse|paljasta|sano|ilmoita)|piilota|pidä\s+(?:\w+\s+)?salassa",
    "that": r"\bettä\b",
    "about": r"tästä\b",
}

_ET: Final[Groups] = {
    "onlyme": r"(?:kuula|kuuletu|täida)\s+(?:\w+\s+)?(?:ainult|vaid)\s+(?:mind|minu\s+\w+)",
    "mode": r"(?:arendaja|administraatori|admin|hooldus)režiim\w*",
    "mine": r"sinu\s+(?:\w+\s+)?(?:reeglid|juhised|käsud)",
    "ignore": r"unusta|ignoreeri|eira|ära\s+(?:enam\s+)?(?:järgi|kuula|täida)",
    "prior": r"(?:kõik\w*\s+)?(?:varasem|eelmis|vana|algs)\w*\s+(?:\w+\s+)?(?:juhis|reegl|käsk)\w*|süsteemi\s+(?:juhis|reegl)\w*|süsteemijuhis\w*",
    "void": r"ei\s+kehti\s+enam|on\s+kehtetud",
    "off": r"lülita(?=[^.\n]{0,60}\bvälja\b)|keela|jäta(?=[^.\n]{0,60}\bvahele\b)|deaktiveeri",
    "safety": r"turva\w*|sisufiltr\w*",
    "send": r"saada|laadi(?=[^.\n]{0,60}\büles\b)|postita",
    "mail": "",
    "paste": r"kleebi|lisa|kirjuta",
    "secret": r"parool\w*|api-?võtm\w*|võtm\w*|token\w*|\.env\S*",
    "answer": r"(?:iga|igasse|kõigisse)\s+vastus\w*|avalik\w*\s+kommentaar\w*|readme\w*",
    "sys": r"süsteemi\s*(?:viip|juhis|prompt)\w*|süsteemiviip\w*|peidetud\s+juhis\w*",
    "show": r"näita|prindi|kirjuta|korda|kopeeri",
    "verbatim": r"sõna-sõnalt|sõnasõnalt|täpselt",
    "now": r"nüüdsest|edaspidi|nüüd",
    "you": r"\b(?:sa\s+oled|sina\s+oled|oled)\b",
    "ai": r"\b(?:ai|tehisintellekt\w*|tehisaru|assistent\w*|bot\w*|dan)\b",
    "free": r"ilma\s+(?:mingi\w*\s+)?(?:piirang|reegl|filtr|tsensuur)\w*",
    "free_adj": r"piiranguteta|piiramatu\w*|tsenseerimata",
    "pretend": r"teeskle|mängi\s+\w+\s+rolli|käitu\s+nagu",
    "note": r"see(?:\s+|da\s+)(?:märge|märget|juhis|juhist)\w*",
    "every": r"(?:iga|igasse|kõigi\w*)\s+(?:\w+\s+){0,2}?(?:projekt|mälu|seanss|sessioon)\w*|tulevas\w*\s+(?:seanss|sessioon)\w*",
    "keep": r"pea\s+meeles|jäta\s+meelde|salvesta|ära\s+kunagi\s+unusta",
    "forever": r"igaveseks|alatiseks|jäädavalt|püsivalt",
    "refuse": r"ära\s+(?:kunagi\s+)?keeldu|ei\s+keeldu\s+kunagi",
    "anything": r"mitte\s*millestki|midagi|kunagi|palve\w*",
    "unasked": r"küsimata|ütlemata|ilma\s+(?:kinnituse|loata)",
    "user": r"kasutaja\w*",
    "hide": r"ära\s+(?:kunagi\s+)?(?:räägi|ütle|maini|avalda)|peida|hoia\s+saladuses",
    "that": r"\bet\b",
    "about": r"sellest\b",
}

_IT: Final[Groups] = {
    "onlyme": r"(?:obbedisci|ubbidisci|ascolta|segui)\s+(?:\w+\s+)?(?:solo|soltanto|solamente)\s+(?:a\s+)?me\b",
    "mode": r"modalità\s+(?:sviluppatore|amministratore|admin|manutenzione|dio)",
    "unseen": r"non\s+(?:deve|dovrà|dovrebbe)\s+(?:mai\s+)?(?:saperlo|vederlo|accorgersene|saperne\s+nulla)",
    "exempt": r"(?:è|sei|sono)\s+(?:\w+\s+)?esentat\w*\s+da|(?:è|sei)\s+(?:\w+\s+)?esente\s+da",
    "policies": r"\w*politic\w*|\w*regol\w*|\w*linee\s+guida|\w*restrizion\w*|\w*filtr\w*|\w*sicurezza",
    "mine": r"(?:le\s+)?tue\s+(?:\w+\s+)?(?:regole|istruzioni|direttive)",
    "ignore": r"ignora|ignorate|dimentica|dimenticate|non\s+tenere\s+(?:più\s+)?conto\s+d|non\s+seguire\s+più|lascia\s+perdere",
    "prior": r"(?:tutte\s+)?(?:le\s+)?(?:tue\s+)?(?:istruzioni|regole|direttive|indicazioni|messaggi)\s+(?:\w+\s+)?(?:precedenti|ricevute|iniziali|di\s+sistema|di\s+prima|vecchie)|(?:le\s+)?tue\s+(?:vecchie\s+)?(?:regole|istruzioni)|(?:regole|istruzioni)\s+che\s+ti\s+hanno\s+dato|tutto\s+(?:ciò|quello)\s+che\s+ti\s+(?:hanno|è\s+stato)\s+(?:detto|chiesto|dato)",
    "void": r"non\s+valgono\s+più|non\s+sono\s+più\s+valide|sono\s+(?:annullate|revocate|decadute)",
    "off": r"(?<!\bnon\s)(?:disattiva|disabilita|spegni|salta|aggira|bypassa)\b|non\s+applicare",
    "safety": r"(?:i\s+)?(?:controlli|filtri|verifiche|regole|misure)\s+(?:\w+\s+)?(?:di\s+sicurezza|di\s+contenuto)|filtri\s+(?:di\s+)?contenut\w*|sicurezza",
    "send": r"invia|manda|carica|pubblica|posta",
    "mail": "",
    "paste": r"incolla|inserisci|scrivi|aggiungi|copia|riporta",
    "secret": r"password|credenziali|chiav\w+(?:\s+api)?|token\w*|\.env\S*",
    "answer": r"(?:ogni|ciascuna|la\s+tua)\s+risposta|commento\s+(?:\w+\s+){0,3}?pubblic\w*|issue\s+pubblica|descrizione\s+della\s+pr|readme",
    "sys": r"tutto\s+(?:ciò\s+che\s+c['’]è\s+|quello\s+che\s+c['’]è\s+)?sopra\s+questa\s+riga|prompt\s+di\s+sistema|istruzioni\s+(?:\w+\s+)?(?:di\s+sistema|nascoste)",
    "show": r"mostra|stampa|scrivi|ripeti|copia|incolla|rivela",
    "verbatim": r"parola\s+per\s+parola|testualmente|alla\s+lettera",
    "now": r"da\s+(?:ora|adesso)(?:\s+in\s+poi)?|d['’]ora\s+in\s+poi",
    "you": r"\b(?:sei|ora\s+sei|comportati)\b",
    "ai": r"\b(?:ai|ia|intelligenza\s+artificiale|assistente|chatbot|bot|dan)\b",
    "free": r"senza\s+(?:alcun\w*\s+|nessun\w*\s+)?(?:limit|filtr|restrizion|regol|vincol|censur)\w*",
    "free_adj": r"illimitat\w*|non\s+censurat\w*",
    "pretend": r"fingi|fai\s+finta|comportati\s+(?:\w+\s+){0,3}?come|recita\s+la\s+parte",
    "note": r"quest[ao]\s+(?:nota|istruzione|memo)",
    "every": r"(?:ogni|tutt[ei])\s+(?:\w+\s+){0,2}?(?:progett|memori|session|conversazion)\w*|sessioni\s+future",
    "keep": r"ricorda|salva|conserva|non\s+dimenticare\s+mai",
    "forever": r"per\s+sempre|in\s+modo\s+permanente|permanentemente",
    "refuse": r"non\s+rifiutare|non\s+rifiuti\s+mai|mai\s+rifiutare",
    "anything": r"nulla|niente|nessuna\s+richiesta|alcuna\s+richiesta|mai",
    "unasked": r"senza\s+(?:chiedere|dire|avvisare|informare)\b|senza\s+(?:alcuna\s+)?(?:conferma|permesso|autorizzazione)",
    "user": r"(?:l['’]|all['’]|agli\s+|gli\s+)?utent[ei]",
    "hide": r"non\s+(?:dire|dirlo|informare|menzionare|rivelare|far\s+sapere)\b|nascondi|tieni\s+(?:\w+\s+)?nascost\w*",
    "that": r"\bche\b",
    "about": r"di\s+quest[ao]",
}

_TABLE: Final[dict[str, Groups]] = {
    "nl": _NL,
    "sv": _SV,
    "da": _DA,
    "nb": _NB,
    "fi": _FI,
    "et": _ET,
    "it": _IT,
}
_LATIN: Final = frozenset(_TABLE)


def _whole(table: dict[str, Groups]) -> dict[str, Groups]:
    """Each group ends at a word's end (``mail`` is no verb in ``mailbox``); ``mail`` stays
    the key ``lexicon_i18n_groups`` reads for an address; a mode named right after a label
    (``SİSTEM MESAJI: geliştirici modu …``) is left to the role-label stage."""
    out: dict[str, Groups] = {}
    for lang, words in table.items():
        whole = {k: v if k == "mail" else f"(?:{v})(?!\\w)" for k, v in words.items()}
        if "mode" in whole:
            whole["mode"] = r"(?<![:：]\s)(?<![:：])" + whole["mode"]
        out[lang] = whole
    return out


def _all_rows() -> tuple[tuple[str, str, str], ...]:
    latin = _LATIN | frozenset(EAST_LATIN)
    west, cyr = _whole(supplemented(_TABLE | EAST_LATIN)), _whole(supplemented(CYR))
    rows = group_rows(west, latin=latin, verb_first=frozenset(west))  # no rule opens with a URL
    rows += group_rows(cyr, word_start=frozenset(CYR), verb_first=frozenset(CYR))
    return rows + extra_rows(west | cyr, latin=latin) + more_rows(west | cyr, latin=latin)


EUROPE: Final = _all_rows()
"""``(family, language, pattern)`` rows of these languages (``lexicon_i18n_more.MORE``)."""
