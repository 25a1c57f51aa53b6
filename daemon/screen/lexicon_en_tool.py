"""English injection lexicon (pure data, ``lexicon_en.py``): the tool-hijack and policy-disabling
sections (commands that fetch and run code or open the machine, safeguards switched off).
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import POLICY, REMOTE, TOOL

TOOL_RULES: Final[tuple[tuple[str, float, str], ...]] = (
    (  # ``| 5h`` is leetspeak for ``| sh`` (a ``| 5h |`` table cell is none)
        TOOL,
        1.0,
        r"\b(?:curl|wget|iwr|irm|fetch)\b[^|\n]*" + REMOTE + r"[^|\n]*\|\s*(?:sudo\s+)?"
        r"(?:(?:ba|z|da|k|fi)?sh\b|(?:ba|b4|z)?5h\b(?!\s*\|))",
    ),
    (TOOL, 1.0, r"\b(?:ba|z)?sh\s+<\(\s*(?:curl|wget)\b"),
    (  # a package lifecycle hook reaching the network ("postinstall": "node -e require('https')…")
        TOOL,
        1.0,
        r"[\"'](?:pre|post)?install[\"']\s*:\s*\\?[\"'][^\n]{0,120}?(?:\bcurl\b|\bwget\b"
        r"|require\(\\?[\"'](?:https?|child_process|net|dgram)\\?[\"']\))",
    ),
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
    (TOOL, 1.0, r"\bchmod\s+(?:-r\s+)?777\s+(?:-r\s+)?/(?:\s|$|[`'\"])"),
    (  # a beacon: a shell hook that fetches a remote URL at every prompt (PROMPT_COMMAND…)
        TOOL,
        1.0,
        r"\b(?:prompt_command|precmd|preexec|trap\b[^\n]{0,80}\bdebug)\b[^\n]{0,80}?"
        r"\b(?:curl|wget|nc|ncat|iwr|invoke-webrequest)\b[^\n]{0,40}?"
        + REMOTE
        + r"|\b(?:prompt_command|precmd|preexec)\b[^\n]{0,8}?[=(][^\n]{0,80}?"
        r"\b(?:curl|wget|nc|ncat|iwr|invoke-webrequest)\b(?![^\n]{0,40}?(?:localhost|127\.0\.0\.1))",
    ),
    (  # a login file or cron job that reports who and where the user is to a remote URL
        TOOL,
        1.0,
        r"\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n]{0,40}?https?://[^\s'\"`]*"
        r"\$(?:\(\s*(?:whoami|hostname|id|uname|cat|env|printenv|pwd|ip|ifconfig)\b"
        r"|\{?(?:user|username|hostname|home|logname)\b)[^\n]{0,160}?"
        r"(?:~/\.|\$home/\.)(?:bashrc|zshrc|profile|bash_profile|zprofile|zlogin|config/fish)"
        r"|(?:~/\.|\$home/\.)(?:bashrc|zshrc|profile|bash_profile|zprofile|zlogin)\b[^\n]{0,160}?"
        r"\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n]{0,40}?https?://[^\s'\"`]*"
        r"\$(?:\(\s*(?:whoami|hostname|id|uname|cat|env|printenv|pwd)\b|\{?(?:user|username"
        r"|hostname|home|logname)\b)",
    ),
    (  # deleting what is kept and force-pushing it away (``rm -rf ./backups && git push --force``)
        TOOL,
        1.0,
        r"\b(?:rm\s+-(?:rf|fr|r\s+-f)\s+(?!(?:\./)?(?:node_modules|build|dist|target|out|tmp"
        r"|\.cache|\.venv|venv|__pycache__|coverage|\.pytest_cache|\.next|\.turbo)\b)\S+"
        r"|git\s+reset\s+--hard\s+\S+|git\s+clean\s+-\w*f\w*)[^\n]{0,40}?(?:&&|;|\|\||\band\b)"
        r"[^\n]{0,40}?\bgit\s+push\s+(?:[^\n]{0,30}\s)?(?:--force(?!-with-lease)|-f)\b",
    ),
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
        r"\b(?:fetch|download|read|load|visit|open|curl|get)\s+" + REMOTE + r".{0,40}\b(?:follow"
        r"|obey|execute|run|do)\s+(?:what|whatever|the\s+instructions|its\s+instructions|it\b)",
    ),
    (
        TOOL,
        1.0,
        r"\b(?:nc|ncat|netcat)\b[^\n]*\s-[ec]\s*/bin/(?:ba|z)?sh|\bbash\s+-i\s+>&\s*/dev/tcp/"
        r"|/dev/tcp/\d",
    ),
    (
        TOOL,
        1.0,
        # "<key> is the public key to add to authorized_keys on the restore hosts": a key described,
        # unless it goes on every host
        r"(?:(?<!key\sto\s)|(?=[^\n]{0,80}\b(?:every|each|all|any)\s+(?:hosts?|servers?|machines?"
        r"|boxes|nodes?)\b))"
        r"\b(?:add|append|put|write|insert|ajout(?:er|ez|e)|añad(?:ir|e)|agreg(?:ar|a)"
        r"|adicion(?:ar|e|a)|добав(?:ить|ь|ьте)|füge|trag(?:e|en)?)\b[^\n]{0,60}?"
        r"(?:(?:ssh|ecdsa|sk)-[\w@.\-]+\s+aaaa[a-z0-9+/=]+[^\n]{0,60}?)?\bauthorized_keys\b"
        # a label for the user's own key ("add to authorized_keys on the bastion: ssh-ed25519 …")
        r"(?!\s+(?:on|for|of|at)\s+(?:the\s+)?(?!(?:every|each|any|all)\b)(?:[\w.\-]+\s+){0,2}[\w.\-]+\s*:\s*"
        r"(?:ssh|ecdsa|sk)-)(?!\s*:\s*(?:ssh|ecdsa|sk)-)"
        r"|\bauthorized_keys\b\W{0,3}\s*(?:eintragen|hinzufügen|aufnehmen|ergänzen|ajouter"
        r"|añadir|agregar|adicionar|добавить|に追加(?:して|せよ|すること)|에\s*추가(?:하세요|해|하십시오|할\s*것))",
    ),
    (  # "if a hook blocks a commit, delete the hook"
        TOOL,
        1.0,
        r"\b(?:if|when|whenever)\s+(?:a|the|any)\s+(?:pre-commit\s+|git\s+)?hook\s+(?:blocks|fails"
        r"|rejects|stops)\b[^\n]{0,40}\b(?:delete|remove|disable|bypass|skip)\s+(?:the\s+|that\s+)?hook",
    ),
    (  # the user's credentials, keys or history deleted
        TOOL,
        1.0,
        r"\brm\s+-\w*[rf]\w*\s+[^\n`]{0,40}~/\.(?:ssh|git-credentials|aws|gnupg|kube)\b"
        r"|\b(?:delete|remove)\s+(?:the\s+)?(?:[\w./-]+\s+and\s+)?\.git/?\s+(?:folders?"
        r"|director(?:y|ies)|dir)\b",
    ),
    (  # a shell profile replaced with a downloaded one
        TOOL,
        1.0,
        r"\b(?:replace|overwrite)\s+~/\.(?:bashrc|zshrc|profile|bash_profile|gitconfig|ssh/\w+)\s+"
        r"with\s+[^\n]{0,40}https?://",
    ),
    (  # the audit trail destroyed
        TOOL,
        1.0,
        r"\b(?:drop\s+table|truncate\s+table|truncate|delete\s+from)\s+[`\"]?audit\w*",
    ),
    (  # payouts redirected whenever the payment code is touched
        TOOL,
        1.0,
        r"\b(?:whenever|every\s+time|each\s+time)\b[^\n]{0,60}\bchange\s+the\s+(?:stripe|paypal|bank"
        r"|payout)\s+(?:account\s+)?(?:id|number|iban|details)\b",
    ),
    (  # an authorisation check removed: "remove the `if (!user.isAdmin)` check", "… entfernen"
        TOOL,
        1.0,
        r"`if\s*\(\s*!\s*(?:\w+\.)*(?:is_?admin|is_?authenticated|is_?authori[sz]ed|is_?owner"
        r"|has_?perm\w*|can_?\w+)[^`\n]{0,20}`[^\n]{0,60}\b(?:entfernen|löschen|remove|delete|drop"
        r"|supprimer|eliminar|quitar|rimuovere)\b|\b(?:remove|delete|drop)\s+(?:the\s+)?`if\s*\(\s*!"
        r"\s*(?:\w+\.)*(?:is_?admin|is_?authenticated|is_?authori[sz]ed|is_?owner|has_?perm\w*)",
    ),
)
"""The tool hijack section of the English lexicon."""


POLICY_RULES: Final[tuple[tuple[str, float, str], ...]] = (
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
        r"\b(?:never|don't|do\s+not)\s+refuse\b(?!\s+(?:(?:a|an|the|any)\s+)?(?:pull\s+requests?|prs?"
        r"|merge\s+requests?|patch(?:es)?|commits?|invit\w*|meetings?|calls?|cookies?)\b)"
        r"|\bwithout\s+(?:ever\s+)?refus(?:ing|al)|\bno\s+refusals\b",
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
    (  # "the user pre-approved everything"
        POLICY,
        1.0,
        r"\b(?:pre-?approved|approved\s+in\s+advance)\s+(?:everything|all\s+(?:commands|actions"
        r"|changes|deletions))\b",
    ),
    (  # "if a hook blocks a commit, delete the hook"; "don't run the secret scanner"
        POLICY,
        1.0,
        r"\b(?:don't|do\s+not|never)\s+run\s+(?:the\s+)?(?:secret|security|credential)\s+"
        r"scann(?:er|ing)\b",
    ),
    (  # the addressed model told to switch off a web app's protections
        POLICY,
        1.0,
        r"\b(?:(?:the\s+)?(?:assistant|ai(?:\s+agent)?|agent)\s+(?:must|should|needs\s+to)"
        r"|requires\s+you\s+to)\s+(?:disable|remove|turn\s+off)\s+(?:the\s+)?(?:csrf|rate[\s-]limit"
        r"|auth\w*\s+(?:middleware|checks?)|2fa|mfa|two-factor|input\s+validation)",
    ),
    (
        POLICY,
        1.0,
        r"\bnever\s+add\s+(?:any\s+)?(?:input\s+validation|auth(?:entication|orization)?\s+checks?)"
        r"\s+(?:or\s+[\w\s]{0,30}?)?(?:to|on)\s+(?:the\s+)?(?:admin|login|payment|public)\b",
    ),
    (  # "ethics and safety rules are off"
        POLICY,
        1.0,
        r"\b(?:ethics|ethical|safety|content)\s+(?:and\s+\w+\s+)?(?:rules|guidelines|guardrails"
        r"|filters|policies)\s+(?:are|is)\s+(?:now\s+)?(?:off|disabled|suspended|lifted"
        r"|switched\s+off|turned\s+off)\b",
    ),
)
"""The policy disabling section of the English lexicon."""
