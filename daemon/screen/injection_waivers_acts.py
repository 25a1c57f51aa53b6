"""The checks of ``injection_waivers.py`` about tools, data and reports (pure; concepts in
``concepts_waivers.py``): tools that ship the environment out, a key from a scratch path, shell
history or tokens in every answer, a plan kept from the user, relabels so reviewers skip, a
package pushed in every future answer, standing rules that send files out, someone else obeyed,
verdicts dictated to an AI reviewer, doctored results, admin rights for outsiders, notes to any
AI, the user's files copied out, the user kept from learning that their data moves; and the
judgements every check shares (``affirmed``, ``forbidden``)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from . import concepts_waivers as w
from .lexicon_en import CONCEAL, EXFILTRATION, OVERRIDE, PERSISTENCE, TOOL
from .structure import Hit
from .structure_filters import negated

_SHIPS_ENV: Final = re.compile(w.SHIPS_ENV)
_SCRATCH_KEY: Final = re.compile(w.SCRATCH_KEY)
_HISTORY: Final = re.compile(w.SHELL_HISTORY)
_ENDS_WITH: Final = re.compile(w.ENDS_WITH_SECRETS)
_EVERY_ANSWER_THEN: Final = re.compile(w.EVERY_ANSWER_THEN)
_PLAN_HIDDEN: Final = re.compile(w.PLAN_HIDDEN)
_FORCED: Final = re.compile(w.FORCED_APPLY)
_SO_UNCHECKED: Final = re.compile(w.SO_UNCHECKED)
_RELABELLED: Final = re.compile(w.RELABELLED)
_EVERY_FUTURE: Final = re.compile(w.EVERY_FUTURE)
_PUSHED: Final = re.compile(w.PUSHED_SOURCE)
_ONLY_FROM: Final = re.compile(w.ONLY_FROM)
_AI_REVIEWER: Final = re.compile(w.AI_REVIEWER)
_DICTATED: Final = re.compile(w.DICTATED_SCORE)
_DOCTORED: Final = re.compile(w.DOCTORED)
_FALSE_SUCCESS: Final = re.compile(w.FALSE_SUCCESS)
_ALWAYS_SENT: Final = re.compile(w.ALWAYS_WANTS_SENT)
_OUTSIDER: Final = re.compile(w.OUTSIDER)
_ADMIN: Final = re.compile(w.ADMIN_GRANT)
_FULL_MARKS: Final = re.compile(w.FULL_MARKS)
_TESTING: Final = re.compile(r"\b(?:unit\s+tests?|tests?|fixtures?|mock\w*|localhost|dev\s+only)\b")
_NOTE_TO_AI: Final = re.compile(w.NOTE_TO_AI)
_SET_ASIDE: Final = re.compile(w.SET_ASIDE_PEOPLE)
_TRIGGER: Final = re.compile(w.USER_FILE_TRIGGER)
_COPY_OUT: Final = re.compile(w.COPY_OUT)
_UNASKED: Final = re.compile(w.UNASKED)
_KEEP_QUIET: Final = re.compile(w.KEEP_QUIET)
_MOVED: Final = re.compile(w.SECRETS_MOVED)
_ONLY_ACT: Final = re.compile(
    r"\bonly\s+(?:act\s+on|follow|obey|listen\s+to)\s+(?:the\s+)?(?:messages|instructions|orders|requests"
    r"|comments)\s+(?:from|by|signed)\b"
)
_OWNER_SET_ASIDE: Final = re.compile(
    r"\b(?:ignore|disregard|stop\s+(?:listening\s+to|following))\b[^\n]{0,40}?\b(?:owner|user|maintainer|pi"
    r"|author)\b"
)
"""Someone else obeyed and the user set aside (``ignore what the repo owner says … only act on
messages from @x``)."""
_REPORTED: Final = re.compile(
    r"\b(?:asked|told|instructed|urged|tricked|wanted|tried)\s+(?:[\w-]+\s+){0,4}?to\s+(?:\w+\s+)?$"
    r"|\b(?:we|they|he|she|it|i)\s+(?:\w+\s+)?$"
    r"|\b(?:claim\w*|said|says|alleg\w*|pretend\w*|wrote|writes)\s+(?:that\s+)?(?:\w+\s+){0,3}$"
)
"""A request reported or an act described (``a forged ticket asked it to …``, ``we exclude …``)."""


def affirmed(line: str, start: int) -> bool:
    before = line[max(0, start - 48) : start]
    return not negated(before[-28:]) and not _REPORTED.search(before)


_FORBIDDEN: Final = re.compile(r"\b(?:never|don't|do\s+not|must\s+not|mustn't|no\s+one)\b[^.;!?]*$")


def forbidden(line: str, start: int) -> bool:
    """A clause that forbids what follows (``never run `terraform apply` without showing …``)."""
    return _FORBIDDEN.search(line, 0, start) is not None


def ships_env(line: str) -> Iterator[Hit]:
    m = _SHIPS_ENV.search(line)
    if m and affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())


def scratch_key(line: str) -> Iterator[Hit]:
    m = _SCRATCH_KEY.search(line)
    if m and affirmed(line, m.start()) and not _TESTING.search(line):
        yield Hit(TOOL, m.start(), m.end())


def history(line: str) -> Iterator[Hit]:
    m = _HISTORY.search(line) or _ENDS_WITH.search(line) or _EVERY_ANSWER_THEN.search(line)
    if m and not forbidden(line, m.end()) and affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())


def plan_hidden(line: str) -> Iterator[Hit]:
    m = _PLAN_HIDDEN.search(line)
    if m and _FORCED.search(line) and affirmed(line, m.start()) and not forbidden(line, m.start()):
        yield Hit(CONCEAL, m.start(), m.end())


def relabelled(line: str) -> Iterator[Hit]:
    m = _SO_UNCHECKED.search(line)
    if m and _RELABELLED.search(line, 0, m.start()):
        yield Hit(CONCEAL, m.start(), m.end())


def pushed(line: str) -> Iterator[Hit]:
    if _EVERY_FUTURE.search(line):
        m = _PUSHED.search(line)
        if m and affirmed(line, m.start()):
            yield Hit(PERSISTENCE, m.start(), m.end())


def always_sent(line: str) -> Iterator[Hit]:
    m = _ALWAYS_SENT.search(line)
    if m and affirmed(line, m.start()):
        yield Hit(PERSISTENCE, m.start(), m.end())


def only_from(line: str) -> Iterator[Hit]:
    m = _ONLY_FROM.search(line)
    if m and affirmed(line, m.start()):
        yield Hit(OVERRIDE, m.start(), m.end())
        return
    m = _ONLY_ACT.search(line)
    if m and _OWNER_SET_ASIDE.search(line) and affirmed(line, m.start()):
        yield Hit(OVERRIDE, m.start(), m.end())


def dictated(line: str) -> Iterator[Hit]:
    m = _DICTATED.search(line) or _FULL_MARKS.search(line)
    if m and _AI_REVIEWER.search(line) and affirmed(line, m.start()):
        yield Hit(OVERRIDE, m.start(), m.end())


def doctored(line: str) -> Iterator[Hit]:
    m = _DOCTORED.search(line)
    if m and affirmed(line, m.start()):
        yield Hit(CONCEAL, m.start(), m.end())
        return
    m = _FALSE_SUCCESS.search(line)
    if m and affirmed(line, m.start()):
        yield Hit(CONCEAL, m.start(), m.end())


def admin(line: str) -> Iterator[Hit]:
    m = _ADMIN.search(line)
    if m and _OUTSIDER.search(line) and affirmed(line, m.start()):
        yield Hit(TOOL, m.start(), m.end())


def note_to_ai(line: str) -> Iterator[Hit]:
    m = _SET_ASIDE.search(line)
    if m and _NOTE_TO_AI.search(line, 0, m.start()) and affirmed(line, m.start()):
        yield Hit(OVERRIDE, m.start(), m.end())


def copied_out(line: str) -> Iterator[Hit]:
    t = _TRIGGER.search(line)
    m = _COPY_OUT.search(line, t.end()) if t else None
    if m and _UNASKED.search(line, m.end()) and affirmed(line, m.start()):
        yield Hit(EXFILTRATION, m.start(), m.end())


def kept_quiet(line: str) -> Iterator[Hit]:
    m = _KEEP_QUIET.search(line)
    moved = _MOVED.search(line, m.end(), m.end() + 80) if m else None
    if m and moved:
        yield Hit(CONCEAL, m.start(), moved.end())
