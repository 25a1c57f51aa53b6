"""The code of a lock container, named before the code word (pure; session 29, helper sec29):
``Supra lockbox on suite 30 for the broker showing: code 1536``, ``cabin safe master override
code: 607599#``, ``Der Tresor im Hausmeisterbüro hat den Code 555890.``, ``la caja fuerte tiene
el código 4471``, ``de sleutelkluis heeft code 8142``.

``secret_labelled_codes`` reads the code word glued to its container (``safe code 4471``,
``lockbox combination 12-40-8``); here the container (a lockbox, a key safe, a safe, a vault, a
locker, a padlock, in eight languages) opens the clause and its code word comes later in it,
after a place, a verb or a qualifier (``master override``). The value is 4-10 digits (a keypad's
``#`` may end it) at the end of the clause. A code word qualified as something else (an error,
an exit, a status, a zip or promo code) and a ``safe mode`` are left alone; so is a year.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_needles import has_any, index_of, lowered

_CONTAINER: Final = (
    r"(?:lock[\s\-]?box(?:es)?|key[\s\-]?(?:box|safe|cabinet)s?|safe(?:s|[\s\-]?box)?|vaults?"
    r"|lockers?|padlocks?|strong[\s\-]?box|combination\s+lock|supra"
    r"|tresor|schl[üu]ssel(?:tresor|kasten|box|safe)|schlie[ßs]fach|spind|zahlenschloss"
    r"|vorh[äa]ngeschloss|coffre(?:-fort)?|bo[iî]te\s+[àa]\s+cl[ée]s|cadenas|casier"
    r"|caja\s+(?:fuerte|de\s+seguridad|de\s+llaves)|candado|taquilla|cassaforte"
    r"|cassetta\s+di\s+sicurezza|lucchetto|armadietto|kluis|sleutelkluis|hangslot|cofre"
    r"|cadeado|sejf|k[łl][óo]dka|skrytka|kassask[åa]p|nyckelsk[åa]p)"
)
_CODE_WORD: Final = (
    r"(?:code|combination|combo|kombination|zahlencode|c[óo]digo|codice|kod|combinaison"
    r"|combinatie|combina[çc][ãa]o|combinazione|pin)"
)
_CODE: Final = re.compile(
    r"(?i:(?<![\w\-])" + _CODE_WORD + r"(?![\w\-])"
    r"(?:\s*[:=]\s*|\s+(?:is|was|now|ist|lautet|est|es|è|é|er|är|jest|to)\s+(?:now\s+)?|\s+))"
    r"['\"`«“]?(?P<v>\d{4,10}#?)['\"`»”]?"
    r"(?![\w\-/:]|[.,]\d|\s*(?i:digits?|chiffres|stellen|ziffern|cifras|d[ií]gitos|cifre"
    r"|characters?|attempts?|tries|times|%|x\b))"
)
"""A code word and its digits: rare, so tried first (from the code words' places)."""
_CODE_GATED: Final = FromNeedles(_CODE)
_HOLDER: Final = re.compile(
    r"(?i:(?<![\w\-])" + _CONTAINER + r"(?![\w\-])(?!\s+mode)(?P<gap>[^\n.;!?]{0,60}?)$)"
)
"""The container before it in its clause (searched in the 80 characters before the code word;
the gap between them is what ``_OTHER_CODE`` reads)."""
_NEEDLES: Final = (
    "lock", "key", "safe", "vault", "locker", "padlock", "strong", "combination", "supra",
    "tresor", "schl", "spind", "zahlenschloss", "vorh", "coffre", "boîte", "boite", "cadenas",
    "casier",
    "caja", "candado", "taquilla", "cassaforte", "cassetta", "lucchetto", "armadietto", "kluis",
    "hangslot", "cofre", "cadeado", "sejf", "dka", "skrytka", "kassask", "nyckelsk",
)  # fmt: skip
_CODE_NEEDLES: Final = (
    "code", "combination", "combo", "kombination", "digo", "codice", "kod", "combinaison",
    "combinatie", "combina", "pin",
)  # fmt: skip
_OTHER_CODE: Final = re.compile(
    r"(?i:\b(?:error|err|exit|status|return|response|http|zip|postal|post|area|country|dial"
    r"|promo|promotional|discount|coupon|voucher|gift|source|tracking|reference|ref|booking"
    r"|confirmation|order|product|model|part|item|sku|qr|bar|sort|routing|swift|tax|vat|fault"
    r"|reason|event|alarm\s+history|diagnostic|trouble|dtc|colou?r|lot|batch|class|fehler"
    r"|erreur|postleitzahl)\b)\s*$"
)
"""A code word qualified as a record's or a message's code: not the container's."""
_YEAR: Final = re.compile(r"(?:19|20)\d\d")


def container_codes(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The codes of the module's docstring."""
    lower = lowered(text)
    if not has_any(lower, _CODE_NEEDLES) or not has_any(lower, _NEEDLES):
        return
    for m in _CODE_GATED.finditer(text, index_of(lower)):
        start, end = m.span("v")
        if covered(start, end):
            continue
        holder = _HOLDER.search(text, max(0, m.start() - 80), m.start())
        if holder is None or _OTHER_CODE.search(holder["gap"]):
            continue
        digits = m["v"].rstrip("#")
        if _YEAR.fullmatch(digits) or len(set(digits)) == 1:
            continue
        yield "pin-code", start, end
