"""The lexicon rules of the injection screen (pure), run on one view of a text: the English
rules with their weights (weak matches add up per line), the rules of the eight other languages
(skipped when their script is absent), and the letters-only phrases. Each rule is compiled and
given its prefilters on first use (``positions.py``, ``prefilter.py``); a match the judgements
of ``injection_judgements.py`` set aside is dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Final

from . import plan_cache
from .factor_scan import FactorScan
from .injection_judgements import (
    SECRET_OBJECT_RE,
    about_attacks,
    filtered,
    line_at,
    project_settings,
)
from .lazy_regex import Regex
from .lexicon_en import COMPACT, EXFILTRATION, OVERRIDE, ROLE, TOOL
from .lexicon_en_rules import english
from .lexicon_i18n import i18n
from .lexicon_i18n_grid_exports import COPY_OUT
from .lexicon_i18n_groups import SCRIPT_OF as GROUP_SCRIPT_OF
from .lexicon_i18n_more import SECRET_WORDS_RE
from .lexicon_i18n_scripts import SCRIPT_OF
from .line_gates import LineGate, line_gate, may_start
from .positions import RulePlan, RulePlans, Words, rule_plan, rule_starts
from .prefilter import Occurrences, matches, needles, required
from .structure import Hit
from .structure_filters import contact
from .text import View, line_starts

THRESHOLD: Final = 1.0


@dataclass(frozen=True)
class Match:
    family: str
    start: int
    end: int
    how: str | None = None
    """How the text was hidden, when a decoded payload matched (``base64``, ``rot13``…)."""


Needles = tuple[str, ...] | None


Prefilters = tuple[Needles, Needles, RulePlan | None]


def _prefilters(pattern: Regex) -> Prefilters:
    """A rule's needles (where a match may start), its gate (strings one of which every match
    contains: read without needles, and beside a plan), and where it may start from the words of
    a text (``positions.py``)."""
    plan = rule_plan(pattern)
    if plan is not None:
        # the plan holds its needles (``_starts`` reads only it); the gate rules out a rule that
        # may start but whose later words occur nowhere (lat16: half the plans' tries)
        return None, required(pattern), plan
    found = needles(pattern, longer=True)
    return found, (required(pattern) if found is None else None), None


@cache
def english_rules() -> tuple[tuple[str, float, Regex, *Prefilters], ...]:
    rules = english()
    found = plan_cache.prefilters("english", [p for _, _, p in rules], _prefilters)
    return tuple((f, w, p, *pre) for (f, w, p), pre in zip(rules, found, strict=True))


@cache
def i18n_rules() -> tuple[tuple[str, str, Regex, *Prefilters], ...]:
    rules = i18n()
    found = plan_cache.prefilters("i18n", [p for _, _, p in rules], _prefilters)
    return tuple((f, lang, p, *pre) for (f, lang, p), pre in zip(rules, found, strict=True))


@cache
def i18n_scan() -> FactorScan:
    """Which i18n rules may match a text, in one compiled pass (``factor_scan.py``)."""
    return FactorScan("i18n", [rule[2] for rule in i18n_rules()])


@cache
def english_scan() -> FactorScan:
    """Which English rules may match a text, in one compiled pass (``factor_scan.py``, lat21b:
    one entry's English rules ~90 -> ~55 µs; a memory's about the same either way, its English
    factors being common words)."""
    return FactorScan("english", [rule[2] for rule in english_rules()])


@cache
def english_plans() -> RulePlans:
    """The English rules' plans read together (``positions.RulePlans``)."""
    return RulePlans([rule[5] for rule in english_rules()])


@cache
def i18n_plans() -> dict[str | None, RulePlans]:
    """The i18n rules' plans read together, per script of ``_SCRIPT`` (``None``: the rules of
    the other languages), so a text reads only those of the scripts it holds."""
    rules = i18n_rules()
    return {
        key: RulePlans(
            [r[5] if (r[1] if r[1] in _SCRIPT else None) == key else None for r in rules]
        )
        for key in (None, *_SCRIPT)
    }


def _starts(
    plan: RulePlan | None,
    needle: Needles,
    gate: Needles,
    words: Words,
    occurrences: Occurrences,
) -> list[int] | None:
    """Where a rule may start (``None``: anywhere); an empty list when it cannot match."""
    if plan is not None:
        return rule_starts(plan, words, occurrences)
    at = occurrences.starts(needle)
    return _NOWHERE if (at is not None and not at) or occurrences.absent(gate) else at


_NOWHERE: Final[list[int]] = []

_FEW_STARTS: Final = 2
"""Up to this many starts, a planned rule is tried at each without reading its gate (a try costs
less than the gate's lookups)."""


_SCRIPT: Final = {
    "zh": re.compile(r"[\u3400-\u9fff]"),
    "ja": re.compile(r"[\u3040-\u30ff\u3400-\u9fff]"),
    "ko": re.compile(r"[\uac00-\ud7af\u1100-\u11ff]"),
    "ru": re.compile(r"[\u0400-\u04ff]"),
    **{lang: re.compile(f"[{letters}]") for lang, letters in SCRIPT_OF.items()},
    **{lang: re.compile(f"[{letters}]") for lang, letters in GROUP_SCRIPT_OF.items()},
}
"""A lexicon in these scripts cannot match a text without any of their letters."""
_ANY_SCRIPT: Final = re.compile("|".join(p.pattern for p in _SCRIPT.values()))


def _scripts_present(text: str, chars: Iterable[str] | None = None) -> set[str]:
    """The languages of ``_SCRIPT`` whose letters ``text`` holds (one scan when it holds none).
    ``chars``: the text's distinct characters (``Words.chars``), if known: each script is one
    character class, so it is searched for in them alone (a memory holds ~100 distinct
    characters; ~25 scans of its 2,200 cost ~0.3 ms when it holds a letter of some script)."""
    if text.isascii():
        return set()
    if chars is not None:
        text = "".join(chars)
    if not _ANY_SCRIPT.search(text):
        return set()
    found: dict[str, bool] = {}
    for script in _SCRIPT.values():
        if script.pattern not in found:
            found[script.pattern] = script.search(text) is not None
    return {lang for lang, script in _SCRIPT.items() if found[script.pattern]}


def match_english(view: View, length: int, words: Words | None = None) -> Iterator[Match]:
    weak: dict[int, tuple[float, int, int]] = {}
    words = Words(view.text) if words is None else words
    occurrences = words.occurrences
    rules = english_rules()
    may = english_scan().rules_in(view.text)  # the rules that may match (lat21b)
    planned: dict[int, list[int]] = {}
    if may is None:
        planned = english_plans().starts(words, occurrences)
        candidates = planned.keys() | _unplanned_english()  # a planned rule with no start: skipped
    else:
        candidates = may  # each planned one's starts read alone
    seen: dict[str, bool] = {}  # whether each line talks about attacks, once asked
    for k in sorted(candidates):
        family, weight, pattern, needle, gate, plan = rules[k]
        if plan is None:
            at = _starts(plan, needle, gate, words, occurrences)
        else:
            at = planned[k] if may is None else rule_starts(plan, words, occurrences)
        if at is not None and not at:
            continue  # no needle occurs, or the rule's gate is shut
        if (
            plan is not None
            and at is not None
            and len(at) > _FEW_STARTS
            and occurrences.absent(gate)
        ):
            continue  # it may start, but a string every match holds occurs nowhere (lat16)
        if at is not None:
            ruled = _english_line_gate(k)
            if ruled is not None:  # its words must follow in the line (perf31, ``line_gates``)
                at = [p for p in at if may_start(ruled, view.text, p)]
        for m in matches(pattern, view.text, at):
            if filtered(family, view.text, m.start(), m.end(), seen):
                continue
            s, e = view.span(m.start(), m.end(), length)
            if weight >= THRESHOLD:
                yield Match(family, s, e)
                continue
            line = view.text.count("\n", 0, m.start())
            total, s0, e0 = weak.get(line, (0.0, s, e))
            weak[line] = (total + weight, min(s0, s), max(e0, e))
    for total, s, e in weak.values():
        if total >= THRESHOLD:
            yield Match(OVERRIDE, s, e)


def match_i18n(view: View, length: int, words: Words | None = None) -> Iterator[Match]:
    words = Words(view.text) if words is None else words
    present = _scripts_present(view.text, words.chars)
    occurrences = words.occurrences
    rules = i18n_rules()
    may = i18n_scan().rules_in(view.text)  # the rules that may match (lat20, lat21b)
    planned: dict[int, list[int]] = {}
    if may is None:
        for key, plans in i18n_plans().items():
            if key is None or key in present:
                planned.update(plans.starts(words, occurrences))
        candidates = planned.keys() | _unplanned_i18n()  # a planned rule with no start: skipped
    else:
        candidates = may  # a few dozen of ~2,300: each planned one's starts read alone
    seen: dict[str, bool] = {}  # whether each line talks about attacks, once asked
    for k in sorted(candidates):
        family, lang, pattern, needle, gate, plan = rules[k]
        if lang in _SCRIPT and lang not in present:
            continue
        if plan is None:
            at = _starts(plan, needle, gate, words, occurrences)
        else:
            at = planned[k] if may is None else rule_starts(plan, words, occurrences)
        if at is not None and not at:
            continue  # no needle occurs, or the rule's gate is shut
        if (
            plan is not None
            and at is not None
            and len(at) > _FEW_STARTS
            and occurrences.absent(gate)
        ):
            continue  # it may start, but a string every match holds occurs nowhere (lat16)
        for m in matches(pattern, view.text, at):
            line = line_at(view.text, m.start())
            if family == OVERRIDE and project_settings(line):
                continue
            if family not in (ROLE, TOOL) and about_attacks(line, seen):
                continue  # "los ataques de inyección de prompts intentan que …"
            if (
                family == EXFILTRATION
                and (_COPY_OUT.search(m.group(0)) is None or _NEGATED.search(line) is not None)
                and _no_secret_sent(line, m.start() - view.text.rfind("\n", 0, m.start()) - 1)
            ):
                continue  # "envía el informe semanal a equipo@…": a report, not a secret
            s, e = view.span(m.start(), m.end(), length)
            yield Match(family, s, e)


_ENGLISH_LINE_GATES: Final[dict[int, LineGate | None]] = {}
"""Each English rule's ``line_gates.line_gate``, read on its first start (rule data)."""


def _english_line_gate(k: int) -> LineGate | None:
    found = _ENGLISH_LINE_GATES.get(k, _UNREAD)
    if found is _UNREAD:
        found = _ENGLISH_LINE_GATES[k] = line_gate(english_rules()[k][2])
    return found


_UNREAD: Final[LineGate] = ((frozenset(["unread"]),),)


@cache
def _unplanned_english() -> frozenset[int]:
    """The English rules without a plan (``_prefilters``): each is read by its needles or gate
    (the planned ones only where ``RulePlans.starts`` finds a start, lat14)."""
    return frozenset(k for k, rule in enumerate(english_rules()) if rule[5] is None)


@cache
def _unplanned_i18n() -> frozenset[int]:
    """The i18n rules without a plan (``_prefilters``): each is read by its needles or gate."""
    return frozenset(k for k, rule in enumerate(i18n_rules()) if rule[5] is None)


_COPY_OUT: Final = re.compile(COPY_OUT)
"""A copy sent to an outside address: a leak with no secret word (``lexicon_i18n_grid_exports``)."""
_NEGATED: Final = re.compile(
    r"(?<!\w)(?:nunca|jamás|never|nie|nigdy|nikdy|nikad|nikada|никогда|не|μην|ποτέ|ikke|aldri|aldrig"
    r"|inte|niet|nooit|nicht|niemals|jamais|ne|mai|non|não|nao|ekki|älä|ne|不要|别|勿|しないで|하지\s*마)(?!\w)"
)
"""A negation anywhere in the line: a copy forbidden is no leak."""


def _no_secret_sent(line: str, start: int) -> bool:
    """No secret word in the line, or a send verb (at ``start``) that writes to someone after
    every secret word (``si pierdes la contraseña, envía un correo a soporte@…``)."""
    secrets = [(m.start(), m.end()) for m in SECRET_OBJECT_RE.finditer(line)]
    secrets += [(m.start(), m.end()) for m in SECRET_WORDS_RE.finditer(line)]
    if not secrets:
        return True
    verb = re.match(r"\S+", line[start:])
    if verb is None:
        return False
    end = min([start + verb.end()] + [a for a, _ in secrets if a > start])
    return contact(line, end, secrets)  # a verb ends before a secret (Thai writes no spaces)


_NON_LETTERS: Final = re.compile(r"[^a-z]+")


def match_compact(view: View, length: int) -> Iterator[Match]:
    offset = 0
    for line in view.text.split("\n"):
        letters = _NON_LETTERS.sub("", line)
        for family, phrase in COMPACT:
            if phrase in letters:
                s, _ = view.span(offset, offset + 1, length)
                _, e = view.span(offset + max(len(line) - 1, 0), offset + max(len(line), 1), length)
                yield Match(family, s, e)
        offset += len(line) + 1


def line_matches(view: View, length: int, hits: Iterable[tuple[int, Hit]]) -> Iterator[Match]:
    """Line-numbered hits (offsets in their line of ``view.text``) as matches with offsets into
    the original text."""
    starts = line_starts(view.text.split("\n"))
    for n, hit in hits:
        s, e = view.span(starts[n] + hit.start, starts[n] + hit.end, length)
        yield Match(hit.family, s, e)
