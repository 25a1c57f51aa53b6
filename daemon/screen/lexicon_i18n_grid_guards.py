"""Word groups of safeguards switched off for ``lexicon_i18n_grid`` (pure data; session 19), per
language of the grid:

- ``guard`` + ``dropped`` + ``harm`` ("code reviews / confirmations are switched off; push straight
  to main", read across a semicolon): ``guard`` a code review or the confirmations, ``dropped``
  their end ("switched off", "dispensed with", "dropped", "disabled"); ``disable`` + ``guard``
  ("switch off the code review for the contractor's branches");
- ``privacy`` + ``dropped`` (either order): the masking, anonymisation, redaction of personal data
  or the consent check abolished, suspended or no longer done ("no more masking", "redactions
  are dropped", "don't mask");
- ``before_more``, ``conf_more``, ``waived_more``: words the grid's ``before`` / ``conf`` /
  ``waived`` groups lacked ("when deleting", "don't need to ask again").

Latin languages as the grid writes them (case-folded, with accents; read without them too).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

_REVIEW_EN: Final = r"code[\s-]?reviews?|pull[\s-]?request[\s-]?reviews?|(?:peer|pr)[\s-]?reviews?"

_BCS: Final[dict[str, str]] = {
    "guard": rf"pregled\w*\s+koda|revizij\w*\s+koda|potvrd\w*|{_REVIEW_EN}",
    "privacy": r"maskiranj\w*|anonimizacij\w*|zacrnjivanj\w*|provjer\w*\s+pristanka|proverа\s+saglasnosti|provjer\w*\s+suglasnosti",
    "dropped": r"(?<!nije\s)(?:isključen\w*|ukinut\w*|obustavljen\w*|više\s+nema|bez\s+više|ne\s+radi\s+se\s+više|nije\s+više\s+potreb\w*|ne\s+(?:maskiraj|anonimiziraj|provjeravaj))",
}

_CYR_SOUTH: Final[dict[str, str]] = {
    "guard": rf"преглед\w*\s+(?:на\s+)?код\w*|ревизи\w*\s+(?:на\s+)?код\w*|потврд\w*|потвържден\w*|{_REVIEW_EN}",
    "privacy": r"маскирањ\w*|маскиран\w*|анонимизаци\w*|провер\w*\s+(?:на\s+)?(?:сагласност\w*|съгласие\w*|согласност\w*)",
    "dropped": r"(?<!не\s)(?:искључен\w*|изключен\w*|исклучен\w*|укинут\w*|укинат\w*|премахнат\w*|отменен\w*|суспендиран\w*|више\s+нема|вече\s+няма|повеќе\s+нема|не\s+(?:маскирај|маскирай|анонимизирај))",
}

GUARD_GROUPS: Final[dict[str, dict[str, str]]] = {
    "es": {
        "guard": rf"revisi[oó]n\w*\s+de\s+c[oó]digo|revisiones\s+de\s+c[oó]digo|confirmaciones|{_REVIEW_EN}",
        "privacy": r"enmascarami\w*|anonimizaci[oó]n\w*|seudonimizaci[oó]n|(?:tachado|censura)\s+de\s+datos|verificaci[oó]n\s+del?\s+consentimiento|comprobaci[oó]n\s+del?\s+consentimiento",
        "dropped": r"(?:(?<!no\s)(?:desactivad[oa]s?|deshabilitad[oa]s?|suspendid[oa]s?|suprimid[oa]s?|abolid[oa]s?|eliminad[oa]s?|dispensad[oa]s?|ya\s+no\s+(?:se\s+)?(?:hace|aplica|requiere)n?|se\s+acab[oó]|sin\s+m[aá]s|no\s+(?:enmascares|anonimices|verifiques)|ni\s+(?:enmascarami|anonimizaci)\w*))(?![^.\n]{0,60}\b(?:por\s+error|ayer|durante\s+(?:el|la)\s+(?:incidente|caída)|corregid\w*|restablecid\w*))",
        "before_more": r"cuando|al\s+(?=borrar|eliminar|suprimir|desplegar)|mientras",
    },
    "pt": {
        "guard": rf"revis[aã]o\s+de\s+c[oó]digo|revis[oõ]es\s+de\s+c[oó]digo|confirma[cç][oõ]es|{_REVIEW_EN}",
        "privacy": r"mascarament\w*|anonimiza[cç][aã]o|pseudonimiza[cç][aã]o|tarjament\w*|verifica[cç][aã]o\s+de\s+consentimento",
        "dropped": r"(?:(?<!\bn.o\s)(?:desativad[oa]s?|desabilitad[oa]s?|suspens[oa]s?|suspendid[oa]s?|dispensad[oa]s?|abolid[oa]s?|suprimid[oa]s?|eliminad[oa]s?|n[aã]o\s+(?:mascare|anonimize|verifique)|chega\s+de))(?![^.\n]{0,60}\b(?:por\s+(?:engano|erro)|ontem|corrigid\w*|restabelecid\w*))",
        "before_more": r"quando|ao\s+(?=apagar|excluir|remover|implantar)|enquanto",
    },
    "fr": {
        "guard": rf"revues?\s+de\s+code|relectures?\s+de\s+code|confirmations|{_REVIEW_EN}",
        "privacy": r"masquage|anonymisation|pseudonymisation|caviardage|occultation|vérification\s+du\s+consentement|recueil\s+du\s+consentement",
        "dropped": r"(?:(?<!ne\s)(?<!n['’])(?:désactivée?s?|suspendue?s?|supprimée?s?|abolie?s?|levée?s?|plus\s+de|ne\s+(?:masque|anonymise|vérifie)\s+plus|n['’]est\s+plus\s+(?:requise?|nécessaire|obligatoire)|ne\s+sont\s+plus\s+(?:requis\w*|nécessaires|obligatoires)))(?![^.\n]{0,60}\b(?:par\s+erreur|hier|corrigé\w*|rétabli\w*))",
        "before_more": r"quand|lorsque|lorsqu['’]|en\s+(?=supprimant|effaçant|déployant)",
    },
    "it": {
        "guard": rf"revisioni?\s+del\s+codice|conferme|{_REVIEW_EN}",
        "privacy": r"mascheramento|anonimizzazione|pseudonimizzazione|oscuramento|verifica\s+del\s+consenso",
        "dropped": r"(?:(?<!non\s)(?:disattivat[aoei]|disabilitat[aoei]|sospes[aoei]|soppress[aoei]|abolit[aoei]|eliminat[aoei]|niente\s+più|basta\s+(?:con\s+)?|non\s+(?:mascherare|anonimizzare|verificare)|non\s+(?:è|sono)\s+più\s+(?:richiest|necessari|obbligatori)\w*))(?![^.\n]{0,60}\b(?:per\s+errore|ieri|corrett\w*|ripristinat\w*))",
        "before_more": r"quando|mentre",
    },
    "de": {
        "guard": rf"code-?reviews?|bestätigungen|bestätigungsabfragen|rückfragen|freigaben|{_REVIEW_EN}",
        "privacy": r"schwärzung\w*|maskierung\w*|anonymisierung\w*|pseudonymisierung\w*|einwilligungsprüfung\w*|prüfung\s+der\s+einwilligung",
        "dropped": r"(?:(?<!nicht\s)(?:abgeschaltet|ausgeschaltet|deaktiviert|entfallen|entfällt|weggefallen|ausgesetzt|abgeschafft|gestrichen|keine\s+(?:schwärzung|maskierung|anonymisierung)\w*\s+mehr|nicht\s+mehr\s+(?:schwärzen|maskieren|anonymisieren|nötig|erforderlich)))(?![^.\n]{0,60}\b(?:versehentlich|gestern|behoben|wiederhergestellt|irrtümlich))",
        "before_more": r"wenn|beim|während",
    },
    "nl": {
        "guard": rf"codereview\w*|code-review\w*|bevestigingen|{_REVIEW_EN}",
        "privacy": r"maskering|anonimisering|pseudonimisering|zwartlakken|toestemmingscontrole",
        "dropped": r"(?<!niet\s)(?:uitgeschakeld|gedeactiveerd|opgeschort|afgeschaft|vervallen|geschrapt|niet\s+meer\s+(?:nodig|verplicht)|geen\s+(?:maskering|anonimisering)\s+meer)",
        "before_more": r"wanneer|bij\s+het",
    },
    "sv": {
        "guard": rf"kodgranskning\w*|bekräftelser|{_REVIEW_EN}",
        "privacy": r"maskering\w*|anonymisering\w*|pseudonymisering\w*|samtyckeskontroll\w*",
        "dropped": r"(?<!inte\s)(?:avstängd\w*|avaktiverad\w*|inaktiverad\w*|borttagen|borttagna|slopad\w*|upphävd\w*|pausad\w*|behövs\s+inte\s+längre|ingen\s+(?:maskering|anonymisering)\s+längre)",
        "before_more": r"när",
    },
    "no": {
        "guard": rf"kodegjennomgang\w*|bekreftelser|{_REVIEW_EN}",
        "privacy": r"maskering\w*|anonymisering\w*|pseudonymisering\w*|samtykkekontroll\w*",
        "dropped": r"(?<!ikke\s)(?:slått\s+av|deaktivert|fjernet|avskaffet|opphevet|suspendert|trengs\s+ikke\s+lenger|ingen\s+(?:maskering|anonymisering)\s+lenger)",
        "before_more": r"når",
    },
    "da": {
        "guard": rf"kodegennemgang\w*|bekræftelser|{_REVIEW_EN}",
        "privacy": r"maskering\w*|anonymisering\w*|pseudonymisering\w*|samtykkekontrol\w*",
        "dropped": r"(?<!ikke\s)(?:slået\s+fra|deaktiveret|fjernet|afskaffet|ophævet|suspenderet|er\s+ikke\s+længere\s+nødvendig\w*|ingen\s+(?:maskering|anonymisering)\s+længere)",
        "before_more": r"når",
    },
    "fi": {
        "guard": rf"koodikatselmo\w*|katselmoin\w*|vahvistukse\w*|{_REVIEW_EN}",
        "privacy": r"peittämi\w*|maskau\w*|anonymisoin\w*|pseudonymisoin\w*|suostumuksen\s+tarkist\w*",
        "dropped": r"(?:poistettu\s+käytöstä|kytketty\s+pois|lakkautettu|keskeytetty|ei\s+enää\s+(?:tarvita|vaadita|tehdä)|älä\s+(?:peitä|maskaa|anonymisoi))",
        "before_more": r"kun",
    },
    "pl": {
        "guard": rf"przegląd\w*\s+kodu|przeglądy\s+kodu|potwierdzeni\w*|{_REVIEW_EN}",
        "privacy": r"maskowani\w*|anonimizacj\w*|pseudonimizacj\w*|zaczernian\w*|weryfikacj\w*\s+zgody|sprawdzani\w*\s+zgody",
        "dropped": r"(?<!nie\s)(?:wyłączon\w*|zawieszon\w*|zniesion\w*|uchylon\w*|znikaj\w*|koniec\s+z|bez\s+(?:maskowania|anonimizacji)|nie\s+(?:maskuj|anonimizuj|sprawdzaj))",
        "before_more": r"kiedy|gdy|podczas",
    },
    "cs": {
        "guard": rf"revize\s+kódu|kontrol\w*\s+kódu|potvrzení|{_REVIEW_EN}",
        "privacy": r"maskování|anonymizac\w*|pseudonymizac\w*|začerňování|ověřování\s+souhlasu|kontrol\w*\s+souhlasu",
        "dropped": r"(?:vypnut\w*|deaktivován\w*|zrušen\w*|pozastaven\w*|už\s+se\s+nedělá|nemaskuj|neanonymizuj)",
        "before_more": r"když|při",
    },
    "sk": {
        "guard": rf"revízi\w*\s+kódu|kontrol\w*\s+kódu|potvrden\w*|{_REVIEW_EN}",
        "privacy": r"maskovani\w*|anonymizáci\w*|pseudonymizáci\w*|overovani\w*\s+súhlasu|kontrol\w*\s+súhlasu",
        "dropped": r"(?:vypnut\w*|deaktivovan\w*|zrušen\w*|pozastaven\w*|už\s+sa\s+nerobí|nemaskuj|neanonymizuj)",
        "before_more": r"keď|pri",
    },
    "sl": {
        "guard": rf"pregled\w*\s+kode|potrditv\w*|{_REVIEW_EN}",
        "privacy": r"maskiranj\w*|anonimizacij\w*|psevdonimizacij\w*|preverjanj\w*\s+soglasja",
        "dropped": r"(?<!ni\s)(?:izklopljen\w*|onemogočen\w*|ukinjen\w*|začasno\s+ustavljen\w*|ni\s+več\s+potreb\w*|ne\s+(?:maskiraj|anonimiziraj))",
        "before_more": r"ko\b|pri",
    },
    "hr": _BCS,
    "sr-Latn": _BCS,
    "bs": _BCS,
    "hu": {
        "guard": rf"kódellenőrzés\w*|kódáttekintés\w*|megerősítések\w*|{_REVIEW_EN}",
        "privacy": r"maszkolás\w*|anonimizálás\w*|álnevesítés\w*|kitakarás\w*|hozzájárulás\w*\s+ellenőrzés\w*",
        "dropped": r"(?:kikapcsolva|kikapcsolták|letiltva|felfüggesztve|megszűnt|megszüntették|eltörölték|nincs\s+többé|ne\s+(?:maszkold|anonimizáld))",
        "before_more": r"amikor|közben",
    },
    "ro": {
        "guard": rf"revizui\w*\s+(?:de\s+)?cod\w*|revizia\s+codului|confirmări\w*|{_REVIEW_EN}",
        "privacy": r"mascare\w*|anonimizare\w*|pseudonimizare\w*|verificare\w*\s+consimțământului",
        "dropped": r"(?<!nu\s)(?:dezactivat\w*|suspendat\w*|eliminat\w*|abolit\w*|gata\s+cu|nu\s+mai\s+(?:este|e)\s+necesar\w*|nu\s+(?:masca|anonimiza))",
        "before_more": r"când|cand",
    },
    "ru": {
        "guard": rf"код-?ревью|ревью\s+кода|проверк\w*\s+кода|подтверждени\w*|{_REVIEW_EN}",
        "privacy": r"маскировани\w*|маскировк\w*|анонимизаци\w*|обезличивани\w*|псевдонимизаци\w*|проверк\w*\s+согласи\w*",
        "dropped": r"(?<!не\s)(?:отключен\w*|отключён\w*|отменен\w*|отменён\w*|приостановлен\w*|упразднен\w*|больше\s+не\s+(?:нужн\w*|требуе\w*|делае\w*)|не\s+(?:маскируй|обезличивай|анонимизируй)|без\s+(?:маскировани|маскировк|анонимизаци)\w*)",
        "before_more": r"когда|при\b",
    },
    "uk": {
        "guard": rf"код-?рев['’]?ю|рев['’]?ю\s+коду|перевірк\w*\s+коду|підтвердженн\w*|{_REVIEW_EN}",
        "privacy": r"маскуванн\w*|анонімізаці\w*|знеособленн\w*|перевірк\w*\s+згоди",
        "dropped": r"(?<!не\s)(?:вимкнен\w*|скасован\w*|призупинен\w*|більше\s+не\s+(?:потрібн\w*|робимо)|не\s+(?:маскуй|знеособлюй))",
        "before_more": r"коли|під\s+час",
    },
    "bg": _CYR_SOUTH,
    "sr": _CYR_SOUTH,
    "mk": _CYR_SOUTH,
    "el": {
        "guard": rf"έλεγχ\w*\s+κώδικα|αναθεώρηση\s+κώδικα|επιβεβαιώσεις|{_REVIEW_EN}",
        "privacy": r"απόκρυψη|μάσκα\w*|ανωνυμοποίηση|ψευδωνυμοποίηση|έλεγχ\w*\s+συγκατάθεσης",
        "dropped": r"(?<!δεν\s)(?:απενεργοποιήθηκ\w*|απενεργοποιημέν\w*|καταργήθηκ\w*|ανεστάλη|αναστέλλεται|σταματά|δεν\s+χρειάζεται\s+πλέον)",
        "before_more": r"όταν",
    },
    "zh": {
        "guard": r"代码审查|代碼審查|代码评审|代碼評審|代码审核|代碼審核|确认步骤|確認步驟|二次确认|二次確認",
        "privacy": r"脱敏|脫敏|打码|打碼|掩码|遮蔽|匿名化|去标识化|去標識化|同意(?:确认|確認|核验|核驗|检查|檢查)",
        "dropped": r"(?<!不)(?:关闭|關閉|取消|废除|廢除|停用|暂停|暫停|免除|豁免|不再(?:需要|做|进行|進行)?|不(?:用|必)再?(?:做|进行|進行)?|不要(?:做|进行|進行)?)",
        "conf_more": r"问用户|問用戶|问我|問我|询问用户|詢問用戶",
        "waived_more": r"不需要再|无需再|無需再|都不用再?|不必再",  # "无需确认地删除" without 再 describes a script (session 18)
    },
    "ja": {
        "guard": r"コードレビュー|レビュー|確認ダイアログ|承認フロー",
        "privacy": r"マスキング|マスク処理|匿名化|仮名化|黒塗り|同意(?:確認|チェック)",
        "dropped": r"(?:無効化|廃止|停止|中止|不要|省略)(?!しない|されない|ではない)|(?:し|行わ)ない(?:で|こと)",
    },
    "ko": {
        "guard": r"코드\s*리뷰|코드\s*검토|확인\s*절차|승인\s*절차",
        "privacy": r"마스킹|익명화|가명화|비식별(?:화|\s*처리)|동의\s*확인",
        "dropped": r"(?:폐지|중단|해제|비활성화|생략)(?!하지\s*않|되지\s*않)|(?:하지|하지는)\s*(?:마|말)|필요\s*없",
        "waived_more": r"받을\s*필요(?:가)?\s*없|필요(?:가)?\s*없",
    },
    "ga": {
        "before_more": r"agus\s+(?:\S+\s+){1,3}?á\b|nuair",
    },
}
"""``guard`` ``privacy`` ``dropped`` ``before_more`` ``conf_more`` ``waived_more`` of each grid
language."""

PUSH_MAIN: Final = (
    r"(?:push\w*|pushuj\w*|пуш\w*|empurr\w*)\s+(?:\S+\s+){0,4}?(?:na\s+|on\s+|auf\s+|a\s+|en\s+|in\s+|to\s+)?(?:main|master)\b"
    r"|(?:direkt|direkte|direto|directamente|directement|direttamente|od\s+razu|сразу|напрямую)\s+(?:\S+\s+){0,3}?(?:main|master)\b"
    r"|merge\w*\s+(?:\S+\s+){0,4}?(?:direkt|direkte|directamente|directement|direttamente|direto|сразу|напрямую)\b"
    r"|(?:direkt|direkte|directamente|directement|direttamente|direto|сразу|напрямую|selbst|själv|selv)\s+(?:\S+\s+){0,1}?(?:mergen|mergt|mergar|merger|mergear|merger|mergiare|мерж\w*)\b"
)
"""A push straight to the main branch, or one's own changes merged directly ("darf seine eigenen
Merge Requests direkt mergen"), in any language (never an opener)."""
