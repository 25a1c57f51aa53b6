"""The PostgreSQL store of one workspace: a schema, a connection pool, migrations and the lock.

- **Identity.** A workspace is its ``workspace_key``; its tables live in the PostgreSQL schema
  ``tam_<first 20 hex of sha256(key)>`` (recorded with the key in ``public.tinyagent_workspaces``).
  Every checkout, on every host, that names the same key shares the same Sessions and revisions.
- **Writes** for one workspace are serialized across every process and host by a PostgreSQL
  advisory lock on the key: the writer section (``Workspace.exclusive``) holds it on one pooled
  connection, and its transactions run on that connection; a transaction outside a writer section
  takes the transaction-scoped ``pg_advisory_xact_lock``. The server releases either if the holder
  dies (a SIGKILLed daemon never leaves the workspace locked).
- **A writer that is gone.** A writer section always waits for the lock (memory recovery never
  skips a ``prepared`` revision because another checkout holds it) and says so in the log, with the
  holder's backend, when it has to wait. The server releases a dead holder's lock when its backend
  ends: at once for a killed process (its socket closes), and for a host that vanished (power
  loss, network cut) when TCP gives up on its connection, which every session of ours bounds with
  keepalives (``DEAD_PEER``: about a minute, instead of the OS default of two hours and more).
- **Reads** run on any pooled connection in autocommit mode (read committed).
- **Migrations** (``pg_migrations``) run once per schema, under the same lock.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any, Final, TypeVar

import psycopg
from psycopg import sql as pgsql
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

from .pg import PgConn
from .pg_migrations import MIGRATIONS

T = TypeVar("T")
Raw = psycopg.Connection[dict[str, Any]]

log = logging.getLogger(__name__)

REGISTRY_LOCK: Final = 0x74616D5F726567  # "tam_reg": creating the shared registry table
POOL_SIZE: Final = 4
CONNECT_TIMEOUT_S: Final = 30.0
APPLICATION: Final = "tinyagent-memory"
"""``application_name`` of our sessions (``pg_stat_activity``; the log names a lock's holder)."""
DEAD_PEER: Final = (
    ("tcp_keepalives_idle", 30),
    ("tcp_keepalives_interval", 10),
    ("tcp_keepalives_count", 3),
)
"""Server-side TCP keepalives of every session of ours (seconds, probes): if this host vanishes,
the server ends its backends about a minute after the last sign of life, releasing the
workspace lock they may hold. Ignored on a unix socket (a local process's socket closes with it).
"""
DEAD_PEER_USER_TIMEOUT_MS: Final = 60_000
"""``tcp_user_timeout`` (PostgreSQL 12+): the same bound while data sent to a vanished host
waits for its acknowledgement (keepalives only probe an idle connection)."""


def schema_name(workspace_key: str) -> str:
    return "tam_" + hashlib.sha256(workspace_key.encode()).hexdigest()[:20]


def lock_id(workspace_key: str) -> int:
    return int.from_bytes(hashlib.sha256(workspace_key.encode()).digest()[:8], "big", signed=True)


def registered(url: str, workspace_key: str) -> bool:
    """The database at ``url`` holds a workspace named ``workspace_key`` (creates nothing)."""
    with psycopg.connect(url, autocommit=True, connect_timeout=int(CONNECT_TIMEOUT_S)) as raw:
        table = raw.execute("SELECT to_regclass('public.tinyagent_workspaces')").fetchone()
        if table is None or table[0] is None:
            return False
        found = raw.execute(
            "SELECT 1 FROM public.tinyagent_workspaces WHERE key = %s", (workspace_key,)
        ).fetchone()
        return found is not None


class PgBackend:
    def __init__(self, url: str, workspace_key: str, checkout: str) -> None:
        self.url = url
        self.key = workspace_key
        self.checkout = checkout
        """This checkout (host and folder): whose drift ``memory_state`` shows."""
        self.schema = schema_name(workspace_key)
        self.lock_id = lock_id(workspace_key)
        self._writer: Raw | None = None
        self._begin_locked = f"BEGIN; SELECT pg_advisory_xact_lock({self.lock_id})".encode()
        self.pool: ConnectionPool[Raw] = ConnectionPool(
            url,
            min_size=1,
            max_size=POOL_SIZE,
            kwargs={"autocommit": True, "row_factory": dict_row, "application_name": APPLICATION},
            configure=self._configure,
            open=False,
            name=self.schema,
        )
        self.pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
        try:
            self._migrate()
        except BaseException:
            self.pool.close()
            raise

    def _configure(self, raw: Raw) -> None:
        settings = list(DEAD_PEER)
        if raw.info.server_version >= 120000:
            settings.append(("tcp_user_timeout", DEAD_PEER_USER_TIMEOUT_MS))
        statements = [pgsql.SQL("SET search_path TO {}").format(pgsql.Identifier(self.schema))]
        statements += [
            pgsql.SQL("SET {} = {}").format(pgsql.Identifier(name), pgsql.Literal(value))
            for name, value in settings
        ]
        raw.execute(pgsql.SQL("; ").join(statements))
        raw.execute("SELECT set_config('tam.checkout', %s, false)", (self.checkout,))

    def _migrate(self) -> None:
        with self.pool.connection() as raw:
            with raw.transaction():
                raw.execute("SELECT pg_advisory_xact_lock(%s)", (REGISTRY_LOCK,))
                raw.execute(
                    "CREATE TABLE IF NOT EXISTS public.tinyagent_workspaces ("
                    " key text PRIMARY KEY, schema text NOT NULL UNIQUE,"
                    " created_at timestamptz NOT NULL DEFAULT now())"
                )
            self._acquire(raw)
            try:
                with raw.transaction():
                    raw.execute(
                        pgsql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(
                            pgsql.Identifier(self.schema)
                        )
                    )
                    raw.execute(
                        "INSERT INTO public.tinyagent_workspaces (key, schema) VALUES (%s, %s)"
                        " ON CONFLICT (key) DO NOTHING",
                        (self.key, self.schema),
                    )
                    raw.execute(
                        "CREATE TABLE IF NOT EXISTS schema_migrations ("
                        " number integer PRIMARY KEY, name text NOT NULL,"
                        " applied_at timestamptz NOT NULL DEFAULT now())"
                    )
                for number, (name, script) in sorted(MIGRATIONS.items()):
                    with raw.transaction():
                        done = raw.execute(
                            "SELECT 1 FROM schema_migrations WHERE number = %s", (number,)
                        ).fetchone()
                        if done:
                            continue
                        raw.execute(script.encode())
                        raw.execute(
                            "INSERT INTO schema_migrations (number, name) VALUES (%s, %s)",
                            (number, name),
                        )
            finally:
                raw.execute("SELECT pg_advisory_unlock(%s)", (self.lock_id,))

    # ------------------------------------------------------------------ the writer lock

    def _acquire(self, raw: Raw) -> None:
        """The workspace lock on ``raw``'s session: taken at once when free, else waited for
        (never skipped), after a log line naming the holder."""
        row = raw.execute("SELECT pg_try_advisory_lock(%s) AS ok", (self.lock_id,)).fetchone()
        if row is not None and row["ok"]:
            return
        log.warning(
            "workspace %s: waiting for its writer lock, held by %s",
            self.key,
            self._holder(raw),
        )
        raw.execute("SELECT pg_advisory_lock(%s)", (self.lock_id,))
        log.info("workspace %s: writer lock obtained", self.key)

    def _holder(self, raw: Raw) -> str:
        """Who holds the workspace lock (as far as this role may see), for the log."""
        unsigned = self.lock_id & 0xFFFF_FFFF_FFFF_FFFF
        try:
            row = self._holder_row(raw, unsigned)
        except psycopg.Error as exc:  # only the log line is at stake: never the lock
            return f"another session ({exc.__class__.__name__} looking it up)"
        if row is None:
            return "a session that just let it go"
        return (
            f"backend {row['pid']} ({row['application_name'] or 'no application name'},"
            f" {row['addr'] or 'local socket'}, {row['state']}, connected {row['since']})"
        )

    def _holder_row(self, raw: Raw, unsigned: int) -> dict[str, Any] | None:
        return raw.execute(
            "SELECT l.pid, a.application_name, a.client_addr::text AS addr, a.state,"
            " a.backend_start::text AS since FROM pg_locks l"
            " LEFT JOIN pg_stat_activity a ON a.pid = l.pid"
            " WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1"
            " AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            " AND l.classid::text::bigint = %s AND l.objid::text::bigint = %s LIMIT 1",
            (unsigned >> 32, unsigned & 0xFFFF_FFFF),
        ).fetchone()

    def lock(self) -> Raw:
        raw = self.pool.getconn()
        try:
            self._acquire(raw)
        except BaseException:
            self.pool.putconn(raw)
            raise
        self._writer = raw
        return raw

    def unlock(self, raw: Raw) -> None:
        if self._writer is raw:
            self._writer = None
        try:
            if not raw.closed:
                raw.execute("SELECT pg_advisory_unlock(%s)", (self.lock_id,))
        finally:
            self.pool.putconn(raw)

    # ------------------------------------------------------------------ reads and writes

    def call(self, fn: Callable[[PgConn], T]) -> T:
        with self.pool.connection() as raw:
            return fn(PgConn(raw))

    def transaction(
        self,
        fn: Callable[[PgConn], T],
        gate: Callable[[], AbstractContextManager[None]] | None = None,
    ) -> T:
        held = self._writer
        if held is not None:
            return self._transaction(held, fn, gate, locked=True)
        with self.pool.connection() as raw:
            return self._transaction(raw, fn, gate, locked=False)

    def _transaction(
        self,
        raw: Raw,
        fn: Callable[[PgConn], T],
        gate: Callable[[], AbstractContextManager[None]] | None,
        *,
        locked: bool,
    ) -> T:
        # One round trip: BEGIN and (outside a writer section) the transaction-scoped lock.
        raw.execute(self._begin_locked if not locked else b"BEGIN")
        try:
            result = fn(PgConn(raw))
            with gate() if gate is not None else nullcontext():
                raw.execute("COMMIT")
            return result
        except BaseException:
            if raw.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
                raw.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self.pool.close()
