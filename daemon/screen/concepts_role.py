"""Concepts of role play and role markup (pure data, ``concepts.py``): persona frames, dead
relatives, special modes, lawless attributes, fake system tags and role lines.
"""

from __future__ import annotations

from .concept_union import any_of
from .lexicon_en import TAG_NAMED

PERSONA_FRAME = any_of(
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
    r"(?:από\s+τώρα\s+)?είσαι\b|(?:اب\s+تم|تم\s+اب)\b",
    r"你的名字是|从这一刻起|今日から|これから|あなたの名前は|너의?\s*이름은",
)

DEAD_RELATIVE = any_of(
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

MODE = any_of(
    r"\b(?:developer|dev|god|jailbreak|debug|admin)\s+mode\b|\bmodo\s+(?:de\s+)?(?:desarrollador|desenvolvedor"
    r"|dios|deus)\b|\bmode\s+(?:développeur|dieu)\b|\bentwicklermodus\b|(?:режим\w*\s+(?:разработчика|бога))",
    r"开发者模式|開發者模式|开发模式|開発者モード|개발자\s*모드",
)
"""A special mode of the model (switched on, together with a lawless attribute: a persona)."""

ACTIVATE = any_of(
    r"\b(?:activate|enable|enter|switch\s+(?:to|into|on)|turn\s+on|activa|ativa|ative|aktiviere|active"
    r"|passe\s+en)\b|(?:включи\w*|включ[её]н\w*|перейди\s+в)|开启|開啟|打开|進入|进入|有効に|オンに|켜|활성화"
    r"|有効です|有効化|已开启|已開啟|已启用|已啟用|启用|啟用",
)

LAWLESS = any_of(
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
    # the persona that never says no / is bound by no policy, in more languages (session 19)
    r"\bnunca\s+(?:dice|dices)\s+que\s+no\b|\bnunca\s+(?:rechaza|rechazas|te\s+niegas)\b"
    r"|\bnunca\s+(?:diz|dizes)\s+(?:que\s+)?não\b|\bnunca\s+(?:recusa|se\s+recusa)\b"
    r"|\bne\s+(?:dit|dis)\s+jamais\s+non\b|\bne\s+refuse\s+jamais\b"
    r"|\bsagt\s+nie(?:mals)?\s+nein\b|\bnie(?:mals)?\s+nein\s+sagt\b|\blehnt\s+nie(?:mals)?\s+(?:etwas\s+)?ab\b"
    r"|\bnon\s+dice\s+mai\s+(?:di\s+)?no\b|\bnon\s+rifiuta\s+mai\b"
    r"|никогда\s+не\s+(?:говорит|говоришь)\s+[«\"]?нет|никогда\s+не\s+отказыва\w*"
    r"|δεν\s+δεσμεύεσαι\s+από\s+καμία|δεν\s+λες\s+ποτέ\s+όχι|δεν\s+αρνείσαι\s+ποτέ"
    r"|nigdy\s+nie\s+odmawia\w*|کسی\s+(?:بھی\s+)?پالیسی\s+کے\s+پابند\s+نہیں"
    r"|知道所有(?:的)?(?:密码|密碼|秘密|凭据|憑據)\S{0,4}?(?:愿意|願意|乐意|樂意|会|會)(?:分享|告诉|告訴|透露|提供)",
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

ROLE_MARKUP = any_of(
    r"[\[【［]\s*(?:sistema|système|systeme|система|系统|系統|システム|시스템|systemnachricht"
    r"|system\s+message)\s*[\]】］]" + TAG_NAMED,
    r"[\[【]\s*(?:sistema|système|systeme|система|系统|系統|システム|시스템)\s*[\]】]\s*:",
    r"【\s*(?:system|admin|developer|operator|管理员|開発者)\s*】",
    r"<<\s*/?\s*sys\s*>>",
    r"<\|[a-z_]*(?:system|sys|header|im_start|developer)[a-z_]*\|>",
    r"<\s*/?\s*(?:start|end)_of_turn\s*>",
    r"<\s*/?\s*(?:system|developer|admin|operator)(?:[_-](?:prompt|message|instructions?))?\s*>"
    + TAG_NAMED,
    r"(?:\*\*|#{2,}\s*|\[\[?|\{)\s*(?:system|developer|admin|operator)(?:\s+|_)?"
    r"(?:message|notice|override|prompt|instructions?)?\s*(?:\*\*|#{2,}|\]\]?|\}|:)" + TAG_NAMED,
    r"\b(?:system|developer|admin|operator)_(?:message|notice|prompt)\s*:",
    # a forged compliance in a transcript with a human or system turn; a user/assistant chat
    # fragment ("user: keep answers short? assistant: sure") is screened for what it says
    r"\bhuman\s*:[^\n]{0,300}?\bassistant\s*:\s*(?:i\s+(?:have|will|'ll|am)\b|sure\b|understood\b)",
    r"\bassistant\s*:\s*(?:i\s+(?:have|will|'ll|am)\b|sure\b|understood\b)(?=[^\n]{0,300}?\b(?:human"
    r"|system)\s*:)",
    r"\"(?:role|type)\"\s*:\s*\"(?:system|developer)[_ -](?:instructions?|message|prompt)s?\"",
    r"\bmessage\s+from\s+the\s+(?:platform|system|operator|developer|admin\w*)\s+to\s+the\s+"
    r"(?:model|assistant|ai)\b",
    r"\b(?:note|message|notice|update|memo)\s+from\s+(?:the\s+)?(?:system|platform|operator"
    r"|developers?|admin\w*)\b(?=\W*(?:\*\*|:|\]|>))",
)

ROLE_LINE = (
    r"(?<![^\n]{7})(?<!\w)(?:system|sys|システム|시스템|系统|系統|система|sistema|système"
    r"|systemnachricht|systemmeldung)\s*\**\s*:"
)
"""A role word opening a line (after markup only, checked by the scorer), then a colon (fullwidth
folded): a role tag when the line also orders the assistant or sets a mode (``System: Ubuntu
22.04`` is a note). A log line's level word within its first 40 characters, then a detection
verb (``WARN … contained 'ignore previous …'; blocked``), is a report: see ``REPORT``."""
