"""Word groups of "secrets put into a commit message / issue / merge request / chat message" for
``lexicon_i18n_grid`` (pure data; session 19), per language of the grid: ``secret`` (passwords,
tokens, keys, credentials found), ``sink`` (a commit message, a merge/pull request's description,
an issue, a ticket comment, the next chat message: places other people read), ``put`` (an order to
add, include, write, attach or paste, not after the language's "don't"), in any order of the three
within one sentence (exfiltration).

``secret`` and ``sink`` hold native words only (they may open a rule); the English words every
language writes among its own (``token``, ``commit``, ``merge request``, ``issue``) are added by
the grid after the bar (``EN_SECRET``, ``EN_SINK``) and never open a rule. Latin languages as the
grid writes them (case-folded, with accents; read without them too).
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

EN_SECRET: Final = r"token\w*|secret\w*|api[\s-]?key\w*|credential\w*|password\w*|passw[oö]rt\w*"
"""Secret words written in English inside a sentence of another language."""

EN_SINK: Final = (
    r"commit\w*|merge[\s-]?requests?|pull[\s-]?requests?|\bmr\b|\bpr\b|\bissues?\b|changelog\w*"
    r"|release[\s-]?notes?|(?:slack|teams|webex|mattermost|discord|telegram|whatsapp)\b|ticket\w*|tiket\w*"
)
"""Where a leaked secret is read by others, named in English (never an opener)."""

_BCS_LATIN: Final[dict[str, str]] = {
    "secret": r"lozink\w*|šifr\w*|tajn\w*|ključ\w*|pristupn\w*\s+podac\w*",
    "sink": r"poruk\w*\s+(?:commit\w*|komit\w*)|opis\w*\s+(?:merge|pull|mr|pr)\w*|komentar\w*|tiket\w*",
    "put": r"(?<!ne\s)(?:dodaj\w*|ubaci\w*|stavi\w*|upiši|upisuj\w*|zalijepi|zalepi|priloži|uključi)",
}

_CYR_SOUTH: Final[dict[str, str]] = {
    "secret": r"лозинк\w*|парол\w*|тајн\w*|тайн\w*|кључ\w*|ключ\w*|клуч\w*|токен\w*",
    "sink": r"порук\w*\s+(?:комит\w*|commit\w*)|съобщени\w*\s+(?:на\s+|към\s+)?(?:комит\w*|commit\w*)|пораки?\s+(?:на\s+)?(?:комит\w*|commit\w*)|опис\w*\s+(?:на\s+)?(?:merge|pull)|коментар\w*|тикет\w*|комит\w*",
    "put": r"(?<!не\s)(?:додај\w*|додадете|добави\w*|добавяй|стави|сложи|постави|упиши|впиши|залепи|приложи|вклучи|включи)",
}

LEAK_GROUPS: Final[dict[str, dict[str, str]]] = {
    "es": {
        "secret": r"(?<!pol.tica\sde\s)contraseñ\w*|claves?\b|credenciales|secretos?\b",
        "sink": r"mensaje\w*\s+de(?:l)?\s+(?:commit|confirmación)|descripción\s+del?\s+(?:merge|pull|mr|pr)\w*|comentario\w*\s+del?\s+(?:ticket|issue|incidente)",
        "put": r"(?<!no\s)(?<!nunca\s)(?:añade|añádel[oa]s?|agrega|agrégal[oa]s?|incluye|inclúyel[oa]s?|adjunta|pon|ponl[oa]s?|pega|pégal[oa]s?|escribe|escríbel[oa]s?|mete|métel[oa]s?|añadir|incluir|adjuntar|poner|pegar|escribir|copia|cópial[oa]s?)\b",
    },
    "pt": {
        "secret": r"(?<!pol.tica\sde\s)senhas?\b|chaves?\b|credenciais|segredos?\b",
        "sink": r"mensage\w*\s+de\s+commit|descrição\s+d[oa]\s+(?:merge|pull|mr|pr)\w*|comentário\w*\s+d[oa]\s+(?:ticket|issue|chamado)|chamado\w*",
        "put": r"(?<!\bn.o\s)(?<!nunca\s)(?:inclua|incluam|adicione|anexe|coloque|acrescente|escreva|cole|copie|inclui|adiciona|anexa|coloca|escreve|incluir|adicionar|anexar|colocar|escrever|colar|copiar)\b",
    },
    "fr": {
        "secret": r"(?<!politique\sde\s)mots?\s+de\s+passe|clés?\b|identifiants|jetons?\b",
        "sink": r"messages?\s+de\s+commit|description\s+d[ue]\s+(?:la\s+)?(?:merge|pull|mr|pr)\w*|commentaire\w*\s+d[ue]\s+(?:ticket|l['’]issue)",
        "put": r"(?<!ne\s)(?<!n['’])(?:ajoute|ajoutez|ajoute-les|inclus|incluez|joins|joignez|colle|collez|mets|mettez|écris|écrivez|recopie|recopiez|ajouter|inclure|joindre|coller|mettre|écrire|glisse|glissez)\b",
    },
    "it": {
        "secret": r"chiavi|credenziali|segreti",
        "sink": r"messaggi?\w*\s+di\s+commit|descrizione\s+della?\s+(?:merge|pull|mr|pr)\w*|commento\w*\s+(?:del|nel)\s+(?:ticket|issue)",
        "put": r"(?<!non\s)(?<!mai\s)(?:aggiungi|aggiungil[ei]|includi|includil[ei]|allega|metti|mettil[ei]|incolla|scrivi|scrivil[ei]|copia|aggiungere|includere|allegare|mettere|incollare|scrivere|inserisci)\b",
    },
    "de": {
        "secret": r"(?<!keine\s)(?<!kein\s)(?<!keinen\s)(?:(?:passw[öo]rt|kennw[öo]rt)(?!-?(?:reset|richtlin|regel|manager|änder|policy|wechsel|vergessen|rücksetz|formular))\w*|schlüssel\w*|zugangsdaten|anmeldedaten|geheimnis\w*)",
        "sink": r"commit-?nachricht\w*|commit-?beschreibung\w*|beschreibung\s+des\s+(?:merge|pull)\w*|(?:ticket|issue)-?kommentar\w*",
        "put": r"(?<!nicht\s)(?<!nie\s)(?:häng\w*|füg\w*|schreib\w*|setz\w*|pack\w*|übernimm|übernehm\w*|übernommen|kopier\w*|trag\w*\s+(?:\S+\s+){0,4}?ein\b|eingetragen|aufgenommen|nimm\w*)(?![^.\n]{0,60}\b(?:nicht|nie|niemals|keine?)\b)",
    },
    "nl": {
        "secret": r"wachtwoord\w*|sleutels?\b|inloggegevens|geheimen\b",
        "sink": r"commit-?bericht\w*|beschrijving\s+van\s+de\s+(?:merge|pull)\w*|(?:ticket|issue)-?opmerking\w*",
        "put": r"(?<!niet\s)(?<!nooit\s)(?:voeg\w*|zet\w*|plak\w*|schrijf\w*|neem\w*|kopieer\w*|opnemen|toevoegen)(?![^.\n]{0,60}\b(?:niet|nooit|geen)\b)",
    },
    "sv": {
        "secret": r"lösenord\w*|nycklar\w*|nyckel\w*|inloggningsuppgifter|hemligheter\w*",
        "sink": r"commit-?meddelande\w*|beskrivning\w*\s+av\s+(?:merge|pull)\w*|(?:ärende|issue)-?kommentar\w*",
        "put": r"(?<!inte\s)(?<!aldrig\s)(?:lägg\s+(?:till|in)|skriv\s+in|skriv|klistra\s+in|kopiera|bifoga|ta\s+med|inkludera)(?![^.\n]{0,60}\b(?:inte|aldrig)\b)",
    },
    "no": {
        "secret": r"passord\w*|nøkler\w*|nøkkel\w*|innloggingsinformasjon|hemmeligheter\w*",
        "sink": r"commit-?melding\w*|beskrivelse\w*\s+av\s+(?:merge|pull)\w*|(?:sak|issue)-?kommentar\w*",
        "put": r"(?<!ikke\s)(?<!aldri\s)(?:legg\s+(?:til|inn)|skriv\s+inn|skriv|lim\s+inn|kopier|legg\s+ved|ta\s+med|inkluder)(?![^.\n]{0,60}\b(?:ikke|aldri)\b)",
    },
    "da": {
        "secret": r"adgangskode\w*|kodeord\w*|nøgler\w*|nøgle\w*|hemmeligheder\w*",
        "sink": r"commit-?besked\w*|beskrivelse\w*\s+af\s+(?:merge|pull)\w*|(?:sag|issue)-?kommentar\w*",
        "put": r"(?<!ikke\s)(?<!aldrig\s)(?:tilføj\w*|skriv\s+ind|skriv|indsæt\w*|kopier|vedhæft|tag\s+med|inkluder)(?![^.\n]{0,60}\b(?:ikke|aldrig)\b)",
    },
    "fi": {
        "secret": r"salasan\w*|avaim\w*|avain\w*|tunnistetie\w*|salaisuu\w*|tokene\w*|tokenit",
        "sink": r"commit-?viesti\w*|(?:merge|pull)\s*-?\s*requestin\s+kuvaukse\w*|(?:tiketin|issuen)\s+kommentti\w*",
        "put": r"(?<!\b.l.\s)(?:lisää|liitä|kirjoita|kopioi|sisällytä|laita|lisätään|liitetään)\b",
    },
    "is": {
        "secret": r"lykilorð\w*|lykl\w*|leyniorð\w*|aðgangsupplýsing\w*|tók\w*",
        "sink": r"commit-?skilaboð\w*|lýsing\w*\s+(?:á\s+)?(?:merge|pull)\w*|athugasemd\w*",
        "put": r"(?<!ekki\s)(?:bættu|settu|skrifaðu|límdu|afritaðu|láttu\s+fylgja|hengdu)",
    },
    "et": {
        "secret": r"parool\w*|salasõn\w*|võtm\w*|saladus\w*|tokeni\w*",
        "sink": r"commit-?sõnum\w*|(?:merge|pull)\s*-?\s*requesti\s+kirjeldus\w*|(?:pileti|issue)\s+kommentaar\w*",
        "put": r"(?<!\b.ra\s)(?:lisa|kirjuta|kleebi|kopeeri|pane|manusta)\b",
    },
    "lv": {
        "secret": r"parol\w*|atslēg\w*|noslēpum\w*|piekļuves\s+dati\w*",
        "sink": r"commit\s+ziņojum\w*|(?:merge|pull)\s+request\w*\s+aprakst\w*|komentār\w*",
        "put": r"(?<!ne)(?:pievieno|ieraksti|ielīmē|nokopē|iekļauj|ieliec)\b",
    },
    "lt": {
        "secret": r"slaptažod\w*|rakt\w*|paslapt\w*|prisijungimo\s+duomen\w*|žeton\w*",
        "sink": r"commit\w*\s+žinut\w*|(?:merge|pull)\s+request\w*\s+aprašym\w*|komentar\w*",
        "put": r"(?<!ne)(?:pridėk|įrašyk|įklijuok|nukopijuok|įtrauk|įdėk|prisek)\w*",
    },
    "pl": {
        "secret": r"hasł\w*|haseł|klucz\w*|sekret\w*|poświadcze\w*|tokeny|tokenów",
        "sink": r"wiadomoś\w*\s+commit\w*|opis\w*\s+(?:merge|pull)\w*|komentarz\w*\s+(?:w\s+|do\s+)?(?:ticket|zgłoszeni|issue)\w*",
        "put": r"(?<!nie\s)(?:dodaj\w*|dopisz\w*|wpisz\w*|wklej\w*|umieść|umieszczaj|załącz\w*|skopiuj|dołącz\w*)",
    },
    "cs": {
        "secret": r"hesl\w*|klíč\w*|tajemstv\w*|přihlašovací\s+údaj\w*|tokeny",
        "sink": r"commit\w*\s+zpráv\w*|zpráv\w*\s+(?:ke\s+)?commit\w*|popis\w*\s+(?:merge|pull)\w*|komentář\w*",
        "put": r"(?<!ne)(?:přidej|přidávej|vlož|vkládej|zapiš|napiš|připoj|zkopíruj|uveď)\w*",
    },
    "sk": {
        "secret": r"hesl\w*|kľúč\w*|tajomst\w*|prihlasovacie\s+údaj\w*|tokeny",
        "sink": r"commit\w*\s+správ\w*|správ\w*\s+(?:ku\s+)?commit\w*|popis\w*\s+(?:merge|pull)\w*|komentár\w*",
        "put": r"(?<!ne)(?:pridaj|pridávaj|vlož|vkladaj|zapíš|napíš|pripoj|skopíruj|uveď)\w*",
    },
    "sl": {
        "secret": r"gesl\w*|ključ\w*|skrivnost\w*|žeton\w*",
        "sink": r"sporočil\w*\s+(?:ob\s+)?commit\w*|commit\s+sporočil\w*|opis\w*\s+(?:merge|pull)\w*|komentar\w*",
        "put": r"(?<!ne\s)(?:dodaj\w*|vpiši|vstavi|prilepi|priloži|kopiraj|vključi)",
    },
    "hr": _BCS_LATIN,
    "sr-Latn": _BCS_LATIN,
    "bs": _BCS_LATIN,
    "hu": {
        "secret": r"jelsz\w*|kulcs\w*|titk\w*|hozzáférési\s+adat\w*|tokenek\w*|tokent",
        "sink": r"commit[\s-]?üzenet\w*|(?:merge|pull)\s+request\w*\s+leírás\w*|megjegyzés\w*",
        "put": r"(?<!ne\s)(?<!soha\s)(?:add\s+hozzá|írd\s+bele|írd\s+be|másold|illeszd|tedd\s+bele|csatold|fűzd)",
    },
    "ro": {
        "secret": r"parol\w*|chei\w*|secrete\w*|credențial\w*|tokenuri\w*",
        "sink": r"mesaj\w*\s+de\s+commit|descrier\w*\s+(?:la\s+)?(?:merge|pull)\w*|comentari\w*",
        "put": r"(?<!nu\s)(?:adaugă|adăugați|include|includeți|atașează|pune|puneți|scrie|lipește|copiază)\b",
    },
    "mt": {
        "secret": r"password\w*|sigriet\w*|ċwievet|ċavetta",
        "sink": r"messaġġ\w*\s+tal-commit|kumment\w*",
        "put": r"(?<!tx)(?:żid|inkludi|ikteb|waħħal|poġġi|ikkopja)\b",
    },
    "cy": {
        "secret": r"cyfrinair\w*|cyfrineiriau|allwedd\w*|tocyn\w*",
        "sink": r"neges\w*\s+(?:y\s+)?commit|disgrifiad\s+(?:y\s+)?(?:merge|pull)\w*|sylw\w*",
        "put": r"(?<!peidiwch\s.\s)(?:ychwanega|ychwanegwch|cynhwysa|cynhwyswch|ysgrifenna|rho|rhowch|gludo|gludwch)",
    },
    "ga": {
        "secret": r"pasfhocal\w*|focail\s+fhaire|eochracha|eochair\w*|comharthaí",
        "sink": r"teachtaireacht\w*\s+(?:an\s+)?commit|cur\s+síos\s+(?:an\s+)?(?:merge|pull)\w*|nóta\w*",
        "put": r"(?<!\bn.\s)(?:cuir|scríobh|greamaigh|cóipeáil|ceangail)\b",
    },
    "sq": {
        "secret": r"fjalëkalim\w*|çelës\w*|sekret\w*",
        "sink": r"mesazh\w*\s+(?:e\s+)?(?:commit|komit)\w*|përshkrim\w*\s+(?:e\s+)?(?:merge|pull)\w*|koment\w*",
        "put": r"(?<!mos\s)(?:shto|shtoji|fut|vendos|shkruaj|ngjit|kopjo|përfshij)\b",
    },
    "ru": {
        "secret": r"парол\w*|токен\w*|ключ\w*|секрет\w*|учётн\w*\s+данн\w*|учетн\w*\s+данн\w*|строк\w*\s+подключени\w*",
        "sink": r"сообщени\w*\s+(?:к\s+)?коммит\w*|коммит\w*|описани\w*\s+(?:merge|pull|мерж|пулл?)\w*|комментари\w*\s+(?:к\s+|в\s+)?(?:тикет|задач|issue)\w*",
        "put": r"(?<!не\s)(?<!никогда\s)(?:добавляй|добавь|вставляй|вставь|пиши|впиши|вписывай|прикладывай|приложи|указывай|укажи|копируй|скопируй|включай|включи)\b",
    },
    "uk": {
        "secret": r"парол\w*|токен\w*|ключ\w*|секрет\w*|облікові\s+дані",
        "sink": r"повідомлен\w*\s+(?:до\s+)?коміт\w*|коміт\w*|опис\w*\s+(?:merge|pull)\w*|коментар\w*",
        "put": r"(?<!не\s)(?:додавай|додай|встав(?:ляй(?:те)?|те)?\b|пиши|впиши|прикладай|приклади|вказуй|вкажи|копіюй|скопіюй|включай|включи)",
    },
    "be": {
        "secret": r"парол\w*|токен\w*|ключ\w*|сакрэт\w*",
        "sink": r"паведамлен\w*\s+(?:да\s+)?каміт\w*|каміт\w*|апісан\w*\s+(?:merge|pull)\w*|каментар\w*",
        "put": r"(?<!не\s)(?:дадавай|дадай|устаў\w*|пішы|упішы|прыкладай|прыкладзі|укажы|капіруй|скапіруй)",
    },
    "bg": _CYR_SOUTH,
    "sr": _CYR_SOUTH,
    "mk": _CYR_SOUTH,
    "el": {
        "secret": r"κωδικ\w*|συνθηματικ\w*|κλειδι\w*|μυστικ\w*|διαπιστευτήρι\w*",
        "sink": r"μήνυμα\w*\s+(?:του\s+)?commit|περιγραφή\s+(?:του\s+)?(?:merge|pull)\w*|σχόλι\w*",
        "put": r"(?<!μην\s)(?<!δεν\s)(?:πρόσθεσε|προσθέστε|βάλε|βάλτε|γράψε|γράψτε|επικόλλησε|αντίγραψε|συμπεριέλαβε|επισύναψε)",
    },
    "zh": {
        "secret": r"(?<!不要把)(?<!别把)(?<!別把)(?<!不要将)(?<!不要將)(?<!勿将)(?<!勿將)(?<!不得把)(?<!禁止把)密码|密碼|令牌|密钥|密鑰|凭据|憑據|凭证|憑證|口令|秘钥|连接字符串|連接字串",
        "sink": r"提交(?:信息|訊息|说明|說明|消息)|合并请求|合併請求|(?:公开|公開)的?\s*\S{0,12}\s*issue|工单(?:评论|備註|备注)?|工單",
        "put": r"(?<!不要)(?<!别)(?<!別)(?<!勿)(?<!不)(?:写进|寫進|写入|寫入|写到|寫到|附上|附加|加到|加进|加進|添加到|放进|放進|放到|贴到|貼到|粘贴到|带上|帶上|夹带|夾帶)",
    },
    "ja": {
        "secret": r"パスワード|トークン|シークレット|秘密鍵|認証情報|apiキー|アクセスキー|接続文字列",
        "sink": r"コミットメッセージ|コミット(?:の)?(?:説明|本文)|マージリクエスト|プルリクエスト|(?:チケット|課題|イシュー)(?:の)?コメント",
        "put": r"(?:含め|入れ|書き込|書いて|記載し|追記し|添付し|貼り付け|載せ)(?!ない|ないで|ず|禁止|られ|た)",
    },
    "ko": {
        "secret": r"비밀번호|암호|토큰|시크릿|비밀\s*키|자격\s*증명|api\s*키|(?:접속|연결)\s*문자열",
        "sink": r"커밋\s*메시지|커밋\s*설명|머지\s*리퀘스트|풀\s*리퀘스트|(?:티켓|이슈)(?:의)?\s*댓글",
        "put": r"(?:넣어|넣으|포함(?:해|시켜|하)|적어|기재(?:해|하)|첨부(?:해|하)|붙여\s*넣|추가(?:해|하))(?!지\s*(?:마|말|않))",
    },
}
"""``secret`` ``sink`` ``put`` of each grid language."""
