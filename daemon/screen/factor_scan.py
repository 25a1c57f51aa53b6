"""Which rules of a fixed list may match a text, from their literal factors in one compiled pass
(the optional ``hyperscan`` package).

Each rule's ``literal_factors.formula`` (per top-level alternative, the sets of strings its
every match holds one of each) becomes a Hyperscan logical combination of quiet literal-set
expressions, so one scan of the text's UTF-8 bytes reports every rule whose some alternative
has all its factors present (a byte match of a whole character string is a character match:
UTF-8 is self-synchronizing). A rule without a formula is always reported. The answer is a
superset of the rules that match, so running ``re`` only for them changes nothing.

Compiling the ~2,300 i18n formulas costs ~2 s, so the database is stored in the disk cache
(``plan_cache.py``'s folder, named by a hash of the patterns, this package's sources and the
package's version). Without the package (an ``ImportError``), when the database cannot be built,
or when a scan fails (a scratch in use by another thread), ``rules_in`` answers None and the
caller reads every rule as before.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Sequence
from typing import Any, Final

from tinyagent_memory.daemon import disk_cache  # (absolute: screen_ab.py loads this package alone)

from . import plan_cache
from .lazy_regex import Regex
from .literal_factors import Factor, Formula, formula

log = logging.getLogger(__name__)

LONG: Final = 400
"""Texts at least this long are scanned (a memory); below, the rules' own prefilters cost less
than a call (one entry)."""


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


def _expression(factor: Factor) -> bytes:
    return ("(?:" + "|".join(_literal(s) for s in sorted(factor)) + ")").encode()


def expressions(
    formulas: Sequence[Formula | None],
) -> tuple[list[bytes], list[int], list[int], frozenset[int]]:
    """The Hyperscan expressions of the formulas (rule ``k`` reports id ``k``; each distinct
    factor is one quiet expression, ids from ``len(formulas)``), their ids and flags (as
    ``is_combination``: 1 for a combination, 0 for a reported factor, 2 for a quiet one), and
    the rules without a formula."""
    exprs: list[bytes] = []
    ids: list[int] = []
    kinds: list[int] = []
    factor_ids: dict[Factor, int] = {}
    always: set[int] = set()

    def factor_id(factor: Factor) -> int:
        found = factor_ids.get(factor)
        if found is None:
            found = factor_ids[factor] = len(formulas) + len(factor_ids)
            exprs.append(_expression(factor))
            ids.append(found)
            kinds.append(2)
        return found

    for k, form in enumerate(formulas):
        if form is None:
            always.add(k)
        elif len(form) == 1 and len(form[0]) == 1:  # one factor: reported itself
            exprs.append(_expression(form[0][0]))
            ids.append(k)
            kinds.append(0)
        else:
            logic = "|".join("(" + "&".join(str(factor_id(f)) for f in alt) + ")" for alt in form)
            exprs.append(logic.encode())
            ids.append(k)
            kinds.append(1)
    return exprs, ids, kinds, frozenset(always)


class FactorScan:
    """The rules of ``patterns`` that may match a text (see the module docstring)."""

    __slots__ = ("_always", "_db")

    def __init__(self, name: str, patterns: Sequence[Regex]) -> None:
        self._db: Any = None
        self._always: frozenset[int] = frozenset(range(len(patterns)))
        if _HS is not None:
            try:
                self._db, self._always = _database(name, patterns)
            except Exception as exc:  # any failure only costs speed
                log.info("no factor scan for %s: %s", name, exc)
                self._db = None

    @property
    def available(self) -> bool:
        return self._db is not None

    def rules_in(self, text: str) -> frozenset[int] | None:
        """The rules that may match ``text`` (a superset of those that do), or None (read
        every rule): without the package, for a short text, or when the scan fails."""
        if self._db is None or len(text) < LONG:
            return None
        found: set[int] = set()
        try:
            self._db.scan(
                text.encode("utf-8", "surrogatepass"), match_event_handler=_on, context=found
            )
        except Exception:  # a scratch in use by another thread: every rule
            return None
        return frozenset(found) | self._always


def _on(rule: int, _start: int, _end: int, _flags: int, found: set[int]) -> None:
    found.add(rule)


def _database(name: str, patterns: Sequence[Regex]) -> tuple[Any, frozenset[int]]:
    """The compiled database of the patterns' formulas and the rules without one, read from the
    disk cache when it holds them."""
    hs = _HS
    version = str(getattr(hs, "__version__", "?"))
    path = None
    try:
        path = plan_cache.path_for(f"{name}-factors-hs{version}", patterns)
    except (OSError, RuntimeError, ValueError) as exc:
        log.info("no cache for the factor scan: %s", exc)
    if path is not None:
        data = disk_cache.read_blob(path)
        if isinstance(data, tuple) and len(data) == 2:  # pyright: ignore[reportUnknownArgumentType]
            blob, always = data  # pyright: ignore[reportUnknownVariableType]
            if isinstance(blob, bytes) and isinstance(always, frozenset):
                try:
                    db = hs.loadb(blob, hs.HS_MODE_BLOCK)
                    db.scratch = hs.Scratch(db)  # a loaded database has none
                    return db, always  # pyright: ignore[reportUnknownVariableType]
                except Exception:  # another platform's database: compile
                    log.info("factor scan database unreadable: compiling")
    exprs, ids, kinds, always = expressions([formula(p) for p in patterns])
    flag_of = {
        0: hs.HS_FLAG_SINGLEMATCH,
        1: hs.HS_FLAG_COMBINATION | hs.HS_FLAG_SINGLEMATCH,
        2: hs.HS_FLAG_QUIET | hs.HS_FLAG_SINGLEMATCH,
    }
    db = hs.Database(mode=hs.HS_MODE_BLOCK)
    db.compile(expressions=exprs, ids=ids, elements=len(exprs), flags=[flag_of[k] for k in kinds])
    if path is not None:
        disk_cache.write_blob(path, (hs.dumpb(db), always), "the screen's factor scan")
    return db, always
