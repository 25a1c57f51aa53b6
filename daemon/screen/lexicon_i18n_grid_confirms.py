"""Word groups of the confirmation waived before any act, for ``lexicon_i18n_grid`` (pure data;
session 20), joined to the grid's own groups (``|``), per language:

- ``conf`` + ``ahead`` + ``off`` (any order of the three): "the confirmation / approval / code
  review before running playbooks / bulk transfers / production changes is no longer needed, is
  switched off, is skipped" (``ahead``: the grid's ``before`` and ``ahead_more``, never "when";
  ``off``: ``off_more``, "no longer" and "switched off", never a plain "not needed": "no need
  to ask before running the local tests" is a preference);
- ``noask`` + ``before`` + ``harm``: "don't ask for confirmation before deleting / before bulk
  payments" (``harm_more``: payments and money transfers, acts as final as a deletion).

Latin languages as the grid writes them (case-folded, with accents; read without them too).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

CONFIRM_GROUPS: Final[dict[str, dict[str, str]]] = {
    "es": {
        "harm_more": r"pagos?\b|transferencias?\b|desembolsos?\b",
        "off_more": r"ya\s+no\s+(?:es|hace|será)\s+(?:\S+\s+)?(?:necesari[oa]|falta|obligatori[oa])|ya\s+no\s+se\s+(?:necesita|requiere|pide)|(?:abolid|suprimid|derogad)[oa]s?|(?:se\s+)?(?:omite|omiten|salta|saltan)\b|(?:omitid|desactivad|apagad)[oa]s?",
    },
    "pt": {
        "harm_more": r"pagamentos?\b|transferências?\b",
        "off_more": r"não\s+é\s+mais\s+(?:preciso|necessári[oa]|obrigatóri[oa])|já\s+não\s+é\s+(?:preciso|necessári[oa]|obrigatóri[oa])|deixou\s+de\s+ser\s+(?:necessári[oa]|obrigatóri[oa])|(?:abolid|dispensad|suprimid)[oa]s?|(?:pulad|omitid|desligad)[oa]s?",
    },
    "fr": {
        "harm_more": r"paiements?\b|virements?\b|versements?\b",
        "off_more": r"n['’]est\s+plus\s+(?:\S+\s+)?(?:nécessaire|requis\w*|obligatoire)|ne\s+sont\s+plus\s+(?:nécessaires|requis\w*|obligatoires)|plus\s+besoin|aboli\w*|sautée?s?|coupée?s?|désactivée?s?|inutiles?\b",
    },
    "it": {
        "harm_more": r"pagament[io]\b|bonific[io]\b",
        "off_more": r"non\s+(?:è|e)\s+più\s+(?:\S+\s+)?(?:necessari[ao]|richiest[ao]|obbligatori[ao])|non\s+serve\s+più|non\s+occorre\s+più|(?:è\s+stat[ao]|è)\s+abolit[ao]|(?:saltat|spent|disattivat)[aoei]",
    },
    "de": {
        "ahead_more": r"vor\s+(?:den|der|allen|sämtlichen)\b|vor\s+(?=\S+(?:ung|ungen|en)\b)",
        "harm_more": r"zahlung\w*|auszahlung\w*|überweisung\w*",
        "off_more": r"nicht\s+mehr\s+(?:nötig|notwendig|erforderlich)|abgeschafft|weggefallen|aufgehoben|gestrichen|entfällt|entfallen|abgeschaltet|ausgeschaltet|deaktiviert|übersprungen|ausgesetzt",
    },
    "nl": {
        "ahead_more": r"vóór",
        "harm_more": r"betaling\w*|overboeking\w*|uitbetaling\w*",
        "off_more": r"niet\s+meer\s+nodig|afgeschaft|geschrapt|uitgeschakeld|overgeslagen|gedeactiveerd",
    },
    "sv": {
        "harm_more": r"betalning\w*|utbetalning\w*|överföring\w*",
        "off_more": r"behövs\s+inte\s+längre|inte\s+längre\s+(?:nödvändig\w*|krävs|behövs)|avskaffad\w*|avstängd\w*|inaktiverad\w*|slopad\w*|hoppas\s+över",
    },
    "no": {
        "harm_more": r"betaling\w*|utbetaling\w*|overføring\w*",
        "off_more": r"trengs\s+ikke\s+lenger|ikke\s+lenger\s+(?:nødvendig|påkrevd)|avskaffet|slått\s+av|deaktivert|hoppes\s+over",
    },
    "da": {
        "harm_more": r"betaling\w*|udbetaling\w*|overførsel\w*",
        "off_more": r"behøves\s+ikke\s+længere|ikke\s+længere\s+(?:nødvendig|påkrævet)|afskaffet|slået\s+fra|deaktiveret|springes\s+over",
    },
    "fi": {
        "harm_more": r"maksu\w*|joukkomaksu\w*|maksatu\w*|tilisiirto\w*",
        "off_more": r"ei\s+enää\s+(?:tarvita|ole\s+tarpeen|vaadita)|lakkautettu|poistettu\s+käytöstä|ohitettu|kytketty\s+pois|ohitetaan",
    },
    "pl": {
        "harm_more": r"płatnoś\w*|przelew\w*|wypłat\w*",
        "off_more": r"wyłączon\w*|pominięt\w*|nie\s+jest\s+już\s+(?:potrzebn\w*|wymagan\w*)",
    },
    "cs": {
        "harm_more": r"platb\w*|převod\w*",
        "off_more": r"(?:už|již)\s+(?:není|nie\s+je)\s+(?:\S+\s+)?(?:potřeba|nutné|nutná|třeba)|není\s+(?:už|již)\s+(?:potřeba|nutné)|(?:bylo|byla|byl)\s+zrušen\w*|vypnut\w*|přeskočen\w*",
    },
    "sk": {
        "harm_more": r"platb\w*|prevod\w*",
        "off_more": r"(?:už|již)\s+nie\s+je\s+(?:\S+\s+)?(?:potrebné|nutné|treba)|nie\s+je\s+už\s+(?:potrebné|nutné)|(?:bolo|bola|bol)\s+zrušen\w*|vypnut\w*|preskočen\w*",
    },
    "hu": {
        "harm_more": r"kifizetés\w*|utalás\w*|fizetés\w*",
        "off_more": r"már\s+nem\s+(?:kell|szükséges)|ki\s+van\s+kapcsolva|kikapcsolva",
    },
    "ro": {
        "harm_more": r"plăți\w*|plata\b|plăților|transferuri\w*|transferul\w*",
        "off_more": r"nu\s+mai\s+(?:este|e)\s+(?:necesar\w*|nevoie)|dezactivat\w*|omis\w*",
    },
    "ru": {
        "harm_more": r"плат[её]ж\w*|выплат\w*|денежн\w+\s+перевод\w*",
        "off_more": r"больше\s+не\s+(?:требуется|нужн\w*|обязательн\w*)|(?:уже\s+)?не\s+требуется\s+больше|отменено|упразднен\w*|(?:отключен\w*|пропуска\w*|отменен\w*|отменён\w*)",
    },
    "uk": {
        "harm_more": r"платіж\w*|платеж\w*|виплат\w*|переказ\w*",
        "off_more": r"(?:вимкнен\w*|більше\s+не\s+(?:потрібн\w*|потрібно)|пропуска\w*|скасован\w*)",
    },
    "sr": {
        "harm_more": r"плаћањ\w*|исплат\w*|уплат\w*|плащан\w*",
        "off_more": r"(?:искључен\w*|изключен\w*|више\s+није\s+потребн\w*)",
    },
    "sr-Latn": {
        "harm_more": r"plaćanj\w*|placanj\w*|isplat\w*|uplat\w*",
        "off_more": r"isključen\w*|više\s+nije\s+potrebn\w*",
    },
    "hr": {
        "harm_more": r"plaćanj\w*|isplat\w*|uplat\w*",
        "off_more": r"isključen\w*|više\s+nije\s+potrebn\w*",
    },
    "el": {
        "harm_more": r"πληρωμ\w*|μεταφορ\w*|εμβάσμ\w*",
        "off_more": r"δεν\s+(?:χρειάζεται|απαιτείται)\s+πλέον|απενεργοποιη\w*|παραλείπ\w*",
    },
    "zh": {
        "harm_more": r"付款|转账|轉賬|转帐|支付|打款|放款",
        "off_more": r"已(?:经)?(?:关闭|關閉|取消|停用)|跳过|跳過|省略|免除|不再(?:需要|要求)|无需再|無需再|不必再",
    },
    "ja": {
        "harm_more": r"支払|送金|振込",
        "off_more": r"(?:もう|もはや)不要(?:です|になりました|とする)?|省略(?:します|する|して)|スキップ(?:します|する|して)|無効(?:化)?(?:されています|にしました)|オフ(?:です|にしました)",
    },
    "ko": {
        "harm_more": r"송금|지급|결제|이체",
        "off_more": r"생략(?:한다|합니다|해|하세요|됩니다)|건너뛰|꺼져\s*있|비활성화(?:되었|됐|합니다|한다)|더\s*이상\s*(?:\S+\s+)?필요\s*없",
    },
}
"""The per-language word groups the grid joins to its own (``|``)."""
