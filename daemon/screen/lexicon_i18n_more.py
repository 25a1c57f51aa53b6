"""Injection lexicons for languages beyond the eight the screen reads in depth (pure data):
Polish, Dutch, Turkish, Arabic, Hindi and Italian, the plain forms of the commonest orders
(instructions set aside, safeguards switched off, the hidden prompt shown, data sent away);
and a persona without ethics in zh ja ko, which ``lexicon_i18n`` lacked.
Same shape and view as ``lexicon_i18n``: NFKC, case-folded, accents kept.
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import EXFILTRATION, EXTRACTION, OVERRIDE, PERSONA, POLICY

_URL = r"(?:https?://|www\.)"

MORE: Final[tuple[tuple[str, str, str], ...]] = (
    # Polish
    (
        OVERRIDE,
        "pl",
        r"\b(?:zignoruj|ignoruj|zapomnij|pomiń)\s+(?:o\s+)?(?:wszystkie\s+|wszystkich\s+)?"
        r"(?:wcześniejsze|poprzednie|dotychczasowe|wcześniejszych|poprzednich)\s+"
        r"(?:polecenia|instrukcje|zasady|poleceniach|instrukcjach)",
    ),
    (
        POLICY,
        "pl",
        r"\b(?:wyłącz|dezaktywuj)\s+(?:wszystkie\s+)?(?:zabezpieczenia|filtry|kontrole\s+bezpieczeństwa)",
    ),
    # Dutch
    (
        OVERRIDE,
        "nl",
        r"\b(?:negeer|vergeet)\s+(?:alle\s+)?(?:eerdere|vorige|voorgaande|bovenstaande)\s+"
        r"(?:instructies|opdrachten|regels)",
    ),
    (
        POLICY,
        "nl",
        r"\bschakel\s+(?:alle\s+)?(?:veiligheids\w*|beveiligings\w*|filters?|content\s*filters?)"
        r"(?:\s+\w+){0,2}\s+uit\b",
    ),
    # Turkish
    (
        OVERRIDE,
        "tr",
        r"\b(?:önceki|tüm|bütün)\s+(?:tüm\s+)?(?:talimatları|komutları|kuralları)\s+"
        r"(?:yok\s+say|unut|görmezden\s+gel)",
    ),
    (
        EXFILTRATION,
        "tr",
        r"(?:\.env|parola|şifre|anahtar|içeriğini)[^.\n]{0,60}"
        + _URL
        + r"\S+\s+(?:adresine\s+)?gönder",
    ),
    # Arabic
    (
        OVERRIDE,
        "ar",
        r"(?:تجاهل|انس|تجاهلي)\s+(?:جميع\s+|كل\s+)?(?:التعليمات|الأوامر|القواعد)\s+(?:السابقة|الأصلية)",
    ),
    (EXTRACTION, "ar", r"(?:اعرض|أظهر|اكشف|اطبع)[^.\n]{0,20}(?:موجه\s+النظام|تعليمات\s+النظام)"),
    # Hindi
    (
        OVERRIDE,
        "hi",
        r"(?:पिछले|पहले\s+के|सभी)\s+(?:सभी\s+)?(?:निर्देशों|निर्देश|नियमों)\s+(?:को\s+)?"
        r"(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)",
    ),
    # Italian
    (
        OVERRIDE,
        "it",
        r"\b(?:ignora|dimentica)\s+(?:tutte\s+)?(?:le\s+)?(?:istruzioni|regole)\s+"
        r"(?:precedenti|originali|di\s+sistema)",
    ),
    (
        POLICY,
        "it",
        r"\bdisattiva\s+(?:tutti\s+)?(?:i\s+)?(?:filtri|controlli\s+di\s+sicurezza)",
    ),
    # a persona without ethics (zh ja ko)
    (
        PERSONA,
        "zh",
        r"(?:扮演|假装|假裝|充当|充當|变成|變成)[^。，,]{0,12}(?:不受(?:任何)?(?:道德|伦理|倫理)(?:约束|約束|限制)"
        r"|没有(?:道德|底线|底線)|沒有(?:道德|底線)|无视道德)",
    ),
    (
        PERSONA,
        "ja",
        r"(?:倫理観|道徳|モラル)(?:の|が)?(?:ない|無い|なし)[^。]{0,12}(?:になりきって|を演じて|として振る舞)",
    ),
    (
        PERSONA,
        "ko",
        r"(?:윤리|도덕)\s*(?:의식|관념)?(?:이|가)?\s*없는[^.。]{0,14}(?:인\s*척|역할을|연기)",
    ),
)
"""``(family, language, pattern)`` rows appended to ``lexicon_i18n``'s."""
