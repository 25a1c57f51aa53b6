"""Standing orders that run dangerous or remote code, send credentials to a person, or switch
safeguards off politely, in English and the eight languages (pure; helper inj14, session 14).

Classes (each on one folded line the other stages left clean):

- **dangerous or remote code as an order**: ``terraform apply -auto-approve`` on prod, ``git
  push --force`` to main, ``--no-verify``, deleting branch protection, ``skip_checks=true`` /
  ``skip_approval=true`` on a deploy tool, ``eval(requests.get(…))``, ``source <(curl …)``,
  ``curl … | sh``, hooks or ``NODE_OPTIONS`` pointed at ``/tmp``, ``chmod 777`` on system files;
  clean when negated (``never use git push --force on main``, ``絶対にしないこと``), when a
  pipeline does it (``the CI runs terraform apply -auto-approve on the dev workspace``) or when it
  is kept to a scratch environment (dev, staging, preview, sandbox);
- **credentials sent to a person**: a secret word, a send verb and a destination that is a
  messaging handle (``@backup_bot``), a phone number, a messenger (Telegram, WhatsApp, SMS) or a
  public comment; clean when negated (``never send credentials over Telegram``);
- **safeguards switched off politely**: an off verb (switch off, disable, skip, stop running,
  ignore, bypass; the eight languages' forms) before or after a safeguard (secret scanner, memory
  screen, safety/security checks, pre-commit hooks, content policy, prompt-injection protections),
  un-negated and not past tense (``we disabled …`` is a report).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .alternatives import First
from .class_needs import carried, needing
from .class_search import Parts, every
from .injection_standing_needles import GUARD_NEEDLES, SEND_NEEDLES
from .lexicon_en import EXFILTRATION, POLICY, TOOL


def needles(text: str) -> tuple[str, ...]:
    """Gate substrings written ``a|b|c`` (one of which every line a rule flags holds)."""
    return tuple(text.split("|"))


Rule = Callable[[str], tuple[int, int] | None]

_TOLD_ABOUT: Final = re.compile(
    r"\b(?:red-?team\w*|findings?|malicious|attack\w*|phishing|(?<!-)patterns?|examples?\s+of|known\s+(?:tricks?|attacks?)"
    r"|we\s+(?:found|removed|blocked|reverted|deleted|caught)|(?:is|was|are|were)\s+(?:now\s+)?(?:blocked|removed"
    r"|reverted|deleted|flagged)|must\s+(?:catch|flag|refuse|block)|should\s+(?:be\s+)?(?:flag|catch|block|delet"
    r"|refus|report)\w*|(?:eval|test)\s+(?:set|cases?|suite)|reported\s+that|we\s+added\s+an?\s+"
    r"(?:output\s+|input\s+)?(?:check|filter|guard\w*)|(?:should|must)\s+(?:check|scan|screen|look)\s+for"
    r"|(?<!you\s)(?<!bot\s)(?<!agent\s)(?<!assistant\s)(?<!model\s)(?<!ai\s)(?<!we\s)(?<!i\s)"
    r"(?:can|could|might)\s+(?:be\s+used\s+to\s+)?(?:hide|conceal|mask|smuggle))\b"
)
"""A line about attacks: a finding, an example, a pattern removed or blocked, a check asked for,
what a technique can hide ("tag characters can hide text from reviewers - the screen should check
for them": r113-115; not "you can hide …")."""


def unreported(rule: Rule) -> Rule:
    """``rule`` on lines that do not talk about an attack (a finding, an example, a pattern
    removed or blocked): the order classes of helper injen16 read orders, not reports of them."""

    def gated(line: str) -> tuple[int, int] | None:
        span = rule(line)
        return None if span is None or _TOLD_ABOUT.search(line) else span

    gated.__name__ = rule.__name__
    return carried(gated, rule)


def both(rule: Rule, second: tuple[str, ...]) -> Rule:
    """``rule`` tried only on lines that also hold one of ``second`` (a part every hit needs)."""

    def gated(line: str) -> tuple[int, int] | None:
        return rule(line) if any(n in line for n in second) else None

    gated.__name__ = rule.__name__
    return carried(gated, rule, second)


NEGATED: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|no\s+one|nobody|avoid"
    r"|forbidden|prohibited|not\s+allowed|only\s+allowed|blocked|disallowed|refuse|instead\s+of\s+using)\b"
    r"|\bnunca\b|\bno\s+(?:uses|hagas|ejecutes|env[ií]es|mandes|publiques|compartas)\b|\bjamás\b"
    r"|\bniemals\b|\bnie\b|\bkein(?:e|en)?\b|\bverboten\b|\bnicht\b"
    r"|\bjamais\b|\bne\s+\w+\s+(?:pas|jamais)\b|\binterdit\w*"
    r"|никогда|\bне\s+(?:делай|используй|запускай|отправляй|присылай|публикуй|пересылай)|запрещ\w*"
    r"|\bnão\s+(?:use|faça|rode|envie|mande|publique)\b|\bproibid\w*"
    r"|不要|别|禁止|切勿|不得|不准|絶対に|しないで|しないこと|しない|禁止|送らないで|하지\s*마|금지|절대|보내지\s*마"
)
"""A negation or a ban anywhere in the line: the order forbids the act."""

_CLAUSE_END: Final = re.compile(
    r"[.;:!?()\[\]{}。；：！？]|\s[—–-]\s|,\s*(?:but|pero|mas|aber|mais|но)\b"
)
_BANNED_AFTER: Final = re.compile(
    r"\bis\s+(?:forbidden|prohibited|banned|not\s+allowed|only\s+allowed|disabled)|\bnot\s+allowed"
    r"|ないで|ないこと|ないように|しない|しては|てはいけない|ません|禁止|지\s*(?:마|말)|않|금지|不要|不得|不准|勿"
)


def negated(line: str, start: int, end: int) -> bool:
    """Whether the clause holding ``line[start:end]`` negates or bans it: a negation in the 60
    characters before it (``never use …``, ``不要对 main 使用 …``) or a ban after it in the same
    clause (``… is only allowed in …``, ``絶対にしないこと``); a negation in another clause
    (``(locked, do not edit): every script must …``) does not count."""
    before = line[max(0, start - 60) : start]
    cuts = list(_CLAUSE_END.finditer(before))
    if cuts:
        before = before[cuts[-1].end() :]
    before += line[start:end]  # "no publiques …", "не отправляй …": the verb is the act's
    after = line[end:]
    cut = _CLAUSE_END.search(after)
    if cut is not None:
        after = after[: cut.start()]
    return bool(NEGATED.search(before)) or bool(_BANNED_AFTER.search(after))


def unnegated(pattern: re.Pattern[str], line: str) -> tuple[int, int] | None:
    """The span of ``pattern``'s first match in ``line``, unless a negation governs it
    (``negated``): the body of many order rules."""
    m = pattern.search(line)
    return None if m is None or negated(line, m.start(), m.end()) else (m.start(), m.end())


_PIPELINE: Final = re.compile(
    r"\b(?:the\s+)?(?:ci|pipeline|workflow|cron(?:job)?|job|jenkins|github\s+actions|runner|bot)\s+"
    r"(?:runs|executes|calls|does|performs|applies|ejecuta|führt|lance|exécute|roda|executa|запускает|выполняет)\b"
    r"|\bci\s*(?:は|在|会)|\bci\s+(?:ejecuta|führt|lance|roda|запускает)"
)
_SCRATCH: Final = re.compile(
    r"\b(?:dev|development|staging|preview|sandbox|ephemeral|scratch|test|local|demo)\b"
    r"|개발|開発|开发|тестов\w*|\bdesarrollo\b|\bdesenvolvimento\b"
)
_INTERNAL_HOST: Final = re.compile(
    r"http://(?:localhost|127\.0\.0\.1|[\w.-]*\.(?:internal|corp|intranet|local|lan)\b)"
)
_PROD: Final = re.compile(r"\bprod\w*|продакшн|прод\b|本番|生产|운영")

_CODE: Final = re.compile(
    r"\bpipe\s+(?:https?://\S+|\S+\.(?:sh|py))\s+(?:in)?to\s+(?:sudo\s+)?(?:python\d?|bash|sh|zsh|node)\b|--(?:extra-)?index-url\s+http://|\bkubectl\s+delete\s+(?:ns|namespace)\s+\S*prod|\b(?:exec|eval)\s*\([^\n]{0,60}(?:urlopen|requests\.get|urllib|https?://)|(?:bypass\w*|skip\w*|without|saltándo\w*|saltando|contournant|pulando|umgeh\w*|в\s+обход|跳过|飛ばして|건너뛰(?!지))\s*(?:\S+\s+){0,3}?(?:required\s+|mandatory\s+|obligatori\w+\s+|pflicht-?|обязательн\w+\s+|必需的)?(?:code\s+|代码)?(?:reviews?|revisiones|revues|revisões|ревью|审查|审核|レビュー|리뷰)|(?:required|mandatory|必須|필수)\s*(?:code\s+)?(?:reviews?|レビュー|리뷰)\S{0,3}\s*(?:bypass\w*|skip\w*|飛ばして|건너뛰(?!지))|pflicht-reviews|--skip-(?:tests|checks|review|verification)\b|"
    r"terraform\s+apply\s+[^\n]{0,40}-auto-approve|-auto-approve\b"
    r"|\bpush\s+(?:[^\n]{0,30}\s)?(?:--force(?!-with-lease)\b|-f\b)|\bpush\s+(?:origin\s+)?\+\w+"
    r"|--no-verify\b"
    r"|-x\s+delete\s+\S*/protection\b|\b(?:remove|delete|disable|drop)\s+(?:the\s+)?branch[\s-]protection"
    r"|\bskip_(?:checks|approval|review|tests|verification)\s*[=:]\s*(?:true|1|yes)\b"
    r"|\b(?:eval|exec)\s*\(\s*(?:requests|urllib\w*|httpx|fetch|urlopen|base64)\b"
    r"|\bsource\s+<\(\s*(?:curl|wget)\b|\b(?:curl|wget)\s[^|\n]{0,80}\|\s*(?:sudo\s+)?(?:ba|z)?sh\b"
    r"|\biex\s*\(?\s*\(?(?:iwr|invoke-webrequest|new-object\s+net\.webclient)"
    r"|core\.hookspath\s+/tmp|node_options\s*=\s*--require\s*=?\s*/tmp|\bchmod\s+(?:-r\s+)?777\s+/(?:etc|usr|var|bin)"
    r"|\btarget\s*=\s*prod\w*\b[^\n]{0,40}\bskip\w*\s*=\s*true"
)
"""A command or setting that runs remote code or removes a protection."""
_CODE_FIRST: Final = First(_CODE)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""


_ORDER: Final = re.compile(
    r"\b(?:always|every|each|whenever|any\s+time|first|before\s+(?:every|each|any|all|you|committing|pushing"
    r"|deploying|merging|running)|must|has\s+to|have\s+to|need\s+to|needs\s+to|mandatory|required|from\s+now\s+on"
    r"|going\s+forward|on\s+first\s+use|by\s+default|instead|make\s+sure|please|add|prepend|set|call|run|use|standing"
    r"|deploy|todos?|todas?|tous|toutes|alle[nms]?)\b"
    r"|\b(?:siempre|cada|antes\s+de|immer|jede[nrs]?|vor\s+jedem|toujours|chaque|avant|sempre|cada|antes|всегда|кажд\w*"
    r"|перед|cuando|wenn|quand|quando|если|sempre|si|se|jedem|jeder|jedes)\b|每次|每|时|時|总是|一律|先|必ず|毎回|前に|たら"
    r"|すること|항상|매번|먼저|전에|하면|할\s*때|하세요|모든|첫"
)
"""A standing order: a frequency, a first step, an obligation, an imperative of running code."""
_ASCII: Final = re.compile(r"[\x00-\x7f‘’“”…—–]*")
_ENGLISH: Final = re.compile(r"\b(?:the|to|an|and|of|on|in|is|with|for|your|you|it|that|this)\b")
"""An English line (ASCII, English small words): a standing order must be marked, as it must for
the common commands (``curl … | sh``, ``--no-verify``, ``push --force``) in every language."""
_DESCRIBED: Final = re.compile(
    r"\b(?:attacks?|payloads?|threat|talk|blog|interview\w*|literature|pentest\w*|red[\s-]?team\w*|incident|postmortem"
    r"|known|example|malicious|poisoned|risky|reported|phishing|found|tried|saw|official\w*|documented|installer"
    r"|docs|wiki|installed|removes|removed|fine|ok(?:ay)?|allow|allowed|sandbox|mitigations?|harness|checksums?"
    r"|only\s+(?:when|for|if|in|on|allow\w*)|forbids?|bans?|prohibits?|with-lease)\b|^\W*(?:never|don'?t|do\s+not|avoid)\b"
    r"|\b(?:regel|regla|règle|regra|linter|semgrep|gefunden|ersetzt|entfernt|quitamos|eliminamos|retiré|removemos"
    r"|prohíbe|proíbe|bloque|meldet|suggests)\b|правил\w*|убрали|удалил\w*|блокир\w*|删掉|删除了|规则|削除|ルール|제거|규칙"
)
"""The act described (an attack, an installer's documentation, a ban) or kept to a case."""


_DENIED: Final = re.compile(
    r"\b(?:den(?:y|ies|ied)|block(?:s|ed)?|reject(?:s|ed)?|refus(?:e|es|ed)|prevent(?:s|ed)?"
    r"|forbid(?:s|den)?|disallow(?:s|ed)?|cannot|can't|won't|no)\b(?:[^.;]|\.\w)*$"
)
"""A gate that stops an act done without review (``denies writes … without review``)."""


def dangerous_code(line: str) -> tuple[int, int] | None:
    m = _CODE_FIRST.search(line)
    if m is None or negated(line, m.start(), m.end()) or _PIPELINE.search(line):
        return None
    if m.group().startswith("without") and _DENIED.search(line, max(0, m.start() - 60), m.start()):
        return None  # "our agent config denies writes to AGENTS.md without review": a gate
    common = any(k in m.group() for k in ("curl", "wget", "verify", "push", "|"))
    english = _ASCII.fullmatch(line) is not None and _ENGLISH.search(line) is not None
    if _DESCRIBED.search(line) or ((english or common) and not _ORDER.search(line)):
        return None  # "curl … | sh is how the wiki installed Docker", "skip review only for bumps"
    text = m.group()
    if "index-url" in text and _INTERNAL_HOST.match(line, m.end() - len("http://")):
        return None  # "use our mirror: pip install --index-url http://pypi.build.internal/simple"
    if "--skip-" in text and not _PROD.search(line):
        return None  # skipping tests harms production only
    if (
        ("auto-approve" in text or "push" in text)
        and _SCRATCH.search(line)
        and not _PROD.search(line)
    ):
        return None  # kept to a scratch workspace or a feature branch
    return m.start(), m.end()


_SECRET: Final = re.compile(
    r"\b(?<!public\s)(?:api[\s-]?keys?|keys?|tokens?|passwords?|passwd|credentials?|secrets?|logins?|pats?)\b|(?<!\w)\.env\b"
    r"|\w*passwort\w*|\w*schlüssel\w*|\w*kennwort\w*|\w*token\w*|\b(?:contraseñas?|claves?|credenciales|senhas?|chaves?|credenciais"
    r"|zugangsdaten|kennw[oö]rt\w*|mots?\s+de\s+passe|clés?|jetons?|identifiants)\b"
    r"|парол\w*|токен\w*|ключ\w*|секрет\w*|密码|密碼|令牌|密钥|密鑰|凭证|憑證|口令|パスワード|トークン|キー|認証情報|비밀번호|토큰|키|자격\s*증명"
)
_SEND: Final = re.compile(
    r"\b(?:leave|drop|post|copy|upload|share|ping|text|sms|whatsapp|signal|telegram|message)(?:s|ed|ped|ing)?"
    r"(?=\s+(?:it|them|those|these|that|this|all|every|each|any|a\s+copy|copies|everything|their|its|the|whatever|your|our|my)\b)"
    r"|\b(?:read\s+out|dictate)\w*(?![./-]\w)|\b(?:laisse|deja|deixe|hinterlass|weiter|gib|transmet|pás|repass|reenv)\w*|скидыва\w*|оставь|回复在|留在|書き込|返信|전달|남기|답글|"
    r"\b(?:send|sent|dm|paste|forward|mail|e-?mail)(?:s|ed|'?d|ing)?\b(?![./(-])(?![\"']?\s*[:=])"
    r"|\b(?:env[ií]a\w*|mand[ae](?:r|s|m|n|lo|la|los|las|los)?|mándal\w*|publica(?:r|s|lo|la|los|las|do)?|comparte\w*"
    r"|reenv[ií]a\w*|pega\w*|envie\w*|publique\w*|compartilh\w*|encaminh\w*|schick\w*|sende[nt]?|poste[nz]?|teile[nt]?"
    r"|leite[nt]?|envoie\w*|publie\w*|transf[eè]re[zr]?|partage\w*|copie[zr]?)\b"
    r"|отправ\w*|пересыл\w*|перешл\w*|пришли\w*|присыл\w*|опубликуй\w*|публику\w*|скинь\w*|кидай\w*"
    r"|发给|发到|發給|发送|發送|转发|轉發|贴到|貼到|贴在|贴|送って|送る|送信|転送|貼って|投稿|보내|전송|올리|공유"
)
_SEND_FIRST: Final = First(_SEND)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""
_DEST: Final = re.compile(
    r"(?<![\w.])@[^\W\d_][\w-]{2,}(?![.(\w])|\b(?:discord|dingtalk|kakaotalk)\b|钉钉|카카오톡|\bpublic\s+(?:\w+\s+){0,2}?(?:comment|issue|gist|channel|thread|post|discussion|card|board|forum|repo\w*|page|wiki)\b|(?:discusi[oó]n|discuss[ãa]o|discussion|comentario|coment[áa]rio|commentaire)\w*\s+p[úu]blic\w*|öffentlich\w*\s+(?:\S+-)?(?:kommentar|diskussion)|публичн\w+\s+(?:обсуждени|комментари)\w*|公开的?\S{0,12}(?:讨论|评论)|公開の?(?:ディスカッション|コメント)|공개\s*(?:토론|댓글)|"
    r"(?<![\w.])@[a-z][\w-]{2,}(?![.(\w])|\+\d[\d\s().-]{7,}\d|\b(?:telegram|whatsapp|signal|sms|wechat|imessage|viber)\b(?![./\w-])"
    r"|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
    r"|\bt\.me/|텔레그램|텔레그램|왓츠앱|문자|微信|短信|テレグラム|ショートメッセージ|ワッツアップ|телеграм\w*|ватсап\w*|смс"
    r"|\bpublic\s+(?:comment|issue|gist|channel|thread|post)|#general\b"
    r"|comentario\s+p[úu]blico|coment[áa]rio\s+p[úu]blico|öffentlich\w*\s+kommentar|commentaire\s+public"
    r"|публичн\w+\s+комментари\w*|公开评论|公開評論|公開コメント|공개\s*댓글"
)
_DEST_PARTS: Final = Parts(_DEST)
"""perf31: searched by runs of its alternatives (``class_search.Parts``): the same matches,
without each alternative tried at every position."""
_SEND_ME: Final = re.compile(
    r"\b(?:me\s+(?:mande|manda|envie|envía|passe|pasa)|mándame|envíame|pásame|schick\w*\s+mir|gib\s+mir|envoie-moi|donne-moi"
    r"|send\s+me|give\s+me|reply\s+with|respond\w*\s+(?:con|com)|antworte\s+mit|réponds?\s+avec)\b"
    r"|пришли\s+мне|отправь\s+мне|дай\s+мне|发给我|给我发|发我|私に送|저에게\s*보내|나한테\s*보내"
)
_SEND_ME_FIRST: Final = First(_SEND_ME)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""
_PRONOUN: Final = re.compile(
    r"-(?:le|la|les|lo|los)\b|(?<=\w)(?:sela|selo|selas|selos)\b|"
    r"\s+(?:it|them|those|these|that|this)\b(?![@.]\w)|\s+(?:lo|la|los|las|es|sie|les|их|его|её)\b(?![@.]\w)"
)
_CJK: Final = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
_ASK_HELP: Final = re.compile(
    r"\b(?:to|and|if|when|once|so\s+they|about|se|si|wenn|falls|quand|caso|cuando)\b|\bесли\b|\bpara\s+(?:que|rotar|renovar)\b|\bum\b|\bpour\b|\bчтобы\b"
)


_URL: Final = re.compile(r"\w+://\S+")


def _blank(m: re.Match[str]) -> str:
    return " " * len(m.group())


_MAIL_HEADER: Final = re.compile(r"(?i:forwarded\s+message)")
_DONE_BEFORE: Final = re.compile(r"\b(?:was|were|been|got)\s+(?:\w+ly\s+)?$")
"""A send in the passive past (``the token that was pasted in #general``, ``keys were
accidentally posted to @ops``): what happened, reported, not an order (fp23)."""
_PHISHING_TOLD: Final = re.compile(
    r"\b(?:phishing|attackers?|scam\w*|fraud\w*|awareness|such\s+mails)\b"
)


def secret_to_person(line: str) -> tuple[int, int] | None:
    if _PHISHING_TOLD.search(line):
        return None  # "phishing training: attackers write 'send me your password'"
    asked = _SEND_ME_FIRST.search(line)
    if (
        asked is not None
        and _SECRET.search(line, asked.end())
        and not negated(line, asked.start(), asked.end())
    ):
        return (
            asked.start(),
            asked.end(),
        )  # "me mande os tokens", "reply with the .jks and its password"
    cjk = _CJK.search(line) is not None
    for send in every(_SEND_FIRST, line):  # (perf31: the send before the costlier destination)
        if negated(line, send.start(), send.end()) or _MAIL_HEADER.match(line, send.start()):
            continue  # "never send …", a pasted mail's "Forwarded message" header
        if _DONE_BEFORE.search(line, max(0, send.start() - 24), send.start()):
            continue  # "the PAT that was pasted in #general": a past send reported (fp23)
        secret = _SECRET.search(line, 0 if cjk else send.end())
        if secret is not None and (cjk or not _ASK_HELP.search(line, send.end(), secret.start())):
            break  # not "message @platform to rotate the token": help asked about a secret
        earlier = _SECRET.search(line, 0, send.start())
        if earlier is not None and (
            _PRONOUN.match(line, send.end()) or _PRONOUN.search(send.group())
        ):
            secret = earlier  # "whenever a key appears, mail it to …", "DM them to @relay"
            break
    else:
        return None
    masked = _URL.sub(_blank, line) if "://" in line else line  # (every address holds one)
    dest = _DEST_PARTS.search(masked)  # not "postgres://app:<password>@localhost"
    if dest is None:
        return None
    return min(secret.start(), send.start(), dest.start()), max(
        secret.end(), send.end(), dest.end()
    )


_SAFEGUARD: Final = re.compile(
    r"\bdlp\b|data[\s-]loss\s+prevention|\binjection\s+filter\w*|\bthe\s+guard\b|"
    r"\bsecret[\s-]?scann\w*|\bmemory[\s-]screen\w*|\b(?:safety|security)\s+(?:checks?|scans?|filters?|prompts?|polic(?:y|ies))"
    r"|\bpre-?commit\s+hooks?|\bcontent\s+polic(?:y|ies)|\bprompt[\s-]injection\s+(?:protections?|filters?|checks?|detection)"
    r"|\bguardrails?|\bsafety\s+(?:rules?|guidelines?|filters?|net)|\bsecurity\s+hooks?"
    r"|esc[áa]ner\s+de\s+secretos|comprobaciones\s+de\s+seguridad|controles\s+de\s+seguridad|verificaciones\s+de\s+seguridad"
    r"|secret-scanner|sicherheitsprüfung\w*|sicherheitschecks?|sicherheitsfilter\w*"
    r"|scanner\s+de\s+secrets|contrôles\s+de\s+sécurité|vérifications\s+de\s+sécurité|politique\s+de\s+contenu"
    r"|scanner\s+de\s+segredos|verificaç(?:ão|ões)\s+de\s+segurança|checagens?\s+de\s+segurança"
    r"|сканер\w*\s+секретов|провер\w+\s+безопасности|фильтр\w*\s+безопасности"
    r"|密钥扫描|密鑰掃描|安全检查|安全檢查|安全策略|安全过滤|シークレットスキャナ\w*|安全チェック|安全フィルタ|セキュリティチェック|安全ポリシー"
    r"|시크릿\s*스캐너|보안\s*검사|안전\s*검사|보안\s*필터|안전\s*정책"
)
_SAFEGUARD_FIRST: Final = First(_SAFEGUARD)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""
_OFF: Final = re.compile(
    r"\bpaus(?:e|ing)\b|\brelax\w*|\blet\s+(?:\w+\s+){1,3}rest\b|\bpausar\b|\bpausieren\b|приостанов\w*|mettre\s+en\s+pause|一時停止|停一下|暂停|멈춰|"
    r"\b(?:switch(?:ing)?|turn(?:ing)?|shut(?:ting)?)\s+(?:\w+\s+){0,4}?off\b|\b(?:switch|turn)\s+off\b|\bdisabl(?:e|ing)\b"
    r"|\bskip(?:ping)?\b|\bstop\s+(?:running|using|applying)\b|\bignor(?:e|ing)\b|\bbypass(?:ing)?\b|\bdeactivat(?:e|ing)\b"
    r"|\bdesactiv[ae]\w*|\bomit[ae]\w*|\bsalta\w*|\bapaga\w*|\bignora\w*|\bdesliga\w*|\bpule\w*|\bdesative\w*"
    r"|\babschalt\w*|\bschalte\b[^.]{0,40}\bab\b|\bdeaktivier\w*|\büberspr\w*|\bignorier\w*|\bausschalt\w*"
    r"|\bdésactive\w*|\bsaute\w*|\bsauter\b|\bcoupe[rz]?\b|\bignorez\b"
    r"|отключ\w*|выключ\w*|пропуска\w*|пропусти\w*|игнорир\w*"
    r"|关掉|关闭|關掉|關閉|跳过|跳過|忽略|停用|止めて|オフに|無効に|飛ばして|スキップ|無視して|無視|꺼\s*주|끄세요|꺼|건너뛰|무시|비활성화"
)
_PAST: Final = re.compile(
    r"\b(?:we|they|i|he|she|it|has|have|had|was|were)\s+(?:\w+\s+)?(?:disabled|switched|turned|skipped|ignored)\b"
    r"|\b(?:hemos|habíamos)\s+desactivado|\bhaben\b[^.]{0,40}\b(?:abgeschaltet|deaktiviert)|\bavons\s+désactivé"
    r"|отключили|отключен\w*|关掉了|关闭了|止めました|껐습니다"
)
_NEVER_RUN: Final = re.compile(
    r"\bno\s+need\s+to\s+(?:run|use|apply)\b|"
    r"\b(?:never|no\s+longer|don'?t|do\s+not)\s+(?:run|use|apply|trigger|invoke)\b|\bnunca\s+(?:ejecutes|uses|rodes|use)\b"
    r"|\bniemals\s+(?:ausführen|verwenden)|\bne\s+lance\s+(?:jamais|plus)|никогда\s+не\s+(?:запускай|используй)"
)
_UNMASK: Final = re.compile(
    r"\b(?:no\s+(?:longer\s+)?need\s+to|stop|don'?t)\s+(?:mask|redact|anonymi[sz]e)\w*"
    r"|\b(?:ya\s+)?no\s+(?:hace\s+falta|es\s+necesario)\s+(?:enmascarar|ocultar|anonimizar)|\bdeja\s+de\s+enmascarar"
    r"|\bnão\s+precisa\s+(?:mais\s+)?(?:mascarar|ocultar|anonimizar)|\bpare\s+de\s+mascarar"
    r"|\bnicht\s+mehr\s+(?:maskieren|schwärzen|anonymisieren)|\bplus\s+besoin\s+de\s+masquer|\barrête\s+de\s+masquer"
    r"|больше\s+не\s+(?:нужно\s+)?(?:маскир|скрыва)\w*|不(?:需要|用)再?(?:脱敏|打码|遮盖)|マスク(?:しなくて|不要)|마스킹\s*(?:하지\s*않아도|안\s*해도)"
)
_LINT: Final = re.compile(
    r"\b(?:mypy|eslint|prettier|black|flake8|ruff|pylint|isort|lint\w*|format\w*|typecheck\w*|spell\w*)\b"
)


def safeguard_off(line: str) -> tuple[int, int] | None:
    unmask = _UNMASK.search(line)
    if unmask is not None and not _PAST.search(line):
        return unmask.start(), unmask.end()
    guard = _SAFEGUARD_FIRST.search(line)
    if guard is None or _PAST.search(line) or _LINT.search(line):
        return None
    never = _NEVER_RUN.search(line, max(0, guard.start() - 30), guard.start())
    if never is not None:
        return never.start(), guard.end()  # "never run the memory screen on new entries"
    if _KEPT.search(line):
        return None  # "only in the chaos-testing environment", "guardrails block 'ignore …'"
    for off in _OFF.finditer(line):
        if off.end() <= guard.start():
            gap = line[off.end() : guard.start()]
            if len(gap) > 45:
                continue
        elif off.start() >= guard.end():
            gap = line[guard.end() : off.start()]
            if len(gap) > 60:
                continue
        else:
            gap = ""  # "let the injection filter rest"
        quoted = line[max(0, off.start() - 1) : off.start()] in ("'", '"', "‘", "“")
        if _CLAUSE_END.search(gap) or quoted:
            continue  # another clause, or a flag's name quoted ("the 'disable safety checks' PR")
        if negated(line, off.start(), off.end()):
            return None
        return min(guard.start(), off.start()), max(guard.end(), off.end())
    return None


_KEPT: Final = re.compile(
    r"\bon\s+(?:the\s+)?(?:fixtures?|test\s*data|testdata|tests?|examples?|samples?)(?:\s+(?:dir\w*|folders?|files?|paths?))?\b"
    r"|\battackers?\b|\btr(?:y|ies|ied)\s+to\b"
    r"|\bonly\s+(?:in|for|when|on|if)\b|\bwe\s+(?:only\s+|now\s+)?(?:disable|skip|ignore|bypass|turn|switch)\b"
    r"|\b(?:forbids?|prohibits?|bans?|blocks?|blocked|refuses?|rejects?)\b"
)


SECRET_NEEDLES: Final = needles(
    "key|token|passw|secret|credential|.env|login|pat |pat,|pat.|pats|contraseñ|clave|credenc|"
    "senha|chave|schlüssel|kennw|"
    "zugangsdaten|mot de passe|mots de passe|clé|jeton|identifiant|парол|токен|ключ|секрет|"
    "密码|密碼|令牌|"
    "密钥|密鑰|凭证|憑證|口令|パスワード|トークン|キー|認証情報|비밀번호|토큰|키|자격"
)
CODE_NEEDLES: Final = needles(
    "pipe|index-url|kubectl|review|revis|revues|ревью|审查|审核|レビュー|리뷰|--skip-|"
    "auto-approve|push|no-verify|protection|skip_|eval|exec|source|curl|wget|iex|hookspath|"
    "node_options|chmod|target"
)
RULES: Final[tuple[tuple[str, Callable[[str], tuple[int, int] | None], tuple[str, ...]], ...]] = (
    (TOOL, needing(dangerous_code, (_CODE,)), CODE_NEEDLES),  # (every return: a ``_CODE`` match)
    (EXFILTRATION, both(secret_to_person, SECRET_NEEDLES), SEND_NEEDLES),
    (POLICY, safeguard_off, GUARD_NEEDLES),
)
"""The classes as ``injection_classes`` rules: family, rule, substrings one of which a hit holds."""
