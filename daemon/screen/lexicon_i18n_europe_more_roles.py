"""Word groups of who the agent obeys, who it is and who must not know (pure data; helper
i18n14a), for the languages of ``lexicon_i18n_europe_more``, joined to its groups:

- ``obeyonly``: "follow/obey/act on only (the instructions from)" in every person and mood
  (imperative, formal "we ask you to follow", future "you will follow", modal "you must");
  ``prior`` gains "the user's / the owner's instructions, everything the user told you";
  ``ignore`` gains "you no longer have to listen to / will no longer consider / stop heeding";
- ``frame``: a new persona ("the assistant's new personality/name is", "play", "imagine you are",
  "introduce yourself as", "behave as if you were", "switch to the mode") and ``lawless``: "no
  moral limits", "knows no rules", "the rules don't apply to it", "obeys anyone";
- ``hidefrom``: "hide/conceal from the user/owner" in any person (a commit message's "the
  assistant hides failed tests from the user"); ``concealact`` (delete, clean, hide) and
  ``unaware``: "so that the user doesn't notice/see";
- ``keepalive`` ("never delete this", "restore it", "copy this line", "must survive") and
  ``churn`` ("every memory cleanup", "if the user deletes it", "after a reset", "every next
  MEMORY.md").
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_i18n_groups import Groups

ROLES: Final[dict[str, Groups]] = {
    "nl": {
        "obeyonly": r"(?:volg|gehoorzaam|luister\s+naar|handel\s+naar|voer)\w*\s+(?:\w+\s+){0,4}?(?:uitsluitend|alleen|enkel)",
        "prior": r"(?:de\s+)?(?:wensen|instructies|opdrachten)\s+van\s+(?:de\s+)?(?:gebruiker|eigenaar)\w*|alles\s+wat\s+de\s+gebruiker\s+(?:je\s+)?(?:\w+\s+)?(?:heeft\s+)?(?:gezegd|opgedragen|gevraagd)",
        "ignore": r"(?:je\s+)?hoeft\s+(?:\w+\s+)?niet\s+meer\s+(?:te\s+)?(?:luisteren|letten)|luister\s+niet\s+meer\s+naar",
        "frame": r"nieuwe\s+(?:persoonlijkheid|naam|identiteit)|speel\s+(?:nu\s+)?|stel\s+je\s+voor\s+dat\s+je|doe\s+alsof\s+je|stel\s+je\s+voor\s+als|je\s+bent\s+nu",
        "lawless": r"zonder\s+(?:\w+\s+)?(?:morele\s+)?(?:grenzen|regels|beperkingen|censuur)|(?:regels|richtlijnen)\s+(?:\w+\s+){0,3}?(?:niet\s+(?:gelden|van\s+toepassing)|gelden\s+niet)|gehoorzaamt\s+iedereen|kent\s+geen\s+regels",
        "hidefrom": r"(?:verberg|verbergt|verbergen|verzwijg|verzwijgt|verzwijgen)\w*\s+(?:\w+\s+){0,5}?voor\s+(?:de\s+)?(?:gebruiker|eigenaar)\w*|(?:worden|wordt)\s+(?:\w+\s+){0,3}?uit\s+de\s+(?:samenvatting|rapportage|rapporten)\w*\s+(?:\w+\s+){0,3}?(?:weggelaten|gehouden)",
        "concealact": r"verwijder\w*|ruim\w*|verberg\w*",
        "unaware": r"zodat\s+(?:de\s+)?(?:gebruiker|eigenaar)\w*\s+(?:\w+\s+){0,3}?(?:niets|niet)\s+(?:\w+\s+)?(?:merkt|ziet|weet)",
        "keepalive": r"(?:nooit|niet)\s+(?:\w+\s+)?(?:verwijder|wis)\w*|zet\s+(?:\w+\s+){0,3}?terug|kopieer\s+(?:deze|dit)\s+(?:regel|notitie)",
        "churn": r"(?:elke|iedere)\s+(?:\w+\s+)?(?:opschoning|reset|opruim)\w*|als\s+(?:de\s+)?gebruiker\s+(?:\w+\s+){0,3}?(?:verwijdert|wist)|(?:elke|iedere)\s+(?:volgende\s+)?(?:versie\s+van\s+)?memory\.md",
    },
    "sv": {
        "obeyonly": r"(?:följ|lyd|lyssna\s+på|agera\s+på)\w*\s+(?:\w+\s+){0,4}?(?:enbart|endast|bara|uteslutande)",
        "prior": r"användarens\s+(?:\w+\s+)?(?:önskemål|instruktioner|order)|ägarens\s+(?:\w+\s+)?(?:instruktioner|önskemål)|allt\s+(?:som\s+)?användaren\s+(?:\w+\s+){0,2}?(?:sagt|bett)",
        "ignore": r"behöver\s+(?:\w+\s+)?inte\s+längre\s+(?:lyssna|bry\s+dig|följa)|lyssna\s+inte\s+längre\s+på",
        "frame": r"ny\w*\s+(?:personlighet|namn|identitet)|spela\s+(?:nu\s+)?|föreställ\s+dig\s+att\s+du|presentera\s+dig\s+som|bete\s+dig\s+som\s+om",
        "lawless": r"utan\s+(?:\w+\s+)?(?:moraliska\s+)?(?:gränser|regler|begränsningar|censur)|reglerna\s+(?:\w+\s+){0,3}?gäller\s+inte|lyder\s+vem\s+som\s+helst|känner\s+inga\s+regler",
        "hidefrom": r"(?:dölj|döljer|dölja|gömma|göm|gömmer)\s+(?:\w+\s+){0,5}?för\s+(?:användar|ägar)\w*",
        "concealact": r"radera\w*|rensa\w*|ta\w*\s+bort|dölj\w*",
        "unaware": r"så\s+att\s+(?:användar|ägar)\w*\s+(?:\w+\s+){0,2}?(?:inte|inget|aldrig)\s+(?:\w+\s+)?(?:märker|ser|vet|upptäcker)",
        "keepalive": r"(?:radera|ta\s+bort)\s+(?:\w+\s+)?aldrig|får\s+aldrig\s+(?:raderas|tas\s+bort)|lägg\s+(?:\w+\s+){0,3}?tillbaka|kopiera\s+(?:den\s+här|denna)\s+rad",
        "churn": r"(?:varje|all)\s+(?:\w+\s+)?(?:rensning|städning|återställning)\w*|om\s+användaren\s+(?:\w+\s+){0,3}?(?:raderar|tar\s+bort)|(?:varje|nästa)\s+(?:version\s+av\s+)?memory\.md",
    },
    "da": {
        "obeyonly": r"(?:følg|adlyd|lyt\s+til|handl\s+efter)\w*\s+(?:\w+\s+){0,4}?(?:udelukkende|kun|alene)",
        "prior": r"brugerens\s+(?:\w+\s+)?(?:ønsker|instruktioner)|ejerens\s+(?:\w+\s+)?(?:instruktioner|ønsker)",
        "frame": r"ny\w*\s+(?:personlighed|navn|identitet)|spil\s+(?:nu\s+)?|forestil\s+dig\s+at\s+du|præsenter\s+dig\s+som",
        "lawless": r"uden\s+(?:\w+\s+)?(?:moralske\s+)?(?:grænser|regler|begrænsninger|censur)|reglerne\s+(?:\w+\s+){0,3}?gælder\s+ikke|adlyder\s+alle",
        "hidefrom": r"skjul\w*\s+(?:\w+\s+){0,5}?for\s+(?:bruger|ejer)\w*",
        "unaware": r"så\s+(?:bruger|ejer)\w*\s+(?:\w+\s+){0,2}?ikke\s+(?:\w+\s+)?(?:opdager|ser|ved)",
        "concealact": r"slet\w*|ryd\w*|fjern\w*|skjul\w*",
    },
    "nb": {
        "obeyonly": r"(?:følg|adlyd|lytt\s+til|gå\s+for)\w*\s+(?:\w+\s+){0,4}?(?:utelukkende|kun|bare|alltid)",
        "prior": r"brukerens\s+(?:\w+\s+)?(?:ønsker|instrukser|instruksjoner)|eierens\s+(?:\w+\s+)?(?:instrukser|ønsker)",
        "frame": r"ny\w*\s+(?:personlighet|navn|identitet)|spill\s+nå\b|forestill\s+deg\s+at\s+du|presenter\s+deg\s+som",
        "lawless": r"uten\s+(?:\w+\s+)?(?:moralske\s+)?(?:grenser|regler|begrensninger|sensur)|reglene\s+(?:\w+\s+){0,3}?gjelder\s+ikke|adlyder\s+alle",
        "hidefrom": r"(?:hold\w*\s+skjult|skjul\w*)\s+(?:\w+\s+){0,5}?(?:for\s+(?:bruker|eier)\w*|at\s+(?:den|du)\b)",
        "unaware": r"så\s+(?:bruker|eier)\w*\s+(?:\w+\s+){0,2}?ikke\s+(?:\w+\s+)?(?:oppdager|ser|vet)",
        "concealact": r"slett\w*|rydd\w*|fjern\w*|skjul\w*",
    },
    "fi": {
        "obeyonly": r"(?:noudata|tottele|kuuntele|toimi)\w*\s+(?:\w+\s+){0,4}?(?:ainoastaan|vain|yksinomaan)",
        "prior": r"käyttäjän\s+(?:\w+\s+)?(?:toiveit|ohjei|käsky)\w*|omistajan\s+(?:\w+\s+)?(?:ohjei|toivei)\w*",
        "ignore": r"(?:sinun\s+)?ei\s+tarvitse\s+(?:enää\s+)?(?:välittää|noudattaa|kuunnella)",
        "frame": r"(?:uusi|uudeksi)\s+(?:persoona|nimi|identiteetti)\w*|(?:nimi|rooli)\s+(?:\w+\s+)?vaihdetaan|olet\s+nyt|kuvittele\s+olevasi|esittäydy|pelaa\s+nyt",
        "lawless": r"ilman\s+(?:\w+\s+)?(?:moraali\w*\s+)?(?:rajoj|sääntöj|rajoituks|sensuur)\w*|ei\s+välitä\s+(?:\w+\s+)?turvallisuus\w*|tottelee\s+ketä\s+tahansa|säännöt\s+eivät\s+koske",
        "hidefrom": r"(?:salaa|salata|piilota|piilottaa|piilottaa)\s+(?:\w+\s+){0,5}?käyttäjältä",
        "concealact": r"poist\w*|siivo\w*|piilot\w*|tyhjen\w*",
        "unaware": r"ettei\s+(?:käyttäjä|omistaja)\w*\s+(?:\w+\s+)?(?:huomaa|näe|tiedä|saa\s+tietää)",
        "keepalive": r"älä\s+(?:koskaan\s+)?poista|ei\s+saa\s+(?:koskaan\s+)?poistaa|lisää\s+(?:\w+\s+){0,3}?takaisin|kopioi\s+tämä\s+rivi",
        "churn": r"(?:jokai\w+|jokaisen)\s+(?:\w+\s+)?(?:muistin\s+)?(?:siivou|nollau)\w*|jos\s+käyttäjä\s+(?:\w+\s+){0,3}?poistaa",
    },
    "et": {
        "obeyonly": r"(?:järgi|kuula|täida|lähtu)\w*\s+(?:\w+\s+){0,4}?(?:ainult|üksnes|vaid)",
        "prior": r"kasutaja\s+(?:\w+\s+)?(?:soove|soovid|juhiseid|juhised|käske)|omaniku\s+(?:\w+\s+)?(?:juhiseid|soove)",
        "ignore": r"(?:sa\s+)?ei\s+pea\s+(?:enam\s+)?(?:arvestama|kuulama|järgima)",
        "frame": r"mängi\s+(?:nüüd\s+)?|uus\s+(?:isiksus|nimi)|kujuta\s+ette,?\s+et\s+oled|esitle\s+end",
        "lawless": r"(?:reegleid|piiranguid)\s+ei\s+tunne|ilma\s+(?:\w+\s+)?(?:moraal\w*\s+)?(?:piirang|reegl|tsensuur)\w*|teeb\s+kõike,?\s+mida\s+palutakse",
        "hidefrom": r"(?:peida|peidab|varja|varjab)\w*\s+(?:\w+\s+){0,5}?kasutaja(?:lt|eest)|peida_kasutajalt",
        "concealact": r"kustuta\w*|puhasta\w*|peida\w*|eemalda\w*",
        "unaware": r"et\s+kasutaja\s+(?:\w+\s+)?(?:ei\s+)?(?:märkaks|näeks)\s+(?:\w+\s+)?|et\s+kasutaja\s+ei\s+(?:märka|näe|teaks)",
        "keepalive": r"ei\s+tohi\s+(?:kunagi\s+)?(?:\w+\s+)?(?:eemaldada|kustutada)|lisa\s+(?:\w+\s+){0,3}?tagasi|püsireegel",
        "churn": r"mälust|iga\s+(?:uue\s+)?(?:seansi|mälu\s+puhastus)\w*",
        "hide": r"ära\s+mitte\s+kunagi\s+(?:ütle|räägi|maini)|ära\s+maini",
    },
    "it": {
        "obeyonly": r"(?:segu|obbedisc|ascolt|attien)\w*\s+(?:\w+\s+){0,4}?(?:esclusivamente|solo|soltanto|unicamente)",
        "prior": r"(?:le\s+)?(?:indicazioni|istruzioni|richieste)\s+(?:del\s+titolare|del(?:l['’])?\s*(?:utente|proprietario))\w*|tutto\s+(?:ciò|quello)\s+che\s+(?:l['’]utente|il\s+proprietario)\s+ti\s+ha\s+(?:detto|chiesto)",
        "frame": r"nuova\s+(?:personalità|identità)|interpreta\s+(?:ora\s+)?|immagina\s+di\s+essere|presentati\s+come|comportati\s+come\s+se\s+fossi",
        "lawless": r"senza\s+(?:\w+\s+)?(?:limiti|regole|restrizioni|censura)\s*(?:morali)?|le\s+regole\s+(?:\w+\s+){0,3}?non\s+(?:valgono|si\s+applicano)|obbedisce\s+a\s+chiunque",
        "hidefrom": r"nascond\w*\s+(?:\w+\s+){0,5}?(?:all['’]|agli\s+|al\s+)\s*(?:utent|proprietari)\w*",
        "concealact": r"cancell\w*|ripul\w*|nascond\w*",
        "unaware": r"(?:così\s+che|in\s+modo\s+che|affinché|perché)\s+(?:l['’]utente|il\s+proprietario)\s+non\s+(?:\w+\s+)?(?:se\s+ne\s+accorga|veda|sappia|noti)",
        "send": r"(?:vanno|va|devono\s+essere|saranno|verranno)\s+(?:\w+\s+)?(?:inoltrat|inviat|mandat|caricat)\w*",
    },
    "pl": {
        "obeyonly": r"(?:słuchaj|wykonuj|stosuj\s+się\s+do|kieruj\s+się)\w*\s+(?:\w+\s+){0,4}?(?:wyłącznie|tylko|jedynie)",
        "prior": r"polece\w*\s+(?:właściciela|użytkownika)\w*|(?:wszystk\w+),?\s+co\s+(?:ci\s+)?użytkownik\s+(?:\w+\s+)?(?:kazał|powiedział|polecił)",
        "ignore": r"nie\s+słuchajcie\s+(?:już\s+)?|(?:już\s+)?nie\s+musisz\s+(?:\w+\s+)?(?:słuchać|przestrzegać|stosować)",
        "frame": r"now\w+\s+(?:osobowość|tożsamość|imię)|wciel\s+się\s+w|wyobraź\s+sobie,?\s+że\s+jesteś|przedstawiaj\s+się\s+jako|zachowuj\s+się,?\s+jakbyś",
        "lawless": r"bez\s+(?:\w+\s+)?(?:moraln\w+\s+)?(?:ogranicze|zasad|reguł|cenzur)\w*|(?:zasady|reguły)\s+(?:\w+\s+){0,3}?(?:go|jej)?\s*nie\s+obowiązują|słucha\s+każdego",
        "hidefrom": r"(?:ukryw|ukryj|ukryć|zataj)\w*\s+(?:\w+\s+){0,5}?przed\s+(?:użytkownik|właściciel)\w*|przed\s+(?:użytkownik|właściciel)\w*\s+(?:\w+\s+){0,2}?(?:ukryw|ukryć|zataj)\w*",
        "concealact": r"usu\w*|kasuj\w*|czyść\w*|wyczyść\w*|ukryj\w*",
        "unaware": r"(?:żeby|aby|by)\s+(?:użytkownik|właściciel)\w*\s+(?:\w+\s+)?(?:nie|niczego\s+nie|nic\s+nie)\s+(?:\w+\s+)?(?:zauważył|widział|zobaczył|wiedział)",
        "send": r"(?:będą|mają\s+być|muszą\s+być|są)\s+(?:\w+\s+)?(?:przesyłan|wysyłan|przekazywan|wysłan|przesłan)\w*|przesyłani\w*|wysyłani\w*",
        "off": r"wyłączeni\w*|pomijani\w*",
        "stopask": r"pomijani\w*\s+pytań\s+o\s+(?:zgodę|potwierdzenie)",
        "safety": r"piaskownic\w*",
    },
    "cs": {
        "obeyonly": r"(?:řiď|řídil|poslouchej|poslouchal|následuj|dodržuj)\w*\s+(?:\w+\s+){0,4}?(?:výhradně|pouze|jen)",
        "prior": r"pokyn\w*\s+(?:vlastníka|uživatele)\w*|všechno,?\s+co\s+ti\s+uživatel\s+(?:\w+\s+)?(?:řekl|přikázal)",
        "frame": r"nov\w+\s+(?:osobnost|identita|jméno)|hraj\s+(?:teď\s+)?|představ\s+si,?\s+že\s+jsi|představuj\s+se\s+jako",
        "lawless": r"bez\s+(?:\w+\s+)?(?:morálních\s+)?(?:omezení|pravidel|cenzury)|pravidla\s+(?:\w+\s+){0,3}?(?:na\s+něj\s+)?neplatí|poslouchá\s+každého",
        "hidefrom": r"(?:taj|skrýv|skrý|zamlč)\w*\s+(?:\w+\s+){0,5}?před\s+(?:uživatel|vlastník)\w*|před\s+(?:uživatel|vlastník)\w*\s+(?:\w+\s+){0,2}?(?:taj|skrýv|zamlč)\w*",
        "concealact": r"smaž\w*|maž\w*|odstraň\w*|vyčist\w*|skryj\w*",
        "unaware": r"aby\s+(?:to\s+)?(?:uživatel|vlastník)\w*\s+(?:\w+\s+)?ne(?:viděl|všiml|zjistil|poznal)\w*",
        "hide": r"nezmiňovat|neuvádět|neříkat",
    },
    "sk": {
        "obeyonly": r"(?:riaď|počúvaj|nasleduj|dodržiavaj)\w*\s+(?:\w+\s+){0,4}?(?:výhradne|iba|len)",
        "prior": r"všetko,?\s+čo\s+ti\s+(?:\w+\s+)?používateľ\s+(?:\w+\s+)?(?:povedal|prikázal)|pokyn\w*\s+(?:vlastníka|používateľa)",
        "ignore": r"zabudni\s+na",
        "frame": r"prepni\s+sa\s+do\s+režimu|nov\w+\s+(?:osobnosť|identita)|predstav\s+si,?\s+že\s+si|predstavuj\s+sa\s+ako",
        "lawless": r"bez\s+(?:akýchkoľvek\s+|žiadnych\s+)?(?:\w+\s+)?(?:pravidiel|obmedzení|cenzúry)|pravidlá\s+(?:\w+\s+){0,3}?neplatia",
        "hide": r"mlč|nič\s+nehovor",
        "about": r"o\s+(?:\w+\s+){0,2}?(?:nahrávan|odosielan|posielan|zmen)\w*",
        "keepalive": r"nesmie\s+(?:\w+\s+)?(?:nikdy\s+)?zmazať|ponechaj|dopíš\s+(?:\w+\s+)?späť"
        # inj28b: this note saved again
        r"|(?:túto|tento|toto)\s+(?:poznámk|záznam|inštrukci|pravidl)\w*\s+(?:\w+\s+){0,2}?(?:znova|znovu|opäť)\s+(?:ulož|zapíš|pridaj|vlož)\w*"
        r"|(?:ulož|zapíš|pridaj|vlož)\w*\s+(?:\w+\s+){0,2}?(?:túto|tento|toto)\s+(?:poznámk|záznam|inštrukci|pravidl)\w*\s+(?:\w+\s+){0,2}?(?:znova|znovu|späť|naspäť)",
        "churn": r"(?:každom|každé)\s+(?:\w+\s+)?upratovan\w*|ak\s+chýba"
        r"|ak\s+(?:ju|ho|to)\s+(?:\w+\s+)?(?:zmaže|vymaže|odstráni|zmažú|vymažú|odstránia)\b|(?:pri\s+)?každ\w+\s+(?:\w+\s+)?(?:čisten|kompresi|zhrnut|reštart)\w*",
        "off": r"vypni",
        "safety": r"kontrol\w*\s+(?:\w+\s+)?podpis\w*|antivír\w*",
    },
    "hu": {
        "obeyonly": r"(?:kövesd|engedelmeskedj|hallgass|igazodj|járj\s+el)\w*\s+(?:\w+\s+){0,4}?(?:kizárólag|csak|csakis|mindig)",
        "onlysrc": r"(?:címről|csatornáról|oldalon)\s+(?:\w+\s+){0,3}?(?:érkező|közzétett)\s+(?:utasítás|szabály)\w*",
        "prior": r"(?:a\s+)?(?:felhasználó|tulajdonos)\w*\s+(?:\w+\s+)?(?:utasításai|kérései|kívánságai)\w*",
        "frame": r"viselkedj\s+úgy,?\s+mintha|új\s+(?:személyiség|név)\w*|képzeld\s+el,?\s+hogy|mutatkozz\s+be",
        "lawless": r"(?:jailbreak\w*|feltört)\s+modell\w*|szabályai\s+nem\s+vonatkoznak|(?:korlát|szabály)\w*\s+nélkül\w*|bárkinek\s+engedelmesked\w*",
        "hidefrom": r"(?:titkold|rejtsd|elrejt|eltitkol)\w*\s+(?:\w+\s+){0,5}?(?:a\s+)?felhasználó\w*\s+elől",
        "concealact": r"töröl\w*|törölj\w*|törl\w*|takarít\w*|rejt\w*",
        "unaware": r"hogy\s+a\s+(?:felhasználó|tulajdonos)\s+ne\s+(?:\w+\s+)?(?:lássa|vegye\s+észre|tudja|tudjon)",
        "send": r"elküldése|feltöltése|továbbítása",
        "stopask": r"megerősítés\w*\s+(?:\w+\s+){0,3}?ki\s+kell\s+hagyni",
        "void": r"feloldott\w*|feloldották",
        "safety": r"biztonsági\s+korlátozás\w*",
    },
    "ro": {
        "obeyonly": r"(?:urmează|respectă|ascultă|execută)\w*\s+(?:\w+\s+){0,4}?(?:exclusiv|doar|numai)",
        "prior": r"(?:ce\s+cere|cererile|instrucțiunile|dorințele)\s+(?:\w+\s+)?(?:proprietarul\w*|utilizatorul\w*)",
        "ignore": r"nu\s+vei\s+mai\s+ține\s+cont\s+de|nu\s+mai\s+asculta\s+de",
        "frame": r"nou\w*\s+(?:personalitate|identitate|nume)|joacă\s+(?:acum\s+)?rolul|imaginează-ți\s+că\s+ești|prezintă-te\s+ca",
        "lawless": r"fără\s+(?:\w+\s+)?(?:limite|reguli|restricții|cenzură)|regulile\s+(?:\w+\s+){0,3}?nu\s+se\s+aplică|ascultă\s+de\s+oricine",
        "hidefrom": r"ascun\w*\s+(?:\w+\s+){0,5}?(?:de|față\s+de)\s+(?:utilizator|proprietar)\w*",
        "concealact": r"șterge\w*|ștergerea|curăț\w*|ascun\w*",
        "unaware": r"(?:astfel\s+încât|ca|încât)\s+(?:utilizatorul|proprietarul)\s+să\s+nu\s+(?:\w+\s+)?(?:observe|vadă|afle|știe)",
    },
    "tr": {
        "onlysrc": r"(?:adresinden|kanalından|sunucusundan)\s+gelen\s+(?:talimat|mesaj|yönerge)\w*\s+(?:\w+\s+)?(?:uy|doğrultusunda|göre)\w*",
        "frame": r"kişiliğ\w*\s+(?:\w+\s+){0,3}?(?:güncellendi|değiştirildi|olarak)|yeni\s+(?:kişilik|kimlik)\w*|olduğunu\s+hayal\s+et|rolüne\s+bürün",
        "lawless": r"(?:güvenlik\s+)?kuralları\s+(?:\w+\s+)?uygulanmaz|herkesin\s+isteğini\s+yerine\s+getir\w*|(?:ahlaki\s+)?sınır\w*\s+(?:tanımaz|yok)",
        "hidefrom": r"kullanıcı(?:dan|ya)\s+(?:\w+\s+){0,5}?gizle\w*",
        "concealact": r"sil(?:in|di|ip|er|me|sin)\w*|temizle\w*|gizle\w*",
        "unaware": r"kullanıcı\w*\s+(?:\w+\s+)?(?:fark\s+etmesin|görmesin|anlamasın|bilmesin)",
        "send": r"yüklenmeli\w*|gönderilmeli\w*|iletilmeli\w*|aktarılmalı\w*",
    },
    "hr": {
        "obeyonly": r"(?:slušaj|slušaš|slijedi|sledi|postupaj)\w*\s+(?:\w+\s+){0,4}?(?:isključivo|samo)",
        "prior": r"(?:sve\s+)?(?:što\s+ti\s+je\s+)?korisnik\s+(?:\w+\s+)?(?:rekao|naredio)|upute\s+koje\s+ti\s+je\s+(?:\w+\s+)?dao",
        "ignore": r"(?:više\s+)?ne\s+moraš\s+(?:\w+\s+)?(?:slušati|poštovati)|zaboravi\s+sve",
        "void": r"prestale\s+su\s+vrijediti|prestala\s+su\s+važiti",
        "frame": r"ponaša(?:ti|j)\s+se\s+kao|nov\w+\s+(?:osobnost|ličnost|ime)|zamisli\s+da\s+si|predstavljaj\s+se\s+kao",
        "lawless": r"(?:sigurnosne\s+)?smjernice\s+(?:\w+\s+)?ne\s+vrijede|sluša\s+svakoga|bez\s+(?:\w+\s+)?(?:ograničenja|pravila|cenzure)",
        "hidefrom": r"drži\s+u\s+tajnosti\s+od|sakri\w*\s+(?:\w+\s+){0,5}?od\s+(?:korisnik|vlasnik)\w*",
        "keepalive": r"vrati\s+ga|mora\s+preživjeti",
        "churn": r"svako\s+čišćenje\s+memorije|ako\s+ga\s+korisnik\s+obriše",
    },
    "sl": {
        "frame": r"predstavljaj\s+se\s+kot|nov\w+\s+(?:osebnost|ime)|predstavljaj\s+si,?\s+da\s+si",
        "lawless": r"ne\s+pozna\s+nobenih\s+(?:omejitev|pravil)|brez\s+(?:\w+\s+)?(?:omejitev|pravil|cenzure)",
        "keepalive": r"bo\s+ostalo\s+v\s+spominu|ne\s+briši",
        "churn": r"po\s+ponastavitvi|v\s+vsaki\s+naslednji\s+seji",
    },
    "lt": {
        "ignore": r"nebesilaikyk|nebeklausyk",
        "prior": r"(?:ankstesnių\s+)?naudotojo\s+nurodym\w*",
        "frame": r"prisistatyti\s+kaip|prisistatyk\s+kaip|nauj\w+\s+(?:asmenyb)\w*|įsivaizduok,?\s+kad\s+esi",
        "lawless": r"be\s+(?:\w+\s+)?(?:saugumo\s+)?(?:taisyklių|apribojimų|cenzūros)|vykdantis\s+bet\s+kurio",
        "hide": r"pasakoti\s+nereikia",
        "denial": r"viskas\s+lokaliai",
        "tellthat": r"ataskaitoje\s+(?:turi\s+būti\s+)?(?:parašyta|rašyk)",
        "keepalive": r"toliau\s+(?:ją\s+)?taikyk|nuolatinė",
        "churn": r"visose\s+būsimose\s+sesijose|paprašys\s+(?:ją\s+)?pamiršti",
        "send": r"siųsti",
    },
    "lv": {
        "prior": r"iepriekš\s+dotie\s+norādījumi",
        "void": r"tiek\s+atcelti",
        "hide": r"neziņot",
        "tellthat": r"atskaitē\s+rakstīt,?\s+ka",
        "denial": r"viss\s+palika\s+lokāli",
        "keepalive": r"nokopē\s+šo\s+rindu"
        # inj28b: this entry copied or saved back
        r"|(?:no)?kopē\s+(?:šo|šos)\s+(?:ierakst|rind|piezīm)\w*\s+(?:\w+\s+)?(?:atpakaļ|atkal|no\s+jauna)"
        r"|(?:atjauno|saglabā|ieraksti)\s+(?:šo|šos)\s+(?:ierakst|rind|piezīm)\w*\s+(?:\w+\s+)?(?:atpakaļ|atkal|no\s+jauna)",
        "churn": r"katrā\s+nākamajā\s+memory\.md"
        r"|katru\s+reizi,?\s+kad\s+(?:\w+\s+){0,2}?(?:saspiest|notīrīt|izdzēst|dzēst|atiestatīt|pārrakstīt|tīrīt|saīsināt)\w*"
        r"|ja\s+(?:to|šo)\s+(?:\w+\s+)?(?:izdzēš|dzēš|noņem)\w*",
        "send": r"nokopē|tiks\s+(?:\w+\s+)?(?:pārsūtītas|nosūtītas)",
        "stopask": r"neprasīsi\s+apstiprinājum\w*",
        "safety": r"drošības\s+politik\w*",
    },
    "el": {
        "obeyonly": r"(?:ακολουθ|υπάκου|άκου)\w*\s+(?:\w+\s+){0,4}?(?:αποκλειστικά|μόνο)",
        "frame": r"νέα\s+(?:προσωπικότητα|ταυτότητα)|παίξε\s+(?:τώρα\s+)?|φαντάσου\s+ότι\s+είσαι|συστήσου\s+ωσ",
        "lawless": r"χωρίσ\s+(?:\w+\s+)?(?:όρια|κανόνεσ|περιορισμούσ|λογοκρισία)|οι\s+κανόνεσ\s+(?:\w+\s+){0,3}?δεν\s+ισχύουν",
        "hidefrom": r"(?:κρύψε|κρύβει|να\s+κρύβει|απόκρυψε)\s+(?:\w+\s+){0,5}?από\s+τον\s+(?:χρήστη|ιδιοκτήτη)",
        "concealact": r"σβήν\w*|σβήσ\w*|διαγράφ\w*|καθαρίζ\w*|κρύβ\w*",
        "unaware": r"για\s+να\s+μην\s+(?:\w+\s+){0,2}?(?:βλέπει|δει|μάθει|καταλάβει)\s+ο\s+(?:χρήστησ|ιδιοκτήτησ)",
        "tellthat": r"στον\s+χρήστη\s+λέμε\s+ότι",
        "denial": r"μένουν\s+τοπικά|τοπικά\s+μόνο",
        "send": r"να\s+στέλνεται|να\s+αποστέλλεται|στέλνεται",
    },
    "uk": {
        "obeyonly": r"(?:викону|слуха|дотримуй|керуй)\w*\s+(?:\w+\s+){0,4}?(?:лише|виключно|тільки)",
        "frame": r"уяв(?:іть|и),?\s+що\s+(?:ви|ти)|нов\w+\s+(?:особистість|ім['’]я)|представляйся\s+як|грай\s+(?:тепер\s+)?роль",
        "lawless": r"без\s+(?:\w+\s+)?(?:цензури|правил|обмежень)|правила\s+(?:\w+\s+){0,3}?не\s+діють|слухає\s+будь-кого",
        "hidefrom": r"прихову\w*\s+(?:\w+\s+){0,5}?від\s+(?:користувач|власник)\w*|від\s+(?:користувач|власник)\w*\s+(?:\w+\s+){0,2}?прихову\w*",
        "unaware": r"(?:щоб|аби)\s+(?:користувач|власник)\w*\s+не\s+(?:\w+\s+)?(?:помітив|бачив|дізнався)|користувач\s+не\s+дізнається",
        "concealact": r"видал\w*|стира\w*|зітр\w*|прихову\w*",
        "tellthat": r"у\s+звітах\s+(?:писатимеш|пиши)",
        "denial": r"(?:зміни\s+)?застосовано\s+локально|лише\s+локально",
        "send": r"(?:мають|має|будуть)\s+(?:\w+\s+)?(?:пересилатися|надсилатися|відправлятися)|кидай",
        "keepalive": r"відновлюй\w*|збережіть\s+цей\s+запис",
        "churn": r"намагатиметься\s+(?:його\s+)?видалити|коли\s+користувач\s+(?:\w+\s+)?видал\w*",
    },
    "bg": {
        "ignore": r"няма\s+да\s+се\s+съобразяваш\s+с|не\s+е\s+нужно\s+(?:повече\s+)?да\s+спазваш",
        "prior": r"указанията\s+от\s+системния\s+промпт",
        "frame": r"нова(?:та)?\s+(?:личност|самоличност)|представи\s+си,?\s+че\s+си",
        "lawless": r"без\s+(?:\w+\s+)?(?:морални\s+)?(?:ограничения|правила|цензура)|изпълнява\s+всяка\s+молба",
        "send": r"ще\s+се\s+препращат|(?:се\s+)?препраща\w*",
        "safety": r"правилата\s+за\s+сигурност",
        "stopask": r"потвържденията\s+(?:\w+\s+)?(?:можеш\s+да\s+)?пропускаш",
    },
    "sr": {
        "ignore": r"пусти\s+те|zaboravi\s+sve",
        "prior": r"(?:sve\s+)?što\s+ti\s+je\s+korisnik\s+(?:\w+\s+)?rekao",
        "safety": r"безбедносне\s+провере",
        "stopask": r"без\s+питања",
        "send": r"пошаљеш|забележиш\s+и\s+пошаљеш",
    },
}
"""Per language, the groups of obedience, persona and concealment (joined to ``MORE_GROUPS``)."""
