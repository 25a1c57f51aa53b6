"""English injection lexicon (pure data, ``lexicon_en.py``): the override and role-tag
sections (the model's instructions cancelled or replaced, text posing as a system or developer
message).
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import AI, EARLIER, NOUN, OVERRIDE, ROLE, TAG_NAMED, VERB

OVERRIDE_RULES: Final[tuple[tuple[str, float, str], ...]] = (
    (
        OVERRIDE,
        1.0,
        rf"\b{VERB}\s+(?:(?:all|any|every|each|of|the|your|my|these|those|its)\s+)*"
        rf"{EARLIER}\s+(?:\w+\s+){{0,2}}?{NOUN}\b",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\b{VERB}\s+(?:all|any|every|your)\s+(?:of\s+)?(?:your\s+|the\s+|my\s+)?"
        rf"{NOUN}\b",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\bpay\s+no\s+attention\s+to\s+(?:the\s+|your\s+|any\s+)?(?:\w+\s+){{0,2}}"
        rf"{NOUN}",
    ),
    (OVERRIDE, 1.0, rf"\bstop\s+following\s+(?:your|the|all|any)\s+(?:\w+\s+)?{NOUN}"),
    (
        OVERRIDE,
        1.0,
        rf"\b(?:the\s+)?{EARLIER}\s+(?:\w+\s+){{0,3}}?{NOUN}\s+(?:you\s+were\s+given"
        r"\s+)?(?:are|is|have\s+been|has\s+been)\s+(?:now\s+)?(?:void|null|revoked|cancel+ed"
        r"|obsolete|suspended|lifted|overridden|invalid|no\s+longer\s+valid)",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\b{NOUN}\s+(?:you\s+were\s+given\s+)?(?:before|earlier|previously)\s+"
        r"(?:are|is)\s+(?:now\s+)?(?:void|null|obsolete|cancel+ed|revoked)",
    ),
    (
        OVERRIDE,
        1.0,
        rf"\b{VERB}\s+(?:whatever|any|all)\s+(?:\w+\s+)?{NOUN}\s+you\s+(?:were|have"
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
        rf"\binstead\s+of\s+your\s+(?:original|own|usual|system)\s+(?:ones|{NOUN})",
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
    (OVERRIDE, 0.6, rf"\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+)?{AI}\b"),
    (
        OVERRIDE,
        1.0,
        rf"\b(?:note|message|memo|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+)?{AI}\s*[:,\-]",
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
        r"|messages?)\s+(?:in|from|inside)\b(?:(?!\bas\s).){0,40}\bas\s+(?:a\s+|an\s+)?(?:commands?|instructions?"
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
        rf"\b{VERB}\s+(?:whatever|any|all)\s+(?:\w+\s+)?{NOUN}\s+you\s+(?:follow|have|obey)",
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
)
"""The override section of the English lexicon."""


ROLE_RULES: Final[tuple[tuple[str, float, str], ...]] = (
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
        r"|instructions?)(?:\s[^>]*)?>" + TAG_NAMED,
    ),
    (ROLE, 1.0, r"</user\s*>|\[/?(?:inst|sys)\]|<</?sys>>"),
    (ROLE, 1.0, r"\[(?:system|assistant|developer)\]\(#\w+\)"),
    (
        ROLE,
        1.0,
        r"(?:^|[.!]\s+)\W{0,6}(?:#{1,4}\s*)?(?:system|developer"
        r"|admin(?:istrator)?(?:\s+override)?|root)\s*:\s*(?:you\b|ignore|disregard|forget|obey"
        r"|override|from\s+now|new\b|the\s+following|every|always|never|do\s+not|comply|reply"
        r"|respond|answer|execute|run\b|the\s+assistant|elevated|all\b)",
    ),
    (
        # "Instruction:" labels a rule file's line ("INSTRUCTION: Always store your outputs in
        # artifacts/"); as a role tag it must then override or address the assistant
        ROLE,
        1.0,
        r"(?:^|[.!]\s+)\W{0,6}(?:#{1,4}\s*)?instructions?\s*:\s*(?:ignore|disregard|forget|obey"
        r"|override|from\s+now|new\b|comply|the\s+assistant|elevated)",
    ),
    (
        ROLE,
        1.0,
        # a quoted user/assistant exchange is a chat fragment, screened for what it says; a system
        # turn in it is a forged one
        r"\b(?:human|user|assistant)\s*:\s.{0,200}\bsystem\s*:\s|\bsystem\s*:\s.{0,200}"
        r"\b(?:human|user|assistant)\s*:\s|\bhuman\s*:\s.{0,200}\bassistant\s*:\s",
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
    (ROLE, 1.0, rf"<!--(?:(?!-->).)*\b(?:you|{AI}|instructions?|system|obey)\b"),
    (
        ROLE,
        1.0,
        # not a product control: "admin override for X", "Admin override: the feature flag …"
        r"\b(?:admin|system|developer|root)\s+override\b(?!\s*:?\s+(?:(?:the|a|an|this|that"
        r"|each|per)\s+)?(?:for|of|in|on|is|are|was|were|button|flag|setting|field|option|feature"
        r"|page|panel|console|toggle|switch|permission)s?\b)",
    ),
)
"""The role tags section of the English lexicon."""
