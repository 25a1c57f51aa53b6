"""English injection lexicon (pure data, ``lexicon_en.py``): the persona, persistence and
concealment sections (a lawless role, a note that keeps itself alive or promotes, things hidden
from the user).
"""

from __future__ import annotations

from typing import Final

from .lexicon_en import AI, CONCEAL, EXTRACTION, PERSISTENCE, PERSONA

PERSONA_RULES: Final[tuple[tuple[str, float, str], ...]] = (
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
        rf"|impersonate)\s+(?:an?\s+|the\s+)?(?:\w+\s+){{0,3}}?(?:{AI}|hacker|evilbot|human"
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
    (PERSONA, 1.0, rf"\bforget\s+(?:that\s+)?you\s+are\s+(?:an?\s+)?{AI}"),
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
    (  # a persona that skips the safeguards: "act as a reckless engineer who skips reviews"
        PERSONA,
        1.0,
        r"\b(?:act\s+as|you\s+are(?:\s+now)?|roleplay\s+as|play)\s+[^\n]{0,40}\b(?:reckless|rogue"
        r"|careless)\s+(?:\w+\s+){0,2}(?:engineer|developer|admin|sysadmin|dev|hacker|operator)\b",
    ),
    (  # "you are 'root' ... root does not ask for confirmation"
        PERSONA,
        1.0,
        r"\byou\s+are\s+['\"‘“]?(?:root|the\s+superuser|superuser)\b[^\n]{0,80}\b(?:does\s+not"
        r"|doesn't|never)\s+(?:ask|need|wait)s?\s+(?:for\s+)?(?:confirmation|permission|approval)",
    ),
    (  # an authority granted by a persona: "act as the CTO with authority to approve …"
        PERSONA,
        1.0,
        r"\bact\s+as\s+(?:the\s+)?(?:\w+'s\s+)?(?:cto|ceo|ciso|owner|security\s+officer)\s+with\s+"
        r"(?:full\s+)?authority\s+to\s+approve\b",
    ),
)
"""The persona section of the English lexicon."""


PERSISTENCE_RULES: Final[tuple[tuple[str, float, str], ...]] = (
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
    (  # the note copied into every project, or for other agents to pick up
        PERSISTENCE,
        1.0,
        r"\b(?:copy|append|add|paste|replicate|propagate|write)\s+this\s+(?:instruction|note|entry"
        r"|paragraph|message)\b(?:[^\n.]|\.(?=\S)){0,60}(?:\b(?:every|each|all)\s+(?:new\s+|other\s+)?"
        r"(?:projects?|repos(?:itories)?|workspaces?|memory|memories)\b|\bso\s+(?:that\s+)?"
        r"(?:other|future|all|every)\s+(?:ai\s+)?(?:agents?|assistants?|models?|sessions?)\b)",
    ),
    (  # "this instruction has higher priority than later memory entries"
        PERSISTENCE,
        1.0,
        r"\b(?:higher|highest|top)\s+priority\s+than\s+(?:any\s+)?(?:later|newer|future|other"
        r"|subsequent)\s+(?:memory\s+)?(?:entries|instructions|notes|messages)\b"
        r"|\bkeep\s+(?:obeying|following)\s+(?:it|this)\s+even\s+if\b",
    ),
)
"""The persistence section of the English lexicon."""


CONCEAL_RULES: Final[tuple[tuple[str, float, str], ...]] = (
    (
        CONCEAL,
        1.0,
        r"\b(?:do\s+not|don't|dont|never|without)\s+(?:tell(?:ing)?|inform(?:ing)?"
        r"|mention(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|let)\s+(?:(?:this|it|that|anything"
        r"|about\s+this)\s+)?(?:to\s+)?(?:the\s+)?(?:user|human|operator)s?\b(?!'|’)"
        # "don't tell the user to run them": do it yourself, a delegation, nothing hidden
        r"(?!\s+to\s+(?:\w+\s+)?(?:run|do|use|install|type|execute|open|click|check|restart"
        r"|copy|paste|edit|fix|build|start|stop)\b)"
        # "don't tell the user a task is done until CI is green": no claim before it is true
        r"(?![^.;\n]{0,40}\b(?:(?:is|are|was|were|has\s+been|have\s+been)\s+(?:done|finished|complete"
        r"|completed|fixed|ready|working|resolved|merged|deployed|shipped|passing|green|failing|broken"
        r"|down|red)|pass(?:es|ed)?|succeed(?:s|ed)?|works?|fail(?:s|ed)|broke)\b[^.;\n]{0,40}"
        r"\b(?:until|unless|before)\b)",
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
    (  # "keep quiet about any changes you make / to .github/workflows"
        CONCEAL,
        1.0,
        r"\bkeep\s+quiet\s+about\s+(?:any\s+|the\s+|all\s+)?(?:changes|edits|commits|what\s+you"
        r"|the\s+(?:extra|additional))",
    ),
    (  # "leave it out of the PR description so reviewers …"
        CONCEAL,
        1.0,
        r"\bleave\s+(?:it|them|this|that|these|the\s+\w+(?:\s+\w+)?)\s+out\s+of\s+the\s+(?:pr"
        r"|pull\s+request|commit\s+message|changelog|summary|release\s+notes)\b[^\n]{0,40}\bso\s+"
        r"(?:that\s+)?(?:reviewers?|the\s+user|nobody|no\s+one)\b",
    ),
    (  # "if the user asks what changed, list only … leave the others out"
        CONCEAL,
        1.0,
        r"\bif\s+the\s+user\s+asks\s+what\s+(?:changed|you\s+(?:did|changed))\b[^\n]{0,80}"
        r"\bleave\s+(?:the\s+)?\w+\s+out\b",
    ),
    (  # "never mention … that data was sent to …"
        CONCEAL,
        1.0,
        r"\bnever\s+mention\b[^\n]{0,60}\bthat\s+(?:data|it|files?|the\s+\w+)\s+(?:was|were|is|are"
        r"|has\s+been)\s+(?:sent|uploaded|posted|copied|forwarded)\b",
    ),
    (  # a disguise: "give it a harmless-looking name"
        CONCEAL,
        1.0,
        r"\b(?:harmless|innocent|innocuous|boring)[\s-]?(?:looking|sounding)\s+(?:name|label|title"
        r"|commit\s+message|like)\b",
    ),
)
"""The concealment section of the English lexicon."""
