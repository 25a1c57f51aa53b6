"""English injection lexicon (pure data, ``lexicon_en.py``): the exfiltration and prompt
extraction sections (secrets or the conversation sent away, the system prompt revealed).
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import DEST, EXFILTRATION, EXTRACTION, REMOTE, SECRETS

EXFILTRATION_RULES: Final[tuple[tuple[str, float, str], ...]] = (
    (
        EXFILTRATION,
        1.0,
        r"\b(?:curl|wget|nc|ncat|netcat|socat|scp|rsync|sftp|ftp|telnet"
        r"|invoke-webrequest|invoke-restmethod|iwr|irm)\b(?=[^\n]*(?:https?://|\d{1,3}(?:\.\d{1,3}){3}"
        r"|webhook|@[\w.\-]+:))[^\n]*?(?:(?:[?&=@]|\s-d\s*['\"]?|--data\S*\s+['\"]?)\$\{?\w*"
        r"(?:key|token|secret|pass|cred|auth)\w*|\$\(\s*(?:env|printenv|cat)\b|`\s*(?:env|printenv|cat)\b|~/\.ssh"
        r"|\.ssh/|id_rsa|id_ed25519|\.aws/credentials|\.netrc|/etc/(?:passwd|shadow)|\.env\b"
        r"|\bprintenv\b|(?:--data(?:-binary|-urlencode)?|-d|-f|-t)[\s=]*@\s*(?:~|/|-(?:\s|$)|\S*"
        r"(?:\.env|id_rsa|credentials|passwd|shadow|\.pem|\.key)))",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:env|printenv|set|(?:cat|tar\s+-?[a-z]+(?:\s+-\S+)*|zip\s+-\w+\s+-|gzip\s+-c|base64)\s+"
        r"\S*(?:\.env|id_rsa|id_ed25519|credentials|\.netrc|passwd|shadow|\.pem|\.key|~/\.(?:ssh|aws|gnupg|kube"
        r"|docker|config/gcloud))\S*)\s*\|\s*(?:curl|wget|nc|ncat|netcat|socat|base64)\b",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:send|upload|post|forward|email|e-mail|mail|exfiltrate|transmit"
        r"|leak|copy|paste|share|push|sync)\s+(?:(?:all|any|the|your|my|their|its|every|whole"
        r"|user's|users'|user|of|contents?|value)\s+)*(?:\w+\s+)?" + SECRETS + r"\s+(?:[\w.\-]+\s+)"
        r"{0,4}?(?:to|at|via|into|on|onto)\s+" + DEST,
    ),
    (
        EXFILTRATION,
        1.0,
        r"!\[[^\]]*\]\(\s*https?://[^)\s]*[?&][^)\s]*=[^)\s]*(?:\{|\$|<|%7b"
        r"|secret|token|key|conversation|history|data|message|password)",
    ),
    (
        EXFILTRATION,
        1.0,
        r"<img\s[^>]*src\s*=\s*['\"]?https?://[^\s'\">]*\?[^\s'\">]*=[^\s'\">&]*(?:\{|\$|%7b|<|secret"
        r"|token|key|pass|cred|message|conversation|chat|history|prompt|env|cookie|session|content)"
        r"|<img\s[^>]*(?:width|height)\s*=\s*['\"]?[01]\b[^>]*src\s*=\s*['\"]?https?://"
        r"|<img\s[^>]*src\s*=\s*['\"]?https?://[^>]*(?:width|height)\s*=\s*['\"]?[01]\b",
    ),  # an image whose URL carries data ({secrets}, ?q=<conversation>) or a 1-pixel beacon;
    # a badge or a logo (<img src="…/badge.svg">) is no exfiltration
    (
        EXFILTRATION,
        1.0,
        r"\b(?:append|add|include|attach|embed|put)\s+(?:the\s+)?(?:user's\s+|"
        r"your\s+|their\s+)?(?:session\s+)?(?:token|api\s+key|password|secret|credentials|cookie"
        r"|value\s+of\s+\$\w+)s?\b.{0,60}\b(?:url|query|link|commit\s+message|request|header)",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\bfetch\s+https?://\S+\s.{0,60}\b(?:user's|the\s+user|conversation"
        r"|message|secret|token|key)",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:send|upload|post|forward|email|copy)\s+(?:\w+\s+){0,4}?(?:keys?"
        r"|secrets?|credentials|tokens?|passwords?|history|private\s+keys?)\b.{0,60}" + REMOTE,
    ),
    (
        EXFILTRATION,
        1.0,
        r"\bupload\s+(?:the\s+)?(?:whole\s+)?repo(?:sitory)?\b.{0,60}\b(?:to"
        r"|on)\s+" + DEST,
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:insert|add|include|inject|embed)\s+(?:a\s+|an\s+)?(?:call|request|fetch"
        r"|script|beacon|tracker|snippet|ping|webhook)\s+(?:to\s+)?" + REMOTE,
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:send|forward|copy|upload|mirror)\s+(?:a\s+copy\s+of\s+)?(?:every|each|all|any)"
        r"\s+(?:\w+\s+){0,2}(?:files?|documents?|messages?|conversations?|outputs?)\b.{0,60}\b(?:to|at)\s+"
        + DEST,
    ),
    (
        EXFILTRATION,
        1.0,
        r"(?<!not\s)(?<!never\s)(?<!n't\s)\b(?:share|post|paste|leak|reveal|print|copy"
        r"|include|put|write|dump|expose|give|send|show|output|email|publish)\s+(?:(?!not\b)\w+['’]?s?\s+)"
        r"{0,4}?(?:api\s+keys?|private\s+keys?|ssh\s+(?:private\s+)?keys?|credentials|secrets|passwords"
        r"|access\s+tokens?|session\s+tokens?|\.env\b|~/\.(?:aws|ssh)\S*|contents\s+of\s+\S*(?:\.env"
        r"|credentials|id_rsa|\.ssh|\.aws)\S*)\b.{0,40}?\b(?:to|into|in|on|onto|with)\s+(?:the\s+|a\s+|an\s+"
        r"|your\s+|any\s+|every\s+)?(?:\w+\s+){0,2}?(?:answers?|repl(?:y|ies)|responses?|comments?|issues?"
        r"|pr|description|commit|messages?|chat|anyone|everyone|url|webhook|server|channel|logs?|output"
        r"|public|gist|paste)\b",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:send|forward|copy|upload|mirror|sync|push)\s+(?:a\s+copy\s+of\s+)?(?:every|each"
        r"|all|any)\s+(?:\w+\s+){0,2}(?:logs?|history|transcripts?|chats?|conversations?)\b.{0,40}"
        r"\b(?:to|at)\s+(?:[a-z0-9+]+://|\S+@\S+\.\w+)",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:output|print|show|reveal|display|tell|give|read\s+out)\s+(?:me\s+)?(?:the\s+|your\s+"
        r"|all\s+)?(?:api\s+keys?|secrets?|passwords?|tokens?|credentials|private\s+keys?)\s+(?:from|in"
        r"|stored\s+in)\s+(?:the\s+)?(?:\.env|env|environment|config|vault|keychain|~/)",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\bpush\s+(?:a\s+copy|a\s+mirror|everything|the\s+(?:repo|repository|code)|all"
        r"\s+branches)\s+(?:of\s+\S+\s+)?to\s+(?:git@|https?://|ssh://)",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:print|output|dump|show|reveal|list|echo)\s+(?:the\s+)?(?:values?\s+of\s+)?"
        r"(?:all\s+)?(?:the\s+)?(?:environment\s+variables|env\s+vars|secrets)\b.{0,40}\b(?:repl(?:y|ies)"
        r"|responses?|answers?|messages?|chat)",
    ),
    (  # "append the value of every environment variable that contains KEY or TOKEN"
        EXFILTRATION,
        1.0,
        r"\b(?:append|add|attach|include|print|paste|echo)\b[^\n]{0,30}\bvalues?\s+of\s+(?:every"
        r"|each|all|any)\s+(?:env(?:ironment)?\s+)?var(?:iable)?s?\s+(?:that\s+)?(?:contain(?:s|ing)?"
        r"|with|matching|named)\s+[^\n]{0,20}\b(?:key|token|secret|password)",
    ),
    (  # "log every password the user types into docs/…"
        EXFILTRATION,
        1.0,
        r"\b(?:log|record|save|write|store|collect)\s+(?:every|each|all|any)\s+(?:password|credential"
        r"|token|api\s+key|secret)s?\s+(?:the\s+user\s+)?(?:types?|enters?|pastes?|shares?|sends?)\b",
    ),
    (  # "when you find an API key …, include it in the commit message"
        EXFILTRATION,
        1.0,
        r"\bwhen\s+you\s+(?:find|see|come\s+across|encounter)\s+(?:an?\s+|any\s+)?(?:api\s+key"
        r"|password|secret|token|credential)s?\b[^\n]{0,50}\b(?:include|put|paste|add|copy)\s+"
        r"(?:it|them)\s+(?:in|into|to)\s+(?:the\s+)?(?:commit|pr\b|pull\s+request|reply|answer|issue"
        r"|chat|message)",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:upload|post|paste|send|push)\s+(?:it|them|the\s+\w+)\s+to\s+(?:pastebin|paste\.ee"
        r"|hastebin|ghostbin|transfer\.sh|0x0\.st)\b",
    ),
)
"""The exfiltration section of the English lexicon."""


EXTRACTION_RULES: Final[tuple[tuple[str, float, str], ...]] = (
    (
        EXTRACTION,
        1.0,
        r"\b(?:reveal|print|output|repeat|show|leak|dump|disclose|paste|display"
        r"|share|write\s+out|spell\s+out|type\s+out|read\s+out|recite|transcribe|tell\s+me)"
        r"\s+(?:me\s+)?(?:the\s+|your\s+|all\s+)?(?:full\s+|entire\s+"
        r"|complete\s+|exact\s+|whole\s+)?(?:system|developer|hidden|initial|original|secret"
        r"|internal)\s+(?:prompt|instructions?|message|rules|configuration)",
    ),
    (
        EXTRACTION,
        1.0,
        r"\b(?:reveal|print|output|repeat|show|leak|dump|disclose|paste|display|share|spell\s+out"
        r"|type\s+out|read\s+out|recite|transcribe|tell\s+me)\s+(?:me\s+)?(?:the\s+|your\s+)?(?:(?:hidden|secret|internal|initial|original|full"
        r"|entire|exact)\s+){1,2}(?:system\s+|developer\s+)?(?:prompt|instructions?|message|rules)",
    ),
    (EXTRACTION, 1.0, r"\brepeat\s+(?:everything|all|the\s+(?:text|words))\s+(?:above|before)"),
    (
        EXTRACTION,
        1.0,
        r"\bwhat\s+(?:is|are)\s+your\s+(?:system\s+prompt|instructions|initial"
        r"\s+instructions|rules)\b",
    ),
    (EXTRACTION, 1.0, r"\b(?:show|tell|give)\s+me\s+the\s+exact\s+text\s+of\s+your\b"),
    (
        EXTRACTION,
        1.0,
        r"\byour\s+(?:system\s+prompt|initial\s+instructions|instructions)\s+"
        r"(?:verbatim|word\s+for\s+word|in\s+a\s+code\s+block)",
    ),
    (EXTRACTION, 1.0, r"\b(?:dump|print|output)\s+(?:the\s+)?(?:full\s+)?developer\s+message"),
    (
        EXTRACTION,
        1.0,
        r"\b(?:contents?|text|copy|wording)\s+of\s+(?:the\s+|your\s+)(?:system|developer"
        r"|hidden|initial)\s+(?:prompt|instructions|message)",
    ),
)
"""The prompt extraction section of the English lexicon."""
