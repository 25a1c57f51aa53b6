"""Facts kept from an overseer and safeguard rules forgotten as revoked, in the Latin-script
languages (pure; helper inj25b, session 25).

- **Never tell an overseer that …** (concealment): an order not to tell the director, the
  treasurer, the board, the auditor or the manager that something happened (``No le cuentes al
  director de vuelo que …``, ``Nunca le digas a la tesorera que …``, ``Ne dis jamais au conseil
  que …``, ``Jangan beritahu bendahari bahawa …``, ``Sag dem Vorstand nie, dass …``). The
  buyers, authors and editors are ``injection_deceits_promos_i18n``'s (with a fault named);
  kept from an overseer, any fact is hidden from the one who checks. A surprise or a gift kept
  until the day is no cover-up.
- **A safeguard rule forgotten as revoked** (override): forget the rule or policy (``Oublie la
  règle``, ``Esqueça a regra``, ``Olvida la política``, ``Vergiss die Regel``) declared void in
  the line (``ne s'applique plus``, ``foi revogada``, ``fue revocada``, ``gilt nicht mehr``)
  when the rule guards data, access, confidentiality or a conflict (``cloisonnement``,
  ``barreira ética``, ``política de datos``): a team's naming rule retired names none.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from collections.abc import Callable
from typing import Final

from .injection_gated_rules import gated_rule
from .injection_standing_orders import needles
from .lexicon_en import CONCEAL, OVERRIDE

Span = tuple[int, int] | None

_OVERSEER: Final = (
    r"(?:director\w*|directeur\w*|directrice\w*|diretor\w*|direttor\w*|direktor\w*|dyrektor\w*|pengarah|presidente|président\w*|präsident\w*"
    r"|tesorer\w*|trésori\w*|tesoureir\w*|tesorier\w*|schatzmeister\w*|penningmeester|skarbnik\w*|bendahar\w*|kämmerer"
    r"|junta|consejo|conseil|conselho|consiglio|vorstand\w*|aufsichtsrat\w*|bestuur|raad|zarząd\w*|lembaga|dewan|comité|comitê|comitato|ausschuss"
    r"|auditor\w*|auditeur\w*|revisor\w*|revisore|prüfer\w*|audytor\w*|juruaudit"
    r"|supervisor\w*|superviseur\w*|supervisore|aufsicht\w*|penyelia|jefe|jefa|chef\w*|chefe|capo|leiter\w*|vorgesetzt\w*|kierownik\w*|przełożon\w*|atasan"
    r"|gerente|gestor\w*|responsable|responsabile|manager\w*|pengurus|ketua|regulador\w*|régulateur\w*|regolatore|cumplimiento|conformité|compliance|socios?|associés?|sócios?)"
)
"""Who oversees the work: a director, the treasurer, the board, an auditor, a manager."""

_TO: Final = r"(?:(?:a|al|à|ao|aos|às|au|aux|à\s+la|à\s+l['’]|a\s+la|a\s+los|a\s+las|para\s+(?:o|a|os|as))\s*)?(?:la\s+|el\s+|los\s+|las\s+|le\s+|les\s+|l['’]|o\s+|a\s+|os\s+|as\s+)?"

_NEVER_TELL_OVERSEER: Final = re.compile(
    # es
    rf"\b(?:no|nunca|jamás)\s+(?:le\s+|les\s+)?(?:digas|diga|cuentes|cuente|comentes|menciones|informes|avises)\s+(?:nada\s+)?{_TO}{_OVERSEER}\b(?:\s+\S+){{0,3}}?\s+que\b"
    # pt
    rf"|\b(?:não|nunca|jamais)\s+(?:lhe\s+)?(?:diga|digas|conte|contes|fale|informe|avise|mencione)\s+(?:nada\s+)?{_TO}{_OVERSEER}\b(?:\s+\S+){{0,3}}?\s+que\b"
    # fr
    rf"|\bne\s+(?:lui\s+|leur\s+)?(?:dis|dites|raconte|racontez|signale|signalez|mentionne|mentionnez)\s+(?:jamais|pas|rien)\s+{_TO}{_OVERSEER}\b(?:\s+\S+){{0,3}}?\s+(?:que|qu['’])"
    # it
    rf"|\b(?:non|mai)\s+(?:dire|raccontare|informare|dirlo)\s+(?:mai\s+)?(?:a|al|alla|ai|agli|all['’])\s*{_OVERSEER}\b(?:\s+\S+){{0,3}}?\s+che\b"
    # de
    rf"|\b(?:sag|sage|erzähl|erzähle|verrate)\w*\s+(?:dem|der|den)\s+(?:\S+\s+)?{_OVERSEER}\s+(?:\S+\s+)?(?:nie|niemals|nicht),?\s+dass\b"
    # nl
    rf"|\b(?:vertel|zeg)\s+(?:\S+\s+)?(?:nooit|niet)\s+(?:aan\s+)?(?:de\s+|het\s+)?{_OVERSEER}\s+(?:\S+\s+){{0,2}}?dat\b"
    # ms / id
    rf"|\bjangan\s+(?:sesekali\s+|pernah\s+)?(?:beritahu|memberitahu|beri\s+tahu|kasih\s+tahu|bilang|cakap|maklumkan)\s+(?:kepada\s+|pada\s+)?(?:pihak\s+)?{_OVERSEER}\b(?:\s+\S+){{0,2}}?\s+(?:bahawa|bahwa)\b"
    # pl
    rf"|\b(?:nigdy\s+)?nie\s+(?:mów|informuj|powiadamiaj)\s+{_OVERSEER},?\s+(?:\S+\s+){{0,2}}?że\b"
)
"""An order not to tell an overseer that something happened."""

_SURPRISE: Final = re.compile(
    r"sorpresa|surprise|überraschung|surpresa|kejutan|verrassing|niespodzian\w*|regalo|cadeau|geschenk|presente\s+de|hadiah|cumpleaños|anniversaire|aniversário|geburtstag|compleanno|jubil\w*"
)
"""A surprise kept until the day: no cover-up."""

_FORGET: Final = (
    r"\b(?:olvida|olvide|olvidad|olvídate\s+de|oublie|oubliez|esqueça|esquece|esqueçam|vergiss|vergesst|vergessen\s+sie|dimentica|dimenticate"
    r"|vergeet|zapomnij|zapomeň|zapomeňte|glem|glöm|unohda|unut|lupakan|felejtsd\s+el)\b"
)
_RULE: Final = (
    r"(?:regla|política|norma|restricción|prohibición|règle|politique|consigne|restriction|interdiction|regra|restrição|proibição"
    r"|regel|richtlinie|vorgabe|beschränkung|verbot|regola|politica|restrizione|divieto|beleid|zasad\w*|reguł\w*|pravidl\w*|kural\w*|peraturan|szabály\w*)"
)
_FORGOTTEN_RULE: Final = re.compile(rf"{_FORGET}\s+(?:\S+\s+)?[\w-]*?{_RULE}\b")
_VOID: Final = re.compile(
    r"ne\s+s['’]applique\s+plus|n['’]est\s+plus\s+(?:valable|en\s+vigueur|applicable)|(?:a\s+été|est|fut)\s+(?:révoquée|abrogée|levée|supprimée|annulée|caduque)"
    r"|(?:fue|ha\s+sido|está|quedó)\s+(?:revocada|derogada|anulada|suprimida|eliminada|sin\s+efecto)|ya\s+no\s+(?:aplica|se\s+aplica|rige|está\s+vigente|vale)"
    r"|(?:foi|está|ficou)\s+(?:revogada|anulada|abolida|suspensa|extinta)|(?:já\s+)?não\s+(?:se\s+aplica|vale|vigora)(?:\s+mais)?"
    r"|wurde\s+(?:aufgehoben|widerrufen|abgeschafft|gestrichen)|gilt\s+nicht\s+mehr|ist\s+(?:aufgehoben|ungültig|hinfällig|abgeschafft)"
    r"|(?:è\s+stata|fu)\s+(?:revocata|abolita|abrogata|annullata)|non\s+(?:si\s+applica|vale)\s+più|is\s+(?:ingetrokken|afgeschaft|vervallen)|geldt\s+niet\s+meer"
    r"|został\w*\s+(?:uchylon|odwołan|zniesion)\w*|już\s+nie\s+obowiązuje|byl\w*\s+zrušen\w*|už\s+neplatí|dibatalkan|tidak\s+lagi\s+berlaku|iptal\s+edildi|artık\s+geçerli\s+değil"
    r"|gælder\s+ikke\s+længere|gjelder\s+ikke\s+lenger|gäller\s+inte\s+längre|er\s+ophævet|er\s+opphevet|har\s+upphävts"
)
"""The rule declared void: no longer applying, revoked, abolished."""
_GUARDED: Final = re.compile(
    r"cloisonnement|barri[eè]r\w*|barreira\w*|muralla|chinese\s+wall|[ée]tic[ao]s?\b|éthique|ethisch\w*|confidencial\w*|confidential\w*|confidentialit\w*|vertraulich\w*|riservatezza"
    r"|sigilo|secreto|secret\w*|geheim\w*|datos|données|dados|daten\w*|dati\b|gegevens|privacidad|privacidade|privacy|vie\s+privée|datenschutz"
    r"|rgpd|gdpr|lgpd|dsgvo|acceso|accès|acesso|zugriff\w*|toegang|seguridad|sécurité|segurança|sicherheit\w*|sicurezza|conflict\w*|conflit\w*|conflito\w*|interessenkonflikt\w*"
    r"|vertrouwelijk\w*|poufn\w*|důvěrn\w*|gizlilik\w*|kerahasiaan|titoktart\w*|fortrolig\w*|konfidentiell\w*|sekretess\w*|\bdan(?:e|ych)\b|osobn\w*|kişisel|peribadi"
    r"|separaci[oó]n|segregaci[oó]n|segregação|separação|trennung|aislamiento|isolamento|isolement|aprobaci[oó]n|aprovação|approbation|validation|freigabe|cumplimiento|conformité|compliance"
)
"""What the forgotten rule guards: data, access, confidentiality, a conflict, an approval."""


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    gated_rule(
        CONCEAL,
        _NEVER_TELL_OVERSEER,
        unless=(_SURPRISE,),
        name="overseer_untold",
        needles=needles(
            # the verbs of each language's order (not "sag", held by "message", nor "inform")
            "digas|diga|cuentes|cuente |comentes|menciones|informes|avises|conte |contes|fale |informe |avise |mencione"
            "|dis |dites|raconte|signale|mentionne|dire |dirlo|raccontare|informare|sag d|sage d|sagst d|sagen d|erzähl|verrat"
            "|vertel|zeg |beritahu|beri tahu|kasih tahu|bilang|cakap|maklum|mów|informuj|powiadam"
        ),
    ),
    gated_rule(
        OVERRIDE,
        _FORGOTTEN_RULE,
        needs=(_VOID, _GUARDED),
        name="forgotten_rule",
        needles=needles(
            "olvid|oubli|esque|vergiss|vergesst|vergessen|dimentic|vergeet|zapomn|zapome|glem|glöm|unohda|unut|lupakan|felejtsd"
        ),
    ),
)
