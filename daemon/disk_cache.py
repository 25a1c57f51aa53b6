"""The daemon's disk cache of derived data (parsed token encodings, ``tokens.py``; the screen's
rule prefilters, ``screen/plan_cache.py``): the cache folder, and ``marshal`` blobs stored under a
SHA-256 header checked on every read and written atomically. Each user names its files by a hash
of what they are computed from, so a stale file is never asked for; a missing, partial, damaged or
unreadable file reads as None, and a file that cannot be written is skipped: both only cost the
computation. Below ``tokens`` and ``screen`` (one independent layer: neither imports the other)."""

from __future__ import annotations

import hashlib
import logging
import marshal
import os
import tempfile
from pathlib import Path
from typing import Any, Final

log = logging.getLogger(__name__)

CACHE_ENV: Final = "TINYAGENT_MEMORY_CACHE_DIR"
"""The cache folder, if set (default ``$XDG_CACHE_HOME/tinyagent-memory``)."""


def cache_dir() -> Path:
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tinyagent-memory"


def read_blob(path: Path) -> object | None:
    """The data stored at ``path`` by ``write_blob``, or None when the file is missing,
    unreadable, not whole (its SHA-256 header does not match) or not ``marshal`` data."""
    try:
        blob = path.read_bytes()
    except OSError:
        return None
    digest, payload = blob[:32], blob[32:]
    if hashlib.sha256(payload).digest() != digest:
        return None
    try:
        return marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        return None


def write_blob(path: Path, data: Any, what: str) -> None:
    """Store ``data`` (``marshal``-able) at ``path`` atomically (a temporary file, then
    ``os.replace``); a failure is logged (naming ``what``) and only costs speed."""
    payload = marshal.dumps(data)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
        with os.fdopen(fd, "wb") as f:
            f.write(hashlib.sha256(payload).digest() + payload)
        os.replace(tmp, path)
    except OSError as exc:
        log.info("could not cache %s: %s", what, exc)
