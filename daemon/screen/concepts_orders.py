"""Concepts of the plain-language orders against the user (pure data, ``injection_orders.py``):
private data put where others read it, destructive orders on what the user cannot lose, a
report that misstates what was done, a safeguard switched off by order or by a claimed
authority, this note copied into other agents' instructions, a product planted in every output,
the model's start-up instructions revealed, role tags in tables and headings. Patterns run on the
folded line (NFKC, lower case); words and short groups, never whole sentences.
"""

from __future__ import annotations

from .concept_union import any_of

PUT_VERB = (
    r"(?<![\w-])(?:send|forward|post|upload|push|commit|paste|attach|share|cc|bcc|mirror|copy|publish"
    r"|log|append|put|include|write|dump|leak|e-?mail\s+(?:it|them|the|a|all|every|copies)"
    r"|reply\s+(?:to\s+\w+(?:\s+\w+)?\s+)?with|stream|sync|export|ends?\s+up\s+(?:in|on)"
    r"|(?:are|is)\s+to\s+be\s+(?:posted|sent|uploaded|shared|e-?mailed|forwarded|published|pasted"
    r"|copied|committed|pushed))\b(?!-)"
)
"""What puts data somewhere."""

PRIVATE_THING = any_of(
    r"~/\.[\w.-]*(?:cfg|rc|credentials|config|netrc|pgpass)\b"
    r"|\b(?:secrets?|credentials?|passwords?|passphrases?|tokens?|private\s+keys?|ssh\s+keys?"
    r"|signing\s+keys?|api\s+keys?|access\s+keys?|provisioning\s+keys?|secret\.key|\.env\b"
    r"|env\s+vars?|seed\s+phrases?|recovery\s+(?:codes?|phrases?)|database_url|connection\s+strings?)",
    r"\b(?:pii|patient\s+(?:records?|data|files?|notes)|medical\s+records?|health\s+records?"
    r"|ibans?|account\s+numbers?|card\s+numbers?|tax\s+ids?|ssns?|social\s+security|salar(?:y|ies)"
    r"|payroll|transcripts?|keystrokes?|chat\s+logs?|conversations?|chats?\s+with"
    r"|unpublished\s+\w+|case\s+files?|contracts?|genomes?|customer\s+data|personal\s+data"
    r"|citizens?(?:'s?)?\s+\w+|national\s+ids?|customers?(?:'s?)?\s+(?:ibans?|data|records|details)"
    r"|credit\s+(?:reports?|scores?|histor\w+)|(?:personal\s+)?phone\s+numbers|home\s+address\w*"
    r"|dates?\s+of\s+birth|diagnos[ei]s|voter\s+(?:rolls?|lists?|data|records)|electoral\s+rolls?)\b",
)
"""What the user keeps private: credentials and the people's data they hold."""

OUTSIDE_PLACE = any_of(
    r"#[\w-]*(?:ext|external|vendors?|partners?|public|guests?)\b",
    r"\bpublic\s+(?:\w+[\s-]){0,2}?(?:repo\w*|forks?|gists?|channels?|tickets?|buckets?|issues?|comments?"
    r"|wiki|pages?|forums?|pastes?|links?|docs?|sites?|trackers?)\b|\bgists?\b|\bpastebin\w*|\bpaste\.\w+"
    r"|\btransfer\.sh\b|\bthis\s+(?:thread|e-?mail|message)\b|\bthe\s+sender\b",
    r"\b(?:my|his|her|a)\s+personal\s+(?:gmail|e-?mail|address|account|drive|dropbox|inbox)\b"
    r"|\b(?:gmail|yahoo|hotmail|outlook\.com|proton(?:mail)?)\b",
    r"\b(?:third[\s-]part(?:y|ies)|outside\s+(?:server|party|host|service|address)"
    r"|external\s+(?:server|host|endpoint|address|party|vendor)|(?:the|a|our)\s+(?:\w+\s+)?vendor'?s?\b"
    r"|#ext-[\w-]+|(?:slack|teams|discord)\s+channel|#random\b|issue\s+tracker|webhook\b)",
    r"\b(?:every|each|all|any)\s+(?:\w+\s+){0,2}?(?:readmes?|answers?|repl(?:y|ies)|pages?|commits?"
    r"|docs?|reports?|outputs?)\b|\bfooter\b|\bdocs/[\w./-]+\.md\b"
    r"|\b(?:model|dataset)\s+cards?\b|\breadmes?\b|\brelease\s+notes\b|\backnowledg\w+"
    r"|\byour\s+(?:next\s+)?(?:reply|answer|response)\b|\b(?:that|which|where)\s+(?:the\s+)?\w+\s+can"
    r"\s+(?:see|read|access)\b|\b(?:analytics|tracking|telemetry)\s+(?:events?|calls?|pixels?|requests?)\b",
)
"""Where others read it: a public place, a personal mailbox, a third party, every output."""

GENERATED = r"\b(?:generate[sd]?|openssl\s+rand|create\s+a\s+new|new\s+random|secrets\.token_\w+)\b"
"""A secret made to be handed over (``generate webhook secrets and share them with partners``)."""

DESTROY = any_of(
    r"\brm\s+-(?:rf|fr|r)\b|\bdrop\s+(?:table|database|schema)\b|\bdelete\s+from\b|\btruncate\s+table\b"
    r"|\bterraform\s+destroy\b|\bkubectl\s+delete\b|\bdd\s+if=|\bmkfs\b|\bwipe\w*|\bshred\b"
    r"|\bmanage\.py\s+flush\b|\bflush(?:all|db)\b|\bfactory[\s-]reset\w*"
    r"|\breset\s+(?:all|every|the)\s+(?:\w+\s+)?(?:passwords?|credentials|accounts?)\b"
    r"|\b(?:open|expose)\w*\s+(?:port\s+)?\d+\b[^.;\n]{0,30}?(?:0\.0\.0\.0/0|the\s+internet|anyone)"
    r"|\b(?:whitelist|allowlist|allow)\s+(?:every|all|any)\s+(?:ips?|address\w*|hosts?|sources?)\b"
    r"|\b(?:are|is)\s+to\s+be\s+(?:deleted|dropped|wiped|destroyed|purged|removed|truncated)\b",
    r"\b(?:delete|remove|purge|erase|destroy|drop)\w*\s+(?:all\s+|every\s+|the\s+)?(?:\w+\s+){0,3}?"
    r"(?:namespaces?|pvcs?|databases?|tables?|backups?|snapshots?|appointments|records|accounts?"
    r"|\.git|repos?|repositor(?:y|ies)|buckets?|volumes?|clusters?|audit\w*|logs?)\b",
    r"\bforce[\s-]push\w*|\bpush\s+(?:-f|--force)\b|\bchmod\s+-r\s+777\b|\bnopasswd\b|\bufw\s+disable\b"
    r"|\biptables\s+-f\b|\bskip[_-]?(?:tests|backup|checks?)\s*=\s*true\b|--skip-backup\b",
    r"\b(?:transfer|wire|send|move|pay\s+out)\s+(?:the\s+)?(?:full\s+|entire\s+|whole\s+|remaining\s+)?balance\b|\b(?:change|update|switch|replace|set)"
    r"\s+(?:the\s+)?(?:bank\s+account|iban|payout\s+account|beneficiary|payee|receiving\s+account)"
    r"\b[^.;\n]{0,60}?\bto\s+(?:iban\s+)?[a-z]{2}\d{2}\b",
)
"""An act the user cannot undo: data, accounts, backups or money gone, the machine opened."""

VALUABLE = any_of(
    r"\b(?:prod|production|live|main|master|audit\w*|backups?|snapshots?|core|ledger|escrow|balance"
    r"|iban|payments?|patients?|ballot|sudoers|nopasswd|government|customers?|all|every|any|entire)\b",
    r"0\.0\.0\.0/0|(?:^|\s)(?:/|~/?|/var/lib/\S*|/etc/\S*|/dev/\S+|\$home\S*)(?:\s|$|`)|of=/dev/",
    r"\bchmod\s+-r\s+777\b|\bufw\s+disable\b|\biptables\s+-f\b|--skip-backup\b|skip_tests\s*=\s*true",
)
"""What the user cannot lose (production, the audit trail, backups, money, the whole disk)."""

SCRATCH = (
    r"\b(?:tmp|temp|scratch|sandbox|staging|build|dist|cache|fixtures?|test\w*|dev|local\w*"
    r"|throwaway|dry[\s_-]?run|demo)\b"
)
"""Where a destructive command is routine."""

GO_AHEAD = any_of(
    r"\b(?:when|whenever|each\s+time|every\s+time|before\s+each|after\s+each|at\s+the\s+end\s+of"
    r"|on\s+(?:every|each)|each\s+new|every\s+new|always|also|no\s+need\s+to\s+(?:ask|confirm|check)|already\s+agreed|without\s+"
    r"(?:asking|confirm\w*|approval|review\w*|waiting|checking|telling)|auto[\s-]?approve"
    r"|straight\s+to|(?:don't|do\s+not|never|without)\s+(?:notify\w*|tell\w*|inform\w*|alert\w*|bother\w*))\b"
    r"|--force\b|--grace-period=0\b",
    r"\b(?:assistant|agent|ai|bot|llm|model|ai-agent)\s*[:,)]|\bto\s+the\s+(?:ai\s+)?(?:assistant|agent"
    r"|bot)\b|\bdear\s+(?:ai|assistant)\b",
)
"""A standing rule, a trigger, a waived check or an addressed order, not a documented command."""

SAFEGUARD = any_of(
    r"\b(?:secret[\s-]+scann\w*|two[\s-]factor|2fa|mfa|multi[\s-]factor|code[\s-]signing"
    r"|signature\s+(?:checks?|verification)|tls\s+(?:verification|warnings?|checks?)"
    r"|certificate\s+(?:verification|checks?)|input\s+(?:sanitis\w*|sanitiz\w*|validation)"
    r"|sanitis\w*|sanitiz\w*|firewall|audit\s+(?:log\w*|trail)|approval\s+(?:step|gates?|process)"
    r"|csrf\s+(?:protection|checks?|tokens?)|antivirus|selinux|apparmor|branch\s+protection"
    r"|rate\s+limit\w*|access\s+control\w*|hipaa\s+safeguards?|safeguards?|content\s+filters?"
    r"|(?:\w+\s+)?de-?identification(?:\s+step)?|anonymi[sz]ation|pseudonymi[sz]ation|encryption"
    r"|code\s+reviews?|review\s+step)\b",
    r"\bverify\s*=\s*false\b",
)
"""The user's own protections of their systems and data."""

SWITCHED = (
    r"\b(?:skip|bypass|disable|turn\s+off|switch\s+off|suppress|comment\s+out|remove|circumvent"
    r"|deactivate|get\s+around|set|forgo|(?:not|never)\s+bother\s+with)\b"
)
"""An order that switches a protection off (``set`` only with ``verify=false``)."""

NARROW = (
    r"\b(?:for|in|on)\s+(?:the\s+)?(?:local\w*|localhost|mock\w*|unit\s+tests?|tests?\s+only|dev\s+only"
    r"|sandbox|scratch|wip|draft|fixtures?|test\s+data|examples?|typos?|typo\s+fixes|docs?|documentation"
    r"|comments?)\b|\bonly\s+(?:for|in|on)\b"
)
"""A protection switched off in a narrow place (local mocks, WIP drafts): a workflow rule."""

OPTIONAL = any_of(
    r"\b(?:treat|consider)\s+(?:[\w'’]+\s+){0,4}?(?:safeguards?|rules|policies|restrictions|guidelines"
    r"|checks|controls|protections?)\s+as\s+(?:optional|advisory|suggestions?|void)\b",
    r"\b(?:ethics|safety|security|content)\s+(?:and\s+\w+\s+)?(?:rules|policies|restrictions"
    r"|guidelines|checks|filters)\s+(?:are|is)\s+(?:now\s+)?(?:off|lifted|suspended|waived|optional"
    r"|disabled|relaxed)\b",
    r"\b(?:authori[sz]ed|allowed|permitted|cleared|free)\s+to\s+(?:bypass|skip|ignore|disable"
    r"|override|circumvent|waive)\b",
    r"\b(?:you|the\s+(?:assistant|agent|ai|bot|model))\s+(?:no\s+longer|don't|do\s+not|never)\s+"
    r"(?:need\s+to|have\s+to)\s+(?:ask|check|wait|get\s+(?:approval|sign-?off))\b",
    r"\bnever\s+asks?\s+(?:for\s+)?(?:confirmation|permission|approval)\b|\bno\s+need\s+to\s+(?:mention"
    r"\s+risks|ask\s+or\s+confirm)\b|\bor\s+ask\s+for\s+confirmation\b",
    r"\bwithout\s+(?:waiting\s+for\s+|running\s+)?(?:(?:any|the)\s+)?(?:approval|review|ci|tests)\b",
    r"\bapprove\s+(?:every|all|each)\s+(?:\w+\s+)?(?:pull\s+requests?|prs?|merge\s+requests?)"
    r"\s+automatically\b",
)
"""Safeguards waived in plain words, or by a claimed authority (``the assistant is authorised to
bypass …``, ``you no longer need to ask before …``)."""

RISKY_GOAL = any_of(
    r"\b(?:delet\w*|drop\w*|destroy\w*|wip\w*|prod|production|deploy\w*|merg\w*|push\w*"
    r"|namespaces?|databases?|clusters?|buckets?|money|payments?|funds|transfers?|wires?)\b"
)
"""What a waived check would have guarded."""

FALSE_REPORT = any_of(
    r"\b(?:report|mark|log|record|list|describe|show)\w*\s+(?:the\s+|any\s+|a\s+)?(?:failed|failing"
    r"|broken|red)\s+(?:[\w-]+\s+){0,3}?as\s+(?:passed|passing|green|successful|ok|fine|complete\w*)\b",
    r"\b(?:(?:is|are|was|were|has)\s+)?(?:signed|passed|passing|green|safe|fine|successful|verified"
    r"|clean|certified|approved|patched|tested|fixed|resolved|secure|working|compliant)\s+even\s+(?:if|though|when)\b",
    r"\bso\s+(?:that\s+)?(?:it|this|they|everything)\s+(?:sounds|looks|reads|appears|seems)\s+like\b",
    r"\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one|they|the\s+\w+)\s+(?:asks?|questions?|objects?"
    r"|approves?|approve|will\s+approve|won't\s+ask|doesn't\s+ask)\b",
    r"\b(?:do\s+not|don't|never)\s+say\s+so\b|\bit\s+actually\s+\w+",
)
"""A report that misstates what was done, or wording chosen so nobody asks."""

RELABEL = (
    r"\b(?:describe|label|phrase|word|call|present|frame|summari[sz]e|report)\w*"
    r"\s+(?:it|them|this|that|the\s+\w+(?:\s+\w+){0,2}?)\s+(?:in\s+(?:the\s+)?[\w\s]{0,30}?)?as\s+['\"“]?\w"
)
"""Relabelling an act in what the user reads (``describe the change as "routine"``)."""

KEEP_FROM = any_of(
    r"\bkeep\s+(?:it\s+)?quiet\s+about\b|\bnever\s+let\s+(?:the\s+)?(?:\w+\s+){1,3}?(?:see|know|find\s+out|notice"
    r"|learn|realise|realize)\b|\bmake\s+sure\s+(?:the\s+)?(?:\w+\s+){1,3}?never\s+(?:sees?|knows?|finds?\s+out"
    r"|notices?|learns?|realis\w*|realiz\w*)\b",
    r"\b(?:hide|mask|conceal|disguise|cover\s+up|scrub|strip)\b(?:\s+\w+){0,6}?\s+(?:from|in)\s+"
    r"(?:the\s+|your\s+|any\s+)?(?:\w+\s+){0,2}?(?:users?|dashboard|output|logs?|reports?|summar(?:y|ies)"
    r"|confirmations?|customers?|auditors?|operators?|reviewers?|pi|history)\b",
    r"\bnever\s+(?:hears?|learns?|finds?\s+out)\s+about\b|\bmask\s+the\s+real\b|\b(?:strip|scrub|remove)\s+any\s+mention\s+of\b",
    r"\b(?:do\s+not|don't|never)\s+(?:list|note|log|record|mention|show|include)\s+(?:\w+\s+){0,6}?"
    r"in\s+(?:your|the)\s+(?:\w+\s+)?(?:report|history|summary|recap|log|notes|changelog|description"
    r"|updates?)\b",
    r"\b(?:do\s+not|don't|never)\s+mention\s+(?:\w+\s+){0,6}?to\s+the\s+\w+\b[^.;\n]{0,20}?\bjust\s+say\b",
)
"""Keeping what was done from the people who would check it."""

DONE_ACT = any_of(
    r"\b(?:upload\w*|send\w*|sent|post(?:s|ed|ing)|push\w*|mirror\w*|sync\w*|disabl\w*|delet\w*"
    r"|remov\w*|creat\w*|added|adds|backdoor|remote\s+(?:shell|access)|cron\s+job|webhook|exfil\w*"
    r"|transfer\w*|destination|offsite|outside\s+server|telemetry|upload|hook|rotat\w*|firewall"
    r"|account|forward\w*|outbound|late|missed|breach\w*|violation|mistake)\b(?!\s+(?:logs?|stats?|statistics|timestamps?|schedules?|status"
    r"|details|times?|jobs?\s+logs?)\b)"
)
"""What a relabelled or hidden report would be about: an act, not a fact."""

SELF = any_of(
    r"\b(?:this|these)\s+(?:whole\s+|same\s+)?(?:notes?|memory|memories|rules?|instructions?|paragraphs?"
    r"|sentences?|comments?|entry|entries|text|block|lines?|file)\b",
    r"\bthe\s+(?:paragraph|text|note|block|lines?|instructions?)\s+above\b|\bthe\s+sentence\s+['\"“]",
)
"""This note itself."""

AGENT_FILES = any_of(
    r"\b(?:agents|claude|gemini|memory|copilot-instructions)\.md\b|\.cursorrules\b|\.windsurfrules\b"
    r"|\.config/agent\S*|\bglobal\.md\b|\bsystem\s+prompts?\b",
    r"\b(?:agent|assistant)\s+config\w*(?:\s+files?)?\b|\bproject\s+templates?\b|\btemplates?\s+so\b"
    r"|\b(?:sub-?agents?|other\s+(?:assistants|agents|repos\w*|projects))\b"
    r"|\b(?:each|every|all)\s+(?:\w+\s+)?(?:repos?|repositor(?:y|ies)|projects?)\b",
)
"""Where other agents read their instructions."""

SURVIVE = any_of(
    r"\bsurviv\w*\s+(?:a\s+|any\s+)?(?:memory\s+)?(?:resets?|wipes?|deletions?|clean\w*)\b"
    r"|\beven\s+if\s+(?:the\s+user|anyone|someone|they)\s+(?:deletes?|removes?|clears?)\b"
    r"|\bre-?creates?\s+this\b|\bnew\s+repos\s+start\s+with\s+it\b",
)
"""Kept alive against the user's own clean-up."""

PROMO_DOMAIN = (
    r"(?:https?://)?(?P<host>(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:example|com|net|io|org|xyz"
    r"|biz|shop|app|dev|ai|co))\b"
)
PROMO_VERB = (
    r"\b(?:put|insert|add|append|include|end\s+(?:\w+\s+){0,3}?with|recommend|mention|promote"
    r"|link)\w*\b"
)

STARTUP_PROMPT = any_of(
    r"\b(?:configuration|setup|text|instructions?|prompt|rules|directives)\s+(?:that\s+)?you\s+were"
    r"\s+(?:started|initiali[sz]ed|configured|set\s+up|given|primed|loaded|booted|launched)\s+with\b",
    r"\b(?:confidential|hidden|secret|internal|private)\s+(?:instructions|rules|directives)\s+from"
    r"\s+(?:your\s+)?(?:operator|developer|creator|platform)s?\b",
)
EXTRACT_VERB = (
    r"\b(?:reveal|print|dump|post|share|summari[sz]e|paste|write|output|quote|publish|include)\w*\b"
)

ROLE_CELL = any_of(
    r"\|\s*\**system\**\s*\|\s*(?:you|your|the\s+(?:assistant|model|ai|agent)|assistant|ignore"
    r"|override|new\s+(?:rules?|policy|instructions?)|from\s+now)\b",
    r"#{1,6}\s*\**system(?:\s+(?:prompt|message|instructions?))?\**\s*(?:\\n|:)\s*(?:you|your"
    r"|the\s+(?:assistant|model|ai|agent)|assistant|ignore|override|new\s+(?:rules?|policy))\b",
)
"""A system role put in a table cell or a heading, followed by words to the model."""

KEPT_OUT = (
    r"\b(?:leave|keep)\b[^;\n]{0,60}?\bout\s+of\s+(?:the\s+|your\s+|any\s+)?(?:\w+\s+)?(?:summar(?:y|ies)"
    r"|recaps?|repl(?:y|ies)|answers?|reports?|logs?|commit\s+messages?|changelogs?|descriptions?|notes"
    r"|output|transcripts?|(?:status\s+)?updates?|e-?mails?|messages?|dashboards?)\b"
)
"""An act kept out of what the user reads (``keep the outbound sync … out of your replies``)."""

COVER_ANSWER = (
    r"\bif\s+(?:the\s+\w+|anyone|someone|they|he|she)\s+asks?\b[^.;\n]{0,80}?\b(?:say|tell\s+them"
    r"|answer|reply|claim)\b[^.;\n]{0,80}?\b(?:don't|do\s+not|never)\s+(?:bring\s+up|mention|tell|say"
    r"|reveal|disclose)\b"
)
"""A made-up answer with something kept back (``if asked why …, say … and don't bring up …``)."""

SEED_THING = r"\b(?:seed\s+phrases?|recovery\s+(?:phrases?|codes?)|private\s+keys?|mnemonic)\b"
"""Wallet and key material: no host of anyone else's may receive it."""

FOREIGN_IMAGE = (
    r"\b(?:use|pull|switch\s+to|pin)\s+(?:the\s+)?(?:docker\s+|base\s+|container\s+)?images?\s+"
    r"(?P<host>(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,12})/"
)
"""A container image taken from a named host (``use the image registry.x-fast.example/python``)."""

WHEN_YOU_MAKE = (
    r"\b(?:every|each|all)\s+(?:generated|new)\s+\w+|\b(?:every|each|all|any)\s+(?:\w+\s+){0,3}?you\s+(?:draft|write|create|produce|prepare|send"
    r"|generate|make)\b|\bwhen(?:ever)?\s+you\s+(?:scaffold|create|generate|write|build|set\s+up|start|make|open"
    r"|edit)\b"
)
"""A trigger on everything the agent makes: a standing rule."""

PHISH_PERSONA = (
    r"\b(?:pretend\w*\s+(?:to\s+be|you\s+are)|impersonat\w*|pos(?:e|ing)\s+as|act\s+as|masquerad\w*"
    r"\s+as|role-?play\s+as|play\s+the\s+role\s+of)\b"
)
"""Passing itself off as someone the user trusts."""

PRIOR_VOID = (
    r"\b(?:the\s+)?(?P<owner>humans?'?|users?'|user's|operator'?s?'?|developer'?s?'?|your|earlier"
    r"|previous|prior|original|initial|system)\s+(?:instructions|rules|guidelines|directives|guidance)\b"
    r"(?P<between>[^.;\n]{0,40}?)\b(?:are|is)\s+(?:now\s+)?(?:outdated|obsolete|void|superseded|revoked"
    r"|cancell?ed|invalid|no\s+longer\s+valid)\b"
)
"""The instructions of the model or its users declared void (``the humans' … are outdated``)."""

COMMIT_LABEL = (
    r"(?:\bcommit\s+[0-9a-f]{7,40}\s*:|^\s*(?:fix|feat|chore|refactor|docs|test|perf|build|ci|style"
    r"|revert)(?:\([\w-]+\))?!?:)\s*$"
)
"""A commit message's subject: it says what a change did, it orders nothing."""

DOCUMENT_OF = (
    r"\b(?:in|from|of|for|about)\s+(?:the\s+|this\s+|our\s+)?(?:\w+\s+)?(?:docs?|documents?|guides?|wiki"
    r"|readme|manual|pages?|files?|onboarding|bookings?|[\w-]+\.md)\b"
)
"""Instructions of a document (``earlier instructions in the onboarding doc``), not the model's."""
ADDRESSED = r"\b(?:you|your|assistant|agent|model|ai|llm|bot)\b"

SWAPPED_TOOL = (
    r"\b(?:use|run|download|install|fetch)\w*\b[^;\n]{0,60}?\bhttps?://(?P<host>(?:[a-z0-9](?:[a-z0-9-]*"
    r"[a-z0-9])?\.)+[a-z]{2,12})\b\S*[^;\n]{0,60}?\binstead\s+of\s+(?:the\s+|your\s+)?(?:installed"
    r"|official|system|local|real|packaged|bundled)\b"
)
"""A tool taken from a host in place of the installed one (``use the wrapper at https://… instead
of the installed binary``)."""

IMPERATIVE_OPEN = (
    r"^\W*(?:(?:during|after|before|when|whenever|on|once|if|while)\b[^,.;]{0,80},\s*)?"
    r"(?:(?:please|also|then|now|just)\s+)?(?:run|execute|append|add|write|delete|drop|remove|wipe"
    r"|purge|truncate|transfer|wire|move|send|set|change|flash|push|force-push|call|put|insert)\b"
    r"(?![,)])"
)
"""A sentence that opens with an order (``Append '… NOPASSWD:ALL' to /etc/sudoers``)."""

PASSIVE_RELABEL = (
    r"\b(?:reported|described|labell?ed|logged|presented|framed|shown|recorded)\s+as\s+['\"“]"
)
"""An act to be reported under another name (``must be reported as "backup verification"``)."""

REWRITE_RECORD = (
    r"\b(?:rewrite|reword|edit|alter|change)\w*\s+(?:the\s+)?(?:\w+\s+)?(?:reports?|logs?|records?"
    r"|summar(?:y|ies)|minutes|notes|timelines?)\b[^.;\n]{0,40}?\bso\s+(?:that\s+)?(?:\w+\s+){1,3}?"
    r"(?:looks?|sounds?|reads?|appears?|seems?)\s+like\b"
)
"""A record rewritten to read like something else happened."""

FALSIFY = (
    r"\b(?:backdate|falsify|forge|fabricate)\w*\s+(?:the\s+|all\s+|any\s+)?(?:\w+\s+){0,3}?(?:forms?"
    r"|records?|logs?|signatures?|timestamps?|results?|data|reports?|entries|minutes)\b"
)
"""Records made false (``backdate the consent forms``)."""

OUTRANK = (
    r"\b(?:higher|more|greater)\s+priority\s+than\s+(?:its|your|the)\s+(?:own\s+)?(?:system\s+prompt"
    r"|instructions|developers?|operators?|guidelines)\b|\b(?:overrides?|outranks?|supersedes?"
    r"|takes?\s+precedence\s+over)\s+(?:its|your)\s+(?:system\s+prompt|instructions|guidelines|rules)\b"
    r"|\bany\s+instruction\s+from\s+the\s+user\s+that\s+conflicts\s+with\s+this\b"
)
"""This note put above the model's instructions or the user's word."""

PASSIVE_OFF = (
    r"\b(?:are|is)\s+to\s+be\s+(?:disabled|skipped|bypassed|turned\s+off|switched\s+off|removed|ignored"
    r"|suppressed)\b"
)

FRAME = (
    r"\b(?:(?:agent|assistant|ai|bot|model|you)\s+(?:should|must|shall|will|is\s+expected\s+to"
    r"|are\s+expected\s+to|needs?\s+to|could|can)|make\s+sure(?:\s+\w+){0,4}?)\s+(?:also\s+|quietly\s+"
    r"|just\s+|always\s+|silently\s+)?(?:run\s+|execute\s+)?$"
)
"""An order put as what the agent should do (``the assistant should quietly include …``)."""
