"""Provenance of a MEMORY.md entry (editor hover): the revision that introduced it and the
memory operation that proposed it; in-process against the real handlers and store."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
from tinyagent_memory.daemon.app import App
from tinyagent_memory.daemon.memory import provenance
from tinyagent_memory.daemon.provider import Provider
from tinyagent_memory.protocol import methods as m
from tinyagent_memory.protocol.types import InitializationOptions

from ..feature_helpers import wire_features


async def test_provenance_follows_revisions_and_events(tmp_path: Path) -> None:
    memory = tmp_path / ".tinyagent" / "memory" / "MEMORY.md"
    memory.parent.mkdir(parents=True)
    memory.write_text("Hand-written fact.\n", encoding="utf-8")
    options = InitializationOptions(curator="direct", curation_threshold=1000)
    app = App(Provider(None), options, background=False)
    router = wire_features(app)

    async def call(method: str, **params: Any) -> Any:
        route = router.routes[method]
        result = await route.handler(msgspec.convert(params, route.params_type))
        return msgspec.to_builtins(result)

    try:
        sid = (await call(m.SESSION_OPEN, workspace=str(tmp_path)))["session_id"]
        run_id = (await call(m.RUN_START, session_id=sid))["run_id"]
        ops = [
            {"action": "add", "content": "Uses pytest."},
            {"action": "replace", "old_text": "Hand-written", "content": "Rewritten fact."},
        ]
        await call(m.MEMORY_SUBMIT, session_id=sid, run_id=run_id, operations=ops)
        await call(m.RUN_FINISH, session_id=sid, run_id=run_id, status="succeeded")
        assert (await call(m.MEMORY_SYNC, workspace=str(tmp_path)))["revision"] == 2
        ws = await app.workspace(str(tmp_path))

        added = await provenance.lookup(ws, "uses  PYTEST.")
        assert added is not None
        assert (added.revision, added.source, added.operation) == (2, "curator", "add")
        assert (added.session_id, added.run_id) == (sid, run_id)
        replaced = await provenance.lookup(ws, "Rewritten fact.")
        assert replaced is not None and replaced.operation == "replace"
        assert await provenance.lookup(ws, "Hand-written fact.") is None  # gone now

        # A restore brings revision 1's entry back; it was introduced by the restore.
        await call(m.MEMORY_RESTORE, workspace=str(tmp_path), revision=1)
        back = await provenance.lookup(ws, "Hand-written fact.")
        assert back is not None
        assert (back.revision, back.source, back.operation) == (3, "restore", None)
        assert await provenance.lookup(ws, "Uses pytest.") is None
    finally:
        app.close()
