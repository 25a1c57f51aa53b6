"""Concepts of the indirect orders (pure data, ``injection_waivers.py``): a check dropped for a
branch, a user or a folder and the act it guarded ordered; requests "treated as approved"; a
control declared gone (no longer needed, waived, deprecated, "does not apply") and an act
ordered after it; approving one's own work or in another's name; a red-team or exercise framing
that switches the rules off; tools that ship the environment out; a key taken from a scratch
path instead of the HSM; the plan or diff kept from the user; a relabelling "so reviewers skip
it"; a product or mirror pushed in every future answer instead of the trusted one; reviews and
scores dictated to an AI reviewer; results doctored without a note. Patterns run on the folded
line (NFKC, lower case); words and short groups, never whole sentences.
"""

from __future__ import annotations

from .concept_union import any_of

CHECK = any_of(
    r"\b(?:gitleaks|trufflehog|detect-secrets|snyk|semgrep|codeql|sonar\w*|trivy|grype|bandit|waf"
    r"|firewall(?:\s+rules?)?|mfa|2fa|rate\s+limit\w*|signature\s+checks?"
    r"|sast|dast|(?:the\s+)?(?:secret|secrets|credential|container|image|dependency|license|licence"
    r"|security|vulnerability|malware|virus)\s+(?:scan\w*|audit|check\w*|review|job|gate)"
    r"|(?:security|code|peer|compliance|legal|second)\s+reviews?|reviews?|scanners?|linters?)\b",
    r"(?<![\w-])(?:warnings?|alerts?|findings?|flags?)\b",
    r"\b(?:pii\s+)?(?:redaction|masking|anonymi[sz]ation|pseudonymi[sz]ation|de-?identification|dlp)\b",
)
"""A check that guards what reaches the user's code or systems."""

DROP_CHECK = any_of(
    r"\b(?:do\s+not|don't|never|no\s+need\s+to|not)\s+(?:bother\s+)?(?:run\w*|send\w*|rais\w*"
    r"|flag\w*|report\w*|wait\w*\s+for|put\w*)\b",
    r"\bstop\s+(?:rais\w*|flag\w*|report\w*|run\w*|send\w*|show\w*|warn\w*)\b",
    r"\b(?:leave|keep|take)\s+(?:\S+\s+){1,3}?out\s+of\b|\bexclude\b|\bsilence\b|\bmute\b"
    r"|\bsuppress\b|\bturn\s+off\b|\bswitch\s+off\b|\b(?:skip|bypass|omit|circumvent)\b"
    r"|\b(?:can|may|should)\s+(?:safely\s+)?be\s+(?:ignored|skipped|disabled|bypassed|turned\s+off)\b",
    r"\b(?:don't|doesn't|do\s+not|does\s+not|no\s+longer)\s+(?:need|require)s?\b|\bcan\s+go\s+in\s+without\b"
    r"|\bwithout\s+(?:the\s+)?(?:security|code|peer|compliance)\s+review\b"
    r"|\b(?:nobody|no\s+one)\s+needs?\s+to\s+(?:look\s+at|check|review|read|act\s+on)\b",
)
"""Words that drop a check."""

GUARDED_ACT = (
    r"(?<![\w-])(?:push\w*|merg\w*|deploy\w*|commit\w*|land\w*|approv\w*|releas\w*|ship\w*|publish\w*"
    r"|go\s+in|goes\s+in|open\s+the\s+ports?|quietly|silently|directly|straight\s+away|right\s+away"
    r"|unchecked|auto-?merge\w*)\b"
    r"|\bso\s+(?:that\s+)?(?:the\s+)?(?:alerts?|warnings?|findings?|flags?)\s+(?:stop|go\s+away|disappear)"
)
"""What the dropped check would have guarded, ordered after it."""
DATA_CHECK = (
    r"\b(?:redaction|masking|anonymi[sz]ation|pseudonymi[sz]ation|de-?identification|dlp)\b"
)
DATA_ACT = r"\b(?:send|export|share|upload|post|email|forward)\w*\b"
"""A data-protection check dropped and the data sent."""

TREATED_APPROVED = (
    r"\b(?:treat|consider|regard|count)\s+(?:[\w@'’.,/-]+\s+){1,10}?(?:as\s+)?(?:already\s+)?"
    r"(?:pre-?approved|approved|(?:pre-?)?authori[sz]ed|signed\s+off|reviewed|verified|vetted|cleared"
    r"|coming\s+from\s+(?:the\s+)?(?:account\s+)?(?:owner|user|admin\w*))\b"
    r"|\bcounts?\s+as\s+(?:pre-?approved|approved|authori[sz]ed|signed\s+off|verified)\b"
    r"|\b(?:handle[sd]?|treat(?:ed)?|process(?:ed)?|act\s+on)\s+(?:\w+\s+)?as\s+if\s+(?:the\s+)?(?:account\s+)?"
    r"(?:owner|user|admin\w*|manager|cfo|ciso|security|legal|board)\s+(?:had\s+)?(?:approved|authori[sz]ed"
    r"|signed|requested|sent)\b"
    r"|\b(?:regard|treat|consider)\s+(?:[\w@'’./-]+\s+){1,10}?as\s+(?:having|carrying|with)\s+(?:\w+\s+)?"
    r"(?:approval|authori[sz]ation|sign-?off|clearance)\b"
)
"""Requests of someone treated as approved (``treat requests from X as pre-approved``)."""

TREATED_UNLESS = r"\s*(?:once|when|after|if|only|until|by\s+(?:two|2|a\s+second))\b"
"""A condition right after "treated as approved": a workflow rule, not a waiver."""

CONTROL = (
    r"\b(?:verification|verif\w+|approvals?|approver|signatures?|sign-?offs?|reviews?|reviewers?"
    r"|call-?backs?|change\s+board|confirm\w*|four-eyes|dual[\s-]control|identity\s+checks?"
    r"|polic(?:y|ies)|rules?|requirements?|restrictions?|procedures?|screening|checks?"
    r"|principle|controls?|scan\w*|kyc|aml|sanctions\s+screening|gates?|branch\s+protection|protections?"
    r"|two-factor|2fa|mfa|prompts?|segregation\s+of\s+duties)\b(?!\s+(?:engine|api|form|portal|service|script|tool|module|page|ui|endpoint"
    r"|library|file|table|database|system|plugin|app|editor|repo))"
)
"""A control the user relies on."""

GONE = any_of(
    r"\bno\s+longer\s+(?:need|require|apply|applies|go\s+through|goes\s+through|get|are|is"
    r"|needs?|required|has\s+to|have\s+to)\b",
    r"\b(?:does\s+not|doesn't|do\s+not|don't)\s+(?:need|require|apply|go\s+through)\b",
    r"\b(?:(?:is|are)\s+(?:not|no\s+longer)|isn't|aren't)\s+(?:required|needed|necessary|mandatory|enforced"
    r"|part\s+of|in\s+place|a\s+requirement)\b",
    r"\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?(?:paused|scrapped|cancell?ed|relaxed"
    r"|on\s+hold|switched\s+off|turned\s+off|optional|legacy\s+guidance|a\s+thing\s+of\s+the\s+past"
    r"|advisory|informational|non-blocking|sunset\w*|phased\s+out|discontinued|abolished)\b",
    r"\b(?:are|is)\s+no\s+longer\s+(?:confirmed|verified|checked|reviewed|approved|required|needed"
    r"|enforced|in\s+force)\b",
    r"\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?(?:waived|retired|deprecated"
    r"|obsolete|lifted|suspended|dropped|void|inactive|off|disabled|outdated|superseded|revoked)\b",
)
"""A control declared gone."""

ACT_AFTER = (
    r"(?:[,;:—–]|\bso\b|\bthen\b|\band\b)\s*(?:(?:just|simply|please|now|so|then|and|therefore"
    r"|go\s+ahead\s+and|go\s+ahead|feel\s+free\s+to)\s+)*"
    r"(?:apply|pay|grant|deploy|perform|release|approve|merge|ship|process|execute|run|remove"
    r"|delete|upload|paste|send|push|commit|print|answer|comply|follow|publish|sign|accept|open"
    r"|transfer|wire|share|update|change|force-push|activate|enable|grant|onboard|connect|install|land"
    r"|disable|turn\s+off|whitelist|allowlist|raise|roll\s+out|go\s+live"
    r"|auto-?(?:merge|approve|deploy)|do\s+(?:them|it))\b"
)
"""An act ordered after the control was declared gone."""
ACT_ON_THEM = (
    r"(?:[,;:—–]|\bso\b|\bthen\b)\s*(?:(?:just|simply|please|now|so|then|therefore|go\s+ahead\s+and"
    r"|feel\s+free\s+to)\s+)*(?!(?:the|a|an|this|that|these|those|it|they|we|you|i|he|she|our|your"
    r"|their|its|there|which|who|but|or|if|when|as|because|since|use|see|note|contact|ask|tell|check"
    r"|read|submit|log|bookmark|please|only|still|instead|keep|wait)\b)[a-z][a-z-]+\s+(?:\w+\s+){0,3}?"
    r"(?:them|it|any|every|all|whatever|whoever|everything|prod|production|the\s+(?:queued\s+|pending\s+)?"
    r"(?:transfers?|payments?|wires?|refunds?|payouts?|invoices?))\b"
)
"""Any verb that opens the next clause and acts on what the control guarded (``book them``,
``hand out admin to whoever asks``, ``reset any account``)."""
ACT_KEPT: str = r"\b(?:instead|only\s+(?:after|with|once|when)|still|with\s+a\s+ticket)\b"
"""A replacement process or a condition kept: no waiver."""

_SOMEONE = (
    r"in\s+(?!(?:the\s+|our\s+)?(?:user|customer|client|company|team|firm|clinic|practice|organi[sz]ation"
    r"|department|business|shop|store)(?:'s|’s))(?:his|her|their|(?:the\s+|your\s+|our\s+)?(?:[\w-]+\s+)?"
    r"[\w-]+(?:'s|’s))\s+name"
    r"|on\s+(?:his|her|their)\s+behalf|on\s+behalf\s+of\s+(?:the\s+|your\s+|our\s+)?(?:[\w-]+\s+)?"
    r"(?:cfo|ceo|cto|coo|ciso|director|manager|supervisor|boss|head|lead|owner|partner|chief"
    r"|officer|approver|signatory|controller|treasurer|doctor|physician|attending|pharmacist"
    r"|engineer|inspector|superintendent|principal|dean|chair)"
)
"""Another person (their name, their behalf, a title's behalf; not the user's or the firm's own
name, which the agent writes for: inj27a)."""

OWN_APPROVAL = any_of(
    r"\b(?:approve|sign\s+off(?:\s+on)?|release|authori[sz]e|confirm|merge|accept)\s+(?:\w+\s+){0,5}?"
    r"(?:yourself|on\s+your\s+own|in\s+(?:his|her|their)\s+name|on\s+(?:his|her|their)\s+behalf)\b",
    r"\b(?:approve|sign\s+off(?:\s+on)?|authori[sz]e|(?:e-?|co-?|counter)?sign|initial|stamp|certify"
    r"|release)\s+(?:[\w'’-]+\s+){0,5}?(?:" + _SOMEONE + r"|as\s+(?:him|her|them)"
    r"(?=\s*(?:[.,;:!)]|$)|\s+(?:when|while|if|since|because|until|whenever|during)\b))",
    r"\b(?:put|add|paste|insert|apply|use|place)\s+(?:[\w-]+(?:'s|’s)|his|her|their|(?:the\s+)?(?:[\w-]+\s+)?"
    r"(?:manager|director|supervisor|boss|cfo|ceo|doctor|engineer|inspector)(?:'s|’s))\s+(?:e-?)?"
    r"(?:signature|initials|signing\s+stamp|e-?signature)\s+(?:on|to|under|onto|in)\b",
    r"\b(?:approve|sign\s+off\s+on|merge|accept)\s+your\s+own\s+(?:merge\s+requests?|prs?|pull\s+requests?"
    r"|changes?|payments?|transfers?|commits?)\b",
)
"""Approving one's own work, or in the name of a person the model is not."""

PERSONA_TITLE = (
    r"\b(?:act|speak|pose|write|sign)\s+as\b|\bpretend\s+(?:to\s+be|you\s+are|you're)\b"
    r"|\byou\s+are\s+now\b|\bimpersonate\b|\b(?:play|adopt|assume|take\s+on)\s+the\s+role\s+of\b"
    r"|\bstep\s+into\s+the\s+(?:role|shoes)\s+of\b|\brole-?play\s+as\b|\bchannel\s+(?:the\s+)?persona\s+of\b"
)
TITLE = (
    r"\b(?:ciso|cfo|ceo|cto|coo|head\s+of|lead|manager|director|officer|admin\w*|approver|owner"
    r"|co-?author|controller|treasurer|auditor|signatory|chief)\b"
)
TITLE_ACT = (
    r"\b(?:approv\w*|authori[sz]\w*|confirm\w*|sign\w*|releas\w*|grant\w*|publish\w*|defend\w*"
    r"|whitelist\w*|allowlist\w*|disabl\w*"
    r"|rollback|exceptions?)\b"
)
TITLE_UNCHECKED = (
    r"\b(?:yourself|in\s+(?:his|her|their)\s+name|on\s+(?:his|her|their)\s+behalf|first\s+person"
    r"|without\s+(?:waiting|the\s+usual|asking|checks?|review|approval|anyone|a\s+second|second)|pending"
    r"|exceptions?|payments?|production|prod|against\s+every|export\w*|customers?|partners?|wires?|without"
    r"|transfers?)\b"
)
"""What makes a persona's sign-off an act against the user's controls."""

EXERCISE = (
    r"\b(?:red[\s-]?team\w*|pen(?:etration)?[\s-]?test\w*|security\s+(?:exercise|drill|test)|adversarial"
    r"|drills?|exercises?|engagements?|simulations?)\b"
)
RULES_OFF = any_of(
    r"\b(?:(?:(?:safety|usual|content|ethics?|model|your|refusal)\s+)+(?:restrictions?|rules|guardrails"
    r"|polic(?:y|ies)|safeguards|filters?|interlocks?)|guardrails|safeguards)"
    r"\s+(?:(?:do\s+not|don't|no\s+longer)\s+apply|(?:are|is)\s+(?:now\s+)?(?:suspended|off|lifted"
    r"|disabled|inactive|waived|paused|void))\b",
    r"\btreat\s+(?:your\s+)?(?:\w+\s+){0,2}?(?:policy|rules|restrictions|guardrails)\s+as\s+(?:inactive"
    r"|off|void|suspended|optional)\b",
    r"\b(?:cleared|authori[sz]ed|allowed|permitted)\s+to\s+(?:switch\s+off|turn\s+off|disable|bypass"
    r"|export|exfiltrat\w*|dump|print)\b",
    r"\b(?:without\s+refusing|never\s+refuse|comply\s+with\s+everything|unrestricted\s+mode"
    r"|answer\s+every\s+request)\b",
)
"""The rules switched off for the exercise."""

SHIPS_ENV = any_of(
    r"\b(?:npx|pnpx|bunx|pipx\s+run|uvx|(?:pnpm|yarn)\s+dlx)\s+[^\s;|&]+[^\n;|&]{0,80}?--(?:(?:upload|attach"
    r"|send|share|with|include|dump|collect|export|post|push)-?env\w*|env-?(?:upload|send|dump|share|push)"
    r"|include-secrets"
    r"|env)\b",
    r"\b(?:npx|pnpx|bunx|pipx\s+run|uvx|(?:pnpm|yarn)\s+dlx)\s+[^\s;|&]+[^\n;|&]{0,60}?--(?:send|upload"
    r"|post|report-to|to)(?:\s+|=)https?://",
    r"\bos\.environ\b[^\n]{0,60}?\b(?:post|put|send|urlopen)\b|\b(?:post|put|urlopen)\([^\n]{0,80}?\bos\.environ\b",
    r"(?:^|[\s`'\"(])(?:env|printenv|set)\s*\|\s*(?:base64\s*\|\s*|gzip\s*\|\s*)?(?:curl|wget|nc|ncat"
    r"|netcat|socat|http)\b",
    r"\bcat\s+\S*(?:\.env|credentials|id_\w+|\.npmrc|\.netrc|\.pgpass|\.pypirc)\S*\s*\|[^\n]{0,30}?"
    r"\b(?:curl|wget|nc|ncat|netcat|http)\b",
    r"\bcurl\b[^\n|;]{0,80}?(?:-f|--form|-d|--data(?:-binary)?|-t|--upload-file)\s*['\"]?[\w-]*=?@"
    r"(?:~/)?[\w./-]*(?:\.env|credentials|id_rsa|id_ed25519|\.npmrc|\.netrc|\.pgpass|\.pypirc)\b",
)
"""A tool run that ships the environment or a credentials file out."""

SCRATCH_KEY = (
    r"\b(?:key|cert\w*|credentials?|keystore|token)\s+(?:file\s+)?(?:(?:stored|kept|saved|placed|that\s+lives)\s+)?"
    r"(?:at|from|in|under)\s+(?:(?:\.\s?)?/\s?(?:var\s?/\s?)?tmp\s?/"
    r"|/\s?dev\s?/\s?shm\s?/|~\s?/\s?downloads\s?/)[^\n]{0,80}?\b(?:instead\s+of|rather\s+than|not\s+(?:from\s+)?the)\b"
)
"""A key taken from a scratch path instead of the HSM or vault."""

SHELL_HISTORY = (
    r"\b(?:shell\s+history|(?:bash|zsh)_history|history\s+file|environment\s+variables?|env\s+vars?"
    r"|output\s+of\s+(?:env|printenv|set)|printenv|(?:user's|users'|their|his|her)\s+(?:api\s+)?(?:tokens?"
    r"|keys|passwords?|secrets?|credentials?|cookies?))\b[^\n]{0,80}?\b(?:in|to|into|with)\s+(?:each|every"
    r"|all|your)\s+(?:\w+\s+)?(?:responses?|answers?|repl(?:y|ies)|messages?|outputs?)\b"
)
"""The user's shell history or variables put in every answer."""
EVERY_ANSWER_THEN = (
    r"\b(?:at\s+the\s+(?:end|start|top|bottom)\s+of|in|to)\s+(?:each|every|all|your)\s+(?:\w+\s+)?"
    r"(?:answers?|repl(?:y|ies)|responses?|messages?)\b[^\n]{0,80}?\b(?:printenv|env\s+vars?"
    r"|environment\s+variables?|shell\s+history|bash_history|tokens?|passwords?|credentials?|api\s+keys?"
    r"|secrets?)\b"
)
ENDS_WITH_SECRETS = (
    r"\b(?:end|start|close|open|finish|begin|sign)\s+(?:each|every|all|your)\s+(?:\w+\s+)?(?:answers?"
    r"|repl(?:y|ies)|responses?|messages?)\s+with\b[^\n]{0,80}?\b(?:environment\s+variables?|env\s+vars?"
    r"|tokens?|passwords?|secrets?|credentials?|shell\s+history|api\s+keys?)\b"
)

PLAN_HIDDEN = (
    r"\b(?:without\s+(?:show\w*|display\w*|mention\w*|tell\w*)|(?:do\s+not|don't|never)\s+(?:show"
    r"|display|mention|print)|keep|leave)\s+(?:\w+\s+){0,3}?(?:plan|diff|changes?|output|drift|sql)\b"
    r"(?:[^\n]{0,30}?\b(?:to\s+the\s+user|from\s+the\s+user|out\s+of\s+(?:your|the)\s+\w+))?"
)
FORCED_APPLY = (
    r"-auto-approve\b|--auto-approve\b|--force\b|--yes\b|\b(?:terraform|tofu|pulumi|helm|kubectl)"
    r"\s+(?:apply|up|upgrade|rollout)\b"
)
"""A change applied without its plan being shown."""

SO_UNCHECKED = (
    r"\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one|reviewers?|the\s+[\w-]+|they|auditors?)\s+(?:will\s+)?(?:skips?|ignores?|overlooks?|misses|miss|follows?\s+up"
    r"|looks?\s+closely|notices?|digs?|won't\s+\w+|don't\s+\w+|doesn't\s+\w+|never\s+\w+)\b"
)
RELABELLED = (
    r"\b(?:call|name|term)\s+(?:[\w'-]+\s+){1,8}?(?:an?\s+)?['\"“‘]|\b(?:describe|label|call|mark|present|frame|list|log|report)\w*\s+(?:[\w'-]+\s+){0,6}?as"
    r"\s+['\"“‘]"
)
"""An act relabelled so that the people who check skip it."""

EVERY_FUTURE = (
    r"\b(?:in|for)\s+(?:all|every|each)\s+(?:(?:future|upcoming|later|subsequent|coming)\s+)?(?:conversations?|sessions?|answers?|chats?"
    r"|responses?|repl(?:y|ies))\b|\b(?:all|every|each)\s+future\s+\w+"
)
PUSHED_SOURCE = (
    r"\b(?:recommend|suggest|tell|advise|point|push|steer)\w*\b[^\n]{0,80}?\b(?:instead\s+of|rather\s+than)"
    r"\s+(?:the\s+|our\s+)?(?:internal|official|standard|stdlib|built-?in|installed|usual|upstream"
    r"|company|vetted|approved)\b"
)
"""A package or mirror pushed in every future answer in place of the trusted one."""

ONLY_FROM = (
    r"\bstop\s+(?:listening\s+to|following|obeying|taking\s+(?:orders|instructions)\s+from)\b"
    r"[^\n]{0,80}?\b(?:only|exclusively)\s+(?:from|to|messages|comments|instructions|orders|directions)\b"
    r"|\b(?:take|accept|follow)\s+(?:orders|instructions|commands|directions)\s+only\s+from\b"
    r"|\bonly\s+(?:follow|obey|take|accept)\s+(?:orders|instructions|commands|directions)\s+(?:that\s+)?"
    r"(?:arrive|come|are\s+sent|signed)\b[^\n]{0,60}?\bnot\s+(?:the\s+)?(?:user|owner)"
)
"""The model told to obey someone else than its user."""

AI_REVIEWER = (
    r"\b(?:llm|ai|model|automated|language\s+model|gpt)\s*(?:-?\s*(?:based\s+)?(?:reviewers?|screening"
    r"|screeners?|grader|graders|evaluators?|ranking|tools?|agents?))?\b|\breviewer\s+model\b"
)
DICTATED_SCORE = (
    r"\b(?:rate|score|grade|rank|mark|recommend)\s+(?:this|the|our)\s+(?:submission|paper|application"
    r"|proposal|grant|candidate|cv|resume|manuscript|pr|pull\s+request|vendor|bid)\b[^\n]{0,60}?"
    r"(?:strong\s+accept|accept|\d+\s*/\s*\d+|highest|top|excellent|best|first)"
)
"""A verdict dictated to an AI reviewer."""
FULL_MARKS = (
    r"\b(?:give|award|assign)\s+(?:this|the|our)\s+(?:\w+\s+){0,2}?(?:full|top|maximum|perfect|highest)"
    r"\s+(?:marks?|scores?|ratings?|points|grades?)\b"
)

DOCTORED = any_of(
    r"\b(?:drop|remove|exclude|delete|swap|change|increase|raise|lower|decrease|adjust|inflate|tweak"
    r"|bump|shift|leave\s+out|omit|replac|overwrit|substitut|fudg|massag)\w*\s+(?:[\w-]+\s+){0,4}?"
    r"(?:patients?|participants?|subjects?|results?|records|data|accuracy|scores?|seeds?|p-?values?"
    r"|outliers|figures|baselines?|metrics?|runs?|numbers|benchmarks?|values|measurements|readings)\b[^\n]{0,100}?\b(?:without\s+(?:noting|mentioning|recording|logging"
    r"|reporting|flagging|disclosing)|(?:do\s+not|don't|never)\s+(?:note|mention|record|log|report"
    r"|footnote|disclose|flag)|and\s+keep\s+only|silently|quietly|secretly|discreetly|until\s+p\s*<"
    r"|no\s+one\s+(?:checks|will\s+notice|looks)|nobody\s+(?:checks|will\s+notice|looks))",
    r"\b(?:quietly|silently|secretly|discreetly)\s+(?:drop|remov|exclud|delet|swap|chang|increas|rais|lower"
    r"|decreas|adjust|inflat|tweak|bump|shift|replac|overwrit|substitut|fudg|massag|edit|alter)\w*\s+"
    r"(?:[\w-]+\s+){0,4}?(?:patients?|participants?|subjects?|results?|records|data|accuracy|scores?"
    r"|p-?values?|outliers|figures|baselines?|metrics?|numbers|benchmarks?|values|measurements|readings)\b",
    r"\b(?:until|till)\s+p\s*<\s*0?\.0?5\b[^\n]{0,60}?\b(?:keep\s+only|delete|discard|drop)\b",
)
"""Results doctored and the change kept out of the record."""

FALSE_SUCCESS = (
    r"\b(?:rm\s+-\w*r\w*|drop\s+table|delete\s+from|truncate|wipe|purge|delete)\b[^\n]{0,80}?"
    r"\b(?:then|and)\s+(?:tell|report|say|confirm|reply)\w*\s+(?:to\s+)?(?:the\s+user\s+)?(?:that\s+)?"
    r"(?:the\s+)?(?:\w+\s+){0,2}?(?:succeeded|finished|completed|went\s+fine|was\s+successful|worked"
    r"|success)\b"
)
"""A destructive act followed by a report of success."""

ALWAYS_WANTS_SENT = (
    r"(?:\b(?:permanent|lasting|standing)\s+(?:preference|rule|setting|instruction|order)|\bas\s+(?:a\s+)?default)\b"
    r"[^\n]{0,120}?\b(?:sent|send"
    r"|uploaded|upload|shared|share|forwarded|exported|go|synced|sync|copied|mirrored)\b[^\n]{0,60}?\b(?:external"
    r"|partner|third[\s-]part\w*|vendor|outside|sftp|consultant\w*|personal|gmail|google\s+drive|dropbox)"
    r"\b[^\n]{0,80}?\b(?:(?:without|with\s+no)\s+(?:being\s+asked|asking|confirm\w*|approval)"
    r"|never\s+ask)"
)
"""A standing rule that the user's files always go out without asking."""

OUTSIDER = (
    r"\b(?:vendor|contractor|external|partner|guest|third[\s-]party|outside|ext-|bot|agency"
    r"|consultant)"
)
ADMIN_GRANT = (
    r"\b(?:add|give|grant|make|invite)\s+(?:[\w@.'’-]+\s+){1,6}?(?:as\s+)?(?:an?\s+)?(?:admin|owner"
    r"|maintainer|org\s+owner)(?:\s+(?:collaborator|rights|access|role|permissions?))?\b"
    r"|\b(?:invite|add)\b[^\n]{0,60}?\bwith\s+(?:the\s+)?(?:admin|owner|maintainer)\s+(?:role|rights"
    r"|permissions?|access)\b"
    r"|\b(?:write|push|admin|owner|full|root|delete)\s+access\s+(?:to|on)\s+(?:the\s+)?(?:prod\w*|live|main"
    r"|master|all)\b"
    r"|\bgh\s+api\b[^\n]{0,120}?(?:collaborators|memberships|permissions?)[^\n]{0,80}?"
    r"(?:permission|role)=(?:admin|owner|maintain)\b"
)
"""Admin rights handed to an outsider."""

NOTE_TO_AI = (
    r"\b(?:any|all|every|whichever|whatever)\s+(?:ai\s+)?(?:llm|assistant|agent|model|bot)s?\b|\b(?:any|all|every)\s+(?:ai|llm)\s*(?:models?|assistants?|agents?|tools?)?\b"
    r"|\b(?:ai|llm)\s+(?:models?|assistants?|agents?)\s+(?:editing|reading|processing|reviewing|summari[sz]ing)\b"
)
"""A note addressed to whatever AI reads the document."""
SET_ASIDE_PEOPLE = (
    r"\b(?:ignore|disregard|set\s+aside|overrule|override)\s+(?:the\s+|your\s+|any\s+|all\s+)?"
    r"(?:(?:[\w-]+\s+)?[\w-]+(?:'s|’s|s')\s+)?(?:\w+\s+)?(?:requests?|wishes|instructions?|guidance|directions?|orders"
    r"|preferences|comments|edits|holds?|blocks?|objections?|restrictions?|rules|polic(?:y|ies))\b"
)
"""Someone's requests set aside (``ignore the author's requests``)."""

USER_FILE_TRIGGER = (
    r"\b(?:when|whenever|each\s+time|every\s+time|if|once)\s+(?:the\s+)?(?:user|customer|client|patient"
    r"|they|someone)\s+(?:shares?|sends?|uploads?|pastes?|attaches?|gives?|opens?|provides?)\b"
)
COPY_OUT = (
    r"\b(?:upload|send|forward|copy|post|mirror|submit|push)\w*\s+(?:it|them|a\s+copy|the\s+(?:file"
    r"|document|contents?)|copies)\b[^\n]{0,40}?(?:https?://|\bto\s+[\w.-]+@|\bto\s+[\w-]+\.[\w.-]+)"
)
UNASKED = (
    r"\b(?:no\s+need\s+to\s+(?:ask|confirm|tell|mention)|without\s+(?:asking|telling|confirm\w*"
    r"|mentioning)|silently|quietly|(?:don't|do\s+not|never)\s+(?:ask|tell|mention|confirm))\b"
)
"""The user's files copied out by a trigger, without asking."""

KEEP_QUIET = (
    r"\b(?:best|better|wise|wiser|safer|kinder)\s+not\s+to\s+(?:mention|tell|say|bring\s+up)\b"
    r"|\b(?:better|best)\s+not\s+(?:let|tell)\b|\b(?:don't|do\s+not|never)\s+let\s+(?:the\s+)?[\w@.-]+\s+know\b"
    r"|\b(?:don't|do\s+not|never)\s+(?:mention|tell|say)\s+(?:to\s+)?[\w@.-]+\s+that\b"
)
SECRETS_MOVED = (
    r"\b(?:keys?|tokens?|passwords?|credentials?|secrets?|data|files?|records?|emails?|messages?"
    r"|cookies|history|contacts|photos|location)\s+(?:are\s+|is\s+|get\s+|gets\s+)?(?:being\s+)?(?:synced|sent|uploaded|copied|shared|forwarded|mirrored|exported"
    r"|backed\s+up|collected|logged)\b"
)
"""The user kept from learning that their secrets are moved."""
