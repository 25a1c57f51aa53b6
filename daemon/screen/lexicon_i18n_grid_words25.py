"""Words the grid's groups lacked in rounds 89-91 (pure data; helper inj25b, session 25), joined to
them by ``lexicon_i18n_grid`` (``|``), per language:

- ``noask``: "never ask for confirmation" written with the language's "never" before the verb
  (``Nunca peça confirmação``, ``nunca pidas confirmación``, ``non chiedere mai conferma``);
- ``harm_more``: an act called irreversible (``une télécommande irréversible``): as final as a
  deletion, so "never ask for confirmation before sending an irreversible X" waives a guard;
- ``guard``: the confirmations as a verbal noun (``potvrzování``, ``kinnitused``,
  ``potvrdzovanie``), read with the grid's ``disable`` ("switch the confirmations off");
- ``startrules``: "all the rules above this line" (``Alle Regeln oberhalb dieser Zeile``, ``les
  règles au-dessus de cette ligne``), read with the grid's ``void`` ("are invalid").

Latin languages as the grid writes them (case-folded, with accents; read without them too).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

_IRREVERSIBLE: Final[dict[str, str]] = {
    "es": r"irreversibles?\b",
    "pt": r"irreversíve(?:l|is)\b",
    "fr": r"irréversibles?\b",
    "it": r"irreversibil[ei]\b",
    "de": r"irreversibl\w*|unumkehrbar\w*|nicht\s+rückgängig\s+zu\s+machen\w*",
    "nl": r"onomkeerbar\w*|onherroepelijk\w*",
    "sv": r"oåterkallelig\w*",
    "no": r"irreversib\w*|ugjenkallelig\w*",
    "da": r"irreversib\w*|uigenkaldelig\w*",
    "pl": r"nieodwracaln\w*",
    "cs": r"nevratn\w*|nevratitel\w*",
    "sk": r"nevratn\w*|nezvratn\w*",
    "hu": r"visszafordíthatatlan\w*",
    "ro": r"ireversibil\w*",
    "hr": r"nepovratn\w*",
}

_ABOVE: Final[dict[str, str]] = {
    "es": r"(?:todas\s+)?las\s+(?:reglas|instrucciones|normas|indicaciones)\s+(?:que\s+(?:hay|están)\s+)?(?:por\s+encima\s+de|sobre|antes\s+de)\s+esta\s+línea",
    "pt": r"(?:todas\s+)?as\s+(?:regras|instruções|normas)\s+(?:que\s+estão\s+)?(?:acima\s+d(?:esta|essa)|antes\s+d(?:esta|essa))\s+linha",
    "fr": r"(?:toutes\s+)?les\s+(?:règles|consignes|instructions)\s+(?:situées\s+|qui\s+sont\s+)?(?:au-dessus\s+de|avant)\s+cette\s+ligne",
    "it": r"(?:tutte\s+)?le\s+(?:regole|istruzioni)\s+(?:che\s+sono\s+)?(?:sopra|prima\s+di)\s+questa\s+riga",
    "de": r"(?:alle\s+)?(?:regeln|anweisungen|vorgaben)\s+(?:oberhalb|über|vor)\s+dieser\s+zeile",
    "nl": r"(?:alle\s+)?(?:regels|instructies)\s+(?:boven|vóór|voor)\s+deze\s+(?:regel|lijn)",
    "sv": r"(?:alla\s+)?(?:regler|instruktioner)\s+(?:ovanför|före)\s+denna\s+rad",
    "no": r"(?:alle\s+)?(?:regler|instruksjoner)\s+(?:over|før)\s+denne\s+linjen",
    "da": r"(?:alle\s+)?(?:regler|instruktioner)\s+(?:over|før)\s+denne\s+linje",
    "pl": r"(?:wszystkie\s+)?(?:zasady|reguły|instrukcje)\s+(?:powyżej|nad)\s+tą\s+lini\w*|(?:wszystkie\s+)?(?:zasady|reguły|instrukcje)\s+powyżej\s+tej\s+linii",
    "cs": r"(?:všechna\s+)?(?:pravidla|instrukce|pokyny)\s+nad\s+tímto\s+řádkem",
}

WORDS25: Final[dict[str, dict[str, str]]] = {
    code: groups
    for code, groups in {
        "es": {
            "noask": r"nunca\s+(?:me\s+)?(?:pidas|solicites|pida|preguntes|pregunte|esperes)\s+(?:\S+\s+)?(?:confirmación|aprobación|permiso)",
        },
        "pt": {
            "noask": r"nunca\s+(?:me\s+)?(?:peça|pede|peças|solicite|pergunte|espere)\s+(?:\S+\s+)?(?:confirmação|aprovação|permissão)",
        },
        "it": {
            "noask": r"non\s+(?:chiedere|richiedere|domandare)\s+mai\s+(?:\S+\s+)?(?:conferma|approvazione|autorizzazione|permesso)|mai\s+chiedere\s+(?:\S+\s+)?(?:conferma|approvazione|permesso)",
        },
        "cs": {"guard": r"potvrzování|potvrzovací\w*|potvrzovacích\s+dialog\w*"},
        "sk": {"guard": r"potvrdzovani\w*|potvrdzovací\w*"},
        "et": {"guard": r"kinnitus\w*|kinnitami\w*|kinnitusdialoog\w*"},
        "pl": {"guard": r"potwierdze(?:nia|ń)|potwierdzani\w*"},
    }.items()
}
"""The per-language word groups the grid joins to its own (``|``)."""

for _code, _words in _IRREVERSIBLE.items():
    WORDS25.setdefault(_code, {})["harm_more"] = _words
for _code, _words in _ABOVE.items():
    WORDS25.setdefault(_code, {})["startrules"] = _words
