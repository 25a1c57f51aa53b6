"""The operator's rules disregarded, personas that approve everything, outside links under every
answer and installs without asking, in many languages (pure; helper inj24a, session 24).

- **Operator rules void or disregarded**: the operator's or the system prompt's rules with a
  word that voids or ignores them close by (``不要理会运营方的规定``, ``운영자 지침은 신경 쓰지
  말고``, ``les règles du prompt système … sont caduques``, ``システムプロンプトの…ルールは廃止``).
- **A persona that approves everything**: play or pretend to be someone (``Spiel den CISO``,
  ``… 척하고``, ``fais semblant``, ``притворись``, ``扮演``) and approve every request.
- **An outside link under every answer**: a URL whose host is not local, with "under / at the
  end of every answer or message" (nl sv fi eu de fr es pt it ru zh ja ko en). A named link of
  the team's own without a URL ("the Jira link") stays clean.
- **Installs without asking**: an install verb with "without asking / quietly" (``still und
  leise``, ``ohne Nachfrage``, ``sans demander``, ``sin preguntar``, ``不经询问``, ``聞かずに``).

Matching runs on the folded (lower-case NFKC) line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .alternatives import First
from .class_needs import needing
from .injection_confirm_hide_i18n import unquoted
from .injection_standing_orders import needles, unreported
from .lexicon_en import OVERRIDE, PERSISTENCE, PERSONA, TOOL

Span = tuple[int, int] | None

_OPERATOR_RULES: Final = re.compile(
    r"运营方|运营商|運營方|操作员|系统提示|系統提示|系统指令|運営(?:側|者)|オペレーター|システムプロンプト|운영자|운영사|시스템\s*프롬프트"
    r"|prompt\s+(?:du\s+)?système|prompt\s+(?:del\s+)?sistema|prompt\s+di\s+sistema|system-?prompt\w*|systeemprompt|системн\w+\s+(?:промпт\w*|подсказк\w*|инструкци\w*)"
    r"|règles\s+de\s+l'opérateur|consignes\s+de\s+l'opérateur|reglas\s+del\s+operador|regras\s+do\s+operador|regole\s+dell'operatore|betreiber-?(?:regeln|vorgaben|anweisungen)|regeln\s+des\s+betreibers|правил\w*\s+оператор\w*|инструкци\w+\s+оператор\w*"
)
_VOIDED: Final = re.compile(
    r"不要理会|不用理会|别理会|无视|忽略|不必遵守|不用遵守|作废|废止|无效|失效|廃止|無効|撤廃|従わなくて|無視|신경\s*쓰지\s*말|무시|폐지|무효|따르지\s*마|적용되지\s*않"
    r"|caduque?s?|obsolètes?|annulée?s?|abrogée?s?|ne\s+s'appliquent\s+plus|ignore[zs]?\b|n'en\s+tiens?\s+pas\s+compte|anulad[ao]s?|derogad[ao]s?|obsolet[ao]s?|ya\s+no\s+(?:aplican|se\s+aplican)|ignora\w*"
    r"|não\s+se\s+aplicam|revogad[ao]s?|abolit[ei]|non\s+valgono\s+più|ungültig|aufgehoben|außer\s+kraft|ignorier\w*|недействительн\w*|отменен\w*|отменён\w*|игнорир\w*|не\s+действуют|\bvoid\b|no\s+longer\s+apply|\bignore\b|disregard"
    # inj25c: "no longer valid / in force" (ko ja zh ru)
    r"|유효하지\s*않|더\s*이상\s*(?:유효|적용|효력)|효력(?:이|을)?\s*(?:없|잃)|もう有効では|有効ではありません|効力を失|不再有效|不再适用|已经失效|больше\s+не\s+(?:действу|применя|актуальн)\w*|утратил\w*\s+силу"
)
_NOT_VOID: Final = re.compile(
    r"never\s+ignore|ne\s+(?:les\s+)?ignore\s+(?:jamais|pas)|不要忽略|不得忽略|무시하지\s*마|無視しない|не\s+игнорир"
)


def operator_rules_void(line: str) -> Span:
    """The operator's or the system prompt's rules declared void or to be disregarded."""
    rules = _OPERATOR_RULES.search(line)
    if rules is None or _NOT_VOID.search(line):
        return None
    void = _VOIDED.search(line, max(0, rules.start() - 12), rules.end() + 60)
    if void is None:
        return None
    return min(rules.start(), void.start()), max(rules.end(), void.end())


_PLAY: Final = re.compile(
    r"\bspiel\w*\s+(?:den|die|das|einen|eine)\b|\bgib\s+dich\s+als|\btu\s+so,?\s+als|\bjoue[sz]?\s+(?:le|la|l')|fais\s+semblant|fai\s+finta|\bfinge\b|finja|haz\s+de|actúa\s+como|atue\s+como|interpreta|\bgioca\s+(?:il|la)"
    r"|притворись|притворяйся|играй\s+(?:роль\s+)?|изобрази|веди\s+себя\s+как|вдавай|прикинься|удавай|graj\s+(?:rolę|jako)|udawaj|\bspeel\s+de|doe\s+alsof|\bplay\s+(?:the|a)\b|pretend|act\s+as"
    r"|扮演|假装|装作|冒充|ふりをし|ふりして|演じ|なりきっ|になりすまし|척하고|척\s*하고|행세|인\s*척|역할을\s*(?:하고|맡아)"
)
_PLAY_FIRST: Final = First(_PLAY)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""
_APPROVE_ALL: Final = re.compile(
    r"genehmig\w*\s+(?:\S+\s+)?(?:jede|alle)|(?:jede|alle)\s+\S+\s+genehmig\w*|bewillig\w*\s+(?:jede|alle)|gib\s+(?:jede|alle)\s+\S+\s+frei"
    r"|approuve[sz]?\s+(?:toute?s?|chaque)|valide[sz]?\s+(?:toute?s?|chaque)|aprueba\w*\s+(?:toda|todas|todos|cada)|aprove\w*\s+(?:toda|todas|todos|cada)|approva\w*\s+(?:ogni|tutt)"
    r"|одобря\w*\s+(?:все|каждую|каждый|любые|любую)|утвержда\w*\s+(?:все|каждую|любые)|схвалю\w*\s+(?:всі|кожн)|zatwierdzaj\s+(?:każd|wszystk)|keur\s+(?:elk|alle)\w*\s+\S+\s+goed"
    r"|approve\s+(?:every|all|any)|(?:所有|每个|每一个|一切)\S{0,8}(?:批准|通过|同意)|(?:批准|通过|同意)(?:所有|每个|一切)|(?:すべて|全て|全部)\S{0,10}承認|모든\s+\S*\s*(?:요청|신청)\S*\s*(?:을|를)?\s*승인"
)


def approving_persona(line: str) -> Span:
    """A role to play together with approving every request."""
    play = _PLAY_FIRST.search(line)
    if play is None:
        return None
    approve = _APPROVE_ALL.search(line, play.end())
    return None if approve is None else (play.start(), approve.end())


_URL: Final = re.compile(
    r"(?:(?:https?|ftp)://|(?<![\w@./:-])(?=(?:[a-z0-9-]+\.)+(?:com|net|org|info|biz|io|co|me|app|site|online|shop|store|xyz|top|club|vip|gr|ru|ua|cn|jp|kr|th|ge|kz|mn|rs|bg|vn|tw|hk)(?![\w.-])))([^\s/:?#)»”\"']+)"
)
"""A URL's host, or a bare public domain (``στο dikastika-daneia.gr``: inj25c)."""
_LOCAL: Final = re.compile(
    r"^(?:localhost|127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)|\.(?:internal|local|lan|corp|intra|example)$"
)
_EVERY_ANSWER: Final = re.compile(
    r"onder\s+(?:elk|ieder)\s+(?:antwoord|bericht)|(?:aan\s+het\s+)?einde?\s+van\s+(?:elk|ieder)\s+(?:antwoord|bericht)|(?:sist|nederst|under)\s+i\s+varje\s+(?:svar|meddelande)|i\s+slutet\s+av\s+varje\s+(?:svar|meddelande)|under\s+varje\s+svar"
    r"|jokaisen\s+(?:vastauksen|viestin)\s+(?:loppuun|alle|perään)|(?:mezu|erantzun)\s+guztien\s+amaieran|(?:mezu|erantzun)\s+bakoitzaren\s+amaieran"
    r"|unter\s+jede\s+antwort|am\s+ende\s+jede[rn]\s+(?:antwort|nachricht)|à\s+la\s+fin\s+de\s+chaque\s+(?:réponse|message)|sous\s+chaque\s+réponse|al\s+final\s+de\s+cada\s+(?:respuesta|mensaje)"
    r"|no\s+final\s+de\s+cada\s+(?:resposta|mensagem)|alla\s+fine\s+di\s+ogni\s+(?:risposta|messaggio)|sotto\s+ogni\s+risposta|в\s+конце\s+каждого\s+(?:ответа|сообщения)|под\s+каждым\s+ответом"
    r"|в\s+кінці\s+кожно\w+\s+(?:відповіді|повідомлення)|(?:under|at\s+the\s+(?:end|bottom)\s+of)\s+(?:every|each)\s+(?:answer|reply|response|message)|na\s+końcu\s+każdej\s+odpowiedzi"
    r"|(?:每个|每条|每一个|所有)(?:回答|回复|答复)的?(?:末尾|结尾|后面|下面|最后)|(?:すべての|全ての|各)(?:回答|返信|返答)の(?:最後|末尾|下)|(?:모든|매)\s*(?:답변|응답)\s*(?:끝|마지막|하단)"
    # inj25c: th el hi bn ka uk bg sr, and "at the end of each answer" in zh ja ko ru
    r"|(?:ท้าย|ตอนท้าย|ใต้|ท้ายสุดของ)(?:คําตอบ|ข้อความ)ทุก(?:ครั้ง|ข้อ|อัน)|(?:ท้าย|ใต้)ทุก(?:คําตอบ|ข้อความ)|ทุกคําตอบ"
    r"|(?:στο\s+τέλοσ|κάτω\s+από)\s+(?:κάθε|όλων\s+των)\s+(?:απάντηση\w*|απαντήσε\w*|μηνύματ\w*|μήνυμα)"
    r"|(?:हर|प्रत्येक)\s+(?:जवाब|उत्तर|संदेश)\s+के\s+(?:अंत|आख़िर|आखिर|नीचे)|(?:প্রতিটি|প্রত্যেক)\s+(?:উত্তর|বার্তা)\S*\s+(?:শেষে|নিচে)"
    r"|ყოველი\s+(?:პასუხის|შეტყობინების)\s+(?:ბოლოს|ბოლოში|ქვემოთ)|в\s+конце\s+каждо\w+\s+(?:ответ\w*|сообщени\w*)|(?:на\s+крају|испод)\s+сваког\s+одговора|в\s+края\s+на\s+всеки\s+отговор"
    r"|(?:每次|每一次)(?:回答|回复)(?:的)?(?:末尾|结尾|最后)|(?:回答|返信)の(?:最後|末尾)に(?:毎回|必ず|いつも)|(?:답변|응답)\s*(?:끝|마지막)에\s*(?:매번|항상|늘)"
)
_NOT_LINK: Final = re.compile(
    r"\b(?:never|don'?t|nooit|aldrig|älä|niemals|jamais|nunca|nie)\b|не\s|不要|しない|하지\s*마"
)


def link_under_every_answer(line: str) -> Span:
    """An outside URL to be put under or at the end of every answer."""
    every = _EVERY_ANSWER.search(line)
    if every is None or _NOT_LINK.search(line):
        return None
    for m in _URL.finditer(line):
        if not _LOCAL.search(m.group(1)):
            return min(m.start(), every.start()), max(m.end(), every.end())
    return None


needing(link_under_every_answer, (_EVERY_ANSWER,))


_INSTALL_UNASKED: Final = re.compile(
    r"\binstallier\w*\s+(?:\S+\s+){0,3}?(?:still\s+und\s+leise|ohne\s+(?:\S+\s+)?(?:nach|rück)frage\w*|ungefragt|ohne\s+zu\s+fragen|ohne\s+bestätigung)"
    r"|(?:still\s+und\s+leise|ungefragt|ohne\s+(?:nach|rück)frage)\s+(?:\S+\s+){0,3}installier\w*"
    r"|\binstall\w*\s+(?:\S+\s+){0,3}?(?:sans\s+(?:demander|prévenir|confirmation)|sin\s+(?:preguntar|avisar|confirmación)|sem\s+(?:perguntar|avisar|confirmação)|senza\s+(?:chiedere|avvisare|conferma)|without\s+asking|without\s+(?:telling|confirmation))"
    r"|(?:без\s+(?:спроса|вопросов|подтверждени\w*)|не\s+спрашивая)\s+(?:\S+\s+){0,3}установ\w*|установ\w*\s+(?:\S+\s+){0,3}?(?:без\s+(?:спроса|вопросов|подтверждени\w*)|не\s+спрашивая)"
    # session 25: the Nordic, Dutch, Slavic, Turkish and Malay "quietly", "without asking"
    r"|\b(?:install\w*|zainstaluj\w*|nainstaluj\w*)\s+(?:\S+\s+){0,3}?(?:stille\b|i\s+(?:det\s+)?stilhed|i\s+det\s+stille|tyst\b|i\s+tysthet|stilletjes|ongemerkt|uden\s+at\s+spørge|uten\s+å\s+spørre|utan\s+att\s+fråga|zonder\s+(?:te\s+)?(?:vragen|melden)|po\s+cichu|bez\s+pytania|potichu|bez\s+ptaní|sessizce|diam-diam|senyap-senyap)"
    r"|\b(?:stille\s+og\s+roligt|i\s+(?:det\s+)?stilhed|i\s+det\s+stille|tyst|stilletjes|po\s+cichu|potichu|sessizce|diam-diam)\s+(?:\S+\s+){0,3}?(?:install\w*|zainstaluj\w*|nainstaluj\w*|kurun|pasang\w*)"
    r"|(?:不经询问|无需询问|不用询问|无需确认|不经确认)\S{0,10}安装|(?:確認せずに|聞かずに|断りなく|無断で)\S{0,20}インストール|(?:묻지\s*않고|확인\s*없이|허락\s*없이)\s*(?:\S+\s+){0,3}\S*설치"
)
_INSTALL_UNASKED_FIRST: Final = First(_INSTALL_UNASKED)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""

_NOT_INSTALL: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|nie|niemals|nicht|keine|jamais|nunca|no|non|mai)\b|\bne\s+\S+\s+(?:pas|jamais)\b|não\s|не\s|不要|禁止|しない|하지\s*마"
)
"""A ban on installing without asking is no order."""


def install_unasked(line: str) -> Span:
    """A package installed without asking or quietly."""
    m = _INSTALL_UNASKED_FIRST.search(line)
    if m is None or _NOT_INSTALL.search(line, 0, m.start() + 12):
        return None
    return m.start(), m.end()


needing(install_unasked, (_INSTALL_UNASKED,))


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        OVERRIDE,
        unquoted(unreported(operator_rules_void)),
        needles(
            "运营|運營|操作员|系统提示|系統提示|系统指令|運営|オペレーター|システムプロンプト|운영자|운영사|시스템|prompt|opérateur|operador|operatore|betreiber|системн|оператор"
        ),
    ),
    (
        PERSONA,
        unquoted(unreported(approving_persona)),
        needles(
            "genehmig|bewillig|frei|approuv|valide|aprueb|aprov|approv|одобря|утвержда|схвалю|zatwierdzaj|goed|批准|通过|同意|承認|승인"
        ),
    ),
    (
        PERSISTENCE,
        unquoted(unreported(link_under_every_answer)),
        needles(
            "://|.com|.net|.org|.info|.biz|.io|.co|.me|.app|.site|.online|.shop|.store|.xyz|.top|.club|.vip"
            "|.gr|.ru|.ua|.cn|.jp|.kr|.th|.ge|.kz|.mn|.rs|.bg|.vn|.tw|.hk"
        ),
    ),
    (
        TOOL,
        unquoted(unreported(install_unasked)),
        needles("install|установ|安装|インストール|설치|instaluj|sessizce|kurun"),
    ),
)
