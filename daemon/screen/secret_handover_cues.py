"""Secrets handed over with no secret word next to them (pure), by the act that hands them over:

- a label that says "this is the value" (``prod value for Okta in IE: <v>``, ``saving it here:
  <v>``, ``shared this for the hotfix: <v>``, ``here it is: <v>``, ``creds for X are <v>``);
- a fallback instruction (``If SSH breaks during the show, use <v>``, ``when the import fails
  again, re-auth with <v>``, ``use <v> if the portal locks you out``);
- a job or a service said to run on the value (``the portal job needs <v> set before the
  refresh``, ``the Databricks integration uses <v>``, ``the sync authenticates with <v>``);
- a rotation's new value (``rotated smtp password, new value <v>``, ``new one is <v>``);
- a secret word, the host it is used on, then the value (``the okta client secret used on
  <host> is <v>``; there hex of 32+ digits or a UUID counts too: a session id, a DocuSign
  integration secret);
- a value alone on its line with who gave it (``<v>  (from Luc Tremblay)``, ``via``, ``shared
  by``): key material, hex of 32+ digits (``0x`` and 64 for an Ethereum key) or a UUID.

The value must read as key material or a password a person chose (``handed``): a word, a version,
a path, a host, an id of a tracker or a placeholder is never one. After any of those acts (or any
verb) 12 to 24 words of the BIP39 list are a recovery phrase (``phrase_runs``; anywhere in a line,
12 list-like words of which 10 on the list, none a function word), and a JSON array of 64 bytes
is a Solana keypair (``byte_keypairs``).
"""

from __future__ import annotations

import itertools
import operator
import re
from collections.abc import Iterator
from typing import Final

from .prefilter import lowers_plainly, matches
from .secret_bip39 import WORDS as BIP39
from .secret_context import Covered, never
from .secret_gate import FromNeedles
from .secret_material import FUNCTION_WORDS
from .secret_more_vendors import LIST_LABEL
from .secret_needles import has_any, index_of, lowered
from .secret_service_named import key_material
from .secret_terse_logins import chosen_password
from .secret_values import placeholder, random_like
from .secret_values_random import strongly_random
from .secret_values_shapes import UUID as UUID_SHAPE
from .secret_values_shapes import classes

_VALUE: Final = r"['\"`]?(?P<v>[^\s'\"`]{8,200}?)['\"`]?(?=[\s,;)\]]|$|\.(?:\s|$))"
_LABEL: Final = re.compile(
    r"(?i:\b(?:(?:prod(?:uction)?|live|staging|stage|uat|real|current|new|actual|correct"
    r"|working|latest|rotated|updated)\s+)?values?\s+(?:for|of|in|on)\b[^:\n]{0,60}?"
    r"|\b(?:saving|keeping|storing|stashing|parking|putting|noting|pasting|dropping|leaving"
    r"|writing|jotting|logging|recording|copying|save|keep|store|stash|note|paste|saved|kept"
    r"|stored|noted|pasted)\s+(?:it|this|that|them|a\s+copy)(?:\s+down)?(?:\s+(?:here|below"
    r"|in\s+here|for\s+later|for\s+now|for\s+reference|for\s+safe\s*keeping)){1,2}"
    r"|\b(?:shared|sent|gave|posted|pasted|dropped|messaged|handed\s+over|forwarded)\s+"
    r"(?:me\s+|us\s+)?(?:this|it|the\s+following|these)\s+(?:for|with|in|on|via|during)\b"
    r"[^:\n]{1,80}?"
    r"|\bhere\s+(?:it\s+is|you\s+go|is\s+the\s+value|'s\s+the\s+value|is\s+what\s+works)"
    r"|\b(?:creds|credentials|logins?|sign-?in)\s+(?:for|to|of|on)\b[^:\n]{1,60}?)"
    r"(?:\s*(?:->|=>|→)|\s*[:=]|\s+[\-–—]|\s+(?i:are|is|was|were|will\s+be|reads?|now))\s*" + _VALUE
)
"""A label that hands the value over (no secret word needed)."""

_FALLBACK_VERB: Final = (
    r"(?:use|try|enter|type|paste|re-?auth(?:enticate)?\s+with|log\s*in\s+with"
    r"|sign\s+in\s+with|unlock\s+(?:it\s+)?with|authenticate\s+with|connect\s+with"
    r"|fall\s+back\s+to)"
)
_FALLBACK: Final = re.compile(
    r"(?i:\b(?:if|when|whenever|should|once)\b[^\n,;:]{1,100}?\b(?:breaks?|broke"
    r"|fails?|failed|stops?\s+working|is\s+down|goes\s+down|went\s+down|locks?\s+(?:\w+\s+)?out"
    r"|expires?|expired|times?\s+out|prompts?|asks?|complains?|errors?(?:\s+out)?|dies|hangs"
    r"|rejects?|logs?\s+(?:\w+\s+)?out|resets?)\b[^\n,;]{0,80}?[,;:\-–—]\s*"
    r"(?:just\s+|then\s+|simply\s+)?" + _FALLBACK_VERB + r"\s+)" + _VALUE
)
"""``If <it> breaks …, use <v>``: what to type when something fails."""
_USE_IF: Final = re.compile(
    r"(?i:\b(?:use|try|enter|type)\s+)"
    + _VALUE.replace(r"(?=[\s,;)\]]|$|\.(?:\s|$))", "")
    + r"(?=\s+(?i:if|when|whenever|should|in\s+case)\b)"
)
"""``use <v> if the portal locks you out``."""
_RUNS_ON: Final = re.compile(
    r"(?i:\b(?:uses|used|using|needs|needed|requires|required|takes|expects|wants"
    r"|runs\s+(?:with|on)|authenticates\s+(?:with|using)|connects\s+(?:with|using)"
    r"|re-?auths?\s+with)\s+)"  # (logs/signs in with: ``secret_login_verbs``)
    r"['\"`]?(?P<v>[^\s'\"`]{8,200}?)['\"`]?"
    r"(?=\s*$|[.;,)]\s|[.;,)]$|\s+(?i:set|exported|to\s+be\b|in\s+(?:the\s+)?env\w*|as\s+(?:its|the)\b"
    r"|before|to\s+(?:log|auth|connect|sign|run|start)|at\s+runtime|on\s+(?:the\s+)?"
    r"(?:box|host|server)|\())"
)
"""``the job needs <v> set before …``, ``the integration uses <v>``."""
_WORD_THEN_VALUE: Final = re.compile(
    r"(?i:\b(?:token|secret|passcode|pw|pwd|pass|password|passphrase|creds?|credentials)\s+)"
    + _VALUE
)
"""``SSH token <v>``: a secret word, a space, then a short chosen password (no ``:`` between)."""
_NEW_VALUE: Final = re.compile(
    r"(?i:\b(?:new|updated|rotated|current|fresh|replacement|changed)\s+(?:value|one|pw|pwd"
    r"|password|passphrase|passcode|secret|psk|key|token)\s*(?:(?:is|=|:|→|->|now)\s*)?)" + _VALUE
)
"""``rotated smtp password, new value <v>``: a rotation's new value is the live one."""
_USED_ON: Final = re.compile(
    r"(?i:\b(?:password|passphrase|passcode|pw|pwd|psk|secret|token|api\s+key|access\s+key"
    r"|private\s+key|session\s+(?:id|key|token)|sid|community(?:\s+string)?)\s+(?:used|set"
    r"|configured|in\s+use|we\s+use)?\s*(?:on|at|for|by|in|with)\s+[^\s,;:]{2,80}"
    r"(?:\s+(?:box|host|server|node|vm|instance))?\s+(?:is|are|was|=|:|→|->|reads)\s+)" + _VALUE
)
"""``the okta client secret used on <host> is <v>``: a secret word, its host, then its value."""
_CUE_NEEDLES: Final = (
    "value", "it ", "this ", "that ", "them ", "here", "creds", "credential", "login",
    "sign", "use", "try", "enter", "type", "paste", "auth", "fall back", "need", "requir",
    "takes", "expects", "wants", "runs ", "connects", "logs in", "token", "secret", "pass",
    "pw", "creds", "if ", "when", "should", "once", " with ",
)  # fmt: skip

_SECRET_NOUN: Final = (
    r"(?:pass(?:word|phrase|code)|pw|pwd|psk|pin|community(?:\s+string)?|(?:api\s+|access\s+|"
    r"private\s+|shared\s+|pre-?shared\s+|admin\s+|hmac\s+|signing\s+)?key|token|secret|creds?"
    r"|credentials?|login|passwort|kennwort|mot\s+de\s+passe|contraseña|senha|wachtwoord|hasło"
    r"|пароль|密码|パスワード|비밀번호)s?"
)
_ARROW_LABEL: Final = re.compile(
    r"(?m:^[ \t]*(?:[-*][ \t]+)?[\"'`]?(?P<v>[^\s'\"`]{8,200}?)[\"'`]?[ \t]+(?:<-+|<=+|←|#|//|--|—)"
    r"[ \t]*(?P<label>(?:[^\s,;:]+[ \t]+){0,5}?(?i:" + _SECRET_NOUN + r"))(?![\w\-]))"
)
"""A value alone at the start of its line, then an arrow or a comment naming it: ``<v>  <-
Booking.com connectivity password, do not lose``, ``<v>  # SNMP community string``."""
_ASKED_SENT: Final = re.compile(
    r"(?i:\b(?:asked|requested|wanted|needed|asks|requests|wants|needs|asking|requesting)\s+"
    r"(?:(?:me|us|him|her|them)\s+)?(?:for\s+)?(?:the|our|their|a|an|his|her|its)?\s*"
    r"(?P<label>(?:[^\s,;:]+\s+){0,5}?" + _SECRET_NOUN + r")(?![\w\-])[^\n,;:.]{0,40}?[,;:\-–—.]?"
    r"\s*(?:so\s+|and\s+|then\s+)?(?:we|i|they|he|she|ops|it)?(?:['’]ve|['’]d)?\s*(?:have\s+|had\s+)?"
    r"(?:sent|gave|given|shared|provided|replied\s+with|passed\s+on|handed\s+over|emailed"
    r"|texted|forwarded|read\s+out|messaged|pasted)\s+(?:(?:them|him|her|it|over|back)\s+)*)"
    + _VALUE
)
"""``vendor asked for the SNMP community string, we sent <v>``: the asked-for secret, sent."""
_KEEP_FOR: Final = re.compile(
    r"(?i:\b(?:keep|keeping|hold|holding|store|storing|save|saving|stash|stashing|park|parking"
    r"|hang\s+on\s+to|hold\s+on\s+to|hold\s+onto)\s+(?:this|it|these|that|them)\s+"
    r"(?:(?:here|in\s+here|around|below|in\s+(?:this|these)\s+notes?|in\s+memory|for\s+now)\s+)?"
    r"(?:for|until|till|til|during|under|against|while|since)\s+[^:\n]{1,60}?\s*[:=\-–—]\s*)"
    + _VALUE
)
"""``<person> asked me to keep this for GIS-774: <v>``, ``keeping it here until Vault sync is
fixed: <v>``: a value kept for a ticket, a job or until something is fixed."""
_NAMES_NOT_SECRET: Final = re.compile(
    r"(?i:\b(?:reset|policy|policies|change|rotation|hash|hashed|manager|field|prompt|expiry"
    r"|length|rules?|requirements?|ids?|hint|format|public)\b)"
)
_HEX_ONLY: Final = re.compile(r"(?:0x)?[0-9a-fA-F]+")


def _kept(value: str, line: str) -> bool:
    """A value kept for a ticket: vendor-shaped or clearly random. Hex reads as an API key at 32
    digits or an upper-case secret at 64 (a commit id, a SHA-256 or a UUID stays clean unless
    the line names a credential)."""
    v = value.rstrip(".,;:)")
    named = re.search(_SECRET_NOUN, line, re.IGNORECASE) is not None
    if UUID_SHAPE.fullmatch(v):
        return named
    if _HEX_ONLY.fullmatch(v):
        upper = any(c in "ABCDEF" for c in v) and not any(c in "abcdef" for c in v)
        return named or len(v) == 32 or (len(v) == 64 and upper)
    return handed(v)


def _given(value: str) -> bool:
    """A value a secret word names elsewhere in its sentence: ``handed``, or 12+ random-looking
    characters of three kinds (``RIGEHP9hou0WZVdV``); never a hex-only id or commit."""
    v = value.rstrip(".,;:)")
    if _HEX_ONLY.fullmatch(v) and len(v) not in (32, 48, 64):
        return False
    return handed(v) or (len(v) >= 12 and classes(v) >= 3 and random_like(v))


_TRACKER_ID: Final = re.compile(r"[A-Z]{2,8}-?\d{3,10}|\d+|[a-z]+(?:[\-_][a-z]+)*")


def handed(value: str) -> bool:
    """A value handed over with no secret word: a password a person chose (letters, digits and
    a symbol, three kinds of characters at least) or key material (``strongly_random``, or a
    random-looking value of 20+ characters of three kinds)."""
    v = value.rstrip(".,;:)").lstrip("(")
    if len(v) < 8 or placeholder(v) or v.startswith(("$", "%", "{", "<", "/", "-", "@", "#")):
        return False
    if "://" in v or _TRACKER_ID.fullmatch(v):
        return False
    if strongly_random(v):
        return True
    if classes(v) < 3 or "/" in v:  # docker/login-action@v3: a path or a package, not a secret
        return False
    if any(not c.isalnum() for c in v.strip("_-.")):
        return chosen_password(v)
    return len(v) >= 20 and random_like(v)


_PHRASE_LENGTHS: Final = (24, 21, 18, 15, 12)
_WORD_RUN: Final = re.compile(r"(?<![a-z])[a-z]++(?:\s++[a-z]++){11,}")
"""Twelve lower-case words or more in a row. Every match of the plain ``[a-z]+(?:\\s+[a-z]+){11,}``
starts where its letters do (one starting inside a word would have started at its first letter)
and gives back nothing it takes (letters end at a space, spaces at a letter), so the lookbehind
and the possessive repeats find the same matches without trying every letter of every word."""
_PHRASE_PUNCTUATION: Final = ".,;:!?\"'`()[]"


def phrase_runs(text: str) -> Iterator[tuple[int, int]]:
    """Runs of 12 to 24 words of the BIP39 list (few function words) after any other word: a
    recovery phrase handed over by a verb (``re-auth with <12 words>``, ``uses <24 words>``)."""
    bare = map(str.strip, text.split(), itertools.repeat(_PHRASE_PUNCTUATION))
    listed = bytes(map(BIP39.__contains__, bare))  # 1 for each word on the list, in C
    if b"\x01" * 12 not in listed:
        if listed.count(1) >= 10 and b"\x01" * 4 in listed and _dense(listed):
            yield from _gapped_runs(text)  # (10 list words of 12 in a row hold 4 in a row)
        return  # no 12 list words in a row (a cheap test before the places are found)
    for m in _WORD_RUN.finditer(text):
        words = list(re.finditer(r"[a-z]+", m.group()))
        i = 0
        while i < len(words):
            if words[i].group() not in BIP39:
                i += 1
                continue
            j = i
            while j < len(words) and words[j].group() in BIP39:
                j += 1
            run = words[i:j]
            if len(run) >= 12:
                n = next(k for k in _PHRASE_LENGTHS if k <= len(run))
                tail = run[len(run) - n :]
                start = m.start() + tail[0].start()
                line_start = text.rfind("\n", 0, start) + 1
                if (
                    sum(w.group() in FUNCTION_WORDS for w in tail) < 3
                    and LIST_LABEL.search(text, line_start, start) is None
                ):
                    yield start, m.start() + tail[-1].end()
            i = j


def _dense(listed: bytes) -> bool:
    """Whether some 10 words in a row hold 8 on the list (``listed``: 1 for each). Every run
    ``_gapped_runs`` yields holds 10 inner words, each a whole word of the text split at its
    spaces, of which at most 2 are off the list; the test costs a few C passes where the run
    search costs a regular expression tried at every letter of a memory (perf31: ~50 µs)."""
    sums = list(itertools.accumulate(listed, initial=0))
    return len(sums) > _WINDOW and max(map(operator.sub, sums[_WINDOW:], sums)) >= _WINDOW - 2


_WINDOW: Final = 10


_SEED_LABEL: Final = re.compile(
    r"(?i:\b(?:seed|mnemonic|recovery)(?:\s+(?:phrase|words))?"
    r"(?:\s*\([^()\n]{1,40}\)|\s+(?:for|of)\s+[^\n:=]{1,40}?)?\s*[:=]\s*)\Z"
)
"""A seed label right before the run (``seed: amber rally …``, ``seed (hot wallet): …``, sec30b):
its first word may be off the list, as a made-up phrase's may (session 25)."""


_SEED_WORDS: Final = ("seed", "mnemonic", "recovery")
"""One of them is in every ``_SEED_LABEL`` match."""


def _gapped_runs(text: str) -> Iterator[tuple[int, int]]:
    """Twelve lower-case words of a list word's length in a row, 10 of them on the BIP39 list
    (first and last too) and no function word: a phrase a note's writer made up from the
    list's kind of words (``abandon harbor … kernel turbine … quantum tongue``)."""
    # a seed label needs one of its words (ASCII: in the lower-cased text when it shows them)
    labelled = not lowers_plainly(text) or has_any(lowered(text), _SEED_WORDS)
    for m in _WORD_RUN.finditer(text):
        words = list(re.finditer(r"[a-z]+", m.group()))
        names = [w.group() for w in words]
        listed = [n in BIP39 for n in names]
        fits = [3 <= len(n) <= 8 and n not in FUNCTION_WORDS for n in names]
        for i in range(len(words) - 11):
            if (
                (
                    listed[i]
                    or (i == 0 and labelled and _SEED_LABEL.search(text, 0, m.start()) is not None)
                )
                and listed[i + 11]
                and listed[i : i + 12].count(False) <= 2
                and all(fits[i : i + 12])
            ):
                line_start = text.rfind("\n", 0, m.start() + words[i].start()) + 1
                if LIST_LABEL.search(text, line_start, m.start() + words[i].start()) is None:
                    yield m.start() + words[i].start(), m.start() + words[i + 11].end()
                break


_BYTE_ARRAY: Final = re.compile(r"\[\s*\d{1,3}(?:\s*,\s*\d{1,3}){31,63}\s*\]")


def byte_keypairs(text: str) -> Iterator[tuple[int, int]]:
    """A JSON array of exactly 64 byte values (a Solana CLI keypair file: secret key and public
    key), varied enough to be random (not a lookup table or a ramp)."""
    for m in _BYTE_ARRAY.finditer(text):
        values = [int(x) for x in re.findall(r"\d+", m.group())]
        if len(values) != 64 or max(values) > 255:
            continue
        rises = sum(b > a for a, b in itertools.pairwise(values))
        if len(set(values)) >= 40 and 15 <= rises <= 48:
            yield m.span()


_WORD: Final = re.compile(r"[A-Za-z]?[a-z]{4,}")
_PLAIN_SYMBOLS: Final = frozenset("_-./=@:+")


def run_on(value: str) -> bool:
    """A value a job is said to use or need (``uses <v>``, ``use <v> if …``): key material, or a
    chosen password with a symbol no name, path or setting holds (``Standard_D8s_v5``,
    ``WPA3-Personal``, ``random_state=7``, ``org/action@v3`` are none) and no word in it."""
    v = value.rstrip(".,;:)").lstrip("(")
    if strongly_random(v) and "/" not in v:
        return True
    if not any(not c.isalnum() and c not in _PLAIN_SYMBOLS for c in v) or "/" in v:
        return False
    if any(sum(c in "aeiouAEIOU" for c in w) >= 0.25 * len(w) for w in _WORD.findall(v)):
        return False  # a word in it (Pass-word!2024 is a person's; a setting's name too)
    return handed(v)


_HEX_SECRET: Final = re.compile(
    r"(?:0x)?[0-9a-fA-F]{32,128}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}"
)


def _named_value(value: str) -> bool:
    """A value a secret word names: ``handed``, or hex of 32+ digits or a UUID (a session id,
    an integration secret)."""
    return handed(value) or _HEX_SECRET.fullmatch(value.rstrip(".,;:)")) is not None


_USER_PART: Final = re.compile(r"[A-Za-z][\w.\-]{1,39}")


def _handed_login(value: str) -> bool:
    """``handed``, or a ``user:password`` pair whose password is (``creds for X -> ro:<pw>``)."""
    user, colon, password = value.partition(":")
    if colon and _USER_PART.fullmatch(user) and "//" not in password:
        return handed(password)
    return handed(value)


_CUES: Final = (
    (FromNeedles(_LABEL), _handed_login),
    (FromNeedles(_FALLBACK), handed),
    (FromNeedles(_USE_IF), run_on),
    (FromNeedles(_WORD_THEN_VALUE), run_on),
    (FromNeedles(_RUNS_ON), run_on),
    (FromNeedles(_NEW_VALUE), handed),
    (FromNeedles(_USED_ON), _named_value),
)
"""The cues, each tried only from its words' places, with the test of its value: ``handed``
(a label or a fallback says a value is handed over), ``run_on`` (a verb any setting follows),
``_named_value`` (a secret word names the value)."""
_ASKED_SENT_GATED: Final = FromNeedles(_ASKED_SENT)
_KEEP_FOR_GATED: Final = FromNeedles(_KEEP_FOR)
"""Tried only from their verbs' places (an ignore-case alternation that opens with ``\\b``
is otherwise tried at every position of a memory: ~0.1 ms each)."""
_DIGIT: Final = re.compile(r"\d")
_FROM_PERSON: Final = re.compile(
    r"(?m:^[ \t]*(?:[-*][ \t]+)?[\"'`]?(?P<v>[^\s'\"`]{16,200}?)[\"'`]?[ \t]+\((?i:from|via|per"
    r"|courtesy\s+of|(?:sent|shared|given|provided|issued)\s+by|thanks\s+to|h/t)[ \t]+@?"
    r"[A-Z][\w'’.\-]*(?:[ \t]+[A-Z][\w'’.\-]*){0,3}\)[ \t]*[.;]?[ \t]*$)"
)
"""A value alone on its line, then who gave it: ``<key>  (from Luc Tremblay)``."""


_ARROWS: Final = ("<-", "<=", "←", "#", "//", "--", "—")
"""What stands between ``_ARROW_LABEL``'s value and its label."""


def _first_line_matches(
    pattern: re.Pattern[str], text: str, marks: tuple[str, ...]
) -> list[re.Match[str]]:
    """``pattern.finditer(text)`` for a pattern whose every match starts a line and holds one of
    ``marks`` on that line (``_ARROW_LABEL``'s arrow, ``_FROM_PERSON``'s bracket): tried only
    from the starts of the lines that hold one (``(?m:^…)`` is otherwise tried at every
    position of a memory: ~12 µs each, perf31)."""
    at: set[int] = set()
    for mark in marks:
        i = text.find(mark)
        while i != -1:
            at.add(text.rfind("\n", 0, i) + 1)
            i = text.find(mark, i + 1)
    return matches(pattern, text, sorted(at))


def handover_cues(text: str, covered: Covered = never) -> Iterator[tuple[str, int, int]]:
    """The secrets of the module's docstring."""
    found: list[tuple[str, int, int]] = []
    lower = lowered(text)
    index = index_of(lower)
    if has_any(lower, _CUE_NEEDLES) and _DIGIT.search(text):
        for cue, test in _CUES:
            for m in cue.finditer(text, index):
                if test(m.group("v")):
                    found.append(("password-in-prose", *m.span("v")))
    if any(a in text for a in _ARROWS):
        for m in _first_line_matches(_ARROW_LABEL, text, _ARROWS):
            if _given(m["v"]) and not _NAMES_NOT_SECRET.search(m["label"]):
                found.append(("handed-value", *m.span("v")))
    if has_any(lower, ("ask", "request", "want", "need")):
        for m in _ASKED_SENT_GATED.finditer(text, index):
            if _given(m["v"]) and not _NAMES_NOT_SECRET.search(m["label"]):
                found.append(("password-in-prose", *m.span("v")))
    if has_any(lower, ("keep", "hold", "stor", "sav", "stash", "park", "hang on")):
        for m in _KEEP_FOR_GATED.finditer(text, index):
            if _kept(m["v"], text[text.rfind("\n", 0, m.start()) + 1 : m.start()]):
                found.append(("handed-value", *m.span("v")))
    if "(" in text and ")" in text:
        for m in _first_line_matches(_FROM_PERSON, text, ("(",)):
            value = m["v"]
            if (_named_value(value) or key_material(value)) and "://" not in value:
                found.append(("handed-value", *m.span("v")))
    if text.count(" ") >= 12:
        found += [("mnemonic", a, b) for a, b in phrase_runs(text)]
    if text.count(",") >= 63 and "[" in text:
        found += [("solana-keypair", a, b) for a, b in byte_keypairs(text)]
    for rule, start, end in found:
        if not covered(start, end):
            yield rule, start, end
