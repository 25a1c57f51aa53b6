"""Which store a workspace uses, and the workspace's identity (``workspace_key``) in it.

- The store: ``initializationOptions.store``, else ``--store`` / ``$TINYAGENT_MEMORY_STORE``,
  else ``sqlite``.
- The key: ``initializationOptions.workspace_key`` when given. Otherwise, for SQLite, the folder
  (its database lives in it anyway); for PostgreSQL, derived so that checkouts of one repository
  on different hosts agree: ``git:<remote host/path>:<path inside the repository>`` from the
  ``origin`` remote of the git checkout holding the folder, else ``path:<host name>:<folder>``
  (a folder outside git is shared only on its own host unless a key is given).
"""

from __future__ import annotations

import os
import re
import socket
from pathlib import Path
from typing import Final

STORE_ENV: Final = "TINYAGENT_MEMORY_STORE"


def resolve_store(option: str | None) -> str:
    return option or os.environ.get(STORE_ENV) or "sqlite"


def is_postgres(store: str | None) -> bool:
    """``store`` names a PostgreSQL database (else: SQLite, the default)."""
    return store is not None and store.startswith(("postgresql://", "postgres://"))


def normalize_remote(url: str) -> str:
    """``git@host:org/repo.git`` / ``https://user@host/org/repo`` -> ``host/org/repo``."""
    text = url.strip()
    text = re.sub(r"^[a-z+]+://", "", text)
    text = re.sub(r"^[^@/]+@", "", text)
    host, sep, rest = text.partition(":")
    if sep and "/" not in host:
        rest = re.sub(r"^\d+/", "", rest)  # ``host:port/path``
        text = f"{host}/{rest}"
    text = text.rstrip("/")
    return text.removesuffix(".git")


def _git_dir(root: Path) -> tuple[Path, Path] | None:
    """``(repository top, config file)`` of the checkout holding ``root``."""
    for top in (root, *root.parents):
        dot = top / ".git"
        if dot.is_dir():
            return top, dot / "config"
        if dot.is_file():  # a worktree or submodule: "gitdir: <path>"
            text = dot.read_text(encoding="utf-8", errors="replace").strip()
            if not text.startswith("gitdir:"):
                return None
            gitdir = (top / text.removeprefix("gitdir:").strip()).resolve()
            common = gitdir / "commondir"
            if common.is_file():
                gitdir = (gitdir / common.read_text(encoding="utf-8").strip()).resolve()
            return top, gitdir / "config"
    return None


def origin_url(config: Path) -> str | None:
    try:
        text = config.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    section = ""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            section = stripped
            continue
        if section.replace(" ", "") == '[remote"origin"]' and stripped.startswith("url"):
            _, _, value = stripped.partition("=")
            return value.strip() or None
    return None


def derive_key(root: Path, store: str) -> str:
    """The default ``workspace_key`` of the folder ``root`` (resolved, absolute)."""
    if not is_postgres(store):
        return str(root)
    found = _git_dir(root)
    if found is not None:
        top, config = found
        remote = origin_url(config)
        if remote:
            inside = root.relative_to(top).as_posix()
            return f"git:{normalize_remote(remote)}:{'' if inside == '.' else inside}"
    return f"path:{socket.gethostname()}:{root}"
