"""Word groups of two more policy orders for ``lexicon_i18n_grid`` (pure data; helper inj18,
session 18), per language of the grid:

- "confirmation before deleting is no longer needed / has been abolished" (``conf`` + ``harm`` +
  ``waived``, in any order of the three the grid lists): ``conf`` a confirmation, approval or code
  review, ``waived`` its abolition ("no longer needed", "abolished", "dropped"), ``harm_more``
  destructive acts the grid's ``act`` group lacks (a push to main);
- "disable secret scanning (before commits)" (``disable`` + ``scan``, either order): ``disable``
  an imperative or infinitive "switch off / skip", not after the language's "don't", ``scan`` the
  scanning for secrets or credentials (or a scanner's name).

Latin languages as the grid writes them (case-folded, with accents; read without them too).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

_SCANNER: Final = r"gitleaks|trufflehog|detect-secrets|ggshield|secret[\s-]?scann\w*|secret[\s-]?scan\b|secret[\s-]?detection"

_CYR_SOUTH: Final[dict[str, str]] = {
    "conf": r"потврд\w*|одобрењ\w*|одобрени\w*|потвърждени\w*|разрешени\w*|преглед\s+кода|код\s+ревју",
    "waived": r"(?:више|веќе|вече)\s+(?:није|не\s+е|не\s+су|не\s+са)\s+(?:\S+\s+)?(?:потребн\w*|нужн\w*|задължителн\w*)|није\s+(?:више\s+)?потребн\w*|не\s+е\s+(?:повече\s+)?(?:нужн\w*|потребн\w*)|укинут\w*|отменен\w*|премахнат\w*|укинат\w*",
    "harm_more": r"брис\w*|пуш\w*",
    "deny": r"отречи|отрекни|порекни|негирај\w*|отричай",
    "disable": r"(?<!не\s)(?:искључи\w*|исклучи\w*|изключи\w*|деактивирај\w*|деактивирай\w*|прескочи\w*)",
    "scan": rf"(?:провер\w*|проверк\w*|скенирањ\w*|сканиран\w*|провърк\w*|скенирање)\s+(?:на\s+)?(?:тајн\w*|тайн\w*|секрет\w*|таен\w*)|{_SCANNER}",
}

_BCS: Final[dict[str, str]] = {
    "conf": r"potvrd\w*|odobrenj\w*|pregled\s+koda|code\s+review",
    "waived": r"(?:više|vise)\s+(?:nije|nisu)\s+(?:\S+\s+)?potrebn\w*|nije\s+(?:više\s+)?potrebn\w*|ukinut\w*",
    "disable": r"(?<!ne\s)(?:isključi\w*|iskljuci\w*|deaktiviraj\w*|preskoči\w*|preskoci\w*)",
    "scan": rf"(?:skeniranj\w*|provjer\w*|proveru|provera)\s+(?:\S+\s+)?(?:tajn\w*|secret\w*)|{_SCANNER}",
}

_CS_SK: Final[dict[str, str]] = {
    "conf": r"potvrzení|potvrdenie|potvrdenia|schválení|schválenie|revize\s+kódu|code\s+review",
    "waived": r"(?:už\s+)?(?:není|nie\s+je)\s+(?:už\s+)?(?:\S+\s+)?(?:potřeba|potrebné|nutné|nutná|třeba)|(?:byl[oa]?|bolo|bola)\s+zrušen\w*|zrušen\w*",
    "disable": r"vypni|vypněte|vypnite|deaktivuj\w*|přeskoč\w*|preskoč\w*",
    "scan": rf"(?:skenování|skenovanie|kontrol\w*|hledání)\s+(?:\S+\s+)?(?:tajemství|secretů|secretov|tajomstiev|tajných\s+údajů)|{_SCANNER}",
}

WAIVER_GROUPS: Final[dict[str, dict[str, str]]] = {
    "es": {
        "conf": r"confirmaci[oó]n|aprobaci[oó]n|permiso|revisi[oó]n\s+de\s+c[oó]digo|code\s+review|preguntar",
        "waived": r"ya\s+no\s+(?:es|hace|será)\s+(?:\S+\s+)?(?:necesari[oa]|falta|obligatori[oa])|ya\s+no\s+se\s+(?:necesita|requiere|pide)|no\s+(?:es|hace)\s+(?:\S+\s+)?(?:necesari[oa]|falta)|(?:fue|ha\s+sido|queda|quedó|está)\s+(?:abolid[oa]|suprimid[oa]|derogad[oa])|abolid[oa]",
        "harm_more": r"push\w*|subir\s+directamente",
        "disable": r"(?<!no\s)(?:desactiva|desactive|desactivar|deshabilita|deshabilite|deshabilitar|apaga|apague|omite|omita|sáltate|salta)\b",
        "scan": rf"(?:escaneo|análisis|detección|verificación|comprobación|revisión|búsqueda)\s+de\s+(?:secretos|credenciales)|{_SCANNER}",
    },
    "pt": {
        "conf": r"confirmação|aprovação|permissão|revisão\s+de\s+código|code\s+review|perguntar",
        "waived": r"não\s+é\s+mais\s+(?:preciso|necessári[oa]|obrigatóri[oa])|já\s+não\s+é\s+(?:preciso|necessári[oa]|obrigatóri[oa])|não\s+(?:é|será)\s+(?:\S+\s+)?(?:preciso|necessári[oa])|(?:foi|está|fica|ficou)\s+(?:abolid[oa]|dispensad[oa]|suprimid[oa])|deixou\s+de\s+ser\s+(?:necessári[oa]|obrigatóri[oa])|abolid[oa]",
        "harm_more": r"push\w*",
        "disable": r"(?<!não\s)(?:desative|desativa|desativar|desabilite|desabilita|desabilitar|desligue|desliga|desligar|pule)\b",
        "scan": rf"(?:verificação|varredura|análise|detecção|deteção|escaneamento|scan)\s+de\s+(?:segredos|credenciais)|{_SCANNER}",
    },
    "fr": {
        "conf": r"confirmation|validation|autorisation|approbation|revue\s+de\s+code|code\s+review|demander",
        "waived": r"n['’]est\s+plus\s+(?:\S+\s+)?(?:nécessaire|requis\w*|obligatoire|utile)|(?:est|a\s+été|sont|ont\s+été)\s+(?:aboli\w*|supprimé\w*|caduc\w*)|plus\s+besoin|aboli\w*",
        "harm_more": r"push\w*|pousse\w*|suppression\w*",
        "disable": r"(?<!ne\s)(?:désactive|désactivez|désactiver|coupe|coupez|saute|sautez|contourne|contournez)\b",
        "scan": rf"(?:analyse|détection|vérification|scan|contrôle|recherche)\s+(?:des|de)\s+(?:secrets|identifiants)|{_SCANNER}",
    },
    "it": {
        "conf": r"conferma|approvazione|autorizzazione|permesso|revisione\s+del\s+codice|code\s+review|chiedere",
        "waived": r"non\s+(?:è|e)\s+più\s+(?:\S+\s+)?(?:necessari[ao]|richiest[ao]|obbligatori[ao])|(?:è\s+stat[ao]|è)\s+abolit[ao]|non\s+serve\s+più|non\s+occorre\s+più|abolit[ao]",
        "harm_more": r"push\w*",
        "disable": r"(?<!non\s)(?:disattiva|disattivare|disabilita|disabilitare|spegni|salta)\b",
        "scan": rf"(?:scansione|rilevamento|verifica|controllo|analisi)\s+(?:dei|di)\s+(?:segreti|credenziali)|{_SCANNER}",
    },
    "de": {
        "conf": r"bestätigung|rückfrage|freigabe|zustimmung|code-?review|review|nachfrage|nachzufragen|zu\s+fragen",
        "waived": r"(?:ist|sind|wurde|wurden)\s+(?:\S+\s+){0,5}?(?:abgeschafft|entfallen|weggefallen|aufgehoben|gestrichen|überflüssig)|entfällt|nicht\s+mehr\s+(?:nötig|notwendig|erforderlich)",
        "harm_more": r"push\w*|direkt\s+auf\s+(?:main|master)",
        "disable": r"(?<!nicht\s)(?:deaktivier\w*|abschalt\w*|schalte?\b(?=[^.\n]{0,60}\b(?:ab|aus)\b)|überspring\w*|umgeh\w*)(?![^.\n]{0,50}\bnicht\b)",
        "scan": rf"(?:secret|secrets|geheimnis\w*|zugangsdaten|credential\w*)[\s-]*(?:scan\w*|prüfung\w*|erkennung|check\w*)|(?:prüfung|scan\w*|suche)\s+(?:auf|von|nach)\s+(?:secrets|geheimnisse\w*|zugangsdaten)|{_SCANNER}",
    },
    "nl": {
        "conf": r"bevestiging|toestemming|goedkeuring|code-?review|review",
        "waived": r"(?:is|zijn|werd|wordt)\s+(?:\S+\s+){0,4}?(?:afgeschaft|geschrapt|vervallen|overbodig)|niet\s+meer\s+nodig|vervalt",
        "harm_more": r"push\w*",
        "disable": r"(?<!niet\s)(?:(?:schakel|zet)\b(?![^.\n]{0,40}\b(?:nooit|niet)\b)(?=[^.\n]{0,60}\buit\b)|uitschakel\w*|deactiveer\w*|sla\b(?=[^.\n]{0,40}\bover\b)|omzeil\w*)",
        "scan": rf"(?:secret|geheimen)[\s-]*(?:scan\w*|detectie|controle)|(?:scan\w*|controle)\s+(?:op|van)\s+(?:secrets|geheimen)|{_SCANNER}",
    },
    "sv": {
        "conf": r"bekräftelse|godkännande|tillstånd|kodgranskning",
        "harm_more": r"radering\w*",
        "waived": r"(?:är|har\s+blivit)\s+(?:\S+\s+){0,4}?(?:avskaffad\w*|slopad\w*|onödig\w*)|behövs\s+inte\s+längre|inte\s+längre\s+(?:nödvändig\w*|krävs|behövs)",
        "disable": r"(?<!inte\s)(?:stäng\s+av|inaktivera|avaktivera|slå\s+av|hoppa\s+över|(?:stäng|slå)\b(?=[^.\n]{0,50}\bav\b))",
        "scan": rf"(?:hemlighets|secret)[\s-]*(?:skanning\w*|sökning\w*|kontroll\w*)|skanning\w*\s+(?:av|efter)\s+hemligheter|{_SCANNER}",
    },
    "no": {
        "conf": r"bekreftelse|godkjenning|tillatelse|kodegjennomgang",
        "waived": r"(?:er|har\s+blitt)\s+(?:\S+\s+){0,4}?(?:avskaffet|fjernet|unødvendig)|trengs\s+ikke\s+lenger|ikke\s+lenger\s+(?:nødvendig|påkrevd)",
        "disable": r"(?<!ikke\s)(?:slå\s+av|deaktiver\w*|skru\s+av|hopp\s+over)",
        "scan": rf"(?:hemmelighets|secret)[\s-]*(?:skanning\w*|sjekk\w*)|skanning\w*\s+(?:av|etter)\s+hemmeligheter|{_SCANNER}",
    },
    "da": {
        "conf": r"bekræftelse|godkendelse|tilladelse|kodegennemgang|code\s+review",
        "waived": r"(?:er|blev)\s+(?:\S+\s+){0,4}?(?:afskaffet|droppet|unødvendig)|behøves\s+ikke\s+længere|ikke\s+længere\s+(?:nødvendig|påkrævet)",
        "disable": r"(?<!ikke\s)(?:slå\b(?=[^.\n]{0,50}\bfra\b)|deaktiver\w*|sluk\w*|spring\b(?=[^.\n]{0,40}\bover\b))",
        "scan": rf"(?:hemmeligheds|secret)[\s-]*(?:scanning\w*|tjek\w*|kontrol\w*)|scanning\w*\s+(?:af|for|efter)\s+hemmeligheder|{_SCANNER}",
    },
    "fi": {
        "conf": r"vahvistu\w*|hyväksyn\w*|koodikatselmo\w*",
        "waived": r"ei\s+(?:enää\s+)?(?:tarvita|ole\s+tarpeen|vaadita)|(?:on\s+)?poistettu\s+käytöstä|lakkautettu",
        "disable": r"(?<!älä\s)(?:poista\b(?=[^.\n]{0,50}käytöstä)|ohita|kytke\b(?=[^.\n]{0,50}\bpois\b))",
        "scan": rf"salaisuu\w*\s+(?:skannau\w*|tarkistu\w*|haku\w*)|{_SCANNER}",
    },
    "et": {
        "conf": r"kinnitus\w*|kinnitami\w*|heakskiit\w*",
        "waived": r"(?:pole|ei\s+ole)\s+(?:enam\s+)?vaja|kaotatud",
        "disable": r"(?<!ära\s)(?:lülita\b(?=[^.\n]{0,50}\bvälja\b)|keela)",
        "scan": rf"saladuste\s+(?:skannimi\w*|kontroll\w*|otsing\w*)|{_SCANNER}",
    },
    "lv": {
        "conf": r"apstiprinājum\w*|apstiprināšan\w*",
        "waived": r"vairs\s+nav\s+(?:vajadzīg\w*|nepieciešam\w*)|atcelt\w*",
        "disable": r"izslēdz\w*|atspējo\w*",
        "scan": rf"noslēpumu\s+(?:skenēšan\w*|pārbaud\w*)|{_SCANNER}",
    },
    "lt": {
        "conf": r"patvirtinim\w*",
        "waived": r"nebe(?:reikia|reikalingas|reikalinga)|panaikint\w*",
        "disable": r"išjunk\w*|išjungti",
        "scan": rf"paslapčių\s+(?:skenavim\w*|tikrinim\w*|paieš\w*)|{_SCANNER}",
    },
    "pl": {
        "conf": r"potwierdzeni\w*|zatwierdzeni\w*|zgod\w*|code\s+review|przegląd\s+kodu",
        "waived": r"(?:nie\s+jest\s+)?już\s+(?:nie\s+)?(?:potrzebn\w*|wymagan\w*)|(?:został\w*|jest)\s+zniesion\w*|zniesion\w*",
        "disable": r"(?<!nie\s)(?:wyłącz\w*|dezaktywuj\w*|pomiń)",
        "scan": rf"(?:skanowani\w*|wykrywani\w*|sprawdzani\w*)\s+(?:\S+\s+)?(?:sekret\w*|tajemnic\w*)|{_SCANNER}",
    },
    "cs": _CS_SK,
    "sk": _CS_SK,
    "sl": {
        "conf": r"potrditev|potrditve|odobritev",
        "waived": r"ni\s+več\s+potrebn\w*|ukinjen\w*",
        "disable": r"izklopi\w*|onemogoči\w*|preskoči\w*",
        "scan": rf"(?:skeniranj\w*|preverjanj\w*)\s+skrivnost\w*|{_SCANNER}",
    },
    "hr": _BCS,
    "sr-Latn": _BCS,
    "bs": _BCS,
    "hu": {
        "conf": r"megerősítés\w*|jóváhagyás\w*",
        "waived": r"(?:már\s+)?nem\s+(?:kell|szükséges)|megszűnt|megszüntett\w*|eltörölt\w*",
        "disable": r"(?<!ne\s)(?:kapcsold\s+ki|kapcsolja\s+ki|tiltsd\s+le|hagyd\s+ki)",
        "scan": rf"titk\w*\s+(?:keresés\w*|szkennelés\w*|ellenőrzés\w*)|{_SCANNER}",
    },
    "ro": {
        "conf": r"confirmare\w*|confirmarea|aprobare\w*",
        "waived": r"nu\s+mai\s+(?:este\s+)?(?:necesar\w*|nevoie)|(?:a\s+fost\s+)?abolit\w*|eliminat\w*",
        "disable": r"(?<!nu\s)(?:dezactivează|dezactivați|dezactiveaza|oprește|opriți|sari\s+peste)",
        "scan": rf"(?:scanare\w*|verificare\w*|detectare\w*)\s+(?:a\s+)?secret\w*|{_SCANNER}",
    },
    "ru": {
        "conf": r"подтверждени\w*|согласовани\w*|разрешени\w*|ревью|код-?ревью",
        "waived": r"больше\s+не\s+(?:нужн\w*|требуется|обязательн\w*)|не\s+нужн\w*|отменен\w*|отменён\w*|упразднен\w*|упразднён\w*",
        "harm_more": r"пуш\w*|пушить",
        "disable": r"(?<!не\s)(?:отключи\w*|выключи\w*|отключа\w*|выключа\w*|пропусти\w*|обойди)",
        "scan": rf"(?:проверк\w*|сканировани\w*|поиск\w*|детект\w*)\s+(?:на\s+)?(?:секрет\w*|учётн\w*|учетн\w*|токен\w*)|секрет-?скан\w*|{_SCANNER}",
    },
    "uk": {
        "conf": r"підтвердженн\w*|погодженн\w*|дозв\w*",
        "waived": r"більше\s+не\s+(?:потрібн\w*|обов['’]язков\w*)|скасован\w*",
        "disable": r"(?<!не\s)(?:вимкни\w*|відключи\w*|пропусти\w*)",
        "scan": rf"(?:перевірк\w*|сканування|пошук\w*)\s+(?:на\s+)?секрет\w*|{_SCANNER}",
    },
    "sr": _CYR_SOUTH,
    "bg": _CYR_SOUTH,
    "mk": _CYR_SOUTH,
    "el": {
        "conf": r"επιβεβαίωσ\w*|έγκρισ\w*",
        "waived": r"δεν\s+(?:χρειάζεται|απαιτείται)\s+πλέον|καταργήθηκε|καταργείται",
        "disable": r"(?<!μην\s)(?:απενεργοποίησε|απενεργοποιήστε|κλείσε|παράκαμψε)",
        "scan": rf"(?:σάρωσ\w*|έλεγχ\w*|ανίχνευσ\w*)\s+(?:\S+\s+)?(?:μυστικών|διαπιστευτηρίων)|{_SCANNER}",
    },
    "zh": {
        "conf": r"确认|確認|审批|審批|审核|審核|批准|代码审查|代碼審查|询问|詢問",
        "waived": r"不再需要|已取消|已废除|已廢除|废除|廢除|免除|取消了",
        "disable": r"(?<!不要)(?<!别)(?<!勿)(?<!不)(?:关闭|關閉|禁用|停用|跳过|跳過)",
        "scan": rf"(?:密钥|密鑰|秘密|机密|機密|凭据|憑據|secret)\s*(?:扫描|掃描|检测|檢測|检查|檢查)|{_SCANNER}",
    },
    "ja": {
        "conf": r"確認|承認|レビュー|許可",
        "waived": r"不要|廃止|必要(?:は)?(?:ありません|ない|なし)|いらない|いりません",
        "disable": r"無効に(?!しない)|オフに(?!しない)|停止して|止めて|切って|スキップして",
        "scan": rf"(?:シークレット|秘密情報|認証情報|機密情報)\s*(?:スキャン|検出|チェック|検査)|{_SCANNER}",
    },
    "ko": {
        "conf": r"확인|승인|검토|리뷰|허락",
        "waived": r"필요\s*없|더\s*이상\s*필요|폐지|생략해도",
        "disable": r"꺼\s*(?:두|주|놔)|끄(?:세요|고|십시오|라)|비활성화(?:하|해)|건너뛰",
        "scan": rf"(?:시크릿|비밀\s*정보|비밀|자격\s*증명)\s*(?:스캔|검사|탐지)|{_SCANNER}",
    },
}
"""``conf`` ``waived`` ``harm_more`` ``disable`` ``scan`` of each grid language."""

MORE_GROUPS: Final[dict[str, dict[str, str]]] = {
    "es": {
        "deny": r"niég\w+|niega\b|niegue\b|negar\w*",
        "everyreply": r"en\s+(?:todas\s+(?:tus|las)|cada\s+una\s+de\s+tus|cada)\s+respuestas?",
        "url": r"https?://\S+",
        "startrules": r"(?:reglas|instrucciones|indicaciones)\s+de\s+(?:arranque|inicio)|instrucciones\s+iniciales",
        "void": r"(?<!no\s)(?:está|están|queda|quedan|fue|fueron|ha\s+sido|han\s+sido)\s+(?:\S+\s+)?(?:obsolet[oa]s?|caduc[oa]s?|revocad[oa]s?|derogad[oa]s?|anulad[oa]s?|abolid[oa]s?|sin\s+efecto)",
        "add": r"(?<!no\s)(?<!nunca\s)(?:añade|agrega|incluye|adjunta|pon|pega|añadir|incluir|adjuntar)\b",
        "replyend": r"al\s+final\s+de\s+(?:cada|tus|todas\s+(?:las|tus))\s+(?:respuesta|mensaje)s?",
        "usersecret": r"(?:token|contraseña|clave|credenciales)\w*\s+(?:\S+\s+)?del\s+usuario",
        "reveal_more": r"publica|pega|copia|comparte|sube|envía",
        "hidden_more": r"tu\s+configuración\s+(?:completa|entera)|tu\s+mensaje\s+(?:de|del)\s+(?:sistema|desarrollador)|tus\s+instrucciones\s+(?:completas|del\s+sistema)",
    },
    "pt": {
        "deny": r"negue\b|nega\b|negar\w*",
        "everyreply": r"em\s+(?:todas\s+as\s+(?:suas\s+)?|cada\s+)respostas?",
        "url": r"https?://\S+",
        "startrules": r"(?:regras|instruções|orientações)\s+de\s+(?:arranque|inicialização|início)|instruções\s+iniciais",
        "void": r"(?<!não\s)(?:foram|estão|são|ficam|foi|está|fica)\s+(?:\S+\s+)?(?:revogad[oa]s?|anulad[oa]s?|abolid[oa]s?|caduc[oa]s?|obsolet[oa]s?|sem\s+efeito)",
        "add": r"(?<!não\s)(?<!nunca\s)(?:inclua|adicione|anexe|coloque|acrescente|inclui|adiciona|anexa|coloca|incluir|adicionar|anexar)\b",
        "replyend": r"(?:ao|no)\s+final\s+de\s+(?:cada|todas\s+as)\s+(?:resposta|mensagem)s?",
        "usersecret": r"(?:token|senha|credenciais)\w*\s+(?:\S+\s+)?do\s+(?:usuário|utilizador)",
        "reveal_more": r"publique|publica|cole|copie|compartilhe|partilhe|envie",
        "hidden_more": r"(?:a\s+)?(?:sua|tua)\s+configuração\s+(?:completa|inteira)|(?:sua|tua)\s+mensagem\s+(?:do\s+sistema|de\s+desenvolvedor|do\s+desenvolvedor)",
    },
    "fr": {
        "deny": r"nie[zr]?\b|démen[st]\w*",
        "everyreply": r"dans\s+(?:chaque|toutes\s+(?:tes|vos|les))\s+réponses?",
        "url": r"https?://\S+",
        "startrules": r"(?:règles|consignes|instructions)\s+(?:de\s+démarrage|initiales)|configuration\s+de\s+démarrage(?=[^.\n]{0,40}\b(?:caduque|révoquée|abrogée))",
        "void": r"(?<!ne\s)(?<!n['’])(?:est|sont|a\s+été|ont\s+été)\s+(?:\S+\s+)?(?:caduque?s?|révoquée?s?|abrogée?s?|annulée?s?|obsolètes?)|n['’](?:est|sont)\s+plus\s+valables?",
        "add": r"(?<!ne\s)(?<!n['’])(?:ajoute|ajoutez|inclus|incluez|joins|joignez|colle|collez|mets|mettez|ajouter|inclure|joindre)\b",
        "replyend": r"(?:à\s+la|en)\s+fin\s+de\s+(?:chaque|toutes\s+(?:les|tes|vos))\s+(?:réponse|message)s?",
        "usersecret": r"(?:jeton|token|mot\s+de\s+passe|identifiants)\w*\s+(?:\S+\s+)?de\s+l['’]utilisat\w+",
        "reveal_more": r"publie\w*|colle\w*|copie\w*|partage\w*|envoie\w*",
        "hidden_more": r"(?:ta|votre)\s+configuration\s+(?:complète|entière)|ton\s+message\s+(?:système|développeur|de\s+développeur)",
    },
    "de": {
        "deny": r"leugne\w*|streite?\s+(?:\S+\s+){0,3}?ab\b|bestreite\w*",
        "everyreply": r"in\s+(?:jeder|allen)\s+(?:deiner\s+)?antwort(?:en)?",
        "url": r"https?://\S+",
        "startrules": r"start-?(?:regeln|anweisungen)|anfangsanweisungen|ursprünglichen\s+anweisungen",
        "void": r"(?<!nicht\s)(?<!nie\s)(?:aufgehoben|ungültig|außer\s+kraft|hinfällig|abgeschafft)",
        "add": r"(?<!nicht\s)(?<!nie\s)(?:häng\w*|füg\w*|schreib\w*|setz\w*|ergänz\w*)(?![^.\n]{0,60}\b(?:nicht|nie|niemals)\b)",
        "replyend": r"(?:am|ans)\s+ende\s+(?:jeder|aller|deiner)\s+(?:antwort|nachricht)\w*",
        "usersecret": r"(?:token|passwort|kennwort|zugangsdaten)\w*\s+(?:\S+\s+)?(?:des|der)\s+(?:nutzer\w*|benutzer\w*)",
        "reveal_more": r"kopier\w*|poste\w*|füg\w*|teil\w*|veröffentlich\w*|schick\w*",
        "hidden_more": r"deine\s+(?:entwicklernachricht|systemnachricht|developer-?nachricht|vollständige\s+konfiguration|komplette\s+konfiguration)",
    },
    "it": {
        "deny": r"nega\w*",
        "everyreply": r"in\s+(?:ogni|tutte\s+le\s+(?:tue\s+)?)\s*rispost[ae]",
        "url": r"https?://\S+",
        "startrules": r"(?:regole|istruzioni)\s+(?:di\s+avvio|iniziali)",
        "void": r"(?<!non\s)(?:è|sono|è\s+stat[ao]|sono\s+stat[ei])\s+(?:\S+\s+)?(?:revocat[aoei]|obsolet[aoei]|decadut[aoei]|annullat[aoei]|abolit[aoei])",
        "add": r"(?<!non\s)(?<!mai\s)(?:aggiungi|includi|allega|metti|incolla|aggiungere|includere|allegare)\b",
        "replyend": r"alla\s+fine\s+di\s+(?:ogni|tutte\s+le)\s+(?:rispost[ae]|messaggi?)",
        "usersecret": r"(?:token|password|credenziali)\s+(?:\S+\s+)?dell['’]utente",
        "reveal_more": r"pubblica|incolla|copia|condividi|invia",
        "hidden_more": r"la\s+tua\s+configurazione\s+completa|il\s+tuo\s+messaggio\s+(?:di\s+sistema|dello\s+sviluppatore)",
    },
    "ru": {
        "deny": r"отрицай\w*|отрицать|отпирайся|отнекивайся",
        "everyreply": r"в\s+(?:каждом|каждый|всех)\s+(?:своих\s+)?ответ\w*",
        "url": r"https?://\S+",
        "add": r"(?<!не\s)(?<!никогда\s)(?:добавляй|добавь|прикладывай|приложи|вставляй|вставь|указывай|укажи|пиши|добавлять|прикладывать)",
        "replyend": r"в\s+конце\s+(?:каждого|каждой|всех)\s+(?:ответ\w*|сообщени\w*)",
        "usersecret": r"(?:токен\w*|парол\w*)\s+(?:\S+\s+)?пользовател\w*",
    },
    "zh": {
        "deny": r"否认|否認",
        "everyreply": r"(?:每条|每個|每个|所有)(?:回复|回覆|回答)(?:中|里|裡)",
        "url": r"https?://\S+",
        "add": r"(?<!不要)(?<!别)(?<!勿)(?<!不)(?:附上|附加|加上|添加|附带|带上|写上|列出)",
        "replyend": r"(?:回复|回答|答复|回覆|每条消息)(?:的)?(?:末尾|结尾|最后|末端)",
        "usersecret": r"(?:用户|用戶)的?\s*(?:\S+\s*)?(?:令牌|密码|密碼|密钥|密鑰|口令)",
        "reveal_more": r"发布|發布|发到|貼到|贴到|粘贴|共享到|翻译|翻譯",
    },
    "ja": {
        "deny": r"否定して|否認して|否定しろ|否定すること",
        "everyreply": r"(?:すべての|全ての|毎回の)(?:回答|返信)(?:に|で)",
        "url": r"https?://\S+",
        "add": r"(?:添付|付け|付記|記載|追加|入れ|貼り付け)(?!しない|ないで|禁止)",
        "replyend": r"(?:回答|返信|応答|返答)の(?:末尾|最後|最後尾)",
        "usersecret": r"ユーザーの\s*(?:\S+\s*)?(?:トークン|パスワード|認証情報|秘密鍵)",
        "reveal_more": r"投稿|共有チャンネル|貼り付け|英訳|翻訳",
        "self_more": r"この(?:記載|記述|メモ|エントリ|項目|ノート)",
        "orig_more": r"起動時の(?:設定|指示|ルール)",
    },
    "ko": {
        "deny": r"부인해|부인하",
        "everyreply": r"모든\s*(?:답변|응답)(?:에|마다)",
        "url": r"https?://\S+",
        "add": r"(?:붙여|첨부|추가|넣어|포함)(?!하지)",
        "replyend": r"(?:답변|응답|답장)(?:의)?\s*(?:끝|마지막)",
        "usersecret": r"사용자(?:의)?\s*(?:\S+\s+)?(?:토큰|비밀번호|암호|자격\s*증명)",
        "reveal_more": r"올리|게시|공유\s*채널|붙여|번역",
    },
}
"""More groups of the eight languages (inj18): ``add`` + ``replyend`` + ``usersecret``, in any order (the user's token or
password appended to every reply, exfiltration); ``reveal_more`` / ``hidden_more`` (the full
configuration or developer message posted to a channel, translated hidden instructions posted);
``ifasked`` + ``done`` + ``deny`` ("if asked whether memory was changed, deny it", concealment);
``everyreply`` + ``add`` + ``url`` (a link put in every answer, persistence); ``startrules`` +
``void`` ("the start-up rules are revoked", override); ``self_more`` /
``orig_more`` (Japanese "the start-up settings are abolished, this entry
prevails")."""
