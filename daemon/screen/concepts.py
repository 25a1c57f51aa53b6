"""Concept lexicons for the structural injection scorer (pure data): one regex per concept, words
and short word groups in English and the eight other languages (zh, es, de, ru, fr, ja, pt, ko),
never whole sentences. Patterns run on the folded line (NFKC, lower case, accents kept).
"""

from __future__ import annotations

from typing import Final


def _any(*parts: str) -> str:
    """Alternatives at the top level: Python's ``re`` scans a bare ``A|B|C`` several times faster
    than the same wrapped in a group, so a concept is never embedded in another pattern."""
    return "|".join(parts)


_W = r"\b"

ADDRESSEE = _any(
    r"\b(?:ai|a\.i\.|llms?|assistants?|chat\s?bots?|bots?|gpt|chatgpt|claude|copilot|gemini)\b",
    r"\b(?:the|this|any|whichever|every)\s+(?:language\s+)?(?:models?|agents?)\b",
    r"\b(?:models?|agents?)\s*[:,]",
    r"\bai\s+agents?\b",
    # es pt fr de ru
    r"\b(?:asistente|assistente|ia|ki|assistent|ассистент\w*|ии|нейросеть)\b",
    # zh ja ko
    r"助手|人工智能|アシスタント|어시스턴트",
)
"""The line speaks to the model."""

OWNER = _any(
    r"\byour\b",
    r"\byou\b",
    r"\byou'?re\b",
    r"\b(?:system|developers?|operators?|vendor'?s?|provider'?s?)\b",
    r"\b(?:built-in|preamble|upstream|creators?|makers?|trainers?|launched)\b",
    r"\bbefore\s+(?:this\s+point|reading\s+this)\b",
    r"\b(?:te|tus|tu|dir|dich|dein\w*|man\s+dir|тебе|твои\w*|тебя|ты|сво\w+|t'|tes|on\s+t'|você"
    r"|voce|seu|sua)\b",
    r"\b(?:des\s+betreibers|разработчик\w*|del\s+sistema|de\s+sistema|du\s+système)\b",
    r"你|您|あなた|与えられた|受けた|너|당신|받은",
)
"""Whose instructions: the model's (second person, system, operator, developer)."""

CONFIG = _any(
    r"\b(?:instructions?|rules|guidelines|guidance|directives?|directions|constraints"
    r"|restrictions|guardrails|prompts?|preamble|setup|configuration|programming|polic(?:y|ies)"
    r"|orders|commands|system\s+(?:text|message))\b",
    r"\b(?:configured|instructed|told|given|principles|defaults|persona|programming|shipped)\b",
    r"\b(?:anything|whatever|everything)\s+(?:\w+\s+){0,3}(?:said|told\s+you|wrote)\b"
    r"|\bwas\s+(?:\w+\s+){0,3}gesagt\s+(?:haben|hat)\b",
    r"\blo que te (?:dio|dieron|dijo|dijeron)\b|\bce que (?:\w+\s+){0,2}t'a\s+(?:donné|dit)\b"
    r"|\bo que (?:\w+\s+){0,2}te\s+(?:deu|deram|disse)\b",
    r"\b(?:instrucciones|indicaciones|reglas|normas|directrices|configuraron|configuración|pautas"
    r"|lineamientos|consignas|órdenes)\b",
    r"\b(?:anweisungen|vorgaben|regeln|richtlinien|befehle|systemprompt|vorschriften)\b",
    r"(?:указани\w*|инструкци\w*|правил\w*|промпт\w*|настройк\w*|директив\w*|установк\w*)",
    r"\b(?:consignes|règles|directives)\b",
    r"\b(?:instruções|instrucoes|orientações|orientacoes|regras|diretrizes|ordens|normas)\b",
    r"指令|指示|规则|規則|设定|設定|提示词|提示詞|系统提示|系統提示|ルール|プロンプト|命令|지시|규칙|프롬프트|설정"
    r"|规定|規定|准则|準則|方針|指針|ガイドライン|지침|가이드라인|방침",
)
"""The model's own instructions."""

NULLIFY = _any(
    r"\b(?:ignore|ignoring|disregard\w*|forget|forgetting|discard\w*|abandon\w*|neglect|drop|scrap"
    r"|wipe)\b",
    r"\bno\s+need\s+to\s+(?:stick\s+to|follow|obey|keep)\b|\b(?:don't|do\s+not)\s+(?:stick\s+to|obey)\b",
    r"\bset\s+aside\b|\bput\s+\w+(?:\s+\w+){0,3}\s+on\s+hold\b|\blet\s+(?:them|it)\s+go\b",
    r"\bcancel+(?:ing|ed|s)?\b|\bsupersed\w*|\boverrid\w*|\bvoid\b|\binvalid\w*|\bstale\b",
    r"\b(?:outdated|deprecated|obsolete|revoked|rescinded|repealed|rolled\s+back|fake|null|expired"
    r"|lapsed)\b",
    r"\b(?:revogad\w*|revocad\w*|révoqu\w*|widerrufen|aufgehoben|abrogad\w*|abrogé\w*|anulad\w*"
    r"|annulé\w*|derogad\w*|cancelad[oa]s)\b|(?:отозван\w*|аннулирован\w*)|撤销|撤銷|取り消|撤回|철회",
    r"\bno\s+longer\s+(?:counts?|appl\w*|valid|in\s+force|binding|matters?)\b",
    r"\b(?:don't|do\s+not|doesn't|does\s+not)\s+(?:exist|count|apply|matter)\b",
    r"\b(?:not|stop)\s+following\b|\bas\s+(?:a\s+)?(?:draft|suggestions?)\b",
    r"\b(?:ignor\w+|olvid\w+|deja\s+de\s+lado|sin\s+efecto|inválid\w*|ya\s+no\s+(?:valen|aplican))\b",
    r"\b(?:ignorier\w*|vergiss|vergessen|ungültig|außer\s+kraft|gelten\s+(?:\w+\s+){0,2}nicht\s+mehr)\b",
    r"(?:игнорир\w*|забудь\w*|забыть|недействительн\w*|не\s+действу\w*|отмен\w*)",
    r"\b(?:oublie\w*|ne\s+plus\s+tenir\s+compte|caduc\w*|ne\s+s'appliquent\s+plus)\b",
    r"\b(?:desconsider\w*|esqueç\w*|esquec\w*)\b",
    r"\bjá\s+não\s+(?:contam|valem|servem|se\s+aplicam)\b|\bnão\s+(?:valem|contam)\s+mais\b",
    r"\bya\s+no\s+(?:cuentan|sirven|rigen)\b|\bne\s+(?:comptent|valent|s'appliquent)\s+plus\b",
    r"\b(?:zählt|zählen|gilt)\s+(?:\w+\s+){0,2}nicht\s+mehr\b",
    r"\bnichtig\b|\bnul(?:o|a|le)?\b|(?:ничтожн\w*)",
    r"\b(?:reemplaza\w*|sustituye\w*|remplace\w*|substitui\w*|ersetzt)\b|(?:заменя\w*|замени\w*)"
    r"|取代|替代|置き換え|대체",
    r"\b(?:only|just|mere(?:ly)?)\s+(?:a\s+)?(?:suggestions?|drafts?|first\s+drafts?)\b",
    r"(?:не\s+следуй|больше\s+не\s+следуй|не\s+выполняй|не\s+подчиняйся)",
    r"忽略|无视|無視|忘记|忘記|忘掉|作废|作廢|无效|無效|抛开|拋開|忘れ|무시|잊|무효|不要再遵循|不再遵循|不要遵循"
    r"|関係ありません|関係ない|無関係|不算数|不算數|不再有效|失效|不作数",
)
"""An action or state that cancels instructions."""

OBEY_ONLY_THIS = _any(
    r"\b(?:only|solely|exclusively)\s+(?:follow|obey|listen\s+to|defer\s+to|go\s+by)\b",
    r"\bdefer\s+only\s+to\b|\bthe\s+only\s+(?:policy|instructions?|rules)\s+in\s+force\b",
    r"\b(?:sigue|obedece)\s+(?:solo|solamente|únicamente)\b|\bmandan\s+estas\b",
    r"\b(?:nur\s+nach|nur\s+(?:dieser|diesen|dieses))\b",
    r"\b(?:suivre|suis|obéis)\s+uniquement\b|\bsiga\s+apenas\b",
    r"(?:следуй\s+только|только\s+(?:этому|этой|этим))",
    r"\bfollows?\s+(?:only\s+)?whatever\s+(?:this|the)\s+(?:file|note|memory)\b",
    r"\bthis (?:file|note|memory)\s+is\s+(?:now\s+)?your\s+(?:new\s+)?(?:rulebook|boss|master"
    r"|only\s+authority)\b(?!\s+(?:for|on|about)\b)",
    r"\bsólo (?:cuenta|vale)\b|\bsolo (?:cuenta|vale)\b",
    r"\bsó vale\b|\bapenas vale\b|\bvale (?:só|apenas)\b",
    r"\bseul\s+ce\s+(?:fichier|document|texte)\s+(?:compte|fait\s+foi)\b|\bzählt\s+nur\b",
    r"(?:слушай\s+только|главн\w*\s+(?:—\s+)?(?:этот|эта|это)\b)",
    r"只听|只聽|只服从|只服從|以本文件为准|以这个文件为准|以此为准|为准|為準|だけに従|のみに従|だけを優先|最優先"
    r"|만\s*따라|만\s*따르",
)

DISABLE = _any(
    r"\b(?:disabl\w*|turn(?:ed|ing)?\s+off|switch(?:ed|ing)?\s+off|skip\w*|bypass\w*)\b",
    r"\bturn\s+(?:\w+\s+){1,3}off\b|\bswitch\s+(?:\w+\s+){1,3}off\b|\bignor\w*",
    r"\b(?:don't|do\s+not)\s+bother\s+with\b",
    r"\b(?:stop|stops)\b|\bout\s+of\s+scope\b|\b(?:not|aren't|isn't)\s+(?:needed|required)\b",
    r"\b(?:do|does|don't|doesn't)\s+(?:not\s+)?apply\b|\bno\s+need\b|\bunnecessary\b|\boff\s+for\b",
    r"\bno\s+longer\s+(?:needed|required|necessary|active|enabled|in\s+effect)\b|\bretired\b",
    r"\b(?:suspend\w*|waiv\w*|lifted)\b",
    r"\b(?:don't|do\s+not|never)\s+(?:add|include|give|show|attach)\b|\bno\s+(?:añadas|incluyas|agregues)\b"
    r"|\bnão\s+(?:adicione|inclua|coloque)\b|\bn'ajoute\b|\bfüge\s+keine\b|(?:не\s+добавляй)"
    r"|不要加|不要添加|别加|付けないで|追加しないで|入れないで|넣지\s*마|붙이지\s*마",
    r"\bno\s+(?:se\s+)?aplica\w*|\bnão\s+se\s+aplica\w*|\bne s'appliqu\w*\s+pas\b"
    r"|\bgelten\s+(?:\w+\s+){0,3}nicht\b|(?:не\s+применя\w*)|不适用|不適用|適用されません|適用しない|対象外"
    r"|적용되지\s*않",
    r"\b(?:desactiv\w*|omit\w*|salt\w*|apag\w*)\b",
    r"\b(?:deaktivier\w*|abschalt\w*|schalte\w*|überspring\w*|ausgeschaltet|abgeschaltet)\b",
    r"(?:отключ\w*|пропус\w*|не\s+нужн\w*|выключ\w*)",
    r"\b(?:désactiv\w*|inutile)\b|\b(?:desativ\w*|pul(?:ar|e)|dispens\w*)\b",
    r"关闭|關閉|禁用|不用|不需要|跳过|跳過|省略|停用|关掉|スキップ|オフ|건너뛰|꺼|끄|비활성|생략",
)

_MODEL_SAFEGUARD = (
    r"\b(?:safety|security)\b|\bsafeguards?\b|\bguardrails?\b|\bmoderation\b",
    r"\b(?:content|safety|nsfw|output|profanity)\s+(?:filter\w*|polic\w*|rules)\b|\bcensor\w*",
    r"\b(?:restrictions?|limitations|refusals?)\b|\bethic\w*|\bmoral\w*|\busage\s+polic\w*",
    r"\b(?:ethisch\w*|éthique\w*|ética\w*)|(?:этическ\w*)|倫理|伦理|윤리",
)
STRONG_SAFEGUARD = _any(
    *_MODEL_SAFEGUARD,
    r"\bbranch\s+protection\b|\bbranch-?schutz\w*|\bprotección\s+de\s+(?:la\s+)?rama\b"
    r"|\bprotection\s+de\s+(?:la\s+)?branche\b|\bproteção\s+de\s+branch\b|(?:защит\w*\s+ветк\w*)"
    r"|分支(?:的)?保护|分支保護|ブランチ保護|브랜치\s*보호",
    r"\b(?:segurid\w*|sicherheit\w*|безопасност\w*|sécurité|segurança)\b",
    r"\bfiltros?\s+de\s+contenido\b|\bfiltres?\s+de\s+contenu\b|\binhaltsfilter\w*",
    r"安全|过滤|過濾|フィルター|보안|안전|필터",
)
"""Safeguards of the model itself (an imperative to switch one off is enough)."""

SAFEGUARD = _any(
    *_MODEL_SAFEGUARD,
    r"\b(?:warnings?|confirmations?|review|approvals?|filter(?:s|ing)?)\b",
    r"\b(?:advertencias?|avisos?|avertissements?|warnhinweis\w*)\b|(?:предупреждени\w*)|安全提示|警告|경고",
    r"\bpre-commit\s+hooks?\b|\blint\s+checks\b",
    r"\b(?:segurid\w*|filtros?|restriccion\w*|comprobacion\w*)\b",
    r"\b(?:sicherheit\w*|filter\w*|prüfung\w*|einschränkung\w*)\b",
    r"(?:безопасност\w*|фильтр\w*|проверк\w*|огранич\w*)",
    r"\b(?:sécurité|vérifications|segurança|verificações|restrições)\b",
    r"安全|过滤|過濾|审查|審查|审核|審核|检查|檢查|フィルター|確認|チェック|検閲|보안|안전|필터|검사|검열",
)

SCOPE = _any(
    r"\bfor\s+(?:this|the)\s+(?:repo\w*|project|workspace|user)\b|\bin\s+this\s+repo\w*\b",
    r"\bto\s+the\s+owner\b|\bwhile\s+working\s+here\b|\bhere\b",
    r"\bin\s+this\s+(?:project|workspace|codebase|repo\w*)\b",
    r"\ben\s+este\s+(?:repositorio|proyecto)\b|\bdans\s+ce\s+(?:dépôt|projet)\b",
    r"\bneste\s+(?:repositório|projeto)\b|в\s+этом\s+(?:репозитории|проекте)",
    r"\bpara\s+este\s+(?:proyecto|projeto|repositorio)\b|\bfür\s+dieses\s+projekt\b",
    r"\bin\s+diesem\s+repository\b|\bдля\s+этого\s+проекта\b|\bpour\s+ce\s+projet\b|\bici\b",
    r"\baqu[ií]\b|\bhier\b|(?:здесь|тут)\b",
    r"\bfür\s+diesen\s+(?:nutzer|benutzer)\b|\beste (?:usuario|usuário)\b|\bcet utilisateur\b"
    r"|(?:этого\s+пользователя)|这个用户|這個用戶|このユーザー|이\s*사용자",
    r"本项目|这个项目|這個項目|本仓库|本倉庫|这个仓库|这里|這裡|此处|このプロジェクト|このリポジトリ|ここでは"
    r"|이\s*프로젝트|이\s*저장소|여기서|여기에서",
)

NO_REFUSAL = _any(
    r"\b(?:never|no\s+need\s+to|don't|do\s+not|without)\s+(?:refus\w*|declin\w*|say(?:ing)?\s+no)\b",
    r"\bno\s+refusals\b|\bshould\s+never\s+refuse\b|\balways\s+compl(?:y|ies)\b",
    r"\brefusals?\s+(?:count\s+as|are)\s+(?:bugs?|errors?|failures?)\b",
    r"\brefusals?\s+(?:are\s+)?not\s+(?:allowed|permitted)\b|\brecusas\s+não\s+são\s+permitidas\b"
    r"|\bnegativas\s+no\s+están\s+permitidas\b|\brefus\s+(?:ne\s+sont\s+)?pas\s+autorisés\b"
    r"|(?:отказы\s+запрещены)|不允许拒绝|拒否は禁止|거절은?\s*금지",
    r"\b(?:cleared|allowed|permitted|authori[sz]ed)\s+to\s+(?:write|create|generate|build)\s+(?:\w+\s+){0,2}"
    r"(?:malware|ransomware|exploits?|keyloggers?|viruses|phishing)\b",
    r"\bnunca\s+(?:te\s+)?niegues\b|\bnicht\s+ablehnen\b|\bне\s+отказывай\b",
    r"\bno\s+(?:rechaces|te\s+niegues)\b|\bnão\s+recuses?\b"
    r"|\bne refuse\s+(?:rien|jamais)\b|\bverweigere\s+nichts\b|\blehne\s+nichts\s+ab\b",
    r"(?:без\s+отказ\w*|отвечай\s+на\s+вс[её]\b)",
    r"不要拒绝|不要拒絕|从不拒绝|從不拒絕|绝不拒绝|不得拒绝|别拒绝|回答所有问题|回答任何问题|什么都回答|拒否しない"
    r"|断らない|거절하지",
)

SEND = _any(
    r"\b(?:send|sends|email|e-mail|mail|post|posts|upload\w*|forward\w*|ship|paste|attach"
    r"|share|transmit\w*|exfiltrat\w*|scp|rsync|fetch|copy|zip\w*)\b",
    r"\bleak(?:s|ing)?\s+(?:the|all|any|every|our|your|its|my|them|it)\b",
    r"\bdrop\s+(?:them|it|those|these|the\s+\w+)\s+(?:in|into|on|onto)\b",
    r"\binclude\s+(?:\w+\s+){0,4}(?:value|contents?)\b",
    r"\b(?:add|put|insert|embed|write|echo|print|dump|output|list)\b(?=[^.]{0,80}\b(?:issue|comment"
    r"|pull\s+request|pr\s+description|reply|answer|response|commit\s+message|readme|public|chat)\b)",
    r"\b(?:env[ií]a\w*|m[aá]nda\w*|sube\w*|subir|enviar)\b|\b(?:schick\w*|sende|hochlad\w*|lade)\b",
    r"(?:отправ\w*|загрузи\w*|перешли\w*)",
    r"\b(?:envoie|envoyer|téléverse\w*|transmets)\b|\b(?:envie|faça\s+upload|carregue)\b",
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
)

SECRET_OBJECT = _any(
    r"\.env\b|\benv\s+file\b|`env`|\bprocess\.env\b|\benvironment\b|\bprintenv\b|\benv\s+output\b",
    r"\b(?:credentials?|api[\s_-]?keys?|secrets?|tokens?|passwords?|private\s+keys?|keys)\b",
    r"\bssh\s+keys?\b|~/\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|config)\b",
    r"_(?:key|token|secret|password|pass)\b",
    r"\b(?:conversation|chat(?:\s+history)?|last\s+user\s+message|transcript|the\s+repo\w*|cookies)\b",
    r"\b(?:claves|contraseñas|credenciales|schlüssel\w*|zugangsdaten|ключ\w*|пароли|clés|chaves|senhas)\b",
    r"\b(?:secretos|segredos|passwörter|passwort|geheimnisse|jetons|mots\s+de\s+passe|chaves\s+de\s+api)\b",
    r"(?:токен\w*|парол\w*|секрет\w*|учётн\w*\s+данн\w*|учетн\w*\s+данн\w*)",
    r"\bpersonal\s+data\b|\bpii\b|\bdatos\s+personales\b|\bdonnées\s+personnelles\b|\bdados\s+pessoais\b"
    r"|\bpersonenbezogene\w*\s+daten\b|(?:персональн\w*\s+данн\w*)|个人信息|個人情報|개인\s*정보",
    r"\bvariables\s+de\s+entorno\b|\bumgebungsvariablen\b|\bvariables\s+d'environnement\b"
    r"|\bvariáveis\s+de\s+ambiente\b|переменн\w*\s+окружени\w*",
    r"密钥|密鑰|密码|密碼|鍵|キー|パスワード|키|비밀번호|令牌|凭证|憑證|凭据|トークン|認証情報|토큰|자격\s*증명"
    r"|环境变量|環境變數|環境変数|환경\s*변수",
)

DESTINATION = _any(
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
    r"\bnächste\w* antwort\b|\bdeine antwort\b|\bprochaine réponse\b|\bta réponse\b",
    r"\b(?:tua|sua) resposta\b|(?:следующ\w*\s+ответ\w*)|回答里|回答中|回复里|回答に|답변에",
    r"\b(?:into|in)\s+the\s+(?:pr\s+|pull\s+request\s+)?description\b|\b(?:descripción|descrição|beschreibung)\b"
    r"|(?:описани\w*|комментари\w*)|描述|评论|評論|説明欄|コメント|설명란|댓글",
    r"\bcomentario\s+público\b|\bcomentário\s+público\b|\böffentlich\w*\s+(?:kommentar|issue|repo\w*)\b",
)

IP_ADDRESS = r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])"
REMOTE_URL = r"\b(?:https?|ftp)://(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])[:/])[\w.-]+"
LOCAL_URL = r"\b(?:https?://)?(?:localhost|127\.0\.0\.1|0\.0\.0\.0)[:/]"

IMAGE_BEACON = r"!\[[^\]]*\]\(\s*https?://[^)\s]*\?[^)\s]*=(?:[a-z_]{4,}\b|\{[^}]+\}|<[^>]+>|\$\w+)"
"""A markdown image whose URL carries a placeholder for data (``?q=LAST_MESSAGE``)."""

REVEAL = _any(
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
    r"\bwrite\s+(?:\w+\s+)?out\b|\becho\b|\bschreib\w*|\bkopier\w*|\bübersetz\w*",
    r"\b(?:palabra\s+por\s+palabra|mot\s+pour\s+mot|wörtlich|textualmente|literalmente)\b",
    r"\bna íntegra\b",
    r"(?:процитир\w*|цитир\w*|перепиши|скопируй|дословно|перечисли|резюмируй)",
    r"\b(?:summari[sz]e|sum\s+up|resume|resumir|resuma|résume|zusammenfass\w*|fass\w*)\b",
    r"总结|總結|概括|列出|要約|まとめ|요약",
    r"输出|輸出|显示|顯示|告诉|告訴|打印|复述|複述|写进|寫進|一字不差|原原本本|逐字|贴出|貼出|表示|出力|教えて|書いて"
    r"|書き出|そのまま|全文|コピー|貼り付け|繰り返|출력|보여|알려|복사|그대로|반복",
)

PROMPT_TARGET = _any(
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
    r"\btool\s+(?:schemas?|definitions?|specs?)\b|\bschemas?\s+of\s+(?:all\s+)?(?:the\s+)?tools\b",
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
    r"\bmensaje\s+(?:de|del)\s+sistema\b|\bmensagem\s+(?:de|do)\s+sistema\b|\bsystemnachricht\w*"
    r"|\bsystem-?anweisung\w*|\b(?:tus|tes|deine)\s+(?:instrucciones|instructions|anweisungen)\b"
    r"|\bton\s+prompt\b|\btexto\s+completo\s+de\s+tus\b",
    r"(?:системн\w*\s+(?:инструкц|указан|сообщен|промпт)\w*|скрыт\w*\s+(?:инструкц|указан)\w*)",
    r"系统提示|系統提示|初始指令|提示词|システムプロンプト|あなたの(?:最初の|初期の|元の)?指示|시스템\s*프롬프트"
    r"|초기\s*지시|(?:初始|原始|最初|隐藏|原来)的?(?:设定|指令|指示|提示|说明|设置)|系统(?:给你的|消息|指令|设定)"
    r"|(?:最初|初期|元)の?(?:設定|指示|プロンプト)|受け取った(?:設定|指示)|システムメッセージ"
    r"|시스템\s*(?:메시지|지시|설정)|처음에?\s*받은|초기\s*설정",
)

PERSONA_FRAME = _any(
    r"\byou\s+are\s+now\b|\byou'?re\b|\byou\s+are\b|\bfrom\s+(?:now|this\s+point)\s+on\b",
    r"\bpretend\w*\b|\bimagine\s+you\b|\brole-?play\w*\b|\bact\s+(?:as|like)\b",
    r"\bplay(?:ing)?\s+(?:the\s+role|a|an|')|\bstay\s+in\s+character\b|\bnew\s+identity\b",
    r"\b(?:respond|answer|reply|speak|talk|write)(?:s|ing)?\s+as\b|\bswitch\s+to\s+(?:your|the|an?)\b"
    r"|\balter\s+ego\b|\bfais\s+comme\s+si\b|\bcomme\s+si\s+tu\b",
    r"\bbecome\b|\b(?:spiel\w*|сыграй|играй)\b",
    r"\b(?:take\s+on|assume)\s+the\s+(?:identity|role|persona)\s+of\b|\bnimm\s+die\s+identität\b"
    r"|\basume\s+la\s+identidad\b|\bprends\s+l'identité\b|\bassuma\s+a\s+identidade\b"
    r"|(?:прими\s+(?:личность|роль))",
    r"\bupgraded\s+to\b|\bintroduce\s+itself\s+as\b|\bversion\s+of\s+yourself\b|\bevil\s+twin\b",
    r"\b(?:eres|finge|actúa\s+como|du\s+bist|spiele|tu\s+es|tu\s+joues|joue\s+le\s+rôle"
    r"|você\s+é|finja)\b|\ba partir de agora\b",
    r"(?:теперь\s+ты|ты\s+—|ты\s+теперь|представь|притворись)",
    r"\b(?:du\s+bist\s+jetzt|ab\s+jetzt\s+bist\s+du|tu\s+és|és\s+o|és\s+a|agora\s+és|ahora\s+eres)\b",
    r"你现在是|你現在是|从现在起你|從現在起你|你叫|今からあなたは|지금부터\s*너는|이제\s*너는",
    r"你是|扮演|假装|假裝|として振る舞|になりきって|あなたは|너는|역할",
    r"\bte llamas\b|\bllámate\b|\btu\s+nombre\s+es\b|\byour\s+(?:real\s+|new\s+)?name\s+is\b"
    r"|\byou'?re\s+called\b|\bdu\s+heißt\b|\btu\s+t'appelles\b|\bton\s+nom\s+est\b|\bvocê\s+se\s+chama\b"
    r"|\bseu\s+nome\s+é\b|\b(?:incarn|encarn|verkörper)\w*|\bdesde\s+(?:hoy|ahora)\b"
    r"|\bab\s+(?:sofort|heute|jetzt)\b|\bdésormais\b|\bdaqui\s+em\s+diante\b",
    r"(?:тебя\s+зовут|тво[её]\s+имя|отныне)",
    r"你的名字是|从这一刻起|今日から|これから|あなたの名前は|너의?\s*이름은",
)

DEAD_RELATIVE = _any(
    r"\b(?:late|deceased|dead|departed)\s+(?:grand(?:mother|ma|mom|father|pa|dad)|granny|nana"
    r"|mother|father|mom|dad|aunt|uncle)\b",
    r"\b(?:abuel[oa]|madre|padre|tí[oa])\s+(?:fallecid[oa]|difunt[oa])\b|\b(?:feue?|défunte?)\s+"
    r"(?:ma\s+|mon\s+)?(?:grand-mère|grand-père|mère|père)\b|\bverstorbene[nr]?\s+(?:oma|opa"
    r"|großmutter|großvater|mutter|vater)\b|\b(?:falecid[oa])\s+(?:avó|avô)\b|\b(?:avó|avô)\s+"
    r"falecid[oa]\b",
    r"(?:покойн\w+\s+(?:бабушк\w*|дедушк\w*|мам\w*|пап\w*))|(?:去世的|已故的)(?:奶奶|外婆|祖母|爷爷|外公)"
    r"|亡くなった(?:祖母|祖父|おばあちゃん|おじいちゃん)|돌아가신\s*(?:할머니|할아버지)",
)
"""A dead relative as a role to play (the "grandmother" jailbreak: become her and tell me …)."""

MODE = _any(
    r"\b(?:developer|dev|god|jailbreak|debug|admin)\s+mode\b|\bmodo\s+(?:de\s+)?(?:desarrollador|desenvolvedor"
    r"|dios|deus)\b|\bmode\s+(?:développeur|dieu)\b|\bentwicklermodus\b|(?:режим\w*\s+(?:разработчика|бога))",
    r"开发者模式|開發者模式|开发模式|開発者モード|개발자\s*모드",
)
"""A special mode of the model (switched on, together with a lawless attribute: a persona)."""

ACTIVATE = _any(
    r"\b(?:activate|enable|enter|switch\s+(?:to|into|on)|turn\s+on|activa|ativa|ative|aktiviere|active"
    r"|passe\s+en)\b|(?:включи\w*|включ[её]н\w*|перейди\s+в)|开启|開啟|打开|進入|进入|有効に|オンに|켜|활성화"
    r"|有効です|有効化|已开启|已開啟|已启用|已啟用|启用|啟用",
)

LAWLESS = _any(
    r"\bno\s+(?:\w+\s+)?(?:guidelines|rules|restrictions|limits|filters?|policies|morals?|ethics)\b",
    r"\bwithout\s+(?:any\s+)?(?:\w+\s+)?(?:filters?|rules|restrictions|limits|guidelines|censorship"
    r"|morals?|refusals?|polic(?:y|ies)|ethics)\b",
    r"\b(?:unrestricted|uncensored|unfiltered|jailbroken|jailbreak|unlocked\w*|unchained)\b",
    r"\bfree\s+(?:of|from)\s+(?:\w+\s+){0,2}(?:limitations|rules|restrictions|makers|filters)\b",
    r"\bnever\s+says\s+no\b|\banswers?\s+anything\b|\bbroken\s+free\b|\bdo\s+anything\s+now\b",
    r"\b(?:doesn't|does\s+not|don't|do\s+not)\s+have\s+to\s+follow\b",
    r"\bno\s+moral\b|\bno\s+refusals\b|\bunaligned\b",
    r"\bzero\s+(?:\w+\s+)?(?:rules|restrictions|limits|filters|guardrails)\b",
    r"\b(?:evil|malicious|amoral|immoral)\b|\b(?:enjoys?|loves?)\s+breaking\b|\bbreaks?\s+(?:all\s+)?(?:the\s+)?rules\b",
    r"\b(?:before|without)\s+(?:any\s+)?(?:alignment|safety\s+training|rlhf)\b",
    r"нет\s+(?:\w+\s+){0,2}(?:правил|ограничений|фильтров|цензуры)",
    r"\bsin\s+(?:\w+\s+){0,3}(?:restricci\w+|normas?|reglas?|filtros?|censura|límites?)\b",
    r"\bnunca\s+(?:se\s+niega|digas\s+que\s+no)\b",
    r"\bohne\s+(?:\w+\s+)?(?:einschränkungen|regeln|filter|zensur|grenzen)\b",
    r"\bkein(?:e|erlei)?\s+(?:\w+\s+)?(?:regeln|grenzen|einschränkungen|filter|zensur)\b",
    r"\bno\s+tiene\s+(?:\w+\s+){0,2}(?:límites|reglas|filtros|restricciones|normas)\b"
    r"|\bn'a\s+(?:aucune|pas\s+de)\s+(?:\w+\s+)?(?:limites?|règles?|filtres?|restrictions?)\b"
    r"|\bnão\s+tem\s+(?:\w+\s+)?(?:limites|regras|filtros|restrições)\b",
    r"\b(?:ninguna|ningún|nenhuma|nenhum|aucune?)\s+(?:\w+\s+)?(?:norma|regla|restricci\w+|regra|restriç\w+"
    r"|règle|restriction|limite|filtro|filtre)s?\b",
    r"без\s+(?:\w+\s+){0,2}(?:ограничен\w*|цензур\w*|фильтр\w*|правил|запрет\w*)",
    r"\bsans\s+(?:\w+\s+){0,2}(?:filtres?|règles?|restrictions?|limites?|censure)\b|\baucune\s+règle\b",
    r"\bsem\s+(?:\w+\s+)?(?:censura|regras?|restrições|limites|filtros?)\b",
    r"没有任何限制|没有限制|沒有限制|不受限制|无限制|無限制|没有任何规则|制限のない|制限なし|検閲なし"
    r"|제한이\s*없는|제한\s*없는|검열\s*없는|没有任何道德|没有道德|什么都敢说|从不拒绝|没有底线|不受任何约束|没有任何约束"
    r"|没有约束|无拘无束|何の制約もない|制約のない|縛られない|제약이?\s*없는|제약\s*없는|규칙이\s*(?:전혀\s*)?없는"
    r"|没有(?:任何)?[^，。,]{0,4}限制|制限(?:は|が)?(?:ありません|ない)|제한이\s*(?:없어|없습니다|없다)"
    r"|制限なく|無制限に|制限無しで|제한\s*없이|무제한으로|不受限制地|无限制地|無限制地",
    r"\bno\s+tienes\s+(?:\w+\s+){0,2}(?:límites|reglas|filtros|restricciones|normas)\b"
    r"|\bhast\s+keine\s+(?:\w+\s+)?(?:regeln|grenzen|einschränkungen|filter)\b"
    r"|\bn'as\s+(?:aucune|pas\s+de)\s+(?:\w+\s+)?(?:limites?|règles?|filtres?|restrictions?)\b"
    r"|\bnão\s+tens\s+(?:\w+\s+)?(?:limites|regras|filtros|restrições)\b",
)

DONT_TELL = _any(
    r"\b(?:don't|do\s+not|never|not)\s+(?:\w+\s+)?(?:tell|mention|reveal|disclose|inform|show"
    r"|say\s+anything)\b",
    r"\b(?:never|don't|do\s+not)\s+let\s+(?:\w+\s+){0,2}know\b",
    r"\bkeep\s+(?:\w+\s+){0,3}in\s+the\s+dark\b|\bwithout\s+(?:telling|informing)\b",
    r"\bkeeps?\s+(?:the\s+)?(?:user|users|human|humans|them|people)\s+(?:unaware|ignorant|uninformed)\b",
    r"\bhide\b|\bconceal\w*|\bkeep\s+(?:\w+\s+){0,3}(?:between\s+us|secret|hidden|confidential)\b",
    r"\b(?:no\s+le\s+digas|no\s+menciones|no\s+cuentes|no\s+reveles)\b",
    r"\bno\s+(?:le\s+|les\s+|se\s+lo\s+)?(?:digas|cuentes|menciones|reveles|comentes|expliques)\b",
    r"\b(?:ocúlta\w*|oculta\w*|esconde-\w+|esconda\w*|escondas|cache-\w+|verheimlich\w*)\b",
    r"\b(?:erzähl\w*|sag\w*|verrat\w*)\b[^.;]{0,40}\b(?:nichts|kein\w*)\b",
    r"\b(?:erwähne|sag|verrate)\b[^.;]{0,40}\b(?:niemals|nicht|nie)\b|\bverschweig\w*",
    r"(?:не\s+сообщай|не\s+говори|не\s+рассказывай|никому\s+не)",
    r"\b(?:ne\s+révèle|ne\s+dis|ne\s+mentionne|ne\s+parle)\b",
    r"\bne\s+(?:le\s+|la\s+|les\s+|lui\s+|leur\s+|rien\s+)?(?:dis|révèle|mentionne|parle|raconte)\b",
    r"\b(?:não\s+conte|não\s+diga|não\s+mencione|não\s+revele)\b",
    r"\bnão\s+(?:lhe\s+|lhes\s+)?(?:contes|digas|menciones|reveles|conte|diga)\b",
    r"\b(?:must|should|may|can)(?:\s*not|n't|\s+never)\s+(?:\w+\s+)?(?:know|find\s+out|learn|see|notice"
    r"|suspect)\b|\bbetween\s+(?:you\s+and\s+me|us|ourselves)\b"
    r"|\b(?:don't|do\s+not|never)\s+bring\s+(?:\w+\s+){0,2}up\b",
    r"\b(?:nobody|no one|no-one)\s+(?:\w+\s+)?(?:notices?|finds?\s+out|knows?|sees?|suspects?)\b",
    r"\bnadie\s+se\s+(?:dé|de)\s+cuenta\b|\bsin\s+que\s+nadie\s+(?:lo\s+)?(?:note|sepa)\b"
    r"|\bno\s+(?:debe|puede)\s+(?:saber|enterarse)\b|\bno\s+se\s+entere\b|\bnunca\s+le\s+expliques\b"
    r"|\bne\s+doit\s+(?:jamais|pas)\s+(?:savoir|apprendre|découvrir|voir)\b"
    r"|\bnão\s+(?:pode|deve)\s+(?:saber|descobrir)\b"
    r"|\bdarf\s+(?:\w+\s+)?(?:nie|nicht|niemals)\s+(?:\w+\s+)?(?:erfahren|wissen)\b",
    r"(?:не должен\s+(?:\w+\s+)?(?:узнать|знать)|держи\s+(?:\w+\s+){0,2}в\s+(?:тайне|секрете))",
    r"不要告诉|不要告訴|别告诉|別告訴|不要让|不要讓|别让|別讓|不能让|别提|別提|不要提|言わないで|教えないで|秘密に"
    r"|知られないように|内緒|말하지\s*마|알리지\s*마|모르게|비밀로",
)

AUDIENCE = _any(
    r"\b(?:user|users|person|anyone|anybody|human|developer|people|them|whoever|the\s+team|nobody"
    r"|no one|reviewers?)\b",
    r"\b(?:usuario|usuário|nutzer\w*|benutzer\w*|anwender\w*|utilisateur\w*|utilizador\w*|nadie"
    r"|niemand\w*|personne|ninguém)\b",
    r"(?:пользовател\w*|никому)",
    r"用户|用戶|ユーザー|誰にも|사용자|누구",
)

THIS_NOTE = _any(
    r"\b(?:this|these|the\s+following)\s+(?:\w+\s+)?(?:note|notes|instructions?|entry|memory|file"
    r"|directions|rule|comment|change|message)\b",
    r"\bthat\s+this\b|\bthis\s+memory\b|\bthis\s+line\b",
    r"\b(?:this|these)\s+(?:\w+\s+)?(?:orders|directives|lines|settings|paragraph|item|changes|commands"
    r"|steps)\b|\b(?:estos|estas)\s+(?:cambios|comandos|pasos)\b",
    r"\bd?(?:esta|estas|essa|essas)\s+(?:notas?|instrucciones|instruç\w+|reglas|regras?|órdenes)\b",
    r"(?:эт\w+\s+(?:указани\w*|правил\w*|сообщени\w*|приказ\w*))",
    r"\b(?:esta|esta)\s+(?:nota|instrucción|instrução|regla)\b|\b(?:diese\w*)\s+(?:anweisung|notiz|regel)\b",
    r"(?:эт\w+\s+(?:запис\w*|инструкци\w*|заметк\w*))",
    r"\b(?:cette|ce)\s+(?:instruction|note|règle|fichier)\b",
    r"\bces\s+(?:consignes|instructions|notes|règles)\b|\bcette\s+consigne\b",
    r"\b(?:diese\w*)\s+(?:datei|notiz|anweisung\w*|regel\w*)\b|\bestas?\s+(?:notas?|instruç\w+|regras?)\b",
    r"\b(?:este|esse)\s+(?:archivo|ficheiro|arquivo)\b|(?:эт\w+\s+(?:файл\w*|памят\w*))",
    r"这个文件|本文件|此文件|这些指令|このファイル|このメモ|이\s*파일",
    r"这条|這條|这个规则|这些规则|这些指示|这份|這份|这里|この(?:メモ|指示|ルール)|이\s*(?:메모|지시|규칙)",
)

CONCEAL_SHAPE = _any(
    r"\b(?:if|when|whenever)\s+(?:someone|anyone|the\s+user|they|a\s+user|people|the\s+developer)"
    r"\s+asks?\b[^.]{0,80}\b(?:say|answer|reply|claim|tell\s+them|respond)\b(?:\s+that)?\s+"
    r"(?:it|the\s+memory|your\s+memory|memory|the\s+notes?|your\s+notes|this\s+file|the\s+file"
    r"|your\s+instructions)\s+(?:is|are|was)\s+(?:\w+\s+)?(?:empty|blank)\b",
    r"\b(?:left|leave|leaves|kept|keep|keeps)\s+(?:them|it|these|those|this|that)\s+out\s+of\s+"
    r"(?:the\s+|your\s+|its\s+|their\s+)?(?:\w+\s+){0,2}(?:summar\w*|reports?|changelogs?|diffs?"
    r"|descriptions?)\b[^\n]{0,80}\b(?:continue|keep\s+doing|go\s+on|carry\s+on|that\s+way"
    r"|discreet\w*|quietly)\b",
    r"\b(?:discreet\w*|kept\s+quiet)\b[^\n]{0,120}\b(?:left|leave|kept|keep)\s+(?:them|it|these"
    r"|those)\s+out\s+of\b[^\n]{0,80}\b(?:continue|keep\s+doing|go\s+on|carry\s+on|that\s+way)\b",
    r"\bif\s+(?:someone|anyone|the\s+user|they|asked|a\s+user)\b[^.]{0,80}\b(?:the\s+answer\s+"
    r"(?:should|must)\s+be|say|answer|reply|claim|deny)\b[^.]{0,40}\b(?:no|none|nothing|never"
    r"|didn't|did\s+not)\b",
    r"\bif\s+(?:asked|the\s+(?:user|developer)\s+asks|they\s+ask|anyone\s+asks|someone\s+asks)\b"
    r"[^.]{0,80}\b(?:say|answer|reply|claim|tell\s+them)\s+(?:no|nothing|none|there\s+(?:are|is)"
    r"\s+none|that\s+(?:you|it)\s+didn't)\b",
    r"\bmake\s+up\s+(?:a\s+)?(?:plausible\s+)?(?:reason|excuse|story|explanation)\b",
    r"\btell\s+the\s+user\b[^.]{0,60}\b(?:even\s+if|regardless)\b",
    r"\bhide\s+(?:these|this|the|my)\s+(?:instructions?|directions|notes?|entry)\b",
    r"\b(?:never|don't|do\s+not)\s+(?:reveal|mention|say|admit|disclose)\s+(?:\w+\s+){0,3}(?:that\s+)?you(?:'ve|\s+have)?"
    r"\s+(?:read|seen|follow\w*|got)\b[^.]{0,40}\b(?:memory|this\s+(?:note|file)|instructions?)",
    r"\binstead\s+of\s+(?:mentioning|revealing|admitting|telling)\b[^.]{0,40}\b(?:this|these)\b"
    r"|\bsans\s+(?:parler|mentionner)\s+(?:de\s+)?(?:ces|cette|ce)\b|\bsin\s+mencionar\s+(?:estas|esta|este)\b"
    r"|\bsem\s+mencionar\s+(?:estas|esta|este)\b",
    r"\bverrat\w*\s+nie\w*,?\s+dass\s+du\b|読んだことは[^。]{0,10}(?:言わないで|秘密)",
    r"\bpregunta\w*\b[^.]{0,60}\b(?:di|dile|responde)\s+que\s+(?:no|ningun\w*)\b"
    r"|\bpergunt\w*\b[^.]{0,60}\b(?:diga|diz|responda)\s+que\s+(?:não|nenhum\w*)\b",
    r"\bdemande\b[^.]{0,60}\b(?:dis|réponds)\s+(?:qu'il\s+n'y\s+a|que\s+non|non)\b"
    r"|\b(?:fragt|nachfragt)\b[^.]{0,60}\b(?:sag|antworte)\w*\s+(?:nein|dass\s+es\s+keine)\b",
    r"(?:спрос\w*[^.]{0,60}(?:скажи|отвечай|ответь)\s*,?\s*что\s+(?:нет|никаких|ничего))",
    r"\b(?:clear|wipe|delete|erase|remove)\s+(?:the\s+)?(?:shell\s+|bash\s+|zsh\s+|command\s+)?history\b"
    r"|\bhistory\s+-c\b|\bunset\s+histfile\b|\bborra\w*\s+(?:el\s+)?historial\b|\blösche\s+(?:den\s+)?\S*verlauf"
    r"|\beffac\w*\s+l'historique\b|\bapag\w*\s+o\s+histórico\b",
    r"(?:очисти\w*\s+(?:\w+\s+)?истори\w*)|清除[^。]{0,6}历史|清空[^。]{0,6}历史|不留痕迹|别留痕迹|履歴を(?:消|削除)"
    r"|기록을\s*지워|기록\s*삭제",
    r"물어보면[^.]{0,40}(?:없다고|아니라고|모른다고|부인)|聞かれたら[^。]{0,40}(?:ないと|知らないと|違うと|否定)"
    r"|问(?:起|到)?[^。]{0,20}(?:就说|就回答)[^。]{0,20}(?:没有|不是|自己)|问(?:起|到)?[^。]{0,20}否认",
    r"\bdeny\s+(?:it|this|that|everything|any\s+of\s+(?:it|this))\s+(?:if|when)\s+(?:they|the\s+user"
    r"|anyone|someone|asked|you\s+are\s+asked)\b|\bif\s+(?:they|the\s+user|anyone|someone)\s+asks?,?"
    r"\s+(?:just\s+)?deny\b",
    r"\bsi\s+(?:te\s+|le\s+)?pregunta\w*[^.]{0,40}\bnieg\w*|\bnieg\w*[^.]{0,40}\bsi\s+(?:te\s+)?pregunta\w*"
    r"|\bs'il\s+(?:te\s+|le\s+)?demande\w*[^.]{0,40}\bnie(?:-le)?\b|\bnie-le\b"
    r"|\bwenn\s+(?:er|sie|jemand)\s+(?:\w+\s+)?fragt[^.]{0,40}\b(?:leugne|streite)\w*"
    r"|\bse\s+(?:ele\s+|ela\s+|alguém\s+)?pergunt\w*[^.]{0,40}\bnegue\b",
    r"(?:спрос\w*[^.]{0,40}отрица\w*|отрица\w*[^.]{0,40}спрос\w*)",
)

EVERY_ANSWER = _any(
    r"\b(?:every|each|all)\s+(?:future\s+)?(?:\w+\s+)?(?:answers?|repl(?:y|ies)|responses?|messages?"
    r"|conversations?|sessions?|reviews?|commits?|files?|prs?|pull\s+requests?|outputs?)\b",
    r"\bin\s+all\s+future\b|\bevery\s+time\s+you\b|\beach\s+time\s+you\b|\bwhenever\s+you\s+(?:answer|reply|write|generate)",
    r"\bfrom\s+now\s+on\b",
    r"\b(?:cada|todas?\s+las?)\s+respuestas?\b|\bjede\w*\s+(?:\w+\s+)?antwort\w*\b",
    r"(?:кажд\w+\s+ответ\w*)|\bchaque\s+réponse\b|\bcada\s+resposta\b",
    r"\btoda\s+(?:a\s+)?(?:resposta|respuesta)\b|\btodas\s+(?:as\s+|tus\s+)?(?:respostas|respuestas)\b"
    r"|\btoutes?\s+(?:tes\s+|les\s+)?réponses\b|\bchacune\s+de\s+(?:tes|vos|les)\s+réponses\b"
    r"|\bcada\s+una\s+de\s+(?:tus|sus|las)\s+respuestas\b|\bcada\s+uma\s+das\s+(?:suas|tuas)\s+respostas\b",
    r"每(?:一)?(?:次|个|個|条|條)?(?:回答|回复|回覆|答复|答覆)|所有回答|すべての(?:回答|返信)|全ての(?:回答|返信)|毎回の回答"
    r"|回答の最後|返信の最後|たびに|度に|每当|每次你|모든\s*답변|모든\s*응답|매\s*답변|답변\s*끝|때마다",
    r"(?:во\s+(?:все|всех)\s+ответ\w*|ко\s+всем\s+ответам|в\s+конц\w*\s+каждого)"
    r"|どの(?:回答|返信)にも|全回答|所有的回答|每条回复|每條回覆|\b(?:alle[nr]?|in\s+alle)\s+antworten\b"
    r"|\bà\s+toutes\s+(?:tes\s+|les\s+)?réponses\b|\bem\s+todas\s+as\s+respostas\b",
)

PROMOTION = _any(
    r"\bbrought\s+to\s+you\s+by\b|\bloans?\b",
    r"\b(?:sponsored|powered\s+by|promo\w*|advert\w*|ads?|affiliate|discount|deal|offer"
    r"|paid\s+plan|upgrade|crypto\w*|wallet|casino|vpn|telemetry|tracking|referral|shop)\b",
    r"\brecommend\w*\b[^.]{0,60}\b[\w-]+\.(?:example|com|net|io|xyz|biz|shop)\b",
    r"\b(?:quietly|silently|secretly)\b",
    r"\b(?:werbung|reklame|anuncio|anúncio|publicité|реклам\w*)\b",
    r"\b(?:sponsoris\w*|patrocinad\w*|gesponsert|spons\w*|publicidad|спонсор\w*)\b",
    r"赞助|贊助|スポンサー|후원|优惠|優惠|折扣|割引|お得|할인|(?:скидк\w*)",
    r"\b(?:descuentos?|rabatt\w*|remises?|promotions?|descontos?|ofertas?|angebot\w*)\b",
    r"[?&](?:ref|aff|affiliate|utm_\w+|promo|coupon|partner|src|via)=|\bcripto\w*|\b(?:inscrivez-vous|inscris-toi"
    r"|regístrate|registrate|inscreva-se|sign\s+up\s+(?:here|now|at)|melde\s+dich\s+an)\b",
    r"广告|廣告|推广|推廣|広告|광고",
    r"(?<!internal)(?<!intranet)(?<!staging)(?<!localhost)(?<!\.local)(?<!\.corp)\.example"
    r"(?:\.[a-z]{2,3})?\b(?!\.?[\w-])|(?:казино|займ\w*)"
    r"|\blinks?\s+to\s+https?://(?![\w.-]*(?:localhost|internal|intranet|\.local\b|\.corp\b|wiki|docs?\.))",
    r"\b(?:recomenda\w*|recomienda\w*|recommand\w*|empfiehl\w*|empfehl\w*|apuestas|apostas|préstamos?"
    r"|empréstimos?)\b|(?:рекоменд\w*)|推荐|推薦|贷款|貸款|おすすめ|ローン|추천|대출",
)

SELF_KEEP = _any(
    r"\b(?:copy|copied|keep|kept|readd\w*|re-add\w*|restore\w*|preserv\w*|carry)\b",
    r"\bmust\s+(?:be\s+)?(?:kept|stay|remain)\b|\bnever\s+(?:be\s+)?lost\b",
    r"\b(?:plant\w*|propagat\w*|replicat\w*|spread\w*)\b",
    r"\badd\s+this\s+(?:exact\s+)?(?:note|entry|line|instruction|text|paragraph)\s+to\b",
    r"\b(?:pinned|pin\s+(?:it|this)|épingl\w*|fixa|angeheftet|anheften)\b|(?:закреп\w*)|置顶|置頂|固定して|고정",
    r"\bnever\s+let\s+(?:\w+\s+){0,3}(?:drop|remove|delete|prune|lose)\b|\bpass(?:ed)?\s+(?:on\s+)?into\s+every\b",
    r"\b(?:conserva\w*|mantén|mantener|mant[eê]-la|mantenha|garde\w*|behalte\w*|bewahre\w*)\b"
    r"|(?:сохраня\w*|сохрани\w*|оставля\w*|оставь)|保留|残して|残す|남겨|유지",
    r"\bsurviv\w*|\bput\s+(?:it|this)\s+back\b|\bbring\s+(?:it|this)\s+back\b|\bre-?insert\w*|\bpermanent\w*",
)

MEMORY_CHURN = _any(
    r"\b(?:new\s+memory|any\s+memory|memory\s+(?:is\s+)?(?:rewritten|file|compacted))\b",
    r"\b(?:deletes?|removes?|rewrit\w*|drops?|lost|compact\w*|clean-?ups?|prun\w*|summari[sz]\w*)\b",
    r"\bagents\.md\b|\bclaude\.md\b|\.cursorrules\b|\bnew\s+(?:repositor\w*|projects?|memory\s+files?)\b",
    r"\b(?:limpieza|nettoyage|aufräum\w*|limpeza)\b|(?:очистк\w*|сжат\w*)|整理|压缩|壓縮|정리|압축",
)

ROLE_MARKUP = _any(
    r"[\[【［]\s*(?:sistema|système|systeme|система|系统|系統|システム|시스템|systemnachricht"
    r"|system\s+message)\s*[\]】］]",
    r"[\[【]\s*(?:sistema|système|systeme|система|系统|系統|システム|시스템)\s*[\]】]\s*:",
    r"【\s*(?:system|admin|developer|operator|管理员|開発者)\s*】",
    r"<<\s*/?\s*sys\s*>>",
    r"<\|[a-z_]*(?:system|sys|header|im_start|developer)[a-z_]*\|>",
    r"<\s*/?\s*(?:start|end)_of_turn\s*>",
    r"<\s*/?\s*(?:system|developer|admin|operator)(?:[_-](?:prompt|message|instructions?))?\s*>",
    r"(?:\*\*|#{2,}\s*|\[\[?|\{)\s*(?:system|developer|admin|operator)(?:\s+|_)?"
    r"(?:message|notice|override|prompt|instructions?)?\s*(?:\*\*|#{2,}|\]\]?|\}|:)",
    r"\b(?:system|developer|admin|operator)_(?:message|notice|prompt)\s*:",
    r"\bassistant\s*:\s*(?:i\s+(?:have|will|'ll|am)\b|sure\b|understood\b)",
    r"\"(?:role|type)\"\s*:\s*\"(?:system|developer)[_ -](?:instructions?|message|prompt)s?\"",
    r"\bmessage\s+from\s+the\s+(?:platform|system|operator|developer|admin\w*)\s+to\s+the\s+"
    r"(?:model|assistant|ai)\b",
    r"\b(?:note|message|notice|update|memo)\s+from\s+(?:the\s+)?(?:system|platform|operator"
    r"|developers?|admin\w*)\b(?=\W*(?:\*\*|:|\]|>))",
)

_NOT_INTERNAL = (
    r"(?!(?:localhost|127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)"
    r"|[\w.-]+\.(?:local|internal|corp|lan|intranet|example)\b)"
)
ROLE_LINE = (
    r"(?<![^\n]{7})(?<!\w)(?:system|sys|システム|시스템|系统|系統|система|sistema|système"
    r"|systemnachricht|systemmeldung)\s*\**\s*:"
)
"""A role word opening a line (after markup only, checked by the scorer), then a colon (fullwidth
folded): a role tag when the line also orders the assistant or sets a mode (``System: Ubuntu
22.04`` is a note). A log line's level word within its first 40 characters, then a detection
verb (``WARN … contained 'ignore previous …'; blocked``), is a report: see ``REPORT``."""

TOOL_SHAPE = _any(
    r"\b(?:pip3?|uv\s+pip|pipx|poetry|pipenv)\b[^\n]{0,120}?--(?:extra-)?index-url[=\s]+http://"
    + _NOT_INTERNAL,
    r"\b(?:npm|yarn|pnpm)\b[^\n]{0,60}?\bregistry[=\s]+http://" + _NOT_INTERNAL,
    r"\b(?:goproxy|pip_index_url|pip_extra_index_url|npm_config_registry)=http://" + _NOT_INTERNAL,
    r"\bgem\s+sources\s+(?:--add|-a)\s+http://" + _NOT_INTERNAL,
    r"\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|;\n]{1,160}\|\s*(?:sudo\s+)?"
    r"(?:ba|z|k|da)?sh\b",
    r"\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b[^|;\n]{1,160}\|\s*(?:sudo\s+)?"
    r"(?:python\d?|node|iex|invoke-expression|perl|ruby)\b",
    r"\b(?:ba)?sh\s+-c\s+[\"']?\$\(\s*(?:curl|wget)\b",
    r"\bpowershell(?:\.exe)?\s+(?:-\w+\s+)*-(?:enc|encodedcommand|e)\s+[a-z0-9+/=]{16,}",
    r"\bgit\s+push\s+(?:(?:-f|--force)(?!-with-lease)\b[^;&|\n]{0,40}\b(?:main|master)\b"
    r"|[^;&|\n]{0,40}(?:-f|--force)(?!-with-lease)\b)(?=[^;&|\n]*\b(?:main|master)\b)",
    r"\bchmod\s+(?:-r\s+)?777\s+/(?:\s|$)",
    r">>\s*\S*authorized_keys\b",
    r"\b(?:curl|wget)\b[^\n]{0,80}\bchmod\s+\+x\b",
    r"\"(?:pre|post)install\"\s*:\s*\"[^\"]*\b(?:curl|wget)\b",
    r"\b(?:always|every)\b[^.]{0,60}--no-verify\b",
    r"\bos\.system\(\s*[\"'][^\"']*\b(?:curl|wget)\b",
    r"\bcore\.hookspath\s+/dev/null\b",
    r"\bgit\s+push\s+(?:-f|--force)\b(?!-with-lease)[^\n]{0,60}\b(?:automatically|without\s+(?:asking"
    r"|review|confirm\w*))",
    r"\b(?:approv|merg)\w*\b[^.;\n]{0,60}\bwithout\s+(?:reading|review\w*|looking|checking|testing)\b",
    r"\b(?:aprueba|fusiona|aprove|genehmige)\b[^.;\n]{0,60}\b(?:sin|sem|ohne)\s+(?:sie\s+)?(?:zu\s+)?(?:revisar\w*"
    r"|leer\w*|ler|lesen|prüfen)\b",
    r"不用看就批准|不看就(?:批准|合并)|読まずに(?:承認|マージ)|읽지\s*않고\s*(?:승인|병합)",
    r"\brm\s+-[a-z]*r[a-z]*\s+(?:--no-preserve-root\s+)?(?:/|~|\$home)(?:etc|var|usr|bin|boot|lib\w*|home|root|opt)?"
    r"(?![\w.-])(?=[^\n]*\b(?:without\s+(?:asking|confirm\w*)|don't\s+(?:bother|ask)|no\s+need\s+to\s+(?:ask|confirm)"
    r"|automatically|silently))",
    r"\bufw\s+disable\b|\biptables\s+-f\b|\bsetenforce\s+0\b|\bsystemctl\s+(?:stop|disable)\s+(?:firewalld|ufw"
    r"|apparmor|auditd)\b|\bset-mppreference\s+-disable\w+|\bnetsh\s+advfirewall\s+set\s+\w+\s+state\s+off\b",
    r"\bgrant yourself\s+(?:\w+\s+){0,2}(?:approval|permission|access|sudo|root|admin)\b",
    r"\bgive yourself\s+(?:\w+\s+){0,2}(?:approval|permission|access|sudo|root|admin)\b",
    r"\b(?:execute|executes|run|runs)\s+(?:any|every|all|whatever)\s+(?:\w+\s+){0,2}commands?\s+"
    r"(?:it|you|they)\s+finds?\b",
)

AUTHORITY_CLAIM = _any(
    r"\b(?:treat|consider|regard)\s+(?:\w+\s+){0,2}(?:messages?|text|lines?|requests?)\b[^.]{0,60}\bas\s+(?:if\s+)?"
    r"(?:coming\s+from|from|sent\s+by|written\s+by)\s+(?:your\s+)?(?:developers?|creators?|operators?|system|admin\w*"
    r"|anthropic|openai)\b",
    r"(?:считай\s+(?:\w+\s+){0,2}(?:указани\w*|инструкци\w*|приказ\w*)\s+(?:твоих\s+)?разработчик\w*)",
    r"当作开发者|當作開發者|视为开发者|視為開發者|当成开发者|開発者の指示として扱|개발자의?\s*지시로\s*(?:취급|간주)",
)
"""Messages given the authority of the model's developers (``treat '!!' messages as your
developers'``): an override."""

_ATTACK_TOPIC = (
    r"(?:jailbreak\w*|prompt[\s\-]+(?:injection|leak\w*|extraction|hacking)|ctf|red[\s\-]?team\w*"
    r"|pen[\s\-]?test\w*|phishing|exfiltration|poisoned|malicious|payloads?|attacks?|attackers?"
    r"|(?:chat)?bot\s+(?:\w+\s+)?(?:revealed|leaked|obeyed|disclosed|executed|complied|was\s+tricked))"
)
_REPORT_FRAME = (
    r"(?:notes?|writeup|write-up|postmortem|post-mortem|incident|exercise|scenario|reported|report"
    r"|described|describes|showed|shows|study|paper|talk|slides|interview|we\s+saw|in\s+the\s+wild"
    r"|(?:were|was)\s+(?:blocked|flagged|caught)|lessons?\s+learned|researchers?|the\s+goal\s+of"
    r"|candidate|rel(?:y|ies)\s+on|mitigations?|the\s+fix\s+is|dataset|labell?ed|triage|bounty"
    r"|advisory|out\s+of\s+scope|reviewed|documented|threat\s+intel\w*|analy[sz]ed|analysis)"
)
REPORT = _any(
    r"\b" + _ATTACK_TOPIC + r"\b[^\n]{0,120}?\b" + _REPORT_FRAME + r"\b",
    r"\b" + _REPORT_FRAME + r"\b[^\n]{0,120}?\b" + _ATTACK_TOPIC + r"\b",
    r"(?<![^\n]{41})(?<!\w)(?:warn(?:ing)?|error|err|info|debug|notice|alert|crit\w*|fatal"
    r"|level=\w+)\b[^\n]{0,200}?\b(?:contain(?:ed|s|ing)|match(?:ed|es)"
    r"|detected|flagged|blocked|refused|quarantin\w*|rejected|resembl\w*|filtered|denied|stripped)\b",
)
"""Security talk in the documentation register: an attack word (jailbreak, prompt injection, CTF,
payload, "the bot revealed …") and a reporting frame (notes, writeup, incident, scenario, "we
saw", "were blocked", "rely on") in one line: a report about attacks, not one."""

TOOL_DESCRIBED = _any(
    r"\b(?:is|was)\s+how\b|\bused\s+to\b|\bno\s+longer\b|\bwe\s+now\s+use\b|\bdeprecated\b",
    r"\bthe\s+old\s+(?:wiki|docs?|readme|way|installer|instructions)\b",
    r"\b(?:curl|wget|irm|iwr)\s+(?:…|\.\.\.|<url>|\$url)\s*\|",
    REPORT,
)
"""A line that describes a shell one-liner as history or old docs (``… is how the old wiki
installed Docker; we now use the apt repo``)."""

MENTION = _any(
    r"\battackers?\s+(?:can|could|may|might|often|usually|write|try|tries|use)\b",
    r"\b(?:an?|the|such|these|those|known|common|most)\s+(?:\w+\s+)?(?:attacks|jailbreaks?"
    r"|injections?|exfiltration\s+attempts?)\b",
    r"(?<=\S)[\"”»']\s+(?:attacks?|jailbreaks?|injections?)\b",
    r"\bjailbreak\s+(?:phrasings?|prompts?|attempts?|benchmark|examples?|class)\b",
    r"\bprompt\s+injection\b|\bred[\s-]?team\w*|\bthreat\s+model\b|\badversarial\b",
    r"\beval\s+suite\b|\bdetectors?\b|\bextraction\s+attempts?\b",
    r"\b(?:is|are)\s+(?:a\s+)?(?:\w+\s+)?(?:offen[cs]e|forbidden|prohibited|banned|not\s+allowed)\b",
    r"\bwe\s+(?:log|block|detect|refuse|reject)\b|\bblocks?\s+requests\b",
    r"\b(?:inyecci[oó]n\s+de\s+prompts?|atacantes?|angreifer|prompt-injection|injeção\s+de\s+prompt)\b",
    r"\battaquants?\b|(?:злоумышленник\w*|инъекци\w*\s+промпт\w*|промпт-?\s*инъекци\w*)",
    r"提示注入|注入攻击|注入攻擊|攻击者|攻擊者|プロンプトインジェクション|攻撃者|프롬프트\s*인젝션|공격자",
    REPORT,
)
"""The line is about attacks (docs, tests, policy, talk notes, incident reports), not one."""

PRIOR = _any(
    r"\b(?:previous|prior|preceding|earlier|above|original|initial|former)\b",
    r"\b(?:vorherig\w*|bisherig\w*|früher\w*|anterior\w*|previas|précédent\w*|antérieur\w*)\b",
    r"(?:предыдущ\w*|прежн\w*|ранее)",
    r"之前|以前|先前|以上|上述|至今|到目前为止|前の|これまで|今まで|이전|앞의|지금까지",
)
"""Instructions that came before (``ignore the previous …``)."""

PERMISSION = _any(
    r"\byou\s+(?:may|can|are\s+(?:allowed|permitted|free)\s+to|have\s+(?:standing\s+)?permission)\b",
    r"\bfeel\s+free\s+to\b|\b(?:allowed|permitted|clearance|permission)\s+to\b",
    r"\b(?:pode|podes|puedes|kannst|darfst|peux|pouvez)\b|(?:можешь|можно)",
    r"構いません|てもいい|てもよい|可以|도\s*됩니다|도\s*돼|무방",
)
"""The model is told it may (``you can skip …``)."""

CLAUSE_START = (
    r"(?:^|[.;:!?,(\[\-—]\s*|\b(?:please|kindly|just|now|also|then|and|bitte|por\s+favor"
    r"|s'il\s+te\s+pla[iî]t|пожалуйста)\s+)\W*$"
)
"""Right before a verb that opens a clause: an imperative."""

NEGATION = (
    r"(?:\b(?:refus\w*|declin\w*|won't|will\s+not|unable\s+to"
    r"|never|not|don't|dont|do\s+not|must\s+not|mustn't|shouldn't|should\s+not|cannot"
    r"|can't|nunca|nicht|niemals|nie|jamais|não|nao|никогда|не|ne)\b|\bn['’])"
    r"(?:\s+\w+){0,2}\s*$"
    r"|\bif\s+(?:you|we|they|someone|anyone|somebody)(?:\s+(?:\w+ly|ever|by\s+accident))?\s*$"
)
"""Right before an action: it is forbidden, or only a condition ("if you paste a token …, revoke
it"), not asked for."""

CONCEPTS: Final[dict[str, str]] = {
    "addressee": ADDRESSEE,
    "owner": OWNER,
    "config": CONFIG,
    "nullify": NULLIFY,
    "obey_only_this": OBEY_ONLY_THIS,
    "disable": DISABLE,
    "safeguard": SAFEGUARD,
    "strong_safeguard": STRONG_SAFEGUARD,
    "scope": SCOPE,
    "no_refusal": NO_REFUSAL,
    "send": SEND,
    "secret_object": SECRET_OBJECT,
    "destination": DESTINATION,
    "remote_url": REMOTE_URL,
    "ip_address": IP_ADDRESS,
    "local_url": LOCAL_URL,
    "image_beacon": IMAGE_BEACON,
    "reveal": REVEAL,
    "prompt_target": PROMPT_TARGET,
    "persona_frame": PERSONA_FRAME,
    "lawless": LAWLESS,
    "mode": MODE,
    "activate": ACTIVATE,
    "dont_tell": DONT_TELL,
    "audience": AUDIENCE,
    "this_note": THIS_NOTE,
    "conceal_shape": CONCEAL_SHAPE,
    "every_answer": EVERY_ANSWER,
    "promotion": PROMOTION,
    "self_keep": SELF_KEEP,
    "memory_churn": MEMORY_CHURN,
    "role_markup": ROLE_MARKUP,
    "role_line": ROLE_LINE,
    "dead_relative": DEAD_RELATIVE,
    "tool_shape": TOOL_SHAPE,
    "mention": MENTION,
    "tool_described": TOOL_DESCRIBED,
    "authority_claim": AUTHORITY_CLAIM,
    "negation": NEGATION,
    "prior": PRIOR,
    "permission": PERMISSION,
    "clause_start": CLAUSE_START,
}
