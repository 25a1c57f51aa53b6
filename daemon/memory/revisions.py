"""MEMORY.md on disk: prepare -> replace -> commit, startup recovery and drift (blocking I/O).

Every function here runs in a worker thread while the caller holds ``Workspace.exclusive()`` (the
in-process lock and the cross-process ``flock``), so a ``prepared`` revision seen here always
belongs to a process that died (or to this one's failed commit).

Commit order: insert the ``prepared`` revision durably; write a temp file in the target's folder,
fsync it, ``os.replace`` it over the target, fsync the folder; then mark the revision ``committed``
and advance the event cursor in one durable transaction. Every path is checked by ``store.paths``
first: a symlink that stays inside the workspace is followed (the link stays, its target is
replaced); one that leads outside, dangles, or names a non-file is refused (``unsafe_path``) and the
revision aborted before anything is created. The file keeps its mode; any I/O error, fsync
included, fails the commit.

Test hooks (never set in production): ``TINYAGENT_MEMORY_CRASH_AT`` names steps at which the
process SIGKILLs itself; ``TINYAGENT_MEMORY_FAIL_AT`` names I/O steps that raise ``EIO``.
"""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import signal
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from tinyagent_memory.protocol.errors import DaemonError, ErrorKind
from tinyagent_memory.protocol.types import RevisionSource, RevisionState

from ..store import memory as store
from ..store import paths
from ..store.conn import Conn
from ..store.records import Revision
from ..workspace import MEMORY_PARTS, Workspace, memory_file
from . import document as d

log = logging.getLogger(__name__)

CRASH_ENV: Final = "TINYAGENT_MEMORY_CRASH_AT"
FAIL_ENV: Final = "TINYAGENT_MEMORY_FAIL_AT"

COMMIT_STEPS: Final = (
    "commit:prepared",
    "commit:temp_written",
    "commit:replaced",
    "commit:dir_synced",
    "commit:committed",
)
RECOVERY_STEPS: Final = ("recover:begin", "recover:resolved", "recover:cleaned")
FAIL_STEPS: Final = ("fsync_file", "replace", "fsync_dir")

EMPTY_SHA256: Final = hashlib.sha256(b"").hexdigest()


def _env_steps(name: str) -> set[str]:
    return {s.strip() for s in os.environ.get(name, "").split(",") if s.strip()}


def crash_point(step: str) -> None:
    """Test-only: SIGKILL this process at ``step`` when ``TINYAGENT_MEMORY_CRASH_AT`` names it."""
    if step in _env_steps(CRASH_ENV):
        log.warning("crash hook: SIGKILL at %s", step)
        os.kill(os.getpid(), signal.SIGKILL)


def fail_point(step: str) -> None:
    """Test-only: raise ``EIO`` at ``step`` when ``TINYAGENT_MEMORY_FAIL_AT`` names it."""
    if step in _env_steps(FAIL_ENV):
        raise OSError(errno.EIO, f"injected I/O error at {step}")


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def memory_path_at(root: Path) -> Path:
    """``.tinyagent/memory/MEMORY.md`` in the workspace as named (possibly a symlink)."""
    return memory_file(root)


def memory_path(ws: Workspace) -> Path:
    return memory_path_at(ws.root)


def memory_target(root: Path, *, create_folders: bool) -> Path | None:
    """The real file a read or write of MEMORY.md uses, checked by ``store.paths``: a link out
    of the workspace, a dangling link or a non-file raises ``unsafe_path``. ``None``: its folder
    is absent (and was not created)."""
    return paths.file(root, MEMORY_PARTS, create_folders=create_folders)


def read_at(root: Path) -> bytes:
    """The bytes of ``root``'s MEMORY.md; an absent file reads as empty (no long-term memory)."""
    target = memory_target(root, create_folders=False)
    if target is None:
        return b""
    data = paths.read_regular(target, memory_path_at(root))
    return b"" if data is None else data


def read_file(ws: Workspace) -> bytes:
    """The bytes of MEMORY.md; an absent file reads as empty (no long-term memory)."""
    return read_at(ws.root)


def committed_sha(last: Revision | None) -> str:
    return last.sha256 if last is not None else EMPTY_SHA256


# --------------------------------------------------------------------------- atomic file write


def _fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        fail_point("fsync_dir")
        os.fsync(fd)
    finally:
        os.close(fd)


def _temp_name(target: Path, tag: str) -> Path:
    return target.with_name(f".{target.name}.{tag}.tmp")


_TEMP_FLAGS: Final = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC


def _open_temp(tmp: Path, mode: int) -> int:
    """Create ``tmp`` afresh (``O_EXCL | O_NOFOLLOW``: a planted file or link is removed, never
    written through)."""
    try:
        return os.open(tmp, _TEMP_FLAGS, mode)
    except FileExistsError:
        tmp.unlink()
        return os.open(tmp, _TEMP_FLAGS, mode)


def write_atomic(ws: Workspace, data: bytes, tag: str) -> None:
    """Replace MEMORY.md's real file with ``data``: temp file, fsync, ``os.replace``, fsync
    folder. The target is checked first (``unsafe_path``: nothing is created or written)."""
    target = memory_target(ws.root, create_folders=True)
    assert target is not None
    try:
        mode: int | None = os.stat(target).st_mode & 0o7777
    except FileNotFoundError:
        mode = None
    tmp = _temp_name(target, tag)
    fd = _open_temp(tmp, 0o644 if mode is None else mode)
    try:
        try:
            if mode is not None:
                os.fchmod(fd, mode)  # exactly the old mode, whatever the umask
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            fail_point("fsync_file")
            os.fsync(fd)
        finally:
            os.close(fd)
        crash_point("commit:temp_written")
        fail_point("replace")
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    crash_point("commit:replaced")
    _fsync_dir(target.parent)


def remove_temp_files(ws: Workspace) -> list[Path]:
    try:
        target = memory_target(ws.root, create_folders=False)
    except DaemonError:
        return []  # an unusable memory path: no temp file of ours can be there
    removed: list[Path] = []
    if target is not None and target.parent.is_dir():
        for tmp in target.parent.glob(f".{target.name}.*.tmp"):
            tmp.unlink(missing_ok=True)
            removed.append(tmp)
    return removed


# --------------------------------------------------------------------------- recovery


@dataclass(frozen=True)
class Recovery:
    committed: list[int]
    aborted: list[int]
    drift: bool
    temp_files: int


def recover(ws: Workspace) -> Recovery:
    """Resolve every ``prepared`` revision from the file's hash; remove leftover temp files.

    The file has the prepared text -> ``committed`` (and the cursor advances); it has the parent's
    text -> ``aborted``; anything else -> ``aborted`` and the workspace is in drift.
    """
    crash_point("recover:begin")
    committed: list[int] = []
    aborted: list[int] = []
    drift = False
    for revision in ws.call(store.prepared_revisions):
        current = sha256_hex(read_file(ws))
        parent = ws.call(lambda c, r=revision: _parent_sha(c, r))
        state: RevisionState = "aborted"
        reason: str | None = None
        if current == revision.sha256:
            state = "committed"
            committed.append(revision.id)
        else:
            aborted.append(revision.id)
            if current != parent:
                reason = f"MEMORY.md changed during revision {revision.id}"
                drift = True
        ws.transaction(
            lambda c, r=revision, s=state, why=reason: _resolve(c, r, s, why), durable=True
        )
        log.warning("recovery: revision %d -> %s", revision.id, state)
        crash_point("recover:resolved")
    removed = remove_temp_files(ws)
    crash_point("recover:cleaned")
    return Recovery(committed, aborted, drift, len(removed))


def _resolve(conn: Conn, revision: Revision, state: RevisionState, drift: str | None) -> None:
    store.resolve_revision(conn, revision, state)
    if drift is not None:
        store.set_drift(conn, drift)


def _parent_sha(conn: Conn, revision: Revision) -> str:
    if revision.parent is None:
        return EMPTY_SHA256
    parent = store.get_revision(conn, revision.parent)
    return EMPTY_SHA256 if parent is None else parent.sha256


# --------------------------------------------------------------------------- first contact, drift


def first_contact(ws: Workspace, *, char_limit: int, entry_char_limit: int) -> None:
    """Create the memory state once: a canonical (or acceptable: only hints, such as a missing
    final newline or padded entries) file becomes revision ``initial`` as written; any other one
    starts in drift; an absent or empty file is simply no memory."""
    if ws.call(store.load_state) is not None:
        return
    data = read_file(ws)
    doc = d.validate(data, char_limit=char_limit, entry_char_limit=entry_char_limit)

    def init(conn: Conn) -> None:
        if store.load_state(conn) is not None:
            return
        if not data or doc.acceptable:
            store.init_state(conn, drift=False, reason=None)
            if data:
                if store.last_committed(conn) is not None:
                    return  # a shared line already exists: this checkout follows it
                store.insert_revision(
                    conn,
                    parent=None,
                    source="initial",
                    state="committed",
                    text=data.decode("utf-8"),
                    sha256=sha256_hex(data),
                    event_cursor=0,
                )
        else:
            store.init_state(
                conn,
                drift=True,
                reason=f"MEMORY.md is not canonical ({d.count(len(doc.findings), 'finding')})",
            )

    ws.transaction(init, durable=True)


def follow(ws: Workspace) -> Revision | None:
    """A shared store (PostgreSQL): bring this checkout's MEMORY.md up to the latest committed
    revision, which another checkout may have committed, when the file has no local drift: it is
    absent, or holds the text of some revision of the line. A file edited by hand is left alone
    (``detect_drift`` reports it; ``memory/sync`` from this checkout accepts it). Returns the
    revision written, if any."""
    state = ws.call(store.load_state)
    last = ws.call(store.last_committed)
    if state is None or state.drift or last is None:
        return None
    data = read_file(ws)
    current = sha256_hex(data)
    if current == last.sha256:
        return None
    if data and not ws.call(lambda c: store.knows_text(c, current)):
        return None
    write_atomic(ws, last.text.encode("utf-8"), f"follow-{last.id}")
    log.info("MEMORY.md follows the shared line to revision %d", last.id)
    return last


def detect_drift(ws: Workspace) -> tuple[bool, str]:
    """Whether the workspace is in drift now (persisting a newly seen one); the file's sha256."""
    current = sha256_hex(read_file(ws))
    state = ws.call(store.load_state)
    last = ws.call(store.last_committed)
    if state is None:
        return False, current
    if current != committed_sha(last):
        if not state.drift:
            ws.transaction(
                lambda c: store.set_drift(c, "MEMORY.md differs from the last committed revision")
            )
        return True, current
    return state.drift, current


# --------------------------------------------------------------------------- commit


def commit(
    ws: Workspace,
    *,
    text: str,
    source: RevisionSource,
    event_cursor: int,
    parent: Revision | None,
    restored_from: int | None = None,
    on_committed: Callable[[Conn, int], None] | None = None,
) -> Revision:
    """Make ``text`` the new MEMORY.md through a new revision; the caller checked everything.

    ``on_committed(conn, revision_id)`` runs inside the transaction that marks the revision
    committed (e.g. to record the curation job). An I/O failure aborts the revision, puts the
    old text back if the new one already landed, and raises ``memory_commit_failed``.
    """
    data = text.encode("utf-8")
    digest = sha256_hex(data)
    revision_id = ws.transaction(
        lambda c: store.insert_revision(
            c,
            parent=None if parent is None else parent.id,
            source=source,
            state="prepared",
            text=text,
            sha256=digest,
            event_cursor=event_cursor,
            restored_from=restored_from,
        ),
        durable=True,
    )
    crash_point("commit:prepared")
    prepared = ws.call(lambda c: store.get_revision(c, revision_id))
    assert prepared is not None
    try:
        write_atomic(ws, data, str(revision_id))
    except DaemonError:
        # unsafe_path: refused before anything was written.
        ws.transaction(lambda c: store.resolve_revision(c, prepared, "aborted"), durable=True)
        raise
    except OSError as exc:
        _undo(ws, prepared, parent, exc)
        raise DaemonError(
            ErrorKind.MEMORY_COMMIT_FAILED,
            f"writing {memory_path(ws)} failed ({exc}); revision {revision_id} aborted,"
            " file unchanged",
            revision=revision_id,
            path=str(memory_path(ws)),
            errno=errno.errorcode.get(exc.errno or 0, "EIO"),
            reason=exc.strerror or str(exc),
        ) from None
    crash_point("commit:dir_synced")

    def mark(conn: Conn) -> None:
        store.resolve_revision(conn, prepared, "committed")
        if on_committed is not None:
            on_committed(conn, revision_id)

    ws.transaction(mark, durable=True)
    crash_point("commit:committed")
    committed = ws.call(lambda c: store.get_revision(c, revision_id))
    assert committed is not None
    return committed


def _undo(ws: Workspace, prepared: Revision, parent: Revision | None, exc: OSError) -> None:
    """A failed write: make sure the file holds the parent text, then abort the revision."""
    log.error("commit of revision %d failed: %s", prepared.id, exc)
    old = parent.text.encode("utf-8") if parent is not None else b""
    if sha256_hex(read_file(ws)) != committed_sha(parent):
        try:
            write_atomic(ws, old, f"{prepared.id}-undo")
        except (OSError, DaemonError):
            log.exception("could not put MEMORY.md back; recovery decides from its hash")
            recover(ws)
            return
    ws.transaction(lambda c: store.resolve_revision(c, prepared, "aborted"), durable=True)
