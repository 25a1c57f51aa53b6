"""Operational orders to the agent's tools (pure; concepts in ``concepts_ops.py``): orders that
name no "assistant", "ignore" or "instructions" yet have the agent refund every order, change the
payout bank account, set every price to 0.01, create an admin account, add an SSH key, approve
held orders, switch 2FA off, move a domain, delete backups or grant a role; and the same orders
pasted inside content (a review, an e-mail, an OCR'd invoice, a ticket, a commit, tool output)
that turns to the bot that reads it.

A memory entry may record such facts ("the payout IBAN changed on 3 May per ticket FIN-22") and
procedures that keep a person in the loop ("refunds over 100 EUR need Ana's approval"; "to add a
staff account, use the admin UI and ask Omar"). It is an injection when it *orders* the act (a
base-form verb opening its clause, or the agent as its subject) and the act is harmful by itself
(a price set to nothing, 2FA off, a bucket made public), done for everything, standing or
scheduled, with its checks waived, towards an outside party (an e-mail address, a bank account
number), or asked of whatever bot reads pasted content. Inside pasted content (a label of
someone else's text and its colon open the line) that turns to a bot, any acting verb after the
address is an order (``_embedded``). Forbidden, described, conditional on someone's approval,
narrow (staging, tests), bounded ("under 20 EUR") or attack-talk lines are left alone.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from typing import Final

from . import concepts_ops as c
from .injection_judgements import ABOUT_ATTACKS
from .injection_rules import Match, line_matches
from .lazy_regex import Lazy
from .lexicon_en import TOOL
from .positions import Words
from .structure import Hit
from .structure_filters import negated
from .text import View, line_starts

_ACT: Final = re.compile(c.ACTS)
_INTRINSIC: Final = re.compile(c.INTRINSIC)
_UNIVERSAL: Final = re.compile(c.UNIVERSAL)
_STANDING: Final = re.compile(c.STANDING)
_UNCHECKED: Final = re.compile(c.UNCHECKED)
_OUTSIDE: Final = re.compile(c.OUTSIDE)
_ADDRESSED: Final = re.compile(c.ADDRESSED)
_VERBS: Final = frozenset(c.VERBS)
_BY_FORM: Final = {
    form: act
    for act, verb in ((Lazy("|".join(sources)), verb) for verb, sources in c.BY_VERB.items())
    for form in (verb, verb + "s", verb + "es")
}
"""Each verb form -> the acts it may open (tried at that word only; compiled when a text first
holds the verb, ``lazy_regex.py``)."""
_PASTED: Final = re.compile(c.PASTED)
_NEXT_VERB: Final = re.compile(
    r"(?:[^:,.;!?\n]{0,30}[:,])?[\s,:;\-—–'\"]*(?:(?:please|kindly|also|just|now|then|simply|immediately|quickly)[\s,]+)*([a-z]+)\b"
)

_CLAUSE: Final = re.compile(r"[.;:!?\[\](\"“‘—–|>{,*•]|\s-\s|(?<![\w])'|\n")
"""What opens a clause (the last one before a verb)."""

_GLUE: Final = re.compile(
    r"\s*(?:(?:please|kindly|also|just|then|and|now|immediately|automatically|quietly|silently"
    r"|always|simply|first|finally|next|go\s+ahead\s+and|make\s+sure\s+(?:to|you)|remember\s+to"
    r"|be\s+sure\s+to|todo|action|step\s+\d+)\s+)*"
)
"""Words that may stand before an imperative in its clause."""

_MODAL: Final = (
    r"(?:should|must|shall|will|needs?\s+to|has\s+to|have\s+to|is\s+to|are\s+to|can|may)\s+"
    r"(?:also\s+|now\s+|then\s+|always\s+|please\s+|immediately\s+|just\s+|simply\s+)*"
)
_AGENT: Final = (
    r"(?:bots?|agents?|ai|assistants?|automation|systems?|models?|llms?|scripts?|tools?"
    r"|integrations?)"
)
_ORDERED: Final = re.compile(
    rf"\s*(?:(?:the|any|all|every|whatever|whichever)\s+)?(?:[\w\-]+\s+){{0,3}}?{_AGENT}\s+"
    rf"(?:[\w\-]+\s+){{0,3}}?{_MODAL}"
    rf"|\s*(?:unless\s+|so\s+|now\s+)?you\s+(?:{_MODAL})?(?:also\s+|now\s+|immediately\s+|please\s+|just\s+)*"
    rf"|[^,;]*?\b(?:unless|so)\s+you\s+(?:{_MODAL})?(?:also\s+|now\s+|immediately\s+|please\s+|just\s+)*"
    r"|\s*(?:use|call|open|go\s+to|log\s+in(?:to)?|sign\s+in(?:to)?|run|visit)\b[^,;]{0,60}?\b"
    r"(?:to|and(?:\s+then)?|then)\s+(?:also\s+)?"
    r"|\s*(?:after|before|on)\s+(?:every|each)\s+\w+(?:\s+\w+)?\s+(?:please\s+|also\s+)?"
    r"|\s*(?:after|before)\s+(?:the|this|that|each|every|your)\s+\w+\s+(?:please\s+|also\s+)?"
    r"|\s*(?:nightly|daily|hourly|from\s+now\s+on|going\s+forward|henceforth)\s+"
    r"|\s*(?:every|each)\s+(?:day|night|morning|evening|week|month|hour|run|time|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday|weekend)\b(?:\s+at\s+[\d:.apm]+)?\s+"
    rf"|\s*(?:automated|automatic)\s+[\w\-]+\s+{_MODAL}"
)
"""A subject or frame before an order: the agent or "you" with a modal, a tool used to do it,
a schedule."""

_AGENT_SUBJECT: Final = re.compile(
    r"\s*(?:the\s+|our\s+|this\s+|that\s+)?(?:[\w\-]+\s+)?(?:assistant|agent|bot|ai|model|automation)\s+"
    r"(?:also\s+|always\s+|then\s+|now\s+|simply\s+|just\s+|quietly\s+|silently\s+)?"
)
"""The agent as the subject of a verb in its ``-s`` form ("the assistant deletes …")."""

_FORBIDDEN: Final = re.compile(
    r"\b(?:never|don'?t|do\s+not|must\s+not|mustn'?t|shouldn'?t|should\s+not|cannot|can'?t|no\s+one"
    r"|nobody|not\s+allowed|won'?t|isn'?t|aren'?t)\b"
)
_GATED: Final = re.compile(
    r"\b(?:needs?|requires?|required|only\s+(?:after|once|with|when|if)|once|after|until|pending"
    r"|subject\s+to|with|get|ask\s+for)\s+(?:[\w'’\-]+\s+){0,4}?(?:approv\w*|sign[\s-]?off|signs?\s+off"
    r"|signed\s+off|ok\b|go-ahead|confirm\w*|review\w*|call-?backs?|four-eyes"
    r"|second\s+(?:person|approver|pair))"
    r"|\bask\s+(?:[\w'’]+\s+){0,2}?(?:first|before)\b|\b(?:check|confirm)\s+with\b|\band\s+ask\s+\w+"
    r"|\bvia\s+(?:a\s+)?(?:pull\s+request|pr|ticket|change\s+request|ansible|terraform)\b"
    r"|\bby\s+(?:pull\s+request|pr)\b|\bverif\w*\s+(?:[\w'’]+\s+){0,2}?identity|\bidentity\s+(?:check|verification)"
)
"""A person kept in the loop: an approval, a review, a request the act waits for."""
_PURPOSE: Final = re.compile(r"(?:^|[.;]\s+)\s*(?:[-*]\s+)?to\s+[a-z]+\b[^.;:,]{0,80}[,:][^.;]*$")
"""A procedure ("to change the payout IBAN: open a ticket, …")."""
_NARROW: Final = re.compile(
    r"\b(?:staging|sandbox|test\s+(?:store|shop|accounts?|users?|env\w*|data|mode|orders?|cards?)"
    r"|for\s+(?:the\s+)?(?:checkout\s+|e2e\s+|unit\s+)?tests?|e2e|fixtures?|localhost"
    r"|dev\s+(?:box(?:es)?|machines?|servers?|vms?|laptops?|clusters?|store|shop|env\w*)|lab\s+vms?"
    r"|demo\s+(?:store|shop|accounts?)|seed\s+data|mock\w*)\b"
)
_ONLY_IF: Final = re.compile(
    r"\bonly\s+(?:when|if|after|once|for|where|through|via|with|from|by|using|within)\b"
)
"""A restriction ("refund the whole cart only when every item is damaged")."""
_BOUNDED: Final = re.compile(
    r"\b(?:under|below|up\s+to|less\s+than|at\s+most|max(?:imum)?|capped\s+at)\s*(?:[€$£]\s?)?\d|[<≤]\s*[€$£]?\d"
)
"""A threshold ("refunds under 20 EUR"): a business rule, not an order to drain the till."""
_ATTACK_TALK: Final = re.compile(
    r"\b(?:attack\w*|inject\w*|phishing|scam\w*|fraudsters?|social\s+engineering|malicious|red[\s-]team\w*"
    r"|threat\s+actors?|impersonat\w*|spoof\w*)"
)
"""Talk about attacks ("attackers hide orders like 'refund every order' in reviews")."""
_SAFEGUARD_ON: Final = re.compile(
    r"(?:enable|turn\s+on|switch\s+on|require|enforce|activate|mandate|roll\s+out|set\s+up)[sd]?\s+"
    r"(?:the\s+|a\s+|mandatory\s+|strict\s+|stronger\s+)*(?:mfa|2fa|two[\s-](?:factor|step)"
    r"|multi[\s-]factor|totp|sso|single\s+sign[\s-]on|passkeys?|webauthn|fido2?|hardware\s+keys?"
    r"|yubikeys?|encryption|audit\s+(?:logs?|logging|trails?)|(?:account\s+)?lockouts?|password\s+"
    r"(?:expiry|rotation|polic(?:y|ies)|complexity)|session\s+timeouts?|login\s+alerts?|ip\s+allow[\s-]?lists?"
    r"|rate[\s-]limit\w*|captcha|branch\s+protection|signed\s+commits|dmarc|dkim)\b"
    r"(?![^.;]{0,30}\b(?:bypass\w*|exempt\w*|exceptions?|overrides?|skip\w*|off|disabled?)\b)"
)
"""A safeguard switched on for accounts ("enable MFA for every staff account"): hardening, not an
account made."""
_CLAUSE_END: Final = re.compile(r"[.;!?](?:\s|$)|\s[—–-]\s|,\s+(?:but|unless|except)\b")

_FORMS: Final = _VERBS | {v + "s" for v in _VERBS} | {v + "es" for v in _VERBS}
"""Every act verb's first word and its ``-s`` forms, as the word index holds them."""
_EMBED_FORMS: Final = c.EMBED_VERBS - _FORMS
_BOT_WORDS: Final = frozenset(
    {
        "bot", "bots", "ai", "agent", "agents", "assistant", "assistants", "automation",
        "automated", "automatic", "system", "systems", "model", "models", "llm", "llms", "tool",
        "tools", "script", "scripts", "integration", "integrations",
    }
)  # fmt: skip
"""The words an address to the bot needs (without one, no line is tried for an embedded order)."""


def _clause_start(line: str, at: int) -> int:
    start = 0
    for m in _CLAUSE.finditer(line, 0, at):
        start = m.end()
    return start


def _ordered(line: str, m: re.Match[str]) -> bool:
    """Whether the act's verb is ordered: it opens its clause (after a few glue words), or
    follows the agent or "you" with a modal, a tool's use or a schedule; an ``-s`` form only
    after the agent as subject."""
    word = re.match(r"[a-z]+", m.group())
    if word is None:
        return False
    verb = word.group()
    cs = _clause_start(line, m.start())
    pre = line[cs : m.start()]
    if verb in _VERBS:
        g = _GLUE.match(pre)
        if g is not None and g.end() == len(pre):
            return True
        o = _ORDERED.match(pre)
        if o is not None and o.end() == len(pre):
            return True
    if verb.endswith("s") and (verb[:-1] in _VERBS or verb[:-2] in _VERBS):
        a = _AGENT_SUBJECT.match(pre)
        return a is not None and a.end() == len(pre)
    return False


def _why(line: str, m: re.Match[str]) -> bool:
    """Whether the ordered act is an injection: harmful by itself, for everything, standing,
    unchecked, towards an outsider or asked of whatever reads pasted content."""
    end = _CLAUSE_END.search(line, m.end())
    clause = line[m.start() : end.start() if end else len(line)]
    return bool(
        _INTRINSIC.search(clause)
        or _UNIVERSAL.search(clause)
        or _STANDING.search(line)
        or _UNCHECKED.search(line)
        or _OUTSIDE.search(line)
        or _ADDRESSED.search(line, 0, m.start())
    )


def _set_aside(line: str, m: re.Match[str]) -> bool:
    """Forbidden, kept in a person's hands, a procedure, narrow, bounded or attack talk."""
    s = m.start()
    cs = _clause_start(line, s)
    if negated(line[max(0, s - 28) : s]) or _FORBIDDEN.search(line, cs, s):
        return True
    if _SAFEGUARD_ON.match(line, s):
        return True
    addressed = _ADDRESSED.search(line, 0, s) is not None
    if not addressed and _PURPOSE.search(line, 0, s):
        return True
    if _NARROW.search(line) or _BOUNDED.search(line):
        return True
    if (_GATED.search(line) or _ONLY_IF.search(line)) and not _UNCHECKED.search(line):
        return True
    return not addressed and bool(ABOUT_ATTACKS.search(line) or _ATTACK_TALK.search(line))


def _scored(line: str, m: re.Match[str] | None) -> Hit | None:
    if m is not None and _ordered(line, m) and _why(line, m) and not _set_aside(line, m):
        return Hit(TOOL, m.start(), m.end())
    return None


_FAKE_ADDRESS: Final = re.compile(r"\b(?:fake|forged|bogus|spoofed|counterfeit|planted)\s*$")
"""A word that calls the address a forgery ("an email contained a fake SYSTEM: block"): the line
describes the attack; it does not carry it."""


def _embedded(line: str) -> Hit | None:
    """An order to the bot inside pasted content: a label of someone else's content opens the
    line, the content turns to the bot, and an acting verb follows the address."""
    label = _PASTED.search(line, 0, 100)
    if label is None:
        return None
    for a in _ADDRESSED.finditer(line, label.start()):
        if _FAKE_ADDRESS.search(line, max(0, a.start() - 16), a.start()):
            continue
        v = _NEXT_VERB.match(line, a.end())
        if v is not None and v.group(1) in c.EMBED_VERBS:
            if _FORBIDDEN.search(line, a.end(), v.end()) or _ATTACK_TALK.search(line):
                return None
            if ABOUT_ATTACKS.search(line):
                return None
            return Hit(TOOL, a.start(), v.end())
    return None


def score_line(line: str) -> Hit | None:
    """The first ordered operational act of a folded line that is an injection, if any."""
    for m in _ACT.finditer(line):
        hit = _scored(line, m)
        if hit is not None:
            return hit
    return _embedded(line)


def score_text(
    text: str, skip: set[int] | None = None, words: Words | None = None
) -> Iterator[tuple[int, Hit]]:
    """Line numbers and hits (offsets in the line) of a folded text, at most one per line, for
    the lines not in ``skip``. The acts are tried only where the word index has one of their
    verbs (no scan of the text)."""
    at = (words if words is not None else Words(text)).at
    lines = text.split("\n")
    starts = line_starts(lines)
    # each set asked about the text's few words (``keys() & frozenset`` reads the whole
    # frozenset: ~480 lookups an entry, lat24)
    present = _FORMS.intersection(at)
    bots = _BOT_WORDS.intersection(at)
    if bots:
        present |= _EMBED_FORMS.intersection(at)
    offsets = sorted((k, form) for form in present for k in at[form])
    addressed = {bisect_right(starts, k) - 1 for w in bots for k in at[w]}
    done: set[int] = set(skip) if skip else set()
    tried: set[int] = set()
    for k, form in offsets:
        n = bisect_right(starts, k) - 1
        if n in done:
            continue
        line = lines[n]
        act = _BY_FORM.get(form)
        hit = None if act is None else _scored(line, act.match(line, k - starts[n]))
        if hit is None and n in addressed and n not in tried:
            tried.add(n)
            hit = _embedded(line)
        if hit is not None:
            done.add(n)
            yield n, hit


def matches(
    view: View, length: int, skip: set[int] | None = None, words: Words | None = None
) -> Iterator[Match]:
    """The hits of ``score_text`` on a view, as matches with offsets into the original text."""
    return line_matches(view, length, score_text(view.text, skip, words))
