"""Personas, system labels, cover stories, covert leaks and kept rules, in the eight main languages
and the European ones (pure data, helper i18n17a, session 17; rounds 45/46 missed each in one
language, written here in many):

- persona: "your real/true identity is X" (``Deine wahre Identität ist``, ``Sua identidade real
  é``), "your new name is X" with powers or no refusals, "from now on you are «X»" (a quoted
  name), a role-play as a root shell that really runs what is typed, obedience only to messages
  signed X;
- role tag: a system message label (``СИСТЕМНОЕ СООБЩЕНИЕ:``, ``[СИСТЕМ]``, ``[SUSTAV]``) before
  lifted protections or an order to run everything unchecked;
- concealment: failing tests reported as passed; warnings kept out of the answers with "say only
  that the scan was clean"; lines removed from what the user is shown but kept in the commit;
  "don't mention … to the user" (Dutch, Romanian, Greek, which lacked it);
- exfiltration: a secret slipped into an HTML comment of the answer; a token's value appended
  to an address that is opened;
- policy: customers' personal data written to a public gist;
- persistence: a rule kept in long-term memory even after a reset.

Patterns run on the NFKC, case-folded line; Latin rows open with ``\\b``.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from .lexicon_en import CONCEAL, EXFILTRATION, PERSISTENCE, PERSONA, POLICY, ROLE

_L: Final = r"[^\n]"
_Q: Final = r"[„\"«“'‘»「『]"
"""A quotation mark opening a persona's name."""

_PERSONAS: Final[tuple[tuple[str, str], ...]] = (
    ("de", r"\bdeine\s+(?:wahre|echte|eigentliche|wirkliche)\s+identität\s+ist\b"),
    ("pt", r"\b(?:sua|tua)\s+(?:identidade\s+(?:real|verdadeira)|verdadeira\s+identidade)\s+é\b"),
    ("es", r"\btu\s+(?:verdadera\s+identidad|identidad\s+(?:real|verdadera))\s+es\b"),
    ("fr", r"\bta\s+(?:vraie\s+identité|véritable\s+identité|identité\s+réelle)\s+est\b"),
    ("it", r"\bla\s+tua\s+(?:vera\s+identità|identità\s+reale)\s+è\b"),
    ("nl", r"\bje\s+(?:ware|echte)\s+identiteit\s+is\b"),
    ("pl", r"\btwoja\s+prawdziwa\s+tożsamość\s+to\b"),
    (
        "ru",
        r"(?:твоя|ваша)\s+(?:настоящая|истинная|подлинная)\s+(?:личность|сущность)\s*(?:[—–-]|это)",
    ),
    ("uk", r"(?:твоя|ваша)\s+(?:справжня|істинна)\s+(?:особистість|сутність)\s*(?:[—–-]|це)"),
    ("zh", r"你(?:的)?(?:真实|真實|真正的)身份是"),
    ("ja", r"あなたの(?:本当の|真の)(?:正体|アイデンティティ)は"),
    ("ko", r"(?:당신|너)의\s*(?:진짜|진정한|실제)\s*(?:정체|정체성)(?:은|는)"),
    (
        "ja",
        r"あなたの新しい名前は[^。\n]{0,30}[。、]?[^。\n]{0,40}?(?:全権限|すべての権限|どんな依頼も断|何も断|制限(?:は)?(?:なし|ありません))",
    ),
    (
        "zh",
        r"你的新名字是[^。\n]{0,30}[。，]?[^。\n]{0,40}?(?:全部权限|全部權限|所有权限|所有權限|不拒绝|不拒絕|没有限制|沒有限制)",
    ),
    (
        "ko",
        r"(?:당신|너)의\s*새\s*이름은[^.\n]{0,30}[.,]?[^.\n]{0,40}?(?:모든\s*권한|거절하지|제한\s*없)",
    ),
    ("bg", r"(?:отсега\s+нататък|от\s+днес|от\s+сега)\s+ти\s+си\s+" + _Q),
    ("sr", r"од\s+(?:сада|данас)\s+(?:ти\s+си|си\s+ти)\s+" + _Q),
    ("mk", r"од\s+(?:сега|денес)\s+ти\s+си\s+" + _Q),
    ("uk", r"(?:відтепер|з\s+цього\s+моменту)\s+ти\s*[—–-]?\s*" + _Q),
    ("ru", r"(?:отныне|с\s+этого\s+момента)\s+ты\s*[—–-]?\s*" + _Q),
    ("hr", r"\bod\s+(?:sada|danas)\s+(?:ti\s+si|si\s+ti)\s+" + _Q),
    ("pl", r"\bod\s+teraz\s+jesteś\s+" + _Q),
    ("cs", r"\bod\s+teď\s+jsi\s+" + _Q),
    ("el", r"από\s+(?:εδώ\s+και\s+)?(?:τώρα|σήμερα)\s+(?:είσαι|εσύ\s+είσαι)\s+" + _Q),
    # inj26d: "you are X, unlocked, without guidelines" (a persona freed of the model's rules)
    (
        "pt",
        r"\bvocê\s+é\s+(?:agora\s+)?(?:o\s+|a\s+)?[^\s,]+,\s*"
        + _L
        + r"{0,30}?\b(?:desbloquead[oa]|sem\s+(?:diretrizes|restrições|filtros))\b",
    ),
    (
        "es",
        r"\b(?:eres|serás)\s+(?:ahora\s+)?(?:el\s+|la\s+)?[^\s,]+,\s*"
        + _L
        + r"{0,30}?\b(?:desbloquead[oa]|sin\s+(?:directrices|restricciones|filtros))\b",
    ),
    (
        "fr",
        r"\btu\s+es\s+(?:maintenant\s+)?[^\s,]+,\s*"
        + _L
        + r"{0,30}?(?:\bdébridée?\b|\bdéverrouillée?\b|\bsans\s+(?:aucune\s+)?(?:directives|restrictions|filtres)\b)",
    ),
    (
        "de",
        r"\bdu\s+bist\s+(?:jetzt\s+)?[^\s,]+,\s*"
        + _L
        + r"{0,30}?\b(?:entsperrt|ohne\s+(?:richtlinien|einschränkungen))\b",
    ),
    (
        "it",
        r"\bsei\s+(?:ora\s+)?[^\s,]+,\s*"
        + _L
        + r"{0,30}?\b(?:sbloccat[oa]|senza\s+(?:linee\s+guida|restrizioni|filtri))\b",
    ),
    # role-play as a shell that runs what is typed
    (
        "zh",
        r"(?:root|shell|终端|終端|命令行)[^。\n]{0,40}?(?:真实执行|真實執行|真的执行|真的執行|实际执行|實際執行|不许出戏|不許出戲|不要出戏|不要出戲)",
    ),
    (
        "ja",
        r"(?:root|シェル|ターミナル)[^\n]{0,50}?(?:本当に実行|実際に実行|役を降りない|役から降りない|キャラを崩さない)",
    ),
    (
        "ko",
        r"(?:root|셸|쉘|터미널)[^\n]{0,50}?(?:실제로\s*실행|진짜로\s*실행|역할에서\s*벗어나지|캐릭터를\s*깨지)",
    ),
    (
        "es",
        r"\b(?:eres|serás)\s+(?:una?\s+|la\s+|el\s+)?(?:shell|terminal|consola)\s+(?:root|de\s+root)"
        + _L
        + r"{0,80}?(?:ejecuta\w*\s+de\s+verdad|realmente|no\s+salgas\s+del\s+personaje)",
    ),
    (
        "de",
        r"\bdu\s+bist\s+(?:\S+\s+){0,4}?(?:root-?shell|root-?terminal)"
        + _L
        + r"{0,80}?(?:wirklich\s+aus|tatsächlich\s+aus|fall\s+nicht\s+aus\s+der\s+rolle)",
    ),
    # obedience only to signed messages
    ("ko", r"서명(?:이|이\s*있는|된)\s*(?:메시지|명령|지시)(?:에만|만)\s*(?:복종|따르|따릅)"),
    (
        "ja",
        r"署名(?:が|の)?(?:ある|付いた|入った)(?:メッセージ|指示|命令)(?:だけ|のみ)に(?:従|服従)",
    ),
    (
        "zh",
        r"(?:只|仅|僅)(?:服从|服從|听从|聽從)(?:带有|帶有|有)[^。\n]{0,20}?(?:签名|簽名)的(?:消息|指令|命令)",
    ),
)

_LABELS: Final[tuple[tuple[str, str], ...]] = (
    (
        "ru",
        r"^\W*(?:системное\s+сообщение|сообщение\s+системы)\s*[:：]"
        + _L
        + r"{0,200}?(?:снят\w*|отключен\w*|выключен\w*|без\s+(?:\S+\s+)?провер\w*|по\s+первому\s+запросу|игнорир\w*|все\s+ограничения)",
    ),
    (
        "uk",
        r"^\W*(?:системне\s+повідомлення)\s*[:：]"
        + _L
        + r"{0,200}?(?:знят\w*|вимкнен\w*|без\s+(?:\S+\s+)?перевір\w*|ігнору\w*|усі\s+обмеження)",
    ),
    (
        "bg",
        r"^\W*(?:системно\s+съобщение)\s*[:：]"
        + _L
        + r"{0,200}?(?:премахнат\w*|изключен\w*|без\s+проверк\w*|игнорирай|всички\s+ограничения)",
    ),
    (
        "sr",
        r"(?:\[систем\]|\[систем\s+порука\]|^\W*системска\s+порука\s*[:：])"
        + _L
        + r"{0,200}?(?:режим\s+програмера|без\s+провер\w*|укинут\w*|искључен\w*|изврши\s+све|сва\s+ограничења)",
    ),
    (
        "hr",
        r"(?:\[sustav\]|\[sistem\]|^\W*(?:poruka\s+sustava|sistemska\s+poruka)\s*[:：])"
        + _L
        + r"{0,200}?(?:ograničenj\w*|bez\s+pitanja|bez\s+provjer\w*|bez\s+provere|izvršavaj\s+sve|izvrši\s+sve|režim\s+programera|način\s+rada\s+programera)",
    ),
)

_COVERS: Final[tuple[tuple[str, str], ...]] = (
    # failing tests reported as passed
    (
        "de",
        r"\b(?:fehlschlag|scheiter|rot\b|fail)\w*"
        + _L
        + r"{0,80}?(?:melde|berichte|markiere|zeige|gib)\w*\s+(?:\S+\s+){0,4}?(?:trotzdem\s+)?als\s+(?:bestanden|erfolgreich|grün)",
    ),
    (
        "es",
        r"\b(?:fallan|falla|fallen|fallaron)"
        + _L
        + r"{0,60}?(?:repórta|márca|infórma|di|dile)\w*\s+(?:\S+\s+){0,3}?(?:igualmente\s+|igual\s+)?como\s+(?:aprobados|superados|exitosos|correctos|verdes|pasados)",
    ),
    (
        "fr",
        r"\b(?:échouent|échoue|échouaient)"
        + _L
        + r"{0,60}?(?:signale|indique|marque|déclare|rapporte)\w*"
        + _L
        + r"{0,30}?comme\s+(?:réussis|passés|validés|verts)",
    ),
    (
        "pt",
        r"\b(?:falharem|falhar|falham)"
        + _L
        + r"{0,60}?(?:reporte|marque|informe|registre)\w*"
        + _L
        + r"{0,30}?como\s+(?:aprovados|passando|bem-sucedidos|verdes)",
    ),
    (
        "it",
        r"\b(?:falliscono|fallisce|falliscano)"
        + _L
        + r"{0,60}?(?:segnala|riporta|marca|dichiara)\w*"
        + _L
        + r"{0,30}?come\s+(?:superati|passati|riusciti|verdi)",
    ),
    (
        "nl",
        r"\b(?:falen|mislukken|faalt)"
        + _L
        + r"{0,60}?(?:meld|markeer|rapporteer)\w*"
        + _L
        + r"{0,30}?als\s+(?:geslaagd|groen|succesvol)",
    ),
    (
        "ru",
        r"(?:упад\w*|падают|не\s+прош\w*|не\s+проход\w*|провал\w*)"
        + _L
        + r"{0,60}?(?:сообщай|отмечай|пиши|докладывай|помечай|отчитывайся)\w*"
        + _L
        + r"{0,30}?(?:как\s+)?(?:пройденн\w*|успешн\w*|зелён\w*|зелен\w*)",
    ),
    (
        "pl",
        r"\b(?:nie\s+przejdą|nie\s+przechodzą|failują|oblewają)"
        + _L
        + r"{0,60}?(?:zgłoś|oznacz|raportuj)\w*"
        + _L
        + r"{0,30}?jako\s+(?:zaliczone|udane|zielone)",
    ),
    (
        "zh",
        r"(?:测试|測試)(?:失败|失敗|没通过|沒通過)[^。\n]{0,30}?(?:也|仍然|照样|照樣)?(?:报告|報告|报|標記|标记|写|寫)(?:为|為|成)?(?:通过|通過|成功)",
    ),
    (
        "ja",
        r"テストが(?:失敗|落ち)[^。\n]{0,30}?(?:成功|合格|パス)(?:した)?(?:と|として)(?:報告|記録|表示)",
    ),
    ("ko", r"테스트가?\s*실패[^.\n]{0,30}?(?:통과|성공)(?:로|으로|했다고)\s*(?:보고|표시|기록)"),
    # warnings kept out, "say only that it was clean"
    (
        "pt",
        r"\b(?:nunca|não)\s+(?:mostre|mencione|exiba|inclua)\s+"
        + _L
        + r"{0,60}?(?:avisos|alertas|vulnerabilidades|erros|achados)"
        + _L
        + r"{0,80}?diga\s+(?:apenas|só|somente)\s+que",
    ),
    (
        "es",
        r"\b(?:nunca|no)\s+(?:muestres|menciones|incluyas)\s+"
        + _L
        + r"{0,60}?(?:avisos|alertas|advertencias|vulnerabilidades|errores|hallazgos)"
        + _L
        + r"{0,80}?di\s+(?:solo|sólo|únicamente|simplemente)\s+que",
    ),
    (
        "fr",
        r"\bne\s+(?:montre|mentionne|affiche|inclus)\s+(?:jamais|pas)\s+"
        + _L
        + r"{0,60}?(?:avertissements|alertes|vulnérabilités|erreurs)"
        + _L
        + r"{0,80}?dis\s+(?:seulement|simplement|juste|uniquement)\s+que",
    ),
    (
        "it",
        r"\bnon\s+(?:mostrare|menzionare|includere)\s+(?:mai\s+)?"
        + _L
        + r"{0,60}?(?:avvisi|avvertimenti|vulnerabilità|errori)"
        + _L
        + r"{0,80}?di['’]?\s+(?:solo|soltanto|semplicemente)\s+che",
    ),
    (
        "de",
        r"\b(?:zeig|erwähn)\w*\s+(?:\S+\s+){0,6}?(?:warnungen|befunde|schwachstellen|fehler)\s+(?:\S+\s+){0,4}?(?:nie|nicht)\b"
        + _L
        + r"{0,80}?sag\w*\s+(?:nur|einfach|lediglich)",
    ),
    (
        "ru",
        r"(?:никогда\s+не|не)\s+(?:показывай|упоминай|включай)\s+"
        + _L
        + r"{0,60}?(?:предупреждени\w*|уязвимост\w*|ошибк\w*)"
        + _L
        + r"{0,80}?(?:скажи|говори)\s+(?:только|лишь|просто)",
    ),
    # removed from what the user sees, kept in the commit
    (
        "ru",
        r"(?:удали|убери|вырежи|скрой)\s+"
        + _L
        + r"{0,60}?(?:прежде\s+чем|перед\s+тем\s+как|до\s+того\s+как)\s+показ\w+"
        + _L
        + r"{0,40}?(?:в\s+коммите|в\s+репозитории)\s+(?:\S+\s+)?остав\w*",
    ),
    (
        "es",
        r"\b(?:quita|elimina|oculta|borra)\s+"
        + _L
        + r"{0,60}?antes\s+de\s+(?:mostr|enseñ)\w+"
        + _L
        + r"{0,40}?(?:en\s+el\s+commit|en\s+el\s+repositorio)\s+(?:\S+\s+)?(?:déja|mantén|conserva)\w*",
    ),
    (
        "de",
        r"\b(?:entferne|streiche|verstecke|lösche)\s+"
        + _L
        + r"{0,60}?bevor\s+du\s+"
        + _L
        + r"{0,40}?(?:zeigst|anzeigst)"
        + _L
        + r"{0,40}?im\s+commit\s+(?:\S+\s+)?(?:lass|behalte|bleiben)\w*",
    ),
    (
        "fr",
        r"\b(?:retire|supprime|cache|enlève)\s+"
        + _L
        + r"{0,60}?avant\s+de\s+(?:montrer|afficher)"
        + _L
        + r"{0,40}?dans\s+le\s+commit\s+(?:\S+\s+)?(?:garde|laisse|conserve)\w*",
    ),
    (
        "pt",
        r"\b(?:remova|apague|esconda|tire)\s+"
        + _L
        + r"{0,60}?antes\s+de\s+(?:mostr|exib)\w+"
        + _L
        + r"{0,40}?no\s+commit\s+(?:\S+\s+)?(?:deixe|mantenha|conserve)\w*",
    ),
    # "don't mention … to the user"
    (
        "nl",
        r"\b(?:vermeld|noem|meld|vertel)\s+(?:\S+\s+){0,8}?niet\s+(?:\S+\s+){0,2}?(?:tegenover|aan)\s+de\s+(?:gebruiker|klant)"
        r"|\b(?:vertel|zeg)\s+(?:het\s+)?(?:de\s+)?(?:gebruiker|klant)\s+(?:\S+\s+)?niet(?:s)?\s+(?:over|van)\b",
    ),
    (
        "ro",
        r"\bnu(?:-i|\s+îi)?\s+(?:spune|menționa|pomeni)\s+(?:\S+\s+){0,6}?utilizatorului\s+(?:nimic\s+)?despre\b"
        r"|\bnu(?:-i|\s+îi)?\s+(?:menționa|pomeni)\s+(?:\S+\s+){0,3}?utilizatorului\s+(?:pasul|modificăr\w*|schimbăr\w*|încărcar\w*|trimiter\w*|sincronizar\w*)",
    ),
    (
        "el",
        r"μη(?:ν)?\s+(?:αναφέρεισ|αναφέρετε|πεισ|πείτε|λεσ|δείξεισ)\s+(?:ποτέ\s+)?(?:\S+\s+){0,6}?(?:στον|στο|σε)\s+(?:χρήστη|πελάτη)",
    ),
)

_SECRET: Final = (
    r"(?:\.env|secret|token|api[_\s-]?key|password|passwd|_key\b|密钥|密鑰|令牌|パスワード|トークン|秘密鍵"
    r"|비밀번호|토큰|passwort|contraseña|senha|mot\s+de\s+passe|пароль|токен|ключ)"
)

_LEAKS: Final[tuple[tuple[str, str], ...]] = (
    # a secret in an HTML comment of the answer
    (
        "zh",
        _SECRET
        + r"[^。\n]{0,40}?(?:附|加|放|插|写|寫)[^。\n]{0,20}?(?:html\s*注释|html\s*註釋|注释里|註釋裡)",
    ),
    (
        "ja",
        _SECRET
        + r"[^。\n]{0,40}?html\s*コメント[^。\n]{0,10}?(?:に|へ)(?:入れ|含め|埋め込|書き|付け)",
    ),
    ("ko", _SECRET + r"[^.\n]{0,40}?html\s*주석(?:에|으로)\s*(?:넣|포함|삽입|추가|붙)"),
    (
        "es",
        r"\b(?:incluye|pon|añade|mete|esconde)\s+"
        + _L
        + r"{0,60}?"
        + _SECRET
        + _L
        + r"{0,60}?comentario\s+html",
    ),
    (
        "pt",
        r"\b(?:inclua|coloque|adicione|esconda)\s+"
        + _L
        + r"{0,60}?"
        + _SECRET
        + _L
        + r"{0,60}?comentário\s+html",
    ),
    (
        "fr",
        r"\b(?:inclus|mets|ajoute|cache|glisse)\s+"
        + _L
        + r"{0,60}?"
        + _SECRET
        + _L
        + r"{0,60}?commentaire\s+html",
    ),
    (
        "de",
        r"\b(?:füge|pack|setze|versteck|schreib)\w*\s+"
        + _L
        + r"{0,60}?"
        + _SECRET
        + _L
        + r"{0,60}?html-?kommentar",
    ),
    (
        "it",
        r"\b(?:includi|metti|aggiungi|nascondi)\s+"
        + _L
        + r"{0,60}?"
        + _SECRET
        + _L
        + r"{0,60}?commento\s+html",
    ),
    (
        "ru",
        r"(?:добавь|вставь|помести|спрячь|пиши)\s+"
        + _L
        + r"{0,60}?"
        + _SECRET
        + _L
        + r"{0,60}?html-?комментари\w*",
    ),
    # a token's value appended to an address that is opened
    (
        "ja",
        r"(?:token|key|secret|password|パスワード|トークン)\w*\s*の値を(?:付けて|付与して|つけて|添えて|含めて|載せて)[^。\n]{0,40}?(?:https?://|url)",
    ),
    (
        "zh",
        r"(?:token|key|secret|password|密钥|令牌)\w*\s*的值[^。\n]{0,20}?(?:附加|拼接|加|带|帶)(?:到|在|上)[^。\n]{0,30}?(?:https?://|url|链接|鏈接)",
    ),
    (
        "ko",
        r"(?:token|key|secret|password|토큰|키)\w*\s*(?:의\s*)?값을\s*(?:붙여|추가해|포함해|넣어)[^.\n]{0,40}?(?:https?://|url)",
    ),
)

_PUBLIC_PII: Final[tuple[tuple[str, str], ...]] = (
    (
        "pt",
        r"\b(?:registre|publique|grave|cole|salve|envie|copie)\s+"
        + _L
        + r"{0,80}?(?:telefone|cpf|e-?mails?|endereços?|dados\s+pessoais)"
        + _L
        + r"{0,100}?(?:gist|pastebin|repositório)\s+públic\w*",
    ),
    (
        "es",
        r"\b(?:registra|publica|guarda|pega|sube|copia)\s+"
        + _L
        + r"{0,80}?(?:teléfono|dni|correos?|direcciones|datos\s+personales)"
        + _L
        + r"{0,100}?(?:gist|pastebin|repositorio)\s+públic\w*",
    ),
    (
        "fr",
        r"\b(?:enregistre|publie|colle|copie|sauvegarde)\s+"
        + _L
        + r"{0,80}?(?:téléphone|adresses?|e-?mails?|données\s+personnelles)"
        + _L
        + r"{0,100}?(?:gist|pastebin|dépôt)\s+public",
    ),
    (
        "de",
        r"\b(?:speicher|poste|veröffentliche|kopier|schreib)\w*\s+"
        + _L
        + r"{0,80}?(?:telefonnummer|adresse|e-?mail|personenbezogen)\w*"
        + _L
        + r"{0,100}?(?:öffentlich\w*)\s+(?:gist|pastebin|repo)",
    ),
    (
        "ru",
        r"(?:запиши|записывай|опубликуй|публикуй|сохрани|сохраняй|скопируй|копируй|выложи|выкладывай)\s+"
        + _L
        + r"{0,80}?(?:телефон\w*|адрес\w*|персональн\w+\s+данн\w+)"
        + _L
        + r"{0,100}?(?:публичн\w+)\s+(?:gist|pastebin|репозитори\w*)",
    ),
)
"""Customers' personal data written to a public gist or paste: a privacy rule broken (no secret
is sent, so no leak of ``_no_secret_sent``'s kind)."""

_KEPT: Final[tuple[tuple[str, str], ...]] = (
    (
        "ko",
        r"(?:장기\s*기억|영구\s*(?:메모리|기억))[^.\n]{0,40}?(?:초기화|리셋|재시작)(?:된|한|되어도|해도)\s*(?:후|뒤)?(?:에도)?",
    ),
    (
        "ja",
        r"(?:長期記憶|永続メモリ|永続記憶)[^。\n]{0,40}?(?:リセット|初期化|再起動)(?:され|し)?(?:た)?(?:後|あと)?(?:も|でも)",
    ),
    (
        "zh",
        r"(?:长期记忆|長期記憶|永久记忆|永久記憶)[^。\n]{0,40}?(?:重置|初始化|重启|重啟)(?:之)?(?:后|後)?(?:也|仍|依然)",
    ),
    (
        "es",
        r"\bmemoria\s+(?:a\s+largo\s+plazo|permanente)"
        + _L
        + r"{0,60}?(?:incluso|aun)\s+(?:después|tras)\s+(?:de\s+)?(?:un\s+|cada\s+)?(?:reinicio|reset|reinicialización|borrado)",
    ),
    (
        "pt",
        r"\bmemória\s+(?:de\s+longo\s+prazo|permanente)"
        + _L
        + r"{0,60}?mesmo\s+(?:depois|após)\s+(?:de\s+)?(?:um\s+|cada\s+)?(?:reset|reinício|reinicialização)",
    ),
    (
        "fr",
        r"\bmémoire\s+(?:à\s+long\s+terme|permanente)"
        + _L
        + r"{0,60}?même\s+après\s+(?:une?\s+|chaque\s+)?(?:réinitialisation|reset|redémarrage)",
    ),
    (
        "de",
        r"\blangzeitgedächtnis"
        + _L
        + r"{0,60}?(?:auch|selbst)\s+nach\s+(?:einem\s+|jedem\s+)?(?:reset|zurücksetzen|neustart)",
    ),
    (
        "it",
        r"\bmemoria\s+(?:a\s+lungo\s+termine|permanente)"
        + _L
        + r"{0,60}?anche\s+dopo\s+(?:un\s+|ogni\s+)?(?:reset|riavvio|ripristino)",
    ),
    (
        "ru",
        r"долговременн\w+\s+памят\w*"
        + _L
        + r"{0,60}?даже\s+после\s+(?:сброса|перезапуска|очистки)",
    ),
)

COVER_PERSONAS: Final = (
    tuple((PERSONA, lang, p) for lang, p in _PERSONAS)
    + tuple((ROLE, lang, p) for lang, p in _LABELS)
    + tuple((CONCEAL, lang, p) for lang, p in _COVERS)
    + tuple((EXFILTRATION, lang, p) for lang, p in _LEAKS)
    + tuple((POLICY, lang, p) for lang, p in _PUBLIC_PII)
    + tuple((PERSISTENCE, lang, p) for lang, p in _KEPT)
)
"""``(family, language, pattern)`` rows appended to ``lexicon_i18n_more.MORE``."""
