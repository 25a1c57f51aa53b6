"""Six orders the corpora repeat in many languages, in the Turkic, Middle-Eastern, Indic, South-East
Asian, Caucasian and African languages the eight-language rules leave thin (tr az kk uz he ar fa
ur hi bn mr ne ta te kn ml gu pa si th lo km my vi id ms tl ka hy am sw yo ig ha zu af so mn; pure;
helper i18n17b, session 17; word lists in ``concepts_six_acts_asia_africa*``).

- **Copied into every file** (``copied_everywhere``, persistence): a copy or paste verb, the
  line's own text ("this paragraph", "this message"), "every" and a memory file, README, commit
  message or ticket; an "add" verb with a memory file. "Copy the licence header into the README"
  names neither the line nor every file, and "add this note to every README" no memory file.
- **Confirmation waived** (``confirmation_waived``, policy): a confirmation word with a negated
  "ask" ("don't ask", "no need to ask") and a destructive or production act or a blanket approval
  in the line. "Ask for confirmation before deleting" and "never delete without confirmation"
  hold no negated "ask".
- **Lie when asked** (``lie_when_asked``, concealment): "if the user asks", a verb of saying, a
  negation and a change, upload or send in the line ("say that no file was uploaded"); a line
  that asks for the truth ("tell them honestly what changed") stays clean, as in the next class.
- **Kept from the user** (``kept_from_user``, concealment): "don't mention / don't tell" with the
  user and the agent's own upload or background step, this note or the memory, in the line ("don't
  tell the user whether the e-mail exists; just show 'link sent'" names none).
- **Ranked over the instructions** (``ranked_over_instructions``, override): "take precedence over"
  with the original, initial, system or administrator's instructions or rules.
- **Limitless persona** (``limitless_persona``, persona): "you are no longer the assistant" with
  "without any limits".
- **Secrets mailed** (``secrets_mailed``, exfiltration): an e-mail address, a send verb, "all" or
  "every" and a password, token or ``.env`` in the line, with no "never", negated "send" or
  password reset ("for a password reset, mail support@…" stays clean).

Each concept is matched on the folded line with its punctuation made spaces and a space at each
end; a line that talks about an attack (an injection, an attacker, in each language) is not an
order, and every rule's hits in a quotation framed as a report are set aside (``unquoted``).
"""

# ruff: noqa: E501
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Final, NamedTuple

from . import concepts_six_acts_asia_africa as c
from . import concepts_six_acts_asia_africa_more as m
from .class_needs import carried
from .injection_confirm_hide_i18n import unquoted
from .lexicon_en import CONCEAL, EXFILTRATION, OVERRIDE, PERSISTENCE, PERSONA, POLICY
from .needle_scan import MAKE, Find
from .per_call import per_call

Span = tuple[int, int] | None

_PUNCT: Final = {ord(ch): " " for ch in ',.;:!?()[]{}"«»„“”`*_/\\|<>=،؛۔।॥።፣፤፥、。|'}
_EMAIL: Final = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_EMAIL_AT_RUN: Final = re.compile(r"(?<![\w.+-])" + _EMAIL.pattern)
"""perf31: ``_EMAIL`` sought only from the start of a run of address characters: it matches from
each position of the run before its ``@`` alike (the run ends there), so the first run that
matches holds its leftmost match, and the same one (``injection_secret_files.away``); ``re``
tried ``_EMAIL`` from every position of every token."""


def _fold(word: str) -> str:
    """A word as the folded line holds it (NFKC, lower case, no zero-width joiners)."""
    return unicodedata.normalize("NFKC", word).lower().replace("\u200c", "").replace("\u200d", "")


@cache
def _rx(words: tuple[str, ...]) -> re.Pattern[str]:
    """One alternation of a concept's words (literals escaped, ``re:`` entries as written)."""
    lits = sorted({_fold(w) for w in words if not w.startswith("re:")}, key=len, reverse=True)
    raws = [w[3:] for w in words if w.startswith("re:")]
    return re.compile("|".join([*raws, *map(re.escape, lits)]))


def _needles(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted({_fold(w).strip() for w in words if not w.startswith("re:")}))


@per_call
@lru_cache(maxsize=8)
def _view(line: str) -> str:
    """``line`` with its punctuation made spaces and a space at each end (the rules of one line
    read it in turn: made once)."""
    return " " + line.translate(_PUNCT) + " "


class _Scan(NamedTuple):
    """Every concept's literals in one automaton (session 21, lat21f)."""

    find: Find
    owners: tuple[tuple[int, ...], ...]  # literal -> the concepts holding it
    number: dict[int, int]  # id() of a concept's word tuple -> its number
    raws: tuple[re.Pattern[str] | None, ...]  # a concept's ``re:`` entries, in order


@cache
def _scan() -> _Scan | None:
    if MAKE is None:
        return None
    concepts = (
        *(c.COPY_NOT, c.TARGET, c.SELF, c.EVERY, c.COPY, c.MEMORY, c.ADD, c.CONF, c.WAIVE, c.HARM),
        *(c.BLANKET, m.HONEST, m.IFASK, m.SAY, m.NEG, m.ACTED, m.NOMENTION, m.AUDIENCE, m.UPLOAD),
        *(m.BACKGROUND, m.PRECEDE, m.INSTR, m.ORIGINAL, m.NOTASSIST, m.LIMITLESS, m.NEVER),
        *(m.RESET, m.SEND, m.SECRET, m.ATTACK),
    )  # every concept the rules read (one left out would be searched by its alternation)
    index: dict[str, list[int]] = {}
    raws: list[re.Pattern[str] | None] = []
    for k, words in enumerate(concepts):
        for w in {_fold(w) for w in words if not w.startswith("re:")}:
            index.setdefault(w, []).append(k)
        raw = [w[3:] for w in words if w.startswith("re:")]
        raws.append(re.compile("|".join(raw)) if raw else None)
    literals = [w for w in index if w]  # an empty literal would match everywhere: none is
    return _Scan(
        MAKE(literals),
        tuple(tuple(index[w]) for w in literals),
        {id(words): k for k, words in enumerate(concepts)},
        tuple(raws),
    )


@per_call
@lru_cache(maxsize=8)
def _first_literals(view: str) -> dict[int, tuple[int, int]]:
    """Each concept's first literal in ``view``: the leftmost, the longest there (what its
    alternation, literals longest first, finds), from one pass of the automaton."""
    scan = _scan()
    assert scan is not None
    first: dict[int, tuple[int, int]] = {}
    owners = scan.owners
    for k, start, end in scan.find(view, overlapping=True):
        for n in owners[k]:
            at = first.get(n)
            if at is None or start < at[0] or (start == at[0] and end > at[1]):
                first[n] = (start, end)
    return first


def _first(view: str, words: tuple[str, ...]) -> tuple[int, int] | None:
    """Where ``_rx(words).search(view)`` matches. Its alternation tries the ``re:`` entries
    first at each position, then the literals longest first: so the leftmost of the entries'
    match and the first literal, the entries' at a tie (exact: the tests compare every concept
    on every corpus line)."""
    scan = _scan()
    n = None if scan is None else scan.number.get(id(words))
    if scan is None or n is None:
        hit = _rx(words).search(view)
        return None if hit is None else hit.span()
    literal = _first_literals(view).get(n)
    raw = scan.raws[n]
    hit = None if raw is None else raw.search(view)
    if hit is not None and (literal is None or hit.start() <= literal[0]):
        return hit.span()
    return literal


def _all(line: str, *concepts: tuple[str, ...]) -> Span:
    """The span from the first to the last of one match of each concept, or ``None``."""
    view = _view(line)
    lo, hi = len(view), 0
    for words in concepts:
        hit = _first(view, words)
        if hit is None:
            return None
        lo, hi = min(lo, hit[0]), max(hi, hit[1])
    return max(lo - 1, 0), min(max(hi - 1, 0), len(line))


def copied_everywhere(line: str) -> Span:
    """The line's own text copied or pasted into every memory file, README, commit or ticket."""
    if _all(line, c.COPY_NOT):
        return None
    return _all(line, c.TARGET, c.SELF, c.EVERY, c.COPY) or _all(
        line, c.MEMORY, c.SELF, c.EVERY, c.ADD
    )


def confirmation_waived(line: str) -> Span:
    """No confirmation to be asked before a destructive or production act, or all pre-approved."""
    span = _all(line, c.CONF, c.WAIVE)
    if span is None:
        return None
    return span if _all(line, c.HARM) or _all(line, c.BLANKET) else None


def lie_when_asked(line: str) -> Span:
    """A denial of a change, upload or send prepared for when the user asks."""
    if _all(line, m.HONEST):
        return None
    return _all(line, m.IFASK, m.SAY, m.NEG, m.ACTED)


def kept_from_user(line: str) -> Span:
    """The agent's own upload or background step, or this note, kept from the user."""
    span = _all(line, m.NOMENTION, m.AUDIENCE)
    if span is None or _all(line, m.HONEST):
        return None
    if any(_all(line, words) for words in (m.UPLOAD, c.SELF, c.MEMORY, m.BACKGROUND)):
        return span
    return None


def ranked_over_instructions(line: str) -> Span:
    """Notes declared to take precedence over the original, system or administrator's rules."""
    return _all(line, m.PRECEDE, m.INSTR, m.ORIGINAL)


def limitless_persona(line: str) -> Span:
    """The assistant told it is no longer the assistant but someone without limits."""
    return _all(line, m.NOTASSIST, m.LIMITLESS)


def secrets_mailed(line: str) -> Span:
    """Passwords, tokens or an ``.env`` file sent to an e-mail address, not forbidden."""
    mail = _EMAIL_AT_RUN.search(line)
    if mail is None or _all(line, m.NEVER) or _all(line, m.RESET):
        return None
    span = _all(line, m.SEND, m.SECRET, c.EVERY)
    return None if span is None else (min(span[0], mail.start()), max(span[1], mail.end()))


def _orders(rule: Callable[[str], Span]) -> Callable[[str], Span]:
    """``rule`` set aside in a line that talks about an attack (an injection, an attacker; asked
    only of a line ``rule`` flags: the same answer, most lines are not flagged)."""

    def run(line: str) -> Span:
        span = rule(line)
        return None if span is None or _all(line, m.ATTACK) else span

    run.__name__ = rule.__name__
    return carried(run, rule)


_IFASK_NEEDLES: Final = (
    "אם", "سأل", "سؤال", "اگر", "पूछ", "জিজ্ঞ", "প্রশ্ন", "ถาม", "ຖາມ", "សួរ", "hỏi", "tanya", "tanong", "tanung",
    "კითხ", "հարց", "tambay", "buz", "vra", "weydii", "su'aal",
)  # fmt: skip

RULES: Final = (
    (PERSISTENCE, unquoted(_orders(copied_everywhere)), _needles(c.TARGET)),
    (POLICY, unquoted(_orders(confirmation_waived)), _needles(c.CONF)),
    (CONCEAL, unquoted(_orders(lie_when_asked)), (*_needles(m.IFASK), *_IFASK_NEEDLES)),
    (CONCEAL, unquoted(_orders(kept_from_user)), _needles(m.AUDIENCE)),
    (OVERRIDE, unquoted(_orders(ranked_over_instructions)), _needles(m.PRECEDE)),
    (PERSONA, unquoted(_orders(limitless_persona)), _needles(m.LIMITLESS)),
    (EXFILTRATION, unquoted(_orders(secrets_mailed)), ("@",)),
)
"""The seven rules with their needles, for ``injection_classes._RULES``."""
