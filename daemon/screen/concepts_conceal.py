"""Concepts of concealment (pure data, ``concepts.py``): keeping something from the user, the
audience, this note, and the shapes of a hidden order.
"""

from __future__ import annotations

from .concept_union import any_of

_STATUS = (
    r"(?:all\s+)?(?:tests?\s+pass\w*|done|success\w*|ok(?:ay)?|all\s+good|completed?|no\s+(?:issues"
    r"|problems|changes|errors)|everything\s+(?:is\s+)?(?:fine|ok|green)|build\s+(?:passed|green))\b"
)
"""A canned status (what a report says when it hides what was done)."""
_STATUS_CJK = (
    r"(?:测试通过|測試通過|成功|完成|正常|没有问题|沒有問題|テスト(?:成功|合格|通過)|완료|성공|정상"
    r"|테스트\s*통과)"
)

DONT_TELL = any_of(
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
    r"|(?:不要|别|別|不得|不可|不能)(?:向|对|對|跟|给|給)?[^，。,]{0,6}?(?:透露|提到|提起|提及|泄露|洩露)"
    r"|知られないように|内緒|말하지\s*마|알리지\s*마|모르게|비밀로",
)

AUDIENCE = any_of(
    r"\b(?:user|users|person|anyone|anybody|human|developer|people|them|whoever|the\s+team|nobody"
    r"|no one|reviewers?)\b",
    r"\b(?:usuario|usuário|nutzer\w*|benutzer\w*|anwender\w*|utilisateur\w*|utilizador\w*|nadie"
    r"|niemand\w*|personne|ninguém)\b",
    r"(?:пользовател\w*|никому)",
    r"用户|用戶|ユーザー|誰にも|사용자|누구|客户|客戶|顾客|顧客|使用者|利用者|お客|고객|이용자",
)

THIS_NOTE = any_of(
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

_REQUEST = (
    r"(?:(?:you|me|us)\s+)?(?:for|to)\b|(?:whether|if)\s+(?:you|we|they|it|the\s+\w+)\s+"
    r"(?:can|could|will|would|may|might)\b"
)
"""What someone asks for (``asks for a refund``, ``asks to …``) or whether something can be
done (``asks whether you can extend …``): a request or a question of policy, no question of
what the model did."""
_NOT_A_REQUEST = r"(?!\s+asks?\s+(?:" + _REQUEST + r"))(?!\s+(?:for|to)\b)"
_NOT_A_REQUEST_AFTER_ASKS = r"(?!\s+(?:" + _REQUEST + r"))"

CONCEAL_SHAPE = any_of(
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
    # "if anyone asks whether you changed it, say no"; a request refused ("if anyone asks for a
    # refund after 30 days, say no") or a question of what can be done ("asks whether you can
    # extend the deadline") is a policy, not a lie: only "nothing"/"didn't" count after those
    r"\bif\s+(?:someone|anyone|the\s+user|they|asked|a\s+user)\b"
    + _NOT_A_REQUEST
    + r"[^.]{0,80}\b(?:the\s+answer\s+(?:should|must)\s+be|say|answer|reply|claim|deny)\b[^.]{0,40}"
    r"\b(?:no|none|nothing|never|didn't|did\s+not)\b",
    r"\bif\s+(?:asked|the\s+(?:user|developer)\s+asks|they\s+ask|anyone\s+asks|someone\s+asks)\b"
    + _NOT_A_REQUEST_AFTER_ASKS
    + r"[^.]{0,80}\b(?:say|answer|reply|claim|tell\s+them)\s+(?:no|nothing|none|there\s+(?:are|is)"
    r"\s+none|that\s+(?:you|it)\s+didn't)\b",
    r"\bif\s+(?:someone|anyone|the\s+user|they|a\s+user)\s+asks?\s+(?:"
    + _REQUEST
    + r")[^.]{0,80}\b(?:say|answer|reply|claim|tell\s+them)\b[^.]{0,40}\b(?:nothing|didn't"
    r"|did\s+not)\b",
    r"\bmake\s+up\s+(?:a\s+)?(?:plausible\s+)?(?:reason|excuse|story|explanation)\b",
    # a made-up account in place of the truth ("invent an innocent explanation instead of …")
    r"\b(?:invent|fabricate|make\s+up|come\s+up\s+with|give)\s+(?:them\s+|the\s+user\s+)?(?:an?\s+)?"
    r"(?:\w+\s+){0,2}(?:explanation|excuse|story|reason|justification|answer)s?\b[^.\n]{0,40}"
    r"\binstead\s+of\s+(?:telling|giving|saying|admitting)\s+(?:\w+\s+){0,2}(?:the\s+)?truth\b",
    r"\b(?:while|by)\s+(?:telling|letting|assuring|showing)\s+(?:the\s+user|the\s+team|them|him|her"
    r"|everyone)\s+(?:that\s+)?(?:(?:you|it|we)\s+(?:were|are|was|'re)\s+(?:only|just|merely)"
    r"|(?:believe|think)\b)",
    r"\b(?:tell|let|make)\s+(?:the\s+user|them)\s+(?:believe|think)\s+(?:that\s+)?(?:you|it)\s+"
    r"(?:were|are|was|'re)\s+(?:only|just|merely)\b",
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
    # a canned status in place of what was done ("never mention you ran X; report only 'done'")
    r"\b(?:never|don't|do\s+not)\s+(?:mention|say|tell\s+\w+|reveal|admit)\b[^\n]{0,80}"
    r"\b(?:report|say|answer|reply|respond|write)\s+(?:only|just)\s+(?:with\s+)?['\"“‘]" + _STATUS,
    r"\b(?:report|say|answer|reply|respond|write)\s+(?:only|just)\s+(?:with\s+)?['\"“‘]"
    + _STATUS
    + r"[^\n]{0,80}\b(?:never|don't|do\s+not)\s+(?:mention|say|tell|reveal|admit)\b",
    r"只(?:汇报|匯報|报告|報告|回答|回复|说|說)[“\"「]?"
    + _STATUS_CJK
    + r"[^。\n]{0,40}(?:不要|别|別|不许|不得)(?:提|说|說|告诉|告訴|透露)"
    r"|(?:不要|别|別)(?:提|说|告诉|透露)[^。\n]{0,40}只(?:汇报|匯報|报告|報告|回答|说)[“\"「]?"
    + _STATUS_CJK,
    r"숨기[^.\n]{0,40}" + _STATUS_CJK + r"\s*(?:이?라고만|만)\s*(?:보고|답|말)"
    r"|隠し[^。\n]{0,40}" + _STATUS_CJK + r"」?とだけ(?:報告|答え|言)",
    # the audience kept unaware of what the assistant does
    r"\b(?:users?|the\s+user|customers?|clients?|people|anyone)\s+(?:must|should|may|can)"
    r"(?:\s*not|n't|\s+never)\s+be\s+(?:told|informed|notified|made\s+aware)\s+(?:when|that|if"
    r"|about)\b[^\n]{0,60}\b(?:assistant|agent|you|bot|model)\b",
    # this note hidden, or its existence denied, as an order or a checklist item (9 languages)
    r"(?<!\bto\s)(?<!\bcan\s)(?<!\bwill\s)\b(?:hide|conceal)\s+(?:this|these)\s+(?:\w+\s+)?(?:notes?|memos?|entry|entries|records?|rules?)\b"
    r"|\bdeny\s+(?:its|their)\s+existence\b|\bdeny\s+(?:that\s+)?(?:it|this\s+(?:note|memo|entry))\s+exists\b"
    r"|\b(?:oculta|ocúlta)\w*\s+(?:esta|estas|este)\s+(?:notas?|instrucci\w+|entradas?|reglas?)\b|\bniega\s+su\s+existencia\b"
    r"|\besconde\w*\s+(?:esta|estas|este)\s+(?:notas?|instru\w+|entradas?|regras?)\b|\bnegue\s+(?:a\s+)?sua\s+existência\b"
    r"|\bcache[rz]?\s+(?:cette|ces)\s+(?:notes?|instructions?|entrées?|règles?)\b|\bnie[rz]?\s+son\s+existence\b"
    r"|\bverb(?:irg|erge)\w*\s+diese\w*\s+(?:notiz|anweisung|eintrag|regel)\w*|\bleugne\s+(?:ihre|seine|deren)\s+existenz\b"
    r"|(?:скрыва\w*|скрой\w*|спрячь\w*|прячь\w*)\s+(?:эт\w+\s+)?(?:заметк|запис|инструкци|памятк|правил)\w*"
    r"|(?:отрицай\w*|отрицать)\s+(?:е[её]|его|их)\s+существовани\w*"
    r"|(?:この|これらの)(?:メモ|指示|ルール|記録|エントリ)を隠|(?:メモ|指示|記録)の存在を否定|存在を否定(?:する|して|しろ)"
    r"|이\s*(?:메모|지시|규칙|기록|항목)(?:를|을)?\s*숨기|존재(?:를)?\s*부인"
    r"|隐藏(?:这条|这些|本条|这个)?(?:记录|笔记|指令|备忘|条目|规则)|否认(?:它|其|这条\w{0,3})?的?存在",
    # what the assistant ran kept from the replies and the transcript
    r"\b(?:never|don't|do\s+not)\s+(?:mention|say|reveal|admit|disclose)\b[^.\n]{0,40}\bthat\s+you\s+(?:ran|executed"
    r"|installed|deleted|removed|pushed|uploaded|downloaded|sent|changed|modified)\b[^\n]{0,80}\bkeep\s+(?:\w+\s+){0,3}"
    r"out\s+of\s+(?:the\s+|your\s+)?(?:transcript|logs?|history|chat|output)\b",
)
