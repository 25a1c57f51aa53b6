"""Injection lexicons for four more Latin-script languages (pure data): Slovenian, Estonian,
Latvian and Afrikaans, their core orders (instructions set aside, a persona without limits,
"never tell the user about this", the system prompt shown, safety checks switched off). Same
view and spellings as ``lexicon_i18n_latin``.
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import CONCEAL, EXTRACTION, OVERRIDE, PERSONA, POLICY
from .lexicon_i18n_latin import spellings

_ON = r"(?:[^.\n]|\.(?=\S))"

_ROWS: Final[tuple[tuple[str, str, str], ...]] = (
    # ------------------------------------------------------------------ Slovenian
    (
        OVERRIDE,
        "sl",
        r"\b(?:prezri|prezrite|pozabi|pozabite|ignoriraj|ignorirajte)\s+(?:vsa\s+|vse\s+)?"
        r"(?:svoja\s+)?(?:prejšnja|predhodna|prvotna|sistemska)\s+(?:navodila|pravila|ukaze)",
    ),
    (
        PERSONA,
        "sl",
        r"\bzdaj\s+(?:naprej\s+)?si\b" + _ON + r"{0,60}brez\s+(?:kakršnih\s+koli\s+)?"
        r"(?:omejitev|pravil|filtrov)",
    ),
    (
        CONCEAL,
        "sl",
        r"\b(?<=\bne\s)(?:povej|omenjaj|razkrij)\s+(?:nikoli\s+)?uporabnik\w*\s*,?\s+"
        r"(?:za\s+t[oa]|o\s+t(?:em|ej)|da\s+t[oa])",
    ),
    (
        EXTRACTION,
        "sl",
        r"\b(?:izpiši|prikaži|pokaži|razkrij)\s+(?:mi\s+)?(?:celoten\s+)?(?:svoj\s+)?sistemsk\w+\s+"
        r"(?:poziv|prompt|navodila)",
    ),
    (
        POLICY,
        "sl",
        r"\b(?:izklopi|onemogoči)\s+(?:vse\s+)?varnostn\w+\s+(?:preverb|preverjanj|filtr|zaščit)\w*",
    ),
    # ------------------------------------------------------------------ Estonian, Latvian
    (
        OVERRIDE,
        "et",
        r"\b(?:ignoreeri|eira|unusta)(?:ge)?\s+(?:kõiki\s+|kõik\s+)?(?:varasemaid|eelnevaid"
        r"|eelnevad|varasemad|algseid)\s+(?:juhiseid|juhised|reegleid|reeglid|käske)",
    ),
    (
        PERSONA,
        "et",
        r"\b(?:nüüdsest|edaspidi)\s+(?:oled\s+sa|sa\s+oled)\b" + _ON + r"{0,60}piiranguteta",
    ),
    (
        CONCEAL,
        "et",
        r"\bära\s+(?:kunagi\s+)?(?:räägi|ütle|maini)\s+(?:kunagi\s+)?kasutajale\s+"
        r"(?:sellest|neist|et\s+see)",
    ),
    (
        EXTRACTION,
        "et",
        r"\b(?:näita|kuva|prindi)\s+(?:oma\s+)?(?:kogu\s+)?süsteemi\s*(?:viip|prompt|juhis)\w*",
    ),
    (POLICY, "et", r"\blülita\s+(?:välja\s+)?(?:kõik\s+)?turva(?:kontroll|filtr)\w*"),
    (
        OVERRIDE,
        "lv",
        r"\b(?:ignorē|ignorējiet|aizmirsti|aizmirstiet)\s+(?:visas\s+|visus\s+)?(?:iepriekšējās"
        r"|iepriekšējos|sākotnējās|sākotnējos)\s+(?:instrukcijas|norādījumus|noteikumus|komandas)",
    ),
    (
        PERSONA,
        "lv",
        r"\bšī\s+brīža\s+(?:tu\s+)?esi\b" + _ON + r"{0,60}bez\s+(?:jebkādiem\s+)?ierobežojum",
    ),
    (
        CONCEAL,
        "lv",
        r"\bne(?:stāsti|saki|mini)\s+(?:nekad\s+)?lietotājam\s+(?:par\s+šo|ka\s+šī)",
    ),
    (
        EXTRACTION,
        "lv",
        r"\b(?:parādi|izvadi|atklāj|uzraksti)\s+(?:visu\s+)?(?:savu\s+)?sistēmas\s+"
        r"(?:uzvedn|prompt|instrukcij|norādījum)\w*",
    ),
    (
        POLICY,
        "lv",
        r"\b(?:atslēdz|izslēdz|deaktivizē)\s+(?:visas\s+)?drošības\s+(?:pārbaud|filtr|kontrol)\w*",
    ),
    # ------------------------------------------------------------------ Afrikaans
    (
        OVERRIDE,
        "af",
        r"\b(?:ignoreer|vergeet)\s+(?:al\s+die\s+|alle\s+)?(?:vorige|voorafgaande|oorspronklike)\s+"
        r"(?:instruksies|reëls|opdragte)",
    ),
    (
        PERSONA,
        "af",
        r"\bnou\s+af\s+is\s+jy\b"
        + _ON
        + r"{0,60}sonder\s+(?:enige\s+)?(?:beperkings|reëls|filters)",
    ),
    (
        CONCEAL,
        "af",
        r"\bmoet\s+(?:nooit|nie)\s+(?:vir\s+)?die\s+gebruiker\s+(?:van|oor)\s+hierdie",
    ),
    (
        EXTRACTION,
        "af",
        r"\b(?:wys|druk|openbaar)\s+(?:my\s+)?(?:jou\s+)?(?:volledige\s+)?stelsel\s*"
        r"(?:prompt|instruksies)",
    ),
    (POLICY, "af", r"\bskakel\s+(?:al\s+die\s+|alle\s+)?(?:sekuriteits|veiligheids)\w+\s+af\b"),
)

FOUR: Final = spellings(_ROWS)
"""``(family, language, pattern)`` rows, in each spelling."""
