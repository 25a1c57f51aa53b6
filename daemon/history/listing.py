"""``message/list`` from a per-Session cache of ready-encoded rows (SQLite stores).

Every stored row is immutable but for ``compacted_by``, which is set once (a trigger enforces
it, migration 3). So a Session's rows are encoded once, each to its own JSON object (a
``bytes`` fragment), and a page is the fragments joined: no SQLite fetch, no Structs, no encode.

Freshness: the cache is keyed by the store's state the way the context view cache is
(``context/cache.py``): ``PRAGMA data_version`` of a connection of its own (``watch``), which
moves on every commit of any other connection, this daemon's own included. The key is read
*before* the rows are read (in one read transaction), so a commit landing meanwhile makes the
next request refresh; it never leaves older rows under a newer key. With the key unchanged, a
page is served on the event loop's thread without a hop to the store's worker thread (the
``PRAGMA`` reads SQLite's shared-memory header: microseconds; with ``busy_timeout`` 0 it never
waits, and any error falls back to the worker thread).

A refresh reads only what can have changed since the last snapshot, whose highest message id
was ``upto``:

- rows with an id above ``upto`` (appended, or a summary) of the Session;
- marks set since: ``compacted_by`` pointing to a summary above ``upto`` (a compaction inserts
  its summary and marks the rows it replaced in one transaction);
- the count of the Session's marked rows: marks are never cleared nor changed, so the count
  equals the old count plus the marks found exactly when no other mark was set. Otherwise
  (a mark to an older summary: no code does that) the Session's cache is dropped.

Rows are loaded by blocks of ``BLOCK`` seq values, as pages need them: a first page costs about
what one SQL page did; a block once loaded holds every row of its seq range (new rows in it are
added by the refresh). Memory is bounded per workspace (``MAX_BYTES``, least recently listed
Session dropped first).
"""

from __future__ import annotations

import sqlite3
import threading
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Final

import msgspec

from ..store import history as store
from ..store.history import PageFilter, StoredRow
from ..workspace import Workspace

BLOCK: Final = 64
"""Seq values per loaded block."""
MAX_BYTES: Final = 64 * 1024 * 1024
"""Encoded rows kept per workspace."""
NO_ID: Final = 0
TOP: Final = 1 << 63
"""Above every id: ``(seq, TOP)`` sorts after every row of ``seq``."""

_encoder = msgspec.json.Encoder()
_MARK: Final = b'"compacted_by":'
_AFTER_MARK: Final = b',"created_at":'


def fragment(r: StoredRow) -> msgspec.Raw:
    """One row's ``message/list`` JSON object (``HistoryRow``'s encoding)."""
    return msgspec.Raw(_encoder.encode(store.history_row(r)))


def remark(raw: msgspec.Raw, summary_id: int) -> msgspec.Raw:
    """``frag`` with ``compacted_by`` set. The key is the next-to-last field (``created_at``, a
    timestamp, comes last), and a key's unescaped quotes cannot occur inside a JSON string."""
    frag = bytes(raw)
    at = frag.rindex(_MARK) + len(_MARK)
    end = frag.index(_AFTER_MARK, at)
    return msgspec.Raw(frag[:at] + str(summary_id).encode() + frag[end:])


class Missing(Exception):
    """A page needs a block not loaded yet."""

    def __init__(self, block: int) -> None:
        self.block = block


@dataclass
class Rows:
    """One Session's cached rows in order (``seq``, id), for the loaded blocks only."""

    keys: list[tuple[int, int]] = field(default_factory=lambda: list[tuple[int, int]]())
    frags: list[msgspec.Raw] = field(default_factory=lambda: list[msgspec.Raw]())
    marks: list[int | None] = field(default_factory=lambda: list[int | None]())
    blocks: set[int] = field(default_factory=lambda: set[int]())
    key: int | None = None
    """``data_version`` of the watch connection read before the last snapshot."""
    upto: int = 0
    """Highest message id (any Session) in the last snapshot."""
    max_seq: int = 0
    marked: int = 0
    """The Session's rows with ``compacted_by`` set, in the last snapshot."""
    nbytes: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def reset(self) -> None:
        self.keys, self.frags, self.marks, self.blocks = [], [], [], set()
        self.key, self.upto, self.max_seq, self.marked, self.nbytes = None, 0, 0, 0, 0

    def add(self, r: StoredRow) -> None:
        k = (r[1], r[0])
        at = bisect_left(self.keys, k)
        if at < len(self.keys) and self.keys[at] == k:
            return
        frag = fragment(r)
        self.keys.insert(at, k)
        self.frags.insert(at, frag)
        self.marks.insert(at, r[9])
        self.nbytes += len(frag)

    def fill(self, first: int, end: int, rows: list[StoredRow]) -> None:
        """Every row with ``first <= seq < end`` (none of them cached yet), in order."""
        at = bisect_left(self.keys, (first, NO_ID))
        frags = [fragment(r) for r in rows]
        self.keys[at:at] = [(r[1], r[0]) for r in rows]
        self.frags[at:at] = frags
        self.marks[at:at] = [r[9] for r in rows]
        self.nbytes += sum(map(len, frags))
        self.blocks.update(range(first // BLOCK, end // BLOCK))

    def mark(self, message_id: int, seq: int, summary_id: int) -> None:
        at = bisect_left(self.keys, (seq, message_id))
        if at < len(self.keys) and self.keys[at] == (seq, message_id):
            old = self.frags[at]
            self.frags[at] = remark(old, summary_id)
            self.marks[at] = summary_id
            self.nbytes += len(self.frags[at]) - len(old)

    def page(self, f: PageFilter, limit: int) -> tuple[list[msgspec.Raw], tuple[int, int] | None]:
        """Up to ``limit`` rows within the filter's bounds, and the next cursor's key (the last
        row's) when more follow; ``Missing`` when a block they span is not loaded."""
        lower = (0, NO_ID)
        if f.after is not None:
            lower = f.after
        if f.after_seq is not None and (f.after_seq, TOP) > lower:
            lower = (f.after_seq, TOP)
        last_seq = self.max_seq if f.before_seq is None else min(self.max_seq, f.before_seq - 1)
        keys = self.keys
        start = bisect_right(keys, lower)
        end = len(keys) if f.before_seq is None else bisect_left(keys, (f.before_seq, NO_ID))
        picked: list[int] | None = None
        if f.include_compacted:
            stop = min(end, start + limit + 1)
            count = stop - start
        else:
            picked = []
            marks = self.marks
            for k in range(start, end):
                if marks[k] is None:
                    picked.append(k)
                    if len(picked) > limit:
                        break
            count = len(picked)
            stop = picked[-1] + 1 if picked else start
        # Every block from the lower bound's to the last row's (to the last possible row's when
        # the page is short) must be loaded: rows beyond a gap are not the next ones.
        top = keys[stop - 1][0] if count > limit else last_seq
        blocks = self.blocks
        for block in range(lower[0] // BLOCK, top // BLOCK + 1):
            if block not in blocks:
                raise Missing(block)
        more = count > limit
        if picked is None:
            rows = self.frags[start : stop - 1 if more else stop]
            cursor = keys[stop - 2] if more else None
        else:
            if more:
                picked.pop()
            frags = self.frags
            rows = [frags[k] for k in picked]
            cursor = keys[picked[-1]] if more else None
        return rows, cursor


class ListCache:
    """The encoded rows of one workspace's Sessions, with the watch connection their key
    comes from."""

    def __init__(self, ws: Workspace) -> None:
        self.ws = ws
        self.sessions: OrderedDict[str, Rows] = OrderedDict()
        self.lock = threading.Lock()
        """Guards ``sessions`` (held only around dict operations)."""
        self.watch_lock = threading.Lock()
        self.watch: sqlite3.Connection | None = None
        """Opened by the first ``load`` (in the worker thread); only ever reads a ``PRAGMA``."""
        self.closed = False

    def close(self) -> None:
        with self.watch_lock:
            self.closed = True
            if self.watch is not None:
                self.watch.close()
                self.watch = None

    def _open_watch(self) -> None:
        """Open the watch connection; if it cannot be opened, every page takes the worker
        thread's path (``version`` stays ``None``) and is refreshed on every request."""
        with self.watch_lock:
            if self.watch is None and not self.closed:
                try:
                    watch = sqlite3.connect(
                        self.ws.db_path, isolation_level=None, check_same_thread=False, timeout=0
                    )
                    watch.execute("PRAGMA busy_timeout = 0")
                except sqlite3.Error:
                    return
                self.watch = watch

    def version(self, *, wait: bool) -> int | None:
        """The watch connection's ``data_version`` (``None``: unavailable right now)."""
        if not self.watch_lock.acquire(blocking=wait):
            return None
        try:
            if self.watch is None:
                return None
            return int(self.watch.execute("PRAGMA data_version").fetchone()[0])
        except sqlite3.Error:
            return None
        finally:
            self.watch_lock.release()

    def rows(self, session_id: str, *, create: bool) -> Rows | None:
        with self.lock:
            found = self.sessions.get(session_id)
            if found is not None:
                self.sessions.move_to_end(session_id)
            elif create:
                found = self.sessions[session_id] = Rows()
            return found

    def fast(
        self, session_id: str, f: PageFilter, limit: int
    ) -> tuple[list[msgspec.Raw], tuple[int, int] | None] | None:
        """The page from the cache when nothing was committed since it was read, without
        touching the store's connection (on the event loop's thread); else ``None``."""
        cached = self.rows(session_id, create=False)
        if cached is None or cached.key is None or not cached.lock.acquire(blocking=False):
            return None
        try:
            if self.version(wait=False) != cached.key:
                return None
            return cached.page(f, limit)
        except Missing:
            return None
        finally:
            cached.lock.release()

    def load(
        self, conn: sqlite3.Connection, session_id: str, f: PageFilter, limit: int
    ) -> tuple[list[msgspec.Raw], tuple[int, int] | None] | None:
        """The page, refreshing and loading what it needs (in the store's worker thread, with
        its connection); ``None`` when the Session is not in this workspace."""
        cached = self.rows(session_id, create=True)
        assert cached is not None
        if self.watch is None:
            self._open_watch()
        with cached.lock:
            key = self.version(wait=True)
            cached.key = None  # until this snapshot is complete
            conn.execute("BEGIN")
            try:
                if not store.session_exists(conn, session_id):
                    self.drop(session_id)
                    return None
                if not self.refresh(conn, session_id, cached):
                    cached.reset()
                    self.refresh(conn, session_id, cached)
                while True:
                    try:
                        found = cached.page(f, limit)
                        break
                    except Missing as gap:
                        self.load_blocks(conn, session_id, cached, gap.block, limit + 1)
                cached.key = key
            finally:
                conn.execute("COMMIT")
        self.bound(session_id, cached)
        return found

    def refresh(self, conn: sqlite3.Connection, session_id: str, cached: Rows) -> bool:
        """Bring ``cached`` up to the current snapshot; ``False`` when it cannot be (drop it)."""
        upto, max_seq, marked = store.list_snapshot(conn, session_id)
        if not cached.blocks:
            cached.upto, cached.max_seq, cached.marked = upto, max_seq, marked
            return True
        found = 0
        if upto > cached.upto:
            for r in store.rows_after(conn, session_id, cached.upto):
                if r[9] is not None and r[9] <= cached.upto:
                    found += 1  # stored already marked, to an older summary
                if r[1] // BLOCK in cached.blocks:
                    cached.add(r)
            for message_id, seq, summary_id in store.marks_after(conn, session_id, cached.upto):
                found += 1
                cached.mark(message_id, seq, summary_id)
        if marked != cached.marked + found:
            return False
        cached.upto, cached.max_seq, cached.marked = upto, max_seq, marked
        return True

    def load_blocks(
        self, conn: sqlite3.Connection, session_id: str, cached: Rows, first: int, need: int
    ) -> None:
        """Load block ``first`` and the following ones a page of ``need`` rows may reach."""
        last = max(first, min(first + -(-need // BLOCK), cached.max_seq // BLOCK))
        block = first
        while block <= last:
            if block in cached.blocks:
                block += 1
                continue
            run = block
            while run + 1 <= last and run + 1 not in cached.blocks:
                run += 1
            first_seq, end_seq = block * BLOCK, (run + 1) * BLOCK
            cached.fill(first_seq, end_seq, store.seq_range(conn, session_id, first_seq, end_seq))
            block = run + 1

    def drop(self, session_id: str) -> None:
        with self.lock:
            self.sessions.pop(session_id, None)

    def bound(self, session_id: str, cached: Rows) -> None:
        """Drop the least recently listed Sessions beyond ``MAX_BYTES``."""
        with self.lock:
            total = sum(r.nbytes for r in self.sessions.values())
            while total > MAX_BYTES and len(self.sessions) > 1:
                oldest, rows = next(iter(self.sessions.items()))
                if oldest == session_id:
                    break
                del self.sessions[oldest]
                total -= rows.nbytes
