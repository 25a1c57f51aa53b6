"""daemon/README.md maps every module (issue 9: a newcomer finds any method's path in a minute).

Every ``.py`` file under ``daemon/`` is named there, and every module name it gives exists (in
``daemon/``, ``protocol/`` or ``tests/``).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DAEMON = ROOT / "daemon"
MAP = (DAEMON / "README.md").read_text(encoding="utf-8")


def test_every_module_is_on_the_map() -> None:
    files = {p.name for p in DAEMON.rglob("*.py") if p.name not in ("__init__.py", "__main__.py")}
    assert sorted(name for name in files if name not in MAP) == []


def test_every_module_on_the_map_exists() -> None:
    named = set(re.findall(r"\b([a-z_]+\.py)\b", MAP))
    files = {
        p.name for folder in ("daemon", "protocol", "tests") for p in (ROOT / folder).rglob("*.py")
    }
    assert sorted(named - files) == []
