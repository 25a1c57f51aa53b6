"""A disk cache of the lexicon rules' prefilters (``injection_rules.i18n_rules`` and
``english_rules``): reading every lexicon pattern for its needles, gate and plan costs about a
second of CPU in each process that screens (a ``memory check``, a daemon's first curation),
while the result is a pure function of the patterns and of this package's code. It is stored as
``marshal`` data under a SHA-256 header (as the parsed token encodings are, ``tokens.py``), in
``$TINYAGENT_MEMORY_CACHE_DIR`` or ``$XDG_CACHE_HOME/tinyagent-memory``, named by a hash of the
Python version, every source file of this package and the patterns: any change to them names
another file. A missing, damaged or unreadable file only costs the computation; a file that
cannot be written is skipped.
"""

from __future__ import annotations

import hashlib
import logging
import marshal
import sys
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any, Final

from tinyagent_memory.daemon import disk_cache  # (absolute: screen_ab.py loads this package alone)

from .lazy_regex import Regex
from .positions import Bounded, RulePlan

log = logging.getLogger(__name__)

CACHE_ENV: Final = disk_cache.CACHE_ENV
"""The daemon's cache folder (``disk_cache.CACHE_ENV``, as ``tokens.py`` reads it)."""

Prefilters = tuple[tuple[str, ...] | None, tuple[str, ...] | None, RulePlan | None]


def folder() -> Path:
    return disk_cache.cache_dir() / "screen"


@cache
def _code_digest() -> bytes:
    digest = hashlib.sha256(sys.version.encode())
    for path in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.digest()


def path_for(name: str, patterns: Sequence[Regex]) -> Path:
    # version 2: no back-references, so equal patterns give equal bytes whether or not they are
    # one string object (two lexicon rows may build the same pattern)
    inputs = marshal.dumps(tuple((p.pattern, int(p.flags)) for p in patterns), 2)
    key = hashlib.sha256(_code_digest() + inputs).hexdigest()[:32]
    return folder() / f"{name}-{key}.marshal"


def _encode(found: Prefilters) -> Any:
    needles, gate, plan = found
    if plan is None:
        return (needles, gate, None)
    return (needles, gate, (*plan.bounded, plan.other))


def _decode(data: Any) -> Prefilters:
    needles, gate, plan = data
    if plan is None:
        return (needles, gate, None)
    keys, whole, heads, parts, other = plan
    if not all(isinstance(x, frozenset) for x in (keys, heads)) or not all(
        isinstance(x, dict) for x in (whole, parts)
    ):
        raise TypeError("not a plan")
    return (needles, gate, RulePlan(Bounded(keys, whole, heads, parts), other))  # pyright: ignore[reportUnknownArgumentType]


def _read(path: Path, count: int) -> list[Prefilters] | None:
    data = disk_cache.read_blob(path)
    if not isinstance(data, tuple) or len(data) != count:  # pyright: ignore[reportUnknownArgumentType]
        return None
    try:
        return [_decode(item) for item in data]  # pyright: ignore[reportUnknownVariableType]
    except (ValueError, TypeError):
        return None


def _write(path: Path, found: list[Prefilters]) -> None:
    disk_cache.write_blob(path, tuple(_encode(f) for f in found), "the screen's prefilters")


def prefilters(
    name: str, patterns: Sequence[Regex], compute: Callable[[Regex], Prefilters]
) -> list[Prefilters]:
    """``compute`` of every pattern, read from the cache when it holds them."""
    try:
        path: Path | None = path_for(name, patterns)
    except (OSError, RuntimeError, ValueError) as exc:  # no home folder, unreadable source
        log.info("no cache for the screen's prefilters: %s", exc)
        path = None
    if path is not None:
        found = _read(path, len(patterns))
        if found is not None:
            return found
    computed = [compute(p) for p in patterns]
    if path is not None:
        _write(path, computed)
    return computed
