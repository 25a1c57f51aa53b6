"""A hypothesis state machine over submit / finish / curate / manual edit / sync / restore.

It runs in-process against the real feature handlers and service (no stdio, to stay fast) on a
real workspace folder and SQLite store, with ``curator: "direct"`` and background jobs off (the
machine decides when curation runs). A plain model predicts the entries; after every step the
store must agree with it and with its own invariants.
"""

from __future__ import annotations

import asyncio
import itertools
import shutil
import sqlite3
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import msgspec
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.memory import document as d
from tinyagent_memory.daemon.memory.service import MemoryService
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.errors import DaemonError
from tinyagent_memory.protocol.types import Base, InitializationOptions

from ..feature_helpers import wire_features

T = TypeVar("T")
Op = tuple[str, str | None, str | None]  # action, old_text, content


def fact(n: int) -> str:
    return f"Fact number {n} ends here."  # never a substring of another fact


def apply(entries: list[str], ops: list[Op]) -> list[str]:
    """The model of direct curation for this machine's operations (exact texts, unique facts)."""
    out = list(entries)
    for action, old, content in ops:
        if action == "add":
            if content not in out:
                out.append(str(content))
        elif old in out:
            i = out.index(old)
            if action == "remove" or content in out:
                del out[i]
            else:
                out[i] = str(content)
    return out


class MemoryMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.tmp = Path(tempfile.mkdtemp(prefix="memory-machine-"))
        self.root = self.tmp / "ws"
        self.root.mkdir()
        self.runner = asyncio.Runner()
        options = InitializationOptions(curator="direct", curation_threshold=10**6)
        self.app = App(Provider(None), options, background=False)
        self.app.configure(options)
        self.notified: list[Any] = []
        self.app.notify = lambda method, params: self.notified.append((method, params))
        self.router = wire_features(self.app)
        self.sid = self.call(m.SESSION_OPEN, workspace=str(self.root))["session_id"]
        self.counter = 0
        # The model.
        self.committed: list[str] = []
        self.pending: list[Op] = []
        self.file_text = ""
        self.drift = False
        self.revision_texts: dict[int, str] = {}

    # ------------------------------------------------------------------ plumbing

    def wait(self, coro: Awaitable[T]) -> T:
        return self.runner.run(coro)  # type: ignore[arg-type]

    def call(self, method: str, **params: Any) -> Any:
        route = self.router.routes[method]
        typed = msgspec.convert(params, route.params_type)
        result: Base = self.wait(route.handler(typed))
        return msgspec.to_builtins(result)

    def expect_error(self, kind: str, fn: Callable[[], object]) -> None:
        with pytest.raises(DaemonError) as info:
            fn()
        assert str(info.value.kind) == kind

    @property
    def memory(self) -> Path:
        return self.root / ".tinyagent" / "memory" / "MEMORY.md"

    def fresh(self) -> str:
        self.counter += 1
        return fact(self.counter)

    def known(self, candidates: list[Op]) -> list[str]:
        """Texts an operation may refer to: committed entries and pending additions."""
        return self.committed + [c for a, _, c in self.pending + candidates if a != "remove" and c]

    # ------------------------------------------------------------------ rules

    @rule(
        batches=st.lists(
            st.tuples(st.sampled_from(["add", "replace", "remove"]), st.integers(0, 50)),
            min_size=1,
            max_size=3,
        ),
        status=st.sampled_from(["succeeded", "succeeded", "succeeded", "failed", "cancelled"]),
    )
    def agent_run(self, batches: list[tuple[str, int]], status: str) -> None:
        """One Run: a few ``memory/submit`` calls (one operation each), then ``run/finish``."""
        run_id = self.call(m.RUN_START, session_id=self.sid)["run_id"]
        candidates: list[Op] = []
        for kind, pick in batches:
            known = self.known(candidates)
            if kind == "add" or not known:
                op: Op = ("add", None, self.fresh())
            elif kind == "replace":
                op = ("replace", known[pick % len(known)], self.fresh())
            else:
                op = ("remove", known[pick % len(known)], None)
            wire = [{"action": op[0], "old_text": op[1], "content": op[2]}]
            ids = self.call(m.MEMORY_SUBMIT, session_id=self.sid, run_id=run_id, operations=wire)
            assert len(ids["candidate_ids"]) == 1
            candidates.append(op)
        result = self.call(m.RUN_FINISH, session_id=self.sid, run_id=run_id, status=status)
        assert result == {"events_added": len(candidates) if status == "succeeded" else 0}
        if status == "succeeded":
            self.pending += candidates

    @rule()
    def curate(self) -> None:
        wm = self.app.service(MemoryService).all()[0]
        job = self.wait(wm.curate("machine"))
        if self.drift or not self.pending:
            assert job is None
            return
        assert job is not None and job.status == "succeeded", job
        self.committed = apply(self.committed, self.pending)
        self.pending = []
        self.file_text = d.serialize(self.committed)

    @rule(kind=st.sampled_from(["add", "drop", "invalid", "revert"]))
    def manual_edit(self, kind: str) -> None:
        entries = d.parse(self.file_text).texts() if not d.parse(self.file_text).findings else []
        if kind == "add":
            text = d.serialize([*entries, f"Manual note {self.fresh()}"])
        elif kind == "drop":
            text = d.serialize(entries[1:])
        elif kind == "invalid":
            text = "Broken entry\n\n§\n"
        else:
            text = d.serialize(self.committed)
        self.memory.parent.mkdir(parents=True, exist_ok=True)
        self.memory.write_text(text, encoding="utf-8")
        self.file_text = text
        self.drift = self.drift or text != d.serialize(self.committed)

    @rule()
    def sync(self) -> None:
        doc = d.parse(self.file_text)
        if self.file_text != d.serialize(self.committed) and doc.findings:
            self.expect_error(
                "invalid_memory_format", lambda: self.call(m.MEMORY_SYNC, workspace=str(self.root))
            )
            return
        result = self.call(m.MEMORY_SYNC, workspace=str(self.root))
        self.committed = doc.texts()
        self.drift = False
        assert result["curated"] == bool(self.pending)
        self.committed = apply(self.committed, self.pending)
        self.pending = []
        self.file_text = d.serialize(self.committed)

    @rule(pick=st.integers(0, 100))
    def restore(self, pick: int) -> None:
        history = self.call(m.MEMORY_HISTORY, workspace=str(self.root))["revisions"]
        choices = [r["revision"] for r in history if r["state"] == "committed"]
        if not choices:
            self.expect_error(
                "unknown_revision",
                lambda: self.call(m.MEMORY_RESTORE, workspace=str(self.root), revision=1),
            )
            return
        revision = choices[pick % len(choices)]
        if self.drift:
            self.expect_error(
                "memory_drift",
                lambda: self.call(m.MEMORY_RESTORE, workspace=str(self.root), revision=revision),
            )
            return
        new = self.call(m.MEMORY_RESTORE, workspace=str(self.root), revision=revision)
        text = self.call(m.MEMORY_SHOW, workspace=str(self.root), revision=revision)["text"]
        assert new["revision"] > max(choices)
        self.committed = d.parse(text).texts()
        self.file_text = text

    # ------------------------------------------------------------------ invariants

    @invariant()
    def store_agrees_with_the_model(self) -> None:
        st_ = self.call(m.MEMORY_STATUS, workspace=str(self.root))
        assert st_["pending_events"] == len(self.pending)
        assert st_["drift"] == self.drift
        assert st_["auto_curation"] == (not self.drift)
        on_disk = self.memory.read_text(encoding="utf-8") if self.memory.exists() else ""
        assert on_disk == self.file_text
        conn = sqlite3.connect(self.root / ".tinyagent" / "state.db")
        try:
            rows = conn.execute(
                "SELECT id, parent, state, text, event_cursor FROM memory_revisions ORDER BY id"
            ).fetchall()
            cursor = conn.execute("SELECT event_cursor FROM memory_state").fetchone()[0]
            events = conn.execute("SELECT COUNT(*) FROM memory_events").fetchone()[0]
        finally:
            conn.close()
        committed = [r for r in rows if r[2] == "committed"]
        assert all(r[2] != "prepared" for r in rows)
        last_text = committed[-1][3] if committed else ""
        assert last_text == d.serialize(self.committed)
        assert cursor == (committed[-1][4] if committed else 0)
        assert events - cursor == len(self.pending)
        for previous, current in itertools.pairwise(committed):
            assert current[1] == previous[0]

    def teardown(self) -> None:
        self.app.close()
        self.runner.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


TestMemoryMachine = MemoryMachine.TestCase
TestMemoryMachine.settings = settings(
    max_examples=30,
    stateful_step_count=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
