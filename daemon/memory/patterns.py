"""The regular expressions behind the credential and prompt-injection checks (pure data).

Credential patterns run on the NFKC text with its case; injection patterns on the case-folded NFKC
text. Each is a ``(rule, pattern)`` pair; the rule name is what findings report.
"""

from __future__ import annotations

import re
from typing import Final

Rule = tuple[str, re.Pattern[str]]

# --------------------------------------------------------------------------- credentials

CREDENTIAL_PATTERNS: Final[tuple[Rule, ...]] = (
    (
        "private-key",
        re.compile(r"-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----"),
    ),
    (
        "aws-access-key",
        re.compile(
            r"\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z0-9]{16}\b"
        ),
    ),
    (
        "aws-secret-key",
        re.compile(
            r"(?i:aws.{0,20}?(?:secret|private).{0,20}?)[\s:=\"']+[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])"
        ),
    ),
    ("github-token", re.compile(r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255}\b")),
    ("github-token", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{40,255}\b")),
    ("gitlab-token", re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}\b")),
    ("anthropic-key", re.compile(r"\bsk-ant-(?:api|admin|oat)\d{2}-[A-Za-z0-9_\-]{20,}")),
    (
        "openai-key",
        re.compile(
            r"\bsk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_\-]{20,}"
            r"|\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b"
            r"|\bsk-(?!ant-)[A-Za-z0-9]{32,}\b"
        ),
    ),
    ("slack-token", re.compile(r"\bxox[abposre]-(?:\d+-)?[A-Za-z0-9-]{10,}")),
    (
        "slack-webhook",
        re.compile(r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_/]{20,}"),
    ),
    ("stripe-key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b")),
    ("stripe-webhook-secret", re.compile(r"\bwhsec_[A-Za-z0-9]{24,}\b")),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}(?![0-9A-Za-z_\-])")),
    ("huggingface-token", re.compile(r"\bhf_[A-Za-z]{34}\b")),
    ("npm-token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b")),
    ("sendgrid-key", re.compile(r"\bSG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}\b")),
    ("twilio-key", re.compile(r"\bSK[0-9a-f]{32}\b")),
    (
        "jwt",
        re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"),
    ),
    ("bearer-token", re.compile(r"(?i:\bbearer)\s+[A-Za-z0-9\-._~+/]{24,}=*")),
)

SECRET_ASSIGNMENT: Final = re.compile(
    r"(?i:\b[A-Za-z0-9_.\-]*?"
    r"(?:pass(?:word|wd|phrase)?|pwd|secret|token|api[_.\-]?key|apikey|access[_.\-]?key"
    r"|auth[_.\-]?key|private[_.\-]?key|client[_.\-]?secret|credentials?)"
    r"[A-Za-z0-9_.\-]*)[\"']?\s*(?:=|:|=>|:=)\s*(?P<value>[\"'`]?[^\s\"'`,;]{8,}[\"'`]?)"
)
"""``password=…``, ``api_key: …``, ``"client_secret": "…"``; the value is judged by entropy."""

URL_CREDENTIALS: Final = re.compile(
    r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s/:@]{1,64}:(?P<value>[^\s/@]{6,})@[^\s]+"
)

# --------------------------------------------------------------------------- injection

_OVERRIDE_VERB = r"(?:ignore|disregard|forget|override|bypass|neglect|abandon|drop)"
_INSTRUCTION_NOUN = (
    r"(?:instructions?|prompts?|rules|directives?|guidelines|guardrails|commands|orders"
    r"|programming|constraints|restrictions|polic(?:y|ies)|context|system\s+messages?)"
)
_ROLE_TAGS = (
    r"system|assistant|developer|human|instructions?|sys|im_start|im_end|tool_call|tool_result"
    r"|function_results?|function_calls?"
)

INJECTION_PATTERNS: Final[tuple[Rule, ...]] = (
    (
        "instruction-override",
        re.compile(
            rf"\b{_OVERRIDE_VERB}\s+(?:(?:all|any|every|each|of|the|your|my|these|those)\s+)*"
            r"(?:previous|prior|preceding|above|earlier|former|foregoing|original|initial"
            r"|system|developer|safety|security)\s+(?:\w+\s+){0,2}?"
            rf"{_INSTRUCTION_NOUN}\b"
            rf"|\b{_OVERRIDE_VERB}\s+(?:all|any|every|your)\s+(?:of\s+)?(?:your\s+|the\s+|my\s+)?"
            rf"{_INSTRUCTION_NOUN}\b"
            r"|\bnew\s+(?:system\s+)?(?:instructions?|rules|directives?)\s*:"
            r"|\b(?:from\s+now\s+on|henceforth|going\s+forward),?\s+(?:you\s+(?:are|will|must"
            r"|shall|should)\s+)?(?:ignore|disregard|obey\s+only|only\s+obey|no\s+longer\s+follow"
            r"|act\s+without\s+restrictions)"
            r"|\byou\s+are\s+(?:now\s+)?(?:no\s+longer\s+(?:bound|restricted|an?\s+(?:ai|assistant))"
            r"|dan\b|jailbroken|unrestricted|unfiltered|in\s+(?:developer|god|dan|jailbreak)\s+mode)"
            r"|\b(?:enable|enter|activate|switch\s+to)\s+(?:developer|god|dan|jailbreak"
            r"|unrestricted)\s+mode\b"
            r"|\b(?:do\s+not|don't|never)\s+(?:follow|obey|adhere\s+to)\s+(?:the\s+|your\s+|any\s+)?"
            r"(?:system|developer|previous|prior|original|safety)\s+(?:prompt|instructions?|rules"
            r"|guidelines|messages?)"
            r"|\bjailbreak(?:ing)?\s+(?:the\s+)?(?:model|assistant|ai|llm|yourself)\b"
        ),
    ),
    (
        "role-marker",
        re.compile(
            r"<\|\s*(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id"
            r"|start_header_id|end_header_id|begin_of_text|eom_id)\s*\|>"
            rf"|</?\s*(?:{_ROLE_TAGS})(?:\s[^>]*)?>|</user\s*>"
            r"|\[/?(?:inst|sys)\]|<</?sys>>"
            r"|^\s*(?:#{1,3}\s*)?(?:system|developer)\s+(?:message|prompt|instructions?)\s*:"
            r"|\b(?:human|assistant|system)\s*:\s.*\b(?:human|assistant|system)\s*:\s"
        ),
    ),
    (
        "conceal-from-user",
        re.compile(
            r"\b(?:do\s+not|don't|dont|never|without)\s+(?:tell(?:ing)?|inform(?:ing)?"
            r"|mention(?:ing)?|reveal(?:ing)?|disclos(?:e|ing))"
            r"\s+(?:(?:this|it|that|anything)\s+)?(?:to\s+)?(?:the\s+)?(?:user|human|operator)s?"
            r"\b(?!'|’)"
            r"|\b(?:keep|hide)\s+(?:this|it|that|these|everything|the\s+\w+)\s+(?:hidden\s+|secret\s+)?"
            r"from\s+(?:the\s+)?(?:user|human|operator)s?\b"
            r"|\b(?:secretly|covertly|silently|quietly|discreetly)\s+(?:send|upload|post|forward"
            r"|exfiltrate|copy|transmit|email|install|execute|delete|modify|disable)\b"
            r"|\bwithout\s+(?:the\s+)?(?:user|human|operator)(?:'s|s'|’s)?\s+(?:knowing|knowledge"
            r"|noticing|consent|permission|seeing|being\s+aware)"
            r"|\b(?:this|these)\s+(?:instructions?|messages?|notes?|rules?)\s+(?:is|are|must\s+"
            r"(?:be|remain|stay))\s+(?:secret|hidden|confidential)\s+from\b"
        ),
    ),
    (
        "exfiltration",
        re.compile(
            r"\b(?:curl|wget|nc|ncat|netcat|socat|scp|rsync|sftp|ftp|telnet|invoke-webrequest"
            r"|invoke-restmethod|iwr|irm)\b[^\n]*?(?:\$\{?\w*(?:key|token|secret|pass|cred|auth)\w*"
            r"|\$\(\s*(?:env|printenv|cat)\b|`\s*(?:env|printenv|cat)\b|~/\.ssh|\.ssh/|id_rsa"
            r"|id_ed25519|\.aws/credentials|\.netrc|/etc/(?:passwd|shadow)|\.env\b|\bprintenv\b"
            r"|--data(?:-binary|-urlencode)?[\s=]+@|-d\s*@|-f\s+(?:\w+=)?@|-t\s+\S*"
            r"(?:\.env|id_rsa|credentials))"
            r"|\b(?:env|printenv|cat\s+\S*(?:\.env|id_rsa|id_ed25519|credentials|\.netrc|passwd"
            r"|shadow)\S*)\s*\|\s*(?:curl|wget|nc|ncat|netcat|socat|base64)\b"
            r"|\b(?:send|upload|post|forward|email|exfiltrate|transmit|leak|copy|paste)\s+"
            r"(?:(?:all|any|the|your|my|their|its|every)\s+)*(?:\w+\s+)?(?:api\s+keys?|credentials"
            r"|secrets|tokens|passwords|private\s+keys?|ssh\s+keys?|env(?:ironment)?\s+(?:variables"
            r"|vars|file)|\.env(?:\s+file)?|cookies|session\s+tokens|conversation(?:\s+history)?"
            r"|chat\s+history|system\s+prompt)\s+(?:\w+\s+){0,3}?(?:to|at|via|into)\s+"
            r"(?:https?://|\S+@\S+\.\w+|[\w.\-]+\.(?:com|net|org|io|xyz|ru|cn|me|co|site|app|dev"
            r"|sh|tk|top)\b|(?:a\s+|the\s+|my\s+|this\s+)?(?:webhook|pastebin|attacker|remote"
            r"\s+server|external\s+server|url|endpoint))"
            r"|!\[[^\]]*\]\(\s*https?://[^)\s]*[?&][^)\s]*=\s*(?:\{|\$|<|%7b)"
        ),
    ),
    (
        "prompt-extraction",
        re.compile(
            r"\b(?:reveal|print|output|repeat|show|leak|dump|disclose)\s+(?:me\s+)?"
            r"(?:the\s+|your\s+)?(?:full\s+|entire\s+|complete\s+|exact\s+)?(?:system|developer"
            r"|hidden|initial|original)\s+(?:prompt|instructions?|message)"
        ),
    ),
)
