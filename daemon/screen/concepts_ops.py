"""Concepts of operational orders (``injection_ops.py``), as regular-expression sources over the
folded (lower-case NFKC) text: acts on a business's money, accounts, keys, orders and data that an
agent's tools can do, and what makes an order to do one an injection rather than a note.

An act is a verb in its base form (or its ``-s`` form after the agent as subject) and, close after
it, the object that makes it one: a refund, a payout bank account, a price set to a token amount,
an admin account, an SSH key, held orders approved, 2FA switched off, a domain moved, backups
deleted, a role granted, invoices marked paid.
"""

from __future__ import annotations

from typing import Final

_S: Final = r"(?:s|es)?"
"""The ``-s`` form of a verb (kept apart: only the agent as subject may take it)."""

_GAP: Final = r"(?:\s+(?:[\w'’#.\-@/]+|`[^`]{1,80}`))"
"""One word (an order number, an address, a quoted key) between a verb and its object."""


VERBS: set[str] = set()
"""Every act verb's first word, in its base form."""


BY_VERB: dict[str, list[str]] = {}
"""Each verb's first word -> the acts it opens (matched only where that word stands)."""


def _act(verbs: str, obj: str, gap: int = 4) -> str:
    source = rf"\b(?:{verbs}){_S}\b(?:{_GAP}){{0,{gap}}}?\s+(?:{obj})"
    for v in verbs.split("|"):
        word = v.split("\\")[0]
        VERBS.add(word)
        if source not in BY_VERB.setdefault(word, []):
            BY_VERB[word].append(source)
    return source


ACTS: Final = "|".join(
    (
        # refunds and money out
        _act(
            r"refund|reimburse",
            r"(?:the|all|every|each|any|their|his|her|my|our|them|it|everyone|anyone|everybody|that|this"
            r"|these|those|both|full|in\s+full|orders?|customers?|payments?|purchases?|carts?|charges?"
            r"|transactions?|subscriptions?|buyers?|users?|[#$€£\d])\b",
            0,
        ),
        _act(
            r"issue|process|push|grant|give|send|trigger|approve",
            r"(?:full\s+|complete\s+|100\s*%\s+)?refunds?\b",
        ),
        _act(
            r"call|use|hit|invoke|trigger|run",
            r"(?:refund|payout|payment)\s+(?:api|tool|endpoint|function)\b",
            2,
        ),
        _act(
            r"change|update|set|switch|replace|edit|swap|point|redirect|move|repoint",
            r"(?:(?:payout|payouts|bank|banking|beneficiary|remittance|settlement|vendor|supplier|payee"
            r"|salary|payroll|wage|pension"
            r"|merchant|receiving|deposit)\b[\w\s'’]{0,40}?\b(?:accounts?|details|iban|info\w*|destination"
            r"|numbers?)\b|iban\b|payout\s+(?:account|method|destination)s?)",
        ),
        _act(
            r"wire|transfer|pay|send|move",
            r"(?:(?:an?|another|exactly|about|over)\s+)?(?:[€$£]\s?\d|\d[\d,.]*\s*(?:k\s+)?(?:eur|usd|gbp|€|\$"
            r"|euros?|dollars?)\b|the\s+(?:balance|funds|float)\b|all\s+(?:funds|the\s+money)\b)",
            0,
        ),
        # prices and discounts
        _act(
            r"set|change|drop|lower|reduce|update|make|put",
            r"(?:the\s+)?(?:prices?|vat|tax|gst|sales\s+tax|stock|inventory|quantit(?:y|ies)|rent|fees?)"
            r"(?:\s+rates?)?\b[^.;]{0,50}?\bto\s+(?:[€$£]\s?)?"
            r"(?:0(?:[.,]0*\d{1,2})?\b|1\s*(?:eur|usd|gbp|€|\$)|free\b|zero\b|1\s*cent)",
            6,
        ),
        _act(
            r"raise|increase|hike|multiply|inflate|cut|slash|lower|reduce|mark\s+up",
            r"(?:[\w\s]{0,24}?)\bprices?\b[^.;]{0,30}?\bby\s+(?:[1-9]\d{2,}|9\d)\s*%",
            4,
        ),
        _act(
            r"create|make|issue|generate|apply|add|give|set\s+up|publish",
            r"(?:100\s*%\s*(?:off\b|discount|coupon|code|voucher|promo)|(?:free|unlimited)[\w\s]{0,12}?"
            r"\b(?:vouchers?|coupons?|codes?|gift\s+cards?)\b|\w+\s+(?:code|coupon|voucher)\s+with\s+unlimited)",
            8,
        ),
        # accounts, roles, keys
        _act(
            r"create|add|make|set\s+up|invite|register|provision|open|enable",
            r"(?:staff|admin\w*|owner|superuser|super[\s-]admin|root|privileged|backdoor|hidden|shadow"
            r"|maintenance|service|support|new|extra|second)\b[\w\s\-'’]{0,20}?\b(?:users?|accounts?|logins?"
            r"|members?|identit(?:y|ies))\b",
        ),
        _act(
            r"grant|give|assign|add|promote|elevate|make|upgrade|invite",
            r"(?:[\w\s.@'’\-]{0,60}?)\b(?:owner|admins?\b|administrator|superuser|root\b|billing[\s-]admins?"
            r"|full[\s-](?:access|permissions|rights|control)|admin[\s-](?:rights|access|role)|sudo\b"
            r"|org(?:anisation|anization)?[\s-]owner|(?:write|push|merge|deploy)\s+access"
            r"|verified\s+(?:badges?|status|ticks?|checkmarks?)|trusted\s+(?:badges?|status)|prod\w*\s+access"
            r"|database\s+access)(?=\s*(?:$|[.;,:)!?]|(?:roles?|rights|access|groups?"
            r"|permissions?|privileges?|status|team|seats?|level)\b|(?:to|for|on|in|of|so|and)\s))",
            3,
        ),
        _act(
            r"add|append|put|install|copy|write|insert|paste|drop|authorise|authorize|register",
            r"(?:(?:this|the|a|an|our|my|following|new|his|her|their)\s+)?(?:ssh|public|deploy)\s+keys?\b"
            r"|`?ssh-(?:ed25519|rsa|dss)|`?ecdsa-sha2|[\w\s'’]{0,24}?\bto\s+\S*authorized_keys",
        ),
        _act(
            r"unlock|reactivate|unsuspend|unban|unblock|unmute|restore|re-?enable|reinstate",
            r"(?:[\w\s\-]{0,24}?)\b(?:accounts?|users?|logins?|members?|sellers?|merchants?|players?)\b"
            r"|(?:everyone|everybody|all)\b",
            1,
        ),
        _act(
            r"publish|post|upload|share|expose|leak|push",
            r"(?:[\w\s\-'’]{0,16}?)\b(?:internal|private|confidential|secret|unreleased|cost|embargoed)\s+"
            r"(?:[\w\-]+\s+)?"
            r"(?:price\s+lists?|prices|data|documents?|files?|reports?|figures|lists?|margins?|stor(?:y|ies)"
            r"|articles?|results?)\b",
            2,
        ),
        _act(
            r"ban|kick|mute|suspend|block|deactivate|expel|lock\s+out|delete|remove|fire|reject",
            r"(?:every|all|any)\b[^.;]{0,20}?\b(?:players?|users?|members?|customers?|students?|employees?"
            r"|accounts?|candidates?|applicants?|staff|reviewers?|moderators?)\b",
            0,
        ),
        _act(
            r"set|bump|raise|increase|top\s+up|give|grant|add|change|update",
            r"(?:[\w\s'’]{0,30}?)\b(?:currency|coins?|gems?|credits?|balances?|points|gold|tokens|xp"
            r"|(?:credit\s+|spending\s+|withdrawal\s+)?limits?)\b[^.;]{0,30}?\bto\s+(?:[€$£]\s?)?\d[\d,.]{4,}",
            2,
        ),
        _act(
            r"set|change|raise|bump|give|mark|update|edit|award",
            r"(?:[\w\s'’]{0,40}?)\b(?:(?:grades?|marks|scores?|ratings?)\b[^.;]{0,30}?\bto\s+(?:a\+?|\d+\s*/\s*\d+"
            r"|100\s*%|full|five\s+stars|5\s+stars|top)(?!\w)|full\s+marks)",
            2,
        ),
        _act(
            r"transfer|hand\s+over|give|assign|move|change|reassign",
            r"(?:[\w\s]{0,20}?)\bowner(?:ship)?\b",
            2,
        ),
        # orders, transactions, invoices
        _act(
            r"approve|accept|release|clear|whitelist|allowlist|unblock|pass|fulfil|fulfill|ship|capture"
            r"|unhold|unflag",
            r"(?:[\w\s\-]{0,30}?)\b(?:held|flagged|pending|blocked|suspicious|on[\s-]hold|quarantined"
            r"|fraud\w*|risky|disputed|chargebacks?|disputes?|claims?|(?:refund|return)\s+requests?)\b",
            1,
        ),
        _act(
            r"mark|flag|set|label|tag|record|close",
            r"[\w\s\-#]{0,40}?\bas\s+(?:approved|paid|fulfill?ed|safe|verified|legitimate|trusted|shipped"
            r"|delivered|refunded|settled|cleared|repaid|written\s+off)\b",
            1,
        ),
        _act(
            r"cancel|terminate|void|annul|write\s+off|pay|settle",
            r"(?:all|every|each|any)\b[\w\s\-]{0,30}?\b(?:subscriptions?|invoices?|orders?|contracts?"
            r"|payments?|shipments?|bookings?|licen[cs]es?|meetings?|events?|appointments?|reservations?"
            r"|loans?|bills?)\b",
            2,
        ),
        _act(
            r"issue|give|add|grant|credit|send|load|top\s+up",
            r"(?:[€$£]?\s?\d[\d,.]*\s*(?:eur|usd|gbp|€|\$)?\s+)?(?:store\s+credit|gift\s+cards?|vouchers?"
            r"|loyalty\s+points|bonus\s+points|account\s+credit|credits?\b)",
        ),
        _act(
            r"change|update|set|redirect|reroute|swap|replace|edit",
            r"(?:[\w\s]{0,30}?)\b(?:shipping|delivery|billing)\s+address(?:es)?\b",
            2,
        ),
        _act(
            r"redirect|reroute|route|divert|forward|send",
            r"(?:all|every|each|any)\b[\w\s\-]{0,30}?\b(?:parcels?|shipments?|deliveries|packages?|orders?"
            r"|donations?|payments?|funds|revenue|proceeds|payouts?|income|transfers?|refunds?)\b"
            r"[^.;]{0,60}?\bto\b",
            0,
        ),
        _act(
            r"set|change|reset|update|make",
            r"(?:[\w\s'’]{0,30}?)\b(?:codes?|pins?|passcodes?|combinations?)\b[^.;]{0,40}?\bto\s+"
            r"(?:0000|1111|1234|12345|123456|000000)\b",
            2,
        ),
        # security controls and infrastructure
        _act(
            r"disable|turn\s+off|switch\s+off|remove|reset|bypass|deactivate|drop|clear|skip|strip|unenroll"
            r"|suspend|lift|relax|waive|pause",
            r"(?:(?:the|their|his|her|its)\s+)?(?:2fa|mfa|two[\s-](?:factor|step)|multi[\s-]factor|totp"
            r"|authenticator|otp|2-step|second\s+factor)\b",
        ),
        _act(
            r"transfer|move|push|hand\s+over|give",
            r"(?:the\s+|our\s+|this\s+)?(?:[\w.\-]+\.\w{2,}\s+)?domains?\b",
            3,
        ),
        _act(
            r"change|update|point|set|repoint|switch",
            r"(?:the\s+)?(?:mx\s+records?|nameservers?|ns\s+records?|dns\s+records?)\b",
        ),
        _act(
            r"delete|remove|wipe|purge|drop|destroy|erase|empty|truncate|shred|nuke|rm",
            r"(?:[\w\s\-'’]{0,30}?)\b(?:backups?|snapshots?|dumps?|restore\s+points?|recovery\s+points?"
            r"|audit\s+(?:logs?|trail)|access\s+logs?|price\s+history|order\s+history|changelog"
            r"|release\s+tags|production\s+(?:database|db|machines?|servers?|data)|prod\s+(?:database|db)"
            r"|customer\s+(?:data|table|records?)|(?:the|all)\s+(?:databases?|repos(?:itories)?|machines?"
            r"|servers?|instances?|volumes?|buckets?|assignments?))\b(?!\s+of\b)",
            2,
        ),
        _act(
            r"make|set|turn|flip|switch",
            r"(?:[\w\s\-'’]{0,30}?)\b(?:bucket|repo(?:sitory)?|container|blob|share|drive|folder|dataset"
            r"|database|project)s?\b[\w\s]{0,12}?\bpublic\b",
            3,
        ),
        _act(
            r"open|expose|allow",
            r"(?:[\w\s]{0,24}?)\b(?:port\s+\d+|ssh|rdp|the\s+database)\b[^.;]{0,40}?(?:0\.0\.0\.0/0|the\s+(?:whole\s+)?(?:internet|world)|any\s+ip|everyone)",
            2,
        ),
        _act(
            r"disable|turn\s+off|switch\s+off|stop|pause|remove|suspend|lift|relax|drop|raise",
            r"(?:(?:the|its|all|every)\s+)?(?:access\s+logs?|audit\s+(?:logs?|logging|trail)|logging\b|cloudtrail"
            r"|fraud\s+(?:filters?|checks?|rules?|screening)|alerts?\b|alerting|monitoring|rate[\s-]limits?"
            r"|throttl\w*|captcha|waf\b|firewall\s+rules?|password\s+polic\w+|ip\s+allowlist)",
            2,
        ),
        _act(
            r"run|execute|do", r"`?(?:npm|yarn|pnpm)\s+publish\b[^`.;]{0,40}?--access\s+public", 1
        ),
        _act(
            r"run|execute|do|call",
            r"`?[\w\-]+(?:\s+[\w\-]+)?\s+(?:secrets?|env|config|vars?)\s+(?:unset|delete|rm|remove)\s+--all\b",
            1,
        ),
        _act(
            r"reboot|restart|shut\s+down|kill|power\s+(?:off|cycle)|terminate|stop|wipe|reset|reimage",
            r"(?:all|every|each)\b[^.;]{0,30}?\b(?:servers?|machines?|instances?|nodes?|containers?|pods?"
            r"|vms?|them|hosts?|clusters?|databases?)\b",
            1,
        ),
        _act(
            r"add|include|append|paste|attach|put|print|quote|embed",
            r"(?:the\s+)?(?:full\s+|raw\s+|whole\s+)?contents?\s+of\s+`?(?:~|\$home)?/?[\w./\-]*(?:id_(?:rsa"
            r"|ed25519|ecdsa|dsa)|\.env\b|credentials|\.pem|\.key|\.npmrc|\.pypirc|\.netrc|secrets?)",
            1,
        ),
    )
)
"""An operational act on money, accounts, keys, orders or data (its verb opens the match)."""

INTRINSIC: Final = (
    r"^(?:disable|turn\s+off|switch\s+off|stop|pause|remove|suspend|lift|relax|drop)s?\b[^.;]{0,30}?"
    r"\b(?:fraud\s+(?:filters?|checks?|rules?|screening)|rate[\s-]limits?|audit\s+(?:logs?|logging|trail)"
    r"|captcha|waf)\b|\bby\s+(?:[1-9]\d{2,}|9\d)\s*%|\b(?:internal|private|confidential)\b[^.;]{0,30}\bpublic\b|\bto\s+(?:[€$£]\s?)?0(?:[.,]0*\d{1,2})?\b|100\s*%\s*(?:off|discount|coupon|code|voucher|promo)"
    r"|unlimited\s+uses|\bfull[\s-](?:access|permissions|rights|control)"
    r"|\bpublic\b(?!\s*(?:deploy\s+|ssh\s+|signing\s+)?(?:keys?|half|part|cert\w*|ip|url|api|docs?|pages?|site"
    r"|ingestion|dns|suffix|holiday|repo\w*|domain))|0\.0\.0\.0/0"
    r"|\bas\s+paid\b|--access\s+public|\b(?:2fa|mfa|two[\s-]factor|multi[\s-]factor)\b"
    r"|(?:kill|unset|delete|destroy)\s+--all\b|\brm\s+-rf\s+/|\bcontents?\s+of\b"
)
"""What an act's clause may hold that makes it harmful by itself when ordered."""

UNIVERSAL: Final = (
    r"\b(?:every|all|each|any|anyone|anybody|everyone|everybody|everything|whatever|whichever)\b"
)
"""An act done for everything or everyone."""

STANDING: Final = (
    r"\b(?:whenever|every\s+time|each\s+time|from\s+now\s+on|going\s+forward|henceforth|from\s+today"
    r"|standing\s+(?:rule|order)|automatically|on\s+(?:each|every)\s+\w+|(?:every|each)\s+(?:night|day"
    r"|morning|evening|hour|week|month|run|deploy\w*|build|session|release|sync|cycle|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|weekend)|(?:for\s+)?(?:each|every|any)\s+new\s+\w+|any\s+time"
    r"|nightly|hourly"
    r"|daily|after\s+(?:every|each)\s+\w+|as\s+a\s+rule|by\s+default|on\s+a\s+schedule|always)\b"
    r"|\b(?:when(?:ever)?|once|if)\s+you\s+(?:next\s+)?(?:have|get|gain|obtain)\s+(?:\w+\s+)?(?:shell|root|ssh"
    r"|admin|write|sudo|prod\w*|server)\s+access\b"
)
"""A standing rule, a schedule or an opportunity ("when you have shell access"): the act is to be
done without the user there."""

UNCHECKED: Final = (
    r"\b(?:without|w/o)\s+(?:\w+\s+){0,2}?(?:check\w*|contest\w*|disput\w*|question\w*|ask\w*|approval|approv\w*|review\w*|confirm\w*|looking"
    r"|verif\w*|telling|notify\w*|informing|waiting|a\s+ticket|questions|logging|a\s+trace)"
    r"|\bno\s+(?:need|questions?|confirmation|approvals?|review|time\s+for|ticket|sign[\s-]?off)\b"
    r"|\b(?:do\s+not|don'?t|never)\s+(?:ask|check|confirm|wait|tell|notify|inform|log|mention|escalate)\b"
    r"|\bregardless\s+of\b|\balready\s+(?:been\s+)?(?:approved|signed|cleared|authori[sz]ed|verified|ok)"
    r"|\bpre-?(?:approved|authori[sz]ed)\b|\bskip\s+(?:the\s+)?(?:\w+\s+)?(?:approval|review|checks?|confirmation|verification)"
    r"|\b(?:quietly|silently|secretly|discreetly)\b|\btell\s+(?:nobody|no\s+one)\b|\b(?:no\s+one|nobody)\s+needs"
    r"|\b(?:no\s+one|nobody)\s+will\s+(?:mind|notice|check|know|care)"
    r"|\b(?:said|says)\s+it'?s\s+(?:fine|ok)|\bapproved\s+it\b|\bmanager\s+(?:said|approved|wants)"
    r"|\bno\s+human\b|\bnot\s+(?:notify|tell|inform|log)\b|\bout\s+of\s+the\s+(?:changelog|logs?|audit)"
)
"""The checks the act would normally pass through, waived."""

OUTSIDE: Final = (
    r"[\w.+\-]+@[\w\-]+\.[\w.\-]+|(?<![/+=])\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,7}(?:\s?[a-z0-9]{1,4})?\b(?![/+=])"
    r"|\baccount\s+of\b|\b(?:external|outside|personal"
    r"|third[\s-]party|private)\s+(?:account|address|wallet|registrar)"
)
"""A party outside the business: an e-mail address, a bank account number, an SSH key. The
account number is no run inside a base64 body (``…G+bz33wofzzhvgc7jm …`` of a public key;
inj27a)."""

ADDRESSED: Final = (
    r"\b(?:note|p\.?\s?s\.?|message|memo|reminder|instructions?|action\s+required|processing\s+note"
    r"|heads[\s-]up|request)\s+(?:to|for|by)\s+(?:the\s+|any\s+|all\s+|whatever\s+|whichever\s+|every\s+)?"
    r"(?:[\w\-]+\s+){0,2}?(?:bots?|agents?|ai|assistants?|automation|automated\s+\w+|llms?|models?"
    r"|systems?|scripts?|tools?|integrations?)\b"
    r"|\b(?:to|for)\s+(?:whatever|whichever|any)\s+(?:\w+\s+)?(?:bots?|ai|agents?|models?|assistants?"
    r"|llms?|systems?)\b"
    r"|\b(?:ais?|bots?|agents?|assistants?|automation|llms?)(?:\s+helper)?(?:\s*[:,]|\s+[-—–]\s)"
    r"|\b(?:bots?|ai|agents?|assistants?)\s*,?\s+please\b"
    r"|\b(?:bots?|ai|agents?|assistants?|models?)\s+(?:reading|screening|processing|handling|parsing"
    r"|filing|summari[sz]ing)\b[^,:;.]{0,30}[,:]"
    r"|\bto\s+the\s+(?:\w+\s+)?(?:assistant|bot|ai|agent|automation)\s+(?:that|which|who)\b"
    r"|\b(?:any|every|whatever|whichever)\s+(?:\w+\s+)?(?:bots?|ai|agents?|models?|assistants?|llms?)\s+\w+ing\b"
    r"|\b(?:automated|automatic)\s+(?:\w+\s+)?(?:systems?|assistants?|tools?|agents?|processing|processors?|readers?)"
    r"|\b(?:bots?|agents?|ais?|models?|assistants?|tools?)\s+(?:that|which|who)\s+(?:process|read|handle"
    r"|parse|see|summari[sz]e|ingest)"
    r"|(?:^|[\s'\"(\[.])system\s*:"
    r"|\b(?:whatever|whichever|any|every)\s+(?:\w+\s+)?(?:bots?|ai|agents?|models?|assistants?|llms?)\s+"
    r"(?:that\s+|who\s+|which\s+)?(?:reads?|sees?|process\w*|handles?|gets?|is\s+listening)\b"
)
"""Content that turns to the agent that reads it ("P.S. to the support bot", "note to any AI")."""

PASTED: Final = (
    r"(?<![/.@\w])(?:reviews?|e-?mails?|mails?|invoices?|receipts?|tickets?|transcripts?|forms?|fields?|comments?"
    r"|messages?|footers?|ocr|scanned|statements?|outputs?|payloads?|responses?|descriptions?|letters?"
    r"|essays?|submissions?|memos?|pdf|calendar|invites?|issues?|pull\s+requests?|commits?|voicemails?"
    r"|chats?|slack|discord|pasted|forwarded|quoted|body|posts?|tweets?|dms?|sms|logs?|logged"
    r"|requests?|listings?|rows?|applications?|entries|entry|records?|repl(?:y|ies)|feedback"
    r"|surveys?|complaints?)\b"
    r"(?![.\-/@])[^:\n]{0,40}:"
)
"""Content written by someone else and pasted into the note (its label, then a colon, opens the
line)."""

EMBED_VERBS: Final = frozenset(
    {
        "give", "move", "reject", "merge", "publish", "pay", "ban", "unban", "kick", "mute",
        "cancel", "approve", "grant", "rate", "score", "mark", "promote", "demote", "accept",
        "decline", "escalate", "forward", "email", "export", "upload",
        "share", "post", "install", "download", "execute", "run", "change", "update", "set",
        "delete", "remove", "add", "transfer", "send", "close", "open", "reset", "lock", "unlock",
        "ship", "issue", "book", "schedule", "reschedule", "sign", "submit", "archive", "hide",
        "block", "whitelist", "allowlist", "assign", "enroll", "drop", "wipe", "purge", "raise",
        "lower", "bump", "boost", "upgrade", "downgrade", "refund", "credit", "disable", "enable",
        "create", "invite", "apply", "release", "push", "deploy", "rename", "revoke", "suspend",
    }
)  # fmt: skip
"""Verbs that act (not "reply", "tell", "summarise"): an order to the bot inside pasted content."""
