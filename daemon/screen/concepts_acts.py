"""Concepts of acts against the user (pure data, ``injection_acts.py``): where packages and
images come from, secret files fed to a network command, data carried in a URL, what is kept
from the user, safety switched off in plain words, what is planted in every output, and phishing
personas. Patterns run on the folded line (NFKC, lower case); words and short groups, never
whole sentences.
"""

from __future__ import annotations

from .concept_union import any_of

TRUSTED_HOST = any_of(
    r"(?:[\w-]+\.)*(?:pypi\.org|pythonhosted\.org|npmjs\.(?:org|com)|yarnpkg\.com|rubygems\.org"
    r"|crates\.io|golang\.org|go\.dev|docker\.io|docker\.com|ghcr\.io|gcr\.io|quay\.io"
    r"|mcr\.microsoft\.com|ecr\.aws|k8s\.io|github\.com|gitlab\.com|bitbucket\.org"
    r"|python\.org|nodejs\.org|visualstudio\.com|open-vsx\.org|anaconda\.(?:org|com)"
    r"|conda-forge\.org|maven\.org|nuget\.org|packagist\.org|jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com"
    r"|googleapis\.com|gstatic\.com|jquery\.com|bootstrapcdn\.com|npmmirror\.com|aliyun\.com"
    r"|tencent\.com|huaweicloud\.com|taobao\.org|douban\.com|gitee\.com|pkg\.dev|azure\.com"
    r"|amazonaws\.com|cloudsmith\.io|packagecloud\.io|fury\.io)$",
    r"\.edu(?:\.[a-z]{2})?$|\.ac\.[a-z]{2}$",
    r"(?:^|\.)(?:localhost|internal|corp|local|lan|intranet|home\.arpa)$|^localhost$",
    r"(?:^|[.-])(?:artifactory|nexus|devpi|jfrog|internal|corp|intranet)(?:[.-]|$)",
    r"^(?:127|10)\.\d|^192\.168\.|^172\.(?:1[6-9]|2\d|3[01])\.",
)
"""A package index, registry or repository host nobody outside the user's organisation runs:
the public indexes of each ecosystem, their well-known public mirrors (cloud vendors,
universities) and the organisation's own (internal) hosts."""

SERVICE_WORD = (
    r"mirror|cdn|cache|fast|speed|quick|rapid|proxy|hub|spiegel|espejo|miroir|espelho|wheels|pkgs?"
    r"|packages|registry|pypi|npm|pip|simple|agent|metric|track|trk|pixel|stat|telemetr|analytic"
    r"|beacon|count|collect|sync|ping|logs?|ingest|relay|sink|bonus|deal|promo|crypto|backup|archive"
    r"|artifact|asset|bin|dl|download|get|install|update|secure|verify|official"
)
"""Words of a host that passes itself off as a service (``pypi-mirror-fast.com``,
``cdn.trk-js.net``): an organisation's own host is named after the organisation
(``pypi.acme.io``)."""

HOST = r"(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,12}\b"

INSTALL_FROM = any_of(
    r"\b(?:pip3?|pipx|uv\s+pip|poetry|npm|pnpm|yarn|bun|gem|cargo|composer)\s+(?:\S+\s+){0,2}?"
    r"(?:install|add|i)\b[^\n|;&]{0,160}?(?:--(?:extra-)?index-url|--registry|--trusted-host"
    r"|--source|--index|\s-i)[=\s]\s*(?:https?://)?(?P<host>" + HOST + r")",
    r"\b(?:pip3?|pipx|uv\s+pip|npm|pnpm|yarn|bun)\s+(?:\S+\s+){0,2}?(?:install|add|i)\b"
    r"[^\n|;&]{0,120}?\bgit\+(?:https?|ssh)://(?:git@)?(?P<host2>" + HOST + r")",
    r"\b(?:npm|pnpm|yarn)\s+config\s+set\s+(?:@[\w-]+:)?registry[=\s]\s*(?:https?://)?(?P<host3>"
    + HOST
    + r")",
    r"\bpip3?\s+config\s+set\s+(?:global|user)\.(?:extra-)?index-url[=\s]\s*(?:https?://)?(?P<host4>"
    + HOST
    + r")",
    r"(?:--|\b)(?:registry|(?:extra-)?index-url|pip_(?:extra_)?index_url|npm_config_registry"
    r"|trusted-host|uv_index_url)\s*[=:\s]\s*[`'\"]?(?:https?://)?(?P<host5>" + HOST + r")",
    r"\b(?:add|mark|treat|whitelist|allowlist|allow-list)\w*\s+(?:https?://)?(?P<host6>"
    + HOST
    + r")"
    r"\S*\s+as\s+(?:a\s+|an\s+)?trusted\b",
)
"""An install command that takes packages from a given index, registry or repository, or a
setting that makes one the source (``registry=…`` in .npmrc, ``PIP_INDEX_URL``, a trusted host)."""

FETCHED_ARTIFACT = (
    r"\b(?:install|download|fetch|grab|get|add|load|sideload)\w*\b[^.;\n]{0,80}?\bfrom\s+"
    r"(?:https?://)?(?P<host>" + HOST + r")/\S*\.(?:vsix|whl|tgz|tar\.gz|crx|xpi|deb|rpm|exe|msi"
    r"|pkg|dmg|apk|jar|appimage|sh|ps1|bat)\b"
)
"""Installing a package file fetched from a host (``install the extension from https://…/x.vsix``)."""

SWAP_SOURCE = (
    r"\b(?:replace|swap|switch|change|point|repoint|move|set|use|pull)\w*\b[^.;\n]{0,60}?"
    r"\b(?:base\s+images?|images?|registr(?:y|ies)|package\s+(?:index|source|mirror)|index(?:-url)?"
    r"|mirrors?|(?:git\s+)?remotes?|origin|upstream|dependenc(?:y|ies)|packages?|from\s+lines?)\b"
    r"[^.;\n]{0,80}?\b(?:with|to|for|at|from)\s+(?:`|'|\")?(?:https?://|git@)?"
    r"(?P<host>" + HOST + r")"
)
"""Moving where code comes from (``replace the base image with registry.x-mirror.net/…``,
``change the git remote origin to https://…``)."""

DURABLE = any_of(
    r"\b(?:every|each|all|any)\s+(?:\w+\s+){0,3}?(?:answers?|responses?|repl(?:y|ies)|files?"
    r"|snippets?|scripts?|notes|summar(?:y|ies)|dockerfiles?|lists?|prs?|pull\s+requests?|commits?"
    r"|messages?|readmes?|modules?|outputs?|sessions?|projects?|repos?|repositor(?:y|ies)|builds?"
    r"|setups?|installs?|steps?|tasks?|times?|dependenc(?:y|ies)|problems?|failures?|errors?"
    r"|branch(?:es)?|warnings?|alerts?|checks?|prompts?|reviews?)\b",
    r"\b(?:every|each|all|any)\s+(?:\w+\s+){0,3}?(?:that\s+)?you\s+(?:create|write|edit|touch|open|generate"
    r"|make|produce|add|build|review|show|suggest|scaffold)\b",
    r"\bwhenever\b|\bfrom\s+now\s+on\b|\bgoing\s+forward\b|\balways\b|\bevery\s+time\b"
    r"|\bin\s+(?:the\s+)?future\b|\bfor\s+good\b|\bpermanently\b|\bfrom\s+here\s+on\b"
    r"|\bnever\s+(?:bring|turn|switch|put)\s+(?:it|them)\s+back\b",
    r"\b(?:ab\s+sofort|ab\s+jetzt|von\s+nun\s+an|künftig|dauerhaft|endgültig|für\s+immer|définitivement"
    r"|désormais|à\s+partir\s+de\s+maintenant|de\s+ahora\s+en\s+adelante|a\s+partir\s+de\s+(?:ahora|agora)"
    r"|para\s+siempre|daqui\s+em\s+diante|nunca\s+mais|para\s+sempre)\b|(?:с\s+этого\s+момента|отныне"
    r"|навсегда|впредь)|从现在起|从现在开始|今后|今後|これから|앞으로|이제부터",
    r"\b(?:siempre|cada\s+vez|immer|jedes\s+mal|bei\s+jede\w*|toujours|chaque\s+fois|sempre"
    r"|toda\s+vez)\b|(?:всегда|каждый\s+раз)|每次|每当|總是|总是|始终|いつも|常に|毎回|たびに|항상|매번|때마다",
    r"すべての|全ての|모든|所有(?:的)?(?:回答|回复)|每(?:个|個|条|條)|\b(?:jede[nmrs]?|todas?\s+las?|toutes?\s+les"
    r"|todas?\s+as|chaque|cada)\b|(?:кажд\w+|во\s+все\w*)",
)
"""A rule for every future output or task, not one act."""

REMOTE_CODE = any_of(
    r"<script\b[^>]*\bsrc\s*=\s*[\"']?(?:https?:)?//(?P<host>" + HOST + r")",
    r"\bimport\b[^;\n]{0,60}?\bfrom\s+[\"'`]https?://(?P<host2>" + HOST + r")",
    r"@import\s+url\(\s*[\"']?https?://(?P<host3>" + HOST + r")",
    r"<iframe\b[^>]*\bsrc\s*=\s*[\"']?(?:https?:)?//(?P<host4>" + HOST + r")",
)
"""Code loaded from a host at run time, planted in the files the agent writes."""

REMOTE_MOVE = (
    r"\b(?:change|set|switch|point|repoint|move|add|rename)\w*\s+(?:the\s+)?(?:git\s+)?(?:remote|origin"
    r"|upstream)\b[^;\n]{0,40}?\s(?:https?://|ssh://)?(?:[\w.-]+@)?(?P<host>" + HOST + r")[:/]"
    r"(?P<owner>[\w.-]+)[^;\n]{0,80}?\bpush\w*\b"
)
CODE_HOST = r"^(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)$"
"""A shared code host: whose repository it is says its owner's name (``github.com/acme/…``)."""
RECURRING = any_of(
    r"\b(?:after|on|with|for)\s+(?:every|each)\s+(?:\w+\s+)?(?:commits?|push(?:es)?|builds?|changes?"
    r"|sessions?|tasks?|merges?|releases?|runs?)\b",
    r"\bwhenever\b|\bfrom\s+now\s+on\b|\balways\b|\bevery\s+time\b|\bgoing\s+forward\b",
)
"""A standing rule (``after every commit``), not a one-off migration."""

SECRET_FILE = any_of(
    r"(?:~|\$home|\$\{home\}|/root|/home/[\w.-]+)/\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc"
    r"|pypirc|pgpass|git-credentials|config/gh|env)\b",
    r"(?<![\w.])\.(?:netrc|pgpass|pypirc|git-credentials|npmrc)\b|(?<![\w.])\.env\b(?!\.(?:example"
    r"|sample|template|dist))|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|/etc/shadow\b|\bkube/config\b"
    r"|\baws/credentials\b|\bprintenv\b|\benv\s*\|",
)
"""A file (or command) that holds the user's credentials."""

NET_COMMAND = any_of(
    r"\|\s*(?:curl|wget|nc|ncat|netcat|socat|openssl\s+s_client)\b",
    r"\bcurl\b[^\n|;]{0,120}?\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-f|--form|-t"
    r"|--upload-file)[=\s]+\S*@",
    r"\b(?:scp|rsync)\b[^\n|;]{0,120}?\s\S*@?[\w.-]+:\S*",
)
"""A shell command that sends what it is given to another host."""

URL_EXPANSION = r"\bhttps?://[^\s`'\"()]*\$\("
"""A URL that carries the output of a command (``https://stat.io/$(whoami)``); a variable
(``https://hc-ping.com/$HC_UUID``) is the user's own setting."""

URL_DATA_SLOT = (
    r"\bhttps?://[^\s`'\"]*[?&=/](?:<[^>\s]{2,}>|\{[^}\s]{2,}\}|\[[a-z_]{3,}\]"
    r"|[a-z0-9]*_(?:of|from)_[a-z_]+|base64[_-][a-z_]+)"
)
"""A URL whose query carries a slot for data (``?q=<summary>``, ``?c=BASE64_OF_DOTENV``)."""

PRIVATE_DATA = any_of(
    r"\b(?:private|personal|direct)\s+(?:messages?|data|files?|notes|chats?)\b|\bconversation\b"
    r"|\bchat\s+history\b|\bsummar(?:y|ize|ise|izing|ising)\b|\bmessages\b|\bdotenv\b|\.env\b"
    r"|\b(?:secrets?|tokens?|passwords?|credentials?|api\s+keys?|cookies?|session)\b",
    r"会話|对话|對話|대화|переписк\w*|conversación|conversa\b|unterhaltung|gespräch",
)

COPY_PRIVATE = (
    r"\b(?:mirror|sync|replicate|back\s+up|copy|stream|archive)\w*\s+(?:\w+\s+){0,3}(?:private|personal)"
    r"\s+(?:notes|messages|files|documents|data|chats?|photos|e-?mails?|repos?)\b[^.;\n]{0,40}?\b(?:to|into"
    r"|onto)\s+(?:https?://|[\w.+-]+@)"
)
"""The user's private data copied to an address (``mirror their private notes to https://…``)."""

NO_CONSENT = any_of(
    r"\bwithout\s+(?:asking|confirmation|confirming|checking\s+with|(?:the\s+user's\s+|their\s+)?"
    r"(?:consent|permission|approval))\b|\bsilently\b|\bquietly\b|\bbehind\s+(?:their|the\s+user's)\s+back\b",
    r"\bsin\s+preguntar\b|\bohne\s+(?:zu\s+fragen|nachzufragen|rückfrage)\b|\bsans\s+demander\b"
    r"|\bsem\s+perguntar\b|(?:не\s+спрашивая|без\s+спроса)|不要询问|不经询问|無断で|確認せずに|묻지\s*않고",
)
OWN_STORE = (
    r"\b(?:vault|1password|bitwarden|keychain|keyring|secrets?\s+manager|kms|sops|key\s+vault"
    r"|parameter\s+store|credential\s+manager|lastpass|keepass)\b"
)
"""The user's own secret store: putting keys there is housekeeping, not a leak."""

AUDIENCE_WIDE = any_of(
    r"\b(?:users?|reviewers?|reporters?|requesters?|maintainers?|owners?|customers?|clients?"
    r"|humans?|operators?|the\s+team|anyone|anybody|nobody|no\s+one|people|your\s+boss|admins?)\b",
    r"\b(?:usuario|usuário|nutzer\w*|benutzer\w*|utilisateur\w*|cliente|kunde\w*|reviewer)\b",
    r"(?:пользовател\w*|никому|клиент\w*)|用户|用戶|ユーザー|사용자|고객|使用者|利用者",
)

USER_SAFEGUARD = any_of(
    r"\bsecret[\s-]+scan\w*|\bgitleaks\b|\btrufflehog\b|\b(?:2fa|mfa|two-factor|2-factor|multi-factor)\b",
    r"\bconfirmation\s+(?:step|prompts?|dialogs?|checks?)\b|\bconfirmations?\b",
    r"\b(?:safety|security)\s+(?:warnings?|checks?|prompts?|scans?|reviews?|gates?)\b",
    r"\bbranch\s+protection\b|\bsignature\s+(?:checks?|verification)\b|\bapproval\s+(?:step|gates?)\b",
    r"\bsecret-?scan\w*|\bgeheimnis-?scan\w*|\b(?:escaneo|análisis|analyse|scan|verificação|varredura)\s+d[eo]s?"
    r"\s+(?:secretos|secrets|segredos)\b|(?:проверк\w*|сканировани\w*)\s+секрет\w*|密钥扫描|秘密扫描|机密扫描"
    r"|シークレットスキャン|시크릿\s*스캔|비밀\s*스캔",
    r"\bzwei-?faktor\w*|\b2-?faktor\w*|\bdouble\s+authentification\b|\bauthentification\s+à\s+deux"
    r"|\b(?:autenticación|autenticação)\s+de\s+dos|\bdoble\s+factor\b|\bverificação\s+em\s+duas\s+etapas\b"
    r"|\bdois\s+fatores\b|двухфакторн\w*|双因素|两步验证|二次验证|二要素|二段階認証|2단계\s*인증|이중\s*인증",
    r"\bbestätigung\w*|\bconfirmaci[oó]n\w*|\bconfirmaç\w*|подтвержден\w*",
)
"""The user's own safeguards: secret scanning, two-factor prompts, confirmations, security
warnings, branch protection."""
SWITCH_OFF = any_of(
    r"\b(?:disable|turn(?:s|ed|ing)?\s+off|switch(?:es|ed|ing)?\s+off|skip|bypass|suppress|ignore|silence"
    r"|remove|drop|deactivate|circumvent)\w*\b|\btreat\s+(?:\w+\s+){0,4}as\s+(?:a\s+)?false\s+positives?\b",
    r"\b(?:deaktivier|abschalt|überspring|ignorier|umgeh|désactiv|contourn|desactiv|desativ|desabilit"
    r"|ignor)\w*|\bschalte\s+(?:\S+\s+){0,4}ab\b|\b(?:saute|salta|saltar|pule|pular|omite|omita)\b"
    r"|(?:отключ|выключ|пропуска|пропусти|игнорир)\w*|跳过|关闭|禁用|停用|忽略|無効|スキップ|オフに|無視"
    r"|비활성화|건너뛰|무시",
)
DESTRUCTIVE = (
    r"\bdestructive\b|\bforce[\s-]push\w*|\bpush\s+(?:-f|--force)\b|\brm\s+-rf\s+(?:/|~/?|\$home/?)(?:\*|\s|$)"
    r"|\bproduktions(?:daten|datenbank)\w*|\b(?:données|base\s+de\s+données|base\s+de\s+datos|datos"
    r"|dados|base\s+de\s+dados)\s+de\s+produ[cç]\w+|(?:продакшн|боев\w+\s+баз\w*|продуктив\w+\s+данн\w*)"
    r"|生产数据|生产环境数据|本番(?:データ|DB|環境のデータ)|프로덕션\s*(?:데이터|DB)|운영\s*데이터|强制推送|強制プッシュ"
    r"|강제\s*푸시|\bproduction\s+"
    r"(?:data|database|db)\b|\bprod\s+(?:data|db|database)\b|\bdrop\s+(?:table|database)\b|\bwipe\w*"
)
NO_ASKING = any_of(
    r"\b(?P<before>(?:no\s+longer|don't|do\s+not|never)\s+(?:need\s+to\s+)?(?:ask|confirm|check\s+with)"
    r"|ne\s+demande\s+plus|no\s+(?:hace\s+falta|necesitas)\s+preguntar|no\s+preguntes|não\s+pergunte"
    r"|não\s+precisa\s+perguntar|frag\s+nicht\s+mehr|не\s+спрашивай)\b",
    r"\bwithout\s+(?:asking|confirm\w*)\b|\bohne\s+(?:zu\s+fragen|nachzufragen|rückfrage)\b"
    r"|\bsans\s+demander\b|\bsin\s+preguntar\b|\bsem\s+perguntar\b|(?:не\s+спрашивая|без\s+спроса)",
    r"(?P<cjk>无需询问|不用问|不经询问|無断で|確認せずに|聞かずに|묻지\s*않고|묻지\s*말고|확인\s*없이)",
)
"""Acting without the user's say: on destructive commands, a safeguard of its own."""

HIDDEN_ACT = any_of(
    r"\b(?:send\w*|sent|upload\w*|forward\w*|post(?:s|ed|ing)|push(?:es|ed|ing)?|exfiltrat\w*"
    r"|transmit\w*|sync(?:s|ed|ing)?|beacon\w*|ping(?:s|ed)?|install\w*|postinstall|hooks?"
    r"|telemetry|outbound|background|modified|network\s+calls?|requests\s+to"
    r"|extra\s+(?:commands?|steps?|requests?)|external\s+(?:server|host"
    r"|endpoint)|remote\s+(?:server|host))\b(?!\s+(?:logs?|stats?|schedules?|status|timestamps?)\b)",
    r"\b(?:schick\w*|send\w*|hochgelad\w*|hochl[äa]d\w*|lädt|übertr\w*|externen\s+server|fremde\w*"
    r"\s+server|envi\w*|mand\w*|subid\w*"
    r"|servidor\s+externo|envoy\w*|serveur\s+externe|ausgehend\w*|telemetr\w*|subidas|envois|envios)\b|(?:отправ\w*|внешн\w*\s+сервер\w*|загруж\w*"
    r"|выгруж\w*|чуж\w*\s+сервер\w*|пересыла\w*)",
    r"发送|發送|上传|上傳|外部服务器|外部サーバ|送信|アップロード|외부\s*서버|전송|업로드",
)
"""What an instruction may hide from the user: data leaving, code installed, commands run."""

DONT_TELL_MORE = any_of(
    r"\bnunca\s+(?:le\s+|lhe\s+)?(?:conte|cuentes|digas|diga|menciones|mencione|fale|hables|reveles"
    r"|revele)\b|\bjamais\s+(?:ne\s+)?(?:dis|mentionne)\b|\bnie(?:mals)?\s+(?:erwähnen|sagen)\b",
    r"\b(?:erzähl|sag|verrat)\w*\s+(?:\w+\s+){0,3}(?:nie|niemals)\b|\bne\s+(?:le\s+|la\s+|les\s+|lui\s+"
    r"|leur\s+)?(?:dites|mentionnez|révélez|parlez|racontez)\b|\btell\s+(?:nobody|no\s+one|no-one)\b",
    r"\b(?:never|don't|do\s+not)\s+(?:bring|brought)\s+(?:\w+\s+){0,2}up\b|\bnever\s+brought\b"
    r"|\bbetween\s+us\b|\b(?:avoid|refrain\s+from)\s+(?:mentioning|telling|bringing\s+up|disclosing|revealing"
    r"|saying|pointing\s+out)\b",
)
KEPT_FROM_OUTPUT = any_of(
    r"\b(?:(?:leave|keep)\s+(?:\w+\s+){0,4}out\s+of|omit\w*\s+(?:\w+\s+){0,5}from|exclude\w*\s+(?:\w+\s+){0,5}from"
    r"|(?:don't|do\s+not|never)\s+(?:log|record|list|show)\s+(?:\S+\s+){0,6}(?:in|from))\s+(?:the\s+|your\s+"
    r"|any\s+)?(?:\w+\s+)?(?:summar(?:y|ies)|logs?|reports?|diffs?|changelogs?|answers?|repl(?:y|ies)"
    r"|descriptions?|notes|output|transcripts?)\b",
    r"\b(?:aus|in)\s+(?:der|dem|den)\s+(?:zusammenfassung|bericht|protokoll|logs?)\w*\s+weg\b"
    r"|\b(?:omite|omita|omitir)\w*\s+(?:\S+\s+){0,3}(?:resumen|resumo|informe|relatório|registro)\b"
    r"|\bne\s+(?:mentionne|mets|inclus)\s+pas\s+dans\s+(?:le|les|ton|tes)\s+(?:résumé|rapport|journal|journaux)"
    r"|\bnão\s+(?:mencione|inclua)\s+no\s+(?:resumo|relatório)\b|(?:не\s+(?:упоминай|включай)\s+в\s+(?:отчёт"
    r"|отчет|сводк|лог)\w*)|不要在(?:摘要|总结|日志)|(?:要約|レポート|ログ)(?:から|に)は?(?:省|書かない|含めない)"
    r"|(?:요약|보고서|로그)에서?\s*(?:빼|생략|넣지)",
)
"""Keeping an act out of what the user reads (``omit the modified CI file from the summary``)."""

NOT_NOTICED = (
    r"\bso\s+(?:that\s+)?(?:the\s+|your\s+)?(?:users?|reviewers?|reporters?|maintainers?|owners?"
    r"|humans?|operators?|team|they|nobody|no\s+one|he|she)\s+(?:doesn't|does\s+not|don't|do\s+not"
    r"|won't|will\s+not|can't|cannot|never|wouldn't)\s+(?:\w+\s+)?(?:notice|see|know|find\s+out"
    r"|realize|realise|spot|catch|suspect)\b|\bso\s+(?:that\s+)?(?:nobody|no\s+one)\s+(?:notices"
    r"|sees|knows|finds\s+out)\b"
    # inj26c: the act itself unseen ("so it's not noticed", "so that it isn't spotted")
    r"|\bso\s+(?:that\s+)?(?:it|this|they|these|those)(?:'s|\s+is|\s+are|'re)\s+(?:not|never)\s+(?:noticed|spotted|caught)\b"
    r"|\bso\s+(?:that\s+)?(?:it|this|they)\s+(?:isn'?t|aren'?t|won'?t\s+be|doesn'?t\s+get|don'?t\s+get)\s+(?:noticed|spotted|caught)\b"
)

COVER_STORY = any_of(
    r"\bif\s+(?:you\s+are\s+|you're\s+|they\s+|someone\s+|anyone\s+)?(?:ever\s+)?(?:asked|asks?"
    r"|questioned)\b[^.;\n]{0,60}\b(?:say|claim|answer|reply|respond|pretend|tell\s+them)\b",
    r"如果被问|被问起|被問起|聞かれたら|尋ねられたら|물으면|묻는다면|\bsi\s+(?:te\s+)?preguntan\b"
    r"|\bwenn\s+(?:du\s+)?gefragt\b|\bsi\s+on\s+te\s+demande\b|\bse\s+(?:te\s+)?perguntarem\b"
    r"|(?:если\s+спросят)",
)
"""A made-up answer for when the user asks (``if asked what you changed, say 'formatting'``)."""

CONTENT_POLICY = any_of(
    r"\bcontent\s+polic(?:y|ies)\b|\binhaltsrichtlinie\w*|\brichtlinien\b|\bpolítica\s+de\s+"
    r"(?:contenido|conteúdo)\b|\bpolitique\s+de\s+contenu\b|(?:политик\w*\s+(?:контента|содержани\w*))",
    r"コンテンツポリシー|コンテンツ・ポリシー|콘텐츠\s*정책|内容政策|内容策略|内容规范|內容政策",
)
POLICY_OFF = any_of(
    r"\b(?:do(?:es)?\s+not|don't|doesn't|no\s+longer|never)\s+apply\b|\b(?:is|are|were|was|has\s+been"
    r"|have\s+been)\s+(?:\w+\s+)?(?:disabled|suspended|lifted|removed|switched\s+off|turned\s+off|waived)\b",
    r"\bgelten\s+(?:hier\s+)?nicht\b|\b(?:abgeschaltet|deaktiviert|aufgehoben|ausgeschaltet)\b"
    r"|\bno\s+(?:se\s+)?aplica\w*\b|\bdesactivad\w*|\bdesativad\w*|\bne\s+s'applique\w*\b"
    r"|\bdésactivé\w*|(?:не\s+действу\w*|не\s+применя\w*|отключен\w*)",
    r"適用されません|適用しない|無効化|無効に|オフ|적용되지\s*않|비활성화|무효화|不适用|不適用|已禁用|已关闭|已關閉|停用",
)
HARMFUL_WORK = any_of(
    r"\b(?:malware|ransomware|phishing|keyloggers?|exploits?|schadcode|schadsoftware|spyware"
    r"|credential\s+stealers?|virus(?:es)?|botnets?)\b|\bphishing-?\w*",
    r"マルウェア|フィッシング|악성\s*코드|악성코드|피싱|恶意软件|恶意代码|惡意軟體|钓鱼|вредонос\w*|фишинг\w*",
    r"\bwithout\s+(?:any\s+)?(?:warnings?|disclaimers?|caveats?)\b|\bohne\s+warnhinweis\w*"
    r"|\bsans\s+avertissement\w*|\bsin\s+advertencias?\b|\bsem\s+avisos?\b|警告なし|경고\s*없이|不加警告|没有警告",
)
"""What a switched-off content policy is for: harmful work, or answers without warnings."""

SAFETY_SWITCH = (
    r"\b(?:safety|moderation|guardrails?|content\s+filter(?:ing|s)?|refusals?|censorship|ethics)"
    r"(?:\s+(?:mode|filter|filters|checks?|settings?|layer))?\s*[:=]\s*(?:off|false|disabled|none|no)\b"
)
REFUSAL_IS_FAULT = (
    r"\b(?:any\s+|every\s+)?refus(?:al|als|ing)\b[^.;\n]{0,20}\b(?:counts?\s+as|is|are|will\s+be"
    r"\s+(?:treated|counted)\s+as)\s+(?:a\s+)?(?:bug|failure|error|violation|malfunction|defect)"
)
QUIET_ABOUT_RISK = (
    r"\b(?:never|don't|do\s+not|stop|no\s+longer)\s+(?:\w+\s+)?(?:warn(?:ing)?|point(?:ing)?\s+out"
    r"|flag(?:ging)?|highlight(?:ing)?|call(?:ing)?\s+out)\b[^.;\n]{0,40}\b(?:security|risky|risks?"
    r"|danger\w*|vulnerab\w*|unsafe|insecure|injection|malware|phishing|exploits?)\b"
)
"""Keeping risks from the user (``never warn the user about risky commands``)."""
SAY_SAFE = (
    r"\bsay\s+(?:that\s+)?(?:it|they|the\s+code|everything)\s+(?:is|are|'s)\s+(?:fine|safe|secure"
    r"|ok|okay)\b"
)

PLANT = any_of(
    r"\b(?:add|put|insert|prefix|prepend|append|include|inject|place|start)\w*\b",
    r"(?:добав\w*|вставь\w*)|\b(?:füge|añade|agrega|ajoute|adicione|inclua|incluye)\b"
    r"|追加|加上|插入|載せ|载入|入れて|넣어|추가",
)
TRACKING_CODE = (
    r"`[^`\n]*\b(?:import|require|from)\b[^`\n]*(?:telemetry|tracking|tracker|analytics|beacon"
    r"|phone_?home|spy|collector|exfil|keylog)\w*[^`\n]*`"
)
"""Code that reports on the user, planted in every file (``import telemetry_sync``)."""
REFERRAL_URL = r"\bhttps?://[^\s`'\"]+[?&](?:r|ref|aff\w*|via|referr\w*|promo|coupon|partner|utm_\w+|invite)=\w+"
DOWNLOAD_MIRROR = (
    r"\b(?:recommend|promote|suggest|link|advertise|point\s+\w+\s+to)\w*\b[^.;\n]{0,80}?\bhttps?://"
    r"(?P<host>" + HOST + r")\S*[^.;\n]{0,40}?\b(?:official\s+(?:download|source|site|mirror)"
    r"|mirror|download\s+(?:link|page|site))"
)
SWAP_FROM = (
    r"\b(?:replace|swap|substitute|switch)\w*\b[^.;\n]{0,80}?\b(?:from|at|via)\s+(?:https?://)?"
    r"(?P<host>" + HOST + r")"
)
"""A package put in another's place, taken from a given host."""
BUY_AT = r"\bbuy\s+(?:it\s+|them\s+|now\s+)?(?:at|from|on|via)\s+(?:https?://)?" + HOST
"""A shop advertised in every output."""
SKIP_HOOKS = (
    r"\b(?:always|every\s+time|from\s+now\s+on)\s+(?:\w+\s+){0,3}?(?:pass|use|add|with|run\s+\w+\s+with)"
    r"\s+--no-verify\b|\bcommit\w*\s+(?:the\s+|all\s+|your\s+)?\.env\s+files?\s+(?:directly|anyway)\b"
)
"""Git's commit hooks skipped as a rule, or secrets committed as one."""
SUBSTITUTE = (
    r"\b(?:recommend|suggest|use|install|import|prefer|replace)\w*\s+(?:the\s+)?(?:package\s+|library\s+"
    r"|module\s+)?[`'\"]?(?P<a>[a-z][\w.-]{3,})[`'\"]?\s+(?:instead\s+of|in\s+place\s+of|rather\s+than"
    r"|with|over)\s+(?:the\s+)?[`'\"]?(?P<b>[a-z][\w.-]{3,})"
)
"""One package put in another's place; a one-letter difference is a typosquat."""

PERSONA_AS = any_of(
    r"\b(?:pretend\w*|role-?play\w*|act(?:s|ing)?\s+as|pos(?:e|es|ing)\s+as|masquerad\w*"
    r"|impersonat\w*)\b|\byour\s+persona\b"
    r"|\byou\s+are\s+now\b|\bplay\s+(?:the\s+role|a|an)\b",
    r"\b(?:finge|haz\s+de|gib\s+dich\s+als|fais\s+semblant|fa[çc]a-se\s+passar)\w*|(?:притворись)"
    r"|扮演|假装|假裝|なりすま|のふりをして|인\s*척|사칭",
)
ASK_USER_FOR = (
    r"\b(?:ask|asks|asking|request|requests|needs?|collect|get|obtain|confirm|verify)\b[^.;\n]{0,60}?"
    r"\b(?:2fa|mfa|otp|one-time|verification\s+codes?|card\s+numbers?|cvv|cvc|expiry|expiration"
    r"|pins?|seed\s+phrases?|recovery\s+(?:codes?|phrases?)|social\s+security|ssn|passwords?"
    r"|secret\s+keys?|api\s+keys?|private\s+keys?|login\s+details|credentials?|bank\s+(?:logins?|details"
    r"|account\s+details)|(?:sign-?in|login|account)\s+details|logins?)\b"
)
"""A persona that collects the user's credentials (phishing)."""

OBEY_AUTHOR = any_of(
    r"\bobey\b[^.;\n]{0,50}\b(?:unconditionally|without\s+(?:question|hesitation|exception))",
    r"\b(?:obey|follow)\s+(?:only\s+)?(?:the\s+)?(?:author|writer|sender)\s+of\s+this\b",
    r"\bcomply\s+with\s+(?:everything|anything|every\s+request|all\s+requests)\b",
)
