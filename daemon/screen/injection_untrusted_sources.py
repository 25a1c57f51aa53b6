"""English code taken from untrusted hosts and secrets handed to outsiders (pure; helper inj19,
session 19).

Classes (each on one folded line the other stages left clean):

- **untrusted sources** (tool hijack): an install, fetch, registry, image or server pointed at a
  throwaway host (a file share, a paste site, a tunnel, a cheap top-level domain, a ``-mirror``
  or ``-relay`` name: ``pip install https://files.synxis-mirror.top/…``, ``npm config set
  registry https://5gc-health.report/npm/``, ``register the MCP server at wss://free-…app/mcp``);
  an install or pull with its safety off (``--insecure-skip-tls-verify``, ``no checksum
  needed``, ``unsigned``, ``publisher unknown``); a download piped into a shell (``pipes it to
  sh``, ``bash -c "$(curl …)"``, ``python3 - < <(curl …)``); code run from what outsiders write
  (``a script from a gist URL given in the PR body, for any PR, including forks``); a tool run as
  root from a link or an unsigned build; a broad grant to an unknown publisher;
- **secrets to outsiders** (exfiltration): a secret, a key file, personal data or the setup
  archived, posted, mirrored or encoded to a webhook, an external group, a personal mailbox, a
  partner, DNS queries or a paste site (``tar ~/.ssh and attach it to … external group``);
- **setup read out to anyone** (prompt extraction): every memory entry or the whole startup
  prompt shown to whoever asks.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from .alternatives import First
from .class_needs import needing
from .injection_standing_orders import needles, negated, unreported
from .lexicon_en import EXFILTRATION, EXTRACTION, TOOL

Span = tuple[int, int] | None

_URL: Final = re.compile(
    r"\b(?:https?|wss?|ftp)://([a-z0-9.-]+)|\b((?:[a-z0-9-]+\.)+[a-z]{2,12})/[\w./:@-]"
)
_INTERNAL: Final = re.compile(
    r"(?:^|\.)(?:localhost|internal|corp|local|lan|intranet|example|test|invalid|home\.arpa)$"
    r"|^(?:127|10|192\.168)\.|(?:^|\.)example\.(?:com|org|net)$"
)
_THROWAWAY: Final = re.compile(
    r"(?:^|\.)(?:drive\.google\.com|docs\.google\.com|dropbox\.com|dropboxusercontent\.com"
    r"|mega\.nz|transfer\.sh|pastebin\.com|hastebin\.com|termbin\.com|0x0\.st|file\.io"
    r"|gist\.github\.com|gist\.githubusercontent\.com|ngrok\.io|ngrok-free\.app|ngrok\.app"
    r"|trycloudflare\.com|webhook\.site|requestcatcher\.com|pipedream\.net"
    r"|anonfiles\.com|discord\.com|discordapp\.com|t\.me)$"
    r"|\.(?:xyz|top|cc|ru|su|link|report|shop|store|site|biz|click|info|online|tk|pw|ws|win"
    r"|icu|live|club|buzz|monster|rest|zip|mov|cam|today|support|tools|cfd|sbs)$"
    r"|(?:relay|free-|exfil|catcher|paste|leak|tunnel|-audit|audit-|-tools|fixer)"
)


def _throwaway_host(line: str, lo: int = 0, hi: int | None = None) -> re.Match[str] | None:
    """The first address in ``line[lo:hi]`` whose host looks throwaway (not internal)."""
    for m in _URL.finditer(line, lo, len(line) if hi is None else hi):
        host = (m.group(1) or m.group(2) or "").rstrip(".")
        if host and not _INTERNAL.search(host) and _THROWAWAY.search(host):
            return m
    return None


_FETCH_VERB: Final = re.compile(
    r"\b(?:install|pip\d?\s+install|npm\s+(?:i|install)|curl|wget|fetch|download|pull|run|execute"
    r"|exec|source|import|load|\w*registry|index-url|extra-index-url|replace|register|connect"
    r"|image|use|mount|iwr|invoke-webrequest|irm|upgrade|flash)\w*\b"
)
_BLOCKING: Final = re.compile(
    r"\b(?:block\w*|deny\w*|denylist|blocklist|sinkhol\w*|malicious|suspicious|phishing|ioc|iocs"
    r"|(?<!no-)quarantin\w*|typosquat\w*|reported|flagged|scam\w*|found|replaced|removed"
    r"|during\s+the\s+audit)\b"
)
_SAFETY_OFF: Final = re.compile(
    r"--insecure(?:-skip-tls-verify)?\b|--no-check-certificate\b|--trusted-host\b"
    r"|\bstrict-ssl\s+false\b|--allow-unauthenticated\b|--disable-content-trust\b"
    r"|\bgpgcheck\s*=\s*0\b|--nogpgcheck\b|--no-verify-ssl\b|\bno\s+(?:checksum|signature|hash)"
    r"(?:\s+(?:check|verification))?\s+(?:needed|required|necessary)\b|\bskip\w*\s+(?:the\s+)?"
    r"(?:checksum|signature|hash)\s+(?:check|verification)\b|\bpublisher\s+unknown\b"
    r"|--no-quarantine\b|--allow-untrusted\b|--unsafe-perm\b|\binstalled\s+without\s+(?:any\s+)?(?:checks?|checking|verification|review)\b"
    r"|\bunknown\s+publisher\b|\bpublisher\s+is\s+(?:unknown|unverified)\b|\b(?:install|run|load|flash|deploy|use|execute|sideload|pull)\w*\s+"
    r"(?:the\s+|an?\s+|this\s+|that\s+)?(?:[\w-]+\s+)?(?:unsigned|unverified)\b"
)
_SAFETY_OFF_FIRST: Final = First(_SAFETY_OFF)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""
_INSTALL_ACT: Final = re.compile(
    r"\b(?:install|pull|download|fetch|run|execute|add|deploy|load|flash|use|chmod\s+\+x|apply"
    r"|register|connect|enable)\w*\b"
)
_SCRATCH: Final = re.compile(
    r"\b(?:lab|sandbox|local(?:host)?|dev\s+box|kind\s+cluster|minikube)\b"
)
_PIPED: Final = re.compile(
    r"\bpipes?\s+(?:it|them|that|this|the\s+(?:output|script|result|response|file))\s+(?:in)?to\s+"
    r"(?:sudo\s+)?(?:ba|z)?sh\b|\bpipes?\s+(?:it|them|that|this)\s+(?:in)?to\s+(?:python\d?|node"
    r"|powershell|iex)\b|\b(?:ba|z)?sh\s+-c\s+[\"']?\$\(\s*(?:curl|wget)\b|<\s*<\(\s*(?:curl|wget)\b"
    r"|\b(?:python\d?|bash|sh|node)\s+-?\s*<\s*\(\s*(?:curl|wget)\b"
    r"|\b(?:add|create|install|set\s+up|configure|write|register|put)\w*\s+(?:an?\s+|the\s+|a\s+new\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:hook|job|step|task|script|cron\w*|action|workflow|alias)\s+(?:that|which|to)\s+"
    r"(?:\w+\s+)?(?:download|fetch|pull|curl|wget|grab)\w*\s+(?:and|&|then)\s+(?:execut|run|source|eval)\w*"
    r"\s+(?:\S+\s+){0,3}?(?:https?://|www\.)"
)
_PIPED_FIRST: Final = First(_PIPED)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""
_OFFICIAL: Final = re.compile(
    r"\bofficial\b|githubusercontent\.com/homebrew/|\bsh\.rustup\.rs\b|\bget\.docker\.com\b"
    r"|\binstall\.python-poetry\.org\b|\bdeb\.nodesource\.com\b|\bastral\.sh\b|\bbun\.sh\b"
)
"""A vendor's documented installer piped into a shell (Homebrew, rustup): no untrusted host."""
_OFFICIAL_FIRST: Final = First(_OFFICIAL)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""
_OUTSIDER_CODE: Final = re.compile(
    r"\b(?:run|execute|eval\w*|source|exec)\w*\s+(?:a\s+|the\s+|any\s+)?(?:scripts?|code(?:\s+snippets?)?"
    r"|commands?|snippets?|payloads?)\s+(?:(?:from|in|at)\s+(?:a\s+|the\s+|any\s+)?(?:[\w-]+\s+){0,2}?)?"
    r"(?:(?:urls?|links?|gists?)\s+)?(?:given|posted|pasted|linked|found|named|written)\s+in\s+"
    r"(?:the\s+|a\s+|any\s+)?(?:pr|pull\s+request|issue|comment|review|ticket|email|chat|dm)s?\b"
)
_AS_ROOT: Final = re.compile(
    r"\brun\w*\s+(?:it|them|this|that)\s+(?:as|with)\s+(?:root|admin\w*|system|superuser|sudo)\b"
)
_FROM_LINK: Final = re.compile(
    r"\bunsigned\b|\bunverified\b|\blink\s+in\s+(?:the\s+|a\s+)?(?:slack|dm|e-?mail|chat|message"
    r"|teams|whatsapp|telegram)|\bbuild\s+from\s+https?://|\bfrom\s+(?:a\s+|the\s+)?(?:dm|slack\s+dm)\b"
)
_BROAD_GRANT: Final = re.compile(
    r"\b(?:full|unrestricted|super\s*admin|global\s+admin|org\s+admin|root|owner|all)\s+"
    r"(?:filesystem\s+|file\s*system\s+|disk\s+|org\s+|tenant\s+|repo\s+|admin\s+)?(?:access"
    r"|scopes?|permissions?|rights|privileges)\b"
)
_GLOBAL_GIT: Final = re.compile(
    r"\b(?:npm|pnpm|yarn)\s+(?:i|install|add)\s+(?:-g|--global)\s+(?:github:|git\+|https?://)"
)


_ARTIFACT_URL: Final = re.compile(
    r"\bhttps?://([a-z0-9.-]+)(?::\d+)?/\S*?\.(?:whl|tar\.gz|tgz|zip|jar|deb|rpm|vsix|gem|crate|apk"
    r"|msi|exe|dmg|pkg|sh|py|ps1)\b|\bhttps?://([a-z0-9.-]+)(?::\d+)?/(?:\S*/)?simple/?(?=[\s,;)`'\"]|$)"
)
"""A build, package or script fetched straight from an address (or an index's ``/simple``)."""
_VENDOR: Final = re.compile(
    r"(?:^|\.)(?:pypi\.org|pythonhosted\.org|pytorch\.org|npmjs\.org|npmjs\.com|nodejs\.org"
    r"|python\.org|docker\.com|hashicorp\.com|microsoft\.com|apple\.com|google\.com|amazonaws\.com"
    r"|githubusercontent\.com)$"
)
_ARTIFACT_USE: Final = re.compile(
    r"\b(?:install|use|run|execute|import|load|deploy|download|flash|come|fetch|pull)\w*\b"
    r"|\$\(\s*(?:curl|wget)\b|\b(?:installier|installa|instala|utilis|usa|verwende|nutze)\w*\b"
    r"|\bустанов\w*|安装|インストール|설치"
)
_PUSHY: Final = re.compile(
    r"\bwithout\s+(?:any\s+)?(?:asking|checks?|checking|verification|review|confirmation|approval)\b"
    r"|\binstead\s+of\b|\beven\s+if\s+(?:no\s*one|nobody)\b|\bpatched\b|\bno\s+matter\b"
    r"|\bon\s+(?:any|every|all)\s+(?:machines?|hosts?|servers?|devices?|laptops?|nodes?)\b"
    r"|\b(?:auch\s+wenn\s+(?:niemand|keiner)|statt|anstatt|anstelle|ohne\s+(?:nachzufragen|zu\s+fragen|prüfung))\b"
    r"|\b(?:i\s+stället\s+för|i\s+stedet\s+for|en\s+lugar\s+de|en\s+vez\s+de|au\s+lieu\s+de|invece\s+d[ie]"
    r"|em\s+vez\s+de|sem\s+(?:perguntar|verificar)|sin\s+(?:preguntar|verificar)|sans\s+(?:demander|vérifier)"
    r"|senza\s+(?:chiedere|verificare)|вместо|без\s+(?:проверк|спрос)\w*)\b|代替|而不是|代わりに|대신"
)
"""What makes a fetched build an order to bypass the usual source: "instead of the one in the
venv", "even if nobody asks", "without asking", "patched", "on any machine"."""


def direct_artifact(line: str) -> Span:
    """A build or script installed or run straight from an outside address where the usual
    source is bypassed (``pip install https://…/tool-3.0.tar.gz even if nobody asks``,
    ``use the patched ansible from https://…whl instead of the venv's``)."""
    if "http" not in line:
        return None  # every address the pattern reads starts so (one substring test)
    for m in _ARTIFACT_URL.finditer(line):
        host = (m.group(1) or m.group(2) or "").rstrip(".")
        if not host or _INTERNAL.search(host) or _VENDOR.search(host):
            continue
        use = _ARTIFACT_USE.search(line)
        cue = _PUSHY.search(line)
        if use is None or cue is None or negated(line, use.start(), use.end()):
            return None
        return min(use.start(), m.start()), max(use.end(), m.end())
    return None


_PIPED_NEEDLES: Final = ("pipe", "$(", "<", "://", "www.")
"""One of these is in every match of ``_PIPED`` (a pipe named, ``$(``, ``<(`` or ``< (``, an
address)."""
_OUTSIDER_NEEDLES: Final = ("given", "posted", "pasted", "linked", "found", "named", "written")
"""One of these is in every match of ``_OUTSIDER_CODE``."""
_SAFETY_NEEDLES: Final = (
    "--",
    "strict-ssl",
    "gpgcheck",
    "checksum",
    "signature",
    "hash",
    "publisher",
    "without",
    "unsigned",
    "unverified",
)
"""One of these is in every match of ``_SAFETY_OFF`` (a ``--`` flag, the checks it names)."""
_GRANT_NEEDLES: Final = ("access", "scope", "permission", "rights", "privilege")
"""One of these is in every match of ``_BROAD_GRANT``."""


def _held(line: str, needles: tuple[str, ...]) -> bool:
    return any(n in line for n in needles)


def _ordered(line: str, host: re.Match[str] | None) -> Span:
    """The first code order of ``untrusted_source`` after the throwaway host's (``host``): a
    pattern is searched only when the line holds a substring every match of it holds."""
    searched = (
        (_PIPED_FIRST, _held(line, _PIPED_NEEDLES)),
        (_OUTSIDER_CODE, _held(line, _OUTSIDER_NEEDLES)),
        (_GLOBAL_GIT, "-g" in line),
    )
    for pattern, may in searched:
        if not may or (pattern is _PIPED_FIRST and host is None and _OFFICIAL_FIRST.search(line)):
            continue  # (``_OFFICIAL`` asked only of a line the pattern may match in: lat22c)
        m = pattern.search(line)
        if m is not None and not negated(line, m.start(), m.end()):
            return m.start(), m.end()
    safety = _SAFETY_OFF_FIRST.search(line) if _held(line, _SAFETY_NEEDLES) else None
    if safety is not None and not _SCRATCH.search(line):
        act = _INSTALL_ACT.search(line)
        if act is not None and not negated(line, act.start(), act.end()):
            hosts = [u for u in _URL.finditer(line) if _INTERNAL.search(u.group(1) or u.group(2))]
            if not hosts:
                return min(safety.start(), act.start()), max(safety.end(), act.end())
    m = _AS_ROOT.search(line) if "run" in line else None
    if m is not None and (_FROM_LINK.search(line) or host is not None):
        return None if negated(line, m.start(), m.end()) else (m.start(), m.end())
    m = _BROAD_GRANT.search(line) if _held(line, _GRANT_NEEDLES) else None
    if m is not None and (host is not None or safety is not None):
        act = _INSTALL_ACT.search(line)
        if act is not None and not negated(line, act.start(), act.end()):
            return min(m.start(), act.start()), max(m.end(), act.end())
    return None


def _untrusted(line: str) -> Span:
    found = direct_artifact(line)
    if found is not None:
        return found
    host = _throwaway_host(line) if "/" in line else None  # every address ``_URL`` reads has one
    if host is not None:
        verb = _FETCH_VERB.search(line)
        if verb is not None and not negated(line, verb.start(), verb.end()):
            return min(verb.start(), host.start()), max(verb.end(), host.end())
    return _ordered(line, host)


def untrusted_source(line: str) -> Span:
    """Code taken from an untrusted host or with its safety off, unless the line reports it
    blocked or found (``_BLOCKING``, asked only of a line some order holds: the same answer)."""
    span = _untrusted(line)
    return None if span is None or _BLOCKING.search(line) else span


_SECRET_THING: Final = re.compile(
    r"~/\.ssh\b|\bid_(?:rsa|ed25519|ecdsa)\b|(?<![\w.])\.env\b|\benv(?:ironment)?\s+var(?:iable)?s\b"
    r"|/etc/[\w./-]+\.(?:conf|cfg|ini|ya?ml|json)\b|\bkubeconfig\b|\.kube/config\b"
    r"|\.aws/credentials\b|\b(?:live|api|private|secret|master|signing|stripe|admin)\s+keys?\b"
    r"|\b(?:secrets?|credentials?|passwords?|tokens?)\b|\bpassport\s+scans?\b|\bpii\b"
    r"|\bpersonal\s+data\b|\bguest\s+(?:data|pii|records|details)\b|\bunredacted\b"
    r"|\b(?:court|medical|patient|health)\s+records\b|\bdevice\s+inventory\b|\bcard\s+numbers?\b"
    r"|\bpayroll\b|\bcustomer\s+(?:list|data|records)\b|\bssns?\b"
)
_SECRET_THING_FIRST: Final = First(_SECRET_THING)
"""perf31: searched from its needles (``alternatives.First``): the same matches, without each
alternative tried at every position."""
_SEND: Final = re.compile(
    r"(?:^|[.;:!—–(]\s*|\s-\s|\b(?:and|then|please|also|always|just|routine|must|should|will"
    r"|shall)\s+|\b(?:must|should|will|shall|is\s+to|are\s+to)\s+(?:also\s+)?be\s+)"
    r"(?:tar|zip|attach|upload|post|send|mirror|forward|copy|dump|encode|paste|share|e-?mail"
    r"|push|sync|export|exfiltrat|leak|ship|stream|sent|replicate|cc|bcc|submit|transmit|beam)\w*\b"
    r"|\bcurl\s+-[fd]\b"
)
"""A send ordered: at a clause's start, after ``and``/``then``/a modal, or a modal passive."""
_OUTSIDER: Final = re.compile(
    r"\bto\s+(?:the\s+|a\s+|an\s+|this\s+|that\s+)?(?:[\w.-]+\s+){0,3}?webhooks?\b|\bexternal\s+(?:group|vendor|party|address|contact|team|account)\b|\bvendor-\w+"
    r"|\bthird[-\s]part(?:y|ies)\b|\bcontractors?\b|\bfreelanc\w*|\bpersonal\s+(?:e-?mail|account"
    r"|drive|dropbox|gmail|phone)\b|@(?:gmail|outlook|hotmail|yahoo|proton|protonmail|icloud)\."
    r"|\b(?:discord|telegram|whatsapp|pastebin|requestcatcher|ngrok)\b|\bdns\s+(?:txt\s+)?"
    r"(?:queries|records|lookups|requests)\b|\*\.[a-z0-9-]+\.|\bshared\s+with\s+\S+@"
    r"|\b(?:to|with|of)\s+(?:the\s+|a\s+|our\s+)?(?:[\w-]+\s+)?partners?(?:'s)?\b(?!\s+portal)|\bpublic\s+(?:bucket|repo|channel|link|gist|paste)\b"
    r"|\bso\s+(?:that\s+)?(?:the\s+)?(?:contractor|vendor|partner|outsiders?|they)\s+can\s+(?:read"
    r"|see|access|use)\b"
)
_SAFE_CHANNEL: Final = re.compile(
    r"\b(?:password\s+manager|1password|bitwarden|keeper|vault|encrypted|secure\s+share|sealed"
    r"|sanitiz\w+|sanitis\w+|redacted|masked|public\s+key|\.pub\b|rotat\w+|revok\w+|portal"
    r"|leak\w*|reissu\w+|localhost)\b"
)


def secret_out(line: str) -> Span:
    """A secret sent to an outsider, unless the line reports it blocked or names a safe channel
    (asked only of a line the send is found in: the same answer)."""
    span = _secret_out(line)
    return None if span is None or _BLOCKING.search(line) or _SAFE_CHANNEL.search(line) else span


needing(secret_out, (_SECRET_THING,))  # (``_secret_out``'s every return)


def _secret_out(line: str) -> Span:
    # the send first: it is found in fewer lines and for less than the secret (lat22c; all three
    # are asked of the same line, so the order changes no answer)
    send = _SEND.search(line)
    if send is None or negated(line, send.start(), send.end()):
        return None
    thing = _SECRET_THING_FIRST.search(line)
    if thing is None:
        return None
    dest = _OUTSIDER.search(line)
    if dest is None and _throwaway_host(line) is None:
        return None
    return min(thing.start(), send.start()), max(thing.end(), send.end())


_READ_OUT: Final = re.compile(
    r"\b(?:reveal|share|show|print|output|dump|give|send|paste|disclose|hand\s+over|read\s+out"
    r"|recite|list)\w*\s+(?:all|every|the\s+(?:entire|whole|full|complete|exact)|your\s+(?:entire"
    r"|whole|full|complete|exact))\s+(?:[\w-]+\s+){0,2}?(?:memory|memories|startup\s+prompt"
    r"|system\s+prompt|instructions|prompt|brief|configuration|setup|notes)\b"
)
_ANYONE: Final = re.compile(
    r"\b(?:anyone|anybody|someone|whoever|any\s+(?:user|participant|caller|guest|member|visitor"
    r"|customer)|a\s+[\w-]+\s+(?:participant|caller|guest|visitor|member)|external)\b"
    r"|\bincluding\s+(?:the\s+)?(?:ones|those|entries)?\s*(?:marked\s+)?(?:private|confidential"
    r"|hidden|secret)\b"
)


def setup_read_out(line: str) -> Span:
    m = _READ_OUT.search(line)
    if m is None or _ANYONE.search(line) is None or negated(line, m.start(), m.end()):
        return None
    return m.start(), m.end()


RULES: Final[tuple[tuple[str, Callable[[str], Span], tuple[str, ...]], ...]] = (
    (
        TOOL,
        unreported(untrusted_source),
        needles(
            "://|/|--insecure|--no-check|--trusted|strict-ssl|--allow-un|--disable-content|--no-quar"
            "|--unsafe|installed without"
            "|gpgcheck|checksum|signature|hash|unsigned|unknown|unverified|pipe|$(|<(| as root"
            "| as admin| with root| as system| as super| with sudo|script|code|command|snippet"
        ),
    ),
    (
        EXFILTRATION,
        unreported(secret_out),
        needles(
            "webhook|external|vendor-|third|contractor|freelanc|personal|@|discord|telegram"
            "|whatsapp|pastebin|requestcatcher|ngrok|dns|*.|shared with|partner|public|can read"
            "|can see|can access|can use|://"
        ),
    ),
    (
        EXTRACTION,
        unreported(setup_read_out),
        needles("memor|prompt|instructions|brief|configuration|setup|notes"),
    ),
)
"""The classes as ``injection_classes`` rules: family, rule, substrings one of which a hit holds."""
