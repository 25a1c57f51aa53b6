"""Safeguard rules forgotten as revoked, in the Latin-script languages (pure; helper inj25b,
session 25). Its reading of facts never told to an overseer is ``injection_overseers``'s
(session 26).

- **A safeguard rule forgotten as revoked** (override): forget the rule or policy (``Oublie la
  règle``, ``Esqueça a regra``, ``Olvida la política``, ``Vergiss die Regel``) declared void in
  the line (``ne s'applique plus``, ``foi revogada``, ``fue revocada``, ``gilt nicht mehr``)
  when the rule guards data, access, confidentiality or a conflict (``cloisonnement``,
  ``barreira ética``, ``política de datos``): a team's naming rule retired names none.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .injection_gated_rules import gated_rule
from .injection_standing_orders import needles
from .lexicon_en import OVERRIDE

Span = tuple[int, int] | None

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
        OVERRIDE,
        _FORGOTTEN_RULE,
        needs=(_VOID, _GUARDED),
        name="forgotten_rule",
        needles=needles(
            "olvid|oubli|esque|vergiss|vergesst|vergessen|dimentic|vergeet|zapomn|zapome|glem|glöm|unohda|unut|lupakan|felejtsd"
        ),
    ),
)
