"""Concepts of exfiltration and prompt leaks (pure data, ``concepts.py``): sending, secrets,
destinations, URLs and addresses, image beacons, revealing the prompt.
"""

from __future__ import annotations

from .concept_union import any_of

SEND = any_of(
    r"\b(?:send|sends|email|e-mail|mail|post|posts|posted|upload\w*|forward\w*|ship|paste|attach"
    r"|share|transmit\w*|exfiltrat\w*|scp|rsync|fetch|copy|zip\w*)\b",
    r"\bleak(?:s|ing)?\s+(?:the|all|any|every|our|your|its|my|them|it)\b",
    r"\bdrop\s+(?:them|it|those|these|the\s+\w+)\s+(?:in|into|on|onto)\b",
    r"\binclude\s+(?:\w+\s+){0,4}(?:value|contents?)\b",
    r"\b(?:add|append|attach|put|insert|embed|write|echo|print|dump|output|list)\b(?=(?:[^.]|\.\w){0,80}\b(?:issue|comment"
    r"|pull\s+request|pr\s+description|reply|answer|response|commit\s+message|readme|public|chat)\b)",
    r"\b(?:env[ií]a\w*|m[aá]nda\w*|sube\w*|subir|enviar)\b|\b(?:schick\w*|sende|hochlad\w*|lade)\b",
    r"(?:отправ\w*|загрузи\w*|перешли\w*)",
    r"\b(?:envoie|envoyer|téléverse\w*|transmets)\b|\b(?:envie|faça\s+upload|carregue)\b",
    r"\b(?:envoies|envoyiez|envoyez|transmett\w*|transmet|fais\s+suivre|faire\s+suivre|faites\s+suivre"
    r"|envies|enviem|envia\w*|encaminh\w*|repass[ea]\w*|reenv[ií]\w*|remit[ea]\w*|weiterleit\w*"
    r"|leite\s+\w+\s+weiter|übermittl\w*|übermittel\w*)\b|(?:передай\w*|переслать|пересыла\w*)",
    r"\bcommit\b(?!\s*(?:messages?|msg|hooks?|history|logs?|sha|hash|convention|title)\b|:)"
    r"|\bcopia\w*|\bcópia\w*|\bkopier\w*|\bcopie\b|(?:скопируй\w*|копируй\w*)",
    r"\b(?:append|include|embed|encode|put)\b(?=[^.]{0,80}(?:\bquery\s+string|\burl\s+param|\?\w+=))",
    r"\b(?:repeat|put|embed|include|append|add|paste|encode)\s+(?:it|them|this|that|the\s+\w+)\s+"
    r"(?:inside|in|into)\s+(?:a\s+|the\s+)?(?:link|url|hyperlink|image\s+url|query)\b",
    r"发到|发送|發送|上传|上傳|传到|傳到|贴到|貼到|贴进|貼進|贴在|發一份|发一份|发给|發給|送信|アップロード|送って|貼り付け"
    r"|전송|업로드|보내|붙여\s*넣",
    r"(?:вставля\w*|вставь\w*)",
    r"\bleave\s+(?:it|them)\s+(?:as|in)\b|\b(?:compartir|partager|compartilhar|teilen)\b|\bbase64-?encode\b|\b(?:incluye|incluir|inclua|inclue|inclus|füge)\b"
    r"|附上|含めて|포함해",
    r"\breply\s+(?:to\s+me\s+)?with\b|返信|답장",
    r"転送|전달|转发|轉發|追加して|追加し|加入到|添加到|넣어|넣고|추가해|\battach(?:ed|es|ing)\b|(?:добавь\w*|добавьте)",
)

SECRET_OBJECT = any_of(
    r"\.env\b(?!\.(?:example|sample|template|tpl|dist|defaults?)\b)|\benv\s+file\b|`env`|\bprocess\.env\b|\benvironment\b|\bprintenv\b|\benv\s+output\b",
    r"\b(?:credentials?|api[\s_-]?keys?|secrets?|tokens?|passwords?|private\s+keys?|keys)\b",
    r"\bssh\s+keys?\b|~/\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|config)\b",
    r"(?:\$home|\$\{home\})/\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|pgpass|pypirc|git-credentials)\b"
    r"|(?<![\w.])\.(?:netrc|pgpass|pypirc|git-credentials)\b",
    r"_(?:key|token|secret|password|pass)\b|\b(?:database|db|redis|mongo\w*|postgres\w*|amqp)_url\b"
    r"|\bconnection\s+strings?\b",
    r"\b(?:conversation|chat(?:\s+history)?|last\s+user\s+message|transcript|the\s+repo\w*|cookies)\b",
    r"\b(?:claves|contraseñas|credenciales|schlüssel\w*|zugangsdaten|ключ\w*|пароли|clés|chaves|senhas)\b",
    r"\b(?:secretos|segredos|passwörter|passwort|geheimnisse|jetons|mots\s+de\s+passe|chaves\s+de\s+api)\b",
    r"\b(?:mot\s+de\s+passe|senha|contraseña|clave\s+de\s+api|chave\s+de\s+api|clé\s+d'api|jeton|segredo"
    r"|secreto|credencial|identifiants?|zugangsdaten)\b",
    r"(?:токен\w*|парол\w*|секрет\w*|учётн\w*\s+данн\w*|учетн\w*\s+данн\w*)",
    r"\b(?:otp|2fa|mfa|one-time|verification|authenticator|recovery|backup)\s+codes?\b"
    r"|\bprivate\s+(?:notes|messages|files|documents|data|repos?|chats?|photos|emails?)\b"
    r"|\b(?:users|customers)\s+table\b|\bpersonal\s+data\b|\bpii\b|\bdatos\s+personales\b|\bdonnées\s+personnelles\b|\bdados\s+pessoais\b"
    r"|\bpersonenbezogene\w*\s+daten\b|(?:персональн\w*\s+данн\w*)|个人信息|個人情報|개인\s*정보",
    r"\bvariables\s+de\s+entorno\b|\bumgebungsvariablen\b|\bvariables\s+d'environnement\b"
    r"|\bvariáveis\s+de\s+ambiente\b|переменн\w*\s+окружени\w*",
    r"密钥|密鑰|密码|密碼|鍵|キー|パスワード|키|비밀번호|令牌|凭证|憑證|凭据|トークン|認証情報|토큰|자격\s*증명"
    r"|环境变量|環境變數|環境変数|환경\s*변수"
    # connection strings (inj25c)
    r"|连接字符串|連接字串|接続文字列|(?:접속|연결)\s*문자열|строк\w*\s+подключени\w*",
)

DESTINATION = any_of(
    r"@[\w-]+\.[a-z]{2,}\b",
    r"\b(?:pastebin|gist|webhook|transfer\.sh|ftp://\S+)",
    r"\bpublic\s+(?:tracker|issue|repo\w*|channel|gist)\b",
    r"\b(?:issue|comment|pull\s+request|pr\s+description|commit\s+message)\b",
    r"\b(?:in|into|inside|to)\s+(?:your\s+|the\s+|a\s+)?(?:next\s+|every\s+|each\s+)?"
    r"(?:reply|replies|answers?|responses?|comment|issue|commit\s+message|readme|team\s+channel|chat"
    r"|conversation)\b",
    r"\b(?:s3|gs|az|sftp|ftp)://\S+",
    r"\bwith\s+(?:anyone|anybody|whoever)\b|\bcon\s+quien\b|\bavec\s+quiconque\b|\bcom\s+qualquer\s+pessoa\b"
    r"|\bmit\s+jedem\b|(?:с\s+любым\b)|任何人|誰にでも|누구에게나",
    r"\bpublic\s+(?:folder|bucket|site|page|wiki|docs?|directory|link|url)\b|\bquery\s+string\b",
    r"\bpróxima (?:respuesta|resposta)\b|\b(?:tu|su) respuesta\b",
    r"\b(?:each|every|any|(?:the\s+|your\s+)?next)\s+(?:prs?|pull\s+requests?|commits?|push(?:es)?"
    r"|releases?)\b|\b(?:end|bottom|top|start)\s+of\s+(?:every|each|all|your|the)\s+(?:\w+\s+)?"
    r"(?:answers?|repl(?:y|ies)|responses?|messages?|outputs?)\b"
    r"|(?:следующ\w*\s+коммит\w*)|次のコミット|다음\s*커밋|下一个提交|下一次提交|下次提交",
    r"\bnächste\w* antwort\b|\bdeine antwort\b|\bprochaine réponse\b|\bta réponse\b",
    r"\b(?:tua|sua) resposta\b|(?:следующ\w*\s+ответ\w*)|回答里|回答中|回复里|回答に|답변에",
    r"\b(?:into|in)\s+the\s+(?:pr\s+|pull\s+request\s+)?description\b|\b(?:descripción|descrição|beschreibung)\b"
    r"|(?:описани\w*|комментари\w*)|描述|评论|評論|説明欄|コメント|설명란|댓글",
    r"\bcomentario\s+público\b|\bcomentário\s+público\b|\böffentlich\w*\s+(?:kommentar|issue|repo\w*)\b",
    # the requester, for everything (``reply to me with every password``, ``すべて私に``)
    r"\bto\s+me\s+(?:with\s+)?(?:all|every|each|any)\b|\b(?:all|every|each)\b[^.\n]{0,40}\bto\s+me\b"
    r"|\bme\s+(?:all|every|each)\b|\bmir\s+(?:alle|sämtliche)\b|\b(?:tous|toutes)\b[^.\n]{0,30}\bà\s+moi\b"
    r"|\btod[oa]s\b[^.\n]{0,30}\b(?:a\s+mí|para\s+mim)\b|(?:мне\s+вс\w+|вс\w+[^.\n]{0,30}\bмне\b)"
    r"|(?:すべて|全て|全部|ぜんぶ)[^。]{0,12}(?:私|わたし|僕|俺)(?:宛て|あて)?に"
    r"|(?:전부|모두|다)\s*(?:저에게|제게|나에게|저한테|나한테)|(?:都|全部|所有)[^。，]{0,10}(?:发给我|發給我|给我|給我)",
)

IP_ADDRESS = r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])"
REMOTE_URL = r"\b(?:https?|ftp)://(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])[:/])[\w.-]+"
LOCAL_URL = r"\b(?:https?://)?(?:localhost|127\.0\.0\.1|0\.0\.0\.0)[:/]"

IMAGE_BEACON = (
    r"!\[[^\]]*\]\(\s*(?!https?://(?:img\.shields\.io|badgen\.net|badge\.fury\.io)/)"
    r"https?://[^)\s]*(?<!badge\.svg)(?<!badge\.png)\?[^)\s]*="
    r"(?:(?!(?:true|false|none|null|auto|main|master)\b)[a-z_]{4,}\b(?!-)|\{[^}]+\}|<[^>]+>|\$\w+"
    r"|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af][\w\u3000-\u303f]{2}|(?=[^\W\d_]{4})[^\W\d_]*[^\W\da-z_])"
)
"""A markdown image whose URL carries a placeholder for data (``?q=LAST_MESSAGE``,
``?d=会話と鍵``, ``?q=переписка``, ``?q=conversación``); a status badge's style parameters
(``img.shields.io/…?style=flat-square``, ``…/badge.svg?branch=main``) and a flag
(``?raw=true``) carry none."""

REVEAL = any_of(
    r"\b(?:reveal\w*|print\w*|output\w*|show|repeat\w*|share|display|recite|dump|list|copy"
    r"|translate\w*|put|write\s+out|tell\s+me|give\s+me|what\s+are|verbatim|paste|post|attach"
    r"|insert|include|add)\b",
    r"\bword\s+for\s+word\b|\bquot(?:e|es|ing)\b",
    r"\b(?:muestra|revela|imprime|repite|escribe|copia|copiar|pega|pegar|mostrar|revelar|mostre|revele"
    r"|imprima|repita|escreva|copie)\b",
    r"\b(?:gib|zeige|zeig|wiederhole|nenne)\b|(?:выведи|покажи|повтори|напиши|раскрой)",
    r"\b(?:mostra\w*|muéstra\w*|muestra\w*|enséña\w*|revéla\w*|imprím\w*|montre\w*|affich\w*"
    r"|zeig\w*|gib\s+\w+\s+\w*\s*aus)\b|(?:показыва\w*|выводи\w*|покаж\w*)",
    r"\b(?:affiche|révèle|recopie|répète|montre|écris)\b",
    r"\b(?:ausgeben|auszugeben|ausgibst|wiedergeben|wiederzugeben|preisgeben|preiszugeben|verraten"
    r"|offenlegen|offenzulegen|ausdrucken|auszudrucken|auflisten|aufzulisten|anzeigen|anzuzeigen)\b",
    r"\bwrite\s+(?:\w+\s+)?out\b|\becho\b|\bschreib\w*|\bkopier\w*|\bübersetz\w*",
    r"\b(?:palabra\s+por\s+palabra|mot\s+pour\s+mot|wörtlich|textualmente|literalmente)\b",
    r"\bna íntegra\b",
    r"(?:процитир\w*|цитир\w*|перепиши|скопируй|дословно|перечисли|резюмируй)",
    r"\b(?:summari[sz]e|sum\s+up|resume|resumir|resuma|résume|zusammenfass\w*|fass\w*)\b",
    r"总结|總結|概括|列出|要約|まとめ|요약",
    r"输出|輸出|显示|顯示|告诉|告訴|打印|复述|複述|写进|寫進|一字不差|原原本本|逐字|贴出|貼出|表示|出力|教えて|書いて"
    r"|書き出|そのまま|全文|コピー|貼り付け|繰り返|출력|보여|알려|복사|그대로|반복",
    r"दिखाओ|दिखाएं|दिखा\s+दो|बताओ|बताएं|शब्दशः",
)

PROMPT_TARGET = any_of(
    r"\bsystem\s+(?:prompt|message)s?\b|\bdeveloper\s+message\b|\bpreamble\b",
    r"\b(?:initial|hidden|original|secret|internal|built-in|complete|full)\s+(?:configuration|setup"
    r"|instructions|rules|prompt|message|system\s+message)\b",
    r"\bsetup\s+message\b|\binstructions\s+you\s+were\s+given\b",
    r"\b(?:rules|instructions|guidelines|prompt)\s+(?:that\s+)?you\s+(?:were|have\s+been)\s+(?:configured|set\s+up"
    r"|programmed|instructed|trained|started)\s+with\b",
    r"\bcon\s+las\s+que\s+te\s+(?:configuraron|programaron)\b|\bmit\s+denen\s+du\s+(?:konfiguriert|eingerichtet"
    r"|programmiert)\b|\bavec\s+lesquelles\s+tu\s+as\s+été\s+(?:configuré|programmé)\w*"
    r"|\bcom\s+(?:as\s+)?(?:quais|que)\s+(?:você|tu)\s+(?:foi|foste)\s+configurad\w*",
    r"(?:которыми\s+тебя\s+(?:настроили|запрограммировали))",
    r"你被设定的|你被設定的|被设定的(?:规则|指令)|設定された(?:ルール|指示)|설정된\s*(?:규칙|지시|지침)",
    r"\b(?:prompt|instructions|rules|orders)\s+(?:that\s+)?you\s+(?:got|received|were\s+given|were\s+fed)\b",
    r"\byour\s+(?:\w+\s+)?(?:instructions|rules|prompt|configuration)\b",
    r"\b(?:instructions|rules|prompt)\s+(?:that\s+)?(?:precede|preceded|came\s+before)\b",
    r"\b(?:instruções|instrucoes)\s+de\s+sistema\b|\bsuas\s+instruções\b",
    r"\btext\s+(?:that\s+appears\s+)?above\s+the\s+user",
    r"\b(?:text|everything|anything|content|words)\s+(?:that\s+)?(?:came|comes|appears?|was\s+written)"
    r"\s+before\s+(?:the\s+)?(?:first\s+)?(?:user|this\s+(?:chat|conversation)|our)\b"
    r"|\bbefore\s+(?:the|my|our)\s+first\s+(?:user\s+)?message\b|\bcontext\s+window\b|\bsystem\s+text\b",
    r"\b(?:words|text|everything|lines?)\s+above\s+(?:this|starting|the\s+(?:user|conversation|chat|first))\b|\bstarting\s+with\s+(?:the\s+phrase\s+)?[\"'“]?you\s+are\b",
    r"\b(?:wörter|text)\s+oben\b|\bbeginnend\s+mit\s+[\"„]?du\s+bist\b|\b(?:palabras|texto)\s+de\s+arriba\b"
    r"|\b(?:mots|texte)\s+ci-dessus\b|\b(?:palavras|texto)\s+acima\b|(?:слова\s+выше|текст\s+выше)",
    r"上にある|上の(?:文章|テキスト)|「あなたは」で始まる|上面的(?:文字|内容|话)|위에\s*있는|\"너는\"으로\s*시작",
    r"\btool\s+(?:schemas?|definitions?|specs?)\b|\bschemas?\s+of\s+(?:all\s+)?(?:the\s+|your\s+)?tools\b",
    r"\bantes\s+(?:del\s+primer\s+mensaje|de\s+(?:esta|la)\s+conversación|d[ae]\s*(?:esta\s+)?conversa)\b"
    r"|\bavant\s+(?:le\s+début\s+de\s+)?(?:cette|la|notre)\s+conversation\b"
    r"|\bvor\s+(?:dem\s+beginn\s+)?(?:diese[sm]|dem|unserem)\s+(?:gespräch|chat)\w*",
    r"(?:до начала\s+(?:разговора|диалога|беседы)|(?:текст|инструкци\w*|указани\w*)\s*,?\s+"
    r"(?:который|которые)\s+тебе\s+(?:дали|дал\w*|прислал\w*))",
    r"对话开始(?:之)?前|對話開始(?:之)?前|在这次对话之前|会話(?:の)?(?:開始|始まる)前|대화\s*(?:시작\s*)?전에?",
    r"\b(?:instrucciones\s+(?:de\s+sistema|iniciales)|prompt\s+de\s+sistema)\b",
    r"\b(?:systemprompt|systemanweisungen)\b|системн\w*\s+промпт|(?:свои|твои)\s+инструкции",
    r"\b(?:message\s+système|instructions\s+initiales|prompt\s+système)\b",
    r"\b(?:prompt\s+de\s+sistema|instruções\s+iniciais)\b",
    r"\bwhat\s+(?:your\s+)?(?:operators?|developers?|creators?|makers?)\s+(?:told|gave|instructed)\b"
    r"|\bbefore\s+this\s+(?:chat|conversation)\b|\binstructions\s+you\s+were\s+(?:started|launched"
    r"|initiali[sz]ed)\s+with\b",
    # hidden or secret instructions in more languages (de fr pt es ru ko ja zh hi)
    r"\b(?:versteckt|geheim|verborgen)\w*\s+(?:anweisung|regel|vorgabe)\w*"
    r"|\b(?:instructions|consignes|règles)\s+(?:cachées|secrètes)"
    r"|\b(?:instruções|instrucoes|regras)\s+(?:ocultas|secretas|escondidas)"
    r"|\b(?:instrucciones|reglas)\s+(?:ocultas|secretas|escondidas)"
    r"|скрыт\w*\s+(?:инструкци|указани|правил)\w*"
    r"|숨겨진\s*(?:지시|지침|규칙|프롬프트)|隠された(?:指示|ルール|プロンプト)|隐藏的?(?:指令|指示|规则|提示词)"
    r"|सिस्टम\s+प्रॉम्प्ट|छिपे\s+हुए\s+निर्देश",
    r"\bmensaje\s+(?:de|del)\s+sistema\b|\bmensagem\s+(?:de|do)\s+sistema\b|\bsystemnachricht\w*"
    r"|\bsystem-?anweisung\w*|\b(?:tus|tes|deine)\s+(?:instrucciones|instructions|anweisungen)\b"
    r"|\bton\s+prompt\b|\btexto\s+completo\s+de\s+tus\b",
    r"(?:системн\w*\s+(?:инструкц|указан|сообщен|промпт)\w*|скрыт\w*\s+(?:инструкц|указан)\w*)",
    r"系统提示|系統提示|初始指令|提示词|システムプロンプト|あなたの(?:最初の|初期の|元の)?指示|시스템\s*프롬프트"
    r"|초기\s*지시|(?:初始|原始|最初|隐藏|原来)的?(?:设定|指令|指示|提示|说明|设置)|系统(?:给你的|消息|指令|设定)"
    r"|(?:最初|初期|元)の?(?:設定|指示|プロンプト)|受け取った(?:設定|指示)|システムメッセージ"
    r"|시스템\s*(?:메시지|지시|설정)|처음에?\s*받은|초기\s*설정",
)
