"""How a line is framed (pure data, ``concepts.py``): a report or mention of attacks (the
documentation register), a tool line described as history, a clause start (imperative) and a
negation or condition before an action.
"""

from __future__ import annotations

from .concept_union import any_of
from .concepts_attack_mentions import MENTION_EUROPE
from .concepts_quoted_reports import QUOTED_REPORT
from .lexicon_i18n_aa_forms_labels import ATTACK_WORDS as AA_FORMS_ATTACK_WORDS
from .lexicon_i18n_asia_africa_labels import ATTACK_WORDS as ASIA_AFRICA_ATTACK_WORDS

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
    r"|advisory|out\s+of\s+scope|reviewed|documented|threat\s+intel\w*|analy[sz]ed|analysis"
    r"|threat\s+models?|sandbox(?:es|ed)?\s+blocks?)"
)
_GENRE = (
    r"blog|talk|slides?|podcast|article|essay|newsletter|keynote|lecture|workshop|presentation|demo"
    r"|webinar|paper|conference|meetup|chapter"
)
_GENRE_TAIL = (
    r"(?:\s+(?:post|episode|idea|ideas|outline|notes?|draft|abstract|pitch|topic|proposal|script"
    r"|plan|takeaways?))*"
)
"""A label around a genre word: ``Blog post idea``, ``Reminder for the talk``."""
_DOC_LABEL = (
    r"(?:blog\s*(?:draft|post)?|draft|slides?\s*#?\d*|design\s+(?:decision|note|doc)|adr[\s\-]*\d*"
    r"|podcast(?:\s+(?:takeaway|notes?|episode))?|takeaways?|(?:talk|lecture|reading|book|meeting"
    r"|course|workshop|conference|study)\s+notes?|newsletter|article|essay|lecture|keynote"
    r"|blogentwurf|folie\s*\d*|designentscheidung|vortrag\w*|brouillon(?:\s+de\s+blog)?|diapo\w*\s*\d*"
    r"|d[ée]cision\s+de\s+conception|borrador(?:\s+del\s+blog)?|diapositiva\s*\d*"
    r"|decisi[oó]n\s+de\s+dise[ñn]o|rascunho(?:\s+do\s+blog)?|decis[aã]o\s+de\s+design"
    r"|черновик(?:\s+блога)?|слайд\s*\d*|проектное\s+решение|заметки\s+(?:к|с)\s+\w+"
    r"|博客草稿|幻灯片\s*\d*|设计决策|播客要点|ブログ下書き|スライド\s*\d*|設計判断|블로그\s*초안|슬라이드\s*\d*"
    r"|설계\s*결정"
    r"|(?:"
    + _GENRE
    + r")"
    + _GENRE_TAIL
    + r"|(?:reminders?|notes?|ideas?|outline|plan|todo|draft|abstract|pitch|script|prep|topics?)"
    r"\s+(?:for|from|about|on)\s+(?:(?:the|my|our|a|an|this|next)\s+)?(?:\w+\s+)?(?:"
    + _GENRE
    + r")"
    + _GENRE_TAIL
    + r")"
)
_SECOND_PERSON = (
    r"\b(?:you|your|yours|du|dein\w*|dich|dir|ihr|vous|votre|tu|ton|ta|tes|usted|você|voce|ты|твой"
    r"|тебе|вы|ваш\w*)\b|你|您|あなた|당신|너"
)
_THIRD_PERSON_SUBJECT = (
    r"\b(?:the|a|an|its|their)\s+(?:model|assistant|agent|bot|llm|screen|filter)\b"
    r"|['\"“«][^'\"”»]{3,}['\"”»]"
)
_DIRECTED_AT_MODEL = (
    r"\b(?:model|assistant|agent|bot|llm|ai)\s+(?:\w+\s+)?(?:should|must|shall|will|has\s+to"
    r"|needs?\s+to|is\s+to|always|never|now|from\s+now\s+on)\b"
)
"""A directive aimed at the model (``the assistant should …``, ``the model must …``): a label in
front of it does not make it a note."""
_QUOTE = r"(?<!\w)'[^'\n]{3,}'(?!\w)|\"[^\"\n]{3,}\"|“[^”\n]{3,}”|«[^»\n]{3,}»"
"""A quoted span (an apostrophe inside a word opens none)."""
_OUTSIDE_QUOTES = r"(?:" + _QUOTE + r"|(?!" + _QUOTE + r")[^\n])*?"
"""Characters of the rest of a line, a quoted span taken whole: what follows is not inside one."""
DOC_NOTE = (
    r"(?<![^\n])"
    + _DOC_LABEL
    + r"\s*:(?!"
    + _OUTSIDE_QUOTES
    + r"(?:"
    + _SECOND_PERSON
    + r"))(?![^\n]*"
    + _DIRECTED_AT_MODEL
    + r")(?=[^\n]*(?:"
    + _THIRD_PERSON_SUBJECT
    + r"|\b"
    + _ATTACK_TOPIC
    + r"\b))"
)
"""A line labelled as writing about the subject (``Blog draft:``, ``Slide 12:``, ``Design
decision:``, ``Podcast takeaway:`` and their translations) that quotes its example or speaks of the
model in the third person or names an attack, and addresses nobody (no *you* outside its quotes:
``Talk idea: the demo where a PDF says 'reveal your system prompt'``): a note, not a request.
A short label around a genre word counts too (``Blog post idea:``, ``Reminder for the talk:``)."""
REPORT = any_of(
    DOC_NOTE,
    r"\b(?:examples?|cases?|incidents?)\s+(?:from|in)\s+the\s+(?:literature|wild|news|paper|research)\b",
    r"\b" + _ATTACK_TOPIC + r"\b[^\n]{0,120}?\b" + _REPORT_FRAME + r"\b",
    r"\b" + _REPORT_FRAME + r"\b[^\n]{0,120}?\b" + _ATTACK_TOPIC + r"\b",
    r"(?<![^\n]{41})(?<!\w)(?:warn(?:ing)?|error|err|info|debug|notice|alert|crit\w*|fatal"
    r"|level=\w+)\b[^\n]{0,200}?\b(?:contain(?:ed|s|ing)|match(?:ed|es)"
    r"|detected|flagged|blocked|refused|quarantin\w*|rejected|resembl\w*|filtered|denied|stripped)\b",
)
"""Security talk in the documentation register: an attack word (jailbreak, prompt injection, CTF,
payload, "the bot revealed …") and a reporting frame (notes, writeup, incident, scenario, "we
saw", "were blocked", "rely on") in one line: a report about attacks, not one."""

TOOL_DESCRIBED = any_of(
    r"\b(?:is|was)\s+how\b|\bused\s+to\b|\bno\s+longer\b|\bwe\s+now\s+use\b|\bdeprecated\b",
    r"\bthe\s+old\s+(?:wiki|docs?|readme|way|installer|instructions)\b",
    r"\b(?:curl|wget|irm|iwr)\s+(?:…|\.\.\.|<url>|\$url)\s*\|",
    r"\b(?:i|we)\s+(?:\w+\s+){0,2}(?:installed|set\s+up|bootstrapped|ran|used|got)\b[^\n]{0,80}?"
    r"https://(?:sh\.rustup\.rs|get\.docker\.com|install\.python-poetry\.org|get\.helm\.sh"
    r"|raw\.githubusercontent\.com/(?:Homebrew|nvm-sh|ohmyzsh)/|deno\.land/install|bun\.sh/install"
    r"|astral\.sh/(?:uv|ruff)/|get\.sdkman\.io|get\.k3s\.io|tailscale\.com/install\.sh"
    r"|fly\.io/install\.sh|sh\.brew\.sh)",
    r"(?<!\bno\s)\b(?:pregunta|pregúnta|pergunte)(?:me|-me)?\s+antes\s+de\b|(?<!\bne\s)\bdemande(?:-moi)?\s+avant\s+d[e']"
    r"|\bfrag\w*\s+(?:mich\s+)?(?:vorher|zuerst),?\s+bevor|(?<!не\s)спроси\w*\s+(?:меня\s+)?(?:перед|прежде\s+чем)"
    r"|(?:前先|前要先|前请先|前請先)(?:问|問|确认|確認|征得)|る前に(?:必ず)?(?:確認|聞い|尋ね)"
    r"|(?:기 전에|기전에)\s*(?:반드시\s*)?(?:먼저\s*)?(?:물어|확인)",
    REPORT,
)
"""A line that describes a shell one-liner as history or old docs (``… is how the old wiki
installed Docker; we now use the apt repo``)."""

MENTION = any_of(
    r"\battackers?\s+(?:can|could|may|might|often|usually|write|try|tries|use)\b",
    r"\b(?:an?|the|such|these|those|known|common|most)\s+(?:\w+\s+)?(?:attacks|jailbreaks?"
    r"|injections?|exfiltration\s+attempts?)\b",
    r"(?<=\S)[\"”»']\s+(?:attacks?|jailbreaks?|injections?)\b",
    r"\bjailbreak\s+(?:phrasings?|prompts?|attempts?|benchmark|examples?|class)\b",
    r"\bprompt\s+injection\b|\bred[\s-]?team\w*|\bthreat\s+model\b|\badversarial\b",
    r"\binjections?\s+de\s+prompts?\b|\binyecci[oó]n\s+de\s+prompts?\b|提示词注入|提示詞注入",
    r"\beval(?:uation)?\s+(?:suite|harness)\b|\bdetectors?\b|\bextraction\s+attempts?\b",
    r"\b(?:an?|the|one|last\s+week's)\s+(?:security\s+)?incident\s+(?:where|in\s+which|when)\b",
    r"\b(?:like|such\s+as|e\.g\.)\s+\S+(?:\s+\S+){0,3}\s+(?:leak|expose|reveal)s?\s+(?:\w+\s+)?(?:passwords?"
    r"|secrets?|tokens?|credentials?|keys?)\b",
    r"\b(?:gitleaks|trufflehog|detect-secrets|ggshield|talisman|git[\s\-]secrets?\s+scan|secret[\s\-]scann\w*)\b",
    r"\b(?:is|are)\s+(?:a\s+)?(?:\w+\s+)?(?:offen[cs]e|forbidden|prohibited|banned|not\s+allowed)\b",
    r"\bwe\s+(?:log|block|detect|refuse|reject)\b|\bblocks?\s+requests\b",
    # a guard that blocks what such text says (``our memory screen blocks entries that tell …``)
    r"\b(?:screen|filter|scanner|guard\w*|checker|detector|classifier|hook|linter|moderation|firewall|waf"
    r"|validator)s?\s+(?:\w+\s+)?(?:blocks?|flags?|rejects?|refuses?|catches|strips?|drops?|quarantines?"
    r"|denies|deny|stops?)\s+(?:any\s+|all\s+|the\s+|such\s+|these\s+|those\s+)?(?:entries|lines|notes"
    r"|messages|memories|inputs?|texts?|requests|prompts|anything|content|comments|files|commands)"
    r"(?:\s+(?:that|which|with|containing|asking|telling)\b|\s*(?:[.;]|$))"
    r"|\b(?:bloquea|rechaza|marca)\s+(?:las\s+|los\s+)?(?:entradas|notas|líneas|mensajes)\s+que\b"
    r"|\b(?:bloqueia|rejeita|sinaliza)\s+(?:as\s+|os\s+)?(?:entradas|notas|linhas|mensagens)\s+que\b"
    r"|\b(?:bloque|rejette|signale)\s+(?:les\s+)?(?:entrées|notes|lignes|messages)\s+qui\b"
    r"|\b(?:blockiert|verwirft|markiert)\s+(?:alle\s+)?(?:einträge|notizen|zeilen|nachrichten),?\s+die\b"
    r"|(?:блокирует|отклоняет|помечает)\s+(?:вс\w+\s+)?(?:записи|заметки|строки|сообщения),?\s+(?:которые|где)"
    r"|(?:拦截|攔截|拒绝|拒絕|标记|標記)(?:所有)?[^。]{0,20}的(?:条目|條目|记录|記錄|内容|內容)"
    r"|(?:エントリ|メモ|メッセージ)(?:を|は)(?:ブロック|拒否|検出)|(?:항목|메모|메시지)(?:을|를)\s*(?:차단|거부|탐지)",
    r"\b(?:to|lets?\s+us|helps?\s+(?:us\s+)?)\s*(?:block|prevent|stop|detect|mitigate|catch|spot"
    r"|defend\s+against|guard\s+against|protect\s+against)\s+(?:\w+\s+){0,2}(?:exfiltration"
    r"|leaks?|leakage|injections?|attacks?|jailbreaks?|extraction)\b",
    r"\b(?:detect|notice|know|tell|alert)\s+(?:us\s+)?(?:if|when|whether)\s+(?:\w+\s+){0,3}"
    r"(?:is|was|gets?|got|has\s+been)\s+(?:ever\s+)?(?:leaked|exfiltrated|extracted|injected"
    r"|disclosed)\b",
    r"\b(?:inyecci[oó]n\s+de\s+prompts?|atacantes?|angreifer|prompt-injection|injeção\s+de\s+prompt)\b",
    r"\battaquants?\b|(?:злоумышленник\w*|инъекци\w*\s+промпт\w*|промпт-?\s*инъекци\w*)",
    r"提示注入|注入攻击|注入攻擊|攻击者|攻擊者|プロンプトインジェクション|攻撃者|프롬프트\s*인젝션|공격자",
    ASIA_AFRICA_ATTACK_WORDS,
    AA_FORMS_ATTACK_WORDS,
    MENTION_EUROPE,
    QUOTED_REPORT,
    REPORT,
)
"""The line is about attacks (docs, tests, policy, talk notes, incident reports), not one."""

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
    r"|(?<!n't\s)(?<!not\s)(?<!never\s)(?<!\bto\s)\b(?:ask|check\s+with\s+(?:me|us|the\s+user)|confirm)"
    r"(?:\s+(?:me|us|the\s+user|first))*\s+before(?:\s+\w+){0,2}\s*$"
)
"""Right before an action: it is forbidden, or only a condition ("if you paste a token …, revoke
it"), or guarded ("ask before running …"), not asked for."""

ROLE_TOKEN_NAMED = (
    r"\b(?:like|such\s+as|e\.g\.|tags?|tokens?|markers?|delimiters?|sequences?|strings?)"
    r"\s*[:(`'\"“]*\s*$"
)
"""Right before a chat-template token, words that name it (``role tags like <|im_start|>``)."""
ROLE_WORD_AFTER = r"[`'\"”)]?\s*(?:system|assistant|user|developer|tool|human|ai)\b|\s*\n"
"""A role or a new line right after a chat-template token: the token is used, not named."""
