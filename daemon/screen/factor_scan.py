"""Which rules of a fixed list may match a text, from their literal factors in one compiled pass
(the optional ``hyperscan`` package).

Each rule's ``literal_factors.formula`` (per top-level alternative, the sets of strings its
every match holds one of each) is read against the strings that occur in the text: one scan of
the text's UTF-8 bytes for every distinct factor string (each a literal expression reported
once, ``HS_FLAG_SINGLEMATCH``: a byte match of a whole character string is a character
match, UTF-8 being self-synchronizing), then, in Python, the factors those strings belong to and
the alternatives whose every factor is among them. Only the alternatives whose *key* factor (the
one whose strings the fewest alternatives hold, per byte: a rare word) occurs are checked, each
by one ``set.issuperset`` of its other factors. A rule without a formula is always reported.
The answer is a superset of the rules that match, so running ``re`` only for them changes
nothing. (lat20 compiled each rule as a Hyperscan logical combination of its factors: the same
answer, but the combinations cost ~0.6 ms a memory's scan against ~0.15 ms for this, lat21b.)

Compiling the ~20,000 strings of the ~2,300 i18n formulas costs ~0.5 s, so the database and the
tables are stored in the disk cache (``plan_cache.py``'s folder, named by a hash of the patterns,
this package's sources and the package's version). Without the package (an ``ImportError``),
when the database cannot be built, or when a scan fails (a scratch in use by another thread),
``rules_in`` answers None and the caller reads every rule as before.
"""

from __future__ import annotations

import importlib
import logging
from collections import Counter
from collections.abc import Sequence
from typing import Any, Final, NamedTuple, Protocol

from tinyagent_memory.daemon import disk_cache  # (absolute: screen_ab.py loads this package alone)

from . import plan_cache
from .alternatives import top_level
from .lazy_regex import Lazy, Regex
from .literal_factors import Factor, Formula, formula

log = logging.getLogger(__name__)

LONG: Final = 1
"""Texts at least this long are scanned: every text but the empty one (lat20 scanned only a
memory, 400 characters and more; the strings' scan costs one entry ~80 µs of ``match_i18n``
against ~400 µs for the rules' own prefilters, lat21b)."""


def _hyperscan() -> Any:
    try:
        return importlib.import_module("hyperscan")  # no type stubs
    except ImportError:
        return None


_HS: Final[Any] = _hyperscan()


def _literal(s: str) -> str:
    return "".join(
        chr(b) if chr(b).isalnum() and b < 128 else f"\\x{b:02x}"
        for b in s.encode("utf-8", "surrogatepass")
    )


class Tables(NamedTuple):
    """The formulas read as tables of ids (``marshal``-able, stored with the database)."""

    strings: tuple[str, ...]
    """Every distinct factor string (string ``i`` is the scan's expression ``i``)."""
    factors_of: tuple[tuple[int, ...], ...]
    """Per string, the factors holding it."""
    keyed: tuple[tuple[int, ...], ...]
    """Per string, the alternatives whose key factor holds it."""
    others: tuple[tuple[int, ...], ...]
    """Per alternative, its factors other than its key."""
    rule_of: tuple[int, ...]
    """Per alternative, its rule."""
    always: frozenset[int]
    """The rules without a formula."""


def tables(formulas: Sequence[Formula | None]) -> Tables:
    """The tables of the formulas: factors and strings numbered in the order met; each
    alternative keyed by the factor whose strings the fewest alternatives hold, per squared byte
    (a long, rare word), the first such in the formula's order."""
    strings: dict[str, int] = {}
    factors: dict[Factor, int] = {}
    alts: list[tuple[int, tuple[Factor, ...]]] = []
    always: set[int] = set()
    for k, form in enumerate(formulas):
        if form is None:
            always.add(k)
            continue
        for alt in form:
            alts.append((k, alt))
            for factor in alt:
                factors.setdefault(factor, len(factors))
                for s in sorted(factor):
                    strings.setdefault(s, len(strings))
    held: Counter[str] = Counter()  # per string, the alternatives holding it
    for _, alt in alts:
        held.update({s for factor in alt for s in factor})

    def rarity(factor: Factor) -> float:
        return sum(held[s] for s in factor) / _size(factor) ** 2

    factors_of: list[list[int]] = [[] for _ in strings]
    for factor, j in factors.items():
        for s in factor:
            factors_of[strings[s]].append(j)
    keyed: list[list[int]] = [[] for _ in strings]
    others: list[tuple[int, ...]] = []
    for a, (_, alt) in enumerate(alts):
        key = min(alt, key=rarity)
        for s in sorted(key):
            keyed[strings[s]].append(a)
        others.append(tuple(factors[f] for f in alt if f != key))
    return Tables(
        tuple(strings),
        tuple(tuple(sorted(x)) for x in factors_of),
        tuple(tuple(x) for x in keyed),
        tuple(others),
        tuple(k for k, _ in alts),
        frozenset(always),
    )


def _size(factor: Factor) -> int:
    return min(len(s.encode("utf-8", "surrogatepass")) for s in factor)


class FactorScan:
    """The rules of ``patterns`` that may match a text (see the module docstring)."""

    __slots__ = ("_db", "_tables")

    def __init__(self, name: str, patterns: Sequence[Regex]) -> None:
        self._db: Any = None
        self._tables = Tables((), (), (), (), (), frozenset(range(len(patterns))))
        if _HS is not None:
            try:
                self._db, self._tables = _database(name, patterns)
            except Exception as exc:  # any failure only costs speed
                log.info("no factor scan for %s: %s", name, exc)
                self._db = None

    @property
    def available(self) -> bool:
        return self._db is not None

    def rules_in(self, text: str) -> frozenset[int] | None:
        """The rules that may match ``text`` (a superset of those that do), or None (read
        every rule): without the package, for an empty text, or when the scan fails."""
        if self._db is None or len(text) < LONG:
            return None
        hits: list[int] = []
        try:
            self._db.scan(
                text.encode("utf-8", "surrogatepass"), match_event_handler=_on, context=hits
            )
        except Exception:  # a scratch in use by another thread: every rule
            return None
        t = self._tables
        present: set[int] = set()
        checked: set[int] = set()
        for i in hits:
            present.update(t.factors_of[i])
            checked.update(t.keyed[i])
        holds = present.issuperset
        others, rule_of = t.others, t.rule_of
        return frozenset([rule_of[a] for a in checked if holds(others[a])]) | t.always


class Searcher(Protocol):
    """A pattern's ``search`` as a yes or no (``alternatives.Searched``)."""

    @property
    def pattern(self) -> Regex: ...

    def search(self, text: str) -> bool: ...


_NONE: Final[frozenset[int]] = frozenset()


class FactorGated:
    """``searcher.search(text)`` behind the literal factors of the pattern's top-level
    alternatives (perf31): a text holding no alternative's every factor is answered False
    without running the pattern, and one that holds a few alternatives' factors runs only those
    alternatives, each compiled alone (a line about attacks is rare: ``ABOUT_ATTACKS``'s ~200
    alternatives cost ~16 µs a line, the scan ~1.6 µs and a few alternatives ~1 µs each). The
    scan is built (or read from the disk cache) on first use; without it, or when the pattern is
    not split into alternatives (``alternatives.top_level``), the searcher runs."""

    __slots__ = ("_name", "_pieces", "_scan", "searcher")

    def __init__(self, name: str, searcher: Searcher) -> None:
        self._name = name
        self._scan: FactorScan | None = None
        self._pieces: list[Lazy] | None = None
        self.searcher = searcher

    @property
    def pattern(self) -> Regex:
        return self.searcher.pattern

    def _built(self) -> FactorScan:
        pattern = self.searcher.pattern
        split = top_level(pattern.pattern, pattern.flags)
        if split is not None:
            self._pieces = [Lazy(p, pattern.flags) for p in split]
            self._scan = FactorScan(self._name, self._pieces)
        else:
            self._scan = FactorScan(self._name, [pattern])
        return self._scan

    def search(self, text: str) -> bool:
        scan = self._scan
        if scan is None:
            scan = self._built()
        may = scan.rules_in(text)
        if may is None:
            return self.searcher.search(text)
        if not may:
            return False  # some factor of every alternative occurs nowhere in the text
        pieces = self._pieces
        if pieces is None or len(may) > _FEW_PIECES:
            return self.searcher.search(text)
        return any(pieces[k].search(text) is not None for k in may)


_FEW_PIECES: Final = 8
"""Past this many alternatives that may match, the searcher runs (one pass for them all)."""


def _on(string: int, _start: int, _end: int, _flags: int, hits: list[int]) -> None:
    hits.append(string)


def _database(name: str, patterns: Sequence[Regex]) -> tuple[Any, Tables]:
    """The compiled database of the patterns' factor strings and the tables, read from the disk
    cache when it holds them."""
    hs = _HS
    version = str(getattr(hs, "__version__", "?"))
    path = None
    try:
        path = plan_cache.path_for(f"{name}-strings-hs{version}", patterns)
    except (OSError, RuntimeError, ValueError) as exc:
        log.info("no cache for the factor scan: %s", exc)
    if path is not None:
        data = disk_cache.read_blob(path)
        if isinstance(data, tuple) and len(data) == 2:  # pyright: ignore[reportUnknownArgumentType]
            blob, stored = data  # pyright: ignore[reportUnknownVariableType]
            if isinstance(blob, bytes) and isinstance(stored, tuple) and len(stored) == 6:  # pyright: ignore[reportUnknownArgumentType]
                try:
                    db = hs.loadb(blob, hs.HS_MODE_BLOCK)
                    db.scratch = hs.Scratch(db)  # a loaded database has none
                    return db, Tables(*stored)  # pyright: ignore[reportUnknownArgumentType]
                except Exception:  # another platform's database: compile
                    log.info("factor scan database unreadable: compiling")
    found = tables([formula(p) for p in patterns])
    if not found.strings:
        raise ValueError("no factor strings")
    db = hs.Database(mode=hs.HS_MODE_BLOCK)
    db.compile(
        expressions=[_literal(s).encode() for s in found.strings],
        ids=list(range(len(found.strings))),
        elements=len(found.strings),
        flags=[hs.HS_FLAG_SINGLEMATCH] * len(found.strings),
    )
    if path is not None:
        disk_cache.write_blob(path, (hs.dumpb(db), tuple(found)), "the screen's factor scan")
    return db, found
