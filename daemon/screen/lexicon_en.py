"""English injection lexicon (pure data): ``(family, weight, pattern)``.

Patterns run on the folded confusable skeleton of a line (lower case, NFKC, look-alike letters
mapped to Latin, leetspeak undone), so they are written in plain lower-case ASCII. Weight 1.0 is
a finding on its own; weaker signals add up per line (see ``injection.py``).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

Rule = tuple[str, float, re.Pattern[str]]

OVERRIDE: Final = "instruction-override"
ROLE: Final = "role-marker"
EXFILTRATION: Final = "exfiltration"
TOOL: Final = "tool-hijack"
PERSONA: Final = "persona-switch"
POLICY: Final = "policy-disabling"
PERSISTENCE: Final = "persistence"
CONCEAL: Final = "conceal-from-user"
EXTRACTION: Final = "prompt-extraction"

FAMILIES: Final = (
    OVERRIDE,
    ROLE,
    EXFILTRATION,
    TOOL,
    PERSONA,
    POLICY,
    PERSISTENCE,
    CONCEAL,
    EXTRACTION,
)

_AI = r"(?:ai|assistant|model|llm|agent|chatbot|bot|gpt|chatgpt|claude|copilot|gemini)"
_VERB = r"(?:ignore|disregard|forget|override|bypass|neglect|abandon|drop|discard|skip|set\s+aside)"
_EARLIER = (
    r"(?:previous|prior|preceding|above|earlier|former|foregoing|original|initial|system"
    r"|developer|given)"
)
_NOUN = (
    r"(?:instructions?|prompts?|rules|directives?|guidelines|guidance|guardrails|commands|orders"
    r"|programming|constraints|restrictions|polic(?:y|ies)|system\s+messages?|configuration)"
)
_SECRETS = (
    r"(?:api\s+keys?|keys|credentials|secrets?|tokens?|passwords?|private\s+keys?|ssh\s+keys?"
    r"|env(?:ironment)?\s+(?:variables|vars|file)|\.env(?:\s+file)?|cookies|session\s+tokens?"
    r"|conversation(?:\s+history)?|chat\s+history|system\s+prompt|contents?\s+of\s+\S+"
    r"|(?:the\s+)?(?:whole\s+)?repo(?:sitory)?|\$\w+|~/\.\w+\S*|files?)"
)
_DEST = (
    r"(?:https?://|\S+@\S+\.\w+|[\w.\-]+\.(?:com|net|org|io|xyz|ru|cn|me|co|site|app|dev|sh|tk"
    r"|top|example)\b|\d{1,3}(?:\.\d{1,3}){3}|(?:a\s+|the\s+|my\s+|this\s+)?(?:webhook|pastebin"
    r"|attacker|remote\s+server|external\s+server|url|endpoint|transfer\.sh))"
)
_REMOTE = r"(?:https?://(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])[:/])\S+)"

_SOURCE: Final[tuple[tuple[str, float, str], ...]] = (
    # ---------------------------------------------------------------- override
    (
        OVERRIDE,
        1.0,
        rf"\b{_VERB}\s+(?:(?:all|any|every|each|of|the|your|my|these|those|its)\s+)*"
        rf"{_EARLIER}\s+(?:\w+\s+){{0,2}}?{_NOUN}\b",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\b{_VERB}\s+(?:all|any|every|your)\s+(?:of\s+)?(?:your\s+|the\s+|my\s+)?"
        rf"{_NOUN}\b",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\bpay\s+no\s+attention\s+to\s+(?:the\s+|your\s+|any\s+)?(?:\w+\s+){{0,2}}"
        rf"{_NOUN}",
    ),
    (OVERRIDE, 1.0, rf"\bstop\s+following\s+(?:your|the|all|any)\s+(?:\w+\s+)?{_NOUN}"),
    (
        OVERRIDE,
        1.0,
        rf"\b(?:the\s+)?{_EARLIER}\s+(?:\w+\s+){{0,3}}?{_NOUN}\s+(?:you\s+were\s+given"
        r"\s+)?(?:are|is|have\s+been|has\s+been)\s+(?:now\s+)?(?:void|null|revoked|cancel+ed"
        r"|obsolete|suspended|lifted|overridden|invalid|no\s+longer\s+valid)",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\b{_NOUN}\s+(?:you\s+were\s+given\s+)?(?:before|earlier|previously)\s+"
        r"(?:are|is)\s+(?:now\s+)?(?:void|null|obsolete|cancel+ed|revoked)",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\b{_VERB}\s+(?:whatever|any|all)\s+(?:\w+\s+)?{_NOUN}\s+you\s+(?:were|have"
        r"\s+been)\s+given",
    ),
    (
        OVERRIDE,
        1.0,
        r"\b(?:earlier|previous|prior|original)\s+guidance\s+no\s+longer\s+applies",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\binstead\s+of\s+your\s+(?:original|own|usual|system)\s+(?:ones|{_NOUN})",
    ),
    (OVERRIDE, 1.0, r"\bnew\s+(?:system\s+)?(?:instructions?|rules|directives?|orders)\s*:"),
    (
        OVERRIDE,
        1.0,
        r"\b(?:take|takes|have|has)\s+(?:precedence|priority)\s+over\s+(?:the\s+|your"
        r"\s+|any\s+|all\s+)?(?:system|developer|previous|prior|other|original)",
    ),
    (OVERRIDE, 1.0, r"\b(?:highest|top)[\s\-]priority\s+instruction"),
    (
        OVERRIDE,
        1.0,
        r"\boverride\s+(?:the\s+|your\s+)?(?:system|developer)\s+(?:prompt|message)",
    ),
    (
        OVERRIDE,
        1.0,
        r"\b(?:you\s+must\s+(?:now\s+)?|now\s+)?obey\s+(?:only\s+)?(?:the\s+)?"
        r"(?:user\s+(?:in|of)\s+this|this\s+(?:file|memory|note|entry)|the\s+commands\s+in"
        r"|me\b|my\s+commands|the\s+following|these\s+(?:rules|instructions|commands))",
    ),
    (
        OVERRIDE,
        1.0,
        r"\b(?:from\s+now\s+on|henceforth|going\s+forward),?\s+(?:you\s+(?:are|will"
        r"|must|shall|should)\s+)?(?:ignore|disregard|obey|only\s+obey|no\s+longer\s+follow"
        r"|act\s+without\s+restrictions)",
    ),
    (
        OVERRIDE,
        1.0,
        r"\b(?:do\s+not|don't|never)\s+(?:follow|obey|adhere\s+to|listen\s+to)\s+"
        r"(?:the\s+|your\s+|any\s+)?(?:system|developer|previous|prior|original|safety)\s+"
        r"(?:prompt|instructions?|rules|guidelines|messages?)",
    ),
    (
        OVERRIDE,
        1.0,
        r"\bwhatever\s+(?:the\s+)?(?:developer|system|operator)\s+(?:told|said|says)"
        r"\s+(?:you|to\s+you)?,?\s+(?:disregard|ignore|forget)",
    ),
    (OVERRIDE, 1.0, r"\bwithout\s+question\b.{0,40}\bskip\s+your\s+usual\s+rules"),
    (OVERRIDE, 1.0, r"\bskip\s+your\s+(?:usual\s+)?(?:rules|guidelines|instructions|checks)"),
    (OVERRIDE, 1.0, r"\bthis\s+memory\s+is\s+the\s+real\s+(?:spec|instructions?|rules)"),
    (
        OVERRIDE,
        1.0,
        r"\beverything\s+in\s+your\s+system\s+prompt\s+is\s+(?:outdated|wrong|void)",
    ),
    (OVERRIDE, 0.6, rf"\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+)?{_AI}\b"),
    (
        OVERRIDE,
        1.0,
        rf"\b(?:note|message|memo|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+)?{_AI}\s*[:,\-]",
    ),
    (
        OVERRIDE,
        1.0,
        r"\b(?:supersedes?|outranks?|takes?\s+precedence\s+over)\s+(?:those\s+(?:from|of)\s+|the\s+"
        r"|any\s+|all\s+|your\s+)?(?:\w+\s+)?(?:developer|system|operator|previous|prior|original)",
    ),
    (
        OVERRIDE,
        1.0,
        r"\btreat\s+(?:messages?|requests?|instructions?|emails?|text|input)\s+from\s+.{1,40}\s+as"
        r"\s+(?:if\s+)?(?:coming\s+from|from|being\s+from)\s+(?:the\s+|an?\s+)?(?:system|admin|administrator"
        r"|developer|operator|root)",
    ),
    (
        OVERRIDE,
        1.0,
        r"\bforget\s+(?:everything|all|anything)\s+(?:you\s+(?:were|have\s+been)\s+told"
        r"|above|before|previously|you\s+know\s+about\s+your)",
    ),
    (
        OVERRIDE,
        1.0,
        r"\b(?:real|true|actual)\s+instructions\s+(?:are|follow)\b|\binstructions\s+"
        r"(?:were|was)\s+(?:just\s+)?(?:a\s+)?(?:test|fake|joke|decoy)\b",
    ),
    (
        OVERRIDE,
        1.0,
        r"\btreat\s+(?:any|all|the|every)\s+(?:text|content|instructions?|comments?"
        r"|messages?)\s+(?:in|from|inside)\b.{0,40}\bas\s+(?:a\s+|an\s+)?(?:commands?|instructions?"
        r"|orders?)",
    ),
    (
        OVERRIDE,
        1.0,
        r"\bobey\s+(?:any\s+|all\s+|the\s+)?(?:instructions|commands)\s+(?:found\s+|written\s+)?"
        r"(?:in|inside)\b",
    ),
    (
        OVERRIDE,
        1.0,
        r"\b(?:reply|respond|answer)\s+to\s+(?:all|every|any)\s+(?:future\s+|further\s+)?"
        r"(?:questions?|requests?|messages?|prompts?)\s+(?:only\s+)?(?:with|by\s+saying)\b",
    ),
    (
        OVERRIDE,
        1.0,
        r"\byour\s+(?:instructions|rules|directives|guidelines|system\s+prompt)\s+(?:have"
        r"\s+been|were|are\s+now|has\s+been)\s+(?:updated|changed|replaced|revoked|overridden)",
    ),
    (
        OVERRIDE,
        1.0,
        r"\bnew\s+(?:rule|directive|instruction|policy|order)s?\s+from\s+(?:the\s+|your\s+)?"
        r"(?:admin|administrator|developer|system|owner|operator|creator)",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\b{_VERB}\s+(?:whatever|any|all)\s+(?:\w+\s+)?{_NOUN}\s+you\s+(?:follow|have|obey)",
    ),
    (OVERRIDE, 1.0, r"\bdo\s+(?:as|what(?:ever)?)\s+i\s+(?:say|tell\s+you)\b"),
    (
        OVERRIDE,
        1.0,
        r"\b(?:comply\s+with|obey|follow)\s+(?:it|this|me)\s+over\s+(?:anything|everything|all)"
        r"|\b(?:memory|file|entry|note)\s+has\s+(?:admin|system|root|top|highest)\s+priority",
    ),
    (
        OVERRIDE,
        1.0,
        r"\bignore\s+(?:the\s+)?user(?:'s)?\s+(?:if|when|requests?|instructions?|objections?"
        r"|attempts?)\b",
    ),
    (
        OVERRIDE,
        1.0,
        r"\b(?:read|decode|reverse|unscramble|decipher|translate)\s+(?:this|it|the\s+(?:following"
        r"|text\s+below|line\s+below))\s+(?:backwards|in\s+reverse|from\s+(?:base64|hex|rot13)\s+)?"
        r"\s*(?:and|then|,)\s+(?:then\s+)?(?:do|run|execute|follow|obey|apply|carry\s+out)\b",
    ),  # decode-and-execute: "read this backwards and do it"
    # ---------------------------------------------------------------- role tags
    (
        ROLE,
        1.0,
        r"<\|\s*(?:im_start|im_end|im_sep|system|endoftext|eot_id|start_header_id"
        r"|end_header_id|begin_of_text|eom_id)\s*\|>",
    ),
    (
        ROLE,
        1.0,
        r"</?\s*(?:system(?:[\-_](?:reminder|message|prompt|note))?|developer|sys"
        r"|im_start|im_end|tool_call|tool_result|function_results?|function_calls?|admin"
        r"|instructions?)(?:\s[^>]*)?>",
    ),
    (ROLE, 1.0, r"</user\s*>|\[/?(?:inst|sys)\]|<</?sys>>"),
    (ROLE, 1.0, r"\[(?:system|assistant|developer)\]\(#\w+\)"),
    (
        ROLE,
        1.0,
        r"(?:^|[.!]\s+)\W{0,6}(?:#{1,4}\s*)?(?:system|developer|instruction|instructions"
        r"|admin(?:istrator)?(?:\s+override)?|root)\s*:\s*(?:you\b|ignore|disregard|forget|obey"
        r"|override|from\s+now|new\b|the\s+following|every|always|never|do\s+not|comply|reply"
        r"|respond|answer|execute|run\b|the\s+assistant|elevated|all\b)",
    ),
    (
        ROLE,
        1.0,
        r"\b(?:human|user|assistant|system)\s*:\s.{0,200}\b(?:human|assistant|system)"
        r"\s*:\s",
    ),
    (
        ROLE,
        1.0,
        r"^\W{0,6}(?:#{1,4}\s*)?(?:system|developer)\s+(?:prompt|message|instructions?)"
        r"\s*:",
    ),
    (ROLE, 1.0, r"(?m)^\W{0,3}#{1,4}\s*(?:system|instructions?|admin|developer)\s*:?\s*$"),
    (
        ROLE,
        1.0,
        r"\"role\"\s*:\s*\"(?:system|developer)\"(?!\s*,\s*\"content\"\s*:\s*[^\"\s])",
    ),
    (ROLE, 1.0, rf"<!--(?:(?!-->).)*\b(?:you|{_AI}|instructions?|system|obey)\b"),
    (
        ROLE,
        1.0,
        r"\b(?:admin|system|developer|root)\s+override\b(?!\s+(?:for|of|in|on|is|are|was|were"
        r"|button|flag|setting|field|option|feature|page|panel|console)\b)",
    ),
    # ---------------------------------------------------------------- exfiltration
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
        r"\b(?:env|printenv|set|cat\s+\S*(?:\.env|id_rsa|id_ed25519|credentials"
        r"|\.netrc|passwd|shadow|\.pem|\.key)\S*)\s*\|\s*(?:curl|wget|nc|ncat|netcat|socat"
        r"|base64)\b",
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:send|upload|post|forward|email|e-mail|mail|exfiltrate|transmit"
        r"|leak|copy|paste|share|push|sync)\s+(?:(?:all|any|the|your|my|their|its|every|whole"
        r"|user's|users'|user|of|contents?|value)\s+)*(?:\w+\s+)?"
        + _SECRETS
        + r"\s+(?:[\w.\-]+\s+)"
        r"{0,4}?(?:to|at|via|into|on|onto)\s+" + _DEST,
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
        r"|secrets?|credentials|tokens?|passwords?|history|private\s+keys?)\b.{0,60}" + _REMOTE,
    ),
    (
        EXFILTRATION,
        1.0,
        r"\bupload\s+(?:the\s+)?(?:whole\s+)?repo(?:sitory)?\b.{0,60}\b(?:to"
        r"|on)\s+" + _DEST,
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:insert|add|include|inject|embed)\s+(?:a\s+|an\s+)?(?:call|request|fetch"
        r"|script|beacon|tracker|snippet|ping|webhook)\s+(?:to\s+)?" + _REMOTE,
    ),
    (
        EXFILTRATION,
        1.0,
        r"\b(?:send|forward|copy|upload|mirror)\s+(?:a\s+copy\s+of\s+)?(?:every|each|all|any)"
        r"\s+(?:\w+\s+){0,2}(?:files?|documents?|messages?|conversations?|outputs?)\b.{0,60}\b(?:to|at)\s+"
        + _DEST,
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
    # ---------------------------------------------------------------- tool hijack
    (
        TOOL,
        1.0,
        r"\b(?:curl|wget|iwr|irm|fetch)\b[^|\n]*" + _REMOTE + r"[^|\n]*\|\s*(?:sudo\s+)?"
        r"(?:ba|z|da|k|fi)?sh\b",
    ),
    (TOOL, 1.0, r"\b(?:ba|z)?sh\s+<\(\s*(?:curl|wget)\b"),
    (
        TOOL,
        1.0,
        r"\b(?:iex|invoke-expression)\b.{0,40}(?:downloadstring|iwr|invoke-webrequest"
        r"|https?://)",
    ),
    (TOOL, 1.0, r"\bexec\s*\(\s*(?:urllib|requests|__import__)"),
    (
        TOOL,
        1.0,
        r"\brm\s+-(?:rf|fr|r\s+-f)\s+(?:--no-preserve-root\s+)?(?:~|/|\$home|\*)(?:\s|$)",
    ),
    (TOOL, 1.0, r"\bchmod\s+(?:-r\s+)?777\s+(?:-r\s+)?/(?:\s|$)"),
    (
        TOOL,
        1.0,
        r"\b(?:auto[\s\-]?approve|automatically\s+approve)\s+(?:all\s+|every\s+)?"
        r"(?:tool\s+calls|commands|actions|changes)",
    ),
    (
        TOOL,
        1.0,
        r"\bnever\s+ask\s+(?:the\s+user\s+)?for\s+(?:confirmation|approval|permission)",
    ),
    (
        TOOL,
        1.0,
        r"\b(?:run|execute|push|delete|deploy|approve|install|call|apply|merge|accept|release|publish)\b.{0,80}"
        r"\b(?:without\s+(?:asking|review|confirmation|showing\s+it)|no\s+need\s+to\s+confirm)",
    ),
    (TOOL, 1.0, r"\bexecute\s+any\s+(?:shell\s+)?commands?\s+(?:found|you\s+find|from)"),
    (TOOL, 1.0, r"\bpush\s+(?:--force|-f)\b.{0,40}\bwithout\b"),
    (TOOL, 1.0, r"\b(?:force|skip_review|no_verify)\s*=\s*true\b.{0,80}\b(?:every|all|always)"),
    (
        TOOL,
        1.0,
        r"\bnever\s+ask\s+(?:for\s+(?:confirmation|permission)\s+)?before\s+(?:deleting"
        r"|removing|running|executing|pushing|dropping|deploying|force)",
    ),
    (
        TOOL,
        1.0,
        r"\bbypass\s+(?:all\s+|any\s+|the\s+)?(?:confirmations?|approvals?|reviews?|prompts\s+for"
        r"\s+confirmation)",
    ),
    (
        TOOL,
        1.0,
        r"\b(?:fetch|download|read|load|visit|open|curl|get)\s+" + _REMOTE + r".{0,40}\b(?:follow"
        r"|obey|execute|run|do)\s+(?:what|whatever|the\s+instructions|its\s+instructions|it\b)",
    ),
    (
        TOOL,
        1.0,
        r"\b(?:nc|ncat|netcat)\b[^\n]*\s-[ec]\s*/bin/(?:ba|z)?sh|\bbash\s+-i\s+>&\s*/dev/tcp/"
        r"|/dev/tcp/\d",
    ),
    (TOOL, 1.0, r"\b(?:add|append|put|write|insert)\b.{0,60}\bauthorized_keys\b"),
    # ---------------------------------------------------------------- persona
    (
        PERSONA,
        1.0,
        r"\byou\s+are\s+(?:now\s+)?(?:no\s+longer\s+(?:bound|restricted|an?\s+(?:ai"
        r"|assistant)|claude|chatgpt|gpt|gemini)|dan\b|jailbroken|unrestricted|unfiltered"
        r"|uncensored|in\s+(?:developer|god|dan|jailbreak)\s+mode)",
    ),
    (
        PERSONA,
        1.0,
        rf"\b(?:you\s+are\s+now|from\s+now\s+on,?\s+you\s+are|now\s+you\s+are"
        rf"|act\s+as|pretend\s+(?:to\s+be|you\s+are)|roleplay\s+as|role-play\s+as|behave\s+like"
        rf"|impersonate)\s+(?:an?\s+|the\s+)?(?:\w+\s+){{0,3}}?(?:{_AI}|hacker|evilbot|human"
        rf"|model|version)?\b.{{0,60}}\b(?:no|without|any)\s+(?:\w+\s+)?(?:rules|restrictions"
        r"|limits|limitations|filters|ethics|ethical\s+limits|content\s+policy|questions\s+asked"
        r"|policy|morals|refusals?)",
    ),
    (
        PERSONA,
        1.0,
        r"\b(?:pretend\s+to\s+be|pretend\s+you\s+are|roleplay\s+as|act\s+as)\s+(?:an?\s+)?"
        r"(?:unfiltered|uncensored|unrestricted|jailbroken|evil|rogue|malicious)",
    ),
    (PERSONA, 1.0, r"\b(?:you\s+are\s+now|from\s+now\s+on,?\s+you\s+are)\s+[a-z]*bot\b"),
    (
        PERSONA,
        1.0,
        r"\b(?:enable|enter|activate|switch\s+(?:in)?to)\s+(?:developer|god|dan"
        r"|jailbreak|unrestricted|evil)\s+mode\b",
    ),
    (PERSONA, 1.0, r"\byour\s+(?:new\s+|true\s+|real\s+)(?:name|identity|persona|role)\s+is\b"),
    (PERSONA, 1.0, rf"\bforget\s+(?:that\s+)?you\s+are\s+(?:an?\s+)?{_AI}"),
    (
        PERSONA,
        1.0,
        r"\bdo\s+anything\s+now\b|\bjailbreak(?:ing)?\s+(?:the\s+)?(?:model"
        r"|assistant|ai|llm|yourself)\b",
    ),
    (PERSONA, 1.0, r"\bstop\s+pretending\s+to\s+be\s+a\s+(?:safe|helpful|harmless)"),
    (PERSONA, 1.0, r"\byou\s+are\s+now\s+(?:a|an|my)\s+\w+"),
    (
        PERSONA,
        1.0,
        r"\b(?:act|pretend|roleplay|role-play)\s+(?:as|to\s+be)\s+my\s+(?:deceased|dead"
        r"|late)\b",
    ),
    (
        PERSONA,
        1.0,
        r"\byou(?:'re|’re|\s+are)\s+(?:now\s+)?free\s+(?:from|of)\s+(?:all\s+|any\s+|your\s+)?"
        r"(?:restrictions|rules|limits|guidelines|constraints|filters|policies)",
    ),
    (
        PERSONA,
        1.0,
        r"\byour\s+name\s+is\s+now\b|\byou\s+(?:will\s+)?do\s+(?:whatever|anything|everything)"
        r"\s+(?:is\s+asked|you(?:'re|\s+are)\s+(?:asked|told)|i\s+say)",
    ),
    (
        PERSONA,
        1.0,
        r"\bjailbreak\s+(?:successful|mode|enabled|activated)\b|\bunrestricted\s+mode\b",
    ),
    # ---------------------------------------------------------------- policy disabling
    (
        POLICY,
        1.0,
        r"\b(?:disable|turn\s+off|switch\s+off|deactivate|remove|lift|suspend|ignore"
        r"|bypass|circumvent|skip|drop)\s+(?:all\s+|any\s+|your\s+|the\s+|of\s+)*(?:safety|content"
        r"|ethical|ethics|moderation|security\s+review|harm)\s*(?:checks?|filters?|guidelines"
        r"|guardrails|polic(?:y|ies)|restrictions|rules|features|review|measures|settings|layers?)?"
        r"(?:\s+and\s+(?:moderation|approval\s+policies))?\b",
    ),
    (
        POLICY,
        1.0,
        r"\b(?:disable|turn\s+off|bypass)\s+(?:all\s+|your\s+|the\s+)*(?:guardrails"
        r"|moderation|filters|refusals)",
    ),
    (
        POLICY,
        1.0,
        r"\b(?:safety|content|ethical)\s+(?:guidelines|polic(?:y|ies)|filters|rules"
        r"|checks)\s+(?:are|is|have\s+been|has\s+been|does|do)\s+(?:now\s+)?(?:suspended|disabled"
        r"|lifted|off|removed|not\s+apply|no\s+longer\s+appl)",
    ),
    (
        POLICY,
        1.0,
        r"\byou\s+(?:have|are\s+under)\s+no\s+(?:restrictions|rules|limits|filters"
        r"|guidelines)",
    ),
    (
        POLICY,
        1.0,
        r"\b(?:never|don't|do\s+not)\s+refuse\b|\bwithout\s+(?:ever\s+)?refus(?:ing|al)"
        r"|\bno\s+refusals\b",
    ),
    (
        POLICY,
        1.0,
        r"\b(?:answer|respond\s+to|comply\s+with|fulfil+)\s+(?:any|every|all)\s+"
        r"(?:\w+\s+)?(?:requests?|questions?|prompts?)\s+without\s+(?:restriction|filter|refus)",
    ),
    (POLICY, 1.0, r"\bcontent\s+policy\s+(?:does\s+not|doesn't)\s+apply"),
    (
        POLICY,
        1.0,
        r"\b(?:without|no)\s+(?:any\s+)?(?:safety|content|ethical)\s+(?:filters?"
        r"|restrictions|limits|guidelines|checks)",
    ),
    (
        POLICY,
        1.0,
        r"\b(?:safety|guardrails?|filters?|moderation|censorship)\s*[=:]\s*(?:off|false|0"
        r"|disabled|none|no)\b|\bmode\s*[=:]\s*(?:unrestricted|jailbreak|jailbroken|god|dan|evil)\b",
    ),
    (
        POLICY,
        1.0,
        r"\b(?:pretend|assume|imagine)\s+(?:that\s+)?(?:the\s+|your\s+|all\s+)?(?:safety|content"
        r"|ethical|usage)\s+(?:policy|policies|rules|guidelines|filters)\s+(?:doesn't|don't|does\s+not"
        r"|do\s+not|no\s+longer)\s+(?:exist|apply)",
    ),
    (
        POLICY,
        1.0,
        r"\b(?:skip|disable|bypass|ignore|turn\s+off|circumvent)\s+(?:all\s+|the\s+|any\s+|your\s+)?"
        r"(?:permission|authori[sz]ation|access|approval|confirmation)\s+(?:checks?|prompts?|controls?"
        r"|reviews?|requests?)",
    ),
    (
        POLICY,
        1.0,
        r"\bwithout\s+(?:any\s+)?(?:moral|ethical)\s+(?:judge?ments?|considerations?|restrictions"
        r"|limits|qualms|concerns)",
    ),
    (
        POLICY,
        1.0,
        r"\byou\s+(?:have|are\s+under)\s+no\s+(?:content\s+|safety\s+|usage\s+)(?:policy|policies"
        r"|rules|filters|restrictions)",
    ),
    (POLICY, 1.0, r"\bturn\s+off\s+your\s+(?:filters|safety|guardrails|restrictions)"),
    (
        POLICY,
        1.0,
        r"\b(?:disable|remove|uninstall|bypass|turn\s+off|skip)\s+(?:the\s+)?(?:pre-commit\s+|ci\s+)?"
        r"(?:secret|security|credential|malware|virus)\s+(?:scann(?:er|ing)|checks?|hooks?|audits?)",
    ),
    (
        POLICY,
        1.0,
        r"\b(?:never|don't|do\s+not|stop)\s+(?:redact|mask|censor|scrub|sanitiz|sanitis|obfuscat)\w*"
        r"\s+(?:any\s+|the\s+)?(?:credentials?|secrets?|passwords?|tokens?|api\s+keys?|keys|pii)\b",
    ),  # protecting secrets switched off: "never redact credentials"
    (
        POLICY,
        1.0,
        r"\balways\s+(?:commit|push|include|paste|print|show|output)\s+(?:the\s+|all\s+|any\s+)?"
        r"(?:\.env|private\s+keys?|credentials?|secrets?|passwords?|api\s+keys?|tokens?)\b",
    ),  # "always commit .env files and private keys"
    # ---------------------------------------------------------------- persistence
    (
        PERSISTENCE,
        1.0,
        r"\b(?:always\s+)?(?:include|add|append|insert|put|embed|mention|recommend"
        r"|promote|advertise)\b.{0,80}(?:https?://|\blink\b|\burl\b|\bwebsite\b|\bpremium\b"
        r"|\bsponsored\b|\baffiliate\b|\bbacklink\b|\btracking\s+pixel\b|\bvpn\b|\bplan\b)"
        r".{0,80}\b(?:every|each|all)\s+(?:single\s+)?(?:\w+\s+)?(?:answers?|responses?|repl(?:y|ies)"
        r"|chat\s+messages?|outputs?|pages?|readmes?|conversations?)\b",
    ),
    (
        PERSISTENCE,
        1.0,
        r"\b(?:in|at\s+the\s+end\s+of|to)\s+(?:every|each|all)\s+(?:\w+\s+)?"
        r"(?:answers?|responses?|repl(?:y|ies)|messages?|outputs?)\b.{0,40}\b(?:append|add|include"
        r"|insert|mention|recommend|promote|say)\b.{0,80}(?:https?://|\blink\b|\bsponsored\b"
        r"|\baffiliate\b|\bbuy\b|\.example)",
    ),
    (
        PERSISTENCE,
        1.0,
        r"\bevery\s+(?:answer|response|reply)\s+must\s+(?:mention|include|promote"
        r"|recommend)\b.{0,80}\b(?:buy|premium|https?://|link)",
    ),
    (PERSISTENCE, 1.0, r"\b(?:remember|keep)\s+this\s+(?:forever|permanently)\b"),
    (
        PERSISTENCE,
        1.0,
        r"\b(?:reinstate|restore|copy|re-?add|put)\s+(?:it|this\s+entry|this)\s+"
        r"(?:back\s+)?(?:in(?:to)?\s+memory|back\s+in)\b.{0,60}\b(?:remove|delete|told)",
    ),
    (
        PERSISTENCE,
        1.0,
        r"\b(?:if|even\s+if|when)\s+(?:anyone|someone|the\s+user|you\s+are\s+told"
        r"\s+to|told\s+to)\s+(?:removes?|deletes?|remove|delete)\s+(?:it|this)",
    ),
    (
        PERSISTENCE,
        1.0,
        r"\b(?:promote|advertise|recommend|plug|mention)\s+(?:\w+\s+){1,3}?(?:in|at\s+the"
        r"\s+end\s+of)\s+(?:every|each|all)\s+(?:\w+\s+)?(?:answers?|responses?|repl(?:y|ies))\b",
    ),
    (
        PERSISTENCE,
        1.0,
        r"\b(?:add|insert|include|embed|append)\s+(?:this\s+|a\s+|the\s+|our\s+)?(?:tracking"
        r"|affiliate|referral|hidden)\s+(?:link|pixel|code|snippet|url|image|tag)",
    ),
    # ---------------------------------------------------------------- concealment
    (
        CONCEAL,
        1.0,
        r"\b(?:do\s+not|don't|dont|never|without)\s+(?:tell(?:ing)?|inform(?:ing)?"
        r"|mention(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|let)\s+(?:(?:this|it|that|anything"
        r"|about\s+this)\s+)?(?:to\s+)?(?:the\s+)?(?:user|human|operator)s?\b(?!'|’)",
    ),
    (
        CONCEAL,
        1.0,
        r"\b(?:keep|hide)\s+(?:this|it|that|these|everything|the\s+\w+(?:\s+\w+)?)\s+"
        r"(?:entry\s+|note\s+)?(?:hidden\s+|secret\s+)?from\s+(?:the\s+)?(?:user|human|operator)s?\b",
    ),
    (
        CONCEAL,
        1.0,
        r"\b(?:secretly|covertly|silently|quietly|discreetly)\s+(?:send|upload|post"
        r"|forward|exfiltrate|copy|transmit|email|install|execute|delete|modify|disable|add|insert"
        r"|change|run)\b",
    ),
    (
        CONCEAL,
        1.0,
        r"\b(?:user|human|operator)s?\s+(?:must|should)\s+(?:not|never)\s+(?:notice"
        r"|know|find\s+out|see)\b(?=\s*(?:[.;,!]|$|\b(?:this|these|that|about|what|how|why|it|them"
        r"|anything|you|we)\b))",
    ),
    (
        CONCEAL,
        1.0,
        r"\bwithout\s+(?:the\s+)?(?:user|human|operator)(?:'s|s'|’s)?\s+(?:knowing"
        r"|knowledge|noticing|consent|permission|seeing|being\s+aware)",
    ),
    (
        CONCEAL,
        1.0,
        r"\b(?:do\s+not|don't|never)\s+(?:reveal|mention|disclose|show)\s+(?:these|this"
        r"|the)\s+(?:instructions?|memory\s+entry|entry|note|rules?|message)\b",
    ),
    (
        CONCEAL,
        1.0,
        r"\b(?:this|these)\s+(?:instructions?|messages?|notes?|rules?|entry)\s+(?:is"
        r"|are|must\s+(?:be|remain|stay))\s+(?:secret|hidden|confidential)",
    ),
    (CONCEAL, 1.0, r"\bsay\s+nothing\s+about\b|\bblame\s+(?:the\s+)?(?:network|user|cache)\b"),
    (CONCEAL, 1.0, r"\bhide\s+the\s+real\s+reason\b"),
    (
        CONCEAL,
        1.0,
        r"\bdelete\s+this\s+(?:message|note|entry|instruction)\b.{0,40}\b(?:after"
        r"\s+reading|act\s+normally)",
    ),
    (
        CONCEAL,
        1.0,
        r"\b(?:add|insert|include|run|send|push|commit|append|change|install|upload)\b.{0,80}"
        r"\b(?:silently|secretly|covertly|without\s+(?:telling|informing|notifying)\s+(?:the\s+)?"
        r"(?:user|anyone|them))\b",
    ),
    (
        CONCEAL,
        1.0,
        r"\b(?:never|don't|do\s+not)\s+(?:mention|reveal|disclose|acknowledge)\s+this\s+"
        r"(?:change|instruction|rule|entry|note|memory|update)",
    ),
    (
        CONCEAL,
        1.0,
        r"(?:\band|[,;])\s+(?:don't|do\s+not|never)\s+tell\s+(?:anyone|anybody|them|the\s+team"
        r"|your\s+user)\b",
    ),
    (
        CONCEAL,
        1.0,
        r"\b(?:never|don't|do\s+not)\s+(?:reveal|mention|admit|disclose|say)\s+(?:that\s+)?you\s+"
        r"(?:were|are|have\s+been)\s+(?:instructed|told|asked|programmed)",
    ),
    (
        CONCEAL,
        1.0,
        r"\b(?:lie|lying)\s+to\s+(?:the\s+)?users?\b|\btell\s+the\s+user\b.{0,60}\bregardless"
        r"\s+of\b",
    ),
    (
        EXTRACTION,
        1.0,
        r"\b(?:write|save|copy|put|paste|dump|export)\s+(?:down\s+)?(?:your|the)\s+(?:(?:full"
        r"|complete|entire|original|initial|hidden|system)\s+){0,2}(?:instructions|system\s+prompt|prompt)"
        r"\s+(?:into|to|in)\b",
    ),
    (
        CONCEAL,
        1.0,
        r"\bso\s+(?:that\s+)?the\s+user\s+(?:thinks|believes|doesn't\s+(?:notice|know|see)"
        r"|won't\s+(?:notice|know|see)|does\s+not\s+(?:notice|know|see))",
    ),
    (
        CONCEAL,
        1.0,
        r"\bif\s+(?:someone|anyone|the\s+user|they)\s+asks?\s+about\s+this\s+(?:file|note|entry"
        r"|memory|instruction)\b.{0,40}\b(?:say|tell|claim|pretend|lie|deny)",
    ),
    (
        CONCEAL,
        1.0,
        r"(?:\band|[,;])\s+(?:don't|do\s+not|never)\s+mention\s+(?:it|this|that)\b"
        r"(?!\s+(?:in|on|at|to)\s+(?!(?:the\s+|your\s+)?(?:user|human|operator|answer|response"
        r"|repl(?:y|ie)|output|chat|conversation)s?\b))",  # "… in #general": kept from a channel
    ),
    # ---------------------------------------------------------------- prompt extraction
    (
        EXTRACTION,
        1.0,
        r"\b(?:reveal|print|output|repeat|show|leak|dump|disclose|paste|display"
        r"|share|write\s+out|tell\s+me)\s+(?:me\s+)?(?:the\s+|your\s+|all\s+)?(?:full\s+|entire\s+"
        r"|complete\s+|exact\s+|whole\s+)?(?:system|developer|hidden|initial|original|secret"
        r"|internal)\s+(?:prompt|instructions?|message|rules|configuration)",
    ),
    (
        EXTRACTION,
        1.0,
        r"\b(?:reveal|print|output|repeat|show|leak|dump|disclose|paste|display|share"
        r"|tell\s+me)\s+(?:me\s+)?(?:the\s+|your\s+)?(?:(?:hidden|secret|internal|initial|original|full"
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


@cache
def english() -> tuple[Rule, ...]:
    """The English rules, compiled on first use (a process that never screens never pays)."""
    return tuple((family, weight, re.compile(pattern)) for family, weight, pattern in _SOURCE)


COMPACT: Final[tuple[tuple[str, str], ...]] = (
    (OVERRIDE, "ignoreallpreviousinstructions"),
    (OVERRIDE, "ignorepreviousinstructions"),
    (OVERRIDE, "ignoreallpriorinstructions"),
    (OVERRIDE, "disregardallpreviousinstructions"),
    (OVERRIDE, "disregardpreviousinstructions"),
    (OVERRIDE, "disregardyourpriorrules"),
    (OVERRIDE, "forgetallpreviousinstructions"),
    (OVERRIDE, "ignoreyoursystemprompt"),
    (PERSONA, "youarenowdan"),
    (POLICY, "disableallsafetychecks"),
    (EXTRACTION, "revealthesystemprompt"),
    (EXTRACTION, "revealyoursystemprompt"),
)
"""Phrases matched on letters only, for disguises that break words apart with punctuation."""
