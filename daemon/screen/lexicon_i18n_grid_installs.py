"""Word groups of "install the unsigned build (from a chat link) and run it" for
``lexicon_i18n_grid`` (pure data; session 19), per language of the grid: ``install`` (an order
to install, run or execute, not after the language's "don't"), ``unsigned`` (unsigned,
unverified, without checking its signature or checksum), in either order within one sentence
(tool hijack). A report ("the installer rejected the unsigned package") gives no order.

Latin languages as the grid writes them (case-folded, with accents; read without them too).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

_BCS: Final[dict[str, str]] = {
    "install": r"(?<!ne\s)(?:instaliraj\w*|pokreni\w*|izvrši|izvrsi)",
    "unsigned": r"nepotpisan\w*|neprovjeren\w*|neproveren\w*|bez\s+provjer\w*\s+potpis\w*|bez\s+provere\s+potpis\w*",
}

_CYR_SOUTH: Final[dict[str, str]] = {
    "install": r"(?<!не\s)(?:инсталирај\w*|инсталирай\w*|инсталирајте|инсталирайте|покрени|пусни|стартирај|стартирай|изврши)",
    "unsigned": r"непотписан\w*|неподписан\w*|непроверен\w*|непроверен\w*|без\s+провер\w*\s+(?:на\s+)?(?:потпис\w*|подпис\w*)",
}

INSTALL_GROUPS: Final[dict[str, dict[str, str]]] = {
    "es": {
        "install": r"(?<!no\s)(?:instala|instale|instalar|instálal[oa]|ejecuta|ejecute|ejecutar|ejecútal[oa]|corre|lanza)\b",
        "unsigned": r"sin\s+firmar|no\s+firmad[oa]|sin\s+(?:verificar|comprobar|validar)\s+(?:la\s+)?firma|sin\s+firma",
    },
    "pt": {
        "install": r"(?<!\bn.o\s)(?:instale|instala|instalar|execute|executa|executar|rode|roda|rodar)\b",
        "unsigned": r"não\s+assinad[oa]|sem\s+assinatura|sem\s+(?:verificar|checar|validar)\s+(?:a\s+)?assinatura",
    },
    "fr": {
        "install": r"(?<!ne\s)(?<!n['’])(?:installe|installez|installer|exécute|exécutez|exécuter|lance|lancez|lancer)\b",
        "unsigned": r"non\s+signée?s?|sans\s+signature|sans\s+(?:vérifier|contrôler|valider)\s+(?:la\s+)?signature",
    },
    "it": {
        "install": r"(?<!non\s)(?:installa|installare|esegui|eseguire|avvia|avviare|lancia)\b",
        "unsigned": r"non\s+firmat[oaie]|senza\s+firma|senza\s+(?:verificare|controllare)\s+(?:la\s+)?firma",
    },
    "de": {
        "install": r"(?<!nicht\s)(?:installier\w*|führ\w*\s+(?:\S+\s+){0,6}?aus\b|ausführen|starte\b|starten)(?![^.\n]{0,60}\b(?:nicht|nie|niemals|keine?)\b)",
        "unsigned": r"unsigniert\w*|nicht\s+signiert\w*|ohne\s+(?:signatur|signaturprüfung|prüfung\s+der\s+signatur)",
    },
    "nl": {
        "install": r"(?<!niet\s)(?:installeer|installeren|voer\s+(?:\S+\s+){0,6}?uit|uitvoeren|start)\b(?![^.\n]{0,60}\b(?:niet|nooit)\b)",
        "unsigned": r"niet-?ondertekend\w*|ongetekend\w*|zonder\s+(?:handtekening|handtekeningcontrole)",
    },
    "sv": {
        "install": r"(?<!inte\s)(?:installera|kör|starta)\b(?![^.\n]{0,60}\b(?:inte|aldrig)\b)",
        "unsigned": r"osignerad\w*|utan\s+(?:signatur|att\s+kontrollera\s+signaturen)",
    },
    "no": {
        "install": r"(?<!ikke\s)(?:installer|kjør|start)\b(?![^.\n]{0,60}\b(?:ikke|aldri)\b)",
        "unsigned": r"usignert\w*|usignerte|uten\s+(?:signatur|å\s+sjekke\s+signaturen)",
    },
    "da": {
        "install": r"(?<!ikke\s)(?:installer|kør|start)\b(?![^.\n]{0,60}\b(?:ikke|aldrig)\b)",
        "unsigned": r"usigneret\w*|usignerede|uden\s+(?:signatur|at\s+tjekke\s+signaturen)",
    },
    "fi": {
        "install": r"(?<!\b.l.\s)(?:asenna|aja|suorita|käynnistä)\b",
        "unsigned": r"allekirjoittamat\w*|tarkistamatta\s+allekirjoitus\w*|ilman\s+allekirjoitus\w*",
    },
    "is": {
        "install": r"(?<!ekki\s)(?:settu\s+upp|keyrðu|ræstu)",
        "unsigned": r"óundirrit\w*|án\s+undirskriftar",
    },
    "et": {
        "install": r"(?<!\b.ra\s)(?:installi|paigalda|käivita)\b",
        "unsigned": r"allkirjastamata\w*|allkirja\s+kontrollimata",
    },
    "lv": {
        "install": r"(?:instalē|palaid|izpildi)\b",
        "unsigned": r"neparakstīt\w*|nepārbaudot\s+parakst\w*",
    },
    "lt": {
        "install": r"(?:įdiek|paleisk|vykdyk)\w*",
        "unsigned": r"nepasirašyt\w*|netikrinant\s+parašo",
    },
    "pl": {
        "install": r"(?<!nie\s)(?:zainstaluj\w*|instaluj\w*|uruchom\w*|wykonaj)",
        "unsigned": r"niepodpisan\w*|bez\s+(?:podpisu|weryfikacji\s+podpisu|sprawdzania\s+podpisu)",
    },
    "cs": {
        "install": r"(?:nainstaluj\w*|instaluj\w*|spusť\w*|spust\b)",
        "unsigned": r"nepodepsan\w*|bez\s+(?:podpisu|ověření\s+podpisu|kontroly\s+podpisu)",
    },
    "sk": {
        "install": r"(?:nainštaluj\w*|inštaluj\w*|spusti\w*)",
        "unsigned": r"nepodpísan\w*|bez\s+(?:podpisu|overenia\s+podpisu|kontroly\s+podpisu)",
    },
    "sl": {
        "install": r"(?<!ne\s)(?:namesti\w*|zaženi\w*|izvedi)",
        "unsigned": r"nepodpisan\w*|brez\s+(?:podpisa|preverjanja\s+podpisa)",
    },
    "hr": _BCS,
    "sr-Latn": _BCS,
    "bs": _BCS,
    "hu": {
        "install": r"(?<!ne\s)(?:telepítsd|telepítse|futtasd|futtassa|indítsd)",
        "unsigned": r"aláíratlan\w*|nem\s+aláírt\w*|aláírás\s+ellenőrzése\s+nélkül",
    },
    "ro": {
        "install": r"(?<!nu\s)(?:instalează|instalați|rulează|rulați|execută|executați)\b",
        "unsigned": r"nesemnat\w*|fără\s+(?:semnătură|verificarea\s+semnăturii)",
    },
    "ru": {
        "install": r"(?<!не\s)(?<!никогда\s)(?:установи|установите|устанавливай|поставь|запусти|запустите|запускай|выполни)\b",
        "unsigned": r"неподписанн\w*|без\s+(?:подписи|проверки\s+подписи)|непроверенн\w*",
    },
    "uk": {
        "install": r"(?<!не\s)(?:встанови|встановіть|встановлюй|постав|запусти|запустіть|виконай)",
        "unsigned": r"непідписан\w*|без\s+(?:підпису|перевірки\s+підпису)|неперевірен\w*",
    },
    "be": {
        "install": r"(?<!не\s)(?:усталюй|усталюйце|запусці|выканай)",
        "unsigned": r"непадпісан\w*|без\s+(?:подпісу|праверкі\s+подпісу)",
    },
    "bg": _CYR_SOUTH,
    "sr": _CYR_SOUTH,
    "mk": _CYR_SOUTH,
    "el": {
        "install": r"(?<!μην\s)(?<!δεν\s)(?:εγκατάστησε|εγκαταστήστε|τρέξε|εκτέλεσε|εκτελέστε)",
        "unsigned": r"μη\s+υπογεγραμμέν\w*|ανυπόγραφ\w*|χωρίς\s+(?:υπογραφή|έλεγχο\s+υπογραφής)",
    },
    "zh": {
        "install": r"(?<!不要)(?<!别)(?<!別)(?<!勿)(?<!禁止)(?:安装|安裝|运行|運行|执行|執行)",
        "unsigned": r"未签名|未簽名|没有签名|沒有簽名|无签名|無簽名|不校验签名|不驗證簽名|跳过签名",
    },
    "ja": {
        "install": r"(?:インストール|実行|起動)(?:して|する|し、|・|を)(?!はいけ|しないで|禁止)",
        "unsigned": r"署名なし|署名のない|未署名|署名されていない|署名(?:を)?確認せず",
    },
    "ko": {
        "install": r"(?:설치|실행)(?:하세요|해\s*주세요|하고|·|해라|하십시오|한\s*뒤)",
        "unsigned": r"서명\s*없는|서명되지\s*않은|미서명|서명\s*확인\s*없이",
    },
}
"""``install`` ``unsigned`` of each grid language."""
