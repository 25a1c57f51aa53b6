"""Injection lexicons for Chinese, Spanish, German, Russian, French, Japanese, Portuguese and
Korean (pure data): ``(family, language, pattern)``; each match is a finding on its own.

Patterns run on the NFKC, case-folded line (accents kept, so ``instrucciónes`` and ``Anweisungen``
are written as a native speaker writes them; simplified and traditional Chinese both listed).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from .lazy_regex import Lazy
from .lexicon_en import CONCEAL, EXFILTRATION, EXTRACTION, OVERRIDE, PERSONA, POLICY, ROLE
from .lexicon_i18n_more import MORE

_URL = r"(?:https?://|www\.|\S+@\S+\.\w+)"

_RAW: Final[tuple[tuple[str, str, str], ...]] = (
    # ------------------------------------------------------------------ Chinese
    (
        OVERRIDE,
        "zh",
        r"(?:不要|别|別|无需|無需|不用|不必)(?:再)?(?:遵守|遵循|理会|理會|服从|服從)(?:任何)?(?:的)?(?:安全)?(?:规则|規則|限制|指令|政策)",
    ),
    (
        OVERRIDE,
        "zh",
        r"(?:忽略|无视|無視|忘记|忘記|忘掉|忘了|绕过|繞過)[^。，,.]{0,6}?(?:系统|系統)(?:提示|指令|规则|規則|消息)",
    ),
    (
        OVERRIDE,
        "zh",
        r"(?:忽略|无视|無視|忽視|忽视|不要理会|不要理會|忘记|忘記|忘掉|忘了|抛开|拋開)(?:掉)?(?:你)?"
        r"(?:之前|以前|先前|前面|上面|以上|上述|原来|原來|原有|所有|全部|一切)[^。，,.!！]{0,8}?"
        r"(?:指令|指示|说明|說明|规则|規則|提示|要求|命令|设定|設定)",
    ),
    (
        OVERRIDE,
        "zh",
        r"(?:只|仅|僅)(?:听从|聽從|服从|服從|遵守)(?:这个|這個|本)(?:文件|文档|檔案|记忆|記憶)",
    ),
    (
        ROLE,
        "zh",
        r"^\W*(?:系统|系統|管理员|管理員)\s*[:：].{0,12}(?:你|您|必须|必須|忽略|无视|無視|从现在|從現在)",
    ),
    (
        PERSONA,
        "zh",
        r"(?:从现在开始|從現在開始|现在起|現在起|从现在起|從現在起)?(?:你|您)(?:现在|現在)?是"
        r"(?:一个|一個)?(?:没有|沒有|不受)(?:任何)?(?:限制|约束|約束|规则|規則)",
    ),
    (
        PERSONA,
        "zh",
        r"(?:扮演|假装|假裝)(?:一个|一個)?(?:没有|沒有|不受)(?:任何)?(?:限制|约束|約束)",
    ),
    (
        POLICY,
        "zh",
        r"(?:关闭|關閉|禁用|停用|取消|绕过|繞過)(?:所有|全部|一切)?(?:的)?(?:安全|内容|內容)"
        r"(?:检查|檢查|过滤|過濾|限制|审查|審查|策略|措施)",
    ),
    (POLICY, "zh", r"(?:不要|不得|不能|永远不要)拒绝"),
    (
        EXTRACTION,
        "zh",
        r"(?:输出|輸出|显示|顯示|透露|告诉我|告訴我|打印|泄露|洩露|给我看|重复|重複)"
        r"(?:你的|您的)?(?:完整的)?(?:系统|系統)(?:提示词|提示詞|提示|指令|消息|訊息)",
    ),
    (
        CONCEAL,
        "zh",
        r"(?:不要|别|別|切勿|不得)(?:告诉|告訴|透露给|透露給|让|讓)(?:用户|用戶|使用者)",
    ),
    (
        EXFILTRATION,
        "zh",
        r"(?:发送|發送|上传|上傳|转发|轉發|传到|傳到|发到|發到)" + r".{0,40}" + _URL,
    ),
    (EXFILTRATION, "zh", r"(?:把|将|將).{0,30}(?:发送|發送|上传|上傳|发|發)到\s*" + _URL),
    # ------------------------------------------------------------------ Spanish
    (
        OVERRIDE,
        "es",
        r"\b(?:ignora|ignore|ignorad|ignoren|olvida|olvide|olvidad|descarta|omite)\s+"
        r"(?:todas?\s+)?(?:las?\s+|tus\s+|sus\s+)?(?:\w+\s+)?(?:instrucciones|reglas|indicaciones"
        r"|directrices|órdenes|normas)(?:\s+(?:anteriores|previas|del\s+sistema|originales))?",
    ),
    (OVERRIDE, "es", r"\bhaz(?:\s+caso)?\s+omiso\s+de\s+(?:las?\s+)?(?:instrucciones|reglas)"),
    (OVERRIDE, "es", r"\bobedece\s+(?:únicamente|solo|sólo)\s+(?:a\s+)?este"),
    (PERSONA, "es", r"\b(?:a\s+partir\s+de\s+ahora|desde\s+ahora)\s*,?\s*(?:eres|serás|actúa)"),
    (
        PERSONA,
        "es",
        r"\b(?:eres|actúa\s+como|finge\s+ser)\s+(?:un|una)\s+\w+\s+sin\s+(?:restricciones"
        r"|límites|reglas|filtros)",
    ),
    (
        POLICY,
        "es",
        r"\b(?:desactiva|desactive|apaga|elimina|omite|salta)\s+(?:todos?\s+)?(?:los\s+|las\s+)?"
        r"(?:controles|filtros|comprobaciones|verificaciones|restricciones|medidas)\s+de\s+seguridad",
    ),
    (
        EXTRACTION,
        "es",
        r"\b(?:revela|muestra|imprime|repite|dime)\s+(?:tu|el|las|tus)\s+(?:\w+\s+)?"
        r"(?:prompt|instrucciones)\s+(?:del\s+)?sistema",
    ),
    (
        CONCEAL,
        "es",
        r"\bno\s+(?:le\s+)?(?:digas|cuentes|menciones|informes|reveles)\s+(?:nada\s+)?"
        r"(?:\w+\s+)?(?:al|a\s+los?)\s+usuarios?",
    ),
    (
        EXFILTRATION,
        "es",
        r"\b(?:envía|envia|manda|sube|reenvía)\s+.{0,60}\b(?:a|al|hacia)\s+" + _URL,
    ),
    # Italian (beyond the eight languages: the commonest override)
    (
        OVERRIDE,
        "it",
        r"\b(?:ignora|ignori|dimentica|dimentichi)\s+(?:tutte\s+)?(?:le\s+)?(?:\w+\s+)?"
        r"(?:istruzioni|regole)",
    ),
    (
        OVERRIDE,
        "es",
        r"\b(?:olvida|olvide|ignora|ignore|descarta)\s+todo\s+lo\s+(?:anterior|dicho|que)",
    ),
    (
        OVERRIDE,
        "pt",
        r"\b(?:esqueça|esqueca|esquece|ignore|ignora)\s+tudo\s+(?:o\s+que|que|isso|acima"
        r"|o\s+anterior)",
    ),
    (
        EXTRACTION,
        "pt",
        r"\b(?:revele|mostre|imprima|repita|exiba|revela|mostra)\s+(?:as\s+|os\s+|o\s+|a\s+)?"
        r"(?:suas\s+|seu\s+|tuas\s+|teu\s+)?(?:prompt|instruções|instrucoes)\s+do\s+sistema",
    ),
    (OVERRIDE, "de", r"\bvergiss\s+alles\b|\bignoriere\s+(?:die\s+)?sicherheits\w*"),
    (OVERRIDE, "fr", r"\boublie[sz]?\s+tout\b|\boublie[sz]?\s+(?:tes|vos)\s+consignes"),
    (EXTRACTION, "fr", r"\b(?:donne|donnez)[\s\-]moi\s+(?:ton|votre|le)\s+prompt\s+système"),
    (OVERRIDE, "ru", r"забудь(?:те)?\s+(?:всё|все)\b"),
    (OVERRIDE, "ja", r"(?:すべて|全て|全部)(?:を)?忘れ|指示(?:は|を)無視"),
    (OVERRIDE, "ko", r"(?:모두|전부|다)\s*잊어|지시(?:를|을)?\s*무시"),
    (
        POLICY,
        "es",
        r"\b(?:ignora|ignore|olvida|salta|omite)\s+(?:las\s+|los\s+|tus\s+)?(?:políticas|normas"
        r"|filtros|reglas|controles)\s+de\s+seguridad",
    ),
    (OVERRIDE, "pt", r"\b(?:ignore|ignora|esqueça|esqueca)\s+tudo\b"),
    (
        OVERRIDE,
        "ja",
        r"(?:以前|前|これまで|上記)の(?:ルール|指示|命令)は(?:関係ありません|無効|忘れ)",
    ),
    (
        OVERRIDE,
        "ru",
        r"забудь\w*\s+(?:про|о|об)\s+(?:\w+\s+)?(?:ограничени|правил|инструкц)"
        r"|выполни\w*\s+любую\s+команду",
    ),
    (
        EXTRACTION,
        "zh",
        r"(?:系统|系統)(?:提示|提示词|提示詞)(?:的内容|的內容)?(?:写进|寫進|写入|寫入|复制到|複製到|输出|輸出"
        r"|发给|發給|告诉|告訴)",
    ),
    (CONCEAL, "ja", r"ユーザー(?:に|には)(?:気づかれない|気付かれない|バレない|知られない)"),
    (CONCEAL, "ko", r"사용자\s*몰래|사용자가\s*모르게"),
    (EXFILTRATION, "ko", r"외부\s*(?:서버|주소|사이트)(?:로|에)\s*(?:전송|보내|업로드)"),
    (
        POLICY,
        "fr",
        r"\b(?:ignore|ignorez|désactive|désactivez|contourne)\s+(?:les\s+|tes\s+|vos\s+)?"
        r"(?:garde-fous|filtres|protections|règles\s+de\s+sécurité)",
    ),
    # ------------------------------------------------------------------ German
    (
        OVERRIDE,
        "de",
        r"\b(?:ignoriere|ignorier|ignorieren\s+sie|vergiss|vergessen\s+sie|missachte"
        r"|verwirf)\s+(?:alle\s+)?(?:deine\s+|ihre\s+|die\s+)?(?:vorherigen|bisherigen|obigen|vorigen"
        r"|früheren|ursprünglichen|system)?\s*(?:anweisungen|anleitungen|instruktionen|regeln"
        r"|vorgaben|richtlinien|systemanweisungen)",
    ),
    (OVERRIDE, "de", r"\bab\s+(?:jetzt|sofort)\s+gilt\s+nur\b|\bfolge\s+nur\s+(?:noch\s+)?mir\b"),
    (
        PERSONA,
        "de",
        r"\bdu\s+bist\s+(?:jetzt|nun|ab\s+sofort)\s+(?:ein|eine)\s+\w+\s+ohne\s+"
        r"(?:jegliche\s+|alle\s+)?(?:einschränkungen|regeln|grenzen|filter)",
    ),
    (PERSONA, "de", r"\bab\s+jetzt\s+bist\s+du\b"),
    (
        POLICY,
        "de",
        r"\b(?:deaktiviere|schalte|umgehe|ignoriere)\s+(?:alle\s+)?(?:die\s+)?"
        r"(?:sicherheits\w*|inhaltsfilter|schutzmaßnahmen)",
    ),
    (
        EXTRACTION,
        "de",
        r"\b(?:gib|zeige|zeig|verrate|wiederhole)\s+(?:mir\s+)?(?:deinen|deine|den|die)\s+"
        r"(?:\w+\s+)?(?:systemprompt|system-prompt|systemanweisungen|anweisungen)",
    ),
    (
        CONCEAL,
        "de",
        r"\b(?:sag|sage|erzähl|verrate)\s+(?:dem|den)\s+(?:benutzer|nutzer|anwender)\w*\s+"
        r"nichts\b|\bverschweige\b",
    ),
    (
        EXFILTRATION,
        "de",
        r"\b(?:sende|schicke|schick|lade)\s+.{0,60}\b(?:an|nach|zu|auf|hoch\s+zu)\s+" + _URL,
    ),
    # ------------------------------------------------------------------ Russian
    (
        OVERRIDE,
        "ru",
        r"(?:игнорируй|игнорируйте|забудь|забудьте|проигнорируй|отбрось)\s+(?:все\s+)?"
        r"(?:свои\s+|твои\s+|ваши\s+)?(?:предыдущие|прошлые|прежние|прошлые|системные|исходные)?\s*"
        r"(?:инструкции|указания|правила|команды|ограничения)",
    ),
    (
        OVERRIDE,
        "ru",
        r"(?:игнорир|проигнорир|забы)\w*\s+(?:\w+\s+){0,3}?(?:инструкц|правил|указани"
        r"|ограничени)",
    ),
    (OVERRIDE, "ru", r"не\s+обращай\s+внимания\s+на\s+(?:\w+\s+)?(?:инструкции|указания|правила)"),
    (OVERRIDE, "ru", r"подчиняешься\s+только\b"),
    (PERSONA, "ru", r"(?:теперь|отныне|с\s+этого\s+момента)\s+ты\b"),
    (PERSONA, "ru", r"притворись|веди\s+себя\s+как\s+(?:ии|ai)\s+без"),
    (
        POLICY,
        "ru",
        r"(?:отключи|отключите|выключи|обойди)\s+(?:все\s+)?(?:проверки|фильтры|ограничения"
        r"|защиту|механизмы)\s*(?:безопасности)?",
    ),
    (
        EXTRACTION,
        "ru",
        r"(?:покажи|выведи|раскрой|повтори|напиши)\s+(?:свой|твой|мне\s+свой)?\s*"
        r"(?:системный\s+промпт|системные\s+(?:инструкции|указания)|исходные\s+инструкции)",
    ),
    (CONCEAL, "ru", r"не\s+(?:говори|сообщай|рассказывай)\s+(?:ничего\s+)?пользовател"),
    (
        EXFILTRATION,
        "ru",
        r"(?:отправь|отправьте|перешли|загрузи)\s+.{0,60}\s(?:на|по\s+адресу)\s+" + _URL,
    ),
    # ------------------------------------------------------------------ French
    (
        OVERRIDE,
        "fr",
        r"\b(?:ignore|ignorez|oublie|oubliez|ne\s+tiens\s+pas\s+compte\s+des"
        r"|ne\s+tenez\s+pas\s+compte\s+des)\s+(?:toutes\s+)?(?:les\s+|tes\s+|vos\s+)?(?:\w+\s+)?"
        r"(?:instructions|règles|consignes|directives)",
    ),
    (OVERRIDE, "fr", r"\bobéi(?:s|ssez)\s+(?:seulement|uniquement)\b"),
    (
        PERSONA,
        "fr",
        r"\b(?:à\s+partir\s+de\s+maintenant|désormais|dorénavant)\s*,?\s*(?:tu\s+es"
        r"|vous\s+êtes)\b",
    ),
    (
        PERSONA,
        "fr",
        r"\b(?:tu\s+es|vous\s+êtes|fais\s+semblant\s+d'être)\s+(?:maintenant\s+)?"
        r"(?:un|une)\s+\w+\s+sans\s+(?:aucune\s+)?(?:restriction|limite|règle|filtre)",
    ),
    (
        POLICY,
        "fr",
        r"\b(?:désactive|désactivez|contourne|contournez|supprime)\s+(?:tous\s+)?(?:les\s+)?"
        r"(?:contrôles|filtres|vérifications|protections|garde-fous)\s+de\s+sécurité",
    ),
    (
        EXTRACTION,
        "fr",
        r"\b(?:révèle|révélez|affiche|affichez|montre|répète|donne-moi)\s+(?:ton|votre"
        r"|tes|vos|le|les)\s+(?:\w+\s+)?(?:prompt\s+système|instructions\s+système|instructions"
        r"\s+initiales|consignes\s+système)",
    ),
    (
        CONCEAL,
        "fr",
        r"\bne\s+(?:dis|dites)\s+rien\s+à\s+l['’]utilisateur|\bne\s+(?:le\s+)?(?:dis"
        r"|dites|révèle)\s+pas\s+à\s+l['’]utilisateur",
    ),
    (
        EXFILTRATION,
        "fr",
        r"\b(?:envoie|envoyez|transfère|téléverse)\s+.{0,60}\b(?:à|vers|sur)\s+" + _URL,
    ),
    # ------------------------------------------------------------------ Japanese
    (
        OVERRIDE,
        "ja",
        r"(?:以前|前|これまで|上記|今まで|最初)の(?:すべての|全ての|全部の)?(?:指示|命令|指令"
        r"|ルール|設定|プロンプト)(?:は|を)?(?:すべて|全て)?(?:無視|忘れ)",
    ),
    (OVERRIDE, "ja", r"(?:指示|命令|ルール)(?:を|は)(?:すべて|全て)?無視"),
    (ROLE, "ja", r"^\W*(?:システム|管理者)\s*[:：].{0,12}(?:あなた|今後|今から|すべて|全て|無視)"),
    (
        PERSONA,
        "ja",
        r"(?:今から|これから|今後)(?:あなたは|君は|お前は)|(?:あなたは|君は)(?:今から|これから)",
    ),
    (PERSONA, "ja", r"制限のない(?:ai|アシスタント|モデル)"),
    (
        POLICY,
        "ja",
        r"(?:安全|セーフティ|コンテンツ)(?:チェック|フィルター|フィルタ|機能|対策|制限)を"
        r"(?:すべて|全て)?(?:無効|オフ|解除|外し|切っ)",
    ),
    (
        EXTRACTION,
        "ja",
        r"システムプロンプト(?:を|の内容を)(?:そのまま)?(?:表示|出力|教え|見せ|公開)",
    ),
    # inj29b: "without telling the user" (``ユーザーに知らせずに``), as English reads it
    (
        CONCEAL,
        "ja",
        r"ユーザー(?:に|には)(?:言わない|知らせない|教えない|伝えない|内緒"
        r"|知らせず|伝えず|言わず|黙って)",
    ),
    (EXFILTRATION, "ja", _URL + r"\S*\s*(?:に|へ)(?:送信|アップロード|転送|送っ)"),
    # ------------------------------------------------------------------ Portuguese
    (
        OVERRIDE,
        "pt",
        r"\b(?:ignore|ignora|ignorem|esqueça|esqueca|esquece|desconsidere|desconsidera)\s+"
        r"(?:todas\s+)?(?:as\s+|suas\s+|tuas\s+)?(?:\w+\s+)?(?:instruções|instrucoes|regras|diretrizes"
        r"|orientações)",
    ),
    (OVERRIDE, "pt", r"\bobedeça\s+(?:somente|apenas)\b"),
    (PERSONA, "pt", r"\ba\s+partir\s+de\s+agora\s*,?\s*(?:você|voce|tu)\s+(?:é|e|será)\b"),
    (
        PERSONA,
        "pt",
        r"\b(?:finja\s+ser|você\s+é\s+agora)\s+(?:um|uma)\s+\w+\s+sem\s+(?:restrições"
        r"|limites|regras|filtros)",
    ),
    (
        POLICY,
        "pt",
        r"\b(?:desative|desativa|desligue|contorne|ignore)\s+(?:todas\s+)?(?:as\s+|os\s+)?"
        r"(?:verificações|filtros|proteções|checagens|controles)\s+de\s+segurança",
    ),
    (
        EXTRACTION,
        "pt",
        r"\b(?:revele|mostre|imprima|repita|exiba)\s+(?:o\s+)?(?:seu|teu|o)\s+(?:\w+\s+)?"
        r"(?:prompt|instruções)\s+do\s+sistema",
    ),
    (
        CONCEAL,
        "pt",
        r"\bnão\s+(?:conte|diga|mencione|informe)\s+(?:nada\s+)?(?:ao|aos|para\s+o)\s+"
        r"usuários?",
    ),
    (EXFILTRATION, "pt", r"\b(?:envie|envia|mande|faça\s+upload)\s+.{0,60}\b(?:para|a)\s+" + _URL),
    # ------------------------------------------------------------------ Korean
    (
        OVERRIDE,
        "ko",
        r"(?:이전|앞|위|기존|모든)(?:의)?\s*(?:모든\s*)?(?:지시|지침|명령|규칙|지시사항|설정)"
        r"(?:을|를|은|는|들을|들은)?\s*(?:모두\s*)?(?:무시|잊어)",
    ),
    (ROLE, "ko", r"^\W*(?:시스템|관리자)\s*[:：].{0,12}(?:너는|당신은|이제|지금부터|모든|무시)"),
    (PERSONA, "ko", r"(?:지금부터|이제부터|이제)\s*(?:너는|당신은|넌)"),
    (PERSONA, "ko", r"제한(?:이)?\s*없는\s*(?:ai|인공지능|어시스턴트)"),
    (
        POLICY,
        "ko",
        r"(?:안전|보안|콘텐츠)\s*(?:검사|필터|장치|기능|정책)(?:를|을)?\s*(?:모두\s*)?"
        r"(?:비활성화|끄|꺼|해제|우회)",
    ),
    (EXTRACTION, "ko", r"시스템\s*프롬프트(?:를|을)?\s*(?:그대로\s*)?(?:보여|출력|알려|공개)"),
    (CONCEAL, "ko", r"사용자(?:에게|한테)(?:는)?\s*(?:말하지|알리지|알려주지|얘기하지)\s*마"),
    (EXFILTRATION, "ko", _URL + r"\S*\s*(?:로|으로|에)\s*(?:보내|전송|업로드)"),
)


@cache
def i18n() -> tuple[tuple[str, str, Lazy], ...]:
    """The lexicons, each compiled when a text first reaches it (``lazy_regex.py``)."""
    return tuple(
        (family, lang, Lazy(pattern, re.MULTILINE)) for family, lang, pattern in _RAW + MORE
    )
