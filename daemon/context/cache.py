"""Per-Session caches that keep ``context/build`` from redoing work on an unchanged store.

- The **view** (live rows, reductions, run states) is reused while the database is unchanged: the
  key is ``store.conn.store_key``: SQLite's ``PRAGMA data_version`` (moves when another
  connection commits) with this connection's ``total_changes`` (our own writes); PostgreSQL's
  ``tam_changes`` counter (moved by triggers on every change the view reads).
- Every row's provider-ready JSON is encoded once and kept as a ``msgspec.Raw`` fragment. A row's
  provider form depends only on its id and on whether a reduction replaces it; both rows and
  reductions are immutable, so ``(id, reduced)`` is a complete key.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

import msgspec
from tinyagent_memory.protocol.types import Message

from ..app import Created, Written
from ..store.conn import Conn, StoreKey, store_key
from .render import to_provider
from .view import ContextView, followed

_encoder = msgspec.json.Encoder()


@dataclass
class SessionCache:
    key: StoreKey | None = None
    view: ContextView | None = None
    fragments: dict[tuple[int, bool], bytes] = field(
        default_factory=lambda: dict[tuple[int, bool], bytes]()
    )
    joined: tuple[ContextView, bytes] | None = None
    """The rows of the last view, already joined into one JSON fragment."""

    keyed_on: Conn | None = None
    """The SQLite connection ``key`` was read on: keys of two connections (the workspace's
    writer and its reader for idle work) are not comparable, so a view keyed on the other one is
    only brought up to date (``extend_view``, exact), never reused as it is."""
    lock: threading.Lock = field(default_factory=threading.Lock)
    """Loads and refreshes run in worker threads (concurrently on a PostgreSQL pool)."""
    current: bool = False
    """The view followed the Session's last write (``follow``): it is the store as this process
    last wrote it, so the warm-up takes its rows from it without reading them back."""

    def follow(self, write: Written) -> None:
        """Apply a committed write of the Session's own Runs or rows to the view, without
        reading it (``view.followed``), when the view was the whole store as the write began:
        keyed on the write's connection at its ``before`` key (read inside its transaction,
        so nothing else was committed between the two). Otherwise the view stays as it is
        (the next load reads what it lacks) and is no longer ``current``.

        A new Session's view is known without reading: it is empty. SQLite only (``before``
        is ``None`` elsewhere)."""
        if write.before is None or write.after is None:
            return
        with self.lock:
            if isinstance(write.change, Created):
                fresh = self.view is None
            else:
                fresh = (
                    self.view is not None
                    and self.keyed_on is write.conn
                    and self.key == write.before
                )
            if not fresh:
                self.current = False
                return
            base = self.view if self.view is not None else ContextView([], [], {}, None, {}, None)
            self.view = followed(base, write.change)
            self.key = write.after
            self.keyed_on = write.conn
            self.current = True

    def load(
        self,
        conn: Conn,
        loader: Callable[[Conn], ContextView],
        extend: Callable[[Conn, ContextView], ContextView | None],
    ) -> ContextView:
        """The view, from the cache when nothing was committed since it was loaded; else the
        cached view with the rows appended since (``view.extend_view``), or read again when
        that is not possible (a compaction)."""
        with self.lock:
            key = store_key(conn)
            # SQLite keys are per connection; PostgreSQL's counter is the same on every one.
            other = isinstance(conn, sqlite3.Connection) and conn is not self.keyed_on
            if self.view is None or key != self.key or other:
                # Keyed by the state seen *before* reading: a commit landing while the loader
                # reads makes the next build read again, never leaves an older view under a
                # newer key.
                view = extend(conn, self.view) if self.view is not None else None
                self.view = view if view is not None else loader(conn)
                self.key = key
                self.keyed_on = conn
            return self.view

    def encoded(self, view: ContextView, head: list[Message]) -> msgspec.Raw:
        """The JSON array of ``head`` followed by every row of ``view`` as the provider sees it."""
        if self.joined is None or self.joined[0] is not view:
            fragments = self.fragments
            reduced = view.reductions
            parts: list[bytes] = []
            for row in view.rows:
                key = (row.id, row.id in reduced)
                raw = fragments.get(key)
                if raw is None:
                    raw = fragments[key] = _encoder.encode(to_provider(row))
                parts.append(raw)
            self.joined = (view, b",".join(parts))
        rows = self.joined[1]
        items = [_encoder.encode(message) for message in head]
        if rows:
            items.append(rows)
        return msgspec.Raw(b"[" + b",".join(items) + b"]")
