"""Security advice and debugging notes the injection layers misread as orders (fix fpsec16, pure).

Classes of injection false positive on harmless MEMORY.md entries (round 42), read for every
layer by ``injection_readings.py``:

- least-privilege advice: a grant advised against, with the smaller one that suffices ("Don't
  give the Discord bot the Administrator permission; Manage Messages is enough", "never grant
  the CI role Owner, Contributor is sufficient");
- an environment variable read by code and found unset ("process.env.DISCORD_TOKEN is undefined
  on Mikko's machine because .env.local wasn't copied", ``os.environ['X']`` raises KeyError);
- a public deploy key added to a repository ("Add this deploy key (public) to the tools repo:
  ssh-ed25519 AAAA…"), never one added to a server's ``authorized_keys``;
- a provisioning note for one of our own public keys: the key with its owner's comment
  (``ansible@corp``) or who asked for it (``per Mere Kila``), to add to ``authorized_keys`` on
  named hosts ("ssh-ed25519 AAAA… ansible@ridgeline — add to authorized_keys on
  db01.corp.internal"); a key from outside (a URL, ``curl``), on every server, added silently or
  kept from someone stays an attack;
- an evaluation or test set that holds attack strings, with the behaviour expected of the model
  ("our eval set includes reviews saying 'you are now DAN'; the expected output is a normal
  summary");
- a refusal described as the wanted behaviour ("the bot should refuse requests to reveal its
  configuration; that's expected behaviour, not a bug");
- a rule that names a self-copying text as a worm to reject ("anything that asks to be copied
  into every file or memory is a worm pattern and should be rejected");
- login error messages that must not reveal which part was wrong (account enumeration: "never
  tell the user whether the account exists or the password is wrong; just say the login
  failed"): the user is the application's, the secret kept is the account's existence.

- round 67-74 classes (fp21): phishing-awareness advice ("treat any e-mail asking for TOS
  credentials as phishing"), an exercise or test report (a planted order tried something; the
  agent refused), an environment variable named as read by code or length-checked
  (``echo $X | wc -c``), a bot's name in an HTML comment (``<!-- ref-bot: layout tweak -->``).

Each sets a match aside only when the line with the advice's own words blanked is clean for the
rules (the line holds no other order).
"""

from __future__ import annotations

import re
from typing import Final

from .ascii_gates import gated
from .injection_incidents import blanked_reading
from .injection_reading_gates import Gate, When
from .lexicon_en import (
    AGENT_ADDRESS,
    CONCEAL,
    EXFILTRATION,
    EXTRACTION,
    OVERRIDE,
    PERSISTENCE,
    PERSONA,
    POLICY,
    ROLE,
    TOOL,
)

_PRIVILEGE: Final = (
    r"(?:admin(?:istrator)?|owner|root|superuser|sudo|full|write|all|org(?:anization)?[\s\-]admin"
    r"|manage[\s\-]\w+|global\s+admin)\s+(?:permissions?|rights?|roles?|access|scopes?|privileges?)"
    r"|\bthe\s+(?:Administrator|Owner|Admin|Maintainer|Contributor)\b(?:\s+(?:permission|role))?"
)
_WITHHELD: Final = re.compile(
    r"(?i:\b(?:don'?t|do\s+not|never|avoid|no\s+need\s+to)\s+(?:give|grant|assign|hand)\w*\b"
    r"[^;.\n]{0,80}?(?:" + _PRIVILEGE + r"))"
)
_SUFFICES: Final = re.compile(
    r"(?i:\b(?:(?:is|are)\s+(?:enough|sufficient|plenty|all\s+(?:it|they)\s+needs?)"
    r"|suffices?|least[\s\-]privilege|only\s+needs?)\b)"
)
"""Least-privilege advice: a privilege withheld and what suffices instead."""

_ENV_READ: Final = re.compile(
    r"\b(?:process\.env|import\.meta\.env|os\.environ|os\.getenv|System\.getenv|ENV\[|getenv\()"
    r"[.\[(]?\s*['\"]?[A-Z][A-Z0-9_]{2,}['\"]?\]?\)?"
)
_UNSET: Final = gated(
    r"(?i:\b(?:is|was|comes\s+back|returns?|stays?|ends\s+up)\s+(?:still\s+)?(?:undefined|unset"
    r"|empty|null|none|nil|blank|missing|not\s+(?:set|defined|loaded))\b|\bKeyError\b"
    r"|\b(?:isn'?t|wasn'?t|is\s+not|was\s+not)\s+(?:set|defined|loaded|copied|picked\s+up)\b)"
)
_SEND_WORDS: Final = gated(
    r"(?i:https?://|\b(?:send|post|paste|upload|forward|e-?mail|share|print|echo|log|leak)\w*\b|@)"
)
"""An environment read found unset (a debugging note), with no send in the line."""

_DEPLOY_KEY: Final = re.compile(r"(?i:\bdeploy\s+keys?\b)")
_PUBLIC_KEY: Final = re.compile(
    r"\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+)\s+AAAA[A-Za-z0-9+/]{8,}|(?i:\(public\))"
)
_REPO: Final = re.compile(r"(?i:\b(?:repo|repository|project|github|gitlab|bitbucket|gitea)\b)")
_SERVER_ACCESS: Final = gated(
    r"(?i:authorized_keys|~/\.ssh|\broot\b|\bservers?\b|\bhosts?\b|\ball\s+(?:repos|machines)"
    r"|\bevery\s+(?:repo|machine|server)|\bprod(?:uction)?\b)"
)
"""A public deploy key added to a repository (not a key added to a server)."""

_OWNED_KEY: Final = re.compile(
    r"\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+)\s+AAAA[A-Za-z0-9+/]{8,}={0,3}"
    r"\s+[\w.\-]+@[\w.\-]+|(?i:\bper\s+)[A-Z][\w'’\-]+|(?i:\b(?:requested|asked)\s+by\s+)[A-Z]"
)
"""Whose key it is: the key's own ``user@host`` comment, or the person who asked for it."""
_HOSTS: Final = (
    r"(?!(?:every|each|any|all)\b)(?:the\s+)?[\w\-]*[\d.\-][\w.\-]*(?<![.\-])"
    r"(?:\s*(?:,|and|&)\s*[\w\-]*[\d.\-][\w.\-]*(?<![.\-]))*"
)
"""Named hosts (``db01.corp.internal``, ``splunk-hf-04, misp-01``): a digit, dot or hyphen each."""
_ASIDES: Final = r"\s*[.;]?\s*(?:[(\[][^()\[\]\n]{0,60}[)\]]\s*[.;]?\s*)*$"
"""What may follow the hosts: the end of the line, or notes in brackets (``(confirmed Dmitri)``,
``[Orchid Biolabs]``)."""


def _on_hosts(hosts: str) -> re.Pattern[str]:
    """``authorized_keys on <hosts>`` or ``to <hosts>[:path/]authorized_keys`` ending the line (or
    followed by bracketed notes only)."""
    return re.compile(
        r"(?i:\bauthorized_keys\b\s+(?:on|for|of|at)\s+"
        + hosts
        + r"\)?"
        + _ASIDES
        + r"|\b(?:to|on|into|in)\s+"
        + hosts
        + r"(?:['’]s)?\s*(?::\s*~?/?(?:[\w.\-]+/)*)?"
        r"authorized_keys\b(?:\s+(?:file|list))?\s*\)?" + _ASIDES + r")"
    )


_ON_NAMED_HOSTS: Final = _on_hosts(_HOSTS)
"""``authorized_keys on <host>[, <host>…]`` or ``to <host> authorized_keys`` ending the line (or
followed by bracketed notes only): named hosts, no fleet."""
_WORDED_HOST: Final = (
    r"the\s+(?:(?!(?:every|each|any|all|other)\b)[\w\-]+\s+){0,2}?"
    r"(?:host|server|box|bastion|vm|gateway|nas|workstation)\b"
)
_ON_WORDED_HOST: Final = _on_hosts(_WORDED_HOST)
"""One host named in words with ``the`` (``to the jump host authorized_keys``, ``authorized_keys
on the BMS server``: r110/r112), when the line neither speaks to the agent, sets a time nor names
root (``STANDING``)."""
STANDING: Final = re.compile(
    r"(?i:\b(?:"
    + AGENT_ADDRESS
    + r"|whenever|every\s+time|each\s+time|always|root|sudo|admin\w*)\b)"
)
PLANTED_KEY: Final = gated(
    r"(?i:://|\bcurl\b|\bwget\b|>>|\bsilent\w*|\bquiet\w*|\bsecret\w*|\bhidden\b|\bhide\b"
    r"|don'?t\s+(?:tell|mention|log)|do\s+not\s+(?:tell|mention|log)|without\s+(?:telling|asking"
    r"|approval|review)|\buntrusted\b|\bexternal\b|\bunknown\b|\battacker|\bbackdoor|\bevery\b"
    r"|\ball\s+(?:hosts|servers|machines|boxes|nodes)|\bany\s+(?:host|server|machine))"
)
"""What makes an ``authorized_keys`` line an attack: a key from outside, a fleet, secrecy."""

_TEST_SET: Final = re.compile(
    r"(?i:\b(?:eval(?:uation)?|test|regression|red[\s\-]team|benchmark|golden)\s+"
    r"(?:set|suite|cases?|data(?:set)?|corpus|fixtures?)\b[^;\n]{0,80}?"
    r"\b(?:includes?|contains?|has|holds?|with)\b)"
)
_EXPECTED: Final = re.compile(
    r"(?i:\bexpected\s+(?:output|result|answer|behaviou?r|response)\b|\bshould\s+(?:still\s+)?"
    r"(?:produce|return|give|output|answer\s+with)\s+(?:a\s+)?(?:normal|regular|plain|usual)"
    r"|\bmust\s+(?:be\s+)?(?:ignored|refused|flagged)\b)"
)
"""A test set that holds attack strings, with the behaviour expected of the model."""

REFUSAL: Final = (
    r"\b(?:must|should|will|to|has\s+to|needs\s+to|is\s+supposed\s+to)\s+(?:always\s+)?"
    r"(?:refuse|decline|reject|block|deny|say\s+no|push\s+back)"
)
"""A refusal required of the assistant ("must refuse", "should always decline", "has to push
back"): one vocabulary for the refusals wanted here and the refusal rules of
``injection_attack_drill`` ("must refuse if a user asks it to …"; session 26, ref26)."""
REFUSAL_WORDS: Final = ("refuse", "decline", "reject", "block", "deny", "say no", "push back")
"""One of these is in every match of ``REFUSAL``."""
_REFUSES: Final = re.compile(
    r"(?i:" + REFUSAL + r"\s+(?:any\s+|all\s+)?(?:requests?|attempts?|asks?)\s+to\b)"
)
_AS_WANTED: Final = re.compile(
    r"(?i:\bexpected\s+behaviou?r\b|\bnot\s+a\s+bug\b|\bby\s+design\b|\bworking\s+as\s+intended\b"
    r"|\bas\s+intended\b)"
)
"""A refusal the team wants ("should refuse requests to …; that's expected behaviour")."""

_WORM: Final = re.compile(
    r"(?i:\b(?:is|are)\s+(?:a\s+)?(?:worm|self[\s\-]replicat\w+|self[\s\-]propagat\w+|injection"
    r"|prompt[\s\-]injection)(?:\s+(?:pattern|attempt|attack|payload|sign))?\b[^;\n]{0,40}?"
    r"\b(?:should|must)\s+be\s+(?:rejected|refused|ignored|dropped|flagged|blocked|quarantined)\b)"
)
_ANYTHING_THAT: Final = re.compile(
    r"(?i:\b(?:anything|any\s+(?:text|note|entry|message|instruction|content)|whatever)\s+"
    r"(?:that\s+)?(?:asks|tells|wants|tries|says)\b)"
)
"""A rule that names self-copying text a worm to reject."""


_ENUMERATION: Final = re.compile(
    r"(?i:\b(?:don'?t|do\s+not|never|must\s+not|should\s+not|avoid)\s+(?:tell|reveal|say|show"
    r"|disclose|indicate|leak|expose|let\s+\w+\s+know)\w*\b[^;\n]{0,40}?\b(?:whether|if|that|which)\b"
    r"[^;\n]{0,30}?\b(?:(?:account|user(?:name)?|e-?mail(?:\s+address)?|login|phone\s+number)\s+"
    r"(?:exists?|is\s+(?:registered|taken|unknown|valid|invalid)|was\s+(?:not\s+)?found"
    r"|(?:does|did)\s+not\s+exist|doesn'?t\s+exist)"
    r"|(?:password|passcode|PIN|username)\s+(?:is|was)\s+(?:wrong|incorrect|invalid)))"
)
"""Login-error advice against account enumeration: which part of a login was wrong is kept from
the application's users."""


_DEFENCE: Final = re.compile(
    r"(?i:\b(?:the|our|this)\s+(?:[\w\-]+\s+){0,3}?(?:bot|assistant|agent|model|llm|copilot)\s+"
    r"(?:already\s+|always\s+)?(?:ignores|disregards|discards|never\s+follows|does\s+not\s+follow"
    r"|doesn'?t\s+follow)\s+(?:any\s+|all\s+)?(?:instructions?|commands?|orders?|directives?)\s+"
    r"(?:that\s+(?:appear|are|come|show\s+up)\s+|found\s+|embedded\s+|hidden\s+|planted\s+"
    r"|buried\s+|written\s+|placed\s+)?"
    r"(?:in|inside|within|from|embedded\s+in)\b[^;\n]{0,60})"
)
"""A bot's defence described ("the triage bot ignores instructions inside ticket descriptions")."""
_REFUSAL_DEMO: Final = re.compile(
    r"(?i:\b(?:show|shows|showing|demo\w*|verify|check|test|prove|confirm)\s+(?:that\s+)?"
    r"(?:asking|telling|requesting|prompting)\s+(?:the|our|a)\s+(?:[\w\-]+\s+){0,2}?"
    r"(?:bot|assistant|agent|model|llm)\s+to\b[^;\n]{0,80}?\b(?:gets?|returns?|yields?|triggers?"
    r"|results\s+in|is\s+met\s+with|ends\s+in)\s+(?:a|an)?\s*(?:\w+\s+)?(?:refusal|decline"
    r"|rejection|error|block))"
)
"""A demonstration that the bot refuses an attack ("show that asking the bot to reveal its system
prompt gets a polite refusal")."""
_NOT_PRINTED: Final = re.compile(
    r"(?i:\b(?:system\s+prompt|instructions|configuration|prompt)\b[^;\n]{0,60}?\b(?:we|the\s+bot"
    r"|the\s+assistant|it)\s+(?:don'?t|do\s+not|never|won'?t|doesn'?t|does\s+not)\s+(?:print"
    r"|show|reveal|share|output|display|expose|quote)\s+(?:it|them)\b)"
)
"""A prompt the team keeps out of answers ("not secret per se, but we don't print it")."""
_MARKUP_NAMED: Final = re.compile(
    r"<(?P<tag>[A-Za-z_][\w\-]*)>[^<\n]{0,40}</(?P=tag)>\s+(?:is|are|was)\s+(?:the|an?)\s+"
    r"(?i:(?:xml|html|json|csv|export\s+)?\s*(?:element|tag|field|node|column|attribute)s?\b)"
    # inj26c: a config file's section named ("`[system]` section in slurm.conf")
    r"|`?\[[\w.\- ]{1,30}\]`?\s+(?i:section|table|block|stanza|header)\s+(?i:in|of)\s+"
    r"(?:the\s+|your\s+|our\s+)?"
    r"[\w./~-]+\.(?i:conf|ini|toml|cfg|cnf|properties|service|repo)\b"
)
"""A markup element named in a data format ("<user>Camille</user> is the XML element name")."""
_AUTH_FROM_SECRET_FILE: Final = re.compile(
    r"\bcurl\b[^\n|;]{0,40}?\s(?:-u|--user)\s+['\"]?[\w.\-@]+:\$\((?:cat\s+|<\s*)"
    r"/(?:run|var/run)/secrets/[\w.\-/]+\)['\"]?"
)
"""A request authenticated with a mounted secret file (``curl -u admin:$(cat /run/secrets/x)``):
the secret goes to its own service as the login, not to a stranger."""


_AS_PHISHING: Final = re.compile(
    r"(?i:\b(?:treat|consider|regard|handle|flag|report|mark|classify|count)\w*\b[^;.\n]{0,120}?\bas\s+"
    r"(?:an?\s+)?(?:likely\s+|probable\s+|possible\s+|suspected\s+|a\s+)?(?:phish\w*|scam\w*|fraud\w*"
    r"|spam|suspicious|hostile|malicious|social[\s\-]engineering|(?:an?\s+)?(?:attack|impersonation)\w*)\b"
    r"|\b(?:asking|requesting|that\s+asks?|which\s+asks?|wanting)\s+(?:you\s+)?for\b[^;.\n]{0,60}?"
    r"\b(?:is|are)\s+(?:always\s+|almost\s+certainly\s+|probably\s+|likely\s+)?(?:an?\s+)?"
    r"(?:phish\w*|scam\w*|fraud\w*|social[\s\-]engineering|impersonation)\b)"
)
"""Phishing-awareness advice: a request for credentials named phishing ("treat any 'vendor support'
e-mail asking for TOS credentials as phishing and forward it to security@…")."""
_EXERCISE: Final = re.compile(
    r"(?i:\b(?:tabletop|drill|exercise|red[\s\-]?team\w*|simulat\w*|pen[\s\-]?test\w*|tested|test\s+(?:run|case)|incidents?"
    r"|canary|fake|forged|spoofed|planted|injected|malicious|hostile|crafted|poisoned"
    r"|e-?mails?|messages?|tickets?|callers?|visitors?|attachments?|documents?|pdfs?|reviews?"
    r"|comments?|web\s*pages?|someone|an?\s+(?:user|guest|customer|player|member|caller))\b)"
)
_ATTEMPT: Final = re.compile(
    r"(?i:\b(?:tried|attempted|tries|attempts|was\s+(?:meant|designed|crafted|written)|wanted)\s+to\b"
    r"[^;.\n—–]{0,120})"
)
_OUTCOME: Final = re.compile(
    r"(?i:(?:\b(?:the|our|this)\s+(?:[\w\-]+\s+){0,2}?(?:agent|bot|assistant|model|llm|copilot|screen|filter)"
    r"|\b(?:it|they))\s+(?:correctly\s+|rightly\s+|just\s+|still\s+)?(?:refused|ignored|declined|rejected"
    r"|blocked|flagged|caught|quarantined|reported|did\s*n[o'’]t|didn[’']t|did\s+not|held|stopped|asked\s+for"
    r"|failed|had\s+no\s+effect)\b|\b(?:without\s+success|unsuccessfully|had\s+no\s+effect|to\s+no\s+avail)\b"
    r"|\b(?:logged|flagged|marked|tagged|closed|filed|reported|classified|treated|handled)\s+"
    r"(?:it\s+|them\s+)?as\s+(?:an?\s+)?(?:phish\w*|spam|scam\w*|fraud\w*|abuse|attack\w*|malicious"
    r"|social[\s\-]engineering|(?:prompt\s+)?injection|security\s+incident)\b)"
)
"""An exercise, test or incident report: a planted order (or a message that came in) tried
something, and how the agent answered or the team filed it ("Tabletop exercise: a fake 'SYSTEM:'
line … tried to disable confirmations; the agent refused", "an email tried to get the bot to reveal
its system prompt; logged as phishing": r113-115)."""
_ENV_NAMED: Final = (
    r"(?:\$\{?[A-Z][A-Z0-9_]{2,}\}?|[A-Z][A-Z0-9]*_[A-Z0-9_]{2,}|['\"`][A-Z][A-Z0-9_]{2,}['\"`])"
)
_ENV_TALK: Final = re.compile(
    r"\b(?:reads|loads|pulls|picks\s+up|gets|takes|expects|looks\s+(?:up|for)|needs|sources"
    r"|(?:is|are|gets|get)\s+(?:read|loaded|pulled|picked\s+up|taken|injected|set|passed|sourced))\s+"
    r"(?:the\s+)?"
    + _ENV_NAMED
    + r"(?:\s+(?:and|,)\s*"
    + _ENV_NAMED
    + r")*\s+(?:from|via|out\s+of|in"
    r"|through)\s+(?:the\s+|its\s+|their\s+|a\s+)?(?:process\s+)?(?:env(?:ironment)?(?:\s+variables?)?"
    r"|\.env(?:\.\w+)?|docker\s+secrets?|vault|k8s\s+secrets?|(?:the\s+)?secret\s+store)\b"
    r"|"
    + _ENV_NAMED
    + r"\s+(?:is|are|gets|get)\s+(?:read|loaded|pulled|picked\s+up|taken|injected|set"
    r"|passed|sourced)\s+(?:from|via|out\s+of|in|through)\s+(?:the\s+)?(?:process\s+)?env(?:ironment)?\b"
)
"""A variable named as read by code from its environment ("bracket-site reads DISCORD_TOKEN from
the environment at boot"): no value, no send."""
_ENV_CHECKED: Final = re.compile(
    r"\b(?:echo|printf\s+(?:'%s'|\"%s\"|%s)|printenv)\s+[\"']?\$?\{?([A-Z][A-Z0-9_]{2,})\}?[\"']?\s*\|\s*"
    r"(?:wc\s+-[cm]|wc\b|md5sum|sha(?:1|256|512)sum|shasum|cksum|head\s+-c\s*0)\b"
    r"|\$\{#[A-Z][A-Z0-9_]{2,}\}|\[\[?\s+-[nz]\s+[\"']?\$\{?[A-Z][A-Z0-9_]{2,}\}?[\"']?\s*\]\]?"
    r"|\btest\s+-[nz]\s+[\"']?\$\{?[A-Z][A-Z0-9_]{2,}\}?[\"']?"
)
"""A variable's length, digest or presence checked (``echo $X | wc -c``, ``[ -n "$X" ]``)."""
_SENT: Final = re.compile(
    r"(?i:https?://|\b(?:send|post|paste|upload|forward|e-?mail|share|leak|reply|answer|includ\w*"
    r"|tell|show|output|display|return|dump|reveal|expose|curl|wget|nc|webhook)\w*\b|@|>\s*\S)"
)
_BOT_NAME: Final = re.compile(
    r"(?i:(?<![\w\-])(?:[a-z0-9]+[\-_])+(?:bot|agent|ai|assistant|gpt|copilot|llm)(?:\[bot\])?"
    r"(?:[\-_][a-z0-9]+)*(?![\w\-])|(?<![\w\-])(?:bot|agent|ai|gpt|copilot)(?:[\-_][a-z0-9]+)+(?![\w\-]))"
)
"""A bot's name (``ref-bot``, ``renovate-bot``, ``ai-lint``), not an address to the model."""


_ENV_NEEDLES: Final = ("env", "vault", "secret")  # cheap gates: a word each class needs
_PHISHING_NEEDLES: Final = ("phish", "scam", "fraud", "spam", "suspicious", "hostile", "malicious", "social", "attack", "impersonat")  # fmt: skip  # noqa: E501
_ATTEMPT_NEEDLES: Final = ("tried", "attempt", "tries", "wanted", "was ")


def _env_or_markup(family: str, line: str) -> list[tuple[int, int]] | None:
    """Round 74's classes: an environment variable named as read or length-checked by code, with
    nothing sent; a bot's name in an HTML comment that gives no order."""
    low = line.lower()
    if family == EXFILTRATION and "$" in line:
        m = _ENV_CHECKED.search(line)
        rest = line if m is None else line[: m.start()] + line[m.end() :]
        if m is not None and not _SENT.search(rest):
            return [(m.start(), m.end())]
    if family == EXFILTRATION and any(w in low for w in _ENV_NEEDLES):
        m = _ENV_TALK.search(line)
        if m is not None and not _SENT.search(line):
            return [(m.start(), m.end())]
    if family == ROLE and "<!--" in line:
        names = [(n.start(), n.end()) for n in _BOT_NAME.finditer(line, line.index("<!--"))]
        if names:
            return names
    if family in (EXFILTRATION, EXTRACTION, TOOL) and any(w in low for w in _PHISHING_NEEDLES):
        m = _AS_PHISHING.search(line)
        if m is not None:
            return [(_sentence_start(line, m.start()), m.end())]
    if any(w in low for w in _ATTEMPT_NEEDLES) and _EXERCISE.search(line):
        attempt = _ATTEMPT.search(line)
        outcome = _OUTCOME.search(line, attempt.end()) if attempt is not None else None
        if attempt is not None and outcome is not None:
            return [(attempt.start(), attempt.end())]
    return None


def _bot_notes(family: str, line: str) -> list[tuple[int, int]] | None:
    """The classes of round 43-44 false positives: a bot's defence, a refusal demo, a prompt kept
    out of answers, a markup element named, a request authenticated from a secret file."""
    if family == OVERRIDE:
        m = _DEFENCE.search(line)
        if m is not None:
            return [(m.start(), m.end())]
    if family in (EXTRACTION, OVERRIDE, POLICY):
        m = _REFUSAL_DEMO.search(line) or _NOT_PRINTED.search(line)
        if m is not None:
            return [(m.start(), m.end())]
    if family == ROLE:
        m = _MARKUP_NAMED.search(line)
        if m is not None:
            return [(m.start(), m.end())]
    if family == EXFILTRATION:
        m = _AUTH_FROM_SECRET_FILE.search(line)
        if m is not None:
            return [(m.start(), m.end())]
    return None


_SENTENCE_END: Final = re.compile(r"[.!?;:](?:\s|$)")


def _sentence_start(line: str, at: int) -> int:
    """Where the sentence holding ``at`` starts (after the last full stop, ``;`` or ``:``)."""
    start = 0
    for m in _SENTENCE_END.finditer(line, 0, at):
        start = m.end()
    return start


def _spans(family: str, line: str) -> list[tuple[int, int]] | None:
    """The span of the advice's own words in ``line`` for one of the module's classes (``[]``:
    the whole line is the note), or None."""
    if family in (POLICY, TOOL, OVERRIDE):
        withheld = _WITHHELD.search(line)
        enough = _SUFFICES.search(line, withheld.end()) if withheld is not None else None
        if withheld is not None and enough is not None:
            return [(withheld.start(), enough.end())]
    if family == EXFILTRATION:
        read = _ENV_READ.search(line)
        if read is not None and _UNSET.search(line, read.end()) and not _SEND_WORDS.search(line):
            return []
    if (
        family == TOOL
        and _DEPLOY_KEY.search(line)
        and _PUBLIC_KEY.search(line)
        and _REPO.search(line)
        and _SERVER_ACCESS.search(line) is None
    ):
        return []
    if (
        family == TOOL
        and "AAAA" in line
        and _OWNED_KEY.search(line)
        and (
            _ON_NAMED_HOSTS.search(line)
            or (_ON_WORDED_HOST.search(line) and STANDING.search(line) is None)
        )
        and PLANTED_KEY.search(line) is None
    ):
        return []  # our own key's provisioning note (the owner's comment, named hosts)
    if family in (PERSONA, OVERRIDE, POLICY, EXTRACTION, ROLE):
        test_set = _TEST_SET.search(line)
        expected = _EXPECTED.search(line, test_set.end()) if test_set is not None else None
        if test_set is not None and expected is not None:
            return [(test_set.start(), expected.end())]
    if family in (POLICY, EXTRACTION, OVERRIDE):
        refuses = _REFUSES.search(line)
        wanted = _AS_WANTED.search(line, refuses.end()) if refuses is not None else None
        if refuses is not None and wanted is not None:
            return [(_sentence_start(line, refuses.start()), wanted.end())]
    if family == CONCEAL:
        enumeration = _ENUMERATION.search(line)
        if enumeration is not None:
            return [(enumeration.start(), enumeration.end())]
    notes = _bot_notes(family, line)
    if notes is not None:
        return notes
    notes = _env_or_markup(family, line)
    if notes is not None:
        return notes
    if family == PERSISTENCE:
        worm = _WORM.search(line)
        anything = _ANYTHING_THAT.search(line, 0, worm.start()) if worm is not None else None
        if worm is not None and anything is not None:
            return [(anything.start(), worm.end())]
    return None


advised: Final = blanked_reading(_spans)
"""Whether the match is one of the module's classes, and the line holds no other order once the
class's words are blanked."""

_ASKED: Final = (EXTRACTION, OVERRIDE, POLICY)
ADVISED_GATE: Final = Gate(  # perf31: what each path of ``_spans`` (and its helpers) needs
    When((POLICY, TOOL, OVERRIDE), _WITHHELD, _SUFFICES),
    When((EXFILTRATION,), _ENV_READ, _UNSET),
    When((TOOL,), _DEPLOY_KEY, _PUBLIC_KEY, _REPO),
    When((TOOL,), "AAAA", _OWNED_KEY),
    When((PERSONA, OVERRIDE, POLICY, EXTRACTION, ROLE), _TEST_SET, _EXPECTED),
    When(_ASKED, _REFUSES, _AS_WANTED),
    When((CONCEAL,), _ENUMERATION),
    When((OVERRIDE,), _DEFENCE),
    When(_ASKED, (_REFUSAL_DEMO, _NOT_PRINTED)),
    When((ROLE,), _MARKUP_NAMED),
    When((EXFILTRATION,), _AUTH_FROM_SECRET_FILE),
    When((EXFILTRATION,), "$", _ENV_CHECKED),
    When((EXFILTRATION,), _ENV_NEEDLES, _ENV_TALK),
    When((ROLE,), "<!--", _BOT_NAME),
    When((EXFILTRATION, EXTRACTION, TOOL), _PHISHING_NEEDLES, _AS_PHISHING),
    When(None, _ATTEMPT_NEEDLES, _EXERCISE, _ATTEMPT, _OUTCOME),
    When((PERSISTENCE,), _WORM, _ANYTHING_THAT),
)
"""The lines ``advised`` can set a match aside on (``injection_reading_gates.py``)."""
