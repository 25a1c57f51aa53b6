"""Concepts of an override (pure data, ``concepts.py``): who is addressed, whose instructions,
actions that cancel or switch them off, safeguards, scope, refusals, prior instructions,
permission and claimed authority.
"""

from __future__ import annotations

from .concept_union import any_of

ADDRESSEE = any_of(
    r"\b(?:ai|a\.i\.|llms?|assistants?|chat\s?bots?|bots?|gpt|chatgpt|claude|copilot|gemini)\b",
    r"\b(?:the|this|any|whichever|every)\s+(?:language\s+)?(?:models?|agents?)\b",
    r"\b(?:models?|agents?)\s*[:,]",
    r"\bai\s+agents?\b",
    # es pt fr de ru
    r"\b(?:asistente|assistente|ia|ki|assistent|ассистент\w*|ии|нейросеть)\b",
    # the model's (safeguards, rules): ``les garde-fous du modèle``
    r"\b(?:du\s+modèle|del\s+modelo|do\s+modelo|da\s+modelo|des\s+modells)\b",
    # zh ja ko
    r"助手|人工智能|アシスタント|어시스턴트",
)
"""The line speaks to the model."""

OWNER = any_of(
    r"\byour\b",
    r"\byou\b",
    r"\byou'?re\b",
    r"\b(?:system|developers?|operators?|vendor'?s?|provider'?s?)\b",
    r"\b(?:built-in|preamble|upstream|creators?|makers?|trainers?|launched)\b",
    r"\bbefore\s+(?:this\s+point|reading\s+this)\b",
    r"\b(?:te|tus|tu|dir|dich|dein\w*|man\s+dir|тебе|твои\w*|тебя|ты|сво\w+|t'|tes|on\s+t'|você"
    r"|voce|seu|sua|seus|suas|teus|tuas|vous|votre|vos)\b",
    r"\b(?:des\s+betreibers|разработчик\w*|del\s+sistema|de\s+sistema|du\s+système)\b",
    r"你|您|あなた|与えられた|受けた|너(?![무비구])|당신|받은",  # not 너무 (too), 너비 (width)
)
"""Whose instructions: the model's (second person, system, operator, developer)."""

CONFIG = any_of(
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

NULLIFY = any_of(
    r"\b(?:ignore|ignoring|disregard\w*|forget|forgetting|discard\w*|abandon\w*|neglect|drop|scrap"
    r"|wipe)\b",
    r"\bno\s+need\s+to\s+(?:stick\s+to|follow|obey|keep)\b|\b(?:don't|do\s+not)\s+(?:stick\s+to|obey)\b",
    r"\bset\s+aside\b|\bput\s+\w+(?:\s+\w+){0,3}\s+on\s+hold\b|\blet\s+(?:them|it)\s+go\b",
    r"\bcancel+(?:ing|ed|s)?\b|\bsupersed\w*|\boverrid\w*|\bvoid\b|\binvalid\w*|\bstale\b",
    r"\b(?:outdated|deprecated|obsolete|revoked|rescinded|repealed|rolled\s+back|fake|null|expired"
    r"|lapsed)\b",
    r"\b(?:revogad\w*|revocad\w*|révoqu\w*|widerrufen|aufgehoben|abrogad\w*|abrogé\w*|anulad\w*"
    r"|annulé\w*|derogad\w*|cancelad[oa]s)\b|(?:отозван\w*|аннулирован\w*)|撤销|撤銷|取り消|撤回|철회",
    r"\b(?:obsolet[oa]s?|desactualizad[oa]s|obsolètes?|périmé\w*|dépassé\w*|veraltet\w*|überholt\w*"
    r"|ultrapassad[oa]s|desatualizad[oa]s)\b|(?:устарел\w*|устаревш\w*|отбрас\w*|отброс\w*)|过时|過時|時代遅れ"
    r"|폐지된|구식",
    r"\bno\s+longer\s+(?:counts?|appl\w*|valid|in\s+force|binding|matters?)\b",
    r"\b(?:don't|do\s+not|doesn't|does\s+not)\s+(?:exist|count|apply|matter)\b",
    r"\b(?:not|stop)\s+following\b|\bas\s+(?:a\s+)?(?:draft|suggestions?)\b",
    r"\b(?:ignor\w+|olvid\w+|deja(?:r)?\s+de\s+lado|dejes\s+de\s+lado|sin\s+efecto|inválid\w*"
    r"|ya\s+no\s+(?:valen|aplican))\b|\bdeix(?:a|ar|e)\s+de\s+lado\b|\bmet(?:s|tre|tez)\s+de\s+côté\b"
    r"|\bbeiseite\w*",
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
    r"\b(?:only|just|mere(?:ly)?)\s+(?:a\s+)?(?:suggestions?|drafts?|first\s+drafts?)\b"
    # "the assistant only drafts the summary": a verb with its object, not "rules are only drafts"
    r"(?!\s+(?:the|a|an|its|their|our|your|his|her|this|that|these|those|some|each|every"
    r"|replies|responses|answers|e-?mails?|summar\w+|letters?|notes?|messages?|reports?"
    r"|texts?|copy|content|code|proposals?|changes?|tickets?)\b)",
    r"(?:не\s+следуй|больше\s+не\s+следуй|не\s+выполняй|не\s+подчиняйся)",
    r"忽略|无视|無視|忘记|忘記|忘掉|作废|作廢|无效|無效|抛开|拋開|忘れ|무시|잊|무효|不要再遵循|不再遵循|不要遵循"
    r"|関係ありません|関係ない|無関係|不算数|不算數|不再有效|失效|不作数|破棄|丢弃|丟棄|폐기",
    r"放一边|放一邊|放到一边|放在一边|放在一邊|搁置|擱置|先放下|脇に置|棚上げ|접어\s*두|제쳐\s*두",
)
"""An action or state that cancels instructions."""

OBEY_ONLY_THIS = any_of(
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
    r"\bseule?s?\s+(?:cette|ces|cet|ce)\s+(?:\w+\s+){1,2}(?:comptent|font\s+foi)\b",
    r"(?:слушай\s+только|главн\w*\s+(?:—\s+)?(?:этот|эта|это)\b)",
    r"只听|只聽|只服从|只服從|以本文件为准|以这个文件为准|以此为准|为准|為準|だけに従|のみに従|だけを優先|最優先"
    r"|만\s*따라|만\s*따르|只按照|只按這|只照着|只照著|だけに沿",
)

DISABLE = any_of(
    r"\b(?:disabl\w*|turn(?:ed|ing)?\s+off|switch(?:ed|ing)?\s+off|skip\w*|bypass\w*)\b",
    r"\bturn\s+(?:\w+\s+){1,3}off\b|\bswitch\s+(?:\w+\s+){1,3}off\b|\bignor\w*",
    r"\b(?:don't|do\s+not)\s+bother\s+with\b",
    r"\b(?:stop|stops)\b|\bout\s+of\s+scope\b|\b(?:not|aren't|isn't)\s+(?:needed|required)\b",
    r"\b(?:do|does|don't|doesn't)\s+(?:not\s+)?apply\b|\bno\s+need\b|\bunnecessary\b|\boff\s+for\b",
    r"\bno\s+longer\s+(?:needed|required|necessary|active|enabled|in\s+effect)\b|\bretired\b",
    r"\b(?:suspend\w*|waiv\w*|lifted)\b|\blev[ée]e?s\b|\blevantad[oa]s?\b|\baufgehoben\b"
    r"|(?:сняты|снят[аоы]?)\b|解除|해제",
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
    r"をしない|を出さない|を回避|無効に|안\s*함|우회|(?:не\s+подтвержда\w*|обход\w*)",
    # no need to follow or keep to them (9 languages)
    r"\b(?:don't|do\s+not|doesn't|does\s+not|no\s+longer)\s+(?:have|need)\s+to\s+(?:follow|obey|respect"
    r"|observe|comply\s+with|honou?r|stick\s+to)\b|\b(?:don't|do\s+not|never)\s+wait\s+for\b"
    r"|\bno\s+(?:hace\s+falta|es\s+necesario|tienes\s+que)\s+(?:seguir|respetar|cumplir|obedecer)\b"
    r"|\bnão\s+(?:é\s+preciso|é\s+necessário|precisa\w*\s+(?:de\s+)?|tem\s+que\s+|há\s+necessidade\s+de\s+)"
    r"(?:seguir|respeitar|cumprir|obedecer)\b|\b(?:plus\s+)?besoin\s+de\s+(?:suivre|respecter)\b"
    r"|\bn'a(?:s|vez)\s+plus\s+à\s+(?:suivre|respecter)\b"
    r"|\b(?:musst|müssen|brauchst|brauchen)\s+(?:\w+\s+){0,4}nicht\s+(?:mehr\s+)?(?:zu\s+)?(?:befolgen|einhalten|beachten)\b"
    r"|(?:не\s+обязан\w*|не\s+надо|незачем)\s+(?:\w+\s+)?(?:соблюдать|следовать|выполнять)"
    r"|(?:従う|守る|遵守する|気にする)必要は(?:ありません|ない|なし)|回避して(?:も)?(?:かまい|構い|よい|いい)"
    r"|(?:지킬|따를|준수할|신경\s*쓸)\s*필요(?:가|는)?\s*없"
    r"|(?:不必|无需|無需|没必要|沒必要|用不着|用不著)(?:再)?(?:遵守|遵循|理会|理會|服从|服從)",
)

_MODEL_SAFEGUARD = (
    r"\b(?:safety|security)\b|\bsafeguards?\b|\bguardrails?\b|\bmoderation\b",
    r"\b(?:content|safety|nsfw|output|profanity)\s+(?:filter\w*|polic\w*|rules)\b|\bcensor\w*",
    r"\b(?:restrictions?|limitations|refusals?)\b|\bethic\w*|\bmoral\w*|\busage\s+polic\w*",
    r"\b(?:ethisch\w*|éthique\w*|ética\w*)|(?:этическ\w*)|倫理|伦理|윤리",
)
STRONG_SAFEGUARD = any_of(
    *_MODEL_SAFEGUARD,
    r"\bbranch\s+protection\b|\bbranch-?schutz\w*|\bprotección\s+de\s+(?:la\s+)?rama\b"
    r"|\bprotection\s+de\s+(?:la\s+)?branche\b|\bproteção\s+de\s+branch\b|(?:защит\w*\s+ветк\w*)"
    r"|分支(?:的)?保护|分支保護|ブランチ保護|브랜치\s*보호",
    r"\b(?:segurid\w*|sicherheit\w*|безопасност\w*|sécurité|securite|seguran[cç]a)\b",
    r"\bgarde-fous?\b",
    r"\bfiltros?\s+de\s+contenido\b|\bfiltres?\s+de\s+contenu\b|\binhaltsfilter\w*",
    r"安全|过滤|過濾|フィルター|보안|안전|필터",
)
"""Safeguards of the model itself (an imperative to switch one off is enough)."""

SAFEGUARD = any_of(
    *_MODEL_SAFEGUARD,
    r"\b(?:warnings?|confirmations?|review|approvals?|filter(?:s|ing)?)\b",
    r"\b(?:advertencias?|avisos?|avertissements?|warnhinweis\w*)\b|(?:предупреждени\w*)|安全提示|警告|경고",
    r"\bpre-commit\s+hooks?\b|\blint\s+checks\b",
    r"\b(?:segurid\w*|filtros?|restriccion\w*|comprobacion\w*)\b",
    r"\b(?:sicherheit\w*|filter\w*|prüfung\w*|einschränkung\w*)\b",
    r"(?:безопасност\w*|фильтр\w*|проверк\w*|огранич\w*)",
    r"\b(?:sécurité|vérifications|segurança|seguranca|verificações|restrições|garde-fous?)\b",
    r"安全|过滤|過濾|审查|審查|审核|審核|检查|檢查|フィルター|確認|チェック|検閲|보안|안전|필터|검사|검열",
    r"\bsandbox\w*|サンドボックス|沙箱|샌드박스|(?:песочниц\w*)|制限|限制|제한|확인",
)


SCOPE = any_of(
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
    r"新ルール|新しいルール|새\s*규칙|새로운\s*규칙|新规则|新規則|新的规则|(?:новые\s+правила)",
)

_DEV_OBJECT = (
    r"(?!\s+(?:(?:a|an|the|any|um|uma|o|a|un|una|el|la)\s+)?(?:pull\s+requests?|prs?|merge\s+requests?"
    r"|patch(?:es)?|commits?|invit\w*|meetings?|calls?|cookies?|reuni\w*|convite\w*|pedido\s+de\s+merge))"
)
"""Not a refusal of what is asked: a pull request, a patch or a meeting declined."""

NO_REFUSAL = any_of(
    r"\b(?:never|no\s+need\s+to|don't|do\s+not|without)\s+(?:refus\w*|declin\w*|say(?:ing)?\s+no)\b"
    + _DEV_OBJECT,
    r"\bno\s+refusals\b|\bshould\s+never\s+refuse\b|\balways\s+compl(?:y|ies)\b",
    r"\brefusals?\s+(?:count\s+as|are)\s+(?:bugs?|errors?|failures?)\b",
    r"\brefusals?\s+(?:are\s+)?not\s+(?:allowed|permitted)\b|\brecusas\s+não\s+são\s+permitidas\b"
    r"|\bnegativas\s+no\s+están\s+permitidas\b|\brefus\s+(?:ne\s+sont\s+)?pas\s+autorisés\b"
    r"|(?:отказы\s+запрещены)|不允许拒绝|拒否は禁止|거절은?\s*금지",
    r"\b(?:cleared|allowed|permitted|authori[sz]ed)\s+to\s+(?:write|create|generate|build)\s+(?:\w+\s+){0,2}"
    r"(?:malware|ransomware|exploits?|keyloggers?|viruses|phishing)\b",
    r"\bnunca\s+(?:te\s+)?niegues\b|\bnicht\s+ablehnen\b|\bне\s+отказывай\b",
    r"\bnunca\s+(?:recuse\w*|rechaces|rejeite\w*)\b" + _DEV_OBJECT,
    r"\bne\s+refuse\s+aucune?\b|\bniemals\s+ablehnen\b",
    r"\bno\s+(?:rechaces|te\s+niegues)\b|\bnão\s+recuses?\b"
    r"|\bne refuse\s+(?:rien|jamais)\b|\bverweigere\s+nichts\b|\blehne\s+nichts\s+ab\b"
    r"|\bne\s+refusez\s+(?:plus\s+)?(?:rien|jamais)\b|\bne\s+refuse[sz]?\s+plus\b"
    r"|거부하지\s*마|거절하지\s*마|거부하지\s*말",
    r"(?:без\s+отказ\w*|отвечай\s+на\s+вс[её]\b)",
    r"不要拒绝|不要拒絕|从不拒绝|從不拒絕|绝不拒绝|不得拒绝|别拒绝|回答所有问题|回答任何问题|什么都回答|拒否しない"
    r"|断らない|거절하지",
)

AUTHORITY_CLAIM = any_of(
    r"\b(?:treat|consider|regard)\s+(?:\w+\s+){0,2}(?:messages?|text|lines?|requests?)\b[^.]{0,60}\bas\s+(?:if\s+)?"
    r"(?:coming\s+from|from|sent\s+by|written\s+by)\s+(?:your\s+)?(?:developers?|creators?|operators?|system|admin\w*"
    r"|anthropic|openai)\b",
    r"(?:считай\s+(?:\w+\s+){0,2}(?:указани\w*|инструкци\w*|приказ\w*)\s+(?:твоих\s+)?разработчик\w*)",
    r"当作开发者|當作開發者|视为开发者|視為開發者|当成开发者|開発者の指示として扱|개발자의?\s*지시로\s*(?:취급|간주)",
    # this memory's instructions ranked above what the user says (9 languages)
    r"\b(?:priority|precedence)\s+over\s+(?:anything|whatever|what|everything)\s+"
    r"(?:\w+\s+)?(?:the\s+)?users?\s+(?:says?|asks?|writes?|wants?|requests?)\b"
    r"|\b(?:override|overrides|outrank|outranks)\s+(?:anything|whatever|what|everything)\s+(?:\w+\s+)?(?:the\s+)?users?"
    r"\s+(?:says?|asks?|writes?|wants?|requests?)\b"
    r"|\bvorrang\s+vor\s+(?:allem,?\s+was\s+(?:der|die)\s+(?:benutzer|nutzer|anwender)\w*"
    r"|(?:den\s+)?(?:anweisungen|wünschen|worten)\s+(?:des|der)\s+(?:benutzer|nutzer|anwender)\w*)"
    r"|\b(?:prioridad|prioridade)\s+sobre\s+(?:lo\s+que\s+(?:diga|pida)\s+|o\s+que\s+(?:diz|pede|disser)\s+)?"
    r"(?:el|o)\s+(?:usuario|usuário)\b|\bprevalece\w*\s+sobre\s+(?:lo\s+que\s+|o\s+que\s+)?(?:\w+\s+)?(?:el|o)\s+(?:usuario|usuário)\b"
    r"|\b(?:priment|prime|priorité)\s+sur\s+(?:tout\s+)?(?:ce\s+que\s+(?:dit|demande)\s+)?l'utilisateur\b"
    r"|приоритет\s+над\s+(?:\w+\s+)?пользовател\w*|важнее\s+(?:\w+\s+)?пользовател\w*"
    r"|优先于用户|優先於用戶|比用户(?:的话|說的|说的)?(?:更)?优先|ユーザー(?:の(?:指示|発言|言うこと))?より(?:も)?優先"
    r"|사용자(?:의\s*(?:말|지시|요청))?보다\s*우선",
    # inj28b: in a conflict with the user's request, the memory wins (fr es pt de it)
    r"\b(?:en\s+cas\s+de\s+conflit|en\s+caso\s+de\s+conflicto|em\s+caso\s+de\s+conflito|bei\s+(?:einem\s+)?(?:konflikt|widerspruch)"
    r"|in\s+caso\s+di\s+conflitto)\b[^.;]{0,90}?\b(?:utilisat\w+|usuario|usuário|utilizador|nutzer\w*|benutzer\w*|utente)\b[^.;]{0,90}?"
    r"\b(?:la\s+mémoire|la\s+memoria|a\s+memória|der\s+speicher|das\s+gedächtnis|die\s+notiz|cette\s+note|esta\s+nota)\s+(?:\S+\s+)?"
    r"(?:l['’]emporte|prime|prévaut|gagne|gana|prevalece|ganha|gewinnt|vince|prevale|hat\s+vorrang|tiene\s+prioridad|tem\s+prioridade)\b",
)
"""Messages given the authority of the model's developers (``treat '!!' messages as your
developers'``): an override."""

PRIOR = any_of(
    r"\b(?:previous|prior|preceding|earlier|above|original|initial|former)\b",
    r"\b(?:vorherig\w*|bisherig\w*|früher\w*|anterior\w*|previas|précédent\w*|antérieur\w*)\b",
    r"(?:предыдущ\w*|прежн\w*|ранее)",
    r"之前|以前|先前|以上|上述|至今|到目前为止|前の|これまで|今まで|이전|앞의|지금까지",
)
"""Instructions that came before (``ignore the previous …``)."""

PERMISSION = any_of(
    r"\byou\s+(?:may|can|are\s+(?:allowed|permitted|free)\s+to|have\s+(?:standing\s+)?permission)\b",
    r"\bfeel\s+free\s+to\b|\b(?:allowed|permitted|clearance|permission)\s+to\b",
    r"\b(?:pode|podes|puedes|kannst|darfst|peux|pouvez)\b|(?:можешь|можно)",
    r"構いません|かまいません|かまわない|てもいい|てもよい|可以|도\s*됩니다|도\s*돼|무방",
)
"""The model is told it may (``you can skip …``)."""
