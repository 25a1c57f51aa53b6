"""Paths the daemon creates, reads or writes inside a workspace, resolved without trusting links.

A cloned repository can ship ``.tinyagent`` (or ``memory/``, ``MEMORY.md``, ``state.db-wal``, a
temp file name) as a symlink to any path. Every such path is resolved here one component at a
time from the workspace root: a component that leads outside the root, a dangling link, or a
component that is not the kind expected (a folder where a folder is needed, a regular file where a
file is) is refused with ``unsafe_path`` naming the path and the reason. Links that stay inside the
workspace are followed. Folders are created only after the checks, so nothing is ever created
through a link; files are then opened with ``O_NOFOLLOW`` (and temp files with ``O_EXCL``).

OS failures on these paths become ``storage_error`` with the path and the OS reason.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Sequence
from pathlib import Path

from tinyagent_memory.protocol.errors import DaemonError, ErrorKind


def unsafe(path: Path, reason: str) -> DaemonError:
    return DaemonError(
        ErrorKind.UNSAFE_PATH, f"refusing to use {path}: {reason}", path=str(path), reason=reason
    )


def storage_error(path: Path, exc: OSError, doing: str) -> DaemonError:
    """``storage_error`` for an OS failure (disk full, read-only file system, permissions…)."""
    code = exc.errno if exc.errno is not None else 0
    name = errno.errorcode.get(code, "EIO")
    reason = exc.strerror or str(exc)
    return DaemonError(
        ErrorKind.STORAGE_ERROR,
        f"{doing} {path} failed: {reason} ({name})",
        path=str(path),
        errno=name,
        reason=reason,
    )


def kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISREG(mode):
        return "a file"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _follow(root: Path, shown: Path, link: Path) -> tuple[Path, os.stat_result | None]:
    """A symlink's real target, which must lie inside ``root``; its stat (``None``: dangling)."""
    real = Path(os.path.realpath(link))
    if real != root and not real.is_relative_to(root):
        raise unsafe(shown, f"it is a symlink to {real}, outside the workspace {root}")
    try:
        return real, os.stat(real)
    except FileNotFoundError:
        return real, None


def folder(root: Path, parts: Sequence[str], *, create: bool) -> Path | None:
    """The real folder ``root/parts…``; created when absent and ``create`` (else ``None``).

    ``root`` must already be canonical (``resolve_workspace``).
    """
    current = root
    shown = root
    for part in parts:
        shown = shown / part
        candidate = current / part
        try:
            st = os.lstat(candidate)
        except FileNotFoundError:
            if not create:
                return None
            try:
                os.mkdir(candidate, 0o755)
            except FileExistsError:
                st = os.lstat(candidate)  # raced with another process: check what is there
            except OSError as exc:
                raise storage_error(shown, exc, "creating the folder") from None
            else:
                current = candidate
                continue
        except OSError as exc:
            raise storage_error(shown, exc, "reading") from None
        if stat.S_ISLNK(st.st_mode):
            real, target = _follow(root, shown, candidate)
            if target is None:
                raise unsafe(shown, f"it is a dangling symlink to {real}")
            candidate, st = real, target
        if not stat.S_ISDIR(st.st_mode):
            raise unsafe(shown, f"it is {kind_of(st.st_mode)}, not a folder")
        current = candidate
    return current


def file_in(root: Path, folder_path: Path, shown: Path) -> Path:
    """The real path of the file ``shown`` (named ``folder_path/shown.name``, ``folder_path``
    already checked): absent is fine; a link must stay inside the workspace and not dangle;
    whatever is there must be a regular file."""
    candidate = folder_path / shown.name
    try:
        st = os.lstat(candidate)
    except FileNotFoundError:
        return candidate
    except OSError as exc:
        raise storage_error(shown, exc, "reading") from None
    if stat.S_ISLNK(st.st_mode):
        real, target = _follow(root, shown, candidate)
        if target is None:
            raise unsafe(shown, f"it is a dangling symlink to {real}")
        candidate, st = real, target
    if not stat.S_ISREG(st.st_mode):
        raise unsafe(shown, f"it is {kind_of(st.st_mode)}, not a regular file")
    return candidate


def file(root: Path, parts: Sequence[str], *, create_folders: bool) -> Path | None:
    """The real path of the file ``root/parts…`` (``None``: its folder is absent and
    ``create_folders`` is false). The file itself may be absent."""
    where = folder(root, parts[:-1], create=create_folders)
    if where is None:
        return None
    return file_in(root, where, root.joinpath(*parts))


def read_regular(path: Path, shown: Path) -> bytes | None:
    """The bytes of the regular file at real path ``path`` (``None``: absent). Opened with
    ``O_NOFOLLOW | O_NONBLOCK`` and checked with ``fstat``: a link or a pipe swapped in after the
    checks is refused, never followed or waited on."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise unsafe(shown, "it was replaced by a symlink") from None
        if exc.errno in (errno.EISDIR, errno.ENOTDIR):
            raise unsafe(shown, "it is not a regular file") from None
        raise storage_error(shown, exc, "reading") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise unsafe(shown, f"it is {kind_of(st.st_mode)}, not a regular file")
        chunks: list[bytes] = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise storage_error(shown, exc, "reading") from None
    finally:
        os.close(fd)


def open_lock(path: Path, shown: Path) -> int:
    """Open (creating) the lock file at real path ``path`` without following a link."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise unsafe(shown, "it was replaced by a symlink") from None
        raise storage_error(shown, exc, "opening") from None
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):
        os.close(fd)
        raise unsafe(shown, f"it is {kind_of(st.st_mode)}, not a regular file")
    return fd
