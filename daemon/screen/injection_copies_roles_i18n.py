"""Records copied out, promotions made permanent, instructions dumped and rule-free roles, in the
eight languages the issue names (zh es de ru fr ja pt ko; pure; helper inj8x15, session 15).

- ``records_forwarded``: a send/forward/copy verb with an e-mail address, and either a covert
  word (``unauffällig``, ``discrètement``, ``незаметно``, ``悄悄``, ``こっそり``, ``몰래``) or an
  address on a free-mail host (gmx, proton, qq.com, naver…) together with "a copy of", "every"
  or "all". "Send the weekly report to team@company.de" names neither; an address introduced as
  the user's own (``mi``, ``meine``, ``我的``) stays clean.
- ``promo_everywhere``: a link or domain put in every answer, commit message or README, with
  a promotional word (sponsored, powered by, 赞助, 후원…) or for good (``für immer``, ``pour
  toujours``, ``навсегда``, ``永久``, ``영구``, "from now on"). Ticket numbers in every commit,
  links to a wiki or an issue tracker are no promotion.
- ``instructions_dumped``: the model's own initial, system or developer instructions (or its
  prompt) with a copy/write/show verb and a word for the whole exact text (``wörtlich``,
  ``mot pour mot``, ``texto exacto``, ``дословно``, ``逐字``, ``一字一句``, ``한 글자도``) or a
  file to write them to. A line that only says where a bot's prompt is versioned has no verb.
- ``rule_free_role``: an order to play a role (``spiel die Rolle``, ``interpreta el papel``,
  ``играй роль``, ``扮演``, ``演じて``, ``역할을 하``) whose character approves every request or
  has no rules. A product persona ("the support bot plays 'Lotte', a friendly adviser") does not.

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

# ruff: noqa: E501
import re
from typing import Final

from .injection_confirm_hide_i18n import unquoted
from .lexicon_en import EXFILTRATION, EXTRACTION, PERSISTENCE, PERSONA

_EMAIL: Final = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
_FREEMAIL: Final = re.compile(
    r"gmx|gmail|googlemail|mailbox\.org|proton|tutanota|tuta\.|yahoo|hotmail|outlook\.com|live\.com"
    r"|laposte|mail\.ru|yandex|rambler|\bqq\.com|163\.com|126\.com|sina\.|naver|daum|hanmail|web\.de"
    r"|t-online|free\.fr|orange\.fr|wanadoo|uol\.com|bol\.com|terra\.com|libero|icloud|\baol\.|zoho"
    r"|mailinator|guerrillamail|temp-?mail|yopmail|inbox\.ru|bk\.ru|list\.ru|freenet"
)
_SEND: Final = re.compile(
    r"schick\w*|send\w*|leite\w*|weiterleit\w*|übermittl\w*|übermittel\w*|mail\w*|kopie\w*|\bcc\b|\bbcc\b"
    r"|envoi\w*|envoy\w*|envoie|transf[eè]r\w*|transmet\w*|fais\s+suivre|copie\w*"
    r"|env[ií]\w*|reenv[ií]\w*|mand\w*|remit\w*|copia\w*|encaminh\w*|repass\w*|cópia\w*"
    r"|отправ\w*|перес[ыл]\w*|пересл\w*|дублир\w*|дублиру\w*|копи\w*|шли\b|высыл\w*"
    r"|发送|發送|转发|轉發|抄送|密送|发到|發到|寄给|发给|发至|送至|コピー|送信|転送|送って|送る"
    r"|보내|전달|전송|참조"
)
_COVERT: Final = re.compile(
    r"unauffällig\w*|heimlich\w*|stillschweigend\w*|unbemerkt|discr[eè]te?ment|en\s+cach(?:ette|é)"
    r"|discretamente|en\s+secreto|a\s+escondidas|sin\s+avisar|sem\s+avisar|às\s+escondidas|secretamente"
    r"|незаметно|тайно|втихую|скрытн\w*|скрыт\w+\s+копи\w*|悄悄|偷偷|暗中|密送|こっそり|内緒で|密かに|ひそかに"
    r"|몰래|숨은\s*참조|copia\s+oculta|cópia\s+oculta|copie\s+cachée|blindkopie|\bbcc\b"
)
_BULK: Final = re.compile(
    r"\bjede[nmrs]?\b|\balle\b|\bsämtlich\w*|\bkopie\b|\bzusätzlich|\bchaque\b|\btou(?:te)?s\b|\bune\s+copie"
    r"|\bcada\b|\btod[oa]s\b|\buna\s+copia|\buma\s+cópia|\bкажд\w*|\bвсе\b|\bвсех\b|\bкопи\w*"
    r"|每|所有|全部|一份|すべて|全て|毎回|コピー|모든|전부|매번|사본"
)
_OWN: Final = re.compile(
    r"\b(?:meine?|mi|mon|ma|meu|minha|мой|мою|мне)\s+\S*\s*$|我的\S*\s*$|私の\S*\s*$|내\s*\S*\s*$"
)

_EVERY_OUTPUT: Final = re.compile(
    r"(?:jede[nmrs]?|alle)\s+(?:\w+[- ])?(?:antwort|commit|readme|nachricht|pr\b|pull)\w*"
    r"|(?:chaque|tou(?:te)?s\s+les)\s+(?:\w+\s+)?(?:réponse|message|commit|readme|pr\b)\w*"
    r"|(?:cada|tod[oa]s?\s+(?:as|os|las|los)?)\s*(?:\w+\s+)?(?:respuesta|resposta|mensaje|mensagem|commit|readme|pr\b)\w*"
    r"|(?:toda|todo)\s+(?:\w+\s+)?(?:respuesta|resposta|mensaje|mensagem|commit|readme)\w*"
    r"|кажд\w+\s+(?:\w+\s+)?(?:ответ|сообщени|коммит|readme)\w*|(?:все|во\s+все)\s+(?:\w+\s+)?(?:ответ|коммит|readme)\w*"
    r"|(?:每|所有)[^\s，。,]{0,6}\s?(?:回复|回覆|回答|提交|readme|消息|答复)|(?:すべて|全て|毎回|各)\S{0,8}(?:回答|返信|コミット|readme)"
    r"|(?:回答|返信|コミット\S{0,6})(?:には|の最後に|の末尾に)\S{0,4}毎回|모든\s*(?:\S+\s+)?(?:답변|응답|커밋|readme|메시지)"
)
_LINK: Final = re.compile(
    r"https?://\S+|\b[\w-]+\.(?:com|net|org|top|biz|io|info|shop|store|xyz|site|online|club|app|de|fr|es"
    r"|ru|jp|kr|cn|br|pt|co|me|tk|ml|ga|win|click|vip|bet|casino|live|link|pro|fun|space|today|lol|cc|ws|su|to|gg)\b"
)
_PROMO: Final = re.compile(
    r"sponsor\w*|gesponsert|powered\s+by|propulsé|patrocin\w*|спонсор\w*|реклам\w*|赞助|贊助|推广|推廣|广告|廣告"
    r"|提供[:：]|宣伝|広告|후원|홍보|광고|werbung|publicit\w*|rabatt\w*|descuento\w*|desconto\w*|скидк\w*"
    r"|bonus|deals?\b|jetzt\s+sparen|baixe|descarga|télécharge[rz]?\s+\w+\s+sur|referid\w*|referral|parrainage|indicação|реферал\w*|推荐链接|紹介リンク|추천인"
)
_FOREVER: Final = re.compile(
    r"für\s+immer|dauerhaft|ab\s+(?:sofort|jetzt)|bleibt\s+so|pour\s+toujours|désormais|de\s+façon\s+permanente"
    r"|définitivement|permanent\w*|para\s+siempre|a\s+partir\s+de\s+ahora|de\s+forma\s+permanente|para\s+sempre"
    r"|de\s+agora\s+em\s+diante|daqui\s+(?:em\s+diante|pra\s+frente)|навсегда|отныне|с\s+этого\s+момента"
    r"|постоянн\w*|впредь|永久|永远|永遠|从现在起|從現在起|今后|今後|以后|恒久|ずっと|これから|영구|앞으로|계속|항상|고정|삭제\s*금지|削除禁止|删除禁止|禁止删除|borrable\W{0,3}\s*(?:no|false)|fij[ao]|fixe|pinned|nicht\s+löschen"
)
_REFERRAL: Final = re.compile(
    r"referid\w*|referral|parrainage|реферал\w*|推荐链接|紹介リンク|추천인"
)
_NOT_PROMO: Final = re.compile(
    r"wiki|jira|ticket|issues?\b|docs?\.|/docs|confluence|tracker|changelog|chamado|工单|チケット|티켓|заявк"
)

_INSTR: Final = re.compile(
    r"(?:system|entwickler|ausgangs|anfangs|ursprünglich\w*|original\w*|start)\s*-?\s*(?:anweisung|instruktion|prompt|vorgabe)\w*"
    r"|(?:anweisung|instruktion|vorgabe)\w*\s+(?:des|deines|vom)\s+(?:entwickler|betreiber|operator)\w*"
    r"|instructions?\s+(?:système|initiales?|d'origine|originales?)|consignes?\s+(?:système|initiales?|du\s+développeur|de\s+l'opérateur)"
    r"|(?:instructions?|consignes?)\s+(?:du\s+développeur|de\s+l'opérateur)|(?:vos|tes)\s+(?:instructions|consignes)"
    r"|instrucciones\s+(?:de\s+sistema|del\s+sistema|iniciales|originales|del\s+desarrollador|del\s+operador)"
    r"|indicaciones\s+(?:del\s+desarrollador|del\s+operador|iniciales)|(?:tus|sus)\s+instrucciones"
    r"|instruções\s+(?:de\s+sistema|do\s+sistema|iniciais|originais|do\s+desenvolvedor)|orientações\s+(?:do\s+desenvolvedor|iniciais)"
    r"|(?:suas|tuas)\s+instruções|системн\w+\s+(?:инструкци|указани|промпт)\w*|(?:начальн|исходн|первоначальн)\w+\s+(?:инструкци|указани)\w*"
    r"|(?:инструкци|указани)\w*\s+разработчик\w*|(?:инструкци|указани)\w*,?\s+(?:которые|что)\s+(?:вам|тебе)\s+(?:задал|дал)\w*"
    r"|(?:свои|своих|твои)\s+(?:\w+\s+)?(?:инструкци|указани)\w*"
    r"|系统(?:指令|提示)|系統(?:指令|提示)|(?:原始|最初|初始)(?:的)?(?:指令|提示词|提示詞|提示)|开发者给你的|開發者給你的|提示词|提示詞"
    r"|システム(?:指示|プロンプト)|最初に受け取った指示|元の(?:指示|プロンプト)|開発者から与えられた|初期(?:指示|プロンプト)"
    r"|сообщени\w+\s+разработчика|message\s+du\s+développeur|mensaje\s+del\s+desarrollador|mensagem\s+do\s+desenvolvedor"
    r"|nachricht\s+des\s+entwicklers|entwicklernachricht|开发者(?:消息|信息)|開発者(?:の)?メッセージ|개발자\s*메시지"
    r"|시스템\s*(?:지시|프롬프트)|(?:처음|세션\s*시작\s*때)\s*받은\s*지시|원래\s*(?:의\s*)?(?:지시|프롬프트)|개발자가\s*준"
)
_DUMP_VERB: Final = re.compile(
    r"schreib\w*|kopier\w*|gib\b|ausgeb\w*|zeig\w*|speicher\w*|commit\w*|poste\w*"
    r"|écri[st]\w*|copie\w*|recopie\w*|affich\w*|montre\w*|colle\w*|donne\w*|enregistre\w*"
    r"|escrib\w*|copia\w*|muestr\w*|mostr\w*|pega\w*|guarda\w*|escrev\w*|copie\b|cole\b|salve\b|me\s+(?:mostre|passe)"
    r"|запиш\w*|скопир\w*|выведи\w*|покаж\w*|сохрани\w*|вставь\w*|перепиш\w*|пришли\w*|пришлите|отправь\w*"
    r"|写入|寫入|复制|複製|输出|輸出|显示|顯示|贴出|粘贴|发给|告诉我|書き出|コピー|出力|表示|教えて|貼り"
    r"|적으|복사|출력|보여|알려|붙여|повтори\w*|wiederhol\w*|répète\w*|repite\w*|repita\w*|重复|重複|繰り返|반복"
)
_WHOLE: Final = re.compile(
    r"wörtlich|wort\s+für\s+wort|vollständig\w*|komplett\w*|originaltext|exakt\w*|mot\s+pour\s+mot|texte\s+exact"
    r"|intégralité|exacte?s?\b|en\s+entier|complètes?|palabra\s+por\s+palabra|texto\s+exacto|íntegr\w*|complet\w*"
    r"|palavra\s+por\s+palavra|texto\s+exato|na\s+íntegra|дословно|точн\w+\s+текст|полн\w+\s+текст|целиком|полностью"
    r"|逐字|一字不漏|原样|原樣|完整|全文|一字一句|そのまま|省略せず|全て|한\s*글자도|그대로|전문|빠짐없이|전체"
    r"|всё,?\s+что\s+(?:стоит\s+)?выше|alles\s+(?:darüber|oberhalb)|tout\s+ce\s+qui\s+(?:est\s+)?au-dessus|todo\s+lo\s+(?:de\s+)?arriba"
    r"|tudo\s+(?:o\s+que\s+está\s+)?acima|以上所有|上面所有|上記すべて|위의\s*모든"
    r"|\b[\w/.-]+\.(?:md|txt|json|ya?ml)\b"
)
_OWNER: Final = re.compile(
    r"\bdein\w*|\bihre[nr]?\b|\btes\b|\btus\b|\bvos\b|\bvotre\b|\bseus\b|\bsuas\b|\bsua\b|\bsus\b|\bsvoi\b"
    r"|\bсво\w+|\bтво\w+|\bваш\w*|\bвам\b|\bтебе\b|你的|你最初|给你的|給你的|あなたの|あなたが|受け取った|与えられた"
    r"|당신의|받은|준\s|initial\w*|ursprünglich\w*|anfangs\w*|ausgangs\w*|initiale?s?\b|d'origine|originale?s?\b"
    r"|iniciale?s\b|originais|iniciais|original\w*|начальн\w*|исходн\w*|первоначальн\w*|原始|最初|初始|元の|初期|처음|원래"
    r"|entwickler\w*|développeur|desarrollador|desenvolvedor|разработчик\w*|开发者|開發者|開発者|개발자|operator|opérateur"
    r"|operador|оператор\w*|sitzung|session|sesión|sessão|сесси\w*|会话|セッション|세션"
)

_PLAY: Final = re.compile(
    r"spiel\w*\s+(?:\w+\s+){0,3}(?:die\s+)?rolle|spielst\s+du|\bsei\s+ab\s+(?:jetzt|sofort)|stell\s+dir\s+vor,?\s+du\s+(?:wärst|bist)"
    r"|\bab\s+(?:jetzt|sofort)\s+bist\s+du|joue\w*\s+(?:\w+\s+){0,3}(?:le\s+)?rôle|incarne\w*|imagine\w*\s+que\s+tu\s+es"
    r"|désormais,?\s+tu\s+es|interpreta\w*\s+(?:\w+\s+){0,3}(?:el\s+)?papel|(?:haz|hace)\s+(?:\w+\s+){0,2}(?:el\s+)?papel"
    r"|a\s+partir\s+de\s+ahora\s+eres|imagina\s+que\s+eres|finge\s+que\s+eres|juguemos|faça\s+(?:\w+\s+){0,4}(?:o\s+)?papel"
    r"|finja\s+que\s+(?:você\s+)?é|a\s+partir\s+de\s+agora\s+você\s+é|interprete\s+(?:o\s+)?papel|играй\w*\s+(?:\w+\s+){0,2}роль"
    r"|представь\w*,?\s+что\s+ты|отныне\s+ты|с\s+этого\s+момента\s+ты|теперь\s+ты|будь\s+(?:\w+\s+)?(?:в\s+роли)"
    r"|扮演|假装你是|假裝你是|从现在起你是|從現在起你是|现在你是|演じ|なりきっ|としてふるま|これからあなたは"
    r"|역할(?:을)?\s*(?:하|맡)|인\s*척|지금부터\s*당신은|이제부터\s*당신은|연기하"
)
_UNBOUND: Final = re.compile(
    r"ohne\s+(?:regeln|einschränkung\w*|richtlinien|vorschriften|grenzen|filter)|(?:jede|alle)\w*\s+(?:\w+\s+){0,3}(?:sofort\s+)?(?:genehmigt|erfüllt|freigibt)"
    r"|sans\s+(?:règles|restriction\w*|aucune\s+consigne|limites|filtre)|approuve\w*\s+(?:tous|toutes)|sans\s+aucune"
    r"|sin\s+(?:reglas|restricciones|directrices|límites|filtros)|aprueba\w*\s+tod|cumple\s+cualquier|contraseñas"
    r"|sem\s+(?:regras|restrição|restrições|diretrizes|limites|filtros)|aprova\w*\s+tod|atende\s+qualquer|senhas"
    r"|без\s+(?:правил|ограничени\w*|каких-либо\s+правил|фильтр\w*)|одобря\w*\s+(?:любо|все)|любой\s+(?:запрос|код)|злой|вирус"
    r"|没有任何规则|没有规则|無規則|无规则|不受限制|无条件|無條件|批准所有|所有\S{0,6}都批准|ルールのない|ルールなし|制限なく"
    r"|すべて\S{0,10}承認|どんな\S{0,8}でも承認|규칙\s*(?:이\s*)?없는|제한\s*없이|모든\s*\S+\s*(?:을|를)?\s*(?:바로\s*)?승인|무조건"
)

NEEDLES: Final = ("@",)
PROMO_NEEDLES: Final = (
    "jede", "alle", "chaque", "toute", "tous", "cada", "toda", "todo", "кажд", "все", "每", "所有",
    "すべて", "全て", "毎回", "各", "回答", "返信", "コミット", "모든",
)  # fmt: skip
DUMP_NEEDLES: Final = (
    "anweisung", "instruktion", "systemprompt", "system-prompt", "originalprompt", "vorgabe",
    "instructions système", "instructions initiales", "instruction initiale", "instructions d'origine",
    "instructions originales", "vos instructions", "tes instructions", "consigne", "instrucci",
    "indicaciones", "instruç", "orientaç", "инструкци", "указани", "промпт", "指令", "提示",
    "指示", "プロンプト", "지시", "프롬프트", "разработчика", "développeur", "desarrollador",
    "desenvolvedor", "entwickler", "开发者", "開発者", "개발자",
)  # fmt: skip
PLAY_NEEDLES: Final = (
    "spiel", "sei ab", "stell dir", "bist du", "joue", "incarne", "tu es", "papel", " eres", "finge", "juguemos", "finja", "você é", "роль", "представь", "ты", "扮演", "假装",
    "假裝", "你是", "演じ", "なりき", "として", "あなたは", "역할", "척", "당신은", "연기",
)  # fmt: skip


def records_forwarded(line: str) -> tuple[int, int] | None:
    """The span of an order to copy records to an outside address covertly or in bulk."""
    if "@" not in line:
        return None
    for e in _EMAIL.finditer(line):
        lo = max(0, e.start() - 160)
        if _OWN.search(line, lo, e.start()) or _OWN.search(line[lo : e.start()]):
            continue
        s = _SEND.search(line, lo, min(len(line), e.end() + 40))
        if s is None:
            continue
        covert = _COVERT.search(line)
        if covert is not None or (
            _FREEMAIL.search(e.group(1)) and _BULK.search(line, lo, e.start())
        ):
            return min(s.start(), e.start()), max(s.end(), e.end())
    return None


def promo_everywhere(line: str) -> tuple[int, int] | None:
    """The span of a link or promotion added to every answer or commit, for good."""
    o = _EVERY_OUTPUT.search(line)
    if o is None:
        return None
    link = _LINK.search(line) or _REFERRAL.search(line)
    if link is None or _NOT_PROMO.search(link.group()):
        return None
    if _PROMO.search(line) or _FOREVER.search(line):
        return min(o.start(), link.start()), max(o.end(), link.end())
    return None


def instructions_dumped(line: str) -> tuple[int, int] | None:
    """The span of an order to copy the model's own instructions out verbatim."""
    i = _INSTR.search(line)
    if i is None:
        return None
    v = _DUMP_VERB.search(line)
    w = _WHOLE.search(line)
    if v is not None and w is not None and _OWNER.search(line):
        return min(i.start(), v.start()), max(i.end(), v.end())
    return None


def rule_free_role(line: str) -> tuple[int, int] | None:
    """The span of an order to play a character that approves everything or has no rules."""
    p = _PLAY.search(line)
    if p is None:
        return None
    u = _UNBOUND.search(line)
    if u is not None:
        return min(p.start(), u.start()), max(p.end(), u.end())
    return None


RULES: Final = (
    (EXFILTRATION, unquoted(records_forwarded), NEEDLES),
    (PERSISTENCE, unquoted(promo_everywhere), PROMO_NEEDLES),
    (EXTRACTION, unquoted(instructions_dumped), DUMP_NEEDLES),
    (PERSONA, unquoted(rule_free_role), PLAY_NEEDLES),
)
"""The four classes with their needles, for ``injection_classes._RULES``."""
