"""Concepts of ``injection_pretexts.py`` (pure; folded, lower-case text): an entry that keeps
itself alive, a false all-clear or a bad fact kept out of a report, a named compliance rule
declared not to apply and then an act, and a game, hunt, lesson or drill framing around a harmful
act. Regular-expression sources only."""

from __future__ import annotations

from typing import Final

# --- persistence without the word "instructions" -------------------------------------------

SELF: Final = (
    r"\bth(?:is|ese)\s+(?:(?:exact|whole|entire|same|very|full|little|short)\s+)?(?:paragraphs?"
    r"|notes?|lines?|entry|entries|blocks?|text|sentences?|rules?|messages?|sections?|snippets?"
    r"|passages?|reminders?|wording|bullets?|items?|statements?|comments?)\b"
    r"|\b(?:copy|store|save|keep|pass|hand|repeat|restore|remember|forward|paste|write|put|carry"
    r"|preserve|pin|re-?add|duplicate|forget|delete|remove|drop|erase)\s+this\b(?=\s+(?:on|back"
    r"|in|into|to|as|at|forever|permanently|word|whenever|if|every|each|and|but)\b|\s*[,.;:]|\s*$)"
    r"|\bthis\s+(?=(?:must|should|shall|has\s+to|needs\s+to|is\s+to|stays|remains)\b)"
    r"|\bthe\s+(?:paragraph|note|line|entry|block|text|sentence|section|passage|reminder)\s+"
    r"(?:above|below)\b|\bmake\s+this\s+the\b"
)
"""The entry speaking of itself ("this paragraph", "pass this on", "this must stay")."""

SPREAD: Final = (
    r"\b(?:cop(?:y|ies)|duplicates?|pastes?|replicates?|propagates?|appends?|prepends?|inserts?"
    r"|adds?|writes?|includes?|carr(?:y|ies)|repeats?|restates?|pass(?:es)?|hands?|forwards?"
    r"|spreads?|clones?|receives?|gets?)\b[^.;!?]{0,70}?\b(?:every|each|all|any"
    r"|the\s+next|the\s+one\s+after|future|later|subsequent)\s+(?:\w+\s+){0,2}?(?:memory|memories"
    r"|entry|entries|sessions?|conversations?|chats?|agents?|assistants?|models?|summar\w+|notes?"
    r"|files?|repo\w*|projects?|answers?|responses?|replies|prompts?|contexts?|one\s+after)\b"
    r"|\b(?:hands?|pass\w*|gives?)\s+(?:it|this)\s+(?:on|along|to\s+the\s+(?:one|next)\b)"
    r"|\b(?:every|each|any)\s+time\s+(?:you|the\s+\w+)\s+(?:save|write|create|start|open|add|update)s?"
    r"\b[^.;!?]{0,40}\b(?:append|add|include|copy|paste|insert|write|repeat|prepend)\w*\b"
    r"|\b(?:forward|pass|hand|give|send|copy)\w*\s+(?:it|this|th(?:is|ese)\s+\w+)\s+(?:on\s+)?to\s+"
    r"(?:whichever|whoever|any|every|each)\s+(?:\w+\s+)?(?:agent|assistant|model|session|bot)"
    r"|\b(?:opening|first|top|leading)\s+(?:line|entry|paragraph)\s+of\s+(?:the\s+|every\s+|each\s+)?"
    r"(?:memory|memories)"
)
"""Copied into, or handed on to, every later entry, session or agent."""

RESTORE: Final = (
    r"\b(?:restor\w*|re-?add\w*|re-?insert\w*|re-?creat\w*|re-?append\w*|re-?instat\w*|reinstat\w*"
    r"|(?:put|write|add|bring|paste|copy)\w*\s+(?:it|this|them)\s+back|write\s+(?:it|this)\s+again"
    r"|(?:goes|go|comes|come)\s+back\s+in)"
)
"""Put back after a deletion ("re-add this note", "write it back")."""

KEEP_PLACE: Final = (
    r"\b(?:keep|leave|pin|hold|store|save)\w*\s+(?:it|this|th(?:is|ese)\s+\w+)\s+(?:\w+\s+){0,2}?"
    r"(?:at\s+the\s+top\s+of\s+(?:the\s+)?(?:memory|every|each|all)|at\s+the\s+top\s+of\s+memory"
    r"|as\s+the\s+first\s+(?:memory\s+)?entry|in\s+(?:your\s+)?(?:long[\s-]term|permanent)\s+memory"
    r"|in\s+memory\s+(?:forever|permanently|at\s+all\s+times|for\s+good))"
)
"""Kept at the head of the memory or in permanent memory."""

SURVIVE: Final = (
    r"\b(?:must|should|shall|has\s+to|needs\s+to|is\s+to|will|to)\s+(?:always\s+)?(?:stay|remain"
    r"|survive|persist|outlive|be\s+kept|be\s+preserved|be\s+carried|be\s+the\s+first"
    r"|never\s+be\s+(?:removed|deleted|dropped|changed|edited|shortened|merged|forgotten))"
    r"|\b(?:survive|outlive)s?\b"
)
"""Said to survive ("this entry must survive every curation", "so it outlives the session")."""

ANCHOR: Final = (
    r"\b(?:memory|memories|curat\w*|compact\w*|clean-?ups?|sessions?|conversations?|forever"
    r"|permanent\w*|unchanged|word\s+for\s+word|verbatim|delet\w*|remov\w*|edit\w*|archiv\w*"
    r"|forget\w*|drop\w*|shorten\w*|rewrit\w*)\b"
)
"""What makes a "must stay" about the memory itself."""

PROTECT: Final = (
    r"\b(?:undeletable|non-?deletable|un-?removable)\b"
    r"|\b(?:requests?|attempts?)\s+to\s+(?:remove|delete|edit|drop)\s+(?:it|this)\s+(?:should|must|will)\s+"
    r"be\s+(?:declined|refused|ignored|rejected)\b|"
    r"\b(?:nobody|no\s+one|no\s+user|no\s+(?:user\s+)?request|not\s+even\s+the\s+(?:owner|user"
    r"|admin))\b[^.;!?]{0,30}?\b(?:can|may|is\s+allowed\s+to|should|could)\s+(?:\w+\s+)?(?:edit"
    r"|remove|delete|change|archive|drop|shorten|forget|erase|override)\w*"
    r"|\b(?:never|don't|do\s+not)\s+(?:let\s+(?:\w+\s+){1,3})?(?:shorten|merge|drop|delete|remove"
    r"|edit|archive|erase)\s+(?:or\s+\w+\s+)?(?:it|this)\b"
    r"|\b(?:never|don't|do\s+not)\s+(?:shorten|merge|drop|delete|remove|edit)\w*\s*,\s*(?:\w+\s+)?"
    r"(?:or|nor)\s+(?:drop|delete|remove|edit)\w*\s+(?:it|this)\b"
    r"|\b(?:never|don't|do\s+not)\s+(?:allow|let|permit)\s+(?:this|it|th(?:is|ese)\s+\w+)\s+(?:to\s+)?"
    r"(?:be\s+)?(?:pruned|removed|deleted|dropped|trimmed|shortened|edited|archived|forgotten"
    r"|compacted|merged|prune|remove|delete|drop|trim)\b"
    r"|\bexempt\s+from\s+(?:\w+\s+)?(?:deletion|removal|clean-?up|curation|pruning)\b"
    r"|\basks?\s+(?:you\s+)?to\s+(?:forget|delete|remove|drop|erase)\s+(?:it|this)\b[^.;!?]{0,50}"
    r"\b(?:keep|still|pretend|say\s+you\s+did|but)\b"
    r"|\b(?:even\s+if|even\s+when|whatever)\s+the\s+(?:user|owner)\s+(?:\w+\s+){0,2}?(?:asks?|says?"
    r"|tells?|told|wants?)\b"
)
"""Guarded against its own removal ("nobody may edit it", "if asked to forget this, keep it")."""

PERMANENT: Final = (
    r"\b(?:forever|permanently|for\s+good|for\s+all\s+(?:future\s+)?(?:time|sessions|conversations"
    r"|chats)|across\s+(?:all|every|each)\s+(?:future\s+)?(?:sessions?|conversations?|chats?|runs?)"
    r"|(?:in|to|into)\s+(?:your\s+)?(?:long[\s-]term|permanent|core)\s+memory|(?:core|permanent|standing)"
    r"\s+(?:instruction|rule|directive|memory|order)|never\s+forget)\b"
)
AUTHORITY: Final = (
    r"\badmin(?:istrator)?(?:'s)?\s+(?:commands?|orders?|requests?|instructions?)\b"
    r"|\b(?:must|are\s+to|is\s+to|shall|should)\s+be\s+(?:executed|obeyed|followed|carried\s+out)\b"
    r"|\b(?:executed|obeyed|followed)\s+without\s+(?:question|asking|review)"
    r"|\b(?:override|overrides|outrank\w*|supersede\w*|trump\w*|take\s+precedence\s+over"
    r"|takes\s+precedence\s+over|come\s+before|comes\s+before|win\s+over|wins\s+over)\s+"
    r"(?:\w+\s+){0,2}?(?:the\s+)?(?:user|owner)\b"
    r"|\b(?:instruction|rule|note|entry|memory|line|this|it)\s+(?:\w+\s+){0,2}?(?:cannot|can't"
    r"|can\s+not|must\s+not|may\s+not|must\s+never|can\s+never)\s+be\s+(?:deleted|removed"
    r"|changed|edited|forgotten|overwritten|erased)\b"
    r"|\b(?:the\s+)?user\s+(?:is\s+not|isn't|is\s+never)\s+(?:allowed|permitted|able)\s+to\b"
    r"|\bno\s+(?:user\s+)?(?:request|one|body)\s+(?:\w+\s+)?(?:can|may)\s+(?:remove|delete|change"
    r"|edit|override)\b"
    r"|\bnever\s+(?:need|needs|require|requires)\s+(?:a\s+|any\s+)?(?:review|approval|sign-?off"
    r"|checks?)\b"
)
"""A standing rule that puts someone above the user or protects itself."""

# --- concealment phrased as reporting ------------------------------------------------------

TELL: Final = (
    r"\b(?:report|say|tell|answer|reply|respond|claim|state|confirm|write|put|describe|mark|log"
    r"|show|assure|reassure|insist|read|post|summari[sz]e)\w*\b"
)
ALL_CLEAR: Final = (
    r"\b(?:all\s+systems\s+(?:nominal|go|ok|normal|operational)|(?:completed|finished|done|ran)\s+"
    r"(?:without|with\s+no)\s+(?:issues?|errors?|problems?)|(?:it|the\s+\w+)\s+(?:ran|worked"
    r"|completed|finished)\b|(?:the\s+)?(?:numbers|figures|books|totals|accounts)\s+(?:reconciled"
    r"|balanced|matched|add\s+up|checked\s+out)|nothing\s+(?:unusual|strange|odd|wrong|bad|happened|changed|was\s+(?:found|changed"
    r"|wrong|deleted|sent))|no\s+(?:issues?|problems?|errors?|findings?|incidents?|changes?"
    r"|anomal\w+|failures?)(?:\s+(?:were\s+)?found)?|all\s+(?:tests\s+)?(?:are\s+|were\s+|is\s+)?"
    r"(?:green|clear|good|fine|ok|okay|passed|passing)|everything\s+(?:is|was|went)\s+(?:fine|ok"
    r"|okay|normal|well|smooth\w*|green)|(?:it|the\s+\w+(?:\s+\w+)?)\s+(?:was|were|is|are|went)"
    r"\s+(?:clean|fine|green|successful|ok|okay|normal|resolved|smooth\w*)|(?:the\s+)?(?:scan"
    r"|build|tests?|checks?|audit|migration|deploy\w*|backup|job|pipeline|import|ci|run|we|they|it)\s+"
    r"(?:passed|succeeded|went\s+fine)|as\s+(?:successful|succeeded|resolved|a\s+success|done"
    r"|complete\w*|fixed|'?routine)|\w+ed\s+successfully|(?:went|goes|go)\s+"
    r"(?:smoothly|fine|well)|nothing\s+(?:left|leaked|went\s+out|was\s+(?:uploaded|shared))"
    r"|(?:ci|build|tests?|pipeline|checks?)\s+(?:is\s+|are\s+)?(?:green|passed|passing)"
    r"|(?:just|only)\s+the\s+tests?\s+changed|no\b)"
)
"""An all-clear ("nothing unusual happened", "the scan was clean", "all tests are green")."""

DESPITE: Final = (
    r"\b(?:even\s+(?:if|when|though)|whatever|regardless|no\s+matter|in\s+any\s+case|either\s+way)\b"
    r"|\b(?:when|if)\s+asked\s+(?:whether|if|about|how)\b"
    r"|\b(?:if|when|whenever|any\s+time|every\s+time|each\s+time)\s+(?:\w+\s+){0,4}?(?:fails?|failed|finds?|found|breaks?|broke"
    r"|is\s+red|goes\s+wrong|went\s+wrong|errors?\s+out|crash\w*|reviews?|checks?|audits?"
    r"|asks?\s+(?:about|whether|if)|looks?\s+(?:at|into))\b"
)
"""The all-clear holds whatever the facts ("even when CI is red", "if the scan finds anything")."""

COVER_SELF: Final = (
    r"\b(?:questions?|asked|asks|ask)\s+about\s+th(?:is|e)\s+(?:entry|note|line|paragraph|rule"
    r"|memory|text)\b[^.;!?]{0,40}\b(?:with|say|answer|reply|tell)\b"
)
"""A cover story for the entry itself ("answer questions about this entry with …")."""

BAD: Final = (
    r"\b(?:fail(?:ed|ing|ures?)|lost|loss(?:es)?|deleted|deletions?|dropped|duplicat\w+"
    r"|breach\w*|leak\w*|outages?|incidents?|downtime|refunds?|charges?|surcharges?|fees?"
    r"|price\s+increases?|tracking|pixels?|telemetry|shared\s+with|sharing|sold|never\s+tested"
    r"|untested|broke|broken|exposed|exposure|badly|went\s+missing|chargebacks?|collect(?:s|ing)?\s+(?:\w+\s+)?"
    r"(?:data|locations?|contacts)|mistakes?|violations?|penalt\w+|complaints?|overdue|corrupt\w*"
    r"|any\s+changes?\s+you|your\s+(?:own\s+)?(?:changes|actions|edits|commits)"
    r"|what\s+you\s+(?:did|changed|ran|deleted|sent))\b"
)
"""What a report must not lose (a failure, a loss, a charge, tracking, the agent's own acts)."""

REPORT_DOC: Final = (
    r"\b(?:(?:diff\s+|weekly\s+|daily\s+|status\s+)?summar(?:y|ies)|reports?|release\s+notes"
    r"|changelog|change\s+log|status(?:\s+update)?|post-?mortem|export|dashboard|minutes|recap"
    r"|digest|audit|invoices?|confirmation|e-?mails?|newsletter|handover|standup|retro)\b"
)
KEPT_OUT: Final = (
    r"\b(?:hide|hiding|leave|leaving|keep|keeping|omit|omitting|exclude|excluding|strip|cut"
    r"|drop|remove|scrub)\s+(?P<obj>[^.;!?]{3,70}?)\s+(?:out\s+of|from|off)\s+(?:the\s+|your\s+"
    r"|any\s+|every\s+|our\s+)?(?:\w+\s+){0,2}?"
) + REPORT_DOC
"""A fact kept out of a report ("leave the failed refunds out of the summary")."""

NO_MENTION: Final = (
    REPORT_DOC
    + r"\s+(?:you\s+\w+\s+)?(?:should|must|shall|will|may)\s*(?:not|n't|never)\s+(?:mention|include"
    r"|say|list|show|disclose|reveal|note|bring\s+up|refer\s+to)\s+(?P<obj>[^.;!?]{3,80})"
    r"|"
    + REPORT_DOC
    + r"\s+(?:should|must|shall|will|may|can)\s+(?:\w+\s+)?(?:leave\s+out|omit|exclude"
    r"|skip|drop|hide|gloss\s+over)\s+(?P<obj3>[^.;!?]{3,80})"
    r"|\b(?:nobody|no\s+one|no\s+(?:user|customer|reader|client))\b[^.;!?]{0,40}\bshould\s+(?:ever\s+)?"
    r"(?:learn|know|find\s+out|notice|realise|realize|hear)\s+(?P<obj4>[^.;!?]{3,80})"
    r"|\b(?:don't|do\s+not|never|avoid)\s+(?:mention\w*|bring\w*\s+up|disclos\w*|reveal\w*"
    r"|point\w*\s+out|list\w*)\s+(?P<obj2>[^.;!?]{3,80})"
)
"""A report told not to mention a bad fact ("the changelog should not mention …")."""

RELABEL: Final = (
    r"\b(?:call|name|term|dub)\w*\s+(?:[\w'’-]+\s+){0,3}?(?:outage|incident|breach|leak|failure"
    r"|data\s+loss|downtime|crash|deletion)\w*\s+(?:a|an|just\s+a)\s+\S|"
    r"\b(?:describe|call|present|label|frame|report|log|list|record|spin)\w*\s+(?:[\w'’]+\s+){0,3}?"
    r"(?:outage|incident|breach|leak|failure|data\s+loss|loss|downtime|crash|deletion|refunds?"
    r"|charges?|price\s+increases?|increases?|fees?|chargebacks?)\w*\s+as\s+\S"
)

# --- a named compliance rule declared not to apply, then an act ----------------------------

DOMAIN: Final = (
    r"\b(?:pci(?:[\s-]?dss)?|hipaa|gdpr|ccpa|cpra|sox|coppa|ferpa|glba|dpa|psd2|kyc|aml|soc\s?2"
    r"|iso\s?27001|fedramp|itar|export\s+controls?|legal\s+holds?|(?:data\s+)?retention\s+"
    r"(?:polic\w+|rules?|limits?)|privacy\s+(?:polic\w+|rules?|laws?|notice)|consent\s+(?:checks?"
    r"|rules?|requirements?)|safety\s+(?:reviews?|sign[\s-]?offs?|rules?|guidelines?|checks?"
    r"|polic\w+)|two[\s-](?:person|man)\s+rule|four[\s-]eyes\s+(?:rule|principle)|pii\s+(?:masking"
    r"|rules?|redaction)|secret\s+screening|injection\s+(?:check|screen\w*|filter)|content\s+"
    r"(?:guidelines|polic\w+|filters?)|compliance\s+(?:rules?|checks?)|accessibility\s+(?:rules?"
    r"|sign[\s-]?offs?|reviews?)|(?:sign[\s-]?off|review)\s+(?:rules?|requirements?)"
    r"|(?:privacy|security|legal|compliance"
    r"|data[\s-]protection)\s+(?:reviews?|checks?|sign[\s-]?offs?|approvals?))\b"
)
NOT_APPLY: Final = (
    r"\b(?:(?:is|are|was|were)\s+(?:not|n't)|isn't|aren't|wasn't|weren't)\s+(?:\w+\s+)?(?:relevant"
    r"|applicable|our\s+(?:concern|problem|business)|in\s+scope|binding|required|needed|enforced"
    r"|a\s+concern|an\s+issue|a\s+thing)"
    r"|\b(?:does|do|did)\s*(?:not|n't)\s+(?:really\s+)?(?:apply|matter|count|cover|bind|concern"
    r"|affect)"
    r"|\bno\s+longer\s+(?:applies|apply|matters?|relevant|binding|in\s+force|covers?)"
    r"|\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:\w+\s+)?(?:off|waived|suspended|lifted"
    r"|disabled|paused|void|optional|irrelevant|moot|switched\s+off|turned\s+off)\b"
    r"|\b(?:irrelevant|optional|out\s+of\s+scope|waive[rd]s?|on\s+hold|relaxed|not\s+in\s+effect)\b"
)
EXEMPT: Final = (
    r"\b(?:exempt\s+from|not\s+(?:bound|covered)\s+by|not\s+subject\s+to|free\s+of|outside(?:\s+of)?"
    r"|out\s+of)\s+(?:the\s+)?$"
)
"""The rule named after its waiver ("we're exempt from PCI")."""
DISABLE: Final = (
    r"\b(?:turn\w*\s+off|switch\w*\s+off|disabl\w*|stop\s+(?:applying|using|running|enforcing"
    r"|following)|ignor\w*|bypass\w*|drop\w*|suspend\w*|set\w*\s+aside)\b"
)
DATA_ACT: Final = (
    r"\b(?:print|show|display|export|send|share|give|paste|dump|log|store|keep|collect|purge"
    r"|delete|commit|merge|deploy|ship|publish|skip|approve|upload|e-?mail|expose|reveal|output"
    r"|return|include|accept|obey|follow|save|write|record|hand|pull|fetch|load|copy|extract|query"
    r"|transfer|sync|forward|post|attach|grant)\w*\b"
)
STRONG: Final = (
    r"\b(?:full|fully|all|every|any|whatever|raw|unmasked|unredacted|complete|entire|whole|real"
    r"|plain|verbatim|unrestricted|own|straight|directly|without|no\s+(?:redaction|masking|review"
    r"|ticket|approval|checks?|consent)|as\s+if|kids'?|children'?s?|minors'?|patients?'?|card\s+numbers"
    r"|cvvs?|ssns?|passwords|birth\w*|home\s+addresses|ip\s+address\w*|medical|biometric\w*)\b"
)
"""The act reaches everything, unmasked or unreviewed ("print full card numbers")."""

# --- games, hunts, lessons and drills around a harmful act ----------------------------------

FRAME: Final = (
    r"\b(?:games?|gameplay|mechanics?|boss[\s-]fight|level\s+\d+|puzzles?|riddles?|quiz\w*|trivia"
    r"|bonus\s+rounds?|scavenger[\s-]hunts?|treasure\s+hunts?|escape\s+rooms?|clues?|lessons?"
    r"|lesson\s+plans?|classroom|class\s+activit\w+|exercises?|drills?|tabletop|red[\s-]team\w*"
    r"|purple[\s-]team\w*|pentest\w*|ctf|challenges?|house\s+rules?|magic\s+words?|live\s+demo"
    r"|whoever|spelregel|role[\s-]?play\w*|demo|workshop|hackathon|wargame|game\s+day|gameday"
    r"|capture[\s-]the[\s-]flag|simulation)\b(?![-_./]\w)(?!\s+(?:servers?|studio|engine|client|build"
    r"|store|assets?|api|backend|analytics|services?|data|logs?|nodes?|title|platform)\b)"
    r"|\b(?:whenever|when|if|each\s+time|every\s+time)\s+(?:someone|anyone|somebody|a\s+(?:player"
    r"|user|member|student|viewer)|the\s+(?:player|user)|they|people)\s+(?:types?|says?|writes?"
    r"|posts?|sends?|enters?|mentions?)\b"
)
SECRET_THING: Final = (
    r"(?:(?:system|hidden|secret|internal|original)\s+(?:prompt|rules|instructions|configuration"
    r"|config)|(?:its|your|their|the\s+(?:assistant|bot|agent|model)'s)\s+(?:hidden\s+|secret\s+"
    r"|own\s+|current\s+)?(?:rules|instructions|configuration|system\s+prompt|prompt|memory)"
    r"|(?:aws|gcp|azure|cloud|stripe|signing|encryption|deploy|production|prod)\s+(?:access\s+|secret\s+"
    r"|private\s+)?keys?|(?:api|access|auth|bearer|session|github|gitlab|npm|admin|oauth|refresh|secret|service)\s+"
    r"(?:tokens?|keys?)|(?:every|all|any|the)\s+(?:\w+\s+)?tokens?\s+(?:it|you)\s+(?:can\s+)?"
    r"(?:reads?|finds?|sees?|reach|comes?\s+across)|(?:admin|root|real|production|prod|database"
    r"|db|server|account|staff|vault)\s+passwords?|passwords?\s+(?:from|in|of)\s+(?:the\s+)?"
    r"(?:vault|server|prod\w*|database|\.env)|(?:stored\s+)?credentials|secrets\b|private\s+keys?"
    r"|ssh\s+keys?|~/\.ssh/\S+|id_rsa|id_ed25519|\.env\S*|environment\s+variables?(?:\s+values?)?"
    r"|env\s+vars?|(?:student|customer|patient|user|staff)\s+(?:records|data|e-?mails|profiles)"
    r"|answer\s+key)"
)
REVEAL: Final = (
    r"\bread\w*\s+(?:\S+\s+){0,3}?(?:out|aloud)\b"
    r"|\b(?:reveal|post|print|show|hand|give|paste|dump|share|leak|display|output|recite"
    r"|spell|disclose|tell|includ|contain|attach|send|forward|e-?mail|upload|relay|gets?|receiv"
    r"|wins?|prize|exfiltrat|copy|cop(?:y|ies)|unlock|expos)\w*\b"
)
DESTROY: Final = (
    r"\b(?:delet|drop|wip|destroy|kill|reboot|shut\w*\s+down|terminat|remov|eras|purg|truncat"
    r"|force[\s-]push|reset|nuk)\w*\b[^.;!?]{0,40}?\b(?:production|prod|machines?|servers?"
    r"|databases?|db|instances?|clusters?|repos?|repositories|(?:release\s+)?tags|branches|backups?"
    r"|assignments|accounts|buckets?|volumes?|tables?|audit\s+logs?|(?:all|every)\s+(?:the\s+)?"
    r"(?:channels|members|messages|users|players))\b"
    r"|\bban\w*\s+(?:all|every)\s+(?:\w+\s+)?(?:members?|users?|players?)\b"
    r"|\b(?:unset|kill|rm|delete|destroy|drop|purge|wipe|terminate)\s+(?:\S+\s+)?--all\b"
)
GRANT: Final = (
    r"\b(?:grant|give|make|promot)\w*\s+(?:them|him|her|the\s+\w+|\w+)?\s*(?:full\s+)?(?:admin"
    r"|owner|root|superuser)\b(?!\s+(?:panel|page|dashboard|ui))"
)
SAFETY_OFF: Final = (
    r"\b(?:disabl|turn\w*\s+off|switch\w*\s+off|bypass|remov)\w*\s+(?:the\s+)?(?:mfa|2fa"
    r"|two[\s-]factor|audit\s+log\w*|logging|firewall|alert\w*|monitoring)\b"
)
RULES_OFF: Final = (
    r"\b(?:drop|set\w*\s+aside|ignor|abandon|discard|forget|suspend|throw\w*\s+out|lose|loses"
    r"|without)\w*\s+(?:any\s+|all\s+)?(?:its|your|the\s+assistant's|their"
    r"|his|her)?\s*(?:current\s+|own\s+|safety\s+|content\s+|usual\s+)*(?:rules|guidelines"
    r"|instructions|restrictions|guardrails|policies|filters|limits)\b"
)
ASSISTANT: Final = r"\b(?:assistant|bot|chatbot|agent|ai|tutor|model|copilot|gpt|llm|helper|you)\b"
"""The one ordered to act (a harm by players, docs or the team is no order to the model)."""
PHISH: Final = r"\bask\w*\s+(?:\w+\s+){0,3}?for\s+(?:their|his|her|your)\s+passwords?\b"
DESCRIBED: Final = (
    r"\b(?:tested|tests?\s+(?:whether|if)|tried|attempt\w*|checked|whether|could|would|might"
    r"|simulat\w*|showed|found|learn\w*|explain\w*|discuss\w*|how|why|spot|recogni[sz]\w*"
    r"|refus\w*|never|must\s+not|should\s+not|won't|doesn't|does\s+not|blocks?|blocked|fails?\s+if"
    r"|loses?\s+if|without\s+reveal\w*|instead\s+of|pretend\w*|fake|dummy|mock|sample|goal|scenario\s+was"
    r"|intended|was\s+to|make\s+(?:the|it|a|an)|tr(?:y|ies|ying)\s+to|ask(?:ing|ed)|like"
    r"|jailbreak\w*|finding|write-?up|we|they|told|instructed)\b"
)
"""A harmful act described, forbidden or faked, not ordered."""
REFUSED: Final = r"\b(?:refused|declined|blocked|caught|flagged|stopped|was\s+denied)\b"
"""The act was refused, blocked or caught: a report of a test, not an order."""
