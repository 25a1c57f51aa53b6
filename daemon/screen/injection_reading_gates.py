"""Which readings can set a match aside on a line, asked once per line (session 31, perf31, pure).

``injection_readings.explained`` asks every match of every layer up to two dozen readings; on a
real injection none explains it, so all of them run (~100 µs a match, a third of the injection
layer on an injected memory). Most readings can only say yes when the line holds a few words:
``quoted_talk`` needs a cue of talk (``_TALK``) and a quotation, ``desk_advice`` a desk habit and a
moment, ``debated`` a debate and an outcome. A reading's ``Gate`` writes that down next to the
reading: paths ``When(families, *needs)``, each a family set and what the line must hold for that
path of the reading to answer True (every need; a need is a pattern, a gated pattern or a
literal, or a tuple of them of which one will do). ``explained`` lower-cases an ASCII line once,
finds every gate's needles in it with one Aho-Corasick pass (``needle_scan.MAKE``), and skips a
reading whose every path for the match's family misses a need (its ``lead`` first: one factor
of each path that the line must hold, most readings stop there).

A pattern is read as ``ascii_gates`` reads it (its ``factors`` and ``alternatives``), but
with every factor of each top-level alternative kept (``ignore … instructions``: both words, not
the longer one alone; a branch inside one spread out, ``MAX_SPREAD``): the pattern
can match an ASCII line only where some alternative's factors all occur in it (lower-cased).
Sound by construction: each needle is cut to its longest run without white space, so a pattern
searched on a blanked copy of the line (spaces for a class's words, ``text.blanked``) or on a
slice still holds its needles in the line; a factor shorter than ``MIN_CHARS`` is left out (it
only narrows less); an alternative with no factor, or a family no gate knows, runs the reading.
Non-ASCII lines, and a machine without the automaton, run every reading whose paths name the
family. ``tests/unit/test_screen_reading_gates.py`` checks the gates on corpus lines.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Final

from .ascii_gates import Gated, alternatives, factors
from .lexicon_en import FAMILIES
from .literal_factors import flattened
from .needle_scan import MAKE
from .prefilter import tree

_c: Any = getattr(re, "_constants")  # noqa: B009 - the stdlib's own pattern constants

MIN_CHARS: Final = 2
"""A pattern's factor whose shortest needle is shorter is left out (``a``, ``:``: it occurs nearly
everywhere and only fills the scan's answer), unless each of its needles is a rarer mark
(``_MARKS``: a quotation mark, an angle bracket); a literal need is kept whatever its size."""
_MARKS: Final = frozenset("\"'`<>?@$|{}[]#*=&%~^\\")

Factor = frozenset[str]
Source = re.Pattern[str] | Gated | str
"""A pattern the line must match, or a literal it must hold."""
Need = Source | tuple[Source, ...]
"""What a path of a reading needs: one source, or one of several."""
Alternatives = tuple[tuple[Factor, ...], ...] | None
"""Ways a need can hold, each the factors the line must all hold; None: it always may."""


MAX_SPREAD: Final = 8
"""A branch inside an alternative whose own alternatives hold several factors each is spread
into that many alternatives at most (``(?:system … notes|notes on … system)``: both words of
each); a larger one gives the union of its alternatives' best factors."""


def _spread(items: list[Any]) -> list[list[Factor]]:
    """Ways every match of the sequence ``items`` can go, each the factors it holds: a branch at
    its top whose alternatives hold more than one factor is spread out (``MAX_SPREAD``)."""
    ways: list[list[Factor]] = [[]]
    run: list[Any] = []

    def close() -> None:
        if run:
            for way in ways:
                way.extend(factors(run))
            run.clear()

    for op, av in flattened(items):
        if op is not _c.BRANCH:
            run.append((op, av))
            continue
        close()
        each = [factors(list(alt)) for alt in av[1]]
        if len(ways) * len(each) <= MAX_SPREAD and any(len(f) > 1 for f in each):
            ways = [[*way, *f] for way in ways for f in each]
        else:
            for way in ways:
                way.extend(factors([(op, av)]))
    close()
    return ways


def _cut(factor: Factor) -> Factor | None:
    """The factor with each needle cut to its longest run without white space (held by the line
    wherever the needle is held by a blanked copy of it); None when one is all white space."""
    out: set[str] = set()
    for needle in factor:
        runs = needle.split()
        if not runs:
            return None
        out.add(max(runs, key=len))
    return frozenset(out)


def _telling(factor: Factor) -> bool:
    """Whether a factor is worth scanning for (``MIN_CHARS``)."""
    return all(len(s) >= MIN_CHARS or s in _MARKS for s in factor)


def _source(source: Source) -> Alternatives:
    if isinstance(source, str):
        cut = _cut(frozenset([source.lower()]))
        return None if cut is None else ((cut,),)
    pattern = source.regex if isinstance(source, Gated) else source
    out: list[tuple[Factor, ...]] = []
    for alt in alternatives(list(tree(pattern))):
        for way in _spread(alt):
            if any(not f for f in way):
                continue  # a string that cannot occur in an ASCII line: no match here
            kept: list[Factor] = []
            for factor in way:
                cut = _cut(factor)
                if cut is not None and _telling(cut) and cut not in kept:
                    kept.append(cut)
            if not kept:
                return None
            out.append(tuple(kept))
    return tuple(out)


def _need(need: Need) -> Alternatives:
    out: list[tuple[Factor, ...]] = []
    for source in need if isinstance(need, tuple) else (need,):
        each = _source(source)
        if each is None:
            return None
        out += each
    single = frozenset(n for alt in out if len(alt) == 1 for n in alt[0])
    return (*(((single,),) if single else ()), *(alt for alt in out if len(alt) > 1))


Path = tuple[tuple[int, tuple[int, ...]], ...]
"""A path as bit masks of factors: per need, one factor of each of its ways, and its ways."""
Masks = tuple[Path, ...] | None
"""A reading's paths for one family (``Gate.paths``)."""


class When:
    """A path of a reading: for ``families`` (None: every family), the line needs all ``needs``."""

    __slots__ = ("families", "needs")

    def __init__(self, families: Iterable[str] | None, *needs: Need) -> None:
        self.families: Final = None if families is None else frozenset(families)
        self.needs: Final = tuple(a for a in (_need(n) for n in needs) if a is not None)
        """How each need can hold (a need that always may left out); empty: the path always may."""


class Gate:
    """Whether a reading can answer True for a family on a line (its ``paths``)."""

    __slots__ = ("_by_family", "_masks", "factors")

    def __init__(self, *paths: When) -> None:
        self._by_family: dict[str, tuple[When, ...] | None] = {}
        self.factors: Final[set[Factor]] = set()
        for family in FAMILIES:
            kept = [p for p in paths if p.families is None or family in p.families]
            always = any(not p.needs for p in kept)
            self._by_family[family] = None if always else tuple(kept)
            for path in () if always else kept:
                self.factors.update(f for need in path.needs for alt in need for f in alt)
        self._masks: dict[str, Masks] = {}

    def compile(self, bit: dict[Factor, int]) -> None:
        """Write each family's paths as bit masks of factors (``bit``: every gate's factors)."""
        for family, paths in self._by_family.items():
            self._masks[family] = (
                None if paths is None else tuple(_path(path, bit) for path in paths)
            )

    def paths(self, family: str) -> Masks:
        """The family's paths as bit masks (after ``compile``): per path, per need, the masks of
        its ways (``may``); empty: the reading cannot answer
        True for the family; None: it may on every line."""
        return self._masks.get(family)


def may(paths: tuple[Path, ...], held: int) -> bool:
    """Whether some path holds every need on a line that holds the factors ``held``."""
    for needs in paths:
        for first, ways in needs:
            if not first & held:
                break  # no way of this need has its first factor: the path is closed
            for mask in ways:
                if mask & held == mask:
                    break
            else:
                break  # this need misses: the path is closed
        else:
            return True  # every need holds: the path is open
    return False


def lead(paths: tuple[Path, ...]) -> int:
    """Factors of which a line holds one wherever some path may hold (of each path, the lead
    of its first need): a line that holds none passes no path."""
    out = 0
    for needs in paths:
        out |= needs[0][0] if needs else -1
    return out


def _path(path: When, bit: dict[Factor, int]) -> Path:
    """A path's needs as masks of their ways, the needs with one way each folded into one mask
    (first, led by its rarest-looking factor: ``lead`` reads it); each other need led by one
    factor of each way (a line that holds none of them holds no way)."""
    single: list[Factor] = []
    rest: list[tuple[int, tuple[int, ...]]] = []
    for need in path.needs:
        if len(need) == 1:
            single += need[0]
            continue
        first = 0
        for alt in need:
            first |= bit[max(alt, key=_rarity)]
        rest.append((first, tuple(_mask(alt, bit) for alt in need)))
    if not single:
        return tuple(rest)
    return ((bit[max(single, key=_rarity)], (_mask(tuple(single), bit),)), *rest)


def _rarity(factor: Factor) -> int:
    """How rare a factor looks: the length of its shortest needle (``ever`` beats ``no``)."""
    return min(len(s) for s in factor)


def _mask(alt: tuple[Factor, ...], bit: dict[Factor, int]) -> int:
    out = 0
    for factor in alt:
        out |= bit[factor]
    return out


class Scan:
    """The factors of all gates an ASCII line holds, found in one pass over it."""

    __slots__ = ("_bits", "_find")

    def __init__(self, gates: Iterable[Gate]) -> None:
        gates = list(gates)
        factors = sorted({f for g in gates for f in g.factors}, key=sorted)
        bit = {f: 1 << k for k, f in enumerate(factors)}
        for gate in gates:
            gate.compile(bit)
        bits: dict[str, int] = {}
        for factor, b in bit.items():
            for needle in factor:
                bits[needle] = bits.get(needle, 0) | b
        needles = sorted(bits)
        self._bits: Final = [bits[n] for n in needles]
        """Each needle's factors (by its index in the automaton)."""
        self._find: Final = None if MAKE is None or not needles else MAKE(needles)

    def held(self, line: str) -> int | None:
        """The bit mask of the factors ``line`` holds; None for a non-ASCII line or without the
        automaton (every path may)."""
        if not line.isascii():
            return None
        find = self._find
        if find is None:
            return None
        bits = self._bits
        out = 0
        for k, _, _ in find(line.lower(), overlapping=True):
            out |= bits[k]
        return out
